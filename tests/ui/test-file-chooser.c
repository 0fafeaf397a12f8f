/* test-file-chooser.c: a page's file question (ak_file_chooser_ask()):
 * one chooser per question, the answer handed on, and the focus back
 * where it was, with its ring showing (suite "ui", needs a display)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gtk/gtk.h>

#include "ak-file-chooser.h"

#include "ak-test-ui.h"

#define KEY "ak-test-question"

static guint n_chosen;

static gboolean
chosen (GtkWidget  *owner,
        GFile      *file,
        GError    **error)
{
  n_chosen++;
  return TRUE;
}

static gboolean
has_focus (gpointer widget)
{
  return gtk_widget_has_focus (widget);
}

static void
test_cancel_restores_focus (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *button = gtk_button_new_with_label ("Export");
  GtkWidget *other = gtk_button_new_with_label ("Other");
  GtkFileChooser *chooser;

  gtk_box_append (GTK_BOX (box), button);
  gtk_box_append (GTK_BOX (box), other);
  gtk_window_set_child (GTK_WINDOW (window), box);
  gtk_window_present (GTK_WINDOW (window));
  gtk_widget_grab_focus (button);
  iterate_until (has_focus, button);
  gtk_window_set_focus_visible (GTK_WINDOW (window), FALSE);

  chooser = ak_file_chooser_ask (button, KEY, "Question", GTK_FILE_CHOOSER_ACTION_SAVE, "_Save", chosen);
  g_assert_nonnull (chooser);
  /* A second press while it is open asks nothing. */
  g_assert_null (ak_file_chooser_ask (button, KEY, "Question", GTK_FILE_CHOOSER_ACTION_SAVE, "_Save", chosen));

  /* While the chooser was open the focus went elsewhere; Cancel. */
  gtk_widget_grab_focus (other);
  g_signal_emit_by_name (chooser, "response", GTK_RESPONSE_CANCEL);

  g_assert_cmpuint (n_chosen, ==, 0);
  g_assert_true (gtk_widget_has_focus (button));
  g_assert_true (gtk_window_get_focus_visible (GTK_WINDOW (window)));
  /* The question can be asked again. */
  chooser = ak_file_chooser_ask (button, KEY, "Question", GTK_FILE_CHOOSER_ACTION_SAVE, "_Save", chosen);
  g_assert_nonnull (chooser);
  ak_file_chooser_close (button, KEY);
  g_assert_null (g_object_get_data (G_OBJECT (button), KEY));

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int argc, char *argv[])
{
  if (!ui_test_init (&argc, &argv))
    return 0;

  g_test_add_func ("/file-chooser/cancel-restores-focus", test_cancel_restores_focus);

  return g_test_run ();
}

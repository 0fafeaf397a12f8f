/* test-reading-keys.c: reading text block by block with Down and Up
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gtk/gtk.h>

#include "ak-reading-blocks.h"
#include "ak-reading-keys.h"
#include "ak-test-ui.h"

static GtkWidget *
focus_of (GtkWidget *window)
{
  return gtk_root_get_focus (GTK_ROOT (window));
}

static GtkAccessibleRole
focused_role (GtkWidget *window)
{
  return gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (focus_of (window)));
}

/* A heading, a paragraph and two bullets, then a button: Down goes from
 * block to block with each one's role, Up back, and none of them stays
 * in the Tab order once the focus has left it. */
static void
test_move (void)
{
  g_autoptr(AkLesson) lesson = bundled_lesson ();
  char *items[] = { "First **bullet**", "Second bullet", NULL };
  AkBlock heading = { .kind = AK_BLOCK_HEADING, .text = "Heading" };
  AkBlock paragraph = { .kind = AK_BLOCK_PARAGRAPH, .text = "A paragraph." };
  AkBlock bullets = { .kind = AK_BLOCK_BULLETS, .items = items };
  GtkWidget *window = gtk_window_new ();
  GtkWidget *outer = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *button = gtk_button_new_with_label ("After");
  GtkWidget *read;

  gtk_box_append (GTK_BOX (box), ak_reading_block_new (lesson, &heading));
  gtk_box_append (GTK_BOX (box), ak_reading_block_new (lesson, &paragraph));
  gtk_box_append (GTK_BOX (box), ak_reading_block_new (lesson, &bullets));
  gtk_widget_set_focusable (box, TRUE);
  ak_reading_keys_attach (box);
  gtk_box_append (GTK_BOX (outer), box);
  gtk_box_append (GTK_BOX (outer), button);
  gtk_window_set_child (GTK_WINDOW (window), outer);
  gtk_window_present (GTK_WINDOW (window));
  iterate_briefly ();
  g_assert_true (gtk_widget_grab_focus (box));

  g_assert_true (ak_reading_move (box, TRUE));
  g_assert_cmpint (focused_role (window), ==, GTK_ACCESSIBLE_ROLE_HEADING);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (focus_of (window))), ==, "Heading");

  g_assert_true (ak_reading_move (box, TRUE));
  read = focus_of (window);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (read)), ==, "A paragraph.");
  /* The caret at the start, no text selected (nothing said about it). */
  g_assert_false (gtk_label_get_selection_bounds (GTK_LABEL (read), NULL, NULL));

  g_assert_true (ak_reading_move (box, TRUE));
  g_assert_cmpint (focused_role (window), ==, GTK_ACCESSIBLE_ROLE_LIST_ITEM);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (focus_of (window))), ==, "First bullet");
  g_assert_true (ak_reading_move (box, TRUE));
  g_assert_false (ak_reading_move (box, TRUE));  /* the last block: the page scrolls instead */

  g_assert_true (ak_reading_move (box, FALSE));
  g_assert_true (ak_reading_move (box, FALSE));
  g_assert_true (focus_of (window) == read);

  /* Tab leaves the text for the button; the paragraph is no Tab stop. */
  g_assert_true (gtk_widget_grab_focus (button));
  g_assert_false (gtk_widget_get_focusable (read));
  g_assert_false (gtk_widget_get_can_focus (read));

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int    argc,
      char **argv)
{
  if (!ui_test_init (&argc, &argv))
    return 0;

  g_test_add_func ("/reading-keys/move", test_move);
  return g_test_run ();
}

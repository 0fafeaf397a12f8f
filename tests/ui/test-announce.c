/* test-announce.c: status messages through the focused widget (GTK 4.8)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gtk/gtk.h>

#include "ak-announce.h"
#include "ak-test-ui.h"

#if !GTK_CHECK_VERSION (4, 14, 0)
static void
wait_for_description (GtkWidget  *widget,
                      const char *wanted)
{
  wait_for_accessible_text (widget, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, wanted);
}

/* A window with two buttons; the second has its own description, the
 * first the focus. */
static GtkWidget *
two_buttons (const char  *first_label,
             const char  *second_label,
             const char  *second_description,
             GtkWidget  **first,
             GtkWidget  **second)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);

  *first = gtk_button_new_with_label (first_label);
  *second = gtk_button_new_with_label (second_label);
  gtk_box_append (GTK_BOX (box), *first);
  gtk_box_append (GTK_BOX (box), *second);
  gtk_window_set_child (GTK_WINDOW (window), box);
  gtk_window_present (GTK_WINDOW (window));
  ak_accessible_set_description (*second, second_description);
  gtk_widget_grab_focus (*first);
  return window;
}

/* The app moves the focus and announces at once (the next sort card and
 * a placement, Retake and the score). Orca reads the new focus with its
 * description, then the description's change: set at once, the message
 * was spoken twice. It is set after the focus has been read, once. */
static void
test_after_focus_move (void)
{
  GtkWidget *first, *next;
  GtkWidget *window = two_buttons ("First", "Next", "Goes on", &first, &next);
  g_autofree char *problem = NULL;

  gtk_widget_grab_focus (next);
  ak_announce (first, "Put it in compute-bound.");
  ak_announce (first, "Put it in memory-bound.");  /* the newer one wins */
  problem = gtk_test_accessible_check_property (GTK_ACCESSIBLE (next), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                                "Goes on");
  g_assert_null (problem);  /* not yet: the focus is read first */

  wait_for_description (next, "Put it in memory-bound.");

  /* When the focus moves on, the widget gets its own description back. */
  gtk_widget_grab_focus (first);
  wait_for_description (next, "Goes on");

  gtk_window_destroy (GTK_WINDOW (window));
}

/* ak_announce_focus() moves the focus, visibly, and the message follows. */
static void
test_with_focus (void)
{
  GtkWidget *answer, *retake;
  GtkWidget *window = two_buttons ("Answer", "Retake", "Starts again", &answer, &retake);
  g_autofree char *problem = NULL;

  g_assert_true (ak_announce_focus (retake, "You got 3 of 4 questions right."));
  g_assert_true (gtk_widget_has_focus (retake));
  g_assert_true (gtk_window_get_focus_visible (GTK_WINDOW (window)));
  problem = gtk_test_accessible_check_property (GTK_ACCESSIBLE (retake), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                                "Starts again");
  g_assert_null (problem);
  wait_for_description (retake, "You got 3 of 4 questions right.");

  gtk_widget_grab_focus (answer);
  wait_for_description (retake, "Starts again");

  gtk_window_destroy (GTK_WINDOW (window));
}

/* A widget whose own name is known says the message in its name, set
 * before the focus goes there: Orca reads it once, with the focus, however
 * late. (Through the description Orca 43 said the quiz's feedback twice
 * when it read the focus after the description had changed.) The name
 * comes back when the focus leaves; no description is set. */
static void
test_in_name (void)
{
  GtkWidget *answer, *next;
  GtkWidget *window = two_buttons ("Answer", "Next", "Goes on", &answer, &next);
  g_autofree char *problem = NULL;

  ak_accessible_set_label (next, "Next Question");
  g_assert_true (ak_announce_focus (next, "Right! Decode waits on memory."));
  g_assert_true (gtk_widget_has_focus (next));
  problem = gtk_test_accessible_check_property (GTK_ACCESSIBLE (next), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                                "Right! Decode waits on memory. Next Question");
  g_assert_null (problem);
  iterate_briefly ();
  iterate_briefly ();
  iterate_briefly ();
  iterate_briefly ();
  iterate_briefly ();
  problem = gtk_test_accessible_check_property (GTK_ACCESSIBLE (next), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                                "Goes on");
  g_assert_null (problem);

  gtk_widget_grab_focus (answer);
  wait_for_accessible_text (next, GTK_ACCESSIBLE_PROPERTY_LABEL, "Next Question");

  /* Already focused: said as a change of its description, as before. */
  gtk_widget_grab_focus (next);
  g_assert_true (ak_announce_focus (next, "Not quite."));
  wait_for_description (next, "Not quite.");
  problem = gtk_test_accessible_check_property (GTK_ACCESSIBLE (next), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                                "Next Question");
  g_assert_null (problem);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* A result that follows typing: said once, for the last figure, into the
 * entry (not its inner GtkText, which screen readers do not see), and not
 * at all when it did not change. */
static void
test_settled (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *entry = gtk_entry_new ();
  g_autofree char *problem = NULL;
  gint64 until;

  gtk_box_append (GTK_BOX (box), entry);
  gtk_window_set_child (GTK_WINDOW (window), box);
  gtk_window_present (GTK_WINDOW (window));
  gtk_widget_grab_focus (entry);

  ak_announce_settled (box, "MBU 41%");  /* what the page shows at first */
  ak_announce_settled (box, "MBU 5%");   /* "1" typed */
  ak_announce_settled (box, "MBU 68%");  /* "13": this one is said */
  wait_for_description (entry, "MBU 68%");

  /* The same figure again, after the settle time and the announcement
   * delay (800 + 400 ms, no deadline): nothing new is said. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "", -1);
  ak_announce_settled (box, "MBU 68%");
  until = g_get_monotonic_time () + 3 * G_USEC_PER_SEC / 2;
  while (g_get_monotonic_time () < until)
    g_main_context_iteration (NULL, FALSE);
  problem = gtk_test_accessible_check_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "");
  g_assert_null (problem);

  gtk_window_destroy (GTK_WINDOW (window));
}
#endif

/* A widget gone before its message is set is no problem. */
static void
test_widget_gone (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *button = gtk_button_new_with_label ("Gone");
  gint64 until;

  gtk_window_set_child (GTK_WINDOW (window), button);
  gtk_window_present (GTK_WINDOW (window));
  ak_announce (button, "Never heard.");
  gtk_window_destroy (GTK_WINDOW (window));

  until = g_get_monotonic_time () + G_USEC_PER_SEC / 2;  /* past the delay, no deadline */
  while (g_get_monotonic_time () < until)
    g_main_context_iteration (NULL, FALSE);
}

int
main (int    argc,
      char **argv)
{
  /* Accessible properties are kept (and can be checked) with the test
   * context, not with "none". */
  g_setenv ("GTK_A11Y", "test", TRUE);
  if (!ui_test_init (&argc, &argv))
    return 0;

#if !GTK_CHECK_VERSION (4, 14, 0)
  /* Newer GTK has gtk_accessible_announce(), and no description is set. */
  g_test_add_func ("/announce/after-focus-move", test_after_focus_move);
  g_test_add_func ("/announce/with-focus", test_with_focus);
  g_test_add_func ("/announce/in-name", test_in_name);
  g_test_add_func ("/announce/settled", test_settled);
#endif
  g_test_add_func ("/announce/widget-gone", test_widget_gone);
  return g_test_run ();
}

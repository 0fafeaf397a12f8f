/* test-worked-problem.c: a worked problem on the Many chips page, by real
 * keys (XTest): Tab reaches "Show the answer", Enter reveals the computed
 * answer and says it once, the button says it is expanded, and Down reads
 * the revealed text block by block; hidden, the answer is never reached
 * (suite "ui", needs a display)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gtk/gtk.h>
#include <string.h>

#include "ak-announce.h"
#include "ak-page-factory.h"
#include "ak-reading-keys.h"

#include "ak-test-keys.h"
#include "ak-test-ui.h"

static GPtrArray *spoken;

static gboolean
is_focused (gpointer widget)
{
  return gtk_widget_has_focus (widget);
}

static const char *
focused_text (GtkWidget *window)
{
  GtkWidget *focus = window_focus (window);

  g_assert_true (GTK_IS_LABEL (focus));
  return gtk_label_get_text (GTK_LABEL (focus));
}

static void
test_show_answer_by_keys (void)
{
  g_autoptr(AkLesson) lesson = bundled_lesson ();
  g_autoptr(AkPageContext) context = test_page_context (lesson, NULL);
  GtkWidget *window, *page, *button, *answer;
  guint tabs = 0;

  if (!have_xtest ())
    {
      g_test_skip ("no X server with the XTest extension and libXtst.so.6");
      return;
    }
  spoken = g_ptr_array_new_with_free_func (g_free);
  ak_announce_set_observer (ak_test_collect_spoken, spoken);

  window = test_window_with_page (context, "many-chips", &page);

  button = find_named (page, "worked-problem-show");
  answer = find_named (page, "worked-problem-answer");
  g_assert_nonnull (button);
  g_assert_nonnull (answer);
  g_assert_false (gtk_widget_is_visible (answer));
  gtk_test_accessible_assert_state (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_STATE_EXPANDED, FALSE);

  /* The button is a Tab stop of the page. */
  while (!gtk_widget_has_focus (button) && tabs++ < 40)
    {
      press_key (GTK_WINDOW (window), GDK_KEY_Tab);
      iterate_briefly ();
    }
  g_assert_true (gtk_widget_has_focus (button));

  press_key (GTK_WINDOW (window), GDK_KEY_Return);
  iterate_until (is_visible_now, gtk_widget_get_parent (answer));
  g_assert_true (gtk_widget_is_visible (answer));
  g_assert_true (g_str_has_prefix (gtk_label_get_text (GTK_LABEL (answer)), "Answer: "));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (answer)), " GB"));
  gtk_test_accessible_assert_state (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_STATE_EXPANDED, TRUE);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (button)))), ==, "Hide the answer");
  /* named by its label child alone: a label property besides is said
   * first, then the child's text (GTK 4.8) */
  g_assert_false (gtk_test_accessible_has_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL));
  gtk_test_accessible_assert_relation (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_RELATION_LABELLED_BY,
                                       gtk_button_get_child (GTK_BUTTON (button)), NULL);
  /* Heard once: the answer, the figures and the explanation. */
  g_assert_cmpuint (spoken->len, ==, 1);
  g_assert_true (g_str_has_prefix (g_ptr_array_index (spoken, 0), gtk_label_get_text (GTK_LABEL (answer))));
  g_assert_nonnull (strstr (g_ptr_array_index (spoken, 0), "KV cache"));

  /* Down reads on from the button: the answer, then the figures. */
  press_key (GTK_WINDOW (window), GDK_KEY_Down);
  iterate_until (is_focused, answer);
  press_key (GTK_WINDOW (window), GDK_KEY_Down);
  iterate_briefly ();
  g_assert_true (g_str_has_prefix (focused_text (window), "Weights "));
  press_key (GTK_WINDOW (window), GDK_KEY_Up);
  iterate_until (is_focused, answer);

  /* Hidden again, the answer is no longer read. */
  g_assert_true (gtk_widget_grab_focus (button));
  press_key (GTK_WINDOW (window), GDK_KEY_Return);
  iterate_briefly ();
  g_assert_false (gtk_widget_is_visible (answer));
  press_key (GTK_WINDOW (window), GDK_KEY_Down);
  iterate_briefly ();
  g_assert_true (window_focus (window) != answer);
  g_assert_cmpstr (focused_text (window), ==, "Four ways to split the work");

  ak_announce_set_observer (NULL, NULL);
  g_clear_pointer (&spoken, g_ptr_array_unref);
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int argc, char *argv[])
{
  /* The accessible states, as a screen reader is told them. */
  g_setenv ("GTK_A11Y", "test", TRUE);
  if (!ui_test_init (&argc, &argv))
    return 0;

  g_test_add_func ("/worked-problem/show-answer-by-keys", test_show_answer_by_keys);

  return g_test_run ();
}

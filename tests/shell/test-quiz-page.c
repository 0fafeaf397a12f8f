/* test-quiz-page.c: the quiz page in a window (suite "ui", needs a display)
 *
 * The keyboard test sends real key events through the X server (XTest,
 * loaded at run time), so they travel the same path as a learner's keys:
 * X server, GDK, the window's shortcut and key controllers, the focused
 * widget. It runs alone (is_parallel: false), since another test's window
 * could take the keyboard focus.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <dlfcn.h>
#include <signal.h>

#include <glib/gstdio.h>

#include <gtk/gtk.h>
#ifdef GDK_WINDOWING_X11
#include <gdk/x11/gdkx.h>
#endif

#include "ak-announce.h"
#include "ak-application.h"
#include "ak-quiz-page.h"
#include "ak-window.h"

#include "ak-test-keys.h"
#include "ak-test-ui.h"

#define LESSON_ID "ai-accelerators"
/* Questions in the bundled lesson's quiz. */
#define N_BUNDLED 26
#define HALF_OF_ALL "13 of 26"
#define ALL_OF_ALL "26 of 26"


static void
iterate_for (guint ms)
{
  gint64 end = g_get_monotonic_time () + ms * 1000;

  while (g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
}



typedef struct {
  AkApplication *app;
  AkWindow      *window;
  AkQuizPage    *page;
  AkQuiz        *quiz;
} Fixture;

/* Removes the progress file, files moved aside and their folder. */
static void
forget_progress (void)
{
  g_autofree char *path = ak_progress_get_default_path ();
  g_autofree char *dir_path = g_path_get_dirname (path);
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *file = g_build_filename (dir_path, name, NULL);

      g_unlink (file);
    }
  g_rmdir (dir_path);
}

static void
fixture_open (Fixture    *f,
              const char *page_id)
{
  g_autoptr(AkLesson) lesson = ak_lesson_new_from_resource (AK_BUNDLED_LESSON_RESOURCE, NULL, NULL);

  g_assert_nonnull (lesson);
  f->app = test_application ();
  f->window = ak_window_new (f->app);
  ak_window_set_lesson (f->window, lesson, page_id);
  gtk_window_present (GTK_WINDOW (f->window));
  iterate_until (is_mapped, f->window);

  f->page = AK_QUIZ_PAGE (ak_window_get_page_widget (f->window, "quiz"));
  f->quiz = ak_quiz_page_get_quiz (f->page);
}

static void
fixture_close (Fixture *f)
{
  gtk_window_destroy (GTK_WINDOW (f->window));
  g_clear_object (&f->app);
}

static void
show_quiz (Fixture *f)
{
  g_assert_true (ak_window_select_page (f->window, "quiz"));
  iterate_until (is_mapped, f->page);
}

/* Widgets found by what the learner sees */

static gboolean
is_label_with_text (GtkWidget     *widget,
                    gconstpointer  text)
{
  return GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0;
}

static gboolean
is_button_labelled (GtkWidget     *widget,
                    gconstpointer  label)
{
  return GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0;
}

static gboolean
is_choice (GtkWidget     *widget,
           gconstpointer  shown)
{
  return GTK_IS_BUTTON (widget) && gtk_widget_has_css_class (widget, "quiz-choice") &&
         GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (widget), "shown")) == GPOINTER_TO_UINT (shown);
}

static gboolean
is_status_label (GtkWidget     *widget,
                 gconstpointer  unused)
{
  return GTK_IS_LABEL (widget) &&
         gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (widget)) == GTK_ACCESSIBLE_ROLE_STATUS;
}

static gboolean
is_of_type (GtkWidget     *widget,
            gconstpointer  type)
{
  return G_TYPE_CHECK_INSTANCE_TYPE (widget, GPOINTER_TO_SIZE (type));
}

static GtkWidget *
next_button (Fixture *f)
{
  GtkWidget *button = find_widget (GTK_WIDGET (f->page), is_button_labelled, "_Next Question");

  return button != NULL ? button : find_widget (GTK_WIDGET (f->page), is_button_labelled, "See _Results");
}

static GtkWidget *
choice_button (Fixture *f,
               guint    shown)
{
  return find_widget (GTK_WIDGET (f->page), is_choice, GUINT_TO_POINTER (shown));
}

/* What a screen reader announces: the status label of the screen shown. */
static const char *
status_text (Fixture *f)
{
  GtkWidget *stack = find_widget (GTK_WIDGET (f->page), is_of_type, GSIZE_TO_POINTER (GTK_TYPE_STACK));
  GtkWidget *label = find_widget (gtk_stack_get_visible_child (GTK_STACK (stack)), is_status_label, NULL);

  g_assert_nonnull (label);
  return gtk_label_get_text (GTK_LABEL (label));
}

static guint
right_shown (AkQuiz *quiz)
{
  guint position = ak_quiz_get_position (quiz);
  const AkQuestion *question = ak_quiz_get_question (quiz, position);

  for (guint shown = 0; shown < question->n_choices; shown++)
    if (ak_quiz_get_choice (quiz, position, shown) == question->answer)
      return shown;

  g_assert_not_reached ();
}

static guint
wrong_shown (AkQuiz *quiz)
{
  guint position = ak_quiz_get_position (quiz);

  return (right_shown (quiz) + 1) % ak_quiz_get_question (quiz, position)->n_choices;
}

/* Auto-repeat as X delivers it: presses without releases in between. */
static void
hold_key (GtkWindow *window,
          guint      keyval,
          guint      n_repeats,
          guint      first_delay_ms)
{
#ifdef GDK_WINDOWING_X11
  Display *display = gdk_x11_display_get_xdisplay (gtk_widget_get_display (GTK_WIDGET (window)));
  Window xid = gdk_x11_surface_get_xid (gtk_native_get_surface (GTK_NATIVE (window)));
  KeyCode code = xtest.keysym_to_keycode (display, keyval);

  xtest.set_input_focus (display, xid, RevertToParent, CurrentTime);
  xtest.fake_key_event (display, code, True, CurrentTime);
  xtest.sync (display, False);
  iterate_for (first_delay_ms);
  for (guint i = 0; i < n_repeats; i++)
    {
      xtest.fake_key_event (display, code, True, CurrentTime);
      xtest.sync (display, False);
      iterate_for (30);
    }
  xtest.fake_key_event (display, code, False, CurrentTime);
  xtest.sync (display, False);
#else
  g_assert_not_reached ();
#endif
}

static gboolean
current_is_answered (gpointer data)
{
  Fixture *f = data;

  return ak_quiz_is_finished (f->quiz) ||
         ak_quiz_get_chosen (f->quiz, ak_quiz_get_position (f->quiz)) >= 0;
}

typedef struct {
  Fixture *f;
  guint    position;
} Moved;

static gboolean
has_moved (gpointer data)
{
  Moved *moved = data;

  return ak_quiz_get_position (moved->f->quiz) != moved->position;
}

static gboolean
focus_is_in_choices (gpointer data)
{
  Fixture *f = data;
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (f->window));

  return focus != NULL && gtk_widget_has_css_class (focus, "quiz-choice");
}

static gboolean
focus_is_next (gpointer data)
{
  Fixture *f = data;

  return gtk_root_get_focus (GTK_ROOT (f->window)) == next_button (f);
}

static gboolean
shows_results (gpointer data)
{
  return ak_quiz_page_is_showing_results (AK_QUIZ_PAGE (data));
}

/* The last message a screen reader was given. */
static char *last_announced;

static void
remember_announcement (GtkWidget  *widget,
                       const char *message,
                       gpointer    user_data)
{
  g_free (last_announced);
  last_announced = g_strdup (message);
}

/* The verdict and the explanation are spoken as two sentences. */
static void
assert_spoken_as_sentences (const char *verdict)
{
  g_assert_nonnull (last_announced);
  g_assert_true (g_str_has_prefix (last_announced, verdict));
  if (!g_str_has_suffix (verdict, "!"))
    g_assert_true (g_str_has_prefix (last_announced + strlen (verdict), ". "));
  g_assert_cmpuint (strlen (last_announced), >, strlen (verdict) + 2);
}

static void
test_announce_join (void)
{
  g_autofree char *plain = ak_announce_join ("Not quite. The answer is: 4", "Because.");
  g_autofree char *ended = ak_announce_join ("Right!", "Because.");
  g_autofree char *alone = ak_announce_join ("Right!", NULL);
  g_autofree char *ellipsis = ak_announce_join ("Wait…", "Done.");

  g_assert_cmpstr (plain, ==, "Not quite. The answer is: 4. Because.");
  g_assert_cmpstr (ended, ==, "Right! Because.");
  g_assert_cmpstr (alone, ==, "Right!");
  g_assert_cmpstr (ellipsis, ==, "Wait… Done.");
}

static void
test_whole_quiz_by_keyboard (void)
{
  Fixture f = { 0 };
  guint expected = 0;
  guint score, total;

  if (!have_xtest ())
    {
      g_test_skip ("no X server with the XTest extension and libXtst.so.6");
      return;
    }

  fixture_open (&f, "quiz");
  show_quiz (&f);
  ak_announce_set_observer (remember_announcement, NULL);

  /* Right on even questions, wrong on odd ones: half of them. Each answer
   * is a number key, each move on is Enter on the focused Next button. */
  for (guint i = 0; i < N_BUNDLED; i++)
    {
      Moved moved = { &f, i };
      gboolean right = i % 2 == 0;
      guint shown = right ? right_shown (f.quiz) : wrong_shown (f.quiz);

      g_assert_cmpuint (ak_quiz_get_position (f.quiz), ==, i);
      press_key (GTK_WINDOW (f.window), GDK_KEY_1 + shown);
      iterate_until (current_is_answered, &f);
      expected += right ? 1 : 0;
      g_assert_cmpuint (ak_quiz_get_score (f.quiz), ==, expected);

      /* Feedback is announced and focus waits on Next. */
      g_assert_nonnull (strstr (status_text (&f), right ? "Right" : "Not quite"));
      assert_spoken_as_sentences (status_text (&f));
      iterate_until (focus_is_next, &f);

      /* The same key again, or another, changes nothing. */
      press_key (GTK_WINDOW (f.window), GDK_KEY_1 + (shown + 1) % 3);
      iterate_for (30);
      g_assert_cmpuint (ak_quiz_get_score (f.quiz), ==, expected);

      press_key (GTK_WINDOW (f.window), GDK_KEY_Return);
      iterate_until (has_moved, &moved);
      if (i < N_BUNDLED - 1)
        iterate_until (focus_is_in_choices, &f);
    }

  iterate_until (shows_results, f.page);
  g_assert_cmpuint (ak_quiz_get_score (f.quiz), ==, N_BUNDLED / 2);
  g_assert_nonnull (strstr (status_text (&f), HALF_OF_ALL));
  g_assert_true (ak_progress_get_best_quiz_score (ak_window_get_progress (f.window), LESSON_ID,
                                                  &score, &total, NULL));
  g_assert_cmpuint (score, ==, N_BUNDLED / 2);
  g_assert_cmpuint (total, ==, N_BUNDLED);

  ak_announce_set_observer (NULL, NULL);
  g_clear_pointer (&last_announced, g_free);
  fixture_close (&f);
}

static void
test_keys_only_on_the_page_shown (void)
{
  Fixture f = { 0 };

  if (!have_xtest ())
    {
      g_test_skip ("no X server with the XTest extension and libXtst.so.6");
      return;
    }

  fixture_open (&f, "quiz");
  show_quiz (&f);
  g_assert_true (ak_window_select_page (f.window, "idea"));
  iterate_for (50);

  press_key (GTK_WINDOW (f.window), GDK_KEY_1);
  iterate_for (100);
  g_assert_cmpuint (ak_quiz_get_n_answered (f.quiz), ==, 0);

  show_quiz (&f);
  press_key (GTK_WINDOW (f.window), GDK_KEY_1);
  iterate_until (current_is_answered, &f);

  fixture_close (&f);
}

static void
test_held_enter_moves_on_once (void)
{
  Fixture f = { 0 };

  if (!have_xtest ())
    {
      g_test_skip ("no X server with the XTest extension and libXtst.so.6");
      return;
    }

  /* No click guard, so that only the key-repeat guard is tested. */
  g_object_set (gtk_settings_get_default (), "gtk-double-click-time", 0, NULL);
  fixture_open (&f, "quiz");
  show_quiz (&f);
  press_key (GTK_WINDOW (f.window), GDK_KEY_1);
  iterate_until (current_is_answered, &f);
  iterate_until (focus_is_next, &f);

  /* Enter held on Next: the button fires after its activation delay and
   * focus moves to the next question's first answer, which the repeats
   * must not choose. */
  hold_key (GTK_WINDOW (f.window), GDK_KEY_Return, 10, 400);
  iterate_for (100);
  g_assert_cmpuint (ak_quiz_get_position (f.quiz), ==, 1);
  g_assert_true (focus_is_in_choices (&f));
  g_assert_cmpint (ak_quiz_get_chosen (f.quiz, 1), ==, -1);

  /* A new press after the release is a new answer. */
  press_key (GTK_WINDOW (f.window), GDK_KEY_Return);
  iterate_until (current_is_answered, &f);

  fixture_close (&f);
  g_object_set (gtk_settings_get_default (), "gtk-double-click-time", 400, NULL);
}

static void
click (GtkWidget *button)
{
  g_assert_true (gtk_widget_get_sensitive (button));
  g_signal_emit_by_name (button, "clicked");
}

static void
test_whole_quiz_by_mouse (void)
{
  Fixture f = { 0 };

  /* Clicks within the double-click time of a question appearing are
   * ignored; a short time keeps this test quick. */
  g_object_set (gtk_settings_get_default (), "gtk-double-click-time", 20, NULL);
  fixture_open (&f, "quiz");
  show_quiz (&f);

  for (guint i = 0; i < N_BUNDLED; i++)
    {
      iterate_for (30);
      /* A pointer click turns the focus ring off; each focus move the
       * app makes (to Next Question, to the next question's first
       * answer, to Retake) turns it back on. */
      gtk_window_set_focus_visible (GTK_WINDOW (f.window), FALSE);
      click (choice_button (&f, right_shown (f.quiz)));
      g_assert_true (current_is_answered (&f));
      g_assert_true (gtk_window_get_focus_visible (GTK_WINDOW (f.window)));
      /* A double click on a choice counts once. */
      g_assert_false (gtk_widget_get_sensitive (choice_button (&f, 0)));
      gtk_window_set_focus_visible (GTK_WINDOW (f.window), FALSE);
      click (next_button (&f));
      g_assert_true (gtk_window_get_focus_visible (GTK_WINDOW (f.window)));
    }

  g_assert_true (ak_quiz_page_is_showing_results (f.page));
  g_assert_cmpuint (ak_quiz_get_score (f.quiz), ==, N_BUNDLED);
  g_assert_nonnull (strstr (status_text (&f), ALL_OF_ALL));
  /* Nothing missed: only the whole quiz can be retaken, and focus is there. */
  g_assert_true (gtk_root_get_focus (GTK_ROOT (f.window)) ==
                 find_widget (GTK_WIDGET (f.page), is_button_labelled, "_Retake the Whole Quiz"));
  g_assert_false (gtk_widget_is_visible (find_widget (GTK_WIDGET (f.page), is_button_labelled,
                                                      "Retake the 0 _Missed Questions")));

  fixture_close (&f);
  g_object_set (gtk_settings_get_default (), "gtk-double-click-time", 400, NULL);
}

static void
test_double_click_on_next_is_not_an_answer (void)
{
  Fixture f = { 0 };

  g_object_set (gtk_settings_get_default (), "gtk-double-click-time", 400, NULL);
  fixture_open (&f, "quiz");
  show_quiz (&f);
  iterate_for (450);

  click (choice_button (&f, 0));
  click (next_button (&f));
  /* The second click of the double click lands on the new question. */
  click (choice_button (&f, 0));
  g_assert_cmpuint (ak_quiz_get_n_answered (f.quiz), ==, 1);
  g_assert_cmpuint (ak_quiz_get_position (f.quiz), ==, 1);

  /* Next cannot be clicked twice either: it waits for an answer. */
  g_assert_false (gtk_widget_get_sensitive (next_button (&f)));

  iterate_for (450);
  click (choice_button (&f, 0));
  g_assert_cmpuint (ak_quiz_get_n_answered (f.quiz), ==, 2);

  fixture_close (&f);
}

static void
answer_all (Fixture *f,
            guint    n_right)
{
  while (!ak_quiz_is_finished (f->quiz))
    {
      guint shown = ak_quiz_get_position (f->quiz) < n_right ? right_shown (f->quiz) : wrong_shown (f->quiz);

      gtk_widget_activate_action (GTK_WIDGET (f->page), "quiz.choose", "u", shown);
      click (next_button (f));
    }
}

static void
test_retake_missed (void)
{
  Fixture f = { 0 };
  GtkWidget *retake_missed;

  fixture_open (&f, "quiz");
  show_quiz (&f);
  answer_all (&f, N_BUNDLED - 5);
  g_assert_true (ak_quiz_page_is_showing_results (f.page));

  /* The review lists every question; focus waits on the retake button. */
  retake_missed = find_widget (GTK_WIDGET (f.page), is_button_labelled, "Retake the 5 _Missed Questions");
  g_assert_nonnull (retake_missed);
  g_assert_true (gtk_root_get_focus (GTK_ROOT (f.window)) == retake_missed);

  /* A second press right after See Results does not start a retake. */
  click (retake_missed);
  g_assert_true (ak_quiz_page_is_showing_results (f.page));

  iterate_for (450);
  click (retake_missed);
  g_assert_false (ak_quiz_page_is_showing_results (f.page));
  g_assert_cmpuint (ak_quiz_get_n_questions (f.quiz), ==, 5);
  g_assert_true (focus_is_in_choices (&f));

  answer_all (&f, 5);
  g_assert_nonnull (strstr (status_text (&f), "5 of the 5 missed"));

  /* A retake of missed questions does not count as a best score. */
  {
    guint score;

    ak_progress_get_best_quiz_score (ak_window_get_progress (f.window), LESSON_ID, &score, NULL, NULL);
    g_assert_cmpuint (score, ==, N_BUNDLED - 5);
  }

  fixture_close (&f);
}

/* Counts take plural forms: one missed question is a "question", in the
 * results as on the retake button; the header counts too. */
static void
test_results_plurals (void)
{
  Fixture f = { 0 };
  GtkWidget *retake_missed;

  g_object_set (gtk_settings_get_default (), "gtk-double-click-time", 0, NULL);
  fixture_open (&f, "quiz");
  show_quiz (&f);
  answer_all (&f, N_BUNDLED - 1);
  {
    g_autofree char *expected = g_strdup_printf ("You got %u of %u questions right (%.1f%%).",
                                                 N_BUNDLED - 1, N_BUNDLED,
                                                 100.0 * (N_BUNDLED - 1) / N_BUNDLED);
    g_assert_cmpstr (status_text (&f), ==, expected);
  }

  retake_missed = find_widget (GTK_WIDGET (f.page), is_button_labelled, "Retake the _Missed Question");
  g_assert_nonnull (retake_missed);
  click (retake_missed);
  g_assert_cmpuint (ak_quiz_get_n_questions (f.quiz), ==, 1);
  g_assert_true (find_widget (GTK_WIDGET (f.page), is_label_with_text, "Question 1 of 1") != NULL);

  answer_all (&f, 1);
  g_assert_cmpstr (status_text (&f), ==, "You got 1 of the 1 missed question right.");

  fixture_close (&f);
  g_object_set (gtk_settings_get_default (), "gtk-double-click-time", 400, NULL);
}

static void
test_progress_survives_restart (void)
{
  Fixture f = { 0 };
  g_autoptr(AkQuizAttempt) before = NULL;
  g_autoptr(AkQuizAttempt) after = NULL;

  fixture_open (&f, "quiz");
  show_quiz (&f);
  for (guint i = 0; i < 3; i++)
    {
      gtk_widget_activate_action (GTK_WIDGET (f.page), "quiz.choose", "u", right_shown (f.quiz));
      click (next_button (&f));
    }
  gtk_widget_activate_action (GTK_WIDGET (f.page), "quiz.choose", "u", wrong_shown (f.quiz));
  before = ak_quiz_get_attempt (f.quiz);
  fixture_close (&f);

  /* A new application reads the file again: same questions, answers and
   * position, and the window opens at the quiz, the page shown last. */
  fixture_open (&f, NULL);
  g_assert_cmpstr (ak_window_get_page_id (f.window), ==, "quiz");
  iterate_until (is_mapped, f.page);
  after = ak_quiz_get_attempt (f.quiz);

  g_assert_cmpuint (after->position, ==, 3);
  g_assert_cmpuint (after->seed, ==, before->seed);
  g_assert_true (g_strv_equal ((const char * const *) after->question_ids,
                               (const char * const *) before->question_ids));
  g_assert_cmpint (g_array_index (after->chosen, int, 3), ==, g_array_index (before->chosen, int, 3));
  g_assert_cmpuint (ak_quiz_get_score (f.quiz), ==, 3);
  /* The answered question shows its feedback and can only move on. */
  g_assert_nonnull (strstr (status_text (&f), "Not quite"));
  g_assert_true (gtk_widget_get_sensitive (next_button (&f)));

  fixture_close (&f);
}

/* Resumed on a question answered before the restart, Enter moves on at
 * once (the learner should not need Tab to reach Next Question first):
 * real key events, as in test_whole_quiz_by_keyboard(). */
static void
test_enter_moves_on_after_resume (void)
{
  Fixture f = { 0 };
  Moved moved = { &f, 0 };

  if (!have_xtest ())
    {
      g_test_skip ("no X server with the XTest extension and libXtst.so.6");
      return;
    }

  fixture_open (&f, "quiz");
  show_quiz (&f);
  gtk_widget_activate_action (GTK_WIDGET (f.page), "quiz.choose", "u", right_shown (f.quiz));
  fixture_close (&f);

  /* The window opens at the quiz again, on the answered question. */
  g_object_set (gtk_settings_get_default (), "gtk-double-click-time", 0, NULL);
  fixture_open (&f, NULL);
  iterate_until (is_mapped, f.page);
  g_assert_cmpuint (ak_quiz_get_position (f.quiz), ==, 0);
  g_assert_true (current_is_answered (&f));
  iterate_for (100);

  press_key (GTK_WINDOW (f.window), GDK_KEY_Return);
  iterate_until (has_moved, &moved);
  g_assert_cmpuint (ak_quiz_get_position (f.quiz), ==, 1);
  iterate_until (focus_is_in_choices, &f);

  fixture_close (&f);
  g_object_set (gtk_settings_get_default (), "gtk-double-click-time", 400, NULL);
}

static void
test_reset_progress (void)
{
  Fixture f = { 0 };
  AkProgress *progress;
  GtkWidget *dialog = NULL;
  g_autoptr(GListModel) toplevels = NULL;

  fixture_open (&f, "quiz");
  show_quiz (&f);
  answer_all (&f, N_BUNDLED);
  progress = ak_window_get_progress (f.window);
  g_assert_true (ak_progress_get_best_quiz_score (progress, LESSON_ID, NULL, NULL, NULL));

  /* The button asks first; the dialog's Reset forgets everything. */
  click (find_widget (GTK_WIDGET (f.page), is_button_labelled, "Re_set Progress…"));
  toplevels = g_object_ref (gtk_window_get_toplevels ());
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWidget) window = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (window))
        dialog = window;
    }
  g_assert_nonnull (dialog);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "reset");
  /* Confirmed by a toast. */
  g_assert_cmpstr (ak_window_get_last_toast (f.window), ==, "Progress reset.");

  g_assert_false (ak_progress_get_best_quiz_score (progress, LESSON_ID, NULL, NULL, NULL));
  g_assert_false (ak_quiz_page_is_showing_results (f.page));
  g_assert_cmpuint (ak_quiz_get_position (f.quiz), ==, 0);
  g_assert_cmpuint (ak_quiz_get_n_answered (f.quiz), ==, 0);

  fixture_close (&f);
}

static void
test_broken_progress_is_told_once (void)
{
  g_autofree char *path = ak_progress_get_default_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  Fixture f = { 0 };
  GtkInfoBar *bar;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, "{\"format\": 12", -1, NULL));

  fixture_open (&f, "quiz");
  show_quiz (&f);
  bar = GTK_INFO_BAR (find_widget (GTK_WIDGET (f.page), is_of_type, GSIZE_TO_POINTER (GTK_TYPE_INFO_BAR)));
  g_assert_nonnull (bar);
  g_assert_true (gtk_info_bar_get_revealed (bar));

  /* The app goes on: answers are saved to a new file. */
  gtk_widget_activate_action (GTK_WIDGET (f.page), "quiz.choose", "u", 0);
  g_assert_nonnull (ak_progress_get_quiz_attempt (ak_window_get_progress (f.window), LESSON_ID));
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));

  gtk_info_bar_response (bar, GTK_RESPONSE_CLOSE);
  g_assert_false (gtk_info_bar_get_revealed (bar));
  g_assert_null (ak_progress_get_notice (ak_window_get_progress (f.window)));

  fixture_close (&f);
}

static void
test_authored_order_setting (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  Fixture f = { 0 };

  g_settings_set_boolean (settings, "shuffle-quiz", FALSE);
  fixture_open (&f, "quiz");

  g_assert_cmpstr (ak_quiz_get_question (f.quiz, 0)->id, ==, "gpu-vs-cpu");
  g_assert_cmpuint (ak_quiz_get_choice (f.quiz, 0, 0), ==, 0);
  g_assert_cmpuint (ak_quiz_get_choice (f.quiz, 0, 3), ==, 3);

  fixture_close (&f);
  g_settings_reset (settings, "shuffle-quiz");
}

static gboolean
answer_then_terminate (gpointer data)
{
  GtkApplication *app = data;
  GtkWindow *window = gtk_application_get_active_window (app);
  GtkWidget *page;

  if (window == NULL || !gtk_widget_get_mapped (GTK_WIDGET (window)))
    return G_SOURCE_CONTINUE;

  page = ak_window_get_page_widget (AK_WINDOW (window), "quiz");
  if (!gtk_widget_get_mapped (page))
    return G_SOURCE_CONTINUE;

  gtk_widget_activate_action (page, "quiz.choose", "u", 1);
  raise (SIGTERM);
  return G_SOURCE_REMOVE;
}

static void
test_sigterm_quits_cleanly (void)
{
  const char *argv[] = { "accelerator-kitchen", "--page", "quiz", NULL };
  g_autoptr(AkApplication) app = test_application ();
  g_autoptr(AkProgress) progress = ak_progress_new (NULL);
  const AkQuizAttempt *attempt;

  /* The answer is saved, then SIGTERM quits as Ctrl+Q does: windows
   * closed, exit status 0, not killed by the signal. */
  g_timeout_add (20, answer_then_terminate, app);
  g_assert_cmpint (g_application_run (G_APPLICATION (app), 3, (char **) argv), ==, 0);
  g_assert_null (gtk_application_get_windows (GTK_APPLICATION (app)));

  g_assert_true (ak_progress_load (progress, NULL));
  attempt = ak_progress_get_quiz_attempt (progress, LESSON_ID);
  g_assert_nonnull (attempt);
  g_assert_cmpint (g_array_index (attempt->chosen, int, 0), >=, 0);
  g_assert_cmpstr (ak_progress_get_last_page (progress, LESSON_ID), ==, "quiz");
}

static void
assert_fits_360 (Fixture *f)
{
  int min_width;

  gtk_widget_measure (GTK_WIDGET (f->page), GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
  g_assert_cmpint (min_width, <=, 360);
}

static void
test_reflows_to_360 (void)
{
  Fixture f = { 0 };

  fixture_open (&f, "quiz");
  show_quiz (&f);
  gtk_window_set_default_size (GTK_WINDOW (f.window), 360, 600);
  assert_fits_360 (&f);
  gtk_widget_activate_action (GTK_WIDGET (f.page), "quiz.choose", "u", 0);
  assert_fits_360 (&f);
  answer_all (&f, 3);
  assert_fits_360 (&f);

  fixture_close (&f);
}

/* Every test starts without saved progress; a test that restarts the app
 * keeps its file until it ends. */
static void
run_without_progress (gconstpointer test)
{
  forget_progress ();
  ((void (*) (void)) test) ();
}

static void
add_test (const char *path,
          void      (*test) (void))
{
  g_test_add_data_func (path, (gconstpointer) test, run_without_progress);
}

int
main (int argc, char *argv[])
{
  g_autofree char *data_home = NULL;
  int status;

  if (g_getenv ("DISPLAY") == NULL && g_getenv ("WAYLAND_DISPLAY") == NULL)
    {
      g_print ("1..0 # SKIP no display\n");
      return 0;
    }

  /* gtk_test_init() of GTK 4.8 ignores G_TEST_OPTION_ISOLATE_DIRS (and
   * isolating XDG_DATA_DIRS would hide the MIME database icons need): the
   * progress file goes to a data directory of this run, emptied before
   * every test. */
  data_home = g_dir_make_tmp ("test-quiz-page-XXXXXX", NULL);
  g_assert_nonnull (data_home);
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  gtk_test_init (&argc, &argv, NULL);

  g_test_add_func ("/announce/join", test_announce_join);
  add_test ("/quiz-page/whole-quiz-by-keyboard", test_whole_quiz_by_keyboard);
  add_test ("/quiz-page/keys-only-on-the-page-shown", test_keys_only_on_the_page_shown);
  add_test ("/quiz-page/held-enter-moves-on-once", test_held_enter_moves_on_once);
  add_test ("/quiz-page/whole-quiz-by-mouse", test_whole_quiz_by_mouse);
  add_test ("/quiz-page/double-click-on-next-is-not-an-answer", test_double_click_on_next_is_not_an_answer);
  add_test ("/quiz-page/retake-missed", test_retake_missed);
  add_test ("/quiz-page/results-plurals", test_results_plurals);
  add_test ("/quiz-page/progress-survives-restart", test_progress_survives_restart);
  add_test ("/quiz-page/enter-moves-on-after-resume", test_enter_moves_on_after_resume);
  add_test ("/quiz-page/reset-progress", test_reset_progress);
  add_test ("/quiz-page/broken-progress-is-told-once", test_broken_progress_is_told_once);
  add_test ("/quiz-page/authored-order-setting", test_authored_order_setting);
  add_test ("/quiz-page/reflows-to-360", test_reflows_to_360);
  add_test ("/quiz-page/sigterm-quits-cleanly", test_sigterm_quits_cleanly);

  status = g_test_run ();
  forget_progress ();
  g_rmdir (g_get_user_data_dir ());
  return status;
}

/* test-quiz.c: the quiz model (suite "model", no display)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ak-quiz.h"

#include "ak-test-model.h"

/* Questions in the bundled lesson's quiz. */
#define N_BUNDLED 26

static GPtrArray *
bundled_questions (AkLesson *lesson)
{
  const AkPage *page = ak_lesson_find_page (lesson, "quiz", NULL);

  g_assert_nonnull (page);
  g_assert_cmpuint (page->questions->len, ==, N_BUNDLED);
  return page->questions;
}

/* The shown position of the authored right answer of question @index. */
static guint
shown_right_answer (AkQuiz *quiz,
                    guint   index)
{
  const AkQuestion *question = ak_quiz_get_question (quiz, index);

  for (guint shown = 0; shown < question->n_choices; shown++)
    if (ak_quiz_get_choice (quiz, index, shown) == question->answer)
      return shown;

  g_assert_not_reached ();
}

static guint
shown_wrong_answer (AkQuiz *quiz,
                    guint   index)
{
  return (shown_right_answer (quiz, index) + 1) % ak_quiz_get_question (quiz, index)->n_choices;
}

static char *
order_signature (AkQuiz *quiz)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < ak_quiz_get_n_questions (quiz); i++)
    {
      const AkQuestion *question = ak_quiz_get_question (quiz, i);

      g_string_append_printf (s, "%s:", question->id);
      for (guint shown = 0; shown < question->n_choices; shown++)
        g_string_append_printf (s, "%u", ak_quiz_get_choice (quiz, i, shown));
      g_string_append_c (s, ' ');
    }

  return g_string_free (s, FALSE);
}

static void
assert_is_permutation (AkQuiz    *quiz,
                       GPtrArray *questions)
{
  g_autoptr(GHashTable) seen = g_hash_table_new (g_direct_hash, g_direct_equal);

  g_assert_cmpuint (ak_quiz_get_n_questions (quiz), ==, questions->len);
  for (guint i = 0; i < ak_quiz_get_n_questions (quiz); i++)
    {
      const AkQuestion *question = ak_quiz_get_question (quiz, i);
      guint choices_seen = 0;

      g_assert_true (g_hash_table_add (seen, (gpointer) question));
      for (guint shown = 0; shown < question->n_choices; shown++)
        choices_seen |= 1u << ak_quiz_get_choice (quiz, i, shown);
      g_assert_cmpuint (choices_seen, ==, (1u << question->n_choices) - 1);
    }
}

static void
test_authored_order (void)
{
  g_autoptr(AkLesson) lesson = load_bundled_lesson ();
  GPtrArray *questions = bundled_questions (lesson);
  g_autoptr(AkQuiz) quiz = ak_quiz_new (questions, FALSE, 1234);

  g_assert_cmpuint (ak_quiz_get_n_questions (quiz), ==, N_BUNDLED);
  g_assert_cmpuint (ak_quiz_get_position (quiz), ==, 0);
  g_assert_true (ak_quiz_is_full (quiz));
  for (guint i = 0; i < questions->len; i++)
    {
      g_assert_true (ak_quiz_get_question (quiz, i) == g_ptr_array_index (questions, i));
      for (guint shown = 0; shown < ak_quiz_get_question (quiz, i)->n_choices; shown++)
        g_assert_cmpuint (ak_quiz_get_choice (quiz, i, shown), ==, shown);
    }
}

static void
test_shuffle_is_seeded (void)
{
  g_autoptr(AkLesson) lesson = load_bundled_lesson ();
  GPtrArray *questions = bundled_questions (lesson);
  g_autoptr(GHashTable) orders = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  gboolean some_choice_moved = FALSE;

  for (guint32 seed = 0; seed < 20; seed++)
    {
      g_autoptr(AkQuiz) a = ak_quiz_new (questions, TRUE, seed);
      g_autoptr(AkQuiz) b = ak_quiz_new (questions, TRUE, seed);
      g_autofree char *sig_a = order_signature (a);
      g_autofree char *sig_b = order_signature (b);

      g_assert_cmpstr (sig_a, ==, sig_b);
      assert_is_permutation (a, questions);
      g_hash_table_add (orders, g_steal_pointer (&sig_a));

      for (guint i = 0; i < ak_quiz_get_n_questions (a); i++)
        some_choice_moved |= ak_quiz_get_choice (a, i, 0) != 0;
    }

  /* Twenty seeds give (nearly) twenty orders, and choices move too. */
  g_assert_cmpuint (g_hash_table_size (orders), >=, 19);
  g_assert_true (some_choice_moved);
}

static void
test_all_right_under_100_seeds (void)
{
  g_autoptr(AkLesson) lesson = load_bundled_lesson ();
  GPtrArray *questions = bundled_questions (lesson);

  for (guint32 seed = 0; seed < 100; seed++)
    {
      g_autoptr(AkQuiz) quiz = ak_quiz_new (questions, TRUE, seed * 2654435761u);

      while (!ak_quiz_is_finished (quiz))
        {
          guint position = ak_quiz_get_position (quiz);

          g_assert_cmpint (ak_quiz_answer (quiz, shown_right_answer (quiz, position)), ==,
                           AK_QUIZ_ANSWER_CORRECT);
          g_assert_true (ak_quiz_next (quiz));
        }

      g_assert_cmpuint (ak_quiz_get_score (quiz), ==, N_BUNDLED);
      g_assert_cmpuint (ak_quiz_get_n_questions (quiz), ==, N_BUNDLED);
      g_assert_cmpuint (ak_quiz_get_n_missed (quiz), ==, 0);
    }
}

static void
count_answered (AkQuiz   *quiz,
                guint     index,
                gboolean  correct,
                guint    *n)
{
  (*n)++;
}

static void
test_answer_counts_once (void)
{
  g_autoptr(AkLesson) lesson = load_bundled_lesson ();
  g_autoptr(AkQuiz) quiz = ak_quiz_new (bundled_questions (lesson), TRUE, 7);
  guint n_signals = 0;
  guint right;

  g_signal_connect (quiz, "answered", G_CALLBACK (count_answered), &n_signals);

  /* Moving on needs an answer. */
  g_assert_false (ak_quiz_next (quiz));
  g_assert_cmpuint (ak_quiz_get_position (quiz), ==, 0);

  /* A double click on the right answer counts once. */
  right = shown_right_answer (quiz, 0);
  g_assert_cmpint (ak_quiz_answer (quiz, right), ==, AK_QUIZ_ANSWER_CORRECT);
  g_assert_cmpint (ak_quiz_answer (quiz, right), ==, AK_QUIZ_ANSWER_IGNORED);
  g_assert_cmpuint (ak_quiz_get_score (quiz), ==, 1);
  g_assert_cmpuint (n_signals, ==, 1);
  g_assert_true (ak_quiz_next (quiz));

  /* A wrong answer cannot be corrected by clicking the right one after. */
  g_assert_cmpint (ak_quiz_answer (quiz, shown_wrong_answer (quiz, 1)), ==, AK_QUIZ_ANSWER_WRONG);
  g_assert_cmpint (ak_quiz_answer (quiz, shown_right_answer (quiz, 1)), ==, AK_QUIZ_ANSWER_IGNORED);
  g_assert_cmpuint (ak_quiz_get_score (quiz), ==, 1);
  g_assert_cmpint (ak_quiz_get_chosen (quiz, 1), ==,
                   (int) ak_quiz_get_choice (quiz, 1, shown_wrong_answer (quiz, 1)));

  /* A choice that does not exist changes nothing. */
  g_assert_true (ak_quiz_next (quiz));
  g_assert_cmpint (ak_quiz_answer (quiz, 99), ==, AK_QUIZ_ANSWER_IGNORED);
  g_assert_cmpuint (ak_quiz_get_n_answered (quiz), ==, 2);

  /* Key repeat: every key pressed many times on every question. */
  while (!ak_quiz_is_finished (quiz))
    {
      for (guint repeat = 0; repeat < 5; repeat++)
        for (guint shown = 0; shown < 4; shown++)
          ak_quiz_answer (quiz, shown);
      ak_quiz_next (quiz);
      ak_quiz_next (quiz);
      g_assert_cmpuint (ak_quiz_get_score (quiz), <=, ak_quiz_get_n_questions (quiz));
    }

  g_assert_cmpuint (n_signals, ==, N_BUNDLED);
  g_assert_cmpuint (ak_quiz_get_position (quiz), ==, N_BUNDLED);
  g_assert_cmpint (ak_quiz_answer (quiz, 0), ==, AK_QUIZ_ANSWER_IGNORED);
  g_assert_false (ak_quiz_next (quiz));
  g_assert_cmpuint (ak_quiz_get_score (quiz), <=, N_BUNDLED);
  g_assert_cmpuint (ak_quiz_get_score (quiz) + ak_quiz_get_n_missed (quiz), ==, N_BUNDLED);
}

static void
test_retake_missed (void)
{
  g_autoptr(AkLesson) lesson = load_bundled_lesson ();
  g_autoptr(AkQuiz) quiz = ak_quiz_new (bundled_questions (lesson), TRUE, 99);
  g_autoptr(GHashTable) missed = g_hash_table_new (g_str_hash, g_str_equal);
  const guint n_missed = (N_BUNDLED + 2) / 3;

  /* Every third question wrong. */
  while (!ak_quiz_is_finished (quiz))
    {
      guint i = ak_quiz_get_position (quiz);

      if (i % 3 == 0)
        {
          ak_quiz_answer (quiz, shown_wrong_answer (quiz, i));
          g_hash_table_add (missed, ak_quiz_get_question (quiz, i)->id);
        }
      else
        {
          ak_quiz_answer (quiz, shown_right_answer (quiz, i));
        }
      ak_quiz_next (quiz);
    }

  g_assert_cmpuint (ak_quiz_get_score (quiz), ==, N_BUNDLED - n_missed);
  g_assert_cmpuint (ak_quiz_get_n_missed (quiz), ==, n_missed);

  ak_quiz_start (quiz, TRUE, 5);
  g_assert_cmpuint (ak_quiz_get_n_questions (quiz), ==, n_missed);
  g_assert_false (ak_quiz_is_full (quiz));
  g_assert_cmpuint (ak_quiz_get_score (quiz), ==, 0);
  g_assert_cmpuint (ak_quiz_get_position (quiz), ==, 0);
  for (guint i = 0; i < n_missed; i++)
    g_assert_true (g_hash_table_contains (missed, ak_quiz_get_question (quiz, i)->id));

  /* Now two of them wrong again, then only those two. */
  for (guint i = 0; i < n_missed; i++)
    {
      ak_quiz_answer (quiz, i < 2 ? shown_wrong_answer (quiz, i) : shown_right_answer (quiz, i));
      ak_quiz_next (quiz);
    }
  g_assert_cmpuint (ak_quiz_get_score (quiz), ==, n_missed - 2);
  ak_quiz_start (quiz, TRUE, 6);
  g_assert_cmpuint (ak_quiz_get_n_questions (quiz), ==, 2);

  /* Nothing missed: a missed-only retake asks everything. */
  for (guint i = 0; i < 2; i++)
    {
      ak_quiz_answer (quiz, shown_right_answer (quiz, i));
      ak_quiz_next (quiz);
    }
  g_assert_cmpuint (ak_quiz_get_n_missed (quiz), ==, 0);
  ak_quiz_start (quiz, TRUE, 7);
  g_assert_cmpuint (ak_quiz_get_n_questions (quiz), ==, N_BUNDLED);
  g_assert_true (ak_quiz_is_full (quiz));
}

static void
test_restore (void)
{
  g_autoptr(AkLesson) lesson = load_bundled_lesson ();
  GPtrArray *questions = bundled_questions (lesson);
  g_autoptr(AkQuiz) quiz = ak_quiz_new (questions, TRUE, 42);
  g_autoptr(AkQuiz) copy = ak_quiz_new (questions, FALSE, 0);
  g_autoptr(AkQuizAttempt) attempt = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *sig = NULL;
  g_autofree char *sig_copy = NULL;

  for (guint i = 0; i < 5; i++)
    {
      ak_quiz_answer (quiz, i == 1 ? shown_wrong_answer (quiz, i) : shown_right_answer (quiz, i));
      ak_quiz_next (quiz);
    }
  /* The sixth answered but not moved past yet. */
  ak_quiz_answer (quiz, shown_right_answer (quiz, 5));

  attempt = ak_quiz_get_attempt (quiz);
  g_assert_true (ak_quiz_restore (copy, attempt, &error));
  g_assert_no_error (error);

  sig = order_signature (quiz);
  sig_copy = order_signature (copy);
  g_assert_cmpstr (sig, ==, sig_copy);
  g_assert_cmpuint (ak_quiz_get_position (copy), ==, 5);
  g_assert_cmpuint (ak_quiz_get_score (copy), ==, 5);
  g_assert_cmpint (ak_quiz_get_chosen (copy, 5), ==, ak_quiz_get_chosen (quiz, 5));
  g_assert_cmpint (ak_quiz_answer (copy, 0), ==, AK_QUIZ_ANSWER_IGNORED);
  g_assert_true (ak_quiz_next (copy));

  /* Attempts that do not fit leave the quiz as it was. */
  {
    g_autoptr(AkQuizAttempt) bad = ak_quiz_attempt_copy (attempt);

    g_free (bad->question_ids[3]);
    bad->question_ids[3] = g_strdup ("no-such-question");
    g_assert_false (ak_quiz_restore (copy, bad, &error));
    g_assert_error (error, AK_QUIZ_ERROR, AK_QUIZ_ERROR_INVALID_ATTEMPT);
    g_clear_error (&error);
  }
  {
    g_autoptr(AkQuizAttempt) bad = ak_quiz_attempt_copy (attempt);

    g_array_index (bad->chosen, int, 0) = 4;
    g_assert_false (ak_quiz_restore (copy, bad, &error));
    g_clear_error (&error);

    g_array_index (bad->chosen, int, 0) = 0;
    g_array_index (bad->chosen, int, 10) = 0;  /* answered after the position */
    g_assert_false (ak_quiz_restore (copy, bad, &error));
    g_clear_error (&error);
  }
  {
    g_autoptr(AkQuizAttempt) bad = ak_quiz_attempt_copy (attempt);

    g_free (bad->question_ids[1]);
    bad->question_ids[1] = g_strdup (bad->question_ids[0]);
    g_assert_false (ak_quiz_restore (copy, bad, &error));
    g_clear_error (&error);

    bad->position = 21;
    g_assert_false (ak_quiz_restore (copy, bad, &error));
    g_clear_error (&error);
  }
  g_assert_cmpuint (ak_quiz_get_position (copy), ==, 6);
}

/* A question marked keep_order (an ordered scale, "1 to 4") shows its
 * choices as authored under every seed; the others are still shuffled. */
static void
test_keep_order (void)
{
  static char *scale[] = { (char *) "1", (char *) "2", (char *) "3", (char *) "4", NULL };
  static char *plain[] = { (char *) "a", (char *) "b", (char *) "c", (char *) "d", NULL };
  AkQuestion ordered = { .id = (char *) "scale", .prompt = (char *) "How many?", .choices = scale,
                         .n_choices = 4, .answer = 2, .explanation = (char *) "x", .keep_order = TRUE };
  AkQuestion shuffled = { .id = (char *) "plain", .prompt = (char *) "Which?", .choices = plain,
                          .n_choices = 4, .answer = 0, .explanation = (char *) "x" };
  g_autoptr(GPtrArray) questions = g_ptr_array_new ();
  gboolean moved = FALSE;

  g_ptr_array_add (questions, &ordered);
  g_ptr_array_add (questions, &shuffled);

  for (guint32 seed = 0; seed < 50; seed++)
    {
      g_autoptr(AkQuiz) quiz = ak_quiz_new (questions, TRUE, seed);

      for (guint i = 0; i < 2; i++)
        {
          const AkQuestion *question = ak_quiz_get_question (quiz, i);

          for (guint shown = 0; shown < 4; shown++)
            {
              if (question == &ordered)
                g_assert_cmpuint (ak_quiz_get_choice (quiz, i, shown), ==, shown);
              else
                moved |= ak_quiz_get_choice (quiz, i, shown) != shown;
            }
        }
    }
  g_assert_true (moved);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/quiz/authored-order", test_authored_order);
  g_test_add_func ("/quiz/shuffle-is-seeded", test_shuffle_is_seeded);
  g_test_add_func ("/quiz/all-right-under-100-seeds", test_all_right_under_100_seeds);
  g_test_add_func ("/quiz/answer-counts-once", test_answer_counts_once);
  g_test_add_func ("/quiz/retake-missed", test_retake_missed);
  g_test_add_func ("/quiz/restore", test_restore);
  g_test_add_func ("/quiz/keep-order", test_keep_order);

  return g_test_run ();
}

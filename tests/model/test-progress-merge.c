/* test-progress-merge.c: two progress stores, or two processes, on one
 * file never lose each other's progress (suite "model", no display)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>
#include <sys/wait.h>
#include <unistd.h>

#include "ak-progress.h"
#include "ak-progress-predictions.h"

#include "ak-test-progress.h"

static AkQuizAttempt *
attempt_at (guint position)
{
  return test_quiz_attempt (7, position, 1, position > 1 ? 3 : -1, -1);
}


static guint
saved_position (const char *lesson_id)
{
  g_autoptr(AkProgress) reader = test_loaded_progress ();
  const AkQuizAttempt *attempt = ak_progress_get_quiz_attempt (reader, lesson_id);

  g_assert_nonnull (attempt);
  return attempt->position;
}

/* A answers; B, loaded before, changes page and saves: A's answer stays. */
static void
test_other_instance_answer_kept (void)
{
  g_autoptr(AkProgress) a = test_loaded_progress ();
  g_autoptr(AkProgress) b = test_loaded_progress ();
  g_autoptr(AkQuizAttempt) attempt = attempt_at (1);
  g_autoptr(AkProgress) reader = NULL;

  g_assert_true (ak_progress_set_quiz_attempt (a, "ai", attempt, NULL));
  g_assert_true (ak_progress_set_last_page (b, "ai", "kitchen", NULL));

  reader = test_loaded_progress ();
  g_assert_nonnull (ak_progress_get_quiz_attempt (reader, "ai"));
  g_assert_cmpstr (ak_progress_get_last_page (reader, "ai"), ==, "kitchen");
  /* B now holds the merged progress too. */
  g_assert_nonnull (ak_progress_get_quiz_attempt (b, "ai"));
}

/* The reverse: B changes page; A, loaded before, answers: B's page stays. */
static void
test_other_instance_page_kept (void)
{
  g_autoptr(AkProgress) a = test_loaded_progress ();
  g_autoptr(AkProgress) b = test_loaded_progress ();
  g_autoptr(AkQuizAttempt) attempt = attempt_at (1);
  g_autoptr(AkProgress) reader = NULL;

  g_assert_true (ak_progress_set_last_page (b, "ai", "roofline", NULL));
  g_assert_true (ak_progress_set_quiz_attempt (a, "ai", attempt, NULL));
  g_assert_true (ak_progress_set_sort_result (a, "other-lesson", 3, 4, NULL));

  reader = test_loaded_progress ();
  g_assert_cmpstr (ak_progress_get_last_page (reader, "ai"), ==, "roofline");
  g_assert_nonnull (ak_progress_get_quiz_attempt (reader, "ai"));
  g_assert_true (ak_progress_get_sort_result (reader, "other-lesson", NULL, NULL, NULL));
}

static void
predict (AkProgress *progress,
         const char *prediction_id,
         double      guess)
{
  AkPredictionRecord record = { .guess = guess, .answer = 100, .correct = guess == 100 };

  g_assert_true (ak_progress_record_prediction (progress, "ai", "roofline", prediction_id, &record, NULL));
}

/* Two instances' predictions: each keeps the other's, and of one
 * prediction checked by both the one checked more often wins. */
static void
test_predictions_merged (void)
{
  g_autoptr(AkProgress) a = test_loaded_progress ();
  g_autoptr(AkProgress) b = test_loaded_progress ();
  g_autoptr(AkProgress) reader = NULL;
  const AkPredictionRecord *record;

  predict (a, "ridge", 50);
  predict (a, "ridge", 100);
  predict (b, "ridge", 70);     /* once only: A's two checks win */
  predict (b, "bound", 90);

  reader = test_loaded_progress ();
  record = ak_progress_get_prediction (reader, "ai", "roofline", "ridge");
  g_assert_nonnull (record);
  g_assert_cmpfloat (record->guess, ==, 100);
  g_assert_cmpuint (record->attempts, ==, 2);
  record = ak_progress_get_prediction (reader, "ai", "roofline", "bound");
  g_assert_nonnull (record);
  g_assert_cmpfloat (record->guess, ==, 90);
}

/* The same record changed by both: the later change wins, and a stale
 * store's older record never replaces it. */
static void
test_newer_record_wins (void)
{
  g_autoptr(AkProgress) a = test_loaded_progress ();
  g_autoptr(AkProgress) b = test_loaded_progress ();
  g_autoptr(AkQuizAttempt) first = attempt_at (1);
  g_autoptr(AkQuizAttempt) later = attempt_at (2);
  guint score = 0, total = 0;
  g_autoptr(AkProgress) reader = NULL;

  g_assert_true (ak_progress_set_quiz_attempt (b, "ai", first, NULL));
  g_usleep (2000);
  g_assert_true (ak_progress_set_quiz_attempt (a, "ai", later, NULL));
  /* B saves something else: its older attempt must not come back. */
  g_assert_true (ak_progress_set_last_page (b, "ai", "quiz", NULL));
  g_assert_cmpuint (saved_position ("ai"), ==, 2);

  /* Best scores: the higher one stays, whoever saves last. */
  g_assert_true (ak_progress_record_quiz_score (a, "ai", 15, 20, NULL, NULL));
  g_assert_true (ak_progress_record_quiz_score (b, "ai", 10, 20, NULL, NULL));
  reader = test_loaded_progress ();
  g_assert_true (ak_progress_get_best_quiz_score (reader, "ai", &score, &total, NULL));
  g_assert_cmpuint (score, ==, 15);
  g_assert_cmpuint (total, ==, 20);
}

/* Records without dates (files of older builds) load and lose to dated
 * ones. */
static void
test_undated_records (void)
{
  g_autofree char *path = ak_progress_get_default_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  const char *old =
    "{\"format\": \"accelerator-kitchen-progress\", \"version\": 1, \"lessons\": {\"ai\": "
    "{\"last_page\": \"idea\", \"quiz\": {\"attempt\": {\"seed\": 1, \"shuffled\": true, "
    "\"position\": 0, \"questions\": [\"q\"], \"answers\": [null]}}}}}";
  g_autoptr(AkProgress) a = NULL;
  g_autoptr(AkProgress) b = NULL;
  g_autoptr(AkQuizAttempt) attempt = attempt_at (2);

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, old, -1, NULL));
  a = test_loaded_progress ();
  b = test_loaded_progress ();
  g_assert_cmpstr (ak_progress_get_last_page (a, "ai"), ==, "idea");

  g_assert_true (ak_progress_set_quiz_attempt (a, "ai", attempt, NULL));
  g_assert_true (ak_progress_set_last_page (b, "ai", "quiz", NULL));
  g_assert_cmpuint (saved_position ("ai"), ==, 2);
}

#define STRESS_SAVES 60

/* One process's saves: a lesson of its own per save, and its page of a
 * shared lesson. */
static void
stress_child (const char *name)
{
  g_autoptr(AkProgress) progress = ak_progress_new (NULL);

  ak_progress_load (progress, NULL);
  for (guint i = 0; i < STRESS_SAVES; i++)
    {
      g_autofree char *lesson = g_strdup_printf ("%s-%03u", name, i);

      if (!ak_progress_set_sort_result (progress, lesson, i % 5, 5, NULL))
        _exit (2);
    }
  _exit (0);
}

/* Two processes save at the same time, each from its own store loaded at
 * the start: every one of their records is in the file afterwards. */
static void
test_two_processes (void)
{
  g_autoptr(AkProgress) reader = NULL;
  pid_t pids[2];
  int status;

  for (guint p = 0; p < 2; p++)
    {
      pids[p] = fork ();
      g_assert_cmpint (pids[p], >=, 0);
      if (pids[p] == 0)
        stress_child (p == 0 ? "first" : "second");
    }

  for (guint p = 0; p < 2; p++)
    {
      g_assert_cmpint (waitpid (pids[p], &status, 0), ==, pids[p]);
      g_assert_true (WIFEXITED (status));
      g_assert_cmpint (WEXITSTATUS (status), ==, 0);
    }

  reader = test_loaded_progress ();
  for (guint i = 0; i < STRESS_SAVES; i++)
    {
      g_autofree char *first = g_strdup_printf ("first-%03u", i);
      g_autofree char *second = g_strdup_printf ("second-%03u", i);

      g_assert_true (ak_progress_get_sort_result (reader, first, NULL, NULL, NULL));
      g_assert_true (ak_progress_get_sort_result (reader, second, NULL, NULL, NULL));
    }
}

/* Reset forgets what the file holds too: it does not merge it back. */
static void
test_reset_not_merged_back (void)
{
  g_autoptr(AkProgress) a = test_loaded_progress ();
  g_autoptr(AkProgress) reader = NULL;

  g_assert_true (ak_progress_set_last_page (a, "ai", "quiz", NULL));
  g_assert_true (ak_progress_reset (a, NULL));
  reader = test_loaded_progress ();
  g_assert_null (ak_progress_get_last_page (reader, "ai"));
}

int
main (int argc, char *argv[])
{
  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/progress-merge/other-instance-answer-kept", test_other_instance_answer_kept);
  g_test_add_func ("/progress-merge/other-instance-page-kept", test_other_instance_page_kept);
  g_test_add_func ("/progress-merge/newer-record-wins", test_newer_record_wins);
  g_test_add_func ("/progress-merge/predictions-merged", test_predictions_merged);
  g_test_add_func ("/progress-merge/undated-records", test_undated_records);
  g_test_add_func ("/progress-merge/two-processes", test_two_processes);
  g_test_add_func ("/progress-merge/reset-not-merged-back", test_reset_not_merged_back);

  return g_test_run ();
}

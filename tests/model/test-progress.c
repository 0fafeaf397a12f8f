/* test-progress.c: the progress store (suite "model", no display)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <string.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "ak-progress.h"
#include "ak-progress-file.h"

#include "ak-test-env.h"
#include "ak-test-locale.h"
#include "ak-test-progress.h"

static char *
progress_path (void)
{
  /* G_TEST_OPTION_ISOLATE_DIRS gives every test its own data dir. */
  return ak_progress_get_default_path ();
}

static AkQuizAttempt *
sample_attempt (guint position)
{
  return test_quiz_attempt (4000000000u, position, 1, 3, -1);
}


static void
write_file (const char *path,
            const char *contents,
            gssize      length)
{
  g_autofree char *dir = g_path_get_dirname (path);
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_file_set_contents (path, contents, length, &error);
  g_assert_no_error (error);
}

static guint
count_files_with_prefix (const char *path,
                         const char *suffix_prefix)
{
  g_autofree char *dir_path = g_path_get_dirname (path);
  g_autofree char *base = g_path_get_basename (path);
  g_autofree char *prefix = g_strconcat (base, suffix_prefix, NULL);
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  const char *name;
  guint n = 0;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    n += g_str_has_prefix (name, prefix) ? 1 : 0;

  return n;
}

static void
fill_sample (AkProgress *progress)
{
  g_autoptr(AkQuizAttempt) attempt = sample_attempt (2);
  g_autoptr(GDateTime) date = g_date_time_new_utc (2024, 3, 5, 14, 30, 0);
  g_autoptr(GError) error = NULL;

  g_assert_true (ak_progress_set_quiz_attempt (progress, "ai-accelerators", attempt, &error));
  g_assert_true (ak_progress_record_quiz_score (progress, "ai-accelerators", 17, 20, date, &error));
  g_assert_true (ak_progress_set_sort_result (progress, "ai-accelerators", 2, 3, &error));
  g_assert_true (ak_progress_set_last_page (progress, "ai-accelerators", "quiz", &error));
  g_assert_true (ak_progress_set_last_page (progress, "teacher-lesson", "intro", &error));
  g_assert_no_error (error);
}

static void
assert_sample (AkProgress *progress)
{
  const AkQuizAttempt *attempt = ak_progress_get_quiz_attempt (progress, "ai-accelerators");
  g_autoptr(GDateTime) best_date = NULL;
  g_autoptr(GDateTime) sort_date = NULL;
  guint score, total;

  g_assert_nonnull (attempt);
  g_assert_cmpuint (attempt->seed, ==, 4000000000u);
  g_assert_true (attempt->shuffled);
  g_assert_cmpuint (attempt->position, ==, 2);
  g_assert_cmpuint (g_strv_length (attempt->question_ids), ==, 3);
  g_assert_cmpstr (attempt->question_ids[1], ==, "alexnet");
  g_assert_cmpint (g_array_index (attempt->chosen, int, 0), ==, 1);
  g_assert_cmpint (g_array_index (attempt->chosen, int, 1), ==, 3);
  g_assert_cmpint (g_array_index (attempt->chosen, int, 2), ==, -1);

  g_assert_true (ak_progress_get_best_quiz_score (progress, "ai-accelerators", &score, &total, &best_date));
  g_assert_cmpuint (score, ==, 17);
  g_assert_cmpuint (total, ==, 20);
  g_assert_cmpint (g_date_time_get_year (best_date), ==, 2024);
  g_assert_cmpint (g_date_time_get_day_of_month (best_date), ==, 5);
  g_assert_cmpint (g_date_time_get_hour (best_date), ==, 14);

  g_assert_true (ak_progress_get_sort_result (progress, "ai-accelerators", &score, &total, &sort_date));
  g_assert_cmpuint (score, ==, 2);
  g_assert_cmpuint (total, ==, 3);
  g_assert_nonnull (sort_date);

  g_assert_cmpstr (ak_progress_get_last_page (progress, "ai-accelerators"), ==, "quiz");
  g_assert_cmpstr (ak_progress_get_last_page (progress, "teacher-lesson"), ==, "intro");
  g_assert_null (ak_progress_get_quiz_attempt (progress, "teacher-lesson"));
  g_assert_false (ak_progress_get_best_quiz_score (progress, "teacher-lesson", NULL, NULL, NULL));
  g_assert_false (ak_progress_get_sort_result (progress, "no-lesson", NULL, NULL, NULL));
}

static void
test_round_trip (void)
{
  g_autofree char *path = progress_path ();
  g_autoptr(AkProgress) progress = test_loaded_progress ();
  g_autoptr(AkProgress) reloaded = NULL;
  g_autofree char *contents = NULL;
  GStatBuf st;

  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_cmpstr (ak_progress_get_path (progress), ==, path);
  g_assert_true (g_str_has_suffix (path, "/accelerator-kitchen/progress.json"));
  g_assert_true (g_str_has_prefix (path, g_get_user_data_dir ()));
  fill_sample (progress);
  assert_sample (progress);

  /* Saved at every change: a new store reads it all back. */
  reloaded = test_loaded_progress ();
  assert_sample (reloaded);
  g_assert_null (ak_progress_get_notice (reloaded));
  g_assert_true (ak_progress_get_can_save (reloaded));

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_nonnull (strstr (contents, "\"format\" : \"accelerator-kitchen-progress\""));
  g_assert_nonnull (strstr (contents, "\"version\" : 1"));
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0600);
}

static void
test_best_score (void)
{
  g_autoptr(AkProgress) progress = test_loaded_progress ();
  g_autoptr(GDateTime) first = g_date_time_new_utc (2024, 1, 1, 0, 0, 0);
  g_autoptr(GDateTime) later = g_date_time_new_utc (2024, 2, 1, 0, 0, 0);
  g_autoptr(GDateTime) date = NULL;
  guint score, total;

  ak_progress_record_quiz_score (progress, "l", 12, 20, first, NULL);
  ak_progress_record_quiz_score (progress, "l", 10, 20, later, NULL);
  ak_progress_get_best_quiz_score (progress, "l", &score, NULL, NULL);
  g_assert_cmpuint (score, ==, 12);

  /* A tie keeps the date it was first reached. */
  ak_progress_record_quiz_score (progress, "l", 12, 20, later, NULL);
  ak_progress_get_best_quiz_score (progress, "l", &score, &total, &date);
  g_assert_true (g_date_time_equal (date, first));
  g_clear_pointer (&date, g_date_time_unref);

  ak_progress_record_quiz_score (progress, "l", 19, 20, later, NULL);
  ak_progress_get_best_quiz_score (progress, "l", &score, &total, &date);
  g_assert_cmpuint (score, ==, 19);
  g_assert_true (g_date_time_equal (date, later));
}

static void
on_reset (AkProgress *progress,
          guint      *n)
{
  (*n)++;
}

static void
test_reset (void)
{
  g_autoptr(AkProgress) progress = test_loaded_progress ();
  g_autoptr(AkProgress) reloaded = NULL;
  guint n_reset = 0;

  fill_sample (progress);
  g_signal_connect (progress, "reset", G_CALLBACK (on_reset), &n_reset);
  g_assert_true (ak_progress_reset (progress, NULL));
  g_assert_cmpuint (n_reset, ==, 1);
  g_assert_null (ak_progress_get_quiz_attempt (progress, "ai-accelerators"));

  reloaded = test_loaded_progress ();
  g_assert_null (ak_progress_get_last_page (reloaded, "ai-accelerators"));
  g_assert_false (ak_progress_get_sort_result (reloaded, "ai-accelerators", NULL, NULL, NULL));
}

static const char *bad_files[] = {
  "",
  " \n",
  "{",
  "not json at all",
  "null",
  "[1, 2, 3]",
  "42",
  "{}",
  "{\"format\": \"something-else\", \"version\": 1, \"lessons\": {}}",
  "{\"format\": \"accelerator-kitchen-progress\", \"version\": \"1\", \"lessons\": {}}",
  "{\"format\": \"accelerator-kitchen-progress\", \"version\": 0, \"lessons\": {}}",
  "{\"format\": \"accelerator-kitchen-progress\", \"version\": 1}",
  "{\"format\": \"accelerator-kitchen-progress\", \"version\": 1, \"lessons\": []}",
  "{\"format\": \"accelerator-kitchen-progress\", \"version\": 1, \"lessons\": {\"a\": 3}}",
  "{\"format\": \"accelerator-kitchen-progress\", \"version\": 1, \"lessons\": {\"a\": {\"last_page\": 3}}}",
  "{\"format\": \"accelerator-kitchen-progress\", \"version\": 1, \"lessons\": {\"a\": {\"quiz\": []}}}",
  "{\"format\": \"accelerator-kitchen-progress\", \"version\": 1, \"lessons\": {\"a\": {\"quiz\": "
    "{\"best\": {\"score\": 21, \"total\": 20, \"date\": \"2024-01-01T00:00:00Z\"}}}}}",
  "{\"format\": \"accelerator-kitchen-progress\", \"version\": 1, \"lessons\": {\"a\": {\"quiz\": "
    "{\"best\": {\"score\": 2, \"total\": 20, \"date\": \"yesterday\"}}}}}",
  "{\"format\": \"accelerator-kitchen-progress\", \"version\": 1, \"lessons\": {\"a\": {\"quiz\": "
    "{\"best\": {\"score\": -2, \"total\": 20, \"date\": \"2024-01-01T00:00:00Z\"}}}}}",
  "{\"format\": \"accelerator-kitchen-progress\", \"version\": 1, \"lessons\": {\"a\": {\"quiz\": "
    "{\"attempt\": {\"seed\": 1, \"shuffled\": true, \"position\": 0, \"questions\": [\"q\"], \"answers\": []}}}}}",
  "{\"format\": \"accelerator-kitchen-progress\", \"version\": 1, \"lessons\": {\"a\": {\"quiz\": "
    "{\"attempt\": {\"seed\": 1, \"shuffled\": 1, \"position\": 0, \"questions\": [\"q\"], \"answers\": [null]}}}}}",
  "{\"format\": \"accelerator-kitchen-progress\", \"version\": 1, \"lessons\": {\"a\": {\"quiz\": "
    "{\"attempt\": {\"seed\": 1, \"shuffled\": true, \"position\": 5, \"questions\": [\"q\"], \"answers\": [0]}}}}}",
  "{\"format\": \"accelerator-kitchen-progress\", \"version\": 1, \"lessons\": {\"a\": {\"quiz\": "
    "{\"attempt\": {\"seed\": 1.5, \"shuffled\": true, \"position\": 0, \"questions\": [\"q\"], \"answers\": [0]}}}}}",
  "{\"format\": \"accelerator-kitchen-progress\", \"version\": 1, \"lessons\": {\"a\": {\"sort\": "
    "{\"correct\": 1, \"total\": 0, \"date\": \"2024-01-01T00:00:00Z\"}}}}",
  /* json-glib turns a string into a number when asked for one: a count
   * written as text is still wrong */
  "{\"format\": \"accelerator-kitchen-progress\", \"version\": 1, \"lessons\": {\"a\": {\"sort\": "
    "{\"correct\": \"1\", \"total\": 2, \"date\": \"2024-01-01T00:00:00Z\"}}}}",
  "{\"format\": \"accelerator-kitchen-progress\", \"version\": 1, \"lessons\": {\"a\": null}}",
  "{\"format\": \"accelerator-kitchen-progress\", \"version\": 1, \"lessons\": {\"a\": {\"quiz\": "
    "{\"attempt\": {\"seed\": 1, \"shuffled\": true, \"position\": 0, \"questions\": [\"q\"], \"answers\": [true]}}}}}",
  "{\"format\": \"accelerator-kitchen-progress\", \"version\": 1, \"lessons\": {\"a\": {\"quiz\": "
    "{\"attempt\": {\"seed\": 1, \"shuffled\": true, \"position\": 0, \"questions\": [7], \"answers\": [0]}}}}}",
  "{\"format\": \"accelerator-kitchen-progress\", \"version\": 1, \"lessons\": {\"a\": {\"sort\": "
    "{\"correct\": 1, \"total\": 2, \"fraction\": null, \"date\": \"2024-01-01T00:00:00Z\"}}}}",
  /* predictions: keys that are not ids, figures out of range, verdicts
   * that are neither, counts that are no counts */
#define PREDICTIONS(page, body) \
  "{\"format\": \"accelerator-kitchen-progress\", \"version\": 1, \"lessons\": {\"a\": {\"predictions\": " \
  "{\"" page "\": " body "}}}}"
  PREDICTIONS ("roofline", "{\"../x\": {\"guess\": 1, \"answer\": 2, \"correct\": true, \"attempts\": 1}}"),
  PREDICTIONS ("Roof Line", "{\"x\": {\"guess\": 1, \"answer\": 2, \"correct\": true, \"attempts\": 1}}"),
  PREDICTIONS ("roofline", "{\"x\": {\"guess\": 0, \"answer\": 2, \"correct\": true, \"attempts\": 1}}"),
  PREDICTIONS ("roofline", "{\"x\": {\"guess\": -1, \"answer\": 2, \"correct\": true, \"attempts\": 1}}"),
  PREDICTIONS ("roofline", "{\"x\": {\"guess\": 1e300, \"answer\": 2, \"correct\": true, \"attempts\": 1}}"),
  PREDICTIONS ("roofline", "{\"x\": {\"guess\": 1, \"answer\": 0, \"correct\": true, \"attempts\": 1}}"),
  PREDICTIONS ("roofline", "{\"x\": {\"guess\": 1, \"answer\": \"2\", \"correct\": true, \"attempts\": 1}}"),
  PREDICTIONS ("roofline", "{\"x\": {\"guess\": \"memory-bound\", \"answer\": 2, \"correct\": true, "
               "\"attempts\": 1}}"),
  PREDICTIONS ("roofline", "{\"x\": {\"guess\": \"io-bound\", \"answer\": \"memory-bound\", \"correct\": true, "
               "\"attempts\": 1}}"),
  PREDICTIONS ("roofline", "{\"x\": {\"guess\": 1, \"answer\": 2, \"correct\": true, \"attempts\": 0}}"),
  PREDICTIONS ("roofline", "{\"x\": {\"guess\": 1, \"answer\": 2, \"correct\": 1, \"attempts\": 1}}"),
  PREDICTIONS ("roofline", "{\"x\": {\"guess\": 1, \"answer\": 2, \"correct\": true, \"attempts\": 1, "
               "\"date\": \"soon\"}}"),
  PREDICTIONS ("roofline", "{\"x\": {\"answer\": 2, \"correct\": true, \"attempts\": 1}}"),
  PREDICTIONS ("roofline", "{\"x\": 3}"),
  PREDICTIONS ("roofline", "[]"),
#undef PREDICTIONS
};

/* Members this version does not know, of every JSON type, are ignored:
 * a newer minor version's additions load. */
static void
test_unknown_members_ignored (void)
{
  const char *contents =
    "{\"format\": \"accelerator-kitchen-progress\", \"version\": 1, \"later\": [],"
    " \"lessons\": {\"a\": {\"last_page\": \"p\", \"notes\": null, \"tags\": [1, \"x\", null, {}],"
    "   \"sort\": {\"correct\": 1, \"total\": 2, \"fraction\": 0.5, \"date\": \"2024-01-01T00:00:00Z\","
    "              \"time\": {\"seconds\": 3.5}},"
    "   \"quiz\": {\"attempt\": {\"seed\": 4, \"shuffled\": false, \"position\": 1,"
    "                            \"questions\": [\"q1\", \"q2\"], \"answers\": [2, null], \"hints\": []}}}}}";
  g_autofree char *path = progress_path ();
  g_autoptr(AkProgress) progress = NULL;
  const AkQuizAttempt *attempt;
  guint correct, total;

  write_file (path, contents, -1);
  progress = test_loaded_progress ();
  g_assert_null (ak_progress_get_notice (progress));
  g_assert_cmpstr (ak_progress_get_last_page (progress, "a"), ==, "p");
  g_assert_true (ak_progress_get_sort_result (progress, "a", &correct, &total, NULL));
  g_assert_cmpuint (correct, ==, 1);
  g_assert_cmpuint (total, ==, 2);
  attempt = ak_progress_get_quiz_attempt (progress, "a");
  g_assert_nonnull (attempt);
  g_assert_cmpuint (attempt->seed, ==, 4);
  g_assert_false (attempt->shuffled);
  g_assert_cmpuint (attempt->position, ==, 1);
  g_assert_cmpstr (attempt->question_ids[1], ==, "q2");
  g_assert_cmpint (g_array_index (attempt->chosen, int, 0), ==, 2);
  g_assert_cmpint (g_array_index (attempt->chosen, int, 1), ==, -1);
}

static void
assert_recovers_from (const char *contents,
                      gssize      length)
{
  g_autofree char *path = progress_path ();
  g_autoptr(AkProgress) progress = ak_progress_new (NULL);
  g_autoptr(AkProgress) reloaded = NULL;
  g_autoptr(GError) error = NULL;
  guint n_aside;

  write_file (path, contents, length);
  n_aside = count_files_with_prefix (path, ".corrupt-");

  g_assert_false (ak_progress_load (progress, &error));
  g_assert_error (error, AK_PROGRESS_ERROR, AK_PROGRESS_ERROR_CORRUPT);

  /* Moved aside, the learner is told, and the app goes on saving. */
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_cmpuint (count_files_with_prefix (path, ".corrupt-"), ==, n_aside + 1);
  g_assert_nonnull (ak_progress_get_notice (progress));
  g_assert_true (ak_progress_get_can_save (progress));
  ak_progress_dismiss_notice (progress);
  g_assert_null (ak_progress_get_notice (progress));

  fill_sample (progress);
  reloaded = test_loaded_progress ();
  assert_sample (reloaded);
  g_assert_cmpint (g_unlink (path), ==, 0);
}

static void
test_bad_files (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (bad_files); i++)
    {
      g_test_message ("bad file %u: %s", i, bad_files[i]);
      assert_recovers_from (bad_files[i], -1);
    }
}

static void
test_random_files (void)
{
  for (guint i = 0; i < 50; i++)
    {
      gsize length = (gsize) g_test_rand_int_range (1, 400);
      g_autofree char *bytes = g_malloc (length);

      for (gsize j = 0; j < length; j++)
        bytes[j] = (char) g_test_rand_int_range (0, 256);
      assert_recovers_from (bytes, (gssize) length);
    }
}

static void
test_truncated_files (void)
{
  g_autofree char *path = progress_path ();
  g_autofree char *good = NULL;
  gsize length;

  {
    g_autoptr(AkProgress) progress = test_loaded_progress ();

    fill_sample (progress);
  }
  g_assert_true (g_file_get_contents (path, &good, &length, NULL));
  g_assert_cmpint (g_unlink (path), ==, 0);

  /* A file cut anywhere is never half-trusted. */
  for (gsize cut = 0; cut < length - 2; cut += 7)
    assert_recovers_from (good, (gssize) cut);
}

static void
test_newer_version_left_alone (void)
{
  const char *newer = "{\"format\": \"accelerator-kitchen-progress\", \"version\": 99, \"lessons\": {}}";
  g_autofree char *path = progress_path ();
  g_autoptr(AkProgress) progress = ak_progress_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *after = NULL;

  write_file (path, newer, -1);
  g_assert_false (ak_progress_load (progress, &error));
  g_assert_error (error, AK_PROGRESS_ERROR, AK_PROGRESS_ERROR_VERSION);
  g_clear_error (&error);
  g_assert_false (ak_progress_get_can_save (progress));
  g_assert_nonnull (ak_progress_get_notice (progress));

  /* The app goes on in memory, and the newer file is not overwritten. */
  g_assert_false (ak_progress_set_sort_result (progress, "a", 1, 2, &error));
  g_assert_error (error, AK_PROGRESS_ERROR, AK_PROGRESS_ERROR_VERSION);
  g_assert_true (ak_progress_get_sort_result (progress, "a", NULL, NULL, NULL));
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, newer);
  g_assert_cmpuint (count_files_with_prefix (path, ".corrupt-"), ==, 0);
}

static void
test_unwritable_directory (void)
{
  g_autofree char *data_dir = g_build_filename (g_get_user_data_dir (), "blocked", NULL);
  g_autofree char *path = g_build_filename (data_dir, "accelerator-kitchen", "progress.json", NULL);
  g_autoptr(AkProgress) progress = ak_progress_new (path);
  g_autoptr(GError) error = NULL;

  /* A regular file where the data directory should be: mkdir fails even
   * for root, which chmod does not stop. */
  write_file (data_dir, "in the way", -1);

  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_WARNING, "Progress will not be saved*");
  g_assert_false (ak_progress_load (progress, &error));
  g_test_assert_expected_messages ();
  g_assert_error (error, AK_PROGRESS_ERROR, AK_PROGRESS_ERROR_WRITE);
  g_clear_error (&error);
  g_assert_false (ak_progress_get_can_save (progress));
  g_assert_nonnull (ak_progress_get_notice (progress));

  /* Everything still works in memory; no further warnings. */
  g_assert_false (ak_progress_set_sort_result (progress, "a", 3, 4, &error));
  g_assert_error (error, AK_PROGRESS_ERROR, AK_PROGRESS_ERROR_WRITE);
  g_assert_true (ak_progress_get_sort_result (progress, "a", NULL, NULL, NULL));
  g_assert_false (ak_progress_set_last_page (progress, "a", "quiz", NULL));
  g_assert_cmpstr (ak_progress_get_last_page (progress, "a"), ==, "quiz");
}

static void
test_read_only_directory (void)
{
  g_autofree char *dir = g_build_filename (g_get_user_data_dir (), "read-only", NULL);
  g_autofree char *path = g_build_filename (dir, "progress.json", NULL);
  g_autoptr(AkProgress) progress = ak_progress_new (path);
  g_autoptr(GError) error = NULL;

  if (geteuid () == 0)
    {
      g_test_skip ("root writes into read-only directories; see /progress/unwritable-directory");
      return;
    }

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_cmpint (g_chmod (dir, 0500), ==, 0);

  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_WARNING, "Progress will not be saved*");
  g_assert_false (ak_progress_load (progress, &error));
  g_test_assert_expected_messages ();
  g_assert_error (error, AK_PROGRESS_ERROR, AK_PROGRESS_ERROR_WRITE);
  g_assert_false (ak_progress_set_sort_result (progress, "a", 3, 4, NULL));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_chmod (dir, 0700);
}

static void
test_write_fails_later (void)
{
  g_autofree char *path = progress_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autoptr(AkProgress) progress = test_loaded_progress ();
  g_autoptr(GError) error = NULL;

  /* The directory is replaced by a file after loading (say, a full disk
   * or an admin's mistake): the first failure warns, later ones do not. */
  g_assert_cmpint (g_rmdir (dir), ==, 0);
  write_file (dir, "in the way", -1);

  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_WARNING, "Could not save progress*");
  g_assert_false (ak_progress_set_last_page (progress, "a", "idea", &error));
  g_test_assert_expected_messages ();
  g_assert_error (error, AK_PROGRESS_ERROR, AK_PROGRESS_ERROR_WRITE);
  g_clear_error (&error);
  g_assert_false (ak_progress_set_last_page (progress, "a", "quiz", &error));
  g_assert_error (error, AK_PROGRESS_ERROR, AK_PROGRESS_ERROR_WRITE);
  g_assert_nonnull (ak_progress_get_notice (progress));

  /* It recovers when the directory can be made again, and the notice that
   * saving failed goes with the first save that works (issue 29 item 10). */
  g_assert_cmpint (g_unlink (dir), ==, 0);
  g_assert_true (ak_progress_set_last_page (progress, "a", "sort", NULL));
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_null (ak_progress_get_notice (progress));

  /* A new failure is told again. */
  {
    g_autofree char *lock = g_strconcat (path, ".lock", NULL);

    g_assert_cmpint (g_unlink (path), ==, 0);
    g_unlink (lock);
  }
  g_assert_cmpint (g_rmdir (dir), ==, 0);
  write_file (dir, "in the way", -1);
  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_WARNING, "Could not save progress*");
  g_assert_false (ak_progress_set_last_page (progress, "a", "idea", NULL));
  g_test_assert_expected_messages ();
  g_assert_nonnull (ak_progress_get_notice (progress));
  g_assert_cmpint (g_unlink (dir), ==, 0);
}

static GPtrArray *
bundled_sort_pieces (AkLesson **out_lesson)
{
  g_autoptr(GFile) file = g_file_new_build_filename (TOP_SRCDIR, "data", "lessons",
                                                      "ai-accelerators.json", NULL);
  const AkPage *page;

  *out_lesson = ak_lesson_new_from_file (file, NULL, NULL);
  g_assert_nonnull (*out_lesson);
  page = ak_lesson_find_page (*out_lesson, "sort", NULL);
  g_assert_nonnull (page);
  return page->pieces;
}

/* Every piece in its bin, except the first when @first_wrong. */
static void
sort_and_check (AkSortGame *game,
                GPtrArray  *pieces,
                gboolean    first_wrong)
{
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < pieces->len; i++)
    {
      const AkSortPiece *piece = g_ptr_array_index (pieces, i);
      AkBin wrong = piece->bin == AK_BIN_COMPUTE ? AK_BIN_MEMORY : AK_BIN_COMPUTE;

      g_assert_true (ak_sort_game_place (game, piece->id, i == 0 && first_wrong ? wrong : piece->bin, &error));
      g_assert_no_error (error);
    }
  g_assert_true (ak_sort_game_check (game, &error));
  g_assert_no_error (error);
}

static void
test_watch_sort_game (void)
{
  g_autoptr(AkLesson) lesson = NULL;
  GPtrArray *pieces = bundled_sort_pieces (&lesson);
  g_autoptr(AkSortGame) game = ak_sort_game_new (pieces);
  g_autoptr(AkProgress) progress = test_loaded_progress ();
  g_autoptr(AkProgress) reloaded = NULL;
  guint correct, total;

  ak_progress_watch_sort_game (progress, "ai-accelerators", game);
  sort_and_check (game, pieces, TRUE);

  /* Saved at the check, not only on close. */
  reloaded = test_loaded_progress ();
  g_assert_true (ak_progress_get_sort_result (reloaded, "ai-accelerators", &correct, &total, NULL));
  g_assert_cmpuint (total, ==, pieces->len);
  g_assert_cmpuint (correct, ==, pieces->len - 1);

  /* The game outliving the store is harmless. */
  g_clear_object (&progress);
  ak_sort_game_try_again (game);
  sort_and_check (game, pieces, FALSE);
}

/* Locales */

static gboolean
use_any_comma_locale (void)
{
  g_autofree char *out = NULL;
  g_auto(GStrv) names = NULL;

  if (!g_spawn_command_line_sync ("locale -a", &out, NULL, NULL, NULL) || out == NULL)
    return FALSE;

  names = g_strsplit (out, "\n", -1);
  for (guint i = 0; names[i] != NULL; i++)
    if (names[i][0] != '\0' && setlocale (LC_NUMERIC, names[i]) != NULL && ak_test_decimal_point_is_comma ())
      return TRUE;

  return FALSE;
}

static void
assert_numbers_use_dot (void)
{
  g_autofree char *path = progress_path ();
  g_autofree char *contents = NULL;

  {
    g_autoptr(AkProgress) progress = test_loaded_progress ();

    fill_sample (progress);
  }

  /* 2 of 3 sorted right: the fraction 0.666… has a decimal point. */
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_test_message ("%s", contents);
  g_assert_nonnull (strstr (contents, "\"fraction\" : 0.6666"));
  g_assert_nonnull (strstr (contents, "\"fraction\" : 0.8499"));
  g_assert_null (strstr (contents, "0,6"));
  g_assert_null (strstr (contents, "0,84"));

  {
    g_autoptr(AkProgress) reloaded = test_loaded_progress ();

    assert_sample (reloaded);
  }
}

static void
test_de_round_trip (void)
{
  g_autofree char *saved = g_strdup (setlocale (LC_NUMERIC, NULL));

  if (!ak_test_use_de_numbers ())
    {
      g_test_skip ("the de_DE.UTF-8 locale is not installed and could not be made");
      return;
    }

  setlocale (LC_ALL, "de_DE.UTF-8");
  g_assert_true (ak_test_decimal_point_is_comma ());
  assert_numbers_use_dot ();
  setlocale (LC_ALL, "C.UTF-8");
  setlocale (LC_NUMERIC, saved);
}

static void
test_numbers_use_dot_in_comma_locales (void)
{
  g_autofree char *saved = g_strdup (setlocale (LC_NUMERIC, NULL));

  if (!use_any_comma_locale () && !ak_test_use_de_numbers ())
    {
      g_test_skip ("no locale with a decimal comma is available");
      return;
    }

  g_test_message ("LC_NUMERIC=%s", setlocale (LC_NUMERIC, NULL));
  g_assert_true (ak_test_decimal_point_is_comma ());
  assert_numbers_use_dot ();
  setlocale (LC_NUMERIC, saved);
}

/* A writer killed mid-save */

/* Hundreds of lessons, so that each write takes long enough to be cut. */
static void
write_big_file (const char *path)
{
  g_autoptr(GString) json = g_string_new ("{\"format\": \"accelerator-kitchen-progress\", "
                                          "\"version\": 1, \"lessons\": {");

  for (guint i = 0; i < 400; i++)
    g_string_append_printf (json,
                            "%s\"lesson-%04u\": {\"last_page\": \"quiz\", \"quiz\": {"
                            "\"attempt\": {\"seed\": %u, \"shuffled\": true, \"position\": 1, "
                            "\"questions\": [\"gpu-vs-cpu\", \"alexnet\", \"inference-chip\"], "
                            "\"answers\": [2, null, null]}, "
                            "\"best\": {\"score\": 9, \"total\": 20, \"fraction\": 0.45, "
                            "\"date\": \"2024-01-01T00:00:00Z\"}}}",
                            i == 0 ? "" : ", ", i, i);
  g_string_append (json, "}}");
  write_file (path, json->str, (gssize) json->len);
}

/* Tells @ready_fd once its first save is on disk, then saves for ever. */
static G_GNUC_NORETURN void
write_forever (int ready_fd)
{
  g_autoptr(AkProgress) writer = test_loaded_progress ();

  for (guint variant = 0; ; variant++)
    {
      g_autoptr(AkQuizAttempt) attempt = sample_attempt (variant % 3);

      ak_progress_set_quiz_attempt (writer, "lesson-0000", attempt, NULL);
      ak_progress_set_sort_result (writer, "lesson-0399", variant % 5, 5, NULL);
      if (variant == 0)
        {
          g_assert_cmpint (write (ready_fd, "s", 1), ==, 1);
          close (ready_fd);
        }
    }
}

static void
test_killed_writer (void)
{
  g_autofree char *path = progress_path ();
  guint n_changed = 0;

  write_big_file (path);

  /* Each writer is cut at a random point after its first save has landed
   * (it says so on a pipe), so how fast the machine is does not matter:
   * however slow a sanitizer build loads and saves, the check below is
   * never vacuous, and later saves are cut wherever the kill falls. */
  for (guint round = 0; round < 20; round++)
    {
      g_autoptr(AkProgress) reloaded = ak_progress_new (NULL);
      g_autoptr(GError) error = NULL;
      int ready[2];
      char byte;
      int status;
      pid_t pid;

      g_assert_cmpint (pipe (ready), ==, 0);
      pid = fork ();
      g_assert_cmpint (pid, >=, 0);
      if (pid == 0)
        {
          close (ready[0]);
          write_forever (ready[1]);
        }
      close (ready[1]);
      g_assert_cmpint (read (ready[0], &byte, 1), ==, 1);
      close (ready[0]);

      g_usleep (g_test_rand_int_range (0, 40000));
      g_assert_cmpint (kill (pid, SIGKILL), ==, 0);
      g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
      g_assert_true (WIFSIGNALED (status));

      /* Either the old file or a new one, whole. */
      g_assert_true (ak_progress_load (reloaded, &error));
      g_assert_no_error (error);
      g_assert_nonnull (ak_progress_get_quiz_attempt (reloaded, "lesson-0399"));
      g_assert_nonnull (ak_progress_get_quiz_attempt (reloaded, "lesson-0000"));
      g_assert_null (ak_progress_get_notice (reloaded));
      n_changed += ak_progress_get_sort_result (reloaded, "lesson-0399", NULL, NULL, NULL) ? 1 : 0;
    }

  /* Every writer saved before it was cut, and a cut write leaves its
   * temporary file, never a broken progress.json. */
  g_test_message ("%u rounds saw a new file; %u writes were cut", n_changed,
                  count_files_with_prefix (path, ".") - count_files_with_prefix (path, ".corrupt-"));
  g_assert_cmpuint (n_changed, ==, 20);
  g_assert_cmpuint (count_files_with_prefix (path, ".corrupt-"), ==, 0);
}

static void
test_machine_report_round_trip (void)
{
  g_autoptr(AkProgress) progress = test_loaded_progress ();
  g_autoptr(AkProgress) again = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GDateTime) date = NULL;
  g_autofree char *path = progress_path ();
  g_autofree char *contents = NULL;
  AkMachineReport report = { 0 };
  const AkMachineReport *read;

  g_assert_null (ak_progress_get_machine_report (progress, &date));
  g_assert_null (date);

  report.cpu_model = (char *) "Test CPU 9000";
  report.cores = 8;
  report.simd = (char *) "AVX2";
  report.simd_bits = 256;
  report.fma_units = 2;
  report.l3_cache_bytes = 16 << 20;
  report.triad_bytes_per_s = 39.25e9;
  report.copy_bytes_per_s = 35e9;
  report.fp32_flop_s = 233.5e9;
  report.fp64_flop_s = 116.75e9;
  g_assert_true (ak_progress_set_machine_report (progress, &report, &error));
  g_assert_no_error (error);

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_nonnull (strstr (contents, "\"triad_bandwidth_gb_s\" : 39.25"));
  g_assert_nonnull (strstr (contents, "\"fp32_gflop_s\" : 233.5"));

  again = test_loaded_progress ();
  read = ak_progress_get_machine_report (again, &date);
  g_assert_nonnull (read);
  g_assert_nonnull (date);
  g_assert_cmpstr (read->cpu_model, ==, "Test CPU 9000");
  g_assert_cmpstr (read->simd, ==, "AVX2");
  g_assert_cmpuint (read->cores, ==, 8);
  g_assert_cmpuint (read->l3_cache_bytes, ==, 16 << 20);
  g_assert_cmpfloat_with_epsilon (read->triad_bytes_per_s, 39.25e9, 1e3);
  g_assert_cmpfloat_with_epsilon (read->fp32_flop_s, 233.5e9, 1e3);
  g_assert_cmpfloat_with_epsilon (read->fp64_flop_s, 116.75e9, 1e3);
  g_assert_cmpfloat (read->max_frequency_hz, ==, 0);

  /* Resetting progress forgets what the learner did, not the measurement
   * of this computer (which the pages would otherwise still show). */
  g_assert_true (ak_progress_reset (again, &error));
  g_assert_nonnull (ak_progress_get_machine_report (again, NULL));
}

static void
test_machine_report_missing_or_bad (void)
{
  g_autofree char *path = progress_path ();
  g_autoptr(AkProgress) progress = NULL;
  g_autoptr(GError) error = NULL;
  const char *without = "{ \"format\": \"accelerator-kitchen-progress\", \"version\": 1,"
                        "  \"lessons\": { \"l\": { \"last_page\": \"p\" } } }";
  const char *bad = "{ \"format\": \"accelerator-kitchen-progress\", \"version\": 1, \"lessons\": {},"
                    "  \"machine\": { \"date\": \"2026-11-29T10:00:00Z\","
                    "                 \"report\": { \"fp32_gflop_s\": -1 } } }";

  write_file (path, without, -1);
  progress = test_loaded_progress ();
  g_assert_null (ak_progress_get_machine_report (progress, NULL));
  g_assert_cmpstr (ak_progress_get_last_page (progress, "l"), ==, "p");
  g_clear_object (&progress);

  write_file (path, bad, -1);
  progress = ak_progress_new (NULL);
  g_assert_false (ak_progress_load (progress, &error));
  g_assert_error (error, AK_PROGRESS_ERROR, AK_PROGRESS_ERROR_CORRUPT);
  g_assert_null (ak_progress_get_machine_report (progress, NULL));
}

static guint changed_count;

static void
count_changed (void)
{
  changed_count++;
}

static void
test_gpu_measurement_round_trip (void)
{
  g_autoptr(AkProgress) progress = test_loaded_progress ();
  g_autoptr(AkProgress) again = NULL;
  g_autoptr(AkGpuMeasurement) measurement = ak_gpu_measurement_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GDateTime) date = NULL;
  g_autofree char *path = progress_path ();
  g_autofree char *contents = NULL;
  const AkGpuMeasurement *read;
  const AkGpuReport *first, *second;
  AkGpuReport *report;

  g_assert_null (ak_progress_get_gpu_measurement (progress, &date));
  g_assert_null (date);

  report = ak_gpu_report_new ("NVIDIA H200", "discrete");
  report->driver = g_strdup ("NVIDIA 565.57");
  report->buffer_bytes = 256 << 20;
  report->bandwidth_bytes_per_s = 4.25e12;
  report->fp32_flop_s = 60.5e12;
  report->fp16_supported = TRUE;
  report->fp16_flop_s = 121e12;
  g_ptr_array_add (measurement->devices, report);
  /* A device that failed after its bandwidth is kept with its error. */
  report = ak_gpu_report_new ("llvmpipe (LLVM 15.0.6, 256 bits)", "cpu");
  report->bandwidth_bytes_per_s = 12.5e9;
  report->error = g_strdup ("The device was lost");
  g_ptr_array_add (measurement->devices, report);

  changed_count = 0;
  g_signal_connect (progress, "machine-changed", G_CALLBACK (count_changed), NULL);
  g_assert_true (ak_progress_set_gpu_measurement (progress, measurement, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (changed_count, ==, 1);
  /* The GPUs do not replace the CPU's report, and the other way round. */
  g_assert_null (ak_progress_get_machine_report (progress, NULL));

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_nonnull (strstr (contents, "\"bandwidth_gb_s\" : 4250"));
  g_assert_nonnull (strstr (contents, "\"fp32_gflop_s\" : null"));

  again = test_loaded_progress ();
  read = ak_progress_get_gpu_measurement (again, &date);
  g_assert_nonnull (read);
  g_assert_nonnull (date);
  g_assert_cmpuint (read->devices->len, ==, 2);
  first = g_ptr_array_index (read->devices, 0);
  second = g_ptr_array_index (read->devices, 1);
  g_assert_cmpstr (first->name, ==, "NVIDIA H200");
  g_assert_cmpstr (first->device_type, ==, "discrete");
  g_assert_cmpstr (first->driver, ==, "NVIDIA 565.57");
  g_assert_cmpuint (first->buffer_bytes, ==, 256 << 20);
  g_assert_cmpfloat_with_epsilon (first->bandwidth_bytes_per_s, 4.25e12, 1e3);
  g_assert_cmpfloat_with_epsilon (first->fp32_flop_s, 60.5e12, 1e3);
  g_assert_true (first->fp16_supported);
  g_assert_cmpfloat_with_epsilon (first->fp16_flop_s, 121e12, 1e3);
  g_assert_null (first->error);
  g_assert_cmpstr (second->device_type, ==, "cpu");
  g_assert_cmpfloat (second->fp32_flop_s, ==, 0);
  g_assert_false (second->fp16_supported);
  g_assert_cmpstr (second->error, ==, "The device was lost");

  /* Saving something else keeps them; resetting progress too. */
  g_assert_true (ak_progress_set_last_page (again, "l", "p", &error));
  g_clear_object (&again);
  again = test_loaded_progress ();
  g_assert_nonnull (ak_progress_get_gpu_measurement (again, NULL));
  g_assert_true (ak_progress_reset (again, &error));
  g_assert_nonnull (ak_progress_get_gpu_measurement (again, NULL));

  /* An empty measurement (no Vulkan device) is kept with its note. */
  {
    g_autoptr(AkGpuMeasurement) none = ak_gpu_measurement_new ("No Vulkan device");

    g_assert_true (ak_progress_set_gpu_measurement (again, none, &error));
    g_clear_object (&again);
    again = test_loaded_progress ();
    read = ak_progress_get_gpu_measurement (again, NULL);
    g_assert_nonnull (read);
    g_assert_cmpuint (read->devices->len, ==, 0);
    g_assert_cmpstr (read->note, ==, "No Vulkan device");
  }
}

/* Older files load without GPUs; a broken GPU entry is reported as a
 * corrupt file (moved aside, with a notice), not dropped silently. */
static void
test_gpu_measurement_missing_or_bad (void)
{
  g_autofree char *path = progress_path ();
  g_autoptr(AkProgress) progress = NULL;
  g_autoptr(GError) error = NULL;
  const char *without = "{ \"format\": \"accelerator-kitchen-progress\", \"version\": 1,"
                        "  \"lessons\": { \"l\": { \"last_page\": \"p\" } } }";
#define NO_LESSONS "{ \"format\": \"accelerator-kitchen-progress\", \"version\": 1, \"lessons\": {},"
  const char *bad[] = {
    /* a figure out of range */
    NO_LESSONS
    "  \"gpus\": { \"date\": \"2026-11-29T10:00:00Z\","
    "              \"report\": { \"gpus\": [ { \"name\": \"G\", \"api\": \"vulkan\","
    "                                        \"device_type\": \"discrete\", \"bandwidth_gb_s\": -3 } ] } } }",
    /* a device without a name */
    NO_LESSONS
    "  \"gpus\": { \"date\": \"2026-11-29T10:00:00Z\","
    "              \"report\": { \"gpus\": [ { \"api\": \"vulkan\", \"device_type\": \"cpu\" } ] } } }",
    /* no date */
    NO_LESSONS "  \"gpus\": { \"report\": { \"gpus\": [] } } }",
    /* not an object */
    NO_LESSONS "  \"gpus\": [] }",
  };
#undef NO_LESSONS

  write_file (path, without, -1);
  progress = test_loaded_progress ();
  g_assert_null (ak_progress_get_gpu_measurement (progress, NULL));
  g_assert_cmpstr (ak_progress_get_last_page (progress, "l"), ==, "p");
  g_clear_object (&progress);

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      write_file (path, bad[i], -1);
      progress = ak_progress_new (NULL);
      g_assert_false (ak_progress_load (progress, &error));
      g_assert_error (error, AK_PROGRESS_ERROR, AK_PROGRESS_ERROR_CORRUPT);
      g_assert_nonnull (strstr (error->message, "progress.gpus"));
      g_assert_nonnull (ak_progress_get_notice (progress));
      g_assert_null (ak_progress_get_gpu_measurement (progress, NULL));
      g_assert_null (ak_progress_get_machine_report (progress, NULL));
      g_clear_error (&error);
      g_clear_object (&progress);
    }
  g_assert_cmpuint (count_files_with_prefix (path, ".corrupt-"), ==, G_N_ELEMENTS (bad));
}

/* The lock file is never opened through a symbolic link: a dangling one
 * would create its target, an existing one lock someone else's file
 * (issue 23 item 7). */
static void
test_lock_no_symlink (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ak-lock-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "progress.json", NULL);
  g_autofree char *lock = g_build_filename (dir, "progress.json.lock", NULL);
  g_autofree char *victim = g_build_filename (dir, "victim", NULL);
  g_autofree char *fifo = g_build_filename (dir, "fifo.json", NULL);
  g_autofree char *fifo_lock = g_build_filename (dir, "fifo.json.lock", NULL);
  g_autoptr(GError) error = NULL;
  int fd;

  g_assert_cmpint (symlink (victim, lock), ==, 0);
  fd = ak_progress_file_lock (path, &error);
  g_assert_cmpint (fd, ==, -1);
  g_assert_error (error, AK_PROGRESS_ERROR, AK_PROGRESS_ERROR_WRITE);
  g_assert_nonnull (strstr (error->message, "symbolic link"));
  g_assert_false (g_file_test (victim, G_FILE_TEST_EXISTS));
  g_clear_error (&error);

  g_assert_true (g_file_set_contents (victim, "mine", -1, NULL));
  fd = ak_progress_file_lock (path, &error);
  g_assert_cmpint (fd, ==, -1);
  g_assert_error (error, AK_PROGRESS_ERROR, AK_PROGRESS_ERROR_WRITE);
  g_clear_error (&error);

  /* a FIFO in its place neither blocks nor is taken */
  g_assert_cmpint (mkfifo (fifo_lock, 0600), ==, 0);
  fd = ak_progress_file_lock (fifo, &error);
  g_assert_cmpint (fd, ==, -1);
  g_assert_error (error, AK_PROGRESS_ERROR, AK_PROGRESS_ERROR_WRITE);
  g_assert_nonnull (strstr (error->message, "not a regular file"));
}

int
main (int argc, char *argv[])
{
  ak_test_forbid_late_setenv ();
  ak_test_provide_de_locale ();
  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/progress/round-trip", test_round_trip);
  g_test_add_func ("/progress/best-score", test_best_score);
  g_test_add_func ("/progress/reset", test_reset);
  g_test_add_func ("/progress/watch-sort-game", test_watch_sort_game);
  g_test_add_func ("/progress/bad-files", test_bad_files);
  g_test_add_func ("/progress/unknown-members-ignored", test_unknown_members_ignored);
  g_test_add_func ("/progress/random-files", test_random_files);
  g_test_add_func ("/progress/truncated-files", test_truncated_files);
  g_test_add_func ("/progress/newer-version-left-alone", test_newer_version_left_alone);
  g_test_add_func ("/progress/unwritable-directory", test_unwritable_directory);
  g_test_add_func ("/progress/read-only-directory", test_read_only_directory);
  g_test_add_func ("/progress/write-fails-later", test_write_fails_later);
  g_test_add_func ("/progress/de-DE-round-trip", test_de_round_trip);
  g_test_add_func ("/progress/numbers-use-dot-in-comma-locales", test_numbers_use_dot_in_comma_locales);
  g_test_add_func ("/progress/killed-writer", test_killed_writer);
  g_test_add_func ("/progress/machine-report-round-trip", test_machine_report_round_trip);
  g_test_add_func ("/progress/machine-report-missing-or-bad", test_machine_report_missing_or_bad);
  g_test_add_func ("/progress/gpu-measurement-round-trip", test_gpu_measurement_round_trip);
  g_test_add_func ("/progress/gpu-measurement-missing-or-bad", test_gpu_measurement_missing_or_bad);
  g_test_add_func ("/progress/lock-no-symlink", test_lock_no_symlink);

  return g_test_run ();
}

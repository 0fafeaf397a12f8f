/* test-progress-export.c: results as CSV and JSON for a teacher
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <json-glib/json-glib.h>

#include "ak-progress-activity.h"
#include "ak-progress-export.h"
#include "ak-progress-predictions.h"
#include "ak-progress-results.h"

static AkProgress *
sample_progress (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ak-export-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "progress.json", NULL);
  AkProgress *progress = ak_progress_new (path);
  g_autoptr(GDateTime) date = g_date_time_new_utc (2024, 3, 5, 14, 30, 0);
  AkQuizAttempt attempt = { 0 };
  const char *ids[] = { "q1", "q2", "q3", NULL };
  int chosen[] = { 1, -1, 0 };
  AkMachineReport report = { 0 };

  attempt.question_ids = (GStrv) ids;
  attempt.chosen = g_array_new (FALSE, FALSE, sizeof (int));
  g_array_append_vals (attempt.chosen, chosen, 3);

  g_assert_true (ak_progress_set_quiz_attempt (progress, "kv-cache", &attempt, NULL));
  g_assert_true (ak_progress_record_quiz_score (progress, "kv-cache", 3, 4, date, NULL));
  g_assert_true (ak_progress_set_sort_result (progress, "kv-cache", 2, 4, NULL));
  /* an id a spreadsheet could take for a formula, and one with a comma-free plain name */
  g_assert_true (ak_progress_set_last_page (progress, "ai-accelerators", "quiz", NULL));
  g_array_unref (attempt.chosen);

  report.simd = (char *) "AVX2";
  report.cores = 4;
  report.triad_bytes_per_s = 39.25e9;
  report.fp32_flop_s = 233.5e9;
  g_assert_true (ak_progress_set_machine_report (progress, &report, NULL));

  return progress;
}

/* Columns of the CSV (ak-progress-csv.c), by index. */
enum { APP, EXPORTED, RECORD, LESSON, LEARNER, HOST, TITLE, VERSION, LAST_PAGE, FIRST, LAST, ACTIVE,
       ITEM, RESULT, ATTEMPTS, BIN, ANSWERED, QUESTIONS, BEST_SCORE, BEST_TOTAL, BEST_DATE,
       SORT_CORRECT, SORT_TOTAL, SORT_DATE, MEASURED, TRIAD, FP32, PAGE, GUESS, ANSWER, ERROR,
       PREDICTIONS_CHECKED, PREDICTIONS_RIGHT, N_COLUMNS };

static void
test_csv (void)
{
  g_autoptr(AkProgress) progress = sample_progress ();
  g_autofree char *csv = NULL;
  g_auto(GStrv) lines = NULL;
  g_auto(GStrv) kv = NULL;
  g_auto(GStrv) q1 = NULL;
  g_auto(GStrv) measured = NULL;
  g_auto(GStrv) predicted = NULL;
  AkPredictionRecord guess = { .guess = 0.5, .answer = 2, .correct = FALSE };

  ak_progress_set_learner (progress, "Ada Lovelace");
  g_assert_true (ak_progress_record_answer (progress, "kv-cache", "q1", FALSE, NULL));
  g_assert_true (ak_progress_record_answer (progress, "kv-cache", "q1", TRUE, NULL));
  g_assert_true (ak_progress_record_prediction (progress, "kv-cache", "batch", "max-batch", &guess, NULL));
  csv = ak_progress_export (progress, AK_PROGRESS_EXPORT_CSV);
  lines = g_strsplit (csv, "\r\n", -1);

  /* header, 2 lessons, 1 question, 1 prediction, measurement, "" */
  g_assert_cmpuint (g_strv_length (lines), ==, 7);
  g_assert_cmpstr (lines[0], ==,
                   "app_version,exported,record,lesson_id,learner,host,lesson_title,lesson_version,"
                   "last_page,first_activity,last_activity,active_seconds,item_id,result,attempts,bin,"
                   "quiz_answered,quiz_questions,best_score,best_total,best_date,"
                   "sort_correct,sort_total,sort_date,measured_date,triad_bandwidth_gb_s,fp32_gflop_s,"
                   "page_id,guess,answer,error,predictions_checked,predictions_right");
  for (guint i = 1; i < 6; i++)
    {
      g_auto(GStrv) fields = g_strsplit (lines[i], ",", -1);

      g_assert_cmpuint (g_strv_length (fields), ==, N_COLUMNS);
      g_assert_cmpstr (fields[APP], ==, PACKAGE_VERSION);
      g_assert_cmpstr (fields[LEARNER], ==, "Ada Lovelace");
      g_assert_cmpstr (fields[HOST], ==, g_get_host_name ());
    }
  g_assert_nonnull (strstr (lines[1], ",lesson,ai-accelerators,"));

  kv = g_strsplit (lines[2], ",", -1);
  g_assert_cmpstr (kv[RECORD], ==, "lesson");
  g_assert_cmpstr (kv[LESSON], ==, "kv-cache");
  g_assert_cmpstr (kv[ANSWERED], ==, "2");
  g_assert_cmpstr (kv[QUESTIONS], ==, "3");
  g_assert_cmpstr (kv[BEST_SCORE], ==, "3");
  g_assert_cmpstr (kv[BEST_TOTAL], ==, "4");
  g_assert_cmpstr (kv[BEST_DATE], ==, "2024-03-05T14:30:00Z");
  g_assert_cmpstr (kv[SORT_CORRECT], ==, "2");
  g_assert_cmpstr (kv[SORT_TOTAL], ==, "4");
  g_assert_cmpstr (kv[FIRST], !=, "");
  g_assert_cmpstr (kv[LAST], !=, "");
  g_assert_cmpstr (kv[PREDICTIONS_CHECKED], ==, "1");
  g_assert_cmpstr (kv[PREDICTIONS_RIGHT], ==, "0");

  /* q1 answered twice, wrong then right */
  q1 = g_strsplit (lines[3], ",", -1);
  g_assert_cmpstr (q1[RECORD], ==, "question");
  g_assert_cmpstr (q1[LESSON], ==, "kv-cache");
  g_assert_cmpstr (q1[ITEM], ==, "q1");
  g_assert_cmpstr (q1[RESULT], ==, "right");
  g_assert_cmpstr (q1[ATTEMPTS], ==, "2");

  /* a quarter of the answer: 75 % below, written as a plain number */
  predicted = g_strsplit (lines[4], ",", -1);
  g_assert_cmpstr (predicted[RECORD], ==, "prediction");
  g_assert_cmpstr (predicted[ITEM], ==, "max-batch");
  g_assert_cmpstr (predicted[PAGE], ==, "batch");
  g_assert_cmpstr (predicted[GUESS], ==, "0.5");
  g_assert_cmpstr (predicted[ANSWER], ==, "2");
  g_assert_cmpstr (predicted[ERROR], ==, "-0.75");
  g_assert_cmpstr (predicted[RESULT], ==, "wrong");
  g_assert_cmpstr (predicted[ATTEMPTS], ==, "1");

  measured = g_strsplit (lines[5], ",", -1);
  g_assert_cmpstr (measured[RECORD], ==, "measurement");
  g_assert_cmpstr (measured[TRIAD], ==, "39.250");
  g_assert_cmpstr (measured[FP32], ==, "233.500");
  g_assert_cmpstr (lines[6], ==, "");
}

static void
test_json (void)
{
  g_autoptr(AkProgress) progress = sample_progress ();
  g_autofree char *text = ak_progress_export (progress, AK_PROGRESS_EXPORT_JSON);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  JsonObject *root, *lesson, *best;
  JsonArray *lessons;

  g_assert_true (json_parser_load_from_data (parser, text, -1, &error));
  g_assert_no_error (error);
  root = json_node_get_object (json_parser_get_root (parser));
  g_assert_cmpstr (json_object_get_string_member (root, "format"), ==, AK_PROGRESS_EXPORT_FORMAT_NAME);
  g_assert_cmpstr (json_object_get_string_member (root, "app_version"), ==, PACKAGE_VERSION);
  lessons = json_object_get_array_member (root, "lessons");
  g_assert_cmpuint (json_array_get_length (lessons), ==, 2);

  lesson = json_array_get_object_element (lessons, 0);
  g_assert_cmpstr (json_object_get_string_member (lesson, "lesson_id"), ==, "ai-accelerators");
  g_assert_true (json_object_get_null_member (lesson, "best_quiz_score"));

  lesson = json_array_get_object_element (lessons, 1);
  best = json_object_get_object_member (lesson, "best_quiz_score");
  g_assert_cmpint (json_object_get_int_member (best, "score"), ==, 3);
  g_assert_cmpint (json_object_get_int_member (best, "total"), ==, 4);
  g_assert_cmpstr (json_object_get_string_member (best, "date"), ==, "2024-03-05T14:30:00Z");
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (lesson, "quiz_attempt"),
                                               "answered"), ==, 2);
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (lesson, "sort_game"),
                                               "correct"), ==, 2);
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (json_object_get_object_member (root, "measurement"),
                                                                 "triad_bandwidth_gb_s"), 39.25, 1e-9);
}

static void
test_to_file (void)
{
  g_autoptr(AkProgress) progress = sample_progress ();
  g_autofree char *dir = g_dir_make_tmp ("ak-export-out-XXXXXX", NULL);
  g_autofree char *csv_path = g_build_filename (dir, "Results.CSV", NULL);
  g_autofree char *gif_path = g_build_filename (dir, "results.gif", NULL);
  g_autoptr(GFile) csv = g_file_new_for_path (csv_path);
  g_autoptr(GFile) gif = g_file_new_for_path (gif_path);
  g_autoptr(GFile) nowhere = g_file_new_for_path ("/nonexistent/dir/results.json");
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;

  g_assert_true (ak_progress_export_to_file (progress, csv, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (csv_path, &contents, NULL, NULL));
  g_assert_true (g_str_has_prefix (contents, "app_version,"));

  g_assert_false (ak_progress_export_to_file (progress, gif, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_assert_false (g_file_test (gif_path, G_FILE_TEST_EXISTS));
  g_clear_error (&error);

  g_assert_false (ak_progress_export_to_file (progress, nowhere, &error));
  g_assert_nonnull (error);
}

/* OWASP's CSV injection list: = + - @ and also a leading tab or carriage
 * return, which spreadsheets skip before reading a formula (issue 29 item 5). */
static void
test_csv_formula_guard (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ak-export-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "progress.json", NULL);
  g_autoptr(AkProgress) progress = ak_progress_new (path);
  const char *ids[] = { "=1+1", "+1", "-1", "@SUM(A1)", "\t=1+1", "\r=1+1" };
  const char *quoted[] = { ",\"'=1+1\",", ",\"'+1\",", ",\"'-1\",", ",\"'@SUM(A1)\",",
                           ",\"'\t=1+1\",", ",\"'\r=1+1\"," };
  g_autofree char *csv = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    g_assert_true (ak_progress_set_last_page (progress, ids[i], "quiz", NULL));
  /* The learner's name is typed by the learner: guarded too. */
  ak_progress_set_learner (progress, "=HYPERLINK(\"http://x\")");
  csv = ak_progress_export (progress, AK_PROGRESS_EXPORT_CSV);
  g_assert_nonnull (strstr (csv, ",\"'=HYPERLINK(\"\"http://x\"\")\","));
  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      if (strstr (csv, quoted[i]) == NULL)
        g_error ("lesson id %u is not guarded in:\n%s", i, csv);
    }
}

/* A progress store that has nothing yet exports the header alone. */
static void
test_empty (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ak-export-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "progress.json", NULL);
  g_autoptr(AkProgress) progress = ak_progress_new (path);
  g_autofree char *csv = ak_progress_export (progress, AK_PROGRESS_EXPORT_CSV);

  g_assert_true (g_str_has_suffix (csv, "predictions_right\r\n"));
  g_assert_null (strstr (csv, "lesson,"));
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/progress-export/csv", test_csv);
  g_test_add_func ("/progress-export/json", test_json);
  g_test_add_func ("/progress-export/to-file", test_to_file);
  g_test_add_func ("/progress-export/empty", test_empty);
  g_test_add_func ("/progress-export/csv-formula-guard", test_csv_formula_guard);

  return g_test_run ();
}

/* test-progress-results.c: results a teacher can use: who, which lesson
 * version, each question and sort card, time on task; many learners'
 * exports merged into one class sheet (suite "model", no display)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <json-glib/json-glib.h>

#include "ak-progress-activity.h"
#include "ak-progress-class.h"
#include "ak-progress-export.h"
#include "ak-progress-identity.h"
#include "ak-progress-predictions.h"
#include "ak-progress-results.h"

#include "ak-test-progress.h"

static GDateTime *
at (int minutes,
    int seconds)
{
  return g_date_time_new_utc (2026, 1, 5, 9, minutes, seconds);
}

/* Time on task counts gaps of at most 5 minutes between actions. */
static void
test_time_on_task (void)
{
  g_autoptr(AkProgress) progress = test_loaded_progress ();
  g_autoptr(GDateTime) t0 = at (0, 0);
  g_autoptr(GDateTime) t1 = at (1, 0);       /* +60 s: on task */
  g_autoptr(GDateTime) t2 = at (17, 40);     /* +1000 s: away (over 300 s) */
  g_autoptr(GDateTime) t3 = at (18, 10);     /* +30 s: on task */
  g_autoptr(GDateTime) first = NULL;
  g_autoptr(GDateTime) last = NULL;
  g_autoptr(AkProgress) reread = NULL;
  guint64 active = 0;

  g_assert_false (ak_progress_get_activity (progress, "week-3", NULL, NULL, NULL));
  g_assert_true (ak_progress_note_activity (progress, "week-3", t0, NULL));
  g_assert_true (ak_progress_note_activity (progress, "week-3", t1, NULL));
  g_assert_true (ak_progress_note_activity (progress, "week-3", t2, NULL));
  g_assert_true (ak_progress_note_activity (progress, "week-3", t3, NULL));
  /* an action dated earlier (a clock set back) adds nothing */
  g_assert_true (ak_progress_note_activity (progress, "week-3", t1, NULL));

  g_assert_true (ak_progress_get_activity (progress, "week-3", &first, &last, &active));
  /* 60 + 30 = 90 s; the 1000 s gap is time away */
  g_assert_cmpuint (active, ==, 90);
  g_assert_true (g_date_time_equal (first, t0));
  g_assert_true (g_date_time_equal (last, t3));

  /* Kept across a restart. */
  reread = test_loaded_progress ();
  g_assert_true (ak_progress_get_activity (reread, "week-3", NULL, NULL, &active));
  g_assert_cmpuint (active, ==, 90);
}

/* Answers and their attempts survive a restart. */
static void
test_answers_round_trip (void)
{
  g_autoptr(AkProgress) progress = test_loaded_progress ();
  g_autoptr(AkProgress) reread = NULL;
  guint attempts = 0;
  gboolean correct = TRUE;

  g_assert_true (ak_progress_record_answer (progress, "week-3", "roofline-knee", FALSE, NULL));
  g_assert_true (ak_progress_record_answer (progress, "week-3", "roofline-knee", FALSE, NULL));
  g_assert_true (ak_progress_record_answer (progress, "week-3", "alexnet", TRUE, NULL));

  reread = test_loaded_progress ();
  g_assert_true (ak_progress_get_answer (reread, "week-3", "roofline-knee", &attempts, &correct));
  g_assert_cmpuint (attempts, ==, 2);
  g_assert_false (correct);
  g_assert_true (ak_progress_get_answer (reread, "week-3", "alexnet", &attempts, &correct));
  g_assert_cmpuint (attempts, ==, 1);
  g_assert_true (correct);
  g_assert_false (ak_progress_get_answer (reread, "week-3", "never", NULL, NULL));
}

static void
record_number (AkProgress *progress,
               const char *page_id,
               const char *prediction_id,
               double      guess,
               double      answer,
               gboolean    correct)
{
  AkPredictionRecord record = { .guess = guess, .answer = answer, .correct = correct };

  g_assert_true (ak_progress_record_prediction (progress, "week-3", page_id, prediction_id, &record, NULL));
}

/* Each prediction's last guess, its computed answer, the error, right or
 * not and the attempts: kept per lesson and page across a restart, the
 * file's error written for other tools. */
static void
test_predictions_round_trip (void)
{
  g_autoptr(AkProgress) progress = test_loaded_progress ();
  g_autoptr(AkProgress) reread = NULL;
  AkPredictionRecord verdict = { .is_verdict = TRUE, .guess_memory = TRUE, .answer_memory = FALSE };
  const AkPredictionRecord *record;
  g_autofree char *contents = NULL;
  guint checked = 0, right = 0;

  g_assert_false (ak_progress_count_predictions (progress, "week-3", &checked, &right));
  record_number (progress, "roofline", "ridge", 100, 295, FALSE);
  record_number (progress, "roofline", "ridge", 250, 295, TRUE);
  /* the same prediction id on another page is another prediction */
  record_number (progress, "batch", "ridge", 40, 32, FALSE);
  g_assert_true (ak_progress_record_prediction (progress, "week-3", "roofline", "bound", &verdict, NULL));

  reread = test_loaded_progress ();
  record = ak_progress_get_prediction (reread, "week-3", "roofline", "ridge");
  g_assert_nonnull (record);
  g_assert_false (record->is_verdict);
  g_assert_cmpfloat (record->guess, ==, 250);
  g_assert_cmpfloat (record->answer, ==, 295);
  g_assert_cmpfloat_with_epsilon (record->error, (250.0 - 295.0) / 295.0, 1e-12);
  g_assert_true (record->correct);
  g_assert_cmpuint (record->attempts, ==, 2);
  g_assert_nonnull (record->date);

  record = ak_progress_get_prediction (reread, "week-3", "batch", "ridge");
  g_assert_nonnull (record);
  g_assert_cmpfloat (record->guess, ==, 40);
  g_assert_cmpuint (record->attempts, ==, 1);
  g_assert_false (record->correct);

  record = ak_progress_get_prediction (reread, "week-3", "roofline", "bound");
  g_assert_nonnull (record);
  g_assert_true (record->is_verdict);
  g_assert_true (record->guess_memory);
  g_assert_false (record->answer_memory);
  g_assert_false (record->correct);

  g_assert_null (ak_progress_get_prediction (reread, "week-3", "kitchen", "ridge"));
  g_assert_null (ak_progress_get_prediction (reread, "week-4", "roofline", "ridge"));
  g_assert_true (ak_progress_count_predictions (reread, "week-3", &checked, &right));
  g_assert_cmpuint (checked, ==, 3);
  g_assert_cmpuint (right, ==, 1);

  /* Nested by page in the file, the error beside the figures. */
  g_assert_true (g_file_get_contents (ak_progress_get_path (reread), &contents, NULL, NULL));
  g_assert_nonnull (strstr (contents, "\"predictions\""));
  g_assert_nonnull (strstr (contents, "\"roofline\""));
  g_assert_nonnull (strstr (contents, "\"error\""));
  g_assert_nonnull (strstr (contents, "\"memory-bound\""));
}

static JsonObject *
prediction_of (JsonObject *lesson,
               const char *page_id,
               const char *prediction_id)
{
  JsonArray *predictions = json_object_get_array_member (lesson, "predictions");

  for (guint i = 0; i < json_array_get_length (predictions); i++)
    {
      JsonObject *prediction = json_array_get_object_element (predictions, i);

      if (g_str_equal (json_object_get_string_member (prediction, "page"), page_id) &&
          g_str_equal (json_object_get_string_member (prediction, "id"), prediction_id))
        return prediction;
    }
  g_assert_not_reached ();
}

/* The export lists each prediction with its guess, answer and error, and
 * counts them in the lesson; the CSV has a row for each. */
static void
test_predictions_exported (void)
{
  g_autoptr(AkProgress) progress = test_loaded_progress ();
  AkPredictionRecord verdict = { .is_verdict = TRUE, .guess_memory = TRUE, .answer_memory = TRUE, .correct = TRUE };
  g_autoptr(JsonNode) results = NULL;
  g_autofree char *csv = NULL;
  JsonObject *lesson, *ridge, *bound;
  JsonArray *lessons;

  record_number (progress, "roofline", "ridge", 200, 400, FALSE);
  g_assert_true (ak_progress_record_prediction (progress, "week-3", "batch", "bound", &verdict, NULL));

  results = ak_progress_results_build (progress, "2026-01-05T10:00:00Z");
  lessons = json_object_get_array_member (json_node_get_object (results), "lessons");
  lesson = json_array_get_object_element (lessons, 0);
  g_assert_cmpint (json_object_get_int_member (lesson, "predictions_checked"), ==, 2);
  g_assert_cmpint (json_object_get_int_member (lesson, "predictions_right"), ==, 1);
  ridge = prediction_of (lesson, "roofline", "ridge");
  g_assert_cmpfloat (json_object_get_double_member (ridge, "guess"), ==, 200);
  g_assert_cmpfloat (json_object_get_double_member (ridge, "answer"), ==, 400);
  g_assert_cmpfloat (json_object_get_double_member (ridge, "error"), ==, -0.5);
  g_assert_cmpstr (json_object_get_string_member (ridge, "result"), ==, "wrong");
  g_assert_cmpint (json_object_get_int_member (ridge, "attempts"), ==, 1);
  bound = prediction_of (lesson, "batch", "bound");
  g_assert_cmpstr (json_object_get_string_member (bound, "guess"), ==, "memory-bound");
  g_assert_cmpstr (json_object_get_string_member (bound, "answer"), ==, "memory-bound");
  g_assert_true (json_object_get_null_member (bound, "error"));
  g_assert_cmpstr (json_object_get_string_member (bound, "result"), ==, "right");

  csv = ak_progress_export (progress, AK_PROGRESS_EXPORT_CSV);
  g_assert_true (g_str_has_prefix (csv, "app_version,"));
  g_assert_nonnull (strstr (csv, ",page_id,guess,answer,error,predictions_checked,predictions_right\r\n"));
  /* item_id ... bin, then page_id, guess, answer, error at the end */
  g_assert_nonnull (strstr (csv, ",ridge,wrong,1,,,,,,,,,,,,,roofline,200,400,-0.5,,\r\n"));
  g_assert_nonnull (strstr (csv, ",bound,right,1,,,,,,,,,,,,,batch,memory-bound,memory-bound,,,\r\n"));
  /* the lesson row counts them */
  g_assert_nonnull (strstr (csv, ",2,1\r\n"));
}

/* The bundled lesson's sort page, played: the first card in the wrong bin. */
static void
play_sort_game (AkProgress *progress,
                AkLesson  **out_lesson)
{
  g_autoptr(GFile) file = g_file_new_build_filename (TOP_SRCDIR, "data", "lessons", "ai-accelerators.json", NULL);
  const AkPage *page;
  g_autoptr(AkSortGame) game = NULL;

  *out_lesson = ak_lesson_new_from_file (file, NULL, NULL);
  g_assert_nonnull (*out_lesson);
  g_assert_true (ak_progress_claim_lesson (progress, *out_lesson, NULL, NULL));
  page = ak_lesson_find_page (*out_lesson, "sort", NULL);
  game = ak_sort_game_new (page->pieces);
  ak_progress_watch_sort_game (progress, "ai-accelerators", game);
  for (guint i = 0; i < page->pieces->len; i++)
    {
      const AkSortPiece *piece = g_ptr_array_index (page->pieces, i);
      AkBin wrong = piece->bin == AK_BIN_COMPUTE ? AK_BIN_MEMORY : AK_BIN_COMPUTE;

      g_assert_true (ak_sort_game_place (game, piece->id, i == 0 ? wrong : piece->bin, NULL));
    }
  g_assert_true (ak_sort_game_check (game, NULL));
}

static JsonObject *
lesson_of (JsonNode   *results,
           const char *lesson_id)
{
  JsonArray *lessons = json_object_get_array_member (json_node_get_object (results), "lessons");

  for (guint i = 0; i < json_array_get_length (lessons); i++)
    {
      JsonObject *lesson = json_array_get_object_element (lessons, i);

      if (g_strcmp0 (json_object_get_string_member (lesson, "lesson_id"), lesson_id) == 0)
        return lesson;
    }
  g_assert_not_reached ();
}

/* The JSON names the learner, the computer, the lesson's title and
 * version, the last page, each question and each card. */
static void
test_results_object (void)
{
  g_autoptr(AkProgress) progress = test_loaded_progress ();
  g_autoptr(AkLesson) lesson = NULL;
  g_autoptr(JsonNode) results = NULL;
  g_autofree char *version = NULL;
  g_autofree char *account = ak_progress_default_learner ();
  JsonObject *object, *entry, *first;
  JsonArray *placements;
  const AkPage *page;

  play_sort_game (progress, &lesson);
  g_assert_true (ak_progress_set_last_page (progress, "ai-accelerators", "sort", NULL));
  g_assert_true (ak_progress_record_answer (progress, "ai-accelerators", "gpu-vs-cpu", TRUE, NULL));

  /* No name given: the account's. */
  results = ak_progress_results_build (progress, "2026-01-05T10:00:00Z");
  object = json_node_get_object (results);
  g_assert_cmpstr (json_object_get_string_member (object, "learner"), ==, account);
  g_clear_pointer (&results, json_node_unref);

  ak_progress_set_learner (progress, "Grace Hopper");
  results = ak_progress_results_build (progress, "2026-01-05T10:00:00Z");
  object = json_node_get_object (results);
  g_assert_cmpstr (json_object_get_string_member (object, "learner"), ==, "Grace Hopper");
  g_assert_cmpstr (json_object_get_string_member (object, "host"), ==, g_get_host_name ());
  g_assert_cmpstr (json_object_get_string_member (object, "exported"), ==, "2026-01-05T10:00:00Z");

  entry = lesson_of (results, "ai-accelerators");
  version = g_strndup (ak_lesson_get_digest (lesson), 16);
  g_assert_cmpstr (json_object_get_string_member (entry, "title"), ==, ak_lesson_get_title (lesson));
  g_assert_cmpstr (json_object_get_string_member (entry, "version"), ==, version);
  g_assert_cmpstr (json_object_get_string_member (entry, "last_page"), ==, "sort");
  g_assert_nonnull (json_object_get_string_member (entry, "first_activity"));
  g_assert_nonnull (json_object_get_string_member (entry, "last_activity"));
  first = json_array_get_object_element (json_object_get_array_member (entry, "questions"), 0);
  g_assert_cmpstr (json_object_get_string_member (first, "id"), ==, "gpu-vs-cpu");
  g_assert_cmpstr (json_object_get_string_member (first, "result"), ==, "right");
  g_assert_cmpint (json_object_get_int_member (first, "attempts"), ==, 1);

  /* Every card, one of them wrong (the first placed). */
  page = ak_lesson_find_page (lesson, "sort", NULL);
  placements = json_object_get_array_member (entry, "placements");
  g_assert_cmpuint (json_array_get_length (placements), ==, page->pieces->len);
  {
    guint wrong = 0;

    for (guint i = 0; i < json_array_get_length (placements); i++)
      {
        JsonObject *placement = json_array_get_object_element (placements, i);
        const AkSortPiece *piece = NULL;

        for (guint j = 0; j < page->pieces->len; j++)
          if (g_strcmp0 (((const AkSortPiece *) g_ptr_array_index (page->pieces, j))->id,
                         json_object_get_string_member (placement, "id")) == 0)
            piece = g_ptr_array_index (page->pieces, j);
        g_assert_nonnull (piece);
        wrong += g_str_equal (json_object_get_string_member (placement, "result"), "wrong");
        {
          static const char *names[] = { "compute", "memory", "link" };
          /* the first card went to the wrong bin (play_sort_game ()) */
          AkBin placed = piece != g_ptr_array_index (page->pieces, 0) ? piece->bin
                         : piece->bin == AK_BIN_COMPUTE ? AK_BIN_MEMORY : AK_BIN_COMPUTE;

          g_assert_cmpstr (json_object_get_string_member (placement, "bin"), ==, names[placed]);
        }
      }
    g_assert_cmpuint (wrong, ==, 1);
  }
}

/* One learner's .json export in a fresh file; @version replaces the
 * lesson version when not NULL. */
static char *
learner_file (const char *dir,
              const char *learner,
              const char *version)
{
  g_autoptr(AkProgress) progress = NULL;
  g_autofree char *name = g_strdup_printf ("%s.json", learner);
  g_autofree char *store_dir = g_build_filename (dir, learner, NULL);
  g_autofree char *store = g_build_filename (store_dir, "progress.json", NULL);
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autoptr(JsonNode) results = NULL;
  g_autoptr(AkLesson) lesson = NULL;
  g_autofree char *text = NULL;

  progress = ak_progress_new (store);
  play_sort_game (progress, &lesson);
  g_assert_true (ak_progress_record_answer (progress, "ai-accelerators", "alexnet", FALSE, NULL));
  {
    AkPredictionRecord record = { .guess = 300, .answer = 295, .correct = TRUE };

    g_assert_true (ak_progress_record_prediction (progress, "ai-accelerators", "roofline", "ridge-h100",
                                                  &record, NULL));
  }
  ak_progress_set_learner (progress, learner);
  results = ak_progress_results_build (progress, "2026-01-05T10:00:00Z");
  if (version != NULL)
    json_object_set_string_member (json_array_get_object_element (
      json_object_get_array_member (json_node_get_object (results), "lessons"), 0), "version", version);
  text = ak_progress_export_text (&results, 1, AK_PROGRESS_EXPORT_JSON, NULL);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  return g_steal_pointer (&path);
}

static gboolean
merge (const char * const *paths,
       const char         *output,
       GError            **error)
{
  g_autoptr(GFile) file = g_file_new_for_path (output);

  return ak_progress_class_merge (paths, file, error);
}

/* Two learners into one CSV sheet and one JSON sheet. */
static void
test_merge (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ak-class-XXXXXX", NULL);
  g_autofree char *ada = learner_file (dir, "ada", NULL);
  g_autofree char *alan = learner_file (dir, "alan", NULL);
  g_autofree char *csv_path = g_build_filename (dir, "class.csv", NULL);
  g_autofree char *json_path = g_build_filename (dir, "class.json", NULL);
  const char *paths[] = { ada, alan, NULL };
  g_autoptr(GError) error = NULL;
  g_autofree char *csv = NULL;
  g_auto(GStrv) lines = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  guint ada_rows = 0, alan_rows = 0, headers = 0;
  JsonObject *root;

  g_assert_true (merge (paths, csv_path, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (csv_path, &csv, NULL, NULL));
  lines = g_strsplit (csv, "\r\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      headers += g_str_has_prefix (lines[i], "app_version,");
      ada_rows += strstr (lines[i], ",ada,") != NULL;
      alan_rows += strstr (lines[i], ",alan,") != NULL;
    }
  g_assert_cmpuint (headers, ==, 1);
  g_assert_cmpuint (ada_rows, >, 2);
  g_assert_cmpuint (ada_rows, ==, alan_rows);
  g_assert_nonnull (strstr (csv, ",question,ai-accelerators,ada,"));
  g_assert_nonnull (strstr (csv, ",placement,ai-accelerators,alan,"));
  g_assert_nonnull (strstr (csv, ",prediction,ai-accelerators,ada,"));
  g_assert_nonnull (strstr (csv, ",ridge-h100,right,1,"));

  g_assert_true (merge (paths, json_path, &error));
  g_assert_no_error (error);
  g_assert_true (json_parser_load_from_file (parser, json_path, NULL));
  root = json_node_get_object (json_parser_get_root (parser));
  g_assert_cmpstr (json_object_get_string_member (root, "format"), ==, AK_PROGRESS_CLASS_FORMAT_NAME);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (root, "learners")), ==, 2);
  {
    JsonObject *ada_object = json_array_get_object_element (json_object_get_array_member (root, "learners"), 0);
    JsonObject *lesson = json_array_get_object_element (json_object_get_array_member (ada_object, "lessons"), 0);
    JsonObject *ridge = prediction_of (lesson, "roofline", "ridge-h100");

    g_assert_cmpfloat (json_object_get_double_member (ridge, "guess"), ==, 300);
    g_assert_cmpfloat (json_object_get_double_member (ridge, "answer"), ==, 295);
  }
}

/* Another version of the lesson is refused, naming both files and both
 * versions, and the sheet is not written. */
static void
test_merge_refuses_other_version (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ak-class-XXXXXX", NULL);
  g_autofree char *ada = learner_file (dir, "ada", NULL);
  g_autofree char *old = learner_file (dir, "alan", "0123456789abcdef");
  g_autofree char *sheet = g_build_filename (dir, "class.csv", NULL);
  const char *paths[] = { ada, old, NULL };
  g_autoptr(GError) error = NULL;

  g_assert_false (merge (paths, sheet, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_assert_nonnull (strstr (error->message, ada));
  g_assert_nonnull (strstr (error->message, old));
  g_assert_nonnull (strstr (error->message, "0123456789abcdef"));
  g_assert_nonnull (strstr (error->message, "“ai-accelerators”"));
  g_assert_false (g_file_test (sheet, G_FILE_TEST_EXISTS));
}

/* One learner counts once: the same file given twice, by another
 * spelling of its path or by a link, is refused naming both; so is a
 * copy of it (the same learner's record of a lesson in two files). The
 * sheet is not written. */
static void
test_merge_refuses_twice (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ak-class-XXXXXX", NULL);
  g_autofree char *ada = learner_file (dir, "ada", NULL);
  g_autofree char *alan = learner_file (dir, "alan", NULL);
  g_autofree char *dotted = g_build_filename (dir, ".", "ada.json", NULL);
  g_autofree char *link = g_build_filename (dir, "link.json", NULL);
  g_autofree char *copy = g_build_filename (dir, "ada-again.json", NULL);
  g_autofree char *sheet = g_build_filename (dir, "class.csv", NULL);
  g_autofree char *text = NULL;
  const char *again[] = { ada, dotted, link };

  g_assert_no_errno (symlink ("ada.json", link));
  for (guint i = 0; i < G_N_ELEMENTS (again); i++)
    {
      const char *paths[] = { ada, alan, again[i], NULL };
      g_autoptr(GError) error = NULL;

      g_assert_false (merge (paths, sheet, &error));
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
      g_test_message ("%s", error->message);
      g_assert_true (g_str_has_prefix (error->message, again[i]));
      g_assert_nonnull (strstr (error->message, "given twice"));
      g_assert_false (g_file_test (sheet, G_FILE_TEST_EXISTS));
    }

  g_assert_true (g_file_get_contents (ada, &text, NULL, NULL));
  g_assert_true (g_file_set_contents (copy, text, -1, NULL));
  {
    const char *paths[] = { ada, alan, copy, NULL };
    g_autoptr(GError) error = NULL;

    g_assert_false (merge (paths, sheet, &error));
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
    g_test_message ("%s", error->message);
    g_assert_true (g_str_has_prefix (error->message, copy));
    g_assert_nonnull (strstr (error->message, ada));
    g_assert_nonnull (strstr (error->message, "“ada”"));
    g_assert_nonnull (strstr (error->message, "“ai-accelerators”"));
    g_assert_false (g_file_test (sheet, G_FILE_TEST_EXISTS));
  }
}

/* Files that are not learners' results: each refused with its name. */
static void
test_merge_refuses_bad_files (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ak-class-XXXXXX", NULL);
  g_autofree char *sheet = g_build_filename (dir, "class.csv", NULL);
  g_autofree char *fifo = g_build_filename (dir, "fifo.json", NULL);
  const char *contents[] = {
    "app_version,exported,record\r\n",
    "{ \"format\": \"accelerator-kitchen-progress\", \"version\": 1, \"lessons\": {} }",
    "{ \"format\": \"accelerator-kitchen-results\", \"lessons\": [ { \"lesson_id\": \"=cmd\" } ] }",
    "{ \"format\": \"accelerator-kitchen-results\", \"lessons\": [ { \"lesson_id\": \"a\", "
    "\"questions\": [ { \"id\": \"q\", \"result\": \"maybe\" } ] } ] }",
    "{ \"format\": \"accelerator-kitchen-results\", \"lessons\": [ { \"lesson_id\": \"a\", "
    "\"predictions\": [ { \"id\": \"p\", \"page\": \"=cmd\", \"guess\": 1, \"answer\": 2, \"result\": \"right\" } ] } ] }",
    "{ \"format\": \"accelerator-kitchen-results\", \"lessons\": [ { \"lesson_id\": \"a\", "
    "\"predictions\": [ { \"id\": \"p\", \"page\": \"b\", \"guess\": \"=1+1\", \"answer\": 2, \"result\": \"right\" } ] } ] }",
    "{ \"format\": \"accelerator-kitchen-results\", \"lessons\": [ { \"lesson_id\": \"a\", "
    "\"predictions\": [ { \"id\": \"p\", \"page\": \"b\", \"guess\": 1, \"answer\": 2, \"error\": \"x\", "
    "\"result\": \"right\" } ] } ] }",
    "{ \"format\": \"accelerator-kitchen-results\", \"lessons\": {} }",
    "[]",
  };

  for (guint i = 0; i < G_N_ELEMENTS (contents); i++)
    {
      g_autofree char *path = g_strdup_printf ("%s/bad-%u.json", dir, i);
      const char *paths[] = { path, NULL };
      g_autoptr(GError) error = NULL;

      g_assert_true (g_file_set_contents (path, contents[i], -1, NULL));
      g_assert_false (merge (paths, sheet, &error));
      g_assert_nonnull (error);
      g_assert_true (g_str_has_prefix (error->message, path));
      g_assert_false (g_file_test (sheet, G_FILE_TEST_EXISTS));
    }

  /* A FIFO is refused unread, never waited on. */
  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  {
    const char *paths[] = { fifo, NULL };
    g_autoptr(GError) error = NULL;

    g_assert_false (merge (paths, sheet, &error));
    g_assert_nonnull (strstr (error->message, "fifo.json"));
  }

  /* No files at all. */
  {
    const char *paths[] = { NULL };
    g_autoptr(GError) error = NULL;

    g_assert_false (merge (paths, sheet, &error));
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/progress-results/time-on-task", test_time_on_task);
  g_test_add_func ("/progress-results/answers-round-trip", test_answers_round_trip);
  g_test_add_func ("/progress-results/results-object", test_results_object);
  g_test_add_func ("/progress-results/predictions-round-trip", test_predictions_round_trip);
  g_test_add_func ("/progress-results/predictions-exported", test_predictions_exported);
  g_test_add_func ("/progress-results/merge", test_merge);
  g_test_add_func ("/progress-results/merge-refuses-other-version", test_merge_refuses_other_version);
  g_test_add_func ("/progress-results/merge-refuses-bad-files", test_merge_refuses_bad_files);
  g_test_add_func ("/progress-results/merge-refuses-twice", test_merge_refuses_twice);

  return g_test_run ();
}

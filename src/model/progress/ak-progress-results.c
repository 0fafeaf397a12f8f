/* ak-progress-results.c: a learner's results as one JSON object
 *
 * The object (format %AK_PROGRESS_EXPORT_FORMAT_NAME) is what
 * `--export-progress FILE.json` writes and what `--merge-results` reads
 * back from each learner: who (the name the learner gave, the computer),
 * when, and per lesson its id, title and version (the first 16 hex digits
 * of the SHA-256 of the lesson file played last, ak_lesson_get_digest()),
 * the last page, first and last activity and time on task, the quiz
 * attempt, best score and sort check, each question's result, each
 * sort card's placement and each prediction's last guess (guess, computed
 * answer, error); and this computer's last measurement. The CSV of
 * ak-progress-csv.c is made from this object, so both formats and the
 * class sheet hold the same figures.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "ak-progress-private.h"
#include "ak-progress-results.h"

/* Hex digits of the digest shown as a lesson's version. */
#define VERSION_DIGITS 16

/**
 * ak_progress_set_learner:
 * @self: a progress store
 * @learner: (nullable): the learner's name as they typed it (the setting
 *   `learner-name`); %NULL or empty for the account's name
 *
 * Sets the name exports give (ak_progress_default_learner() when unset).
 */
void
ak_progress_set_learner (AkProgress *self,
                         const char *learner)
{
  g_return_if_fail (AK_IS_PROGRESS (self));

  g_free (self->learner);
  self->learner = learner != NULL && learner[0] != '\0' ? g_utf8_make_valid (learner, -1) : NULL;
}

/**
 * ak_progress_default_learner:
 *
 * Returns: (transfer full): the account's full name, or its user name
 *   when it has none (g_get_real_name() says "Unknown")
 */
char *
ak_progress_default_learner (void)
{
  const char *real = g_get_real_name ();

  return g_strdup (real != NULL && real[0] != '\0' && strcmp (real, "Unknown") != 0 ? real : g_get_user_name ());
}

/**
 * ak_progress_get_learner:
 * @self: a progress store
 *
 * Returns: (nullable): the name set with ak_progress_set_learner(), or
 *   %NULL for the account's
 */
const char *
ak_progress_get_learner (AkProgress *self)
{
  g_return_val_if_fail (AK_IS_PROGRESS (self), NULL);
  return self->learner;
}

static void
add_string (JsonBuilder *builder,
            const char  *name,
            const char  *value)
{
  json_builder_set_member_name (builder, name);
  if (value != NULL)
    json_builder_add_string_value (builder, value);
  else
    json_builder_add_null_value (builder);
}

static void
add_date (JsonBuilder *builder,
          const char  *name,
          GDateTime   *date)
{
  g_autofree char *text = date != NULL ? g_date_time_format_iso8601 (date) : NULL;

  add_string (builder, name, text);
}

static void
add_int (JsonBuilder *builder,
         const char  *name,
         gint64       value)
{
  json_builder_set_member_name (builder, name);
  json_builder_add_int_value (builder, value);
}

static void
add_result (JsonBuilder  *builder,
            const char   *member,
            const char   *score_name,
            const Result *result)
{
  json_builder_set_member_name (builder, member);
  if (result->date == NULL)
    {
      json_builder_add_null_value (builder);
      return;
    }
  json_builder_begin_object (builder);
  add_int (builder, score_name, result->score);
  add_int (builder, "total", result->total);
  add_date (builder, "date", result->date);
  json_builder_end_object (builder);
}

static int
compare_strings (const void *a,
                 const void *b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

/* @items' ids, sorted; NULL-terminated, the strings borrowed. */
static const char **
sorted_ids (GHashTable *items,
            guint      *n)
{
  const char **ids;

  *n = 0;
  if (items == NULL)
    return g_new0 (const char *, 1);
  ids = (const char **) g_hash_table_get_keys_as_array (items, n);
  qsort (ids, *n, sizeof (char *), compare_strings);
  return ids;
}

static void
add_questions (JsonBuilder    *builder,
               LessonProgress *lesson)
{
  guint n;
  g_autofree const char **ids = sorted_ids (lesson->answers, &n);

  json_builder_set_member_name (builder, "questions");
  json_builder_begin_array (builder);
  for (guint i = 0; i < n; i++)
    {
      const Answer *answer = g_hash_table_lookup (lesson->answers, ids[i]);

      json_builder_begin_object (builder);
      add_string (builder, "id", ids[i]);
      add_string (builder, "result", answer->correct ? "right" : "wrong");
      add_int (builder, "attempts", answer->attempts);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

static void
add_placements (JsonBuilder    *builder,
                LessonProgress *lesson)
{
  guint n;
  g_autofree const char **ids = sorted_ids (lesson->placements, &n);

  json_builder_set_member_name (builder, "placements");
  json_builder_begin_array (builder);
  for (guint i = 0; i < n; i++)
    {
      const Placement *placement = g_hash_table_lookup (lesson->placements, ids[i]);

      json_builder_begin_object (builder);
      add_string (builder, "id", ids[i]);
      add_string (builder, "bin", ak_progress_bin_name (placement->bin));
      add_string (builder, "result", placement->correct ? "right" : "wrong");
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

static void
add_double (JsonBuilder *builder,
            const char  *name,
            double       value)
{
  json_builder_set_member_name (builder, name);
  json_builder_add_double_value (builder, value);
}

/* Per prediction: its page and id, the guess, the computed answer and,
 * for a figure, the relative error; "right" or "wrong"; attempts. */
static void
add_predictions (JsonBuilder    *builder,
                 LessonProgress *lesson)
{
  guint n, right = 0;
  g_autofree const char **keys = sorted_ids (lesson->predictions, &n);

  json_builder_set_member_name (builder, "predictions");
  json_builder_begin_array (builder);
  for (guint i = 0; i < n; i++)
    {
      const AkPredictionRecord *record = g_hash_table_lookup (lesson->predictions, keys[i]);
      g_autofree char *page_id = NULL;
      const char *id = ak_progress_prediction_split (keys[i], &page_id);

      right += record->correct;
      json_builder_begin_object (builder);
      add_string (builder, "page", page_id);
      add_string (builder, "id", id);
      if (record->is_verdict)
        {
          add_string (builder, "guess", ak_progress_verdict_name (record->guess_memory));
          add_string (builder, "answer", ak_progress_verdict_name (record->answer_memory));
          add_string (builder, "error", NULL);
        }
      else
        {
          add_double (builder, "guess", record->guess);
          add_double (builder, "answer", record->answer);
          add_double (builder, "error", record->error);
        }
      add_string (builder, "result", record->correct ? "right" : "wrong");
      add_int (builder, "attempts", record->attempts);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  add_int (builder, "predictions_checked", n);
  add_int (builder, "predictions_right", right);
}

static void
add_attempt (JsonBuilder         *builder,
             const AkQuizAttempt *attempt)
{
  guint answered = 0;

  json_builder_set_member_name (builder, "quiz_attempt");
  if (attempt == NULL)
    {
      json_builder_add_null_value (builder);
      return;
    }
  for (guint i = 0; i < attempt->chosen->len; i++)
    answered += g_array_index (attempt->chosen, int, i) >= 0;
  json_builder_begin_object (builder);
  add_int (builder, "answered", answered);
  add_int (builder, "questions", attempt->chosen->len);
  json_builder_end_object (builder);
}

static void
add_lesson (JsonBuilder    *builder,
            const char     *lesson_id,
            LessonProgress *lesson)
{
  const char *digest = lesson->digests != NULL && lesson->digests->len > 0 ? g_ptr_array_index (lesson->digests, 0) : NULL;
  g_autofree char *version = digest != NULL ? g_strndup (digest, VERSION_DIGITS) : NULL;

  json_builder_begin_object (builder);
  add_string (builder, "lesson_id", lesson_id);
  add_string (builder, "title", lesson->title);
  add_string (builder, "version", version);
  add_string (builder, "last_page", lesson->last_page);
  add_date (builder, "first_activity", lesson->first_activity);
  add_date (builder, "last_activity", lesson->last_activity);
  add_int (builder, "active_seconds", (gint64) MIN (lesson->active_seconds, G_MAXUINT32));
  add_attempt (builder, lesson->attempt);
  add_result (builder, "best_quiz_score", "score", &lesson->best);
  add_result (builder, "sort_game", "correct", &lesson->sort);
  add_questions (builder, lesson);
  add_placements (builder, lesson);
  add_predictions (builder, lesson);
  json_builder_end_object (builder);
}

static void
add_measurement (JsonBuilder *builder,
                 AkProgress  *progress)
{
  const AkMachineReport *report = progress->measured.machine;

  json_builder_set_member_name (builder, "measurement");
  if (report == NULL)
    {
      json_builder_add_null_value (builder);
      return;
    }
  json_builder_begin_object (builder);
  add_date (builder, "date", progress->measured.machine_date);
  json_builder_set_member_name (builder, "triad_bandwidth_gb_s");
  json_builder_add_double_value (builder, report->triad_bytes_per_s / 1e9);
  json_builder_set_member_name (builder, "fp32_gflop_s");
  json_builder_add_double_value (builder, report->fp32_flop_s / 1e9);
  json_builder_end_object (builder);
}

/**
 * ak_progress_results_build:
 * @progress: a progress store
 * @exported: the export's time, ISO 8601
 *
 * The learner's results as described at the top of this file: members
 * `format`, `app_version`, `exported`, `learner`, `host`, `lessons` (in id
 * order, each with `lesson_id`, `title`, `version`, `last_page`,
 * `first_activity`, `last_activity`, `active_seconds`, `quiz_attempt`,
 * `best_quiz_score`, `sort_game`, `questions`, `placements`,
 * `predictions`, `predictions_checked` and `predictions_right`) and
 * `measurement`; what is not known yet is null. Each of `predictions`
 * has `page`, `id`, `guess` and `answer` (figures in the answer's unit,
 * or "compute-bound" / "memory-bound"), `error` ((guess − answer) ÷
 * answer; null for a verdict), `result` ("right" or "wrong") and
 * `attempts`.
 *
 * Returns: (transfer full): the object
 */
JsonNode *
ak_progress_results_build (AkProgress *progress,
                           const char *exported)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autofree char *learner = NULL;
  g_auto(GStrv) ids = NULL;

  g_return_val_if_fail (AK_IS_PROGRESS (progress), NULL);

  learner = progress->learner != NULL ? g_strdup (progress->learner) : ak_progress_default_learner ();
  ids = ak_progress_list_lessons (progress);

  json_builder_begin_object (builder);
  add_string (builder, "format", AK_PROGRESS_EXPORT_FORMAT_NAME);
  add_string (builder, "app_version", PACKAGE_VERSION);
  add_string (builder, "exported", exported);
  add_string (builder, "learner", learner);
  add_string (builder, "host", g_get_host_name ());
  json_builder_set_member_name (builder, "lessons");
  json_builder_begin_array (builder);
  for (guint i = 0; ids[i] != NULL; i++)
    add_lesson (builder, ids[i], g_hash_table_lookup (progress->lessons, ids[i]));
  json_builder_end_array (builder);
  add_measurement (builder, progress);
  json_builder_end_object (builder);

  return json_builder_get_root (builder);
}

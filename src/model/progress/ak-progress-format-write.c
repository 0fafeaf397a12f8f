/* ak-progress-format-write.c: the progress file's JSON, written
 *
 * The shape ak-progress-format.c reads, built with JsonBuilder, members in
 * a fixed order and lessons and their items sorted by id, so the same
 * progress always makes the same file.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <json-glib/json-glib.h>

#include "ak-progress-records.h"

static int
compare_ids (const void *a,
             const void *b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

static void
add_result (JsonBuilder  *builder,
            const char   *name,
            const char   *score_name,
            const Result *result)
{
  g_autofree char *date = g_date_time_format_iso8601 (result->date);

  json_builder_set_member_name (builder, name);
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, score_name);
  json_builder_add_int_value (builder, result->score);
  json_builder_set_member_name (builder, "total");
  json_builder_add_int_value (builder, result->total);
  json_builder_set_member_name (builder, "fraction");
  json_builder_add_double_value (builder, (double) result->score / result->total);
  json_builder_set_member_name (builder, "date");
  json_builder_add_string_value (builder, date);
  json_builder_end_object (builder);
}

static void
add_date (JsonBuilder *builder,
          const char  *name,
          GDateTime   *date)
{
  g_autofree char *iso = NULL;

  if (date == NULL)
    return;

  iso = g_date_time_format_iso8601 (date);
  json_builder_set_member_name (builder, name);
  json_builder_add_string_value (builder, iso);
}

static void
add_attempt (JsonBuilder         *builder,
             const AkQuizAttempt *attempt,
             GDateTime           *date)
{
  json_builder_set_member_name (builder, "attempt");
  json_builder_begin_object (builder);
  add_date (builder, "date", date);
  json_builder_set_member_name (builder, "seed");
  json_builder_add_int_value (builder, attempt->seed);
  json_builder_set_member_name (builder, "shuffled");
  json_builder_add_boolean_value (builder, attempt->shuffled);
  json_builder_set_member_name (builder, "position");
  json_builder_add_int_value (builder, attempt->position);

  json_builder_set_member_name (builder, "questions");
  json_builder_begin_array (builder);
  for (guint i = 0; attempt->question_ids[i] != NULL; i++)
    json_builder_add_string_value (builder, attempt->question_ids[i]);
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "answers");
  json_builder_begin_array (builder);
  for (guint i = 0; i < attempt->chosen->len; i++)
    {
      int chosen = g_array_index (attempt->chosen, int, i);

      if (chosen >= 0)
        json_builder_add_int_value (builder, chosen);
      else
        json_builder_add_null_value (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
}

static void
add_string (JsonBuilder *builder,
            const char  *name,
            const char  *value)
{
  if (value == NULL)
    return;
  json_builder_set_member_name (builder, name);
  json_builder_add_string_value (builder, value);
}

static void
add_identity (JsonBuilder          *builder,
              const LessonProgress *lesson)
{
  add_string (builder, "source", lesson->source);
  add_string (builder, "title", lesson->title);
  if (lesson->digests == NULL || lesson->digests->len == 0)
    return;

  json_builder_set_member_name (builder, "digests");
  json_builder_begin_array (builder);
  for (guint i = 0; i < lesson->digests->len; i++)
    json_builder_add_string_value (builder, g_ptr_array_index (lesson->digests, i));
  json_builder_end_array (builder);
}

static void
add_items (JsonBuilder *builder,
           const char  *name,
           GHashTable  *items,
           gboolean     placements)
{
  g_autofree const char **ids = NULL;
  guint n;

  if (items == NULL || g_hash_table_size (items) == 0)
    return;

  json_builder_set_member_name (builder, name);
  json_builder_begin_object (builder);
  ids = (const char **) g_hash_table_get_keys_as_array (items, &n);
  qsort (ids, n, sizeof (char *), compare_ids);
  for (guint i = 0; i < n; i++)
    {
      gpointer item = g_hash_table_lookup (items, ids[i]);

      json_builder_set_member_name (builder, ids[i]);
      json_builder_begin_object (builder);
      if (placements)
        {
          json_builder_set_member_name (builder, "bin");
          json_builder_add_string_value (builder, ak_progress_bin_name (((Placement *) item)->bin));
        }
      else
        {
          json_builder_set_member_name (builder, "attempts");
          json_builder_add_int_value (builder, ((Answer *) item)->attempts);
        }
      json_builder_set_member_name (builder, "correct");
      json_builder_add_boolean_value (builder, placements ? ((Placement *) item)->correct
                                                          : ((Answer *) item)->correct);
      json_builder_end_object (builder);
    }
  json_builder_end_object (builder);
}

static void
write_record (JsonBuilder              *builder,
              const char               *prediction_id,
              const AkPredictionRecord *record)
{
  json_builder_set_member_name (builder, prediction_id);
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "guess");
  if (record->is_verdict)
    {
      json_builder_add_string_value (builder, ak_progress_verdict_name (record->guess_memory));
      add_string (builder, "answer", ak_progress_verdict_name (record->answer_memory));
    }
  else
    {
      json_builder_add_double_value (builder, record->guess);
      json_builder_set_member_name (builder, "answer");
      json_builder_add_double_value (builder, record->answer);
      json_builder_set_member_name (builder, "error");
      json_builder_add_double_value (builder, record->error);
    }
  json_builder_set_member_name (builder, "correct");
  json_builder_add_boolean_value (builder, record->correct);
  json_builder_set_member_name (builder, "attempts");
  json_builder_add_int_value (builder, record->attempts);
  add_date (builder, "date", record->date);
  json_builder_end_object (builder);
}

/* "predictions" in the shape ak-progress-format-predictions.c reads,
 * pages and predictions sorted by id; nothing when there are none. */
static void
add_predictions (JsonBuilder *builder,
                 GHashTable  *predictions)
{
  g_autofree const char **keys = NULL;
  g_autofree char *open_page = NULL;
  guint n;

  if (predictions == NULL || g_hash_table_size (predictions) == 0)
    return;

  /* Sorted, the keys of one page ("PAGE/…") come together. */
  keys = (const char **) g_hash_table_get_keys_as_array (predictions, &n);
  qsort (keys, n, sizeof (char *), compare_ids);
  json_builder_set_member_name (builder, "predictions");
  json_builder_begin_object (builder);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *page_id = NULL;
      const char *prediction_id = ak_progress_prediction_split (keys[i], &page_id);

      if (g_strcmp0 (open_page, page_id) != 0)
        {
          if (open_page != NULL)
            json_builder_end_object (builder);
          json_builder_set_member_name (builder, page_id);
          json_builder_begin_object (builder);
          g_free (open_page);
          open_page = g_strdup (page_id);
        }
      write_record (builder, prediction_id, g_hash_table_lookup (predictions, keys[i]));
    }
  if (open_page != NULL)
    json_builder_end_object (builder);
  json_builder_end_object (builder);
}

static void
add_activity (JsonBuilder          *builder,
              const LessonProgress *lesson)
{
  if (lesson->first_activity == NULL || lesson->last_activity == NULL)
    return;

  json_builder_set_member_name (builder, "activity");
  json_builder_begin_object (builder);
  add_date (builder, "first", lesson->first_activity);
  add_date (builder, "last", lesson->last_activity);
  json_builder_set_member_name (builder, "active_seconds");
  json_builder_add_int_value (builder, (gint64) MIN (lesson->active_seconds, G_MAXUINT32));
  json_builder_end_object (builder);
}

static void
add_lesson (JsonBuilder          *builder,
            const char           *lesson_id,
            const LessonProgress *lesson)
{
  json_builder_set_member_name (builder, lesson_id);
  json_builder_begin_object (builder);

  add_identity (builder, lesson);
  if (lesson->last_page != NULL)
    {
      json_builder_set_member_name (builder, "last_page");
      json_builder_add_string_value (builder, lesson->last_page);
      add_date (builder, "last_page_date", lesson->last_page_date);
    }

  if (lesson->attempt != NULL || lesson->best.date != NULL)
    {
      json_builder_set_member_name (builder, "quiz");
      json_builder_begin_object (builder);
      if (lesson->attempt != NULL)
        add_attempt (builder, lesson->attempt, lesson->attempt_date);
      if (lesson->best.date != NULL)
        add_result (builder, "best", "score", &lesson->best);
      json_builder_end_object (builder);
    }

  if (lesson->sort.date != NULL)
    add_result (builder, "sort", "correct", &lesson->sort);
  add_items (builder, "answers", lesson->answers, FALSE);
  add_items (builder, "placements", lesson->placements, TRUE);
  add_predictions (builder, lesson->predictions);
  add_activity (builder, lesson);

  json_builder_end_object (builder);
}


/* @name: { "date": @date, "report": the object in @json } */
static void
add_measured (JsonBuilder *builder,
              const char  *name,
              const char  *json,
              GDateTime   *date)
{
  g_autofree char *iso = g_date_time_format_iso8601 (date);
  g_autoptr(JsonNode) node = json_from_string (json, NULL);

  json_builder_set_member_name (builder, name);
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "date");
  json_builder_add_string_value (builder, iso);
  json_builder_set_member_name (builder, "report");
  json_builder_add_value (builder, g_steal_pointer (&node));
  json_builder_end_object (builder);
}

/* Progress as the pretty-printed JSON of format version
 * %AK_PROGRESS_VERSION, lessons sorted by id. */
char *
ak_progress_format_to_json (GHashTable         *lessons,
                            const Measurements *measured,
                            gsize              *length)
{
  g_autoptr(JsonBuilder) builder = json_builder_new_immutable ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autofree const char **ids = NULL;
  guint n_ids;

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "format");
  json_builder_add_string_value (builder, AK_PROGRESS_FORMAT_NAME);
  json_builder_set_member_name (builder, "version");
  json_builder_add_int_value (builder, AK_PROGRESS_VERSION);
  json_builder_set_member_name (builder, "lessons");
  json_builder_begin_object (builder);

  /* Sorted, so the same progress always makes the same file. */
  ids = (const char **) g_hash_table_get_keys_as_array (lessons, &n_ids);
  qsort (ids, n_ids, sizeof (char *), compare_ids);
  for (guint i = 0; i < n_ids; i++)
    add_lesson (builder, ids[i], g_hash_table_lookup (lessons, ids[i]));

  json_builder_end_object (builder);
  if (measured->machine != NULL)
    {
      g_autofree char *json = ak_machine_report_to_json (measured->machine);

      add_measured (builder, "machine", json, measured->machine_date);
    }
  if (measured->gpus != NULL)
    {
      g_autofree char *json = ak_gpu_measurement_to_json (measured->gpus);

      add_measured (builder, "gpus", json, measured->gpus_date);
    }
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  json_generator_set_root (generator, root);
  json_generator_set_pretty (generator, TRUE);
  return json_generator_to_data (generator, length);
}

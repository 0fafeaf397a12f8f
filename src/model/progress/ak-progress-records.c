/* ak-progress-records.c: a lesson's saved records and the measurements,
 * made and freed (the store, the file format and the merge share them)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "ak-progress-records.h"

static const char * const bin_names[] = {
  [AK_SORT_LOCATION_COMPUTE] = "compute", [AK_SORT_LOCATION_MEMORY] = "memory", [AK_SORT_LOCATION_LINK] = "link",
};

/* A placement's bin as the progress file and the results write it. */
const char *
ak_progress_bin_name (AkSortLocation bin)
{
  g_return_val_if_fail (bin > AK_SORT_LOCATION_TRAY && bin < G_N_ELEMENTS (bin_names), "compute");

  return bin_names[bin];
}

/* The bin a progress file names; FALSE for a name no bin has. */
gboolean
ak_progress_bin_from_name (const char     *name,
                           AkSortLocation *out_bin)
{
  for (guint i = AK_SORT_LOCATION_COMPUTE; i < G_N_ELEMENTS (bin_names); i++)
    if (g_strcmp0 (name, bin_names[i]) == 0)
      {
        *out_bin = (AkSortLocation) i;
        return TRUE;
      }
  return FALSE;
}

void
ak_progress_lesson_free (gpointer data)
{
  LessonProgress *lesson = data;

  g_free (lesson->source);
  g_clear_pointer (&lesson->digests, g_ptr_array_unref);
  g_free (lesson->title);
  g_free (lesson->last_page);
  g_clear_pointer (&lesson->last_page_date, g_date_time_unref);
  ak_quiz_attempt_free (lesson->attempt);
  g_clear_pointer (&lesson->attempt_date, g_date_time_unref);
  g_clear_pointer (&lesson->best.date, g_date_time_unref);
  g_clear_pointer (&lesson->sort.date, g_date_time_unref);
  g_clear_pointer (&lesson->answers, g_hash_table_unref);
  g_clear_pointer (&lesson->placements, g_hash_table_unref);
  g_clear_pointer (&lesson->predictions, g_hash_table_unref);
  g_clear_pointer (&lesson->first_activity, g_date_time_unref);
  g_clear_pointer (&lesson->last_activity, g_date_time_unref);
  g_free (lesson);
}

/* Puts @digest first in @lesson's digests, once, keeping at most
 * AK_PROGRESS_MAX_DIGESTS (the oldest go). */
void
ak_progress_lesson_add_digest (LessonProgress *lesson,
                               const char     *digest)
{
  guint index;

  if (lesson->digests == NULL)
    lesson->digests = g_ptr_array_new_with_free_func (g_free);
  if (g_ptr_array_find_with_equal_func (lesson->digests, digest, g_str_equal, &index))
    g_ptr_array_remove_index (lesson->digests, index);
  g_ptr_array_insert (lesson->digests, 0, g_strdup (digest));
  if (lesson->digests->len > AK_PROGRESS_MAX_DIGESTS)
    g_ptr_array_set_size (lesson->digests, AK_PROGRESS_MAX_DIGESTS);
}

/* Time on task: each action at @when adds the gap since the previous one
 * when that gap is at most AK_PROGRESS_IDLE_SECONDS (a longer one is time
 * away from the lesson, or the app left idle), and moves the first and
 * last activity dates. An action dated before the last one adds nothing. */
void
ak_progress_lesson_note_activity (LessonProgress *lesson,
                                  GDateTime      *when)
{
  if (lesson->first_activity == NULL || g_date_time_compare (when, lesson->first_activity) < 0)
    {
      g_clear_pointer (&lesson->first_activity, g_date_time_unref);
      lesson->first_activity = g_date_time_ref (when);
    }

  if (lesson->last_activity != NULL)
    {
      GTimeSpan gap = g_date_time_difference (when, lesson->last_activity);

      if (gap < 0)
        return;
      if (gap <= AK_PROGRESS_IDLE_SECONDS * G_TIME_SPAN_SECOND)
        lesson->active_seconds += (guint64) (gap / G_TIME_SPAN_SECOND);
    }

  g_clear_pointer (&lesson->last_activity, g_date_time_unref);
  lesson->last_activity = g_date_time_ref (when);
}

/* @lesson's answers, made when it has none. */
GHashTable *
ak_progress_lesson_answers (LessonProgress *lesson)
{
  if (lesson->answers == NULL)
    lesson->answers = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  return lesson->answers;
}

/* @lesson's placements, made when it has none. */
GHashTable *
ak_progress_lesson_placements (LessonProgress *lesson)
{
  if (lesson->placements == NULL)
    lesson->placements = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  return lesson->placements;
}

static void
prediction_free (gpointer data)
{
  AkPredictionRecord *record = data;

  g_clear_pointer (&record->date, g_date_time_unref);
  g_free (record);
}

/* @lesson's predictions, made when it has none. */
GHashTable *
ak_progress_lesson_predictions (LessonProgress *lesson)
{
  if (lesson->predictions == NULL)
    lesson->predictions = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, prediction_free);
  return lesson->predictions;
}

/* A prediction's key in a lesson's predictions: "PAGE/PREDICTION" (ids
 * hold no "/"). */
char *
ak_progress_prediction_key (const char *page_id,
                            const char *prediction_id)
{
  return g_strconcat (page_id, "/", prediction_id, NULL);
}

/* The prediction id of @key (borrowed from it); *@page_id its page. */
const char *
ak_progress_prediction_split (const char  *key,
                              char       **page_id)
{
  const char *slash = strchr (key, '/');

  g_assert (slash != NULL);
  *page_id = g_strndup (key, slash - key);
  return slash + 1;
}

/* A verdict as the progress file and the export write it. */
const char *
ak_progress_verdict_name (gboolean memory)
{
  return memory ? "memory-bound" : "compute-bound";
}

/* The record of @lesson_id in @lessons; a new, empty one when it has none
 * and @create, else NULL. */
LessonProgress *
ak_progress_lesson_lookup (GHashTable *lessons,
                           const char *lesson_id,
                           gboolean    create)
{
  LessonProgress *lesson = g_hash_table_lookup (lessons, lesson_id);

  if (lesson == NULL && create)
    {
      lesson = g_new0 (LessonProgress, 1);
      g_hash_table_insert (lessons, g_strdup (lesson_id), lesson);
    }
  return lesson;
}

GHashTable *
ak_progress_lessons_new (void)
{
  return g_hash_table_new_full (g_str_hash, g_str_equal, g_free, ak_progress_lesson_free);
}

void
ak_progress_measurements_clear (Measurements *measurements)
{
  g_clear_pointer (&measurements->machine, ak_machine_report_free);
  g_clear_pointer (&measurements->machine_date, g_date_time_unref);
  g_clear_pointer (&measurements->gpus, ak_gpu_measurement_free);
  g_clear_pointer (&measurements->gpus_date, g_date_time_unref);
}

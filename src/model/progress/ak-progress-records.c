/* ak-progress-records.c: a lesson's saved records and the measurements,
 * made and freed (the store, the file format and the merge share them)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ak-progress-records.h"

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

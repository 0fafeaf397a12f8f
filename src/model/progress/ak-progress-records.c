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

  g_free (lesson->last_page);
  g_clear_pointer (&lesson->last_page_date, g_date_time_unref);
  ak_quiz_attempt_free (lesson->attempt);
  g_clear_pointer (&lesson->attempt_date, g_date_time_unref);
  g_clear_pointer (&lesson->best.date, g_date_time_unref);
  g_clear_pointer (&lesson->sort.date, g_date_time_unref);
  g_free (lesson);
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

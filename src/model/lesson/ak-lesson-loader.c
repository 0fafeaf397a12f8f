/* ak-lesson-loader.c: the lesson a window plays, loaded and translated
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ak-lesson-loader.h"

/**
 * ak_lesson_load:
 * @file: (nullable): a lesson file, or %NULL for the bundled lesson (the
 *   resource %AK_BUNDLED_LESSON_RESOURCE, registered by the app's
 *   GResource bundle)
 * @out_problems: (out) (optional) (transfer full) (element-type GError):
 *   every problem found, in document order, each in %AK_LESSON_ERROR
 *
 * Loads and validates a lesson (ak_lesson_new_from_file() or
 * ak_lesson_new_from_resource()), then translates its texts into the
 * current locale through the app's gettext domain (ak_lesson_translate()).
 *
 * Returns: (transfer full) (nullable): the lesson, or %NULL if it has
 *   problems
 */
AkLesson *
ak_lesson_load (GFile      *file,
                GPtrArray **out_problems)
{
  AkLesson *lesson;

  g_return_val_if_fail (file == NULL || G_IS_FILE (file), NULL);

  if (file != NULL)
    lesson = ak_lesson_new_from_file (file, out_problems, NULL);
  else
    lesson = ak_lesson_new_from_resource (AK_BUNDLED_LESSON_RESOURCE, out_problems, NULL);

  if (lesson != NULL)
    ak_lesson_translate (lesson, GETTEXT_PACKAGE);

  return lesson;
}

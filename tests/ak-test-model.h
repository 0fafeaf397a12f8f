/* ak-test-model.h: helpers for tests of the models (no GTK)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "ak-lesson.h"

/* The bundled lesson, read from the source tree; aborts the test if it
 * does not load. */
static inline AkLesson *
load_bundled_lesson (void)
{
  g_autofree char *path = g_build_filename (TOP_SRCDIR, "data", "lessons", "ai-accelerators.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  AkLesson *lesson = ak_lesson_new_from_file (file, NULL, &error);

  g_assert_no_error (error);
  g_assert_nonnull (lesson);
  return lesson;
}

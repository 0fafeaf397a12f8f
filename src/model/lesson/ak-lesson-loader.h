/* ak-lesson-loader.h: the lesson a window plays, loaded and translated
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "ak-lesson.h"

G_BEGIN_DECLS

AkLesson *ak_lesson_load (GFile      *file,
                          GPtrArray **out_problems);

G_END_DECLS

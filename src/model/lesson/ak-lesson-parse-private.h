/* ak-lesson-parse-private.h: a lesson's text to its structs, or to its
 * problems (ak-lesson-parse.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ak-lesson-data-private.h"

G_BEGIN_DECLS

GPtrArray *_ak_lesson_load               (const char      *display_name,
                                          const char      *text,
                                          gsize            len,
                                          gboolean         bundled,
                                          AkLessonData    *data);

G_END_DECLS

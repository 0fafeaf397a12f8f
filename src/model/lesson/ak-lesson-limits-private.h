/* ak-lesson-limits-private.h: what one lesson may hold (ak-lesson-limits.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ak-lesson-source.h"

G_BEGIN_DECLS

gboolean  _ak_lesson_check_limits        (AkLessonSource  *source,
                                          JsonNode        *root);
char     *_ak_lesson_file_size_message   (guint64          size);

G_END_DECLS

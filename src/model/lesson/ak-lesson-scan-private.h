/* ak-lesson-scan-private.h: checks of a lesson's text before json-glib
 * sees it (ak-lesson-scan.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ak-lesson-source.h"

G_BEGIN_DECLS

gboolean  _ak_lesson_scan_prescan        (AkLessonSource  *source);
gboolean  _ak_lesson_scan_check_encoding (AkLessonSource  *source);
void      _ak_lesson_scan_add_parse_error (AkLessonSource *source,
                                          const GError    *error);
gboolean  _ak_lesson_scan_strict_check   (AkLessonSource  *source);

gboolean  _ak_lesson_is_json_number      (const char      *text);

G_END_DECLS

/* ak-lesson-validate-private.h: checks a parsed lesson and builds its
 * structs (ak-lesson-validate.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

#include "ak-lesson-data-private.h"
#include "ak-lesson-source.h"

G_BEGIN_DECLS

void      _ak_lesson_validate            (AkLessonSource  *source,
                                          JsonNode        *root,
                                          AkLessonData    *out);

G_END_DECLS

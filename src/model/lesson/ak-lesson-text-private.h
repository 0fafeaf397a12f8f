/* ak-lesson-text-private.h: every text a learner reads (ak-lesson-text.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ak-lesson-data-private.h"

G_BEGIN_DECLS

void      _ak_lesson_data_foreach_text   (AkLessonData     *data,
                                          AkLessonTextFunc  func,
                                          gpointer          user_data);

G_END_DECLS

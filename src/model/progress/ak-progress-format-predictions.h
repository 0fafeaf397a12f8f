/* ak-progress-format-predictions.h: a lesson record's "predictions" in
 * the progress file, read (ak-progress-format-predictions.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ak-progress-records.h"

G_BEGIN_DECLS

gboolean  ak_progress_format_read_predictions  (GVariant        *lesson_dict,
                                                const char      *path,
                                                LessonProgress  *lesson,
                                                GError         **error);

G_END_DECLS

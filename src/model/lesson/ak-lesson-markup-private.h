/* ak-lesson-markup-private.h: checking a lesson's inline markup and links
 * (ak-lesson-markup.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ak-lesson-data-private.h"

G_BEGIN_DECLS

gboolean  _ak_lesson_markup_check        (const char      *text,
                                          GString         *pango,
                                          GError         **error);
gboolean  _ak_lesson_url_check           (const char      *url,
                                          GError         **error);

G_END_DECLS

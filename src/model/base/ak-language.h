/* ak-language.h: what a lesson's language tag means for its pages
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <locale.h>

#include "ak-lesson.h"

G_BEGIN_DECLS

/**
 * AkTextDirection:
 * @AK_TEXT_DIRECTION_LTR: left to right (Latin, Cyrillic, Greek, CJK, …)
 * @AK_TEXT_DIRECTION_RTL: right to left (Arabic, Hebrew, Persian, Urdu, …)
 */
typedef enum {
  AK_TEXT_DIRECTION_LTR,
  AK_TEXT_DIRECTION_RTL,
} AkTextDirection;

AkTextDirection ak_language_get_text_direction (const char *tag);
gboolean        ak_language_same_language      (const char *tag,
                                                const char *locale_name);
char           *ak_language_find_locale        (const char *tag);

gboolean        ak_lesson_reads_in_own_language (AkLesson  *lesson);
locale_t        ak_lesson_numbers_begin         (AkLesson  *lesson);
void            ak_lesson_numbers_end           (locale_t   previous);

G_END_DECLS

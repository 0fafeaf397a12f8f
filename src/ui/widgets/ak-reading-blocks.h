/* ak-reading-blocks.h: widgets for a lesson's reading blocks
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ak-lesson.h"

G_BEGIN_DECLS

GtkWidget *ak_reading_block_new   (AkLesson      *lesson,
                                   const AkBlock *block);
void       ak_reading_blocks_append (GtkBox    *box,
                                     AkLesson  *lesson,
                                     GPtrArray *blocks);
void       ak_label_make_readable (GtkLabel      *label);
char      *ak_lesson_markup_to_plain (const char  *text);

G_END_DECLS

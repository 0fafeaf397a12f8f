/* ak-reading-blocks.h: widgets for a lesson's reading blocks
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ak-lesson.h"
#include "ak-reading-text.h"

G_BEGIN_DECLS

GtkWidget *ak_reading_block_new   (AkLesson      *lesson,
                                   const AkBlock *block);
void       ak_reading_blocks_append (GtkBox    *box,
                                     AkLesson  *lesson,
                                     GPtrArray *blocks);

G_END_DECLS

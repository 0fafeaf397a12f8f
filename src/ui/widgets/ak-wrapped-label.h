/* ak-wrapped-label.h: a label of running text, as every page sets one up
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

GtkWidget *ak_wrapped_label_new      (const char *text,
                                      const char *css_class);
char      *ak_lesson_markup_to_plain (const char *text);
GtkWidget *ak_text_row_new           (int         spacing);
void       ak_text_row_append        (GtkWidget  *row,
                                      GtkWidget  *child);

G_END_DECLS

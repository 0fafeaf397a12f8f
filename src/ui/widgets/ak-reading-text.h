/* ak-reading-text.h: one block of reading text, as a label
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ak-lesson.h"
#include "ak-wrapped-label.h"

G_BEGIN_DECLS

GtkWidget *ak_reading_text_new       (AkLesson          *lesson,
                                      const char        *text,
                                      gboolean           is_markup,
                                      GtkAccessibleRole  role);
void       ak_label_make_readable    (GtkLabel          *label);

G_END_DECLS

/* ak-narrow.h: a page's labels and controls fitted to narrow windows and large text
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void   ak_narrow_fit        (GtkWidget *root);
double ak_narrow_text_scale (GtkWidget *widget);

G_END_DECLS

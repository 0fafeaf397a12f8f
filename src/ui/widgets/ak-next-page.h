/* ak-next-page.h: the bar at the end of a page that leads on to the next
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

GtkWidget *ak_next_page_bar_new (const char *next_title,
                                 int         next_index);

G_END_DECLS

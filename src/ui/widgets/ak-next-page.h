/* ak-next-page.h: the bar at the end of a page that leads on to the next
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define AK_TYPE_NEXT_PAGE_BAR (ak_next_page_bar_get_type ())

G_DECLARE_FINAL_TYPE (AkNextPageBar, ak_next_page_bar, AK, NEXT_PAGE_BAR, GtkWidget)

GtkWidget *ak_next_page_bar_new (const char *next_title,
                                 int         next_index);

G_END_DECLS

/* ak-page-commands.h: a page's own keys, also when its tab has the focus
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The page shown now, or NULL. */
typedef GtkWidget *(*AkShownPageFunc) (gpointer user_data);

GtkEventController *ak_page_commands_new (AkShownPageFunc shown_page,
                                          gpointer        user_data);

G_END_DECLS

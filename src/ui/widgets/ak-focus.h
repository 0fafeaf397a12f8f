/* ak-focus.h: focus moves the app makes, seen
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

gboolean ak_focus_visibly (GtkWidget *widget);

G_END_DECLS

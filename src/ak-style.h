/* ak-style.h: follow the desktop's light or dark preference
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void     ak_style_follow_desktop       (GtkSettings *settings);
gboolean ak_style_color_scheme_is_dark (GVariant    *value);

G_END_DECLS

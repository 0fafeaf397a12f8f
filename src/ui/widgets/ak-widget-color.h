/* ak-widget-color.h: a widget's theme colour as the renderers' AkColor
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ak-color.h"

G_BEGIN_DECLS

AkColor ak_widget_get_color (GtkWidget *widget);

G_END_DECLS

/* ak-roofline-chart.h: the interactive roofline chart
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ak-roofline-renderer.h"

G_BEGIN_DECLS

#define AK_TYPE_ROOFLINE_CHART (ak_roofline_chart_get_type ())

G_DECLARE_FINAL_TYPE (AkRooflineChart, ak_roofline_chart, AK, ROOFLINE_CHART, GtkWidget)

GtkWidget          *ak_roofline_chart_new          (void);
AkRooflineRenderer *ak_roofline_chart_get_renderer (AkRooflineChart *self);

G_END_DECLS

/* ak-chart-view.h: any chart painter as an interactive widget
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ak-chart-painter.h"

G_BEGIN_DECLS

#define AK_TYPE_CHART_VIEW (ak_chart_view_get_type ())

G_DECLARE_FINAL_TYPE (AkChartView, ak_chart_view, AK, CHART_VIEW, GtkWidget)

GtkWidget      *ak_chart_view_new             (AkChartPainter *painter,
                                               const char     *label);
GtkWidget      *ak_chart_view_scroll          (AkChartView    *self);
AkChartPainter *ak_chart_view_get_painter     (AkChartView    *self);
void            ak_chart_view_set_pick        (AkChartView    *self,
                                               AkChartPick     how,
                                               double          radius);
void            ak_chart_view_set_aspect      (AkChartView    *self,
                                               double          height_per_width,
                                               int             min_height);
int             ak_chart_view_get_selected    (AkChartView    *self);
void            ak_chart_view_set_selected    (AkChartView    *self,
                                               int             index);
void            ak_chart_view_changed         (AkChartView    *self);
const char     *ak_chart_view_get_description (AkChartView    *self);

void            ak_chart_view_paint           (GtkWidget      *widget,
                                               GtkSnapshot    *snapshot,
                                               AkChartPainter *painter);
int             ak_chart_view_key_steps       (guint           keyval,
                                               GdkModifierType state,
                                               gboolean        vertical);
void            ak_chart_view_update_description (GtkWidget   *chart,
                                                  char       **cache,
                                                  char        *description);

G_END_DECLS

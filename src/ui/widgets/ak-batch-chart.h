/* ak-batch-chart.h: the batch explorer's chart as a widget
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ak-batch-renderer.h"

G_BEGIN_DECLS

#define AK_TYPE_BATCH_CHART_VIEW (ak_batch_chart_view_get_type ())

G_DECLARE_FINAL_TYPE (AkBatchChartView, ak_batch_chart_view, AK, BATCH_CHART_VIEW, GtkWidget)

GtkWidget          *ak_batch_chart_view_new             (void);
void                ak_batch_chart_view_set_sweep       (AkBatchChartView       *self,
                                                    const AkBatchSweep *sweep);
const AkBatchSweep *ak_batch_chart_view_get_sweep       (AkBatchChartView       *self);
AkBatchRenderer    *ak_batch_chart_view_get_renderer    (AkBatchChartView       *self);
guint               ak_batch_chart_view_get_selected    (AkBatchChartView       *self);
void                ak_batch_chart_view_set_selected    (AkBatchChartView       *self,
                                                    guint               index);
const char         *ak_batch_chart_view_get_description (AkBatchChartView       *self);

G_END_DECLS

/* ak-chart-export.h: a page's Export Chart, one way for every chart
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ak-chart-painter.h"
#include "ak-file-chooser.h"
#include "ak-page-context.h"

G_BEGIN_DECLS

gboolean ak_chart_export_write (AkChartPainter   *painter,
                                GFile            *file,
                                GtkLabel         *status,
                                AkPageContext    *context,
                                GError          **error);
void     ak_chart_export_ask   (GtkWidget        *page,
                                const char       *suggested_name,
                                AkFileChosenFunc  write);
void     ak_chart_export_close (GtkWidget        *page);

G_END_DECLS

/* ak-chart-file.h: any chart into a PNG, SVG or PDF file
 *
 * Needs no display: only Cairo image, SVG and PDF surfaces.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>
#include <gio/gio.h>

#include "ak-chart-painter.h"

G_BEGIN_DECLS

/* PNG files get this many pixels per point. */
#define AK_CHART_FILE_PNG_SCALE 2

/**
 * AkChartFileDraw:
 * @cr: where to draw, in points
 * @width: the chart's width, points
 * @height: the chart's height, points
 * @user_data: the data given to ak_chart_file_write()
 *
 * Draws a chart into (0, 0, @width, @height).
 */
typedef void (*AkChartFileDraw) (cairo_t  *cr,
                                 double    width,
                                 double    height,
                                 gpointer  user_data);

gboolean ak_chart_file_write (GFile            *file,
                              double            width,
                              double            height,
                              AkChartFileDraw   draw,
                              gpointer          user_data,
                              GError          **error);
gboolean ak_chart_file_export (GFile            *file,
                               AkChartPainter   *painter,
                               GError          **error);

G_END_DECLS

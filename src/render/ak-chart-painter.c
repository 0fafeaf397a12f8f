/* ak-chart-painter.c: what every chart's painter does
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ak-chart-painter.h"

G_DEFINE_INTERFACE (AkChartPainter, ak_chart_painter, G_TYPE_OBJECT)

static void
ak_chart_painter_default_init (AkChartPainterInterface *iface)
{
}

/**
 * ak_chart_painter_paint:
 * @self: a painter
 * @cr: where to draw, in user units (any device scale)
 * @width: the width to fill, user units
 * @height: the height to fill, user units
 * @colors: the palette (ak_chart_colors_init())
 * @for_export: draw as a document shows the chart: no selection ring,
 *   and whatever the painter adds for a file (a title, a fuller legend)
 *
 * Draws the chart into (0, 0, @width, @height) and keeps where it put
 * things (ak_chart_painter_get_layout()).
 */
void
ak_chart_painter_paint (AkChartPainter      *self,
                        cairo_t             *cr,
                        double               width,
                        double               height,
                        const AkChartColors *colors,
                        gboolean             for_export)
{
  g_return_if_fail (AK_IS_CHART_PAINTER (self));
  g_return_if_fail (cr != NULL && colors != NULL);

  AK_CHART_PAINTER_GET_IFACE (self)->paint (self, cr, width, height, colors, for_export);
}

/**
 * ak_chart_painter_get_layout:
 * @self: a painter
 *
 * Returns: (transfer none): the frame, axes and drawn points of the last
 *   paint; empty before the first and after the model changed
 */
const AkChartLayout *
ak_chart_painter_get_layout (AkChartPainter *self)
{
  g_return_val_if_fail (AK_IS_CHART_PAINTER (self), NULL);

  return AK_CHART_PAINTER_GET_IFACE (self)->get_layout (self);
}

/**
 * ak_chart_painter_describe:
 * @self: a painter
 *
 * Returns: (transfer full): what the chart shows, in words, for screen
 *   readers
 */
char *
ak_chart_painter_describe (AkChartPainter *self)
{
  g_return_val_if_fail (AK_IS_CHART_PAINTER (self), NULL);

  return AK_CHART_PAINTER_GET_IFACE (self)->describe (self);
}

/**
 * ak_chart_painter_get_export_size:
 * @self: a painter
 * @out_width: (out): an exported chart's width, points
 * @out_height: (out): its height, points
 */
void
ak_chart_painter_get_export_size (AkChartPainter *self,
                                  double         *out_width,
                                  double         *out_height)
{
  g_return_if_fail (AK_IS_CHART_PAINTER (self));
  g_return_if_fail (out_width != NULL && out_height != NULL);

  AK_CHART_PAINTER_GET_IFACE (self)->get_export_size (self, out_width, out_height);
}

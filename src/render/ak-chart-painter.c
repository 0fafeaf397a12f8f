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
 * ak_chart_painter_ensure_layout:
 * @self: a painter
 *
 * The kept layout, laid out first when it is empty (before the first
 * draw, or after the model changed): the painter draws into a recording
 * surface at the size of its last draw, or at its export size before any,
 * so that a description or a key press reads the layout the next draw
 * at that size will keep.
 *
 * Returns: (transfer none): the kept layout
 */
const AkChartLayout *
ak_chart_painter_ensure_layout (AkChartPainter *self)
{
  const AkChartLayout *layout;
  cairo_surface_t *surface;
  AkChartColors colors;
  double width, height;
  cairo_t *cr;

  g_return_val_if_fail (AK_IS_CHART_PAINTER (self), NULL);

  layout = ak_chart_painter_get_layout (self);
  if (!ak_chart_layout_is_empty (layout))
    return layout;
  ak_chart_layout_get_size (layout, &width, &height);
  if (!(width > 0 && height > 0))
    ak_chart_painter_get_export_size (self, &width, &height);
  ak_chart_colors_init_export (&colors);
  surface = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, NULL);
  cr = cairo_create (surface);
  ak_chart_painter_paint (self, cr, width, height, &colors, FALSE);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  return ak_chart_painter_get_layout (self);
}

/**
 * ak_chart_painter_describe:
 * @self: a painter
 *
 * What the chart shows, read from its kept layout (laid out first if
 * needed, ak_chart_painter_ensure_layout()): its axes as drawn, the
 * markers drawn and the drawn points, with their figures from the model.
 *
 * Returns: (transfer full): what the chart shows, in words, for screen
 *   readers
 */
char *
ak_chart_painter_describe (AkChartPainter *self)
{
  g_return_val_if_fail (AK_IS_CHART_PAINTER (self), NULL);

  ak_chart_painter_ensure_layout (self);
  return AK_CHART_PAINTER_GET_IFACE (self)->describe (self);
}

/**
 * ak_chart_painter_set_font:
 * @self: a painter
 * @font: the font of the chart's text (a widget's, from the theme)
 */
void
ak_chart_painter_set_font (AkChartPainter             *self,
                           const PangoFontDescription *font)
{
  g_return_if_fail (AK_IS_CHART_PAINTER (self) && font != NULL);

  AK_CHART_PAINTER_GET_IFACE (self)->set_font (self, font);
}

/**
 * ak_chart_painter_set_axis_settings:
 * @self: a painter
 * @settings: how to lay the axes out (copied); see
 *   ak_chart_axis_settings_check()
 *
 * Takes effect at the next draw, which refills the kept layout.
 */
void
ak_chart_painter_set_axis_settings (AkChartPainter            *self,
                                    const AkChartAxisSettings *settings)
{
  g_return_if_fail (AK_IS_CHART_PAINTER (self) && settings != NULL);
  g_return_if_fail (ak_chart_axis_settings_check (settings));

  AK_CHART_PAINTER_GET_IFACE (self)->set_axis_settings (self, settings);
}

/**
 * ak_chart_painter_set_selected:
 * @self: a painter
 * @index: a point's index in its model, or -1 for none
 *
 * Which point to draw and describe as selected; nothing for a chart
 * without a selection. The points stay where they are, so the kept
 * layout stays valid.
 */
void
ak_chart_painter_set_selected (AkChartPainter *self,
                               int             index)
{
  AkChartPainterInterface *iface;

  g_return_if_fail (AK_IS_CHART_PAINTER (self) && index >= -1);

  iface = AK_CHART_PAINTER_GET_IFACE (self);
  if (iface->set_selected != NULL)
    iface->set_selected (self, index);
}

/**
 * ak_chart_painter_get_pick_series:
 * @self: a painter
 *
 * Returns: the series of the kept layout that hover and keys choose from
 */
guint
ak_chart_painter_get_pick_series (AkChartPainter *self)
{
  AkChartPainterInterface *iface;

  g_return_val_if_fail (AK_IS_CHART_PAINTER (self), 0);

  iface = AK_CHART_PAINTER_GET_IFACE (self);
  return iface->get_pick_series != NULL ? iface->get_pick_series (self) : 0;
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

/* ak-chart-painter.h: what every chart's painter does
 *
 * The last stage of the chart pipeline: a painter draws its model into any
 * cairo_t (a widget's snapshot, a PNG, SVG or PDF, a test's image) and
 * keeps the layout of that draw (ak-chart-layout.h), which the widgets use
 * for hover, clicks and keys, and a description in words for screen
 * readers. ak_chart_file_export() writes any painter to a file.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>
#include <pango/pango.h>

#include "ak-chart-colors.h"
#include "ak-chart-layout.h"

G_BEGIN_DECLS

#define AK_TYPE_CHART_PAINTER (ak_chart_painter_get_type ())

G_DECLARE_INTERFACE (AkChartPainter, ak_chart_painter, AK, CHART_PAINTER, GObject)

/**
 * AkChartPainterInterface:
 * @paint: draws into (0, 0, width, height) of a cairo_t and refills the
 *   kept layout; for an export, as a document shows it (no selection)
 * @get_layout: the layout of the last paint
 * @describe: the chart in words
 * @get_export_size: the size an exported chart has, points
 * @set_font: the font of the chart's text
 * @set_axis_settings: how the axes are laid out; forgets the kept layout
 * @set_selected: (nullable): which point of the chart's pick series to
 *   draw and describe as selected, -1 for none; %NULL for a chart without
 *   a selection
 * @get_pick_series: (nullable): the series of the kept layout that hover
 *   and keys choose from; %NULL for series 0
 */
struct _AkChartPainterInterface
{
  GTypeInterface parent_iface;

  void                 (*paint)           (AkChartPainter      *self,
                                           cairo_t             *cr,
                                           double               width,
                                           double               height,
                                           const AkChartColors *colors,
                                           gboolean             for_export);
  const AkChartLayout *(*get_layout)      (AkChartPainter      *self);
  char                *(*describe)        (AkChartPainter      *self);
  void                 (*get_export_size) (AkChartPainter      *self,
                                           double              *out_width,
                                           double              *out_height);
  void                 (*set_font)        (AkChartPainter             *self,
                                           const PangoFontDescription *font);
  void                 (*set_axis_settings) (AkChartPainter            *self,
                                             const AkChartAxisSettings *settings);
  void                 (*set_selected)    (AkChartPainter      *self,
                                           int                  index);
  guint                (*get_pick_series) (AkChartPainter      *self);
};

void                 ak_chart_painter_paint           (AkChartPainter      *self,
                                                       cairo_t             *cr,
                                                       double               width,
                                                       double               height,
                                                       const AkChartColors *colors,
                                                       gboolean             for_export);
const AkChartLayout *ak_chart_painter_get_layout      (AkChartPainter      *self);
char                *ak_chart_painter_describe        (AkChartPainter      *self);
void                 ak_chart_painter_get_export_size (AkChartPainter      *self,
                                                       double              *out_width,
                                                       double              *out_height);

void                 ak_chart_painter_set_font        (AkChartPainter             *self,
                                                       const PangoFontDescription *font);
void                 ak_chart_painter_set_axis_settings (AkChartPainter            *self,
                                                         const AkChartAxisSettings *settings);
void                 ak_chart_painter_set_selected    (AkChartPainter      *self,
                                                       int                  index);
guint                ak_chart_painter_get_pick_series (AkChartPainter      *self);
const AkChartLayout *ak_chart_painter_ensure_layout   (AkChartPainter      *self);

G_END_DECLS

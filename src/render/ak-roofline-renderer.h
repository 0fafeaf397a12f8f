/* ak-roofline-renderer.h: draws a roofline chart into any cairo_t
 *
 * No GTK here: the same code draws the chart on screen, into PNG, SVG and
 * PDF, and in tests without a display. What is drawn is an AkRooflinePlot
 * (ak-roofline-plot.h): change the chart through ak_roofline_renderer_get_plot().
 * The renderer is an AkChartPainter: each draw keeps its layout (the data
 * area, the log axes and every point drawn) for hover, clicks and keys.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>
#include <pango/pango.h>

#include "ak-chart-painter.h"

#include "ak-roofline-plot.h"

G_BEGIN_DECLS

/**
 * AkRooflineSeries:
 * @AK_ROOFLINE_SERIES_POINTS: the plot's shown points; a point's index is
 *   its index in the plot
 *
 * The series the renderer keeps in its layout; its one panel has id 0.
 */
typedef enum {
  AK_ROOFLINE_SERIES_POINTS,
} AkRooflineSeries;

/* The exported chart's size in points (SVG, PDF); PNG doubles it in pixels. */
#define AK_ROOFLINE_EXPORT_WIDTH  960
#define AK_ROOFLINE_EXPORT_HEIGHT 600

#define AK_TYPE_ROOFLINE_RENDERER (ak_roofline_renderer_get_type ())

G_DECLARE_FINAL_TYPE (AkRooflineRenderer, ak_roofline_renderer, AK, ROOFLINE_RENDERER, GObject)

AkRooflineRenderer *ak_roofline_renderer_new              (void);
AkRooflinePlot     *ak_roofline_renderer_get_plot         (AkRooflineRenderer         *self);
void                ak_roofline_renderer_set_font         (AkRooflineRenderer         *self,
                                                           const PangoFontDescription *font);

int                 ak_roofline_renderer_get_selected     (AkRooflineRenderer         *self);
void                ak_roofline_renderer_set_selected     (AkRooflineRenderer         *self,
                                                           int                         index);
int                 ak_roofline_renderer_step_selection   (AkRooflineRenderer         *self,
                                                           int                         steps);

void                ak_roofline_renderer_draw             (AkRooflineRenderer         *self,
                                                           cairo_t                    *cr,
                                                           int                         width,
                                                           int                         height,
                                                           const AkChartColors        *colors);
const AkChartLayout *ak_roofline_renderer_get_layout       (AkRooflineRenderer         *self);

gboolean            ak_roofline_renderer_data_to_pixel    (AkRooflineRenderer         *self,
                                                           double                      intensity,
                                                           double                      flops,
                                                           double                     *out_x,
                                                           double                     *out_y);
int                 ak_roofline_renderer_pick             (AkRooflineRenderer         *self,
                                                           double                      x,
                                                           double                      y,
                                                           double                      radius);
const cairo_rectangle_t *
                    ak_roofline_renderer_get_label_boxes  (AkRooflineRenderer         *self,
                                                           guint                      *out_n_boxes);
gboolean            ak_roofline_renderer_get_point_label_box (AkRooflineRenderer      *self,
                                                              guint                    index,
                                                              cairo_rectangle_t       *out_box,
                                                              double                  *out_x,
                                                              double                  *out_y);
gboolean            ak_roofline_renderer_get_level_label_box (AkRooflineRenderer      *self,
                                                              guint                    index,
                                                              cairo_rectangle_t       *out_box);
guint               ak_roofline_renderer_get_n_ticks      (AkRooflineRenderer         *self);
void                ak_roofline_renderer_get_data_area    (AkRooflineRenderer         *self,
                                                           cairo_rectangle_t          *out_area);
gboolean            ak_roofline_renderer_get_title_box    (AkRooflineRenderer         *self,
                                                           cairo_rectangle_t          *out_box);
gboolean            ak_roofline_renderer_get_legend_box   (AkRooflineRenderer         *self,
                                                           cairo_rectangle_t          *out_box);

G_END_DECLS

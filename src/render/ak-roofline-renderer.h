/* ak-roofline-renderer.h: draws a roofline chart into any cairo_t
 *
 * No GTK here: the same code draws the chart on screen, into PNG, SVG and
 * PDF, and in tests without a display. What is drawn is an AkRooflinePlot
 * (ak-roofline-plot.h); the renderer's roof and point functions are thin
 * wrappers around the plot's, kept for the code that calls them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>
#include <pango/pango.h>

#include "ak-color.h"

#include "ak-roofline-plot.h"

G_BEGIN_DECLS

/**
 * AkColors:
 * @foreground: text, axes and grid
 * @background: filled behind the chart; alpha 0 draws no background
 * @roof: the selected accelerator's roof
 * @compare: the second accelerator's roof
 * @memory: points under the sloped (memory) roof
 * @compute: points under the flat (compute) roof
 * @accent: the ring around the selected point
 * @vector: the vector units' roof (operator view)
 */
typedef struct {
  AkColor foreground;
  AkColor background;
  AkColor roof;
  AkColor compare;
  AkColor memory;
  AkColor compute;
  AkColor accent;
  AkColor vector;
} AkColors;

#define AK_TYPE_ROOFLINE_RENDERER (ak_roofline_renderer_get_type ())

G_DECLARE_FINAL_TYPE (AkRooflineRenderer, ak_roofline_renderer, AK, ROOFLINE_RENDERER, GObject)

void                ak_roofline_colors_init               (AkColors           *colors,
                                                           const AkColor      *foreground,
                                                           const AkColor      *background);

AkRooflineRenderer *ak_roofline_renderer_new              (void);
AkRooflinePlot     *ak_roofline_renderer_get_plot         (AkRooflineRenderer         *self);
gboolean            ak_roofline_renderer_set_roof         (AkRooflineRenderer         *self,
                                                           AkRooflineRoof              roof,
                                                           const char                 *name,
                                                           double                      peak_flops,
                                                           double                      bandwidth_bytes_s,
                                                           GError                    **error);
void                ak_roofline_renderer_clear_roof       (AkRooflineRenderer         *self,
                                                           AkRooflineRoof              roof);
void                ak_roofline_renderer_clear_points     (AkRooflineRenderer         *self);
guint               ak_roofline_renderer_add_point        (AkRooflineRenderer         *self,
                                                           const char                 *label,
                                                           double                      flops,
                                                           double                      bytes,
                                                           gboolean                    emphasized);
gboolean            ak_roofline_renderer_set_scene        (AkRooflineRenderer         *self,
                                                           const AkPage               *page,
                                                           const AkRooflineScene      *scene,
                                                           GError                    **error);
void                ak_roofline_renderer_set_font         (AkRooflineRenderer         *self,
                                                           const PangoFontDescription *font);

guint               ak_roofline_renderer_get_n_points     (AkRooflineRenderer         *self);
guint               ak_roofline_renderer_get_n_hidden     (AkRooflineRenderer         *self);
gboolean            ak_roofline_renderer_get_point        (AkRooflineRenderer         *self,
                                                           guint                       index,
                                                           AkRooflinePointInfo        *out_info);
char               *ak_roofline_renderer_describe_point   (AkRooflineRenderer         *self,
                                                           guint                       index);
char               *ak_roofline_renderer_describe         (AkRooflineRenderer         *self);

int                 ak_roofline_renderer_get_selected     (AkRooflineRenderer         *self);
void                ak_roofline_renderer_set_selected     (AkRooflineRenderer         *self,
                                                           int                         index);
int                 ak_roofline_renderer_step_selection   (AkRooflineRenderer         *self,
                                                           int                         steps);

void                ak_roofline_renderer_draw             (AkRooflineRenderer         *self,
                                                           cairo_t                    *cr,
                                                           int                         width,
                                                           int                         height,
                                                           const AkColors     *colors);
void                ak_roofline_renderer_draw_export      (AkRooflineRenderer         *self,
                                                           cairo_t                    *cr,
                                                           int                         width,
                                                           int                         height,
                                                           const AkColors             *colors);

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
guint               ak_roofline_renderer_get_n_ticks      (AkRooflineRenderer         *self);
void                ak_roofline_renderer_get_data_area    (AkRooflineRenderer         *self,
                                                           cairo_rectangle_t          *out_area);
gboolean            ak_roofline_renderer_get_title_box    (AkRooflineRenderer         *self,
                                                           cairo_rectangle_t          *out_box);
gboolean            ak_roofline_renderer_get_legend_box   (AkRooflineRenderer         *self,
                                                           cairo_rectangle_t          *out_box);

G_END_DECLS

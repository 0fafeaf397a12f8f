/* ak-roofline-renderer.h: draws a roofline chart into any cairo_t
 *
 * No GTK here: the same code draws the chart on screen, into PNG, SVG and
 * PDF, and in tests without a display.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>
#include <pango/pango.h>

#include "ak-color.h"

#include "ak-lesson.h"

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
 */
typedef struct {
  AkColor foreground;
  AkColor background;
  AkColor roof;
  AkColor compare;
  AkColor memory;
  AkColor compute;
  AkColor accent;
} AkColors;

typedef enum {
  AK_ROOFLINE_ROOF_PRIMARY,
  AK_ROOFLINE_ROOF_COMPARE,
  AK_ROOFLINE_N_ROOFS
} AkRooflineRoof;

/**
 * AkRooflinePointInfo:
 * @label: (transfer none): the point's name
 * @flops: work of one step, FLOPs
 * @bytes: memory traffic of one step, bytes
 * @intensity: @flops ÷ @bytes, FLOP/byte
 * @attainable_flops: the primary roof at @intensity, FLOP/s
 * @bound: which roof limits the point
 * @step_seconds: the roofline's lower bound on one step, seconds
 * @shown: %FALSE when the point has no place on the log axes (zero or not
 *   finite, or no primary roof); such points are listed as not shown
 * @emphasized: the point is drawn larger (the user's own settings)
 */
typedef struct {
  const char *label;
  double      flops;
  double      bytes;
  double      intensity;
  double      attainable_flops;
  AkBound     bound;
  double      step_seconds;
  gboolean    shown;
  gboolean    emphasized;
} AkRooflinePointInfo;

/**
 * AkRooflineScene:
 * @accelerator: the accelerator whose roof is drawn
 * @compare: (nullable): a second accelerator to compare with
 * @model: the model whose workloads are placed
 * @precision: storage format of weights and KV cache
 * @batch_size: batch of the user's own prefill and decode points, >= 1
 * @prompt_tokens: prompt length of the user's prefill point and context of
 *   the user's decode point, >= 1
 *
 * What the roofline page shows: the lesson's workloads of @model and the
 * user's own prefill and decode, all recomputed at @precision.
 */
typedef struct {
  const AkAccelerator *accelerator;
  const AkAccelerator *compare;
  const AkModelSpec   *model;
  AkPrecision          precision;
  guint                batch_size;
  guint                prompt_tokens;
} AkRooflineScene;

#define AK_TYPE_ROOFLINE_RENDERER (ak_roofline_renderer_get_type ())

G_DECLARE_FINAL_TYPE (AkRooflineRenderer, ak_roofline_renderer, AK, ROOFLINE_RENDERER, GObject)

void                ak_roofline_scene_init_for_page       (AkRooflineScene            *scene,
                                                           const AkPage               *page);
void                ak_roofline_colors_init               (AkColors           *colors,
                                                           const AkColor      *foreground,
                                                           const AkColor      *background);

AkRooflineRenderer *ak_roofline_renderer_new              (void);
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

G_END_DECLS

/* ak-roofline-plot.h: what a roofline chart shows, as data
 *
 * Roofs, points and their bounds on log axes, and the queries a chart
 * needs; no Cairo, no GTK.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "ak-lesson.h"
#include "ak-log-axis.h"

G_BEGIN_DECLS

typedef enum {
  AK_ROOFLINE_ROOF_PRIMARY,
  AK_ROOFLINE_ROOF_COMPARE,
  AK_ROOFLINE_N_ROOFS
} AkRooflineRoof;

/**
 * AkRooflineRoofInfo:
 * @name: (transfer none): the accelerator's name
 * @peak_flops: the flat roof, FLOP/s
 * @bandwidth_bytes_s: the sloped roof, bytes/s
 * @ridge: where the two meet, @peak_flops ÷ @bandwidth_bytes_s, FLOP/byte
 * @measured_fp32: the roof is this computer's measured FP32 figure, not an
 *   accelerator's dense BF16 peak
 */
typedef struct {
  const char *name;
  double      peak_flops;
  double      bandwidth_bytes_s;
  double      ridge;
  gboolean    measured_fp32;
} AkRooflineRoofInfo;

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
 * AkRooflinePlotPoint:
 * @x: the point's intensity as a fraction of the x axis, 0 to 1
 * @y: the point's attainable FLOP/s as a fraction of the y axis, 0 at the
 *   bottom, 1 at the top
 * @bound: which roof limits the point
 * @shown: %FALSE when the point has no place on the axes; @x and @y are
 *   then 0
 * @emphasized: the point is drawn larger
 *
 * A point normalised to the plot's bounds: what a painter draws.
 */
typedef struct {
  double   x;
  double   y;
  AkBound  bound;
  gboolean shown;
  gboolean emphasized;
} AkRooflinePlotPoint;

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

#define AK_TYPE_ROOFLINE_PLOT (ak_roofline_plot_get_type ())

G_DECLARE_FINAL_TYPE (AkRooflinePlot, ak_roofline_plot, AK, ROOFLINE_PLOT, GObject)

void            ak_roofline_scene_init_for_page (AkRooflineScene       *scene,
                                                 const AkPage          *page);

AkRooflinePlot *ak_roofline_plot_new            (void);
gboolean        ak_roofline_plot_set_roof       (AkRooflinePlot        *self,
                                                 AkRooflineRoof         roof,
                                                 const char            *name,
                                                 double                 peak_flops,
                                                 double                 bandwidth_bytes_s,
                                                 GError               **error);
void            ak_roofline_plot_clear_roof     (AkRooflinePlot        *self,
                                                 AkRooflineRoof         roof);
gboolean        ak_roofline_plot_get_roof       (AkRooflinePlot        *self,
                                                 AkRooflineRoof         roof,
                                                 AkRooflineRoofInfo    *out_info);
void            ak_roofline_plot_clear_points   (AkRooflinePlot        *self);
guint           ak_roofline_plot_add_point      (AkRooflinePlot        *self,
                                                 const char            *label,
                                                 double                 flops,
                                                 double                 bytes,
                                                 gboolean               emphasized);
gboolean        ak_roofline_plot_set_scene      (AkRooflinePlot        *self,
                                                 const AkPage          *page,
                                                 const AkRooflineScene *scene,
                                                 GError               **error);

guint           ak_roofline_plot_get_n_points   (AkRooflinePlot        *self);
guint           ak_roofline_plot_get_n_hidden   (AkRooflinePlot        *self);
gboolean        ak_roofline_plot_get_point      (AkRooflinePlot        *self,
                                                 guint                  index,
                                                 AkRooflinePointInfo   *out_info);
void            ak_roofline_plot_get_bounds     (AkRooflinePlot        *self,
                                                 AkLogAxis             *out_x,
                                                 AkLogAxis             *out_y);
const AkRooflinePlotPoint *
                ak_roofline_plot_get_normalized (AkRooflinePlot        *self,
                                                 guint                 *out_n_points);
int             ak_roofline_plot_step           (AkRooflinePlot        *self,
                                                 int                    from,
                                                 int                    steps);

char           *ak_roofline_plot_describe_point (AkRooflinePlot        *self,
                                                 guint                  index);
char           *ak_roofline_plot_describe       (AkRooflinePlot        *self);

G_END_DECLS

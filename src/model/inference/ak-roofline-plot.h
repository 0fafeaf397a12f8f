/* ak-roofline-plot.h: what a roofline chart shows, as data
 *
 * Roofs, points and their bounds on log axes, and the queries a chart
 * needs; no Cairo, no GTK.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "ak-efficiency.h"

#include "ak-inference.h"
#include "ak-lesson.h"
#include "ak-log-axis.h"

G_BEGIN_DECLS

/**
 * AkRooflineRoof:
 * @AK_ROOFLINE_ROOF_PRIMARY: the chosen accelerator; points are placed
 *   against it
 * @AK_ROOFLINE_ROOF_COMPARE: a second accelerator, drawn dashed
 * @AK_ROOFLINE_ROOF_VECTOR: the primary accelerator's vector units (FP32,
 *   no matrix units), a lower flat roof on the same memory roof; points of
 *   vector work are placed against it (operator view)
 */
typedef enum {
  AK_ROOFLINE_ROOF_PRIMARY,
  AK_ROOFLINE_ROOF_COMPARE,
  AK_ROOFLINE_ROOF_VECTOR,
  AK_ROOFLINE_N_ROOFS
} AkRooflineRoof;

/**
 * AkRooflineGroup:
 * @AK_ROOFLINE_GROUP_WORKLOAD: a whole step of a workload
 * @AK_ROOFLINE_GROUP_PREFILL: one operator of a prefill step
 * @AK_ROOFLINE_GROUP_DECODE: one operator of a decode step
 *
 * What a point stands for; operators of prefill are drawn filled, those
 * of decode hollow.
 */
typedef enum {
  AK_ROOFLINE_GROUP_WORKLOAD,
  AK_ROOFLINE_GROUP_PREFILL,
  AK_ROOFLINE_GROUP_DECODE,
} AkRooflineGroup;

/**
 * AkRooflineRoofInfo:
 * @name: (transfer none): the accelerator's name
 * @peak_flops: the flat roof, FLOP/s
 * @bandwidth_bytes_s: the sloped roof, bytes/s
 * @ridge: where the two meet, @peak_flops ÷ @bandwidth_bytes_s, FLOP/byte
 * @measured_fp32: the roof is this computer's measured FP32 figure, not an
 *   accelerator's dense peak
 * @peak_case: which of the accelerator's peaks @peak_flops is (see
 *   ak_inference_machine_for_accelerator()); %AK_PEAK_CASE_BF16 unless the
 *   scene says otherwise
 */
typedef struct {
  const char *name;
  double      peak_flops;
  double      bandwidth_bytes_s;
  double      ridge;
  gboolean    measured_fp32;
  AkPeakCase  peak_case;
} AkRooflineRoofInfo;

/**
 * AkRooflinePointInfo:
 * @label: (transfer none): the point's name
 * @flops: work of one step, FLOPs
 * @bytes: memory traffic of one step, bytes
 * @intensity: @flops ÷ @bytes, FLOP/byte
 * @attainable_flops: the point's roof at @intensity, FLOP/s: the primary
 *   roof, or the vector roof for vector work when that roof is set
 * @bound: which roof limits the point
 * @step_seconds: the roofline's lower bound on one step, seconds
 * @shown: %FALSE when the point has no place on the log axes (zero or not
 *   finite, or no primary roof); such points are listed as not shown
 * @emphasized: the point is drawn larger (the user's own settings)
 * @group: a whole workload, or an operator of prefill or decode
 * @vector_unit: the work runs on the vector units: placed against
 *   %AK_ROOFLINE_ROOF_VECTOR when that roof is set
 * @warning: (transfer none) (nullable): that the workload does not fit
 *   the primary accelerator's memory, and on how many chips it would
 *   (ak_chips_fit_describe()); set by a scene with a lesson
 */
typedef struct {
  const char     *label;
  double          flops;
  double          bytes;
  double          intensity;
  double          attainable_flops;
  AkBound         bound;
  double          step_seconds;
  gboolean        shown;
  gboolean        emphasized;
  AkRooflineGroup group;
  gboolean        vector_unit;
  const char     *warning;
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
 * @group: what the point stands for; decode operators are drawn hollow
 *
 * A point normalised to the plot's bounds: what a painter draws.
 */
typedef struct {
  double          x;
  double          y;
  AkBound         bound;
  gboolean        shown;
  gboolean        emphasized;
  AkRooflineGroup group;
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
 * @operator_workload: (nullable): %NULL for the workloads view; otherwise
 *   the operator view of one workload: a workload id of the page, or
 *   %AK_ROOFLINE_SCENE_YOURS for the user's own batch and prompt (see
 *   ak_roofline_scene_set_operator_view())
 * @lesson: (nullable): the lesson, for the accelerator's link and the page
 *   on many chips: with it, a workload that does not fit the accelerator
 *   says so (ak_roofline_plot_set_scene()); %NULL checks nothing
 * @chips: the chips the workloads run on, for whether they fit
 *   (ak_chips_fit_check()); 0 or 1 for one
 *
 * What the roofline page shows: the lesson's workloads of @model and the
 * user's own prefill and decode, all recomputed at @precision (weights and
 * KV cache; the arithmetic as ak_inference_default_compute() says); or one
 * workload's operators, of prefill and of decode side by side.
 */
typedef struct {
  const AkAccelerator *accelerator;
  const AkAccelerator *compare;
  const AkModelSpec   *model;
  AkPrecision          precision;
  guint                batch_size;
  guint                prompt_tokens;
  const char          *operator_workload;
  AkLesson            *lesson;
  guint                chips;
} AkRooflineScene;

/**
 * AkRooflineUnits:
 * @AK_ROOFLINE_UNITS_FLOP: work in FLOP, traffic in bytes: intensity in
 *   FLOP/byte, roofs in FLOP/s and bytes/s
 * @AK_ROOFLINE_UNITS_KITCHEN: the kitchen's own units: work in chops,
 *   traffic in ingredients fetched: intensity in chops per ingredient, roofs
 *   in chops/s and ingredients/s (see ak-kitchen-point.h)
 *
 * What a plot's numbers count; axis titles, labels and descriptions follow.
 */
typedef enum {
  AK_ROOFLINE_UNITS_FLOP,
  AK_ROOFLINE_UNITS_KITCHEN,
} AkRooflineUnits;

/* Most memory levels (ak_roofline_plot_add_level()) a plot draws. */
#define AK_ROOFLINE_MAX_LEVELS 8

/* The operator view's id for the user's own batch and prompt. */
#define AK_ROOFLINE_SCENE_YOURS "yours"

#define AK_TYPE_ROOFLINE_PLOT (ak_roofline_plot_get_type ())

G_DECLARE_FINAL_TYPE (AkRooflinePlot, ak_roofline_plot, AK, ROOFLINE_PLOT, GObject)

void            ak_roofline_scene_init_for_page (AkRooflineScene       *scene,
                                                 const AkPage          *page);
void            ak_roofline_scene_set_operator_view (AkRooflineScene   *scene,
                                                 const char            *workload_id);
gboolean        ak_roofline_scene_get_machine   (const AkRooflineScene *scene,
                                                 AkInferenceMachine    *out_machine,
                                                 GError               **error);
gboolean        ak_roofline_scene_get_peak_case (const AkRooflineScene *scene,
                                                 AkPeakCase            *out_case);
const char     *ak_roofline_scene_describe_peak_case (const AkRooflineScene *scene);

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
gboolean        ak_roofline_plot_add_level      (AkRooflinePlot        *self,
                                                 AkRooflineRoof         roof,
                                                 const char            *name,
                                                 double                 bandwidth_bytes_s,
                                                 GError               **error);
void            ak_roofline_plot_clear_levels   (AkRooflinePlot        *self);
gboolean        ak_roofline_plot_get_level      (AkRooflinePlot        *self,
                                                 guint                  index,
                                                 AkRooflineRoofInfo    *out_info,
                                                 AkRooflineRoof        *out_roof);
gboolean        ak_roofline_plot_set_link       (AkRooflinePlot        *self,
                                                 const char            *name,
                                                 double                 bandwidth_bytes_s,
                                                 guint                  chips,
                                                 GError               **error);
void            ak_roofline_plot_clear_link     (AkRooflinePlot        *self);
gboolean        ak_roofline_plot_get_link       (AkRooflinePlot        *self,
                                                 AkRooflineRoofInfo    *out_info,
                                                 guint                 *out_chips);
void            ak_roofline_plot_clear_points   (AkRooflinePlot        *self);
guint           ak_roofline_plot_add_point      (AkRooflinePlot        *self,
                                                 const char            *label,
                                                 double                 flops,
                                                 double                 bytes,
                                                 gboolean               emphasized);
guint           ak_roofline_plot_add_operator   (AkRooflinePlot        *self,
                                                 const char            *label,
                                                 AkRooflineGroup        group,
                                                 gboolean               vector_unit,
                                                 double                 flops,
                                                 double                 bytes);
const char     *ak_roofline_plot_get_title      (AkRooflinePlot        *self);
void            ak_roofline_plot_set_warning    (AkRooflinePlot        *self,
                                                 const char            *warning);
const char     *ak_roofline_plot_get_warning    (AkRooflinePlot        *self);
void            ak_roofline_plot_set_point_warning (AkRooflinePlot     *self,
                                                 guint                  index,
                                                 const char            *warning);
void            ak_roofline_plot_set_units      (AkRooflinePlot        *self,
                                                 AkRooflineUnits        units);
AkRooflineUnits ak_roofline_plot_get_units      (AkRooflinePlot        *self);
const char     *ak_roofline_roof_precision_name (AkPeakCase             peak_case);
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
char           *ak_roofline_plot_describe_roofs (AkRooflinePlot        *self);
char           *ak_roofline_plot_describe_drawn (AkRooflinePlot        *self,
                                                 const gboolean        *drawn);

void             ak_roofline_plot_set_efficiency (AkRooflinePlot     *self,
                                                  const AkEfficiency *efficiency);
gboolean         ak_roofline_plot_get_efficiency (AkRooflinePlot     *self,
                                                  AkEfficiency       *out);

G_END_DECLS

/* ak-roofline-plot.c: what a roofline chart shows, as data
 *
 * The model of the chart pipeline (series -> normalised series -> layer,
 * as in Sysprof's charts): points are stored as work and traffic per step
 * and placed against the primary roof with ak-roofline; the bounds are
 * whole decades around roofs and points (ak-log-axis), and every point is
 * normalised to them once per change, so a painter only scales fractions
 * to its data area. Nothing here draws.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "ak-roofline-plot-private.h"

typedef struct {
  char           *label;
  double          flops;
  double          bytes;
  gboolean        emphasized;
  AkRooflineGroup group;
  gboolean        vector_unit;
  /* derived from the primary (or vector) roof */
  gboolean shown;
  double   intensity;
  double   attainable;
  double   step_seconds;
  AkBound  bound;
} Point;

typedef struct {
  char    *name;          /* NULL when there is no roof */
  double   peak;          /* FLOP/s */
  double   bandwidth;     /* bytes/s */
  double   ridge;         /* FLOP/byte */
  gboolean measured_fp32; /* this computer's CPU, not a datasheet peak */
  AkPeakCase peak_case;   /* which peak of the datasheet */
} Roof;

typedef struct {
  char           *name;       /* "L1", "L2", "L3", "DRAM" */
  AkRooflineRoof  roof;       /* the roof whose peak it meets */
  double          bandwidth;  /* bytes/s */
} Level;

struct _AkRooflinePlot
{
  GObject    parent_instance;

  Roof       roofs[AK_ROOFLINE_N_ROOFS];
  Level      levels[AK_ROOFLINE_MAX_LEVELS];
  guint      n_levels;
  GArray    *points;     /* Point */
  char      *title;      /* what the plot shows, for exports; NULL if none */
  AkRooflineUnits units; /* what the numbers count */
  guint      frozen;     /* > 0 while a batch of changes is made */

  /* derived, NULL or stale until asked for */
  GArray    *order;      /* guint: shown points by intensity */
  GArray    *normalized; /* AkRooflinePlotPoint */
  AkLogAxis  x_axis;
  AkLogAxis  y_axis;
};

G_DEFINE_FINAL_TYPE (AkRooflinePlot, ak_roofline_plot, G_TYPE_OBJECT)

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
point_clear (gpointer data)
{
  Point *point = data;

  g_clear_pointer (&point->label, g_free);
}

/* The roof a point is placed against: the vector roof for vector work
 * when that roof is set, else the primary one. */
static const Roof *
roof_for (const AkRooflinePlot *self,
          const Point          *point)
{
  const Roof *vector = &self->roofs[AK_ROOFLINE_ROOF_VECTOR];

  return point->vector_unit && vector->name != NULL ? vector : &self->roofs[AK_ROOFLINE_ROOF_PRIMARY];
}

/* Places @point against @roof with the roofline formulas. */
static void
point_update (const Roof *roof,
              Point      *point)
{
  point->shown = FALSE;
  point->intensity = point->flops / point->bytes;

  if (roof->name == NULL || !ak_log_axis_can_place (point->intensity))
    return;

  point->shown =
    ak_roofline_attainable_flops (roof->peak, roof->bandwidth, point->intensity,
                                  &point->attainable, NULL) &&
    point->attainable > 0 &&
    ak_roofline_bound (roof->peak, roof->bandwidth, point->intensity,
                       &point->bound, NULL) &&
    ak_roofline_step_time (point->flops, point->bytes, roof->peak, roof->bandwidth,
                           &point->step_seconds, NULL);
}

static const Point *
point_at (AkRooflinePlot *self,
          guint           index)
{
  return &g_array_index (self->points, Point, index);
}

static void
changed (AkRooflinePlot *self)
{
  g_clear_pointer (&self->order, g_array_unref);
  g_clear_pointer (&self->normalized, g_array_unref);
  if (self->frozen == 0)
    g_signal_emit (self, signals[CHANGED], 0);
}

static void
update_points (AkRooflinePlot *self)
{
  for (guint i = 0; i < self->points->len; i++)
    {
      Point *point = &g_array_index (self->points, Point, i);

      point_update (roof_for (self, point), point);
    }
}

/**
 * ak_roofline_plot_new:
 *
 * Returns: (transfer full): a plot with no roof and no points
 */
AkRooflinePlot *
ak_roofline_plot_new (void)
{
  return g_object_new (AK_TYPE_ROOFLINE_PLOT, NULL);
}

/**
 * ak_roofline_plot_set_roof:
 * @self: a plot
 * @roof: which roof to set
 * @name: the accelerator's name, for the roof's label
 * @peak_flops: peak dense compute, FLOP/s (the flat roof)
 * @bandwidth_bytes_s: peak memory bandwidth, bytes/s (the sloped roof)
 * @error: an %AK_ROOFLINE_ERROR_DOMAIN error when a figure is not positive
 *   and finite or larger than %AK_ROOFLINE_MAX_INPUT
 *
 * Sets a roof. The points are placed against the primary roof (vector
 * work against %AK_ROOFLINE_ROOF_VECTOR when it is set). The roof's peak
 * case is reset to %AK_PEAK_CASE_BF16.
 *
 * Returns: %TRUE on success; on error the roof is unchanged
 */
gboolean
ak_roofline_plot_set_roof (AkRooflinePlot  *self,
                           AkRooflineRoof   roof,
                           const char      *name,
                           double           peak_flops,
                           double           bandwidth_bytes_s,
                           GError         **error)
{
  double ridge;

  g_return_val_if_fail (AK_IS_ROOFLINE_PLOT (self), FALSE);
  g_return_val_if_fail ((guint) roof < AK_ROOFLINE_N_ROOFS, FALSE);
  g_return_val_if_fail (name != NULL, FALSE);

  if (!ak_roofline_ridge_point (peak_flops, bandwidth_bytes_s, &ridge, error))
    return FALSE;

  g_free (self->roofs[roof].name);
  self->roofs[roof] = (Roof) { g_strdup (name), peak_flops, bandwidth_bytes_s, ridge, FALSE,
                              AK_PEAK_CASE_BF16 };
  if (roof != AK_ROOFLINE_ROOF_COMPARE)
    update_points (self);
  changed (self);

  return TRUE;
}

/**
 * ak_roofline_plot_clear_roof:
 * @self: a plot
 * @roof: which roof to remove; without a primary roof no point is shown
 */
void
ak_roofline_plot_clear_roof (AkRooflinePlot *self,
                             AkRooflineRoof  roof)
{
  g_return_if_fail (AK_IS_ROOFLINE_PLOT (self));
  g_return_if_fail ((guint) roof < AK_ROOFLINE_N_ROOFS);

  g_clear_pointer (&self->roofs[roof].name, g_free);
  if (roof != AK_ROOFLINE_ROOF_COMPARE)
    update_points (self);
  changed (self);
}

/**
 * ak_roofline_plot_get_roof:
 * @self: a plot
 * @roof: which roof
 * @out_info: (out) (optional): the roof; its name belongs to @self
 *
 * Returns: %TRUE if @roof is set
 */
gboolean
ak_roofline_plot_get_roof (AkRooflinePlot     *self,
                           AkRooflineRoof      roof,
                           AkRooflineRoofInfo *out_info)
{
  const Roof *r;

  g_return_val_if_fail (AK_IS_ROOFLINE_PLOT (self), FALSE);
  g_return_val_if_fail ((guint) roof < AK_ROOFLINE_N_ROOFS, FALSE);

  r = &self->roofs[roof];
  if (r->name == NULL)
    return FALSE;

  if (out_info != NULL)
    *out_info = (AkRooflineRoofInfo) { r->name, r->peak, r->bandwidth, r->ridge, r->measured_fp32,
                                       r->peak_case };
  return TRUE;
}

/* ---- the cache ladder ------------------------------------------------------ */

/**
 * ak_roofline_plot_add_level:
 * @self: a plot
 * @roof: the roof (set) whose flat peak the level's sloped roof meets
 * @name: the level's label, e.g. "L1" or "DRAM"
 * @bandwidth_bytes_s: the level's bandwidth, bytes/s
 * @error: an %AK_ROOFLINE_ERROR_DOMAIN error when @roof is not set, the
 *   bandwidth is not positive and finite or above %AK_ROOFLINE_MAX_INPUT,
 *   or %AK_ROOFLINE_MAX_LEVELS levels are set already
 *
 * Adds one level of a cache-aware roofline (Ilic, Pratas and Sousa, IEEE
 * CAL 2014): a sloped roof of @bandwidth_bytes_s that meets @roof's peak
 * at @roof's peak ÷ @bandwidth_bytes_s FLOP/byte. Points are still placed
 * against the primary roof. ak_roofline_plot_set_scene() removes them.
 *
 * Returns: %TRUE on success; on error nothing changes
 */
gboolean
ak_roofline_plot_add_level (AkRooflinePlot  *self,
                            AkRooflineRoof   roof,
                            const char      *name,
                            double           bandwidth_bytes_s,
                            GError         **error)
{
  double ridge;

  g_return_val_if_fail (AK_IS_ROOFLINE_PLOT (self), FALSE);
  g_return_val_if_fail ((guint) roof < AK_ROOFLINE_N_ROOFS, FALSE);
  g_return_val_if_fail (name != NULL, FALSE);

  if (self->n_levels >= AK_ROOFLINE_MAX_LEVELS)
    {
      g_set_error (error, AK_ROOFLINE_ERROR, AK_ROOFLINE_ERROR_DOMAIN,
                   "at most %u memory levels can be drawn", AK_ROOFLINE_MAX_LEVELS);
      return FALSE;
    }
  if (self->roofs[roof].name == NULL)
    {
      g_set_error (error, AK_ROOFLINE_ERROR, AK_ROOFLINE_ERROR_DOMAIN,
                   "memory level %s: its roof is not set", name);
      return FALSE;
    }
  if (!ak_roofline_ridge_point (self->roofs[roof].peak, bandwidth_bytes_s, &ridge, error))
    return FALSE;

  self->levels[self->n_levels++] = (Level) { g_strdup (name), roof, bandwidth_bytes_s };
  changed (self);
  return TRUE;
}

/**
 * ak_roofline_plot_clear_levels:
 * @self: a plot
 *
 * Removes every level ak_roofline_plot_add_level() added.
 */
void
ak_roofline_plot_clear_levels (AkRooflinePlot *self)
{
  g_return_if_fail (AK_IS_ROOFLINE_PLOT (self));

  if (self->n_levels == 0)
    return;
  for (guint i = 0; i < self->n_levels; i++)
    g_clear_pointer (&self->levels[i].name, g_free);
  self->n_levels = 0;
  changed (self);
}

/**
 * ak_roofline_plot_get_level:
 * @self: a plot
 * @index: a level, nearest the cores first as added
 * @out_info: (out) (optional): the level as a roof: its name, its roof's
 *   peak, its bandwidth and where the two meet; strings belong to @self
 * @out_roof: (out) (optional): the roof it belongs to
 *
 * Returns: %TRUE if @index is below the number of levels
 */
gboolean
ak_roofline_plot_get_level (AkRooflinePlot     *self,
                            guint               index,
                            AkRooflineRoofInfo *out_info,
                            AkRooflineRoof     *out_roof)
{
  const Level *level;
  const Roof *roof;

  g_return_val_if_fail (AK_IS_ROOFLINE_PLOT (self), FALSE);

  if (index >= self->n_levels)
    return FALSE;
  level = &self->levels[index];
  roof = &self->roofs[level->roof];
  if (out_info != NULL)
    *out_info = (AkRooflineRoofInfo) { level->name, roof->peak, level->bandwidth,
                                       roof->peak / level->bandwidth, roof->measured_fp32, roof->peak_case };
  if (out_roof != NULL)
    *out_roof = level->roof;
  return TRUE;
}

/**
 * ak_roofline_plot_clear_points:
 * @self: a plot
 */
void
ak_roofline_plot_clear_points (AkRooflinePlot *self)
{
  g_return_if_fail (AK_IS_ROOFLINE_PLOT (self));

  g_array_set_size (self->points, 0);
  changed (self);
}

static guint
append_point (AkRooflinePlot *self,
              const char     *label,
              Point          *point)
{
  point->label = g_strdup (label);
  point_update (roof_for (self, point), point);
  g_array_append_val (self->points, *point);
  changed (self);

  return self->points->len - 1;
}

/**
 * ak_roofline_plot_add_point:
 * @self: a plot
 * @label: the point's name
 * @flops: work of one step, FLOPs
 * @bytes: memory traffic of one step, bytes
 * @emphasized: draw the point larger
 *
 * Adds a workload. Its arithmetic intensity is @flops ÷ @bytes; a point
 * whose intensity is zero, negative or not finite is kept and listed as
 * not shown.
 *
 * Returns: the point's index
 */
guint
ak_roofline_plot_add_point (AkRooflinePlot *self,
                            const char     *label,
                            double          flops,
                            double          bytes,
                            gboolean        emphasized)
{
  Point point = { .flops = flops, .bytes = bytes, .emphasized = emphasized };

  g_return_val_if_fail (AK_IS_ROOFLINE_PLOT (self), 0);
  g_return_val_if_fail (label != NULL, 0);

  return append_point (self, label, &point);
}

/**
 * ak_roofline_plot_add_operator:
 * @self: a plot
 * @label: the point's name, e.g. "Decode · QKV projection"
 * @group: %AK_ROOFLINE_GROUP_PREFILL or %AK_ROOFLINE_GROUP_DECODE
 * @vector_unit: the operator runs on the vector units (norms, lookups):
 *   placed against %AK_ROOFLINE_ROOF_VECTOR when that roof is set
 * @flops: the operator's work in one step, FLOPs
 * @bytes: the operator's HBM traffic in one step, bytes
 *
 * Adds one operator of a step (see #AkOperatorCost), as
 * ak_roofline_plot_add_point() adds a workload.
 *
 * Returns: the point's index
 */
guint
ak_roofline_plot_add_operator (AkRooflinePlot  *self,
                               const char      *label,
                               AkRooflineGroup  group,
                               gboolean         vector_unit,
                               double           flops,
                               double           bytes)
{
  Point point = { .flops = flops, .bytes = bytes, .group = group, .vector_unit = !!vector_unit };

  g_return_val_if_fail (AK_IS_ROOFLINE_PLOT (self), 0);
  g_return_val_if_fail (label != NULL, 0);
  g_return_val_if_fail (group == AK_ROOFLINE_GROUP_PREFILL || group == AK_ROOFLINE_GROUP_DECODE, 0);

  return append_point (self, label, &point);
}

/**
 * ak_roofline_plot_get_title:
 * @self: a plot
 *
 * Returns: (transfer none) (nullable): what the plot shows in a line, for
 *   the title of an exported chart; set with a scene
 */
const char *
ak_roofline_plot_get_title (AkRooflinePlot *self)
{
  g_return_val_if_fail (AK_IS_ROOFLINE_PLOT (self), NULL);

  return self->title;
}

/**
 * ak_roofline_plot_set_units:
 * @self: a plot
 * @units: what its numbers count
 *
 * A scene (ak_roofline_plot_set_scene()) sets %AK_ROOFLINE_UNITS_FLOP,
 * the kitchen (ak_kitchen_point_fill_plot()) %AK_ROOFLINE_UNITS_KITCHEN.
 * Emits #AkRooflinePlot::changed when they change.
 */
void
ak_roofline_plot_set_units (AkRooflinePlot  *self,
                            AkRooflineUnits  units)
{
  g_return_if_fail (AK_IS_ROOFLINE_PLOT (self));
  g_return_if_fail (units == AK_ROOFLINE_UNITS_FLOP || units == AK_ROOFLINE_UNITS_KITCHEN);

  if (self->units == units)
    return;
  self->units = units;
  changed (self);
}

/**
 * ak_roofline_plot_get_units:
 * @self: a plot
 *
 * Returns: what the plot's numbers count; %AK_ROOFLINE_UNITS_FLOP unless set
 */
AkRooflineUnits
ak_roofline_plot_get_units (AkRooflinePlot *self)
{
  g_return_val_if_fail (AK_IS_ROOFLINE_PLOT (self), AK_ROOFLINE_UNITS_FLOP);

  return self->units;
}

/**
 * ak_roofline_roof_precision_name:
 * @peak_case: a roof's peak case
 *
 * Returns: (transfer none): the number format of the peak, for labels:
 *   "BF16", "FP8", "INT8" or "FP32" (format names, not translated)
 */
const char *
ak_roofline_roof_precision_name (AkPeakCase peak_case)
{
  switch (peak_case)
    {
    case AK_PEAK_CASE_FP8:
      return "FP8";
    case AK_PEAK_CASE_INT8:
      return "INT8";
    case AK_PEAK_CASE_FP32_VECTOR:
      return "FP32";
    case AK_PEAK_CASE_BF16:
    case AK_PEAK_CASE_WEIGHT_ONLY:
    case AK_PEAK_CASE_NOT_NATIVE:
    default:
      return "BF16";
    }
}

/* ---- for ak-roofline-scene (ak-roofline-plot-private.h) ----------------- */

/* Which peak of the datasheet a set roof is. */
void
ak_roofline_plot_set_peak_case (AkRooflinePlot *self,
                                AkRooflineRoof  roof,
                                AkPeakCase      peak_case)
{
  g_return_if_fail (AK_IS_ROOFLINE_PLOT (self));
  g_return_if_fail ((guint) roof < AK_ROOFLINE_N_ROOFS);

  self->roofs[roof].peak_case = peak_case;
}

/* The line an exported chart takes as its title; NULL for none. */
void
ak_roofline_plot_set_title (AkRooflinePlot *self,
                            const char     *title)
{
  g_return_if_fail (AK_IS_ROOFLINE_PLOT (self));

  g_free (self->title);
  self->title = g_strdup (title);
}

/* Changes until the matching ak_roofline_plot_thaw() emit no "changed". */
void
ak_roofline_plot_freeze (AkRooflinePlot *self)
{
  g_return_if_fail (AK_IS_ROOFLINE_PLOT (self));

  self->frozen++;
}

/* Emits one "changed" for the changes since ak_roofline_plot_freeze(). */
void
ak_roofline_plot_thaw (AkRooflinePlot *self)
{
  g_return_if_fail (AK_IS_ROOFLINE_PLOT (self));
  g_return_if_fail (self->frozen > 0);

  self->frozen--;
  changed (self);
}

/* Marks a set roof as this computer's measured FP32 figure. */
void
ak_roofline_plot_set_measured (AkRooflinePlot *self,
                               AkRooflineRoof  roof,
                               gboolean        measured_fp32)
{
  g_return_if_fail (AK_IS_ROOFLINE_PLOT (self));
  g_return_if_fail ((guint) roof < AK_ROOFLINE_N_ROOFS);

  self->roofs[roof].measured_fp32 = !!measured_fp32;
}

/* ---- queries -------------------------------------------------------------- */

/**
 * ak_roofline_plot_get_n_points:
 * @self: a plot
 *
 * Returns: the number of points, shown or not
 */
guint
ak_roofline_plot_get_n_points (AkRooflinePlot *self)
{
  g_return_val_if_fail (AK_IS_ROOFLINE_PLOT (self), 0);

  return self->points->len;
}

/**
 * ak_roofline_plot_get_n_hidden:
 * @self: a plot
 *
 * Returns: the number of points that have no place on the log axes
 */
guint
ak_roofline_plot_get_n_hidden (AkRooflinePlot *self)
{
  guint n = 0;

  g_return_val_if_fail (AK_IS_ROOFLINE_PLOT (self), 0);

  for (guint i = 0; i < self->points->len; i++)
    n += !point_at (self, i)->shown;

  return n;
}

/**
 * ak_roofline_plot_get_point:
 * @self: a plot
 * @index: a point's index
 * @out_info: (out): the point; its label belongs to @self
 *
 * Returns: %TRUE if @index is a point
 */
gboolean
ak_roofline_plot_get_point (AkRooflinePlot      *self,
                            guint                index,
                            AkRooflinePointInfo *out_info)
{
  const Point *point;

  g_return_val_if_fail (AK_IS_ROOFLINE_PLOT (self), FALSE);
  g_return_val_if_fail (out_info != NULL, FALSE);

  if (index >= self->points->len)
    return FALSE;

  point = point_at (self, index);
  *out_info = (AkRooflinePointInfo) {
    point->label, point->flops, point->bytes, point->intensity, point->attainable,
    point->bound, point->step_seconds, point->shown, point->emphasized,
    point->group, point->vector_unit,
  };
  return TRUE;
}

/* ---- bounds and the normalised series ------------------------------------ */

/* The x axis spans the shown intensities and the ridge points; the y axis
 * the attainable FLOP/s, the peaks and where each sloped roof enters at
 * the left edge. Empty axes default to 0.1-1,000 FLOP/byte and
 * 1 GFLOP/s-1 PFLOP/s. */
static void
compute_bounds (AkRooflinePlot *self)
{
  ak_log_axis_init (&self->x_axis);
  for (guint i = 0; i < self->points->len; i++)
    if (point_at (self, i)->shown)
      ak_log_axis_extend (&self->x_axis, point_at (self, i)->intensity);
  for (guint r = 0; r < AK_ROOFLINE_N_ROOFS; r++)
    if (self->roofs[r].name != NULL)
      ak_log_axis_extend (&self->x_axis, self->roofs[r].ridge);
  /* a memory level's slope shows a decade left of its ridge */
  for (guint i = 0; i < self->n_levels; i++)
    ak_log_axis_extend (&self->x_axis, self->roofs[self->levels[i].roof].peak / self->levels[i].bandwidth / 10);
  ak_log_axis_round (&self->x_axis, -1, 3);

  ak_log_axis_init (&self->y_axis);
  for (guint i = 0; i < self->points->len; i++)
    if (point_at (self, i)->shown)
      ak_log_axis_extend (&self->y_axis, point_at (self, i)->attainable);
  for (guint r = 0; r < AK_ROOFLINE_N_ROOFS; r++)
    if (self->roofs[r].name != NULL)
      {
        ak_log_axis_extend (&self->y_axis, self->roofs[r].peak);
        ak_log_axis_extend (&self->y_axis, self->roofs[r].bandwidth * pow (10, self->x_axis.lo));
      }
  for (guint i = 0; i < self->n_levels; i++)
    ak_log_axis_extend (&self->y_axis, self->levels[i].bandwidth * pow (10, self->x_axis.lo));
  ak_log_axis_round (&self->y_axis, 9, 15);
}

static void
normalize (AkRooflinePlot *self)
{
  compute_bounds (self);

  self->normalized = g_array_sized_new (FALSE, TRUE, sizeof (AkRooflinePlotPoint), self->points->len);
  for (guint i = 0; i < self->points->len; i++)
    {
      const Point *p = point_at (self, i);
      AkRooflinePlotPoint n = { 0, 0, p->bound, p->shown, p->emphasized, p->group };

      if (p->shown)
        {
          n.x = ak_log_axis_normalize_log (&self->x_axis, log10 (p->intensity));
          n.y = ak_log_axis_normalize_log (&self->y_axis, log10 (p->attainable));
        }
      g_array_append_val (self->normalized, n);
    }
}

/**
 * ak_roofline_plot_get_bounds:
 * @self: a plot
 * @out_x: (out) (optional): the x axis, arithmetic intensity, FLOP/byte
 * @out_y: (out) (optional): the y axis, attainable performance, FLOP/s
 *
 * The axes: whole decades around the roofs and the shown points, at least
 * two decades each (see ak_log_axis_round()).
 */
void
ak_roofline_plot_get_bounds (AkRooflinePlot *self,
                             AkLogAxis      *out_x,
                             AkLogAxis      *out_y)
{
  g_return_if_fail (AK_IS_ROOFLINE_PLOT (self));

  if (self->normalized == NULL)
    normalize (self);
  if (out_x != NULL)
    *out_x = self->x_axis;
  if (out_y != NULL)
    *out_y = self->y_axis;
}

/**
 * ak_roofline_plot_get_normalized:
 * @self: a plot
 * @out_n_points: (out): the number of points
 *
 * Every point normalised to the bounds of ak_roofline_plot_get_bounds(),
 * in the order they were added; computed once per change.
 *
 * Returns: (transfer none) (array length=out_n_points): the points, valid
 *   until @self changes
 */
const AkRooflinePlotPoint *
ak_roofline_plot_get_normalized (AkRooflinePlot *self,
                                 guint          *out_n_points)
{
  g_return_val_if_fail (AK_IS_ROOFLINE_PLOT (self), NULL);
  g_return_val_if_fail (out_n_points != NULL, NULL);

  if (self->normalized == NULL)
    normalize (self);
  *out_n_points = self->normalized->len;
  return (const AkRooflinePlotPoint *) (gpointer) self->normalized->data;
}

/* ---- moving between points ----------------------------------------------- */

static int
compare_by_intensity (gconstpointer a,
                      gconstpointer b,
                      gpointer      data)
{
  GArray *points = data;
  const Point *pa = &g_array_index (points, Point, *(const guint *) a);
  const Point *pb = &g_array_index (points, Point, *(const guint *) b);

  if (pa->intensity != pb->intensity)
    return pa->intensity < pb->intensity ? -1 : 1;
  return *(const guint *) a < *(const guint *) b ? -1 : 1;
}

static GArray *
get_order (AkRooflinePlot *self)
{
  if (self->order != NULL)
    return self->order;

  self->order = g_array_new (FALSE, FALSE, sizeof (guint));
  for (guint i = 0; i < self->points->len; i++)
    if (point_at (self, i)->shown)
      g_array_append_val (self->order, i);

  g_array_sort_with_data (self->order, compare_by_intensity, self->points);
  return self->order;
}

/**
 * ak_roofline_plot_step:
 * @self: a plot
 * @from: a point's index, or -1 for none
 * @steps: how many shown points to move, left to right by intensity;
 *   %G_MININT or %G_MAXINT go to the first or last point
 *
 * Which point is @steps shown points away from @from; from none (or a
 * point not shown) a move to the right starts at the first point and a
 * move to the left at the last. Stops at either end.
 *
 * Returns: a shown point's index, or -1 when no point is shown
 */
int
ak_roofline_plot_step (AkRooflinePlot *self,
                       int             from,
                       int             steps)
{
  GArray *order;
  gint64 position = -1;

  g_return_val_if_fail (AK_IS_ROOFLINE_PLOT (self), -1);

  order = get_order (self);
  if (order->len == 0)
    return -1;

  for (guint i = 0; from >= 0 && i < order->len; i++)
    if (g_array_index (order, guint, i) == (guint) from)
      position = i;

  if (position < 0)
    position = steps > 0 ? -1 : (gint64) order->len;

  position = CLAMP (position + (gint64) steps, 0, (gint64) order->len - 1);
  return g_array_index (order, guint, position);
}

/* ---- GObject --------------------------------------------------------------- */

static void
ak_roofline_plot_finalize (GObject *object)
{
  AkRooflinePlot *self = AK_ROOFLINE_PLOT (object);

  for (guint r = 0; r < AK_ROOFLINE_N_ROOFS; r++)
    g_clear_pointer (&self->roofs[r].name, g_free);
  for (guint i = 0; i < self->n_levels; i++)
    g_clear_pointer (&self->levels[i].name, g_free);
  g_clear_pointer (&self->points, g_array_unref);
  g_clear_pointer (&self->title, g_free);
  g_clear_pointer (&self->order, g_array_unref);
  g_clear_pointer (&self->normalized, g_array_unref);

  G_OBJECT_CLASS (ak_roofline_plot_parent_class)->finalize (object);
}

static void
ak_roofline_plot_class_init (AkRooflinePlotClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = ak_roofline_plot_finalize;

  /**
   * AkRooflinePlot::changed:
   *
   * Emitted when roofs or points change.
   */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
ak_roofline_plot_init (AkRooflinePlot *self)
{
  self->points = g_array_new (FALSE, TRUE, sizeof (Point));
  g_array_set_clear_func (self->points, point_clear);
}

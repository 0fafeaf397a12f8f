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

#include "ak-roofline-plot-state-private.h"

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
  g_clear_pointer (&point->warning, g_free);
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

/* ---- the link between chips ------------------------------------------------ */

/**
 * ak_roofline_plot_set_link:
 * @self: a plot
 * @name: the link's name, e.g. "NVLink 4 (H100, H200)"
 * @bandwidth_bytes_s: the link's bandwidth per chip, one direction, bytes/s
 * @chips: chips in the system, 2 or more
 * @error: an %AK_ROOFLINE_ERROR_DOMAIN error when the primary roof is not
 *   set, @chips is below 2 or the bandwidth is not positive and finite
 *
 * The third roof of a system of chips: a sloped roof of the link's
 * bandwidth under the primary roof's peak. Its x is FLOPs per byte a
 * chip sends over the link (not per byte of HBM), so its ridge point,
 * peak ÷ link bandwidth, is the work a chip must do per byte it sends for
 * the link not to be the bound: the roofline's rule (Williams, Waterman
 * and Patterson 2009) with the link's bytes in place of memory's.
 * ak_roofline_plot_set_scene() removes it.
 *
 * Returns: %TRUE on success; on error nothing changes
 */
gboolean
ak_roofline_plot_set_link (AkRooflinePlot  *self,
                           const char      *name,
                           double           bandwidth_bytes_s,
                           guint            chips,
                           GError         **error)
{
  double ridge;

  g_return_val_if_fail (AK_IS_ROOFLINE_PLOT (self), FALSE);
  g_return_val_if_fail (name != NULL, FALSE);

  if (self->roofs[AK_ROOFLINE_ROOF_PRIMARY].name == NULL || chips < 2)
    {
      g_set_error (error, AK_ROOFLINE_ERROR, AK_ROOFLINE_ERROR_DOMAIN,
                   "the link %s needs the primary roof and at least 2 chips", name);
      return FALSE;
    }
  if (!ak_roofline_ridge_point (self->roofs[AK_ROOFLINE_ROOF_PRIMARY].peak, bandwidth_bytes_s, &ridge, error))
    return FALSE;

  g_free (self->link.name);
  self->link = (Level) { g_strdup (name), AK_ROOFLINE_ROOF_PRIMARY, bandwidth_bytes_s };
  self->link_chips = chips;
  changed (self);
  return TRUE;
}

/**
 * ak_roofline_plot_clear_link:
 * @self: a plot
 *
 * Removes the link roof, for one chip.
 */
void
ak_roofline_plot_clear_link (AkRooflinePlot *self)
{
  g_return_if_fail (AK_IS_ROOFLINE_PLOT (self));

  if (self->link.name == NULL)
    return;
  g_clear_pointer (&self->link.name, g_free);
  self->link_chips = 0;
  changed (self);
}

/**
 * ak_roofline_plot_get_link:
 * @self: a plot
 * @out_info: (out) (optional): the link as a roof: its name, the primary
 *   peak, its bandwidth and its ridge point; strings belong to @self
 * @out_chips: (out) (optional): the system's chips
 *
 * Returns: %TRUE when a link roof is set
 */
gboolean
ak_roofline_plot_get_link (AkRooflinePlot     *self,
                           AkRooflineRoofInfo *out_info,
                           guint              *out_chips)
{
  const Roof *roof;

  g_return_val_if_fail (AK_IS_ROOFLINE_PLOT (self), FALSE);

  if (self->link.name == NULL)
    return FALSE;
  roof = &self->roofs[AK_ROOFLINE_ROOF_PRIMARY];
  if (out_info != NULL)
    *out_info = (AkRooflineRoofInfo) { self->link.name, roof->peak, self->link.bandwidth,
                                       roof->peak / self->link.bandwidth, roof->measured_fp32, roof->peak_case };
  if (out_chips != NULL)
    *out_chips = self->link_chips;
  return TRUE;
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
 * ak_roofline_plot_set_efficiency:
 * @self: a plot
 * @efficiency: (nullable): the estimate's factors, drawn as a dashed
 *   marker under each emphasized workload; %NULL for none (the default)
 *
 * Emits #AkRooflinePlot::changed.
 */
void
ak_roofline_plot_set_efficiency (AkRooflinePlot     *self,
                                 const AkEfficiency *efficiency)
{
  g_return_if_fail (AK_IS_ROOFLINE_PLOT (self));

  self->has_efficiency = efficiency != NULL;
  if (efficiency != NULL)
    self->efficiency = *efficiency;
  changed (self);
}

/**
 * ak_roofline_plot_get_efficiency:
 * @self: a plot
 * @out: (out): the factors, when set
 *
 * Returns: %TRUE if the plot has factors (ak_roofline_plot_set_efficiency())
 */
gboolean
ak_roofline_plot_get_efficiency (AkRooflinePlot *self,
                                 AkEfficiency   *out)
{
  g_return_val_if_fail (AK_IS_ROOFLINE_PLOT (self) && out != NULL, FALSE);

  if (self->has_efficiency)
    *out = self->efficiency;
  return self->has_efficiency;
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
    point->group, point->vector_unit, point->warning,
  };
  return TRUE;
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
  g_clear_pointer (&self->link.name, g_free);
  g_clear_pointer (&self->points, g_array_unref);
  g_clear_pointer (&self->title, g_free);
  g_clear_pointer (&self->warning, g_free);
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

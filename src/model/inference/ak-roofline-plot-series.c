/* ak-roofline-plot-series.c: the roofline plot's bounds, its normalised
 * series and stepping between its points, derived once per change
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "ak-roofline-plot-state-private.h"

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
  /* and so does the link's, with its ridge on the chart */
  if (self->link.name != NULL)
    {
      ak_log_axis_extend (&self->x_axis, self->roofs[AK_ROOFLINE_ROOF_PRIMARY].peak / self->link.bandwidth / 10);
      ak_log_axis_extend (&self->x_axis, self->roofs[AK_ROOFLINE_ROOF_PRIMARY].peak / self->link.bandwidth * 2);
    }
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
  if (self->link.name != NULL)
    ak_log_axis_extend (&self->y_axis, self->link.bandwidth * pow (10, self->x_axis.lo));
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


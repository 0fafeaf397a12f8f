/* ak-roofline-plot-warning.c: what a roofline plot must not be read
 * without: that a workload does not fit its accelerator's memory
 *
 * The scene sets them (ak_roofline_plot_set_scene() with a lesson, from
 * ak-chips-fit); the readout, the chart's description and exports say
 * them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ak-roofline-plot-private.h"
#include "ak-roofline-plot-state-private.h"

/**
 * ak_roofline_plot_set_warning:
 * @self: a plot
 * @warning: (nullable): a sentence the chart must not be read without
 *   (that the user's own workload does not fit, ak_chips_fit_describe()),
 *   shown under an export's title and read first in its description;
 *   %NULL for none. A new scene replaces it.
 *
 * Emits #AkRooflinePlot::changed when it changes.
 */
void
ak_roofline_plot_set_warning (AkRooflinePlot *self,
                              const char     *warning)
{
  g_return_if_fail (AK_IS_ROOFLINE_PLOT (self));

  if (g_strcmp0 (self->warning, warning) == 0)
    return;
  ak_roofline_plot_freeze (self);
  g_free (self->warning);
  self->warning = g_strdup (warning);
  ak_roofline_plot_thaw (self);
}

/**
 * ak_roofline_plot_get_warning:
 * @self: a plot
 *
 * Returns: (transfer none) (nullable): the warning of
 *   ak_roofline_plot_set_warning()
 */
const char *
ak_roofline_plot_get_warning (AkRooflinePlot *self)
{
  g_return_val_if_fail (AK_IS_ROOFLINE_PLOT (self), NULL);

  return self->warning;
}

/**
 * ak_roofline_plot_set_point_warning:
 * @self: a plot
 * @index: a point's index
 * @warning: (nullable): that the point's workload does not fit
 *   (ak_chips_fit_describe()), said with the point
 *   (ak_roofline_plot_describe_point()); %NULL for none
 *
 * Emits #AkRooflinePlot::changed.
 */
void
ak_roofline_plot_set_point_warning (AkRooflinePlot *self,
                                    guint           index,
                                    const char     *warning)
{
  Point *point;

  g_return_if_fail (AK_IS_ROOFLINE_PLOT (self));
  g_return_if_fail (index < self->points->len);

  ak_roofline_plot_freeze (self);
  point = &g_array_index (self->points, Point, index);
  g_free (point->warning);
  point->warning = g_strdup (warning);
  ak_roofline_plot_thaw (self);
}

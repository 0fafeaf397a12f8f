/* ak-kitchen-point.c: the kitchen's own place on the roofline
 *
 * The kitchen lives in its own units: work is chops, traffic is
 * ingredients fetched from the pantry, so its intensity is chops per
 * ingredient and its roofs are the cooks' chops per second and the
 * hallway's ingredients per second. This object holds the figures the
 * kitchen page last handed over (through the page context, when the
 * learner follows "See where this kitchen sits on the roofline"); the
 * roofline page plots them on axes titled in those units
 * (%AK_ROOFLINE_UNITS_KITCHEN), never mixed with FLOP and bytes.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "ak-format.h"
#include "ak-kitchen-point.h"
#include "ak-roofline-plot-private.h"

struct _AkKitchenPoint
{
  GObject          parent_instance;

  AkKitchenFigures figures;
  gboolean         set;
};

G_DEFINE_FINAL_TYPE (AkKitchenPoint, ak_kitchen_point, G_TYPE_OBJECT)

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
ak_kitchen_point_class_init (AkKitchenPointClass *klass)
{
  /**
   * AkKitchenPoint::changed:
   * @self: the kitchen point
   *
   * Emitted each time figures are handed over (ak_kitchen_point_set_from_sim()),
   * even unchanged ones: the learner asked to see the kitchen on the
   * roofline again.
   */
  signals[CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
ak_kitchen_point_init (AkKitchenPoint *self)
{
}

/**
 * ak_kitchen_figures_from_sim:
 * @sim: a kitchen simulation
 * @out_figures: (out): its roofs and its steady-state point
 * @error: an %AK_ROOFLINE_ERROR_DOMAIN error when a figure is out of range
 *   (the simulation clamps its settings, so only a broken one fails)
 *
 * Computes the kitchen's roofline from its settings: the roofs from the
 * cooks, their rate and the hallway; the point from the chops per
 * ingredient, at the throughput of the steady state, which is the
 * roofline formula (ak_roofline_attainable_flops() and
 * ak_roofline_ridge_point(), here in chops and ingredients; the
 * simulation reaches it once warm, as test-kitchen-sim checks).
 *
 * Returns: %TRUE on success
 */
gboolean
ak_kitchen_figures_from_sim (AkKitchenSim      *sim,
                             AkKitchenFigures  *out_figures,
                             GError           **error)
{
  AkKitchenFigures f = { 0 };

  g_return_val_if_fail (AK_IS_KITCHEN_SIM (sim), FALSE);
  g_return_val_if_fail (out_figures != NULL, FALSE);

  f.cooks = ak_kitchen_sim_get_cooks (sim);
  f.chops_per_second_per_cook = ak_kitchen_sim_get_chops_per_second_per_cook (sim);
  f.peak_chops_per_second = ak_kitchen_sim_get_peak_chops_per_second (sim);
  f.hallway_ingredients_per_second = ak_kitchen_sim_get_hallway_ingredients_per_second (sim);
  f.chops_per_ingredient = ak_kitchen_sim_get_chops_per_ingredient (sim);

  if (!ak_roofline_attainable_flops (f.peak_chops_per_second, f.hallway_ingredients_per_second,
                                     f.chops_per_ingredient, &f.chops_per_second, error) ||
      !ak_roofline_ridge_point (f.peak_chops_per_second, f.hallway_ingredients_per_second,
                                &f.ridge_chops_per_ingredient, error) ||
      !ak_roofline_bound (f.peak_chops_per_second, f.hallway_ingredients_per_second,
                          f.chops_per_ingredient, &f.bound, error))
    return FALSE;

  *out_figures = f;
  return TRUE;
}

/**
 * ak_kitchen_point_new:
 *
 * Returns: (transfer full): a kitchen point with no figures yet
 */
AkKitchenPoint *
ak_kitchen_point_new (void)
{
  return g_object_new (AK_TYPE_KITCHEN_POINT, NULL);
}

/**
 * ak_kitchen_point_set_from_sim:
 * @self: a kitchen point
 * @sim: the kitchen as the learner set it up
 * @error: see ak_kitchen_figures_from_sim()
 *
 * Takes @sim's figures (ak_kitchen_figures_from_sim()) and emits
 * #AkKitchenPoint::changed.
 *
 * Returns: %TRUE on success; on error nothing changes
 */
gboolean
ak_kitchen_point_set_from_sim (AkKitchenPoint  *self,
                               AkKitchenSim    *sim,
                               GError         **error)
{
  AkKitchenFigures figures;

  g_return_val_if_fail (AK_IS_KITCHEN_POINT (self), FALSE);

  if (!ak_kitchen_figures_from_sim (sim, &figures, error))
    return FALSE;

  self->figures = figures;
  self->set = TRUE;
  g_signal_emit (self, signals[CHANGED], 0);
  return TRUE;
}

/**
 * ak_kitchen_point_get_figures:
 * @self: a kitchen point
 * @out_figures: (out) (optional): the figures last handed over
 *
 * Returns: %TRUE once figures have been handed over
 */
gboolean
ak_kitchen_point_get_figures (AkKitchenPoint   *self,
                              AkKitchenFigures *out_figures)
{
  g_return_val_if_fail (AK_IS_KITCHEN_POINT (self), FALSE);

  if (self->set && out_figures != NULL)
    *out_figures = self->figures;
  return self->set;
}

/**
 * ak_kitchen_point_fill_plot:
 * @self: a kitchen point with figures
 * @plot: the plot to show it in
 * @error: an %AK_ROOFLINE_ERROR_DOMAIN error when a figure is out of range
 *
 * Replaces @plot's roofs, levels and points with the kitchen's: one roof
 * (the cooks' chops per second, the hallway's ingredients per second) and
 * one point, "This kitchen", of one ingredient's chops per ingredient
 * fetched, so its intensity is the kitchen's and its attainable rate the
 * steady-state chops per second. Sets %AK_ROOFLINE_UNITS_KITCHEN so axes,
 * labels and descriptions speak of chops and ingredients. Emits
 * #AkRooflinePlot::changed once.
 *
 * Returns: %TRUE on success
 */
gboolean
ak_kitchen_point_fill_plot (AkKitchenPoint  *self,
                            AkRooflinePlot  *plot,
                            GError         **error)
{
  const AkKitchenFigures *f = &self->figures;
  gboolean ok;

  g_return_val_if_fail (AK_IS_KITCHEN_POINT (self), FALSE);
  g_return_val_if_fail (AK_IS_ROOFLINE_PLOT (plot), FALSE);
  g_return_val_if_fail (self->set, FALSE);

  ak_roofline_plot_freeze (plot);
  ak_roofline_plot_clear_levels (plot);
  ak_roofline_plot_clear_points (plot);
  ak_roofline_plot_clear_roof (plot, AK_ROOFLINE_ROOF_COMPARE);
  ak_roofline_plot_clear_roof (plot, AK_ROOFLINE_ROOF_VECTOR);
  ak_roofline_plot_set_warning (plot, NULL);
  ak_roofline_plot_set_units (plot, AK_ROOFLINE_UNITS_KITCHEN);
  ok = ak_roofline_plot_set_roof (plot, AK_ROOFLINE_ROOF_PRIMARY, _("This kitchen"),
                                  f->peak_chops_per_second, f->hallway_ingredients_per_second, error);
  if (ok)
    ak_roofline_plot_add_point (plot, _("This kitchen"), f->chops_per_ingredient, 1, TRUE);
  ak_roofline_plot_set_title (plot, _("This kitchen, in chops and ingredients"));
  ak_roofline_plot_thaw (plot);

  return ok;
}

/* Kitchen figures as the kitchen page shows them: "1,024", "0.25". */
static char *
format_figure (double value)
{
  return ak_format_number_trimmed (value, 4);
}

static const char *
bound_text (AkBound bound)
{
  return bound == AK_BOUND_MEMORY ? _("memory-bound") : _("compute-bound");
}

/**
 * ak_kitchen_point_describe:
 * @self: a kitchen point
 *
 * Returns: (transfer full) (nullable): the kitchen's settings and roofs in
 *   one sentence, or %NULL before figures are handed over
 */
char *
ak_kitchen_point_describe (AkKitchenPoint *self)
{
  const AkKitchenFigures *f = &self->figures;
  g_autofree char *rate = NULL, *peak = NULL, *hallway = NULL, *ridge = NULL;

  g_return_val_if_fail (AK_IS_KITCHEN_POINT (self), NULL);

  if (!self->set)
    return NULL;

  rate = format_figure (f->chops_per_second_per_cook);
  peak = format_figure (f->peak_chops_per_second);
  hallway = format_figure (f->hallway_ingredients_per_second);
  ridge = format_figure (f->ridge_chops_per_ingredient);
  /* Translators: %1$u cooks, %2$s chops per second each, %3$s their total,
   * %4$s the hallway's ingredients per second, %5$s the ridge point */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "The kitchen from the kitchen page, in its own units: %1$u cook "
                                       "at %2$s chops per second makes a flat roof of %3$s chops per "
                                       "second; the hallway brings %4$s ingredients per second; the "
                                       "ridge point is at %5$s chops per ingredient.",
                                       "The kitchen from the kitchen page, in its own units: %1$u cooks "
                                       "at %2$s chops per second each make a flat roof of %3$s chops per "
                                       "second; the hallway brings %4$s ingredients per second; the "
                                       "ridge point is at %5$s chops per ingredient.",
                                       f->cooks),
                          f->cooks, rate, peak, hallway, ridge);
}

/**
 * ak_kitchen_plot_describe_point:
 * @plot: a plot in %AK_ROOFLINE_UNITS_KITCHEN
 * @index: a point's index
 *
 * Returns: (transfer full) (nullable): the point in words: its chops per
 *   ingredient, chops per second and bound; %NULL if @index is not a point
 */
char *
ak_kitchen_plot_describe_point (AkRooflinePlot *plot,
                                guint           index)
{
  g_autofree char *intensity = NULL, *rate = NULL;
  AkRooflinePointInfo point;

  if (!ak_roofline_plot_get_point (plot, index, &point))
    return NULL;

  intensity = format_figure (point.intensity);
  rate = format_figure (point.attainable_flops);
  /* Translators: a point on the kitchen's roofline: its name, chops per
   * ingredient, chops per second, "memory-bound" or "compute-bound" */
  return g_strdup_printf (_("%s: %s chops per ingredient, %s chops per second, %s"),
                          point.label, intensity, rate, bound_text (point.bound));
}

/**
 * ak_kitchen_plot_describe_roofs:
 * @plot: a plot in %AK_ROOFLINE_UNITS_KITCHEN
 *
 * Returns: (transfer full): the kitchen's roofs and ridge point in words;
 *   empty without roofs
 */
char *
ak_kitchen_plot_describe_roofs (AkRooflinePlot *plot)
{
  AkRooflineRoofInfo roof;
  g_autofree char *peak = NULL, *hallway = NULL, *ridge = NULL;

  if (!ak_roofline_plot_get_roof (plot, AK_ROOFLINE_ROOF_PRIMARY, &roof))
    return g_strdup ("");
  peak = format_figure (roof.peak_flops);
  hallway = format_figure (roof.bandwidth_bytes_s);
  ridge = format_figure (roof.ridge);
  /* Translators: ingredients per second, chops per second, chops per ingredient */
  return g_strdup_printf (_("Roofline of the kitchen, in its own units: hallway roof %s "
                            "ingredients per second, cooks’ roof %s chops per second, "
                            "ridge point at %s chops per ingredient."),
                          hallway, peak, ridge);
}

/**
 * ak_kitchen_plot_describe:
 * @plot: a plot in %AK_ROOFLINE_UNITS_KITCHEN
 *
 * Returns: (transfer full): what the chart shows, for its accessible
 *   description: the kitchen's roofs and ridge point, then each point with
 *   its numbers
 */
char *
ak_kitchen_plot_describe (AkRooflinePlot *plot)
{
  GString *text = g_string_new (NULL);
  g_autofree char *roofs = ak_kitchen_plot_describe_roofs (plot);

  g_string_append (text, roofs);
  for (guint i = 0; i < ak_roofline_plot_get_n_points (plot); i++)
    {
      g_autofree char *point = ak_kitchen_plot_describe_point (plot, i);

      g_string_append_printf (text, " %s.", point);
    }

  return g_string_free (text, FALSE);
}

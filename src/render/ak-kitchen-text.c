/* ak-kitchen-text.c: the kitchen in words: its verdict, its figures and
 * its description for screen readers, which the painter and the layout
 * both use
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "ak-format.h"
#include "ak-kitchen-text.h"

/**
 * ak_kitchen_renderer_verdict:
 * @bound: which resource binds
 *
 * Returns: (transfer none): the verdict in kitchen words, translated
 */
const char *
ak_kitchen_renderer_verdict (AkBound bound)
{
  return bound == AK_BOUND_MEMORY
         ? _("Waiting on ingredients (memory-bound)")
         : _("Waiting on knives (compute-bound)");
}

/**
 * ak_kitchen_renderer_figures:
 * @sim: a simulation
 *
 * The output is in chops per second, the unit the caption and the sliders
 * use (the FLOP/s analogue); the readout names no other unit.
 *
 * Returns: (transfer full): the readout's figures in the user's locale:
 *   chops per second and both utilisations, averaged over the readouts'
 *   window (the page's caption says so), and the cooks waiting
 *   (ak_kitchen_sim_get_n_waiting_cooks()): the cooks' share
 *   (ak_kitchen_sim_get_busy_share()) and the cooks waiting are counted
 *   from the same whole cooks, so they add up to the kitchen's cooks
 */
char *
ak_kitchen_renderer_figures (AkKitchenSim *sim)
{
  g_autofree char *chops = ak_format_number (ak_kitchen_sim_get_chops_per_second (sim), 3);
  g_autofree char *cooks = ak_format_percent (ak_kitchen_sim_get_busy_share (sim));
  g_autofree char *hallway = ak_format_percent (ak_kitchen_sim_get_hallway_utilisation (sim));
  guint idle = ak_kitchen_sim_get_n_waiting_cooks (sim);
  g_autofree char *waiting = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u cook waiting for ingredients",
                                                           "%u cooks waiting for ingredients", idle), idle);

  /* Translators: chops per second · cook utilisation · hallway utilisation · idle cooks */
  return g_strdup_printf (_("%s chops per second · cooks %s busy · hallway %s busy · %s"),
                          chops, cooks, hallway, waiting);
}

/**
 * ak_kitchen_renderer_describe:
 * @sim: a simulation
 *
 * A description of the scene for screen readers, e.g. "Kitchen with 512
 * cooks, 16% busy, hallway 100% busy, 160 chops per second. Waiting on
 * ingredients (memory-bound).". The hallway's share is
 * ak_kitchen_sim_get_hallway_utilisation(), the cooks'
 * ak_kitchen_sim_get_busy_share(), as in ak_kitchen_renderer_figures().
 *
 * Returns: (transfer full): the description
 */
char *
ak_kitchen_renderer_describe (AkKitchenSim *sim)
{
  guint cooks = ak_kitchen_sim_get_cooks (sim);
  g_autofree char *busy = ak_format_percent (ak_kitchen_sim_get_busy_share (sim));
  g_autofree char *hallway = ak_format_percent (ak_kitchen_sim_get_hallway_utilisation (sim));
  g_autofree char *chops = ak_format_number (ak_kitchen_sim_get_chops_per_second (sim), 2);
  const char *verdict = ak_kitchen_renderer_verdict (ak_kitchen_sim_get_bound (sim));
  g_autofree char *kitchen = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Kitchen with %u cook",
                                                           "Kitchen with %u cooks", cooks), cooks);

  /* The verdict stands as its own sentence: lowercasing a translated
   * phrase would be wrong in languages such as German. */
  /* Translators: kitchen with N cooks, N% busy (the cooks), the hallway's
   * N% busy, N chops per second, then the verdict as a sentence, e.g.
   * "Waiting on ingredients (memory-bound)" */
  return g_strdup_printf (_("%s, %s busy, hallway %s busy, %s chops per second. %s."),
                          kitchen, busy, hallway, chops, verdict);
}

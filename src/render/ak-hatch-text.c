/* ak-hatch-text.c: kitchens that share orders, in words: the verdict, the
 * figures, the description for screen readers and the page's caption
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <glib/gi18n.h>

#include "ak-format.h"
#include "ak-hatch-text.h"
#include "ak-kitchen-text.h"

/**
 * ak_hatch_renderer_verdict:
 * @bound: what sets the pace
 *
 * Returns: (transfer none): the verdict in kitchen words, translated; the
 *   kitchen's own verdict (ak_kitchen_renderer_verdict()) unless the
 *   kitchens wait on the hatch
 */
const char *
ak_hatch_renderer_verdict (AkHatchBound bound)
{
  switch (bound)
    {
    case AK_HATCH_BOUND_HATCH:
      return _("Waiting on the hatch (link-bound)");
    case AK_HATCH_BOUND_MEMORY:
      return ak_kitchen_renderer_verdict (AK_BOUND_MEMORY);
    case AK_HATCH_BOUND_COMPUTE:
    default:
      return ak_kitchen_renderer_verdict (AK_BOUND_COMPUTE);
    }
}

/**
 * ak_hatch_renderer_figures:
 * @sim: a simulation
 *
 * Returns: (transfer full): the readout's figures in the user's locale:
 *   the run's dishes per second, the kitchens and the share of each
 *   order's time the hatch is busy (ak_hatch_sim_get_expected_hatch_share())
 */
char *
ak_hatch_renderer_figures (AkHatchSim *sim)
{
  g_autofree char *dishes = ak_format_number (ak_hatch_sim_get_dishes_per_second (sim), 3);
  g_autofree char *share = ak_format_percent (ak_hatch_sim_get_expected_hatch_share (sim));
  guint kitchens = ak_hatch_sim_get_kitchens (sim);
  g_autofree char *count = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u kitchen", "%u kitchens", kitchens),
                                            kitchens);

  /* Translators: dishes per second · N kitchens · the hatch's busy share */
  return g_strdup_printf (_("%s dishes per second · %s · hatch busy %s of each order"),
                          dishes, count, share);
}

/**
 * ak_hatch_renderer_describe:
 * @sim: a simulation
 *
 * A description of the scene for screen readers, e.g. "4 kitchens share
 * every order, 45.7 dishes per second, the hatch busy 43% of each order.
 * Waiting on knives (compute-bound).".
 *
 * Returns: (transfer full): the description
 */
char *
ak_hatch_renderer_describe (AkHatchSim *sim)
{
  guint kitchens = ak_hatch_sim_get_kitchens (sim);
  g_autofree char *dishes = ak_format_number (ak_hatch_sim_get_dishes_per_second (sim), 3);
  g_autofree char *share = ak_format_percent (ak_hatch_sim_get_expected_hatch_share (sim));
  g_autofree char *who = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u kitchen makes every order",
                                                       "%u kitchens share every order", kitchens),
                                          kitchens);

  /* Translators: N kitchens share every order, N dishes per second, the
   * hatch's busy share, then the verdict as a sentence */
  return g_strdup_printf (_("%s, %s dishes per second, the hatch busy %s of each order. %s."),
                          who, dishes, share, ak_hatch_renderer_verdict (ak_hatch_sim_get_bound (sim)));
}

/**
 * ak_hatch_renderer_caption:
 * @sim: a simulation
 *
 * Returns: (transfer full): what the page says under its controls: the
 *   seconds of cooking and of passing per order, and from how many
 *   kitchens on the hatch takes longer (ak_hatch_sim_get_crossover_kitchens())
 */
char *
ak_hatch_renderer_caption (AkHatchSim *sim)
{
  g_autofree char *cook = ak_format_number (ak_hatch_sim_get_cook_seconds (sim) * 1000, 3);
  g_autofree char *pass = ak_format_number (ak_hatch_sim_get_pass_seconds (sim) * 1000, 3);
  double crossover = ak_hatch_sim_get_crossover_kitchens (sim);
  guint from = (guint) floor (crossover) + 1;

  if (ak_hatch_sim_get_bound (sim) == AK_HATCH_BOUND_HATCH)
    return g_strdup_printf (_("Waiting on the hatch: each order takes %s ms of cooking and then %s ms "
                              "of passing plates. More kitchens shorten only the cooking; a faster "
                              "hatch (a faster link between chips) is what helps now."),
                            cook, pass);

  if (from > AK_HATCH_MAX_KITCHENS)
    return g_strdup_printf (_("Each order takes %s ms of cooking and then %s ms of passing plates. "
                              "The cooking still takes longer, so more kitchens help."),
                            cook, pass);

  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "Each order takes %s ms of cooking and then %s ms of passing plates. "
                                       "The cooking still takes longer, so more kitchens help, until from %u "
                                       "kitchen on the hatch takes longer than the cooking.",
                                       "Each order takes %s ms of cooking and then %s ms of passing plates. "
                                       "The cooking still takes longer, so more kitchens help, until from %u "
                                       "kitchens on the hatch takes longer than the cooking.", from),
                          cook, pass, from);
}

/* ak-parallel-plan.c: the smallest system that serves a model, and its
 * best layout
 *
 * Systems come in powers of two (1, 2, 4, 8 GPUs on a node; TPU slices),
 * and so do the degrees tried: every TP × PP × EP of the system's chips
 * that ak_layout_check() lets through, with no DP (replicas add no
 * memory). The smallest system on which one layout fits is the answer;
 * among its layouts that fit, the one with the shortest step (latency) or
 * the most tokens/s per chip (throughput) is chosen, and every other
 * candidate says why it loses.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "ak-format.h"
#include "ak-parallel-plan.h"

static void
candidate_clear (gpointer data)
{
  AkPlanCandidate *c = data;

  g_clear_pointer (&c->reason, g_free);
}

/**
 * ak_plan_free:
 * @plan: (transfer full): a plan
 */
void
ak_plan_free (AkPlan *plan)
{
  if (plan == NULL)
    return;
  g_clear_pointer (&plan->candidates, g_array_unref);
  g_free (plan);
}

/**
 * ak_plan_target_to_string:
 * @target: a target
 *
 * Returns: "latency" or "throughput", as `--plan-serving` prints it
 */
const char *
ak_plan_target_to_string (AkPlanTarget target)
{
  return target == AK_PLAN_TARGET_THROUGHPUT ? "throughput" : "latency";
}

/**
 * ak_plan_candidate_try:
 * @shape: a checked transformer shape
 * @request: the step
 * @machine: one chip's roofs and memory
 * @link: the link; its layout is not used
 * @layout: the layout to try
 * @c: (out): the candidate: refused with its reason, too large (its
 *   reason says what it needs), or analysed and fitting (no reason);
 *   free its reason with g_free()
 * @error: an error of the request or the machine, which no layout can mend
 *
 * Returns: %FALSE only with @error set
 */
gboolean
ak_plan_candidate_try (const AkTransformerShape *shape,
                       const AkInferenceRequest *request,
                       const AkInferenceMachine *machine,
                       const AkSystem           *link,
                       AkLayout                  layout,
                       AkPlanCandidate          *c,
                       GError                  **error)
{
  AkSystem sys = *link;
  g_autoptr(GError) local = NULL;

  sys.layout = layout;
  *c = (AkPlanCandidate) { .layout = layout };
  if (!ak_parallel_analyze (shape, request, machine, &sys, &c->analysis, &local))
    {
      if (local->domain != AK_PARALLEL_ERROR)
        {
          g_propagate_error (error, g_steal_pointer (&local));
          return FALSE;
        }
      c->reason = g_strdup (local->message);
      return TRUE;
    }
  c->analysed = TRUE;
  c->fits = c->analysis.per_chip.fits_in_memory;
  if (!c->fits)
    {
      g_autofree char *need = ak_format_si (c->analysis.per_chip.memory_needed_bytes, "B");
      g_autofree char *have = ak_format_si (c->analysis.per_chip.memory_capacity_bytes, "B");

      c->reason = g_strdup_printf (_("does not fit: the busiest chip needs %s and has %s"), need, have);
    }
  return TRUE;
}

/* Every TP × PP × EP = @n in powers of two, TP first and largest; EP 1
 * for a dense model. */
static gboolean
try_system (const AkTransformerShape *shape,
            const AkInferenceRequest *request,
            const AkInferenceMachine *machine,
            const AkSystem           *link,
            guint                     n,
            GArray                   *out,
            GError                  **error)
{
  for (guint tp = n; tp >= 1; tp /= 2)
    for (guint pp = n / tp; pp >= 1; pp /= 2)
      {
        AkPlanCandidate c;
        guint ep = n / tp / pp;

        if (ep > 1 && shape->experts == 0)
          continue;  /* a dense model has no experts to split */
        if (!ak_plan_candidate_try (shape, request, machine, link, (AkLayout) { tp, pp, ep, 1 }, &c, error))
          return FALSE;
        g_array_append_val (out, c);
      }
  return TRUE;
}

static double
score (const AkPlanCandidate *c,
       AkPlanTarget           target)
{
  return target == AK_PLAN_TARGET_THROUGHPUT ? c->analysis.tokens_per_s_per_chip
                                             : -c->analysis.step_time_s;
}

static char *
why_it_loses (const AkPlanCandidate *c,
              const AkPlanCandidate *best,
              AkPlanTarget           target)
{
  g_autofree char *mine = NULL;
  g_autofree char *theirs = NULL;

  if (target == AK_PLAN_TARGET_THROUGHPUT)
    {
      mine = ak_format_number (c->analysis.tokens_per_s_per_chip, 3);
      theirs = ak_format_number (best->analysis.tokens_per_s_per_chip, 3);
      return g_strdup_printf (_("%s tokens/s per chip, fewer than the chosen layout’s %s"), mine, theirs);
    }
  mine = ak_format_number (c->analysis.step_time_s * 1e3, 3);
  theirs = ak_format_number (best->analysis.step_time_s * 1e3, 3);
  return g_strdup_printf (_("a step of %s ms, slower than the chosen layout’s %s ms"), mine, theirs);
}

static void
choose (AkPlan       *plan,
        AkPlanTarget  target)
{
  AkPlanCandidate *best = NULL;

  plan->chosen = -1;
  for (guint i = 0; i < plan->candidates->len; i++)
    {
      AkPlanCandidate *c = &g_array_index (plan->candidates, AkPlanCandidate, i);

      if (c->fits && (best == NULL || score (c, target) > score (best, target)))
        {
          best = c;
          plan->chosen = (int) i;
        }
    }
  for (guint i = 0; best != NULL && i < plan->candidates->len; i++)
    {
      AkPlanCandidate *c = &g_array_index (plan->candidates, AkPlanCandidate, i);

      if (c->fits && c != best)
        c->reason = why_it_loses (c, best, target);
    }
}

static AkPlan *
plan_new (void)
{
  AkPlan *plan = g_new0 (AkPlan, 1);

  plan->chosen = -1;
  plan->candidates = g_array_new (FALSE, TRUE, sizeof (AkPlanCandidate));
  g_array_set_clear_func (plan->candidates, candidate_clear);
  return plan;
}

static gboolean
check_memory (const AkInferenceMachine *machine,
              GError                  **error)
{
  if (machine->memory_bytes > 0)
    return TRUE;
  g_set_error_literal (error, AK_PARALLEL_ERROR, AK_PARALLEL_ERROR_INVALID,
                       _("the accelerator gives no memory size, so nothing can be said to fit"));
  return FALSE;
}

/**
 * ak_parallel_plan_chips:
 * @shape: a checked transformer shape
 * @request: the step: phase, tokens, batch and precisions
 * @machine: one chip's roofs and memory (its capacity must be known)
 * @link: the link (bandwidth, latency, fast domain, overlap); its layout
 *   is not used
 * @target: what the chosen layout is best at
 * @n_chips: the system's chips, a power of two from 1 to
 *   %AK_PLAN_MAX_CHIPS
 * @error: as for ak_parallel_plan()
 *
 * The candidates of one system: every TP × PP × EP of @n_chips in powers
 * of two (see the file's comment), and the best that fits for @target.
 *
 * Returns: (transfer full): the plan, its @min_chips @n_chips when a
 *   layout fits and 0 when none does; %NULL with @error set
 */
AkPlan *
ak_parallel_plan_chips (const AkTransformerShape *shape,
                        const AkInferenceRequest *request,
                        const AkInferenceMachine *machine,
                        const AkSystem           *link,
                        AkPlanTarget              target,
                        guint                     n_chips,
                        GError                  **error)
{
  g_autoptr(AkPlan) plan = NULL;

  g_return_val_if_fail (shape != NULL && request != NULL && machine != NULL && link != NULL, NULL);
  g_return_val_if_fail (n_chips >= 1 && n_chips <= AK_PLAN_MAX_CHIPS, NULL);

  if (!check_memory (machine, error))
    return NULL;
  plan = plan_new ();
  if (!try_system (shape, request, machine, link, n_chips, plan->candidates, error))
    return NULL;
  for (guint i = 0; i < plan->candidates->len && plan->min_chips == 0; i++)
    if (g_array_index (plan->candidates, AkPlanCandidate, i).fits)
      plan->min_chips = n_chips;
  choose (plan, target);
  return g_steal_pointer (&plan);
}

/**
 * ak_parallel_plan:
 * @shape: a checked transformer shape
 * @request: the step: phase, tokens, batch and precisions
 * @machine: one chip's roofs and memory (its capacity must be known)
 * @link: the link (bandwidth, latency, fast domain, overlap); its layout
 *   is not used
 * @target: what the chosen layout is best at
 * @max_chips: the largest system to try, 1 to %AK_PLAN_MAX_CHIPS; 1 when
 *   the chip names no link
 * @error: an %AK_ROOFLINE_ERROR for a request or machine out of range, or
 *   %AK_PARALLEL_ERROR_INVALID for a machine without a memory size
 *
 * Tries 1, 2, 4 … @max_chips chips (ak_parallel_plan_chips()) until a
 * layout fits (see the file's comment).
 *
 * Returns: (transfer full): the plan, or %NULL with @error set
 */
AkPlan *
ak_parallel_plan (const AkTransformerShape *shape,
                  const AkInferenceRequest *request,
                  const AkInferenceMachine *machine,
                  const AkSystem           *link,
                  AkPlanTarget              target,
                  guint                     max_chips,
                  GError                  **error)
{
  g_autoptr(AkPlan) plan = NULL;

  g_return_val_if_fail (shape != NULL && request != NULL && machine != NULL && link != NULL, NULL);

  if (!check_memory (machine, error))
    return NULL;
  max_chips = CLAMP (max_chips, 1, AK_PLAN_MAX_CHIPS);
  for (guint n = 1; n <= max_chips && (plan == NULL || plan->min_chips == 0); n *= 2)
    {
      g_clear_pointer (&plan, ak_plan_free);
      plan = ak_parallel_plan_chips (shape, request, machine, link, target, n, error);
      if (plan == NULL)
        return NULL;
    }
  return g_steal_pointer (&plan);
}

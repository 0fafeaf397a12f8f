/* ak-chips-sweep.c: one step of a model on 1, 2, 4 … 64 chips
 *
 * Each chip count gets a layout by the sweep's policy, and its step comes
 * from ak_parallel_analyze() alone: this file adds no formula. The memory
 * wall and the chip count where the link takes over are read off the
 * points.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "ak-chips-sweep.h"
#include "ak-format.h"
#include "ak-parallel-plan.h"

static const char * const policy_names[AK_CHIPS_N_POLICIES] = { "tensor", "pipeline", "fastest" };

/**
 * ak_chips_policy_to_string:
 * @policy: a policy
 *
 * Returns: "tensor", "pipeline" or "fastest", as lessons name it
 */
const char *
ak_chips_policy_to_string (AkChipsPolicy policy)
{
  g_return_val_if_fail ((guint) policy < AK_CHIPS_N_POLICIES, "tensor");

  return policy_names[policy];
}

/**
 * ak_chips_policy_from_string:
 * @text: a name of ak_chips_policy_to_string()
 * @out_policy: (out): the policy
 *
 * Returns: %FALSE when @text names none
 */
gboolean
ak_chips_policy_from_string (const char    *text,
                             AkChipsPolicy *out_policy)
{
  g_return_val_if_fail (out_policy != NULL, FALSE);

  for (guint i = 0; text != NULL && i < AK_CHIPS_N_POLICIES; i++)
    if (g_str_equal (text, policy_names[i]))
      {
        *out_policy = (AkChipsPolicy) i;
        return TRUE;
      }
  return FALSE;
}

static void
set_point (AkChipsPoint           *p,
           const AkSystemAnalysis *a)
{
  p->analysed = TRUE;
  p->layout = a->layout;
  p->fits = a->per_chip.fits_in_memory;
  p->memory_needed_bytes = a->per_chip.memory_needed_bytes;
  p->compute_s = a->compute_time_s;
  p->memory_s = a->memory_time_s;
  p->link_s = a->communication_time_s;
  p->step_s = a->step_time_s;
  p->tokens_per_s_per_chip = a->tokens_per_s_per_chip;
  p->bound = a->bound;
}

/* Analyses @layout; a layout the model refuses leaves its reason in the
 * point (the first one only) and returns TRUE without analysing. */
static gboolean
try_layout (const AkTransformerShape *shape,
            const AkInferenceRequest *request,
            const AkInferenceMachine *machine,
            const AkSystem           *link,
            AkLayout                  layout,
            AkChipsPoint             *p,
            GError                  **error)
{
  AkPlanCandidate c;

  if (!ak_plan_candidate_try (shape, request, machine, link, layout, &c, error))
    return FALSE;
  if (c.analysed)
    set_point (p, &c.analysis);
  else if (p->reason == NULL)
    p->reason = g_steal_pointer (&c.reason);
  g_free (c.reason);
  return TRUE;
}

/* TP from @n down by halves, the rest as stages; the first that splits
 * the model (only TP 1 for the pipeline policy). A TP that does not
 * divide @n is skipped, so the layout has @n chips (7 chips: TP 7, then
 * TP 1 × PP 7, never TP 3 × PP 2 on 6). */
static gboolean
split_by_degrees (const AkTransformerShape *shape,
                  const AkInferenceRequest *request,
                  const AkInferenceMachine *machine,
                  const AkSystem           *link,
                  AkChipsPolicy             policy,
                  guint                     n,
                  AkChipsPoint             *p,
                  GError                  **error)
{
  for (guint tp = policy == AK_CHIPS_POLICY_PIPELINE ? 1 : n; tp >= 1 && !p->analysed; tp /= 2)
    if (n % tp == 0 && !try_layout (shape, request, machine, link, (AkLayout) { tp, n / tp, 1, 1 }, p, error))
      return FALSE;
  if (p->analysed)
    g_clear_pointer (&p->reason, g_free);
  return TRUE;
}

/* The chosen candidate of the plan, or, when none fits, the analysed one
 * with the shortest step. */
static gboolean
split_fastest (const AkTransformerShape *shape,
               const AkInferenceRequest *request,
               const AkInferenceMachine *machine,
               const AkSystem           *link,
               guint                     n,
               AkChipsPoint             *p,
               GError                  **error)
{
  g_autoptr(AkPlan) plan = ak_parallel_plan_chips (shape, request, machine, link, AK_PLAN_TARGET_LATENCY,
                                                   n, error);
  const AkPlanCandidate *best = NULL;

  if (plan == NULL)
    return FALSE;
  if (plan->chosen >= 0)
    best = &g_array_index (plan->candidates, AkPlanCandidate, plan->chosen);
  for (guint i = 0; best == NULL && i < plan->candidates->len; i++)
    {
      const AkPlanCandidate *c = &g_array_index (plan->candidates, AkPlanCandidate, i);

      if (c->analysed && (best == NULL || c->analysis.step_time_s < best->analysis.step_time_s))
        best = c;
    }
  if (best != NULL && best->analysed)
    set_point (p, &best->analysis);
  else if (plan->candidates->len > 0)
    p->reason = g_strdup (g_array_index (plan->candidates, AkPlanCandidate, 0).reason);
  return TRUE;
}

static void
find_marks (AkChipsSweep *s)
{
  for (guint i = 0; i < s->n_points; i++)
    {
      const AkChipsPoint *p = &s->points[i];

      if (s->memory_known && s->wall_chips == 0 && p->analysed && p->fits)
        s->wall_chips = p->chips;
      if (s->link_chips == 0 && p->analysed && p->bound == AK_SYSTEM_BOUND_INTERCONNECT)
        s->link_chips = p->chips;
    }
}

/**
 * ak_chips_sweep_compute:
 * @shape: a checked transformer shape
 * @request: the step: phase, tokens, batch (the whole system's) and
 *   precisions
 * @machine: one chip's roofs and memory
 * @link: the link (bandwidth, latency, fast domain, overlap); its layout
 *   is not used; with no bandwidth only one chip is swept
 * @policy: how each chip count is split
 * @max_chips: the largest chip count, 1 to %AK_CHIPS_SWEEP_MAX_CHIPS
 *   (rounded down to a power of two)
 * @error: an %AK_ROOFLINE_ERROR for a request or machine out of range;
 *   for %AK_CHIPS_POLICY_FASTEST, %AK_PARALLEL_ERROR_INVALID when the
 *   chip's memory size is unknown
 *
 * The step on 1, 2, 4 … @max_chips chips, each by ak_parallel_analyze()
 * on the layout of @policy (#AkChipsPolicy); a chip count the policy
 * cannot split the model over keeps the reason of its first refusal.
 *
 * Returns: (transfer full): the sweep, or %NULL with @error set
 */
AkChipsSweep *
ak_chips_sweep_compute (const AkTransformerShape *shape,
                        const AkInferenceRequest *request,
                        const AkInferenceMachine *machine,
                        const AkSystem           *link,
                        AkChipsPolicy             policy,
                        guint                     max_chips,
                        GError                  **error)
{
  g_autoptr(AkChipsSweep) s = g_new0 (AkChipsSweep, 1);

  g_return_val_if_fail (shape != NULL && request != NULL && machine != NULL && link != NULL, NULL);
  g_return_val_if_fail ((guint) policy < AK_CHIPS_N_POLICIES, NULL);

  if (!(link->link_bandwidth_bytes_s > 0))
    max_chips = 1;
  max_chips = CLAMP (max_chips, 1, AK_CHIPS_SWEEP_MAX_CHIPS);
  s->policy = policy;
  s->memory_known = machine->memory_bytes > 0;
  for (guint n = 1; n <= max_chips; n *= 2)
    {
      AkChipsPoint *p = &s->points[s->n_points++];
      gboolean ok;

      p->chips = n;
      ok = policy == AK_CHIPS_POLICY_FASTEST
           ? split_fastest (shape, request, machine, link, n, p, error)
           : split_by_degrees (shape, request, machine, link, policy, n, p, error);
      if (!ok)
        return NULL;
    }
  find_marks (s);
  return g_steal_pointer (&s);
}

/**
 * ak_chips_point_compute:
 * @shape: a checked transformer shape
 * @request: the step, as for ak_chips_sweep_compute()
 * @machine: one chip's roofs and memory
 * @link: the link; with no bandwidth the step is on one chip
 * @chips: the chip count, 1 to %AK_CHIPS_SWEEP_MAX_CHIPS, a power of two
 *   or not
 * @out_point: (out): the step on @chips chips split as
 *   %AK_CHIPS_POLICY_TENSOR splits it (TP from @chips down by halves, the
 *   rest as stages); free its @reason with g_free()
 * @error: an %AK_ROOFLINE_ERROR for a request or machine out of range
 *
 * One chip count of a sweep, for a chip count the sweep may not draw (the
 * roofline page's Chips field).
 *
 * Returns: %TRUE on success
 */
gboolean
ak_chips_point_compute (const AkTransformerShape *shape,
                        const AkInferenceRequest *request,
                        const AkInferenceMachine *machine,
                        const AkSystem           *link,
                        guint                     chips,
                        AkChipsPoint             *out_point,
                        GError                  **error)
{
  g_return_val_if_fail (shape != NULL && request != NULL && machine != NULL && link != NULL, FALSE);
  g_return_val_if_fail (out_point != NULL, FALSE);

  if (!(link->link_bandwidth_bytes_s > 0))
    chips = 1;
  *out_point = (AkChipsPoint) { .chips = CLAMP (chips, 1, AK_CHIPS_SWEEP_MAX_CHIPS) };
  return split_by_degrees (shape, request, machine, link, AK_CHIPS_POLICY_TENSOR, out_point->chips, out_point,
                           error);
}

/**
 * ak_chips_sweep_system:
 * @lesson: the lesson @accelerator belongs to
 * @accelerator: an accelerator
 * @out_system: (out): chips of @accelerator joined by its own link
 *   (ak_interconnect_default_link()), with its fast domain; without a link,
 *   a link of bandwidth 0, so a sweep stays at one chip
 * @error: %AK_INTERCONNECT_ERROR_NO_LINK when @accelerator names no link
 *   (@out_system is still set)
 *
 * The system the chips chart and a chips quantity sweep over.
 *
 * Returns: (transfer none) (nullable): the link, or %NULL with @error set
 */
const AkLink *
ak_chips_sweep_system (AkLesson            *lesson,
                       const AkAccelerator *accelerator,
                       AkSystem            *out_system,
                       GError             **error)
{
  const AkLink *link;

  g_return_val_if_fail (accelerator != NULL && out_system != NULL, NULL);

  *out_system = (AkSystem) { .fast_domain_chips = ak_interconnect_fast_domain_chips (accelerator) };
  link = ak_interconnect_default_link (lesson, accelerator, error);
  if (link != NULL)
    out_system->link_bandwidth_bytes_s = ak_link_bandwidth_bytes_s (link);
  return link;
}

/**
 * ak_chips_sweep_copy:
 * @sweep: a sweep
 *
 * Returns: (transfer full): a deep copy
 */
AkChipsSweep *
ak_chips_sweep_copy (const AkChipsSweep *sweep)
{
  AkChipsSweep *copy;

  g_return_val_if_fail (sweep != NULL, NULL);

  copy = g_memdup2 (sweep, sizeof *sweep);
  for (guint i = 0; i < copy->n_points; i++)
    copy->points[i].reason = g_strdup (sweep->points[i].reason);
  return copy;
}

/**
 * ak_chips_sweep_free:
 * @sweep: (transfer full) (nullable): a sweep
 */
void
ak_chips_sweep_free (AkChipsSweep *sweep)
{
  if (sweep == NULL)
    return;
  for (guint i = 0; i < sweep->n_points; i++)
    g_free (sweep->points[i].reason);
  g_free (sweep);
}

/**
 * ak_chips_sweep_find:
 * @sweep: a sweep
 * @chips: a chip count
 *
 * Returns: the index of the point of @chips chips, or -1
 */
int
ak_chips_sweep_find (const AkChipsSweep *sweep,
                     guint               chips)
{
  g_return_val_if_fail (sweep != NULL, -1);

  for (guint i = 0; i < sweep->n_points; i++)
    if (sweep->points[i].chips == chips)
      return (int) i;
  return -1;
}

static char *
format_ms (double seconds)
{
  g_autofree char *number = ak_format_number (seconds * 1e3, 3);

  /* Translators: a duration in milliseconds */
  return g_strdup_printf (_("%s ms"), number);
}

/**
 * ak_chips_point_describe:
 * @point: a point of a sweep
 * @memory_known: whether the sweep knows the chip's memory size
 * @wall_chips: the sweep's memory wall (#AkChipsSweep's `wall_chips`): the
 *   fewest chips that hold the model, 0 when none does
 *
 * Returns: (transfer full): e.g. "At 8 chips (TP 8): compute 1.2 ms,
 *   memory 3.4 ms, link 0.8 ms, step 4.5 ms; memory-bound.", and that the
 *   model does not fit, when it does not, and from how many chips it does
 *   ("… it fits from 8 chips."); or why no layout was found
 */
char *
ak_chips_point_describe (const AkChipsPoint *point,
                         gboolean            memory_known,
                         guint               wall_chips)
{
  g_autofree char *chips = NULL, *layout = NULL, *compute = NULL, *memory = NULL, *link = NULL, *step = NULL;
  char *text;

  g_return_val_if_fail (point != NULL, NULL);

  chips = ak_format_number_trimmed (point->chips, 6);
  if (!point->analysed)
    /* Translators: chips, then why no layout splits the model over them */
    return g_strdup_printf (_("No layout on %s chips: %s."), chips, point->reason != NULL ? point->reason : "");
  layout = ak_layout_to_string (&point->layout);
  compute = format_ms (point->compute_s);
  memory = format_ms (point->memory_s);
  link = format_ms (point->link_s);
  step = format_ms (point->step_s);
  /* Translators: chips, a layout ("TP 8"), four durations, then e.g. "memory-bound" */
  text = g_strdup_printf (_("At %s chips (%s): compute %s, memory %s, link %s, step %s; %s."),
                          chips, layout, compute, memory, link, step, ak_system_bound_describe (point->bound));
  if (memory_known && !point->fits)
    {
      g_autofree char *wall = ak_format_number_trimmed (wall_chips, 6);
      g_autofree char *fit = wall_chips > 0
                             /* Translators: the fewest chips that hold the model (the chart's memory wall) */
                             ? g_strdup_printf (_("The model does not fit there; it fits from %s chips."), wall)
                             : g_strdup (_("The model does not fit there."));
      char *more = g_strdup_printf ("%s %s", text, fit);

      g_free (text);
      text = more;
    }
  return text;
}

/* ak-batch-page-system.c: the batch explorer on a system of chips
 *
 * The page's Chips and Layout controls (AkSystemControls) choose one chip
 * or a system; this turns them into the sweep the chart draws
 * (ak_batch_sweep_compute() or ak_parallel_batch_sweep()), a sentence for
 * the readout, and, when the chosen batch does not fit, the smallest
 * system on which it would (ak_parallel_plan()), offered with a button.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "ak-batch-page-system-private.h"
#include "ak-format.h"
#include "ak-parallel-plan.h"
#include "ak-parallel-sweep.h"

static char *
system_sentence (const AkSystemAnalysis *a,
                 const AkLink           *link)
{
  g_autofree char *layout = ak_layout_to_string (&a->layout);
  g_autofree char *tps = ak_format_number (a->tokens_per_s, 3);
  g_autofree char *sent = ak_format_si (a->communication_bytes_per_chip, "B");
  g_autofree char *link_ms = ak_format_number (a->communication_time_s * 1e3, 3);

  /* Translators: chips, a layout, tokens per second, bytes, a link's
   * name, milliseconds, then e.g. "memory-bound" */
  return g_strdup_printf (_("On %u chips (%s) the batch makes %s tokens/s in all; each chip sends %s "
                            "over %s per step, %s ms of the step, which is %s."),
                          a->n_chips, layout, tps, sent, link->name, link_ms, ak_system_bound_describe (a->bound));
}

/* The chosen batch does not fit: on how many chips it would. */
static void
offer_system (AkSystemControls          *controls,
              const AkAccelerator       *accelerator,
              const AkLink              *link,
              const AkTransformerShape  *shape,
              const AkBatchSweepRequest *r,
              const AkInferenceMachine  *machine,
              const AkBatchSweep        *sweep)
{
  AkInferenceRequest step = { AK_PHASE_DECODE, r->context_tokens, r->batch_size, r->weight_precision,
                              r->kv_precision, r->compute_precision };
  AkSystem sys = { .link_bandwidth_bytes_s = link != NULL ? ak_link_bandwidth_bytes_s (link) : 0,
                   .fast_domain_chips = ak_interconnect_fast_domain_chips (accelerator) };
  g_autoptr(AkPlan) plan = NULL;
  g_autofree char *text = NULL;
  g_autofree char *layout = NULL;
  const AkLayout *chosen;

  if (!sweep->memory_known || sweep->n_points == 0 || sweep->points[sweep->selected].fits_in_memory)
    {
      ak_system_controls_offer (controls, NULL, NULL);
      return;
    }
  plan = ak_parallel_plan (shape, &step, machine, &sys, AK_PLAN_TARGET_LATENCY,
                           link != NULL ? AK_PLAN_MAX_CHIPS : 1, NULL);
  if (plan == NULL || plan->chosen < 0)
    {
      text = link == NULL
             ? g_strdup_printf (_("%s names no link, so more chips cannot hold this batch."), accelerator->name)
             : g_strdup_printf (_("This batch does not fit on any system of up to %u chips."), AK_PLAN_MAX_CHIPS);
      ak_system_controls_offer (controls, text, NULL);
      return;
    }
  chosen = &g_array_index (plan->candidates, AkPlanCandidate, plan->chosen).layout;
  layout = ak_layout_to_string (chosen);
  /* Translators: a number of chips, then a layout */
  text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "This batch fits on %u chip, as %s.",
                                       "This batch fits on %u chips, as %s.", plan->min_chips),
                          plan->min_chips, layout);
  ak_system_controls_offer (controls, text, chosen);
}

/**
 * _ak_batch_page_system_sweep:
 * @controls: the page's Chips and Layout controls
 * @lesson: the lesson, for the links
 * @accelerator: the chosen chip
 * @shape: the chosen model
 * @request: the decode request (its batch is the whole system's)
 * @machine: the chip's roofs
 * @out_sweep: (out): what the chart draws
 * @out_sentence: (out) (transfer full) (nullable): a sentence about the
 *   system for the readout; %NULL for one chip
 * @error: why there is no sweep (no layout splits the model on the chips,
 *   the batch is too small for the layout, or a model error)
 *
 * Sets the controls' layouts for the model and the chip, computes the
 * sweep of one chip or of the chosen system, and offers the smallest
 * system that holds the chosen batch when it does not fit.
 *
 * Returns: %TRUE on success
 */
gboolean
_ak_batch_page_system_sweep (AkSystemControls          *controls,
                             AkLesson                  *lesson,
                             const AkAccelerator       *accelerator,
                             const AkTransformerShape  *shape,
                             const AkBatchSweepRequest *request,
                             const AkInferenceMachine  *machine,
                             AkBatchSweep              *out_sweep,
                             char                     **out_sentence,
                             GError                   **error)
{
  g_autoptr(GError) no_link = NULL;
  const AkLink *link = ak_interconnect_default_link (lesson, accelerator, &no_link);
  AkSystemAnalysis selected;
  AkSystem sys = { 0 };

  *out_sentence = NULL;
  ak_system_controls_set_model (controls, shape, ak_interconnect_fast_domain_chips (accelerator),
                                no_link != NULL ? no_link->message : NULL);
  if (ak_system_controls_get_chips (controls) <= 1 || link == NULL)
    {
      if (!ak_batch_sweep_compute (shape, request, machine, out_sweep, error))
        return FALSE;
      offer_system (controls, accelerator, link, shape, request, machine, out_sweep);
      return TRUE;
    }
  if (!ak_system_controls_get_layout (controls, &sys.layout))
    {
      g_set_error (error, AK_PARALLEL_ERROR, AK_PARALLEL_ERROR_TP,
                   _("No layout splits this model over %u chips; choose another number of chips."),
                   ak_system_controls_get_chips (controls));
      return FALSE;
    }
  sys.link_bandwidth_bytes_s = ak_link_bandwidth_bytes_s (link);
  sys.fast_domain_chips = ak_interconnect_fast_domain_chips (accelerator);
  if (!ak_parallel_batch_sweep (shape, request, machine, &sys, out_sweep, &selected, error))
    return FALSE;
  *out_sentence = system_sentence (&selected, link);
  offer_system (controls, accelerator, link, shape, request, machine, out_sweep);
  return TRUE;
}

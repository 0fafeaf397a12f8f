/* ak-parallel-sweep.c: decode over batch sizes on a system of chips
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "ak-parallel-sweep.h"

static AkInferenceRequest
step_request (const AkBatchSweepRequest *r,
              double                     batch)
{
  return (AkInferenceRequest) {
    AK_PHASE_DECODE, r->context_tokens, batch, r->weight_precision, r->kv_precision, r->compute_precision,
  };
}

/* The largest batch whose busiest chip holds its weights and KV cache:
 * whole sequences per expert group, times the DP × EP groups. */
static double
system_max_batch (const AkSystemAnalysis *a)
{
  const AkPerChip *p = &a->per_chip;
  double per_sequence = p->kv_cache_bytes / p->sequences;

  if (!(p->memory_capacity_bytes > p->weight_bytes) || !(per_sequence > 0))
    return 0;
  return fmin (floor ((p->memory_capacity_bytes - p->weight_bytes) / per_sequence) *
               a->layout.dp * a->layout.ep, AK_INFERENCE_MAX_BATCH);
}

/* One point from the system's step and its estimate: the step, its
 * tokens per chip (as the explorer shows one chip's), the compute and HBM
 * times per chip (the KV cache read once, the rest weights). */
static void
fill_point (AkBatchPoint             *point,
            const AkSystemAnalysis   *a,
            const AkSystemEstimate   *e,
            const AkInferenceMachine *m)
{
  double kv_s = a->per_chip.kv_cache_bytes / m->bandwidth_bytes_s;

  point->step_time_s = a->step_time_s;
  point->ms_per_token = a->step_time_s * 1e3;
  point->tokens_per_s = a->tokens_per_s_per_chip;
  point->compute_s = a->compute_time_s;
  point->kv_s = fmin (kv_s, a->memory_time_s);
  point->weights_s = a->memory_time_s - point->kv_s;
  point->fits_in_memory = a->per_chip.fits_in_memory;
  point->bound = a->compute_time_s >= a->memory_time_s ? AK_BOUND_COMPUTE : AK_BOUND_MEMORY;
  point->speedup = 0;
  point->estimate_ms_per_token = e->step_time_s * 1e3;
  point->estimate_tokens_per_s = e->tokens_per_s_per_chip;
}

/**
 * ak_parallel_batch_sweep:
 * @shape: a checked transformer shape
 * @request: the decode request; its batch is the whole system's; the
 *   speculative members are not used (a system sweep has no draft)
 * @machine: one chip's roofs and memory
 * @system: the layout and link
 * @out_sweep: (out): the sweep, in the form ak_batch_sweep_compute()
 *   gives for one chip: its batch sizes are those of one chip holding the
 *   system's memory (capacity × chips), each point the system's step
 *   (ak_parallel_analyze()); batches too small to give every replica and
 *   expert group a sequence are left out; `memory_bytes`, `weight_bytes`
 *   the busiest chip's (`kv_bytes_per_sequence` its share of one of the
 *   system's sequences, so that weights + batch × it is what it holds),
 *   `max_batch` the
 *   system's and `critical_batch` one chip's times DP × EP; each point's
 *   estimate is the system's (ak_parallel_estimate() with the request's
 *   factors), its tokens/s per chip as the bound's
 * @out_selected: (out) (optional): the step at the request's batch
 * @error: an %AK_PARALLEL_ERROR or %AK_ROOFLINE_ERROR; the request's own
 *   batch must be one the layout can run
 *
 * Returns: %TRUE on success
 */
gboolean
ak_parallel_batch_sweep (const AkTransformerShape  *shape,
                         const AkBatchSweepRequest *request,
                         const AkInferenceMachine  *machine,
                         const AkSystem            *system,
                         AkBatchSweep              *out_sweep,
                         AkSystemAnalysis          *out_selected,
                         GError                   **error)
{
  AkBatchSweepRequest plain = *request;
  AkInferenceMachine whole = *machine;
  AkInferenceRequest r = step_request (request, request->batch_size);
  AkSystemAnalysis selected, a;
  AkSystemEstimate e;
  AkBatchSweep s;
  guint n = 0, groups = system->layout.dp * system->layout.ep;

  g_return_val_if_fail (shape != NULL && request != NULL && machine != NULL && system != NULL, FALSE);
  g_return_val_if_fail (out_sweep != NULL, FALSE);

  if (!ak_parallel_analyze (shape, &r, machine, system, &selected, error))
    return FALSE;
  plain.draft_tokens = 0;
  plain.acceptance = 0;
  plain.draft_cost_ratio = 0;
  whole.memory_bytes = machine->memory_bytes * selected.n_chips;
  if (!ak_batch_sweep_compute (shape, &plain, &whole, &s, error))
    return FALSE;

  for (guint i = 0; i < s.n_points; i++)
    {
      double batch = s.points[i].batch;

      if (batch < groups)
        continue;
      r = step_request (request, batch);
      if (!ak_parallel_analyze (shape, &r, machine, system, &a, error) ||
          !ak_parallel_estimate (shape, &r, machine, system, &s.efficiency, &e, error))
        return FALSE;
      s.points[n] = s.points[i];
      fill_point (&s.points[n], &a, &e, machine);
      if (batch == floor (request->batch_size))
        s.selected = n;
      n++;
    }
  s.n_points = n;
  s.critical_batch *= groups;
  s.memory_known = machine->memory_bytes > 0;
  s.memory_bytes = machine->memory_bytes;
  s.weight_bytes = selected.per_chip.weight_bytes;
  s.kv_bytes_per_sequence = selected.per_chip.kv_cache_bytes / selected.per_chip.sequences / groups;
  s.max_batch = s.memory_known ? system_max_batch (&selected) : 0;
  s.has_speculative = FALSE;
  *out_sweep = s;
  if (out_selected != NULL)
    *out_selected = selected;
  return TRUE;
}

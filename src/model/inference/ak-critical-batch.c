/* ak-critical-batch.c: the batch at which a whole decode step, KV cache
 * counted, turns compute-bound
 *
 * The weights-only critical batch (ak_inference_analyze()'s
 * @critical_batch, ridge point × bytes per weight / 2) counts the weights
 * alone. Every sequence of a decode step also reads its own KV cache, which
 * grows with the batch as fast as the FLOPs do, so the whole step turns
 * compute-bound later, or never: with weight bytes W, and per sequence KV
 * (and activation) bytes k and FLOPs f, the step's FLOPs B·f / peak reach
 * its bytes (W + B·k) / bandwidth only if f / peak > k / bandwidth, at
 * B = W / bandwidth ÷ (f / peak − k / bandwidth) (the scaling book, *How to
 * Scale Your Model*, inference chapter: decode step time ≥ (weights + batch
 * × KV) / bandwidth and ≥ FLOPs / peak).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include <glib/gi18n-lib.h>

#include "ak-critical-batch.h"
#include "ak-format.h"

static gboolean
compute_bound_at (const AkTransformerShape *shape,
                  const AkInferenceRequest *request,
                  const AkInferenceMachine *machine,
                  double                    batch,
                  gboolean                 *out_compute,
                  GError                  **error)
{
  AkInferenceRequest r = *request;
  g_autofree AkInferenceAnalysis *a = g_new0 (AkInferenceAnalysis, 1);

  r.phase = AK_PHASE_DECODE;
  r.batch_size = batch;
  if (!ak_inference_analyze (shape, &r, machine, a, error))
    return FALSE;
  *out_compute = a->bound == AK_BOUND_COMPUTE;
  return TRUE;
}

/**
 * ak_critical_batch_with_kv:
 * @shape: a transformer
 * @request: the decode workload; its @tokens is the context each sequence
 *   holds, its @batch_size is ignored
 * @machine: the accelerator's roofs
 * @out_batch: (out): the smallest whole batch, in sequences, whose decode
 *   step as ak_inference_analyze() models it (weights, every sequence's
 *   KV cache and the activations; FLOPs of the matmuls and of attention)
 *   is compute-bound (its arithmetic intensity at or above the ridge
 *   point); 0 when no batch up to %AK_INFERENCE_MAX_BATCH is, which is
 *   the case whenever one sequence's KV bytes / bandwidth are at least its
 *   FLOPs / peak
 * @error: return location for an %AK_ROOFLINE_ERROR from
 *   ak_inference_analyze()
 *
 * The step's intensity grows with the batch (its FLOPs grow as B, its
 * bytes as W + B·k, and a mixture of experts reads more experts, never
 * fewer), so the answer is found by bisection over whole batches on the
 * app's own step model (about 21 analyses). See the file's comment for the
 * closed form of a dense model and its source.
 *
 * Returns: %TRUE on success
 */
gboolean
ak_critical_batch_with_kv (const AkTransformerShape *shape,
                           const AkInferenceRequest *request,
                           const AkInferenceMachine *machine,
                           double                   *out_batch,
                           GError                  **error)
{
  double low = 1, high = AK_INFERENCE_MAX_BATCH;
  gboolean compute;

  g_return_val_if_fail (shape != NULL && request != NULL && machine != NULL, FALSE);
  g_return_val_if_fail (out_batch != NULL, FALSE);

  if (!compute_bound_at (shape, request, machine, high, &compute, error))
    return FALSE;
  if (!compute)
    {
      *out_batch = 0;
      return TRUE;
    }
  if (!compute_bound_at (shape, request, machine, low, &compute, error))
    return FALSE;
  /* Invariant: not compute-bound at low (unless low is 1 and it is),
   * compute-bound at high. */
  while (!compute && high - low > 1)
    {
      double mid = floor ((low + high) / 2);
      gboolean mid_compute;

      if (!compute_bound_at (shape, request, machine, mid, &mid_compute, error))
        return FALSE;
      if (mid_compute)
        high = mid;
      else
        low = mid;
    }
  *out_batch = compute ? 1 : high;
  return TRUE;
}

/**
 * ak_critical_batch_describe:
 * @critical_batch_with_kv: ak_critical_batch_with_kv()'s batch, 0 for none
 *
 * The batch explorer's sentence on the whole step's critical batch, which
 * also says that its chart's marker is the weights-only one.
 *
 * Returns: (transfer full): a translated sentence
 */
char *
ak_critical_batch_describe (double critical_batch_with_kv)
{
  g_autofree char *batch = NULL;

  if (!(critical_batch_with_kv >= 1))
    return g_strdup (_("With every sequence’s KV cache counted, the whole step never turns compute-bound "
                       "at this context: the cache grows as fast as the arithmetic. The chart’s marker "
                       "is the weights-only critical batch."));
  batch = ak_format_number_trimmed (critical_batch_with_kv, 8);
  /* Translators: a batch size, sequences */
  return g_strdup_printf (_("With every sequence’s KV cache counted, the whole step turns compute-bound "
                            "from batch %s. The chart’s marker is the weights-only critical batch."), batch);
}

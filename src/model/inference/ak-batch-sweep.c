/* ak-batch-sweep.c: decode over a range of batch sizes, and speculative decoding
 *
 * Sources of the formulas:
 * - [Book] J. Austin et al., "How to Scale Your Model" (the JAX scaling
 *   book), chapter "All About Transformer Inference": a decode step reads
 *   the weights once for the whole batch and each sequence's KV cache, and
 *   does 2 FLOPs per weight and token; so its time is at least (weight
 *   bytes + batch × KV bytes) / bandwidth and at least FLOPs / peak. Below
 *   the critical batch (ridge point × bytes per weight / 2) the weights
 *   dominate and a larger batch costs almost nothing; the KV cache grows
 *   with the batch until weights and cache fill the memory.
 * - [Leviathan] Y. Leviathan, M. Kalman, Y. Matias, "Fast Inference from
 *   Transformers via Speculative Decoding", arXiv:2211.17192, 2023: with k
 *   drafted tokens each accepted with probability a, a verification pass
 *   yields (1 − a^(k+1)) / (1 − a) tokens on average (their equation 1),
 *   and with a draft that costs c target steps the walltime improves by
 *   that over k·c + 1 (their theorem 3.8), assuming the verification pass
 *   costs one target step.
 *
 * The batch explorer drops that assumption: the pass over k + 1 tokens per
 * sequence is timed operator by operator with k + 1 times the FLOPs and the
 * same weight and KV bytes, so once it turns compute-bound (a large batch)
 * it costs up to k + 1 steps and the gain shrinks below 1.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <stdlib.h>

#include "ak-batch-sweep.h"
#include "ak-critical-batch.h"

/* Log-spaced sweep: this many batch sizes per doubling. */
#define STEPS_PER_DOUBLING 2
/* The sweep reaches at least this batch. */
#define MIN_SWEEP_TOP      64.0

/**
 * ak_speculative_check:
 * @draft_tokens: the draft length k, 1 to %AK_SPECULATIVE_MAX_DRAFT
 * @acceptance: the acceptance rate a, 0 ≤ a < 1
 * @draft_cost_ratio: the draft-to-target cost ratio c, 0 to 1
 * @error: return location for an %AK_ROOFLINE_ERROR_DOMAIN error naming
 *   the value and its range
 *
 * Returns: %TRUE when all three are in range
 */
gboolean
ak_speculative_check (guint    draft_tokens,
                      double   acceptance,
                      double   draft_cost_ratio,
                      GError **error)
{
  if (draft_tokens < 1 || draft_tokens > AK_SPECULATIVE_MAX_DRAFT)
    {
      g_set_error (error, AK_ROOFLINE_ERROR, AK_ROOFLINE_ERROR_DOMAIN,
                   "draft length must be from 1 to %d tokens, got %u",
                   AK_SPECULATIVE_MAX_DRAFT, draft_tokens);
      return FALSE;
    }
  if (!isfinite (acceptance) || acceptance < 0 || acceptance >= 1)
    {
      g_set_error (error, AK_ROOFLINE_ERROR, AK_ROOFLINE_ERROR_DOMAIN,
                   "acceptance rate must be at least 0 and below 1, got %g", acceptance);
      return FALSE;
    }
  if (!isfinite (draft_cost_ratio) || draft_cost_ratio < 0 || draft_cost_ratio > 1)
    {
      g_set_error (error, AK_ROOFLINE_ERROR, AK_ROOFLINE_ERROR_DOMAIN,
                   "draft cost ratio must be from 0 to 1, got %g", draft_cost_ratio);
      return FALSE;
    }
  return TRUE;
}

/**
 * ak_speculative_expected_tokens:
 * @draft_tokens: the draft length k, at least 1 (larger values are taken
 *   as %AK_SPECULATIVE_MAX_DRAFT)
 * @acceptance: the acceptance rate a; clamped into [0, 1)
 *
 * Tokens a sequence gains per verification pass, (1 − a^(k+1)) / (1 − a)
 * [Leviathan, equation 1]: the accepted prefix of the draft plus the one
 * token the target model adds itself.
 *
 * Returns: the expected tokens, 1 to k + 1
 */
double
ak_speculative_expected_tokens (guint  draft_tokens,
                                double acceptance)
{
  double a = isfinite (acceptance) ? CLAMP (acceptance, 0.0, 1.0 - 1e-12) : 0.0;
  double k = CLAMP (draft_tokens, 1, AK_SPECULATIVE_MAX_DRAFT);

  return (1.0 - pow (a, k + 1)) / (1.0 - a);
}

/* The target's pass over k + 1 tokens per sequence: each operator at its
 * roof with (k + 1) × its FLOPs; weights and KV cache are read once. */
static double
verify_time (const AkInferenceAnalysis *step,
             const AkInferenceMachine  *machine,
             double                     tokens,
             AkBound                   *out_bound)
{
  double total = 0, flops = 0, bytes = 0;

  for (guint i = 0; i < step->n_operators; i++)
    {
      const AkOperatorCost *op = &step->operators[i];
      double peak = op->unit == AK_OPERATOR_VECTOR && machine->vector_peak_flops > 0
                    ? machine->vector_peak_flops : machine->peak_flops;

      total += fmax (op->flops * tokens / peak, op->bytes / machine->bandwidth_bytes_s);
      flops += op->flops * tokens;
      bytes += op->bytes;
    }
  *out_bound = flops / machine->peak_flops >= bytes / machine->bandwidth_bytes_s
               ? AK_BOUND_COMPUTE : AK_BOUND_MEMORY;
  return total;
}

/**
 * ak_speculative_analyze:
 * @step: a decode step (ak_inference_analyze()) at the batch in question
 * @machine: the accelerator it ran on
 * @draft_tokens: the draft length k, 1 to %AK_SPECULATIVE_MAX_DRAFT
 * @acceptance: the acceptance rate a, 0 ≤ a < 1
 * @draft_cost_ratio: one draft step's time over one target step's, 0 to 1
 * @out_result: (out): the figures
 * @error: return location for an %AK_ROOFLINE_ERROR
 *
 * One round of speculative decoding: k draft steps (k × c × step time),
 * then one verification pass over k + 1 tokens per sequence, timed
 * operator by operator with k + 1 times the FLOPs and the same bytes;
 * speedup = expected tokens per pass × step time / (draft time +
 * verification time). While the pass is memory-bound it costs about one
 * step, and the speedup is Leviathan et al.'s (1 − a^(k+1)) / ((1 − a)
 * (k·c + 1)); once it is compute-bound it costs up to k + 1 steps.
 *
 * Errors: %AK_ROOFLINE_ERROR_DOMAIN for k, a or c out of range, or a step
 * without time.
 *
 * Returns: %TRUE on success; on error @out_result is left untouched
 */
gboolean
ak_speculative_analyze (const AkInferenceAnalysis *step,
                        const AkInferenceMachine  *machine,
                        guint                      draft_tokens,
                        double                     acceptance,
                        double                     draft_cost_ratio,
                        AkSpeculativeResult       *out_result,
                        GError                   **error)
{
  AkSpeculativeResult r;

  g_return_val_if_fail (step != NULL && machine != NULL && out_result != NULL, FALSE);

  if (!ak_speculative_check (draft_tokens, acceptance, draft_cost_ratio, error))
    return FALSE;
  if (!(step->step_time_s > 0) || !isfinite (step->step_time_s) ||
      !(machine->peak_flops > 0) || !(machine->bandwidth_bytes_s > 0))
    {
      g_set_error_literal (error, AK_ROOFLINE_ERROR, AK_ROOFLINE_ERROR_DOMAIN,
                           "the decode step must have a positive time on a machine with roofs");
      return FALSE;
    }

  r.expected_tokens_per_pass = ak_speculative_expected_tokens (draft_tokens, acceptance);
  r.draft_time_s = draft_tokens * draft_cost_ratio * step->step_time_s;
  r.verify_time_s = verify_time (step, machine, draft_tokens + 1.0, &r.verify_bound);
  r.speedup = r.expected_tokens_per_pass * step->step_time_s / (r.draft_time_s + r.verify_time_s);
  if (!isfinite (r.speedup) || !isfinite (r.verify_time_s))
    {
      g_set_error_literal (error, AK_ROOFLINE_ERROR, AK_ROOFLINE_ERROR_OVERFLOW,
                           "the verification pass is too large to represent");
      return FALSE;
    }
  *out_result = r;
  return TRUE;
}

/* The factors of @request, or the defaults for all zero. */
static AkEfficiency
factors_of (const AkEfficiency *requested)
{
  AkEfficiency e;

  if (requested->compute == 0 && requested->memory == 0 && requested->overhead_s == 0)
    ak_efficiency_init_default (&e);
  else
    e = *requested;
  return e;
}

/* The point's estimate (ak-efficiency). */
static gboolean
estimate_point (const AkInferenceAnalysis *a,
                const AkInferenceRequest  *r,
                const AkInferenceMachine  *machine,
                const AkEfficiency        *requested,
                AkBatchPoint              *out,
                GError                   **error)
{
  AkEfficiency factors = factors_of (requested);
  AkEstimate e;

  if (!ak_efficiency_estimate (a, r, machine, &factors, &e, error))
    return FALSE;
  out->estimate_ms_per_token = e.step_time_s * 1e3;
  out->estimate_tokens_per_s = e.tokens_per_s;
  return TRUE;
}

/* One batch size: the step, its split [Book], and speculation. */
static gboolean
compute_point (const AkTransformerShape  *shape,
               const AkBatchSweepRequest *request,
               const AkInferenceMachine  *machine,
               double                     batch,
               AkBatchPoint              *out,
               AkInferenceAnalysis       *analysis,
               AkSpeculativeResult       *spec,
               GError                   **error)
{
  AkInferenceRequest r = {
    .phase = AK_PHASE_DECODE,
    .tokens = request->context_tokens,
    .batch_size = batch,
    .weight_precision = request->weight_precision,
    .kv_precision = request->kv_precision,
    .activation_precision = request->compute_precision,
  };
  AkInferenceAnalysis *a = analysis;

  if (!ak_inference_analyze (shape, &r, machine, a, error))
    return FALSE;

  *out = (AkBatchPoint) {
    .batch = floor (batch),
    .step_time_s = a->step_time_s,
    .weights_s = fmax (a->bytes - a->kv_cache_bytes, 0) / machine->bandwidth_bytes_s,
    .kv_s = a->kv_cache_bytes / machine->bandwidth_bytes_s,
    .compute_s = a->flops / machine->peak_flops,
    .ms_per_token = a->step_time_s * 1e3,
    .tokens_per_s = a->tokens_per_s,
    .fits_in_memory = a->fits_in_memory,
    .bound = a->bound,
  };
  if (!estimate_point (a, &r, machine, &request->efficiency, out, error))
    return FALSE;
  if (request->draft_tokens == 0)
    return TRUE;
  if (!ak_speculative_analyze (a, machine, request->draft_tokens, request->acceptance,
                               request->draft_cost_ratio, spec, error))
    return FALSE;
  out->speedup = spec->speedup;
  return TRUE;
}

static int
compare_doubles (const void *a,
                 const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

/* Whole batch sizes, sorted, each once; FALSE for one out of range. */
static gboolean
normalize_batches (const double  *batches,
                   guint          n,
                   double        *out,
                   guint         *out_n,
                   GError       **error)
{
  guint kept = 0;

  if (n < 1 || n > AK_BATCH_SWEEP_MAX_POINTS)
    {
      g_set_error (error, AK_ROOFLINE_ERROR, AK_ROOFLINE_ERROR_DOMAIN,
                   "a sweep has from 1 to %d batch sizes, got %u", AK_BATCH_SWEEP_MAX_POINTS, n);
      return FALSE;
    }
  for (guint i = 0; i < n; i++)
    {
      if (!isfinite (batches[i]) || batches[i] < 1 || batches[i] > AK_INFERENCE_MAX_BATCH)
        {
          g_set_error (error, AK_ROOFLINE_ERROR, AK_ROOFLINE_ERROR_DOMAIN,
                       "batch size must be from 1 to %u sequences, got %g",
                       AK_INFERENCE_MAX_BATCH, batches[i]);
          return FALSE;
        }
      out[i] = floor (batches[i]);
    }
  qsort (out, n, sizeof (double), compare_doubles);
  for (guint i = 0; i < n; i++)
    if (kept == 0 || out[i] != out[kept - 1])
      out[kept++] = out[i];
  *out_n = kept;
  return TRUE;
}

static gboolean
check_request (const AkBatchSweepRequest  *r,
               GError                    **error)
{
  if (!isfinite (r->batch_size) || r->batch_size < 1 || r->batch_size > AK_INFERENCE_MAX_BATCH)
    {
      g_set_error (error, AK_ROOFLINE_ERROR, AK_ROOFLINE_ERROR_DOMAIN,
                   "batch size must be from 1 to %u sequences, got %g",
                   AK_INFERENCE_MAX_BATCH, r->batch_size);
      return FALSE;
    }
  return r->draft_tokens == 0 ||
         ak_speculative_check (r->draft_tokens, r->acceptance, r->draft_cost_ratio, error);
}

/* The index of the point nearest the selected batch. */
static guint
nearest_point (const AkBatchSweep *s,
               double              batch)
{
  guint best = 0;

  for (guint i = 1; i < s->n_points; i++)
    if (fabs (s->points[i].batch - batch) < fabs (s->points[best].batch - batch))
      best = i;
  return best;
}

/* The KV-aware critical batch at the sweep's context. */
static gboolean
critical_with_kv (const AkTransformerShape  *shape,
                  const AkBatchSweepRequest *request,
                  const AkInferenceMachine  *machine,
                  double                    *out,
                  GError                   **error)
{
  AkInferenceRequest r = {
    .phase = AK_PHASE_DECODE, .tokens = request->context_tokens, .batch_size = 1,
    .weight_precision = request->weight_precision, .kv_precision = request->kv_precision,
    .activation_precision = request->compute_precision,
  };

  return ak_critical_batch_with_kv (shape, &r, machine, out, error);
}

/**
 * ak_batch_sweep_compute_batches:
 * @shape: a transformer
 * @request: the decode workload and, optionally, speculative decoding
 * @machine: the accelerator's roofs (ak_inference_machine_for_accelerator())
 * @batches: (array length=n_batches): batch sizes, any order, 1 to
 *   %AK_INFERENCE_MAX_BATCH (fractions are rounded down, repeats dropped)
 * @n_batches: 1 to %AK_BATCH_SWEEP_MAX_POINTS
 * @out_sweep: (out): the points, ascending, and the sweep's figures
 * @error: return location for an %AK_ROOFLINE_ERROR
 *
 * Analyses one decode step (ak_inference_analyze()) at each batch size:
 * step time, ms per token (= step time), tokens/s (= batch / step time),
 * whether it fits, its bound, and the scaling book's split: weights (and
 * activations) / bandwidth, batch × KV cache / bandwidth, FLOPs / peak
 * [Book]. With a draft (@request's @draft_tokens ≥ 1) each point gets its
 * speculative speedup (ak_speculative_analyze()). The selected point is
 * the one nearest @request's batch; its speculative figures are kept.
 *
 * Errors: %AK_ROOFLINE_ERROR_DOMAIN for a batch, context, precision, draft
 * length, acceptance or cost ratio out of range, or a shape or machine
 * ak_inference_analyze() refuses.
 *
 * Returns: %TRUE on success; on error @out_sweep is left untouched
 */
gboolean
ak_batch_sweep_compute_batches (const AkTransformerShape  *shape,
                                const AkBatchSweepRequest *request,
                                const AkInferenceMachine  *machine,
                                const double              *batches,
                                guint                      n_batches,
                                AkBatchSweep              *out_sweep,
                                GError                   **error)
{
  g_autofree AkBatchSweep *s = g_new0 (AkBatchSweep, 1);
  g_autofree AkSpeculativeResult *specs = g_new0 (AkSpeculativeResult, AK_BATCH_SWEEP_MAX_POINTS);
  double sorted[AK_BATCH_SWEEP_MAX_POINTS];
  AkInferenceAnalysis a;

  g_return_val_if_fail (shape != NULL && request != NULL && machine != NULL, FALSE);
  g_return_val_if_fail (batches != NULL && out_sweep != NULL, FALSE);

  if (!check_request (request, error) ||
      !normalize_batches (batches, n_batches, sorted, &s->n_points, error))
    return FALSE;
  for (guint i = 0; i < s->n_points; i++)
    if (!compute_point (shape, request, machine, sorted[i], &s->points[i], &a, &specs[i], error))
      return FALSE;

  /* The last analysis holds what does not depend on the batch. */
  s->critical_batch = a.critical_batch;
  if (!critical_with_kv (shape, request, machine, &s->critical_batch_with_kv, error))
    return FALSE;
  s->memory_known = a.memory_known;
  s->max_batch = a.max_batch;
  s->memory_bytes = a.memory_known ? machine->memory_bytes : 0;
  s->weight_bytes = a.weight_bytes;
  s->kv_bytes_per_sequence = a.kv_cache_bytes / s->points[s->n_points - 1].batch;
  s->selected = nearest_point (s, floor (request->batch_size));
  s->has_speculative = request->draft_tokens > 0;
  s->efficiency = factors_of (&request->efficiency);
  s->speculative = specs[s->selected];
  *out_sweep = *s;
  return TRUE;
}

/* 1 … top log-spaced, plus the selected batch, the first batch at or past
 * the critical batch, and the largest batch that fits. */
static guint
default_batches (const AkBatchSweepRequest *request,
                 const AkInferenceAnalysis *a,
                 double                    *out)
{
  double top = fmax (fmax (request->batch_size, 2 * a->critical_batch),
                     fmax (2 * a->max_batch, MIN_SWEEP_TOP));
  double steps = ceil (log2 (fmin (top, AK_INFERENCE_MAX_BATCH)) * STEPS_PER_DOUBLING);
  guint n = 0;

  for (double i = 0; i <= steps; i++)
    out[n++] = fmin (round (pow (2.0, i / STEPS_PER_DOUBLING)), AK_INFERENCE_MAX_BATCH);
  out[n++] = floor (request->batch_size);
  out[n++] = CLAMP (ceil (a->critical_batch), 1, AK_INFERENCE_MAX_BATCH);
  if (a->max_batch >= 1)
    out[n++] = a->max_batch;
  return n;
}

/**
 * ak_batch_sweep_compute:
 * @shape: a transformer
 * @request: the decode workload and, optionally, speculative decoding
 * @machine: the accelerator's roofs
 * @out_sweep: (out): the sweep
 * @error: return location for an %AK_ROOFLINE_ERROR
 *
 * ak_batch_sweep_compute_batches() over the explorer's batch sizes: 1 up
 * to the first power of two at or above the largest of 64, the selected
 * batch, twice the critical batch and twice the largest batch that fits
 * (at most %AK_INFERENCE_MAX_BATCH), two per doubling (1, 2, 3, 4, 6, 8,
 * 11, 16, …); and exactly the selected batch, the critical batch rounded
 * up, and the largest batch that fits.
 *
 * Returns: %TRUE on success; on error @out_sweep is left untouched
 */
gboolean
ak_batch_sweep_compute (const AkTransformerShape  *shape,
                        const AkBatchSweepRequest *request,
                        const AkInferenceMachine  *machine,
                        AkBatchSweep              *out_sweep,
                        GError                   **error)
{
  double batches[AK_BATCH_SWEEP_MAX_POINTS];
  AkInferenceAnalysis a;
  AkInferenceRequest one = {
    .phase = AK_PHASE_DECODE, .tokens = request->context_tokens, .batch_size = 1,
    .weight_precision = request->weight_precision, .kv_precision = request->kv_precision,
    .activation_precision = request->compute_precision,
  };

  g_return_val_if_fail (shape != NULL && request != NULL && machine != NULL, FALSE);
  g_return_val_if_fail (out_sweep != NULL, FALSE);

  if (!check_request (request, error) || !ak_inference_analyze (shape, &one, machine, &a, error))
    return FALSE;
  return ak_batch_sweep_compute_batches (shape, request, machine, batches,
                                         default_batches (request, &a, batches), out_sweep, error);
}

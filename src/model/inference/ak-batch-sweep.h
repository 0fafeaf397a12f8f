/* ak-batch-sweep.h: decode over a range of batch sizes, and speculative decoding
 *
 * Pure functions, no GTK, no allocation. Every function that can fail
 * returns FALSE and sets an AK_ROOFLINE_ERROR; no result is NaN or infinite.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "ak-efficiency.h"
#include "ak-inference.h"

G_BEGIN_DECLS

/* The most batch sizes one sweep holds. */
#define AK_BATCH_SWEEP_MAX_POINTS 128
/* The longest draft speculative decoding may propose, tokens. */
#define AK_SPECULATIVE_MAX_DRAFT  32

/**
 * AkBatchSweepRequest:
 * @context_tokens: tokens each sequence holds in its context, 1 to
 *   %AK_INFERENCE_MAX_TOKENS
 * @batch_size: the selected batch, sequences, 1 to %AK_INFERENCE_MAX_BATCH
 * @weight_precision: storage format of the weights
 * @kv_precision: storage format of the KV cache
 * @compute_precision: format of the arithmetic (not INT4)
 * @draft_tokens: speculative decoding's draft length k, 1 to
 *   %AK_SPECULATIVE_MAX_DRAFT; 0 for none
 * @acceptance: the chance a drafted token is accepted, 0 ≤ a < 1
 *   (ignored without a draft)
 * @draft_cost_ratio: time of one draft step over one target step at the
 *   same batch, 0 to 1 (ignored without a draft)
 * @efficiency: the estimate's factors (ak-efficiency); all zero for the
 *   defaults (ak_efficiency_init_default())
 *
 * A decode workload to sweep over batch sizes.
 */
typedef struct {
  double      context_tokens;
  double      batch_size;
  AkPrecision weight_precision;
  AkPrecision kv_precision;
  AkPrecision compute_precision;
  guint       draft_tokens;
  double      acceptance;
  double       draft_cost_ratio;
  AkEfficiency efficiency;
} AkBatchSweepRequest;

/**
 * AkBatchPoint:
 * @batch: sequences decoded together, 1 to %AK_INFERENCE_MAX_BATCH
 * @step_time_s: one decode step, the sum over operators of max (FLOPs /
 *   peak, bytes / bandwidth) (ak_inference_analyze()), seconds
 * @weights_s: reading the weights (and the activations) at full
 *   bandwidth, seconds
 * @kv_s: reading the batch's KV cache at full bandwidth, seconds
 * @compute_s: the step's FLOPs at the matrix peak, seconds
 * @ms_per_token: time between two tokens of one sequence, = step time,
 *   milliseconds
 * @tokens_per_s: tokens the chip makes per second, @batch / step time
 * @fits_in_memory: weights and the batch's KV cache fit in the
 *   accelerator's memory (%FALSE when the capacity is unknown)
 * @bound: the step as a whole: compute-bound when its FLOPs take longer
 *   than its bytes
 * @speedup: speculative decoding's speedup at this batch, 0 without a draft
 * @estimate_ms_per_token: the step as a real run is expected to take it
 *   (ak_efficiency_estimate() with the sweep's factors), milliseconds
 * @estimate_tokens_per_s: @batch / the estimated step time
 *
 * One batch size of a sweep. The scaling book's split (weights, KV cache,
 * compute) bounds the step from below: step time ≥ @weights_s + @kv_s and
 * ≥ @compute_s.
 */
typedef struct {
  double   batch;
  double   step_time_s;
  double   weights_s;
  double   kv_s;
  double   compute_s;
  double   ms_per_token;
  double   tokens_per_s;
  gboolean fits_in_memory;
  AkBound  bound;
  double   speedup;
  double   estimate_ms_per_token;
  double   estimate_tokens_per_s;
} AkBatchPoint;

/**
 * AkSpeculativeResult:
 * @expected_tokens_per_pass: tokens each sequence gains per verification
 *   pass, (1 − a^(k+1)) / (1 − a), 1 to k + 1
 * @draft_time_s: k draft steps, k × c × step time, seconds
 * @verify_time_s: the target model's pass over k + 1 tokens per sequence,
 *   seconds
 * @verify_bound: whether that pass is memory- or compute-bound
 * @speedup: tokens per second with speculation over tokens per second
 *   without, at the same batch (below 1 means it costs)
 *
 * Speculative decoding at one batch size.
 */
typedef struct {
  double  expected_tokens_per_pass;
  double  draft_time_s;
  double  verify_time_s;
  AkBound verify_bound;
  double  speedup;
} AkSpeculativeResult;

/**
 * AkBatchSweep:
 * @points: the batch sizes, ascending, each once
 * @n_points: how many of @points are set
 * @selected: the index in @points of the request's batch
 * @critical_batch: sequences at which the weight matmuls turn
 *   compute-bound, ridge point × bytes per weight / 2 (not rounded)
 * @critical_batch_with_kv: the smallest batch whose whole decode step,
 *   every sequence's KV cache counted, is compute-bound
 *   (ak_critical_batch_with_kv()); 0 when no batch is
 * @memory_known: the accelerator's capacity is known
 * @max_batch: the largest batch whose weights and KV cache fit, sequences;
 *   0 when the weights alone do not fit or the capacity is unknown
 * @memory_bytes: the accelerator's memory, bytes (0 if unknown)
 * @weight_bytes: all parameters at the weight precision, bytes
 * @kv_bytes_per_sequence: one sequence's KV cache at the context, bytes
 * @has_speculative: the request has a draft
 * @efficiency: the factors the estimates used
 * @speculative: speculative decoding at the selected batch
 *
 * Decode over batch sizes: what the batch explorer draws.
 */
typedef struct {
  AkBatchPoint        points[AK_BATCH_SWEEP_MAX_POINTS];
  guint               n_points;
  guint               selected;
  double              critical_batch;
  double              critical_batch_with_kv;
  gboolean            memory_known;
  double              max_batch;
  double              memory_bytes;
  double              weight_bytes;
  double              kv_bytes_per_sequence;
  gboolean            has_speculative;
  AkEfficiency        efficiency;
  AkSpeculativeResult speculative;
} AkBatchSweep;

gboolean ak_speculative_check            (guint                      draft_tokens,
                                          double                     acceptance,
                                          double                     draft_cost_ratio,
                                          GError                   **error);
double   ak_speculative_expected_tokens  (guint                      draft_tokens,
                                          double                     acceptance);
gboolean ak_speculative_analyze          (const AkInferenceAnalysis *step,
                                          const AkInferenceMachine  *machine,
                                          guint                      draft_tokens,
                                          double                     acceptance,
                                          double                     draft_cost_ratio,
                                          AkSpeculativeResult       *out_result,
                                          GError                   **error);
gboolean ak_batch_sweep_compute_batches  (const AkTransformerShape  *shape,
                                          const AkBatchSweepRequest *request,
                                          const AkInferenceMachine  *machine,
                                          const double              *batches,
                                          guint                      n_batches,
                                          AkBatchSweep              *out_sweep,
                                          GError                   **error);
gboolean ak_batch_sweep_compute          (const AkTransformerShape  *shape,
                                          const AkBatchSweepRequest *request,
                                          const AkInferenceMachine  *machine,
                                          AkBatchSweep              *out_sweep,
                                          GError                   **error);

G_END_DECLS

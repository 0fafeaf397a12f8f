/* ak-roofline.h: roofline and dense-transformer inference arithmetic
 *
 * Pure functions, no GTK. Every function that can fail returns FALSE and
 * sets an AK_ROOFLINE_ERROR; none ever returns NaN or infinity.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define AK_ROOFLINE_ERROR (ak_roofline_error_quark ())

/**
 * AkRooflineError:
 * @AK_ROOFLINE_ERROR_DOMAIN: an input is zero, negative, NaN, infinite or
 *   larger than the function accepts
 * @AK_ROOFLINE_ERROR_OVERFLOW: the result would not be a finite double
 */
typedef enum {
  AK_ROOFLINE_ERROR_DOMAIN,
  AK_ROOFLINE_ERROR_OVERFLOW,
} AkRooflineError;

/**
 * AkPrecision:
 * Numeric formats for weights and KV-cache values.
 */
typedef enum {
  AK_PRECISION_FP32,
  AK_PRECISION_BF16,
  AK_PRECISION_FP16,
  AK_PRECISION_FP8,
  AK_PRECISION_INT8,
  AK_PRECISION_INT4,
  AK_N_PRECISIONS
} AkPrecision;

/**
 * AkBound:
 * Which roof limits a workload.
 */
typedef enum {
  AK_BOUND_MEMORY,
  AK_BOUND_COMPUTE,
} AkBound;

/**
 * AkUtilizationInputs:
 * @params: parameter count N
 * @precision: storage format of the weights
 * @steps_per_second: decode steps per second, which is tokens per second
 *   for each sequence
 * @batch_size: sequences decoded together, at least 1
 * @peak_flops: the accelerator's dense peak, FLOP/s
 * @bandwidth_bytes_s: the accelerator's peak memory bandwidth, bytes/s
 * @kv_bytes_per_sequence: KV cache each sequence reads per step, bytes (see
 *   ak_transformer_shape_kv_cache_bytes()); 0 leaves the KV cache out, as
 *   the lesson's batch-1 worked example does
 * @attention_flops_per_token: attention FLOPs per generated token (scores
 *   and values, 4 × layers × heads × head dim × context, Kaplan et al.
 *   2020); 0 leaves them out
 * @memory_bytes: the accelerator's memory, bytes; 0 if unknown
 *
 * A decode workload as the MFU/MBU calculator describes it. Members after
 * @bandwidth_bytes_s are optional: zero keeps the weights-only figures.
 */
typedef struct {
  double      params;
  AkPrecision precision;
  double      steps_per_second;
  guint       batch_size;
  double      peak_flops;
  double      bandwidth_bytes_s;
  double      kv_bytes_per_sequence;
  double      attention_flops_per_token;
  double      memory_bytes;
} AkUtilizationInputs;

/**
 * AkUtilization:
 * @bytes_per_step: weights read once per step, bytes
 * @bytes_per_token: @bytes_per_step shared by the batch, bytes
 * @tokens_per_second: tokens of all sequences, tokens/s
 * @bandwidth_bytes_s: bandwidth the rate needs, bytes/s
 * @mbu: model bandwidth utilization, a fraction (may exceed 1)
 * @flops_per_second: compute the rate needs, FLOP/s
 * @mfu: model FLOPs utilization, a fraction (may exceed 1)
 * @memory_ceiling_steps_s: steps/s the bandwidth allows
 * @compute_ceiling_steps_s: steps/s the dense peak allows
 * @ceiling_steps_s: the lower of the two ceilings
 * @bound: which of the two ceilings is lower
 * @kv_bytes_per_step: the batch's KV cache read per step, bytes (0 if
 *   left out)
 * @memory_needed_bytes: weights + the batch's KV cache, bytes
 * @fits_in_memory: @memory_needed_bytes is at most the inputs'
 *   @memory_bytes (%TRUE when that is unknown)
 */
typedef struct {
  double  bytes_per_step;
  double  bytes_per_token;
  double  tokens_per_second;
  double  bandwidth_bytes_s;
  double  mbu;
  double  flops_per_second;
  double  mfu;
  double  memory_ceiling_steps_s;
  double  compute_ceiling_steps_s;
  double  ceiling_steps_s;
  AkBound bound;
  double  kv_bytes_per_step;
  double  memory_needed_bytes;
  gboolean fits_in_memory;
} AkUtilization;

/* Largest magnitude any input may have; beyond it inputs are "absurd". */
#define AK_ROOFLINE_MAX_INPUT 1e30

GQuark       ak_roofline_error_quark            (void);

double       ak_precision_bytes                 (AkPrecision  precision);
const char  *ak_precision_to_string             (AkPrecision  precision);
gboolean     ak_precision_from_string           (const char  *name,
                                                 AkPrecision *out_precision);

gboolean     ak_roofline_attainable_flops       (double       peak_flops,
                                                 double       bandwidth_bytes_s,
                                                 double       intensity_flop_byte,
                                                 double      *out_flops,
                                                 GError     **error);
gboolean     ak_roofline_ridge_point            (double       peak_flops,
                                                 double       bandwidth_bytes_s,
                                                 double      *out_flop_byte,
                                                 GError     **error);
gboolean     ak_roofline_bound                  (double       peak_flops,
                                                 double       bandwidth_bytes_s,
                                                 double       intensity_flop_byte,
                                                 AkBound     *out_bound,
                                                 GError     **error);
gboolean     ak_roofline_step_time              (double       flops,
                                                 double       bytes,
                                                 double       peak_flops,
                                                 double       bandwidth_bytes_s,
                                                 double      *out_seconds,
                                                 GError     **error);

gboolean     ak_roofline_mbu                    (double       bytes_per_step,
                                                 double       steps_per_second,
                                                 double       peak_bandwidth_bytes_s,
                                                 double      *out_fraction,
                                                 GError     **error);
gboolean     ak_roofline_mfu                    (double       achieved_flops,
                                                 double       peak_flops,
                                                 double      *out_fraction,
                                                 GError     **error);

gboolean     ak_roofline_utilization            (const AkUtilizationInputs *inputs,
                                                 AkUtilization             *out_utilization,
                                                 GError                   **error);

G_END_DECLS

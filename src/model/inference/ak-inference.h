/* ak-inference.h: one inference step of a transformer, operator by operator
 *
 * Pure functions, no GTK, no allocation. Every function that can fail
 * returns FALSE and sets an AK_ROOFLINE_ERROR; no result is NaN or infinite.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "ak-lesson.h"
#include "ak-roofline.h"
#include "ak-transformer.h"

G_BEGIN_DECLS

/* Caps on a request: beyond them it is "absurd". */
#define AK_INFERENCE_MAX_TOKENS   (1u << 24)  /* 16,777,216 tokens of context */
#define AK_INFERENCE_MAX_BATCH    (1u << 20)  /* 1,048,576 sequences */
#define AK_INFERENCE_MAX_OPERATORS 16

/**
 * AkPeakCase:
 * @AK_PEAK_CASE_BF16: BF16/FP16 weights and compute: the dense BF16 peak
 * @AK_PEAK_CASE_FP8: FP8 compute on a chip that lists an FP8 peak
 * @AK_PEAK_CASE_INT8: INT8 compute on a chip that lists an INT8 peak
 * @AK_PEAK_CASE_WEIGHT_ONLY: weights stored narrower than the compute
 *   precision (weight-only quantization): the BF16 peak, fewer bytes
 * @AK_PEAK_CASE_NOT_NATIVE: FP8 or INT8 compute asked of a chip that lists
 *   no such peak: it computes at its BF16 peak
 * @AK_PEAK_CASE_FP32_VECTOR: FP32 compute on the vector units
 *
 * Which peak is the roof for a choice of precisions.
 */
typedef enum {
  AK_PEAK_CASE_BF16,
  AK_PEAK_CASE_FP8,
  AK_PEAK_CASE_INT8,
  AK_PEAK_CASE_WEIGHT_ONLY,
  AK_PEAK_CASE_NOT_NATIVE,
  AK_PEAK_CASE_FP32_VECTOR,
} AkPeakCase;

/**
 * AkOperatorUnit:
 * @AK_OPERATOR_MATRIX: a matrix multiply, on the matrix units
 * @AK_OPERATOR_VECTOR: element-wise work (norms, lookups), on the vector units
 */
typedef enum {
  AK_OPERATOR_MATRIX,
  AK_OPERATOR_VECTOR,
} AkOperatorUnit;

/**
 * AkInferenceRequest:
 * @phase: %AK_PHASE_PREFILL (a prompt of @tokens tokens per sequence) or
 *   %AK_PHASE_DECODE (one new token per sequence at a context of @tokens)
 * @tokens: prompt length or context length, 1 to %AK_INFERENCE_MAX_TOKENS
 * @batch_size: sequences, 1 to %AK_INFERENCE_MAX_BATCH
 * @weight_precision: storage format of the weights
 * @kv_precision: storage format of the KV cache
 * @activation_precision: format of activations and of the arithmetic
 *   (not INT4)
 */
typedef struct {
  AkPhase     phase;
  double      tokens;
  double      batch_size;
  AkPrecision weight_precision;
  AkPrecision kv_precision;
  AkPrecision activation_precision;
} AkInferenceRequest;

/**
 * AkInferenceMachine:
 * @peak_flops: the matrix units' dense peak at the compute precision, FLOP/s
 * @vector_peak_flops: the vector units' FP32 peak, FLOP/s; 0 if the
 *   datasheet gives none (then @peak_flops is used for vector work)
 * @bandwidth_bytes_s: peak memory bandwidth, bytes/s
 * @memory_bytes: memory capacity, bytes; 0 if unknown
 * @peak_case: why @peak_flops is the roof
 */
typedef struct {
  double     peak_flops;
  double     vector_peak_flops;
  double     bandwidth_bytes_s;
  double     memory_bytes;
  AkPeakCase peak_case;
} AkInferenceMachine;

/**
 * AkOperatorCost:
 * @name: (not nullable): a static id: "embedding", "norms",
 *   "qkv_projection", "attention_scores", "attention_values",
 *   "output_projection", "mlp_up", "mlp_gate", "mlp_down", "router",
 *   "experts", "shared_experts" or "lm_head"
 * @unit: which units do the work
 * @flops: work, summed over layers, FLOPs
 * @bytes: traffic to and from HBM, summed over layers, bytes
 * @intensity: @flops / @bytes, FLOP/byte
 * @time_s: max (@flops / its peak, @bytes / bandwidth), seconds
 * @bound: which of the two terms is larger
 */
typedef struct {
  const char     *name;
  AkOperatorUnit  unit;
  double          flops;
  double          bytes;
  double          intensity;
  double          time_s;
  AkBound         bound;
} AkOperatorCost;

/**
 * AkInferenceAnalysis:
 * @operators: the step's operators, in the order they run
 * @n_operators: how many of @operators are set
 * @parameters: parameter counts
 * @weight_bytes: all parameters at the weight precision, bytes
 * @kv_cache_bytes: the batch's KV cache at the end of the step, bytes
 * @memory_needed_bytes: @weight_bytes + @kv_cache_bytes, bytes
 * @memory_known: the machine's capacity is known
 * @fits_in_memory: @memory_needed_bytes is at most the capacity
 * @max_batch: the largest batch whose weights and KV cache fit, sequences
 *   (0 if the weights alone do not fit; 0 when the capacity is unknown)
 * @critical_batch: tokens per step at which the weight matmuls turn
 *   compute-bound (decode: sequences)
 * @flops: work of the step, FLOPs
 * @bytes: HBM traffic of the step, bytes
 * @intensity: @flops / @bytes, FLOP/byte
 * @ridge_point: peak / bandwidth, FLOP/byte
 * @bound: the step as a whole: compute-bound if @intensity ≥ @ridge_point
 * @step_time_s: sum of the operators' times, seconds
 * @tokens_per_s: tokens the step processes (prefill) or makes (decode)
 *   per second
 * @mbu: bytes / step time / bandwidth, KV cache counted, 0 to 1
 * @mfu: FLOPs / step time / peak, 0 to 1
 */
typedef struct {
  AkOperatorCost   operators[AK_INFERENCE_MAX_OPERATORS];
  guint            n_operators;
  AkParameterCount parameters;
  double           weight_bytes;
  double           kv_cache_bytes;
  double           memory_needed_bytes;
  gboolean         memory_known;
  gboolean         fits_in_memory;
  double           max_batch;
  double           critical_batch;
  double           flops;
  double           bytes;
  double           intensity;
  double           ridge_point;
  AkBound          bound;
  double           step_time_s;
  double           tokens_per_s;
  double           mbu;
  double           mfu;
} AkInferenceAnalysis;

const char *ak_peak_case_describe                 (AkPeakCase                 peak_case);
const char *ak_operator_label                     (const char                *name);
AkPrecision ak_inference_default_compute          (AkPrecision                weight_precision);
gboolean    ak_inference_machine_for_accelerator  (const AkAccelerator       *accelerator,
                                                   AkPrecision                weight_precision,
                                                   AkPrecision                compute_precision,
                                                   AkInferenceMachine        *out_machine,
                                                   GError                   **error);
gboolean    ak_inference_analyze                  (const AkTransformerShape  *shape,
                                                   const AkInferenceRequest  *request,
                                                   const AkInferenceMachine  *machine,
                                                   AkInferenceAnalysis       *out_analysis,
                                                   GError                   **error);
gboolean    ak_inference_decode_per_sequence      (const AkTransformerShape  *shape,
                                                   AkPrecision                kv_precision,
                                                   double                     context_tokens,
                                                   double                    *out_kv_bytes,
                                                   double                    *out_attention_flops,
                                                   GError                   **error);
gboolean    ak_inference_workload_cost            (const AkModelSpec         *model,
                                                   AkPhase                    phase,
                                                   AkPrecision                precision,
                                                   guint                      batch_size,
                                                   guint                      tokens,
                                                   double                    *out_flops,
                                                   double                    *out_bytes,
                                                   GError                   **error);
gboolean    ak_inference_step_cost                (const AkTransformerShape  *shape,
                                                   const AkInferenceRequest  *request,
                                                   double                    *out_flops,
                                                   double                    *out_bytes,
                                                   GError                   **error);

G_END_DECLS

/* ak-inference.c: one inference step of a transformer, operator by operator
 *
 * Sources of the formulas:
 * - [Kaplan] J. Kaplan et al., "Scaling Laws for Neural Language Models",
 *   arXiv:2001.08361, 2020: a matmul costs 2 FLOPs per weight and token
 *   (2N per token); attention scores 2 × n_ctx × d_attn per layer and token
 *   (table 1), and as many again for the weighted sum of values.
 * - [Book] J. Austin et al., "How to Scale Your Model" (the JAX scaling
 *   book), chapter "All About Transformer Inference": a step costs the
 *   weights and KV cache read at the memory roof and the FLOPs at the
 *   compute roof; a weight matmul of B tokens has intensity about
 *   2B / bytes per weight, so it turns compute-bound at a batch of about
 *   ridge point × bytes per weight / 2 (240 tokens in BF16 on a TPU v5e).
 * - [Matmul] accelerator-facts.md: a [T, D] × [D, F] matmul moves T·D +
 *   D·F + T·F values, so its intensity is about T·D·F / (T·D + D·F + T·F).
 * - [GQA] J. Ainslie et al., "GQA", arXiv:2305.13245, 2023, and
 *   [MQA] N. Shazeer, "Fast Transformer Decoding", arXiv:1911.02150, 2019:
 *   the KV heads a group of query heads shares are read once.
 * - [Flash] attention is assumed fused (FlashAttention, Dao et al. 2022):
 *   the scores stay on chip, HBM sees Q, K, V and the output.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "ak-inference.h"

/* What one step's operators need to know, derived from shape and request. */
typedef struct {
  const AkTransformerShape *shape;
  AkLayerWeights            w;
  double                    layers;
  double                    m;        /* tokens in the step: batch × query tokens */
  double                    batch;
  double                    wb, ab, kb; /* bytes per weight, activation, KV value */
  AkInferenceAnalysis      *out;
} Step;

static void
add_op (Step           *s,
        const char     *name,
        AkOperatorUnit  unit,
        double          flops,
        double          bytes)
{
  AkOperatorCost *op;

  g_assert (s->out->n_operators < AK_INFERENCE_MAX_OPERATORS);
  op = &s->out->operators[s->out->n_operators++];
  *op = (AkOperatorCost) { .name = name, .unit = unit, .flops = flops, .bytes = bytes };
}

/* A weight matmul in every layer: @m tokens, @din → @dout, @weights
 * parameters (biases included) read once per layer [Kaplan, Matmul]. */
static void
add_matmul (Step       *s,
            const char *name,
            double      m,
            double      din,
            double      dout,
            double      weights)
{
  add_op (s, name, AK_OPERATOR_MATRIX,
          s->layers * 2.0 * m * din * dout,
          s->layers * (weights * s->wb + m * (din + dout) * s->ab));
}

/* Query-key pairs a sequence's step computes, summed over layers: decode
 * attends one token to the context, prefill is causal (token i sees i
 * tokens); a sliding-window layer sees at most its window. */
static double
attention_pairs (const AkTransformerShape *shape,
                 AkPhase                   phase,
                 double                    t)
{
  double w = shape->sliding_window > 0 ? fmin (t, shape->sliding_window) : t;
  double full = shape->layers - shape->sliding_layers;

  if (phase == AK_PHASE_DECODE)
    return full * t + shape->sliding_layers * w;
  return full * t * (t + 1) / 2 + shape->sliding_layers * (w * (w + 1) / 2 + (t - w) * w);
}

/* K (or V) values read per step, summed over layers: decode reads the
 * cache, prefill the keys it just made [Flash, GQA]. */
static double
kv_values_read (const AkTransformerShape *shape,
                AkPhase                   phase,
                double                    t)
{
  double per_token = (double) shape->kv_heads * shape->head_dim;

  if (phase == AK_PHASE_DECODE)
    return per_token * attention_pairs (shape, phase, t);
  return per_token * shape->layers * t;
}

static void
add_attention (Step                     *s,
               const AkInferenceRequest *r)
{
  const AkTransformerShape *sh = s->shape;
  double q = (double) sh->heads * sh->head_dim, kv = (double) sh->kv_heads * sh->head_dim;
  double flops = 2.0 * s->batch * q * attention_pairs (sh, r->phase, r->tokens);
  double kv_bytes = s->batch * kv_values_read (sh, r->phase, r->tokens) * s->kb;
  double q_bytes = s->layers * s->m * q * s->ab;

  /* Q, K, V out; the new keys and values go to the cache. */
  add_op (s, "qkv_projection", AK_OPERATOR_MATRIX,
          s->layers * 2.0 * s->m * sh->hidden_size * (q + 2 * kv),
          s->layers * (s->w.qkv * s->wb + s->m * (sh->hidden_size + q) * s->ab
                       + s->m * 2 * kv * s->kb));
  add_op (s, "attention_scores", AK_OPERATOR_MATRIX, flops, q_bytes + kv_bytes);
  add_op (s, "attention_values", AK_OPERATOR_MATRIX, flops, kv_bytes + q_bytes);
  add_matmul (s, "output_projection", s->m, q, sh->hidden_size, s->w.output);
}

/* Routed experts: each token uses k of E; with uniform routing the layer
 * touches E × (1 − (1 − k/E)^m) distinct experts, whose weights it reads. */
static void
add_experts (Step *s)
{
  const AkTransformerShape *sh = s->shape;
  double d = sh->hidden_size, e = sh->experts, k = sh->experts_per_token;
  double mats = sh->gated_mlp ? 3 : 2;
  double touched = e * (1.0 - pow (1.0 - k / e, s->m));
  double f = sh->expert_intermediate_size;

  add_matmul (s, "router", s->m, d, e, s->w.router);
  add_op (s, "experts", AK_OPERATOR_MATRIX,
          s->layers * 2.0 * s->m * k * mats * d * f,
          s->layers * (touched * s->w.expert * s->wb + s->m * k * mats * (d + f) * s->ab));
  if (s->w.shared > 0)
    {
      f = sh->shared_expert_intermediate_size;
      add_op (s, "shared_experts", AK_OPERATOR_MATRIX,
              s->layers * 2.0 * s->m * (mats * d * f + (sh->shared_expert_gate ? d : 0)),
              s->layers * (s->w.shared * s->wb + s->m * mats * (d + f) * s->ab));
    }
}

static void
add_mlp (Step *s)
{
  const AkTransformerShape *sh = s->shape;
  double d = sh->hidden_size, f = sh->intermediate_size;
  double bias = sh->mlp_bias ? f : 0;

  if (sh->experts > 0)
    {
      add_experts (s);
      return;
    }
  add_matmul (s, "mlp_up", s->m, d, f, d * f + bias);
  if (sh->gated_mlp)
    add_matmul (s, "mlp_gate", s->m, d, f, d * f + bias);
  add_matmul (s, "mlp_down", s->m, f, d, d * f + (sh->mlp_bias ? d : 0));
}

/* Norms: a rough 4 FLOPs per value for RMSNorm (square, sum, scale twice),
 * 7 for LayerNorm (mean and bias too); each reads and writes the
 * activations and reads its weights. */
static void
add_norms (Step *s)
{
  const AkTransformerShape *sh = s->shape;
  double d = sh->hidden_size;
  double count = s->layers * sh->norms_per_layer + 1;
  double per_value = sh->norm == AK_NORM_LAYER ? 7 : 4;
  double weights = sh->norm == AK_NORM_LAYER ? 2 * d : d;

  add_op (s, "norms", AK_OPERATOR_VECTOR, count * per_value * s->m * d,
          count * (2 * s->m * d * s->ab + weights * s->wb));
}

static void
build_operators (Step                     *s,
                 const AkInferenceRequest *r)
{
  const AkTransformerShape *sh = s->shape;
  double d = sh->hidden_size, v = sh->vocab_size;
  double rows = sh->learned_positions > 0 ? 2 : 1;

  /* A lookup: the rows of the step's tokens (and positions), no FLOPs. */
  add_op (s, "embedding", AK_OPERATOR_VECTOR, 0, s->m * d * (rows * s->wb + s->ab));
  add_norms (s);
  add_attention (s, r);
  add_mlp (s);
  /* Logits of the last token of each sequence only, as serving engines
   * compute them; the full V × D matrix is read, tied or not. */
  add_op (s, "lm_head", AK_OPERATOR_MATRIX, 2.0 * s->batch * d * v,
          d * v * s->wb + s->batch * (d + v) * s->ab);
}

static gboolean
check_request (const AkInferenceRequest  *r,
               GError                   **error)
{
  if (r->phase != AK_PHASE_PREFILL && r->phase != AK_PHASE_DECODE)
    {
      g_set_error (error, AK_ROOFLINE_ERROR, AK_ROOFLINE_ERROR_DOMAIN,
                   "phase must be prefill or decode, got value %d", (int) r->phase);
      return FALSE;
    }
  if (!isfinite (r->tokens) || r->tokens < 1 || r->tokens > AK_INFERENCE_MAX_TOKENS)
    {
      g_set_error (error, AK_ROOFLINE_ERROR, AK_ROOFLINE_ERROR_DOMAIN,
                   "context length must be from 1 to %u tokens, got %g",
                   AK_INFERENCE_MAX_TOKENS, r->tokens);
      return FALSE;
    }
  if (!isfinite (r->batch_size) || r->batch_size < 1 || r->batch_size > AK_INFERENCE_MAX_BATCH)
    {
      g_set_error (error, AK_ROOFLINE_ERROR, AK_ROOFLINE_ERROR_DOMAIN,
                   "batch size must be from 1 to %u sequences, got %g",
                   AK_INFERENCE_MAX_BATCH, r->batch_size);
      return FALSE;
    }
  if ((guint) r->weight_precision >= AK_N_PRECISIONS || (guint) r->kv_precision >= AK_N_PRECISIONS ||
      (guint) r->activation_precision >= AK_N_PRECISIONS || r->activation_precision == AK_PRECISION_INT4)
    {
      g_set_error_literal (error, AK_ROOFLINE_ERROR, AK_ROOFLINE_ERROR_DOMAIN,
                           "precisions must be fp32, bf16, fp16, fp8, int8 or int4 "
                           "(int4 only for weights and KV cache)");
      return FALSE;
    }
  return TRUE;
}

static gboolean
step_init (Step                     *s,
           const AkTransformerShape *shape,
           const AkInferenceRequest *r,
           AkInferenceAnalysis      *out,
           GError                  **error)
{
  if (!ak_transformer_count_parameters (shape, &out->parameters, error) || !check_request (r, error))
    return FALSE;

  *s = (Step) {
    .shape = shape,
    .w = out->parameters.per_layer,
    .layers = shape->layers,
    .batch = floor (r->batch_size),
    .m = floor (r->batch_size) * (r->phase == AK_PHASE_PREFILL ? floor (r->tokens) : 1),
    .wb = ak_precision_bytes (r->weight_precision),
    .ab = ak_precision_bytes (r->activation_precision),
    .kb = ak_precision_bytes (r->kv_precision),
    .out = out,
  };
  out->n_operators = 0;
  build_operators (s, r);
  return TRUE;
}

/**
 * ak_inference_step_cost:
 * @shape: a transformer
 * @request: the step
 * @out_flops: (out): work of the step, FLOPs
 * @out_bytes: (out): HBM traffic of the step, bytes
 * @error: return location for an %AK_ROOFLINE_ERROR
 *
 * The sums of ak_inference_analyze()'s operators, without a machine: what a
 * roofline chart needs to place a workload (x = @out_flops / @out_bytes).
 *
 * Returns: %TRUE on success; on error the outputs are left untouched
 */
gboolean
ak_inference_step_cost (const AkTransformerShape  *shape,
                        const AkInferenceRequest  *request,
                        double                    *out_flops,
                        double                    *out_bytes,
                        GError                   **error)
{
  AkInferenceAnalysis a;
  Step s;
  double flops = 0, bytes = 0;

  g_return_val_if_fail (shape != NULL && request != NULL, FALSE);
  g_return_val_if_fail (out_flops != NULL && out_bytes != NULL, FALSE);

  if (!step_init (&s, shape, request, &a, error))
    return FALSE;
  for (guint i = 0; i < a.n_operators; i++)
    {
      flops += a.operators[i].flops;
      bytes += a.operators[i].bytes;
    }
  *out_flops = flops;
  *out_bytes = bytes;
  return TRUE;
}

/**
 * ak_inference_decode_per_sequence:
 * @shape: a transformer
 * @kv_precision: storage format of the KV cache
 * @context_tokens: tokens in the context, 1 to %AK_INFERENCE_MAX_TOKENS
 * @out_kv_bytes: (out): the KV cache one sequence reads per decode step,
 *   bytes (ak_transformer_shape_kv_cache_bytes() at batch 1)
 * @out_attention_flops: (out): attention FLOPs per generated token: 2 × 2
 *   × heads × head dim × context per layer, scores and values (Kaplan et
 *   al. 2020, table 1), a sliding-window layer counting its window
 * @error: return location for an %AK_ROOFLINE_ERROR
 *
 * The two per-sequence figures #AkUtilizationInputs takes to count the KV
 * cache and attention in the MFU/MBU calculator.
 *
 * Returns: %TRUE on success; on error the outputs are left untouched
 */
gboolean
ak_inference_decode_per_sequence (const AkTransformerShape  *shape,
                                  AkPrecision                kv_precision,
                                  double                     context_tokens,
                                  double                    *out_kv_bytes,
                                  double                    *out_attention_flops,
                                  GError                   **error)
{
  double kv;

  g_return_val_if_fail (shape != NULL && out_kv_bytes != NULL && out_attention_flops != NULL, FALSE);

  if (!isfinite (context_tokens) || context_tokens < 1 || context_tokens > AK_INFERENCE_MAX_TOKENS)
    {
      g_set_error (error, AK_ROOFLINE_ERROR, AK_ROOFLINE_ERROR_DOMAIN,
                   "context length must be from 1 to %u tokens, got %g",
                   AK_INFERENCE_MAX_TOKENS, context_tokens);
      return FALSE;
    }
  if (!ak_transformer_shape_kv_cache_bytes (shape, kv_precision, floor (context_tokens), 1, &kv, error))
    return FALSE;
  *out_kv_bytes = kv;
  *out_attention_flops = 4.0 * shape->heads * shape->head_dim
                         * attention_pairs (shape, AK_PHASE_DECODE, floor (context_tokens));
  return TRUE;
}

/**
 * ak_inference_workload_cost:
 * @model: a lesson's model
 * @phase: prefill of @tokens per sequence, or a decode step at context @tokens
 * @precision: weights and KV cache (the arithmetic as
 *   ak_inference_default_compute() chooses)
 * @batch_size: sequences, at least 1
 * @tokens: prompt or context tokens, at least 1
 * @out_flops: (out): work of the step, FLOPs
 * @out_bytes: (out): HBM traffic of the step, bytes
 * @error: return location for an %AK_ROOFLINE_ERROR
 *
 * Where a roofline chart puts a lesson's workload. With the model's shape
 * (@has_shape) this is ak_inference_step_cost(): attention FLOPs in
 * decode, the KV cache of the whole batch, prefill with its activation
 * traffic. Without it, the older estimate: 2N FLOPs per token (Kaplan et
 * al. 2020), the weights once, plus the batch's KV cache in decode.
 *
 * Returns: %TRUE on success; on error the outputs are left untouched
 */
gboolean
ak_inference_workload_cost (const AkModelSpec  *model,
                            AkPhase             phase,
                            AkPrecision         precision,
                            guint               batch_size,
                            guint               tokens,
                            double             *out_flops,
                            double             *out_bytes,
                            GError            **error)
{
  double params, per_token, weights, kv = 0;
  AkInferenceRequest r = {
    .phase = phase, .tokens = tokens, .batch_size = batch_size,
    .weight_precision = precision, .kv_precision = precision,
    .activation_precision = ak_inference_default_compute (precision),
  };

  g_return_val_if_fail (model != NULL && out_flops != NULL && out_bytes != NULL, FALSE);

  if (model->has_shape)
    return ak_inference_step_cost (&model->shape, &r, out_flops, out_bytes, error);

  params = model->params_billion * 1e9;
  if (!check_request (&r, error) ||
      !ak_transformer_flops_per_token (params, &per_token, error) ||
      !ak_transformer_weight_bytes (params, precision, &weights, error) ||
      (phase == AK_PHASE_DECODE &&
       !ak_transformer_kv_cache_bytes (model->layers, model->kv_heads, model->head_dim, precision,
                                       tokens, batch_size, &kv, error)))
    return FALSE;
  *out_flops = per_token * batch_size * (phase == AK_PHASE_PREFILL ? tokens : 1);
  *out_bytes = weights + kv;
  return TRUE;
}

static gboolean
check_machine (const AkInferenceMachine  *m,
               GError                   **error)
{
  if (!isfinite (m->peak_flops) || m->peak_flops <= 0 || m->peak_flops > AK_ROOFLINE_MAX_INPUT ||
      !isfinite (m->bandwidth_bytes_s) || m->bandwidth_bytes_s <= 0 ||
      m->bandwidth_bytes_s > AK_ROOFLINE_MAX_INPUT ||
      !isfinite (m->vector_peak_flops) || m->vector_peak_flops < 0 ||
      m->vector_peak_flops > AK_ROOFLINE_MAX_INPUT ||
      !isfinite (m->memory_bytes) || m->memory_bytes < 0 || m->memory_bytes > AK_ROOFLINE_MAX_INPUT)
    {
      g_set_error_literal (error, AK_ROOFLINE_ERROR, AK_ROOFLINE_ERROR_DOMAIN,
                           "the accelerator's peak and bandwidth must be positive finite numbers "
                           "and its vector peak and memory zero or positive");
      return FALSE;
    }
  return TRUE;
}

/* Each operator at its own roof [Book]: the matrix peak, or the vector peak
 * for element-wise work where the datasheet gives one. */
static void
time_operators (AkInferenceAnalysis      *a,
                const AkInferenceMachine *m)
{
  a->flops = a->bytes = a->step_time_s = 0;
  for (guint i = 0; i < a->n_operators; i++)
    {
      AkOperatorCost *op = &a->operators[i];
      double peak = op->unit == AK_OPERATOR_VECTOR && m->vector_peak_flops > 0
                    ? m->vector_peak_flops : m->peak_flops;
      double t_math = op->flops / peak, t_mem = op->bytes / m->bandwidth_bytes_s;

      op->intensity = op->bytes > 0 ? op->flops / op->bytes : 0;
      op->time_s = fmax (t_math, t_mem);
      op->bound = t_math >= t_mem && op->flops > 0 ? AK_BOUND_COMPUTE : AK_BOUND_MEMORY;
      a->flops += op->flops;
      a->bytes += op->bytes;
      a->step_time_s += op->time_s;
    }
}

/* Weights, KV cache, what fits, and the critical batch [Book]. */
static gboolean
memory_totals (AkInferenceAnalysis      *a,
               const AkTransformerShape *shape,
               const AkInferenceRequest *r,
               const AkInferenceMachine *m,
               GError                  **error)
{
  double kv_one, wb = ak_precision_bytes (r->weight_precision);

  if (!ak_transformer_shape_kv_cache_bytes (shape, r->kv_precision, floor (r->tokens), 1,
                                            &kv_one, error))
    return FALSE;

  a->weight_bytes = (double) a->parameters.total * wb;
  a->kv_cache_bytes = kv_one * floor (r->batch_size);
  a->memory_needed_bytes = a->weight_bytes + a->kv_cache_bytes;
  a->memory_known = m->memory_bytes > 0;
  a->fits_in_memory = a->memory_known && a->memory_needed_bytes <= m->memory_bytes;
  a->max_batch = 0;
  if (a->memory_known && m->memory_bytes > a->weight_bytes)
    a->max_batch = fmin (floor ((m->memory_bytes - a->weight_bytes) / kv_one),
                         AK_INFERENCE_MAX_BATCH);

  a->ridge_point = m->peak_flops / m->bandwidth_bytes_s;
  a->critical_batch = a->ridge_point * wb / 2.0;
  if (shape->experts > 0)
    a->critical_batch *= (double) shape->experts / shape->experts_per_token;
  return TRUE;
}

/**
 * ak_inference_analyze:
 * @shape: a transformer
 * @request: the step: phase, tokens, batch and precisions
 * @machine: the accelerator's roofs (see
 *   ak_inference_machine_for_accelerator())
 * @out_analysis: (out): every operator and the totals
 * @error: return location for an %AK_ROOFLINE_ERROR
 *
 * Per operator and summed over layers, with M tokens in the step (batch ×
 * prompt length in prefill, batch in decode) [Kaplan, Matmul]:
 * - weight matmul D → F: 2·M·D·F FLOPs; weights once plus M·(D + F)
 *   activations, bytes;
 * - attention scores and values: 2·B·heads·head dim·pairs FLOPs each, with
 *   pairs = context (decode) or T(T + 1)/2 (causal prefill), capped by a
 *   sliding window; bytes: Q and the K or V of the KV heads [GQA, Flash];
 * - routed experts: 2·M·k·(3 or 2)·D·F_e FLOPs; the weights of the experts
 *   the batch touches [Book];
 * - norms and the embedding lookup on the vector units; the LM head for
 *   the last token of each sequence.
 * Each operator takes max (FLOPs / peak, bytes / bandwidth); the step
 * time is their sum [Book]; tokens/s = tokens made (decode, = batch) or
 * processed (prefill, = batch × T) / step time; MBU = bytes / step time /
 * bandwidth and MFU = FLOPs / step time / peak, both with the KV cache
 * counted. Memory needed = weights (all parameters) + KV cache
 * (ak_transformer_shape_kv_cache_bytes()); the largest batch that fits
 * = (capacity − weights) / KV cache per sequence. Critical batch = ridge
 * point × bytes per weight / 2, times experts / experts per token for a
 * mixture of experts [Book].
 *
 * Errors: %AK_ROOFLINE_ERROR_DOMAIN for a shape, request or machine out of
 * range (see ak_transformer_shape_check(), %AK_INFERENCE_MAX_TOKENS,
 * %AK_INFERENCE_MAX_BATCH).
 *
 * Returns: %TRUE on success; on error @out_analysis is left untouched
 */
gboolean
ak_inference_analyze (const AkTransformerShape  *shape,
                      const AkInferenceRequest  *request,
                      const AkInferenceMachine  *machine,
                      AkInferenceAnalysis       *out_analysis,
                      GError                   **error)
{
  AkInferenceAnalysis a;
  Step s;
  double made;

  g_return_val_if_fail (shape != NULL && request != NULL && machine != NULL, FALSE);
  g_return_val_if_fail (out_analysis != NULL, FALSE);

  if (!check_machine (machine, error) || !step_init (&s, shape, request, &a, error) ||
      !memory_totals (&a, shape, request, machine, error))
    return FALSE;

  time_operators (&a, machine);
  made = request->phase == AK_PHASE_DECODE ? s.batch : s.m;
  a.intensity = a.flops / a.bytes;
  a.bound = a.intensity >= a.ridge_point ? AK_BOUND_COMPUTE : AK_BOUND_MEMORY;
  a.tokens_per_s = made / a.step_time_s;
  a.mbu = a.bytes / a.step_time_s / machine->bandwidth_bytes_s;
  a.mfu = a.flops / a.step_time_s / machine->peak_flops;
  if (!isfinite (a.tokens_per_s) || !isfinite (a.mbu) || !isfinite (a.mfu) || !isfinite (a.flops))
    {
      g_set_error_literal (error, AK_ROOFLINE_ERROR, AK_ROOFLINE_ERROR_OVERFLOW,
                           "the step is too large to represent");
      return FALSE;
    }
  *out_analysis = a;
  return TRUE;
}

/**
 * ak_peak_case_describe:
 * @peak_case: a case
 *
 * Returns: (transfer none): a translated sentence for the screen saying
 *   which roof applies and why
 */
const char *
ak_peak_case_describe (AkPeakCase peak_case)
{
  switch (peak_case)
    {
    case AK_PEAK_CASE_BF16:
      return _("BF16 weights and arithmetic: the roof is the dense BF16 peak.");
    case AK_PEAK_CASE_FP8:
      return _("FP8 arithmetic: the roof rises to the chip’s FP8 peak, and each weight is one byte.");
    case AK_PEAK_CASE_INT8:
      return _("INT8 arithmetic: the roof rises to the chip’s INT8 peak, and each weight is one byte.");
    case AK_PEAK_CASE_WEIGHT_ONLY:
      return _("Weight-only quantization: fewer bytes per weight, but the arithmetic is still BF16, "
               "so the roof stays at the BF16 peak.");
    case AK_PEAK_CASE_NOT_NATIVE:
      return _("This chip lists no peak for that precision: it computes at its BF16 peak, "
               "only the bytes shrink.");
    case AK_PEAK_CASE_FP32_VECTOR:
      return _("FP32 arithmetic on the vector units: the roof is the much lower FP32 peak.");
    }
  g_return_val_if_reached (NULL);
}

/**
 * ak_inference_default_compute:
 * @weight_precision: storage format of the weights
 *
 * The arithmetic a choice of weights implies when nothing else is said:
 * INT8 and INT4 weights are weight-only quantization, computed in BF16;
 * every other format computes in itself.
 *
 * Returns: the compute precision
 */
AkPrecision
ak_inference_default_compute (AkPrecision weight_precision)
{
  return weight_precision == AK_PRECISION_INT8 || weight_precision == AK_PRECISION_INT4
         ? AK_PRECISION_BF16 : weight_precision;
}

/**
 * ak_operator_label:
 * @name: an operator id (#AkOperatorCost's @name)
 *
 * Returns: (transfer none): the operator's translated name for the screen,
 *   e.g. "QKV projection"; @name itself if it is not an operator id
 */
const char *
ak_operator_label (const char *name)
{
  static const struct {
    const char *id;
    const char *label;
  } labels[] = {
    { "embedding", N_("Embedding lookup") },
    { "norms", N_("Normalization") },
    { "qkv_projection", N_("QKV projection") },
    { "attention_scores", N_("Attention scores (QKᵀ)") },
    { "attention_values", N_("Attention × values") },
    { "output_projection", N_("Output projection") },
    { "mlp_up", N_("MLP up") },
    { "mlp_gate", N_("MLP gate") },
    { "mlp_down", N_("MLP down") },
    { "router", N_("Router") },
    { "experts", N_("Routed experts") },
    { "shared_experts", N_("Shared experts") },
    { "lm_head", N_("LM head") },
  };

  g_return_val_if_fail (name != NULL, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (labels); i++)
    if (g_str_equal (labels[i].id, name))
      return _(labels[i].label);
  return name;
}

static AkPeakCase
choose_case (const AkAccelerator *acc,
             AkPrecision          weights,
             AkPrecision          compute)
{
  switch (compute)
    {
    case AK_PRECISION_FP32:
      return AK_PEAK_CASE_FP32_VECTOR;
    case AK_PRECISION_FP8:
      return acc->peak_fp8_dense_tflops > 0 ? AK_PEAK_CASE_FP8 : AK_PEAK_CASE_NOT_NATIVE;
    case AK_PRECISION_INT8:
      return acc->peak_int8_dense_tops > 0 ? AK_PEAK_CASE_INT8 : AK_PEAK_CASE_NOT_NATIVE;
    case AK_PRECISION_BF16:
    case AK_PRECISION_FP16:
    case AK_PRECISION_INT4:
    case AK_N_PRECISIONS:
    default:
      break;
    }
  return ak_precision_bytes (weights) < ak_precision_bytes (compute)
         ? AK_PEAK_CASE_WEIGHT_ONLY : AK_PEAK_CASE_BF16;
}

/**
 * ak_inference_machine_for_accelerator:
 * @accelerator: a lesson's accelerator
 * @weight_precision: storage format of the weights
 * @compute_precision: format of the arithmetic (bf16, fp16, fp8, int8 or fp32)
 * @out_machine: (out): the roofs
 * @error: return location for an %AK_ROOFLINE_ERROR
 *
 * The roof follows the precision: FP8 or INT8 arithmetic uses that peak
 * where the chip lists one (otherwise the BF16 peak,
 * %AK_PEAK_CASE_NOT_NATIVE); weights narrower than the arithmetic
 * (weight-only INT8/INT4 with BF16 compute) keep the BF16 peak
 * (%AK_PEAK_CASE_WEIGHT_ONLY); FP32 uses the vector FP32 peak. Peaks are
 * the dense figures, never the 2:4-sparse ones. Memory is @memory_gb × 1e9
 * bytes, bandwidth @bandwidth_tb_s × 1e12 bytes/s.
 *
 * Errors: %AK_ROOFLINE_ERROR_DOMAIN for INT4 arithmetic, FP32 on a chip
 * without a vector FP32 figure, or an invalid precision.
 *
 * Returns: %TRUE on success; on error @out_machine is left untouched
 */
gboolean
ak_inference_machine_for_accelerator (const AkAccelerator  *accelerator,
                                      AkPrecision           weight_precision,
                                      AkPrecision           compute_precision,
                                      AkInferenceMachine   *out_machine,
                                      GError              **error)
{
  AkInferenceMachine m = { 0 };
  double tflops;

  g_return_val_if_fail (accelerator != NULL && out_machine != NULL, FALSE);

  if ((guint) weight_precision >= AK_N_PRECISIONS || (guint) compute_precision >= AK_N_PRECISIONS ||
      compute_precision == AK_PRECISION_INT4)
    {
      g_set_error_literal (error, AK_ROOFLINE_ERROR, AK_ROOFLINE_ERROR_DOMAIN,
                           "the arithmetic must be fp32, bf16, fp16, fp8 or int8 "
                           "(int4 is a storage format)");
      return FALSE;
    }
  m.peak_case = choose_case (accelerator, weight_precision, compute_precision);
  switch (m.peak_case)
    {
    case AK_PEAK_CASE_FP8:
      tflops = accelerator->peak_fp8_dense_tflops;
      break;
    case AK_PEAK_CASE_INT8:
      tflops = accelerator->peak_int8_dense_tops;
      break;
    case AK_PEAK_CASE_FP32_VECTOR:
      tflops = accelerator->peak_fp32_vector_tflops;
      break;
    case AK_PEAK_CASE_BF16:
    case AK_PEAK_CASE_WEIGHT_ONLY:
    case AK_PEAK_CASE_NOT_NATIVE:
    default:
      tflops = accelerator->peak_bf16_dense_tflops;
      break;
    }
  if (!(tflops > 0))
    {
      g_set_error (error, AK_ROOFLINE_ERROR, AK_ROOFLINE_ERROR_DOMAIN,
                   "%s lists no %s peak", accelerator->name,
                   ak_precision_to_string (compute_precision));
      return FALSE;
    }
  m.peak_flops = tflops * 1e12;
  m.vector_peak_flops = accelerator->peak_fp32_vector_tflops * 1e12;
  m.bandwidth_bytes_s = accelerator->bandwidth_tb_s * 1e12;
  m.memory_bytes = accelerator->memory_gb * 1e9;
  return check_machine (&m, error) ? (*out_machine = m, TRUE) : FALSE;
}

/* ak-transformer.c: the shape of a decoder-only transformer and what it weighs
 *
 * Parameter counts follow the layers as the reference implementations
 * (Hugging Face transformers' modeling files) build them: a weight matrix
 * of a D-wide input and F-wide output has D × F parameters, its bias F.
 * KV cache: 2 (key and value) × KV heads × head dim × bytes per value per
 * token and layer (accelerator-facts.md; with fewer KV heads than query
 * heads under GQA, Ainslie et al. 2023, and one under MQA, Shazeer 2019).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "ak-transformer.h"

#include <math.h>

#include "ak-roofline-check-private.h"

/* The one KV-cache formula (accelerator-facts.md): a key and a value of
 * KV heads × head dimension values per token held in each layer, for
 * every sequence. @layer_tokens is the tokens held summed over the layers
 * (layers × context, or less where a sliding window caps some). */
static double
kv_cache_bytes (double kv_heads,
                double head_dim,
                double bytes_per_value,
                double layer_tokens,
                double batch_size)
{
  return 2.0 * kv_heads * head_dim * bytes_per_value * layer_tokens * batch_size;
}

static gboolean
check_range (guint        value,
             const char  *member,
             guint        min,
             guint        max,
             GError     **error)
{
  if (value < min || value > max)
    {
      g_set_error (error, AK_ROOFLINE_ERROR, AK_ROOFLINE_ERROR_DOMAIN,
                   "%s must be a whole number from %u to %u, got %u",
                   member, min, max, value);
      return FALSE;
    }
  return TRUE;
}

static gboolean
check_experts (const AkTransformerShape  *shape,
               GError                   **error)
{
  if (shape->experts == 0)
    return check_range (shape->intermediate_size, "intermediate_size", 1,
                        AK_TRANSFORMER_MAX_WIDTH, error);

  if (!check_range (shape->experts, "experts", 1, AK_TRANSFORMER_MAX_EXPERTS, error) ||
      !check_range (shape->experts_per_token, "experts_per_token", 1, shape->experts, error) ||
      !check_range (shape->expert_intermediate_size, "expert_intermediate_size", 1,
                    AK_TRANSFORMER_MAX_WIDTH, error) ||
      !check_range (shape->shared_expert_intermediate_size, "shared_expert_intermediate_size",
                    0, AK_TRANSFORMER_MAX_WIDTH, error))
    return FALSE;
  return TRUE;
}

/**
 * ak_transformer_shape_check:
 * @shape: a shape
 * @error: return location for an %AK_ROOFLINE_ERROR_DOMAIN error naming
 *   the member that is out of range
 *
 * Checks every member against its range: layers 1 to
 * %AK_TRANSFORMER_MAX_LAYERS; widths 1 to %AK_TRANSFORMER_MAX_WIDTH; heads
 * 1 to %AK_TRANSFORMER_MAX_HEADS with @kv_heads dividing @heads; a
 * vocabulary of 1 to %AK_TRANSFORMER_MAX_VOCAB; up to
 * %AK_TRANSFORMER_MAX_EXPERTS experts with 1 to @experts per token;
 * @sliding_layers at most @layers.
 *
 * Returns: %TRUE if the shape can be analysed
 */
gboolean
ak_transformer_shape_check (const AkTransformerShape  *shape,
                            GError                   **error)
{
  g_return_val_if_fail (shape != NULL, FALSE);

  if (!check_range (shape->layers, "layers", 1, AK_TRANSFORMER_MAX_LAYERS, error) ||
      !check_range (shape->hidden_size, "hidden_size", 1, AK_TRANSFORMER_MAX_WIDTH, error) ||
      !check_range (shape->heads, "heads", 1, AK_TRANSFORMER_MAX_HEADS, error) ||
      !check_range (shape->kv_heads, "kv_heads", 1, shape->heads, error) ||
      !check_range (shape->head_dim, "head_dim", 1, AK_TRANSFORMER_MAX_WIDTH, error) ||
      !check_range (shape->vocab_size, "vocab_size", 1, AK_TRANSFORMER_MAX_VOCAB, error) ||
      !check_range (shape->norms_per_layer, "norms_per_layer", 0, 16, error) ||
      !check_range (shape->learned_positions, "learned_positions", 0,
                    AK_TRANSFORMER_MAX_POSITIONS, error) ||
      !check_range (shape->sliding_layers, "sliding_layers", 0, shape->layers, error) ||
      !check_experts (shape, error))
    return FALSE;

  if (shape->heads % shape->kv_heads != 0)
    {
      g_set_error (error, AK_ROOFLINE_ERROR, AK_ROOFLINE_ERROR_DOMAIN,
                   "kv_heads (%u) must divide heads (%u)", shape->kv_heads, shape->heads);
      return FALSE;
    }
  if (shape->sliding_layers > 0 && shape->sliding_window == 0)
    {
      g_set_error (error, AK_ROOFLINE_ERROR, AK_ROOFLINE_ERROR_DOMAIN,
                   "sliding_window must be at least 1 when sliding_layers is %u",
                   shape->sliding_layers);
      return FALSE;
    }
  return TRUE;
}

/**
 * ak_transformer_shape_init_dense:
 * @shape: (out): the shape to fill in
 * @layers: decoder layers
 * @hidden_size: model width D
 * @heads: query heads
 * @kv_heads: key/value heads
 * @intermediate_size: MLP width F
 * @vocab_size: vocabulary
 *
 * A Llama-style dense shape: head dim D / heads, a gated MLP, RMSNorm
 * twice per layer, untied embeddings, no biases, no sliding window. Check
 * it with ak_transformer_shape_check() before use.
 */
void
ak_transformer_shape_init_dense (AkTransformerShape *shape,
                                 guint               layers,
                                 guint               hidden_size,
                                 guint               heads,
                                 guint               kv_heads,
                                 guint               intermediate_size,
                                 guint               vocab_size)
{
  g_return_if_fail (shape != NULL);

  *shape = (AkTransformerShape) {
    .layers = layers,
    .hidden_size = hidden_size,
    .heads = heads,
    .kv_heads = kv_heads,
    .head_dim = heads > 0 ? hidden_size / heads : 0,
    .intermediate_size = intermediate_size,
    .vocab_size = vocab_size,
    .gated_mlp = TRUE,
    .norm = AK_NORM_RMS,
    .norms_per_layer = 2,
  };
}

/* Weights of an MLP of width @width: up (and gate) D × F, down F × D. */
static guint64
mlp_weights (const AkTransformerShape *shape,
             guint                     width)
{
  guint64 d = shape->hidden_size, f = width;
  guint64 matrices = shape->gated_mlp ? 3 : 2;
  guint64 biases = shape->mlp_bias ? (matrices - 1) * f + d : 0;

  return matrices * d * f + biases;
}

static guint64
norm_weights (const AkTransformerShape *shape,
              guint64                   width)
{
  return shape->norm == AK_NORM_LAYER ? 2 * width : width;
}

/**
 * ak_transformer_layer_weights:
 * @shape: a checked shape
 * @out_weights: (out): one layer's parameters, by operator
 *
 * Q, K, V: D × (heads + 2 × KV heads) × head dim (+ biases); output:
 * heads × head dim × D (+ D); dense MLP: 3 D F gated or 2 D F (+ biases);
 * router D × experts; each expert an MLP of its own width; the shared
 * experts an MLP of their summed width plus a D × 1 gate where present;
 * norms: D each (2 D for LayerNorm), plus 2 × head dim for QK-norm.
 */
void
ak_transformer_layer_weights (const AkTransformerShape *shape,
                              AkLayerWeights           *out_weights)
{
  guint64 d = shape->hidden_size, hd = shape->head_dim;
  guint64 q = shape->heads * hd, kv = shape->kv_heads * hd;
  AkLayerWeights w = { 0 };

  g_return_if_fail (shape != NULL && out_weights != NULL);

  w.qkv = d * (q + 2 * kv) + (shape->attention_bias ? q + 2 * kv : 0);
  w.output = q * d + (shape->attention_output_bias ? d : 0);
  w.norms = shape->norms_per_layer * norm_weights (shape, d)
            + (shape->qk_norm ? 2 * hd : 0);
  if (shape->experts == 0)
    w.mlp = mlp_weights (shape, shape->intermediate_size);
  else
    {
      w.router = d * shape->experts;
      w.expert = mlp_weights (shape, shape->expert_intermediate_size);
      if (shape->shared_expert_intermediate_size > 0)
        w.shared = mlp_weights (shape, shape->shared_expert_intermediate_size)
                   + (shape->shared_expert_gate ? d : 0);
    }
  *out_weights = w;
}

/**
 * ak_transformer_count_parameters:
 * @shape: a shape
 * @out_count: (out): its parameters
 * @error: return location for an %AK_ROOFLINE_ERROR_DOMAIN error if the
 *   shape is out of range
 *
 * Counts every parameter, exactly as the model's checkpoint stores them:
 * embedding V × D (+ learned positions × D), per layer the weights of
 * ak_transformer_layer_weights() with all experts, a final norm, and an
 * LM head D × V unless tied. Active parameters replace all experts by the
 * @experts_per_token a token uses (Mixtral 8x7B: 46.7e9 total, 12.9e9
 * active, Jiang et al. 2024).
 *
 * Returns: %TRUE on success; on error @out_count is left untouched
 */
gboolean
ak_transformer_count_parameters (const AkTransformerShape  *shape,
                                 AkParameterCount          *out_count,
                                 GError                   **error)
{
  AkParameterCount c = { 0 };
  guint64 d, shared_layer;

  g_return_val_if_fail (out_count != NULL, FALSE);
  if (!ak_transformer_shape_check (shape, error))
    return FALSE;

  d = shape->hidden_size;
  ak_transformer_layer_weights (shape, &c.per_layer);
  c.embedding = ((guint64) shape->vocab_size + shape->learned_positions) * d;
  c.lm_head = shape->tied_embeddings ? 0 : (guint64) shape->vocab_size * d;

  shared_layer = c.per_layer.qkv + c.per_layer.output + c.per_layer.mlp
                 + c.per_layer.router + c.per_layer.shared + c.per_layer.norms;
  c.total = c.embedding + c.lm_head + norm_weights (shape, d)
            + shape->layers * (shared_layer + shape->experts * c.per_layer.expert);
  c.active = c.total - (guint64) shape->layers
                       * (shape->experts - shape->experts_per_token) * c.per_layer.expert;
  *out_count = c;
  return TRUE;
}

/**
 * ak_transformer_shape_kv_cache_bytes:
 * @shape: a shape
 * @kv_precision: storage format of the cache
 * @context_tokens: tokens held per sequence, 1 to %AK_TRANSFORMER_MAX_POSITIONS
 * @batch_size: sequences, 1 to %AK_TRANSFORMER_MAX_POSITIONS
 * @out_bytes: (out): the cache of the whole batch, bytes
 * @error: return location for an %AK_ROOFLINE_ERROR
 *
 * KV cache = batch × Σ over layers 2 × KV heads × head dim × bytes per
 * value × tokens held, where a sliding-window layer holds at most its
 * window (accelerator-facts.md formula, per layer). Llama 2 7B in BF16 at
 * 2,048 tokens: 2 × 32 × 32 × 128 × 2 × 2,048 = 1 GiB per sequence.
 *
 * Returns: %TRUE on success; on error @out_bytes is left untouched
 */
gboolean
ak_transformer_shape_kv_cache_bytes (const AkTransformerShape  *shape,
                                     AkPrecision                kv_precision,
                                     double                     context_tokens,
                                     double                     batch_size,
                                     double                    *out_bytes,
                                     GError                   **error)
{
  double window, held;

  g_return_val_if_fail (out_bytes != NULL, FALSE);
  if (!ak_transformer_shape_check (shape, error))
    return FALSE;
  if (!isfinite (context_tokens) || context_tokens < 1 || context_tokens > AK_TRANSFORMER_MAX_POSITIONS ||
      !isfinite (batch_size) || batch_size < 1 || batch_size > AK_TRANSFORMER_MAX_POSITIONS)
    {
      g_set_error (error, AK_ROOFLINE_ERROR, AK_ROOFLINE_ERROR_DOMAIN,
                   "context length and batch size must be from 1 to %u, got %g and %g",
                   AK_TRANSFORMER_MAX_POSITIONS, context_tokens, batch_size);
      return FALSE;
    }
  if ((guint) kv_precision >= AK_N_PRECISIONS)
    {
      g_set_error (error, AK_ROOFLINE_ERROR, AK_ROOFLINE_ERROR_DOMAIN,
                   "KV-cache precision must be a valid precision, got value %d", (int) kv_precision);
      return FALSE;
    }

  window = shape->sliding_window > 0 ? fmin (context_tokens, shape->sliding_window) : context_tokens;
  held = (double) (shape->layers - shape->sliding_layers) * context_tokens
         + (double) shape->sliding_layers * window;
  *out_bytes = kv_cache_bytes (shape->kv_heads, shape->head_dim, ak_precision_bytes (kv_precision),
                               held, batch_size);
  return TRUE;
}

/* ---- a model given by its parameter count ------------------------------ */

/**
 * ak_transformer_flops_per_token:
 * @params: parameter count N (e.g. 7e9)
 * @out_flops: (out): forward-pass work per token, FLOPs
 * @error: return location for an %AK_ROOFLINE_ERROR
 *
 * Forward-pass FLOPs per token of a dense transformer: about 2N, one
 * multiply and one add per weight (Kaplan et al. 2020, "Scaling Laws for
 * Neural Language Models"). Ignores attention-score FLOPs, which are small
 * next to the weights at modest context lengths (8 % for a 7B model at
 * 2,048 tokens, but 1.3 × 2N at 32,768); ak_inference_analyze() counts
 * them from the model's shape.
 *
 * @params must be positive, finite and at most %AK_ROOFLINE_MAX_INPUT,
 * otherwise %AK_ROOFLINE_ERROR_DOMAIN.
 *
 * Returns: %TRUE on success; on error @out_flops is left untouched
 */
gboolean
ak_transformer_flops_per_token (double   params,
                                double  *out_flops,
                                GError **error)
{
  CHECK_OUT (out_flops);
  CHECK_POSITIVE (params, "parameter count", "parameters");

  return _ak_roofline_finish (2.0 * params, "FLOPs per token", "FLOPs", out_flops, error);
}

/**
 * ak_transformer_weight_bytes:
 * @params: parameter count N
 * @precision: storage format of the weights
 * @out_bytes: (out): size of the weights, bytes
 * @error: return location for an %AK_ROOFLINE_ERROR
 *
 * Size of the weights: params × bytes per parameter (see
 * ak_precision_bytes()); e.g. 7e9 parameters in FP16 are 14e9 bytes.
 *
 * @params must be positive, finite and at most %AK_ROOFLINE_MAX_INPUT and
 * @precision a valid #AkPrecision, otherwise %AK_ROOFLINE_ERROR_DOMAIN.
 *
 * Returns: %TRUE on success; on error @out_bytes is left untouched
 */
gboolean
ak_transformer_weight_bytes (double       params,
                             AkPrecision  precision,
                             double      *out_bytes,
                             GError     **error)
{
  CHECK_OUT (out_bytes);
  CHECK_POSITIVE (params, "parameter count", "parameters");
  CHECK_PRECISION (precision);

  return _ak_roofline_finish (params * ak_precision_bytes (precision),
                 "weight size", "bytes", out_bytes, error);
}

/**
 * ak_transformer_kv_cache_bytes:
 * @layers: number of transformer layers, at least 1
 * @kv_heads: key/value heads per layer (fewer than query heads with
 *   grouped-query attention), at least 1
 * @head_dim: values per head, at least 1
 * @precision: storage format of the cache
 * @context_tokens: tokens held per sequence (may be an average), tokens
 * @batch_size: sequences in the batch, at least 1
 * @out_bytes: (out): size of the KV cache for the whole batch, bytes
 * @error: return location for an %AK_ROOFLINE_ERROR
 *
 * KV cache bytes = 2 (a key and a value) × layers × KV heads × head
 * dimension × bytes per value × context tokens × batch size (formula in
 * accelerator-facts.md). For a 7B model (32 layers, 32 KV heads, head
 * dimension 128) in FP16 at 2048 tokens and batch 1: 1 GiB.
 *
 * Counts of 0, @context_tokens that is not positive, finite and at most
 * %AK_ROOFLINE_MAX_INPUT, or an invalid @precision give
 * %AK_ROOFLINE_ERROR_DOMAIN; %AK_ROOFLINE_ERROR_OVERFLOW if the size is
 * not finite.
 *
 * Returns: %TRUE on success; on error @out_bytes is left untouched
 */
gboolean
ak_transformer_kv_cache_bytes (guint        layers,
                               guint        kv_heads,
                               guint        head_dim,
                               AkPrecision  precision,
                               double       context_tokens,
                               guint        batch_size,
                               double      *out_bytes,
                               GError     **error)
{
  CHECK_OUT (out_bytes);
  CHECK_COUNT (layers, "number of layers", "layers");
  CHECK_COUNT (kv_heads, "number of KV heads", "heads");
  CHECK_COUNT (head_dim, "head dimension", "values");
  CHECK_PRECISION (precision);
  CHECK_POSITIVE (context_tokens, "context length", "tokens");
  CHECK_COUNT (batch_size, "batch size", "sequences");

  return _ak_roofline_finish (kv_cache_bytes (kv_heads, head_dim, ak_precision_bytes (precision),
                                             (double) layers * context_tokens, batch_size),
                              "KV cache size", "bytes", out_bytes, error);
}

/**
 * ak_transformer_decode_bytes:
 * @params: parameter count N
 * @precision: storage format of the weights
 * @kv_cache_bytes: KV cache read during the step (the whole batch), bytes
 * @out_bytes: (out): memory read per decode step, bytes
 * @error: return location for an %AK_ROOFLINE_ERROR
 *
 * Bytes read per decode step: every weight once (params × bytes per
 * parameter) plus the whole KV cache (accelerator-facts.md, MBU note).
 * Ignores activations, which are small next to both.
 *
 * Inputs must be positive, finite and at most %AK_ROOFLINE_MAX_INPUT and
 * @precision valid, otherwise %AK_ROOFLINE_ERROR_DOMAIN;
 * %AK_ROOFLINE_ERROR_OVERFLOW if the sum is not finite.
 *
 * Returns: %TRUE on success; on error @out_bytes is left untouched
 */
gboolean
ak_transformer_decode_bytes (double       params,
                             AkPrecision  precision,
                             double       kv_cache_bytes,
                             double      *out_bytes,
                             GError     **error)
{
  CHECK_OUT (out_bytes);
  CHECK_POSITIVE (params, "parameter count", "parameters");
  CHECK_PRECISION (precision);
  CHECK_POSITIVE (kv_cache_bytes, "KV cache size", "bytes");

  return _ak_roofline_finish (params * ak_precision_bytes (precision) + kv_cache_bytes,
                 "bytes per decode step", "bytes", out_bytes, error);
}

/**
 * ak_transformer_decode_intensity:
 * @params: parameter count N
 * @precision: storage format of the weights
 * @kv_cache_bytes: KV cache of the whole batch, bytes
 * @batch_size: sequences decoded together, at least 1
 * @out_flop_byte: (out): arithmetic intensity of one decode step, FLOP/byte
 * @error: return location for an %AK_ROOFLINE_ERROR
 *
 * Arithmetic intensity of a decode step producing one token for each of
 * @batch_size sequences: FLOPs = 2 × params × batch (Kaplan et al. 2020),
 * bytes = weights + KV cache (see ak_transformer_decode_bytes()). It grows
 * with the batch: the weights are read once for all sequences, the same
 * matmul-intensity argument as in accelerator-facts.md (intensity about
 * B for batch B at 2 bytes per parameter). Ignores attention FLOPs and
 * activations.
 *
 * Inputs must be positive, finite and at most %AK_ROOFLINE_MAX_INPUT,
 * @batch_size at least 1 and @precision valid, otherwise
 * %AK_ROOFLINE_ERROR_DOMAIN; %AK_ROOFLINE_ERROR_OVERFLOW if the result is
 * not finite.
 *
 * Returns: %TRUE on success; on error @out_flop_byte is left untouched
 */
gboolean
ak_transformer_decode_intensity (double       params,
                                 AkPrecision  precision,
                                 double       kv_cache_bytes,
                                 guint        batch_size,
                                 double      *out_flop_byte,
                                 GError     **error)
{
  CHECK_OUT (out_flop_byte);
  CHECK_POSITIVE (params, "parameter count", "parameters");
  CHECK_PRECISION (precision);
  CHECK_POSITIVE (kv_cache_bytes, "KV cache size", "bytes");
  CHECK_COUNT (batch_size, "batch size", "sequences");

  double flops = 2.0 * params * batch_size;
  double bytes = params * ak_precision_bytes (precision) + kv_cache_bytes;

  return _ak_roofline_finish (flops / bytes, "decode intensity", "FLOP/byte",
                 out_flop_byte, error);
}

/**
 * ak_transformer_prefill_intensity:
 * @params: parameter count N
 * @precision: storage format of the weights
 * @prompt_tokens: tokens per prompt, tokens
 * @batch_size: prompts processed together, at least 1
 * @out_flop_byte: (out): arithmetic intensity of the prefill, FLOP/byte
 * @error: return location for an %AK_ROOFLINE_ERROR
 *
 * Arithmetic intensity of processing @batch_size prompts of
 * @prompt_tokens tokens in one pass: FLOPs = 2 × params × tokens × batch
 * (Kaplan et al. 2020), bytes = the weights, read once (params × bytes per
 * parameter). The parameter count cancels, leaving 2 × tokens × batch /
 * bytes per parameter: intensity grows with the prompt, as in the
 * matmul-intensity note of accelerator-facts.md (about T for T tokens).
 * Simplifications: ignores attention FLOPs, the KV cache written and
 * activations, so it overstates intensity for long prompts (2.4 × for
 * 4,096 tokens through a 4096 × 11008 matmul); ak_inference_analyze()
 * gives each matmul's T·D·F / (T·D + D·F + T·F).
 *
 * Inputs must be positive, finite and at most %AK_ROOFLINE_MAX_INPUT,
 * @batch_size at least 1 and @precision valid, otherwise
 * %AK_ROOFLINE_ERROR_DOMAIN; %AK_ROOFLINE_ERROR_OVERFLOW if the result is
 * not finite.
 *
 * Returns: %TRUE on success; on error @out_flop_byte is left untouched
 */
gboolean
ak_transformer_prefill_intensity (double       params,
                                  AkPrecision  precision,
                                  double       prompt_tokens,
                                  guint        batch_size,
                                  double      *out_flop_byte,
                                  GError     **error)
{
  CHECK_OUT (out_flop_byte);
  CHECK_POSITIVE (params, "parameter count", "parameters");
  CHECK_PRECISION (precision);
  CHECK_POSITIVE (prompt_tokens, "prompt length", "tokens");
  CHECK_COUNT (batch_size, "batch size", "sequences");

  /* (2 × params × T × B) / (params × bpp), with params cancelled so that
   * neither product can overflow or underflow on its own. */
  return _ak_roofline_finish (2.0 * prompt_tokens * batch_size
                 / ak_precision_bytes (precision),
                 "prefill intensity", "FLOP/byte", out_flop_byte, error);
}

/**
 * ak_transformer_tokens_per_second_ceiling:
 * @bandwidth_bytes_s: peak memory bandwidth, bytes/s
 * @bytes_per_token: memory read per generated token (per decode step at
 *   batch 1, see ak_transformer_decode_bytes()), bytes
 * @out_tokens_s: (out): upper bound on decode speed, tokens/s
 * @error: return location for an %AK_ROOFLINE_ERROR
 *
 * The memory-bound ceiling on decode speed: bandwidth / bytes per token
 * (the memory roof of Williams, Waterman and Patterson, CACM 2009, in
 * tokens). E.g. 14e9 bytes per token on 2.039e12 bytes/s: 145.6 tokens/s.
 *
 * Inputs must be positive, finite and at most %AK_ROOFLINE_MAX_INPUT,
 * otherwise %AK_ROOFLINE_ERROR_DOMAIN; %AK_ROOFLINE_ERROR_OVERFLOW if the
 * result is not finite.
 *
 * Returns: %TRUE on success; on error @out_tokens_s is left untouched
 */
gboolean
ak_transformer_tokens_per_second_ceiling (double   bandwidth_bytes_s,
                                          double   bytes_per_token,
                                          double  *out_tokens_s,
                                          GError **error)
{
  CHECK_OUT (out_tokens_s);
  CHECK_POSITIVE (bandwidth_bytes_s, "bandwidth", "bytes/s");
  CHECK_POSITIVE (bytes_per_token, "bytes per token", "bytes");

  return _ak_roofline_finish (bandwidth_bytes_s / bytes_per_token,
                 "tokens-per-second ceiling", "tokens/s", out_tokens_s, error);
}

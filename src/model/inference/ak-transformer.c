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
  double per_token, window, held;

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

  per_token = 2.0 * shape->kv_heads * shape->head_dim * ak_precision_bytes (kv_precision);
  window = shape->sliding_window > 0 ? fmin (context_tokens, shape->sliding_window) : context_tokens;
  held = (double) (shape->layers - shape->sliding_layers) * context_tokens
         + (double) shape->sliding_layers * window;
  *out_bytes = per_token * held * batch_size;
  return TRUE;
}

/* ak-transformer.h: the shape of a decoder-only transformer and what it weighs
 *
 * Plain data and pure functions, no GTK. A shape is checked once with
 * ak_transformer_shape_check(); every other function assumes a checked shape.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "ak-roofline.h"

G_BEGIN_DECLS

/**
 * AkNormKind:
 * @AK_NORM_RMS: RMSNorm, one weight vector (Llama, Mistral, Qwen, Gemma)
 * @AK_NORM_LAYER: LayerNorm, a weight and a bias vector (GPT-2)
 */
typedef enum {
  AK_NORM_RMS,
  AK_NORM_LAYER,
} AkNormKind;

/* Caps on every member of a shape: beyond them a shape is "absurd". */
#define AK_TRANSFORMER_MAX_LAYERS        1024
#define AK_TRANSFORMER_MAX_WIDTH         (1u << 18)  /* hidden, head and MLP widths */
#define AK_TRANSFORMER_MAX_HEADS         4096
#define AK_TRANSFORMER_MAX_VOCAB         (1u << 24)
#define AK_TRANSFORMER_MAX_EXPERTS       4096
#define AK_TRANSFORMER_MAX_POSITIONS     (1u << 24)

/**
 * AkTransformerShape:
 * @layers: decoder layers, 1 to %AK_TRANSFORMER_MAX_LAYERS
 * @hidden_size: model width D, values
 * @heads: query heads per layer
 * @kv_heads: key/value heads per layer; equal to @heads for multi-head
 *   attention, fewer with grouped-query attention (Ainslie et al. 2023),
 *   1 for multi-query attention (Shazeer 2019); must divide @heads
 * @head_dim: values per head (often @hidden_size / @heads, not always)
 * @intermediate_size: width F of the dense MLP, values; 0 only in a
 *   mixture of experts without dense MLP
 * @vocab_size: tokens in the vocabulary
 * @tied_embeddings: the LM head reuses the input embedding table
 * @gated_mlp: the MLP has a gate matrix (SwiGLU/GeGLU: up, gate, down)
 *   instead of two matrices (up, down)
 * @attention_bias: the Q, K and V projections have biases (Qwen2, GPT-2)
 * @attention_output_bias: the output projection has a bias (GPT-2)
 * @mlp_bias: the MLP matrices have biases (GPT-2)
 * @norm: the kind of normalization
 * @norms_per_layer: normalizations of width D per layer (2 in Llama, 4 in
 *   Gemma 2 and 3); the final norm is counted once more
 * @qk_norm: RMSNorm of width @head_dim on queries and keys (Qwen3, Gemma 3)
 * @learned_positions: rows of a learned position table (GPT-2: 1024); 0
 *   for rotary embeddings, which have no weights
 * @experts: routed experts per layer; 0 for a dense model
 * @experts_per_token: routed experts each token uses (top-k)
 * @expert_intermediate_size: MLP width of each routed expert, values
 * @shared_expert_intermediate_size: MLP width of the experts every token
 *   uses (summed over them), 0 if none
 * @shared_expert_gate: the shared expert's output is scaled by a learned
 *   gate of one value per token (Qwen2-MoE)
 * @sliding_window: tokens a sliding-window layer attends to; 0 for none
 * @sliding_layers: how many of the layers use the window
 * @max_positions: the longest context the model was trained for
 *   (config.json's `max_position_embeddings`), tokens; 0 if not given.
 *   A model with @learned_positions cannot go past those rows at all
 *
 * The shape of a decoder-only transformer, as a Hugging Face config.json
 * describes it.
 */
typedef struct {
  guint      layers;
  guint      hidden_size;
  guint      heads;
  guint      kv_heads;
  guint      head_dim;
  guint      intermediate_size;
  guint      vocab_size;
  gboolean   tied_embeddings;
  gboolean   gated_mlp;
  gboolean   attention_bias;
  gboolean   attention_output_bias;
  gboolean   mlp_bias;
  AkNormKind norm;
  guint      norms_per_layer;
  gboolean   qk_norm;
  guint      learned_positions;
  guint      experts;
  guint      experts_per_token;
  guint      expert_intermediate_size;
  guint      shared_expert_intermediate_size;
  gboolean   shared_expert_gate;
  guint      sliding_window;
  guint      sliding_layers;
  guint      max_positions;
} AkTransformerShape;

/**
 * AkLayerWeights:
 * @qkv: weights (and biases) of the Q, K and V projections
 * @output: weights (and bias) of the attention output projection
 * @mlp: weights of the dense MLP (0 in a mixture of experts)
 * @router: weights of the router (D × experts)
 * @expert: weights of one routed expert
 * @shared: weights of the shared experts and their gate
 * @norms: weights of the layer's normalizations
 *
 * Parameters of one decoder layer, by operator.
 */
typedef struct {
  guint64 qkv;
  guint64 output;
  guint64 mlp;
  guint64 router;
  guint64 expert;
  guint64 shared;
  guint64 norms;
} AkLayerWeights;

/**
 * AkParameterCount:
 * @total: every parameter, embeddings and LM head included
 * @active: the parameters one token uses: @total less the routed experts
 *   it does not use (equal to @total for a dense model)
 * @embedding: the input embedding table (and learned positions)
 * @lm_head: the LM head matrix; 0 when tied to the embedding
 * @per_layer: one layer's weights, by operator
 */
typedef struct {
  guint64        total;
  guint64        active;
  guint64        embedding;
  guint64        lm_head;
  AkLayerWeights per_layer;
} AkParameterCount;

gboolean   ak_transformer_shape_check          (const AkTransformerShape *shape,
                                                GError                  **error);
void       ak_transformer_shape_init_dense     (AkTransformerShape       *shape,
                                                guint                     layers,
                                                guint                     hidden_size,
                                                guint                     heads,
                                                guint                     kv_heads,
                                                guint                     intermediate_size,
                                                guint                     vocab_size);
void       ak_transformer_layer_weights        (const AkTransformerShape *shape,
                                                AkLayerWeights           *out_weights);
gboolean   ak_transformer_count_parameters     (const AkTransformerShape *shape,
                                                AkParameterCount         *out_count,
                                                GError                  **error);
gboolean   ak_transformer_shape_kv_cache_bytes (const AkTransformerShape *shape,
                                                AkPrecision               kv_precision,
                                                double                    context_tokens,
                                                double                    batch_size,
                                                double                   *out_bytes,
                                                GError                  **error);

gboolean     ak_transformer_flops_per_token     (double       params,
                                                 double      *out_flops,
                                                 GError     **error);
gboolean     ak_transformer_weight_bytes        (double       params,
                                                 AkPrecision  precision,
                                                 double      *out_bytes,
                                                 GError     **error);
gboolean     ak_transformer_kv_cache_bytes      (guint        layers,
                                                 guint        kv_heads,
                                                 guint        head_dim,
                                                 AkPrecision  precision,
                                                 double       context_tokens,
                                                 guint        batch_size,
                                                 double      *out_bytes,
                                                 GError     **error);
gboolean     ak_transformer_decode_bytes        (double       params,
                                                 AkPrecision  precision,
                                                 double       kv_cache_bytes,
                                                 double      *out_bytes,
                                                 GError     **error);
gboolean     ak_transformer_decode_intensity    (double       params,
                                                 AkPrecision  precision,
                                                 double       kv_cache_bytes,
                                                 guint        batch_size,
                                                 double      *out_flop_byte,
                                                 GError     **error);
gboolean     ak_transformer_prefill_intensity   (double       params,
                                                 AkPrecision  precision,
                                                 double       prompt_tokens,
                                                 guint        batch_size,
                                                 double      *out_flop_byte,
                                                 GError     **error);
gboolean     ak_transformer_tokens_per_second_ceiling
                                                (double       bandwidth_bytes_s,
                                                 double       bytes_per_token,
                                                 double      *out_tokens_s,
                                                 GError     **error);
G_END_DECLS

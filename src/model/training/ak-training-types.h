/* ak-training-types.h: the training planner's types: a setup, its
 * memory, its step and its plan
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define AK_TRAINING_ERROR (ak_training_error_quark ())

/**
 * AkTrainingError:
 * @AK_TRAINING_ERROR_OPTION: a command-line option is refused (an unknown
 *   run, two rates at once); the message names the option (`--run`, …)
 * @AK_TRAINING_ERROR_MODEL: the model has no usable shape
 * @AK_TRAINING_ERROR_ACCELERATOR: the accelerator has no BF16 peak, or a
 *   negative figure
 * @AK_TRAINING_ERROR_TOKENS: the token budget is out of range
 * @AK_TRAINING_ERROR_SEQ_LEN: the sequence length is out of range
 * @AK_TRAINING_ERROR_GLOBAL_BATCH: the global batch is out of range, or
 *   not a whole multiple of data-parallel replicas × micro-batch
 * @AK_TRAINING_ERROR_MICRO_BATCH: the micro-batch is above the global batch
 * @AK_TRAINING_ERROR_CHIPS: the chips are out of range, or tp × pp does not
 *   divide them
 * @AK_TRAINING_ERROR_TP: the tensor-parallel degree does not divide the heads
 * @AK_TRAINING_ERROR_PP: the pipeline stages do not divide the layers
 * @AK_TRAINING_ERROR_ZERO: the ZeRO stage is not 0 to 3
 * @AK_TRAINING_ERROR_PUE: the PUE is not 1 to 3
 * @AK_TRAINING_ERROR_PRICE: the price is out of range
 * @AK_TRAINING_ERROR_RATE: the rate (MFU, tokens/s per chip, days or
 *   chip-hours) is out of range or implies an MFU above 1
 *
 * Which input the planner refuses. The planner's messages (every code but
 * %AK_TRAINING_ERROR_OPTION) name no input: the command line puts the
 * option before them (`--tp: 3 does not divide …`), the training page
 * the field as the learner sees it.
 */
typedef enum {
  AK_TRAINING_ERROR_OPTION,
  AK_TRAINING_ERROR_MODEL,
  AK_TRAINING_ERROR_ACCELERATOR,
  AK_TRAINING_ERROR_TOKENS,
  AK_TRAINING_ERROR_SEQ_LEN,
  AK_TRAINING_ERROR_GLOBAL_BATCH,
  AK_TRAINING_ERROR_MICRO_BATCH,
  AK_TRAINING_ERROR_CHIPS,
  AK_TRAINING_ERROR_TP,
  AK_TRAINING_ERROR_PP,
  AK_TRAINING_ERROR_ZERO,
  AK_TRAINING_ERROR_PUE,
  AK_TRAINING_ERROR_PRICE,
  AK_TRAINING_ERROR_RATE,
} AkTrainingError;

/* Caps on what a plan takes; beyond them a value is refused. */
#define AK_TRAINING_MAX_TOKENS       1e15          /* D, tokens */
#define AK_TRAINING_MAX_SEQ_LEN      (1u << 24)    /* tokens per sequence */
#define AK_TRAINING_MAX_BATCH        (1u << 24)    /* sequences per step */
#define AK_TRAINING_MAX_CHIPS        (1u << 24)
#define AK_TRAINING_MAX_DAYS         1e5
#define AK_TRAINING_MAX_PUE          3.0
#define AK_TRAINING_MAX_PRICE        1e6           /* $ per chip-hour */

/**
 * AkOptimizer:
 * @AK_OPTIMIZER_ADAM_MIXED: mixed-precision Adam: 2 (BF16 weights) + 2
 *   (BF16 gradients) + 12 (FP32 master weights, first and second moments)
 *   = 16 bytes per parameter (Rajbhandari et al. 2020, arXiv:1910.02054)
 * @AK_OPTIMIZER_ADAM_FP32: Adam in FP32: 4 (weights) + 4 (gradients) + 8
 *   (two FP32 moments) = 16 bytes per parameter
 * @AK_OPTIMIZER_SGD: SGD with momentum in FP32: 4 (weights) + 4
 *   (gradients) + 4 (one FP32 momentum) = 12 bytes per parameter (derived:
 *   one state per parameter where Adam keeps two)
 */
typedef enum {
  AK_OPTIMIZER_ADAM_MIXED,
  AK_OPTIMIZER_ADAM_FP32,
  AK_OPTIMIZER_SGD,
} AkOptimizer;

/**
 * AkRecompute:
 * @AK_RECOMPUTE_NONE: every activation is kept for the backward pass
 * @AK_RECOMPUTE_SELECTIVE: the attention scores' part (QKᵀ, softmax,
 *   dropout, scores × V) is recomputed (Korthikanti et al. 2022)
 * @AK_RECOMPUTE_FULL: only each layer's input is kept; the whole forward
 *   pass runs again in the backward pass
 */
typedef enum {
  AK_RECOMPUTE_NONE,
  AK_RECOMPUTE_SELECTIVE,
  AK_RECOMPUTE_FULL,
} AkRecompute;

/**
 * AkAttentionScores:
 * @AK_ATTENTION_SCORES_FUSED: the s × s scores never reach memory (fused
 *   attention, as FlashAttention does it)
 * @AK_ATTENTION_SCORES_STORED: the scores, softmax and dropout mask are
 *   kept, as Korthikanti et al. 2022 count them (5·a·s/h per value)
 */
typedef enum {
  AK_ATTENTION_SCORES_FUSED,
  AK_ATTENTION_SCORES_STORED,
} AkAttentionScores;

/**
 * AkTrainingRateKind:
 * @AK_TRAINING_RATE_MFU: a model FLOPs utilization, (0, 1]
 * @AK_TRAINING_RATE_TOKENS_PER_S_PER_CHIP: tokens per second per chip
 * @AK_TRAINING_RATE_DAYS: days of training
 * @AK_TRAINING_RATE_CHIP_HOURS: chip-hours of training
 *
 * Which figure fixes the speed of a run; the others follow from it.
 */
typedef enum {
  AK_TRAINING_RATE_MFU,
  AK_TRAINING_RATE_TOKENS_PER_S_PER_CHIP,
  AK_TRAINING_RATE_DAYS,
  AK_TRAINING_RATE_CHIP_HOURS,
} AkTrainingRateKind;

/**
 * AkTrainingSetup:
 * @params: parameters in total, counts (> 0)
 * @active_params: parameters each token uses (MoE: fewer than @params)
 * @layers: transformer layers L
 * @hidden_size: model width h
 * @heads: attention heads a (H in PaLM's formula)
 * @head_dim: values per head (Q in PaLM's formula)
 * @tokens: the token budget D, (0, %AK_TRAINING_MAX_TOKENS]
 * @seq_len: tokens per sequence s (T in PaLM's formula)
 * @global_batch: sequences per optimizer step
 * @micro_batch: sequences per micro-batch b, at most @global_batch
 * @chips: chips in the run
 * @tp: tensor-parallel degree t; divides @heads and @chips
 * @pp: pipeline-parallel degree p; divides @layers; @tp × @pp divides @chips
 * @zero: ZeRO stage 0 to 3 over the data-parallel chips
 * @optimizer: which optimizer's states are kept
 * @recompute: activation recomputation
 * @scores: whether attention scores are stored
 * @sequence_parallel: with @tp > 1, activations outside the matmuls are
 *   split along the sequence too (Korthikanti et al. 2022)
 * @peak_flop_s: the chip's dense BF16 peak, FLOP/s (> 0)
 * @memory_bytes: the chip's memory, bytes; 0 if unknown
 * @power_w: the chip's power figure, W; 0 if unknown
 * @power_name: (nullable): what @power_w is ("TDP", "max power")
 * @pue: power usage effectiveness of the data centre, 1 to %AK_TRAINING_MAX_PUE
 * @price_per_chip_hour: $ per chip-hour; negative if not given
 * @dp_link_bytes_s: per-direction bandwidth per chip of the link the
 *   data-parallel all-reduce uses, bytes/s; 0 if unknown
 * @tp_link_bytes_s: the same for the tensor-parallel collectives; 0 if unknown
 *
 * One training run as the planner sees it.
 */
typedef struct {
  double            params;
  double            active_params;
  guint             layers;
  guint             hidden_size;
  guint             heads;
  guint             head_dim;
  double            tokens;
  guint             seq_len;
  guint             global_batch;
  guint             micro_batch;
  guint             chips;
  guint             tp;
  guint             pp;
  guint             zero;
  AkOptimizer       optimizer;
  AkRecompute       recompute;
  AkAttentionScores scores;
  gboolean          sequence_parallel;
  double            peak_flop_s;
  double            memory_bytes;
  double            power_w;
  const char       *power_name;
  double            pue;
  double            price_per_chip_hour;
  double            dp_link_bytes_s;
  double            tp_link_bytes_s;
} AkTrainingSetup;

/**
 * AkTrainingMemory:
 * @weights_bytes: weights held by one chip, bytes
 * @gradients_bytes: gradients held by one chip, bytes
 * @optimizer_bytes: optimizer states held by one chip, bytes
 * @activations_per_layer_bytes: one layer's activations for one
 *   micro-batch, bytes (ak_training_activations_per_layer())
 * @activations_bytes: activations held by one chip at the peak, bytes
 * @total_bytes: the sum of the four, bytes
 * @capacity_bytes: the chip's memory, bytes; 0 if unknown
 * @fits: @total_bytes ≤ @capacity_bytes (FALSE when unknown)
 * @max_micro_batch: the largest micro-batch whose total fits, sequences;
 *   0 if none fits or the capacity is unknown
 */
typedef struct {
  double weights_bytes;
  double gradients_bytes;
  double optimizer_bytes;
  double activations_per_layer_bytes;
  double activations_bytes;
  double total_bytes;
  double capacity_bytes;
  gboolean fits;
  guint  max_micro_batch;
} AkTrainingMemory;

/**
 * AkTrainingStep:
 * @compute_s: the step's hardware FLOPs per chip at the chip's peak, s
 * @dp_communication_s: the data-parallel gradient collectives, s; NaN if
 *   the link is unknown
 * @dp_hidden: @dp_communication_s fits under the backward pass (two
 *   thirds of @compute_s), so it can overlap
 * @dp_exposed_s: the part of @dp_communication_s that does not fit under
 *   the backward pass, s (0 when @dp_hidden); NaN if the link is unknown
 * @optimistic: @compute_s + @dp_exposed_s is longer than @step_s: no step
 *   can be as short as the planned rate says, so the rate (an MFU, …)
 *   cannot be reached (ak_training_plan_warning())
 * @tp_communication_s: the tensor-parallel collectives, s; NaN if the link
 *   is unknown (0 when @tp is 1)
 * @bubble_fraction: the pipeline's idle share of the step, (p − 1) / (m + p − 1)
 * @micro_batches: micro-batches per pipeline per step, m = global batch /
 *   (data parallel × micro-batch), a whole number (the setup's check
 *   refuses a global batch that does not split)
 * @step_s: the step's time at the planned rate, s
 */
typedef struct {
  double   compute_s;
  double   dp_communication_s;
  gboolean dp_hidden;
  double   dp_exposed_s;
  gboolean optimistic;
  double   tp_communication_s;
  double   bubble_fraction;
  double   micro_batches;
  double   step_s;
} AkTrainingStep;

/**
 * AkTrainingPlan:
 * @data_parallel: chips / (tp × pp)
 * @model_flops_per_token: 6·N_active + 12·L·H·Q·T, FLOPs
 * @hardware_flops_per_token: the same with the recomputed forward work
 * @training_flops: @model_flops_per_token × D, FLOPs
 * @mfu: model FLOPs utilization, fraction
 * @hfu: hardware FLOPs utilization, fraction
 * @tokens_per_s_per_chip: tokens per second per chip
 * @seconds: wall-clock seconds of training (no downtime)
 * @days: @seconds / 86,400
 * @chip_hours: chips × @seconds / 3,600
 * @energy_kwh: chip-hours × power × PUE / 1000; NaN if the power is unknown
 * @usd: chip-hours × price; NaN if no price was given
 * @memory: memory per chip
 * @step: one optimizer step
 */
typedef struct {
  guint            data_parallel;
  double           model_flops_per_token;
  double           hardware_flops_per_token;
  double           training_flops;
  double           mfu;
  double           hfu;
  double           tokens_per_s_per_chip;
  double           seconds;
  double           days;
  double           chip_hours;
  double           energy_kwh;
  double           usd;
  AkTrainingMemory memory;
  AkTrainingStep   step;
} AkTrainingPlan;

G_END_DECLS

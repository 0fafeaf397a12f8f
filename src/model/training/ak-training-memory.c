/* ak-training-memory.c: memory per chip of a training run
 *
 * Weights, gradients and optimizer states by optimizer (Rajbhandari et
 * al. 2020, "ZeRO", arXiv:1910.02054, section 3.1), sharded by ZeRO stage
 * over the data-parallel chips and split by tensor and pipeline
 * parallelism; activations per layer by Korthikanti et al. 2022,
 * "Reducing Activation Recomputation in Large Transformer Models",
 * arXiv:2205.05198, sections 4 and 5.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "ak-training-memory.h"

/**
 * ak_training_state_bytes:
 * @optimizer: the optimizer
 * @out_weights: (out): bytes per parameter of the weights the chips compute with
 * @out_gradients: (out): bytes per parameter of the gradients
 * @out_optimizer: (out): bytes per parameter of the optimizer states
 *   (FP32 master weights included for mixed precision)
 *
 * Mixed-precision Adam: 2 + 2 + 12 = 16 bytes (ZeRO, section 3.1: FP16
 * weights and gradients, FP32 master weights, momentum and variance);
 * FP32 Adam: 4 + 4 + 8 = 16 bytes (no master copy, two FP32 moments); SGD
 * with momentum in FP32: 4 + 4 + 4 = 12 bytes (one FP32 momentum). The
 * scaling book's worked examples count 8 bytes of optimizer state (the
 * moments alone); this planner counts the master weights too.
 */
void
ak_training_state_bytes (AkOptimizer  optimizer,
                         double      *out_weights,
                         double      *out_gradients,
                         double      *out_optimizer)
{
  g_return_if_fail (out_weights != NULL && out_gradients != NULL && out_optimizer != NULL);

  switch (optimizer)
    {
    case AK_OPTIMIZER_ADAM_FP32:
      *out_weights = 4, *out_gradients = 4, *out_optimizer = 8;
      break;
    case AK_OPTIMIZER_SGD:
      *out_weights = 4, *out_gradients = 4, *out_optimizer = 4;
      break;
    case AK_OPTIMIZER_ADAM_MIXED:
    default:
      *out_weights = 2, *out_gradients = 2, *out_optimizer = 12;
      break;
    }
}

/**
 * ak_training_activations_per_layer:
 * @seq_len: tokens per sequence s
 * @micro_batch: sequences per micro-batch b
 * @hidden_size: model width h
 * @heads: attention heads a
 * @tp: tensor-parallel degree t (1 for none)
 * @sequence_parallel: with @tp > 1, the norms and dropouts are split
 *   along the sequence too
 * @recompute: what the backward pass recomputes
 * @scores: whether the s × s attention scores are stored
 *
 * One transformer layer's activations for one micro-batch in 16-bit
 * values, bytes, by Korthikanti et al. 2022 (arXiv:2205.05198, equations
 * 1 to 5 and table 2), with sbh = s·b·h:
 * - no recomputation, no parallelism: sbh·(34 + 5·a·s/h);
 * - tensor parallel: sbh·(10 + 24/t + 5·a·s/(h·t));
 * - tensor and sequence parallel: sbh·(34/t + 5·a·s/(h·t));
 * - selective recomputation drops the 5·a·s/h term: sbh·(10 + 24/t), or
 *   34·sbh/t with sequence parallelism;
 * - full recomputation keeps the layer's input alone: 2·sbh (2·sbh/t with
 *   sequence parallelism, where that input is split along the sequence).
 * Fused attention (FlashAttention) never stores the scores, so its
 * activations are those of selective recomputation.
 *
 * Returns: bytes
 */
double
ak_training_activations_per_layer (guint              seq_len,
                                   guint              micro_batch,
                                   guint              hidden_size,
                                   guint              heads,
                                   guint              tp,
                                   gboolean           sequence_parallel,
                                   AkRecompute        recompute,
                                   AkAttentionScores  scores)
{
  double s = seq_len, b = micro_batch, h = hidden_size, a = heads, t = MAX (tp, 1);
  double sbh = s * b * h;
  gboolean sp = sequence_parallel && t > 1;
  double scores_term = 5.0 * a * s / (h * t);
  double rest;

  if (recompute == AK_RECOMPUTE_FULL)
    return sp ? 2.0 * sbh / t : 2.0 * sbh;

  rest = sp ? 34.0 / t : 10.0 + 24.0 / t;
  if (recompute == AK_RECOMPUTE_SELECTIVE || scores == AK_ATTENTION_SCORES_FUSED)
    return sbh * rest;
  return sbh * (rest + scores_term);
}

/* Micro-batches one chip holds at once: 1 without a pipeline; with p
 * stages the first holds p in flight under 1F1B (Narayanan et al. 2021;
 * Korthikanti et al. 2022, section 4.2.3), at most the micro-batches of
 * the step. */
static double
in_flight (const AkTrainingSetup *s,
           double                 micro_batches)
{
  return MIN ((double) s->pp, MAX (micro_batches, 1.0));
}

static double
micro_batches (const AkTrainingSetup *s,
               guint                  micro_batch)
{
  double dp = (double) s->chips / ((double) s->tp * s->pp);

  return (double) s->global_batch / (dp * micro_batch);
}

static double
activations_bytes (const AkTrainingSetup *s,
                   guint                  micro_batch,
                   double                *out_per_layer)
{
  double per_layer = ak_training_activations_per_layer (s->seq_len, micro_batch, s->hidden_size,
                                                        s->heads, s->tp, s->sequence_parallel,
                                                        s->recompute, s->scores);

  if (out_per_layer != NULL)
    *out_per_layer = per_layer;
  return per_layer * ((double) s->layers / s->pp) * in_flight (s, micro_batches (s, micro_batch));
}

/* The largest micro-batch (1 to global batch / data parallel) whose total
 * fits; activations grow with it (b × min (p, m) never shrinks as b
 * grows, m being B / (dp·b)), so a binary search finds it. */
static guint
max_micro_batch (const AkTrainingSetup *s,
                 double                 states_bytes)
{
  guint dp = s->chips / (s->tp * s->pp);
  guint lo = 0, hi = MAX (s->global_batch / MAX (dp, 1), 1);

  if (!(s->memory_bytes > 0))
    return 0;
  while (lo < hi)
    {
      guint mid = lo + (hi - lo + 1) / 2;

      if (states_bytes + activations_bytes (s, mid, NULL) <= s->memory_bytes)
        lo = mid;
      else
        hi = mid - 1;
    }
  return lo;
}

/**
 * ak_training_memory:
 * @setup: a checked setup (ak_training_setup_check())
 * @out_memory: (out): memory per chip
 *
 * Each chip holds params / (t × p) parameters (every layer split evenly
 * by tensor parallelism, the layers by pipeline stage; embeddings
 * counted with them). ZeRO over the data-parallel degree d
 * (Rajbhandari et al. 2020): stage 1 divides the optimizer states by d,
 * stage 2 the gradients too, stage 3 the weights too (FSDP). Activations:
 * ak_training_activations_per_layer() × L/p layers × the micro-batches
 * in flight (1, or min (p, m) with a pipeline); the embedding and output
 * layers' own activations are left out.
 */
void
ak_training_memory (const AkTrainingSetup *setup,
                    AkTrainingMemory      *out_memory)
{
  AkTrainingMemory m = { 0 };
  double w, g, o, per_chip, dp;

  g_return_if_fail (setup != NULL && out_memory != NULL);

  ak_training_state_bytes (setup->optimizer, &w, &g, &o);
  dp = (double) setup->chips / ((double) setup->tp * setup->pp);
  per_chip = setup->params / ((double) setup->tp * setup->pp);
  m.weights_bytes = per_chip * w / (setup->zero >= 3 ? dp : 1.0);
  m.gradients_bytes = per_chip * g / (setup->zero >= 2 ? dp : 1.0);
  m.optimizer_bytes = per_chip * o / (setup->zero >= 1 ? dp : 1.0);
  m.activations_bytes = activations_bytes (setup, setup->micro_batch, &m.activations_per_layer_bytes);
  m.total_bytes = m.weights_bytes + m.gradients_bytes + m.optimizer_bytes + m.activations_bytes;
  m.capacity_bytes = setup->memory_bytes > 0 ? setup->memory_bytes : 0;
  m.fits = m.capacity_bytes > 0 && m.total_bytes <= m.capacity_bytes;
  m.max_micro_batch = max_micro_batch (setup, m.weights_bytes + m.gradients_bytes + m.optimizer_bytes);
  *out_memory = m;
}

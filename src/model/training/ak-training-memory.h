/* ak-training-memory.h: memory per chip of a training run
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ak-training-types.h"

G_BEGIN_DECLS

void      ak_training_state_bytes             (AkOptimizer               optimizer,
                                               double                   *out_weights,
                                               double                   *out_gradients,
                                               double                   *out_optimizer);
double    ak_training_activations_per_layer   (guint                     seq_len,
                                               guint                     micro_batch,
                                               guint                     hidden_size,
                                               guint                     heads,
                                               guint                     tp,
                                               gboolean                  sequence_parallel,
                                               AkRecompute               recompute,
                                               AkAttentionScores         scores);
void      ak_training_memory                  (const AkTrainingSetup    *setup,
                                               AkTrainingMemory         *out_memory);

G_END_DECLS

/* ak-training.h: the training planner: FLOPs, memory per chip, time,
 * energy and cost of a training run
 *
 * Plain data and pure functions, no GTK (types in ak-training-types.h,
 * memory per chip in ak-training-memory.h). A setup is checked once with
 * ak_training_setup_check(); ak_training_plan() checks it again.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "ak-training-memory.h"
#include "ak-training-types.h"
#include "ak-transformer.h"

G_BEGIN_DECLS

GQuark    ak_training_error_quark             (void);

void      ak_training_setup_init              (AkTrainingSetup          *setup);
gboolean  ak_training_setup_set_shape         (AkTrainingSetup          *setup,
                                               const AkTransformerShape *shape,
                                               GError                  **error);
guint64   ak_training_split_batch             (guint64                   global_batch,
                                               guint64                   group);
void      ak_training_setup_fit_batch         (AkTrainingSetup          *setup);
GPtrArray *ak_training_setup_problems          (const AkTrainingSetup    *setup);
gboolean  ak_training_setup_check             (const AkTrainingSetup    *setup,
                                               GError                  **error);

double    ak_training_bubble_fraction         (guint                     pp,
                                               double                    micro_batches);
void      ak_training_flops_per_token         (const AkTrainingSetup    *setup,
                                               double                   *out_model,
                                               double                   *out_hardware);
gboolean  ak_training_plan                    (const AkTrainingSetup    *setup,
                                               AkTrainingRateKind        rate_kind,
                                               double                    rate,
                                               AkTrainingPlan           *out_plan,
                                               GError                  **error);

char     *ak_training_plan_warning            (const AkTrainingPlan     *plan);

G_END_DECLS

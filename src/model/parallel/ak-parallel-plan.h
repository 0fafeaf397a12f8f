/* ak-parallel-plan.h: the smallest system that serves a model, and its
 * best layout
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "ak-parallel.h"

G_BEGIN_DECLS

/* The largest system a plan tries: 4096 chips (a power of two). */
#define AK_PLAN_MAX_CHIPS 4096u

/**
 * AkPlanTarget:
 * @AK_PLAN_TARGET_LATENCY: the shortest step
 * @AK_PLAN_TARGET_THROUGHPUT: the most tokens per second per chip
 */
typedef enum {
  AK_PLAN_TARGET_LATENCY,
  AK_PLAN_TARGET_THROUGHPUT,
} AkPlanTarget;

/**
 * AkPlanCandidate:
 * @layout: the layout tried
 * @analysed: the layout can split the model, so @analysis is set
 * @fits: it was analysed and its busiest chip's weights and KV cache fit
 * @analysis: the step on this layout, when @analysed
 * @reason: (nullable): why it was refused, does not fit or loses to the
 *   chosen one, translated; %NULL for the chosen one
 */
typedef struct {
  AkLayout         layout;
  gboolean         analysed;
  gboolean         fits;
  AkSystemAnalysis analysis;
  char            *reason;
} AkPlanCandidate;

/**
 * AkPlan:
 * @min_chips: the fewest chips (a power of two) on which some layout fits,
 *   or 0 when none does up to the largest system tried
 * @chosen: the index of the best candidate for the target, or -1
 * @candidates: (element-type AkPlanCandidate): every layout of @min_chips
 *   chips (or of the largest system tried when none fits)
 */
typedef struct {
  guint   min_chips;
  int     chosen;
  GArray *candidates;
} AkPlan;

AkPlan     *ak_parallel_plan            (const AkTransformerShape *shape,
                                         const AkInferenceRequest *request,
                                         const AkInferenceMachine *machine,
                                         const AkSystem           *link,
                                         AkPlanTarget              target,
                                         guint                     max_chips,
                                         GError                  **error);
AkPlan     *ak_parallel_plan_chips      (const AkTransformerShape *shape,
                                         const AkInferenceRequest *request,
                                         const AkInferenceMachine *machine,
                                         const AkSystem           *link,
                                         AkPlanTarget              target,
                                         guint                     n_chips,
                                         GError                  **error);
gboolean    ak_plan_candidate_try       (const AkTransformerShape *shape,
                                         const AkInferenceRequest *request,
                                         const AkInferenceMachine *machine,
                                         const AkSystem           *link,
                                         AkLayout                  layout,
                                         AkPlanCandidate          *c,
                                         GError                  **error);
void        ak_plan_free                (AkPlan                   *plan);
const char *ak_plan_target_to_string    (AkPlanTarget              target);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (AkPlan, ak_plan_free)

G_END_DECLS

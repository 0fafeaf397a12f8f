/* ak-analyze-system.h: `--analyze` on a system of chips, and
 * `--plan-serving`
 *
 * The options of a system (`--chips`, `--tp`, `--pp`, `--ep`, `--link`,
 * `--link-latency`, `--microbatches`, `--overlap`, `--plan-serving`,
 * `--target`) and the JSON members they add to an analysis. Needs no
 * display.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

#include "ak-batch-sweep.h"
#include "ak-parallel-plan.h"

G_BEGIN_DECLS

/**
 * AkSystemOptions:
 * @chips: (nullable): `--chips`, as typed
 * @tp: (nullable): `--tp`, as typed
 * @pp: (nullable): `--pp`, as typed
 * @ep: (nullable): `--ep`, as typed
 * @link: (nullable): `--link`, a link id of the lesson; %NULL for the
 *   accelerator's own fast link
 * @link_latency: (nullable): `--link-latency`, seconds per step, as typed;
 *   %NULL for 0
 * @microbatches: (nullable): `--microbatches`, as typed; %NULL for as many
 *   as pipeline stages
 * @target: (nullable): `--target`, "latency" (default) or "throughput"
 * @overlap: `--overlap`: the link works while the chips compute
 * @plan_serving: `--plan-serving`: print the plan instead of one step
 *
 * The system options as the user typed them; the strings stay owned by
 * the dictionary they came from.
 */
typedef struct {
  const char *chips;
  const char *tp;
  const char *pp;
  const char *ep;
  const char *link;
  const char *link_latency;
  const char *microbatches;
  const char *target;
  gboolean    overlap;
  gboolean    plan_serving;
} AkSystemOptions;

/**
 * AkSystemInputs:
 * @lesson: the lesson, for its links
 * @accelerator: the chip
 * @shape: the model
 * @request: the step (its batch is the whole system's)
 * @machine: the chip's roofs
 * @efficiency: the estimate's factors (`--efficiency` or the defaults)
 *
 * What `--analyze` has resolved before the system is built.
 */
typedef struct {
  AkLesson                 *lesson;
  const AkAccelerator      *accelerator;
  const AkTransformerShape *shape;
  const AkInferenceRequest *request;
  const AkInferenceMachine *machine;
  const AkEfficiency       *efficiency;
} AkSystemInputs;

void      ak_system_options_init       (AkSystemOptions        *options,
                                        GVariantDict           *dict);
gboolean  ak_system_options_given      (const AkSystemOptions  *options);
gboolean  ak_system_options_resolve    (const AkSystemOptions  *options,
                                        const AkSystemInputs   *inputs,
                                        AkSystem               *out_system,
                                        const AkLink          **out_link,
                                        GError                **error);
gboolean  ak_analyze_system_add_json   (JsonObject             *root,
                                        const AkSystemInputs   *inputs,
                                        const AkSystemOptions  *options,
                                        const AkBatchSweep     *sweep,
                                        GError                **error);

G_END_DECLS

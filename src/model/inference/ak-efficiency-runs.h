/* ak-efficiency-runs.h: published measured runs the estimate is checked on
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "ak-efficiency.h"
#include "ak-inference.h"

G_BEGIN_DECLS

/**
 * AkRunMetric:
 * @AK_RUN_METRIC_TTFT_S: first-token latency at batch 1, seconds (the
 *   prefill of the input)
 * @AK_RUN_METRIC_OUTPUT_TOKENS_PER_S: output tokens per second of the
 *   whole batch over whole requests (batch × OSL / end-to-end time)
 *
 * What a published run measured.
 */
typedef enum {
  AK_RUN_METRIC_TTFT_S,
  AK_RUN_METRIC_OUTPUT_TOKENS_PER_S,
} AkRunMetric;

/**
 * AkPublishedRun:
 * @id: a short static id
 * @accelerator: the id of the bundled lesson's accelerator it ran on
 * @model: the model's name as published
 * @weight_precision: weights
 * @kv_precision: KV cache
 * @compute_precision: arithmetic
 * @batch: sequences
 * @input_tokens: ISL
 * @output_tokens: OSL (1 for a first-token run)
 * @metric: what was measured
 * @measured: the published figure, in @metric's unit
 * @source: who published it, in words
 * @source_url: where
 *
 * One measured run, as published. Every run is Llama 2 7B (32 layers,
 * 4096 wide, 32 heads, 11008 MLP, 32000 tokens: its config.json).
 */
typedef struct {
  const char  *id;
  const char  *accelerator;
  const char  *model;
  AkPrecision  weight_precision;
  AkPrecision  kv_precision;
  AkPrecision  compute_precision;
  double       batch;
  double       input_tokens;
  double       output_tokens;
  AkRunMetric  metric;
  double       measured;
  const char  *source;
  const char  *source_url;
} AkPublishedRun;

const AkPublishedRun *ak_published_runs_get   (guint                *out_n);
void                  ak_published_run_shape  (const AkPublishedRun *run,
                                               AkTransformerShape   *out_shape);
gboolean              ak_published_run_time   (const AkPublishedRun *run,
                                               double               *out_measured_s);
char                 *ak_published_runs_describe (void);
gboolean              ak_published_run_model  (const AkPublishedRun *run,
                                               const AkAccelerator  *accelerator,
                                               const AkEfficiency   *efficiency,
                                               double               *out_s,
                                               GError              **error);

G_END_DECLS

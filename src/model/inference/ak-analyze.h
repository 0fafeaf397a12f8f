/* ak-analyze.h: `accelerator-kitchen --analyze`, one inference step as JSON
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

#include "ak-analyze-system.h"
#include "ak-batch-sweep.h"
#include "ak-inference.h"
#include "ak-lesson.h"

G_BEGIN_DECLS

#define AK_ANALYZE_ERROR (ak_analyze_error_quark ())

/**
 * AkAnalyzeError:
 * @AK_ANALYZE_ERROR_OPTION: an option's value is malformed or out of range
 * @AK_ANALYZE_ERROR_UNKNOWN: no model or accelerator of that id in the lesson
 */
typedef enum {
  AK_ANALYZE_ERROR_OPTION,
  AK_ANALYZE_ERROR_UNKNOWN,
} AkAnalyzeError;

/**
 * AkAnalyzeOptions:
 * @model: (nullable): a model id of the lesson's roofline page, or a
 *   config.json path; %NULL for the page's first model
 * @accelerator: (nullable): an accelerator id; %NULL for the page's first
 * @precision: (nullable): weight precision; %NULL for "bf16"
 * @kv_precision: (nullable): KV-cache precision; %NULL for "bf16"
 * @compute_precision: (nullable): arithmetic precision; %NULL for the
 *   weight precision, except BF16 for INT8 and INT4 weights (weight-only
 *   quantization)
 * @batch: (nullable): sequences, as typed; %NULL for 1
 * @context: (nullable): prompt or context tokens, as typed; %NULL for 2048
 * @phase: (nullable): "prefill" or "decode"; %NULL for "decode"
 * @sweep: (nullable): "batch" to add the batch sweep; %NULL for none
 * @draft_tokens: (nullable): speculative decoding's draft length, as
 *   typed; %NULL for none (then @acceptance must be %NULL too)
 * @acceptance: (nullable): the draft's acceptance rate, as typed
 * @draft_cost_ratio: (nullable): a draft step's time over a target step's,
 *   as typed; %NULL for 0 (a draft that costs nothing)
 * @request: (nullable): "ISL/OSL" for a whole request's serving metrics;
 *   %NULL for none
 * @price_per_hour: (nullable): the accelerator's price in $/hour, as
 *   typed (needs @request); %NULL for none
 * @efficiency: (nullable): "compute=F,memory=F,overhead=S" for the
 *   estimate; %NULL for the defaults (ak_efficiency_init_default())
 * @system: the options of a system of chips and of `--plan-serving`
 *   (ak-analyze-system.h); all unset for one chip
 *
 * The options of `--analyze` as the user typed them.
 */
typedef struct {
  const char *model;
  const char *accelerator;
  const char *precision;
  const char *kv_precision;
  const char *compute_precision;
  const char *batch;
  const char *context;
  const char *phase;
  const char *sweep;
  const char *draft_tokens;
  const char *acceptance;
  const char *draft_cost_ratio;
  const char *request;
  const char *price_per_hour;
  const char *efficiency;
  AkSystemOptions system;
} AkAnalyzeOptions;

/**
 * AkAnalyzeLessonLoader:
 * @file: (nullable): the lesson of `--lesson`; %NULL for the bundled one
 * @out_problems: (out) (element-type GError): the problems if it fails
 *
 * Loads a lesson the way the application does (ak_application_load_lesson()).
 *
 * Returns: (transfer full) (nullable): the lesson, or %NULL
 */
typedef AkLesson *(*AkAnalyzeLessonLoader) (GFile *file, GPtrArray **out_problems);

GQuark      ak_analyze_error_quark       (void);

JsonNode   *ak_analyze_to_json           (AkLesson                *lesson,
                                          const AkAnalyzeOptions  *options,
                                          GError                 **error);
gboolean    ak_analyze_batch_sweep       (AkLesson                *lesson,
                                          const AkAnalyzeOptions  *options,
                                          gboolean                 full_sweep,
                                          AkBatchSweep            *out_sweep,
                                          char                   **out_title,
                                          GError                 **error);
void        ak_analyze_options_init      (AkAnalyzeOptions        *options,
                                          GVariantDict            *dict);
AkLesson   *ak_analyze_load_lesson       (GVariantDict            *dict,
                                          AkAnalyzeLessonLoader    load_lesson);
int         ak_analyze_command_line      (GVariantDict            *options,
                                          AkAnalyzeLessonLoader    load_lesson);
gboolean    ak_analyze_resolve_model     (AkLesson                *lesson,
                                          const char              *text,
                                          AkTransformerShape      *out_shape,
                                          char                   **out_model,
                                          GError                 **error);
const AkAccelerator *
            ak_analyze_resolve_accelerator (AkLesson              *lesson,
                                          const char              *id,
                                          GError                 **error);
gboolean    ak_analyze_parse_count       (const char              *text,
                                          const char              *option,
                                          guint                    fallback,
                                          guint                    max,
                                          double                  *out,
                                          GError                 **error);
gboolean    ak_analyze_parse_precision   (const char              *text,
                                          const char              *option,
                                          AkPrecision              fallback,
                                          AkPrecision             *out,
                                          GError                 **error);

G_END_DECLS

/* ak-training-run.h: a published training run, planned and checked
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

#include "ak-lesson.h"
#include "ak-training.h"

G_BEGIN_DECLS

/**
 * AkTrainingRunCheck:
 * @from_tokens_per_s: the MFU a stated tokens/s (per chip or in all)
 *   implies; NaN if none is stated
 * @from_tflops: the MFU a stated achieved TFLOP/s per chip implies (as
 *   the source counts FLOPs); NaN if none
 * @from_chip_hours: the MFU stated chip-hours imply; NaN if none or no
 *   token count
 * @from_days: the MFU stated days imply; NaN if none, no chip count, or
 *   days that include downtime
 * @days: the days at the planned rate on the stated chips; NaN without a
 *   chip count
 *
 * What the planner recomputes from a run's stated figures.
 */
typedef struct {
  double from_tokens_per_s;
  double from_tflops;
  double from_chip_hours;
  double from_days;
  double days;
} AkTrainingRunCheck;

const AkTrainingRun *ak_training_run_find        (AkLesson              *lesson,
                                                  const char            *id,
                                                  GError               **error);
gboolean             ak_training_run_apply_shape (AkLesson              *lesson,
                                                  const AkTrainingRun   *run,
                                                  AkTrainingSetup       *setup,
                                                  GError               **error);
void                 ak_training_run_apply       (const AkTrainingRun   *run,
                                                  AkTrainingSetup       *setup,
                                                  AkTrainingRateKind    *out_kind,
                                                  double                *out_rate);
void                 ak_training_run_check       (const AkTrainingRun   *run,
                                                  const AkTrainingSetup *setup,
                                                  const AkTrainingPlan  *plan,
                                                  AkTrainingRunCheck    *out_check);
void                 ak_training_run_add_json    (JsonBuilder           *builder,
                                                  const AkTrainingRun   *run,
                                                  const AkTrainingSetup *setup,
                                                  const AkTrainingPlan  *plan);

G_END_DECLS

/* ak-training-chart.h: days against chips, for a plan and the published runs
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ak-lesson.h"
#include "ak-training.h"

G_BEGIN_DECLS

#define AK_TRAINING_CHART_MAX_RUNS 40

/**
 * AkTrainingChartRun:
 * @name: (transfer none): the run's name, owned by the lesson
 * @chips: its stated chip count
 * @days: the days the planner gives it at its stated rate
 * @mfu: the MFU of that rate
 * @run: (transfer none): the run, owned by the lesson
 */
typedef struct {
  const char          *name;
  double               chips;
  double               days;
  double               mfu;
  const AkTrainingRun *run;
} AkTrainingChartRun;

/**
 * AkTrainingChart:
 * @chips_min: the line's first chip count
 * @chips_max: its last
 * @days_at_min: days on @chips_min chips at the plan's tokens/s per chip
 * @days_at_max: days on @chips_max chips
 * @chips: the plan's chips
 * @days: the plan's days
 * @n_runs: runs in @runs
 * @runs: the lesson's published runs that state chips and tokens
 *
 * The days a plan takes on any number of chips at its MFU (days × chips
 * is constant: the line of slope −1 on log-log axes), and each published
 * run as a point.
 */
typedef struct {
  double             chips_min;
  double             chips_max;
  double             days_at_min;
  double             days_at_max;
  double             chips;
  double             days;
  guint              n_runs;
  AkTrainingChartRun runs[AK_TRAINING_CHART_MAX_RUNS];
} AkTrainingChart;

void ak_training_chart_compute (AkLesson              *lesson,
                                const AkTrainingSetup *setup,
                                const AkTrainingPlan  *plan,
                                AkTrainingChart       *out_chart);

G_END_DECLS

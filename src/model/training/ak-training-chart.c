/* ak-training-chart.c: days against chips, for a plan and the published runs
 *
 * At a fixed MFU the tokens each chip trains per second stay the same, so
 * days = D / (tokens/s per chip × chips × 86,400): days × chips is the
 * plan's chip-days whatever the chip count (communication and the
 * pipeline bubble, which grow with the chips, are what the MFU has to
 * absorb). Each run is planned at its own stated rate
 * (ak_training_run_apply()).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "ak-training-chart.h"
#include "ak-training-cli.h"
#include "ak-training-run.h"

/* A run with its chips and tokens stated, planned at its own rate. */
static gboolean
plan_run (AkLesson            *lesson,
          const AkTrainingRun *run,
          AkTrainingChartRun  *out)
{
  const AkAccelerator *accelerator = ak_lesson_find_accelerator (lesson, run->accelerator_id);
  AkTrainingSetup setup;
  AkTrainingPlan plan;
  AkTrainingRateKind kind;
  double rate;

  if (run->chips == 0 || !(run->tokens > 0) || accelerator == NULL)
    return FALSE;
  ak_training_setup_init (&setup);
  if (!ak_training_run_apply_shape (lesson, run, &setup, NULL))
    return FALSE;
  ak_training_setup_set_accelerator (&setup, accelerator);
  ak_training_run_apply (run, &setup, &kind, &rate);
  setup.global_batch = MAX (setup.global_batch, 1);
  ak_training_setup_fit_batch (&setup);
  if (!ak_training_plan (&setup, kind, rate, &plan, NULL))
    return FALSE;
  *out = (AkTrainingChartRun) { run->name, run->chips, plan.days, plan.mfu, run };
  return TRUE;
}

/**
 * ak_training_chart_compute:
 * @lesson: the lesson whose training page holds the runs
 * @setup: the plan's setup
 * @plan: the plan
 * @out_chart: (out): the chart
 *
 * The line runs from 1 chip to 4 times the most chips of the plan and
 * the runs, at least 65,536.
 */
void
ak_training_chart_compute (AkLesson              *lesson,
                           const AkTrainingSetup *setup,
                           const AkTrainingPlan  *plan,
                           AkTrainingChart       *out_chart)
{
  AkTrainingChart c = { 0 };
  double chip_days = plan->days * setup->chips;

  g_return_if_fail (AK_IS_LESSON (lesson) && setup != NULL && plan != NULL && out_chart != NULL);

  c.chips = setup->chips, c.days = plan->days;
  c.chips_min = 1, c.chips_max = MAX (65536.0, 4.0 * setup->chips);
  for (guint i = 0; i < ak_lesson_get_n_pages (lesson); i++)
    {
      const AkPage *page = ak_lesson_get_page (lesson, i);

      for (guint j = 0; page->kind == AK_PAGE_TRAINING && j < page->training_runs->len; j++)
        if (c.n_runs < AK_TRAINING_CHART_MAX_RUNS &&
            plan_run (lesson, g_ptr_array_index (page->training_runs, j), &c.runs[c.n_runs]))
          {
            c.chips_max = MAX (c.chips_max, 4.0 * c.runs[c.n_runs].chips);
            c.n_runs++;
          }
    }
  c.days_at_min = chip_days / c.chips_min;
  c.days_at_max = chip_days / c.chips_max;
  *out_chart = c;
}

/* ak-progress-predictions.h: the learner's predictions, kept per lesson and page
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ak-progress.h"

G_BEGIN_DECLS

/* A guess outside this is not a figure this app takes (ak-prediction-card
 * refuses it): the progress file's reader refuses it too. */
#define AK_PROGRESS_MAX_FIGURE 1e18

/**
 * AkPredictionRecord:
 * @is_verdict: the prediction asks for a verdict: @guess_memory and
 *   @answer_memory hold it, not @guess, @answer and @error
 * @guess: the learner's figure, in the answer's unit, (0, 1e18]
 * @answer: the figure the app computed when the guess was checked, > 0
 * @error: how far off, (@guess − @answer) ÷ @answer: −0.5 is half the
 *   answer, 1 twice it
 * @guess_memory: the learner said memory-bound (else compute-bound)
 * @answer_memory: the app computed memory-bound (else compute-bound)
 * @correct: within the prediction's tolerance, or the verdict itself
 * @attempts: how many times the learner pressed Check, 1 to 100000
 * @date: (nullable): when the last guess was checked
 *
 * The last checked guess of one prediction.
 */
typedef struct {
  gboolean   is_verdict;
  double     guess;
  double     answer;
  double     error;
  gboolean   guess_memory;
  gboolean   answer_memory;
  gboolean   correct;
  guint      attempts;
  GDateTime *date;
} AkPredictionRecord;

gboolean                  ak_progress_record_prediction (AkProgress               *self,
                                                         const char               *lesson_id,
                                                         const char               *page_id,
                                                         const char               *prediction_id,
                                                         const AkPredictionRecord *guess,
                                                         GError                  **error);
const AkPredictionRecord *ak_progress_get_prediction    (AkProgress               *self,
                                                         const char               *lesson_id,
                                                         const char               *page_id,
                                                         const char               *prediction_id);
gboolean                  ak_progress_count_predictions (AkProgress               *self,
                                                         const char               *lesson_id,
                                                         guint                    *checked,
                                                         guint                    *right);

G_END_DECLS

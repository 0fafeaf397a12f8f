/* ak-prediction.h: the answer to a prediction or a worked problem,
 * computed, and how far a guess is from it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "ak-lesson.h"
#include "ak-roofline.h"

G_BEGIN_DECLS

/**
 * AkPredictionAnswer:
 * @is_verdict: the answer is @bound, not @value
 * @value: the computed figure, in @unit
 * @bound: the computed verdict
 * @unit: (nullable): the figure's unit as the learner types it
 *   ("FLOP/byte", "tokens/s", …), translated; %NULL for a verdict
 * @text: the answer in words, e.g. "295 FLOP/byte" or "memory-bound"
 * @breakdown: the figures the answer comes from, translated
 */
typedef struct {
  gboolean  is_verdict;
  double    value;
  AkBound   bound;
  char     *unit;
  char     *text;
  char     *breakdown;
} AkPredictionAnswer;

gboolean ak_quantity_compute        (AkLesson              *lesson,
                                     const AkPage          *page,
                                     const AkQuantityQuery *query,
                                     AkPredictionAnswer    *out_answer,
                                     GError               **error);
gboolean ak_prediction_answer       (AkLesson           *lesson,
                                     const AkPage       *page,
                                     const AkPrediction *prediction,
                                     AkPredictionAnswer *out_answer,
                                     GError            **error);
void     ak_prediction_answer_clear (AkPredictionAnswer *answer);
gboolean ak_prediction_judge_number (const AkPrediction       *prediction,
                                     const AkPredictionAnswer *answer,
                                     double                    guess,
                                     double                   *out_relative_error);

G_END_DECLS

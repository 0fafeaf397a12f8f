/* ak-prediction-card.h: predict, then check: one prediction of a page
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ak-lesson.h"
#include "ak-progress.h"

G_BEGIN_DECLS

#define AK_TYPE_PREDICTION_CARD (ak_prediction_card_get_type ())

G_DECLARE_FINAL_TYPE (AkPredictionCard, ak_prediction_card, AK, PREDICTION_CARD, GtkWidget)

GtkWidget  *ak_prediction_card_new         (AkLesson           *lesson,
                                            const AkPage       *page,
                                            const AkPrediction *prediction);
void        ak_prediction_card_set_progress (AkPredictionCard  *self,
                                            AkProgress         *progress,
                                            const char         *lesson_key);
gboolean    ak_prediction_card_check       (AkPredictionCard   *self);
gboolean    ak_prediction_card_is_revealed (AkPredictionCard   *self);
gboolean    ak_prediction_card_is_right    (AkPredictionCard   *self);
const char *ak_prediction_card_get_result  (AkPredictionCard   *self);

G_END_DECLS

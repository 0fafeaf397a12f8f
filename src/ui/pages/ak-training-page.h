/* ak-training-page.h: the training planner page
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ak-activity-page.h"
#include "ak-training.h"

G_BEGIN_DECLS

#define AK_TYPE_TRAINING_PAGE (ak_training_page_get_type ())

G_DECLARE_FINAL_TYPE (AkTrainingPage, ak_training_page, AK, TRAINING_PAGE, AkActivityPage)

/**
 * AkTrainingField:
 * The typed fields of the page, for tests: tokens, sequence length,
 * global batch, chips, tensor and pipeline parallelism, micro-batch, MFU
 * and the price per chip-hour.
 */
typedef enum {
  AK_TRAINING_FIELD_TOKENS,
  AK_TRAINING_FIELD_SEQ_LEN,
  AK_TRAINING_FIELD_GLOBAL_BATCH,
  AK_TRAINING_FIELD_CHIPS,
  AK_TRAINING_FIELD_TP,
  AK_TRAINING_FIELD_PP,
  AK_TRAINING_FIELD_MICRO_BATCH,
  AK_TRAINING_FIELD_MFU,
  AK_TRAINING_FIELD_PRICE,
  AK_TRAINING_N_FIELDS
} AkTrainingField;

GtkWidget *ak_training_page_new       (AkPageContext   *context,
                                       const AkPage    *page);
GtkEditable *ak_training_page_get_field (AkTrainingPage  *self,
                                       AkTrainingField  field);
GtkDropDown *ak_training_page_get_choice (AkTrainingPage *self,
                                       guint            index);
gboolean   ak_training_page_get_plan  (AkTrainingPage  *self,
                                       AkTrainingPlan  *out_plan);
const char *ak_training_page_get_readout (AkTrainingPage *self);
const char *ak_training_page_get_problem (AkTrainingPage *self);
GtkWidget *ak_training_page_get_chart (AkTrainingPage  *self);
const char *ak_training_page_guess    (AkTrainingPage  *self,
                                       guint            run,
                                       const char      *days);

G_END_DECLS

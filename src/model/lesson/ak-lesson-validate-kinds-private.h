/* ak-lesson-validate-kinds-private.h: the tables of a lesson's kinds of
 * object, for the tables that hold them
 *
 * Data only: each is read by lv_read_object (). The lesson's own table
 * (ak-lesson-validate.c) holds the pages and references, a page's the
 * blocks and the members of each page kind.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ak-inference.h"
#include "ak-lesson-validate-schema-private.h"
#include "ak-training-types.h"

G_BEGIN_DECLS

/* ak-lesson-validate-blocks.c */
extern const LvSchema lv_reference_schema;
extern const LvSchema lv_block_schema;
/* an #AkPrecision by its name: "fp32" … "int4" */
extern const LvEnum lv_precisions;

/* ak-lesson-validate-roofline.c: a roofline page's own members */
extern const LvSchema lv_roofline_page_schema;

/* ak-lesson-validate-activities.c: those of the other activity pages */
extern const LvSchema lv_kitchen_page_schema;
extern const LvSchema lv_sort_page_schema;
extern const LvSchema lv_quiz_page_schema;
extern const LvSchema lv_batch_page_schema;
extern const LvSchema lv_chips_page_schema;

/* ak-lesson-validate-predictions.c: a guess an activity page asks for,
 * and the quantity it names (a worked problem names one too) */
extern const LvSchema lv_prediction_schema;
extern const LvEnum   lv_quantities;
extern const LvEnum   lv_phases;

void     lv_quantity_defaults   (AkQuantityQuery       *query);
gboolean lv_quantity_is_verdict (AkQuantity             quantity);
void     lv_check_quantity      (Validator             *v,
                                 JsonNode              *node,
                                 const AkQuantityQuery *query,
                                 const AkPage          *page);

/* The members of a quantity and its inputs, in the struct @type's field
 * "query" (an AkQuantityQuery). */
#define LV_QUANTITY_MEMBERS(type) \
  LV_MEMBER ("quantity", LV_ENUM, LV_REQUIRED, 0, 0, LV_FIELD (type, query.quantity), .names = &lv_quantities), \
  LV_MEMBER ("accelerator", LV_ACCELERATOR, LV_OPTIONAL, 0, 0, LV_FIELD (type, query.accelerator_id)), \
  LV_MEMBER ("model", LV_MODEL, LV_OPTIONAL, 0, 0, LV_FIELD (type, query.model_id)), \
  LV_MEMBER ("preset", LV_ID, LV_OPTIONAL, 0, 0, LV_FIELD (type, query.preset_id)), \
  LV_MEMBER ("phase", LV_ENUM, LV_OPTIONAL, 0, 0, LV_FIELD (type, query.phase), .names = &lv_phases), \
  LV_MEMBER ("batch", LV_INTEGER, LV_OPTIONAL, 1, AK_INFERENCE_MAX_BATCH, LV_FIELD (type, query.batch_size)), \
  LV_MEMBER ("context", LV_INTEGER, LV_OPTIONAL, 1, AK_INFERENCE_MAX_TOKENS, LV_FIELD (type, query.context_tokens)), \
  LV_MEMBER ("chips", LV_INTEGER, LV_OPTIONAL, 1, AK_TRAINING_MAX_CHIPS, LV_FIELD (type, query.chips)), \
  LV_MEMBER ("zero", LV_INTEGER, LV_OPTIONAL, 0, 3, LV_FIELD (type, query.zero))

#define LV_PREDICTIONS \
  LV_MEMBER ("predictions", LV_OBJECTS, LV_OPTIONAL, 1, 20, LV_FIELD (AkPage, predictions), \
    .schema = &lv_prediction_schema)
/* ak-lesson-validate-training.c: a training page's published runs */
extern const LvSchema lv_training_page_schema;

/* ak-lesson-validate-pages.c */
extern const LvSchema lv_page_schema;

G_END_DECLS

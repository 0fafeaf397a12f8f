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

#include "ak-lesson-validate-schema-private.h"

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

/* ak-lesson-validate-predictions.c: a guess an activity page asks for */
extern const LvSchema lv_prediction_schema;

#define LV_PREDICTIONS \
  LV_MEMBER ("predictions", LV_OBJECTS, LV_OPTIONAL, 1, 20, LV_FIELD (AkPage, predictions), \
    .schema = &lv_prediction_schema)
/* ak-lesson-validate-training.c: a training page's published runs */
extern const LvSchema lv_training_page_schema;

/* ak-lesson-validate-pages.c */
extern const LvSchema lv_page_schema;

G_END_DECLS

/* ak-lesson-validate-pages.c: the table of a page, whose kind picks the
 * table of its own members
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "ak-lesson-validate-kinds-private.h"

static const LvSchema reading_page_schema = {
  .requires = (const char * const[]) { "blocks", NULL },
};

static const LvMember mfu_mbu_page_members[] = { LV_PREDICTIONS };

static const LvSchema mfu_mbu_page_schema = { 0, NULL, NULL, LV_MEMBERS (mfu_mbu_page_members) };

/* A glossary page shows the lesson's glossary: it has no members of its own. */
static const LvSchema glossary_page_schema = { 0 };

static const LvSchema * const page_variants[] = {
  [AK_PAGE_READING] = &reading_page_schema,
  [AK_PAGE_KITCHEN] = &lv_kitchen_page_schema,
  [AK_PAGE_ROOFLINE] = &lv_roofline_page_schema,
  [AK_PAGE_MFU_MBU] = &mfu_mbu_page_schema,
  [AK_PAGE_SORT] = &lv_sort_page_schema,
  [AK_PAGE_QUIZ] = &lv_quiz_page_schema,
  [AK_PAGE_BATCH] = &lv_batch_page_schema,
  [AK_PAGE_GLOSSARY] = &glossary_page_schema,
  [AK_PAGE_TRAINING] = &lv_training_page_schema,
  [AK_PAGE_CHIPS] = &lv_chips_page_schema,
};

static const LvEnum page_kinds = {
  (const char * const[]) { "reading", "kitchen", "roofline", "mfu-mbu", "sort", "quiz", "batch", "glossary", "training",
                           "chips", NULL },
  N_("page kind"), N_("reading, kitchen, roofline, mfu-mbu, sort, quiz, batch, glossary, training or chips"), FALSE,
};

static void
page_init (Validator *v,
           LvObject  *o)
{
  AkPage *page = o->item;

  /* every array is set, so views need no NULL checks */
  page->presets = g_ptr_array_new_with_free_func ((GDestroyNotify) _ak_kitchen_preset_free);
  page->accelerators = g_ptr_array_new_with_free_func ((GDestroyNotify) _ak_accelerator_free);
  page->models = g_ptr_array_new_with_free_func ((GDestroyNotify) _ak_model_spec_free);
  page->workloads = g_ptr_array_new_with_free_func ((GDestroyNotify) _ak_workload_free);
  page->pieces = g_ptr_array_new_with_free_func ((GDestroyNotify) _ak_sort_piece_free);
  page->questions = g_ptr_array_new_with_free_func ((GDestroyNotify) _ak_question_free);
  page->predictions = g_ptr_array_new_with_free_func ((GDestroyNotify) _ak_prediction_free);
  page->training_runs = g_ptr_array_new_with_free_func ((GDestroyNotify) _ak_training_run_free);
}

/* Blocks are required on a reading page (reading_page_schema). */
static const LvMember page_members[] = {
  LV_MEMBER ("id", LV_UNIQUE_ID, LV_REQUIRED, 0, 0, LV_FIELD (AkPage, id)),
  LV_MEMBER ("kind", LV_KIND, LV_REQUIRED, 0, 0, LV_FIELD (AkPage, kind), .names = &page_kinds),
  LV_MEMBER ("title", LV_TITLE, LV_REQUIRED, 0, 0, LV_FIELD (AkPage, title)),
  LV_MEMBER ("blocks", LV_OBJECTS, LV_OPTIONAL, 0, AK_LESSON_MAX_BLOCKS, LV_FIELD (AkPage, blocks),
    .schema = &lv_block_schema),
};

const LvSchema lv_page_schema = {
  sizeof (AkPage), (GDestroyNotify) _ak_page_free, page_init, LV_MEMBERS (page_members),
  .variants = page_variants, .owner = N_("a \"%s\" page"),
};

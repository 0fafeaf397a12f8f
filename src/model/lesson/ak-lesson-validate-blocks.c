/* ak-lesson-validate-blocks.c: the tables of a lesson's blocks, with their
 * references, cards and questions and answers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "ak-lesson-validate-kinds-private.h"

/* References, cards, Q&A */

static const LvEnum reference_kinds = {
  (const char * const[]) { "paper", "article", "video", "repository", NULL },
  N_("reference kind"), N_("paper, article, video or repository"), FALSE,
};

static const LvMember reference_members[] = {
  LV_MEMBER ("title", LV_TITLE, LV_REQUIRED, 0, 0, LV_FIELD (AkReference, title)),
  LV_MEMBER ("publisher", LV_TEXT, LV_OPTIONAL, 0, 0, LV_FIELD (AkReference, publisher)),
  LV_MEMBER ("kind", LV_ENUM, LV_REQUIRED, 0, 0, LV_FIELD (AkReference, kind), .names = &reference_kinds),
  LV_MEMBER ("url", LV_URL, LV_REQUIRED, 0, 0, LV_FIELD (AkReference, url)),
};

const LvSchema lv_reference_schema = {
  sizeof (AkReference), (GDestroyNotify) _ak_reference_free, NULL, LV_MEMBERS (reference_members),
};

static const LvMember card_members[] = {
  LV_MEMBER ("title", LV_TITLE, LV_REQUIRED, 0, 0, LV_FIELD (AkCard, title)),
  LV_MEMBER ("tagline", LV_TEXT, LV_OPTIONAL, 0, 0, LV_FIELD (AkCard, tagline)),
  LV_MEMBER ("text", LV_MARKUP, LV_REQUIRED, 0, 0, LV_FIELD (AkCard, text)),
};

static const LvSchema card_schema = {
  sizeof (AkCard), (GDestroyNotify) _ak_card_free, NULL, LV_MEMBERS (card_members),
};

static const LvMember qa_item_members[] = {
  LV_MEMBER ("question", LV_TEXT, LV_REQUIRED, 0, 0, LV_FIELD (AkQa, question)),
  LV_MEMBER ("answer", LV_MARKUP, LV_REQUIRED, 0, 0, LV_FIELD (AkQa, answer)),
};

static const LvSchema qa_item_schema = {
  sizeof (AkQa), (GDestroyNotify) _ak_qa_free, NULL, LV_MEMBERS (qa_item_members),
};

const LvEnum lv_precisions = {
  (const char * const[]) { "fp32", "bf16", "fp16", "fp8", "int8", "int4", NULL },
  N_("precision"), N_("fp32, bf16, fp16, fp8, int8 or int4"), FALSE,
};
G_STATIC_ASSERT (AK_PRECISION_FP32 == 0 && AK_PRECISION_BF16 == 1 && AK_PRECISION_FP16 == 2 &&
                 AK_PRECISION_FP8 == 3 && AK_PRECISION_INT8 == 4 && AK_PRECISION_INT4 == 5 &&
                 AK_N_PRECISIONS == 6);

/* Custom members */

/* A table's rows: arrays of text, as many cells as the columns (read
 * before them). */
static gboolean
read_rows (Validator      *v,
           LvObject       *o,
           const LvMember *m,
           JsonNode       *member)
{
  AkBlock *block = o->item;
  JsonArray *rows = lv_read_array_node (v, member, m->min, m->max);
  guint n_columns = block->columns ? g_strv_length (block->columns) : 0;
  guint len;

  if (rows == NULL)
    return FALSE;

  len = MIN (json_array_get_length (rows), (guint) m->max);
  for (guint i = 0; i < len; i++)
    {
      JsonNode *element = json_array_get_element (rows, i);
      gsize saved = lv_path_push_index (v, i);
      GStrv cells = lv_read_strings_node (v, element, 0, G_MAXUINT, STRING_TEXT);

      if (cells != NULL && n_columns > 0 && g_strv_length (cells) != n_columns)
        report (v, element, AK_LESSON_ERROR_RANGE,
                g_dngettext (GETTEXT_PACKAGE, "row has %u cell, expected %u (one per column)",
                             "row has %u cells, expected %u (one per column)",
                             g_strv_length (cells)),
                g_strv_length (cells), n_columns);
      if (cells != NULL)
        g_ptr_array_add (block->rows, cells);
      lv_path_pop (v, saved);
    }

  return TRUE;
}

/* Blocks, by type */

#define BLOCK(type, ...) \
  static const LvMember type##_members[] = { __VA_ARGS__ }; \
  static const LvSchema type##_schema = { 0, NULL, NULL, LV_MEMBERS (type##_members) }

BLOCK (heading,
  LV_MEMBER ("text", LV_TEXT, LV_REQUIRED, 0, 0, LV_FIELD (AkBlock, text)));
BLOCK (paragraph,
  LV_MEMBER ("text", LV_MARKUP, LV_REQUIRED, 0, 0, LV_FIELD (AkBlock, text)));
BLOCK (bullets,
  LV_MEMBER ("items", LV_STRINGS, LV_REQUIRED, 1, 50, LV_FIELD (AkBlock, items), .strings = STRING_MARKUP));
BLOCK (key_insight,
  LV_MEMBER ("title", LV_TITLE, LV_OPTIONAL, 0, 0, LV_FIELD (AkBlock, title)),
  LV_MEMBER ("text", LV_MARKUP, LV_REQUIRED, 0, 0, LV_FIELD (AkBlock, text)));
BLOCK (comparison,
  LV_MEMBER ("cards", LV_OBJECTS, LV_REQUIRED, 2, 4, LV_FIELD (AkBlock, cards), .schema = &card_schema));
BLOCK (references,
  LV_MEMBER ("items", LV_OBJECTS, LV_REQUIRED, 1, 100, LV_FIELD (AkBlock, references),
    .schema = &lv_reference_schema));
BLOCK (qa,
  LV_MEMBER ("items", LV_OBJECTS, LV_REQUIRED, 1, 50, LV_FIELD (AkBlock, qa), .schema = &qa_item_schema));
BLOCK (mbu_example,
  LV_MEMBER ("accelerator", LV_ACCELERATOR, LV_REQUIRED, 0, 0, LV_FIELD (AkBlock, accelerator_id)),
  LV_MEMBER ("model_params_billion", LV_NUMBER, LV_REQUIRED, 1e-6, 1e5, LV_FIELD (AkBlock, model_params_billion)),
  LV_MEMBER ("precision", LV_ENUM, LV_REQUIRED, 0, 0, LV_FIELD (AkBlock, precision), .names = &lv_precisions),
  LV_MEMBER ("tokens_per_second", LV_NUMBER, LV_REQUIRED, 1e-6, 1e9, LV_FIELD (AkBlock, tokens_per_second)));
BLOCK (power_example,
  LV_MEMBER ("accelerator", LV_ACCELERATOR_TDP, LV_REQUIRED, 0, 0, LV_FIELD (AkBlock, accelerator_id)),
  LV_MEMBER ("hours", LV_NUMBER, LV_REQUIRED, 1e-3, 1e6, LV_FIELD (AkBlock, hours)),
  LV_MEMBER ("household_kwh", LV_NUMBER, LV_REQUIRED, 1e-3, 1e9, LV_FIELD (AkBlock, household_kwh)));

/* A worked problem: a question, the quantity that answers it and its
 * inputs (as a prediction names them), and the explanation. */
static void
worked_problem_init (Validator *v,
                     LvObject  *o)
{
  lv_quantity_defaults (&((AkBlock *) o->item)->query);
}

static void
worked_problem_check (Validator *v,
                      LvObject  *o)
{
  lv_check_quantity (v, o->node, &((AkBlock *) o->item)->query, o->parent);
}

static const LvMember worked_problem_members[] = {
  LV_MEMBER ("title", LV_TITLE, LV_OPTIONAL, 0, 0, LV_FIELD (AkBlock, title)),
  LV_MEMBER ("question", LV_TEXT, LV_REQUIRED, 0, 0, LV_FIELD (AkBlock, question)),
  LV_QUANTITY_MEMBERS (AkBlock),
  LV_MEMBER ("explanation", LV_MARKUP, LV_REQUIRED, 0, 0, LV_FIELD (AkBlock, explanation)),
};

static const LvSchema worked_problem_schema = {
  0, NULL, worked_problem_init, LV_MEMBERS (worked_problem_members), worked_problem_check,
};

static void
table_init (Validator *v,
            LvObject  *o)
{
  AkBlock *block = o->item;

  block->rows = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);
}

static const LvMember table_members[] = {
  LV_MEMBER ("title", LV_TITLE, LV_OPTIONAL, 0, 0, LV_FIELD (AkBlock, title)),
  LV_MEMBER ("columns", LV_STRINGS, LV_REQUIRED, 1, 8, LV_FIELD (AkBlock, columns), .strings = STRING_TEXT),
  LV_MEMBER ("rows", LV_CUSTOM, LV_REQUIRED, 1, 100, 0, .read = read_rows),
};

static const LvSchema table_schema = { 0, NULL, table_init, LV_MEMBERS (table_members) };

static const LvSchema accelerator_table_schema = { 0 };

static const LvSchema * const block_variants[] = {
  [AK_BLOCK_HEADING] = &heading_schema,
  [AK_BLOCK_PARAGRAPH] = &paragraph_schema,
  [AK_BLOCK_BULLETS] = &bullets_schema,
  [AK_BLOCK_KEY_INSIGHT] = &key_insight_schema,
  [AK_BLOCK_COMPARISON] = &comparison_schema,
  [AK_BLOCK_TABLE] = &table_schema,
  [AK_BLOCK_REFERENCES] = &references_schema,
  [AK_BLOCK_QA] = &qa_schema,
  [AK_BLOCK_ACCELERATOR_TABLE] = &accelerator_table_schema,
  [AK_BLOCK_MBU_EXAMPLE] = &mbu_example_schema,
  [AK_BLOCK_POWER_EXAMPLE] = &power_example_schema,
  [AK_BLOCK_WORKED_PROBLEM] = &worked_problem_schema,
};

static const LvEnum block_types = {
  (const char * const[]) {
    "heading", "paragraph", "bullets", "key-insight", "comparison", "table",
    "references", "qa", "accelerator-table", "mbu-example", "power-example", "worked-problem", NULL
  },
  N_("block type"),
  N_("heading, paragraph, bullets, key-insight, comparison, table, "
     "references, qa, accelerator-table, mbu-example, power-example or worked-problem"),
  FALSE,
};

static const LvMember block_members[] = {
  LV_MEMBER ("type", LV_KIND, LV_REQUIRED, 0, 0, LV_FIELD (AkBlock, kind), .names = &block_types),
};

const LvSchema lv_block_schema = {
  sizeof (AkBlock), (GDestroyNotify) _ak_block_free, NULL, LV_MEMBERS (block_members),
  .variants = block_variants, .owner = N_("a \"%s\" block"),
};

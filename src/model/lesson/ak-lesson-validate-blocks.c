/* ak-lesson-validate-blocks.c: a lesson's blocks, with their references,
 * cards and questions and answers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "ak-lesson-validate-private.h"

/* References, cards, Q&A */

gpointer
lv_read_reference (Validator *v,
                   JsonNode  *node,
                   gpointer   user_data)
{
  static const char * const members[] = { "title", "publisher", "kind", "url", NULL };
  static const char * const kinds[] = { "paper", "article", "video", "repository", NULL };
  AkReference *reference = g_new0 (AkReference, 1);
  int kind;

  lv_check_members (v, node, members, NULL, NULL);
  reference->title = lv_read_string (v, node, "title", TRUE, STRING_TEXT);
  reference->publisher = lv_read_string (v, node, "publisher", FALSE, STRING_TEXT);
  kind = lv_read_enum (v, node, "kind", kinds, N_("reference kind"),
                       N_("paper, article, video or repository"));
  reference->kind = MAX (kind, 0);
  reference->url = lv_read_string (v, node, "url", TRUE, STRING_URL);

  return reference;
}

static gpointer
read_card (Validator *v,
           JsonNode  *node,
           gpointer   user_data)
{
  static const char * const members[] = { "title", "tagline", "text", NULL };
  AkCard *card = g_new0 (AkCard, 1);

  lv_check_members (v, node, members, NULL, NULL);
  card->title = lv_read_string (v, node, "title", TRUE, STRING_TEXT);
  card->tagline = lv_read_string (v, node, "tagline", FALSE, STRING_TEXT);
  card->text = lv_read_string (v, node, "text", TRUE, STRING_MARKUP);

  return card;
}

static gpointer
read_qa (Validator *v,
         JsonNode  *node,
         gpointer   user_data)
{
  static const char * const members[] = { "question", "answer", NULL };
  AkQa *qa = g_new0 (AkQa, 1);

  lv_check_members (v, node, members, NULL, NULL);
  qa->question = lv_read_string (v, node, "question", TRUE, STRING_TEXT);
  qa->answer = lv_read_string (v, node, "answer", TRUE, STRING_MARKUP);

  return qa;
}

/* Blocks */

static const char * const block_types[] = {
  "heading", "paragraph", "bullets", "key-insight", "comparison", "table",
  "references", "qa", "accelerator-table", "mbu-example", "power-example", NULL
};

static const char * const all_block_members[] = {
  "type", "text", "title", "items", "cards", "columns", "rows", "accelerator",
  "model_params_billion", "precision", "tokens_per_second", "hours",
  "household_kwh", NULL
};

static const char * const * const block_members[] = {
  [AK_BLOCK_HEADING] = (const char * const[]) { "type", "text", NULL },
  [AK_BLOCK_PARAGRAPH] = (const char * const[]) { "type", "text", NULL },
  [AK_BLOCK_BULLETS] = (const char * const[]) { "type", "items", NULL },
  [AK_BLOCK_KEY_INSIGHT] = (const char * const[]) { "type", "title", "text", NULL },
  [AK_BLOCK_COMPARISON] = (const char * const[]) { "type", "cards", NULL },
  [AK_BLOCK_TABLE] = (const char * const[]) { "type", "columns", "rows", "title", NULL },
  [AK_BLOCK_REFERENCES] = (const char * const[]) { "type", "items", NULL },
  [AK_BLOCK_QA] = (const char * const[]) { "type", "items", NULL },
  [AK_BLOCK_ACCELERATOR_TABLE] = (const char * const[]) { "type", NULL },
  [AK_BLOCK_MBU_EXAMPLE] = (const char * const[]) { "type", "accelerator", "model_params_billion",
                                                    "precision", "tokens_per_second", NULL },
  [AK_BLOCK_POWER_EXAMPLE] = (const char * const[]) { "type", "accelerator", "hours",
                                                      "household_kwh", NULL },
};

void
lv_read_accelerator_ref (Validator  *v,
                         JsonNode   *node,
                         gboolean    needs_tdp,
                         char      **out_id)
{
  JsonNode *member = lv_get_member (v, node, "accelerator", FALSE);
  AcceleratorRef ref;
  gsize saved;

  *out_id = lv_read_string (v, node, "accelerator", TRUE, STRING_ID);
  if (*out_id == NULL)
    return;

  /* resolved at the end: the accelerator may be on a later page */
  saved = lv_path_push (v, "accelerator");
  ref.id = g_strdup (*out_id);
  ref.path = g_strdup (v->path->str);
  ref.offset = _ak_lesson_source_locate (v->source, member, AK_LOCATE_VALUE);
  ref.needs_tdp = needs_tdp;
  g_array_append_val (v->accelerator_refs, ref);
  lv_path_pop (v, saved);
}

static void
read_precision (Validator *v,
                JsonNode  *node,
                AkBlock   *block)
{
  JsonNode *member = lv_get_member (v, node, "precision", TRUE);
  gsize saved;

  if (member == NULL)
    return;

  saved = lv_path_push (v, "precision");
  if (lv_check_string (v, member, STRING_PLAIN) &&
      !ak_precision_from_string (json_node_get_string (member), &block->precision))
    {
      g_autofree char *shown = _ak_lesson_shorten (json_node_get_string (member));
      report (v, member, AK_LESSON_ERROR_REFERENCE,
              _("unknown precision \"%s\" (expected fp32, bf16, fp16, fp8, int8 or int4)"), shown);
    }
  lv_path_pop (v, saved);
}

static void
read_table (Validator *v,
            JsonNode  *node,
            AkBlock   *block)
{
  JsonArray *rows;
  guint n_columns;
  guint len;
  gsize saved;

  block->title = lv_read_string (v, node, "title", FALSE, STRING_TEXT);
  block->columns = lv_read_strings (v, node, "columns", 1, 8, STRING_TEXT);
  block->rows = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);
  n_columns = block->columns ? g_strv_length (block->columns) : 0;

  rows = lv_get_array (v, node, "rows", TRUE, 1, 100);
  if (rows == NULL)
    return;

  saved = lv_path_push (v, "rows");
  len = MIN (json_array_get_length (rows), 100);
  for (guint i = 0; i < len; i++)
    {
      JsonNode *element = json_array_get_element (rows, i);
      gsize saved_index = lv_path_push_index (v, i);
      GStrv cells = lv_read_strings_node (v, element, 0, G_MAXUINT, STRING_TEXT);

      if (cells != NULL && n_columns > 0 && g_strv_length (cells) != n_columns)
        report (v, element, AK_LESSON_ERROR_RANGE,
                g_dngettext (GETTEXT_PACKAGE, "row has %u cell, expected %u (one per column)",
                             "row has %u cells, expected %u (one per column)",
                             g_strv_length (cells)),
                g_strv_length (cells), n_columns);
      if (cells != NULL)
        g_ptr_array_add (block->rows, cells);
      lv_path_pop (v, saved_index);
    }
  lv_path_pop (v, saved);
}

static void
read_block_members (Validator *v,
                    JsonNode  *node,
                    AkBlock   *block)
{
  switch (block->kind)
    {
    case AK_BLOCK_HEADING:
      block->text = lv_read_string (v, node, "text", TRUE, STRING_TEXT);
      break;

    case AK_BLOCK_PARAGRAPH:
      block->text = lv_read_string (v, node, "text", TRUE, STRING_MARKUP);
      break;

    case AK_BLOCK_BULLETS:
      block->items = lv_read_strings (v, node, "items", 1, 50, STRING_MARKUP);
      break;

    case AK_BLOCK_KEY_INSIGHT:
      block->title = lv_read_string (v, node, "title", FALSE, STRING_TEXT);
      block->text = lv_read_string (v, node, "text", TRUE, STRING_MARKUP);
      break;

    case AK_BLOCK_COMPARISON:
      block->cards = lv_read_objects (v, node, "cards", TRUE, 2, 4, read_card,
                                      (GDestroyNotify) _ak_card_free, NULL);
      break;

    case AK_BLOCK_TABLE:
      read_table (v, node, block);
      break;

    case AK_BLOCK_REFERENCES:
      block->references = lv_read_objects (v, node, "items", TRUE, 1, 100, lv_read_reference,
                                           (GDestroyNotify) _ak_reference_free, NULL);
      break;

    case AK_BLOCK_QA:
      block->qa = lv_read_objects (v, node, "items", TRUE, 1, 50, read_qa,
                                   (GDestroyNotify) _ak_qa_free, NULL);
      break;

    case AK_BLOCK_ACCELERATOR_TABLE:
      break;

    case AK_BLOCK_MBU_EXAMPLE:
      lv_read_accelerator_ref (v, node, FALSE, &block->accelerator_id);
      lv_read_positive (v, node, "model_params_billion", TRUE, 1e-6, 1e5, &block->model_params_billion);
      read_precision (v, node, block);
      lv_read_positive (v, node, "tokens_per_second", TRUE, 1e-6, 1e9, &block->tokens_per_second);
      break;

    case AK_BLOCK_POWER_EXAMPLE:
      lv_read_accelerator_ref (v, node, TRUE, &block->accelerator_id);
      lv_read_positive (v, node, "hours", TRUE, 1e-3, 1e6, &block->hours);
      lv_read_positive (v, node, "household_kwh", TRUE, 1e-3, 1e9, &block->household_kwh);
      break;

    default:
      g_assert_not_reached ();
    }
}

gpointer
lv_read_block (Validator *v,
               JsonNode  *node,
               gpointer   user_data)
{
  g_autofree char *owner = NULL;
  AkBlock *block;
  int type;

  type = lv_read_enum (v, node, "type", block_types, N_("block type"),
                       N_("heading, paragraph, bullets, key-insight, comparison, table, "
                      "references, qa, accelerator-table, mbu-example or power-example"));
  if (type < 0)
    {
      lv_check_members (v, node, all_block_members, NULL, NULL);
      return NULL;
    }

  owner = g_strdup_printf (_("a \"%s\" block"), block_types[type]);
  lv_check_members (v, node, block_members[type], all_block_members, owner);

  block = g_new0 (AkBlock, 1);
  block->kind = type;
  read_block_members (v, node, block);

  return block;
}

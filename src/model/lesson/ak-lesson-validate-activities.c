/* ak-lesson-validate-activities.c: kitchen presets, sort pieces, quiz
 * questions and batch pages
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "ak-inference.h"
#include "ak-lesson-validate-private.h"

/* Kitchen, roofline, sort and quiz items */

gpointer
lv_read_preset (Validator *v,
                JsonNode  *node,
                gpointer   scope)
{
  static const char * const members[] = {
    "id", "label", "description", "cooks", "chops_per_second_per_cook",
    "hallway_ingredients_per_second", "chops_per_ingredient", "counter_capacity", NULL
  };
  AkKitchenPreset *preset = g_new0 (AkKitchenPreset, 1);

  lv_check_members (v, node, members, NULL, NULL);
  preset->id = lv_read_id (v, node, scope);
  preset->label = lv_read_string (v, node, "label", TRUE, STRING_TEXT);
  preset->description = lv_read_string (v, node, "description", FALSE, STRING_TEXT);
  lv_read_integer (v, node, "cooks", 1, 1024, &preset->cooks);
  lv_read_positive (v, node, "chops_per_second_per_cook", TRUE, 1e-6, 1e6, &preset->chops_per_second_per_cook);
  lv_read_positive (v, node, "hallway_ingredients_per_second", TRUE, 1e-6, 1e6, &preset->hallway_ingredients_per_second);
  lv_read_positive (v, node, "chops_per_ingredient", TRUE, 1e-6, 1e6, &preset->chops_per_ingredient);
  lv_read_integer (v, node, "counter_capacity", 1, 64, &preset->counter_capacity);

  return preset;
}

gpointer
lv_read_piece (Validator *v,
               JsonNode  *node,
               gpointer   scope)
{
  static const char * const members[] = { "id", "label", "bin", "explanation", NULL };
  static const char * const bins[] = { "compute-bound", "memory-bound", NULL };
  AkSortPiece *piece = g_new0 (AkSortPiece, 1);
  int bin;

  lv_check_members (v, node, members, NULL, NULL);
  piece->id = lv_read_id (v, node, scope);
  piece->label = lv_read_string (v, node, "label", TRUE, STRING_TEXT);
  bin = lv_read_enum (v, node, "bin", bins, N_("bin"), N_("compute-bound or memory-bound"));
  piece->bin = bin == 1 ? AK_BIN_MEMORY : AK_BIN_COMPUTE;
  piece->explanation = lv_read_string (v, node, "explanation", TRUE, STRING_MARKUP);

  return piece;
}

static void
read_answer (Validator  *v,
             JsonNode   *node,
             AkQuestion *question)
{
  JsonNode *member = lv_get_member (v, node, "answer", TRUE);
  g_autofree char *literal = NULL;
  gboolean integral;
  double value;
  gsize saved;

  if (member == NULL)
    return;

  saved = lv_path_push (v, "answer");
  if (!lv_read_number_node (v, member, &value, &integral, &literal))
    ;
  else if (!integral)
    report (v, member, AK_LESSON_ERROR_TYPE, _("expected an integer, found %s"), literal);
  else if (question->choices != NULL && (value < 0 || value >= question->n_choices))
    report (v, member, AK_LESSON_ERROR_RANGE, _("%s is out of range (%u choices)"),
            literal, question->n_choices);
  else if (value < 0 || value >= 6)
    report (v, member, AK_LESSON_ERROR_RANGE, _("%s is out of range (0 to 5)"), literal);
  else
    question->answer = (guint) value;
  lv_path_pop (v, saved);
}

gpointer
lv_read_question (Validator *v,
                  JsonNode  *node,
                  gpointer   scope)
{
  static const char * const members[] = { "id", "prompt", "choices", "answer", "explanation",
                                          "keep_order", NULL };
  AkQuestion *question = g_new0 (AkQuestion, 1);

  lv_check_members (v, node, members, NULL, NULL);
  question->id = lv_read_id (v, node, scope);
  question->prompt = lv_read_string (v, node, "prompt", TRUE, STRING_TEXT);
  question->choices = lv_read_strings (v, node, "choices", 2, 6, STRING_TEXT);
  question->n_choices = question->choices ? g_strv_length (question->choices) : 0;
  read_answer (v, node, question);
  question->explanation = lv_read_string (v, node, "explanation", TRUE, STRING_MARKUP);
  lv_read_flag (v, node, "keep_order", &question->keep_order);

  return question;
}

static void
read_batch_model (Validator *v,
                  JsonNode  *node,
                  AkPage    *page)
{
  JsonNode *member = lv_get_member (v, node, "model", FALSE);
  AcceleratorRef ref = { 0 };
  gsize saved;

  if (member == NULL ||
      (page->model_id = lv_read_string (v, node, "model", TRUE, STRING_ID)) == NULL)
    return;

  /* resolved at the end: the roofline page may come later */
  saved = lv_path_push (v, "model");
  ref.id = g_strdup (page->model_id);
  ref.path = g_strdup (v->path->str);
  ref.offset = _ak_lesson_source_locate (v->source, member, AK_LOCATE_VALUE);
  g_array_append_val (v->model_refs, ref);
  lv_path_pop (v, saved);
}

/* A batch page: all its members are optional. */
void
lv_read_batch (Validator *v,
               JsonNode  *node,
               AkPage    *page)
{
  page->context_tokens = 2048;
  page->batch_size = 1;
  read_batch_model (v, node, page);
  if (lv_get_member (v, node, "accelerator", FALSE) != NULL)
    lv_read_accelerator_ref (v, node, FALSE, &page->accelerator_id);
  if (lv_get_member (v, node, "context", FALSE) != NULL)
    lv_read_integer (v, node, "context", 1, AK_INFERENCE_MAX_TOKENS, &page->context_tokens);
  if (lv_get_member (v, node, "batch", FALSE) != NULL)
    lv_read_integer (v, node, "batch", 1, AK_INFERENCE_MAX_BATCH, &page->batch_size);
}

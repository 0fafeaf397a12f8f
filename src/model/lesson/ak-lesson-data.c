/* ak-lesson-data.c: freeing the structs a lesson is made of
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ak-lesson-data-private.h"

/* Struct free functions */

void
_ak_card_free (AkCard *card)
{
  g_free (card->title);
  g_free (card->tagline);
  g_free (card->text);
  g_free (card);
}

void
_ak_reference_free (AkReference *reference)
{
  g_free (reference->title);
  g_free (reference->publisher);
  g_free (reference->url);
  g_free (reference);
}

void
_ak_qa_free (AkQa *qa)
{
  g_free (qa->question);
  g_free (qa->answer);
  g_free (qa);
}

void
_ak_block_free (AkBlock *block)
{
  g_free (block->text);
  g_free (block->title);
  g_strfreev (block->items);
  g_clear_pointer (&block->cards, g_ptr_array_unref);
  g_strfreev (block->columns);
  g_clear_pointer (&block->rows, g_ptr_array_unref);
  g_clear_pointer (&block->references, g_ptr_array_unref);
  g_clear_pointer (&block->qa, g_ptr_array_unref);
  g_free (block->accelerator_id);
  g_free (block->question);
  _ak_quantity_query_clear (&block->query);
  g_free (block->explanation);
  g_free (block);
}

void
_ak_accelerator_free (AkAccelerator *accelerator)
{
  g_free (accelerator->id);
  g_free (accelerator->name);
  g_free (accelerator->vendor);
  g_free (accelerator->category);
  g_free (accelerator->memory_type);
  g_free (accelerator->source);
  g_free (accelerator->source_url);
  g_strfreev (accelerator->links);
  g_free (accelerator);
}

void
_ak_link_free (AkLink *link)
{
  g_free (link->id);
  g_free (link->name);
  g_free (link->per);
  g_free (link->topology);
  g_free (link->source);
  g_free (link->source_url);
  g_free (link);
}

void
_ak_model_spec_free (AkModelSpec *model)
{
  g_free (model->id);
  g_free (model->name);
  g_free (model);
}

void
_ak_workload_free (AkWorkload *workload)
{
  g_free (workload->id);
  g_free (workload->label);
  g_free (workload->model_id);
  g_free (workload);
}

void
_ak_kitchen_preset_free (AkKitchenPreset *preset)
{
  g_free (preset->id);
  g_free (preset->label);
  g_free (preset->description);
  g_free (preset);
}

void
_ak_sort_piece_free (AkSortPiece *piece)
{
  g_free (piece->id);
  g_free (piece->label);
  g_free (piece->explanation);
  g_free (piece);
}

void
_ak_question_free (AkQuestion *question)
{
  g_free (question->id);
  g_free (question->prompt);
  g_strfreev (question->choices);
  g_free (question->explanation);
  g_free (question->see_page);
  g_free (question);
}

void
_ak_quantity_query_clear (AkQuantityQuery *query)
{
  g_clear_pointer (&query->accelerator_id, g_free);
  g_clear_pointer (&query->model_id, g_free);
  g_clear_pointer (&query->preset_id, g_free);
}

void
_ak_prediction_free (AkPrediction *prediction)
{
  g_free (prediction->id);
  g_free (prediction->question);
  _ak_quantity_query_clear (&prediction->query);
  g_free (prediction->explanation);
  g_free (prediction);
}

void
_ak_glossary_entry_free (AkGlossaryEntry *entry)
{
  g_free (entry->term);
  g_free (entry->definition);
  g_free (entry->page_id);
  g_free (entry);
}

void
_ak_training_run_free (AkTrainingRun *run)
{
  g_free (run->id);
  g_free (run->name);
  g_free (run->source);
  g_free (run->source_url);
  g_free (run->accelerator_id);
  g_free (run->model_id);
  g_free (run);
}

void
_ak_page_free (AkPage *page)
{
  g_free (page->id);
  g_free (page->title);
  g_clear_pointer (&page->blocks, g_ptr_array_unref);
  g_clear_pointer (&page->presets, g_ptr_array_unref);
  g_clear_pointer (&page->accelerators, g_ptr_array_unref);
  g_clear_pointer (&page->links, g_ptr_array_unref);
  g_clear_pointer (&page->models, g_ptr_array_unref);
  g_clear_pointer (&page->workloads, g_ptr_array_unref);
  g_clear_pointer (&page->pieces, g_ptr_array_unref);
  g_clear_pointer (&page->questions, g_ptr_array_unref);
  g_clear_pointer (&page->predictions, g_ptr_array_unref);
  g_clear_pointer (&page->training_runs, g_ptr_array_unref);
  g_free (page->model_id);
  g_free (page->accelerator_id);
  g_free (page->layout_policy);
  g_free (page);
}

void
_ak_lesson_data_clear (AkLessonData *data)
{
  g_clear_pointer (&data->id, g_free);
  g_clear_pointer (&data->title, g_free);
  g_clear_pointer (&data->summary, g_free);
  g_clear_pointer (&data->language, g_free);
  g_clear_pointer (&data->sources, g_ptr_array_unref);
  g_clear_pointer (&data->pages, g_ptr_array_unref);
  g_clear_pointer (&data->glossary, g_ptr_array_unref);
}

/* A term as it is compared: NFC, case folded. */
static char *
term_key (const char *term)
{
  g_autofree char *normal = g_utf8_normalize (term, -1, G_NORMALIZE_NFC);

  return g_utf8_casefold (normal != NULL ? normal : term, -1);
}

/* The entry of @glossary (AkGlossaryEntry) whose term is @term, whatever
 * the letters' case; %NULL if none. */
const AkGlossaryEntry *
_ak_glossary_find (GPtrArray  *glossary,
                   const char *term)
{
  g_autofree char *wanted = term_key (term);

  for (guint i = 0; glossary != NULL && i < glossary->len; i++)
    {
      const AkGlossaryEntry *entry = g_ptr_array_index (glossary, i);
      g_autofree char *key = entry->term != NULL ? term_key (entry->term) : NULL;

      if (g_strcmp0 (key, wanted) == 0)
        return entry;
    }
  return NULL;
}

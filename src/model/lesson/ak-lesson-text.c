/* ak-lesson-text.c: every text a learner reads, for extraction and translation
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ak-lesson-text-private.h"

typedef struct {
  AkLessonTextFunc func;
  gpointer         user_data;
} TextVisitor;

static void
visit (const TextVisitor *v,
       char             **field,
       const char        *path,
       const char        *member)
{
  g_autofree char *full = NULL;

  if (*field == NULL)
    return;

  full = g_strdup_printf ("%s.%s", path, member);
  v->func (field, full, v->user_data);
}

static void
visit_strv (const TextVisitor *v,
            GStrv              strv,
            const char        *path,
            const char        *member)
{
  for (guint i = 0; strv != NULL && strv[i] != NULL; i++)
    {
      g_autofree char *item = member != NULL ? g_strdup_printf ("%s.%s[%u]", path, member, i)
                                             : g_strdup_printf ("%s[%u]", path, i);
      v->func (&strv[i], item, v->user_data);
    }
}

/* Returns "PATH.MEMBER[I]", for the elements of arrays of structs. */
static char *
element_path (const char *path,
              const char *member,
              guint       index)
{
  return *path == '\0' ? g_strdup_printf ("%s[%u]", member, index)
                       : g_strdup_printf ("%s.%s[%u]", path, member, index);
}

/* The texts of one struct, in the order they are visited. */
typedef struct {
  const char *member;
  glong       offset;
  gboolean    is_strv;
} TextField;

#define TEXT(type, field)  { #field, G_STRUCT_OFFSET (type, field), FALSE }
#define TEXTS(type, field) { #field, G_STRUCT_OFFSET (type, field), TRUE }
#define TEXT_END           { NULL, 0, FALSE }

/* Accelerator names, vendors and sources are proper names: not visited. */
static const TextField card_texts[] = {
  TEXT (AkCard, title), TEXT (AkCard, tagline), TEXT (AkCard, text), TEXT_END
};
static const TextField reference_texts[] = {
  TEXT (AkReference, title), TEXT (AkReference, publisher), TEXT_END
};
static const TextField qa_texts[] = {
  TEXT (AkQa, question), TEXT (AkQa, answer), TEXT_END
};
static const TextField preset_texts[] = {
  TEXT (AkKitchenPreset, label), TEXT (AkKitchenPreset, description), TEXT_END
};
static const TextField model_texts[] = { TEXT (AkModelSpec, name), TEXT_END };
static const TextField workload_texts[] = { TEXT (AkWorkload, label), TEXT_END };
static const TextField piece_texts[] = {
  TEXT (AkSortPiece, label), TEXT (AkSortPiece, explanation), TEXT_END
};
static const TextField glossary_texts[] = {
  TEXT (AkGlossaryEntry, term), TEXT (AkGlossaryEntry, definition), TEXT_END
};
static const TextField prediction_texts[] = {
  TEXT (AkPrediction, question), TEXT (AkPrediction, explanation), TEXT_END
};
static const TextField question_texts[] = {
  TEXT (AkQuestion, prompt), TEXTS (AkQuestion, choices), TEXT (AkQuestion, explanation), TEXT_END
};

static void
visit_fields (const TextVisitor *v,
              gpointer           item,
              const TextField   *fields,
              const char        *path)
{
  for (const TextField *f = fields; f->member != NULL; f++)
    {
      gpointer field = G_STRUCT_MEMBER_P (item, f->offset);

      if (f->is_strv)
        visit_strv (v, *(GStrv *) field, path, f->member);
      else
        visit (v, field, path, f->member);
    }
}

/* Each element of @items (may be %NULL) as "PATH.MEMBER[I]". */
static void
visit_array (const TextVisitor *v,
             GPtrArray         *items,
             const TextField   *fields,
             const char        *path,
             const char        *member)
{
  for (guint i = 0; items != NULL && i < items->len; i++)
    {
      g_autofree char *p = element_path (path, member, i);
      visit_fields (v, g_ptr_array_index (items, i), fields, p);
    }
}

static void
visit_block (const TextVisitor *v,
             AkBlock           *block,
             const char        *path)
{
  visit (v, &block->text, path, "text");
  visit (v, &block->title, path, "title");
  visit (v, &block->question, path, "question");
  visit (v, &block->explanation, path, "explanation");
  visit_strv (v, block->items, path, "items");
  visit_strv (v, block->columns, path, "columns");
  visit_array (v, block->cards, card_texts, path, "cards");

  for (guint i = 0; block->rows != NULL && i < block->rows->len; i++)
    {
      g_autofree char *p = g_strdup_printf ("%s.rows[%u]", path, i);
      visit_strv (v, g_ptr_array_index (block->rows, i), p, NULL);
    }

  visit_array (v, block->references, reference_texts, path, "items");
  visit_array (v, block->qa, qa_texts, path, "items");
}

static void
visit_page_data (const TextVisitor *v,
                 AkPage            *page,
                 const char        *path)
{
  visit_array (v, page->presets, preset_texts, path, "presets");
  visit_array (v, page->models, model_texts, path, "models");
  visit_array (v, page->workloads, workload_texts, path, "workloads");
  visit_array (v, page->pieces, piece_texts, path, "pieces");
  visit_array (v, page->questions, question_texts, path, "questions");
  visit_array (v, page->predictions, prediction_texts, path, "predictions");
}

/* ak_lesson_foreach_text() for the lesson's structs */
void
_ak_lesson_data_foreach_text (AkLessonData     *data,
                              AkLessonTextFunc  func,
                              gpointer          user_data)
{
  const TextVisitor v = { func, user_data };

  func (&data->title, "title", user_data);
  func (&data->summary, "summary", user_data);

  for (guint i = 0; i < data->sources->len; i++)
    {
      g_autofree char *p = g_strdup_printf ("sources[%u]", i);
      visit_fields (&v, g_ptr_array_index (data->sources, i), reference_texts, p);
    }

  for (guint i = 0; i < data->pages->len; i++)
    {
      AkPage *page = g_ptr_array_index (data->pages, i);
      g_autofree char *p = g_strdup_printf ("pages[%u]", i);

      visit (&v, &page->title, p, "title");
      for (guint j = 0; j < page->blocks->len; j++)
        {
          g_autofree char *block_path = element_path (p, "blocks", j);
          visit_block (&v, g_ptr_array_index (page->blocks, j), block_path);
        }
      visit_page_data (&v, page, p);
    }

  visit_array (&v, data->glossary, glossary_texts, "", "glossary");
}

/* ak-lesson-text.c: every text a learner reads, for extraction and translation
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ak-lesson-private.h"

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
  return g_strdup_printf ("%s.%s[%u]", path, member, index);
}

static void
visit_block (const TextVisitor *v,
             AkBlock           *block,
             const char        *path)
{
  visit (v, &block->text, path, "text");
  visit (v, &block->title, path, "title");
  visit_strv (v, block->items, path, "items");
  visit_strv (v, block->columns, path, "columns");

  for (guint i = 0; block->cards != NULL && i < block->cards->len; i++)
    {
      AkCard *card = g_ptr_array_index (block->cards, i);
      g_autofree char *p = element_path (path, "cards", i);

      visit (v, &card->title, p, "title");
      visit (v, &card->tagline, p, "tagline");
      visit (v, &card->text, p, "text");
    }

  for (guint i = 0; block->rows != NULL && i < block->rows->len; i++)
    {
      g_autofree char *p = g_strdup_printf ("%s.rows[%u]", path, i);
      visit_strv (v, g_ptr_array_index (block->rows, i), p, NULL);
    }

  for (guint i = 0; block->references != NULL && i < block->references->len; i++)
    {
      AkReference *reference = g_ptr_array_index (block->references, i);
      g_autofree char *p = element_path (path, "items", i);

      visit (v, &reference->title, p, "title");
      visit (v, &reference->publisher, p, "publisher");
    }

  for (guint i = 0; block->qa != NULL && i < block->qa->len; i++)
    {
      AkQa *qa = g_ptr_array_index (block->qa, i);
      g_autofree char *p = element_path (path, "items", i);

      visit (v, &qa->question, p, "question");
      visit (v, &qa->answer, p, "answer");
    }
}

static void
visit_page_data (const TextVisitor *v,
                 AkPage            *page,
                 const char        *path)
{
  /* Accelerator names, vendors and sources are proper names: not visited. */
  for (guint i = 0; i < page->presets->len; i++)
    {
      AkKitchenPreset *preset = g_ptr_array_index (page->presets, i);
      g_autofree char *p = element_path (path, "presets", i);

      visit (v, &preset->label, p, "label");
      visit (v, &preset->description, p, "description");
    }

  for (guint i = 0; i < page->models->len; i++)
    {
      AkModelSpec *model = g_ptr_array_index (page->models, i);
      g_autofree char *p = element_path (path, "models", i);

      visit (v, &model->name, p, "name");
    }

  for (guint i = 0; i < page->workloads->len; i++)
    {
      AkWorkload *workload = g_ptr_array_index (page->workloads, i);
      g_autofree char *p = element_path (path, "workloads", i);

      visit (v, &workload->label, p, "label");
    }

  for (guint i = 0; i < page->pieces->len; i++)
    {
      AkSortPiece *piece = g_ptr_array_index (page->pieces, i);
      g_autofree char *p = element_path (path, "pieces", i);

      visit (v, &piece->label, p, "label");
      visit (v, &piece->explanation, p, "explanation");
    }

  for (guint i = 0; i < page->questions->len; i++)
    {
      AkQuestion *question = g_ptr_array_index (page->questions, i);
      g_autofree char *p = element_path (path, "questions", i);

      visit (v, &question->prompt, p, "prompt");
      visit_strv (v, question->choices, p, "choices");
      visit (v, &question->explanation, p, "explanation");
    }
}

/**
 * ak_lesson_foreach_text:
 * @self: a lesson
 * @func: (scope call): called with a pointer to each text a learner reads,
 *   and its member path (e.g. `pages[0].blocks[2].text`)
 * @user_data: data for @func
 *
 * Visits every user-visible, translatable text of the lesson in document
 * order: titles, reading text, choices, explanations, labels. Ids, URLs and
 * proper names (accelerator names, vendors, sources) are not visited. The
 * string extractor for translations and ak_lesson_translate() both use this,
 * so whatever is extracted is exactly what is translated.
 */
void
ak_lesson_foreach_text (AkLesson         *self,
                        AkLessonTextFunc  func,
                        gpointer          user_data)
{
  const TextVisitor v = { func, user_data };
  AkLessonData *data;

  g_return_if_fail (AK_IS_LESSON (self));
  g_return_if_fail (func != NULL);

  data = _ak_lesson_get_data (self);

  func (&data->title, "title", user_data);
  func (&data->summary, "summary", user_data);

  for (guint i = 0; i < data->sources->len; i++)
    {
      AkReference *reference = g_ptr_array_index (data->sources, i);
      g_autofree char *p = g_strdup_printf ("sources[%u]", i);

      visit (&v, &reference->title, p, "title");
      visit (&v, &reference->publisher, p, "publisher");
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
}

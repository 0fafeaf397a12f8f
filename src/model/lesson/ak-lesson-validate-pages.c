/* ak-lesson-validate-pages.c: a lesson's pages, by kind
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "ak-lesson-validate-private.h"

/* Pages */

static const char * const page_kinds[] = {
  "reading", "kitchen", "roofline", "mfu-mbu", "sort", "quiz", "batch", NULL
};

static const char * const kind_members[] = {
  "presets", "accelerators", "models", "workloads", "pieces", "questions",
  "model", "accelerator", "context", "batch", NULL
};

static const char * const * const page_members[] = {
  [AK_PAGE_READING] = (const char * const[]) { "id", "kind", "title", "blocks", NULL },
  [AK_PAGE_KITCHEN] = (const char * const[]) { "id", "kind", "title", "blocks", "presets", NULL },
  [AK_PAGE_ROOFLINE] = (const char * const[]) { "id", "kind", "title", "blocks", "accelerators",
                                                "models", "workloads", NULL },
  [AK_PAGE_MFU_MBU] = (const char * const[]) { "id", "kind", "title", "blocks", NULL },
  [AK_PAGE_SORT] = (const char * const[]) { "id", "kind", "title", "blocks", "pieces", NULL },
  [AK_PAGE_QUIZ] = (const char * const[]) { "id", "kind", "title", "blocks", "questions", NULL },
  [AK_PAGE_BATCH] = (const char * const[]) { "id", "kind", "title", "blocks", "model", "accelerator",
                                             "context", "batch", NULL },
};

GHashTable *
lv_scope_new (void)
{
  return g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
}

static void
read_page_members (Validator *v,
                   JsonNode  *node,
                   AkPage    *page,
                   int        kind)
{
  g_autoptr(GHashTable) scope = lv_scope_new ();

  switch (kind)
    {
    case AK_PAGE_KITCHEN:
      g_ptr_array_unref (page->presets);
      page->presets = lv_read_objects (v, node, "presets", TRUE, 1, 20, lv_read_preset,
                                       (GDestroyNotify) _ak_kitchen_preset_free, scope);
      break;

    case AK_PAGE_ROOFLINE:
      g_ptr_array_unref (page->accelerators);
      g_ptr_array_unref (page->models);
      g_ptr_array_unref (page->workloads);
      lv_read_roofline (v, node, page);
      break;

    case AK_PAGE_SORT:
      g_ptr_array_unref (page->pieces);
      page->pieces = lv_read_objects (v, node, "pieces", TRUE, 2, 40, lv_read_piece,
                                      (GDestroyNotify) _ak_sort_piece_free, scope);
      break;

    case AK_PAGE_BATCH:
      lv_read_batch (v, node, page);
      break;

    case AK_PAGE_QUIZ:
      g_ptr_array_unref (page->questions);
      page->questions = lv_read_objects (v, node, "questions", TRUE, 1, 200, lv_read_question,
                                         (GDestroyNotify) _ak_question_free, scope);
      break;

    default:
      break;
    }
}

static AkPage *
page_new (void)
{
  AkPage *page = g_new0 (AkPage, 1);

  /* every array is set, so views need no NULL checks */
  page->presets = g_ptr_array_new_with_free_func ((GDestroyNotify) _ak_kitchen_preset_free);
  page->accelerators = g_ptr_array_new_with_free_func ((GDestroyNotify) _ak_accelerator_free);
  page->models = g_ptr_array_new_with_free_func ((GDestroyNotify) _ak_model_spec_free);
  page->workloads = g_ptr_array_new_with_free_func ((GDestroyNotify) _ak_workload_free);
  page->pieces = g_ptr_array_new_with_free_func ((GDestroyNotify) _ak_sort_piece_free);
  page->questions = g_ptr_array_new_with_free_func ((GDestroyNotify) _ak_question_free);

  return page;
}

gpointer
lv_read_page (Validator *v,
              JsonNode  *node,
              gpointer   scope)
{
  static const char * const common[] = { "id", "kind", "title", "blocks", NULL };
  AkPage *page = page_new ();
  int kind;

  page->id = lv_read_id (v, node, scope);
  kind = lv_read_enum (v, node, "kind", page_kinds, N_("page kind"),
                       N_("reading, kitchen, roofline, mfu-mbu, sort, quiz or batch"));
  page->kind = MAX (kind, 0);
  page->title = lv_read_string (v, node, "title", TRUE, STRING_TEXT);
  page->blocks = lv_read_objects (v, node, "blocks", kind == AK_PAGE_READING, 0, AK_LESSON_MAX_BLOCKS,
                                  lv_read_block, (GDestroyNotify) _ak_block_free, NULL);

  if (kind < 0)
    {
      /* without a kind, members of any kind are let through */
      g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
      g_auto(GStrv) any = NULL;

      g_strv_builder_addv (builder, (const char **) common);
      g_strv_builder_addv (builder, (const char **) kind_members);
      any = g_strv_builder_end (builder);
      lv_check_members (v, node, (const char * const *) any, NULL, NULL);
    }
  else
    {
      g_autofree char *owner = g_strdup_printf (_("a \"%s\" page"), page_kinds[kind]);

      lv_check_members (v, node, page_members[kind], kind_members, owner);
      read_page_members (v, node, page, kind);
    }

  return page;
}

/* test-shared-models.c: a config.json opened on one page is offered on
 * every page that offers models (issue 24), through the page context's
 * model catalogue; one cap and one message for all of them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gtk/gtk.h>
#include <string.h>

#include "ak-batch-page.h"
#include "ak-hf-config.h"
#include "ak-roofline-page.h"

#include "ak-test-ui.h"

typedef struct {
  AkLesson      *lesson;
  AkProgress    *progress;
  AkPageContext *context;
  GtkWidget     *roofline;
  GtkWidget     *batch;
} Fixture;

static GtkWidget *
build_page (Fixture    *f,
            const char *id)
{
  GtkWidget *page = id[0] == 'r'
    ? ak_roofline_page_new (f->context, ak_lesson_find_page (f->lesson, id, NULL))
    : ak_batch_page_new (f->context, ak_lesson_find_page (f->lesson, id, NULL));

  return g_object_ref_sink (page);
}

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  f->lesson = bundled_lesson ();
  f->progress = temporary_progress ();
  f->context = test_page_context (f->lesson, f->progress);
  f->roofline = build_page (f, "roofline");
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  g_clear_object (&f->batch);
  g_clear_object (&f->roofline);
  g_clear_object (&f->context);
  remove_temporary_progress (g_steal_pointer (&f->progress));
  g_clear_object (&f->lesson);
}

static GListModel *
names (GtkWidget *page)
{
  GtkWidget *drop_down = find_named (page, "model-drop-down");

  g_assert_true (GTK_IS_DROP_DOWN (drop_down));
  return gtk_drop_down_get_model (GTK_DROP_DOWN (drop_down));
}

static guint
selected (GtkWidget *page)
{
  return gtk_drop_down_get_selected (GTK_DROP_DOWN (find_named (page, "model-drop-down")));
}

static const char *
last_name (GtkWidget *page)
{
  GListModel *list = names (page);

  return gtk_string_list_get_string (GTK_STRING_LIST (list), g_list_model_get_n_items (list) - 1);
}

static GFile *
config (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "configs", name, NULL);

  return g_file_new_for_path (path);
}

/* Opened on the roofline page before the batch page exists, then on the
 * batch page: each page offers both, under one name, and only the page
 * that opened a file chooses it. */
static void
test_offered_everywhere (Fixture       *f,
                         gconstpointer  data)
{
  g_autoptr(GFile) gpt2 = config ("gpt2.json");
  g_autoptr(GFile) llama = config ("llama-3.1-8b.json");
  g_autoptr(GError) error = NULL;
  guint roofline_n, roofline_selected, batch_n;

  g_assert_true (ak_roofline_page_open_config (AK_ROOFLINE_PAGE (f->roofline), gpt2, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (last_name (f->roofline), ==, "gpt2.json (gpt2, 124M parameters)");

  f->batch = build_page (f, "batch");
  g_assert_cmpstr (last_name (f->batch), ==, "gpt2.json (gpt2, 124M parameters)");
  batch_n = g_list_model_get_n_items (names (f->batch));

  roofline_n = g_list_model_get_n_items (names (f->roofline));
  roofline_selected = selected (f->roofline);
  g_assert_true (ak_batch_page_load_config (AK_BATCH_PAGE (f->batch), llama, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (names (f->batch)), ==, batch_n + 1);
  g_assert_cmpuint (selected (f->batch), ==, batch_n);
  g_assert_cmpuint (g_list_model_get_n_items (names (f->roofline)), ==, roofline_n + 1);
  g_assert_cmpstr (last_name (f->roofline), ==, "llama-3.1-8b.json (llama, 8.03B parameters)");
  g_assert_cmpuint (selected (f->roofline), ==, roofline_selected);

  /* the same file again is the same model, chosen, not a second entry */
  g_assert_true (ak_roofline_page_open_config (AK_ROOFLINE_PAGE (f->roofline), llama, &error));
  g_assert_cmpuint (g_list_model_get_n_items (names (f->roofline)), ==, roofline_n + 1);
  g_assert_cmpuint (selected (f->roofline), ==, roofline_n);
}

/* One cap for the whole window, with one message on every page. */
static void
test_one_cap (Fixture       *f,
              gconstpointer  data)
{
  AkModelCatalog *catalog = ak_page_context_get_models (f->context);
  g_autofree char *dir = g_dir_make_tmp ("ak-models-XXXXXX", NULL);
  g_autofree char *text = NULL;
  g_autoptr(GFile) gpt2 = config ("gpt2.json");
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_load_contents (gpt2, NULL, &text, NULL, NULL, NULL));
  for (guint i = 0; i < AK_MODEL_CATALOG_MAX_FILES; i++)
    {
      g_autofree char *name = g_strdup_printf ("config-%02u.json", i);
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_autoptr(GFile) file = g_file_new_for_path (path);

      g_assert_true (g_file_set_contents (path, text, -1, NULL));
      g_assert_true (ak_model_catalog_open_file (catalog, file, NULL, &error));
      g_assert_no_error (error);
      g_unlink (path);
    }
  g_rmdir (dir);

  f->batch = build_page (f, "batch");
  g_assert_false (ak_batch_page_load_config (AK_BATCH_PAGE (f->batch), gpt2, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE);
  g_clear_error (&error);
  g_assert_false (ak_roofline_page_open_config (AK_ROOFLINE_PAGE (f->roofline), gpt2, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (find_named (f->batch, "model-error"))), ==,
                   gtk_label_get_text (GTK_LABEL (find_named (f->roofline, "file-status"))));
  g_assert_true (g_str_has_prefix (error->message, "Could not add the model: "));
}

int
main (int   argc,
      char *argv[])
{
  ui_test_init (&argc, &argv);

  g_test_add ("/shared-models/offered-everywhere", Fixture, NULL, fixture_set_up,
              test_offered_everywhere, fixture_tear_down);
  g_test_add ("/shared-models/one-cap", Fixture, NULL, fixture_set_up, test_one_cap, fixture_tear_down);

  return g_test_run ();
}

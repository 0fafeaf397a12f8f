/* test-page-context.c: what pages are handed, and the shared accelerator
 * list (suite "model", no display)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>

#include "ak-accelerator-list.h"
#include "ak-page-context.h"

typedef struct {
  AkLesson   *lesson;
  AkProgress *progress;
  char       *dir;
  guint       n_changes;
  guint       last_removed;
  guint       last_added;
} Fixture;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(GFile) file = g_file_new_build_filename (TOP_SRCDIR, "data", "lessons", "ai-accelerators.json", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;

  f->lesson = ak_lesson_new_from_file (file, NULL, &error);
  g_assert_no_error (error);
  f->dir = g_dir_make_tmp ("test-page-context-XXXXXX", &error);
  g_assert_no_error (error);
  path = g_build_filename (f->dir, "progress.json", NULL);
  f->progress = ak_progress_new (path);
  g_assert_true (ak_progress_load (f->progress, NULL));
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  g_unlink (ak_progress_get_path (f->progress));
  g_rmdir (f->dir);
  g_clear_pointer (&f->dir, g_free);
  g_clear_object (&f->progress);
  g_clear_object (&f->lesson);
}

static void
on_items_changed (GListModel *model,
                  guint       position,
                  guint       removed,
                  guint       added,
                  Fixture    *f)
{
  f->n_changes++;
  f->last_removed = removed;
  f->last_added = added;
}

static void
fake_report (AkMachineReport *report,
             double           gflop_s)
{
  *report = (AkMachineReport) { 0 };
  report->cores = 2;
  report->triad_bytes_per_s = 20e9;
  report->copy_bytes_per_s = 20e9;
  report->fp32_flop_s = gflop_s * 1e9;
}

/* The lesson's accelerators, in document order, none of them measured. */
static void
test_lesson_accelerators (Fixture       *f,
                          gconstpointer  data)
{
  g_autoptr(AkAcceleratorList) list = ak_accelerator_list_new (f->lesson, f->progress);
  GPtrArray *accelerators = ak_lesson_get_accelerators (f->lesson);
  GListModel *model = G_LIST_MODEL (list);

  g_assert_cmpuint (g_list_model_get_item_type (model), ==, AK_TYPE_ACCELERATOR_ITEM);
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, accelerators->len);
  for (guint i = 0; i < accelerators->len; i++)
    {
      g_autoptr(AkAcceleratorItem) item = g_list_model_get_item (model, i);

      g_assert_true (ak_accelerator_item_get_accelerator (item) == g_ptr_array_index (accelerators, i));
      g_assert_false (ak_accelerator_item_get_accelerator (item)->measured);
      g_assert_cmpuint (ak_accelerator_list_find (list, g_ptr_array_index (accelerators, i)), ==, i);
    }
  g_assert_null (g_list_model_get_item (model, accelerators->len));
  g_assert_null (ak_accelerator_list_get_accelerator (list, accelerators->len));
  g_assert_cmpuint (ak_accelerator_list_find (list, NULL), ==, G_MAXUINT);
}

/* A measurement saved in the store joins the list at its end; a new one
 * replaces it in place, as the same item. */
static void
test_follows_progress (Fixture       *f,
                       gconstpointer  data)
{
  g_autoptr(AkAcceleratorList) list = ak_accelerator_list_new (f->lesson, f->progress);
  GListModel *model = G_LIST_MODEL (list);
  guint n_lesson = g_list_model_get_n_items (model);
  g_autoptr(AkAcceleratorItem) first = NULL;
  g_autoptr(AkAcceleratorItem) second = NULL;
  AkMachineReport report;

  g_signal_connect (list, "items-changed", G_CALLBACK (on_items_changed), f);

  fake_report (&report, 100);
  g_assert_true (ak_progress_set_machine_report (f->progress, &report, NULL));
  g_assert_cmpuint (f->n_changes, ==, 1);
  g_assert_cmpuint (f->last_removed, ==, 0);
  g_assert_cmpuint (f->last_added, ==, 1);
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, n_lesson + 1);
  first = g_list_model_get_item (model, n_lesson);
  g_assert_true (ak_accelerator_item_get_accelerator (first)->measured);
  g_assert_cmpfloat_with_epsilon (ak_accelerator_item_get_accelerator (first)->peak_bf16_dense_tflops, 0.1, 1e-12);

  fake_report (&report, 200);
  g_assert_true (ak_progress_set_machine_report (f->progress, &report, NULL));
  g_assert_cmpuint (f->n_changes, ==, 2);
  g_assert_cmpuint (f->last_removed, ==, 1);
  g_assert_cmpuint (f->last_added, ==, 1);
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, n_lesson + 1);
  second = g_list_model_get_item (model, n_lesson);
  g_assert_true (first == second);
  g_assert_cmpfloat_with_epsilon (ak_accelerator_item_get_accelerator (second)->peak_bf16_dense_tflops, 0.2, 1e-12);
}

/* A list made after the measurement has it from the start. */
static void
test_saved_measurement (Fixture       *f,
                        gconstpointer  data)
{
  g_autoptr(AkAcceleratorList) list = NULL;
  AkMachineReport report;
  guint n_lesson = ak_lesson_get_accelerators (f->lesson)->len;

  fake_report (&report, 50);
  g_assert_true (ak_progress_set_machine_report (f->progress, &report, NULL));
  list = ak_accelerator_list_new (f->lesson, f->progress);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (list)), ==, n_lesson + 1);
  g_assert_true (ak_accelerator_list_get_accelerator (list, n_lesson)->measured);
}

/* Without a store the page hands the report to the list itself. */
static void
test_without_progress (Fixture       *f,
                       gconstpointer  data)
{
  g_autoptr(AkAcceleratorList) list = ak_accelerator_list_new (f->lesson, NULL);
  guint n_lesson = g_list_model_get_n_items (G_LIST_MODEL (list));
  AkMachineReport report;

  fake_report (&report, 100);
  ak_accelerator_list_set_machine_report (list, &report, NULL);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (list)), ==, n_lesson + 1);
  ak_accelerator_list_set_machine_report (list, NULL, NULL);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (list)), ==, n_lesson);
}

static void
on_toast (AkPageContext *context,
          const char    *message,
          char         **out)
{
  g_free (*out);
  *out = g_strdup (message);
}

static void
test_context (Fixture       *f,
              gconstpointer  data)
{
  g_autoptr(AkPageContext) context = ak_page_context_new (f->lesson, f->progress, NULL);
  g_autoptr(AkPageContext) bare = ak_page_context_new (f->lesson, NULL, NULL);
  g_autofree char *toast = NULL;

  g_assert_true (ak_page_context_get_lesson (context) == f->lesson);
  g_assert_true (ak_page_context_get_progress (context) == f->progress);
  g_assert_null (ak_page_context_get_settings (context));
  g_assert_true (AK_IS_ACCELERATOR_LIST (ak_page_context_get_accelerators (context)));
  g_assert_null (ak_page_context_get_progress (bare));

  g_signal_connect (context, "toast", G_CALLBACK (on_toast), &toast);
  ak_page_context_show_toast (context, "Measurement saved.");
  g_assert_cmpstr (toast, ==, "Measurement saved.");
}

/* A GPU measurement of @n devices with both figures, then one without. */
static AkGpuMeasurement *
fake_gpus (guint  n,
           double gflop_s)
{
  AkGpuMeasurement *measurement = ak_gpu_measurement_new (NULL);

  for (guint i = 0; i < n; i++)
    {
      AkGpuReport *report = ak_gpu_report_new ("Test GPU", "discrete");

      report->bandwidth_bytes_per_s = 100e9;
      report->fp32_flop_s = gflop_s * 1e9;
      g_ptr_array_add (measurement->devices, report);
    }
  g_ptr_array_add (measurement->devices, ak_gpu_report_new ("Failed GPU", "integrated"));
  return measurement;
}

/* Measured GPUs follow the machine, as measured items with their reports;
 * measuring again replaces them in place, fewer devices remove the rest,
 * and a signal for the machine alone leaves them be. */
static void
test_follows_gpus (Fixture       *f,
                   gconstpointer  data)
{
  g_autoptr(AkAcceleratorList) list = ak_accelerator_list_new (f->lesson, f->progress);
  GListModel *model = G_LIST_MODEL (list);
  guint n_lesson = g_list_model_get_n_items (model);
  g_autoptr(AkGpuMeasurement) two = fake_gpus (2, 1000);
  g_autoptr(AkGpuMeasurement) one = fake_gpus (1, 2000);
  g_autoptr(AkAcceleratorItem) first = NULL;
  g_autoptr(AkAcceleratorItem) again = NULL;
  g_autoptr(AkAcceleratorItem) machine = NULL;
  AkMachineReport report;

  g_signal_connect (list, "items-changed", G_CALLBACK (on_items_changed), f);
  g_assert_true (ak_progress_set_gpu_measurement (f->progress, two, NULL));
  g_assert_cmpuint (f->n_changes, ==, 1);
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, n_lesson + 2);
  first = g_list_model_get_item (model, n_lesson);
  g_assert_true (ak_accelerator_item_get_accelerator (first)->measured);
  g_assert_cmpstr (ak_accelerator_item_get_accelerator (first)->id, ==, AK_GPU_ACCELERATOR_ID_PREFIX "0");
  g_assert_nonnull (ak_accelerator_item_get_gpu_report (first));
  g_assert_cmpfloat_with_epsilon (ak_accelerator_item_get_accelerator (first)->peak_bf16_dense_tflops, 1, 1e-12);

  /* The CPU goes before the GPUs; the GPUs' items are not touched. */
  fake_report (&report, 100);
  g_assert_true (ak_progress_set_machine_report (f->progress, &report, NULL));
  g_assert_cmpuint (f->n_changes, ==, 2);
  g_assert_cmpuint (f->last_removed, ==, 0);
  g_assert_cmpuint (f->last_added, ==, 1);
  machine = g_list_model_get_item (model, n_lesson);
  g_assert_null (ak_accelerator_item_get_gpu_report (machine));
  g_assert_cmpstr (ak_accelerator_item_get_accelerator (machine)->id, ==, "this-computer");

  g_assert_true (ak_progress_set_gpu_measurement (f->progress, one, NULL));
  g_assert_cmpuint (f->n_changes, ==, 3);
  g_assert_cmpuint (f->last_removed, ==, 2);
  g_assert_cmpuint (f->last_added, ==, 1);
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, n_lesson + 2);
  again = g_list_model_get_item (model, n_lesson + 1);
  g_assert_true (again == first);
  g_assert_cmpfloat_with_epsilon (ak_accelerator_item_get_accelerator (again)->peak_bf16_dense_tflops, 2, 1e-12);

  /* Without a store, the list is given them. */
  {
    g_autoptr(AkAcceleratorList) bare = ak_accelerator_list_new (f->lesson, NULL);

    ak_accelerator_list_set_gpu_measurement (bare, two, NULL);
    g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (bare)), ==, n_lesson + 2);
    ak_accelerator_list_set_gpu_measurement (bare, NULL, NULL);
    g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (bare)), ==, n_lesson);
  }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add ("/page-context/lesson-accelerators", Fixture, NULL, fixture_set_up, test_lesson_accelerators, fixture_tear_down);
  g_test_add ("/page-context/follows-progress", Fixture, NULL, fixture_set_up, test_follows_progress, fixture_tear_down);
  g_test_add ("/page-context/follows-gpus", Fixture, NULL, fixture_set_up, test_follows_gpus, fixture_tear_down);
  g_test_add ("/page-context/saved-measurement", Fixture, NULL, fixture_set_up, test_saved_measurement, fixture_tear_down);
  g_test_add ("/page-context/without-progress", Fixture, NULL, fixture_set_up, test_without_progress, fixture_tear_down);
  g_test_add ("/page-context/context", Fixture, NULL, fixture_set_up, test_context, fixture_tear_down);

  return g_test_run ();
}

/* test-roofline-page.c: the roofline page's controls: the peak-case
 * sentence, the operator view and models opened from config.json files
 * (suite "ui", needs a display)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <gtk/gtk.h>
#include <unistd.h>

#include "ak-chips-fit.h"
#include "ak-format.h"
#include "ak-gpu-report.h"
#include "ak-hf-config.h"
#include "ak-machine-report.h"
#include "ak-progress.h"
#include "ak-roofline-page.h"

#include "ak-test-ui.h"

/* The page as the window builds it, from a page context with a progress
 * store in a temporary directory; no window. */
typedef struct {
  AkProgress     *progress;
  AkPageContext  *context;
  AkRooflinePage *page;
} Fixture;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(AkLesson) lesson = bundled_lesson ();

  f->progress = temporary_progress ();
  f->context = test_page_context (lesson, f->progress);
  f->page = AK_ROOFLINE_PAGE (ak_roofline_page_new (f->context, ak_lesson_find_page (lesson, "roofline", NULL)));
  g_object_ref_sink (f->page);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  g_clear_object (&f->page);
  g_clear_object (&f->context);
  remove_temporary_progress (g_steal_pointer (&f->progress));
}

static GtkDropDown *
drop_down (Fixture    *f,
           const char *name)
{
  GtkWidget *widget = find_named (GTK_WIDGET (f->page), name);

  g_assert_true (GTK_IS_DROP_DOWN (widget));
  return GTK_DROP_DOWN (widget);
}

static const char *
peak_case_text (Fixture *f)
{
  GtkWidget *label = find_named (GTK_WIDGET (f->page), "peak-case-label");

  g_assert_true (GTK_IS_LABEL (label));
  return gtk_label_get_text (GTK_LABEL (label));
}

static void
assert_contains (const char *text,
                 const char *part)
{
  if (strstr (text, part) == NULL)
    g_error ("“%s” does not contain “%s”", text, part);
}

/* H100 SXM (the first accelerator): 989 TFLOP/s dense BF16, 1979 FP8. */
static void
test_peak_case (Fixture       *f,
                gconstpointer  data)
{
  g_autofree char *bf16 = ak_format_number (989, 4);
  g_autofree char *fp8 = ak_format_number (1979, 4);

  assert_contains (peak_case_text (f), "NVIDIA H100 SXM");
  assert_contains (peak_case_text (f), bf16);

  gtk_drop_down_set_selected (drop_down (f, "precision-drop-down"), AK_PRECISION_FP8);
  assert_contains (peak_case_text (f), fp8);
  assert_contains (peak_case_text (f), "FP8 arithmetic");

  /* Weight-only INT4: the BF16 roof stays. */
  gtk_drop_down_set_selected (drop_down (f, "precision-drop-down"), AK_PRECISION_INT4);
  assert_contains (peak_case_text (f), bf16);
  assert_contains (peak_case_text (f), "Weight-only");
}

/* How many points of each AkRooflineGroup the chart has. */
static void
count_groups (AkRooflineRenderer *renderer,
              guint               counts[3])
{
  AkRooflinePointInfo info;

  counts[0] = counts[1] = counts[2] = 0;
  for (guint i = 0; ak_roofline_plot_get_point (ak_roofline_renderer_get_plot (renderer), i, &info); i++)
    counts[info.group]++;
}

/* "Show" offers all workloads, the user's operators, then each workload's
 * operators; the chart's description names them. */
static void
test_operator_view (Fixture       *f,
                    gconstpointer  data)
{
  AkRooflineRenderer *renderer = ak_roofline_chart_get_renderer (ak_roofline_page_get_chart (f->page));
  GtkDropDown *view = drop_down (f, "view-drop-down");
  guint n_workloads = ak_roofline_plot_get_n_points (ak_roofline_renderer_get_plot (renderer));
  g_autofree char *described = NULL;
  guint counts[3];

  g_assert_cmpuint (gtk_drop_down_get_selected (view), ==, 0);
  count_groups (renderer, counts);
  g_assert_cmpuint (counts[AK_ROOFLINE_GROUP_WORKLOAD], ==, n_workloads);
  /* All, yours, then the bundled page's nine workloads. */
  g_assert_cmpuint (g_list_model_get_n_items (gtk_drop_down_get_model (view)), ==, 2 + 9);

  gtk_drop_down_set_selected (view, 2);
  count_groups (renderer, counts);
  g_assert_cmpuint (counts[AK_ROOFLINE_GROUP_WORKLOAD], ==, 0);
  g_assert_cmpuint (counts[AK_ROOFLINE_GROUP_PREFILL], >, 0);
  g_assert_cmpuint (counts[AK_ROOFLINE_GROUP_DECODE], >, 0);
  described = ak_roofline_plot_describe (ak_roofline_renderer_get_plot (renderer));
  assert_contains (described, "decode");

  /* Arrow keys and hover reach operators: a selected one is described. */
  ak_roofline_renderer_set_selected (renderer, 0);
  {
    g_autofree char *point = ak_roofline_plot_describe_point (ak_roofline_renderer_get_plot (renderer), 0);
    AkRooflinePointInfo info;

    g_assert_true (ak_roofline_plot_get_point (ak_roofline_renderer_get_plot (renderer), 0, &info));
    assert_contains (point, info.label);
  }

  gtk_drop_down_set_selected (view, 0);
  g_assert_cmpuint (ak_roofline_plot_get_n_points (ak_roofline_renderer_get_plot (renderer)), ==, n_workloads);
}

static GtkStringList *
model_names (Fixture *f)
{
  return GTK_STRING_LIST (gtk_drop_down_get_model (drop_down (f, "model-drop-down")));
}

/* A config.json becomes a model of the chart and is chosen; a bad one is
 * refused with a message and the chosen model stays. */
static void
test_open_config (Fixture       *f,
                  gconstpointer  data)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "configs", "llama-3.1-8b.json", NULL);
  g_autoptr(GFile) good = g_file_new_for_path (path);
  g_autoptr(GFile) missing = g_file_new_for_path ("/nonexistent/config.json");
  g_autoptr(GError) error = NULL;
  GtkDropDown *models = drop_down (f, "model-drop-down");
  guint n_lesson = g_list_model_get_n_items (G_LIST_MODEL (model_names (f)));
  GtkWidget *status;

  g_assert_true (ak_roofline_page_open_config (f->page, good, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (model_names (f))), ==, n_lesson + 1);
  g_assert_cmpuint (gtk_drop_down_get_selected (models), ==, n_lesson);
  g_assert_cmpstr (gtk_string_list_get_string (model_names (f), n_lesson), ==, "llama-3.1-8b.json (llama, 8.03B parameters)");
  g_assert_cmpuint (ak_roofline_plot_get_n_points (ak_roofline_renderer_get_plot (ak_roofline_chart_get_renderer (ak_roofline_page_get_chart (f->page)))),
                    >, 0);

  g_assert_false (ak_roofline_page_open_config (f->page, missing, &error));
  g_assert_error (error, AK_HF_CONFIG_ERROR, AK_HF_CONFIG_ERROR_READ);
  g_assert_cmpuint (gtk_drop_down_get_selected (models), ==, n_lesson);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (model_names (f))), ==, n_lesson + 1);
  status = find_named (GTK_WIDGET (f->page), "file-status");
  g_assert_true (GTK_IS_LABEL (status));
  assert_contains (gtk_label_get_text (GTK_LABEL (status)), "Could not add the model");
}

/* Export Chart writes the chart the page shows; a folder that is not
 * there is said beside the button, and the next good export clears it
 * (the one export path every chart page goes through, ak-chart-export). */
static void
test_export (Fixture       *f,
             gconstpointer  data)
{
  g_autofree char *dir = g_dir_make_tmp ("ak-roofline-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "roofline.svg", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) nowhere = g_file_new_for_path ("/nonexistent/roofline.png");
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  GtkWidget *status = find_named (GTK_WIDGET (f->page), "file-status");

  g_assert_false (ak_roofline_page_export (f->page, nowhere, &error));
  g_assert_nonnull (error);
  assert_contains (gtk_label_get_text (GTK_LABEL (status)), "Could not save the chart: ");
  g_clear_error (&error);

  g_assert_true (ak_roofline_page_export (f->page, file, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  assert_contains (contents, "<svg");
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (status)), ==, "");

  g_unlink (path);
  g_rmdir (dir);
}

/* A measured CPU in the store: chosen (or compared), its cache ladder is
 * drawn as one sloped roof per level, in order; another accelerator has
 * none. */
static void
test_cache_levels (Fixture       *f,
                   gconstpointer  data)
{
  AkRooflinePlot *plot = ak_roofline_renderer_get_plot (ak_roofline_chart_get_renderer (ak_roofline_page_get_chart (f->page)));
  GtkDropDown *accelerators = drop_down (f, "accelerator-drop-down");
  AkMachineReport report = { 0 };
  g_autoptr(GError) error = NULL;
  AkRooflineRoofInfo level;
  AkRooflineRoof roof;
  guint position = GTK_INVALID_LIST_POSITION;
  GListModel *model;

  report.cores = 2;
  report.triad_bytes_per_s = 10e9;
  report.fp32_flop_s = 150e9;
  report.cache_levels[0] = (AkMachineCacheLevel) { AK_MACHINE_LEVEL_L1, 49152, 150e9 };
  report.cache_levels[1] = (AkMachineCacheLevel) { AK_MACHINE_LEVEL_L2, 2 << 20, 80e9 };
  report.cache_levels[2] = (AkMachineCacheLevel) { AK_MACHINE_LEVEL_DRAM, 192 << 20, 10e9 };
  report.n_cache_levels = 3;
  g_assert_true (ak_progress_set_machine_report (f->progress, &report, &error));
  g_assert_no_error (error);

  model = gtk_drop_down_get_model (accelerators);
  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(AkAcceleratorItem) item = g_list_model_get_item (model, i);

      if (ak_accelerator_item_get_accelerator (item)->measured)
        position = i;
    }
  g_assert_cmpuint (position, !=, GTK_INVALID_LIST_POSITION);

  /* Compared with ("None" comes first there): the levels go with that roof. */
  g_assert_false (ak_roofline_plot_get_level (plot, 0, NULL, NULL));
  gtk_drop_down_set_selected (drop_down (f, "compare-drop-down"), position + 1);
  g_assert_true (ak_roofline_plot_get_level (plot, 0, &level, &roof));
  g_assert_cmpint (roof, ==, AK_ROOFLINE_ROOF_COMPARE);

  gtk_drop_down_set_selected (drop_down (f, "compare-drop-down"), 0);
  gtk_drop_down_set_selected (accelerators, position);

  for (guint i = 0; i < report.n_cache_levels; i++)
    {
      g_assert_true (ak_roofline_plot_get_level (plot, i, &level, &roof));
      g_assert_cmpint (roof, ==, AK_ROOFLINE_ROOF_PRIMARY);
      g_assert_cmpstr (level.name, ==, ak_machine_level_get_name (report.cache_levels[i].level));
      g_assert_cmpfloat (level.bandwidth_bytes_s, ==, report.cache_levels[i].bytes_per_s);
      g_assert_cmpfloat (level.peak_flops, ==, 150e9);
    }
  g_assert_false (ak_roofline_plot_get_level (plot, report.n_cache_levels, NULL, NULL));
  {
    g_autofree char *described = ak_roofline_plot_describe (plot);

    assert_contains (described, "Memory roofs of the cache ladder: L1 ");
    assert_contains (described, "DRAM");
  }

  gtk_drop_down_set_selected (drop_down (f, "compare-drop-down"), 0);
  gtk_drop_down_set_selected (accelerators, 0);
  g_assert_false (ak_roofline_plot_get_level (plot, 0, NULL, NULL));
}

static guint
find_accelerator (GtkDropDown *drop_down,
                  const char  *id)
{
  GListModel *model = gtk_drop_down_get_model (drop_down);

  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (model, i);

      if (AK_IS_ACCELERATOR_ITEM (item) &&
          g_strcmp0 (ak_accelerator_item_get_accelerator (AK_ACCELERATOR_ITEM (item))->id, id) == 0)
        return i;
    }
  return GTK_INVALID_LIST_POSITION;
}

/* A measured GPU (here beside a measured CPU with a cache ladder) is drawn
 * without the CPU's ladder, chosen or compared: the levels belong to the
 * device that was measured (issue 29 item 6). */
static void
test_gpu_has_no_cpu_levels (Fixture       *f,
                            gconstpointer  data)
{
  AkRooflinePlot *plot = ak_roofline_renderer_get_plot (ak_roofline_chart_get_renderer (ak_roofline_page_get_chart (f->page)));
  g_autoptr(AkGpuMeasurement) measurement = ak_gpu_measurement_new (NULL);
  AkGpuReport *gpu = ak_gpu_report_new ("llvmpipe (LLVM 15.0.6, 256 bits)", "cpu");
  AkMachineReport report = { 0 };
  guint cpu, measured_gpu;

  report.cores = 2;
  report.triad_bytes_per_s = 10e9;
  report.fp32_flop_s = 150e9;
  report.cache_levels[0] = (AkMachineCacheLevel) { AK_MACHINE_LEVEL_L1, 49152, 150e9 };
  report.cache_levels[1] = (AkMachineCacheLevel) { AK_MACHINE_LEVEL_DRAM, 192 << 20, 10e9 };
  report.n_cache_levels = 2;
  g_assert_true (ak_progress_set_machine_report (f->progress, &report, NULL));
  gpu->bandwidth_bytes_per_s = 8e9;
  gpu->fp32_flop_s = 90e9;
  g_ptr_array_add (measurement->devices, gpu);
  g_assert_true (ak_progress_set_gpu_measurement (f->progress, measurement, NULL));

  measured_gpu = find_accelerator (drop_down (f, "accelerator-drop-down"), AK_GPU_ACCELERATOR_ID_PREFIX "0");
  cpu = find_accelerator (drop_down (f, "accelerator-drop-down"), AK_MACHINE_ACCELERATOR_ID);
  g_assert_cmpuint (measured_gpu, !=, GTK_INVALID_LIST_POSITION);
  g_assert_cmpuint (cpu, !=, GTK_INVALID_LIST_POSITION);

  gtk_drop_down_set_selected (drop_down (f, "accelerator-drop-down"), measured_gpu);
  g_assert_false (ak_roofline_plot_get_level (plot, 0, NULL, NULL));
  gtk_drop_down_set_selected (drop_down (f, "compare-drop-down"),
                              find_accelerator (drop_down (f, "compare-drop-down"), AK_GPU_ACCELERATOR_ID_PREFIX "0"));
  gtk_drop_down_set_selected (drop_down (f, "accelerator-drop-down"), 0);
  g_assert_false (ak_roofline_plot_get_level (plot, 0, NULL, NULL));

  /* The CPU keeps its ladder, beside the compared GPU. */
  gtk_drop_down_set_selected (drop_down (f, "accelerator-drop-down"), cpu);
  g_assert_true (ak_roofline_plot_get_level (plot, 0, NULL, NULL));
}

/* The readout, and the chart's description as a screen reader gets it
 * (after a draw, as on screen). */
static const char *
readout (Fixture *f)
{
  GtkWidget *label = find_named (GTK_WIDGET (f->page), "point-label");

  g_assert_true (GTK_IS_LABEL (label));
  return gtk_label_get_text (GTK_LABEL (label));
}

static char *
chart_description (AkRooflineRenderer *renderer)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 800, 600);
  cairo_t *cr = cairo_create (surface);
  AkChartColors colors;

  ak_chart_colors_init_export (&colors);
  ak_roofline_renderer_draw (renderer, cr, 800, 600, &colors);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  return ak_chart_painter_describe (AK_CHART_PAINTER (renderer));
}

/* The sentence the model code gives for @model at @batch and 2048 tokens
 * on @accelerator in BF16: one chip's need (ak_inference_analyze()) and
 * the chips sweep's wall; @out_needed and @out_wall as computed. */
static char *
expected_warning (AkLesson            *lesson,
                  const AkAccelerator *accelerator,
                  const AkModelSpec   *model,
                  guint                batch,
                  double              *out_needed,
                  guint               *out_wall)
{
  AkInferenceRequest r = { AK_PHASE_DECODE, 2048, batch, AK_PRECISION_BF16, AK_PRECISION_BF16,
                           AK_PRECISION_BF16 };
  g_autofree AkInferenceAnalysis *one = g_new0 (AkInferenceAnalysis, 1);
  g_autoptr(AkChipsSweep) sweep = NULL;
  AkInferenceMachine machine;
  AkSystem system;
  AkChipsFit fit;

  g_assert_true (ak_inference_machine_for_accelerator (accelerator, AK_PRECISION_BF16, AK_PRECISION_BF16,
                                                       &machine, NULL));
  g_assert_true (ak_inference_analyze (&model->shape, &r, &machine, one, NULL));
  g_assert_nonnull (ak_chips_sweep_system (lesson, accelerator, &system, NULL));
  sweep = ak_chips_sweep_compute (&model->shape, &r, &machine, &system, AK_CHIPS_POLICY_TENSOR,
                                  AK_CHIPS_SWEEP_MAX_CHIPS, NULL);
  g_assert_nonnull (sweep);
  *out_needed = one->memory_needed_bytes;
  *out_wall = sweep->wall_chips;
  fit = (AkChipsFit) { .memory_known = TRUE, .chips = 1, .fits = one->fits_in_memory,
                       .needed_bytes = one->memory_needed_bytes, .has_link = TRUE, .wall_chips = sweep->wall_chips };
  return ak_chips_fit_describe (&fit, lesson, accelerator, &r);
}

static guint
find_point (AkRooflinePlot *plot,
            const char     *label)
{
  AkRooflinePointInfo info;

  for (guint i = 0; ak_roofline_plot_get_point (plot, i, &info); i++)
    if (g_strcmp0 (info.label, label) == 0)
      return i;
  g_error ("no point “%s”", label);
  return 0;
}

/* A new user's case: the 70B model on an NVIDIA L4 (24 GiB). Its batch-64
 * decode workload needs about 181 GB: 137.95 GB of BF16 weights and 64 ×
 * 2048 tokens × 327,680 bytes = 42.9 GB of KV cache (test-parallel.c);
 * the readout said "attainable 15.0 TFLOP/s … at least 608 ms per step"
 * and nothing more. By TP 8 each chip holds 17.25 GB + 5.4 GB, under
 * 25.8 GB; by TP 4, 34.5 GB of weights alone: 8 chips. The user's own
 * batch 1 needs 139 GB, also 8 chips. A workload that fits says nothing. */
static void
test_does_not_fit (Fixture       *f,
                   gconstpointer  data)
{
  AkLesson *lesson = ak_page_context_get_lesson (f->context);
  const AkPage *page = ak_lesson_find_page (lesson, "roofline", NULL);
  AkRooflineRenderer *renderer = ak_roofline_chart_get_renderer (ak_roofline_page_get_chart (f->page));
  AkRooflinePlot *plot = ak_roofline_renderer_get_plot (renderer);
  GtkDropDown *accelerators = drop_down (f, "accelerator-drop-down");
  guint l4 = find_accelerator (accelerators, "l4"), seventy = GTK_INVALID_LIST_POSITION;
  const AkModelSpec *model = NULL;
  g_autofree char *yours = NULL, *batch64 = NULL, *described = NULL;
  const AkAccelerator *chip;
  double needed;
  guint wall;

  for (guint i = 0; i < page->models->len; i++)
    if (g_str_equal (((AkModelSpec *) g_ptr_array_index (page->models, i))->id, "dense-70b"))
      model = g_ptr_array_index (page->models, seventy = i);
  g_assert_nonnull (model);
  g_assert_cmpuint (l4, !=, GTK_INVALID_LIST_POSITION);
  gtk_drop_down_set_selected (accelerators, l4);
  gtk_drop_down_set_selected (drop_down (f, "model-drop-down"), seventy);
  chip = ak_accelerator_item_get_accelerator (gtk_drop_down_get_selected_item (accelerators));

  yours = expected_warning (lesson, chip, model, 1, &needed, &wall);
  g_assert_cmpfloat (needed, >, 138e9);
  g_assert_cmpfloat (needed, <, 140e9);
  g_assert_cmpuint (wall, ==, 8);
  batch64 = expected_warning (lesson, chip, model, 64, &needed, &wall);
  g_assert_cmpfloat (needed, >, 180e9);
  g_assert_cmpfloat (needed, <, 182e9);
  g_assert_cmpuint (wall, ==, 8);
  g_test_message ("%s", batch64);
  assert_contains (batch64, "Does not fit: batch 64 at 2048 tokens needs 181 GB of weights and KV cache, "
                            "and one NVIDIA L4 holds 25.8 GB (24 GiB). Use 8 chips (see the page “Many chips”).");

  /* nothing selected: the user's own workload */
  assert_contains (readout (f), yours);
  described = chart_description (renderer);
  assert_contains (described, yours);
  g_assert_cmpstr (ak_roofline_plot_get_warning (plot), ==, yours);

  /* the lesson's batch-64 workload, selected: its figures, then its own */
  ak_roofline_renderer_set_selected (renderer, (int) find_point (plot, "70B decode, batch 64, 2,048-token context"));
  assert_contains (readout (f), "attainable");
  assert_contains (readout (f), batch64);
  assert_contains (readout (f), yours);
  g_clear_pointer (&described, g_free);
  described = chart_description (renderer);
  assert_contains (described, batch64);
  assert_contains (described, yours);

  /* The page's own Chips field at 8: batch 1 and batch 64 fit, TP 8
   * (above); the readout said "Does not fit … Use 8 chips" still. At 4,
   * batch 64 needs 45.2 GB on each chip by TP 4 (test-chips-fit.c):
   * more chips. */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (find_named (GTK_WIDGET (f->page), "chips-spin")), 8);
  g_assert_null (ak_roofline_plot_get_warning (plot));
  g_assert_null (strstr (readout (f), "Does not fit"));
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (find_named (GTK_WIDGET (f->page), "chips-spin")), 4);
  assert_contains (readout (f), "Does not fit on 4 chips: batch 64 at 2048 tokens needs 181 GB of weights and KV "
                                "cache, 45.2 GB on the busiest chip (TP 4)");
  assert_contains (readout (f), "Use 8 chips");
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (find_named (GTK_WIDGET (f->page), "chips-spin")), 1);

  /* the 7B model fits an L4 at batch 1: no warning */
  gtk_drop_down_set_selected (drop_down (f, "model-drop-down"), 0);
  ak_roofline_renderer_set_selected (renderer, -1);
  g_assert_null (ak_roofline_plot_get_warning (plot));
  g_assert_null (strstr (readout (f), "Does not fit"));
}

int
main (int   argc,
      char *argv[])
{
  if (!ui_test_init (&argc, &argv))
    return 0;

  g_test_add ("/roofline-page/peak-case", Fixture, NULL, fixture_set_up, test_peak_case, fixture_tear_down);
  g_test_add ("/roofline-page/operator-view", Fixture, NULL, fixture_set_up, test_operator_view,
              fixture_tear_down);
  g_test_add ("/roofline-page/export", Fixture, NULL, fixture_set_up, test_export, fixture_tear_down);
  g_test_add ("/roofline-page/does-not-fit", Fixture, NULL, fixture_set_up, test_does_not_fit,
              fixture_tear_down);
  g_test_add ("/roofline-page/open-config", Fixture, NULL, fixture_set_up, test_open_config,
              fixture_tear_down);
  g_test_add ("/roofline-page/cache-levels", Fixture, NULL, fixture_set_up, test_cache_levels,
              fixture_tear_down);
  g_test_add ("/roofline-page/gpu-has-no-cpu-levels", Fixture, NULL, fixture_set_up,
              test_gpu_has_no_cpu_levels, fixture_tear_down);
  return g_test_run ();
}

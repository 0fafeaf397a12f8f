/* test-batch-page.c: the batch explorer page (suite "ui", needs a display)
 *
 * Built from a page context with a temporary progress store and no
 * application window, as the lesson would build it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <gtk/gtk.h>
#include <string.h>

#include "ak-batch-chart.h"
#include "ak-efficiency-panel.h"
#include "ak-gpu-report.h"
#include "ak-batch-page.h"
#include "ak-page-factory.h"

#include "ak-test-batch.h"

static const char *
label_text (Fixture    *f,
            const char *name)
{
  return gtk_label_get_text (GTK_LABEL (named (f, name)));
}

static AkBatchChartView *
chart (Fixture *f)
{
  return AK_BATCH_CHART_VIEW (named (f, "batch-chart"));
}

static char *
description (Fixture *f)
{
  return g_strdup (ak_batch_chart_view_get_description (chart (f)));
}

static double
selected_batch (Fixture *f)
{
  const AkBatchSweep *sweep = ak_batch_page_get_sweep (AK_BATCH_PAGE (f->page));

  g_assert_nonnull (sweep);
  return sweep->points[sweep->selected].batch;
}

/* Types @text and presses Enter: the value counts at once. */
static void
type_into (Fixture    *f,
           const char *name,
           const char *text)
{
  gtk_editable_set_text (GTK_EDITABLE (named (f, name)), text);
  g_signal_emit_by_name (named (f, name), "activate");
}

/* Changes @what and checks that the description and readout @readout
 * both changed with it. */
#define ASSERT_CHANGES(f, readout, what)                                          \
  G_STMT_START {                                                                  \
    g_autofree char *changes_before_ = description (f);                                 \
    g_autofree char *changes_readout_ = g_strdup (label_text (f, readout));         \
    what;                                                                         \
    g_assert_cmpstr (ak_batch_chart_view_get_description (chart (f)), !=, changes_before_); \
    g_assert_cmpstr (label_text (f, readout), !=, changes_readout_);                \
  } G_STMT_END

static void
select_in (Fixture    *f,
           const char *name,
           guint       position)
{
  GtkDropDown *drop_down = GTK_DROP_DOWN (named (f, name));

  g_assert_cmpuint (position, <, g_list_model_get_n_items (gtk_drop_down_get_model (drop_down)));
  gtk_drop_down_set_selected (drop_down, position);
}

/* ---- every control -------------------------------------------------------------- */

static void
test_opens_with_lesson (Fixture       *f,
                        gconstpointer  data)
{
  const char *text = ak_batch_chart_view_get_description (chart (f));

  g_assert_cmpfloat (selected_batch (f), ==, 8);
  g_assert_nonnull (strstr (text, "Critical batch"));
  g_assert_nonnull (strstr (text, "At batch 8"));
  g_assert_nonnull (strstr (label_text (f, "readout"), "Critical batch"));
  g_assert_nonnull (strstr (label_text (f, "readout"), "Largest batch that fits"));
  g_assert_nonnull (strstr (label_text (f, "speculative-readout"), "Expected tokens per verification pass"));
  g_assert_true (gtk_widget_get_focusable (GTK_WIDGET (chart (f))));
}

static void
test_drives_controls (Fixture       *f,
                      gconstpointer  data)
{
  GListModel *models = gtk_drop_down_get_model (GTK_DROP_DOWN (named (f, "model-drop-down")));
  guint model = gtk_drop_down_get_selected (GTK_DROP_DOWN (named (f, "model-drop-down")));
  guint accelerator = gtk_drop_down_get_selected (GTK_DROP_DOWN (named (f, "accelerator-drop-down")));

  g_assert_cmpuint (g_list_model_get_n_items (models), >=, 2);
  ASSERT_CHANGES (f, "readout", select_in (f, "model-drop-down", model == 0 ? 1 : 0));
  ASSERT_CHANGES (f, "readout", select_in (f, "accelerator-drop-down", accelerator == 0 ? 1 : 0));
  ASSERT_CHANGES (f, "readout", select_in (f, "weight-drop-down", AK_PRECISION_INT8));
  ASSERT_CHANGES (f, "readout", select_in (f, "kv-drop-down", AK_PRECISION_FP32));
  ASSERT_CHANGES (f, "readout", type_into (f, "context-entry", "32768"));
  ASSERT_CHANGES (f, "readout", type_into (f, "batch-entry", "64"));
  g_assert_cmpfloat (selected_batch (f), ==, 64);
  g_assert_nonnull (strstr (ak_batch_chart_view_get_description (chart (f)), "At batch 64"));

  ASSERT_CHANGES (f, "speculative-readout", type_into (f, "draft-entry", "8"));
  ASSERT_CHANGES (f, "speculative-readout", type_into (f, "acceptance-entry", "0.5"));
  ASSERT_CHANGES (f, "speculative-readout", type_into (f, "cost-entry", "0.3"));
  type_into (f, "acceptance-entry", "0");
  g_assert_false (gtk_widget_get_visible (named (f, "acceptance-error")));
  g_assert_nonnull (strstr (label_text (f, "speculative-readout"), ": 1.00,"));
}

static void
test_chart_keys (Fixture       *f,
                 gconstpointer  data)
{
  GtkWidget *widget = GTK_WIDGET (chart (f));
  const AkBatchSweep *sweep;
  double before = selected_batch (f);

  ASSERT_CHANGES (f, "readout", g_assert_true (press_key (widget, GDK_KEY_Right)));
  g_assert_cmpfloat (selected_batch (f), >, before);
  g_assert_cmpfloat (g_strtod (gtk_editable_get_text (GTK_EDITABLE (named (f, "batch-entry"))), NULL),
                     ==, selected_batch (f));

  ASSERT_CHANGES (f, "readout", g_assert_true (press_key (widget, GDK_KEY_Left)));
  g_assert_cmpfloat (selected_batch (f), ==, before);

  g_assert_true (press_key (widget, GDK_KEY_Home));
  g_assert_cmpfloat (selected_batch (f), ==, 1);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (named (f, "batch-entry"))), ==, "1");

  g_assert_true (press_key (widget, GDK_KEY_End));
  sweep = ak_batch_page_get_sweep (AK_BATCH_PAGE (f->page));
  g_assert_cmpuint (sweep->selected, ==, sweep->n_points - 1);
  /* Past the memory wall the readout says so. */
  g_assert_nonnull (strstr (label_text (f, "readout"), "does not fit"));
  g_assert_false (press_key (widget, GDK_KEY_a));
}

/* ---- bad input -------------------------------------------------------------------- */

typedef struct {
  const char *entry;
  const char *error;
  const char *text;
} BadInput;

static const BadInput bad_inputs[] = {
  { "batch-entry", "batch-error", "0" },
  { "batch-entry", "batch-error", "-4" },
  { "batch-entry", "batch-error", "nan" },
  { "batch-entry", "batch-error", "inf" },
  { "batch-entry", "batch-error", "2.5" },
  { "batch-entry", "batch-error", "1e9" },
  { "batch-entry", "batch-error", "lots" },
  { "context-entry", "context-error", "0" },
  { "context-entry", "context-error", "1e12" },
  { "draft-entry", "draft-error", "0" },
  { "draft-entry", "draft-error", "33" },
  { "acceptance-entry", "acceptance-error", "1" },
  { "acceptance-entry", "acceptance-error", "-0.2" },
  { "acceptance-entry", "acceptance-error", "NaN" },
  { "cost-entry", "cost-error", "1.5" },
};

static void
test_bad_input (Fixture       *f,
                gconstpointer  data)
{
  for (guint i = 0; i < G_N_ELEMENTS (bad_inputs); i++)
    {
      const BadInput *bad = &bad_inputs[i];
      g_autofree char *before = description (f);
      g_autofree char *before_spec = g_strdup (label_text (f, "speculative-readout"));
      g_autofree char *good = g_strdup (gtk_editable_get_text (GTK_EDITABLE (named (f, bad->entry))));

      g_test_message ("%s: “%s”", bad->entry, bad->text);
      type_into (f, bad->entry, bad->text);
      g_assert_true (gtk_widget_get_visible (named (f, bad->error)));
      g_assert_cmpstr (label_text (f, bad->error), !=, "");
      g_assert_true (gtk_widget_has_css_class (named (f, bad->entry), "error"));
      /* The previous value stays in force, and the readout says so. */
      g_assert_cmpstr (ak_batch_chart_view_get_description (chart (f)), ==, before);
      g_assert_cmpstr (label_text (f, "speculative-readout"), ==, before_spec);
      g_assert_true (g_str_has_prefix (label_text (f, "readout"), "Not updated while a field is refused"));
      g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (chart (f)), "stale"));

      type_into (f, bad->entry, good);
      g_assert_false (gtk_widget_get_visible (named (f, bad->error)));
      g_assert_false (gtk_widget_has_css_class (named (f, bad->entry), "error"));
      g_assert_null (strstr (label_text (f, "readout"), "Not updated"));
      g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (chart (f)), "stale"));
    }
}

/* The batch is no longer 64: the typed 32 counted (or the pointer, left
 * over the chart by another test on the same display, chose a batch). */
static gboolean
batch_moved_from_64 (gpointer data)
{
  return selected_batch (data) != 64;
}

/* Typing "1e30" into Batch goes through "1", "1e" and "1e3": none of them
 * becomes the batch (it planned at 1, then 1,000, and the refusal of 1e30
 * then showed the results of 1,000 as the last accepted ones); "1e" is
 * refused at once, and the value counts on Enter or when typing stops. */
static void
test_typing_counts_late (Fixture       *f,
                         gconstpointer  data)
{
  GtkEditable *batch = GTK_EDITABLE (named (f, "batch-entry"));
  g_autofree char *before = description (f);
  double batch_before = selected_batch (f);
  const char *steps[] = { "1", "1e", "1e3", "1e30" };

  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    {
      gtk_editable_set_text (batch, steps[i]);
      g_assert_cmpfloat (selected_batch (f), ==, batch_before);
      g_assert_cmpstr (ak_batch_chart_view_get_description (chart (f)), ==, before);
      g_assert_true (gtk_widget_get_visible (named (f, "batch-error")) == (i == 1 || i == 3));
    }
  gtk_editable_set_text (batch, "64");
  g_assert_cmpfloat (selected_batch (f), ==, batch_before);
  g_assert_false (gtk_widget_get_visible (named (f, "batch-error")));
  g_signal_emit_by_name (batch, "activate");
  g_assert_cmpfloat (selected_batch (f), ==, 64);

  /* a pause counts too */
  gtk_editable_set_text (batch, "32");
  g_assert_cmpfloat (selected_batch (f), ==, 64);
  iterate_until (batch_moved_from_64, f);
}

/* ---- config.json ------------------------------------------------------------------ */

static void
test_config (Fixture       *f,
             gconstpointer  data)
{
  GtkDropDown *models = GTK_DROP_DOWN (named (f, "model-drop-down"));
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "configs", "gpt2.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("ak-batch-XXXXXX", NULL);
  g_autofree char *broken_path = g_build_filename (dir, "config.json", NULL);
  g_autoptr(GFile) broken = g_file_new_for_path (broken_path);
  guint n = g_list_model_get_n_items (gtk_drop_down_get_model (models));
  g_autofree char *before = NULL;

  ASSERT_CHANGES (f, "readout", g_assert_true (ak_batch_page_load_config (AK_BATCH_PAGE (f->page), file, &error)));
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (gtk_drop_down_get_model (models)), ==, n + 1);
  g_assert_cmpuint (gtk_drop_down_get_selected (models), ==, n);
  g_assert_false (gtk_widget_get_visible (named (f, "model-error")));

  g_assert_true (g_file_set_contents (broken_path, "{ \"model_type\": \"llama\", ", -1, NULL));
  before = description (f);
  g_assert_false (ak_batch_page_load_config (AK_BATCH_PAGE (f->page), broken, &error));
  g_assert_nonnull (error);
  g_assert_true (gtk_widget_get_visible (named (f, "model-error")));
  g_assert_nonnull (strstr (label_text (f, "model-error"), "config.json"));
  g_assert_cmpuint (gtk_drop_down_get_selected (models), ==, n);
  g_assert_cmpuint (g_list_model_get_n_items (gtk_drop_down_get_model (models)), ==, n + 1);
  g_assert_cmpstr (ak_batch_chart_view_get_description (chart (f)), ==, before);

  g_unlink (broken_path);
  g_rmdir (dir);
}

/* ---- export ---------------------------------------------------------------------- */

static void
test_export_png (Fixture       *f,
                 gconstpointer  data)
{
  g_autofree char *dir = g_dir_make_tmp ("ak-batch-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "batch.png", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  gsize length = 0;

  g_assert_true (ak_batch_page_export (AK_BATCH_PAGE (f->page), file, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
  g_assert_cmpuint (length, >, 1000);
  g_assert_cmpint (memcmp (contents, "\x89PNG\r\n\x1a\n", 8), ==, 0);
  g_assert_cmpstr (label_text (f, "export-status"), ==, "");

  g_unlink (path);
  g_rmdir (dir);
}

/* ---- the chart at 360 px --------------------------------------------------------- */

static gboolean
is_allocated (gpointer widget)
{
  return gtk_widget_get_width (widget) > 0 && gtk_widget_get_height (widget) > 0;
}

static void
test_narrow_snapshot (void)
{
  g_autoptr(AkLesson) lesson = bundled_lesson ();
  g_autoptr(AkPageContext) context = test_page_context (lesson, NULL);
  const AkPage *page = ak_lesson_find_page (lesson, "batch", NULL);
  GtkWidget *batch_page = ak_batch_page_new (context, page);
  GtkWidget *widget = ak_batch_chart_view_new ();
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree guchar *pixels = NULL;
  graphene_rect_t bounds;
  guint painted = 0;
  int width, height;

  g_object_ref_sink (batch_page);
  ak_batch_chart_view_set_sweep (AK_BATCH_CHART_VIEW (widget), ak_batch_page_get_sweep (AK_BATCH_PAGE (batch_page)));
  gtk_window_set_default_size (window, 360, 800);
  gtk_window_set_child (window, widget);
  gtk_window_present (window);
  iterate_until (is_allocated, widget);
  width = gtk_widget_get_width (widget);
  height = gtk_widget_get_height (widget);
  g_assert_cmpint (width, <=, 360);
  g_assert_cmpint (width, >=, 280);

  GTK_WIDGET_GET_CLASS (widget)->snapshot (widget, snapshot);
  node = gtk_snapshot_to_node (snapshot);
  g_assert_nonnull (node);
  gsk_render_node_get_bounds (node, &bounds);
  g_assert_cmpfloat (bounds.size.width, >, 0);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (window)), node,
                                         &GRAPHENE_RECT_INIT (0, 0, width, height));
  pixels = g_malloc ((gsize) width * height * 4);
  gdk_texture_download (texture, pixels, (gsize) width * 4);
  for (gsize i = 0; i < (gsize) width * height; i++)
    painted += pixels[i * 4 + 3] > 0;
  g_assert_cmpuint (painted, >, (guint) (width * height / 100));

  gtk_window_destroy (window);
  g_object_unref (batch_page);
}

static guint
accelerator_position (Fixture    *f,
                      const char *id)
{
  GListModel *items = gtk_drop_down_get_model (GTK_DROP_DOWN (named (f, "accelerator-drop-down")));

  for (guint i = 0; i < g_list_model_get_n_items (items); i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (items, i);

      if (AK_IS_ACCELERATOR_ITEM (item) &&
          g_strcmp0 (ak_accelerator_item_get_accelerator (AK_ACCELERATOR_ITEM (item))->id, id) == 0)
        return i;
    }
  g_error ("no accelerator %s", id);
}

/* A GPU of this computer measured and matched to the RTX 4090's datasheet
 * (900 GB/s of 1,008, 70 of 82.6 TFLOP/s FP32): with the RTX 4090 chosen
 * the efficiency panel offers its factors, and pressing the button puts
 * them in; with another accelerator it offers none (issue 25 item 5). */
static void
test_measured_factors (Fixture       *f,
                       gconstpointer  data)
{
  g_autoptr(AkGpuMeasurement) measured = ak_gpu_measurement_new (NULL);
  AkGpuReport *card = ak_gpu_report_new ("NVIDIA GeForce RTX 4090", "discrete");
  GtkWidget *button = named (f, "measured-factors-button");
  AkEfficiencyPanel *panel = AK_EFFICIENCY_PANEL (gtk_widget_get_ancestor (button, AK_TYPE_EFFICIENCY_PANEL));
  AkEfficiency e;

  card->bandwidth_bytes_per_s = 900e9;
  card->fp32_flop_s = 70e12;
  g_ptr_array_add (measured->devices, card);
  g_assert_true (ak_progress_set_gpu_measurement (f->progress, measured, NULL));

  gtk_drop_down_set_selected (GTK_DROP_DOWN (named (f, "accelerator-drop-down")), accelerator_position (f, "rtx-4090"));
  g_assert_true (gtk_widget_get_visible (button));
  g_assert_nonnull (strstr (gtk_button_get_label (GTK_BUTTON (button)), "0.893"));
  g_signal_emit_by_name (button, "clicked");
  ak_efficiency_panel_get_efficiency (panel, &e);
  g_assert_cmpint (e.source, ==, AK_EFFICIENCY_SOURCE_MEASURED);
  g_assert_cmpfloat_with_epsilon (e.memory, 900.0 / 1008, 1e-12);

  gtk_drop_down_set_selected (GTK_DROP_DOWN (named (f, "accelerator-drop-down")), accelerator_position (f, "h100-sxm"));
  g_assert_false (gtk_widget_get_visible (button));
}

/* A lesson's batch page that names its precision opens at it: a 7B model
 * on an 8 GB chip fits in INT4 and does not in the default BF16 (issue 29,
 * item 10). */
static GtkWidget *
small_chip_page (const char  *precision_member,
                 AkLesson   **out_lesson)
{
  g_autofree char *json = g_strdup_printf (
    "{\"format\": \"accelerator-kitchen-lesson\", \"format_version\": 1, \"id\": \"t\",\n"
    " \"title\": \"T\", \"summary\": \"S\", \"sources\": [], \"pages\": [\n"
    "  {\"id\": \"b\", \"kind\": \"batch\", \"title\": \"Batching\"%s},\n"
    "  {\"id\": \"r\", \"kind\": \"roofline\", \"title\": \"Roofline\",\n"
    "   \"accelerators\": [{\"id\": \"small\", \"name\": \"Small\", \"vendor\": \"V\", \"category\": \"edge\",\n"
    "     \"peak_bf16_dense_tflops\": 100, \"memory_gb\": 8, \"bandwidth_tb_s\": 0.3,\n"
    "     \"source\": \"datasheet\"}],\n"
    "   \"models\": [{\"id\": \"seven\", \"name\": \"Seven\", \"params_billion\": 6.74, \"layers\": 32,\n"
    "     \"kv_heads\": 32, \"head_dim\": 128, \"hidden_size\": 4096, \"heads\": 32,\n"
    "     \"intermediate_size\": 11008, \"vocab_size\": 32000}]}]}\n",
    precision_member);
  g_autoptr(GBytes) bytes = g_bytes_new (json, strlen (json));
  g_autoptr(AkPageContext) context = NULL;

  *out_lesson = ak_lesson_new_from_bytes (bytes, "small.json", NULL, NULL);
  g_assert_nonnull (*out_lesson);
  context = test_page_context (*out_lesson, NULL);
  return g_object_ref_sink (ak_page_factory_create (context, ak_lesson_get_page (*out_lesson, 0)));
}

static void
test_lesson_precision (void)
{
  g_autoptr(AkLesson) int4_lesson = NULL;
  g_autoptr(AkLesson) bf16_lesson = NULL;
  g_autoptr(GtkWidget) int4 = small_chip_page (", \"precision\": \"int4\"", &int4_lesson);
  g_autoptr(GtkWidget) bf16 = small_chip_page ("", &bf16_lesson);

  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (find_named (int4, "weight-drop-down"))), ==,
                    AK_PRECISION_INT4);
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (find_named (bf16, "weight-drop-down"))), ==,
                    AK_PRECISION_BF16);
  g_assert_cmpfloat (ak_batch_page_get_sweep (AK_BATCH_PAGE (int4))->max_batch, >=, 1);
  g_assert_cmpfloat (ak_batch_page_get_sweep (AK_BATCH_PAGE (bf16))->max_batch, ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  if (!ui_test_init (&argc, &argv))
    return 0;

#define ADD(path, func) g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/batch-page/opens-with-lesson", test_opens_with_lesson);
  ADD ("/batch-page/drives-controls", test_drives_controls);
  ADD ("/batch-page/chart-keys", test_chart_keys);
  ADD ("/batch-page/bad-input", test_bad_input);
  ADD ("/batch-page/typing-counts-late", test_typing_counts_late);
  ADD ("/batch-page/config", test_config);
  ADD ("/batch-page/export-png", test_export_png);
  ADD ("/batch-page/measured-factors", test_measured_factors);
#undef ADD
  g_test_add_func ("/batch-page/narrow-snapshot", test_narrow_snapshot);
  g_test_add_func ("/batch-page/lesson-precision", test_lesson_precision);

  return g_test_run ();
}

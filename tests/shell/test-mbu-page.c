/* test-mbu-page.c: the MFU/MBU calculator and the roofline page
 * (suite "ui", needs a display)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gtk/gtk.h>
#include <locale.h>
#include <math.h>
#include <string.h>

#include "ak-application.h"
#include "ak-mbu-page.h"
#include "ak-roofline-page.h"

#include "ak-test-ui.h"


static const char *
text_of (GtkWidget  *page,
         const char *name)
{
  GtkWidget *label = find_named (page, name);

  g_assert_nonnull (label);
  return gtk_label_get_text (GTK_LABEL (label));
}

static void
type_into (GtkWidget  *page,
           const char *name,
           const char *text)
{
  GtkWidget *entry = find_named (page, name);

  g_assert_nonnull (entry);
  gtk_editable_set_text (GTK_EDITABLE (entry), text);
}

static GtkWindow *
show_in_window (GtkWidget *page)
{
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());

  gtk_window_set_default_size (window, 900, 700);
  gtk_window_set_child (window, page);
  gtk_window_present (window);
  return window;
}

static GtkWidget *
mbu_page (AkLesson *lesson)
{
  const AkPage *page = ak_lesson_find_page (lesson, "mfu-mbu", NULL);

  g_autoptr(AkPageContext) context = test_page_context (lesson, NULL);

  g_assert_nonnull (page);
  return ak_mbu_page_new (context, page);
}

/* ---- the calculator ---------------------------------------------------------- */

/* It opens with the lesson's worked example and computes the lesson's
 * figures: 14 GB per token, 1.4 TB/s, MBU 68.7 % on the A100. */
static void
test_worked_example (void)
{
  g_autoptr(AkLesson) lesson = bundled_lesson ();
  GtkWidget *page = mbu_page (lesson);
  GtkWindow *window = show_in_window (page);
  AkUtilization u;

  g_assert_true (ak_mbu_page_get_utilization (AK_MBU_PAGE (page), &u));
  g_assert_cmpfloat (u.bytes_per_token, ==, 14e9);
  g_assert_cmpfloat_with_epsilon (u.mbu, 0.6866, 0.00005);
  g_assert_cmpfloat_with_epsilon (u.ceiling_steps_s, 145.6, 0.05);

  g_assert_cmpstr (text_of (page, "bytes-value"), ==, "14.0 GB");
  g_assert_cmpstr (text_of (page, "bandwidth-value"), ==, "1.40 TB/s");
  g_assert_cmpstr (text_of (page, "mbu-value"), ==, "68.7%");
  g_assert_cmpstr (text_of (page, "flops-value"), ==, "1.40 TFLOP/s");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (find_named (page, "step-entry"))), ==, "10");
  g_assert_false (gtk_widget_get_visible (find_named (page, "warning")));

  gtk_window_destroy (window);
}

/* A lesson model counts its KV cache: Llama-2-7B's shape (32 layers, 32
 * KV heads of 128) in FP16 at 2,048 tokens holds 2 × 32 × 32 × 128 × 2 ×
 * 2048 = 1,073,741,824 bytes per sequence, and its attention does 4 × 32
 * × 32 × 128 × 2048 FLOPs per token, the same number. At batch 72 that
 * is 77.3 GB of KV cache beside 14 GB of weights: more than the A100's
 * 80 GiB (85.9 GB). */
static void
test_kv_cache (void)
{
  g_autoptr(AkLesson) lesson = bundled_lesson ();
  GtkWidget *page = mbu_page (lesson);
  GtkWindow *window = show_in_window (page);
  GtkDropDown *models = GTK_DROP_DOWN (find_named (page, "kv-model-drop-down"));
  GtkSpinButton *batch = GTK_SPIN_BUTTON (find_named (page, "batch-spin"));
  GtkWidget *warning = find_named (page, "warning");
  const double kv = 1073741824.0;
  AkUtilization u;

  g_assert_false (gtk_widget_get_sensitive (find_named (page, "context-spin")));
  gtk_drop_down_set_selected (models, 1);
  g_assert_true (gtk_widget_get_sensitive (find_named (page, "context-spin")));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (find_named (page, "model-entry"))), ==, "7");

  /* Batch 1: the KV term is small beside the weights. */
  g_assert_true (ak_mbu_page_get_utilization (AK_MBU_PAGE (page), &u));
  g_assert_cmpfloat (u.kv_bytes_per_step, ==, kv);
  g_assert_cmpfloat (u.bytes_per_token, ==, 14e9 + kv);
  g_assert_cmpfloat_with_epsilon (u.flops_per_second, (14e9 + kv) * 100, 1);
  g_assert_true (u.fits_in_memory);
  g_assert_false (gtk_widget_get_visible (warning));
  g_assert_nonnull (strstr (text_of (page, "bytes-formula"), "KV cache"));
  g_assert_nonnull (strstr (text_of (page, "flops-formula"), "attention"));

  /* Batch 72: weights + KV cache no longer fit in the A100's 80 GiB
   * (85.9 GB): 14.0 GB + 72 × 2^30 = 77.3 GB of KV cache. */
  gtk_spin_button_set_value (batch, 72);
  g_assert_true (ak_mbu_page_get_utilization (AK_MBU_PAGE (page), &u));
  g_assert_cmpfloat (u.kv_bytes_per_step, ==, 72 * kv);
  g_assert_cmpfloat (u.memory_needed_bytes, ==, 14e9 + 72 * kv);
  g_assert_false (u.fits_in_memory);
  g_assert_true (gtk_widget_get_visible (warning));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (warning)),
                            "14.0 GB of weights + 77.3 GB of KV cache do not fit in its 85.9 GB of memory."));

  /* A shorter context fits again; weights only leaves the KV cache out. */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (find_named (page, "context-spin")), 512);
  g_assert_true (ak_mbu_page_get_utilization (AK_MBU_PAGE (page), &u));
  g_assert_cmpfloat (u.kv_bytes_per_step, ==, 72 * kv / 4);
  g_assert_true (u.fits_in_memory);
  gtk_drop_down_set_selected (models, 0);
  g_assert_true (ak_mbu_page_get_utilization (AK_MBU_PAGE (page), &u));
  g_assert_cmpfloat (u.kv_bytes_per_step, ==, 0);
  g_assert_null (strstr (text_of (page, "bytes-formula"), "KV cache"));

  gtk_window_destroy (window);
}

static void
test_typed_inputs (void)
{
  g_autoptr(AkLesson) lesson = bundled_lesson ();
  GtkWidget *page = mbu_page (lesson);
  GtkWindow *window = show_in_window (page);
  GtkWidget *model = find_named (page, "model-entry");
  AkUtilization u;

  type_into (page, "model-entry", "3.5");
  g_assert_cmpstr (text_of (page, "bytes-value"), ==, "7.00 GB");
  g_assert_true (ak_mbu_page_get_utilization (AK_MBU_PAGE (page), &u));
  g_assert_cmpfloat (u.bytes_per_step, ==, 7e9);

  /* Faster than the bandwidth allows: a warning. */
  type_into (page, "rate-entry", "1000");
  g_assert_true (gtk_widget_get_visible (find_named (page, "warning")));
  g_assert_nonnull (strstr (text_of (page, "warning"), "291"));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (find_named (page, "step-entry"))), ==, "1");

  /* A step time rewrites the rate. */
  type_into (page, "step-entry", "20");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (find_named (page, "rate-entry"))), ==, "50");
  g_assert_true (ak_mbu_page_get_utilization (AK_MBU_PAGE (page), &u));
  g_assert_cmpfloat_with_epsilon (u.tokens_per_second, 50, 1e-9);
  g_assert_false (gtk_widget_get_visible (find_named (page, "warning")));

  /* Nonsense is refused and said so; the results show a dash. */
  for (guint i = 0; i < 6; i++)
    {
      /* Huge values too: the field that holds one is marked, not a formula
       * deep inside (100000000000000000000000000000000 would overflow). */
      static const char *bad[] = { "nan", "inf", "-7", "0", "100000000000000000000000000000000", "2000000" };

      type_into (page, "model-entry", bad[i]);
      g_assert_false (ak_mbu_page_get_utilization (AK_MBU_PAGE (page), &u));
      g_assert_cmpstr (text_of (page, "mbu-value"), ==, "—");
      g_assert_true (gtk_widget_has_css_class (model, "error"));
      g_assert_true (gtk_widget_get_visible (find_named (page, "input-error")));
    }

  type_into (page, "model-entry", "7");
  g_assert_false (gtk_widget_has_css_class (model, "error"));
  g_assert_false (gtk_widget_get_visible (find_named (page, "input-error")));

  gtk_window_destroy (window);
}

static const char *
entry_text (GtkWidget  *page,
            const char *name)
{
  return gtk_editable_get_text (GTK_EDITABLE (find_named (page, name)));
}

/* The rate and the step time as a learner types them: exponent form, an
 * emptied field, a keystroke that makes the text invalid. */
static void
test_rate_and_step (void)
{
  g_autoptr(AkLesson) lesson = bundled_lesson ();
  GtkWidget *page = mbu_page (lesson);
  GtkWindow *window = show_in_window (page);
  GtkWidget *rate = find_named (page, "rate-entry");
  AkUtilization u;

  /* "1e5" is a number; the step time follows without float noise. */
  type_into (page, "rate-entry", "1e5");
  g_assert_true (ak_mbu_page_get_utilization (AK_MBU_PAGE (page), &u));
  g_assert_cmpfloat (u.tokens_per_second, ==, 1e5);
  g_assert_cmpstr (entry_text (page, "step-entry"), ==, "0.01");
  type_into (page, "rate-entry", "3");
  g_assert_cmpstr (entry_text (page, "step-entry"), ==, "333.333");

  /* Too small to be meant, and 1000 ÷ it would be absurd: refused. */
  type_into (page, "step-entry", "0.0000000000000000001");
  g_assert_false (ak_mbu_page_get_utilization (AK_MBU_PAGE (page), &u));
  g_assert_true (gtk_widget_get_visible (find_named (page, "input-error")));

  /* An emptied rate is no error while the step time holds a value. */
  type_into (page, "step-entry", "20");
  g_assert_cmpstr (entry_text (page, "rate-entry"), ==, "50");
  type_into (page, "rate-entry", "");
  g_assert_true (ak_mbu_page_get_utilization (AK_MBU_PAGE (page), &u));
  g_assert_cmpfloat_with_epsilon (u.tokens_per_second, 50, 1e-9);
  g_assert_false (gtk_widget_get_visible (find_named (page, "input-error")));
  g_assert_false (gtk_widget_has_css_class (rate, "error"));
  g_assert_cmpstr (entry_text (page, "step-entry"), ==, "20");

  /* Typing "2x" into the step time: "2" gives 500 tokens/s, then "2x" is
   * refused: the results show a dash, and the rate keeps the 500 of the
   * last accepted step time (a typo never wipes the other field). */
  type_into (page, "step-entry", "2");
  g_assert_cmpstr (entry_text (page, "rate-entry"), ==, "500");
  type_into (page, "step-entry", "2x");
  g_assert_cmpstr (entry_text (page, "rate-entry"), ==, "500");
  g_assert_false (ak_mbu_page_get_utilization (AK_MBU_PAGE (page), &u));
  g_assert_cmpstr (text_of (page, "mbu-value"), ==, "—");
  g_assert_true (gtk_widget_has_css_class (find_named (page, "step-entry"), "error"));
  g_assert_nonnull (strstr (text_of (page, "input-error"), "“2x” is not a number"));

  /* Both empty: that is an error, said once. */
  type_into (page, "rate-entry", "");
  type_into (page, "step-entry", "");
  g_assert_false (ak_mbu_page_get_utilization (AK_MBU_PAGE (page), &u));
  g_assert_true (gtk_widget_get_visible (find_named (page, "input-error")));

  gtk_window_destroy (window);
}

/* A refused input (new-user finding): the estimate below the results is a
 * result too, so it shows the same dash as the cards, never a figure
 * computed from the other inputs; and a refused rate leaves the step time
 * the learner had. */
static void
test_refused_estimate (void)
{
  g_autoptr(AkLesson) lesson = bundled_lesson ();
  GtkWidget *page = mbu_page (lesson);
  GtkWindow *window = show_in_window (page);
  static const struct { const char *field, *text; } refused[] = {
    { "model-entry", "-5" }, { "rate-entry", "0" }, { "rate-entry", "1e" }, { "step-entry", "-1" },
  };

  g_assert_true (g_str_has_prefix (text_of (page, "estimate-readout"), "Estimate: "));
  g_assert_nonnull (strstr (text_of (page, "estimate-readout"), "tokens/s per sequence"));
  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      g_autofree char *step = g_strdup (entry_text (page, "step-entry"));
      g_autofree char *rate = g_strdup (entry_text (page, "rate-entry"));

      type_into (page, refused[i].field, refused[i].text);
      g_assert_cmpstr (text_of (page, "mbu-value"), ==, "—");
      g_assert_cmpstr (text_of (page, "ceiling-value"), ==, "—");
      g_assert_cmpstr (text_of (page, "estimate-readout"), ==, "Estimate: —");
      if (g_str_equal (refused[i].field, "rate-entry"))
        g_assert_cmpstr (entry_text (page, "step-entry"), ==, step);
      if (g_str_equal (refused[i].field, "step-entry"))
        g_assert_cmpstr (entry_text (page, "rate-entry"), ==, rate);

      /* Back to the worked example: a figure again. */
      type_into (page, "model-entry", "7");
      type_into (page, "rate-entry", "100");
      g_assert_nonnull (strstr (text_of (page, "estimate-readout"), "tokens/s per sequence"));
      g_assert_cmpstr (entry_text (page, "step-entry"), ==, "10");
    }

  gtk_window_destroy (window);
}

/* The warning names the accelerator on its own, so that any name reads
 * well: never "the This computer (measured …)’s memory bandwidth". */
static void
test_warning_names_accelerator (void)
{
  g_autoptr(AkLesson) lesson = bundled_lesson ();
  GtkWidget *page = mbu_page (lesson);
  GtkWindow *window = show_in_window (page);
  GtkDropDown *drop_down = GTK_DROP_DOWN (find_named (page, "accelerator-drop-down"));
  GPtrArray *accelerators = ak_lesson_get_accelerators (lesson);
  const AkAccelerator *chosen = g_ptr_array_index (accelerators, gtk_drop_down_get_selected (drop_down));
  g_autofree char *prefix = g_strdup_printf ("%s: ", chosen->name);
  g_autofree char *possessive = g_strdup_printf ("the %s", chosen->name);
  const char *warning;

  type_into (page, "rate-entry", "100000");
  warning = text_of (page, "warning");
  g_assert_true (gtk_widget_get_visible (find_named (page, "warning")));
  g_assert_true (g_str_has_prefix (warning, prefix));
  g_assert_null (strstr (warning, possessive));
  g_assert_null (strstr (warning, "’s "));
  g_assert_nonnull (strstr (warning, "memory bandwidth"));

  gtk_window_destroy (window);
}

/* The lesson's point: halving the bytes per parameter halves the bandwidth
 * the same token rate needs. */
static void
test_precision_halves_bandwidth (void)
{
  g_autoptr(AkLesson) lesson = bundled_lesson ();
  GtkWidget *page = mbu_page (lesson);
  GtkWindow *window = show_in_window (page);
  GtkDropDown *precision = GTK_DROP_DOWN (find_named (page, "precision-drop-down"));
  AkUtilization fp16, int8, int4;

  g_assert_true (ak_mbu_page_get_utilization (AK_MBU_PAGE (page), &fp16));
  gtk_drop_down_set_selected (precision, AK_PRECISION_INT8);
  g_assert_cmpstr (text_of (page, "bandwidth-value"), ==, "700 GB/s");
  g_assert_true (ak_mbu_page_get_utilization (AK_MBU_PAGE (page), &int8));
  gtk_drop_down_set_selected (precision, AK_PRECISION_INT4);
  g_assert_true (ak_mbu_page_get_utilization (AK_MBU_PAGE (page), &int4));

  g_assert_cmpfloat_with_epsilon (int8.bandwidth_bytes_s, fp16.bandwidth_bytes_s / 2, 1);
  g_assert_cmpfloat_with_epsilon (int4.bandwidth_bytes_s, fp16.bandwidth_bytes_s / 4, 1);
  g_assert_nonnull (strstr (text_of (page, "precision-table"), "350 GB/s"));

  gtk_window_destroy (window);
}

/* The worked example's FP32 row needs more than the A100's bandwidth
 * (MBU 137 %): the row says what that means, the others do not. */
static void
test_mbu_over_100_explained (void)
{
  g_autoptr(AkLesson) lesson = bundled_lesson ();
  GtkWidget *page = mbu_page (lesson);
  GtkWindow *window = show_in_window (page);
  g_auto(GStrv) rows = g_strsplit (text_of (page, "precision-table"), "\n", -1);

  g_assert_cmpuint (g_strv_length (rows), ==, 4);
  g_assert_true (g_str_has_prefix (rows[0], "FP32"));
  g_assert_nonnull (strstr (rows[0], "MBU 137"));
  g_assert_nonnull (strstr (rows[0], "faster than the memory can move these bytes"));
  for (guint i = 1; i < 4; i++)
    g_assert_null (strstr (rows[i], "faster than the memory"));

  /* Ten times the step time: every row within the bandwidth, no note. */
  type_into (page, "step-entry", "100");
  g_assert_null (strstr (text_of (page, "precision-table"), "faster than the memory"));

  gtk_window_destroy (window);
}

/* Under de_DE a comma is the decimal separator, in what is shown and in
 * what is typed. */
static void
test_german_locale (void)
{
  g_autofree char *old = g_strdup (setlocale (LC_NUMERIC, NULL));
  g_autoptr(AkLesson) lesson = NULL;
  GtkWidget *page;
  GtkWindow *window;
  AkUtilization u;

  if (setlocale (LC_NUMERIC, "de_DE.UTF-8") == NULL)
    {
      g_test_skip ("the de_DE.UTF-8 locale is not installed");
      return;
    }

  lesson = bundled_lesson ();
  page = mbu_page (lesson);
  window = show_in_window (page);

  type_into (page, "model-entry", "7,5");
  g_assert_true (ak_mbu_page_get_utilization (AK_MBU_PAGE (page), &u));
  g_assert_cmpfloat (u.bytes_per_step, ==, 15e9);
  g_assert_cmpstr (text_of (page, "bytes-value"), ==, "15,0 GB");
  g_assert_cmpstr (text_of (page, "mbu-value"), ==, "73,6%");

  gtk_window_destroy (window);
  setlocale (LC_NUMERIC, old);
}

/* ---- the roofline page -------------------------------------------------------- */

static gboolean
is_drawn (gpointer data)
{
  guint n;

  return ak_roofline_renderer_get_label_boxes (data, &n) != NULL && n > 0;
}


static void
assert_description_follows (AkRooflineChart *chart)
{
  AkRooflineRenderer *renderer = ak_roofline_chart_get_renderer (chart);
  g_autofree char *point = ak_roofline_plot_describe_point (ak_roofline_renderer_get_plot (renderer), ak_roofline_renderer_get_selected (renderer));
  /* the chart's words from its kept layout, the selected point first */
  g_autofree char *expected = ak_chart_painter_describe (AK_CHART_PAINTER (renderer));
  g_autofree char *problem = gtk_test_accessible_check_property (GTK_ACCESSIBLE (chart),
                                                                 GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                                                 expected);

  g_assert_null (problem);
  g_assert_true (g_str_has_prefix (expected, point));
}

static void
test_roofline_page (void)
{
  g_autoptr(AkLesson) lesson = bundled_lesson ();
  const AkPage *page = ak_lesson_find_page (lesson, "roofline", NULL);
  g_autoptr(AkPageContext) context = test_page_context (lesson, NULL);
  GtkWidget *widget = ak_roofline_page_new (context, page);
  GtkWindow *window = show_in_window (widget);
  AkRooflineChart *chart = ak_roofline_page_get_chart (AK_ROOFLINE_PAGE (widget));
  AkRooflineRenderer *renderer = ak_roofline_chart_get_renderer (chart);
  g_autofree char *summary = NULL;
  AkRooflinePointInfo first, second;

  iterate_until (is_drawn, renderer);
  g_assert_true (gtk_test_accessible_has_role (GTK_ACCESSIBLE (chart), GTK_ACCESSIBLE_ROLE_IMG));
  g_assert_true (gtk_widget_get_focusable (GTK_WIDGET (chart)));
  g_assert_cmpuint (ak_roofline_plot_get_n_points (ak_roofline_renderer_get_plot (renderer)), ==, 8);

  /* Arrow keys walk the points left to right; the description follows. */
  g_assert_cmpint (ak_roofline_renderer_get_selected (renderer), ==, -1);
  g_assert_true (send_key (GTK_WIDGET (chart), GDK_KEY_Right));
  g_assert_true (ak_roofline_plot_get_point (ak_roofline_renderer_get_plot (renderer), ak_roofline_renderer_get_selected (renderer), &first));
  assert_description_follows (chart);
  g_assert_true (send_key (GTK_WIDGET (chart), GDK_KEY_Right));
  g_assert_true (ak_roofline_plot_get_point (ak_roofline_renderer_get_plot (renderer), ak_roofline_renderer_get_selected (renderer), &second));
  g_assert_cmpfloat (second.intensity, >=, first.intensity);
  assert_description_follows (chart);
  g_assert_false (send_key (GTK_WIDGET (chart), GDK_KEY_a));

  /* The controls change what is drawn: another accelerator, a comparison. */
  gtk_drop_down_set_selected (GTK_DROP_DOWN (find_named (widget, "accelerator-drop-down")), 5);
  summary = ak_roofline_plot_describe (ak_roofline_renderer_get_plot (renderer));
  g_assert_nonnull (strstr (summary, ((AkAccelerator *) g_ptr_array_index (page->accelerators, 5))->name));

  gtk_window_destroy (window);
}

int
main (int argc, char *argv[])
{
  /* The test accessibility backend lets the test read the chart's
   * description back. */
  g_setenv ("GTK_A11Y", "test", TRUE);
  setlocale (LC_ALL, "");

  if (!ui_test_init (&argc, &argv))
    return 0;

  g_test_add_func ("/mbu-page/worked-example", test_worked_example);
  g_test_add_func ("/mbu-page/typed-inputs", test_typed_inputs);
  g_test_add_func ("/mbu-page/mbu-over-100-explained", test_mbu_over_100_explained);
  g_test_add_func ("/mbu-page/kv-cache", test_kv_cache);
  g_test_add_func ("/mbu-page/rate-and-step", test_rate_and_step);
  g_test_add_func ("/mbu-page/refused-estimate", test_refused_estimate);
  g_test_add_func ("/mbu-page/warning-names-accelerator", test_warning_names_accelerator);
  g_test_add_func ("/mbu-page/precision-halves-bandwidth", test_precision_halves_bandwidth);
  g_test_add_func ("/mbu-page/german-locale", test_german_locale);
  g_test_add_func ("/roofline-page/keyboard-and-controls", test_roofline_page);

  return g_test_run ();
}

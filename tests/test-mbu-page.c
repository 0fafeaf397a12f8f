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

/* ---- parsing ---------------------------------------------------------------- */

static void
assert_parses (const char *text,
               const char *point,
               const char *grouping,
               double      expected)
{
  g_autoptr(GError) error = NULL;
  double value = -1;

  if (!ak_mbu_parse_number (text, point, grouping, &value, &error))
    g_error ("“%s” (point “%s”, grouping “%s”): %s", text, point, grouping, error->message);
  g_assert_cmpfloat_with_epsilon (value, expected, 1e-12 * expected);
}

static void
assert_rejects (const char *text,
                const char *point,
                const char *grouping)
{
  g_autoptr(GError) error = NULL;
  double value = 42;

  if (ak_mbu_parse_number (text, point, grouping, &value, &error))
    g_error ("“%s” (point “%s”, grouping “%s”) parsed as %g", text, point, grouping, value);
  g_assert_error (error, AK_ROOFLINE_ERROR, AK_ROOFLINE_ERROR_DOMAIN);
  g_assert_cmpfloat (value, ==, 42);
}

static void
test_parse (void)
{
  /* German: comma decimal, dot grouping */
  assert_parses ("7,5", ",", ".", 7.5);
  assert_parses (" 1.234,5 ", ",", ".", 1234.5);
  assert_parses ("100", ",", ".", 100);
  assert_rejects ("1.5", ",", ".");      /* a group needs three digits */
  assert_rejects ("7,5,1", ",", ".");
  /* English: dot decimal, comma grouping */
  assert_parses ("7.5", ".", ",", 7.5);
  assert_parses ("1,000", ".", ",", 1000);
  assert_rejects ("7,5", ".", ",");
  /* French: comma decimal, narrow no-break space grouping; '.' still works */
  assert_parses ("1\u202f000,25", ",", "\u202f", 1000.25);
  assert_parses ("0.5", ",", "\u202f", 0.5);
  /* C: no grouping */
  assert_parses ("0.001", ".", "", 0.001);
  assert_rejects ("1,000", ".", "");

  for (guint i = 0; i < 2; i++)
    {
      static const char *bad[] = { "", " ", "nan", "NaN", "inf", "-inf", "infinity", "0", "0,0",
                                   "-3", "1e3", "0x10", "abc", "7 B", "--1", "1e400" };
      const char *point = i == 0 ? "." : ",";

      for (guint b = 0; b < G_N_ELEMENTS (bad); b++)
        assert_rejects (bad[b], point, NULL);
    }
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
send_key (GtkWidget *widget,
          guint      keyval)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);
  gboolean handled = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_KEY (controller))
        g_signal_emit_by_name (controller, "key-pressed", keyval, 0, 0, &handled);
    }
  return handled;
}

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
  g_autofree char *point = ak_roofline_renderer_describe_point (renderer, ak_roofline_renderer_get_selected (renderer));
  g_autofree char *summary = ak_roofline_renderer_describe (renderer);
  g_autofree char *expected = g_strdup_printf ("%s %s", point, summary);
  g_autofree char *problem = gtk_test_accessible_check_property (GTK_ACCESSIBLE (chart),
                                                                 GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                                                 expected);

  g_assert_null (problem);
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
  g_assert_cmpuint (ak_roofline_renderer_get_n_points (renderer), ==, 8);

  /* Arrow keys walk the points left to right; the description follows. */
  g_assert_cmpint (ak_roofline_renderer_get_selected (renderer), ==, -1);
  g_assert_true (send_key (GTK_WIDGET (chart), GDK_KEY_Right));
  g_assert_true (ak_roofline_renderer_get_point (renderer, ak_roofline_renderer_get_selected (renderer), &first));
  assert_description_follows (chart);
  g_assert_true (send_key (GTK_WIDGET (chart), GDK_KEY_Right));
  g_assert_true (ak_roofline_renderer_get_point (renderer, ak_roofline_renderer_get_selected (renderer), &second));
  g_assert_cmpfloat (second.intensity, >=, first.intensity);
  assert_description_follows (chart);
  g_assert_false (send_key (GTK_WIDGET (chart), GDK_KEY_a));

  /* The controls change what is drawn: another accelerator, a comparison. */
  gtk_drop_down_set_selected (GTK_DROP_DOWN (find_named (widget, "accelerator-drop-down")), 5);
  summary = ak_roofline_renderer_describe (renderer);
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

  g_test_add_func ("/mbu-page/parse", test_parse);
  g_test_add_func ("/mbu-page/worked-example", test_worked_example);
  g_test_add_func ("/mbu-page/typed-inputs", test_typed_inputs);
  g_test_add_func ("/mbu-page/precision-halves-bandwidth", test_precision_halves_bandwidth);
  g_test_add_func ("/mbu-page/german-locale", test_german_locale);
  g_test_add_func ("/roofline-page/keyboard-and-controls", test_roofline_page);

  return g_test_run ();
}

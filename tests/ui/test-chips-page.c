/* test-chips-page.c: the Many chips page (suite "ui", needs a display):
 * it opens on the lesson's system with the chart's wall and link, the
 * readout follows the chart's selection, the controls change the chart,
 * a refused field keeps the last good chart and says why, every control
 * is named, and Export Chart writes the chart
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gtk/gtk.h>
#include <locale.h>
#include <string.h>

#include "ak-chart-view.h"
#include "ak-chips-page.h"
#include "ak-chips-renderer.h"

#include "ak-test-locale.h"
#include "ak-test-ui.h"

typedef struct {
  AkLesson    *lesson;
  AkProgress  *progress;
  GtkWindow   *window;
  AkChipsPage *page;
} Fixture;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  GtkWidget *widget;

  f->lesson = bundled_lesson ();
  f->progress = temporary_progress ();
  widget = show_lesson_page (f->lesson, f->progress, "many-chips", &f->window);
  g_assert_true (AK_IS_CHIPS_PAGE (widget));
  f->page = AK_CHIPS_PAGE (widget);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  gtk_window_destroy (f->window);
  remove_temporary_progress (f->progress);
  g_object_unref (f->lesson);
}

static AkChartView *
chart (Fixture *f)
{
  return AK_CHART_VIEW (ak_chips_page_get_chart (f->page));
}

/* The lesson's 70B prefill on H100 PCIe cards: 2 hold it, the link takes
 * over at 4 (test-lesson-chips.c); the chart starts on the wall. */
static void
test_opens (Fixture *f, gconstpointer data)
{
  const AkChipsSweep *s = ak_chips_page_get_sweep (f->page);

  g_assert_nonnull (s);
  g_assert_cmpuint (s->n_points, ==, 7);
  g_assert_cmpuint (s->wall_chips, ==, 2);
  g_assert_cmpuint (s->link_chips, ==, 4);
  g_assert_cmpint (ak_chart_view_get_selected (chart (f)), ==, 1);
  g_assert_true (g_str_has_prefix (ak_chips_page_get_readout (f->page), "At 2 chips (TP 2): "));
  g_assert_nonnull (strstr (ak_chips_page_get_readout (f->page), "PCIe Gen5 x16"));
  g_assert_cmpstr (ak_chips_page_get_problem (f->page), ==, "");
  g_assert_cmpstr (ak_chips_renderer_get_memory_label (
                     AK_CHIPS_RENDERER (ak_chart_view_get_painter (chart (f)))), ==, "memory (HBM2e)");
}

/* The chart's keys move the readout; the description is the chart's own. */
static void
test_readout_follows_chart (Fixture *f, gconstpointer data)
{
  GtkWidget *widget = GTK_WIDGET (chart (f));

  snapshot_widget (widget);
  g_assert_true (send_key (widget, GDK_KEY_Right));
  g_assert_true (g_str_has_prefix (ak_chips_page_get_readout (f->page), "At 4 chips (TP 4): "));
  g_assert_nonnull (strstr (ak_chips_page_get_readout (f->page), "bound by the link between the chips."));
  g_assert_true (g_str_has_prefix (ak_chart_view_get_description (chart (f)), "At 4 chips (TP 4): "));
}

/* NVLink on the H100 SXM: the link never takes over; pipeline only
 * changes the layouts. */
static void
test_controls (Fixture *f, gconstpointer data)
{
  GtkDropDown *accelerators = ak_chips_page_get_choice (f->page, AK_CHIPS_CHOICE_ACCELERATOR);
  GListModel *names = gtk_drop_down_get_model (accelerators);
  guint sxm = G_MAXUINT;

  for (guint i = 0; i < g_list_model_get_n_items (names); i++)
    if (g_str_equal (gtk_string_list_get_string (GTK_STRING_LIST (names), i), "NVIDIA H100 SXM"))
      sxm = i;
  g_assert_cmpuint (sxm, !=, G_MAXUINT);
  gtk_drop_down_set_selected (accelerators, sxm);
  g_assert_cmpuint (ak_chips_page_get_sweep (f->page)->link_chips, ==, 0);
  g_assert_nonnull (strstr (ak_chips_page_get_readout (f->page), "NVLink"));
  g_assert_nonnull (strstr (ak_chart_view_get_description (chart (f)), "The link never takes over up to 64 chips."));

  gtk_drop_down_set_selected (ak_chips_page_get_choice (f->page, AK_CHIPS_CHOICE_POLICY), AK_CHIPS_POLICY_PIPELINE);
  for (guint i = 0; i < ak_chips_page_get_sweep (f->page)->n_points; i++)
    g_assert_cmpuint (ak_chips_page_get_sweep (f->page)->points[i].layout.tp, ==, 1);
}

static guint
find_name (GtkDropDown *drop_down,
           const char  *name)
{
  GListModel *names = gtk_drop_down_get_model (drop_down);

  for (guint i = 0; i < g_list_model_get_n_items (names); i++)
    if (g_str_equal (gtk_string_list_get_string (GTK_STRING_LIST (names), i), name))
      return i;
  g_error ("no “%s”", name);
  return 0;
}

/* A new user's case: the 70B model on an NVIDIA L4, the chart still on 2
 * chips, in the shaded area. The readout said only that the model does
 * not fit there; now it says from how many chips it does, the chart's own
 * memory wall (more than 2: the BF16 weights alone, 138 GB, are over two
 * L4's 2 × 25.8 GB), and offers them. */
static void
test_fits_from (Fixture *f, gconstpointer data)
{
  GtkDropDown *accelerators = ak_chips_page_get_choice (f->page, AK_CHIPS_CHOICE_ACCELERATOR);
  GtkWidget *use = find_named (GTK_WIDGET (f->page), "use-wall-button");
  const AkChipsSweep *s;
  g_autofree char *fits_from = NULL, *label = NULL, *at_wall = NULL;

  g_assert_true (GTK_IS_BUTTON (use));
  g_assert_false (gtk_widget_get_visible (use));
  gtk_drop_down_set_selected (accelerators, find_name (accelerators, "NVIDIA L4"));
  s = ak_chips_page_get_sweep (f->page);
  g_assert_cmpuint (s->wall_chips, >, 2);
  g_assert_cmpint (ak_chart_view_get_selected (chart (f)), ==, 1);
  fits_from = g_strdup_printf ("The model does not fit there; it fits from %u chips.", s->wall_chips);
  g_assert_nonnull (strstr (ak_chips_page_get_readout (f->page), fits_from));
  g_assert_nonnull (strstr (ak_chart_view_get_description (chart (f)), fits_from));

  /* the L4's memory is GDDR6 (its accelerator's memory_type), not HBM */
  g_assert_cmpstr (ak_chips_renderer_get_memory_label (
                     AK_CHIPS_RENDERER (ak_chart_view_get_painter (chart (f)))), ==, "memory (GDDR6)");

  label = g_strdup_printf ("Use %u chips", s->wall_chips);
  g_assert_true (gtk_widget_get_visible (use));
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (use)), ==, label);
  g_signal_emit_by_name (use, "clicked");
  g_assert_cmpint (ak_chart_view_get_selected (chart (f)), ==, ak_chips_sweep_find (s, s->wall_chips));
  at_wall = g_strdup_printf ("At %u chips (", s->wall_chips);
  g_assert_true (g_str_has_prefix (ak_chips_page_get_readout (f->page), at_wall));
  g_assert_null (strstr (ak_chips_page_get_readout (f->page), "does not fit"));
  g_assert_false (gtk_widget_get_visible (use));
}

/* A refused batch is said under the fields, marked, and the last good
 * chart stays; a good one brings the chart back in line. */
static void
test_refused (Fixture *f, gconstpointer data)
{
  const AkChipsSweep *before = ak_chips_page_get_sweep (f->page);
  double step = before->points[3].step_s;

  gtk_editable_set_text (ak_chips_page_get_batch (f->page), "0");
  g_assert_true (g_str_has_prefix (ak_chips_page_get_problem (f->page), "Batch (sequences): "));
  g_assert_cmpfloat (ak_chips_page_get_sweep (f->page)->points[3].step_s, ==, step);
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (ak_chips_page_get_batch (f->page)), "error"));

  /* the chart and its words are said to be of the last accepted values */
  g_assert_true (g_str_has_prefix (ak_chips_page_get_readout (f->page), "Not updated while a field is refused"));
  g_assert_true (gtk_widget_has_css_class (ak_chips_page_get_chart (f->page), "stale"));

  gtk_editable_set_text (ak_chips_page_get_batch (f->page), "1e999");
  g_assert_cmpstr (ak_chips_page_get_problem (f->page), !=, "");
  gtk_editable_set_text (ak_chips_page_get_batch (f->page), "8");
  g_assert_cmpstr (ak_chips_page_get_problem (f->page), ==, "");
  /* a typed value counts once typing stops or on Enter, not before */
  g_assert_cmpfloat (ak_chips_page_get_sweep (f->page)->points[3].step_s, ==, step);
  g_signal_emit_by_name (ak_chips_page_get_batch (f->page), "activate");
  g_assert_cmpfloat (ak_chips_page_get_sweep (f->page)->points[3].step_s, >, step);
  g_assert_null (strstr (ak_chips_page_get_readout (f->page), "Not updated"));
  g_assert_false (gtk_widget_has_css_class (ak_chips_page_get_chart (f->page), "stale"));
}

/* Both fields refused: both marked, both reasons given, one a line. */
static void
test_every_refusal_said (Fixture *f, gconstpointer data)
{
  g_auto(GStrv) lines = NULL;

  gtk_editable_set_text (ak_chips_page_get_batch (f->page), "abc");
  gtk_editable_set_text (ak_chips_page_get_context (f->page), "0");
  lines = g_strsplit (ak_chips_page_get_problem (f->page), "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 2);
  g_assert_true (g_str_has_prefix (lines[0], "Batch (sequences): "));
  g_assert_true (g_str_has_prefix (lines[1], "Context (tokens): "));
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (ak_chips_page_get_context (f->page)), "error"));
}

static void
assert_labelled (GtkWidget *control)
{
  GtkWidget *label = gtk_widget_get_first_child (gtk_widget_get_parent (control));

  g_assert_true (GTK_IS_LABEL (label));
  g_assert_true (gtk_label_get_mnemonic_widget (GTK_LABEL (label)) == control);
}

/* Every control has a label that names it and is its mnemonic; the chart
 * takes the focus for its keys. */
static void
test_named (Fixture *f, gconstpointer data)
{
  for (AkChipsChoice c = 0; c < AK_CHIPS_N_CHOICES; c++)
    assert_labelled (GTK_WIDGET (ak_chips_page_get_choice (f->page, c)));
  assert_labelled (GTK_WIDGET (ak_chips_page_get_batch (f->page)));
  assert_labelled (GTK_WIDGET (ak_chips_page_get_context (f->page)));
  g_assert_true (gtk_widget_get_focusable (ak_chips_page_get_chart (f->page)));
}

/* The shared Export Chart path: the chart as an SVG, the status empty. */
static void
test_export (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("chips-page-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "chips.svg", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *svg = NULL;

  g_assert_true (ak_chips_page_export (f->page, file, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &svg, NULL, NULL));
  g_assert_nonnull (strstr (svg, "<svg"));
  g_unlink (path);
  g_rmdir (dir);
}

/* Under de_DE the fields are written as the training page writes its own
 * ("2.048", not "2048", a new user found the two pages disagree) and read
 * back as the same number. */
static void
test_comma_locale (void)
{
  g_autofree char *old = g_strdup (setlocale (LC_NUMERIC, NULL));
  Fixture f;

  if (!ak_test_use_de_numbers ())
    {
      g_test_skip ("the de_DE.UTF-8 locale is not installed and could not be made");
      return;
    }
  fixture_set_up (&f, NULL);
  g_assert_cmpstr (gtk_editable_get_text (ak_chips_page_get_context (f.page)), ==, "2.048");
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (ak_chips_page_get_context (f.page)), "error"));
  g_assert_cmpstr (ak_chips_page_get_problem (f.page), ==, "");
  fixture_tear_down (&f, NULL);
  setlocale (LC_NUMERIC, old);
}

int
main (int   argc,
      char *argv[])
{
  ak_test_provide_de_locale ();
  if (!ui_test_init (&argc, &argv))
    return 0;

  g_test_add_func ("/chips-page/comma-locale", test_comma_locale);
  g_test_add ("/chips-page/opens", Fixture, NULL, fixture_set_up, test_opens, fixture_tear_down);
  g_test_add ("/chips-page/readout-follows-chart", Fixture, NULL, fixture_set_up, test_readout_follows_chart,
              fixture_tear_down);
  g_test_add ("/chips-page/fits-from", Fixture, NULL, fixture_set_up, test_fits_from, fixture_tear_down);
  g_test_add ("/chips-page/controls", Fixture, NULL, fixture_set_up, test_controls, fixture_tear_down);
  g_test_add ("/chips-page/refused", Fixture, NULL, fixture_set_up, test_refused, fixture_tear_down);
  g_test_add ("/chips-page/every-refusal-said", Fixture, NULL, fixture_set_up, test_every_refusal_said,
              fixture_tear_down);
  g_test_add ("/chips-page/named", Fixture, NULL, fixture_set_up, test_named, fixture_tear_down);
  g_test_add ("/chips-page/export", Fixture, NULL, fixture_set_up, test_export, fixture_tear_down);

  return g_test_run ();
}

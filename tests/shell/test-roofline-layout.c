/* test-roofline-layout.c: the kitchen's own point on the roofline page,
 * controls that stay put and a chart that fits the default window
 * (suite "ui", needs a display)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <gtk/gtk.h>
#include <locale.h>
#include <math.h>
#include <string.h>

#include "ak-accelerator-list.h"
#include "ak-format.h"
#include "ak-kitchen-page.h"
#include "ak-roofline-page.h"
#include "ak-window.h"

#include "ak-test-ui.h"

/* The app's style sheet, which AdwApplication loads (a window without
 * an application does not). */
static void
load_style (void)
{
  static GtkCssProvider *css;

  if (css != NULL)
    return;
  css = gtk_css_provider_new ();
  gtk_css_provider_load_from_resource (css, AK_RESOURCE_PREFIX "/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
}

/* The window as the app opens it (its default size), on @page_id. */
static AkWindow *
open_window (const char *page_id)
{
  g_autoptr(AkLesson) lesson = bundled_lesson ();
  AkWindow *window;

  load_style ();
  window = ak_window_new (NULL);

  ak_window_set_lesson (window, lesson, page_id);
  gtk_window_present (GTK_WINDOW (window));
  iterate_until (is_mapped, window);
  return window;
}

/* ---- frames ---------------------------------------------------------------- */

/* Runs until @widget has been through a few frames: layout is done. */
static void
settle (GtkWidget *widget)
{
  iterate_frames (widget, 3);
}

/* ---- the kitchen's point ----------------------------------------------------- */

static GtkWidget *
find_label (GtkWidget  *widget,
            const char *text)
{
  if (GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0)
    return widget;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_label (child, text);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
follow_roofline_link (AkWindow   *window,
                      const char *preset)
{
  GtkWidget *kitchen;
  GtkWidget *link;
  gboolean handled = FALSE;

  g_assert_true (ak_window_select_page (window, "kitchen"));
  kitchen = ak_window_get_page_widget (window, "kitchen");
  iterate_until (is_mapped, kitchen);
  g_assert_true (ak_kitchen_page_select_preset (AK_KITCHEN_PAGE (kitchen), preset));
  link = find_label (kitchen, "See where this kitchen sits on the roofline");
  g_assert_nonnull (link);
  g_signal_emit_by_name (link, "activate-link", "page:roofline", &handled);
  g_assert_true (handled);
}

static gboolean
chart_laid_out (gpointer renderer)
{
  cairo_rectangle_t area;

  ak_roofline_renderer_get_data_area (renderer, &area);
  return area.width > 0 && area.height > 0;
}

/* The page shows the kitchen, alone, at the place its own numbers give on
 * the chart's log axes: intensity @intensity chops per ingredient, @rate
 * chops per second. */
static void
assert_kitchen_point (AkWindow *window,
                      double    intensity,
                      double    rate,
                      AkBound   bound)
{
  GtkWidget *page = ak_window_get_page_widget (window, "roofline");
  AkRooflineChart *chart = ak_roofline_page_get_chart (AK_ROOFLINE_PAGE (page));
  AkRooflineRenderer *renderer = ak_roofline_chart_get_renderer (chart);
  AkRooflinePlot *plot = ak_roofline_renderer_get_plot (renderer);
  g_autofree char *description = NULL;
  g_autofree char *number = NULL;
  AkRooflinePointInfo info;
  cairo_rectangle_t area;
  AkLogAxis x_axis, y_axis;
  double x, y, px, py;

  iterate_until (is_mapped, chart);
  settle (GTK_WIDGET (chart));
  iterate_until (chart_laid_out, renderer);

  g_assert_cmpint (ak_roofline_plot_get_units (plot), ==, AK_ROOFLINE_UNITS_KITCHEN);
  g_assert_cmpuint (ak_roofline_plot_get_n_points (ak_roofline_renderer_get_plot (renderer)), ==, 1);
  g_assert_true (ak_roofline_plot_get_point (ak_roofline_renderer_get_plot (renderer), 0, &info));
  g_assert_cmpstr (info.label, ==, "This kitchen");
  g_assert_true (info.shown);
  g_assert_cmpfloat_with_epsilon (info.intensity, intensity, 1e-9 * intensity);
  g_assert_cmpfloat_with_epsilon (info.attainable_flops, rate, 1e-9 * rate);
  g_assert_cmpint (info.bound, ==, bound);

  /* Its pixel, from its numbers and the axes alone. */
  ak_roofline_renderer_get_data_area (renderer, &area);
  ak_roofline_plot_get_bounds (plot, &x_axis, &y_axis);
  x = area.x + (log10 (intensity) - x_axis.lo) / (x_axis.hi - x_axis.lo) * area.width;
  y = area.y + (1 - (log10 (rate) - y_axis.lo) / (y_axis.hi - y_axis.lo)) * area.height;
  g_assert_true (ak_roofline_renderer_data_to_pixel (renderer, intensity, rate, &px, &py));
  g_assert_cmpfloat_with_epsilon (px, x, 0.5);
  g_assert_cmpfloat_with_epsilon (py, y, 0.5);
  g_assert_true (x > area.x && x < area.x + area.width);
  g_assert_true (y > area.y && y < area.y + area.height);
  /* The pointer finds it there, and the keys reach it. */
  g_assert_cmpint (ak_roofline_renderer_pick (renderer, x + 1, y - 1, 4), ==, 0);
  ak_roofline_renderer_set_selected (renderer, -1);
  g_assert_cmpint (ak_roofline_renderer_step_selection (renderer, 1), ==, 0);

  /* The chart's description says its numbers. */
  description = ak_roofline_plot_describe (ak_roofline_renderer_get_plot (renderer));
  number = ak_format_number_trimmed (intensity, 4);
  g_assert_nonnull (strstr (description, "chops per ingredient"));
  g_assert_nonnull (strstr (description, number));
  g_clear_pointer (&number, g_free);
  number = ak_format_number_trimmed (rate, 4);
  g_assert_nonnull (strstr (description, number));
  g_assert_nonnull (strstr (description, bound == AK_BOUND_MEMORY ? "memory-bound" : "compute-bound"));
}

/* The lesson's GPU kitchen: 512 cooks × 2 chops/s, 40 ingredients/s, 4
 * chops per ingredient: 160 chops/s, memory-bound. Batched, 32 chops per
 * ingredient: the cooks' 1,024 chops/s, compute-bound. */
static void
test_kitchen_point (void)
{
  AkWindow *window = open_window ("kitchen");

  follow_roofline_link (window, "gpu");
  assert_kitchen_point (window, 4, 160, AK_BOUND_MEMORY);

  /* A changed kitchen, followed again, moves the point. */
  follow_roofline_link (window, "gpu-batched");
  assert_kitchen_point (window, 32, 1024, AK_BOUND_COMPUTE);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* ---- controls that stay put -------------------------------------------------- */

static const char *control_names[] = {
  "accelerator-drop-down", "compare-drop-down", "model-drop-down", "precision-drop-down",
  "batch-spin", "prompt-spin", "view-drop-down", "measure-button", "open-config-button",
};

static void
control_bounds (GtkWidget       *page,
                graphene_rect_t *bounds)
{
  for (guint i = 0; i < G_N_ELEMENTS (control_names); i++)
    {
      GtkWidget *control = find_named (page, control_names[i]);

      g_assert_nonnull (control);
      g_assert_true (gtk_widget_compute_bounds (control, page, &bounds[i]));
    }
}

static void
assert_controls_unmoved (GtkWidget             *page,
                         const graphene_rect_t *before,
                         const char            *after_what)
{
  graphene_rect_t now[G_N_ELEMENTS (control_names)];

  settle (page);
  control_bounds (page, now);
  for (guint i = 0; i < G_N_ELEMENTS (control_names); i++)
    if (!graphene_rect_equal (&before[i], &now[i]))
      g_error ("%s moved after %s (window %d px wide): %g,%g %g×%g, was %g,%g %g×%g", control_names[i], after_what,
               gtk_widget_get_width (GTK_WIDGET (gtk_widget_get_root (page))),
               now[i].origin.x, now[i].origin.y, now[i].size.width, now[i].size.height,
               before[i].origin.x, before[i].origin.y, before[i].size.width, before[i].size.height);
}

/* Every item of a drop-down, the longest names included. */
static void
select_each (GtkWidget             *page,
             const char            *name,
             const graphene_rect_t *before)
{
  GtkDropDown *drop_down = GTK_DROP_DOWN (find_named (page, name));
  guint n = g_list_model_get_n_items (gtk_drop_down_get_model (drop_down));

  g_assert_cmpuint (n, >, 1);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *what = g_strdup_printf ("choosing item %u of %s", i, name);

      gtk_drop_down_set_selected (drop_down, i);
      assert_controls_unmoved (page, before, what);
    }
  gtk_drop_down_set_selected (drop_down, 0);
}

/* Selects the item of @name with the shortest name. */
static void
select_shortest (GtkWidget  *page,
                 const char *name)
{
  GtkDropDown *drop_down = GTK_DROP_DOWN (find_named (page, name));
  GListModel *items = gtk_drop_down_get_model (drop_down);
  guint shortest = 0;
  glong shortest_length = G_MAXLONG;

  for (guint i = 0; i < g_list_model_get_n_items (items); i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (items, i);
      const char *text = GTK_IS_STRING_OBJECT (item) ? gtk_string_object_get_string (GTK_STRING_OBJECT (item))
                                                     : ak_accelerator_item_get_name (AK_ACCELERATOR_ITEM (item));

      if (g_utf8_strlen (text, -1) < shortest_length)
        {
          shortest = i;
          shortest_length = g_utf8_strlen (text, -1);
        }
    }
  gtk_drop_down_set_selected (drop_down, shortest);
}

/* The controls start from their shortest choices (a model opened from a
 * config.json file is named after the file, its family and its size: "gpt2.json (gpt2, 124M parameters)"), then every item
 * is chosen, the longest names included, at the window's default width and
 * at @width. */
static void
controls_stay_put (int width)
{
  AkWindow *window = open_window ("roofline");
  GtkWidget *page = ak_window_get_page_widget (window, "roofline");
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "configs", "gpt2.json", NULL);
  g_autoptr(GFile) config = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  graphene_rect_t before[G_N_ELEMENTS (control_names)];
  GtkWidget *status;

  if (width > 0)
    gtk_window_set_default_size (GTK_WINDOW (window), width, 780);
  iterate_until (is_mapped, page);
  g_assert_true (ak_roofline_page_open_config (AK_ROOFLINE_PAGE (page), config, &error));
  g_assert_no_error (error);
  for (guint i = 0; i < 4; i++)
    select_shortest (page, control_names[i]);
  select_shortest (page, "view-drop-down");
  settle (page);
  control_bounds (page, before);

  select_each (page, "model-drop-down", before);
  select_each (page, "accelerator-drop-down", before);
  select_each (page, "compare-drop-down", before);
  select_each (page, "precision-drop-down", before);
  select_each (page, "view-drop-down", before);

  /* Status lines come and go below the controls. */
  status = find_named (page, "measure-status");
  gtk_label_set_text (GTK_LABEL (status), "Measuring memory bandwidth with 4 threads, 3 of 5 passes: "
                                          "a status line long enough to wrap onto a second line and a third "
                                          "line at the default window size, as a German one does.");
  gtk_widget_set_visible (status, TRUE);
  assert_controls_unmoved (page, before, "a status line appeared");
  gtk_widget_set_visible (status, FALSE);
  gtk_widget_set_visible (find_named (page, "measure-progress"), TRUE);
  gtk_widget_set_visible (find_named (page, "measure-cancel-button"), TRUE);
  assert_controls_unmoved (page, before, "the progress bar appeared");
  gtk_widget_set_visible (find_named (page, "measure-progress"), FALSE);
  gtk_widget_set_visible (find_named (page, "measure-cancel-button"), FALSE);
  gtk_label_set_text (GTK_LABEL (find_named (page, "file-status")),
                      "Saved the chart as /home/learner/a/rather/long/folder/name/roofline-chart.png");
  assert_controls_unmoved (page, before, "a file status appeared");

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_controls_stay_put (void)
{
  static const int widths[] = { 0, 900, 360 };

  for (guint i = 0; i < G_N_ELEMENTS (widths); i++)
    controls_stay_put (widths[i]);
}

/* At the window's default size the whole chart is in view. */
static void
test_chart_fits_default_window (void)
{
  g_autoptr(GSettings) settings = ak_application_new_settings ();
  AkWindow *window;
  GtkWidget *page;
  GtkWidget *chart;
  GtkWidget *scroller;
  graphene_rect_t bounds;
  int width = 0, height = 0;

  /* the size an earlier test left in the settings (they are bound to it) */
  g_settings_reset (settings, "window-width");
  g_settings_reset (settings, "window-height");
  window = open_window ("roofline");
  page = ak_window_get_page_widget (window, "roofline");
  gtk_window_get_default_size (GTK_WINDOW (window), &width, &height);
  g_assert_cmpint (width, >=, 1000);
  iterate_until (is_mapped, page);
  settle (page);

  chart = GTK_WIDGET (ak_roofline_page_get_chart (AK_ROOFLINE_PAGE (page)));
  scroller = gtk_widget_get_ancestor (chart, GTK_TYPE_SCROLLED_WINDOW);
  g_assert_nonnull (scroller);
  g_assert_true (gtk_widget_compute_bounds (chart, scroller, &bounds));
  g_assert_cmpfloat (bounds.origin.y, >=, 0);
  g_assert_cmpfloat (bounds.size.height, >=, 260);
  if (bounds.origin.y + bounds.size.height > gtk_widget_get_height (scroller))
    g_error ("the chart ends at %g px, the page's view at %d px (window %d×%d)",
             bounds.origin.y + bounds.size.height, gtk_widget_get_height (scroller), width, height);
  g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=, gtk_widget_get_width (scroller));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* "--language de" plays the page in that language, from the build's
 * translations (as test-i18n-window does). */
static void
set_language (int    *argc,
              char ***argv)
{
  for (int i = 1; i + 1 < *argc; i++)
    if (strcmp ((*argv)[i], "--language") == 0)
      {
        g_setenv ("LANGUAGE", (*argv)[i + 1], TRUE);
        setlocale (LC_ALL, "");
        bindtextdomain (GETTEXT_PACKAGE, BUILD_LOCALEDIR);
        bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
        textdomain (GETTEXT_PACKAGE);
        /* The translations are there: the page will be in that language. */
        g_assert_cmpstr (_("Measure _This Computer"), !=, "Measure _This Computer");
        memmove (&(*argv)[i], &(*argv)[i + 2], (*argc - i - 1) * sizeof (char *));
        *argc -= 2;
        return;
      }
}

int
main (int   argc,
      char *argv[])
{
  set_language (&argc, &argv);
  if (!ui_test_init (&argc, &argv))
    return 0;

  g_test_add_func ("/roofline-layout/kitchen-point", test_kitchen_point);
  g_test_add_func ("/roofline-layout/controls-stay-put", test_controls_stay_put);
  g_test_add_func ("/roofline-layout/chart-fits-default-window", test_chart_fits_default_window);

  return g_test_run ();
}

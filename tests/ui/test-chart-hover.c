/* test-chart-hover.c: hover on the batch and roofline chart widgets picks
 * the point drawn under the pointer, through the renderer's kept layout,
 * after the renderer's axes changed (suite "ui", needs a display)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gtk/gtk.h>
#include <math.h>

#include "ak-batch-chart.h"
#include "ak-roofline-chart.h"

#include "ak-test-ui.h"

static gboolean
is_allocated (gpointer widget)
{
  return gtk_widget_get_width (widget) > 0 && gtk_widget_get_height (widget) > 0;
}

/* The widget in a window of its own, allocated. */
static GtkWindow *
show_and_draw (GtkWidget *widget)
{
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());

  gtk_window_set_default_size (window, 960, 720);
  gtk_window_set_child (window, widget);
  gtk_window_present (window);
  iterate_until (is_allocated, widget);
  return window;
}

static void
snapshot_widget (GtkWidget *widget)
{
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;

  GTK_WIDGET_GET_CLASS (widget)->snapshot (widget, snapshot);
  node = gtk_snapshot_to_node (snapshot);
}

/* The pointer moves to (@x, @y), through the widget's own motion controller. */
static void
hover (GtkWidget *widget,
       double     x,
       double     y)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);
  guint moved = 0;

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_MOTION (controller))
        {
          g_signal_emit_by_name (controller, "motion", x, y);
          moved++;
        }
    }
  g_assert_cmpuint (moved, ==, 1);
}

/* ---- batch -------------------------------------------------------------------------- */

static void
fill_sweep (AkBatchSweep *s)
{
  static const double batches[] = { 1, 2, 4, 8, 16, 32, 64, 128, 256, 512 };

  s->n_points = G_N_ELEMENTS (batches);
  for (guint i = 0; i < s->n_points; i++)
    s->points[i] = (AkBatchPoint) { .batch = batches[i], .step_time_s = 0.01 + 1e-4 * batches[i],
                                    .weights_s = 0.01, .kv_s = 1e-4 * batches[i], .compute_s = 2e-5 * batches[i],
                                    .ms_per_token = (10 + 0.1 * batches[i]) / batches[i],
                                    .tokens_per_s = batches[i] * 1000 / (10 + 0.1 * batches[i]),
                                    .bound = AK_BOUND_MEMORY, .fits_in_memory = TRUE };
  s->critical_batch = 150;
  s->memory_known = FALSE;
}

/* Hovering at the drawn pixel of each batch selects it. */
static void
assert_hover_selects_drawn (AkBatchChartView *chart)
{
  AkBatchRenderer *renderer = ak_batch_chart_view_get_renderer (chart);
  guint n = ak_batch_chart_view_get_sweep (chart)->n_points;

  for (guint i = 0; i < n; i++)
    {
      guint batch = (i * 7 + 3) % n;   /* not in order, so each move changes the selection */
      double x, y;

      g_assert_true (ak_chart_layout_get_point (ak_batch_renderer_get_layout (renderer),
                                                AK_BATCH_SERIES_MS_PER_TOKEN, batch, &x, &y));
      hover (GTK_WIDGET (chart), x, y);
      g_assert_cmpuint (ak_batch_chart_view_get_selected (chart), ==, batch);
    }
}

static void
test_batch_hover (void)
{
  g_autofree AkBatchSweep *sweep = g_new0 (AkBatchSweep, 1);
  GtkWidget *widget = ak_batch_chart_view_new ();
  AkBatchChartView *chart = AK_BATCH_CHART_VIEW (widget);
  const AkChartAxisSettings moved = { .padding = 48, .margin = 1 };
  GtkWindow *window;

  fill_sweep (sweep);
  ak_batch_chart_view_set_sweep (chart, sweep);
  window = show_and_draw (widget);
  snapshot_widget (widget);
  assert_hover_selects_drawn (chart);

  /* other axes: the drawn batches move, and hover follows them */
  ak_chart_painter_set_axis_settings (AK_CHART_PAINTER (ak_batch_chart_view_get_renderer (chart)), &moved);
  snapshot_widget (widget);
  assert_hover_selects_drawn (chart);

  gtk_window_destroy (window);
}

/* ---- roofline ------------------------------------------------------------------------ */

static void
assert_roofline_hover (AkRooflineChart *chart)
{
  AkRooflineRenderer *renderer = ak_roofline_chart_get_renderer (chart);
  const AkChartLayout *layout = ak_roofline_renderer_get_layout (renderer);
  guint n = ak_roofline_plot_get_n_points (ak_roofline_renderer_get_plot (renderer));

  for (guint i = 0; i < n; i++)
    {
      double x, y;

      g_assert_true (ak_chart_layout_get_point (layout, AK_ROOFLINE_SERIES_POINTS, i, &x, &y));
      hover (GTK_WIDGET (chart), x + 1, y - 1);
      g_assert_cmpint (ak_roofline_renderer_get_selected (renderer), ==, (int) i);
    }
}

static void
test_roofline_hover (void)
{
  GtkWidget *widget = ak_roofline_chart_new ();
  AkRooflineChart *chart = AK_ROOFLINE_CHART (widget);
  AkRooflinePlot *plot = ak_roofline_renderer_get_plot (ak_roofline_chart_get_renderer (chart));
  GtkWindow *window;
  double before_x, before_y, x, y;

  g_assert_true (ak_roofline_plot_set_roof (plot, AK_ROOFLINE_ROOF_PRIMARY, "Test chip", 1e14, 1e12, NULL));
  ak_roofline_plot_add_point (plot, "low", 1e9, 1e8, FALSE);
  ak_roofline_plot_add_point (plot, "ridge", 1e11, 1e9, FALSE);
  ak_roofline_plot_add_point (plot, "high", 1e13, 1e9, FALSE);
  window = show_and_draw (widget);
  snapshot_widget (widget);
  assert_roofline_hover (chart);
  g_assert_true (ak_chart_layout_get_point (ak_roofline_renderer_get_layout (ak_roofline_chart_get_renderer (chart)),
                                            AK_ROOFLINE_SERIES_POINTS, 1, &before_x, &before_y));

  /* a point far out widens both axes: everything moves, hover follows */
  ak_roofline_plot_add_point (plot, "far", 1e16, 1e8, FALSE);
  snapshot_widget (widget);
  g_assert_true (ak_chart_layout_get_point (ak_roofline_renderer_get_layout (ak_roofline_chart_get_renderer (chart)),
                                            AK_ROOFLINE_SERIES_POINTS, 1, &x, &y));
  g_assert_cmpfloat (fabs (x - before_x) + fabs (y - before_y), >, 10);
  assert_roofline_hover (chart);

  gtk_window_destroy (window);
}

int
main (int   argc,
      char *argv[])
{
  if (!ui_test_init (&argc, &argv))
    return 0;

  g_test_add_func ("/chart-hover/batch", test_batch_hover);
  g_test_add_func ("/chart-hover/roofline", test_roofline_hover);

  return g_test_run ();
}

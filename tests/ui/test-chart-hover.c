/* test-chart-hover.c: hover on every chart widget (batch, roofline, and
 * the chart view of the training planner and of the chips chart) picks
 * the point drawn under the pointer through the renderer's kept layout,
 * also after the renderer's axis settings changed; the chips chart's keys
 * and description follow the same layout (suite "ui", needs a display)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gtk/gtk.h>
#include <math.h>
#include <string.h>

#include "ak-batch-chart.h"
#include "ak-chart-view.h"
#include "ak-chips-renderer.h"
#include "ak-roofline-chart.h"
#include "ak-training-renderer.h"

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

  /* other axis settings: a wider margin and padding move every point */
  {
    const AkChartAxisSettings moved = { .padding = 48, .margin = 1 };

    ak_chart_painter_set_axis_settings (AK_CHART_PAINTER (ak_roofline_chart_get_renderer (chart)), &moved);
    snapshot_widget (widget);
    g_assert_true (ak_chart_layout_get_point (ak_roofline_renderer_get_layout (ak_roofline_chart_get_renderer (chart)),
                                              AK_ROOFLINE_SERIES_POINTS, 1, &x, &y));
    g_assert_cmpfloat (fabs (x - before_x) + fabs (y - before_y), >, 10);
    assert_roofline_hover (chart);
    g_assert_true (ak_chart_layout_get_point (ak_roofline_renderer_get_layout (ak_roofline_chart_get_renderer (chart)),
                                              AK_ROOFLINE_SERIES_POINTS, 1, &before_x, &before_y));
  }

  /* a point far out widens both axes: everything moves, hover follows */
  ak_roofline_plot_add_point (plot, "far", 1e16, 1e8, FALSE);
  snapshot_widget (widget);
  g_assert_true (ak_chart_layout_get_point (ak_roofline_renderer_get_layout (ak_roofline_chart_get_renderer (chart)),
                                            AK_ROOFLINE_SERIES_POINTS, 1, &x, &y));
  g_assert_cmpfloat (fabs (x - before_x) + fabs (y - before_y), >, 10);
  assert_roofline_hover (chart);

  gtk_window_destroy (window);
}

/* ---- chart views: training and chips ---------------------------------------------- */

/* Hovering at each drawn point of the painter's pick series selects it. */
static void
assert_view_hover (AkChartView *view,
                   guint        n)
{
  AkChartPainter *painter = ak_chart_view_get_painter (view);
  const AkChartLayout *layout = ak_chart_painter_get_layout (painter);

  for (guint i = 0; i < n; i++)
    {
      guint index = (i * 3 + 1) % n;  /* not in order, so each move changes the selection */
      double x, y;

      g_assert_true (ak_chart_layout_get_point (layout, ak_chart_painter_get_pick_series (painter), index, &x, &y));
      hover (GTK_WIDGET (view), x, y);
      g_assert_cmpint (ak_chart_view_get_selected (view), ==, (int) index);
    }
}

/* Hover, then other axis settings, then hover again on the new places. */
static void
assert_view_follows_settings (AkChartView *view,
                              guint        n)
{
  const AkChartAxisSettings moved = { .padding = 48, .margin = 1 };
  AkChartPainter *painter = ak_chart_view_get_painter (view);
  double before_x, before_y, x, y;

  snapshot_widget (GTK_WIDGET (view));
  assert_view_hover (view, n);
  g_assert_true (ak_chart_layout_get_point (ak_chart_painter_get_layout (painter),
                                            ak_chart_painter_get_pick_series (painter), 0, &before_x, &before_y));
  ak_chart_painter_set_axis_settings (painter, &moved);
  snapshot_widget (GTK_WIDGET (view));
  g_assert_true (ak_chart_layout_get_point (ak_chart_painter_get_layout (painter),
                                            ak_chart_painter_get_pick_series (painter), 0, &x, &y));
  g_assert_cmpfloat (fabs (x - before_x) + fabs (y - before_y), >, 10);
  assert_view_hover (view, n);
}

static void
test_training_hover (void)
{
  static const char *names[] = { "Run A", "Run B", "Run C", "Run D" };
  g_autoptr(AkTrainingRenderer) renderer = ak_training_renderer_new ();
  AkTrainingMemory memory = { .weights_bytes = 2e10, .total_bytes = 2e10, .capacity_bytes = 8e10, .fits = TRUE };
  AkTrainingChart chart = { .chips_min = 8, .chips_max = 16384, .days_at_min = 4000, .days_at_max = 2,
                            .chips = 512, .days = 60, .n_runs = G_N_ELEMENTS (names) };
  GtkWidget *widget;
  GtkWindow *window;

  for (guint i = 0; i < chart.n_runs; i++)
    chart.runs[i] = (AkTrainingChartRun) { names[i], 64 << (2 * i), 300.0 / (1 << i), 0.4, NULL };
  ak_training_renderer_set_data (renderer, &memory, &chart);
  widget = ak_chart_view_new (AK_CHART_PAINTER (renderer), "Training");
  window = show_and_draw (widget);
  assert_view_follows_settings (AK_CHART_VIEW (widget), chart.n_runs);
  /* the selected run is read out first, from the drawn layout */
  g_assert_true (g_str_has_prefix (ak_chart_view_get_description (AK_CHART_VIEW (widget)), "Selected: Run "));
  gtk_window_destroy (window);
}

/* Llama-2-70B's shape prefilling 2048 tokens on 24 GB cards over PCIe
 * Gen4, all TP (test-chips-sweep.c). */
static AkChipsSweep *
chips_sweep (void)
{
  AkInferenceMachine l4 = { 121e12, 0, 0.3e12, 24e9, AK_PEAK_CASE_BF16 };
  AkInferenceRequest r = { AK_PHASE_PREFILL, 2048, 1, AK_PRECISION_BF16, AK_PRECISION_BF16, AK_PRECISION_BF16 };
  AkSystem pcie = { .link_bandwidth_bytes_s = 31.5e9 };
  g_autoptr(GError) error = NULL;
  AkTransformerShape shape;
  AkChipsSweep *sweep;

  ak_transformer_shape_init_dense (&shape, 80, 8192, 64, 8, 28672, 32000);
  sweep = ak_chips_sweep_compute (&shape, &r, &l4, &pcie, AK_CHIPS_POLICY_TENSOR, 64, &error);
  g_assert_no_error (error);
  return sweep;
}

static GtkWidget *
chips_view (AkChipsRenderer *renderer)
{
  g_autoptr(AkChipsSweep) sweep = chips_sweep ();
  GtkWidget *widget;

  ak_chips_renderer_set_sweep (renderer, sweep);
  widget = ak_chart_view_new (AK_CHART_PAINTER (renderer), "Chips");
  ak_chart_view_set_pick (AK_CHART_VIEW (widget), AK_CHART_PICK_COLUMN, 8);
  return widget;
}

static void
test_chips_hover (void)
{
  g_autoptr(AkChipsRenderer) renderer = ak_chips_renderer_new ();
  GtkWidget *widget = chips_view (renderer);
  GtkWindow *window = show_and_draw (widget);

  assert_view_follows_settings (AK_CHART_VIEW (widget), 7);
  gtk_window_destroy (window);
}

static const char *
description_of (GtkWidget *widget)
{
  return ak_chart_view_get_description (AK_CHART_VIEW (widget));
}

/* Arrow keys step through the drawn chip counts, left to right; the
 * description says the chosen count's terms first, and is the painter's. */
static void
test_chips_keys (void)
{
  g_autoptr(AkChipsRenderer) renderer = ak_chips_renderer_new ();
  GtkWidget *widget = chips_view (renderer);
  AkChartView *view = AK_CHART_VIEW (widget);
  GtkWindow *window;
  g_autofree char *painter = NULL;

  /* before any draw: the keys lay the chart out first */
  g_assert_true (g_str_has_prefix (description_of (widget), "Use the arrow keys"));
  g_assert_true (send_key (widget, GDK_KEY_Right));
  g_assert_cmpint (ak_chart_view_get_selected (view), ==, 0);
  window = show_and_draw (widget);
  snapshot_widget (widget);
  g_assert_true (send_key (widget, GDK_KEY_Right));
  g_assert_true (send_key (widget, GDK_KEY_Right));
  g_assert_cmpint (ak_chart_view_get_selected (view), ==, 2);
  g_assert_true (g_str_has_prefix (description_of (widget), "At 4 chips (TP 4): compute "));
  g_assert_true (send_key (widget, GDK_KEY_End));
  g_assert_cmpint (ak_chart_view_get_selected (view), ==, 6);
  g_assert_true (g_str_has_prefix (description_of (widget), "At 64 chips (TP 64): "));
  g_assert_true (send_key (widget, GDK_KEY_Left));
  g_assert_cmpint (ak_chart_view_get_selected (view), ==, 5);
  g_assert_true (send_key (widget, GDK_KEY_Home));
  g_assert_cmpint (ak_chart_view_get_selected (view), ==, 0);
  g_assert_false (send_key (widget, GDK_KEY_a));
  painter = ak_chart_painter_describe (AK_CHART_PAINTER (renderer));
  g_assert_cmpstr (description_of (widget), ==, painter);
  g_assert_nonnull (strstr (painter, "The model does not fit there; it fits from 8 chips."));
  g_assert_nonnull (strstr (painter, "Memory wall: the model does not fit on fewer than 8 chips, shaded."));
  g_assert_nonnull (strstr (painter, "The link takes over at 8 chips"));
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
  g_test_add_func ("/chart-hover/training", test_training_hover);
  g_test_add_func ("/chart-hover/chips", test_chips_hover);
  g_test_add_func ("/chart-hover/chips-keys", test_chips_keys);

  return g_test_run ();
}

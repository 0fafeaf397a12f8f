/* test-batch-render.c: the batch explorer's charts (src/ak-batch-renderer.c)
 * in pixels: the critical-batch marker and the memory wall at two sizes and
 * scale 2, light and dark; no NaN or infinity in any path with extreme
 * inputs; the description for screen readers; the kept layout that hover
 * and keys read, whatever the axis settings
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <math.h>
#include <string.h>

#include <glib.h>

#include "ak-batch-renderer.h"

#include "ak-test-render.h"

typedef RenderCase Case;

static const Case cases[] = {
  { 960, 600, 1, FALSE },
  { 320, 480, 1, FALSE },
  { 320, 480, 2, FALSE },
  { 960, 600, 2, TRUE },
};

/* Llama 2 7B (BF16, 2048 tokens) on an A100 80GB: critical batch 153, the
 * largest batch that fits 61. */
static AkBatchSweep *
llama_sweep (double memory_bytes)
{
  static const AkAccelerator acc = {
    .name = (char *) "A100", .peak_bf16_dense_tflops = 312, .memory_gb = 80,
    .bandwidth_tb_s = 2.039, .peak_fp32_vector_tflops = 19.5,
  };
  AkBatchSweepRequest r = {
    .context_tokens = 2048, .batch_size = 16, .weight_precision = AK_PRECISION_BF16,
    .kv_precision = AK_PRECISION_BF16, .compute_precision = AK_PRECISION_BF16,
  };
  g_autoptr(GError) error = NULL;
  AkBatchSweep *s = g_new0 (AkBatchSweep, 1);
  AkTransformerShape shape;
  AkInferenceMachine m;

  ak_transformer_shape_init_dense (&shape, 32, 4096, 32, 32, 11008, 32000);
  g_assert_true (ak_inference_machine_for_accelerator (&acc, AK_PRECISION_BF16, AK_PRECISION_BF16, &m, &error));
  m.memory_bytes = memory_bytes;
  g_assert_true (ak_batch_sweep_compute (&shape, &r, &m, s, &error));
  g_assert_no_error (error);
  return s;
}

/* What a draw left: the curves panel's data area and its markers. */
typedef struct {
  cairo_rectangle_t curves;
  gboolean          has_critical;
  double            critical_x;
  gboolean          has_wall;
  double            wall_x;
} Drawn;

static void
draw_sweep (cairo_t *cr, const AkBatchSweep *s, AkBatchChart chart, double width, double height,
            const AkChartColors *colors, Drawn *out)
{
  g_autoptr(AkBatchRenderer) renderer = ak_batch_renderer_new ();
  const AkChartLayout *layout;
  const AkChartPanel *curves;
  AkChartMark critical, wall;

  ak_batch_renderer_set_sweep (renderer, s);
  ak_batch_renderer_set_chart (renderer, chart);
  ak_batch_renderer_draw (renderer, cr, width, height, colors);
  if (out == NULL)
    return;
  layout = ak_batch_renderer_get_layout (renderer);
  curves = ak_chart_layout_get_panel (layout, AK_BATCH_CHART_CURVES);
  *out = (Drawn) { .curves = curves != NULL ? curves->frame : (cairo_rectangle_t) { 0 } };
  out->has_critical = ak_chart_layout_get_mark (layout, AK_BATCH_MARK_CRITICAL, &critical);
  out->critical_x = out->has_critical ? critical.x : 0;
  out->has_wall = ak_chart_layout_get_mark (layout, AK_BATCH_MARK_WALL, &wall);
  out->wall_x = out->has_wall ? wall.x : 0;
}

static char *
describe_sweep (const AkBatchSweep *s)
{
  g_autoptr(AkBatchRenderer) renderer = ak_batch_renderer_new ();

  ak_batch_renderer_set_sweep (renderer, s);
  return ak_chart_painter_describe (AK_CHART_PAINTER (renderer));
}

static cairo_surface_t *
render (const AkBatchSweep *s, const Case *c, AkBatchChart chart, Drawn *layout)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, (int) (c->width * c->scale),
                                                         (int) (c->height * c->scale));
  cairo_t *cr = cairo_create (surface);
  AkChartColors colors;

  render_case_colors (c, &colors);
  cairo_scale (cr, c->scale, c->scale);
  draw_sweep (cr, s, chart, c->width, c->height, &colors, layout);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

static void
test_critical_marker (void)
{
  g_autofree AkBatchSweep *s = llama_sweep (80e9);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const Case *c = &cases[i];
      Drawn layout;
      AkChartColors colors;
      cairo_surface_t *surface = render (s, c, AK_BATCH_CHART_CURVES, &layout);
      double expected;

      render_case_colors (c, &colors);
      g_assert_true (layout.has_critical);
      /* on a log axis of whole decades 10^0 … 10^3: log10 (153.02) / 3 */
      expected = layout.curves.x + log10 (s->critical_batch) / 3 * layout.curves.width;
      g_assert_cmpfloat (fabs (layout.critical_x - expected), <=, 1);
      /* dashed 6 on, 3 off: about two thirds of the column is the marker;
       * beside it (away from its label, which is on the left past 60 % of
       * the axis) none */
      g_assert_cmpfloat (column_fraction (surface, c, &layout.curves, layout.critical_x, &colors.compute, FALSE),
                         >, 0.45);
      g_assert_cmpfloat (column_fraction (surface, c, &layout.curves, layout.critical_x + 6, &colors.compute, FALSE),
                         <, 0.05);
      cairo_surface_destroy (surface);
    }
}

static void
test_memory_wall (void)
{
  g_autofree AkBatchSweep *s = llama_sweep (80e9);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const Case *c = &cases[i];
      Drawn layout;
      AkChartColors colors;
      cairo_surface_t *surface = render (s, c, AK_BATCH_CHART_CURVES, &layout);
      const cairo_rectangle_t *a = &layout.curves;
      double expected = a->x + log10 (61.5) / 3 * a->width;
      double shaded = layout.wall_x + (a->x + a->width - layout.wall_x) * 0.8;
      double clear = a->x + log10 (3) / 3 * a->width;

      render_case_colors (c, &colors);
      g_assert_true (layout.has_wall);
      g_assert_cmpfloat (fabs (layout.wall_x - expected), <=, 1);
      /* past the wall nearly every pixel is shaded; at batch 3 nearly none
       * (only the two curves and the grid cross it) */
      g_assert_cmpfloat (column_fraction (surface, c, a, shaded, &colors.background, TRUE), >, 0.9);
      g_assert_cmpfloat (column_fraction (surface, c, a, clear, &colors.background, TRUE), <, 0.1);
      cairo_surface_destroy (surface);
    }
}

/* Memory unknown: no wall; the weights alone do not fit: all of it. */
static void
test_memory_wall_edges (void)
{
  g_autofree AkBatchSweep *unknown = llama_sweep (0);
  g_autofree AkBatchSweep *small = llama_sweep (8e9);
  Drawn layout;

  cairo_surface_destroy (render (unknown, &cases[0], AK_BATCH_CHART_CURVES, &layout));
  g_assert_false (layout.has_wall);
  g_assert_true (layout.has_critical);
  cairo_surface_destroy (render (small, &cases[0], AK_BATCH_CHART_CURVES, &layout));
  g_assert_true (layout.has_wall);
  g_assert_cmpfloat (layout.wall_x, ==, layout.curves.x);
}

typedef struct {
  const AkBatchSweep *sweep;
  double              width, height;
} SvgCase;

static void
draw_all_charts (cairo_t *cr, gpointer data)
{
  const SvgCase *c = data;
  AkChartColors colors;

  render_case_colors (&cases[0], &colors);
  for (AkBatchChart chart = AK_BATCH_CHART_CURVES; chart <= AK_BATCH_CHART_ALL; chart++)
    draw_sweep (cr, c->sweep, chart, c->width, c->height, &colors, NULL);
}

static void
assert_clean_sweep_svg (const AkBatchSweep *s, double width, double height)
{
  SvgCase c = { s, width, height };

  assert_clean_svg (draw_all_charts, &c);
}

/* Values no sweep makes, drawn anyway: nothing NaN or infinite reaches a
 * path, at sizes from none to huge. */
static void
test_extremes (void)
{
  const double values[] = { NAN, INFINITY, -INFINITY, 0, -1, 1e-308, 1e308, 5e-324, 1 };
  const double sizes[][2] = { { 960, 720 }, { 320, 200 }, { 1, 1 }, { 0, 0 }, { NAN, 10 }, { 1e6, 1e6 } };
  g_autofree AkBatchSweep *s = g_new0 (AkBatchSweep, 1);
  g_autofree char *words = NULL;

  s->n_points = G_N_ELEMENTS (values);
  for (guint i = 0; i < s->n_points; i++)
    {
      double v = values[i], w = values[(i + 3) % s->n_points];

      s->points[i] = (AkBatchPoint) { .batch = v, .step_time_s = w, .weights_s = v, .kv_s = w,
                                      .compute_s = v, .ms_per_token = w, .tokens_per_s = v,
                                      .bound = i % 2 ? AK_BOUND_COMPUTE : AK_BOUND_MEMORY };
    }
  s->memory_known = TRUE;
  for (guint k = 0; k < G_N_ELEMENTS (values); k++)
    {
      s->critical_batch = values[k];
      s->max_batch = values[(k + 1) % G_N_ELEMENTS (values)];
      s->selected = k;
      for (guint j = 0; j < G_N_ELEMENTS (sizes); j++)
        assert_clean_sweep_svg (s, sizes[j][0], sizes[j][1]);
    }
  words = describe_sweep (s);
  g_assert_nonnull (words);

  s->n_points = 0;
  s->selected = 0;
  assert_clean_sweep_svg (s, 960, 720);
}

static void
test_describe (void)
{
  g_autofree AkBatchSweep *s = llama_sweep (80e9);
  g_autofree AkBatchSweep *unknown = llama_sweep (0);
  g_autofree char *text = describe_sweep (s);
  g_autofree char *other = describe_sweep (unknown);

  g_assert_nonnull (strstr (text, "Critical batch: 153 sequences"));
  g_assert_nonnull (strstr (text, "Largest batch that fits in memory: 61 sequences"));
  g_assert_nonnull (strstr (text, "At batch 16:"));
  g_assert_nonnull (strstr (text, "memory-bound"));
  g_assert_null (strstr (text, "Speculative"));
  g_assert_nonnull (strstr (other, "not known"));
}

/* ---- the kept layout -------------------------------------------------------------- */

static void
draw_renderer (AkBatchRenderer *renderer, double width, double height)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, (int) width, (int) height);
  cairo_t *cr = cairo_create (surface);
  AkChartColors colors;

  render_case_colors (&cases[0], &colors);
  ak_batch_renderer_draw (renderer, cr, width, height, &colors);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

/* Hovering at the pixel where batch @n was drawn picks @n, on the curves
 * (along x) and on the frontier (nearest point). */
static void
assert_picks_drawn (AkBatchRenderer *renderer, guint n, double *out_x)
{
  const AkChartLayout *layout = ak_batch_renderer_get_layout (renderer);
  double x, y;

  g_assert_true (ak_chart_layout_get_point (layout, AK_BATCH_SERIES_MS_PER_TOKEN, n, &x, &y));
  g_assert_cmpint (ak_chart_layout_pick (layout, AK_BATCH_SERIES_MS_PER_TOKEN, x, y, 8,
                                         AK_CHART_PICK_COLUMN), ==, (int) n);
  *out_x = x;
  g_assert_true (ak_chart_layout_get_point (layout, AK_BATCH_SERIES_FRONTIER, n, &x, &y));
  g_assert_cmpint (ak_chart_layout_pick (layout, AK_BATCH_SERIES_FRONTIER, x, y, 2,
                                         AK_CHART_PICK_NEAREST), ==, (int) n);
}

/* The renderer's axis settings change where the batches go; the layout it
 * keeps follows, so hover still picks the batch drawn under the pointer,
 * while the pixel batch N had before now picks another. */
static void
test_layout_follows_settings (void)
{
  g_autofree AkBatchSweep *s = llama_sweep (80e9);
  g_autoptr(AkBatchRenderer) renderer = ak_batch_renderer_new ();
  const AkChartAxisSettings moved = { .padding = 40, .margin = 1 };
  g_autofree double *before = g_new0 (double, s->n_points);
  const AkChartPanel *curves;
  guint moved_away = 0;

  ak_batch_renderer_set_sweep (renderer, s);
  draw_renderer (renderer, 960, 720);
  curves = ak_chart_layout_get_panel (ak_batch_renderer_get_layout (renderer), AK_BATCH_CHART_CURVES);
  g_assert_nonnull (curves);
  /* the kept axis is the drawn one: 10^0 to 10^3 batches */
  g_assert_cmpfloat (curves->x.lo, ==, 0);
  g_assert_cmpfloat (curves->x.hi, ==, 3);
  for (guint n = 0; n < s->n_points; n++)
    assert_picks_drawn (renderer, n, &before[n]);

  ak_chart_painter_set_axis_settings (AK_CHART_PAINTER (renderer), &moved);
  g_assert_true (ak_chart_layout_is_empty (ak_batch_renderer_get_layout (renderer)));
  draw_renderer (renderer, 960, 720);
  curves = ak_chart_layout_get_panel (ak_batch_renderer_get_layout (renderer), AK_BATCH_CHART_CURVES);
  g_assert_cmpfloat (curves->x.lo, ==, -1);
  g_assert_cmpfloat (curves->x.hi, ==, 4);
  for (guint n = 0; n < s->n_points; n++)
    {
      double x;

      assert_picks_drawn (renderer, n, &x);
      moved_away += ak_chart_layout_pick (ak_batch_renderer_get_layout (renderer),
                                          AK_BATCH_SERIES_MS_PER_TOKEN, before[n],
                                          curves->frame.y + 1, 8, AK_CHART_PICK_COLUMN) != (int) n;
    }
  g_assert_cmpuint (moved_away, >, s->n_points / 2);
}

/* Keys step through the drawn batches left to right, ends included. */
static void
test_layout_steps (void)
{
  g_autofree AkBatchSweep *s = llama_sweep (80e9);
  g_autoptr(AkBatchRenderer) renderer = ak_batch_renderer_new ();
  const AkChartLayout *layout = ak_batch_renderer_get_layout (renderer);
  int last = (int) s->n_points - 1;

  ak_batch_renderer_set_sweep (renderer, s);
  g_assert_cmpint (ak_chart_layout_step (layout, AK_BATCH_SERIES_MS_PER_TOKEN, 0, 1), ==, -1);
  draw_renderer (renderer, 960, 720);
  g_assert_cmpint (ak_chart_layout_step (layout, AK_BATCH_SERIES_MS_PER_TOKEN, 0, 1), ==, 1);
  g_assert_cmpint (ak_chart_layout_step (layout, AK_BATCH_SERIES_MS_PER_TOKEN, 0, -1), ==, 0);
  g_assert_cmpint (ak_chart_layout_step (layout, AK_BATCH_SERIES_MS_PER_TOKEN, 3, G_MAXINT), ==, last);
  g_assert_cmpint (ak_chart_layout_step (layout, AK_BATCH_SERIES_MS_PER_TOKEN, 3, G_MININT), ==, 0);
  g_assert_cmpint (ak_chart_layout_step (layout, AK_BATCH_SERIES_MS_PER_TOKEN, -1, 1), ==, 0);
  g_assert_cmpint (ak_chart_layout_step (layout, AK_BATCH_SERIES_MS_PER_TOKEN, -1, -1), ==, last);
}

/* The frontier's "B=8" labels: inside their panel, beside their own point,
 * over no other label and no marker (they covered the markers of nearby
 * batches), at every size, whichever batch is selected, with and without
 * a memory wall; and most points are named. */
static void
test_frontier_labels (void)
{
  static const double sizes[][2] = { { 960, 720 }, { 480, 360 }, { 320, 480 } };
  const double memories[] = { 80e9, 20e9 };
  const double radius = 3.5;  /* the markers' (ak-chart-paint-private.h) */

  for (guint m = 0; m < G_N_ELEMENTS (memories); m++)
    for (guint z = 0; z < G_N_ELEMENTS (sizes); z++)
      {
        g_autofree AkBatchSweep *s = llama_sweep (memories[m]);

        for (guint selected = 0; selected < s->n_points; selected += 3)
          {
            g_autoptr(AkBatchRenderer) renderer = ak_batch_renderer_new ();
            const AkChartLayout *layout = ak_batch_renderer_get_layout (renderer);
            const AkChartPanel *panel;
            const AkChartLabel *labels;
            guint n;

            ak_batch_renderer_set_sweep (renderer, s);
            ak_batch_renderer_set_chart (renderer, AK_BATCH_CHART_FRONTIER);
            ak_batch_renderer_set_selected (renderer, (int) selected);
            draw_renderer (renderer, sizes[z][0], sizes[z][1]);
            panel = ak_chart_layout_get_panel (layout, AK_BATCH_CHART_FRONTIER);
            labels = ak_chart_layout_get_labels (layout, &n);
            g_assert_nonnull (panel);
            g_assert_cmpuint (n, >=, MIN (s->n_points, 3));

            for (guint i = 0; i < n; i++)
              {
                const cairo_rectangle_t *box = &labels[i].box;
                double x, y;

                g_assert_cmpuint (labels[i].series, ==, AK_BATCH_SERIES_FRONTIER);
                g_assert_true (ak_chart_layout_get_point (layout, AK_BATCH_SERIES_FRONTIER, labels[i].index, &x, &y));
                g_assert_cmpfloat (box->x, >=, panel->frame.x - 1e-6);
                g_assert_cmpfloat (box->y, >=, panel->frame.y - 1e-6);
                g_assert_cmpfloat (box->x + box->width, <=, panel->frame.x + panel->frame.width + 1e-6);
                g_assert_cmpfloat (box->y + box->height, <=, panel->frame.y + panel->frame.height + 1e-6);
                /* beside its point: a corner of the box within a marker and a gap of it */
                g_assert_cmpfloat (fabs (CLAMP (x, box->x, box->x + box->width) - x), <=, radius + 1.5);
                g_assert_cmpfloat (fabs (CLAMP (y, box->y, box->y + box->height) - y), <=, 1.5);
                for (guint k = 0; k < i; k++)
                  g_assert_false (rects_overlap (box, &labels[k].box));
                for (guint p = 0; p < s->n_points; p++)
                  {
                    cairo_rectangle_t marker;

                    if (!ak_chart_layout_get_point (layout, AK_BATCH_SERIES_FRONTIER, p, &x, &y))
                      continue;
                    marker = (cairo_rectangle_t) { x - radius, y - radius, 2 * radius, 2 * radius };
                    if (rects_overlap (box, &marker))
                      g_error ("%gx%g: the label of batch %u covers the marker of batch %u",
                               sizes[z][0], sizes[z][1], labels[i].index, p);
                  }
              }
          }
      }
}

/* An export draws into a layout of its own: the screen's stays. */
static void
test_export_keeps_screen_layout (void)
{
  g_autofree AkBatchSweep *s = llama_sweep (80e9);
  g_autoptr(AkBatchRenderer) renderer = ak_batch_renderer_new ();
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 960, 720);
  cairo_t *cr = cairo_create (surface);
  AkChartColors colors;
  double x0, y0, x1, y1;

  ak_batch_renderer_set_sweep (renderer, s);
  draw_renderer (renderer, 400, 800);
  g_assert_true (ak_chart_layout_get_point (ak_batch_renderer_get_layout (renderer),
                                            AK_BATCH_SERIES_MS_PER_TOKEN, 2, &x0, &y0));
  ak_chart_colors_init_export (&colors);
  ak_chart_painter_paint (AK_CHART_PAINTER (renderer), cr, 960, 720, &colors, TRUE);
  g_assert_true (ak_chart_layout_get_point (ak_chart_painter_get_layout (AK_CHART_PAINTER (renderer)),
                                            AK_BATCH_SERIES_MS_PER_TOKEN, 2, &x1, &y1));
  g_assert_cmpfloat (x0, ==, x1);
  g_assert_cmpfloat (y0, ==, y1);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/batch-render/critical-marker", test_critical_marker);
  g_test_add_func ("/batch-render/memory-wall", test_memory_wall);
  g_test_add_func ("/batch-render/memory-wall-edges", test_memory_wall_edges);
  g_test_add_func ("/batch-render/extremes", test_extremes);
  g_test_add_func ("/batch-render/describe", test_describe);
  g_test_add_func ("/batch-render/layout-follows-settings", test_layout_follows_settings);
  g_test_add_func ("/batch-render/layout-steps", test_layout_steps);
  g_test_add_func ("/batch-render/export-keeps-screen-layout", test_export_keeps_screen_layout);
  g_test_add_func ("/batch-render/frontier-labels", test_frontier_labels);

  return g_test_run ();
}

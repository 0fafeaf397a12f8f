/* test-batch-render.c: the batch explorer's charts (src/ak-batch-renderer.c)
 * in pixels: the critical-batch marker and the memory wall at two sizes and
 * scale 2, light and dark; no NaN or infinity in any path with extreme
 * inputs; the description for screen readers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <math.h>
#include <string.h>

#include <cairo-svg.h>
#include <glib.h>

#include "ak-batch-renderer.h"

typedef struct {
  double width, height, scale;
  gboolean dark;
} Case;

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

static void
colors_for (const Case *c, AkBatchColors *colors)
{
  static const AkColor ink = { 0.12, 0.12, 0.12, 1 }, paper = { 1, 1, 1, 1 };
  static const AkColor light_ink = { 1, 1, 1, 1 }, night = { 0.14, 0.14, 0.14, 1 };

  if (c->dark)
    ak_batch_colors_init (colors, &light_ink, &night);
  else
    ak_batch_colors_init (colors, &ink, &paper);
}

static cairo_surface_t *
render (const AkBatchSweep *s, const Case *c, AkBatchChart chart, AkBatchLayout *layout)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, (int) (c->width * c->scale),
                                                         (int) (c->height * c->scale));
  cairo_t *cr = cairo_create (surface);
  AkBatchColors colors;

  colors_for (c, &colors);
  cairo_scale (cr, c->scale, c->scale);
  ak_batch_renderer_draw (cr, s, chart, c->width, c->height, &colors, NULL, layout);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

static void
pixel (cairo_surface_t *surface, int x, int y, double rgb[3])
{
  const guint8 *data = cairo_image_surface_get_data (surface);
  guint32 v = *(const guint32 *) (data + y * cairo_image_surface_get_stride (surface) + 4 * x);

  rgb[0] = ((v >> 16) & 0xff) / 255.0;
  rgb[1] = ((v >> 8) & 0xff) / 255.0;
  rgb[2] = (v & 0xff) / 255.0;
}

static gboolean
near (const double rgb[3], const AkColor *color, double tolerance)
{
  return fabs (rgb[0] - color->red) < tolerance && fabs (rgb[1] - color->green) < tolerance &&
         fabs (rgb[2] - color->blue) < tolerance;
}

/* The fraction of the data area's rows in column @x (user units) whose
 * pixel is @color (or, with @differ, is not @color). */
static double
column_fraction (cairo_surface_t *surface, const Case *c, const cairo_rectangle_t *a,
                 double x, const AkColor *color, gboolean differ)
{
  int px = (int) floor (x * c->scale), y0 = (int) ceil ((a->y + 2) * c->scale);
  int y1 = (int) floor ((a->y + a->height - 2) * c->scale), hits = 0;

  for (int y = y0; y < y1; y++)
    {
      double rgb[3];

      pixel (surface, px, y, rgb);
      hits += near (rgb, color, 0.06) != differ;
    }
  return (double) hits / MAX (y1 - y0, 1);
}

static void
test_critical_marker (void)
{
  g_autofree AkBatchSweep *s = llama_sweep (80e9);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const Case *c = &cases[i];
      AkBatchLayout layout;
      AkBatchColors colors;
      cairo_surface_t *surface = render (s, c, AK_BATCH_CHART_CURVES, &layout);
      double expected;

      colors_for (c, &colors);
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
      AkBatchLayout layout;
      AkBatchColors colors;
      cairo_surface_t *surface = render (s, c, AK_BATCH_CHART_CURVES, &layout);
      const cairo_rectangle_t *a = &layout.curves;
      double expected = a->x + log10 (61.5) / 3 * a->width;
      double shaded = layout.wall_x + (a->x + a->width - layout.wall_x) * 0.8;
      double clear = a->x + log10 (3) / 3 * a->width;

      colors_for (c, &colors);
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
  AkBatchLayout layout;

  cairo_surface_destroy (render (unknown, &cases[0], AK_BATCH_CHART_CURVES, &layout));
  g_assert_false (layout.has_wall);
  g_assert_true (layout.has_critical);
  cairo_surface_destroy (render (small, &cases[0], AK_BATCH_CHART_CURVES, &layout));
  g_assert_true (layout.has_wall);
  g_assert_cmpfloat (layout.wall_x, ==, layout.curves.x);
}

static cairo_status_t
append_to_string (void *closure, const unsigned char *data, unsigned int length)
{
  g_string_append_len (closure, (const char *) data, length);
  return CAIRO_STATUS_SUCCESS;
}

static void
assert_clean_svg (const AkBatchSweep *s, double width, double height)
{
  g_autoptr(GString) svg = g_string_new (NULL);
  cairo_surface_t *surface = cairo_svg_surface_create_for_stream (append_to_string, svg, 960, 720);
  cairo_t *cr = cairo_create (surface);
  AkBatchColors colors;

  colors_for (&cases[0], &colors);
  for (AkBatchChart chart = AK_BATCH_CHART_CURVES; chart <= AK_BATCH_CHART_ALL; chart++)
    ak_batch_renderer_draw (cr, s, chart, width, height, &colors, NULL, NULL);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  cairo_surface_finish (surface);
  cairo_surface_destroy (surface);
  g_assert_false (g_regex_match_simple ("\\b(nan|inf|infinity)\\b", svg->str, G_REGEX_CASELESS, 0));
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
        assert_clean_svg (s, sizes[j][0], sizes[j][1]);
    }
  words = ak_batch_renderer_describe (s);
  g_assert_nonnull (words);

  s->n_points = 0;
  s->selected = 0;
  assert_clean_svg (s, 960, 720);
}

static void
test_describe (void)
{
  g_autofree AkBatchSweep *s = llama_sweep (80e9);
  g_autofree AkBatchSweep *unknown = llama_sweep (0);
  g_autofree char *text = ak_batch_renderer_describe (s);
  g_autofree char *other = ak_batch_renderer_describe (unknown);

  g_assert_nonnull (strstr (text, "Critical batch: 153 sequences"));
  g_assert_nonnull (strstr (text, "Largest batch that fits in memory: 61 sequences"));
  g_assert_nonnull (strstr (text, "At batch 16:"));
  g_assert_nonnull (strstr (text, "memory-bound"));
  g_assert_null (strstr (text, "Speculative"));
  g_assert_nonnull (strstr (other, "not known"));
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

  return g_test_run ();
}

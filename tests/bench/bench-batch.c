/* bench-batch.c: how long the batch explorer's model takes to sweep a
 * 100-layer model over 100 batch sizes, with speculative decoding, and how
 * long the renderer takes to draw the three charts (prints figures,
 * asserts no timing; the target is well under a 16 ms frame)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib.h>

#include "ak-batch-renderer.h"

#define N_RUNS    30
#define N_BATCHES 100

static void
report (const char *what,
        double      best,
        double      total)
{
  g_print ("batch: %s: best %.3f ms, mean %.3f ms (%d runs; target well under 16 ms)\n",
           what, best, total / N_RUNS, N_RUNS);
}

int
main (int argc, char *argv[])
{
  static const AkColor ink = { 0.12, 0.12, 0.12, 1 }, paper = { 1, 1, 1, 1 };
  AkInferenceMachine machine = {
    .peak_flops = 989e12, .vector_peak_flops = 67e12, .bandwidth_bytes_s = 3.35e12,
    .memory_bytes = 80e9,
  };
  AkBatchSweepRequest request = {
    .context_tokens = 4096, .batch_size = 64, .weight_precision = AK_PRECISION_BF16,
    .kv_precision = AK_PRECISION_BF16, .compute_precision = AK_PRECISION_BF16,
    .draft_tokens = 4, .acceptance = 0.8, .draft_cost_ratio = 0.05,
  };
  g_autofree AkBatchSweep *sweep = g_new0 (AkBatchSweep, 1);
  double batches[N_BATCHES], best = G_MAXDOUBLE, total = 0, draw_best = G_MAXDOUBLE, draw_total = 0;
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 960, 720);
  AkTransformerShape shape;
  g_autoptr(AkBatchRenderer) renderer = ak_batch_renderer_new ();
  AkChartColors colors;

  /* A 100-layer GQA model, about 140 billion parameters. */
  ak_transformer_shape_init_dense (&shape, 100, 10240, 80, 8, 28672, 128256);
  for (guint i = 0; i < N_BATCHES; i++)
    batches[i] = i + 1;
  ak_chart_colors_init (&colors, &ink, &paper);

  for (guint run = 0; run < N_RUNS; run++)
    {
      g_autoptr(GError) error = NULL;
      gint64 start = g_get_monotonic_time ();
      cairo_t *cr;
      double ms;

      if (!ak_batch_sweep_compute_batches (&shape, &request, &machine, batches, N_BATCHES, sweep, &error))
        g_error ("%s", error->message);
      ms = (g_get_monotonic_time () - start) / 1000.0;
      best = MIN (best, ms);
      total += ms;

      ak_batch_renderer_set_sweep (renderer, sweep);
      cr = cairo_create (surface);
      start = g_get_monotonic_time ();
      ak_batch_renderer_draw (renderer, cr, 960, 720, &colors);
      ms = (g_get_monotonic_time () - start) / 1000.0;
      cairo_destroy (cr);
      draw_best = MIN (draw_best, ms);
      draw_total += ms;
    }
  cairo_surface_destroy (surface);

  report ("sweep of a 100-layer model over 100 batch sizes with speculative decoding", best, total);
  report ("drawing the three charts at 960x720 points", draw_best, draw_total);
  return 0;
}

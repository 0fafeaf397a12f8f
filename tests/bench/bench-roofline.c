/* bench-roofline.c: how long the roofline chart takes to draw at 1280×800,
 * with the lesson's points and with 10,000 points (prints figures, asserts
 * no timing)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "ak-roofline-renderer.h"

#define WIDTH  1280
#define HEIGHT 800
#define N_RUNS 30

static void
measure (const char         *name,
         AkRooflineRenderer *renderer)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, WIDTH, HEIGHT);
  const AkColor black = { 0, 0, 0, 1 }, white = { 1, 1, 1, 1 };
  AkChartColors colors;
  double best = G_MAXDOUBLE, total = 0;

  ak_chart_colors_init (&colors, &black, &white);

  for (guint i = 0; i < N_RUNS; i++)
    {
      cairo_t *cr = cairo_create (surface);
      gint64 start = g_get_monotonic_time ();
      double ms;

      ak_roofline_renderer_draw (renderer, cr, WIDTH, HEIGHT, &colors);
      cairo_surface_flush (surface);
      ms = (g_get_monotonic_time () - start) / 1000.0;
      cairo_destroy (cr);

      best = MIN (best, ms);
      total += ms;
    }

  g_print ("%s: %u points, %dx%d: best %.2f ms, mean %.2f ms (%d draws)\n",
           name, ak_roofline_plot_get_n_points (ak_roofline_renderer_get_plot (renderer)), WIDTH, HEIGHT,
           best, total / N_RUNS, N_RUNS);
  cairo_surface_destroy (surface);
}

int
main (int argc, char *argv[])
{
  g_autoptr(GError) error = NULL;
  g_autoptr(AkLesson) lesson = ak_lesson_new_from_resource (AK_BUNDLED_LESSON_RESOURCE, NULL, &error);
  g_autoptr(AkRooflineRenderer) renderer = ak_roofline_renderer_new ();
  g_autoptr(GRand) rand = g_rand_new_with_seed (42);
  const AkPage *page;
  AkRooflineScene scene;

  if (lesson == NULL)
    g_error ("%s", error->message);

  page = ak_lesson_find_page (lesson, "roofline", NULL);
  ak_roofline_scene_init_for_page (&scene, page);
  scene.compare = g_ptr_array_index (page->accelerators, 1);
  if (!ak_roofline_plot_set_scene (ak_roofline_renderer_get_plot (renderer), page, &scene, &error))
    g_error ("%s", error->message);
  ak_roofline_renderer_set_selected (renderer, 0);
  measure ("lesson", renderer);

  /* Intensities spread over six decades, as a profiler's kernels would be. */
  ak_roofline_plot_clear_points (ak_roofline_renderer_get_plot (renderer));
  for (guint i = 0; i < 10000; i++)
    ak_roofline_plot_add_point (ak_roofline_renderer_get_plot (renderer), "kernel", pow (10, g_rand_double_range (rand, -2, 4)),
                                    1, i % 100 == 0);
  ak_roofline_renderer_set_selected (renderer, 0);
  measure ("many", renderer);

  return 0;
}

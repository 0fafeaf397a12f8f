/* test-training-render.c: the training planner's charts
 * (src/render/ak-training-renderer.c) in pixels: the stacked memory bar
 * against the capacity line and the days-against-chips chart with its
 * run points, at two sizes and scale 2, light and dark; the description
 * for screen readers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <math.h>
#include <string.h>

#include <glib.h>

#include "ak-training-renderer.h"

typedef struct {
  double width, height, scale;
  gboolean dark;
} Case;

static const Case cases[] = {
  { 960, 600, 1, FALSE },
  { 360, 640, 1, FALSE },
  { 360, 640, 2, FALSE },
  { 960, 600, 2, TRUE },
};

/* 2e10 + 2e10 + 1e10 + 1e10 = 6e10 bytes of 8e10: the bar's scale is
 * 8e10 × 1.05 = 8.4e10, so the parts end at 0.238, 0.476, 0.595 and
 * 0.714 of its width and the capacity line stands at 0.952. */
static const AkTrainingMemory memory = {
  .weights_bytes = 2e10, .gradients_bytes = 2e10, .optimizer_bytes = 1e10, .activations_bytes = 1e10,
  .total_bytes = 6e10, .capacity_bytes = 8e10, .fits = TRUE, .max_micro_batch = 3,
};

/* 20 days on 512 chips: 10,240 chip-days, so the line runs from 10,240
 * days on 1 chip to 0.156 days on 65,536. */
static void
chart_for (AkTrainingChart *c)
{
  *c = (AkTrainingChart) {
    .chips_min = 1, .chips_max = 65536, .days_at_min = 10240, .days_at_max = 10240.0 / 65536,
    .chips = 512, .days = 20, .n_runs = 2,
  };
  c->runs[0] = (AkTrainingChartRun) { "LLaMA 65B", 2048, 20.8, 0.5, NULL };
  c->runs[1] = (AkTrainingChartRun) { "PaLM 540B", 6144, 37.9, 0.46, NULL };
}

static void
colors_for (const Case *c, AkChartColors *colors)
{
  static const AkColor ink = { 0.12, 0.12, 0.12, 1 }, paper = { 1, 1, 1, 1 };
  static const AkColor light_ink = { 1, 1, 1, 1 }, night = { 0.14, 0.14, 0.14, 1 };

  if (c->dark)
    ak_chart_colors_init (colors, &light_ink, &night);
  else
    ak_chart_colors_init (colors, &ink, &paper);
}

static cairo_surface_t *
render (AkTrainingRenderer *renderer, const Case *c, const AkChartColors *colors)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, (int) (c->width * c->scale),
                                                         (int) (c->height * c->scale));
  cairo_t *cr = cairo_create (surface);

  cairo_scale (cr, c->scale, c->scale);
  ak_chart_painter_paint (AK_CHART_PAINTER (renderer), cr, c->width, c->height, colors, FALSE);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

static void
pixel (cairo_surface_t *surface, const Case *c, double x, double y, double rgb[3])
{
  const guint8 *data = cairo_image_surface_get_data (surface);
  int px = (int) floor (x * c->scale), py = (int) floor (y * c->scale);
  guint32 v = *(const guint32 *) (data + py * cairo_image_surface_get_stride (surface) + 4 * px);

  rgb[0] = ((v >> 16) & 0xff) / 255.0;
  rgb[1] = ((v >> 8) & 0xff) / 255.0;
  rgb[2] = (v & 0xff) / 255.0;
}

static gboolean
is_color (cairo_surface_t *surface, const Case *c, double x, double y, const AkColor *color)
{
  double rgb[3];

  pixel (surface, c, x, y, rgb);
  return fabs (rgb[0] - color->red) < 0.06 && fabs (rgb[1] - color->green) < 0.06 &&
         fabs (rgb[2] - color->blue) < 0.06;
}

static void
save (cairo_surface_t *surface, const Case *c)
{
  const char *dir = g_getenv ("AK_TRAINING_SHOTS");
  g_autofree char *name = NULL;
  g_autofree char *path = NULL;

  if (dir == NULL)
    return;
  name = g_strdup_printf ("training-%gx%g@%g%s.png", c->width, c->height, c->scale, c->dark ? "-dark" : "");
  path = g_build_filename (dir, name, NULL);
  cairo_surface_write_to_png (surface, path);
}

/* Each part of the bar has its colour at its middle; the capacity line
 * is drawn in the text colour at 0.952 of the bar. */
static void
test_memory_bar (void)
{
  static const double middles[] = { 1 / 8.4, 3 / 8.4, 4.5 / 8.4, 5.5 / 8.4 };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const Case *c = &cases[i];
      g_autoptr(AkTrainingRenderer) renderer = ak_training_renderer_new ();
      const AkColor *part_colors[4];
      const AkChartPanel *bar;
      cairo_surface_t *surface;
      AkChartColors colors;
      AkTrainingChart chart;
      double y;

      colors_for (c, &colors);
      part_colors[0] = &colors.memory, part_colors[1] = &colors.compute;
      part_colors[2] = &colors.compare, part_colors[3] = &colors.vector;
      chart_for (&chart);
      ak_training_renderer_set_data (renderer, &memory, &chart);
      surface = render (renderer, c, &colors);
      save (surface, c);
      bar = ak_chart_layout_get_panel (ak_chart_painter_get_layout (AK_CHART_PAINTER (renderer)),
                                       AK_TRAINING_PANEL_MEMORY);
      g_assert_nonnull (bar);
      g_assert_cmpfloat (bar->frame.width, ==, c->width - 24);
      y = bar->frame.y + bar->frame.height / 2;
      for (guint p = 0; p < 4; p++)
        g_assert_true (is_color (surface, c, bar->frame.x + middles[p] * bar->frame.width, y, part_colors[p]));
      /* past the activations: the chip's free memory, the background */
      g_assert_true (is_color (surface, c, bar->frame.x + 0.85 * bar->frame.width, y, &colors.background));
      g_assert_true (is_color (surface, c, round (bar->frame.x + 8.0 / 8.4 * bar->frame.width) + 0.5, y,
                               &colors.foreground));
      cairo_surface_destroy (surface);
    }
}

/* Each run is a dot of the compute colour where the kept layout says; the
 * two runs sit right of the plan's ring, the later one (more chips) further. */
static void
test_days_chart (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const Case *c = &cases[i];
      g_autoptr(AkTrainingRenderer) renderer = ak_training_renderer_new ();
      const AkChartLayout *layout;
      const AkChartPanel *days;
      cairo_surface_t *surface;
      AkChartColors colors;
      AkTrainingChart chart;
      double x0, y0, x1, y1;

      colors_for (c, &colors);
      chart_for (&chart);
      ak_training_renderer_set_data (renderer, &memory, &chart);
      surface = render (renderer, c, &colors);
      layout = ak_chart_painter_get_layout (AK_CHART_PAINTER (renderer));
      days = ak_chart_layout_get_panel (layout, AK_TRAINING_PANEL_DAYS);
      g_assert_nonnull (days);
      g_assert_cmpfloat (days->frame.height, >, 100);
      g_assert_true (ak_chart_layout_get_point (layout, 0, 0, &x0, &y0));
      g_assert_true (ak_chart_layout_get_point (layout, 0, 1, &x1, &y1));
      g_assert_true (is_color (surface, c, x0, y0, &colors.compute));
      g_assert_true (is_color (surface, c, x1, y1, &colors.compute));
      /* log10 (6144 / 2048) of the x span: 0.477 of a decade to the right */
      g_assert_cmpfloat (fabs ((x1 - x0) - log10 (3) / 5 * days->frame.width), <, 1);
      /* more days higher up */
      g_assert_cmpfloat (y1, <, y0);
      cairo_surface_destroy (surface);
    }
}

/* A run's name never covers the plan's marker: with the plan placed where
 * LLaMA 65B's name was drawn (just right of its dot), the inside of the
 * marker's ring stays clear and the name moved elsewhere (new-user finding:
 * "PaLM 540B" over the plan's circle at 360 px, scale 2). */
static void
test_names_clear_of_plan (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const Case *c = &cases[i];
      g_autoptr(AkTrainingRenderer) renderer = ak_training_renderer_new ();
      const AkChartPanel *days;
      cairo_surface_t *surface;
      AkChartColors colors;
      AkTrainingChart chart;
      double x0, y0, px, decade;
      guint covered = 0;

      colors_for (c, &colors);
      chart_for (&chart);
      ak_training_renderer_set_data (renderer, &memory, &chart);
      cairo_surface_destroy (render (renderer, c, &colors));
      days = ak_chart_layout_get_panel (ak_chart_painter_get_layout (AK_CHART_PAINTER (renderer)),
                                        AK_TRAINING_PANEL_DAYS);
      g_assert_true (ak_chart_layout_get_point (ak_chart_painter_get_layout (AK_CHART_PAINTER (renderer)),
                                                0, 0, &x0, &y0));
      /* the plan 22 px right of the run's dot, at its height */
      px = x0 + 22;
      decade = days->x.lo + (px - days->frame.x) / days->frame.width * (days->x.hi - days->x.lo);
      chart.chips = pow (10, decade);
      chart.days = chart.runs[0].days;
      ak_training_renderer_set_data (renderer, &memory, &chart);
      surface = render (renderer, c, &colors);
      for (int dy = -4; dy <= 4; dy++)
        for (int dx = -4; dx <= 4; dx++)
          if (dx * dx + dy * dy <= 16 && !is_color (surface, c, px + dx, y0 + dy, &colors.background))
            covered++;
      /* the ring where it should be, and nothing drawn inside it */
      g_assert_true (is_color (surface, c, px + 7, y0, &colors.accent));
      g_assert_cmpuint (covered, ==, 0);
      cairo_surface_destroy (surface);
    }
}

static void
test_description (void)
{
  g_autoptr(AkTrainingRenderer) renderer = ak_training_renderer_new ();
  g_autofree char *empty = ak_chart_painter_describe (AK_CHART_PAINTER (renderer));
  g_autofree char *text = NULL;
  AkTrainingChart chart;

  g_assert_cmpstr (empty, ==, "No plan");
  chart_for (&chart);
  ak_training_renderer_set_data (renderer, &memory, &chart);
  text = ak_chart_painter_describe (AK_CHART_PAINTER (renderer));
  g_test_message ("%s", text);
  g_assert_nonnull (strstr (text, "Weights 20.0 GB"));
  g_assert_nonnull (strstr (text, "Total 60.0 GB of 80.0 GB: it fits."));
  g_assert_nonnull (strstr (text, "20.0 days on 512 chips"));
  g_assert_nonnull (strstr (text, "LLaMA 65B: 20.8 days on 2048 chips."));
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/training-render/memory-bar", test_memory_bar);
  g_test_add_func ("/training-render/days-chart", test_days_chart);
  g_test_add_func ("/training-render/description", test_description);
  g_test_add_func ("/training-render/names-clear-of-plan", test_names_clear_of_plan);

  return g_test_run ();
}

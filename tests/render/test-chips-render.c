/* test-chips-render.c: the chips chart (src/render/ak-chips-renderer.c) in
 * pixels: the memory wall and the link's mark at two sizes and scale 2,
 * light and dark; the kept layout that hover and keys read, whatever the
 * axis settings; the description from that layout; no NaN or infinity in
 * any path; export to PNG, SVG and PDF
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <locale.h>
#include <string.h>

#include "ak-chart-file.h"
#include "ak-chips-renderer.h"

#include "ak-test-render.h"

static const RenderCase cases[] = {
  { 960, 600, 1, FALSE },
  { 360, 480, 1, FALSE },
  { 360, 480, 2, FALSE },
  { 960, 600, 2, TRUE },
};

/* Llama-2-70B's shape (test-parallel.c) prefilling 2048 tokens on 24 GB
 * cards over PCIe Gen4 (31.5 GB/s), all TP: the weights need 8 cards, and
 * at 8 the link takes over (test-chips-sweep.c derives both). */
static AkChipsSweep *
pcie_sweep (AkPhase phase,
            double  memory_bytes)
{
  AkInferenceMachine l4 = { 121e12, 0, 0.3e12, memory_bytes, AK_PEAK_CASE_BF16 };
  AkInferenceRequest r = { phase, 2048, 1, AK_PRECISION_BF16, AK_PRECISION_BF16, AK_PRECISION_BF16 };
  AkSystem pcie = { .link_bandwidth_bytes_s = 31.5e9 };
  g_autoptr(GError) error = NULL;
  AkTransformerShape shape;
  AkChipsSweep *sweep;

  ak_transformer_shape_init_dense (&shape, 80, 8192, 64, 8, 28672, 32000);
  sweep = ak_chips_sweep_compute (&shape, &r, &l4, &pcie, AK_CHIPS_POLICY_TENSOR, 64, &error);
  g_assert_no_error (error);
  return sweep;
}

static void
draw (AkChipsRenderer     *renderer,
      cairo_t             *cr,
      double               width,
      double               height,
      const AkChartColors *colors)
{
  ak_chart_painter_paint (AK_CHART_PAINTER (renderer), cr, width, height, colors, FALSE);
}

static cairo_surface_t *
render (AkChipsRenderer  *renderer,
        const RenderCase *c)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, (int) (c->width * c->scale),
                                                         (int) (c->height * c->scale));
  cairo_t *cr = cairo_create (surface);
  AkChartColors colors;

  render_case_colors (c, &colors);
  cairo_scale (cr, c->scale, c->scale);
  draw (renderer, cr, c->width, c->height, &colors);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  if (g_getenv ("AK_CHIPS_SHOTS") != NULL)
    {
      g_autofree char *name = g_strdup_printf ("%s/chips-%.0fx%.0f@%.0f%s.png", g_getenv ("AK_CHIPS_SHOTS"),
                                               c->width, c->height, c->scale, c->dark ? "-dark" : "");

      cairo_surface_write_to_png (surface, name);
    }
  return surface;
}

/* Each step is drawn where the kept axes put its chips and milliseconds. */
static void
assert_points_on_axes (AkChipsRenderer    *renderer,
                       const AkChipsSweep *s)
{
  const AkChartLayout *layout = ak_chart_painter_get_layout (AK_CHART_PAINTER (renderer));

  for (guint i = 0; i < s->n_points; i++)
    {
      double x, y, ex, ey;

      g_assert_true (ak_chart_layout_get_point (layout, AK_CHIPS_SERIES_STEP, i, &x, &y));
      g_assert_true (ak_chart_layout_to_pixel (layout, 0, s->points[i].chips, s->points[i].step_s * 1e3, &ex, &ey));
      g_assert_cmpfloat (fabs (x - ex) + fabs (y - ey), <, 1e-6);
      /* no link on one chip: nothing to draw on a log axis */
      g_assert_cmpint (ak_chart_layout_has_point (layout, AK_CHIPS_SERIES_LINK, i), ==, i > 0);
    }
}

/* The wall is shaded below halfway (in log terms) between 4 and 8 cards;
 * the link's dashed line stands at 8. */
static void
test_pixels (void)
{
  g_autoptr(AkChipsSweep) s = pcie_sweep (AK_PHASE_PREFILL, 24e9);
  g_autoptr(AkChipsRenderer) renderer = ak_chips_renderer_new ();

  g_assert_cmpuint (s->wall_chips, ==, 8);
  g_assert_cmpuint (s->link_chips, ==, 8);
  ak_chips_renderer_set_sweep (renderer, s);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const RenderCase *c = &cases[i];
      cairo_surface_t *surface = render (renderer, c);
      const AkChartLayout *layout = ak_chart_painter_get_layout (AK_CHART_PAINTER (renderer));
      const AkChartPanel *panel = ak_chart_layout_get_panel (layout, 0);
      AkChartMark wall, link;
      AkChartColors colors;
      double x, y, wall_x, two_x;

      render_case_colors (c, &colors);
      g_assert_nonnull (panel);
      assert_points_on_axes (renderer, s);
      g_assert_true (ak_chart_layout_get_mark (layout, AK_CHIPS_MARK_WALL, &wall));
      g_assert_true (ak_chart_layout_get_mark (layout, AK_CHIPS_MARK_LINK, &link));
      g_assert_cmpfloat (wall.value, ==, 8);
      g_assert_cmpfloat (link.value, ==, 8);
      g_assert_true (ak_chart_layout_to_pixel (layout, 0, 8 / G_SQRT2, 1, &wall_x, &y));
      g_assert_cmpfloat (fabs (wall.x - wall_x), <=, 1);
      g_assert_true (ak_chart_layout_to_pixel (layout, 0, 8, 1, &x, &y));
      g_assert_cmpfloat (fabs (link.x - x), <=, 1);

      /* at 2 cards nearly all the column is shaded; past 16 nearly none
       * is (only the curves and the grid cross it) */
      g_assert_true (ak_chart_layout_to_pixel (layout, 0, 2.5, 1, &two_x, &y));
      g_assert_cmpfloat (column_fraction (surface, c, &panel->frame, two_x, &colors.background, TRUE), >, 0.85);
      g_assert_true (ak_chart_layout_to_pixel (layout, 0, 24, 1, &x, &y));
      g_assert_cmpfloat (column_fraction (surface, c, &panel->frame, x, &colors.background, TRUE), <, 0.1);
      /* the link's line, dashed 6 on and 3 off, in its colour; beside it none */
      g_assert_cmpfloat (column_fraction (surface, c, &panel->frame, link.x, &colors.compare, FALSE), >, 0.4);
      g_assert_cmpfloat (column_fraction (surface, c, &panel->frame, link.x + 6, &colors.compare, FALSE), <, 0.1);
      cairo_surface_destroy (surface);
    }
}

/* Memory unknown: no wall; the model too large for every count: all of it. */
static void
test_wall_edges (void)
{
  g_autoptr(AkChipsSweep) unknown = pcie_sweep (AK_PHASE_PREFILL, 0);
  g_autoptr(AkChipsSweep) tiny = pcie_sweep (AK_PHASE_PREFILL, 1e9);
  g_autoptr(AkChipsRenderer) renderer = ak_chips_renderer_new ();
  const AkChartLayout *layout = ak_chart_painter_get_layout (AK_CHART_PAINTER (renderer));
  AkChartMark wall;

  ak_chips_renderer_set_sweep (renderer, unknown);
  cairo_surface_destroy (render (renderer, &cases[0]));
  g_assert_false (ak_chart_layout_get_mark (layout, AK_CHIPS_MARK_WALL, NULL));
  g_assert_true (ak_chart_layout_get_mark (layout, AK_CHIPS_MARK_LINK, NULL));

  ak_chips_renderer_set_sweep (renderer, tiny);
  g_assert_cmpuint (tiny->wall_chips, ==, 0);
  cairo_surface_destroy (render (renderer, &cases[0]));
  g_assert_true (ak_chart_layout_get_mark (layout, AK_CHIPS_MARK_WALL, &wall));
  g_assert_cmpfloat (wall.x, ==, ak_chart_layout_get_panel (layout, 0)->frame.x +
                                 ak_chart_layout_get_panel (layout, 0)->frame.width);
}

/* Other axis settings move every point; the kept layout follows, so a
 * pick at each drawn point still gives that point, while the pixel a
 * point had before now gives another. */
static void
test_layout_follows_settings (void)
{
  g_autoptr(AkChipsSweep) s = pcie_sweep (AK_PHASE_PREFILL, 24e9);
  g_autoptr(AkChipsRenderer) renderer = ak_chips_renderer_new ();
  const AkChartAxisSettings moved = { .padding = 40, .margin = 1 };
  const AkChartLayout *layout = ak_chart_painter_get_layout (AK_CHART_PAINTER (renderer));
  double before[AK_CHIPS_SWEEP_MAX_POINTS];
  guint moved_away = 0;

  ak_chips_renderer_set_sweep (renderer, s);
  cairo_surface_destroy (render (renderer, &cases[0]));
  for (guint i = 0; i < s->n_points; i++)
    {
      double y;

      g_assert_true (ak_chart_layout_get_point (layout, AK_CHIPS_SERIES_STEP, i, &before[i], &y));
      g_assert_cmpint (ak_chart_layout_pick (layout, AK_CHIPS_SERIES_STEP, before[i], y, 8, AK_CHART_PICK_COLUMN),
                       ==, (int) i);
    }

  ak_chart_painter_set_axis_settings (AK_CHART_PAINTER (renderer), &moved);
  g_assert_true (ak_chart_layout_is_empty (layout));
  cairo_surface_destroy (render (renderer, &cases[0]));
  assert_points_on_axes (renderer, s);
  for (guint i = 0; i < s->n_points; i++)
    {
      const AkChartPanel *panel = ak_chart_layout_get_panel (layout, 0);
      double x, y;

      g_assert_true (ak_chart_layout_get_point (layout, AK_CHIPS_SERIES_STEP, i, &x, &y));
      g_assert_cmpint (ak_chart_layout_pick (layout, AK_CHIPS_SERIES_STEP, x, y, 8, AK_CHART_PICK_COLUMN), ==, (int) i);
      moved_away += ak_chart_layout_pick (layout, AK_CHIPS_SERIES_STEP, before[i], panel->frame.y + 1, 8,
                                          AK_CHART_PICK_COLUMN) != (int) i;
    }
  g_assert_cmpuint (moved_away, >, s->n_points / 2);
  /* keys step through them left to right */
  g_assert_cmpint (ak_chart_layout_step (layout, AK_CHIPS_SERIES_STEP, -1, 1), ==, 0);
  g_assert_cmpint (ak_chart_layout_step (layout, AK_CHIPS_SERIES_STEP, 3, 1), ==, 4);
  g_assert_cmpint (ak_chart_layout_step (layout, AK_CHIPS_SERIES_STEP, 3, G_MAXINT), ==, 6);
}

static char *
expected_point (const AkChipsPoint *p)
{
  g_autofree char *c = g_strdup_printf ("%.3g", p->compute_s * 1e3);
  g_autofree char *m = g_strdup_printf ("%.3g", p->memory_s * 1e3);

  return g_strdup_printf ("At 8 chips (TP 8): compute %s ms, memory %s ms, link ", c, m);
}

/* The description reads the layout: the selected chip count's terms, the
 * marks as drawn, the drawn steps; a chip count not drawn is not read out
 * as drawn. */
static void
test_describe (void)
{
  g_autoptr(AkChipsSweep) s = pcie_sweep (AK_PHASE_PREFILL, 24e9);
  g_autoptr(AkChipsSweep) decode = pcie_sweep (AK_PHASE_DECODE, 24e9);
  g_autoptr(AkChipsRenderer) renderer = ak_chips_renderer_new ();
  AkChartPainter *painter = AK_CHART_PAINTER (renderer);
  g_autofree char *empty = ak_chart_painter_describe (painter);
  g_autofree char *text = NULL, *selected = NULL, *never = NULL, *start = NULL, *gap = NULL;

  g_assert_cmpstr (empty, ==, "No chip counts to show.");
  ak_chips_renderer_set_sweep (renderer, s);
  /* before any draw, the description lays the chart out first */
  text = ak_chart_painter_describe (painter);
  g_assert_false (ak_chart_layout_is_empty (ak_chart_painter_get_layout (painter)));
  g_assert_nonnull (strstr (text, "Time per step against 1 to 64 chips"));
  g_assert_nonnull (strstr (text, "does not fit on fewer than 8 chips"));
  g_assert_nonnull (strstr (text, "The link takes over at 8 chips"));
  g_assert_null (strstr (text, "At 8 chips"));

  ak_chart_painter_set_selected (painter, 3);
  selected = ak_chart_painter_describe (painter);
  start = expected_point (&s->points[3]);
  g_assert_true (g_str_has_prefix (selected, start));
  g_assert_nonnull (strstr (selected, "bound by the link between the chips."));

  ak_chips_renderer_set_sweep (renderer, decode);
  never = ak_chart_painter_describe (painter);
  g_assert_nonnull (strstr (never, "The link never takes over up to 64 chips."));
  g_assert_nonnull (strstr (never, "memory-bound."));

  /* a chip count no layout reaches: left out of the steps, and said why */
  s->points[6].analysed = FALSE;
  s->points[6].reason = g_strdup ("no way");
  ak_chips_renderer_set_sweep (renderer, s);
  gap = ak_chart_painter_describe (painter);
  g_assert_nonnull (strstr (gap, "against 1 to 32 chips"));
  g_assert_nonnull (strstr (gap, "No layout on 64 chips: no way."));
  g_assert_null (strstr (gap, " 64 chips "));
}

typedef struct {
  AkChipsRenderer *renderer;
  double           width, height;
} SvgCase;

static void
draw_case (cairo_t  *cr,
           gpointer  data)
{
  const SvgCase *c = data;
  AkChartColors colors;

  render_case_colors (&cases[0], &colors);
  draw (c->renderer, cr, c->width, c->height, &colors);
}

/* Terms no sweep makes, drawn anyway, at sizes from none to huge. */
static void
test_extremes (void)
{
  const double values[] = { NAN, INFINITY, -INFINITY, 0, -1, 1e-308, 1e308, 5e-324, 1 };
  const double sizes[][2] = { { 960, 600 }, { 320, 200 }, { 1, 1 }, { 0, 0 }, { NAN, 10 }, { 1e6, 1e6 } };
  g_autoptr(AkChipsSweep) s = pcie_sweep (AK_PHASE_PREFILL, 24e9);
  g_autoptr(AkChipsRenderer) renderer = ak_chips_renderer_new ();

  for (guint k = 0; k < G_N_ELEMENTS (values); k++)
    {
      for (guint i = 0; i < s->n_points; i++)
        {
          s->points[i].compute_s = values[(i + k) % G_N_ELEMENTS (values)];
          s->points[i].step_s = values[(i + k + 3) % G_N_ELEMENTS (values)];
        }
      ak_chips_renderer_set_sweep (renderer, s);
      ak_chart_painter_set_selected (AK_CHART_PAINTER (renderer), (int) (k % s->n_points));
      for (guint j = 0; j < G_N_ELEMENTS (sizes); j++)
        {
          SvgCase c = { renderer, sizes[j][0], sizes[j][1] };

          assert_clean_svg (draw_case, &c);
        }
      g_free (ak_chart_painter_describe (AK_CHART_PAINTER (renderer)));
    }
}

/* The legend names the memory as the chip's accelerator does, or says
 * "memory" alone: an L4's GDDR6 was drawn as "memory (HBM)". */
static void
test_memory_label (void)
{
  g_autoptr(AkChipsRenderer) renderer = ak_chips_renderer_new ();

  g_assert_cmpstr (ak_chips_renderer_get_memory_label (renderer), ==, "memory");
  ak_chips_renderer_set_memory_type (renderer, "GDDR6");
  g_assert_cmpstr (ak_chips_renderer_get_memory_label (renderer), ==, "memory (GDDR6)");
  ak_chips_renderer_set_memory_type (renderer, NULL);
  g_assert_cmpstr (ak_chips_renderer_get_memory_label (renderer), ==, "memory");
}

/* The shared Export Chart path writes it as PNG, SVG and PDF. */
static void
test_export (void)
{
  g_autoptr(AkChipsSweep) s = pcie_sweep (AK_PHASE_PREFILL, 24e9);
  g_autoptr(AkChipsRenderer) renderer = ak_chips_renderer_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("chips-XXXXXX", &error);
  const char *names[] = { "chips.png", "chips.svg", "chips.pdf" };

  g_assert_no_error (error);
  ak_chips_renderer_set_sweep (renderer, s);
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *path = g_build_filename (dir, names[i], NULL);
      g_autoptr(GFile) file = g_file_new_for_path (path);
      g_autofree char *contents = NULL;
      gsize length;

      g_assert_true (ak_chart_file_export (file, AK_CHART_PAINTER (renderer), &error));
      g_assert_no_error (error);
      g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
      g_assert_cmpuint (length, >, 1000);
      g_unlink (path);
    }
  g_rmdir (dir);
}

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "C.UTF-8");
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/chips-render/pixels", test_pixels);
  g_test_add_func ("/chips-render/wall-edges", test_wall_edges);
  g_test_add_func ("/chips-render/layout-follows-settings", test_layout_follows_settings);
  g_test_add_func ("/chips-render/describe", test_describe);
  g_test_add_func ("/chips-render/extremes", test_extremes);
  g_test_add_func ("/chips-render/export", test_export);
  g_test_add_func ("/chips-render/memory-label", test_memory_label);

  return g_test_run ();
}

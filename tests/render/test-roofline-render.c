/* test-roofline-render.c: the roofline renderer and export, without a display
 * (suite "model": Cairo image, SVG and PDF surfaces only)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <cairo-svg.h>
#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#include "ak-kitchen-point.h"
#include "ak-machine-probe.h"
#include "ak-chart-file.h"
#include "ak-roofline-renderer.h"

#include "ak-test-roofline-render.h"
#include "ak-test-ui.h"

static const AkPage *
roofline_page (AkLesson *lesson)
{
  const AkPage *page = ak_lesson_find_page (lesson, "roofline", NULL);

  g_assert_nonnull (page);
  g_assert_cmpint (page->kind, ==, AK_PAGE_ROOFLINE);
  return page;
}

/* The roof passes through the pixels the formula puts it at, on the slope
 * and on the flat part, at two sizes and at scale 2; and not elsewhere. */
static void
test_roof_pixels (void)
{
  g_autoptr(AkRooflineRenderer) renderer = simple_renderer ();
  static const double on_roof[] = { 250, 400, 700, 3000, 8000 };  /* away from the markers */

  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    {
      cairo_surface_t *surface = draw_image (renderer, sizes[s].width, sizes[s].height, sizes[s].scale);
      int k = sizes[s].scale;
      double x, y;

      for (guint i = 0; i < G_N_ELEMENTS (on_roof); i++)
        {
          double attainable = MIN (PEAK, on_roof[i] * BANDWIDTH);

          g_assert_true (ak_roofline_renderer_data_to_pixel (renderer, on_roof[i], attainable, &x, &y));
          g_assert_cmpfloat (x, >, 0);
          g_assert_cmpfloat (x, <, sizes[s].width);
          g_assert_cmpfloat (y, >, 0);
          g_assert_cmpfloat (y, <, sizes[s].height);
          if (!red_near (surface, x * k, y * k, 2 * k))
            g_error ("%dx%d@%d: no roof near intensity %g (%.1f, %.1f)",
                     sizes[s].width, sizes[s].height, k, on_roof[i], x, y);
        }

      /* A decade below the slope and the flat roof there is no roof. */
      g_assert_true (ak_roofline_renderer_data_to_pixel (renderer, 300, 300 * BANDWIDTH / 10, &x, &y));
      g_assert_false (red_near (surface, x * k, y * k, 2 * k));
      g_assert_true (ak_roofline_renderer_data_to_pixel (renderer, 5000, PEAK / 10, &x, &y));
      g_assert_false (red_near (surface, x * k, y * k, 2 * k));

      cairo_surface_destroy (surface);
    }
}

static gboolean
boxes_overlap (const cairo_rectangle_t *a,
               const cairo_rectangle_t *b)
{
  return a->x < b->x + b->width && b->x < a->x + a->width &&
         a->y < b->y + b->height && b->y < a->y + a->height;
}

/* No label lies over one of the user's own (emphasized) markers: the
 * roof's name was drawn across them (a new user's finding). The marker's
 * radius is 1.6 × 4 px. */
static void
assert_labels_clear_of_markers (AkRooflineRenderer      *renderer,
                                const cairo_rectangle_t *boxes,
                                guint                    n)
{
  AkRooflinePlot *plot = ak_roofline_renderer_get_plot (renderer);
  const AkChartPanel *panel = ak_chart_layout_get_panel (ak_chart_painter_get_layout (AK_CHART_PAINTER (renderer)), 0);
  const double r = 4.0 * 1.6;

  for (guint p = 0; p < ak_roofline_plot_get_n_points (plot); p++)
    {
      AkRooflinePointInfo info;
      cairo_rectangle_t marker;
      double x, y;

      if (!ak_roofline_plot_get_point (plot, p, &info) || !info.shown || !info.emphasized ||
          !ak_roofline_renderer_data_to_pixel (renderer, info.intensity, info.attainable_flops, &x, &y))
        continue;
      marker = (cairo_rectangle_t) { x - r, y - r, 2 * r, 2 * r };
      /* labels of the data, inside the axes (not the title above them) */
      for (guint i = 0; i < n; i++)
        if (boxes[i].y >= panel->frame.y - 2 && boxes_overlap (&boxes[i], &marker))
          g_error ("label %u (%.0f, %.0f, %.0f × %.0f) over the marker of “%s” at (%.0f, %.0f)",
                   i, boxes[i].x, boxes[i].y, boxes[i].width, boxes[i].height, info.label, x, y);
    }
}

static void
assert_labels_fit (AkRooflineRenderer *renderer,
                   int                 width,
                   int                 height)
{
  guint n;
  const cairo_rectangle_t *boxes = ak_roofline_renderer_get_label_boxes (renderer, &n);

  for (guint i = 0; i < n; i++)
    {
      const cairo_rectangle_t *a = &boxes[i];

      g_assert_cmpfloat (a->x, >=, 0);
      g_assert_cmpfloat (a->y, >=, 0);
      g_assert_cmpfloat (a->x + a->width, <=, width);
      g_assert_cmpfloat (a->y + a->height, <=, height);

      for (guint j = i + 1; j < n; j++)
        g_assert_false (boxes_overlap (a, &boxes[j]));
    }
  assert_labels_clear_of_markers (renderer, boxes, n);
}

/* Every accelerator and model of the lesson, alone and compared, at 320 px
 * wide and larger: labels stay on the surface and never overlap, and both
 * axes keep labelled ticks. */
static void
test_labels_fit (void)
{
  static const Size label_sizes[] = { { 320, 240, 1 }, { 320, 420, 1 }, { 480, 300, 1 }, { 1280, 800, 1 } };
  g_autoptr(AkLesson) lesson = bundled_lesson ();
  const AkPage *page = roofline_page (lesson);
  g_autoptr(AkRooflineRenderer) renderer = ak_roofline_renderer_new ();
  guint n_draws = 0;

  for (guint a = 0; a < page->accelerators->len; a++)
    for (guint m = 0; m < page->models->len; m++)
      {
        AkRooflineScene scene;

        ak_roofline_scene_init_for_page (&scene, page);
        scene.accelerator = g_ptr_array_index (page->accelerators, a);
        scene.compare = g_ptr_array_index (page->accelerators, (a + 5) % page->accelerators->len);
        scene.model = g_ptr_array_index (page->models, m);
        g_assert_true (ak_roofline_plot_set_scene (ak_roofline_renderer_get_plot (renderer), page, &scene, NULL));
        ak_roofline_renderer_set_selected (renderer, a % ak_roofline_plot_get_n_points (ak_roofline_renderer_get_plot (renderer)));

        for (guint s = 0; s < G_N_ELEMENTS (label_sizes); s++)
          {
            cairo_surface_t *surface = draw_image (renderer, label_sizes[s].width, label_sizes[s].height, 1);

            assert_labels_fit (renderer, label_sizes[s].width, label_sizes[s].height);
            g_assert_cmpuint (ak_roofline_renderer_get_n_ticks (renderer), >=, 4);
            cairo_surface_destroy (surface);
            n_draws++;
          }
      }

  g_test_message ("%u drawings checked", n_draws);
}

static cairo_status_t
append_to_string (void                *closure,
                  const unsigned char *data,
                  unsigned int         length)
{
  g_string_append_len (closure, (const char *) data, length);
  return CAIRO_STATUS_SUCCESS;
}

/* Draws into an SVG in memory: every coordinate Cairo got is written out,
 * so a NaN or infinity anywhere shows up as text. */
static void
assert_draws_finite (AkRooflineRenderer *renderer,
                     int                 width,
                     int                 height)
{
  g_autoptr(GString) svg = g_string_new (NULL);
  cairo_surface_t *surface = cairo_svg_surface_create_for_stream (append_to_string, svg, width, height);
  cairo_t *cr = cairo_create (surface);
  AkChartColors colors;

  test_colors (&colors);
  ak_roofline_renderer_draw (renderer, cr, width, height, &colors);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  cairo_surface_finish (surface);
  g_assert_cmpint (cairo_surface_status (surface), ==, CAIRO_STATUS_SUCCESS);
  cairo_surface_destroy (surface);

  g_assert_true (g_str_has_prefix (svg->str, "<?xml"));
  g_assert_false (g_regex_match_simple ("\\b(nan|inf|infinity)\\b", svg->str, G_REGEX_CASELESS, 0));
  /* ticks at powers of ten, never more than fit: at most one per label */
  g_assert_cmpuint (ak_roofline_renderer_get_n_ticks (renderer), <=, (width + height) / 10);
  assert_labels_fit (renderer, width, height);
}

typedef struct {
  double peak, bandwidth;
} ExtremeRoof;

static void
test_extreme_inputs (void)
{
  static const ExtremeRoof roofs[] = {
    { 1e30, 1e-30 }, { 1e-30, 1e30 }, { 1e-30, 1e-30 }, { 1e30, 1e30 }, { PEAK, BANDWIDTH },
  };
  static const double works[][2] = {
    { 1e-30, 1 }, { 1e30, 1 }, { 1, 1e30 }, { 1e-300, 1e300 }, { 1e300, 1e-300 },
    { 0, 1 }, { 1, 0 }, { -1, 1 }, { NAN, 1 }, { INFINITY, 1 }, { 1, INFINITY }, { 0, 0 },
  };
  static const Size extreme_sizes[] = { { 1, 1, 1 }, { 10, 10, 1 }, { 320, 200, 1 }, { 1280, 800, 1 }, { 4000, 120, 1 } };

  for (guint r = 0; r < G_N_ELEMENTS (roofs); r++)
    {
      g_autoptr(AkRooflineRenderer) renderer = ak_roofline_renderer_new ();

      g_assert_true (ak_roofline_plot_set_roof (ak_roofline_renderer_get_plot (renderer), AK_ROOFLINE_ROOF_PRIMARY, "Extreme",
                                                    roofs[r].peak, roofs[r].bandwidth, NULL));
      g_assert_true (ak_roofline_plot_set_roof (ak_roofline_renderer_get_plot (renderer), AK_ROOFLINE_ROOF_COMPARE, "Other",
                                                    roofs[(r + 1) % G_N_ELEMENTS (roofs)].peak,
                                                    roofs[(r + 1) % G_N_ELEMENTS (roofs)].bandwidth, NULL));
      g_assert_true (ak_roofline_plot_set_roof (ak_roofline_renderer_get_plot (renderer),
                                                AK_ROOFLINE_ROOF_VECTOR, "Vector",
                                                roofs[(r + 2) % G_N_ELEMENTS (roofs)].peak,
                                                roofs[r].bandwidth, NULL));
      for (guint w = 0; w < G_N_ELEMENTS (works); w++)
        {
          ak_roofline_plot_add_point (ak_roofline_renderer_get_plot (renderer), "extreme", works[w][0], works[w][1], w % 2);
          ak_roofline_plot_add_operator (ak_roofline_renderer_get_plot (renderer), "operator",
                                         w % 2 ? AK_ROOFLINE_GROUP_PREFILL : AK_ROOFLINE_GROUP_DECODE,
                                         w % 3 == 0, works[w][0], works[w][1]);
        }
      ak_roofline_renderer_step_selection (renderer, G_MAXINT);

      for (guint s = 0; s < G_N_ELEMENTS (extreme_sizes); s++)
        assert_draws_finite (renderer, extreme_sizes[s].width, extreme_sizes[s].height);
    }
}

/* Out-of-range roofs are refused; points that cannot sit on a log axis are
 * kept and counted, not dropped. */
static void
test_hidden_points (void)
{
  g_autoptr(AkRooflineRenderer) renderer = simple_renderer ();
  g_autoptr(GError) error = NULL;
  g_autofree char *description = NULL;
  AkRooflinePointInfo info;

  g_assert_false (ak_roofline_plot_set_roof (ak_roofline_renderer_get_plot (renderer), AK_ROOFLINE_ROOF_PRIMARY, "bad", NAN, 1, &error));
  g_assert_error (error, AK_ROOFLINE_ERROR, AK_ROOFLINE_ERROR_DOMAIN);

  ak_roofline_plot_add_point (ak_roofline_renderer_get_plot (renderer), "zero work", 0, 1e9, FALSE);
  ak_roofline_plot_add_point (ak_roofline_renderer_get_plot (renderer), "no traffic", 1e9, 0, FALSE);
  g_assert_cmpuint (ak_roofline_plot_get_n_points (ak_roofline_renderer_get_plot (renderer)), ==, 4);
  g_assert_cmpuint (ak_roofline_plot_get_n_hidden (ak_roofline_renderer_get_plot (renderer)), ==, 2);
  g_assert_true (ak_roofline_plot_get_point (ak_roofline_renderer_get_plot (renderer), 2, &info));
  g_assert_false (info.shown);
  g_assert_cmpstr (info.label, ==, "zero work");
  description = ak_roofline_plot_describe (ak_roofline_renderer_get_plot (renderer));
  g_assert_nonnull (strstr (description, "2 not shown"));

  /* Without a primary roof nothing has a place. */
  ak_roofline_plot_clear_roof (ak_roofline_renderer_get_plot (renderer), AK_ROOFLINE_ROOF_PRIMARY);
  g_assert_cmpuint (ak_roofline_plot_get_n_hidden (ak_roofline_renderer_get_plot (renderer)), ==, 4);
  assert_draws_finite (renderer, 320, 240);
}

/* Keys walk the points left to right; the pointer picks the nearest. */
static void
test_selection (void)
{
  g_autoptr(AkRooflineRenderer) renderer = simple_renderer ();
  g_autofree char *description = NULL;
  cairo_surface_t *surface;
  AkRooflinePointInfo info;
  double x, y;

  g_assert_cmpint (ak_roofline_renderer_get_selected (renderer), ==, -1);
  g_assert_cmpint (ak_roofline_renderer_step_selection (renderer, 1), ==, 0);
  g_assert_cmpint (ak_roofline_renderer_step_selection (renderer, 1), ==, 1);
  g_assert_cmpint (ak_roofline_renderer_step_selection (renderer, 1), ==, 1);
  g_assert_cmpint (ak_roofline_renderer_step_selection (renderer, G_MININT), ==, 0);
  g_assert_cmpint (ak_roofline_renderer_step_selection (renderer, G_MAXINT), ==, 1);

  surface = draw_image (renderer, 640, 400, 1);
  g_assert_true (ak_roofline_plot_get_point (ak_roofline_renderer_get_plot (renderer), 0, &info));
  g_assert_true (ak_roofline_renderer_data_to_pixel (renderer, info.intensity, info.attainable_flops, &x, &y));
  g_assert_cmpint (ak_roofline_renderer_pick (renderer, x + 3, y - 3, 20), ==, 0);
  g_assert_cmpint (ak_roofline_renderer_pick (renderer, 1, 1, 20), ==, -1);
  cairo_surface_destroy (surface);

  description = ak_roofline_plot_describe_point (ak_roofline_renderer_get_plot (renderer), 0);
  g_assert_nonnull (strstr (description, "memory-bound"));
  g_assert_null (ak_roofline_plot_describe_point (ak_roofline_renderer_get_plot (renderer), 99));
}

static void
assert_file_starts_with (const char *path,
                         const char *magic,
                         gsize       magic_len)
{
  g_autofree char *contents = NULL;
  gsize len;

  g_assert_true (g_file_get_contents (path, &contents, &len, NULL));
  g_assert_cmpuint (len, >, magic_len);
  g_assert_cmpmem (contents, magic_len, magic, magic_len);
}

static void
test_export (void)
{
  g_autoptr(AkRooflineRenderer) renderer = simple_renderer ();
  g_autofree char *dir = g_dir_make_tmp ("roofline-XXXXXX", NULL);
  static const struct { const char *name; const char *magic; gsize len; } files[] = {
    { "chart.png", "\x89PNG\r\n\x1a\n", 8 },
    { "chart.SVG", "<?xml", 5 },
    { "chart.pdf", "%PDF-", 5 },
  };
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *path = g_build_filename (dir, files[i].name, NULL);
      g_autoptr(GFile) file = g_file_new_for_path (path);

      g_assert_true (ak_chart_file_export (file, AK_CHART_PAINTER (renderer), &error));
      g_assert_no_error (error);
      assert_file_starts_with (path, files[i].magic, files[i].len);
      g_unlink (path);
    }

  /* The selection ring is not exported, and the selection is kept. */
  {
    g_autofree char *plain = g_build_filename (dir, "plain.png", NULL);
    g_autofree char *selected = g_build_filename (dir, "selected.png", NULL);
    g_autoptr(GFile) plain_file = g_file_new_for_path (plain);
    g_autoptr(GFile) selected_file = g_file_new_for_path (selected);
    g_autofree char *a = NULL, *b = NULL;
    gsize a_len, b_len;

    ak_roofline_renderer_set_selected (renderer, -1);
    g_assert_true (ak_chart_file_export (plain_file, AK_CHART_PAINTER (renderer), NULL));
    ak_roofline_renderer_set_selected (renderer, 0);
    g_assert_true (ak_chart_file_export (selected_file, AK_CHART_PAINTER (renderer), NULL));
    g_assert_cmpint (ak_roofline_renderer_get_selected (renderer), ==, 0);

    g_assert_true (g_file_get_contents (plain, &a, &a_len, NULL));
    g_assert_true (g_file_get_contents (selected, &b, &b_len, NULL));
    g_assert_cmpmem (a, a_len, b, b_len);
    g_unlink (plain);
    g_unlink (selected);
  }
  {
    g_autofree char *path = g_build_filename (dir, "chart.gif", NULL);
    g_autoptr(GFile) file = g_file_new_for_path (path);

    g_assert_false (ak_chart_file_export (file, AK_CHART_PAINTER (renderer), &error));
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
    g_clear_error (&error);
    g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  }
  {
    g_autofree char *path = g_build_filename (dir, "no-such-dir", "chart.png", NULL);
    g_autoptr(GFile) file = g_file_new_for_path (path);

    g_assert_false (ak_chart_file_export (file, AK_CHART_PAINTER (renderer), &error));
    g_assert_nonnull (error);
    g_clear_error (&error);
  }

  g_rmdir (dir);
}

/* This computer's roof is an FP32 rate measured on the CPU: the
 * description read to screen readers must not call it a dense peak. */
static void
test_measured_roof_description (void)
{
  g_autoptr(AkLesson) lesson = bundled_lesson ();
  const AkPage *page = roofline_page (lesson);
  g_autoptr(AkRooflineRenderer) renderer = ak_roofline_renderer_new ();
  g_autofree char *description = NULL;
  AkAccelerator machine = {
    .id = (char *) AK_MACHINE_ACCELERATOR_ID,
    .name = (char *) "This computer",
    .peak_bf16_dense_tflops = 0.23,
    .bandwidth_tb_s = 0.039,
    .source = (char *) "measured",
    .measured = TRUE,
  };
  AkRooflineScene scene;

  ak_roofline_scene_init_for_page (&scene, page);
  scene.accelerator = &machine;
  g_assert_true (ak_roofline_plot_set_scene (ak_roofline_renderer_get_plot (renderer), page, &scene, NULL));
  description = ak_roofline_plot_describe (ak_roofline_renderer_get_plot (renderer));

  g_assert_nonnull (strstr (description, "FP32 measured on this computer"));
  g_assert_null (strstr (description, "dense"));
}

/* The vector units' roof: a flat line a decade under the matrix roof, at
 * the pixels the formula puts it at (two sizes and scale 2); operators of
 * vector work sit under it. */
static void
test_vector_roof_pixels (void)
{
  g_autoptr(AkRooflineRenderer) renderer = simple_renderer ();
  AkRooflinePlot *plot = ak_roofline_renderer_get_plot (renderer);
  static const double on_vector[] = { 300, 700, 2000, 8000 };  /* ridge at 100 FLOP/byte */
  AkRooflinePointInfo info;
  guint index;

  g_assert_true (ak_roofline_plot_set_roof (plot, AK_ROOFLINE_ROOF_VECTOR, "Test chip",
                                            PEAK / 10, BANDWIDTH, NULL));
  index = ak_roofline_plot_add_operator (plot, "Decode · norms", AK_ROOFLINE_GROUP_DECODE, TRUE,
                                         4000, 1);
  g_assert_true (ak_roofline_plot_get_point (plot, index, &info));
  g_assert_cmpfloat (info.attainable_flops, ==, PEAK / 10);
  g_assert_cmpint (info.bound, ==, AK_BOUND_COMPUTE);

  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    {
      cairo_surface_t *surface;
      cairo_t *cr;
      AkChartColors colors;
      int k = sizes[s].scale;
      double x, y;

      surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, sizes[s].width * k, sizes[s].height * k);
      cr = cairo_create (surface);
      ak_chart_colors_init (&colors, &black, &white);
      colors.vector = red;
      cairo_scale (cr, k, k);
      ak_roofline_renderer_draw (renderer, cr, sizes[s].width, sizes[s].height, &colors);
      cairo_destroy (cr);
      cairo_surface_flush (surface);

      for (guint i = 0; i < G_N_ELEMENTS (on_vector); i++)
        {
          g_assert_true (ak_roofline_renderer_data_to_pixel (renderer, on_vector[i], PEAK / 10, &x, &y));
          if (!red_near (surface, x * k, y * k, 2 * k))
            g_error ("%dx%d@%d: no vector roof near intensity %g (%.1f, %.1f)",
                     sizes[s].width, sizes[s].height, k, on_vector[i], x, y);
        }
      /* The matrix roof is not drawn in the vector roof's colour. */
      g_assert_true (ak_roofline_renderer_data_to_pixel (renderer, 2000, PEAK, &x, &y));
      g_assert_false (red_near (surface, x * k, y * k, 2 * k));
      assert_labels_fit (renderer, sizes[s].width, sizes[s].height);
      cairo_surface_destroy (surface);
    }
}

/* The cache-aware roofline: each memory level is its own sloped roof,
 * drawn where its bandwidth puts it, at two sizes and at scale 2, its
 * label on the surface; a plot takes at most AK_ROOFLINE_MAX_LEVELS and
 * refuses a level without its roof or with a bandwidth of zero. */
static void
test_cache_level_pixels (void)
{
  g_autoptr(AkRooflineRenderer) renderer = simple_renderer ();
  AkRooflinePlot *plot = ak_roofline_renderer_get_plot (renderer);
  static const struct { const char *name; double bandwidth; } levels[] = {
    { "L1", 100 * BANDWIDTH }, { "L2", 30 * BANDWIDTH }, { "L3", 10 * BANDWIDTH }, { "DRAM", BANDWIDTH },
  };
  g_autoptr(GError) error = NULL;
  guint n_boxes_before, n_boxes;
  cairo_surface_t *surface;

  surface = draw_image (renderer, 640, 400, 1);
  ak_roofline_renderer_get_label_boxes (renderer, &n_boxes_before);
  cairo_surface_destroy (surface);

  g_assert_false (ak_roofline_plot_add_level (plot, AK_ROOFLINE_ROOF_COMPARE, "L1", BANDWIDTH, &error));
  g_assert_error (error, AK_ROOFLINE_ERROR, AK_ROOFLINE_ERROR_DOMAIN);
  g_clear_error (&error);
  g_assert_false (ak_roofline_plot_add_level (plot, AK_ROOFLINE_ROOF_PRIMARY, "L1", 0, &error));
  g_assert_error (error, AK_ROOFLINE_ERROR, AK_ROOFLINE_ERROR_DOMAIN);
  g_clear_error (&error);
  for (guint i = 0; i < G_N_ELEMENTS (levels); i++)
    {
      g_assert_true (ak_roofline_plot_add_level (plot, AK_ROOFLINE_ROOF_PRIMARY, levels[i].name,
                                                 levels[i].bandwidth, &error));
      g_assert_no_error (error);
    }

  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    {
      int k = sizes[s].scale;
      double x, y;

      surface = draw_image (renderer, sizes[s].width, sizes[s].height, k);
      for (guint i = 0; i < G_N_ELEMENTS (levels); i++)
        {
          /* a third of the way to the level's ridge, on its slope */
          double intensity = PEAK / levels[i].bandwidth / 3;

          g_assert_true (ak_roofline_renderer_data_to_pixel (renderer, intensity,
                                                             intensity * levels[i].bandwidth, &x, &y));
          if (!red_near (surface, x * k, y * k, 2 * k))
            g_error ("%dx%d@%d: no %s roof near intensity %g (%.1f, %.1f)", sizes[s].width,
                     sizes[s].height, k, levels[i].name, intensity, x, y);
        }
      /* Between the L1 and L2 slopes there is no roof. */
      g_assert_true (ak_roofline_renderer_data_to_pixel (renderer, 1, 55 * BANDWIDTH, &x, &y));
      g_assert_false (red_near (surface, x * k, y * k, k));
      assert_labels_fit (renderer, sizes[s].width, sizes[s].height);
      ak_roofline_renderer_get_label_boxes (renderer, &n_boxes);
      if (sizes[s].width >= 640)
        g_assert_cmpuint (n_boxes, >, n_boxes_before);
      cairo_surface_destroy (surface);
    }

  for (guint i = G_N_ELEMENTS (levels); i < AK_ROOFLINE_MAX_LEVELS; i++)
    g_assert_true (ak_roofline_plot_add_level (plot, AK_ROOFLINE_ROOF_PRIMARY, "L9", BANDWIDTH, NULL));
  g_assert_false (ak_roofline_plot_add_level (plot, AK_ROOFLINE_ROOF_PRIMARY, "L9", BANDWIDTH, &error));
  g_assert_error (error, AK_ROOFLINE_ERROR, AK_ROOFLINE_ERROR_DOMAIN);
  ak_roofline_plot_clear_levels (plot);
  g_assert_false (ak_roofline_plot_get_level (plot, 0, NULL, NULL));
}

/* Whether the slope of @bandwidth (bytes/s) under a roof of @peak
 * crosses @box, by pixels sampled along the box's width. */
static gboolean
slope_crosses (AkRooflineRenderer      *renderer,
               double                   peak,
               double                   bandwidth,
               const cairo_rectangle_t *box)
{
  for (double x = box->x; x <= box->x + box->width; x += 0.5)
    {
      double lx, y, ix, iy;

      /* the intensity at x: two pixels along the axis give the scale */
      g_assert_true (ak_roofline_renderer_data_to_pixel (renderer, 1, 1, &ix, &iy));
      g_assert_true (ak_roofline_renderer_data_to_pixel (renderer, 10, 1, &lx, &iy));
      {
        double intensity = pow (10, (x - ix) / (lx - ix));

        if (intensity * bandwidth > peak)
          continue;   /* past its ridge: the shared flat roof */
        g_assert_true (ak_roofline_renderer_data_to_pixel (renderer, intensity, intensity * bandwidth, &ix, &y));
        if (y >= box->y && y <= box->y + box->height)
          return TRUE;
      }
    }
  return FALSE;
}

/* A measured CPU's cache ladder whose levels run a few pixels apart (L1
 * 503, L2 410 and L3 208 GB/s, DRAM 39.6 GB/s, under 496 GFLOP/s): every
 * level is named, and no name sits on another level's line (issue 29
 * item 6), at three sizes and at scale 2. */
static void
test_cache_level_labels (void)
{
  static const Size label_sizes[] = { { 640, 400, 1 }, { 960, 600, 1 }, { 360, 480, 1 }, { 640, 400, 2 } };
  static const struct { const char *name; double bandwidth; } levels[] = {
    { "L1", 503e9 }, { "L2", 410e9 }, { "L3", 208e9 }, { "DRAM", 39.6e9 },
  };
  const double peak = 496e9;
  g_autoptr(AkRooflineRenderer) renderer = ak_roofline_renderer_new ();
  AkRooflinePlot *plot = ak_roofline_renderer_get_plot (renderer);

  g_assert_true (ak_roofline_plot_set_roof (plot, AK_ROOFLINE_ROOF_PRIMARY, "This computer", peak, 39.6e9, NULL));
  for (guint i = 0; i < G_N_ELEMENTS (levels); i++)
    g_assert_true (ak_roofline_plot_add_level (plot, AK_ROOFLINE_ROOF_PRIMARY, levels[i].name,
                                               levels[i].bandwidth, NULL));

  for (guint s = 0; s < G_N_ELEMENTS (label_sizes); s++)
    {
      cairo_surface_t *surface = draw_image (renderer, label_sizes[s].width, label_sizes[s].height,
                                             label_sizes[s].scale);

      for (guint i = 0; i < G_N_ELEMENTS (levels); i++)
        {
          cairo_rectangle_t box;

          if (!ak_roofline_renderer_get_level_label_box (renderer, i, &box))
            g_error ("%dx%d: %s has no label", label_sizes[s].width, label_sizes[s].height, levels[i].name);
          for (guint j = 0; j < G_N_ELEMENTS (levels); j++)
            if (j != i && slope_crosses (renderer, peak, levels[j].bandwidth, &box))
              g_error ("%dx%d: the label of %s sits on %s's line", label_sizes[s].width,
                       label_sizes[s].height, levels[i].name, levels[j].name);
        }
      cairo_surface_destroy (surface);
    }
}

/* The pointer finds the selected operator where it is drawn (or another
 * operator drawn on the same spot). */
static void
assert_pick_finds_operator (AkRooflineRenderer *renderer)
{
  AkRooflinePointInfo selected, picked;
  double x, y;
  int index;

  g_assert_true (ak_roofline_plot_get_point (ak_roofline_renderer_get_plot (renderer), ak_roofline_renderer_get_selected (renderer),
                                                 &selected));
  g_assert_true (ak_roofline_renderer_data_to_pixel (renderer, selected.intensity,
                                                     selected.attainable_flops, &x, &y));
  index = ak_roofline_renderer_pick (renderer, x, y, 1);
  g_assert_cmpint (index, >=, 0);
  g_assert_true (ak_roofline_plot_get_point (ak_roofline_renderer_get_plot (renderer), index, &picked));
  g_assert_cmpint (picked.group, !=, AK_ROOFLINE_GROUP_WORKLOAD);
  g_assert_cmpfloat (fabs (picked.intensity / selected.intensity - 1), <, 0.05);
}

/* The operator view of every workload on every accelerator: labels on the
 * surface, never overlapping, the selection's words name the operator and
 * the pointer finds it. */
static void
test_operator_view_labels (void)
{
  static const Size label_sizes[] = { { 320, 240, 1 }, { 640, 400, 1 }, { 1280, 800, 1 } };
  g_autoptr(AkLesson) lesson = bundled_lesson ();
  const AkPage *page = roofline_page (lesson);
  g_autoptr(AkRooflineRenderer) renderer = ak_roofline_renderer_new ();

  for (guint a = 0; a < page->accelerators->len; a++)
    for (guint w = 0; w < page->workloads->len; w++)
      {
        const AkWorkload *workload = g_ptr_array_index (page->workloads, w);
        g_autofree char *words = NULL;
        AkRooflineScene scene;

        ak_roofline_scene_init_for_page (&scene, page);
        scene.accelerator = g_ptr_array_index (page->accelerators, a);
        ak_roofline_scene_set_operator_view (&scene, workload->id);
        g_assert_true (ak_roofline_plot_set_scene (ak_roofline_renderer_get_plot (renderer), page, &scene, NULL));
        g_assert_cmpint (ak_roofline_renderer_step_selection (renderer, 1), >=, 0);
        words = ak_roofline_plot_describe_point (ak_roofline_renderer_get_plot (renderer), ak_roofline_renderer_get_selected (renderer));
        g_assert_true (g_str_has_prefix (words, "Prefill · ") || g_str_has_prefix (words, "Decode · "));

        for (guint s = 0; s < G_N_ELEMENTS (label_sizes); s++)
          {
            cairo_surface_t *surface = draw_image (renderer, label_sizes[s].width,
                                                   label_sizes[s].height, 1);

            assert_labels_fit (renderer, label_sizes[s].width, label_sizes[s].height);
            assert_pick_finds_operator (renderer);
            cairo_surface_destroy (surface);
          }
      }
}

static void
assert_inside (const cairo_rectangle_t *box,
               int                      width,
               int                      height)
{
  g_assert_cmpfloat (box->width, >, 0);
  g_assert_cmpfloat (box->x, >=, 0);
  g_assert_cmpfloat (box->y, >=, 0);
  g_assert_cmpfloat (box->x + box->width, <=, width);
  g_assert_cmpfloat (box->y + box->height, <=, height);
}

/* An export is slide-ready: a title above the plot and a legend of roofs
 * and bounds below it, both on the surface and clear of the plot area
 * (the data area and its inset, where markers and roofs are drawn); the
 * user's points are named. The screen drawing has no title. */
static void
test_export_decorations (void)
{
  static const Size export_sizes[] = { { 960, 600, 1 }, { 640, 400, 1 }, { 480, 320, 1 }, { 960, 600, 2 } };
  g_autoptr(AkLesson) lesson = bundled_lesson ();
  const AkPage *page = roofline_page (lesson);
  g_autoptr(AkRooflineRenderer) renderer = ak_roofline_renderer_new ();

  for (guint view = 0; view < 2; view++)
    for (guint s = 0; s < G_N_ELEMENTS (export_sizes); s++)
      {
        int w = export_sizes[s].width, h = export_sizes[s].height, k = export_sizes[s].scale;
        cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, w * k, h * k);
        cairo_t *cr = cairo_create (surface);
        cairo_rectangle_t title, legend, area, plot;
        AkRooflineScene scene;
        AkChartColors colors;
        guint n_screen, n_export;

        ak_roofline_scene_init_for_page (&scene, page);
        scene.compare = g_ptr_array_index (page->accelerators, 3);
        ak_roofline_scene_set_operator_view (&scene, view == 1 ? "prefill-7b-512" : NULL);
        g_assert_true (ak_roofline_plot_set_scene (ak_roofline_renderer_get_plot (renderer), page, &scene, NULL));
        test_colors (&colors);
        cairo_scale (cr, k, k);

        ak_roofline_renderer_draw (renderer, cr, w, h, &colors);
        g_assert_false (ak_roofline_renderer_get_title_box (renderer, &title));
        ak_roofline_renderer_get_label_boxes (renderer, &n_screen);

        ak_chart_painter_paint (AK_CHART_PAINTER (renderer), cr, w, h, &colors, TRUE);
        ak_roofline_renderer_get_label_boxes (renderer, &n_export);
        g_assert_cmpuint (n_export, >, n_screen);
        g_assert_true (ak_roofline_renderer_get_title_box (renderer, &title));
        g_assert_true (ak_roofline_renderer_get_legend_box (renderer, &legend));
        ak_roofline_renderer_get_data_area (renderer, &area);
        plot = (cairo_rectangle_t) { area.x - 8, area.y - 8, area.width + 16, area.height + 16 };

        assert_inside (&title, w, h);
        assert_inside (&legend, w, h);
        g_assert_false (boxes_overlap (&title, &plot));
        g_assert_false (boxes_overlap (&legend, &plot));
        g_assert_false (boxes_overlap (&title, &legend));
        g_assert_cmpfloat (title.y + title.height, <=, plot.y);
        g_assert_cmpfloat (legend.y, >=, plot.y + plot.height);
        /* The title wraps onto two lines at most, never more than one
         * and a half times the legend's two rows of smaller text. */
        g_assert_cmpfloat (title.height, <=, 1.5 * legend.height);
        assert_labels_fit (renderer, w, h);

        cairo_destroy (cr);
        cairo_surface_destroy (surface);
      }
}

/* The page's model @id. */
static const AkModelSpec *
page_model (const AkPage *page,
            const char   *id)
{
  for (guint i = 0; i < page->models->len; i++)
    if (g_strcmp0 (((AkModelSpec *) g_ptr_array_index (page->models, i))->id, id) == 0)
      return g_ptr_array_index (page->models, i);
  g_assert_not_reached ();
}

/* The slide a learner exports for the 70B model at FP8: its title (model,
 * accelerator, precision) is whole: on one line where it fits, wrapped
 * onto two where it does not, never cut short at the width it may take. */
static void
test_export_long_title (void)
{
  static const Size export_sizes[] = { { 4000, 1200, 1 }, { 1920, 1200, 1 }, { 960, 600, 1 } };
  g_autoptr(AkLesson) lesson = bundled_lesson ();
  const AkPage *page = roofline_page (lesson);
  g_autoptr(AkRooflineRenderer) renderer = ak_roofline_renderer_new ();
  AkRooflinePlot *plot = ak_roofline_renderer_get_plot (renderer);
  double one_line = 0;
  AkRooflineScene scene;
  AkChartColors colors;

  ak_roofline_scene_init_for_page (&scene, page);
  scene.model = page_model (page, "dense-70b");
  g_assert_cmpstr (scene.model->id, ==, "dense-70b");
  scene.precision = AK_PRECISION_FP8;
  g_assert_true (ak_roofline_plot_set_scene (ak_roofline_renderer_get_plot (renderer), page, &scene, NULL));
  g_assert_nonnull (strstr (ak_roofline_plot_get_title (plot), "grouped-query attention"));
  test_colors (&colors);

  for (guint s = 0; s < G_N_ELEMENTS (export_sizes); s++)
    {
      int w = export_sizes[s].width, h = export_sizes[s].height;
      cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, w, h);
      cairo_t *cr = cairo_create (surface);
      cairo_rectangle_t title, area;

      ak_chart_painter_paint (AK_CHART_PAINTER (renderer), cr, w, h, &colors, TRUE);
      g_assert_true (ak_roofline_renderer_get_title_box (renderer, &title));
      ak_roofline_renderer_get_data_area (renderer, &area);
      assert_inside (&title, w, h);
      g_assert_cmpfloat (title.y + title.height, <=, area.y - 8);
      /* The widest surface holds the title on one line. */
      if (s == 0)
        one_line = title.height;
      if (title.height < 1.5 * one_line)
        g_assert_cmpfloat (title.width, <, w - 2 * 8.0 - 1);
      else
        g_assert_cmpfloat (title.height, >=, 1.8 * one_line);
      if (w < 1000)
        g_assert_cmpfloat (title.height, >=, 1.8 * one_line);
      assert_labels_fit (renderer, w, h);

      cairo_destroy (cr);
      cairo_surface_destroy (surface);
    }
}

/* The 70B model on an L4 does not fit: an export says so under its
 * title, in a second paragraph of smaller text that takes its own room
 * above the plot, on the surface, at every size; and the chart's
 * description says it first. Without the lesson (no warning) the title
 * is shorter. */
static void
test_export_warning (void)
{
  static const Size export_sizes[] = { { 1920, 1200, 1 }, { 960, 600, 1 }, { 640, 400, 1 }, { 960, 600, 2 } };
  g_autoptr(AkLesson) lesson = bundled_lesson ();
  const AkPage *page = roofline_page (lesson);
  g_autoptr(AkRooflineRenderer) renderer = ak_roofline_renderer_new ();
  AkRooflinePlot *plot = ak_roofline_renderer_get_plot (renderer);
  AkRooflineScene scene;
  AkChartColors colors;

  ak_roofline_scene_init_for_page (&scene, page);
  scene.accelerator = ak_lesson_find_accelerator (lesson, "l4");
  scene.model = page_model (page, "dense-70b");
  test_colors (&colors);

  for (guint s = 0; s < G_N_ELEMENTS (export_sizes); s++)
    {
      int w = export_sizes[s].width, h = export_sizes[s].height, k = export_sizes[s].scale;
      cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, w * k, h * k);
      cairo_t *cr = cairo_create (surface);
      cairo_rectangle_t plain, warned, area;
      g_autofree char *described = NULL;

      cairo_scale (cr, k, k);
      scene.lesson = NULL;
      g_assert_true (ak_roofline_plot_set_scene (plot, page, &scene, NULL));
      ak_chart_painter_paint (AK_CHART_PAINTER (renderer), cr, w, h, &colors, TRUE);
      g_assert_true (ak_roofline_renderer_get_title_box (renderer, &plain));

      scene.lesson = lesson;
      g_assert_true (ak_roofline_plot_set_scene (plot, page, &scene, NULL));
      g_assert_nonnull (ak_roofline_plot_get_warning (plot));
      ak_chart_painter_paint (AK_CHART_PAINTER (renderer), cr, w, h, &colors, TRUE);
      g_assert_true (ak_roofline_renderer_get_title_box (renderer, &warned));
      ak_roofline_renderer_get_data_area (renderer, &area);
      assert_inside (&warned, w, h);
      g_assert_cmpfloat (warned.height, >, plain.height);
      g_assert_cmpfloat (warned.y + warned.height, <=, area.y - 8);
      assert_labels_fit (renderer, w, h);
      described = ak_chart_painter_describe (AK_CHART_PAINTER (renderer));
      g_assert_true (g_str_has_prefix (described, ak_roofline_plot_get_warning (plot)));

      cairo_destroy (cr);
      cairo_surface_destroy (surface);
    }
}

/* The user's prefill on an H100 with a 70B model at batch 64 sits at the
 * chart's right edge, where the ridge point's name leaves no room beside
 * it: its name goes a line lower, and a leader joins it to its marker (a
 * new user read "Your prefill…" as belonging to nothing). Every name is
 * beside its marker or a line away at most. */
static void
test_point_label_leader (void)
{
  static const Size leader_sizes[] = { { 1920, 1200, 1 }, { 960, 600, 1 }, { 640, 400, 2 } };
  g_autoptr(AkLesson) lesson = bundled_lesson ();
  const AkPage *page = roofline_page (lesson);
  g_autoptr(AkRooflineRenderer) renderer = ak_roofline_renderer_new ();
  AkRooflinePlot *plot = ak_roofline_renderer_get_plot (renderer);
  AkRooflineScene scene;
  AkChartColors colors;
  guint leaders = 0;

  ak_roofline_scene_init_for_page (&scene, page);
  scene.accelerator = ak_lesson_find_accelerator (lesson, "h100-sxm");
  scene.model = page_model (page, "dense-70b");
  scene.precision = AK_PRECISION_FP8;
  scene.batch_size = 64;
  scene.prompt_tokens = 4096;
  g_assert_nonnull (scene.accelerator);
  g_assert_true (ak_roofline_plot_set_scene (plot, page, &scene, NULL));

  test_colors (&colors);
  for (guint s = 0; s < G_N_ELEMENTS (leader_sizes); s++)
    {
      int w = leader_sizes[s].width, h = leader_sizes[s].height, k = leader_sizes[s].scale;
      cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, w * k, h * k);
      cairo_t *cr = cairo_create (surface);
      const guint8 *data;
      int stride;

      cairo_scale (cr, k, k);
      ak_chart_painter_paint (AK_CHART_PAINTER (renderer), cr, w, h, &colors, TRUE);
      cairo_destroy (cr);
      cairo_surface_flush (surface);
      data = cairo_image_surface_get_data (surface);
      stride = cairo_image_surface_get_stride (surface);
      assert_labels_fit (renderer, w, h);
      for (guint p = 0; p < ak_roofline_plot_get_n_points (plot); p++)
        {
          AkRooflinePointInfo info;
          cairo_rectangle_t box;
          double x, y, tx, ty, gap;

          if (!ak_roofline_plot_get_point (plot, p, &info) || !info.emphasized ||
              !ak_roofline_renderer_get_point_label_box (renderer, p, &box, &x, &y))
            continue;
          tx = CLAMP (x, box.x, box.x + box.width);
          ty = CLAMP (y, box.y, box.y + box.height);
          gap = hypot (tx - x, ty - y);
          g_test_message ("%d px: “%s” %.1f px from its marker", w, info.label, gap);
          g_assert_cmpfloat (gap, <=, 4.0 * 1.6 + 2 + box.height + 3);
          if (gap > 4.0 * 1.6 + 2 + 1)
            {
              /* the leader's middle is drawn, darker than the grid */
              double mx = (x + tx) / 2, my = (y + ty) / 2;
              gboolean dark = FALSE;

              for (int dy = -1; dy <= 1; dy++)
                for (int dx = -1; dx <= 1; dx++)
                  {
                    guint32 v = *(const guint32 *) (data + (int) ((my * k) + dy) * stride + (int) ((mx * k) + dx) * 4);

                    dark = dark || (((v >> 16) & 0xff) + ((v >> 8) & 0xff) + (v & 0xff)) < 3 * 0xa0;
                  }
              g_assert_true (dark);
              leaders++;
            }
        }
      cairo_surface_destroy (surface);
    }
  g_assert_cmpuint (leaders, >, 0);
}

/* The kitchen in its own units draws on screen and as an export: a
 * title, its one roof and its point, every label on the surface. */
static void
test_kitchen_export (void)
{
  g_autoptr(AkKitchenSim) sim = ak_kitchen_sim_new (1);
  g_autoptr(AkKitchenPoint) point = ak_kitchen_point_new ();
  g_autoptr(AkRooflineRenderer) renderer = ak_roofline_renderer_new ();
  AkKitchenPreset preset = { .id = (char *) "gpu", .label = (char *) "gpu", .cooks = 512,
                             .chops_per_second_per_cook = 2, .hallway_ingredients_per_second = 40,
                             .chops_per_ingredient = 4, .counter_capacity = 16 };
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 960, 600);
  cairo_t *cr = cairo_create (surface);
  cairo_rectangle_t title;
  AkChartColors colors;
  double x, y;

  g_assert_true (ak_kitchen_sim_apply_preset (sim, &preset, NULL));
  g_assert_true (ak_kitchen_point_set_from_sim (point, sim, NULL));
  g_assert_true (ak_kitchen_point_fill_plot (point, ak_roofline_renderer_get_plot (renderer), NULL));
  test_colors (&colors);

  ak_roofline_renderer_draw (renderer, cr, 960, 600, &colors);
  assert_labels_fit (renderer, 960, 600);
  g_assert_true (ak_roofline_renderer_data_to_pixel (renderer, 4, 160, &x, &y));
  g_assert_cmpint (ak_roofline_renderer_pick (renderer, x, y, 4), ==, 0);

  ak_chart_painter_paint (AK_CHART_PAINTER (renderer), cr, 960, 600, &colors, TRUE);
  g_assert_true (ak_roofline_renderer_get_title_box (renderer, &title));
  assert_inside (&title, 960, 600);
  assert_labels_fit (renderer, 960, 600);

  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/roofline-render/roof-pixels", test_roof_pixels);
  g_test_add_func ("/roofline-render/labels-fit", test_labels_fit);
  g_test_add_func ("/roofline-render/extreme-inputs", test_extreme_inputs);
  g_test_add_func ("/roofline-render/hidden-points", test_hidden_points);
  g_test_add_func ("/roofline-render/selection", test_selection);
  g_test_add_func ("/roofline-render/export", test_export);
  g_test_add_func ("/roofline-render/measured-roof-description", test_measured_roof_description);
  g_test_add_func ("/roofline-render/vector-roof-pixels", test_vector_roof_pixels);
  g_test_add_func ("/roofline-render/cache-level-pixels", test_cache_level_pixels);
  g_test_add_func ("/roofline-render/cache-level-labels", test_cache_level_labels);
  g_test_add_func ("/roofline-render/operator-view-labels", test_operator_view_labels);
  g_test_add_func ("/roofline-render/export-decorations", test_export_decorations);
  g_test_add_func ("/roofline-render/export-long-title", test_export_long_title);
  g_test_add_func ("/roofline-render/export-warning", test_export_warning);
  g_test_add_func ("/roofline-render/kitchen-export", test_kitchen_export);
  g_test_add_func ("/roofline-render/point-label-leader", test_point_label_leader);

  return g_test_run ();
}

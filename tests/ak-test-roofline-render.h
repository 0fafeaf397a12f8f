/* ak-test-roofline-render.h: drawing a roofline renderer into an image
 * and finding its roofs' pixels, for the renderer's tests (no display)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <math.h>

#include "ak-roofline-renderer.h"

#define PEAK      1e15   /* FLOP/s */
#define BANDWIDTH 1e12   /* bytes/s: the ridge is at 1,000 FLOP/byte */

G_GNUC_UNUSED static const AkColor black = { 0, 0, 0, 1 };
G_GNUC_UNUSED static const AkColor white = { 1, 1, 1, 1 };
G_GNUC_UNUSED static const AkColor red = { 1, 0, 0, 1 };


G_GNUC_UNUSED static void
test_colors (AkChartColors *colors)
{
  ak_chart_colors_init (colors, &black, &white);
  colors->roof = red;
}

/* Draws into a new image surface of @width × @height user units at @scale
 * device pixels per unit. */
G_GNUC_UNUSED static cairo_surface_t *
draw_image (AkRooflineRenderer *renderer,
            int                 width,
            int                 height,
            int                 scale)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, width * scale, height * scale);
  cairo_t *cr = cairo_create (surface);
  AkChartColors colors;

  test_colors (&colors);
  cairo_scale (cr, scale, scale);
  ak_roofline_renderer_draw (renderer, cr, width, height, &colors);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  cairo_surface_flush (surface);

  return surface;
}

G_GNUC_UNUSED static gboolean
is_red (cairo_surface_t *surface,
        int              x,
        int              y)
{
  const guint8 *data = cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface);
  guint32 pixel;

  if (x < 0 || y < 0 || x >= cairo_image_surface_get_width (surface) ||
      y >= cairo_image_surface_get_height (surface))
    return FALSE;

  pixel = *(const guint32 *) (data + y * stride + 4 * x);
  return ((pixel >> 16) & 0xff) > 160 && ((pixel >> 8) & 0xff) < 110 && (pixel & 0xff) < 110;
}

/* Is there a red pixel within @radius device pixels of (x, y)? */
G_GNUC_UNUSED static gboolean
red_near (cairo_surface_t *surface,
          double           x,
          double           y,
          int              radius)
{
  for (int dy = -radius; dy <= radius; dy++)
    for (int dx = -radius; dx <= radius; dx++)
      if (is_red (surface, (int) floor (x) + dx, (int) floor (y) + dy))
        return TRUE;
  return FALSE;
}

G_GNUC_UNUSED static AkRooflineRenderer *
simple_renderer (void)
{
  AkRooflineRenderer *renderer = ak_roofline_renderer_new ();
  g_autoptr(GError) error = NULL;

  g_assert_true (ak_roofline_plot_set_roof (ak_roofline_renderer_get_plot (renderer), AK_ROOFLINE_ROOF_PRIMARY, "Test chip",
                                                PEAK, BANDWIDTH, &error));
  g_assert_no_error (error);
  ak_roofline_plot_add_point (ak_roofline_renderer_get_plot (renderer), "low", 150, 1, FALSE);
  ak_roofline_plot_add_point (ak_roofline_renderer_get_plot (renderer), "high", 5000, 1, FALSE);
  return renderer;
}

typedef struct {
  int width;
  int height;
  int scale;
} Size;

G_GNUC_UNUSED static const Size sizes[] = { { 640, 400, 1 }, { 1280, 800, 1 }, { 640, 400, 2 } };

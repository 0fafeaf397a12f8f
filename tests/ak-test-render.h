/* ak-test-render.h: reading what a renderer drew, for rendering tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>
#include <glib.h>
#include <math.h>

#include <cairo-svg.h>

#include "ak-chart-colors.h"

/* A size, a scale and a style to render a chart at. */
typedef struct {
  double   width, height, scale;
  gboolean dark;
} RenderCase;

/* The palette of @c: dark text on white, or light text on a dark grey. */
G_GNUC_UNUSED static void
render_case_colors (const RenderCase *c,
                    AkChartColors    *colors)
{
  static const AkColor ink = { 0.12, 0.12, 0.12, 1 }, paper = { 1, 1, 1, 1 };
  static const AkColor light_ink = { 1, 1, 1, 1 }, night = { 0.14, 0.14, 0.14, 1 };

  if (c->dark)
    ak_chart_colors_init (colors, &light_ink, &night);
  else
    ak_chart_colors_init (colors, &ink, &paper);
}

/* The fraction of the rows of @a (user units) in column @x whose pixel is
 * @color within 0.06 per channel (or, with @differ, is not). */
G_GNUC_UNUSED static double
column_fraction (cairo_surface_t         *surface,
                 const RenderCase        *c,
                 const cairo_rectangle_t *a,
                 double                   x,
                 const AkColor           *color,
                 gboolean                 differ)
{
  int px = (int) floor (x * c->scale), y0 = (int) ceil ((a->y + 2) * c->scale);
  int y1 = (int) floor ((a->y + a->height - 2) * c->scale), hits = 0;
  int stride = cairo_image_surface_get_stride (surface);
  const guint8 *data = cairo_image_surface_get_data (surface);

  for (int y = y0; y < y1; y++)
    {
      guint32 v = *(const guint32 *) (data + y * stride + 4 * px);
      double rgb[3] = { ((v >> 16) & 0xff) / 255.0, ((v >> 8) & 0xff) / 255.0, (v & 0xff) / 255.0 };
      gboolean near = fabs (rgb[0] - color->red) < 0.06 && fabs (rgb[1] - color->green) < 0.06 &&
                      fabs (rgb[2] - color->blue) < 0.06;

      hits += near != differ;
    }
  return (double) hits / MAX (y1 - y0, 1);
}

/* A cairo write function that appends to a GString (an SVG in memory). */
G_GNUC_UNUSED static cairo_status_t
append_to_string (void                *closure,
                  const unsigned char *data,
                  unsigned int         length)
{
  g_string_append_len (closure, (const char *) data, length);
  return CAIRO_STATUS_SUCCESS;
}

/* Whether the pixel at (@x, @y) of an ARGB32 @surface is @color, give or
 * take 3 of 255 per channel. */
G_GNUC_UNUSED static gboolean
pixel_is (cairo_surface_t *surface,
          double           x,
          double           y,
          const AkColor   *color)
{
  int stride = cairo_image_surface_get_stride (surface);
  const guint32 *pixel = (const guint32 *) (cairo_image_surface_get_data (surface) +
                                            (int) y * stride) + (int) x;
  int r = (*pixel >> 16) & 0xff, g = (*pixel >> 8) & 0xff, b = *pixel & 0xff;

  return ABS (r - color->red * 255) <= 3 && ABS (g - color->green * 255) <= 3 &&
         ABS (b - color->blue * 255) <= 3;
}

G_GNUC_UNUSED static gboolean
rect_inside (const cairo_rectangle_t *inner,
             const cairo_rectangle_t *outer)
{
  return inner->x >= outer->x - 1e-6 && inner->y >= outer->y - 1e-6 &&
         inner->x + inner->width <= outer->x + outer->width + 1e-6 &&
         inner->y + inner->height <= outer->y + outer->height + 1e-6;
}

G_GNUC_UNUSED static gboolean
rects_overlap (const cairo_rectangle_t *a,
               const cairo_rectangle_t *b)
{
  return a->x < b->x + b->width - 1e-6 && b->x < a->x + a->width - 1e-6 &&
         a->y < b->y + b->height - 1e-6 && b->y < a->y + a->height - 1e-6;
}

/* The @i-th rectangle of a GArray of cairo_rectangle_t. */
#define RECT(array, i) (&g_array_index ((array), cairo_rectangle_t, (i)))

/* Draws a chart for assert_clean_svg (). */
typedef void (*RenderDraw) (cairo_t  *cr,
                            gpointer  data);

/* What @draw writes into an SVG holds no NaN or infinity. */
G_GNUC_UNUSED static void
assert_clean_svg (RenderDraw draw,
                  gpointer   data)
{
  g_autoptr(GString) svg = g_string_new (NULL);
  cairo_surface_t *surface = cairo_svg_surface_create_for_stream (append_to_string, svg, 960, 720);
  cairo_t *cr = cairo_create (surface);

  draw (cr, data);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  cairo_surface_finish (surface);
  cairo_surface_destroy (surface);
  g_assert_false (g_regex_match_simple ("\\b(nan|inf|infinity)\\b", svg->str, G_REGEX_CASELESS, 0));
}

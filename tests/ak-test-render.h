/* ak-test-render.h: reading what a renderer drew, for rendering tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>
#include <glib.h>

#include "ak-color.h"

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

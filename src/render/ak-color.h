/* ak-color.h: colours the renderers are given, from the theme or fixed
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>
#include <glib.h>
#include <pango/pangocairo.h>

G_BEGIN_DECLS

/**
 * AkColor:
 * A colour with components from 0 to 1, not premultiplied. Renderers take
 * colours as plain values so they draw the same with or without GTK.
 */
typedef struct {
  double red;
  double green;
  double blue;
  double alpha;
} AkColor;

/**
 * ak_color_set_source:
 * @cr: a cairo context
 * @color: the colour
 * @alpha: extra opacity, 0 to 1, multiplied into @color's own
 */
static inline void
ak_color_set_source (cairo_t       *cr,
                     const AkColor *color,
                     double         alpha)
{
  cairo_set_source_rgba (cr, color->red, color->green, color->blue, color->alpha * alpha);
}

/**
 * ak_color_show_layout:
 * @cr: a cairo context
 * @layout: the text, laid out
 * @x: its left edge, user units
 * @y: its top edge, user units
 * @color: the colour
 * @alpha: extra opacity, 0 to 1, multiplied into @color's own
 *
 * Draws @layout in @color with its top left corner at (@x, @y).
 */
static inline void
ak_color_show_layout (cairo_t       *cr,
                      PangoLayout   *layout,
                      double         x,
                      double         y,
                      const AkColor *color,
                      double         alpha)
{
  ak_color_set_source (cr, color, alpha);
  cairo_move_to (cr, x, y);
  pango_cairo_show_layout (cr, layout);
}

G_END_DECLS

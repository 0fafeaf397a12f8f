/* ak-color.h: colours the renderers are given, from the theme or fixed
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>
#include <glib.h>

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

G_END_DECLS

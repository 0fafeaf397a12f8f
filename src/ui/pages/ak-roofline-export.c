/* ak-roofline-export.c: the roofline chart as PNG, SVG or PDF
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "ak-chart-file.h"
#include "ak-roofline-export.h"

/**
 * ak_roofline_export_colors:
 * @colors: (out): the palette of exported charts
 *
 * Dark text on white, whatever the style of the desktop: an exported chart
 * goes into documents and slides.
 */
void
ak_roofline_export_colors (AkColors *colors)
{
  static const AkColor black = { 0.12, 0.12, 0.12, 1 };
  static const AkColor white = { 1, 1, 1, 1 };

  ak_roofline_colors_init (colors, &black, &white);
}

static void
draw_renderer (cairo_t  *cr,
               double    width,
               double    height,
               gpointer  user_data)
{
  AkRooflineRenderer *renderer = user_data;
  int selected = ak_roofline_renderer_get_selected (renderer);
  AkColors colors;

  /* The keyboard selection ring belongs on screen, not in a document. */
  ak_roofline_export_colors (&colors);
  ak_roofline_renderer_set_selected (renderer, -1);
  ak_roofline_renderer_draw_export (renderer, cr, AK_ROOFLINE_EXPORT_WIDTH,
                                    AK_ROOFLINE_EXPORT_HEIGHT, &colors);
  ak_roofline_renderer_set_selected (renderer, selected);
}

/**
 * ak_roofline_export_to_file:
 * @renderer: the chart to draw
 * @file: where to write; its name's extension (.png, .svg or .pdf, any
 *   case) chooses the format
 * @error: a %G_IO_ERROR (see ak_chart_file_write())
 *
 * Draws @renderer at %AK_ROOFLINE_EXPORT_WIDTH × %AK_ROOFLINE_EXPORT_HEIGHT
 * points (PNG: twice as many pixels) with ak_roofline_export_colors(), and
 * replaces @file only once the whole chart is written.
 *
 * Returns: %TRUE on success
 */
gboolean
ak_roofline_export_to_file (AkRooflineRenderer  *renderer,
                            GFile               *file,
                            GError             **error)
{
  g_return_val_if_fail (AK_IS_ROOFLINE_RENDERER (renderer), FALSE);

  return ak_chart_file_write (file, AK_ROOFLINE_EXPORT_WIDTH, AK_ROOFLINE_EXPORT_HEIGHT,
                              draw_renderer, renderer, error);
}

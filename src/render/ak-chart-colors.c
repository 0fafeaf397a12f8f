/* ak-chart-colors.c: the one palette every chart is drawn with
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ak-chart-colors.h"

/**
 * ak_chart_colors_init:
 * @colors: (out): the colours to fill in
 * @foreground: the text colour, e.g. the widget's colour from the theme
 * @background: the background to fill, or transparent for none
 *
 * A palette that reads well on @background, in lighter tones when
 * @foreground is light (a dark style): the roof and the selection ring in
 * @foreground, GNOME's blue for memory, orange for compute, purple for the
 * compared roof (and the KV cache), green for the vector roof (and
 * tokens/s), and @foreground at 15 % for shading.
 */
void
ak_chart_colors_init (AkChartColors *colors,
                      const AkColor *foreground,
                      const AkColor *background)
{
  gboolean dark;

  g_return_if_fail (colors != NULL && foreground != NULL && background != NULL);

  dark = 0.2126 * foreground->red + 0.7152 * foreground->green
         + 0.0722 * foreground->blue > 0.5;

  colors->foreground = *foreground;
  colors->background = *background;
  colors->roof = *foreground;
  colors->accent = *foreground;
  /* GNOME palette: blue 3/1, orange 3/5 */
  colors->memory = dark ? (AkColor) { 0.384, 0.627, 0.918, 1 }
                        : (AkColor) { 0.110, 0.443, 0.847, 1 };
  colors->compute = dark ? (AkColor) { 1.000, 0.639, 0.282, 1 }
                         : (AkColor) { 0.776, 0.275, 0.000, 1 };
  /* The compared and the vector roofs' labels are text in these colours:
   * 4.5:1 on the window (WCAG 1.4.3), checked by test-contrast. Dark:
   * purple 2 (6.4:1 on #242424; purple 3 was 4.3:1). Light: a green darker
   * than green 5 (5.3:1 on #fafafa; green 5 was 3.1:1). */
  colors->compare = dark ? (AkColor) { 0.863, 0.541, 0.867, 1 }
                         : (AkColor) { 0.506, 0.239, 0.612, 1 };
  colors->vector = dark ? (AkColor) { 0.341, 0.890, 0.537, 1 }
                        : (AkColor) { 0.106, 0.471, 0.290, 1 };
  colors->shade = *foreground;
  colors->shade.alpha = 0.15 * foreground->alpha;
}

/**
 * ak_chart_colors_init_export:
 * @colors: (out): the palette of exported charts
 *
 * Dark text on white, whatever the style of the desktop: an exported chart
 * goes into documents and slides.
 */
void
ak_chart_colors_init_export (AkChartColors *colors)
{
  static const AkColor black = { 0.12, 0.12, 0.12, 1 };
  static const AkColor white = { 1, 1, 1, 1 };

  ak_chart_colors_init (colors, &black, &white);
}

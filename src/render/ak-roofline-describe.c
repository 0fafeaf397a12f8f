/* ak-roofline-describe.c: the roofline chart in words, as its last draw
 * showed it
 *
 * The plot gives the roofs and each point's figures; the kept layout says
 * which points were drawn and what the axes span, so a screen reader hears
 * the chart that is on screen, whatever the renderer's axis settings.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "ak-roofline-paint-private.h"

/* The axes as drawn, in the plot's units. */
static void
describe_axes (AkRooflinePlot      *plot,
               const AkChartLayout *layout,
               GString             *text)
{
  const AkChartPanel *panel = ak_chart_layout_get_panel (layout, 0);
  gboolean kitchen = ak_roofline_plot_get_units (plot) == AK_ROOFLINE_UNITS_KITCHEN;
  g_autofree char *x = NULL;
  g_autofree char *y = NULL;

  if (panel == NULL)
    return;
  x = ak_chart_axis_format_range (&panel->x, NULL);
  y = ak_chart_axis_format_range (&panel->y, kitchen ? NULL : "FLOP/s");
  g_string_append_c (text, ' ');
  if (kitchen)
    /* Translators: two axis ranges, "from 0.1 to 1,000" */
    g_string_append_printf (text, _("Axes as drawn: chops per ingredient %s, chops per second %s."), x, y);
  else
    /* Translators: two axis ranges, "from 0.1 to 1,000" and "from 1.00 TFLOP/s to 10.0 PFLOP/s" */
    g_string_append_printf (text, _("Axes as drawn: arithmetic intensity %s FLOP/byte, performance %s."), x, y);
}

/**
 * _ak_roofline_describe:
 * @plot: the plot drawn
 * @layout: the layout of its last draw
 * @selected: the selected point, or -1
 *
 * Returns: (transfer full): the plot's warning first (that the user's
 *   workload does not fit, ak_roofline_plot_set_warning()), the selected
 *   point's figures with its own warning (if it was drawn), the roofs, the
 *   axes as drawn and how many of the drawn points each roof binds
 */
char *
_ak_roofline_describe (AkRooflinePlot      *plot,
                       const AkChartLayout *layout,
                       int                  selected)
{
  guint n = ak_roofline_plot_get_n_points (plot);
  g_autofree gboolean *drawn = g_new0 (gboolean, MAX (n, 1));
  g_autofree char *roofs = ak_roofline_plot_describe_roofs (plot);
  g_autofree char *points = NULL;
  const char *warning = ak_roofline_plot_get_warning (plot);
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    drawn[i] = ak_chart_layout_has_point (layout, AK_ROOFLINE_SERIES_POINTS, i);
  if (selected >= 0 && (guint) selected < n)
    {
      g_autofree char *point = ak_roofline_plot_describe_point (plot, (guint) selected);

      g_string_append_printf (text, "%s ", point);
    }
  /* first, unless the selected point said it already */
  if (warning != NULL && strstr (text->str, warning) == NULL)
    g_string_prepend (g_string_prepend_c (text, ' '), warning);
  g_string_append (text, roofs);
  describe_axes (plot, layout, text);
  if (ak_roofline_plot_get_units (plot) == AK_ROOFLINE_UNITS_KITCHEN)
    for (guint i = 0; i < n; i++)
      {
        g_autofree char *point = drawn[i] ? ak_roofline_plot_describe_point (plot, i) : NULL;

        if (point != NULL)
          g_string_append_printf (text, " %s.", point);
      }
  else
    {
      points = ak_roofline_plot_describe_drawn (plot, drawn);
      g_string_append (text, points);
    }
  return g_string_free (text, FALSE);
}

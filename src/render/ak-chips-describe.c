/* ak-chips-describe.c: the chips chart in words, as its last draw showed it
 *
 * The sweep gives each chip count's figures; the kept layout says which
 * chip counts were drawn, what the time axis spans and whether the memory
 * wall and the link's mark were drawn, so a screen reader hears the chart
 * on screen whatever the renderer's axis settings.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "ak-chips-paint-private.h"
#include "ak-format.h"

/* The selected chip count's terms, in the model's words. */
static void
describe_point (const AkChipsSweep *s,
                const AkChipsPoint *p,
                GString            *text)
{
  g_autofree char *words = ak_chips_point_describe (p, s->memory_known, s->wall_chips);

  g_string_append_printf (text, "%s ", words);
}

/* The drawn chip counts and the time axis. */
static void
describe_axes (const AkChipsSweep  *s,
               const AkChartLayout *layout,
               GArray              *drawn,
               GString             *text)
{
  const AkChartPanel *panel = ak_chart_layout_get_panel (layout, 0);
  guint first = g_array_index (drawn, guint, 0), last = g_array_index (drawn, guint, drawn->len - 1);
  g_autofree char *from = ak_format_number_trimmed (s->points[first].chips, 6);
  g_autofree char *to = ak_format_number_trimmed (s->points[last].chips, 6);
  g_autofree char *range = ak_chart_axis_format_range (&panel->y, NULL);

  /* Translators: chip counts, then a range "from 0.01 to 100" */
  g_string_append_printf (text, _("Time per step against %s to %s chips, on log axes; milliseconds %s."),
                          from, to, range);
}

static void
describe_marks (const AkChipsSweep  *s,
                const AkChartLayout *layout,
                GArray              *drawn,
                GString             *text)
{
  g_autofree char *wall = ak_format_number_trimmed (s->wall_chips, 6);
  g_autofree char *link = ak_format_number_trimmed (s->link_chips, 6);
  g_autofree char *last = ak_format_number_trimmed (s->points[g_array_index (drawn, guint, drawn->len - 1)].chips, 6);

  g_string_append_c (text, ' ');
  if (!s->memory_known)
    g_string_append (text, _("The chip’s memory size is not known, so no memory wall is shown."));
  else if (s->wall_chips == 1)
    g_string_append (text, _("The model fits on one chip."));
  else if (ak_chart_layout_get_mark (layout, AK_CHIPS_MARK_WALL, NULL) && s->wall_chips == 0)
    g_string_append (text, _("The model does not fit on any of these chip counts: all are shaded."));
  else if (ak_chart_layout_get_mark (layout, AK_CHIPS_MARK_WALL, NULL))
    g_string_append_printf (text, _("Memory wall: the model does not fit on fewer than %s chips, shaded."), wall);
  g_string_append_c (text, ' ');
  if (ak_chart_layout_get_mark (layout, AK_CHIPS_MARK_LINK, NULL))
    g_string_append_printf (text, _("The link takes over at %s chips, the dashed line."), link);
  else if (s->link_chips == 0)
    g_string_append_printf (text, _("The link never takes over up to %s chips."), last);
}

/* Each drawn step in a list; the chip counts no layout splits the model
 * over, with the reason. */
static void
describe_steps (const AkChipsSweep *s,
                GArray             *drawn,
                GString            *text)
{
  g_string_append_printf (text, " %s", _("Time per step:"));
  for (guint i = 0; i < drawn->len; i++)
    {
      const AkChipsPoint *p = &s->points[g_array_index (drawn, guint, i)];
      g_autofree char *chips = ak_format_number_trimmed (p->chips, 6);
      g_autofree char *step = ak_format_number (p->step_s * 1e3, 3);

      /* Translators: one item of a list: chips, milliseconds */
      g_string_append_printf (text, _(" %s chips %s ms%s"), chips, step, i + 1 < drawn->len ? "," : ".");
    }
  for (guint i = 0; i < s->n_points; i++)
    if (!s->points[i].analysed && s->points[i].reason != NULL)
      {
        g_autofree char *why = ak_chips_point_describe (&s->points[i], s->memory_known, s->wall_chips);

        g_string_append_printf (text, " %s", why);
      }
}

/**
 * _ak_chips_describe:
 * @sweep: (nullable): the sweep drawn
 * @layout: the layout of its last draw
 * @selected: the selected point, or -1
 *
 * Returns: (transfer full): the selected chip count's terms (if drawn),
 *   the axes, the memory wall and the link's mark as drawn, and the step
 *   at every chip count drawn
 */
char *
_ak_chips_describe (const AkChipsSweep  *sweep,
                    const AkChartLayout *layout,
                    int                  selected)
{
  g_autoptr(GArray) drawn = ak_chart_layout_list (layout, AK_CHIPS_SERIES_STEP);
  GString *text;

  if (sweep == NULL || drawn->len == 0 || ak_chart_layout_get_panel (layout, 0) == NULL)
    return g_strdup (_("No chip counts to show."));
  text = g_string_new (NULL);
  if (selected >= 0 && ak_chart_layout_has_point (layout, AK_CHIPS_SERIES_STEP, (guint) selected))
    describe_point (sweep, &sweep->points[selected], text);
  describe_axes (sweep, layout, drawn, text);
  describe_marks (sweep, layout, drawn, text);
  describe_steps (sweep, drawn, text);
  return g_string_free (text, FALSE);
}

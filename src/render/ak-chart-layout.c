/* ak-chart-layout.c: where a chart's painter put things, kept for input
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "ak-chart-layout.h"
#include "ak-format.h"

typedef struct {
  guint  panel;
  guint  series;
  guint  index;
  double x;
  double y;
} Point;

struct _AkChartLayout
{
  double  width;
  double  height;
  double  last_width;   /* of the last draw of any size, kept by a reset */
  double  last_height;
  GArray *panels;  /* AkChartPanel */
  GArray *points;  /* Point, in the order they were drawn */
  GArray *marks;   /* AkChartMark */
  GArray *labels;  /* AkChartLabel */
};

/* ---- axes ------------------------------------------------------------------- */

/**
 * ak_chart_axis_init_log:
 * @axis: (out): the axis to fill in
 * @log_axis: a rounded log axis (lo < hi), as the painter drew it
 */
void
ak_chart_axis_init_log (AkChartAxis     *axis,
                        const AkLogAxis *log_axis)
{
  g_return_if_fail (axis != NULL && log_axis != NULL);

  *axis = (AkChartAxis) { AK_CHART_SCALE_LOG, log_axis->lo, log_axis->hi };
}

/**
 * ak_chart_axis_init_linear:
 * @axis: (out): the axis to fill in
 * @lo: the value at the axis' start
 * @hi: the value at its end, > @lo
 */
void
ak_chart_axis_init_linear (AkChartAxis *axis,
                           double       lo,
                           double       hi)
{
  g_return_if_fail (axis != NULL);

  *axis = (AkChartAxis) { AK_CHART_SCALE_LINEAR, lo, hi };
}

/**
 * ak_chart_axis_normalize:
 * @axis: an axis
 * @value: a value in the axis' unit
 * @out_fraction: (out): where @value sits, 0 at the axis' start and 1 at
 *   its end (outside that range for values off the axis)
 *
 * Returns: %FALSE when @value has no place on @axis (not finite, or not
 *   positive on a log axis) or @axis is empty
 */
gboolean
ak_chart_axis_normalize (const AkChartAxis *axis,
                         double             value,
                         double            *out_fraction)
{
  double v, f;

  g_return_val_if_fail (axis != NULL && out_fraction != NULL, FALSE);

  if (!(axis->lo < axis->hi) || !isfinite (value))
    return FALSE;
  if (axis->scale == AK_CHART_SCALE_LOG && !ak_log_axis_can_place (value))
    return FALSE;
  v = axis->scale == AK_CHART_SCALE_LOG ? log10 (value) : value;
  f = (v - axis->lo) / (axis->hi - axis->lo);
  if (!isfinite (f))
    return FALSE;
  *out_fraction = f;
  return TRUE;
}

/* One end of an axis in words. */
static char *
format_end (const AkChartAxis *axis,
            double             end,
            const char        *si_unit)
{
  double value = axis->scale == AK_CHART_SCALE_LOG ? pow (10, end) : end;

  return si_unit != NULL ? ak_format_si (value, si_unit) : ak_format_number_trimmed (value, 3);
}

/**
 * ak_chart_axis_format_range:
 * @axis: an axis as drawn
 * @si_unit: (nullable): a unit to write with an SI prefix (e.g. "FLOP/s"),
 *   or %NULL for plain numbers (three significant digits)
 *
 * Returns: (transfer full): "from LO to HI" in the current locale, the
 *   values at the axis' two ends, for a chart's description
 */
char *
ak_chart_axis_format_range (const AkChartAxis *axis,
                            const char        *si_unit)
{
  g_autofree char *lo = NULL;
  g_autofree char *hi = NULL;

  g_return_val_if_fail (axis != NULL, NULL);

  lo = format_end (axis, axis->lo, si_unit);
  hi = format_end (axis, axis->hi, si_unit);
  /* Translators: the two ends of a chart's axis */
  return g_strdup_printf (_("from %s to %s"), lo, hi);
}

/**
 * ak_chart_axis_settings_check:
 * @settings: axis settings
 *
 * Returns: %TRUE when the padding is 0 to 1000 and the margin 0 to 10
 *   decades
 */
gboolean
ak_chart_axis_settings_check (const AkChartAxisSettings *settings)
{
  g_return_val_if_fail (settings != NULL, FALSE);

  return settings->padding >= 0 && settings->padding <= 1000 &&
         settings->margin >= 0 && settings->margin <= 10;
}

/* ---- filling a layout ------------------------------------------------------- */

/**
 * ak_chart_layout_new:
 *
 * Returns: (transfer full): an empty layout; a painter fills it
 */
AkChartLayout *
ak_chart_layout_new (void)
{
  AkChartLayout *layout = g_new0 (AkChartLayout, 1);

  layout->panels = g_array_new (FALSE, FALSE, sizeof (AkChartPanel));
  layout->points = g_array_new (FALSE, FALSE, sizeof (Point));
  layout->marks = g_array_new (FALSE, FALSE, sizeof (AkChartMark));
  layout->labels = g_array_new (FALSE, FALSE, sizeof (AkChartLabel));
  return layout;
}

/**
 * ak_chart_layout_free:
 * @layout: (transfer full) (nullable): a layout
 */
void
ak_chart_layout_free (AkChartLayout *layout)
{
  if (layout == NULL)
    return;
  g_array_unref (layout->panels);
  g_array_unref (layout->points);
  g_array_unref (layout->marks);
  g_array_unref (layout->labels);
  g_free (layout);
}

/**
 * ak_chart_layout_reset:
 * @layout: a layout
 * @width: the size of the draw about to start, user units
 * @height: the same, height
 *
 * Forgets every panel, point and mark: a painter calls it first when it
 * draws, and with a size of 0 when what it draws changes (the layout then
 * picks nothing until the next draw, and ak_chart_layout_get_size() still
 * gives the last draw's size).
 */
void
ak_chart_layout_reset (AkChartLayout *layout,
                       double         width,
                       double         height)
{
  g_return_if_fail (layout != NULL);

  layout->width = width;
  layout->height = height;
  if (width > 0 && height > 0 && isfinite (width) && isfinite (height))
    {
      layout->last_width = width;
      layout->last_height = height;
    }
  g_array_set_size (layout->panels, 0);
  g_array_set_size (layout->points, 0);
  g_array_set_size (layout->marks, 0);
  g_array_set_size (layout->labels, 0);
}

/**
 * ak_chart_layout_add_panel:
 * @layout: a layout
 * @id: the painter's name for the panel; a second panel of the same @id
 *   replaces the first
 * @frame: its data area, user units
 * @x: its horizontal axis as drawn
 * @y: its vertical axis as drawn
 */
void
ak_chart_layout_add_panel (AkChartLayout           *layout,
                           guint                    id,
                           const cairo_rectangle_t *frame,
                           const AkChartAxis       *x,
                           const AkChartAxis       *y)
{
  AkChartPanel panel;

  g_return_if_fail (layout != NULL && frame != NULL && x != NULL && y != NULL);

  panel = (AkChartPanel) { id, *frame, *x, *y };
  for (guint i = 0; i < layout->panels->len; i++)
    if (g_array_index (layout->panels, AkChartPanel, i).id == id)
      {
        g_array_index (layout->panels, AkChartPanel, i) = panel;
        return;
      }
  g_array_append_val (layout->panels, panel);
}

/**
 * ak_chart_layout_add_point:
 * @layout: a layout
 * @panel: the id of the panel the point was drawn in
 * @series: the painter's name for the point's series
 * @index: the point's index in its model (what a pick returns)
 * @x: where it was drawn, user units
 * @y: the same, y
 *
 * Records a point exactly where the painter drew it; points not drawn are
 * not recorded, so they cannot be picked.
 */
void
ak_chart_layout_add_point (AkChartLayout *layout,
                           guint          panel,
                           guint          series,
                           guint          index,
                           double         x,
                           double         y)
{
  Point point = { panel, series, index, x, y };

  g_return_if_fail (layout != NULL);

  if (isfinite (x) && isfinite (y))
    g_array_append_val (layout->points, point);
}

/**
 * ak_chart_layout_add_label:
 * @layout: a layout
 * @panel: the id of the panel the label was drawn in
 * @series: the series of the point it names
 * @index: that point's index in its model
 * @box: where its text was drawn, user units
 *
 * Records the label of a point as drawn, for the tests that check that no
 * label covers a marker or another label.
 */
void
ak_chart_layout_add_label (AkChartLayout           *layout,
                           guint                    panel,
                           guint                    series,
                           guint                    index,
                           const cairo_rectangle_t *box)
{
  AkChartLabel label = { panel, series, index, *box };

  g_return_if_fail (layout != NULL);
  g_return_if_fail (box != NULL);

  g_array_append_val (layout->labels, label);
}

/**
 * ak_chart_layout_get_labels:
 * @layout: a layout
 * @out_n: (out): how many
 *
 * Returns: (array length=out_n): the labels of points of the last draw,
 *   in the order they were drawn; owned by @layout until its next reset
 */
const AkChartLabel *
ak_chart_layout_get_labels (const AkChartLayout *layout,
                            guint               *out_n)
{
  g_return_val_if_fail (layout != NULL && out_n != NULL, NULL);

  *out_n = layout->labels->len;
  return (const AkChartLabel *) layout->labels->data;
}

/**
 * ak_chart_layout_add_mark:
 * @layout: a layout
 * @panel: the id of the panel the mark was drawn in
 * @id: the painter's name for it; a second mark of the same @id replaces
 *   the first
 * @value: where it stands on the panel's horizontal axis
 * @x: where it was drawn, user units
 *
 * Records a marker as drawn; a marker not drawn is not recorded, so a
 * description does not mention it as shown.
 */
void
ak_chart_layout_add_mark (AkChartLayout *layout,
                          guint          panel,
                          guint          id,
                          double         value,
                          double         x)
{
  AkChartMark mark = { panel, id, value, x };

  g_return_if_fail (layout != NULL);

  if (!isfinite (x) || !isfinite (value))
    return;
  for (guint i = 0; i < layout->marks->len; i++)
    if (g_array_index (layout->marks, AkChartMark, i).id == id)
      {
        g_array_index (layout->marks, AkChartMark, i) = mark;
        return;
      }
  g_array_append_val (layout->marks, mark);
}

/* ---- reading it --------------------------------------------------------------- */

/**
 * ak_chart_layout_is_empty:
 * @layout: a layout
 *
 * Returns: %TRUE when nothing has been laid out since the last reset
 */
gboolean
ak_chart_layout_is_empty (const AkChartLayout *layout)
{
  g_return_val_if_fail (layout != NULL, TRUE);

  return layout->panels->len == 0;
}

/**
 * ak_chart_layout_get_size:
 * @layout: a layout
 * @out_width: (out): the width of the last draw of any size, user units;
 *   0 before the first
 * @out_height: (out): the same, height
 */
void
ak_chart_layout_get_size (const AkChartLayout *layout,
                          double              *out_width,
                          double              *out_height)
{
  g_return_if_fail (layout != NULL && out_width != NULL && out_height != NULL);

  *out_width = layout->last_width;
  *out_height = layout->last_height;
}

/**
 * ak_chart_layout_get_mark:
 * @layout: a layout
 * @id: a mark's id
 * @out_mark: (out) (optional): the mark
 *
 * Returns: %FALSE if the last draw did not draw that mark
 */
gboolean
ak_chart_layout_get_mark (const AkChartLayout *layout,
                          guint                id,
                          AkChartMark         *out_mark)
{
  g_return_val_if_fail (layout != NULL, FALSE);

  for (guint i = 0; i < layout->marks->len; i++)
    if (g_array_index (layout->marks, AkChartMark, i).id == id)
      {
        if (out_mark != NULL)
          *out_mark = g_array_index (layout->marks, AkChartMark, i);
        return TRUE;
      }
  return FALSE;
}

/**
 * ak_chart_layout_get_panel:
 * @layout: a layout
 * @id: a panel's id
 *
 * Returns: (transfer none) (nullable): the panel, or %NULL if the last
 *   draw did not draw it
 */
const AkChartPanel *
ak_chart_layout_get_panel (const AkChartLayout *layout,
                           guint                id)
{
  g_return_val_if_fail (layout != NULL, NULL);

  for (guint i = 0; i < layout->panels->len; i++)
    if (g_array_index (layout->panels, AkChartPanel, i).id == id)
      return &g_array_index (layout->panels, AkChartPanel, i);
  return NULL;
}

/**
 * ak_chart_layout_to_pixel:
 * @layout: a layout
 * @panel: a panel's id
 * @x_value: a value on the panel's x axis
 * @y_value: a value on its y axis
 * @out_x: (out): where it goes, user units of the last draw
 * @out_y: (out): the same, y
 *
 * Returns: %FALSE when the panel was not drawn or a value has no place on
 *   its axis
 */
gboolean
ak_chart_layout_to_pixel (const AkChartLayout *layout,
                          guint                panel,
                          double               x_value,
                          double               y_value,
                          double              *out_x,
                          double              *out_y)
{
  const AkChartPanel *p;
  double fx, fy;

  g_return_val_if_fail (out_x != NULL && out_y != NULL, FALSE);

  p = ak_chart_layout_get_panel (layout, panel);
  if (p == NULL || !ak_chart_axis_normalize (&p->x, x_value, &fx) ||
      !ak_chart_axis_normalize (&p->y, y_value, &fy))
    return FALSE;
  *out_x = p->frame.x + fx * p->frame.width;
  *out_y = p->frame.y + p->frame.height - fy * p->frame.height;
  return TRUE;
}

/**
 * ak_chart_layout_get_point:
 * @layout: a layout
 * @series: a series
 * @index: a point's index in its model
 * @out_x: (out): where the last draw drew it, user units
 * @out_y: (out): the same, y
 *
 * Returns: %FALSE if the last draw did not draw that point
 */
gboolean
ak_chart_layout_get_point (const AkChartLayout *layout,
                           guint                series,
                           guint                index,
                           double              *out_x,
                           double              *out_y)
{
  g_return_val_if_fail (layout != NULL && out_x != NULL && out_y != NULL, FALSE);

  for (guint i = 0; i < layout->points->len; i++)
    {
      const Point *p = &g_array_index (layout->points, Point, i);

      if (p->series == series && p->index == index)
        {
          *out_x = p->x;
          *out_y = p->y;
          return TRUE;
        }
    }
  return FALSE;
}

static gboolean
in_column (const AkChartLayout *layout,
           const Point         *p,
           double               x,
           double               y,
           double               radius)
{
  const AkChartPanel *panel = ak_chart_layout_get_panel (layout, p->panel);
  const cairo_rectangle_t *f;

  if (panel == NULL)
    return FALSE;
  f = &panel->frame;
  return x >= f->x - radius && x <= f->x + f->width + radius && y >= f->y && y <= f->y + f->height;
}

/**
 * ak_chart_layout_pick:
 * @layout: a layout
 * @series: the series to pick from
 * @x: the pointer, user units of the last draw
 * @y: the same, y
 * @radius: how far a point may be, user units
 * @how: nearest in any direction, or along x inside the panel
 *
 * The drawn point of @series under the pointer. Of two at the same
 * distance, the one drawn first.
 *
 * Returns: its index in its model, or -1
 */
int
ak_chart_layout_pick (const AkChartLayout *layout,
                      guint                series,
                      double               x,
                      double               y,
                      double               radius,
                      AkChartPick          how)
{
  double best = G_MAXDOUBLE;
  int found = -1;

  g_return_val_if_fail (layout != NULL, -1);

  for (guint i = 0; i < layout->points->len; i++)
    {
      const Point *p = &g_array_index (layout->points, Point, i);
      double dx = p->x - x, dy = p->y - y, d;

      if (p->series != series)
        continue;
      if (how == AK_CHART_PICK_COLUMN)
        {
          if (!in_column (layout, p, x, y, radius))
            continue;
          d = fabs (dx);
        }
      else
        {
          d = sqrt (dx * dx + dy * dy);
          if (d > radius)
            continue;
        }
      if (d < best)
        {
          best = d;
          found = (int) p->index;
        }
    }
  return found;
}

static int
compare_by_x (gconstpointer a,
              gconstpointer b)
{
  const Point *pa = a, *pb = b;

  if (pa->x != pb->x)
    return pa->x < pb->x ? -1 : 1;
  return pa->index < pb->index ? -1 : pa->index > pb->index;
}

/* The drawn points of @series, left to right as drawn. */
static GArray *
sorted_points (const AkChartLayout *layout,
               guint                series)
{
  GArray *order = g_array_new (FALSE, FALSE, sizeof (Point));

  for (guint i = 0; i < layout->points->len; i++)
    if (g_array_index (layout->points, Point, i).series == series)
      g_array_append_val (order, g_array_index (layout->points, Point, i));
  g_array_sort (order, compare_by_x);
  return order;
}

/**
 * ak_chart_layout_list:
 * @layout: a layout
 * @series: a series
 *
 * What a description says is drawn, in the order a reader steps through it.
 *
 * Returns: (transfer full) (element-type guint): the model indices of the
 *   drawn points of @series, left to right as drawn; empty when none
 */
GArray *
ak_chart_layout_list (const AkChartLayout *layout,
                      guint                series)
{
  g_autoptr(GArray) order = NULL;
  GArray *indices;

  g_return_val_if_fail (layout != NULL, NULL);

  order = sorted_points (layout, series);
  indices = g_array_sized_new (FALSE, FALSE, sizeof (guint), order->len);
  for (guint i = 0; i < order->len; i++)
    g_array_append_val (indices, g_array_index (order, Point, i).index);
  return indices;
}

/**
 * ak_chart_layout_has_point:
 * @layout: a layout
 * @series: a series
 * @index: a point's index in its model
 *
 * Returns: %TRUE if the last draw drew that point
 */
gboolean
ak_chart_layout_has_point (const AkChartLayout *layout,
                           guint                series,
                           guint                index)
{
  double x, y;

  return ak_chart_layout_get_point (layout, series, index, &x, &y);
}

/**
 * ak_chart_layout_step:
 * @layout: a layout
 * @series: the series to step through
 * @from: a point's index, or -1 for none
 * @steps: how many drawn points to move, left to right as drawn;
 *   %G_MININT or %G_MAXINT go to the first or last
 *
 * Keyboard stepping through what the last draw showed: from none (or a
 * point not drawn) a move to the right starts at the first point and a
 * move to the left at the last. Stops at either end.
 *
 * Returns: a drawn point's index, or -1 when @series has none
 */
int
ak_chart_layout_step (const AkChartLayout *layout,
                      guint                series,
                      int                  from,
                      int                  steps)
{
  g_autoptr(GArray) order = NULL;
  gint64 position = -1;

  g_return_val_if_fail (layout != NULL, -1);

  order = sorted_points (layout, series);
  if (order->len == 0)
    return -1;

  for (guint i = 0; from >= 0 && i < order->len; i++)
    if (g_array_index (order, Point, i).index == (guint) from)
      position = i;
  if (position < 0)
    position = steps > 0 ? -1 : (gint64) order->len;

  position = CLAMP (position + (gint64) steps, 0, (gint64) order->len - 1);
  return (int) g_array_index (order, Point, position).index;
}

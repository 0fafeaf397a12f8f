/* ak-roofline-axes.c: the roofline chart's axes, grid, legend and notes
 *
 * Log-log axes with a labelled tick at every power of ten that fits (the
 * stride comes from ak-log-axis), a faint grid at 2…9 × each decade when
 * there is room, the axis titles, the marker key and the list of points
 * that have no place on the axes.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n.h>
#include <math.h>

#include "ak-format.h"
#include "ak-roofline-paint-private.h"

/* ---- tick labels ---------------------------------------------------------- */

static char *
x_tick_markup (int decade)
{
  if (decade >= -3 && decade <= 4)
    return ak_format_number (pow (10, decade), 1);

  return g_strdup_printf ("10<sup>%d</sup>", decade);
}

static char *
y_tick_markup (int decade)
{
  static const char *prefixes[] = { "", "k", "M", "G", "T", "P", "E" };
  g_autofree char *mantissa = NULL;

  if (decade < 0 || decade >= 3 * (int) G_N_ELEMENTS (prefixes))
    return g_strdup_printf ("10<sup>%d</sup> FLOP/s", decade);

  mantissa = ak_format_number (pow (10, decade % 3), 1);
  return g_strdup_printf ("%s %sFLOP/s", mantissa, prefixes[decade / 3]);
}

/* The widest tick label of @axis; beyond 40 decades a sample of them
 * (the ends and every few decades). */
static double
widest_tick (AkRooflinePaint *d,
             char          *(*markup) (int),
             const AkLogAxis *axis)
{
  int lo = ak_log_axis_get_first_decade (axis), hi = ak_log_axis_get_last_decade (axis);
  int step = MAX (1, (int) ceil ((axis->hi - axis->lo) / 40));
  double widest = 0;

  for (int decade = lo; ; decade = MIN (decade + step, hi))
    {
      g_autofree char *text = markup (decade);
      double w, h;

      ak_roofline_paint_set_markup (d, text, -1);
      ak_roofline_paint_text_size (d, &w, &h);
      widest = MAX (widest, w);
      if (decade >= hi)
        break;
    }
  return widest;
}

double
ak_roofline_paint_widest_x_tick (AkRooflinePaint *d)
{
  return widest_tick (d, x_tick_markup, &d->frame->x);
}

double
ak_roofline_paint_widest_y_tick (AkRooflinePaint *d)
{
  return widest_tick (d, ak_roofline_paint_in_kitchen_units (d) ? x_tick_markup : y_tick_markup, &d->frame->y);
}

/* ---- grid and ticks ------------------------------------------------------- */

static void
draw_grid_line (AkRooflinePaint *d,
                gboolean         vertical,
                double           position,
                double           alpha)
{
  AkRooflineFrame *self = d->frame;

  ak_color_set_source (d->cr, &d->colors->foreground, alpha);
  cairo_set_line_width (d->cr, 1);
  if (vertical)
    {
      cairo_move_to (d->cr, round (position) + 0.5, self->ay - INSET);
      cairo_line_to (d->cr, round (position) + 0.5, self->ay + self->ah + INSET + TICK);
    }
  else
    {
      cairo_move_to (d->cr, self->ax - INSET - TICK, round (position) + 0.5);
      cairo_line_to (d->cr, self->ax + self->aw + INSET, round (position) + 0.5);
    }
  cairo_stroke (d->cr);
}

static void
draw_minor_grid (AkRooflinePaint *d,
                 gboolean         vertical,
                 const AkLogAxis *axis,
                 double           length)
{
  double decades = axis->hi - axis->lo;

  if (decades > 12 || length / decades < 60)
    return;

  for (int decade = (int) axis->lo; decade < (int) axis->hi; decade++)
    for (int m = 2; m <= 9; m++)
      {
        double l = decade + log10 (m);

        draw_grid_line (d, vertical, vertical ? to_x (d->frame, l) : to_y (d->frame, l), 0.05);
      }
}

static void
draw_x_ticks (AkRooflinePaint *d,
              double           label_width)
{
  AkRooflineFrame *self = d->frame;
  int stride = ak_log_axis_tick_stride (&self->x, self->aw + label_width, label_width + 3 * GAP);

  if (stride == 1)
    draw_minor_grid (d, TRUE, &self->x, self->aw);

  for (int decade = ak_log_axis_get_first_decade (&self->x);
       decade <= ak_log_axis_get_last_decade (&self->x); decade++)
    {
      g_autofree char *text = NULL;
      double x = to_x (self, decade);
      Spot spot = { x, self->ay + self->ah + INSET + TICK + 1, -0.5, 0 };

      if (!ak_log_axis_is_tick (decade, stride))
        continue;

      draw_grid_line (d, TRUE, x, 0.14);
      text = x_tick_markup (decade);
      ak_roofline_paint_set_markup (d, text, -1);
      self->n_ticks += ak_roofline_paint_place (d, &spot, 1, &d->colors->foreground);
    }
}

static void
draw_y_ticks (AkRooflinePaint *d)
{
  AkRooflineFrame *self = d->frame;
  int stride = ak_log_axis_tick_stride (&self->y, self->ah + d->line_height, d->line_height + GAP);

  if (stride == 1)
    draw_minor_grid (d, FALSE, &self->y, self->ah);

  for (int decade = ak_log_axis_get_first_decade (&self->y);
       decade <= ak_log_axis_get_last_decade (&self->y); decade++)
    {
      g_autofree char *text = NULL;
      double y = to_y (self, decade);
      Spot spot = { self->ax - INSET - TICK - GAP, y, -1, -0.5 };

      if (!ak_log_axis_is_tick (decade, stride))
        continue;

      draw_grid_line (d, FALSE, y, 0.14);
      text = ak_roofline_paint_in_kitchen_units (d) ? x_tick_markup (decade) : y_tick_markup (decade);
      ak_roofline_paint_set_markup (d, text, -1);
      self->n_ticks += ak_roofline_paint_place (d, &spot, 1, &d->colors->foreground);
    }
}

static void
draw_axis_lines (AkRooflinePaint *d)
{
  AkRooflineFrame *self = d->frame;
  double left = round (self->ax - INSET) + 0.5;
  double bottom = round (self->ay + self->ah + INSET) + 0.5;

  ak_color_set_source (d->cr, &d->colors->foreground, 0.6);
  cairo_set_line_width (d->cr, 1);
  cairo_move_to (d->cr, left, self->ay - INSET);
  cairo_line_to (d->cr, left, bottom);
  cairo_line_to (d->cr, self->ax + self->aw + INSET, bottom);
  cairo_stroke (d->cr);
}

static void
draw_axis_titles (AkRooflinePaint *d)
{
  AkRooflineFrame *self = d->frame;
  const char *x_titles[] = { _("Arithmetic intensity (FLOP/byte)"), _("FLOP/byte") };
  const char *y_titles[] = { _("Attainable performance (FLOP/s)"), _("FLOP/s") };
  const char *x_kitchen[] = { _("Chops per ingredient fetched"), _("chops/ingredient") };
  const char *y_kitchen[] = { _("Chops per second"), _("chops/s") };
  double y = self->ay + self->ah + INSET + TICK + 1 + d->line_height + GAP;
  const Spot x_spots[] = { { self->ax + self->aw / 2, y, -0.5, 0 }, { self->pad, y, 0, 0 } };

  G_STATIC_ASSERT (G_N_ELEMENTS (x_kitchen) == G_N_ELEMENTS (x_titles));
  G_STATIC_ASSERT (G_N_ELEMENTS (y_kitchen) == G_N_ELEMENTS (y_titles));

  ak_roofline_paint_place_variants (d, ak_roofline_paint_in_kitchen_units (d) ? x_kitchen : x_titles, G_N_ELEMENTS (x_titles),
                                    self->width - 2 * self->pad, x_spots, G_N_ELEMENTS (x_spots),
                                    &d->colors->foreground);

  for (guint t = 0; t < G_N_ELEMENTS (y_titles); t++)
    {
      ak_roofline_paint_set_text (d, ak_roofline_paint_in_kitchen_units (d) ? y_kitchen[t] : y_titles[t],
                                  t + 1 == G_N_ELEMENTS (y_titles) ? self->ah + 2 * INSET : -1);
      if (ak_roofline_paint_place_rotated (d))
        break;
    }
}

/* The ticks with their labels and grid lines, the axis lines and titles;
 * @x_label_width is the widest x tick label. */
void
ak_roofline_paint_axes (AkRooflinePaint *d,
                        double           x_label_width)
{
  draw_x_ticks (d, x_label_width);
  draw_y_ticks (d);
  draw_axis_lines (d);
  draw_axis_titles (d);
}

/* ---- legend and the points not shown -------------------------------------- */

typedef struct {
  const char    *text;
  AkBound        bound;
  gboolean       hollow;
  const AkColor *color;
} LegendItem;

/* Grows the frame's legend box by a swatch and its text. */
static void
legend_box_add (AkRooflineFrame *frame,
                double           x,
                double           y,
                double           width,
                double           height)
{
  cairo_rectangle_t *b = &frame->legend_box;
  double x1, y1;

  if (b->width <= 0)
    {
      *b = (cairo_rectangle_t) { x, y, width, height };
      return;
    }
  x1 = MAX (b->x + b->width, x + width);
  y1 = MAX (b->y + b->height, y + height);
  b->x = MIN (b->x, x);
  b->y = MIN (b->y, y);
  b->width = x1 - b->x;
  b->height = y1 - b->y;
}

static void
draw_legend_item (AkRooflinePaint  *d,
                  double            x,
                  double            y,
                  const LegendItem *item)
{
  Spot spot = { x + 2 * MARKER + GAP, y, 0, 0 };
  double w, h;

  ak_roofline_paint_set_text (d, item->text, -1);
  ak_roofline_paint_text_size (d, &w, &h);
  if (!ak_roofline_paint_place (d, &spot, 1, &d->colors->foreground))
    return;

  legend_box_add (d->frame, x, y, spot.x - x + w, h);
  cairo_new_path (d->cr);
  ak_roofline_paint_marker_path (d->cr, x + MARKER, y + h / 2, MARKER, item->bound);
  ak_color_set_source (d->cr, item->color, 1);
  if (!item->hollow)
    {
      cairo_fill (d->cr);
      return;
    }
  cairo_save (d->cr);
  cairo_set_line_width (d->cr, 1.5);
  cairo_stroke (d->cr);
  cairo_restore (d->cr);
}

static gboolean
has_operators (AkRooflinePlot *plot)
{
  AkRooflinePointInfo point;

  for (guint i = 0; ak_roofline_plot_get_point (plot, i, &point); i++)
    if (point.group != AK_ROOFLINE_GROUP_WORKLOAD)
      return TRUE;
  return FALSE;
}

/* The marker key, centred under the chart, at @y; in the operator view
 * also which markers are prefill (filled) and decode (hollow). */
void
ak_roofline_paint_legend (AkRooflinePaint *d,
                          double           y)
{
  AkRooflineFrame *self = d->frame;
  const LegendItem items[] = {
    { _("memory-bound"), AK_BOUND_MEMORY, FALSE, &d->colors->memory },
    { _("compute-bound"), AK_BOUND_COMPUTE, FALSE, &d->colors->compute },
    /* Translators: the key of the operator view's filled markers */
    { _("prefill"), AK_BOUND_MEMORY, FALSE, &d->colors->foreground },
    /* Translators: the key of the operator view's hollow markers */
    { _("decode"), AK_BOUND_MEMORY, TRUE, &d->colors->foreground },
  };
  LegendItem shown[G_N_ELEMENTS (items) + 1];
  guint n = has_operators (d->plot) ? G_N_ELEMENTS (items) : 2;
  double widths[G_N_ELEMENTS (items) + 1], total = 0, x, h;
  AkEfficiency e;

  memcpy (shown, items, sizeof items);
  if (ak_roofline_plot_get_efficiency (d->plot, &e) && !ak_roofline_paint_in_kitchen_units (d))
    /* Translators: the key of the estimate's markers under the user's workloads */
    shown[n++] = (LegendItem) { _("estimate (dashed)"), AK_BOUND_MEMORY, TRUE, &d->colors->foreground };

  for (guint i = 0; i < n; i++)
    {
      ak_roofline_paint_set_text (d, shown[i].text, -1);
      ak_roofline_paint_text_size (d, &widths[i], &h);
      total += 2 * MARKER + GAP + widths[i] + (i > 0 ? 3 * GAP : 0);
    }

  x = CLAMP (self->ax + self->aw / 2 - total / 2, self->pad, MAX (self->pad, self->width - self->pad - total));
  for (guint i = 0; i < n; i++)
    {
      draw_legend_item (d, x, y, &shown[i]);
      x += 2 * MARKER + GAP + widths[i] + 3 * GAP;
    }
}

#define SWATCH 20.0   /* a roof's line in the legend */

typedef struct {
  AkRooflineRoof roof;
  const AkColor *color;
  const double  *dash;
  int            n_dash;
} RoofKey;

static char *
roof_key_text (AkRooflinePaint          *d,
               const AkRooflineRoofInfo *info,
               AkRooflineRoof            roof)
{
  if (ak_roofline_paint_in_kitchen_units (d))
    /* Translators: the kitchen's roof in the legend: its name */
    return g_strdup_printf (_("%s: cooks and hallway"), info->name);
  if (roof == AK_ROOFLINE_ROOF_VECTOR)
    /* Translators: the legend's entry for the vector units' roof */
    return g_strdup (_("vector units, FP32"));
  if (info->measured_fp32)
    /* Translators: a measured roof in the legend: its name (which says it
     * was measured) */
    return g_strdup_printf (_("%s, FP32"), info->name);
  /* Translators: a roof in the legend: accelerator, number format (e.g. FP8) */
  return g_strdup_printf (_("%s, dense %s"), info->name,
                          ak_roofline_roof_precision_name (info->peak_case));
}

/* One entry: a short line in the roof's colour and style, then its name. */
static double
draw_roof_key (AkRooflinePaint *d,
               double           x,
               double           y,
               const RoofKey   *key)
{
  g_autofree char *text = NULL;
  AkRooflineRoofInfo info;
  Spot spot = { x + SWATCH + GAP, y, 0, 0 };
  double w, h;

  if (!ak_roofline_plot_get_roof (d->plot, key->roof, &info))
    return x;
  text = roof_key_text (d, &info, key->roof);
  ak_roofline_paint_set_text (d, text, d->frame->width / 3);
  ak_roofline_paint_text_size (d, &w, &h);
  if (!ak_roofline_paint_place (d, &spot, 1, &d->colors->foreground))
    return x;

  legend_box_add (d->frame, x, y, SWATCH + GAP + w, h);
  cairo_save (d->cr);
  ak_color_set_source (d->cr, key->color, 1);
  cairo_set_line_width (d->cr, 2);
  cairo_set_dash (d->cr, key->dash, key->n_dash, 0);
  cairo_move_to (d->cr, x, round (y + h / 2));
  cairo_line_to (d->cr, x + SWATCH, round (y + h / 2));
  cairo_stroke (d->cr);
  cairo_restore (d->cr);
  return spot.x + w + 3 * GAP;
}

/* An export's key of the roofs, one row at @y from the left margin: the
 * primary roof (solid), the vector roof (dotted), the compared roof
 * (dashed). */
void
ak_roofline_paint_roof_legend (AkRooflinePaint *d,
                               double           y)
{
  static const double dash[] = { 6, 4 }, dots[] = { 2, 3 };
  const RoofKey keys[] = {
    { AK_ROOFLINE_ROOF_PRIMARY, &d->colors->roof, NULL, 0 },
    { AK_ROOFLINE_ROOF_VECTOR, &d->colors->vector, dots, 2 },
    { AK_ROOFLINE_ROOF_COMPARE, &d->colors->compare, dash, 2 },
  };
  double x = MAX (d->frame->pad, d->frame->ax - INSET);

  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    x = draw_roof_key (d, x, y, &keys[i]);
}

/* One line at @y naming the points that have no place on the axes. */
void
ak_roofline_paint_hidden (AkRooflinePaint *d,
                          double           y)
{
  g_autoptr(GString) names = g_string_new (NULL);
  g_autofree char *text = NULL;
  Spot spot = { d->frame->pad, y, 0, 0 };
  AkRooflinePointInfo point;

  for (guint i = 0; ak_roofline_plot_get_point (d->plot, i, &point); i++)
    {
      if (point.shown)
        continue;
      if (names->len > 0)
        g_string_append (names, _(", "));
      g_string_append (names, point.label);
      if (names->len > 1000)
        break;
    }

  /* Translators: followed by a list of workload names */
  text = g_strdup_printf (_("Not shown (no place on a log axis): %s"), names->str);
  ak_roofline_paint_set_text (d, text, d->frame->width - 2 * d->frame->pad);
  ak_roofline_paint_place (d, &spot, 1, &d->colors->foreground);
}

/* ak-chart-paint.c: text and log axes shared by the charts' painters
 *
 * Pango text kept inside the surface, decade ticks from ak-log-axis, the
 * frame, the title and the panel kept in the layout; each value without a
 * place on a log axis is skipped, so no path ever holds NaN or infinity.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "ak-chart-paint-private.h"
#include "ak-format.h"

/* ---- one draw ------------------------------------------------------------ */

/* Sets @p up for a draw on @cr: its text in @font, one line's height. */
void
ak_chart_paint_begin (AkChartPaint               *p,
                      cairo_t                    *cr,
                      const PangoFontDescription *font,
                      const AkChartColors        *colors,
                      const AkChartAxisSettings  *settings,
                      AkChartLayout              *kept)
{
  double w, h;

  *p = (AkChartPaint) { .cr = cr, .c = colors, .settings = settings, .pad = settings->padding,
                        .kept = kept };
  p->layout = pango_cairo_create_layout (cr);
  pango_layout_set_font_description (p->layout, font);
  ak_chart_paint_set_markup (p, "Mg", &w, &h);
  p->line = h;
}

void
ak_chart_paint_end (AkChartPaint *p)
{
  g_clear_object (&p->layout);
}

/* ---- text ---------------------------------------------------------------- */

void
ak_chart_paint_set_markup (AkChartPaint *p,
                           const char *markup,
                           double     *out_w,
                           double     *out_h)
{
  int w, h;

  pango_layout_set_markup (p->layout, markup, -1);
  pango_layout_get_pixel_size (p->layout, &w, &h);
  *out_w = w;
  *out_h = h;
}

/* Draws @markup with its top-left at (x + fx × width, y + fy × height). */
void
ak_chart_paint_text (AkChartPaint  *p,
                     const char    *markup,
                     double         x,
                     double         y,
                     double         fx,
                     double         fy,
                     const AkColor *color)
{
  double w, h, left, top, right, bottom, x0;

  ak_chart_paint_set_markup (p, markup, &w, &h);
  /* kept inside the surface where it fits, e.g. a centred legend when narrow */
  cairo_clip_extents (p->cr, &left, &top, &right, &bottom);
  x0 = x + fx * w;
  if (w + 4 <= right - left)
    x0 = CLAMP (x0, left + 2, right - 2 - w);
  cairo_move_to (p->cr, x0, y + fy * h);
  ak_color_set_source (p->cr, color, 1);
  pango_cairo_show_layout (p->cr, p->layout);
  cairo_new_path (p->cr);
}

/* A legend entry: @symbol in @color, then @name (escaped). */
char *
ak_chart_paint_swatch (const AkColor *color,
                       const char    *symbol,
                       const char    *name)
{
  return g_markup_printf_escaped ("<span foreground=\"#%02x%02x%02x\">%s</span> %s",
                                  (int) (color->red * 255), (int) (color->green * 255),
                                  (int) (color->blue * 255), symbol, name);
}

double
ak_chart_paint_text_width (AkChartPaint *p,
                           const char *markup)
{
  double w, h;

  ak_chart_paint_set_markup (p, markup, &w, &h);
  return w;
}

/* ---- log axes ------------------------------------------------------------ */

static char *
tick_markup (int decade)
{
  if (decade >= -3 && decade <= 5)
    return ak_format_number (pow (10, decade), 1);
  return g_strdup_printf ("10<sup>%d</sup>", decade);
}

/* Fraction along @axis, or FALSE for a value without a place. */
gboolean
ak_chart_paint_place (const AkLogAxis *axis,
                      double           value,
                      double          *out)
{
  double f;

  if (!ak_log_axis_normalize (axis, value, &f) || !isfinite (f))
    return FALSE;
  *out = CLAMP (f, -0.5, 1.5);
  return TRUE;
}

gboolean
ak_chart_paint_to_point (const cairo_rectangle_t *a,
                         const AkLogAxis         *x,
                         const AkLogAxis         *y,
                         double                   vx,
                         double                   vy,
                         double                  *px,
                         double                  *py)
{
  double fx, fy;

  if (!ak_chart_paint_place (x, vx, &fx) || !ak_chart_paint_place (y, vy, &fy))
    return FALSE;
  *px = a->x + fx * a->width;
  *py = a->y + a->height - fy * a->height;
  return TRUE;
}

/* Labelled decade ticks along one side of @a, with a faint grid line. */
void
ak_chart_paint_log_ticks (AkChartPaint            *p,
                          const cairo_rectangle_t *a,
                          const AkLogAxis         *axis,
                          AxisSide                 side,
                          gboolean                 grid)
{
  gboolean bottom = side == AXIS_BOTTOM;
  double length = bottom ? a->width : a->height;
  int stride = ak_log_axis_tick_stride (axis, length, bottom ? 48 : p->line * 1.6);

  for (int d = ak_log_axis_get_first_decade (axis); d <= ak_log_axis_get_last_decade (axis); d++)
    {
      g_autofree char *label = NULL;
      double f = ak_log_axis_normalize_log (axis, d), x, y;

      if (!ak_log_axis_is_tick (d, stride))
        continue;
      x = bottom ? a->x + f * a->width : side == AXIS_LEFT ? a->x : a->x + a->width;
      y = bottom ? a->y + a->height : a->y + a->height - f * a->height;
      if (grid)
        {
          ak_color_set_source (p->cr, &p->c->foreground, 0.12);
          cairo_move_to (p->cr, bottom ? x : a->x, bottom ? a->y : y);
          cairo_line_to (p->cr, bottom ? x : a->x + a->width, bottom ? a->y + a->height : y);
          cairo_stroke (p->cr);
        }
      label = tick_markup (d);
      if (bottom)
        ak_chart_paint_text (p, label, x, y + GAP, -0.5, 0, &p->c->foreground);
      else
        ak_chart_paint_text (p, label, side == AXIS_LEFT ? x - GAP : x + GAP, y,
                   side == AXIS_LEFT ? -1 : 0, -0.5, &p->c->foreground);
    }
}

double
ak_chart_paint_widest_tick (AkChartPaint    *p,
                            const AkLogAxis *axis)
{
  double widest = 0;

  for (int d = ak_log_axis_get_first_decade (axis); d <= ak_log_axis_get_last_decade (axis); d++)
    {
      g_autofree char *label = tick_markup (d);

      widest = fmax (widest, ak_chart_paint_text_width (p, label));
    }
  return widest;
}

void
ak_chart_paint_frame (AkChartPaint            *p,
                      const cairo_rectangle_t *a)
{
  ak_color_set_source (p->cr, &p->c->foreground, 0.6);
  cairo_rectangle (p->cr, a->x, a->y, a->width, a->height);
  cairo_stroke (p->cr);
}

/* A title above @box: returns the box below it. */
cairo_rectangle_t
ak_chart_paint_title (AkChartPaint      *p,
                      const char        *title,
                      cairo_rectangle_t  box)
{
  g_autofree char *markup = g_markup_printf_escaped ("<b>%s</b>", title);

  pango_layout_set_width (p->layout, (int) (fmax (box.width - 2 * p->pad, 1) * PANGO_SCALE));
  pango_layout_set_ellipsize (p->layout, PANGO_ELLIPSIZE_END);
  ak_chart_paint_text (p, markup, box.x + p->pad, box.y + p->pad, 0, 0, &p->c->foreground);
  pango_layout_set_width (p->layout, -1);
  return (cairo_rectangle_t) { box.x, box.y + p->pad + p->line + GAP, box.width,
                               box.height - p->pad - p->line - GAP };
}

/* A marker across @a: a dashed line (6 on, 3 off, 2 wide) in @color at
 * @x, snapped to the pixel grid; returns where it went. */
double
ak_chart_paint_dashed_line (AkChartPaint            *p,
                            const cairo_rectangle_t *a,
                            double                   x,
                            const AkColor           *color)
{
  static const double dash[] = { 6, 3 };
  double px = round (x) + 0.5;

  ak_color_set_source (p->cr, color, 1);
  cairo_set_dash (p->cr, dash, G_N_ELEMENTS (dash), 0);
  cairo_set_line_width (p->cr, 2);
  cairo_move_to (p->cr, px, a->y);
  cairo_line_to (p->cr, px, a->y + a->height);
  cairo_stroke (p->cr);
  cairo_set_dash (p->cr, NULL, 0, 0);
  cairo_set_line_width (p->cr, 1);
  return px;
}

/* Widens a rounded log axis by @margin decades at each end. */
void
ak_chart_paint_widen (AkLogAxis *axis,
                      double     margin)
{
  axis->lo = CLAMP (axis->lo - margin, -AK_LOG_AXIS_LIMIT, AK_LOG_AXIS_LIMIT);
  axis->hi = CLAMP (axis->hi + margin, -AK_LOG_AXIS_LIMIT, AK_LOG_AXIS_LIMIT);
}

/* Keeps a panel's data area and log axes in the renderer's layout. */
void
ak_chart_paint_keep_panel (AkChartPaint            *p,
                           guint                    id,
                           const cairo_rectangle_t *a,
                           const AkLogAxis         *x,
                           const AkLogAxis         *y)
{
  AkChartAxis kx, ky;

  ak_chart_axis_init_log (&kx, x);
  ak_chart_axis_init_log (&ky, y);
  ak_chart_layout_add_panel (p->kept, id, a, &kx, &ky);
}

static gboolean
overlaps_any (GArray                  *taken,
              const cairo_rectangle_t *r)
{
  for (guint i = 0; i < taken->len; i++)
    {
      const cairo_rectangle_t *b = &g_array_index (taken, cairo_rectangle_t, i);

      if (r->x < b->x + b->width && b->x < r->x + r->width &&
          r->y < b->y + b->height && b->y < r->y + r->height)
        return TRUE;
    }
  return FALSE;
}

/* Where a label goes: the first of @candidates (spots around its point,
 * best first) that stays inside @inside and overlaps nothing in @taken
 * (other labels, markers), which it then joins. FALSE when none is free:
 * the label is left out rather than drawn over a point or another label;
 * the chart's description and hover still name it. */
gboolean
ak_chart_place_box (GArray                  *taken,
                    const cairo_rectangle_t *inside,
                    const cairo_rectangle_t *candidates,
                    guint                    n_candidates,
                    cairo_rectangle_t       *out)
{
  for (guint i = 0; i < n_candidates; i++)
    {
      const cairo_rectangle_t *r = &candidates[i];

      if (r->x < inside->x || r->y < inside->y ||
          r->x + r->width > inside->x + inside->width || r->y + r->height > inside->y + inside->height ||
          overlaps_any (taken, r))
        continue;
      g_array_append_val (taken, *r);
      *out = *r;
      return TRUE;
    }
  return FALSE;
}

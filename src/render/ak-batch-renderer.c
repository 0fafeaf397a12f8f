/* ak-batch-renderer.c: draws the batch explorer's charts into any cairo_t
 *
 * Three charts of one AkBatchSweep, in the roofline chart's style (Pango
 * text, GNOME palette, log axes from ak-log-axis):
 * (a) time per token (left axis) and tokens/s (right axis) against batch,
 *     the critical batch as a dashed line, the batches that do not fit
 *     shaded as the memory wall;
 * (b) the scaling book's split of the selected step: weights and KV cache
 *     read at full bandwidth, stacked, against the FLOPs at the peak, with
 *     the step time marked;
 * (c) the frontier: time per token against tokens/s, one point per batch.
 * Any value that has no place on a log axis is skipped, so no path ever
 * holds NaN or infinity.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <pango/pangocairo.h>

#include "ak-batch-renderer.h"
#include "ak-format.h"
#include "ak-log-axis.h"

#define PAD      8.0   /* edge to text */
#define GAP      4.0   /* text to text, text to axis */
#define MARKER   3.5   /* point radius */
#define MIN_AREA 16.0  /* a smaller data area draws nothing inside */

typedef struct {
  cairo_t             *cr;
  PangoLayout         *layout;
  const AkBatchColors *c;
  double               line;  /* one line of text */
} Paint;

/* ---- text ---------------------------------------------------------------- */

static void
set_markup (Paint      *p,
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
static void
draw_text (Paint         *p,
           const char    *markup,
           double         x,
           double         y,
           double         fx,
           double         fy,
           const AkColor *color)
{
  double w, h, left, top, right, bottom, x0;

  set_markup (p, markup, &w, &h);
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

static double
text_width (Paint      *p,
            const char *markup)
{
  double w, h;

  set_markup (p, markup, &w, &h);
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
static gboolean
place (const AkLogAxis *axis,
       double           value,
       double          *out)
{
  double f;

  if (!ak_log_axis_normalize (axis, value, &f) || !isfinite (f))
    return FALSE;
  *out = CLAMP (f, -0.5, 1.5);
  return TRUE;
}

static gboolean
to_point (const cairo_rectangle_t *a,
          const AkLogAxis         *x,
          const AkLogAxis         *y,
          double                   vx,
          double                   vy,
          double                  *px,
          double                  *py)
{
  double fx, fy;

  if (!place (x, vx, &fx) || !place (y, vy, &fy))
    return FALSE;
  *px = a->x + fx * a->width;
  *py = a->y + a->height - fy * a->height;
  return TRUE;
}

typedef enum { AXIS_BOTTOM, AXIS_LEFT, AXIS_RIGHT } AxisSide;

/* Labelled decade ticks along one side of @a, with a faint grid line. */
static void
paint_log_ticks (Paint                   *p,
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
        draw_text (p, label, x, y + GAP, -0.5, 0, &p->c->foreground);
      else
        draw_text (p, label, side == AXIS_LEFT ? x - GAP : x + GAP, y,
                   side == AXIS_LEFT ? -1 : 0, -0.5, &p->c->foreground);
    }
}

static double
widest_tick (Paint           *p,
             const AkLogAxis *axis)
{
  double widest = 0;

  for (int d = ak_log_axis_get_first_decade (axis); d <= ak_log_axis_get_last_decade (axis); d++)
    {
      g_autofree char *label = tick_markup (d);

      widest = fmax (widest, text_width (p, label));
    }
  return widest;
}

static void
paint_frame (Paint                   *p,
             const cairo_rectangle_t *a)
{
  ak_color_set_source (p->cr, &p->c->foreground, 0.6);
  cairo_rectangle (p->cr, a->x, a->y, a->width, a->height);
  cairo_stroke (p->cr);
}

/* A title above the box (x, y, w, h): returns the box below it. */
static cairo_rectangle_t
take_title (Paint      *p,
            const char *title,
            double      x,
            double      y,
            double      w,
            double      h)
{
  g_autofree char *markup = g_markup_printf_escaped ("<b>%s</b>", title);

  pango_layout_set_width (p->layout, (int) (fmax (w - 2 * PAD, 1) * PANGO_SCALE));
  pango_layout_set_ellipsize (p->layout, PANGO_ELLIPSIZE_END);
  draw_text (p, markup, x + PAD, y + PAD, 0, 0, &p->c->foreground);
  pango_layout_set_width (p->layout, -1);
  return (cairo_rectangle_t) { x, y + PAD + p->line + GAP, w, h - PAD - p->line - GAP };
}

static AkLogAxis
axis_of (const AkBatchSweep *s,
         gsize               offset,
         double              default_lo,
         double              default_hi)
{
  AkLogAxis axis;

  ak_log_axis_init (&axis);
  for (guint i = 0; i < s->n_points; i++)
    ak_log_axis_extend (&axis, G_STRUCT_MEMBER (double, &s->points[i], offset));
  ak_log_axis_round (&axis, default_lo, default_hi);
  return axis;
}

/* ---- (a) the curves -------------------------------------------------------- */

static void
paint_curve (Paint                   *p,
             const AkBatchSweep      *s,
             const cairo_rectangle_t *a,
             const AkLogAxis         *x,
             const AkLogAxis         *y,
             gsize                    x_offset,
             gsize                    offset,
             const AkColor           *color)
{
  gboolean started = FALSE;
  double px, py;

  cairo_new_path (p->cr);
  for (guint i = 0; i < s->n_points; i++)
    if (to_point (a, x, y, G_STRUCT_MEMBER (double, &s->points[i], x_offset),
                  G_STRUCT_MEMBER (double, &s->points[i], offset), &px, &py))
      {
        started ? cairo_line_to (p->cr, px, py) : cairo_move_to (p->cr, px, py);
        started = TRUE;
      }
  ak_color_set_source (p->cr, color, 1);
  cairo_set_line_width (p->cr, 2);
  cairo_stroke (p->cr);
  cairo_set_line_width (p->cr, 1);
  cairo_new_path (p->cr);
  if (s->n_points > 0 &&
      to_point (a, x, y, G_STRUCT_MEMBER (double, &s->points[s->selected], x_offset),
                G_STRUCT_MEMBER (double, &s->points[s->selected], offset), &px, &py))
    {
      cairo_arc (p->cr, px, py, MARKER + 1.5, 0, 2 * G_PI);
      cairo_fill (p->cr);
    }
}

static void
paint_wall (Paint                   *p,
            const AkBatchSweep      *s,
            const cairo_rectangle_t *a,
            const AkLogAxis         *x,
            AkBatchLayout           *out)
{
  double f = 0, left;
  const char *label = _("does not fit");

  if (!s->memory_known || (s->max_batch >= 1 && !place (x, s->max_batch + 0.5, &f)))
    return;
  left = a->x + CLAMP (f, 0, 1) * a->width;
  if (left >= a->x + a->width)
    return;
  ak_color_set_source (p->cr, &p->c->wall, 1);
  cairo_rectangle (p->cr, left, a->y, a->x + a->width - left, a->height);
  cairo_fill (p->cr);
  if (a->x + a->width - left >= text_width (p, label) + 2 * GAP)
    draw_text (p, label, left + GAP, a->y + GAP, 0, 0, &p->c->foreground);
  else
    draw_text (p, label, left - GAP, a->y + GAP, -1, 0, &p->c->foreground);
  out->has_wall = TRUE;
  out->wall_x = left;
}

static void
paint_critical (Paint                   *p,
                const AkBatchSweep      *s,
                const cairo_rectangle_t *a,
                const AkLogAxis         *x,
                AkBatchLayout           *out)
{
  static const double dash[] = { 6, 3 };
  g_autofree char *number = ak_format_number (s->critical_batch, 3);
  g_autofree char *label = g_strdup_printf (_("critical batch %s"), number);
  double f, px;

  if (!place (x, s->critical_batch, &f) || f < 0 || f > 1)
    return;
  px = round (a->x + f * a->width) + 0.5;
  ak_color_set_source (p->cr, &p->c->compute, 1);
  cairo_set_dash (p->cr, dash, G_N_ELEMENTS (dash), 0);
  cairo_set_line_width (p->cr, 2);
  cairo_move_to (p->cr, px, a->y);
  cairo_line_to (p->cr, px, a->y + a->height);
  cairo_stroke (p->cr);
  cairo_set_dash (p->cr, NULL, 0, 0);
  cairo_set_line_width (p->cr, 1);
  draw_text (p, label, px + (f < 0.6 ? GAP : -GAP), a->y + a->height - GAP,
             f < 0.6 ? 0 : -1, -1, &p->c->compute);
  out->has_critical = TRUE;
  out->critical_x = px;
}

static void
paint_curves (Paint              *p,
              const AkBatchSweep *s,
              cairo_rectangle_t   box,
              AkBatchLayout      *out)
{
  AkLogAxis x = axis_of (s, G_STRUCT_OFFSET (AkBatchPoint, batch), 0, 3);
  AkLogAxis ms = axis_of (s, G_STRUCT_OFFSET (AkBatchPoint, ms_per_token), 0, 2);
  AkLogAxis tps = axis_of (s, G_STRUCT_OFFSET (AkBatchPoint, tokens_per_s), 1, 4);
  g_autofree char *legend = NULL;
  cairo_rectangle_t a;
  double left, right;

  box = take_title (p, _("Time per token and tokens/s against batch"), box.x, box.y, box.width, box.height);
  left = PAD + widest_tick (p, &ms) + GAP;
  right = PAD + widest_tick (p, &tps) + GAP;
  a = (cairo_rectangle_t) { box.x + left, box.y + GAP, box.width - left - right,
                            box.height - GAP - 3 * p->line - 2 * GAP - PAD };
  if (a.width < MIN_AREA || a.height < MIN_AREA)
    return;
  out->curves = a;

  paint_wall (p, s, &a, &x, out);
  paint_log_ticks (p, &a, &x, AXIS_BOTTOM, TRUE);
  paint_log_ticks (p, &a, &ms, AXIS_LEFT, TRUE);
  paint_log_ticks (p, &a, &tps, AXIS_RIGHT, FALSE);
  paint_frame (p, &a);
  paint_critical (p, s, &a, &x, out);
  paint_curve (p, s, &a, &x, &ms, G_STRUCT_OFFSET (AkBatchPoint, batch),
               G_STRUCT_OFFSET (AkBatchPoint, ms_per_token), &p->c->foreground);
  paint_curve (p, s, &a, &x, &tps, G_STRUCT_OFFSET (AkBatchPoint, batch),
               G_STRUCT_OFFSET (AkBatchPoint, tokens_per_s), &p->c->throughput);

  draw_text (p, _("batch (sequences)"), a.x + a.width / 2, a.y + a.height + GAP + p->line + GAP,
             -0.5, 0, &p->c->foreground);
  legend = g_strdup_printf ("<span foreground=\"#%02x%02x%02x\">━</span> %s   "
                            "<span foreground=\"#%02x%02x%02x\">━</span> %s",
                            (int) (p->c->foreground.red * 255), (int) (p->c->foreground.green * 255),
                            (int) (p->c->foreground.blue * 255), _("ms per token (left)"),
                            (int) (p->c->throughput.red * 255), (int) (p->c->throughput.green * 255),
                            (int) (p->c->throughput.blue * 255), _("tokens/s per chip (right)"));
  draw_text (p, legend, a.x + a.width / 2, a.y + a.height + 2 * (GAP + p->line) + GAP,
             -0.5, 0, &p->c->foreground);
}

/* ---- (b) the split ---------------------------------------------------------- */

/* A round step for a linear axis of @top: 1, 2 or 5 × 10^n. */
static double
nice_step (double top)
{
  double raw = top / 4, unit = pow (10, floor (log10 (raw)));

  return raw <= unit ? unit : raw <= 2 * unit ? 2 * unit : raw <= 5 * unit ? 5 * unit : 10 * unit;
}

static void
paint_bar (Paint                   *p,
           const cairo_rectangle_t *a,
           double                   scale,
           double                   from_ms,
           double                   ms,
           double                   y,
           double                   h,
           const AkColor           *color)
{
  double x0, x1;

  if (!isfinite (from_ms) || !isfinite (ms) || !(ms > 0) || !(from_ms >= 0))
    return;
  x0 = a->x + fmin (from_ms * scale, a->width);
  x1 = a->x + fmin ((from_ms + ms) * scale, a->width);
  ak_color_set_source (p->cr, color, 1);
  cairo_rectangle (p->cr, x0, y, fmax (x1 - x0, 0), h);
  cairo_fill (p->cr);
}

static void
paint_split_axis (Paint                   *p,
                  const cairo_rectangle_t *a,
                  double                   top)
{
  double step = nice_step (top);

  for (double v = 0; v <= top * (1 + 1e-9) && step > 0; v += step)
    {
      g_autofree char *label = ak_format_number_trimmed (v, 3);
      double x = a->x + v / top * a->width;

      ak_color_set_source (p->cr, &p->c->foreground, 0.12);
      cairo_move_to (p->cr, round (x) + 0.5, a->y);
      cairo_line_to (p->cr, round (x) + 0.5, a->y + a->height);
      cairo_stroke (p->cr);
      draw_text (p, label, x, a->y + a->height + GAP, -0.5, 0, &p->c->foreground);
    }
}

static void
paint_split (Paint              *p,
             const AkBatchSweep *s,
             cairo_rectangle_t   box,
             AkBatchLayout      *out)
{
  const AkBatchPoint *pt = &s->points[s->selected];
  g_autofree char *number = ak_format_number_trimmed (pt->batch, 7);
  g_autofree char *title = g_strdup_printf (_("Step time at batch %s"), number);
  g_autofree char *step_ms = ak_format_number (pt->step_time_s * 1e3, 3);
  g_autofree char *step_label = g_strdup_printf (_("step %s ms"), step_ms);
  double w_ms = pt->weights_s * 1e3, kv_ms = pt->kv_s * 1e3, c_ms = pt->compute_s * 1e3;
  double top = fmax (fmax (w_ms + kv_ms, c_ms), pt->step_time_s * 1e3) * 1.15, scale, row, left;
  const char *mem = _("memory"), *math = _("compute");
  cairo_rectangle_t a;

  box = take_title (p, title, box.x, box.y, box.width, box.height);
  left = PAD + fmax (text_width (p, mem), text_width (p, math)) + GAP;
  a = (cairo_rectangle_t) { box.x + left, box.y + GAP, box.width - left - PAD,
                            box.height - GAP - 3 * p->line - 2 * GAP - PAD };
  if (a.width < MIN_AREA || a.height < MIN_AREA || !(top > 0) || !isfinite (top))
    return;
  out->split = a;
  scale = a.width / top;
  row = a.height / 2;

  paint_split_axis (p, &a, top);
  paint_bar (p, &a, scale, 0, w_ms, a.y + row * 0.2, row * 0.6, &p->c->weights);
  paint_bar (p, &a, scale, w_ms, kv_ms, a.y + row * 0.2, row * 0.6, &p->c->kv);
  paint_bar (p, &a, scale, 0, c_ms, a.y + row * 1.2, row * 0.6, &p->c->compute);
  draw_text (p, mem, a.x - GAP, a.y + row * 0.5, -1, -0.5, &p->c->foreground);
  draw_text (p, math, a.x - GAP, a.y + row * 1.5, -1, -0.5, &p->c->foreground);
  paint_frame (p, &a);

  /* the step itself */
  {
    double step = pt->step_time_s * 1e3 * scale;
    double x = a.x + (isfinite (step) ? CLAMP (step, 0, a.width) : 0);

    ak_color_set_source (p->cr, &p->c->foreground, 1);
    cairo_set_line_width (p->cr, 2);
    cairo_move_to (p->cr, x, a.y);
    cairo_line_to (p->cr, x, a.y + a.height);
    cairo_stroke (p->cr);
    cairo_set_line_width (p->cr, 1);
    draw_text (p, step_label, x - GAP, a.y + GAP, -1, 0, &p->c->foreground);
  }
  draw_text (p, _("milliseconds"), a.x + a.width / 2, a.y + a.height + GAP + p->line + GAP, -0.5, 0,
             &p->c->foreground);
  {
    g_autofree char *legend = g_strdup_printf (
      "<span foreground=\"#%02x%02x%02x\">■</span> %s  <span foreground=\"#%02x%02x%02x\">■</span> %s  "
      "<span foreground=\"#%02x%02x%02x\">■</span> %s",
      (int) (p->c->weights.red * 255), (int) (p->c->weights.green * 255), (int) (p->c->weights.blue * 255),
      _("weights"), (int) (p->c->kv.red * 255), (int) (p->c->kv.green * 255), (int) (p->c->kv.blue * 255),
      _("KV cache"), (int) (p->c->compute.red * 255), (int) (p->c->compute.green * 255),
      (int) (p->c->compute.blue * 255), _("FLOPs"));

    draw_text (p, legend, a.x + a.width / 2, a.y + a.height + 2 * (GAP + p->line) + GAP, -0.5, 0,
               &p->c->foreground);
  }
}

/* ---- (c) the frontier ------------------------------------------------------- */

static gboolean
overlaps (GArray                  *boxes,
          const cairo_rectangle_t *r)
{
  for (guint i = 0; i < boxes->len; i++)
    {
      const cairo_rectangle_t *b = &g_array_index (boxes, cairo_rectangle_t, i);

      if (r->x < b->x + b->width && b->x < r->x + r->width &&
          r->y < b->y + b->height && b->y < r->y + r->height)
        return TRUE;
    }
  return FALSE;
}

/* "B=8" beside the point, if it overlaps no other label and stays inside. */
static void
label_point (Paint                   *p,
             const cairo_rectangle_t *a,
             GArray                  *boxes,
             double                   batch,
             double                   x,
             double                   y)
{
  g_autofree char *number = ak_format_number_trimmed (batch, 7);
  g_autofree char *label = g_strdup_printf (_("B=%s"), number);
  double w, h;
  cairo_rectangle_t r;

  set_markup (p, label, &w, &h);
  r = (cairo_rectangle_t) { x + MARKER + 1, y - h - 1, w, h };
  if (r.x + r.width > a->x + a->width)
    r.x = x - MARKER - 1 - w;
  if (r.y < a->y || r.x < a->x || overlaps (boxes, &r))
    return;
  g_array_append_val (boxes, r);
  cairo_move_to (p->cr, r.x, r.y);
  ak_color_set_source (p->cr, &p->c->foreground, 1);
  pango_cairo_show_layout (p->cr, p->layout);
  cairo_new_path (p->cr);
}

/* Labels after the selected point's cover no marker. */
static void
add_marker_boxes (const AkBatchSweep      *s,
                  const cairo_rectangle_t *a,
                  const AkLogAxis         *x,
                  const AkLogAxis         *y,
                  GArray                  *boxes)
{
  double px, py;

  for (guint i = 0; i < s->n_points; i++)
    if (to_point (a, x, y, s->points[i].tokens_per_s, s->points[i].ms_per_token, &px, &py))
      {
        cairo_rectangle_t r = { px - MARKER, py - MARKER, 2 * MARKER, 2 * MARKER };

        g_array_append_val (boxes, r);
      }
}

static void
paint_frontier_points (Paint                   *p,
                       const AkBatchSweep      *s,
                       const cairo_rectangle_t *a,
                       const AkLogAxis         *x,
                       const AkLogAxis         *y)
{
  g_autoptr(GArray) boxes = g_array_new (FALSE, FALSE, sizeof (cairo_rectangle_t));
  double px, py;

  paint_curve (p, s, a, x, y, G_STRUCT_OFFSET (AkBatchPoint, tokens_per_s),
               G_STRUCT_OFFSET (AkBatchPoint, ms_per_token), &p->c->foreground);
  /* the selected point's label first, then from the largest batch down */
  for (int n = -1; n < (int) s->n_points; n++)
    {
      guint i = n < 0 ? s->selected : s->n_points - 1 - (guint) n;
      const AkBatchPoint *pt = &s->points[i];

      if (n == 0)
        add_marker_boxes (s, a, x, y, boxes);

      if ((n >= 0 && i == s->selected) ||
          !to_point (a, x, y, pt->tokens_per_s, pt->ms_per_token, &px, &py))
        continue;
      ak_color_set_source (p->cr, pt->bound == AK_BOUND_COMPUTE ? &p->c->compute : &p->c->weights, 1);
      cairo_new_path (p->cr);
      cairo_arc (p->cr, px, py, MARKER, 0, 2 * G_PI);
      pt->fits_in_memory || !s->memory_known ? cairo_fill (p->cr) : cairo_stroke (p->cr);
      label_point (p, a, boxes, pt->batch, px, py);
    }
}

static void
paint_frontier (Paint              *p,
                const AkBatchSweep *s,
                cairo_rectangle_t   box,
                AkBatchLayout      *out)
{
  AkLogAxis x = axis_of (s, G_STRUCT_OFFSET (AkBatchPoint, tokens_per_s), 1, 4);
  AkLogAxis y = axis_of (s, G_STRUCT_OFFSET (AkBatchPoint, ms_per_token), 0, 2);
  cairo_rectangle_t a;
  double left;

  box = take_title (p, _("Latency against throughput"), box.x, box.y, box.width, box.height);
  left = PAD + widest_tick (p, &y) + GAP;
  a = (cairo_rectangle_t) { box.x + left, box.y + GAP, box.width - left - PAD - widest_tick (p, &x) / 2,
                            box.height - GAP - 3 * p->line - 2 * GAP - PAD };
  if (a.width < MIN_AREA || a.height < MIN_AREA)
    return;
  out->frontier = a;

  paint_log_ticks (p, &a, &x, AXIS_BOTTOM, TRUE);
  paint_log_ticks (p, &a, &y, AXIS_LEFT, TRUE);
  paint_frame (p, &a);
  paint_frontier_points (p, s, &a, &x, &y);
  draw_text (p, _("tokens/s per chip"), a.x + a.width / 2, a.y + a.height + GAP + p->line + GAP,
             -0.5, 0, &p->c->foreground);
  draw_text (p, _("ms per token (up); hollow: does not fit"), a.x + a.width / 2,
             a.y + a.height + 2 * (GAP + p->line) + GAP, -0.5, 0, &p->c->foreground);
}

/* ---- the whole ------------------------------------------------------------ */

/**
 * ak_batch_colors_init:
 * @colors: (out): the colours to fill in
 * @foreground: the text colour, e.g. the widget's colour from the theme
 * @background: the background to fill, or transparent for none
 *
 * A palette that reads on @background, lighter when @foreground is light
 * (a dark style): GNOME's blue for weights (and memory-bound points),
 * purple for the KV cache, orange for compute and the critical batch,
 * green for tokens/s, and @foreground at 15 % for the memory wall.
 */
void
ak_batch_colors_init (AkBatchColors *colors,
                      const AkColor *foreground,
                      const AkColor *background)
{
  gboolean dark;

  g_return_if_fail (colors != NULL && foreground != NULL && background != NULL);

  dark = 0.2126 * foreground->red + 0.7152 * foreground->green + 0.0722 * foreground->blue > 0.5;
  colors->foreground = *foreground;
  colors->background = *background;
  /* GNOME palette: blue 3/1, purple 2/4, orange 3/5; green 4 (dark) and
   * a green darker than green 5 (light), the roofline chart's own colours
   * (ak_roofline_colors_init()): each 4.5:1 or more on the window. */
  colors->weights = dark ? (AkColor) { 0.384, 0.627, 0.918, 1 } : (AkColor) { 0.110, 0.443, 0.847, 1 };
  colors->kv = dark ? (AkColor) { 0.863, 0.541, 0.867, 1 } : (AkColor) { 0.506, 0.239, 0.612, 1 };
  colors->compute = dark ? (AkColor) { 1.000, 0.639, 0.282, 1 } : (AkColor) { 0.776, 0.275, 0.000, 1 };
  colors->throughput = dark ? (AkColor) { 0.341, 0.890, 0.537, 1 } : (AkColor) { 0.106, 0.471, 0.290, 1 };
  colors->wall = *foreground;
  colors->wall.alpha = 0.15 * foreground->alpha;
}

/* The widest line of text a chart of the three draws on one line. */
static double
widest_legend (PangoLayout *layout)
{
  g_autofree char *curves = g_strdup_printf ("━ %s   ━ %s", _("ms per token (left)"),
                                             _("tokens/s per chip (right)"));
  g_autofree char *split = g_strdup_printf ("■ %s  ■ %s  ■ %s", _("weights"), _("KV cache"), _("FLOPs"));
  const char *lines[] = { curves, split, _("batch (sequences)"), _("milliseconds") };
  double widest = 0;

  for (guint i = 0; i < G_N_ELEMENTS (lines); i++)
    {
      int w;

      pango_layout_set_text (layout, lines[i], -1);
      pango_layout_get_pixel_size (layout, &w, NULL);
      widest = MAX (widest, w);
    }
  return widest;
}

static void
lay_out_all (Paint              *p,
             const AkBatchSweep *s,
             double              w,
             double              h,
             AkBatchLayout      *out)
{
  /* Side by side only where half the width still holds each legend. */
  gboolean narrow = w < 560 || w / 2 < widest_legend (p->layout) + 2 * PAD;
  double top = narrow ? h / 2 : h * 0.55;

  paint_curves (p, s, (cairo_rectangle_t) { 0, 0, w, top }, out);
  if (narrow)
    {
      paint_split (p, s, (cairo_rectangle_t) { 0, top, w, (h - top) * 0.45 }, out);
      paint_frontier (p, s, (cairo_rectangle_t) { 0, top + (h - top) * 0.45, w, (h - top) * 0.55 }, out);
      return;
    }
  paint_split (p, s, (cairo_rectangle_t) { 0, top, w / 2, h - top }, out);
  paint_frontier (p, s, (cairo_rectangle_t) { w / 2, top, w / 2, h - top }, out);
}

/**
 * ak_batch_renderer_min_width:
 * @context: the Pango context the charts' text will be laid out with
 * @font: (nullable): the text's font; %NULL for "Sans 10"
 *
 * The least width at which the charts stay legible with @font: their
 * legends and axis titles on one line inside the padding, and never less
 * than %AK_BATCH_RENDERER_MIN_WIDTH. A view narrower than this scrolls the
 * chart rather than shrinking it.
 *
 * Returns: the width, user units
 */
double
ak_batch_renderer_min_width (PangoContext               *context,
                             const PangoFontDescription *font)
{
  g_autoptr(PangoFontDescription) fallback = NULL;
  g_autoptr(PangoLayout) layout = NULL;

  g_return_val_if_fail (PANGO_IS_CONTEXT (context), AK_BATCH_RENDERER_MIN_WIDTH);

  layout = pango_layout_new (context);
  if (font == NULL)
    font = fallback = pango_font_description_from_string ("Sans 10");
  pango_layout_set_font_description (layout, font);
  return MAX (AK_BATCH_RENDERER_MIN_WIDTH, ceil (widest_legend (layout) + 2 * PAD));
}

/**
 * ak_batch_renderer_draw:
 * @cr: where to draw, in user units (any device scale)
 * @sweep: the sweep; with no points only the background is drawn
 * @chart: which chart
 * @width: the width to fill, user units (from about 320)
 * @height: the height to fill, user units
 * @colors: the palette (ak_batch_colors_init())
 * @font: (nullable): the text's font; %NULL for "Sans 10"
 * @out_layout: (out) (optional): where the data areas, the critical-batch
 *   marker and the memory wall went
 *
 * Draws @chart of @sweep into (0, 0, @width, @height). The critical batch is
 * drawn only where it falls on the batch axis; the memory wall only when
 * the capacity is known, from halfway (in log terms) past the largest batch
 * that fits, or over the whole axis when even the weights do not fit.
 */
void
ak_batch_renderer_draw (cairo_t                    *cr,
                        const AkBatchSweep         *sweep,
                        AkBatchChart                chart,
                        double                      width,
                        double                      height,
                        const AkBatchColors        *colors,
                        const PangoFontDescription *font,
                        AkBatchLayout              *out_layout)
{
  g_autoptr(PangoFontDescription) fallback = NULL;
  AkBatchLayout layout = { 0 };
  cairo_rectangle_t all = { 0, 0, width, height };
  Paint p = { cr, NULL, colors, 0 };
  double w, h;

  g_return_if_fail (cr != NULL && sweep != NULL && colors != NULL);
  g_return_if_fail (sweep->n_points <= AK_BATCH_SWEEP_MAX_POINTS && sweep->selected <= sweep->n_points);

  if (out_layout != NULL)
    *out_layout = layout;
  if (!isfinite (width) || !isfinite (height) || width <= 0 || height <= 0)
    return;

  cairo_save (cr);
  ak_color_set_source (cr, &colors->background, 1);
  cairo_rectangle (cr, 0, 0, width, height);
  cairo_fill (cr);
  cairo_set_line_width (cr, 1);
  if (sweep->n_points == 0 || sweep->selected >= sweep->n_points)
    {
      cairo_restore (cr);
      return;
    }

  p.layout = pango_cairo_create_layout (cr);
  if (font == NULL)
    font = fallback = pango_font_description_from_string ("Sans 10");
  pango_layout_set_font_description (p.layout, font);
  set_markup (&p, "Mg", &w, &h);
  p.line = h;

  switch (chart)
    {
    case AK_BATCH_CHART_CURVES:
      paint_curves (&p, sweep, all, &layout);
      break;
    case AK_BATCH_CHART_SPLIT:
      paint_split (&p, sweep, all, &layout);
      break;
    case AK_BATCH_CHART_FRONTIER:
      paint_frontier (&p, sweep, all, &layout);
      break;
    case AK_BATCH_CHART_ALL:
    default:
      lay_out_all (&p, sweep, width, height, &layout);
      break;
    }
  g_object_unref (p.layout);
  cairo_restore (cr);
  if (out_layout != NULL)
    *out_layout = layout;
}

/**
 * ak_batch_renderer_describe:
 * @sweep: the sweep
 *
 * The charts in words, for screen readers: the critical batch, the largest
 * batch that fits, and time per token, tokens/s and the bound at the
 * selected batch (and the speculative speedup when there is a draft).
 *
 * Returns: (transfer full): a translated description
 */
char *
ak_batch_renderer_describe (const AkBatchSweep *sweep)
{
  g_autofree char *critical = NULL, *fits = NULL, *batch = NULL, *ms = NULL, *tps = NULL;
  const AkBatchPoint *p;
  GString *text;

  g_return_val_if_fail (sweep != NULL, NULL);

  if (sweep->n_points == 0 || sweep->selected >= sweep->n_points)
    return g_strdup (_("No batch sizes to show."));
  p = &sweep->points[sweep->selected];
  critical = ak_format_number (sweep->critical_batch, 3);
  fits = ak_format_number_trimmed (sweep->max_batch, 7);
  batch = ak_format_number_trimmed (p->batch, 7);
  ms = ak_format_number (p->ms_per_token, 3);
  tps = ak_format_number (p->tokens_per_s, 3);

  text = g_string_new (NULL);
  g_string_append_printf (text, _("Critical batch: %s sequences, where the weight matrix multiplies "
                                  "turn compute-bound."), critical);
  g_string_append_c (text, ' ');
  if (!sweep->memory_known)
    g_string_append (text, _("The accelerator’s memory is not known, so no memory wall is shown."));
  else if (sweep->max_batch < 1)
    g_string_append (text, _("The weights alone do not fit in the accelerator’s memory."));
  else
    g_string_append_printf (text, _("Largest batch that fits in memory: %s sequences."), fits);
  g_string_append_c (text, ' ');
  g_string_append_printf (text, _("At batch %s: %s ms per token, %s tokens/s per chip, %s."), batch, ms, tps,
                          p->bound == AK_BOUND_COMPUTE ? _("compute-bound") : _("memory-bound"));
  if (sweep->has_speculative)
    {
      g_autofree char *e = ak_format_number (sweep->speculative.expected_tokens_per_pass, 3);
      g_autofree char *x = ak_format_number (sweep->speculative.speedup, 3);

      g_string_append_c (text, ' ');
      g_string_append_printf (text, _("Speculative decoding: %s tokens per verification pass, "
                                      "%s× the tokens/s."), e, x);
    }
  return g_string_free (text, FALSE);
}

/* ak-batch-curves.c: the batch explorer's curves and split charts
 *
 * (a) time per token (left axis) and tokens/s (right axis) against batch,
 *     the critical batch as a dashed line, the batches that do not fit
 *     shaded as the memory wall;
 * (b) the scaling book's split of the selected step: weights and KV cache
 *     read at full bandwidth, stacked, against the FLOPs at the peak, with
 *     the step time marked.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "ak-batch-paint-private.h"
#include "ak-format.h"

/* The axis of one member of the sweep's points: whole decades around
 * them, widened by @margin decades at each end. */
AkLogAxis
ak_batch_paint_axis_of (const AkBatchSweep *s,
                        gsize               offset,
                        double              default_lo,
                        double              default_hi,
                        double              margin)
{
  AkLogAxis axis;

  ak_log_axis_init (&axis);
  for (guint i = 0; i < s->n_points; i++)
    ak_log_axis_extend (&axis, G_STRUCT_MEMBER (double, &s->points[i], offset));
  ak_log_axis_round (&axis, default_lo, default_hi);
  ak_chart_paint_widen (&axis, margin);
  return axis;
}

/* One series as a line, the selected point as a dot; every point it
 * places is kept in the layout as @series of @panel. */
void
ak_batch_paint_curve (AkChartPaint            *p,
                      const AkBatchSweep      *s,
                      const cairo_rectangle_t *a,
                      const AkLogAxis         *x,
                      const AkLogAxis         *y,
                      gsize                    x_offset,
                      gsize                    offset,
                      AkBatchChart             panel,
                      AkBatchSeries            series,
                      const AkColor           *color)
{
  gboolean started = FALSE;
  double px, py;

  cairo_new_path (p->cr);
  for (guint i = 0; i < s->n_points; i++)
    if (ak_chart_paint_to_point (a, x, y, G_STRUCT_MEMBER (double, &s->points[i], x_offset),
                  G_STRUCT_MEMBER (double, &s->points[i], offset), &px, &py))
      {
        started ? cairo_line_to (p->cr, px, py) : cairo_move_to (p->cr, px, py);
        started = TRUE;
        ak_chart_layout_add_point (p->kept, panel, series, i, px, py);
      }
  ak_color_set_source (p->cr, color, 1);
  cairo_set_line_width (p->cr, 2);
  cairo_stroke (p->cr);
  cairo_set_line_width (p->cr, 1);
  cairo_new_path (p->cr);
  if (s->n_points > 0 &&
      ak_chart_paint_to_point (a, x, y, G_STRUCT_MEMBER (double, &s->points[s->selected], x_offset),
                G_STRUCT_MEMBER (double, &s->points[s->selected], offset), &px, &py))
    {
      cairo_arc (p->cr, px, py, MARKER + 1.5, 0, 2 * G_PI);
      cairo_fill (p->cr);
    }
}

/* ---- (a) the curves -------------------------------------------------------- */

static void
paint_wall (AkChartPaint            *p,
            const AkBatchSweep      *s,
            const cairo_rectangle_t *a,
            const AkLogAxis         *x)
{
  double f = 0, left;
  const char *label = _("does not fit");

  if (!s->memory_known || (s->max_batch >= 1 && !ak_chart_paint_place (x, s->max_batch + 0.5, &f)))
    return;
  left = a->x + CLAMP (f, 0, 1) * a->width;
  if (left >= a->x + a->width)
    return;
  ak_color_set_source (p->cr, &p->c->shade, 1);
  cairo_rectangle (p->cr, left, a->y, a->x + a->width - left, a->height);
  cairo_fill (p->cr);
  if (a->x + a->width - left >= ak_chart_paint_text_width (p, label) + 2 * GAP)
    ak_chart_paint_text (p, label, left + GAP, a->y + GAP, 0, 0, &p->c->foreground);
  else
    ak_chart_paint_text (p, label, left - GAP, a->y + GAP, -1, 0, &p->c->foreground);
  ak_chart_layout_add_mark (p->kept, AK_BATCH_CHART_CURVES, AK_BATCH_MARK_WALL,
                            s->max_batch >= 1 ? s->max_batch + 0.5 : pow (10, x->lo), left);
}

static void
paint_critical (AkChartPaint            *p,
                const AkBatchSweep      *s,
                const cairo_rectangle_t *a,
                const AkLogAxis         *x)
{
  g_autofree char *number = ak_format_number (s->critical_batch, 3);
  g_autofree char *label = g_strdup_printf (_("critical batch %s (weights only)"), number);
  double f, px;

  if (!ak_chart_paint_place (x, s->critical_batch, &f) || f < 0 || f > 1)
    return;
  px = ak_chart_paint_dashed_line (p, a, a->x + f * a->width, &p->c->compute);
  ak_chart_paint_text (p, label, px + (f < 0.6 ? GAP : -GAP), a->y + a->height - GAP,
             f < 0.6 ? 0 : -1, -1, &p->c->compute);
  ak_chart_layout_add_mark (p->kept, AK_BATCH_CHART_CURVES, AK_BATCH_MARK_CRITICAL, s->critical_batch, px);
}

/* A log axis around two members of the points (the bound and its
 * estimate): the union of their whole decades. */
static AkLogAxis
axis_of_two (const AkBatchSweep *s,
             gsize               offset,
             gsize               other,
             double              default_lo,
             double              default_hi)
{
  AkLogAxis axis = ak_batch_paint_axis_of (s, offset, default_lo, default_hi, 0);
  AkLogAxis second = ak_batch_paint_axis_of (s, other, default_lo, default_hi, 0);

  axis.lo = MIN (axis.lo, second.lo);
  axis.hi = MAX (axis.hi, second.hi);
  return axis;
}

/* The estimate of a series: a thinner dashed line beside the bound's,
 * with no points of its own for hover (the readout gives its numbers). */
static void
paint_estimate (AkChartPaint            *p,
                const AkBatchSweep      *s,
                const cairo_rectangle_t *a,
                const AkLogAxis         *x,
                const AkLogAxis         *y,
                gsize                    offset,
                const AkColor           *color)
{
  static const double dash[] = { 5, 3 };
  gboolean started = FALSE;
  double px, py;

  cairo_new_path (p->cr);
  for (guint i = 0; i < s->n_points; i++)
    if (ak_chart_paint_to_point (a, x, y, s->points[i].batch, G_STRUCT_MEMBER (double, &s->points[i], offset),
                                 &px, &py))
      {
        started ? cairo_line_to (p->cr, px, py) : cairo_move_to (p->cr, px, py);
        started = TRUE;
      }
  ak_color_set_source (p->cr, color, 1);
  cairo_set_dash (p->cr, dash, G_N_ELEMENTS (dash), 0);
  cairo_set_line_width (p->cr, 1.5);
  cairo_stroke (p->cr);
  cairo_set_dash (p->cr, NULL, 0, 0);
  cairo_set_line_width (p->cr, 1);
}

void
ak_batch_paint_curves (AkChartPaint       *p,
                       const AkBatchSweep *s,
                       cairo_rectangle_t   box)
{
  AkLogAxis x = ak_batch_paint_axis_of (s, G_STRUCT_OFFSET (AkBatchPoint, batch), 0, 3,
                                       p->settings->margin);
  AkLogAxis ms = axis_of_two (s, G_STRUCT_OFFSET (AkBatchPoint, ms_per_token),
                              G_STRUCT_OFFSET (AkBatchPoint, estimate_ms_per_token), 0, 2);
  AkLogAxis tps = axis_of_two (s, G_STRUCT_OFFSET (AkBatchPoint, tokens_per_s),
                               G_STRUCT_OFFSET (AkBatchPoint, estimate_tokens_per_s), 1, 4);
  g_autofree char *legend = NULL, *estimate_key = NULL;
  cairo_rectangle_t a;
  double left, right;

  box = ak_chart_paint_title (p, _("Time per token and tokens/s against batch"), box);
  left = p->pad + ak_chart_paint_widest_tick (p, &ms) + GAP;
  right = p->pad + ak_chart_paint_widest_tick (p, &tps) + GAP;
  a = (cairo_rectangle_t) { box.x + left, box.y + GAP, box.width - left - right,
                            box.height - GAP - 3 * p->line - 2 * GAP - p->pad };
  if (a.width < MIN_AREA || a.height < MIN_AREA)
    return;
  ak_chart_paint_keep_panel (p, AK_BATCH_CHART_CURVES, &a, &x, &ms);

  paint_wall (p, s, &a, &x);
  ak_chart_paint_log_ticks (p, &a, &x, AXIS_BOTTOM, TRUE);
  ak_chart_paint_log_ticks (p, &a, &ms, AXIS_LEFT, TRUE);
  ak_chart_paint_log_ticks (p, &a, &tps, AXIS_RIGHT, FALSE);
  ak_chart_paint_frame (p, &a);
  paint_critical (p, s, &a, &x);
  paint_estimate (p, s, &a, &x, &ms, G_STRUCT_OFFSET (AkBatchPoint, estimate_ms_per_token),
                  &p->c->foreground);
  paint_estimate (p, s, &a, &x, &tps, G_STRUCT_OFFSET (AkBatchPoint, estimate_tokens_per_s), &p->c->vector);
  ak_batch_paint_curve (p, s, &a, &x, &ms, G_STRUCT_OFFSET (AkBatchPoint, batch),
               G_STRUCT_OFFSET (AkBatchPoint, ms_per_token), AK_BATCH_CHART_CURVES,
                        AK_BATCH_SERIES_MS_PER_TOKEN, &p->c->foreground);
  ak_batch_paint_curve (p, s, &a, &x, &tps, G_STRUCT_OFFSET (AkBatchPoint, batch),
               G_STRUCT_OFFSET (AkBatchPoint, tokens_per_s), AK_BATCH_CHART_CURVES,
                        AK_BATCH_SERIES_TOKENS_PER_S, &p->c->vector);

  ak_chart_paint_text (p, _("batch (sequences)"), a.x + a.width / 2, a.y + a.height + GAP + p->line + GAP,
             -0.5, 0, &p->c->foreground);
  {
    g_autofree char *ms_key = ak_chart_paint_swatch (&p->c->foreground, "━", _("ms per token (left)"));
    g_autofree char *tps_key = ak_chart_paint_swatch (&p->c->vector, "━", _("tokens/s per chip (right)"));

    legend = g_strdup_printf ("%s   %s", ms_key, tps_key);
  }
  /* Translators: the key of the charts' dashed lines */
  estimate_key = g_strdup_printf ("%s   ┅ %s", legend, _("estimate (dashed)"));
  ak_chart_paint_text (p, estimate_key, a.x + a.width / 2, a.y + a.height + 2 * (GAP + p->line) + GAP,
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
paint_bar (AkChartPaint            *p,
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
paint_split_axis (AkChartPaint            *p,
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
      ak_chart_paint_text (p, label, x, a->y + a->height + GAP, -0.5, 0, &p->c->foreground);
    }
}

void
ak_batch_paint_split (AkChartPaint       *p,
                      const AkBatchSweep *s,
                      cairo_rectangle_t   box)
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

  box = ak_chart_paint_title (p, title, box);
  left = p->pad + fmax (ak_chart_paint_text_width (p, mem), ak_chart_paint_text_width (p, math)) + GAP;
  a = (cairo_rectangle_t) { box.x + left, box.y + GAP, box.width - left - p->pad,
                            box.height - GAP - 3 * p->line - 2 * GAP - p->pad };
  if (a.width < MIN_AREA || a.height < MIN_AREA || !(top > 0) || !isfinite (top))
    return;
  {
    AkChartAxis ms, rows;

    /* milliseconds along, the memory and compute rows down */
    ak_chart_axis_init_linear (&ms, 0, top);
    ak_chart_axis_init_linear (&rows, 0, 2);
    ak_chart_layout_add_panel (p->kept, AK_BATCH_CHART_SPLIT, &a, &ms, &rows);
  }
  scale = a.width / top;
  row = a.height / 2;

  paint_split_axis (p, &a, top);
  paint_bar (p, &a, scale, 0, w_ms, a.y + row * 0.2, row * 0.6, &p->c->memory);
  paint_bar (p, &a, scale, w_ms, kv_ms, a.y + row * 0.2, row * 0.6, &p->c->compare);
  paint_bar (p, &a, scale, 0, c_ms, a.y + row * 1.2, row * 0.6, &p->c->compute);
  ak_chart_paint_text (p, mem, a.x - GAP, a.y + row * 0.5, -1, -0.5, &p->c->foreground);
  ak_chart_paint_text (p, math, a.x - GAP, a.y + row * 1.5, -1, -0.5, &p->c->foreground);
  ak_chart_paint_frame (p, &a);

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
    ak_chart_paint_text (p, step_label, x - GAP, a.y + GAP, -1, 0, &p->c->foreground);
  }
  ak_chart_paint_text (p, _("milliseconds"), a.x + a.width / 2, a.y + a.height + GAP + p->line + GAP, -0.5, 0,
             &p->c->foreground);
  {
    g_autofree char *weights = ak_chart_paint_swatch (&p->c->memory, "■", _("weights"));
    g_autofree char *kv = ak_chart_paint_swatch (&p->c->compare, "■", _("KV cache"));
    g_autofree char *flops = ak_chart_paint_swatch (&p->c->compute, "■", _("FLOPs"));
    g_autofree char *legend = g_strdup_printf ("%s  %s  %s", weights, kv, flops);

    ak_chart_paint_text (p, legend, a.x + a.width / 2, a.y + a.height + 2 * (GAP + p->line) + GAP, -0.5, 0,
               &p->c->foreground);
  }
}

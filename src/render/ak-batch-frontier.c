/* ak-batch-frontier.c: the batch explorer's frontier chart
 *
 * (c) time per token against tokens/s, one point per batch, labelled
 * "B=8" where a label overlaps no other label and no marker.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "ak-batch-paint-private.h"
#include "ak-format.h"

/* "B=8" above and beside the point, right or left, else below: where it
 * overlaps no other label and no marker and stays inside. */
static void
label_point (AkChartPaint            *p,
             const cairo_rectangle_t *a,
             GArray                  *boxes,
             guint                    index,
             double                   batch,
             double                   x,
             double                   y)
{
  g_autofree char *number = ak_format_number_trimmed (batch, 7);
  g_autofree char *label = g_strdup_printf (_("B=%s"), number);
  double w, h;
  cairo_rectangle_t r;

  ak_chart_paint_set_markup (p, label, &w, &h);
  {
    const cairo_rectangle_t spots[] = {
      { x + MARKER + 1, y - h - 1, w, h },
      { x - MARKER - 1 - w, y - h - 1, w, h },
      { x + MARKER + 1, y + 1, w, h },
      { x - MARKER - 1 - w, y + 1, w, h },
    };

    if (!ak_chart_place_box (boxes, a, spots, G_N_ELEMENTS (spots), &r))
      return;
  }
  cairo_move_to (p->cr, r.x, r.y);
  ak_color_set_source (p->cr, &p->c->foreground, 1);
  pango_cairo_show_layout (p->cr, p->layout);
  cairo_new_path (p->cr);
  if (p->kept != NULL)
    ak_chart_layout_add_label (p->kept, AK_BATCH_CHART_FRONTIER, AK_BATCH_SERIES_FRONTIER, index, &r);
}

/* No label covers a marker. */
static void
add_marker_boxes (const AkBatchSweep      *s,
                  const cairo_rectangle_t *a,
                  const AkLogAxis         *x,
                  const AkLogAxis         *y,
                  GArray                  *boxes)
{
  double px, py;

  for (guint i = 0; i < s->n_points; i++)
    if (ak_chart_paint_to_point (a, x, y, s->points[i].tokens_per_s, s->points[i].ms_per_token, &px, &py))
      {
        cairo_rectangle_t r = { px - MARKER, py - MARKER, 2 * MARKER, 2 * MARKER };

        g_array_append_val (boxes, r);
      }
}

static void
paint_frontier_points (AkChartPaint            *p,
                       const AkBatchSweep      *s,
                       const cairo_rectangle_t *a,
                       const AkLogAxis         *x,
                       const AkLogAxis         *y)
{
  g_autoptr(GArray) boxes = g_array_new (FALSE, FALSE, sizeof (cairo_rectangle_t));
  double px, py;

  ak_batch_paint_curve (p, s, a, x, y, G_STRUCT_OFFSET (AkBatchPoint, tokens_per_s),
               G_STRUCT_OFFSET (AkBatchPoint, ms_per_token), AK_BATCH_CHART_FRONTIER,
                        AK_BATCH_SERIES_FRONTIER, &p->c->foreground);
  /* the selected point's label first, then from the largest batch down */
  add_marker_boxes (s, a, x, y, boxes);
  for (int n = -1; n < (int) s->n_points; n++)
    {
      guint i = n < 0 ? s->selected : s->n_points - 1 - (guint) n;
      const AkBatchPoint *pt = &s->points[i];

      if ((n >= 0 && i == s->selected) ||
          !ak_chart_paint_to_point (a, x, y, pt->tokens_per_s, pt->ms_per_token, &px, &py))
        continue;
      ak_color_set_source (p->cr, pt->bound == AK_BOUND_COMPUTE ? &p->c->compute : &p->c->memory, 1);
      cairo_new_path (p->cr);
      cairo_arc (p->cr, px, py, MARKER, 0, 2 * G_PI);
      pt->fits_in_memory || !s->memory_known ? cairo_fill (p->cr) : cairo_stroke (p->cr);
      label_point (p, a, boxes, i, pt->batch, px, py);
    }
}

void
ak_batch_paint_frontier (AkChartPaint       *p,
                         const AkBatchSweep *s,
                         cairo_rectangle_t   box)
{
  AkLogAxis x = ak_batch_paint_axis_of (s, G_STRUCT_OFFSET (AkBatchPoint, tokens_per_s), 1, 4, 0);
  AkLogAxis y = ak_batch_paint_axis_of (s, G_STRUCT_OFFSET (AkBatchPoint, ms_per_token), 0, 2, 0);
  cairo_rectangle_t a;
  double left;

  box = ak_chart_paint_title (p, _("Latency against throughput"), box);
  left = p->pad + ak_chart_paint_widest_tick (p, &y) + GAP;
  a = (cairo_rectangle_t) { box.x + left, box.y + GAP, box.width - left - p->pad - ak_chart_paint_widest_tick (p, &x) / 2,
                            box.height - GAP - 3 * p->line - 2 * GAP - p->pad };
  if (a.width < MIN_AREA || a.height < MIN_AREA)
    return;
  ak_chart_paint_keep_panel (p, AK_BATCH_CHART_FRONTIER, &a, &x, &y);

  ak_chart_paint_log_ticks (p, &a, &x, AXIS_BOTTOM, TRUE);
  ak_chart_paint_log_ticks (p, &a, &y, AXIS_LEFT, TRUE);
  ak_chart_paint_frame (p, &a);
  paint_frontier_points (p, s, &a, &x, &y);
  ak_chart_paint_text (p, _("tokens/s per chip"), a.x + a.width / 2, a.y + a.height + GAP + p->line + GAP,
             -0.5, 0, &p->c->foreground);
  ak_chart_paint_text (p, _("ms per token (up); hollow: does not fit"), a.x + a.width / 2,
             a.y + a.height + 2 * (GAP + p->line) + GAP, -0.5, 0, &p->c->foreground);
}

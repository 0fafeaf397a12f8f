/* ak-roofline-levels.c: the labels of the cache ladder
 *
 * The memory levels of a cache-aware roofline are parallel slopes that can
 * run a few pixels apart (L1 and L2 of a desktop CPU), too close for a
 * label between them. Each level's name and bandwidth goes beside its own
 * slope where the text crosses no other level's line; where no such place
 * is free it goes below the lowest slope, with a dotted leader up to its
 * own line. So every level is named and no name sits on another's line.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "ak-format.h"
#include "ak-roofline-paint-private.h"

#define MAX_SLOPES AK_ROOFLINE_MAX_LEVELS

/* A sloped roof in logs: FLOP/s = intensity × bandwidth, from the left
 * edge (or the bottom) to its ridge. */
typedef struct {
  double lb;     /* log10 of the bandwidth */
  double lstart; /* where the slope enters the axes, log10 of the intensity */
  double lend;   /* its ridge, or the right edge */
} Slope;

static Slope
slope_of (const AkRooflineFrame    *frame,
          const AkRooflineRoofInfo *roof)
{
  double lb = log10 (roof->bandwidth_bytes_s);

  return (Slope) { lb, MAX (frame->x.lo, frame->y.lo - lb), MIN (log10 (roof->ridge), frame->x.hi) };
}

/* The log10 intensity at user x. */
static double
from_x (const AkRooflineFrame *frame,
        double                 x)
{
  return frame->x.lo + (x - frame->ax) / frame->aw * (frame->x.hi - frame->x.lo);
}

/* The slope's user y at log10 intensity @l. */
static double
slope_y (const AkRooflineFrame *frame,
         const Slope           *s,
         double                 l)
{
  return to_y (frame, l + s->lb);
}

/* Whether @s passes through @box: a rising line meets a box when its
 * heights at the box's two sides overlap the box's height. */
static gboolean
crosses (const AkRooflineFrame   *frame,
         const Slope             *s,
         const cairo_rectangle_t *box)
{
  double l0 = MAX (from_x (frame, box->x), s->lstart);
  double l1 = MIN (from_x (frame, box->x + box->width), s->lend);

  if (l0 > l1)
    return FALSE;
  return slope_y (frame, s, l1) <= box->y + box->height && slope_y (frame, s, l0) >= box->y;
}

static gboolean
crosses_other (const AkRooflineFrame   *frame,
               const Slope             *slopes,
               guint                    n,
               guint                    own,
               const cairo_rectangle_t *box)
{
  for (guint i = 0; i < n; i++)
    if (i != own && crosses (frame, &slopes[i], box))
      return TRUE;
  return FALSE;
}

/* @box with a margin of GAP all round: a label beside its slope keeps
 * other slopes that far away, so none runs between it and its own. */
static cairo_rectangle_t
with_margin (const cairo_rectangle_t *box)
{
  return (cairo_rectangle_t) { box->x - GAP - 1, box->y - GAP - 1, box->width + 2 * GAP + 2, box->height + 2 * GAP + 2 };
}

/* Beside its own slope: above and to the left, or below and to the
 * right, halfway along first. */
static gboolean
place_beside (AkRooflinePaint   *d,
              const Slope       *slopes,
              guint              n,
              guint              own,
              double             w,
              double             h,
              cairo_rectangle_t *out)
{
  AkRooflineFrame *frame = d->frame;
  const Slope *s = &slopes[own];
  static const double along[] = { 0.5, 0.25, 0.75 };

  for (guint i = 0; i < G_N_ELEMENTS (along); i++)
    for (guint above = 0; above < 2; above++)
      {
        double l = s->lstart + (s->lend - s->lstart) * along[i];
        double x = to_x (frame, l), y = slope_y (frame, s, l);

        *out = above == 0 ? (cairo_rectangle_t) { x - GAP - w, y - GAP - h, w, h }
                          : (cairo_rectangle_t) { x + GAP, y + GAP, w, h };
        cairo_rectangle_t margin = with_margin (out);

        if (ak_roofline_paint_box_fits (d, out) && !crosses_other (frame, slopes, n, own, &margin))
          return TRUE;
      }
  return FALSE;
}

/* Below the lowest slope, where no level runs: at another place along
 * it, then a row further down, for each label already there (so that
 * no leader runs through another label). */
static gboolean
place_below (AkRooflinePaint   *d,
             const Slope       *slopes,
             guint              n,
             double             w,
             double             h,
             cairo_rectangle_t *out)
{
  AkRooflineFrame *frame = d->frame;
  const Slope *lowest = &slopes[0];
  static const double along[] = { 0.5, 0.3, 0.7, 0.15, 0.85 };

  for (guint i = 1; i < n; i++)
    if (slopes[i].lb < lowest->lb)
      lowest = &slopes[i];
  for (guint row = 0; row <= n; row++)
    for (guint i = 0; i < G_N_ELEMENTS (along); i++)
      {
        double l = lowest->lstart + (lowest->lend - lowest->lstart) * along[i];
        double x = to_x (frame, l), y = slope_y (frame, lowest, l);

        *out = (cairo_rectangle_t) { x + GAP, y + GAP + row * (h + GAP / 2), w, h };
        if (ak_roofline_paint_box_fits (d, out) && !crosses_other (frame, slopes, n, G_MAXUINT, out))
          return TRUE;
      }
  return FALSE;
}

/* A dotted line from the label's corner up to its own slope. */
static void
draw_leader (AkRooflinePaint         *d,
             const Slope             *own,
             const cairo_rectangle_t *box,
             const AkColor           *color)
{
  double x = box->x + 1.5, top = slope_y (d->frame, own, MIN (from_x (d->frame, x), own->lend));
  static const double dots[] = { 1, 2 };

  cairo_save (d->cr);
  ak_color_set_source (d->cr, color, 0.8);
  cairo_set_line_width (d->cr, 1);
  cairo_set_dash (d->cr, dots, G_N_ELEMENTS (dots), 0);
  cairo_move_to (d->cr, round (x) + 0.5, box->y);
  cairo_line_to (d->cr, round (x) + 0.5, top);
  cairo_stroke (d->cr);
  cairo_restore (d->cr);
}

/* The colour of the roof a memory level belongs to. */
const AkColor *
ak_roofline_paint_level_color (AkRooflinePaint *d,
                               AkRooflineRoof   roof)
{
  return roof == AK_ROOFLINE_ROOF_COMPARE ? &d->colors->compare : &d->colors->roof;
}

static void
draw_levels (AkRooflinePaint *d)
{
  AkRooflineFrame *frame = d->frame;
  AkRooflineRoofInfo level;
  AkRooflineRoof owners[MAX_SLOPES];
  Slope slopes[MAX_SLOPES];
  guint n = 0;

  g_array_set_size (frame->level_boxes, 0);
  while (n < MAX_SLOPES && ak_roofline_plot_get_level (d->plot, n, &level, &owners[n]))
    slopes[n++] = slope_of (frame, &level);

  for (guint i = 0; i < n && ak_roofline_plot_get_level (d->plot, i, &level, NULL); i++)
    {
      g_autofree char *bandwidth = ak_format_si (level.bandwidth_bytes_s, "B/s");
      /* Translators: a memory level's roof label: its name ("L1", "DRAM"), its bandwidth */
      g_autofree char *text = g_strdup_printf (_("%s: %s"), level.name, bandwidth);
      cairo_rectangle_t box = { 0, 0, 0, 0 };
      double w, h;

      ak_roofline_paint_set_text (d, text, -1);
      ak_roofline_paint_text_size (d, &w, &h);
      if (place_beside (d, slopes, n, i, w, h, &box))
        ak_roofline_paint_show_at (d, &box, ak_roofline_paint_level_color (d, owners[i]));
      else if (place_below (d, slopes, n, w, h, &box))
        {
          draw_leader (d, &slopes[i], &box, ak_roofline_paint_level_color (d, owners[i]));
          ak_roofline_paint_show_at (d, &box, ak_roofline_paint_level_color (d, owners[i]));
        }
      else
        box = (cairo_rectangle_t) { 0, 0, 0, 0 };
      g_array_append_val (frame->level_boxes, box);
    }
}

/* Each memory level's name and bandwidth (the link's label is the
 * layers'). */
void
ak_roofline_paint_level_labels (AkRooflinePaint *d)
{
  draw_levels (d);
}

/* ak-roofline-labels.c: text on the roofline chart, never overlapping
 *
 * Every label of the chart goes through one placement check: a label is
 * drawn at the first of its candidate spots where it overlaps no label
 * placed before it and stays on the surface (and, for labels of the data,
 * inside the axes); when no spot is free it is left out.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ak-roofline-paint-private.h"

/* The next text to place, with Pango markup; wrapped at @max_width when
 * that is > 0. */
void
ak_roofline_paint_set_markup (AkRooflinePaint *d,
                              const char      *markup,
                              double           max_width)
{
  pango_layout_set_width (d->layout, max_width > 0 ? (int) (max_width * PANGO_SCALE) : -1);
  pango_layout_set_height (d->layout, -1);
  pango_layout_set_markup (d->layout, markup, -1);
}

/* The next text to place, as it is; ellipsized at @max_width when that
 * is > 0. */
void
ak_roofline_paint_set_text (AkRooflinePaint *d,
                            const char      *text,
                            double           max_width)
{
  pango_layout_set_width (d->layout, max_width > 0 ? (int) (max_width * PANGO_SCALE) : -1);
  pango_layout_set_height (d->layout, -1);
  pango_layout_set_attributes (d->layout, NULL);
  pango_layout_set_text (d->layout, text, -1);
}

void
ak_roofline_paint_text_size (AkRooflinePaint *d,
                             double          *width,
                             double          *height)
{
  int w, h;

  pango_layout_get_pixel_size (d->layout, &w, &h);
  *width = w;
  *height = h;
}

static gboolean
overlaps (GArray                  *boxes,
          const cairo_rectangle_t *box)
{
  for (guint i = 0; i < boxes->len; i++)
    {
      const cairo_rectangle_t *b = &g_array_index (boxes, cairo_rectangle_t, i);

      if (box->x < b->x + b->width && b->x < box->x + box->width &&
          box->y < b->y + b->height && b->y < box->y + box->height)
        return TRUE;
    }
  return FALSE;
}

static gboolean
box_is_free (const AkRooflineFrame   *self,
             const cairo_rectangle_t *box)
{
  if (box->x < 0 || box->y < 0 ||
      box->x + box->width > self->width || box->y + box->height > self->height)
    return FALSE;

  return !overlaps (self->boxes, box) && !overlaps (self->marker_boxes, box);
}

static gboolean
box_fits (AkRooflinePaint         *d,
          const cairo_rectangle_t *box)
{
  AkRooflineFrame *self = d->frame;

  if (d->in_plot &&
      (box->x < self->ax - INSET + 1 || box->y < self->ay - INSET ||
       box->x + box->width > self->ax + self->aw + INSET ||
       box->y + box->height > self->ay + self->ah + INSET - 1))
    return FALSE;

  return box_is_free (self, box);
}

/* Whether the current text may go in @box: on the surface (inside the
 * axes while the data's labels are drawn) and over no other label. */
gboolean
ak_roofline_paint_box_fits (AkRooflinePaint         *d,
                            const cairo_rectangle_t *box)
{
  return box_fits (d, box);
}

/* Draws the current text in @box, and keeps the box. */
void
ak_roofline_paint_show_at (AkRooflinePaint         *d,
                           const cairo_rectangle_t *box,
                           const AkColor           *color)
{
  g_array_append_val (d->frame->boxes, *box);
  ak_color_set_source (d->cr, color, 1);
  cairo_move_to (d->cr, box->x, box->y);
  pango_cairo_show_layout (d->cr, d->layout);
}

/* Draws the current text at the first spot where it overlaps no other
 * label and stays on the surface. */
gboolean
ak_roofline_paint_place (AkRooflinePaint *d,
                         const Spot      *spots,
                         guint            n,
                         const AkColor   *color)
{
  double w, h;

  ak_roofline_paint_text_size (d, &w, &h);
  for (guint i = 0; i < n; i++)
    {
      cairo_rectangle_t box = { spots[i].x + spots[i].fx * w, spots[i].y + spots[i].fy * h, w, h };

      if (!box_fits (d, &box))
        continue;

      ak_roofline_paint_show_at (d, &box, color);
      return TRUE;
    }
  return FALSE;
}

/* Tries each of @n_texts texts, longest first, at every spot; only the
 * last is cut short, to @max_width, when it is still too wide. */
gboolean
ak_roofline_paint_place_variants (AkRooflinePaint    *d,
                                  const char * const *texts,
                                  guint               n_texts,
                                  double              max_width,
                                  const Spot         *spots,
                                  guint               n_spots,
                                  const AkColor      *color)
{
  for (guint t = 0; t < n_texts; t++)
    {
      ak_roofline_paint_set_text (d, texts[t], t + 1 == n_texts ? max_width : -1);
      if (ak_roofline_paint_place (d, spots, n_spots, color))
        return TRUE;
    }
  return FALSE;
}

/* The y title runs upwards; its box is the rotated one. */
gboolean
ak_roofline_paint_place_rotated (AkRooflinePaint *d)
{
  AkRooflineFrame *self = d->frame;
  double w, h;
  cairo_rectangle_t box;

  ak_roofline_paint_text_size (d, &w, &h);
  box = (cairo_rectangle_t) { self->pad, self->ay + self->ah / 2 - w / 2, h, w };
  if (!box_is_free (self, &box))
    return FALSE;

  g_array_append_val (self->boxes, box);
  cairo_save (d->cr);
  ak_color_set_source (d->cr, &d->colors->foreground, 1);
  cairo_move_to (d->cr, box.x, box.y + box.height);
  cairo_rotate (d->cr, -G_PI / 2);
  pango_cairo_show_layout (d->cr, d->layout);
  cairo_restore (d->cr);
  return TRUE;
}

/* ak-kitchen-geometry.c: where the kitchen's parts go
 *
 * Geometry is computed in one place (ak_kitchen_geometry_compute() and the
 * *_rect helpers) and used both for drawing (ak-kitchen-renderer.c) and for
 * ak_kitchen_layout_new(), so tests can check pixels where the layout says
 * things are.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <glib/gi18n.h>

#include "ak-format.h"
#include "ak-kitchen-paint-private.h"

static PangoLayout *
new_layout (cairo_t      *cr,
            PangoContext *context,
            const char   *text,
            double        width,
            double        scale,
            gboolean      bold)
{
  PangoLayout *layout = context != NULL ? pango_layout_new (context) : pango_cairo_create_layout (cr);
  g_autoptr(PangoAttrList) attrs = pango_attr_list_new ();

  if (bold)
    pango_attr_list_insert (attrs, pango_attr_weight_new (PANGO_WEIGHT_BOLD));
  if (scale != 1.0)
    pango_attr_list_insert (attrs, pango_attr_scale_new (scale));

  pango_layout_set_attributes (layout, attrs);
  pango_layout_set_text (layout, text, -1);
  pango_layout_set_width (layout, (int) (MAX (width, 1.0) * PANGO_SCALE));
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  return layout;
}

static void
make_texts (Texts        *texts,
            cairo_t      *cr,
            PangoContext *context,
            AkKitchenSim *sim,
            double        width)
{
  g_autofree char *figures = ak_kitchen_renderer_figures (sim);
  guint n = ak_kitchen_sim_get_cooks (sim);
  g_autofree char *cooks = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u cook", "%u cooks", n), n);
  const char *captions[N_CAPTIONS] = { _("Pantry"), _("Hallway"), _("Counter"), cooks };

  texts->verdict = new_layout (cr, context, ak_kitchen_renderer_verdict (ak_kitchen_sim_get_bound (sim)),
                               width - 2 * PADDING, 1.1, TRUE);
  texts->figures = new_layout (cr, context, figures, width - 2 * PADDING, 1.0, FALSE);

  for (guint i = 0; i < N_CAPTIONS; i++)
    {
      texts->captions[i] = new_layout (cr, context, captions[i], 1, 0.85, FALSE);
      pango_layout_set_width (texts->captions[i], -1);
    }
}

void
ak_kitchen_texts_clear (Texts *texts)
{
  g_clear_object (&texts->verdict);
  g_clear_object (&texts->figures);
  for (guint i = 0; i < N_CAPTIONS; i++)
    g_clear_object (&texts->captions[i]);
}

double
ak_kitchen_text_height (PangoLayout *layout)
{
  int height;

  pango_layout_get_pixel_size (layout, NULL, &height);
  return height;
}

/* ---- geometry ---------------------------------------------------------- */

/* The largest square cell that fits @n items into @width × @height. */
static double
best_grid (guint   n,
           double  width,
           double  height,
           guint  *out_columns)
{
  double best = 0;

  *out_columns = 1;
  for (guint columns = 1; columns <= n; columns++)
    {
      guint rows = (n + columns - 1) / columns;
      double cell = MIN (width / columns, height / rows);

      if (cell > best)
        {
          best = cell;
          *out_columns = columns;
        }
    }

  return best;
}

static void
place_regions (Geometry *g,
               double    width,
               double    height,
               double    readout_height,
               double    caption_height)
{
  double w = MAX (width - 2 * PADDING, 1);
  double top = PADDING + readout_height + GAP;
  double scene_y = top + caption_height + 4;
  double scene_h = MAX (height - scene_y - PADDING, 1);
  double pantry_w = MAX (w * 0.11, 28);
  double hallway_w = w * 0.30;
  double counter_w = MAX (w * 0.07, 22);
  double stations_w = MAX (w - pantry_w - hallway_w - counter_w - GAP, 1);
  double hallway_h = scene_h * 0.45;

  g->readout = (cairo_rectangle_t) { PADDING, PADDING, w, readout_height };
  g->captions = (cairo_rectangle_t) { PADDING, top, w, caption_height };
  g->pantry = (cairo_rectangle_t) { PADDING, scene_y, pantry_w, scene_h };
  g->hallway = (cairo_rectangle_t) { PADDING + pantry_w, scene_y + (scene_h - hallway_h) / 2,
                                     hallway_w, hallway_h };
  g->counter = (cairo_rectangle_t) { g->hallway.x + hallway_w, scene_y, counter_w, scene_h };
  g->stations = (cairo_rectangle_t) { g->counter.x + counter_w + GAP, scene_y, stations_w, scene_h };
}

static void
place_cooks (Geometry *g,
             guint     n_cooks)
{
  const cairo_rectangle_t *s = &g->stations;
  guint rows;

  g->n_cooks = n_cooks;
  g->cell = MIN (best_grid (n_cooks, s->width, s->height, &g->columns), MAX_CELL);
  /* Whole units keep small blocks crisp at scale 1 and 2. */
  if (g->cell >= 2)
    g->cell = floor (g->cell);
  rows = (n_cooks + g->columns - 1) / g->columns;
  g->grid_x = round (s->x + (s->width - g->columns * g->cell) / 2);
  g->grid_y = round (s->y + (s->height - rows * g->cell) / 2);
}

static void
place_hallway (Geometry *g)
{
  double h = g->hallway.height;

  g->lanes = CLAMP ((guint) (h / 14), 1, 8);
  g->dot = MAX (MIN (h / g->lanes * 0.7, 10), 1);
}

static void
place_counter (Geometry *g,
               guint     capacity)
{
  const cairo_rectangle_t *c = &g->counter;
  double inner_w = MAX (c->width - 6, 1), inner_h = MAX (c->height - 6, 1);
  guint rows;

  g->capacity = capacity;
  g->slot = best_grid (capacity, inner_w, inner_h, &g->slot_columns);
  g->slot = MIN (g->slot, 28);
  rows = (capacity + g->slot_columns - 1) / g->slot_columns;
  g->slots_x = c->x + (c->width - g->slot_columns * g->slot) / 2;
  g->slots_y = c->y + (c->height - rows * g->slot) / 2;
}

/* ---- captions ------------------------------------------------------------ */

#define CAPTION_GAP 6.0

static const cairo_rectangle_t *
captioned_region (const Geometry *g,
                  guint           i)
{
  const cairo_rectangle_t *regions[N_CAPTIONS] = { &g->pantry, &g->hallway, &g->counter, &g->stations };

  return regions[i];
}

/* Sizes a caption at @scale, or larger if it fits its region (see
 * ak_kitchen_renderer_caption_scale()). One wider than the scene's width
 * @w wraps at word boundaries, and shrinks further only if one word is
 * still wider than the scene. */
static void
size_caption (Caption     *c,
              PangoLayout *layout,
              double       region_width,
              double       scale,
              double       w)
{
  int tw, th;

  pango_layout_set_width (layout, -1);
  pango_layout_get_pixel_size (layout, &tw, &th);
  c->scale = MAX (scale, ak_kitchen_renderer_caption_scale (tw, region_width));
  if (tw * c->scale > w)
    {
      pango_layout_set_wrap (layout, PANGO_WRAP_WORD);
      pango_layout_set_width (layout, (int) (w / c->scale * PANGO_SCALE));
      pango_layout_get_pixel_size (layout, &tw, &th);
      if (tw * c->scale > w)
        c->scale = w / tw;
    }

  c->box.width = tw * c->scale;
  c->box.height = th * c->scale;
}

static gboolean
overlaps (const cairo_rectangle_t *a,
          const cairo_rectangle_t *b)
{
  return a->x < b->x + b->width + CAPTION_GAP && b->x < a->x + a->width + CAPTION_GAP;
}

static gboolean
row_is_apart (const Geometry *g)
{
  for (guint i = 0; i < N_CAPTIONS; i++)
    for (guint k = 0; k < i; k++)
      if (overlaps (&g->caption[i].box, &g->caption[k].box))
        return FALSE;
  return TRUE;
}

/* Slides the captions (left to right, in their regions' order) apart
 * within the scene, each still over part of its own region: a long word
 * over a narrow region (German's "Vorratskammer" over the pantry) then
 * keeps its size by leaning over its neighbour's free space. Returns
 * whether they fit. */
static gboolean
slide_apart (Geometry *g)
{
  double left = g->captions.x, right = g->captions.x + g->captions.width;

  for (guint i = 1; i < N_CAPTIONS; i++)
    {
      cairo_rectangle_t *prev = &g->caption[i - 1].box, *box = &g->caption[i].box;

      box->x = MAX (box->x, prev->x + prev->width + CAPTION_GAP);
    }
  g->caption[N_CAPTIONS - 1].box.x = MIN (g->caption[N_CAPTIONS - 1].box.x,
                                          right - g->caption[N_CAPTIONS - 1].box.width);
  for (guint i = N_CAPTIONS - 1; i-- > 0;)
    {
      cairo_rectangle_t *next = &g->caption[i + 1].box, *box = &g->caption[i].box;

      box->x = MIN (box->x, next->x - CAPTION_GAP - box->width);
    }

  for (guint i = 0; i < N_CAPTIONS; i++)
    {
      const cairo_rectangle_t *r = captioned_region (g, i), *box = &g->caption[i].box;

      if (box->x < left - 1e-9 || box->x >= r->x + r->width || box->x + box->width <= r->x)
        return FALSE;
    }
  return row_is_apart (g);
}

/* Every caption at @scale (or larger), centred over its region but inside
 * the scene, on the first row; if they overlap there, slid apart. Returns
 * whether none overlaps another. */
static gboolean
place_in_row (Geometry *g,
              Texts    *texts,
              double    scale)
{
  double left = g->captions.x, w = g->captions.width;
  double centred[N_CAPTIONS];

  for (guint i = 0; i < N_CAPTIONS; i++)
    {
      const cairo_rectangle_t *r = captioned_region (g, i);
      Caption *c = &g->caption[i];

      size_caption (c, texts->captions[i], r->width, scale, w);
      c->box.x = CLAMP (r->x + (r->width - c->box.width) / 2, left, left + MAX (w - c->box.width, 0));
      c->box.y = g->captions.y;
    }
  if (row_is_apart (g))
    return TRUE;
  for (guint i = 0; i < N_CAPTIONS; i++)
    centred[i] = g->caption[i].box.x;
  if (slide_apart (g))
    return TRUE;
  /* Centred again, for captions on rows of their own. */
  for (guint i = 0; i < N_CAPTIONS; i++)
    g->caption[i].box.x = centred[i];
  return FALSE;
}

/* The first row (0, 1, ...) where caption @i overlaps none placed before. */
static guint
caption_row (const Caption *c,
             const guint   *rows,
             guint          i)
{
  guint row = 0;

  for (gboolean moved = TRUE; moved;)
    {
      moved = FALSE;
      for (guint k = 0; k < i; k++)
        if (rows[k] == row && overlaps (&c[i].box, &c[k].box))
          {
            row++;
            moved = TRUE;
          }
    }
  return row;
}

/* The captions on one row, shrunk down to AK_KITCHEN_MIN_CAPTION_SCALE if
 * need be; if they still overlap, at full size on as many rows as it
 * takes. Returns the rows' height. */
static double
place_captions (Geometry *g,
                Texts    *texts)
{
  double row_height[N_CAPTIONS] = { 0 }, y = 0;
  guint rows[N_CAPTIONS];

  for (double scale = 1.0; scale >= AK_KITCHEN_MIN_CAPTION_SCALE - 1e-9; scale -= 0.05)
    if (place_in_row (g, texts, scale))
      {
        for (guint i = 0; i < N_CAPTIONS; i++)
          y = MAX (y, g->caption[i].box.height);
        return y;
      }

  place_in_row (g, texts, 1.0);
  for (guint i = 0; i < N_CAPTIONS; i++)
    {
      rows[i] = caption_row (g->caption, rows, i);
      row_height[rows[i]] = MAX (row_height[rows[i]], g->caption[i].box.height);
    }
  for (guint row = 0; row < N_CAPTIONS; row++)
    {
      for (guint i = 0; i < N_CAPTIONS; i++)
        if (rows[i] == row)
          g->caption[i].box.y = g->captions.y + y;
      y += row_height[row];
    }
  return y;
}

void
ak_kitchen_geometry_compute (Geometry     *g,
                  AkKitchenSim *sim,
                  Texts        *texts,
                  double        width,
                  double        height,
                  double        readout_height)
{
  double caption_height;

  /* The regions' x and widths do not depend on the captions' height. */
  place_regions (g, width, height, readout_height, 0);
  caption_height = place_captions (g, texts);
  place_regions (g, width, height, readout_height, caption_height);
  place_cooks (g, ak_kitchen_sim_get_cooks (sim));
  place_hallway (g);
  place_counter (g, ak_kitchen_sim_get_counter_capacity (sim));
}

gboolean
ak_kitchen_geometry_is_compact (const Geometry *g)
{
  return g->cell < AK_KITCHEN_FIGURE_MIN_CELL;
}

/* The gap around a block, and the width of a waiting cook's outline. */
double
ak_kitchen_geometry_block_unit (const Geometry *g)
{
  return g->cell >= 3 ? MAX (1.0, round (g->cell * 0.12)) : g->cell * 0.12;
}

static void
cook_cell (const Geometry *g,
           guint           i,
           double         *x,
           double         *y)
{
  *x = g->grid_x + (i % g->columns) * g->cell;
  *y = g->grid_y + (i / g->columns) * g->cell;
}

cairo_rectangle_t
ak_kitchen_geometry_cook_body (const Geometry *g,
           guint           i)
{
  double x, y, s = g->cell;

  cook_cell (g, i, &x, &y);
  if (ak_kitchen_geometry_is_compact (g))
    {
      double inset = ak_kitchen_geometry_block_unit (g);

      return (cairo_rectangle_t) { x + inset, y + inset, s - 2 * inset, s - 2 * inset };
    }

  return (cairo_rectangle_t) { x + 0.30 * s, y + 0.42 * s, 0.40 * s, 0.38 * s };
}

/* Successive ingredients take scattered lanes rather than a staircase. */
static guint
lane_of (const Geometry *g,
         guint64         sequence)
{
  return (guint) (((sequence * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15)) >> 32) % g->lanes);
}

cairo_rectangle_t
ak_kitchen_geometry_ingredient_rect (const Geometry            *g,
                 const AkKitchenIngredient *ingredient)
{
  const cairo_rectangle_t *h = &g->hallway;
  double travel = MAX (h->width - g->dot - 2, 0);
  double x = h->x + 1 + ingredient->progress * travel;
  double lane_h = h->height / g->lanes;
  double y = h->y + (lane_of (g, ingredient->sequence) + 0.5) * lane_h - g->dot / 2;

  return (cairo_rectangle_t) { x, y, g->dot, g->dot };
}

guint
ak_kitchen_geometry_max_queued (const Geometry *g)
{
  return g->lanes * (guint) MAX (1, floor (g->hallway.width * 0.4 / (g->dot * QUEUE_SPACING)));
}

cairo_rectangle_t
ak_kitchen_geometry_queued_rect (const Geometry *g,
             guint           k)
{
  const cairo_rectangle_t *h = &g->hallway;
  double lane_h = h->height / g->lanes;
  double x = h->x + h->width - 1 - g->dot - (k / g->lanes) * g->dot * QUEUE_SPACING;
  double y = h->y + (k % g->lanes + 0.5) * lane_h - g->dot / 2;

  return (cairo_rectangle_t) { x, y, g->dot, g->dot };
}

cairo_rectangle_t
ak_kitchen_geometry_slot_rect (const Geometry *g,
           guint           k)
{
  double inset = g->slot * 0.15;

  return (cairo_rectangle_t) {
    g->slots_x + (k % g->slot_columns) * g->slot + inset,
    g->slots_y + (k / g->slot_columns) * g->slot + inset,
    g->slot - 2 * inset, g->slot - 2 * inset
  };
}

/* ---- layout for tests and hit areas ------------------------------------ */

/* Where the @k-th thing of a kind goes. */

static GArray *
rect_array (guint n)
{
  return g_array_sized_new (FALSE, FALSE, sizeof (cairo_rectangle_t), n);
}

static GArray *
rects_of (const Geometry *g,
          guint           n,
          RectFunc        rect)
{
  GArray *array = rect_array (n);

  for (guint k = 0; k < n; k++)
    {
      cairo_rectangle_t r = rect (g, k);
      g_array_append_val (array, r);
    }
  return array;
}

double
ak_kitchen_geometry_measure (cairo_t      *cr,
         PangoContext *context,
         AkKitchenSim *sim,
         double        width,
         Texts        *texts)
{
  make_texts (texts, cr, context, sim, width);
  return ak_kitchen_text_height (texts->verdict) + 2 + ak_kitchen_text_height (texts->figures);
}

/**
 * ak_kitchen_layout_new:
 * @sim: a simulation
 * @context: (nullable): the Pango context text will be drawn with, or
 *   %NULL for a default cairo one
 * @width: width of the area, user units
 * @height: height of the area, user units
 *
 * Computes where ak_kitchen_renderer_draw() puts everything for the
 * simulation's current state.
 *
 * Returns: (transfer full): the layout; free with ak_kitchen_layout_free()
 */
AkKitchenLayout *
ak_kitchen_layout_new (AkKitchenSim *sim,
                       PangoContext *context,
                       double        width,
                       double        height)
{
  PangoContext *fallback = NULL;
  AkKitchenIngredient ingredients[MAX_DRAWN_INGREDIENTS];
  AkKitchenLayout *layout;
  Texts texts = { 0 };
  double readout_h;
  Geometry g;
  guint n, queued;

  g_return_val_if_fail (AK_IS_KITCHEN_SIM (sim), NULL);

  if (context == NULL)
    context = fallback = pango_font_map_create_context (pango_cairo_font_map_get_default ());

  readout_h = ak_kitchen_geometry_measure (NULL, context, sim, width, &texts);
  ak_kitchen_geometry_compute (&g, sim, &texts, width, height, readout_h);
  ak_kitchen_texts_clear (&texts);
  g_clear_object (&fallback);

  layout = g_new0 (AkKitchenLayout, 1);
  layout->readout = g.readout;
  layout->pantry = g.pantry;
  layout->hallway = g.hallway;
  layout->counter = g.counter;
  layout->stations = g.stations;
  layout->compact = ak_kitchen_geometry_is_compact (&g);
  layout->cook_cell = g.cell;
  for (guint i = 0; i < N_CAPTIONS; i++)
    layout->captions[i] = g.caption[i].box;

  layout->cooks = rects_of (&g, g.n_cooks, ak_kitchen_geometry_cook_body);
  n = ak_kitchen_sim_get_hallway_ingredients (sim, ingredients, MAX_DRAWN_INGREDIENTS, NULL);
  layout->ingredients = rect_array (n);
  for (guint i = 0; i < n; i++)
    {
      cairo_rectangle_t r = ak_kitchen_geometry_ingredient_rect (&g, &ingredients[i]);
      g_array_append_val (layout->ingredients, r);
    }

  layout->counter_slots = rects_of (&g, g.capacity, ak_kitchen_geometry_slot_rect);
  layout->n_on_counter = ak_kitchen_sim_get_on_counter (sim);

  queued = MIN (ak_kitchen_sim_get_queued_at_door (sim), ak_kitchen_geometry_max_queued (&g));
  layout->queued = rects_of (&g, queued, ak_kitchen_geometry_queued_rect);

  return layout;
}

/**
 * ak_kitchen_layout_free:
 * @layout: (nullable): a layout
 */
void
ak_kitchen_layout_free (AkKitchenLayout *layout)
{
  if (layout == NULL)
    return;

  g_array_unref (layout->cooks);
  g_array_unref (layout->ingredients);
  g_array_unref (layout->counter_slots);
  g_array_unref (layout->queued);
  g_free (layout);
}

/**
 * ak_kitchen_renderer_caption_scale:
 * @text_width: width of a caption's text, in pixels
 * @available: width of the region it labels, in pixels
 *
 * A caption wider than its region (a long word in some language) is drawn
 * smaller rather than cut, down to %AK_KITCHEN_MIN_CAPTION_SCALE.
 *
 * Returns: the scale to draw the caption at, in (0, 1]
 */
double
ak_kitchen_renderer_caption_scale (double text_width,
                                   double available)
{
  if (!(text_width > available) || !(available > 0))
    return 1.0;

  return MAX (available / text_width, AK_KITCHEN_MIN_CAPTION_SCALE);
}

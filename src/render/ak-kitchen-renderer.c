/* ak-kitchen-renderer.c: draws a kitchen simulation into any cairo_t
 *
 * Left to right: the pantry, the hallway with ingredients moving along
 * it, the counter, and the cooks' stations. Above them the verdict and the
 * figures. Geometry is computed in one place (compute_geometry and the
 * *_rect helpers) and used both for drawing and for ak_kitchen_layout_new(),
 * so tests can check pixels where the layout says things are.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <glib/gi18n.h>
#include <pango/pangocairo.h>

#include "ak-format.h"
#include "ak-kitchen-renderer.h"

#define PADDING 8.0
#define GAP 10.0
#define MAX_CELL 72.0
#define MAX_DRAWN_INGREDIENTS 1024
#define QUEUE_SPACING 1.15
#define N_CAPTIONS AK_KITCHEN_N_CAPTIONS

typedef struct {
  cairo_rectangle_t box;
  double            scale;
} Caption;

typedef struct {
  cairo_rectangle_t readout;
  cairo_rectangle_t captions;
  Caption           caption[N_CAPTIONS];
  cairo_rectangle_t pantry;
  cairo_rectangle_t hallway;
  cairo_rectangle_t counter;
  cairo_rectangle_t stations;

  guint             n_cooks;
  guint             columns;
  double            cell;
  double            grid_x;
  double            grid_y;

  guint             lanes;
  double            dot;

  guint             capacity;
  guint             slot_columns;
  double            slot;
  double            slots_x;
  double            slots_y;
} Geometry;

typedef struct {
  PangoLayout *verdict;
  PangoLayout *figures;
  PangoLayout *captions[N_CAPTIONS];
} Texts;

/* ---- text -------------------------------------------------------------- */

/**
 * ak_kitchen_renderer_verdict:
 * @bound: which resource binds
 *
 * Returns: (transfer none): the verdict in kitchen words, translated
 */
const char *
ak_kitchen_renderer_verdict (AkBound bound)
{
  return bound == AK_BOUND_MEMORY
         ? _("Waiting on ingredients (memory-bound)")
         : _("Waiting on knives (compute-bound)");
}

/**
 * ak_kitchen_renderer_figures:
 * @sim: a simulation
 *
 * The output is in chops per second, the unit the caption and the sliders
 * use (the FLOP/s analogue); the readout names no other unit.
 *
 * Returns: (transfer full): the readout's figures in the user's locale:
 *   chops per second, both utilisations and idle cooks
 */
char *
ak_kitchen_renderer_figures (AkKitchenSim *sim)
{
  g_autofree char *chops = ak_format_number (ak_kitchen_sim_get_chops_per_second (sim), 3);
  g_autofree char *cooks = ak_format_percent (ak_kitchen_sim_get_cook_utilisation (sim));
  g_autofree char *hallway = ak_format_percent (ak_kitchen_sim_get_hallway_utilisation (sim));
  guint idle = ak_kitchen_sim_get_n_idle_cooks (sim);
  g_autofree char *waiting = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u cook waiting for ingredients",
                                                           "%u cooks waiting for ingredients", idle), idle);

  /* Translators: chops per second · cook utilisation · hallway utilisation · idle cooks */
  return g_strdup_printf (_("%s chops per second · cooks %s busy · hallway %s busy · %s"),
                          chops, cooks, hallway, waiting);
}

/**
 * ak_kitchen_renderer_describe:
 * @sim: a simulation
 *
 * A description of the scene for screen readers, e.g. "Kitchen with 512
 * cooks, 16% busy, 160 chops per second. Waiting on ingredients
 * (memory-bound).".
 *
 * Returns: (transfer full): the description
 */
char *
ak_kitchen_renderer_describe (AkKitchenSim *sim)
{
  guint cooks = ak_kitchen_sim_get_cooks (sim);
  g_autofree char *busy = ak_format_percent (ak_kitchen_sim_get_cook_utilisation (sim));
  g_autofree char *chops = ak_format_number (ak_kitchen_sim_get_chops_per_second (sim), 2);
  const char *verdict = ak_kitchen_renderer_verdict (ak_kitchen_sim_get_bound (sim));
  g_autofree char *kitchen = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Kitchen with %u cook",
                                                           "Kitchen with %u cooks", cooks), cooks);

  /* The verdict stands as its own sentence: lowercasing a translated
   * phrase would be wrong in languages such as German. */
  /* Translators: kitchen with N cooks, N% busy, N chops per second, then
   * the verdict as a sentence, e.g. "Waiting on ingredients (memory-bound)" */
  return g_strdup_printf (_("%s, %s busy, %s chops per second. %s."), kitchen, busy, chops, verdict);
}

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

static void
clear_texts (Texts *texts)
{
  g_clear_object (&texts->verdict);
  g_clear_object (&texts->figures);
  for (guint i = 0; i < N_CAPTIONS; i++)
    g_clear_object (&texts->captions[i]);
}

static double
layout_height (PangoLayout *layout)
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

/* Every caption at @scale (or larger), centred over its region but inside
 * the scene, on the first row. Returns whether none overlaps another. */
static gboolean
place_in_row (Geometry *g,
              Texts    *texts,
              double    scale)
{
  double left = g->captions.x, w = g->captions.width;
  gboolean apart = TRUE;

  for (guint i = 0; i < N_CAPTIONS; i++)
    {
      const cairo_rectangle_t *r = captioned_region (g, i);
      Caption *c = &g->caption[i];

      size_caption (c, texts->captions[i], r->width, scale, w);
      c->box.x = CLAMP (r->x + (r->width - c->box.width) / 2, left, left + MAX (w - c->box.width, 0));
      c->box.y = g->captions.y;
      for (guint k = 0; k < i; k++)
        apart = apart && !overlaps (&c->box, &g->caption[k].box);
    }
  return apart;
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

static void
compute_geometry (Geometry     *g,
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

static gboolean
is_compact (const Geometry *g)
{
  return g->cell < AK_KITCHEN_FIGURE_MIN_CELL;
}

/* The gap around a block, and the width of a waiting cook's outline. */
static double
block_unit (const Geometry *g)
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

static cairo_rectangle_t
cook_body (const Geometry *g,
           guint           i)
{
  double x, y, s = g->cell;

  cook_cell (g, i, &x, &y);
  if (is_compact (g))
    {
      double inset = block_unit (g);

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

static cairo_rectangle_t
ingredient_rect (const Geometry            *g,
                 const AkKitchenIngredient *ingredient)
{
  const cairo_rectangle_t *h = &g->hallway;
  double travel = MAX (h->width - g->dot - 2, 0);
  double x = h->x + 1 + ingredient->progress * travel;
  double lane_h = h->height / g->lanes;
  double y = h->y + (lane_of (g, ingredient->sequence) + 0.5) * lane_h - g->dot / 2;

  return (cairo_rectangle_t) { x, y, g->dot, g->dot };
}

static guint
max_queued (const Geometry *g)
{
  return g->lanes * (guint) MAX (1, floor (g->hallway.width * 0.4 / (g->dot * QUEUE_SPACING)));
}

static cairo_rectangle_t
queued_rect (const Geometry *g,
             guint           k)
{
  const cairo_rectangle_t *h = &g->hallway;
  double lane_h = h->height / g->lanes;
  double x = h->x + h->width - 1 - g->dot - (k / g->lanes) * g->dot * QUEUE_SPACING;
  double y = h->y + (k % g->lanes + 0.5) * lane_h - g->dot / 2;

  return (cairo_rectangle_t) { x, y, g->dot, g->dot };
}

static cairo_rectangle_t
slot_rect (const Geometry *g,
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
typedef cairo_rectangle_t (*RectFunc) (const Geometry *g,
                                       guint           k);

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

static double
measure (cairo_t      *cr,
         PangoContext *context,
         AkKitchenSim *sim,
         double        width,
         Texts        *texts)
{
  make_texts (texts, cr, context, sim, width);
  return layout_height (texts->verdict) + 2 + layout_height (texts->figures);
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

  readout_h = measure (NULL, context, sim, width, &texts);
  compute_geometry (&g, sim, &texts, width, height, readout_h);
  clear_texts (&texts);
  g_clear_object (&fallback);

  layout = g_new0 (AkKitchenLayout, 1);
  layout->readout = g.readout;
  layout->pantry = g.pantry;
  layout->hallway = g.hallway;
  layout->counter = g.counter;
  layout->stations = g.stations;
  layout->compact = is_compact (&g);
  layout->cook_cell = g.cell;
  for (guint i = 0; i < N_CAPTIONS; i++)
    layout->captions[i] = g.caption[i].box;

  layout->cooks = rects_of (&g, g.n_cooks, cook_body);
  n = ak_kitchen_sim_get_hallway_ingredients (sim, ingredients, MAX_DRAWN_INGREDIENTS, NULL);
  layout->ingredients = rect_array (n);
  for (guint i = 0; i < n; i++)
    {
      cairo_rectangle_t r = ingredient_rect (&g, &ingredients[i]);
      g_array_append_val (layout->ingredients, r);
    }

  layout->counter_slots = rects_of (&g, g.capacity, slot_rect);
  layout->n_on_counter = ak_kitchen_sim_get_on_counter (sim);

  queued = MIN (ak_kitchen_sim_get_queued_at_door (sim), max_queued (&g));
  layout->queued = rects_of (&g, queued, queued_rect);

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

/* ---- drawing ----------------------------------------------------------- */

static void
rounded_rect (cairo_t                 *cr,
              const cairo_rectangle_t *r,
              double                   radius)
{
  radius = MIN (radius, MIN (r->width, r->height) / 2);
  cairo_new_sub_path (cr);
  cairo_arc (cr, r->x + r->width - radius, r->y + radius, radius, -G_PI / 2, 0);
  cairo_arc (cr, r->x + r->width - radius, r->y + r->height - radius, radius, 0, G_PI / 2);
  cairo_arc (cr, r->x + radius, r->y + r->height - radius, radius, G_PI / 2, G_PI);
  cairo_arc (cr, r->x + radius, r->y + radius, radius, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

static void
dot_path (cairo_t                 *cr,
          const cairo_rectangle_t *r)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, r->x + r->width / 2, r->y + r->height / 2, r->width / 2, 0, 2 * G_PI);
}

/* Adds a dot for each thing @first … @last - 1 of a kind. */
static void
dot_paths (cairo_t        *cr,
           const Geometry *g,
           guint           first,
           guint           last,
           RectFunc        rect)
{
  for (guint k = first; k < last; k++)
    {
      cairo_rectangle_t r = rect (g, k);
      dot_path (cr, &r);
    }
}

static void
draw_text (cairo_t              *cr,
           PangoLayout          *layout,
           double                x,
           double                y,
           const AkColor *color,
           double                alpha)
{
  ak_color_set_source (cr, color, alpha);
  cairo_move_to (cr, x, y);
  pango_cairo_show_layout (cr, layout);
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

/* A caption in the box place_captions() gave it, at its scale. */
static void
draw_caption (cairo_t                *cr,
              PangoLayout            *layout,
              const Caption          *caption,
              const AkKitchenPalette *palette)
{
  cairo_save (cr);
  cairo_translate (cr, caption->box.x, caption->box.y);
  cairo_scale (cr, caption->scale, caption->scale);
  draw_text (cr, layout, 0, 0, &palette->foreground, 0.7);
  cairo_restore (cr);
}

static void
draw_readout (cairo_t                *cr,
              const Texts            *texts,
              const Geometry         *g,
              const AkKitchenPalette *palette)
{
  draw_text (cr, texts->verdict, g->readout.x, g->readout.y, &palette->foreground, 1.0);
  draw_text (cr, texts->figures, g->readout.x, g->readout.y + layout_height (texts->verdict) + 2,
             &palette->foreground, 0.8);

  for (guint i = 0; i < N_CAPTIONS; i++)
    draw_caption (cr, texts->captions[i], &g->caption[i], palette);
}

static void
draw_pantry (cairo_t                *cr,
             const Geometry         *g,
             const AkKitchenPalette *palette)
{
  const cairo_rectangle_t *p = &g->pantry;
  double shelf = p->height / 4;
  double crate = MIN (shelf * 0.45, p->width / 5);

  rounded_rect (cr, p, 6);
  ak_color_set_source (cr, &palette->foreground, 0.07);
  cairo_fill (cr);

  /* Stocked shelves: the pantry never runs out, the hallway is the limit. */
  for (guint s = 1; s <= 4; s++)
    {
      double y = p->y + s * shelf - 3;

      cairo_rectangle (cr, p->x + 3, y, p->width - 6, 2);
      ak_color_set_source (cr, &palette->foreground, 0.25);
      cairo_fill (cr);
      for (double x = p->x + 5; x + crate <= p->x + p->width - 4; x += crate * 1.4)
        cairo_rectangle (cr, x, y - crate, crate, crate);
      /* Opaque: at 55 % the stock was 2.1:1 on the light pantry. */
      ak_color_set_source (cr, &palette->ingredient, 1.0);
      cairo_fill (cr);
    }
}

static void
draw_hallway (cairo_t                *cr,
              AkKitchenSim           *sim,
              const Geometry         *g,
              const AkKitchenPalette *palette)
{
  const cairo_rectangle_t *h = &g->hallway;
  AkKitchenIngredient ingredients[MAX_DRAWN_INGREDIENTS];
  guint n = ak_kitchen_sim_get_hallway_ingredients (sim, ingredients, MAX_DRAWN_INGREDIENTS, NULL);
  guint queued = MIN (ak_kitchen_sim_get_queued_at_door (sim), max_queued (g));

  cairo_rectangle (cr, h->x, h->y, h->width, h->height);
  ak_color_set_source (cr, &palette->foreground, 0.05);
  cairo_fill (cr);
  cairo_rectangle (cr, h->x, h->y - 2, h->width, 2);
  cairo_rectangle (cr, h->x, h->y + h->height, h->width, 2);
  ak_color_set_source (cr, &palette->foreground, 0.35);
  cairo_fill (cr);

  for (guint i = 0; i < n; i++)
    {
      cairo_rectangle_t r = ingredient_rect (g, &ingredients[i]);
      dot_path (cr, &r);
    }
  dot_paths (cr, g, 0, queued, queued_rect);
  ak_color_set_source (cr, &palette->ingredient, 1.0);
  cairo_fill (cr);
}

static void
draw_counter (cairo_t                *cr,
              AkKitchenSim           *sim,
              const Geometry         *g,
              const AkKitchenPalette *palette)
{
  guint full = ak_kitchen_sim_get_on_counter (sim);

  rounded_rect (cr, &g->counter, 4);
  ak_color_set_source (cr, &palette->foreground, 0.10);
  cairo_fill (cr);

  dot_paths (cr, g, full, g->capacity, slot_rect);
  ak_color_set_source (cr, &palette->foreground, 0.18);
  cairo_fill (cr);

  dot_paths (cr, g, 0, full, slot_rect);
  ak_color_set_source (cr, &palette->ingredient, 1.0);
  cairo_fill (cr);
}

static gboolean
cook_is_busy (const AkKitchenCook *cook)
{
  return cook->remaining > 0;
}

/* Blocks: filled when chopping, with the ingredient left as a bar along
 * the bottom; an empty outline when waiting. One fill per colour. */
static void
draw_compact_cooks (cairo_t                *cr,
                    AkKitchenSim           *sim,
                    const Geometry         *g,
                    const AkKitchenPalette *palette)
{
  double intensity = ak_kitchen_sim_get_chops_per_ingredient (sim);
  double line = MAX (block_unit (g), 0.5);

  for (guint i = 0; i < g->n_cooks; i++)
    if (cook_is_busy (ak_kitchen_sim_get_cook (sim, i)))
      {
        cairo_rectangle_t r = cook_body (g, i);
        cairo_rectangle (cr, r.x, r.y, r.width, r.height);
      }
  ak_color_set_source (cr, &palette->busy, 1.0);
  cairo_fill (cr);

  for (guint i = 0; i < g->n_cooks; i++)
    {
      const AkKitchenCook *cook = ak_kitchen_sim_get_cook (sim, i);
      cairo_rectangle_t r = cook_body (g, i);

      if (cook_is_busy (cook))
        cairo_rectangle (cr, r.x, r.y + r.height * 0.78,
                         r.width * MIN (cook->remaining / intensity, 1.0), r.height * 0.22);
    }
  ak_color_set_source (cr, &palette->ingredient, 1.0);
  cairo_fill (cr);

  for (guint i = 0; i < g->n_cooks; i++)
    if (!cook_is_busy (ak_kitchen_sim_get_cook (sim, i)))
      {
        cairo_rectangle_t r = cook_body (g, i);
        cairo_rectangle (cr, r.x + line / 2, r.y + line / 2, r.width - line, r.height - line);
      }
  ak_color_set_source (cr, &palette->idle, 1.0);
  cairo_set_line_width (cr, line);
  cairo_stroke (cr);
}

/* Head and body: filled when chopping, outlined when waiting. */
static void
draw_figure_body (cairo_t                 *cr,
                  const cairo_rectangle_t *body,
                  double                   s,
                  gboolean                 busy,
                  const AkKitchenPalette  *palette)
{
  double cx = body->x + body->width / 2;
  double line = MAX (1.5, s * 0.05);
  cairo_rectangle_t inner = { body->x + line / 2, body->y + line / 2,
                              body->width - line, body->height - line };

  /* The chef's hat. */
  cairo_rectangle (cr, cx - 0.09 * s, body->y - 0.36 * s, 0.18 * s, 0.09 * s);
  ak_color_set_source (cr, &palette->foreground, 0.3);
  cairo_fill (cr);

  cairo_new_sub_path (cr);
  cairo_arc (cr, cx, body->y - 0.14 * s, 0.11 * s - (busy ? 0 : line / 2), 0, 2 * G_PI);
  rounded_rect (cr, busy ? body : &inner, s * 0.08);
  ak_color_set_source (cr, busy ? &palette->busy : &palette->idle, 1.0);
  if (busy)
    {
      cairo_fill (cr);
      return;
    }
  cairo_set_line_width (cr, line);
  cairo_stroke (cr);
}

static void
draw_figure (cairo_t                *cr,
             AkKitchenSim           *sim,
             const Geometry         *g,
             guint                   i,
             const AkKitchenPalette *palette)
{
  const AkKitchenCook *cook = ak_kitchen_sim_get_cook (sim, i);
  cairo_rectangle_t body = cook_body (g, i);
  gboolean busy = cook_is_busy (cook);
  double s = g->cell;
  double board_y = body.y + body.height + 0.02 * s;
  double hand_x = body.x + body.width, hand_y = body.y + 0.2 * s;

  /* Cutting board, and the ingredient on it shrinking as it is chopped. */
  cairo_rectangle (cr, body.x - 0.1 * s, board_y, body.width + 0.3 * s, 0.07 * s);
  ak_color_set_source (cr, &palette->foreground, 0.22);
  cairo_fill (cr);

  draw_figure_body (cr, &body, s, busy, palette);

  if (busy)
    {
      double left = MIN (cook->remaining / ak_kitchen_sim_get_chops_per_ingredient (sim), 1.0);
      /* One chop is one down-and-up stroke of the knife. */
      double angle = -0.2 - 0.9 * fabs (sin (G_PI * cook->chopped));

      cairo_arc (cr, hand_x + 0.05 * s, board_y - 0.06 * s, 0.03 * s + 0.05 * s * sqrt (left), 0, 2 * G_PI);
      ak_color_set_source (cr, &palette->ingredient, 1.0);
      cairo_fill (cr);

      cairo_move_to (cr, hand_x, hand_y);
      cairo_line_to (cr, hand_x + 0.22 * s * cos (angle), hand_y - 0.22 * s * sin (angle));
      ak_color_set_source (cr, &palette->foreground, 0.8);
      cairo_set_line_width (cr, MAX (1.0, s * 0.04));
      cairo_stroke (cr);
      return;
    }

  /* Waiting: a thought bubble of three dots. */
  for (guint d = 0; d < 3; d++)
    {
      cairo_new_sub_path (cr);
      cairo_arc (cr, hand_x + 0.02 * s + d * 0.07 * s, body.y - 0.3 * s, 0.025 * s, 0, 2 * G_PI);
    }
  ak_color_set_source (cr, &palette->idle, 1.0);
  cairo_fill (cr);
}

static void
draw_cooks (cairo_t                *cr,
            AkKitchenSim           *sim,
            const Geometry         *g,
            const AkKitchenPalette *palette)
{
  if (is_compact (g))
    {
      draw_compact_cooks (cr, sim, g, palette);
      return;
    }

  for (guint i = 0; i < g->n_cooks; i++)
    draw_figure (cr, sim, g, i, palette);
}

/**
 * ak_kitchen_renderer_draw:
 * @cr: where to draw, with any transformation (device scale included)
 * @sim: the simulation to draw
 * @context: (nullable): the Pango context for text (a widget's, to follow
 *   its font), or %NULL for one made from @cr
 * @width: width of the area, user units
 * @height: height of the area, user units
 * @palette: the colours
 *
 * Draws the kitchen's current state into (0, 0, @width, @height): the
 * readout, the pantry, the hallway with its ingredients, the counter and
 * every cook. ak_kitchen_layout_new() says where each thing goes.
 */
void
ak_kitchen_renderer_draw (cairo_t                *cr,
                          AkKitchenSim           *sim,
                          PangoContext           *context,
                          double                  width,
                          double                  height,
                          const AkKitchenPalette *palette)
{
  Texts texts = { 0 };
  double readout_h;
  Geometry g;

  g_return_if_fail (cr != NULL);
  g_return_if_fail (AK_IS_KITCHEN_SIM (sim));
  g_return_if_fail (palette != NULL);

  if (width < 1 || height < 1)
    return;

  readout_h = measure (cr, context, sim, width, &texts);
  compute_geometry (&g, sim, &texts, width, height, readout_h);

  cairo_save (cr);
  if (palette->background.alpha > 0)
    {
      ak_color_set_source (cr, &palette->background, 1.0);
      cairo_paint (cr);
    }

  draw_readout (cr, &texts, &g, palette);
  draw_pantry (cr, &g, palette);
  draw_hallway (cr, sim, &g, palette);
  draw_counter (cr, sim, &g, palette);
  draw_cooks (cr, sim, &g, palette);
  cairo_restore (cr);

  clear_texts (&texts);
}

/* ak-kitchen-renderer.c: draws a kitchen simulation into any cairo_t
 *
 * Left to right: the pantry, the hallway with ingredients moving along
 * it, the counter, and the cooks' stations. Above them the verdict and the
 * figures. Where each goes is computed in ak-kitchen-geometry.c, for
 * drawing and for ak_kitchen_layout_new() alike.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <glib/gi18n.h>

#include "ak-format.h"
#include "ak-kitchen-paint-private.h"

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

/* A caption in the box place_captions() (ak-kitchen-geometry.c) gave it, at its scale. */
static void
draw_caption (cairo_t                *cr,
              PangoLayout            *layout,
              const Caption          *caption,
              const AkKitchenPalette *palette)
{
  cairo_save (cr);
  cairo_translate (cr, caption->box.x, caption->box.y);
  cairo_scale (cr, caption->scale, caption->scale);
  ak_color_show_layout (cr, layout, 0, 0, &palette->foreground, ak_kitchen_palette_text_alpha (palette, 0.7));
  cairo_restore (cr);
}

static void
draw_readout (cairo_t                *cr,
              const Texts            *texts,
              const Geometry         *g,
              const AkKitchenPalette *palette)
{
  ak_color_show_layout (cr, texts->verdict, g->readout.x, g->readout.y, &palette->foreground, 1.0);
  ak_color_show_layout (cr, texts->figures, g->readout.x, g->readout.y + ak_kitchen_text_height (texts->verdict) + 2,
                        &palette->foreground, ak_kitchen_palette_text_alpha (palette, 0.8));

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
      ak_color_set_source (cr, &palette->foreground, ak_kitchen_palette_line_alpha (palette));
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
  guint queued = MIN (ak_kitchen_sim_get_queued_at_door (sim), ak_kitchen_geometry_max_queued (g));

  cairo_rectangle (cr, h->x, h->y, h->width, h->height);
  ak_color_set_source (cr, &palette->foreground, 0.05);
  cairo_fill (cr);
  cairo_rectangle (cr, h->x, h->y - 2, h->width, 2);
  cairo_rectangle (cr, h->x, h->y + h->height, h->width, 2);
  ak_color_set_source (cr, &palette->foreground, ak_kitchen_palette_line_alpha (palette));
  cairo_fill (cr);

  for (guint i = 0; i < n; i++)
    {
      cairo_rectangle_t r = ak_kitchen_geometry_ingredient_rect (g, &ingredients[i]);
      dot_path (cr, &r);
    }
  dot_paths (cr, g, 0, queued, ak_kitchen_geometry_queued_rect);
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

  dot_paths (cr, g, full, g->capacity, ak_kitchen_geometry_slot_rect);
  ak_color_set_source (cr, &palette->foreground, 0.18);
  cairo_fill (cr);

  dot_paths (cr, g, 0, full, ak_kitchen_geometry_slot_rect);
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
  double line = MAX (ak_kitchen_geometry_block_unit (g), 0.5);

  for (guint i = 0; i < g->n_cooks; i++)
    if (cook_is_busy (ak_kitchen_sim_get_cook (sim, i)))
      {
        cairo_rectangle_t r = ak_kitchen_geometry_cook_body (g, i);
        cairo_rectangle (cr, r.x, r.y, r.width, r.height);
      }
  ak_color_set_source (cr, &palette->busy, 1.0);
  cairo_fill (cr);

  for (guint i = 0; i < g->n_cooks; i++)
    {
      const AkKitchenCook *cook = ak_kitchen_sim_get_cook (sim, i);
      cairo_rectangle_t r = ak_kitchen_geometry_cook_body (g, i);

      if (cook_is_busy (cook))
        cairo_rectangle (cr, r.x, r.y + r.height * 0.78,
                         r.width * MIN (cook->remaining / intensity, 1.0), r.height * 0.22);
    }
  ak_color_set_source (cr, &palette->ingredient, 1.0);
  cairo_fill (cr);

  for (guint i = 0; i < g->n_cooks; i++)
    if (!cook_is_busy (ak_kitchen_sim_get_cook (sim, i)))
      {
        cairo_rectangle_t r = ak_kitchen_geometry_cook_body (g, i);
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
  cairo_rectangle_t body = ak_kitchen_geometry_cook_body (g, i);
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
  if (ak_kitchen_geometry_is_compact (g))
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

  readout_h = ak_kitchen_geometry_measure (cr, context, sim, width, &texts);
  ak_kitchen_geometry_compute (&g, sim, &texts, width, height, readout_h);

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

  ak_kitchen_texts_clear (&texts);
}

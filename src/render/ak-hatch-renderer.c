/* ak-hatch-renderer.c: draws kitchens that share orders into any cairo_t
 *
 * The verdict and the figures on top; below them the kitchens side by
 * side, each with its cooks and a bar of its share of the order chopped,
 * and in the wall between each two neighbours the hatch, where plates
 * pass from left to right while the kitchens combine their half-done
 * dishes (a ring: the last kitchen passes back to the first, which the
 * arrow under the kitchens shows). Each kitchen is named at its top left,
 * as the single kitchen's parts are captioned. Where each goes is
 * computed once, for drawing and for ak_hatch_layout_new() alike.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <pango/pangocairo.h>

#include "ak-hatch-renderer.h"

#define PAD 8.0
#define READOUT_GAP 12.0
#define RING_ROOM 16.0
#define BAR_HEIGHT 6.0
/* Walls, bars, hatches and the ring: 2 units always cover one whole pixel
 * at scale 1, wherever they fall, so a line shows its full contrast. */
#define LINE_WIDTH 2.0
/* Cooks are drawn at most this big, so that a few do not fill a kitchen. */
#define MAX_COOK_CELL 30.0

typedef struct {
  PangoLayout *verdict;
  PangoLayout *figures;
} Texts;

/* ---- text -------------------------------------------------------------- */

static PangoLayout *
make_text (PangoContext *context,
           const char   *text,
           gboolean      bold,
           double        width)
{
  PangoLayout *layout = pango_layout_new (context);
  g_autoptr(PangoAttrList) attrs = pango_attr_list_new ();

  if (bold)
    pango_attr_list_insert (attrs, pango_attr_weight_new (PANGO_WEIGHT_BOLD));
  pango_layout_set_attributes (layout, attrs);
  pango_layout_set_text (layout, text, -1);
  pango_layout_set_width (layout, (int) (MAX (width, 1.0) * PANGO_SCALE));
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  return layout;
}

static double
text_height (PangoLayout *layout)
{
  int height;

  pango_layout_get_pixel_size (layout, NULL, &height);
  return height;
}

/* Kitchen @number's caption where @width allows: "Kitchen 2", else "2",
 * else none; @out_height its height. */
static char *
caption_text (PangoContext *context,
              guint         number,
              double        width,
              double       *out_height)
{
  /* Translators: the caption of one of the kitchens that share an order */
  g_autofree char *named = g_strdup_printf (_("Kitchen %u"), number);
  g_autofree char *bare = g_strdup_printf ("%u", number);
  const char *forms[] = { named, bare };

  for (guint f = 0; f < G_N_ELEMENTS (forms); f++)
    {
      g_autoptr(PangoLayout) text = make_text (context, forms[f], FALSE, width);
      int w, h;

      pango_layout_set_width (text, -1);
      pango_layout_get_pixel_size (text, &w, &h);
      if (w <= width)
        {
          *out_height = h;
          return g_strdup (forms[f]);
        }
    }
  return NULL;
}

static void
make_texts (Texts        *texts,
            AkHatchSim   *sim,
            PangoContext *context,
            double        width)
{
  g_autofree char *figures = ak_hatch_renderer_figures (sim);

  texts->verdict = make_text (context, ak_hatch_renderer_verdict (ak_hatch_sim_get_bound (sim)), TRUE,
                              width - 2 * PAD);
  texts->figures = make_text (context, figures, FALSE, width - 2 * PAD);
}

static void
clear_texts (Texts *texts)
{
  g_clear_object (&texts->verdict);
  g_clear_object (&texts->figures);
}

/* ---- geometry ---------------------------------------------------------- */

static void
append_rect (GArray *array,
             double  x,
             double  y,
             double  width,
             double  height)
{
  cairo_rectangle_t r = { x, y, width, height };

  g_array_append_val (array, r);
}

/* The cooks of one kitchen in a square-ish grid above its bar. */
static void
place_cooks (AkHatchLayout           *layout,
             const cairo_rectangle_t *room)
{
  guint n = layout->cooks_per_kitchen;
  guint columns = (guint) ceil (sqrt (n));
  guint rows = (n + columns - 1) / columns;
  double cell = MIN (MAX_COOK_CELL, MIN (room->width / columns, room->height / rows));
  double size = MAX (1.0, cell * 0.7);
  double x0 = room->x + (room->width - columns * cell) / 2;
  double y0 = room->y + (room->height - rows * cell) / 2;

  for (guint i = 0; i < n; i++)
    append_rect (layout->cooks, x0 + (i % columns) * cell + (cell - size) / 2,
                 y0 + (i / columns) * cell + (cell - size) / 2, size, size);
}

/* Plates in one hatch, spread along it and moving right as the pass goes on. */
static void
place_plates (AkHatchLayout           *layout,
              const cairo_rectangle_t *hatch,
              double                   progress)
{
  double size = MIN (hatch->width * 0.8, hatch->height / (AK_HATCH_PLATES_PER_HATCH + 1));

  for (guint j = 0; j < AK_HATCH_PLATES_PER_HATCH; j++)
    {
      double along = fmod (progress * AK_HATCH_PLATES_PER_HATCH + j, AK_HATCH_PLATES_PER_HATCH) /
                     AK_HATCH_PLATES_PER_HATCH;
      double x = hatch->x + along * (hatch->width - size);
      double y = hatch->y + (j + 0.5) * hatch->height / AK_HATCH_PLATES_PER_HATCH - size / 2;

      append_rect (layout->plates, x, y, size, size);
    }
}

static void
compute_layout (AkHatchLayout *layout,
                AkHatchSim    *sim,
                PangoContext  *context,
                const Texts   *texts,
                double         width,
                double         height)
{
  guint k = ak_hatch_sim_get_kitchens (sim);
  gboolean passing = ak_hatch_sim_get_phase (sim) == AK_HATCH_PHASE_PASS;
  double readout_height = text_height (texts->verdict) + 2 + text_height (texts->figures);
  double gap = CLAMP (width * 0.04, 10.0, 28.0);
  double top = PAD + readout_height + READOUT_GAP;
  double kitchen_height = MAX (24.0, height - top - PAD - RING_ROOM);
  double kitchen_width = MAX (8.0, (width - 2 * PAD - (k - 1) * gap) / k);

  layout->readout = (cairo_rectangle_t) { PAD, PAD, MAX (1.0, width - 2 * PAD), readout_height };
  layout->cooks_per_kitchen = MIN (ak_kitchen_sim_get_cooks (ak_hatch_sim_get_kitchen (sim)),
                                   AK_HATCH_MAX_DRAWN_COOKS);
  layout->bar_fill = passing ? 1.0 : ak_hatch_sim_get_phase_progress (sim);

  for (guint i = 0; i < k; i++)
    {
      double x = PAD + i * (kitchen_width + gap);
      double inset = MIN (6.0, kitchen_width / 6);
      double caption_height = 0;
      char *caption = caption_text (context, i + 1, kitchen_width - 2 * inset, &caption_height);
      cairo_rectangle_t room;

      if (caption != NULL)
        {
          append_rect (layout->captions, x + inset, top + inset, kitchen_width - 2 * inset, caption_height);
          g_ptr_array_add (layout->caption_texts, caption);
        }
      room = (cairo_rectangle_t) { x + inset, top + inset + caption_height, kitchen_width - 2 * inset,
                                   MAX (1.0, kitchen_height - 3 * inset - BAR_HEIGHT - caption_height) };

      append_rect (layout->kitchens, x, top, kitchen_width, kitchen_height);
      append_rect (layout->bars, x + inset, top + kitchen_height - inset - BAR_HEIGHT,
                   kitchen_width - 2 * inset, BAR_HEIGHT);
      place_cooks (layout, &room);

      if (i + 1 < k)
        {
          cairo_rectangle_t hatch = { x + kitchen_width, top + kitchen_height * 0.3, gap, kitchen_height * 0.4 };

          g_array_append_val (layout->hatches, hatch);
          if (passing)
            place_plates (layout, &hatch, ak_hatch_sim_get_phase_progress (sim));
        }
    }
}

/**
 * ak_hatch_layout_new:
 * @sim: a simulation
 * @context: (nullable): the Pango context the text is measured with;
 *   %NULL for a default one
 * @width: the area's width, user units
 * @height: the area's height, user units
 *
 * Returns: (transfer full): where ak_hatch_renderer_draw() draws what
 */
AkHatchLayout *
ak_hatch_layout_new (AkHatchSim   *sim,
                     PangoContext *context,
                     double        width,
                     double        height)
{
  PangoContext *fallback = NULL;
  AkHatchLayout *layout = g_new0 (AkHatchLayout, 1);
  Texts texts = { 0 };

  g_return_val_if_fail (AK_IS_HATCH_SIM (sim), NULL);

  if (context == NULL)
    context = fallback = pango_font_map_create_context (pango_cairo_font_map_get_default ());

  layout->kitchens = g_array_new (FALSE, FALSE, sizeof (cairo_rectangle_t));
  layout->hatches = g_array_new (FALSE, FALSE, sizeof (cairo_rectangle_t));
  layout->cooks = g_array_new (FALSE, FALSE, sizeof (cairo_rectangle_t));
  layout->bars = g_array_new (FALSE, FALSE, sizeof (cairo_rectangle_t));
  layout->plates = g_array_new (FALSE, FALSE, sizeof (cairo_rectangle_t));
  layout->captions = g_array_new (FALSE, FALSE, sizeof (cairo_rectangle_t));
  layout->caption_texts = g_ptr_array_new_with_free_func (g_free);

  make_texts (&texts, sim, context, width);
  compute_layout (layout, sim, context, &texts, width, height);
  clear_texts (&texts);
  g_clear_object (&fallback);
  return layout;
}

/**
 * ak_hatch_layout_free:
 * @layout: (nullable): a layout
 */
void
ak_hatch_layout_free (AkHatchLayout *layout)
{
  if (layout == NULL)
    return;

  g_array_unref (layout->kitchens);
  g_array_unref (layout->hatches);
  g_array_unref (layout->cooks);
  g_array_unref (layout->bars);
  g_array_unref (layout->plates);
  g_array_unref (layout->captions);
  g_ptr_array_unref (layout->caption_texts);
  g_free (layout);
}

/* ---- drawing ----------------------------------------------------------- */

#define RECT(array, i) (&g_array_index ((array), cairo_rectangle_t, (i)))

static void
draw_kitchens (cairo_t                *cr,
               const AkHatchLayout    *layout,
               const AkKitchenPalette *palette)
{
  for (guint i = 0; i < layout->kitchens->len; i++)
    {
      const cairo_rectangle_t *k = RECT (layout->kitchens, i);
      const cairo_rectangle_t *bar = RECT (layout->bars, i);

      cairo_rectangle (cr, k->x, k->y, k->width, k->height);
      ak_color_set_source (cr, &palette->foreground, 0.07);
      cairo_fill_preserve (cr);
      cairo_set_line_width (cr, LINE_WIDTH);
      ak_color_set_source (cr, &palette->foreground, ak_kitchen_palette_line_alpha (palette));
      cairo_stroke (cr);

      cairo_rectangle (cr, bar->x, bar->y, bar->width, bar->height);
      cairo_stroke (cr);
      cairo_rectangle (cr, bar->x, bar->y, bar->width * layout->bar_fill, bar->height);
      ak_color_set_source (cr, &palette->busy, 1.0);
      cairo_fill (cr);
    }
}

static void
draw_cooks (cairo_t                *cr,
            const AkHatchLayout    *layout,
            gboolean                cooking,
            const AkKitchenPalette *palette)
{
  for (guint i = 0; i < layout->cooks->len; i++)
    {
      const cairo_rectangle_t *c = RECT (layout->cooks, i);

      if (cooking)
        {
          cairo_rectangle (cr, c->x, c->y, c->width, c->height);
          ak_color_set_source (cr, &palette->busy, 1.0);
          cairo_fill (cr);
        }
      else
        {
          double line = MIN (2.0, c->width / 4);

          cairo_rectangle (cr, c->x + line / 2, c->y + line / 2, c->width - line, c->height - line);
          cairo_set_line_width (cr, line);
          ak_color_set_source (cr, &palette->idle, 1.0);
          cairo_stroke (cr);
        }
    }
}

/* The openings: cleared to the background, then outlined; busy ones (the
 * kitchens are passing) with a thicker frame in the busy colour. */
static void
draw_hatches (cairo_t                *cr,
              const AkHatchLayout    *layout,
              gboolean                passing,
              const AkKitchenPalette *palette)
{
  for (guint i = 0; i < layout->hatches->len; i++)
    {
      const cairo_rectangle_t *h = RECT (layout->hatches, i);

      cairo_rectangle (cr, h->x, h->y, h->width, h->height);
      ak_color_set_source (cr, passing ? &palette->busy : &palette->foreground,
                           passing ? 1.0 : ak_kitchen_palette_line_alpha (palette));
      cairo_set_line_width (cr, passing ? 3 : LINE_WIDTH);
      cairo_stroke (cr);
    }

  for (guint i = 0; i < layout->plates->len; i++)
    {
      const cairo_rectangle_t *p = RECT (layout->plates, i);

      cairo_new_sub_path (cr);
      cairo_arc (cr, p->x + p->width / 2, p->y + p->height / 2, p->width / 2, 0, 2 * G_PI);
    }
  ak_color_set_source (cr, &palette->ingredient, 1.0);
  cairo_fill (cr);
}

static void
draw_captions (cairo_t                *cr,
               PangoContext           *context,
               const AkHatchLayout    *layout,
               const AkKitchenPalette *palette)
{
  for (guint i = 0; i < layout->captions->len; i++)
    {
      const cairo_rectangle_t *c = RECT (layout->captions, i);
      g_autoptr(PangoLayout) text = make_text (context, g_ptr_array_index (layout->caption_texts, i), FALSE,
                                               c->width);

      ak_color_show_layout (cr, text, c->x, c->y, &palette->foreground,
                            ak_kitchen_palette_text_alpha (palette, 0.8));
    }
}

/* The ring's way back, from the last kitchen to the first, under them. */
static void
draw_ring (cairo_t                *cr,
           const AkHatchLayout    *layout,
           const AkKitchenPalette *palette)
{
  const cairo_rectangle_t *first, *last;
  double y;

  if (layout->kitchens->len < 3)
    return;

  first = RECT (layout->kitchens, 0);
  last = RECT (layout->kitchens, layout->kitchens->len - 1);
  y = first->y + first->height + RING_ROOM / 2;
  cairo_move_to (cr, last->x + last->width / 2, first->y + first->height);
  cairo_line_to (cr, last->x + last->width / 2, y);
  cairo_line_to (cr, first->x + first->width / 2, y);
  cairo_line_to (cr, first->x + first->width / 2, first->y + first->height + 1);
  cairo_set_line_width (cr, LINE_WIDTH);
  ak_color_set_source (cr, &palette->foreground, ak_kitchen_palette_line_alpha (palette));
  cairo_stroke (cr);
}

/**
 * ak_hatch_renderer_draw:
 * @cr: where to draw
 * @sim: the kitchens
 * @context: (nullable): the Pango context for the text; %NULL for a default one
 * @width: the area's width, user units
 * @height: the area's height, user units
 * @palette: the colours; @palette->ingredient is the plates' colour
 *
 * Draws the kitchens as ak_hatch_layout_new() places them.
 */
void
ak_hatch_renderer_draw (cairo_t                *cr,
                        AkHatchSim             *sim,
                        PangoContext           *context,
                        double                  width,
                        double                  height,
                        const AkKitchenPalette *palette)
{
  PangoContext *fallback = NULL;
  g_autoptr(AkHatchLayout) layout = NULL;
  gboolean passing;
  Texts texts = { 0 };

  g_return_if_fail (cr != NULL);
  g_return_if_fail (AK_IS_HATCH_SIM (sim));
  g_return_if_fail (palette != NULL);

  if (context == NULL)
    context = fallback = pango_font_map_create_context (pango_cairo_font_map_get_default ());

  layout = ak_hatch_layout_new (sim, context, width, height);
  passing = ak_hatch_sim_get_phase (sim) == AK_HATCH_PHASE_PASS;
  make_texts (&texts, sim, context, width);

  cairo_save (cr);
  if (palette->background.alpha > 0)
    {
      ak_color_set_source (cr, &palette->background, 1.0);
      cairo_paint (cr);
    }

  ak_color_show_layout (cr, texts.verdict, layout->readout.x, layout->readout.y, &palette->foreground, 1.0);
  ak_color_show_layout (cr, texts.figures, layout->readout.x, layout->readout.y + text_height (texts.verdict) + 2,
                        &palette->foreground, ak_kitchen_palette_text_alpha (palette, 0.8));
  draw_kitchens (cr, layout, palette);
  draw_captions (cr, context, layout, palette);
  draw_cooks (cr, layout, !passing, palette);
  draw_hatches (cr, layout, passing, palette);
  draw_ring (cr, layout, palette);
  cairo_restore (cr);

  clear_texts (&texts);
  g_clear_object (&fallback);
}

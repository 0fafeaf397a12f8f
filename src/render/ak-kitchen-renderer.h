/* ak-kitchen-renderer.h: draws a kitchen simulation into any cairo_t
 *
 * Cairo and Pango only, no widget: the same code draws into a widget, a
 * PNG, SVG or PDF surface, or a test's image surface.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>
#include <pango/pango.h>

#include "ak-color.h"

#include "ak-kitchen-sim.h"
#include "ak-kitchen-text.h"

G_BEGIN_DECLS

/* Captions never shrink below this fraction of their size. */
#define AK_KITCHEN_MIN_CAPTION_SCALE 0.6
#define AK_KITCHEN_N_CAPTIONS 4

/**
 * AkKitchenPalette:
 * @foreground: text, walls and outlines
 * @background: painted behind the scene; alpha 0 leaves the surface as is
 * @busy: a cook who is chopping
 * @idle: a cook who waits
 * @ingredient: an ingredient
 * @high_contrast: the desktop asks for high contrast: lines and text are
 *   drawn in the full foreground colour (ak_kitchen_palette_line_alpha(),
 *   ak_kitchen_palette_text_alpha())
 */
typedef struct {
  AkColor  foreground;
  AkColor  background;
  AkColor  busy;
  AkColor  idle;
  AkColor  ingredient;
  gboolean high_contrast;
} AkKitchenPalette;

/* The foreground's opacity for the lines a learner has to see (walls,
 * shelves, outlines): 3:1 or more against the scene and its tints in the
 * light and the dark style (WCAG 1.4.11; test-contrast-scene measures it). */
#define AK_KITCHEN_LINE_ALPHA 0.65

/**
 * ak_kitchen_palette_line_alpha:
 * @palette: a palette
 *
 * Returns: the opacity of the foreground for walls, shelves and outlines:
 *   %AK_KITCHEN_LINE_ALPHA, or 1 in high contrast
 */
static inline double
ak_kitchen_palette_line_alpha (const AkKitchenPalette *palette)
{
  return palette->high_contrast ? 1.0 : AK_KITCHEN_LINE_ALPHA;
}

/**
 * ak_kitchen_palette_text_alpha:
 * @palette: a palette
 * @alpha: the opacity of secondary text (captions, figures) in the normal
 *   style, 0 to 1; at least 0.7 keeps 4.5:1 (WCAG 1.4.3)
 *
 * Returns: @alpha, or 1 in high contrast
 */
static inline double
ak_kitchen_palette_text_alpha (const AkKitchenPalette *palette,
                               double                  alpha)
{
  return palette->high_contrast ? 1.0 : alpha;
}

/**
 * AkKitchenLayout:
 * @readout: the verdict and figures
 * @pantry: the pantry
 * @hallway: the hallway ingredients travel along, left to right
 * @counter: the counter next to the cooks
 * @stations: the cooks' stations
 * @captions: where the captions of the pantry, the hallway, the counter and
 *   the stations are drawn: each one the extent of its text at the size
 *   drawn, centred over its region where it can be, inside the area and
 *   over no other caption. Captions that overlap when centred first slide
 *   apart at full size, each still over part of its region; if they cannot,
 *   the wider ones shrink, down to %AK_KITCHEN_MIN_CAPTION_SCALE, and then
 *   those that still overlap go on rows below at full size.
 * @compact: %TRUE when cooks are drawn as small blocks rather than figures
 * @cook_cell: the side of one cook's square cell, in user units
 * @cooks: (element-type cairo_rectangle_t): each cook's body, in cook
 *   order. A chopping cook's body is filled with the busy colour; a waiting
 *   cook's body is outlined in the idle colour and empty inside.
 * @ingredients: (element-type cairo_rectangle_t): the bounding box of each
 *   ingredient drawn travelling in the hallway
 * @counter_slots: (element-type cairo_rectangle_t): the counter's places;
 *   the first @n_on_counter hold an ingredient
 * @n_on_counter: ingredients on the counter
 * @queued: (element-type cairo_rectangle_t): ingredients drawn waiting at
 *   the kitchen door because the counter is full
 *
 * Where the renderer draws what, in user units of a @width × @height area.
 */
typedef struct {
  cairo_rectangle_t  readout;
  cairo_rectangle_t  pantry;
  cairo_rectangle_t  hallway;
  cairo_rectangle_t  counter;
  cairo_rectangle_t  stations;
  cairo_rectangle_t  captions[AK_KITCHEN_N_CAPTIONS];
  gboolean           compact;
  double             cook_cell;
  GArray            *cooks;
  GArray            *ingredients;
  GArray            *counter_slots;
  guint              n_on_counter;
  GArray            *queued;
} AkKitchenLayout;

/* Cells smaller than this draw cooks as blocks. */
#define AK_KITCHEN_FIGURE_MIN_CELL 24.0

AkKitchenLayout *ak_kitchen_layout_new              (AkKitchenSim           *sim,
                                                     PangoContext           *context,
                                                     double                  width,
                                                     double                  height);
void             ak_kitchen_layout_free             (AkKitchenLayout        *layout);

void             ak_kitchen_renderer_draw           (cairo_t                *cr,
                                                     AkKitchenSim           *sim,
                                                     PangoContext           *context,
                                                     double                  width,
                                                     double                  height,
                                                     const AkKitchenPalette *palette);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (AkKitchenLayout, ak_kitchen_layout_free)

double ak_kitchen_renderer_caption_scale (double text_width,
                                          double available);

G_END_DECLS

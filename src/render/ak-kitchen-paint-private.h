/* ak-kitchen-paint-private.h: the kitchen painter's geometry, shared by its files
 *
 * ak-kitchen-geometry.c places everything (the texts, the regions, the
 * cooks, the ingredients) once, for drawing and for ak_kitchen_layout_new();
 * ak-kitchen-renderer.c draws what it placed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <pango/pangocairo.h>

#include "ak-kitchen-renderer.h"

G_BEGIN_DECLS

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

typedef cairo_rectangle_t (*RectFunc) (const Geometry *g,
                                       guint           k);

void ak_kitchen_texts_clear (Texts *texts);
double ak_kitchen_text_height (PangoLayout *layout);
void ak_kitchen_geometry_compute (Geometry     *g,
                                  AkKitchenSim *sim,
                                  Texts        *texts,
                                  double        width,
                                  double        height,
                                  double        readout_height);
gboolean ak_kitchen_geometry_is_compact (const Geometry *g);
double ak_kitchen_geometry_block_unit (const Geometry *g);
cairo_rectangle_t ak_kitchen_geometry_cook_body (const Geometry *g,
                                                 guint           i);
cairo_rectangle_t ak_kitchen_geometry_ingredient_rect (const Geometry            *g,
                                                       const AkKitchenIngredient *ingredient);
guint ak_kitchen_geometry_max_queued (const Geometry *g);
cairo_rectangle_t ak_kitchen_geometry_queued_rect (const Geometry *g,
                                                   guint           k);
cairo_rectangle_t ak_kitchen_geometry_slot_rect (const Geometry *g,
                                                 guint           k);
double ak_kitchen_geometry_measure (cairo_t      *cr,
                                    PangoContext *context,
                                    AkKitchenSim *sim,
                                    double        width,
                                    Texts        *texts);

G_END_DECLS

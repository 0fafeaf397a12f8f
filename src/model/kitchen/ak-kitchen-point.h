/* ak-kitchen-point.h: the kitchen's own place on the roofline
 *
 * No GTK here: the kitchen page hands its settings through the page
 * context, the roofline page plots them, and tests check the figures
 * without a display.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "ak-kitchen-sim.h"
#include "ak-roofline-plot.h"

G_BEGIN_DECLS

/**
 * AkKitchenFigures:
 * @cooks: cooks in the kitchen, 1 to %AK_KITCHEN_MAX_COOKS
 * @chops_per_second_per_cook: one cook's rate, chops/s
 * @peak_chops_per_second: the flat roof, @cooks × @chops_per_second_per_cook,
 *   chops/s (the peak FLOP/s analogue)
 * @hallway_ingredients_per_second: the sloped roof, ingredients/s (the
 *   memory bandwidth analogue)
 * @chops_per_ingredient: the kitchen's arithmetic intensity, chops per
 *   ingredient fetched from the pantry
 * @chops_per_second: the kitchen's steady-state throughput, chops/s:
 *   min (@peak_chops_per_second, @hallway_ingredients_per_second ×
 *   @chops_per_ingredient), the roofline formula (ak_roofline_attainable_flops()),
 *   which the simulation reaches once warm (ak_kitchen_sim_get_bound())
 * @ridge_chops_per_ingredient: the ridge point, @peak_chops_per_second ÷
 *   @hallway_ingredients_per_second, chops per ingredient
 * @bound: which roof binds: compute when @chops_per_ingredient is at or
 *   above the ridge point
 *
 * The kitchen's roofs and its point, in the kitchen's own units, computed
 * from its settings.
 */
typedef struct {
  guint   cooks;
  double  chops_per_second_per_cook;
  double  peak_chops_per_second;
  double  hallway_ingredients_per_second;
  double  chops_per_ingredient;
  double  chops_per_second;
  double  ridge_chops_per_ingredient;
  AkBound bound;
} AkKitchenFigures;

#define AK_TYPE_KITCHEN_POINT (ak_kitchen_point_get_type ())

G_DECLARE_FINAL_TYPE (AkKitchenPoint, ak_kitchen_point, AK, KITCHEN_POINT, GObject)

gboolean        ak_kitchen_figures_from_sim     (AkKitchenSim           *sim,
                                                 AkKitchenFigures       *out_figures,
                                                 GError                **error);

AkKitchenPoint *ak_kitchen_point_new            (void);
gboolean        ak_kitchen_point_set_from_sim   (AkKitchenPoint         *self,
                                                 AkKitchenSim           *sim,
                                                 GError                **error);
gboolean        ak_kitchen_point_get_figures    (AkKitchenPoint         *self,
                                                 AkKitchenFigures       *out_figures);
gboolean        ak_kitchen_point_fill_plot      (AkKitchenPoint         *self,
                                                 AkRooflinePlot         *plot,
                                                 GError                **error);
char           *ak_kitchen_point_describe       (AkKitchenPoint         *self);

char           *ak_kitchen_plot_describe        (AkRooflinePlot         *plot);
char           *ak_kitchen_plot_describe_roofs  (AkRooflinePlot         *plot);
char           *ak_kitchen_plot_describe_point  (AkRooflinePlot         *plot,
                                                 guint                   index);

G_END_DECLS

/* ak-kitchen-view.h: the animated kitchen scene
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ak-kitchen-sim.h"

G_BEGIN_DECLS

/* Simulated seconds one press of Step advances. */
#define AK_KITCHEN_VIEW_STEP_SECONDS 0.25

/* Simulated seconds a reset kitchen runs before it is first shown, so the
 * first frame already shows its steady state (an empty kitchen would first
 * look memory-bound while the hallway fills, whatever the settings). */
#define AK_KITCHEN_VIEW_WARM_UP_SECONDS 5.0
/* With animations off the still frame is the steady state: the kitchen is
 * run this long after a reset, past the slowest preset's warm-up (512
 * cooks on 32 chops per ingredient take about 13 s) and several readout
 * windows. */
#define AK_KITCHEN_VIEW_STILL_WARM_UP_SECONDS 120.0

#define AK_TYPE_KITCHEN_VIEW (ak_kitchen_view_get_type ())

G_DECLARE_FINAL_TYPE (AkKitchenView, ak_kitchen_view, AK, KITCHEN_VIEW, GtkWidget)

GtkWidget    *ak_kitchen_view_new                    (void);
AkKitchenSim *ak_kitchen_view_get_sim                (AkKitchenView *self);
void          ak_kitchen_view_set_sim                (AkKitchenView *self,
                                                      AkKitchenSim  *sim);
gboolean      ak_kitchen_view_get_playing            (AkKitchenView *self);
void          ak_kitchen_view_set_playing            (AkKitchenView *self,
                                                      gboolean       playing);
void          ak_kitchen_view_set_speed              (AkKitchenView *self,
                                                      double         speed);
gboolean      ak_kitchen_view_get_animations_enabled (AkKitchenView *self);
gboolean      ak_kitchen_view_is_ticking             (AkKitchenView *self);
void          ak_kitchen_view_step                   (AkKitchenView *self);
void          ak_kitchen_view_settle                 (AkKitchenView *self);
void          ak_kitchen_view_reset                  (AkKitchenView *self);
const char   *ak_kitchen_view_get_description        (AkKitchenView *self);

G_END_DECLS

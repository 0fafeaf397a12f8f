/* ak-hatch-view.h: the animated scene of kitchens that share orders
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ak-hatch-sim.h"

G_BEGIN_DECLS

#define AK_TYPE_HATCH_VIEW (ak_hatch_view_get_type ())

G_DECLARE_FINAL_TYPE (AkHatchView, ak_hatch_view, AK, HATCH_VIEW, GtkWidget)

GtkWidget  *ak_hatch_view_new             (void);
AkHatchSim *ak_hatch_view_get_sim         (AkHatchView *self);
void        ak_hatch_view_set_sim         (AkHatchView *self,
                                           AkHatchSim  *sim);
gboolean    ak_hatch_view_get_playing     (AkHatchView *self);
void        ak_hatch_view_set_playing     (AkHatchView *self,
                                           gboolean     playing);
void        ak_hatch_view_set_speed       (AkHatchView *self,
                                           double       speed);
gboolean    ak_hatch_view_is_ticking      (AkHatchView *self);
void        ak_hatch_view_step            (AkHatchView *self);
void        ak_hatch_view_reset           (AkHatchView *self);
const char *ak_hatch_view_get_description (AkHatchView *self);

G_END_DECLS

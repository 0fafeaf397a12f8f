/* ak-system-controls.h: the Chips and Layout controls of a page that
 * analyses a system of chips, and its offer of a system that fits
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ak-parallel-layout.h"

G_BEGIN_DECLS

#define AK_TYPE_SYSTEM_CONTROLS (ak_system_controls_get_type ())

G_DECLARE_FINAL_TYPE (AkSystemControls, ak_system_controls, AK, SYSTEM_CONTROLS, GtkBox)

GtkWidget *ak_system_controls_new          (void);
guint      ak_system_controls_get_chips    (AkSystemControls         *self);
gboolean   ak_system_controls_get_layout   (AkSystemControls         *self,
                                            AkLayout                 *out_layout);
void       ak_system_controls_set_model    (AkSystemControls         *self,
                                            const AkTransformerShape *shape,
                                            guint                     fast_domain_chips,
                                            const char               *no_link_reason);
void       ak_system_controls_set_system   (AkSystemControls         *self,
                                            const AkLayout           *layout);
void       ak_system_controls_offer        (AkSystemControls         *self,
                                            const char               *text,
                                            const AkLayout           *layout);

G_END_DECLS

/* ak-efficiency-panel.h: the estimate's factors, typed, with where the
 * defaults come from
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ak-efficiency.h"
#include "ak-page-context.h"

G_BEGIN_DECLS

#define AK_TYPE_EFFICIENCY_PANEL (ak_efficiency_panel_get_type ())
G_DECLARE_FINAL_TYPE (AkEfficiencyPanel, ak_efficiency_panel, AK, EFFICIENCY_PANEL, GtkBox)

GtkWidget *ak_efficiency_panel_new            (void);
void       ak_efficiency_panel_get_efficiency (AkEfficiencyPanel  *self,
                                               AkEfficiency       *out);
void       ak_efficiency_panel_offer_measured (AkEfficiencyPanel  *self,
                                               const AkEfficiency *measured);
void       ak_efficiency_panel_offer_for      (AkEfficiencyPanel   *self,
                                               AkPageContext       *context,
                                               const AkAccelerator *accelerator);

G_END_DECLS

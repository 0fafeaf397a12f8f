/* ak-flow-box.h: a GtkFlowBox that Tab passes through
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define AK_TYPE_FLOW_BOX (ak_flow_box_get_type ())

GType      ak_flow_box_get_type (void) G_GNUC_CONST;
GtkWidget *ak_flow_box_new      (void);
void       ak_flow_box_add_labelled (GtkFlowBox *grid,
                                     const char *label_text,
                                     GtkWidget  *control);

G_END_DECLS

/* ak-clamp.h: a container that keeps its child at a readable width
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define AK_TYPE_CLAMP (ak_clamp_get_type ())

G_DECLARE_FINAL_TYPE (AkClamp, ak_clamp, AK, CLAMP, GtkWidget)

GtkWidget *ak_clamp_new               (void);
GtkWidget *ak_clamp_get_child         (AkClamp   *self);
void       ak_clamp_set_child         (AkClamp   *self,
                                       GtkWidget *child);
int        ak_clamp_get_maximum_size  (AkClamp   *self);
void       ak_clamp_set_maximum_size  (AkClamp   *self,
                                       int        maximum_size);

G_END_DECLS

/* ak-announce.h: status messages that screen readers speak
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void ak_announce                   (GtkWidget  *widget,
                                    const char *message);
void ak_accessible_set_description (GtkWidget  *widget,
                                    const char *description);

G_END_DECLS

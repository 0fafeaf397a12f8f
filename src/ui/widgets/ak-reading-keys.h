/* ak-reading-keys.h: reading text block by block with the arrow keys
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void     ak_reading_stop_mark          (GtkWidget *widget);
void     ak_reading_stop_make_tab_stop (GtkWidget *widget);
void     ak_reading_control_mark       (GtkWidget *widget);
gboolean ak_reading_move               (GtkWidget *container,
                                        gboolean   forward);
void     ak_reading_keys_attach        (GtkWidget *container);
void     ak_reading_keys_set_tab_stop  (GtkWidget *container,
                                        gboolean   tab_stop);

G_END_DECLS

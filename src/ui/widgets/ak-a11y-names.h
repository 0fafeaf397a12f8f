/* ak-a11y-names.h: accessible names GTK 4.8 gets wrong
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void ak_accessible_name_widget (GtkWidget  *widget);
void ak_accessible_name_tree   (GtkWidget  *root);
void ak_accessible_name_tab    (GtkWidget  *tab_label,
                                GtkWidget  *page,
                                const char *title);
void ak_accessible_name_menu_button (GtkWidget *menu_button);
void ak_accessible_prepare_dialog (GtkWidget  *dialog,
                                   const char *name,
                                   const char *body,
                                   const char *focus_label);
void ak_accessible_name_page_scroller (GtkWidget  *page,
                                       const char *title);
void ak_accessible_set_range_value (GtkWidget  *range,
                                    double      now,
                                    double      min,
                                    double      max,
                                    const char *text);

G_END_DECLS

/* ak-file-chooser.h: the file choosers the pages open (open a config.json,
 * export a chart), set up one way
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* What a chooser opened by ak_file_chooser_ask() does with the chosen file;
 * it shows a failure itself, beside its control. */
typedef gboolean (*AkFileChosenFunc) (GtkWidget  *owner,
                                      GFile      *file,
                                      GError    **error);

GtkFileChooserNative *ak_file_chooser_new               (GtkWidget            *for_widget,
                                                         const char           *title,
                                                         GtkFileChooserAction  action,
                                                         const char           *accept_label);
void                  ak_file_chooser_add_filter        (GtkFileChooser       *chooser,
                                                         const char           *name,
                                                         const char           *pattern);
void                  ak_file_chooser_add_json_filter   (GtkFileChooser       *chooser,
                                                         const char           *name);
void                  ak_file_chooser_add_chart_filters (GtkFileChooser       *chooser);
GtkFileChooser       *ak_file_chooser_ask               (GtkWidget            *owner,
                                                         const char           *key,
                                                         const char           *title,
                                                         GtkFileChooserAction  action,
                                                         const char           *accept_label,
                                                         AkFileChosenFunc      chosen);
void                  ak_file_chooser_close             (GtkWidget            *owner,
                                                         const char           *key);

G_END_DECLS

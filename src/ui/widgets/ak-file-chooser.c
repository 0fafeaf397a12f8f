/* ak-file-chooser.c: the file choosers the pages open, set up one way
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "ak-file-chooser.h"

/**
 * ak_file_chooser_new:
 * @for_widget: the widget whose window the chooser belongs to (it need not
 *   be in a window yet)
 * @title: the chooser's title
 * @action: open or save
 * @accept_label: the label of the button that accepts
 *
 * A modal native file chooser (the portal's where there is one), transient
 * for @for_widget's window, with a Cancel button. The caller connects
 * #GtkNativeDialog::response and shows it.
 *
 * Returns: (transfer full): the chooser
 */
GtkFileChooserNative *
ak_file_chooser_new (GtkWidget            *for_widget,
                     const char           *title,
                     GtkFileChooserAction  action,
                     const char           *accept_label)
{
  GtkNative *native;
  GtkFileChooserNative *chooser;

  g_return_val_if_fail (GTK_IS_WIDGET (for_widget), NULL);

  native = gtk_widget_get_native (for_widget);
  chooser = gtk_file_chooser_native_new (title, GTK_IS_WINDOW (native) ? GTK_WINDOW (native) : NULL,
                                         action, accept_label, _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  return chooser;
}

/**
 * ak_file_chooser_add_filter:
 * @chooser: a file chooser
 * @name: the filter's name, as the chooser shows it
 * @pattern: a glob, for example "*.[pP][nN][gG]" (any case)
 *
 * Adds a filter of one pattern.
 */
void
ak_file_chooser_add_filter (GtkFileChooser *chooser,
                            const char     *name,
                            const char     *pattern)
{
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();

  g_return_if_fail (GTK_IS_FILE_CHOOSER (chooser));

  gtk_file_filter_set_name (filter, name);
  gtk_file_filter_add_pattern (filter, pattern);
  gtk_file_chooser_add_filter (chooser, filter);
}

/**
 * ak_file_chooser_add_json_filter:
 * @chooser: a file chooser
 * @name: the filter's name, as the chooser shows it
 *
 * Adds a filter for `.json` files in any case.
 */
void
ak_file_chooser_add_json_filter (GtkFileChooser *chooser,
                                 const char     *name)
{
  ak_file_chooser_add_filter (chooser, name, "*.[jJ][sS][oO][nN]");
}

/**
 * ak_file_chooser_add_chart_filters:
 * @chooser: a file chooser
 *
 * Adds the formats a chart is exported to (ak_chart_file_write()): PNG,
 * SVG or PDF together, then each alone.
 */
void
ak_file_chooser_add_chart_filters (GtkFileChooser *chooser)
{
  static const char * const patterns[] = { "*.[pP][nN][gG]", "*.[sS][vV][gG]", "*.[pP][dD][fF]" };
  g_autoptr(GtkFileFilter) all = gtk_file_filter_new ();

  g_return_if_fail (GTK_IS_FILE_CHOOSER (chooser));

  gtk_file_filter_set_name (all, _("PNG, SVG or PDF"));
  for (guint i = 0; i < G_N_ELEMENTS (patterns); i++)
    gtk_file_filter_add_pattern (all, patterns[i]);
  gtk_file_chooser_add_filter (chooser, all);
  ak_file_chooser_add_filter (chooser, _("PNG image"), patterns[0]);
  ak_file_chooser_add_filter (chooser, _("SVG image"), patterns[1]);
  ak_file_chooser_add_filter (chooser, _("PDF document"), patterns[2]);
}

/* ak-chart-export.c: a page's Export Chart, one way for every chart
 *
 * Every chart page asks for the file the same way (PNG, SVG or PDF by the
 * name's ending) and says the outcome the same way: a failure stays beside
 * the Export button until the next try, a success goes by as a toast.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "ak-chart-export.h"
#include "ak-chart-file.h"
#include "ak-format.h"

#define EXPORT_KEY "ak-chart-export"

/**
 * ak_chart_export_write:
 * @painter: (nullable): the chart; %NULL when the page has none to show yet
 * @file: where to write; PNG, SVG or PDF by its name's ending
 * @status: the label beside the page's Export button
 * @context: (nullable): the page's context, for the toast
 * @error: %AK_FORMAT_ERROR_INVALID when there is no chart, or an error of
 *   ak_chart_file_export()
 *
 * Writes the chart and tells the learner how that went.
 *
 * Returns: %TRUE if the file was written
 */
gboolean
ak_chart_export_write (AkChartPainter  *painter,
                       GFile           *file,
                       GtkLabel        *status,
                       AkPageContext   *context,
                       GError         **error)
{
  g_autoptr(GError) local = NULL;
  g_autofree char *message = NULL;
  g_autofree char *name = NULL;

  g_return_val_if_fail (painter == NULL || AK_IS_CHART_PAINTER (painter), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (GTK_IS_LABEL (status), FALSE);

  if (painter == NULL)
    g_set_error_literal (&local, AK_FORMAT_ERROR, AK_FORMAT_ERROR_INVALID, _("There is no chart to save yet."));
  if (local != NULL || !ak_chart_file_export (file, painter, &local))
    {
      message = g_strdup_printf (_("Could not save the chart: %s"), local->message);
      gtk_label_set_text (status, message);
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }

  gtk_label_set_text (status, "");
  name = g_file_get_basename (file);
  message = g_strdup_printf (_("Saved the chart as “%s”."), name);
  if (context != NULL)
    ak_page_context_show_toast (context, message);
  return TRUE;
}

/**
 * ak_chart_export_ask:
 * @page: the page whose Export Chart was pressed
 * @suggested_name: the file name the chooser suggests, ending in .png
 * @write: writes the chosen file, usually through ak_chart_export_write()
 *
 * Opens the Export Chart chooser, unless it is open already.
 */
void
ak_chart_export_ask (GtkWidget        *page,
                     const char       *suggested_name,
                     AkFileChosenFunc  write)
{
  GtkFileChooser *chooser;

  chooser = ak_file_chooser_ask (page, EXPORT_KEY, _("Export Chart"), GTK_FILE_CHOOSER_ACTION_SAVE,
                                 _("_Export"), write);
  if (chooser == NULL)
    return;
  ak_file_chooser_add_chart_filters (chooser);
  gtk_file_chooser_set_current_name (chooser, suggested_name);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

/**
 * ak_chart_export_close:
 * @page: a page
 *
 * Closes @page's Export Chart chooser if it is open (from the page's dispose).
 */
void
ak_chart_export_close (GtkWidget *page)
{
  ak_file_chooser_close (page, EXPORT_KEY);
}

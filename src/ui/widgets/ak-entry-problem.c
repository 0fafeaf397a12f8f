/* ak-entry-problem.c: a typed field marked as refused, for eyes and ears
 *
 * Every page's number fields are read by ak_format_parse_field(); a field
 * whose text it refuses keeps its last good value and is marked here the
 * same way on every page: the "error" style, the invalid state, and the
 * error text tied to it as its error message, so that a screen reader can
 * say what is wrong with it. While one is refused, results still on
 * screen say that they belong to the last accepted inputs
 * (ak_results_show()).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "ak-entry-problem.h"

/**
 * ak_entry_mark_refused:
 * @entry: a field the user types in
 * @error_label: (nullable): the label that says why it is refused
 * @refused: whether its text is refused
 *
 * Marks @entry as refused or accepted. The caller sets @error_label's text.
 */
void
ak_entry_mark_refused (GtkWidget *entry,
                       GtkWidget *error_label,
                       gboolean   refused)
{
  g_return_if_fail (GTK_IS_WIDGET (entry));
  g_return_if_fail (error_label == NULL || GTK_IS_WIDGET (error_label));

  if (refused)
    gtk_widget_add_css_class (entry, "error");
  else
    gtk_widget_remove_css_class (entry, "error");
  gtk_accessible_update_state (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_STATE_INVALID,
                               refused ? GTK_ACCESSIBLE_INVALID_TRUE : GTK_ACCESSIBLE_INVALID_FALSE,
                               -1);
  if (error_label == NULL)
    return;
  if (!refused)
    {
      gtk_accessible_reset_relation (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_RELATION_ERROR_MESSAGE);
      gtk_accessible_reset_relation (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_RELATION_DESCRIBED_BY);
    }
  else
    gtk_accessible_update_relation (GTK_ACCESSIBLE (entry),
                                    GTK_ACCESSIBLE_RELATION_ERROR_MESSAGE, error_label,
                                    GTK_ACCESSIBLE_RELATION_DESCRIBED_BY, error_label, NULL,
                                    -1);
}

/**
 * ak_entry_is_blank:
 * @entry: a text field
 *
 * Returns: %TRUE if @entry holds nothing but spaces
 */
gboolean
ak_entry_is_blank (GtkWidget *entry)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (entry));

  while (g_ascii_isspace (*text))
    text++;
  return *text == '\0';
}

/**
 * ak_entry_mark_ok:
 * @entry: a text field whose error label is its "ak-error-label" data
 * @ok: whether its value was taken
 *
 * Marks @entry refused or not, tied to the error text under the fields
 * (its error message and description, which GTK 4.8 and Orca read).
 */
void
ak_entry_mark_ok (GtkWidget *entry,
                  gboolean   ok)
{
  ak_entry_mark_refused (entry, g_object_get_data (G_OBJECT (entry), "ak-error-label"), !ok);
}

/**
 * ak_entry_read_number:
 * @entry: a text field, marked with ak_entry_mark_ok()
 * @limits: what it accepts (ak_format_parse_field())
 * @out_value: (out): the number, when taken
 * @problems: the reasons so far, one per line; a refusal adds its own
 *
 * Returns: %TRUE if the field's number was taken
 */
gboolean
ak_entry_read_number (GtkWidget            *entry,
                      const AkNumberLimits *limits,
                      double               *out_value,
                      GString              *problems)
{
  g_autoptr(GError) error = NULL;
  gboolean ok = ak_format_parse_field (gtk_editable_get_text (GTK_EDITABLE (entry)), limits, out_value, &error);

  if (!ok)
    g_string_append_printf (problems, "%s%s", problems->len > 0 ? "\n" : "", error->message);
  ak_entry_mark_ok (entry, ok);
  return ok;
}

/**
 * ak_results_show:
 * @readout: the label that puts the results in words
 * @text: the results in words, of the last accepted inputs
 * @chart: (nullable): the chart of the same results
 * @stale: whether an input is refused now, so that the results no longer
 *   answer what the fields show
 *
 * Shows @text in @readout; while @stale, after a sentence that says the
 * results are of the last accepted inputs (read by screen readers with
 * the rest), with @chart dimmed (the "stale" style).
 */
void
ak_results_show (GtkLabel   *readout,
                 const char *text,
                 GtkWidget  *chart,
                 gboolean    stale)
{
  g_autofree char *shown = NULL;

  g_return_if_fail (GTK_IS_LABEL (readout) && text != NULL);
  g_return_if_fail (chart == NULL || GTK_IS_WIDGET (chart));

  if (stale && *text != '\0')
    shown = g_strdup_printf ("%s\n%s", _("Not updated while a field is refused: these results are for the last "
                                         "accepted values."), text);
  gtk_label_set_text (readout, shown != NULL ? shown : text);
  if (chart == NULL)
    return;
  if (stale)
    gtk_widget_add_css_class (chart, "stale");
  else
    gtk_widget_remove_css_class (chart, "stale");
}

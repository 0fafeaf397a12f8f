/* ak-wrapped-label.c: a label of running text, as every page sets one up
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ak-wrapped-label.h"

/**
 * ak_wrapped_label_new:
 * @text: (nullable): the plain text, or %NULL to set it later
 * @css_class: (nullable): a style class, such as "heading" or "dim-label"
 *
 * A start-aligned label that wraps at words, and within a word that is
 * wider than the room (a long model name in a 360 px window).
 *
 * Returns: (transfer floating): the label
 */
GtkWidget *
ak_wrapped_label_new (const char *text,
                      const char *css_class)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  return label;
}

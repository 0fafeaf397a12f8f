/* ak-wrapped-label.c: a label of running text, as every page sets one up,
 * and lesson markup as the plain text such a label or a screen reader has
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ak-lesson.h"
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

/**
 * ak_lesson_markup_to_plain:
 * @text: a lesson text with inline markup
 *
 * The text as a screen reader or a plain label should have it: emphasis
 * dropped, link texts kept. A text that is not valid markup is returned as
 * written.
 *
 * Returns: (transfer full): the plain text
 */
char *
ak_lesson_markup_to_plain (const char *text)
{
  g_autofree char *pango = ak_lesson_markup_to_pango (text, NULL);
  char *plain = NULL;

  if (pango == NULL || !pango_parse_markup (pango, -1, 0, NULL, &plain, NULL, NULL))
    return g_strdup (text);

  return plain;
}

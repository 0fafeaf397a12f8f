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
 * ak_text_row_new:
 * @spacing: pixels between the row's children
 *
 * A row for running text beside other widgets (a bullet, an icon, a key).
 * A GtkGrid, not a horizontal GtkBox: GTK 4.8's box asks a wrapping
 * label for its width at each of a series of heights, a search over
 * dozens of Pango layouts each time it is measured (most of the time to
 * the first frame, on the first page); a grid asks only for the label's
 * height at the width it gets.
 *
 * Returns: (transfer floating): an empty row; add to it with
 *   ak_text_row_append()
 */
GtkWidget *
ak_text_row_new (int spacing)
{
  GtkWidget *row = gtk_grid_new ();

  gtk_grid_set_column_spacing (GTK_GRID (row), MAX (spacing, 0));
  return row;
}

/**
 * ak_text_row_append:
 * @row: a row from ak_text_row_new()
 * @child: (transfer floating): the widget to put after the others
 */
void
ak_text_row_append (GtkWidget *row,
                    GtkWidget *child)
{
  int column = 0;

  g_return_if_fail (GTK_IS_GRID (row));

  for (GtkWidget *c = gtk_widget_get_first_child (row); c != NULL; c = gtk_widget_get_next_sibling (c))
    column++;
  gtk_grid_attach (GTK_GRID (row), child, column, 0, 1, 1);
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

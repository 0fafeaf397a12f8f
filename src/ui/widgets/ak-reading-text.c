/* ak-reading-text.c: one block of reading text, as a label
 *
 * Lesson markup (ak_lesson_markup_to_pango()) in a wrapping, selectable
 * label that is one stop of the arrow keys (ak-reading-keys.c); only its
 * links take the keyboard focus, so a page of paragraphs is not a long row
 * of Tab stops. The reading blocks, the worked problems and the activity
 * pages build their text here.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ak-reading-keys.h"
#include "ak-reading-text.h"

#define TEXT_WIDTH_CHARS 72

/**
 * ak_label_make_readable:
 * @label: a label on a page that is read
 *
 * Text can be selected with the pointer, but only links take the keyboard
 * focus: a page of paragraphs must not be a long row of Tab stops, each
 * selecting its whole text when reached. Tab and Shift+Tab pass over the
 * other labels.
 */
void
ak_label_make_readable (GtkLabel *label)
{
  const char *markup = gtk_label_get_label (label);
  gboolean has_link = gtk_label_get_use_markup (label) && strstr (markup, "<a href=") != NULL;

  gtk_label_set_selectable (label, !has_link);
  gtk_widget_set_focusable (GTK_WIDGET (label), has_link);
  /* GTK 4.8's GtkLabel focus handler reports a selectable label that is
   * not focusable as focused without moving the focus: Tab would stop
   * there for good. A label that cannot take focus is skipped. */
  gtk_widget_set_can_focus (GTK_WIDGET (label), has_link);
}

/**
 * ak_reading_text_new:
 * @text: the text, as the lesson gives it
 * @is_markup: whether @text is inline markup (converted to Pango markup;
 *   plain text if it does not convert)
 * @role: how a screen reader hears it: a heading, a list item, a cell;
 *   %GTK_ACCESSIBLE_ROLE_LABEL for a paragraph
 *
 * A block of reading text: a wrapping label, selectable, one stop of the
 * arrow keys (ak-reading-keys.c).
 *
 * Returns: (transfer floating): the label
 */
GtkWidget *
ak_reading_text_new (const char        *text,
                     gboolean           is_markup,
                     GtkAccessibleRole  role)
{
  GtkWidget *label = g_object_new (GTK_TYPE_LABEL, "accessible-role", role, NULL);
  g_autofree char *pango = NULL;

  if (is_markup)
    pango = ak_lesson_markup_to_pango (text, NULL);

  /* Validated lessons always convert; fall back to plain text regardless. */
  if (pango != NULL)
    gtk_label_set_markup (GTK_LABEL (label), pango);
  else
    gtk_label_set_text (GTK_LABEL (label), text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  gtk_label_set_max_width_chars (GTK_LABEL (label), TEXT_WIDTH_CHARS);
  gtk_widget_set_halign (label, GTK_ALIGN_FILL);
  ak_label_make_readable (GTK_LABEL (label));
  ak_reading_stop_mark (label);

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

/* ak-reading-text.c: one block of reading text, as a label
 *
 * Lesson markup (ak_lesson_markup_to_pango()) in a wrapping, selectable
 * label that is one stop of the arrow keys (ak-reading-keys.c); only its
 * links and glossary terms (ak-glossary-terms.c) take the keyboard focus,
 * so a page of paragraphs is not a long row of Tab stops. The reading
 * blocks, the worked problems and the activity pages build their text
 * here.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ak-glossary-terms.h"
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
  /* The focus ring goes around the focused link (style.css). */
  if (has_link)
    gtk_widget_add_css_class (GTK_WIDGET (label), "has-links");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (label), "has-links");
}

/**
 * ak_reading_text_new:
 * @lesson: (nullable): the lesson whose glossary defines the terms @text
 *   marks (ak-glossary-terms.c); %NULL shows them as plain text
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
ak_reading_text_new (AkLesson          *lesson,
                     const char        *text,
                     gboolean           is_markup,
                     GtkAccessibleRole  role)
{
  GtkWidget *label = g_object_new (GTK_TYPE_LABEL, "accessible-role", role, NULL);
  g_autofree char *pango = NULL;

  if (is_markup)
    pango = lesson != NULL ? ak_lesson_markup_to_pango_with_terms (text, NULL) : ak_lesson_markup_to_pango (text, NULL);

  /* Validated lessons always convert; fall back to plain text regardless. */
  if (pango != NULL)
    gtk_label_set_markup (GTK_LABEL (label), pango);
  else
    gtk_label_set_text (GTK_LABEL (label), text);
  if (pango != NULL && lesson != NULL)
    ak_glossary_terms_attach (GTK_LABEL (label), lesson);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  gtk_label_set_max_width_chars (GTK_LABEL (label), TEXT_WIDTH_CHARS);
  gtk_widget_set_halign (label, GTK_ALIGN_FILL);
  ak_label_make_readable (GTK_LABEL (label));
  ak_reading_stop_mark (label);

  return label;
}

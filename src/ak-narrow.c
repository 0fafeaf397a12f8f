/* ak-narrow.c: a page's labels and controls fitted to narrow windows and large text
 *
 * Every page has to work in a window 360 px wide, with a 22 pt interface
 * font and in every language. A label that neither wraps nor ellipsizes
 * asks for its whole text on one line, and a drop-down for its longest
 * item: either holds the window wider than 360 px (a German field label
 * at 22 pt is over 400 px). ak_narrow_fit() goes through a page once it is
 * built and lets such text take less room:
 *
 * - a plain label wraps, at word boundaries first, and so does a wrapping
 *   label's word that is wider than the room;
 * - a button's label wraps too, centred;
 * - the item a drop-down shows is ellipsized, its full text still in the
 *   list it opens (and in its accessible name, see ak-a11y-names.c).
 *
 * Labels that already wrap or ellipsize are left as they are, and so are
 * labels that GTK places itself (in scales, lists, popovers and tabs).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ak-narrow.h"

static void fit_widget (GtkWidget *widget);

static gboolean
is_free_label (GtkWidget *widget)
{
  GtkLabel *label = GTK_LABEL (widget);

  return !gtk_label_get_wrap (label) && gtk_label_get_ellipsize (label) == PANGO_ELLIPSIZE_NONE;
}

static void
ellipsize_labels (GtkWidget *widget)
{
  if (GTK_IS_LABEL (widget) && is_free_label (widget))
    gtk_label_set_ellipsize (GTK_LABEL (widget), PANGO_ELLIPSIZE_END);

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (!GTK_IS_POPOVER (child))
      ellipsize_labels (child);
}

/* The item shown is set up again when the model or the factory changes. */
static void
on_drop_down_changed (GtkWidget *drop_down)
{
  ellipsize_labels (drop_down);
}

static void
fit_drop_down (GtkWidget *drop_down)
{
  ellipsize_labels (drop_down);
  g_signal_connect_after (drop_down, "notify::selected", G_CALLBACK (on_drop_down_changed), NULL);
  g_signal_connect_after (drop_down, "notify::model", G_CALLBACK (on_drop_down_changed), NULL);
  g_signal_connect_after (drop_down, "notify::factory", G_CALLBACK (on_drop_down_changed), NULL);
  g_signal_connect_after (drop_down, "map", G_CALLBACK (on_drop_down_changed), NULL);
}

static void
fit_label (GtkWidget *widget)
{
  GtkLabel *label = GTK_LABEL (widget);

  /* A word wider than the room left (a long German compound at 22 pt)
   * breaks rather than being cut off. */
  if (gtk_label_get_wrap (label) && gtk_label_get_wrap_mode (label) == PANGO_WRAP_WORD)
    gtk_label_set_wrap_mode (label, PANGO_WRAP_WORD_CHAR);
  if (!is_free_label (widget))
    return;

  gtk_label_set_wrap (label, TRUE);
  gtk_label_set_wrap_mode (label, PANGO_WRAP_WORD_CHAR);
  if (GTK_IS_BUTTON (gtk_widget_get_parent (widget)))
    gtk_label_set_justify (label, GTK_JUSTIFY_CENTER);
}

static void
fit_children (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    fit_widget (child);
}

static void
fit_widget (GtkWidget *widget)
{
  if (GTK_IS_DROP_DOWN (widget))
    fit_drop_down (widget);
  else if (GTK_IS_LABEL (widget))
    fit_label (widget);
  else if (!GTK_IS_RANGE (widget) && !GTK_IS_POPOVER (widget) && !GTK_IS_LIST_VIEW (widget) &&
           !GTK_IS_NOTEBOOK (widget) && !GTK_IS_PROGRESS_BAR (widget))
    fit_children (widget);
}

/**
 * ak_narrow_fit:
 * @root: a page, once built
 *
 * Lets the labels of @root wrap and its drop-downs ellipsize the item they
 * show (see the top of this file), so that the page's minimum width is
 * that of its widest word or control rather than of its longest text.
 */
void
ak_narrow_fit (GtkWidget *root)
{
  g_return_if_fail (GTK_IS_WIDGET (root));

  fit_widget (root);
}

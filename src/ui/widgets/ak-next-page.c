/* ak-next-page.c: the bar at the end of a page that leads on to the next
 *
 * A lesson should lead somewhere: under every page but the last, a bar
 * with "Next: <title>" takes the learner to the following page, as
 * Ctrl+Page Down does, with the focus on that page's tab (so Tab goes on
 * into the page, as after Alt+1 … Alt+0). The button only names an action
 * (win.goto-page with the page's index): whoever holds the notebook
 * answers it, so a page built without a window has a bar that does nothing.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "ak-next-page.h"

/**
 * ak_next_page_bar_new:
 * @next_title: the next page's title, as its tab shows it
 * @next_index: the next page's position in the notebook, from 0
 *
 * Returns: (transfer floating): an action bar with one button,
 *   "Next: @next_title", that activates `win.goto-page` with @next_index
 */
GtkWidget *
ak_next_page_bar_new (const char *next_title,
                      int         next_index)
{
  GtkWidget *bar = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *spacer = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *button = gtk_button_new ();
  g_autofree char *text = NULL;
  GtkWidget *label;

  g_return_val_if_fail (next_title != NULL && next_index >= 0, NULL);

  /* Translators: a button at the end of a page; %s is the next page's title */
  text = g_strdup_printf (_("Next: %s"), next_title);
  label = gtk_label_new (text);
  /* A long title in a narrow window or large text wraps, never widens it. */
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_CENTER);
  gtk_button_set_child (GTK_BUTTON (button), label);
  gtk_widget_set_name (button, "next-page");
  gtk_widget_add_css_class (button, "pill");
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "win.goto-page");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "i", next_index);
  /* A box, not a GtkActionBar: an action bar gives what it packs at its
   * end at most half its width, and once the natural width does not fit
   * only the minimum, one word a line for a wrapping label (seven lines,
   * half the window, for "Weiter: Warum echte Läufe langsamer sind" at
   * 22 pt). Here the spacer takes what the button does not need, and the
   * button all the width there is when its text is longer. style.css
   * gives the box an action bar's look. */
  gtk_widget_add_css_class (bar, "next-page-bar");
  gtk_widget_set_hexpand (spacer, TRUE);
  gtk_box_append (GTK_BOX (bar), spacer);
  gtk_box_append (GTK_BOX (bar), button);
  return bar;
}

/* ak-focus.c: focus moves the app makes, seen
 *
 * GTK draws the focus ring only while the window's focus-visible is set,
 * which a pointer click clears. When the app itself moves the focus (to
 * Next Question, Retake, Try Again, the next card), the learner must see
 * where it went (WCAG 2.4.7), so the ring is turned back on.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ak-focus.h"

/**
 * ak_focus_visibly:
 * @widget: a focusable widget
 *
 * Moves the keyboard focus to @widget and shows the focus ring.
 *
 * Returns: whether @widget took the focus
 */
gboolean
ak_focus_visibly (GtkWidget *widget)
{
  GtkRoot *root;

  g_return_val_if_fail (GTK_IS_WIDGET (widget), FALSE);

  if (!gtk_widget_grab_focus (widget))
    return FALSE;

  root = gtk_widget_get_root (widget);
  if (GTK_IS_WINDOW (root))
    gtk_window_set_focus_visible (GTK_WINDOW (root), TRUE);
  return TRUE;
}

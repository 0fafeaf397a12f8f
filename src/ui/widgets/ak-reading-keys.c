/* ak-reading-keys.c: reading text block by block with the arrow keys
 *
 * The model of a document reader, not of a form: Tab goes from control to
 * control (and link to link) and passes over the prose, while Down and Up
 * move the keyboard focus to the next or previous block of text: a
 * paragraph, a heading, one bullet, one table cell, an open answer. A
 * screen reader speaks each block as the focus reaches it, with its role
 * (a heading with its level, a list item, a cell described by its column).
 * Only the block being read takes the focus, so a page keeps its handful
 * of Tab stops instead of one per paragraph, and a sighted keyboard user
 * sees the focus ring on the text being read.
 *
 * Why not one read-only GtkTextView per page (caret browsing)? GTK 4.8
 * cannot give a range of a text view a role: headings, list items and
 * table cells would all be heard as plain lines, and the tables and cards
 * cannot be laid out inside one.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ak-reading-keys.h"

#include <string.h>

#define STOP_KEY "ak-reading-stop"
#define CONTROL_KEY "ak-reading-control"

static gboolean
has_links (GtkWidget *widget)
{
  return GTK_IS_LABEL (widget) && gtk_label_get_use_markup (GTK_LABEL (widget)) &&
         strstr (gtk_label_get_label (GTK_LABEL (widget)), "<a href=") != NULL;
}

/* Back out of the Tab order once the focus has left the block. */
static void
on_stop_focus_left (GtkWidget *widget)
{
  if (gtk_widget_has_focus (widget) || has_links (widget) ||
      g_object_get_data (G_OBJECT (widget), "ak-reading-tab-stop") != NULL)
    return;

  gtk_widget_set_focusable (widget, FALSE);
  /* GTK 4.8's GtkLabel reports a selectable label that cannot take focus
   * as focused without moving it: Tab would stop there for good. */
  gtk_widget_set_can_focus (widget, FALSE);
}

/**
 * ak_reading_stop_mark:
 * @widget: a label that shows a block of reading text
 *
 * Makes @widget one of the blocks Down and Up move through
 * (ak_reading_keys_attach()). A label must be selectable or hold links
 * (ak_label_make_readable()) to take the focus.
 */
void
ak_reading_stop_mark (GtkWidget *widget)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));

  g_object_set_data (G_OBJECT (widget), STOP_KEY, GINT_TO_POINTER (1));
  g_signal_connect (widget, "notify::has-focus", G_CALLBACK (on_stop_focus_left), NULL);
}

/**
 * ak_reading_stop_make_tab_stop:
 * @widget: a block marked by ak_reading_stop_mark()
 *
 * Keeps @widget in the Tab order: the way into the text of a page whose
 * other Tab stops are its controls.
 */
void
ak_reading_stop_make_tab_stop (GtkWidget *widget)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));

  g_object_set_data (G_OBJECT (widget), "ak-reading-tab-stop", GINT_TO_POINTER (1));
  gtk_widget_set_can_focus (widget, TRUE);
  gtk_widget_set_focusable (widget, TRUE);
}

/**
 * ak_reading_control_mark:
 * @widget: a button that belongs to the reading text (a worked problem's
 *   "Show the answer")
 *
 * Down and Up pressed on @widget read on from it, as from an expander:
 * to the next or previous block of text, the revealed answer first.
 */
void
ak_reading_control_mark (GtkWidget *widget)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));

  g_object_set_data (G_OBJECT (widget), CONTROL_KEY, GINT_TO_POINTER (1));
}

static gboolean
is_stop (GtkWidget *widget)
{
  return g_object_get_data (G_OBJECT (widget), STOP_KEY) != NULL;
}

/* The marked blocks under @widget that are shown (not in a closed
 * expander), in reading order; *@focus_at becomes the number of blocks
 * before @focus when the walk meets it. */
static void
collect_stops (GtkWidget *widget,
               GtkWidget *focus,
               GPtrArray *stops,
               int       *focus_at)
{
  GtkWidget *child = gtk_widget_get_first_child (widget);

  while (child != NULL)
    {
      gboolean shown = gtk_widget_get_visible (child) && gtk_widget_get_child_visible (child);

      if (child == focus)
        *focus_at = (int) stops->len;
      if (shown && is_stop (child))
        g_ptr_array_add (stops, child);
      else if (shown)
        collect_stops (child, focus, stops, focus_at);
      child = gtk_widget_get_next_sibling (child);
    }
}

/* The block that holds the focus, or %NULL. */
static GtkWidget *
focused_stop (GtkWidget *focus)
{
  for (GtkWidget *w = focus; w != NULL; w = gtk_widget_get_parent (w))
    if (is_stop (w))
      return w;
  return NULL;
}

static gboolean
focus_stop (GtkWidget *stop)
{
  gtk_widget_set_can_focus (stop, TRUE);
  gtk_widget_set_focusable (stop, TRUE);
  if (!gtk_widget_grab_focus (stop))
    {
      on_stop_focus_left (stop);
      return FALSE;
    }
  /* GTK selects a label's whole text when it takes the focus; a reader
   * wants the caret at its start, and nothing said about a selection. */
  if (GTK_IS_LABEL (stop) && gtk_label_get_selectable (GTK_LABEL (stop)))
    gtk_label_select_region (GTK_LABEL (stop), 0, 0);
  return TRUE;
}

/**
 * ak_reading_move:
 * @container: the widget that holds the reading blocks
 * @forward: %TRUE for the next block, %FALSE for the previous one
 *
 * Moves the focus from the block that has it (or, when the focus is
 * elsewhere inside @container or on it, from before the first block) to
 * the next or previous shown block.
 *
 * Returns: %TRUE if the focus moved, %FALSE at the first or last block
 */
gboolean
ak_reading_move (GtkWidget *container,
                 gboolean   forward)
{
  g_autoptr(GPtrArray) stops = g_ptr_array_new ();
  GtkRoot *root = gtk_widget_get_root (container);
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  GtkWidget *current = focus != NULL ? focused_stop (focus) : NULL;
  guint index = 0;
  int focus_at = -1;
  int next;

  g_return_val_if_fail (GTK_IS_WIDGET (container), FALSE);

  collect_stops (container, focus, stops, &focus_at);
  if (stops->len == 0)
    return FALSE;

  if (current != NULL && g_ptr_array_find (stops, current, &index))
    next = forward ? (int) index + 1 : (int) index - 1;
  else if (focus_at >= 0)  /* an expander, between blocks */
    next = forward ? focus_at : focus_at - 1;
  else
    next = forward ? 0 : -1;

  for (; next >= 0 && (guint) next < stops->len; next += forward ? 1 : -1)
    if (focus_stop (g_ptr_array_index (stops, next)))
      return TRUE;
  return FALSE;
}

static gboolean
on_key_pressed (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                gpointer               user_data)
{
  GtkWidget *container = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller));
  GtkRoot *root = gtk_widget_get_root (container);
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  gboolean forward = keyval == GDK_KEY_Down || keyval == GDK_KEY_KP_Down;

  if ((state & gtk_accelerator_get_default_mod_mask ()) != 0)
    return FALSE;
  if (!forward && keyval != GDK_KEY_Up && keyval != GDK_KEY_KP_Up)
    return FALSE;
  /* Only from the text itself, an expander (a question), a control of the
   * text (ak_reading_control_mark()) or the container: a slider or a
   * drop-down keeps its arrow keys. */
  if (focus == NULL || (focus != container && focused_stop (focus) == NULL && !GTK_IS_EXPANDER (focus) &&
                        g_object_get_data (G_OBJECT (focus), CONTROL_KEY) == NULL))
    return FALSE;

  return ak_reading_move (container, forward);
}

/**
 * ak_reading_keys_attach:
 * @container: a widget holding reading blocks marked by
 *   ak_reading_stop_mark()
 *
 * Down and Up, pressed on a block or on @container itself, move the
 * focus to the next or previous block. At either end they are left to
 * @container (a page scrolls with them).
 */
void
ak_reading_keys_attach (GtkWidget *container)
{
  GtkEventController *keys;

  g_return_if_fail (GTK_IS_WIDGET (container));

  /* A block reached by Tab would have its whole text selected, and Orca
   * says "selected": reading text is read, not selected. Only reading
   * blocks and links are labels that take the focus in this app. */
  g_object_set (gtk_settings_get_default (), "gtk-label-select-on-focus", FALSE, NULL);

  keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key_pressed), NULL);
  gtk_widget_add_controller (container, keys);
}

/**
 * ak_reading_keys_set_tab_stop:
 * @container: a widget holding reading blocks
 * @tab_stop: whether its first block is a Tab stop
 *
 * The way into the text of a page whose other Tab stops are its controls
 * (an activity page's reading text below its activity): Tab reaches the
 * first block, Down goes on from there.
 */
void
ak_reading_keys_set_tab_stop (GtkWidget *container,
                              gboolean   tab_stop)
{
  g_autoptr(GPtrArray) stops = g_ptr_array_new ();
  int unused = -1;
  GtkWidget *first;

  g_return_if_fail (GTK_IS_WIDGET (container));

  collect_stops (container, NULL, stops, &unused);
  if (stops->len == 0)
    return;
  first = g_ptr_array_index (stops, 0);
  if (tab_stop)
    ak_reading_stop_make_tab_stop (first);
  else
    {
      g_object_set_data (G_OBJECT (first), "ak-reading-tab-stop", NULL);
      on_stop_focus_left (first);
    }
}

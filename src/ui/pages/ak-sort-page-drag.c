/* ak-sort-page-drag.c: moving a piece by drag and drop
 *
 * The content of a drag is the card itself, a type no other application
 * can offer; near the scroller's edges the page scrolls on each frame.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "ak-sort-page-board-private.h"

/* A drag that hovers within this many pixels of the scroller's top or
 * bottom edge scrolls the page, faster the nearer it is, up to
 * AUTOSCROLL_MAX_SPEED pixels a second at the edge itself. */
#define AUTOSCROLL_EDGE      56.0
#define AUTOSCROLL_MAX_SPEED 900.0
/* A late frame scrolls as if it were this many seconds, no more. */
#define AUTOSCROLL_MAX_STEP  0.1

/* ---- dragging: one drop target for the whole page ------------------------------
 *
 * The page's scroller holds the only drop target, in the capture phase, and
 * finds the zone under the pointer itself, at every motion, after every
 * step of scrolling and at the drop. A drop target on each zone would see
 * no motion when the page scrolls under a pointer that stands still, and
 * GTK 4.8 then leaves a drop released there unanswered: the drag hangs. */

/* The tray or bin at (@x, @y) in the scroller, or NULL. */
static GtkWidget *
zone_at (AkSortPage *self,
         double      x,
         double      y)
{
  GtkWidget *widget = gtk_widget_pick (GTK_WIDGET (self->scroller), x, y, GTK_PICK_DEFAULT);

  for (; widget != NULL && widget != GTK_WIDGET (self->scroller); widget = gtk_widget_get_parent (widget))
    if (widget == self->tray || widget == self->compute_bin || widget == self->memory_bin ||
        widget == self->link_bin)
      return widget;
  return NULL;
}

static void
set_hovered_zone (AkSortPage *self,
                  GtkWidget  *zone)
{
  GtkWidget *zones[] = { self->tray, self->compute_bin, self->memory_bin, self->link_bin };

  for (guint i = 0; i < G_N_ELEMENTS (zones); i++)
    if (zones[i] == zone)
      gtk_widget_add_css_class (zones[i], "drop-hover");
    else
      gtk_widget_remove_css_class (zones[i], "drop-hover");
}

void
_ak_sort_page_stop_autoscroll (AkSortPage *self)
{
  if (self->autoscroll_tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->autoscroll_tick);
  self->autoscroll_tick = 0;
  self->autoscroll_speed = 0;
}

void
_ak_sort_page_drag_gone (AkSortPage *self)
{
  _ak_sort_page_stop_autoscroll (self);
  set_hovered_zone (self, NULL);
}

static gboolean
autoscroll_step (GtkWidget     *widget,
                 GdkFrameClock *clock,
                 gpointer       data)
{
  AkSortPage *self = AK_SORT_PAGE (widget);
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (self->scroller);
  gint64 now = gdk_frame_clock_get_frame_time (clock);
  double seconds = CLAMP ((now - self->autoscroll_last) / (double) G_USEC_PER_SEC, 0, AUTOSCROLL_MAX_STEP);
  double top = gtk_adjustment_get_upper (adjustment) - gtk_adjustment_get_page_size (adjustment);

  self->autoscroll_last = now;
  gtk_adjustment_set_value (adjustment,
                            CLAMP (gtk_adjustment_get_value (adjustment) + self->autoscroll_speed * seconds,
                                   gtk_adjustment_get_lower (adjustment), MAX (top, 0)));
  /* The page moved under the pointer: another zone may be under it now. */
  set_hovered_zone (self, zone_at (self, self->drag_x, self->drag_y));
  return G_SOURCE_CONTINUE;
}

/* The speed for a pointer @y pixels below the top of a scroller @height
 * tall: none away from the edges, AUTOSCROLL_MAX_SPEED at them. */
static double
edge_speed (double y,
            double height)
{
  double edge = MIN (AUTOSCROLL_EDGE, height / 4);

  if (!isfinite (y) || height <= 0 || edge <= 0)
    return 0;
  if (y < edge)
    return -AUTOSCROLL_MAX_SPEED * (1 - MAX (y, 0) / edge);
  if (y > height - edge)
    return AUTOSCROLL_MAX_SPEED * (1 - MAX (height - y, 0) / edge);
  return 0;
}

/**
 * ak_sort_page_drag_hover:
 * @self: a sort page
 * @x: where a drag hovers, in pixels from the left of the page's scroller
 * @y: the same, in pixels below its top; NaN or infinite for nowhere
 *
 * What the page does while a drag moves over it (its drop target calls
 * it): the zone under the pointer is marked, and within 56 pixels of the
 * scroller's top or bottom edge the page scrolls on each frame, towards
 * that edge (up to 900 pixels a second at the edge itself), until the drag
 * moves away from the edge, leaves, drops or ends.
 *
 * Returns: the zone under the pointer, or %NULL
 */
GtkWidget *
ak_sort_page_drag_hover (AkSortPage *self,
                         double      x,
                         double      y)
{
  GtkWidget *zone;

  g_return_val_if_fail (AK_IS_SORT_PAGE (self), NULL);

  zone = isfinite (x) && isfinite (y) ? zone_at (self, x, y) : NULL;
  set_hovered_zone (self, zone);
  self->drag_x = x;
  self->drag_y = y;
  self->autoscroll_speed = isfinite (x) ? edge_speed (y, gtk_widget_get_height (GTK_WIDGET (self->scroller))) : 0;
  if (self->autoscroll_speed == 0)
    {
      _ak_sort_page_stop_autoscroll (self);
      return zone;
    }

  if (self->autoscroll_tick == 0)
    {
      GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (self));

      self->autoscroll_last = clock != NULL ? gdk_frame_clock_get_frame_time (clock) : 0;
      self->autoscroll_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), autoscroll_step, NULL, NULL);
    }
  return zone;
}

/**
 * ak_sort_page_get_autoscrolling:
 *
 * Returns: whether the page scrolls on each frame for a drag near an edge
 *   (a tick callback is installed)
 */
gboolean
ak_sort_page_get_autoscrolling (AkSortPage *self)
{
  g_return_val_if_fail (AK_IS_SORT_PAGE (self), FALSE);

  return self->autoscroll_tick != 0;
}

/* Of the actions the drag offers, the one to take: whatever it is, the
 * piece moves. */
static GdkDragAction
offered_action (GtkDropTarget *target)
{
  GdkDrop *drop = gtk_drop_target_get_current_drop (target);
  GdkDragAction actions = drop != NULL ? gdk_drop_get_actions (drop) & AK_SORT_CARD_DRAG_ACTIONS
                                       : GDK_ACTION_MOVE;

  if (actions & GDK_ACTION_MOVE)
    return GDK_ACTION_MOVE;
  if (actions & GDK_ACTION_COPY)
    return GDK_ACTION_COPY;
  return actions & GDK_ACTION_LINK;
}

static GdkDragAction
on_drag_motion (GtkDropTarget *target,
                double         x,
                double         y,
                AkSortPage    *self)
{
  /* Outside every zone a drop is refused, and the pointer says so. */
  return ak_sort_page_drag_hover (self, x, y) != NULL ? offered_action (target) : 0;
}

static gboolean
on_drop (GtkDropTarget *target,
         const GValue  *value,
         double         x,
         double         y,
         AkSortPage    *self)
{
  GtkWidget *zone = zone_at (self, x, y);

  g_assert (AK_IS_SORT_PAGE (self));

  _ak_sort_page_drag_gone (self);
  return zone != NULL && ak_sort_page_drop (self, value, _ak_sort_page_zone_location (self, zone));
}

void
_ak_sort_page_setup_drop_target (AkSortPage *self)
{
  GtkDropTarget *target = gtk_drop_target_new (AK_TYPE_SORT_CARD, AK_SORT_CARD_DRAG_ACTIONS);

  self->scroller = GTK_SCROLLED_WINDOW (gtk_widget_get_ancestor (self->board, GTK_TYPE_SCROLLED_WINDOW));
  g_assert (self->scroller != NULL);

  gtk_event_controller_set_propagation_phase (GTK_EVENT_CONTROLLER (target), GTK_PHASE_CAPTURE);
  g_signal_connect (target, "enter", G_CALLBACK (on_drag_motion), self);
  g_signal_connect (target, "motion", G_CALLBACK (on_drag_motion), self);
  g_signal_connect_swapped (target, "leave", G_CALLBACK (_ak_sort_page_drag_gone), self);
  g_signal_connect (target, "drop", G_CALLBACK (on_drop), self);
  gtk_widget_add_controller (GTK_WIDGET (self->scroller), GTK_EVENT_CONTROLLER (target));
  g_signal_connect (self, "unmap", G_CALLBACK (_ak_sort_page_drag_gone), NULL);
}

/**
 * ak_sort_page_drop:
 * @self: a sort page
 * @value: what was dropped
 * @location: the zone it was dropped on
 *
 * Moves the piece whose card @value holds to @location. This is what the
 * page's drop target does with a drop on a zone. Refuses, changing nothing, anything but one of
 * this page's own cards, and a drop where the piece already is.
 *
 * Returns: %TRUE if the piece moved
 */
gboolean
ak_sort_page_drop (AkSortPage     *self,
                   const GValue   *value,
                   AkSortLocation  location)
{
  AkSortCard *card;

  g_return_val_if_fail (AK_IS_SORT_PAGE (self), FALSE);
  g_return_val_if_fail (value != NULL, FALSE);

  if (!G_VALUE_HOLDS (value, AK_TYPE_SORT_CARD) || (card = g_value_get_object (value)) == NULL)
    return FALSE;

  /* A card of another sort page in this process is not ours to move. */
  if (g_hash_table_lookup (self->cards, _ak_sort_page_piece_id (card)) != card ||
      ak_sort_card_get_location (card) == location)
    return FALSE;

  return _ak_sort_page_move_piece (self, card, location);
}

/* ak-sort-page.c: the sort page, reading text and the sorting game
 *
 * Three equal ways to move a piece, all ending in ak_sort_game_move():
 * drag and drop (the content is the card itself, a type no other
 * application can offer), click a card then a bin, and the keyboard (Enter
 * picks a card up, 1/2 or an arrow chooses a bin, Enter puts it there,
 * Backspace takes it back). The view never moves a card by itself: it
 * follows the game's "changed" signal.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "ak-a11y-names.h"
#include "ak-announce.h"
#include "ak-focus.h"
#include "ak-progress.h"
#include "ak-sort-page.h"

/* A drag that hovers within this many pixels of the scroller's top or
 * bottom edge scrolls the page, faster the nearer it is, up to
 * AUTOSCROLL_MAX_SPEED pixels a second at the edge itself. */
#define AUTOSCROLL_EDGE      56.0
#define AUTOSCROLL_MAX_SPEED 900.0
/* A late frame scrolls as if it were this many seconds, no more. */
#define AUTOSCROLL_MAX_STEP  0.1

struct _AkSortPage
{
  AkActivityPage  parent_instance;

  AkSortGame     *game;
  GHashTable     *cards;        /* piece id -> AkSortCard, owned by the flow boxes */
  AkSortCard     *picked;       /* picked up by click or keyboard, or NULL */
  AkSortLocation  picked_from;
  AkSortLocation  target;       /* the bin chosen for the picked card; TRAY for none */

  GtkScrolledWindow *scroller;  /* the page's, around the board */
  guint           autoscroll_tick;
  double          autoscroll_speed; /* pixels a second, negative upwards */
  gint64          autoscroll_last;  /* frame time of the last step, µs */
  double          drag_x;           /* where the drag hovers in the scroller */
  double          drag_y;

  GtkWidget      *board;
  GtkWidget      *tray;
  GtkFlowBox     *tray_flow;
  GtkWidget      *compute_bin;
  GtkWidget      *memory_bin;
  GtkFlowBox     *compute_flow;
  GtkFlowBox     *memory_flow;
  GtkLabel       *compute_count;
  GtkLabel       *memory_count;
  GtkLabel       *left_label;
  GtkWidget      *check_button;
  GtkWidget      *try_again_button;
  GtkLabel       *result_label;
  GtkLabel       *status_label;
  GtkLabel       *help_label;
};

G_DEFINE_FINAL_TYPE (AkSortPage, ak_sort_page, AK_TYPE_ACTIVITY_PAGE)

static GtkFlowBox *
flow_for (AkSortPage     *self,
          AkSortLocation  location)
{
  switch (location)
    {
    case AK_SORT_LOCATION_COMPUTE:
      return self->compute_flow;
    case AK_SORT_LOCATION_MEMORY:
      return self->memory_flow;
    case AK_SORT_LOCATION_TRAY:
    default:
      return self->tray_flow;
    }
}

static AkSortLocation
zone_location (AkSortPage *self,
               GtkWidget  *zone)
{
  if (zone == self->compute_bin)
    return AK_SORT_LOCATION_COMPUTE;
  if (zone == self->memory_bin)
    return AK_SORT_LOCATION_MEMORY;
  return AK_SORT_LOCATION_TRAY;
}

static const char *
piece_id (AkSortCard *card)
{
  return ak_sort_card_get_piece_id (card);
}

static const char *
piece_label (AkSortPage *self,
             AkSortCard *card)
{
  return ak_sort_game_get_label (self->game, piece_id (card));
}

/* Shown in the status line, spoken by screen readers (ak-announce.c):
 * by @focus, when the focus goes there with it. */
static void
announce_full (AkSortPage *self,
               const char *shown,
               const char *spoken,
               GtkWidget  *focus)
{
  gtk_label_set_text (self->status_label, shown);
  gtk_widget_set_visible (GTK_WIDGET (self->status_label), TRUE);
  if (focus != NULL)
    ak_announce_focus (focus, spoken);
  else
    ak_announce (GTK_WIDGET (self), spoken);
}

static void
announce (AkSortPage *self,
          const char *message)
{
  announce_full (self, message, message, NULL);
}

static char *
pieces_text (guint n)
{
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u piece", "%u pieces", n), n);
}

static char *
left_text (guint n)
{
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u piece left to place",
                                       "%u pieces left to place", n),
                          n);
}

static void
focus_card (AkSortCard *card)
{
  ak_focus_visibly (ak_sort_card_get_button (card));
}

static void
set_target (AkSortPage     *self,
            AkSortLocation  target)
{
  self->target = target;

  if (target == AK_SORT_LOCATION_COMPUTE)
    gtk_widget_add_css_class (self->compute_bin, "targeted");
  else
    gtk_widget_remove_css_class (self->compute_bin, "targeted");

  if (target == AK_SORT_LOCATION_MEMORY)
    gtk_widget_add_css_class (self->memory_bin, "targeted");
  else
    gtk_widget_remove_css_class (self->memory_bin, "targeted");
}

static void
put_down (AkSortPage *self)
{
  if (self->picked != NULL)
    ak_sort_card_set_picked (self->picked, FALSE);
  self->picked = NULL;
  set_target (self, AK_SORT_LOCATION_TRAY);
}

static void
pick_up (AkSortPage *self,
         AkSortCard *card)
{
  g_autofree char *message = NULL;

  put_down (self);
  self->picked = card;
  self->picked_from = ak_sort_card_get_location (card);
  ak_sort_card_set_picked (card, TRUE);

  message = g_strdup_printf (_("Picked up “%s”. Press 1 for compute-bound or 2 for memory-bound, "
                               "then Enter; or click a bin."),
                             piece_label (self, card));
  announce (self, message);
}

static void
choose_target (AkSortPage     *self,
               AkSortLocation  target)
{
  g_autofree char *message = NULL;

  g_assert (self->picked != NULL);

  set_target (self, target);
  message = g_strdup_printf (target == AK_SORT_LOCATION_COMPUTE
                             ? _("“%s” goes to compute-bound. Press Enter to put it there.")
                             : _("“%s” goes to memory-bound. Press Enter to put it there."),
                             piece_label (self, self->picked));
  announce (self, message);
}

static gboolean
move_piece (AkSortPage     *self,
            AkSortCard     *card,
            AkSortLocation  location)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *left = NULL;
  g_autofree char *message = NULL;
  const char *label = piece_label (self, card);

  if (!ak_sort_game_move (self->game, piece_id (card), location, &error))
    {
      announce (self, error->message);
      return FALSE;
    }

  left = left_text (ak_sort_game_count (self->game, AK_SORT_LOCATION_TRAY));
  switch (location)
    {
    case AK_SORT_LOCATION_COMPUTE:
      message = g_strdup_printf (_("Put “%s” in compute-bound. %s."), label, left);
      break;
    case AK_SORT_LOCATION_MEMORY:
      message = g_strdup_printf (_("Put “%s” in memory-bound. %s."), label, left);
      break;
    case AK_SORT_LOCATION_TRAY:
    default:
      message = g_strdup_printf (_("Took “%s” back to the tray. %s."), label, left);
      break;
    }
  announce (self, message);
  return TRUE;
}

static AkSortCard *focused_card (AkSortPage *self);
static void update_summary (AkSortPage *self);
static void focus_next_in_tray (AkSortPage *self,
                                AkSortCard *after);

/* A placement is said once: by the announcement, on the widget the focus
 * goes on to. So the focus leaves the card before the card's accessible
 * name changes ("…, in the compute-bound bin"), which a screen reader
 * would speak for the focused card as well. Check takes it when no other
 * card waits in the tray; it can, since the move will leave none. */
static void
focus_on_before_placing (AkSortPage     *self,
                         AkSortCard     *card,
                         AkSortLocation  location)
{
  if (location == AK_SORT_LOCATION_TRAY || focused_card (self) != card)
    return;

  if (ak_sort_game_count (self->game, AK_SORT_LOCATION_TRAY) <= 1)
    gtk_widget_set_sensitive (self->check_button, TRUE);
  focus_next_in_tray (self, card);
}

static void
place_picked (AkSortPage     *self,
              AkSortLocation  location)
{
  AkSortCard *card = self->picked;

  focus_on_before_placing (self, card, location);
  put_down (self);
  if (!move_piece (self, card, location))
    update_summary (self);
}

static gboolean
refuse_if_checked (AkSortPage *self)
{
  if (!ak_sort_game_get_checked (self->game))
    return FALSE;

  announce (self, _("The pieces have been checked. Press Try Again to sort them again."));
  return TRUE;
}

static void
on_card_activated (AkSortCard *card,
                   AkSortPage *self)
{
  g_assert (AK_IS_SORT_PAGE (self));

  if (refuse_if_checked (self))
    return;

  if (card == self->picked && self->target != AK_SORT_LOCATION_TRAY)
    place_picked (self, self->target);
  else if (card == self->picked)
    {
      put_down (self);
      announce (self, _("Put the piece down."));
    }
  else if (ak_sort_card_get_location (card) != AK_SORT_LOCATION_TRAY)
    move_piece (self, card, AK_SORT_LOCATION_TRAY);
  else
    pick_up (self, card);
}

static gboolean
arrow_direction (guint             keyval,
                 GtkDirectionType *direction)
{
  switch (keyval)
    {
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      *direction = GTK_DIR_UP;
      return TRUE;
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      *direction = GTK_DIR_DOWN;
      return TRUE;
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      *direction = GTK_DIR_LEFT;
      return TRUE;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      *direction = GTK_DIR_RIGHT;
      return TRUE;
    default:
      return FALSE;
    }
}

/* The bins flow box lays compute out first: on the left, on the right in
 * right-to-left locales, or on top when stacked. So an arrow pointing
 * towards the start chooses compute, and one towards the end memory. */
static AkSortLocation
bin_towards (AkSortPage       *self,
             GtkDirectionType  direction)
{
  gboolean rtl = gtk_widget_get_direction (GTK_WIDGET (self)) == GTK_TEXT_DIR_RTL;
  gboolean start = direction == GTK_DIR_UP ||
                   (direction == GTK_DIR_LEFT && !rtl) ||
                   (direction == GTK_DIR_RIGHT && rtl);

  return start ? AK_SORT_LOCATION_COMPUTE : AK_SORT_LOCATION_MEMORY;
}

/* Arrows move the focus to the nearest card on screen in that direction,
 * across the tray and the bins: the flow boxes' own cursor keys would need
 * focusable flow box children, which would take Enter from the cards. */
static gboolean
focus_card_towards (AkSortPage       *self,
                    AkSortCard       *from,
                    GtkDirectionType  direction)
{
  graphene_rect_t origin;
  GHashTableIter iter;
  gpointer value;
  AkSortCard *best = NULL;
  float best_score = G_MAXFLOAT;

  if (!gtk_widget_compute_bounds (GTK_WIDGET (from), GTK_WIDGET (self), &origin))
    return FALSE;

  g_hash_table_iter_init (&iter, self->cards);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    {
      graphene_rect_t bounds;
      float dx, dy, along, across;

      if (value == from || !gtk_widget_compute_bounds (value, GTK_WIDGET (self), &bounds))
        continue;

      dx = (bounds.origin.x + bounds.size.width / 2) - (origin.origin.x + origin.size.width / 2);
      dy = (bounds.origin.y + bounds.size.height / 2) - (origin.origin.y + origin.size.height / 2);
      along = direction == GTK_DIR_LEFT ? -dx : direction == GTK_DIR_RIGHT ? dx
            : direction == GTK_DIR_UP ? -dy : dy;
      across = direction == GTK_DIR_LEFT || direction == GTK_DIR_RIGHT ? dy : dx;

      if (along > 1 && along + 2 * fabsf (across) < best_score)
        {
          best = value;
          best_score = along + 2 * fabsf (across);
        }
    }

  if (best != NULL)
    focus_card (best);
  return best != NULL;
}

static gboolean
key_chooses_bin (AkSortPage     *self,
                 AkSortCard     *card,
                 AkSortLocation  target)
{
  if (refuse_if_checked (self))
    return TRUE;

  if (card != self->picked)
    pick_up (self, card);
  choose_target (self, target);
  return TRUE;
}

static gboolean
key_takes_back (AkSortPage *self,
                AkSortCard *card)
{
  if (refuse_if_checked (self))
    return TRUE;

  if (card == self->picked)
    put_down (self);
  if (ak_sort_card_get_location (card) != AK_SORT_LOCATION_TRAY)
    move_piece (self, card, AK_SORT_LOCATION_TRAY);
  return TRUE;
}

static gboolean
on_card_key_pressed (GtkEventControllerKey *keys,
                     guint                  keyval,
                     guint                  keycode,
                     GdkModifierType        state,
                     AkSortPage            *self)
{
  AkSortCard *card = AK_SORT_CARD (gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (keys)));
  GtkDirectionType direction;

  g_assert (AK_IS_SORT_PAGE (self));

  /* Alt+1 and friends belong to the window. */
  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK))
    return FALSE;

  switch (keyval)
    {
    case GDK_KEY_1:
    case GDK_KEY_KP_1:
      return key_chooses_bin (self, card, AK_SORT_LOCATION_COMPUTE);
    case GDK_KEY_2:
    case GDK_KEY_KP_2:
      return key_chooses_bin (self, card, AK_SORT_LOCATION_MEMORY);
    case GDK_KEY_BackSpace:
    case GDK_KEY_Delete:
    case GDK_KEY_KP_Delete:
      return key_takes_back (self, card);
    case GDK_KEY_Escape:
      if (card != self->picked)
        return FALSE;
      put_down (self);
      announce (self, _("Put the piece down."));
      return TRUE;
    default:
      if (!arrow_direction (keyval, &direction))
        return FALSE;
      if (card != self->picked)
        return focus_card_towards (self, card, direction);
      choose_target (self, bin_towards (self, direction));
      return TRUE;
    }
}

static void
on_zone_released (GtkGestureClick *gesture,
                  int              n_press,
                  double           x,
                  double           y,
                  AkSortPage      *self)
{
  GtkWidget *zone = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (gesture));
  GtkWidget *hit = gtk_widget_pick (zone, x, y, GTK_PICK_DEFAULT);
  AkSortLocation location = zone_location (self, zone);

  g_assert (AK_IS_SORT_PAGE (self));

  /* A click on a card is the card's own. */
  if (hit != NULL && gtk_widget_get_ancestor (hit, AK_TYPE_SORT_CARD) != NULL)
    return;

  if (self->picked == NULL)
    {
      if (location != AK_SORT_LOCATION_TRAY && !refuse_if_checked (self))
        announce (self, _("Click a piece first, then the bin to put it in."));
    }
  else if (location == self->picked_from)
    put_down (self);
  else
    place_picked (self, location);
}

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
    if (widget == self->tray || widget == self->compute_bin || widget == self->memory_bin)
      return widget;
  return NULL;
}

static void
set_hovered_zone (AkSortPage *self,
                  GtkWidget  *zone)
{
  GtkWidget *zones[] = { self->tray, self->compute_bin, self->memory_bin };

  for (guint i = 0; i < G_N_ELEMENTS (zones); i++)
    if (zones[i] == zone)
      gtk_widget_add_css_class (zones[i], "drop-hover");
    else
      gtk_widget_remove_css_class (zones[i], "drop-hover");
}

static void
stop_autoscroll (AkSortPage *self)
{
  if (self->autoscroll_tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->autoscroll_tick);
  self->autoscroll_tick = 0;
  self->autoscroll_speed = 0;
}

static void
drag_gone (AkSortPage *self)
{
  stop_autoscroll (self);
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
      stop_autoscroll (self);
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

  drag_gone (self);
  return zone != NULL && ak_sort_page_drop (self, value, zone_location (self, zone));
}

static void
setup_drop_target (AkSortPage *self)
{
  GtkDropTarget *target = gtk_drop_target_new (AK_TYPE_SORT_CARD, AK_SORT_CARD_DRAG_ACTIONS);

  self->scroller = GTK_SCROLLED_WINDOW (gtk_widget_get_ancestor (self->board, GTK_TYPE_SCROLLED_WINDOW));
  g_assert (self->scroller != NULL);

  gtk_event_controller_set_propagation_phase (GTK_EVENT_CONTROLLER (target), GTK_PHASE_CAPTURE);
  g_signal_connect (target, "enter", G_CALLBACK (on_drag_motion), self);
  g_signal_connect (target, "motion", G_CALLBACK (on_drag_motion), self);
  g_signal_connect_swapped (target, "leave", G_CALLBACK (drag_gone), self);
  g_signal_connect (target, "drop", G_CALLBACK (on_drop), self);
  gtk_widget_add_controller (GTK_WIDGET (self->scroller), GTK_EVENT_CONTROLLER (target));
  g_signal_connect (self, "unmap", G_CALLBACK (drag_gone), NULL);
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
  if (g_hash_table_lookup (self->cards, piece_id (card)) != card ||
      ak_sort_card_get_location (card) == location)
    return FALSE;

  return move_piece (self, card, location);
}

static AkSortCard *
focused_card (AkSortPage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  GtkWidget *card = focus != NULL ? gtk_widget_get_ancestor (focus, AK_TYPE_SORT_CARD) : NULL;

  return card != NULL ? AK_SORT_CARD (card) : NULL;
}

/* After a card is placed, the keyboard goes on with the next card in the
 * tray, or to Check when none is left. */
static void
focus_next_in_tray (AkSortPage *self,
                    AkSortCard *after)
{
  guint n = ak_sort_game_get_n_pieces (self->game);
  guint start = after != NULL ? ak_sort_game_get_position (self->game, piece_id (after)) + 1 : 0;

  for (guint i = 0; i < n; i++)
    {
      const char *id = ak_sort_game_get_piece_id (self->game, (start + i) % n);

      if (ak_sort_game_get_location (self->game, id) == AK_SORT_LOCATION_TRAY &&
          (after == NULL || g_strcmp0 (id, piece_id (after)) != 0))
        {
          focus_card (g_hash_table_lookup (self->cards, id));
          return;
        }
    }

  ak_focus_visibly (ak_sort_game_get_checked (self->game) ? self->try_again_button
                                                          : self->check_button);
}

static void
move_card_widget (AkSortPage     *self,
                  AkSortCard     *card,
                  AkSortLocation  location)
{
  GtkWidget *flow_child = gtk_widget_get_parent (GTK_WIDGET (card));
  GtkFlowBox *from = GTK_FLOW_BOX (gtk_widget_get_parent (flow_child));
  GtkFlowBox *to = flow_for (self, location);

  if (from == to)
    return;

  g_object_ref (flow_child);
  gtk_flow_box_remove (from, flow_child);
  gtk_flow_box_insert (to, flow_child, -1);
  g_object_unref (flow_child);
}

static void
update_bin (AkSortPage     *self,
            AkSortLocation  location)
{
  GtkWidget *bin = ak_sort_page_get_zone (self, location);
  GtkLabel *count = location == AK_SORT_LOCATION_COMPUTE ? self->compute_count : self->memory_count;
  g_autofree char *text = pieces_text (ak_sort_game_count (self->game, location));
  g_autofree char *name = g_strdup_printf (C_("bin name, piece count", "%s bin: %s"),
                                           ak_sort_location_to_label (location), text);

  gtk_label_set_text (count, text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (bin),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                  -1);
}

static void
update_summary (AkSortPage *self)
{
  guint left = ak_sort_game_count (self->game, AK_SORT_LOCATION_TRAY);
  guint n = ak_sort_game_get_n_pieces (self->game);
  gboolean checked = ak_sort_game_get_checked (self->game);
  g_autofree char *left_str = left_text (left);
  g_autofree char *result = NULL;

  /* Checked pieces cannot move, so the (empty) tray goes away. */
  gtk_widget_set_visible (self->tray, !checked);
  if (left == 0)
    gtk_label_set_text (self->left_label, _("Every piece is placed. Press Check to see how you did."));
  else
    gtk_label_set_text (self->left_label, left_str);

  update_bin (self, AK_SORT_LOCATION_COMPUTE);
  update_bin (self, AK_SORT_LOCATION_MEMORY);

  gtk_widget_set_visible (self->check_button, !checked);
  gtk_widget_set_sensitive (self->check_button, left == 0);
  gtk_widget_set_visible (self->try_again_button, checked);

  if (checked)
    result = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u of %u right", "%u of %u right", n),
                              ak_sort_game_get_score (self->game), n);
  gtk_label_set_text (self->result_label, result != NULL ? result : "");
}

static void
on_game_changed (AkSortPage *self)
{
  AkSortCard *focused = focused_card (self);
  AkSortLocation focused_was = focused != NULL ? ak_sort_card_get_location (focused) : AK_SORT_LOCATION_TRAY;
  gboolean checked = ak_sort_game_get_checked (self->game);
  GHashTableIter iter;
  gpointer value;

  g_assert (AK_IS_SORT_PAGE (self));

  g_hash_table_iter_init (&iter, self->cards);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    {
      AkSortCard *card = value;
      AkSortLocation location = ak_sort_game_get_location (self->game, piece_id (card));
      AkSortVerdict verdict = AK_SORT_VERDICT_NONE;

      if (checked)
        verdict = ak_sort_game_is_correct (self->game, piece_id (card)) ? AK_SORT_VERDICT_RIGHT
                                                                         : AK_SORT_VERDICT_WRONG;
      ak_sort_card_set_state (card, location, verdict);
      ak_sort_card_set_movable (card, !checked);
      move_card_widget (self, card, location);
    }

  /* The order may have changed (a shuffle). */
  gtk_flow_box_invalidate_sort (self->tray_flow);
  gtk_flow_box_invalidate_sort (self->compute_flow);
  gtk_flow_box_invalidate_sort (self->memory_flow);

  if (self->picked != NULL &&
      (checked || ak_sort_card_get_location (self->picked) != self->picked_from))
    put_down (self);

  update_summary (self);

  if (focused != NULL && ak_sort_card_get_location (focused) != focused_was)
    {
      if (ak_sort_card_get_location (focused) == AK_SORT_LOCATION_TRAY)
        focus_card (focused);
      else
        focus_next_in_tray (self, focused);
    }
}

static void
on_check_clicked (AkSortPage *self)
{
  const char *explained = _("Each card now says whether it is right, and why.");
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;

  g_assert (AK_IS_SORT_PAGE (self));

  if (!ak_sort_game_check (self->game, &error))
    {
      announce (self, error->message);
      return;
    }

  /* The score is on screen already, beside Try Again, which says it. */
  message = g_strdup_printf ("%s. %s", gtk_label_get_text (self->result_label), explained);
  announce_full (self, explained, message, self->try_again_button);
}

static void
on_try_again_clicked (AkSortPage *self)
{
  g_assert (AK_IS_SORT_PAGE (self));

  put_down (self);
  ak_sort_game_try_again (self->game);
  ak_sort_game_shuffle (self->game, g_random_int ());
  focus_next_in_tray (self, NULL);
  announce (self, _("All pieces are back in the tray, in a new order."));
}

static int
compare_cards (GtkFlowBoxChild *a,
               GtkFlowBoxChild *b,
               gpointer         data)
{
  AkSortPage *self = data;
  guint pa = ak_sort_game_get_position (self->game, piece_id (AK_SORT_CARD (gtk_flow_box_child_get_child (a))));
  guint pb = ak_sort_game_get_position (self->game, piece_id (AK_SORT_CARD (gtk_flow_box_child_get_child (b))));

  return (pa > pb) - (pa < pb);
}

static void
add_card (AkSortPage *self,
          const char *id)
{
  GtkWidget *card = ak_sort_card_new (id, ak_sort_game_get_label (self->game, id),
                                      ak_sort_game_get_explanation (self->game, id));
  GtkWidget *flow_child = gtk_flow_box_child_new ();
  GtkEventController *keys = gtk_event_controller_key_new ();

  g_signal_connect (card, "activated", G_CALLBACK (on_card_activated), self);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_card_key_pressed), self);
  gtk_widget_add_controller (card, keys);
  g_signal_connect_swapped (ak_sort_card_get_drag_source (AK_SORT_CARD (card)), "drag-end",
                            G_CALLBACK (drag_gone), self);

  /* The card's button takes the focus, not the flow box child around it. */
  gtk_widget_set_focusable (flow_child, FALSE);
  ak_accessible_name_widget (flow_child);
  gtk_flow_box_child_set_child (GTK_FLOW_BOX_CHILD (flow_child), card);
  gtk_flow_box_append (self->tray_flow, flow_child);
  g_hash_table_insert (self->cards, (gpointer) ak_sort_card_get_piece_id (AK_SORT_CARD (card)), card);
}

static void
setup_zone (AkSortPage *self,
            GtkWidget  *zone)
{
  GtkGesture *click = gtk_gesture_click_new ();

  g_signal_connect (click, "released", G_CALLBACK (on_zone_released), self);
  gtk_widget_add_controller (zone, GTK_EVENT_CONTROLLER (click));

  gtk_flow_box_set_sort_func (flow_for (self, zone_location (self, zone)), compare_cards, self, NULL);
}

static void
ak_sort_page_dispose (GObject *object)
{
  AkSortPage *self = AK_SORT_PAGE (object);

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  stop_autoscroll (self);
  self->picked = NULL;
  g_clear_pointer (&self->cards, g_hash_table_unref);
  gtk_widget_dispose_template (GTK_WIDGET (self), AK_TYPE_SORT_PAGE);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (ak_sort_page_parent_class)->dispose (object);
}

static void
ak_sort_page_class_init (AkSortPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ak_sort_page_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, AK_RESOURCE_PREFIX "/ui/ak-sort-page.ui");
  gtk_widget_class_bind_template_child (widget_class, AkSortPage, board);
  gtk_widget_class_bind_template_child (widget_class, AkSortPage, tray);
  gtk_widget_class_bind_template_child (widget_class, AkSortPage, tray_flow);
  gtk_widget_class_bind_template_child (widget_class, AkSortPage, compute_bin);
  gtk_widget_class_bind_template_child (widget_class, AkSortPage, memory_bin);
  gtk_widget_class_bind_template_child (widget_class, AkSortPage, compute_flow);
  gtk_widget_class_bind_template_child (widget_class, AkSortPage, memory_flow);
  gtk_widget_class_bind_template_child (widget_class, AkSortPage, compute_count);
  gtk_widget_class_bind_template_child (widget_class, AkSortPage, memory_count);
  gtk_widget_class_bind_template_child (widget_class, AkSortPage, left_label);
  gtk_widget_class_bind_template_child (widget_class, AkSortPage, check_button);
  gtk_widget_class_bind_template_child (widget_class, AkSortPage, try_again_button);
  gtk_widget_class_bind_template_child (widget_class, AkSortPage, result_label);
  gtk_widget_class_bind_template_child (widget_class, AkSortPage, status_label);
  gtk_widget_class_bind_template_child (widget_class, AkSortPage, help_label);
  gtk_widget_class_bind_template_callback (widget_class, on_check_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_try_again_clicked);
  gtk_widget_class_set_css_name (widget_class, "sortpage");
}

/* The keys by the names GTK gives them, as the shortcuts window shows them
 * (in German "Löschen", not a translator's own word for Backspace). */
static void
set_help_text (AkSortPage *self)
{
  g_autofree char *enter = gtk_accelerator_get_label (GDK_KEY_Return, 0);
  g_autofree char *back = gtk_accelerator_get_label (GDK_KEY_BackSpace, 0);
  /* Translators: %1$s is the name of the Enter key, %2$s of the Backspace
   * key, as GTK's shortcuts window writes them */
  g_autofree char *text = g_strdup_printf (_("Drag each card into a bin, or click a card and then a bin. "
                                             "With the keyboard: %1$s picks a card up, 1 or 2 (or an arrow "
                                             "key) chooses a bin, %1$s puts it there, %2$s takes it back."),
                                           enter, back);

  gtk_label_set_text (self->help_label, text);
}

static void
ak_sort_page_init (AkSortPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  set_help_text (self);

  self->cards = g_hash_table_new (g_str_hash, g_str_equal);
  self->target = AK_SORT_LOCATION_TRAY;

  setup_zone (self, self->tray);
  setup_zone (self, self->compute_bin);
  setup_zone (self, self->memory_bin);
  setup_drop_target (self);
}

/**
 * ak_sort_page_new:
 * @context: what pages are handed: the lesson, and the progress store
 *   that keeps each check (ak_progress_watch_sort_game())
 * @page: a sort page of the context's lesson
 *
 * Shows @page's reading blocks followed by the game with @page's pieces,
 * in a random order.
 *
 * Returns: (transfer floating): a new page
 */
AkSortPage *
ak_sort_page_new (AkPageContext *context,
                  const AkPage  *page)
{
  AkProgress *progress;
  AkSortPage *self;

  g_return_val_if_fail (AK_IS_PAGE_CONTEXT (context), NULL);
  g_return_val_if_fail (page != NULL && page->pieces != NULL, NULL);

  self = g_object_new (AK_TYPE_SORT_PAGE, NULL);
  ak_activity_page_set_page (AK_ACTIVITY_PAGE (self), context, page);

  self->game = ak_sort_game_new (page->pieces);
  ak_sort_game_shuffle (self->game, g_random_int ());
  for (guint i = 0; i < ak_sort_game_get_n_pieces (self->game); i++)
    add_card (self, ak_sort_game_get_piece_id (self->game, i));

  g_signal_connect_swapped (self->game, "changed", G_CALLBACK (on_game_changed), self);
  on_game_changed (self);

  progress = ak_page_context_get_progress (context);
  if (progress != NULL)
    ak_progress_watch_sort_game (progress, ak_lesson_get_progress_key (ak_page_context_get_lesson (context)), self->game);

  return self;
}

/**
 * ak_sort_page_get_game:
 *
 * Returns: (transfer none): the game; the progress store listens to its
 *   #AkSortGame::checked signal
 */
AkSortGame *
ak_sort_page_get_game (AkSortPage *self)
{
  g_return_val_if_fail (AK_IS_SORT_PAGE (self), NULL);

  return self->game;
}

/**
 * ak_sort_page_get_card:
 *
 * Returns: (transfer none) (nullable): the card of the piece @piece_id
 */
AkSortCard *
ak_sort_page_get_card (AkSortPage *self,
                       const char *piece_id)
{
  g_return_val_if_fail (AK_IS_SORT_PAGE (self), NULL);

  return g_hash_table_lookup (self->cards, piece_id);
}

/**
 * ak_sort_page_get_zone:
 *
 * Returns: (transfer none): the drop zone of @location, the tray or a bin
 */
GtkWidget *
ak_sort_page_get_zone (AkSortPage     *self,
                       AkSortLocation  location)
{
  g_return_val_if_fail (AK_IS_SORT_PAGE (self), NULL);

  switch (location)
    {
    case AK_SORT_LOCATION_COMPUTE:
      return self->compute_bin;
    case AK_SORT_LOCATION_MEMORY:
      return self->memory_bin;
    case AK_SORT_LOCATION_TRAY:
    default:
      return self->tray;
    }
}

/**
 * ak_sort_page_get_picked:
 *
 * Returns: (transfer none) (nullable): the card picked up by a click or the
 *   keyboard, waiting for a bin
 */
AkSortCard *
ak_sort_page_get_picked (AkSortPage *self)
{
  g_return_val_if_fail (AK_IS_SORT_PAGE (self), NULL);

  return self->picked;
}

/* ak-sort-page-pick.c: moving a piece by click and by keyboard
 *
 * Click a card, then a bin; or Enter picks a card up, 1/2 (and 3 where the
 * page has the link's bin) or an arrow chooses a bin, Enter puts it there,
 * Backspace takes it back, and the arrows move the focus between cards.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "ak-sort-page-board-private.h"

static void
choose_target (AkSortPage     *self,
               AkSortLocation  target)
{
  g_autofree char *message = NULL;

  g_assert (self->picked != NULL);

  _ak_sort_page_set_target (self, target);
  switch (target)
    {
    case AK_SORT_LOCATION_MEMORY:
      message = g_strdup_printf (_("“%s” goes to memory-bound. Press Enter to put it there."),
                                 _ak_sort_page_piece_label (self, self->picked));
      break;
    case AK_SORT_LOCATION_LINK:
      message = g_strdup_printf (_("“%s” goes to bound by the link. Press Enter to put it there."),
                                 _ak_sort_page_piece_label (self, self->picked));
      break;
    case AK_SORT_LOCATION_COMPUTE:
    default:
      message = g_strdup_printf (_("“%s” goes to compute-bound. Press Enter to put it there."),
                                 _ak_sort_page_piece_label (self, self->picked));
      break;
    }
  _ak_sort_page_announce (self, message);
}

void
_ak_sort_page_on_card_activated (AkSortCard *card,
                                 AkSortPage *self)
{
  g_assert (AK_IS_SORT_PAGE (self));

  if (_ak_sort_page_refuse_if_checked (self))
    return;

  if (card == self->picked && self->target != AK_SORT_LOCATION_TRAY)
    _ak_sort_page_place_picked (self, self->target);
  else if (card == self->picked)
    {
      _ak_sort_page_put_down (self);
      _ak_sort_page_announce (self, _("Put the piece down."));
    }
  else if (ak_sort_card_get_location (card) != AK_SORT_LOCATION_TRAY)
    _ak_sort_page_move_piece (self, card, AK_SORT_LOCATION_TRAY);
  else
    _ak_sort_page_pick_up (self, card);
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

/* The bins flow box lays the bins out in order (compute, memory, then
 * the link's): from the left, from the right in right-to-left locales, or
 * from the top when stacked. Without a chosen bin, an arrow pointing
 * towards the start chooses the first and one towards the end the last;
 * with one, an arrow moves one bin that way, stopping at the ends. With
 * two bins both rules agree: the start is compute, the end memory. */
static AkSortLocation
bin_towards (AkSortPage       *self,
             GtkDirectionType  direction)
{
  gboolean rtl = gtk_widget_get_direction (GTK_WIDGET (self)) == GTK_TEXT_DIR_RTL;
  gboolean start = direction == GTK_DIR_UP ||
                   (direction == GTK_DIR_LEFT && !rtl) ||
                   (direction == GTK_DIR_RIGHT && rtl);
  AkSortLocation bins[AK_SORT_PAGE_MAX_BINS];
  guint n = _ak_sort_page_get_bins (self, bins);

  for (guint i = 0; i < n; i++)
    if (bins[i] == self->target)
      return bins[start ? (i > 0 ? i - 1 : 0) : MIN (i + 1, n - 1)];
  return start ? bins[0] : bins[n - 1];
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
    _ak_sort_page_focus_card (best);
  return best != NULL;
}

/* 1, 2 and 3 choose the compute, memory and link bins, where the page
 * has them. */
static gboolean
key_chooses_bin (AkSortPage *self,
                 AkSortCard *card,
                 AkBin       bin)
{
  if (!(self->bin_mask & (1u << bin)))
    return FALSE;
  if (_ak_sort_page_refuse_if_checked (self))
    return TRUE;

  if (card != self->picked)
    _ak_sort_page_pick_up (self, card);
  choose_target (self, ak_sort_location_from_bin (bin));
  return TRUE;
}

static gboolean
key_takes_back (AkSortPage *self,
                AkSortCard *card)
{
  if (_ak_sort_page_refuse_if_checked (self))
    return TRUE;

  if (card == self->picked)
    _ak_sort_page_put_down (self);
  if (ak_sort_card_get_location (card) != AK_SORT_LOCATION_TRAY)
    _ak_sort_page_move_piece (self, card, AK_SORT_LOCATION_TRAY);
  return TRUE;
}

gboolean
_ak_sort_page_on_card_key_pressed (GtkEventControllerKey *keys,
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
      return key_chooses_bin (self, card, AK_BIN_COMPUTE);
    case GDK_KEY_2:
    case GDK_KEY_KP_2:
      return key_chooses_bin (self, card, AK_BIN_MEMORY);
    case GDK_KEY_3:
    case GDK_KEY_KP_3:
      return key_chooses_bin (self, card, AK_BIN_LINK);
    case GDK_KEY_BackSpace:
    case GDK_KEY_Delete:
    case GDK_KEY_KP_Delete:
      return key_takes_back (self, card);
    case GDK_KEY_Escape:
      if (card != self->picked)
        return FALSE;
      _ak_sort_page_put_down (self);
      _ak_sort_page_announce (self, _("Put the piece down."));
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

void
_ak_sort_page_on_zone_released (GtkGestureClick *gesture,
                                int              n_press,
                                double           x,
                                double           y,
                                AkSortPage      *self)
{
  GtkWidget *zone = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (gesture));
  GtkWidget *hit = gtk_widget_pick (zone, x, y, GTK_PICK_DEFAULT);
  AkSortLocation location = _ak_sort_page_zone_location (self, zone);

  g_assert (AK_IS_SORT_PAGE (self));

  /* A click on a card is the card's own. */
  if (hit != NULL && gtk_widget_get_ancestor (hit, AK_TYPE_SORT_CARD) != NULL)
    return;

  if (self->picked == NULL)
    {
      if (location != AK_SORT_LOCATION_TRAY && !_ak_sort_page_refuse_if_checked (self))
        _ak_sort_page_announce (self, _("Click a piece first, then the bin to put it in."));
    }
  else if (location == self->picked_from)
    _ak_sort_page_put_down (self);
  else
    _ak_sort_page_place_picked (self, location);
}

/* ak-sort-page-board.c: the sort page's board, what every way of moving shares
 *
 * Finding a card's zone and flow box, picking a card up and putting it
 * down, moving its piece in the game, saying what happened (in the status
 * line and to screen readers), where the focus goes next, and the counts
 * and summary under the bins.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "ak-announce.h"
#include "ak-focus.h"
#include "ak-sort-page-board-private.h"

/* The page's bins in layout order (compute, memory, link): the lesson
 * names them (a page's `bins`), two unless the link's is one. */
guint
_ak_sort_page_get_bins (AkSortPage     *self,
                        AkSortLocation  out_bins[AK_SORT_PAGE_MAX_BINS])
{
  const AkBin order[] = { AK_BIN_COMPUTE, AK_BIN_MEMORY, AK_BIN_LINK };
  guint n = 0;

  for (guint i = 0; i < G_N_ELEMENTS (order); i++)
    if (self->bin_mask & (1u << order[i]))
      out_bins[n++] = ak_sort_location_from_bin (order[i]);
  return n;
}

GtkFlowBox *
_ak_sort_page_flow_for (AkSortPage     *self,
                        AkSortLocation  location)
{
  switch (location)
    {
    case AK_SORT_LOCATION_COMPUTE:
      return self->compute_flow;
    case AK_SORT_LOCATION_MEMORY:
      return self->memory_flow;
    case AK_SORT_LOCATION_LINK:
      return self->link_flow;
    case AK_SORT_LOCATION_TRAY:
    default:
      return self->tray_flow;
    }
}

AkSortLocation
_ak_sort_page_zone_location (AkSortPage *self,
                             GtkWidget  *zone)
{
  if (zone == self->compute_bin)
    return AK_SORT_LOCATION_COMPUTE;
  if (zone == self->memory_bin)
    return AK_SORT_LOCATION_MEMORY;
  if (zone == self->link_bin)
    return AK_SORT_LOCATION_LINK;
  return AK_SORT_LOCATION_TRAY;
}

const char *
_ak_sort_page_piece_id (AkSortCard *card)
{
  return ak_sort_card_get_piece_id (card);
}

const char *
_ak_sort_page_piece_label (AkSortPage *self,
                           AkSortCard *card)
{
  return ak_sort_game_get_label (self->game, _ak_sort_page_piece_id (card));
}

/* Shown in the status line, spoken by screen readers (ak-announce.c):
 * by @focus, when the focus goes there with it. */
void
_ak_sort_page_announce_full (AkSortPage *self,
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

void
_ak_sort_page_announce (AkSortPage *self,
                        const char *message)
{
  _ak_sort_page_announce_full (self, message, message, NULL);
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

void
_ak_sort_page_focus_card (AkSortCard *card)
{
  ak_focus_visibly (ak_sort_card_get_button (card));
}

void
_ak_sort_page_set_target (AkSortPage     *self,
                          AkSortLocation  target)
{
  const AkSortLocation bins[] = { AK_SORT_LOCATION_COMPUTE, AK_SORT_LOCATION_MEMORY, AK_SORT_LOCATION_LINK };

  self->target = target;
  for (guint i = 0; i < G_N_ELEMENTS (bins); i++)
    if (target == bins[i])
      gtk_widget_add_css_class (ak_sort_page_get_zone (self, bins[i]), "targeted");
    else
      gtk_widget_remove_css_class (ak_sort_page_get_zone (self, bins[i]), "targeted");
}

void
_ak_sort_page_put_down (AkSortPage *self)
{
  if (self->picked != NULL)
    ak_sort_card_set_picked (self->picked, FALSE);
  self->picked = NULL;
  _ak_sort_page_set_target (self, AK_SORT_LOCATION_TRAY);
}

void
_ak_sort_page_pick_up (AkSortPage *self,
                       AkSortCard *card)
{
  const char *how = self->bin_mask & (1u << AK_BIN_LINK)
                    ? _("Press 1 for compute-bound, 2 for memory-bound or 3 for bound by the link, then Enter; "
                        "or click a bin.")
                    : _("Press 1 for compute-bound or 2 for memory-bound, then Enter; or click a bin.");
  g_autofree char *shown = NULL;

  _ak_sort_page_put_down (self);
  self->picked = card;
  self->picked_from = ak_sort_card_get_location (card);
  ak_sort_card_set_picked (card, TRUE);

  /* A screen reader has just said the card's new name ("…, picked up",
   * ak-sort-card.c): it hears only what to do next, not the label again. */
  /* Translators: a sort card's label, then what to do next */
  shown = g_strdup_printf (_("Picked up “%s”. %s"), _ak_sort_page_piece_label (self, card), how);
  _ak_sort_page_announce_full (self, shown, how, NULL);
}

gboolean
_ak_sort_page_move_piece (AkSortPage     *self,
                          AkSortCard     *card,
                          AkSortLocation  location)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *left = NULL;
  g_autofree char *message = NULL;
  const char *label = _ak_sort_page_piece_label (self, card);

  if (!ak_sort_game_move (self->game, _ak_sort_page_piece_id (card), location, &error))
    {
      _ak_sort_page_announce (self, error->message);
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
    case AK_SORT_LOCATION_LINK:
      message = g_strdup_printf (_("Put “%s” in bound by the link. %s."), label, left);
      break;
    case AK_SORT_LOCATION_TRAY:
    default:
      message = g_strdup_printf (_("Took “%s” back to the tray. %s."), label, left);
      break;
    }
  _ak_sort_page_announce (self, message);
  return TRUE;
}

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
  if (location == AK_SORT_LOCATION_TRAY || _ak_sort_page_focused_card (self) != card)
    return;

  if (ak_sort_game_count (self->game, AK_SORT_LOCATION_TRAY) <= 1)
    gtk_widget_action_set_enabled (GTK_WIDGET (self), "sort.check", TRUE);
  _ak_sort_page_focus_next_in_tray (self, card);
}

void
_ak_sort_page_place_picked (AkSortPage     *self,
                            AkSortLocation  location)
{
  AkSortCard *card = self->picked;

  focus_on_before_placing (self, card, location);
  _ak_sort_page_put_down (self);
  if (!_ak_sort_page_move_piece (self, card, location))
    _ak_sort_page_update_summary (self);
}

gboolean
_ak_sort_page_refuse_if_checked (AkSortPage *self)
{
  if (!ak_sort_game_get_checked (self->game))
    return FALSE;

  _ak_sort_page_announce (self, _("The pieces have been checked. Press Try Again to sort them again."));
  return TRUE;
}

AkSortCard *
_ak_sort_page_focused_card (AkSortPage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  GtkWidget *card = focus != NULL ? gtk_widget_get_ancestor (focus, AK_TYPE_SORT_CARD) : NULL;

  return card != NULL ? AK_SORT_CARD (card) : NULL;
}

/* After a card is placed, the keyboard goes on with the next card in the
 * tray, or to Check when none is left. */
void
_ak_sort_page_focus_next_in_tray (AkSortPage *self,
                                  AkSortCard *after)
{
  guint n = ak_sort_game_get_n_pieces (self->game);
  guint start = after != NULL ? ak_sort_game_get_position (self->game, _ak_sort_page_piece_id (after)) + 1 : 0;

  for (guint i = 0; i < n; i++)
    {
      const char *id = ak_sort_game_get_piece_id (self->game, (start + i) % n);

      if (ak_sort_game_get_location (self->game, id) == AK_SORT_LOCATION_TRAY &&
          (after == NULL || g_strcmp0 (id, _ak_sort_page_piece_id (after)) != 0))
        {
          _ak_sort_page_focus_card (g_hash_table_lookup (self->cards, id));
          return;
        }
    }

  ak_focus_visibly (ak_sort_game_get_checked (self->game) ? self->try_again_button
                                                          : self->check_button);
}

static void
update_bin (AkSortPage     *self,
            AkSortLocation  location)
{
  GtkWidget *bin = ak_sort_page_get_zone (self, location);
  GtkLabel *count = location == AK_SORT_LOCATION_COMPUTE ? self->compute_count
                    : location == AK_SORT_LOCATION_LINK ? self->link_count : self->memory_count;
  g_autofree char *text = pieces_text (ak_sort_game_count (self->game, location));
  g_autofree char *name = g_strdup_printf (C_("bin name, piece count", "%s bin: %s"),
                                           ak_sort_location_to_label (location), text);

  gtk_label_set_text (count, text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (bin),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                  -1);
}

void
_ak_sort_page_update_summary (AkSortPage *self)
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
  update_bin (self, AK_SORT_LOCATION_LINK);

  gtk_widget_set_visible (self->check_button, !checked);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "sort.check", !checked && left == 0);
  gtk_widget_set_visible (self->try_again_button, checked);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "sort.try-again", checked);

  if (checked)
    result = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u of %u right", "%u of %u right", n),
                              ak_sort_game_get_score (self->game), n);
  gtk_label_set_text (self->result_label, result != NULL ? result : "");
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
    case AK_SORT_LOCATION_LINK:
      return self->link_bin;
    case AK_SORT_LOCATION_TRAY:
    default:
      return self->tray;
    }
}

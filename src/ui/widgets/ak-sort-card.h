/* ak-sort-card.h: one piece of the sorting game, as a card
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ak-sort-game.h"

G_BEGIN_DECLS

/**
 * AkSortVerdict:
 * @AK_SORT_VERDICT_NONE: not checked
 * @AK_SORT_VERDICT_RIGHT: checked, in its right bin
 * @AK_SORT_VERDICT_WRONG: checked, in the other bin
 */
typedef enum {
  AK_SORT_VERDICT_NONE,
  AK_SORT_VERDICT_RIGHT,
  AK_SORT_VERDICT_WRONG,
} AkSortVerdict;

/**
 * AK_SORT_CARD_DRAG_ACTIONS:
 *
 * What a card's drag offers and a zone accepts: a plain drag is a move,
 * Ctrl makes it a copy and Ctrl+Shift a link (GDK's rules); each places
 * the piece the same way.
 */
#define AK_SORT_CARD_DRAG_ACTIONS (GDK_ACTION_MOVE | GDK_ACTION_COPY | GDK_ACTION_LINK)

#define AK_TYPE_SORT_CARD (ak_sort_card_get_type ())

G_DECLARE_FINAL_TYPE (AkSortCard, ak_sort_card, AK, SORT_CARD, GtkWidget)

GtkWidget      *ak_sort_card_new           (const char     *piece_id,
                                            const char     *label,
                                            const char     *explanation);
const char     *ak_sort_card_get_piece_id  (AkSortCard     *self);
GtkWidget      *ak_sort_card_get_button    (AkSortCard     *self);
GtkDragSource  *ak_sort_card_get_drag_source (AkSortCard   *self);
gboolean        ak_sort_card_get_picked    (AkSortCard     *self);
void            ak_sort_card_set_picked    (AkSortCard     *self,
                                            gboolean        picked);
gboolean        ak_sort_card_get_movable   (AkSortCard     *self);
void            ak_sort_card_set_movable   (AkSortCard     *self,
                                            gboolean        movable);
AkSortLocation  ak_sort_card_get_location  (AkSortCard     *self);
void            ak_sort_card_set_state     (AkSortCard     *self,
                                            AkSortLocation  location,
                                            AkSortVerdict   verdict,
                                            AkSortLocation  answer);

const char     *ak_sort_location_to_label  (AkSortLocation  location);

G_END_DECLS

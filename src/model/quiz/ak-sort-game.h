/* ak-sort-game.h: the "which number is the bottleneck?" sorting game
 *
 * No GTK here: the game is tested without a display, and the progress store
 * can listen to it without knowing about widgets.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "ak-lesson.h"

G_BEGIN_DECLS

#define AK_SORT_GAME_ERROR (ak_sort_game_error_quark ())

/**
 * AkSortGameError:
 * @AK_SORT_GAME_ERROR_UNKNOWN_PIECE: no piece has that id
 * @AK_SORT_GAME_ERROR_UNCHANGED: the piece is already where it was asked to go
 * @AK_SORT_GAME_ERROR_CHECKED: the sorting has been checked; try again first
 * @AK_SORT_GAME_ERROR_INCOMPLETE: pieces are still in the tray
 *
 * A refused operation changes nothing and emits no signal.
 */
typedef enum {
  AK_SORT_GAME_ERROR_UNKNOWN_PIECE,
  AK_SORT_GAME_ERROR_UNCHANGED,
  AK_SORT_GAME_ERROR_CHECKED,
  AK_SORT_GAME_ERROR_INCOMPLETE,
} AkSortGameError;

/**
 * AkSortLocation:
 * @AK_SORT_LOCATION_TRAY: not placed yet
 * @AK_SORT_LOCATION_COMPUTE: in the compute-bound (FLOP/s) bin
 * @AK_SORT_LOCATION_MEMORY: in the memory-bandwidth-bound bin
 * @AK_SORT_LOCATION_LINK: in the bin of work bound by the link between
 *   chips (the interconnect), on pages that have it
 */
typedef enum {
  AK_SORT_LOCATION_TRAY,
  AK_SORT_LOCATION_COMPUTE,
  AK_SORT_LOCATION_MEMORY,
  AK_SORT_LOCATION_LINK,
} AkSortLocation;

#define AK_TYPE_SORT_GAME (ak_sort_game_get_type ())

G_DECLARE_FINAL_TYPE (AkSortGame, ak_sort_game, AK, SORT_GAME, GObject)

GQuark          ak_sort_game_error_quark     (void);
AkSortLocation  ak_sort_location_from_bin    (AkBin           bin);

AkSortGame     *ak_sort_game_new             (GPtrArray      *pieces);

guint           ak_sort_game_get_n_pieces    (AkSortGame     *self);
const char     *ak_sort_game_get_piece_id    (AkSortGame     *self,
                                              guint           position);
gboolean        ak_sort_game_has_piece       (AkSortGame     *self,
                                              const char     *piece_id);
guint           ak_sort_game_get_position    (AkSortGame     *self,
                                              const char     *piece_id);
const char     *ak_sort_game_get_label       (AkSortGame     *self,
                                              const char     *piece_id);
const char     *ak_sort_game_get_explanation (AkSortGame     *self,
                                              const char     *piece_id);
AkSortLocation  ak_sort_game_get_location    (AkSortGame     *self,
                                              const char     *piece_id);
gboolean        ak_sort_game_is_correct      (AkSortGame     *self,
                                              const char     *piece_id);
AkSortLocation  ak_sort_game_get_answer      (AkSortGame     *self,
                                              const char     *piece_id);
guint           ak_sort_game_count           (AkSortGame     *self,
                                              AkSortLocation  location);
guint           ak_sort_game_get_n_placed    (AkSortGame     *self);
gboolean        ak_sort_game_get_checked     (AkSortGame     *self);
guint           ak_sort_game_get_score       (AkSortGame     *self);
guint           ak_sort_game_get_best_score  (AkSortGame     *self);
guint           ak_sort_game_get_attempts    (AkSortGame     *self);

gboolean        ak_sort_game_move            (AkSortGame     *self,
                                              const char     *piece_id,
                                              AkSortLocation  location,
                                              GError        **error);
gboolean        ak_sort_game_place           (AkSortGame     *self,
                                              const char     *piece_id,
                                              AkBin           bin,
                                              GError        **error);
gboolean        ak_sort_game_take_back       (AkSortGame     *self,
                                              const char     *piece_id,
                                              GError        **error);
gboolean        ak_sort_game_check           (AkSortGame     *self,
                                              GError        **error);
void            ak_sort_game_try_again       (AkSortGame     *self);
void            ak_sort_game_shuffle         (AkSortGame     *self,
                                              guint32         seed);

G_END_DECLS

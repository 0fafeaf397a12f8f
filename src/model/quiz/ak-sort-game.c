/* ak-sort-game.c: pieces, two bins and a tray
 *
 * Every operation either changes the state and then emits "changed" once,
 * or refuses with an AK_SORT_GAME_ERROR and changes nothing. A check counts
 * one attempt and is locked until ak_sort_game_try_again(), so no
 * arrangement is ever scored twice.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "ak-shuffle.h"
#include "ak-sort-game.h"

typedef struct {
  char           *id;
  char           *label;
  char           *explanation;
  AkSortLocation  answer;
  AkSortLocation  location;
} Piece;

struct _AkSortGame
{
  GObject     parent_instance;

  Piece      *pieces;
  guint       n_pieces;
  guint      *order;     /* position -> index into pieces */
  GHashTable *by_id;     /* id -> index + 1 */

  guint       attempts;
  guint       score;
  guint       best_score;
  gboolean    checked;
};

G_DEFINE_FINAL_TYPE (AkSortGame, ak_sort_game, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_N_PIECES,
  PROP_N_PLACED,
  PROP_CHECKED,
  PROP_SCORE,
  PROP_BEST_SCORE,
  PROP_ATTEMPTS,
  N_PROPS
};

enum {
  CHANGED,
  CHECKED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

G_DEFINE_QUARK (ak-sort-game-error-quark, ak_sort_game_error)

/**
 * ak_sort_location_from_bin:
 * @bin: a lesson bin
 *
 * Returns: the location of @bin
 */
AkSortLocation
ak_sort_location_from_bin (AkBin bin)
{
  switch (bin)
    {
    case AK_BIN_MEMORY:
      return AK_SORT_LOCATION_MEMORY;
    case AK_BIN_LINK:
      return AK_SORT_LOCATION_LINK;
    case AK_BIN_COMPUTE:
    default:
      return AK_SORT_LOCATION_COMPUTE;
    }
}

static Piece *
lookup (AkSortGame *self,
        const char *piece_id)
{
  guint index = GPOINTER_TO_UINT (g_hash_table_lookup (self->by_id, piece_id));

  return index == 0 ? NULL : &self->pieces[index - 1];
}

static Piece *
lookup_or_error (AkSortGame  *self,
                 const char  *piece_id,
                 GError     **error)
{
  Piece *piece = lookup (self, piece_id);

  if (piece == NULL)
    g_set_error (error, AK_SORT_GAME_ERROR, AK_SORT_GAME_ERROR_UNKNOWN_PIECE,
                 _("There is no piece “%s”"), piece_id);
  return piece;
}

static gboolean
refuse_if_checked (AkSortGame  *self,
                   GError     **error)
{
  if (!self->checked)
    return FALSE;

  g_set_error_literal (error, AK_SORT_GAME_ERROR, AK_SORT_GAME_ERROR_CHECKED,
                       _("The pieces have been checked; try again to move them"));
  return TRUE;
}

static void
ak_sort_game_finalize (GObject *object)
{
  AkSortGame *self = AK_SORT_GAME (object);

  for (guint i = 0; i < self->n_pieces; i++)
    {
      g_free (self->pieces[i].id);
      g_free (self->pieces[i].label);
      g_free (self->pieces[i].explanation);
    }
  g_clear_pointer (&self->pieces, g_free);
  g_clear_pointer (&self->order, g_free);
  g_clear_pointer (&self->by_id, g_hash_table_unref);

  G_OBJECT_CLASS (ak_sort_game_parent_class)->finalize (object);
}

static void
ak_sort_game_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  AkSortGame *self = AK_SORT_GAME (object);

  switch (prop_id)
    {
    case PROP_N_PIECES:
      g_value_set_uint (value, self->n_pieces);
      break;
    case PROP_N_PLACED:
      g_value_set_uint (value, ak_sort_game_get_n_placed (self));
      break;
    case PROP_CHECKED:
      g_value_set_boolean (value, self->checked);
      break;
    case PROP_SCORE:
      g_value_set_uint (value, self->score);
      break;
    case PROP_BEST_SCORE:
      g_value_set_uint (value, self->best_score);
      break;
    case PROP_ATTEMPTS:
      g_value_set_uint (value, self->attempts);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static GParamSpec *
count_property (const char *name,
                const char *nick)
{
  return g_param_spec_uint (name, nick, NULL, 0, G_MAXUINT, 0,
                            G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
}

static void
ak_sort_game_class_init (AkSortGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = ak_sort_game_finalize;
  object_class->get_property = ak_sort_game_get_property;

  properties[PROP_N_PIECES] = count_property ("n-pieces", "Pieces");
  properties[PROP_N_PLACED] = count_property ("n-placed", "Placed pieces");
  /**
   * AkSortGame:checked:
   *
   * Whether the current arrangement has been checked. While it is, pieces
   * cannot move.
   */
  properties[PROP_CHECKED] =
    g_param_spec_boolean ("checked", "Checked", NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * AkSortGame:score:
   *
   * Pieces in their right bin at the last check, 0 to #AkSortGame:n-pieces;
   * 0 again after ak_sort_game_try_again().
   */
  properties[PROP_SCORE] = count_property ("score", "Score");
  /**
   * AkSortGame:best-score:
   *
   * The highest score of any check so far, for the progress store.
   */
  properties[PROP_BEST_SCORE] = count_property ("best-score", "Best score");
  properties[PROP_ATTEMPTS] = count_property ("attempts", "Attempts");
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * AkSortGame::changed:
   *
   * Emitted once after any operation that changed the game.
   */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /**
   * AkSortGame::checked:
   * @self: the game
   * @score: pieces in their right bin
   * @n_pieces: all pieces
   *
   * Emitted once per successful ak_sort_game_check(), before "changed".
   */
  signals[CHECKED] = g_signal_new ("checked", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_UINT);
}

static void
ak_sort_game_init (AkSortGame *self)
{
  self->by_id = g_hash_table_new (g_str_hash, g_str_equal);
}

/**
 * ak_sort_game_new:
 * @pieces: (element-type AkSortPiece): the sort page's pieces, with unique ids
 *
 * Creates a game with every piece in the tray, in the lesson's order. The
 * pieces are copied.
 *
 * Returns: (transfer full): a new game
 */
AkSortGame *
ak_sort_game_new (GPtrArray *pieces)
{
  AkSortGame *self;

  g_return_val_if_fail (pieces != NULL, NULL);

  self = g_object_new (AK_TYPE_SORT_GAME, NULL);
  self->pieces = g_new0 (Piece, MAX (pieces->len, 1));
  self->order = g_new0 (guint, MAX (pieces->len, 1));

  for (guint i = 0; i < pieces->len; i++)
    {
      const AkSortPiece *source = g_ptr_array_index (pieces, i);
      Piece *piece = &self->pieces[self->n_pieces];

      if (g_hash_table_contains (self->by_id, source->id))
        {
          g_critical ("Sort piece “%s” appears twice", source->id);
          continue;
        }

      piece->id = g_strdup (source->id);
      piece->label = g_strdup (source->label);
      piece->explanation = g_strdup (source->explanation);
      piece->answer = ak_sort_location_from_bin (source->bin);
      piece->location = AK_SORT_LOCATION_TRAY;
      self->order[self->n_pieces] = self->n_pieces;
      self->n_pieces++;
      g_hash_table_insert (self->by_id, piece->id, GUINT_TO_POINTER (self->n_pieces));
    }

  return self;
}

guint
ak_sort_game_get_n_pieces (AkSortGame *self)
{
  g_return_val_if_fail (AK_IS_SORT_GAME (self), 0);

  return self->n_pieces;
}

/**
 * ak_sort_game_get_piece_id:
 * @self: a game
 * @position: 0 to n-pieces - 1, in the current (shuffled) order
 *
 * Returns: (nullable): the id of the piece at @position
 */
const char *
ak_sort_game_get_piece_id (AkSortGame *self,
                           guint       position)
{
  g_return_val_if_fail (AK_IS_SORT_GAME (self), NULL);
  g_return_val_if_fail (position < self->n_pieces, NULL);

  return self->pieces[self->order[position]].id;
}

gboolean
ak_sort_game_has_piece (AkSortGame *self,
                        const char *piece_id)
{
  g_return_val_if_fail (AK_IS_SORT_GAME (self), FALSE);

  return piece_id != NULL && lookup (self, piece_id) != NULL;
}

/**
 * ak_sort_game_get_position:
 * @self: a game
 * @piece_id: a piece's id
 *
 * Returns: where the piece is in the current order, or G_MAXUINT if there
 *   is no such piece
 */
guint
ak_sort_game_get_position (AkSortGame *self,
                           const char *piece_id)
{
  Piece *piece;

  g_return_val_if_fail (AK_IS_SORT_GAME (self), G_MAXUINT);

  piece = lookup (self, piece_id);
  for (guint i = 0; piece != NULL && i < self->n_pieces; i++)
    if (&self->pieces[self->order[i]] == piece)
      return i;

  return G_MAXUINT;
}

/**
 * ak_sort_game_get_label:
 *
 * Returns: (nullable): the piece's label, plain text
 */
const char *
ak_sort_game_get_label (AkSortGame *self,
                        const char *piece_id)
{
  Piece *piece;

  g_return_val_if_fail (AK_IS_SORT_GAME (self), NULL);

  piece = lookup (self, piece_id);
  return piece != NULL ? piece->label : NULL;
}

/**
 * ak_sort_game_get_explanation:
 *
 * Returns: (nullable): why the piece belongs in its bin, in lesson markup
 */
const char *
ak_sort_game_get_explanation (AkSortGame *self,
                              const char *piece_id)
{
  Piece *piece;

  g_return_val_if_fail (AK_IS_SORT_GAME (self), NULL);

  piece = lookup (self, piece_id);
  return piece != NULL ? piece->explanation : NULL;
}

/**
 * ak_sort_game_get_location:
 *
 * Returns: where the piece is; the tray for an unknown id
 */
AkSortLocation
ak_sort_game_get_location (AkSortGame *self,
                           const char *piece_id)
{
  Piece *piece;

  g_return_val_if_fail (AK_IS_SORT_GAME (self), AK_SORT_LOCATION_TRAY);

  piece = lookup (self, piece_id);
  return piece != NULL ? piece->location : AK_SORT_LOCATION_TRAY;
}

/**
 * ak_sort_game_is_correct:
 *
 * Returns: whether the piece is in its right bin now (never in the tray)
 */
gboolean
ak_sort_game_is_correct (AkSortGame *self,
                         const char *piece_id)
{
  Piece *piece;

  g_return_val_if_fail (AK_IS_SORT_GAME (self), FALSE);

  piece = lookup (self, piece_id);
  return piece != NULL && piece->location == piece->answer;
}

/**
 * ak_sort_game_get_answer:
 * @self: a game
 * @piece_id: a piece's id
 *
 * Returns: the bin the piece belongs in, or the tray for no piece
 */
AkSortLocation
ak_sort_game_get_answer (AkSortGame *self,
                         const char *piece_id)
{
  Piece *piece;

  g_return_val_if_fail (AK_IS_SORT_GAME (self), AK_SORT_LOCATION_TRAY);

  piece = lookup (self, piece_id);
  return piece != NULL ? piece->answer : AK_SORT_LOCATION_TRAY;
}

/**
 * ak_sort_game_count:
 * @self: a game
 * @location: the tray or a bin
 *
 * Returns: how many pieces are at @location
 */
guint
ak_sort_game_count (AkSortGame     *self,
                    AkSortLocation  location)
{
  guint n = 0;

  g_return_val_if_fail (AK_IS_SORT_GAME (self), 0);

  for (guint i = 0; i < self->n_pieces; i++)
    n += self->pieces[i].location == location;

  return n;
}

guint
ak_sort_game_get_n_placed (AkSortGame *self)
{
  g_return_val_if_fail (AK_IS_SORT_GAME (self), 0);

  return self->n_pieces - ak_sort_game_count (self, AK_SORT_LOCATION_TRAY);
}

gboolean
ak_sort_game_get_checked (AkSortGame *self)
{
  g_return_val_if_fail (AK_IS_SORT_GAME (self), FALSE);

  return self->checked;
}

guint
ak_sort_game_get_score (AkSortGame *self)
{
  g_return_val_if_fail (AK_IS_SORT_GAME (self), 0);

  return self->score;
}

guint
ak_sort_game_get_best_score (AkSortGame *self)
{
  g_return_val_if_fail (AK_IS_SORT_GAME (self), 0);

  return self->best_score;
}

guint
ak_sort_game_get_attempts (AkSortGame *self)
{
  g_return_val_if_fail (AK_IS_SORT_GAME (self), 0);

  return self->attempts;
}

/**
 * ak_sort_game_move:
 * @self: a game
 * @piece_id: a piece's id
 * @location: a bin, or the tray to take the piece back
 * @error: return location for a #GError, or %NULL
 *
 * Moves a piece. Fails with %AK_SORT_GAME_ERROR_UNKNOWN_PIECE,
 * %AK_SORT_GAME_ERROR_UNCHANGED when the piece is already at @location, or
 * %AK_SORT_GAME_ERROR_CHECKED while the arrangement is checked.
 *
 * Returns: %TRUE if the piece moved
 */
gboolean
ak_sort_game_move (AkSortGame      *self,
                   const char      *piece_id,
                   AkSortLocation   location,
                   GError         **error)
{
  Piece *piece;

  g_return_val_if_fail (AK_IS_SORT_GAME (self), FALSE);
  g_return_val_if_fail (piece_id != NULL, FALSE);
  g_return_val_if_fail (location <= AK_SORT_LOCATION_LINK, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if ((piece = lookup_or_error (self, piece_id, error)) == NULL ||
      refuse_if_checked (self, error))
    return FALSE;

  if (piece->location == location)
    {
      g_set_error (error, AK_SORT_GAME_ERROR, AK_SORT_GAME_ERROR_UNCHANGED,
                   location == AK_SORT_LOCATION_TRAY ? _("“%s” is already in the tray")
                                                     : _("“%s” is already in that bin"),
                   piece->label);
      return FALSE;
    }

  piece->location = location;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_PLACED]);
  g_signal_emit (self, signals[CHANGED], 0);
  return TRUE;
}

/**
 * ak_sort_game_place:
 * @self: a game
 * @piece_id: a piece's id
 * @bin: the bin to put it in
 * @error: return location for a #GError, or %NULL
 *
 * Puts a piece in a bin, from the tray or from another bin. Errors as for
 * ak_sort_game_move().
 *
 * Returns: %TRUE if the piece moved
 */
gboolean
ak_sort_game_place (AkSortGame  *self,
                    const char  *piece_id,
                    AkBin        bin,
                    GError     **error)
{
  g_return_val_if_fail (bin <= AK_BIN_LINK, FALSE);

  return ak_sort_game_move (self, piece_id, ak_sort_location_from_bin (bin), error);
}

/**
 * ak_sort_game_take_back:
 * @self: a game
 * @piece_id: a piece's id
 * @error: return location for a #GError, or %NULL
 *
 * Returns a placed piece to the tray. Errors as for ak_sort_game_move();
 * %AK_SORT_GAME_ERROR_UNCHANGED if it is in the tray already.
 *
 * Returns: %TRUE if the piece moved
 */
gboolean
ak_sort_game_take_back (AkSortGame  *self,
                        const char  *piece_id,
                        GError     **error)
{
  return ak_sort_game_move (self, piece_id, AK_SORT_LOCATION_TRAY, error);
}

/**
 * ak_sort_game_check:
 * @self: a game
 * @error: return location for a #GError, or %NULL
 *
 * Scores the arrangement: one point per piece in its right bin, so the
 * score is at most n-pieces. Counts one attempt and locks the pieces until
 * ak_sort_game_try_again(). Fails with %AK_SORT_GAME_ERROR_INCOMPLETE while
 * pieces are in the tray and %AK_SORT_GAME_ERROR_CHECKED if already checked.
 *
 * Returns: %TRUE if the arrangement was scored
 */
gboolean
ak_sort_game_check (AkSortGame  *self,
                    GError     **error)
{
  guint left, score = 0;

  g_return_val_if_fail (AK_IS_SORT_GAME (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (refuse_if_checked (self, error))
    return FALSE;

  if ((left = ak_sort_game_count (self, AK_SORT_LOCATION_TRAY)) > 0)
    {
      g_set_error (error, AK_SORT_GAME_ERROR, AK_SORT_GAME_ERROR_INCOMPLETE,
                   g_dngettext (GETTEXT_PACKAGE, "%u piece is still in the tray",
                                "%u pieces are still in the tray", left),
                   left);
      return FALSE;
    }

  for (guint i = 0; i < self->n_pieces; i++)
    score += self->pieces[i].location == self->pieces[i].answer;

  self->checked = TRUE;
  self->score = score;
  self->attempts++;
  g_object_freeze_notify (G_OBJECT (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CHECKED]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SCORE]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ATTEMPTS]);
  if (score > self->best_score)
    {
      self->best_score = score;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BEST_SCORE]);
    }
  g_object_thaw_notify (G_OBJECT (self));

  g_signal_emit (self, signals[CHECKED], 0, score, self->n_pieces);
  g_signal_emit (self, signals[CHANGED], 0);
  return TRUE;
}

/**
 * ak_sort_game_try_again:
 * @self: a game
 *
 * Returns every piece to the tray and unlocks them. Attempts and the best
 * score are kept; the score goes back to 0. Does nothing (and emits
 * nothing) when every piece is in the tray and nothing is checked.
 */
void
ak_sort_game_try_again (AkSortGame *self)
{
  gboolean placed;

  g_return_if_fail (AK_IS_SORT_GAME (self));

  placed = ak_sort_game_get_n_placed (self) > 0;
  if (!placed && !self->checked)
    return;

  for (guint i = 0; i < self->n_pieces; i++)
    self->pieces[i].location = AK_SORT_LOCATION_TRAY;

  g_object_freeze_notify (G_OBJECT (self));
  if (placed)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_PLACED]);
  if (self->checked)
    {
      self->checked = FALSE;
      self->score = 0;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CHECKED]);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SCORE]);
    }
  g_object_thaw_notify (G_OBJECT (self));

  g_signal_emit (self, signals[CHANGED], 0);
}

/**
 * ak_sort_game_shuffle:
 * @self: a game
 * @seed: any value; the same seed always gives the same order
 *
 * Puts the pieces in a new order (Fisher–Yates with a #GRand seeded by
 * @seed, starting from the lesson's order). Where each piece is stays.
 */
void
ak_sort_game_shuffle (AkSortGame *self,
                      guint32     seed)
{
  g_autoptr(GRand) rand = NULL;

  g_return_if_fail (AK_IS_SORT_GAME (self));

  rand = g_rand_new_with_seed (seed);
  for (guint i = 0; i < self->n_pieces; i++)
    self->order[i] = i;

  ak_shuffle_indices (rand, self->order, self->n_pieces);

  g_signal_emit (self, signals[CHANGED], 0);
}

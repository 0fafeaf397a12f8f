/* test-sort-game.c: the sorting game's rules (suite "model", no display)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ak-sort-game.h"

static AkSortPiece test_pieces[] = {
  { (char *) "decode", (char *) "Decode at batch 1", AK_BIN_MEMORY, (char *) "Reads all weights." },
  { (char *) "prefill", (char *) "Long prompt prefill", AK_BIN_COMPUTE, (char *) "Reuses weights." },
  { (char *) "matmul", (char *) "Square matmul", AK_BIN_COMPUTE, (char *) "Cubic FLOPs." },
  { (char *) "gelu", (char *) "GELU", AK_BIN_MEMORY, (char *) "*No* reuse." },
};

typedef struct {
  AkSortGame *game;
  guint       n_changed;
  guint       n_checked;
  guint       last_score;
} Fixture;

static void
on_changed (AkSortGame *game,
            Fixture    *fixture)
{
  fixture->n_changed++;
}

static void
on_checked (AkSortGame *game,
            guint       score,
            guint       n_pieces,
            Fixture    *fixture)
{
  fixture->n_checked++;
  fixture->last_score = score;
  g_assert_cmpuint (n_pieces, ==, G_N_ELEMENTS (test_pieces));
}

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(GPtrArray) pieces = g_ptr_array_new ();

  for (guint i = 0; i < G_N_ELEMENTS (test_pieces); i++)
    g_ptr_array_add (pieces, &test_pieces[i]);

  fixture->game = ak_sort_game_new (pieces);
  g_signal_connect (fixture->game, "changed", G_CALLBACK (on_changed), fixture);
  g_signal_connect (fixture->game, "checked", G_CALLBACK (on_checked), fixture);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  g_assert_finalize_object (fixture->game);
}

static void
place_all (AkSortGame *game,
           gboolean    correctly)
{
  for (guint i = 0; i < G_N_ELEMENTS (test_pieces); i++)
    {
      g_autoptr(GError) error = NULL;
      AkBin bin = test_pieces[i].bin;

      if (!correctly)
        bin = bin == AK_BIN_COMPUTE ? AK_BIN_MEMORY : AK_BIN_COMPUTE;
      g_assert_true (ak_sort_game_place (game, test_pieces[i].id, bin, &error));
      g_assert_no_error (error);
    }
}

static void
test_new_game (Fixture       *fixture,
               gconstpointer  data)
{
  AkSortGame *game = fixture->game;

  g_assert_cmpuint (ak_sort_game_get_n_pieces (game), ==, 4);
  g_assert_cmpuint (ak_sort_game_count (game, AK_SORT_LOCATION_TRAY), ==, 4);
  g_assert_cmpuint (ak_sort_game_get_n_placed (game), ==, 0);
  g_assert_false (ak_sort_game_get_checked (game));
  g_assert_cmpuint (ak_sort_game_get_score (game), ==, 0);
  g_assert_cmpuint (ak_sort_game_get_attempts (game), ==, 0);
  g_assert_cmpstr (ak_sort_game_get_piece_id (game, 0), ==, "decode");
  g_assert_cmpstr (ak_sort_game_get_label (game, "gelu"), ==, "GELU");
  g_assert_cmpstr (ak_sort_game_get_explanation (game, "gelu"), ==, "*No* reuse.");
  g_assert_true (ak_sort_game_has_piece (game, "matmul"));
  g_assert_false (ak_sort_game_has_piece (game, "nope"));
  g_assert_cmpuint (ak_sort_game_get_position (game, "nope"), ==, G_MAXUINT);
  g_assert_cmpuint (ak_sort_location_from_bin (AK_BIN_COMPUTE), ==, AK_SORT_LOCATION_COMPUTE);
  g_assert_cmpuint (ak_sort_location_from_bin (AK_BIN_MEMORY), ==, AK_SORT_LOCATION_MEMORY);
}

static void
test_place_and_take_back (Fixture       *fixture,
                          gconstpointer  data)
{
  AkSortGame *game = fixture->game;
  g_autoptr(GError) error = NULL;

  g_assert_true (ak_sort_game_place (game, "decode", AK_BIN_MEMORY, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (fixture->n_changed, ==, 1);
  g_assert_cmpuint (ak_sort_game_get_location (game, "decode"), ==, AK_SORT_LOCATION_MEMORY);
  g_assert_cmpuint (ak_sort_game_count (game, AK_SORT_LOCATION_MEMORY), ==, 1);
  g_assert_cmpuint (ak_sort_game_get_n_placed (game), ==, 1);
  g_assert_true (ak_sort_game_is_correct (game, "decode"));

  /* From one bin straight to the other. */
  g_assert_true (ak_sort_game_place (game, "decode", AK_BIN_COMPUTE, &error));
  g_assert_cmpuint (ak_sort_game_count (game, AK_SORT_LOCATION_MEMORY), ==, 0);
  g_assert_cmpuint (ak_sort_game_count (game, AK_SORT_LOCATION_COMPUTE), ==, 1);
  g_assert_false (ak_sort_game_is_correct (game, "decode"));

  g_assert_true (ak_sort_game_take_back (game, "decode", &error));
  g_assert_no_error (error);
  g_assert_cmpuint (ak_sort_game_get_location (game, "decode"), ==, AK_SORT_LOCATION_TRAY);
  g_assert_false (ak_sort_game_is_correct (game, "decode"));
  g_assert_cmpuint (fixture->n_changed, ==, 3);
}

static void
test_invalid_operations_change_nothing (Fixture       *fixture,
                                        gconstpointer  data)
{
  AkSortGame *game = fixture->game;
  g_autoptr(GError) error = NULL;

  /* Taking back what is in the tray. */
  g_assert_false (ak_sort_game_take_back (game, "gelu", &error));
  g_assert_error (error, AK_SORT_GAME_ERROR, AK_SORT_GAME_ERROR_UNCHANGED);
  g_clear_error (&error);

  /* Placing twice in the same bin. */
  g_assert_true (ak_sort_game_place (game, "gelu", AK_BIN_MEMORY, NULL));
  g_assert_false (ak_sort_game_place (game, "gelu", AK_BIN_MEMORY, &error));
  g_assert_error (error, AK_SORT_GAME_ERROR, AK_SORT_GAME_ERROR_UNCHANGED);
  g_clear_error (&error);
  g_assert_cmpuint (ak_sort_game_count (game, AK_SORT_LOCATION_MEMORY), ==, 1);

  /* Unknown piece. */
  g_assert_false (ak_sort_game_place (game, "no-such-piece", AK_BIN_COMPUTE, &error));
  g_assert_error (error, AK_SORT_GAME_ERROR, AK_SORT_GAME_ERROR_UNKNOWN_PIECE);
  g_clear_error (&error);
  g_assert_false (ak_sort_game_take_back (game, "no-such-piece", &error));
  g_assert_error (error, AK_SORT_GAME_ERROR, AK_SORT_GAME_ERROR_UNKNOWN_PIECE);
  g_clear_error (&error);

  /* No error location is fine too. */
  g_assert_false (ak_sort_game_place (game, "gelu", AK_BIN_MEMORY, NULL));

  g_assert_cmpuint (fixture->n_changed, ==, 1);
  g_assert_cmpuint (ak_sort_game_get_n_placed (game), ==, 1);
}

static void
test_check_needs_every_piece (Fixture       *fixture,
                              gconstpointer  data)
{
  AkSortGame *game = fixture->game;
  g_autoptr(GError) error = NULL;

  g_assert_true (ak_sort_game_place (game, "gelu", AK_BIN_MEMORY, NULL));
  g_assert_false (ak_sort_game_check (game, &error));
  g_assert_error (error, AK_SORT_GAME_ERROR, AK_SORT_GAME_ERROR_INCOMPLETE);
  g_assert_false (ak_sort_game_get_checked (game));
  g_assert_cmpuint (ak_sort_game_get_attempts (game), ==, 0);
  g_assert_cmpuint (fixture->n_checked, ==, 0);
  g_assert_cmpuint (fixture->n_changed, ==, 1);
}

static void
test_check_scores_once (Fixture       *fixture,
                        gconstpointer  data)
{
  AkSortGame *game = fixture->game;
  g_autoptr(GError) error = NULL;

  place_all (game, TRUE);
  /* One mistake: matmul belongs with compute. */
  g_assert_true (ak_sort_game_place (game, "matmul", AK_BIN_MEMORY, NULL));

  g_assert_true (ak_sort_game_check (game, &error));
  g_assert_no_error (error);
  g_assert_true (ak_sort_game_get_checked (game));
  g_assert_cmpuint (ak_sort_game_get_score (game), ==, 3);
  g_assert_cmpuint (ak_sort_game_get_best_score (game), ==, 3);
  g_assert_cmpuint (ak_sort_game_get_attempts (game), ==, 1);
  g_assert_cmpuint (fixture->n_checked, ==, 1);
  g_assert_cmpuint (fixture->last_score, ==, 3);
  g_assert_false (ak_sort_game_is_correct (game, "matmul"));
  g_assert_true (ak_sort_game_is_correct (game, "decode"));

  /* A second check of the same arrangement is refused: nothing counts twice. */
  g_assert_false (ak_sort_game_check (game, &error));
  g_assert_error (error, AK_SORT_GAME_ERROR, AK_SORT_GAME_ERROR_CHECKED);
  g_clear_error (&error);
  g_assert_cmpuint (ak_sort_game_get_attempts (game), ==, 1);
  g_assert_cmpuint (fixture->n_checked, ==, 1);

  /* Checked pieces are locked. */
  g_assert_false (ak_sort_game_place (game, "matmul", AK_BIN_COMPUTE, &error));
  g_assert_error (error, AK_SORT_GAME_ERROR, AK_SORT_GAME_ERROR_CHECKED);
  g_clear_error (&error);
  g_assert_false (ak_sort_game_take_back (game, "matmul", &error));
  g_assert_error (error, AK_SORT_GAME_ERROR, AK_SORT_GAME_ERROR_CHECKED);
  g_assert_cmpuint (ak_sort_game_get_location (game, "matmul"), ==, AK_SORT_LOCATION_MEMORY);
}

static void
test_score_bound (Fixture       *fixture,
                  gconstpointer  data)
{
  AkSortGame *game = fixture->game;
  guint n = ak_sort_game_get_n_pieces (game);

  place_all (game, TRUE);
  g_assert_true (ak_sort_game_check (game, NULL));
  g_assert_cmpuint (ak_sort_game_get_score (game), ==, n);
  g_assert_false (ak_sort_game_check (game, NULL));
  g_assert_cmpuint (ak_sort_game_get_score (game), ==, n);

  for (guint round = 0; round < 3; round++)
    {
      ak_sort_game_try_again (game);
      place_all (game, round % 2 == 1);
      g_assert_true (ak_sort_game_check (game, NULL));
      g_assert_cmpuint (ak_sort_game_get_score (game), <=, n);
      g_assert_cmpuint (ak_sort_game_get_best_score (game), <=, n);
    }
  g_assert_cmpuint (ak_sort_game_get_best_score (game), ==, n);
  g_assert_cmpuint (ak_sort_game_get_attempts (game), ==, 4);
}

static void
test_try_again (Fixture       *fixture,
                gconstpointer  data)
{
  AkSortGame *game = fixture->game;
  guint changes;

  /* Nothing to reset: no signal. */
  ak_sort_game_try_again (game);
  g_assert_cmpuint (fixture->n_changed, ==, 0);

  place_all (game, FALSE);
  g_assert_true (ak_sort_game_check (game, NULL));
  g_assert_cmpuint (ak_sort_game_get_score (game), ==, 0);

  changes = fixture->n_changed;
  ak_sort_game_try_again (game);
  g_assert_cmpuint (fixture->n_changed, ==, changes + 1);
  g_assert_false (ak_sort_game_get_checked (game));
  g_assert_cmpuint (ak_sort_game_count (game, AK_SORT_LOCATION_TRAY), ==, 4);
  g_assert_cmpuint (ak_sort_game_get_attempts (game), ==, 1);

  /* Movable again. */
  g_assert_true (ak_sort_game_place (game, "gelu", AK_BIN_MEMORY, NULL));
}

static GStrv
order_of (AkSortGame *game)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  for (guint i = 0; i < ak_sort_game_get_n_pieces (game); i++)
    g_strv_builder_add (builder, ak_sort_game_get_piece_id (game, i));

  return g_strv_builder_end (builder);
}

static void
test_shuffle_by_seed (Fixture       *fixture,
                      gconstpointer  data)
{
  AkSortGame *game = fixture->game;
  g_auto(GStrv) first = NULL;
  g_auto(GStrv) again = NULL;
  gboolean some_seed_differs = FALSE;

  g_assert_true (ak_sort_game_place (game, "gelu", AK_BIN_COMPUTE, NULL));

  ak_sort_game_shuffle (game, 42);
  first = order_of (game);
  ak_sort_game_shuffle (game, 7);
  ak_sort_game_shuffle (game, 42);
  again = order_of (game);
  g_assert_true (g_strv_equal ((const char * const *) first, (const char * const *) again));

  /* A permutation: every piece once, and positions agree with ids. */
  for (guint i = 0; i < G_N_ELEMENTS (test_pieces); i++)
    {
      g_assert_true (g_strv_contains ((const char * const *) first, test_pieces[i].id));
      g_assert_cmpstr (ak_sort_game_get_piece_id (game, ak_sort_game_get_position (game, first[i])), ==, first[i]);
    }

  for (guint32 seed = 1; seed < 20 && !some_seed_differs; seed++)
    {
      g_auto(GStrv) order = NULL;

      ak_sort_game_shuffle (game, seed);
      order = order_of (game);
      some_seed_differs = !g_strv_equal ((const char * const *) order, (const char * const *) first);
    }
  g_assert_true (some_seed_differs);

  /* Shuffling moves no piece. */
  g_assert_cmpuint (ak_sort_game_get_location (game, "gelu"), ==, AK_SORT_LOCATION_COMPUTE);
  g_assert_cmpuint (ak_sort_game_get_n_placed (game), ==, 1);
}

static void
test_bundled_lesson (void)
{
  g_autoptr(GFile) file = g_file_new_for_path (TOP_SRCDIR "/data/lessons/ai-accelerators.json");
  g_autoptr(GError) error = NULL;
  g_autoptr(AkLesson) lesson = ak_lesson_new_from_file (file, NULL, &error);
  g_autoptr(AkSortGame) game = NULL;
  const AkPage *page;

  g_assert_no_error (error);
  page = ak_lesson_find_page (lesson, "sort", NULL);
  g_assert_nonnull (page);

  game = ak_sort_game_new (page->pieces);
  g_assert_cmpuint (ak_sort_game_get_n_pieces (game), ==, page->pieces->len);
  g_assert_cmpuint (ak_sort_game_get_n_pieces (game), >, 0);

  for (guint i = 0; i < page->pieces->len; i++)
    {
      const AkSortPiece *piece = g_ptr_array_index (page->pieces, i);

      g_assert_true (ak_sort_game_place (game, piece->id, piece->bin, NULL));
    }
  g_assert_true (ak_sort_game_check (game, NULL));
  g_assert_cmpuint (ak_sort_game_get_score (game), ==, page->pieces->len);
}

/* A third bin: work bound by the link; a link piece is right only there,
 * and any bin takes it in turn. */
static void
test_link_bin (void)
{
  static AkSortPiece pieces[] = {
    { (char *) "pcie", (char *) "Prefill over PCIe", AK_BIN_LINK, (char *) "Waits on the link." },
    { (char *) "decode", (char *) "Decode at batch 1", AK_BIN_MEMORY, (char *) "Reads all weights." },
  };
  g_autoptr(GPtrArray) list = g_ptr_array_new ();
  g_autoptr(AkSortGame) game = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (pieces); i++)
    g_ptr_array_add (list, &pieces[i]);
  game = ak_sort_game_new (list);
  g_assert_cmpint (ak_sort_location_from_bin (AK_BIN_LINK), ==, AK_SORT_LOCATION_LINK);
  g_assert_true (ak_sort_game_place (game, "pcie", AK_BIN_MEMORY, NULL));
  g_assert_false (ak_sort_game_is_correct (game, "pcie"));
  g_assert_true (ak_sort_game_move (game, "pcie", AK_SORT_LOCATION_LINK, NULL));
  g_assert_true (ak_sort_game_is_correct (game, "pcie"));
  g_assert_cmpuint (ak_sort_game_count (game, AK_SORT_LOCATION_LINK), ==, 1);
  g_assert_true (ak_sort_game_place (game, "decode", AK_BIN_LINK, NULL));
  g_assert_true (ak_sort_game_check (game, NULL));
  g_assert_cmpuint (ak_sort_game_get_score (game), ==, 1);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) \
  g_test_add ("/sort-game/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)

  ADD ("new-game", test_new_game);
  ADD ("place-and-take-back", test_place_and_take_back);
  ADD ("invalid-operations-change-nothing", test_invalid_operations_change_nothing);
  ADD ("check-needs-every-piece", test_check_needs_every_piece);
  ADD ("check-scores-once", test_check_scores_once);
  ADD ("score-bound", test_score_bound);
  ADD ("try-again", test_try_again);
  ADD ("shuffle-by-seed", test_shuffle_by_seed);
#undef ADD
  g_test_add_func ("/sort-game/bundled-lesson", test_bundled_lesson);
  g_test_add_func ("/sort-game/link-bin", test_link_bin);

  return g_test_run ();
}

/* test-shuffle.c: the seeded shuffle the quiz and the sort game share
 * (suite "model")
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ak-shuffle.h"

#define N 20

static void
shuffled (guint32 seed,
          guint  *out)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);

  for (guint i = 0; i < N; i++)
    out[i] = i;
  ak_shuffle_indices (rand, out, N);
}

/* The result is a permutation, the same seed repeats it and another seed
 * (almost surely) does not. */
static void
test_permutation (void)
{
  guint a[N], b[N], c[N];
  gboolean seen[N] = { FALSE }, moved = FALSE, differs = FALSE;

  shuffled (7, a);
  shuffled (7, b);
  shuffled (8, c);
  for (guint i = 0; i < N; i++)
    {
      g_assert_cmpuint (a[i], <, N);
      g_assert_false (seen[a[i]]);
      seen[a[i]] = TRUE;
      g_assert_cmpuint (a[i], ==, b[i]);
      moved |= a[i] != i;
      differs |= a[i] != c[i];
    }
  g_assert_true (moved);
  g_assert_true (differs);
}

/* Nothing or one thing to shuffle draws nothing. */
static void
test_short (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (1);
  g_autoptr(GRand) fresh = g_rand_new_with_seed (1);
  guint one = 5;

  ak_shuffle_indices (rand, NULL, 0);
  ak_shuffle_indices (rand, &one, 1);
  g_assert_cmpuint (one, ==, 5);
  g_assert_cmpuint (g_rand_int (rand), ==, g_rand_int (fresh));
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/shuffle/permutation", test_permutation);
  g_test_add_func ("/shuffle/short", test_short);

  return g_test_run ();
}

/* ak-shuffle.c: a seeded, reproducible shuffle
 *
 * The quiz and the sort game both put things in a random order that the
 * same seed repeats; they share this one Fisher–Yates shuffle.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ak-shuffle.h"

/**
 * ak_shuffle_indices:
 * @rand: the random source; the same seed gives the same order
 * @indices: (array length=n) (inout): the values to put in a new order
 * @n: how many, at most %G_MAXINT32
 *
 * Shuffles @indices in place with the Fisher–Yates (Durstenfeld) shuffle:
 * every order is equally likely, and it draws exactly @n - 1 numbers from
 * @rand, from the end of the array to its start.
 */
void
ak_shuffle_indices (GRand *rand,
                    guint *indices,
                    guint  n)
{
  g_return_if_fail (rand != NULL);
  g_return_if_fail (indices != NULL || n == 0);
  g_return_if_fail (n <= G_MAXINT32);

  for (guint i = n; i > 1; i--)
    {
      guint j = (guint) g_rand_int_range (rand, 0, (gint32) i);
      guint tmp = indices[i - 1];

      indices[i - 1] = indices[j];
      indices[j] = tmp;
    }
}

/* ak-test-progress.h: fixtures for the tests of the progress store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ak-progress.h"

/* An attempt at the three questions "gpu-vs-cpu", "alexnet" and
 * "inference-chip", at @position, with choices @c0, @c1, @c2 (-1: none). */
static inline AkQuizAttempt *
test_quiz_attempt (guint32 seed,
                   guint   position,
                   int     c0,
                   int     c1,
                   int     c2)
{
  AkQuizAttempt *attempt = g_new0 (AkQuizAttempt, 1);
  const char *ids[] = { "gpu-vs-cpu", "alexnet", "inference-chip", NULL };
  int chosen[] = { c0, c1, c2 };

  attempt->seed = seed;
  attempt->shuffled = TRUE;
  attempt->position = position;
  attempt->question_ids = g_strdupv ((char **) ids);
  attempt->chosen = g_array_new (FALSE, FALSE, sizeof (int));
  g_array_append_vals (attempt->chosen, chosen, G_N_ELEMENTS (chosen));
  return attempt;
}

/* A store on the default path (G_TEST_OPTION_ISOLATE_DIRS gives each test
 * its own data dir), loaded; aborts the test if it does not load. */
static inline AkProgress *
test_loaded_progress (void)
{
  g_autoptr(GError) error = NULL;
  AkProgress *progress = ak_progress_new (NULL);

  g_assert_true (ak_progress_load (progress, &error));
  g_assert_no_error (error);
  return progress;
}

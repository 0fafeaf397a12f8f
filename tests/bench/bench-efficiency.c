/* bench-efficiency.c: the roofline bound and the estimate beside every
 * published run they are checked on (ak-efficiency-runs.c), as ratios
 *
 * Prints per run: the measured time, the bound and the estimate with the
 * default factors, bound ÷ measured (≤ 1 or the bound is wrong) and
 * estimate ÷ measured (1 is a perfect estimate). Run by
 * `meson test --benchmark`; it asserts nothing about speed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdio.h>

#include <glib.h>

#include "ak-efficiency-runs.h"
#include "ak-lesson.h"

int
main (void)
{
  g_autoptr(GFile) file = g_file_new_for_path (TOP_SRCDIR "/data/lessons/ai-accelerators.json");
  g_autoptr(AkLesson) lesson = ak_lesson_new_from_file (file, NULL, NULL);
  AkEfficiency defaults;
  const AkPublishedRun *runs;
  guint n;

  g_assert_nonnull (lesson);
  ak_efficiency_init_default (&defaults);
  runs = ak_published_runs_get (&n);
  printf ("%-20s %12s %12s %12s %8s %8s\n", "run", "measured_s", "bound_s", "estimate_s",
          "bound/m", "est/m");
  for (guint i = 0; i < n; i++)
    {
      const AkAccelerator *acc = ak_lesson_find_accelerator (lesson, runs[i].accelerator);
      double measured, bound, estimate;

      g_assert_nonnull (acc);
      g_assert_true (ak_published_run_time (&runs[i], &measured));
      g_assert_true (ak_published_run_model (&runs[i], acc, NULL, &bound, NULL));
      g_assert_true (ak_published_run_model (&runs[i], acc, &defaults, &estimate, NULL));
      printf ("%-20s %12.5g %12.5g %12.5g %8.3f %8.3f\n", runs[i].id, measured, bound, estimate,
              bound / measured, estimate / measured);
    }
  return 0;
}

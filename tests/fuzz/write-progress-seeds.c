/* write-progress-seeds.c: the progress fuzzer's seeds, written by the app's own writer
 *
 *   write-progress-seeds DIR
 *
 * writes DIR/pages.json (the pages two lessons were left at) and
 * DIR/full.json (every kind of record: a page, a quiz half answered and
 * its best score, a sort result, predictions of a figure and of a
 * verdict, this computer's CPU and GPUs) through
 * AkProgress, as the app saves them. tests/fuzz/corpus/progress/ holds
 * what it wrote; run it again (from _build-fuzz) when the format changes.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>

#include "ak-progress.h"
#include "ak-progress-predictions.h"

static const char * const names[] = { "pages.json", "full.json" };

static AkProgress *
progress_at (const char *dir,
             const char *name)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);

  g_unlink (path);
  return ak_progress_new (path);
}

static void
write_pages (const char *dir)
{
  g_autoptr(AkProgress) progress = progress_at (dir, names[0]);

  g_assert_true (ak_progress_set_last_page (progress, "ai-accelerators", "roofline", NULL));
  g_assert_true (ak_progress_set_last_page (progress, "kv-cache", "batch", NULL));
}

static void
write_full (const char *dir)
{
  g_autoptr(AkProgress) progress = progress_at (dir, names[1]);
  g_autoptr(GDateTime) date = g_date_time_new_utc (2026, 11, 29, 10, 0, 0);
  g_autoptr(AkGpuMeasurement) gpus = ak_gpu_measurement_new (NULL);
  const char *ids[] = { "gpu-vs-cpu", "alexnet", "inference-chip", NULL };
  const int chosen[] = { 1, 3, -1 };
  AkQuizAttempt attempt = { 4000000000u, TRUE, 2, (GStrv) ids, NULL };
  AkMachineReport machine = {
    .cpu_model = (char *) "Test CPU 9000", .cores = 8, .simd = (char *) "AVX2", .simd_bits = 256,
    .fma_units = 2, .l3_cache_bytes = 16 << 20, .triad_bytes_per_s = 39.25e9,
    .copy_bytes_per_s = 35e9, .fp32_flop_s = 233.5e9, .fp64_flop_s = 116.75e9,
  };
  AkGpuReport *gpu = ak_gpu_report_new ("llvmpipe (LLVM 15.0.6, 256 bits)", "cpu");

  attempt.chosen = g_array_new (FALSE, FALSE, sizeof (int));
  g_array_append_vals (attempt.chosen, chosen, G_N_ELEMENTS (chosen));
  gpu->bandwidth_bytes_per_s = 12.5e9;
  gpu->fp32_flop_s = 0.5e12;
  g_ptr_array_add (gpus->devices, gpu);

  g_assert_true (ak_progress_set_last_page (progress, "ai-accelerators", "quiz", NULL));
  g_assert_true (ak_progress_set_quiz_attempt (progress, "ai-accelerators", &attempt, NULL));
  g_assert_true (ak_progress_record_quiz_score (progress, "ai-accelerators", 7, 10, date, NULL));
  g_assert_true (ak_progress_set_sort_result (progress, "ai-accelerators", 9, 12, NULL));
  g_assert_true (ak_progress_record_prediction (progress, "ai-accelerators", "roofline", "ridge-h100",
                                                &(AkPredictionRecord) { .guess = 250, .answer = 295.2 }, NULL));
  g_assert_true (ak_progress_record_prediction (progress, "ai-accelerators", "roofline", "ridge-h100",
                                                &(AkPredictionRecord) { .guess = 300, .answer = 295.2,
                                                                        .correct = TRUE }, NULL));
  g_assert_true (ak_progress_record_prediction (progress, "ai-accelerators", "batch", "decode-bound",
                                                &(AkPredictionRecord) { .is_verdict = TRUE, .guess_memory = TRUE,
                                                                        .answer_memory = TRUE, .correct = TRUE },
                                                NULL));
  g_assert_true (ak_progress_set_machine_report (progress, &machine, NULL));
  g_assert_true (ak_progress_set_gpu_measurement (progress, gpus, NULL));
  g_array_unref (attempt.chosen);
}

int
main (int   argc,
      char *argv[])
{
  if (argc != 2)
    {
      g_printerr ("Usage: %s DIR\n", argv[0]);
      return 2;
    }

  write_pages (argv[1]);
  write_full (argv[1]);
  /* The lock files the saves left are no seeds. */
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *lock = g_strdup_printf ("%s/%s.lock", argv[1], names[i]);
      g_unlink (lock);
    }
  return 0;
}

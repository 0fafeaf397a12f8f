/* bench-machine-probe.c: this computer's bandwidth as the machine probe
 * measures it, beside mbw's, and its FLOP/s beside the theoretical peak
 * (prints figures, asserts no timing)
 *
 * mbw's MEMCPY test reports array size / time; STREAM's copy (and the
 * probe) counts the bytes read and the bytes written, so mbw's figure is
 * doubled to compare like with like.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "ak-machine-probe.h"

/* mbw's memcpy bandwidth counted the STREAM way, in bytes/s; 0 if mbw is
 * not installed or its output is not understood. */
static double
run_mbw (void)
{
  const char *argv[] = { "mbw", "-q", "-n", "5", "-t0", "256", NULL };
  g_autofree char *out = NULL;
  g_autoptr(GError) error = NULL;
  const char *avg, *copy;
  int status;

  if (!g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL,
                     NULL, NULL, &out, NULL, &status, &error) ||
      !g_spawn_check_wait_status (status, &error))
    {
      g_print ("mbw: skipped (%s; install the Debian package mbw)\n", error->message);
      return 0;
    }

  avg = strstr (out, "AVG");
  copy = avg != NULL ? strstr (avg, "Copy:") : NULL;
  if (copy == NULL)
    {
      g_print ("mbw: skipped (unexpected output)\n");
      return 0;
    }

  /* MiB/s of array size → bytes/s read plus written */
  return g_ascii_strtod (copy + strlen ("Copy:"), NULL) * 1024 * 1024 * 2;
}

int
main (int argc, char *argv[])
{
  g_autoptr(AkMachineProbe) probe = ak_machine_probe_new ();
  g_autoptr(AkMachineReport) report = NULL;
  g_autoptr(GError) error = NULL;
  double mbw;

  report = ak_machine_probe_measure (probe, NULL, &error);
  if (report == NULL)
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }

  g_print ("machine: %s, %u cores, %s, L3 %" G_GUINT64_FORMAT " MiB, arrays %" G_GUINT64_FORMAT " MiB, %.2f s\n",
           report->cpu_model != NULL ? report->cpu_model : "unknown CPU", report->cores, report->simd,
           report->l3_cache_bytes >> 20, report->array_bytes >> 20, report->seconds);
  g_print ("probe copy: %.2f GB/s, triad: %.2f GB/s (STREAM counting, all cores)\n",
           report->copy_bytes_per_s / 1e9, report->triad_bytes_per_s / 1e9);

  mbw = run_mbw ();
  if (mbw > 0)
    g_print ("mbw memcpy (x2, STREAM counting, one core): %.2f GB/s; probe copy / mbw = %.2f, "
             "triad / mbw = %.2f (target >= 0.9)\n",
             mbw / 1e9, report->copy_bytes_per_s / mbw, report->triad_bytes_per_s / mbw);

  g_print ("FP32: %.1f GFLOP/s, FP64: %.1f GFLOP/s, FP32 one core: %.1f GFLOP/s\n",
           report->fp32_flop_s / 1e9, report->fp64_flop_s / 1e9, report->fp32_single_core_flop_s / 1e9);
  if (report->theoretical_fp32_flop_s > 0)
    g_print ("theoretical FP32: %.1f GFLOP/s (%.0f MHz, %u FMA units assumed); measured / theoretical = %.2f "
             "(target >= 0.7)\n",
             report->theoretical_fp32_flop_s / 1e9, report->max_frequency_hz / 1e6, report->fma_units,
             ak_machine_report_get_fraction_of_theoretical (report));
  else
    g_print ("theoretical FP32: unknown (no frequency or FMA units for this CPU)\n");
  g_print ("ridge point: %.1f FLOP/byte\n", ak_machine_report_get_ridge_point (report));

  return 0;
}

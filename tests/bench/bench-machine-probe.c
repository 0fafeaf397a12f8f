/* bench-machine-probe.c: this computer as the machine probe measures it
 * (prints figures, asserts no timing)
 *
 * Prints the run time and peak resident memory of a full
 * `accelerator-kitchen --measure`, how long Cancel takes at several points
 * of a measurement, the copy and triad bandwidth beside Debian's mbw, the
 * measured clock and the fraction of the theoretical peak, and the cache
 * ladder.
 *
 * mbw's MEMCPY test reports array size / time; STREAM's copy (and the
 * probe) counts the bytes read and the bytes written, so mbw's figure is
 * doubled to compare like with like. mbw runs on one core; the probe on
 * all of them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>

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

/* A full `accelerator-kitchen --measure` in a child: its wall time and
 * peak resident memory (wait4's ru_maxrss, this child only). */
static void
run_command_line (void)
{
  g_autofree char *app = g_build_filename (BUILD_ROOT, "src", "accelerator-kitchen", NULL);
  const char *argv[] = { app, "--measure", NULL };
  g_autoptr(GError) error = NULL;
  gint64 start = g_get_monotonic_time ();
  struct rusage usage;
  GPid pid;
  int status;

  if (!g_spawn_async (NULL, (char **) argv, NULL, G_SPAWN_DO_NOT_REAP_CHILD | G_SPAWN_STDOUT_TO_DEV_NULL,
                      NULL, NULL, &pid, &error))
    {
      g_print ("--measure: skipped (%s)\n", error->message);
      return;
    }
  if (wait4 (pid, &status, 0, &usage) != pid || !WIFEXITED (status) || WEXITSTATUS (status) != 0)
    {
      g_print ("--measure: failed\n");
      return;
    }

  g_print ("--measure: %.2f s, peak resident memory %.0f MiB (target: under 1024 MiB, about 3 s)\n",
           (g_get_monotonic_time () - start) / 1e6, usage.ru_maxrss / 1024.0);
}

typedef struct
{
  gboolean done;
  gboolean cancelled;
  double   fraction;
} Cancel;

static void
on_progress (AkMachineProbe *probe,
             double          fraction,
             const char     *stage,
             Cancel         *cancel)
{
  cancel->fraction = fraction;
}

static void
on_done (GObject      *source,
         GAsyncResult *result,
         gpointer      data)
{
  g_autoptr(AkMachineReport) report = NULL;
  g_autoptr(GError) error = NULL;
  Cancel *cancel = data;

  report = ak_machine_probe_measure_finish (AK_MACHINE_PROBE (source), result, &error);
  cancel->cancelled = g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  cancel->done = TRUE;
}

/* Milliseconds from g_cancellable_cancel() to the callback, cancelled once
 * the progress reaches @at; a negative number if it ended first. */
static double
cancel_latency (double at)
{
  Cancel cancel = { FALSE, FALSE, 0 };
  g_autoptr(AkMachineProbe) probe = ak_machine_probe_new ();
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  gint64 cancelled_at;

  g_signal_connect (probe, "progress", G_CALLBACK (on_progress), &cancel);
  ak_machine_probe_measure_async (probe, cancellable, on_done, &cancel);
  while (!cancel.done && cancel.fraction < at)
    g_main_context_iteration (NULL, TRUE);
  if (cancel.done)
    return -1;

  cancelled_at = g_get_monotonic_time ();
  g_cancellable_cancel (cancellable);
  while (!cancel.done)
    g_main_context_iteration (NULL, TRUE);

  return cancel.cancelled ? (g_get_monotonic_time () - cancelled_at) / 1e3 : -1;
}

static void
print_cancel_latency (void)
{
  static const struct { double at; const char *where; } points[] = {
    { 0, "at the start (memory fill)" }, { 0.05, "DRAM copy" }, { 0.35, "DRAM triad" },
    { 0.55, "cache ladder" }, { 0.75, "FP32 and the clock" }, { 0.9, "FP64 and one core" },
  };

  g_print ("cancel latency (Cancel to callback, target: tens of ms):\n");
  for (guint i = 0; i < G_N_ELEMENTS (points); i++)
    {
      double ms = cancel_latency (points[i].at);

      if (ms >= 0)
        g_print ("  %-28s %6.2f ms\n", points[i].where, ms);
      else
        g_print ("  %-28s finished before the cancel (main loop delayed)\n", points[i].where);
    }
}

static void
print_report (const AkMachineReport *report)
{
  const char * const *notes = ak_machine_report_get_notes (report);
  const AkMachineCacheLevel *levels;
  g_autofree char *peak = ak_machine_report_describe_peak (report);
  guint n;

  g_print ("machine: %s, %u cores, %s, L3 %" G_GUINT64_FORMAT " KiB used, arrays %" G_GUINT64_FORMAT " MiB, %.2f s\n",
           report->cpu_model != NULL ? report->cpu_model : "unknown CPU", report->cores, report->simd,
           report->l3_cache_bytes >> 10, report->array_bytes >> 20, report->seconds);
  for (guint i = 0; notes[i] != NULL; i++)
    g_print ("note: %s\n", notes[i]);
  g_print ("probe copy: %.2f GB/s, triad: %.2f GB/s, triad with non-temporal stores: %.2f GB/s "
           "(STREAM counting, all cores)\n",
           report->copy_bytes_per_s / 1e9, report->triad_bytes_per_s / 1e9, report->triad_nt_bytes_per_s / 1e9);

  g_print ("clock: %.0f MHz measured (dependent add chain between FMA chunks, all cores), %.0f MHz reported\n",
           report->measured_clock_hz / 1e6, report->max_frequency_hz / 1e6);
  g_print ("FP32: %.1f GFLOP/s, FP64: %.1f GFLOP/s, FP32 one core: %.1f GFLOP/s\n",
           report->fp32_flop_s / 1e9, report->fp64_flop_s / 1e9, report->fp32_single_core_flop_s / 1e9);
  g_print ("theoretical FP32: %.1f GFLOP/s; measured / theoretical = %.2f (target 0.5 to 1.05)\n",
           report->theoretical_fp32_flop_s / 1e9, ak_machine_report_get_fraction_of_theoretical (report));
  g_print ("  %s\n", peak);
  g_print ("ridge point: %.1f FLOP/byte\n", ak_machine_report_get_ridge_point (report));

  levels = ak_machine_report_get_cache_levels (report, &n);
  g_print ("cache ladder (all-core triad):\n");
  for (guint i = 0; i < n; i++)
    g_print ("  %-4s %10.1f KiB  %7.1f GB/s\n", ak_machine_level_get_name (levels[i].level),
             levels[i].bytes / 1024.0, levels[i].bytes_per_s / 1e9);
}

int
main (int argc, char *argv[])
{
  g_autoptr(AkMachineProbe) probe = ak_machine_probe_new ();
  g_autoptr(AkMachineReport) report = NULL;
  g_autoptr(GError) error = NULL;
  double mbw;

  run_command_line ();

  report = ak_machine_probe_measure (probe, NULL, &error);
  if (report == NULL)
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }
  print_report (report);

  mbw = run_mbw ();
  if (mbw > 0)
    g_print ("mbw memcpy (x2, STREAM counting, one core): %.2f GB/s; probe copy / mbw = %.2f, "
             "triad / mbw = %.2f\n",
             mbw / 1e9, report->copy_bytes_per_s / mbw, report->triad_bytes_per_s / mbw);

  print_cancel_latency ();

  return 0;
}

/* bench-gpu-probe.c: every Vulkan device's bandwidth and FLOP/s as the GPU
 * probe measures them, beside the lesson's datasheet where the lesson has
 * the device (prints figures, asserts no timing)
 *
 * The lesson's compute peaks are dense BF16 on tensor cores, which the
 * probe does not measure, so only the bandwidth is compared.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ak-gpu-probe.h"

static GPtrArray *
load_datasheets (AkLesson **lesson)
{
  g_autofree char *path = g_build_filename (TOP_SRCDIR, "data", "lessons", "ai-accelerators.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;

  *lesson = ak_lesson_new_from_file (file, NULL, &error);
  if (*lesson == NULL)
    {
      g_print ("lesson not loaded (%s): no datasheet comparison\n", error->message);
      return NULL;
    }
  return ak_lesson_get_accelerators (*lesson);
}

static void
print_device (const AkGpuReport *report,
              GPtrArray         *datasheets)
{
  const AkAccelerator *sheet = ak_gpu_report_find_datasheet (report, datasheets);

  g_print ("%s (%s, %s):\n", report->name, report->device_type, report->driver != NULL ? report->driver : "?");
  if (report->error != NULL)
    g_print ("  error: %s\n", report->error);
  g_print ("  triad bandwidth: %.1f GB/s (%" G_GUINT64_FORMAT " MiB buffers)\n",
           report->bandwidth_bytes_per_s / 1e9, report->buffer_bytes >> 20);
  g_print ("  FP32: %.1f GFLOP/s\n", report->fp32_flop_s / 1e9);
  if (report->fp16_supported)
    g_print ("  FP16: %.1f GFLOP/s\n", report->fp16_flop_s / 1e9);
  else
    g_print ("  FP16: unsupported\n");
  g_print ("  ridge point: %.2f FLOP/byte\n", ak_gpu_report_get_ridge_point (report));
  if (sheet != NULL && sheet->bandwidth_tb_s > 0)
    g_print ("  datasheet \"%s\": %.0f GB/s; measured / datasheet = %.2f (target >= 0.8)%s\n",
             sheet->name, sheet->bandwidth_tb_s * 1e3,
             report->bandwidth_bytes_per_s / (sheet->bandwidth_tb_s * 1e12),
             ak_gpu_report_is_suspect (report, sheet) ? "; SUSPECT: above 1.5x the datasheet" : "");
  else
    g_print ("  no datasheet entry in the lesson\n");
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(AkGpuProbe) probe = ak_gpu_probe_new ();
  g_autoptr(AkGpuMeasurement) measurement = NULL;
  g_autoptr(AkLesson) lesson = NULL;
  g_autoptr(GError) error = NULL;
  GPtrArray *datasheets;
  gint64 start = g_get_monotonic_time ();

  measurement = ak_gpu_probe_measure (probe, NULL, &error);
  if (measurement == NULL)
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }
  g_print ("GPU probe: %u device(s) in %.2f s%s%s\n", measurement->devices->len,
           (g_get_monotonic_time () - start) / 1e6,
           measurement->note != NULL ? "; " : "", measurement->note != NULL ? measurement->note : "");

  datasheets = load_datasheets (&lesson);
  for (guint i = 0; i < measurement->devices->len; i++)
    print_device (g_ptr_array_index (measurement->devices, i), datasheets);
  return 0;
}

/* test-gpu-probe.c: the Vulkan GPU probe on whatever driver is installed
 * (lavapipe in CI) under the Khronos validation layer, without a driver,
 * cancelled, and its reports' JSON (suite "model")
 *
 * lavapipe runs on the CPU, so these tests check function, never speed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "ak-test-env.h"
#include "ak-gpu-probe.h"
#include "ak-gpu-probe-private.h"

#define HANG_GUARD_SECONDS 60

static gboolean
figure_ok (double value)
{
  return isfinite (value) && value > 0;
}

/* A quick, validated measurement; NULL (and the test skipped) when there
 * is nothing to measure. */
static AkGpuMeasurement *
measure_or_skip (void)
{
  g_autoptr(AkGpuProbe) probe = ak_gpu_probe_new ();
  g_autoptr(AkGpuMeasurement) measurement = NULL;
  g_autoptr(GError) error = NULL;

  if (!ak_gpu_probe_has_vulkan ())
    {
      g_test_skip ("built without Vulkan (Meson option vulkan)");
      return NULL;
    }
  ak_gpu_probe_set_quick (probe, TRUE);
  ak_gpu_probe_set_validate (probe, TRUE);
  measurement = ak_gpu_probe_measure (probe, NULL, &error);
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED))
    {
      g_test_skip (error->message);
      return NULL;
    }
  g_assert_no_error (error);
  if (measurement->devices->len == 0)
    {
      g_test_skip_printf ("no Vulkan ICD (%s); install mesa-vulkan-drivers", measurement->note);
      return NULL;
    }
  return g_steal_pointer (&measurement);
}

static void
test_measure_validated (void)
{
  g_autoptr(AkGpuMeasurement) measurement = measure_or_skip ();

  if (measurement == NULL)
    return;

  g_assert_null (measurement->note);
  for (guint i = 0; i < measurement->devices->len; i++)
    {
      AkGpuReport *report = g_ptr_array_index (measurement->devices, i);

      g_test_message ("%s (%s, %s): %.3f GB/s over %" G_GUINT64_FORMAT " byte buffers, FP32 %.3f GFLOP/s, "
                      "FP16 %.3f GFLOP/s%s", report->name, report->device_type, report->driver,
                      report->bandwidth_bytes_per_s / 1e9, report->buffer_bytes, report->fp32_flop_s / 1e9,
                      report->fp16_flop_s / 1e9, report->fp16_supported ? "" : " (unsupported)");
      g_assert_null (report->error);
      g_assert_cmpstr (report->api, ==, "vulkan");
      g_assert_true (figure_ok (report->bandwidth_bytes_per_s));
      g_assert_true (figure_ok (report->fp32_flop_s));
      g_assert_true (figure_ok (ak_gpu_report_get_ridge_point (report)));
      if (report->fp16_supported)
        g_assert_true (figure_ok (report->fp16_flop_s));
      else
        g_assert_cmpfloat (report->fp16_flop_s, ==, 0);
      g_assert_cmpuint (report->buffer_bytes, >, 0);
      g_assert_cmpuint (report->buffer_bytes, <=, 4u << 20);
    }
  g_assert_cmpuint (measurement->validation_messages, ==, 0);
}

static void
test_no_driver (void)
{
  g_autoptr(AkGpuProbe) probe = NULL;
  g_autoptr(AkGpuMeasurement) measurement = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *json = NULL;

  if (!g_test_subprocess ())
    {
      g_test_trap_subprocess (NULL, HANG_GUARD_SECONDS * G_USEC_PER_SEC, G_TEST_SUBPROCESS_DEFAULT);
      g_test_trap_assert_passed ();
      return;
    }

  /* Before the loader first looks for drivers: older loaders read the
   * first, newer ones the second. */
  g_setenv ("VK_ICD_FILENAMES", "/nonexistent/icd.json", TRUE);
  g_setenv ("VK_DRIVER_FILES", "/nonexistent/icd.json", TRUE);
  probe = ak_gpu_probe_new ();
  ak_gpu_probe_set_quick (probe, TRUE);
  measurement = ak_gpu_probe_measure (probe, NULL, &error);

  g_assert_no_error (error);
  g_assert_cmpuint (measurement->devices->len, ==, 0);
  g_assert_nonnull (measurement->note);
  json = ak_gpu_measurement_to_json (measurement);
  g_assert_nonnull (strstr (json, "\"gpus\" : []"));
  g_assert_nonnull (strstr (json, "\"gpu_note\""));
}

static void
test_cancelled_before (void)
{
  g_autoptr(AkGpuProbe) probe = ak_gpu_probe_new ();
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(AkGpuMeasurement) measurement = NULL;
  g_autoptr(GError) error = NULL;

  g_cancellable_cancel (cancellable);
  measurement = ak_gpu_probe_measure (probe, cancellable, &error);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_null (measurement);
}

typedef struct
{
  GCancellable     *cancellable;
  guint             progress;
  double            last_fraction;
  gboolean          done;
  AkGpuMeasurement *measurement;
  GError           *error;
} AsyncRun;

static void
on_progress (AkGpuProbe *probe,
             double      fraction,
             const char *stage,
             gpointer    data)
{
  AsyncRun *run = data;

  g_assert_true (g_main_context_is_owner (g_main_context_default ()));
  g_assert_cmpfloat (fraction, >=, run->last_fraction);
  g_assert_cmpfloat (fraction, <=, 1);
  g_assert_nonnull (stage);
  run->last_fraction = fraction;
  run->progress++;
  if (run->cancellable != NULL)
    g_cancellable_cancel (run->cancellable);
}

static void
on_measured (GObject      *source,
             GAsyncResult *result,
             gpointer      data)
{
  AsyncRun *run = data;

  run->measurement = ak_gpu_probe_measure_finish (AK_GPU_PROBE (source), result, &run->error);
  run->done = TRUE;
}

static gboolean
on_hang (gpointer data)
{
  g_error ("the GPU probe did not finish within %d s", HANG_GUARD_SECONDS);
  return G_SOURCE_REMOVE;
}

static void
run_async (AsyncRun *run)
{
  g_autoptr(AkGpuProbe) probe = ak_gpu_probe_new ();
  guint guard = g_timeout_add_seconds (HANG_GUARD_SECONDS, on_hang, NULL);

  ak_gpu_probe_set_quick (probe, TRUE);
  g_signal_connect (probe, "progress", G_CALLBACK (on_progress), run);
  ak_gpu_probe_measure_async (probe, run->cancellable, on_measured, run);
  while (!run->done)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (guard);
}

static void
test_async (void)
{
  AsyncRun run = { 0 };

  run_async (&run);
  g_assert_no_error (run.error);
  g_assert_nonnull (run.measurement);
  if (run.measurement->devices->len > 0)
    g_assert_cmpuint (run.progress, >=, 2);
  g_test_message ("%u progress signals for %u devices", run.progress, run.measurement->devices->len);
  ak_gpu_measurement_free (run.measurement);
}

static void
test_cancel_during (void)
{
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  AsyncRun run = { .cancellable = cancellable };
  gint64 start = g_get_monotonic_time ();

  run_async (&run);
  if (run.progress == 0)
    {
      /* Nothing to measure: the probe finished without a progress signal. */
      g_assert_no_error (run.error);
      g_clear_pointer (&run.measurement, ak_gpu_measurement_free);
      g_test_skip ("no Vulkan device to cancel");
      return;
    }
  g_assert_error (run.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_null (run.measurement);
  g_clear_error (&run.error);
  g_test_message ("cancelled after %u progress signals, %.1f ms after the start",
                  run.progress, (g_get_monotonic_time () - start) / 1e3);
}

typedef struct
{
  AkGpuFault  fault;
  const char *message;      /* in the failing device's error */
  gboolean    bandwidth;    /* measured before the fault */
} FaultCase;

/* The device that fails is reported with the error and the figures it
 * got before the failure; the next device is still measured. */
static void
test_fault (gconstpointer data)
{
  const FaultCase *fault = data;
  g_autoptr(AkGpuProbe) probe = ak_gpu_probe_new ();
  g_autoptr(AkGpuMeasurement) measurement = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *json = NULL;
  AkGpuReport *failed, *next;

  if (!ak_gpu_probe_has_vulkan ())
    {
      g_test_skip ("built without Vulkan (Meson option vulkan)");
      return;
    }
  ak_gpu_probe_set_quick (probe, TRUE);
  ak_gpu_probe_inject_fault (probe, fault->fault);
  measurement = ak_gpu_probe_measure (probe, NULL, &error);
  g_assert_no_error (error);
  if (measurement->devices->len == 0)
    {
      g_test_skip_printf ("no Vulkan ICD (%s); install mesa-vulkan-drivers", measurement->note);
      return;
    }

  g_assert_cmpuint (measurement->devices->len % 2, ==, 0);
  failed = g_ptr_array_index (measurement->devices, 0);
  next = g_ptr_array_index (measurement->devices, measurement->devices->len / 2);
  g_test_message ("%s: %s", failed->name, failed->error);
  g_assert_nonnull (failed->error);
  g_assert_nonnull (strstr (failed->error, fault->message));
  g_assert_cmpint (failed->bandwidth_bytes_per_s > 0, ==, fault->bandwidth);
  g_assert_cmpfloat (failed->fp32_flop_s, ==, 0);
  g_assert_cmpfloat (failed->fp16_flop_s, ==, 0);
  json = ak_gpu_measurement_to_json (measurement);
  g_assert_nonnull (strstr (json, "\"fp32_gflop_s\" : null"));

  g_assert_null (next->error);
  g_assert_true (figure_ok (next->bandwidth_bytes_per_s));
  g_assert_true (figure_ok (next->fp32_flop_s));
}

int
main (int   argc,
      char *argv[])
{
  static const FaultCase out_of_memory = { AK_GPU_FAULT_OUT_OF_MEMORY, "VK_ERROR_OUT_OF_DEVICE_MEMORY", FALSE };
  static const FaultCase pipeline = { AK_GPU_FAULT_PIPELINE, "vkCreateComputePipelines", TRUE };
  static const FaultCase device_lost = { AK_GPU_FAULT_DEVICE_LOST, "VK_ERROR_DEVICE_LOST", FALSE };
  static const FaultCase timeout = { AK_GPU_FAULT_TIMEOUT, "did not finish", FALSE };

  ak_test_forbid_late_setenv ();
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/gpu-probe/measure-validated", test_measure_validated);
  g_test_add_func ("/gpu-probe/no-driver", test_no_driver);
  g_test_add_func ("/gpu-probe/cancelled-before", test_cancelled_before);
  g_test_add_func ("/gpu-probe/async", test_async);
  g_test_add_func ("/gpu-probe/cancel-during", test_cancel_during);
  g_test_add_data_func ("/gpu-probe/fault/out-of-memory", &out_of_memory, test_fault);
  g_test_add_data_func ("/gpu-probe/fault/pipeline", &pipeline, test_fault);
  g_test_add_data_func ("/gpu-probe/fault/device-lost", &device_lost, test_fault);
  g_test_add_data_func ("/gpu-probe/fault/timeout", &timeout, test_fault);

  return g_test_run ();
}

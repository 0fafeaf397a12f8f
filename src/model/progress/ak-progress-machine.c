/* ak-progress-machine.c: the saved measurement of this computer
 *
 * The CPU's report and the GPUs' measurement, each dated; setting one
 * emits #AkProgress::machine-changed and saves.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ak-progress-private.h"

/**
 * ak_progress_get_machine_report:
 * @self: a progress store
 * @date: (out) (optional) (transfer full): when it was measured
 *
 * Returns: (nullable) (transfer none): this computer as measured last
 *   (saved with bandwidths in GB/s and arithmetic in GFLOP/s, so figures
 *   come back rounded to 10⁻³ of those units), or %NULL
 */
const AkMachineReport *
ak_progress_get_machine_report (AkProgress  *self,
                                GDateTime  **date)
{
  g_return_val_if_fail (AK_IS_PROGRESS (self), NULL);

  if (date != NULL)
    *date = self->measured.machine_date != NULL ? g_date_time_ref (self->measured.machine_date) : NULL;
  return self->measured.machine;
}

/**
 * ak_progress_set_machine_report:
 * @self: a progress store
 * @report: this computer as measured now, with positive triad bandwidth
 *   and FP32 FLOP/s
 * @error: return location for an error in %AK_PROGRESS_ERROR
 *
 * Keeps @report, dated now, in place of any earlier one and saves.
 * ak_progress_reset() forgets it.
 *
 * Returns: %TRUE if it was saved
 */
gboolean
ak_progress_set_machine_report (AkProgress             *self,
                                const AkMachineReport  *report,
                                GError                **error)
{
  g_return_val_if_fail (AK_IS_PROGRESS (self), FALSE);
  g_return_val_if_fail (report != NULL, FALSE);
  g_return_val_if_fail (report->triad_bytes_per_s > 0 && report->fp32_flop_s > 0, FALSE);

  g_clear_pointer (&self->measured.machine, ak_machine_report_free);
  g_clear_pointer (&self->measured.machine_date, g_date_time_unref);
  self->measured.machine = ak_machine_report_copy (report);
  self->measured.machine_date = g_date_time_new_now_utc ();
  _ak_progress_machine_changed (self);
  return ak_progress_save (self, error);
}

/**
 * ak_progress_get_gpu_measurement:
 * @self: a progress store
 * @date: (out) (optional) (transfer full): when it was measured
 *
 * Returns: (nullable) (transfer none): this computer's Vulkan devices as
 *   measured last (saved as ak_gpu_measurement_to_json() writes them, in
 *   GB/s and GFLOP/s), devices that failed included; or %NULL when the
 *   GPUs were never measured
 */
const AkGpuMeasurement *
ak_progress_get_gpu_measurement (AkProgress  *self,
                                 GDateTime  **date)
{
  g_return_val_if_fail (AK_IS_PROGRESS (self), NULL);

  if (date != NULL)
    *date = self->measured.gpus_date != NULL ? g_date_time_ref (self->measured.gpus_date) : NULL;
  return self->measured.gpus;
}

/**
 * ak_progress_set_gpu_measurement:
 * @self: a progress store
 * @measurement: this computer's Vulkan devices as measured now (may have
 *   no device, or devices with an error)
 * @error: return location for an error in %AK_PROGRESS_ERROR
 *
 * Keeps @measurement, dated now, in place of any earlier one, emits
 * #AkProgress::machine-changed and saves. The CPU's report is not
 * touched; ak_progress_reset() forgets neither.
 *
 * Returns: %TRUE if it was saved
 */
gboolean
ak_progress_set_gpu_measurement (AkProgress              *self,
                                 const AkGpuMeasurement  *measurement,
                                 GError                 **error)
{
  g_return_val_if_fail (AK_IS_PROGRESS (self), FALSE);
  g_return_val_if_fail (measurement != NULL, FALSE);

  g_clear_pointer (&self->measured.gpus, ak_gpu_measurement_free);
  g_clear_pointer (&self->measured.gpus_date, g_date_time_unref);
  self->measured.gpus = ak_gpu_measurement_copy (measurement);
  self->measured.gpus_date = g_date_time_new_now_utc ();
  _ak_progress_machine_changed (self);
  return ak_progress_save (self, error);
}

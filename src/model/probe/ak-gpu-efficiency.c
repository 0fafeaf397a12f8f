/* ak-gpu-efficiency.c: a measured GPU against its datasheet, as the
 * estimate's factors
 *
 * A GPU measured on this computer whose name matches one of the lesson's
 * datasheets (ak_gpu_report_find_datasheet()) gives measured factors for
 * that accelerator: memory = the measured triad bandwidth ÷ the datasheet
 * bandwidth, compute = the measured FP32 FMA rate ÷ the datasheet's FP32
 * vector peak. The compute factor is that of the shader cores, the one
 * rate the probe can measure with Vulkan; the estimate applies it to
 * tensor-core work too, which the efficiency panel's sources say.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "ak-gpu-efficiency.h"

/**
 * ak_gpu_report_get_efficiency:
 * @report: a measured device
 * @datasheet: its datasheet entry (ak_gpu_report_find_datasheet())
 * @out: (out): the factors (ak_efficiency_from_measurement()), source
 *   %AK_EFFICIENCY_SOURCE_MEASURED
 * @error: %AK_ROOFLINE_ERROR_DOMAIN when the device failed, its figures
 *   are suspect (ak_gpu_report_is_suspect()) or the datasheet gives no
 *   FP32 vector peak
 *
 * Returns: %TRUE on success
 */
gboolean
ak_gpu_report_get_efficiency (const AkGpuReport   *report,
                              const AkAccelerator *datasheet,
                              AkEfficiency        *out,
                              GError             **error)
{
  g_return_val_if_fail (report != NULL && datasheet != NULL && out != NULL, FALSE);

  if (report->error != NULL || ak_gpu_report_is_suspect (report, datasheet))
    {
      g_set_error (error, AK_ROOFLINE_ERROR, AK_ROOFLINE_ERROR_DOMAIN,
                   _("the measurement of %s cannot be trusted"), report->name);
      return FALSE;
    }
  if (!(datasheet->peak_fp32_vector_tflops > 0))
    {
      g_set_error (error, AK_ROOFLINE_ERROR, AK_ROOFLINE_ERROR_DOMAIN,
                   _("the lesson gives no FP32 peak for the %s"), datasheet->name);
      return FALSE;
    }
  return ak_efficiency_from_measurement (report->fp32_flop_s, datasheet->peak_fp32_vector_tflops * 1e12,
                                         report->bandwidth_bytes_per_s, datasheet->bandwidth_tb_s * 1e12,
                                         out, error);
}

/**
 * ak_gpu_measurement_find_efficiency:
 * @measurement: (nullable): the GPUs measured on this computer
 * @accelerator: (nullable): a lesson's accelerator
 * @out: (out): the factors of the first device measured whose datasheet
 *   is @accelerator
 *
 * Returns: %TRUE when such a device gives factors
 *   (ak_gpu_report_get_efficiency())
 */
gboolean
ak_gpu_measurement_find_efficiency (const AkGpuMeasurement *measurement,
                                    const AkAccelerator    *accelerator,
                                    AkEfficiency           *out)
{
  g_autoptr(GPtrArray) one = NULL;

  g_return_val_if_fail (out != NULL, FALSE);

  if (measurement == NULL || accelerator == NULL || accelerator->measured)
    return FALSE;
  one = g_ptr_array_new ();
  g_ptr_array_add (one, (gpointer) accelerator);
  for (guint i = 0; i < measurement->devices->len; i++)
    {
      const AkGpuReport *device = g_ptr_array_index (measurement->devices, i);

      if (ak_gpu_report_find_datasheet (device, one) == accelerator &&
          ak_gpu_report_get_efficiency (device, accelerator, out, NULL))
        return TRUE;
    }
  return FALSE;
}

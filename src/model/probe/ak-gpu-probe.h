/* ak-gpu-probe.h: every Vulkan device's memory bandwidth and FLOP/s, measured
 *
 * A triad compute shader over device-local buffers of random data, and
 * FP32 (and, where the device has shaderFloat16, FP16) FMA chains, timed
 * with timestamp queries in a worker thread. Built without Vulkan, the
 * probe reports no device and says why. No GTK.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "ak-gpu-report.h"

G_BEGIN_DECLS

#define AK_TYPE_GPU_PROBE (ak_gpu_probe_get_type ())

G_DECLARE_FINAL_TYPE (AkGpuProbe, ak_gpu_probe, AK, GPU_PROBE, GObject)

AkGpuProbe       *ak_gpu_probe_new             (void);
void              ak_gpu_probe_set_quick       (AkGpuProbe          *self,
                                                gboolean             quick);
void              ak_gpu_probe_set_validate    (AkGpuProbe          *self,
                                                gboolean             validate);
gboolean          ak_gpu_probe_has_vulkan      (void);
AkGpuMeasurement *ak_gpu_probe_measure         (AkGpuProbe          *self,
                                                GCancellable        *cancellable,
                                                GError             **error);
void              ak_gpu_probe_measure_async   (AkGpuProbe          *self,
                                                GCancellable        *cancellable,
                                                GAsyncReadyCallback  callback,
                                                gpointer             user_data);
AkGpuMeasurement *ak_gpu_probe_measure_finish  (AkGpuProbe          *self,
                                                GAsyncResult        *result,
                                                GError             **error);

G_END_DECLS

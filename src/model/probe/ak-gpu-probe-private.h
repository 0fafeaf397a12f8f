/* ak-gpu-probe-private.h: fault injection into the GPU probe, for tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ak-gpu-probe.h"

G_BEGIN_DECLS

/* A failure the Vulkan side pretends the driver reported. */
typedef enum {
  AK_GPU_FAULT_NONE,
  AK_GPU_FAULT_OUT_OF_MEMORY,  /* vkAllocateMemory: VK_ERROR_OUT_OF_DEVICE_MEMORY */
  AK_GPU_FAULT_PIPELINE,       /* the FP32 pipeline: VK_ERROR_INVALID_SHADER_NV */
  AK_GPU_FAULT_DEVICE_LOST,    /* the first fence: VK_ERROR_DEVICE_LOST */
  AK_GPU_FAULT_TIMEOUT,        /* the first fence: VK_TIMEOUT (the device is abandoned) */
} AkGpuFault;

void ak_gpu_probe_inject_fault (AkGpuProbe *self,
                                AkGpuFault  fault);

G_END_DECLS

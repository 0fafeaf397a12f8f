/* ak-gpu-vulkan-private.h: the Vulkan side of the GPU probe
 *
 * ak-gpu-vulkan.c wraps the instance and a device with one compute queue,
 * ak-gpu-pipeline.c buffers, compute pipelines and one timed submit;
 * ak-gpu-kernels.c measures a device with them. Only built when
 * Meson found Vulkan and a GLSL compiler.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>
#include <vulkan/vulkan.h>

#include "ak-gpu-probe-private.h"
#include "ak-gpu-report.h"

G_BEGIN_DECLS

typedef void (*AkGpuProgressFunc) (double      fraction,
                                   const char *stage,
                                   gpointer    data);

/* What the probe's properties decide. */
typedef struct
{
  guint64  buffer_bytes;      /* per triad buffer, before the device's caps */
  guint    fma_workgroups;    /* of 256 invocations */
  double   target_seconds;    /* per submit, after calibration */
  guint    runs;              /* best of */
  guint64  fence_timeout_ns;  /* a submit not done by then fails the device */
  gboolean validate;          /* enable VK_LAYER_KHRONOS_validation */
  AkGpuFault fault;           /* tests: for the first device, then all again */
} AkGpuSettings;

typedef struct
{
  VkInstance               instance;
  VkDebugUtilsMessengerEXT messenger;
  guint                    messages;   /* validation warnings and errors, atomic */
  gboolean                 abandoned;  /* a device timed out: leak, never destroy */
} AkVkInstance;

typedef struct
{
  AkVkInstance                    *owner;
  VkPhysicalDevice                 physical;
  VkPhysicalDeviceProperties       properties;
  VkPhysicalDeviceMemoryProperties memory;
  VkDeviceSize                     max_allocation;
  gboolean                         fp16;
  VkDevice                         device;
  guint32                          queue_family;
  VkQueue                          queue;
  VkCommandPool                    pool;
  VkCommandBuffer                  cmd;
  VkFence                          fence;
  VkQueryPool                      timestamps;
  guint64                          timestamp_mask;
  guint64                          fence_timeout_ns;
  AkGpuFault                       fault;
  gboolean                         abandoned;
} AkVkDevice;

typedef struct
{
  VkBuffer       buffer;
  VkDeviceMemory memory;
  VkDeviceSize   size;
} AkVkBuffer;

#define AK_VK_MAX_BINDINGS 3

typedef struct
{
  VkShaderModule        module;
  VkDescriptorSetLayout set_layout;
  VkPipelineLayout      layout;
  VkPipeline            pipeline;
  VkDescriptorPool      descriptor_pool;
  VkDescriptorSet       set;
} AkVkKernel;

/* Records the work to time between the two timestamps. */
typedef void (*AkVkRecordFunc) (VkCommandBuffer cmd,
                                gpointer        data);

gboolean     ak_vk_check              (VkResult          result,
                                       const char       *what,
                                       GError          **error);

AkVkInstance *ak_vk_instance_new      (gboolean          validate,
                                       GError          **error);
void         ak_vk_instance_free      (AkVkInstance     *instance);
GPtrArray   *ak_vk_instance_list      (AkVkInstance     *instance,
                                       GError          **error);

void         ak_vk_device_init        (AkVkDevice       *dev,
                                       AkVkInstance     *owner,
                                       VkPhysicalDevice  physical);
AkGpuReport *ak_vk_device_describe    (AkVkDevice       *dev);
VkDeviceSize ak_vk_device_local_heap  (AkVkDevice       *dev);
gboolean     ak_vk_device_open        (AkVkDevice       *dev,
                                       GError          **error);
void         ak_vk_device_close       (AkVkDevice       *dev);

gboolean     ak_vk_buffer_init        (AkVkDevice       *dev,
                                       AkVkBuffer       *buffer,
                                       VkDeviceSize      size,
                                       GError          **error);
void         ak_vk_buffer_clear       (AkVkDevice       *dev,
                                       AkVkBuffer       *buffer);

gboolean     ak_vk_kernel_init        (AkVkDevice       *dev,
                                       AkVkKernel       *kernel,
                                       const char       *shader,
                                       AkVkBuffer      **buffers,
                                       guint             n_buffers,
                                       guint32           push_bytes,
                                       GError          **error);
void         ak_vk_kernel_clear       (AkVkDevice       *dev,
                                       AkVkKernel       *kernel);
void         ak_vk_kernel_bind        (AkVkKernel       *kernel,
                                       VkCommandBuffer   cmd);

gboolean     ak_vk_device_run         (AkVkDevice       *dev,
                                       AkVkRecordFunc    record,
                                       gpointer          data,
                                       double           *seconds,
                                       GError          **error);

AkGpuMeasurement *ak_gpu_vulkan_measure (const AkGpuSettings *settings,
                                         AkGpuProgressFunc    progress,
                                         gpointer             progress_data,
                                         GCancellable        *cancellable,
                                         GError             **error);

G_END_DECLS

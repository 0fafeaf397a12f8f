/* ak-gpu-pipeline.c: buffers, compute pipelines and the timed submit of
 * the GPU probe
 *
 * A submit is waited for with a bounded fence timeout; a device whose
 * submit times out is abandoned (see ak-gpu-vulkan.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ak-gpu-vulkan-private.h"
#include "ak-gpu-shaders.h"

#define SHADER_PREFIX "/io/github/accelerator_kitchen/AcceleratorKitchen/shaders/"
#define MAX_SHADER_BYTES (1u << 20)

/* --- buffers ---------------------------------------------------------------- */

/* A memory type allowed by @bits, device-local if one is. */
static gboolean
find_memory_type (AkVkDevice *dev,
                  guint32     bits,
                  guint32    *index)
{
  gboolean found = FALSE;

  for (guint32 i = 0; i < dev->memory.memoryTypeCount; i++)
    {
      if (!(bits & (1u << i)))
        continue;
      if (dev->memory.memoryTypes[i].propertyFlags & VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT)
        {
          *index = i;
          return TRUE;
        }
      if (!found)
        *index = i;
      found = TRUE;
    }
  return found;
}

/**
 * ak_vk_buffer_init:
 * @dev: an open device
 * @buffer: an unused buffer struct
 * @size: bytes, within the device's limits (the caller checks them)
 * @error: %G_IO_ERROR_NO_SPACE when out of device memory
 *
 * Creates a storage buffer in device-local memory. Clear it with
 * ak_vk_buffer_clear() even when this fails.
 *
 * Returns: whether the buffer exists
 */
gboolean
ak_vk_buffer_init (AkVkDevice    *dev,
                   AkVkBuffer    *buffer,
                   VkDeviceSize   size,
                   GError       **error)
{
  VkBufferCreateInfo info = {
    .sType = VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO,
    .size = size,
    .usage = VK_BUFFER_USAGE_STORAGE_BUFFER_BIT,
    .sharingMode = VK_SHARING_MODE_EXCLUSIVE,
  };
  VkMemoryAllocateInfo allocate = { .sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO };
  VkMemoryRequirements requirements;

  *buffer = (AkVkBuffer) { .size = size };
  if (!ak_vk_check (vkCreateBuffer (dev->device, &info, NULL, &buffer->buffer), "vkCreateBuffer", error))
    return FALSE;
  vkGetBufferMemoryRequirements (dev->device, buffer->buffer, &requirements);
  allocate.allocationSize = requirements.size;
  if (dev->fault == AK_GPU_FAULT_OUT_OF_MEMORY)
    return ak_vk_check (VK_ERROR_OUT_OF_DEVICE_MEMORY, "vkAllocateMemory", error);
  if (!find_memory_type (dev, requirements.memoryTypeBits, &allocate.memoryTypeIndex))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, "No memory type can hold a storage buffer");
      return FALSE;
    }
  return ak_vk_check (vkAllocateMemory (dev->device, &allocate, NULL, &buffer->memory), "vkAllocateMemory", error) &&
         ak_vk_check (vkBindBufferMemory (dev->device, buffer->buffer, buffer->memory, 0), "vkBindBufferMemory", error);
}

/**
 * ak_vk_buffer_clear:
 * @dev: its device
 * @buffer: a buffer from ak_vk_buffer_init()
 */
void
ak_vk_buffer_clear (AkVkDevice *dev,
                    AkVkBuffer *buffer)
{
  if (dev->abandoned)
    return;
  if (buffer->buffer != VK_NULL_HANDLE)
    vkDestroyBuffer (dev->device, buffer->buffer, NULL);
  if (buffer->memory != VK_NULL_HANDLE)
    vkFreeMemory (dev->device, buffer->memory, NULL);
  *buffer = (AkVkBuffer) { 0 };
}

/* --- kernels ---------------------------------------------------------------- */

/* The SPIR-V of @shader from the bundled resources, 4-byte aligned. */
static guint32 *
load_spirv (const char  *shader,
            gsize       *size,
            GError     **error)
{
  g_autofree char *path = g_strconcat (SHADER_PREFIX, shader, ".spv", NULL);
  g_autoptr(GBytes) bytes = g_resource_lookup_data (ak_gpu_shaders_get_resource (), path,
                                                    G_RESOURCE_LOOKUP_FLAGS_NONE, error);

  if (bytes == NULL)
    return NULL;
  *size = g_bytes_get_size (bytes);
  if (*size == 0 || *size % 4 != 0 || *size > MAX_SHADER_BYTES)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "%s is not SPIR-V", path);
      return NULL;
    }
  return g_memdup2 (g_bytes_get_data (bytes, NULL), *size);
}

static gboolean
create_layouts (AkVkDevice  *dev,
                AkVkKernel  *kernel,
                guint        n_buffers,
                guint32      push_bytes,
                GError     **error)
{
  VkDescriptorSetLayoutBinding bindings[AK_VK_MAX_BINDINGS];
  VkDescriptorSetLayoutCreateInfo set_info = {
    .sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO,
    .bindingCount = n_buffers,
    .pBindings = bindings,
  };
  VkPushConstantRange push = { VK_SHADER_STAGE_COMPUTE_BIT, 0, push_bytes };
  VkPipelineLayoutCreateInfo layout_info = {
    .sType = VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO,
    .setLayoutCount = 1,
    .pSetLayouts = &kernel->set_layout,
    .pushConstantRangeCount = 1,
    .pPushConstantRanges = &push,
  };

  for (guint i = 0; i < n_buffers; i++)
    bindings[i] = (VkDescriptorSetLayoutBinding) { i, VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, 1,
                                                   VK_SHADER_STAGE_COMPUTE_BIT, NULL };
  return ak_vk_check (vkCreateDescriptorSetLayout (dev->device, &set_info, NULL, &kernel->set_layout),
                      "vkCreateDescriptorSetLayout", error) &&
         ak_vk_check (vkCreatePipelineLayout (dev->device, &layout_info, NULL, &kernel->layout),
                      "vkCreatePipelineLayout", error);
}

static gboolean
create_pipeline (AkVkDevice  *dev,
                 AkVkKernel  *kernel,
                 const char  *shader,
                 GError     **error)
{
  VkShaderModuleCreateInfo module_info = { .sType = VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO };
  VkComputePipelineCreateInfo info = {
    .sType = VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO,
    .stage = {
      .sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO,
      .stage = VK_SHADER_STAGE_COMPUTE_BIT,
      .pName = "main",
    },
    .layout = kernel->layout,
  };
  g_autofree guint32 *code = NULL;
  gsize size = 0;

  code = load_spirv (shader, &size, error);
  if (code == NULL)
    return FALSE;
  module_info.codeSize = size;
  module_info.pCode = code;
  if (!ak_vk_check (vkCreateShaderModule (dev->device, &module_info, NULL, &kernel->module),
                    "vkCreateShaderModule", error))
    return FALSE;
  info.stage.module = kernel->module;
  if (dev->fault == AK_GPU_FAULT_PIPELINE && g_str_equal (shader, "ak-gpu-fma32"))
    return ak_vk_check (VK_ERROR_INVALID_SHADER_NV, "vkCreateComputePipelines", error);
  return ak_vk_check (vkCreateComputePipelines (dev->device, VK_NULL_HANDLE, 1, &info, NULL, &kernel->pipeline),
                      "vkCreateComputePipelines", error);
}

static gboolean
create_descriptors (AkVkDevice  *dev,
                    AkVkKernel  *kernel,
                    AkVkBuffer **buffers,
                    guint        n_buffers,
                    GError     **error)
{
  VkDescriptorPoolSize size = { VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, n_buffers };
  VkDescriptorPoolCreateInfo pool_info = {
    .sType = VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO,
    .maxSets = 1,
    .poolSizeCount = 1,
    .pPoolSizes = &size,
  };
  VkDescriptorSetAllocateInfo set_info = {
    .sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO,
    .descriptorSetCount = 1,
    .pSetLayouts = &kernel->set_layout,
  };
  VkDescriptorBufferInfo infos[AK_VK_MAX_BINDINGS];
  VkWriteDescriptorSet writes[AK_VK_MAX_BINDINGS];

  if (!ak_vk_check (vkCreateDescriptorPool (dev->device, &pool_info, NULL, &kernel->descriptor_pool),
                    "vkCreateDescriptorPool", error))
    return FALSE;
  set_info.descriptorPool = kernel->descriptor_pool;
  if (!ak_vk_check (vkAllocateDescriptorSets (dev->device, &set_info, &kernel->set), "vkAllocateDescriptorSets", error))
    return FALSE;
  for (guint i = 0; i < n_buffers; i++)
    {
      infos[i] = (VkDescriptorBufferInfo) { buffers[i]->buffer, 0, VK_WHOLE_SIZE };
      writes[i] = (VkWriteDescriptorSet) {
        .sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET,
        .dstSet = kernel->set,
        .dstBinding = i,
        .descriptorCount = 1,
        .descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER,
        .pBufferInfo = &infos[i],
      };
    }
  vkUpdateDescriptorSets (dev->device, n_buffers, writes, 0, NULL);
  return TRUE;
}

/**
 * ak_vk_kernel_init:
 * @dev: an open device
 * @kernel: an unused kernel struct
 * @shader: the bundled shader's name, e.g. "ak-gpu-triad"
 * @buffers: (array length=n_buffers): bound to bindings 0, 1, ...
 * @n_buffers: 1 to %AK_VK_MAX_BINDINGS
 * @push_bytes: the size of the shader's push constants
 * @error: a resource error or the failing call (a driver that refuses the
 *   pipeline)
 *
 * Creates the compute pipeline of @shader with its buffers bound. Clear
 * it with ak_vk_kernel_clear() even when this fails.
 *
 * Returns: whether the kernel is ready
 */
gboolean
ak_vk_kernel_init (AkVkDevice  *dev,
                   AkVkKernel  *kernel,
                   const char  *shader,
                   AkVkBuffer **buffers,
                   guint        n_buffers,
                   guint32      push_bytes,
                   GError     **error)
{
  g_return_val_if_fail (n_buffers >= 1 && n_buffers <= AK_VK_MAX_BINDINGS, FALSE);

  *kernel = (AkVkKernel) { 0 };
  return create_layouts (dev, kernel, n_buffers, push_bytes, error) &&
         create_pipeline (dev, kernel, shader, error) &&
         create_descriptors (dev, kernel, buffers, n_buffers, error);
}

/**
 * ak_vk_kernel_clear:
 * @dev: its device
 * @kernel: a kernel from ak_vk_kernel_init()
 */
void
ak_vk_kernel_clear (AkVkDevice *dev,
                    AkVkKernel *kernel)
{
  if (dev->abandoned)
    return;
  if (kernel->descriptor_pool != VK_NULL_HANDLE)
    vkDestroyDescriptorPool (dev->device, kernel->descriptor_pool, NULL);
  if (kernel->pipeline != VK_NULL_HANDLE)
    vkDestroyPipeline (dev->device, kernel->pipeline, NULL);
  if (kernel->module != VK_NULL_HANDLE)
    vkDestroyShaderModule (dev->device, kernel->module, NULL);
  if (kernel->layout != VK_NULL_HANDLE)
    vkDestroyPipelineLayout (dev->device, kernel->layout, NULL);
  if (kernel->set_layout != VK_NULL_HANDLE)
    vkDestroyDescriptorSetLayout (dev->device, kernel->set_layout, NULL);
  *kernel = (AkVkKernel) { 0 };
}

/**
 * ak_vk_kernel_bind:
 * @kernel: a kernel
 * @cmd: a command buffer being recorded
 */
void
ak_vk_kernel_bind (AkVkKernel      *kernel,
                   VkCommandBuffer  cmd)
{
  vkCmdBindPipeline (cmd, VK_PIPELINE_BIND_POINT_COMPUTE, kernel->pipeline);
  vkCmdBindDescriptorSets (cmd, VK_PIPELINE_BIND_POINT_COMPUTE, kernel->layout, 0, 1, &kernel->set, 0, NULL);
}

/* --- a timed submit --------------------------------------------------------- */

static gboolean
record (AkVkDevice     *dev,
        AkVkRecordFunc  func,
        gpointer        data,
        GError        **error)
{
  VkCommandBufferBeginInfo begin = {
    .sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO,
    .flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT,
  };

  if (!ak_vk_check (vkResetCommandBuffer (dev->cmd, 0), "vkResetCommandBuffer", error) ||
      !ak_vk_check (vkBeginCommandBuffer (dev->cmd, &begin), "vkBeginCommandBuffer", error))
    return FALSE;
  vkCmdResetQueryPool (dev->cmd, dev->timestamps, 0, 2);
  vkCmdWriteTimestamp (dev->cmd, VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT, dev->timestamps, 0);
  func (dev->cmd, data);
  vkCmdWriteTimestamp (dev->cmd, VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT, dev->timestamps, 1);
  return ak_vk_check (vkEndCommandBuffer (dev->cmd), "vkEndCommandBuffer", error);
}

/* An injected fault, after the real wait: the device is idle when a test
 * abandons it. */
static VkResult
injected (AkVkDevice *dev,
          VkResult    result)
{
  if (result == VK_SUCCESS && dev->fault == AK_GPU_FAULT_DEVICE_LOST)
    return VK_ERROR_DEVICE_LOST;
  if (result == VK_SUCCESS && dev->fault == AK_GPU_FAULT_TIMEOUT)
    return VK_TIMEOUT;
  return result;
}

static gboolean
wait (AkVkDevice  *dev,
      GError     **error)
{
  VkResult result = injected (dev, vkWaitForFences (dev->device, 1, &dev->fence, VK_TRUE, dev->fence_timeout_ns));

  if (result == VK_TIMEOUT)
    {
      dev->abandoned = TRUE;
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_TIMED_OUT,
                   "The device did not finish a submit within %.0f s", dev->fence_timeout_ns / 1e9);
      return FALSE;
    }
  return ak_vk_check (result, "vkWaitForFences", error) &&
         ak_vk_check (vkResetFences (dev->device, 1, &dev->fence), "vkResetFences", error);
}

/**
 * ak_vk_device_run:
 * @dev: an open device
 * @record_func: records the work
 * @data: for @record_func
 * @seconds: (out): the GPU time between the timestamps before and after
 *   the work
 * @error: %G_IO_ERROR_TIMED_OUT when the fence is not signalled within
 *   the device's timeout (the device is then abandoned), the failing call
 *   otherwise (VK_ERROR_DEVICE_LOST among them)
 *
 * Records the work between two timestamps, submits it and waits.
 *
 * Returns: whether the work ran and was timed
 */
gboolean
ak_vk_device_run (AkVkDevice      *dev,
                  AkVkRecordFunc   record_func,
                  gpointer         data,
                  double          *seconds,
                  GError         **error)
{
  VkSubmitInfo submit = {
    .sType = VK_STRUCTURE_TYPE_SUBMIT_INFO,
    .commandBufferCount = 1,
    .pCommandBuffers = &dev->cmd,
  };
  guint64 ticks[2] = { 0 };

  if (!record (dev, record_func, data, error) ||
      !ak_vk_check (vkQueueSubmit (dev->queue, 1, &submit, dev->fence), "vkQueueSubmit", error) ||
      !wait (dev, error) ||
      !ak_vk_check (vkGetQueryPoolResults (dev->device, dev->timestamps, 0, 2, sizeof ticks, ticks,
                                           sizeof ticks[0], VK_QUERY_RESULT_64_BIT | VK_QUERY_RESULT_WAIT_BIT),
                    "vkGetQueryPoolResults", error))
    return FALSE;

  *seconds = (double) ((ticks[1] - ticks[0]) & dev->timestamp_mask) * dev->properties.limits.timestampPeriod * 1e-9;
  return TRUE;
}

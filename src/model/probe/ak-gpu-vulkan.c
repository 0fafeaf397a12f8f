/* ak-gpu-vulkan.c: the Vulkan instance and devices of the GPU probe
 *
 * Every VkResult is checked and turned into a GError naming the call. A
 * device that timed out is abandoned: it and the instance are leaked
 * rather than destroyed while the GPU may still use them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "ak-gpu-vulkan-private.h"

#define VALIDATION_LAYER   "VK_LAYER_KHRONOS_validation"
#define MAX_LAYERS         1024   /* caps on what the loader may list */
#define MAX_EXTENSIONS     4096
#define MAX_QUEUE_FAMILIES 64

static const char *
result_name (VkResult result)
{
  switch (result)
    {
    case VK_TIMEOUT: return "VK_TIMEOUT";
    case VK_ERROR_OUT_OF_HOST_MEMORY: return "VK_ERROR_OUT_OF_HOST_MEMORY";
    case VK_ERROR_OUT_OF_DEVICE_MEMORY: return "VK_ERROR_OUT_OF_DEVICE_MEMORY";
    case VK_ERROR_INITIALIZATION_FAILED: return "VK_ERROR_INITIALIZATION_FAILED";
    case VK_ERROR_DEVICE_LOST: return "VK_ERROR_DEVICE_LOST";
    case VK_ERROR_LAYER_NOT_PRESENT: return "VK_ERROR_LAYER_NOT_PRESENT";
    case VK_ERROR_EXTENSION_NOT_PRESENT: return "VK_ERROR_EXTENSION_NOT_PRESENT";
    case VK_ERROR_FEATURE_NOT_PRESENT: return "VK_ERROR_FEATURE_NOT_PRESENT";
    case VK_ERROR_INCOMPATIBLE_DRIVER: return "VK_ERROR_INCOMPATIBLE_DRIVER";
    case VK_ERROR_TOO_MANY_OBJECTS: return "VK_ERROR_TOO_MANY_OBJECTS";
    case VK_ERROR_INVALID_SHADER_NV: return "VK_ERROR_INVALID_SHADER_NV";
    default: return NULL;
    }
}

/**
 * ak_vk_check:
 * @result: what a Vulkan call returned
 * @what: the call, for the message
 * @error: set unless @result is VK_SUCCESS (or another non-error code):
 *   %G_IO_ERROR_NO_SPACE when out of memory, %G_IO_ERROR_TIMED_OUT for
 *   VK_TIMEOUT, %G_IO_ERROR_FAILED otherwise
 *
 * Returns: whether @result is a success
 */
gboolean
ak_vk_check (VkResult    result,
             const char *what,
             GError    **error)
{
  const char *name = result_name (result);
  GIOErrorEnum code = G_IO_ERROR_FAILED;

  if (result >= 0 && result != VK_TIMEOUT)
    return TRUE;

  if (result == VK_ERROR_OUT_OF_DEVICE_MEMORY || result == VK_ERROR_OUT_OF_HOST_MEMORY)
    code = G_IO_ERROR_NO_SPACE;
  else if (result == VK_TIMEOUT)
    code = G_IO_ERROR_TIMED_OUT;
  if (name != NULL)
    g_set_error (error, G_IO_ERROR, code, "%s failed: %s", what, name);
  else
    g_set_error (error, G_IO_ERROR, code, "%s failed: VkResult %d", what, (int) result);
  return FALSE;
}

/* --- instance -------------------------------------------------------------- */

static VKAPI_ATTR VkBool32 VKAPI_CALL
count_message (VkDebugUtilsMessageSeverityFlagBitsEXT      severity,
               VkDebugUtilsMessageTypeFlagsEXT             types,
               const VkDebugUtilsMessengerCallbackDataEXT *data,
               void                                       *user_data)
{
  AkVkInstance *instance = user_data;

  g_atomic_int_inc (&instance->messages);
  g_printerr ("Vulkan validation: %s\n", data->pMessage != NULL ? data->pMessage : "(no message)");
  return VK_FALSE;
}

static gboolean
has_validation_layer (GError **error)
{
  g_autofree VkLayerProperties *layers = NULL;
  guint32 n = 0;

  if (!ak_vk_check (vkEnumerateInstanceLayerProperties (&n, NULL), "vkEnumerateInstanceLayerProperties", error))
    return FALSE;
  n = MIN (n, MAX_LAYERS);
  layers = g_new0 (VkLayerProperties, MAX (n, 1));
  if (!ak_vk_check (vkEnumerateInstanceLayerProperties (&n, layers), "vkEnumerateInstanceLayerProperties", error))
    return FALSE;
  for (guint32 i = 0; i < n; i++)
    if (strcmp (layers[i].layerName, VALIDATION_LAYER) == 0)
      return TRUE;

  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                       VALIDATION_LAYER " is not installed (Debian: vulkan-validationlayers)");
  return FALSE;
}

static gboolean
create_messenger (AkVkInstance                             *self,
                  const VkDebugUtilsMessengerCreateInfoEXT *info,
                  GError                                  **error)
{
  PFN_vkCreateDebugUtilsMessengerEXT create =
    (PFN_vkCreateDebugUtilsMessengerEXT) vkGetInstanceProcAddr (self->instance, "vkCreateDebugUtilsMessengerEXT");

  if (create == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, "VK_EXT_debug_utils is missing");
      return FALSE;
    }
  return ak_vk_check (create (self->instance, info, NULL, &self->messenger), "vkCreateDebugUtilsMessengerEXT", error);
}

/**
 * ak_vk_instance_new:
 * @validate: enable VK_LAYER_KHRONOS_validation, with its synchronization
 *   checks, and count its messages
 * @error: %G_IO_ERROR_NOT_SUPPORTED when @validate and the layer is
 *   missing, %G_IO_ERROR_NOT_FOUND when the loader finds no driver (or
 *   only drivers older than Vulkan 1.1), else what vkCreateInstance said
 *
 * Returns: (transfer full) (nullable): a Vulkan 1.1 instance, or %NULL
 */
AkVkInstance *
ak_vk_instance_new (gboolean   validate,
                    GError   **error)
{
  static const char *layers[] = { VALIDATION_LAYER };
  static const char *extensions[] = { VK_EXT_DEBUG_UTILS_EXTENSION_NAME, VK_EXT_VALIDATION_FEATURES_EXTENSION_NAME };
  static const VkValidationFeatureEnableEXT checks[] = { VK_VALIDATION_FEATURE_ENABLE_SYNCHRONIZATION_VALIDATION_EXT };
  g_autofree AkVkInstance *self = g_new0 (AkVkInstance, 1);
  VkApplicationInfo app = {
    .sType = VK_STRUCTURE_TYPE_APPLICATION_INFO,
    .pApplicationName = APP_NAME,
    .apiVersion = VK_API_VERSION_1_2,
  };
  VkValidationFeaturesEXT features = {
    .sType = VK_STRUCTURE_TYPE_VALIDATION_FEATURES_EXT,
    .enabledValidationFeatureCount = G_N_ELEMENTS (checks),
    .pEnabledValidationFeatures = checks,
    .pNext = NULL,
  };
  VkDebugUtilsMessengerCreateInfoEXT messenger = {
    .sType = VK_STRUCTURE_TYPE_DEBUG_UTILS_MESSENGER_CREATE_INFO_EXT,
    .messageSeverity = VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT |
                       VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT,
    .messageType = VK_DEBUG_UTILS_MESSAGE_TYPE_GENERAL_BIT_EXT | VK_DEBUG_UTILS_MESSAGE_TYPE_VALIDATION_BIT_EXT |
                   VK_DEBUG_UTILS_MESSAGE_TYPE_PERFORMANCE_BIT_EXT,
    .pfnUserCallback = count_message,
    .pUserData = NULL,
  };
  VkInstanceCreateInfo info = {
    .sType = VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO,
    .pApplicationInfo = &app,
  };
  guint32 version = VK_API_VERSION_1_0;
  VkResult result;

  if (vkEnumerateInstanceVersion (&version) != VK_SUCCESS || version < VK_API_VERSION_1_1)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, "The Vulkan loader is older than Vulkan 1.1");
      return NULL;
    }
  if (validate)
    {
      if (!has_validation_layer (error))
        return NULL;
      messenger.pUserData = self;
      features.pNext = &messenger;   /* also reports vkCreateInstance's own messages */
      info.pNext = &features;
      info.enabledLayerCount = G_N_ELEMENTS (layers);
      info.ppEnabledLayerNames = layers;
      info.enabledExtensionCount = G_N_ELEMENTS (extensions);
      info.ppEnabledExtensionNames = extensions;
    }

  result = vkCreateInstance (&info, NULL, &self->instance);
  if (result == VK_ERROR_INCOMPATIBLE_DRIVER)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, "No Vulkan driver");
      return NULL;
    }
  if (!ak_vk_check (result, "vkCreateInstance", error))
    return NULL;
  if (validate && !create_messenger (self, &messenger, error))
    {
      vkDestroyInstance (self->instance, NULL);
      return NULL;
    }
  return g_steal_pointer (&self);
}

/**
 * ak_vk_instance_free:
 * @instance: (nullable): an instance
 *
 * Destroys the instance unless a device of it was abandoned.
 */
void
ak_vk_instance_free (AkVkInstance *instance)
{
  PFN_vkDestroyDebugUtilsMessengerEXT destroy;

  if (instance == NULL || instance->abandoned)
    return;

  if (instance->messenger != VK_NULL_HANDLE)
    {
      destroy = (PFN_vkDestroyDebugUtilsMessengerEXT)
        vkGetInstanceProcAddr (instance->instance, "vkDestroyDebugUtilsMessengerEXT");
      if (destroy != NULL)
        destroy (instance->instance, instance->messenger, NULL);
    }
  vkDestroyInstance (instance->instance, NULL);
  g_free (instance);
}

/**
 * ak_vk_instance_list:
 * @instance: an instance
 * @error: what vkEnumeratePhysicalDevices said
 *
 * Returns: (transfer full) (element-type VkPhysicalDevice) (nullable): the
 *   physical devices, at most %AK_GPU_MAX_DEVICES, or %NULL
 */
GPtrArray *
ak_vk_instance_list (AkVkInstance  *instance,
                     GError       **error)
{
  g_autoptr(GPtrArray) list = g_ptr_array_new ();
  g_autofree VkPhysicalDevice *devices = NULL;
  guint32 n = 0;
  VkResult result;

  if (!ak_vk_check (vkEnumeratePhysicalDevices (instance->instance, &n, NULL), "vkEnumeratePhysicalDevices", error))
    return NULL;
  n = MIN (n, AK_GPU_MAX_DEVICES);
  devices = g_new0 (VkPhysicalDevice, MAX (n, 1));
  result = vkEnumeratePhysicalDevices (instance->instance, &n, devices);
  if (result != VK_INCOMPLETE && !ak_vk_check (result, "vkEnumeratePhysicalDevices", error))
    return NULL;
  for (guint32 i = 0; i < n; i++)
    g_ptr_array_add (list, devices[i]);
  return g_steal_pointer (&list);
}

/* --- device ---------------------------------------------------------------- */

static gboolean
has_extension (VkPhysicalDevice  physical,
               const char       *name)
{
  g_autofree VkExtensionProperties *extensions = NULL;
  guint32 n = 0;

  if (vkEnumerateDeviceExtensionProperties (physical, NULL, &n, NULL) != VK_SUCCESS)
    return FALSE;
  n = MIN (n, MAX_EXTENSIONS);
  extensions = g_new0 (VkExtensionProperties, MAX (n, 1));
  if (vkEnumerateDeviceExtensionProperties (physical, NULL, &n, extensions) < 0)
    return FALSE;
  for (guint32 i = 0; i < n; i++)
    if (strcmp (extensions[i].extensionName, name) == 0)
      return TRUE;
  return FALSE;
}

/* Whether FP16 arithmetic in shaders is available: core in Vulkan 1.2, or
 * through VK_KHR_shader_float16_int8. */
static gboolean
query_fp16 (AkVkDevice *dev)
{
  VkPhysicalDeviceShaderFloat16Int8Features fp16 = {
    .sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_FLOAT16_INT8_FEATURES,
  };
  VkPhysicalDeviceFeatures2 features = {
    .sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2,
    .pNext = &fp16,
  };

  if (dev->properties.apiVersion < VK_API_VERSION_1_2 &&
      !has_extension (dev->physical, VK_KHR_SHADER_FLOAT16_INT8_EXTENSION_NAME))
    return FALSE;
  vkGetPhysicalDeviceFeatures2 (dev->physical, &features);
  return fp16.shaderFloat16;
}

/**
 * ak_vk_device_init:
 * @dev: an unused device struct
 * @owner: the instance
 * @physical: one of its physical devices
 *
 * Reads the device's properties, limits, memory and features; creates
 * nothing.
 */
void
ak_vk_device_init (AkVkDevice       *dev,
                   AkVkInstance     *owner,
                   VkPhysicalDevice  physical)
{
  VkPhysicalDeviceMaintenance3Properties maintenance3 = {
    .sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_MAINTENANCE_3_PROPERTIES,
  };
  VkPhysicalDeviceProperties2 properties = {
    .sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2,
    .pNext = &maintenance3,
  };

  *dev = (AkVkDevice) { .owner = owner, .physical = physical };
  vkGetPhysicalDeviceProperties (physical, &dev->properties);
  vkGetPhysicalDeviceMemoryProperties (physical, &dev->memory);
  if (dev->properties.apiVersion >= VK_API_VERSION_1_1)
    {
      vkGetPhysicalDeviceProperties2 (physical, &properties);
      dev->max_allocation = maintenance3.maxMemoryAllocationSize;
      dev->fp16 = query_fp16 (dev);
    }
}

static const char *
type_name (VkPhysicalDeviceType type)
{
  switch (type)
    {
    case VK_PHYSICAL_DEVICE_TYPE_DISCRETE_GPU: return "discrete";
    case VK_PHYSICAL_DEVICE_TYPE_INTEGRATED_GPU: return "integrated";
    case VK_PHYSICAL_DEVICE_TYPE_VIRTUAL_GPU: return "virtual";
    case VK_PHYSICAL_DEVICE_TYPE_CPU: return "cpu";
    default: return "other";
    }
}

/**
 * ak_vk_device_describe:
 * @dev: a device from ak_vk_device_init()
 *
 * Returns: (transfer full): a report with the device's name, type, driver
 *   and FP16 support, and no figures
 */
AkGpuReport *
ak_vk_device_describe (AkVkDevice *dev)
{
  VkPhysicalDeviceDriverProperties driver = {
    .sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_DRIVER_PROPERTIES,
  };
  VkPhysicalDeviceProperties2 properties = {
    .sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2,
    .pNext = &driver,
  };
  g_autofree char *name = g_strndup (dev->properties.deviceName, VK_MAX_PHYSICAL_DEVICE_NAME_SIZE);
  AkGpuReport *report = ak_gpu_report_new (name, type_name (dev->properties.deviceType));

  report->fp16_supported = dev->fp16;
  if (dev->properties.apiVersion >= VK_API_VERSION_1_2)
    {
      vkGetPhysicalDeviceProperties2 (dev->physical, &properties);
      report->driver = g_strdup_printf ("%.*s %.*s", VK_MAX_DRIVER_NAME_SIZE, driver.driverName,
                                        VK_MAX_DRIVER_INFO_SIZE, driver.driverInfo);
      g_strstrip (report->driver);
    }
  else
    {
      report->driver = g_strdup_printf ("vendor 0x%04x, driver version %u",
                                        dev->properties.vendorID, dev->properties.driverVersion);
    }
  return report;
}

/**
 * ak_vk_device_local_heap:
 * @dev: a device from ak_vk_device_init()
 *
 * Returns: the size in bytes of the largest device-local memory heap (of
 *   any heap when none is device-local)
 */
VkDeviceSize
ak_vk_device_local_heap (AkVkDevice *dev)
{
  VkDeviceSize local = 0, any = 0;

  for (guint32 i = 0; i < dev->memory.memoryHeapCount; i++)
    {
      VkMemoryHeap *heap = &dev->memory.memoryHeaps[i];

      any = MAX (any, heap->size);
      if (heap->flags & VK_MEMORY_HEAP_DEVICE_LOCAL_BIT)
        local = MAX (local, heap->size);
    }
  return local > 0 ? local : any;
}

static gboolean
find_queue_family (AkVkDevice  *dev,
                   GError     **error)
{
  g_autofree VkQueueFamilyProperties *families = NULL;
  guint32 n = 0;

  vkGetPhysicalDeviceQueueFamilyProperties (dev->physical, &n, NULL);
  n = MIN (n, MAX_QUEUE_FAMILIES);
  families = g_new0 (VkQueueFamilyProperties, MAX (n, 1));
  vkGetPhysicalDeviceQueueFamilyProperties (dev->physical, &n, families);
  for (guint32 i = 0; i < n; i++)
    if ((families[i].queueFlags & VK_QUEUE_COMPUTE_BIT) && families[i].queueCount > 0 &&
        families[i].timestampValidBits > 0)
      {
        dev->queue_family = i;
        dev->timestamp_mask = families[i].timestampValidBits >= 64
                              ? G_MAXUINT64 : (G_GUINT64_CONSTANT (1) << families[i].timestampValidBits) - 1;
        return TRUE;
      }

  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                       "The device has no compute queue with timestamps");
  return FALSE;
}

static gboolean
create_device (AkVkDevice  *dev,
               GError     **error)
{
  static const char *fp16_extension[] = { VK_KHR_SHADER_FLOAT16_INT8_EXTENSION_NAME };
  const float priority = 1.0f;
  VkPhysicalDeviceShaderFloat16Int8Features fp16 = {
    .sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_FLOAT16_INT8_FEATURES,
    .shaderFloat16 = VK_TRUE,
  };
  VkDeviceQueueCreateInfo queue = {
    .sType = VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO,
    .queueFamilyIndex = dev->queue_family,
    .queueCount = 1,
    .pQueuePriorities = &priority,
  };
  VkDeviceCreateInfo info = {
    .sType = VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO,
    .pNext = dev->fp16 ? &fp16 : NULL,
    .queueCreateInfoCount = 1,
    .pQueueCreateInfos = &queue,
  };

  if (dev->fp16 && dev->properties.apiVersion < VK_API_VERSION_1_2)
    {
      info.enabledExtensionCount = 1;
      info.ppEnabledExtensionNames = fp16_extension;
    }
  if (!ak_vk_check (vkCreateDevice (dev->physical, &info, NULL, &dev->device), "vkCreateDevice", error))
    return FALSE;
  vkGetDeviceQueue (dev->device, dev->queue_family, 0, &dev->queue);
  return TRUE;
}

/**
 * ak_vk_device_open:
 * @dev: a device from ak_vk_device_init()
 * @error: %G_IO_ERROR_NOT_SUPPORTED for a device older than Vulkan 1.1
 *   or without a compute queue that has timestamps; else the failing call
 *
 * Creates the logical device, its compute queue, a command buffer, a
 * fence and two timestamp queries. Close it with ak_vk_device_close()
 * even when this fails.
 *
 * Returns: whether the device is ready
 */
gboolean
ak_vk_device_open (AkVkDevice  *dev,
                   GError     **error)
{
  VkCommandPoolCreateInfo pool = {
    .sType = VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO,
    .flags = VK_COMMAND_POOL_CREATE_RESET_COMMAND_BUFFER_BIT,
  };
  VkCommandBufferAllocateInfo cmd = {
    .sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO,
    .level = VK_COMMAND_BUFFER_LEVEL_PRIMARY,
    .commandBufferCount = 1,
  };
  VkFenceCreateInfo fence = { .sType = VK_STRUCTURE_TYPE_FENCE_CREATE_INFO };
  VkQueryPoolCreateInfo queries = {
    .sType = VK_STRUCTURE_TYPE_QUERY_POOL_CREATE_INFO,
    .queryType = VK_QUERY_TYPE_TIMESTAMP,
    .queryCount = 2,
  };

  if (dev->properties.apiVersion < VK_API_VERSION_1_1)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, "The device is older than Vulkan 1.1");
      return FALSE;
    }
  if (!(dev->properties.limits.timestampPeriod > 0))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, "The device has no timestamp period");
      return FALSE;
    }
  if (!find_queue_family (dev, error) || !create_device (dev, error))
    return FALSE;

  pool.queueFamilyIndex = dev->queue_family;
  if (!ak_vk_check (vkCreateCommandPool (dev->device, &pool, NULL, &dev->pool), "vkCreateCommandPool", error))
    return FALSE;
  cmd.commandPool = dev->pool;
  return ak_vk_check (vkAllocateCommandBuffers (dev->device, &cmd, &dev->cmd), "vkAllocateCommandBuffers", error) &&
         ak_vk_check (vkCreateFence (dev->device, &fence, NULL, &dev->fence), "vkCreateFence", error) &&
         ak_vk_check (vkCreateQueryPool (dev->device, &queries, NULL, &dev->timestamps), "vkCreateQueryPool", error);
}

/**
 * ak_vk_device_close:
 * @dev: a device
 *
 * Destroys what ak_vk_device_open() created, unless the device was
 * abandoned after a timeout (then it marks the instance abandoned too).
 */
void
ak_vk_device_close (AkVkDevice *dev)
{
  if (dev->device == VK_NULL_HANDLE)
    return;
  if (dev->abandoned)
    {
      dev->owner->abandoned = TRUE;
      return;
    }

  /* After VK_ERROR_DEVICE_LOST this fails too; destroying is still allowed. */
  if (vkDeviceWaitIdle (dev->device) != VK_SUCCESS)
    g_debug ("vkDeviceWaitIdle failed on %s", dev->properties.deviceName);
  vkDestroyQueryPool (dev->device, dev->timestamps, NULL);
  vkDestroyFence (dev->device, dev->fence, NULL);
  vkDestroyCommandPool (dev->device, dev->pool, NULL);
  vkDestroyDevice (dev->device, NULL);
  dev->device = VK_NULL_HANDLE;
}

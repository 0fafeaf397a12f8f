/* ak-gpu-kernels.c: measures each Vulkan device's bandwidth and FLOP/s
 *
 * Bandwidth: STREAM's triad a = b + s·c (McCalpin, "Memory Bandwidth and
 * Machine Balance in Current High Performance Computers", IEEE TCCA
 * Newsletter, 1995) over three device-local buffers, b and c filled with
 * pseudo-random floats on the device first; 3 × buffer bytes move per
 * pass. FLOP/s: eight independent vec4 FMA chains per invocation, 64 FLOP
 * per invocation and iteration (ak-gpu-fma32.comp, ak-gpu-fma16.comp).
 *
 * Each figure is calibrated so that one submit takes about the target
 * time (GPU watchdogs stop submits of a few seconds), then the best of
 * several submits is kept. A device that fails keeps the figures measured
 * before the failure and gets the error; the next device is measured.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include <glib/gi18n.h>

#include "ak-gpu-vulkan-private.h"

#define MAX_BUFFER_BYTES   (256u << 20)   /* per triad buffer */
#define MIN_BUFFER_BYTES   (64u << 10)
#define HEAP_FRACTION      4              /* the three buffers use at most 1/4 of the heap */
#define WORKGROUP_SIZE     256            /* local_size_x of every shader */
#define MAX_WORKGROUPS     65535          /* the least maxComputeWorkGroupCount[0] Vulkan allows */
#define MAX_PASSES         4096           /* triad dispatches per submit */
#define MAX_ITERATIONS     (1u << 24)     /* FMA loop count per submit */
#define FLOP_PER_ITERATION 64             /* 8 vec4 FMAs, 2 FLOP each */
#define TRIAD_SCALAR       3.0f
#define FMA_M              0.5f           /* x ← x·m + c converges to c/(1−m) = 2 */
#define FMA_C              1.0f

typedef struct
{
  guint32 n_vec4;
  guint32 mode;
  guint32 seed;
  float   scalar;
} TriadParams;

typedef struct
{
  guint32 iterations;
  float   m;
  float   c;
  float   x0;
} FmaParams;

typedef struct
{
  AkVkKernel *kernel;
  guint32     groups;
  guint64     work;       /* passes (triad) or iterations (FMA) */
  TriadParams triad;
} Job;

/* The work of one submit: work units → seconds. */
typedef struct
{
  AkVkDevice          *dev;
  AkVkRecordFunc       record;
  Job                 *job;
  guint64              max_work;
  const AkGpuSettings *settings;
  GCancellable        *cancellable;
} Timing;

static void
record_triad (VkCommandBuffer cmd,
              gpointer        data)
{
  Job *job = data;
  VkMemoryBarrier barrier = {
    .sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER,
    .srcAccessMask = VK_ACCESS_SHADER_WRITE_BIT,
    .dstAccessMask = VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT,
  };

  ak_vk_kernel_bind (job->kernel, cmd);
  vkCmdPushConstants (cmd, job->kernel->layout, VK_SHADER_STAGE_COMPUTE_BIT, 0, sizeof job->triad, &job->triad);
  for (guint64 i = 0; i < job->work; i++)
    {
      if (i > 0)
        vkCmdPipelineBarrier (cmd, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT,
                              0, 1, &barrier, 0, NULL, 0, NULL);
      vkCmdDispatch (cmd, job->groups, 1, 1);
    }
}

static void
record_fma (VkCommandBuffer cmd,
            gpointer        data)
{
  Job *job = data;
  FmaParams params = { (guint32) job->work, FMA_M, FMA_C, 0.25f };

  ak_vk_kernel_bind (job->kernel, cmd);
  vkCmdPushConstants (cmd, job->kernel->layout, VK_SHADER_STAGE_COMPUTE_BIT, 0, sizeof params, &params);
  vkCmdDispatch (cmd, job->groups, 1, 1);
}

static gboolean
time_work (Timing  *timing,
           guint64  work,
           double  *seconds,
           GError **error)
{
  if (g_cancellable_set_error_if_cancelled (timing->cancellable, error))
    return FALSE;
  timing->job->work = work;
  if (!ak_vk_device_run (timing->dev, timing->record, timing->job, seconds, error))
    return FALSE;
  *seconds = MAX (*seconds, 1e-9);
  g_debug ("GPU submit of %" G_GUINT64_FORMAT " work units: %.3f ms", work, *seconds * 1e3);
  return TRUE;
}

/* Grows the work until a submit takes at least half the target, then
 * scales it to the target; returns the calibrated work, 0 on error. */
static guint64
calibrate (Timing  *timing,
           GError **error)
{
  double target = timing->settings->target_seconds, seconds = 0;
  guint64 work = 1;

  for (;;)
    {
      if (!time_work (timing, work, &seconds, error))
        return 0;
      if (seconds >= target / 2 || work >= timing->max_work)
        break;
      work = MIN (timing->max_work, (guint64) ceil (work * CLAMP (target / seconds, 2, 16)));
    }
  return CLAMP ((guint64) llround (work * target / seconds), 1, timing->max_work);
}

/* The best rate in work units per second over the settings' runs. */
static double
best_rate (Timing  *timing,
           GError **error)
{
  guint64 work = calibrate (timing, error);
  double best = 0, seconds;

  if (work == 0)
    return 0;
  for (guint run = 0; run < timing->settings->runs; run++)
    {
      if (!time_work (timing, work, &seconds, error))
        return 0;
      best = MAX (best, work / seconds);
    }
  return best;
}

/* Bytes per triad buffer: the setting within maxStorageBufferRange,
 * maxMemoryAllocationSize, 256 MiB and a twelfth of the heap, a multiple
 * of one workgroup's vec4s. */
static VkDeviceSize
triad_buffer_bytes (AkVkDevice          *dev,
                    const AkGpuSettings *settings,
                    GError             **error)
{
  VkDeviceSize bytes = settings->buffer_bytes > 0 ? settings->buffer_bytes : MAX_BUFFER_BYTES;

  bytes = MIN (bytes, MAX_BUFFER_BYTES);
  bytes = MIN (bytes, dev->properties.limits.maxStorageBufferRange);
  if (dev->max_allocation > 0)
    bytes = MIN (bytes, dev->max_allocation);
  bytes = MIN (bytes, ak_vk_device_local_heap (dev) / (3 * HEAP_FRACTION));
  bytes -= bytes % (16 * WORKGROUP_SIZE);
  if (bytes < MIN_BUFFER_BYTES)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE,
                   "The device allows buffers of only %" G_GUINT64_FORMAT " bytes", (guint64) bytes);
      return 0;
    }
  return bytes;
}

static gboolean
fill_random (Timing  *timing,
             GError **error)
{
  double seconds;

  timing->job->triad.mode = 0;
  if (!time_work (timing, 1, &seconds, error))
    return FALSE;
  timing->job->triad.mode = 1;
  return TRUE;
}

static gboolean
measure_bandwidth (AkVkDevice          *dev,
                   const AkGpuSettings *settings,
                   GCancellable        *cancellable,
                   AkGpuReport         *report,
                   GError             **error)
{
  AkVkBuffer buffers[3] = { 0 };
  AkVkBuffer *bound[3] = { &buffers[0], &buffers[1], &buffers[2] };
  AkVkKernel kernel = { 0 };
  VkDeviceSize bytes = triad_buffer_bytes (dev, settings, error);
  guint32 n_vec4 = (guint32) (bytes / 16);
  Job job = { &kernel, MIN (n_vec4 / WORKGROUP_SIZE, MAX_WORKGROUPS), 1,
              { n_vec4, 0, g_random_int (), TRIAD_SCALAR } };
  Timing timing = { dev, record_triad, &job, MAX_PASSES, settings, cancellable };
  gboolean ok = bytes > 0;
  double passes_per_s = 0;

  for (guint i = 0; ok && i < 3; i++)
    ok = ak_vk_buffer_init (dev, &buffers[i], bytes, error);
  ok = ok && ak_vk_kernel_init (dev, &kernel, "ak-gpu-triad", bound, 3, sizeof (TriadParams), error);
  ok = ok && fill_random (&timing, error);
  if (ok)
    passes_per_s = best_rate (&timing, error);

  ak_vk_kernel_clear (dev, &kernel);
  for (guint i = 0; i < 3; i++)
    ak_vk_buffer_clear (dev, &buffers[i]);
  report->buffer_bytes = bytes;
  report->bandwidth_bytes_per_s = passes_per_s * 3.0 * (double) bytes;
  return passes_per_s > 0;
}

static gboolean
measure_fma (AkVkDevice          *dev,
             const AkGpuSettings *settings,
             const char          *shader,
             GCancellable        *cancellable,
             double              *flop_s,
             GError             **error)
{
  AkVkBuffer out = { 0 };
  AkVkBuffer *bound[1] = { &out };
  AkVkKernel kernel = { 0 };
  guint32 groups = CLAMP (settings->fma_workgroups, 1, MAX_WORKGROUPS);
  Job job = { &kernel, groups, 1, { 0 } };
  Timing timing = { dev, record_fma, &job, MAX_ITERATIONS, settings, cancellable };
  double iterations_per_s = 0;

  if (ak_vk_buffer_init (dev, &out, (VkDeviceSize) groups * WORKGROUP_SIZE * sizeof (float), error) &&
      ak_vk_kernel_init (dev, &kernel, shader, bound, 1, sizeof (FmaParams), error))
    iterations_per_s = best_rate (&timing, error);

  ak_vk_kernel_clear (dev, &kernel);
  ak_vk_buffer_clear (dev, &out);
  *flop_s = iterations_per_s * (double) groups * WORKGROUP_SIZE * FLOP_PER_ITERATION;
  return iterations_per_s > 0;
}

typedef struct
{
  AkGpuProgressFunc progress;
  gpointer          data;
  guint             index;
  guint             n_devices;
  const char       *name;   /* the device's, or NULL */
} Progress;

/* The stage with the device: "GPU 1 of 2, NAME: stage". */
static void
report_progress (Progress   *progress,
                 double      part,
                 const char *stage)
{
  g_autofree char *text = NULL;

  if (progress->progress == NULL)
    return;
  /* Translators: %1$u and %2$u count the Vulkan devices, %3$s is one's name, %4$s what is measured */
  text = g_strdup_printf (_("GPU %1$u of %2$u, %3$s: %4$s"), progress->index + 1, MAX (progress->n_devices, 1),
                          progress->name != NULL ? progress->name : "", stage);
  progress->progress ((progress->index + part) / MAX (progress->n_devices, 1), text, progress->data);
}

/* Measures one device into @report; FALSE with @error when it failed. */
static gboolean
measure_figures (AkVkDevice          *dev,
                 const AkGpuSettings *settings,
                 Progress            *progress,
                 GCancellable        *cancellable,
                 AkGpuReport         *report,
                 GError             **error)
{
  report_progress (progress, 0, _("memory bandwidth"));
  if (!ak_vk_device_open (dev, error) ||
      !measure_bandwidth (dev, settings, cancellable, report, error))
    return FALSE;
  report_progress (progress, 0.5, _("FP32 FLOP/s"));
  if (!measure_fma (dev, settings, "ak-gpu-fma32", cancellable, &report->fp32_flop_s, error))
    return FALSE;
  if (!report->fp16_supported)
    return TRUE;
  report_progress (progress, 0.8, _("FP16 FLOP/s"));
  return measure_fma (dev, settings, "ak-gpu-fma16", cancellable, &report->fp16_flop_s, error);
}

static AkGpuReport *
measure_device (AkVkInstance        *instance,
                VkPhysicalDevice     physical,
                const AkGpuSettings *settings,
                AkGpuFault           fault,
                Progress            *progress,
                GCancellable        *cancellable,
                GError             **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autoptr(AkGpuReport) report = NULL;
  AkVkDevice dev;
  gboolean ok;

  ak_vk_device_init (&dev, instance, physical);
  dev.fence_timeout_ns = settings->fence_timeout_ns;
  dev.fault = fault;
  report = ak_vk_device_describe (&dev);
  progress->name = report->name;
  ok = measure_figures (&dev, settings, progress, cancellable, report, &local_error);
  ak_vk_device_close (&dev);

  if (!ok && g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return NULL;
    }
  if (!ok)
    report->error = g_strdup (local_error->message);
  return g_steal_pointer (&report);
}

static const char *
note_for (const GError *error)
{
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
    return _("No Vulkan device");
  return error->message;
}

/**
 * ak_gpu_vulkan_measure:
 * @settings: sizes, times and validation
 * @progress: (nullable): called in this thread as the measurement goes
 * @progress_data: for @progress
 * @cancellable: (nullable): checked before every submit
 * @error: %G_IO_ERROR_CANCELLED, or %G_IO_ERROR_NOT_SUPPORTED when
 *   @settings asks for validation and the layer is missing
 *
 * Measures every Vulkan device in turn. No driver, or a loader that fails,
 * is not an error: the measurement is then empty with a note.
 *
 * Returns: (transfer full) (nullable): the measurement, or %NULL
 */
AkGpuMeasurement *
ak_gpu_vulkan_measure (const AkGpuSettings *settings,
                       AkGpuProgressFunc    progress,
                       gpointer             progress_data,
                       GCancellable        *cancellable,
                       GError             **error)
{
  g_autoptr(AkGpuMeasurement) measurement = ak_gpu_measurement_new (NULL);
  g_autoptr(GError) local_error = NULL;
  g_autoptr(GPtrArray) physical = NULL;
  AkVkInstance *instance = ak_vk_instance_new (settings->validate, &local_error);
  Progress state = { progress, progress_data, 0, 0, NULL };

  if (instance == NULL && g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED))
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return NULL;
    }
  if (instance != NULL)
    physical = ak_vk_instance_list (instance, &local_error);
  if (physical == NULL || physical->len == 0)
    measurement->note = g_strdup (physical != NULL ? _("No Vulkan device") : note_for (local_error));

  /* An injected fault: the first device gets it, then all are measured again. */
  if (physical != NULL && settings->fault != AK_GPU_FAULT_NONE)
    {
      g_autoptr(GPtrArray) again = g_ptr_array_copy (physical, NULL, NULL);

      g_ptr_array_extend (physical, again, NULL, NULL);
    }

  for (guint i = 0; physical != NULL && i < physical->len; i++)
    {
      AkGpuFault fault = i == 0 ? settings->fault : AK_GPU_FAULT_NONE;
      AkGpuReport *report;

      state = (Progress) { progress, progress_data, i, physical->len, NULL };
      report = measure_device (instance, g_ptr_array_index (physical, i), settings, fault, &state,
                               cancellable, error);
      if (report == NULL)
        {
          ak_vk_instance_free (instance);
          return NULL;
        }
      g_ptr_array_add (measurement->devices, report);
    }

  if (instance != NULL)
    measurement->validation_messages = g_atomic_int_get (&instance->messages);
  ak_vk_instance_free (instance);
  return g_steal_pointer (&measurement);
}

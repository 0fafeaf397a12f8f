/* ak-gpu-probe.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "ak-gpu-probe.h"
#include "ak-gpu-probe-private.h"
#include "ak-machine-probe.h"
#include "ak-task-progress.h"

#ifdef AK_HAVE_VULKAN
# include "ak-gpu-vulkan-private.h"
#endif

typedef void (*ProgressFunc) (double fraction, const char *stage, gpointer data);

struct _AkGpuProbe
{
  GObject parent_instance;

  gboolean   quick;
  gboolean   validate;
  AkGpuFault fault;
};

G_DEFINE_FINAL_TYPE (AkGpuProbe, ak_gpu_probe, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_QUICK,
  PROP_VALIDATE,
  N_PROPS
};

enum {
  PROGRESS,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
ak_gpu_probe_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  AkGpuProbe *self = AK_GPU_PROBE (object);

  switch (prop_id)
    {
    case PROP_QUICK:
      g_value_set_boolean (value, self->quick);
      break;
    case PROP_VALIDATE:
      g_value_set_boolean (value, self->validate);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ak_gpu_probe_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  AkGpuProbe *self = AK_GPU_PROBE (object);

  switch (prop_id)
    {
    case PROP_QUICK:
      ak_gpu_probe_set_quick (self, g_value_get_boolean (value));
      break;
    case PROP_VALIDATE:
      ak_gpu_probe_set_validate (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ak_gpu_probe_class_init (AkGpuProbeClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = ak_gpu_probe_get_property;
  object_class->set_property = ak_gpu_probe_set_property;

  /**
   * AkGpuProbe:quick:
   *
   * Small sizes for tests: 4 MiB buffers (a cache, not memory, on most
   * GPUs), 2,048 FMA invocations, submits of about 5 ms, best of 2. The
   * full setting uses up to 256 MiB per buffer, 2,097,152 invocations,
   * submits of about 100 ms and the best of 5.
   */
  properties[PROP_QUICK] =
    g_param_spec_boolean ("quick", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * AkGpuProbe:validate:
   *
   * Enables VK_LAYER_KHRONOS_validation and counts its warnings and
   * errors in #AkGpuMeasurement.validation_messages (for tests). Measuring
   * then fails with %G_IO_ERROR_NOT_SUPPORTED when the layer is missing.
   */
  properties[PROP_VALIDATE] =
    g_param_spec_boolean ("validate", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * AkGpuProbe::progress:
   * @self: the probe
   * @fraction: the part done, 0 to 1
   * @stage: what is being measured now, translated
   *
   * Emitted in the thread-default main context of the caller of
   * ak_gpu_probe_measure_async() (or the caller's thread for
   * ak_gpu_probe_measure()) when a figure of a device starts.
   */
  signals[PROGRESS] =
    g_signal_new ("progress", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_DOUBLE, G_TYPE_STRING);
}

static void
ak_gpu_probe_init (AkGpuProbe *self)
{
}

/**
 * ak_gpu_probe_new:
 *
 * Returns: (transfer full): a probe with full-size settings (about 1-3 s
 *   per device)
 */
AkGpuProbe *
ak_gpu_probe_new (void)
{
  return g_object_new (AK_TYPE_GPU_PROBE, NULL);
}

/**
 * ak_gpu_probe_set_quick:
 * @self: a probe
 * @quick: small sizes and short submits
 */
void
ak_gpu_probe_set_quick (AkGpuProbe *self,
                        gboolean    quick)
{
  g_return_if_fail (AK_IS_GPU_PROBE (self));

  quick = !!quick;
  if (self->quick == quick)
    return;

  self->quick = quick;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_QUICK]);
}

/**
 * ak_gpu_probe_set_validate:
 * @self: a probe
 * @validate: enable the Khronos validation layer
 */
void
ak_gpu_probe_set_validate (AkGpuProbe *self,
                           gboolean    validate)
{
  g_return_if_fail (AK_IS_GPU_PROBE (self));

  validate = !!validate;
  if (self->validate == validate)
    return;

  self->validate = validate;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VALIDATE]);
}

/**
 * ak_gpu_probe_has_vulkan:
 *
 * Returns: whether the app was built with Vulkan (Meson option `vulkan`)
 */
gboolean
ak_gpu_probe_has_vulkan (void)
{
#ifdef AK_HAVE_VULKAN
  return TRUE;
#else
  return FALSE;
#endif
}

/**
 * ak_gpu_probe_inject_fault:
 * @self: a probe
 * @fault: what the driver should seem to report, %AK_GPU_FAULT_NONE for
 *   nothing
 *
 * For tests: the first device measured gets @fault, and every device is
 * then measured a second time without it, so that a test sees a failing
 * device followed by a working one.
 */
void
ak_gpu_probe_inject_fault (AkGpuProbe *self,
                           AkGpuFault  fault)
{
  g_return_if_fail (AK_IS_GPU_PROBE (self));

  self->fault = fault;
}

typedef struct
{
  gboolean   quick;
  gboolean   validate;
  AkGpuFault fault;
} Settings;

static AkGpuMeasurement *
run_probe (const Settings *settings,
           ProgressFunc    progress,
           gpointer        progress_data,
           GCancellable   *cancellable,
           GError        **error)
{
#ifdef AK_HAVE_VULKAN
  AkGpuSettings vk = {
    .buffer_bytes = settings->quick ? 4u << 20 : 0,
    .fma_workgroups = settings->quick ? 8 : 8192,
    .target_seconds = settings->quick ? 0.005 : 0.1,
    .runs = settings->quick ? 2 : 5,
    .fence_timeout_ns = 10 * G_GUINT64_CONSTANT (1000000000),
    .validate = settings->validate,
    .fault = settings->fault,
  };

  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return NULL;
  return ak_gpu_vulkan_measure (&vk, progress, progress_data, cancellable, error);
#else
  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return NULL;
  return ak_gpu_measurement_new (_("Built without Vulkan"));
#endif
}

static void
emit_progress_here (double      fraction,
                    const char *stage,
                    gpointer    data)
{
  g_signal_emit (data, signals[PROGRESS], 0, fraction, stage);
}

/**
 * ak_gpu_probe_measure:
 * @self: a probe
 * @cancellable: (nullable): checked before every submit (each takes about
 *   100 ms, 5 ms when quick)
 * @error: %G_IO_ERROR_CANCELLED when cancelled; %G_IO_ERROR_NOT_SUPPORTED
 *   when #AkGpuProbe:validate is set and the validation layer is missing
 *
 * Measures every Vulkan device in the calling thread, blocking it for a
 * few seconds per device. No driver, or a device that fails, is not an
 * error: the measurement then has a note, or the device's report an
 * error.
 *
 * Returns: (transfer full) (nullable): the measurement, or %NULL with
 *   @error set
 */
AkGpuMeasurement *
ak_gpu_probe_measure (AkGpuProbe    *self,
                      GCancellable  *cancellable,
                      GError       **error)
{
  Settings settings;

  g_return_val_if_fail (AK_IS_GPU_PROBE (self), NULL);

  settings = (Settings) { self->quick, self->validate, self->fault };
  return run_probe (&settings, emit_progress_here, self, cancellable, error);
}

/* In the worker: hand the progress to the task's main context. */
static void
post_progress (double      fraction,
               const char *stage,
               gpointer    data)
{
  ak_task_progress_post (data, signals[PROGRESS], fraction, stage);
}

static void
measure_thread (GTask        *task,
                gpointer      source_object,
                gpointer      task_data,
                GCancellable *cancellable)
{
  AkGpuMeasurement *measurement;
  GError *error = NULL;

  measurement = run_probe (task_data, post_progress, task, cancellable, &error);
  if (measurement != NULL)
    g_task_return_pointer (task, measurement, (GDestroyNotify) ak_gpu_measurement_free);
  else
    g_task_return_error (task, error);
}

/**
 * ak_gpu_probe_measure_async:
 * @self: a probe
 * @cancellable: (nullable): checked before every submit
 * @callback: called in the thread-default main context when done
 * @user_data: for @callback
 *
 * Measures in a worker thread; #AkGpuProbe::progress is emitted in the
 * caller's main context. Finish with ak_gpu_probe_measure_finish().
 */
void
ak_gpu_probe_measure_async (AkGpuProbe          *self,
                            GCancellable        *cancellable,
                            GAsyncReadyCallback  callback,
                            gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  Settings *settings;

  g_return_if_fail (AK_IS_GPU_PROBE (self));

  settings = g_new (Settings, 1);
  *settings = (Settings) { self->quick, self->validate, self->fault };

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, ak_gpu_probe_measure_async);
  g_task_set_task_data (task, settings, g_free);
  g_task_run_in_thread (task, measure_thread);
}

/**
 * ak_gpu_probe_measure_finish:
 * @self: a probe
 * @result: the result given to the callback
 * @error: as for ak_gpu_probe_measure()
 *
 * Returns: (transfer full) (nullable): the measurement, or %NULL with
 *   @error set
 */
AkGpuMeasurement *
ak_gpu_probe_measure_finish (AkGpuProbe    *self,
                             GAsyncResult  *result,
                             GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}

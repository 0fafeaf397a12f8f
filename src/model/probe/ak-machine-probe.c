/* ak-machine-probe.c: the probe object, its settings, and a measurement
 * in the caller's thread or in a GTask
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "ak-machine-measure.h"
#include "ak-machine-probe.h"
#include "ak-task-progress.h"

struct _AkMachineProbe
{
  GObject parent_instance;

  guint64 array_bytes;
  double  flop_seconds;
  char   *sysfs_root;
  char   *meminfo_path;
};

G_DEFINE_FINAL_TYPE (AkMachineProbe, ak_machine_probe, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_ARRAY_BYTES,
  PROP_FLOP_SECONDS,
  PROP_SYSFS_ROOT,
  PROP_MEMINFO_PATH,
  N_PROPS
};

enum {
  PROGRESS,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
ak_machine_probe_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  AkMachineProbe *self = AK_MACHINE_PROBE (object);

  switch (prop_id)
    {
    case PROP_ARRAY_BYTES:
      g_value_set_uint64 (value, self->array_bytes);
      break;
    case PROP_FLOP_SECONDS:
      g_value_set_double (value, self->flop_seconds);
      break;
    case PROP_SYSFS_ROOT:
      g_value_set_string (value, self->sysfs_root);
      break;
    case PROP_MEMINFO_PATH:
      g_value_set_string (value, self->meminfo_path);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ak_machine_probe_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  AkMachineProbe *self = AK_MACHINE_PROBE (object);

  switch (prop_id)
    {
    case PROP_ARRAY_BYTES:
      ak_machine_probe_set_array_bytes (self, g_value_get_uint64 (value));
      break;
    case PROP_FLOP_SECONDS:
      ak_machine_probe_set_flop_seconds (self, g_value_get_double (value));
      break;
    case PROP_SYSFS_ROOT:
      ak_machine_probe_set_sysfs_root (self, g_value_get_string (value));
      break;
    case PROP_MEMINFO_PATH:
      ak_machine_probe_set_meminfo_path (self, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ak_machine_probe_finalize (GObject *object)
{
  AkMachineProbe *self = AK_MACHINE_PROBE (object);

  g_clear_pointer (&self->sysfs_root, g_free);
  g_clear_pointer (&self->meminfo_path, g_free);

  G_OBJECT_CLASS (ak_machine_probe_parent_class)->finalize (object);
}

static void
ak_machine_probe_class_init (AkMachineProbeClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = ak_machine_probe_finalize;
  object_class->get_property = ak_machine_probe_get_property;
  object_class->set_property = ak_machine_probe_set_property;

  /**
   * AkMachineProbe:array-bytes:
   *
   * The size asked for each of the three arrays of the DRAM kernels; 0
   * picks four times the last-level cache, at least 64 MiB. Either way
   * the measurement caps it (ak_cpu_plan_array_bytes()): at most 128 MiB
   * per array and 1/8 of MemAvailable for all three. Smaller arrays
   * measure a cache instead of memory (tests use them to be quick).
   */
  properties[PROP_ARRAY_BYTES] =
    g_param_spec_uint64 ("array-bytes", NULL, NULL, 0, G_MAXUINT64 / 4, 0,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * AkMachineProbe:flop-seconds:
   *
   * Seconds spent on each of the three FLOP/s measurements (FP32, FP64,
   * FP32 on one core), 0.001 to 10.
   */
  properties[PROP_FLOP_SECONDS] =
    g_param_spec_double ("flop-seconds", NULL, NULL, 0.001, 10, 0.3,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * AkMachineProbe:sysfs-root:
   *
   * Where sysfs is mounted, for the cache sizes and the reported clock;
   * tests point it at a tree of their own. %NULL or "" means "/sys".
   */
  properties[PROP_SYSFS_ROOT] =
    g_param_spec_string ("sysfs-root", NULL, NULL, "/sys",
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * AkMachineProbe:meminfo-path:
   *
   * The file with the MemAvailable line that bounds the arrays; tests
   * point it at a file of their own. %NULL or "" means "/proc/meminfo".
   */
  properties[PROP_MEMINFO_PATH] =
    g_param_spec_string ("meminfo-path", NULL, NULL, "/proc/meminfo",
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * AkMachineProbe::progress:
   * @self: the probe
   * @fraction: the part done, 0 to 1
   * @stage: what is being measured now, translated
   *
   * Emitted in the thread-default main context of the caller of
   * ak_machine_probe_measure_async() (or the caller's thread for
   * ak_machine_probe_measure()) after each repetition.
   */
  signals[PROGRESS] =
    g_signal_new ("progress", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_DOUBLE, G_TYPE_STRING);
}

static void
ak_machine_probe_init (AkMachineProbe *self)
{
  self->flop_seconds = 0.3;
  self->sysfs_root = g_strdup ("/sys");
  self->meminfo_path = g_strdup ("/proc/meminfo");
}

/**
 * ak_machine_probe_new:
 *
 * Returns: (transfer full): a probe with full-size settings (about 2 s on
 *   two cores)
 */
AkMachineProbe *
ak_machine_probe_new (void)
{
  return g_object_new (AK_TYPE_MACHINE_PROBE, NULL);
}

/**
 * ak_machine_probe_set_array_bytes:
 * @self: a probe
 * @array_bytes: bytes per array, 0 for automatic
 */
void
ak_machine_probe_set_array_bytes (AkMachineProbe *self,
                                  guint64         array_bytes)
{
  g_return_if_fail (AK_IS_MACHINE_PROBE (self));

  if (self->array_bytes == array_bytes)
    return;

  self->array_bytes = array_bytes;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ARRAY_BYTES]);
}

/**
 * ak_machine_probe_get_flop_seconds:
 * @self: a probe
 *
 * Returns: seconds per FLOP/s measurement
 */
double
ak_machine_probe_get_flop_seconds (AkMachineProbe *self)
{
  g_return_val_if_fail (AK_IS_MACHINE_PROBE (self), 0);

  return self->flop_seconds;
}

/**
 * ak_machine_probe_set_flop_seconds:
 * @self: a probe
 * @flop_seconds: seconds per FLOP/s measurement, clamped to 0.001–10
 *   (NaN is ignored)
 */
void
ak_machine_probe_set_flop_seconds (AkMachineProbe *self,
                                   double          flop_seconds)
{
  g_return_if_fail (AK_IS_MACHINE_PROBE (self));

  if (isnan (flop_seconds))
    return;
  flop_seconds = CLAMP (flop_seconds, 0.001, 10);
  if (self->flop_seconds == flop_seconds)
    return;

  self->flop_seconds = flop_seconds;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FLOP_SECONDS]);
}

/* Replaces *@field by @value (@fallback for NULL or ""); returns whether it changed. */
static gboolean
set_path (char       **field,
          const char  *value,
          const char  *fallback)
{
  if (value == NULL || *value == '\0')
    value = fallback;
  if (g_strcmp0 (*field, value) == 0)
    return FALSE;

  g_free (*field);
  *field = g_strdup (value);
  return TRUE;
}

/**
 * ak_machine_probe_get_sysfs_root:
 * @self: a probe
 *
 * Returns: the #AkMachineProbe:sysfs-root setting
 */
const char *
ak_machine_probe_get_sysfs_root (AkMachineProbe *self)
{
  g_return_val_if_fail (AK_IS_MACHINE_PROBE (self), NULL);

  return self->sysfs_root;
}

/**
 * ak_machine_probe_set_sysfs_root:
 * @self: a probe
 * @sysfs_root: (nullable): a directory laid out like /sys, %NULL for "/sys"
 */
void
ak_machine_probe_set_sysfs_root (AkMachineProbe *self,
                                 const char     *sysfs_root)
{
  g_return_if_fail (AK_IS_MACHINE_PROBE (self));

  if (set_path (&self->sysfs_root, sysfs_root, "/sys"))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SYSFS_ROOT]);
}

/**
 * ak_machine_probe_set_meminfo_path:
 * @self: a probe
 * @meminfo_path: (nullable): a file laid out like /proc/meminfo, %NULL for
 *   "/proc/meminfo"
 */
void
ak_machine_probe_set_meminfo_path (AkMachineProbe *self,
                                   const char     *meminfo_path)
{
  g_return_if_fail (AK_IS_MACHINE_PROBE (self));

  if (set_path (&self->meminfo_path, meminfo_path, "/proc/meminfo"))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MEMINFO_PATH]);
}

static AkMachineRun *
new_run (AkMachineProbe *self)
{
  return ak_machine_run_new (self->array_bytes, self->flop_seconds, self->sysfs_root, self->meminfo_path);
}

static void
emit_progress_here (double      fraction,
                    const char *stage,
                    gpointer    data)
{
  g_signal_emit (data, signals[PROGRESS], 0, fraction, stage);
}

/**
 * ak_machine_probe_measure:
 * @self: a probe
 * @cancellable: (nullable): stops the measurement within a few milliseconds
 * @error: a #GError, %G_IO_ERROR_CANCELLED when cancelled
 *
 * Measures in the calling thread (and one more thread per extra core),
 * blocking it for a few seconds.
 *
 * Returns: (transfer full) (nullable): the report, or %NULL when cancelled
 */
AkMachineReport *
ak_machine_probe_measure (AkMachineProbe  *self,
                          GCancellable    *cancellable,
                          GError         **error)
{
  g_autoptr(AkMachineRun) run = NULL;

  g_return_val_if_fail (AK_IS_MACHINE_PROBE (self), NULL);

  run = new_run (self);
  run->progress = emit_progress_here;
  run->progress_data = self;
  return ak_machine_run_measure (run, cancellable, error);
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
  AkMachineRun *run = task_data;
  AkMachineReport *report;
  GError *error = NULL;

  ak_machine_workers_started ();
  run->progress_data = task;
  report = ak_machine_run_measure (run, cancellable, &error);
  /* Before the result, so no thread of the probe is counted once the
   * callback runs. */
  ak_machine_workers_stopped ();
  if (report != NULL)
    g_task_return_pointer (task, report, (GDestroyNotify) ak_machine_report_free);
  else
    g_task_return_error (task, error);
}

/**
 * ak_machine_probe_measure_async:
 * @self: a probe
 * @cancellable: (nullable): stops the measurement within a few milliseconds
 * @callback: called in the thread-default main context when done
 * @user_data: for @callback
 *
 * Measures in a worker thread; #AkMachineProbe::progress is emitted in
 * the caller's main context. Finish with ak_machine_probe_measure_finish().
 * Every thread of the measurement has ended before @callback runs.
 */
void
ak_machine_probe_measure_async (AkMachineProbe      *self,
                                GCancellable        *cancellable,
                                GAsyncReadyCallback  callback,
                                gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  AkMachineRun *run;

  g_return_if_fail (AK_IS_MACHINE_PROBE (self));

  run = new_run (self);
  run->progress = post_progress;

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, ak_machine_probe_measure_async);
  g_task_set_task_data (task, run, (GDestroyNotify) ak_machine_run_free);
  g_task_run_in_thread (task, measure_thread);
}

/**
 * ak_machine_probe_measure_finish:
 * @self: a probe
 * @result: the result given to the callback
 * @error: a #GError, %G_IO_ERROR_CANCELLED when cancelled
 *
 * Returns: (transfer full) (nullable): the report, or %NULL with @error set
 */
AkMachineReport *
ak_machine_probe_measure_finish (AkMachineProbe  *self,
                                 GAsyncResult    *result,
                                 GError         **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}

/**
 * ak_machine_probe_get_n_running_workers:
 *
 * For tests: the threads of all probes (task threads and kernel threads)
 * that have not yet been joined or returned their result.
 *
 * Returns: the count, 0 when no measurement is running
 */
guint
ak_machine_probe_get_n_running_workers (void)
{
  return ak_machine_workers_get_n_running ();
}

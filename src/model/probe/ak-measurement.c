/* ak-measurement.c: measuring this computer, CPU then GPUs, for any page
 *
 * Runs the CPU probe, then the GPU probe, with one cancellable; both
 * results are kept when both are in (so Cancel leaves nothing), and the
 * CPU's is kept when the GPUs fail. Kept means saved in the progress store,
 * whose measurements the shared accelerator list follows, or, without a
 * store, handed to the list directly. What was measured is then said in
 * words (#AkMeasurement::finished), for the page to show and speak.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "ak-format.h"
#include "ak-gpu-probe.h"
#include "ak-gpu-probe-private.h"
#include "ak-machine-probe.h"
#include "ak-measurement.h"

/* The CPU's part of the progress when the GPUs are measured after it. */
#define CPU_SHARE 0.4

struct _AkMeasurement
{
  GObject            parent_instance;

  AkProgress        *progress;      /* or NULL */
  AkAcceleratorList *accelerators;
  AkMachineProbe    *probe;         /* measuring the CPU now; or NULL */
  AkGpuProbe        *gpu_probe;     /* measuring the GPUs now; or NULL */
  GCancellable      *cancellable;   /* while measuring; or NULL */
  AkMachineReport   *cpu_report;    /* the CPU, measured, until the GPUs are */
  AkMachineReport   *kept_report;   /* the CPU as last measured, without a progress store */
  char              *cpu_error;     /* or why the CPU could not be measured */
};

G_DEFINE_FINAL_TYPE (AkMeasurement, ak_measurement, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_RUNNING,
  N_PROPS
};

enum {
  PROGRESS,
  FINISHED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* ---- what was measured, in words ------------------------------------------ */

static void
append_line (GString    *text,
             const char *line)
{
  if (text->len > 0)
    g_string_append_c (text, '\n');
  g_string_append (text, line);
}

/* The bandwidth of each level of the cache ladder, nearest the cores first. */
static void
describe_ladder (GString               *text,
                 const AkMachineReport *report)
{
  guint n_levels = 0;
  const AkMachineCacheLevel *levels = ak_machine_report_get_cache_levels (report, &n_levels);
  g_autoptr(GString) steps = g_string_new (NULL);
  g_autofree char *line = NULL;

  for (guint i = 0; levels != NULL && i < n_levels; i++)
    {
      g_autofree char *bandwidth = ak_format_number (levels[i].bytes_per_s / 1e9, 3);

      if (steps->len > 0)
        g_string_append (steps, _(", "));
      /* Translators: a memory level ("L1", "DRAM") and its bandwidth in GB/s */
      g_string_append_printf (steps, _("%s %s GB/s"), ak_machine_level_get_name (levels[i].level), bandwidth);
    }
  if (steps->len == 0)
    return;
  /* Translators: %s the levels and their bandwidths, e.g. "L1 900 GB/s, L2 400 GB/s" */
  line = g_strdup_printf (_("Cache ladder (triad bandwidth): %s"), steps->str);
  append_line (text, line);
}

/* How the theoretical peak was reckoned, and what looked implausible. */
static void
describe_assumptions (GString               *text,
                      const AkMachineReport *report)
{
  g_autofree char *peak = ak_machine_report_describe_peak (report);
  const char * const *notes = ak_machine_report_get_notes (report);

  if (peak != NULL)
    append_line (text, peak);
  describe_ladder (text, report);
  for (guint i = 0; notes != NULL && notes[i] != NULL; i++)
    append_line (text, notes[i]);
}

static void
describe_report (GString               *text,
                 const AkMachineReport *report)
{
  g_autofree char *flops = ak_format_number (report->fp32_flop_s / 1e9, 3);
  g_autofree char *bandwidth = ak_format_number (report->triad_bytes_per_s / 1e9, 2);
  g_autofree char *ridge = ak_format_number (ak_machine_report_get_ridge_point (report), 2);
  g_autofree char *line = NULL;

  /* Translators: the FP32 rate in GFLOP/s, the memory bandwidth in GB/s, the ridge point */
  line = g_strdup_printf (_("CPU: %s GFLOP/s FP32, %s GB/s memory bandwidth; "
                            "ridge point %s FLOP/byte"), flops, bandwidth, ridge);
  append_line (text, line);
  describe_assumptions (text, report);
}

/* One line per Vulkan device: its figures, or why it has none. */
static void
describe_gpu (GString           *text,
              const AkGpuReport *report)
{
  g_autofree char *line = NULL;
  const char *kind = ak_gpu_report_is_software (report) ? _("software Vulkan on the CPU") : _("GPU");

  if (ak_gpu_report_get_ridge_point (report) > 0)
    {
      g_autofree char *flops = ak_format_number (report->fp32_flop_s / 1e9, 3);
      g_autofree char *bandwidth = ak_format_number (report->bandwidth_bytes_per_s / 1e9, 3);

      /* Translators: %1$s a device's name, %2$s "GPU" or "software Vulkan on the CPU",
       * %3$s its FP32 rate in GFLOP/s, %4$s its bandwidth in GB/s */
      line = g_strdup_printf (_("%1$s (%2$s): %3$s GFLOP/s FP32, %4$s GB/s memory bandwidth"),
                              report->name, kind, flops, bandwidth);
    }
  else
    /* Translators: %1$s a device's name, %2$s "GPU" or "software Vulkan on the CPU", %3$s why */
    line = g_strdup_printf (_("%1$s (%2$s) could not be measured: %3$s"), report->name, kind,
                            report->error != NULL ? report->error : _("a figure is missing"));
  append_line (text, line);
}

static void
describe_gpus (GString                *text,
               const AkGpuMeasurement *gpus,
               const GError           *error)
{
  g_autofree char *line = NULL;

  if (gpus == NULL)
    line = g_strdup_printf (_("The GPUs could not be measured: %s"), error->message);
  else if (gpus->devices->len == 0)
    /* Translators: %s says why, e.g. "No Vulkan device" */
    line = g_strdup_printf (_("%s: only the CPU was measured."), gpus->note != NULL ? gpus->note : "");
  if (line != NULL)
    append_line (text, line);

  for (guint i = 0; gpus != NULL && i < gpus->devices->len; i++)
    describe_gpu (text, g_ptr_array_index (gpus->devices, i));
}


/* ---- running ---------------------------------------------------------------- */

static void
probe_progress_cb (GObject       *probe,
                   double         fraction,
                   const char    *stage,
                   AkMeasurement *self)
{
  g_autofree char *text = NULL;
  gboolean cpu = probe == G_OBJECT (self->probe);

  /* A cancelled run may still report for a moment. */
  if (!cpu && probe != G_OBJECT (self->gpu_probe))
    return;

  /* The CPU takes the first part, the GPUs the rest. */
  fraction = CLAMP (fraction, 0, 1);
  fraction = cpu ? fraction * CPU_SHARE : CPU_SHARE + fraction * (1 - CPU_SHARE);
  /* Translators: the part of the CPU measurement now running */
  text = cpu ? g_strdup_printf (_("CPU: %s"), stage) : g_strdup (stage);
  g_signal_emit (self, signals[PROGRESS], 0, fraction, text);
}

static void
stop (AkMeasurement *self)
{
  gboolean was_running = self->cancellable != NULL;

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  g_clear_object (&self->probe);
  g_clear_object (&self->gpu_probe);
  g_clear_pointer (&self->cpu_report, ak_machine_report_free);
  g_clear_pointer (&self->cpu_error, g_free);
  if (was_running)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RUNNING]);
}

/* Both parts are in: keep them and say what was measured. */
static void
keep (AkMeasurement          *self,
      const AkGpuMeasurement *gpus,
      const GError           *gpu_error)
{
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GError) error = NULL;
  gboolean saved = self->progress != NULL;

  if (self->cpu_report != NULL)
    describe_report (text, self->cpu_report);
  else
    append_line (text, self->cpu_error);
  describe_gpus (text, gpus, gpu_error);

  if (self->cpu_report != NULL && self->progress == NULL)
    {
      g_clear_pointer (&self->kept_report, ak_machine_report_free);
      self->kept_report = ak_machine_report_copy (self->cpu_report);
      ak_accelerator_list_set_machine_report (self->accelerators, self->cpu_report, NULL);
    }
  else if (self->cpu_report != NULL && !ak_progress_set_machine_report (self->progress, self->cpu_report, &error))
    saved = FALSE;
  if (gpus != NULL && self->progress == NULL)
    ak_accelerator_list_set_gpu_measurement (self->accelerators, gpus, NULL);
  else if (gpus != NULL && !ak_progress_set_gpu_measurement (self->progress, gpus, error == NULL ? &error : NULL))
    saved = FALSE;
  if (error != NULL)
    g_message ("Could not save the measurement: %s", error->message);

  saved = saved && (self->cpu_report != NULL || gpus != NULL);
  stop (self);
  g_signal_emit (self, signals[FINISHED], 0, text->str, saved);
}

static void
gpus_measured_cb (GObject      *source,
                  GAsyncResult *result,
                  gpointer      data)
{
  g_autoptr(AkMeasurement) self = data;
  g_autoptr(AkGpuMeasurement) gpus = NULL;
  g_autoptr(GError) error = NULL;

  gpus = ak_gpu_probe_measure_finish (AK_GPU_PROBE (source), result, &error);
  if (AK_GPU_PROBE (source) != self->gpu_probe)
    return;

  keep (self, gpus, error);
}

static void
measure_gpus (AkMeasurement *self)
{
  self->gpu_probe = ak_gpu_probe_new ();
  /* Small buffers and short submits (for tests). */
  ak_gpu_probe_set_quick (self->gpu_probe, g_strcmp0 (g_getenv ("AK_PROBE_QUICK"), "1") == 0);
  /* The first device loses itself (for tests of a failing GPU). */
  if (g_strcmp0 (g_getenv ("AK_PROBE_FAULT"), "device-lost") == 0)
    ak_gpu_probe_inject_fault (self->gpu_probe, AK_GPU_FAULT_DEVICE_LOST);
  g_signal_connect_object (self->gpu_probe, "progress", G_CALLBACK (probe_progress_cb), self, 0);
  ak_gpu_probe_measure_async (self->gpu_probe, self->cancellable, gpus_measured_cb, g_object_ref (self));
}

static void
cpu_measured_cb (GObject      *source,
                 GAsyncResult *result,
                 gpointer      data)
{
  g_autoptr(AkMeasurement) self = data;
  g_autoptr(AkMachineReport) report = NULL;
  g_autoptr(GError) error = NULL;

  report = ak_machine_probe_measure_finish (AK_MACHINE_PROBE (source), result, &error);
  if (AK_MACHINE_PROBE (source) != self->probe)
    return;

  g_clear_object (&self->probe);
  self->cpu_report = g_steal_pointer (&report);
  if (self->cpu_report == NULL)
    self->cpu_error = g_strdup_printf (_("Could not measure this computer’s CPU: %s"), error->message);
  measure_gpus (self);
}

/**
 * ak_measurement_start:
 * @self: a measurement
 *
 * Measures the CPU (#AkMachineProbe), then every Vulkan device
 * (#AkGpuProbe), in worker threads, emitting #AkMeasurement::progress on
 * the way and #AkMeasurement::finished at the end. With `AK_PROBE_QUICK=1`
 * in the environment both use small arrays and short kernels (for tests).
 *
 * Returns: %FALSE (and does nothing) if a measurement is running
 */
gboolean
ak_measurement_start (AkMeasurement *self)
{
  g_return_val_if_fail (AK_IS_MEASUREMENT (self), FALSE);

  if (self->cancellable != NULL)
    return FALSE;

  self->probe = ak_machine_probe_new ();
  /* Small arrays and short kernels: caches, not memory (for tests). */
  if (g_strcmp0 (g_getenv ("AK_PROBE_QUICK"), "1") == 0)
    {
      ak_machine_probe_set_array_bytes (self->probe, 4 << 20);
      ak_machine_probe_set_flop_seconds (self->probe, 0.03);
    }
  self->cancellable = g_cancellable_new ();
  g_signal_connect_object (self->probe, "progress", G_CALLBACK (probe_progress_cb), self, 0);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RUNNING]);
  ak_machine_probe_measure_async (self->probe, self->cancellable, cpu_measured_cb, g_object_ref (self));
  return TRUE;
}

/**
 * ak_measurement_cancel:
 * @self: a measurement
 *
 * Stops a running measurement; nothing of it is kept and
 * #AkMeasurement::finished is not emitted.
 */
void
ak_measurement_cancel (AkMeasurement *self)
{
  g_return_if_fail (AK_IS_MEASUREMENT (self));

  stop (self);
}

/**
 * ak_measurement_get_running:
 * @self: a measurement
 *
 * Returns: whether a measurement runs (#AkMeasurement:running)
 */
gboolean
ak_measurement_get_running (AkMeasurement *self)
{
  g_return_val_if_fail (AK_IS_MEASUREMENT (self), FALSE);

  return self->cancellable != NULL;
}

/**
 * ak_measurement_get_machine_report:
 * @self: a measurement
 *
 * Returns: (transfer none) (nullable): this computer's CPU as last
 *   measured: the progress store's, or without a store the one kept here
 */
const AkMachineReport *
ak_measurement_get_machine_report (AkMeasurement *self)
{
  g_return_val_if_fail (AK_IS_MEASUREMENT (self), NULL);

  return self->progress != NULL ? ak_progress_get_machine_report (self->progress, NULL) : self->kept_report;
}

/* ---- the object -------------------------------------------------------------- */

static void
ak_measurement_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  AkMeasurement *self = AK_MEASUREMENT (object);

  switch (prop_id)
    {
    case PROP_RUNNING:
      g_value_set_boolean (value, ak_measurement_get_running (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ak_measurement_dispose (GObject *object)
{
  AkMeasurement *self = AK_MEASUREMENT (object);

  stop (self);
  g_clear_object (&self->progress);
  g_clear_object (&self->accelerators);

  G_OBJECT_CLASS (ak_measurement_parent_class)->dispose (object);
}

static void
ak_measurement_finalize (GObject *object)
{
  AkMeasurement *self = AK_MEASUREMENT (object);

  g_clear_pointer (&self->kept_report, ak_machine_report_free);

  G_OBJECT_CLASS (ak_measurement_parent_class)->finalize (object);
}

static void
ak_measurement_class_init (AkMeasurementClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = ak_measurement_get_property;
  object_class->dispose = ak_measurement_dispose;
  object_class->finalize = ak_measurement_finalize;

  /**
   * AkMeasurement:running:
   *
   * Whether a measurement runs, from ak_measurement_start() until it
   * finishes or is cancelled.
   */
  properties[PROP_RUNNING] =
    g_param_spec_boolean ("running", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * AkMeasurement::progress:
   * @self: the measurement
   * @fraction: how far it is, from 0 to 1 (the CPU up to 0.4, the GPUs after)
   * @stage: the stage running, in words ("CPU: memory bandwidth…")
   *
   * Emitted many times a second while measuring.
   */
  signals[PROGRESS] =
    g_signal_new ("progress", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, G_TYPE_DOUBLE, G_TYPE_STRING);

  /**
   * AkMeasurement::finished:
   * @self: the measurement
   * @summary: what was measured, one line a device, with the ridge
   *   points, the cache ladder, how the peak was reckoned and what failed
   * @saved: whether a result was saved in the progress store
   *
   * Emitted once the CPU and the GPUs are measured (or failed) and kept;
   * the accelerator list shows them by then.
   */
  signals[FINISHED] =
    g_signal_new ("finished", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, G_TYPE_STRING, G_TYPE_BOOLEAN);
}

static void
ak_measurement_init (AkMeasurement *self)
{
}

/**
 * ak_measurement_new:
 * @progress: (nullable): the store measurements are saved in; %NULL to
 *   hand them to @accelerators only, for this run
 * @accelerators: the shared accelerator list, which shows them
 *
 * Returns: (transfer full): a measurement controller, not running
 */
AkMeasurement *
ak_measurement_new (AkProgress        *progress,
                    AkAcceleratorList *accelerators)
{
  AkMeasurement *self;

  g_return_val_if_fail (progress == NULL || AK_IS_PROGRESS (progress), NULL);
  g_return_val_if_fail (AK_IS_ACCELERATOR_LIST (accelerators), NULL);

  self = g_object_new (AK_TYPE_MEASUREMENT, NULL);
  self->progress = progress != NULL ? g_object_ref (progress) : NULL;
  self->accelerators = g_object_ref (accelerators);
  return self;
}

/* ak-machine-probe.h: this computer's FLOP/s and memory bandwidth, measured
 *
 * STREAM-style copy and triad kernels on every core, an FMA throughput
 * kernel for the widest SIMD the CPU has, and what the system says about
 * the CPU (model, cores, caches, frequency). No GTK.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "ak-lesson.h"

G_BEGIN_DECLS

/* Independent vector accumulators in the FMA kernel: enough to hide a
 * 4-5 cycle FMA latency on two FMA units. */
#define AK_MACHINE_FMA_ACCUMULATORS 12

/* The id of this computer as an accelerator of the roofline chart. */
#define AK_MACHINE_ACCELERATOR_ID "this-computer"

/* Whether @accelerator is this computer, measured: its compute roof is an
 * FP32 rate on the CPU cores, not a BF16 tensor peak. */
#define ak_accelerator_is_measured(accelerator) ((accelerator)->measured)

typedef struct _AkMachineReport AkMachineReport;

/**
 * AkMachineReport:
 * @cpu_model: (nullable): /proc/cpuinfo's "model name", or %NULL
 * @cores: logical processors used (g_get_num_processors())
 * @simd: the instruction set of the FMA kernel, e.g. "AVX-512"
 * @simd_bits: its vector width in bits
 * @fma_units: FMA units per core assumed for the theoretical peak
 * @l1d_cache_bytes: level 1 data cache per core, 0 if unknown
 * @l2_cache_bytes: level 2 cache, 0 if unknown
 * @l3_cache_bytes: level 3 cache, 0 if unknown
 * @array_bytes: the size of each array of the memory kernels
 * @max_frequency_hz: the highest clock the system reports, 0 if unknown
 * @copy_bytes_per_s: best copy bandwidth, 16 bytes per double element
 * @triad_bytes_per_s: best triad bandwidth, 24 bytes per double element
 * @fp32_flop_s: FP32 FLOP/s on all cores (an FMA counts 2)
 * @fp64_flop_s: FP64 FLOP/s on all cores
 * @fp32_single_core_flop_s: FP32 FLOP/s on one core
 * @theoretical_fp32_flop_s: cores × frequency × FP32 lanes × 2 × FMA units,
 *   0 if unknown
 * @seconds: how long the measurement took
 * @checksum: the sum of every kernel's results (keeps the work observable)
 *
 * What ak_machine_probe_measure() found.
 */
struct _AkMachineReport
{
  char   *cpu_model;
  guint   cores;
  char   *simd;
  guint   simd_bits;
  guint   fma_units;
  guint64 l1d_cache_bytes;
  guint64 l2_cache_bytes;
  guint64 l3_cache_bytes;
  guint64 array_bytes;
  double  max_frequency_hz;
  double  copy_bytes_per_s;
  double  triad_bytes_per_s;
  double  fp32_flop_s;
  double  fp64_flop_s;
  double  fp32_single_core_flop_s;
  double  theoretical_fp32_flop_s;
  double  seconds;
  double  checksum;
};

#define AK_TYPE_MACHINE_REPORT (ak_machine_report_get_type ())

GType            ak_machine_report_get_type                  (void) G_GNUC_CONST;
AkMachineReport *ak_machine_report_copy                      (const AkMachineReport *report);
void             ak_machine_report_free                      (AkMachineReport       *report);
double           ak_machine_report_get_fraction_of_theoretical (const AkMachineReport *report);
double           ak_machine_report_get_ridge_point           (const AkMachineReport *report);
char            *ak_machine_report_to_json                   (const AkMachineReport *report);
AkMachineReport *ak_machine_report_new_from_json             (const char            *json,
                                                              GError               **error);
AkAccelerator   *ak_machine_report_to_accelerator            (const AkMachineReport *report,
                                                              GDateTime             *date);
void             ak_machine_accelerator_free                 (AkAccelerator         *accelerator);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (AkMachineReport, ak_machine_report_free)

#define AK_TYPE_MACHINE_PROBE (ak_machine_probe_get_type ())

G_DECLARE_FINAL_TYPE (AkMachineProbe, ak_machine_probe, AK, MACHINE_PROBE, GObject)

AkMachineProbe  *ak_machine_probe_new                (void);
guint64          ak_machine_probe_get_array_bytes    (AkMachineProbe      *self);
void             ak_machine_probe_set_array_bytes    (AkMachineProbe      *self,
                                                      guint64              array_bytes);
double           ak_machine_probe_get_flop_seconds   (AkMachineProbe      *self);
void             ak_machine_probe_set_flop_seconds   (AkMachineProbe      *self,
                                                      double               flop_seconds);
AkMachineReport *ak_machine_probe_measure            (AkMachineProbe      *self,
                                                      GCancellable        *cancellable,
                                                      GError             **error);
void             ak_machine_probe_measure_async      (AkMachineProbe      *self,
                                                      GCancellable        *cancellable,
                                                      GAsyncReadyCallback  callback,
                                                      gpointer             user_data);
AkMachineReport *ak_machine_probe_measure_finish     (AkMachineProbe      *self,
                                                      GAsyncResult        *result,
                                                      GError             **error);

/* The kernels, for tests. */
guint            ak_machine_kernel_get_n_variants    (void);
const char      *ak_machine_kernel_get_variant_name  (guint                variant);
guint            ak_machine_kernel_get_variant_bits  (guint                variant);
double           ak_machine_kernel_fma               (guint                variant,
                                                      gboolean             fp64,
                                                      guint64              iterations,
                                                      double               x0,
                                                      double               m,
                                                      double               c);
void             ak_machine_kernel_copy              (double              *dst,
                                                      const double        *src,
                                                      gsize                n);
void             ak_machine_kernel_triad             (double              *a,
                                                      const double        *b,
                                                      const double        *c,
                                                      double               scalar,
                                                      gsize                n);

G_END_DECLS

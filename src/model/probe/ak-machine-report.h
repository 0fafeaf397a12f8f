/* ak-machine-report.h: what the machine probe found, and its JSON form
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "ak-lesson.h"

G_BEGIN_DECLS

/* The id of this computer as an accelerator of the roofline chart. */
#define AK_MACHINE_ACCELERATOR_ID "this-computer"

/* Whether @accelerator is this computer, measured: its compute roof is an
 * FP32 rate on the CPU cores, not a BF16 tensor peak. */
#define ak_accelerator_is_measured(accelerator) ((accelerator)->measured)

/**
 * AkMachineLevel:
 * @AK_MACHINE_LEVEL_L1: a working set inside each core's level 1 data cache
 * @AK_MACHINE_LEVEL_L2: inside level 2
 * @AK_MACHINE_LEVEL_L3: inside level 3
 * @AK_MACHINE_LEVEL_DRAM: larger than the caches: main memory
 *
 * The steps of the cache ladder, nearest the cores first.
 */
typedef enum
{
  AK_MACHINE_LEVEL_L1,
  AK_MACHINE_LEVEL_L2,
  AK_MACHINE_LEVEL_L3,
  AK_MACHINE_LEVEL_DRAM,
  AK_MACHINE_N_LEVELS
} AkMachineLevel;

/**
 * AkMachineCacheLevel:
 * @level: the memory level
 * @bytes: the working set of all cores together, in bytes
 * @bytes_per_s: the all-core triad bandwidth with that working set, in
 *   bytes per second (24 bytes per element, as STREAM counts): for the
 *   caches the sum of each core's rate over its median timed chunk, for
 *   DRAM the best whole pass (the report's triad figure)
 *
 * One step of the cache ladder: the diagonal roof of that level.
 */
typedef struct
{
  AkMachineLevel level;
  guint64        bytes;
  double         bytes_per_s;
} AkMachineCacheLevel;

typedef struct _AkMachineReport AkMachineReport;

/**
 * AkMachineReport:
 * @cpu_model: (nullable): /proc/cpuinfo's "model name", or %NULL
 * @cores: logical processors used (g_get_num_processors())
 * @simd: the instruction set of the FMA kernel, e.g. "AVX-512"
 * @simd_bits: its vector width in bits
 * @fma_units: FMA units per core assumed for the theoretical peak
 * @l1d_cache_bytes: level 1 data cache per core as used (after fallbacks),
 *   0 if unknown
 * @l2_cache_bytes: level 2 cache as used, 0 if unknown
 * @l3_cache_bytes: level 3 cache as used, 0 if none
 * @array_bytes: the size of each array of the DRAM kernels
 * @max_frequency_hz: the highest clock the system reports, 0 if unknown
 * @copy_bytes_per_s: best copy bandwidth, 16 bytes per double element
 * @triad_bytes_per_s: best triad bandwidth, 24 bytes per double element
 * @fp32_flop_s: FP32 FLOP/s on all cores (an FMA counts 2), each core's
 *   rate taken over its median chunk of the kernel, so time the core spent
 *   on other programs does not count
 * @fp64_flop_s: FP64 FLOP/s on all cores
 * @fp32_single_core_flop_s: FP32 FLOP/s on one core
 * @theoretical_fp32_flop_s: cores × clock × FP32 lanes × 2 × FMA units,
 *   with the measured clock (the reported one if none was measured), 0 if
 *   unknown
 * @seconds: how long the measurement took
 * @checksum: the sum of every kernel's results (keeps the work observable)
 * @measured_clock_hz: the core clock timed with a dependent add chain run
 *   between the chunks of the all-core FP32 kernel (so at the clock that
 *   kernel runs at), median chunk, averaged over the cores; 0 if not
 *   measured
 * @triad_nt_bytes_per_s: best triad bandwidth with non-temporal stores,
 *   0 if not measured (not x86-64)
 * @n_cache_levels: entries of @cache_levels, 0 to AK_MACHINE_N_LEVELS
 * @cache_levels: the cache ladder, nearest the cores first
 * @notes: (nullable) (array zero-terminated=1): translated notes on
 *   implausible system values and the fallbacks used
 * @triad_spread: how far the slowest triad run fell below the best, as a
 *   fraction of the best rate (ak_cpu_spread()), 0 to 1
 * @fp32_spread: the same for the all-core FP32 FLOP/s runs
 * @busy: whether other work shared the computer while it was measured
 *   (ak_cpu_was_busy()); a note then says the figures may be low
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
  double  measured_clock_hz;
  double  triad_nt_bytes_per_s;
  guint   n_cache_levels;
  AkMachineCacheLevel cache_levels[AK_MACHINE_N_LEVELS];
  char  **notes;
  double  triad_spread;
  double  fp32_spread;
  gboolean busy;
};

#define AK_TYPE_MACHINE_REPORT (ak_machine_report_get_type ())

GType            ak_machine_report_get_type                  (void) G_GNUC_CONST;
AkMachineReport *ak_machine_report_copy                      (const AkMachineReport *report);
void             ak_machine_report_free                      (AkMachineReport       *report);
double           ak_machine_report_get_fraction_of_theoretical (const AkMachineReport *report);
double           ak_machine_report_get_ridge_point           (const AkMachineReport *report);
const AkMachineCacheLevel *
                 ak_machine_report_get_cache_levels          (const AkMachineReport *report,
                                                              guint                 *n_levels);
const char * const *
                 ak_machine_report_get_notes                 (const AkMachineReport *report);
char            *ak_machine_report_describe_peak             (const AkMachineReport *report);
char            *ak_machine_report_to_json                   (const AkMachineReport *report);
AkMachineReport *ak_machine_report_new_from_json             (const char            *json,
                                                              GError               **error);
AkAccelerator   *ak_machine_report_to_accelerator            (const AkMachineReport *report,
                                                              GDateTime             *date);
void             ak_machine_accelerator_free                 (AkAccelerator         *accelerator);
const char      *ak_machine_level_get_name                   (AkMachineLevel         level);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (AkMachineReport, ak_machine_report_free)

G_END_DECLS

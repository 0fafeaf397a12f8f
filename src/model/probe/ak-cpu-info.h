/* ak-cpu-info.h: what the system says about the CPU and memory, checked
 *
 * Cache sizes from sysfs, the reported clock, FMA units (an assumption),
 * MemAvailable from /proc/meminfo, and the rule that sizes the probe's
 * arrays from them. Values that no CPU has are replaced by stated
 * fallbacks, with a translated note saying so. No GTK.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Each array of the DRAM kernels is at most this large ... */
#define AK_CPU_ARRAY_CEILING      ((guint64) 128 << 20)
/* ... and all three together at most this fraction of MemAvailable. */
#define AK_CPU_MEMORY_DIVISOR     8
/* MemAvailable assumed when /proc/meminfo does not say. */
#define AK_CPU_MEMORY_FALLBACK    ((guint64) 1 << 30)
/* The smallest array, whatever the budget. */
#define AK_CPU_ARRAY_FLOOR        ((guint64) 32 << 10)
/* Automatic arrays are at least this large (sizes that caches rarely hold). */
#define AK_CPU_ARRAY_AUTO_MIN     ((guint64) 64 << 20)

/* Plausible cache sizes: a per-core L1d of 4 KiB to 1 MiB, an L2 of
 * 64 KiB to 64 MiB, and an L3 of 256 KiB to 16 MiB per logical CPU that
 * shares it (the largest today, AMD's 3D V-Cache parts, have about
 * 6 MiB). The fallbacks are common sizes: 32 KiB, 1 MiB, 2 MiB per CPU. */
#define AK_CPU_L1D_FALLBACK       ((guint64) 32 << 10)
#define AK_CPU_L2_FALLBACK        ((guint64) 1 << 20)
#define AK_CPU_L3_FALLBACK_PER_CPU ((guint64) 2 << 20)
#define AK_CPU_L3_MAX_PER_CPU     ((guint64) 16 << 20)

typedef struct
{
  guint64 bytes;     /* 0: the CPU has no such cache */
  guint   sharing;   /* logical CPUs that share one instance, at least 1 */
} AkCpuCache;

typedef struct
{
  AkCpuCache l1d, l2, l3;
} AkCpuCaches;

void      ak_cpu_read_caches          (const char  *sysfs_root,
                                       guint        n_cpus,
                                       AkCpuCaches *caches,
                                       GPtrArray   *notes);
guint64   ak_cpu_read_mem_available   (const char  *meminfo_path);
guint64   ak_cpu_plan_array_bytes     (guint64      requested,
                                       guint64      last_level_cache,
                                       guint64      mem_available,
                                       GPtrArray   *notes);
guint64   ak_cpu_parse_size           (const char  *text);
char     *ak_cpu_read_small_file      (const char  *path,
                                       gsize        max_bytes);
char     *ak_cpu_info_field           (const char  *cpuinfo,
                                       const char  *key);
double    ak_cpu_read_reported_clock  (const char  *sysfs_root,
                                       const char  *cpuinfo);
guint     ak_cpu_assume_fma_units     (const char  *simd,
                                       const char  *cpuinfo);
double    ak_cpu_check_measured_clock (double       hz,
                                       GPtrArray   *notes);

G_END_DECLS

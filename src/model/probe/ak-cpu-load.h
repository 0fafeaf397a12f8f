/* ak-cpu-load.h: how busy this computer was while it was measured
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* A figure whose slowest run is this fraction or more below its best. */
#define AK_CPU_BUSY_SPREAD 0.5
/* A 1-minute load average at the start of at least this per core. */
#define AK_CPU_BUSY_LOAD_PER_CORE 0.5
/* A hypervisor that took at least this fraction of the CPU time. */
#define AK_CPU_BUSY_STEAL 0.05

double   ak_cpu_read_load_average (const char *loadavg_path);
gboolean ak_cpu_read_steal        (const char *stat_path,
                                   guint64    *steal,
                                   guint64    *total);
double   ak_cpu_spread            (double      best,
                                   double      worst);
gboolean ak_cpu_was_busy          (double      load_average,
                                   guint       cores,
                                   double      steal_fraction,
                                   double      triad_spread,
                                   double      fp32_spread);

G_END_DECLS

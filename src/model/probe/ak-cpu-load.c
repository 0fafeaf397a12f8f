/* ak-cpu-load.c: how busy this computer was while it was measured
 *
 * A shared or virtual machine gives a measurement only part of its CPU
 * and memory: the runs of one kernel then differ widely (2.8 to 23.8 GB/s
 * of triad were seen on one VM), and the best of them may still be low.
 * Three signs are read: the spread of each figure's runs, the 1-minute
 * load average before the measurement starts (proc(5), /proc/loadavg)
 * and the "steal" time a hypervisor took during it (proc(5), /proc/stat,
 * the 8th number of the "cpu" line, in clock ticks).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "ak-cpu-load.h"

/**
 * ak_cpu_read_load_average:
 * @loadavg_path: a file in the form of /proc/loadavg
 *
 * Returns: the 1-minute load average, or -1 when it cannot be read
 */
double
ak_cpu_read_load_average (const char *loadavg_path)
{
  g_autofree char *text = NULL;
  char *end = NULL;
  double load;

  /* A few bytes: /proc/loadavg is one short line. */
  if (!g_file_get_contents (loadavg_path, &text, NULL, NULL))
    return -1;
  load = g_ascii_strtod (text, &end);
  return end != text && load >= 0 && load < 1e6 ? load : -1;
}

/**
 * ak_cpu_read_steal:
 * @stat_path: a file in the form of /proc/stat
 * @steal: (out): the steal ticks of all CPUs
 * @total: (out): the ticks of all CPUs, every state
 *
 * Reads the first line, "cpu user nice system idle iowait irq softirq
 * steal …".
 *
 * Returns: %FALSE when there is no such line with a steal column
 */
gboolean
ak_cpu_read_steal (const char *stat_path,
                   guint64    *steal,
                   guint64    *total)
{
  g_autofree char *text = NULL;
  g_auto(GStrv) fields = NULL;
  char *line_end;
  guint n = 0;

  *steal = *total = 0;
  if (!g_file_get_contents (stat_path, &text, NULL, NULL) || !g_str_has_prefix (text, "cpu "))
    return FALSE;
  if ((line_end = strchr (text, '\n')) != NULL)
    *line_end = '\0';

  fields = g_strsplit_set (text + 4, " ", -1);
  for (guint i = 0; fields[i] != NULL; i++)
    {
      guint64 value;

      if (fields[i][0] == '\0')
        continue;
      if (!g_ascii_string_to_unsigned (fields[i], 10, 0, G_MAXUINT64 / 64, &value, NULL))
        return FALSE;
      n++;
      /* guest time is counted in user time already (proc(5)) */
      if (n <= 8)
        *total += value;
      if (n == 8)
        *steal = value;
    }
  return n >= 8;
}

/**
 * ak_cpu_spread:
 * @best: the best rate of a figure's runs (bytes/s or FLOP/s), > 0
 * @worst: the worst rate of those runs, at most @best
 *
 * Returns: (@best − @worst) ÷ @best: 0 when every run was as fast, near 1
 *   when one was far slower
 */
double
ak_cpu_spread (double best,
               double worst)
{
  if (!(best > 0) || !(worst > 0) || worst >= best)
    return 0;
  return (best - worst) / best;
}

/**
 * ak_cpu_was_busy:
 * @load_average: the 1-minute load average before the measurement, or
 *   negative when unknown
 * @cores: the cores measured, at least 1
 * @steal_fraction: the share of CPU time a hypervisor took during it, 0 to 1
 * @triad_spread: the triad's spread (ak_cpu_spread())
 * @fp32_spread: the FP32 FLOP/s's spread
 *
 * Whether other work shared the computer: a spread of at least
 * %AK_CPU_BUSY_SPREAD, a load average of at least
 * %AK_CPU_BUSY_LOAD_PER_CORE per core, or steal of at least
 * %AK_CPU_BUSY_STEAL.
 *
 * Returns: %TRUE if the figures may be low
 */
gboolean
ak_cpu_was_busy (double load_average,
                 guint  cores,
                 double steal_fraction,
                 double triad_spread,
                 double fp32_spread)
{
  return triad_spread >= AK_CPU_BUSY_SPREAD || fp32_spread >= AK_CPU_BUSY_SPREAD ||
         load_average >= AK_CPU_BUSY_LOAD_PER_CORE * MAX (cores, 1) ||
         steal_fraction >= AK_CPU_BUSY_STEAL;
}

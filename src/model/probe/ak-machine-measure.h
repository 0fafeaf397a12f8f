/* ak-machine-measure.h: one run of the machine probe, in worker threads
 * (private to AkMachineProbe)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "ak-machine-report.h"

G_BEGIN_DECLS

typedef void (*AkMachineProgressFunc) (double      fraction,
                                       const char *stage,
                                       gpointer    data);

/* The settings of one run; ak_machine_run_free() frees the strings. */
typedef struct
{
  guint64               array_bytes;    /* requested per array, 0 automatic */
  double                flop_seconds;   /* per FLOP/s measurement, 0.001 to 10 */
  char                 *sysfs_root;
  char                 *meminfo_path;
  AkMachineProgressFunc progress;
  gpointer              progress_data;
  guint                 step, n_steps;
  double                last_worst;     /* the slowest run of the last kernel timed:
                                         * seconds (memory) or FLOP/s (arithmetic) */
} AkMachineRun;

AkMachineRun    *ak_machine_run_new               (guint64        array_bytes,
                                                   double         flop_seconds,
                                                   const char    *sysfs_root,
                                                   const char    *meminfo_path);
void             ak_machine_run_free              (AkMachineRun  *run);
AkMachineReport *ak_machine_run_measure           (AkMachineRun  *run,
                                                   GCancellable  *cancellable,
                                                   GError       **error);
void             ak_machine_workers_started       (void);
void             ak_machine_workers_stopped       (void);
guint            ak_machine_workers_get_n_running (void);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (AkMachineRun, ak_machine_run_free)

G_END_DECLS

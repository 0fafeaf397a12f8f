/* ak-machine-probe.h: this computer's FLOP/s and memory bandwidth, measured
 *
 * STREAM-style copy and triad kernels on every core in DRAM and in each
 * cache, an FMA throughput kernel for the widest SIMD the CPU has, the
 * clock timed with a dependent add chain, and what the system says about
 * the CPU (model, cores, caches, frequency). No GTK.
 *
 * The kernels are in ak-cpu-kernels.c, what the system says in
 * ak-cpu-info.c, the threads in ak-machine-measure.c, the report and its
 * JSON in ak-machine-report.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "ak-cpu-kernels.h"
#include "ak-machine-report.h"

G_BEGIN_DECLS

#define AK_TYPE_MACHINE_PROBE (ak_machine_probe_get_type ())

G_DECLARE_FINAL_TYPE (AkMachineProbe, ak_machine_probe, AK, MACHINE_PROBE, GObject)

AkMachineProbe  *ak_machine_probe_new                (void);
void             ak_machine_probe_set_array_bytes    (AkMachineProbe      *self,
                                                      guint64              array_bytes);
double           ak_machine_probe_get_flop_seconds   (AkMachineProbe      *self);
void             ak_machine_probe_set_flop_seconds   (AkMachineProbe      *self,
                                                      double               flop_seconds);
const char      *ak_machine_probe_get_sysfs_root     (AkMachineProbe      *self);
void             ak_machine_probe_set_sysfs_root     (AkMachineProbe      *self,
                                                      const char          *sysfs_root);
void             ak_machine_probe_set_meminfo_path   (AkMachineProbe      *self,
                                                      const char          *meminfo_path);
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

/* For tests: threads of any probe that have not been joined yet. */
guint            ak_machine_probe_get_n_running_workers (void);

G_END_DECLS

/* ak-cpu-kernels.h: the machine probe's kernels (FMA throughput, STREAM
 * copy and triad, a dependent add chain that times the clock)
 *
 * Each call does a bounded amount of work, so the probe can check for
 * cancellation between calls. No GTK.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Independent vector accumulators in the FMA kernel: enough to hide a
 * 4-5 cycle FMA latency on two FMA units. */
#define AK_MACHINE_FMA_ACCUMULATORS 12

/* Dependent integer additions per iteration of ak_machine_kernel_add_chain(). */
#define AK_MACHINE_CLOCK_CHAIN 64

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
gboolean         ak_machine_kernel_has_nt_stores     (void);
void             ak_machine_kernel_triad_nt          (double              *a,
                                                      const double        *b,
                                                      const double        *c,
                                                      double               scalar,
                                                      gsize                n);
guint64          ak_machine_kernel_add_chain         (guint64              iterations,
                                                      guint64              x);

G_END_DECLS

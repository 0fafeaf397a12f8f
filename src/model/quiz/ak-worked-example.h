/* ak-worked-example.h: the lesson's worked examples, computed
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ak-lesson.h"

G_BEGIN_DECLS

typedef struct {
  double bytes_per_token;        /* bytes */
  double bandwidth_bytes_s;      /* bytes/s needed for the token rate */
  double peak_bandwidth_bytes_s; /* bytes/s of the accelerator */
  double mbu;                    /* fraction, may exceed 1 when the rate is impossible */
} AkMbuExample;

typedef struct {
  double kwh_at_tdp;             /* kWh over the period at TDP */
  double household_fraction;     /* kwh_at_tdp / household kWh */
} AkPowerExample;

/**
 * AkMemoryRange:
 * @min_bandwidth_tb_s: lowest peak memory bandwidth, TB/s (10^12 bytes/s)
 * @max_bandwidth_tb_s: highest peak memory bandwidth, TB/s
 * @min_memory_gb: smallest memory capacity, GB (10^9 bytes, as the lesson stores it)
 * @max_memory_gb: largest memory capacity, GB
 * @n_accelerators: how many accelerators the range covers, >= 1
 * @min_memory_gib: the smallest capacity as its source publishes it in GiB
 *   (2^30 bytes; #AkAccelerator.memory_gib), or 0 when that chip gives GB
 * @max_memory_gib: the same for the largest capacity
 *
 * Capacities are compared in bytes; each end keeps the unit of its chip's
 * source, so that a text can quote "16 GiB" where Google publishes 16 GiB.
 */
typedef struct {
  double min_bandwidth_tb_s;
  double max_bandwidth_tb_s;
  double min_memory_gb;
  double max_memory_gb;
  guint  n_accelerators;
  double min_memory_gib;
  double max_memory_gib;
} AkMemoryRange;

gboolean ak_mbu_example_compute     (const AkAccelerator *accelerator,
                                     double               params_billion,
                                     AkPrecision          precision,
                                     double               tokens_per_second,
                                     AkMbuExample        *out_example,
                                     GError             **error);
char    *ak_mbu_example_describe    (const AkAccelerator *accelerator,
                                     double               params_billion,
                                     AkPrecision          precision,
                                     double               tokens_per_second,
                                     GError             **error);
gboolean ak_power_example_compute   (const AkAccelerator *accelerator,
                                     double               hours,
                                     double               household_kwh,
                                     AkPowerExample      *out_example,
                                     GError             **error);
char    *ak_power_example_describe  (const AkAccelerator *accelerator,
                                     double               hours,
                                     double               household_kwh,
                                     GError             **error);
gboolean ak_hbm_range_compute       (GPtrArray           *accelerators,
                                     AkMemoryRange       *out_range,
                                     GError             **error);
char    *ak_accelerator_describe    (const AkAccelerator *accelerator);
char    *ak_accelerator_format_memory (const AkAccelerator *accelerator);
char    *ak_accelerator_source_line (const AkAccelerator *accelerator,
                                     const char          *source);

G_END_DECLS

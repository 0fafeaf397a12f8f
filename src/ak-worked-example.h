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
  double kwh_low;                /* at 1.1x TDP */
  double kwh_high;               /* at 1.5x TDP */
  double household_fraction;     /* kwh_at_tdp / household kWh */
} AkPowerExample;

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
char    *ak_accelerator_describe    (const AkAccelerator *accelerator);

G_END_DECLS

/* ak-log-axis.h: a base-ten logarithmic chart axis, without any drawing
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/**
 * AK_LOG_AXIS_LIMIT:
 * The largest |log10| an axis bound may have: every positive finite double
 * (about 4.9e-324 to 1.8e308) has its logarithm inside ±330.
 */
#define AK_LOG_AXIS_LIMIT 330.0

/**
 * AkLogAxis:
 * @lo: the lower bound, as a base-ten logarithm
 * @hi: the upper bound, as a base-ten logarithm
 *
 * The range of one log axis. Fill it with ak_log_axis_extend(), then
 * ak_log_axis_round() makes it whole decades; ak_log_axis_normalize() maps
 * a value into [0, 1] (0 at @lo, 1 at @hi). An empty axis has @lo > @hi.
 */
typedef struct {
  double lo;
  double hi;
} AkLogAxis;

gboolean ak_log_axis_can_place      (double           value);
void     ak_log_axis_init           (AkLogAxis       *axis);
gboolean ak_log_axis_extend         (AkLogAxis       *axis,
                                     double           value);
void     ak_log_axis_round          (AkLogAxis       *axis,
                                     double           default_lo,
                                     double           default_hi);
double   ak_log_axis_normalize_log  (const AkLogAxis *axis,
                                     double           log_value);
gboolean ak_log_axis_normalize      (const AkLogAxis *axis,
                                     double           value,
                                     double          *out_fraction);
int      ak_log_axis_get_first_decade (const AkLogAxis *axis);
int      ak_log_axis_get_last_decade  (const AkLogAxis *axis);
int      ak_log_axis_tick_stride    (const AkLogAxis *axis,
                                     double           length,
                                     double           label_size);
gboolean ak_log_axis_is_tick        (int              decade,
                                     int              stride);

G_END_DECLS

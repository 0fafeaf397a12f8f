/* ak-log-axis.c: a base-ten logarithmic chart axis, without any drawing
 *
 * The first stage of the chart pipeline (values -> normalised values ->
 * pixels): an axis knows its bounds in whole decades, maps a value to a
 * fraction of its length and says which decades get a labelled tick. The
 * painter only multiplies fractions by its data area.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "ak-log-axis.h"

/**
 * ak_log_axis_can_place:
 * @value: any number
 *
 * Returns: %TRUE if @value has a place on a log axis: finite and > 0
 */
gboolean
ak_log_axis_can_place (double value)
{
  return isfinite (value) && value > 0;
}

/**
 * ak_log_axis_init:
 * @axis: (out): the axis to empty
 *
 * Empties @axis: the next ak_log_axis_extend() sets both bounds.
 */
void
ak_log_axis_init (AkLogAxis *axis)
{
  g_return_if_fail (axis != NULL);

  axis->lo = G_MAXDOUBLE;
  axis->hi = -G_MAXDOUBLE;
}

/**
 * ak_log_axis_extend:
 * @axis: an axis
 * @value: a value to include, in the axis' unit
 *
 * Widens @axis so that log10 (@value) lies inside it.
 *
 * Returns: %FALSE, leaving @axis as it was, when @value has no place on a
 *   log axis (zero, negative, NaN or infinite)
 */
gboolean
ak_log_axis_extend (AkLogAxis *axis,
                    double     value)
{
  g_return_val_if_fail (axis != NULL, FALSE);

  if (!ak_log_axis_can_place (value))
    return FALSE;

  axis->lo = MIN (axis->lo, log10 (value));
  axis->hi = MAX (axis->hi, log10 (value));
  return TRUE;
}

/**
 * ak_log_axis_round:
 * @axis: an axis
 * @default_lo: the lower bound of an empty axis, log10
 * @default_hi: the upper bound of an empty axis, log10
 *
 * Rounds @axis out to whole decades, inside ±%AK_LOG_AXIS_LIMIT, and widens
 * it one decade each way until it spans at least two decades, so a single
 * value sits in the middle of the chart.
 */
void
ak_log_axis_round (AkLogAxis *axis,
                   double     default_lo,
                   double     default_hi)
{
  g_return_if_fail (axis != NULL);

  if (axis->lo > axis->hi)
    {
      axis->lo = default_lo;
      axis->hi = default_hi;
    }

  axis->lo = CLAMP (floor (axis->lo), -AK_LOG_AXIS_LIMIT, AK_LOG_AXIS_LIMIT);
  axis->hi = CLAMP (ceil (axis->hi), -AK_LOG_AXIS_LIMIT, AK_LOG_AXIS_LIMIT);
  while (axis->hi - axis->lo < 2)
    {
      axis->lo -= 1;
      axis->hi += 1;
    }
}

/**
 * ak_log_axis_normalize_log:
 * @axis: a rounded axis (lo < hi)
 * @log_value: a base-ten logarithm
 *
 * Returns: (@log_value - lo) ÷ (hi - lo): 0 at the lower bound, 1 at the
 *   upper; outside [0, 1] for a value outside the axis
 */
double
ak_log_axis_normalize_log (const AkLogAxis *axis,
                           double           log_value)
{
  g_return_val_if_fail (axis != NULL && axis->lo < axis->hi, 0);

  return (log_value - axis->lo) / (axis->hi - axis->lo);
}

/**
 * ak_log_axis_normalize:
 * @axis: a rounded axis (lo < hi)
 * @value: a value in the axis' unit
 * @out_fraction: (out): where @value sits along the axis, see
 *   ak_log_axis_normalize_log()
 *
 * Returns: %FALSE when @value has no place on a log axis
 */
gboolean
ak_log_axis_normalize (const AkLogAxis *axis,
                       double           value,
                       double          *out_fraction)
{
  g_return_val_if_fail (axis != NULL && out_fraction != NULL, FALSE);

  if (!ak_log_axis_can_place (value))
    return FALSE;

  *out_fraction = ak_log_axis_normalize_log (axis, log10 (value));
  return TRUE;
}

/**
 * ak_log_axis_get_first_decade:
 * @axis: a rounded axis
 *
 * Returns: the exponent of the lowest power of ten on the axis
 */
int
ak_log_axis_get_first_decade (const AkLogAxis *axis)
{
  g_return_val_if_fail (axis != NULL, 0);

  return (int) axis->lo;
}

/**
 * ak_log_axis_get_last_decade:
 * @axis: a rounded axis
 *
 * Returns: the exponent of the highest power of ten on the axis
 */
int
ak_log_axis_get_last_decade (const AkLogAxis *axis)
{
  g_return_val_if_fail (axis != NULL, 0);

  return (int) axis->hi;
}

/**
 * ak_log_axis_tick_stride:
 * @axis: a rounded axis
 * @length: the room for the labels along the axis, in any unit
 * @label_size: the room one label needs, in the same unit, > 0
 *
 * Every how many decades a labelled tick goes so that the labels fit:
 * decades ÷ stride + 1 labels of @label_size must fit in @length (at least
 * two labels are always allowed).
 *
 * Returns: the stride, >= 1
 */
int
ak_log_axis_tick_stride (const AkLogAxis *axis,
                         double           length,
                         double           label_size)
{
  double fit;

  g_return_val_if_fail (axis != NULL, 1);

  if (!(label_size > 0) || !isfinite (length))
    return 1;

  fit = MAX (2, floor (length / label_size));
  return MAX (1, (int) ceil ((axis->hi - axis->lo) / (fit - 1)));
}

/**
 * ak_log_axis_is_tick:
 * @decade: a power of ten's exponent, may be negative
 * @stride: from ak_log_axis_tick_stride(), >= 1
 *
 * Returns: %TRUE if @decade gets a labelled tick: a multiple of @stride,
 *   so that 10⁰ always has one when it is on the axis
 */
gboolean
ak_log_axis_is_tick (int decade,
                     int stride)
{
  int m;

  g_return_val_if_fail (stride >= 1, TRUE);

  m = decade % stride;
  return m == 0;
}

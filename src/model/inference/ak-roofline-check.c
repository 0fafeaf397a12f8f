/* ak-roofline-check.c: the checks every roofline and transformer formula
 * makes of its inputs and its result, with their messages
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "ak-roofline-check-private.h"

/* ---- shared input and output checks ------------------------------------ */

/* A real-valued input: positive, finite, at most AK_ROOFLINE_MAX_INPUT.
 * @name is what the user would call it, @unit what it is measured in. */
gboolean
_ak_roofline_check_positive (double       value,
                const char  *name,
                const char  *unit,
                GError     **error)
{
  if (!isfinite (value) || value <= 0.0)
    {
      g_set_error (error, AK_ROOFLINE_ERROR, AK_ROOFLINE_ERROR_DOMAIN,
                   "%s must be a positive finite number of %s, got %g",
                   name, unit, value);
      return FALSE;
    }
  if (value > AK_ROOFLINE_MAX_INPUT)
    {
      g_set_error (error, AK_ROOFLINE_ERROR, AK_ROOFLINE_ERROR_DOMAIN,
                   "%s must be at most %g %s, got %g",
                   name, AK_ROOFLINE_MAX_INPUT, unit, value);
      return FALSE;
    }
  return TRUE;
}

/* A whole-number input (layers, heads, batch size): at least 1. */
gboolean
_ak_roofline_check_count (guint        value,
             const char  *name,
             const char  *unit,
             GError     **error)
{
  if (value == 0)
    {
      g_set_error (error, AK_ROOFLINE_ERROR, AK_ROOFLINE_ERROR_DOMAIN,
                   "%s must be a positive whole number of %s, got 0",
                   name, unit);
      return FALSE;
    }
  return TRUE;
}

gboolean
_ak_roofline_check_precision (AkPrecision   precision,
                 GError      **error)
{
  if ((guint) precision >= AK_N_PRECISIONS)
    {
      g_set_error (error, AK_ROOFLINE_ERROR, AK_ROOFLINE_ERROR_DOMAIN,
                   "precision must be one of fp32, bf16, fp16, fp8, int8, "
                   "int4, got value %d", (int) precision);
      return FALSE;
    }
  return TRUE;
}

/* Stores @result in @out if it is finite; otherwise leaves @out alone and
 * reports AK_ROOFLINE_ERROR_OVERFLOW naming @what and its @unit. */
gboolean
_ak_roofline_finish (double       result,
        const char  *what,
        const char  *unit,
        double      *out,
        GError     **error)
{
  if (!isfinite (result))
    {
      g_set_error (error, AK_ROOFLINE_ERROR, AK_ROOFLINE_ERROR_OVERFLOW,
                   "%s (in %s) is too large to represent", what, unit);
      return FALSE;
    }
  *out = result;
  return TRUE;
}


/* ak-roofline.c: roofline and dense-transformer inference arithmetic
 *
 * Pure functions: no state, no I/O, no GTK. Every fallible function checks
 * its inputs with the shared helpers below, computes in double precision,
 * and writes its out parameter only when the result is finite.
 *
 * Sources of the formulas (see also data/accelerator-facts.md):
 * - [Roofline] S. Williams, A. Waterman, D. Patterson, "Roofline: an
 *   insightful visual performance model for multicore architectures",
 *   Communications of the ACM 52(4), 2009.
 * - [Kaplan] J. Kaplan et al., "Scaling Laws for Neural Language Models",
 *   arXiv:2001.08361, 2020: a dense transformer's forward pass costs about
 *   2N FLOPs per token for N parameters.
 * - [Facts] accelerator-facts.md: matmul intensity (decode with batch B has
 *   intensity about B, prefill of T tokens about T), KV cache bytes, MBU
 *   and MFU.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "ak-roofline.h"
#include "ak-roofline-check-private.h"

#include <math.h>

/**
 * ak_roofline_error_quark:
 *
 * The error domain of the roofline functions; see #AkRooflineError.
 *
 * Returns: the #GQuark of %AK_ROOFLINE_ERROR
 */
G_DEFINE_QUARK (ak-roofline-error-quark, ak_roofline_error)

/* Indexed by AkPrecision. */
static const struct {
  const char *name;
  double      bytes;
} precisions[AK_N_PRECISIONS] = {
  [AK_PRECISION_FP32] = { "fp32", 4.0 },
  [AK_PRECISION_BF16] = { "bf16", 2.0 },
  [AK_PRECISION_FP16] = { "fp16", 2.0 },
  [AK_PRECISION_FP8]  = { "fp8",  1.0 },
  [AK_PRECISION_INT8] = { "int8", 1.0 },
  [AK_PRECISION_INT4] = { "int4", 0.5 },
};

/* ---- precisions --------------------------------------------------------- */

/**
 * ak_precision_bytes:
 * @precision: a numeric format
 *
 * The storage size of one value: FP32 4 bytes, BF16 and FP16 2, FP8 and
 * INT8 1, INT4 0.5 (two values share a byte).
 *
 * Returns: bytes per value, or 0 (after a critical warning) if @precision
 *   is not a valid #AkPrecision
 */
double
ak_precision_bytes (AkPrecision precision)
{
  g_return_val_if_fail ((guint) precision < AK_N_PRECISIONS, 0.0);
  return precisions[precision].bytes;
}

/**
 * ak_precision_to_string:
 * @precision: a numeric format
 *
 * The lower-case name of @precision as used in lesson files: "fp32",
 * "bf16", "fp16", "fp8", "int8" or "int4".
 *
 * Returns: (transfer none): a static string, or %NULL (after a critical
 *   warning) if @precision is not a valid #AkPrecision
 */
const char *
ak_precision_to_string (AkPrecision precision)
{
  g_return_val_if_fail ((guint) precision < AK_N_PRECISIONS, NULL);
  return precisions[precision].name;
}

/**
 * ak_precision_from_string:
 * @name: (nullable): a precision name, matched case-insensitively
 *   ("fp32", "bf16", "fp16", "fp8", "int8", "int4")
 * @out_precision: (out): where to store the precision
 *
 * Parses a precision name; the inverse of ak_precision_to_string().
 *
 * Returns: %TRUE on success; %FALSE if @name is %NULL or unknown, in which
 *   case @out_precision is left untouched
 */
gboolean
ak_precision_from_string (const char  *name,
                          AkPrecision *out_precision)
{
  g_return_val_if_fail (out_precision != NULL, FALSE);

  if (name == NULL)
    return FALSE;
  for (guint i = 0; i < AK_N_PRECISIONS; i++)
    {
      if (g_ascii_strcasecmp (name, precisions[i].name) == 0)
        {
          *out_precision = (AkPrecision) i;
          return TRUE;
        }
    }
  return FALSE;
}

/* ---- the roofline -------------------------------------------------------- */

/**
 * ak_roofline_attainable_flops:
 * @peak_flops: peak compute, FLOP/s
 * @bandwidth_bytes_s: peak memory bandwidth, bytes/s
 * @intensity_flop_byte: arithmetic intensity of the workload, FLOP/byte
 * @out_flops: (out): attainable compute, FLOP/s
 * @error: return location for an %AK_ROOFLINE_ERROR
 *
 * The roofline: attainable FLOP/s = min (peak, intensity × bandwidth)
 * (Williams, Waterman and Patterson, CACM 2009).
 *
 * Every input must be positive, finite and at most
 * %AK_ROOFLINE_MAX_INPUT, otherwise %AK_ROOFLINE_ERROR_DOMAIN. The result
 * never exceeds @peak_flops, so it is always finite.
 *
 * Returns: %TRUE on success; on error @out_flops is left untouched
 */
gboolean
ak_roofline_attainable_flops (double   peak_flops,
                              double   bandwidth_bytes_s,
                              double   intensity_flop_byte,
                              double  *out_flops,
                              GError **error)
{
  CHECK_OUT (out_flops);
  CHECK_POSITIVE (peak_flops, "peak compute", "FLOP/s");
  CHECK_POSITIVE (bandwidth_bytes_s, "bandwidth", "bytes/s");
  CHECK_POSITIVE (intensity_flop_byte, "arithmetic intensity", "FLOP/byte");

  /* fmin() also handles a product that overflowed to +inf. */
  return _ak_roofline_finish (fmin (peak_flops, intensity_flop_byte * bandwidth_bytes_s),
                 "attainable compute", "FLOP/s", out_flops, error);
}

/**
 * ak_roofline_ridge_point:
 * @peak_flops: peak compute, FLOP/s
 * @bandwidth_bytes_s: peak memory bandwidth, bytes/s
 * @out_flop_byte: (out): the ridge point, FLOP/byte
 * @error: return location for an %AK_ROOFLINE_ERROR
 *
 * The ridge point (critical arithmetic intensity) where the sloped memory
 * roof meets the flat compute roof: peak / bandwidth (Williams, Waterman
 * and Patterson, CACM 2009). For example the H100 SXM, 989e12 FLOP/s dense
 * BF16 over 3.35e12 bytes/s, has its ridge at 295.2 FLOP/byte.
 *
 * Inputs must be positive, finite and at most %AK_ROOFLINE_MAX_INPUT,
 * otherwise %AK_ROOFLINE_ERROR_DOMAIN; %AK_ROOFLINE_ERROR_OVERFLOW if the
 * quotient is not finite.
 *
 * Returns: %TRUE on success; on error @out_flop_byte is left untouched
 */
gboolean
ak_roofline_ridge_point (double   peak_flops,
                         double   bandwidth_bytes_s,
                         double  *out_flop_byte,
                         GError **error)
{
  CHECK_OUT (out_flop_byte);
  CHECK_POSITIVE (peak_flops, "peak compute", "FLOP/s");
  CHECK_POSITIVE (bandwidth_bytes_s, "bandwidth", "bytes/s");

  return _ak_roofline_finish (peak_flops / bandwidth_bytes_s,
                 "ridge point", "FLOP/byte", out_flop_byte, error);
}

/**
 * ak_roofline_bound:
 * @peak_flops: peak compute, FLOP/s
 * @bandwidth_bytes_s: peak memory bandwidth, bytes/s
 * @intensity_flop_byte: arithmetic intensity of the workload, FLOP/byte
 * @out_bound: (out): which roof limits the workload
 * @error: return location for an %AK_ROOFLINE_ERROR
 *
 * Classifies a workload on the roofline (Williams, Waterman and Patterson,
 * CACM 2009): %AK_BOUND_COMPUTE when @intensity_flop_byte is at or above
 * the ridge point (peak / bandwidth), %AK_BOUND_MEMORY below it.
 *
 * Inputs must be positive, finite and at most %AK_ROOFLINE_MAX_INPUT,
 * otherwise %AK_ROOFLINE_ERROR_DOMAIN. A ridge point too large to
 * represent is still compared correctly (everything is memory-bound).
 *
 * Returns: %TRUE on success; on error @out_bound is left untouched
 */
gboolean
ak_roofline_bound (double   peak_flops,
                   double   bandwidth_bytes_s,
                   double   intensity_flop_byte,
                   AkBound *out_bound,
                   GError **error)
{
  CHECK_OUT (out_bound);
  CHECK_POSITIVE (peak_flops, "peak compute", "FLOP/s");
  CHECK_POSITIVE (bandwidth_bytes_s, "bandwidth", "bytes/s");
  CHECK_POSITIVE (intensity_flop_byte, "arithmetic intensity", "FLOP/byte");

  *out_bound = intensity_flop_byte >= peak_flops / bandwidth_bytes_s
               ? AK_BOUND_COMPUTE : AK_BOUND_MEMORY;
  return TRUE;
}

/**
 * ak_roofline_step_time:
 * @flops: work of the step, FLOPs
 * @bytes: memory traffic of the step, bytes
 * @peak_flops: peak compute, FLOP/s
 * @bandwidth_bytes_s: peak memory bandwidth, bytes/s
 * @out_seconds: (out): lower bound on the step's duration, seconds
 * @error: return location for an %AK_ROOFLINE_ERROR
 *
 * The roofline time bound of one step, assuming compute and memory traffic
 * overlap perfectly: max (flops / peak, bytes / bandwidth) (the time form
 * of the roofline, Williams, Waterman and Patterson, CACM 2009).
 *
 * Inputs must be positive, finite and at most %AK_ROOFLINE_MAX_INPUT,
 * otherwise %AK_ROOFLINE_ERROR_DOMAIN; %AK_ROOFLINE_ERROR_OVERFLOW if the
 * time is not finite.
 *
 * Returns: %TRUE on success; on error @out_seconds is left untouched
 */
gboolean
ak_roofline_step_time (double   flops,
                       double   bytes,
                       double   peak_flops,
                       double   bandwidth_bytes_s,
                       double  *out_seconds,
                       GError **error)
{
  CHECK_OUT (out_seconds);
  CHECK_POSITIVE (flops, "FLOPs", "FLOPs");
  CHECK_POSITIVE (bytes, "bytes moved", "bytes");
  CHECK_POSITIVE (peak_flops, "peak compute", "FLOP/s");
  CHECK_POSITIVE (bandwidth_bytes_s, "bandwidth", "bytes/s");

  return _ak_roofline_finish (fmax (flops / peak_flops, bytes / bandwidth_bytes_s),
                 "step time", "seconds", out_seconds, error);
}

/* ---- dense-transformer inference ----------------------------------------- */

/**
 * ak_roofline_mbu:
 * @bytes_per_step: memory read per step, bytes
 * @steps_per_second: achieved steps (tokens at batch 1) per second, steps/s
 * @peak_bandwidth_bytes_s: peak memory bandwidth, bytes/s
 * @out_fraction: (out): model bandwidth utilization, a fraction (1 = 100%)
 * @error: return location for an %AK_ROOFLINE_ERROR
 *
 * Model bandwidth utilization: MBU = bytes per step × steps per second /
 * peak bandwidth (accelerator-facts.md). E.g. 7e9 FP16 parameters
 * (14e9 bytes) at 100 tokens/s on an A100 80GB (2.039e12 bytes/s):
 * 1.4e12 / 2.039e12 = 0.6866. A result above 1 means the inputs are
 * inconsistent (faster than the memory allows); it is returned as is.
 *
 * Inputs must be positive, finite and at most %AK_ROOFLINE_MAX_INPUT,
 * otherwise %AK_ROOFLINE_ERROR_DOMAIN; %AK_ROOFLINE_ERROR_OVERFLOW if the
 * result is not finite.
 *
 * Returns: %TRUE on success; on error @out_fraction is left untouched
 */
gboolean
ak_roofline_mbu (double   bytes_per_step,
                 double   steps_per_second,
                 double   peak_bandwidth_bytes_s,
                 double  *out_fraction,
                 GError **error)
{
  CHECK_OUT (out_fraction);
  CHECK_POSITIVE (bytes_per_step, "bytes per step", "bytes");
  CHECK_POSITIVE (steps_per_second, "steps per second", "steps/s");
  CHECK_POSITIVE (peak_bandwidth_bytes_s, "peak bandwidth", "bytes/s");

  return _ak_roofline_finish (bytes_per_step * steps_per_second / peak_bandwidth_bytes_s,
                 "MBU", "fraction of peak bandwidth", out_fraction, error);
}

/**
 * ak_roofline_mfu:
 * @achieved_flops: achieved compute, FLOP/s
 * @peak_flops: peak dense compute, FLOP/s (the dense figure, not the
 *   2:4-sparse headline)
 * @out_fraction: (out): model FLOPs utilization, a fraction (1 = 100%)
 * @error: return location for an %AK_ROOFLINE_ERROR
 *
 * Model FLOPs utilization: MFU = achieved FLOP/s / peak dense FLOP/s
 * (accelerator-facts.md). A result above 1 means the inputs are
 * inconsistent; it is returned as is.
 *
 * Inputs must be positive, finite and at most %AK_ROOFLINE_MAX_INPUT,
 * otherwise %AK_ROOFLINE_ERROR_DOMAIN; %AK_ROOFLINE_ERROR_OVERFLOW if the
 * result is not finite.
 *
 * Returns: %TRUE on success; on error @out_fraction is left untouched
 */
gboolean
ak_roofline_mfu (double   achieved_flops,
                 double   peak_flops,
                 double  *out_fraction,
                 GError **error)
{
  CHECK_OUT (out_fraction);
  CHECK_POSITIVE (achieved_flops, "achieved compute", "FLOP/s");
  CHECK_POSITIVE (peak_flops, "peak compute", "FLOP/s");

  return _ak_roofline_finish (achieved_flops / peak_flops,
                 "MFU", "fraction of peak compute", out_fraction, error);
}

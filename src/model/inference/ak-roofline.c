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

/* ---- shared input and output checks ------------------------------------ */

/* A real-valued input: positive, finite, at most AK_ROOFLINE_MAX_INPUT.
 * @name is what the user would call it, @unit what it is measured in. */
static gboolean
check_positive (double       value,
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
static gboolean
check_count (guint        value,
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

static gboolean
precision_is_valid (AkPrecision precision)
{
  return (guint) precision < AK_N_PRECISIONS;
}

static gboolean
check_precision (AkPrecision   precision,
                 GError      **error)
{
  if (!precision_is_valid (precision))
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
static gboolean
finish (double       result,
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

#define CHECK_POSITIVE(v, name, unit) \
  G_STMT_START { \
    if (!check_positive ((v), (name), (unit), error)) \
      return FALSE; \
  } G_STMT_END

#define CHECK_COUNT(v, name, unit) \
  G_STMT_START { \
    if (!check_count ((v), (name), (unit), error)) \
      return FALSE; \
  } G_STMT_END

#define CHECK_PRECISION(p) \
  G_STMT_START { \
    if (!check_precision ((p), error)) \
      return FALSE; \
  } G_STMT_END

#define CHECK_OUT(out) \
  G_STMT_START { \
    g_return_val_if_fail ((out) != NULL, FALSE); \
    g_return_val_if_fail (error == NULL || *error == NULL, FALSE); \
  } G_STMT_END

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
  g_return_val_if_fail (precision_is_valid (precision), 0.0);
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
  g_return_val_if_fail (precision_is_valid (precision), NULL);
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
  return finish (fmin (peak_flops, intensity_flop_byte * bandwidth_bytes_s),
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

  return finish (peak_flops / bandwidth_bytes_s,
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

  return finish (fmax (flops / peak_flops, bytes / bandwidth_bytes_s),
                 "step time", "seconds", out_seconds, error);
}

/* ---- dense-transformer inference ----------------------------------------- */

/**
 * ak_transformer_flops_per_token:
 * @params: parameter count N (e.g. 7e9)
 * @out_flops: (out): forward-pass work per token, FLOPs
 * @error: return location for an %AK_ROOFLINE_ERROR
 *
 * Forward-pass FLOPs per token of a dense transformer: about 2N, one
 * multiply and one add per weight (Kaplan et al. 2020, "Scaling Laws for
 * Neural Language Models"). Ignores attention-score FLOPs, which are small
 * next to the weights at modest context lengths (8 % for a 7B model at
 * 2,048 tokens, but 1.3 × 2N at 32,768); ak_inference_analyze() counts
 * them from the model's shape.
 *
 * @params must be positive, finite and at most %AK_ROOFLINE_MAX_INPUT,
 * otherwise %AK_ROOFLINE_ERROR_DOMAIN.
 *
 * Returns: %TRUE on success; on error @out_flops is left untouched
 */
gboolean
ak_transformer_flops_per_token (double   params,
                                double  *out_flops,
                                GError **error)
{
  CHECK_OUT (out_flops);
  CHECK_POSITIVE (params, "parameter count", "parameters");

  return finish (2.0 * params, "FLOPs per token", "FLOPs", out_flops, error);
}

/**
 * ak_transformer_weight_bytes:
 * @params: parameter count N
 * @precision: storage format of the weights
 * @out_bytes: (out): size of the weights, bytes
 * @error: return location for an %AK_ROOFLINE_ERROR
 *
 * Size of the weights: params × bytes per parameter (see
 * ak_precision_bytes()); e.g. 7e9 parameters in FP16 are 14e9 bytes.
 *
 * @params must be positive, finite and at most %AK_ROOFLINE_MAX_INPUT and
 * @precision a valid #AkPrecision, otherwise %AK_ROOFLINE_ERROR_DOMAIN.
 *
 * Returns: %TRUE on success; on error @out_bytes is left untouched
 */
gboolean
ak_transformer_weight_bytes (double       params,
                             AkPrecision  precision,
                             double      *out_bytes,
                             GError     **error)
{
  CHECK_OUT (out_bytes);
  CHECK_POSITIVE (params, "parameter count", "parameters");
  CHECK_PRECISION (precision);

  return finish (params * precisions[precision].bytes,
                 "weight size", "bytes", out_bytes, error);
}

/**
 * ak_transformer_kv_cache_bytes:
 * @layers: number of transformer layers, at least 1
 * @kv_heads: key/value heads per layer (fewer than query heads with
 *   grouped-query attention), at least 1
 * @head_dim: values per head, at least 1
 * @precision: storage format of the cache
 * @context_tokens: tokens held per sequence (may be an average), tokens
 * @batch_size: sequences in the batch, at least 1
 * @out_bytes: (out): size of the KV cache for the whole batch, bytes
 * @error: return location for an %AK_ROOFLINE_ERROR
 *
 * KV cache bytes = 2 (a key and a value) × layers × KV heads × head
 * dimension × bytes per value × context tokens × batch size (formula in
 * accelerator-facts.md). For a 7B model (32 layers, 32 KV heads, head
 * dimension 128) in FP16 at 2048 tokens and batch 1: 1 GiB.
 *
 * Counts of 0, @context_tokens that is not positive, finite and at most
 * %AK_ROOFLINE_MAX_INPUT, or an invalid @precision give
 * %AK_ROOFLINE_ERROR_DOMAIN; %AK_ROOFLINE_ERROR_OVERFLOW if the size is
 * not finite.
 *
 * Returns: %TRUE on success; on error @out_bytes is left untouched
 */
gboolean
ak_transformer_kv_cache_bytes (guint        layers,
                               guint        kv_heads,
                               guint        head_dim,
                               AkPrecision  precision,
                               double       context_tokens,
                               guint        batch_size,
                               double      *out_bytes,
                               GError     **error)
{
  CHECK_OUT (out_bytes);
  CHECK_COUNT (layers, "number of layers", "layers");
  CHECK_COUNT (kv_heads, "number of KV heads", "heads");
  CHECK_COUNT (head_dim, "head dimension", "values");
  CHECK_PRECISION (precision);
  CHECK_POSITIVE (context_tokens, "context length", "tokens");
  CHECK_COUNT (batch_size, "batch size", "sequences");

  return finish (2.0 * layers * kv_heads * head_dim
                 * precisions[precision].bytes * context_tokens * batch_size,
                 "KV cache size", "bytes", out_bytes, error);
}

/**
 * ak_transformer_decode_bytes:
 * @params: parameter count N
 * @precision: storage format of the weights
 * @kv_cache_bytes: KV cache read during the step (the whole batch), bytes
 * @out_bytes: (out): memory read per decode step, bytes
 * @error: return location for an %AK_ROOFLINE_ERROR
 *
 * Bytes read per decode step: every weight once (params × bytes per
 * parameter) plus the whole KV cache (accelerator-facts.md, MBU note).
 * Ignores activations, which are small next to both.
 *
 * Inputs must be positive, finite and at most %AK_ROOFLINE_MAX_INPUT and
 * @precision valid, otherwise %AK_ROOFLINE_ERROR_DOMAIN;
 * %AK_ROOFLINE_ERROR_OVERFLOW if the sum is not finite.
 *
 * Returns: %TRUE on success; on error @out_bytes is left untouched
 */
gboolean
ak_transformer_decode_bytes (double       params,
                             AkPrecision  precision,
                             double       kv_cache_bytes,
                             double      *out_bytes,
                             GError     **error)
{
  CHECK_OUT (out_bytes);
  CHECK_POSITIVE (params, "parameter count", "parameters");
  CHECK_PRECISION (precision);
  CHECK_POSITIVE (kv_cache_bytes, "KV cache size", "bytes");

  return finish (params * precisions[precision].bytes + kv_cache_bytes,
                 "bytes per decode step", "bytes", out_bytes, error);
}

/**
 * ak_transformer_decode_intensity:
 * @params: parameter count N
 * @precision: storage format of the weights
 * @kv_cache_bytes: KV cache of the whole batch, bytes
 * @batch_size: sequences decoded together, at least 1
 * @out_flop_byte: (out): arithmetic intensity of one decode step, FLOP/byte
 * @error: return location for an %AK_ROOFLINE_ERROR
 *
 * Arithmetic intensity of a decode step producing one token for each of
 * @batch_size sequences: FLOPs = 2 × params × batch (Kaplan et al. 2020),
 * bytes = weights + KV cache (see ak_transformer_decode_bytes()). It grows
 * with the batch: the weights are read once for all sequences, the same
 * matmul-intensity argument as in accelerator-facts.md (intensity about
 * B for batch B at 2 bytes per parameter). Ignores attention FLOPs and
 * activations.
 *
 * Inputs must be positive, finite and at most %AK_ROOFLINE_MAX_INPUT,
 * @batch_size at least 1 and @precision valid, otherwise
 * %AK_ROOFLINE_ERROR_DOMAIN; %AK_ROOFLINE_ERROR_OVERFLOW if the result is
 * not finite.
 *
 * Returns: %TRUE on success; on error @out_flop_byte is left untouched
 */
gboolean
ak_transformer_decode_intensity (double       params,
                                 AkPrecision  precision,
                                 double       kv_cache_bytes,
                                 guint        batch_size,
                                 double      *out_flop_byte,
                                 GError     **error)
{
  CHECK_OUT (out_flop_byte);
  CHECK_POSITIVE (params, "parameter count", "parameters");
  CHECK_PRECISION (precision);
  CHECK_POSITIVE (kv_cache_bytes, "KV cache size", "bytes");
  CHECK_COUNT (batch_size, "batch size", "sequences");

  double flops = 2.0 * params * batch_size;
  double bytes = params * precisions[precision].bytes + kv_cache_bytes;

  return finish (flops / bytes, "decode intensity", "FLOP/byte",
                 out_flop_byte, error);
}

/**
 * ak_transformer_prefill_intensity:
 * @params: parameter count N
 * @precision: storage format of the weights
 * @prompt_tokens: tokens per prompt, tokens
 * @batch_size: prompts processed together, at least 1
 * @out_flop_byte: (out): arithmetic intensity of the prefill, FLOP/byte
 * @error: return location for an %AK_ROOFLINE_ERROR
 *
 * Arithmetic intensity of processing @batch_size prompts of
 * @prompt_tokens tokens in one pass: FLOPs = 2 × params × tokens × batch
 * (Kaplan et al. 2020), bytes = the weights, read once (params × bytes per
 * parameter). The parameter count cancels, leaving 2 × tokens × batch /
 * bytes per parameter: intensity grows with the prompt, as in the
 * matmul-intensity note of accelerator-facts.md (about T for T tokens).
 * Simplifications: ignores attention FLOPs, the KV cache written and
 * activations, so it overstates intensity for long prompts (2.4 × for
 * 4,096 tokens through a 4096 × 11008 matmul); ak_inference_analyze()
 * gives each matmul's T·D·F / (T·D + D·F + T·F).
 *
 * Inputs must be positive, finite and at most %AK_ROOFLINE_MAX_INPUT,
 * @batch_size at least 1 and @precision valid, otherwise
 * %AK_ROOFLINE_ERROR_DOMAIN; %AK_ROOFLINE_ERROR_OVERFLOW if the result is
 * not finite.
 *
 * Returns: %TRUE on success; on error @out_flop_byte is left untouched
 */
gboolean
ak_transformer_prefill_intensity (double       params,
                                  AkPrecision  precision,
                                  double       prompt_tokens,
                                  guint        batch_size,
                                  double      *out_flop_byte,
                                  GError     **error)
{
  CHECK_OUT (out_flop_byte);
  CHECK_POSITIVE (params, "parameter count", "parameters");
  CHECK_PRECISION (precision);
  CHECK_POSITIVE (prompt_tokens, "prompt length", "tokens");
  CHECK_COUNT (batch_size, "batch size", "sequences");

  /* (2 × params × T × B) / (params × bpp), with params cancelled so that
   * neither product can overflow or underflow on its own. */
  return finish (2.0 * prompt_tokens * batch_size
                 / precisions[precision].bytes,
                 "prefill intensity", "FLOP/byte", out_flop_byte, error);
}

/**
 * ak_transformer_tokens_per_second_ceiling:
 * @bandwidth_bytes_s: peak memory bandwidth, bytes/s
 * @bytes_per_token: memory read per generated token (per decode step at
 *   batch 1, see ak_transformer_decode_bytes()), bytes
 * @out_tokens_s: (out): upper bound on decode speed, tokens/s
 * @error: return location for an %AK_ROOFLINE_ERROR
 *
 * The memory-bound ceiling on decode speed: bandwidth / bytes per token
 * (the memory roof of Williams, Waterman and Patterson, CACM 2009, in
 * tokens). E.g. 14e9 bytes per token on 2.039e12 bytes/s: 145.6 tokens/s.
 *
 * Inputs must be positive, finite and at most %AK_ROOFLINE_MAX_INPUT,
 * otherwise %AK_ROOFLINE_ERROR_DOMAIN; %AK_ROOFLINE_ERROR_OVERFLOW if the
 * result is not finite.
 *
 * Returns: %TRUE on success; on error @out_tokens_s is left untouched
 */
gboolean
ak_transformer_tokens_per_second_ceiling (double   bandwidth_bytes_s,
                                          double   bytes_per_token,
                                          double  *out_tokens_s,
                                          GError **error)
{
  CHECK_OUT (out_tokens_s);
  CHECK_POSITIVE (bandwidth_bytes_s, "bandwidth", "bytes/s");
  CHECK_POSITIVE (bytes_per_token, "bytes per token", "bytes");

  return finish (bandwidth_bytes_s / bytes_per_token,
                 "tokens-per-second ceiling", "tokens/s", out_tokens_s, error);
}

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

  return finish (bytes_per_step * steps_per_second / peak_bandwidth_bytes_s,
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

  return finish (achieved_flops / peak_flops,
                 "MFU", "fraction of peak compute", out_fraction, error);
}

/* An optional input: zero (left out), or positive, finite and at most
 * AK_ROOFLINE_MAX_INPUT. */
static gboolean
check_optional (double       value,
                const char  *name,
                const char  *unit,
                GError     **error)
{
  return value == 0.0 || check_positive (value, name, unit, error);
}

/**
 * ak_roofline_utilization:
 * @inputs: the decode workload and the accelerator's peaks
 * @out_utilization: (out): every figure of the MFU/MBU calculator
 * @error: return location for an %AK_ROOFLINE_ERROR
 *
 * Decode at batch B reads all the weights once per step, and each
 * sequence's KV cache, and produces one token for each sequence, so:
 * bytes per step = N × bytes per parameter + B × KV cache per sequence
 * (the scaling book's decode step, "How to Scale Your Model", inference
 * chapter), bandwidth needed = bytes per step × steps/s, MBU = that ÷ peak
 * bandwidth (KV counted, as Databricks' MBU definition does); FLOP/s
 * needed = (2N + attention FLOPs per token) × B × steps/s (Kaplan et al.
 * 2020), MFU = that ÷ dense peak; the ceiling is min (bandwidth ÷ bytes per
 * step, peak ÷ FLOPs per step) steps/s (the roofline of Williams, Waterman
 * and Patterson, CACM 2009, in steps). With @kv_bytes_per_sequence and
 * @attention_flops_per_token 0 this is the lesson's worked example: 7e9
 * FP16 parameters at 100 tokens/s on 2.039e12 bytes/s give 14e9 bytes per
 * token, 1.4e12 bytes/s and an MBU of 0.6866.
 *
 * Inputs must be positive, finite and at most %AK_ROOFLINE_MAX_INPUT (the
 * optional ones may be 0), @batch_size at least 1 and @precision valid,
 * otherwise %AK_ROOFLINE_ERROR_DOMAIN; %AK_ROOFLINE_ERROR_OVERFLOW if a
 * result is not finite.
 *
 * Returns: %TRUE on success; on error @out_utilization is left untouched
 */
gboolean
ak_roofline_utilization (const AkUtilizationInputs  *inputs,
                         AkUtilization              *out_utilization,
                         GError                    **error)
{
  AkUtilization u;
  double weight_bytes, flops_per_step;

  g_return_val_if_fail (inputs != NULL, FALSE);
  CHECK_OUT (out_utilization);
  CHECK_POSITIVE (inputs->steps_per_second, "steps per second", "steps/s");
  CHECK_COUNT (inputs->batch_size, "batch size", "sequences");
  if (!check_optional (inputs->kv_bytes_per_sequence, "KV cache per sequence", "bytes", error) ||
      !check_optional (inputs->attention_flops_per_token, "attention FLOPs per token", "FLOPs", error) ||
      !check_optional (inputs->memory_bytes, "memory capacity", "bytes", error))
    return FALSE;

  if (!ak_transformer_weight_bytes (inputs->params, inputs->precision, &weight_bytes, error) ||
      !ak_transformer_flops_per_token (inputs->params, &flops_per_step, error))
    return FALSE;

  u.kv_bytes_per_step = inputs->kv_bytes_per_sequence * inputs->batch_size;
  u.bytes_per_step = weight_bytes + u.kv_bytes_per_step;
  u.memory_needed_bytes = u.bytes_per_step;
  u.fits_in_memory = inputs->memory_bytes == 0.0 || u.memory_needed_bytes <= inputs->memory_bytes;
  if (!finish (u.bytes_per_step, "bytes per step", "bytes", &u.bytes_per_step, error) ||
      !ak_roofline_mbu (u.bytes_per_step, inputs->steps_per_second,
                        inputs->bandwidth_bytes_s, &u.mbu, error) ||
      !ak_transformer_tokens_per_second_ceiling (inputs->bandwidth_bytes_s,
                                                 u.bytes_per_step,
                                                 &u.memory_ceiling_steps_s, error))
    return FALSE;

  flops_per_step = (flops_per_step + inputs->attention_flops_per_token) * inputs->batch_size;
  u.bytes_per_token = u.bytes_per_step / inputs->batch_size;
  u.tokens_per_second = inputs->steps_per_second * inputs->batch_size;
  u.bandwidth_bytes_s = u.bytes_per_step * inputs->steps_per_second;
  u.flops_per_second = flops_per_step * inputs->steps_per_second;

  if (!finish (u.flops_per_second, "FLOP/s needed", "FLOP/s",
               &u.flops_per_second, error) ||
      !ak_roofline_mfu (u.flops_per_second, inputs->peak_flops, &u.mfu, error) ||
      !finish (inputs->peak_flops / flops_per_step, "compute ceiling",
               "steps/s", &u.compute_ceiling_steps_s, error))
    return FALSE;

  u.ceiling_steps_s = fmin (u.memory_ceiling_steps_s, u.compute_ceiling_steps_s);
  u.bound = u.memory_ceiling_steps_s <= u.compute_ceiling_steps_s
            ? AK_BOUND_MEMORY : AK_BOUND_COMPUTE;
  *out_utilization = u;

  return TRUE;
}

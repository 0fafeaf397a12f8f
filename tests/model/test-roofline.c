/* test-roofline.c: table-driven tests of the roofline and transformer
 * inference arithmetic (src/ak-roofline.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <float.h>
#include <math.h>
#include <string.h>

#include <glib.h>

#include "ak-roofline.h"
#include "ak-transformer.h"

/* Written to every out parameter before a call, to prove errors leave it
 * untouched. Not a value any function can produce from the tables. */
#define SENTINEL (-12345.0)

/* ---- a uniform view of every fallible function ------------------------- */

typedef enum {
  ARG_REAL,      /* double: positive, finite, <= AK_ROOFLINE_MAX_INPUT */
  ARG_COUNT,     /* guint: >= 1 */
  ARG_PRECISION, /* AkPrecision */
} ArgKind;

#define MAX_ARGS 6

typedef gboolean (*CallFunc) (const double *args, double *out, GError **error);

typedef struct {
  const char *name;                /* test path component */
  CallFunc    call;
  guint       n_args;
  ArgKind     kinds[MAX_ARGS];
  const char *arg_names[MAX_ARGS]; /* must appear in the DOMAIN message */
  double      valid[MAX_ARGS];     /* a valid call */
} FuncSpec;

static gboolean
call_attainable (const double *a, double *out, GError **error)
{
  return ak_roofline_attainable_flops (a[0], a[1], a[2], out, error);
}

static gboolean
call_ridge (const double *a, double *out, GError **error)
{
  return ak_roofline_ridge_point (a[0], a[1], out, error);
}

/* Maps the AkBound out parameter onto a double: *out is written only if
 * the function wrote its out parameter. */
static gboolean
call_bound (const double *a, double *out, GError **error)
{
  const AkBound untouched = (AkBound) 77;
  AkBound bound = untouched;
  gboolean ok = ak_roofline_bound (a[0], a[1], a[2], &bound, error);

  if (bound != untouched)
    *out = (double) bound;
  return ok;
}

static gboolean
call_step_time (const double *a, double *out, GError **error)
{
  return ak_roofline_step_time (a[0], a[1], a[2], a[3], out, error);
}

static gboolean
call_flops_per_token (const double *a, double *out, GError **error)
{
  return ak_transformer_flops_per_token (a[0], out, error);
}

static gboolean
call_weight_bytes (const double *a, double *out, GError **error)
{
  return ak_transformer_weight_bytes (a[0], (AkPrecision) (int) a[1],
                                      out, error);
}

static gboolean
call_kv_cache (const double *a, double *out, GError **error)
{
  return ak_transformer_kv_cache_bytes ((guint) a[0], (guint) a[1],
                                        (guint) a[2], (AkPrecision) (int) a[3],
                                        a[4], (guint) a[5], out, error);
}

static gboolean
call_decode_bytes (const double *a, double *out, GError **error)
{
  return ak_transformer_decode_bytes (a[0], (AkPrecision) (int) a[1], a[2],
                                      out, error);
}

static gboolean
call_decode_intensity (const double *a, double *out, GError **error)
{
  return ak_transformer_decode_intensity (a[0], (AkPrecision) (int) a[1],
                                          a[2], (guint) a[3], out, error);
}

static gboolean
call_prefill_intensity (const double *a, double *out, GError **error)
{
  return ak_transformer_prefill_intensity (a[0], (AkPrecision) (int) a[1],
                                           a[2], (guint) a[3], out, error);
}

static gboolean
call_tokens_ceiling (const double *a, double *out, GError **error)
{
  return ak_transformer_tokens_per_second_ceiling (a[0], a[1], out, error);
}

static gboolean
call_mbu (const double *a, double *out, GError **error)
{
  return ak_roofline_mbu (a[0], a[1], a[2], out, error);
}

static gboolean
call_mfu (const double *a, double *out, GError **error)
{
  return ak_roofline_mfu (a[0], a[1], out, error);
}

#define R ARG_REAL
#define C ARG_COUNT
#define P ARG_PRECISION
#define FP16 ((double) AK_PRECISION_FP16)

static const FuncSpec funcs[] = {
  { "attainable-flops", call_attainable, 3, { R, R, R },
    { "peak compute", "bandwidth", "arithmetic intensity" },
    { 989e12, 3.35e12, 10 } },
  { "ridge-point", call_ridge, 2, { R, R },
    { "peak compute", "bandwidth" },
    { 989e12, 3.35e12 } },
  { "bound", call_bound, 3, { R, R, R },
    { "peak compute", "bandwidth", "arithmetic intensity" },
    { 989e12, 3.35e12, 10 } },
  { "step-time", call_step_time, 4, { R, R, R, R },
    { "FLOPs", "bytes moved", "peak compute", "bandwidth" },
    { 14e9, 14e9, 989e12, 3.35e12 } },
  { "flops-per-token", call_flops_per_token, 1, { R },
    { "parameter count" },
    { 7e9 } },
  { "weight-bytes", call_weight_bytes, 2, { R, P },
    { "parameter count", "precision" },
    { 7e9, FP16 } },
  { "kv-cache-bytes", call_kv_cache, 6, { C, C, C, P, R, C },
    { "number of layers", "number of KV heads", "head dimension",
      "precision", "context length", "batch size" },
    { 32, 32, 128, FP16, 2048, 1 } },
  { "decode-bytes", call_decode_bytes, 3, { R, P, R },
    { "parameter count", "precision", "KV cache size" },
    { 7e9, FP16, 1073741824.0 } },
  { "decode-intensity", call_decode_intensity, 4, { R, P, R, C },
    { "parameter count", "precision", "KV cache size", "batch size" },
    { 7e9, FP16, 1073741824.0, 1 } },
  { "prefill-intensity", call_prefill_intensity, 4, { R, P, R, C },
    { "parameter count", "precision", "prompt length", "batch size" },
    { 7e9, FP16, 4096, 1 } },
  { "tokens-per-second-ceiling", call_tokens_ceiling, 2, { R, R },
    { "bandwidth", "bytes per token" },
    { 2.039e12, 14e9 } },
  { "mbu", call_mbu, 3, { R, R, R },
    { "bytes per step", "steps per second", "peak bandwidth" },
    { 14e9, 100, 2.039e12 } },
  { "mfu", call_mfu, 2, { R, R },
    { "achieved compute", "peak compute" },
    { 156e12, 312e12 } },
};

static void
assert_close (double actual, double expected, double rel_tol)
{
  g_assert_true (isfinite (actual));
  if (fabs (actual - expected) > rel_tol * fabs (expected))
    g_error ("got %.17g, expected %.17g (relative tolerance %g)",
             actual, expected, rel_tol);
}

/* ---- precisions -------------------------------------------------------- */

static const struct {
  AkPrecision precision;
  const char *name;
  const char *upper;
  double      bytes;
} precision_table[] = {
  { AK_PRECISION_FP32, "fp32", "FP32", 4.0 },
  { AK_PRECISION_BF16, "bf16", "BF16", 2.0 },
  { AK_PRECISION_FP16, "fp16", "FP16", 2.0 },
  { AK_PRECISION_FP8,  "fp8",  "FP8",  1.0 },
  { AK_PRECISION_INT8, "int8", "INT8", 1.0 },
  { AK_PRECISION_INT4, "int4", "INT4", 0.5 },
};

static void
test_precision (void)
{
  g_assert_cmpuint (G_N_ELEMENTS (precision_table), ==, AK_N_PRECISIONS);

  for (guint i = 0; i < G_N_ELEMENTS (precision_table); i++)
    {
      AkPrecision parsed = AK_N_PRECISIONS;

      g_assert_cmpfloat (ak_precision_bytes (precision_table[i].precision),
                         ==, precision_table[i].bytes);
      g_assert_cmpstr (ak_precision_to_string (precision_table[i].precision),
                       ==, precision_table[i].name);

      g_assert_true (ak_precision_from_string (precision_table[i].name,
                                               &parsed));
      g_assert_cmpint (parsed, ==, precision_table[i].precision);

      parsed = AK_N_PRECISIONS;
      g_assert_true (ak_precision_from_string (precision_table[i].upper,
                                               &parsed));
      g_assert_cmpint (parsed, ==, precision_table[i].precision);
    }
}

static void
test_precision_unknown (void)
{
  static const char *const unknown[] = {
    "", "fp64", "int2", "fp16 ", " fp16", "bfloat16", "fp", "int",
  };
  AkPrecision parsed = (AkPrecision) 77;

  g_assert_false (ak_precision_from_string (NULL, &parsed));
  g_assert_cmpint (parsed, ==, 77);
  for (guint i = 0; i < G_N_ELEMENTS (unknown); i++)
    {
      g_assert_false (ak_precision_from_string (unknown[i], &parsed));
      g_assert_cmpint (parsed, ==, 77);
    }
}

/* Invalid enum values are programmer errors: a critical and a harmless
 * return value, never NaN. */
static void
test_precision_invalid_enum (void)
{
  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*precision*");
  g_assert_cmpfloat (ak_precision_bytes (AK_N_PRECISIONS), ==, 0.0);
  g_test_assert_expected_messages ();

  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*precision*");
  g_assert_null (ak_precision_to_string ((AkPrecision) 99));
  g_test_assert_expected_messages ();
}

/* ---- formulas, recomputed by hand -------------------------------------- */

static const struct {
  CallFunc    call;
  double      args[MAX_ARGS];
  double      expected;
  const char *what;
} formula_table[] = {
  /* min (peak, I × BW) */
  { call_attainable, { 989e12, 3.35e12, 1 }, 3.35e12, "attainable, memory roof" },
  { call_attainable, { 989e12, 3.35e12, 100 }, 335e12, "attainable, slope" },
  { call_attainable, { 989e12, 3.35e12, 1000 }, 989e12, "attainable, compute roof" },
  { call_attainable, { 1e30, 1e30, 1e30 }, 1e30, "attainable, product overflows" },
  /* peak / BW */
  { call_ridge, { 989e12, 3.35e12 }, 989e12 / 3.35e12, "ridge H100 SXM" },
  { call_ridge, { 312e12, 2.039e12 }, 312e12 / 2.039e12, "ridge A100" },
  /* COMPUTE (1) when I >= ridge */
  { call_bound, { 989e12, 3.35e12, 1 }, AK_BOUND_MEMORY, "bound, I = 1" },
  { call_bound, { 989e12, 3.35e12, 295 }, AK_BOUND_MEMORY, "bound, below ridge" },
  { call_bound, { 989e12, 3.35e12, 296 }, AK_BOUND_COMPUTE, "bound, above ridge" },
  { call_bound, { 989e12, 3.35e12, 989e12 / 3.35e12 }, AK_BOUND_COMPUTE,
    "bound, at ridge" },
  /* max (F / peak, B / BW) */
  { call_step_time, { 14e9, 14e9, 312e12, 2.039e12 }, 14e9 / 2.039e12,
    "step time, decode (memory term)" },
  { call_step_time, { 1e15, 1e9, 1e15, 1e12 }, 1.0, "step time, compute term" },
  { call_step_time, { 2e12, 2e12, 1e12, 1e12 }, 2.0, "step time, both equal" },
  /* 2N */
  { call_flops_per_token, { 7e9 }, 14e9, "flops per token 7B" },
  { call_flops_per_token, { 70e9 }, 140e9, "flops per token 70B" },
  /* N × bytes per parameter */
  { call_weight_bytes, { 7e9, AK_PRECISION_FP32 }, 28e9, "weights fp32" },
  { call_weight_bytes, { 7e9, AK_PRECISION_BF16 }, 14e9, "weights bf16" },
  { call_weight_bytes, { 7e9, AK_PRECISION_FP16 }, 14e9, "weights fp16" },
  { call_weight_bytes, { 7e9, AK_PRECISION_FP8 }, 7e9, "weights fp8" },
  { call_weight_bytes, { 7e9, AK_PRECISION_INT8 }, 7e9, "weights int8" },
  { call_weight_bytes, { 7e9, AK_PRECISION_INT4 }, 3.5e9, "weights int4" },
  /* 2 × layers × KV heads × head dim × bytes × context × batch */
  { call_kv_cache, { 32, 32, 128, AK_PRECISION_FP16, 2048, 1 }, 1073741824.0,
    "KV cache 7B fp16 2048 tokens" },
  { call_kv_cache, { 32, 32, 128, AK_PRECISION_FP16, 2048, 8 }, 8589934592.0,
    "KV cache 7B fp16 2048 tokens batch 8" },
  { call_kv_cache, { 80, 8, 128, AK_PRECISION_FP16, 4096, 1 }, 1342177280.0,
    "KV cache 70B GQA fp16 4096 tokens" },
  { call_kv_cache, { 32, 32, 128, AK_PRECISION_INT4, 2048, 1 }, 268435456.0,
    "KV cache 7B int4" },
  /* weights + KV cache */
  { call_decode_bytes, { 7e9, AK_PRECISION_FP16, 1073741824.0 },
    14e9 + 1073741824.0, "decode bytes 7B fp16" },
  { call_decode_bytes, { 7e9, AK_PRECISION_INT4, 1e9 }, 4.5e9, "decode bytes int4" },
  /* 2NB / (weights + KV) */
  { call_decode_intensity, { 7e9, AK_PRECISION_FP16, 1073741824.0, 1 },
    14e9 / (14e9 + 1073741824.0), "decode intensity B=1" },
  { call_decode_intensity, { 7e9, AK_PRECISION_FP16, 8589934592.0, 8 },
    112e9 / (14e9 + 8589934592.0), "decode intensity B=8" },
  { call_decode_intensity, { 7e9, AK_PRECISION_FP16, 1e-3, 64 }, 64.0,
    "decode intensity, tiny KV: about B" },
  /* 2NTB / (N × bytes) = 2TB / bytes */
  { call_prefill_intensity, { 7e9, AK_PRECISION_FP16, 4096, 1 }, 4096.0,
    "prefill intensity 4096 fp16" },
  { call_prefill_intensity, { 7e9, AK_PRECISION_INT4, 100, 2 }, 800.0,
    "prefill intensity 100 x 2 int4" },
  { call_prefill_intensity, { 7e9, AK_PRECISION_FP32, 512, 1 }, 256.0,
    "prefill intensity 512 fp32" },
  /* BW / bytes per token */
  { call_tokens_ceiling, { 2.039e12, 14e9 }, 2.039e12 / 14e9, "ceiling A100 7B" },
  { call_tokens_ceiling, { 3.35e12, 3.5e9 }, 3.35e12 / 3.5e9, "ceiling H100 7B int4" },
  /* bytes × steps/s / BW */
  { call_mbu, { 14e9, 100, 2.039e12 }, 1.4e12 / 2.039e12, "MBU worked example" },
  { call_mbu, { 14e9, 100, 2.0e12 }, 0.7, "MBU rounded bandwidth" },
  /* achieved / peak */
  { call_mfu, { 156e12, 312e12 }, 0.5, "MFU half" },
  { call_mfu, { 989e12, 989e12 }, 1.0, "MFU full" },
};

static void
test_formulas (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (formula_table); i++)
    {
      double out = SENTINEL;
      GError *error = NULL;

      g_test_message ("%s", formula_table[i].what);
      g_assert_true (formula_table[i].call (formula_table[i].args, &out,
                                            &error));
      g_assert_no_error (error);
      assert_close (out, formula_table[i].expected, 1e-12);
    }
}

/* The lesson's worked example: 7e9 parameters in FP16 decoding 100
 * tokens/s on an A100 80GB (2.039 TB/s). The expected figures are the
 * lesson's, to the digits it prints. */
static void
test_worked_example (void)
{
  const double params = 7e9, tokens_s = 100;
  double bytes_per_token = SENTINEL, needed, check = SENTINEL;
  double mbu = SENTINEL, mbu_rounded = SENTINEL, ceiling = SENTINEL;
  GError *error = NULL;

  g_assert_true (ak_transformer_weight_bytes (params, AK_PRECISION_FP16,
                                              &bytes_per_token, &error));
  g_assert_no_error (error);
  g_assert_cmpfloat (bytes_per_token, ==, 14e9);

  needed = bytes_per_token * tokens_s;
  assert_close (needed, 1.4e12, 1e-12);

  /* The bandwidth needed is the one whose ceiling is exactly 100 tokens/s. */
  g_assert_true (ak_transformer_tokens_per_second_ceiling (needed,
                                                           bytes_per_token,
                                                           &check, &error));
  g_assert_no_error (error);
  assert_close (check, tokens_s, 1e-12);

  g_assert_true (ak_roofline_mbu (bytes_per_token, tokens_s, 2.039e12, &mbu,
                                  &error));
  g_assert_no_error (error);
  g_assert_cmpfloat_with_epsilon (mbu, 0.6866, 0.00005);

  g_assert_true (ak_roofline_mbu (bytes_per_token, tokens_s, 2.0e12,
                                  &mbu_rounded, &error));
  g_assert_no_error (error);
  g_assert_cmpfloat_with_epsilon (mbu_rounded, 0.70, 1e-12);

  g_assert_true (ak_transformer_tokens_per_second_ceiling (2.039e12,
                                                           bytes_per_token,
                                                           &ceiling, &error));
  g_assert_no_error (error);
  g_assert_cmpfloat_with_epsilon (ceiling, 145.6, 0.05);
  g_test_message ("MBU %.4f (rounded bandwidth %.2f), ceiling %.1f tokens/s",
                  mbu, mbu_rounded, ceiling);
}

/* The calculator's figures, from ak_roofline_utilization(): the worked
 * example again, the halving the lesson points out, and batching. */
static void
test_utilization (void)
{
  AkUtilizationInputs in = {
    .params = 7e9, .precision = AK_PRECISION_FP16, .steps_per_second = 100,
    .batch_size = 1, .peak_flops = 312e12, .bandwidth_bytes_s = 2.039e12,
  };
  AkUtilization u, half, batched;
  GError *error = NULL;

  g_assert_true (ak_roofline_utilization (&in, &u, &error));
  g_assert_no_error (error);
  g_assert_cmpfloat (u.bytes_per_step, ==, 14e9);
  g_assert_cmpfloat (u.bytes_per_token, ==, 14e9);
  assert_close (u.bandwidth_bytes_s, 1.4e12, 1e-12);
  g_assert_cmpfloat_with_epsilon (u.mbu, 0.6866, 0.00005);
  assert_close (u.flops_per_second, 1.4e12, 1e-12);
  assert_close (u.mfu, 1.4e12 / 312e12, 1e-12);
  g_assert_cmpfloat_with_epsilon (u.ceiling_steps_s, 145.6, 0.05);
  g_assert_cmpint (u.bound, ==, AK_BOUND_MEMORY);

  /* Half the bytes per parameter: half the bandwidth for the same rate. */
  in.precision = AK_PRECISION_INT8;
  g_assert_true (ak_roofline_utilization (&in, &half, &error));
  assert_close (half.bandwidth_bytes_s, u.bandwidth_bytes_s / 2, 1e-12);
  assert_close (half.memory_ceiling_steps_s, u.memory_ceiling_steps_s * 2, 1e-12);

  /* A batch shares the weights: same bytes per step, B times the FLOPs. */
  in.precision = AK_PRECISION_FP16;
  in.batch_size = 64;
  g_assert_true (ak_roofline_utilization (&in, &batched, &error));
  assert_close (batched.bytes_per_token, 14e9 / 64, 1e-12);
  assert_close (batched.bandwidth_bytes_s, u.bandwidth_bytes_s, 1e-12);
  assert_close (batched.flops_per_second, 64 * u.flops_per_second, 1e-12);
  assert_close (batched.tokens_per_second, 6400, 1e-12);

  /* Faster than the bandwidth allows: MBU above 1, reported as is. */
  in.batch_size = 1;
  in.steps_per_second = 1000;
  g_assert_true (ak_roofline_utilization (&in, &u, &error));
  g_assert_cmpfloat (u.mbu, >, 1.0);

  in.steps_per_second = NAN;
  g_assert_false (ak_roofline_utilization (&in, &u, &error));
  g_assert_error (error, AK_ROOFLINE_ERROR, AK_ROOFLINE_ERROR_DOMAIN);
  g_clear_error (&error);
  in.steps_per_second = 100;
  in.batch_size = 0;
  g_assert_false (ak_roofline_utilization (&in, &u, &error));
  g_assert_error (error, AK_ROOFLINE_ERROR, AK_ROOFLINE_ERROR_DOMAIN);
  g_clear_error (&error);
}

/* ---- the 12 accelerators of accelerator-facts.md ------------------------ */

/* Inputs copied from the facts file (dense BF16/FP16 tensor peak, memory
 * bandwidth); ridge = peak / bandwidth, worked by hand to 3 significant
 * digits. */
static const struct {
  const char *chip;
  double      peak_flops;
  double      bandwidth_bytes_s;
  double      ridge_3sf;
} chips[] = {
  { "NVIDIA H100 SXM",      989e12, 3.35e12,  295 }, /* 295.22 */
  { "NVIDIA H100 PCIe",     756e12, 2.0e12,   378 }, /* 378.00 */
  { "NVIDIA H200 SXM",      989e12, 4.8e12,   206 }, /* 206.04 */
  { "NVIDIA A100 80GB SXM", 312e12, 2.039e12, 153 }, /* 153.02 */
  { "NVIDIA B200 (HGX)",   2250e12, 8.0e12,   281 }, /* 281.25 */
  { "NVIDIA L4",            121e12, 0.30e12,  403 }, /* 403.33 */
  { "NVIDIA RTX 4090",      165e12, 1.008e12, 164 }, /* 163.69 */
  { "AMD Instinct MI300X", 1307e12, 5.3e12,   247 }, /* 246.60 */
  { "Google TPU v4",        275e12, 1.2e12,   229 }, /* 229.17 */
  { "Google TPU v5e",       197e12, 0.819e12, 241 }, /* 240.54 */
  { "Google TPU v5p",       459e12, 2.765e12, 166 }, /* 166.00 */
  { "Intel Gaudi 3",       1835e12, 3.67e12,  500 }, /* 500.00 */
};

static void
test_ridge_points (void)
{
  g_assert_cmpuint (G_N_ELEMENTS (chips), ==, 12);

  for (guint i = 0; i < G_N_ELEMENTS (chips); i++)
    {
      double ridge = SENTINEL;
      GError *error = NULL;

      g_assert_true (ak_roofline_ridge_point (chips[i].peak_flops,
                                              chips[i].bandwidth_bytes_s,
                                              &ridge, &error));
      g_assert_no_error (error);
      g_test_message ("%s: ridge %.1f FLOP/byte", chips[i].chip, ridge);
      /* 3 significant digits: within half a unit in the last place. */
      g_assert_cmpfloat_with_epsilon (ridge, chips[i].ridge_3sf, 0.5);
    }
}

/* A 7B dense model in BF16 with a 2048-token KV cache (32 layers, 32 KV
 * heads, head dimension 128). */
#define MODEL_PARAMS 7e9

static double
model_kv_cache_bytes (guint batch_size)
{
  double bytes = SENTINEL;
  GError *error = NULL;

  g_assert_true (ak_transformer_kv_cache_bytes (32, 32, 128, AK_PRECISION_BF16,
                                                2048, batch_size, &bytes,
                                                &error));
  g_assert_no_error (error);
  return bytes;
}

static AkBound
chip_bound (guint chip, double intensity)
{
  AkBound bound = (AkBound) 77;
  GError *error = NULL;

  g_assert_true (ak_roofline_bound (chips[chip].peak_flops,
                                    chips[chip].bandwidth_bytes_s, intensity,
                                    &bound, &error));
  g_assert_no_error (error);
  return bound;
}

static void
test_decode_memory_bound (void)
{
  double intensity = SENTINEL;
  GError *error = NULL;

  g_assert_true (ak_transformer_decode_intensity (MODEL_PARAMS,
                                                  AK_PRECISION_BF16,
                                                  model_kv_cache_bytes (1), 1,
                                                  &intensity, &error));
  g_assert_no_error (error);
  g_assert_cmpfloat (intensity, <, 1.0);

  for (guint i = 0; i < G_N_ELEMENTS (chips); i++)
    {
      double bytes = SENTINEL, seconds = SENTINEL;

      g_test_message ("%s: decode b=1 at %.3f FLOP/byte", chips[i].chip,
                      intensity);
      g_assert_cmpint (chip_bound (i, intensity), ==, AK_BOUND_MEMORY);

      /* Consistently, the step time is the memory term. */
      g_assert_true (ak_transformer_decode_bytes (MODEL_PARAMS,
                                                  AK_PRECISION_BF16,
                                                  model_kv_cache_bytes (1),
                                                  &bytes, &error));
      g_assert_true (ak_roofline_step_time (2 * MODEL_PARAMS, bytes,
                                            chips[i].peak_flops,
                                            chips[i].bandwidth_bytes_s,
                                            &seconds, &error));
      g_assert_no_error (error);
      assert_close (seconds, bytes / chips[i].bandwidth_bytes_s, 1e-12);
    }
}

static void
test_prefill_compute_bound (void)
{
  double intensity = SENTINEL;
  GError *error = NULL;

  g_assert_true (ak_transformer_prefill_intensity (MODEL_PARAMS,
                                                   AK_PRECISION_BF16, 4096, 1,
                                                   &intensity, &error));
  g_assert_no_error (error);

  for (guint i = 0; i < G_N_ELEMENTS (chips); i++)
    {
      double attainable = SENTINEL;

      g_test_message ("%s: prefill 4096 at %.0f FLOP/byte", chips[i].chip,
                      intensity);
      g_assert_cmpint (chip_bound (i, intensity), ==, AK_BOUND_COMPUTE);

      g_assert_true (ak_roofline_attainable_flops (chips[i].peak_flops,
                                                   chips[i].bandwidth_bytes_s,
                                                   intensity, &attainable,
                                                   &error));
      g_assert_no_error (error);
      g_assert_cmpfloat (attainable, ==, chips[i].peak_flops);
    }
}

/* Decode intensity grows with the batch, prefill intensity with the
 * prompt. */
static void
test_intensity_growth (void)
{
  double previous_decode = 0, previous_prefill = 0;
  GError *error = NULL;

  for (guint batch = 1; batch <= 256; batch *= 2)
    {
      double decode = SENTINEL, prefill = SENTINEL;

      g_assert_true (ak_transformer_decode_intensity (MODEL_PARAMS,
                                                      AK_PRECISION_BF16,
                                                      model_kv_cache_bytes (batch),
                                                      batch, &decode, &error));
      g_assert_true (ak_transformer_prefill_intensity (MODEL_PARAMS,
                                                       AK_PRECISION_BF16,
                                                       16.0 * batch, 1,
                                                       &prefill, &error));
      g_assert_no_error (error);
      g_assert_cmpfloat (decode, >, previous_decode);
      g_assert_cmpfloat (prefill, >, previous_prefill);
      previous_decode = decode;
      previous_prefill = prefill;
    }
}

/* ---- domain errors ------------------------------------------------------ */

static void
assert_rejected (const FuncSpec *spec, guint arg, double bad)
{
  double args[MAX_ARGS];
  double out = SENTINEL;
  GError *error = NULL;

  memcpy (args, spec->valid, sizeof args);
  args[arg] = bad;

  g_assert_false (spec->call (args, &out, &error));
  g_assert_error (error, AK_ROOFLINE_ERROR, AK_ROOFLINE_ERROR_DOMAIN);
  if (strstr (error->message, spec->arg_names[arg]) == NULL)
    g_error ("%s: message \"%s\" does not name \"%s\"", spec->name,
             error->message, spec->arg_names[arg]);
  g_assert_cmpfloat (out, ==, SENTINEL);
  g_clear_error (&error);
}

static void
test_domain (gconstpointer data)
{
  const FuncSpec *spec = data;
  const double bad_reals[] = {
    0.0, -0.0, -1.0, -1e300, NAN, -NAN, INFINITY, -INFINITY, 1e300,
    nextafter (AK_ROOFLINE_MAX_INPUT, INFINITY), -DBL_MIN,
  };
  const double bad_precisions[] = { AK_N_PRECISIONS, 99, -1 };

  for (guint arg = 0; arg < spec->n_args; arg++)
    {
      switch (spec->kinds[arg])
        {
        case ARG_REAL:
          for (guint i = 0; i < G_N_ELEMENTS (bad_reals); i++)
            assert_rejected (spec, arg, bad_reals[i]);
          break;
        case ARG_COUNT:
          assert_rejected (spec, arg, 0);
          break;
        case ARG_PRECISION:
          for (guint i = 0; i < G_N_ELEMENTS (bad_precisions); i++)
            assert_rejected (spec, arg, bad_precisions[i]);
          break;
        default:
          g_assert_not_reached ();
        }
    }
}

/* The valid call and the boundary AK_ROOFLINE_MAX_INPUT are accepted. */
static void
test_domain_boundary (gconstpointer data)
{
  const FuncSpec *spec = data;
  double out = SENTINEL;
  GError *error = NULL;

  g_assert_true (spec->call (spec->valid, &out, &error));
  g_assert_no_error (error);
  g_assert_true (isfinite (out));

  for (guint arg = 0; arg < spec->n_args; arg++)
    {
      double args[MAX_ARGS];

      if (spec->kinds[arg] != ARG_REAL)
        continue;
      memcpy (args, spec->valid, sizeof args);
      args[arg] = AK_ROOFLINE_MAX_INPUT;
      out = SENTINEL;
      g_assert_true (spec->call (args, &out, &error));
      g_assert_no_error (error);
      g_assert_true (isfinite (out));
    }
}

/* The message names the parameter, the unit and the value. */
static void
test_domain_message (void)
{
  double out = SENTINEL;
  GError *error = NULL;

  g_assert_false (ak_roofline_ridge_point (989e12, -1, &out, &error));
  g_assert_error (error, AK_ROOFLINE_ERROR, AK_ROOFLINE_ERROR_DOMAIN);
  g_assert_cmpstr (error->message, ==,
                   "bandwidth must be a positive finite number of bytes/s, "
                   "got -1");
  g_clear_error (&error);

  g_assert_false (ak_roofline_ridge_point (1e300, 3.35e12, &out, &error));
  g_assert_error (error, AK_ROOFLINE_ERROR, AK_ROOFLINE_ERROR_DOMAIN);
  g_assert_cmpstr (error->message, ==,
                   "peak compute must be at most 1e+30 FLOP/s, got 1e+300");
  g_clear_error (&error);

  g_assert_false (ak_transformer_kv_cache_bytes (32, 32, 128,
                                                 AK_PRECISION_FP16, 2048, 0,
                                                 &out, &error));
  g_assert_error (error, AK_ROOFLINE_ERROR, AK_ROOFLINE_ERROR_DOMAIN);
  g_assert_cmpstr (error->message, ==,
                   "batch size must be a positive whole number of sequences, "
                   "got 0");
  g_clear_error (&error);
  g_assert_cmpfloat (out, ==, SENTINEL);
}

/* ---- overflow and the finite-result guarantee --------------------------- */

static void
test_overflow (void)
{
  double out = SENTINEL;
  GError *error = NULL;

  /* Valid inputs whose quotient is beyond DBL_MAX. */
  g_assert_false (ak_roofline_ridge_point (1e30, 1e-300, &out, &error));
  g_assert_error (error, AK_ROOFLINE_ERROR, AK_ROOFLINE_ERROR_OVERFLOW);
  g_assert_cmpfloat (out, ==, SENTINEL);
  g_clear_error (&error);

  g_assert_false (ak_roofline_step_time (1e30, 1, 1e-300, 1, &out, &error));
  g_assert_error (error, AK_ROOFLINE_ERROR, AK_ROOFLINE_ERROR_OVERFLOW);
  g_assert_cmpfloat (out, ==, SENTINEL);
  g_clear_error (&error);

  g_assert_false (ak_roofline_mbu (1e30, 1e30, 1e-300, &out, &error));
  g_assert_error (error, AK_ROOFLINE_ERROR, AK_ROOFLINE_ERROR_OVERFLOW);
  g_assert_cmpfloat (out, ==, SENTINEL);
  g_clear_error (&error);
}

static const double grid_reals[] = {
  DBL_TRUE_MIN, DBL_MIN, 1e-300, 1e-30, 1e-15, 0.5, 1, 3.35e12, 1e15,
  1e30,
};
static const double grid_counts[] = { 1, 2, G_MAXUINT };

typedef struct {
  guint calls, successes, overflows;
} GridStats;

static void
grid_recurse (const FuncSpec *spec, double *args, guint arg, GridStats *stats)
{
  if (arg == spec->n_args)
    {
      double out = SENTINEL;
      GError *error = NULL;

      stats->calls++;
      if (spec->call (args, &out, &error))
        {
          g_assert_no_error (error);
          g_assert_true (isfinite (out));
          g_assert_cmpfloat (out, >=, 0.0);
          stats->successes++;
        }
      else
        {
          g_assert_error (error, AK_ROOFLINE_ERROR,
                          AK_ROOFLINE_ERROR_OVERFLOW);
          g_assert_cmpfloat (out, ==, SENTINEL);
          g_clear_error (&error);
          stats->overflows++;
        }
      return;
    }

  switch (spec->kinds[arg])
    {
    case ARG_REAL:
      for (guint i = 0; i < G_N_ELEMENTS (grid_reals); i++)
        {
          args[arg] = grid_reals[i];
          grid_recurse (spec, args, arg + 1, stats);
        }
      break;
    case ARG_COUNT:
      for (guint i = 0; i < G_N_ELEMENTS (grid_counts); i++)
        {
          args[arg] = grid_counts[i];
          grid_recurse (spec, args, arg + 1, stats);
        }
      break;
    case ARG_PRECISION:
      for (guint i = 0; i < AK_N_PRECISIONS; i++)
        {
          args[arg] = i;
          grid_recurse (spec, args, arg + 1, stats);
        }
      break;
    default:
      g_assert_not_reached ();
    }
}

/* Over a grid of extreme but valid inputs, every call either returns a
 * finite, non-negative result or fails with OVERFLOW leaving its out
 * parameter untouched. */
static void
test_finite_grid (gconstpointer data)
{
  const FuncSpec *spec = data;
  double args[MAX_ARGS] = { 0 };
  GridStats stats = { 0 };

  grid_recurse (spec, args, 0, &stats);
  g_test_message ("%s: %u calls, %u finite, %u overflow errors", spec->name,
                  stats.calls, stats.successes, stats.overflows);
  g_assert_cmpuint (stats.successes, >, 0);
}

/* ---- main --------------------------------------------------------------- */

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/roofline/precision", test_precision);
  g_test_add_func ("/roofline/precision/unknown", test_precision_unknown);
  g_test_add_func ("/roofline/precision/invalid-enum",
                   test_precision_invalid_enum);
  g_test_add_func ("/roofline/formulas", test_formulas);
  g_test_add_func ("/roofline/worked-example", test_worked_example);
  g_test_add_func ("/roofline/utilization", test_utilization);
  g_test_add_func ("/roofline/ridge-point", test_ridge_points);
  g_test_add_func ("/roofline/accelerators/decode-memory-bound",
                   test_decode_memory_bound);
  g_test_add_func ("/roofline/accelerators/prefill-compute-bound",
                   test_prefill_compute_bound);
  g_test_add_func ("/roofline/intensity-growth", test_intensity_growth);
  g_test_add_func ("/roofline/domain/message", test_domain_message);
  g_test_add_func ("/roofline/overflow", test_overflow);

  for (guint i = 0; i < G_N_ELEMENTS (funcs); i++)
    {
      g_autofree char *domain = g_strdup_printf ("/roofline/domain/%s",
                                                 funcs[i].name);
      g_autofree char *boundary = g_strdup_printf ("/roofline/boundary/%s",
                                                   funcs[i].name);
      g_autofree char *grid = g_strdup_printf ("/roofline/finite-grid/%s",
                                               funcs[i].name);

      g_test_add_data_func (domain, &funcs[i], test_domain);
      g_test_add_data_func (boundary, &funcs[i], test_domain_boundary);
      g_test_add_data_func (grid, &funcs[i], test_finite_grid);
    }

  return g_test_run ();
}

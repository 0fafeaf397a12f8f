/* test-efficiency.c: the efficiency factors, the estimate operator by
 * operator (hand-computed), and the published runs they come from
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <math.h>
#include <string.h>

#include <glib.h>

#include "ak-efficiency-runs.h"
#include "ak-efficiency.h"
#include "ak-test-model.h"

#define assert_close(a, b) g_assert_cmpfloat_with_epsilon ((a), (b), fabs ((double) (b)) * 1e-9 + 1e-15)

/* Two operators on a machine of 100 TFLOP/s (matrix), 10 TFLOP/s
 * (vector) and 1 TB/s; compute 0.5, memory 0.8, overhead 1 ms:
 *   A, matrix, 1e12 FLOPs, 1e9 bytes: bound max (0.01, 0.001) = 10 ms,
 *     estimate max (1e12 / 50e12, 1e9 / 0.8e12) = max (20, 1.25) = 20 ms
 *     (compute-bound: ÷ 0.5);
 *   B, vector, 1e9 FLOPs, 1e10 bytes: bound max (0.1 ms, 10 ms) = 10 ms,
 *     estimate max (1e9 / 5e12, 1e10 / 0.8e12) = max (0.2, 12.5) = 12.5 ms
 *     (memory-bound: ÷ 0.8);
 *   step 20 + 12.5 + 1 = 33.5 ms; decode at batch 4: 4 / 0.0335 =
 *   119.40 tokens/s; MBU 1.1e10 / 0.0335 / 1e12 = 0.3284; MFU 1.001e12 /
 *   0.0335 / 100e12 = 0.2988. */
static void
test_estimate_by_hand (void)
{
  AkInferenceMachine m = { .peak_flops = 100e12, .vector_peak_flops = 10e12, .bandwidth_bytes_s = 1e12 };
  AkInferenceRequest r = { .phase = AK_PHASE_DECODE, .tokens = 10, .batch_size = 4 };
  AkInferenceAnalysis a = {
    .operators = {
      { .name = "mlp_up", .unit = AK_OPERATOR_MATRIX, .flops = 1e12, .bytes = 1e9, .time_s = 0.01 },
      { .name = "norms", .unit = AK_OPERATOR_VECTOR, .flops = 1e9, .bytes = 1e10, .time_s = 0.01 },
    },
    .n_operators = 2, .flops = 1.001e12, .bytes = 1.1e10, .step_time_s = 0.02,
  };
  AkEfficiency f = { .compute = 0.5, .memory = 0.8, .overhead_s = 1e-3, .source = AK_EFFICIENCY_SOURCE_USER };
  AkEstimate e;

  g_assert_true (ak_efficiency_estimate (&a, &r, &m, &f, &e, NULL));
  g_assert_cmpuint (e.n_operators, ==, 2);
  assert_close (e.operator_time_s[0], 0.02);
  assert_close (e.operator_time_s[1], 0.0125);
  assert_close (e.step_time_s, 0.0335);
  assert_close (e.tokens_per_s, 4 / 0.0335);
  assert_close (e.mbu, 1.1e10 / 0.0335 / 1e12);
  assert_close (e.mfu, 1.001e12 / 0.0335 / 100e12);

  /* Factors of 1 and no overhead: the estimate is the bound. */
  f = (AkEfficiency) { .compute = 1, .memory = 1 };
  g_assert_true (ak_efficiency_estimate (&a, &r, &m, &f, &e, NULL));
  assert_close (e.step_time_s, a.step_time_s);
}

static void
test_parse (void)
{
  AkEfficiency base, e;
  const char *bad[] = {
    "compute=0", "compute=-0.5", "compute=1.01", "compute=nan", "memory=inf", "overhead=-1e-6",
    "overhead=2", "compute=0.5,compute=0.6", "speed=1", "compute", "", "compute=0.5,memory=0.5,overhead=0,x=1",
  };

  ak_efficiency_init_default (&base);
  g_assert_cmpint (base.source, ==, AK_EFFICIENCY_SOURCE_DEFAULT);
  g_assert_true (ak_efficiency_parse ("compute=0.7,memory=0.8,overhead=20e-6", &base, &e, NULL));
  g_assert_cmpfloat (e.compute, ==, 0.7);
  g_assert_cmpfloat (e.memory, ==, 0.8);
  g_assert_cmpfloat (e.overhead_s, ==, 20e-6);
  g_assert_cmpint (e.source, ==, AK_EFFICIENCY_SOURCE_USER);
  g_assert_cmpstr (ak_efficiency_source_to_string (e.source), ==, "user");
  /* A key left out keeps the base's value. */
  g_assert_true (ak_efficiency_parse ("memory=1", &base, &e, NULL));
  g_assert_cmpfloat (e.compute, ==, base.compute);
  g_assert_cmpfloat (e.memory, ==, 1);
  g_assert_true (ak_efficiency_parse ("overhead=0", &base, &e, NULL));
  g_assert_cmpfloat (e.overhead_s, ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;

      g_test_message ("refused: %s", bad[i]);
      g_assert_false (ak_efficiency_parse (bad[i], &base, &e, &error));
      g_assert_error (error, AK_ROOFLINE_ERROR, AK_ROOFLINE_ERROR_DOMAIN);
    }
}

/* Measured ÷ peak: 30 of 100 GFLOP/s and 45 of 50 GB/s. */
static void
test_from_measurement (void)
{
  AkEfficiency e;

  g_assert_true (ak_efficiency_from_measurement (30e9, 100e9, 45e9, 50e9, &e, NULL));
  assert_close (e.compute, 0.3);
  assert_close (e.memory, 0.9);
  g_assert_cmpfloat (e.overhead_s, ==, 0);
  g_assert_cmpint (e.source, ==, AK_EFFICIENCY_SOURCE_MEASURED);
  /* Above the datasheet: capped at 1. */
  g_assert_true (ak_efficiency_from_measurement (120e9, 100e9, 45e9, 50e9, &e, NULL));
  g_assert_cmpfloat (e.compute, ==, 1);
  g_assert_false (ak_efficiency_from_measurement (0, 100e9, 45e9, 50e9, &e, NULL));
  g_assert_false (ak_efficiency_from_measurement (30e9, 100e9, NAN, 50e9, &e, NULL));
}

/* The calculator's ceiling derated: memory ceiling 100 steps/s, compute
 * 1,000; memory 0.5, compute 0.5, overhead 5 ms: a step takes max (0.01 /
 * 0.5, 0.001 / 0.5) + 0.005 = 0.025 s, so 40 tokens/s per sequence. */
static void
test_ceiling_by_hand (void)
{
  AkUtilization u = { .memory_ceiling_steps_s = 100, .compute_ceiling_steps_s = 1000 };
  AkEfficiency f = { .compute = 0.5, .memory = 0.5, .overhead_s = 5e-3, .source = AK_EFFICIENCY_SOURCE_USER };
  g_autofree char *text = ak_efficiency_describe_ceiling (&u, &f);
  g_autofree char *refused = NULL;

  g_assert_nonnull (strstr (text, "Estimate: 40.0 tokens/s per sequence"));
  g_assert_nonnull (strstr (text, "compute 0.5, memory 0.5, overhead 5000 µs per step (your own)"));
  f.memory = 0;
  refused = ak_efficiency_describe_ceiling (&u, &f);
  g_assert_cmpstr (refused, ==, "");
}

/* One roofline point: 4 ms memory-bound, memory 0.8, overhead 1 ms:
 * 4 / 0.8 + 1 = 6 ms; 2 ms compute-bound, compute 0.5: 2 / 0.5 + 1 = 5
 * ms; 12e9 FLOPs in 6 ms are 2 TFLOP/s. */
static void
test_point_by_hand (void)
{
  AkEfficiency f = { .compute = 0.5, .memory = 0.8, .overhead_s = 1e-3, .source = AK_EFFICIENCY_SOURCE_USER };
  g_autofree char *text = NULL;

  assert_close (ak_efficiency_scale_time (4e-3, AK_BOUND_MEMORY, &f), 6e-3);
  assert_close (ak_efficiency_scale_time (2e-3, AK_BOUND_COMPUTE, &f), 5e-3);
  text = ak_efficiency_describe_point (12e9, 4e-3, AK_BOUND_MEMORY, &f);
  g_assert_nonnull (strstr (text, "about 2.00 TFLOP/s, 6.00 ms per step"));
}

static int
compare_doubles (gconstpointer a, gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

static double
median (GArray *values)
{
  guint n = values->len;

  g_array_sort (values, compare_doubles);
  return n % 2 == 1 ? g_array_index (values, double, n / 2)
                    : (g_array_index (values, double, n / 2 - 1) + g_array_index (values, double, n / 2)) / 2;
}

/* Every cited run: its figures finite, the bound never slower than the
 * measured time (a bound slower than reality is a bug in the bound), the
 * estimate finite and slower than the bound; and the default factors are
 * the medians ak-efficiency.c says they are. */
static void
test_published_runs (void)
{
  g_autoptr(AkLesson) lesson = load_bundled_lesson ();
  g_autoptr(GArray) compute = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) memory = g_array_new (FALSE, FALSE, sizeof (double));
  AkEfficiency defaults;
  const AkPublishedRun *runs;
  guint n;

  ak_efficiency_init_default (&defaults);
  runs = ak_published_runs_get (&n);
  g_assert_cmpuint (n, >=, 10);
  for (guint i = 0; i < n; i++)
    {
      const AkAccelerator *acc = ak_lesson_find_accelerator (lesson, runs[i].accelerator);
      g_autoptr(GError) error = NULL;
      double measured, bound, estimate, ratio;

      g_assert_nonnull (acc);
      g_assert_true (g_str_has_prefix (runs[i].source_url, "https://"));
      g_assert_true (ak_published_run_time (&runs[i], &measured));
      g_assert_true (ak_published_run_model (&runs[i], acc, NULL, &bound, &error));
      g_assert_no_error (error);
      g_assert_true (ak_published_run_model (&runs[i], acc, &defaults, &estimate, &error));
      g_assert_no_error (error);
      g_assert_true (isfinite (measured) && isfinite (bound) && isfinite (estimate));
      g_assert_cmpfloat (bound, >, 0);
      g_assert_cmpfloat (bound, <=, measured);
      g_assert_cmpfloat (estimate, >=, bound);
      ratio = bound / measured;
      if (runs[i].metric == AK_RUN_METRIC_TTFT_S && runs[i].input_tokens == 2048)
        g_array_append_val (compute, ratio);
      if (runs[i].output_tokens == 2048)
        g_array_append_val (memory, ratio);
    }
  g_assert_cmpuint (compute->len, ==, 2);
  g_assert_cmpuint (memory->len, ==, 3);
  g_assert_cmpfloat_with_epsilon (defaults.compute, median (compute), 0.005);
  g_assert_cmpfloat_with_epsilon (defaults.memory, median (memory), 0.005);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/efficiency/estimate-by-hand", test_estimate_by_hand);
  g_test_add_func ("/efficiency/parse", test_parse);
  g_test_add_func ("/efficiency/ceiling-by-hand", test_ceiling_by_hand);
  g_test_add_func ("/efficiency/point-by-hand", test_point_by_hand);
  g_test_add_func ("/efficiency/from-measurement", test_from_measurement);
  g_test_add_func ("/efficiency/published-runs", test_published_runs);
  return g_test_run ();
}

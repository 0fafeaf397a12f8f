/* test-request.c: serving metrics of a whole request (ak-request.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <math.h>

#include <glib.h>

#include "ak-request.h"

#define assert_close(a, b) g_assert_cmpfloat_with_epsilon ((a), (b), fabs ((double) (b)) * 1e-9 + 1e-15)

/* Llama 2 7B on an A100 80GB (312 TFLOP/s, 2.039 TB/s, as the lesson). */
static void
setup (AkTransformerShape *s, AkInferenceMachine *m, AkInferenceRequest *r, double batch)
{
  ak_transformer_shape_init_dense (s, 32, 4096, 32, 32, 11008, 32000);
  *m = (AkInferenceMachine) { .peak_flops = 312e12, .vector_peak_flops = 19.5e12,
                              .bandwidth_bytes_s = 2.039e12, .memory_bytes = 80 * 1073741824.0 };
  *r = (AkInferenceRequest) { .batch_size = batch, .weight_precision = AK_PRECISION_BF16,
                              .kv_precision = AK_PRECISION_BF16, .activation_precision = AK_PRECISION_BF16 };
}

static double
step (const AkTransformerShape *s, const AkInferenceMachine *m, AkInferenceRequest r, AkPhase phase,
      double tokens)
{
  AkInferenceAnalysis a;

  r.phase = phase;
  r.tokens = tokens;
  g_assert_true (ak_inference_analyze (s, &r, m, &a, NULL));
  return a.step_time_s;
}

/* ISL 1000, OSL 100, batch 8. TTFT is the prefill of 1,000 tokens. The 99
 * decode steps run at contexts 1,001 … 1,099; at batch 8 every operator
 * stays memory-bound and its bytes grow linearly with the context, so
 * their sum is 99 × the step at the middle context, 1,050 (the mean of
 * 1,001 and 1,099), and not 99 × the first step. TPOT = sum / 99, e2e =
 * TTFT + sum, system tokens/s = 8 × 100 / e2e, per user 1 / TPOT. */
static void
test_request_integrates_decode (void)
{
  AkTransformerShape s;
  AkInferenceMachine m;
  AkInferenceRequest r;
  AkRequestMetrics q;
  double ttft, sum;

  setup (&s, &m, &r, 8);
  g_assert_true (ak_request_compute (&s, &r, &m, NULL, 1000, 100, &q, NULL));
  ttft = step (&s, &m, r, AK_PHASE_PREFILL, 1000);
  sum = 99 * step (&s, &m, r, AK_PHASE_DECODE, 1050);
  assert_close (q.ttft_s, ttft);
  g_assert_cmpfloat_with_epsilon (q.e2e_s, ttft + sum, (ttft + sum) * 1e-12);
  g_assert_cmpfloat_with_epsilon (q.tpot_s, sum / 99, sum / 99 * 1e-12);
  g_assert_cmpfloat (q.tpot_s, >, step (&s, &m, r, AK_PHASE_DECODE, 1001));
  assert_close (q.output_tokens_per_s, 8 * 100 / q.e2e_s);
  assert_close (q.output_tokens_per_s_per_user, 1 / q.tpot_s);
  g_assert_cmpfloat (q.input_tokens, ==, 1000);
  g_assert_cmpfloat (q.output_tokens, ==, 100);
}

/* Beyond AK_REQUEST_EXACT_STEPS decode steps the sum is sampled: for a
 * linear step time the trapezoid rule is exact, so 5,999 steps from
 * context 1,001 to 6,999 sum to 5,999 × the step at 4,000. */
static void
test_long_request_sampled (void)
{
  AkTransformerShape s;
  AkInferenceMachine m;
  AkInferenceRequest r;
  AkRequestMetrics q;
  double sum;

  setup (&s, &m, &r, 1);
  g_assert_true (ak_request_compute (&s, &r, &m, NULL, 1000, 6000, &q, NULL));
  sum = 5999 * step (&s, &m, r, AK_PHASE_DECODE, 4000);
  g_assert_cmpfloat_with_epsilon (q.e2e_s - q.ttft_s, sum, sum * 1e-6);
}

/* One output token: only the prefill; TPOT 0, per user 1 / TTFT. With
 * factors, every step is slower than the bound. */
static void
test_single_token_and_estimate (void)
{
  AkTransformerShape s;
  AkInferenceMachine m;
  AkInferenceRequest r;
  AkRequestMetrics q, e;
  AkEfficiency f = { .compute = 0.5, .memory = 0.5, .overhead_s = 1e-3 };

  setup (&s, &m, &r, 1);
  g_assert_true (ak_request_compute (&s, &r, &m, NULL, 128, 1, &q, NULL));
  g_assert_cmpfloat (q.tpot_s, ==, 0);
  assert_close (q.e2e_s, q.ttft_s);
  assert_close (q.output_tokens_per_s_per_user, 1 / q.ttft_s);
  g_assert_true (ak_request_compute (&s, &r, &m, NULL, 128, 64, &q, NULL));
  g_assert_true (ak_request_compute (&s, &r, &m, &f, 128, 64, &e, NULL));
  /* Memory-bound at batch 1: each step takes twice its bound plus 1 ms. */
  g_assert_cmpfloat_with_epsilon (e.tpot_s, 2 * q.tpot_s + 1e-3, q.tpot_s * 1e-6);
}

static void
test_parse_and_refuse (void)
{
  const char *bad[] = { "0/5", "5/0", "128", "128/", "/128", "a/b", "1/2/3", "10000001/1", "-1/5", "1.5/2" };
  AkTransformerShape s;
  AkInferenceMachine m;
  AkInferenceRequest r;
  AkRequestMetrics q;
  double isl, osl;

  g_assert_true (ak_request_parse ("128/2048", &isl, &osl, NULL));
  g_assert_cmpfloat (isl, ==, 128);
  g_assert_cmpfloat (osl, ==, 2048);
  g_assert_true (ak_request_parse ("10000000/1", &isl, &osl, NULL));
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;

      g_assert_false (ak_request_parse (bad[i], &isl, &osl, &error));
      g_assert_error (error, AK_ROOFLINE_ERROR, AK_ROOFLINE_ERROR_DOMAIN);
    }
  setup (&s, &m, &r, 1);
  g_assert_false (ak_request_compute (&s, &r, &m, NULL, 0, 5, &q, NULL));
  g_assert_false (ak_request_compute (&s, &r, &m, NULL, 5, NAN, &q, NULL));
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/request/integrates-decode", test_request_integrates_decode);
  g_test_add_func ("/request/long-request-sampled", test_long_request_sampled);
  g_test_add_func ("/request/single-token-and-estimate", test_single_token_and_estimate);
  g_test_add_func ("/request/parse-and-refuse", test_parse_and_refuse);
  return g_test_run ();
}

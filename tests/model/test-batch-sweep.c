/* test-batch-sweep.c: decode over batch sizes and speculative decoding
 * (src/ak-batch-sweep.c) against hand-computed cases
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <math.h>
#include <string.h>

#include <glib.h>

#include "ak-batch-sweep.h"

#define assert_close(a, b) g_assert_cmpfloat_with_epsilon ((a), (b), fabs ((double) (b)) * 1e-9 + 1e-12)

/* Llama 2 7B: 6,738,415,616 parameters; at 2048 tokens one sequence's BF16
 * KV cache is 2 × 32 layers × 32 heads × 128 × 2 bytes × 2048 = 1 GiB. */
#define LLAMA_PARAMS 6738415616.0
#define KV_2048      1073741824.0

static AkTransformerShape
llama2_7b (void)
{
  AkTransformerShape s;

  ak_transformer_shape_init_dense (&s, 32, 4096, 32, 32, 11008, 32000);
  return s;
}

/* NVIDIA A100 80GB SXM as the lesson lists it. */
static AkInferenceMachine
a100 (void)
{
  static const AkAccelerator acc = {
    .name = (char *) "A100", .peak_bf16_dense_tflops = 312, .memory_gb = 80,
    .bandwidth_tb_s = 2.039, .peak_fp32_vector_tflops = 19.5,
  };
  g_autoptr(GError) error = NULL;
  AkInferenceMachine m;

  g_assert_true (ak_inference_machine_for_accelerator (&acc, AK_PRECISION_BF16, AK_PRECISION_BF16,
                                                       &m, &error));
  g_assert_no_error (error);
  return m;
}

static AkBatchSweepRequest
request (double context, double batch)
{
  return (AkBatchSweepRequest) {
    .context_tokens = context, .batch_size = batch,
    .weight_precision = AK_PRECISION_BF16, .kv_precision = AK_PRECISION_BF16,
    .compute_precision = AK_PRECISION_BF16,
  };
}

static int
find_batch (const AkBatchSweep *s, double batch)
{
  for (guint i = 0; i < s->n_points; i++)
    if (s->points[i].batch == batch)
      return (int) i;
  return -1;
}

/* Critical batch 312 / 2.039 × 2 / 2 = 153.02; largest batch that fits
 * (80e9 − 2 × 6,738,415,616) / 1 GiB = 61.96 → 61. */
static void
test_sweep_points (void)
{
  AkTransformerShape shape = llama2_7b ();
  AkInferenceMachine m = a100 ();
  AkBatchSweepRequest r = request (2048, 8);
  g_autoptr(GError) error = NULL;
  g_autofree AkBatchSweep *s = g_new0 (AkBatchSweep, 1);

  g_assert_true (ak_batch_sweep_compute (&shape, &r, &m, s, &error));
  g_assert_no_error (error);

  assert_close (s->critical_batch, 312.0 / 2.039);
  g_assert_true (s->memory_known);
  g_assert_cmpfloat (s->max_batch, ==, 61);
  assert_close (s->weight_bytes, 2 * LLAMA_PARAMS);
  assert_close (s->kv_bytes_per_sequence, KV_2048);
  assert_close (s->memory_bytes, 80e9);

  /* 1, 2, 3, 4, 6, 8, 11, … up to 2^8.5 ≈ 362 (twice 153 is 306), and
   * exactly the selected, critical (rounded up) and largest fitting batch */
  g_assert_cmpint (find_batch (s, 1), ==, 0);
  g_assert_cmpint (find_batch (s, 3), >, 0);
  g_assert_cmpint (find_batch (s, 11), >, 0);
  g_assert_cmpint (find_batch (s, 61), >, 0);
  g_assert_cmpint (find_batch (s, 154), >, 0);
  g_assert_cmpfloat (s->points[s->n_points - 1].batch, ==, 362);
  g_assert_cmpfloat (s->points[s->selected].batch, ==, 8);
  for (guint i = 1; i < s->n_points; i++)
    g_assert_cmpfloat (s->points[i].batch, >, s->points[i - 1].batch);

  for (guint i = 0; i < s->n_points; i++)
    {
      const AkBatchPoint *p = &s->points[i];

      g_assert_cmpint (p->fits_in_memory, ==, p->batch <= 61);
      assert_close (p->kv_s, p->batch * KV_2048 / 2.039e12);
      assert_close (p->ms_per_token, p->step_time_s * 1e3);
      assert_close (p->tokens_per_s, p->batch / p->step_time_s);
      /* the split bounds the step from below [Book] */
      g_assert_cmpfloat (p->step_time_s, >=, (p->weights_s + p->kv_s) * (1 - 1e-12));
      g_assert_cmpfloat (p->step_time_s, >=, p->compute_s * (1 - 1e-12));
      g_assert_cmpfloat (p->speedup, ==, 0);
      if (i > 0)
        g_assert_cmpfloat (p->tokens_per_s, >, s->points[i - 1].tokens_per_s);
    }
  g_assert_false (s->has_speculative);
}

/* A sweep of batch 1 alone on the A100. */
static AkBatchSweep *
sweep_batch_1 (const AkBatchSweepRequest *r)
{
  AkTransformerShape shape = llama2_7b ();
  AkInferenceMachine m = a100 ();
  double batches[] = { 1 };
  g_autoptr(GError) error = NULL;
  AkBatchSweep *s = g_new0 (AkBatchSweep, 1);

  g_assert_true (ak_batch_sweep_compute_batches (&shape, r, &m, batches, 1, s, &error));
  g_assert_no_error (error);
  return s;
}

/* At batch 1 the weights dominate: every weight but the embedding table
 * (a lookup reads one row) at 2 bytes, plus a few activations, / 2.039 TB/s
 * ≈ 6.48 ms; FLOPs ≈ 2 per weight but the table, + attention 4 × 32 × 4096 × 2048. */
static void
test_split_at_batch_1 (void)
{
  AkBatchSweepRequest r = request (2048, 1);
  g_autofree AkBatchSweep *s = sweep_batch_1 (&r);
  const AkBatchPoint *p = &s->points[0];

  g_assert_cmpfloat_with_epsilon (p->weights_s, 2 * (LLAMA_PARAMS - 32000.0 * 4096) / 2.039e12, 1e-5);
  assert_close (p->kv_s, KV_2048 / 2.039e12);
  g_assert_cmpfloat_with_epsilon (p->compute_s,
                                  (2 * (LLAMA_PARAMS - 32000.0 * 4096) + 4.0 * 32 * 4096 * 2048) / 312e12,
                                  p->compute_s * 0.01);
  g_assert_cmpint (p->bound, ==, AK_BOUND_MEMORY);
}

static void
test_expected_tokens (void)
{
  /* (1 − 0.8^5) / 0.2 = 3.3616; a = 0 gives 1; k = 1, a = 0.5 gives 1.5 */
  assert_close (ak_speculative_expected_tokens (4, 0.8), 3.3616);
  assert_close (ak_speculative_expected_tokens (4, 0), 1);
  assert_close (ak_speculative_expected_tokens (1, 0.5), 1.5);
  /* clamped, never NaN or infinite */
  g_assert_true (isfinite (ak_speculative_expected_tokens (4, 1)));
  g_assert_cmpfloat (ak_speculative_expected_tokens (4, 1), <=, 5);
  assert_close (ak_speculative_expected_tokens (0, NAN), 1);
  g_assert_cmpfloat (ak_speculative_expected_tokens (1000, 0.99), <=, AK_SPECULATIVE_MAX_DRAFT + 1);
}

/* At batch 1 every operator stays memory-bound over 5 tokens, so the pass
 * costs one step and the speedup is Leviathan's 3.3616 / (4 × 0.05 + 1). */
static void
test_speculative_batch_1 (void)
{
  AkBatchSweepRequest r = request (2048, 1);
  g_autofree AkBatchSweep *s = NULL;

  r.draft_tokens = 4;
  r.acceptance = 0.8;
  r.draft_cost_ratio = 0.05;
  s = sweep_batch_1 (&r);
  g_assert_true (s->has_speculative);
  assert_close (s->speculative.expected_tokens_per_pass, 3.3616);
  assert_close (s->speculative.verify_time_s, s->points[0].step_time_s);
  assert_close (s->speculative.draft_time_s, 4 * 0.05 * s->points[0].step_time_s);
  assert_close (s->speculative.speedup, 3.3616 / 1.2);
  assert_close (s->points[0].speedup, 3.3616 / 1.2);
  g_assert_cmpint (s->speculative.verify_bound, ==, AK_BOUND_MEMORY);
}

/* Short context, huge batch: the pass of 5 tokens per sequence is
 * compute-bound and costs more than one step; the speedup shrinks, stays
 * within [E / (k·c + k + 1), E / (k·c + 1)] and falls below 1. */
static void
test_speculative_shrinks (void)
{
  AkTransformerShape shape = llama2_7b ();
  AkInferenceMachine m = a100 ();
  AkBatchSweepRequest r = request (16, 1);
  double batches[] = { 1, 64, 512, 4096 };
  double e = 3.3616, lo = e / (4 * 0.05 + 5), hi = e / (4 * 0.05 + 1);
  g_autoptr(GError) error = NULL;
  g_autofree AkBatchSweep *s = g_new0 (AkBatchSweep, 1);

  r.draft_tokens = 4;
  r.acceptance = 0.8;
  r.draft_cost_ratio = 0.05;
  r.batch_size = 4096;
  g_assert_true (ak_batch_sweep_compute_batches (&shape, &r, &m, batches, 4, s, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (s->selected, ==, 3);
  for (guint i = 0; i < s->n_points; i++)
    {
      g_assert_cmpfloat (s->points[i].speedup, >=, lo * (1 - 1e-9));
      g_assert_cmpfloat (s->points[i].speedup, <=, hi * (1 + 1e-9));
      if (i > 0)
        g_assert_cmpfloat (s->points[i].speedup, <, s->points[i - 1].speedup);
    }
  g_assert_cmpint (s->speculative.verify_bound, ==, AK_BOUND_COMPUTE);
  g_assert_cmpfloat (s->speculative.speedup, <, 1);
  g_assert_cmpfloat (s->speculative.verify_time_s, >, 2 * s->points[3].step_time_s);
}

static void
assert_refused (AkBatchSweepRequest r, const char *words)
{
  AkTransformerShape shape = llama2_7b ();
  AkInferenceMachine m = a100 ();
  g_autoptr(GError) error = NULL;
  g_autofree AkBatchSweep *s = g_new0 (AkBatchSweep, 1);

  s->n_points = 7;
  g_assert_false (ak_batch_sweep_compute (&shape, &r, &m, s, &error));
  g_assert_error (error, AK_ROOFLINE_ERROR, AK_ROOFLINE_ERROR_DOMAIN);
  g_assert_nonnull (strstr (error->message, words));
  g_assert_cmpuint (s->n_points, ==, 7);
}

static void
test_bad_input (void)
{
  AkBatchSweepRequest good = request (2048, 8), r;
  const double bad_acceptance[] = { 1, 1.5, -0.01, NAN, INFINITY };
  const double bad_ratio[] = { -0.1, 1.01, NAN, -INFINITY };
  const double bad_count[] = { 0, -1, NAN, INFINITY, 1e30 };

  good.draft_tokens = 4;
  good.acceptance = 0.7;
  good.draft_cost_ratio = 0.1;
  for (guint i = 0; i < G_N_ELEMENTS (bad_acceptance); i++)
    {
      r = good, r.acceptance = bad_acceptance[i];
      assert_refused (r, "acceptance rate");
    }
  for (guint i = 0; i < G_N_ELEMENTS (bad_ratio); i++)
    {
      r = good, r.draft_cost_ratio = bad_ratio[i];
      assert_refused (r, "draft cost ratio");
    }
  r = good, r.draft_tokens = AK_SPECULATIVE_MAX_DRAFT + 1;
  assert_refused (r, "draft length");
  for (guint i = 0; i < G_N_ELEMENTS (bad_count); i++)
    {
      r = good, r.batch_size = bad_count[i];
      assert_refused (r, "batch size");
      r = good, r.context_tokens = bad_count[i];
      assert_refused (r, "context length");
    }
  /* without a draft, acceptance and cost are not looked at */
  r = good, r.draft_tokens = 0, r.acceptance = NAN;
  {
    AkTransformerShape shape = llama2_7b ();
    AkInferenceMachine m = a100 ();
    g_autofree AkBatchSweep *s = g_new0 (AkBatchSweep, 1);

    g_assert_true (ak_batch_sweep_compute (&shape, &r, &m, s, NULL));
  }
}

static void
test_bad_batches (void)
{
  AkTransformerShape shape = llama2_7b ();
  AkInferenceMachine m = a100 ();
  AkBatchSweepRequest r = request (2048, 8);
  double zero[] = { 4, 0 }, many[AK_BATCH_SWEEP_MAX_POINTS + 1], repeats[] = { 8, 8.5, 2, 8 };
  g_autoptr(GError) error = NULL;
  g_autofree AkBatchSweep *s = g_new0 (AkBatchSweep, 1);

  g_assert_false (ak_batch_sweep_compute_batches (&shape, &r, &m, zero, 2, s, &error));
  g_assert_error (error, AK_ROOFLINE_ERROR, AK_ROOFLINE_ERROR_DOMAIN);
  g_clear_error (&error);
  for (guint i = 0; i < G_N_ELEMENTS (many); i++)
    many[i] = i + 1;
  g_assert_false (ak_batch_sweep_compute_batches (&shape, &r, &m, many, G_N_ELEMENTS (many), s, &error));
  g_assert_error (error, AK_ROOFLINE_ERROR, AK_ROOFLINE_ERROR_DOMAIN);
  g_clear_error (&error);

  g_assert_true (ak_batch_sweep_compute_batches (&shape, &r, &m, repeats, 4, s, &error));
  g_assert_cmpuint (s->n_points, ==, 2);
  g_assert_cmpfloat (s->points[s->selected].batch, ==, 8);
}

/* A chip whose memory is unknown: nothing fits, no largest batch; one too
 * small for the weights: the largest batch is 0. */
static void
test_memory_unknown_or_too_small (void)
{
  AkTransformerShape shape = llama2_7b ();
  AkInferenceMachine m = a100 ();
  AkBatchSweepRequest r = request (2048, 1);
  g_autofree AkBatchSweep *s = g_new0 (AkBatchSweep, 1);

  m.memory_bytes = 0;
  g_assert_true (ak_batch_sweep_compute (&shape, &r, &m, s, NULL));
  g_assert_false (s->memory_known);
  g_assert_cmpfloat (s->max_batch, ==, 0);
  g_assert_cmpfloat (s->memory_bytes, ==, 0);

  m.memory_bytes = 8e9;
  g_assert_true (ak_batch_sweep_compute (&shape, &r, &m, s, NULL));
  g_assert_true (s->memory_known);
  g_assert_cmpfloat (s->max_batch, ==, 0);
  g_assert_false (s->points[0].fits_in_memory);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/batch-sweep/points", test_sweep_points);
  g_test_add_func ("/batch-sweep/split-at-batch-1", test_split_at_batch_1);
  g_test_add_func ("/batch-sweep/speculative/expected-tokens", test_expected_tokens);
  g_test_add_func ("/batch-sweep/speculative/batch-1", test_speculative_batch_1);
  g_test_add_func ("/batch-sweep/speculative/shrinks-when-compute-bound", test_speculative_shrinks);
  g_test_add_func ("/batch-sweep/bad-input", test_bad_input);
  g_test_add_func ("/batch-sweep/bad-batches", test_bad_batches);
  g_test_add_func ("/batch-sweep/memory-unknown-or-too-small", test_memory_unknown_or_too_small);

  return g_test_run ();
}

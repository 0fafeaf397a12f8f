/* test-inference.c: the transformer shape and the per-operator inference
 * analysis (src/ak-transformer.c, src/ak-inference.c) against hand-computed
 * cases
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <math.h>
#include <string.h>

#include <glib.h>

#include "ak-inference.h"
#include "ak-test-model.h"

#define assert_close(a, b) g_assert_cmpfloat_with_epsilon ((a), (b), fabs ((double) (b)) * 1e-9 + 1e-12)

/* Llama 2 7B: 32 layers, 4096 wide, 32 heads (MHA), 11008 MLP, 32000 vocab. */
static AkTransformerShape
llama2_7b (void)
{
  AkTransformerShape s;

  ak_transformer_shape_init_dense (&s, 32, 4096, 32, 32, 11008, 32000);
  return s;
}

/* Mixtral 8x7B (ak-test-model.h) */
static AkTransformerShape
mixtral (void)
{
  return ak_test_mixtral_shape ();
}

/* NVIDIA A100 80GB SXM and H100 SXM, as the lesson lists them. */
static const AkAccelerator a100 = {
  .name = (char *) "A100", .peak_bf16_dense_tflops = 312, .memory_gb = 80,
  .bandwidth_tb_s = 2.039, .peak_fp32_vector_tflops = 19.5,
};
static const AkAccelerator h100 = {
  .name = (char *) "H100", .peak_bf16_dense_tflops = 989, .peak_fp8_dense_tflops = 1979,
  .memory_gb = 80, .bandwidth_tb_s = 3.35, .peak_fp32_vector_tflops = 67,
};

static AkInferenceRequest
request (AkPhase phase, double tokens, double batch)
{
  return (AkInferenceRequest) {
    .phase = phase, .tokens = tokens, .batch_size = batch,
    .weight_precision = AK_PRECISION_BF16, .kv_precision = AK_PRECISION_BF16,
    .activation_precision = AK_PRECISION_BF16,
  };
}

static AkInferenceAnalysis
analyze (const AkTransformerShape *shape, const AkInferenceRequest *r, const AkAccelerator *acc)
{
  g_autoptr(GError) error = NULL;
  AkInferenceMachine m;
  AkInferenceAnalysis a;

  g_assert_true (ak_inference_machine_for_accelerator (acc, r->weight_precision,
                                                       r->activation_precision, &m, &error));
  g_assert_true (ak_inference_analyze (shape, r, &m, &a, &error));
  g_assert_no_error (error);
  return a;
}

static gboolean
has_op (const AkInferenceAnalysis *a, const char *name)
{
  for (guint i = 0; i < a->n_operators; i++)
    if (g_str_equal (a->operators[i].name, name))
      return TRUE;
  return FALSE;
}

/* The operator called @name; aborts the test if there is none. */
static const AkOperatorCost *
find_op (const AkInferenceAnalysis *a, const char *name)
{
  for (guint i = 0; i < a->n_operators; i++)
    if (g_str_equal (a->operators[i].name, name))
      return &a->operators[i];
  g_error ("no operator %s", name);
}

/* Dense, MHA: embedding 32000 × 4096 twice, 32 × (4 × 4096² + 3 × 4096 ×
 * 11008 + 2 × 4096), a final norm: 6,738,415,616 (the published count). */
static void
test_dense_parameters (void)
{
  AkTransformerShape s = llama2_7b ();
  AkParameterCount c;

  g_assert_true (ak_transformer_count_parameters (&s, &c, NULL));
  g_assert_cmpuint (c.total, ==, 6738415616u);
  g_assert_cmpuint (c.active, ==, c.total);
  g_assert_cmpuint (c.per_layer.qkv, ==, 3u * 4096 * 4096);
  g_assert_cmpuint (c.per_layer.mlp, ==, 3u * 4096 * 11008);
}

/* Tying the LM head to the embedding saves exactly V × D. */
static void
test_tied_embeddings (void)
{
  AkTransformerShape s = llama2_7b ();
  AkParameterCount untied, tied;

  g_assert_true (ak_transformer_count_parameters (&s, &untied, NULL));
  s.tied_embeddings = TRUE;
  g_assert_true (ak_transformer_count_parameters (&s, &tied, NULL));
  g_assert_cmpuint (untied.total - tied.total, ==, 32000u * 4096);
  g_assert_cmpuint (tied.lm_head, ==, 0);
}

/* Mixtral: 46,702,792,704 total, 12,879,925,248 active (hand count: per
 * layer 41,943,040 attention + 2 of 8 experts of 176,160,768 + router
 * 32,768 + norms 8,192; embeddings 2 × 131,072,000; final norm 4,096). */
static void
test_moe_parameters (void)
{
  AkTransformerShape s = mixtral ();
  AkParameterCount c;

  g_assert_true (ak_transformer_count_parameters (&s, &c, NULL));
  g_assert_cmpuint (c.total, ==, 46702792704u);
  g_assert_cmpuint (c.active, ==, 12879925248u);
  g_assert_cmpuint (c.per_layer.router, ==, 4096u * 8);
}

/* GQA: 8 KV heads instead of 32 make the cache 4 × smaller; Llama 3 8B's
 * cache is 2 × 32 × 8 × 128 × 2 = 131,072 bytes per token. */
static void
test_gqa_kv_cache (void)
{
  AkTransformerShape s;
  double mha, gqa;

  ak_transformer_shape_init_dense (&s, 32, 4096, 32, 32, 14336, 128256);
  g_assert_true (ak_transformer_shape_kv_cache_bytes (&s, AK_PRECISION_BF16, 1, 1, &mha, NULL));
  s.kv_heads = 8;
  g_assert_true (ak_transformer_shape_kv_cache_bytes (&s, AK_PRECISION_BF16, 1, 1, &gqa, NULL));
  assert_close (gqa, 131072);
  assert_close (mha / gqa, 4);
}

/* Gemma 2 style: half of 42 layers hold at most a 4,096-token window. */
static void
test_sliding_window_kv_cache (void)
{
  AkTransformerShape s;
  double bytes;

  ak_transformer_shape_init_dense (&s, 42, 3584, 16, 8, 14336, 256000);
  s.head_dim = 256;
  s.sliding_window = 4096;
  s.sliding_layers = 21;
  g_assert_true (ak_transformer_shape_kv_cache_bytes (&s, AK_PRECISION_BF16, 32768, 1, &bytes, NULL));
  assert_close (bytes, 2.0 * 8 * 256 * 2 * (21.0 * 32768 + 21.0 * 4096));
}

/* Decode attention: 2 × 2 × B × heads × head dim × context per layer. At
 * 32k context it is 17,179,869,184 FLOPs next to 13,476,831,232 = 2N, so
 * the step costs about 2.26 × 2N; at 2k it adds 8 %. */
static void
test_long_context_decode (void)
{
  AkTransformerShape s = llama2_7b ();
  AkInferenceRequest r = request (AK_PHASE_DECODE, 32768, 1);
  AkInferenceAnalysis a = analyze (&s, &r, &a100);
  double two_n = 2.0 * 6738415616.0;

  assert_close (find_op (&a, "attention_scores")->flops, 2.0 * 4096 * 32 * 32768);
  assert_close (find_op (&a, "attention_values")->flops, 2.0 * 4096 * 32 * 32768);
  g_assert_cmpfloat (a.flops / two_n, >, 2.2);
  g_assert_cmpfloat (a.flops / two_n, <, 2.3);

  r.tokens = 2048;
  a = analyze (&s, &r, &a100);
  assert_close ((find_op (&a, "attention_scores")->flops
                 + find_op (&a, "attention_values")->flops) / two_n,
                4.0 * 32 * 4096 * 2048 / two_n);
  g_assert_cmpfloat (fabs (4.0 * 32 * 4096 * 2048 / two_n - 0.08), <, 0.001);
}

/* A prefill matmul of T tokens through D × F in BF16 has intensity
 * T·D·F / (T·D + D·F + T·F): 1,726.7 FLOP/byte for T = 4096 through
 * Llama 2 7B's 4096 × 11008 up projection, not T = 4096. */
static void
test_prefill_matmul_intensity (void)
{
  AkTransformerShape s = llama2_7b ();
  AkInferenceRequest r = request (AK_PHASE_PREFILL, 4096, 1);
  AkInferenceAnalysis a = analyze (&s, &r, &a100);
  const AkOperatorCost *up = find_op (&a, "mlp_up");

  assert_close (up->intensity, 4096.0 * 11008 / (4096 + 2 * 11008));
  g_assert_cmpfloat_with_epsilon (up->intensity, 1726.745, 0.001);
  g_assert_cmpint (up->bound, ==, AK_BOUND_COMPUTE);

  /* At T = 16 the same matmul is memory-bound on the A100 (ridge 153). */
  r.tokens = 16;
  a = analyze (&s, &r, &a100);
  g_assert_cmpint (find_op (&a, "mlp_up")->bound, ==, AK_BOUND_MEMORY);
}

/* 7B, batch 64, 2k context, A100 80GB: 13.48 GB of weights + 68.7 GB of
 * KV cache do not fit in 80 GB; 61 sequences would. */
static void
test_7b_batch_64_does_not_fit (void)
{
  AkTransformerShape s = llama2_7b ();
  AkInferenceRequest r = request (AK_PHASE_DECODE, 2048, 64);
  AkInferenceAnalysis a = analyze (&s, &r, &a100);

  assert_close (a.weight_bytes, 13476831232.0);
  assert_close (a.kv_cache_bytes, 64.0 * 2 * 32 * 32 * 128 * 2 * 2048);
  assert_close (a.memory_needed_bytes, 13476831232.0 + 68719476736.0);
  g_assert_true (a.memory_known);
  g_assert_false (a.fits_in_memory);
  assert_close (a.max_batch, 61);

  /* The KV cache is most of the bytes: the step reads 68.7 GB of cache
   * and 13.5 GB of weights, so batch 64 is far from 64 × faster. */
  g_assert_cmpfloat (a.bytes, >, 13476831232.0 + 68719476736.0);
  g_assert_cmpfloat (a.bytes, <, 1.01 * (13476831232.0 + 68719476736.0));
  g_assert_cmpint (a.bound, ==, AK_BOUND_MEMORY);
}

/* Batch 1 decode is memory-bound, MBU is about 1 and tokens/s about
 * bandwidth / bytes; MFU is small. */
static void
test_decode_batch_1 (void)
{
  AkTransformerShape s = llama2_7b ();
  AkInferenceRequest r = request (AK_PHASE_DECODE, 1, 1);
  AkInferenceAnalysis a = analyze (&s, &r, &a100);

  g_assert_cmpint (a.bound, ==, AK_BOUND_MEMORY);
  g_assert_cmpfloat (a.mbu, >, 0.99);
  g_assert_cmpfloat (a.mbu, <=, 1.0 + 1e-12);
  g_assert_cmpfloat (a.mfu, <, 0.01);
  g_assert_cmpfloat (fabs (a.tokens_per_s - 2.039e12 / a.bytes) / a.tokens_per_s, <, 0.01);
  g_assert_true (a.fits_in_memory);
}

/* Critical batch = ridge point × bytes per weight / 2: 295.2 on an H100 in
 * BF16; weight-only INT8 halves it; FP8 arithmetic doubles the roof and
 * halves the bytes, so 295.2 again; MoE multiplies by experts / top-k. */
static void
test_critical_batch (void)
{
  AkTransformerShape s = llama2_7b (), moe = mixtral ();
  AkInferenceRequest r = request (AK_PHASE_DECODE, 1024, 1);
  AkInferenceAnalysis a = analyze (&s, &r, &h100);

  assert_close (a.critical_batch, 989.0 / 3.35);
  r.weight_precision = AK_PRECISION_INT8;
  a = analyze (&s, &r, &h100);
  assert_close (a.critical_batch, 989.0 / 3.35 / 2);
  r.weight_precision = r.activation_precision = AK_PRECISION_FP8;
  a = analyze (&s, &r, &h100);
  assert_close (a.critical_batch, 1979.0 / 3.35 / 2);
  r = request (AK_PHASE_DECODE, 1024, 1);
  a = analyze (&moe, &r, &h100);
  assert_close (a.critical_batch, 989.0 / 3.35 * 4);
}

/* At batch 1 a token reads 2 of Mixtral's 8 experts; at batch 256 nearly
 * all 8 (8 × (1 − 0.75^256)). */
static void
test_moe_decode_reads_touched_experts (void)
{
  AkTransformerShape s = mixtral ();
  AkInferenceRequest r = request (AK_PHASE_DECODE, 1, 1);
  AkInferenceAnalysis a = analyze (&s, &r, &h100);
  double expert_bytes = 32.0 * 3 * 4096 * 14336 * 2;
  const AkOperatorCost *e = find_op (&a, "experts");

  assert_close (e->bytes, 2 * expert_bytes + 32.0 * 2 * 3 * (4096 + 14336) * 2);
  assert_close (e->flops, 32.0 * 2 * 2 * 3 * 4096 * 14336);
  r.batch_size = 256;
  a = analyze (&s, &r, &h100);
  g_assert_cmpfloat (find_op (&a, "experts")->bytes, >, 7.99 * expert_bytes);
  g_assert_true (has_op (&a, "router"));
  g_assert_false (has_op (&a, "mlp_up"));
}

static void
test_peak_follows_precision (void)
{
  AkInferenceMachine m;
  g_autoptr(GError) error = NULL;

  g_assert_true (ak_inference_machine_for_accelerator (&h100, AK_PRECISION_FP8, AK_PRECISION_FP8, &m, NULL));
  g_assert_cmpint (m.peak_case, ==, AK_PEAK_CASE_FP8);
  assert_close (m.peak_flops, 1979e12);
  g_assert_true (ak_inference_machine_for_accelerator (&a100, AK_PRECISION_FP8, AK_PRECISION_FP8, &m, NULL));
  g_assert_cmpint (m.peak_case, ==, AK_PEAK_CASE_NOT_NATIVE);
  assert_close (m.peak_flops, 312e12);
  g_assert_true (ak_inference_machine_for_accelerator (&h100, AK_PRECISION_INT4, AK_PRECISION_BF16, &m, NULL));
  g_assert_cmpint (m.peak_case, ==, AK_PEAK_CASE_WEIGHT_ONLY);
  assert_close (m.peak_flops, 989e12);
  g_assert_true (ak_inference_machine_for_accelerator (&h100, AK_PRECISION_BF16, AK_PRECISION_BF16, &m, NULL));
  g_assert_cmpint (m.peak_case, ==, AK_PEAK_CASE_BF16);
  g_assert_true (ak_inference_machine_for_accelerator (&h100, AK_PRECISION_FP32, AK_PRECISION_FP32, &m, NULL));
  g_assert_cmpint (m.peak_case, ==, AK_PEAK_CASE_FP32_VECTOR);
  assert_close (m.peak_flops, 67e12);
  g_assert_nonnull (ak_peak_case_describe (AK_PEAK_CASE_WEIGHT_ONLY));
  g_assert_cmpint (ak_inference_default_compute (AK_PRECISION_INT4), ==, AK_PRECISION_BF16);
  g_assert_cmpint (ak_inference_default_compute (AK_PRECISION_INT8), ==, AK_PRECISION_BF16);
  g_assert_cmpint (ak_inference_default_compute (AK_PRECISION_FP8), ==, AK_PRECISION_FP8);

  g_assert_false (ak_inference_machine_for_accelerator (&h100, AK_PRECISION_INT4, AK_PRECISION_INT4, &m, &error));
  g_assert_error (error, AK_ROOFLINE_ERROR, AK_ROOFLINE_ERROR_DOMAIN);
}

/* Every operator an analysis makes has a label of its own. */
static void
test_operator_labels (void)
{
  AkTransformerShape dense = llama2_7b (), moe = mixtral ();
  AkInferenceRequest r = request (AK_PHASE_DECODE, 2048, 1);
  AkInferenceAnalysis a[2] = { analyze (&dense, &r, &h100), analyze (&moe, &r, &h100) };

  for (guint k = 0; k < 2; k++)
    for (guint i = 0; i < a[k].n_operators; i++)
      g_assert_cmpstr (ak_operator_label (a[k].operators[i].name), !=, a[k].operators[i].name);
  g_assert_cmpstr (ak_operator_label ("no-such-operator"), ==, "no-such-operator");
}

static void
expect_request_error (AkInferenceRequest r, const char *fragment)
{
  AkTransformerShape s = llama2_7b ();
  g_autoptr(GError) error = NULL;
  AkInferenceMachine m;
  AkInferenceAnalysis a = { .n_operators = 99 };

  g_assert_true (ak_inference_machine_for_accelerator (&a100, AK_PRECISION_BF16, AK_PRECISION_BF16, &m, NULL));
  g_assert_false (ak_inference_analyze (&s, &r, &m, &a, &error));
  g_assert_error (error, AK_ROOFLINE_ERROR, AK_ROOFLINE_ERROR_DOMAIN);
  g_assert_nonnull (strstr (error->message, fragment));
  g_assert_cmpuint (a.n_operators, ==, 99);
}

static void
test_bad_requests (void)
{
  expect_request_error (request (AK_PHASE_DECODE, NAN, 1), "context length");
  expect_request_error (request (AK_PHASE_DECODE, INFINITY, 1), "context length");
  expect_request_error (request (AK_PHASE_DECODE, 0, 1), "context length");
  expect_request_error (request (AK_PHASE_DECODE, -5, 1), "context length");
  expect_request_error (request (AK_PHASE_DECODE, 1e12, 1), "context length");
  expect_request_error (request (AK_PHASE_DECODE, 2048, 0), "batch size");
  expect_request_error (request (AK_PHASE_DECODE, 2048, NAN), "batch size");
  expect_request_error (request (AK_PHASE_DECODE, 2048, 1e9), "batch size");
  expect_request_error (request ((AkPhase) 7, 2048, 1), "phase");
}

static void
expect_shape_error (AkTransformerShape s, const char *fragment)
{
  g_autoptr(GError) error = NULL;
  AkParameterCount c;

  g_assert_false (ak_transformer_count_parameters (&s, &c, &error));
  g_assert_error (error, AK_ROOFLINE_ERROR, AK_ROOFLINE_ERROR_DOMAIN);
  g_assert_nonnull (strstr (error->message, fragment));
}

static void
test_bad_shapes (void)
{
  AkTransformerShape s = llama2_7b ();

  s.layers = 0;
  expect_shape_error (s, "layers");
  s = llama2_7b ();
  s.kv_heads = 12;
  expect_shape_error (s, "kv_heads (12) must divide heads (32)");
  s.kv_heads = 64;
  expect_shape_error (s, "kv_heads");
  s = llama2_7b ();
  s.hidden_size = 1u << 30;
  expect_shape_error (s, "hidden_size");
  s = mixtral ();
  s.experts_per_token = 9;
  expect_shape_error (s, "experts_per_token");
  s = llama2_7b ();
  s.sliding_layers = 4;
  expect_shape_error (s, "sliding_window");
}

static void
test_bad_machine (void)
{
  AkTransformerShape s = llama2_7b ();
  AkInferenceRequest r = request (AK_PHASE_DECODE, 2048, 1);
  AkInferenceMachine m = { .peak_flops = NAN, .bandwidth_bytes_s = 1e12 };
  AkInferenceAnalysis a;
  g_autoptr(GError) error = NULL;

  g_assert_false (ak_inference_analyze (&s, &r, &m, &a, &error));
  g_assert_error (error, AK_ROOFLINE_ERROR, AK_ROOFLINE_ERROR_DOMAIN);
  g_clear_error (&error);
  m.peak_flops = 1e15;
  m.bandwidth_bytes_s = -1;
  g_assert_false (ak_inference_analyze (&s, &r, &m, &a, &error));
  g_assert_error (error, AK_ROOFLINE_ERROR, AK_ROOFLINE_ERROR_DOMAIN);
}

/* The largest inputs allowed still give finite figures. */
static void
test_extremes_are_finite (void)
{
  AkTransformerShape s = llama2_7b ();
  AkInferenceRequest r = request (AK_PHASE_PREFILL, AK_INFERENCE_MAX_TOKENS, AK_INFERENCE_MAX_BATCH);
  AkInferenceAnalysis a = analyze (&s, &r, &h100);

  g_assert_true (isfinite (a.flops) && isfinite (a.bytes) && isfinite (a.step_time_s));
  g_assert_true (isfinite (a.tokens_per_s) && a.tokens_per_s > 0);
  g_assert_false (a.fits_in_memory);
  for (guint i = 0; i < a.n_operators; i++)
    g_assert_true (isfinite (a.operators[i].time_s) && isfinite (a.operators[i].intensity));
}

/* ak_inference_step_cost() gives the analysis's sums. */
static void
test_step_cost_matches (void)
{
  AkTransformerShape s = llama2_7b ();
  AkInferenceRequest r = request (AK_PHASE_PREFILL, 512, 4);
  AkInferenceAnalysis a = analyze (&s, &r, &a100);
  double flops, bytes;

  g_assert_true (ak_inference_step_cost (&s, &r, &flops, &bytes, NULL));
  assert_close (flops, a.flops);
  assert_close (bytes, a.bytes);
}

/* The bundled lesson's models carry their real shapes: Llama 2 7B counts
 * 6,738,415,616 parameters and Llama 2 70B 68,976,648,192 (the published
 * counts); its A100 and H100 list their vector FP32 peaks. */
static void
test_bundled_lesson_models (void)
{
  g_autoptr(GFile) file = g_file_new_for_path (TOP_SRCDIR "/data/lessons/ai-accelerators.json");
  g_autoptr(AkLesson) lesson = ak_lesson_new_from_file (file, NULL, NULL);
  const AkPage *page;
  AkParameterCount c;

  g_assert_nonnull (lesson);
  page = ak_lesson_find_page (lesson, "roofline", NULL);
  g_assert_nonnull (page);
  g_assert_cmpuint (page->models->len, ==, 2);
  for (guint i = 0; i < 2; i++)
    {
      const AkModelSpec *model = g_ptr_array_index (page->models, i);

      g_assert_true (model->has_shape);
      g_assert_true (ak_transformer_count_parameters (&model->shape, &c, NULL));
      g_assert_cmpuint (c.total, ==, i == 0 ? 6738415616u : 68976648192u);
    }
  g_assert_cmpfloat (ak_lesson_find_accelerator (lesson, "a100-80gb-sxm")->peak_fp32_vector_tflops, ==, 19.5);
  g_assert_cmpfloat (ak_lesson_find_accelerator (lesson, "h100-sxm")->peak_fp32_vector_tflops, ==, 67);
}

/* The MFU/MBU calculator with the KV cache counted: 7B in FP16 at batch 64
 * and 2k context on an A100 reads 14e9 + 64 × 2^30 bytes per step, so its
 * memory ceiling is 5.9 × lower than the weights-only figure, and 82.7 GB
 * do not fit in 80 GB. */
static void
test_utilization_counts_kv (void)
{
  AkTransformerShape s = llama2_7b ();
  double kv, attention;
  AkUtilizationInputs in = {
    .params = 7e9, .precision = AK_PRECISION_FP16, .steps_per_second = 10, .batch_size = 64,
    .peak_flops = 312e12, .bandwidth_bytes_s = 2.039e12,
  };
  AkUtilization without, with;

  g_assert_true (ak_inference_decode_per_sequence (&s, AK_PRECISION_FP16, 2048, &kv, &attention, NULL));
  assert_close (kv, 1073741824.0);
  assert_close (attention, 4.0 * 32 * 4096 * 2048);
  g_assert_true (ak_roofline_utilization (&in, &without, NULL));
  in.kv_bytes_per_sequence = kv;
  in.attention_flops_per_token = attention;
  in.memory_bytes = 80e9;
  g_assert_true (ak_roofline_utilization (&in, &with, NULL));
  assert_close (with.bytes_per_step, 14e9 + 64 * 1073741824.0);
  g_assert_cmpfloat (without.memory_ceiling_steps_s / with.memory_ceiling_steps_s, >, 5.9);
  g_assert_cmpfloat (without.memory_ceiling_steps_s / with.memory_ceiling_steps_s, <, 6.0);
  assert_close (with.flops_per_second, (2 * 7e9 + attention) * 64 * 10);
  g_assert_false (with.fits_in_memory);
  g_assert_true (without.fits_in_memory);

  in.kv_bytes_per_sequence = NAN;
  g_assert_false (ak_roofline_utilization (&in, &with, NULL));
}

/* The roofline chart's workloads: with a shape, the full count; without,
 * the older 2N estimate. At 32k context decode does 2.26 × the FLOPs. */
static void
test_workload_cost (void)
{
  AkModelSpec model = { .params_billion = 6.738415616, .layers = 32, .kv_heads = 32, .head_dim = 128 };
  double rough_flops, rough_bytes, flops, bytes;

  g_assert_true (ak_inference_workload_cost (&model, AK_PHASE_DECODE, AK_PRECISION_BF16, 1, 32768,
                                             &rough_flops, &rough_bytes, NULL));
  assert_close (rough_flops, 2 * 6738415616.0);
  assert_close (rough_bytes, 2 * 6738415616.0 + 2.0 * 32 * 32 * 128 * 2 * 32768);
  model.has_shape = TRUE;
  model.shape = llama2_7b ();
  g_assert_true (ak_inference_workload_cost (&model, AK_PHASE_DECODE, AK_PRECISION_BF16, 1, 32768,
                                             &flops, &bytes, NULL));
  g_assert_cmpfloat (flops / rough_flops, >, 2.2);
  g_assert_cmpfloat (flops / rough_flops, <, 2.3);

  /* Prefill: activation traffic brings the intensity well below 2T / 2. */
  g_assert_true (ak_inference_workload_cost (&model, AK_PHASE_PREFILL, AK_PRECISION_BF16, 1, 4096,
                                             &flops, &bytes, NULL));
  g_assert_cmpfloat (flops / bytes, <, 4096.0 / 1.5);
  g_assert_false (ak_inference_workload_cost (&model, AK_PHASE_PREFILL, AK_PRECISION_BF16, 0, 4096,
                                              &flops, &bytes, NULL));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/inference/parameters/dense", test_dense_parameters);
  g_test_add_func ("/inference/parameters/tied-embeddings", test_tied_embeddings);
  g_test_add_func ("/inference/parameters/moe", test_moe_parameters);
  g_test_add_func ("/inference/kv-cache/gqa", test_gqa_kv_cache);
  g_test_add_func ("/inference/kv-cache/sliding-window", test_sliding_window_kv_cache);
  g_test_add_func ("/inference/decode/long-context", test_long_context_decode);
  g_test_add_func ("/inference/decode/batch-1", test_decode_batch_1);
  g_test_add_func ("/inference/decode/7b-batch-64-does-not-fit", test_7b_batch_64_does_not_fit);
  g_test_add_func ("/inference/decode/moe-touched-experts", test_moe_decode_reads_touched_experts);
  g_test_add_func ("/inference/prefill/matmul-intensity", test_prefill_matmul_intensity);
  g_test_add_func ("/inference/critical-batch", test_critical_batch);
  g_test_add_func ("/inference/peak-follows-precision", test_peak_follows_precision);
  g_test_add_func ("/inference/errors/request", test_bad_requests);
  g_test_add_func ("/inference/errors/shape", test_bad_shapes);
  g_test_add_func ("/inference/errors/machine", test_bad_machine);
  g_test_add_func ("/inference/extremes-are-finite", test_extremes_are_finite);
  g_test_add_func ("/inference/step-cost", test_step_cost_matches);
  g_test_add_func ("/inference/bundled-lesson-models", test_bundled_lesson_models);
  g_test_add_func ("/inference/utilization-counts-kv", test_utilization_counts_kv);
  g_test_add_func ("/inference/workload-cost", test_workload_cost);
  g_test_add_func ("/inference/operator-labels", test_operator_labels);

  return g_test_run ();
}

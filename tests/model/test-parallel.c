/* test-parallel.c: layouts, per-chip bytes and one step on many chips
 *
 * Every expected value is computed by hand in the comments. The 70B shape
 * is Llama-2-70B's: 80 layers, hidden 8192, 64 heads, 8 KV heads of 128,
 * gated MLP 28672, vocabulary 32000, untied. Per layer: Q 8192 × 8192 =
 * 67,108,864; K and V 2 × 8192 × 1024 = 16,777,216; output 67,108,864;
 * MLP 3 × 8192 × 28672 = 704,643,072; two norms 16,384. Embedding and LM
 * head 32000 × 8192 = 262,144,000 each; final norm 8192.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>
#include <math.h>

#include "ak-parallel-sweep.h"
#include "ak-test-model.h"

/* An H100 SXM's roofs: 989 TFLOP/s, 3.35 TB/s, 80 GB. */
static const AkInferenceMachine h100 = { 989e12, 67e12, 3.35e12, 80e9, AK_PEAK_CASE_BF16 };

static AkSystem
system_of (guint  tp,
           guint  pp,
           guint  ep,
           guint  dp,
           double bandwidth)
{
  return (AkSystem) { .layout = { tp, pp, ep, dp }, .link_bandwidth_bytes_s = bandwidth };
}

static void
analyze (const AkTransformerShape *s,
         const AkInferenceRequest *r,
         const AkSystem           *sys,
         AkSystemAnalysis         *a)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (ak_parallel_analyze (s, r, &h100, sys, a, &error));
  g_assert_no_error (error);
}

static void
per_chip (guint      tp,
          AkPerChip *out)
{
  AkTransformerShape s = ak_test_dense_70b_shape ();
  AkInferenceRequest r = ak_test_decode_bf16 (4, 2048);
  AkLayout l = { tp, 1, 1, 1 };
  g_autoptr(GError) error = NULL;

  g_assert_true (ak_layout_check (&s, &l, 0, &error));
  g_assert_true (ak_parallel_per_chip (&s, &r, &l, 80e9, out, &error));
  g_assert_no_error (error);
}

/* Weights per chip at TP 2, 4, 8 and 16, BF16 (2 bytes each):
 * TP 2: 33,554,432 + 16,777,216 × 4/8 + 33,554,432 + 352,321,536 + 16,384
 *       = 427,835,392 per layer; × 80 = 34,226,831,360; + (262,144,000 × 2)
 *       / 2 + 8192 = 34,488,983,552 parameters = 68,977,967,104 bytes.
 * TP 4: 16,777,216 + 4,194,304 + 16,777,216 + 176,160,768 + 16,384 =
 *       213,925,888; × 80 + 131,072,000 + 8192 = 17,245,151,232 → ×2 =
 *       34,490,302,464 bytes.
 * TP 8: 8,388,608 + 2,097,152 + 8,388,608 + 88,080,384 + 16,384 =
 *       106,971,136; × 80 + 65,536,000 + 8192 = 8,623,235,072 → ×2 =
 *       17,246,470,144 bytes.
 * TP 16 (8 KV heads: each chip keeps one, each head on 2 chips):
 *       4,194,304 + 2,097,152 + 4,194,304 + 44,040,192 + 16,384 =
 *       54,542,336; × 80 + 32,768,000 + 8192 = 4,396,163,072 → ×2 =
 *       8,792,326,144 bytes.
 * KV cache: 2 × 80 × 8 × 128 × 2 bytes = 327,680 per token; × 2048 ×
 * 4 sequences = 2,684,354,560; per chip × its KV heads / 8. */
static void
test_per_chip_bytes (void)
{
  AkPerChip p;

  per_chip (2, &p);
  g_assert_cmpuint (p.kv_heads, ==, 4);
  g_assert_cmpfloat (p.weight_bytes, ==, 68977967104.0);
  g_assert_cmpfloat (p.kv_cache_bytes, ==, 1342177280.0);
  g_assert_cmpfloat (p.memory_needed_bytes, ==, 68977967104.0 + 1342177280.0);
  g_assert_true (p.fits_in_memory);

  per_chip (4, &p);
  g_assert_cmpfloat (p.weight_bytes, ==, 34490302464.0);
  g_assert_cmpfloat (p.kv_cache_bytes, ==, 671088640.0);

  per_chip (8, &p);
  g_assert_cmpuint (p.kv_heads, ==, 1);
  g_assert_cmpfloat (p.weight_bytes, ==, 17246470144.0);
  g_assert_cmpfloat (p.kv_cache_bytes, ==, 335544320.0);

  per_chip (16, &p);
  g_assert_cmpuint (p.kv_heads, ==, 1);
  g_assert_cmpfloat (p.weight_bytes, ==, 8792326144.0);
  g_assert_cmpfloat (p.kv_cache_bytes, ==, 335544320.0);
  g_assert_cmpfloat (p.memory_capacity_bytes, ==, 80e9);

  /* one chip: all 68,976,648,192 parameters, 137,953,296,384 bytes */
  per_chip (1, &p);
  g_assert_cmpfloat (p.weight_bytes, ==, 137953296384.0);
  g_assert_false (p.fits_in_memory);
}

/* PP 4: 20 layers a stage; the busiest stage holds 20 × 855,654,400 +
 * max (embedding 262,144,000, LM head 262,144,000 + final norm 8192) =
 * 17,375,240,192 parameters = 34,750,480,384 bytes; its KV cache 1/4. */
static void
test_per_chip_pipeline (void)
{
  AkTransformerShape s = ak_test_dense_70b_shape ();
  AkInferenceRequest r = ak_test_decode_bf16 (4, 2048);
  AkLayout l = { 1, 4, 1, 1 };
  AkPerChip p;

  g_assert_true (ak_parallel_per_chip (&s, &r, &l, 0, &p, NULL));
  g_assert_cmpuint (p.layers, ==, 20);
  g_assert_cmpfloat (p.weight_bytes, ==, 34750480384.0);
  g_assert_cmpfloat (p.kv_cache_bytes, ==, 2684354560.0 / 4);
  g_assert_false (p.fits_in_memory);  /* capacity unknown */
}

static void
assert_refused (const AkTransformerShape *s,
                AkLayout                  l,
                guint                     fast_domain,
                AkParallelError           code)
{
  g_autoptr(GError) error = NULL;

  g_assert_false (ak_layout_check (s, &l, fast_domain, &error));
  g_assert_error (error, AK_PARALLEL_ERROR, (int) code);
  g_test_message ("%s", error->message);
}

static void
test_refusals (void)
{
  AkTransformerShape s = ak_test_dense_70b_shape ();
  AkTransformerShape moe = ak_test_mixtral_shape ();
  AkTransformerShape odd = ak_test_dense_70b_shape ();
  g_autoptr(GError) error = NULL;
  AkLayout l;

  assert_refused (&s, (AkLayout) { 3, 1, 1, 1 }, 0, AK_PARALLEL_ERROR_TP);   /* 64 heads */
  /* 48 heads, 8 KV heads: TP 12 divides 48 but neither divides nor is a
   * multiple of 8 */
  odd.heads = 48;
  odd.head_dim = 128;
  assert_refused (&odd, (AkLayout) { 12, 1, 1, 1 }, 0, AK_PARALLEL_ERROR_TP);
  assert_refused (&s, (AkLayout) { 16, 1, 1, 1 }, 8, AK_PARALLEL_ERROR_TP);  /* one NVLink node */
  assert_refused (&s, (AkLayout) { 1, 81, 1, 1 }, 0, AK_PARALLEL_ERROR_PP);  /* 80 layers */
  assert_refused (&s, (AkLayout) { 1, 1, 2, 1 }, 0, AK_PARALLEL_ERROR_EP);   /* dense */
  assert_refused (&moe, (AkLayout) { 1, 1, 3, 1 }, 0, AK_PARALLEL_ERROR_EP); /* 8 experts */
  assert_refused (&s, (AkLayout) { 0, 1, 1, 1 }, 0, AK_PARALLEL_ERROR_CHIPS);
  assert_refused (&s, (AkLayout) { 64, 80, 1, 1000 }, 0, AK_PARALLEL_ERROR_CHIPS);

  g_assert_true (ak_layout_check (&s, &(AkLayout) { 16, 1, 1, 1 }, 0, &error));
  g_assert_true (ak_layout_check (&moe, &(AkLayout) { 2, 1, 4, 1 }, 8, &error));
  g_assert_no_error (error);

  /* --chips 8 alone: all TP; --chips 8 --tp 2: 4 replicas */
  g_assert_true (ak_layout_from_options (8, 0, 0, 0, &l, &error));
  g_assert_cmpuint (l.tp, ==, 8);
  g_assert_cmpuint (l.dp, ==, 1);
  g_assert_true (ak_layout_from_options (8, 2, 0, 0, &l, &error));
  g_assert_cmpuint (l.tp, ==, 2);
  g_assert_cmpuint (l.dp, ==, 4);
  g_assert_true (ak_layout_from_options (0, 2, 2, 0, &l, &error));
  g_assert_cmpuint (ak_layout_chips (&l), ==, 4);
  g_assert_no_error (error);
  g_assert_false (ak_layout_from_options (8, 3, 0, 0, &l, &error));
  g_assert_error (error, AK_PARALLEL_ERROR, AK_PARALLEL_ERROR_CHIPS);
  g_clear_error (&error);
  g_assert_false (ak_layout_from_options (1000000, 0, 0, 0, &l, &error));
  g_assert_error (error, AK_PARALLEL_ERROR, AK_PARALLEL_ERROR_CHIPS);
}

/* Dense 70B, decode, batch 8, TP 8: one all-reduce of 8 tokens × 8192 ×
 * 2 bytes = 131,072 bytes; each chip sends 2 × 7/8 × 131,072 = 229,376
 * bytes of it; 2 per layer × 80 = 160 all-reduces: 36,700,160 bytes. */
static void
test_all_reduce_bytes_dense (void)
{
  AkTransformerShape s = ak_test_dense_70b_shape ();
  AkInferenceRequest r = ak_test_decode_bf16 (8, 2048);
  AkSystem sys = system_of (8, 1, 1, 1, 450e9);
  AkSystemAnalysis a;

  analyze (&s, &r, &sys, &a);
  g_assert_cmpuint (a.n_chips, ==, 8);
  g_assert_cmpfloat (a.tp_all_reduce_bytes, ==, 131072);
  g_assert_cmpfloat (a.tp_all_reduces, ==, 160);
  g_assert_cmpfloat (a.communication_bytes_per_chip, ==, 36700160);
  /* at 450 GB/s, no latency: 36,700,160 / 450e9 = 81.56 µs */
  g_assert_cmpfloat_with_epsilon (a.communication_time_s, 36700160 / 450e9, 1e-15);
  g_assert_cmpfloat (a.bubble_fraction, ==, 0);
  g_assert_cmpfloat_with_epsilon (a.tokens_per_s_per_chip * 8, a.tokens_per_s, 1e-6);
  /* decode at batch 8 reads weights: memory-bound */
  g_assert_cmpint (a.bound, ==, AK_SYSTEM_BOUND_MEMORY);
}

/* MoE 8x7B, decode, batch 8, TP 2 × EP 4: each expert group has 2
 * sequences, 2 tokens. TP: 2 × 4096 × 2 = 16,384-byte all-reduces, each
 * chip sends 2 × 1/2 × 16,384 = 16,384; 64 of them: 1,048,576 bytes. EP:
 * each chip holds 2 tokens × 2 experts × 4096 × 2 bytes / TP 2 = 16,384
 * bytes and sends 3/4 of it, 12,288, in each of 64 all-to-alls: 786,432.
 * Together 1,835,008 bytes per chip per step. */
static void
test_all_reduce_bytes_moe (void)
{
  AkTransformerShape s = ak_test_mixtral_shape ();
  AkInferenceRequest r = ak_test_decode_bf16 (8, 2048);
  AkSystem sys = system_of (2, 1, 4, 1, 450e9);
  AkSystemAnalysis a;

  analyze (&s, &r, &sys, &a);
  g_assert_cmpfloat (a.microbatch_sequences, ==, 2);
  g_assert_cmpfloat (a.tp_all_reduce_bytes, ==, 16384);
  g_assert_cmpfloat (a.tp_all_reduces, ==, 64);
  g_assert_cmpfloat (a.ep_all_to_all_bytes, ==, 16384);
  g_assert_cmpfloat (a.ep_all_to_alls, ==, 64);
  g_assert_cmpfloat (a.communication_bytes_per_chip, ==, 1835008);
}

/* PP 4 with 4 micro-batches: (4 − 1) / (4 + 4 − 1) = 3/7 of the step is
 * the bubble; with one micro-batch 3/4, and the step's compute time is the
 * same as on one stage (4 stage-times of a quarter of the model). Each
 * micro-batch of 1 sequence sends 8192 × 2 = 16,384 bytes on. */
static void
test_pipeline_bubble (void)
{
  AkTransformerShape s = ak_test_dense_70b_shape ();
  AkInferenceRequest r = ak_test_decode_bf16 (4, 2048);
  AkSystem sys = system_of (1, 4, 1, 1, 50e9);
  AkSystem one = system_of (1, 1, 1, 1, 0);
  AkSystemAnalysis a, b, c;

  g_assert_true (ak_parallel_analyze (&s, &r, &h100, &sys, &a, NULL));
  g_assert_cmpuint (a.microbatches, ==, 4);
  g_assert_cmpfloat_with_epsilon (a.bubble_fraction, 3.0 / 7, 1e-15);
  g_assert_cmpfloat (a.pp_send_bytes, ==, 16384);
  g_assert_cmpfloat (a.pp_sends, ==, 4);
  g_assert_cmpfloat (a.communication_bytes_per_chip, ==, 4 * 16384);

  sys.microbatches = 1;
  g_assert_true (ak_parallel_analyze (&s, &r, &h100, &sys, &b, NULL));
  g_assert_cmpfloat_with_epsilon (b.bubble_fraction, 3.0 / 4, 1e-15);
  g_assert_true (ak_parallel_analyze (&s, &r, &h100, &one, &c, NULL));
  g_assert_cmpfloat_with_epsilon (b.compute_time_s, c.compute_time_s, 1e-12);
  /* more micro-batches than sequences: as many as sequences */
  sys.microbatches = 16;
  g_assert_true (ak_parallel_analyze (&s, &r, &h100, &sys, &b, NULL));
  g_assert_cmpuint (b.microbatches, ==, 4);
}

/* Prefill of 2048 tokens, batch 1, 70B on 8 chips by TP: each all-reduce
 * is 2048 × 8192 × 2 = 33,554,432 bytes, each chip sends 2 × 7/8 of it,
 * 58,720,256, 160 times: 9,395,240,960 bytes. Over PCIe Gen4 x16
 * (31.5 GB/s): 0.298 s; the FLOPs, about 2 × 69e9 × 2048 = 2.8e14, over
 * 8 × 989 TFLOP/s: about 0.036 s, so the link bounds the step. Over
 * NVLink 4 (450 GB/s) the link takes 0.0209 s and compute bounds it. */
static void
test_bound_interconnect (void)
{
  AkTransformerShape s = ak_test_dense_70b_shape ();
  AkInferenceRequest r = { AK_PHASE_PREFILL, 2048, 1, AK_PRECISION_BF16, AK_PRECISION_BF16,
                           AK_PRECISION_BF16 };
  AkSystem pcie = system_of (8, 1, 1, 1, 31.5e9);
  AkSystem nvlink = system_of (8, 1, 1, 1, 450e9);
  AkSystemAnalysis a;

  g_assert_true (ak_parallel_analyze (&s, &r, &h100, &pcie, &a, NULL));
  g_assert_cmpfloat (a.communication_bytes_per_chip, ==, 9395240960.0);
  g_assert_cmpfloat_with_epsilon (a.communication_time_s, 9395240960.0 / 31.5e9, 1e-12);
  g_assert_cmpfloat (a.compute_time_s, <, 0.04);
  g_assert_cmpfloat (a.compute_time_s, >, 0.035);
  g_assert_cmpint (a.bound, ==, AK_SYSTEM_BOUND_INTERCONNECT);
  g_assert_cmpstr (ak_system_bound_to_string (a.bound), ==, "interconnect");
  /* overlap off: the step is at least the link's time plus the compute */
  g_assert_cmpfloat (a.step_time_s, >=, a.communication_time_s + a.compute_time_s - 1e-12);

  g_assert_true (ak_parallel_analyze (&s, &r, &h100, &nvlink, &a, NULL));
  g_assert_cmpfloat_with_epsilon (a.communication_time_s, 9395240960.0 / 450e9, 1e-12);
  g_assert_cmpint (a.bound, ==, AK_SYSTEM_BOUND_COMPUTE);

  /* overlap on: the link hides under the longer compute */
  nvlink.overlap = TRUE;
  g_assert_true (ak_parallel_analyze (&s, &r, &h100, &nvlink, &a, NULL));
  g_assert_cmpfloat (a.step_time_s, <, a.communication_time_s + a.compute_time_s);
}

static void
test_bad_system (void)
{
  AkTransformerShape s = ak_test_dense_70b_shape ();
  AkInferenceRequest r = ak_test_decode_bf16 (1, 2048);
  AkSystem sys = system_of (1, 1, 1, 2, 50e9);
  g_autoptr(GError) error = NULL;
  AkSystemAnalysis a;

  /* batch 1 cannot feed 2 replicas */
  g_assert_false (ak_parallel_analyze (&s, &r, &h100, &sys, &a, &error));
  g_assert_error (error, AK_PARALLEL_ERROR, AK_PARALLEL_ERROR_BATCH);
  g_clear_error (&error);

  sys = system_of (2, 1, 1, 1, 0);
  g_assert_false (ak_parallel_analyze (&s, &r, &h100, &sys, &a, &error));
  g_assert_error (error, AK_PARALLEL_ERROR, AK_PARALLEL_ERROR_LINK);
  g_clear_error (&error);

  sys = system_of (2, 1, 1, 1, 50e9);
  sys.link_latency_s = NAN;
  g_assert_false (ak_parallel_analyze (&s, &r, &h100, &sys, &a, &error));
  g_assert_error (error, AK_PARALLEL_ERROR, AK_PARALLEL_ERROR_INVALID);
}

/* 8 chips for the 70B model within one NVLink node: TP 8; TP 4 × PP 2 or
 * × DP 2; TP 2 with PP 4, PP 2 × DP 2 or DP 4; TP 1 with PP 8, PP 4 × DP
 * 2, PP 2 × DP 4 or DP 8: 10 layouts, all TP first. 3 chips: TP 3 does
 * not divide 64 heads, but TP 1 × PP 3 and DP 3 do. */
static void
test_layout_list (void)
{
  AkTransformerShape s = ak_test_dense_70b_shape ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) eight = ak_layout_list (&s, 8, 8, &error);
  g_autoptr(GArray) three = ak_layout_list (&s, 3, 8, &error);
  g_autoptr(GArray) none = NULL;

  g_assert_no_error (error);
  g_assert_cmpuint (eight->len, ==, 10);
  g_assert_cmpuint (g_array_index (eight, AkLayout, 0).tp, ==, 8);
  g_assert_cmpuint (g_array_index (eight, AkLayout, 9).dp, ==, 8);
  g_assert_cmpuint (three->len, ==, 2);
  g_assert_cmpuint (g_array_index (three, AkLayout, 0).pp, ==, 3);

  /* no chips: no layout */
  none = ak_layout_list (&s, 0, 0, &error);
  g_assert_null (none);
  g_assert_error (error, AK_PARALLEL_ERROR, AK_PARALLEL_ERROR_CHIPS);
}

/* The estimate on 16 chips, TP 8 × PP 2: dense 70B, decode, batch 2 at
 * 2048 tokens, NVLink 4 (450 GB/s). Two micro-batches of one sequence,
 * so 2 + 2 − 1 = 3 stage-times. One sequence's step reads (ak-inference.c):
 *   embedding 8192 × (2 + 2) = 32,768
 *   norms 161 × (2 × 8192 × 2 + 8192 × 2) = 7,913,472
 *   QKV 80 × (83,886,080 × 2 + 16,384 × 2 + 2048 × 2) = 13,424,721,920
 *   scores and values, each 80 × 8192 × 2 + 80 × 1024 × 2048 × 2
 *     = 336,855,040
 *   output 80 × (67,108,864 × 2 + 16,384 × 2) = 10,740,039,680
 *   up, gate and down, each 80 × (234,881,024 × 2 + 36,864 × 2)
 *     = 37,586,862,080
 *   LM head 262,144,000 × 2 + (8192 + 32000) × 2 = 524,368,384
 * = 138,131,372,544 bytes; a chip of a stage reads 1/16 of every one (the
 * attention by its 1 of 8 KV heads on 1 of 2 stages, the rest by TP × PP):
 * 8,633,210,784 bytes. Every operator stays memory-bound when derated
 * (the attention's FLOPs take 0.17 µs at 0.54 of the peak, its bytes 8 µs
 * at 0.79 of the bandwidth). The link per stage: 2 × 40 all-reduces of
 * 8192 × 2 = 16,384 bytes, each chip sending 2 × 7/8 of it (28,672), and
 * one send of 16,384: 2,310,144 bytes, 5.1337 µs.
 * Bound: 3 × (8,633,210,784 / 3.35e12 + 2,310,144 / 450e9) = 7.7466 ms.
 * Estimate, default factors: 3 × (8,633,210,784 / (3.35e12 × 0.79) +
 * 2,310,144 / 450e9) = 9.8018 ms: 2 / it = 204.04 tokens/s, 12.753 per
 * chip. Memory 0.5 and 20 µs of overhead: 3 × (8,633,210,784 / 1.675e12 +
 * 2,310,144 / 450e9) + 20e-6 = 15.498 ms. With overlap the link hides
 * under the operators: 3 × 8,633,210,784 / (3.35e12 × 0.79) = 9.7864 ms. */
static void
test_estimate_system (void)
{
  AkTransformerShape s = ak_test_dense_70b_shape ();
  AkInferenceRequest r = ak_test_decode_bf16 (2, 2048);
  AkSystem sys = system_of (8, 2, 1, 1, 450e9);
  double stage_bytes = 8633210784.0, link_s = 2310144 / 450e9;
  AkEfficiency e, slow = { .compute = 0.54, .memory = 0.5, .overhead_s = 20e-6 };
  g_autoptr(GError) error = NULL;
  AkSystemEstimate est;
  AkSystemAnalysis a;

  ak_efficiency_init_default (&e);
  analyze (&s, &r, &sys, &a);
  g_assert_cmpuint (a.microbatches, ==, 2);
  g_assert_cmpfloat (a.communication_bytes_per_chip, ==, 2 * 2310144.0);
  g_assert_cmpfloat_with_epsilon (a.step_time_s, 3 * (stage_bytes / 3.35e12 + link_s), 1e-12);

  g_assert_true (ak_parallel_estimate (&s, &r, &h100, &sys, &e, &est, &error));
  g_assert_no_error (error);
  g_assert_cmpfloat_with_epsilon (est.step_time_s, 3 * (stage_bytes / (3.35e12 * 0.79) + link_s), 1e-12);
  g_assert_cmpfloat_with_epsilon (est.step_time_s, 9.8018e-3, 1e-7);
  g_assert_cmpfloat_with_epsilon (est.tokens_per_s, 2 / est.step_time_s, 1e-9);
  g_assert_cmpfloat_with_epsilon (est.tokens_per_s, 204.04, 0.01);
  g_assert_cmpfloat_with_epsilon (est.tokens_per_s_per_chip, est.tokens_per_s / 16, 1e-12);
  /* the busiest chip's two micro-batches of bytes over the estimated step */
  g_assert_cmpfloat_with_epsilon (est.mbu, 2 * stage_bytes / est.step_time_s / 3.35e12, 1e-12);
  g_assert_cmpfloat (est.step_time_s, >, a.step_time_s);
  g_assert_cmpfloat (est.tokens_per_s, <, a.tokens_per_s);

  g_assert_true (ak_parallel_estimate (&s, &r, &h100, &sys, &slow, &est, &error));
  g_assert_cmpfloat_with_epsilon (est.step_time_s, 3 * (stage_bytes / 1.675e12 + link_s) + 20e-6, 1e-12);

  sys.overlap = TRUE;
  g_assert_true (ak_parallel_estimate (&s, &r, &h100, &sys, &e, &est, &error));
  g_assert_cmpfloat_with_epsilon (est.step_time_s, 3 * stage_bytes / (3.35e12 * 0.79), 1e-12);

  /* refused factors */
  slow.memory = 0;
  g_assert_false (ak_parallel_estimate (&s, &r, &h100, &sys, &slow, &est, &error));
  g_assert_error (error, AK_ROOFLINE_ERROR, AK_ROOFLINE_ERROR_DOMAIN);
}

/* Prefill of 2048 tokens at TP 2 mixes compute- and memory-bound
 * operators; with both factors 0.5 every operator takes twice as long, so
 * the estimate is (step − link) / 0.5 + link + overhead. One chip: the
 * one-chip estimate of ak_efficiency_estimate(). Factors of 1: the bound. */
static void
test_estimate_rules (void)
{
  AkTransformerShape s = ak_test_dense_70b_shape ();
  AkInferenceRequest r = { AK_PHASE_PREFILL, 2048, 1, AK_PRECISION_BF16, AK_PRECISION_BF16,
                           AK_PRECISION_BF16 };
  AkSystem sys = system_of (2, 1, 1, 1, 450e9), one = system_of (1, 1, 1, 1, 0);
  AkEfficiency half = { .compute = 0.5, .memory = 0.5, .overhead_s = 1e-3 };
  AkEfficiency exact = { .compute = 1, .memory = 1 };
  AkSystemEstimate est;
  AkSystemAnalysis a;
  AkEstimate single;

  analyze (&s, &r, &sys, &a);
  g_assert_true (ak_parallel_estimate (&s, &r, &h100, &sys, &half, &est, NULL));
  g_assert_cmpfloat_with_epsilon (est.step_time_s,
                                  (a.step_time_s - a.communication_time_s) / 0.5 + a.communication_time_s + 1e-3,
                                  1e-12);
  g_assert_true (ak_parallel_estimate (&s, &r, &h100, &sys, &exact, &est, NULL));
  g_assert_cmpfloat (est.step_time_s, ==, a.step_time_s);
  g_assert_cmpfloat (est.tokens_per_s, ==, a.tokens_per_s);

  analyze (&s, &r, &one, &a);
  g_assert_true (ak_parallel_estimate (&s, &r, &h100, &one, &half, &est, NULL));
  g_assert_true (ak_efficiency_estimate (&a.single, &r, &h100, &half, &single, NULL));
  g_assert_cmpfloat_with_epsilon (est.step_time_s, single.step_time_s, 1e-12);
  g_assert_cmpfloat_with_epsilon (est.tokens_per_s, single.tokens_per_s, 1e-9);
  g_assert_cmpfloat_with_epsilon (est.mbu, single.mbu, 1e-12);
  g_assert_cmpfloat_with_epsilon (est.mfu, single.mfu, 1e-12);
}

/* The batch explorer's sweep on 2 H100s by TP: each chip holds
 * 68,977,967,104 bytes of weights and 335,544,320 of KV cache per
 * sequence of 2048, so (80e9 − 68,977,967,104) / 335,544,320 = 32.8:
 * 32 sequences fit. The selected point is the system's step. */
static void
test_batch_sweep (void)
{
  AkTransformerShape s = ak_test_dense_70b_shape ();
  AkBatchSweepRequest r = {
    .context_tokens = 2048, .batch_size = 4, .weight_precision = AK_PRECISION_BF16,
    .kv_precision = AK_PRECISION_BF16, .compute_precision = AK_PRECISION_BF16,
    .draft_tokens = 4, .acceptance = 0.8,
  };
  AkInferenceRequest step = ak_test_decode_bf16 (4, 2048);
  AkSystem sys = system_of (2, 1, 1, 1, 450e9);
  g_autoptr(GError) error = NULL;
  AkSystemAnalysis selected, direct;
  AkSystemEstimate estimate;
  AkEfficiency e;
  AkBatchSweep sweep;

  g_assert_true (ak_parallel_batch_sweep (&s, &r, &h100, &sys, &sweep, &selected, &error));
  g_assert_no_error (error);
  analyze (&s, &step, &sys, &direct);
  g_assert_cmpfloat (sweep.max_batch, ==, 32);
  g_assert_cmpfloat (sweep.weight_bytes, ==, 68977967104.0);
  g_assert_cmpfloat (sweep.kv_bytes_per_sequence, ==, 335544320.0);
  g_assert_cmpfloat (sweep.points[sweep.selected].batch, ==, 4);
  g_assert_cmpfloat (sweep.points[sweep.selected].step_time_s, ==, direct.step_time_s);
  g_assert_cmpfloat (selected.tokens_per_s, ==, direct.tokens_per_s);
  /* the explorer's tokens/s are per chip, as on one chip */
  g_assert_cmpfloat (sweep.points[sweep.selected].tokens_per_s, ==, direct.tokens_per_s_per_chip);
  g_assert_false (sweep.has_speculative);
  for (guint i = 1; i < sweep.n_points; i++)
    g_assert_cmpfloat (sweep.points[i].batch, >, sweep.points[i - 1].batch);
  /* the estimate is the system's, per chip as the bound, never faster */
  ak_efficiency_init_default (&e);
  g_assert_true (ak_parallel_estimate (&s, &step, &h100, &sys, &e, &estimate, &error));
  g_assert_cmpfloat (sweep.points[sweep.selected].estimate_ms_per_token, ==, estimate.step_time_s * 1e3);
  g_assert_cmpfloat (sweep.points[sweep.selected].estimate_tokens_per_s, ==, estimate.tokens_per_s_per_chip);
  for (guint i = 0; i < sweep.n_points; i++)
    {
      g_assert_cmpfloat (sweep.points[i].estimate_ms_per_token, >=, sweep.points[i].ms_per_token);
      g_assert_cmpfloat (sweep.points[i].estimate_tokens_per_s, <=, sweep.points[i].tokens_per_s);
    }

  /* DP 2: batch 1 cannot run, and the sweep starts at 2 */
  sys = system_of (1, 1, 1, 2, 450e9);
  g_assert_true (ak_parallel_batch_sweep (&s, &r, &h100, &sys, &sweep, NULL, &error));
  g_assert_cmpfloat (sweep.points[0].batch, ==, 2);
}

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "C.UTF-8");
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/parallel/per-chip-bytes", test_per_chip_bytes);
  g_test_add_func ("/parallel/per-chip-pipeline", test_per_chip_pipeline);
  g_test_add_func ("/parallel/refusals", test_refusals);
  g_test_add_func ("/parallel/all-reduce-bytes-dense", test_all_reduce_bytes_dense);
  g_test_add_func ("/parallel/all-reduce-bytes-moe", test_all_reduce_bytes_moe);
  g_test_add_func ("/parallel/pipeline-bubble", test_pipeline_bubble);
  g_test_add_func ("/parallel/bound-interconnect", test_bound_interconnect);
  g_test_add_func ("/parallel/bad-system", test_bad_system);
  g_test_add_func ("/parallel/layout-list", test_layout_list);
  g_test_add_func ("/parallel/estimate-system", test_estimate_system);
  g_test_add_func ("/parallel/estimate-rules", test_estimate_rules);
  g_test_add_func ("/parallel/batch-sweep", test_batch_sweep);

  return g_test_run ();
}

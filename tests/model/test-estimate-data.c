/* test-estimate-data.c: the four data fixes of the estimate round: memory
 * in GiB, dense INT8 peaks, the KV-aware critical batch, and a context
 * beyond the model's positions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <math.h>
#include <string.h>

#include <glib.h>

#include "ak-batch-sweep.h"
#include "ak-context-limit.h"
#include "ak-critical-batch.h"
#include "ak-hf-config.h"
#include "ak-inference.h"
#include "ak-test-model.h"

#define GIB 1073741824.0

static AkInferenceRequest
decode (double context, double batch)
{
  return (AkInferenceRequest) {
    .phase = AK_PHASE_DECODE, .tokens = context, .batch_size = batch,
    .weight_precision = AK_PRECISION_BF16, .kv_precision = AK_PRECISION_BF16,
    .activation_precision = AK_PRECISION_BF16,
  };
}

static void
load_config (const char *name, AkTransformerShape *shape)
{
  g_autofree char *path = g_build_filename (TOP_SRCDIR, "tests", "configs", name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autofree char *family = NULL;

  g_assert_true (ak_hf_config_load_file (file, shape, &family, &error));
  g_assert_no_error (error);
}

static void
machine_of (AkLesson *lesson, const char *id, AkPrecision precision, AkInferenceMachine *m)
{
  g_autoptr(GError) error = NULL;
  const AkAccelerator *acc = ak_lesson_find_accelerator (lesson, id);

  g_assert_nonnull (acc);
  g_assert_true (ak_inference_machine_for_accelerator (acc, precision, precision, m, &error));
  g_assert_no_error (error);
}

/* NVIDIA's "80GB" A100 and H100 carry 80 GiB (nvidia-smi: 81,920 MiB on an
 * A100 80GB): 80 × 2^30 = 85,899,345,920 bytes. Llama 2 7B at batch 32 and
 * a 4,096-token context: weights 6,738,415,616 × 2 = 13,476,831,232 bytes,
 * KV cache per sequence 2 × 32 layers × 32 heads × 128 × 2 bytes × 4,096 =
 * 2 GiB, so 13.48 GB + 64 GiB = 82.2 GB fit in 85.9 GB, and
 * (85,899,345,920 − 13,476,831,232) / 2^31 = 33.7: max_batch 33. With
 * 80 × 10^9 bytes it would not fit (max_batch 30). */
static void
test_memory_in_gib (void)
{
  g_autoptr(AkLesson) lesson = load_bundled_lesson ();
  const char *ids[] = { "a100-80gb-sxm", "h100-sxm", "h100-pcie" };
  AkTransformerShape shape;
  AkInferenceMachine m;
  AkInferenceAnalysis a;
  AkInferenceRequest r = decode (4096, 32);

  /* the other GPUs' capacities are GiB too (HBM stacks and GDDR chips
   * of 2^n bits; nvidia-smi and rocm-smi show it) */
  const struct { const char *id; double gib; } others[] = {
    { "h200-sxm", 141 }, { "b200", 192 }, { "mi300x", 192 }, { "l4", 24 }, { "rtx-4090", 24 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    g_assert_cmpfloat (ak_lesson_find_accelerator (lesson, ids[i])->memory_gib, ==, 80);
  for (guint i = 0; i < G_N_ELEMENTS (others); i++)
    {
      machine_of (lesson, others[i].id, AK_PRECISION_BF16, &m);
      g_assert_cmpfloat (m.memory_bytes, ==, others[i].gib * GIB);
    }
  load_config ("llama-2-7b.json", &shape);
  machine_of (lesson, "a100-80gb-sxm", AK_PRECISION_BF16, &m);
  g_assert_cmpfloat (m.memory_bytes, ==, 80 * GIB);
  g_assert_true (ak_inference_analyze (&shape, &r, &m, &a, NULL));
  g_assert_cmpfloat (a.kv_cache_bytes, ==, 64 * GIB);
  g_assert_true (a.fits_in_memory);
  g_assert_cmpfloat (a.max_batch, ==, 33);
}

/* Dense INT8 peaks from the datasheets: A100 624 TOPS, H100 and H200 SXM 1,979,
 * L4 242.5, RTX 4090 660.6
 * TOPS; INT8 arithmetic uses them instead of "lists no peak". */
static void
test_int8_peaks (void)
{
  g_autoptr(AkLesson) lesson = load_bundled_lesson ();
  AkInferenceMachine m;

  machine_of (lesson, "a100-80gb-sxm", AK_PRECISION_INT8, &m);
  g_assert_cmpint (m.peak_case, ==, AK_PEAK_CASE_INT8);
  g_assert_cmpfloat (m.peak_flops, ==, 624e12);
  machine_of (lesson, "h100-sxm", AK_PRECISION_INT8, &m);
  g_assert_cmpint (m.peak_case, ==, AK_PEAK_CASE_INT8);
  g_assert_cmpfloat (m.peak_flops, ==, 1979e12);
  /* the H200 has the H100's tensor cores; L4 and RTX 4090 per their
   * datasheet and whitepaper (dense: half the sparse figure) */
  machine_of (lesson, "h200-sxm", AK_PRECISION_INT8, &m);
  g_assert_cmpfloat (m.peak_flops, ==, 1979e12);
  machine_of (lesson, "l4", AK_PRECISION_INT8, &m);
  g_assert_cmpfloat (m.peak_flops, ==, 242.5e12);
  machine_of (lesson, "rtx-4090", AK_PRECISION_INT8, &m);
  g_assert_cmpint (m.peak_case, ==, AK_PEAK_CASE_INT8);
  g_assert_cmpfloat (m.peak_flops, ==, 660.6e12);
}

/* Llama 2 7B on an A100 at a 4,096-token context: one sequence's KV cache,
 * 2 GiB, takes 2^31 / 2.039e12 = 1.05 ms to read, while its FLOPs,
 * 2 × 6.74e9 + 4 × 32 × 4096 × 4096 = 15.6e9, take 15.6e9 / 312e12 =
 * 0.05 ms: no batch turns the step compute-bound, and the answer is none
 * (0), though the weights-only critical batch is 153. */
static void
test_critical_batch_none (void)
{
  g_autoptr(AkLesson) lesson = load_bundled_lesson ();
  AkTransformerShape shape;
  AkInferenceMachine m;
  AkInferenceRequest r = decode (4096, 1);
  double critical = -1;

  load_config ("llama-2-7b.json", &shape);
  machine_of (lesson, "a100-80gb-sxm", AK_PRECISION_BF16, &m);
  g_assert_true (ak_critical_batch_with_kv (&shape, &r, &m, &critical, NULL));
  g_assert_cmpfloat (critical, ==, 0);
}

/* At a 1-token context the KV cache is tiny and the step does turn
 * compute-bound. FLOPs grow as B·f and bytes as w + B·k, with f, k, w read
 * from the analyses at batch 1 and 2, so the first compute-bound batch is
 * the smallest whole B with B·f ≥ ridge · (w + B·k), B ≥ ridge·w / (f −
 * ridge·k): about 153 × 13.5e9 / (13.5e9 − 153 × 0.5 MB) ≈ 166. */
static void
test_critical_batch_closed_form (void)
{
  g_autoptr(AkLesson) lesson = load_bundled_lesson ();
  AkTransformerShape shape;
  AkInferenceMachine m;
  AkInferenceAnalysis one, two;
  AkInferenceRequest r1 = decode (1, 1), r2 = decode (1, 2);
  double critical, f, k, w, ridge, expected;

  load_config ("llama-2-7b.json", &shape);
  machine_of (lesson, "a100-80gb-sxm", AK_PRECISION_BF16, &m);
  g_assert_true (ak_inference_analyze (&shape, &r1, &m, &one, NULL));
  g_assert_true (ak_inference_analyze (&shape, &r2, &m, &two, NULL));
  f = one.flops;
  k = two.bytes - one.bytes;
  w = one.bytes - k;
  ridge = m.peak_flops / m.bandwidth_bytes_s;
  expected = ceil (ridge * w / (f - ridge * k) - 1e-9);
  g_assert_true (ak_critical_batch_with_kv (&shape, &r1, &m, &critical, NULL));
  g_assert_cmpfloat (critical, ==, expected);
  g_assert_cmpfloat (critical, >, one.critical_batch);
  g_assert_cmpfloat (critical, <, 200);
}

/* The batch explorer's sweep carries the KV-aware batch, and its sentence
 * names the marker and says when the step never turns compute-bound. */
static void
test_sweep_says_which_marker (void)
{
  g_autoptr(AkLesson) lesson = load_bundled_lesson ();
  AkTransformerShape shape;
  AkInferenceMachine m;
  g_autofree AkBatchSweep *sweep = g_new0 (AkBatchSweep, 1);
  AkBatchSweepRequest r = {
    .context_tokens = 4096, .batch_size = 8, .weight_precision = AK_PRECISION_BF16,
    .kv_precision = AK_PRECISION_BF16, .compute_precision = AK_PRECISION_BF16,
  };
  g_autofree char *never = NULL, *from = NULL;

  load_config ("llama-2-7b.json", &shape);
  machine_of (lesson, "a100-80gb-sxm", AK_PRECISION_BF16, &m);
  g_assert_true (ak_batch_sweep_compute (&shape, &r, &m, sweep, NULL));
  g_assert_cmpfloat (sweep->critical_batch_with_kv, ==, 0);
  never = ak_critical_batch_describe (sweep->critical_batch_with_kv);
  g_assert_nonnull (strstr (never, "never turns compute-bound"));
  g_assert_nonnull (strstr (never, "weights-only"));
  r.context_tokens = 1;
  g_assert_true (ak_batch_sweep_compute (&shape, &r, &m, sweep, NULL));
  g_assert_cmpfloat (sweep->critical_batch_with_kv, ==, 166);
  from = ak_critical_batch_describe (sweep->critical_batch_with_kv);
  g_assert_nonnull (strstr (from, "from batch 166"));
}

/* GPT-2 has 1,024 learned positions: 1,024 runs, 1,025 is refused.
 * Llama 2 7B was trained to 4,096: 4,097 is only a warning. */
static void
test_context_limit (void)
{
  AkTransformerShape gpt2, llama;
  g_autoptr(GError) error = NULL;
  gboolean exceeds = TRUE;

  load_config ("gpt2.json", &gpt2);
  load_config ("llama-2-7b.json", &llama);
  g_assert_true (ak_context_limit_check (&gpt2, 1024, &exceeds, NULL));
  g_assert_false (exceeds);
  g_assert_false (ak_context_limit_check (&gpt2, 1025, &exceeds, &error));
  g_assert_error (error, AK_ROOFLINE_ERROR, AK_ROOFLINE_ERROR_DOMAIN);
  g_assert_cmpuint (llama.max_positions, ==, 4096);
  g_assert_true (ak_context_limit_check (&llama, 4096, &exceeds, NULL));
  g_assert_false (exceeds);
  g_assert_true (ak_context_limit_check (&llama, 4097, &exceeds, NULL));
  g_assert_true (exceeds);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/estimate-data/memory-in-gib", test_memory_in_gib);
  g_test_add_func ("/estimate-data/int8-peaks", test_int8_peaks);
  g_test_add_func ("/estimate-data/critical-batch-with-kv/none", test_critical_batch_none);
  g_test_add_func ("/estimate-data/critical-batch-with-kv/closed-form", test_critical_batch_closed_form);
  g_test_add_func ("/estimate-data/critical-batch-with-kv/sweep", test_sweep_says_which_marker);
  g_test_add_func ("/estimate-data/context-limit", test_context_limit);
  return g_test_run ();
}

/* test-parallel-plan.c: the smallest system for a 70B model, and its layout
 *
 * The 70B shape is Llama-2-70B's (see test-parallel.c): 68,976,648,192
 * parameters, 137,953,296,384 bytes in BF16; its KV cache 327,680 bytes
 * per token, 671,088,640 for one sequence of 2048.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>
#include <string.h>

#include "ak-parallel-plan.h"

static AkTransformerShape
dense_70b (void)
{
  AkTransformerShape s;

  ak_transformer_shape_init_dense (&s, 80, 8192, 64, 8, 28672, 32000);
  return s;
}

static const AkInferenceRequest one_sequence = {
  AK_PHASE_DECODE, 2048, 1, AK_PRECISION_BF16, AK_PRECISION_BF16, AK_PRECISION_BF16,
};

static const AkPlanCandidate *
candidate (const AkPlan *plan,
           guint         tp,
           guint         pp,
           guint         ep)
{
  for (guint i = 0; i < plan->candidates->len; i++)
    {
      const AkPlanCandidate *c = &g_array_index (plan->candidates, AkPlanCandidate, i);

      if (c->layout.tp == tp && c->layout.pp == pp && c->layout.ep == ep)
        return c;
    }
  g_assert_not_reached ();
}

/* 80 GB GPUs on NVLink 4 (8 to a node): one chip needs 137.95 GB; two by
 * TP need 68,977,967,104 + 335,544,320 bytes each (test-parallel.c), under
 * 80e9. Of the two layouts of 2 chips (a dense model has no EP), TP 2
 * halves each chip's work, PP 2 with one sequence has a single
 * micro-batch and no gain: TP 2 is the fastest. */
static void
test_gpus (void)
{
  AkTransformerShape s = dense_70b ();
  AkInferenceMachine gpu = { 989e12, 67e12, 3.35e12, 80e9, AK_PEAK_CASE_BF16 };
  AkSystem nvlink = { .link_bandwidth_bytes_s = 450e9, .fast_domain_chips = 8 };
  g_autoptr(GError) error = NULL;
  g_autoptr(AkPlan) plan = ak_parallel_plan (&s, &one_sequence, &gpu, &nvlink,
                                             AK_PLAN_TARGET_LATENCY, AK_PLAN_MAX_CHIPS, &error);
  const AkPlanCandidate *chosen;

  g_assert_no_error (error);
  g_assert_cmpuint (plan->min_chips, ==, 2);
  g_assert_cmpuint (plan->candidates->len, ==, 2);
  chosen = &g_array_index (plan->candidates, AkPlanCandidate, plan->chosen);
  g_assert_cmpuint (chosen->layout.tp, ==, 2);
  g_assert_null (chosen->reason);
  g_assert_true (candidate (plan, 1, 2, 1)->fits);
  g_assert_nonnull (strstr (candidate (plan, 1, 2, 1)->reason, "slower than"));

  /* throughput per chip picks the same, with its own reason */
  g_clear_pointer (&plan, ak_plan_free);
  plan = ak_parallel_plan (&s, &one_sequence, &gpu, &nvlink, AK_PLAN_TARGET_THROUGHPUT, 64, &error);
  g_assert_cmpuint (g_array_index (plan->candidates, AkPlanCandidate, plan->chosen).layout.tp, ==, 2);
  g_assert_nonnull (strstr (candidate (plan, 1, 2, 1)->reason, "tokens/s per chip"));
}

/* 16 GiB TPU chips (17,179,869,184 bytes) on ICI, 256 to a pod. On 8
 * chips every layout is just too large: TP 8 needs 17,246,470,144 bytes of
 * weights, PP 8 10 layers × 855,654,400 + 262,152,192 = 8,818,696,192
 * parameters = 17,637,392,384 bytes, TP 4 × PP 2 17,245,159,424, TP 2 ×
 * PP 4 17,375,576,064. On 16, TP 16 needs 8,792,326,144 bytes of weights
 * and 671,088,640 / 8 = 83,886,080 of KV cache (one KV head of 8). */
static void
test_tpus (void)
{
  AkTransformerShape s = dense_70b ();
  AkInferenceMachine tpu = { 197e12, 0, 0.819e12, 16 * 1073741824.0, AK_PEAK_CASE_BF16 };
  AkSystem ici = { .link_bandwidth_bytes_s = 45e9, .fast_domain_chips = 256 };
  g_autoptr(GError) error = NULL;
  g_autoptr(AkPlan) plan = ak_parallel_plan (&s, &one_sequence, &tpu, &ici,
                                             AK_PLAN_TARGET_LATENCY, AK_PLAN_MAX_CHIPS, &error);

  g_assert_no_error (error);
  g_assert_cmpuint (plan->min_chips, ==, 16);
  g_assert_true (candidate (plan, 16, 1, 1)->fits);
  g_assert_cmpfloat (candidate (plan, 16, 1, 1)->analysis.per_chip.memory_needed_bytes, ==,
                     8792326144.0 + 83886080.0);
  g_assert_cmpint (plan->chosen, >=, 0);

  /* capped at 8 chips: nothing fits, and the 8-chip layouts say why */
  g_clear_pointer (&plan, ak_plan_free);
  plan = ak_parallel_plan (&s, &one_sequence, &tpu, &ici, AK_PLAN_TARGET_LATENCY, 8, &error);
  g_assert_cmpuint (plan->min_chips, ==, 0);
  g_assert_cmpint (plan->chosen, ==, -1);
  g_assert_false (candidate (plan, 8, 1, 1)->fits);
  g_assert_cmpfloat (candidate (plan, 8, 1, 1)->analysis.per_chip.weight_bytes, ==, 17246470144.0);
  g_assert_cmpfloat (candidate (plan, 1, 8, 1)->analysis.per_chip.weight_bytes, ==, 17637392384.0);
  g_assert_nonnull (strstr (candidate (plan, 4, 2, 1)->reason, "does not fit"));
}

static void
test_needs_memory_size (void)
{
  AkTransformerShape s = dense_70b ();
  AkInferenceMachine unknown = { 197e12, 0, 0.819e12, 0, AK_PEAK_CASE_BF16 };
  AkSystem ici = { .link_bandwidth_bytes_s = 45e9 };
  g_autoptr(GError) error = NULL;

  g_assert_null (ak_parallel_plan (&s, &one_sequence, &unknown, &ici, AK_PLAN_TARGET_LATENCY, 8, &error));
  g_assert_error (error, AK_PARALLEL_ERROR, AK_PARALLEL_ERROR_INVALID);
}

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "C.UTF-8");
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/parallel-plan/gpus", test_gpus);
  g_test_add_func ("/parallel-plan/tpus", test_tpus);
  g_test_add_func ("/parallel-plan/needs-memory-size", test_needs_memory_size);

  return g_test_run ();
}

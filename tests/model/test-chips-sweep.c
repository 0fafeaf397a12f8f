/* test-chips-sweep.c: a model's step on 1 to 64 chips, split into its
 * compute, memory and link terms, with the memory wall and the chip count
 * where the link takes over
 *
 * The 70B shape is Llama-2-70B's (see test-parallel.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>

#include "ak-chips-sweep.h"

static AkTransformerShape
dense_70b (void)
{
  AkTransformerShape s;

  ak_transformer_shape_init_dense (&s, 80, 8192, 64, 8, 28672, 32000);
  return s;
}

static const AkInferenceMachine h100 = { 989e12, 67e12, 3.35e12, 80e9, AK_PEAK_CASE_BF16 };
static const AkInferenceMachine l4 = { 121e12, 0, 0.3e12, 24e9, AK_PEAK_CASE_BF16 };

/* Every point is ak_parallel_analyze() on the point's own layout: the
 * sweep adds no formula of its own. */
static void
assert_points_are_analyses (const AkTransformerShape *s,
                            const AkInferenceRequest *r,
                            const AkInferenceMachine *m,
                            const AkSystem           *link,
                            const AkChipsSweep       *sweep)
{
  for (guint i = 0; i < sweep->n_points; i++)
    {
      const AkChipsPoint *p = &sweep->points[i];
      g_autoptr(GError) error = NULL;
      AkSystem sys = *link;
      AkSystemAnalysis a;

      g_assert_cmpuint (p->chips, ==, 1u << i);
      g_assert_true (p->analysed);
      g_assert_null (p->reason);
      g_assert_cmpuint (ak_layout_chips (&p->layout), ==, p->chips);
      sys.layout = p->layout;
      g_assert_true (ak_parallel_analyze (s, r, m, &sys, &a, &error));
      g_assert_cmpfloat (p->compute_s, ==, a.compute_time_s);
      g_assert_cmpfloat (p->memory_s, ==, a.memory_time_s);
      g_assert_cmpfloat (p->link_s, ==, a.communication_time_s);
      g_assert_cmpfloat (p->step_s, ==, a.step_time_s);
      g_assert_cmpint (p->bound, ==, a.bound);
      g_assert_cmpint (p->fits, ==, a.per_chip.fits_in_memory);
    }
}

/* Decode of one sequence on 80 GB GPUs joined 8 to a node: the weights
 * (137.95 GB) need 2 chips, so the wall is below 2; TP grows to the
 * node's 8 chips and the rest are pipeline stages; the all-reduces of one
 * token are tiny, so the link never takes over. */
static void
test_tensor_policy (void)
{
  AkTransformerShape s = dense_70b ();
  AkInferenceRequest r = { AK_PHASE_DECODE, 2048, 1, AK_PRECISION_BF16, AK_PRECISION_BF16, AK_PRECISION_BF16 };
  AkSystem nvlink = { .link_bandwidth_bytes_s = 450e9, .fast_domain_chips = 8 };
  g_autoptr(GError) error = NULL;
  g_autoptr(AkChipsSweep) sweep = ak_chips_sweep_compute (&s, &r, &h100, &nvlink, AK_CHIPS_POLICY_TENSOR,
                                                          AK_CHIPS_SWEEP_MAX_CHIPS, &error);

  g_assert_no_error (error);
  g_assert_cmpuint (sweep->n_points, ==, 7);
  assert_points_are_analyses (&s, &r, &h100, &nvlink, sweep);
  g_assert_true (sweep->memory_known);
  g_assert_cmpuint (sweep->wall_chips, ==, 2);
  g_assert_false (sweep->points[0].fits);
  g_assert_cmpuint (sweep->link_chips, ==, 0);
  g_assert_cmpuint (sweep->points[3].layout.tp, ==, 8);
  g_assert_cmpuint (sweep->points[3].layout.pp, ==, 1);
  g_assert_cmpuint (sweep->points[6].layout.tp, ==, 8);
  g_assert_cmpuint (sweep->points[6].layout.pp, ==, 8);
  g_assert_cmpfloat (sweep->points[0].link_s, ==, 0);
  g_assert_cmpint (sweep->points[3].bound, ==, AK_SYSTEM_BOUND_MEMORY);
  g_assert_cmpint (ak_chips_sweep_find (sweep, 16), ==, 4);
  g_assert_cmpint (ak_chips_sweep_find (sweep, 3), ==, -1);
}

/* Prefill of 2048 tokens on L4 cards over PCIe Gen4 (31.5 GB/s each way),
 * TP over all the chips. Compute: about 2 × 6.9e10 × 2048 / 121e12 / N
 * = 2.34 / N s (plus attention). Link: 160 all-reduces of 2048 × 8192 ×
 * 2 bytes, each chip sending 2 (N − 1) / N of them: 1.07e10 (N − 1) / N
 * bytes, 0.341 (N − 1) / N s. The link is the larger once 0.341 (N − 1)
 * ≥ 2.34, N ≥ 7.9: at 8 chips. The weights (138 GB) need 8 cards of
 * 24 GB (17.2 GB each on 8; 34.5 GB on 4). */
static void
test_link_takes_over (void)
{
  AkTransformerShape s = dense_70b ();
  AkInferenceRequest r = { AK_PHASE_PREFILL, 2048, 1, AK_PRECISION_BF16, AK_PRECISION_BF16, AK_PRECISION_BF16 };
  AkSystem pcie = { .link_bandwidth_bytes_s = 31.5e9 };
  g_autoptr(GError) error = NULL;
  g_autoptr(AkChipsSweep) sweep = ak_chips_sweep_compute (&s, &r, &l4, &pcie, AK_CHIPS_POLICY_TENSOR, 64, &error);

  g_assert_no_error (error);
  assert_points_are_analyses (&s, &r, &l4, &pcie, sweep);
  g_assert_cmpuint (sweep->link_chips, ==, 8);
  g_assert_cmpint (sweep->points[2].bound, ==, AK_SYSTEM_BOUND_COMPUTE);
  g_assert_cmpint (sweep->points[3].bound, ==, AK_SYSTEM_BOUND_INTERCONNECT);
  g_assert_cmpuint (sweep->wall_chips, ==, 8);
}

/* Pipeline only: 80 layers allow up to 64 stages; the fastest layout of
 * each count is the plan's; a chip without a link sweeps one chip. */
static void
test_other_policies (void)
{
  AkTransformerShape s = dense_70b ();
  AkInferenceRequest r = { AK_PHASE_DECODE, 2048, 8, AK_PRECISION_BF16, AK_PRECISION_BF16, AK_PRECISION_BF16 };
  AkSystem nvlink = { .link_bandwidth_bytes_s = 450e9, .fast_domain_chips = 8 };
  AkSystem none = { 0 };
  g_autoptr(GError) error = NULL;
  g_autoptr(AkChipsSweep) pipeline = ak_chips_sweep_compute (&s, &r, &h100, &nvlink, AK_CHIPS_POLICY_PIPELINE,
                                                             64, &error);
  g_autoptr(AkChipsSweep) fastest = ak_chips_sweep_compute (&s, &r, &h100, &nvlink, AK_CHIPS_POLICY_FASTEST,
                                                            64, &error);
  g_autoptr(AkChipsSweep) alone = ak_chips_sweep_compute (&s, &r, &h100, &none, AK_CHIPS_POLICY_TENSOR, 64, &error);
  g_autoptr(AkChipsSweep) copy = NULL;

  g_assert_no_error (error);
  assert_points_are_analyses (&s, &r, &h100, &nvlink, pipeline);
  assert_points_are_analyses (&s, &r, &h100, &nvlink, fastest);
  for (guint i = 0; i < pipeline->n_points; i++)
    {
      g_assert_cmpuint (pipeline->points[i].layout.tp, ==, 1);
      /* no layout of the same chips is faster than the fastest's */
      if (fastest->points[i].fits)
        g_assert_cmpfloat (fastest->points[i].step_s, <=, pipeline->points[i].step_s * (1 + 1e-12));
    }
  g_assert_cmpuint (alone->n_points, ==, 1);

  copy = ak_chips_sweep_copy (fastest);
  g_assert_cmpmem (copy->points, sizeof (AkChipsPoint) - sizeof (char *),
                   fastest->points, sizeof (AkChipsPoint) - sizeof (char *));
}

/* A layout the policy cannot make keeps its reason: pipeline stages past
 * the layers of a 2-layer model. */
static void
test_refused (void)
{
  AkTransformerShape s;
  AkInferenceRequest r = { AK_PHASE_DECODE, 128, 1, AK_PRECISION_BF16, AK_PRECISION_BF16, AK_PRECISION_BF16 };
  AkSystem link = { .link_bandwidth_bytes_s = 450e9 };
  g_autoptr(GError) error = NULL;
  g_autoptr(AkChipsSweep) sweep = NULL;
  AkChipsPolicy policy;

  ak_transformer_shape_init_dense (&s, 2, 256, 4, 4, 1024, 1000);
  sweep = ak_chips_sweep_compute (&s, &r, &h100, &link, AK_CHIPS_POLICY_PIPELINE, 64, &error);
  g_assert_no_error (error);
  g_assert_true (sweep->points[1].analysed);
  g_assert_false (sweep->points[2].analysed);
  g_assert_nonnull (sweep->points[2].reason);
  g_assert_cmpuint (sweep->wall_chips, ==, 1);

  g_assert_true (ak_chips_policy_from_string ("fastest", &policy));
  g_assert_cmpint (policy, ==, AK_CHIPS_POLICY_FASTEST);
  g_assert_cmpstr (ak_chips_policy_to_string (AK_CHIPS_POLICY_PIPELINE), ==, "pipeline");
  g_assert_false (ak_chips_policy_from_string ("diagonal", &policy));
  g_assert_false (ak_chips_policy_from_string (NULL, &policy));
}

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "C.UTF-8");
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/chips-sweep/tensor", test_tensor_policy);
  g_test_add_func ("/chips-sweep/link-takes-over", test_link_takes_over);
  g_test_add_func ("/chips-sweep/policies", test_other_policies);
  g_test_add_func ("/chips-sweep/refused", test_refused);

  return g_test_run ();
}

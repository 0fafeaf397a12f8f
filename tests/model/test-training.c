/* test-training.c: the training planner against hand-computed figures
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <math.h>
#include <string.h>

#include "ak-training.h"

#define assert_close(a, b) g_assert_cmpfloat_with_epsilon ((a), (b), fabs ((double) (b)) * 1e-12 + 1e-12)

/* A 70B dense model (Llama 2 70B's layers, width and heads) on 64 chips. */
static void
setup_70b (AkTrainingSetup *s)
{
  ak_training_setup_init (s);
  s->params = s->active_params = 70e9;
  s->layers = 80, s->hidden_size = 8192, s->heads = 64, s->head_dim = 128;
  s->tokens = 2e12, s->seq_len = 4096, s->global_batch = 1024, s->chips = 64;
  s->peak_flop_s = 312e12, s->memory_bytes = 80e9;
}

static void
test_state_bytes (void)
{
  double w, g, o;

  ak_training_state_bytes (AK_OPTIMIZER_ADAM_MIXED, &w, &g, &o);
  g_assert_cmpfloat (w + g + o, ==, 16);   /* 2 + 2 + 12, ZeRO section 3.1 */
  g_assert_cmpfloat (o, ==, 12);
  ak_training_state_bytes (AK_OPTIMIZER_ADAM_FP32, &w, &g, &o);
  g_assert_cmpfloat (w + g + o, ==, 16);   /* 4 + 4 + 8 */
  ak_training_state_bytes (AK_OPTIMIZER_SGD, &w, &g, &o);
  g_assert_cmpfloat (w + g + o, ==, 12);   /* 4 + 4 + 4 */
}

/* 16 bytes per parameter, 70e9 parameters, ZeRO over d = 64 chips:
 *   stage 0: 70e9 × 16                          = 1.12e12 bytes
 *   stage 1: 70e9 × (2 + 2 + 12/64) = 70e9 × 4.1875 = 2.93125e11
 *   stage 2: 70e9 × (2 + 14/64) = 70e9 × 2.21875    = 1.553125e11
 *   stage 3: 70e9 × 16/64                       = 1.75e10 */
static void
test_zero_stages (void)
{
  static const double expected[] = { 1.12e12, 2.93125e11, 1.553125e11, 1.75e10 };
  AkTrainingSetup s;

  setup_70b (&s);
  for (guint zero = 0; zero <= 3; zero++)
    {
      AkTrainingMemory m;

      s.zero = zero;
      ak_training_memory (&s, &m);
      assert_close (m.weights_bytes + m.gradients_bytes + m.optimizer_bytes, expected[zero]);
    }
  /* stage 2 in parts: weights 70e9 × 2, gradients 70e9 × 2 / 64, optimizer 70e9 × 12 / 64 */
  s.zero = 2;
  {
    AkTrainingMemory m;

    ak_training_memory (&s, &m);
    assert_close (m.weights_bytes, 1.4e11);
    assert_close (m.gradients_bytes, 2.1875e9);
    assert_close (m.optimizer_bytes, 1.3125e10);
  }
  /* tp 8 × pp 2 leaves d = 4: stage 0 holds 70e9 / 16 × 16 = 7e10 bytes */
  s.zero = 0, s.tp = 8, s.pp = 2;
  {
    AkTrainingMemory m;

    ak_training_memory (&s, &m);
    assert_close (m.weights_bytes + m.gradients_bytes + m.optimizer_bytes, 7e10);
  }
}

/* GPT-3 175B's layer (Korthikanti et al. 2022, table 3): s = 2048,
 * b = 1, h = 12288, a = 96; sbh = 2048 × 12288 = 25,165,824 and
 * 5·a·s/h = 5 × 96 × 2048 / 12288 = 80.
 *   none, stored, t = 1:  sbh × (34 + 80)            = 2,868,903,936
 *   none, stored, t = 8:  sbh × (10 + 24/8 + 80/8)   =   578,813,952 (× 23)
 *   + sequence parallel:  sbh × (34/8 + 80/8)        =   358,612,992 (× 14.25)
 *   selective, t = 8:     sbh × (10 + 3)             =   327,155,712
 *   selective, t = 8, SP: sbh × 34/8                 =   106,954,752
 *   full, t = 8:          2·sbh                      =    50,331,648
 *   full, t = 8, SP:      2·sbh / 8                  =     6,291,456
 *   fused, none, t = 1:   34·sbh                     =   855,638,016 */
static void
test_activations_korthikanti (void)
{
  static const struct {
    guint t;
    gboolean sp;
    AkRecompute recompute;
    AkAttentionScores scores;
    double bytes;
  } cases[] = {
    { 1, FALSE, AK_RECOMPUTE_NONE, AK_ATTENTION_SCORES_STORED, 2868903936.0 },
    { 8, FALSE, AK_RECOMPUTE_NONE, AK_ATTENTION_SCORES_STORED, 578813952.0 },
    { 8, TRUE, AK_RECOMPUTE_NONE, AK_ATTENTION_SCORES_STORED, 358612992.0 },
    { 8, FALSE, AK_RECOMPUTE_SELECTIVE, AK_ATTENTION_SCORES_STORED, 327155712.0 },
    { 8, TRUE, AK_RECOMPUTE_SELECTIVE, AK_ATTENTION_SCORES_STORED, 106954752.0 },
    { 8, FALSE, AK_RECOMPUTE_FULL, AK_ATTENTION_SCORES_STORED, 50331648.0 },
    { 8, TRUE, AK_RECOMPUTE_FULL, AK_ATTENTION_SCORES_STORED, 6291456.0 },
    { 1, FALSE, AK_RECOMPUTE_NONE, AK_ATTENTION_SCORES_FUSED, 855638016.0 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    g_assert_cmpfloat (ak_training_activations_per_layer (2048, 1, 12288, 96, cases[i].t, cases[i].sp,
                                                          cases[i].recompute, cases[i].scores),
                       ==, cases[i].bytes);
  /* fused scores are what selective recomputation keeps; b scales it */
  g_assert_cmpfloat (ak_training_activations_per_layer (2048, 4, 12288, 96, 8, TRUE, AK_RECOMPUTE_NONE,
                                                        AK_ATTENTION_SCORES_FUSED),
                     ==, 4 * 106954752.0);
}

/* The 70B model on 64 chips with ZeRO 3: states 1.75e10 bytes, leaving
 * 80e9 − 1.75e10 = 6.25e10 bytes. Fused attention, no recomputation:
 * 34 × 4096 × 8192 × 80 layers = 91,268,055,040 bytes per sequence, so
 * no micro-batch fits; full recomputation: 2 × 4096 × 8192 × 80 =
 * 5,368,709,120 per sequence, 6.25e10 / 5.36870912e9 = 11.6 → 11. */
static void
test_max_micro_batch (void)
{
  AkTrainingSetup s;
  AkTrainingMemory m;

  setup_70b (&s);
  s.zero = 3;
  ak_training_memory (&s, &m);
  assert_close (m.activations_bytes, 91268055040.0);
  g_assert_false (m.fits);
  g_assert_cmpuint (m.max_micro_batch, ==, 0);

  s.recompute = AK_RECOMPUTE_FULL;
  ak_training_memory (&s, &m);
  assert_close (m.activations_per_layer_bytes, 67108864.0);   /* 2 × 4096 × 8192 */
  assert_close (m.total_bytes, 1.75e10 + 5368709120.0);
  g_assert_true (m.fits);
  g_assert_cmpuint (m.max_micro_batch, ==, 11);
  s.memory_bytes = 0;
  ak_training_memory (&s, &m);
  g_assert_false (m.fits);
  g_assert_cmpuint (m.max_micro_batch, ==, 0);
}

/* 1e9 parameters, L = 24, H = 16, Q = 128, T = 2048: the attention term
 * 12 × 24 × 16 × 128 × 2048 = 1,207,959,552, so 7,207,959,552 FLOPs per
 * token; D = 1e11 tokens: 7.207959552e20 FLOPs. 100 chips of 312e12
 * FLOP/s at MFU 0.5: 1.56e16 FLOP/s, 7.207959552e20 / 1.56e16 =
 * 46,204.87 s = 0.5348 days, 1,283.5 chip-hours; at 400 W and PUE 1.1,
 * chip-hours × 0.44 kWh; at $2 per chip-hour, chip-hours × 2. */
static void
small_setup (AkTrainingSetup *s)
{
  ak_training_setup_init (s);
  s->params = s->active_params = 1e9;
  s->layers = 24, s->hidden_size = 2048, s->heads = 16, s->head_dim = 128;
  s->tokens = 1e11, s->seq_len = 2048, s->global_batch = 400, s->chips = 100;
  s->peak_flop_s = 312e12, s->power_w = 400, s->pue = 1.1, s->price_per_chip_hour = 2;
}

static void
test_days_at_mfu (void)
{
  g_autoptr(GError) error = NULL;
  AkTrainingSetup s;
  AkTrainingPlan p;
  double seconds = 7.207959552e20 / 1.56e16;

  small_setup (&s);
  g_assert_true (ak_training_plan (&s, AK_TRAINING_RATE_MFU, 0.5, &p, &error));
  g_assert_no_error (error);
  assert_close (p.model_flops_per_token, 7207959552.0);
  assert_close (p.training_flops, 7.207959552e20);
  assert_close (p.seconds, seconds);
  assert_close (p.days, seconds / 86400);
  assert_close (p.chip_hours, 100 * seconds / 3600);
  assert_close (p.energy_kwh, 100 * seconds / 3600 * 0.44);
  assert_close (p.usd, 100 * seconds / 3600 * 2);
  assert_close (p.mfu, 0.5);
  assert_close (p.hfu, 0.5);   /* nothing recomputed */
  g_assert_cmpuint (p.data_parallel, ==, 100);

  /* full recomputation adds 2N + 4·L·H·Q·T = 2e9 + 402,653,184 per
   * token: 9,610,612,736 = 4/3 of the model FLOPs, so HFU = 2/3 */
  s.recompute = AK_RECOMPUTE_FULL;
  g_assert_true (ak_training_plan (&s, AK_TRAINING_RATE_MFU, 0.5, &p, &error));
  assert_close (p.hardware_flops_per_token, 9610612736.0);
  assert_close (p.hfu, 2.0 / 3.0);

  /* no power, no price: unknown */
  s.power_w = 0, s.price_per_chip_hour = -1;
  g_assert_true (ak_training_plan (&s, AK_TRAINING_RATE_MFU, 0.5, &p, &error));
  g_assert_true (isnan (p.energy_kwh) && isnan (p.usd));
}

/* 1,000 tokens/s per chip × 7,207,959,552 FLOPs = 7.207959552e12 FLOP/s
 * of 312e12: MFU 0.023102434… ; the same run in days gives it back. */
static void
test_mfu_implied (void)
{
  g_autoptr(GError) error = NULL;
  AkTrainingSetup s;
  AkTrainingPlan p, back;

  small_setup (&s);
  g_assert_true (ak_training_plan (&s, AK_TRAINING_RATE_TOKENS_PER_S_PER_CHIP, 1000, &p, &error));
  assert_close (p.mfu, 7.207959552e12 / 312e12);
  assert_close (p.seconds, 1e11 / (1000.0 * 100));   /* 1e6 s */
  g_assert_true (ak_training_plan (&s, AK_TRAINING_RATE_DAYS, p.days, &back, &error));
  assert_close (back.mfu, p.mfu);
  g_assert_true (ak_training_plan (&s, AK_TRAINING_RATE_CHIP_HOURS, p.chip_hours, &back, &error));
  assert_close (back.tokens_per_s_per_chip, 1000);
  g_assert_no_error (error);
}

/* p = 4 stages, m = 8 micro-batches: (4 − 1) / (8 + 4 − 1) = 3/11. In a
 * plan: 64 chips, tp 2, pp 4 → d = 8; 64 sequences / (8 × 1) = 8. */
static void
test_bubble (void)
{
  g_autoptr(GError) error = NULL;
  AkTrainingSetup s;
  AkTrainingPlan p;

  assert_close (ak_training_bubble_fraction (4, 8), 3.0 / 11.0);
  g_assert_cmpfloat (ak_training_bubble_fraction (1, 8), ==, 0);

  small_setup (&s);
  s.chips = 64, s.tp = 2, s.pp = 4, s.global_batch = 64;
  g_assert_true (ak_training_plan (&s, AK_TRAINING_RATE_MFU, 0.4, &p, &error));
  g_assert_cmpuint (p.data_parallel, ==, 8);
  assert_close (p.step.micro_batches, 8);
  assert_close (p.step.bubble_fraction, 3.0 / 11.0);
}

/* Gradients of 70e9 × 2 bytes, ring all-reduce over d = 64 at 50e9 B/s:
 * 1.4e11 × 2 × 63/64 / 5e10 = 5.5125 s (ZeRO 3: × 3/2 = 8.26875 s). The
 * step's compute: 70e9 × 6 + 12 × 80 × 64 × 128 × 4096 =
 * 4.2e11 + 32,212,254,720 = 452,212,254,720 FLOPs per token × 1024 × 4096
 * tokens / 64 chips / 312e12. TP: t = 8, pp 1, d = 8, m = 1024 / 8 = 128;
 * per layer and micro-batch 4 all-reduces of 2 × 4096 × 8192 bytes =
 * 67,108,864, each 2 × 7/8 × that = 117,440,512 bytes: × 4 × 80 × 128 /
 * 300e9 B/s = 16.0345… s. */
static void
test_step_communication (void)
{
  g_autoptr(GError) error = NULL;
  AkTrainingSetup s;
  AkTrainingPlan p;

  setup_70b (&s);
  s.dp_link_bytes_s = 50e9;
  g_assert_true (ak_training_plan (&s, AK_TRAINING_RATE_MFU, 0.4, &p, &error));
  g_assert_no_error (error);
  assert_close (p.step.dp_communication_s, 5.5125);
  assert_close (p.step.compute_s, 452212254720.0 * 1024 * 4096 / 64 / 312e12);
  assert_close (p.step.step_s, p.step.compute_s / 0.4);
  g_assert_cmpfloat (p.step.tp_communication_s, ==, 0);   /* tp 1 */
  s.zero = 3;
  g_assert_true (ak_training_plan (&s, AK_TRAINING_RATE_MFU, 0.4, &p, &error));
  assert_close (p.step.dp_communication_s, 8.26875);

  s.zero = 0, s.tp = 8, s.tp_link_bytes_s = 300e9;
  g_assert_true (ak_training_plan (&s, AK_TRAINING_RATE_MFU, 0.4, &p, &error));
  assert_close (p.step.tp_communication_s, 117440512.0 * 4 * 80 * 128 / 300e9);
  s.tp_link_bytes_s = 0;
  g_assert_true (ak_training_plan (&s, AK_TRAINING_RATE_MFU, 0.4, &p, &error));
  g_assert_true (isnan (p.step.tp_communication_s));
}

static void
refused (AkTrainingSetup    *s,
         AkTrainingRateKind  kind,
         double              rate,
         AkTrainingError     code)
{
  g_autoptr(GError) error = NULL;
  AkTrainingPlan p;

  g_assert_false (ak_training_plan (s, kind, rate, &p, &error));
  g_assert_error (error, AK_TRAINING_ERROR, (int) code);
  /* the command line and the page put the input's name before it */
  g_assert_null (strstr (error->message, "--"));
}

static void
test_refusals (void)
{
  AkTrainingSetup s;

  small_setup (&s);
  refused (&s, AK_TRAINING_RATE_MFU, 0, AK_TRAINING_ERROR_RATE);
  refused (&s, AK_TRAINING_RATE_MFU, 1.01, AK_TRAINING_ERROR_RATE);
  refused (&s, AK_TRAINING_RATE_MFU, NAN, AK_TRAINING_ERROR_RATE);
  refused (&s, AK_TRAINING_RATE_DAYS, 1e-9, AK_TRAINING_ERROR_RATE);   /* would need MFU > 1 */
  s.tokens = 0;
  refused (&s, AK_TRAINING_RATE_MFU, 0.5, AK_TRAINING_ERROR_TOKENS);
  s.tokens = 2e15;
  refused (&s, AK_TRAINING_RATE_MFU, 0.5, AK_TRAINING_ERROR_TOKENS);
  small_setup (&s);
  s.chips = 0;
  refused (&s, AK_TRAINING_RATE_MFU, 0.5, AK_TRAINING_ERROR_CHIPS);
  small_setup (&s);
  s.micro_batch = 401;
  refused (&s, AK_TRAINING_RATE_MFU, 0.5, AK_TRAINING_ERROR_MICRO_BATCH);
  small_setup (&s);
  s.tp = 3;   /* 16 heads */
  refused (&s, AK_TRAINING_RATE_MFU, 0.5, AK_TRAINING_ERROR_TP);
  small_setup (&s);
  s.pp = 5;   /* 24 layers */
  refused (&s, AK_TRAINING_RATE_MFU, 0.5, AK_TRAINING_ERROR_PP);
  small_setup (&s);
  s.tp = 8;   /* 100 chips */
  refused (&s, AK_TRAINING_RATE_MFU, 0.5, AK_TRAINING_ERROR_CHIPS);
  small_setup (&s);
  s.zero = 4;
  refused (&s, AK_TRAINING_RATE_MFU, 0.5, AK_TRAINING_ERROR_ZERO);
}

/* Every refused input at once, not only the first: TP 3 of 16 heads, 5
 * stages of 24 layers and no tokens. */
static void
test_all_problems (void)
{
  g_autoptr(GPtrArray) problems = NULL;
  AkTrainingSetup s;

  small_setup (&s);
  s.tokens = 0, s.tp = 3, s.pp = 5;
  problems = ak_training_setup_problems (&s);
  g_assert_cmpuint (problems->len, ==, 3);
  g_assert_error ((GError *) g_ptr_array_index (problems, 0), AK_TRAINING_ERROR, AK_TRAINING_ERROR_TOKENS);
  g_assert_error ((GError *) g_ptr_array_index (problems, 1), AK_TRAINING_ERROR, AK_TRAINING_ERROR_TP);
  g_assert_error ((GError *) g_ptr_array_index (problems, 2), AK_TRAINING_ERROR, AK_TRAINING_ERROR_PP);
  small_setup (&s);
  g_clear_pointer (&problems, g_ptr_array_unref);
  problems = ak_training_setup_problems (&s);
  g_assert_cmpuint (problems->len, ==, 0);
}

/* The global batch splits into whole micro-batches over the data-parallel
 * replicas: 512 chips at TP 8 are d = 64 replicas, so 976 sequences
 * (15.25 micro-batches each) and 10 (0.156) are refused, naming the
 * multiple and the nearest batch that splits; 1,024 = 64 × 16 plans 16
 * micro-batches. A run's stated batch is split by the nearest multiple. */
static void
test_global_batch_split (void)
{
  g_autoptr(GError) error = NULL;
  AkTrainingSetup s;
  AkTrainingPlan p;

  setup_70b (&s);
  s.chips = 512, s.tp = 8, s.global_batch = 976;
  g_assert_false (ak_training_plan (&s, AK_TRAINING_RATE_MFU, 0.4, &p, &error));
  g_assert_error (error, AK_TRAINING_ERROR, AK_TRAINING_ERROR_GLOBAL_BATCH);
  g_assert_cmpstr (error->message, ==, "must be a whole multiple of 64 sequences (64 data-parallel replicas × "
                                       "micro-batch of 1), e.g. 960; got 976");
  g_clear_error (&error);
  s.global_batch = 10;
  refused (&s, AK_TRAINING_RATE_MFU, 0.4, AK_TRAINING_ERROR_GLOBAL_BATCH);
  s.global_batch = 256, s.micro_batch = 3;   /* 64 × 3 = 192 */
  refused (&s, AK_TRAINING_RATE_MFU, 0.4, AK_TRAINING_ERROR_GLOBAL_BATCH);
  s.global_batch = 1024, s.micro_batch = 1;
  g_assert_true (ak_training_plan (&s, AK_TRAINING_RATE_MFU, 0.4, &p, &error));
  g_assert_no_error (error);
  g_assert_cmpfloat (p.step.micro_batches, ==, 16);

  g_assert_cmpuint (ak_training_split_batch (976, 64), ==, 960);
  g_assert_cmpuint (ak_training_split_batch (10, 64), ==, 64);
  g_assert_cmpuint (ak_training_split_batch (1953, 2048), ==, 2048);
  s.global_batch = 1953, s.chips = 2048, s.tp = 1;
  ak_training_setup_fit_batch (&s);
  g_assert_cmpuint (s.global_batch, ==, 2048);
  s.tp = 3;   /* no layout: left for the check to refuse */
  s.global_batch = 1953;
  ak_training_setup_fit_batch (&s);
  g_assert_cmpuint (s.global_batch, ==, 1953);
}

/* The README's 70B on 512 H100s, TP 8, MFU 0.4, one sequence per
 * replica (the command line's default global batch, 64): the all-reduce of
 * 70e9 / 8 × 2 bytes of gradients over d = 64 on 50 GB/s: 2 × 63/64 ×
 * 17.5e9 / 50e9 = 0.689 s, of which the backward pass (2/3 of the
 * compute at the peak) hides a little; exposed + compute is longer than
 * the step at MFU 0.4, so the plan warns and keeps its figures. With
 * 1,024 sequences the step is long enough to reach the MFU. On NVLink
 * speeds (900 GB/s) the all-reduce is hidden and nothing is said. */
static void
test_optimistic_warning (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *warning = NULL;
  AkTrainingSetup s;
  AkTrainingPlan p;

  setup_70b (&s);
  s.chips = 512, s.tp = 8, s.global_batch = 64, s.peak_flop_s = 989e12;
  s.dp_link_bytes_s = 50e9, s.tp_link_bytes_s = 450e9;
  g_assert_true (ak_training_plan (&s, AK_TRAINING_RATE_MFU, 0.4, &p, &error));
  g_assert_no_error (error);
  assert_close (p.step.dp_communication_s, 2 * 63.0 / 64 * 70e9 / 8 * 2 / 50e9);
  assert_close (p.step.dp_exposed_s, p.step.dp_communication_s - p.step.compute_s * 2 / 3);
  g_assert_true (p.step.optimistic);
  g_assert_cmpfloat (p.step.compute_s + p.step.dp_exposed_s, >, p.step.step_s);
  g_assert_cmpfloat (fabs (p.mfu - 0.4), <, 1e-12);   /* the arithmetic stays */
  warning = ak_training_plan_warning (&p);
  g_assert_nonnull (warning);
  g_test_message ("%s", warning);
  g_assert_nonnull (strstr (warning, "MFU of 40.0% cannot be reached"));
  g_assert_nonnull (strstr (warning, "plan is optimistic"));
  g_clear_pointer (&warning, g_free);

  s.global_batch = 1024;
  g_assert_true (ak_training_plan (&s, AK_TRAINING_RATE_MFU, 0.4, &p, &error));
  g_assert_false (p.step.optimistic);
  s.global_batch = 64, s.dp_link_bytes_s = 900e9;
  g_assert_true (ak_training_plan (&s, AK_TRAINING_RATE_MFU, 0.4, &p, &error));
  g_assert_true (p.step.dp_hidden);
  g_assert_cmpfloat (p.step.dp_exposed_s, ==, 0);
  g_assert_false (p.step.optimistic);
  g_assert_null (ak_training_plan_warning (&p));
  s.dp_link_bytes_s = 0;   /* unknown link: nothing to say */
  g_assert_true (ak_training_plan (&s, AK_TRAINING_RATE_MFU, 0.4, &p, &error));
  g_assert_true (isnan (p.step.dp_exposed_s));
  g_assert_null (ak_training_plan_warning (&p));
}

/* "pipelines of 1 stage", not "1 stages". */
static void
test_stage_plural (void)
{
  g_autoptr(GError) error = NULL;
  AkTrainingSetup s;
  AkTrainingPlan p;

  small_setup (&s);
  s.chips = 12, s.tp = 8, s.global_batch = 12;
  g_assert_false (ak_training_plan (&s, AK_TRAINING_RATE_MFU, 0.4, &p, &error));
  g_assert_error (error, AK_TRAINING_ERROR, AK_TRAINING_ERROR_CHIPS);
  g_assert_nonnull (strstr (error->message, "groups of 8 and pipelines of 1 stage ("));
  g_clear_error (&error);
  s.pp = 2;
  g_assert_false (ak_training_plan (&s, AK_TRAINING_RATE_MFU, 0.4, &p, &error));
  g_assert_nonnull (strstr (error->message, "pipelines of 2 stages ("));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/training/state-bytes", test_state_bytes);
  g_test_add_func ("/training/zero-stages-70b-64-chips", test_zero_stages);
  g_test_add_func ("/training/activations-korthikanti", test_activations_korthikanti);
  g_test_add_func ("/training/max-micro-batch", test_max_micro_batch);
  g_test_add_func ("/training/days-at-mfu", test_days_at_mfu);
  g_test_add_func ("/training/mfu-implied", test_mfu_implied);
  g_test_add_func ("/training/bubble", test_bubble);
  g_test_add_func ("/training/step-communication", test_step_communication);
  g_test_add_func ("/training/refusals", test_refusals);
  g_test_add_func ("/training/all-problems", test_all_problems);
  g_test_add_func ("/training/global-batch-split", test_global_batch_split);
  g_test_add_func ("/training/optimistic-warning", test_optimistic_warning);
  g_test_add_func ("/training/stage-plural", test_stage_plural);

  return g_test_run ();
}

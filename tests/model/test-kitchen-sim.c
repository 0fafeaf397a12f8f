/* test-kitchen-sim.c: the kitchen simulation obeys the roofline (suite "model")
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "ak-kitchen-sim.h"
#include "ak-roofline.h"

#include "ak-test-model.h"

#define DT (1.0 / 60.0)

static void
run (AkKitchenSim *sim,
     double        seconds,
     double        dt)
{
  for (double t = 0; t < seconds - dt / 2; t += dt)
    g_assert_true (ak_kitchen_sim_step (sim, dt, NULL));
}

static AkKitchenSim *
new_kitchen (guint  cooks,
             double rate,
             double bandwidth,
             double intensity,
             guint  capacity)
{
  AkKitchenPreset preset = {
    .id = (char *) "test", .label = (char *) "test",
    .cooks = cooks, .chops_per_second_per_cook = rate,
    .hallway_ingredients_per_second = bandwidth, .chops_per_ingredient = intensity,
    .counter_capacity = capacity,
  };
  AkKitchenSim *sim = ak_kitchen_sim_new (42);
  g_autoptr(GError) error = NULL;

  g_assert_true (ak_kitchen_sim_apply_preset (sim, &preset, &error));
  g_assert_no_error (error);
  return sim;
}

/* Runs past the transient (the hallway's latency and the time a cook needs
 * for one ingredient), then measures throughput over a long window. */
static double
steady_chops_per_second (AkKitchenSim *sim)
{
  double per_ingredient = ak_kitchen_sim_get_chops_per_ingredient (sim) /
                          ak_kitchen_sim_get_chops_per_second_per_cook (sim);
  double warmup = 5.0 + 2 * per_ingredient;
  double window = 20.0 + 2 * per_ingredient;
  double before;

  run (sim, warmup, DT);
  before = ak_kitchen_sim_get_total_chops (sim);
  run (sim, window, DT);
  return (ak_kitchen_sim_get_total_chops (sim) - before) / window;
}

static void
test_steady_state_is_the_roofline (void)
{
  static const guint cooks[] = { 1, 8, 64, 512, 1024 };
  static const double rates[] = { 2, 10 };
  static const double bandwidths[] = { 4, 40, 400, 4000 };
  static const double intensities[] = { 0.5, 4, 32 };
  static const guint capacities[] = { 1, 16 };
  guint n_memory = 0, n_compute = 0;

  for (guint c = 0; c < G_N_ELEMENTS (cooks); c++)
    for (guint r = 0; r < G_N_ELEMENTS (rates); r++)
      for (guint b = 0; b < G_N_ELEMENTS (bandwidths); b++)
        for (guint i = 0; i < G_N_ELEMENTS (intensities); i++)
          for (guint k = 0; k < G_N_ELEMENTS (capacities); k++)
            {
              g_autoptr(AkKitchenSim) sim = new_kitchen (cooks[c], rates[r], bandwidths[b],
                                                         intensities[i], capacities[k]);
              g_autoptr(GError) error = NULL;
              double expected, measured, peak = cooks[c] * rates[r];
              AkBound bound;

              g_assert_true (ak_roofline_attainable_flops (peak, bandwidths[b], intensities[i],
                                                           &expected, &error));
              g_assert_no_error (error);
              g_assert_true (ak_roofline_bound (peak, bandwidths[b], intensities[i], &bound, NULL));

              measured = steady_chops_per_second (sim);
              if (fabs (measured - expected) > 0.02 * expected)
                g_error ("%u cooks × %g, hallway %g, %g chops/ingredient, counter %u: "
                         "%g chops/s, roofline says %g",
                         cooks[c], rates[r], bandwidths[b], intensities[i], capacities[k],
                         measured, expected);

              /* The readout's running average (over about a second) agrees too,
               * give or take the ripple of a few ingredients a second. */
              g_assert_cmpfloat_with_epsilon (ak_kitchen_sim_get_chops_per_second (sim), expected,
                                              0.10 * expected);

              /* Away from the ridge, the simulation names the roofline's bound. */
              if (fabs (peak - bandwidths[b] * intensities[i]) > 0.2 * expected)
                {
                  g_assert_cmpint (ak_kitchen_sim_get_bound (sim), ==, bound);
                  g_assert_cmpint (ak_kitchen_sim_get_expected_bound (sim), ==, bound);
                  if (bound == AK_BOUND_MEMORY)
                    n_memory++;
                  else
                    n_compute++;
                }
            }

  /* The grid straddles the ridge point. */
  g_assert_cmpuint (n_memory, >, 20);
  g_assert_cmpuint (n_compute, >, 20);
}

/* The lesson says the counter only holds delivered ingredients until a cook
 * is free, so its size does not change the output (the kitchen does not
 * model reuse: that is what chops per ingredient stand for). Checked on the
 * lesson's memory-bound GPU kitchen and compute-bound CPU kitchen. */
static void
test_counter_does_not_change_throughput (void)
{
  static const guint capacities[] = { 1, 8, AK_KITCHEN_MAX_COUNTER };
  static const struct { guint cooks; double rate, bandwidth; } kitchens[] = {
    { 512, 2, 40 },  /* memory-bound: 160 chops/s */
    { 8, 10, 40 },   /* compute-bound: 80 chops/s */
  };

  for (guint k = 0; k < G_N_ELEMENTS (kitchens); k++)
    {
      double first = 0;

      for (guint c = 0; c < G_N_ELEMENTS (capacities); c++)
        {
          g_autoptr(AkKitchenSim) sim = new_kitchen (kitchens[k].cooks, kitchens[k].rate,
                                                     kitchens[k].bandwidth, 4, capacities[c]);
          double measured = steady_chops_per_second (sim);

          if (c == 0)
            first = measured;
          g_assert_cmpfloat_with_epsilon (measured, first, 0.02 * first);
        }
    }
}

static void
test_utilisation (void)
{
  /* The lesson's GPU kitchen: 512 cooks at 2 chops/s could do 1024 chops/s;
   * 40 ingredients/s × 4 chops feed 160. */
  g_autoptr(AkKitchenSim) gpu = new_kitchen (512, 2, 40, 4, 16);
  g_autoptr(AkKitchenSim) cpu = new_kitchen (8, 10, 40, 4, 8);

  run (gpu, 30, DT);
  g_assert_cmpfloat_with_epsilon (ak_kitchen_sim_get_cook_utilisation (gpu), 160.0 / 1024, 0.01);
  g_assert_cmpfloat_with_epsilon (ak_kitchen_sim_get_hallway_utilisation (gpu), 1.0, 0.01);
  g_assert_cmpfloat_with_epsilon (ak_kitchen_sim_get_dishes_per_second (gpu), 40, 0.8);
  g_assert_cmpint (ak_kitchen_sim_get_bound (gpu), ==, AK_BOUND_MEMORY);
  g_assert_cmpint (ak_kitchen_sim_get_idle_reason (gpu), ==, AK_KITCHEN_WAIT_INGREDIENTS);
  /* About 80 cooks are busy: each takes 2 s per ingredient, 40 arrive a second. */
  g_assert_cmpuint (ak_kitchen_sim_get_n_idle_cooks (gpu), >=, 512 - 90);
  g_assert_cmpuint (ak_kitchen_sim_get_n_idle_cooks (gpu), <=, 512 - 70);
  g_assert_cmpuint (ak_kitchen_sim_get_queued_at_door (gpu), ==, 0);

  /* The CPU kitchen: 80 chops/s of cooks against 160 of hallway. */
  run (cpu, 30, DT);
  g_assert_cmpfloat_with_epsilon (ak_kitchen_sim_get_cook_utilisation (cpu), 1.0, 0.01);
  g_assert_cmpfloat_with_epsilon (ak_kitchen_sim_get_hallway_utilisation (cpu), 0.5, 0.03);
  g_assert_cmpint (ak_kitchen_sim_get_bound (cpu), ==, AK_BOUND_COMPUTE);
  g_assert_cmpint (ak_kitchen_sim_get_idle_reason (cpu), ==, AK_KITCHEN_WAIT_NONE);
  g_assert_cmpuint (ak_kitchen_sim_get_n_idle_cooks (cpu), ==, 0);
  /* Ingredients pile up, waiting for knives. */
  g_assert_cmpuint (ak_kitchen_sim_get_on_counter (cpu), ==, 8);
  g_assert_cmpuint (ak_kitchen_sim_get_queued_at_door (cpu), >, 0);

  g_assert_cmpfloat (ak_kitchen_sim_get_ridge_chops_per_ingredient (gpu), ==, 1024.0 / 40);
}

static void
test_same_seed_same_run (void)
{
  g_autoptr(AkKitchenSim) a = new_kitchen (512, 2, 40, 4, 16);
  g_autoptr(AkKitchenSim) b = new_kitchen (512, 2, 40, 4, 16);
  g_autoptr(AkKitchenSim) c = ak_kitchen_sim_new (7);
  gboolean differs = FALSE;

  g_object_set (c, "cooks", 512, "chops-per-second-per-cook", 2.0, "counter-capacity", 16, NULL);
  run (a, 10, DT);
  run (b, 10, DT);
  run (c, 10, DT);

  g_assert_cmpfloat (ak_kitchen_sim_get_total_chops (a), ==, ak_kitchen_sim_get_total_chops (b));
  for (guint i = 0; i < 512; i++)
    {
      const AkKitchenCook *x = ak_kitchen_sim_get_cook (a, i);
      const AkKitchenCook *y = ak_kitchen_sim_get_cook (b, i);
      const AkKitchenCook *z = ak_kitchen_sim_get_cook (c, i);

      g_assert_cmpmem (x, sizeof *x, y, sizeof *y);
      differs |= x->remaining != z->remaining;
    }
  /* Another seed hands ingredients to other cooks, at the same rate. */
  g_assert_true (differs);
  g_assert_cmpfloat_with_epsilon (ak_kitchen_sim_get_total_chops (a), ak_kitchen_sim_get_total_chops (c),
                                  0.02 * ak_kitchen_sim_get_total_chops (a));

  /* Reset replays the run exactly. */
  {
    double total = ak_kitchen_sim_get_total_chops (a);

    ak_kitchen_sim_reset (a);
    g_assert_cmpfloat (ak_kitchen_sim_get_time (a), ==, 0);
    g_assert_cmpfloat (ak_kitchen_sim_get_total_chops (a), ==, 0);
    run (a, 10, DT);
    g_assert_cmpfloat (ak_kitchen_sim_get_total_chops (a), ==, total);
  }
}

static void
test_one_cook (void)
{
  g_autoptr(AkKitchenSim) sim = new_kitchen (1, 10, 1000, 4, 1);

  run (sim, 10, DT);
  g_assert_cmpuint (ak_kitchen_sim_get_cooks (sim), ==, 1);
  g_assert_cmpfloat_with_epsilon (ak_kitchen_sim_get_chops_per_second (sim), 10, 0.1);
  g_assert_cmpint (ak_kitchen_sim_get_bound (sim), ==, AK_BOUND_COMPUTE);
  /* The pantry stops sending when the kitchen is full: the backlog is bounded. */
  g_assert_cmpfloat (ak_kitchen_sim_get_at_kitchen (sim) + ak_kitchen_sim_get_in_hallway (sim), <=,
                     1 + 1 + 1000 * (AK_KITCHEN_HALLWAY_SECONDS + DT + 0.02));
}

static void
test_many_cooks (void)
{
  g_autoptr(AkKitchenSim) sim = new_kitchen (1024, 2, 40, 4, 16);
  g_autoptr(GError) error = NULL;

  g_assert_true (ak_kitchen_sim_set_cooks (sim, 5000, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (ak_kitchen_sim_get_cooks (sim), ==, AK_KITCHEN_MAX_COOKS);

  run (sim, 5, DT);
  g_assert_cmpfloat_with_epsilon (ak_kitchen_sim_get_step_chops_per_second (sim), 160, 160 * 0.05);

  /* Sending cooks home returns what they held to the counter. */
  {
    double held = 1024 - ak_kitchen_sim_get_n_idle_cooks (sim);
    double before = ak_kitchen_sim_get_at_kitchen (sim);

    g_assert_true (ak_kitchen_sim_set_cooks (sim, 1, NULL));
    g_assert_cmpfloat (ak_kitchen_sim_get_at_kitchen (sim), >=, before + held - 1);
  }
}

/* @call must report into a GError *error in scope. */
#define ASSERT_REJECTED(call) \
  G_STMT_START { \
    GError *error = NULL; \
    g_assert_false (call); \
    g_assert_error (error, AK_KITCHEN_SIM_ERROR, AK_KITCHEN_SIM_ERROR_INVALID); \
    g_clear_error (&error); \
  } G_STMT_END

static void
test_bad_inputs (void)
{
  static const double bad[] = { 0.0, -1.0, NAN, INFINITY, -INFINITY };
  g_autoptr(AkKitchenSim) sim = new_kitchen (8, 10, 40, 4, 8);
  AkKitchenPreset preset = { .cooks = 8, .chops_per_second_per_cook = 10,
                             .hallway_ingredients_per_second = NAN, .chops_per_ingredient = 4,
                             .counter_capacity = 8 };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      ASSERT_REJECTED (ak_kitchen_sim_set_chops_per_second_per_cook (sim, bad[i], &error));
      ASSERT_REJECTED (ak_kitchen_sim_set_hallway_ingredients_per_second (sim, bad[i], &error));
      ASSERT_REJECTED (ak_kitchen_sim_set_chops_per_ingredient (sim, bad[i], &error));
      ASSERT_REJECTED (ak_kitchen_sim_step (sim, bad[i], &error));
    }

  ASSERT_REJECTED (ak_kitchen_sim_set_cooks (sim, 0, &error));
  ASSERT_REJECTED (ak_kitchen_sim_set_counter_capacity (sim, 0, &error));
  /* A bad preset changes nothing, not even its good settings. */
  preset.cooks = 99;
  ASSERT_REJECTED (ak_kitchen_sim_apply_preset (sim, &preset, &error));

  /* Nothing bad got in. */
  g_assert_cmpuint (ak_kitchen_sim_get_cooks (sim), ==, 8);
  g_assert_cmpfloat (ak_kitchen_sim_get_chops_per_second_per_cook (sim), ==, 10);
  g_assert_cmpfloat (ak_kitchen_sim_get_hallway_ingredients_per_second (sim), ==, 40);
  g_assert_cmpfloat (ak_kitchen_sim_get_chops_per_ingredient (sim), ==, 4);
  g_assert_cmpuint (ak_kitchen_sim_get_counter_capacity (sim), ==, 8);

  /* Absurd but finite values are clamped, and the kitchen still runs. */
  g_assert_true (ak_kitchen_sim_set_hallway_ingredients_per_second (sim, 1e300, NULL));
  g_assert_cmpfloat (ak_kitchen_sim_get_hallway_ingredients_per_second (sim), ==, AK_KITCHEN_MAX_RATE);
  g_assert_true (ak_kitchen_sim_set_chops_per_ingredient (sim, 1e-300, NULL));
  g_assert_cmpfloat (ak_kitchen_sim_get_chops_per_ingredient (sim), ==, AK_KITCHEN_MIN_RATE);
  g_assert_true (ak_kitchen_sim_set_counter_capacity (sim, 1000, NULL));
  g_assert_cmpuint (ak_kitchen_sim_get_counter_capacity (sim), ==, AK_KITCHEN_MAX_COUNTER);
  g_assert_true (ak_kitchen_sim_step (sim, 1000, NULL));
  g_assert_cmpfloat (ak_kitchen_sim_get_time (sim), ==, AK_KITCHEN_MAX_STEP_SECONDS);
  run (sim, 2, DT);
  g_assert_true (isfinite (ak_kitchen_sim_get_chops_per_second (sim)));
  g_assert_true (isfinite (ak_kitchen_sim_get_in_hallway (sim)));
  g_assert_cmpfloat (ak_kitchen_sim_get_cook_utilisation (sim), <=, 1.0 + 1e-9);
}

static void
test_step_size_does_not_matter (void)
{
  g_autoptr(AkKitchenSim) fine = new_kitchen (512, 2, 40, 4, 16);
  g_autoptr(AkKitchenSim) coarse = new_kitchen (512, 2, 40, 4, 16);

  run (fine, 30, 1.0 / 120);
  run (coarse, 30, AK_KITCHEN_MAX_STEP_SECONDS);
  g_assert_cmpfloat_with_epsilon (ak_kitchen_sim_get_total_chops (fine),
                                  ak_kitchen_sim_get_total_chops (coarse),
                                  0.02 * ak_kitchen_sim_get_total_chops (fine));
}

static void
test_hallway_ingredients (void)
{
  g_autoptr(AkKitchenSim) sim = new_kitchen (512, 2, 40, 4, 16);
  AkKitchenIngredient ingredients[64];
  guint n, stride;

  /* Nothing is sent before the first step. */
  g_assert_cmpuint (ak_kitchen_sim_get_hallway_ingredients (sim, ingredients, 64, NULL), ==, 0);

  run (sim, 3, DT);
  n = ak_kitchen_sim_get_hallway_ingredients (sim, ingredients, 64, &stride);
  /* 40 a second for half a second. */
  g_assert_cmpuint (stride, ==, 1);
  g_assert_cmpuint (n, >=, 19);
  g_assert_cmpuint (n, <=, 21);
  g_assert_cmpfloat (fabs (n - ak_kitchen_sim_get_in_hallway (sim)), <=, 1.0);
  for (guint i = 0; i < n; i++)
    {
      g_assert_cmpfloat (ingredients[i].progress, >=, 0);
      g_assert_cmpfloat (ingredients[i].progress, <=, 1);
      /* Oldest first, evenly spaced: 1/40 s apart is 0.05 of the hallway. */
      if (i > 0)
        {
          g_assert_cmpuint (ingredients[i].sequence, ==, ingredients[i - 1].sequence + 1);
          g_assert_cmpfloat_with_epsilon (ingredients[i - 1].progress - ingredients[i].progress, 0.05, 0.002);
        }
    }

  /* A busy hallway is thinned to a stable subset. */
  g_assert_true (ak_kitchen_sim_set_hallway_ingredients_per_second (sim, 4000, NULL));
  run (sim, 1, DT);
  n = ak_kitchen_sim_get_hallway_ingredients (sim, ingredients, 64, &stride);
  g_assert_cmpuint (stride, >, 1);
  g_assert_cmpuint (n, <=, 64);
  /* The smallest power of two that fits: more than half the room is used. */
  g_assert_cmpfloat (ak_kitchen_sim_get_in_hallway (sim) / stride, >, 64 / 2 - 1);
  for (guint i = 0; i < n; i++)
    g_assert_cmpuint (ingredients[i].sequence % stride, ==, 0);
}

static void
assert_verdict_for_frames (AkKitchenSim          *sim,
                           const AkKitchenPreset *preset,
                           AkBound                bound,
                           double                 seconds)
{
  for (double t = 0; t < seconds; t += DT)
    {
      g_assert_true (ak_kitchen_sim_step (sim, DT, NULL));
      if (ak_kitchen_sim_get_bound (sim) != bound)
        g_error ("preset %s: verdict %d at %.2f s, its steady state is %d",
                 preset->id, ak_kitchen_sim_get_bound (sim), ak_kitchen_sim_get_time (sim), bound);
    }
}

/* The verdict is the steady state's from the first frame of each preset and
 * after Reset, never the warm-up's (an empty kitchen waits on the hallway
 * whatever its settings; 512 cooks on 32 chops per ingredient take about
 * 13 s to fill their hands). */
static void
test_verdict_from_first_frame (void)
{
  g_autoptr(AkLesson) lesson = load_bundled_lesson ();
  const AkPage *page = ak_lesson_find_page (lesson, "kitchen", NULL);
  guint n_compute = 0;

  g_assert_nonnull (page);
  for (guint i = 0; i < page->presets->len; i++)
    {
      const AkKitchenPreset *preset = g_ptr_array_index (page->presets, i);
      g_autoptr(AkKitchenSim) sim = ak_kitchen_sim_new (42);
      double peak = preset->cooks * preset->chops_per_second_per_cook;
      AkBound bound;

      g_assert_true (ak_roofline_bound (peak, preset->hallway_ingredients_per_second,
                                        preset->chops_per_ingredient, &bound, NULL));
      /* The preset's own text names the same bound. */
      g_assert_nonnull (strstr (preset->description,
                                bound == AK_BOUND_COMPUTE ? "compute-bound" : "memory-bound"));
      n_compute += bound == AK_BOUND_COMPUTE;

      g_assert_true (ak_kitchen_sim_apply_preset (sim, preset, NULL));
      g_assert_cmpint (ak_kitchen_sim_get_bound (sim), ==, bound);
      assert_verdict_for_frames (sim, preset, bound, 20);
      ak_kitchen_sim_reset (sim);
      g_assert_cmpint (ak_kitchen_sim_get_bound (sim), ==, bound);
      assert_verdict_for_frames (sim, preset, bound, 20);
    }
  g_assert_cmpuint (n_compute, >=, 2);
}

/* "GPU with batched orders": 512 cooks at 2 chops/s could chop 1024 a
 * second; the hallway brings 40 ingredients of 32 chops, 1280 a second. In
 * the steady state the hallway is busy 1024 / 1280 = 80 % of the time, but
 * it works in bursts (the cooks, who started together, finish together about
 * every 16 s): the readout is averaged over several such cycles, so it stays
 * near 80 % rather than swinging between a few per cent and 100 %. */
static void
test_hallway_readout_is_smoothed (void)
{
  g_autoptr(AkKitchenSim) sim = new_kitchen (512, 2, 40, 32, 16);
  double low = 1, high = 0, sum = 0;
  guint n = 0;

  run (sim, 120, DT);
  for (double t = 0; t < 240; t += DT)
    {
      double hallway, cooks;

      g_assert_true (ak_kitchen_sim_step (sim, DT, NULL));
      hallway = ak_kitchen_sim_get_hallway_utilisation (sim);
      cooks = ak_kitchen_sim_get_cook_utilisation (sim);
      low = MIN (low, hallway);
      high = MAX (high, hallway);
      sum += hallway;
      n++;
      g_assert_cmpfloat_with_epsilon (cooks, 1.0, 0.02);
    }

  g_test_message ("hallway readout %.3f … %.3f, mean %.3f", low, high, sum / n);
  g_assert_cmpfloat_with_epsilon (sum / n, 0.8, 0.02);
  g_assert_cmpfloat (low, >=, 0.8 - 0.05);
  g_assert_cmpfloat (high, <=, 0.8 + 0.05);
  /* Consistent with the verdict: a compute-bound hallway is never full. */
  g_assert_cmpint (ak_kitchen_sim_get_bound (sim), ==, AK_BOUND_COMPUTE);
}

/* The CPU kitchen (8 cooks at 10 chops/s, 40 ingredients/s of 4 chops) is
 * compute-bound: 80 chops/s against 160 the hallway could feed. A cook who
 * finishes while the counter is full takes the next ingredient at once:
 * it is never read as "waiting" (issue 29 item 9: "cooks 100% busy · 1 cook
 * waiting" beside a full counter). The memory-bound GPU kitchen (512 cooks
 * at 2 chops/s, 40 × 4 = 160 chops/s) keeps most cooks waiting: at most
 * 160 / 2 = 80 of them can be busy. */
static void
test_waiting_cooks_fit_the_verdict (void)
{
  g_autoptr(AkKitchenSim) cpu = new_kitchen (8, 10, 40, 4, 8);
  g_autoptr(AkKitchenSim) gpu = new_kitchen (512, 2, 40, 4, 16);

  run (cpu, 30, DT);
  g_assert_cmpint (ak_kitchen_sim_get_bound (cpu), ==, AK_BOUND_COMPUTE);
  for (double t = 0; t < 60; t += DT)
    {
      g_assert_true (ak_kitchen_sim_step (cpu, DT, NULL));
      g_assert_cmpuint (ak_kitchen_sim_get_n_waiting_cooks (cpu), ==, 0);
      g_assert_cmpuint (ak_kitchen_sim_get_n_waiting_cooks (cpu), <=, ak_kitchen_sim_get_n_idle_cooks (cpu));
    }

  run (gpu, 30, DT);
  g_assert_cmpint (ak_kitchen_sim_get_bound (gpu), ==, AK_BOUND_MEMORY);
  g_assert_cmpuint (ak_kitchen_sim_get_n_waiting_cooks (gpu), >=, 512 - 80);
}

/* The cooks busy, their share and the cooks waiting are counted from the
 * same whole cooks, so they add up (new-user finding: "15.6 % busy" of
 * 512 cooks, 80 busy, beside "433 cooks waiting"), and a brigade changed
 * between two steps has no count left from the old one (512 cooks cut to
 * 1 said "417 cooks waiting"). */
static void
check_cooks_add_up (AkKitchenSim *sim)
{
  guint cooks = ak_kitchen_sim_get_cooks (sim);
  guint busy = ak_kitchen_sim_get_n_busy_cooks (sim);

  g_assert_cmpuint (busy, <=, cooks);
  g_assert_cmpuint (ak_kitchen_sim_get_n_waiting_cooks (sim), ==, cooks - busy);
  g_assert_cmpfloat (ak_kitchen_sim_get_busy_share (sim), ==, (double) busy / cooks);
  g_assert_cmpuint (ak_kitchen_sim_get_n_idle_cooks (sim), <=, cooks);
}

static void
test_cooks_add_up (void)
{
  g_autoptr(AkKitchenSim) gpu = new_kitchen (512, 2, 40, 4, 16);

  check_cooks_add_up (gpu);
  for (double t = 0; t < 30; t += DT)
    {
      g_assert_true (ak_kitchen_sim_step (gpu, DT, NULL));
      check_cooks_add_up (gpu);
    }
  /* 40 ingredients/s × 4 chops feed 160 ÷ 2 = 80 of the 512 cooks. */
  g_assert_cmpuint (ak_kitchen_sim_get_n_busy_cooks (gpu), >=, 78);
  g_assert_cmpuint (ak_kitchen_sim_get_n_busy_cooks (gpu), <=, 82);

  /* One cook, before any step: nothing seen yet, that one cook waits. */
  g_assert_true (ak_kitchen_sim_set_cooks (gpu, 1, NULL));
  check_cooks_add_up (gpu);
  g_assert_cmpuint (ak_kitchen_sim_get_n_waiting_cooks (gpu), ==, 1);
  /* One cook at 2 chops/s is compute-bound: busy all the time. */
  run (gpu, 10, DT);
  check_cooks_add_up (gpu);
  g_assert_cmpuint (ak_kitchen_sim_get_n_busy_cooks (gpu), ==, 1);
  g_assert_true (ak_kitchen_sim_set_cooks (gpu, 1024, NULL));
  check_cooks_add_up (gpu);
  g_assert_cmpuint (ak_kitchen_sim_get_n_idle_cooks (gpu), >=, 1023);
}

/* The readouts are running averages over 4 × (chops per ingredient ÷ chops
 * per second per cook) + the hallway's 0.5 s: 4 × 4 / 10 + 0.5 = 2.1 s for
 * the CPU kitchen; at least 1 s (4 × 1 / 100 + 0.5 = 0.54 s is raised). */
static void
test_readout_seconds (void)
{
  g_autoptr(AkKitchenSim) cpu = new_kitchen (8, 10, 40, 4, 8);
  g_autoptr(AkKitchenSim) quick = new_kitchen (8, 100, 40, 1, 8);

  g_assert_cmpfloat_with_epsilon (ak_kitchen_sim_get_readout_seconds (cpu), 2.1, 1e-9);
  g_assert_cmpfloat_with_epsilon (ak_kitchen_sim_get_readout_seconds (quick), 1.0, 1e-9);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/kitchen-sim/steady-state-is-the-roofline", test_steady_state_is_the_roofline);
  g_test_add_func ("/kitchen-sim/waiting-cooks-fit-the-verdict", test_waiting_cooks_fit_the_verdict);
  g_test_add_func ("/kitchen-sim/cooks-add-up", test_cooks_add_up);
  g_test_add_func ("/kitchen-sim/readout-seconds", test_readout_seconds);
  g_test_add_func ("/kitchen-sim/counter-does-not-change-throughput", test_counter_does_not_change_throughput);
  g_test_add_func ("/kitchen-sim/utilisation", test_utilisation);
  g_test_add_func ("/kitchen-sim/same-seed-same-run", test_same_seed_same_run);
  g_test_add_func ("/kitchen-sim/one-cook", test_one_cook);
  g_test_add_func ("/kitchen-sim/many-cooks", test_many_cooks);
  g_test_add_func ("/kitchen-sim/bad-inputs", test_bad_inputs);
  g_test_add_func ("/kitchen-sim/step-size-does-not-matter", test_step_size_does_not_matter);
  g_test_add_func ("/kitchen-sim/hallway-ingredients", test_hallway_ingredients);
  g_test_add_func ("/kitchen-sim/verdict-from-first-frame", test_verdict_from_first_frame);
  g_test_add_func ("/kitchen-sim/hallway-readout-is-smoothed", test_hallway_readout_is_smoothed);

  return g_test_run ();
}

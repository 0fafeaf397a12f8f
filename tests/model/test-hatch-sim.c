/* test-hatch-sim.c: kitchens that share orders through a hatch (suite "model")
 *
 * The kitchen used throughout is the lesson's CPU kitchen: 8 cooks at 10
 * chops/s (peak 80 chops/s), a hallway of 40 ingredients/s at 4 chops per
 * ingredient (160 chops/s): compute-bound, R = 80 chops/s per kitchen. An
 * order is 8 dishes of 4 chops, 32 chops, and 8 plates to combine. With a
 * hatch of H = 160 plates/s:
 *
 *   K   cook = 32 / (80 K)   pass = 8 × 2 (K − 1) / K / 160   dishes/s = 8 / (cook + pass)
 *   1   0.4 s                0                                 20
 *   2   0.2 s                0.05 s                            32
 *   4   0.1 s                0.075 s                           45.714…
 *   5   0.08 s               0.08 s                            50
 *   6   0.0666… s            0.0833… s                         53.333…
 *   8   0.05 s               0.0875 s                          58.181…
 *
 * The crossover: 32 / 80 = 2 × 8 × (K − 1) / 160 gives K* = 1 + 4 × 160 /
 * (2 × 80) = 5: from 6 kitchens on, passing takes longer than cooking.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "ak-hatch-sim.h"

#define DT (1.0 / 60.0)

static AkKitchenPreset
cpu_preset (guint  kitchens,
            double hatch)
{
  return (AkKitchenPreset) {
    .id = (char *) "test", .label = (char *) "test",
    .cooks = 8, .chops_per_second_per_cook = 10,
    .hallway_ingredients_per_second = 40, .chops_per_ingredient = 4,
    .counter_capacity = 8, .kitchens = kitchens, .hatch_items_per_second = hatch,
  };
}

static AkHatchSim *
new_hatch (guint  kitchens,
           double hatch)
{
  AkKitchenPreset preset = cpu_preset (kitchens, hatch);
  g_autoptr(AkKitchenSim) kitchen = ak_kitchen_sim_new (42);
  AkHatchSim *sim = ak_hatch_sim_new (kitchen);
  g_autoptr(GError) error = NULL;

  g_assert_true (ak_hatch_sim_apply_preset (sim, &preset, &error));
  g_assert_no_error (error);
  return sim;
}

static void
run (AkHatchSim *sim,
     double      seconds,
     double      dt)
{
  for (double t = 0; t < seconds - dt / 2; t += dt)
    g_assert_true (ak_hatch_sim_step (sim, dt, NULL));
}

/* The table above. */
static void
test_formula (void)
{
  static const struct { guint k; double cook, pass, dishes; AkHatchBound bound; } rows[] = {
    { 1, 0.4, 0, 20, AK_HATCH_BOUND_COMPUTE },
    { 2, 0.2, 0.05, 32, AK_HATCH_BOUND_COMPUTE },
    { 4, 0.1, 0.075, 8 / 0.175, AK_HATCH_BOUND_COMPUTE },
    { 5, 0.08, 0.08, 50, AK_HATCH_BOUND_COMPUTE },
    { 6, 32.0 / 480, 8 * 10.0 / 6 / 160, 8 / (32.0 / 480 + 8 * 10.0 / 6 / 160), AK_HATCH_BOUND_HATCH },
    { 8, 0.05, 0.0875, 8 / 0.1375, AK_HATCH_BOUND_HATCH },
  };

  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      g_autoptr(AkHatchSim) sim = new_hatch (rows[i].k, 160);

      g_assert_cmpfloat_with_epsilon (ak_hatch_sim_get_cook_seconds (sim), rows[i].cook, 1e-12);
      g_assert_cmpfloat_with_epsilon (ak_hatch_sim_get_pass_seconds (sim), rows[i].pass, 1e-12);
      g_assert_cmpfloat_with_epsilon (ak_hatch_sim_get_expected_dishes_per_second (sim), rows[i].dishes, 1e-9);
      g_assert_cmpfloat_with_epsilon (ak_hatch_sim_get_expected_hatch_share (sim),
                                      rows[i].pass / (rows[i].cook + rows[i].pass), 1e-12);
      g_assert_cmpfloat_with_epsilon (ak_hatch_sim_get_crossover_kitchens (sim), 5.0, 1e-12);
      g_assert_cmpint (ak_hatch_sim_get_bound (sim), ==, rows[i].bound);
    }
}

/* Each added kitchen cuts the cooking and the time per order; the hatch's
 * share only grows, and takes over past K* = 5. */
static void
test_more_kitchens_until_the_hatch (void)
{
  double last_cook = INFINITY, last_order = INFINITY, last_share = -1;

  for (guint k = 1; k <= AK_HATCH_MAX_KITCHENS; k++)
    {
      g_autoptr(AkHatchSim) sim = new_hatch (k, 160);
      double cook = ak_hatch_sim_get_cook_seconds (sim);
      double order = cook + ak_hatch_sim_get_pass_seconds (sim);
      double share = ak_hatch_sim_get_expected_hatch_share (sim);

      g_assert_cmpfloat (cook, <, last_cook);
      g_assert_cmpfloat (order, <, last_order);
      g_assert_cmpfloat (share, >, last_share);
      g_assert_cmpint (ak_hatch_sim_get_bound (sim) == AK_HATCH_BOUND_HATCH, ==, k > 5);
      last_cook = cook;
      last_order = order;
      last_share = share;
    }
}

/* One kitchen: no hatch traffic, and the run makes what today's kitchen
 * simulation makes with the same settings, 80 / 4 = 20 dishes/s. */
static void
test_one_kitchen_is_the_kitchen (void)
{
  AkKitchenPreset preset = cpu_preset (1, 160);
  g_autoptr(AkHatchSim) sim = new_hatch (1, 160);
  g_autoptr(AkKitchenSim) kitchen = ak_kitchen_sim_new (7);

  g_assert_true (ak_kitchen_sim_apply_preset (kitchen, &preset, NULL));
  for (double t = 0; t < 30; t += DT)
    {
      g_assert_true (ak_kitchen_sim_step (kitchen, DT, NULL));
      g_assert_true (ak_hatch_sim_step (sim, DT, NULL));
    }

  g_assert_cmpfloat (ak_hatch_sim_get_pass_items (sim), ==, 0);
  g_assert_cmpfloat (ak_hatch_sim_get_hatch_share (sim), ==, 0);
  g_assert_cmpfloat_with_epsilon (ak_hatch_sim_get_dishes_per_second (sim), 20, 1e-6);
  g_assert_cmpfloat_with_epsilon (ak_kitchen_sim_get_dishes_per_second (kitchen),
                                  ak_hatch_sim_get_dishes_per_second (sim), 20 * 0.02);
  g_assert_cmpint (ak_hatch_sim_get_bound (sim), ==, AK_HATCH_BOUND_COMPUTE);
  g_assert_cmpint (ak_kitchen_sim_get_bound (kitchen), ==, AK_BOUND_COMPUTE);
}

/* The run agrees with the formula: over 30 s, K = 8 finishes 30 / 0.1375 =
 * 218.18… orders, so 218; the hatch is busy 0.0875 / 0.1375 = 63.6 %. */
static void
test_run_follows_formula (void)
{
  g_autoptr(AkHatchSim) sim = new_hatch (8, 160);

  run (sim, 30, DT);
  g_assert_cmpuint (ak_hatch_sim_get_orders_done (sim), ==, 218);
  g_assert_cmpfloat_with_epsilon (ak_hatch_sim_get_dishes_per_second (sim), 8 / 0.1375, 1e-6);
  g_assert_cmpfloat_with_epsilon (ak_hatch_sim_get_hatch_share (sim), 0.0875 / 0.1375, 0.01);
}

/* Steps of 1 ms, 1/60 s and 0.25 s give the same orders. */
static void
test_step_size_does_not_matter (void)
{
  static const double steps[] = { 0.001, DT, 0.25 };

  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    {
      g_autoptr(AkHatchSim) sim = new_hatch (4, 160);

      run (sim, 35, steps[i]);
      /* 35 / 0.175 = 200 orders, exactly, give or take the rounding of the last */
      g_assert_cmpuint (ak_hatch_sim_get_orders_done (sim), >=, 199);
      g_assert_cmpuint (ak_hatch_sim_get_orders_done (sim), <=, 200);
    }
}

/* After one frame the verdict and the dishes/s already hold: 8 kitchens
 * are waiting on the hatch before the first plate is passed; the run's
 * 1/60 s is a sixtieth of a second of cooking, 1/60 ÷ 0.1375 of an order. */
static void
test_verdict_from_first_frame (void)
{
  g_autoptr(AkHatchSim) sim = new_hatch (8, 160);

  g_assert_cmpint (ak_hatch_sim_get_bound (sim), ==, AK_HATCH_BOUND_HATCH);
  g_assert_cmpfloat (ak_hatch_sim_get_dishes_per_second (sim), ==, 0);
  g_assert_true (ak_hatch_sim_step (sim, DT, NULL));
  g_assert_cmpint (ak_hatch_sim_get_bound (sim), ==, AK_HATCH_BOUND_HATCH);
  g_assert_cmpint (ak_hatch_sim_get_phase (sim), ==, AK_HATCH_PHASE_COOK);
  g_assert_cmpfloat_with_epsilon (ak_hatch_sim_get_phase_progress (sim), DT / 0.05, 1e-9);
  g_assert_cmpfloat_with_epsilon (ak_hatch_sim_get_dishes_per_second (sim), 8 / 0.1375, 1e-6);

  /* A slower kitchen (bandwidth 10: hallway 40 chops/s, R = 40) is
   * memory-bound and K* = 1 + 4 × 160 / 80 = 9: no hatch verdict at 8. */
  g_assert_true (ak_kitchen_sim_set_hallway_ingredients_per_second (ak_hatch_sim_get_kitchen (sim), 10, NULL));
  g_assert_cmpint (ak_hatch_sim_get_bound (sim), ==, AK_HATCH_BOUND_MEMORY);
  g_assert_cmpfloat_with_epsilon (ak_hatch_sim_get_crossover_kitchens (sim), 9, 1e-12);
}

static void
test_bad_inputs (void)
{
  g_autoptr(AkHatchSim) sim = new_hatch (2, 160);
  AkKitchenPreset bad = cpu_preset (3, NAN);
  g_autoptr(GError) error = NULL;

  g_assert_false (ak_hatch_sim_step (sim, 0, &error));
  g_assert_error (error, AK_HATCH_SIM_ERROR, AK_HATCH_SIM_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (ak_hatch_sim_step (sim, NAN, &error));
  g_assert_error (error, AK_HATCH_SIM_ERROR, AK_HATCH_SIM_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (ak_hatch_sim_set_kitchens (sim, 0, &error));
  g_assert_error (error, AK_HATCH_SIM_ERROR, AK_HATCH_SIM_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (ak_hatch_sim_set_hatch_items_per_second (sim, -1, &error));
  g_assert_error (error, AK_HATCH_SIM_ERROR, AK_HATCH_SIM_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (ak_hatch_sim_apply_preset (sim, &bad, &error));
  g_assert_error (error, AK_HATCH_SIM_ERROR, AK_HATCH_SIM_ERROR_INVALID);
  g_clear_error (&error);
  /* nothing changed */
  g_assert_cmpuint (ak_hatch_sim_get_kitchens (sim), ==, 2);
  g_assert_cmpfloat (ak_hatch_sim_get_hatch_items_per_second (sim), ==, 160);

  /* clamped, not refused */
  g_assert_true (ak_hatch_sim_set_kitchens (sim, 1000, NULL));
  g_assert_cmpuint (ak_hatch_sim_get_kitchens (sim), ==, AK_HATCH_MAX_KITCHENS);
  g_assert_true (ak_hatch_sim_set_hatch_items_per_second (sim, 1e12, NULL));
  g_assert_cmpfloat (ak_hatch_sim_get_hatch_items_per_second (sim), ==, AK_HATCH_MAX_RATE);
  /* a long step is clamped: the clock moves at most a quarter second */
  g_assert_true (ak_hatch_sim_step (sim, 100, NULL));
  g_assert_cmpfloat_with_epsilon (ak_hatch_sim_get_time (sim), AK_KITCHEN_MAX_STEP_SECONDS, 1e-12);
}

/* The fastest settings allowed still cost a bounded loop: one step skips
 * tens of thousands of orders at once. */
static void
test_extreme_rates (void)
{
  g_autoptr(AkHatchSim) sim = new_hatch (8, AK_HATCH_MAX_RATE);
  AkKitchenSim *kitchen = ak_hatch_sim_get_kitchen (sim);

  g_assert_true (ak_kitchen_sim_set_cooks (kitchen, AK_KITCHEN_MAX_COOKS, NULL));
  g_assert_true (ak_kitchen_sim_set_chops_per_second_per_cook (kitchen, AK_KITCHEN_MAX_RATE, NULL));
  g_assert_true (ak_kitchen_sim_set_hallway_ingredients_per_second (kitchen, AK_KITCHEN_MAX_RATE, NULL));
  run (sim, 1, 0.25);
  /* R = min (1024 × 1e6, 1e6 × 4) = 4e6 chops/s: an order takes
   * 32 / (8 × 4e6) + 8 × 1.75 / 1e6 = 1.5e-5 s, 66 666.6… orders in 1 s */
  g_assert_cmpuint (ak_hatch_sim_get_orders_done (sim), >=, 66666);
  g_assert_cmpuint (ak_hatch_sim_get_orders_done (sim), <=, 66667);
  g_assert_cmpfloat_with_epsilon (ak_hatch_sim_get_dishes_per_second (sim),
                                  ak_hatch_sim_get_expected_dishes_per_second (sim),
                                  ak_hatch_sim_get_expected_dishes_per_second (sim) * 1e-6);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/hatch-sim/formula", test_formula);
  g_test_add_func ("/hatch-sim/more-kitchens-until-the-hatch", test_more_kitchens_until_the_hatch);
  g_test_add_func ("/hatch-sim/one-kitchen-is-the-kitchen", test_one_kitchen_is_the_kitchen);
  g_test_add_func ("/hatch-sim/run-follows-formula", test_run_follows_formula);
  g_test_add_func ("/hatch-sim/step-size-does-not-matter", test_step_size_does_not_matter);
  g_test_add_func ("/hatch-sim/verdict-from-first-frame", test_verdict_from_first_frame);
  g_test_add_func ("/hatch-sim/bad-inputs", test_bad_inputs);
  g_test_add_func ("/hatch-sim/extreme-rates", test_extreme_rates);

  return g_test_run ();
}

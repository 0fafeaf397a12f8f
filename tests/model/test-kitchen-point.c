/* test-kitchen-point.c: the kitchen's own point on the roofline is the
 * simulation's steady state (suite "model")
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "ak-format.h"
#include "ak-kitchen-point.h"
#include "ak-page-context.h"

#include "ak-test-model.h"

#define DT (1.0 / 60.0)

static void
run (AkKitchenSim *sim,
     double        seconds)
{
  for (double t = 0; t < seconds - DT / 2; t += DT)
    g_assert_true (ak_kitchen_sim_step (sim, DT, NULL));
}

/* Chops per second once warm, measured over a long window (as in
 * test-kitchen-sim). */
static double
measured_steady_state (AkKitchenSim *sim)
{
  double per_ingredient = ak_kitchen_sim_get_chops_per_ingredient (sim) /
                          ak_kitchen_sim_get_chops_per_second_per_cook (sim);
  double window = 20.0 + 2 * per_ingredient;
  double before;

  run (sim, 5.0 + 2 * per_ingredient);
  before = ak_kitchen_sim_get_total_chops (sim);
  run (sim, window);
  return (ak_kitchen_sim_get_total_chops (sim) - before) / window;
}

static const AkKitchenPreset *
lesson_preset (AkLesson   *lesson,
               const char *id)
{
  const AkPage *page = ak_lesson_find_page (lesson, "kitchen", NULL);

  g_assert_nonnull (page);
  for (guint i = 0; i < page->presets->len; i++)
    {
      const AkKitchenPreset *preset = g_ptr_array_index (page->presets, i);

      if (g_strcmp0 (preset->id, id) == 0)
        return preset;
    }
  g_error ("no kitchen preset %s", id);
  return NULL;
}

/* The lesson's CPU kitchen is compute-bound, its GPU kitchen memory-bound:
 * each point's intensity is the kitchen's chops per ingredient, its
 * throughput what the running simulation settles at, on the right side of
 * the ridge; the plot places it there in kitchen units. */
static void
test_point_is_steady_state (void)
{
  static const struct { const char *preset; AkBound bound; } cases[] = {
    { "cpu", AK_BOUND_COMPUTE },
    { "gpu", AK_BOUND_MEMORY },
  };
  g_autoptr(AkLesson) lesson = load_bundled_lesson ();

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      g_autoptr(AkKitchenSim) sim = ak_kitchen_sim_new (7);
      g_autoptr(AkKitchenPoint) point = ak_kitchen_point_new ();
      g_autoptr(AkRooflinePlot) plot = ak_roofline_plot_new ();
      g_autoptr(GError) error = NULL;
      const AkKitchenPreset *preset = lesson_preset (lesson, cases[c].preset);
      AkKitchenFigures f;
      AkRooflinePointInfo info;
      AkRooflineRoofInfo roof;
      double measured;

      g_assert_true (ak_kitchen_sim_apply_preset (sim, preset, &error));
      g_assert_no_error (error);
      g_assert_false (ak_kitchen_point_get_figures (point, NULL));
      g_assert_true (ak_kitchen_point_set_from_sim (point, sim, &error));
      g_assert_no_error (error);
      g_assert_true (ak_kitchen_point_get_figures (point, &f));

      /* Computed from the settings, never typed in. */
      g_assert_cmpuint (f.cooks, ==, preset->cooks);
      g_assert_cmpfloat (f.peak_chops_per_second, ==, preset->cooks * preset->chops_per_second_per_cook);
      g_assert_cmpfloat (f.hallway_ingredients_per_second, ==, preset->hallway_ingredients_per_second);
      g_assert_cmpfloat (f.chops_per_ingredient, ==, preset->chops_per_ingredient);
      g_assert_cmpfloat_with_epsilon (f.ridge_chops_per_ingredient,
                                      f.peak_chops_per_second / f.hallway_ingredients_per_second, 1e-12);

      /* The simulation, run until warm, chops at the point's rate. */
      measured = measured_steady_state (sim);
      if (fabs (measured - f.chops_per_second) > 0.02 * f.chops_per_second)
        g_error ("%s: the point says %g chops/s, the simulation settles at %g",
                 preset->id, f.chops_per_second, measured);

      /* On the correct side of the ridge, agreeing with the kitchen's verdict. */
      g_assert_cmpint (f.bound, ==, cases[c].bound);
      g_assert_cmpint (ak_kitchen_sim_get_bound (sim), ==, cases[c].bound);
      if (cases[c].bound == AK_BOUND_COMPUTE)
        {
          g_assert_cmpfloat (f.chops_per_ingredient, >, f.ridge_chops_per_ingredient);
          g_assert_cmpfloat (f.chops_per_second, ==, f.peak_chops_per_second);
        }
      else
        {
          g_assert_cmpfloat (f.chops_per_ingredient, <, f.ridge_chops_per_ingredient);
          g_assert_cmpfloat (f.chops_per_second, ==, f.hallway_ingredients_per_second * f.chops_per_ingredient);
        }

      /* The plot shows the same numbers, in kitchen units. */
      g_assert_true (ak_kitchen_point_fill_plot (point, plot, &error));
      g_assert_no_error (error);
      g_assert_cmpint (ak_roofline_plot_get_units (plot), ==, AK_ROOFLINE_UNITS_KITCHEN);
      g_assert_cmpuint (ak_roofline_plot_get_n_points (plot), ==, 1);
      g_assert_true (ak_roofline_plot_get_point (plot, 0, &info));
      g_assert_cmpfloat_with_epsilon (info.intensity, f.chops_per_ingredient, 1e-12);
      g_assert_cmpfloat_with_epsilon (info.attainable_flops, f.chops_per_second, 1e-9);
      g_assert_cmpint (info.bound, ==, cases[c].bound);
      g_assert_true (ak_roofline_plot_get_roof (plot, AK_ROOFLINE_ROOF_PRIMARY, &roof));
      g_assert_cmpfloat (roof.peak_flops, ==, f.peak_chops_per_second);
      g_assert_cmpfloat (roof.bandwidth_bytes_s, ==, f.hallway_ingredients_per_second);
      g_assert_false (ak_roofline_plot_get_roof (plot, AK_ROOFLINE_ROOF_COMPARE, NULL));
    }
}

/* The description a screen reader gets names the kitchen's units and numbers. */
static void
test_description (void)
{
  g_autoptr(AkLesson) lesson = load_bundled_lesson ();
  g_autoptr(AkKitchenSim) sim = ak_kitchen_sim_new (7);
  g_autoptr(AkKitchenPoint) point = ak_kitchen_point_new ();
  g_autoptr(AkRooflinePlot) plot = ak_roofline_plot_new ();
  g_autofree char *text = NULL;
  g_autofree char *settings = NULL;
  g_autofree char *point_text = NULL;

  g_assert_null (ak_kitchen_point_describe (point));
  g_assert_true (ak_kitchen_sim_apply_preset (sim, lesson_preset (lesson, "gpu"), NULL));
  g_assert_true (ak_kitchen_point_set_from_sim (point, sim, NULL));
  g_assert_true (ak_kitchen_point_fill_plot (point, plot, NULL));

  text = ak_roofline_plot_describe (plot);
  g_assert_nonnull (strstr (text, "hallway roof 40 ingredients per second"));
  g_assert_true (strstr (text, "roof 1,024 chops per second") != NULL || strstr (text, "roof 1024 chops per second") != NULL);
  g_assert_nonnull (strstr (text, "ridge point at 25.6 chops per ingredient"));
  g_assert_nonnull (strstr (text, "This kitchen: 4 chops per ingredient, 160 chops per second, memory-bound"));
  g_assert_null (strstr (text, "FLOP"));

  point_text = ak_roofline_plot_describe_point (plot, 0);
  g_assert_cmpstr (point_text, ==, "This kitchen: 4 chops per ingredient, 160 chops per second, memory-bound");

  settings = ak_kitchen_point_describe (point);
  g_assert_nonnull (strstr (settings, "512 cooks"));

  /* A scene puts the plot back into FLOP and bytes. */
  ak_roofline_plot_set_units (plot, AK_ROOFLINE_UNITS_FLOP);
  g_assert_cmpint (ak_roofline_plot_get_units (plot), ==, AK_ROOFLINE_UNITS_FLOP);
}

/* Every page of one window shares the one kitchen point. */
static void
test_context_shares_point (void)
{
  g_autoptr(AkLesson) lesson = load_bundled_lesson ();
  g_autoptr(AkPageContext) context = ak_page_context_new (lesson, NULL, NULL);

  g_assert_true (AK_IS_KITCHEN_POINT (ak_page_context_get_kitchen_point (context)));
  g_assert_true (ak_page_context_get_kitchen_point (context) == ak_page_context_get_kitchen_point (context));
  g_assert_false (ak_kitchen_point_get_figures (ak_page_context_get_kitchen_point (context), NULL));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/kitchen-point/steady-state", test_point_is_steady_state);
  g_test_add_func ("/kitchen-point/description", test_description);
  g_test_add_func ("/kitchen-point/context", test_context_shares_point);

  return g_test_run ();
}

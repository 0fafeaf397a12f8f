/* bench-kitchen.c: what a kitchen step and a kitchen frame cost
 *
 * Prints, never asserts: the step time of 1, 64 and 1024 cooks, and the
 * time to draw a 1280x800 frame beside the floor, the time to merely clear
 * and fill the same surface.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <pango/pangocairo.h>

#include "ak-kitchen-renderer.h"
#include "ak-kitchen-sim.h"

#define WIDTH 1280
#define HEIGHT 800
#define N_STEPS 20000
#define N_FRAMES 200
#define DT (1.0 / 60.0)

static const guint cook_counts[] = { 1, 64, 1024 };

static const AkKitchenPalette palette = {
  .foreground = { 0.18, 0.20, 0.21, 1 },
  .background = { 1, 1, 1, 1 },
  .busy = { 0.21, 0.52, 0.89, 1 },
  .idle = { 0.96, 0.47, 0.0, 1 },
  .ingredient = { 0.20, 0.82, 0.48, 1 },
};

/* The lesson's GPU kitchen (memory-bound, so both busy and idle cooks are
 * drawn), warmed up. */
static AkKitchenSim *
warm_kitchen (guint cooks)
{
  AkKitchenPreset preset = {
    .cooks = cooks, .chops_per_second_per_cook = 2,
    .hallway_ingredients_per_second = 40, .chops_per_ingredient = 4,
    .counter_capacity = 16,
  };
  AkKitchenSim *sim = ak_kitchen_sim_new (1);

  ak_kitchen_sim_apply_preset (sim, &preset, NULL);
  for (guint i = 0; i < 600; i++)
    ak_kitchen_sim_step (sim, DT, NULL);
  return sim;
}

static double
step_microseconds (guint cooks)
{
  g_autoptr(AkKitchenSim) sim = warm_kitchen (cooks);
  gint64 start = g_get_monotonic_time ();

  for (guint i = 0; i < N_STEPS; i++)
    ak_kitchen_sim_step (sim, DT, NULL);

  return (double) (g_get_monotonic_time () - start) / N_STEPS;
}

static double
floor_milliseconds (cairo_t *cr)
{
  gint64 start = g_get_monotonic_time ();

  for (guint i = 0; i < N_FRAMES; i++)
    {
      cairo_save (cr);
      cairo_set_operator (cr, CAIRO_OPERATOR_CLEAR);
      cairo_paint (cr);
      cairo_restore (cr);
      cairo_set_source_rgba (cr, palette.background.red, palette.background.green,
                             palette.background.blue, palette.background.alpha);
      cairo_paint (cr);
    }
  cairo_surface_flush (cairo_get_target (cr));

  return (g_get_monotonic_time () - start) / 1000.0 / N_FRAMES;
}

/* Each frame steps the simulation first (not timed), as the view does. */
static double
frame_milliseconds (cairo_t      *cr,
                    PangoContext *context,
                    guint         cooks)
{
  g_autoptr(AkKitchenSim) sim = warm_kitchen (cooks);
  gint64 total = 0;

  for (guint i = 0; i < N_FRAMES; i++)
    {
      gint64 start;

      ak_kitchen_sim_step (sim, DT, NULL);
      start = g_get_monotonic_time ();
      cairo_save (cr);
      cairo_set_operator (cr, CAIRO_OPERATOR_CLEAR);
      cairo_paint (cr);
      cairo_restore (cr);
      ak_kitchen_renderer_draw (cr, sim, context, WIDTH, HEIGHT, &palette);
      cairo_surface_flush (cairo_get_target (cr));
      total += g_get_monotonic_time () - start;
    }

  return total / 1000.0 / N_FRAMES;
}

int
main (int   argc,
      char *argv[])
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, WIDTH, HEIGHT);
  cairo_t *cr = cairo_create (surface);
  PangoContext *context = pango_cairo_create_context (cr);
  double clear;

  g_print ("kitchen step (1/60 s of simulated time), mean of %d:\n", N_STEPS);
  for (guint i = 0; i < G_N_ELEMENTS (cook_counts); i++)
    g_print ("  %4u cooks: %6.2f us (target for 1024: under 50 us)\n",
             cook_counts[i], step_microseconds (cook_counts[i]));

  clear = floor_milliseconds (cr);
  g_print ("kitchen frame at %dx%d (image surface), mean of %d:\n", WIDTH, HEIGHT, N_FRAMES);
  g_print ("  floor (clear and fill): %6.3f ms\n", clear);
  for (guint i = 0; i < G_N_ELEMENTS (cook_counts); i++)
    {
      double draw = frame_milliseconds (cr, context, cook_counts[i]);

      g_print ("  %4u cooks: %6.3f ms (%.1fx the floor)\n", cook_counts[i], draw, draw / clear);
    }

#ifndef __OPTIMIZE__
  g_print ("note: unoptimized build\n");
#endif

  g_object_unref (context);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  return 0;
}

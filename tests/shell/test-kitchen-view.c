/* test-kitchen-view.c: the kitchen scene, its page and its renderer (suite "ui")
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gtk/gtk.h>
#include <math.h>
#include <string.h>
#include <pango/pangocairo.h>

#include "ak-announce.h"
#include "ak-application.h"
#include "ak-format.h"
#include "ak-kitchen-page.h"
#include "ak-kitchen-renderer.h"
#include "ak-window.h"

#include "ak-test-render.h"
#include "ak-test-ui.h"

/* Distinct, opaque colours, so every pixel says what was drawn there. */
static const AkKitchenPalette palette = {
  .foreground = { 0.1, 0.1, 0.1, 1 },
  .background = { 1, 1, 1, 1 },
  .busy = { 0, 0, 1, 1 },
  .idle = { 1, 0.5, 0, 1 },
  .ingredient = { 0, 0.8, 0, 1 },
};

/* ---- helpers ----------------------------------------------------------- */



static gboolean
is_unmapped (gpointer widget)
{
  return !gtk_widget_get_mapped (widget);
}

static gboolean
sim_has_run (gpointer view)
{
  return ak_kitchen_sim_get_time (ak_kitchen_view_get_sim (view)) > AK_KITCHEN_VIEW_WARM_UP_SECONDS + 0.1;
}


static AkWindow *
kitchen_window (AkApplication *app)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(AkLesson) lesson = ak_lesson_new_from_resource (AK_BUNDLED_LESSON_RESOURCE, NULL, &error);
  AkWindow *window = ak_window_new (app);

  g_assert_no_error (error);
  ak_window_set_lesson (window, lesson, "kitchen");
  gtk_window_present (GTK_WINDOW (window));
  iterate_until (is_mapped, window);
  return window;
}

static AkKitchenPage *
kitchen_page (AkWindow *window)
{
  GtkWidget *page = ak_window_get_page_widget (window, "kitchen");

  g_assert_true (AK_IS_KITCHEN_PAGE (page));
  return AK_KITCHEN_PAGE (page);
}

/* ---- the tick callback follows the page ------------------------------- */

static void
test_tick_follows_mapping (void)
{
  g_autoptr(AkApplication) app = test_application ();
  AkWindow *window = kitchen_window (app);
  AkKitchenView *view = ak_kitchen_page_get_view (kitchen_page (window));

  iterate_until (is_mapped, view);
  g_assert_true (ak_kitchen_view_get_playing (view));
  g_assert_true (ak_kitchen_view_is_ticking (view));
  /* And it really animates: simulated time advances with the frame clock. */
  iterate_until (sim_has_run, view);

  /* Another page: the kitchen is unmapped and its tick callback removed. */
  g_assert_true (ak_window_select_page (window, "idea"));
  iterate_until (is_unmapped, view);
  g_assert_false (ak_kitchen_view_is_ticking (view));
  {
    double time = ak_kitchen_sim_get_time (ak_kitchen_view_get_sim (view));

    for (guint i = 0; i < 50; i++)
      g_main_context_iteration (NULL, FALSE);
    g_assert_cmpfloat (ak_kitchen_sim_get_time (ak_kitchen_view_get_sim (view)), ==, time);
  }

  /* Back again: it resumes. Paused: no tick callback either. */
  g_assert_true (ak_window_select_page (window, "kitchen"));
  iterate_until (is_mapped, view);
  g_assert_true (ak_kitchen_view_is_ticking (view));
  ak_kitchen_view_set_playing (view, FALSE);
  g_assert_false (ak_kitchen_view_is_ticking (view));
  ak_kitchen_view_set_playing (view, TRUE);
  g_assert_true (ak_kitchen_view_is_ticking (view));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The label under @root whose text is @text, or NULL. */
static GtkWidget *
find_label (GtkWidget  *root,
            const char *text)
{
  if (GTK_IS_LABEL (root) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (root)), text) == 0)
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_label (child, text);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
test_animations_off (void)
{
  g_autoptr(AkApplication) app = test_application ();
  GtkSettings *settings = gtk_settings_get_default ();
  AkWindow *window;
  AkKitchenView *view;
  AkKitchenSim *sim;
  double time;

  g_object_set (settings, "gtk-enable-animations", FALSE, NULL);
  window = kitchen_window (app);
  view = ak_kitchen_page_get_view (kitchen_page (window));
  sim = ak_kitchen_view_get_sim (view);
  iterate_until (is_mapped, view);

  /* A still frame, though "playing"; Step advances it. */
  g_assert_true (ak_kitchen_view_get_playing (view));
  g_assert_false (ak_kitchen_view_get_animations_enabled (view));
  g_assert_false (ak_kitchen_view_is_ticking (view));
  time = ak_kitchen_sim_get_time (sim);
  ak_kitchen_view_step (view);
  g_assert_cmpfloat_with_epsilon (ak_kitchen_sim_get_time (sim), time + AK_KITCHEN_VIEW_STEP_SECONDS, 1e-9);

  /* The page says what Step does. */
  g_assert_true (gtk_widget_get_visible (find_label (GTK_WIDGET (kitchen_page (window)),
                                                     "Animations are off: press Step to advance the kitchen.")));

  /* The still frame is the steady state: 512 cooks with a fast hallway
   * are all busy (after the usual 5 s warm-up they are 77 % busy). */
  {
    AkKitchenPreset near = {
      .id = (char *) "near", .label = (char *) "near", .cooks = 512, .chops_per_second_per_cook = 2,
      .hallway_ingredients_per_second = 400, .chops_per_ingredient = 4, .counter_capacity = 16,
    };
    g_autofree char *figures = NULL;

    g_assert_true (ak_kitchen_sim_apply_preset (sim, &near, NULL));
    ak_kitchen_view_reset (view);
    g_assert_cmpfloat (ak_kitchen_sim_get_cook_utilisation (sim), >, 0.99);
    g_assert_cmpuint (ak_kitchen_sim_get_n_waiting_cooks (sim), ==, 0);
    figures = ak_kitchen_renderer_figures (sim);
    g_assert_nonnull (strstr (figures, "cooks 100% busy"));
    g_assert_nonnull (strstr (figures, "0 cooks waiting"));
  }

  /* Turning animations on starts it, and hides the line. */
  g_object_set (settings, "gtk-enable-animations", TRUE, NULL);
  g_assert_true (ak_kitchen_view_is_ticking (view));
  g_assert_false (gtk_widget_get_visible (find_label (GTK_WIDGET (kitchen_page (window)),
                                                      "Animations are off: press Step to advance the kitchen.")));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* ---- the page ---------------------------------------------------------- */

static gboolean
shows_roofline (gpointer window)
{
  return g_strcmp0 (ak_window_get_page_id (window), "roofline") == 0;
}

static GtkWidget *
find_link (GtkWidget *widget)
{
  if (GTK_IS_LABEL (widget) && strstr (gtk_label_get_label (GTK_LABEL (widget)), "<a href") != NULL)
    return widget;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_link (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static GtkWidget *
find_first (GtkWidget *widget,
            GType      type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    return widget;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_first (child, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* ---- what a screen reader is told ---------------------------------------- */

static void
collect_announcement (GtkWidget  *widget,
                      const char *message,
                      gpointer    user_data)
{
  g_ptr_array_add (user_data, g_strdup (message));
}

/* WCAG 4.1.3: the verdict is spoken once each time it changes sides, and
 * not at a control change that keeps it. */
static void
test_verdict_announced_once_per_change (void)
{
  g_autoptr(AkApplication) app = test_application ();
  g_autoptr(GPtrArray) spoken = g_ptr_array_new_with_free_func (g_free);
  AkWindow *window = kitchen_window (app);
  AkKitchenPage *page = kitchen_page (window);
  AkKitchenSim *sim = ak_kitchen_view_get_sim (ak_kitchen_page_get_view (page));

  ak_announce_set_observer (collect_announcement, spoken);

  g_assert_true (ak_kitchen_page_select_preset (page, "gpu"));
  g_assert_cmpuint (spoken->len, ==, 1);
  g_assert_true (g_str_has_prefix (g_ptr_array_index (spoken, 0), "Memory-bound"));

  /* Still memory-bound: nothing new to say. */
  g_assert_true (ak_kitchen_sim_set_cooks (sim, 256, NULL));
  g_assert_true (ak_kitchen_sim_set_cooks (sim, 1024, NULL));
  g_assert_cmpuint (spoken->len, ==, 1);

  g_assert_true (ak_kitchen_sim_set_chops_per_ingredient (sim, 1000, NULL));
  g_assert_cmpuint (spoken->len, ==, 2);
  g_assert_true (g_str_has_prefix (g_ptr_array_index (spoken, 1), "Compute-bound"));
  g_assert_true (ak_kitchen_sim_set_chops_per_ingredient (sim, 900, NULL));
  g_assert_cmpuint (spoken->len, ==, 2);

  /* The same preset again: its verdict was said and is unchanged. */
  g_assert_true (ak_kitchen_page_select_preset (page, "cpu"));
  g_assert_cmpuint (spoken->len, ==, 2);

  ak_announce_set_observer (NULL, NULL);
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_presets_and_caption (void)
{
  g_autoptr(AkApplication) app = test_application ();
  AkWindow *window = kitchen_window (app);
  AkKitchenPage *page = kitchen_page (window);
  AkKitchenView *view = ak_kitchen_page_get_view (page);
  AkKitchenSim *sim = ak_kitchen_view_get_sim (view);
  GtkWidget *link;
  gboolean handled = FALSE;

  /* The first preset is the CPU kitchen: compute-bound. */
  g_assert_cmpuint (ak_kitchen_sim_get_cooks (sim), ==, 8);
  g_assert_nonnull (strstr (ak_kitchen_page_get_caption (page), "Compute-bound"));
  /* Its hallway readout (47 to 53 %) is a running average of 4 × 4 ÷ 10 +
   * 0.5 = 2.1 s around 80 ÷ 160 = 50 %, and the caption says so (issue 29
   * item 10). */
  g_assert_nonnull (strstr (ak_kitchen_page_get_caption (page), "running averages of the last 2.1 s"));
  g_assert_nonnull (strstr (ak_kitchen_page_get_caption (page), "moves around 50.0%"));

  /* The GPU kitchen is memory-bound; the caption names what would help. */
  g_assert_true (ak_kitchen_page_select_preset (page, "gpu"));
  g_assert_cmpuint (ak_kitchen_sim_get_cooks (sim), ==, 512);
  /* A preset starts afresh, warmed up: its first frame already shows the
   * verdict its settings give, not an empty kitchen waiting on the hallway. */
  g_assert_cmpfloat_with_epsilon (ak_kitchen_sim_get_time (sim), AK_KITCHEN_VIEW_WARM_UP_SECONDS, 0.02);
  g_assert_cmpint (ak_kitchen_sim_get_bound (sim), ==, AK_BOUND_MEMORY);
  g_assert_true (ak_kitchen_page_select_preset (page, "cpu"));
  g_assert_cmpint (ak_kitchen_sim_get_bound (sim), ==, AK_BOUND_COMPUTE);
  g_assert_true (ak_kitchen_page_select_preset (page, "gpu"));
  g_assert_nonnull (strstr (ak_kitchen_page_get_caption (page), "Memory-bound"));
  g_assert_nonnull (strstr (ak_kitchen_page_get_caption (page), "faster hallway"));
  g_assert_nonnull (strstr (ak_kitchen_view_get_description (view), "512 cooks"));
  g_assert_nonnull (strstr (ak_kitchen_view_get_description (view), "memory-bound"));
  g_assert_null (strstr (ak_kitchen_page_get_preset_description (page), "changed from"));

  /* A control change shows at once in the model and the caption. The
   * first scale is the cooks', on a log2 scale. */
  gtk_range_set_value (GTK_RANGE (find_first (GTK_WIDGET (page), GTK_TYPE_SCALE)), 6);
  g_assert_cmpuint (ak_kitchen_sim_get_cooks (sim), ==, 64);
  /* The preset's description no longer describes what is shown. */
  g_assert_nonnull (strstr (ak_kitchen_page_get_preset_description (page), "changed from"));
  g_assert_nonnull (strstr (ak_kitchen_view_get_description (view), "64 cooks"));
  g_assert_true (ak_kitchen_sim_set_chops_per_ingredient (sim, 64, NULL));
  g_assert_nonnull (strstr (ak_kitchen_page_get_caption (page), "Compute-bound"));

  g_assert_false (ak_kitchen_page_select_preset (page, "no-such-preset"));

  /* The link moves to the roofline page. */
  link = find_link (GTK_WIDGET (page));
  g_assert_nonnull (link);
  g_assert_true (gtk_widget_get_visible (link));
  g_signal_emit_by_name (link, "activate-link", "page:roofline", &handled);
  g_assert_true (handled);
  iterate_until (shows_roofline, window);

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_description_follows_state (void)
{
  g_autoptr(AkKitchenSim) sim = ak_kitchen_sim_new (3);
  GtkWidget *view = g_object_ref_sink (ak_kitchen_view_new ());
  g_autofree char *settled = NULL;

  ak_kitchen_view_set_sim (AK_KITCHEN_VIEW (view), sim);
  g_assert_nonnull (strstr (ak_kitchen_view_get_description (AK_KITCHEN_VIEW (view)), "8 cooks"));

  /* The CPU kitchen settles compute-bound, all cooks busy. */
  for (guint i = 0; i < 40; i++)
    ak_kitchen_view_step (AK_KITCHEN_VIEW (view));
  settled = g_strdup (ak_kitchen_view_get_description (AK_KITCHEN_VIEW (view)));
  g_assert_nonnull (strstr (settled, "compute-bound"));

  /* Steady figures leave the description alone; it is not rewritten every frame. */
  for (guint i = 0; i < 4; i++)
    ak_kitchen_view_step (AK_KITCHEN_VIEW (view));
  g_assert_cmpstr (ak_kitchen_view_get_description (AK_KITCHEN_VIEW (view)), ==, settled);

  /* A noticeable change shows at once. */
  g_assert_true (ak_kitchen_sim_set_cooks (sim, 512, NULL));
  g_assert_nonnull (strstr (ak_kitchen_view_get_description (AK_KITCHEN_VIEW (view)), "512 cooks"));

  /* Not in a window, never mapped: never ticking. */
  g_assert_false (ak_kitchen_view_is_ticking (AK_KITCHEN_VIEW (view)));
  g_object_unref (view);
}

/* ---- the renderer ------------------------------------------------------ */

static AkKitchenSim *
kitchen (guint  cooks,
         double bandwidth,
         double seconds)
{
  AkKitchenPreset preset = {
    .cooks = cooks, .chops_per_second_per_cook = 2,
    .hallway_ingredients_per_second = bandwidth, .chops_per_ingredient = 4,
    .counter_capacity = 16,
  };
  AkKitchenSim *sim = ak_kitchen_sim_new (5);

  g_assert_true (ak_kitchen_sim_apply_preset (sim, &preset, NULL));
  for (double t = 0; t < seconds; t += 1.0 / 60)
    ak_kitchen_sim_step (sim, 1.0 / 60, NULL);
  return sim;
}

static void
check_layout (AkKitchenSim    *sim,
              AkKitchenLayout *layout,
              double           width,
              double           height)
{
  cairo_rectangle_t area = { 0, 0, width, height };
  const cairo_rectangle_t *regions[] = { &layout->readout, &layout->pantry, &layout->hallway,
                                         &layout->counter, &layout->stations };

  for (guint i = 0; i < G_N_ELEMENTS (regions); i++)
    {
      g_assert_true (rect_inside (regions[i], &area));
      for (guint j = i + 1; j < G_N_ELEMENTS (regions); j++)
        g_assert_false (rects_overlap (regions[i], regions[j]));
    }

  g_assert_cmpuint (layout->cooks->len, ==, ak_kitchen_sim_get_cooks (sim));
  g_assert_cmpuint (layout->counter_slots->len, ==, ak_kitchen_sim_get_counter_capacity (sim));
  for (guint i = 0; i < layout->cooks->len; i++)
    {
      g_assert_true (rect_inside (RECT (layout->cooks, i), &layout->stations));
      /* Neighbours in the grid do not overlap. */
      if (i > 0)
        g_assert_false (rects_overlap (RECT (layout->cooks, i - 1), RECT (layout->cooks, i)));
    }
  for (guint i = 0; i < layout->ingredients->len; i++)
    g_assert_true (rect_inside (RECT (layout->ingredients, i), &layout->hallway));
  for (guint i = 0; i < layout->queued->len; i++)
    g_assert_true (rect_inside (RECT (layout->queued, i), &layout->hallway));
  for (guint i = 0; i < layout->counter_slots->len; i++)
    g_assert_true (rect_inside (RECT (layout->counter_slots, i), &layout->counter));
}

/* Draws @sim at @scale and checks the pixels where the layout says the
 * cooks, ingredients and counter places are. Returns the idle cooks seen. */
static guint
check_pixels (AkKitchenSim    *sim,
              PangoContext    *context,
              AkKitchenLayout *layout,
              double           width,
              double           height,
              double           scale)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width * scale, height * scale);
  cairo_t *cr = cairo_create (surface);
  guint idle_seen = 0;

  cairo_scale (cr, scale, scale);
  ak_kitchen_renderer_draw (cr, sim, context, width, height, &palette);
  cairo_surface_flush (surface);

  for (guint i = 0; i < layout->cooks->len; i++)
    {
      const cairo_rectangle_t *r = RECT (layout->cooks, i);
      double x = (r->x + r->width / 2) * scale, y = (r->y + r->height / 2) * scale;

      if (ak_kitchen_sim_get_cook (sim, i)->remaining > 0)
        g_assert_true (pixel_is (surface, x, y, &palette.busy));
      else
        {
          /* A waiting cook is an outline in the idle colour, empty unless
           * too small to have an inside. */
          g_assert_false (pixel_is (surface, x, y, &palette.busy));
          if (r->width * scale >= 4)
            g_assert_true (pixel_is (surface, x, y, &palette.background));
          g_assert_true (pixel_is (surface, (r->x + 0.5) * scale, y, &palette.idle));
          idle_seen++;
        }
    }

  for (guint i = 0; i < layout->ingredients->len; i++)
    {
      const cairo_rectangle_t *r = RECT (layout->ingredients, i);

      g_assert_true (pixel_is (surface, (r->x + r->width / 2) * scale, (r->y + r->height / 2) * scale,
                               &palette.ingredient));
    }

  for (guint i = 0; i < layout->counter_slots->len; i++)
    {
      const cairo_rectangle_t *r = RECT (layout->counter_slots, i);
      gboolean full = pixel_is (surface, (r->x + r->width / 2) * scale, (r->y + r->height / 2) * scale,
                                &palette.ingredient);

      g_assert_cmpint (full, ==, i < layout->n_on_counter);
    }

  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  return idle_seen;
}

static void
check_render (AkKitchenSim *sim,
              double        width,
              double        height)
{
  PangoContext *context = pango_font_map_create_context (pango_cairo_font_map_get_default ());
  g_autoptr(AkKitchenLayout) layout = ak_kitchen_layout_new (sim, context, width, height);
  AkKitchenIngredient ingredients[2048];

  check_layout (sim, layout, width, height);
  g_assert_cmpuint (layout->ingredients->len, ==,
                    ak_kitchen_sim_get_hallway_ingredients (sim, ingredients, 1024, NULL));
  g_assert_cmpuint (layout->n_on_counter, ==, ak_kitchen_sim_get_on_counter (sim));

  /* The idle cooks drawn are the idle cooks simulated, at scale 1 and 2. */
  g_assert_cmpuint (check_pixels (sim, context, layout, width, height, 1), ==,
                    ak_kitchen_sim_get_n_idle_cooks (sim));
  g_assert_cmpuint (check_pixels (sim, context, layout, width, height, 2), ==,
                    ak_kitchen_sim_get_n_idle_cooks (sim));
  g_object_unref (context);
}

static void
test_render_memory_bound (void)
{
  /* 64 cooks at 2 chops/s against 10 ingredients/s × 4: 20 busy, 44 idle. */
  g_autoptr(AkKitchenSim) sim = kitchen (64, 10, 5);
  g_autoptr(AkKitchenLayout) layout = ak_kitchen_layout_new (sim, NULL, 900, 340);

  g_assert_cmpuint (ak_kitchen_sim_get_n_idle_cooks (sim), >, 30);
  g_assert_cmpuint (ak_kitchen_sim_get_n_idle_cooks (sim), <, 64);
  g_assert_cmpuint (layout->ingredients->len, >=, 4);
  g_assert_true (layout->compact == (layout->cook_cell < AK_KITCHEN_FIGURE_MIN_CELL));
  check_render (sim, 900, 340);
}

static void
test_render_figures (void)
{
  /* 8 cooks draw as figures; shortly after a reset some still wait. */
  g_autoptr(AkKitchenSim) sim = kitchen (8, 40, 0.6);
  g_autoptr(AkKitchenLayout) layout = ak_kitchen_layout_new (sim, NULL, 900, 340);

  g_assert_false (layout->compact);
  g_assert_cmpuint (ak_kitchen_sim_get_n_idle_cooks (sim), >, 0);
  g_assert_cmpuint (ak_kitchen_sim_get_n_idle_cooks (sim), <, 8);
  check_render (sim, 900, 340);
}

static void
test_render_compute_bound (void)
{
  /* 8 cooks, a fast hallway: nobody waits, the counter is full and
   * ingredients queue at the door. */
  g_autoptr(AkKitchenSim) sim = kitchen (8, 400, 5);
  g_autoptr(AkKitchenLayout) layout = ak_kitchen_layout_new (sim, NULL, 900, 340);

  g_assert_cmpuint (ak_kitchen_sim_get_n_idle_cooks (sim), ==, 0);
  g_assert_cmpuint (layout->n_on_counter, ==, 16);
  g_assert_cmpuint (layout->queued->len, >, 0);
  check_render (sim, 900, 340);
}

static void
test_render_many_cooks (void)
{
  /* 1024 cooks fit as a compact grid, even in a narrow window. */
  g_autoptr(AkKitchenSim) sim = kitchen (1024, 40, 5);
  g_autoptr(AkKitchenLayout) wide = ak_kitchen_layout_new (sim, NULL, 1280, 400);
  g_autoptr(AkKitchenLayout) narrow = ak_kitchen_layout_new (sim, NULL, 324, 340);

  g_assert_true (wide->compact);
  g_assert_cmpfloat (wide->cook_cell, >=, 8);
  g_assert_cmpfloat (narrow->cook_cell, >=, 3);
  check_render (sim, 1280, 400);
  check_render (sim, 324, 340);
}

/* The readout's output unit is the one the caption, the sliders and the
 * lesson use: chops per second. (It used to be "dishes", a unit the page
 * never defined.) */
static void
test_readout_units (void)
{
  /* 64 cooks at 2 chops/s against 10 ingredients/s × 4 chops: 40 chops/s. */
  g_autoptr(AkKitchenSim) sim = kitchen (64, 10, 20);
  g_autofree char *figures = ak_kitchen_renderer_figures (sim);
  g_autofree char *description = ak_kitchen_renderer_describe (sim);

  g_assert_cmpfloat_with_epsilon (ak_kitchen_sim_get_chops_per_second (sim), 40, 0.5);
  g_assert_true (g_str_has_prefix (figures, "40.0 chops per second · "));
  g_assert_nonnull (strstr (description, " 40 chops per second."));
  /* The hallway's busy share is said too (issue 30): 10 ingredients/s
   * of 10 delivered, all of them used, so 100%. */
  g_assert_nonnull (strstr (description, "hallway 100% busy"));
  g_assert_null (strstr (figures, "dish"));
  g_assert_null (strstr (description, "dish"));
}

/* What the readout and the description say agrees with the kitchen's
 * settings and with each other: the busy share and the cooks waiting are
 * counted from the same whole cooks. */
static void
check_readout_agrees (AkKitchenSim *sim,
                      const char   *description)
{
  guint cooks = ak_kitchen_sim_get_cooks (sim);
  guint busy = ak_kitchen_sim_get_n_busy_cooks (sim);
  g_autofree char *figures = ak_kitchen_renderer_figures (sim);
  g_autofree char *share = ak_format_percent ((double) busy / cooks);
  g_autofree char *in_figures = g_strdup_printf ("cooks %s busy", share);
  g_autofree char *waiting = g_strdup_printf (cooks - busy == 1 ? " · %u cook waiting for ingredients"
                                                                : " · %u cooks waiting for ingredients",
                                              cooks - busy);
  g_autofree char *in_description = g_strdup_printf (cooks == 1 ? "Kitchen with %u cook, %s busy,"
                                                                : "Kitchen with %u cooks, %s busy,",
                                                     cooks, share);

  g_assert_nonnull (strstr (figures, in_figures));
  g_assert_true (g_str_has_suffix (figures, waiting));
  g_assert_true (g_str_has_prefix (description, in_description));
}

/* New-user findings: 80 busy of 512 read "15.6 % busy" beside "433 cooks
 * waiting"; 512 cooks cut to 1 read "417 cooks waiting". */
static void
test_readout_adds_up (void)
{
  g_autoptr(AkKitchenSim) sim = kitchen (512, 40, 30);
  g_autofree char *description = ak_kitchen_renderer_describe (sim);
  g_autofree char *figures = NULL;

  check_readout_agrees (sim, description);
  g_assert_cmpuint (ak_kitchen_sim_get_n_busy_cooks (sim), >=, 78);
  g_assert_cmpuint (ak_kitchen_sim_get_n_busy_cooks (sim), <=, 82);

  g_assert_true (ak_kitchen_sim_set_cooks (sim, 1, NULL));
  g_clear_pointer (&description, g_free);
  description = ak_kitchen_renderer_describe (sim);
  figures = ak_kitchen_renderer_figures (sim);
  check_readout_agrees (sim, description);
  g_assert_cmpstr (figures, ==, "0 chops per second · cooks 0% busy · hallway 0% busy · "
                                "1 cook waiting for ingredients");
}

static gboolean
sim_time_passed (gpointer data)
{
  AkKitchenSim *sim = data;

  return ak_kitchen_sim_get_time (sim) > AK_KITCHEN_VIEW_STILL_WARM_UP_SECONDS;
}

/* Paused on the GPU kitchen, Home on the Cooks slider: the readout and the
 * description agree with 1 cook at once, then show its steady state
 * (compute-bound, the cook always busy), as with animations off. */
static void
test_paused_slider_home (void)
{
  g_autoptr(AkApplication) app = test_application ();
  AkWindow *window = kitchen_window (app);
  AkKitchenPage *page = kitchen_page (window);
  AkKitchenView *view = ak_kitchen_page_get_view (page);
  AkKitchenSim *sim = ak_kitchen_view_get_sim (view);
  GtkRange *cooks = GTK_RANGE (find_first (GTK_WIDGET (page), GTK_TYPE_SCALE));
  g_autofree char *figures = NULL;

  g_assert_true (ak_kitchen_page_select_preset (page, "gpu"));
  ak_kitchen_view_set_playing (view, FALSE);
  for (guint i = 0; i < 60; i++)
    ak_kitchen_view_step (view);
  check_readout_agrees (sim, ak_kitchen_view_get_description (view));

  gtk_range_set_value (cooks, gtk_adjustment_get_lower (gtk_range_get_adjustment (cooks)));
  g_assert_cmpuint (ak_kitchen_sim_get_cooks (sim), ==, 1);
  check_readout_agrees (sim, ak_kitchen_view_get_description (view));

  iterate_until (sim_time_passed, sim);
  check_readout_agrees (sim, ak_kitchen_view_get_description (view));
  g_assert_false (ak_kitchen_view_get_playing (view));
  figures = ak_kitchen_renderer_figures (sim);
  g_assert_nonnull (strstr (figures, "cooks 100% busy"));
  g_assert_true (g_str_has_suffix (figures, " · 0 cooks waiting for ingredients"));
  g_assert_nonnull (strstr (ak_kitchen_view_get_description (view), "compute-bound"));

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_caption_scale (void)
{
  /* A caption that fits keeps its size; a long one shrinks to fit, but
   * never below the floor (then it is clipped). */
  g_assert_cmpfloat (ak_kitchen_renderer_caption_scale (50, 80), ==, 1.0);
  g_assert_cmpfloat (ak_kitchen_renderer_caption_scale (80, 80), ==, 1.0);
  g_assert_cmpfloat_with_epsilon (ak_kitchen_renderer_caption_scale (100, 80), 0.8, 1e-9);
  g_assert_cmpfloat (ak_kitchen_renderer_caption_scale (1000, 80), ==, AK_KITCHEN_MIN_CAPTION_SCALE);
  g_assert_cmpfloat (ak_kitchen_renderer_caption_scale (100, 0), ==, 1.0);
  g_assert_cmpfloat (ak_kitchen_renderer_caption_scale (NAN, 80), ==, 1.0);
}

int
main (int argc, char *argv[])
{
  if (!ui_test_init (&argc, &argv))
    return 0;

  g_test_add_func ("/kitchen-view/tick-follows-mapping", test_tick_follows_mapping);
  g_test_add_func ("/kitchen-view/animations-off", test_animations_off);
  g_test_add_func ("/kitchen-view/description-follows-state", test_description_follows_state);
  g_test_add_func ("/kitchen-page/presets-and-caption", test_presets_and_caption);
  g_test_add_func ("/kitchen-page/verdict-announced-once-per-change", test_verdict_announced_once_per_change);
  g_test_add_func ("/kitchen-renderer/memory-bound", test_render_memory_bound);
  g_test_add_func ("/kitchen-renderer/figures", test_render_figures);
  g_test_add_func ("/kitchen-renderer/compute-bound", test_render_compute_bound);
  g_test_add_func ("/kitchen-renderer/many-cooks", test_render_many_cooks);
  g_test_add_func ("/kitchen-view/caption-scale", test_caption_scale);
  g_test_add_func ("/kitchen-renderer/readout-units", test_readout_units);
  g_test_add_func ("/kitchen-renderer/readout-adds-up", test_readout_adds_up);
  g_test_add_func ("/kitchen-page/paused-slider-home", test_paused_slider_home);

  return g_test_run ();
}

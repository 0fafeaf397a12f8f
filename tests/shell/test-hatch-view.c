/* test-hatch-view.c: kitchens that share orders: the renderer, the view and
 * the kitchen page's hatch preset (suite "ui")
 *
 * The kitchens are the lesson's CPU kitchen (80 chops/s each, an order of
 * 32 chops and 8 plates) with a hatch of 160 plates/s; test-hatch-sim.c
 * has the arithmetic: K* = 5, so 8 kitchens wait on the hatch and 2 or 4
 * do not.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gtk/gtk.h>
#include <math.h>
#include <pango/pangocairo.h>

#include "ak-application.h"
#include "ak-hatch-renderer.h"
#include "ak-kitchen-page.h"
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

static AkHatchSim *
kitchens (guint kitchens)
{
  AkKitchenPreset preset = {
    .id = (char *) "test", .label = (char *) "test",
    .cooks = 8, .chops_per_second_per_cook = 10,
    .hallway_ingredients_per_second = 40, .chops_per_ingredient = 4,
    .counter_capacity = 8, .kitchens = kitchens, .hatch_items_per_second = 160,
  };
  g_autoptr(AkKitchenSim) kitchen = ak_kitchen_sim_new (1);
  AkHatchSim *sim = ak_hatch_sim_new (kitchen);

  g_assert_true (ak_hatch_sim_apply_preset (sim, &preset, NULL));
  return sim;
}

/* Where things go: the kitchens in a row inside the area, below the
 * readout; each hatch in the wall between two neighbours; each kitchen's
 * cooks inside it; the plates inside the hatches, and only while passing. */
static void
check_layout (AkHatchSim          *sim,
              const AkHatchLayout *layout,
              double               width,
              double               height)
{
  cairo_rectangle_t area = { 0, 0, width, height };
  guint k = ak_hatch_sim_get_kitchens (sim);
  gboolean passing = ak_hatch_sim_get_phase (sim) == AK_HATCH_PHASE_PASS;

  g_assert_cmpuint (layout->kitchens->len, ==, k);
  g_assert_cmpuint (layout->hatches->len, ==, k - 1);
  g_assert_cmpuint (layout->cooks_per_kitchen, ==, 8);
  g_assert_cmpuint (layout->cooks->len, ==, 8 * k);
  g_assert_cmpuint (layout->plates->len, ==, passing ? AK_HATCH_PLATES_PER_HATCH * (k - 1) : 0);
  g_assert_true (rect_inside (&layout->readout, &area));

  for (guint i = 0; i < k; i++)
    {
      const cairo_rectangle_t *kitchen = RECT (layout->kitchens, i);

      g_assert_true (rect_inside (kitchen, &area));
      g_assert_cmpfloat (kitchen->y, >=, layout->readout.y + layout->readout.height);
      g_assert_true (rect_inside (RECT (layout->bars, i), kitchen));
      for (guint c = 0; c < 8; c++)
        g_assert_true (rect_inside (RECT (layout->cooks, i * 8 + c), kitchen));
      if (i + 1 < k)
        {
          const cairo_rectangle_t *hatch = RECT (layout->hatches, i);
          const cairo_rectangle_t *next = RECT (layout->kitchens, i + 1);

          g_assert_cmpfloat_with_epsilon (hatch->x, kitchen->x + kitchen->width, 1e-6);
          g_assert_cmpfloat_with_epsilon (hatch->x + hatch->width, next->x, 1e-6);
        }
    }

  for (guint p = 0; p < layout->plates->len; p++)
    g_assert_true (rect_inside (RECT (layout->plates, p), RECT (layout->hatches, p / AK_HATCH_PLATES_PER_HATCH)));

  /* Each kitchen is named inside it, above its cooks (a new user found
   * the two-kitchen scene without a word on it): "Kitchen 2", or "2"
   * where that is too wide. */
  g_assert_cmpuint (layout->captions->len, ==, k);
  g_assert_cmpuint (layout->caption_texts->len, ==, k);
  for (guint i = 0; i < k; i++)
    {
      const cairo_rectangle_t *caption = RECT (layout->captions, i);
      g_autofree char *named = g_strdup_printf ("Kitchen %u", i + 1);
      g_autofree char *bare = g_strdup_printf ("%u", i + 1);
      const char *text = g_ptr_array_index (layout->caption_texts, i);

      g_assert_true (rect_inside (caption, RECT (layout->kitchens, i)));
      g_assert_true (g_str_equal (text, named) || g_str_equal (text, bare));
      for (guint c = 0; c < 8; c++)
        g_assert_cmpfloat (RECT (layout->cooks, i * 8 + c)->y, >=, caption->y + caption->height);
    }
  if (width >= 900)
    g_assert_cmpstr (g_ptr_array_index (layout->caption_texts, 0), ==, "Kitchen 1");
}

/* The pixels: cooks filled while cooking, outlined while passing; plates
 * where the layout puts them; the bar filled to the share chopped. */
static void
check_pixels (AkHatchSim *sim,
              double      width,
              double      height)
{
  PangoContext *context = pango_font_map_create_context (pango_cairo_font_map_get_default ());
  g_autoptr(AkHatchLayout) layout = ak_hatch_layout_new (sim, context, width, height);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cairo_t *cr = cairo_create (surface);
  gboolean cooking = ak_hatch_sim_get_phase (sim) == AK_HATCH_PHASE_COOK;

  check_layout (sim, layout, width, height);
  ak_hatch_renderer_draw (cr, sim, context, width, height, &palette);
  cairo_surface_flush (surface);

  for (guint i = 0; i < layout->cooks->len; i++)
    {
      const cairo_rectangle_t *r = RECT (layout->cooks, i);
      double y = r->y + r->height / 2;

      g_assert_cmpint (pixel_is (surface, r->x + r->width / 2, y, &palette.busy), ==, cooking);
      /* A waiting cook is a 2-unit outline in the idle colour once it is
       * 8 units wide: the pixel at x + 1 lies wholly inside the line. */
      if (!cooking && r->width >= 8)
        g_assert_true (pixel_is (surface, r->x + 1, y, &palette.idle));
    }

  for (guint i = 0; i < layout->plates->len; i++)
    {
      const cairo_rectangle_t *r = RECT (layout->plates, i);

      g_assert_true (pixel_is (surface, r->x + r->width / 2, r->y + r->height / 2, &palette.ingredient));
    }

  for (guint i = 0; i < layout->bars->len; i++)
    {
      const cairo_rectangle_t *bar = RECT (layout->bars, i);
      double y = bar->y + bar->height / 2;

      if (layout->bar_fill > 0.1)
        g_assert_true (pixel_is (surface, bar->x + 2, y, &palette.busy));
      if (layout->bar_fill < 0.9)
        g_assert_false (pixel_is (surface, bar->x + bar->width - 2, y, &palette.busy));
    }

  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  g_object_unref (context);
}

/* At a phone's 360 × 300 and a desktop's 900 × 340, while cooking and
 * while passing. 4 kitchens: cooking takes 0.1 s, passing 0.075 s, so at
 * 0.05 s they are half way through cooking and at 0.14 s passing. */
static void
test_render_two_sizes (void)
{
  static const double sizes[][2] = { { 360, 300 }, { 900, 340 } };

  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    {
      g_autoptr(AkHatchSim) sim = kitchens (4);

      g_assert_true (ak_hatch_sim_step (sim, 0.05, NULL));
      g_assert_cmpint (ak_hatch_sim_get_phase (sim), ==, AK_HATCH_PHASE_COOK);
      g_assert_cmpfloat_with_epsilon (ak_hatch_sim_get_phase_progress (sim), 0.5, 1e-9);
      check_pixels (sim, sizes[s][0], sizes[s][1]);

      g_assert_true (ak_hatch_sim_step (sim, 0.09, NULL));
      g_assert_cmpint (ak_hatch_sim_get_phase (sim), ==, AK_HATCH_PHASE_PASS);
      check_pixels (sim, sizes[s][0], sizes[s][1]);
    }

  /* 8 kitchens fit at 360 px too. */
  {
    g_autoptr(AkHatchSim) sim = kitchens (8);

    g_assert_true (ak_hatch_sim_step (sim, 0.06, NULL));  /* cooking ends at 0.05 s */
    g_assert_cmpint (ak_hatch_sim_get_phase (sim), ==, AK_HATCH_PHASE_PASS);
    check_pixels (sim, 360, 300);
  }
}

/* The words are right before the first step and after it: 8 kitchens wait
 * on the hatch, 2 are compute-bound; the figures give the dishes/s of the
 * run (8 / 0.1375 = 58.2 from the first frame) and the hatch's share,
 * 0.0875 / 0.1375 = 63.6 %. */
static void
test_verdict_from_first_frame (void)
{
  g_autoptr(AkHatchSim) eight = kitchens (8);
  g_autoptr(AkHatchSim) two = kitchens (2);
  g_autofree char *before = ak_hatch_renderer_describe (eight);
  g_autofree char *after = NULL;
  g_autofree char *figures = NULL;
  g_autofree char *two_words = ak_hatch_renderer_describe (two);

  g_assert_nonnull (strstr (before, "Waiting on the hatch"));
  g_assert_true (ak_hatch_sim_step (eight, 1.0 / 60, NULL));
  after = ak_hatch_renderer_describe (eight);
  figures = ak_hatch_renderer_figures (eight);
  g_assert_cmpstr (after, ==, "8 kitchens share every order, 58.2 dishes per second, the hatch busy 63.6% "
                              "of each order. Waiting on the hatch (link-bound).");
  g_assert_true (g_str_has_prefix (figures, "58.2 dishes per second · 8 kitchens · hatch busy 63.6%"));
  g_assert_nonnull (strstr (two_words, "compute-bound"));
  g_assert_null (strstr (two_words, "hatch (link-bound)"));
}

/* ---- the page ---------------------------------------------------------- */

static gboolean
sim_has_run (gpointer view)
{
  return ak_hatch_sim_get_time (ak_hatch_view_get_sim (view)) > 0.1;
}

static gboolean
is_unmapped (gpointer widget)
{
  return !gtk_widget_get_mapped (widget);
}

static GtkWidget *
find_label (GtkWidget  *widget,
            const char *text)
{
  if (GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_label (GTK_LABEL (widget)), text) == 0)
    return widget;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_label (child, text);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The slider the "Kitchens" label names (its mnemonic widget). */
static GtkRange *
kitchens_scale (AkKitchenPage *page)
{
  GtkWidget *label = find_label (GTK_WIDGET (page), "Ki_tchens sharing each order");

  g_assert_nonnull (label);
  return GTK_RANGE (gtk_label_get_mnemonic_widget (GTK_LABEL (label)));
}

static GtkWidget *
child_named (GtkWidget  *widget,
             const char *css_name)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    if (g_str_equal (gtk_widget_get_css_name (child), css_name))
      return child;
  return NULL;
}

static void
add_visible_scales (GtkWidget *widget,
                    GPtrArray *scales)
{
  if (!gtk_widget_get_visible (widget))
    return;
  if (GTK_IS_SCALE (widget))
    g_ptr_array_add (scales, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    add_visible_scales (child, scales);
}

/* New-user finding: at 8 kitchens the "8" overlapped the knob and the
 * Kitchens track was longer than the other sliders'. Every slider of the
 * page has a track of one length, and the knob at the end of one stays
 * clear of the value beside it. */
static void
check_sliders_line_up (AkKitchenPage *page,
                       GtkRange      *kitchens)
{
  g_autoptr(GPtrArray) scales = g_ptr_array_new ();
  graphene_rect_t first, knob, value;

  add_visible_scales (GTK_WIDGET (page), scales);
  g_assert_cmpuint (scales->len, ==, 4);
  g_assert_true (gtk_widget_compute_bounds (child_named (g_ptr_array_index (scales, 0), "trough"),
                                            GTK_WIDGET (page), &first));
  for (guint i = 1; i < scales->len; i++)
    {
      graphene_rect_t trough;

      g_assert_true (gtk_widget_compute_bounds (child_named (g_ptr_array_index (scales, i), "trough"),
                                                GTK_WIDGET (page), &trough));
      g_assert_cmpfloat_with_epsilon (trough.origin.x, first.origin.x, 0.5);
      g_assert_cmpfloat_with_epsilon (trough.size.width, first.size.width, 0.5);
    }

  g_assert_true (gtk_widget_compute_bounds (child_named (child_named (GTK_WIDGET (kitchens), "trough"), "slider"),
                                            GTK_WIDGET (page), &knob));
  g_assert_true (gtk_widget_compute_bounds (child_named (GTK_WIDGET (kitchens), "value"),
                                            GTK_WIDGET (page), &value));
  g_assert_cmpfloat (knob.origin.x + knob.size.width, <=, value.origin.x);
}

static void
test_page_hatch_preset (void)
{
  g_autoptr(AkApplication) app = test_application ();
  g_autoptr(GError) error = NULL;
  g_autoptr(AkLesson) lesson = ak_lesson_new_from_resource (AK_BUNDLED_LESSON_RESOURCE, NULL, &error);
  AkWindow *window = ak_window_new (app);
  AkKitchenPage *page;
  AkHatchView *hatch_view;
  AkHatchSim *sim;
  GtkRange *scale;

  g_assert_no_error (error);
  ak_window_set_lesson (window, lesson, "kitchen");
  gtk_window_present (GTK_WINDOW (window));
  iterate_until (is_mapped, window);
  page = AK_KITCHEN_PAGE (ak_window_get_page_widget (window, "kitchen"));
  hatch_view = ak_kitchen_page_get_hatch_view (page);
  sim = ak_hatch_view_get_sim (hatch_view);
  scale = kitchens_scale (page);

  /* The one-kitchen presets show no hatch and no Kitchens slider. */
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (hatch_view)));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (scale)));
  g_assert_false (ak_hatch_view_is_ticking (hatch_view));

  /* The hatch preset: two kitchens, the slider, the scene ticking instead
   * of the kitchen's. */
  g_assert_true (ak_kitchen_page_select_preset (page, "two-kitchens"));
  iterate_until (is_mapped, hatch_view);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (ak_kitchen_page_get_view (page))));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (scale)));
  g_assert_cmpuint (ak_hatch_sim_get_kitchens (sim), ==, 2);
  g_assert_cmpfloat (gtk_range_get_value (scale), ==, 2);
  g_assert_true (ak_hatch_view_is_ticking (hatch_view));
  g_assert_false (ak_kitchen_view_is_ticking (ak_kitchen_page_get_view (page)));
  iterate_until (sim_has_run, hatch_view);
  g_assert_nonnull (strstr (ak_kitchen_page_get_caption (page), "more kitchens help, until from 6 kitchens on"));
  g_assert_nonnull (strstr (ak_hatch_view_get_description (hatch_view), "compute-bound"));

  /* Eight kitchens by the slider: waiting on the hatch, in the caption and
   * in the scene's description, at once. */
  gtk_range_set_value (scale, 8);
  g_assert_cmpuint (ak_hatch_sim_get_kitchens (sim), ==, 8);
  iterate_frames (GTK_WIDGET (page), 3);
  check_sliders_line_up (page, scale);
  g_assert_true (g_str_has_prefix (ak_kitchen_page_get_caption (page), "Waiting on the hatch"));
  g_assert_nonnull (strstr (ak_hatch_view_get_description (hatch_view), "Waiting on the hatch"));
  g_assert_nonnull (strstr (ak_kitchen_page_get_preset_description (page), "changed from"));

  /* Pause, Step and Reset act on the kitchens shown. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "kitchen.play-pause", NULL));
  g_assert_false (ak_hatch_view_is_ticking (hatch_view));
  {
    double time = ak_hatch_sim_get_time (sim);

    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "kitchen.step", NULL));
    g_assert_cmpfloat_with_epsilon (ak_hatch_sim_get_time (sim), time + AK_KITCHEN_VIEW_STEP_SECONDS, 1e-9);
  }
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "kitchen.reset", NULL));
  g_assert_cmpfloat (ak_hatch_sim_get_time (sim), ==, 0);
  /* Paused, a kitchen setting still shows at once: with one cook a kitchen
   * chops 10 a second, so K* = 1 + 4 × 160 / 20 = 33: 8 kitchens are
   * compute-bound again. */
  g_assert_true (ak_kitchen_sim_set_cooks (ak_hatch_sim_get_kitchen (sim), 1, NULL));
  g_assert_nonnull (strstr (ak_hatch_view_get_description (hatch_view), "compute-bound"));
  g_assert_true (ak_kitchen_sim_set_cooks (ak_hatch_sim_get_kitchen (sim), 8, NULL));
  g_assert_nonnull (strstr (ak_hatch_view_get_description (hatch_view), "Waiting on the hatch"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "kitchen.play-pause", NULL));
  g_assert_true (ak_hatch_view_is_ticking (hatch_view));

  /* Another page: no tick callback. */
  g_assert_true (ak_window_select_page (window, "idea"));
  iterate_until (is_unmapped, hatch_view);
  g_assert_false (ak_hatch_view_is_ticking (hatch_view));
  g_assert_true (ak_window_select_page (window, "kitchen"));
  iterate_until (is_mapped, hatch_view);
  g_assert_true (ak_hatch_view_is_ticking (hatch_view));

  /* Reduced motion: a still frame, though playing. */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  g_assert_false (ak_hatch_view_is_ticking (hatch_view));
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);
  g_assert_true (ak_hatch_view_is_ticking (hatch_view));

  /* Back to one kitchen: the hatch scene is hidden and stops. */
  g_assert_true (ak_kitchen_page_select_preset (page, "cpu"));
  iterate_until (is_unmapped, hatch_view);
  g_assert_false (ak_hatch_view_is_ticking (hatch_view));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (scale)));
  g_assert_nonnull (strstr (ak_kitchen_page_get_caption (page), "Compute-bound"));

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int argc, char *argv[])
{
  if (!ui_test_init (&argc, &argv))
    return 0;

  g_test_add_func ("/hatch-renderer/two-sizes", test_render_two_sizes);
  g_test_add_func ("/hatch-renderer/verdict-from-first-frame", test_verdict_from_first_frame);
  g_test_add_func ("/kitchen-page/hatch-preset", test_page_hatch_preset);

  return g_test_run ();
}

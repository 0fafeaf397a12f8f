/* test-contrast-scene.c: the kitchen scenes and the charts' palette
 * against what is really behind them (suite "ui")
 *
 * Issue 18 item 6 and issue 30 item 5 (WCAG 2.2 AA 1.4.3, 1.4.11): renders
 * the kitchen page and the kitchens that share a hatch in the light, the
 * dark and the high-contrast styles to pixels (ak-test-contrast.h) and
 * reads them where the layout (ak_kitchen_layout_new(),
 * ak_hatch_layout_new()) says each thing is drawn: walls, shelves, the
 * stock, ingredients, cooks and captions. In high contrast the scenes must
 * reach the higher ratios of app_graphics_ratio() and app_text_ratio(): a
 * scene drawn as in the normal style fails there. The roofline and batch
 * palettes are checked against the page background read from the same
 * pixels.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ak-batch-renderer.h"
#include "ak-hatch-renderer.h"
#include "ak-hatch-view.h"
#include "ak-kitchen-page.h"
#include "ak-kitchen-renderer.h"
#include "ak-roofline-renderer.h"
#include "ak-window.h"

#include "ak-test-contrast.h"

static Rgb
rect_centre (const Shot              *shot,
             GtkWidget               *area,
             const cairo_rectangle_t *r)
{
  return pixel_in (shot, area, r->x + r->width / 2, r->y + r->height / 2);
}

/* The strongest pixel of the band (@x, @y, @width, @height) of @area
 * against each of @a and @b, both at least @wanted: a line drawn between
 * two regions stands out from both. */
static void
assert_line (const Shot *shot,
             GtkWidget  *area,
             const char *what,
             double      x,
             double      y,
             double      width,
             double      height,
             Rgb         a,
             Rgb         b,
             double      wanted)
{
  graphene_rect_t band = GRAPHENE_RECT_INIT (x, y, width, height);
  g_autofree char *on_a = g_strdup_printf ("%s, on one side", what);
  g_autofree char *on_b = g_strdup_printf ("%s, on the other", what);

  assert_ratio (on_a, strongest_in (shot, area, &band, a), a, wanted);
  assert_ratio (on_b, strongest_in (shot, area, &band, b), b, wanted);
}

/* A caption or readout drawn into a scene: its strongest pixel against
 * the scene at its box's corner. */
static void
assert_scene_text (const Shot              *shot,
                   GtkWidget               *area,
                   const char              *what,
                   const cairo_rectangle_t *box,
                   double                   wanted)
{
  graphene_rect_t text = GRAPHENE_RECT_INIT (box->x, box->y, box->width, box->height);
  Rgb behind = pixel_in (shot, area, box->x, box->y);

  assert_ratio (what, strongest_in (shot, area, &text, behind), behind, wanted);
}

/* ---- the kitchen -------------------------------------------------------------- */

static gboolean
sim_has_run (gpointer view)
{
  return ak_kitchen_sim_get_time (ak_kitchen_view_get_sim (view)) > AK_KITCHEN_VIEW_WARM_UP_SECONDS + 0.5;
}

/* The pantry's walls are its tint; its shelves are lines across it, seen
 * between the first two crates of the top shelf. */
static void
check_pantry (const Shot              *shot,
              GtkWidget               *area,
              const cairo_rectangle_t *p,
              Rgb                      scene,
              Style                    style)
{
  double shelf = p->height / 4, crate = MIN (shelf * 0.45, p->width / 5);
  double shelf_y = p->y + shelf - 3;
  Rgb pantry = pixel_in (shot, area, p->x + p->width / 2, p->y + shelf * 0.2);
  graphene_rect_t gap = GRAPHENE_RECT_INIT (p->x + 5 + crate + 1, floor (shelf_y), 0.4 * crate - 2, 3);

  g_assert_cmpfloat (gap.size.width, >=, 1);
  assert_ratio ("kitchen: pantry stock",
                pixel_in (shot, area, p->x + 5 + crate / 2, shelf_y - crate / 2), pantry,
                app_graphics_ratio (style));
  assert_ratio ("kitchen: a pantry shelf", strongest_in (shot, area, &gap, pantry), pantry,
                app_graphics_ratio (style));
  g_test_message ("(the pantry against the scene: %.2f:1)", contrast (pantry, scene));
}

/* The hallway's walls, 2 units above and below its floor, against the
 * floor and the scene outside. */
static void
check_hallway (const Shot              *shot,
               GtkWidget               *area,
               const cairo_rectangle_t *h,
               Rgb                      scene,
               Style                    style)
{
  Rgb floor_colour = pixel_in (shot, area, h->x + 1, h->y + h->height - 1);

  assert_line (shot, area, "kitchen: the hallway's upper wall", h->x + 2, h->y - 2, h->width - 4, 2,
               floor_colour, scene, app_graphics_ratio (style));
  assert_line (shot, area, "kitchen: the hallway's lower wall", h->x + 2, h->y + h->height, h->width - 4, 2,
               floor_colour, scene, app_graphics_ratio (style));
}

static void
check_kitchen_shot (const Shot   *shot,
                    GtkWidget    *area,
                    AkKitchenSim *sim,
                    Style         style)
{
  g_autoptr(AkKitchenLayout) layout = ak_kitchen_layout_new (sim, gtk_widget_get_pango_context (area),
                                                             gtk_widget_get_width (area),
                                                             gtk_widget_get_height (area));
  const cairo_rectangle_t *h = &layout->hallway;
  const cairo_rectangle_t *c = &layout->counter;
  Rgb scene = pixel_in (shot, area, layout->stations.x + 1, layout->stations.y + 1);
  gboolean busy_seen = FALSE;

  check_pantry (shot, area, &layout->pantry, scene, style);
  check_hallway (shot, area, h, scene, style);

  g_assert_cmpuint (layout->ingredients->len, >, 0);
  assert_ratio ("kitchen: ingredient in the hallway",
                rect_centre (shot, area, &g_array_index (layout->ingredients, cairo_rectangle_t, 0)),
                pixel_in (shot, area, h->x + 1, h->y + h->height - 1), app_graphics_ratio (style));

  if (layout->n_on_counter > 0)
    assert_ratio ("kitchen: ingredient on the counter",
                  rect_centre (shot, area, &g_array_index (layout->counter_slots, cairo_rectangle_t, 0)),
                  pixel_in (shot, area, c->x + 1.5, c->y + c->height / 2), app_graphics_ratio (style));

  for (guint i = 0; i < layout->cooks->len && !busy_seen; i++)
    if (ak_kitchen_sim_get_cook (sim, i)->remaining > 0)
      {
        const cairo_rectangle_t *body = &g_array_index (layout->cooks, cairo_rectangle_t, i);

        assert_ratio ("kitchen: chopping cook",
                      pixel_in (shot, area, body->x + body->width / 2, body->y + body->height * 0.3),
                      scene, app_graphics_ratio (style));
        busy_seen = TRUE;
      }
  g_assert_true (busy_seen);

  for (guint i = 0; i < AK_KITCHEN_N_CAPTIONS; i++)
    {
      g_autofree char *what = g_strdup_printf ("kitchen: caption %u", i);

      assert_scene_text (shot, area, what, &layout->captions[i], app_text_ratio (style));
    }
  assert_scene_text (shot, area, "kitchen: the verdict and figures", &layout->readout, app_text_ratio (style));
}

static void
test_kitchen (gconstpointer data)
{
  Style style = begin_style (data);
  g_autoptr(AkApplication) app = test_application ();
  g_autoptr(AkLesson) lesson = bundled_lesson ();
  AkWindow *window;
  AkKitchenView *view;
  GtkWidget *area;

  window = ak_window_new (app);
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);
  ak_window_set_lesson (window, lesson, "kitchen");
  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 900);
  gtk_window_present (GTK_WINDOW (window));
  iterate_until (is_mapped, window);
  view = ak_kitchen_page_get_view (AK_KITCHEN_PAGE (ak_window_get_page_widget (window, "kitchen")));
  iterate_until (sim_has_run, view);
  ak_kitchen_view_set_playing (view, FALSE);
  area = find_widget (GTK_WIDGET (view), is_drawing_area, NULL);
  g_assert_nonnull (area);
  scroll_into_view (area);

  {
    g_autoptr(Shot) shot = take_shot (GTK_WIDGET (window));

    save_styled_shot (shot, "kitchen", style);
    check_kitchen_shot (shot, area, ak_kitchen_view_get_sim (view), style);
  }
  gtk_window_destroy (GTK_WINDOW (window));
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
}

/* ---- kitchens that share a hatch ---------------------------------------------- */

/* Four of the lesson's CPU kitchens (test-hatch-view.c) a little into
 * their first order: every cook chopping, each bar partly filled. */
static AkHatchSim *
four_kitchens (void)
{
  AkKitchenPreset preset = {
    .id = (char *) "test", .label = (char *) "test",
    .cooks = 8, .chops_per_second_per_cook = 10,
    .hallway_ingredients_per_second = 40, .chops_per_ingredient = 4,
    .counter_capacity = 8, .kitchens = 4, .hatch_items_per_second = 160,
  };
  g_autoptr(AkKitchenSim) kitchen = ak_kitchen_sim_new (1);
  AkHatchSim *sim = ak_hatch_sim_new (kitchen);

  g_assert_true (ak_hatch_sim_apply_preset (sim, &preset, NULL));
  g_assert_true (ak_hatch_sim_step (sim, 0.05, NULL));
  g_assert_cmpint (ak_hatch_sim_get_phase (sim), ==, AK_HATCH_PHASE_COOK);
  return sim;
}

static void
check_hatch_shot (const Shot *shot,
                  GtkWidget  *area,
                  AkHatchSim *sim,
                  Style       style)
{
  g_autoptr(AkHatchLayout) layout = ak_hatch_layout_new (sim, gtk_widget_get_pango_context (area),
                                                         gtk_widget_get_width (area),
                                                         gtk_widget_get_height (area));
  const cairo_rectangle_t *k = &g_array_index (layout->kitchens, cairo_rectangle_t, 0);
  const cairo_rectangle_t *last = &g_array_index (layout->kitchens, cairo_rectangle_t, layout->kitchens->len - 1);
  const cairo_rectangle_t *bar = &g_array_index (layout->bars, cairo_rectangle_t, 0);
  const cairo_rectangle_t *hatch = &g_array_index (layout->hatches, cairo_rectangle_t, 0);
  const cairo_rectangle_t *cook = &g_array_index (layout->cooks, cairo_rectangle_t, 0);
  double ring_y = k->y + k->height + 8;
  Rgb scene = pixel_in (shot, area, k->x + k->width / 2, layout->readout.y + layout->readout.height + 4);
  Rgb inside = pixel_in (shot, area, k->x + 4, k->y + k->height / 2);
  double graphics = app_graphics_ratio (style);
  graphene_rect_t band;

  g_assert_cmpfloat (layout->bar_fill, >, 0.1);
  g_assert_cmpfloat (layout->bar_fill, <, 0.9);
  /* The kitchen's wall is its 2-unit outline, centred on its edge. */
  assert_line (shot, area, "hatch: a kitchen's wall", k->x - 1, k->y + k->height / 2, 2, 1,
               inside, scene, graphics);
  assert_ratio ("hatch: a chopping cook", rect_centre (shot, area, cook), inside, graphics);
  assert_ratio ("hatch: the share chopped", pixel_in (shot, area, bar->x + 1, bar->y + bar->height / 2), inside,
                graphics);
  band = GRAPHENE_RECT_INIT (bar->x + bar->width - 1, bar->y + 1, 2, bar->height - 2);
  assert_ratio ("hatch: the end of the share's bar", strongest_in (shot, area, &band, inside), inside, graphics);
  band = GRAPHENE_RECT_INIT (hatch->x + 1, hatch->y - 1, hatch->width - 2, 2);
  assert_ratio ("hatch: the hatch", strongest_in (shot, area, &band, scene), scene, graphics);
  band = GRAPHENE_RECT_INIT ((k->x + last->x) / 2, ring_y - 1, 2, 2);
  assert_ratio ("hatch: the ring back to the first kitchen", strongest_in (shot, area, &band, scene), scene,
                graphics);
  assert_scene_text (shot, area, "hatch: the verdict and figures", &layout->readout, app_text_ratio (style));
}

/* Four kitchens and a hatch shown in a window, drawn. */
static GtkWidget *
show_hatch (AkHatchSim  *sim,
            GtkWidget  **area)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *view = ak_hatch_view_new ();

  ak_hatch_view_set_sim (AK_HATCH_VIEW (view), sim);
  ak_hatch_view_set_playing (AK_HATCH_VIEW (view), FALSE);
  gtk_window_set_default_size (GTK_WINDOW (window), 800, 500);
  gtk_window_set_child (GTK_WINDOW (window), view);
  gtk_window_present (GTK_WINDOW (window));
  *area = find_widget (view, is_drawing_area, NULL);
  g_assert_nonnull (*area);
  iterate_until (is_drawn, *area);
  iterate_briefly ();
  return window;
}

static void
test_hatch (gconstpointer data)
{
  Style style = begin_style (data);
  g_autoptr(AkHatchSim) sim = four_kitchens ();
  GtkWidget *area;
  GtkWidget *window = show_hatch (sim, &area);
  g_autoptr(Shot) shot = take_shot (window);

  save_styled_shot (shot, "hatch", style);
  check_hatch_shot (shot, area, sim, style);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* High contrast turned on while the scene is shown: the scene is drawn
 * again at once (its own CSS colour stays the same). */
static void
test_hatch_turned_hc (void)
{
  g_autoptr(AkHatchSim) sim = four_kitchens ();
  GtkWidget *area;
  GtkWidget *window;
  g_autoptr(Shot) shot = NULL;

  set_style (STYLE_LIGHT);
  window = show_hatch (sim, &area);
  set_style (STYLE_HC);
  shot = take_shot (window);
  save_styled_shot (shot, "hatch-turned", STYLE_HC);
  check_hatch_shot (shot, area, sim, STYLE_HC);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* ---- the roofline and batch charts' palettes ---------------------------------- */

/* The page colour and the text colour of a plain window in the style. */
static void
window_colours (Rgb     *background,
                AkColor *foreground)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *label = gtk_label_new ("Aa");
  GdkRGBA rgba;

  gtk_window_set_child (GTK_WINDOW (window), label);
  gtk_window_present (GTK_WINDOW (window));
  iterate_until (is_drawn, label);
  iterate_briefly ();
  {
    g_autoptr(Shot) shot = take_shot (window);

    *background = pixel (shot, 1, 1);
  }
  gtk_style_context_get_color (gtk_widget_get_style_context (label), &rgba);
  *foreground = (AkColor) { rgba.red, rgba.green, rgba.blue, rgba.alpha };
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_palettes (gconstpointer data)
{
  const AkColor clear = { 0, 0, 0, 0 };
  AkColor fg;
  AkChartColors roof;
  AkChartColors batch;
  Rgb bg;

  begin_style (data);
  /* One palette for every chart; each chart's uses of it checked by name. */
  window_colours (&bg, &fg);
  ak_chart_colors_init (&roof, &fg, &clear);
  batch = roof;

  assert_ratio ("roofline: text and roofs", over (&roof.foreground, bg), bg, TEXT_RATIO);
  assert_ratio ("roofline: memory-bound points", over (&roof.memory, bg), bg, GRAPHICS_RATIO);
  assert_ratio ("roofline: compute-bound points", over (&roof.compute, bg), bg, GRAPHICS_RATIO);
  /* These two roofs' labels are drawn in their colours: text. */
  assert_ratio ("roofline: compared roof and its label", over (&roof.compare, bg), bg, TEXT_RATIO);
  assert_ratio ("roofline: vector roof and its label", over (&roof.vector, bg), bg, TEXT_RATIO);
  assert_ratio ("batch: text", over (&batch.foreground, bg), bg, TEXT_RATIO);
  assert_ratio ("batch: weights", over (&batch.memory, bg), bg, GRAPHICS_RATIO);
  assert_ratio ("batch: KV cache", over (&batch.compare, bg), bg, GRAPHICS_RATIO);
  /* So is the critical batch's label. */
  assert_ratio ("batch: compute and the critical batch label", over (&batch.compute, bg), bg, TEXT_RATIO);
  assert_ratio ("batch: tokens/s", over (&batch.vector, bg), bg, GRAPHICS_RATIO);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(AkApplication) app = NULL;
  const Style styles[] = { STYLE_LIGHT, STYLE_DARK, STYLE_HC, STYLE_HC_DARK };
  const Style plain[] = { STYLE_LIGHT, STYLE_DARK };

  if (!ui_test_init (&argc, &argv))
    return 0;

  /* Registered, so libadwaita is set up and the app's style sheets loaded. */
  app = test_application ();
  /* Colours as they end up, not a moment of a CSS transition. Only the
   * kitchen, which does not play without animations, turns them on. */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  add_styled ("/contrast/kitchen", test_kitchen, styles, G_N_ELEMENTS (styles));
  add_styled ("/contrast/hatch", test_hatch, styles, G_N_ELEMENTS (styles));
  add_styled ("/contrast/palettes", test_palettes, plain, G_N_ELEMENTS (plain));
  if (style_available (STYLE_HC))
    g_test_add_func ("/contrast/hatch/turned-hc", test_hatch_turned_hc);
  return g_test_run ();
}

/* test-contrast.c: colours against what is really behind them (suite "ui")
 *
 * Issue 18 items 6 and 7 (WCAG 2.x 1.4.3, 1.4.11, 2.4.7): renders the
 * sort page, the kitchen and a focused button in the light and the dark
 * style to pixels (GtkWidgetPaintable, the window's own GSK renderer) and
 * reads them at the places where the elements are drawn: 4.5:1 for text,
 * 3:1 for graphics and for the focus ring, against the colour behind each.
 * The roofline and batch palettes are checked against the page background
 * read from the same pixels.
 *
 * Contrast ratio (L1 + 0.05) / (L2 + 0.05) of the relative luminances
 * L = 0.2126 R + 0.7152 G + 0.0722 B of linearised sRGB (WCAG 2.x,
 * "relative luminance" and "contrast ratio").
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <gtk/gtk.h>
#include <math.h>

#include "ak-batch-renderer.h"
#include "ak-focus.h"
#include "ak-kitchen-page.h"
#include "ak-kitchen-renderer.h"
#include "ak-page-factory.h"
#include "ak-roofline-renderer.h"
#include "ak-sort-page.h"
#include "ak-window.h"

#include "ak-test-ui.h"

#define TEXT_RATIO     4.5
#define GRAPHICS_RATIO 3.0

typedef struct {
  double r, g, b;
} Rgb;

/* ---- WCAG 2.x --------------------------------------------------------------- */

static double
linearise (double c)
{
  return c <= 0.04045 ? c / 12.92 : pow ((c + 0.055) / 1.055, 2.4);
}

static double
luminance (Rgb c)
{
  return 0.2126 * linearise (c.r) + 0.7152 * linearise (c.g) + 0.0722 * linearise (c.b);
}

static double
contrast (Rgb a,
          Rgb b)
{
  double la = luminance (a), lb = luminance (b);

  return (MAX (la, lb) + 0.05) / (MIN (la, lb) + 0.05);
}

/* @color painted over @behind. */
static Rgb
over (const AkColor *color,
      Rgb            behind)
{
  double a = color->alpha;

  return (Rgb) { color->red * a + behind.r * (1 - a),
                 color->green * a + behind.g * (1 - a),
                 color->blue * a + behind.b * (1 - a) };
}

/* ---- pixels ------------------------------------------------------------------ */

typedef struct {
  GtkWidget *root;
  int        width;
  int        height;
  gsize      stride;
  guchar    *data;      /* premultiplied ARGB32, native endian; the root is opaque */
} Shot;

static void
shot_free (Shot *shot)
{
  g_free (shot->data);
  g_free (shot);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Shot, shot_free)

/* @root as it is drawn now, through its own renderer. */
/* @root's render node, once it has one (a busy machine lays a new window
 * out a few frames late; the minute only guards a hang). */
static GskRenderNode *
root_node (GtkWidget *root)
{
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (root);
  gint64 deadline = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;

  for (;;)
    {
      g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
      GskRenderNode *node;

      gdk_paintable_snapshot (paintable, snapshot, gtk_widget_get_width (root), gtk_widget_get_height (root));
      node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
      if (node != NULL || g_get_monotonic_time () > deadline)
        return node;
      iterate_briefly ();
    }
}

static Shot *
take_shot (GtkWidget *root)
{
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  GskRenderer *renderer = gtk_native_get_renderer (GTK_NATIVE (root));
  Shot *shot = g_new0 (Shot, 1);

  /* Styles are brought up to date in a frame. */
  gtk_widget_queue_draw (root);
  iterate_frames (root, 2);
  node = root_node (root);
  g_assert_nonnull (node);
  shot->root = root;
  shot->width = gtk_widget_get_width (root);
  shot->height = gtk_widget_get_height (root);
  texture = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, shot->width, shot->height));
  shot->stride = (gsize) gdk_texture_get_width (texture) * 4;
  shot->data = g_malloc ((gsize) gdk_texture_get_height (texture) * shot->stride);
  gdk_texture_download (texture, shot->data, shot->stride);
  shot->width = gdk_texture_get_width (texture);
  shot->height = gdk_texture_get_height (texture);
  return shot;
}

/* With AK_CONTRAST_SHOTS=DIR, each shot is saved there to be looked at. */
static void
save_shot (const Shot *shot,
           const char *name)
{
  const char *dir = g_getenv ("AK_CONTRAST_SHOTS");
  g_autofree char *path = NULL;
  cairo_surface_t *surface;

  if (dir == NULL)
    return;
  path = g_strdup_printf ("%s/%s.png", dir, name);
  surface = cairo_image_surface_create_for_data (shot->data, CAIRO_FORMAT_ARGB32,
                                                 shot->width, shot->height, (int) shot->stride);
  cairo_surface_write_to_png (surface, path);
  cairo_surface_destroy (surface);
}

/* The pixel at (@x, @y) of the shot, which must be inside it: a point
 * outside was not drawn, and the nearest edge pixel says nothing about it. */
static Rgb
pixel (const Shot *shot,
       double      x,
       double      y)
{
  int ix = (int) floor (x);
  int iy = (int) floor (y);
  guint32 p;

  g_assert_cmpint (ix, >=, 0);
  g_assert_cmpint (ix, <, shot->width);
  g_assert_cmpint (iy, >=, 0);
  g_assert_cmpint (iy, <, shot->height);
  p = *(const guint32 *) (shot->data + iy * shot->stride + ix * 4);

  return (Rgb) { ((p >> 16) & 0xff) / 255.0, ((p >> 8) & 0xff) / 255.0, (p & 0xff) / 255.0 };
}

/* @widget's border box in the shot. (In GTK 4.8 gtk_widget_compute_point()
 * and gtk_widget_get_width() mean the content box, inside the padding.) */
static graphene_rect_t
box_of (const Shot *shot,
        GtkWidget  *widget)
{
  graphene_rect_t box;

  g_assert_true (gtk_widget_compute_bounds (widget, shot->root, &box));
  return box;
}

/* The pixel at (@x, @y) from the top left of @widget's border box. */
static Rgb
pixel_in (const Shot *shot,
          GtkWidget  *widget,
          double      x,
          double      y)
{
  graphene_rect_t box = box_of (shot, widget);

  return pixel (shot, box.origin.x + x, box.origin.y + y);
}

/* The pixel of @widget's area that contrasts most with @behind: the core
 * of a glyph's stroke, of a dashed border's dash. */
static Rgb
strongest_in (const Shot            *shot,
              GtkWidget             *widget,
              const graphene_rect_t *area,
              Rgb                    behind)
{
  Rgb best = behind;

  for (double y = area->origin.y; y < area->origin.y + area->size.height; y++)
    for (double x = area->origin.x; x < area->origin.x + area->size.width; x++)
      {
        Rgb here = pixel_in (shot, widget, x + 0.5, y + 0.5);

        if (contrast (here, behind) > contrast (best, behind))
          best = here;
      }
  return best;
}

static void
assert_ratio (const char *what,
              Rgb         fore,
              Rgb         back,
              double      wanted)
{
  double ratio = contrast (fore, back);

  g_test_message ("%s: %.2f:1 (#%02x%02x%02x on #%02x%02x%02x, wanted %.1f:1)", what, ratio,
                  (int) lround (fore.r * 255), (int) lround (fore.g * 255), (int) lround (fore.b * 255),
                  (int) lround (back.r * 255), (int) lround (back.g * 255), (int) lround (back.b * 255),
                  wanted);
  if (ratio < wanted)
    {
      g_test_message ("FAIL: %s below %.1f:1", what, wanted);
      g_test_fail ();
    }
}

/* A text label's contrast: its strongest pixel against its corner. */
static void
assert_text (const Shot *shot,
             const char *what,
             GtkWidget  *label)
{
  graphene_rect_t box = box_of (shot, label);
  graphene_rect_t area = GRAPHENE_RECT_INIT (0, 0, box.size.width, box.size.height);
  Rgb behind = pixel_in (shot, label, 0.5, 0.5);

  g_assert_true (gtk_widget_get_mapped (label));
  assert_ratio (what, strongest_in (shot, label, &area, behind), behind, TEXT_RATIO);
}

/* ---- light and dark ------------------------------------------------------- */

static void
set_dark (gboolean dark)
{
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT);
}

static gboolean
is_drawn (gpointer widget)
{
  return gtk_widget_get_mapped (widget) && gtk_widget_get_width (widget) > 0;
}

/* ---- on screen ------------------------------------------------------------ */

/* The scrolled window around @widget, or NULL. */
static GtkWidget *
scroller_above (GtkWidget *widget)
{
  GtkWidget *parent = gtk_widget_get_parent (widget);

  return parent != NULL ? gtk_widget_get_ancestor (parent, GTK_TYPE_SCROLLED_WINDOW) : NULL;
}

/* Whether @widget's border box lies inside @area's allocation. */
static gboolean
is_inside (GtkWidget *widget,
           GtkWidget *area)
{
  graphene_rect_t box;

  return gtk_widget_compute_bounds (widget, area, &box) &&
         box.origin.x >= 0 && box.origin.x + box.size.width <= gtk_widget_get_width (area) &&
         box.origin.y >= 0 && box.origin.y + box.size.height <= gtk_widget_get_height (area);
}

/* Whether @widget is where its window shows it: inside the window and
 * inside every scrolled window around it. */
static gboolean
is_in_view (gpointer widget)
{
  GtkWidget *root = GTK_WIDGET (gtk_widget_get_root (widget));

  for (GtkWidget *scroller = scroller_above (widget); scroller != NULL; scroller = scroller_above (scroller))
    if (!is_inside (widget, scroller))
      return FALSE;
  return root != NULL && is_inside (widget, root);
}

/* The value of @adjustment that shows [@start, @start + @size) of a
 * viewport @extent long, whose visible part begins at 0. */
static double
value_showing (GtkAdjustment *adjustment,
               double         start,
               double         size,
               double         extent)
{
  double value = gtk_adjustment_get_value (adjustment);

  if (start < 0)
    value += start;
  else if (start + size > extent)
    value += start + size - extent;
  return value;
}

/* Scrolls every scrolled window around @widget until all of it is in
 * view, and waits until the page is laid out so: GTK 4 makes a window no
 * larger than the screen (a 900 x 2400 window under a 1280 x 1024 Xvfb is
 * 1024 high), so a long page shows only its top. */
static void
scroll_into_view (GtkWidget *widget)
{
  for (GtkWidget *scroller = scroller_above (widget); scroller != NULL; scroller = scroller_above (scroller))
    {
      GtkScrolledWindow *sw = GTK_SCROLLED_WINDOW (scroller);
      graphene_rect_t box;

      g_assert_true (gtk_widget_compute_bounds (widget, scroller, &box));
      g_assert_cmpfloat (box.size.width, <=, gtk_widget_get_width (scroller));
      g_assert_cmpfloat (box.size.height, <=, gtk_widget_get_height (scroller));
      gtk_adjustment_set_value (gtk_scrolled_window_get_hadjustment (sw),
                                value_showing (gtk_scrolled_window_get_hadjustment (sw), box.origin.x,
                                               box.size.width, gtk_widget_get_width (scroller)));
      gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (sw),
                                value_showing (gtk_scrolled_window_get_vadjustment (sw), box.origin.y,
                                               box.size.height, gtk_widget_get_height (scroller)));
    }
  iterate_until (is_in_view, widget);
}

/* Whether @widget is drawn as having the visible keyboard focus (GTK sets
 * the state only in the active window, once it has the focus). */
static gboolean
shows_focus (gpointer widget)
{
  return (gtk_widget_get_state_flags (widget) & GTK_STATE_FLAG_FOCUS_VISIBLE) != 0;
}

/* ---- the sort game ---------------------------------------------------------- */

static gboolean
has_css_class (GtkWidget     *widget,
               gconstpointer  css_class)
{
  return gtk_widget_get_mapped (widget) && gtk_widget_has_css_class (widget, css_class);
}

static gboolean
is_drawing_area (GtkWidget     *widget,
                 gconstpointer  data)
{
  return GTK_IS_DRAWING_AREA (widget);
}

static GtkWidget *
find_css_class (GtkWidget  *widget,
                const char *css_class)
{
  return find_widget (widget, has_css_class, css_class);
}

/* A shuffle seed that puts every piece that is right in compute after
 * every one that is wrong there: the first "Right" card as far down the
 * board as it can be. */
static guint32
seed_right_last (const AkPage *sort)
{
  g_autoptr(AkSortGame) game = ak_sort_game_new (sort->pieces);
  guint n = ak_sort_game_get_n_pieces (game);

  for (guint i = 0; i < n; i++)
    g_assert_true (ak_sort_game_place (game, ak_sort_game_get_piece_id (game, i), AK_BIN_COMPUTE, NULL));

  for (guint32 seed = 1; seed < 1000000; seed++)
    {
      guint last_wrong = 0, first_right = G_MAXUINT;

      ak_sort_game_shuffle (game, seed);
      for (guint i = 0; i < n; i++)
        {
          const char *id = ak_sort_game_get_piece_id (game, i);
          guint position = ak_sort_game_get_position (game, id);

          if (ak_sort_game_is_correct (game, id))
            first_right = MIN (first_right, position);
          else
            last_wrong = MAX (last_wrong, position);
        }
      if (first_right != G_MAXUINT && first_right > last_wrong)
        return seed;
    }
  g_assert_not_reached ();
}

/* @right_last: the cards in the order seed_right_last() gives, not the
 * page's own random one. */
static void
check_sort_page (gboolean dark,
                 gboolean right_last)
{
  g_autoptr(AkLesson) lesson = bundled_lesson ();
  g_autoptr(AkPageContext) context = test_page_context (lesson, NULL);
  const AkPage *sort = ak_lesson_find_page (lesson, "sort", NULL);
  GtkWidget *window = gtk_window_new ();
  GtkWidget *page = ak_page_factory_create (context, sort);
  AkSortGame *game = ak_sort_page_get_game (AK_SORT_PAGE (page));
  g_autoptr(Shot) shot = NULL;
  GtkWidget *right, *wrong, *help;
  graphene_rect_t edge;
  Rgb page_bg;

  set_dark (dark);
  gtk_window_set_default_size (GTK_WINDOW (window), 900, 2400);
  gtk_window_set_child (GTK_WINDOW (window), page);
  gtk_window_present (GTK_WINDOW (window));
  iterate_until (is_drawn, page);
  if (right_last)
    ak_sort_game_shuffle (game, seed_right_last (sort));

  /* Every piece in compute: some right, some wrong. */
  for (guint i = 0; i < ak_sort_game_get_n_pieces (game); i++)
    g_assert_true (ak_sort_game_place (game, ak_sort_game_get_piece_id (game, i), AK_BIN_COMPUTE, NULL));
  g_assert_true (ak_sort_game_check (game, NULL));
  iterate_briefly ();

  right = find_css_class (page, "correct");
  wrong = find_css_class (page, "wrong");
  help = find_css_class (page, "dim-label");
  g_assert_nonnull (right);
  g_assert_nonnull (wrong);
  g_assert_nonnull (help);

  /* The board is longer than the window (see scroll_into_view()), and the
   * cards come in a new random order every time: each element is scrolled
   * into view and shot there, as a reader scrolls to it. */
  scroll_into_view (help);
  shot = take_shot (window);
  save_shot (shot, dark ? "sort-dark-help" : "sort-light-help");
  assert_text (shot, "sort: dim help text", help);
  g_clear_pointer (&shot, shot_free);

  scroll_into_view (wrong);
  shot = take_shot (window);
  save_shot (shot, dark ? "sort-dark-wrong" : "sort-light-wrong");
  /* Beside the card, inside the bin's padding: the page itself. */
  page_bg = pixel_in (shot, wrong, -4, box_of (shot, wrong).size.height / 2);
  assert_text (shot, "sort: “Wrong” verdict", find_css_class (wrong, "sort-verdict-label"));
  /* The wrong card's dashed border, against the page and the card inside. */
  edge = GRAPHENE_RECT_INIT (0, 0, 2, box_of (shot, wrong).size.height);
  assert_ratio ("sort: “Wrong” border on the page",
                strongest_in (shot, wrong, &edge, page_bg), page_bg, GRAPHICS_RATIO);
  assert_ratio ("sort: “Wrong” border on the card",
                strongest_in (shot, wrong, &edge, pixel_in (shot, wrong, 8, 8)),
                pixel_in (shot, wrong, 8, 8), GRAPHICS_RATIO);
  g_clear_pointer (&shot, shot_free);

  scroll_into_view (right);
  shot = take_shot (window);
  save_shot (shot, dark ? "sort-dark-right" : "sort-light-right");
  page_bg = pixel_in (shot, right, -4, box_of (shot, right).size.height / 2);
  assert_text (shot, "sort: “Right” verdict", find_css_class (right, "sort-verdict-label"));
  edge = GRAPHENE_RECT_INIT (0, 0, 2, box_of (shot, right).size.height);
  assert_ratio ("sort: “Right” border on the page",
                strongest_in (shot, right, &edge, page_bg), page_bg, GRAPHICS_RATIO);

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_sort_light (void)
{
  check_sort_page (FALSE, FALSE);
}

static void
test_sort_dark (void)
{
  check_sort_page (TRUE, FALSE);
}

/* The board is longer than the window: the first "Right" card is below
 * what the window shows until it is scrolled to (the page's random order
 * did that about one run in four). */
static void
test_sort_right_last (void)
{
  check_sort_page (FALSE, TRUE);
}

/* ---- the kitchen -------------------------------------------------------------- */

static gboolean
sim_has_run (gpointer view)
{
  return ak_kitchen_sim_get_time (ak_kitchen_view_get_sim (view)) > AK_KITCHEN_VIEW_WARM_UP_SECONDS + 0.5;
}

static Rgb
rect_centre (const Shot              *shot,
             GtkWidget               *area,
             const cairo_rectangle_t *r)
{
  return pixel_in (shot, area, r->x + r->width / 2, r->y + r->height / 2);
}

static void
check_kitchen_shot (const Shot   *shot,
                    GtkWidget    *area,
                    AkKitchenSim *sim)
{
  g_autoptr(AkKitchenLayout) layout = ak_kitchen_layout_new (sim, gtk_widget_get_pango_context (area),
                                                             gtk_widget_get_width (area),
                                                             gtk_widget_get_height (area));
  const cairo_rectangle_t *p = &layout->pantry;
  const cairo_rectangle_t *h = &layout->hallway;
  const cairo_rectangle_t *c = &layout->counter;
  double shelf = p->height / 4, crate = MIN (shelf * 0.45, p->width / 5);
  Rgb scene = pixel_in (shot, area, layout->stations.x + 1, layout->stations.y + 1);
  gboolean busy_seen = FALSE;

  /* A stocked crate on the pantry's top shelf, against the pantry. */
  assert_ratio ("kitchen: pantry stock",
                pixel_in (shot, area, p->x + 5 + crate / 2, p->y + shelf - 3 - crate / 2),
                pixel_in (shot, area, p->x + p->width / 2, p->y + shelf * 0.2), GRAPHICS_RATIO);

  g_assert_cmpuint (layout->ingredients->len, >, 0);
  assert_ratio ("kitchen: ingredient in the hallway",
                rect_centre (shot, area, &g_array_index (layout->ingredients, cairo_rectangle_t, 0)),
                pixel_in (shot, area, h->x + 1, h->y + h->height - 1), GRAPHICS_RATIO);

  if (layout->n_on_counter > 0)
    assert_ratio ("kitchen: ingredient on the counter",
                  rect_centre (shot, area, &g_array_index (layout->counter_slots, cairo_rectangle_t, 0)),
                  pixel_in (shot, area, c->x + 1.5, c->y + c->height / 2), GRAPHICS_RATIO);

  for (guint i = 0; i < layout->cooks->len && !busy_seen; i++)
    if (ak_kitchen_sim_get_cook (sim, i)->remaining > 0)
      {
        const cairo_rectangle_t *body = &g_array_index (layout->cooks, cairo_rectangle_t, i);

        assert_ratio ("kitchen: chopping cook",
                      pixel_in (shot, area, body->x + body->width / 2, body->y + body->height * 0.3),
                      scene, GRAPHICS_RATIO);
        busy_seen = TRUE;
      }
  g_assert_true (busy_seen);
}

static void
check_kitchen (gboolean dark)
{
  g_autoptr(AkApplication) app = test_application ();
  g_autoptr(AkLesson) lesson = bundled_lesson ();
  AkWindow *window = ak_window_new (app);
  AkKitchenView *view;
  GtkWidget *area;

  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);
  set_dark (dark);
  ak_window_set_lesson (window, lesson, "kitchen");
  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 900);
  gtk_window_present (GTK_WINDOW (window));
  iterate_until (is_mapped, window);
  view = ak_kitchen_page_get_view (AK_KITCHEN_PAGE (ak_window_get_page_widget (window, "kitchen")));
  iterate_until (sim_has_run, view);
  ak_kitchen_view_set_playing (view, FALSE);
  area = find_widget (GTK_WIDGET (view), is_drawing_area, NULL);
  g_assert_nonnull (area);
  iterate_briefly ();

  {
    g_autoptr(Shot) shot = take_shot (GTK_WIDGET (window));

    save_shot (shot, dark ? "kitchen-dark" : "kitchen-light");
    check_kitchen_shot (shot, area, ak_kitchen_view_get_sim (view));
  }
  gtk_window_destroy (GTK_WINDOW (window));
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
}

static void
test_kitchen_light (void)
{
  check_kitchen (FALSE);
}

static void
test_kitchen_dark (void)
{
  check_kitchen (TRUE);
}

/* ---- the roofline and batch charts' palettes ---------------------------------- */

/* The page colour and the text colour of a plain window in the style. */
static void
window_colours (gboolean  dark,
                Rgb      *background,
                AkColor  *foreground)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *label = gtk_label_new ("Aa");
  GdkRGBA rgba;

  set_dark (dark);
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
check_palettes (gboolean dark)
{
  const AkColor clear = { 0, 0, 0, 0 };
  AkColor fg;
  AkChartColors roof;
  AkChartColors batch;
  Rgb bg;

  /* One palette for every chart; each chart's uses of it checked by name. */
  window_colours (dark, &bg, &fg);
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

static void
test_palettes_light (void)
{
  check_palettes (FALSE);
}

static void
test_palettes_dark (void)
{
  check_palettes (TRUE);
}

/* ---- the focus ring ----------------------------------------------------------- */

/* After the app moves the focus (here: Check moves it to Try Again, and
 * Try Again to the first card), the ring shows, and it stands out from
 * the page and from a blue suggested-action button. */
static void
check_focus_ring (gboolean dark)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 24);
  GtkWidget *plain = gtk_button_new_with_label ("Plain");
  GtkWidget *suggested = gtk_button_new_with_label ("Suggested");
  GtkWidget *buttons[] = { plain, suggested };

  set_dark (dark);
  gtk_widget_add_css_class (suggested, "suggested-action");
  gtk_widget_set_margin_start (box, 24);
  gtk_widget_set_margin_top (box, 24);
  gtk_widget_set_margin_bottom (box, 24);
  gtk_box_append (GTK_BOX (box), plain);
  gtk_box_append (GTK_BOX (box), suggested);
  gtk_widget_set_valign (plain, GTK_ALIGN_CENTER);
  gtk_widget_set_valign (suggested, GTK_ALIGN_CENTER);
  gtk_window_set_child (GTK_WINDOW (window), box);
  gtk_window_present (GTK_WINDOW (window));
  iterate_until (is_drawn, suggested);

  for (guint i = 0; i < G_N_ELEMENTS (buttons); i++)
    {
      g_autoptr(Shot) shot = NULL;
      g_autofree char *on_page = NULL, *on_button = NULL;
      graphene_rect_t ring;
      double mid;
      Rgb page_bg, button_bg;

      gtk_window_set_focus_visible (GTK_WINDOW (window), FALSE);
      g_assert_true (ak_focus_visibly (buttons[i]));
      g_assert_true (gtk_window_get_focus_visible (GTK_WINDOW (window)));
      /* The ring is drawn once the button is styled :focus-visible, which
       * needs the window to be active: take_shot() then draws frames. */
      iterate_until (shows_focus, buttons[i]);

      /* Outside the border box (libadwaita: 2 px wide, 1 px away). */
      mid = gtk_widget_get_height (buttons[i]) / 2.0;
      ring = GRAPHENE_RECT_INIT (-4, mid - 1, 4, 2);
      shot = take_shot (window);
      save_shot (shot, dark ? "focus-dark" : "focus-light");
      page_bg = pixel_in (shot, buttons[i], -12, mid);

      button_bg = pixel_in (shot, buttons[i], 4, 4);
      on_page = g_strdup_printf ("focus ring of the %s button, on the page", i == 0 ? "plain" : "suggested-action");
      on_button = g_strdup_printf ("focus ring of the %s button, on the button", i == 0 ? "plain" : "suggested-action");
      assert_ratio (on_page, strongest_in (shot, buttons[i], &ring, page_bg), page_bg, GRAPHICS_RATIO);
      assert_ratio (on_button, strongest_in (shot, buttons[i], &ring, page_bg), button_bg, GRAPHICS_RATIO);
    }

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_focus_ring_light (void)
{
  check_focus_ring (FALSE);
}

static void
test_focus_ring_dark (void)
{
  check_focus_ring (TRUE);
}

/* ---- a focused link ----------------------------------------------------------- */

static void
check_link_focus (gboolean dark)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *before = gtk_button_new_with_label ("Before");
  GtkWidget *link = gtk_label_new (NULL);
  g_autoptr(Shot) shot = NULL;
  graphene_rect_t ring;
  double mid;
  Rgb page_bg;

  set_dark (dark);
  gtk_label_set_markup (GTK_LABEL (link), "<a href=\"page:roofline\">See where this kitchen sits on the roofline</a>");
  gtk_widget_set_halign (link, GTK_ALIGN_START);
  gtk_widget_set_margin_start (box, 24);
  gtk_widget_set_margin_top (box, 24);
  gtk_widget_set_margin_bottom (box, 24);
  gtk_box_append (GTK_BOX (box), before);
  gtk_box_append (GTK_BOX (box), link);
  gtk_window_set_child (GTK_WINDOW (window), box);
  gtk_window_present (GTK_WINDOW (window));
  iterate_until (is_drawn, link);

  g_assert_true (ak_focus_visibly (link));
  iterate_until (shows_focus, link);
  mid = gtk_widget_get_height (link) / 2.0;
  ring = GRAPHENE_RECT_INIT (-4, mid - 1, 2, 2);
  shot = take_shot (window);
  save_shot (shot, dark ? "link-dark" : "link-light");
  page_bg = pixel_in (shot, link, -12, mid);
  assert_ratio ("focus ring of a link, on the page", strongest_in (shot, link, &ring, page_bg), page_bg,
                GRAPHICS_RATIO);
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_link_focus_light (void)
{
  check_link_focus (FALSE);
}

static void
test_link_focus_dark (void)
{
  check_link_focus (TRUE);
}

/* ---- an answered quiz choice (insensitive, but read) ------------------------- */

static void
check_quiz_choice (gboolean dark)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *page = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *choice = gtk_button_new ();
  GtkWidget *label = gtk_label_new ("Graphcore IPU");
  g_autoptr(Shot) shot = NULL;

  set_dark (dark);
  gtk_widget_add_css_class (page, "quiz-page");
  gtk_widget_add_css_class (choice, "quiz-choice");
  gtk_button_set_child (GTK_BUTTON (choice), label);
  gtk_widget_set_sensitive (choice, FALSE);
  gtk_widget_set_margin_start (choice, 12);
  gtk_widget_set_margin_end (choice, 12);
  gtk_widget_set_margin_top (choice, 12);
  gtk_widget_set_margin_bottom (choice, 12);
  gtk_box_append (GTK_BOX (page), choice);
  gtk_window_set_child (GTK_WINDOW (window), page);
  gtk_window_present (GTK_WINDOW (window));
  iterate_until (is_drawn, label);
  iterate_briefly ();

  shot = take_shot (window);
  save_shot (shot, dark ? "quiz-dark" : "quiz-light");
  assert_text (shot, "quiz: an answered choice", label);
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_quiz_choice_light (void)
{
  check_quiz_choice (FALSE);
}

static void
test_quiz_choice_dark (void)
{
  check_quiz_choice (TRUE);
}

/* ---- a progress bar's text ("Starting…" of Measure This Computer) ---------- */

static void
check_progress_text (gboolean dark)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *bar = gtk_progress_bar_new ();
  g_autoptr(Shot) shot = NULL;

  set_dark (dark);
  gtk_progress_bar_set_show_text (GTK_PROGRESS_BAR (bar), TRUE);
  gtk_progress_bar_set_text (GTK_PROGRESS_BAR (bar), "Starting…");
  gtk_widget_set_size_request (bar, 300, -1);
  gtk_widget_set_margin_start (bar, 12);
  gtk_widget_set_margin_end (bar, 12);
  gtk_widget_set_margin_top (bar, 12);
  gtk_widget_set_margin_bottom (bar, 12);
  gtk_window_set_child (GTK_WINDOW (window), bar);
  gtk_window_present (GTK_WINDOW (window));
  iterate_until (is_drawn, bar);
  iterate_briefly ();

  shot = take_shot (window);
  assert_text (shot, "progress bar text", bar);
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_progress_text_light (void)
{
  check_progress_text (FALSE);
}

static void
test_progress_text_dark (void)
{
  check_progress_text (TRUE);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(AkApplication) app = NULL;

  if (!ui_test_init (&argc, &argv))
    return 0;

  /* Registered, so libadwaita is set up and the app's style.css loaded. */
  app = test_application ();
  /* Shots show colours as they end up, not a moment of a CSS transition
   * (libadwaita fades a focus ring in, the sort cards' verdict colours
   * change over 200 ms) that depends on the machine's load. Only the
   * kitchen, which does not play without animations, turns them on. */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  g_test_add_func ("/contrast/sort/light", test_sort_light);
  g_test_add_func ("/contrast/sort/dark", test_sort_dark);
  g_test_add_func ("/contrast/sort/right-last", test_sort_right_last);
  g_test_add_func ("/contrast/kitchen/light", test_kitchen_light);
  g_test_add_func ("/contrast/kitchen/dark", test_kitchen_dark);
  g_test_add_func ("/contrast/palettes/light", test_palettes_light);
  g_test_add_func ("/contrast/palettes/dark", test_palettes_dark);
  g_test_add_func ("/contrast/progress-text/light", test_progress_text_light);
  g_test_add_func ("/contrast/progress-text/dark", test_progress_text_dark);
  g_test_add_func ("/contrast/quiz-choice/light", test_quiz_choice_light);
  g_test_add_func ("/contrast/quiz-choice/dark", test_quiz_choice_dark);
  g_test_add_func ("/contrast/link-focus/light", test_link_focus_light);
  g_test_add_func ("/contrast/link-focus/dark", test_link_focus_dark);
  g_test_add_func ("/contrast/focus-ring/light", test_focus_ring_light);
  g_test_add_func ("/contrast/focus-ring/dark", test_focus_ring_dark);
  return g_test_run ();
}

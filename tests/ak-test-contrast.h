/* ak-test-contrast.h: colours read from rendered pixels, for the contrast
 * tests (WCAG 2.2 AA: 1.4.3 text, 1.4.11 graphics and focus indicators)
 *
 * A window is rendered to pixels through its own GSK renderer
 * (GtkWidgetPaintable) and read where an element is drawn. Contrast ratio
 * (L1 + 0.05) / (L2 + 0.05) of the relative luminances
 * L = 0.2126 R + 0.7152 G + 0.0722 B of linearised sRGB (WCAG 2.x,
 * "relative luminance" and "contrast ratio").
 *
 * Styles: light, dark, and high contrast (AdwStyleManager:high-contrast,
 * which a desktop sets through org.gnome.desktop.a11y.interface
 * high-contrast, or GTK's legacy HighContrast theme name) in both.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>
#include <gtk/gtk.h>
#include <math.h>

#include "ak-color.h"

#include "ak-test-ui.h"

#define TEXT_RATIO     4.5
#define GRAPHICS_RATIO 3.0
/* High contrast asks more of what the app colours itself (the kitchen
 * scenes, links, the dimming of secondary text): text 7:1 (WCAG 1.4.6,
 * level AAA) and graphics 4.5:1, so that what is drawn as in the normal
 * style fails there. */
#define HC_TEXT_RATIO     7.0
#define HC_GRAPHICS_RATIO 4.5

typedef struct {
  double r, g, b;
} Rgb;

/* ---- WCAG 2.x --------------------------------------------------------------- */

G_GNUC_UNUSED static double
linearise (double c)
{
  return c <= 0.04045 ? c / 12.92 : pow ((c + 0.055) / 1.055, 2.4);
}

G_GNUC_UNUSED static double
luminance (Rgb c)
{
  return 0.2126 * linearise (c.r) + 0.7152 * linearise (c.g) + 0.0722 * linearise (c.b);
}

G_GNUC_UNUSED static double
contrast (Rgb a,
          Rgb b)
{
  double la = luminance (a), lb = luminance (b);

  return (MAX (la, lb) + 0.05) / (MIN (la, lb) + 0.05);
}

/* @color painted over @behind. */
G_GNUC_UNUSED static Rgb
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

G_GNUC_UNUSED static void
shot_free (Shot *shot)
{
  g_free (shot->data);
  g_free (shot);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Shot, shot_free)

/* @root's render node, once it has one (a busy machine lays a new window
 * out a few frames late; the minute only guards a hang), at one pixel per
 * unit: a widget paintable's size is the window's whole surface, its
 * client-side shadow or border included, and snapshotting it at the root
 * widget's own size would shrink every picture by that margin. */
G_GNUC_UNUSED static GskRenderNode *
root_node (GtkWidget *root)
{
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (root);
  gint64 deadline = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;

  for (;;)
    {
      g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
      GskRenderNode *node;

      gdk_paintable_snapshot (paintable, snapshot, gdk_paintable_get_intrinsic_width (paintable),
                              gdk_paintable_get_intrinsic_height (paintable));
      node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
      if (node != NULL || g_get_monotonic_time () > deadline)
        return node;
      iterate_briefly ();
    }
}

/* @root as it is drawn now, through its own renderer: the root widget's
 * area, which lies in its surface at the surface transform. */
G_GNUC_UNUSED static Shot *
take_shot (GtkWidget *root)
{
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  GskRenderer *renderer = gtk_native_get_renderer (GTK_NATIVE (root));
  Shot *shot = g_new0 (Shot, 1);
  double x, y;

  /* Styles are brought up to date in a frame. */
  gtk_widget_queue_draw (root);
  iterate_frames (root, 2);
  node = root_node (root);
  g_assert_nonnull (node);
  gtk_native_get_surface_transform (GTK_NATIVE (root), &x, &y);
  shot->root = root;
  shot->width = gtk_widget_get_width (root);
  shot->height = gtk_widget_get_height (root);
  texture = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (x, y, shot->width, shot->height));
  g_assert_cmpint (gdk_texture_get_width (texture), ==, shot->width);
  g_assert_cmpint (gdk_texture_get_height (texture), ==, shot->height);
  shot->stride = (gsize) shot->width * 4;
  shot->data = g_malloc ((gsize) shot->height * shot->stride);
  gdk_texture_download (texture, shot->data, shot->stride);
  return shot;
}

/* With AK_CONTRAST_SHOTS=DIR, each shot is saved there to be looked at. */
G_GNUC_UNUSED static void
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
G_GNUC_UNUSED static Rgb
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
G_GNUC_UNUSED static graphene_rect_t
box_of (const Shot *shot,
        GtkWidget  *widget)
{
  graphene_rect_t box;

  g_assert_true (gtk_widget_compute_bounds (widget, shot->root, &box));
  return box;
}

/* The pixel at (@x, @y) from the top left of @widget's border box. */
G_GNUC_UNUSED static Rgb
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
G_GNUC_UNUSED static Rgb
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

G_GNUC_UNUSED static void
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

/* A text label's contrast: its strongest pixel (the core of a glyph's
 * stroke) against its corner, at least @wanted. */
G_GNUC_UNUSED static void
assert_text_at (const Shot *shot,
                const char *what,
                GtkWidget  *label,
                double      wanted)
{
  graphene_rect_t box = box_of (shot, label);
  graphene_rect_t area = GRAPHENE_RECT_INIT (0, 0, box.size.width, box.size.height);
  Rgb behind = pixel_in (shot, label, 0.5, 0.5);

  g_assert_true (gtk_widget_get_mapped (label));
  assert_ratio (what, strongest_in (shot, label, &area, behind), behind, wanted);
}

G_GNUC_UNUSED static void
assert_text (const Shot *shot,
             const char *what,
             GtkWidget  *label)
{
  assert_text_at (shot, what, label, TEXT_RATIO);
}

G_GNUC_UNUSED static gboolean
is_drawn (gpointer widget)
{
  return gtk_widget_get_mapped (widget) && gtk_widget_get_width (widget) > 0;
}

/* ---- styles ------------------------------------------------------------------ */

typedef enum {
  STYLE_LIGHT,
  STYLE_DARK,
  STYLE_HC,
  STYLE_HC_DARK,
} Style;

G_GNUC_UNUSED static const char *
style_name (Style style)
{
  static const char *names[] = { "light", "dark", "high contrast", "high contrast dark" };

  return names[style];
}

G_GNUC_UNUSED static gboolean
style_is_dark (Style style)
{
  return style == STYLE_DARK || style == STYLE_HC_DARK;
}

G_GNUC_UNUSED static gboolean
style_is_hc (Style style)
{
  return style == STYLE_HC || style == STYLE_HC_DARK;
}

/* The ratios that what the app colours itself must reach in @style. */
G_GNUC_UNUSED static double
app_text_ratio (Style style)
{
  return style_is_hc (style) ? HC_TEXT_RATIO : TEXT_RATIO;
}

G_GNUC_UNUSED static double
app_graphics_ratio (Style style)
{
  return style_is_hc (style) ? HC_GRAPHICS_RATIO : GRAPHICS_RATIO;
}

/* @style's name in test paths and file names. */
G_GNUC_UNUSED static const char *
style_tag (Style style)
{
  static const char *tags[] = { "light", "dark", "hc", "hc-dark" };

  return tags[style];
}

/* With AK_CONTRAST_SHOTS=DIR, the shot is saved as DIR/@what-@style.png. */
G_GNUC_UNUSED static void
save_styled_shot (const Shot *shot,
                  const char *what,
                  Style       style)
{
  g_autofree char *name = g_strdup_printf ("%s-%s", what, style_tag (style));

  save_shot (shot, name);
}

/* "@what (@style)", for messages. */
G_GNUC_UNUSED static char *
styled (const char *what,
        Style       style)
{
  return g_strdup_printf ("%s (%s)", what, style_name (style));
}

G_GNUC_UNUSED static gboolean
high_contrast_is (gpointer wanted)
{
  return adw_style_manager_get_high_contrast (adw_style_manager_get_default ()) == GPOINTER_TO_INT (wanted);
}

/* Whether this machine can show @style: high contrast is turned on
 * through the setting libadwaita 1.2 reads, which needs the
 * org.gnome.desktop.a11y.interface schema (gsettings-desktop-schemas). */
G_GNUC_UNUSED static gboolean
style_available (Style style)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = NULL;

  if (!style_is_hc (style))
    return TRUE;
  schema = source != NULL ? g_settings_schema_source_lookup (source, "org.gnome.desktop.a11y.interface", TRUE) : NULL;
  return schema != NULL && g_settings_schema_has_key (schema, "high-contrast");
}

/* Switches the whole process to @style the way a desktop does: the colour
 * scheme, and high contrast through org.gnome.desktop.a11y.interface
 * high-contrast (here in the memory backend); then waits until
 * AdwStyleManager says so. */
G_GNUC_UNUSED static void
set_style (Style style)
{
  gboolean hc = style_is_hc (style);

  g_assert_true (style_available (style));
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      style_is_dark (style) ? ADW_COLOR_SCHEME_FORCE_DARK
                                                            : ADW_COLOR_SCHEME_FORCE_LIGHT);
  if (style_available (STYLE_HC))
    {
      g_autoptr(GSettings) a11y = g_settings_new ("org.gnome.desktop.a11y.interface");

      g_settings_set_boolean (a11y, "high-contrast", hc);
    }
  iterate_until (high_contrast_is, GINT_TO_POINTER (hc));
}

/* The style a test was added for (add_styled()), switched to. */
G_GNUC_UNUSED static Style
begin_style (gconstpointer data)
{
  Style style = GPOINTER_TO_INT (data);

  set_style (style);
  return style;
}

G_GNUC_UNUSED static void
skip_style (gconstpointer data)
{
  g_test_skip ("no org.gnome.desktop.a11y.interface schema (gsettings-desktop-schemas) to turn high contrast on");
}

/* @func as @path/light, @path/dark, … for each of @styles, with the style
 * as its data; @func switches to it with set_style(). A style this
 * machine cannot show is a skipped test that says why. */
G_GNUC_UNUSED static void
add_styled (const char    *path,
            GTestDataFunc  func,
            const Style   *styles,
            guint          n_styles)
{
  for (guint i = 0; i < n_styles; i++)
    {
      g_autofree char *styled_path = g_strdup_printf ("%s/%s", path, style_tag (styles[i]));

      g_test_add_data_func (styled_path, GINT_TO_POINTER (styles[i]),
                            style_available (styles[i]) ? func : skip_style);
    }
}

/* ---- on screen ------------------------------------------------------------ */

/* The scrolled window around @widget, or NULL. */
G_GNUC_UNUSED static GtkWidget *
scroller_above (GtkWidget *widget)
{
  GtkWidget *parent = gtk_widget_get_parent (widget);

  return parent != NULL ? gtk_widget_get_ancestor (parent, GTK_TYPE_SCROLLED_WINDOW) : NULL;
}

/* Whether @widget's border box lies inside @area's allocation. */
G_GNUC_UNUSED static gboolean
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
G_GNUC_UNUSED static gboolean
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
G_GNUC_UNUSED static double
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
G_GNUC_UNUSED static void
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
G_GNUC_UNUSED static gboolean
shows_focus (gpointer widget)
{
  return (gtk_widget_get_state_flags (widget) & GTK_STATE_FLAG_FOCUS_VISIBLE) != 0;
}

G_GNUC_UNUSED static gboolean
has_css_class (GtkWidget     *widget,
               gconstpointer  css_class)
{
  return gtk_widget_get_mapped (widget) && gtk_widget_has_css_class (widget, css_class);
}

G_GNUC_UNUSED static gboolean
is_drawing_area (GtkWidget     *widget,
                 gconstpointer  data)
{
  return GTK_IS_DRAWING_AREA (widget);
}

G_GNUC_UNUSED static GtkWidget *
find_css_class (GtkWidget  *widget,
                const char *css_class)
{
  return find_widget (widget, has_css_class, css_class);
}

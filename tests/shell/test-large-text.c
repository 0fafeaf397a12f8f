/* test-large-text.c: every page at 360 px wide, with a 22 pt interface
 * font, in one language a process (test-large-text: English; suite "i18n":
 * test-large-text-de, -es, -fr), with a display.
 *
 * For each language and font, each page is shown in a window allocated
 * 360 px wide: the window's minimum width is at most that, and no label
 * shown is narrower than its own minimum (so none is clipped; wrapping
 * and ellipsized labels have small minimums and pass), nor any chart
 * (they scroll sideways instead). Each page is also the first page of a
 * window of its own, as when the app opens on the page it was left at:
 * GTK never makes a window narrower by itself, so a width a page asks
 * for only while it is being built (a drop-down's item before it is
 * ellipsized) is the width the learner gets; the widest the window ever
 * was counts, not only its minimum once all is built. The kitchen
 * renderer's captions are measured against their boxes at 22 pt.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include <pango/pangocairo.h>

#include "ak-batch-chart.h"
#include "ak-kitchen-renderer.h"
#include "ak-lesson-loader.h"
#include "ak-lesson-page.h"
#include "ak-roofline-chart.h"
#include "ak-test-ui.h"
#include "ak-window.h"

#define NARROW_WIDTH 360
#define NARROW_HEIGHT 640

typedef struct {
  const char *language;
  const char *font;
} Case;

static gboolean
is_table_cell (GtkWidget *widget)
{
  GtkAccessibleRole role = gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (widget));

  return role == GTK_ACCESSIBLE_ROLE_CELL || role == GTK_ACCESSIBLE_ROLE_COLUMN_HEADER;
}

/* The width of @label's longest word, px. */
static int
longest_word (GtkWidget *label)
{
  g_autoptr(PangoLayout) layout = pango_layout_copy (gtk_label_get_layout (GTK_LABEL (label)));
  PangoRectangle logical;

  pango_layout_set_wrap (layout, PANGO_WRAP_WORD);
  pango_layout_set_width (layout, PANGO_SCALE);
  pango_layout_get_pixel_extents (layout, NULL, &logical);
  return logical.width;
}

/* Appends each shown label of @widget narrower than its minimum width, and
 * each chart: a chart narrower than the page scrolls, never shrinks below
 * its legible size. */
static void
find_clipped_labels (GtkWidget *widget,
                     GString   *problems)
{
  if (!gtk_widget_get_mapped (widget) || !gtk_widget_get_child_visible (widget))
    return;

  if (GTK_IS_LABEL (widget) || AK_IS_ROOFLINE_CHART (widget) || AK_IS_BATCH_CHART_VIEW (widget))
    {
      int min = 0;
      GtkAllocation allocation;

      gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
      gtk_widget_get_allocation (widget, &allocation);
      allocation.width += gtk_widget_get_margin_start (widget) + gtk_widget_get_margin_end (widget);
      if (allocation.width < min)
        g_string_append_printf (problems, "  %s \"%s\": %d px of %d\n", G_OBJECT_TYPE_NAME (widget),
                                GTK_IS_LABEL (widget) ? gtk_label_get_text (GTK_LABEL (widget)) : "",
                                allocation.width, min);
      /* A table cell breaks no word: a narrow table reflows instead
       * (ak-reading-table.c), it does not cut "Lektion" into "Lektio-n". */
      if (GTK_IS_LABEL (widget) && is_table_cell (widget) && allocation.width + 1 < longest_word (widget))
        g_string_append_printf (problems, "  table cell \"%s\" breaks its words: %d px of %d\n",
                                gtk_label_get_text (GTK_LABEL (widget)), allocation.width, longest_word (widget));
      /* A one-word badge broken across lines reads as "Art-icle". */
      if (GTK_IS_LABEL (widget) && gtk_widget_has_css_class (widget, "badge") &&
          pango_layout_get_line_count (gtk_label_get_layout (GTK_LABEL (widget))) > 1)
        g_string_append_printf (problems, "  badge \"%s\" broken across %d lines\n",
                                gtk_label_get_text (GTK_LABEL (widget)),
                                pango_layout_get_line_count (gtk_label_get_layout (GTK_LABEL (widget))));
    }

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    find_clipped_labels (child, problems);
}

typedef struct {
  GtkWidget *window;
  GtkWidget *page;
  guint      frames;
} Settled;

static gboolean
count_frame (GtkWidget     *widget,
             GdkFrameClock *clock,
             gpointer       data)
{
  ((Settled *) data)->frames++;
  return G_SOURCE_CONTINUE;
}

static gboolean
is_settled (gpointer data)
{
  Settled *s = data;

  return gtk_widget_get_mapped (s->page) && s->frames >= 3 &&
         (!AK_IS_LESSON_PAGE (s->page) || ak_lesson_page_is_complete (AK_LESSON_PAGE (s->page)));
}

/* Shows @page_id and waits until its layout is done at the narrow width. */
static void
show_page (AkWindow   *window,
           const char *page_id)
{
  Settled s = { GTK_WIDGET (window), NULL, 0 };
  guint tick;

  g_assert_true (ak_window_select_page (window, page_id));
  s.page = ak_window_get_page_widget (window, page_id);
  g_assert_nonnull (s.page);
  tick = gtk_widget_add_tick_callback (GTK_WIDGET (window), count_frame, &s, NULL);
  iterate_until (is_settled, &s);
  /* Once more after the lazily built blocks: their layout is a frame later. */
  s.frames = 0;
  iterate_until (is_settled, &s);
  gtk_widget_remove_tick_callback (GTK_WIDGET (window), tick);
}

/* The widest the window has been: GTK keeps its default width at the
 * size it takes, client-side border included, as set by
 * gtk_window_set_default_size(). */
static void
note_widest (GtkWindow  *window,
             GParamSpec *pspec,
             int        *widest)
{
  int width, height;

  /* GTK 4.8 writes both, whatever is passed. */
  gtk_window_get_default_size (window, &width, &height);
  *widest = MAX (*widest, width);
}

static gboolean
is_shown_next_button (GtkWidget     *widget,
                      gconstpointer  data)
{
  return gtk_widget_get_mapped (widget) && g_strcmp0 (gtk_widget_get_name (widget), "next-page") == 0;
}

/* The button to the next page, under the page shown: its text takes no
 * more lines than the bar's width needs (packed at the bar's end it got
 * its minimum width, one word a line: seven lines, half the window, for
 * "Weiter: Warum echte Läufe langsamer sind" at 22 pt). */
static void
check_next_button (AkWindow   *window,
                   const char *what,
                   GString    *problems)
{
  GtkWidget *button = find_widget (GTK_WIDGET (window), is_shown_next_button, NULL);
  GtkWidget *label;
  g_autoptr(PangoLayout) wide = NULL;
  graphene_rect_t box;
  double room;
  int lines, needed;

  if (button == NULL)
    return;
  label = gtk_button_get_child (GTK_BUTTON (button));
  /* Border boxes: gtk_widget_get_width() is the content box in GTK 4.8. */
  g_assert_true (gtk_widget_compute_bounds (button, button, &box));
  /* The page's width, less 12 px each side around the bar (an action
   * bar's padding) and the button's own. */
  room = gtk_widget_get_width (gtk_notebook_get_nth_page (ak_window_get_notebook (window),
                                                          gtk_notebook_get_current_page (ak_window_get_notebook (window)))) -
         24 - (box.size.width - gtk_widget_get_width (label));
  wide = pango_layout_copy (gtk_label_get_layout (GTK_LABEL (label)));
  pango_layout_set_width (wide, (int) (room * PANGO_SCALE));
  lines = pango_layout_get_line_count (gtk_label_get_layout (GTK_LABEL (label)));
  needed = pango_layout_get_line_count (wide);
  if (lines > needed)
    g_string_append_printf (problems, "%s: the next page's button takes %d lines where %d would do\n", what,
                            lines, needed);
}

static void
check_page (AkWindow   *window,
            const char *page_id,
            const char *what,
            const int  *widest,
            GString    *problems)
{
  g_autoptr(GString) clipped = g_string_new (NULL);
  int min_width = 0;

  show_page (window, page_id);
  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1,
                      &min_width, NULL, NULL, NULL);
  if (min_width > NARROW_WIDTH)
    g_string_append_printf (problems, "%s: the window needs %d px\n", what, min_width);

  if (*widest > NARROW_WIDTH)
    g_string_append_printf (problems, "%s: the window has been %d px wide\n", what, *widest);
  check_next_button (window, what, problems);
  find_clipped_labels (GTK_WIDGET (window), clipped);
  if (clipped->len > 0)
    g_string_append_printf (problems, "%s: clipped at %d px:\n%s", what,
                            gtk_widget_get_width (GTK_WIDGET (window)), clipped->str);
}

/* A window 360 px wide on @page_id (NULL: the first page), and the widest
 * it will have been in *@widest. */
static AkWindow *
narrow_window (AkApplication *app,
               AkLesson      *lesson,
               const char    *page_id,
               int           *widest)
{
  AkWindow *window = ak_window_new (app);

  *widest = 0;
  gtk_window_set_default_size (GTK_WINDOW (window), NARROW_WIDTH, NARROW_HEIGHT);
  g_signal_connect (window, "notify::default-width", G_CALLBACK (note_widest), widest);
  ak_window_set_lesson (window, lesson, page_id);
  gtk_window_present (GTK_WINDOW (window));
  iterate_until (is_mapped, window);
  return window;
}

static void
test_narrow_pages (gconstpointer data)
{
  const Case *c = data;
  g_autoptr(AkApplication) app = NULL;
  g_autoptr(AkLesson) lesson = NULL;
  g_autoptr(GString) problems = g_string_new (NULL);
  AkWindow *window;
  int widest;

  g_object_set (gtk_settings_get_default (), "gtk-font-name", c->font, NULL);
  app = test_application ();
  lesson = ak_lesson_load (NULL, NULL);
  g_assert_nonnull (lesson);

  /* Page after page in one window, as a learner goes through the lesson. */
  window = narrow_window (app, lesson, NULL, &widest);
  for (guint i = 0; i < ak_lesson_get_n_pages (lesson); i++)
    check_page (window, ak_lesson_get_page (lesson, i)->id, ak_lesson_get_page (lesson, i)->id, &widest, problems);
  gtk_window_destroy (GTK_WINDOW (window));

  /* Each page first, as when the app opens on it. */
  for (guint i = 0; i < ak_lesson_get_n_pages (lesson); i++)
    {
      const char *id = ak_lesson_get_page (lesson, i)->id;
      g_autofree char *opened = g_strdup_printf ("%s (opened on)", id);

      window = narrow_window (app, lesson, id, &widest);
      check_page (window, id, opened, &widest, problems);
      gtk_window_destroy (GTK_WINDOW (window));
    }

  if (problems->len > 0)
    g_test_message ("%s, %s:\n%s", c->language, c->font, problems->str);
  g_assert_cmpstr (problems->str, ==, "");
}

typedef struct {
  int first_width;
  int last_width;
} Widths;

/* Notes the window's first width other than the wide one it had. */
static gboolean
note_width (GtkWidget     *widget,
            GdkFrameClock *clock,
            gpointer       data)
{
  Widths *w = data;
  int width = gtk_widget_get_width (widget);

  if (w->first_width == 0 && width != w->last_width)
    w->first_width = width;
  w->last_width = width;
  return G_SOURCE_CONTINUE;
}

static gboolean
resized (gpointer data)
{
  return ((Widths *) data)->first_width != 0;
}

static gboolean
tabs_on_left (gpointer notebook)
{
  return gtk_notebook_get_tab_pos (notebook) == GTK_POS_LEFT;
}

/* The column of tabs of a wide window shows every title whole, even at
 * 22 pt ("Which number is the bottleneck?" was cut to 14 characters). */
static void
assert_whole_tab_titles (GtkNotebook *notebook)
{
  iterate_briefly ();
  for (int i = 0; i < gtk_notebook_get_n_pages (notebook); i++)
    {
      GtkWidget *tab = gtk_notebook_get_tab_label (notebook, gtk_notebook_get_nth_page (notebook, i));

      g_assert_true (GTK_IS_LABEL (tab));
      g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (tab))));
    }
}

/* A wide window (tabs in a column on the left) narrowed to 360 px at
 * 22 pt gets there at once: its minimum width never counted the tab
 * column, which would stop the first resize at some 520 px. */
static void
test_one_resize (void)
{
  g_autoptr(AkApplication) app = NULL;
  g_autoptr(AkLesson) lesson = NULL;
  Widths w = { 0, 0 };
  AkWindow *window;
  guint tick;

  g_object_set (gtk_settings_get_default (), "gtk-font-name", "Cantarell 22", NULL);
  app = test_application ();
  lesson = ak_lesson_load (NULL, NULL);
  window = ak_window_new (app);
  gtk_window_set_default_size (GTK_WINDOW (window), 1200, 700);
  ak_window_set_lesson (window, lesson, "kitchen");
  gtk_window_present (GTK_WINDOW (window));
  iterate_until (tabs_on_left, ak_window_get_notebook (window));
  iterate_until (is_mapped, ak_window_get_page_widget (window, "kitchen"));
  assert_whole_tab_titles (ak_window_get_notebook (window));

  w.last_width = gtk_widget_get_width (GTK_WIDGET (window));
  tick = gtk_widget_add_tick_callback (GTK_WIDGET (window), note_width, &w, NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), NARROW_WIDTH, NARROW_HEIGHT);
  iterate_until (resized, &w);
  gtk_widget_remove_tick_callback (GTK_WIDGET (window), tick);
  g_assert_cmpint (w.first_width, <=, NARROW_WIDTH);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The page a lesson that fails to load shows fits 360 px at 22 pt. */
static void
test_problems_page (void)
{
  g_autoptr(AkApplication) app = NULL;
  int min_width = 0;
  AkWindow *window;

  g_object_set (gtk_settings_get_default (), "gtk-font-name", "Cantarell 22", NULL);
  app = test_application ();
  window = ak_window_new (app);
  gtk_window_set_default_size (GTK_WINDOW (window), NARROW_WIDTH, NARROW_HEIGHT);
  ak_window_show_problems (window, NULL, NULL);
  gtk_window_present (GTK_WINDOW (window));
  iterate_until (is_mapped, window);

  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
  g_assert_cmpint (min_width, <=, NARROW_WIDTH);

  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
boxes_overlap (const cairo_rectangle_t *a,
               const cairo_rectangle_t *b)
{
  return a->x < b->x + b->width && b->x < a->x + a->width &&
         a->y < b->y + b->height && b->y < a->y + a->height;
}

/* A caption's text as one line at the renderer's caption size, px. */
static int
caption_width (PangoContext *context,
               const char   *text)
{
  g_autoptr(PangoLayout) layout = pango_layout_new (context);
  g_autoptr(PangoAttrList) attrs = pango_attr_list_new ();
  int width;

  pango_attr_list_insert (attrs, pango_attr_scale_new (0.85));
  pango_layout_set_attributes (layout, attrs);
  pango_layout_set_text (layout, text, -1);
  pango_layout_get_pixel_size (layout, &width, NULL);
  return width;
}

/* The kitchen's captions at 360 px (and the 324 px the page leaves it),
 * with the normal font and a 22 pt one: each one inside the scene, over
 * no other, and drawn no smaller than AK_KITCHEN_MIN_CAPTION_SCALE unless
 * a word is wider than the whole scene; with the normal font, at their
 * full size (German's "Vorratskammer" was drawn at 0.6 of it). */
static void
test_kitchen_captions (gconstpointer data)
{
  const Case *c = data;
  const double widths[] = { 324, 360 };
  const guint cooks[] = { 1, 8, 512 };
  PangoContext *context = pango_font_map_create_context (pango_cairo_font_map_get_default ());
  g_autoptr(PangoFontDescription) font = pango_font_description_from_string (c->font);
  const char *texts[AK_KITCHEN_N_CAPTIONS];

  /* The labels' texts, as the renderer looks them up. */
  texts[0] = _("Pantry");
  texts[1] = _("Hallway");
  texts[2] = _("Counter");
  pango_cairo_context_set_resolution (context, 96);
  pango_context_set_font_description (context, font);

  for (guint w = 0; w < G_N_ELEMENTS (widths); w++)
    for (guint n = 0; n < G_N_ELEMENTS (cooks); n++)
      {
        g_autoptr(AkKitchenSim) sim = ak_kitchen_sim_new (1);
        g_autoptr(AkKitchenLayout) layout = NULL;
        g_autofree char *cooks_text = NULL;

        g_assert_true (ak_kitchen_sim_set_cooks (sim, cooks[n], NULL));
        cooks_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u cook", "%u cooks", cooks[n]), cooks[n]);
        texts[3] = cooks_text;
        layout = ak_kitchen_layout_new (sim, context, widths[w], 340);

        for (guint i = 0; i < AK_KITCHEN_N_CAPTIONS; i++)
          {
            const cairo_rectangle_t *box = &layout->captions[i];
            double text = caption_width (context, texts[i]);

            g_test_message ("%s %s %g px: \"%s\" %g of %g px at %g, %g", c->language, c->font, widths[w],
                            texts[i], box->width, text, box->x, box->y);
            g_assert_cmpfloat (box->x, >=, 0);
            g_assert_cmpfloat (box->x + box->width, <=, widths[w] + 1e-6);
            g_assert_cmpfloat (box->width, >=, MIN (text * AK_KITCHEN_MIN_CAPTION_SCALE, widths[w] - 16) - 1);
            if (g_str_equal (c->font, "Cantarell 11"))
              g_assert_cmpfloat (box->width, >=, text - 1);
            g_assert_cmpfloat (box->y + box->height, <=, layout->pantry.y + 1e-6);
            for (guint k = 0; k < i; k++)
              g_assert_false (boxes_overlap (box, &layout->captions[k]));
          }
      }
  g_object_unref (context);
}

int
main (int argc, char *argv[])
{
  static const char *const fonts[] = { "Cantarell 11", "Cantarell 22" };
  static Case cases[G_N_ELEMENTS (fonts)];
  /* One language a process, set by meson before the program starts:
   * changing LANGUAGE once GTK's threads run would race with them. */
  const char *language = g_getenv ("LANGUAGE") != NULL ? g_getenv ("LANGUAGE") : "en";

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, BUILD_LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  if (!ui_test_init (&argc, &argv))
    return 0;
  /* Every font is tried, and each one's problems listed. */
  g_test_set_nonfatal_assertions ();

  for (guint f = 0; f < G_N_ELEMENTS (fonts); f++)
    {
      g_autofree char *path = g_strdup_printf ("/large-text/narrow-pages/%s/%s", language,
                                               f == 0 ? "normal" : "22pt");

      cases[f].language = language;
      cases[f].font = fonts[f];
      g_test_add_data_func (path, &cases[f], test_narrow_pages);
    }
  g_test_add_data_func ("/large-text/kitchen-captions/normal", &cases[0], test_kitchen_captions);
  g_test_add_data_func ("/large-text/kitchen-captions/22pt", &cases[1], test_kitchen_captions);

  if (g_str_equal (language, "en"))
    g_test_add_func ("/large-text/one-resize", test_one_resize);
  if (g_str_equal (language, "de"))
    g_test_add_func ("/large-text/problems-page", test_problems_page);

  return g_test_run ();
}

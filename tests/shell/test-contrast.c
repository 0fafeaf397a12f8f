/* test-contrast.c: colours of controls and text against what is really
 * behind them (suite "ui")
 *
 * Issue 18 items 6 and 7 and issue 30 item 5 (WCAG 2.2 AA: 1.4.3 text,
 * 1.4.11 graphics and focus indicators, 2.4.7): renders the sort page,
 * buttons, links, a slider, an answered quiz choice and a progress bar in
 * the light, the dark and the high-contrast style to pixels and reads
 * them where each element is drawn (ak-test-contrast.h). The kitchen
 * scenes and the charts' palette are in test-contrast-scene.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ak-focus.h"
#include "ak-page-factory.h"
#include "ak-reading-text.h"
#include "ak-sort-page.h"

#include "ak-test-contrast.h"

/* A window that shows a button and, below it, @widget, 24 px in from its
 * edges, once @widget is drawn. */
static GtkWidget *
window_with (GtkWidget *widget)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);

  gtk_widget_set_margin_start (box, 24);
  gtk_widget_set_margin_end (box, 24);
  gtk_widget_set_margin_top (box, 24);
  gtk_widget_set_margin_bottom (box, 24);
  gtk_box_append (GTK_BOX (box), gtk_button_new_with_label ("Before"));
  gtk_box_append (GTK_BOX (box), widget);
  gtk_window_set_child (GTK_WINDOW (window), box);
  gtk_window_present (GTK_WINDOW (window));
  iterate_until (is_drawn, widget);
  return window;
}

/* ---- the sort game ---------------------------------------------------------- */

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
check_sort_page (Style    style,
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
  save_styled_shot (shot, "sort-help", style);
  assert_text_at (shot, "sort: dim help text", help, app_text_ratio (style));
  g_clear_pointer (&shot, shot_free);

  scroll_into_view (wrong);
  shot = take_shot (window);
  save_styled_shot (shot, "sort-wrong", style);
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
  save_styled_shot (shot, "sort-right", style);
  page_bg = pixel_in (shot, right, -4, box_of (shot, right).size.height / 2);
  assert_text (shot, "sort: “Right” verdict", find_css_class (right, "sort-verdict-label"));
  edge = GRAPHENE_RECT_INIT (0, 0, 2, box_of (shot, right).size.height);
  assert_ratio ("sort: “Right” border on the page",
                strongest_in (shot, right, &edge, page_bg), page_bg, GRAPHICS_RATIO);

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_sort (gconstpointer data)
{
  check_sort_page (begin_style (data), FALSE);
}

/* The board is longer than the window: the first "Right" card is below
 * what the window shows until it is scrolled to (the page's random order
 * did that about one run in four). */
static void
test_sort_right_last (void)
{
  set_style (STYLE_LIGHT);
  check_sort_page (STYLE_LIGHT, TRUE);
}

/* A picked-up card stands apart from the others (a new user saw no
 * change on the card itself, only in the status line): its inside is
 * tinted, not only its ring, which a focused card shares. */
static void
test_picked_card (gconstpointer data)
{
  Style style = begin_style (data);
  g_autoptr(AkLesson) lesson = bundled_lesson ();
  g_autoptr(AkPageContext) context = test_page_context (lesson, NULL);
  GtkWidget *window = gtk_window_new ();
  GtkWidget *page = ak_page_factory_create (context, ak_lesson_find_page (lesson, "sort", NULL));
  g_autoptr(Shot) shot = NULL;
  GtkWidget *picked, *other;

  gtk_window_set_default_size (GTK_WINDOW (window), 900, 2400);
  gtk_window_set_child (GTK_WINDOW (window), page);
  gtk_window_present (GTK_WINDOW (window));
  iterate_until (is_drawn, page);
  picked = find_css_class (page, "sort-card");
  g_assert_nonnull (picked);
  other = gtk_widget_get_next_sibling (gtk_widget_get_parent (picked)) != NULL
          ? find_css_class (gtk_widget_get_next_sibling (gtk_widget_get_parent (picked)), "sort-card") : NULL;
  g_assert_nonnull (other);
  g_object_set (picked, "picked", TRUE, NULL);
  iterate_briefly ();
  scroll_into_view (picked);
  shot = take_shot (window);
  save_styled_shot (shot, "sort-picked", style);
  assert_ratio ("sort: a picked card's inside against another card's",
                pixel_in (shot, other, 12, 6), pixel_in (shot, picked, 12, 6), 1.1);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* ---- buttons: the focus ring, and the text on a suggested-action ------------- */

/* After the app moves the focus (here: Check moves it to Try Again, and
 * Try Again to the first card), the ring shows, and it stands out from
 * the page and from a blue suggested-action button, whose own white text
 * is read against its blue. */
static void
test_buttons (gconstpointer data)
{
  Style style = begin_style (data);
  GtkWidget *window = gtk_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 24);
  GtkWidget *plain = gtk_button_new_with_label ("Plain");
  GtkWidget *suggested = gtk_button_new_with_label ("Next Question");
  GtkWidget *buttons[] = { plain, suggested };

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

  {
    g_autoptr(Shot) shot = take_shot (window);

    save_styled_shot (shot, "suggested", style);
    assert_text (shot, "white text on the suggested-action blue", gtk_button_get_child (GTK_BUTTON (suggested)));
  }

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
      save_styled_shot (shot, "focus", style);
      page_bg = pixel_in (shot, buttons[i], -12, mid);

      button_bg = pixel_in (shot, buttons[i], 4, 4);
      on_page = g_strdup_printf ("focus ring of the %s button, on the page", i == 0 ? "plain" : "suggested-action");
      on_button = g_strdup_printf ("focus ring of the %s button, on the button", i == 0 ? "plain" : "suggested-action");
      assert_ratio (on_page, strongest_in (shot, buttons[i], &ring, page_bg), page_bg, GRAPHICS_RATIO);
      assert_ratio (on_button, strongest_in (shot, buttons[i], &ring, page_bg), button_bg, GRAPHICS_RATIO);
    }

  gtk_window_destroy (GTK_WINDOW (window));
}

/* ---- links: their text, and the ring around a focused one --------------------- */

/* The area of @label's first word, from the top left of its border box:
 * in a label that begins with a link, part of the link's text alone. */
static graphene_rect_t
first_word (GtkWidget *label)
{
  PangoLayout *layout = gtk_label_get_layout (GTK_LABEL (label));
  const char *text = pango_layout_get_text (layout);
  const char *space = strchr (text, ' ');
  PangoRectangle start, end;
  int x, y;

  g_assert_nonnull (space);
  gtk_label_get_layout_offsets (GTK_LABEL (label), &x, &y);
  pango_layout_index_to_pos (layout, 0, &start);
  pango_layout_index_to_pos (layout, (int) (space - text), &end);
  g_assert_cmpint (start.y, ==, end.y);
  return GRAPHENE_RECT_INIT (x + start.x / (double) PANGO_SCALE, y + start.y / (double) PANGO_SCALE,
                             (end.x - start.x) / (double) PANGO_SCALE, start.height / (double) PANGO_SCALE);
}

/* The link's text (its first word) against @behind. */
static void
assert_link_text (const Shot *shot,
                  const char *what,
                  GtkWidget  *label,
                  Rgb         behind,
                  Style       style)
{
  graphene_rect_t word = first_word (label);

  assert_ratio (what, strongest_in (shot, label, &word, behind), behind, app_text_ratio (style));
}

static gboolean
is_link_label (GtkWidget     *widget,
               gconstpointer  data)
{
  return GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget) &&
         g_str_has_prefix (gtk_label_get_label (GTK_LABEL (widget)), "<a href=");
}

/* A link on the window (as the kitchen's link to the roofline), unvisited,
 * then focused: its text and its ring. */
static void
check_link_on_window (Style style)
{
  GtkWidget *link = gtk_label_new (NULL);
  GtkWidget *window;
  g_autoptr(Shot) shot = NULL;
  graphene_rect_t ring;
  double mid;
  Rgb page_bg;

  gtk_label_set_markup (GTK_LABEL (link), "<a href=\"page:roofline\">See where this kitchen sits on the roofline</a>");
  gtk_widget_add_css_class (link, "has-links");  /* as ak-kitchen-page.ui gives it */
  gtk_widget_set_halign (link, GTK_ALIGN_START);
  window = window_with (link);

  mid = gtk_widget_get_height (link) / 2.0;
  shot = take_shot (window);
  save_styled_shot (shot, "link", style);
  page_bg = pixel_in (shot, link, -12, mid);
  assert_link_text (shot, "link text, on the window", link, page_bg, style);
  g_clear_pointer (&shot, shot_free);

  g_assert_true (ak_focus_visibly (link));
  iterate_until (shows_focus, link);
  ring = GRAPHENE_RECT_INIT (-4, mid - 1, 2, 2);
  shot = take_shot (window);
  save_styled_shot (shot, "link-focus", style);
  page_bg = pixel_in (shot, link, -12, mid);
  assert_ratio ("focus ring of a link, on the page", strongest_in (shot, link, &ring, page_bg), page_bg,
                GRAPHICS_RATIO);
  assert_link_text (shot, "focused link text, on the window", link, page_bg, style);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The area of @label's text from byte @start to @end (one line), from
 * the top left of its border box. */
static graphene_rect_t
text_area (GtkWidget *label,
           int        start,
           int        end)
{
  PangoLayout *layout = gtk_label_get_layout (GTK_LABEL (label));
  PangoRectangle a, b;
  int x, y;

  gtk_label_get_layout_offsets (GTK_LABEL (label), &x, &y);
  pango_layout_index_to_pos (layout, start, &a);
  pango_layout_index_to_pos (layout, end, &b);
  g_assert_cmpint (a.y, ==, b.y);
  return GRAPHENE_RECT_INIT (x + a.x / (double) PANGO_SCALE, y + a.y / (double) PANGO_SCALE,
                             (b.x - a.x) / (double) PANGO_SCALE, a.height / (double) PANGO_SCALE);
}

/* A paragraph of reading text with a link (a glossary term) inside it,
 * focused: the ring goes around the focused link, 3:1, and not around the
 * whole paragraph (it did, and a learner could not tell which term had
 * the focus). */
static void
check_link_in_paragraph (Style style)
{
  static const char markup[] = "Every token reads the weights from <a href=\"ak-term:HBM\">HBM</a> again, "
                               "so memory bandwidth sets the pace.";
  GtkWidget *label = gtk_label_new (NULL);
  GtkWidget *window;
  g_autoptr(Shot) shot = NULL;
  graphene_rect_t term, left_of_term, left_of_paragraph;
  const char *text;
  int start;
  Rgb page_bg;

  gtk_label_set_markup (GTK_LABEL (label), markup);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_widget_set_halign (label, GTK_ALIGN_START);
  ak_label_make_readable (GTK_LABEL (label));
  window = window_with (label);
  g_assert_true (ak_focus_visibly (label));
  iterate_until (shows_focus, label);
  iterate_briefly ();

  text = pango_layout_get_text (gtk_label_get_layout (GTK_LABEL (label)));
  start = (int) (strstr (text, "HBM") - text);
  term = text_area (label, start, start + 3);
  left_of_term = GRAPHENE_RECT_INIT (term.origin.x - 3, term.origin.y + term.size.height / 2 - 1, 2, 2);
  left_of_paragraph = GRAPHENE_RECT_INIT (-4, term.origin.y + term.size.height / 2 - 1, 2, 2);

  shot = take_shot (window);
  save_styled_shot (shot, "paragraph-link-focus", style);
  page_bg = pixel_in (shot, label, -12, term.origin.y + term.size.height / 2);
  assert_ratio ("focus ring of a link inside a paragraph", strongest_in (shot, label, &left_of_term, page_bg),
                page_bg, GRAPHICS_RATIO);
  g_assert_cmpfloat (contrast (strongest_in (shot, label, &left_of_paragraph, page_bg), page_bg), <, 1.2);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The first link of the bundled lesson's References page, on the page. */
static void
check_reference_link (Style style)
{
  g_autoptr(AkLesson) lesson = bundled_lesson ();
  g_autoptr(AkPageContext) context = test_page_context (lesson, NULL);
  const AkPage *references = ak_lesson_find_page (lesson, "references", NULL);
  GtkWidget *window = gtk_window_new ();
  GtkWidget *page;
  GtkWidget *link;

  g_assert_nonnull (references);
  page = ak_page_factory_create (context, references);
  gtk_window_set_default_size (GTK_WINDOW (window), 900, 700);
  gtk_window_set_child (GTK_WINDOW (window), page);
  gtk_window_present (GTK_WINDOW (window));
  iterate_until (is_drawn, page);
  iterate_briefly ();
  link = find_widget (page, is_link_label, NULL);
  g_assert_nonnull (link);
  scroll_into_view (link);

  {
    g_autoptr(Shot) shot = take_shot (window);

    save_styled_shot (shot, "references", style);
    assert_link_text (shot, "link text, on a reading page", link, pixel_in (shot, link, 0.5, 0.5), style);
  }
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_links (gconstpointer data)
{
  Style style = begin_style (data);

  check_link_on_window (style);
  check_link_in_paragraph (style);
  check_reference_link (style);
}

static gboolean
has_css_name (GtkWidget     *widget,
              gconstpointer  name)
{
  return g_strcmp0 (gtk_widget_get_css_name (widget), name) == 0;
}

/* ---- charts: the ring of a focused chart ---------------------------------------- */

/* Each kind of chart widget (the roofline's, the batch explorer's, and the
 * chart view that shows the many-chips and training charts) on its page,
 * focused: a ring inside its left edge, 3:1 against the unfocused chart
 * there (the many-chips chart had none). */
static void
test_chart_rings (gconstpointer data)
{
  static const struct { const char *page, *css_name, *ring_on; } charts[] = {
    { "roofline", "rooflinechart", NULL }, { "batch", "batchchart", NULL }, { "many-chips", "chartview", NULL },
    /* a reading page takes the focus to scroll; its text pane shows it */
    { "idea", "lessonpage", "scrolledwindow" },
  };
  Style style = begin_style (data);
  g_autoptr(AkLesson) lesson = bundled_lesson ();

  for (guint i = 0; i < G_N_ELEMENTS (charts); i++)
    {
      GtkWindow *window;
      GtkWidget *page = show_lesson_page (lesson, NULL, charts[i].page, &window);
      GtkWidget *focus = has_css_name (page, charts[i].css_name) ? page
                         : find_widget (page, has_css_name, charts[i].css_name);
      GtkWidget *chart = charts[i].ring_on != NULL ? find_widget (focus, has_css_name, charts[i].ring_on) : focus;
      g_autoptr(Shot) before = NULL;
      g_autoptr(Shot) after = NULL;
      g_autofree char *what = g_strdup_printf ("focus ring of %s on the %s page", charts[i].css_name, charts[i].page);
      graphene_rect_t ring;
      double mid;

      g_assert_nonnull (chart);
      iterate_until (is_drawn, chart);
      mid = gtk_widget_get_height (chart) / 2.0;
      ring = GRAPHENE_RECT_INIT (0, mid - 1, 2, 2);
      before = take_shot (GTK_WIDGET (window));
      g_assert_true (ak_focus_visibly (focus));
      iterate_until (shows_focus, focus);
      after = take_shot (GTK_WIDGET (window));
      save_styled_shot (after, charts[i].css_name, style);
      assert_ratio (what, strongest_in (after, chart, &ring, pixel_in (before, chart, 1, mid)),
                    pixel_in (before, chart, 1, mid), GRAPHICS_RATIO);

      /* A link inside the reading page has the focus: its own ring shows,
       * the page's goes (GTK marks a focused widget's ancestors
       * focus-visible too, and both were drawn). */
      if (charts[i].ring_on != NULL)
        {
          GtkWidget *link = find_widget (page, has_css_class, "has-links");
          g_autoptr(Shot) on_link = NULL;

          g_assert_nonnull (link);
          g_assert_true (ak_focus_visibly (link));
          iterate_until (shows_focus, link);
          iterate_briefly ();
          on_link = take_shot (GTK_WIDGET (window));
          g_assert_cmpfloat (contrast (strongest_in (on_link, chart, &ring, pixel_in (before, chart, 1, mid)),
                                       pixel_in (before, chart, 1, mid)), <, 1.2);
        }
      gtk_window_destroy (window);
    }
}

/* ---- a slider: its value, and the ring around its knob ------------------------ */


/* A slider as the kitchen's (ak-kitchen-page.ui): its value drawn on the
 * right. Its value label is text; the ring around its knob once it has
 * the keyboard focus is a focus indicator, against the page above the
 * knob and against what lies between it and the knob. */
static void
test_slider (gconstpointer data)
{
  Style style = begin_style (data);
  GtkWidget *scale, *window, *value, *knob;
  graphene_rect_t knob_box, ring;

  scale = gtk_scale_new_with_range (GTK_ORIENTATION_HORIZONTAL, 1, 1024, 1);
  gtk_scale_set_draw_value (GTK_SCALE (scale), TRUE);
  gtk_scale_set_value_pos (GTK_SCALE (scale), GTK_POS_RIGHT);
  gtk_scale_set_digits (GTK_SCALE (scale), 0);
  gtk_range_set_value (GTK_RANGE (scale), 300);
  gtk_widget_set_size_request (scale, 300, -1);
  window = window_with (scale);
  value = find_widget (scale, has_css_name, "value");
  knob = find_widget (scale, has_css_name, "slider");
  g_assert_nonnull (value);
  g_assert_nonnull (knob);

  g_assert_true (ak_focus_visibly (scale));
  iterate_until (shows_focus, scale);
  {
    g_autoptr(Shot) shot = take_shot (window);
    Rgb page_bg, inside, strongest;

    save_styled_shot (shot, "slider", style);
    assert_text_at (shot, "slider value label", value, app_text_ratio (style));

    /* Straight above the knob's centre, within 8 px: the ring is the
     * pixel that stands out most from the page further up. Beside it on
     * the inside is the knob, or the page again where the ring keeps a
     * gap from the knob. */
    knob_box = box_of (shot, knob);
    page_bg = pixel_in (shot, knob, knob_box.size.width / 2, -12);
    ring = GRAPHENE_RECT_INIT (knob_box.size.width / 2, -8, 1, 8);
    strongest = strongest_in (shot, knob, &ring, page_bg);
    inside = pixel_in (shot, knob, knob_box.size.width / 2, -1.5);
    if (contrast (inside, strongest) < 1.5)
      inside = pixel_in (shot, knob, knob_box.size.width / 2, knob_box.size.height / 2);
    assert_ratio ("focus ring of a slider's knob, on the page", strongest, page_bg, GRAPHICS_RATIO);
    assert_ratio ("focus ring of a slider's knob, beside the knob", strongest, inside, GRAPHICS_RATIO);
  }
  gtk_window_destroy (GTK_WINDOW (window));
}

/* ---- an answered quiz choice (insensitive, but read) ------------------------- */

static void
test_quiz_choice (gconstpointer data)
{
  Style style = begin_style (data);
  GtkWidget *window = gtk_window_new ();
  GtkWidget *page = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *choice = gtk_button_new ();
  GtkWidget *label = gtk_label_new ("Graphcore IPU");
  g_autoptr(Shot) shot = NULL;

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
  save_styled_shot (shot, "quiz", style);
  assert_text (shot, "quiz: an answered choice", label);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* ---- a progress bar's text ("Starting…" of Measure This Computer) ---------- */

static void
test_progress_text (gconstpointer data)
{
  Style style = begin_style (data);
  GtkWidget *window = gtk_window_new ();
  GtkWidget *bar = gtk_progress_bar_new ();
  g_autoptr(Shot) shot = NULL;

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
  assert_text_at (shot, "progress bar text", bar, app_text_ratio (style));
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(AkApplication) app = NULL;
  const Style three[] = { STYLE_LIGHT, STYLE_DARK, STYLE_HC };
  const Style four[] = { STYLE_LIGHT, STYLE_DARK, STYLE_HC, STYLE_HC_DARK };

  if (!ui_test_init (&argc, &argv))
    return 0;

  /* Registered, so libadwaita is set up and the app's style.css loaded. */
  app = test_application ();
  /* Shots show colours as they end up, not a moment of a CSS transition
   * (libadwaita fades a focus ring in, the sort cards' verdict colours
   * change over 200 ms) that depends on the machine's load. */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  add_styled ("/contrast/sort", test_sort, three, G_N_ELEMENTS (three));
  g_test_add_func ("/contrast/sort/right-last", test_sort_right_last);
  add_styled ("/contrast/progress-text", test_progress_text, three, G_N_ELEMENTS (three));
  add_styled ("/contrast/quiz-choice", test_quiz_choice, three, G_N_ELEMENTS (three));
  add_styled ("/contrast/buttons", test_buttons, three, G_N_ELEMENTS (three));
  add_styled ("/contrast/links", test_links, four, G_N_ELEMENTS (four));
  add_styled ("/contrast/slider", test_slider, three, G_N_ELEMENTS (three));
  add_styled ("/contrast/chart-rings", test_chart_rings, three, G_N_ELEMENTS (three));
  add_styled ("/contrast/picked-card", test_picked_card, three, G_N_ELEMENTS (three));
  return g_test_run ();
}

/* test-text-rows.c: running text beside other widgets is only asked for
 * its height at its width, never for its width at a height
 *
 * GTK 4.8's horizontal GtkBox asks a wrapping label for its width at a
 * series of heights, and the label answers each by laying its text out
 * again and again (a binary search over Pango layouts): the bullets of the
 * first page and the bar under it took most of the time to the first
 * frame. A stand-in for such a label records what it is asked.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gtk/gtk.h>

#include "ak-next-page.h"
#include "ak-test-ui.h"
#include "ak-wrapped-label.h"

#define TEXT_WIDTH 400
#define LINE_HEIGHT 20

#define TEST_TYPE_TEXT (test_text_get_type ())
G_DECLARE_FINAL_TYPE (TestText, test_text, TEST, TEXT, GtkWidget)

/* Sized as a wrapping label of TEXT_WIDTH px of text, 40 px the longest word. */
struct _TestText
{
  GtkWidget parent_instance;

  guint     width_for_height;
  guint     height_for_width;
};

G_DEFINE_FINAL_TYPE (TestText, test_text, GTK_TYPE_WIDGET)

static void
test_text_measure (GtkWidget      *widget,
                   GtkOrientation  orientation,
                   int             for_size,
                   int            *minimum,
                   int            *natural,
                   int            *minimum_baseline,
                   int            *natural_baseline)
{
  TestText *self = TEST_TEXT (widget);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      self->width_for_height += for_size >= 0;
      *minimum = 40;
      *natural = TEXT_WIDTH;
    }
  else
    {
      int width = for_size >= 0 ? MAX (for_size, 40) : TEXT_WIDTH;

      self->height_for_width += for_size >= 0;
      *minimum = *natural = LINE_HEIGHT * ((TEXT_WIDTH + width - 1) / width);
    }
}

static GtkSizeRequestMode
test_text_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
test_text_class_init (TestTextClass *klass)
{
  GTK_WIDGET_CLASS (klass)->measure = test_text_measure;
  GTK_WIDGET_CLASS (klass)->get_request_mode = test_text_get_request_mode;
}

static void
test_text_init (TestText *self)
{
}

static gboolean
is_laid_out (gpointer widget)
{
  return gtk_widget_get_mapped (widget) && gtk_widget_get_width (widget) > 0;
}

/* @content in a scrolled page of a notebook with its tabs on the left, as
 * the window holds a lesson's pages, then a bar under it. */
static GtkWidget *
show_in_page (GtkWidget *content,
              GtkWidget *bar,
              int        width)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *notebook = gtk_notebook_new ();
  GtkWidget *slot = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *scroller = gtk_scrolled_window_new ();
  GtkWidget *column = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);

  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_widget_set_vexpand (scroller, TRUE);
  gtk_box_append (GTK_BOX (column), content);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), column);
  gtk_box_append (GTK_BOX (slot), scroller);
  if (bar != NULL)
    gtk_box_append (GTK_BOX (slot), bar);
  gtk_notebook_set_tab_pos (GTK_NOTEBOOK (notebook), GTK_POS_LEFT);
  gtk_notebook_append_page (GTK_NOTEBOOK (notebook), slot, gtk_label_new ("Page"));
  gtk_window_set_child (GTK_WINDOW (window), notebook);
  gtk_window_set_default_size (GTK_WINDOW (window), width, 400);
  gtk_window_present (GTK_WINDOW (window));
  iterate_until (is_laid_out, content);
  return window;
}

/* A bullet beside its text: the text is laid out at its width only. */
static void
test_row (void)
{
  GtkWidget *row = ak_text_row_new (8);
  GtkWidget *bullet = gtk_label_new ("•");
  TestText *text = g_object_new (TEST_TYPE_TEXT, "hexpand", TRUE, NULL);
  GtkWidget *window;

  ak_text_row_append (row, bullet);
  ak_text_row_append (row, GTK_WIDGET (text));
  window = show_in_page (row, NULL, 300);

  g_assert_cmpuint (text->height_for_width, >, 0);
  g_assert_cmpuint (text->width_for_height, ==, 0);
  /* The row still lays them out side by side, the text after the bullet. */
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (text)), >, 40);
  {
    graphene_point_t at;

    g_assert_true (gtk_widget_compute_point (GTK_WIDGET (text), bullet, &GRAPHENE_POINT_INIT (0, 0), &at));
    g_assert_cmpfloat (at.x, >=, gtk_widget_get_width (bullet) + 8);
  }

  gtk_window_destroy (GTK_WINDOW (window));
}

static GtkWidget *
button_of (GtkWidget *bar)
{
  for (GtkWidget *c = gtk_widget_get_first_child (bar); c != NULL; c = gtk_widget_get_next_sibling (c))
    if (GTK_IS_BUTTON (c))
      return c;
  return NULL;
}

/* The "Next" bar: its button's text is asked only for heights at widths;
 * the button sits at the end, as wide as its text wants when that fits,
 * and never wider than the bar when it does not. */
static void
check_bar (int      window_width,
           gboolean fits)
{
  GtkWidget *bar = ak_next_page_bar_new ("The kitchen", 1);
  GtkWidget *button = button_of (bar);
  TestText *text = g_object_new (TEST_TYPE_TEXT, NULL);
  GtkWidget *window;
  graphene_rect_t bounds;

  g_assert_nonnull (button);
  gtk_button_set_child (GTK_BUTTON (button), GTK_WIDGET (text));
  window = show_in_page (gtk_label_new ("Page text"), bar, window_width);
  iterate_until (is_laid_out, bar);

  g_assert_cmpuint (text->height_for_width, >, 0);
  g_assert_cmpuint (text->width_for_height, ==, 0);
  /* Bounds: the button's border box, in the bar's content box. */
  g_assert_true (gtk_widget_compute_bounds (button, bar, &bounds));
  g_assert_cmpfloat (bounds.size.width, <=, gtk_widget_get_width (bar) + 0.5);
  g_assert_cmpfloat_with_epsilon (bounds.origin.x + bounds.size.width, gtk_widget_get_width (bar), 0.5);
  if (fits)
    g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (text)), ==, TEXT_WIDTH);
  else
    g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (text)), >, LINE_HEIGHT);

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_bar_wide (void)
{
  check_bar (1000, TRUE);
}

static void
test_bar_narrow (void)
{
  check_bar (360, FALSE);
}

int
main (int argc, char *argv[])
{
  if (!ui_test_init (&argc, &argv))
    return 0;

  g_test_add_func ("/text-rows/row", test_row);
  g_test_add_func ("/text-rows/next-bar-wide", test_bar_wide);
  g_test_add_func ("/text-rows/next-bar-narrow", test_bar_narrow);

  return g_test_run ();
}

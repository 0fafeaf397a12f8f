/* ak-next-page.c: the bar at the end of a page that leads on to the next
 *
 * A lesson should lead somewhere: under every page but the last, a bar
 * with "Next: <title>" takes the learner to the following page, as
 * Ctrl+Page Down does, with the focus on that page's tab (so Tab goes on
 * into the page, as after Alt+1 … Alt+0). The button only names an action
 * (win.goto-page with the page's index): whoever holds the notebook
 * answers it, so a page built without a window has a bar that does nothing.
 *
 * The bar lays out its one button itself, at its end, as wide as the
 * button's text wants and never wider than the bar: a long title in a
 * narrow window or large text wraps, never widens the window. Neither a
 * GtkActionBar (it gives what it packs at its end at most half its width,
 * and once the natural width does not fit only the minimum, one word a
 * line: seven lines for "Weiter: Warum echte Läufe langsamer sind" at
 * 22 pt) nor a GtkBox with a spacer: GTK 4.8 asks a box's wrapping label
 * for its width at each height a notebook tries, a search over dozens of
 * Pango layouts each time, which was most of the time to the first frame.
 * Here the button is only asked for its widths and for its height at the
 * width it gets.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "ak-next-page.h"

struct _AkNextPageBar
{
  GtkWidget  parent_instance;

  GtkWidget *button;
};

G_DEFINE_FINAL_TYPE (AkNextPageBar, ak_next_page_bar, GTK_TYPE_WIDGET)

/* The button's width in a bar @width wide (-1: unlimited): its natural
 * width when that fits, else all there is, never under its minimum. */
static int
button_width (AkNextPageBar *self,
              int            width)
{
  int min = 0, nat = 0;

  gtk_widget_measure (self->button, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
  return width < 0 ? nat : MAX (min, MIN (width, nat));
}

static void
ak_next_page_bar_measure (GtkWidget      *widget,
                          GtkOrientation  orientation,
                          int             for_size,
                          int            *minimum,
                          int            *natural,
                          int            *minimum_baseline,
                          int            *natural_baseline)
{
  AkNextPageBar *self = AK_NEXT_PAGE_BAR (widget);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    gtk_widget_measure (self->button, orientation, -1, minimum, natural, NULL, NULL);
  else
    gtk_widget_measure (self->button, orientation, for_size < 0 ? -1 : button_width (self, for_size),
                        minimum, natural, NULL, NULL);
}

static void
ak_next_page_bar_size_allocate (GtkWidget *widget,
                                int        width,
                                int        height,
                                int        baseline)
{
  AkNextPageBar *self = AK_NEXT_PAGE_BAR (widget);
  int button = button_width (self, width);
  gboolean rtl = gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL;
  GskTransform *at = gsk_transform_translate (NULL, &GRAPHENE_POINT_INIT (rtl ? 0 : width - button, 0));

  gtk_widget_allocate (self->button, button, height, -1, at);
}

static GtkSizeRequestMode
ak_next_page_bar_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
ak_next_page_bar_dispose (GObject *object)
{
  AkNextPageBar *self = AK_NEXT_PAGE_BAR (object);

  g_clear_pointer (&self->button, gtk_widget_unparent);

  G_OBJECT_CLASS (ak_next_page_bar_parent_class)->dispose (object);
}

static void
ak_next_page_bar_class_init (AkNextPageBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ak_next_page_bar_dispose;
  widget_class->measure = ak_next_page_bar_measure;
  widget_class->size_allocate = ak_next_page_bar_size_allocate;
  widget_class->get_request_mode = ak_next_page_bar_get_request_mode;

  /* style.css gives it the look of libadwaita's action bar. */
  gtk_widget_class_set_css_name (widget_class, "nextpagebar");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GENERIC);
}

static void
ak_next_page_bar_init (AkNextPageBar *self)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_CENTER);

  self->button = gtk_button_new ();
  gtk_button_set_child (GTK_BUTTON (self->button), label);
  gtk_widget_set_name (self->button, "next-page");
  gtk_widget_add_css_class (self->button, "pill");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->button), "win.goto-page");
  gtk_widget_set_parent (self->button, GTK_WIDGET (self));
  gtk_widget_add_css_class (GTK_WIDGET (self), "next-page-bar");
}

/**
 * ak_next_page_bar_new:
 * @next_title: the next page's title, as its tab shows it
 * @next_index: the next page's position in the notebook, from 0
 *
 * Returns: (transfer floating): a bar with one button, "Next: @next_title",
 *   that activates `win.goto-page` with @next_index
 */
GtkWidget *
ak_next_page_bar_new (const char *next_title,
                      int         next_index)
{
  AkNextPageBar *self;
  g_autofree char *text = NULL;

  g_return_val_if_fail (next_title != NULL && next_index >= 0, NULL);

  self = g_object_new (AK_TYPE_NEXT_PAGE_BAR, NULL);
  /* Translators: a button at the end of a page; %s is the next page's title */
  text = g_strdup_printf (_("Next: %s"), next_title);
  gtk_label_set_text (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (self->button))), text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->button), GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
  gtk_actionable_set_action_target (GTK_ACTIONABLE (self->button), "i", next_index);
  return GTK_WIDGET (self);
}

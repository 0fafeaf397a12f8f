/* ak-narrow.c: a page's labels and controls fitted to narrow windows and large text
 *
 * Every page has to work in a window 360 px wide, with a 22 pt interface
 * font and in every language. A label that neither wraps nor ellipsizes
 * asks for its whole text on one line, and a drop-down for its longest
 * item: either holds the window wider than 360 px (a German field label
 * at 22 pt is over 400 px). ak_narrow_fit() goes through a page once it is
 * built and lets such text take less room:
 *
 * - a plain label wraps, at word boundaries first, and so does a wrapping
 *   label's word that is wider than the room;
 * - a button's label wraps too, centred;
 * - the item a drop-down shows is ellipsized, its full text still in the
 *   list it opens (and in its accessible name, see ak-a11y-names.c);
 * - a horizontal box with the style class "reflow" (a row of buttons, a
 *   legend) lays its children out like words in a paragraph: each at its
 *   natural width, left to right, on as many lines as it takes, the room
 *   left on a line going to the children that expand.
 *
 * Labels that already wrap or ellipsize are left as they are, and so are
 * labels that GTK places itself (in scales, lists, popovers and tabs) and
 * badges (style class "badge": one word, such as a reference's kind, which
 * broken across lines reads as "Art-icle").
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ak-narrow.h"

static void fit_widget (GtkWidget *widget);

/* ---- the reflowing row ----------------------------------------------------- */

#define SPACING_KEY "ak-narrow-reflow-spacing"

typedef struct {
  int x;
  int y;
  int width;
  int height;
} Cell;

static int
child_height (GtkWidget *child,
              int        width)
{
  int height = 0;

  gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, width, &height, NULL, NULL, NULL);
  return height;
}

/* Gives the room left on the line of cells[first..end) to the children
 * that expand, and sets the line's height on each. */
static void
finish_line (GtkWidget **children,
             Cell       *cells,
             guint       first,
             guint       end,
             int         width,
             int         y)
{
  int used = cells[end - 1].x + cells[end - 1].width, line = 0;
  guint n_expand = 0;

  for (guint i = first; i < end; i++)
    n_expand += gtk_widget_get_hexpand (children[i]) ? 1 : 0;
  for (guint i = first, shift = 0; i < end; i++)
    {
      int extra = n_expand > 0 && gtk_widget_get_hexpand (children[i]) ? (width - used) / (int) n_expand : 0;

      cells[i].x += shift;
      cells[i].width += MAX (extra, 0);
      shift += MAX (extra, 0);
      cells[i].y = y;
      line = MAX (line, child_height (children[i], cells[i].width));
    }
  for (guint i = first; i < end; i++)
    cells[i].height = line;
}

/* Lays the visible children out in @width; returns the height used. */
static int
reflow (GtkWidget  *widget,
        int         width,
        GPtrArray  *children,
        GArray     *cells)
{
  int spacing = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (widget), SPACING_KEY));
  int x = 0, y = 0;
  guint first = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_should_layout (child))
      g_ptr_array_add (children, child);
  g_array_set_size (cells, children->len);

  for (guint i = 0; i < children->len; i++)
    {
      Cell *cell = &g_array_index (cells, Cell, i);
      int min = 0, nat = 0;

      gtk_widget_measure (children->pdata[i], GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
      cell->width = MAX (MIN (nat, width), min);
      if (i > first && x + cell->width > width)
        {
          finish_line ((GtkWidget **) children->pdata, (Cell *) cells->data, first, i, width, y);
          y += g_array_index (cells, Cell, first).height + spacing;
          first = i;
          x = 0;
        }
      cell->x = x;
      x += cell->width + spacing;
    }
  if (children->len == 0)
    return 0;

  finish_line ((GtkWidget **) children->pdata, (Cell *) cells->data, first, children->len, width, y);
  return y + g_array_index (cells, Cell, first).height;
}

static void
reflow_measure (GtkWidget      *widget,
                GtkOrientation  orientation,
                int             for_size,
                int            *minimum,
                int            *natural,
                int            *minimum_baseline,
                int            *natural_baseline)
{
  g_autoptr(GPtrArray) children = g_ptr_array_new ();
  g_autoptr(GArray) cells = g_array_new (FALSE, FALSE, sizeof (Cell));
  int spacing = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (widget), SPACING_KEY));

  *minimum = *natural = 0;
  if (orientation == GTK_ORIENTATION_VERTICAL)
    {
      *minimum = *natural = reflow (widget, for_size >= 0 ? for_size : G_MAXINT / 2, children, cells);
      return;
    }

  /* As narrow as its widest child; naturally, all on one line. */
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_should_layout (child))
      {
        int min = 0, nat = 0;

        gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
        *minimum = MAX (*minimum, min);
        *natural += (*natural > 0 ? spacing : 0) + nat;
      }
}

static void
reflow_allocate (GtkWidget *widget,
                 int        width,
                 int        height,
                 int        baseline)
{
  g_autoptr(GPtrArray) children = g_ptr_array_new ();
  g_autoptr(GArray) cells = g_array_new (FALSE, FALSE, sizeof (Cell));
  gboolean rtl = gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL;

  reflow (widget, width, children, cells);
  for (guint i = 0; i < children->len; i++)
    {
      const Cell *c = &g_array_index (cells, Cell, i);
      GtkAllocation a = { rtl ? width - c->x - c->width : c->x, c->y, c->width, c->height };

      gtk_widget_size_allocate (children->pdata[i], &a, -1);
    }
}

static GtkSizeRequestMode
reflow_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

/* The box keeps its spacing, between children and between lines. Its
 * GtkBox setters must not be called afterwards: they expect a box layout. */
static void
fit_reflow_box (GtkWidget *box)
{
  g_object_set_data (G_OBJECT (box), SPACING_KEY, GINT_TO_POINTER (gtk_box_get_spacing (GTK_BOX (box))));
  gtk_widget_set_layout_manager (box, gtk_custom_layout_new (reflow_request_mode, reflow_measure,
                                                             reflow_allocate));
}

static gboolean
is_free_label (GtkWidget *widget)
{
  GtkLabel *label = GTK_LABEL (widget);

  return !gtk_label_get_wrap (label) && gtk_label_get_ellipsize (label) == PANGO_ELLIPSIZE_NONE;
}

static void
ellipsize_labels (GtkWidget *widget)
{
  if (GTK_IS_LABEL (widget) && is_free_label (widget))
    gtk_label_set_ellipsize (GTK_LABEL (widget), PANGO_ELLIPSIZE_END);

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (!GTK_IS_POPOVER (child))
      ellipsize_labels (child);
}

/* The item shown is set up again when the model or the factory changes;
 * GTK makes it only once the drop-down is in a window (root), and the
 * window takes its first size before it maps anything: the item must be
 * ellipsized by then, or a long one (a kitchen preset at 22 pt) makes the
 * window wider, which it stays. */
static void
on_drop_down_changed (GtkWidget *drop_down)
{
  ellipsize_labels (drop_down);
}

static void
fit_drop_down (GtkWidget *drop_down)
{
  ellipsize_labels (drop_down);
  g_signal_connect_after (drop_down, "notify::selected", G_CALLBACK (on_drop_down_changed), NULL);
  g_signal_connect_after (drop_down, "notify::model", G_CALLBACK (on_drop_down_changed), NULL);
  g_signal_connect_after (drop_down, "notify::factory", G_CALLBACK (on_drop_down_changed), NULL);
  g_signal_connect_after (drop_down, "notify::root", G_CALLBACK (on_drop_down_changed), NULL);
  g_signal_connect_after (drop_down, "map", G_CALLBACK (on_drop_down_changed), NULL);
}

static void
fit_label (GtkWidget *widget)
{
  GtkLabel *label = GTK_LABEL (widget);

  if (gtk_widget_has_css_class (widget, "badge"))
    return;

  /* A word wider than the room left (a long German compound at 22 pt)
   * breaks rather than being cut off. */
  if (gtk_label_get_wrap (label) && gtk_label_get_wrap_mode (label) == PANGO_WRAP_WORD)
    gtk_label_set_wrap_mode (label, PANGO_WRAP_WORD_CHAR);
  if (!is_free_label (widget))
    return;

  gtk_label_set_wrap (label, TRUE);
  /* A button's label keeps its words whole. */
  if (GTK_IS_BUTTON (gtk_widget_get_parent (widget)))
    gtk_label_set_justify (label, GTK_JUSTIFY_CENTER);
  else
    gtk_label_set_wrap_mode (label, PANGO_WRAP_WORD_CHAR);
}

static void
fit_children (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    fit_widget (child);
}

static void
fit_widget (GtkWidget *widget)
{
  if (GTK_IS_BOX (widget) && gtk_widget_has_css_class (widget, "reflow") &&
      gtk_orientable_get_orientation (GTK_ORIENTABLE (widget)) == GTK_ORIENTATION_HORIZONTAL)
    fit_reflow_box (widget);

  if (GTK_IS_DROP_DOWN (widget))
    fit_drop_down (widget);
  else if (GTK_IS_LABEL (widget))
    fit_label (widget);
  else if (!GTK_IS_RANGE (widget) && !GTK_IS_POPOVER (widget) && !GTK_IS_LIST_VIEW (widget) &&
           !GTK_IS_NOTEBOOK (widget) && !GTK_IS_PROGRESS_BAR (widget))
    fit_children (widget);
}

/**
 * ak_narrow_fit:
 * @root: a page, once built
 *
 * Lets the labels of @root wrap and its drop-downs ellipsize the item they
 * show (see the top of this file), so that the page's minimum width is
 * that of its widest word or control rather than of its longest text.
 */
void
ak_narrow_fit (GtkWidget *root)
{
  g_return_if_fail (GTK_IS_WIDGET (root));

  fit_widget (root);
}

/**
 * ak_narrow_text_scale:
 * @widget: a widget
 *
 * How much larger than 11 pt (Adwaita's interface font, at which the
 * charts' least legible sizes were chosen) @widget's font is: 2 with a
 * 22 pt interface font. Smaller fonts give 1; the result is at most 4.
 *
 * Returns: the ratio, in [1, 4]
 */
double
ak_narrow_text_scale (GtkWidget *widget)
{
  const PangoFontDescription *font;
  double size;

  g_return_val_if_fail (GTK_IS_WIDGET (widget), 1.0);

  font = pango_context_get_font_description (gtk_widget_get_pango_context (widget));
  if (font == NULL || pango_font_description_get_size (font) <= 0)
    return 1.0;

  size = pango_font_description_get_size (font) / (double) PANGO_SCALE;
  /* An absolute size is in device units: 96 per inch, 72 points. */
  if (pango_font_description_get_size_is_absolute (font))
    size *= 72.0 / 96.0;
  return CLAMP (size / 11.0, 1.0, 4.0);
}

/* ak-reading-table.c: a reading page's table that reflows when narrow
 *
 * A table of a lesson (the memory levels, say) in columns while every
 * column can show its longest word whole; in a narrower page (360 px, a
 * 22 pt font, German compounds) each row becomes a block instead: its
 * first cell on a line of its own, then each other cell under the name of
 * its column. Squeezed into columns the cells broke words in the middle
 * ("Lektio-n)", "GB/ s"), one short piece a line.
 *
 * The cells are the same widgets in both layouts, so the reading keys and
 * screen readers meet the same table cells, described by their column,
 * whichever is shown; the column names repeated above the cells of a
 * block are for the eye only (role presentation).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "ak-reading-table.h"

#define COLUMN_SPACING 18
#define ROW_SPACING    8
#define BLOCK_SPACING  14
#define KEY_SPACING    2
#define VALUE_SPACING  6
#define INDENT         12

struct _AkReadingTable
{
  GtkWidget  parent_instance;

  guint      n_columns;
  GPtrArray *headers;  /* n_columns labels, the column names */
  GPtrArray *cells;    /* row after row, n_columns each */
  GPtrArray *keys;     /* one per cell: its column's name for a block, NULL for a row's first cell */
  gboolean   stacked;  /* laid out as blocks at the last allocation */
};

G_DEFINE_FINAL_TYPE (AkReadingTable, ak_reading_table, GTK_TYPE_WIDGET)

/* ---- sizes ---------------------------------------------------------------- */

/* The width of @widget's longest word: the least it can take without
 * breaking one, px. */
static int
longest_word (GtkWidget *widget)
{
  g_autoptr(PangoLayout) layout = NULL;
  PangoRectangle logical;
  int min = 0;

  if (!GTK_IS_LABEL (widget))
    {
      gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
      return min;
    }
  layout = pango_layout_copy (gtk_label_get_layout (GTK_LABEL (widget)));
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD);
  pango_layout_set_width (layout, PANGO_SCALE);
  pango_layout_get_pixel_extents (layout, NULL, &logical);
  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
  return MAX (min, logical.width);
}

static int
natural_width (GtkWidget *widget)
{
  int natural = 0;

  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL, NULL);
  return natural;
}

static int
height_for (GtkWidget *widget,
            int        width)
{
  int height = 0;

  gtk_widget_measure (widget, GTK_ORIENTATION_VERTICAL, MAX (width, 1), &height, NULL, NULL, NULL);
  return height;
}

static guint
n_rows (AkReadingTable *self)
{
  return self->cells->len / MAX (self->n_columns, 1);
}

static GtkWidget *
cell_at (AkReadingTable *self,
         guint           row,
         guint           column)
{
  return g_ptr_array_index (self->cells, row * self->n_columns + column);
}

/* The least and the most each column asks for, headers included. */
static void
column_widths (AkReadingTable *self,
               int            *mins,
               int            *naturals)
{
  for (guint c = 0; c < self->n_columns; c++)
    {
      mins[c] = longest_word (g_ptr_array_index (self->headers, c));
      naturals[c] = natural_width (g_ptr_array_index (self->headers, c));
      for (guint r = 0; r < n_rows (self); r++)
        {
          mins[c] = MAX (mins[c], longest_word (cell_at (self, r, c)));
          naturals[c] = MAX (naturals[c], natural_width (cell_at (self, r, c)));
        }
      naturals[c] = MAX (naturals[c], mins[c]);
    }
}

/* Whether @width shows every column with its words whole. */
static gboolean
fits_columns (AkReadingTable *self,
              int             width)
{
  g_autofree int *mins = g_new0 (int, self->n_columns);
  g_autofree int *naturals = g_new0 (int, self->n_columns);
  int needed = (int) (self->n_columns - 1) * COLUMN_SPACING;

  column_widths (self, mins, naturals);
  for (guint c = 0; c < self->n_columns; c++)
    needed += mins[c];
  return width >= needed;
}

/* ---- the two layouts -------------------------------------------------------- */

static void
place (GtkWidget *widget,
       int        x,
       int        y,
       int        width,
       int        height,
       gboolean   allocate)
{
  if (allocate && gtk_widget_should_layout (widget))
    gtk_widget_size_allocate (widget, &(GtkAllocation) { x, y, width, height }, -1);
}

/* Columns @width wide in all: each its longest word, then the room left
 * shared toward what each asks for. Returns the height. */
static int
lay_out_columns (AkReadingTable *self,
                 int             width,
                 gboolean        allocate)
{
  g_autofree GtkRequestedSize *sizes = g_new0 (GtkRequestedSize, self->n_columns);
  g_autofree int *mins = g_new0 (int, self->n_columns);
  g_autofree int *naturals = g_new0 (int, self->n_columns);
  int extra = width - (int) (self->n_columns - 1) * COLUMN_SPACING;
  int y = 0;

  column_widths (self, mins, naturals);
  for (guint c = 0; c < self->n_columns; c++)
    {
      sizes[c] = (GtkRequestedSize) { .minimum_size = mins[c], .natural_size = naturals[c] };
      extra -= mins[c];
    }
  extra = gtk_distribute_natural_allocation (MAX (extra, 0), self->n_columns, sizes);
  for (guint c = 0; c < self->n_columns; c++)
    sizes[c].minimum_size += extra / (int) self->n_columns;

  for (guint r = 0; r <= n_rows (self); r++)
    {
      int row_height = 0, x = 0;

      for (guint c = 0; c < self->n_columns; c++)
        {
          GtkWidget *widget = r == 0 ? g_ptr_array_index (self->headers, c) : cell_at (self, r - 1, c);

          row_height = MAX (row_height, height_for (widget, sizes[c].minimum_size));
        }
      for (guint c = 0; c < self->n_columns; c++)
        {
          GtkWidget *widget = r == 0 ? g_ptr_array_index (self->headers, c) : cell_at (self, r - 1, c);

          place (widget, x, y, sizes[c].minimum_size, row_height, allocate);
          x += sizes[c].minimum_size + COLUMN_SPACING;
        }
      y += row_height + (r < n_rows (self) ? ROW_SPACING : 0);
    }
  return y;
}

/* A block a row: its first cell, then each other cell under the name of
 * its column. Returns the height. */
static int
lay_out_blocks (AkReadingTable *self,
                int             width,
                gboolean        allocate)
{
  int y = 0;

  for (guint r = 0; r < n_rows (self); r++)
    {
      for (guint c = 0; c < self->n_columns; c++)
        {
          GtkWidget *cell = cell_at (self, r, c);
          GtkWidget *key = g_ptr_array_index (self->keys, r * self->n_columns + c);
          int indent = key != NULL ? INDENT : 0;
          int height;

          if (key != NULL)
            {
              height = height_for (key, width - indent);
              place (key, indent, y, width - indent, height, allocate);
              y += height + KEY_SPACING;
            }
          height = height_for (cell, width - indent);
          place (cell, indent, y, width - indent, height, allocate);
          y += height + VALUE_SPACING;
        }
      y += r + 1 < n_rows (self) ? BLOCK_SPACING - VALUE_SPACING : -VALUE_SPACING;
    }
  return MAX (y, 0);
}

/* ---- GtkWidget ------------------------------------------------------------------- */

static GtkSizeRequestMode
ak_reading_table_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
ak_reading_table_measure (GtkWidget      *widget,
                          GtkOrientation  orientation,
                          int             for_size,
                          int            *minimum,
                          int            *natural,
                          int            *minimum_baseline,
                          int            *natural_baseline)
{
  AkReadingTable *self = AK_READING_TABLE (widget);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      g_autofree int *mins = g_new0 (int, self->n_columns);
      g_autofree int *naturals = g_new0 (int, self->n_columns);
      int least = 0, most = (int) (self->n_columns - 1) * COLUMN_SPACING;

      /* As blocks it needs no more than its widest cell's least. */
      for (guint i = 0; i < self->cells->len; i++)
        {
          int min = 0;

          gtk_widget_measure (g_ptr_array_index (self->cells, i), GTK_ORIENTATION_HORIZONTAL, -1,
                              &min, NULL, NULL, NULL);
          least = MAX (least, min + INDENT);
        }
      column_widths (self, mins, naturals);
      for (guint c = 0; c < self->n_columns; c++)
        most += naturals[c];
      *minimum = least;
      *natural = MAX (least, most);
    }
  else
    {
      int width = for_size;
      int least = 0;
      int height;

      if (width < 0)
        ak_reading_table_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &least, &width, NULL, NULL);
      height = fits_columns (self, width) ? lay_out_columns (self, width, FALSE)
                                          : lay_out_blocks (self, width, FALSE);
      *minimum = *natural = height;
    }
}

static void
ak_reading_table_size_allocate (GtkWidget *widget,
                                int        width,
                                int        height,
                                int        baseline)
{
  AkReadingTable *self = AK_READING_TABLE (widget);
  gboolean stacked = !fits_columns (self, width);

  /* Which of the column names shows: above the columns, or in each block. */
  if (stacked != self->stacked)
    {
      self->stacked = stacked;
      for (guint c = 0; c < self->headers->len; c++)
        gtk_widget_set_child_visible (g_ptr_array_index (self->headers, c), !stacked);
      for (guint i = 0; i < self->keys->len; i++)
        if (g_ptr_array_index (self->keys, i) != NULL)
          gtk_widget_set_child_visible (g_ptr_array_index (self->keys, i), stacked);
    }

  if (stacked)
    lay_out_blocks (self, width, TRUE);
  else
    lay_out_columns (self, width, TRUE);
}

static void
ak_reading_table_dispose (GObject *object)
{
  AkReadingTable *self = AK_READING_TABLE (object);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_pointer (&self->headers, g_ptr_array_unref);
  g_clear_pointer (&self->cells, g_ptr_array_unref);
  g_clear_pointer (&self->keys, g_ptr_array_unref);

  G_OBJECT_CLASS (ak_reading_table_parent_class)->dispose (object);
}

static void
ak_reading_table_class_init (AkReadingTableClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ak_reading_table_dispose;
  widget_class->get_request_mode = ak_reading_table_get_request_mode;
  widget_class->measure = ak_reading_table_measure;
  widget_class->size_allocate = ak_reading_table_size_allocate;
  gtk_widget_class_set_css_name (widget_class, "readingtable");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_TABLE);
}

static void
ak_reading_table_init (AkReadingTable *self)
{
  self->headers = g_ptr_array_new ();
  self->cells = g_ptr_array_new ();
  self->keys = g_ptr_array_new ();
}

/**
 * ak_reading_table_new:
 * @n_columns: the number of columns, at least 1
 *
 * Returns: (transfer floating): an empty table; append its column
 *   headers, then its cells row after row, with ak_reading_table_append()
 */
GtkWidget *
ak_reading_table_new (guint n_columns)
{
  AkReadingTable *self;

  g_return_val_if_fail (n_columns > 0, NULL);

  self = g_object_new (AK_TYPE_READING_TABLE, NULL);
  self->n_columns = n_columns;
  return GTK_WIDGET (self);
}

/* The name of the column @cell is in, shown above it in a block. */
static GtkWidget *
key_new (AkReadingTable *self,
         guint           column)
{
  GtkWidget *header = g_ptr_array_index (self->headers, column);
  GtkWidget *key = g_object_new (GTK_TYPE_LABEL,
                                 "label", GTK_IS_LABEL (header) ? gtk_label_get_text (GTK_LABEL (header)) : "",
                                 "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION,
                                 "wrap", TRUE,
                                 "wrap-mode", PANGO_WRAP_WORD_CHAR,
                                 "xalign", 0.0f,
                                 NULL);

  gtk_widget_add_css_class (key, "caption-heading");
  gtk_widget_add_css_class (key, "dim-label");
  gtk_widget_set_child_visible (key, self->stacked);
  return key;
}

/**
 * ak_reading_table_append:
 * @self: a table
 * @cell: (transfer floating): the next column header (the first
 *   n_columns calls) or cell (row after row), a label
 *
 * Adds @cell in reading order: headers first, then each row's cells.
 */
void
ak_reading_table_append (AkReadingTable *self,
                         GtkWidget      *cell)
{
  guint column;
  GtkWidget *key = NULL;

  g_return_if_fail (AK_IS_READING_TABLE (self));
  g_return_if_fail (GTK_IS_WIDGET (cell));

  if (self->headers->len < self->n_columns)
    {
      g_ptr_array_add (self->headers, cell);
      gtk_widget_set_child_visible (cell, !self->stacked);
      gtk_widget_set_parent (cell, GTK_WIDGET (self));
      return;
    }

  column = self->cells->len % self->n_columns;
  if (column > 0)
    {
      key = key_new (self, column);
      gtk_widget_set_parent (key, GTK_WIDGET (self));
    }
  g_ptr_array_add (self->keys, key);
  g_ptr_array_add (self->cells, cell);
  gtk_widget_set_parent (cell, GTK_WIDGET (self));
}

/**
 * ak_reading_table_is_stacked:
 * @self: a table
 *
 * Returns: %TRUE when it was last laid out as blocks, one a row
 */
gboolean
ak_reading_table_is_stacked (AkReadingTable *self)
{
  g_return_val_if_fail (AK_IS_READING_TABLE (self), FALSE);

  return self->stacked;
}

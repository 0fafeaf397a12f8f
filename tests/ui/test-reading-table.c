/* test-reading-table.c: a reading page's table in columns while its words
 * fit, one block a row when they do not (suite "ui")
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gtk/gtk.h>

#include "ak-reading-table.h"
#include "ak-test-ui.h"

static const char *const cells[] = {
  "Level", "Bandwidth", "Capacity",
  "On-chip SRAM", "often above 10 TB/s", "from tens of MB to 256 MB",
  "HBM", "0.819–8 TB/s", "16 GiB–192 GB",
};

static GtkWidget *
table_new (GPtrArray *labels)
{
  GtkWidget *table = ak_reading_table_new (3);

  for (guint i = 0; i < G_N_ELEMENTS (cells); i++)
    {
      GtkWidget *label = gtk_label_new (cells[i]);

      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      g_ptr_array_add (labels, label);
      ak_reading_table_append (AK_READING_TABLE (table), label);
    }
  return table;
}

static gboolean
is_width (gpointer data)
{
  GtkWidget *table = data;

  return gtk_widget_get_width (table) == GPOINTER_TO_INT (g_object_get_data (G_OBJECT (table), "wanted"));
}

/* Gives @table @width in its window (which grows, never shrinks: the
 * narrow case comes first). */
static void
lay_out (GtkWidget *table,
         int        width)
{
  g_object_set_data (G_OBJECT (table), "wanted", GINT_TO_POINTER (width));
  gtk_widget_set_size_request (table, width, -1);
  iterate_until (is_width, table);
  iterate_briefly ();
}

static graphene_rect_t
bounds (GtkWidget *widget,
        GtkWidget *table)
{
  graphene_rect_t box;

  g_assert_true (gtk_widget_compute_bounds (widget, table, &box));
  return box;
}

/* Narrow: no header row; each row a block, its cells under one another,
 * the others below the first and indented; no word broken; the window
 * never needs more than the widest cell's least width. Wide: a row of
 * headers, each row's cells side by side. */
static void
test_reflow (void)
{
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();
  GtkWidget *window = gtk_window_new ();
  GtkWidget *table = table_new (labels);
  int min = 0;
  graphene_rect_t first, second, third;

  gtk_widget_set_halign (table, GTK_ALIGN_START);
  gtk_widget_set_valign (table, GTK_ALIGN_START);
  gtk_window_set_default_size (GTK_WINDOW (window), 100, 100);
  gtk_window_set_child (GTK_WINDOW (window), table);
  gtk_window_present (GTK_WINDOW (window));
  iterate_until (is_mapped, table);

  gtk_widget_measure (table, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
  g_assert_cmpint (min, <, 120);
  lay_out (table, 120);
  g_assert_true (ak_reading_table_is_stacked (AK_READING_TABLE (table)));
  g_assert_false (gtk_widget_get_child_visible (g_ptr_array_index (labels, 0)));
  first = bounds (g_ptr_array_index (labels, 3), table);
  second = bounds (g_ptr_array_index (labels, 4), table);
  third = bounds (g_ptr_array_index (labels, 6), table);
  g_assert_cmpfloat (second.origin.y, >=, first.origin.y + first.size.height);
  g_assert_cmpfloat (second.origin.x, >, first.origin.x);
  g_assert_cmpfloat (third.origin.y, >, second.origin.y);
  g_assert_cmpfloat_with_epsilon (third.origin.x, first.origin.x, 0.5);
  for (guint i = 3; i < labels->len; i++)
    g_assert_cmpint (pango_layout_get_line_count (gtk_label_get_layout (g_ptr_array_index (labels, i))), <=, 2);

  lay_out (table, 700);
  g_assert_false (ak_reading_table_is_stacked (AK_READING_TABLE (table)));
  g_assert_true (gtk_widget_get_child_visible (g_ptr_array_index (labels, 0)));
  first = bounds (g_ptr_array_index (labels, 3), table);
  second = bounds (g_ptr_array_index (labels, 4), table);
  g_assert_cmpfloat (second.origin.x, >, first.origin.x + first.size.width);
  g_assert_cmpfloat_with_epsilon (second.origin.y, first.origin.y, 0.5);
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int    argc,
      char **argv)
{
  if (!ui_test_init (&argc, &argv))
    return 0;

  g_test_add_func ("/reading-table/reflow", test_reflow);
  return g_test_run ();
}

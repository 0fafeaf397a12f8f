/* test-efficiency-panel.c: the estimate's factor fields: a typed factor is
 * taken and named as the user's, a refused one keeps the last good value
 * and says why, the defaults come back, and measured factors are offered
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "ak-efficiency-panel.h"
#include "ak-test-ui.h"

/* The panel's entries in order: compute, memory, overhead. */
static GtkEditable *
entry_at (GtkWidget *panel, guint n)
{
  guint seen = 0;

  for (GtkWidget *w = gtk_widget_get_first_child (panel); w != NULL; w = gtk_widget_get_next_sibling (w))
    if (GTK_IS_GRID (w))
      for (GtkWidget *c = gtk_widget_get_first_child (w); c != NULL; c = gtk_widget_get_next_sibling (c))
        if (GTK_IS_ENTRY (c) && seen++ == n)
          return GTK_EDITABLE (c);
  g_assert_not_reached ();
}

static void
test_fields (void)
{
  GtkWidget *panel = g_object_ref_sink (ak_efficiency_panel_new ());
  AkEfficiency e, measured = { .compute = 0.3, .memory = 0.9, .source = AK_EFFICIENCY_SOURCE_MEASURED };
  g_autofree char *summary = NULL;

  ak_efficiency_panel_get_efficiency (AK_EFFICIENCY_PANEL (panel), &e);
  g_assert_cmpint (e.source, ==, AK_EFFICIENCY_SOURCE_DEFAULT);
  g_assert_cmpstr (gtk_editable_get_text (entry_at (panel, 0)), ==, "0.54");

  gtk_editable_set_text (entry_at (panel, 0), "0.5");
  gtk_editable_set_text (entry_at (panel, 2), "20");
  ak_efficiency_panel_get_efficiency (AK_EFFICIENCY_PANEL (panel), &e);
  g_assert_cmpfloat (e.compute, ==, 0.5);
  g_assert_cmpfloat_with_epsilon (e.overhead_s, 20e-6, 1e-15);
  g_assert_cmpint (e.source, ==, AK_EFFICIENCY_SOURCE_USER);
  g_object_get (panel, "summary", &summary, NULL);
  g_assert_nonnull (strstr (summary, "compute 0.5,"));

  /* Above 1: refused, marked, and the last good value stays. */
  gtk_editable_set_text (entry_at (panel, 1), "1.5");
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (entry_at (panel, 1)), "error"));
  ak_efficiency_panel_get_efficiency (AK_EFFICIENCY_PANEL (panel), &e);
  g_assert_cmpfloat (e.memory, ==, 0.79);

  ak_efficiency_panel_offer_measured (AK_EFFICIENCY_PANEL (panel), &measured);
  g_assert_cmpfloat (measured.compute, ==, 0.3);
  g_object_unref (panel);
}

/* Typed one key at a time, "1e400" passes through "1" and "1e4", both
 * good; when the whole is refused the overhead is the one from before the
 * typing (0), not 10,000 µs that was never meant. */
static void
test_refused_falls_back_to_committed (void)
{
  GtkWidget *panel = g_object_ref_sink (ak_efficiency_panel_new ());
  const char *typed[] = { "1", "1e", "1e4", "1e40", "1e400" };
  AkEfficiency e;

  for (guint i = 0; i < G_N_ELEMENTS (typed); i++)
    gtk_editable_set_text (entry_at (panel, 2), typed[i]);
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (entry_at (panel, 2)), "error"));
  ak_efficiency_panel_get_efficiency (AK_EFFICIENCY_PANEL (panel), &e);
  g_assert_cmpfloat (e.overhead_s, ==, 0);
  g_object_unref (panel);
}

int
main (int argc, char *argv[])
{
  if (!ui_test_init (&argc, &argv))
    return 0;
  g_test_add_func ("/efficiency-panel/fields", test_fields);
  g_test_add_func ("/efficiency-panel/refused-falls-back", test_refused_falls_back_to_committed);
  return g_test_run ();
}

/* test-glossary-page.c: the lesson's glossary as a page: every term is
 * reached with Tab, tells screen readers its definition and shows the page
 * that explains it (suite "ui", needs a display)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gtk/gtk.h>

#include "ak-glossary-page.h"

#include "ak-test-ui.h"

/* The next term's button: terms are rows (button, then definition) of one box. */
static GtkWidget *
next_term (GtkWidget *term)
{
  GtkWidget *row = gtk_widget_get_next_sibling (gtk_widget_get_parent (term));

  return row != NULL ? find_named (row, "glossary-term") : NULL;
}

static void
test_terms_focusable (void)
{
  g_autoptr(AkLesson) lesson = bundled_lesson ();
  g_autoptr(AkPageContext) context = test_page_context (lesson, NULL);
  const AkPage *page = ak_lesson_find_page (lesson, "glossary", NULL);
  GPtrArray *glossary = ak_lesson_get_glossary (lesson);
  GtkWidget *window = gtk_window_new ();
  GtkWidget *glossary_page;
  guint n_terms = 0;

  g_assert_nonnull (page);
  g_assert_cmpint (page->kind, ==, AK_PAGE_GLOSSARY);
  g_assert_cmpuint (glossary->len, >=, 10);
  glossary_page = ak_glossary_page_new (context, page);
  g_autoptr(GSimpleActionGroup) win = g_simple_action_group_new ();
  g_autoptr(GSimpleAction) goto_page = g_simple_action_new ("goto-page", G_VARIANT_TYPE_INT32);

  /* What the app's window answers (the buttons are insensitive without it). */
  g_action_map_add_action (G_ACTION_MAP (win), G_ACTION (goto_page));
  gtk_widget_insert_action_group (window, "win", G_ACTION_GROUP (win));
  gtk_window_set_child (GTK_WINDOW (window), glossary_page);
  gtk_window_set_default_size (GTK_WINDOW (window), 800, 600);
  gtk_window_present (GTK_WINDOW (window));
  iterate_until (is_mapped, glossary_page);

  /* Every term, in the lesson's order, is a button that takes the focus. */
  for (GtkWidget *w = find_named (glossary_page, "glossary-term"); w != NULL; w = next_term (w))
    {
      const AkGlossaryEntry *entry;
      g_autofree char *pango = NULL;
      g_autofree char *plain = NULL;
      g_autofree char *problem = NULL;
      g_autofree char *spoken = NULL;
      guint index;
      GVariant *target;

      g_assert_cmpuint (n_terms, <, glossary->len);
      entry = g_ptr_array_index (glossary, n_terms);
      pango = ak_lesson_markup_to_pango (entry->definition, NULL);
      g_assert_true (pango_parse_markup (pango, -1, 0, NULL, &plain, NULL, NULL));
      g_assert_true (gtk_widget_grab_focus (w));
      g_assert_true (gtk_widget_has_focus (w));
      g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (w)), ==, entry->term);
      /* The definition, then where the button leads. */
      spoken = g_strdup_printf ("%s %s", plain, gtk_widget_get_tooltip_text (w));
      problem = gtk_test_accessible_check_property (GTK_ACCESSIBLE (w), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, spoken);
      g_assert_cmpstr (problem, ==, NULL);
      g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (w)), ==, "win.goto-page");
      target = gtk_actionable_get_action_target_value (GTK_ACTIONABLE (w));
      g_assert_nonnull (ak_lesson_find_page (lesson, entry->page_id, &index));
      g_assert_cmpint (g_variant_get_int32 (target), ==, (int) index);
      n_terms++;
    }
  g_assert_cmpuint (n_terms, ==, glossary->len);

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int argc, char *argv[])
{
  /* Accessible properties can be read back only with GTK's test context. */
  g_setenv ("GTK_A11Y", "test", TRUE);
  if (!ui_test_init (&argc, &argv))
    return 0;

  g_test_add_func ("/glossary-page/terms-focusable", test_terms_focusable);

  return g_test_run ();
}

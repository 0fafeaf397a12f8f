/* test-i18n-window.c: under LANGUAGE=de the lesson plays in German, from
 * the build tree (suite "i18n", needs a display).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <gtk/gtk.h>
#include <locale.h>
#include <string.h>

#include "ak-application.h"
#include "ak-lesson-loader.h"
#include "ak-window.h"
#include "ak-worked-example.h"

/* A label in @widget whose text is @text, or only contains it. */
static gboolean
find_label (GtkWidget  *widget,
            const char *text,
            gboolean    contains)
{
  const char *shown = GTK_IS_LABEL (widget) ? gtk_label_get_text (GTK_LABEL (widget)) : NULL;

  if (shown != NULL && (contains ? strstr (shown, text) != NULL : strcmp (shown, text) == 0))
    return TRUE;

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (find_label (child, text, contains))
      return TRUE;

  return FALSE;
}

static gboolean
label_with_text (GtkWidget *widget, const char *text)
{
  return find_label (widget, text, FALSE);
}

static gboolean
label_containing (GtkWidget *widget, const char *text)
{
  return find_label (widget, text, TRUE);
}

static char *
plain_text (const char *markup)
{
  g_autofree char *pango = ak_lesson_markup_to_pango (markup, NULL);
  char *text = NULL;

  g_assert_true (pango_parse_markup (pango, -1, 0, NULL, &text, NULL, NULL));
  return text;
}

static void
test_german_lesson (void)
{
  g_autoptr(AkLesson) english = ak_lesson_new_from_resource (AK_BUNDLED_LESSON_RESOURCE, NULL, NULL);
  g_autoptr(AkLesson) lesson = ak_lesson_load (NULL, NULL);
  const AkPage *english_idea = ak_lesson_get_page (english, 0);
  const AkBlock *paragraph = g_ptr_array_index (english_idea->blocks, 0);
  g_autofree char *german_paragraph = NULL;
  AkWindow *window;
  GtkNotebook *notebook;
  guint n_translated = 0;

  g_assert_cmpint (paragraph->kind, ==, AK_BLOCK_PARAGRAPH);
  german_paragraph = plain_text (g_dgettext (GETTEXT_PACKAGE, paragraph->text));
  g_assert_cmpstr (german_paragraph, !=, paragraph->text);

  window = ak_window_new (NULL);
  ak_window_set_lesson (window, lesson, "idea");
  notebook = ak_window_get_notebook (window);

  for (guint i = 0; i < ak_lesson_get_n_pages (english); i++)
    {
      const char *english_title = ak_lesson_get_page (english, i)->title;
      GtkWidget *tab = gtk_notebook_get_tab_label (notebook, gtk_notebook_get_nth_page (notebook, i));
      const char *shown = gtk_label_get_text (GTK_LABEL (tab));

      g_test_message ("%s → %s", english_title, shown);
      g_assert_cmpstr (shown, ==, g_dgettext (GETTEXT_PACKAGE, english_title));
      /* Some terms stay as they are in German ("Roofline"); most do not. */
      if (g_strcmp0 (shown, english_title) != 0)
        n_translated++;
    }
  /* Three stay as they are in German: Roofline, Quiz, Batching. */
  g_assert_cmpuint (n_translated, >=, ak_lesson_get_n_pages (english) - 3);

  g_assert_true (label_with_text (ak_window_get_page_widget (window, "idea"), german_paragraph));
  /* The interface itself, not only the lesson. */
  g_assert_cmpstr (_("Main Menu"), !=, "Main Menu");

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The sort page names the keys as the shortcuts window does, in GTK's
 * words ("Löschen" for Backspace in German), not in words of its own. */
static void
test_key_names (void)
{
  g_autoptr(AkLesson) lesson = ak_lesson_load (NULL, NULL);
  g_autofree char *backspace = gtk_accelerator_get_label (GDK_KEY_BackSpace, 0);
  g_autofree char *enter = gtk_accelerator_get_label (GDK_KEY_Return, 0);
  AkWindow *window = ak_window_new (NULL);
  GtkWidget *sort;

  g_test_message ("Backspace is “%s”, Enter “%s”", backspace, enter);
  g_assert_cmpstr (backspace, !=, "BackSpace");
  ak_window_set_lesson (window, lesson, "sort");
  sort = ak_window_get_page_widget (window, "sort");
  g_assert_nonnull (sort);
  g_assert_true (label_containing (sort, backspace));
  g_assert_true (label_containing (sort, enter));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Every page's accelerator source line is one translated sentence. */
static void
test_source_line (void)
{
  AkAccelerator accelerator = { .name = (char *) "Chip", .source = (char *) "X", .approximate = TRUE };
  g_autofree char *approximate = ak_accelerator_source_line (&accelerator, "X");
  g_autofree char *exact = NULL;

  accelerator.approximate = FALSE;
  exact = ak_accelerator_source_line (&accelerator, "X");
  g_assert_cmpstr (approximate, ==, "Quelle: X (ungefähre Werte)");
  g_assert_cmpstr (exact, ==, "Quelle: X");
}

int
main (int argc, char *argv[])
{
  if (g_getenv ("DISPLAY") == NULL && g_getenv ("WAYLAND_DISPLAY") == NULL)
    {
      g_print ("1..0 # SKIP no display\n");
      return 0;
    }

  g_setenv ("LANGUAGE", "de", TRUE);
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, BUILD_LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  gtk_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  g_test_add_func ("/i18n/german-lesson", test_german_lesson);
  g_test_add_func ("/i18n/key-names", test_key_names);
  g_test_add_func ("/i18n/source-line", test_source_line);

  return g_test_run ();
}

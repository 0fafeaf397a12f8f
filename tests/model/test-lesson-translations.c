/* test-lesson-translations.c: the translated lesson is as well-formed as
 * the original (suite "i18n"; LANGUAGE is set per run by meson).
 *
 * A translation that breaks inline markup, or adds markup where the text
 * is shown as plain text (titles, labels, choices, table cells), would show
 * stray asterisks or brackets to the learner.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <locale.h>
#include <string.h>

#include "ak-lesson.h"

typedef struct {
  GPtrArray *originals;  /* texts of the untranslated lesson, in visit order */
  guint      index;
  guint      n_translated;
  guint      n_problems;
  AkLesson  *translated;
  guint      n_terms;
} Compare;

/* Each glossary term @pango marks is one of the translated glossary's: a
 * translation names a term as its own glossary does. */
static void
check_terms (Compare    *c,
             const char *path,
             const char *pango)
{
  static const char href[] = "<a href=\"" AK_TERM_URI_PREFIX;

  for (const char *p = strstr (pango, href); p != NULL; p = strstr (p + 1, href))
    {
      const char *start = p + strlen ("<a href=\"");
      g_autofree char *uri = g_strndup (start, strcspn (start, "\""));
      g_autofree char *term = ak_lesson_term_from_uri (uri);

      c->n_terms++;
      if (term == NULL || ak_lesson_find_term (c->translated, term) == NULL)
        {
          g_test_message ("%s: the term \"%s\" is not in the translated glossary", path, term);
          c->n_problems++;
        }
    }
}

static void
collect (char **text, const char *path, gpointer user_data)
{
  g_ptr_array_add (user_data, g_strdup (*text));
}

/* Members whose text is shown as it is, not as inline markup. */
static gboolean
is_plain_member (const char *path)
{
  static const char *plain_suffixes[] = {
    ".title", ".label", ".prompt", ".question", ".name", ".tagline",
    ".description", ".publisher", "summary",
  };

  if (strstr (path, ".choices[") != NULL || strstr (path, ".columns[") != NULL ||
      strstr (path, ".rows[") != NULL)
    return TRUE;

  for (guint i = 0; i < G_N_ELEMENTS (plain_suffixes); i++)
    if (g_str_has_suffix (path, plain_suffixes[i]))
      return TRUE;

  return FALSE;
}

static void
compare (char **text, const char *path, gpointer user_data)
{
  Compare *c = user_data;
  const char *original = g_ptr_array_index (c->originals, c->index++);
  g_autofree char *original_pango = ak_lesson_markup_to_pango (original, NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *pango = NULL;

  if (g_strcmp0 (original, *text) != 0)
    c->n_translated++;

  if (is_plain_member (path) && strchr (original, '*') == NULL && strchr (*text, '*') != NULL)
    {
      g_test_message ("%s: markup in a plain-text member: %s", path, *text);
      c->n_problems++;
    }

  pango = ak_lesson_markup_to_pango_with_terms (*text, &error);
  if (original_pango != NULL && pango == NULL)
    {
      g_test_message ("%s: %s: %s", path, error->message, *text);
      c->n_problems++;
    }
  if (pango != NULL && !is_plain_member (path))
    check_terms (c, path, pango);
}

static void
test_translated_lesson_well_formed (void)
{
  g_autofree char *json = g_build_filename (TOP_SRCDIR, "data", "lessons", "ai-accelerators.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (json);
  g_autoptr(AkLesson) original = ak_lesson_new_from_file (file, NULL, NULL);
  g_autoptr(AkLesson) translated = ak_lesson_new_from_file (file, NULL, NULL);
  g_autoptr(GPtrArray) originals = g_ptr_array_new_with_free_func (g_free);
  Compare c = { originals, 0, 0, 0, translated, 0 };

  g_assert_nonnull (original);
  ak_lesson_foreach_text (original, collect, originals);
  ak_lesson_translate (translated, GETTEXT_PACKAGE);
  ak_lesson_foreach_text (translated, compare, &c);

  g_test_message ("%s: %u of %u texts translated", g_getenv ("LANGUAGE"), c.n_translated, originals->len);
  g_assert_cmpuint (c.index, ==, originals->len);
  g_assert_cmpuint (c.n_problems, ==, 0);
  /* The bundled lesson marks terms, and every one was looked up. */
  g_assert_cmpuint (c.n_terms, >, 0);
  /* Most texts change; proper names and a few terms may stay as written. */
  g_assert_cmpuint (c.n_translated, >=, originals->len * 8 / 10);
}

int
main (int argc, char *argv[])
{
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, BUILD_LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");

  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/i18n/translated-lesson-well-formed", test_translated_lesson_well_formed);

  return g_test_run ();
}

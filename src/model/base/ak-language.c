/* ak-language.c: what a lesson's language tag means for its pages
 *
 * A lesson's `language` member is a BCP 47 tag (RFC 5646) of the text as
 * written. When the lesson is shown untranslated in another language than
 * the interface's, its pages take the tag's writing direction and its
 * numbers the tag's locale; these functions say which.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>
#include <string.h>

#include "ak-language.h"

/* Languages written right to left by default (their usual script: Arabic,
 * Hebrew, Thaana, Syriac, N'Ko), after CLDR's likely scripts. */
static const char * const rtl_languages[] = {
  "ar", "arc", "ckb", "dv", "fa", "he", "iw", "ks", "ku", "ps", "sd", "syr", "ug", "ur", "yi", NULL
};

/* Scripts written right to left (ISO 15924). */
static const char * const rtl_scripts[] = {
  "Adlm", "Arab", "Hebr", "Nkoo", "Rohg", "Syrc", "Thaa", NULL
};

/* A locale to try for a language without a region, where the language's
 * own code as the region is not one (en_EN does not exist). */
static const char * const default_regions[][2] = {
  { "ar", "EG" }, { "cs", "CZ" }, { "da", "DK" }, { "el", "GR" }, { "en", "US" },
  { "fa", "IR" }, { "he", "IL" }, { "hi", "IN" }, { "ja", "JP" }, { "ko", "KR" },
  { "sv", "SE" }, { "uk", "UA" }, { "ur", "PK" }, { "zh", "CN" },
};

/* The tag's first subtag (the language), lower case; NULL for an empty tag. */
static char *
primary_subtag (const char *tag)
{
  gsize len = strcspn (tag, "-_.@");

  return len > 0 ? g_ascii_strdown (tag, len) : NULL;
}

static gboolean
in_list (const char * const *list,
         const char         *s)
{
  return s != NULL && g_strv_contains (list, s);
}

/**
 * ak_language_get_text_direction:
 * @tag: (nullable): a BCP 47 tag, e.g. "en", "he", "pt-BR", "az-Arab"
 *
 * A script subtag decides ("az-Arab" and "ur" are right to left,
 * "ku-Latn" is not); otherwise the language's usual script. Unknown or
 * empty tags are left to right.
 *
 * Returns: the direction the tag's text is written in
 */
AkTextDirection
ak_language_get_text_direction (const char *tag)
{
  g_auto(GStrv) subtags = NULL;
  g_autofree char *language = NULL;

  if (tag == NULL || (language = primary_subtag (tag)) == NULL)
    return AK_TEXT_DIRECTION_LTR;

  subtags = g_strsplit (tag, "-", 0);
  for (guint i = 1; subtags[i] != NULL; i++)
    if (strlen (subtags[i]) == 4 && g_ascii_isalpha (subtags[i][0]))
      {
        g_autofree char *script = g_strdup (subtags[i]);

        script[0] = g_ascii_toupper (script[0]);
        for (guint c = 1; c < 4; c++)
          script[c] = g_ascii_tolower (script[c]);
        return in_list (rtl_scripts, script) ? AK_TEXT_DIRECTION_RTL : AK_TEXT_DIRECTION_LTR;
      }

  return in_list (rtl_languages, language) ? AK_TEXT_DIRECTION_RTL : AK_TEXT_DIRECTION_LTR;
}

/**
 * ak_language_same_language:
 * @tag: (nullable): a BCP 47 tag, e.g. "en" or "pt-BR"
 * @locale_name: (nullable): a POSIX locale or gettext language name, e.g.
 *   "de_DE.UTF-8", "de" or "C"
 *
 * Compares the languages only (not the regions); the C and POSIX locales
 * count as English, as their messages are.
 *
 * Returns: %TRUE if both name the same language
 */
gboolean
ak_language_same_language (const char *tag,
                           const char *locale_name)
{
  g_autofree char *a = tag != NULL ? primary_subtag (tag) : NULL;
  g_autofree char *b = locale_name != NULL ? primary_subtag (locale_name) : NULL;

  if (g_strcmp0 (b, "c") == 0 || g_strcmp0 (b, "posix") == 0)
    {
      g_free (b);
      b = g_strdup ("en");
    }
  return a != NULL && g_strcmp0 (a, b) == 0;
}

static gboolean
locale_exists (const char *name)
{
  locale_t locale = newlocale (LC_NUMERIC_MASK, name, (locale_t) 0);

  if (locale == (locale_t) 0)
    return FALSE;
  freelocale (locale);
  return TRUE;
}

/**
 * ak_language_find_locale:
 * @tag: (nullable): a BCP 47 tag, e.g. "de", "pt-BR"
 *
 * Finds an installed UTF-8 locale for the tag's language: its region if
 * it has one ("pt-BR": pt_BR.UTF-8), else the usual one ("de": de_DE,
 * "en": en_US). Only locales that newlocale() accepts are returned.
 *
 * Returns: (transfer full) (nullable): a locale name for newlocale(), or
 *   %NULL if none is installed
 */
char *
ak_language_find_locale (const char *tag)
{
  g_autofree char *language = tag != NULL ? primary_subtag (tag) : NULL;
  g_autofree char *own_region = NULL;
  g_auto(GStrv) subtags = NULL;
  g_autoptr(GPtrArray) candidates = g_ptr_array_new_with_free_func (g_free);

  if (language == NULL)
    return NULL;

  subtags = g_strsplit (tag, "-", 0);
  for (guint i = 1; subtags[i] != NULL; i++)
    if (strlen (subtags[i]) == 2 && g_ascii_isalpha (subtags[i][0]))
      {
        g_autofree char *region = g_ascii_strup (subtags[i], -1);

        g_ptr_array_add (candidates, g_strdup_printf ("%s_%s.UTF-8", language, region));
      }
  for (guint i = 0; i < G_N_ELEMENTS (default_regions); i++)
    if (strcmp (default_regions[i][0], language) == 0)
      g_ptr_array_add (candidates, g_strdup_printf ("%s_%s.UTF-8", language, default_regions[i][1]));
  own_region = g_ascii_strup (language, -1);
  g_ptr_array_add (candidates, g_strdup_printf ("%s_%s.UTF-8", language, own_region));

  for (guint i = 0; i < candidates->len; i++)
    if (locale_exists (g_ptr_array_index (candidates, i)))
      return g_strdup (g_ptr_array_index (candidates, i));
  return NULL;
}

/**
 * ak_lesson_reads_in_own_language:
 * @lesson: a lesson
 *
 * Returns: %TRUE if @lesson is shown untranslated (ak_lesson_is_translated())
 *   and written in another language than the interface's (the first of
 *   g_get_language_names()): its pages then take its language's direction
 *   and number format
 */
gboolean
ak_lesson_reads_in_own_language (AkLesson *lesson)
{
  g_return_val_if_fail (AK_IS_LESSON (lesson), FALSE);

  return !ak_lesson_is_translated (lesson) &&
         !ak_language_same_language (ak_lesson_get_language (lesson), g_get_language_names ()[0]);
}

/**
 * ak_lesson_numbers_begin:
 * @lesson: a lesson
 *
 * Until ak_lesson_numbers_end(), this thread formats numbers (LC_NUMERIC:
 * decimal point, grouping) in the locale of @lesson's language, when
 * ak_lesson_reads_in_own_language() and such a locale is installed; the
 * other categories and other threads are left alone (uselocale()).
 *
 * Returns: what to pass to ak_lesson_numbers_end(); (locale_t) 0 when
 *   nothing changed
 */
locale_t
ak_lesson_numbers_begin (AkLesson *lesson)
{
  g_autofree char *name = NULL;
  locale_t base, numbers;

  g_return_val_if_fail (AK_IS_LESSON (lesson), (locale_t) 0);

  if (!ak_lesson_reads_in_own_language (lesson) ||
      (name = ak_language_find_locale (ak_lesson_get_language (lesson))) == NULL ||
      (base = duplocale (uselocale ((locale_t) 0))) == (locale_t) 0)
    return (locale_t) 0;

  numbers = newlocale (LC_NUMERIC_MASK, name, base);
  if (numbers == (locale_t) 0)
    {
      freelocale (base);
      return (locale_t) 0;
    }
  return uselocale (numbers);
}

/**
 * ak_lesson_numbers_end:
 * @previous: what ak_lesson_numbers_begin() returned
 *
 * Restores the thread's locale from before ak_lesson_numbers_begin().
 */
void
ak_lesson_numbers_end (locale_t previous)
{
  if (previous != (locale_t) 0)
    freelocale (uselocale (previous));
}

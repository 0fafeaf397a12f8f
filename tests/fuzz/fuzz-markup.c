/* fuzz-markup.c: lesson inline markup → Pango markup → Pango's parser
 *
 * ak_lesson_markup_to_pango() promises markup a GtkLabel shows: Pango
 * markup plus `<a href="...">` links to http or https only. GtkLabel takes
 * the links out before Pango reads the rest; so does this harness, then
 * pango_parse_markup() must accept what is left. The version with
 * glossary terms (ak_lesson_markup_to_pango_with_terms()) may add
 * `ak-term:` links, each giving a term back, and must agree with the
 * other on whether the text is markup at all.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <pango/pango.h>
#include <string.h>

#include "ak-fuzz.h"
#include "ak-lesson.h"

static GRegex *
link_regex (void)
{
  static GRegex *regex;
  static gsize initialized;

  if (g_once_init_enter (&initialized))
    {
      regex = g_regex_new ("<a href=\"([^\"<>]*)\">|</a>", G_REGEX_OPTIMIZE, 0, NULL);
      g_once_init_leave (&initialized, 1);
    }
  return regex;
}

/* A link's URL must be http or https; the link becomes a span. */
static gboolean
replace_link (const GMatchInfo *match,
              GString          *result,
              gpointer          user_data)
{
  g_autofree char *url = g_match_info_fetch (match, 1);

  if (url == NULL || *url == '\0')
    {
      g_string_append (result, "</span>");
      return FALSE;
    }
  if (g_str_has_prefix (url, AK_TERM_URI_PREFIX) && GPOINTER_TO_INT (user_data))
    {
      g_autofree char *term = ak_lesson_term_from_uri (url);

      if (term == NULL || *term == '\0' || strpbrk (term, "[]*\\|") != NULL)
        ak_fuzz_fail ("the term link \"%s\" gives no term back", url);
    }
  else if (g_ascii_strncasecmp (url, "http://", 7) != 0 && g_ascii_strncasecmp (url, "https://", 8) != 0)
    ak_fuzz_fail ("a link to \"%s\" was let through", url);
  g_string_append (result, "<span>");
  return FALSE;
}

/* The links out (@terms: ak-term: ones allowed), then Pango reads it. */
static void
check_pango (const char *text,
             const char *pango,
             gboolean    terms)
{
  g_autofree char *spans = NULL;
  g_autofree char *plain = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(PangoAttrList) attrs = NULL;

  spans = g_regex_replace_eval (link_regex (), pango, -1, 0, 0, replace_link, GINT_TO_POINTER (terms), &error);
  if (spans == NULL)
    ak_fuzz_fail ("the links cannot be taken out: %s", error->message);
  if (!pango_parse_markup (spans, -1, 0, &attrs, &plain, NULL, &error))
    ak_fuzz_fail ("Pango refuses the markup made of \"%s\": %s\n%s", text, error->message, pango);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autofree char *text = NULL;
  g_autofree char *pango = NULL;
  g_autofree char *with_terms = NULL;
  g_autoptr(GError) error = NULL;

  AK_FUZZ_INIT ();

  /* The function takes a C string: a NUL ends it, as it ends a JSON
   * string read by json-glib. */
  text = ak_fuzz_string (data, size);
  pango = ak_lesson_markup_to_pango (text, &error);
  AK_FUZZ_CHECK_ERROR (pango != NULL, error, "ak_lesson_markup_to_pango()");
  g_clear_error (&error);
  with_terms = ak_lesson_markup_to_pango_with_terms (text, &error);
  AK_FUZZ_CHECK_ERROR (with_terms != NULL, error, "ak_lesson_markup_to_pango_with_terms()");
  if ((pango == NULL) != (with_terms == NULL))
    ak_fuzz_fail ("\"%s\" is markup with terms as links, or without, not both", text);
  if (pango == NULL)
    return 0;

  check_pango (text, pango, FALSE);
  check_pango (text, with_terms, TRUE);
  return 0;
}

/* ak-lesson-markup.c: the lesson format's inline markup
 *
 * The markup has four forms: `*emphasis*`, `**strong**`,
 * `[link text](https://example.org)` and a glossary term, `[[term]]` or
 * `[[shown text|term]]`; `\*`, `\[` and `\\` are literal characters. It is
 * read left to right by a small state machine:
 *
 *   TEXT       ordinary characters. `\` escapes the next `*`, `[` or `\`.
 *              A run of `*` closes or opens markers (see below). `[[` reads
 *              a term up to `]]` at once (plain text, no markup inside; it
 *              was never valid before, a link in a link). `[` pushes a link
 *              and starts its text; `]` outside a link is literal.
 *   LINK_TEXT  the same as TEXT, except that `]` ends the link text. It must
 *              close every marker opened since `[` and be followed by `(`.
 *   LINK_URL   everything up to the `)` that balances the `(` is the URL,
 *              which must be http or https. Then back to TEXT.
 *
 * Open markers live on a stack, so they nest properly. A run of stars
 * closes what is on top of the stack if it matches (`*` an emphasis, `**` a
 * strong, `***` both), and otherwise opens (`***` opens strong, then
 * emphasis). Whatever is still open at the end is an error, which is how a
 * stray `*` is caught.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "ak-lesson-markup-private.h"
#include "ak-lesson-source.h"

#define MAX_NESTING 16

typedef enum {
  MARK_EM,
  MARK_STRONG,
  MARK_LINK,
} MarkKind;

typedef struct {
  MarkKind    kind;
  const char *start;       /* where the marker is in the text */
  gsize       out_start;   /* where its content starts in the output */
  guint       n_chars;     /* characters of link text so far */
} Mark;

typedef struct {
  const char *text;
  GString    *out;         /* NULL when only checking */
  Mark        stack[MAX_NESTING];
  guint       depth;
  gboolean    term_links;  /* terms become ak-term: links, else plain text */
  GArray     *terms;       /* AkMarkupTerm found, or NULL */
} Reader;

/* A term's text: no markup inside, and short. */
#define MAX_TERM_CHARS 200

static guint
char_index (Reader     *reader,
            const char *p)
{
  return (guint) g_utf8_pointer_to_offset (reader->text, p) + 1;
}

static gboolean
fail (Reader      *reader,
      const char  *p,
      GError     **error,
      const char  *what)
{
  g_set_error (error, AK_LESSON_ERROR, AK_LESSON_ERROR_MARKUP,
               /* Translators: "%s at character 12" */
               _("%s at character %u"), what, char_index (reader, p));
  return FALSE;
}

static void
emit_text (Reader     *reader,
           const char *start,
           gssize      len)
{
  g_autofree char *escaped = NULL;

  if (reader->out == NULL || len == 0)
    return;

  escaped = g_markup_escape_text (start, len);
  g_string_append (reader->out, escaped);
}

static gboolean
push (Reader      *reader,
      MarkKind     kind,
      const char  *p,
      GError     **error)
{
  Mark *mark;

  if (reader->depth == MAX_NESTING)
    return fail (reader, p, error, _("markup is nested too deeply"));

  mark = &reader->stack[reader->depth++];
  mark->kind = kind;
  mark->start = p;
  mark->out_start = reader->out ? reader->out->len : 0;
  mark->n_chars = 0;

  if (reader->out != NULL && kind != MARK_LINK)
    g_string_append (reader->out, kind == MARK_EM ? "<i>" : "<b>");

  return TRUE;
}

static void
pop (Reader *reader)
{
  MarkKind kind = reader->stack[--reader->depth].kind;

  if (reader->out != NULL && kind != MARK_LINK)
    g_string_append (reader->out, kind == MARK_EM ? "</i>" : "</b>");
}

static MarkKind
top_kind (Reader *reader,
          guint   from_top)
{
  if (reader->depth <= from_top)
    return (MarkKind) -1;
  return reader->stack[reader->depth - 1 - from_top].kind;
}

static gboolean
read_stars (Reader      *reader,
            const char  *p,
            guint        n,
            GError     **error)
{
  MarkKind a = top_kind (reader, 0);
  MarkKind b = top_kind (reader, 1);

  if (n > 3)
    return fail (reader, p, error, _("more than three \"*\" in a row (write \\* for a literal asterisk)"));

  if ((n == 1 && a == MARK_EM) || (n == 2 && a == MARK_STRONG))
    {
      pop (reader);
      return TRUE;
    }

  if (n == 3 && ((a == MARK_EM && b == MARK_STRONG) || (a == MARK_STRONG && b == MARK_EM)))
    {
      pop (reader);
      pop (reader);
      return TRUE;
    }

  if (n >= 2 && !push (reader, MARK_STRONG, p, error))
    return FALSE;
  if (n != 2 && !push (reader, MARK_EM, p + (n - 1), error))
    return FALSE;

  return TRUE;
}

static gboolean
in_link (Reader *reader)
{
  for (guint i = 0; i < reader->depth; i++)
    if (reader->stack[i].kind == MARK_LINK)
      return TRUE;
  return FALSE;
}

static const char *
unclosed_message (MarkKind kind)
{
  switch (kind)
    {
    case MARK_EM:
      return _("unclosed \"*\" (write \\* for a literal asterisk)");
    case MARK_STRONG:
      return _("unclosed \"**\"");
    case MARK_LINK:
    default:
      return _("unclosed \"[\" (write \\[ for a literal bracket)");
    }
}

/* A host name of ASCII letters, digits, dots and hyphens (or an IPv6
 * literal) without a punycode label: nothing that can imitate another
 * site's name with look-alike letters. */
static gboolean
host_is_plain (const char *host,
               gsize       len)
{
  gboolean ipv6 = memchr (host, ':', len) != NULL;

  for (gsize i = 0; i < len; i++)
    {
      char c = host[i];

      if (ipv6 ? !g_ascii_isxdigit (c) && c != ':' && c != '.'
               : !g_ascii_isalnum (c) && c != '.' && c != '-')
        return FALSE;
      if ((i == 0 || host[i - 1] == '.') && len - i >= 4 && g_ascii_strncasecmp (host + i, "xn--", 4) == 0)
        return FALSE;
    }
  return len > 0;
}

static gboolean
fail_host (const char  *host,
           GError     **error)
{
  g_autofree char *shown = _ak_lesson_shorten (host);

  g_set_error (error, AK_LESSON_ERROR, AK_LESSON_ERROR_URL,
               _("the host name \"%s\" is not written in plain ASCII letters, digits, dots and hyphens, so it could imitate another site"),
               shown);
  return FALSE;
}

/* http(s)://host[:port][/...] of plain characters: certainly fine, and far
 * cheaper than g_uri_parse() for lessons with thousands of links.
 */
static gboolean
is_simple_http_url (const char *url,
                    gsize       len)
{
  const char *end = url + len;
  const char *p;

  if (len > 8 && memcmp (url, "https://", 8) == 0)
    p = url + 8;
  else if (len > 7 && memcmp (url, "http://", 7) == 0)
    p = url + 7;
  else
    return FALSE;

  if (!g_ascii_isalnum (*p))
    return FALSE;
  while (p < end && (g_ascii_isalnum (*p) || *p == '.' || *p == '-'))
    p++;
  if (p < end && *p == ':')
    for (p++; p < end && g_ascii_isdigit (*p); p++)
      ;
  if (p < end && *p != '/' && *p != '?' && *p != '#')
    return FALSE;

  /* RFC 3986 unreserved, sub-delims, ":@/?#" and nothing else (no '%') */
  for (; p < end; p++)
    if (!g_ascii_isalnum (*p) && strchr ("-._~!$&'()*+,;=:@/?#", *p) == NULL)
      return FALSE;

  return TRUE;
}

/* Reads `](url)` with @p on the `]`; returns where reading continues. */
static const char *
read_link_end (Reader      *reader,
               const char  *p,
               GError     **error)
{
  Mark *mark = &reader->stack[reader->depth - 1];
  g_autofree char *url = NULL;
  g_autoptr(GError) url_error = NULL;
  const char *url_start;
  guint parens = 1;

  if (mark->n_chars == 0)
    {
      fail (reader, mark->start, error, _("link text is empty"));
      return NULL;
    }

  if (p[1] != '(')
    {
      fail (reader, p, error, _("expected \"(\" and a URL after \"]\""));
      return NULL;
    }

  url_start = p + 2;
  for (p = url_start; *p != '\0'; p++)
    {
      if (*p == '(')
        parens++;
      else if (*p == ')' && --parens == 0)
        break;
    }

  if (*p == '\0')
    {
      fail (reader, url_start - 1, error, _("unclosed \"(\" after link text"));
      return NULL;
    }

  url = g_strndup (url_start, p - url_start);
  if (!_ak_lesson_url_check (url, &url_error))
    {
      g_set_error (error, AK_LESSON_ERROR, url_error->code,
                   _("%s at character %u"), url_error->message,
                   char_index (reader, url_start));
      return NULL;
    }

  if (reader->out != NULL)
    {
      g_autofree char *href = g_markup_printf_escaped ("<a href=\"%s\">", url);
      g_autofree char *host = ak_lesson_url_get_host (url);
      g_autofree char *after = g_markup_printf_escaped ("</a> (%s)", host);

      /* the host, plainly beside the link, says where it really goes */
      g_string_insert (reader->out, mark->out_start, href);
      g_string_append (reader->out, after);
    }

  reader->depth--;
  return p + 1;
}

static void
count_link_chars (Reader     *reader,
                  const char *start,
                  gsize       len)
{
  for (guint i = 0; i < reader->depth && len > 0; i++)
    if (reader->stack[i].kind == MARK_LINK)
      reader->stack[i].n_chars += g_utf8_strlen (start, len);
}

static gboolean
term_part_is_plain (const char *start,
                    gsize       len)
{
  for (gsize i = 0; i < len; i++)
    if (strchr ("[]*\\|\n", start[i]) != NULL)
      return FALSE;
  return len > 0;
}

/* Reads `[[shown|term]]` or `[[term]]` with @p on the first `[`; returns
 * where reading continues. */
static const char *
read_term (Reader      *reader,
           const char  *p,
           GError     **error)
{
  const char *start = p + 2;
  const char *end = strstr (start, "]]");
  const char *bar;
  const char *term;
  gsize shown_len;

  if (in_link (reader))
    return (fail (reader, p, error, _("a link cannot contain a glossary term")), NULL);
  if (end == NULL)
    return (fail (reader, p, error, _("unclosed \"[[\" (a glossary term ends with \"]]\")")), NULL);
  if (g_utf8_strlen (start, end - start) > MAX_TERM_CHARS)
    return (fail (reader, p, error, _("a glossary term is longer than 200 characters")), NULL);

  bar = memchr (start, '|', end - start);
  term = bar != NULL ? bar + 1 : start;
  shown_len = (bar != NULL ? bar : end) - start;
  if (!term_part_is_plain (start, shown_len) || !term_part_is_plain (term, end - term))
    return (fail (reader, p, error,
                  _("a glossary term is written [[term]] or [[shown text|term]], with no markup inside")), NULL);

  if (reader->terms != NULL)
    {
      AkMarkupTerm found = { g_strndup (term, end - term), char_index (reader, p) };

      g_array_append_val (reader->terms, found);
    }
  if (reader->out != NULL && reader->term_links)
    {
      g_autofree char *raw = g_strndup (term, end - term);
      g_autofree char *escaped = g_uri_escape_string (raw, NULL, FALSE);

      g_string_append_printf (reader->out, "<a href=\"%s%s\">", AK_TERM_URI_PREFIX, escaped);
    }
  emit_text (reader, start, shown_len);
  if (reader->out != NULL && reader->term_links)
    g_string_append (reader->out, "</a>");
  return end + 2;
}

static gboolean
read_markup (Reader      *reader,
             GError     **error)
{
  const char *p = reader->text;

  for (;;)
    {
      /* plain text up to the next character that may be markup */
      gsize run = strcspn (p, "\\*[]");

      emit_text (reader, p, run);
      count_link_chars (reader, p, run);
      p += run;

      if (*p == '\0')
        break;

      if (*p == '\\')
        {
          if (p[1] != '*' && p[1] != '[' && p[1] != '\\')
            return fail (reader, p, error, _("\"\\\" must be followed by \"*\", \"[\" or \"\\\" (write \\\\ for a backslash)"));
          emit_text (reader, p + 1, 1);
          count_link_chars (reader, p + 1, 1);
          p += 2;
        }
      else if (*p == '*')
        {
          guint n = 0;

          while (p[n] == '*')
            n++;
          if (!read_stars (reader, p, n, error))
            return FALSE;
          p += n;
        }
      else if (*p == '[' && p[1] == '[')
        {
          if (!(p = read_term (reader, p, error)))
            return FALSE;
        }
      else if (*p == '[')
        {
          if (in_link (reader))
            return fail (reader, p, error, _("a link cannot contain another link (write \\[ for a literal bracket)"));
          if (!push (reader, MARK_LINK, p, error))
            return FALSE;
          p++;
        }
      else if (!in_link (reader))  /* a literal ']' */
        {
          emit_text (reader, p, 1);
          p++;
        }
      else
        {
          if (top_kind (reader, 0) != MARK_LINK)
            return fail (reader, reader->stack[reader->depth - 1].start, error,
                         unclosed_message (top_kind (reader, 0)));
          p = read_link_end (reader, p, error);
          if (p == NULL)
            return FALSE;
        }
    }

  if (reader->depth > 0)
    {
      Mark *mark = &reader->stack[reader->depth - 1];
      return fail (reader, mark->start, error, unclosed_message (mark->kind));
    }

  return TRUE;
}

static void
markup_term_clear (gpointer data)
{
  g_free (((AkMarkupTerm *) data)->term);
}

/**
 * _ak_lesson_markup_terms_new:
 *
 * Returns: (transfer full): an empty array of #AkMarkupTerm for
 *   _ak_lesson_markup_check(), which frees their terms
 */
GArray *
_ak_lesson_markup_terms_new (void)
{
  GArray *terms = g_array_new (FALSE, FALSE, sizeof (AkMarkupTerm));

  g_array_set_clear_func (terms, markup_term_clear);
  return terms;
}

/*
 * _ak_lesson_markup_check:
 * @text: inline markup, valid UTF-8
 * @pango: (nullable): where to append the Pango markup, or %NULL to only check
 * @term_links: terms become `ak-term:` links in @pango, else their text
 * @terms: (nullable): where to append the glossary terms @text marks
 *
 * Returns: %TRUE if @text is well-formed. Otherwise @error is set in
 *   %AK_LESSON_ERROR (%AK_LESSON_ERROR_MARKUP or %AK_LESSON_ERROR_URL)
 *   with a message naming the character where the problem is.
 */
gboolean
_ak_lesson_markup_check (const char  *text,
                         GString     *pango,
                         gboolean     term_links,
                         GArray      *terms,
                         GError     **error)
{
  Reader reader = { text, pango, { { 0 } }, 0, term_links, terms };

  return read_markup (&reader, error);
}

static char *
to_pango (const char  *text,
          gboolean     term_links,
          GError     **error)
{
  g_autoptr(GString) pango = NULL;

  if (!g_utf8_validate (text, -1, NULL))
    {
      g_set_error_literal (error, AK_LESSON_ERROR, AK_LESSON_ERROR_MARKUP,
                           _("text is not valid UTF-8"));
      return NULL;
    }

  pango = g_string_sized_new (strlen (text) + 16);
  if (!_ak_lesson_markup_check (text, pango, term_links, NULL, error))
    return NULL;

  return g_string_free (g_steal_pointer (&pango), FALSE);
}

/**
 * ak_lesson_markup_to_pango:
 * @text: inline markup as described in data/lessons/README.md: `*em*`,
 *   `**strong**`, `[text](https://url)`, `[[term]]`, `[[shown|term]]`,
 *   and the escapes `\*`, `\[`, `\\`
 * @error: return location for a #GError, or %NULL
 *
 * Converts lesson markup into Pango markup: `<i>`, `<b>` and
 * `<a href="...">`, with every other character escaped. A glossary term
 * is its shown text (ak_lesson_markup_to_pango_with_terms() makes it a
 * link).
 *
 * On failure @error is set in the %AK_LESSON_ERROR domain:
 * %AK_LESSON_ERROR_MARKUP for unbalanced markers, empty link text, a
 * stray backslash, a malformed term or invalid UTF-8, and
 * %AK_LESSON_ERROR_URL for a link that is not http or https.
 *
 * Returns: (transfer full) (nullable): Pango markup, or %NULL on error
 */
char *
ak_lesson_markup_to_pango (const char  *text,
                           GError     **error)
{
  g_return_val_if_fail (text != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return to_pango (text, FALSE, error);
}

/**
 * ak_lesson_markup_to_pango_with_terms:
 * @text: inline markup, as for ak_lesson_markup_to_pango()
 * @error: return location for a #GError, or %NULL
 *
 * Like ak_lesson_markup_to_pango(), but each glossary term is a link to
 * `ak-term:` and the term, URI-escaped (ak_lesson_term_from_uri() reads
 * it back), for a view that shows the term's definition.
 *
 * Returns: (transfer full) (nullable): Pango markup, or %NULL on error
 */
char *
ak_lesson_markup_to_pango_with_terms (const char  *text,
                                      GError     **error)
{
  g_return_val_if_fail (text != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return to_pango (text, TRUE, error);
}

/**
 * ak_lesson_term_from_uri:
 * @uri: a link's URI
 *
 * Returns: (transfer full) (nullable): the glossary term of an `ak-term:`
 *   link made by ak_lesson_markup_to_pango_with_terms(), or %NULL for
 *   any other URI
 */
char *
ak_lesson_term_from_uri (const char *uri)
{
  g_return_val_if_fail (uri != NULL, NULL);

  if (!g_str_has_prefix (uri, AK_TERM_URI_PREFIX))
    return NULL;
  return g_uri_unescape_string (uri + strlen (AK_TERM_URI_PREFIX), NULL);
}

/*
 * _ak_lesson_url_check:
 *
 * Links in a lesson open in the user's browser, so only absolute http and
 * https URLs with a host are accepted (no javascript:, file:, data:...),
 * without a user name (`https://a@b/` goes to b), and with a plain ASCII
 * host name (no look-alike letters, no punycode).
 */
gboolean
_ak_lesson_url_check (const char  *url,
                      GError     **error)
{
  g_autoptr(GUri) uri = NULL;
  const char *scheme;

  if (is_simple_http_url (url, strlen (url)))
    {
      const char *host = strstr (url, "://") + 3;
      gsize len = strcspn (host, ":/?#");
      g_autofree char *copy = NULL;

      if (host_is_plain (host, len))
        return TRUE;
      copy = g_strndup (host, len);
      return fail_host (copy, error);
    }

  if (*url == '\0')
    {
      g_set_error_literal (error, AK_LESSON_ERROR, AK_LESSON_ERROR_URL,
                           _("the URL is empty"));
      return FALSE;
    }

  uri = g_uri_parse (url, G_URI_FLAGS_NONE, NULL);
  if (uri == NULL || strpbrk (url, " \t\r\n") != NULL)
    {
      g_set_error_literal (error, AK_LESSON_ERROR, AK_LESSON_ERROR_URL,
                           _("not a valid URL (expected http:// or https://)"));
      return FALSE;
    }

  scheme = g_uri_get_scheme (uri);
  if (g_ascii_strcasecmp (scheme, "http") != 0 &&
      g_ascii_strcasecmp (scheme, "https") != 0)
    {
      g_autofree char *shown = _ak_lesson_shorten (scheme);

      g_set_error (error, AK_LESSON_ERROR, AK_LESSON_ERROR_URL,
                   _("\"%s:\" links are not allowed, only http and https"), shown);
      return FALSE;
    }

  if (g_uri_get_host (uri) == NULL || *g_uri_get_host (uri) == '\0')
    {
      g_set_error_literal (error, AK_LESSON_ERROR, AK_LESSON_ERROR_URL,
                           _("the URL has no host name"));
      return FALSE;
    }

  /* https://example.org@evil.example/ goes to evil.example */
  if (g_uri_get_userinfo (uri) != NULL)
    {
      g_set_error_literal (error, AK_LESSON_ERROR, AK_LESSON_ERROR_URL,
                           _("the URL has a user name before “@”, which can hide the real host: remove it"));
      return FALSE;
    }

  if (!host_is_plain (g_uri_get_host (uri), strlen (g_uri_get_host (uri))))
    return fail_host (g_uri_get_host (uri), error);

  return TRUE;
}

/**
 * ak_lesson_url_get_host:
 * @url: a URL that passed the lesson's link check (http or https, with a
 *   host)
 *
 * The host name a link goes to, shown plainly beside the link text so that
 * the text cannot pretend to lead elsewhere.
 *
 * Returns: (transfer full): the host, e.g. `example.org`; @url itself when
 *   it has no host
 */
char *
ak_lesson_url_get_host (const char *url)
{
  g_autoptr(GUri) uri = NULL;

  g_return_val_if_fail (url != NULL, NULL);

  uri = g_uri_parse (url, G_URI_FLAGS_NONE, NULL);
  if (uri == NULL || g_uri_get_host (uri) == NULL || *g_uri_get_host (uri) == '\0')
    return g_strdup (url);
  return g_strdup (g_uri_get_host (uri));
}

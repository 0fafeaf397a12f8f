/* ak-lesson-scan.c: what is checked before json-glib parses a lesson
 *
 * Nesting depth, numbers json-glib would read wrongly, escapes it would
 * turn into invalid UTF-8, the encoding, strict JSON syntax, and json-glib's
 * own parse errors turned into a position and a sentence.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "ak-json-read.h"
#include "ak-json-strict.h"
#include "ak-lesson-scan-private.h"
#include "ak-lesson-source-private.h"

/* RFC 8259 number grammar; json-glib also takes 0x10, $10, 010 and .5 */
gboolean
_ak_lesson_is_json_number (const char *s)
{
  const char *p = s;

  if (*p == '-')
    p++;
  if (*p == '0')
    p++;
  else if (g_ascii_isdigit (*p))
    while (g_ascii_isdigit (*p))
      p++;
  else
    return FALSE;

  if (*p == '.')
    {
      if (!g_ascii_isdigit (*++p))
        return FALSE;
      while (g_ascii_isdigit (*p))
        p++;
    }

  if (*p == 'e' || *p == 'E')
    {
      p++;
      if (*p == '+' || *p == '-')
        p++;
      if (!g_ascii_isdigit (*p))
        return FALSE;
      while (g_ascii_isdigit (*p))
        p++;
    }

  return *p == '\0';
}

/* Checks before json-glib sees the text */

static inline gboolean
is_hex (char c)
{
  return g_ascii_isxdigit (c);
}

/* Skips one escape the way json-glib 1.6's scanner does (it consumes one
 * character too many after a short \u escape and two after a lone high
 * surrogate), so that the _ak_lesson_scan_prescan agrees with it on where strings end.
 */
static gsize
skip_escape (const char *d,
             gsize       len,
             gsize       p)
{
  gunichar u = 0;
  char c;

  if (p >= len)
    return p;

  c = d[p++];
  if (c >= '0' && c <= '7')
    {
      for (guint i = 0; i < 2 && p < len && d[p] >= '0' && d[p] <= '7'; i++)
        p++;
      return p;
    }

  if (c != 'u' || p >= len || !is_hex (d[p]))
    return p;

  for (guint i = 0; i < 4 && p < len; i++)
    {
      c = d[p++];
      if (!is_hex (c))
        break;
      u = (u << 4) | g_ascii_xdigit_value (c);
    }

  if (u >= 0xd800 && u <= 0xdfff)
    {
      gboolean pair = p + 1 < len && d[p] == '\\' && d[p + 1] == 'u';

      p = MIN (p + 2, len);
      for (guint i = 0; pair && i < 4 && p < len; i++)
        if (!is_hex (d[p++]))
          break;
    }

  return p;
}

static inline gboolean
ends_token (char c)
{
  switch (c)
    {
    case ' ': case '\t': case '\r': case '\n': case '{': case '}': case '[':
    case ']': case ',': case ':': case '"': case '\'': case '/':
      return TRUE;
    default:
      return FALSE;
    }
}

/* A number json-glib reads exactly: JSON syntax, and integers short
 * enough not to wrap around in its 64-bit reader.
 */
static gboolean
is_plain_number (const char *text,
                 gsize       len)
{
  char buf[32];

  if (len >= sizeof buf)
    return FALSE;

  memcpy (buf, text, len);
  buf[len] = '\0';
  return _ak_lesson_is_json_number (buf) && (len <= 15 || strpbrk (buf, ".eE") != NULL);
}

/* Returns the offset after the closing quote; @p is after the opening one. */
static gsize
skip_dq_string (AkLessonSource *source,
                gsize           p)
{
  const char *d = source->data;
  gsize len = source->len;

  while (p < len)
    {
      const char *quote = memchr (d + p, '"', len - p);
      gsize end = quote ? (gsize) (quote - d) : len;
      const char *escape = memchr (d + p, '\\', end - p);

      if (escape == NULL)
        return MIN (end + 1, len);

      p = (gsize) (escape - d) + 1;
      if (p < len && (d[p] == 'u' || (d[p] >= '0' && d[p] <= '7')))
        source->odd_escapes = TRUE;
      p = skip_escape (d, len, p);
    }

  return len;
}

/* json-glib 1.6 recurses once per nesting level without a limit, and keeps
 * parsing (and leaks) a second top-level value: refuse both beforehand.
 * Strings and `/.../` comments are skipped by the same rules its scanner
 * uses, so brackets inside them do not count.
 */
gboolean
_ak_lesson_scan_prescan (AkLessonSource *source)
{
  const char *d = source->data;
  gsize len = source->len;
  guint depth = 0;
  gboolean seen_value = FALSE;

  for (gsize p = 0; p < len; )
    {
      char c = d[p];

      if (c == '"')
        {
          p = skip_dq_string (source, p + 1);
          seen_value = TRUE;
          continue;
        }

      if (c == '\'')
        {
          const char *end = memchr (d + p + 1, '\'', len - p - 1);
          p = end ? (gsize) (end - d) + 1 : len;
          seen_value = TRUE;
          continue;
        }

      if (c == '/')
        {
          const char *end = memchr (d + p + 1, '/', len - p - 1);
          p = end ? (gsize) (end - d) + 1 : len;
          continue;
        }

      if ((c == '[' || c == '{') && depth == 0 && seen_value)
        {
          _ak_lesson_source_add_problem (source, p, AK_LESSON_ERROR_PARSE, NULL,
                                         _("unexpected content after the top-level value (a lesson file holds one JSON object)"));
          return FALSE;
        }

      if (c == '[' || c == '{')
        {
          if (++depth > AK_LESSON_MAX_DEPTH)
            {
              g_autofree char *message =
                g_strdup_printf (_("nested deeper than %u levels"), AK_LESSON_MAX_DEPTH);
              _ak_lesson_source_add_problem (source, p, AK_LESSON_ERROR_PARSE, NULL, message);
              return FALSE;
            }
        }
      else if ((c == ']' || c == '}') && depth > 0)
        depth--;
      else if (c == ':')
        source->n_members++;
      else if (g_ascii_isdigit (c) || c == '-' || c == '.' || c == '$' || c == '+')
        {
          gsize end = p;

          while (end < len && !ends_token (d[end]))
            end++;
          source->odd_numbers |= !is_plain_number (d + p, end - p);
          p = end;
          seen_value = TRUE;
          continue;
        }
      else if (c != ' ' && c != '\t' && c != '\r' && c != '\n' && depth == 0)
        seen_value = TRUE;

      if (depth > 0)
        seen_value = TRUE;
      p++;
    }

  return TRUE;
}

gboolean
_ak_lesson_scan_check_encoding (AkLessonSource *source)
{
  const char *end = NULL;

  if (g_utf8_validate (source->data, source->len, &end))
    return TRUE;

  /* point at the bad byte: columns count the valid characters before it */
  _ak_lesson_source_add_problem (source, end - source->data, AK_LESSON_ERROR_PARSE, NULL,
                                 *end == '\0'
                                   ? _("the file contains a NUL byte")
                                   : _("the file is not valid UTF-8"));
  return FALSE;
}

/* json-glib's "<data>:3:5: Parse error: unexpected ..." -> offset and "unexpected ..." */
void
_ak_lesson_scan_add_parse_error (AkLessonSource *source,
                                 const GError   *error)
{
  g_autofree char *what = NULL;
  g_autofree char *message = NULL;
  guint64 line, pos;
  gsize offset = 0;

  what = ak_json_read_parse_message (error, &line, &pos);
  if (line >= 1 && line <= source->line_starts->len)
    offset = g_array_index (source->line_starts, gsize, line - 1) + (pos > 0 ? pos - 1 : 0);

  /* json-glib's own words are English: they go inside a sentence of ours */
  /* Translators: %s is json-glib's (English) description of the syntax error */
  message = g_strdup_printf (_("not valid JSON (json-glib says: “%s”)"), what);
  _ak_lesson_source_add_problem (source, offset, AK_LESSON_ERROR_PARSE, NULL, message);
}

/* What json-glib accepts and JSON forbids (bad escapes, raw control
 * characters, single quotes, comments); binary junk is better described
 * by its encoding. */
gboolean
_ak_lesson_scan_strict_check (AkLessonSource *source)
{
  g_autoptr(GError) error = NULL;
  gsize offset = 0;

  if (ak_json_strict_check (source->data, source->len, &offset, &error))
    return TRUE;

  if (_ak_lesson_scan_check_encoding (source))
    _ak_lesson_source_add_problem (source, offset, AK_LESSON_ERROR_PARSE, NULL, error->message);
  return FALSE;
}

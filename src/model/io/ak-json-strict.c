/* ak-json-strict.c: what json-glib accepts and JSON does not
 *
 * json-glib 1.6 reads JSON with GScanner, which is more lenient than JSON
 * (RFC 8259, section 7): inside strings it takes any character after a
 * backslash (`\'`, `\v`, `\a`, `\x41` as "x41", `\101` as octal, a
 * backslash before a line break), `\u` with fewer than four hex digits and
 * half a surrogate pair; it takes control characters written as they are
 * (a raw tab or line break); and around values it takes single-quoted
 * strings and C comments. Found by trying each on json-glib 1.6.6.
 *
 * ak_json_strict_check() refuses all of these before json-glib reads a
 * lesson, so that a lesson that loads here is JSON for every other tool.
 * It is a small state machine over string literals, not a JSON parser: the
 * rest of the syntax is left to json-glib, and an unterminated string to
 * its message.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "ak-json-strict.h"

/**
 * ak_json_strict_error_quark:
 *
 * Returns: the error domain of #AkJsonStrictError
 */
G_DEFINE_QUARK (ak-json-strict-error-quark, ak_json_strict_error)

/* The four hex digits at @p as a number, or -1. */
static gint
hex4 (const char *data,
      gsize       len,
      gsize       p)
{
  gint value = 0;

  if (p + 4 > len)
    return -1;
  for (gsize i = p; i < p + 4; i++)
    {
      gint digit = g_ascii_xdigit_value (data[i]);

      if (digit < 0)
        return -1;
      value = value * 16 + digit;
    }
  return value;
}

/* A \u escape at @p (the backslash); on success @p moves past it, and past
 * the low half of a surrogate pair. */
static gboolean
check_unicode_escape (const char  *data,
                      gsize        len,
                      gsize       *p,
                      GError     **error)
{
  gint unit = hex4 (data, len, *p + 2);
  gint low;

  if (unit < 0)
    {
      g_set_error_literal (error, AK_JSON_STRICT_ERROR, AK_JSON_STRICT_ERROR_ESCAPE,
                           _("“\\u” must be followed by four hex digits"));
      return FALSE;
    }

  if (unit == 0)
    {
      g_set_error_literal (error, AK_JSON_STRICT_ERROR, AK_JSON_STRICT_ERROR_NUL,
                           _("“\\u0000” (the NUL character) is not allowed in a string: "
                             "the text after it would be lost"));
      return FALSE;
    }

  if (unit >= 0xDC00 && unit <= 0xDFFF)
    {
      g_set_error (error, AK_JSON_STRICT_ERROR, AK_JSON_STRICT_ERROR_ESCAPE,
                   _("“\\u%04X” is the second half of a surrogate pair without the first"), (guint) unit);
      return FALSE;
    }

  if (unit >= 0xD800 && unit <= 0xDBFF)
    {
      low = *p + 7 < len && data[*p + 6] == '\\' && data[*p + 7] == 'u' ? hex4 (data, len, *p + 8) : -1;
      if (low < 0xDC00 || low > 0xDFFF)
        {
          g_set_error (error, AK_JSON_STRICT_ERROR, AK_JSON_STRICT_ERROR_ESCAPE,
                       _("“\\u%04X” is the first half of a surrogate pair without the second"), (guint) unit);
          return FALSE;
        }
      *p += 6;
    }

  *p += 6;
  return TRUE;
}

/* Why the escape at @p (the backslash), which JSON does not have, is wrong. */
static void
set_escape_error (const char  *data,
                  gsize        len,
                  gsize        p,
                  GError     **error)
{
  char c = data[p + 1];
  gunichar ch;

  if (c == '\'')
    g_set_error_literal (error, AK_JSON_STRICT_ERROR, AK_JSON_STRICT_ERROR_ESCAPE,
                         _("“\\'” is not a JSON escape: write the apostrophe without a backslash"));
  else if (c >= '0' && c <= '7')
    g_set_error (error, AK_JSON_STRICT_ERROR, AK_JSON_STRICT_ERROR_ESCAPE,
                 _("“\\%c” is an octal escape, which JSON does not have: write \\u and four hex digits"), c);
  else if (c == 'x')
    g_set_error_literal (error, AK_JSON_STRICT_ERROR, AK_JSON_STRICT_ERROR_ESCAPE,
                         _("“\\x” is not a JSON escape: write \\u and four hex digits"));
  else if (c == '\n' || c == '\r')
    g_set_error_literal (error, AK_JSON_STRICT_ERROR, AK_JSON_STRICT_ERROR_ESCAPE,
                         _("a backslash before a line break is not a JSON escape: write \\n, or end the string"));
  else if ((ch = g_utf8_get_char_validated (data + p + 1, len - p - 1)) < 0x20 || ch == 0x7F ||
           ch == (gunichar) -1 || ch == (gunichar) -2)
    g_set_error_literal (error, AK_JSON_STRICT_ERROR, AK_JSON_STRICT_ERROR_ESCAPE,
                         _("a backslash before a control character is not a JSON escape"));
  else
    {
      char utf8[8] = { 0 };

      g_unichar_to_utf8 (ch, utf8);
      /* Translators: JSON's escapes are \" \\ \/ \b \f \n \r \t and \u with four hex digits */
      g_set_error (error, AK_JSON_STRICT_ERROR, AK_JSON_STRICT_ERROR_ESCAPE,
                   _("“\\%s” is not a JSON escape (JSON has \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\u with four hex digits)"),
                   utf8);
    }
}

/* The escape at @p (the backslash); on success @p moves past it. */
static gboolean
check_escape (const char  *data,
              gsize        len,
              gsize       *p,
              GError     **error)
{
  if (*p + 1 >= len)
    {
      *p = len;  /* unterminated: json-glib says so */
      return TRUE;
    }

  switch (data[*p + 1])
    {
    case '"': case '\\': case '/': case 'b': case 'f': case 'n': case 'r': case 't':
      *p += 2;
      return TRUE;
    case 'u':
      return check_unicode_escape (data, len, p, error);
    default:
      set_escape_error (data, len, *p, error);
      return FALSE;
    }
}

static void
set_control_error (guchar   c,
                   GError **error)
{
  if (c == '\n' || c == '\r')
    g_set_error_literal (error, AK_JSON_STRICT_ERROR, AK_JSON_STRICT_ERROR_CONTROL,
                         _("a line break inside a string: end the string on the line it starts, "
                           "or write \\n"));
  else if (c == '\t')
    g_set_error_literal (error, AK_JSON_STRICT_ERROR, AK_JSON_STRICT_ERROR_CONTROL,
                         _("a tab inside a string: write \\t"));
  else
    /* Translators: U+%04X is the character's code point, \\u%04X its JSON escape */
    g_set_error (error, AK_JSON_STRICT_ERROR, AK_JSON_STRICT_ERROR_CONTROL,
                 _("the control character U+%04X inside a string: write \\u%04X"), c, c);
}

/* The string whose opening quote is at @p; on success @p moves past its
 * closing quote (or to the end of the data); on error it points at the
 * offending character. */
static gboolean
check_string (const char  *data,
              gsize        len,
              gsize       *p,
              GError     **error)
{
  for (++*p; *p < len; )
    {
      guchar c = (guchar) data[*p];

      if (c == '"')
        {
          ++*p;
          return TRUE;
        }
      if (c < 0x20)
        {
          set_control_error (c, error);
          return FALSE;
        }
      if (c == '\\')
        {
          if (!check_escape (data, len, p, error))
            return FALSE;
          continue;
        }
      ++*p;
    }
  return TRUE;
}

/**
 * ak_json_strict_check:
 * @data: the text of a JSON document (it need not be NUL-terminated)
 * @len: its length in bytes
 * @out_offset: (out) (optional): on error, the byte offset of the first
 *   problem: the backslash of a bad escape, the control character, the
 *   single quote or the comment's slash
 * @error: an #AkJsonStrictError for the first problem
 *
 * Checks what json-glib 1.6 accepts and JSON (RFC 8259) forbids: escapes
 * other than `\"`, `\\`, `\/`, `\b`, `\f`, `\n`, `\r`, `\t` and `\u`
 * with four hex digits (a surrogate only as half of a pair), control
 * characters U+0000 to U+001F written inside strings, single-quoted
 * strings and comments; and `\u0000` (%AK_JSON_STRICT_ERROR_NUL), which
 * JSON allows but json-glib turns into the end of the string. Costs one pass over @data; allocates only the
 * error.
 *
 * Returns: %TRUE if none is found
 */
gboolean
ak_json_strict_check (const char  *data,
                      gsize        len,
                      gsize       *out_offset,
                      GError     **error)
{
  gsize p = 0;

  g_return_val_if_fail (data != NULL || len == 0, FALSE);

  while (p < len)
    {
      if (data[p] == '"')
        {
          if (!check_string (data, len, &p, error))
            break;
          continue;
        }
      if (data[p] == '\'')
        {
          g_set_error_literal (error, AK_JSON_STRICT_ERROR, AK_JSON_STRICT_ERROR_QUOTE,
                               _("JSON strings are written in double quotes, not single quotes"));
          break;
        }
      if (data[p] == '/')
        {
          g_set_error_literal (error, AK_JSON_STRICT_ERROR, AK_JSON_STRICT_ERROR_COMMENT,
                               _("comments are not allowed in JSON"));
          break;
        }
      p++;
    }

  if (p >= len)
    return TRUE;
  if (out_offset != NULL)
    *out_offset = p;
  return FALSE;
}

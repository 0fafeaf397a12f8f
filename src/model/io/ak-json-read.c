/* ak-json-read.c: JSON from outside the app, checked before json-glib reads it
 *
 * json-glib 1.6 recurses once per nesting level without a limit (100,000
 * `[` overflow the stack), goes on after the top-level value, accepts
 * what JSON forbids (see ak-json-strict.c) and turns a short `\u` escape
 * into invalid UTF-8, after which json_gvariant_deserialize() fails
 * without setting its GError. Every JSON the app reads that is not a
 * lesson (lessons have the same checks in ak-lesson-scan.c, with their
 * own positions) goes through ak_json_read(), so that json-glib only ever
 * sees UTF-8 that is strict JSON of a bounded depth.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "ak-json-read.h"
#include "ak-json-strict.h"

/**
 * ak_json_read_where:
 * @data: a text, valid UTF-8 up to @offset
 * @length: its length in bytes
 * @offset: a byte offset in @data (at most @length)
 *
 * Returns: (transfer full): "LINE:COLUMN" of @offset, both counted from 1,
 *   the column in characters
 */
char *
ak_json_read_where (const char *data,
                    gsize       length,
                    gsize       offset)
{
  guint line = 1;
  gsize line_start = 0;

  offset = MIN (offset, length);
  for (gsize i = 0; i < offset; i++)
    if (data[i] == '\n')
      {
        line++;
        line_start = i + 1;
      }

  return g_strdup_printf ("%u:%ld", line, g_utf8_pointer_to_offset (data + line_start, data + offset) + 1);
}

/* The string whose opening quote is at @p, already known to be strict
 * JSON: the offset after its closing quote. */
static gsize
skip_string (const char *data,
             gsize       length,
             gsize       p)
{
  for (p++; p < length; p++)
    {
      if (data[p] == '\\')
        p++;
      else if (data[p] == '"')
        return p + 1;
    }
  return length;
}

/* A whole number (no fraction, no exponent) json-glib would read wrapped
 * around: @p is its first character, *@end is set past it. */
static gboolean
whole_number_fits (const char *data,
                   gsize       length,
                   gsize       p,
                   gsize      *end)
{
  char text[32];
  const char *digits;
  gsize q = p;
  gboolean whole = TRUE;

  while (q < length && !g_ascii_isspace (data[q]) && !strchr ("[]{},:\"", data[q]))
    {
      whole &= data[q] != '.' && data[q] != 'e' && data[q] != 'E';
      q++;
    }
  *end = q;
  digits = data + p + (data[p] == '-');
  /* a token that is not a plain whole number is json-glib's to judge */
  if (!whole || (gsize) (data + q - digits) == 0)
    return TRUE;
  for (const char *d = digits; d < data + q; d++)
    if (!g_ascii_isdigit (*d))
      return TRUE;
  if (q - p >= sizeof text)
    return FALSE;
  memcpy (text, data + p, q - p);
  text[q - p] = '\0';
  return g_ascii_string_to_signed (text, 10, G_MININT64, G_MAXINT64, NULL, NULL);
}

static gboolean
check_nesting (const char  *data,
               gsize        length,
               guint        max_depth,
               gsize       *out_offset,
               GError     **error)
{
  guint depth = 0;
  gboolean closed = FALSE;

  for (gsize p = 0; p < length; )
    {
      char c = data[p];

      if (c == ' ' || c == '\t' || c == '\r' || c == '\n')
        {
          p++;
          continue;
        }
      if (closed)
        {
          *out_offset = p;
          g_set_error_literal (error, AK_JSON_STRICT_ERROR, AK_JSON_STRICT_ERROR_TRAILING,
                               _("unexpected content after the top-level value (the file holds one JSON value)"));
          return FALSE;
        }
      if (c == '"')
        {
          p = skip_string (data, length, p);
          closed = depth == 0;
          continue;
        }
      if (depth == 0 && c != '[' && c != '{')
        {
          /* a number, true, false or null as the whole document */
          while (p < length && !g_ascii_isspace (data[p]) && !strchr ("[]{},:\"", data[p]))
            p++;
          closed = TRUE;
          continue;
        }
      if (c == '-' || g_ascii_isdigit (c))
        {
          gsize end;

          if (!whole_number_fits (data, length, p, &end))
            {
              g_autofree char *number = g_strndup (data + p, MIN (end - p, 40));

              *out_offset = p;
              g_set_error (error, AK_JSON_STRICT_ERROR, AK_JSON_STRICT_ERROR_NUMBER,
                           _("the whole number %s is too large to be read exactly"), number);
              return FALSE;
            }
          closed = depth == 0;
          p = end;
          continue;
        }
      if ((c == '[' || c == '{') && ++depth > max_depth)
        {
          *out_offset = p;
          g_set_error (error, AK_JSON_STRICT_ERROR, AK_JSON_STRICT_ERROR_DEPTH,
                       _("nested deeper than %u levels"), max_depth);
          return FALSE;
        }
      if ((c == ']' || c == '}') && depth > 0 && --depth == 0)
        closed = TRUE;
      p++;
    }

  return TRUE;
}

/**
 * ak_json_read_check:
 * @data: the text of a JSON document (need not be NUL-terminated)
 * @length: its length in bytes
 * @max_depth: how deeply arrays and objects may nest (1 or more; for
 *   example %AK_JSON_READ_MAX_DEPTH)
 * @out_offset: (out) (optional): on error, the byte offset of the problem
 * @error: return location for an #AkJsonStrictError
 *
 * Everything ak_json_read() checks before json-glib parses: the text is
 * UTF-8 without NUL bytes (%AK_JSON_STRICT_ERROR_ENCODING), strict JSON
 * (ak_json_strict_check()), nested at most @max_depth deep
 * (%AK_JSON_STRICT_ERROR_DEPTH) and holds nothing after its top-level
 * array or object (%AK_JSON_STRICT_ERROR_TRAILING). One pass over
 * @data, no allocation but the error.
 *
 * Returns: %TRUE if @data passes
 */
gboolean
ak_json_read_check (const char  *data,
                    gsize        length,
                    guint        max_depth,
                    gsize       *out_offset,
                    GError     **error)
{
  const char *end = NULL;
  gsize offset = 0;
  gboolean ok;

  g_return_val_if_fail (data != NULL || length == 0, FALSE);
  g_return_val_if_fail (max_depth > 0, FALSE);

  if (!g_utf8_validate_len (data, length, &end))
    {
      offset = (gsize) (end - data);
      g_set_error_literal (error, AK_JSON_STRICT_ERROR, AK_JSON_STRICT_ERROR_ENCODING,
                           data[offset] == '\0' ? _("the file contains a NUL byte")
                                                : _("the file is not valid UTF-8"));
      ok = FALSE;
    }
  else
    {
      ok = ak_json_strict_check (data, length, &offset, error) &&
           check_nesting (data, length, max_depth, &offset, error);
    }

  if (!ok && out_offset != NULL)
    *out_offset = offset;
  return ok;
}

/**
 * ak_json_read_parse_message:
 * @error: an error of json_parser_load_from_data()
 * @out_line: (out): the line it names, from 1
 * @out_column: (out): the column it names, from 1
 *
 * json-glib 1.6 words its errors as "<data>:LINE:COLUMN: Parse error: WHAT"
 * and quotes whole string constants, line breaks and all.
 *
 * Returns: (transfer full): WHAT, made valid UTF-8, line breaks written
 *   as `\n`, other control characters as spaces, cut at 160 bytes
 */
char *
ak_json_read_parse_message (const GError *error,
                            guint64      *out_line,
                            guint64      *out_column)
{
  const char *msg = error->message;
  const char *prefix = "<data>:";
  g_autofree char *valid = NULL;
  GString *clean;
  const char *p;
  char *end = NULL;

  *out_line = 1;
  *out_column = 1;
  if (g_str_has_prefix (msg, prefix))
    {
      *out_line = g_ascii_strtoull (msg + strlen (prefix), &end, 10);
      if (end != NULL && *end == ':')
        *out_column = g_ascii_strtoull (end + 1, &end, 10);
      if (end != NULL && end[0] == ':' && end[1] == ' ')
        msg = end + 2;
      if (g_str_has_prefix (msg, "Parse error: "))
        msg += strlen ("Parse error: ");
    }

  valid = g_utf8_make_valid (msg, -1);
  clean = g_string_new (NULL);
  for (p = valid; *p != '\0' && clean->len < 160; p = g_utf8_next_char (p))
    {
      if (*p == '\n')
        g_string_append (clean, "\\n");
      else if ((guchar) *p < 0x20)
        g_string_append_c (clean, ' ');
      else
        g_string_append_len (clean, p, g_utf8_next_char (p) - p);
    }
  if (*p != '\0')
    g_string_append (clean, "…");

  return g_string_free (clean, FALSE);
}

static JsonNode *
parse (const char  *data,
       gsize        length,
       const char  *display_name,
       GError     **error)
{
  g_autoptr(JsonParser) parser = json_parser_new_immutable ();
  g_autoptr(GError) parse_error = NULL;
  g_autofree char *what = NULL;
  guint64 line, column;
  JsonNode *root;

  if (json_parser_load_from_data (parser, data, (gssize) length, &parse_error) &&
      (root = json_parser_get_root (parser)) != NULL)
    {
      if (JSON_NODE_HOLDS_OBJECT (root))
        return json_node_ref (root);

      g_set_error (error, AK_JSON_STRICT_ERROR, AK_JSON_STRICT_ERROR_ROOT,
                   _("%s:1:1: the top-level value must be a JSON object"), display_name);
      return NULL;
    }

  if (parse_error == NULL)  /* an empty or blank text: json-glib says nothing */
    {
      g_set_error (error, AK_JSON_STRICT_ERROR, AK_JSON_STRICT_ERROR_SYNTAX,
                   _("%s:1:1: the file is empty"), display_name);
      return NULL;
    }

  what = ak_json_read_parse_message (parse_error, &line, &column);
  /* Translators: %s:%lu:%lu is FILE:LINE:COLUMN; the last %s is json-glib's (English) description */
  g_set_error (error, AK_JSON_STRICT_ERROR, AK_JSON_STRICT_ERROR_SYNTAX,
               _("%s:%lu:%lu: not valid JSON (json-glib says: “%s”)"),
               display_name, (gulong) line, (gulong) column, what);
  return NULL;
}

/**
 * ak_json_read:
 * @data: the text of a JSON document (need not be NUL-terminated)
 * @length: its length in bytes
 * @display_name: the file's name, put in front of every message
 * @max_depth: how deeply arrays and objects may nest, see ak_json_read_check()
 * @error: return location for an #AkJsonStrictError
 *
 * Checks @data with ak_json_read_check() and parses it with json-glib.
 * Every message has the form "NAME:LINE:COLUMN: what is wrong", the
 * column counted in characters. The top-level value must be an object
 * (%AK_JSON_STRICT_ERROR_ROOT); json-glib's own errors, and an empty
 * text, are %AK_JSON_STRICT_ERROR_SYNTAX.
 *
 * Because the text is strict JSON in UTF-8 without `\u0000`, every
 * string in the tree is valid UTF-8 and whole, so json-glib's GVariant
 * round trip can read it.
 *
 * Returns: (transfer full) (nullable): the root node, an object
 */
JsonNode *
ak_json_read (const char  *data,
              gsize        length,
              const char  *display_name,
              guint        max_depth,
              GError     **error)
{
  g_autoptr(GError) check_error = NULL;
  g_autofree char *where = NULL;
  gsize offset = 0;

  g_return_val_if_fail (data != NULL || length == 0, NULL);
  g_return_val_if_fail (display_name != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (ak_json_read_check (data, length, max_depth, &offset, &check_error))
    return parse (data, length, display_name, error);

  /* An encoding error is at the first bad byte: the text before it is valid. */
  where = ak_json_read_where (data, length, offset);
  g_set_error (error, AK_JSON_STRICT_ERROR, check_error->code, "%s:%s: %s",
               display_name, where, check_error->message);
  return NULL;
}

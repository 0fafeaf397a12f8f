/* ak-json-strict.h: what json-glib accepts and JSON does not
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define AK_JSON_STRICT_ERROR (ak_json_strict_error_quark ())

/**
 * AkJsonStrictError:
 * @AK_JSON_STRICT_ERROR_ESCAPE: a backslash escape JSON does not have
 *   (`\'`, `\v`, `\x41`, octal, `\u` without four hex digits, half a
 *   surrogate pair, a backslash before a line break)
 * @AK_JSON_STRICT_ERROR_CONTROL: a control character (U+0000 to U+001F)
 *   written as it is inside a string
 * @AK_JSON_STRICT_ERROR_QUOTE: a string in single quotes
 * @AK_JSON_STRICT_ERROR_COMMENT: a comment
 * @AK_JSON_STRICT_ERROR_NUL: `\u0000` in a string, which json-glib would
 *   silently cut the string at
 * @AK_JSON_STRICT_ERROR_ENCODING: the text is not UTF-8, or holds a NUL byte
 * @AK_JSON_STRICT_ERROR_DEPTH: arrays and objects nested deeper than the
 *   reader allows
 * @AK_JSON_STRICT_ERROR_TRAILING: more after the top-level value
 * @AK_JSON_STRICT_ERROR_SYNTAX: json-glib's own parse error
 * @AK_JSON_STRICT_ERROR_ROOT: the top-level value is not an object
 * @AK_JSON_STRICT_ERROR_NUMBER: a whole number beyond 64 bits, which
 *   json-glib would read wrapped around (99999999999999999999 as -1)
 */
typedef enum {
  AK_JSON_STRICT_ERROR_ESCAPE,
  AK_JSON_STRICT_ERROR_CONTROL,
  AK_JSON_STRICT_ERROR_QUOTE,
  AK_JSON_STRICT_ERROR_COMMENT,
  AK_JSON_STRICT_ERROR_NUL,
  AK_JSON_STRICT_ERROR_ENCODING,
  AK_JSON_STRICT_ERROR_DEPTH,
  AK_JSON_STRICT_ERROR_TRAILING,
  AK_JSON_STRICT_ERROR_SYNTAX,
  AK_JSON_STRICT_ERROR_ROOT,
  AK_JSON_STRICT_ERROR_NUMBER,
} AkJsonStrictError;

GQuark   ak_json_strict_error_quark (void);

gboolean ak_json_strict_check       (const char  *data,
                                     gsize        len,
                                     gsize       *out_offset,
                                     GError     **error);

G_END_DECLS

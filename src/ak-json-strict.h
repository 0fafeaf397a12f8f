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
 */
typedef enum {
  AK_JSON_STRICT_ERROR_ESCAPE,
  AK_JSON_STRICT_ERROR_CONTROL,
  AK_JSON_STRICT_ERROR_QUOTE,
  AK_JSON_STRICT_ERROR_COMMENT,
} AkJsonStrictError;

GQuark   ak_json_strict_error_quark (void);

gboolean ak_json_strict_check       (const char  *data,
                                     gsize        len,
                                     gsize       *out_offset,
                                     GError     **error);

G_END_DECLS

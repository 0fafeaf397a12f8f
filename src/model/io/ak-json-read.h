/* ak-json-read.h: JSON from outside the app, checked before json-glib reads it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* Deep enough for any file this app reads (a lesson needs about 8, a
 * progress file 7, a config.json 4), shallow enough that json-glib's
 * recursion and GVariant's own depth limit are never reached. */
#define AK_JSON_READ_MAX_DEPTH 32

JsonNode *ak_json_read        (const char  *data,
                               gsize        length,
                               const char  *display_name,
                               guint        max_depth,
                               GError     **error);
gboolean  ak_json_read_check  (const char  *data,
                               gsize        length,
                               guint        max_depth,
                               gsize       *out_offset,
                               GError     **error);
char     *ak_json_read_where  (const char  *data,
                               gsize        length,
                               gsize        offset);
char     *ak_json_read_parse_message (const GError *error,
                                      guint64      *out_line,
                                      guint64      *out_column);

G_END_DECLS

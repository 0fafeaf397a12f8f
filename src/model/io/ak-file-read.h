/* ak-file-read.h: reading a file from outside the app, whole and capped
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

GBytes *ak_file_read_bytes (GFile         *file,
                            gsize          max_bytes,
                            GCancellable  *cancellable,
                            GError       **error);
GBytes *ak_file_read_path  (const char    *path,
                            gsize          max_bytes,
                            GError       **error);

G_END_DECLS

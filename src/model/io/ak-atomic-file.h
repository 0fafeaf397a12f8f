/* ak-atomic-file.h: files replaced whole or not at all
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/**
 * AK_ATOMIC_FILE_KEEP_MODE:
 *
 * The @mode of ak_atomic_file_set_contents() that keeps an existing file's
 * permissions, and gives a new file 0666 less the umask.
 */
#define AK_ATOMIC_FILE_KEEP_MODE (-1)

gboolean ak_atomic_file_set_contents (const char  *path,
                                      const void  *data,
                                      gsize        length,
                                      int          mode,
                                      GError     **error);

gboolean ak_atomic_file_replace      (GFile       *file,
                                      const void  *data,
                                      gsize        length,
                                      GError     **error);

G_END_DECLS

/* ak-progress-file.h: the progress file on disk (private to ak-progress)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* A progress file holds a few kilobytes a lesson; this is thousands of lessons. */
#define AK_PROGRESS_MAX_FILE_BYTES (16u * 1024 * 1024)

gboolean ak_progress_file_ensure_directory (const char  *path,
                                            GError     **error);
gboolean ak_progress_file_read             (const char  *path,
                                            char       **contents,
                                            gsize       *length,
                                            gboolean    *exists,
                                            GError     **error);
gboolean ak_progress_file_write            (const char  *path,
                                            const char  *data,
                                            gsize        length,
                                            GError     **error);
char    *ak_progress_file_move_aside       (const char  *path,
                                            GError     **error);
int      ak_progress_file_lock             (const char  *path,
                                            GError     **error);
void     ak_progress_file_unlock           (int          fd);

G_END_DECLS

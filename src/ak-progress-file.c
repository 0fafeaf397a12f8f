/* ak-progress-file.c: the progress file on disk
 *
 * Reading, atomic writing and moving an unreadable file aside; every
 * failure becomes an AK_PROGRESS_ERROR, and what to do about it (tell the
 * learner, stop saving) is ak-progress's decision.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>

#include <glib/gstdio.h>

#include "ak-progress.h"
#include "ak-progress-file.h"

/* The folder of @path exists (made 0700 if not) and can be written; else
 * %AK_PROGRESS_ERROR_WRITE. */
gboolean
ak_progress_file_ensure_directory (const char  *path,
                                   GError     **error)
{
  g_autofree char *dir = g_path_get_dirname (path);
  int saved_errno;

  if (g_mkdir_with_parents (dir, 0700) == 0 && g_access (dir, W_OK) == 0)
    return TRUE;

  saved_errno = errno;
  g_set_error (error, AK_PROGRESS_ERROR, AK_PROGRESS_ERROR_WRITE,
               "Cannot create or write the folder %s: %s", dir, g_strerror (saved_errno));
  return FALSE;
}

/* Reads @path whole; a missing file is *@exists = %FALSE and no error.
 * Any other failure is %AK_PROGRESS_ERROR_READ. */
gboolean
ak_progress_file_read (const char  *path,
                       char       **contents,
                       gsize       *length,
                       gboolean    *exists,
                       GError     **error)
{
  g_autoptr(GError) local_error = NULL;

  *exists = TRUE;
  if (g_file_get_contents (path, contents, length, &local_error))
    return TRUE;

  /* NOTDIR: something in the way of the data directory, so no file. */
  if (g_error_matches (local_error, G_FILE_ERROR, G_FILE_ERROR_NOENT) ||
      g_error_matches (local_error, G_FILE_ERROR, G_FILE_ERROR_NOTDIR))
    {
      *exists = FALSE;
      return TRUE;
    }

  g_set_error (error, AK_PROGRESS_ERROR, AK_PROGRESS_ERROR_READ,
               "%s", local_error->message);
  return FALSE;
}

/* Writes @data to @path atomically (a temporary file renamed over the old
 * one, mode 0600), making the folder first; %AK_PROGRESS_ERROR_WRITE. */
gboolean
ak_progress_file_write (const char  *path,
                        const char  *data,
                        gsize        length,
                        GError     **error)
{
  g_autoptr(GError) file_error = NULL;

  if (!ak_progress_file_ensure_directory (path, error))
    return FALSE;

  if (g_file_set_contents_full (path, data, (gssize) length, G_FILE_SET_CONTENTS_CONSISTENT,
                                0600, &file_error))
    return TRUE;

  g_set_error_literal (error, AK_PROGRESS_ERROR, AK_PROGRESS_ERROR_WRITE, file_error->message);
  return FALSE;
}

/* Renames @path to `PATH.corrupt-TIME` (with a counter when that exists)
 * and returns the new name; %AK_PROGRESS_ERROR_WRITE when it cannot. */
char *
ak_progress_file_move_aside (const char  *path,
                             GError     **error)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_utc ();
  g_autofree char *stamp = g_date_time_format (now, "%Y%m%dT%H%M%SZ");
  g_autofree char *target = g_strdup_printf ("%s.corrupt-%s", path, stamp);
  int saved_errno;

  for (guint i = 1; g_file_test (target, G_FILE_TEST_EXISTS) && i < 1000; i++)
    {
      g_free (target);
      target = g_strdup_printf ("%s.corrupt-%s-%u", path, stamp, i);
    }

  if (g_rename (path, target) == 0)
    return g_steal_pointer (&target);

  saved_errno = errno;
  g_set_error (error, AK_PROGRESS_ERROR, AK_PROGRESS_ERROR_WRITE,
               "Cannot move the unreadable progress file %s aside: %s",
               path, g_strerror (saved_errno));
  return NULL;
}

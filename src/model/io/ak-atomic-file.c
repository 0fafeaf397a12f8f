/* ak-atomic-file.c: files replaced whole or not at all
 *
 * Every file the app writes (progress, results exports, charts) goes
 * through here: the bytes go to a temporary file in the same folder, every
 * write, the fsync and the close are checked, and only then is the
 * temporary file renamed over the target. On any failure the temporary
 * file is removed and the target keeps its old contents.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "ak-atomic-file.h"

/* Temporary names stay under NAME_MAX however long the target's name is. */
#define TEMP_NAME_MAX_PREFIX 200

/* What went wrong, in words a learner or teacher can act on. */
static const char *
reason_for (int saved_errno)
{
  switch (saved_errno)
    {
    case ENOSPC: return _("the disk is full");
    case EDQUOT: return _("the disk quota is used up");
    case EROFS: return _("the disk is read-only");
    case EACCES:
    case EPERM: return _("permission denied");
    case ENOENT:
    case ENOTDIR: return _("the folder does not exist");
    case EIO: return _("the disk reported an input/output error");
    default: return g_strerror (saved_errno);
    }
}

static gboolean
fail (GError     **error,
      const char  *path,
      int          saved_errno)
{
  g_autofree char *shown = g_filename_display_name (path);

  g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
               _("Could not write “%s”: %s"), shown, reason_for (saved_errno));
  return FALSE;
}

static gboolean
write_all (int          fd,
           const char  *data,
           gsize        length)
{
  while (length > 0)
    {
      gssize n = write (fd, data, MIN (length, G_MAXSSIZE));

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        return FALSE;
      if (n == 0)
        {
          errno = EIO;
          return FALSE;
        }
      data += n;
      length -= (gsize) n;
    }
  return TRUE;
}

/* The temporary file's name: `.NAME.XXXXXX` next to @path. */
static char *
temp_template (const char *path)
{
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *base = g_path_get_basename (path);
  g_autofree char *name = NULL;

  if (strlen (base) > TEMP_NAME_MAX_PREFIX)
    base[TEMP_NAME_MAX_PREFIX] = '\0';
  name = g_strdup_printf (".%s.XXXXXX", base);
  return g_build_filename (dir, name, NULL);
}

/* The mode the new file gets, or -1 to leave the one open() gave. */
static gboolean
target_mode (const char  *path,
             int          mode,
             int         *out_mode,
             GError     **error)
{
  struct stat st;

  *out_mode = mode;
  /* a new file (a real problem shows when writing), or a symbolic link,
   * which is replaced like a new file, never followed */
  if (g_lstat (path, &st) != 0 || S_ISLNK (st.st_mode))
    return TRUE;

  /* never rename over a device, a FIFO or a folder */
  if (!S_ISREG (st.st_mode))
    {
      g_autofree char *shown = g_filename_display_name (path);

      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE,
                   _("Could not write “%s”: it is not a regular file"), shown);
      return FALSE;
    }
  if (mode == AK_ATOMIC_FILE_KEEP_MODE)
    *out_mode = (int) (st.st_mode & 07777);
  return TRUE;
}

/**
 * ak_atomic_file_set_contents:
 * @path: the file to replace or create, in the GLib file name encoding
 * @data: (array length=length): the new contents
 * @length: bytes in @data
 * @mode: the permissions the file gets (e.g. 0600, whatever the umask), or
 *   %AK_ATOMIC_FILE_KEEP_MODE to keep an existing file's and give a new
 *   one 0666 less the umask
 * @error: a %G_IO_ERROR: the code follows errno (%G_IO_ERROR_NO_SPACE for
 *   a full disk...), or %G_IO_ERROR_NOT_REGULAR_FILE when @path is a
 *   folder, device or FIFO; the message names @path, never the temporary
 *   file, and says what failed in words
 *
 * Writes @data to a temporary file in @path's folder (created with
 * `O_CLOEXEC`, `O_EXCL`), checks every write, the fsync and the close,
 * and only then renames it over @path, so that @path holds either its old
 * contents or all of @data. On failure the temporary file is removed.
 * A symbolic link at @path is replaced by the file, not followed.
 *
 * Returns: %TRUE on success
 */
gboolean
ak_atomic_file_set_contents (const char  *path,
                             const void  *data,
                             gsize        length,
                             int          mode,
                             GError     **error)
{
  g_autofree char *temp = NULL;
  int final_mode;
  int saved_errno;
  int fd;

  g_return_val_if_fail (path != NULL && *path != '\0', FALSE);
  g_return_val_if_fail (data != NULL || length == 0, FALSE);
  g_return_val_if_fail (mode == AK_ATOMIC_FILE_KEEP_MODE || (mode >= 0 && mode <= 07777), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!target_mode (path, mode, &final_mode, error))
    return FALSE;

  /* A new file of unknown mode is created 0666 so that the umask applies;
   * any other is created private and given its mode before the rename. */
  temp = temp_template (path);
  fd = g_mkstemp_full (temp, O_RDWR | O_CLOEXEC, final_mode < 0 ? 0666 : 0600);
  if (fd < 0)
    return fail (error, path, errno);

  if ((final_mode >= 0 && fchmod (fd, (mode_t) final_mode) != 0) ||
      !write_all (fd, data, length) ||
      fsync (fd) != 0)
    {
      saved_errno = errno;
      close (fd);
      g_unlink (temp);
      return fail (error, path, saved_errno);
    }

  if (close (fd) != 0 || g_rename (temp, path) != 0)
    {
      saved_errno = errno;
      g_unlink (temp);
      return fail (error, path, saved_errno);
    }

  return TRUE;
}

/**
 * ak_atomic_file_replace:
 * @file: the file to replace or create
 * @data: (array length=length): the new contents
 * @length: bytes in @data
 * @error: a %G_IO_ERROR (see ak_atomic_file_set_contents())
 *
 * ak_atomic_file_set_contents() with %AK_ATOMIC_FILE_KEEP_MODE for a
 * local @file; a file without a local path (a GVfs location) is replaced
 * through GIO, which writes a temporary file there too.
 *
 * Returns: %TRUE on success
 */
gboolean
ak_atomic_file_replace (GFile       *file,
                        const void  *data,
                        gsize        length,
                        GError     **error)
{
  g_autofree char *path = NULL;

  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (data != NULL || length == 0, FALSE);

  path = g_file_get_path (file);
  if (path != NULL)
    return ak_atomic_file_set_contents (path, data, length, AK_ATOMIC_FILE_KEEP_MODE, error);

  return g_file_replace_contents (file, data, length, NULL, FALSE, G_FILE_CREATE_NONE,
                                  NULL, NULL, error);
}

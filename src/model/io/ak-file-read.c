/* ak-file-read.c: reading a file from outside the app, whole and capped
 *
 * Every file the app reads from outside (lessons, config.json, the
 * progress file) goes through here, so that none of them can hang the app
 * or make it allocate without a limit: a FIFO blocks an ordinary open()
 * until a writer comes, /dev/zero never ends, and a file can grow between
 * a size check and the read. So the file is opened with O_NONBLOCK, its
 * type and size are taken from the open descriptor (fstat, not a stat of
 * the name that a rename can change in between), and at most one byte
 * more than the cap is read.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "ak-file-read.h"

static void
set_errno_error (GError     **error,
                 int          saved_errno)
{
  g_set_error_literal (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
                       g_strerror (saved_errno));
}

static void
set_not_regular (GError **error)
{
  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE,
                       _("not a regular file (a folder, a FIFO or a device)"));
}

static void
set_too_large (GError **error,
               gsize    max_bytes)
{
  g_autofree char *size = g_format_size_full (max_bytes, G_FORMAT_SIZE_IEC_UNITS);

  /* Translators: %s is a size such as "4.0 MiB" */
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_MESSAGE_TOO_LARGE,
               _("the file is too large (more than %s, the most this app reads for it)"), size);
}

/* Reads @fd to its end or to @max_bytes + 1 bytes, whichever comes first;
 * @hint is the size fstat gave, so that a file of known size is read
 * into one allocation. */
static GBytes *
read_fd (int      fd,
         gsize    hint,
         gsize    max_bytes,
         GError **error)
{
  gsize capacity = MIN (hint, max_bytes) + 1;
  g_autofree char *buffer = g_malloc (capacity);
  gsize length = 0;

  for (;;)
    {
      gssize n;

      if (length == capacity)
        {
          if (capacity > max_bytes)
            break;
          capacity = MIN (capacity * 2, max_bytes + 1);
          buffer = g_realloc (buffer, capacity);
        }

      n = read (fd, buffer + length, capacity - length);
      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          set_errno_error (error, errno);
          return NULL;
        }
      if (n == 0)
        break;
      length += (gsize) n;
    }

  if (length > max_bytes)
    {
      set_too_large (error, max_bytes);
      return NULL;
    }

  buffer[length] = '\0';  /* the last read left room: length < capacity */
  return g_bytes_new_take (g_steal_pointer (&buffer), length);
}

/**
 * ak_file_read_path:
 * @path: a file name in the GLib file name encoding
 * @max_bytes: the largest file read, in bytes (at most %G_MAXSIZE - 1)
 * @error: return location for a #GIOError
 *
 * Reads @path whole, if it is a regular file (after following symbolic
 * links) of at most @max_bytes. Never blocks on a FIFO or a device and
 * never reads more than @max_bytes + 1 bytes, however large the file is
 * or grows while it is read. The data is followed by a NUL byte that
 * the #GBytes' size does not count, so it can be used as a string.
 *
 * Errors (%G_IO_ERROR, messages without the file's name, for the caller
 * to put it in front):
 * - %G_IO_ERROR_NOT_FOUND, %G_IO_ERROR_NOT_DIRECTORY, %G_IO_ERROR_PERMISSION_DENIED
 *   and the other codes of g_io_error_from_errno(): open() or read() failed
 * - %G_IO_ERROR_NOT_REGULAR_FILE: a folder, FIFO, socket or device
 * - %G_IO_ERROR_MESSAGE_TOO_LARGE: larger than @max_bytes
 *
 * Returns: (transfer full) (nullable): the contents, or %NULL with @error set
 */
GBytes *
ak_file_read_path (const char  *path,
                   gsize        max_bytes,
                   GError     **error)
{
  struct stat st;
  GBytes *bytes;
  int fd;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (max_bytes < G_MAXSIZE, NULL);

  do
    fd = g_open (path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY, 0);
  while (fd < 0 && errno == EINTR);
  if (fd < 0)
    {
      set_errno_error (error, errno);
      return NULL;
    }

  if (fstat (fd, &st) != 0)
    {
      set_errno_error (error, errno);
      bytes = NULL;
    }
  else if (!S_ISREG (st.st_mode))
    {
      set_not_regular (error);
      bytes = NULL;
    }
  else if (st.st_size < 0 || (guint64) st.st_size > max_bytes)
    {
      set_too_large (error, max_bytes);
      bytes = NULL;
    }
  else
    {
      bytes = read_fd (fd, (gsize) st.st_size, max_bytes, error);
    }

  close (fd);
  return bytes;
}

/* A file without a local path (a resource, a GVfs mount): its type and
 * size as GIO reports them, then a capped read. */
static GBytes *
read_stream (GFile         *file,
             gsize          max_bytes,
             GCancellable  *cancellable,
             GError       **error)
{
  g_autoptr(GFileInfo) info = NULL;
  g_autoptr(GFileInputStream) stream = NULL;
  g_autofree char *buffer = NULL;
  gsize length = 0;

  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_TYPE "," G_FILE_ATTRIBUTE_STANDARD_SIZE,
                            G_FILE_QUERY_INFO_NONE, cancellable, error);
  if (info == NULL)
    return NULL;
  if (g_file_info_get_file_type (info) != G_FILE_TYPE_REGULAR)
    return (set_not_regular (error), NULL);
  if (g_file_info_get_size (info) < 0 || (guint64) g_file_info_get_size (info) > max_bytes)
    return (set_too_large (error, max_bytes), NULL);

  if (!(stream = g_file_read (file, cancellable, error)))
    return NULL;

  buffer = g_malloc ((gsize) g_file_info_get_size (info) + 1);
  if (!g_input_stream_read_all (G_INPUT_STREAM (stream), buffer, (gsize) g_file_info_get_size (info) + 1,
                                &length, cancellable, error))
    return NULL;
  if (length > (gsize) g_file_info_get_size (info))
    return (set_too_large (error, max_bytes), NULL);  /* it grew after the query */

  buffer[length] = '\0';
  return g_bytes_new_take (g_steal_pointer (&buffer), length);
}

/**
 * ak_file_read_bytes:
 * @file: a file
 * @max_bytes: the largest file read, in bytes (at most %G_MAXSIZE - 1)
 * @cancellable: (nullable): a #GCancellable, for files without a local path
 * @error: return location for a #GIOError
 *
 * Reads @file as ak_file_read_path() does when it has a local path, else
 * through GIO with the same checks of type and size. The errors are
 * those of ak_file_read_path().
 *
 * Returns: (transfer full) (nullable): the contents, or %NULL with @error set
 */
GBytes *
ak_file_read_bytes (GFile         *file,
                    gsize          max_bytes,
                    GCancellable  *cancellable,
                    GError       **error)
{
  g_autofree char *path = NULL;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  if ((path = g_file_get_path (file)) != NULL)
    return ak_file_read_path (path, max_bytes, error);

  return read_stream (file, max_bytes, cancellable, error);
}

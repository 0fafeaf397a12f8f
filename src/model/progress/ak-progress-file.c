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
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "ak-file-read.h"
#include "ak-atomic-file.h"
#include "ak-progress-error.h"
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

/* Reads @path whole, if it is a regular file of at most
 * %AK_PROGRESS_MAX_FILE_BYTES; a missing file is *@exists = %FALSE and no
 * error. Anything else (a FIFO, a device, a folder, a file too large) is
 * %AK_PROGRESS_ERROR_READ, found without blocking or reading it whole. */
gboolean
ak_progress_file_read (const char  *path,
                       char       **contents,
                       gsize       *length,
                       gboolean    *exists,
                       GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autoptr(GBytes) bytes = NULL;

  *exists = TRUE;
  if ((bytes = ak_file_read_path (path, AK_PROGRESS_MAX_FILE_BYTES, &local_error)) != NULL)
    {
      *contents = g_bytes_unref_to_data (g_steal_pointer (&bytes), length);
      return TRUE;
    }

  /* NOTDIR: something in the way of the data directory, so no file. */
  if (g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND) ||
      g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_NOT_DIRECTORY))
    {
      *exists = FALSE;
      return TRUE;
    }

  g_set_error_literal (error, AK_PROGRESS_ERROR, AK_PROGRESS_ERROR_READ, local_error->message);
  return FALSE;
}

/* Writes @data to @path atomically (ak_atomic_file_set_contents(), mode
 * 0600 whatever the umask), making the folder first;
 * %AK_PROGRESS_ERROR_WRITE, whose message names @path and the reason. */
gboolean
ak_progress_file_write (const char  *path,
                        const char  *data,
                        gsize        length,
                        GError     **error)
{
  g_autoptr(GError) file_error = NULL;

  if (!ak_progress_file_ensure_directory (path, error))
    return FALSE;

  if (ak_atomic_file_set_contents (path, data, length, 0600, &file_error))
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

static gboolean
is_regular (int fd)
{
  struct stat st;

  return fstat (fd, &st) == 0 && S_ISREG (st.st_mode);
}

/* How long a save waits for another instance's read-merge-write, which
 * takes milliseconds: 10000 tries 1 ms apart, 10 s in all. flock(2) does
 * not queue its waiters, so an instance that saves again and again could
 * take the lock back each time before a waiter's next try: an instance
 * lets LOCK_GAP_US pass after its own last unlock before it locks again,
 * longer than a waiter's pause, so a waiter always finds the lock free
 * between two of another instance's saves. */
#define LOCK_TRIES 10000
#define LOCK_PAUSE_US 1000
#define LOCK_GAP_US 5000

static gint64 last_unlock_us;

static void
wait_for_the_gap (void)
{
  gint64 since = g_get_monotonic_time () - last_unlock_us;

  if (last_unlock_us != 0 && since >= 0 && since < LOCK_GAP_US)
    g_usleep (LOCK_GAP_US - since);
}

/* Takes the advisory lock (flock(2), exclusive) on `PATH.lock`, made 0600
 * next to @path, and returns its descriptor for ak_progress_file_unlock().
 * Every instance holds it only while it reads, merges and writes @path,
 * never across user interaction. -1 with %AK_PROGRESS_ERROR_WRITE when
 * the lock file cannot be opened (it is a symbolic link, which is never
 * followed, or not a regular file) or another holder keeps it for 10 s. */
int
ak_progress_file_lock (const char  *path,
                       GError     **error)
{
  g_autofree char *lock_path = g_strconcat (path, ".lock", NULL);
  int saved_errno;
  int fd;

  if (!ak_progress_file_ensure_directory (path, error))
    return -1;

  /* never through a symbolic link (into /etc/passwd...), never a FIFO */
  fd = g_open (lock_path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, 0600);
  if (fd < 0)
    {
      saved_errno = errno;
      g_set_error (error, AK_PROGRESS_ERROR, AK_PROGRESS_ERROR_WRITE,
                   "Cannot open the lock file %s: %s", lock_path,
                   saved_errno == ELOOP ? "it is a symbolic link, which is not followed"
                                        : g_strerror (saved_errno));
      return -1;
    }
  if (!is_regular (fd))
    {
      close (fd);
      g_set_error (error, AK_PROGRESS_ERROR, AK_PROGRESS_ERROR_WRITE,
                   "Cannot open the lock file %s: it is not a regular file", lock_path);
      return -1;
    }

  wait_for_the_gap ();
  for (guint i = 0; i < LOCK_TRIES; i++)
    {
      if (flock (fd, LOCK_EX | LOCK_NB) == 0)
        return fd;
      if (errno != EWOULDBLOCK && errno != EINTR)
        break;
      g_usleep (LOCK_PAUSE_US);
    }

  saved_errno = errno;
  close (fd);
  g_set_error (error, AK_PROGRESS_ERROR, AK_PROGRESS_ERROR_WRITE,
               "Cannot lock %s: %s", lock_path,
               saved_errno == EWOULDBLOCK ? "another instance holds it" : g_strerror (saved_errno));
  return -1;
}

/* Releases the lock of ak_progress_file_lock(); -1 is no lock. */
void
ak_progress_file_unlock (int fd)
{
  if (fd < 0)
    return;

  flock (fd, LOCK_UN);
  close (fd);
  last_unlock_us = g_get_monotonic_time ();
}

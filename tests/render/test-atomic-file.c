/* test-atomic-file.c: every file the app writes is replaced whole or not at all
 *
 * The full-disk cases write into a 64 KiB tmpfs mounted in a private mount
 * namespace of this process (needs root, as in CI; skipped with the reason
 * otherwise).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE  /* unshare() */
#endif
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "ak-atomic-file.h"
#include "ak-chart-file.h"
#include "ak-progress-export.h"
#include "ak-progress-file.h"
#include "ak-progress.h"

#define OLD_CONTENTS "old contents\n"

/* the tmpfs, or NULL and why not */
static char *full_dir;
static char *no_full_disk_reason;

static void
mount_tiny_tmpfs (void)
{
  g_autofree char *dir = g_build_filename (g_get_tmp_dir (), "ak-full-XXXXXX", NULL);

  /* before any thread starts: unshare(CLONE_NEWNS) refuses threaded callers */
  if (g_mkdtemp (dir) == NULL)
    no_full_disk_reason = g_strdup_printf ("no temporary folder: %s", g_strerror (errno));
  else if (unshare (CLONE_NEWNS) != 0)
    no_full_disk_reason = g_strdup_printf ("cannot make a mount namespace (needs root): %s", g_strerror (errno));
  else if (mount (NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) != 0 ||
           mount ("ak-full", dir, "tmpfs", MS_NOSUID | MS_NODEV, "size=64k,mode=0755") != 0)
    no_full_disk_reason = g_strdup_printf ("cannot mount a tmpfs: %s", g_strerror (errno));
  else
    full_dir = g_steal_pointer (&dir);

  if (dir != NULL)
    g_rmdir (dir);
}

static void
unmount_tiny_tmpfs (void)
{
  if (full_dir == NULL)
    return;
  umount2 (full_dir, MNT_DETACH);
  g_rmdir (full_dir);
  g_clear_pointer (&full_dir, g_free);
}

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

/* The names in @dir, sorted, joined by spaces. */
static char *
list_dir (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  g_assert_nonnull (d);
  while ((name = g_dir_read_name (d)) != NULL)
    g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_names);
  g_ptr_array_add (names, NULL);
  return g_strjoinv (" ", (char **) names->pdata);
}

static void
empty_dir (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  g_assert_nonnull (d);
  while ((name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      g_assert_cmpint (g_unlink (path), ==, 0);
    }
}

static void
write_old_file (const char *path,
                int         mode)
{
  g_assert_true (g_file_set_contents (path, OLD_CONTENTS, -1, NULL));
  g_assert_cmpint (g_chmod (path, mode), ==, 0);
}

static void
assert_mode (const char *path,
             int         mode)
{
  struct stat st;

  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 07777, ==, mode);
}

static void
assert_old_contents (const char *path)
{
  g_autofree char *contents = NULL;

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, OLD_CONTENTS);
}

/* Empties the tmpfs, writes @name there with the old contents (mode 0600),
 * then fills the disk to the last byte. Returns @name's path, or NULL
 * (test skipped) without a tmpfs. */
static char *
full_disk_with (const char *name)
{
  g_autofree char *filler = NULL;
  g_autofree char *path = NULL;
  g_autofree char *block = g_malloc0 (4096);
  int fd;

  if (full_dir == NULL)
    {
      g_test_skip (no_full_disk_reason);
      return NULL;
    }

  empty_dir (full_dir);
  filler = g_build_filename (full_dir, "filler", NULL);
  path = g_build_filename (full_dir, name, NULL);
  write_old_file (path, 0600);

  fd = g_open (filler, O_WRONLY | O_CREAT | O_CLOEXEC, 0600);
  g_assert_cmpint (fd, >=, 0);
  while (write (fd, block, 4096) > 0)
    ;
  while (write (fd, block, 1) > 0)
    ;
  g_assert_cmpint (errno, ==, ENOSPC);
  close (fd);
  return g_steal_pointer (&path);
}

/* After a failed write: the old file as it was, no temporary file. */
static void
assert_untouched (const char   *path,
                  const GError *error)
{
  g_autofree char *base = g_path_get_basename (path);
  g_autofree char *listed = list_dir (full_dir);
  g_autofree char *expected = strcmp (base, "filler") < 0 ? g_strdup_printf ("%s filler", base)
                                                          : g_strdup_printf ("filler %s", base);

  assert_old_contents (path);
  assert_mode (path, 0600);
  g_assert_cmpstr (listed, ==, expected);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE);
  g_assert_nonnull (strstr (error->message, "the disk is full"));
  g_assert_nonnull (strstr (error->message, base));
}

static void
test_replaces (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ak-atomic-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "results.csv", NULL);
  g_autofree char *contents = NULL;
  g_autofree char *listed = NULL;
  g_autoptr(GError) error = NULL;

  write_old_file (path, 0644);
  g_assert_true (ak_atomic_file_set_contents (path, "new", 3, AK_ATOMIC_FILE_KEEP_MODE, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, "new");
  listed = list_dir (dir);
  g_assert_cmpstr (listed, ==, "results.csv");
}

/* A 0600 file stays 0600; a new one gets 0666 less the umask; a forced
 * mode is had whatever the umask. */
static void
test_modes (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ak-atomic-XXXXXX", NULL);
  g_autofree char *private = g_build_filename (dir, "private.csv", NULL);
  g_autofree char *fresh = g_build_filename (dir, "fresh.csv", NULL);
  g_autofree char *forced = g_build_filename (dir, "forced.json", NULL);
  g_autoptr(GFile) private_file = g_file_new_for_path (private);
  g_autoptr(GError) error = NULL;
  mode_t old_umask = umask (022);

  write_old_file (private, 0600);
  g_assert_true (ak_atomic_file_replace (private_file, "x", 1, &error));
  g_assert_no_error (error);
  assert_mode (private, 0600);

  g_assert_true (ak_atomic_file_set_contents (fresh, "x", 1, AK_ATOMIC_FILE_KEEP_MODE, &error));
  assert_mode (fresh, 0644);

  umask (0);
  g_assert_true (ak_atomic_file_set_contents (forced, "x", 1, 0600, &error));
  assert_mode (forced, 0600);
  write_old_file (forced, 0644);
  g_assert_true (ak_atomic_file_set_contents (forced, "x", 1, 0600, &error));
  assert_mode (forced, 0600);
  umask (old_umask);
}

/* A device (as root, renaming over /dev/full would replace it), a folder:
 * refused, nothing written beside them. */
static void
test_not_regular (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ak-atomic-XXXXXX", NULL);
  g_autofree char *sub = g_build_filename (dir, "folder.csv", NULL);
  g_autofree char *listed = NULL;
  g_autoptr(GError) error = NULL;
  struct stat st;

  g_assert_cmpint (g_mkdir (sub, 0700), ==, 0);
  g_assert_false (ak_atomic_file_set_contents (sub, "x", 1, AK_ATOMIC_FILE_KEEP_MODE, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE);
  g_assert_nonnull (strstr (error->message, "folder.csv"));
  listed = list_dir (dir);
  g_assert_cmpstr (listed, ==, "folder.csv");
  g_clear_error (&error);

  if (g_stat ("/dev/full", &st) != 0 || !S_ISCHR (st.st_mode))
    return;
  g_assert_false (ak_atomic_file_set_contents ("/dev/full", "x", 1, AK_ATOMIC_FILE_KEEP_MODE, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE);
  g_assert_cmpint (g_stat ("/dev/full", &st), ==, 0);
  g_assert_true (S_ISCHR (st.st_mode));
}

/* The message names the file asked for and says what is wrong in words. */
static void
test_no_folder (void)
{
  g_autoptr(GError) error = NULL;

  g_assert_false (ak_atomic_file_set_contents ("/nonexistent/dir/results.json", "x", 1,
                                               AK_ATOMIC_FILE_KEEP_MODE, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_assert_cmpstr (error->message, ==, "Could not write “/nonexistent/dir/results.json”: the folder does not exist");
}

static void
test_full_disk (void)
{
  g_autofree char *path = full_disk_with ("export.csv");
  g_autoptr(GError) error = NULL;

  if (path == NULL)
    return;
  g_assert_false (ak_atomic_file_set_contents (path, "new contents", 12, AK_ATOMIC_FILE_KEEP_MODE, &error));
  assert_untouched (path, error);
}

static AkProgress *
sample_progress (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ak-atomic-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "progress.json", NULL);
  AkProgress *progress = ak_progress_new (path);

  g_assert_true (ak_progress_set_last_page (progress, "ai-accelerators", "quiz", NULL));
  return progress;
}

/* Issue 23 item 4: the results export became 0 bytes on a full disk. */
static void
test_full_disk_results (void)
{
  g_autoptr(AkProgress) progress = sample_progress ();
  const char *names[] = { "results.csv", "results.json" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *path = full_disk_with (names[i]);
      g_autoptr(GFile) file = NULL;
      g_autoptr(GError) error = NULL;

      if (path == NULL)
        return;
      file = g_file_new_for_path (path);
      g_assert_false (ak_progress_export_to_file (progress, file, &error));
      assert_untouched (path, error);
    }
}

static void
draw_chart (cairo_t  *cr,
            double    width,
            double    height,
            gpointer  user_data)
{
  cairo_set_source_rgb (cr, 0.2, 0.4, 0.8);
  cairo_arc (cr, width / 2, height / 2, height / 3, 0, 2 * G_PI);
  cairo_fill (cr);
}

/* Issue 29 item 4: chart exports left partial or 0-byte files. */
static void
test_full_disk_charts (void)
{
  const char *names[] = { "chart.png", "chart.svg", "chart.pdf" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *path = full_disk_with (names[i]);
      g_autofree char *new_path = NULL;
      g_autoptr(GFile) new_file = NULL;
      g_autoptr(GFile) file = NULL;
      g_autoptr(GError) error = NULL;

      if (path == NULL)
        return;
      /* a new file is not left behind, partial or empty */
      new_path = g_strconcat (full_dir, "/new-", names[i], NULL);
      new_file = g_file_new_for_path (new_path);
      g_assert_false (ak_chart_file_write (new_file, 400, 300, draw_chart, NULL, NULL));
      g_assert_false (g_file_test (new_path, G_FILE_TEST_EXISTS));

      file = g_file_new_for_path (path);
      g_assert_false (ak_chart_file_write (file, 400, 300, draw_chart, NULL, &error));
      assert_untouched (path, error);
    }
}

/* Re-exporting a chart over a 0600 file keeps it 0600. */
static void
test_chart_keeps_mode (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ak-atomic-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "chart.svg", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(AkProgress) progress = sample_progress ();
  g_autofree char *csv = g_build_filename (dir, "results.csv", NULL);
  g_autoptr(GFile) csv_file = g_file_new_for_path (csv);
  g_autoptr(GError) error = NULL;

  write_old_file (path, 0600);
  g_assert_true (ak_chart_file_write (file, 400, 300, draw_chart, NULL, &error));
  g_assert_no_error (error);
  assert_mode (path, 0600);

  write_old_file (csv, 0600);
  g_assert_true (ak_progress_export_to_file (progress, csv_file, &error));
  g_assert_no_error (error);
  assert_mode (csv, 0600);
}

/* The progress file's own save: the banner's message says the disk is
 * full and names the progress file, not a temporary one. */
static void
test_full_disk_progress (void)
{
  g_autofree char *path = full_disk_with ("progress.json");
  g_autoptr(GError) error = NULL;

  if (path == NULL)
    return;
  g_assert_false (ak_progress_file_write (path, "{}", 2, &error));
  g_assert_error (error, AK_PROGRESS_ERROR, AK_PROGRESS_ERROR_WRITE);
  g_assert_nonnull (strstr (error->message, "the disk is full"));
  g_assert_nonnull (strstr (error->message, path));
  assert_old_contents (path);
  g_clear_error (&error);
  g_assert_false (ak_atomic_file_set_contents (path, "{}", 2, 0600, &error));
  assert_untouched (path, error);
}

int
main (int argc, char *argv[])
{
  int status;

  mount_tiny_tmpfs ();
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/atomic-file/replaces", test_replaces);
  g_test_add_func ("/atomic-file/modes", test_modes);
  g_test_add_func ("/atomic-file/not-regular", test_not_regular);
  g_test_add_func ("/atomic-file/no-folder", test_no_folder);
  g_test_add_func ("/atomic-file/full-disk", test_full_disk);
  g_test_add_func ("/atomic-file/full-disk-results", test_full_disk_results);
  g_test_add_func ("/atomic-file/full-disk-charts", test_full_disk_charts);
  g_test_add_func ("/atomic-file/chart-keeps-mode", test_chart_keeps_mode);
  g_test_add_func ("/atomic-file/full-disk-progress", test_full_disk_progress);

  status = g_test_run ();
  unmount_tiny_tmpfs ();
  return status;
}

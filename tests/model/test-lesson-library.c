/* test-lesson-library.c: lessons found in the user's and the system's folders
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>
#include <unistd.h>

#include "ak-lesson-library.h"

#define MINIMAL_LESSON \
  "{\"format\": \"accelerator-kitchen-lesson\", \"format_version\": 1, \"id\": \"%s\"," \
  " \"title\": \"%s\", \"summary\": \"A short lesson.\", \"sources\": []," \
  " \"pages\": [{\"id\": \"one\", \"kind\": \"reading\", \"title\": \"One\"," \
  " \"blocks\": [{\"type\": \"paragraph\", \"text\": \"Hello.\"}]}]}"

static void
write_lesson (const char *dir,
              const char *name,
              const char *id,
              const char *title)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autofree char *text = g_strdup_printf (MINIMAL_LESSON, id, title);

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
}

static void
write_text (const char *dir,
            const char *name,
            const char *text)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
}

static GPtrArray *
dirs_of (const char *user,
         const char *system)
{
  GPtrArray *dirs = g_ptr_array_new_with_free_func ((GDestroyNotify) ak_lesson_dir_free);
  AkLessonDir *dir = g_new0 (AkLessonDir, 1);

  dir->path = g_strdup (user);
  dir->origin = AK_LESSON_ORIGIN_USER;
  g_ptr_array_add (dirs, dir);
  if (system != NULL)
    {
      dir = g_new0 (AkLessonDir, 1);
      dir->path = g_strdup (system);
      dir->origin = AK_LESSON_ORIGIN_SYSTEM;
      g_ptr_array_add (dirs, dir);
    }
  return dirs;
}

static const AkLessonEntry *
find_entry (GPtrArray  *entries,
            const char *basename)
{
  for (guint i = 0; i < entries->len; i++)
    {
      const AkLessonEntry *entry = g_ptr_array_index (entries, i);

      if (g_str_has_suffix (entry->uri, basename))
        return entry;
    }
  g_error ("no entry for %s", basename);
  return NULL;
}

/* $XDG_DATA_HOME and $XDG_DATA_DIRS name the folders. */
static void
test_default_dirs (void)
{
  g_autoptr(GPtrArray) dirs = NULL;
  const AkLessonDir *dir;

  dirs = ak_lesson_library_default_dirs ();
  g_assert_cmpuint (dirs->len, >=, 2);
  dir = g_ptr_array_index (dirs, 0);
  g_assert_cmpint (dir->origin, ==, AK_LESSON_ORIGIN_USER);
  g_assert_true (g_str_has_prefix (dir->path, g_get_user_data_dir ()));
  g_assert_true (g_str_has_suffix (dir->path, "accelerator-kitchen/lessons"));
  dir = g_ptr_array_index (dirs, 1);
  g_assert_cmpint (dir->origin, ==, AK_LESSON_ORIGIN_SYSTEM);
}

static void
test_scan_good_and_bad (void)
{
  g_autofree char *user = g_dir_make_tmp ("ak-lessons-user-XXXXXX", NULL);
  g_autofree char *system = g_dir_make_tmp ("ak-lessons-system-XXXXXX", NULL);
  g_autofree char *loop_a = g_build_filename (user, "loop-a.json", NULL);
  g_autofree char *loop_b = g_build_filename (user, "loop-b.json", NULL);
  g_autofree char *dir_loop = g_build_filename (user, "self.json", NULL);
  g_autofree char *huge_path = g_build_filename (user, "huge.json", NULL);
  g_autofree char *huge = NULL;
  g_autoptr(GPtrArray) dirs = NULL;
  g_autoptr(GPtrArray) entries = NULL;
  const AkLessonEntry *entry;

  write_lesson (user, "mine.json", "mine", "My Lesson");
  write_lesson (system, "class.json", "class", "Class Lesson");
  write_text (user, "broken.json", "{ \"format\": ");
  write_text (user, "notes.txt", "not a lesson");
  g_assert_no_errno (symlink (loop_b, loop_a));
  g_assert_no_errno (symlink (loop_a, loop_b));
  g_assert_no_errno (symlink (user, dir_loop));
  huge = g_strnfill (AK_LESSON_LIBRARY_MAX_FILE_BYTES + 10, ' ');
  g_assert_true (g_file_set_contents (huge_path, huge, -1, NULL));

  dirs = dirs_of (user, system);
  entries = ak_lesson_library_scan (dirs, FALSE, NULL, NULL);

  /* six .json files in the user's folder, one in the system's; notes.txt is not a lesson */
  g_assert_cmpuint (entries->len, ==, 7);

  entry = find_entry (entries, "/mine.json");
  g_assert_cmpstr (entry->id, ==, "mine");
  g_assert_cmpstr (entry->title, ==, "My Lesson");
  g_assert_cmpstr (entry->summary, ==, "A short lesson.");
  g_assert_cmpint (entry->origin, ==, AK_LESSON_ORIGIN_USER);
  g_assert_null (entry->problem);
  g_assert_null (entry->clash);

  entry = find_entry (entries, "/class.json");
  g_assert_cmpstr (entry->id, ==, "class");
  g_assert_cmpint (entry->origin, ==, AK_LESSON_ORIGIN_SYSTEM);

  entry = find_entry (entries, "/broken.json");
  g_assert_null (entry->id);
  g_assert_cmpstr (entry->title, ==, "broken.json");
  g_assert_nonnull (strstr (entry->problem, "broken.json:1:"));

  entry = find_entry (entries, "/loop-a.json");
  g_assert_null (entry->id);
  g_assert_nonnull (entry->problem);
  g_test_message ("loop: %s", entry->problem);

  entry = find_entry (entries, "/self.json");
  g_assert_null (entry->id);
  g_assert_nonnull (strstr (entry->problem, "not a regular file"));

  entry = find_entry (entries, "/huge.json");
  g_assert_null (entry->id);
  g_assert_nonnull (strstr (entry->problem, "larger than 4 MiB"));

  g_unlink (huge_path);
  g_unlink (loop_a);
  g_unlink (loop_b);
  g_unlink (dir_loop);
}

static void
test_missing_and_unreadable_dirs (void)
{
  g_autofree char *user = g_dir_make_tmp ("ak-lessons-user-XXXXXX", NULL);
  g_autofree char *locked = g_build_filename (user, "locked", NULL);
  g_autoptr(GPtrArray) dirs = NULL;
  g_autoptr(GPtrArray) entries = NULL;

  /* a folder that does not exist is no problem: most computers have none */
  dirs = dirs_of ("/nonexistent/ak-lessons", NULL);
  entries = ak_lesson_library_scan (dirs, FALSE, NULL, NULL);
  g_assert_cmpuint (entries->len, ==, 0);
  g_clear_pointer (&entries, g_ptr_array_unref);
  g_clear_pointer (&dirs, g_ptr_array_unref);

  g_assert_no_errno (g_mkdir (locked, 0));
  dirs = dirs_of (locked, NULL);
  entries = ak_lesson_library_scan (dirs, FALSE, NULL, NULL);
  if (geteuid () == 0)
    g_assert_cmpuint (entries->len, ==, 0);  /* root reads every folder */
  else
    {
      const AkLessonEntry *entry;

      g_assert_cmpuint (entries->len, ==, 1);
      entry = g_ptr_array_index (entries, 0);
      g_assert_nonnull (strstr (entry->problem, "cannot be read"));
    }
  g_rmdir (locked);
}

static void
test_duplicate_ids (void)
{
  g_autofree char *user = g_dir_make_tmp ("ak-lessons-user-XXXXXX", NULL);
  g_autofree char *system = g_dir_make_tmp ("ak-lessons-system-XXXXXX", NULL);
  g_autoptr(GPtrArray) dirs = dirs_of (user, system);
  g_autoptr(GPtrArray) entries = NULL;
  const AkLessonEntry *mine, *theirs;

  write_lesson (user, "a.json", "same", "Mine");
  write_lesson (system, "b.json", "same", "Theirs");
  entries = ak_lesson_library_scan (dirs, FALSE, NULL, NULL);

  g_assert_cmpuint (entries->len, ==, 2);
  mine = find_entry (entries, "/a.json");
  theirs = find_entry (entries, "/b.json");
  g_assert_cmpstr (mine->id, ==, "same");
  g_assert_cmpstr (theirs->id, ==, "same");
  g_assert_nonnull (strstr (mine->clash, "“same”"));
  g_assert_nonnull (strstr (mine->clash, theirs->path));
  g_assert_nonnull (strstr (theirs->clash, mine->path));
}

/* A recent file is listed by its lesson's title, first; one that is gone
 * is left out; being in a library folder too is no id clash. */
static void
test_recent (void)
{
  g_autofree char *user = g_dir_make_tmp ("ak-lessons-user-XXXXXX", NULL);
  g_autofree char *elsewhere = g_dir_make_tmp ("ak-lessons-elsewhere-XXXXXX", NULL);
  g_autofree char *outside = g_build_filename (elsewhere, "week3.json", NULL);
  g_autofree char *inside = g_build_filename (user, "mine.json", NULL);
  g_autofree char *gone = g_build_filename (elsewhere, "deleted.json", NULL);
  g_autofree char *outside_uri = g_filename_to_uri (outside, NULL, NULL);
  g_autofree char *inside_uri = g_filename_to_uri (inside, NULL, NULL);
  g_autofree char *gone_uri = g_filename_to_uri (gone, NULL, NULL);
  const char *recent[] = { gone_uri, outside_uri, inside_uri, NULL };
  g_autoptr(GPtrArray) dirs = dirs_of (user, NULL);
  g_autoptr(GPtrArray) entries = NULL;
  const AkLessonEntry *entry;

  write_lesson (elsewhere, "week3.json", "week3", "Week 3: Memory");
  write_lesson (user, "mine.json", "mine", "My Lesson");
  entries = ak_lesson_library_scan (dirs, FALSE, recent, NULL);

  g_assert_cmpuint (entries->len, ==, 3);
  entry = g_ptr_array_index (entries, 0);
  g_assert_cmpstr (entry->uri, ==, outside_uri);
  g_assert_cmpstr (entry->title, ==, "Week 3: Memory");
  g_assert_cmpint (entry->origin, ==, AK_LESSON_ORIGIN_RECENT);
  entry = g_ptr_array_index (entries, 1);
  g_assert_cmpstr (entry->title, ==, "My Lesson");
  g_assert_cmpint (entry->origin, ==, AK_LESSON_ORIGIN_RECENT);
  g_assert_null (entry->clash);
  entry = g_ptr_array_index (entries, 2);
  g_assert_cmpint (entry->origin, ==, AK_LESSON_ORIGIN_USER);
  g_assert_null (entry->clash);
  g_assert_cmpstr (ak_lesson_origin_to_string (AK_LESSON_ORIGIN_RECENT), ==, "recent");

  g_unlink (outside);
  g_unlink (inside);
}

static void
scanned_cb (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  GPtrArray **out = user_data;
  g_autoptr(GError) error = NULL;

  *out = ak_lesson_library_scan_finish (result, &error);
  g_assert_no_error (error);
}

static gboolean
hang_guard (gpointer data)
{
  g_error ("the scan did not finish within 60 s");
  return G_SOURCE_REMOVE;
}

static void
test_scan_async (void)
{
  g_autofree char *user = g_dir_make_tmp ("ak-lessons-user-XXXXXX", NULL);
  g_autoptr(GPtrArray) dirs = dirs_of (user, NULL);
  GPtrArray *entries = NULL;
  guint guard = g_timeout_add_seconds (60, hang_guard, NULL);

  write_lesson (user, "mine.json", "mine", "My Lesson");
  ak_lesson_library_scan_async (dirs, FALSE, NULL, NULL, scanned_cb, &entries);
  while (entries == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (guard);

  g_assert_cmpuint (entries->len, ==, 1);
  g_assert_cmpstr (((AkLessonEntry *) g_ptr_array_index (entries, 0))->id, ==, "mine");
  g_ptr_array_unref (entries);
}

/* A folder with more files than are listed: the first ones by name, and
 * an entry saying how many were not listed (issue 23 item 7). Written in
 * reverse order, so that a folder read in creation order would list the
 * wrong ones; more than twice the cap, so that the names kept while
 * reading are cut more than once. */
static void
test_too_many_files (void)
{
  g_autofree char *user = g_dir_make_tmp ("ak-library-XXXXXX", NULL);
  g_autoptr(GPtrArray) dirs = dirs_of (user, NULL);
  g_autoptr(GPtrArray) entries = NULL;
  const guint extra = AK_LESSON_LIBRARY_MAX_FILES + 7;
  const AkLessonEntry *last;

  for (guint i = AK_LESSON_LIBRARY_MAX_FILES + extra; i-- > 0; )
    {
      g_autofree char *name = g_strdup_printf ("lesson-%04u.json", i);

      write_text (user, name, "{}");
    }

  entries = ak_lesson_library_scan (dirs, FALSE, NULL, NULL);
  g_assert_cmpuint (entries->len, ==, AK_LESSON_LIBRARY_MAX_FILES + 1);
  for (guint i = 0; i < AK_LESSON_LIBRARY_MAX_FILES; i++)
    {
      const AkLessonEntry *entry = g_ptr_array_index (entries, i);
      g_autofree char *name = g_strdup_printf ("lesson-%04u.json", i);
      g_autofree char *base = g_path_get_basename (entry->path);

      g_assert_cmpstr (base, ==, name);
    }
  last = g_ptr_array_index (entries, AK_LESSON_LIBRARY_MAX_FILES);
  g_assert_nonnull (last->problem);
  g_assert_true (g_str_has_prefix (last->problem, user));
  g_assert_nonnull (strstr (last->problem, ": 507 more lesson files were not listed (the first 500 by name are)"));
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/lesson-library/default-dirs", test_default_dirs);
  g_test_add_func ("/lesson-library/good-and-bad", test_scan_good_and_bad);
  g_test_add_func ("/lesson-library/missing-and-unreadable-dirs", test_missing_and_unreadable_dirs);
  g_test_add_func ("/lesson-library/duplicate-ids", test_duplicate_ids);
  g_test_add_func ("/lesson-library/async", test_scan_async);
  g_test_add_func ("/lesson-library/recent", test_recent);
  g_test_add_func ("/lesson-library/too-many-files", test_too_many_files);

  return g_test_run ();
}

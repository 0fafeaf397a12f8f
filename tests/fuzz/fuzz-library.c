/* fuzz-library.c: a lesson file in a lessons folder → the library's scan
 *
 * The input is written twice into one folder (a.json and b.json), which
 * is then scanned as the user's lessons folder: each file is one entry,
 * a valid lesson has an id and no problem, an invalid one a problem and
 * no id, and two valid copies clash.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>

#include "ak-fuzz.h"
#include "ak-lesson-library.h"

static char *folder;
static const char * const names[] = { "a.json", "b.json" };

static void
remove_folder (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *path = g_build_filename (folder, names[i], NULL);
      g_unlink (path);
    }
  g_rmdir (folder);
}

static const char *
get_folder (void)
{
  static gsize initialized;

  if (g_once_init_enter (&initialized))
    {
      g_autoptr(GError) error = NULL;

      if (!(folder = g_dir_make_tmp ("ak-fuzz-library-XXXXXX", &error)))
        ak_fuzz_fail ("no temporary folder: %s", error->message);
      atexit (remove_folder);
      g_once_init_leave (&initialized, 1);
    }
  return folder;
}

static void
check_entry (const AkLessonEntry *entry,
             gboolean             valid)
{
  if (entry->uri == NULL || entry->title == NULL || !g_utf8_validate (entry->title, -1, NULL))
    ak_fuzz_fail ("an entry without a URI or a UTF-8 title");
  if ((entry->id != NULL) == (entry->problem != NULL))
    ak_fuzz_fail ("an entry with %s", entry->id != NULL ? "an id and a problem" : "neither an id nor a problem");
  if ((entry->id != NULL) != valid)
    ak_fuzz_fail ("one copy of the file is valid, the other not");
  if (valid && entry->clash == NULL)
    ak_fuzz_fail ("two copies of lesson \"%s\" do not clash", entry->id);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GPtrArray) dirs = g_ptr_array_new_with_free_func ((GDestroyNotify) ak_lesson_dir_free);
  g_autoptr(GPtrArray) entries = NULL;
  AkLessonDir *dir = g_new0 (AkLessonDir, 1);
  gboolean valid;

  AK_FUZZ_INIT ();

  dir->path = g_strdup (get_folder ());
  dir->origin = AK_LESSON_ORIGIN_USER;
  g_ptr_array_add (dirs, dir);
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *path = g_build_filename (dir->path, names[i], NULL);
      g_autoptr(GError) error = NULL;

      if (!g_file_set_contents (path, (const char *) data, size, &error))
        ak_fuzz_fail ("cannot write %s: %s", path, error->message);
    }

  entries = ak_lesson_library_scan (dirs, FALSE, NULL, NULL);
  if (entries->len != G_N_ELEMENTS (names))
    ak_fuzz_fail ("%u files scanned as %u entries", (guint) G_N_ELEMENTS (names), entries->len);
  valid = ((AkLessonEntry *) g_ptr_array_index (entries, 0))->id != NULL;
  for (guint i = 0; i < entries->len; i++)
    check_entry (g_ptr_array_index (entries, i), valid);
  return 0;
}

/* ak-lesson-library.c: the lessons installed for this user and this computer
 *
 * Lessons are JSON files (data/lessons/README.md) in three kinds of place:
 * the app's resources (bundled), `$XDG_DATA_HOME/accelerator-kitchen/lessons/`
 * (the user's own) and each `$XDG_DATA_DIRS/accelerator-kitchen/lessons/`
 * (installed by an administrator for every account). Only the folders
 * themselves are read, not their subfolders, so a symbolic link that loops
 * back to a folder costs one failed lookup and nothing more.
 *
 * A scan never fails as a whole: a file that cannot be read, is not a
 * regular file, is larger than %AK_LESSON_LIBRARY_MAX_FILE_BYTES or does
 * not validate is listed with its first problem; a folder that exists but
 * cannot be read is listed the same way; a missing folder is skipped.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "ak-file-read.h"
#include "ak-lesson.h"
#include "ak-lesson-library.h"
#include "ak-lesson-private.h"

/* The library, live reload and the loader refuse the same files. */
G_STATIC_ASSERT (AK_LESSON_LIBRARY_MAX_FILE_BYTES == AK_LESSON_MAX_FILE_BYTES);

#define LESSONS_RESOURCE_DIR AK_RESOURCE_PREFIX "/lessons/"

void
ak_lesson_dir_free (AkLessonDir *dir)
{
  if (dir == NULL)
    return;
  g_free (dir->path);
  g_free (dir);
}

void
ak_lesson_entry_free (AkLessonEntry *entry)
{
  if (entry == NULL)
    return;
  g_free (entry->id);
  g_free (entry->title);
  g_free (entry->summary);
  g_free (entry->uri);
  g_free (entry->path);
  g_free (entry->problem);
  g_free (entry->clash);
  g_free (entry->digest);
  g_free (entry);
}

/**
 * ak_lesson_origin_to_string:
 * @origin: an origin
 *
 * Returns: `bundled`, `user`, `system` or `recent`
 */
const char *
ak_lesson_origin_to_string (AkLessonOrigin origin)
{
  switch (origin)
    {
    case AK_LESSON_ORIGIN_BUNDLED: return "bundled";
    case AK_LESSON_ORIGIN_USER: return "user";
    case AK_LESSON_ORIGIN_SYSTEM: return "system";
    case AK_LESSON_ORIGIN_RECENT: return "recent";
    default: g_return_val_if_reached ("unknown");
    }
}

static void
add_dir (GPtrArray      *dirs,
         const char     *data_dir,
         AkLessonOrigin  origin)
{
  AkLessonDir *dir = g_new0 (AkLessonDir, 1);

  dir->path = g_build_filename (data_dir, "accelerator-kitchen", "lessons", NULL);
  dir->origin = origin;
  g_ptr_array_add (dirs, dir);
}

/**
 * ak_lesson_library_default_dirs:
 *
 * The user's folder (`$XDG_DATA_HOME/accelerator-kitchen/lessons`) first,
 * then one per `$XDG_DATA_DIRS` entry, in that variable's order.
 *
 * Returns: (transfer full) (element-type AkLessonDir): the folders
 */
GPtrArray *
ak_lesson_library_default_dirs (void)
{
  GPtrArray *dirs = g_ptr_array_new_with_free_func ((GDestroyNotify) ak_lesson_dir_free);
  const char * const *system_dirs = g_get_system_data_dirs ();

  add_dir (dirs, g_get_user_data_dir (), AK_LESSON_ORIGIN_USER);
  for (guint i = 0; system_dirs[i] != NULL; i++)
    add_dir (dirs, system_dirs[i], AK_LESSON_ORIGIN_SYSTEM);

  return dirs;
}

static AkLessonEntry *
entry_new (GFile          *file,
           AkLessonOrigin  origin)
{
  AkLessonEntry *entry = g_new0 (AkLessonEntry, 1);

  entry->uri = g_file_get_uri (file);
  entry->path = g_file_get_path (file);
  entry->title = g_file_get_basename (file);
  entry->origin = origin;

  return entry;
}

static void
entry_fill_from_bytes (AkLessonEntry *entry,
                       GBytes        *bytes,
                       const char    *display_name)
{
  g_autoptr(GPtrArray) problems = NULL;
  g_autoptr(AkLesson) lesson = ak_lesson_new_from_bytes (bytes, display_name, &problems, NULL);

  if (lesson == NULL)
    {
      const GError *first = problems != NULL && problems->len > 0 ? g_ptr_array_index (problems, 0) : NULL;

      entry->problem = g_strdup (first != NULL ? first->message : _("The lesson could not be read."));
      return;
    }

  ak_lesson_translate (lesson, GETTEXT_PACKAGE);
  entry->id = g_strdup (ak_lesson_get_id (lesson));
  g_free (entry->title);
  entry->title = g_strdup (ak_lesson_get_title (lesson));
  entry->summary = g_strdup (ak_lesson_get_summary (lesson));
  entry->digest = g_strdup (ak_lesson_get_digest (lesson));
}

static AkLessonEntry *
scan_file (GFile          *file,
           GFileInfo      *info,
           AkLessonOrigin  origin,
           GCancellable   *cancellable)
{
  AkLessonEntry *entry = entry_new (file, origin);
  g_autofree char *display_name = g_file_get_parse_name (file);
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = NULL;

  if (g_file_info_get_file_type (info) != G_FILE_TYPE_REGULAR)
    {
      /* A dangling or looping link, a folder, a FIFO that would block a read. */
      entry->problem = g_strdup_printf (_("%s: not a regular file (a broken or looping link?)"), display_name);
      return entry;
    }

  if (g_file_info_get_size (info) > AK_LESSON_LIBRARY_MAX_FILE_BYTES)
    {
      entry->problem = g_strdup_printf (_("%s: the file is larger than %u MiB"),
                                        display_name, AK_LESSON_LIBRARY_MAX_FILE_BYTES >> 20);
      return entry;
    }

  bytes = ak_file_read_bytes (file, AK_LESSON_LIBRARY_MAX_FILE_BYTES, cancellable, &error);
  if (bytes == NULL)
    {
      entry->problem = g_strdup_printf ("%s: %s", display_name, error->message);
      return entry;
    }

  entry_fill_from_bytes (entry, bytes, display_name);
  return entry;
}

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return g_strcmp0 (*(const char * const *) a, *(const char * const *) b);
}

/* The names of the folder's `.json` files: the first
 * AK_LESSON_LIBRARY_MAX_FILES by name, and in *@out_skipped how many more
 * there are; NULL with @error when the folder cannot be read. */
/* Sorts @names and keeps the first AK_LESSON_LIBRARY_MAX_FILES, counting
 * the others in *@skipped. */
static void
keep_first_names (GPtrArray *names,
                  guint     *skipped)
{
  g_ptr_array_sort (names, compare_names);
  if (names->len > AK_LESSON_LIBRARY_MAX_FILES)
    {
      *skipped += names->len - AK_LESSON_LIBRARY_MAX_FILES;
      g_ptr_array_set_size (names, AK_LESSON_LIBRARY_MAX_FILES);
    }
}

static GPtrArray *
list_json_names (GFile         *dir,
                 guint         *out_skipped,
                 GCancellable  *cancellable,
                 GError       **error)
{
  g_autoptr(GFileEnumerator) enumerator = NULL;
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  GFileInfo *info;

  enumerator = g_file_enumerate_children (dir, G_FILE_ATTRIBUTE_STANDARD_NAME,
                                          G_FILE_QUERY_INFO_NONE, cancellable, error);
  if (enumerator == NULL)
    return NULL;

  /* Every name is read, so that the files listed do not depend on the
   * order the folder happens to keep them in; but only the first
   * AK_LESSON_LIBRARY_MAX_FILES by name are kept, at most twice that many
   * at a time, so a folder of millions of files costs no more memory. */
  *out_skipped = 0;
  while ((info = g_file_enumerator_next_file (enumerator, cancellable, NULL)) != NULL)
    {
      const char *name = g_file_info_get_name (info);

      if (g_str_has_suffix (name, ".json") && name[0] != '.')
        g_ptr_array_add (names, g_strdup (name));
      g_object_unref (info);
      if (names->len == 2 * AK_LESSON_LIBRARY_MAX_FILES)
        keep_first_names (names, out_skipped);
    }

  keep_first_names (names, out_skipped);
  return g_steal_pointer (&names);
}

static void
scan_dir (GPtrArray         *entries,
          const AkLessonDir *lesson_dir,
          GCancellable      *cancellable)
{
  g_autoptr(GFile) dir = g_file_new_for_path (lesson_dir->path);
  g_autoptr(GError) error = NULL;
  guint skipped = 0;
  g_autoptr(GPtrArray) names = list_json_names (dir, &skipped, cancellable, &error);

  if (names == NULL)
    {
      AkLessonEntry *entry;

      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
        return;
      entry = entry_new (dir, lesson_dir->origin);
      entry->problem = g_strdup_printf (_("%s: the folder cannot be read: %s"), lesson_dir->path, error->message);
      g_ptr_array_add (entries, entry);
      return;
    }

  for (guint i = 0; i < names->len && !g_cancellable_is_cancelled (cancellable); i++)
    {
      g_autoptr(GFile) file = g_file_get_child (dir, g_ptr_array_index (names, i));
      g_autoptr(GError) info_error = NULL;
      g_autoptr(GFileInfo) info = NULL;

      /* Following links: a looping or dangling one fails here, with its reason. */
      info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_TYPE "," G_FILE_ATTRIBUTE_STANDARD_SIZE,
                                G_FILE_QUERY_INFO_NONE, cancellable, &info_error);
      if (info == NULL)
        {
          AkLessonEntry *entry = entry_new (file, lesson_dir->origin);
          g_autofree char *name = g_file_get_parse_name (file);

          entry->problem = g_strdup_printf ("%s: %s", name, info_error->message);
          g_ptr_array_add (entries, entry);
          continue;
        }
      g_ptr_array_add (entries, scan_file (file, info, lesson_dir->origin, cancellable));
    }

  if (skipped > 0)
    {
      AkLessonEntry *entry = entry_new (dir, lesson_dir->origin);

      entry->problem = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                     "%s: %u more lesson file was not listed (the first %u by name are)",
                                                     "%s: %u more lesson files were not listed (the first %u by name are)",
                                                     skipped),
                                        lesson_dir->path, skipped, AK_LESSON_LIBRARY_MAX_FILES);
      g_ptr_array_add (entries, entry);
    }
}

static void
scan_bundled (GPtrArray *entries)
{
  g_auto(GStrv) names = g_resources_enumerate_children (LESSONS_RESOURCE_DIR, 0, NULL);

  if (names == NULL)
    return;  /* the app's resources are not linked in (a model test) */

  qsort (names, g_strv_length (names), sizeof (char *), compare_names);
  for (guint i = 0; names[i] != NULL; i++)
    {
      g_autofree char *path = g_strconcat (LESSONS_RESOURCE_DIR, names[i], NULL);
      g_autofree char *uri = g_strconcat ("resource://", path, NULL);
      g_autoptr(GFile) file = g_file_new_for_uri (uri);
      g_autoptr(GBytes) bytes = g_resources_lookup_data (path, 0, NULL);
      AkLessonEntry *entry = entry_new (file, AK_LESSON_ORIGIN_BUNDLED);

      if (bytes != NULL)
        entry_fill_from_bytes (entry, bytes, names[i]);
      else
        entry->problem = g_strdup_printf (_("%s: the file could not be read"), names[i]);
      g_ptr_array_add (entries, entry);
    }
}

/* Recent files that are gone (moved, deleted, a USB stick taken out) are
 * left out; any other problem is listed like a library file's. */
static void
scan_recent (GPtrArray          *entries,
             const char * const *recent,
             GCancellable       *cancellable)
{
  for (guint i = 0; recent != NULL && recent[i] != NULL && i < AK_LESSON_LIBRARY_MAX_FILES; i++)
    {
      g_autoptr(GFile) file = g_file_new_for_uri (recent[i]);
      g_autoptr(GFileInfo) info = NULL;

      if (g_cancellable_is_cancelled (cancellable))
        return;
      info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_TYPE "," G_FILE_ATTRIBUTE_STANDARD_SIZE,
                                G_FILE_QUERY_INFO_NONE, cancellable, NULL);
      if (info != NULL)
        g_ptr_array_add (entries, scan_file (file, info, AK_LESSON_ORIGIN_RECENT, cancellable));
    }
}

static const char *
entry_where (const AkLessonEntry *entry)
{
  return entry->path != NULL ? entry->path : entry->uri;
}

/* Both lessons with one id stay listed; each names the others. */
static void
name_clashes (GPtrArray *entries)
{
  for (guint i = 0; i < entries->len; i++)
    {
      AkLessonEntry *entry = g_ptr_array_index (entries, i);
      g_autoptr(GString) others = NULL;

      /* A recent file is usually also in a folder of the library. */
      if (entry->id == NULL || entry->origin == AK_LESSON_ORIGIN_RECENT)
        continue;
      for (guint j = 0; j < entries->len; j++)
        {
          AkLessonEntry *other = g_ptr_array_index (entries, j);

          if (j == i || other->origin == AK_LESSON_ORIGIN_RECENT || g_strcmp0 (other->id, entry->id) != 0)
            continue;
          if (others == NULL)
            others = g_string_new (NULL);
          else
            g_string_append (others, ", ");
          g_string_append (others, entry_where (other));
        }
      if (others != NULL)
        entry->clash = g_strdup_printf (_("The id “%s” is also used by %s"),
                                        entry->id, others->str);
    }
}

/**
 * ak_lesson_library_scan:
 * @dirs: (nullable) (element-type AkLessonDir): folders to look in, in
 *   order; %NULL for ak_lesson_library_default_dirs()
 * @bundled: whether to list the lessons in the app's resources
 * @recent: (nullable) (array zero-terminated=1): URIs of lesson files
 *   opened recently, listed first with %AK_LESSON_ORIGIN_RECENT (those
 *   that no longer exist are left out)
 * @cancellable: (nullable): stops the scan between files
 *
 * Lists every `.json` file of each folder (not of subfolders; at most
 * the first %AK_LESSON_LIBRARY_MAX_FILES per folder by name, and then an
 * entry whose problem says how many more were not listed), each loaded and
 * validated with ak_lesson_new_from_bytes() after reading at most
 * %AK_LESSON_LIBRARY_MAX_FILE_BYTES. Blocks on file I/O: call it from a
 * worker (ak_lesson_library_scan_async()) in the interface.
 *
 * Returns: (transfer full) (element-type AkLessonEntry): the entries:
 *   recent, bundled, then each folder's in name order; invalid files carry their
 *   problem, lessons that share an id their clash
 */
GPtrArray *
ak_lesson_library_scan (GPtrArray          *dirs,
                        gboolean            bundled,
                        const char * const *recent,
                        GCancellable       *cancellable)
{
  GPtrArray *entries = g_ptr_array_new_with_free_func ((GDestroyNotify) ak_lesson_entry_free);
  g_autoptr(GPtrArray) default_dirs = NULL;

  if (dirs == NULL)
    dirs = default_dirs = ak_lesson_library_default_dirs ();

  scan_recent (entries, recent, cancellable);
  if (bundled)
    scan_bundled (entries);
  for (guint i = 0; i < dirs->len; i++)
    scan_dir (entries, g_ptr_array_index (dirs, i), cancellable);

  name_clashes (entries);
  return entries;
}

static GPtrArray *
copy_dirs (GPtrArray *dirs)
{
  GPtrArray *copy = g_ptr_array_new_with_free_func ((GDestroyNotify) ak_lesson_dir_free);

  for (guint i = 0; dirs != NULL && i < dirs->len; i++)
    {
      const AkLessonDir *dir = g_ptr_array_index (dirs, i);
      AkLessonDir *dup = g_new0 (AkLessonDir, 1);

      dup->path = g_strdup (dir->path);
      dup->origin = dir->origin;
      g_ptr_array_add (copy, dup);
    }
  return copy;
}

static void
scan_thread (GTask        *task,
             gpointer      source,
             gpointer      task_data,
             GCancellable *cancellable)
{
  GPtrArray *dirs = task_data;
  gboolean bundled = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (task), "bundled"));
  const char * const *recent = g_object_get_data (G_OBJECT (task), "recent");
  GPtrArray *entries = ak_lesson_library_scan (dirs, bundled, recent, cancellable);

  if (g_task_return_error_if_cancelled (task))
    g_ptr_array_unref (entries);
  else
    g_task_return_pointer (task, entries, (GDestroyNotify) g_ptr_array_unref);
}

/**
 * ak_lesson_library_scan_async:
 * @dirs: (nullable) (element-type AkLessonDir): as for ak_lesson_library_scan();
 *   copied
 * @bundled: as for ak_lesson_library_scan()
 * @recent: (nullable) (array zero-terminated=1): as for
 *   ak_lesson_library_scan(); copied
 * @cancellable: (nullable): cancels the scan (the result is then
 *   %G_IO_ERROR_CANCELLED)
 * @callback: called in the caller's main context when the scan is done
 * @user_data: for @callback
 *
 * ak_lesson_library_scan() in a worker thread, so that a slow or huge
 * folder never blocks the interface.
 */
void
ak_lesson_library_scan_async (GPtrArray          *dirs,
                              gboolean            bundled,
                              const char * const *recent,
                              GCancellable       *cancellable,
                              GAsyncReadyCallback callback,
                              gpointer            user_data)
{
  g_autoptr(GTask) task = g_task_new (NULL, cancellable, callback, user_data);

  g_task_set_source_tag (task, ak_lesson_library_scan_async);
  g_task_set_task_data (task, dirs != NULL ? copy_dirs (dirs) : ak_lesson_library_default_dirs (),
                        (GDestroyNotify) g_ptr_array_unref);
  g_object_set_data (G_OBJECT (task), "bundled", GINT_TO_POINTER (bundled));
  g_object_set_data_full (G_OBJECT (task), "recent", g_strdupv ((char **) recent), (GDestroyNotify) g_strfreev);
  g_task_run_in_thread (task, scan_thread);
}

/**
 * ak_lesson_library_scan_finish:
 * @result: the result passed to the callback
 * @error: %G_IO_ERROR_CANCELLED when cancelled
 *
 * Returns: (transfer full) (element-type AkLessonEntry) (nullable): the
 *   entries, or %NULL when cancelled
 */
GPtrArray *
ak_lesson_library_scan_finish (GAsyncResult  *result,
                               GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}

/* ak-progress-class.c: many learners' exported results merged into one class sheet
 *
 * `--merge-results SHEET FILE…` reads each learner's `.json` export
 * (ak-progress-results.c), checks its shape (the format, a lessons array,
 * every lesson, item and page id an id, results "right" or "wrong", each
 * prediction's guess and answer a number or a verdict) and that
 * every file has the same version of each lesson, and writes one sheet:
 * CSV with one header row and every learner's rows, or JSON with the
 * learners' objects (ak_progress_export_text()). A file of another lesson
 * version is refused with one line naming both files and versions: the
 * questions may differ, and a sheet that mixed them would mislead. So is
 * a file given twice (by any path or link to it), and a file with a
 * lesson record another file has (the same learner, computer, lesson and
 * first activity: one learner exported twice): either would count one
 * learner twice.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "ak-atomic-file.h"
#include "ak-file-read.h"
#include "ak-json-read.h"
#include "ak-lesson.h"
#include "ak-progress-class.h"
#include "ak-progress-export.h"

/* How the results CSV and the class sheet begin (ak-progress-csv.c). */
#define CSV_HEADER_START "app_version,exported,record,"

static gboolean
shape_error (GError     **error,
             const char  *display_name,
             const char  *what)
{
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
               _("%s: not a results file of this app (%s)"), display_name, what);
  return FALSE;
}

/* @member of @object: absent or null, or a string (TRUE), else FALSE. */
static gboolean
optional_string (JsonObject  *object,
                 const char  *member,
                 const char **out)
{
  JsonNode *node = json_object_get_member (object, member);

  *out = NULL;
  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return TRUE;
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    return FALSE;
  *out = json_node_get_string (node);
  return TRUE;
}

static gboolean
check_items (JsonObject  *lesson,
             const char  *member,
             const char  *display_name,
             GError     **error)
{
  JsonNode *node = json_object_get_member (lesson, member);
  JsonArray *items;

  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return TRUE;
  if (!JSON_NODE_HOLDS_ARRAY (node))
    return shape_error (error, display_name, member);

  items = json_node_get_array (node);
  for (guint i = 0; i < json_array_get_length (items); i++)
    {
      JsonNode *element = json_array_get_element (items, i);
      const char *id, *result;

      if (!JSON_NODE_HOLDS_OBJECT (element) ||
          !optional_string (json_node_get_object (element), "id", &id) || !ak_lesson_id_is_valid (id) ||
          !optional_string (json_node_get_object (element), "result", &result) ||
          (g_strcmp0 (result, "right") != 0 && g_strcmp0 (result, "wrong") != 0))
        return shape_error (error, display_name, member);
    }
  return TRUE;
}

static gboolean
is_number (JsonNode *node)
{
  return node != NULL && JSON_NODE_HOLDS_VALUE (node) &&
         (json_node_get_value_type (node) == G_TYPE_DOUBLE || json_node_get_value_type (node) == G_TYPE_INT64);
}

/* A guess or an answer: a number, or a verdict's name. */
static gboolean
is_guess (JsonObject *item,
          const char *member)
{
  const char *verdict;

  if (is_number (json_object_get_member (item, member)))
    return TRUE;
  return optional_string (item, member, &verdict) &&
         (g_strcmp0 (verdict, "compute-bound") == 0 || g_strcmp0 (verdict, "memory-bound") == 0);
}

/* Each prediction also names its page, and has a guess and an answer. */
static gboolean
check_predictions (JsonObject  *lesson,
                   const char  *display_name,
                   GError     **error)
{
  JsonNode *node = json_object_get_member (lesson, "predictions");
  JsonArray *items;

  if (!check_items (lesson, "predictions", display_name, error))
    return FALSE;
  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return TRUE;

  items = json_node_get_array (node);
  for (guint i = 0; i < json_array_get_length (items); i++)
    {
      JsonObject *item = json_array_get_object_element (items, i);
      JsonNode *relative = json_object_get_member (item, "error");
      const char *page;

      if (!optional_string (item, "page", &page) || !ak_lesson_id_is_valid (page) ||
          !is_guess (item, "guess") || !is_guess (item, "answer") ||
          (relative != NULL && !JSON_NODE_HOLDS_NULL (relative) && !is_number (relative)))
        return shape_error (error, display_name, "predictions");
    }
  return TRUE;
}

static gboolean
check_lesson (JsonNode    *node,
              const char  *display_name,
              GError     **error)
{
  JsonObject *lesson;
  const char *id, *text;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    return shape_error (error, display_name, "lessons");
  lesson = json_node_get_object (node);
  if (!optional_string (lesson, "lesson_id", &id) || !ak_lesson_id_is_valid (id))
    return shape_error (error, display_name, "lesson_id");
  if (!optional_string (lesson, "title", &text) || !optional_string (lesson, "version", &text))
    return shape_error (error, display_name, "title, version");

  return check_items (lesson, "questions", display_name, error) &&
         check_items (lesson, "placements", display_name, error) &&
         check_predictions (lesson, display_name, error);
}

/**
 * ak_progress_class_read_results:
 * @file: a learner's `.json` export
 * @display_name: how messages name @file (as the teacher typed it)
 * @error: a #GIOError of the read (a FIFO or a device is refused
 *   unread, a file over 16 MiB too), or %G_IO_ERROR_INVALID_DATA for
 *   JSON that is not a results file, the message starting with
 *   @display_name
 *
 * Returns: (transfer full) (nullable): the results object
 */
JsonNode *
ak_progress_class_read_results (GFile       *file,
                                const char  *display_name,
                                GError     **error)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(GError) local_error = NULL;
  JsonObject *object;
  JsonNode *lessons;
  const char *format, *learner;
  gsize length;
  const char *data;

  bytes = ak_file_read_bytes (file, AK_PROGRESS_CLASS_MAX_FILE_BYTES, NULL, &local_error);
  if (bytes == NULL)
    {
      g_set_error (error, local_error->domain, local_error->code, "%s: %s", display_name, local_error->message);
      return NULL;
    }
  data = g_bytes_get_data (bytes, &length);
  /* A class sheet or a CSV export is no JSON results file: say so, rather
   * than where its first comma breaks JSON. */
  if (data != NULL && length >= strlen (CSV_HEADER_START) &&
      strncmp (data, CSV_HEADER_START, strlen (CSV_HEADER_START)) == 0)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("%s: a CSV export; only .json results files can be merged (export them with "
                     "--export-progress NAME.json)"), display_name);
      return NULL;
    }
  root = ak_json_read (data != NULL ? data : "", length, display_name, AK_JSON_READ_MAX_DEPTH, &local_error);
  if (root == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, local_error->message);
      return NULL;
    }

  if (!JSON_NODE_HOLDS_OBJECT (root))
    return (shape_error (error, display_name, "format"), NULL);
  object = json_node_get_object (root);
  if (!optional_string (object, "format", &format) || g_strcmp0 (format, AK_PROGRESS_EXPORT_FORMAT_NAME) != 0)
    return (shape_error (error, display_name, "format"), NULL);
  if (!optional_string (object, "learner", &learner))
    return (shape_error (error, display_name, "learner"), NULL);
  lessons = json_object_get_member (object, "lessons");
  if (lessons == NULL || !JSON_NODE_HOLDS_ARRAY (lessons))
    return (shape_error (error, display_name, "lessons"), NULL);
  for (guint i = 0; i < json_array_get_length (json_node_get_array (lessons)); i++)
    if (!check_lesson (json_array_get_element (json_node_get_array (lessons), i), display_name, error))
      return NULL;

  return g_steal_pointer (&root);
}

typedef struct {
  const char *version;
  const char *path;
} Seen;

/* Each lesson of @results has the version the first file with that
 * lesson had; @seen maps lesson ids to that file and version. */
static gboolean
check_versions (GHashTable  *seen,
                JsonNode    *results,
                const char  *path,
                GError     **error)
{
  JsonArray *lessons = json_object_get_array_member (json_node_get_object (results), "lessons");

  for (guint i = 0; i < json_array_get_length (lessons); i++)
    {
      JsonObject *lesson = json_array_get_object_element (lessons, i);
      const char *id = json_object_get_string_member (lesson, "lesson_id");
      const char *version = NULL;
      Seen *first;

      optional_string (lesson, "version", &version);
      if (version == NULL)
        continue;
      first = g_hash_table_lookup (seen, id);
      if (first == NULL)
        {
          first = g_new0 (Seen, 1);
          first->version = version;
          first->path = path;
          g_hash_table_insert (seen, (gpointer) id, first);
          continue;
        }
      if (strcmp (first->version, version) != 0)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       _("%s: the lesson “%s” is version %s there, but version %s in %s; "
                         "merge the results of one version of a lesson at a time"),
                       path, id, version, first->version, first->path);
          return FALSE;
        }
    }
  return TRUE;
}

/* What makes two paths one file: the file system's id (a symlink, `./`
 * and `..` lead to the file itself), or the resolved path where a file
 * system has none. NULL when the file cannot be queried (its read then
 * says why). */
static char *
file_identity (GFile *file)
{
  g_autoptr(GFileInfo) info = g_file_query_info (file, G_FILE_ATTRIBUTE_ID_FILE, G_FILE_QUERY_INFO_NONE,
                                                 NULL, NULL);
  g_autofree char *path = NULL;

  if (info != NULL && g_file_info_get_attribute_string (info, G_FILE_ATTRIBUTE_ID_FILE) != NULL)
    return g_strdup (g_file_info_get_attribute_string (info, G_FILE_ATTRIBUTE_ID_FILE));
  path = g_file_get_path (file);
  return path != NULL ? g_canonicalize_filename (path, NULL) : g_file_get_uri (file);
}

/* @path is not a file given before (@files maps identities to paths). */
static gboolean
check_once (GHashTable  *files,
            GFile       *file,
            const char  *path,
            GError     **error)
{
  g_autofree char *identity = file_identity (file);
  const char *first;

  if (identity == NULL)
    return TRUE;
  first = g_hash_table_lookup (files, identity);
  if (first != NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _("%s: given twice (also as %s); each learner’s results count once"), path, first);
      return FALSE;
    }
  g_hash_table_insert (files, g_steal_pointer (&identity), (gpointer) path);
  return TRUE;
}

/* No lesson record of @results is one an earlier file had: the same
 * learner on the same computer, the same lesson and the same first
 * activity is one learner's progress exported twice (two exports of one
 * account copied into the class folder), which would count that learner
 * twice. @records maps learner, host, lesson and first activity to the
 * file that had them. */
static gboolean
check_records (GHashTable  *records,
               JsonNode    *results,
               const char  *path,
               GError     **error)
{
  JsonObject *object = json_node_get_object (results);
  JsonArray *lessons = json_object_get_array_member (object, "lessons");
  const char *learner = NULL, *host = NULL;

  optional_string (object, "learner", &learner);
  optional_string (object, "host", &host);
  for (guint i = 0; i < json_array_get_length (lessons); i++)
    {
      JsonObject *lesson = json_array_get_object_element (lessons, i);
      const char *id = json_object_get_string_member (lesson, "lesson_id");
      const char *first = NULL, *other;
      char *key;

      if (!optional_string (lesson, "first_activity", &first) || first == NULL)
        continue;
      key = g_strjoin ("\x1f", learner != NULL ? learner : "", host != NULL ? host : "", id, first, NULL);
      other = g_hash_table_lookup (records, key);
      if (other != NULL)
        {
          g_free (key);
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       _("%s: the learner “%s” on %s has the same record of the lesson “%s” as %s "
                         "(first active %s): one learner’s results exported twice; merge only the later export"),
                       path, learner != NULL ? learner : "", host != NULL ? host : "?", id, other, first);
          return FALSE;
        }
      g_hash_table_insert (records, key, (gpointer) path);
    }
  return TRUE;
}

/**
 * ak_progress_class_merge:
 * @paths: (array zero-terminated=1): learners' `.json` exports, as given
 *   on the command line; at least one, at most
 *   %AK_PROGRESS_CLASS_MAX_FILES
 * @output: the class sheet, `.csv` or `.json`
 * @error: %G_IO_ERROR_INVALID_ARGUMENT for no files, too many, one file
 *   given twice (by the same or another path or link; the message names
 *   both) or another output name; the error of
 *   ak_progress_class_read_results(); or %G_IO_ERROR_INVALID_DATA when two
 *   files hold different versions of a lesson (the message names both
 *   files and versions) or the same learner's record of a lesson (the
 *   same learner, host, lesson and first activity; it names both files)
 *
 * Merges the files into @output as described at the top of this file,
 * written atomically: on any failure @output is left as it was.
 *
 * Returns: %TRUE if @output was written
 */
gboolean
ak_progress_class_merge (const char * const  *paths,
                         GFile               *output,
                         GError             **error)
{
  g_autoptr(GPtrArray) results = g_ptr_array_new_with_free_func ((GDestroyNotify) json_node_unref);
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, g_free);
  g_autoptr(GHashTable) files = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GHashTable) records = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GDateTime) now = g_date_time_new_now_utc ();
  g_autofree char *merged = g_date_time_format_iso8601 (now);
  g_autofree char *text = NULL;
  AkProgressExportFormat format;
  guint n = paths != NULL ? g_strv_length ((char **) paths) : 0;

  g_return_val_if_fail (G_IS_FILE (output), FALSE);

  if (n == 0 || n > AK_PROGRESS_CLASS_MAX_FILES)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _("--merge-results needs 1 to %u learners’ .json results files after the sheet"),
                   AK_PROGRESS_CLASS_MAX_FILES);
      return FALSE;
    }
  if (!ak_progress_export_format_for_file (output, &format, error))
    return FALSE;

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GFile) file = g_file_new_for_commandline_arg (paths[i]);
      JsonNode *node;

      if (!check_once (files, file, paths[i], error))
        return FALSE;
      node = ak_progress_class_read_results (file, paths[i], error);
      if (node == NULL)
        return FALSE;
      g_ptr_array_add (results, node);
      if (!check_versions (seen, node, paths[i], error) || !check_records (records, node, paths[i], error))
        return FALSE;
    }

  text = ak_progress_export_text ((JsonNode **) results->pdata, results->len, format, merged);
  return ak_atomic_file_replace (output, text, strlen (text), error);
}

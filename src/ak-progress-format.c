/* ak-progress-format.c: the progress file's JSON, read and written
 *
 * Reading checks every member this version knows for its type and range
 * and names the first one that is wrong; unknown members are ignored, so
 * newer minor additions load. The machine report inside is kept as the
 * opaque JSON of ak_machine_report_to_json().
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <json-glib/json-glib.h>

#include "ak-progress-private.h"

static gboolean
shape_error (GError     **error,
             const char  *path,
             const char  *what)
{
  g_set_error (error, AK_PROGRESS_ERROR, AK_PROGRESS_ERROR_CORRUPT, "%s: %s", path, what);
  return FALSE;
}

static JsonNode *
get_member (JsonObject   *object,
            const char   *name,
            JsonNodeType  type,
            gboolean      required,
            const char   *path,
            GError      **error)
{
  JsonNode *node = json_object_get_member (object, name);
  g_autofree char *member_path = g_strdup_printf ("%s.%s", path, name);

  if (node == NULL)
    {
      if (required)
        shape_error (error, member_path, "missing");
      return NULL;
    }

  if (JSON_NODE_TYPE (node) != type)
    {
      shape_error (error, member_path, "wrong type");
      return NULL;
    }

  return node;
}

static gboolean
read_count (JsonObject  *object,
            const char  *name,
            const char  *path,
            guint64      max,
            guint64     *out,
            GError     **error)
{
  JsonNode *node = get_member (object, name, JSON_NODE_VALUE, TRUE, path, error);
  gint64 value;

  if (node == NULL)
    return FALSE;

  if (json_node_get_value_type (node) != G_TYPE_INT64)
    return shape_error (error, path, "a count is not an integer");

  value = json_node_get_int (node);
  if (value < 0 || (guint64) value > max)
    return shape_error (error, path, "a count is out of range");

  *out = (guint64) value;
  return TRUE;
}

static gboolean
read_string (JsonObject  *object,
             const char  *name,
             gboolean     required,
             const char  *path,
             const char **out,
             GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  JsonNode *node = get_member (object, name, JSON_NODE_VALUE, required, path, &local_error);

  *out = NULL;
  if (node == NULL)
    {
      if (local_error == NULL)
        return TRUE;
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }

  if (json_node_get_value_type (node) != G_TYPE_STRING || json_node_get_string (node)[0] == '\0')
    return shape_error (error, path, "a text is empty or not a string");

  *out = json_node_get_string (node);
  return TRUE;
}

static gboolean
read_result (JsonObject  *object,
             const char  *score_name,
             const char  *path,
             Result      *result,
             GError     **error)
{
  guint64 score, total;
  const char *date;
  JsonNode *fraction;

  if (!read_count (object, score_name, path, MAX_COUNT, &score, error) ||
      !read_count (object, "total", path, MAX_COUNT, &total, error) ||
      !read_string (object, "date", TRUE, path, &date, error))
    return FALSE;

  if (total == 0 || score > total)
    return shape_error (error, path, "the score is more than the total");

  /* Written for other tools; the counts are what this app trusts. */
  fraction = json_object_get_member (object, "fraction");
  if (fraction != NULL && (JSON_NODE_TYPE (fraction) != JSON_NODE_VALUE ||
                           (json_node_get_value_type (fraction) != G_TYPE_DOUBLE &&
                            json_node_get_value_type (fraction) != G_TYPE_INT64)))
    return shape_error (error, path, "the fraction is not a number");

  result->date = g_date_time_new_from_iso8601 (date, NULL);
  if (result->date == NULL)
    return shape_error (error, path, "the date is not an ISO 8601 date and time");

  result->score = (guint) score;
  result->total = (guint) total;
  return TRUE;
}

static gboolean
read_answers (JsonArray   *array,
              GArray      *chosen,
              const char  *path,
              GError     **error)
{
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *node = json_array_get_element (array, i);
      int value = -1;

      if (!JSON_NODE_HOLDS_NULL (node))
        {
          if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64 ||
              json_node_get_int (node) < 0 || json_node_get_int (node) > 1000)
            return shape_error (error, path, "an answer is not a choice index or null");
          value = (int) json_node_get_int (node);
        }

      g_array_append_val (chosen, value);
    }

  return TRUE;
}

static gboolean
read_question_ids (JsonArray   *array,
                   GStrv       *out,
                   const char  *path,
                   GError     **error)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  if (json_array_get_length (array) == 0 || json_array_get_length (array) > MAX_COUNT)
    return shape_error (error, path, "no questions");

  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *node = json_array_get_element (array, i);

      if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
        return shape_error (error, path, "a question id is not a string");
      g_strv_builder_add (builder, json_node_get_string (node));
    }

  *out = g_strv_builder_end (builder);
  return TRUE;
}

static AkQuizAttempt *
read_attempt (JsonObject  *object,
              const char  *path,
              GError     **error)
{
  g_autoptr(AkQuizAttempt) attempt = g_new0 (AkQuizAttempt, 1);
  JsonNode *questions, *answers, *shuffled;
  guint64 seed, position;

  attempt->chosen = g_array_new (FALSE, FALSE, sizeof (int));

  if (!read_count (object, "seed", path, G_MAXUINT32, &seed, error) ||
      !read_count (object, "position", path, MAX_COUNT, &position, error) ||
      !(shuffled = get_member (object, "shuffled", JSON_NODE_VALUE, TRUE, path, error)) ||
      !(questions = get_member (object, "questions", JSON_NODE_ARRAY, TRUE, path, error)) ||
      !(answers = get_member (object, "answers", JSON_NODE_ARRAY, TRUE, path, error)))
    return NULL;

  if (json_node_get_value_type (shuffled) != G_TYPE_BOOLEAN)
    return (shape_error (error, path, "shuffled is not a boolean"), NULL);

  if (!read_question_ids (json_node_get_array (questions), &attempt->question_ids, path, error) ||
      !read_answers (json_node_get_array (answers), attempt->chosen, path, error))
    return NULL;

  if (attempt->chosen->len != g_strv_length (attempt->question_ids) || position > attempt->chosen->len)
    return (shape_error (error, path, "questions, answers and position do not match"), NULL);

  attempt->seed = (guint32) seed;
  attempt->shuffled = json_node_get_boolean (shuffled);
  attempt->position = (guint) position;
  return g_steal_pointer (&attempt);
}

static JsonNode *
get_optional_object (JsonObject  *object,
                     const char  *name,
                     const char  *path,
                     gboolean    *ok,
                     GError     **error)
{
  JsonNode *node;

  if (!*ok)
    return NULL;

  node = get_member (object, name, JSON_NODE_OBJECT, FALSE, path, error);
  /* Absent is fine; present with another type is not. */
  *ok = node != NULL || json_object_get_member (object, name) == NULL;
  return node;
}

static gboolean
read_quiz (JsonObject     *object,
           const char     *path,
           LessonProgress *lesson,
           GError        **error)
{
  g_autofree char *attempt_path = g_strdup_printf ("%s.attempt", path);
  g_autofree char *best_path = g_strdup_printf ("%s.best", path);
  JsonNode *attempt, *best;
  gboolean ok = TRUE;

  attempt = get_optional_object (object, "attempt", path, &ok, error);
  best = get_optional_object (object, "best", path, &ok, error);
  if (!ok)
    return FALSE;

  if (attempt != NULL &&
      !(lesson->attempt = read_attempt (json_node_get_object (attempt), attempt_path, error)))
    return FALSE;

  return best == NULL || read_result (json_node_get_object (best), "score", best_path, &lesson->best, error);
}

static LessonProgress *
read_lesson (JsonNode    *node,
             const char  *path,
             GError     **error)
{
  g_autofree char *quiz_path = g_strdup_printf ("%s.quiz", path);
  g_autofree char *sort_path = g_strdup_printf ("%s.sort", path);
  LessonProgress *lesson;
  JsonObject *object;
  JsonNode *quiz, *sort;
  const char *last_page;
  gboolean ok = TRUE;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    return (shape_error (error, path, "not an object"), NULL);

  object = json_node_get_object (node);
  quiz = get_optional_object (object, "quiz", path, &ok, error);
  sort = get_optional_object (object, "sort", path, &ok, error);
  if (!ok)
    return NULL;

  if (!read_string (object, "last_page", FALSE, path, &last_page, error))
    return NULL;

  lesson = g_new0 (LessonProgress, 1);
  lesson->last_page = g_strdup (last_page);

  if ((quiz != NULL && !read_quiz (json_node_get_object (quiz), quiz_path, lesson, error)) ||
      (sort != NULL && !read_result (json_node_get_object (sort), "correct", sort_path, &lesson->sort, error)))
    {
      ak_progress_lesson_free (lesson);
      return NULL;
    }

  return lesson;
}

static gboolean
read_header (JsonObject  *root,
             GError     **error)
{
  const char *format;
  JsonNode *version;
  gint64 number;

  if (!read_string (root, "format", TRUE, "progress", &format, error))
    return FALSE;
  if (g_strcmp0 (format, AK_PROGRESS_FORMAT_NAME) != 0)
    return shape_error (error, "progress.format", "not a progress file of this app");

  version = get_member (root, "version", JSON_NODE_VALUE, TRUE, "progress", error);
  if (version == NULL)
    return FALSE;
  if (json_node_get_value_type (version) != G_TYPE_INT64 || json_node_get_int (version) < 1)
    return shape_error (error, "progress.version", "not a version number");

  number = json_node_get_int (version);
  if (number > AK_PROGRESS_VERSION)
    {
      g_set_error (error, AK_PROGRESS_ERROR, AK_PROGRESS_ERROR_VERSION,
                   "The progress file has format version %" G_GINT64_FORMAT
                   "; this version of the app reads version %d and older",
                   number, AK_PROGRESS_VERSION);
      return FALSE;
    }

  return TRUE;
}

/* "machine": { "date": ISO 8601, "report": ak_machine_report_to_json() } */
static gboolean
read_machine (JsonObject       *object,
              AkMachineReport **report,
              GDateTime       **date,
              GError          **error)
{
  g_autoptr(GError) report_error = NULL;
  g_autofree char *json = NULL;
  JsonNode *report_node;
  const char *iso;

  if (!read_string (object, "date", TRUE, "progress.machine", &iso, error))
    return FALSE;
  report_node = get_member (object, "report", JSON_NODE_OBJECT, TRUE, "progress.machine", error);
  if (report_node == NULL)
    return FALSE;

  if (!(*date = g_date_time_new_from_iso8601 (iso, NULL)))
    return shape_error (error, "progress.machine.date", "not a date");

  json = json_to_string (report_node, FALSE);
  if (!(*report = ak_machine_report_new_from_json (json, &report_error)))
    {
      g_clear_pointer (date, g_date_time_unref);
      return shape_error (error, "progress.machine.report", report_error->message);
    }

  return TRUE;
}

/* Reads a progress file's contents: %AK_PROGRESS_ERROR_CORRUPT for an
 * empty file, bad JSON or a wrong shape (the message names the member),
 * %AK_PROGRESS_ERROR_VERSION for a newer format. */
GHashTable *
ak_progress_format_parse (const char       *contents,
                gsize             length,
                AkMachineReport **machine,
                GDateTime       **machine_date,
                GError          **error)
{
  g_autoptr(JsonParser) parser = json_parser_new_immutable ();
  g_autoptr(GHashTable) lessons = ak_progress_lessons_new ();
  g_autoptr(GError) parse_error = NULL;
  JsonObjectIter iter;
  JsonNode *root, *node, *lessons_node;
  JsonObject *object;
  const char *lesson_id;
  gboolean ok = TRUE;

  if (length == 0)
    return (shape_error (error, "progress", "the file is empty"), NULL);

  if (!json_parser_load_from_data (parser, contents, (gssize) length, &parse_error))
    return (shape_error (error, "progress", parse_error->message), NULL);

  root = json_parser_get_root (parser);
  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    return (shape_error (error, "progress", "not a JSON object"), NULL);

  object = json_node_get_object (root);
  if (!read_header (object, error))
    return NULL;

  lessons_node = get_member (object, "lessons", JSON_NODE_OBJECT, TRUE, "progress", error);
  if (lessons_node == NULL)
    return NULL;

  /* Older files have no machine: that is no machine measured. */
  node = get_optional_object (object, "machine", "progress", &ok, error);
  if (!ok || (node != NULL && !read_machine (json_node_get_object (node), machine, machine_date, error)))
    return NULL;

  json_object_iter_init (&iter, json_node_get_object (lessons_node));
  while (json_object_iter_next (&iter, &lesson_id, &node))
    {
      g_autofree char *path = g_strdup_printf ("progress.lessons.%s", lesson_id);
      LessonProgress *lesson;

      if (lesson_id[0] == '\0')
        return (shape_error (error, path, "empty lesson id"), NULL);
      if (!(lesson = read_lesson (node, path, error)))
        return NULL;
      g_hash_table_insert (lessons, g_strdup (lesson_id), lesson);
    }

  return g_steal_pointer (&lessons);
}

/* Writing */

static void
add_result (JsonBuilder  *builder,
            const char   *name,
            const char   *score_name,
            const Result *result)
{
  g_autofree char *date = g_date_time_format_iso8601 (result->date);

  json_builder_set_member_name (builder, name);
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, score_name);
  json_builder_add_int_value (builder, result->score);
  json_builder_set_member_name (builder, "total");
  json_builder_add_int_value (builder, result->total);
  json_builder_set_member_name (builder, "fraction");
  json_builder_add_double_value (builder, (double) result->score / result->total);
  json_builder_set_member_name (builder, "date");
  json_builder_add_string_value (builder, date);
  json_builder_end_object (builder);
}

static void
add_attempt (JsonBuilder         *builder,
             const AkQuizAttempt *attempt)
{
  json_builder_set_member_name (builder, "attempt");
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "seed");
  json_builder_add_int_value (builder, attempt->seed);
  json_builder_set_member_name (builder, "shuffled");
  json_builder_add_boolean_value (builder, attempt->shuffled);
  json_builder_set_member_name (builder, "position");
  json_builder_add_int_value (builder, attempt->position);

  json_builder_set_member_name (builder, "questions");
  json_builder_begin_array (builder);
  for (guint i = 0; attempt->question_ids[i] != NULL; i++)
    json_builder_add_string_value (builder, attempt->question_ids[i]);
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "answers");
  json_builder_begin_array (builder);
  for (guint i = 0; i < attempt->chosen->len; i++)
    {
      int chosen = g_array_index (attempt->chosen, int, i);

      if (chosen >= 0)
        json_builder_add_int_value (builder, chosen);
      else
        json_builder_add_null_value (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
}

static void
add_lesson (JsonBuilder          *builder,
            const char           *lesson_id,
            const LessonProgress *lesson)
{
  json_builder_set_member_name (builder, lesson_id);
  json_builder_begin_object (builder);

  if (lesson->last_page != NULL)
    {
      json_builder_set_member_name (builder, "last_page");
      json_builder_add_string_value (builder, lesson->last_page);
    }

  if (lesson->attempt != NULL || lesson->best.date != NULL)
    {
      json_builder_set_member_name (builder, "quiz");
      json_builder_begin_object (builder);
      if (lesson->attempt != NULL)
        add_attempt (builder, lesson->attempt);
      if (lesson->best.date != NULL)
        add_result (builder, "best", "score", &lesson->best);
      json_builder_end_object (builder);
    }

  if (lesson->sort.date != NULL)
    add_result (builder, "sort", "correct", &lesson->sort);

  json_builder_end_object (builder);
}

static int
compare_ids (const void *a,
             const void *b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

static void
add_machine (JsonBuilder           *builder,
             const AkMachineReport *report,
             GDateTime             *date)
{
  g_autofree char *json = ak_machine_report_to_json (report);
  g_autofree char *iso = g_date_time_format_iso8601 (date);
  g_autoptr(JsonNode) node = json_from_string (json, NULL);

  json_builder_set_member_name (builder, "machine");
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "date");
  json_builder_add_string_value (builder, iso);
  json_builder_set_member_name (builder, "report");
  json_builder_add_value (builder, g_steal_pointer (&node));
  json_builder_end_object (builder);
}

/* Progress as the pretty-printed JSON of format version
 * %AK_PROGRESS_VERSION, lessons sorted by id. */
char *
ak_progress_format_to_json (GHashTable            *lessons,
                            const AkMachineReport *machine,
                            GDateTime             *machine_date,
                            gsize                 *length)
{
  g_autoptr(JsonBuilder) builder = json_builder_new_immutable ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autofree const char **ids = NULL;
  guint n_ids;

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "format");
  json_builder_add_string_value (builder, AK_PROGRESS_FORMAT_NAME);
  json_builder_set_member_name (builder, "version");
  json_builder_add_int_value (builder, AK_PROGRESS_VERSION);
  json_builder_set_member_name (builder, "lessons");
  json_builder_begin_object (builder);

  /* Sorted, so the same progress always makes the same file. */
  ids = (const char **) g_hash_table_get_keys_as_array (lessons, &n_ids);
  qsort (ids, n_ids, sizeof (char *), compare_ids);
  for (guint i = 0; i < n_ids; i++)
    add_lesson (builder, ids[i], g_hash_table_lookup (lessons, ids[i]));

  json_builder_end_object (builder);
  if (machine != NULL)
    add_machine (builder, machine, machine_date);
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  json_generator_set_root (generator, root);
  json_generator_set_pretty (generator, TRUE);
  return json_generator_to_data (generator, length);
}

/* ak-progress.c: what the learner has done, kept across restarts
 *
 * One JSON file in the user's data directory, keyed by lesson id so that
 * lessons never overwrite each other's progress. Every change is saved at
 * once, atomically (write a temporary file, then rename it over the old
 * one), so quitting, a crash or SIGKILL leave either the old file or the
 * new one. A file that cannot be understood is moved aside, never trusted
 * half-way and never silently overwritten.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

#include "ak-progress.h"

#define FORMAT_NAME "accelerator-kitchen-progress"
/* Larger counts are not from this app: a lesson has far fewer items. */
#define MAX_COUNT 100000

typedef struct {
  guint      score;  /* right answers (or cards sorted right) */
  guint      total;
  GDateTime *date;   /* NULL when there is no result */
} Result;

typedef struct {
  char          *last_page;
  AkQuizAttempt *attempt;
  Result         best;
  Result         sort;
} LessonProgress;

struct _AkProgress
{
  GObject     parent_instance;

  char       *path;
  GHashTable *lessons;       /* lesson id -> LessonProgress */
  AkMachineReport *machine;  /* this computer, measured; or NULL */
  GDateTime  *machine_date;
  GError     *save_blocked;  /* why nothing is saved, or NULL */
  char       *notice;
  gboolean    warned;
};

G_DEFINE_FINAL_TYPE (AkProgress, ak_progress, G_TYPE_OBJECT)
G_DEFINE_QUARK (ak-progress-error-quark, ak_progress_error)

enum {
  PROP_0,
  PROP_PATH,
  PROP_NOTICE,
  N_PROPS
};

enum {
  RESET,
  MACHINE_CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
lesson_progress_free (gpointer data)
{
  LessonProgress *lesson = data;

  g_free (lesson->last_page);
  ak_quiz_attempt_free (lesson->attempt);
  g_clear_pointer (&lesson->best.date, g_date_time_unref);
  g_clear_pointer (&lesson->sort.date, g_date_time_unref);
  g_free (lesson);
}

static GHashTable *
lessons_new (void)
{
  return g_hash_table_new_full (g_str_hash, g_str_equal, g_free, lesson_progress_free);
}

static LessonProgress *
lesson_for (AkProgress *self,
            const char *lesson_id,
            gboolean    create)
{
  LessonProgress *lesson = g_hash_table_lookup (self->lessons, lesson_id);

  if (lesson == NULL && create)
    {
      lesson = g_new0 (LessonProgress, 1);
      g_hash_table_insert (self->lessons, g_strdup (lesson_id), lesson);
    }

  return lesson;
}

/* One notice at a time: the first problem is the one to explain. */
static void
forget_machine (AkProgress *self)
{
  g_clear_pointer (&self->machine, ak_machine_report_free);
  g_clear_pointer (&self->machine_date, g_date_time_unref);
}

static void
set_notice (AkProgress *self,
            const char *notice)
{
  if (self->notice != NULL)
    return;

  self->notice = g_strdup (notice);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NOTICE]);
}

static void
block_saving (AkProgress   *self,
              const GError *error,
              const char   *notice)
{
  if (self->save_blocked == NULL)
    self->save_blocked = g_error_copy (error);

  if (error->code == AK_PROGRESS_ERROR_WRITE && !self->warned)
    {
      self->warned = TRUE;
      g_warning ("Progress will not be saved: %s", error->message);
    }
  else
    {
      g_message ("Progress will not be saved: %s", error->message);
    }

  set_notice (self, notice);
}

/* Parsing: every member this version knows must have the right type and
 * range; unknown members are ignored, so newer minor additions load. */

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
      lesson_progress_free (lesson);
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
  if (g_strcmp0 (format, FORMAT_NAME) != 0)
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

static GHashTable *
parse_progress (const char       *contents,
                gsize             length,
                AkMachineReport **machine,
                GDateTime       **machine_date,
                GError          **error)
{
  g_autoptr(JsonParser) parser = json_parser_new_immutable ();
  g_autoptr(GHashTable) lessons = lessons_new ();
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

static char *
to_json (AkProgress *self,
         gsize      *length)
{
  g_autoptr(JsonBuilder) builder = json_builder_new_immutable ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autofree const char **ids = NULL;
  guint n_ids;

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "format");
  json_builder_add_string_value (builder, FORMAT_NAME);
  json_builder_set_member_name (builder, "version");
  json_builder_add_int_value (builder, AK_PROGRESS_VERSION);
  json_builder_set_member_name (builder, "lessons");
  json_builder_begin_object (builder);

  /* Sorted, so the same progress always makes the same file. */
  ids = (const char **) g_hash_table_get_keys_as_array (self->lessons, &n_ids);
  qsort (ids, n_ids, sizeof (char *), compare_ids);
  for (guint i = 0; i < n_ids; i++)
    add_lesson (builder, ids[i], g_hash_table_lookup (self->lessons, ids[i]));

  json_builder_end_object (builder);
  if (self->machine != NULL)
    add_machine (builder, self->machine, self->machine_date);
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  json_generator_set_root (generator, root);
  json_generator_set_pretty (generator, TRUE);
  return json_generator_to_data (generator, length);
}

static char *
directory_of (AkProgress *self)
{
  return g_path_get_dirname (self->path);
}

static gboolean
ensure_directory (AkProgress  *self,
                  GError     **error)
{
  g_autofree char *dir = directory_of (self);
  int saved_errno;

  if (g_mkdir_with_parents (dir, 0700) == 0 && g_access (dir, W_OK) == 0)
    return TRUE;

  saved_errno = errno;
  g_set_error (error, AK_PROGRESS_ERROR, AK_PROGRESS_ERROR_WRITE,
               "Cannot create or write the folder %s: %s", dir, g_strerror (saved_errno));
  return FALSE;
}

static void
report_save_failure (AkProgress   *self,
                     const GError *error)
{
  g_autofree char *notice = g_strdup_printf (_("Your progress could not be saved: %s"),
                                             error->message);

  /* Once per run: the learner is not told again at every answer. */
  if (self->warned)
    return;

  self->warned = TRUE;
  g_warning ("Could not save progress: %s", error->message);
  set_notice (self, notice);
}

/**
 * ak_progress_save:
 * @self: a progress store
 * @error: return location for an error in %AK_PROGRESS_ERROR
 *
 * Writes the progress file atomically: a reader, a crash or a kill at any
 * moment sees either the previous file or this one whole. The setters call
 * this themselves. The first failure is logged as a warning and given to
 * the learner as the notice.
 *
 * Returns: %TRUE if the file was written; %FALSE with
 *   %AK_PROGRESS_ERROR_WRITE when it could not be, or with the load error
 *   that turned saving off (see ak_progress_get_can_save())
 */
gboolean
ak_progress_save (AkProgress  *self,
                  GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autofree char *data = NULL;
  gsize length;

  g_return_val_if_fail (AK_IS_PROGRESS (self), FALSE);

  if (self->save_blocked != NULL)
    {
      g_propagate_error (error, g_error_copy (self->save_blocked));
      return FALSE;
    }

  data = to_json (self, &length);

  if (!ensure_directory (self, &local_error) ||
      !g_file_set_contents_full (self->path, data, (gssize) length,
                                 G_FILE_SET_CONTENTS_CONSISTENT,
                                 0600, &local_error))
    {
      if (local_error->domain != AK_PROGRESS_ERROR)
        {
          g_autoptr(GError) file_error = g_steal_pointer (&local_error);

          g_set_error_literal (&local_error, AK_PROGRESS_ERROR, AK_PROGRESS_ERROR_WRITE,
                               file_error->message);
        }

      report_save_failure (self, local_error);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }

  return TRUE;
}

static char *
move_aside (AkProgress  *self,
            GError     **error)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_utc ();
  g_autofree char *stamp = g_date_time_format (now, "%Y%m%dT%H%M%SZ");
  g_autofree char *target = g_strdup_printf ("%s.corrupt-%s", self->path, stamp);
  int saved_errno;

  for (guint i = 1; g_file_test (target, G_FILE_TEST_EXISTS) && i < 1000; i++)
    {
      g_free (target);
      target = g_strdup_printf ("%s.corrupt-%s-%u", self->path, stamp, i);
    }

  if (g_rename (self->path, target) == 0)
    return g_steal_pointer (&target);

  saved_errno = errno;
  g_set_error (error, AK_PROGRESS_ERROR, AK_PROGRESS_ERROR_WRITE,
               "Cannot move the unreadable progress file %s aside: %s",
               self->path, g_strerror (saved_errno));
  return NULL;
}

static void
handle_corrupt_file (AkProgress   *self,
                     const GError *problem)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *aside = move_aside (self, &error);

  if (aside != NULL)
    {
      g_autofree char *notice =
        g_strdup_printf (_("Your saved progress could not be read, so it starts afresh. "
                           "The unreadable file was kept as %s."), aside);

      g_message ("Moved the unreadable progress file to %s (%s)", aside, problem->message);
      set_notice (self, notice);
    }
  else
    {
      block_saving (self, error,
                    _("Your saved progress could not be read, and new progress cannot be saved."));
    }
}

static gboolean
read_file (AkProgress  *self,
           char       **contents,
           gsize       *length,
           gboolean    *exists,
           GError     **error)
{
  g_autoptr(GError) local_error = NULL;

  *exists = TRUE;
  if (g_file_get_contents (self->path, contents, length, &local_error))
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

/**
 * ak_progress_load:
 * @self: a progress store
 * @error: return location for an error in %AK_PROGRESS_ERROR
 *
 * Reads the progress file, replacing what @self holds. A missing file is
 * no progress yet. Whatever goes wrong, @self is usable afterwards and the
 * app can go on:
 * - %AK_PROGRESS_ERROR_CORRUPT: the file is empty, not JSON or of the wrong
 *   shape; it is renamed to `progress.json.corrupt-TIME` and progress
 *   starts empty
 * - %AK_PROGRESS_ERROR_VERSION, %AK_PROGRESS_ERROR_READ: the file is left
 *   alone and nothing is saved in this run
 * - %AK_PROGRESS_ERROR_WRITE: the data directory cannot be created or
 *   written; the file's progress (if any) is loaded but nothing is saved
 *
 * Each case also sets the notice (ak_progress_get_notice()) that tells the
 * learner.
 *
 * Returns: %TRUE if the saved progress was read (or there was none) and can
 *   be saved again
 */
gboolean
ak_progress_load (AkProgress  *self,
                  GError     **error)
{
  g_autoptr(GError) dir_error = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autoptr(GHashTable) lessons = NULL;
  g_autoptr(AkMachineReport) machine = NULL;
  g_autoptr(GDateTime) machine_date = NULL;
  g_autofree char *contents = NULL;
  gsize length = 0;
  gboolean exists;

  g_return_val_if_fail (AK_IS_PROGRESS (self), FALSE);

  g_hash_table_remove_all (self->lessons);
  forget_machine (self);

  if (!ensure_directory (self, &dir_error))
    block_saving (self, dir_error, _("Your progress cannot be saved on this computer."));

  if (!read_file (self, &contents, &length, &exists, &local_error))
    {
      block_saving (self, local_error, _("Your saved progress could not be read; new progress will not be saved."));
    }
  else if (exists && !(lessons = parse_progress (contents, length, &machine, &machine_date, &local_error)))
    {
      if (g_error_matches (local_error, AK_PROGRESS_ERROR, AK_PROGRESS_ERROR_VERSION))
        block_saving (self, local_error,
                      _("Your progress was saved by a newer version of this app; this version will not change it."));
      else
        handle_corrupt_file (self, local_error);
    }
  else if (lessons != NULL)
    {
      g_clear_pointer (&self->lessons, g_hash_table_unref);
      self->lessons = g_steal_pointer (&lessons);
      self->machine = g_steal_pointer (&machine);
      self->machine_date = g_steal_pointer (&machine_date);
    }

  if (local_error == NULL && dir_error != NULL)
    local_error = g_steal_pointer (&dir_error);

  g_signal_emit (self, signals[MACHINE_CHANGED], 0);

  if (local_error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }

  return TRUE;
}

/**
 * ak_progress_get_default_path:
 *
 * Returns: (transfer full): `accelerator-kitchen/progress.json` in the
 *   user's data directory (g_get_user_data_dir())
 */
char *
ak_progress_get_default_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "accelerator-kitchen", "progress.json", NULL);
}

/**
 * ak_progress_new:
 * @path: (nullable): the progress file, or %NULL for
 *   ak_progress_get_default_path()
 *
 * Creates an empty store; call ak_progress_load() to read the file.
 *
 * Returns: (transfer full): a progress store
 */
AkProgress *
ak_progress_new (const char *path)
{
  g_autofree char *default_path = path == NULL ? ak_progress_get_default_path () : NULL;

  return g_object_new (AK_TYPE_PROGRESS,
                       "path", path != NULL ? path : default_path,
                       NULL);
}

const char *
ak_progress_get_path (AkProgress *self)
{
  g_return_val_if_fail (AK_IS_PROGRESS (self), NULL);

  return self->path;
}

/**
 * ak_progress_get_can_save:
 * @self: a progress store
 *
 * Returns: %FALSE when loading found that nothing must or can be saved in
 *   this run (see ak_progress_load()); a later write failure does not turn
 *   saving off, so that a full disk can recover
 */
gboolean
ak_progress_get_can_save (AkProgress *self)
{
  g_return_val_if_fail (AK_IS_PROGRESS (self), FALSE);

  return self->save_blocked == NULL;
}

/**
 * ak_progress_get_notice:
 * @self: a progress store
 *
 * Returns: (nullable): a sentence for the learner about a problem with the
 *   saved progress, until ak_progress_dismiss_notice(); %NULL if none
 */
const char *
ak_progress_get_notice (AkProgress *self)
{
  g_return_val_if_fail (AK_IS_PROGRESS (self), NULL);

  return self->notice;
}

/**
 * ak_progress_dismiss_notice:
 * @self: a progress store
 *
 * Forgets the notice once the learner has seen it; later problems of the
 * same run stay in the log and do not raise a new notice.
 */
void
ak_progress_dismiss_notice (AkProgress *self)
{
  g_return_if_fail (AK_IS_PROGRESS (self));

  if (self->notice == NULL)
    return;

  g_clear_pointer (&self->notice, g_free);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NOTICE]);
}

/**
 * ak_progress_reset:
 * @self: a progress store
 * @error: return location for an error in %AK_PROGRESS_ERROR
 *
 * Forgets all progress of every lesson and saves, then emits
 * #AkProgress::reset. The measurement of this computer is kept: it is not
 * progress.
 *
 * Returns: %TRUE if the empty progress was saved
 */
gboolean
ak_progress_reset (AkProgress  *self,
                   GError     **error)
{
  gboolean saved;

  g_return_val_if_fail (AK_IS_PROGRESS (self), FALSE);

  /* What the learner did goes; the measurement of this computer is not
   * progress and stays (the confirmation names what is forgotten). */
  g_hash_table_remove_all (self->lessons);
  saved = ak_progress_save (self, error);
  g_signal_emit (self, signals[RESET], 0);

  return saved;
}

/**
 * ak_progress_get_last_page:
 * @self: a progress store
 * @lesson_id: a lesson id
 *
 * Returns: (nullable): the id of the page of @lesson_id shown last
 */
const char *
ak_progress_get_last_page (AkProgress *self,
                           const char *lesson_id)
{
  LessonProgress *lesson;

  g_return_val_if_fail (AK_IS_PROGRESS (self), NULL);
  g_return_val_if_fail (lesson_id != NULL, NULL);

  lesson = lesson_for (self, lesson_id, FALSE);
  return lesson != NULL ? lesson->last_page : NULL;
}

/**
 * ak_progress_set_last_page:
 * @self: a progress store
 * @lesson_id: a lesson id
 * @page_id: the id of the page shown
 * @error: return location for an error in %AK_PROGRESS_ERROR
 *
 * Remembers the page shown and saves when it changed.
 *
 * Returns: %TRUE if nothing changed or the change was saved
 */
gboolean
ak_progress_set_last_page (AkProgress  *self,
                           const char  *lesson_id,
                           const char  *page_id,
                           GError     **error)
{
  LessonProgress *lesson;

  g_return_val_if_fail (AK_IS_PROGRESS (self), FALSE);
  g_return_val_if_fail (lesson_id != NULL && lesson_id[0] != '\0', FALSE);
  g_return_val_if_fail (page_id != NULL && page_id[0] != '\0', FALSE);

  lesson = lesson_for (self, lesson_id, TRUE);
  if (g_strcmp0 (lesson->last_page, page_id) == 0)
    return TRUE;

  g_free (lesson->last_page);
  lesson->last_page = g_strdup (page_id);
  return ak_progress_save (self, error);
}

/**
 * ak_progress_get_quiz_attempt:
 * @self: a progress store
 * @lesson_id: a lesson id
 *
 * Returns: (nullable) (transfer none): the quiz attempt of @lesson_id saved
 *   last; check it with ak_quiz_restore(), since the lesson may have
 *   changed since
 */
const AkQuizAttempt *
ak_progress_get_quiz_attempt (AkProgress *self,
                              const char *lesson_id)
{
  LessonProgress *lesson;

  g_return_val_if_fail (AK_IS_PROGRESS (self), NULL);
  g_return_val_if_fail (lesson_id != NULL, NULL);

  lesson = lesson_for (self, lesson_id, FALSE);
  return lesson != NULL ? lesson->attempt : NULL;
}

/**
 * ak_progress_set_quiz_attempt:
 * @self: a progress store
 * @lesson_id: a lesson id
 * @attempt: the current attempt (from ak_quiz_get_attempt())
 * @error: return location for an error in %AK_PROGRESS_ERROR
 *
 * Remembers @attempt and saves.
 *
 * Returns: %TRUE if saved
 */
gboolean
ak_progress_set_quiz_attempt (AkProgress           *self,
                              const char           *lesson_id,
                              const AkQuizAttempt  *attempt,
                              GError              **error)
{
  LessonProgress *lesson;

  g_return_val_if_fail (AK_IS_PROGRESS (self), FALSE);
  g_return_val_if_fail (lesson_id != NULL && lesson_id[0] != '\0', FALSE);
  g_return_val_if_fail (attempt != NULL && attempt->question_ids != NULL && attempt->chosen != NULL, FALSE);
  g_return_val_if_fail (g_strv_length (attempt->question_ids) == attempt->chosen->len, FALSE);

  lesson = lesson_for (self, lesson_id, TRUE);
  ak_quiz_attempt_free (lesson->attempt);
  lesson->attempt = ak_quiz_attempt_copy (attempt);

  return ak_progress_save (self, error);
}

static gboolean
get_result (const Result  *result,
            guint         *score,
            guint         *total,
            GDateTime    **date)
{
  if (result->date == NULL)
    return FALSE;

  if (score != NULL)
    *score = result->score;
  if (total != NULL)
    *total = result->total;
  if (date != NULL)
    *date = g_date_time_ref (result->date);

  return TRUE;
}

static void
set_result (Result    *result,
            guint      score,
            guint      total,
            GDateTime *date)
{
  g_clear_pointer (&result->date, g_date_time_unref);
  result->date = date != NULL ? g_date_time_ref (date) : g_date_time_new_now_utc ();
  result->score = score;
  result->total = total;
}

/**
 * ak_progress_get_best_quiz_score:
 * @self: a progress store
 * @lesson_id: a lesson id
 * @score: (out) (optional): right answers of the best attempt
 * @total: (out) (optional): questions of that attempt
 * @date: (out) (optional) (transfer full): when it was first reached
 *
 * Returns: %TRUE if @lesson_id has a best score
 */
gboolean
ak_progress_get_best_quiz_score (AkProgress  *self,
                                 const char  *lesson_id,
                                 guint       *score,
                                 guint       *total,
                                 GDateTime  **date)
{
  LessonProgress *lesson;

  g_return_val_if_fail (AK_IS_PROGRESS (self), FALSE);
  g_return_val_if_fail (lesson_id != NULL, FALSE);

  lesson = lesson_for (self, lesson_id, FALSE);
  return lesson != NULL && get_result (&lesson->best, score, total, date);
}

/**
 * ak_progress_record_quiz_score:
 * @self: a progress store
 * @lesson_id: a lesson id
 * @score: right answers of a finished attempt over every question
 * @total: how many questions it asked, at least 1 and at least @score
 * @date: (nullable): when; %NULL for now
 * @error: return location for an error in %AK_PROGRESS_ERROR
 *
 * Keeps @score as the best score when it beats the best so far (a higher
 * fraction right; a tie keeps the earlier date), and saves if it did.
 *
 * Returns: %TRUE if nothing changed or the change was saved
 */
gboolean
ak_progress_record_quiz_score (AkProgress  *self,
                               const char  *lesson_id,
                               guint        score,
                               guint        total,
                               GDateTime   *date,
                               GError     **error)
{
  LessonProgress *lesson;

  g_return_val_if_fail (AK_IS_PROGRESS (self), FALSE);
  g_return_val_if_fail (lesson_id != NULL && lesson_id[0] != '\0', FALSE);
  g_return_val_if_fail (total > 0 && total <= MAX_COUNT && score <= total, FALSE);

  lesson = lesson_for (self, lesson_id, TRUE);
  if (lesson->best.date != NULL &&
      (guint64) score * lesson->best.total <= (guint64) lesson->best.score * total)
    return TRUE;

  set_result (&lesson->best, score, total, date);
  return ak_progress_save (self, error);
}

/**
 * ak_progress_get_sort_result:
 * @self: a progress store
 * @lesson_id: a lesson id
 * @correct: (out) (optional): cards sorted into the right bin at the last check
 * @total: (out) (optional): cards checked
 * @date: (out) (optional) (transfer full): when
 *
 * Returns: %TRUE if @lesson_id has a sort-game result
 */
gboolean
ak_progress_get_sort_result (AkProgress  *self,
                             const char  *lesson_id,
                             guint       *correct,
                             guint       *total,
                             GDateTime  **date)
{
  LessonProgress *lesson;

  g_return_val_if_fail (AK_IS_PROGRESS (self), FALSE);
  g_return_val_if_fail (lesson_id != NULL, FALSE);

  lesson = lesson_for (self, lesson_id, FALSE);
  return lesson != NULL && get_result (&lesson->sort, correct, total, date);
}

/**
 * ak_progress_set_sort_result:
 * @self: a progress store
 * @lesson_id: a lesson id
 * @correct: cards in the right bin, at most @total
 * @total: cards checked, 1 to 100000
 * @error: return location for an error in %AK_PROGRESS_ERROR
 *
 * Remembers the result of a sort-game check (the latest, not the best),
 * dated now, and saves. The sort page calls this after every check.
 *
 * Returns: %TRUE if saved
 */
gboolean
ak_progress_set_sort_result (AkProgress  *self,
                             const char  *lesson_id,
                             guint        correct,
                             guint        total,
                             GError     **error)
{
  LessonProgress *lesson;

  g_return_val_if_fail (AK_IS_PROGRESS (self), FALSE);
  g_return_val_if_fail (lesson_id != NULL && lesson_id[0] != '\0', FALSE);
  g_return_val_if_fail (total > 0 && total <= MAX_COUNT && correct <= total, FALSE);

  lesson = lesson_for (self, lesson_id, TRUE);
  set_result (&lesson->sort, correct, total, NULL);
  return ak_progress_save (self, error);
}

typedef struct {
  GWeakRef  progress;
  char     *lesson_id;
} SortWatch;

static void
sort_watch_free (gpointer  data,
                 GClosure *closure)
{
  SortWatch *watch = data;

  g_weak_ref_clear (&watch->progress);
  g_free (watch->lesson_id);
  g_free (watch);
}

static void
on_sort_checked (AkSortGame *game,
                 guint       correct,
                 guint       total,
                 SortWatch  *watch)
{
  g_autoptr(AkProgress) progress = g_weak_ref_get (&watch->progress);

  if (progress != NULL && total > 0 && total <= MAX_COUNT)
    ak_progress_set_sort_result (progress, watch->lesson_id, MIN (correct, total), total, NULL);
}

/**
 * ak_progress_watch_sort_game:
 * @self: a progress store
 * @lesson_id: the id of the lesson @game belongs to
 * @game: a sort game
 *
 * Saves the result of every check of @game (#AkSortGame::checked) with
 * ak_progress_set_sort_result(), for as long as @game lives. @game does not
 * keep @self alive.
 */
void
ak_progress_watch_sort_game (AkProgress *self,
                             const char *lesson_id,
                             AkSortGame *game)
{
  SortWatch *watch;

  g_return_if_fail (AK_IS_PROGRESS (self));
  g_return_if_fail (lesson_id != NULL && lesson_id[0] != '\0');
  g_return_if_fail (AK_IS_SORT_GAME (game));

  watch = g_new0 (SortWatch, 1);
  g_weak_ref_init (&watch->progress, self);
  watch->lesson_id = g_strdup (lesson_id);
  g_signal_connect_data (game, "checked", G_CALLBACK (on_sort_checked), watch, sort_watch_free, 0);
}

/**
 * ak_progress_get_machine_report:
 * @self: a progress store
 * @date: (out) (optional) (transfer full): when it was measured
 *
 * Returns: (nullable) (transfer none): this computer as measured last
 *   (saved with bandwidths in GB/s and arithmetic in GFLOP/s, so figures
 *   come back rounded to 10⁻³ of those units), or %NULL
 */
const AkMachineReport *
ak_progress_get_machine_report (AkProgress  *self,
                                GDateTime  **date)
{
  g_return_val_if_fail (AK_IS_PROGRESS (self), NULL);

  if (date != NULL)
    *date = self->machine_date != NULL ? g_date_time_ref (self->machine_date) : NULL;
  return self->machine;
}

/**
 * ak_progress_set_machine_report:
 * @self: a progress store
 * @report: this computer as measured now, with positive triad bandwidth
 *   and FP32 FLOP/s
 * @error: return location for an error in %AK_PROGRESS_ERROR
 *
 * Keeps @report, dated now, in place of any earlier one and saves.
 * ak_progress_reset() forgets it.
 *
 * Returns: %TRUE if it was saved
 */
gboolean
ak_progress_set_machine_report (AkProgress             *self,
                                const AkMachineReport  *report,
                                GError                **error)
{
  g_return_val_if_fail (AK_IS_PROGRESS (self), FALSE);
  g_return_val_if_fail (report != NULL, FALSE);
  g_return_val_if_fail (report->triad_bytes_per_s > 0 && report->fp32_flop_s > 0, FALSE);

  forget_machine (self);
  self->machine = ak_machine_report_copy (report);
  self->machine_date = g_date_time_new_now_utc ();
  g_signal_emit (self, signals[MACHINE_CHANGED], 0);
  return ak_progress_save (self, error);
}

static void
ak_progress_finalize (GObject *object)
{
  AkProgress *self = AK_PROGRESS (object);

  g_clear_pointer (&self->path, g_free);
  g_clear_pointer (&self->lessons, g_hash_table_unref);
  forget_machine (self);
  g_clear_pointer (&self->notice, g_free);
  g_clear_error (&self->save_blocked);

  G_OBJECT_CLASS (ak_progress_parent_class)->finalize (object);
}

static void
ak_progress_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  AkProgress *self = AK_PROGRESS (object);

  switch (prop_id)
    {
    case PROP_PATH:
      g_value_set_string (value, self->path);
      break;
    case PROP_NOTICE:
      g_value_set_string (value, ak_progress_get_notice (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ak_progress_set_property (GObject      *object,
                          guint         prop_id,
                          const GValue *value,
                          GParamSpec   *pspec)
{
  AkProgress *self = AK_PROGRESS (object);

  switch (prop_id)
    {
    case PROP_PATH:
      self->path = g_value_dup_string (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ak_progress_class_init (AkProgressClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = ak_progress_finalize;
  object_class->get_property = ak_progress_get_property;
  object_class->set_property = ak_progress_set_property;

  properties[PROP_PATH] =
    g_param_spec_string ("path", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_NOTICE] =
    g_param_spec_string ("notice", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * AkProgress::reset:
   *
   * Emitted after ak_progress_reset() forgot all progress.
   */
  signals[RESET] =
    g_signal_new ("reset", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  /**
   * AkProgress::machine-changed:
   *
   * Emitted when the measured machine report may have changed:
   * after ak_progress_set_machine_report() and after ak_progress_load().
   */
  signals[MACHINE_CHANGED] =
    g_signal_new ("machine-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
ak_progress_init (AkProgress *self)
{
  self->lessons = lessons_new ();
}

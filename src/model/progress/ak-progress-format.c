/* ak-progress-format.c: the progress file's JSON, read (ak-progress-format-write.c writes it)
 *
 * Reading checks every member this version knows for its type and range
 * and names the first one that is wrong; unknown members are ignored, so
 * newer minor additions load. The machine report inside is kept as the
 * opaque JSON of ak_machine_report_to_json(), the GPUs as that of
 * ak_gpu_measurement_to_json(). Writing builds the same
 * shape with JsonBuilder, members in a fixed order.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <json-glib/json-glib.h>

#include "ak-json-read.h"
#include "ak-progress-format-predictions.h"
#include "ak-progress-format-values.h"

/* ---- reading ---------------------------------------------------------------
 *
 * The parsed JSON goes through json-glib's GVariant round trip once:
 * json_gvariant_deserialize() with the type "a{sv}" turns every object
 * into a dictionary of variants whose types are the JSON types (a string
 * stays "s", a whole number "x", a fraction "d", true or false "b", null
 * "mv", an array "av", an object "a{sv}"). The readers below only look
 * members up by name and type, so a member of the wrong JSON type is
 * named in the error, and a member this version does not know is never
 * looked at. */

#define VARDICT G_VARIANT_TYPE_VARDICT

static gboolean
read_result (GVariant    *dict,
             const char  *score_name,
             const char  *path,
             Result      *result,
             GError     **error)
{
  g_autoptr(GVariant) fraction = NULL;
  g_autofree char *date = NULL;
  guint64 score, total;

  if (!ak_progress_format_read_count (dict, score_name, path, MAX_COUNT, &score, error) ||
      !ak_progress_format_read_count (dict, "total", path, MAX_COUNT, &total, error) ||
      !ak_progress_format_read_string (dict, "date", TRUE, path, &date, error))
    return FALSE;

  if (total == 0 || score > total)
    return ak_progress_format_fail (error, path, "the score is more than the total");

  /* Written for other tools; the counts are what this app trusts. */
  fraction = g_variant_lookup_value (dict, "fraction", NULL);
  if (fraction != NULL && !g_variant_is_of_type (fraction, G_VARIANT_TYPE_DOUBLE) &&
      !g_variant_is_of_type (fraction, G_VARIANT_TYPE_INT64))
    return ak_progress_format_fail (error, path, "the fraction is not a number");

  result->date = g_date_time_new_from_iso8601 (date, NULL);
  if (result->date == NULL)
    return ak_progress_format_fail (error, path, "the date is not an ISO 8601 date and time");

  result->score = (guint) score;
  result->total = (guint) total;
  return TRUE;
}

/* "answers": a choice index or null per question. */
static gboolean
read_answers (GVariant    *array,
              GArray      *chosen,
              const char  *path,
              GError     **error)
{
  GVariantIter iter;
  GVariant *element;

  g_variant_iter_init (&iter, array);
  while ((element = g_variant_iter_next_value (&iter)) != NULL)
    {
      g_autoptr(GVariant) boxed = element;
      g_autoptr(GVariant) answer = g_variant_get_variant (boxed);
      int value = -1;

      if (!g_variant_is_of_type (answer, G_VARIANT_TYPE_MAYBE))
        {
          if (!g_variant_is_of_type (answer, G_VARIANT_TYPE_INT64) ||
              g_variant_get_int64 (answer) < 0 || g_variant_get_int64 (answer) > 1000)
            return ak_progress_format_fail (error, path, "an answer is not a choice index or null");
          value = (int) g_variant_get_int64 (answer);
        }

      g_array_append_val (chosen, value);
    }

  return TRUE;
}

static gboolean
read_question_ids (GVariant    *array,
                   GStrv       *out,
                   const char  *path,
                   GError     **error)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  gsize n = g_variant_n_children (array);

  if (n == 0 || n > MAX_COUNT)
    return ak_progress_format_fail (error, path, "no questions");

  for (gsize i = 0; i < n; i++)
    {
      g_autoptr(GVariant) boxed = g_variant_get_child_value (array, i);
      g_autoptr(GVariant) id = g_variant_get_variant (boxed);

      if (!g_variant_is_of_type (id, G_VARIANT_TYPE_STRING))
        return ak_progress_format_fail (error, path, "a question id is not a string");
      g_strv_builder_add (builder, g_variant_get_string (id, NULL));
    }

  *out = g_strv_builder_end (builder);
  return TRUE;
}

static AkQuizAttempt *
read_attempt (GVariant    *dict,
              const char  *path,
              GError     **error)
{
  g_autoptr(AkQuizAttempt) attempt = g_new0 (AkQuizAttempt, 1);
  g_autoptr(GVariant) questions = NULL;
  g_autoptr(GVariant) answers = NULL;
  g_autoptr(GVariant) shuffled = NULL;
  guint64 seed, position;

  attempt->chosen = g_array_new (FALSE, FALSE, sizeof (int));

  if (!ak_progress_format_read_count (dict, "seed", path, G_MAXUINT32, &seed, error) ||
      !ak_progress_format_read_count (dict, "position", path, MAX_COUNT, &position, error) ||
      !ak_progress_format_lookup (dict, "shuffled", G_VARIANT_TYPE_BOOLEAN, TRUE, path, &shuffled, error) ||
      !ak_progress_format_lookup (dict, "questions", G_VARIANT_TYPE ("av"), TRUE, path, &questions, error) ||
      !ak_progress_format_lookup (dict, "answers", G_VARIANT_TYPE ("av"), TRUE, path, &answers, error) ||
      !read_question_ids (questions, &attempt->question_ids, path, error) ||
      !read_answers (answers, attempt->chosen, path, error))
    return NULL;

  if (attempt->chosen->len != g_strv_length (attempt->question_ids) || position > attempt->chosen->len)
    return (ak_progress_format_fail (error, path, "questions, answers and position do not match"), NULL);

  attempt->seed = (guint32) seed;
  attempt->shuffled = g_variant_get_boolean (shuffled);
  attempt->position = (guint) position;
  return g_steal_pointer (&attempt);
}

static gboolean
read_quiz (GVariant       *dict,
           const char     *path,
           LessonProgress *lesson,
           GError        **error)
{
  g_autofree char *attempt_path = g_strdup_printf ("%s.attempt", path);
  g_autofree char *best_path = g_strdup_printf ("%s.best", path);
  g_autoptr(GVariant) attempt = NULL;
  g_autoptr(GVariant) best = NULL;

  if (!ak_progress_format_lookup (dict, "attempt", VARDICT, FALSE, path, &attempt, error) ||
      !ak_progress_format_lookup (dict, "best", VARDICT, FALSE, path, &best, error))
    return FALSE;

  if (attempt != NULL && (!(lesson->attempt = read_attempt (attempt, attempt_path, error)) ||
                          !ak_progress_format_read_date (attempt, "date", attempt_path, &lesson->attempt_date, error)))
    return FALSE;

  return best == NULL || read_result (best, "score", best_path, &lesson->best, error);
}

static gboolean
is_digest (const char *text)
{
  gsize n = 0;

  for (; text[n] != '\0'; n++)
    if (!g_ascii_isxdigit (text[n]) || g_ascii_isupper (text[n]))
      return FALSE;
  return n == 64;
}

/* "source", "title" and "digests" (ak-progress-identity.c): all optional,
 * older files have none. */
static gboolean
read_identity (GVariant        *dict,
               const char      *path,
               LessonProgress  *lesson,
               GError         **error)
{
  g_autoptr(GVariant) digests = NULL;
  gsize n;

  if (!ak_progress_format_read_string (dict, "source", FALSE, path, &lesson->source, error) ||
      !ak_progress_format_read_string (dict, "title", FALSE, path, &lesson->title, error) ||
      !ak_progress_format_lookup (dict, "digests", G_VARIANT_TYPE ("av"), FALSE, path, &digests, error))
    return FALSE;
  if (digests == NULL)
    return TRUE;

  n = g_variant_n_children (digests);
  if (n > AK_PROGRESS_MAX_DIGESTS)
    return ak_progress_format_fail (error, path, "too many digests");
  for (gsize i = n; i-- > 0;)
    {
      g_autoptr(GVariant) boxed = g_variant_get_child_value (digests, i);
      g_autoptr(GVariant) digest = g_variant_get_variant (boxed);

      if (!g_variant_is_of_type (digest, G_VARIANT_TYPE_STRING) ||
          !is_digest (g_variant_get_string (digest, NULL)))
        return ak_progress_format_fail (error, path, "a digest is not 64 lowercase hex digits");
      ak_progress_lesson_add_digest (lesson, g_variant_get_string (digest, NULL));
    }
  return TRUE;
}

/* "answers": { question id: { "attempts": n, "correct": bool } } and
 * "placements": { piece id: { "bin": "compute" | "memory" | "link", "correct": bool } }
 * (ak-progress-activity.c); keys are ids. */
static gboolean
read_item (GVariant    *dict,
           const char  *key,
           const char  *path,
           gboolean     placement,
           gpointer    *out,
           GError     **error)
{
  g_autoptr(GVariant) correct = NULL;
  g_autofree char *bin = NULL;
  guint64 attempts = 0;

  if (!ak_lesson_id_is_valid (key))
    return ak_progress_format_fail (error, path, "not an id");
  if (!g_variant_is_of_type (dict, VARDICT) ||
      !ak_progress_format_lookup (dict, "correct", G_VARIANT_TYPE_BOOLEAN, TRUE, path, &correct, error) ||
      (placement ? !ak_progress_format_read_string (dict, "bin", TRUE, path, &bin, error)
                 : !ak_progress_format_read_count (dict, "attempts", path, MAX_COUNT, &attempts, error)))
    return FALSE;

  if (placement)
    {
      Placement *item = g_new0 (Placement, 1);

      if (!ak_progress_bin_from_name (bin, &item->bin))
        return (g_free (item), ak_progress_format_fail (error, path, "the bin is not compute, memory or link"));
      item->correct = g_variant_get_boolean (correct);
      *out = item;
      return TRUE;
    }

  if (attempts == 0)
    return ak_progress_format_fail (error, path, "no attempts");
  *out = g_new0 (Answer, 1);
  ((Answer *) *out)->attempts = (guint) attempts;
  ((Answer *) *out)->correct = g_variant_get_boolean (correct);
  return TRUE;
}

static gboolean
read_items (GVariant     *dict,
            const char   *name,
            const char   *path,
            GHashTable *(*table) (LessonProgress *lesson),
            LessonProgress *lesson,
            GError      **error)
{
  g_autoptr(GVariant) items = NULL;
  g_autofree char *items_path = g_strdup_printf ("%s.%s", path, name);
  GVariantIter iter;
  const char *key;
  GVariant *value;

  if (!ak_progress_format_lookup (dict, name, VARDICT, FALSE, path, &items, error))
    return FALSE;
  if (items == NULL)
    return TRUE;
  if (g_variant_n_children (items) > MAX_COUNT)
    return ak_progress_format_fail (error, items_path, "too many entries");

  g_variant_iter_init (&iter, items);
  while (g_variant_iter_next (&iter, "{&sv}", &key, &value))
    {
      g_autoptr(GVariant) owned = value;
      g_autofree char *shown = g_strescape (key, NULL);
      g_autofree char *item_path = g_strdup_printf ("%s.%.80s", items_path, shown);
      gpointer item = NULL;

      if (!read_item (owned, key, item_path, table == ak_progress_lesson_placements, &item, error))
        return FALSE;
      g_hash_table_insert (table (lesson), g_strdup (key), item);
    }
  return TRUE;
}

/* "activity": { "first": ISO 8601, "last": ISO 8601, "active_seconds": n } */
static gboolean
read_activity (GVariant        *dict,
               const char      *path,
               LessonProgress  *lesson,
               GError         **error)
{
  g_autoptr(GVariant) activity = NULL;
  g_autofree char *activity_path = g_strdup_printf ("%s.activity", path);
  guint64 seconds;

  if (!ak_progress_format_lookup (dict, "activity", VARDICT, FALSE, path, &activity, error))
    return FALSE;
  if (activity == NULL)
    return TRUE;
  if (!ak_progress_format_read_date (activity, "first", activity_path, &lesson->first_activity, error) ||
      !ak_progress_format_read_date (activity, "last", activity_path, &lesson->last_activity, error) ||
      !ak_progress_format_read_count (activity, "active_seconds", activity_path, G_MAXUINT32, &seconds, error))
    return FALSE;
  if (lesson->first_activity == NULL || lesson->last_activity == NULL ||
      g_date_time_compare (lesson->first_activity, lesson->last_activity) > 0)
    return ak_progress_format_fail (error, activity_path, "the first and last activity do not fit");

  lesson->active_seconds = seconds;
  return TRUE;
}

static LessonProgress *
read_lesson (GVariant    *value,
             const char  *path,
             GError     **error)
{
  g_autofree char *quiz_path = g_strdup_printf ("%s.quiz", path);
  g_autofree char *sort_path = g_strdup_printf ("%s.sort", path);
  g_autoptr(GVariant) quiz = NULL;
  g_autoptr(GVariant) sort = NULL;
  LessonProgress *lesson;
  char *last_page;

  if (!g_variant_is_of_type (value, VARDICT))
    return (ak_progress_format_fail (error, path, "not an object"), NULL);

  if (!ak_progress_format_lookup (value, "quiz", VARDICT, FALSE, path, &quiz, error) ||
      !ak_progress_format_lookup (value, "sort", VARDICT, FALSE, path, &sort, error) ||
      !ak_progress_format_read_string (value, "last_page", FALSE, path, &last_page, error))
    return NULL;

  lesson = g_new0 (LessonProgress, 1);
  lesson->last_page = last_page;

  if (!read_identity (value, path, lesson, error) ||
      !read_items (value, "answers", path, ak_progress_lesson_answers, lesson, error) ||
      !read_items (value, "placements", path, ak_progress_lesson_placements, lesson, error) ||
      !ak_progress_format_read_predictions (value, path, lesson, error) ||
      !read_activity (value, path, lesson, error) ||
      !ak_progress_format_read_date (value, "last_page_date", path, &lesson->last_page_date, error) ||
      (quiz != NULL && !read_quiz (quiz, quiz_path, lesson, error)) ||
      (sort != NULL && !read_result (sort, "correct", sort_path, &lesson->sort, error)))
    {
      ak_progress_lesson_free (lesson);
      return NULL;
    }

  return lesson;
}

static gboolean
read_header (GVariant  *root,
             GError   **error)
{
  g_autoptr(GVariant) version = NULL;
  g_autofree char *format = NULL;
  gint64 number;

  if (!ak_progress_format_read_string (root, "format", TRUE, "progress", &format, error))
    return FALSE;
  if (g_strcmp0 (format, AK_PROGRESS_FORMAT_NAME) != 0)
    return ak_progress_format_fail (error, "progress.format", "not a progress file of this app");

  version = g_variant_lookup_value (root, "version", NULL);
  if (version == NULL)
    return ak_progress_format_fail (error, "progress.version", "missing");
  if (!g_variant_is_of_type (version, G_VARIANT_TYPE_INT64) || g_variant_get_int64 (version) < 1)
    return ak_progress_format_fail (error, "progress.version", "not a version number");

  number = g_variant_get_int64 (version);
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

/* @path: { "date": ISO 8601, "report": an object }; the report comes back
 * as JSON, for its own module to read. */
static gboolean
read_dated_report (GVariant    *dict,
                   const char  *path,
                   char       **json,
                   GDateTime  **date,
                   GError     **error)
{
  g_autoptr(GVariant) report_dict = NULL;
  g_autofree char *iso = NULL;
  g_autofree char *date_path = g_strdup_printf ("%s.date", path);

  if (!ak_progress_format_read_string (dict, "date", TRUE, path, &iso, error) ||
      !ak_progress_format_lookup (dict, "report", VARDICT, TRUE, path, &report_dict, error))
    return FALSE;

  if (!(*date = g_date_time_new_from_iso8601 (iso, NULL)))
    return ak_progress_format_fail (error, date_path, "not a date");

  *json = json_gvariant_serialize_data (report_dict, NULL);
  return TRUE;
}

/* A report that its module refused: the date goes too. */
static gboolean
report_error (GError     **error,
              const char  *path,
              GError      *problem,
              GDateTime  **date)
{
  g_autofree char *report_path = g_strdup_printf ("%s.report", path);

  g_clear_pointer (date, g_date_time_unref);
  return ak_progress_format_fail (error, report_path, problem->message);
}

/* "machine": the report is ak_machine_report_to_json()'s. */
static gboolean
read_machine (GVariant         *dict,
              AkMachineReport **report,
              GDateTime       **date,
              GError          **error)
{
  g_autoptr(GError) problem = NULL;
  g_autofree char *json = NULL;

  if (!read_dated_report (dict, "progress.machine", &json, date, error))
    return FALSE;
  if (!(*report = ak_machine_report_new_from_json (json, &problem)))
    return report_error (error, "progress.machine", problem, date);
  return TRUE;
}

/* "gpus": the report is ak_gpu_measurement_to_json()'s, every device
 * checked; one broken device makes the file broken. */
static gboolean
read_gpus (GVariant          *dict,
           AkGpuMeasurement **gpus,
           GDateTime        **date,
           GError           **error)
{
  g_autoptr(GError) problem = NULL;
  g_autofree char *json = NULL;

  if (!read_dated_report (dict, "progress.gpus", &json, date, error))
    return FALSE;
  if (!(*gpus = ak_gpu_measurement_new_from_json (json, &problem)))
    return report_error (error, "progress.gpus", problem, date);
  return TRUE;
}

/* A key is a lesson id; `ID@URI` is how builds before one key per lesson
 * kept a lesson opened from a file (or from the library), so *@id is then
 * the id before the last `@`. A key that is neither is refused. */
static gboolean
key_to_id (const char  *key,
           char       **id)
{
  const char *at = strrchr (key, '@');

  *id = at != NULL ? g_strndup (key, at - key) : g_strdup (key);
  if (ak_lesson_id_is_valid (*id))
    return TRUE;

  g_clear_pointer (id, g_free);
  return FALSE;
}

/* A record kept under `ID@URI` goes into the record of ID, newer (or
 * better) records winning as in a merge of two instances; the URI after
 * the `@`, unless empty, becomes its source when it has none. */
static void
add_lesson_record (GHashTable     *lessons,
                   GHashTable     *split,
                   const char     *key,
                   char           *id,
                   LessonProgress *lesson)
{
  g_autoptr(GHashTable) one = NULL;

  if (strcmp (key, id) == 0)
    {
      g_hash_table_insert (lessons, id, lesson);
      return;
    }

  /* "ID@" names no file: a source is never empty (the reader refuses that). */
  if (lesson->source == NULL && strrchr (key, '@')[1] != '\0')
    lesson->source = g_strdup (strrchr (key, '@') + 1);
  one = ak_progress_lessons_new ();
  g_hash_table_insert (one, id, lesson);
  ak_progress_merge_lessons (split, one);
}

static gboolean
read_lessons (GVariant    *dict,
              GHashTable  *lessons,
              GError     **error)
{
  g_autoptr(GHashTable) split = ak_progress_lessons_new ();
  GVariantIter iter;
  const char *key;
  GVariant *value;

  g_variant_iter_init (&iter, dict);
  while (g_variant_iter_next (&iter, "{&sv}", &key, &value))
    {
      g_autoptr(GVariant) owned = value;
      g_autofree char *shown = g_strescape (key, NULL);
      g_autofree char *path = g_strdup_printf ("progress.lessons.%.80s", shown);
      LessonProgress *lesson;
      char *id;

      if (!key_to_id (key, &id))
        return ak_progress_format_fail (error, path, "not a lesson id");
      if (!(lesson = read_lesson (owned, path, error)))
        return (g_free (id), FALSE);
      add_lesson_record (lessons, split, key, id, lesson);
    }

  /* Split records join the lesson's own, once all are read. */
  ak_progress_merge_lessons (lessons, split);
  return TRUE;
}

/* The whole file as dictionaries of JSON-typed variants. */
static GVariant *
deserialize (const char  *contents,
             gsize        length,
             GError     **error)
{
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(GError) local_error = NULL;
  GVariant *root;

  if (length == 0)
    return (ak_progress_format_fail (error, "progress", "the file is empty"), NULL);

  /* Strict UTF-8 JSON of bounded depth, or json-glib overflows the stack
   * or hands invalid UTF-8 to GVariant. */
  if (!(node = ak_json_read (contents, length, "progress", AK_JSON_READ_MAX_DEPTH, &local_error)))
    {
      g_set_error_literal (error, AK_PROGRESS_ERROR, AK_PROGRESS_ERROR_CORRUPT, local_error->message);
      return NULL;
    }

  /* json_gvariant_deserialize() can fail without setting its error. */
  root = json_gvariant_deserialize (node, "a{sv}", &local_error);
  if (root == NULL)
    return (ak_progress_format_fail (error, "progress",
                         local_error != NULL ? local_error->message : "the values cannot be read"), NULL);

  return g_variant_ref_sink (root);
}

/* Reads a progress file's contents: %AK_PROGRESS_ERROR_CORRUPT for an
 * empty file, bad JSON or a wrong shape (the message names the member),
 * %AK_PROGRESS_ERROR_VERSION for a newer format. A record that is wrong
 * makes the whole file wrong: nothing is dropped silently. */
GHashTable *
ak_progress_format_parse (const char    *contents,
                          gsize          length,
                          Measurements  *measured,
                          GError       **error)
{
  g_autoptr(GHashTable) lessons = ak_progress_lessons_new ();
  g_autoptr(GVariant) root = NULL;
  g_autoptr(GVariant) lessons_dict = NULL;
  g_autoptr(GVariant) machine_dict = NULL;
  g_autoptr(GVariant) gpus_dict = NULL;

  if (!(root = deserialize (contents, length, error)) ||
      !read_header (root, error) ||
      !ak_progress_format_lookup (root, "lessons", VARDICT, TRUE, "progress", &lessons_dict, error) ||
      /* Older files have no machine and no GPUs: nothing measured. */
      !ak_progress_format_lookup (root, "machine", VARDICT, FALSE, "progress", &machine_dict, error) ||
      !ak_progress_format_lookup (root, "gpus", VARDICT, FALSE, "progress", &gpus_dict, error) ||
      (machine_dict != NULL &&
       !read_machine (machine_dict, &measured->machine, &measured->machine_date, error)) ||
      (gpus_dict != NULL && !read_gpus (gpus_dict, &measured->gpus, &measured->gpus_date, error)) ||
      !read_lessons (lessons_dict, lessons, error))
    {
      ak_progress_measurements_clear (measured);
      return NULL;
    }

  return g_steal_pointer (&lessons);
}

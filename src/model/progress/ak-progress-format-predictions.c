/* ak-progress-format-predictions.c: a lesson record's "predictions" in the progress file, read
 *
 *   "predictions": {
 *     PAGE ID: {
 *       PREDICTION ID: { "guess": 250, "answer": 295.2, "error": -0.153,
 *                        "correct": false, "attempts": 2, "date": ISO 8601 },
 *       PREDICTION ID: { "guess": "memory-bound", "answer": "memory-bound",
 *                        "correct": true, "attempts": 1, "date": ISO 8601 }
 *     }
 *   }
 *
 * A number's "error" is written for other tools; the reader computes it
 * again from the guess and the answer, which it checks. Every key is an id
 * (ak_lesson_id_is_valid()), every count and figure is in range, and a
 * lesson holds at most MAX_COUNT predictions: anything else makes the
 * file wrong, as every other record does. ak-progress-format-write.c
 * writes this shape.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "ak-lesson.h"
#include "ak-progress-format-predictions.h"
#include "ak-progress-format-values.h"

#define VARDICT G_VARIANT_TYPE_VARDICT
/* Far above any figure a lesson's quantity reaches, far below overflow. */
#define MAX_ANSWER 1e30

/* "compute-bound" or "memory-bound" into *@memory. */
static gboolean
read_verdict (GVariant *value,
              gboolean *memory)
{
  const char *name = g_variant_get_string (value, NULL);

  *memory = strcmp (name, "memory-bound") == 0;
  return *memory || strcmp (name, "compute-bound") == 0;
}

/* A whole number or a fraction, finite, in (0, @max]. */
static gboolean
read_figure (GVariant *value,
             double    max,
             double   *out)
{
  double figure;

  if (g_variant_is_of_type (value, G_VARIANT_TYPE_INT64))
    figure = (double) g_variant_get_int64 (value);
  else if (g_variant_is_of_type (value, G_VARIANT_TYPE_DOUBLE))
    figure = g_variant_get_double (value);
  else
    return FALSE;

  *out = figure;
  return isfinite (figure) && figure > 0 && figure <= max;
}

static gboolean
read_guess (GVariant           *dict,
            const char         *path,
            AkPredictionRecord *record,
            GError            **error)
{
  g_autoptr(GVariant) guess = g_variant_lookup_value (dict, "guess", NULL);
  g_autoptr(GVariant) answer = g_variant_lookup_value (dict, "answer", NULL);

  if (guess == NULL || answer == NULL)
    return ak_progress_format_fail (error, path, "a guess or an answer is missing");

  if (g_variant_is_of_type (guess, G_VARIANT_TYPE_STRING))
    {
      record->is_verdict = TRUE;
      if (!g_variant_is_of_type (answer, G_VARIANT_TYPE_STRING) ||
          !read_verdict (guess, &record->guess_memory) || !read_verdict (answer, &record->answer_memory))
        return ak_progress_format_fail (error, path, "a verdict is neither compute-bound nor memory-bound");
      return TRUE;
    }

  if (!read_figure (guess, AK_PROGRESS_MAX_FIGURE, &record->guess) ||
      !read_figure (answer, MAX_ANSWER, &record->answer))
    return ak_progress_format_fail (error, path, "a guess or an answer is not a figure in range");
  record->error = (record->guess - record->answer) / record->answer;
  return TRUE;
}

static AkPredictionRecord *
read_record (GVariant    *dict,
             const char  *path,
             GError     **error)
{
  g_autofree AkPredictionRecord *record = g_new0 (AkPredictionRecord, 1);
  g_autoptr(GVariant) correct = NULL;
  guint64 attempts;

  if (!g_variant_is_of_type (dict, VARDICT))
    return (ak_progress_format_fail (error, path, "not an object"), NULL);
  if (!ak_progress_format_lookup (dict, "correct", G_VARIANT_TYPE_BOOLEAN, TRUE, path, &correct, error) ||
      !ak_progress_format_read_count (dict, "attempts", path, MAX_COUNT, &attempts, error) ||
      !read_guess (dict, path, record, error) ||
      !ak_progress_format_read_date (dict, "date", path, &record->date, error))
    return NULL;
  if (attempts == 0)
    {
      g_clear_pointer (&record->date, g_date_time_unref);
      return (ak_progress_format_fail (error, path, "no attempts"), NULL);
    }

  record->attempts = (guint) attempts;
  record->correct = g_variant_get_boolean (correct);
  return g_steal_pointer (&record);
}

/* A dictionary's key, as a path element shown in an error. */
static char *
member_path (const char *path,
             const char *key)
{
  g_autofree char *shown = g_strescape (key, NULL);

  return g_strdup_printf ("%s.%.80s", path, shown);
}

static gboolean
read_page (GVariant        *page,
           const char      *page_id,
           const char      *path,
           LessonProgress  *lesson,
           GError         **error)
{
  GHashTable *predictions = ak_progress_lesson_predictions (lesson);
  GVariantIter iter;
  const char *key;
  GVariant *value;

  if (!g_variant_is_of_type (page, VARDICT))
    return ak_progress_format_fail (error, path, "not an object");
  if (g_hash_table_size (predictions) + g_variant_n_children (page) > MAX_COUNT)
    return ak_progress_format_fail (error, path, "too many predictions");

  g_variant_iter_init (&iter, page);
  while (g_variant_iter_next (&iter, "{&sv}", &key, &value))
    {
      g_autoptr(GVariant) owned = value;
      g_autofree char *item_path = member_path (path, key);
      AkPredictionRecord *record;

      if (!ak_lesson_id_is_valid (key))
        return ak_progress_format_fail (error, item_path, "not an id");
      if (!(record = read_record (owned, item_path, error)))
        return FALSE;
      g_hash_table_replace (predictions, ak_progress_prediction_key (page_id, key), record);
    }
  return TRUE;
}

/**
 * ak_progress_format_read_predictions:
 * @lesson_dict: a lesson's record, as JSON-typed variants
 * @path: its path, for errors
 * @lesson: the record being read
 * @error: %AK_PROGRESS_ERROR_CORRUPT naming the member that is wrong
 *
 * Reads the optional member "predictions" (the shape at the top of this
 * file) into @lesson.
 *
 * Returns: %TRUE if it is absent or right
 */
gboolean
ak_progress_format_read_predictions (GVariant        *lesson_dict,
                                     const char      *path,
                                     LessonProgress  *lesson,
                                     GError         **error)
{
  g_autoptr(GVariant) pages = NULL;
  g_autofree char *pages_path = g_strdup_printf ("%s.predictions", path);
  GVariantIter iter;
  const char *key;
  GVariant *value;

  if (!ak_progress_format_lookup (lesson_dict, "predictions", VARDICT, FALSE, path, &pages, error))
    return FALSE;
  if (pages == NULL)
    return TRUE;
  if (g_variant_n_children (pages) > MAX_COUNT)
    return ak_progress_format_fail (error, pages_path, "too many pages");

  g_variant_iter_init (&iter, pages);
  while (g_variant_iter_next (&iter, "{&sv}", &key, &value))
    {
      g_autoptr(GVariant) owned = value;
      g_autofree char *page_path = member_path (pages_path, key);

      if (!ak_lesson_id_is_valid (key))
        return ak_progress_format_fail (error, page_path, "not a page id");
      if (!read_page (owned, key, page_path, lesson, error))
        return FALSE;
    }
  return TRUE;
}

/* ak-progress-predictions.c: the learner's predictions, kept per lesson and page
 *
 * Each prediction an activity page asked (ak-prediction-card) keeps its
 * last checked guess: the figure or verdict the learner gave, the answer
 * the app computed then, how far off it was, whether that was right, and
 * how many times Check was pressed. The card restores the guess from here
 * after a restart; the teacher's export lists every one
 * (ak-progress-results.c). Saved at once, like every other record.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "ak-lesson.h"
#include "ak-progress-predictions.h"
#include "ak-progress-private.h"

static gboolean
guess_is_valid (const AkPredictionRecord *guess)
{
  if (guess->is_verdict)
    return TRUE;
  return isfinite (guess->guess) && guess->guess > 0 && guess->guess <= AK_PROGRESS_MAX_FIGURE &&
         isfinite (guess->answer) && guess->answer > 0;
}

/**
 * ak_progress_record_prediction:
 * @self: a progress store
 * @lesson_id: a lesson id
 * @page_id: the id of the page that asks the prediction
 * @prediction_id: the prediction's id on that page
 * @guess: the guess just checked: @is_verdict, then @guess and @answer
 *   (a figure in (0, 1e18] and a computed answer > 0) or @guess_memory and
 *   @answer_memory, and @correct; its @error, @attempts and @date are
 *   ignored
 * @error: return location for an error in %AK_PROGRESS_ERROR
 *
 * Keeps @guess as the prediction's last checked guess, with its error
 * computed as (guess − answer) ÷ answer, counts one more attempt (at most
 * 100000) and dates it now; an action (ak_progress_note_activity()).
 * Saves.
 *
 * Returns: %TRUE if saved
 */
gboolean
ak_progress_record_prediction (AkProgress               *self,
                               const char               *lesson_id,
                               const char               *page_id,
                               const char               *prediction_id,
                               const AkPredictionRecord *guess,
                               GError                  **error)
{
  g_autofree char *key = NULL;
  LessonProgress *lesson;
  GHashTable *predictions;
  AkPredictionRecord *record;
  guint attempts = 0;

  g_return_val_if_fail (AK_IS_PROGRESS (self), FALSE);
  g_return_val_if_fail (lesson_id != NULL && lesson_id[0] != '\0', FALSE);
  g_return_val_if_fail (ak_lesson_id_is_valid (page_id) && ak_lesson_id_is_valid (prediction_id), FALSE);
  g_return_val_if_fail (guess != NULL && guess_is_valid (guess), FALSE);

  lesson = ak_progress_lesson_lookup (self->lessons, lesson_id, TRUE);
  predictions = ak_progress_lesson_predictions (lesson);
  key = ak_progress_prediction_key (page_id, prediction_id);
  record = g_hash_table_lookup (predictions, key);
  if (record == NULL && g_hash_table_size (predictions) >= MAX_COUNT)
    return TRUE;
  if (record != NULL)
    {
      attempts = record->attempts;
      g_clear_pointer (&record->date, g_date_time_unref);
    }
  else
    {
      record = g_new0 (AkPredictionRecord, 1);
      g_hash_table_insert (predictions, g_steal_pointer (&key), record);
    }

  *record = *guess;
  record->error = guess->is_verdict ? 0 : (guess->guess - guess->answer) / guess->answer;
  record->attempts = MIN (attempts + 1, MAX_COUNT);
  record->date = g_date_time_new_now_utc ();
  ak_progress_lesson_note_activity (lesson, record->date);
  return ak_progress_save (self, error);
}

/**
 * ak_progress_get_prediction:
 * @self: a progress store
 * @lesson_id: a lesson id
 * @page_id: a page id
 * @prediction_id: a prediction id on that page
 *
 * Returns: (nullable) (transfer none): the last checked guess, or %NULL
 *   if the prediction was never checked; valid until the store changes
 */
const AkPredictionRecord *
ak_progress_get_prediction (AkProgress *self,
                            const char *lesson_id,
                            const char *page_id,
                            const char *prediction_id)
{
  g_autofree char *key = NULL;
  LessonProgress *lesson;

  g_return_val_if_fail (AK_IS_PROGRESS (self), NULL);
  g_return_val_if_fail (lesson_id != NULL && page_id != NULL && prediction_id != NULL, NULL);

  lesson = ak_progress_lesson_lookup (self->lessons, lesson_id, FALSE);
  if (lesson == NULL || lesson->predictions == NULL)
    return NULL;
  key = ak_progress_prediction_key (page_id, prediction_id);
  return g_hash_table_lookup (lesson->predictions, key);
}

/**
 * ak_progress_count_predictions:
 * @self: a progress store
 * @lesson_id: a lesson id
 * @checked: (out) (optional): predictions of the lesson checked at least once
 * @right: (out) (optional): of those, the ones whose last guess was right
 *
 * Returns: %TRUE if any prediction of @lesson_id was checked
 */
gboolean
ak_progress_count_predictions (AkProgress *self,
                               const char *lesson_id,
                               guint      *checked,
                               guint      *right)
{
  LessonProgress *lesson;
  GHashTableIter iter;
  gpointer value;
  guint n_right = 0;
  guint n = 0;

  g_return_val_if_fail (AK_IS_PROGRESS (self), FALSE);
  g_return_val_if_fail (lesson_id != NULL, FALSE);

  lesson = ak_progress_lesson_lookup (self->lessons, lesson_id, FALSE);
  if (lesson != NULL && lesson->predictions != NULL)
    {
      g_hash_table_iter_init (&iter, lesson->predictions);
      while (g_hash_table_iter_next (&iter, NULL, &value))
        {
          n++;
          n_right += ((const AkPredictionRecord *) value)->correct;
        }
    }
  if (checked != NULL)
    *checked = n;
  if (right != NULL)
    *right = n_right;
  return n > 0;
}

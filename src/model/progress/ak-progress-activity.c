/* ak-progress-activity.c: what the learner did in a lesson, for the teacher's export
 *
 * Per lesson: each quiz question's result (the last answer right or wrong,
 * and how many times it was answered, retakes included), where each
 * sort-game card was at the last check, the first and last activity and
 * the time on task. Every setter of the store counts as an action (a page
 * shown, an answer, a sort check), and so does ak_progress_note_activity();
 * time on task is the sum of the gaps between actions of at most
 * AK_PROGRESS_IDLE_SECONDS (5 minutes), so an app left open and idle, or a
 * learner away, adds nothing (ak_progress_lesson_note_activity()).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ak-progress-activity.h"
#include "ak-progress-private.h"

static LessonProgress *
record_for (AkProgress *self,
            const char *lesson_id,
            gboolean    create)
{
  return ak_progress_lesson_lookup (self->lessons, lesson_id, create);
}

/**
 * ak_progress_note_activity:
 * @self: a progress store
 * @lesson_id: a lesson id
 * @when: (nullable): when the learner acted; %NULL for now
 * @error: return location for an error in %AK_PROGRESS_ERROR
 *
 * Counts an action in @lesson_id at @when: it moves the first and last
 * activity dates and adds the gap since the previous action to the time
 * on task when that gap is at most 5 minutes. Saves.
 *
 * Returns: %TRUE if saved
 */
gboolean
ak_progress_note_activity (AkProgress  *self,
                           const char  *lesson_id,
                           GDateTime   *when,
                           GError     **error)
{
  g_autoptr(GDateTime) now = when != NULL ? g_date_time_ref (when) : g_date_time_new_now_utc ();

  g_return_val_if_fail (AK_IS_PROGRESS (self), FALSE);
  g_return_val_if_fail (lesson_id != NULL && lesson_id[0] != '\0', FALSE);

  ak_progress_lesson_note_activity (record_for (self, lesson_id, TRUE), now);
  return ak_progress_save (self, error);
}

/**
 * ak_progress_record_answer:
 * @self: a progress store
 * @lesson_id: a lesson id
 * @question_id: the question answered
 * @correct: whether the answer was right
 * @error: return location for an error in %AK_PROGRESS_ERROR
 *
 * Counts one more answer to @question_id (at most 100000 are counted) and
 * keeps whether it was right; an action (ak_progress_note_activity()).
 * The quiz page calls this for the first answer to a question in each
 * attempt. Saves.
 *
 * Returns: %TRUE if saved
 */
gboolean
ak_progress_record_answer (AkProgress  *self,
                           const char  *lesson_id,
                           const char  *question_id,
                           gboolean     correct,
                           GError     **error)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_utc ();
  LessonProgress *lesson;
  GHashTable *answers;
  Answer *answer;

  g_return_val_if_fail (AK_IS_PROGRESS (self), FALSE);
  g_return_val_if_fail (lesson_id != NULL && lesson_id[0] != '\0', FALSE);
  g_return_val_if_fail (question_id != NULL && question_id[0] != '\0', FALSE);

  lesson = record_for (self, lesson_id, TRUE);
  answers = ak_progress_lesson_answers (lesson);
  answer = g_hash_table_lookup (answers, question_id);
  if (answer == NULL)
    {
      if (g_hash_table_size (answers) >= MAX_COUNT)
        return TRUE;
      answer = g_new0 (Answer, 1);
      g_hash_table_insert (answers, g_strdup (question_id), answer);
    }
  answer->attempts = MIN (answer->attempts + 1, MAX_COUNT);
  answer->correct = correct;
  ak_progress_lesson_note_activity (lesson, now);
  return ak_progress_save (self, error);
}

/**
 * ak_progress_get_activity:
 * @self: a progress store
 * @lesson_id: a lesson id
 * @first: (out) (optional) (transfer full): the first action
 * @last: (out) (optional) (transfer full): the last action
 * @active_seconds: (out) (optional): time on task, in seconds
 *
 * Returns: %TRUE if @lesson_id has any action recorded
 */
gboolean
ak_progress_get_activity (AkProgress  *self,
                          const char  *lesson_id,
                          GDateTime  **first,
                          GDateTime  **last,
                          guint64     *active_seconds)
{
  LessonProgress *lesson;

  g_return_val_if_fail (AK_IS_PROGRESS (self), FALSE);
  g_return_val_if_fail (lesson_id != NULL, FALSE);

  lesson = record_for (self, lesson_id, FALSE);
  if (lesson == NULL || lesson->last_activity == NULL)
    return FALSE;
  if (first != NULL)
    *first = g_date_time_ref (lesson->first_activity);
  if (last != NULL)
    *last = g_date_time_ref (lesson->last_activity);
  if (active_seconds != NULL)
    *active_seconds = lesson->active_seconds;
  return TRUE;
}

/**
 * ak_progress_get_answer:
 * @self: a progress store
 * @lesson_id: a lesson id
 * @question_id: a question id
 * @attempts: (out) (optional): how many times it was answered
 * @correct: (out) (optional): whether the last answer was right
 *
 * Returns: %TRUE if @question_id was answered
 */
gboolean
ak_progress_get_answer (AkProgress *self,
                        const char *lesson_id,
                        const char *question_id,
                        guint      *attempts,
                        gboolean   *correct)
{
  LessonProgress *lesson;
  Answer *answer;

  g_return_val_if_fail (AK_IS_PROGRESS (self), FALSE);
  g_return_val_if_fail (lesson_id != NULL && question_id != NULL, FALSE);

  lesson = record_for (self, lesson_id, FALSE);
  answer = lesson != NULL && lesson->answers != NULL ? g_hash_table_lookup (lesson->answers, question_id) : NULL;
  if (answer == NULL)
    return FALSE;
  if (attempts != NULL)
    *attempts = answer->attempts;
  if (correct != NULL)
    *correct = answer->correct;
  return TRUE;
}

/**
 * _ak_progress_record_placements:
 * @self: a progress store
 * @lesson_id: a lesson id
 * @game: a sort game just checked
 *
 * Keeps where each card of @game is and whether that is right, in place
 * of the placements of an earlier check. Not saved: the sort result saved
 * right after (ak_progress_set_sort_result()) writes them.
 */
void
_ak_progress_record_placements (AkProgress *self,
                                const char *lesson_id,
                                AkSortGame *game)
{
  LessonProgress *lesson = record_for (self, lesson_id, TRUE);
  GHashTable *placements = ak_progress_lesson_placements (lesson);

  g_hash_table_remove_all (placements);
  for (guint i = 0; i < ak_sort_game_get_n_pieces (game) && i < MAX_COUNT; i++)
    {
      const char *id = ak_sort_game_get_piece_id (game, i);
      AkSortLocation location = ak_sort_game_get_location (game, id);
      Placement *placement;

      if (location == AK_SORT_LOCATION_TRAY)
        continue;
      placement = g_new0 (Placement, 1);
      placement->bin = location;
      placement->correct = ak_sort_game_is_correct (game, id);
      g_hash_table_insert (placements, g_strdup (id), placement);
    }
}

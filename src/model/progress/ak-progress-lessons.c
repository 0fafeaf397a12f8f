/* ak-progress-lessons.c: each lesson's saved progress
 *
 * The page shown last, the quiz attempt and its best score, and the sort
 * game's last result, by lesson id; every change is saved at once.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ak-progress-private.h"

static LessonProgress *
lesson_for (AkProgress *self,
            const char *lesson_id,
            gboolean    create)
{
  return ak_progress_lesson_lookup (self->lessons, lesson_id, create);
}

static int
compare_ids (gconstpointer a,
             gconstpointer b)
{
  return g_strcmp0 (*(const char * const *) a, *(const char * const *) b);
}

/**
 * ak_progress_list_lessons:
 * @self: a progress store
 *
 * Returns: (transfer full): the ids of every lesson with saved progress,
 *   sorted (strcmp order)
 */
GStrv
ak_progress_list_lessons (AkProgress *self)
{
  g_autoptr(GPtrArray) ids = g_ptr_array_new ();
  GHashTableIter iter;
  gpointer key;

  g_return_val_if_fail (AK_IS_PROGRESS (self), NULL);

  g_hash_table_iter_init (&iter, self->lessons);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    g_ptr_array_add (ids, g_strdup (key));
  g_ptr_array_sort (ids, compare_ids);
  g_ptr_array_add (ids, NULL);

  return (GStrv) g_ptr_array_free (g_steal_pointer (&ids), FALSE);
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
  g_clear_pointer (&lesson->last_page_date, g_date_time_unref);
  lesson->last_page_date = g_date_time_new_now_utc ();
  ak_progress_lesson_note_activity (lesson, lesson->last_page_date);
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
  g_clear_pointer (&lesson->attempt_date, g_date_time_unref);
  lesson->attempt_date = g_date_time_new_now_utc ();
  ak_progress_lesson_note_activity (lesson, lesson->attempt_date);

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
  ak_progress_lesson_note_activity (lesson, lesson->sort.date);
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

  if (progress == NULL || total == 0 || total > MAX_COUNT)
    return;
  _ak_progress_record_placements (progress, watch->lesson_id, game);
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

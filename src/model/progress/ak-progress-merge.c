/* ak-progress-merge.c: two instances' progress made one
 *
 * Before a save writes the file, ak-progress re-reads it under a lock and
 * merges what another instance (another seat of a shared account, another
 * session bus) saved since: per lesson and per record, the newer record
 * wins, so no save removes another instance's newer answer.
 *
 * - last page and quiz attempt: the later change (their dates; a record
 *   without a date, from an older build, is older than any dated one)
 * - best quiz score: the higher fraction right, a tie keeps the earlier date
 * - sort-game result: the later check
 * - each question's result: the one answered more often (this instance's
 *   on a tie); the sort cards' placements go with the sort result
 * - each prediction: the one checked more often, on a tie the later check
 * - activity: the earlier first and the later last action, the longer
 *   time on task (each instance's total already holds what it merged)
 * - which lesson it is: this instance's source and title (the other's
 *   where this one has none), the digests of both
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ak-progress-records.h"

/* Whether @date is later than @than; NULL is earlier than any date, and
 * two NULLs are equal. */
gboolean
ak_progress_merge_is_newer (GDateTime *date,
                            GDateTime *than)
{
  if (date == NULL)
    return FALSE;
  if (than == NULL)
    return TRUE;

  return g_date_time_compare (date, than) > 0;
}

static void
swap_pointers (gpointer *a,
               gpointer *b)
{
  gpointer held = *a;

  *a = *b;
  *b = held;
}

static void
swap_results (Result *a,
              Result *b)
{
  Result held = *a;

  *a = *b;
  *b = held;
}

/* Whether @other beats @mine as the best score: a higher fraction, or the
 * same fraction reached earlier. */
static gboolean
better_best (const Result *other,
             const Result *mine)
{
  guint64 left, right;

  if (other->date == NULL)
    return FALSE;
  if (mine->date == NULL)
    return TRUE;

  left = (guint64) other->score * mine->total;
  right = (guint64) mine->score * other->total;
  return left > right || (left == right && g_date_time_compare (other->date, mine->date) < 0);
}

/* Moves into @mine each record of @other that is newer (or better); what
 * @other keeps afterwards is freed with it. */
static void
merge_identity (LessonProgress *mine,
                LessonProgress *other)
{
  if (mine->source == NULL)
    swap_pointers ((gpointer *) &mine->source, (gpointer *) &other->source);
  if (mine->title == NULL)
    swap_pointers ((gpointer *) &mine->title, (gpointer *) &other->title);
  /* The other's go after mine, newest first, while there is room. */
  for (guint i = 0; other->digests != NULL && i < other->digests->len; i++)
    {
      const char *digest = g_ptr_array_index (other->digests, i);

      if (mine->digests == NULL)
        mine->digests = g_ptr_array_new_with_free_func (g_free);
      if (mine->digests->len < AK_PROGRESS_MAX_DIGESTS &&
          !g_ptr_array_find_with_equal_func (mine->digests, digest, g_str_equal, NULL))
        g_ptr_array_add (mine->digests, g_strdup (digest));
    }
}

/* Moves each item of @theirs that @wins over @mine's item of the same
 * key (or that @mine lacks) into @mine. */
static void
merge_items (GHashTable *mine,
             GHashTable *theirs,
             gboolean  (*wins) (gconstpointer theirs, gconstpointer have))
{
  GHashTableIter iter;
  gpointer key, value;

  if (theirs == NULL)
    return;

  g_hash_table_iter_init (&iter, theirs);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      gconstpointer have = g_hash_table_lookup (mine, key);

      if (have != NULL && !wins (value, have))
        continue;
      g_hash_table_iter_steal (&iter);
      g_hash_table_replace (mine, key, value);
    }
}

/* A question's result answered more often wins, this instance's on a tie. */
static gboolean
answer_wins (gconstpointer theirs,
             gconstpointer have)
{
  return ((const Answer *) theirs)->attempts > ((const Answer *) have)->attempts;
}

/* A prediction checked more often wins; on a tie the later check. */
static gboolean
prediction_wins (gconstpointer theirs,
                 gconstpointer have)
{
  const AkPredictionRecord *a = theirs, *b = have;

  return a->attempts > b->attempts || (a->attempts == b->attempts && ak_progress_merge_is_newer (a->date, b->date));
}

static void
merge_activity (LessonProgress *mine,
                LessonProgress *other)
{
  if (other->first_activity == NULL)
    return;
  if (mine->first_activity == NULL || g_date_time_compare (other->first_activity, mine->first_activity) < 0)
    swap_pointers ((gpointer *) &mine->first_activity, (gpointer *) &other->first_activity);
  if (ak_progress_merge_is_newer (other->last_activity, mine->last_activity))
    swap_pointers ((gpointer *) &mine->last_activity, (gpointer *) &other->last_activity);
  mine->active_seconds = MAX (mine->active_seconds, other->active_seconds);
}

static void
merge_lesson (LessonProgress *mine,
              LessonProgress *other)
{
  merge_identity (mine, other);
  if (other->answers != NULL)
    merge_items (ak_progress_lesson_answers (mine), other->answers, answer_wins);
  if (other->predictions != NULL)
    merge_items (ak_progress_lesson_predictions (mine), other->predictions, prediction_wins);
  merge_activity (mine, other);
  if (other->last_page != NULL &&
      (mine->last_page == NULL || ak_progress_merge_is_newer (other->last_page_date, mine->last_page_date)))
    {
      swap_pointers ((gpointer *) &mine->last_page, (gpointer *) &other->last_page);
      swap_pointers ((gpointer *) &mine->last_page_date, (gpointer *) &other->last_page_date);
    }

  if (other->attempt != NULL &&
      (mine->attempt == NULL || ak_progress_merge_is_newer (other->attempt_date, mine->attempt_date)))
    {
      swap_pointers ((gpointer *) &mine->attempt, (gpointer *) &other->attempt);
      swap_pointers ((gpointer *) &mine->attempt_date, (gpointer *) &other->attempt_date);
    }

  if (better_best (&other->best, &mine->best))
    swap_results (&mine->best, &other->best);

  if (ak_progress_merge_is_newer (other->sort.date, mine->sort.date))
    {
      swap_results (&mine->sort, &other->sort);
      swap_pointers ((gpointer *) &mine->placements, (gpointer *) &other->placements);
    }
}

/**
 * ak_progress_merge_lessons:
 * @lessons: (element-type utf8 LessonProgress): this instance's progress,
 *   changed in place
 * @disk: (element-type utf8 LessonProgress): the progress read from the
 *   file just now; emptied (its records move into @lessons or are freed)
 *
 * Merges @disk into @lessons record by record, by the rules at the top of
 * this file; a lesson only @disk has is taken whole.
 */
void
ak_progress_merge_lessons (GHashTable *lessons,
                           GHashTable *disk)
{
  GHashTableIter iter;
  gpointer key, value;

  g_hash_table_iter_init (&iter, disk);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      LessonProgress *mine = g_hash_table_lookup (lessons, key);

      if (mine != NULL)
        {
          merge_lesson (mine, value);
          continue;
        }

      g_hash_table_iter_steal (&iter);
      g_hash_table_insert (lessons, key, value);
    }

  g_hash_table_remove_all (disk);
}

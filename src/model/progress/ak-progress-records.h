/* ak-progress-records.h: the records of ak-progress and their JSON form
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ak-gpu-report.h"
#include "ak-machine-report.h"
#include "ak-progress-error.h"
#include "ak-progress-predictions.h"
#include "ak-quiz.h"
#include "ak-sort-game.h"

G_BEGIN_DECLS

#define AK_PROGRESS_FORMAT_NAME "accelerator-kitchen-progress"
/* Larger counts are not from this app: a lesson has far fewer items. */
#define MAX_COUNT 100000

typedef struct {
  guint      score;  /* right answers (or cards sorted right) */
  guint      total;
  GDateTime *date;   /* NULL when there is no result */
} Result;

/* The dates say which of two instances' records is newer when a save
 * merges with the file (ak-progress-merge); NULL (a file of an older
 * build) is older than any date. */
/* Which lesson a record is (ak-progress-identity.c): the file it was last
 * opened from, the digests of the versions seen (ak_lesson_get_digest(),
 * newest first, at most AK_PROGRESS_MAX_DIGESTS) and its title. */
#define AK_PROGRESS_MAX_DIGESTS 8

/* The learner's answers and placements (ak-progress-activity.c). */
typedef struct {
  guint     attempts;  /* how many times the question was answered, retakes too */
  gboolean  correct;   /* whether the last answer was right */
} Answer;

typedef struct {
  AkSortLocation bin;  /* the bin it was placed in, never the tray */
  gboolean  correct;   /* whether that is the right bin */
} Placement;

/* A gap between two actions longer than this is time away, not on task. */
#define AK_PROGRESS_IDLE_SECONDS 300

typedef struct {
  char          *source;
  GPtrArray     *digests;
  char          *title;
  char          *last_page;
  GDateTime     *last_page_date;
  AkQuizAttempt *attempt;
  GDateTime     *attempt_date;
  Result         best;
  Result         sort;
  GHashTable    *answers;      /* question id -> Answer, or NULL */
  GHashTable    *placements;   /* piece id -> Placement at the last check, or NULL */
  GHashTable    *predictions;  /* "PAGE/PREDICTION" -> AkPredictionRecord, or NULL */
  GDateTime     *first_activity;
  GDateTime     *last_activity;
  guint64        active_seconds;
} LessonProgress;

/* ak-progress-records.c */
void        ak_progress_lesson_free     (gpointer               data);
const char *ak_progress_bin_name        (AkSortLocation         bin);
gboolean    ak_progress_bin_from_name   (const char            *name,
                                         AkSortLocation        *out_bin);
void        ak_progress_lesson_add_digest (LessonProgress      *lesson,
                                           const char          *digest);
void        ak_progress_lesson_note_activity (LessonProgress   *lesson,
                                              GDateTime        *when);
GHashTable *ak_progress_lesson_answers    (LessonProgress      *lesson);
GHashTable *ak_progress_lesson_placements (LessonProgress      *lesson);
GHashTable *ak_progress_lesson_predictions (LessonProgress     *lesson);
char       *ak_progress_prediction_key    (const char          *page_id,
                                           const char          *prediction_id);
const char *ak_progress_prediction_split  (const char          *key,
                                           char               **page_id);
const char *ak_progress_verdict_name      (gboolean             memory);
GHashTable *ak_progress_lessons_new     (void);
LessonProgress *ak_progress_lesson_lookup (GHashTable       *lessons,
                                           const char       *lesson_id,
                                           gboolean          create);

/* What was measured on this computer: the CPU and the GPUs, each dated;
 * any part may be NULL. */
typedef struct {
  AkMachineReport  *machine;
  GDateTime        *machine_date;
  AkGpuMeasurement *gpus;
  GDateTime        *gpus_date;
} Measurements;

void        ak_progress_measurements_clear (Measurements        *measurements);

/* ak-progress-merge.c */
void        ak_progress_merge_lessons   (GHashTable             *lessons,
                                         GHashTable             *disk);
gboolean    ak_progress_merge_is_newer  (GDateTime              *date,
                                         GDateTime              *than);

/* ak-progress-format.c */
GHashTable *ak_progress_format_parse    (const char             *contents,
                                         gsize                   length,
                                         Measurements           *measured,
                                         GError                **error);
char       *ak_progress_format_to_json  (GHashTable             *lessons,
                                         const Measurements     *measured,
                                         gsize                  *length);

G_END_DECLS

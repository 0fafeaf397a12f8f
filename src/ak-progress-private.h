/* ak-progress-private.h: the records of ak-progress and their JSON form
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ak-gpu-report.h"
#include "ak-progress.h"

G_BEGIN_DECLS

#define AK_PROGRESS_FORMAT_NAME "accelerator-kitchen-progress"
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

void        ak_progress_lesson_free     (gpointer               data);
GHashTable *ak_progress_lessons_new     (void);

/* What was measured on this computer: the CPU and the GPUs, each dated;
 * any part may be NULL. */
typedef struct {
  AkMachineReport  *machine;
  GDateTime        *machine_date;
  AkGpuMeasurement *gpus;
  GDateTime        *gpus_date;
} Measurements;

void        ak_progress_measurements_clear (Measurements        *measurements);

/* ak-progress-format.c */
GHashTable *ak_progress_format_parse    (const char             *contents,
                                         gsize                   length,
                                         Measurements           *measured,
                                         GError                **error);
char       *ak_progress_format_to_json  (GHashTable             *lessons,
                                         const Measurements     *measured,
                                         gsize                  *length);

G_END_DECLS

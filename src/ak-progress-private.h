/* ak-progress-private.h: the records of ak-progress and their JSON form
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

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

/* ak-progress-format.c */
GHashTable *ak_progress_format_parse    (const char             *contents,
                                         gsize                   length,
                                         AkMachineReport       **machine,
                                         GDateTime             **machine_date,
                                         GError                **error);
char       *ak_progress_format_to_json  (GHashTable             *lessons,
                                         const AkMachineReport  *machine,
                                         GDateTime              *machine_date,
                                         gsize                  *length);

G_END_DECLS

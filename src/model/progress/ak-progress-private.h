/* ak-progress-private.h: what the progress store's files share
 *
 * ak-progress.c holds the object, the notice, loading and saving;
 * ak-progress-lessons.c each lesson's records, ak-progress-machine.c the
 * measurement of this computer. Those two call into ak-progress.c, never
 * the other way.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ak-progress.h"
#include "ak-progress-records.h"

G_BEGIN_DECLS

struct _AkProgress
{
  GObject     parent_instance;

  char       *path;
  GHashTable *lessons;       /* lesson id -> LessonProgress */
  Measurements measured;     /* this computer's CPU and GPUs; parts may be NULL */
  GError     *save_blocked;  /* why nothing is saved, or NULL */
  char       *notice;
  gboolean    notice_is_save_failure;  /* a later save that works takes it back */
  gboolean    warned;
  char       *learner;       /* the name exports give, or NULL for the account's */
};

void _ak_progress_machine_changed (AkProgress *self);
void _ak_progress_record_placements (AkProgress *self,
                                     const char *lesson_id,
                                     AkSortGame *game);

G_END_DECLS

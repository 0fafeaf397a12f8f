/* ak-progress.h: what the learner has done, kept across restarts
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "ak-gpu-report.h"
#include "ak-machine-probe.h"
#include "ak-progress-error.h"
#include "ak-quiz.h"
#include "ak-sort-game.h"

G_BEGIN_DECLS

#define AK_TYPE_PROGRESS (ak_progress_get_type ())

G_DECLARE_FINAL_TYPE (AkProgress, ak_progress, AK, PROGRESS, GObject)

char                *ak_progress_get_default_path     (void);

AkProgress          *ak_progress_new                  (const char          *path);
const char          *ak_progress_get_path             (AkProgress          *self);
gboolean             ak_progress_load                 (AkProgress          *self,
                                                       GError             **error);
gboolean             ak_progress_save                 (AkProgress          *self,
                                                       GError             **error);
gboolean             ak_progress_get_can_save         (AkProgress          *self);
const char          *ak_progress_get_notice           (AkProgress          *self);
void                 ak_progress_dismiss_notice       (AkProgress          *self);
gboolean             ak_progress_reset                (AkProgress          *self,
                                                       GError             **error);

GStrv                ak_progress_list_lessons         (AkProgress          *self);
const char          *ak_progress_get_last_page        (AkProgress          *self,
                                                       const char          *lesson_id);
gboolean             ak_progress_set_last_page        (AkProgress          *self,
                                                       const char          *lesson_id,
                                                       const char          *page_id,
                                                       GError             **error);

const AkQuizAttempt *ak_progress_get_quiz_attempt     (AkProgress          *self,
                                                       const char          *lesson_id);
gboolean             ak_progress_set_quiz_attempt     (AkProgress          *self,
                                                       const char          *lesson_id,
                                                       const AkQuizAttempt *attempt,
                                                       GError             **error);
gboolean             ak_progress_get_best_quiz_score  (AkProgress          *self,
                                                       const char          *lesson_id,
                                                       guint               *score,
                                                       guint               *total,
                                                       GDateTime          **date);
gboolean             ak_progress_record_quiz_score    (AkProgress          *self,
                                                       const char          *lesson_id,
                                                       guint                score,
                                                       guint                total,
                                                       GDateTime           *date,
                                                       GError             **error);

gboolean             ak_progress_get_sort_result      (AkProgress          *self,
                                                       const char          *lesson_id,
                                                       guint               *correct,
                                                       guint               *total,
                                                       GDateTime          **date);
gboolean             ak_progress_set_sort_result      (AkProgress          *self,
                                                       const char          *lesson_id,
                                                       guint                correct,
                                                       guint                total,
                                                       GError             **error);
const AkMachineReport *ak_progress_get_machine_report (AkProgress          *self,
                                                       GDateTime          **date);
gboolean             ak_progress_set_machine_report   (AkProgress          *self,
                                                       const AkMachineReport *report,
                                                       GError             **error);
const AkGpuMeasurement *ak_progress_get_gpu_measurement (AkProgress        *self,
                                                         GDateTime        **date);
gboolean             ak_progress_set_gpu_measurement  (AkProgress             *self,
                                                       const AkGpuMeasurement *measurement,
                                                       GError                **error);
void                 ak_progress_watch_sort_game      (AkProgress          *self,
                                                       const char          *lesson_id,
                                                       AkSortGame          *game);

G_END_DECLS

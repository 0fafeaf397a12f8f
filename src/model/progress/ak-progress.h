/* ak-progress.h: what the learner has done, kept across restarts
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "ak-gpu-report.h"
#include "ak-machine-probe.h"
#include "ak-quiz.h"
#include "ak-sort-game.h"

G_BEGIN_DECLS

/* The file format this build writes; it reads this version and older. */
#define AK_PROGRESS_VERSION 1

#define AK_PROGRESS_ERROR (ak_progress_error_quark ())

/**
 * AkProgressError:
 * @AK_PROGRESS_ERROR_CORRUPT: the saved file is not JSON, is empty or has
 *   the wrong shape; it was moved aside and progress starts afresh
 * @AK_PROGRESS_ERROR_VERSION: the saved file comes from a newer version of
 *   the app; it is left alone and nothing is saved
 * @AK_PROGRESS_ERROR_READ: the saved file exists but could not be read;
 *   nothing is saved so that it is not overwritten
 * @AK_PROGRESS_ERROR_WRITE: progress cannot be saved (for example the data
 *   directory cannot be created or written)
 */
typedef enum {
  AK_PROGRESS_ERROR_CORRUPT,
  AK_PROGRESS_ERROR_VERSION,
  AK_PROGRESS_ERROR_READ,
  AK_PROGRESS_ERROR_WRITE,
} AkProgressError;

#define AK_TYPE_PROGRESS (ak_progress_get_type ())

G_DECLARE_FINAL_TYPE (AkProgress, ak_progress, AK, PROGRESS, GObject)

GQuark               ak_progress_error_quark          (void);
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

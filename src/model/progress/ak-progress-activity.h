/* ak-progress-activity.h: what the learner did in a lesson, for the teacher's export
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ak-progress.h"

G_BEGIN_DECLS

gboolean ak_progress_note_activity     (AkProgress  *self,
                                        const char  *lesson_id,
                                        GDateTime   *when,
                                        GError     **error);
gboolean ak_progress_record_answer     (AkProgress  *self,
                                        const char  *lesson_id,
                                        const char  *question_id,
                                        gboolean     correct,
                                        GError     **error);
gboolean ak_progress_get_activity      (AkProgress  *self,
                                        const char  *lesson_id,
                                        GDateTime  **first,
                                        GDateTime  **last,
                                        guint64     *active_seconds);
gboolean ak_progress_get_answer        (AkProgress  *self,
                                        const char  *lesson_id,
                                        const char  *question_id,
                                        guint       *attempts,
                                        gboolean    *correct);

G_END_DECLS

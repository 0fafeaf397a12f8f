/* ak-progress-identity.h: one progress record per lesson, and which lesson it is
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ak-lesson-library.h"
#include "ak-progress.h"

G_BEGIN_DECLS

gboolean    ak_progress_claim_lesson         (AkProgress  *self,
                                              AkLesson    *lesson,
                                              GPtrArray   *known,
                                              GError     **error);
const char *ak_progress_get_lesson_title     (AkProgress  *self,
                                              const char  *lesson_id);
const char *ak_progress_get_lesson_source    (AkProgress  *self,
                                              const char  *lesson_id);
const char *ak_progress_get_lesson_digest    (AkProgress  *self,
                                              const char  *lesson_id);

G_END_DECLS

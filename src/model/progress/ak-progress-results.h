/* ak-progress-results.h: a learner's results as one JSON object, and that object as CSV rows
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

#include "ak-progress.h"

G_BEGIN_DECLS

/* The "format" of one learner's results, and of a class sheet. */
#define AK_PROGRESS_EXPORT_FORMAT_NAME "accelerator-kitchen-results"
#define AK_PROGRESS_CLASS_FORMAT_NAME "accelerator-kitchen-class-results"

void        ak_progress_set_learner           (AkProgress  *self,
                                               const char  *learner);
const char *ak_progress_get_learner           (AkProgress  *self);
char       *ak_progress_default_learner       (void);

JsonNode   *ak_progress_results_build         (AkProgress  *progress,
                                               const char  *exported);
void        ak_progress_results_csv_header    (GString     *csv);
void        ak_progress_results_append_csv    (GString     *csv,
                                               JsonObject  *results);

G_END_DECLS

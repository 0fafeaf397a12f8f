/* ak-progress-class.h: many learners' exported results merged into one class sheet
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* A learner's results file larger than this is refused unread. */
#define AK_PROGRESS_CLASS_MAX_FILE_BYTES (16 * 1024 * 1024)
/* At most this many files are merged into one sheet. */
#define AK_PROGRESS_CLASS_MAX_FILES 10000

JsonNode *ak_progress_class_read_results (GFile               *file,
                                          const char          *display_name,
                                          GError             **error);
gboolean  ak_progress_class_merge        (const char * const  *paths,
                                          GFile               *output,
                                          GError             **error);

G_END_DECLS

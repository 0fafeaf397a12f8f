/* ak-progress-export.h: a learner's results as CSV or JSON, for a teacher
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "ak-progress.h"
#include "ak-progress-results.h"

G_BEGIN_DECLS


/**
 * AkProgressExportFormat:
 * @AK_PROGRESS_EXPORT_CSV: comma-separated values, RFC 4180 quoting, a header row
 * @AK_PROGRESS_EXPORT_JSON: one JSON object
 */
typedef enum {
  AK_PROGRESS_EXPORT_CSV,
  AK_PROGRESS_EXPORT_JSON,
} AkProgressExportFormat;

gboolean  ak_progress_export_format_for_file (GFile                  *file,
                                              AkProgressExportFormat *format,
                                              GError                **error);
char     *ak_progress_export_text            (JsonNode              **results,
                                              guint                   n_results,
                                              AkProgressExportFormat  format,
                                              const char             *merged);
char     *ak_progress_export                 (AkProgress             *progress,
                                              AkProgressExportFormat  format);
gboolean  ak_progress_export_to_file         (AkProgress             *progress,
                                              GFile                  *file,
                                              GError                **error);

G_END_DECLS

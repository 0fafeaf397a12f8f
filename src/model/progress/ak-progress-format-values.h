/* ak-progress-format-values.h: one member of the progress file, checked
 * (ak-progress-format-values.c), for the files that read it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

#include "ak-progress-records.h"

G_BEGIN_DECLS

/* ak-progress-format-values.c: one member of a dictionary of JSON-typed
 * variants, checked; each names @path in its error */
gboolean  ak_progress_format_fail          (GError            **error,
                                            const char         *path,
                                            const char         *what);
gboolean  ak_progress_format_lookup        (GVariant           *dict,
                                            const char         *name,
                                            const GVariantType *type,
                                            gboolean            required,
                                            const char         *path,
                                            GVariant          **out,
                                            GError            **error);
gboolean  ak_progress_format_read_count    (GVariant           *dict,
                                            const char         *name,
                                            const char         *path,
                                            guint64             max,
                                            guint64            *out,
                                            GError            **error);
gboolean  ak_progress_format_read_string   (GVariant           *dict,
                                            const char         *name,
                                            gboolean            required,
                                            const char         *path,
                                            char              **out,
                                            GError            **error);
gboolean  ak_progress_format_read_date     (GVariant           *dict,
                                            const char         *name,
                                            const char         *path,
                                            GDateTime         **out,
                                            GError            **error);

G_END_DECLS

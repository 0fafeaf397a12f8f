/* ak-batch-export.h: the batch explorer's charts as PNG, SVG or PDF
 *
 * Needs no display: only Cairo image, SVG and PDF surfaces and Pango.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "ak-analyze.h"
#include "ak-batch-renderer.h"

G_BEGIN_DECLS

/* The exported charts' size in points (SVG, PDF); PNG doubles it in pixels. */
#define AK_BATCH_EXPORT_WIDTH  960
#define AK_BATCH_EXPORT_HEIGHT 720

gboolean ak_batch_export_to_file      (const AkBatchSweep     *sweep,
                                       GFile                  *file,
                                       GError                **error);
int      ak_batch_export_command_line (GVariantDict           *options,
                                       AkAnalyzeLessonLoader   load_lesson);

G_END_DECLS

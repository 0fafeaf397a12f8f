/* ak-batch-export.h: `--export-chart batch`, the batch explorer's charts as a file
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

int ak_batch_export_command_line (GVariantDict           *options,
                                  AkAnalyzeLessonLoader   load_lesson);

G_END_DECLS

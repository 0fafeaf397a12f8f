/* ak-roofline-export.h: the roofline chart as PNG, SVG or PDF
 *
 * Needs no display: only Cairo image, SVG and PDF surfaces and Pango.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "ak-roofline-renderer.h"

G_BEGIN_DECLS

/* The exported chart's size in points (SVG, PDF); PNG doubles it in pixels. */
#define AK_ROOFLINE_EXPORT_WIDTH  960
#define AK_ROOFLINE_EXPORT_HEIGHT 600

void     ak_roofline_export_colors       (AkColors   *colors);
gboolean ak_roofline_export_to_file      (AkRooflineRenderer *renderer,
                                          GFile              *file,
                                          GError            **error);

G_END_DECLS

/* ak-chips-renderer.h: the chips chart into any cairo_t
 *
 * The step time of a model on 1, 2, 4 … 64 chips split into its compute,
 * memory and link terms on log axes, with the memory wall shaded
 * and the chip count where the link takes over marked. No GTK here: the
 * same code draws on screen, into PNG, SVG and PDF, and in tests. The
 * renderer is an AkChartPainter: each draw keeps its layout for hover,
 * keys and the description.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>
#include <pango/pango.h>

#include "ak-chart-painter.h"
#include "ak-chips-sweep.h"

G_BEGIN_DECLS

/**
 * AkChipsSeries:
 * @AK_CHIPS_SERIES_STEP: the step time, one point per chip count the
 *   policy could split the model over; hover and keys choose from it
 * @AK_CHIPS_SERIES_COMPUTE: the compute term
 * @AK_CHIPS_SERIES_MEMORY: the memory term (HBM, GDDR … as the chip's)
 * @AK_CHIPS_SERIES_LINK: the link term, from 2 chips
 *
 * The series of the kept layout (its one panel has id 0); a point's index
 * is its index in the sweep.
 */
typedef enum {
  AK_CHIPS_SERIES_STEP,
  AK_CHIPS_SERIES_COMPUTE,
  AK_CHIPS_SERIES_MEMORY,
  AK_CHIPS_SERIES_LINK,
} AkChipsSeries;

/**
 * AkChipsMark:
 * @AK_CHIPS_MARK_WALL: the right edge of the shaded memory wall; its value
 *   the fewest chips that hold the model (the axis' end when none does)
 * @AK_CHIPS_MARK_LINK: the dashed line where the link takes over; its
 *   value that chip count
 */
typedef enum {
  AK_CHIPS_MARK_WALL,
  AK_CHIPS_MARK_LINK,
} AkChipsMark;

/* The exported chart's size in points (SVG, PDF); PNG doubles it in pixels. */
#define AK_CHIPS_EXPORT_WIDTH  960
#define AK_CHIPS_EXPORT_HEIGHT 600

#define AK_TYPE_CHIPS_RENDERER (ak_chips_renderer_get_type ())

G_DECLARE_FINAL_TYPE (AkChipsRenderer, ak_chips_renderer, AK, CHIPS_RENDERER, GObject)

AkChipsRenderer    *ak_chips_renderer_new       (void);
void                ak_chips_renderer_set_sweep (AkChipsRenderer    *self,
                                                 const AkChipsSweep *sweep);
const AkChipsSweep *ak_chips_renderer_get_sweep (AkChipsRenderer    *self);
void                ak_chips_renderer_set_memory_type
                                                (AkChipsRenderer    *self,
                                                 const char         *memory_type);
const char         *ak_chips_renderer_get_memory_label
                                                (AkChipsRenderer    *self);

G_END_DECLS

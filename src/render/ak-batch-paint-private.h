/* ak-batch-paint-private.h: the parts of the batch charts' painter
 *
 * The renderer (ak-batch-renderer.c) sets up an AkChartPaint and hands it
 * to the three charts (ak-batch-curves.c: the curves and the split;
 * ak-batch-frontier.c: the frontier), which draw with the shared text and
 * axis helpers of ak-batch-paint.c and record their panels, points and
 * markers in the renderer's kept layout.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ak-batch-renderer.h"
#include "ak-chart-paint-private.h"

G_BEGIN_DECLS

AkLogAxis         ak_batch_paint_axis_of     (const AkBatchSweep      *s,
                                              gsize                    offset,
                                              double                   default_lo,
                                              double                   default_hi,
                                              double                   margin);
void              ak_batch_paint_curve       (AkChartPaint            *p,
                                              const AkBatchSweep      *s,
                                              const cairo_rectangle_t *a,
                                              const AkLogAxis         *x,
                                              const AkLogAxis         *y,
                                              gsize                    x_offset,
                                              gsize                    offset,
                                              AkBatchChart             panel,
                                              AkBatchSeries            series,
                                              const AkColor           *color);

/* ak-batch-curves.c */
void              ak_batch_paint_curves      (AkChartPaint            *p,
                                              const AkBatchSweep      *s,
                                              cairo_rectangle_t        box);
void              ak_batch_paint_split       (AkChartPaint            *p,
                                              const AkBatchSweep      *s,
                                              cairo_rectangle_t        box);

/* ak-batch-frontier.c */
void              ak_batch_paint_frontier    (AkChartPaint            *p,
                                              const AkBatchSweep      *s,
                                              cairo_rectangle_t        box);

G_END_DECLS

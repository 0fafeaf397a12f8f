/* ak-batch-paint-private.h: the parts of the batch charts' painter
 *
 * The renderer (ak-batch-renderer.c) sets up an AkBatchPaint and hands it
 * to the three charts (ak-batch-curves.c: the curves and the split;
 * ak-batch-frontier.c: the frontier), which draw with the shared text and
 * axis helpers of ak-batch-paint.c and record their panels, points and
 * markers in the renderer's kept layout.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <pango/pangocairo.h>

#include "ak-batch-renderer.h"

G_BEGIN_DECLS

#define GAP      4.0   /* text to text, text to axis */
#define MARKER   3.5   /* point radius */
#define MIN_AREA 16.0  /* a smaller data area draws nothing inside */

typedef struct {
  cairo_t                   *cr;
  PangoLayout               *layout;
  const AkChartColors       *c;
  const AkBatchAxisSettings *settings;
  double                     pad;    /* edge to text */
  double                     line;   /* one line of text */
  AkChartLayout             *kept;   /* what the draw leaves for input */
  AkBatchMarks              *marks;
} AkBatchPaint;

typedef enum { AXIS_BOTTOM, AXIS_LEFT, AXIS_RIGHT } AxisSide;

/* ak-batch-paint.c */
void              ak_batch_paint_set_markup  (AkBatchPaint            *p,
                                              const char              *markup,
                                              double                  *out_w,
                                              double                  *out_h);
void              ak_batch_paint_text        (AkBatchPaint            *p,
                                              const char              *markup,
                                              double                   x,
                                              double                   y,
                                              double                   fx,
                                              double                   fy,
                                              const AkColor           *color);
double            ak_batch_paint_text_width  (AkBatchPaint            *p,
                                              const char              *markup);
gboolean          ak_batch_paint_place       (const AkLogAxis         *axis,
                                              double                   value,
                                              double                  *out);
gboolean          ak_batch_paint_to_point    (const cairo_rectangle_t *a,
                                              const AkLogAxis         *x,
                                              const AkLogAxis         *y,
                                              double                   vx,
                                              double                   vy,
                                              double                  *px,
                                              double                  *py);
void              ak_batch_paint_log_ticks   (AkBatchPaint            *p,
                                              const cairo_rectangle_t *a,
                                              const AkLogAxis         *axis,
                                              AxisSide                 side,
                                              gboolean                 grid);
double            ak_batch_paint_widest_tick (AkBatchPaint            *p,
                                              const AkLogAxis         *axis);
void              ak_batch_paint_frame       (AkBatchPaint            *p,
                                              const cairo_rectangle_t *a);
cairo_rectangle_t ak_batch_paint_title       (AkBatchPaint            *p,
                                              const char              *title,
                                              cairo_rectangle_t        box);
AkLogAxis         ak_batch_paint_axis_of     (const AkBatchSweep      *s,
                                              gsize                    offset,
                                              double                   default_lo,
                                              double                   default_hi,
                                              double                   margin);
void              ak_batch_paint_keep_panel  (AkBatchPaint            *p,
                                              AkBatchChart             id,
                                              const cairo_rectangle_t *a,
                                              const AkLogAxis         *x,
                                              const AkLogAxis         *y);
void              ak_batch_paint_curve       (AkBatchPaint            *p,
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
void              ak_batch_paint_curves      (AkBatchPaint            *p,
                                              const AkBatchSweep      *s,
                                              cairo_rectangle_t        box);
void              ak_batch_paint_split       (AkBatchPaint            *p,
                                              const AkBatchSweep      *s,
                                              cairo_rectangle_t        box);

/* ak-batch-frontier.c */
void              ak_batch_paint_frontier    (AkBatchPaint            *p,
                                              const AkBatchSweep      *s,
                                              cairo_rectangle_t        box);

G_END_DECLS

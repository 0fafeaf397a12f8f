/* ak-batch-renderer.h: draws the batch explorer's charts into any cairo_t
 *
 * No GTK here: the same code draws on screen, into PNG, SVG and PDF, and in
 * tests without a display. What is drawn is an AkBatchSweep; the renderer
 * is an AkChartPainter, and keeps the layout of its last draw for hover,
 * clicks and keys.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>
#include <pango/pango.h>

#include "ak-batch-sweep.h"
#include "ak-chart-painter.h"

G_BEGIN_DECLS

/**
 * AkBatchChart:
 * @AK_BATCH_CHART_CURVES: time per token and tokens/s against batch, with
 *   the critical batch and the memory wall
 * @AK_BATCH_CHART_SPLIT: the step time split into weights, KV cache and
 *   compute at the selected batch
 * @AK_BATCH_CHART_FRONTIER: time per token against tokens/s, points by batch
 * @AK_BATCH_CHART_ALL: the three together (curves on top; below them the
 *   split and the frontier side by side, or stacked when narrow)
 */
typedef enum {
  AK_BATCH_CHART_CURVES,
  AK_BATCH_CHART_SPLIT,
  AK_BATCH_CHART_FRONTIER,
  AK_BATCH_CHART_ALL,
} AkBatchChart;

/**
 * AkBatchSeries:
 * @AK_BATCH_SERIES_MS_PER_TOKEN: time per token against batch (curves)
 * @AK_BATCH_SERIES_TOKENS_PER_S: tokens/s against batch (curves)
 * @AK_BATCH_SERIES_FRONTIER: time per token against tokens/s (frontier)
 *
 * The series the renderer keeps in its layout (ak_batch_renderer_get_layout(),
 * whose panels are named by #AkBatchChart); a point's index is its index
 * in the sweep.
 */
typedef enum {
  AK_BATCH_SERIES_MS_PER_TOKEN,
  AK_BATCH_SERIES_TOKENS_PER_S,
  AK_BATCH_SERIES_FRONTIER,
} AkBatchSeries;

/**
 * AkBatchMarks:
 * @has_critical: the critical-batch marker is drawn
 * @critical_x: where, user units
 * @has_wall: the memory wall is shaded
 * @wall_x: its left edge, user units; the shading runs to the curves
 *   panel's right edge
 *
 * Where the last draw put the curves chart's markers.
 */
typedef struct {
  gboolean has_critical;
  double   critical_x;
  gboolean has_wall;
  double   wall_x;
} AkBatchMarks;

/**
 * AkBatchAxisSettings:
 * @padding: from the surface's edges to the text, user units (8)
 * @batch_margin: decades added at each end of the batch axis, beyond the
 *   whole decades around the sweep's batches (0)
 *
 * How the renderer lays its axes out; the kept layout follows, so hover
 * and keys stay on the drawn points whatever these are.
 */
typedef struct {
  double padding;
  double batch_margin;
} AkBatchAxisSettings;

/* The exported charts' size in points (SVG, PDF); PNG doubles it in pixels. */
#define AK_BATCH_EXPORT_WIDTH  960
#define AK_BATCH_EXPORT_HEIGHT 720

#define AK_BATCH_RENDERER_MIN_WIDTH 280

#define AK_TYPE_BATCH_RENDERER (ak_batch_renderer_get_type ())

G_DECLARE_FINAL_TYPE (AkBatchRenderer, ak_batch_renderer, AK, BATCH_RENDERER, GObject)

AkBatchRenderer     *ak_batch_renderer_new               (void);
void                 ak_batch_renderer_set_sweep         (AkBatchRenderer            *self,
                                                          const AkBatchSweep         *sweep);
const AkBatchSweep  *ak_batch_renderer_get_sweep         (AkBatchRenderer            *self);
void                 ak_batch_renderer_set_selected      (AkBatchRenderer            *self,
                                                          guint                       index);
void                 ak_batch_renderer_set_chart         (AkBatchRenderer            *self,
                                                          AkBatchChart                chart);
void                 ak_batch_renderer_set_font          (AkBatchRenderer            *self,
                                                          const PangoFontDescription *font);
void                 ak_batch_renderer_set_axis_settings (AkBatchRenderer            *self,
                                                          const AkBatchAxisSettings  *settings);

void                 ak_batch_renderer_draw              (AkBatchRenderer            *self,
                                                          cairo_t                    *cr,
                                                          double                      width,
                                                          double                      height,
                                                          const AkChartColors        *colors);
const AkChartLayout *ak_batch_renderer_get_layout        (AkBatchRenderer            *self);
void                 ak_batch_renderer_get_marks         (AkBatchRenderer            *self,
                                                          AkBatchMarks               *out_marks);
char                *ak_batch_renderer_describe          (AkBatchRenderer            *self);
double               ak_batch_renderer_get_min_width     (AkBatchRenderer            *self,
                                                          PangoContext               *context);

G_END_DECLS

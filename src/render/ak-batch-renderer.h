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
 * in the sweep. Hover and keys choose from %AK_BATCH_SERIES_MS_PER_TOKEN.
 */
typedef enum {
  AK_BATCH_SERIES_MS_PER_TOKEN,
  AK_BATCH_SERIES_TOKENS_PER_S,
  AK_BATCH_SERIES_FRONTIER,
} AkBatchSeries;

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

void                 ak_batch_renderer_draw              (AkBatchRenderer            *self,
                                                          cairo_t                    *cr,
                                                          double                      width,
                                                          double                      height,
                                                          const AkChartColors        *colors);
const AkChartLayout *ak_batch_renderer_get_layout        (AkBatchRenderer            *self);
double               ak_batch_renderer_get_min_width     (AkBatchRenderer            *self,
                                                          PangoContext               *context);

/**
 * AkBatchMark:
 * @AK_BATCH_MARK_CRITICAL: the critical batch's dashed line; its value the
 *   critical batch
 * @AK_BATCH_MARK_WALL: the left edge of the shaded memory wall; its value
 *   the largest batch that fits + 0.5 (the axis' start when none fits)
 *
 * The marks of the curves panel in the kept layout (ak_chart_layout_get_mark()).
 */
typedef enum {
  AK_BATCH_MARK_CRITICAL,
  AK_BATCH_MARK_WALL,
} AkBatchMark;

G_END_DECLS

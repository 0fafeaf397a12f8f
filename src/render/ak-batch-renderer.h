/* ak-batch-renderer.h: draws the batch explorer's charts into any cairo_t
 *
 * No GTK here: the same code draws on screen, into PNG, SVG and PDF, and in
 * tests without a display. What is drawn is an AkBatchSweep.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>
#include <pango/pango.h>

#include "ak-batch-sweep.h"
#include "ak-color.h"

G_BEGIN_DECLS

/**
 * AkBatchColors:
 * @foreground: text, axes, grid and the time-per-token curve
 * @background: filled behind the chart; alpha 0 draws no background
 * @throughput: the tokens/s curve
 * @weights: reading the weights; memory-bound points of the frontier
 * @kv: reading the KV cache
 * @compute: the arithmetic; the critical-batch marker; compute-bound points
 * @wall: the shading past the largest batch that fits
 */
typedef struct {
  AkColor foreground;
  AkColor background;
  AkColor throughput;
  AkColor weights;
  AkColor kv;
  AkColor compute;
  AkColor wall;
} AkBatchColors;

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
 * AkBatchLayout:
 * @curves: the curves chart's data area, user units (zero if not drawn)
 * @split: the split chart's data area
 * @frontier: the frontier chart's data area
 * @has_critical: the critical-batch marker is drawn
 * @critical_x: where, user units
 * @has_wall: the memory wall is shaded
 * @wall_x: its left edge, user units; the shading runs to the data area's
 *   right edge
 *
 * Where the last draw put things, for hit-testing and tests.
 */
typedef struct {
  cairo_rectangle_t curves;
  cairo_rectangle_t split;
  cairo_rectangle_t frontier;
  gboolean          has_critical;
  double            critical_x;
  gboolean          has_wall;
  double            wall_x;
} AkBatchLayout;

void  ak_batch_colors_init      (AkBatchColors              *colors,
                                 const AkColor              *foreground,
                                 const AkColor              *background);
void  ak_batch_renderer_draw    (cairo_t                    *cr,
                                 const AkBatchSweep         *sweep,
                                 AkBatchChart                chart,
                                 double                      width,
                                 double                      height,
                                 const AkBatchColors        *colors,
                                 const PangoFontDescription *font,
                                 AkBatchLayout              *out_layout);
char *ak_batch_renderer_describe (const AkBatchSweep        *sweep);

#define AK_BATCH_RENDERER_MIN_WIDTH 280

double ak_batch_renderer_min_width (PangoContext               *context,
                                    const PangoFontDescription *font);

G_END_DECLS

/* ak-chart-colors.h: the one palette every chart is drawn with
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ak-color.h"

G_BEGIN_DECLS

/**
 * AkChartColors:
 * @foreground: text, axes and grid; the batch chart's time-per-token curve
 * @background: filled behind the chart; alpha 0 draws no background
 * @roof: the roofline's selected accelerator's roof
 * @compare: purple: the roofline's second accelerator's roof; the batch
 *   chart's KV cache
 * @memory: blue: points under the sloped (memory) roof; the batch chart's
 *   weights and memory-bound points
 * @compute: orange: points under the flat (compute) roof; the batch
 *   chart's arithmetic, critical batch and compute-bound points
 * @accent: the ring around the selected point
 * @vector: green: the vector units' roof (operator view); the batch
 *   chart's tokens/s curve
 * @shade: faint shading: the batch chart's memory wall
 *
 * The colours a chart painter is given, from the theme or fixed; plain
 * values, so the painters draw the same with or without GTK.
 */
typedef struct {
  AkColor foreground;
  AkColor background;
  AkColor roof;
  AkColor compare;
  AkColor memory;
  AkColor compute;
  AkColor accent;
  AkColor vector;
  AkColor shade;
} AkChartColors;

void ak_chart_colors_init        (AkChartColors *colors,
                                  const AkColor *foreground,
                                  const AkColor *background);
void ak_chart_colors_init_export (AkChartColors *colors);

G_END_DECLS

/* ak-chart-paint-private.h: text and log axes shared by the charts'
 * painters (ak-chart-paint.c)
 *
 * A painter sets up an AkChartPaint for one draw and hands it to its
 * parts, which draw with these helpers and record their panels, points
 * and marks in the painter's kept layout.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <pango/pangocairo.h>

#include "ak-chart-painter.h"
#include "ak-log-axis.h"

G_BEGIN_DECLS

#define GAP      4.0   /* text to text, text to axis */
#define MARKER   3.5   /* point radius */
#define MIN_AREA 16.0  /* a smaller data area draws nothing inside */

typedef struct {
  cairo_t                   *cr;
  PangoLayout               *layout;
  const AkChartColors       *c;
  const AkChartAxisSettings *settings;
  double                     pad;    /* edge to text */
  double                     line;   /* one line of text */
  AkChartLayout             *kept;   /* what the draw leaves for input */
} AkChartPaint;

typedef enum { AXIS_BOTTOM, AXIS_LEFT, AXIS_RIGHT } AxisSide;

void              ak_chart_paint_begin       (AkChartPaint            *p,
                                              cairo_t                 *cr,
                                              const PangoFontDescription *font,
                                              const AkChartColors     *colors,
                                              const AkChartAxisSettings *settings,
                                              AkChartLayout           *kept);
void              ak_chart_paint_end         (AkChartPaint            *p);
void              ak_chart_paint_set_markup  (AkChartPaint            *p,
                                              const char              *markup,
                                              double                  *out_w,
                                              double                  *out_h);
void              ak_chart_paint_text        (AkChartPaint            *p,
                                              const char              *markup,
                                              double                   x,
                                              double                   y,
                                              double                   fx,
                                              double                   fy,
                                              const AkColor           *color);
double            ak_chart_paint_text_width  (AkChartPaint            *p,
                                              const char              *markup);
char             *ak_chart_paint_swatch      (const AkColor           *color,
                                              const char              *symbol,
                                              const char              *name);
gboolean          ak_chart_paint_place       (const AkLogAxis         *axis,
                                              double                   value,
                                              double                  *out);
gboolean          ak_chart_paint_to_point    (const cairo_rectangle_t *a,
                                              const AkLogAxis         *x,
                                              const AkLogAxis         *y,
                                              double                   vx,
                                              double                   vy,
                                              double                  *px,
                                              double                  *py);
void              ak_chart_paint_log_ticks   (AkChartPaint            *p,
                                              const cairo_rectangle_t *a,
                                              const AkLogAxis         *axis,
                                              AxisSide                 side,
                                              gboolean                 grid);
double            ak_chart_paint_widest_tick (AkChartPaint            *p,
                                              const AkLogAxis         *axis);
void              ak_chart_paint_frame       (AkChartPaint            *p,
                                              const cairo_rectangle_t *a);
cairo_rectangle_t ak_chart_paint_title       (AkChartPaint            *p,
                                              const char              *title,
                                              cairo_rectangle_t        box);
double            ak_chart_paint_dashed_line (AkChartPaint           *p,
                                              const cairo_rectangle_t *a,
                                              double                   x,
                                              const AkColor           *color);
void              ak_chart_paint_widen       (AkLogAxis               *axis,
                                              double                   margin);
gboolean          ak_chart_place_box         (GArray                  *taken,
                                              const cairo_rectangle_t *inside,
                                              const cairo_rectangle_t *candidates,
                                              guint                    n_candidates,
                                              cairo_rectangle_t       *out);
void              ak_chart_paint_keep_panel  (AkChartPaint            *p,
                                              guint                    id,
                                              const cairo_rectangle_t *a,
                                              const AkLogAxis         *x,
                                              const AkLogAxis         *y);

G_END_DECLS

/* ak-chart-layout.h: where a chart's painter put things, kept for input
 *
 * The middle of the chart pipeline (a GLib-only series model → this layout
 * → a Cairo painter): a painter fills a layout while it draws, with the
 * frame (data area) and the axes of each panel and the pixel of every
 * point it drew; hover, clicks and keyboard stepping then read the layout
 * instead of building the axes again, so they always agree with the
 * picture, whatever the painter's settings.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>
#include <glib.h>

#include "ak-log-axis.h"

G_BEGIN_DECLS

/**
 * AkChartScale:
 * @AK_CHART_SCALE_LOG: base-ten logarithmic; the bounds are logarithms
 * @AK_CHART_SCALE_LINEAR: linear; the bounds are values
 */
typedef enum {
  AK_CHART_SCALE_LOG,
  AK_CHART_SCALE_LINEAR,
} AkChartScale;

/**
 * AkChartAxis:
 * @scale: how values are placed
 * @lo: the value (for %AK_CHART_SCALE_LOG its logarithm) at the axis'
 *   start: the left edge, or the bottom
 * @hi: the same at the axis' end, > @lo
 *
 * One axis as a painter drew it.
 */
typedef struct {
  AkChartScale scale;
  double       lo;
  double       hi;
} AkChartAxis;

/**
 * AkChartPanel:
 * @id: the painter's name for the panel (e.g. an #AkBatchChart)
 * @frame: the data area, user units of the draw
 * @x: the horizontal axis
 * @y: the vertical axis, @lo at the bottom of @frame
 *
 * One plot of a chart: a chart may draw several side by side.
 */
typedef struct {
  guint             id;
  cairo_rectangle_t frame;
  AkChartAxis       x;
  AkChartAxis       y;
} AkChartPanel;

/**
 * AkChartPick:
 * @AK_CHART_PICK_NEAREST: the drawn point nearest the pointer, within the
 *   radius in any direction
 * @AK_CHART_PICK_COLUMN: the drawn point nearest the pointer along x,
 *   while the pointer is inside the point's panel (its frame widened by
 *   the radius to the left and right); for curves over a sorted x
 */
typedef enum {
  AK_CHART_PICK_NEAREST,
  AK_CHART_PICK_COLUMN,
} AkChartPick;

/**
 * AkChartAxisSettings:
 * @padding: from the surface's edges to the text, user units (8)
 * @margin: decades added at each end of the horizontal log axis, beyond
 *   the whole decades around the data (0)
 *
 * How a painter lays its axes out (ak_chart_painter_set_axis_settings());
 * the kept layout follows, so hover, keys and the description stay on
 * what is drawn whatever these are.
 */
typedef struct {
  double padding;
  double margin;
} AkChartAxisSettings;

#define AK_CHART_DEFAULT_PADDING 8.0

/**
 * AkChartMark:
 * @panel: the id of the panel it was drawn in
 * @id: the painter's name for the mark
 * @value: where it stands on the panel's horizontal axis
 * @x: where it was drawn, user units
 *
 * A marker a painter drew across a panel: a threshold, a wall, a ridge.
 */
typedef struct {
  guint  panel;
  guint  id;
  double value;
  double x;
} AkChartMark;

/**
 * AkChartLabel:
 * @panel: the id of the panel it was drawn in
 * @series: the series of the point it names
 * @index: that point's index in its model
 * @box: where its text was drawn, user units
 *
 * The label a painter drew beside a point ("B=8").
 */
typedef struct {
  guint             panel;
  guint             series;
  guint             index;
  cairo_rectangle_t box;
} AkChartLabel;

typedef struct _AkChartLayout AkChartLayout;

void                ak_chart_axis_init_log    (AkChartAxis         *axis,
                                               const AkLogAxis     *log_axis);
void                ak_chart_axis_init_linear (AkChartAxis         *axis,
                                               double               lo,
                                               double               hi);
gboolean            ak_chart_axis_normalize   (const AkChartAxis   *axis,
                                               double               value,
                                               double              *out_fraction);
char               *ak_chart_axis_format_range (const AkChartAxis  *axis,
                                               const char         *si_unit);
gboolean            ak_chart_axis_settings_check (const AkChartAxisSettings *settings);

AkChartLayout      *ak_chart_layout_new       (void);
void                ak_chart_layout_free      (AkChartLayout       *layout);
void                ak_chart_layout_reset     (AkChartLayout       *layout,
                                               double               width,
                                               double               height);
void                ak_chart_layout_add_panel (AkChartLayout       *layout,
                                               guint                id,
                                               const cairo_rectangle_t *frame,
                                               const AkChartAxis   *x,
                                               const AkChartAxis   *y);
void                ak_chart_layout_add_point (AkChartLayout       *layout,
                                               guint                panel,
                                               guint                series,
                                               guint                index,
                                               double               x,
                                               double               y);
void                ak_chart_layout_add_mark  (AkChartLayout       *layout,
                                               guint                panel,
                                               guint                id,
                                               double               value,
                                               double               x);
void                ak_chart_layout_add_label (AkChartLayout       *layout,
                                               guint                panel,
                                               guint                series,
                                               guint                index,
                                               const cairo_rectangle_t *box);
const AkChartLabel *ak_chart_layout_get_labels (const AkChartLayout *layout,
                                               guint               *out_n);

gboolean            ak_chart_layout_is_empty  (const AkChartLayout *layout);
void                ak_chart_layout_get_size  (const AkChartLayout *layout,
                                               double              *out_width,
                                               double              *out_height);
gboolean            ak_chart_layout_get_mark  (const AkChartLayout *layout,
                                               guint                id,
                                               AkChartMark         *out_mark);
GArray             *ak_chart_layout_list      (const AkChartLayout *layout,
                                               guint                series);
gboolean            ak_chart_layout_has_point (const AkChartLayout *layout,
                                               guint                series,
                                               guint                index);
const AkChartPanel *ak_chart_layout_get_panel (const AkChartLayout *layout,
                                               guint                id);
gboolean            ak_chart_layout_to_pixel  (const AkChartLayout *layout,
                                               guint                panel,
                                               double               x_value,
                                               double               y_value,
                                               double              *out_x,
                                               double              *out_y);
gboolean            ak_chart_layout_get_point (const AkChartLayout *layout,
                                               guint                series,
                                               guint                index,
                                               double              *out_x,
                                               double              *out_y);
int                 ak_chart_layout_pick      (const AkChartLayout *layout,
                                               guint                series,
                                               double               x,
                                               double               y,
                                               double               radius,
                                               AkChartPick          how);
int                 ak_chart_layout_step      (const AkChartLayout *layout,
                                               guint                series,
                                               int                  from,
                                               int                  steps);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (AkChartLayout, ak_chart_layout_free)

G_END_DECLS

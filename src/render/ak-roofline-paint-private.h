/* ak-roofline-paint-private.h: the layers of the roofline painter
 *
 * The renderer lays a frame out and hands each layer an AkRooflinePaint;
 * the layers read the plot's normalised points and draw, and record every
 * label they place in the frame, so that no two labels overlap.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <pango/pangocairo.h>

#include "ak-roofline-renderer.h"

G_BEGIN_DECLS

#define TICK         4.0   /* tick length */
#define GAP          4.0   /* text to text */
#define INSET        8.0   /* axes to the data area, so markers are not cut */
#define MARKER       4.0   /* marker radius */
#define MAX_OUTLINED 500   /* more points than this are drawn without outlines */

/* Where a point's name went, and the marker it names. */
typedef struct {
  cairo_rectangle_t box;
  double            x, y;
} AkRooflinePointLabel;

/* The geometry of one draw, kept for hit-testing and tests. */
typedef struct {
  double    width, height;  /* the surface, user units */
  double    pad;            /* surface edge to text (the axis settings') */
  double    ax, ay, aw, ah; /* the data area */
  AkLogAxis x, y;           /* the axes as drawn: the plot's bounds, x widened by the margin */
  AkLogAxis plot_x;         /* the plot's own x bounds, which its normalised points use */
  GArray   *boxes;          /* cairo_rectangle_t: every label placed */
  GArray   *level_boxes;    /* cairo_rectangle_t: each memory level's label, empty if none */
  GArray   *point_boxes;    /* AkRooflinePointLabel: each point's name, all zero if none */
  GArray   *marker_boxes;   /* cairo_rectangle_t: the user's markers, which labels keep clear of */
  guint     n_ticks;        /* labelled ticks, both axes */
  /* an export: a title above, a legend of roofs and bounds below */
  gboolean          export;
  double            title_height;
  cairo_rectangle_t title_box;   /* empty when no title was drawn */
  cairo_rectangle_t legend_box;  /* the legend's rows, swatches included */
} AkRooflineFrame;

typedef struct {
  AkRooflineFrame           *frame;
  AkRooflinePlot            *plot;
  const AkRooflinePlotPoint *points;
  guint                      n_points;
  int                        selected;
  cairo_t                   *cr;
  PangoLayout               *layout;
  const AkChartColors            *colors;
  double                     line_height;
  gboolean                   in_plot;   /* labels must stay inside the axes */
} AkRooflinePaint;

/* A candidate place for a text: its top-left corner is (x + fx × width,
 * y + fy × height), so fx = -0.5 centres it on x and fy = -1 puts it
 * above y. */
typedef struct {
  double x, y, fx, fy;
} Spot;

/* A base-ten logarithm on the x or y axis, in user units. */
static inline double
to_x (const AkRooflineFrame *frame,
      double                 lx)
{
  return frame->ax + ak_log_axis_normalize_log (&frame->x, lx) * frame->aw;
}

static inline double
to_y (const AkRooflineFrame *frame,
      double                 ly)
{
  return frame->ay + frame->ah - ak_log_axis_normalize_log (&frame->y, ly) * frame->ah;
}

/* A normalised position of the plot (0 to 1 along each of its bounds),
 * in user units. */
static inline double
fraction_to_x (const AkRooflineFrame *frame,
               double                 fraction)
{
  return to_x (frame, frame->plot_x.lo + fraction * (frame->plot_x.hi - frame->plot_x.lo));
}

static inline double
fraction_to_y (const AkRooflineFrame *frame,
               double                 fraction)
{
  return frame->ay + frame->ah - fraction * frame->ah;
}

/* ak-roofline-labels.c */
void     ak_roofline_paint_set_markup   (AkRooflinePaint   *d,
                                         const char        *markup,
                                         double             max_width);
void     ak_roofline_paint_set_text     (AkRooflinePaint   *d,
                                         const char        *text,
                                         double             max_width);
void     ak_roofline_paint_text_size    (AkRooflinePaint   *d,
                                         double            *width,
                                         double            *height);
gboolean ak_roofline_paint_place        (AkRooflinePaint   *d,
                                         const Spot        *spots,
                                         guint              n,
                                         const AkColor     *color);
gboolean ak_roofline_paint_place_variants (AkRooflinePaint    *d,
                                           const char * const *texts,
                                           guint               n_texts,
                                           double              max_width,
                                           const Spot         *spots,
                                           guint               n_spots,
                                           const AkColor      *color);
gboolean ak_roofline_paint_place_rotated (AkRooflinePaint  *d);
gboolean ak_roofline_paint_box_fits     (AkRooflinePaint         *d,
                                         const cairo_rectangle_t *box);
void     ak_roofline_paint_show_at      (AkRooflinePaint         *d,
                                         const cairo_rectangle_t *box,
                                         const AkColor           *color);

/* ak-roofline-levels.c */
const AkColor *ak_roofline_paint_level_color (AkRooflinePaint *d,
                                              AkRooflineRoof   roof);
void     ak_roofline_paint_level_labels (AkRooflinePaint   *d);

/* ak-roofline-axes.c */
double   ak_roofline_paint_widest_x_tick (AkRooflinePaint  *d);
double   ak_roofline_paint_widest_y_tick (AkRooflinePaint  *d);
gboolean ak_roofline_paint_in_kitchen_units (AkRooflinePaint *d);
void     ak_roofline_paint_axes          (AkRooflinePaint  *d,
                                          double            x_label_width);
void     ak_roofline_paint_legend        (AkRooflinePaint  *d,
                                          double            y);
void     ak_roofline_paint_hidden        (AkRooflinePaint  *d,
                                          double            y);
void     ak_roofline_paint_roof_legend   (AkRooflinePaint  *d,
                                          double            y);

/* ak-roofline-layers.c */
void     ak_roofline_paint_marker_path   (cairo_t          *cr,
                                          double            x,
                                          double            y,
                                          double            r,
                                          AkBound           bound);
void     ak_roofline_paint_roofs         (AkRooflinePaint  *d);
void     ak_roofline_paint_markers       (AkRooflinePaint  *d);
void     ak_roofline_paint_labels        (AkRooflinePaint  *d);
void     ak_roofline_paint_set_title     (AkRooflinePaint  *d);
void     ak_roofline_paint_title         (AkRooflinePaint  *d);
void     ak_roofline_paint_point_labels  (AkRooflinePaint  *d);

/* ak-roofline-describe.c */
char    *_ak_roofline_describe           (AkRooflinePlot      *plot,
                                          const AkChartLayout *layout,
                                          int                  selected);

G_END_DECLS

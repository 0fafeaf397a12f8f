/* ak-roofline-plot-state-private.h: the roofline plot's state, which its
 * files share (ak-roofline-plot.c: roofs, levels and points;
 * ak-roofline-plot-series.c: bounds, the normalised series and stepping)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ak-efficiency.h"

#include "ak-roofline-plot-private.h"

G_BEGIN_DECLS

typedef struct {
  char           *label;
  double          flops;
  double          bytes;
  gboolean        emphasized;
  AkRooflineGroup group;
  gboolean        vector_unit;
  /* derived from the primary (or vector) roof */
  gboolean shown;
  double   intensity;
  double   attainable;
  double   step_seconds;
  AkBound  bound;
  char    *warning;  /* that the workload does not fit; NULL if it does */
} Point;

typedef struct {
  char    *name;          /* NULL when there is no roof */
  double   peak;          /* FLOP/s */
  double   bandwidth;     /* bytes/s */
  double   ridge;         /* FLOP/byte */
  gboolean measured_fp32; /* this computer's CPU, not a datasheet peak */
  AkPeakCase peak_case;   /* which peak of the datasheet */
} Roof;

typedef struct {
  char           *name;       /* "L1", "L2", "L3", "DRAM" */
  AkRooflineRoof  roof;       /* the roof whose peak it meets */
  double          bandwidth;  /* bytes/s */
} Level;

struct _AkRooflinePlot
{
  GObject    parent_instance;

  Roof       roofs[AK_ROOFLINE_N_ROOFS];
  Level      levels[AK_ROOFLINE_MAX_LEVELS];
  guint      n_levels;
  Level      link;       /* the link between chips: name NULL when none */
  guint      link_chips;
  GArray    *points;     /* Point */
  char      *title;      /* what the plot shows, for exports; NULL if none */
  char      *warning;    /* e.g. that the workload does not fit; NULL if none */
  AkRooflineUnits units; /* what the numbers count */
  guint      frozen;     /* > 0 while a batch of changes is made */
  gboolean   has_efficiency; /* draw the estimate of the emphasized points */
  AkEfficiency efficiency;

  /* derived, NULL or stale until asked for */
  GArray    *order;      /* guint: shown points by intensity */
  GArray    *normalized; /* AkRooflinePlotPoint */
  AkLogAxis  x_axis;
  AkLogAxis  y_axis;
};

static inline const Point *
point_at (AkRooflinePlot *self,
          guint           index)
{
  return &g_array_index (self->points, Point, index);
}

G_END_DECLS

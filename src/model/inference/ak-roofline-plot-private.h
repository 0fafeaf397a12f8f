/* ak-roofline-plot-private.h: what ak-roofline-scene needs of the plot
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ak-roofline-plot.h"

G_BEGIN_DECLS

void ak_roofline_plot_freeze       (AkRooflinePlot *self);
void ak_roofline_plot_thaw         (AkRooflinePlot *self);
void ak_roofline_plot_set_measured (AkRooflinePlot *self,
                                    AkRooflineRoof  roof,
                                    gboolean        measured_fp32);
void ak_roofline_plot_set_peak_case (AkRooflinePlot *self,
                                     AkRooflineRoof  roof,
                                     AkPeakCase      peak_case);
void ak_roofline_plot_set_title    (AkRooflinePlot *self,
                                    const char     *title);

G_END_DECLS

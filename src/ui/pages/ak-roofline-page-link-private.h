/* ak-roofline-page-link-private.h: the roofline page's link roof
 * (ak-roofline-page-link.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ak-roofline-plot.h"

G_BEGIN_DECLS

void _ak_roofline_page_add_link (AkRooflinePlot      *plot,
                                 AkLesson            *lesson,
                                 const AkAccelerator *accelerator,
                                 GtkSpinButton       *chips_spin,
                                 GtkLabel            *chips_error);

G_END_DECLS

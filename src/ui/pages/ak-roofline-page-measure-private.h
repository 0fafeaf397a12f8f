/* ak-roofline-page-measure-private.h: the roofline page measuring this
 * computer (ak-roofline-page-measure.c), for the page's main file
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ak-roofline-page-state-private.h"

G_BEGIN_DECLS

guint _ak_roofline_page_measured_position       (GListModel     *model);
void  _ak_roofline_page_compare_selected_cb     (AkRooflinePage *self);
void  _ak_roofline_page_accelerators_changed_cb (AkRooflinePage *self);
void  _ak_roofline_page_measure_class_init      (GtkWidgetClass *widget_class);
void  _ak_roofline_page_measure_init            (AkRooflinePage *self);
void  _ak_roofline_page_measure_dispose         (AkRooflinePage *self);

G_END_DECLS

/* ak-roofline-page.h: the roofline page, "which ceiling are you under?"
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ak-activity-page.h"
#include "ak-lesson.h"
#include "ak-roofline-chart.h"

G_BEGIN_DECLS

#define AK_TYPE_ROOFLINE_PAGE (ak_roofline_page_get_type ())

G_DECLARE_FINAL_TYPE (AkRooflinePage, ak_roofline_page, AK, ROOFLINE_PAGE, AkActivityPage)

GtkWidget       *ak_roofline_page_new       (AkPageContext  *context,
                                             const AkPage   *page);
AkRooflineChart *ak_roofline_page_get_chart (AkRooflinePage *self);
const AkAccelerator *ak_roofline_page_get_compare (AkRooflinePage *self);
gboolean             ak_roofline_page_open_config  (AkRooflinePage *self,
                                                    GFile          *file,
                                                    GError        **error);
gboolean             ak_roofline_page_export       (AkRooflinePage *self,
                                                    GFile          *file,
                                                    GError        **error);

G_END_DECLS

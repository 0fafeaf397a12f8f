/* ak-mbu-page.h: the MFU/MBU calculator page
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ak-activity-page.h"
#include "ak-lesson.h"

G_BEGIN_DECLS

#define AK_TYPE_MBU_PAGE (ak_mbu_page_get_type ())

G_DECLARE_FINAL_TYPE (AkMbuPage, ak_mbu_page, AK, MBU_PAGE, AkActivityPage)

GtkWidget *ak_mbu_page_new                 (AkPageContext *context,
                                            const AkPage  *page);
gboolean   ak_mbu_page_get_utilization     (AkMbuPage     *self,
                                            AkUtilization *out_utilization);

G_END_DECLS

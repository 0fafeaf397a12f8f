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

gboolean   ak_mbu_parse_number             (const char    *text,
                                            const char    *decimal_point,
                                            const char    *grouping,
                                            double        *out_value,
                                            GError       **error);
gboolean   ak_mbu_parse_number_in_locale   (const char    *text,
                                            double        *out_value,
                                            GError       **error);

G_END_DECLS

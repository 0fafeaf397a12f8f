/* ak-activity-page.h: the shell of every page with an activity
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ak-page-context.h"

G_BEGIN_DECLS

#define AK_TYPE_ACTIVITY_PAGE (ak_activity_page_get_type ())

G_DECLARE_DERIVABLE_TYPE (AkActivityPage, ak_activity_page, AK, ACTIVITY_PAGE, GtkWidget)

struct _AkActivityPageClass
{
  GtkWidgetClass parent_class;
};

void           ak_activity_page_set_page         (AkActivityPage *self,
                                                  AkPageContext  *context,
                                                  const AkPage   *page);
AkPageContext *ak_activity_page_get_context      (AkActivityPage *self);
const AkPage  *ak_activity_page_get_page         (AkActivityPage *self);
GtkBox        *ak_activity_page_get_activity     (AkActivityPage *self);
GtkBox        *ak_activity_page_get_reading      (AkActivityPage *self);
void           ak_activity_page_set_reading_first (AkActivityPage *self,
                                                   gboolean        reading_first);

G_END_DECLS

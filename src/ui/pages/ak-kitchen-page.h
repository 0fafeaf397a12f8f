/* ak-kitchen-page.h: the kitchen page: scene, controls, caption, reading
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ak-activity-page.h"
#include "ak-hatch-view.h"
#include "ak-kitchen-view.h"
#include "ak-lesson.h"

G_BEGIN_DECLS

#define AK_TYPE_KITCHEN_PAGE (ak_kitchen_page_get_type ())

G_DECLARE_FINAL_TYPE (AkKitchenPage, ak_kitchen_page, AK, KITCHEN_PAGE, AkActivityPage)

AkKitchenPage *ak_kitchen_page_new            (AkPageContext *context,
                                               const AkPage  *page);
AkKitchenView *ak_kitchen_page_get_view       (AkKitchenPage *self);
AkHatchView   *ak_kitchen_page_get_hatch_view (AkKitchenPage *self);
gboolean       ak_kitchen_page_select_preset  (AkKitchenPage *self,
                                               const char    *preset_id);
const char    *ak_kitchen_page_get_caption    (AkKitchenPage *self);
const char    *ak_kitchen_page_get_preset_description
                                               (AkKitchenPage *self);

G_END_DECLS

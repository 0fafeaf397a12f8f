/* ak-page-context.h: what a page is handed when it is built
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "ak-accelerator-list.h"
#include "ak-kitchen-point.h"
#include "ak-lesson.h"
#include "ak-measurement.h"
#include "ak-model-catalog.h"
#include "ak-progress.h"

G_BEGIN_DECLS

#define AK_TYPE_PAGE_CONTEXT (ak_page_context_get_type ())

G_DECLARE_FINAL_TYPE (AkPageContext, ak_page_context, AK, PAGE_CONTEXT, GObject)

AkPageContext     *ak_page_context_new              (AkLesson      *lesson,
                                                     AkProgress    *progress,
                                                     GSettings     *settings);
AkLesson          *ak_page_context_get_lesson       (AkPageContext *self);
AkProgress        *ak_page_context_get_progress     (AkPageContext *self);
GSettings         *ak_page_context_get_settings     (AkPageContext *self);
AkAcceleratorList *ak_page_context_get_accelerators (AkPageContext *self);
AkKitchenPoint    *ak_page_context_get_kitchen_point (AkPageContext *self);
AkModelCatalog    *ak_page_context_get_models       (AkPageContext *self);
AkMeasurement     *ak_page_context_get_measurement  (AkPageContext *self);
void               ak_page_context_show_toast       (AkPageContext *self,
                                                     const char    *message);

G_END_DECLS

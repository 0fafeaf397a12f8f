/* ak-batch-page.h: the batch explorer page
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ak-activity-page.h"
#include "ak-batch-sweep.h"

G_BEGIN_DECLS

#define AK_TYPE_BATCH_PAGE (ak_batch_page_get_type ())

G_DECLARE_FINAL_TYPE (AkBatchPage, ak_batch_page, AK, BATCH_PAGE, AkActivityPage)

GtkWidget          *ak_batch_page_new         (AkPageContext *context,
                                               const AkPage  *page);
const AkBatchSweep *ak_batch_page_get_sweep   (AkBatchPage   *self);
gboolean            ak_batch_page_load_config (AkBatchPage   *self,
                                               GFile         *file,
                                               GError       **error);
gboolean            ak_batch_page_export      (AkBatchPage   *self,
                                               GFile         *file,
                                               GError       **error);

G_END_DECLS

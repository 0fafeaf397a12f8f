/* ak-model-catalog.h: the models every page offers beside the lesson's
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "ak-lesson.h"

G_BEGIN_DECLS

/* How many config.json files one window's pages can open together. */
#define AK_MODEL_CATALOG_MAX_FILES 16

#define AK_TYPE_MODEL_CATALOG (ak_model_catalog_get_type ())

G_DECLARE_FINAL_TYPE (AkModelCatalog, ak_model_catalog, AK, MODEL_CATALOG, GObject)

AkModelCatalog    *ak_model_catalog_new          (void);
guint              ak_model_catalog_get_n_files  (AkModelCatalog  *self);
const AkModelSpec *ak_model_catalog_get_file     (AkModelCatalog  *self,
                                                  guint            index);
gboolean           ak_model_catalog_open_file    (AkModelCatalog  *self,
                                                  GFile           *file,
                                                  guint           *out_index,
                                                  GError         **error);

G_END_DECLS

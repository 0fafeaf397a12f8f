/* ak-roofline-options.h: a roofline scene from command-line options
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ak-analyze.h"
#include "ak-roofline-plot.h"

G_BEGIN_DECLS

gboolean ak_roofline_scene_configure_from_options (AkRooflineScene         *scene,
                                                   const AkPage            *page,
                                                   const AkAnalyzeOptions  *options,
                                                   AkModelSpec             *file_model,
                                                   GError                 **error);
void     ak_roofline_scene_clear_file_model       (AkModelSpec             *file_model);
gboolean ak_roofline_model_from_config            (GFile                   *file,
                                                   AkModelSpec             *out,
                                                   GError                 **error);

/* Storage for the model of a config.json, cleared at the end of its scope
 * with g_auto(AkRooflineFileModel) file_model = { 0 }. */
typedef AkModelSpec AkRooflineFileModel;
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (AkRooflineFileModel, ak_roofline_scene_clear_file_model)

G_END_DECLS

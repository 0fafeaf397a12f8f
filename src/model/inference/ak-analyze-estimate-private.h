/* ak-analyze-estimate-private.h: the estimate, the request's serving
 * metrics and the model's limits in `--analyze`
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

#include "ak-analyze.h"
#include "ak-efficiency.h"

G_BEGIN_DECLS

gboolean ak_analyze_estimate_add_json (JsonObject                *root,
                                       const AkAnalyzeOptions    *options,
                                       const AkTransformerShape  *shape,
                                       const AkInferenceRequest  *request,
                                       const AkInferenceMachine  *machine,
                                       const AkAccelerator       *accelerator,
                                       const AkInferenceAnalysis *bound,
                                       GError                   **error);

JsonObject *ak_analyze_estimate_object (double              step_time_s,
                                        double              tokens_per_s,
                                        double              mbu,
                                        double              mfu,
                                        const AkEfficiency *f);

gboolean ak_analyze_estimate_parse_efficiency (const AkAnalyzeOptions  *options,
                                               AkEfficiency            *out,
                                               GError                 **error);

G_END_DECLS

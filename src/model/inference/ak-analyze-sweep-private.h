/* ak-analyze-sweep-private.h: `--sweep batch` and speculative decoding for `--analyze`
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ak-analyze.h"

G_BEGIN_DECLS

gboolean ak_analyze_sweep_compute  (const AkAnalyzeOptions    *options,
                                    const AkTransformerShape  *shape,
                                    const AkInferenceRequest  *request,
                                    const AkInferenceMachine  *machine,
                                    gboolean                   full_sweep,
                                    AkBatchSweep              *out_sweep,
                                    GError                   **error);
void     ak_analyze_sweep_add_json (JsonObject                *root,
                                    const AkBatchSweep        *sweep,
                                    gboolean                   with_points);

G_END_DECLS

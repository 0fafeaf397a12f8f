/* ak-critical-batch.h: the batch at which a whole decode step, KV cache
 * counted, turns compute-bound
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "ak-inference.h"

G_BEGIN_DECLS

gboolean ak_critical_batch_with_kv (const AkTransformerShape *shape,
                                    const AkInferenceRequest *request,
                                    const AkInferenceMachine *machine,
                                    double                   *out_batch,
                                    GError                  **error);
char    *ak_critical_batch_describe (double                    critical_batch_with_kv);

G_END_DECLS

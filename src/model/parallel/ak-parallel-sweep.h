/* ak-parallel-sweep.h: decode over batch sizes on a system of chips, in
 * the form the batch explorer draws
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ak-batch-sweep.h"
#include "ak-parallel.h"

G_BEGIN_DECLS

gboolean ak_parallel_batch_sweep (const AkTransformerShape  *shape,
                                  const AkBatchSweepRequest *request,
                                  const AkInferenceMachine  *machine,
                                  const AkSystem            *system,
                                  AkBatchSweep              *out_sweep,
                                  AkSystemAnalysis          *out_selected,
                                  GError                   **error);

G_END_DECLS

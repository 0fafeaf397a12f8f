/* ak-batch-page-system-private.h: the batch explorer on a system of chips
 * (ak-batch-page-system.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ak-batch-sweep.h"
#include "ak-lesson.h"
#include "ak-system-controls.h"

G_BEGIN_DECLS

gboolean _ak_batch_page_system_sweep (AkSystemControls          *controls,
                                      AkLesson                  *lesson,
                                      const AkAccelerator       *accelerator,
                                      const AkTransformerShape  *shape,
                                      const AkBatchSweepRequest *request,
                                      const AkInferenceMachine  *machine,
                                      AkBatchSweep              *out_sweep,
                                      char                     **out_sentence,
                                      GError                   **error);

G_END_DECLS

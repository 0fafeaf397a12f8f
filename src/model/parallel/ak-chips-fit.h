/* ak-chips-fit.h: whether a step fits in one chip's memory, and on how
 * many chips it would
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "ak-chips-sweep.h"

G_BEGIN_DECLS

/**
 * AkChipsFit:
 * @memory_known: the chip's memory size is known; the members below mean
 *   something only then
 * @fits: one chip holds the step's weights and KV cache
 *   (ak_inference_analyze()'s `fits_in_memory`)
 * @needed_bytes: those weights and KV cache, bytes (`memory_needed_bytes`)
 * @has_link: the accelerator names a link, so chips can be joined
 * @wall_chips: when it does not fit and @has_link: the chips sweep's
 *   memory wall (ak_chips_sweep_compute(), %AK_CHIPS_POLICY_TENSOR, up to
 *   %AK_CHIPS_SWEEP_MAX_CHIPS): the fewest chips of 1, 2, 4 … that hold
 *   it; 0 when none of them does
 *
 * Whether a step fits, and where it would.
 */
typedef struct {
  gboolean memory_known;
  gboolean fits;
  double   needed_bytes;
  gboolean has_link;
  guint    wall_chips;
} AkChipsFit;

gboolean ak_chips_fit_check             (AkLesson                 *lesson,
                                         const AkAccelerator      *accelerator,
                                         const AkTransformerShape *shape,
                                         const AkInferenceRequest *request,
                                         const AkInferenceMachine *machine,
                                         AkChipsFit               *out_fit,
                                         GError                  **error);
char    *ak_chips_fit_describe          (const AkChipsFit         *fit,
                                         AkLesson                 *lesson,
                                         const AkAccelerator      *accelerator,
                                         const AkInferenceRequest *request);
char    *ak_chips_fit_describe_workload (AkLesson                 *lesson,
                                         const AkAccelerator      *accelerator,
                                         const AkModelSpec        *model,
                                         AkPrecision               precision,
                                         guint                     batch,
                                         guint                     tokens,
                                         const AkInferenceMachine *machine);

G_END_DECLS

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
 * @chips: the chip count judged: the one asked for, or 1 when the
 *   accelerator names no link
 * @fits: @chips chips hold the step's weights and KV cache: on one chip
 *   ak_inference_analyze()'s `fits_in_memory`, on more the busiest chip's
 *   (ak_chips_point_compute(), %AK_CHIPS_POLICY_TENSOR's layout)
 * @needed_bytes: those weights and KV cache of the whole step, bytes
 *   (ak_inference_analyze()'s `memory_needed_bytes`)
 * @split: on more than one chip: a layout splits the step over them;
 *   @layout and @chip_needed_bytes are set only then
 * @layout: that layout
 * @chip_needed_bytes: the busiest chip's weights and KV cache, bytes
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
  guint    chips;
  gboolean fits;
  double   needed_bytes;
  gboolean split;
  AkLayout layout;
  double   chip_needed_bytes;
  gboolean has_link;
  guint    wall_chips;
} AkChipsFit;

gboolean ak_chips_fit_check             (AkLesson                 *lesson,
                                         const AkAccelerator      *accelerator,
                                         const AkTransformerShape *shape,
                                         const AkInferenceRequest *request,
                                         const AkInferenceMachine *machine,
                                         guint                     chips,
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
                                         const AkInferenceMachine *machine,
                                         guint                     chips);

G_END_DECLS

/* ak-chips-sweep.h: one step of a model on 1, 2, 4 … 64 chips, split into
 * its compute, memory and link terms, in the form the chips chart draws
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "ak-interconnect.h"
#include "ak-parallel.h"

G_BEGIN_DECLS

/* The chart's range: 1 to 64 chips in powers of two. */
#define AK_CHIPS_SWEEP_MAX_CHIPS  64u
#define AK_CHIPS_SWEEP_MAX_POINTS 7u

/**
 * AkChipsPolicy:
 * @AK_CHIPS_POLICY_TENSOR: TP as wide as the model and the fast domain
 *   allow, the rest of the chips as pipeline stages (Megatron-LM's usual
 *   split: TP inside a node, PP across nodes)
 * @AK_CHIPS_POLICY_PIPELINE: every chip a pipeline stage (TP 1)
 * @AK_CHIPS_POLICY_FASTEST: of every TP × PP × EP in powers of two, the
 *   one with the shortest step (ak_parallel_plan_chips()), among those
 *   that fit when any does
 *
 * How the sweep picks a layout for each chip count.
 */
typedef enum {
  AK_CHIPS_POLICY_TENSOR,
  AK_CHIPS_POLICY_PIPELINE,
  AK_CHIPS_POLICY_FASTEST,
} AkChipsPolicy;

#define AK_CHIPS_N_POLICIES 3

/**
 * AkChipsPoint:
 * @chips: the chip count, a power of two
 * @analysed: the policy found a layout that splits the model; the members
 *   below are set only then
 * @layout: that layout
 * @fits: the busiest chip holds its weights and KV cache
 * @memory_needed_bytes: those weights and KV cache of the busiest chip,
 *   bytes (#AkPerChip's `memory_needed_bytes`)
 * @compute_s: the FLOPs at the compute roof per step, seconds
 *   (ak_parallel_analyze()'s `compute_time_s`)
 * @memory_s: the HBM traffic at the memory roof per step, seconds
 * @link_s: the link's time per step, seconds; 0 on one chip
 * @step_s: the step, seconds
 * @tokens_per_s_per_chip: tokens per second per chip
 * @bound: the largest of the three terms
 * @reason: (nullable): why no layout was found, translated; %NULL when
 *   @analysed
 */
typedef struct {
  guint         chips;
  gboolean      analysed;
  AkLayout      layout;
  gboolean      fits;
  double        memory_needed_bytes;
  double        compute_s;
  double        memory_s;
  double        link_s;
  double        step_s;
  double        tokens_per_s_per_chip;
  AkSystemBound bound;
  char         *reason;
} AkChipsPoint;

/**
 * AkChipsSweep:
 * @policy: how each layout was picked
 * @n_points: points in @points
 * @points: 1, 2, 4 … chips
 * @memory_known: the chip's memory size is known, so "fits" means something
 * @wall_chips: the fewest chips of the sweep on which the model fits: the
 *   memory wall is below it; 1 when one chip holds it, 0 when no system
 *   of the sweep does (or the memory size is unknown)
 * @link_chips: the fewest chips of the sweep whose link term is the
 *   largest of the three, whether or not the model fits there: the link
 *   takes over there; 0 when it never does
 */
typedef struct {
  AkChipsPolicy policy;
  guint         n_points;
  AkChipsPoint  points[AK_CHIPS_SWEEP_MAX_POINTS];
  gboolean      memory_known;
  guint         wall_chips;
  guint         link_chips;
} AkChipsSweep;

const char   *ak_chips_policy_to_string   (AkChipsPolicy             policy);
gboolean      ak_chips_policy_from_string (const char               *text,
                                           AkChipsPolicy            *out_policy);

AkChipsSweep *ak_chips_sweep_compute      (const AkTransformerShape *shape,
                                           const AkInferenceRequest *request,
                                           const AkInferenceMachine *machine,
                                           const AkSystem           *link,
                                           AkChipsPolicy             policy,
                                           guint                     max_chips,
                                           GError                  **error);
gboolean      ak_chips_point_compute      (const AkTransformerShape *shape,
                                           const AkInferenceRequest *request,
                                           const AkInferenceMachine *machine,
                                           const AkSystem           *link,
                                           guint                     chips,
                                           AkChipsPoint             *out_point,
                                           GError                  **error);
const AkLink *ak_chips_sweep_system        (AkLesson                 *lesson,
                                           const AkAccelerator      *accelerator,
                                           AkSystem                 *out_system,
                                           GError                  **error);
AkChipsSweep *ak_chips_sweep_copy         (const AkChipsSweep       *sweep);
void          ak_chips_sweep_free         (AkChipsSweep             *sweep);
char         *ak_chips_point_describe     (const AkChipsPoint       *point,
                                           gboolean                  memory_known,
                                           guint                     wall_chips);
int           ak_chips_sweep_find         (const AkChipsSweep       *sweep,
                                           guint                     chips);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (AkChipsSweep, ak_chips_sweep_free)

G_END_DECLS

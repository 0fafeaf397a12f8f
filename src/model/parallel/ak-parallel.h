/* ak-parallel.h: one inference step of a transformer split over many chips
 *
 * A system is N identical chips joined by one link (ak-interconnect.h),
 * split by a layout (ak-parallel-layout.h). Pure functions, GLib only, no
 * allocation.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "ak-efficiency.h"
#include "ak-parallel-layout.h"

G_BEGIN_DECLS

/* Micro-batches a pipeline may be fed: beyond it a request is absurd. */
#define AK_PARALLEL_MAX_MICROBATCHES 4096u

/**
 * AkSystem:
 * @layout: how the model is split
 * @link_bandwidth_bytes_s: the link's bandwidth in one direction per chip,
 *   bytes/s (ak_link_bandwidth_bytes_s()); unused for one chip
 * @link_latency_s: the wait per collective step, seconds, 0 to 1; the
 *   lesson has no sourced figure, so 0 unless the user gives one
 * @fast_domain_chips: chips the link joins (8 GPUs on one NVLink node); 0
 *   when unknown or when the link is not the accelerator's fast one. TP ×
 *   EP must fit in it.
 * @microbatches: micro-batches fed through the pipeline, 1 to
 *   %AK_PARALLEL_MAX_MICROBATCHES, or 0 for as many as stages; never more
 *   than the sequences of one expert group
 * @overlap: the link works while the chip computes: a stage takes the
 *   longer of the two instead of their sum (off by default)
 */
typedef struct {
  AkLayout layout;
  double   link_bandwidth_bytes_s;
  double   link_latency_s;
  guint    fast_domain_chips;
  guint    microbatches;
  gboolean overlap;
} AkSystem;

/**
 * AkSystemAnalysis:
 * @n_chips: @layout's product
 * @layout: the layout analysed
 * @per_chip: what one chip holds
 * @microbatches: micro-batches actually fed (see #AkSystem)
 * @microbatch_sequences: sequences in one micro-batch of one expert group
 * @tp_all_reduce_bytes: the buffer of one TP all-reduce: tokens of a
 *   micro-batch × hidden size × bytes per activation
 * @tp_all_reduces: TP all-reduces per chip per step: 2 per layer of its
 *   stage (attention output, MLP output) per micro-batch; 0 without TP
 * @ep_all_to_all_bytes: the buffer each chip holds for one EP all-to-all:
 *   routed copies of its tokens (tokens × experts per token × hidden ×
 *   bytes) / TP
 * @ep_all_to_alls: EP all-to-alls per chip per step: 2 per layer (send the
 *   tokens to their experts, bring the results back) per micro-batch
 * @pp_send_bytes: activations one stage sends the next per micro-batch
 * @pp_sends: sends per chip of a stage that is not the last, per step
 * @bubble_fraction: the share of the step a stage waits for the
 *   pipeline to fill and drain: (PP − 1) / (micro-batches + PP − 1)
 * @communication_bytes_per_chip: bytes each chip sends per step
 * @communication_time_s: the link's time per step, seconds
 * @compute_time_s: the FLOPs at the compute roof per step, seconds
 * @memory_time_s: the HBM traffic at the memory roof per step, seconds
 * @step_time_s: the step, seconds: per stage and micro-batch the operators
 *   (each the longer of its compute and memory time) plus the link (or
 *   the longer of the two with overlap), times micro-batches + PP − 1
 * @tokens_per_s: tokens the whole system makes (decode) or processes
 *   (prefill) per second
 * @tokens_per_s_per_chip: @tokens_per_s / @n_chips
 * @bound: the largest of @compute_time_s, @memory_time_s and
 *   @communication_time_s
 * @single: one micro-batch of one expert group on the whole model, as
 *   ak_inference_analyze() gives it for one chip: the operators' FLOPs and
 *   bytes before they are split
 */
typedef struct {
  guint               n_chips;
  AkLayout            layout;
  AkPerChip           per_chip;
  guint               microbatches;
  double              microbatch_sequences;
  double              tp_all_reduce_bytes;
  double              tp_all_reduces;
  double              ep_all_to_all_bytes;
  double              ep_all_to_alls;
  double              pp_send_bytes;
  double              pp_sends;
  double              bubble_fraction;
  double              communication_bytes_per_chip;
  double              communication_time_s;
  double              compute_time_s;
  double              memory_time_s;
  double              step_time_s;
  double              tokens_per_s;
  double              tokens_per_s_per_chip;
  AkSystemBound       bound;
  AkInferenceAnalysis single;
} AkSystemAnalysis;

/**
 * AkSystemEstimate:
 * @step_time_s: the system's step as a real run is expected to take it,
 *   seconds; never shorter than the bound's `step_time_s`
 * @tokens_per_s: tokens the whole system makes (decode) or processes
 *   (prefill) per second at @step_time_s
 * @tokens_per_s_per_chip: @tokens_per_s / chips
 * @mbu: the busiest chip's bytes per step (its share of every
 *   micro-batch) / @step_time_s / bandwidth, 0 to 1
 * @mfu: its FLOPs per step / @step_time_s / peak FLOP/s, 0 to 1
 *
 * One step on a system as ak_parallel_estimate() expects it.
 */
typedef struct {
  double step_time_s;
  double tokens_per_s;
  double tokens_per_s_per_chip;
  double mbu;
  double mfu;
} AkSystemEstimate;

gboolean    ak_parallel_analyze          (const AkTransformerShape *shape,
                                          const AkInferenceRequest *request,
                                          const AkInferenceMachine *machine,
                                          const AkSystem           *system,
                                          AkSystemAnalysis         *out_analysis,
                                          GError                  **error);
gboolean    ak_parallel_estimate         (const AkTransformerShape *shape,
                                          const AkInferenceRequest *request,
                                          const AkInferenceMachine *machine,
                                          const AkSystem           *system,
                                          const AkEfficiency       *efficiency,
                                          AkSystemEstimate         *out_estimate,
                                          GError                  **error);

G_END_DECLS

/* ak-parallel-layout.h: how a model splits over many chips, and what
 * each chip of a layout holds
 *
 * A layout is tensor parallel (TP) degree × pipeline stages (PP) × expert
 * parallel degree (EP, mixtures of experts) × data-parallel replicas (DP).
 * Pure functions, GLib only, no allocation.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "ak-inference.h"
#include "ak-interconnect.h"

G_BEGIN_DECLS

#define AK_PARALLEL_ERROR (ak_parallel_error_quark ())

/**
 * AkParallelError:
 * @AK_PARALLEL_ERROR_CHIPS: the chip count is 0, absurd, or not the
 *   product of the layout's degrees
 * @AK_PARALLEL_ERROR_TP: the tensor-parallel degree cannot split the model
 *   (heads, KV heads, MLP width) or spans more chips than one fast link joins
 * @AK_PARALLEL_ERROR_PP: more pipeline stages than layers
 * @AK_PARALLEL_ERROR_EP: expert parallelism on a dense model, or a degree
 *   that does not divide the experts
 * @AK_PARALLEL_ERROR_BATCH: too few sequences to give every replica and
 *   expert group one
 * @AK_PARALLEL_ERROR_LINK: more than one chip of an accelerator that names
 *   no link, or a link it does not name
 * @AK_PARALLEL_ERROR_INVALID: another input out of range (micro-batches,
 *   latency, the link's bandwidth)
 *
 * Every message says what was asked and why it cannot be: the command line
 * prints it after the option named by the code.
 */
typedef enum {
  AK_PARALLEL_ERROR_CHIPS,
  AK_PARALLEL_ERROR_TP,
  AK_PARALLEL_ERROR_PP,
  AK_PARALLEL_ERROR_EP,
  AK_PARALLEL_ERROR_BATCH,
  AK_PARALLEL_ERROR_LINK,
  AK_PARALLEL_ERROR_INVALID,
} AkParallelError;

/**
 * AkLayout:
 * @tp: tensor-parallel degree: each layer's matrices split over @tp chips
 *   (Megatron-LM: attention by heads, the MLP by its width)
 * @pp: pipeline stages: the layers split into @pp consecutive groups
 * @ep: expert-parallel degree: the routed experts split over @ep groups of
 *   @tp chips; each group runs attention for its own share of the batch
 * @dp: data-parallel replicas, each a whole copy serving its share of the batch
 *
 * The chips of a layout: @tp × @pp × @ep × @dp.
 */
typedef struct {
  guint tp;
  guint pp;
  guint ep;
  guint dp;
} AkLayout;

/**
 * AkSystemBound:
 * @AK_SYSTEM_BOUND_COMPUTE: the FLOPs at the compute roof take longest
 * @AK_SYSTEM_BOUND_MEMORY: the HBM traffic takes longest
 * @AK_SYSTEM_BOUND_INTERCONNECT: the bytes sent over the link take longest
 */
typedef enum {
  AK_SYSTEM_BOUND_COMPUTE,
  AK_SYSTEM_BOUND_MEMORY,
  AK_SYSTEM_BOUND_INTERCONNECT,
} AkSystemBound;

/**
 * AkPerChip:
 * @layers: layers on the largest pipeline stage, ⌈layers / PP⌉
 * @kv_heads: KV heads each chip keeps: KV heads / TP, or 1 when TP is a
 *   multiple of the KV heads (each KV head replicated TP / KV heads times,
 *   as vLLM and Megatron-LM do)
 * @sequences: sequences whose KV cache one chip holds: ⌈⌈batch / DP⌉ / EP⌉
 * @weight_bytes: the weights on the busiest chip, bytes
 * @kv_cache_bytes: its KV cache at the end of the step, bytes
 * @memory_needed_bytes: @weight_bytes + @kv_cache_bytes
 * @memory_capacity_bytes: one chip's memory, bytes; 0 when unknown
 * @fits_in_memory: @memory_needed_bytes ≤ @memory_capacity_bytes (FALSE
 *   when the capacity is unknown)
 */
typedef struct {
  guint    layers;
  guint    kv_heads;
  double   sequences;
  double   weight_bytes;
  double   kv_cache_bytes;
  double   memory_needed_bytes;
  double   memory_capacity_bytes;
  gboolean fits_in_memory;
} AkPerChip;

GQuark      ak_parallel_error_quark      (void);

const char *ak_system_bound_to_string    (AkSystemBound             bound);
const char *ak_system_bound_describe     (AkSystemBound             bound);
guint       ak_layout_chips              (const AkLayout           *layout);
char       *ak_layout_to_string          (const AkLayout           *layout);
gboolean    ak_layout_check              (const AkTransformerShape *shape,
                                          const AkLayout           *layout,
                                          guint                     fast_domain_chips,
                                          GError                  **error);
gboolean    ak_layout_from_options       (guint                     n_chips,
                                          guint                     tp,
                                          guint                     pp,
                                          guint                     ep,
                                          AkLayout                 *out_layout,
                                          GError                  **error);
GArray     *ak_layout_list               (const AkTransformerShape *shape,
                                          guint                     n_chips,
                                          guint                     fast_domain_chips,
                                          GError                  **error);
gboolean    ak_parallel_per_chip         (const AkTransformerShape *shape,
                                          const AkInferenceRequest *request,
                                          const AkLayout           *layout,
                                          double                    memory_capacity_bytes,
                                          AkPerChip                *out_per_chip,
                                          GError                  **error);

G_END_DECLS

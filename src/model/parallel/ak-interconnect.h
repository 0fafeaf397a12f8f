/* ak-interconnect.h: the links between chips and what a collective costs
 *
 * Links are lesson data (#AkLink, with a source each); this file looks
 * them up for an accelerator and prices the ring collectives that split
 * models need. Pure functions, GLib only, no allocation.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "ak-lesson.h"

G_BEGIN_DECLS

/* The most chips a system may have: beyond it a request is absurd. */
#define AK_INTERCONNECT_MAX_CHIPS 65536u

#define AK_INTERCONNECT_ERROR (ak_interconnect_error_quark ())

/**
 * AkInterconnectError:
 * @AK_INTERCONNECT_ERROR_UNKNOWN_LINK: no link of the lesson has this id
 * @AK_INTERCONNECT_ERROR_NO_LINK: the accelerator names no link, so it
 *   cannot be joined to others
 * @AK_INTERCONNECT_ERROR_INVALID: a chip count, byte count, bandwidth or
 *   latency is out of range
 */
typedef enum {
  AK_INTERCONNECT_ERROR_UNKNOWN_LINK,
  AK_INTERCONNECT_ERROR_NO_LINK,
  AK_INTERCONNECT_ERROR_INVALID,
} AkInterconnectError;

/**
 * AkCollective:
 * @AK_COLLECTIVE_ALL_REDUCE: every chip ends with the sum of every chip's buffer
 * @AK_COLLECTIVE_ALL_GATHER: every chip ends with every chip's shard
 * @AK_COLLECTIVE_REDUCE_SCATTER: every chip ends with its shard of the sum
 * @AK_COLLECTIVE_ALL_TO_ALL: every chip sends a different part of its
 *   buffer to each other chip (expert parallelism's routed tokens)
 */
typedef enum {
  AK_COLLECTIVE_ALL_REDUCE,
  AK_COLLECTIVE_ALL_GATHER,
  AK_COLLECTIVE_REDUCE_SCATTER,
  AK_COLLECTIVE_ALL_TO_ALL,
} AkCollective;

/**
 * AkCollectiveCost:
 * @bytes_per_chip: bytes each chip sends over the link
 * @hops: steps one after the other, each paying the link's latency once
 * @time_s: @bytes_per_chip / bandwidth + @hops × latency, seconds
 */
typedef struct {
  double bytes_per_chip;
  double hops;
  double time_s;
} AkCollectiveCost;

GQuark        ak_interconnect_error_quark        (void);

const AkLink *ak_interconnect_find_link          (AkLesson            *lesson,
                                                  const char          *link_id,
                                                  GError             **error);
const AkLink *ak_interconnect_default_link       (AkLesson            *lesson,
                                                  const AkAccelerator *accelerator,
                                                  GError             **error);
gboolean      ak_interconnect_accelerator_has_link
                                                 (const AkAccelerator *accelerator,
                                                  const char          *link_id);
guint         ak_interconnect_fast_domain_chips  (const AkAccelerator *accelerator);
double        ak_link_bandwidth_bytes_s          (const AkLink        *link);

const char   *ak_collective_to_string            (AkCollective         collective);
double        ak_collective_bytes_per_chip       (AkCollective         collective,
                                                  guint                n_chips,
                                                  double               bytes);
double        ak_collective_hops                 (AkCollective         collective,
                                                  guint                n_chips);
gboolean      ak_collective_cost                 (AkCollective         collective,
                                                  guint                n_chips,
                                                  double               bytes,
                                                  double               bandwidth_bytes_s,
                                                  double               latency_s,
                                                  AkCollectiveCost    *out_cost,
                                                  GError             **error);

G_END_DECLS

/* ak-kitchen-sim-private.h: what the kitchen simulation's files share
 *
 * ak-kitchen-sim.c holds the object, its settings and the reset;
 * ak-kitchen-sim-step.c advances the kitchen; ak-kitchen-sim-readouts.c
 * reads it out. The last two call into the first, never the other way.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ak-kitchen-sim.h"

G_BEGIN_DECLS

#define BINS_PER_TRIP 64
#define BIN_SECONDS (AK_KITCHEN_HALLWAY_SECONDS / BINS_PER_TRIP)
/* Live bins span one trip plus the longest step, with room to spare. */
#define RING_BINS 128
/* The readouts average over a window of several of the kitchen's cycles:
 * cooks who took ingredients together finish together, so the hallway and
 * the cooks work in bursts a cook's time per ingredient apart. */
#define WINDOW_BUCKET_SECONDS 0.25
#define WINDOW_BUCKETS 256
#define WINDOW_MIN_SECONDS 1.0
#define WINDOW_CYCLES 4.0
#define EPSILON 1e-9

/* Bins the longest step spans (AK_KITCHEN_MAX_STEP_SECONDS / BIN_SECONDS),
 * rounded up, in integers so that it can be checked at compile time. */
#define MAX_STEP_BINS \
  ((AK_KITCHEN_MAX_STEP_MS * BINS_PER_TRIP + AK_KITCHEN_HALLWAY_MS - 1) / AK_KITCHEN_HALLWAY_MS)

typedef struct {
  double start;   /* ingredients sent before this bin opened */
  double amount;  /* ingredients sent during the bin */
} Bin;

/* What a quarter second of the readouts' window saw. */
typedef struct {
  double seconds;
  double chops;
  double chop_capacity;  /* cooks × rate × seconds */
  double sent;
  double send_capacity;  /* bandwidth × seconds */
} Bucket;

struct _AkKitchenSim
{
  GObject        parent_instance;

  /* Settings */
  guint          cooks;
  double         rate;
  double         bandwidth;
  double         intensity;
  guint          capacity;
  guint64        seed;

  /* State */
  guint64        rng;
  double         time;
  AkKitchenCook  cook[AK_KITCHEN_MAX_COOKS];
  Bin            bins[RING_BINS];
  gint64         first_bin;    /* oldest bin still in the hallway */
  gint64         last_bin;     /* newest bin opened; first_bin - 1 if none */
  double         sent;         /* ingredients sent since reset */
  double         delivered;    /* ingredients that reached the kitchen */
  double         at_kitchen;   /* on the counter or at the door, not taken */

  /* Outputs of the last step and their running averages */
  double         step_seconds;
  double         step_chops;
  double         step_sent;
  double         total_chops;
  guint          n_idle;
  Bucket         window[WINDOW_BUCKETS];
  double         window_start;  /* time the window was last emptied */
  gint64         last_bucket;   /* newest bucket written; -1 if none */
};

gboolean _ak_kitchen_sim_check_positive (double       value,
                                         const char  *name,
                                         GError     **error);

G_END_DECLS

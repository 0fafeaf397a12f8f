/* ak-kitchen-sim-step.c: advancing the kitchen by one step
 *
 * The pantry sends into the hallway's ring of time bins, the bins that
 * have arrived are delivered to the counter, and every cook chops; each
 * step is added to the readouts' window.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "ak-kitchen-sim-private.h"

/* ---- deterministic random numbers (splitmix64) ------------------------- */

static guint64
next_random (guint64 *state)
{
  guint64 z = (*state += G_GUINT64_CONSTANT (0x9e3779b97f4a7c15));

  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
  return z ^ (z >> 31);
}

/* ---- the readouts' window ----------------------------------------------- */

/* Adds the last step to the bucket of the time it started at. */
static void
record_step (AkKitchenSim *self)
{
  double start = self->time - self->step_seconds;
  gint64 index = (gint64) floor ((start - self->window_start) / WINDOW_BUCKET_SECONDS + EPSILON);
  Bucket *bucket;

  index = MAX (index, 0);
  while (self->last_bucket < index)
    self->window[++self->last_bucket % WINDOW_BUCKETS] = (Bucket) { 0 };

  bucket = &self->window[index % WINDOW_BUCKETS];
  bucket->seconds += self->step_seconds;
  bucket->chops += self->step_chops;
  bucket->chop_capacity += self->cooks * self->rate * self->step_seconds;
  bucket->sent += self->step_sent;
  bucket->send_capacity += self->bandwidth * self->step_seconds;
}

/* ---- stepping ---------------------------------------------------------- */

static Bin *
bin_at (AkKitchenSim *self,
        gint64        index)
{
  return &self->bins[index % RING_BINS];
}

/* Opens every bin up to @index, each starting where the last one ended. */
static void
open_bins_until (AkKitchenSim *self,
                 gint64        index)
{
  while (self->last_bin < index)
    {
      Bin *bin = bin_at (self, ++self->last_bin);

      bin->start = self->sent;
      bin->amount = 0;
    }
}

/* Sends what the hallway and the backpressure allow during [time, time +
 * seconds), spread evenly over the bins of that interval. */
static void
send_ingredients (AkKitchenSim *self,
                  double        seconds)
{
  double end = self->time + seconds;
  double in_flight = self->sent - self->delivered;
  double limit = self->capacity + 1.0 +
                 self->bandwidth * (AK_KITCHEN_HALLWAY_SECONDS + seconds + 2 * BIN_SECONDS);
  double amount = MIN (self->bandwidth * seconds, MAX (0.0, limit - in_flight - self->at_kitchen));
  gint64 first = (gint64) floor (self->time / BIN_SECONDS);
  gint64 last = (gint64) floor (end / BIN_SECONDS);

  for (gint64 b = first; b <= last; b++)
    {
      double overlap = MIN (end, (b + 1) * BIN_SECONDS) - MAX (self->time, b * BIN_SECONDS);
      double share;

      if (overlap <= 0)
        continue;

      open_bins_until (self, b);
      share = amount * overlap / seconds;
      bin_at (self, b)->amount += share;
      self->sent += share;
    }

  self->step_sent = amount;
}

/* Moves every bin whose last ingredient has reached the kitchen by @now. */
static void
deliver_ingredients (AkKitchenSim *self,
                     double        now)
{
  while (self->first_bin <= self->last_bin &&
         (self->first_bin + 1) * BIN_SECONDS + AK_KITCHEN_HALLWAY_SECONDS <= now + EPSILON)
    {
      Bin *bin = bin_at (self, self->first_bin++);

      self->at_kitchen += bin->amount;
      self->delivered += bin->amount;
      *bin = (Bin) { 0 };
    }
}

/* One cook's share of a step, in O(1): finish the ingredient in hand, take
 * whole ingredients in one go, then start one more. Returns chops done. */
static double
work_cook (AkKitchenSim  *self,
           AkKitchenCook *cook,
           double         budget)
{
  double capacity = budget;

  if (cook->remaining > 0)
    {
      double used = MIN (budget, cook->remaining);

      cook->remaining -= used;
      budget -= used;
      if (cook->remaining < self->intensity * EPSILON)
        cook->remaining = 0;
    }

  if (budget > 0 && cook->remaining == 0)
    {
      double whole = MIN (floor (self->at_kitchen + EPSILON), floor (budget / self->intensity + EPSILON));

      self->at_kitchen = MAX (0.0, self->at_kitchen - whole);
      budget = MAX (0.0, budget - whole * self->intensity);

      if (budget > self->intensity * EPSILON && self->at_kitchen >= 1.0 - EPSILON)
        {
          self->at_kitchen = MAX (0.0, self->at_kitchen - 1.0);
          cook->remaining = self->intensity - budget;
          budget = 0;
        }
    }

  cook->busy = capacity > 0 ? (capacity - budget) / capacity : 0;
  cook->chopped += capacity - budget;
  return capacity - budget;
}

/* Cooks take ingredients in turn from a random starting cook, so which
 * cooks wait varies, deterministically for a given seed. */
static void
work_cooks (AkKitchenSim *self,
            double        seconds)
{
  guint start = (guint) (next_random (&self->rng) % self->cooks);
  double budget = self->rate * seconds;

  self->step_chops = 0;
  self->n_idle = 0;

  for (guint j = 0; j < self->cooks; j++)
    {
      guint i = start + j < self->cooks ? start + j : start + j - self->cooks;
      AkKitchenCook *cook = &self->cook[i];

      self->step_chops += work_cook (self, cook, budget);
      if (cook->remaining == 0)
        self->n_idle++;
    }
}

/**
 * ak_kitchen_sim_step:
 * @self: a simulation
 * @seconds: simulated time to advance, seconds; more than
 *   %AK_KITCHEN_MAX_STEP_SECONDS is clamped to it
 * @error: return location for an %AK_KITCHEN_SIM_ERROR
 *
 * Advances the kitchen by one step: the pantry sends, the hallway
 * delivers, every cook chops. Costs O(cooks).
 *
 * Returns: %TRUE on success; %FALSE with %AK_KITCHEN_SIM_ERROR_INVALID for
 *   zero, negative, NaN or infinite @seconds
 */
gboolean
ak_kitchen_sim_step (AkKitchenSim  *self,
                     double         seconds,
                     GError       **error)
{
  g_return_val_if_fail (AK_IS_KITCHEN_SIM (self), FALSE);

  if (!_ak_kitchen_sim_check_positive (seconds, "step", error))
    return FALSE;

  seconds = MIN (seconds, AK_KITCHEN_MAX_STEP_SECONDS);

  send_ingredients (self, seconds);
  self->time += seconds;
  deliver_ingredients (self, self->time);
  work_cooks (self, seconds);

  self->step_seconds = seconds;
  self->total_chops += self->step_chops;
  record_step (self);

  return TRUE;
}

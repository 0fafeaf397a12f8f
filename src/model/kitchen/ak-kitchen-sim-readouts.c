/* ak-kitchen-sim-readouts.c: what the kitchen shows
 *
 * Throughput and utilisation averaged over the readouts' window and over
 * the last step, the roofline's verdict for the settings, and what is in
 * the hallway, on the counter and at the door, for drawing.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "ak-kitchen-sim-private.h"

/* ---- the readouts' window ----------------------------------------------- */

/* Seconds the readouts average over: WINDOW_CYCLES of a cook's time per
 * ingredient plus the hallway's latency, 1 to 64 s. */
static double
window_seconds (AkKitchenSim *self)
{
  double cycle = self->intensity / self->rate;

  return CLAMP (WINDOW_CYCLES * cycle + AK_KITCHEN_HALLWAY_SECONDS, WINDOW_MIN_SECONDS,
                (WINDOW_BUCKETS - 1) * WINDOW_BUCKET_SECONDS);
}

/* The sums over the window: its last buckets, fewer since a restart. */
static Bucket
window_sum (AkKitchenSim *self)
{
  gint64 n = (gint64) ceil (window_seconds (self) / WINDOW_BUCKET_SECONDS);
  Bucket sum = { 0 };

  for (gint64 i = MAX (0, self->last_bucket - n + 1); i <= self->last_bucket; i++)
    {
      const Bucket *b = &self->window[i % WINDOW_BUCKETS];

      sum.seconds += b->seconds;
      sum.chops += b->chops;
      sum.chop_capacity += b->chop_capacity;
      sum.sent += b->sent;
      sum.send_capacity += b->send_capacity;
    }
  return sum;
}

/* ---- outputs ----------------------------------------------------------- */

/**
 * ak_kitchen_sim_get_time:
 * @self: a simulation
 *
 * Returns: simulated seconds since the last reset
 */
double
ak_kitchen_sim_get_time (AkKitchenSim *self)
{
  g_return_val_if_fail (AK_IS_KITCHEN_SIM (self), 0);
  return self->time;
}

/**
 * ak_kitchen_sim_get_chops_per_second:
 * @self: a simulation
 *
 * The kitchen's throughput (the FLOP/s analogue), averaged over the
 * readouts' window: four times a cook's time per ingredient plus the
 * hallway's latency (1 to 64 s of simulated time), or since the last reset
 * or change of setting if that is shorter. The window spans several of the
 * bursts in which the cooks work, so the readouts hold still.
 *
 * Returns: chops/s; 0 before the first step
 */
double
ak_kitchen_sim_get_chops_per_second (AkKitchenSim *self)
{
  Bucket sum;

  g_return_val_if_fail (AK_IS_KITCHEN_SIM (self), 0);
  sum = window_sum (self);
  return sum.seconds > 0 ? sum.chops / sum.seconds : 0;
}

/**
 * ak_kitchen_sim_get_dishes_per_second:
 * @self: a simulation
 *
 * Returns: dishes/s, running average; a dish is %AK_KITCHEN_CHOPS_PER_DISH chops
 */
double
ak_kitchen_sim_get_dishes_per_second (AkKitchenSim *self)
{
  return ak_kitchen_sim_get_chops_per_second (self) / AK_KITCHEN_CHOPS_PER_DISH;
}

/**
 * ak_kitchen_sim_get_cook_utilisation:
 * @self: a simulation
 *
 * The MFU analogue: chops done over what the cooks could have done, over
 * the readouts' window (see ak_kitchen_sim_get_chops_per_second()).
 *
 * Returns: a fraction, 0 to 1; 0 before the first step
 */
double
ak_kitchen_sim_get_cook_utilisation (AkKitchenSim *self)
{
  Bucket sum;

  g_return_val_if_fail (AK_IS_KITCHEN_SIM (self), 0);
  sum = window_sum (self);
  return sum.chop_capacity > 0 ? sum.chops / sum.chop_capacity : 0;
}

/**
 * ak_kitchen_sim_get_hallway_utilisation:
 * @self: a simulation
 *
 * The MBU analogue: ingredients sent over what the hallway could carry,
 * over the readouts' window (see ak_kitchen_sim_get_chops_per_second()).
 * A compute-bound kitchen's hallway sends in bursts; averaged over several
 * of them it reads peak ÷ (bandwidth × chops per ingredient).
 *
 * Returns: a fraction, 0 to 1; 0 before the first step
 */
double
ak_kitchen_sim_get_hallway_utilisation (AkKitchenSim *self)
{
  Bucket sum;

  g_return_val_if_fail (AK_IS_KITCHEN_SIM (self), 0);
  sum = window_sum (self);
  return sum.send_capacity > 0 ? sum.sent / sum.send_capacity : 0;
}

/**
 * ak_kitchen_sim_get_step_chops_per_second:
 * @self: a simulation
 *
 * Returns: chops/s during the last step; 0 before the first
 */
double
ak_kitchen_sim_get_step_chops_per_second (AkKitchenSim *self)
{
  g_return_val_if_fail (AK_IS_KITCHEN_SIM (self), 0);
  return self->step_seconds > 0 ? self->step_chops / self->step_seconds : 0;
}

/**
 * ak_kitchen_sim_get_total_chops:
 * @self: a simulation
 *
 * Returns: chops done since the last reset
 */
double
ak_kitchen_sim_get_total_chops (AkKitchenSim *self)
{
  g_return_val_if_fail (AK_IS_KITCHEN_SIM (self), 0);
  return self->total_chops;
}

/**
 * ak_kitchen_sim_get_n_idle_cooks:
 * @self: a simulation
 *
 * Returns: cooks with nothing in hand at the end of the last step
 */
guint
ak_kitchen_sim_get_n_idle_cooks (AkKitchenSim *self)
{
  g_return_val_if_fail (AK_IS_KITCHEN_SIM (self), 0);
  return self->n_idle;
}

/**
 * ak_kitchen_sim_get_n_busy_cooks:
 * @self: a simulation
 *
 * The cooks busy on average over the readouts' window: the cooks'
 * utilisation (ak_kitchen_sim_get_cook_utilisation()) × cooks, to the
 * nearest whole cook. The readouts' busy share
 * (ak_kitchen_sim_get_busy_share()) and the cooks waiting
 * (ak_kitchen_sim_get_n_waiting_cooks()) are both counted from it, so the
 * three always add up: 80 busy of 512 is 15.6 % busy and 432 waiting.
 *
 * Returns: 0 to ak_kitchen_sim_get_cooks(); 0 before the first step and
 *   after a change of setting, until the kitchen has run again
 */
guint
ak_kitchen_sim_get_n_busy_cooks (AkKitchenSim *self)
{
  g_return_val_if_fail (AK_IS_KITCHEN_SIM (self), 0);

  return (guint) CLAMP (round (ak_kitchen_sim_get_cook_utilisation (self) * self->cooks), 0.0,
                        (double) self->cooks);
}

/**
 * ak_kitchen_sim_get_busy_share:
 * @self: a simulation
 *
 * The cooks' busy share as the readouts say it: busy cooks
 * (ak_kitchen_sim_get_n_busy_cooks()) ÷ cooks, counted from the same whole
 * cooks as the cooks waiting. The unrounded share, for the roofline, is
 * ak_kitchen_sim_get_cook_utilisation().
 *
 * Returns: a fraction, 0 to 1
 */
double
ak_kitchen_sim_get_busy_share (AkKitchenSim *self)
{
  g_return_val_if_fail (AK_IS_KITCHEN_SIM (self), 0);

  return (double) ak_kitchen_sim_get_n_busy_cooks (self) / self->cooks;
}

/**
 * ak_kitchen_sim_get_n_waiting_cooks:
 * @self: a simulation
 *
 * The cooks that wait for ingredients, on average over the readouts'
 * window: cooks − ak_kitchen_sim_get_n_busy_cooks(). A cook only stops
 * chopping when no ingredient is left to take, so every cook not busy
 * waits for ingredients; a compute-bound kitchen with a full counter
 * reads 0 (issue 29 item 9). It is never a separately rounded figure, nor
 * the cooks idle at one moment (ak_kitchen_sim_get_n_idle_cooks()), which
 * would disagree with the busy share beside it.
 *
 * Returns: 0 to ak_kitchen_sim_get_cooks()
 */
guint
ak_kitchen_sim_get_n_waiting_cooks (AkKitchenSim *self)
{
  g_return_val_if_fail (AK_IS_KITCHEN_SIM (self), 0);

  return self->cooks - ak_kitchen_sim_get_n_busy_cooks (self);
}

/**
 * ak_kitchen_sim_get_readout_seconds:
 * @self: a simulation
 *
 * The running window the throughput and utilisation readouts average
 * over: four times a cook's time per ingredient (chops per ingredient ÷
 * chops per second per cook) plus the hallway's latency
 * (%AK_KITCHEN_HALLWAY_SECONDS), 1 to 63.75 s. The readouts move around
 * their steady-state value as the hallway's bursts enter and leave it.
 *
 * Returns: seconds
 */
double
ak_kitchen_sim_get_readout_seconds (AkKitchenSim *self)
{
  g_return_val_if_fail (AK_IS_KITCHEN_SIM (self), 0);
  return window_seconds (self);
}

/**
 * ak_kitchen_sim_get_idle_reason:
 * @self: a simulation
 *
 * A cook only goes idle when no ingredient is left to take, so idle cooks
 * always wait on ingredients.
 *
 * Returns: why cooks are idle, or %AK_KITCHEN_WAIT_NONE if none is
 */
AkKitchenWait
ak_kitchen_sim_get_idle_reason (AkKitchenSim *self)
{
  g_return_val_if_fail (AK_IS_KITCHEN_SIM (self), AK_KITCHEN_WAIT_NONE);
  return self->n_idle > 0 ? AK_KITCHEN_WAIT_INGREDIENTS : AK_KITCHEN_WAIT_NONE;
}

/**
 * ak_kitchen_sim_get_bound:
 * @self: a simulation
 *
 * Which resource binds in the steady state, the verdict the kitchen shows.
 * It is not read from the last moments: while the kitchen warms up (the
 * hallway's latency, cooks taking their first ingredients; 512 cooks on 32
 * chops per ingredient take about 13 s) the cooks wait on ingredients
 * whatever the settings. Once warm, the kitchen chops at min (cooks ×
 * rate, bandwidth × chops per ingredient), as the tests check, so the
 * steady state's verdict is the roofline's:
 * ak_kitchen_sim_get_expected_bound(), from the first frame on.
 *
 * Returns: the binding resource
 */
AkBound
ak_kitchen_sim_get_bound (AkKitchenSim *self)
{
  g_return_val_if_fail (AK_IS_KITCHEN_SIM (self), AK_BOUND_MEMORY);

  return ak_kitchen_sim_get_expected_bound (self);
}

/**
 * ak_kitchen_sim_get_peak_chops_per_second:
 * @self: a simulation
 *
 * Returns: cooks × chops per second per cook (the peak FLOP/s analogue)
 */
double
ak_kitchen_sim_get_peak_chops_per_second (AkKitchenSim *self)
{
  g_return_val_if_fail (AK_IS_KITCHEN_SIM (self), 0);
  return self->cooks * self->rate;
}

/**
 * ak_kitchen_sim_get_hallway_chops_per_second:
 * @self: a simulation
 *
 * Returns: hallway ingredients per second × chops per ingredient (the
 *   memory roof at this intensity)
 */
double
ak_kitchen_sim_get_hallway_chops_per_second (AkKitchenSim *self)
{
  g_return_val_if_fail (AK_IS_KITCHEN_SIM (self), 0);
  return self->bandwidth * self->intensity;
}

/**
 * ak_kitchen_sim_get_ridge_chops_per_ingredient:
 * @self: a simulation
 *
 * Returns: the ridge point, cooks × rate / bandwidth: the chops per
 *   ingredient above which the kitchen is compute-bound
 */
double
ak_kitchen_sim_get_ridge_chops_per_ingredient (AkKitchenSim *self)
{
  g_return_val_if_fail (AK_IS_KITCHEN_SIM (self), 0);
  return self->cooks * self->rate / self->bandwidth;
}

/**
 * ak_kitchen_sim_get_expected_bound:
 * @self: a simulation
 *
 * Returns: the roofline's verdict for the settings: compute when the
 *   cooks' peak is at most the hallway's supply, memory otherwise
 */
AkBound
ak_kitchen_sim_get_expected_bound (AkKitchenSim *self)
{
  g_return_val_if_fail (AK_IS_KITCHEN_SIM (self), AK_BOUND_MEMORY);

  return ak_kitchen_sim_get_peak_chops_per_second (self) <=
         ak_kitchen_sim_get_hallway_chops_per_second (self) ? AK_BOUND_COMPUTE : AK_BOUND_MEMORY;
}

/**
 * ak_kitchen_sim_get_cook:
 * @self: a simulation
 * @index: a cook, below ak_kitchen_sim_get_cooks()
 *
 * Returns: (transfer none): the cook's state, valid until the next step
 */
const AkKitchenCook *
ak_kitchen_sim_get_cook (AkKitchenSim *self,
                         guint         index)
{
  g_return_val_if_fail (AK_IS_KITCHEN_SIM (self), NULL);
  g_return_val_if_fail (index < self->cooks, NULL);

  return &self->cook[index];
}

/**
 * ak_kitchen_sim_get_in_hallway:
 * @self: a simulation
 *
 * Returns: ingredients travelling (may be fractional)
 */
double
ak_kitchen_sim_get_in_hallway (AkKitchenSim *self)
{
  g_return_val_if_fail (AK_IS_KITCHEN_SIM (self), 0);
  return self->sent - self->delivered;
}

/**
 * ak_kitchen_sim_get_at_kitchen:
 * @self: a simulation
 *
 * Returns: ingredients that arrived and wait for a cook (may be fractional)
 */
double
ak_kitchen_sim_get_at_kitchen (AkKitchenSim *self)
{
  g_return_val_if_fail (AK_IS_KITCHEN_SIM (self), 0);
  return self->at_kitchen;
}

/**
 * ak_kitchen_sim_get_on_counter:
 * @self: a simulation
 *
 * Returns: whole ingredients on the counter, at most its capacity
 */
guint
ak_kitchen_sim_get_on_counter (AkKitchenSim *self)
{
  g_return_val_if_fail (AK_IS_KITCHEN_SIM (self), 0);
  return (guint) MIN ((double) self->capacity, floor (self->at_kitchen + EPSILON));
}

/**
 * ak_kitchen_sim_get_queued_at_door:
 * @self: a simulation
 *
 * Returns: whole ingredients that arrived but found the counter full
 */
guint
ak_kitchen_sim_get_queued_at_door (AkKitchenSim *self)
{
  double whole;

  g_return_val_if_fail (AK_IS_KITCHEN_SIM (self), 0);

  whole = floor (self->at_kitchen + EPSILON);
  return whole > self->capacity ? (guint) MIN (whole - self->capacity, (double) G_MAXUINT) : 0;
}

/* Appends the whole ingredients of bin @b whose number is a multiple of
 * @stride. Within a bin, ingredients leave evenly spaced in time. */
static guint
bin_ingredients (AkKitchenSim        *self,
                 gint64               b,
                 guint64              stride,
                 AkKitchenIngredient *out,
                 guint                max_out)
{
  const Bin *bin = &self->bins[b % RING_BINS];
  double open = b * BIN_SECONDS;
  double span = b == self->last_bin ? CLAMP (self->time - open, BIN_SECONDS * EPSILON, BIN_SECONDS) : BIN_SECONDS;
  guint64 s = (guint64) ceil (bin->start);
  guint n = 0;

  s = (s + stride - 1) / stride * stride;
  for (; s < bin->start + bin->amount && n < max_out; s += stride)
    {
      double left = open + (s - bin->start) / bin->amount * span;

      out[n].progress = CLAMP ((self->time - left) / AK_KITCHEN_HALLWAY_SECONDS, 0.0, 1.0);
      out[n].sequence = s;
      n++;
    }

  return n;
}

/**
 * ak_kitchen_sim_get_hallway_ingredients:
 * @self: a simulation
 * @out: (array length=max_out) (out caller-allocates): where to store them
 * @max_out: room in @out
 * @out_stride: (out) (optional): 1 if every ingredient was stored;
 *   otherwise only those whose sequence number is a multiple of it (a
 *   power of two), so the same ingredients are chosen from frame to frame
 *
 * The whole ingredients in the hallway, oldest first, for drawing. Costs
 * O(bins + @max_out).
 *
 * Returns: how many were stored
 */
guint
ak_kitchen_sim_get_hallway_ingredients (AkKitchenSim        *self,
                                        AkKitchenIngredient *out,
                                        guint                max_out,
                                        guint               *out_stride)
{
  guint64 stride = 1;
  guint n = 0;

  g_return_val_if_fail (AK_IS_KITCHEN_SIM (self), 0);
  g_return_val_if_fail (out != NULL || max_out == 0, 0);

  while (max_out > 0 && ak_kitchen_sim_get_in_hallway (self) / stride > max_out - 1 && stride < G_MAXUINT / 2)
    stride *= 2;

  for (gint64 b = self->first_bin; b <= self->last_bin && n < max_out; b++)
    n += bin_ingredients (self, b, stride, out + n, max_out - n);

  if (out_stride != NULL)
    *out_stride = (guint) stride;
  return n;
}

/* ak-kitchen-sim.c: the kitchen, a time-stepped roofline simulation
 *
 * The pantry sends ingredients down a hallway at up to the hallway's
 * bandwidth; each takes AK_KITCHEN_HALLWAY_SECONDS to arrive. Arrivals wait
 * on the counter (and, when it is full, at the kitchen door) until a cook
 * takes one and chops it. Cooks chop at a fixed rate. So the kitchen
 * chops at most min (cooks × rate, bandwidth × chops per ingredient): the
 * roofline of Williams, Waterman and Patterson (CACM 2009), with chops for
 * FLOPs, ingredients for bytes and chops per ingredient for arithmetic
 * intensity.
 *
 * The hallway is a ring of time bins holding fractional amounts, so a step
 * costs O(cooks + bins) whatever the bandwidth. The pantry stops sending
 * when the kitchen holds a full counter plus a hallway's worth of
 * ingredients (backpressure), so a compute-bound kitchen fills up instead
 * of growing without bound.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "ak-kitchen-sim.h"

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

G_STATIC_ASSERT (RING_BINS > BINS_PER_TRIP + MAX_STEP_BINS + 2);

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

G_DEFINE_FINAL_TYPE (AkKitchenSim, ak_kitchen_sim, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_COOKS,
  PROP_CHOPS_PER_SECOND_PER_COOK,
  PROP_HALLWAY_INGREDIENTS_PER_SECOND,
  PROP_CHOPS_PER_INGREDIENT,
  PROP_COUNTER_CAPACITY,
  PROP_SEED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/**
 * ak_kitchen_sim_error_quark:
 *
 * Returns: the error domain of #AkKitchenSimError
 */
G_DEFINE_QUARK (ak-kitchen-sim-error-quark, ak_kitchen_sim_error)

/* ---- deterministic random numbers (splitmix64) ------------------------- */

static guint64
next_random (guint64 *state)
{
  guint64 z = (*state += G_GUINT64_CONSTANT (0x9e3779b97f4a7c15));

  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
  return z ^ (z >> 31);
}

/* ---- input checks ------------------------------------------------------ */

static gboolean
check_positive (double       value,
                const char  *name,
                GError     **error)
{
  if (isfinite (value) && value > 0.0)
    return TRUE;

  g_set_error (error, AK_KITCHEN_SIM_ERROR, AK_KITCHEN_SIM_ERROR_INVALID,
               "%s must be a positive finite number, got %g", name, value);
  return FALSE;
}

static gboolean
check_count (guint        value,
             const char  *name,
             GError     **error)
{
  if (value > 0)
    return TRUE;

  g_set_error (error, AK_KITCHEN_SIM_ERROR, AK_KITCHEN_SIM_ERROR_INVALID,
               "%s must be at least 1, got 0", name);
  return FALSE;
}

/* ---- the readouts' window ----------------------------------------------- */

/* Forgets what the readouts saw: after a reset or a new setting they
 * average from then on. */
static void
restart_window (AkKitchenSim *self)
{
  memset (self->window, 0, sizeof self->window);
  self->window_start = self->time;
  self->last_bucket = -1;
}

/* Seconds the readouts average over: WINDOW_CYCLES of a cook's time per
 * ingredient plus the hallway's latency, 1 to 64 s. */
static double
window_seconds (AkKitchenSim *self)
{
  double cycle = self->intensity / self->rate;

  return CLAMP (WINDOW_CYCLES * cycle + AK_KITCHEN_HALLWAY_SECONDS, WINDOW_MIN_SECONDS,
                (WINDOW_BUCKETS - 1) * WINDOW_BUCKET_SECONDS);
}

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

/* ---- settings ---------------------------------------------------------- */

static void
set_double (AkKitchenSim *self,
            double       *field,
            double        value,
            guint         prop_id)
{
  value = CLAMP (value, AK_KITCHEN_MIN_RATE, AK_KITCHEN_MAX_RATE);
  if (*field == value)
    return;

  *field = value;
  restart_window (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop_id]);
}

/**
 * ak_kitchen_sim_set_cooks:
 * @self: a simulation
 * @cooks: how many cooks, 1 to %AK_KITCHEN_MAX_COOKS; more is clamped
 * @error: return location for an %AK_KITCHEN_SIM_ERROR
 *
 * Changes the brigade without a reset. Cooks sent home put the ingredient
 * they hold back on the counter.
 *
 * Returns: %TRUE on success; %FALSE with %AK_KITCHEN_SIM_ERROR_INVALID for 0
 */
gboolean
ak_kitchen_sim_set_cooks (AkKitchenSim  *self,
                          guint          cooks,
                          GError       **error)
{
  g_return_val_if_fail (AK_IS_KITCHEN_SIM (self), FALSE);

  if (!check_count (cooks, "cooks", error))
    return FALSE;

  cooks = MIN (cooks, AK_KITCHEN_MAX_COOKS);
  if (cooks == self->cooks)
    return TRUE;

  for (guint i = cooks; i < self->cooks; i++)
    {
      if (self->cook[i].remaining > 0)
        self->at_kitchen += 1.0;
      self->cook[i] = (AkKitchenCook) { 0 };
    }

  self->cooks = cooks;
  restart_window (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COOKS]);
  return TRUE;
}

/**
 * ak_kitchen_sim_set_chops_per_second_per_cook:
 * @self: a simulation
 * @chops_per_second: how fast one cook chops (compute per core), chops/s;
 *   clamped to %AK_KITCHEN_MIN_RATE … %AK_KITCHEN_MAX_RATE
 * @error: return location for an %AK_KITCHEN_SIM_ERROR
 *
 * Returns: %TRUE on success; %FALSE with %AK_KITCHEN_SIM_ERROR_INVALID for
 *   zero, negative, NaN or infinite values
 */
gboolean
ak_kitchen_sim_set_chops_per_second_per_cook (AkKitchenSim  *self,
                                              double         chops_per_second,
                                              GError       **error)
{
  g_return_val_if_fail (AK_IS_KITCHEN_SIM (self), FALSE);

  if (!check_positive (chops_per_second, "chops per second per cook", error))
    return FALSE;

  set_double (self, &self->rate, chops_per_second, PROP_CHOPS_PER_SECOND_PER_COOK);
  return TRUE;
}

/**
 * ak_kitchen_sim_set_hallway_ingredients_per_second:
 * @self: a simulation
 * @ingredients_per_second: the hallway's bandwidth, ingredients/s; clamped
 *   to %AK_KITCHEN_MIN_RATE … %AK_KITCHEN_MAX_RATE
 * @error: return location for an %AK_KITCHEN_SIM_ERROR
 *
 * Returns: %TRUE on success; %FALSE with %AK_KITCHEN_SIM_ERROR_INVALID for
 *   zero, negative, NaN or infinite values
 */
gboolean
ak_kitchen_sim_set_hallway_ingredients_per_second (AkKitchenSim  *self,
                                                   double         ingredients_per_second,
                                                   GError       **error)
{
  g_return_val_if_fail (AK_IS_KITCHEN_SIM (self), FALSE);

  if (!check_positive (ingredients_per_second, "hallway ingredients per second", error))
    return FALSE;

  set_double (self, &self->bandwidth, ingredients_per_second, PROP_HALLWAY_INGREDIENTS_PER_SECOND);
  return TRUE;
}

/**
 * ak_kitchen_sim_set_chops_per_ingredient:
 * @self: a simulation
 * @chops_per_ingredient: the recipe's arithmetic intensity, chops per
 *   ingredient; clamped to %AK_KITCHEN_MIN_RATE … %AK_KITCHEN_MAX_RATE
 * @error: return location for an %AK_KITCHEN_SIM_ERROR
 *
 * Ingredients already in a cook's hands keep the chops they had left.
 *
 * Returns: %TRUE on success; %FALSE with %AK_KITCHEN_SIM_ERROR_INVALID for
 *   zero, negative, NaN or infinite values
 */
gboolean
ak_kitchen_sim_set_chops_per_ingredient (AkKitchenSim  *self,
                                         double         chops_per_ingredient,
                                         GError       **error)
{
  g_return_val_if_fail (AK_IS_KITCHEN_SIM (self), FALSE);

  if (!check_positive (chops_per_ingredient, "chops per ingredient", error))
    return FALSE;

  set_double (self, &self->intensity, chops_per_ingredient, PROP_CHOPS_PER_INGREDIENT);
  return TRUE;
}

/**
 * ak_kitchen_sim_set_counter_capacity:
 * @self: a simulation
 * @capacity: ingredients the counter holds (on-chip SRAM), 1 to
 *   %AK_KITCHEN_MAX_COUNTER; more is clamped
 * @error: return location for an %AK_KITCHEN_SIM_ERROR
 *
 * Returns: %TRUE on success; %FALSE with %AK_KITCHEN_SIM_ERROR_INVALID for 0
 */
gboolean
ak_kitchen_sim_set_counter_capacity (AkKitchenSim  *self,
                                     guint          capacity,
                                     GError       **error)
{
  g_return_val_if_fail (AK_IS_KITCHEN_SIM (self), FALSE);

  if (!check_count (capacity, "counter capacity", error))
    return FALSE;

  capacity = MIN (capacity, AK_KITCHEN_MAX_COUNTER);
  if (capacity != self->capacity)
    {
      self->capacity = capacity;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COUNTER_CAPACITY]);
    }
  return TRUE;
}

/**
 * ak_kitchen_sim_apply_preset:
 * @self: a simulation
 * @preset: a kitchen preset from a lesson
 * @error: return location for an %AK_KITCHEN_SIM_ERROR
 *
 * Applies every setting of @preset, then resets the kitchen. Nothing
 * changes if any setting is invalid.
 *
 * Returns: %TRUE on success; %FALSE with %AK_KITCHEN_SIM_ERROR_INVALID
 */
gboolean
ak_kitchen_sim_apply_preset (AkKitchenSim           *self,
                             const AkKitchenPreset  *preset,
                             GError                **error)
{
  g_return_val_if_fail (AK_IS_KITCHEN_SIM (self), FALSE);
  g_return_val_if_fail (preset != NULL, FALSE);

  if (!check_count (preset->cooks, "cooks", error) ||
      !check_positive (preset->chops_per_second_per_cook, "chops per second per cook", error) ||
      !check_positive (preset->hallway_ingredients_per_second, "hallway ingredients per second", error) ||
      !check_positive (preset->chops_per_ingredient, "chops per ingredient", error) ||
      !check_count (preset->counter_capacity, "counter capacity", error))
    return FALSE;

  g_object_freeze_notify (G_OBJECT (self));
  ak_kitchen_sim_set_cooks (self, preset->cooks, NULL);
  ak_kitchen_sim_set_chops_per_second_per_cook (self, preset->chops_per_second_per_cook, NULL);
  ak_kitchen_sim_set_hallway_ingredients_per_second (self, preset->hallway_ingredients_per_second, NULL);
  ak_kitchen_sim_set_chops_per_ingredient (self, preset->chops_per_ingredient, NULL);
  ak_kitchen_sim_set_counter_capacity (self, preset->counter_capacity, NULL);
  ak_kitchen_sim_reset (self);
  g_object_thaw_notify (G_OBJECT (self));

  return TRUE;
}

guint
ak_kitchen_sim_get_cooks (AkKitchenSim *self)
{
  g_return_val_if_fail (AK_IS_KITCHEN_SIM (self), 0);
  return self->cooks;
}

double
ak_kitchen_sim_get_chops_per_second_per_cook (AkKitchenSim *self)
{
  g_return_val_if_fail (AK_IS_KITCHEN_SIM (self), 0);
  return self->rate;
}

double
ak_kitchen_sim_get_hallway_ingredients_per_second (AkKitchenSim *self)
{
  g_return_val_if_fail (AK_IS_KITCHEN_SIM (self), 0);
  return self->bandwidth;
}

double
ak_kitchen_sim_get_chops_per_ingredient (AkKitchenSim *self)
{
  g_return_val_if_fail (AK_IS_KITCHEN_SIM (self), 0);
  return self->intensity;
}

guint
ak_kitchen_sim_get_counter_capacity (AkKitchenSim *self)
{
  g_return_val_if_fail (AK_IS_KITCHEN_SIM (self), 0);
  return self->capacity;
}

guint64
ak_kitchen_sim_get_seed (AkKitchenSim *self)
{
  g_return_val_if_fail (AK_IS_KITCHEN_SIM (self), 0);
  return self->seed;
}

/* ---- stepping ---------------------------------------------------------- */

/**
 * ak_kitchen_sim_reset:
 * @self: a simulation
 *
 * Empties the kitchen and the hallway and sets the clock to 0, keeping the
 * settings and the seed: the same settings and steps then give the same run.
 */
void
ak_kitchen_sim_reset (AkKitchenSim *self)
{
  g_return_if_fail (AK_IS_KITCHEN_SIM (self));

  self->rng = self->seed;
  self->time = 0;
  memset (self->cook, 0, sizeof self->cook);
  memset (self->bins, 0, sizeof self->bins);
  self->first_bin = 0;
  self->last_bin = -1;
  self->sent = self->delivered = self->at_kitchen = 0;
  self->step_seconds = self->step_chops = self->step_sent = self->total_chops = 0;
  self->n_idle = self->cooks;
  restart_window (self);
}

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

  if (!check_positive (seconds, "step", error))
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

double
ak_kitchen_sim_get_step_dishes_per_second (AkKitchenSim *self)
{
  return ak_kitchen_sim_get_step_chops_per_second (self) / AK_KITCHEN_CHOPS_PER_DISH;
}

/**
 * ak_kitchen_sim_get_step_cook_utilisation:
 * @self: a simulation
 *
 * Returns: the fraction of the cooks' capacity used in the last step, 0 to 1
 */
double
ak_kitchen_sim_get_step_cook_utilisation (AkKitchenSim *self)
{
  g_return_val_if_fail (AK_IS_KITCHEN_SIM (self), 0);
  return self->step_seconds > 0 ? self->step_chops / (self->cooks * self->rate * self->step_seconds) : 0;
}

/**
 * ak_kitchen_sim_get_step_hallway_utilisation:
 * @self: a simulation
 *
 * Returns: the fraction of the hallway's bandwidth used in the last step, 0 to 1
 */
double
ak_kitchen_sim_get_step_hallway_utilisation (AkKitchenSim *self)
{
  g_return_val_if_fail (AK_IS_KITCHEN_SIM (self), 0);
  return self->step_seconds > 0 ? self->step_sent / (self->bandwidth * self->step_seconds) : 0;
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

/* ---- GObject ----------------------------------------------------------- */

static void
ak_kitchen_sim_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  AkKitchenSim *self = AK_KITCHEN_SIM (object);

  switch (prop_id)
    {
    case PROP_COOKS:
      g_value_set_uint (value, self->cooks);
      break;
    case PROP_CHOPS_PER_SECOND_PER_COOK:
      g_value_set_double (value, self->rate);
      break;
    case PROP_HALLWAY_INGREDIENTS_PER_SECOND:
      g_value_set_double (value, self->bandwidth);
      break;
    case PROP_CHOPS_PER_INGREDIENT:
      g_value_set_double (value, self->intensity);
      break;
    case PROP_COUNTER_CAPACITY:
      g_value_set_uint (value, self->capacity);
      break;
    case PROP_SEED:
      g_value_set_uint64 (value, self->seed);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ak_kitchen_sim_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  AkKitchenSim *self = AK_KITCHEN_SIM (object);

  /* The param specs' ranges already exclude invalid values. */
  switch (prop_id)
    {
    case PROP_COOKS:
      ak_kitchen_sim_set_cooks (self, g_value_get_uint (value), NULL);
      break;
    case PROP_CHOPS_PER_SECOND_PER_COOK:
      ak_kitchen_sim_set_chops_per_second_per_cook (self, g_value_get_double (value), NULL);
      break;
    case PROP_HALLWAY_INGREDIENTS_PER_SECOND:
      ak_kitchen_sim_set_hallway_ingredients_per_second (self, g_value_get_double (value), NULL);
      break;
    case PROP_CHOPS_PER_INGREDIENT:
      ak_kitchen_sim_set_chops_per_ingredient (self, g_value_get_double (value), NULL);
      break;
    case PROP_COUNTER_CAPACITY:
      ak_kitchen_sim_set_counter_capacity (self, g_value_get_uint (value), NULL);
      break;
    case PROP_SEED:
      self->seed = g_value_get_uint64 (value);
      ak_kitchen_sim_reset (self);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static GParamSpec *
rate_property (const char *name,
               const char *nick,
               double      default_value)
{
  return g_param_spec_double (name, nick, NULL,
                              AK_KITCHEN_MIN_RATE, AK_KITCHEN_MAX_RATE, default_value,
                              G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
}

static void
ak_kitchen_sim_class_init (AkKitchenSimClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = ak_kitchen_sim_get_property;
  object_class->set_property = ak_kitchen_sim_set_property;

  properties[PROP_COOKS] =
    g_param_spec_uint ("cooks", "Cooks", NULL,
                       AK_KITCHEN_MIN_COOKS, AK_KITCHEN_MAX_COOKS, 8,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CHOPS_PER_SECOND_PER_COOK] =
    rate_property ("chops-per-second-per-cook", "Chops per second per cook", 10);
  properties[PROP_HALLWAY_INGREDIENTS_PER_SECOND] =
    rate_property ("hallway-ingredients-per-second", "Hallway ingredients per second", 40);
  properties[PROP_CHOPS_PER_INGREDIENT] =
    rate_property ("chops-per-ingredient", "Chops per ingredient", 4);
  properties[PROP_COUNTER_CAPACITY] =
    g_param_spec_uint ("counter-capacity", "Counter capacity", NULL,
                       AK_KITCHEN_MIN_COUNTER, AK_KITCHEN_MAX_COUNTER, 8,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SEED] =
    g_param_spec_uint64 ("seed", "Seed", NULL, 0, G_MAXUINT64, 0,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
ak_kitchen_sim_init (AkKitchenSim *self)
{
  self->cooks = 8;
  self->rate = 10;
  self->bandwidth = 40;
  self->intensity = 4;
  self->capacity = 8;
  ak_kitchen_sim_reset (self);
}

/**
 * ak_kitchen_sim_new:
 * @seed: seeds which idle cook gets the next ingredient; the same seed,
 *   settings and steps give the same run
 *
 * Creates an empty kitchen with 8 cooks chopping 10 times a second, a
 * hallway of 40 ingredients a second, 4 chops per ingredient and a counter
 * for 8 (the lesson's CPU kitchen).
 *
 * Returns: (transfer full): a new simulation
 */
AkKitchenSim *
ak_kitchen_sim_new (guint64 seed)
{
  return g_object_new (AK_TYPE_KITCHEN_SIM, "seed", seed, NULL);
}

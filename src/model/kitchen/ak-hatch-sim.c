/* ak-hatch-sim.c: several kitchens share every order and pass half-done
 * dishes through a service hatch
 *
 * K identical kitchens, each with the cooks, chop rate and hallway of one
 * AkKitchenSim (its own pantry, as each chip has its own HBM), split every
 * order's chops K ways. Once every kitchen has chopped its share, the
 * kitchens combine their half-done dishes through the hatch: each passes
 * plates × 2 (K − 1) / K plates, the traffic a ring all-reduce sends per
 * chip (the facts file's collectives line, from the JAX scaling book's
 * sharding chapter), at the hatch's rate. Cooking and passing do not
 * overlap. So one order takes
 *
 *   cook = chops per order / (K × R),  R = min (cooks × rate, hallway ×
 *          chops per ingredient), the kitchen's roofline
 *   pass = plates per order × 2 (K − 1) / K / hatch rate
 *
 * and the kitchens make dishes per order / (cook + pass) dishes a second.
 * Cooking shrinks as 1/K while passing grows towards 2 × plates / hatch
 * rate; they are equal at K* = 1 + chops per order × hatch rate /
 * (2 × plates per order × R), and past K* the kitchens wait on the hatch.
 *
 * The run is time-stepped: a step of simulated seconds moves the order
 * through its phases in O(1), skipping whole orders at once.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "ak-hatch-sim.h"

#define EPSILON 1e-12
/* A step crosses at most: the rest of a phase, the next phase, whole
 * orders at once, then two phases; more is rounding. */
#define MAX_PHASES_PER_STEP 8

struct _AkHatchSim
{
  GObject       parent_instance;

  AkKitchenSim *kitchen;
  gulong        kitchen_handler;
  guint         kitchens;
  double        hatch_rate;

  /* The order in progress */
  AkHatchPhase  phase;
  double        cook_left;   /* chops left per kitchen */
  double        pass_left;   /* plates left per kitchen */

  /* Since the last reset */
  double        time;
  guint64       orders;

  /* Since the last reset or change of setting: the readouts */
  double        run_time;
  double        run_orders;
  double        run_pass_time;
  double        run_start;   /* order_fraction () when they restarted */
};

G_DEFINE_FINAL_TYPE (AkHatchSim, ak_hatch_sim, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_KITCHENS,
  PROP_HATCH_ITEMS_PER_SECOND,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/**
 * ak_hatch_sim_error_quark:
 *
 * Returns: the error domain of #AkHatchSimError
 */
G_DEFINE_QUARK (ak-hatch-sim-error-quark, ak_hatch_sim_error)

/* ---- the formula ------------------------------------------------------- */

/**
 * ak_hatch_sim_get_kitchen_chops_per_second:
 * @self: a simulation
 *
 * Returns: one kitchen's chops/s, min (cooks × rate, hallway × chops per
 *   ingredient): the roofline (Williams, Waterman and Patterson, CACM
 *   2009) as ak_kitchen_sim_get_expected_bound() applies it
 */
double
ak_hatch_sim_get_kitchen_chops_per_second (AkHatchSim *self)
{
  g_return_val_if_fail (AK_IS_HATCH_SIM (self), 0);

  return MIN (ak_kitchen_sim_get_peak_chops_per_second (self->kitchen),
              ak_kitchen_sim_get_hallway_chops_per_second (self->kitchen));
}

/**
 * ak_hatch_sim_get_cook_seconds:
 * @self: a simulation
 *
 * Returns: seconds each kitchen chops per order: %AK_HATCH_DISHES_PER_ORDER
 *   × %AK_KITCHEN_CHOPS_PER_DISH ÷ (kitchens × one kitchen's chops/s)
 */
double
ak_hatch_sim_get_cook_seconds (AkHatchSim *self)
{
  g_return_val_if_fail (AK_IS_HATCH_SIM (self), 0);

  return AK_HATCH_DISHES_PER_ORDER * AK_KITCHEN_CHOPS_PER_DISH /
         (self->kitchens * ak_hatch_sim_get_kitchen_chops_per_second (self));
}

/**
 * ak_hatch_sim_get_pass_items:
 * @self: a simulation
 *
 * Returns: plates each kitchen passes per order, %AK_HATCH_DISHES_PER_ORDER
 *   × 2 (K − 1) / K: a ring all-reduce's traffic per chip (JAX scaling
 *   book, sharding chapter); 0 for one kitchen
 */
double
ak_hatch_sim_get_pass_items (AkHatchSim *self)
{
  g_return_val_if_fail (AK_IS_HATCH_SIM (self), 0);

  return AK_HATCH_DISHES_PER_ORDER * 2.0 * (self->kitchens - 1) / self->kitchens;
}

/**
 * ak_hatch_sim_get_pass_seconds:
 * @self: a simulation
 *
 * Returns: seconds the hatch is busy per order: ak_hatch_sim_get_pass_items()
 *   ÷ the hatch's plates/s
 */
double
ak_hatch_sim_get_pass_seconds (AkHatchSim *self)
{
  g_return_val_if_fail (AK_IS_HATCH_SIM (self), 0);

  return ak_hatch_sim_get_pass_items (self) / self->hatch_rate;
}

/**
 * ak_hatch_sim_get_expected_dishes_per_second:
 * @self: a simulation
 *
 * Returns: dishes/s of the formula, %AK_HATCH_DISHES_PER_ORDER ÷ (cook
 *   seconds + pass seconds); for one kitchen, the kitchen's chops/s ÷
 *   %AK_KITCHEN_CHOPS_PER_DISH
 */
double
ak_hatch_sim_get_expected_dishes_per_second (AkHatchSim *self)
{
  g_return_val_if_fail (AK_IS_HATCH_SIM (self), 0);

  return AK_HATCH_DISHES_PER_ORDER /
         (ak_hatch_sim_get_cook_seconds (self) + ak_hatch_sim_get_pass_seconds (self));
}

/**
 * ak_hatch_sim_get_expected_hatch_share:
 * @self: a simulation
 *
 * Returns: pass seconds ÷ (cook seconds + pass seconds), 0 to 1
 */
double
ak_hatch_sim_get_expected_hatch_share (AkHatchSim *self)
{
  double pass;

  g_return_val_if_fail (AK_IS_HATCH_SIM (self), 0);

  pass = ak_hatch_sim_get_pass_seconds (self);
  return pass / (ak_hatch_sim_get_cook_seconds (self) + pass);
}

/**
 * ak_hatch_sim_get_crossover_kitchens:
 * @self: a simulation
 *
 * Cooking takes C / (K R) and passing 2 P (K − 1) / (K H), with C the
 * chops and P the plates of an order, R one kitchen's chops/s and H the
 * hatch's plates/s; they are equal where C / R = 2 P (K − 1) / H.
 *
 * Returns: K* = 1 + C H / (2 P R), the number of kitchens (not necessarily
 *   whole) from which the hatch takes longer than the cooking
 */
double
ak_hatch_sim_get_crossover_kitchens (AkHatchSim *self)
{
  g_return_val_if_fail (AK_IS_HATCH_SIM (self), 0);

  return 1.0 + AK_KITCHEN_CHOPS_PER_DISH * self->hatch_rate /
               (2.0 * ak_hatch_sim_get_kitchen_chops_per_second (self));
}

/**
 * ak_hatch_sim_get_bound:
 * @self: a simulation
 *
 * The verdict, from the settings, so it is right from the first frame:
 * the hatch when passing takes longer than cooking (more kitchens than
 * ak_hatch_sim_get_crossover_kitchens()), otherwise the kitchen's own
 * roofline verdict.
 *
 * Returns: what sets the pace
 */
AkHatchBound
ak_hatch_sim_get_bound (AkHatchSim *self)
{
  g_return_val_if_fail (AK_IS_HATCH_SIM (self), AK_HATCH_BOUND_COMPUTE);

  if (ak_hatch_sim_get_pass_seconds (self) > ak_hatch_sim_get_cook_seconds (self))
    return AK_HATCH_BOUND_HATCH;
  return ak_kitchen_sim_get_expected_bound (self->kitchen) == AK_BOUND_COMPUTE ?
         AK_HATCH_BOUND_COMPUTE : AK_HATCH_BOUND_MEMORY;
}

/* ---- the run ----------------------------------------------------------- */

static double order_fraction (AkHatchSim *self);

static void
restart_readouts (AkHatchSim *self)
{
  self->run_time = self->run_orders = self->run_pass_time = 0;
  self->run_start = order_fraction (self);
}

static void
start_order (AkHatchSim *self)
{
  self->phase = AK_HATCH_PHASE_COOK;
  self->cook_left = AK_HATCH_DISHES_PER_ORDER * AK_KITCHEN_CHOPS_PER_DISH / self->kitchens;
  self->pass_left = 0;
}

static void
finish_order (AkHatchSim *self)
{
  self->orders++;
  self->run_orders += 1;
  start_order (self);
}

/* Whole orders that fit in @seconds, at the start of an order. */
static double
skip_orders (AkHatchSim *self,
             double      seconds)
{
  double cook = ak_hatch_sim_get_cook_seconds (self);
  double pass = ak_hatch_sim_get_pass_seconds (self);
  double whole = floor (seconds / (cook + pass));

  if (whole < 1)
    return seconds;

  self->orders += (guint64) whole;
  self->run_orders += whole;
  self->run_pass_time += whole * pass;
  return MAX (0.0, seconds - whole * (cook + pass));
}

/* Moves the order on by at most @seconds; returns the seconds left over. */
static double
advance_phase (AkHatchSim *self,
               double      seconds)
{
  gboolean cooking = self->phase == AK_HATCH_PHASE_COOK;
  double rate = cooking ? ak_hatch_sim_get_kitchen_chops_per_second (self) : self->hatch_rate;
  double *left = cooking ? &self->cook_left : &self->pass_left;
  double need = *left / rate;

  if (need > seconds)
    {
      *left -= rate * seconds;
      if (!cooking)
        self->run_pass_time += seconds;
      return 0;
    }

  *left = 0;
  if (!cooking)
    self->run_pass_time += need;

  if (cooking && self->kitchens > 1)
    {
      self->phase = AK_HATCH_PHASE_PASS;
      self->pass_left = ak_hatch_sim_get_pass_items (self);
    }
  else
    {
      finish_order (self);
      return skip_orders (self, seconds - need);
    }
  return seconds - need;
}

/**
 * ak_hatch_sim_step:
 * @self: a simulation
 * @seconds: simulated time to advance, seconds; more than
 *   %AK_KITCHEN_MAX_STEP_SECONDS is clamped to it
 * @error: return location for an %AK_HATCH_SIM_ERROR
 *
 * Advances the kitchens: they chop their shares of the order, then pass
 * plates through the hatch, then start the next order. Costs O(1).
 *
 * Returns: %TRUE on success; %FALSE with %AK_HATCH_SIM_ERROR_INVALID for
 *   zero, negative, NaN or infinite @seconds
 */
gboolean
ak_hatch_sim_step (AkHatchSim  *self,
                   double       seconds,
                   GError     **error)
{
  double left;

  g_return_val_if_fail (AK_IS_HATCH_SIM (self), FALSE);

  if (!isfinite (seconds) || seconds <= 0)
    {
      g_set_error (error, AK_HATCH_SIM_ERROR, AK_HATCH_SIM_ERROR_INVALID,
                   "step must be a positive finite number, got %g", seconds);
      return FALSE;
    }

  seconds = MIN (seconds, AK_KITCHEN_MAX_STEP_SECONDS);
  left = seconds;
  for (guint i = 0; i < MAX_PHASES_PER_STEP && left > EPSILON; i++)
    left = advance_phase (self, left);

  self->time += seconds;
  self->run_time += seconds;
  return TRUE;
}

/**
 * ak_hatch_sim_reset:
 * @self: a simulation
 *
 * Starts the first order again at time 0, keeping the settings.
 */
void
ak_hatch_sim_reset (AkHatchSim *self)
{
  g_return_if_fail (AK_IS_HATCH_SIM (self));

  self->time = 0;
  self->orders = 0;
  start_order (self);
  restart_readouts (self);
}

/**
 * ak_hatch_sim_get_time:
 * @self: a simulation
 *
 * Returns: simulated seconds since the last reset
 */
double
ak_hatch_sim_get_time (AkHatchSim *self)
{
  g_return_val_if_fail (AK_IS_HATCH_SIM (self), 0);
  return self->time;
}

/**
 * ak_hatch_sim_get_orders_done:
 * @self: a simulation
 *
 * Returns: orders finished (chopped and passed) since the last reset
 */
guint64
ak_hatch_sim_get_orders_done (AkHatchSim *self)
{
  g_return_val_if_fail (AK_IS_HATCH_SIM (self), 0);
  return self->orders;
}

/**
 * ak_hatch_sim_get_phase:
 * @self: a simulation
 *
 * Returns: what the kitchens do now
 */
AkHatchPhase
ak_hatch_sim_get_phase (AkHatchSim *self)
{
  g_return_val_if_fail (AK_IS_HATCH_SIM (self), AK_HATCH_PHASE_COOK);
  return self->phase;
}

/**
 * ak_hatch_sim_get_phase_progress:
 * @self: a simulation
 *
 * Returns: how far the phase is done, 0 to 1: the share of the kitchen's
 *   chops, or of its plates, done
 */
double
ak_hatch_sim_get_phase_progress (AkHatchSim *self)
{
  g_return_val_if_fail (AK_IS_HATCH_SIM (self), 0);

  if (self->phase == AK_HATCH_PHASE_PASS)
    return CLAMP (1.0 - self->pass_left / ak_hatch_sim_get_pass_items (self), 0.0, 1.0);
  return CLAMP (1.0 - self->cook_left * self->kitchens /
                      (AK_HATCH_DISHES_PER_ORDER * AK_KITCHEN_CHOPS_PER_DISH), 0.0, 1.0);
}

/* The order in progress as a share of an order's work, each phase counted
 * by the seconds it takes. */
static double
order_fraction (AkHatchSim *self)
{
  double cook = ak_hatch_sim_get_cook_seconds (self);
  double pass = ak_hatch_sim_get_pass_seconds (self);
  double progress = ak_hatch_sim_get_phase_progress (self);

  if (self->phase == AK_HATCH_PHASE_PASS)
    return (cook + progress * pass) / (cook + pass);
  return progress * cook / (cook + pass);
}

/**
 * ak_hatch_sim_get_dishes_per_second:
 * @self: a simulation
 *
 * The run's throughput since the last reset or change of setting: dishes
 * of the orders finished, plus the share of an order's work done on the
 * order in progress since then, ÷ the seconds run.
 *
 * Returns: dishes/s; 0 before the first step
 */
double
ak_hatch_sim_get_dishes_per_second (AkHatchSim *self)
{
  double orders;

  g_return_val_if_fail (AK_IS_HATCH_SIM (self), 0);

  if (self->run_time <= 0)
    return 0;
  orders = self->run_orders + order_fraction (self) - self->run_start;
  return MAX (0.0, orders * AK_HATCH_DISHES_PER_ORDER / self->run_time);
}

/**
 * ak_hatch_sim_get_hatch_share:
 * @self: a simulation
 *
 * Returns: the fraction of the seconds run since the last reset or change
 *   of setting that the hatch was busy, 0 to 1; 0 before the first step
 */
double
ak_hatch_sim_get_hatch_share (AkHatchSim *self)
{
  g_return_val_if_fail (AK_IS_HATCH_SIM (self), 0);

  return self->run_time > 0 ? CLAMP (self->run_pass_time / self->run_time, 0.0, 1.0) : 0;
}

/* ---- settings ---------------------------------------------------------- */

/**
 * ak_hatch_sim_get_kitchen:
 * @self: a simulation
 *
 * Returns: (transfer none): the kitchen whose settings every kitchen has;
 *   changing them restarts the readouts
 */
AkKitchenSim *
ak_hatch_sim_get_kitchen (AkHatchSim *self)
{
  g_return_val_if_fail (AK_IS_HATCH_SIM (self), NULL);
  return self->kitchen;
}

/**
 * ak_hatch_sim_set_kitchens:
 * @self: a simulation
 * @kitchens: how many kitchens share each order, 1 to
 *   %AK_HATCH_MAX_KITCHENS; more is clamped
 * @error: return location for an %AK_HATCH_SIM_ERROR
 *
 * The order in progress starts again, split the new way.
 *
 * Returns: %TRUE on success; %FALSE with %AK_HATCH_SIM_ERROR_INVALID for 0
 */
gboolean
ak_hatch_sim_set_kitchens (AkHatchSim  *self,
                           guint        kitchens,
                           GError     **error)
{
  g_return_val_if_fail (AK_IS_HATCH_SIM (self), FALSE);

  if (kitchens == 0)
    {
      g_set_error (error, AK_HATCH_SIM_ERROR, AK_HATCH_SIM_ERROR_INVALID,
                   "kitchens must be at least 1, got 0");
      return FALSE;
    }

  kitchens = MIN (kitchens, AK_HATCH_MAX_KITCHENS);
  if (kitchens == self->kitchens)
    return TRUE;

  self->kitchens = kitchens;
  start_order (self);
  restart_readouts (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_KITCHENS]);
  return TRUE;
}

/**
 * ak_hatch_sim_set_hatch_items_per_second:
 * @self: a simulation
 * @items_per_second: plates each kitchen passes through the hatch a second
 *   (the link's bandwidth); clamped to %AK_HATCH_MIN_RATE … %AK_HATCH_MAX_RATE
 * @error: return location for an %AK_HATCH_SIM_ERROR
 *
 * Returns: %TRUE on success; %FALSE with %AK_HATCH_SIM_ERROR_INVALID for
 *   zero, negative, NaN or infinite values
 */
gboolean
ak_hatch_sim_set_hatch_items_per_second (AkHatchSim  *self,
                                         double       items_per_second,
                                         GError     **error)
{
  g_return_val_if_fail (AK_IS_HATCH_SIM (self), FALSE);

  if (!isfinite (items_per_second) || items_per_second <= 0)
    {
      g_set_error (error, AK_HATCH_SIM_ERROR, AK_HATCH_SIM_ERROR_INVALID,
                   "hatch items per second must be a positive finite number, got %g", items_per_second);
      return FALSE;
    }

  items_per_second = CLAMP (items_per_second, AK_HATCH_MIN_RATE, AK_HATCH_MAX_RATE);
  if (items_per_second == self->hatch_rate)
    return TRUE;

  self->hatch_rate = items_per_second;
  restart_readouts (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HATCH_ITEMS_PER_SECOND]);
  return TRUE;
}

/**
 * ak_hatch_sim_apply_preset:
 * @self: a simulation
 * @preset: a kitchen preset from a lesson
 * @error: return location for an %AK_HATCH_SIM_ERROR or %AK_KITCHEN_SIM_ERROR
 *
 * Applies the preset to the kitchen (ak_kitchen_sim_apply_preset()), then
 * its kitchens (0, a preset without the member, means 1) and hatch rate
 * (0 keeps the current one), then resets. Nothing changes if any setting
 * is invalid.
 *
 * Returns: %TRUE on success
 */
gboolean
ak_hatch_sim_apply_preset (AkHatchSim             *self,
                           const AkKitchenPreset  *preset,
                           GError                **error)
{
  g_return_val_if_fail (AK_IS_HATCH_SIM (self), FALSE);
  g_return_val_if_fail (preset != NULL, FALSE);

  /* A bad hatch rate is refused before anything changes. */
  if (preset->hatch_items_per_second != 0 &&
      !(isfinite (preset->hatch_items_per_second) && preset->hatch_items_per_second > 0))
    {
      g_set_error (error, AK_HATCH_SIM_ERROR, AK_HATCH_SIM_ERROR_INVALID,
                   "hatch items per second must be a positive finite number, got %g",
                   preset->hatch_items_per_second);
      return FALSE;
    }

  if (!ak_kitchen_sim_apply_preset (self->kitchen, preset, error))
    return FALSE;

  g_object_freeze_notify (G_OBJECT (self));
  ak_hatch_sim_set_kitchens (self, MAX (preset->kitchens, 1), NULL);
  if (preset->hatch_items_per_second > 0)
    ak_hatch_sim_set_hatch_items_per_second (self, preset->hatch_items_per_second, NULL);
  ak_hatch_sim_reset (self);
  g_object_thaw_notify (G_OBJECT (self));
  return TRUE;
}

guint
ak_hatch_sim_get_kitchens (AkHatchSim *self)
{
  g_return_val_if_fail (AK_IS_HATCH_SIM (self), 0);
  return self->kitchens;
}

double
ak_hatch_sim_get_hatch_items_per_second (AkHatchSim *self)
{
  g_return_val_if_fail (AK_IS_HATCH_SIM (self), 0);
  return self->hatch_rate;
}

/* ---- GObject ----------------------------------------------------------- */

/* The kitchens' settings changed: the readouts start again, and the chops
 * left of the order in progress are done at the new rate. */
static void
on_kitchen_notify (AkHatchSim *self)
{
  restart_readouts (self);
}

static void
ak_hatch_sim_dispose (GObject *object)
{
  AkHatchSim *self = AK_HATCH_SIM (object);

  g_clear_signal_handler (&self->kitchen_handler, self->kitchen);
  g_clear_object (&self->kitchen);

  G_OBJECT_CLASS (ak_hatch_sim_parent_class)->dispose (object);
}

static void
ak_hatch_sim_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  AkHatchSim *self = AK_HATCH_SIM (object);

  switch (prop_id)
    {
    case PROP_KITCHENS:
      g_value_set_uint (value, self->kitchens);
      break;
    case PROP_HATCH_ITEMS_PER_SECOND:
      g_value_set_double (value, self->hatch_rate);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ak_hatch_sim_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  AkHatchSim *self = AK_HATCH_SIM (object);

  /* The param specs' ranges already exclude invalid values. */
  switch (prop_id)
    {
    case PROP_KITCHENS:
      ak_hatch_sim_set_kitchens (self, g_value_get_uint (value), NULL);
      break;
    case PROP_HATCH_ITEMS_PER_SECOND:
      ak_hatch_sim_set_hatch_items_per_second (self, g_value_get_double (value), NULL);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ak_hatch_sim_class_init (AkHatchSimClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = ak_hatch_sim_dispose;
  object_class->get_property = ak_hatch_sim_get_property;
  object_class->set_property = ak_hatch_sim_set_property;

  properties[PROP_KITCHENS] =
    g_param_spec_uint ("kitchens", "Kitchens", NULL,
                       AK_HATCH_MIN_KITCHENS, AK_HATCH_MAX_KITCHENS, 1,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_HATCH_ITEMS_PER_SECOND] =
    g_param_spec_double ("hatch-items-per-second", "Hatch items per second", NULL,
                         AK_HATCH_MIN_RATE, AK_HATCH_MAX_RATE, 160,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
ak_hatch_sim_init (AkHatchSim *self)
{
  self->kitchens = 1;
  self->hatch_rate = 160;
}

/**
 * ak_hatch_sim_new:
 * @kitchen: the kitchen whose settings every kitchen has (one reference
 *   is taken)
 *
 * Creates one kitchen and a hatch of 160 plates a second, at time 0.
 *
 * Returns: (transfer full): a new simulation
 */
AkHatchSim *
ak_hatch_sim_new (AkKitchenSim *kitchen)
{
  AkHatchSim *self;

  g_return_val_if_fail (AK_IS_KITCHEN_SIM (kitchen), NULL);

  self = g_object_new (AK_TYPE_HATCH_SIM, NULL);
  self->kitchen = g_object_ref (kitchen);
  self->kitchen_handler = g_signal_connect_swapped (kitchen, "notify", G_CALLBACK (on_kitchen_notify), self);
  ak_hatch_sim_reset (self);
  return self;
}

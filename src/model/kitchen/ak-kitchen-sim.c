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

#include "ak-kitchen-sim-private.h"

G_STATIC_ASSERT (RING_BINS > BINS_PER_TRIP + MAX_STEP_BINS + 2);

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

/* ---- input checks ------------------------------------------------------ */

/* Also checks a step's length (ak-kitchen-sim-step.c). */
gboolean
_ak_kitchen_sim_check_positive (double       value,
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
 * they hold back on the counter. The readouts average from then on: until
 * the kitchen runs again they read 0 chops and every cook waiting.
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
  /* The idle cooks are those of the new brigade (new cooks start idle),
   * never a count left from the old one. */
  self->n_idle = 0;
  for (guint i = 0; i < cooks; i++)
    self->n_idle += self->cook[i].remaining == 0;
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

  if (!_ak_kitchen_sim_check_positive (chops_per_second, "chops per second per cook", error))
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

  if (!_ak_kitchen_sim_check_positive (ingredients_per_second, "hallway ingredients per second", error))
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

  if (!_ak_kitchen_sim_check_positive (chops_per_ingredient, "chops per ingredient", error))
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
      !_ak_kitchen_sim_check_positive (preset->chops_per_second_per_cook, "chops per second per cook", error) ||
      !_ak_kitchen_sim_check_positive (preset->hallway_ingredients_per_second, "hallway ingredients per second", error) ||
      !_ak_kitchen_sim_check_positive (preset->chops_per_ingredient, "chops per ingredient", error) ||
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

/* ---- reset ------------------------------------------------------------- */

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

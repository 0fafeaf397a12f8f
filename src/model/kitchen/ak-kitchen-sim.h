/* ak-kitchen-sim.h: the kitchen, a time-stepped roofline simulation
 *
 * No GTK here: the simulation is tested and benchmarked without a display.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "ak-lesson.h"
#include "ak-roofline.h"

G_BEGIN_DECLS

#define AK_KITCHEN_SIM_ERROR (ak_kitchen_sim_error_quark ())

/**
 * AkKitchenSimError:
 * @AK_KITCHEN_SIM_ERROR_INVALID: an input is zero, negative, NaN or infinite
 */
typedef enum {
  AK_KITCHEN_SIM_ERROR_INVALID,
} AkKitchenSimError;

/**
 * AkKitchenWait:
 * @AK_KITCHEN_WAIT_NONE: no cook is idle
 * @AK_KITCHEN_WAIT_INGREDIENTS: idle cooks have nothing to chop: the counter
 *   is empty and the hallway has not brought the next ingredient yet
 *
 * Why cooks are idle at the end of the last step.
 */
typedef enum {
  AK_KITCHEN_WAIT_NONE,
  AK_KITCHEN_WAIT_INGREDIENTS,
} AkKitchenWait;

/* Limits; finite inputs outside them are clamped. They match what the
 * lesson validator accepts for kitchen presets. */
#define AK_KITCHEN_MIN_COOKS 1
#define AK_KITCHEN_MAX_COOKS 1024
#define AK_KITCHEN_MIN_RATE 1e-3
#define AK_KITCHEN_MAX_RATE 1e6
#define AK_KITCHEN_MIN_COUNTER 1
#define AK_KITCHEN_MAX_COUNTER 64

/* Seconds an ingredient spends in the hallway (memory latency), also in
 * whole milliseconds for compile-time checks, which take only integers. */
#define AK_KITCHEN_HALLWAY_MS 500
#define AK_KITCHEN_HALLWAY_SECONDS (AK_KITCHEN_HALLWAY_MS / 1000.0)
/* The longest step; longer steps are clamped to it. */
#define AK_KITCHEN_MAX_STEP_MS 250
#define AK_KITCHEN_MAX_STEP_SECONDS (AK_KITCHEN_MAX_STEP_MS / 1000.0)
/* A dish takes this many chops; at 4 chops per ingredient, one ingredient
 * makes one dish, and a batch that chops each ingredient 32 times makes 8. */
#define AK_KITCHEN_CHOPS_PER_DISH 4.0

/**
 * AkKitchenCook:
 * @remaining: chops left on the ingredient in hand; 0 when idle
 * @chopped: chops done since the last reset (drives the knife animation)
 * @busy: fraction of the last step spent chopping, 0 to 1
 */
typedef struct {
  double remaining;
  double chopped;
  double busy;
} AkKitchenCook;

/**
 * AkKitchenIngredient:
 * @progress: how far along the hallway, 0 at the pantry door, 1 at the
 *   kitchen door
 * @sequence: the ingredient's number since the last reset (stable while it
 *   travels)
 */
typedef struct {
  double  progress;
  guint64 sequence;
} AkKitchenIngredient;

#define AK_TYPE_KITCHEN_SIM (ak_kitchen_sim_get_type ())

G_DECLARE_FINAL_TYPE (AkKitchenSim, ak_kitchen_sim, AK, KITCHEN_SIM, GObject)

GQuark               ak_kitchen_sim_error_quark                     (void);

AkKitchenSim        *ak_kitchen_sim_new                             (guint64                 seed);

gboolean             ak_kitchen_sim_apply_preset                    (AkKitchenSim           *self,
                                                                     const AkKitchenPreset  *preset,
                                                                     GError                **error);
gboolean             ak_kitchen_sim_set_cooks                       (AkKitchenSim           *self,
                                                                     guint                   cooks,
                                                                     GError                **error);
gboolean             ak_kitchen_sim_set_chops_per_second_per_cook   (AkKitchenSim           *self,
                                                                     double                  chops_per_second,
                                                                     GError                **error);
gboolean             ak_kitchen_sim_set_hallway_ingredients_per_second
                                                                    (AkKitchenSim           *self,
                                                                     double                  ingredients_per_second,
                                                                     GError                **error);
gboolean             ak_kitchen_sim_set_chops_per_ingredient        (AkKitchenSim           *self,
                                                                     double                  chops_per_ingredient,
                                                                     GError                **error);
gboolean             ak_kitchen_sim_set_counter_capacity            (AkKitchenSim           *self,
                                                                     guint                   capacity,
                                                                     GError                **error);

guint                ak_kitchen_sim_get_cooks                       (AkKitchenSim           *self);
double               ak_kitchen_sim_get_chops_per_second_per_cook   (AkKitchenSim           *self);
double               ak_kitchen_sim_get_hallway_ingredients_per_second
                                                                    (AkKitchenSim           *self);
double               ak_kitchen_sim_get_chops_per_ingredient        (AkKitchenSim           *self);
guint                ak_kitchen_sim_get_counter_capacity            (AkKitchenSim           *self);

void                 ak_kitchen_sim_reset                           (AkKitchenSim           *self);
gboolean             ak_kitchen_sim_step                            (AkKitchenSim           *self,
                                                                     double                  seconds,
                                                                     GError                **error);

double               ak_kitchen_sim_get_time                        (AkKitchenSim           *self);
double               ak_kitchen_sim_get_chops_per_second            (AkKitchenSim           *self);
double               ak_kitchen_sim_get_dishes_per_second           (AkKitchenSim           *self);
double               ak_kitchen_sim_get_cook_utilisation            (AkKitchenSim           *self);
double               ak_kitchen_sim_get_hallway_utilisation         (AkKitchenSim           *self);
double               ak_kitchen_sim_get_step_chops_per_second       (AkKitchenSim           *self);
double               ak_kitchen_sim_get_total_chops                 (AkKitchenSim           *self);
guint                ak_kitchen_sim_get_n_idle_cooks                (AkKitchenSim           *self);
guint                ak_kitchen_sim_get_n_busy_cooks                (AkKitchenSim           *self);
double               ak_kitchen_sim_get_busy_share                  (AkKitchenSim           *self);
guint                ak_kitchen_sim_get_n_waiting_cooks             (AkKitchenSim           *self);
double               ak_kitchen_sim_get_readout_seconds             (AkKitchenSim           *self);
AkKitchenWait        ak_kitchen_sim_get_idle_reason                 (AkKitchenSim           *self);
AkBound              ak_kitchen_sim_get_bound                       (AkKitchenSim           *self);

double               ak_kitchen_sim_get_peak_chops_per_second       (AkKitchenSim           *self);
double               ak_kitchen_sim_get_hallway_chops_per_second    (AkKitchenSim           *self);
double               ak_kitchen_sim_get_ridge_chops_per_ingredient  (AkKitchenSim           *self);
AkBound              ak_kitchen_sim_get_expected_bound              (AkKitchenSim           *self);

const AkKitchenCook *ak_kitchen_sim_get_cook                        (AkKitchenSim           *self,
                                                                     guint                   index);
double               ak_kitchen_sim_get_in_hallway                  (AkKitchenSim           *self);
double               ak_kitchen_sim_get_at_kitchen                  (AkKitchenSim           *self);
guint                ak_kitchen_sim_get_on_counter                  (AkKitchenSim           *self);
guint                ak_kitchen_sim_get_queued_at_door              (AkKitchenSim           *self);
guint                ak_kitchen_sim_get_hallway_ingredients         (AkKitchenSim           *self,
                                                                     AkKitchenIngredient    *out,
                                                                     guint                   max_out,
                                                                     guint                  *out_stride);

G_END_DECLS

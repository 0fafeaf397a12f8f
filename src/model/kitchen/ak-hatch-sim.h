/* ak-hatch-sim.h: several kitchens share every order and pass half-done
 * dishes through a service hatch (the chip-to-chip link)
 *
 * No GTK here: the simulation is tested without a display.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "ak-kitchen-sim.h"
#include "ak-lesson.h"

G_BEGIN_DECLS

#define AK_HATCH_SIM_ERROR (ak_hatch_sim_error_quark ())

/**
 * AkHatchSimError:
 * @AK_HATCH_SIM_ERROR_INVALID: an input is zero, negative, NaN or infinite
 */
typedef enum {
  AK_HATCH_SIM_ERROR_INVALID,
} AkHatchSimError;

/**
 * AkHatchBound:
 * @AK_HATCH_BOUND_COMPUTE: each kitchen's cooks set the pace
 * @AK_HATCH_BOUND_MEMORY: each kitchen's hallway sets the pace
 * @AK_HATCH_BOUND_HATCH: passing half-done dishes through the hatch takes
 *   longer than cooking them: the kitchens wait on the hatch
 *
 * What sets the pace of kitchens that share orders. The kitchen's own enum,
 * not #AkBound, so that a link value added there cannot clash.
 */
typedef enum {
  AK_HATCH_BOUND_COMPUTE,
  AK_HATCH_BOUND_MEMORY,
  AK_HATCH_BOUND_HATCH,
} AkHatchBound;

/**
 * AkHatchPhase:
 * @AK_HATCH_PHASE_COOK: every kitchen chops its share of the order
 * @AK_HATCH_PHASE_PASS: every kitchen passes plates through the hatch and
 *   its cooks wait (no overlap of cooking and passing)
 */
typedef enum {
  AK_HATCH_PHASE_COOK,
  AK_HATCH_PHASE_PASS,
} AkHatchPhase;

/* Limits; finite inputs outside them are clamped. They match what the
 * lesson validator accepts for kitchen presets. */
#define AK_HATCH_MIN_KITCHENS 1
#define AK_HATCH_MAX_KITCHENS 8
#define AK_HATCH_MIN_RATE 1e-3
#define AK_HATCH_MAX_RATE 1e6
/* An order is this many dishes; each leaves one half-done plate per dish
 * to be combined through the hatch (the activations of a batch). */
#define AK_HATCH_DISHES_PER_ORDER 8.0

#define AK_TYPE_HATCH_SIM (ak_hatch_sim_get_type ())

G_DECLARE_FINAL_TYPE (AkHatchSim, ak_hatch_sim, AK, HATCH_SIM, GObject)

GQuark        ak_hatch_sim_error_quark                 (void);

AkHatchSim   *ak_hatch_sim_new                         (AkKitchenSim           *kitchen);
AkKitchenSim *ak_hatch_sim_get_kitchen                 (AkHatchSim             *self);

gboolean      ak_hatch_sim_apply_preset                (AkHatchSim             *self,
                                                        const AkKitchenPreset  *preset,
                                                        GError                **error);
gboolean      ak_hatch_sim_set_kitchens                (AkHatchSim             *self,
                                                        guint                   kitchens,
                                                        GError                **error);
gboolean      ak_hatch_sim_set_hatch_items_per_second  (AkHatchSim             *self,
                                                        double                  items_per_second,
                                                        GError                **error);
guint         ak_hatch_sim_get_kitchens                (AkHatchSim             *self);
double        ak_hatch_sim_get_hatch_items_per_second  (AkHatchSim             *self);

void          ak_hatch_sim_reset                       (AkHatchSim             *self);
gboolean      ak_hatch_sim_step                        (AkHatchSim             *self,
                                                        double                  seconds,
                                                        GError                **error);

/* The formula */
double        ak_hatch_sim_get_kitchen_chops_per_second (AkHatchSim            *self);
double        ak_hatch_sim_get_cook_seconds            (AkHatchSim             *self);
double        ak_hatch_sim_get_pass_items              (AkHatchSim             *self);
double        ak_hatch_sim_get_pass_seconds            (AkHatchSim             *self);
double        ak_hatch_sim_get_expected_dishes_per_second (AkHatchSim          *self);
double        ak_hatch_sim_get_expected_hatch_share    (AkHatchSim             *self);
double        ak_hatch_sim_get_crossover_kitchens      (AkHatchSim             *self);
AkHatchBound  ak_hatch_sim_get_bound                   (AkHatchSim             *self);

/* The run */
double        ak_hatch_sim_get_time                    (AkHatchSim             *self);
guint64       ak_hatch_sim_get_orders_done             (AkHatchSim             *self);
double        ak_hatch_sim_get_dishes_per_second       (AkHatchSim             *self);
double        ak_hatch_sim_get_hatch_share             (AkHatchSim             *self);
AkHatchPhase  ak_hatch_sim_get_phase                   (AkHatchSim             *self);
double        ak_hatch_sim_get_phase_progress          (AkHatchSim             *self);

G_END_DECLS

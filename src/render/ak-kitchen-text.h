/* ak-kitchen-text.h: the kitchen in words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ak-kitchen-sim.h"

G_BEGIN_DECLS

const char *ak_kitchen_renderer_verdict  (AkBound       bound);
char       *ak_kitchen_renderer_figures  (AkKitchenSim *sim);
char       *ak_kitchen_renderer_describe (AkKitchenSim *sim);

G_END_DECLS

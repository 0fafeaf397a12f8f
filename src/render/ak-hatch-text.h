/* ak-hatch-text.h: kitchens that share orders, in words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ak-hatch-sim.h"

G_BEGIN_DECLS

const char *ak_hatch_renderer_verdict  (AkHatchBound  bound);
char       *ak_hatch_renderer_figures  (AkHatchSim   *sim);
char       *ak_hatch_renderer_describe (AkHatchSim   *sim);
char       *ak_hatch_renderer_caption  (AkHatchSim   *sim);

G_END_DECLS

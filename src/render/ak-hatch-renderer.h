/* ak-hatch-renderer.h: draws kitchens that share orders into any cairo_t
 *
 * Cairo and Pango only, no widget: tests draw into an image surface.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>
#include <pango/pango.h>

#include "ak-hatch-sim.h"
#include "ak-hatch-text.h"
#include "ak-kitchen-renderer.h"

G_BEGIN_DECLS

/* Cooks drawn per kitchen at most; the readout gives the real count. */
#define AK_HATCH_MAX_DRAWN_COOKS 16
/* Plates drawn in each hatch while passing. */
#define AK_HATCH_PLATES_PER_HATCH 3

/**
 * AkHatchLayout:
 * @readout: the verdict and figures
 * @kitchens: (element-type cairo_rectangle_t): the kitchens, left to right
 * @hatches: (element-type cairo_rectangle_t): the hatch in the wall between
 *   each two neighbours, K − 1 of them
 * @cooks: (element-type cairo_rectangle_t): the cooks drawn, kitchen by
 *   kitchen, @cooks_per_kitchen each; filled with the busy colour while
 *   the kitchens cook, outlined in the idle colour while they pass
 * @cooks_per_kitchen: cooks drawn in each kitchen
 * @bars: (element-type cairo_rectangle_t): each kitchen's progress bar,
 *   its whole extent; the first @bar_fill of its width is filled
 * @bar_fill: the share of the kitchen's part of the order chopped, 0 to 1
 * @plates: (element-type cairo_rectangle_t): the plates drawn in the
 *   hatches; none while the kitchens cook
 * @captions: (element-type cairo_rectangle_t): each kitchen's caption, at
 *   its top left; none when the kitchens are too narrow for one
 * @caption_texts: (element-type utf8): the captions' texts, "Kitchen 1" or,
 *   where that is too wide, "1"
 *
 * Where the renderer draws what, in user units of a @width × @height area.
 */
typedef struct {
  cairo_rectangle_t  readout;
  GArray            *kitchens;
  GArray            *hatches;
  GArray            *cooks;
  guint              cooks_per_kitchen;
  GArray            *bars;
  double             bar_fill;
  GArray            *plates;
  GArray            *captions;
  GPtrArray         *caption_texts;
} AkHatchLayout;

AkHatchLayout *ak_hatch_layout_new     (AkHatchSim             *sim,
                                        PangoContext           *context,
                                        double                  width,
                                        double                  height);
void           ak_hatch_layout_free    (AkHatchLayout          *layout);

void           ak_hatch_renderer_draw  (cairo_t                *cr,
                                        AkHatchSim             *sim,
                                        PangoContext           *context,
                                        double                  width,
                                        double                  height,
                                        const AkKitchenPalette *palette);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (AkHatchLayout, ak_hatch_layout_free)

G_END_DECLS

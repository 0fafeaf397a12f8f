/* ak-training-renderer.h: the training planner's charts into any cairo_t
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>
#include <pango/pango.h>

#include "ak-chart-painter.h"
#include "ak-training-chart.h"

G_BEGIN_DECLS

#define AK_TYPE_TRAINING_RENDERER (ak_training_renderer_get_type ())

G_DECLARE_FINAL_TYPE (AkTrainingRenderer, ak_training_renderer, AK, TRAINING_RENDERER, GObject)

/* Panels of the kept layout. */
#define AK_TRAINING_PANEL_MEMORY 0
#define AK_TRAINING_PANEL_DAYS   1

AkTrainingRenderer *ak_training_renderer_new      (void);
void                ak_training_renderer_set_data (AkTrainingRenderer         *self,
                                                   const AkTrainingMemory     *memory,
                                                   const AkTrainingChart      *chart);
void                ak_training_renderer_set_font (AkTrainingRenderer         *self,
                                                   const PangoFontDescription *font);

G_END_DECLS

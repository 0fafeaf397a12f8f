/* ak-scene-ticker.h: what the animated scenes (the kitchen, the kitchens
 * and hatch) share: a tick callback only while shown, playing and allowed
 * to animate, the legend's swatches and the colours read from them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ak-kitchen-renderer.h"

G_BEGIN_DECLS

/* Advances @widget's simulation by @seconds of simulated time and redraws it. */
typedef void (*AkSceneAdvance) (GtkWidget *widget,
                                double     seconds);

/**
 * AkSceneTicker:
 * @widget: the scene's widget (not owned)
 * @advance: called from the tick callback
 * @animations_changed: (nullable): called when gtk-enable-animations changes
 * @playing: whether the scene should run while shown
 * @has_sim: whether there is a simulation to advance
 * @speed: simulated seconds per real second
 *
 * Kept inside the scene's instance struct; the other fields are private.
 */
typedef struct {
  GtkWidget      *widget;
  AkSceneAdvance  advance;
  void          (*animations_changed) (GtkWidget *widget);
  gboolean        playing;
  gboolean        has_sim;
  double          speed;

  /*< private >*/
  GtkSettings    *settings;
  gulong          settings_handler;
  guint           tick_id;
  gint64          last_frame_time;
} AkSceneTicker;

void       ak_scene_ticker_init          (AkSceneTicker  *ticker,
                                          GtkWidget      *widget,
                                          AkSceneAdvance  advance);
void       ak_scene_ticker_update        (AkSceneTicker  *ticker);
gboolean   ak_scene_ticker_set_playing   (AkSceneTicker  *ticker,
                                          gboolean        playing);
void       ak_scene_ticker_map           (AkSceneTicker  *ticker);
void       ak_scene_ticker_unmap         (AkSceneTicker  *ticker);
void       ak_scene_ticker_clear         (AkSceneTicker  *ticker);
gboolean   ak_scene_ticker_is_ticking    (AkSceneTicker  *ticker);
gboolean   ak_scene_animations_enabled   (GtkWidget      *widget);

GtkWidget *ak_scene_legend_new           (void);
GtkWidget *ak_scene_legend_add           (GtkWidget      *legend,
                                          const char     *symbol,
                                          const char     *css_class,
                                          const char     *text);
AkKitchenPalette ak_scene_palette        (GtkWidget      *scene,
                                          GtkWidget      *busy_swatch,
                                          GtkWidget      *idle_swatch,
                                          GtkWidget      *ingredient_swatch);
void       ak_scene_follow_contrast      (GtkWidget      *scene);

G_END_DECLS

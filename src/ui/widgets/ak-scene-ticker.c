/* ak-scene-ticker.c: what the animated scenes share
 *
 * The simulation advances from a frame-clock tick callback that exists
 * only while the scene is mapped, playing, has a simulation and
 * animations are enabled: a hidden scene costs nothing, and with
 * animations off it is a still frame.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>

#include "ak-scene-ticker.h"
#include "ak-widget-color.h"

/* After a stall (a busy main loop, a suspended window), catch up at most this. */
#define MAX_FRAME_SECONDS 0.1

static gboolean
tick (GtkWidget     *widget,
      GdkFrameClock *clock,
      gpointer       user_data)
{
  AkSceneTicker *ticker = user_data;
  gint64 now = gdk_frame_clock_get_frame_time (clock);
  double seconds;

  if (ticker->last_frame_time == 0 || now <= ticker->last_frame_time)
    {
      ticker->last_frame_time = now;
      return G_SOURCE_CONTINUE;
    }

  seconds = MIN ((now - ticker->last_frame_time) / (double) G_USEC_PER_SEC, MAX_FRAME_SECONDS);
  ticker->last_frame_time = now;
  ticker->advance (widget, seconds * ticker->speed);
  return G_SOURCE_CONTINUE;
}

/**
 * ak_scene_animations_enabled:
 * @widget: a widget
 *
 * Returns: the value of #GtkSettings:gtk-enable-animations for @widget's display
 */
gboolean
ak_scene_animations_enabled (GtkWidget *widget)
{
  gboolean enabled = TRUE;

  g_object_get (gtk_widget_get_settings (widget), "gtk-enable-animations", &enabled, NULL);
  return enabled;
}

/**
 * ak_scene_ticker_init:
 * @ticker: a ticker inside @widget's instance struct
 * @widget: the scene
 * @advance: what a tick does
 *
 * Starts playing at speed 1, without a simulation.
 */
void
ak_scene_ticker_init (AkSceneTicker  *ticker,
                      GtkWidget      *widget,
                      AkSceneAdvance  advance)
{
  *ticker = (AkSceneTicker) { .widget = widget, .advance = advance, .playing = TRUE, .speed = 1.0 };
}

/**
 * ak_scene_ticker_update:
 * @ticker: a ticker
 *
 * Adds or removes the tick callback after a change of @ticker's fields or
 * of the widget's state.
 */
void
ak_scene_ticker_update (AkSceneTicker *ticker)
{
  gboolean want = gtk_widget_get_mapped (ticker->widget) && ticker->playing && ticker->has_sim &&
                  ak_scene_animations_enabled (ticker->widget);

  if (want && ticker->tick_id == 0)
    {
      ticker->last_frame_time = 0;
      ticker->tick_id = gtk_widget_add_tick_callback (ticker->widget, tick, ticker, NULL);
    }
  else if (!want && ticker->tick_id != 0)
    {
      gtk_widget_remove_tick_callback (ticker->widget, ticker->tick_id);
      ticker->tick_id = 0;
    }
}

/**
 * ak_scene_ticker_set_playing:
 * @ticker: a ticker
 * @playing: whether the scene should run while shown
 *
 * Returns: %TRUE if that changed it (the caller notifies its property)
 */
gboolean
ak_scene_ticker_set_playing (AkSceneTicker *ticker,
                             gboolean       playing)
{
  playing = !!playing;
  if (ticker->playing == playing)
    return FALSE;

  ticker->playing = playing;
  ak_scene_ticker_update (ticker);
  return TRUE;
}

static void
on_animations_changed (GtkSettings   *settings,
                       GParamSpec    *pspec,
                       AkSceneTicker *ticker)
{
  ak_scene_ticker_update (ticker);
  if (ticker->animations_changed != NULL)
    ticker->animations_changed (ticker->widget);
}

/**
 * ak_scene_ticker_map:
 * @ticker: a ticker
 *
 * Call from the widget's map, after chaining up: follows the animations
 * setting while mapped.
 */
void
ak_scene_ticker_map (AkSceneTicker *ticker)
{
  ticker->settings = g_object_ref (gtk_widget_get_settings (ticker->widget));
  ticker->settings_handler = g_signal_connect (ticker->settings, "notify::gtk-enable-animations",
                                               G_CALLBACK (on_animations_changed), ticker);
  ak_scene_ticker_update (ticker);
}

/**
 * ak_scene_ticker_unmap:
 * @ticker: a ticker
 *
 * Call from the widget's unmap, after chaining up: removes the tick callback.
 */
void
ak_scene_ticker_unmap (AkSceneTicker *ticker)
{
  g_clear_signal_handler (&ticker->settings_handler, ticker->settings);
  g_clear_object (&ticker->settings);
  ak_scene_ticker_update (ticker);
}

/**
 * ak_scene_ticker_clear:
 * @ticker: a ticker
 *
 * Call from the widget's dispose.
 */
void
ak_scene_ticker_clear (AkSceneTicker *ticker)
{
  if (ticker->tick_id != 0)
    {
      gtk_widget_remove_tick_callback (ticker->widget, ticker->tick_id);
      ticker->tick_id = 0;
    }
  g_clear_signal_handler (&ticker->settings_handler, ticker->settings);
  g_clear_object (&ticker->settings);
}

/**
 * ak_scene_ticker_is_ticking:
 * @ticker: a ticker
 *
 * Returns: %TRUE while the tick callback is installed
 */
gboolean
ak_scene_ticker_is_ticking (AkSceneTicker *ticker)
{
  return ticker->tick_id != 0;
}

/**
 * ak_scene_legend_new:
 *
 * Returns: (transfer floating): an empty legend row that reflows on as
 *   many lines as a narrow window needs (ak-narrow.c)
 */
GtkWidget *
ak_scene_legend_new (void)
{
  GtkWidget *legend = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 18);

  gtk_widget_add_css_class (legend, "kitchen-legend");
  gtk_widget_add_css_class (legend, "reflow");
  gtk_widget_set_halign (legend, GTK_ALIGN_CENTER);
  return legend;
}

/**
 * ak_scene_legend_add:
 * @legend: a legend from ak_scene_legend_new()
 * @symbol: the swatch's character, e.g. "■"
 * @css_class: the swatch's style class, whose colour the scene draws with
 * @text: what the swatch stands for, translated
 *
 * Returns: (transfer none): the swatch, hidden from screen readers (the
 *   text says it)
 */
GtkWidget *
ak_scene_legend_add (GtkWidget  *legend,
                     const char *symbol,
                     const char *css_class,
                     const char *text)
{
  GtkWidget *item = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
  GtkWidget *swatch = g_object_new (GTK_TYPE_LABEL,
                                    "label", symbol,
                                    "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION,
                                    NULL);

  gtk_widget_add_css_class (swatch, css_class);
  gtk_box_append (GTK_BOX (item), swatch);
  gtk_box_append (GTK_BOX (item), gtk_label_new (text));
  gtk_box_append (GTK_BOX (legend), item);
  return swatch;
}

static gboolean
is_high_contrast (GtkWidget *widget)
{
  return adw_style_manager_get_high_contrast (adw_style_manager_get_for_display (gtk_widget_get_display (widget)));
}

/**
 * ak_scene_palette:
 * @scene: the scene's drawing area, whose CSS colour is the foreground
 * @busy_swatch: the legend's swatch of a chopping cook
 * @idle_swatch: the legend's swatch of a waiting cook
 * @ingredient_swatch: the legend's swatch of an ingredient (or a plate)
 *
 * The colours come from the theme and the app's style sheets (style.css,
 * and style-dark.css, style-hc.css, style-hc-dark.css for the dark and
 * high-contrast styles); in high contrast lines and text are drawn in the
 * full foreground colour too.
 *
 * Returns: the palette to draw @scene with, on no background of its own
 */
AkKitchenPalette
ak_scene_palette (GtkWidget *scene,
                  GtkWidget *busy_swatch,
                  GtkWidget *idle_swatch,
                  GtkWidget *ingredient_swatch)
{
  return (AkKitchenPalette) {
    .foreground = ak_widget_get_color (scene),
    .background = { 0, 0, 0, 0 },
    .busy = ak_widget_get_color (busy_swatch),
    .idle = ak_widget_get_color (idle_swatch),
    .ingredient = ak_widget_get_color (ingredient_swatch),
    .high_contrast = is_high_contrast (scene),
  };
}

/**
 * ak_scene_follow_contrast:
 * @scene: the scene's drawing area
 *
 * Redraws @scene whenever the desktop turns high contrast on or off: the
 * lines and text change although the CSS colours of @scene may not, and a
 * drawing area is redrawn only when its own style changes. The handler
 * goes with @scene.
 */
void
ak_scene_follow_contrast (GtkWidget *scene)
{
  AdwStyleManager *manager = adw_style_manager_get_for_display (gtk_widget_get_display (scene));

  g_signal_connect_object (manager, "notify::high-contrast", G_CALLBACK (gtk_widget_queue_draw), scene,
                           G_CONNECT_SWAPPED);
}

/* ak-hatch-view.c: the animated scene of kitchens that share orders
 *
 * A drawing (role img) that the hatch renderer paints, and a legend below
 * it whose swatches are CSS nodes, so the colours follow the theme and
 * dark style, as the kitchen view's do (the same style classes).
 *
 * The simulation advances from a frame-clock tick callback that exists
 * only while the view is mapped, playing and animations are enabled; with
 * animations off the scene is a still frame that Step advances.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <glib/gi18n.h>

#include "ak-hatch-renderer.h"
#include "ak-hatch-view.h"
#include "ak-kitchen-view.h"
#include "ak-widget-color.h"

#define MIN_SPEED 0.1
#define MAX_SPEED 8.0
/* After a stall, catch up at most this. */
#define MAX_FRAME_SECONDS 0.1
#define SCENE_HEIGHT 300

struct _AkHatchView
{
  GtkWidget    parent_instance;

  AkHatchSim  *sim;
  gulong       sim_handler;

  GtkWidget   *scene;
  GtkWidget   *busy_swatch;
  GtkWidget   *idle_swatch;
  GtkWidget   *plate_swatch;

  GtkSettings *settings;
  gulong       settings_handler;
  guint        tick_id;
  gint64       last_frame_time;
  gboolean     playing;
  double       speed;

  char        *description;
};

G_DEFINE_FINAL_TYPE (AkHatchView, ak_hatch_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_PLAYING,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* ---- accessible description and drawing -------------------------------- */

/* Set again only when its words change, not every frame. */
static void
update_description (AkHatchView *self)
{
  g_autofree char *text = NULL;

  if (self->sim == NULL)
    return;

  text = ak_hatch_renderer_describe (self->sim);
  if (g_strcmp0 (text, self->description) == 0)
    return;

  g_free (self->description);
  self->description = g_steal_pointer (&text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->scene),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, self->description,
                                  -1);
}

static void
draw_scene (GtkDrawingArea *area,
            cairo_t        *cr,
            int             width,
            int             height,
            gpointer        user_data)
{
  AkHatchView *self = user_data;
  AkKitchenPalette palette = {
    .foreground = ak_widget_get_color (GTK_WIDGET (area)),
    .background = { 0, 0, 0, 0 },
    .busy = ak_widget_get_color (self->busy_swatch),
    .idle = ak_widget_get_color (self->idle_swatch),
    .ingredient = ak_widget_get_color (self->plate_swatch),
  };

  if (self->sim != NULL)
    ak_hatch_renderer_draw (cr, self->sim, gtk_widget_get_pango_context (GTK_WIDGET (area)),
                            width, height, &palette);
}

static void
redraw (AkHatchView *self)
{
  gtk_widget_queue_draw (self->scene);
  update_description (self);
}

/* ---- animation --------------------------------------------------------- */

static gboolean
tick (GtkWidget     *widget,
      GdkFrameClock *clock,
      gpointer       user_data)
{
  AkHatchView *self = AK_HATCH_VIEW (widget);
  gint64 now = gdk_frame_clock_get_frame_time (clock);
  double seconds;

  if (self->last_frame_time == 0 || now <= self->last_frame_time)
    {
      self->last_frame_time = now;
      return G_SOURCE_CONTINUE;
    }

  seconds = MIN ((now - self->last_frame_time) / (double) G_USEC_PER_SEC, MAX_FRAME_SECONDS);
  self->last_frame_time = now;
  if (self->sim != NULL)
    ak_hatch_sim_step (self->sim, seconds * self->speed, NULL);
  redraw (self);
  return G_SOURCE_CONTINUE;
}

static gboolean
animations_enabled (AkHatchView *self)
{
  gboolean enabled = TRUE;

  g_object_get (gtk_widget_get_settings (GTK_WIDGET (self)), "gtk-enable-animations", &enabled, NULL);
  return enabled;
}

static void
update_ticking (AkHatchView *self)
{
  gboolean want = gtk_widget_get_mapped (GTK_WIDGET (self)) && self->playing &&
                  self->sim != NULL && animations_enabled (self);

  if (want && self->tick_id == 0)
    {
      self->last_frame_time = 0;
      self->tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self), tick, NULL, NULL);
    }
  else if (!want && self->tick_id != 0)
    {
      gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->tick_id);
      self->tick_id = 0;
    }
}

static void
ak_hatch_view_map (GtkWidget *widget)
{
  AkHatchView *self = AK_HATCH_VIEW (widget);

  GTK_WIDGET_CLASS (ak_hatch_view_parent_class)->map (widget);

  self->settings = g_object_ref (gtk_widget_get_settings (widget));
  self->settings_handler = g_signal_connect_swapped (self->settings, "notify::gtk-enable-animations",
                                                     G_CALLBACK (update_ticking), self);
  update_ticking (self);
  update_description (self);
}

static void
ak_hatch_view_unmap (GtkWidget *widget)
{
  AkHatchView *self = AK_HATCH_VIEW (widget);

  g_clear_signal_handler (&self->settings_handler, self->settings);
  g_clear_object (&self->settings);

  GTK_WIDGET_CLASS (ak_hatch_view_parent_class)->unmap (widget);
  update_ticking (self);
}

/* ---- public API -------------------------------------------------------- */

/**
 * ak_hatch_view_is_ticking:
 * @self: a view
 *
 * Returns: %TRUE while a tick callback is installed: while the view is
 *   mapped, playing, has a simulation and animations are enabled
 */
gboolean
ak_hatch_view_is_ticking (AkHatchView *self)
{
  g_return_val_if_fail (AK_IS_HATCH_VIEW (self), FALSE);
  return self->tick_id != 0;
}

/**
 * ak_hatch_view_set_sim:
 * @self: a view
 * @sim: (nullable): the simulation to show and advance
 */
void
ak_hatch_view_set_sim (AkHatchView *self,
                       AkHatchSim  *sim)
{
  g_return_if_fail (AK_IS_HATCH_VIEW (self));
  g_return_if_fail (sim == NULL || AK_IS_HATCH_SIM (sim));

  if (self->sim == sim)
    return;

  g_clear_signal_handler (&self->sim_handler, self->sim);
  g_set_object (&self->sim, sim);
  if (sim != NULL)
    self->sim_handler = g_signal_connect_swapped (sim, "notify", G_CALLBACK (redraw), self);

  update_ticking (self);
  redraw (self);
}

AkHatchSim *
ak_hatch_view_get_sim (AkHatchView *self)
{
  g_return_val_if_fail (AK_IS_HATCH_VIEW (self), NULL);
  return self->sim;
}

/**
 * ak_hatch_view_set_playing:
 * @self: a view
 * @playing: whether the simulation should run while the view is shown
 */
void
ak_hatch_view_set_playing (AkHatchView *self,
                           gboolean     playing)
{
  g_return_if_fail (AK_IS_HATCH_VIEW (self));

  playing = !!playing;
  if (self->playing == playing)
    return;

  self->playing = playing;
  update_ticking (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLAYING]);
}

gboolean
ak_hatch_view_get_playing (AkHatchView *self)
{
  g_return_val_if_fail (AK_IS_HATCH_VIEW (self), FALSE);
  return self->playing;
}

/**
 * ak_hatch_view_set_speed:
 * @self: a view
 * @speed: simulated seconds per real second, clamped to 0.1 … 8; NaN and
 *   infinities are ignored
 */
void
ak_hatch_view_set_speed (AkHatchView *self,
                         double       speed)
{
  g_return_if_fail (AK_IS_HATCH_VIEW (self));

  if (isfinite (speed))
    self->speed = CLAMP (speed, MIN_SPEED, MAX_SPEED);
}

/**
 * ak_hatch_view_step:
 * @self: a view
 *
 * Advances the kitchens by %AK_KITCHEN_VIEW_STEP_SECONDS and shows them,
 * whether playing or not.
 */
void
ak_hatch_view_step (AkHatchView *self)
{
  g_return_if_fail (AK_IS_HATCH_VIEW (self));

  if (self->sim == NULL)
    return;

  ak_hatch_sim_step (self->sim, AK_KITCHEN_VIEW_STEP_SECONDS, NULL);
  redraw (self);
}

/**
 * ak_hatch_view_reset:
 * @self: a view
 *
 * Starts the first order again (ak_hatch_sim_reset()) and shows it. No
 * warm-up is needed: the verdict and the dishes per second hold from the
 * first step.
 */
void
ak_hatch_view_reset (AkHatchView *self)
{
  g_return_if_fail (AK_IS_HATCH_VIEW (self));

  if (self->sim == NULL)
    return;

  ak_hatch_sim_reset (self->sim);
  redraw (self);
}

/**
 * ak_hatch_view_get_description:
 * @self: a view
 *
 * Returns: (nullable): the scene's accessible description as last set
 */
const char *
ak_hatch_view_get_description (AkHatchView *self)
{
  g_return_val_if_fail (AK_IS_HATCH_VIEW (self), NULL);
  return self->description;
}

/* ---- construction ------------------------------------------------------ */

static GtkWidget *
add_legend_item (GtkWidget  *legend,
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

static void
build_legend (AkHatchView *self)
{
  GtkWidget *legend = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 18);

  gtk_widget_add_css_class (legend, "kitchen-legend");
  gtk_widget_add_css_class (legend, "reflow");
  gtk_widget_set_halign (legend, GTK_ALIGN_CENTER);
  self->busy_swatch = add_legend_item (legend, "■", "kitchen-busy", _("Chopping"));
  self->idle_swatch = add_legend_item (legend, "□", "kitchen-idle", _("Waiting"));
  self->plate_swatch = add_legend_item (legend, "●", "kitchen-ingredient", _("Plate in the hatch"));
  gtk_widget_set_parent (legend, GTK_WIDGET (self));
}

static void
ak_hatch_view_dispose (GObject *object)
{
  AkHatchView *self = AK_HATCH_VIEW (object);
  GtkWidget *child;

  if (self->tick_id != 0)
    {
      gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->tick_id);
      self->tick_id = 0;
    }
  g_clear_signal_handler (&self->settings_handler, self->settings);
  g_clear_object (&self->settings);
  g_clear_signal_handler (&self->sim_handler, self->sim);
  g_clear_object (&self->sim);

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (ak_hatch_view_parent_class)->dispose (object);
}

static void
ak_hatch_view_finalize (GObject *object)
{
  g_clear_pointer (&AK_HATCH_VIEW (object)->description, g_free);

  G_OBJECT_CLASS (ak_hatch_view_parent_class)->finalize (object);
}

static void
ak_hatch_view_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  if (prop_id == PROP_PLAYING)
    g_value_set_boolean (value, AK_HATCH_VIEW (object)->playing);
  else
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
}

static void
ak_hatch_view_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  if (prop_id == PROP_PLAYING)
    ak_hatch_view_set_playing (AK_HATCH_VIEW (object), g_value_get_boolean (value));
  else
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
}

static void
ak_hatch_view_class_init (AkHatchViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ak_hatch_view_dispose;
  object_class->finalize = ak_hatch_view_finalize;
  object_class->get_property = ak_hatch_view_get_property;
  object_class->set_property = ak_hatch_view_set_property;
  widget_class->map = ak_hatch_view_map;
  widget_class->unmap = ak_hatch_view_unmap;

  properties[PROP_PLAYING] =
    g_param_spec_boolean ("playing", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "kitchenview");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
ak_hatch_view_init (AkHatchView *self)
{
  GtkLayoutManager *layout = gtk_widget_get_layout_manager (GTK_WIDGET (self));

  self->playing = TRUE;
  self->speed = 1.0;

  gtk_orientable_set_orientation (GTK_ORIENTABLE (layout), GTK_ORIENTATION_VERTICAL);
  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (layout), 6);

  self->scene = g_object_new (GTK_TYPE_DRAWING_AREA,
                              "accessible-role", GTK_ACCESSIBLE_ROLE_IMG,
                              "content-height", SCENE_HEIGHT,
                              "width-request", 300,
                              "hexpand", TRUE,
                              NULL);
  gtk_widget_add_css_class (self->scene, "kitchen-scene");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->scene),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Kitchens and hatch simulation"),
                                  -1);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->scene), draw_scene, self, NULL);
  gtk_widget_set_parent (self->scene, GTK_WIDGET (self));

  build_legend (self);
}

/**
 * ak_hatch_view_new:
 *
 * Returns: (transfer floating): a view without a simulation; set one with
 *   ak_hatch_view_set_sim()
 */
GtkWidget *
ak_hatch_view_new (void)
{
  return g_object_new (AK_TYPE_HATCH_VIEW, NULL);
}

/* ak-kitchen-view.c: the animated kitchen scene
 *
 * A drawing (role img) that the kitchen renderer paints, and a legend
 * below it. The legend's swatches are real CSS nodes, so the scene's
 * colours come from the theme (style.css) and follow dark style.
 *
 * The simulation advances from a frame-clock tick callback
 * (ak-scene-ticker.c) that exists only while the view is mapped, playing
 * and animations are enabled: a hidden kitchen costs nothing. With animations off the scene is a still
 * frame that Step advances.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <glib/gi18n.h>

#include "ak-kitchen-renderer.h"
#include "ak-kitchen-view.h"
#include "ak-scene-ticker.h"

#define MIN_SPEED 0.1
#define MAX_SPEED 8.0
/* The scene's height at the usual font, px, and the least room it keeps
 * below the readout and captions when large text makes those taller. */
#define SCENE_HEIGHT 340
#define SCENE_MIN_ROOM 240

struct _AkKitchenView
{
  GtkWidget     parent_instance;

  AkKitchenSim *sim;
  gulong        sim_handler;

  GtkWidget    *scene;
  int           scene_width;
  GtkWidget    *busy_swatch;
  GtkWidget    *idle_swatch;
  GtkWidget    *ingredient_swatch;

  AkSceneTicker ticker;
  guint         settle_id;     /* an idle that settles a still frame */

  char         *description;
};

G_DEFINE_FINAL_TYPE (AkKitchenView, ak_kitchen_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_SIM,
  PROP_PLAYING,
  PROP_SPEED,
  PROP_ANIMATIONS_ENABLED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* ---- accessible description -------------------------------------------- */

/* The description says what the readout says, at every moment: it is
 * rewritten whenever its text changes, and only then (steady figures
 * leave it alone). */
static void
update_description (AkKitchenView *self,
                    gboolean       force)
{
  g_autofree char *description = NULL;

  g_assert (AK_IS_KITCHEN_VIEW (self));

  if (self->sim == NULL)
    return;

  description = ak_kitchen_renderer_describe (self->sim);
  if (!force && g_strcmp0 (description, self->description) == 0)
    return;

  g_free (self->description);
  self->description = g_steal_pointer (&description);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->scene),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, self->description,
                                  -1);
}

/* ---- drawing ----------------------------------------------------------- */

static void
draw_scene (GtkDrawingArea *area,
            cairo_t        *cr,
            int             width,
            int             height,
            gpointer        user_data)
{
  AkKitchenView *self = user_data;
  AkKitchenPalette palette = ak_scene_palette (GTK_WIDGET (area), self->busy_swatch, self->idle_swatch,
                                                self->ingredient_swatch);

  if (self->sim == NULL)
    return;

  ak_kitchen_renderer_draw (cr, self->sim, gtk_widget_get_pango_context (GTK_WIDGET (area)),
                            width, height, &palette);
}

/* Large text makes the readout and the captions taller: the scene grows
 * to keep SCENE_MIN_ROOM for the kitchen below them. Within one width it
 * only grows, so that a caption changing rows does not make it jump. */
static void
on_scene_resize (GtkDrawingArea *area,
                 int             width,
                 int             height,
                 gpointer        user_data)
{
  AkKitchenView *self = user_data;
  g_autoptr(AkKitchenLayout) layout = NULL;
  int wanted;

  if (self->sim == NULL)
    return;

  layout = ak_kitchen_layout_new (self->sim, gtk_widget_get_pango_context (GTK_WIDGET (area)),
                                  width, height);
  wanted = MAX (SCENE_HEIGHT, (int) ceil (layout->pantry.y) + SCENE_MIN_ROOM);
  if (width == self->scene_width)
    wanted = MAX (wanted, gtk_drawing_area_get_content_height (area));
  self->scene_width = width;
  if (wanted != gtk_drawing_area_get_content_height (area))
    gtk_drawing_area_set_content_height (area, wanted);
}

static void
redraw (AkKitchenView *self)
{
  gtk_widget_queue_draw (self->scene);
  update_description (self, FALSE);
}

/* ---- animation (ak-scene-ticker.c) ------------------------------------ */

static void
advance (GtkWidget *widget,
         double     seconds)
{
  AkKitchenView *self = AK_KITCHEN_VIEW (widget);

  if (self->sim != NULL)
    ak_kitchen_sim_step (self->sim, seconds, NULL);
  redraw (self);
}

/**
 * ak_kitchen_view_get_animations_enabled:
 * @self: a view
 *
 * Returns: the value of the #GtkSettings:gtk-enable-animations setting
 *   for the view's display
 */
gboolean
ak_kitchen_view_get_animations_enabled (AkKitchenView *self)
{
  g_return_val_if_fail (AK_IS_KITCHEN_VIEW (self), FALSE);
  return ak_scene_animations_enabled (GTK_WIDGET (self));
}

/* Runs the kitchen @seconds of simulated time at 60 steps a second and
 * shows it. */
static void
warm_up (AkKitchenView *self,
         double         seconds)
{
  for (double t = 0; self->sim != NULL && t < seconds; t += 1.0 / 60)
    ak_kitchen_sim_step (self->sim, 1.0 / 60, NULL);
  gtk_widget_queue_draw (self->scene);
  update_description (self, TRUE);
}

static void
on_animations_changed (GtkWidget *widget)
{
  AkKitchenView *self = AK_KITCHEN_VIEW (widget);

  /* Turned off: the still frame shows the steady state, not a moment of
   * the warm-up. */
  if (!ak_kitchen_view_get_animations_enabled (self) && self->sim != NULL &&
      ak_kitchen_sim_get_time (self->sim) < AK_KITCHEN_VIEW_STILL_WARM_UP_SECONDS)
    warm_up (self, AK_KITCHEN_VIEW_STILL_WARM_UP_SECONDS - ak_kitchen_sim_get_time (self->sim));
  g_object_notify_by_pspec (G_OBJECT (widget), properties[PROP_ANIMATIONS_ENABLED]);
}

static void
ak_kitchen_view_map (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (ak_kitchen_view_parent_class)->map (widget);
  ak_scene_ticker_map (&AK_KITCHEN_VIEW (widget)->ticker);
  update_description (AK_KITCHEN_VIEW (widget), FALSE);
}

static void
ak_kitchen_view_unmap (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (ak_kitchen_view_parent_class)->unmap (widget);
  ak_scene_ticker_unmap (&AK_KITCHEN_VIEW (widget)->ticker);
}

/* ---- public API -------------------------------------------------------- */

/**
 * ak_kitchen_view_is_ticking:
 * @self: a view
 *
 * Returns: %TRUE while a tick callback is installed, that is while the view
 *   is mapped, playing, has a simulation and animations are enabled
 */
gboolean
ak_kitchen_view_is_ticking (AkKitchenView *self)
{
  g_return_val_if_fail (AK_IS_KITCHEN_VIEW (self), FALSE);
  return ak_scene_ticker_is_ticking (&self->ticker);
}

static void
on_sim_notify (AkKitchenSim  *sim,
               GParamSpec    *pspec,
               AkKitchenView *self)
{
  redraw (self);
}

/**
 * ak_kitchen_view_set_sim:
 * @self: a view
 * @sim: (nullable): the simulation to show and advance
 */
void
ak_kitchen_view_set_sim (AkKitchenView *self,
                         AkKitchenSim  *sim)
{
  g_return_if_fail (AK_IS_KITCHEN_VIEW (self));
  g_return_if_fail (sim == NULL || AK_IS_KITCHEN_SIM (sim));

  if (self->sim == sim)
    return;

  g_clear_signal_handler (&self->sim_handler, self->sim);
  g_set_object (&self->sim, sim);
  if (sim != NULL)
    self->sim_handler = g_signal_connect (sim, "notify", G_CALLBACK (on_sim_notify), self);

  self->ticker.has_sim = sim != NULL;
  ak_scene_ticker_update (&self->ticker);
  update_description (self, TRUE);
  gtk_widget_queue_draw (self->scene);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SIM]);
}

AkKitchenSim *
ak_kitchen_view_get_sim (AkKitchenView *self)
{
  g_return_val_if_fail (AK_IS_KITCHEN_VIEW (self), NULL);
  return self->sim;
}

/**
 * ak_kitchen_view_set_playing:
 * @self: a view
 * @playing: whether the simulation should run while the view is shown
 */
void
ak_kitchen_view_set_playing (AkKitchenView *self,
                             gboolean       playing)
{
  g_return_if_fail (AK_IS_KITCHEN_VIEW (self));

  if (ak_scene_ticker_set_playing (&self->ticker, playing))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLAYING]);
}

gboolean
ak_kitchen_view_get_playing (AkKitchenView *self)
{
  g_return_val_if_fail (AK_IS_KITCHEN_VIEW (self), FALSE);
  return self->ticker.playing;
}

/**
 * ak_kitchen_view_set_speed:
 * @self: a view
 * @speed: simulated seconds per real second, clamped to 0.1 … 8; NaN and
 *   infinities are ignored
 */
void
ak_kitchen_view_set_speed (AkKitchenView *self,
                           double         speed)
{
  g_return_if_fail (AK_IS_KITCHEN_VIEW (self));

  if (!isfinite (speed))
    return;

  speed = CLAMP (speed, MIN_SPEED, MAX_SPEED);
  if (self->ticker.speed == speed)
    return;

  self->ticker.speed = speed;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SPEED]);
}

/**
 * ak_kitchen_view_step:
 * @self: a view
 *
 * Advances the simulation by %AK_KITCHEN_VIEW_STEP_SECONDS and shows the
 * result, whether playing or not.
 */
void
ak_kitchen_view_step (AkKitchenView *self)
{
  g_return_if_fail (AK_IS_KITCHEN_VIEW (self));

  if (self->sim == NULL)
    return;

  ak_kitchen_sim_step (self->sim, AK_KITCHEN_VIEW_STEP_SECONDS, NULL);
  redraw (self);
}

static gboolean
settle_now (gpointer data)
{
  AkKitchenView *self = data;

  self->settle_id = 0;
  warm_up (self, AK_KITCHEN_VIEW_STILL_WARM_UP_SECONDS);
  return G_SOURCE_REMOVE;
}

/**
 * ak_kitchen_view_settle:
 * @self: a view
 *
 * After a change of the kitchen's settings: with animations off or
 * paused, runs the kitchen %AK_KITCHEN_VIEW_STILL_WARM_UP_SECONDS further
 * once the main loop is idle (one run for a whole slider drag), so that
 * the still frame, its readout and its description show the new steady
 * state, as the verdict already does. Nothing happens while animations
 * play the kitchen: it runs into the new state on screen.
 */
void
ak_kitchen_view_settle (AkKitchenView *self)
{
  g_return_if_fail (AK_IS_KITCHEN_VIEW (self));

  if (self->sim == NULL || self->settle_id != 0 ||
      (ak_kitchen_view_get_animations_enabled (self) && self->ticker.playing))
    return;
  self->settle_id = g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, settle_now, self, NULL);
}

/**
 * ak_kitchen_view_reset:
 * @self: a view
 *
 * Empties the kitchen (see ak_kitchen_sim_reset()), runs it for
 * %AK_KITCHEN_VIEW_WARM_UP_SECONDS of simulated time and shows it; with
 * animations off, for %AK_KITCHEN_VIEW_STILL_WARM_UP_SECONDS, so that the
 * still frame is the steady state the verdict describes.
 */
void
ak_kitchen_view_reset (AkKitchenView *self)
{
  g_return_if_fail (AK_IS_KITCHEN_VIEW (self));

  if (self->sim == NULL)
    return;

  ak_kitchen_sim_reset (self->sim);
  warm_up (self, ak_kitchen_view_get_animations_enabled (self) ? AK_KITCHEN_VIEW_WARM_UP_SECONDS
                                                               : AK_KITCHEN_VIEW_STILL_WARM_UP_SECONDS);
}

/**
 * ak_kitchen_view_get_description:
 * @self: a view
 *
 * Returns: (nullable): the scene's accessible description as last set
 */
const char *
ak_kitchen_view_get_description (AkKitchenView *self)
{
  g_return_val_if_fail (AK_IS_KITCHEN_VIEW (self), NULL);
  return self->description;
}

/* ---- construction ------------------------------------------------------ */

static void
build_legend (AkKitchenView *self)
{
  GtkWidget *legend = ak_scene_legend_new ();

  self->busy_swatch = ak_scene_legend_add (legend, "■", "kitchen-busy", _("Chopping"));
  self->idle_swatch = ak_scene_legend_add (legend, "□", "kitchen-idle", _("Waiting"));
  self->ingredient_swatch = ak_scene_legend_add (legend, "●", "kitchen-ingredient", _("Ingredient"));
  gtk_widget_set_parent (legend, GTK_WIDGET (self));
}

static void
ak_kitchen_view_dispose (GObject *object)
{
  AkKitchenView *self = AK_KITCHEN_VIEW (object);
  GtkWidget *child;

  ak_scene_ticker_clear (&self->ticker);
  g_clear_handle_id (&self->settle_id, g_source_remove);
  g_clear_signal_handler (&self->sim_handler, self->sim);
  g_clear_object (&self->sim);

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (ak_kitchen_view_parent_class)->dispose (object);
}

static void
ak_kitchen_view_finalize (GObject *object)
{
  AkKitchenView *self = AK_KITCHEN_VIEW (object);

  g_clear_pointer (&self->description, g_free);

  G_OBJECT_CLASS (ak_kitchen_view_parent_class)->finalize (object);
}

static void
ak_kitchen_view_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  AkKitchenView *self = AK_KITCHEN_VIEW (object);

  switch (prop_id)
    {
    case PROP_SIM:
      g_value_set_object (value, self->sim);
      break;
    case PROP_PLAYING:
      g_value_set_boolean (value, self->ticker.playing);
      break;
    case PROP_SPEED:
      g_value_set_double (value, self->ticker.speed);
      break;
    case PROP_ANIMATIONS_ENABLED:
      g_value_set_boolean (value, ak_kitchen_view_get_animations_enabled (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ak_kitchen_view_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  AkKitchenView *self = AK_KITCHEN_VIEW (object);

  switch (prop_id)
    {
    case PROP_SIM:
      ak_kitchen_view_set_sim (self, g_value_get_object (value));
      break;
    case PROP_PLAYING:
      ak_kitchen_view_set_playing (self, g_value_get_boolean (value));
      break;
    case PROP_SPEED:
      ak_kitchen_view_set_speed (self, g_value_get_double (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ak_kitchen_view_class_init (AkKitchenViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ak_kitchen_view_dispose;
  object_class->finalize = ak_kitchen_view_finalize;
  object_class->get_property = ak_kitchen_view_get_property;
  object_class->set_property = ak_kitchen_view_set_property;
  widget_class->map = ak_kitchen_view_map;
  widget_class->unmap = ak_kitchen_view_unmap;

  properties[PROP_SIM] =
    g_param_spec_object ("sim", NULL, NULL, AK_TYPE_KITCHEN_SIM,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PLAYING] =
    g_param_spec_boolean ("playing", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SPEED] =
    g_param_spec_double ("speed", NULL, NULL, MIN_SPEED, MAX_SPEED, 1.0,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ANIMATIONS_ENABLED] =
    g_param_spec_boolean ("animations-enabled", NULL, NULL, TRUE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "kitchenview");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
ak_kitchen_view_init (AkKitchenView *self)
{
  GtkLayoutManager *layout = gtk_widget_get_layout_manager (GTK_WIDGET (self));

  ak_scene_ticker_init (&self->ticker, GTK_WIDGET (self), advance);
  self->ticker.animations_changed = on_animations_changed;

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
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Kitchen simulation"),
                                  -1);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->scene), draw_scene, self, NULL);
  ak_scene_follow_contrast (self->scene);
  g_signal_connect (self->scene, "resize", G_CALLBACK (on_scene_resize), self);
  gtk_widget_set_parent (self->scene, GTK_WIDGET (self));

  build_legend (self);
}

/**
 * ak_kitchen_view_new:
 *
 * Returns: (transfer floating): a view without a simulation; set one with
 *   ak_kitchen_view_set_sim()
 */
GtkWidget *
ak_kitchen_view_new (void)
{
  return g_object_new (AK_TYPE_KITCHEN_VIEW, NULL);
}

/* ak-hatch-view.c: the animated scene of kitchens that share orders
 *
 * A drawing (role img) that the hatch renderer paints, and a legend below
 * it whose swatches are CSS nodes, so the colours follow the theme and
 * dark style, as the kitchen view's do (the same style classes).
 *
 * The simulation advances from the tick callback of ak-scene-ticker.c,
 * which exists only while the view is mapped, playing and animations are
 * enabled; with animations off the scene is a still frame that Step
 * advances.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <glib/gi18n.h>

#include "ak-hatch-renderer.h"
#include "ak-hatch-view.h"
#include "ak-kitchen-view.h"
#include "ak-scene-ticker.h"

#define MIN_SPEED 0.1
#define MAX_SPEED 8.0
#define SCENE_HEIGHT 300

struct _AkHatchView
{
  GtkWidget    parent_instance;

  AkHatchSim  *sim;
  gulong       sim_handler;
  AkKitchenSim *kitchen;         /* the sim's kitchen, whose settings it shows */
  gulong       kitchen_handler;

  GtkWidget   *scene;
  GtkWidget   *busy_swatch;
  GtkWidget   *idle_swatch;
  GtkWidget   *plate_swatch;

  AkSceneTicker ticker;

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
  AkKitchenPalette palette = ak_scene_palette (GTK_WIDGET (area), self->busy_swatch, self->idle_swatch,
                                                self->plate_swatch);

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

/* ---- animation (ak-scene-ticker.c) ------------------------------------ */

static void
advance (GtkWidget *widget,
         double     seconds)
{
  AkHatchView *self = AK_HATCH_VIEW (widget);

  if (self->sim != NULL)
    ak_hatch_sim_step (self->sim, seconds, NULL);
  redraw (self);
}

static void
ak_hatch_view_map (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (ak_hatch_view_parent_class)->map (widget);
  ak_scene_ticker_map (&AK_HATCH_VIEW (widget)->ticker);
  update_description (AK_HATCH_VIEW (widget));
}

static void
ak_hatch_view_unmap (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (ak_hatch_view_parent_class)->unmap (widget);
  ak_scene_ticker_unmap (&AK_HATCH_VIEW (widget)->ticker);
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
  return ak_scene_ticker_is_ticking (&self->ticker);
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
  g_clear_signal_handler (&self->kitchen_handler, self->kitchen);
  g_set_object (&self->sim, sim);
  g_clear_object (&self->kitchen);
  if (sim != NULL)
    self->kitchen = g_object_ref (ak_hatch_sim_get_kitchen (sim));
  /* A change of the kitchens' settings shows at once, also paused. */
  if (sim != NULL)
    {
      self->sim_handler = g_signal_connect_swapped (sim, "notify", G_CALLBACK (redraw), self);
      self->kitchen_handler = g_signal_connect_swapped (self->kitchen, "notify", G_CALLBACK (redraw), self);
    }

  self->ticker.has_sim = sim != NULL;
  ak_scene_ticker_update (&self->ticker);
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

  if (ak_scene_ticker_set_playing (&self->ticker, playing))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLAYING]);
}

gboolean
ak_hatch_view_get_playing (AkHatchView *self)
{
  g_return_val_if_fail (AK_IS_HATCH_VIEW (self), FALSE);
  return self->ticker.playing;
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
    self->ticker.speed = CLAMP (speed, MIN_SPEED, MAX_SPEED);
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

static void
build_legend (AkHatchView *self)
{
  GtkWidget *legend = ak_scene_legend_new ();

  self->busy_swatch = ak_scene_legend_add (legend, "■", "kitchen-busy", _("Chopping"));
  self->idle_swatch = ak_scene_legend_add (legend, "□", "kitchen-idle", _("Waiting"));
  self->plate_swatch = ak_scene_legend_add (legend, "●", "kitchen-ingredient", _("Plate in the hatch"));
  gtk_widget_set_parent (legend, GTK_WIDGET (self));
}

static void
ak_hatch_view_dispose (GObject *object)
{
  AkHatchView *self = AK_HATCH_VIEW (object);
  GtkWidget *child;

  ak_scene_ticker_clear (&self->ticker);
  g_clear_signal_handler (&self->kitchen_handler, self->kitchen);
  g_clear_object (&self->kitchen);
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
    g_value_set_boolean (value, AK_HATCH_VIEW (object)->ticker.playing);
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

  ak_scene_ticker_init (&self->ticker, GTK_WIDGET (self), advance);

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
  ak_scene_follow_contrast (self->scene);
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

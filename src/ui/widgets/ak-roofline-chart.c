/* ak-roofline-chart.c: the interactive roofline chart
 *
 * A thin widget around AkRooflineRenderer: it draws the renderer with the
 * theme's colours and font, owns the selection (pointer and keys choose a
 * point of the renderer's AkRooflinePlot; the renderer only draws it), and
 * tells assistive technologies what the chart and the selection show.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include <glib/gi18n.h>

#include "ak-chart-view.h"
#include "ak-narrow.h"
#include "ak-roofline-chart.h"
#include "ak-widget-color.h"

/* How far from a point the pointer may be and still pick it, in pixels. */
#define PICK_RADIUS 24.0
#define PAGE_STEP   5

struct _AkRooflineChart
{
  GtkWidget           parent_instance;

  AkRooflineRenderer *renderer;
  gulong              changed_id;
  char               *description;
};

G_DEFINE_FINAL_TYPE (AkRooflineChart, ak_roofline_chart, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_RENDERER,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The chart as its kept layout drew it, the selected point first
 * (ak_chart_painter_describe()); without a selection, how to choose one. */
static void
update_description (AkRooflineChart *self)
{
  g_autofree char *summary = ak_chart_painter_describe (AK_CHART_PAINTER (self->renderer));
  char *description = ak_roofline_renderer_get_selected (self->renderer) >= 0
                      ? g_strdup (summary)
                      : g_strdup_printf ("%s %s", _("Use the arrow keys to move between the points."), summary);

  ak_chart_view_update_description (GTK_WIDGET (self), &self->description, description);
}

/* Roofs, points or the selection changed. */
static void
renderer_changed (AkRooflineChart *self)
{
  update_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
ak_roofline_chart_snapshot (GtkWidget   *widget,
                            GtkSnapshot *snapshot)
{
  AkRooflineChart *self = AK_ROOFLINE_CHART (widget);

  /* The theme's font; drawing follows, so no second frame is needed. */
  g_signal_handler_block (self->renderer, self->changed_id);
  ak_chart_view_paint (widget, snapshot, AK_CHART_PAINTER (self->renderer));
  g_signal_handler_unblock (self->renderer, self->changed_id);
  /* the layout of this draw may show other points than the last one */
  update_description (self);
}

static void
ak_roofline_chart_measure (GtkWidget      *widget,
                           GtkOrientation  orientation,
                           int             for_size,
                           int            *minimum,
                           int            *natural,
                           int            *minimum_baseline,
                           int            *natural_baseline)
{
  double grow = ak_narrow_text_scale (widget);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      /* Legible at any font: larger text widens it, and the page scrolls
       * it sideways when it is narrower. */
      *minimum = (int) ceil (280 * grow);
      *natural = MAX (720, *minimum);
    }
  else
    {
      /* About 9:16, as wide charts are read best and the chart fits under
       * the controls at the default window size; never too flat to read. */
      *minimum = (int) ceil (260 * grow);
      *natural = MAX (*minimum, for_size > 0 ? CLAMP (for_size * 9 / 16, 300, 540) : 460);
    }
}

static GtkSizeRequestMode
ak_roofline_chart_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

/* The chart owns the selection: it picks the drawn point under the pointer
 * or steps through the drawn points left to right, both from the
 * renderer's kept layout, and hands the index to the renderer, which draws
 * it. */
static void
step_selection (AkRooflineChart *self,
                int              steps)
{
  ak_roofline_renderer_step_selection (self->renderer, steps);
}

static void
select_at (AkRooflineChart *self,
           double           x,
           double           y)
{
  int index = ak_roofline_renderer_pick (self->renderer, x, y, PICK_RADIUS);

  if (index >= 0)
    ak_roofline_renderer_set_selected (self->renderer, index);
}

static void
motion_cb (GtkEventControllerMotion *controller,
           double                    x,
           double                    y,
           AkRooflineChart          *self)
{
  select_at (self, x, y);
}

static void
pressed_cb (GtkGestureClick *gesture,
            int              n_press,
            double           x,
            double           y,
            AkRooflineChart *self)
{
  gtk_widget_grab_focus (GTK_WIDGET (self));
  select_at (self, x, y);
}

static gboolean
key_pressed_cb (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                AkRooflineChart       *self)
{
  int steps = ak_chart_view_key_steps (keyval, state, TRUE);

  if (steps == 0)
    return FALSE;
  step_selection (self, steps);
  return TRUE;
}

static gboolean
query_tooltip_cb (GtkWidget       *widget,
                  int              x,
                  int              y,
                  gboolean         keyboard_mode,
                  GtkTooltip      *tooltip,
                  AkRooflineChart *self)
{
  int index = keyboard_mode ? ak_roofline_renderer_get_selected (self->renderer)
                            : ak_roofline_renderer_pick (self->renderer, x, y, PICK_RADIUS);
  g_autofree char *text = NULL;

  if (index < 0)
    return FALSE;

  text = ak_roofline_plot_describe_point (ak_roofline_renderer_get_plot (self->renderer), index);
  gtk_tooltip_set_text (tooltip, text);
  return TRUE;
}

static void
ak_roofline_chart_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  AkRooflineChart *self = AK_ROOFLINE_CHART (object);

  switch (prop_id)
    {
    case PROP_RENDERER:
      g_value_set_object (value, self->renderer);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ak_roofline_chart_dispose (GObject *object)
{
  AkRooflineChart *self = AK_ROOFLINE_CHART (object);

  if (self->renderer != NULL)
    g_signal_handlers_disconnect_by_data (self->renderer, self);
  g_clear_object (&self->renderer);
  g_clear_pointer (&self->description, g_free);

  G_OBJECT_CLASS (ak_roofline_chart_parent_class)->dispose (object);
}

static void
ak_roofline_chart_class_init (AkRooflineChartClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ak_roofline_chart_dispose;
  object_class->get_property = ak_roofline_chart_get_property;
  widget_class->snapshot = ak_roofline_chart_snapshot;
  widget_class->measure = ak_roofline_chart_measure;
  widget_class->get_request_mode = ak_roofline_chart_get_request_mode;

  /**
   * AkRooflineChart:renderer:
   *
   * The renderer that holds what the chart shows; change the chart by
   * changing it.
   */
  properties[PROP_RENDERER] =
    g_param_spec_object ("renderer", NULL, NULL, AK_TYPE_ROOFLINE_RENDERER,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "rooflinechart");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
ak_roofline_chart_init (AkRooflineChart *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  GtkEventController *controller;

  self->renderer = ak_roofline_renderer_new ();
  self->changed_id = g_signal_connect_swapped (self->renderer, "changed",
                                               G_CALLBACK (renderer_changed), self);
  g_signal_connect_swapped (self->renderer, "notify::selected",
                            G_CALLBACK (renderer_changed), self);

  gtk_widget_set_focusable (widget, TRUE);
  gtk_widget_set_has_tooltip (widget, TRUE);
  g_signal_connect (widget, "query-tooltip", G_CALLBACK (query_tooltip_cb), self);

  controller = gtk_event_controller_motion_new ();
  g_signal_connect (controller, "motion", G_CALLBACK (motion_cb), self);
  gtk_widget_add_controller (widget, controller);

  controller = GTK_EVENT_CONTROLLER (gtk_gesture_click_new ());
  g_signal_connect (controller, "pressed", G_CALLBACK (pressed_cb), self);
  gtk_widget_add_controller (widget, controller);

  controller = gtk_event_controller_key_new ();
  g_signal_connect (controller, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (widget, controller);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Roofline chart"),
                                  -1);
  update_description (self);
}

/**
 * ak_roofline_chart_new:
 *
 * Returns: (transfer floating): an empty chart; fill it through its
 *   renderer
 */
GtkWidget *
ak_roofline_chart_new (void)
{
  return g_object_new (AK_TYPE_ROOFLINE_CHART, NULL);
}

/**
 * ak_roofline_chart_get_renderer:
 * @self: a chart
 *
 * Returns: (transfer none): the renderer the chart draws
 */
AkRooflineRenderer *
ak_roofline_chart_get_renderer (AkRooflineChart *self)
{
  g_return_val_if_fail (AK_IS_ROOFLINE_CHART (self), NULL);

  return self->renderer;
}

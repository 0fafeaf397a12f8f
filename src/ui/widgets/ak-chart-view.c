/* ak-chart-view.c: any chart painter as an interactive widget
 *
 * A thin widget around an AkChartPainter: it draws the painter with the
 * theme's colours and font, and everything it does with input reads the
 * painter's kept layout (ak-chart-layout.h), never constants of its own:
 * the pointer picks the drawn point of the painter's pick series under it,
 * the arrow keys step through the drawn points left to right, and the
 * accessible description is the painter's, which reads the same layout.
 * The owner calls ak_chart_view_changed() when the painter's model
 * changed. No timers.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "ak-chart-view.h"
#include "ak-narrow.h"
#include "ak-widget-color.h"

#define PAGE_STEP 5

struct _AkChartView
{
  GtkWidget       parent_instance;

  AkChartPainter *painter;
  AkChartPick     pick;
  double          radius;
  double          aspect;      /* height per width */
  int             min_height;
  int             selected;
  char           *label;
  char           *description;
};

G_DEFINE_FINAL_TYPE (AkChartView, ak_chart_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_SELECTED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/**
 * ak_chart_view_update_description:
 * @chart: a chart widget
 * @cache: (inout): the description it has, freed when replaced
 * @description: (transfer full): the description it should have
 *
 * Gives @chart's accessible description only when it changed, so a
 * redraw that shows the same says nothing new to a screen reader.
 */
void
ak_chart_view_update_description (GtkWidget  *chart,
                                  char      **cache,
                                  char       *description)
{
  g_return_if_fail (GTK_IS_WIDGET (chart) && cache != NULL && description != NULL);

  if (g_strcmp0 (*cache, description) == 0)
    {
      g_free (description);
      return;
    }
  g_free (*cache);
  *cache = description;
  gtk_accessible_update_property (GTK_ACCESSIBLE (chart), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description, -1);
}

static void
describe (AkChartView *self)
{
  g_autofree char *chart = ak_chart_painter_describe (self->painter);
  const AkChartLayout *layout = ak_chart_painter_get_layout (self->painter);
  guint series = ak_chart_painter_get_pick_series (self->painter);
  g_autoptr(GArray) drawn = ak_chart_layout_list (layout, series);

  if (self->selected < 0 && drawn->len > 0)
    ak_chart_view_update_description (GTK_WIDGET (self), &self->description,
                                      g_strdup_printf ("%s %s", _("Use the arrow keys to move between the points."),
                                                       chart));
  else
    ak_chart_view_update_description (GTK_WIDGET (self), &self->description, g_steal_pointer (&chart));
}

/**
 * ak_chart_view_paint:
 * @widget: a chart widget
 * @snapshot: its snapshot
 * @painter: the chart it shows
 *
 * Draws @painter over @widget with the theme's colours (its text colour,
 * no background) and font: the one way every chart widget draws, so the
 * painter's kept layout is that of the picture on screen.
 */
void
ak_chart_view_paint (GtkWidget      *widget,
                     GtkSnapshot    *snapshot,
                     AkChartPainter *painter)
{
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  PangoContext *context = gtk_widget_get_pango_context (widget);
  const AkColor transparent = { 0, 0, 0, 0 };
  AkColor foreground;
  AkChartColors colors;
  cairo_t *cr;

  g_return_if_fail (GTK_IS_WIDGET (widget) && AK_IS_CHART_PAINTER (painter));

  if (width <= 0 || height <= 0)
    return;
  foreground = ak_widget_get_color (widget);
  ak_chart_colors_init (&colors, &foreground, &transparent);
  ak_chart_painter_set_font (painter, pango_context_get_font_description (context));
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  ak_chart_painter_paint (painter, cr, width, height, &colors, FALSE);
  cairo_destroy (cr);
}

static void
ak_chart_view_snapshot (GtkWidget   *widget,
                        GtkSnapshot *snapshot)
{
  AkChartView *self = AK_CHART_VIEW (widget);

  ak_chart_view_paint (widget, snapshot, self->painter);
  /* the layout of this draw may show other points than the last one */
  describe (self);
}

static void
ak_chart_view_measure (GtkWidget      *widget,
                       GtkOrientation  orientation,
                       int             for_size,
                       int            *minimum,
                       int            *natural,
                       int            *minimum_baseline,
                       int            *natural_baseline)
{
  AkChartView *self = AK_CHART_VIEW (widget);
  double grow = ak_narrow_text_scale (widget);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      /* the page scrolls it sideways when narrower */
      *minimum = (int) ceil (280 * grow);
      *natural = MAX (720, *minimum);
      return;
    }
  *minimum = (int) ceil (self->min_height * grow);
  *natural = for_size > 0 ? (int) CLAMP (for_size * self->aspect, self->min_height, 720) : 460;
  *natural = MAX (*minimum, (int) ceil (*natural * grow));
}

static GtkSizeRequestMode
ak_chart_view_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
select_at (AkChartView *self,
           double       x,
           double       y)
{
  int index = ak_chart_layout_pick (ak_chart_painter_get_layout (self->painter),
                                    ak_chart_painter_get_pick_series (self->painter), x, y, self->radius,
                                    self->pick);

  if (index >= 0)
    ak_chart_view_set_selected (self, index);
}

static void
motion_cb (GtkEventControllerMotion *controller,
           double                    x,
           double                    y,
           AkChartView              *self)
{
  select_at (self, x, y);
}

static void
pressed_cb (GtkGestureClick *gesture,
            int              n_press,
            double           x,
            double           y,
            AkChartView     *self)
{
  gtk_widget_grab_focus (GTK_WIDGET (self));
  select_at (self, x, y);
}

/**
 * ak_chart_view_key_steps:
 * @keyval: a key
 * @state: its modifiers
 * @vertical: Up, Down, Page Up and Page Down step too
 *
 * The keys every chart steps through its drawn points with: Left and
 * Right (and Down and Up) one point, Page Down and Page Up three, Home
 * and End to the ends.
 *
 * Returns: the steps for ak_chart_layout_step(), or 0 for another key
 */
int
ak_chart_view_key_steps (guint           keyval,
                         GdkModifierType state,
                         gboolean        vertical)
{
  if ((state & (GDK_CONTROL_MASK | GDK_ALT_MASK)) != 0)
    return 0;
  switch (keyval)
    {
    case GDK_KEY_Left: case GDK_KEY_KP_Left:
      return -1;
    case GDK_KEY_Right: case GDK_KEY_KP_Right:
      return 1;
    case GDK_KEY_Home: case GDK_KEY_KP_Home:
      return G_MININT;
    case GDK_KEY_End: case GDK_KEY_KP_End:
      return G_MAXINT;
    case GDK_KEY_Down: case GDK_KEY_KP_Down:
      return vertical ? -1 : 0;
    case GDK_KEY_Up: case GDK_KEY_KP_Up:
      return vertical ? 1 : 0;
    case GDK_KEY_Page_Down: case GDK_KEY_KP_Page_Down:
      return vertical ? -PAGE_STEP : 0;
    case GDK_KEY_Page_Up: case GDK_KEY_KP_Page_Up:
      return vertical ? PAGE_STEP : 0;
    default:
      return 0;
    }
}

/* The drawn points left to right, as the kept layout has them (laid out
 * first when the chart was not drawn since it changed). */
static gboolean
key_pressed_cb (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                AkChartView           *self)
{
  int steps = ak_chart_view_key_steps (keyval, state, TRUE), index;
  const AkChartLayout *layout;

  if (steps == 0)
    return FALSE;
  layout = ak_chart_painter_ensure_layout (self->painter);
  index = ak_chart_layout_step (layout, ak_chart_painter_get_pick_series (self->painter), self->selected, steps);
  if (index < 0)
    return FALSE;
  ak_chart_view_set_selected (self, index);
  return TRUE;
}

static void
ak_chart_view_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  AkChartView *self = AK_CHART_VIEW (object);

  switch (prop_id)
    {
    case PROP_SELECTED:
      g_value_set_int (value, self->selected);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ak_chart_view_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  AkChartView *self = AK_CHART_VIEW (object);

  switch (prop_id)
    {
    case PROP_SELECTED:
      ak_chart_view_set_selected (self, g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ak_chart_view_dispose (GObject *object)
{
  AkChartView *self = AK_CHART_VIEW (object);

  g_clear_object (&self->painter);
  G_OBJECT_CLASS (ak_chart_view_parent_class)->dispose (object);
}

static void
ak_chart_view_finalize (GObject *object)
{
  AkChartView *self = AK_CHART_VIEW (object);

  g_clear_pointer (&self->description, g_free);
  g_clear_pointer (&self->label, g_free);
  G_OBJECT_CLASS (ak_chart_view_parent_class)->finalize (object);
}

static void
ak_chart_view_class_init (AkChartViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = ak_chart_view_get_property;
  object_class->set_property = ak_chart_view_set_property;
  object_class->dispose = ak_chart_view_dispose;
  object_class->finalize = ak_chart_view_finalize;
  widget_class->snapshot = ak_chart_view_snapshot;
  widget_class->measure = ak_chart_view_measure;
  widget_class->get_request_mode = ak_chart_view_get_request_mode;

  /**
   * AkChartView:selected:
   *
   * The model index of the selected point of the painter's pick series,
   * or -1. The pointer and the keys set it.
   */
  properties[PROP_SELECTED] =
    g_param_spec_int ("selected", NULL, NULL, -1, G_MAXINT, -1,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "chartview");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
ak_chart_view_init (AkChartView *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  GtkEventController *controller;

  self->selected = -1;
  self->pick = AK_CHART_PICK_NEAREST;
  self->radius = 24;
  self->aspect = 9.0 / 16;
  self->min_height = 260;
  gtk_widget_set_focusable (widget, TRUE);

  controller = gtk_event_controller_motion_new ();
  g_signal_connect (controller, "motion", G_CALLBACK (motion_cb), self);
  gtk_widget_add_controller (widget, controller);

  controller = GTK_EVENT_CONTROLLER (gtk_gesture_click_new ());
  g_signal_connect (controller, "pressed", G_CALLBACK (pressed_cb), self);
  gtk_widget_add_controller (widget, controller);

  controller = gtk_event_controller_key_new ();
  g_signal_connect (controller, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (widget, controller);
}

/**
 * ak_chart_view_new:
 * @painter: the chart to show (a reference is taken)
 * @label: its accessible name, e.g. "Step time against chips"
 *
 * Returns: (transfer floating): the chart, nothing selected; the pointer
 *   picks the nearest drawn point within 24 px until ak_chart_view_set_pick()
 */
GtkWidget *
ak_chart_view_new (AkChartPainter *painter,
                   const char     *label)
{
  AkChartView *self;

  g_return_val_if_fail (AK_IS_CHART_PAINTER (painter) && label != NULL, NULL);

  self = g_object_new (AK_TYPE_CHART_VIEW, NULL);
  self->painter = g_object_ref (painter);
  self->label = g_strdup (label);
  ak_chart_painter_set_selected (painter, -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  describe (self);
  return GTK_WIDGET (self);
}

/**
 * ak_chart_view_scroll:
 * @self: a chart, not in a parent yet
 *
 * Puts the chart in a scroller that moves it sideways when the page is
 * narrower than the chart's least legible width (large text, 360 px).
 *
 * Returns: (transfer floating): the scroller, to put in the page
 */
GtkWidget *
ak_chart_view_scroll (AkChartView *self)
{
  GtkWidget *scroller;

  g_return_val_if_fail (AK_IS_CHART_VIEW (self), NULL);
  g_return_val_if_fail (gtk_widget_get_parent (GTK_WIDGET (self)) == NULL, NULL);

  scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_AUTOMATIC, GTK_POLICY_NEVER);
  gtk_scrolled_window_set_propagate_natural_width (GTK_SCROLLED_WINDOW (scroller), TRUE);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scroller), TRUE);
  gtk_widget_set_hexpand (scroller, TRUE);
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  /* a screen reader meets the scroller first: it has the chart's name */
  gtk_accessible_update_property (GTK_ACCESSIBLE (scroller), GTK_ACCESSIBLE_PROPERTY_LABEL, self->label, -1);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), GTK_WIDGET (self));
  return scroller;
}

/**
 * ak_chart_view_get_painter:
 * @self: a chart
 *
 * Returns: (transfer none): the painter it draws, for the page's Export Chart
 */
AkChartPainter *
ak_chart_view_get_painter (AkChartView *self)
{
  g_return_val_if_fail (AK_IS_CHART_VIEW (self), NULL);

  return self->painter;
}

/**
 * ak_chart_view_set_pick:
 * @self: a chart
 * @how: nearest in any direction, or along x inside the panel
 * @radius: how far from a drawn point the pointer still picks it, px
 */
void
ak_chart_view_set_pick (AkChartView *self,
                        AkChartPick  how,
                        double       radius)
{
  g_return_if_fail (AK_IS_CHART_VIEW (self) && radius >= 0);

  self->pick = how;
  self->radius = radius;
}

/**
 * ak_chart_view_set_aspect:
 * @self: a chart
 * @height_per_width: the natural height for a width, 0.2 to 2
 * @min_height: the least height at the normal text size, px
 */
void
ak_chart_view_set_aspect (AkChartView *self,
                          double       height_per_width,
                          int          min_height)
{
  g_return_if_fail (AK_IS_CHART_VIEW (self));
  g_return_if_fail (height_per_width >= 0.2 && height_per_width <= 2 && min_height > 0);

  self->aspect = height_per_width;
  self->min_height = min_height;
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

/**
 * ak_chart_view_get_selected:
 * @self: a chart
 *
 * Returns: the selected point's model index, or -1
 */
int
ak_chart_view_get_selected (AkChartView *self)
{
  g_return_val_if_fail (AK_IS_CHART_VIEW (self), -1);

  return self->selected;
}

/**
 * ak_chart_view_set_selected:
 * @self: a chart
 * @index: a model index of the painter's pick series, or -1
 *
 * The painter draws and describes it as selected.
 */
void
ak_chart_view_set_selected (AkChartView *self,
                            int          index)
{
  g_return_if_fail (AK_IS_CHART_VIEW (self) && index >= -1);

  if (index == self->selected)
    return;
  self->selected = index;
  ak_chart_painter_set_selected (self->painter, index);
  describe (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED]);
}

/**
 * ak_chart_view_changed:
 * @self: a chart
 *
 * The painter's model changed: the selection is handed to it again (a
 * point past the new model is the painter's to drop), the chart redrawn
 * and described again.
 */
void
ak_chart_view_changed (AkChartView *self)
{
  g_return_if_fail (AK_IS_CHART_VIEW (self));

  ak_chart_painter_set_selected (self->painter, self->selected);
  describe (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/**
 * ak_chart_view_get_description:
 * @self: a chart
 *
 * Returns: (transfer none): the accessible description it has
 */
const char *
ak_chart_view_get_description (AkChartView *self)
{
  g_return_val_if_fail (AK_IS_CHART_VIEW (self), NULL);

  return self->description;
}

/* ak-batch-chart.c: the batch explorer's chart as a widget
 *
 * A thin widget around an AkBatchRenderer: it draws the sweep it was given
 * with the theme's colours and font, owns the selection (Left/Right,
 * Home/End, or the pointer pick a drawn batch from the renderer's kept
 * layout; the page recomputes the sweep for it and hands it back), and
 * tells assistive technologies what the chart shows
 * (ak_chart_painter_describe()).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "ak-batch-chart.h"
#include "ak-chart-view.h"
#include "ak-narrow.h"
#include "ak-widget-color.h"

struct _AkBatchChartView
{
  GtkWidget        parent_instance;

  AkBatchRenderer *renderer;
  guint            selected;
  char            *description;
};

G_DEFINE_FINAL_TYPE (AkBatchChartView, ak_batch_chart_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_SELECTED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The chart's words from its kept layout (laid out first if need be). */
static void
update_description (AkBatchChartView *self)
{
  ak_chart_view_update_description (GTK_WIDGET (self), &self->description,
                                    ak_chart_painter_describe (AK_CHART_PAINTER (self->renderer)));
}

static void
ak_batch_chart_view_snapshot (GtkWidget   *widget,
                              GtkSnapshot *snapshot)
{
  AkBatchChartView *self = AK_BATCH_CHART_VIEW (widget);

  if (ak_batch_renderer_get_sweep (self->renderer)->n_points == 0)
    return;
  ak_chart_view_paint (widget, snapshot, AK_CHART_PAINTER (self->renderer));
  /* the layout of this draw may show other points than the last one */
  update_description (self);
}

static void
ak_batch_chart_view_measure (GtkWidget      *widget,
                        GtkOrientation  orientation,
                        int             for_size,
                        int            *minimum,
                        int            *natural,
                        int            *minimum_baseline,
                        int            *natural_baseline)
{
  AkBatchChartView *self = AK_BATCH_CHART_VIEW (widget);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      PangoContext *context = gtk_widget_get_pango_context (widget);

      /* Legible with the theme's font: larger text widens it, and the
       * page scrolls it sideways when it is narrower. */
      ak_batch_renderer_set_font (self->renderer, pango_context_get_font_description (context));
      *minimum = (int) ak_batch_renderer_get_min_width (self->renderer, context);
      *natural = MAX (760, *minimum);
    }
  else
    {
      /* Three charts: the curves above, the split and the frontier below
       * (stacked when narrow, so a narrow chart is taller). */
      double grow = ak_narrow_text_scale (widget);

      *minimum = (int) ceil (420 * grow);
      *natural = for_size > 0 ? (for_size < 560 ? CLAMP (for_size * 2, 560, 900)
                                                : CLAMP (for_size * 3 / 4, 480, 720))
                              : 600;
      /* Larger text takes more of the height: the plots keep theirs. */
      *natural = MAX (*minimum, (int) ceil (*natural * grow));
    }
}

static GtkSizeRequestMode
ak_batch_chart_view_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

/* How far beside the curves' data area the pointer still picks a batch. */
#define PICK_SLACK 8.0

/* The batch whose drawn point on the curves chart is nearest the pointer
 * along x, from the renderer's kept layout: where the last draw put it. */
static int
pick (AkBatchChartView *self,
      double            x,
      double            y)
{
  return ak_chart_layout_pick (ak_batch_renderer_get_layout (self->renderer),
                               AK_BATCH_SERIES_MS_PER_TOKEN, x, y, PICK_SLACK,
                               AK_CHART_PICK_COLUMN);
}

static void
select_at (AkBatchChartView *self,
           double        x,
           double        y)
{
  int index = pick (self, x, y);

  if (index >= 0)
    ak_batch_chart_view_set_selected (self, (guint) index);
}

static void
motion_cb (GtkEventControllerMotion *controller,
           double                    x,
           double                    y,
           AkBatchChartView             *self)
{
  select_at (self, x, y);
}

static void
pressed_cb (GtkGestureClick *gesture,
            int              n_press,
            double           x,
            double           y,
            AkBatchChartView    *self)
{
  gtk_widget_grab_focus (GTK_WIDGET (self));
  select_at (self, x, y);
}

static gboolean
key_pressed_cb (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                AkBatchChartView          *self)
{
  const AkChartLayout *layout = ak_batch_renderer_get_layout (self->renderer);
  guint n = ak_batch_renderer_get_sweep (self->renderer)->n_points;
  int steps, index;

  steps = ak_chart_view_key_steps (keyval, state, FALSE);
  if (n == 0 || steps == 0)
    return FALSE;

  /* The drawn batches left to right; before the first draw, the sweep's
   * order, which is the same (batches ascend). */
  index = ak_chart_layout_step (layout, AK_BATCH_SERIES_MS_PER_TOKEN, (int) self->selected, steps);
  if (index < 0)
    index = (int) CLAMP ((gint64) self->selected + steps, 0, (gint64) n - 1);
  ak_batch_chart_view_set_selected (self, (guint) index);
  return TRUE;
}

static void
ak_batch_chart_view_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  AkBatchChartView *self = AK_BATCH_CHART_VIEW (object);

  switch (prop_id)
    {
    case PROP_SELECTED:
      g_value_set_uint (value, self->selected);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ak_batch_chart_view_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  AkBatchChartView *self = AK_BATCH_CHART_VIEW (object);

  switch (prop_id)
    {
    case PROP_SELECTED:
      ak_batch_chart_view_set_selected (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ak_batch_chart_view_finalize (GObject *object)
{
  AkBatchChartView *self = AK_BATCH_CHART_VIEW (object);

  g_free (self->description);
  g_clear_object (&self->renderer);

  G_OBJECT_CLASS (ak_batch_chart_view_parent_class)->finalize (object);
}

static void
ak_batch_chart_view_class_init (AkBatchChartViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = ak_batch_chart_view_finalize;
  object_class->get_property = ak_batch_chart_view_get_property;
  object_class->set_property = ak_batch_chart_view_set_property;
  widget_class->snapshot = ak_batch_chart_view_snapshot;
  widget_class->measure = ak_batch_chart_view_measure;
  widget_class->get_request_mode = ak_batch_chart_view_get_request_mode;

  /**
   * AkBatchChartView:selected:
   *
   * The index in the sweep of the selected batch, 0 to the sweep's
   * points − 1. Keys and the pointer set it; the owner recomputes the
   * sweep for that batch.
   */
  properties[PROP_SELECTED] =
    g_param_spec_uint ("selected", NULL, NULL, 0, AK_BATCH_SWEEP_MAX_POINTS - 1, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "batchchart");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
ak_batch_chart_view_init (AkBatchChartView *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  GtkEventController *controller;

  self->renderer = ak_batch_renderer_new ();
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

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Batch size chart: time per token and tokens per second"),
                                  -1);
  update_description (self);
}

/**
 * ak_batch_chart_view_new:
 *
 * Returns: (transfer floating): an empty chart; give it a sweep with
 *   ak_batch_chart_view_set_sweep()
 */
GtkWidget *
ak_batch_chart_view_new (void)
{
  return g_object_new (AK_TYPE_BATCH_CHART_VIEW, NULL);
}

/**
 * ak_batch_chart_view_set_sweep:
 * @self: a chart
 * @sweep: what to draw (copied); its selected point becomes the chart's
 *   selection
 *
 * Redraws the chart and renews its accessible description.
 */
void
ak_batch_chart_view_set_sweep (AkBatchChartView       *self,
                          const AkBatchSweep *sweep)
{
  g_return_if_fail (AK_IS_BATCH_CHART_VIEW (self));
  g_return_if_fail (sweep != NULL && sweep->n_points <= AK_BATCH_SWEEP_MAX_POINTS);

  ak_batch_renderer_set_sweep (self->renderer, sweep);
  sweep = ak_batch_renderer_get_sweep (self->renderer);
  if (self->selected != sweep->selected)
    {
      self->selected = sweep->selected;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED]);
    }
  update_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/**
 * ak_batch_chart_view_get_sweep:
 * @self: a chart
 *
 * Returns: (transfer none): the sweep the chart draws
 */
const AkBatchSweep *
ak_batch_chart_view_get_sweep (AkBatchChartView *self)
{
  g_return_val_if_fail (AK_IS_BATCH_CHART_VIEW (self), NULL);

  return ak_batch_renderer_get_sweep (self->renderer);
}

/**
 * ak_batch_chart_view_get_renderer:
 * @self: a chart
 *
 * Returns: (transfer none): the renderer that draws the chart and keeps
 *   its layout; the page exports it (ak_chart_file_export())
 */
AkBatchRenderer *
ak_batch_chart_view_get_renderer (AkBatchChartView *self)
{
  g_return_val_if_fail (AK_IS_BATCH_CHART_VIEW (self), NULL);

  return self->renderer;
}

/**
 * ak_batch_chart_view_get_selected:
 * @self: a chart
 *
 * Returns: the index in the sweep of the selected batch
 */
guint
ak_batch_chart_view_get_selected (AkBatchChartView *self)
{
  g_return_val_if_fail (AK_IS_BATCH_CHART_VIEW (self), 0);

  return self->selected;
}

/**
 * ak_batch_chart_view_set_selected:
 * @self: a chart
 * @index: an index in the sweep; clamped to its last point
 *
 * Selects a batch and notifies #AkBatchChartView:selected, which the page
 * answers with a sweep computed at that batch.
 */
void
ak_batch_chart_view_set_selected (AkBatchChartView *self,
                                  guint             index)
{
  guint n;

  g_return_if_fail (AK_IS_BATCH_CHART_VIEW (self));

  n = ak_batch_renderer_get_sweep (self->renderer)->n_points;
  if (n == 0)
    return;
  index = MIN (index, n - 1);
  if (index == self->selected)
    return;

  self->selected = index;
  ak_batch_renderer_set_selected (self->renderer, index);
  update_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED]);
}

/**
 * ak_batch_chart_view_get_description:
 * @self: a chart
 *
 * Returns: (transfer none): the description given to assistive
 *   technologies: the critical batch, the largest batch that fits and the
 *   figures at the selected batch
 */
const char *
ak_batch_chart_view_get_description (AkBatchChartView *self)
{
  g_return_val_if_fail (AK_IS_BATCH_CHART_VIEW (self), NULL);

  return self->description;
}

/* ak-activity-page.c: the shell of every page with an activity
 *
 * One template for the kitchen, roofline, MFU/MBU, sort and quiz pages: a
 * scroller, then a column with the activity (at most activity-width
 * pixels wide) and the page's reading blocks (at most reading-width, for
 * lines of a readable length). A subclass's template children go into the
 * activity box; ak_activity_page_set_page() adds the reading blocks.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>

#include "ak-a11y-names.h"
#include "ak-activity-page.h"
#include "ak-flow-box.h"
#include "ak-prediction-card.h"
#include "ak-reading-blocks.h"
#include "ak-reading-keys.h"

typedef struct
{
  AkPageContext *context;
  const AkPage  *page;       /* owned by the context's lesson */

  GtkWidget     *scroller;
  GtkBox        *column;
  AdwClamp      *activity_clamp;
  GtkBox        *activity;
  AdwClamp      *reading_clamp;
  GtkBox        *reading;
} AkActivityPagePrivate;

static void ak_activity_page_buildable_init (GtkBuildableIface *iface);
static void update_reading_entry (AkActivityPage *self);

G_DEFINE_TYPE_WITH_CODE (AkActivityPage, ak_activity_page, GTK_TYPE_WIDGET,
                         G_ADD_PRIVATE (AkActivityPage)
                         G_IMPLEMENT_INTERFACE (GTK_TYPE_BUILDABLE, ak_activity_page_buildable_init))

enum {
  PROP_0,
  PROP_ACTIVITY_WIDTH,
  PROP_READING_WIDTH,
  PROP_READING_FIRST,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];
static GtkBuildableIface *parent_buildable_iface;

#define PRIV(self) ((AkActivityPagePrivate *) ak_activity_page_get_instance_private (self))

/* ---- input on a page that scrolls and is read --------------------------------- */

static void
pass_wheel_to_page (GtkWidget *widget)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_SCROLL (controller))
        gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_NONE);
    }
}

/* Two kinds of widget behave badly on a page that scrolls and is read:
 * - a slider or spin button under the pointer would take the wheel and
 *   change its value while the learner scrolls past it; they keep their
 *   keys, and the wheel scrolls the page;
 * - a selectable label is a Tab stop that selects all its text when
 *   reached (see ak_label_make_readable()). */
static void
adapt_input (GtkWidget *widget)
{
  ak_accessible_name_widget (widget);
  if (GTK_IS_RANGE (widget) || GTK_IS_SPIN_BUTTON (widget))
    pass_wheel_to_page (widget);
  else if (GTK_IS_LABEL (widget) && gtk_label_get_selectable (GTK_LABEL (widget)))
    ak_label_make_readable (GTK_LABEL (widget));

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    adapt_input (child);
}

/* ---- GtkBuildable: a subclass's children go into the activity ------------------ */

static void
ak_activity_page_add_child (GtkBuildable *buildable,
                            GtkBuilder   *builder,
                            GObject      *child,
                            const char   *type)
{
  AkActivityPagePrivate *priv = PRIV (AK_ACTIVITY_PAGE (buildable));

  /* While this class's own template is built, the box does not exist yet. */
  if (priv->activity != NULL && type == NULL && GTK_IS_WIDGET (child))
    gtk_box_append (priv->activity, GTK_WIDGET (child));
  else
    parent_buildable_iface->add_child (buildable, builder, child, type);
}

static void
ak_activity_page_buildable_init (GtkBuildableIface *iface)
{
  parent_buildable_iface = g_type_interface_peek_parent (iface);
  iface->add_child = ak_activity_page_add_child;
}

/* ---- GObject -------------------------------------------------------------------- */

static void
ak_activity_page_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  AkActivityPagePrivate *priv = PRIV (AK_ACTIVITY_PAGE (object));

  switch (prop_id)
    {
    case PROP_ACTIVITY_WIDTH:
      g_value_set_int (value, adw_clamp_get_maximum_size (priv->activity_clamp));
      break;
    case PROP_READING_WIDTH:
      g_value_set_int (value, adw_clamp_get_maximum_size (priv->reading_clamp));
      break;
    case PROP_READING_FIRST:
      g_value_set_boolean (value, gtk_widget_get_first_child (GTK_WIDGET (priv->column)) ==
                                  GTK_WIDGET (priv->reading_clamp));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
set_clamp_width (AkActivityPage *self,
                 AdwClamp       *clamp,
                 int             width,
                 GParamSpec     *pspec)
{
  if (adw_clamp_get_maximum_size (clamp) == width)
    return;

  /* No tightening: the full width up to the maximum, as a column of text. */
  adw_clamp_set_maximum_size (clamp, width);
  adw_clamp_set_tightening_threshold (clamp, width);
  g_object_notify_by_pspec (G_OBJECT (self), pspec);
}

static void
ak_activity_page_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  AkActivityPage *self = AK_ACTIVITY_PAGE (object);
  AkActivityPagePrivate *priv = PRIV (self);

  switch (prop_id)
    {
    case PROP_ACTIVITY_WIDTH:
      set_clamp_width (self, priv->activity_clamp, g_value_get_int (value), pspec);
      break;
    case PROP_READING_WIDTH:
      set_clamp_width (self, priv->reading_clamp, g_value_get_int (value), pspec);
      break;
    case PROP_READING_FIRST:
      ak_activity_page_set_reading_first (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ak_activity_page_dispose (GObject *object)
{
  AkActivityPage *self = AK_ACTIVITY_PAGE (object);
  AkActivityPagePrivate *priv = PRIV (self);

  /* Not gtk_widget_dispose_template(): with GTK 4.8 it asserts on a
   * derivable class whose subclasses have templates of their own. The
   * scroller is the only direct child; the bound children go with it, and
   * the template's references to them with the widget. */
  g_clear_pointer (&priv->scroller, gtk_widget_unparent);
  priv->column = NULL;
  priv->activity_clamp = NULL;
  priv->activity = NULL;
  priv->reading_clamp = NULL;
  priv->reading = NULL;
  priv->page = NULL;
  g_clear_object (&priv->context);

  G_OBJECT_CLASS (ak_activity_page_parent_class)->dispose (object);
}

static void
ak_activity_page_class_init (AkActivityPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ak_activity_page_dispose;
  object_class->get_property = ak_activity_page_get_property;
  object_class->set_property = ak_activity_page_set_property;

  /**
   * AkActivityPage:activity-width:
   *
   * The activity's largest width, in pixels (100 to 4000); narrower
   * windows give it all their width.
   */
  properties[PROP_ACTIVITY_WIDTH] =
    g_param_spec_int ("activity-width", NULL, NULL, 100, 4000, 1100,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * AkActivityPage:reading-width:
   *
   * The reading text's largest width, in pixels (100 to 4000).
   */
  properties[PROP_READING_WIDTH] =
    g_param_spec_int ("reading-width", NULL, NULL, 100, 4000, 840,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * AkActivityPage:reading-first:
   *
   * Whether the reading text comes before the activity (the sort game and
   * the quiz are introduced by it) rather than after it.
   */
  properties[PROP_READING_FIRST] =
    g_param_spec_boolean ("reading-first", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class, AK_RESOURCE_PREFIX "/ui/ak-activity-page.ui");
  gtk_widget_class_bind_template_child_private (widget_class, AkActivityPage, scroller);
  gtk_widget_class_bind_template_child_private (widget_class, AkActivityPage, column);
  gtk_widget_class_bind_template_child_private (widget_class, AkActivityPage, activity_clamp);
  gtk_widget_class_bind_template_child_private (widget_class, AkActivityPage, activity);
  gtk_widget_class_bind_template_child_private (widget_class, AkActivityPage, reading_clamp);
  gtk_widget_class_bind_template_child_private (widget_class, AkActivityPage, reading);
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
ak_activity_page_init (AkActivityPage *self)
{
  g_type_ensure (ADW_TYPE_CLAMP);
  /* Subclasses' templates use it for rows of fields (ak-flow-box.c). */
  g_type_ensure (AK_TYPE_FLOW_BOX);
  gtk_widget_init_template (GTK_WIDGET (self));
}

/* ---- API ------------------------------------------------------------------------- */

/**
 * ak_activity_page_set_page:
 * @self: a page
 * @context: what the page is handed (lesson, progress, settings, accelerators)
 * @page: the lesson page @self plays, one of @context's lesson's pages
 *
 * Called once by the subclass's constructor when its activity is built:
 * names the page after @page, appends @page's reading blocks, and keeps
 * sliders and spin buttons from taking the wheel while the page scrolls.
 */
/* Asked before the activity shows its answer: at the top of the activity. */
static void
add_predictions (AkActivityPagePrivate *priv,
                 AkPageContext         *context,
                 const AkPage          *page)
{
  AkLesson *lesson = ak_page_context_get_lesson (context);
  AkProgress *progress = ak_page_context_get_progress (context);

  for (guint i = page->predictions != NULL ? page->predictions->len : 0; i-- > 0;)
    {
      GtkWidget *card = ak_prediction_card_new (lesson, page, g_ptr_array_index (page->predictions, i));

      if (card == NULL)
        continue;
      /* The guesses are kept with the lesson's other progress. */
      if (progress != NULL)
        ak_prediction_card_set_progress (AK_PREDICTION_CARD (card), progress, ak_lesson_get_progress_key (lesson));
      gtk_box_prepend (priv->activity, card);
    }
}

void
ak_activity_page_set_page (AkActivityPage *self,
                           AkPageContext  *context,
                           const AkPage   *page)
{
  AkActivityPagePrivate *priv;

  g_return_if_fail (AK_IS_ACTIVITY_PAGE (self));
  g_return_if_fail (AK_IS_PAGE_CONTEXT (context));
  g_return_if_fail (page != NULL);

  priv = PRIV (self);
  g_return_if_fail (priv->page == NULL);

  /* The page is owned by the lesson, which the context keeps alive. */
  priv->context = g_object_ref (context);
  priv->page = page;
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, page->title,
                                  -1);
  ak_reading_blocks_append (priv->reading, ak_page_context_get_lesson (context), page->blocks);
  add_predictions (priv, context, page);
  gtk_widget_set_visible (GTK_WIDGET (priv->reading_clamp), page->blocks->len > 0);
  /* Down and Up read the text; Tab reaches it after the activity (a page
   * whose text comes first starts on its activity, the sort game's tray). */
  ak_reading_keys_attach (GTK_WIDGET (priv->reading));
  adapt_input (GTK_WIDGET (self));
  update_reading_entry (self);  /* after adapt_input(), which takes labels out of the Tab order */
}

/**
 * ak_activity_page_get_context:
 * @self: a page
 *
 * Returns: (transfer none) (nullable): the context, %NULL before
 *   ak_activity_page_set_page()
 */
AkPageContext *
ak_activity_page_get_context (AkActivityPage *self)
{
  g_return_val_if_fail (AK_IS_ACTIVITY_PAGE (self), NULL);

  return PRIV (self)->context;
}

/**
 * ak_activity_page_get_page:
 * @self: a page
 *
 * Returns: (transfer none) (nullable): the lesson page, %NULL before
 *   ak_activity_page_set_page()
 */
const AkPage *
ak_activity_page_get_page (AkActivityPage *self)
{
  g_return_val_if_fail (AK_IS_ACTIVITY_PAGE (self), NULL);

  return PRIV (self)->page;
}

/**
 * ak_activity_page_get_activity:
 * @self: a page
 *
 * Returns: (transfer none): the box that holds the activity
 */
GtkBox *
ak_activity_page_get_activity (AkActivityPage *self)
{
  g_return_val_if_fail (AK_IS_ACTIVITY_PAGE (self), NULL);

  return PRIV (self)->activity;
}

/**
 * ak_activity_page_get_reading:
 * @self: a page
 *
 * Returns: (transfer none): the box that holds the reading blocks
 */
GtkBox *
ak_activity_page_get_reading (AkActivityPage *self)
{
  g_return_val_if_fail (AK_IS_ACTIVITY_PAGE (self), NULL);

  return PRIV (self)->reading;
}

static void
update_reading_entry (AkActivityPage *self)
{
  AkActivityPagePrivate *priv = PRIV (self);
  gboolean reading_first = gtk_widget_get_first_child (GTK_WIDGET (priv->column)) ==
                           GTK_WIDGET (priv->reading_clamp);

  ak_reading_keys_set_tab_stop (GTK_WIDGET (priv->reading), !reading_first);
}

/**
 * ak_activity_page_set_reading_first:
 * @self: a page
 * @reading_first: whether the reading text comes before the activity
 */
void
ak_activity_page_set_reading_first (AkActivityPage *self,
                                    gboolean        reading_first)
{
  AkActivityPagePrivate *priv;
  GtkWidget *first;

  g_return_if_fail (AK_IS_ACTIVITY_PAGE (self));

  priv = PRIV (self);
  first = GTK_WIDGET (reading_first ? priv->reading_clamp : priv->activity_clamp);
  if (gtk_widget_get_first_child (GTK_WIDGET (priv->column)) == first)
    return;

  gtk_box_reorder_child_after (priv->column, first, NULL);
  update_reading_entry (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_READING_FIRST]);
}

/* ak-notebook-bin.c: holds the window's notebook; as narrow as its page
 *
 * The window puts its page tabs in a column on the left when it is wide
 * and in a scrolling row on top when it is narrow (ak-window.c), and it
 * moves them after an allocation. Were the window's minimum width the
 * notebook's, it would include the tab column while the tabs are on the
 * side: a window dragged narrower stops at that width (524 px with large
 * text), the tabs then move on top, and only a second drag reaches 360 px.
 *
 * An AkNotebookBin asks, while the tabs are on the side, only for the
 * current page's minimum width, which is what the notebook needs once its
 * tabs are on top. Given less than the notebook's minimum for that moment,
 * it gives the notebook its minimum and clips it, until the tabs move.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ak-notebook-bin.h"

struct _AkNotebookBin
{
  GtkWidget    parent_instance;

  GtkNotebook *notebook;
};

G_DEFINE_FINAL_TYPE (AkNotebookBin, ak_notebook_bin, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_NOTEBOOK,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static gboolean
tabs_on_side (AkNotebookBin *self)
{
  GtkPositionType position = gtk_notebook_get_tab_pos (self->notebook);

  return gtk_notebook_get_show_tabs (self->notebook) &&
         (position == GTK_POS_LEFT || position == GTK_POS_RIGHT);
}

/* The current page's minimum width; 0 without pages. */
static int
page_min_width (AkNotebookBin *self)
{
  int current = gtk_notebook_get_current_page (self->notebook);
  GtkWidget *page = current >= 0 ? gtk_notebook_get_nth_page (self->notebook, current) : NULL;
  int min = 0;

  if (page != NULL && gtk_widget_get_visible (page))
    gtk_widget_measure (page, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
  return min;
}

static void
ak_notebook_bin_measure (GtkWidget      *widget,
                         GtkOrientation  orientation,
                         int             for_size,
                         int            *minimum,
                         int            *natural,
                         int            *minimum_baseline,
                         int            *natural_baseline)
{
  AkNotebookBin *self = AK_NOTEBOOK_BIN (widget);
  int child_min = 0;

  *minimum = *natural = 0;
  if (self->notebook == NULL || !gtk_widget_get_visible (GTK_WIDGET (self->notebook)))
    return;

  if (orientation == GTK_ORIENTATION_VERTICAL && for_size >= 0)
    {
      /* Heights for the width the notebook will really get. */
      gtk_widget_measure (GTK_WIDGET (self->notebook), GTK_ORIENTATION_HORIZONTAL, -1,
                          &child_min, NULL, NULL, NULL);
      for_size = MAX (for_size, child_min);
    }
  gtk_widget_measure (GTK_WIDGET (self->notebook), orientation, for_size,
                      minimum, natural, NULL, NULL);

  if (orientation == GTK_ORIENTATION_HORIZONTAL && tabs_on_side (self))
    *minimum = MIN (*minimum, page_min_width (self));
}

static void
ak_notebook_bin_size_allocate (GtkWidget *widget,
                               int        width,
                               int        height,
                               int        baseline)
{
  AkNotebookBin *self = AK_NOTEBOOK_BIN (widget);
  int min_width = 0, min_height = 0;

  if (self->notebook == NULL || !gtk_widget_get_visible (GTK_WIDGET (self->notebook)))
    return;

  gtk_widget_measure (GTK_WIDGET (self->notebook), GTK_ORIENTATION_HORIZONTAL, -1,
                      &min_width, NULL, NULL, NULL);
  width = MAX (width, min_width);
  gtk_widget_measure (GTK_WIDGET (self->notebook), GTK_ORIENTATION_VERTICAL, width,
                      &min_height, NULL, NULL, NULL);
  gtk_widget_allocate (GTK_WIDGET (self->notebook), width, MAX (height, min_height), -1, NULL);
}

static GtkSizeRequestMode
ak_notebook_bin_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
ak_notebook_bin_dispose (GObject *object)
{
  AkNotebookBin *self = AK_NOTEBOOK_BIN (object);

  if (self->notebook != NULL)
    gtk_widget_unparent (GTK_WIDGET (self->notebook));
  self->notebook = NULL;

  G_OBJECT_CLASS (ak_notebook_bin_parent_class)->dispose (object);
}

static void
ak_notebook_bin_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  AkNotebookBin *self = AK_NOTEBOOK_BIN (object);

  switch (prop_id)
    {
    case PROP_NOTEBOOK:
      g_value_set_object (value, self->notebook);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ak_notebook_bin_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  AkNotebookBin *self = AK_NOTEBOOK_BIN (object);

  switch (prop_id)
    {
    case PROP_NOTEBOOK:
      ak_notebook_bin_set_notebook (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ak_notebook_bin_class_init (AkNotebookBinClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ak_notebook_bin_dispose;
  object_class->get_property = ak_notebook_bin_get_property;
  object_class->set_property = ak_notebook_bin_set_property;
  widget_class->measure = ak_notebook_bin_measure;
  widget_class->size_allocate = ak_notebook_bin_size_allocate;
  widget_class->get_request_mode = ak_notebook_bin_get_request_mode;

  /**
   * AkNotebookBin:notebook:
   *
   * The notebook held, or %NULL.
   */
  properties[PROP_NOTEBOOK] =
    g_param_spec_object ("notebook", NULL, NULL, GTK_TYPE_NOTEBOOK,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "notebookbin");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GENERIC);
}

static void
ak_notebook_bin_init (AkNotebookBin *self)
{
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);
}

/**
 * ak_notebook_bin_new:
 *
 * Returns: (transfer floating): a new, empty bin
 */
GtkWidget *
ak_notebook_bin_new (void)
{
  return g_object_new (AK_TYPE_NOTEBOOK_BIN, NULL);
}

/**
 * ak_notebook_bin_set_notebook:
 * @self: a bin
 * @notebook: (nullable): the notebook to hold
 *
 * Holds @notebook (which must have no parent) instead of the one before.
 */
void
ak_notebook_bin_set_notebook (AkNotebookBin *self,
                              GtkNotebook   *notebook)
{
  g_return_if_fail (AK_IS_NOTEBOOK_BIN (self));
  g_return_if_fail (notebook == NULL || GTK_IS_NOTEBOOK (notebook));

  if (self->notebook == notebook)
    return;

  if (self->notebook != NULL)
    gtk_widget_unparent (GTK_WIDGET (self->notebook));
  self->notebook = notebook;
  if (notebook != NULL)
    gtk_widget_set_parent (GTK_WIDGET (notebook), GTK_WIDGET (self));

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NOTEBOOK]);
}

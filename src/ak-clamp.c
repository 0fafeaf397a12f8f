/* ak-clamp.c
 *
 * GTK 4 without libadwaita has no clamp: lines of text grow unreadably long
 * on a wide window. This widget gives its child at most maximum-size pixels
 * of width, centred, and all of the width when there is less.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ak-clamp.h"

struct _AkClamp
{
  GtkWidget  parent_instance;

  GtkWidget *child;
  int        maximum_size;
};

enum {
  PROP_0,
  PROP_CHILD,
  PROP_MAXIMUM_SIZE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void ak_clamp_buildable_init (GtkBuildableIface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (AkClamp, ak_clamp, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_BUILDABLE, ak_clamp_buildable_init))

static GtkBuildableIface *parent_buildable_iface;

static void
ak_clamp_measure (GtkWidget      *widget,
                  GtkOrientation  orientation,
                  int             for_size,
                  int            *minimum,
                  int            *natural,
                  int            *minimum_baseline,
                  int            *natural_baseline)
{
  AkClamp *self = AK_CLAMP (widget);

  *minimum = *natural = 0;
  if (self->child == NULL || !gtk_widget_should_layout (self->child))
    return;

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      gtk_widget_measure (self->child, orientation, for_size, minimum, natural, NULL, NULL);
      *natural = MAX (*minimum, MIN (*natural, self->maximum_size));
    }
  else
    {
      int child_width = for_size < 0 ? for_size : MIN (for_size, self->maximum_size);
      int child_min_width;

      /* The child never gets less than its minimum width. */
      if (child_width >= 0)
        {
          gtk_widget_measure (self->child, GTK_ORIENTATION_HORIZONTAL, -1,
                              &child_min_width, NULL, NULL, NULL);
          child_width = MAX (child_width, child_min_width);
        }
      gtk_widget_measure (self->child, orientation, child_width, minimum, natural, NULL, NULL);
    }
}

static void
ak_clamp_size_allocate (GtkWidget *widget,
                        int        width,
                        int        height,
                        int        baseline)
{
  AkClamp *self = AK_CLAMP (widget);
  int child_min, child_width;
  gboolean rtl = gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL;
  int x;

  if (self->child == NULL || !gtk_widget_should_layout (self->child))
    return;

  gtk_widget_measure (self->child, GTK_ORIENTATION_HORIZONTAL, -1, &child_min, NULL, NULL, NULL);
  child_width = MAX (child_min, MIN (width, self->maximum_size));
  x = (width - child_width) / 2;
  if (rtl)
    x = width - child_width - x;

  gtk_widget_size_allocate (self->child,
                            &(GtkAllocation) { x, 0, child_width, height },
                            baseline);
}

static GtkSizeRequestMode
ak_clamp_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

GtkWidget *
ak_clamp_get_child (AkClamp *self)
{
  g_return_val_if_fail (AK_IS_CLAMP (self), NULL);

  return self->child;
}

void
ak_clamp_set_child (AkClamp   *self,
                    GtkWidget *child)
{
  g_return_if_fail (AK_IS_CLAMP (self));
  g_return_if_fail (child == NULL || GTK_IS_WIDGET (child));

  if (self->child == child)
    return;

  g_clear_pointer (&self->child, gtk_widget_unparent);
  if (child != NULL)
    {
      self->child = child;
      gtk_widget_set_parent (child, GTK_WIDGET (self));
    }

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CHILD]);
}

int
ak_clamp_get_maximum_size (AkClamp *self)
{
  g_return_val_if_fail (AK_IS_CLAMP (self), 0);

  return self->maximum_size;
}

/**
 * ak_clamp_set_maximum_size:
 * @self: a clamp
 * @maximum_size: the widest the child gets, in application pixels (> 0)
 */
void
ak_clamp_set_maximum_size (AkClamp *self,
                           int      maximum_size)
{
  g_return_if_fail (AK_IS_CLAMP (self));
  g_return_if_fail (maximum_size > 0);

  if (self->maximum_size == maximum_size)
    return;

  self->maximum_size = maximum_size;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MAXIMUM_SIZE]);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

static void
ak_clamp_buildable_add_child (GtkBuildable *buildable,
                              GtkBuilder   *builder,
                              GObject      *child,
                              const char   *type)
{
  if (GTK_IS_WIDGET (child))
    ak_clamp_set_child (AK_CLAMP (buildable), GTK_WIDGET (child));
  else
    parent_buildable_iface->add_child (buildable, builder, child, type);
}

static void
ak_clamp_buildable_init (GtkBuildableIface *iface)
{
  parent_buildable_iface = g_type_interface_peek_parent (iface);
  iface->add_child = ak_clamp_buildable_add_child;
}

static void
ak_clamp_dispose (GObject *object)
{
  AkClamp *self = AK_CLAMP (object);

  g_clear_pointer (&self->child, gtk_widget_unparent);

  G_OBJECT_CLASS (ak_clamp_parent_class)->dispose (object);
}

static void
ak_clamp_get_property (GObject    *object,
                       guint       prop_id,
                       GValue     *value,
                       GParamSpec *pspec)
{
  AkClamp *self = AK_CLAMP (object);

  switch (prop_id)
    {
    case PROP_CHILD:
      g_value_set_object (value, self->child);
      break;
    case PROP_MAXIMUM_SIZE:
      g_value_set_int (value, self->maximum_size);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ak_clamp_set_property (GObject      *object,
                       guint         prop_id,
                       const GValue *value,
                       GParamSpec   *pspec)
{
  AkClamp *self = AK_CLAMP (object);

  switch (prop_id)
    {
    case PROP_CHILD:
      ak_clamp_set_child (self, g_value_get_object (value));
      break;
    case PROP_MAXIMUM_SIZE:
      ak_clamp_set_maximum_size (self, g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ak_clamp_class_init (AkClampClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ak_clamp_dispose;
  object_class->get_property = ak_clamp_get_property;
  object_class->set_property = ak_clamp_set_property;

  widget_class->measure = ak_clamp_measure;
  widget_class->size_allocate = ak_clamp_size_allocate;
  widget_class->get_request_mode = ak_clamp_get_request_mode;

  properties[PROP_CHILD] =
    g_param_spec_object ("child", NULL, NULL,
                         GTK_TYPE_WIDGET,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_MAXIMUM_SIZE] =
    g_param_spec_int ("maximum-size", NULL, NULL,
                      1, G_MAXINT, 800,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "clamp");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
ak_clamp_init (AkClamp *self)
{
  self->maximum_size = 800;
}

GtkWidget *
ak_clamp_new (void)
{
  return g_object_new (AK_TYPE_CLAMP, NULL);
}

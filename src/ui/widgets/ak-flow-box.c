/* ak-flow-box.c: a GtkFlowBox that Tab passes through
 *
 * GTK 4.8's GtkFlowBox moves the focus one child at a time and reports it
 * moved even when that child has nothing to focus (gtk_flow_box_focus()
 * ends in "return TRUE"): in a row of cards where one card has no link,
 * or a row of boxes with a label and a field, Tab stops for good. An
 * AkFlowBox is a GtkFlowBox whose focus moves as in any other container:
 * to the next focusable widget inside it in visual order, or out of it.
 *
 * GtkFlowBox's class structure is private, so the subclass is registered
 * with the sizes GType reports for its parent.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ak-flow-box.h"

static gboolean
ak_flow_box_focus (GtkWidget        *widget,
                   GtkDirectionType  direction)
{
  GtkWidgetClass *plain = g_type_class_peek (GTK_TYPE_WIDGET);

  /* GtkWidget's own handler: into, through and out of the children. */
  return plain->focus (widget, direction);
}

static void
ak_flow_box_class_init (gpointer klass,
                        gpointer data)
{
  GTK_WIDGET_CLASS (klass)->focus = ak_flow_box_focus;
}

GType
ak_flow_box_get_type (void)
{
  static gsize type;

  if (g_once_init_enter (&type))
    {
      GTypeQuery parent;
      GType registered;

      g_type_query (GTK_TYPE_FLOW_BOX, &parent);
      registered = g_type_register_static_simple (GTK_TYPE_FLOW_BOX,
                                                  g_intern_static_string ("AkFlowBox"),
                                                  parent.class_size,
                                                  ak_flow_box_class_init,
                                                  parent.instance_size,
                                                  NULL, 0);
      g_once_init_leave (&type, registered);
    }
  return type;
}

/**
 * ak_flow_box_new:
 *
 * Returns: (transfer floating): a new, empty flow box
 */
GtkWidget *
ak_flow_box_new (void)
{
  return g_object_new (AK_TYPE_FLOW_BOX, NULL);
}

/**
 * ak_flow_box_add_labelled:
 * @grid: a flow box of controls
 * @label_text: the control's label, with a mnemonic
 * @control: a field or a drop-down
 *
 * Adds @control with @label_text above it, naming it for screen readers
 * too; the control is the Tab stop, not the flow box's cell around it.
 */
void
ak_flow_box_add_labelled (GtkFlowBox *grid,
                          const char *label_text,
                          GtkWidget  *control)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *label = gtk_label_new_with_mnemonic (label_text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_mnemonic_widget (GTK_LABEL (label), control);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (control), GTK_ACCESSIBLE_RELATION_LABELLED_BY, label, NULL, -1);
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), control);
  gtk_flow_box_append (grid, box);
  /* the field is the Tab stop, not the flow box's cell around it */
  gtk_widget_set_focusable (gtk_widget_get_parent (box), FALSE);
}

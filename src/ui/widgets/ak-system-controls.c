/* ak-system-controls.c: the Chips and Layout controls
 *
 * A Chips field (1 to 4096) and a drop-down of the layouts that can split
 * the page's model over that many chips (ak_layout_list()), each refused
 * with its reason below it; and, when the page says the batch does not
 * fit, a line saying on how many chips it would, with a button that
 * switches to them. The page reads the chips and the layout on
 * "changed". No timers.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "ak-entry-problem.h"
#include "ak-fixed-drop-down.h"
#include "ak-format.h"
#include "ak-parallel-plan.h"
#include "ak-system-controls.h"

struct _AkSystemControls
{
  GtkBox              parent_instance;

  GtkEntry           *chips_entry;
  GtkLabel           *chips_error;
  GtkDropDown        *layout_drop_down;
  GtkLabel           *layout_error;
  GtkLabel           *offer_label;
  GtkButton          *offer_button;

  AkTransformerShape  shape;
  gboolean            has_shape;
  guint               fast_domain_chips;
  char               *no_link_reason;  /* why more than one chip cannot be: NULL if they can */
  guint               chips;           /* the last accepted count */
  GArray             *layouts;         /* AkLayout of the drop-down */
  AkLayout            offered;
  gboolean            syncing;
};

G_DEFINE_FINAL_TYPE (AkSystemControls, ak_system_controls, GTK_TYPE_BOX)

enum { CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];

static const AkNumberLimits chips_limits = { 1, AK_PLAN_MAX_CHIPS, TRUE, FALSE, FALSE };

static void
show_error (GtkWidget  *field,
            GtkLabel   *label,
            const char *message)
{
  ak_entry_mark_refused (field, GTK_WIDGET (label), message != NULL);
  gtk_label_set_text (label, message != NULL ? message : "");
  gtk_widget_set_visible (GTK_WIDGET (label), message != NULL);
}

static gboolean
same_layout (const AkLayout *a,
             const AkLayout *b)
{
  return a->tp == b->tp && a->pp == b->pp && a->ep == b->ep && a->dp == b->dp;
}

/* The layouts of the accepted chip count; the one shown before stays
 * selected when it is still there, else the first (TP largest). */
static void
fill_layouts (AkSystemControls *self,
              const AkLayout   *keep)
{
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  g_autoptr(GError) error = NULL;
  guint selected = 0;

  g_clear_pointer (&self->layouts, g_array_unref);
  if (self->has_shape)
    self->layouts = ak_layout_list (&self->shape, self->chips, self->fast_domain_chips, &error);
  for (guint i = 0; self->layouts != NULL && i < self->layouts->len; i++)
    {
      const AkLayout *l = &g_array_index (self->layouts, AkLayout, i);
      g_autofree char *label = ak_layout_to_string (l);

      gtk_string_list_append (names, label);
      if (keep != NULL && same_layout (l, keep))
        selected = i;
    }
  self->syncing = TRUE;
  ak_fixed_drop_down_fill (self->layout_drop_down, G_LIST_MODEL (g_object_ref (names)), selected);
  self->syncing = FALSE;
  gtk_widget_set_sensitive (GTK_WIDGET (self->layout_drop_down), self->layouts != NULL);
  show_error (GTK_WIDGET (self->layout_drop_down), self->layout_error,
              error != NULL ? error->message : NULL);
}

static void
emit_changed (AkSystemControls *self)
{
  if (!self->syncing)
    g_signal_emit (self, signals[CHANGED], 0);
}

/* A count outside 1 to 4096, or above 1 for a chip without a link, is
 * refused below the field and the last accepted count stays. */
static void
chips_changed_cb (AkSystemControls *self)
{
  g_autoptr(GError) error = NULL;
  AkLayout keep = { 0 };
  gboolean had = ak_system_controls_get_layout (self, &keep);
  double value;

  if (self->syncing)
    return;
  if (!ak_format_parse_field (gtk_editable_get_text (GTK_EDITABLE (self->chips_entry)), &chips_limits,
                              &value, &error))
    {
      show_error (GTK_WIDGET (self->chips_entry), self->chips_error, error->message);
      return;
    }
  if (value > 1 && self->no_link_reason != NULL)
    {
      show_error (GTK_WIDGET (self->chips_entry), self->chips_error, self->no_link_reason);
      return;
    }
  show_error (GTK_WIDGET (self->chips_entry), self->chips_error, NULL);
  self->chips = (guint) value;
  fill_layouts (self, had ? &keep : NULL);
  emit_changed (self);
}

static void
layout_changed_cb (AkSystemControls *self)
{
  emit_changed (self);
}

static void
offer_clicked_cb (AkSystemControls *self)
{
  ak_system_controls_set_system (self, &self->offered);
  emit_changed (self);
}

/**
 * ak_system_controls_set_system:
 * @self: the controls
 * @layout: a layout: its chips go in the field and it is selected
 *
 * Emits no "changed".
 */
void
ak_system_controls_set_system (AkSystemControls *self,
                               const AkLayout   *layout)
{
  g_autofree char *text = NULL;

  g_return_if_fail (AK_IS_SYSTEM_CONTROLS (self) && layout != NULL);

  self->chips = ak_layout_chips (layout);
  text = g_strdup_printf ("%u", self->chips);
  self->syncing = TRUE;
  gtk_editable_set_text (GTK_EDITABLE (self->chips_entry), text);
  self->syncing = FALSE;
  show_error (GTK_WIDGET (self->chips_entry), self->chips_error, NULL);
  fill_layouts (self, layout);
}

/**
 * ak_system_controls_set_model:
 * @self: the controls
 * @shape: the page's model
 * @fast_domain_chips: the chips the accelerator's fast link joins, 0 for no limit
 * @no_link_reason: (nullable): why the accelerator cannot be joined to
 *   others (it names no link); %NULL when it can
 *
 * The layouts follow the model; a chip without a link goes back to one.
 * Emits no "changed".
 */
void
ak_system_controls_set_model (AkSystemControls         *self,
                              const AkTransformerShape *shape,
                              guint                     fast_domain_chips,
                              const char               *no_link_reason)
{
  AkLayout keep = { 0 };
  gboolean had;

  g_return_if_fail (AK_IS_SYSTEM_CONTROLS (self) && shape != NULL);

  had = ak_system_controls_get_layout (self, &keep);
  self->shape = *shape;
  self->has_shape = TRUE;
  self->fast_domain_chips = fast_domain_chips;
  g_free (self->no_link_reason);
  self->no_link_reason = g_strdup (no_link_reason);
  if (no_link_reason != NULL && self->chips > 1)
    {
      ak_system_controls_set_system (self, &(AkLayout) { 1, 1, 1, 1 });
      return;
    }
  fill_layouts (self, had ? &keep : NULL);
}

/**
 * ak_system_controls_get_chips:
 * @self: the controls
 *
 * Returns: the last accepted chip count, 1 to 4096
 */
guint
ak_system_controls_get_chips (AkSystemControls *self)
{
  g_return_val_if_fail (AK_IS_SYSTEM_CONTROLS (self), 1);
  return self->chips;
}

/**
 * ak_system_controls_get_layout:
 * @self: the controls
 * @out_layout: (out): the selected layout
 *
 * Returns: %FALSE when no layout splits the model on the chips (the
 *   drop-down says why)
 */
gboolean
ak_system_controls_get_layout (AkSystemControls *self,
                               AkLayout         *out_layout)
{
  guint i;

  g_return_val_if_fail (AK_IS_SYSTEM_CONTROLS (self) && out_layout != NULL, FALSE);

  i = gtk_drop_down_get_selected (self->layout_drop_down);
  if (self->layouts == NULL || i >= self->layouts->len)
    return FALSE;
  *out_layout = g_array_index (self->layouts, AkLayout, i);
  return TRUE;
}

/**
 * ak_system_controls_offer:
 * @self: the controls
 * @text: (nullable): what to say, e.g. that the batch fits on 2 chips;
 *   %NULL hides the offer
 * @layout: (nullable): the system the button switches to; %NULL for none
 *   (then only @text is shown)
 */
void
ak_system_controls_offer (AkSystemControls *self,
                          const char       *text,
                          const AkLayout   *layout)
{
  g_return_if_fail (AK_IS_SYSTEM_CONTROLS (self));

  gtk_label_set_text (self->offer_label, text != NULL ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (self->offer_label), text != NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->offer_button), text != NULL && layout != NULL);
  if (layout != NULL)
    {
      g_autofree char *label = NULL;

      self->offered = *layout;
      /* Translators: a button; %u is a number of chips */
      label = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Use %u chip", "Use %u chips",
                                            ak_layout_chips (layout)), ak_layout_chips (layout));
      gtk_button_set_label (self->offer_button, label);
    }
}

/* ---- set-up ------------------------------------------------------------------------ */

/* A labelled field with its error line below, as the page's other fields. */
static GtkWidget *
field_box (const char *mnemonic,
           GtkWidget  *field,
           GtkLabel   *error)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *label = gtk_label_new_with_mnemonic (mnemonic);
  GtkWidget *child = gtk_flow_box_child_new ();

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_mnemonic_widget (GTK_LABEL (label), field);
  gtk_label_set_xalign (error, 0);
  gtk_label_set_wrap (error, TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (error), "error");
  gtk_widget_add_css_class (GTK_WIDGET (error), "caption");
  gtk_widget_set_visible (GTK_WIDGET (error), FALSE);
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), field);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (error));
  gtk_accessible_update_relation (GTK_ACCESSIBLE (field),
                                  GTK_ACCESSIBLE_RELATION_ERROR_MESSAGE, error, -1);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (field),
                                  GTK_ACCESSIBLE_RELATION_DESCRIBED_BY, error, NULL, -1);
  gtk_flow_box_child_set_child (GTK_FLOW_BOX_CHILD (child), box);
  gtk_widget_set_focusable (child, FALSE);
  return child;
}

static GtkWidget *
offer_row (AkSystemControls *self)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);

  self->offer_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_set_name (GTK_WIDGET (self->offer_label), "system-offer");
  gtk_label_set_xalign (self->offer_label, 0);
  gtk_label_set_wrap (self->offer_label, TRUE);
  gtk_widget_set_hexpand (GTK_WIDGET (self->offer_label), TRUE);
  gtk_widget_set_visible (GTK_WIDGET (self->offer_label), FALSE);
  self->offer_button = GTK_BUTTON (gtk_button_new ());
  gtk_widget_set_name (GTK_WIDGET (self->offer_button), "system-offer-button");
  gtk_widget_set_valign (GTK_WIDGET (self->offer_button), GTK_ALIGN_CENTER);
  gtk_widget_set_visible (GTK_WIDGET (self->offer_button), FALSE);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (self->offer_button),
                                  GTK_ACCESSIBLE_RELATION_DESCRIBED_BY, self->offer_label, NULL, -1);
  g_signal_connect_swapped (self->offer_button, "clicked", G_CALLBACK (offer_clicked_cb), self);
  gtk_widget_add_css_class (row, "reflow");
  gtk_box_append (GTK_BOX (row), GTK_WIDGET (self->offer_label));
  gtk_box_append (GTK_BOX (row), GTK_WIDGET (self->offer_button));
  return row;
}

static void
ak_system_controls_dispose (GObject *object)
{
  AkSystemControls *self = AK_SYSTEM_CONTROLS (object);

  g_clear_pointer (&self->layouts, g_array_unref);
  g_clear_pointer (&self->no_link_reason, g_free);
  G_OBJECT_CLASS (ak_system_controls_parent_class)->dispose (object);
}

static void
ak_system_controls_class_init (AkSystemControlsClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = ak_system_controls_dispose;

  /**
   * AkSystemControls::changed:
   *
   * The user accepted a chip count, chose a layout or took the offer.
   */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                   NULL, NULL, NULL, G_TYPE_NONE, 0);
  gtk_widget_class_set_css_name (GTK_WIDGET_CLASS (klass), "systemcontrols");
}

static void
ak_system_controls_init (AkSystemControls *self)
{
  GtkWidget *flow = gtk_flow_box_new ();

  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (GTK_BOX (self), 8);
  self->chips = 1;

  self->chips_entry = GTK_ENTRY (gtk_entry_new ());
  gtk_widget_set_name (GTK_WIDGET (self->chips_entry), "chips-entry");
  gtk_editable_set_text (GTK_EDITABLE (self->chips_entry), "1");
  gtk_editable_set_width_chars (GTK_EDITABLE (self->chips_entry), 6);
  gtk_entry_set_input_purpose (self->chips_entry, GTK_INPUT_PURPOSE_DIGITS);
  self->chips_error = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_set_name (GTK_WIDGET (self->chips_error), "chips-error");
  self->layout_drop_down = GTK_DROP_DOWN (gtk_drop_down_new (NULL, NULL));
  gtk_widget_set_name (GTK_WIDGET (self->layout_drop_down), "layout-drop-down");
  self->layout_error = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_set_name (GTK_WIDGET (self->layout_error), "layout-error");

  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (flow), GTK_SELECTION_NONE);
  gtk_flow_box_set_homogeneous (GTK_FLOW_BOX (flow), TRUE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (flow), 2);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (flow), 12);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (flow), 8);
  gtk_accessible_update_property (GTK_ACCESSIBLE (flow), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Chips and layout"), -1);
  gtk_flow_box_append (GTK_FLOW_BOX (flow),
                       field_box (_("C_hips"), GTK_WIDGET (self->chips_entry), self->chips_error));
  gtk_flow_box_append (GTK_FLOW_BOX (flow),
                       field_box (_("La_yout"), GTK_WIDGET (self->layout_drop_down), self->layout_error));
  gtk_box_append (GTK_BOX (self), flow);
  gtk_box_append (GTK_BOX (self), offer_row (self));

  g_signal_connect_swapped (self->chips_entry, "changed", G_CALLBACK (chips_changed_cb), self);
  g_signal_connect_swapped (self->layout_drop_down, "notify::selected", G_CALLBACK (layout_changed_cb), self);
}

/**
 * ak_system_controls_new:
 *
 * Returns: (transfer floating): controls set to one chip
 */
GtkWidget *
ak_system_controls_new (void)
{
  return g_object_new (AK_TYPE_SYSTEM_CONTROLS, NULL);
}

/* ak-efficiency-panel.c: the estimate's factors, typed, with where the
 * defaults come from
 *
 * Three fields (compute and memory efficiency, overhead per step in
 * microseconds), each read by ak_format_parse_field(): a refused one is
 * marked, says why below it and keeps its last good value. A menu button
 * opens "Where do these factors come from?", the published runs
 * (ak_published_runs_describe()); once this computer is measured the page
 * may offer its factors (ak_efficiency_panel_offer_measured()). The
 * "efficiency" property changes whenever a field takes a new value.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "ak-efficiency-panel.h"
#include "ak-efficiency-runs.h"
#include "ak-entry-problem.h"
#include "ak-format.h"
#include "ak-gpu-efficiency.h"
#include "ak-progress.h"

typedef enum { FIELD_COMPUTE, FIELD_MEMORY, FIELD_OVERHEAD, N_FIELDS } Field;

struct _AkEfficiencyPanel
{
  GtkBox        parent_instance;
  GtkEntry     *entries[N_FIELDS];
  GtkLabel     *errors[N_FIELDS];
  GtkButton    *measured_button;
  AkEfficiency  efficiency;
  AkEfficiency  committed;   /* as it was when the learner began to type */
  AkEfficiency  measured;
  gboolean      setting;
};

G_DEFINE_FINAL_TYPE (AkEfficiencyPanel, ak_efficiency_panel, GTK_TYPE_BOX)

enum { PROP_0, PROP_SUMMARY, N_PROPS };
static GParamSpec *properties[N_PROPS];

/* What each field takes; the overhead is typed in microseconds. */
static const AkNumberLimits limits[N_FIELDS] = {
  [FIELD_COMPUTE]  = { AK_EFFICIENCY_MIN_FACTOR, 1, FALSE, FALSE, FALSE },
  [FIELD_MEMORY]   = { AK_EFFICIENCY_MIN_FACTOR, 1, FALSE, FALSE, FALSE },
  [FIELD_OVERHEAD] = { 1e-6, AK_EFFICIENCY_MAX_OVERHEAD * 1e6, FALSE, TRUE, FALSE },
};

static void
show_error (AkEfficiencyPanel *self,
            Field              f,
            const char        *message)
{
  ak_entry_mark_refused (GTK_WIDGET (self->entries[f]), GTK_WIDGET (self->errors[f]), message != NULL);
  gtk_label_set_text (self->errors[f], message != NULL ? message : "");
  gtk_widget_set_visible (GTK_WIDGET (self->errors[f]), message != NULL);
}

static double *
slot (AkEfficiency *e,
      Field         f)
{
  return f == FIELD_COMPUTE ? &e->compute : f == FIELD_MEMORY ? &e->memory : &e->overhead_s;
}

static void
entry_changed_cb (AkEfficiencyPanel *self)
{
  AkEfficiency e = self->efficiency;

  if (self->setting)
    return;
  for (Field f = 0; f < N_FIELDS; f++)
    {
      g_autoptr(GError) error = NULL;
      double value;

      if (!ak_format_parse_field (gtk_editable_get_text (GTK_EDITABLE (self->entries[f])), &limits[f],
                                  &value, &error))
        {
          /* Back to the value from before the typing: one on the way
           * ("1e4" of "1e400") was never meant. */
          show_error (self, f, error->message);
          *slot (&e, f) = *slot (&self->committed, f);
          continue;
        }
      show_error (self, f, NULL);
      *slot (&e, f) = f == FIELD_OVERHEAD ? value * 1e-6 : value;
    }
  if (e.compute == self->efficiency.compute && e.memory == self->efficiency.memory &&
      e.overhead_s == self->efficiency.overhead_s)
    return;
  e.source = AK_EFFICIENCY_SOURCE_USER;
  self->efficiency = e;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SUMMARY]);
}

/* Shows @e in the fields and takes it, source and all. */
static void
set_efficiency (AkEfficiencyPanel  *self,
                const AkEfficiency *e)
{
  self->setting = TRUE;
  for (Field f = 0; f < N_FIELDS; f++)
    {
      double value = *slot ((AkEfficiency *) e, f) * (f == FIELD_OVERHEAD ? 1e6 : 1);
      g_autofree char *text = ak_format_field_text (value, 6);

      gtk_editable_set_text (GTK_EDITABLE (self->entries[f]), text);
      show_error (self, f, NULL);
    }
  self->setting = FALSE;
  self->efficiency = self->committed = *e;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SUMMARY]);
}

/* The learner starts on a field: what it holds now is what a refused
 * text falls back to. */
static void
field_focused_cb (AkEfficiencyPanel *self)
{
  self->committed = self->efficiency;
}

static void
defaults_clicked_cb (AkEfficiencyPanel *self)
{
  AkEfficiency e;

  ak_efficiency_init_default (&e);
  set_efficiency (self, &e);
}

static void
measured_clicked_cb (AkEfficiencyPanel *self)
{
  set_efficiency (self, &self->measured);
}

static GtkWidget *
add_field (AkEfficiencyPanel *self,
           GtkGrid           *grid,
           Field              f,
           const char        *label_text)
{
  GtkWidget *label = gtk_label_new_with_mnemonic (label_text);
  GtkWidget *entry = gtk_entry_new ();
  GtkWidget *error = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_mnemonic_widget (GTK_LABEL (label), entry);
  gtk_editable_set_width_chars (GTK_EDITABLE (entry), 8);
  gtk_widget_set_hexpand (entry, TRUE);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_RELATION_LABELLED_BY, label, NULL, -1);
  gtk_label_set_xalign (GTK_LABEL (error), 0);
  gtk_label_set_wrap (GTK_LABEL (error), TRUE);
  gtk_widget_add_css_class (error, "error");
  gtk_widget_set_visible (error, FALSE);
  gtk_grid_attach (grid, label, 0, 2 * f, 1, 1);
  gtk_grid_attach (grid, entry, 1, 2 * f, 1, 1);
  gtk_grid_attach (grid, error, 0, 2 * f + 1, 2, 1);
  self->entries[f] = GTK_ENTRY (entry);
  self->errors[f] = GTK_LABEL (error);
  g_signal_connect_swapped (entry, "changed", G_CALLBACK (entry_changed_cb), self);
  {
    GtkEventController *focus = gtk_event_controller_focus_new ();

    g_signal_connect_swapped (focus, "enter", G_CALLBACK (field_focused_cb), self);
    gtk_widget_add_controller (entry, focus);
  }
  return entry;
}

static GtkWidget *
sources_button (void)
{
  GtkWidget *button = gtk_menu_button_new ();
  GtkWidget *popover = gtk_popover_new ();
  g_autofree char *runs = ak_published_runs_describe ();
  /* Translators: after the list of published runs the default factors come from */
  g_autofree char *text = g_strconcat (runs, "\n", _("A GPU of this computer that Measure This Computer has measured "
                                                      "and that matches one of the lesson's accelerators offers its own "
                                                      "factors: its measured bandwidth over the datasheet's, and its "
                                                      "measured FP32 rate over the datasheet's FP32 peak."), NULL);
  GtkWidget *label = gtk_label_new (text);
  GtkWidget *scroller = gtk_scrolled_window_new ();

  gtk_menu_button_set_label (GTK_MENU_BUTTON (button), _("Where do these factors come from?"));
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 60);
  gtk_label_set_selectable (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), label);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scroller), TRUE);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scroller), 360);
  gtk_popover_set_child (GTK_POPOVER (popover), scroller);
  gtk_menu_button_set_popover (GTK_MENU_BUTTON (button), popover);
  return button;
}

static void
ak_efficiency_panel_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  AkEfficiencyPanel *self = AK_EFFICIENCY_PANEL (object);

  switch (prop_id)
    {
    case PROP_SUMMARY:
      g_value_take_string (value, ak_efficiency_describe (&self->efficiency));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ak_efficiency_panel_class_init (AkEfficiencyPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = ak_efficiency_panel_get_property;
  /**
   * AkEfficiencyPanel:summary:
   *
   * The factors in use and their source, in words
   * (ak_efficiency_describe()); notified whenever they change.
   */
  properties[PROP_SUMMARY] = g_param_spec_string ("summary", NULL, NULL, NULL,
                                                  G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
ak_efficiency_panel_init (AkEfficiencyPanel *self)
{
  GtkWidget *heading = gtk_label_new (_("Estimate: how close a real run gets to each roof"));
  GtkWidget *grid = gtk_grid_new ();
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *defaults = gtk_button_new_with_label (_("Use the default factors"));
  AkEfficiency e;

  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (GTK_BOX (self), 6);
  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_label_set_wrap (GTK_LABEL (heading), TRUE);
  gtk_widget_add_css_class (heading, "heading");
  gtk_box_append (GTK_BOX (self), heading);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 4);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 12);
  add_field (self, GTK_GRID (grid), FIELD_COMPUTE, _("_Compute efficiency (0.001 to 1)"));
  add_field (self, GTK_GRID (grid), FIELD_MEMORY, _("_Memory efficiency (0.001 to 1)"));
  add_field (self, GTK_GRID (grid), FIELD_OVERHEAD, _("_Overhead per step (µs)"));
  gtk_box_append (GTK_BOX (self), grid);
  gtk_widget_set_halign (buttons, GTK_ALIGN_START);
  gtk_box_append (GTK_BOX (buttons), sources_button ());
  g_signal_connect_swapped (defaults, "clicked", G_CALLBACK (defaults_clicked_cb), self);
  gtk_box_append (GTK_BOX (buttons), defaults);
  self->measured_button = GTK_BUTTON (gtk_button_new ());
  gtk_widget_set_name (GTK_WIDGET (self->measured_button), "measured-factors-button");
  gtk_widget_set_visible (GTK_WIDGET (self->measured_button), FALSE);
  g_signal_connect_swapped (self->measured_button, "clicked", G_CALLBACK (measured_clicked_cb), self);
  gtk_box_append (GTK_BOX (buttons), GTK_WIDGET (self->measured_button));
  gtk_box_append (GTK_BOX (self), buttons);
  ak_efficiency_init_default (&e);
  set_efficiency (self, &e);
}

/**
 * ak_efficiency_panel_new:
 *
 * Returns: (transfer floating): a panel showing the default factors
 */
GtkWidget *
ak_efficiency_panel_new (void)
{
  return g_object_new (AK_TYPE_EFFICIENCY_PANEL, NULL);
}

/**
 * ak_efficiency_panel_get_efficiency:
 * @self: a panel
 * @out: (out): the factors in use (each field's last good value)
 */
void
ak_efficiency_panel_get_efficiency (AkEfficiencyPanel *self,
                                    AkEfficiency      *out)
{
  g_return_if_fail (AK_IS_EFFICIENCY_PANEL (self) && out != NULL);

  *out = self->efficiency;
}

/**
 * ak_efficiency_panel_offer_measured:
 * @self: a panel
 * @measured: (nullable): this computer's factors
 *   (ak_efficiency_from_measurement()), or %NULL to offer none
 *
 * Shows a button that puts @measured into the fields.
 */
void
ak_efficiency_panel_offer_measured (AkEfficiencyPanel  *self,
                                    const AkEfficiency *measured)
{
  g_autofree char *summary = NULL, *label = NULL;

  g_return_if_fail (AK_IS_EFFICIENCY_PANEL (self));

  gtk_widget_set_visible (GTK_WIDGET (self->measured_button), measured != NULL);
  if (measured == NULL)
    return;
  self->measured = *measured;
  summary = ak_efficiency_describe (measured);
  /* Translators: the factors in words, e.g. "compute 0.3, memory 0.9, …" */
  label = g_strdup_printf (_("Use this computer’s measured factors: %s"), summary);
  gtk_button_set_label (self->measured_button, label);
}

/**
 * ak_efficiency_panel_offer_for:
 * @self: a panel
 * @context: (nullable): the page's context, whose progress store holds
 *   the GPUs measured on this computer
 * @accelerator: (nullable): the accelerator the page estimates for
 *
 * Offers the measured factors of a GPU of this computer whose datasheet
 * is @accelerator (ak_gpu_measurement_find_efficiency()), or none.
 */
void
ak_efficiency_panel_offer_for (AkEfficiencyPanel   *self,
                               AkPageContext       *context,
                               const AkAccelerator *accelerator)
{
  AkProgress *progress = context != NULL ? ak_page_context_get_progress (context) : NULL;
  const AkGpuMeasurement *measured = progress != NULL ? ak_progress_get_gpu_measurement (progress, NULL) : NULL;
  AkEfficiency e;

  g_return_if_fail (AK_IS_EFFICIENCY_PANEL (self));

  ak_efficiency_panel_offer_measured (self, ak_gpu_measurement_find_efficiency (measured, accelerator, &e) ? &e : NULL);
}

/* ak-roofline-page-measure.c: the roofline page measuring this computer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "ak-announce.h"
#include "ak-roofline-page-measure-private.h"

/* ---- this computer ------------------------------------------------------------ *
 *
 * AkMeasurement measures and keeps the figures; the shared list then
 * offers them. The "Compare with" choice moves to the new CPU roof only
 * while the learner has not chosen anything there. */

guint
_ak_roofline_page_measured_position (GListModel *model)
{
  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (model, i);

      if (AK_IS_ACCELERATOR_ITEM (item) &&
          ak_accelerator_item_get_accelerator (AK_ACCELERATOR_ITEM (item))->measured)
        return i;
    }
  return GTK_INVALID_LIST_POSITION;
}

/* The learner picked an entry; a choice made here is never undone. */
void
_ak_roofline_page_compare_selected_cb (AkRooflinePage *self)
{
  if (!self->selecting)
    self->compare_chosen = TRUE;
}

static void
select_compare (AkRooflinePage *self,
                guint           position)
{
  self->selecting = TRUE;
  gtk_drop_down_set_selected (self->compare_drop_down, position);
  self->selecting = FALSE;
}

/* The shared list changed (a measurement came or was replaced): compare
 * with the new measurement if it was asked for (the page draws it again). */
void
_ak_roofline_page_accelerators_changed_cb (AkRooflinePage *self)
{
  guint position = _ak_roofline_page_measured_position (gtk_drop_down_get_model (self->compare_drop_down));

  if (self->compare_measured && position != GTK_INVALID_LIST_POSITION)
    {
      self->compare_measured = FALSE;
      if (!self->compare_chosen)
        select_compare (self, position);
    }
}

/* The classroom setting allow-measure (lockable by an administrator). */
static gboolean
measure_allowed (AkRooflinePage *self)
{
  GSettings *settings = self->context != NULL ? ak_page_context_get_settings (self->context) : NULL;

  return settings == NULL || g_settings_get_boolean (settings, "allow-measure");
}

/* Shows the buttons for @measuring; the focus goes from the one hidden to
 * the one shown, which says @spoken with it (a finished measurement's
 * result), or else @spoken is announced where the focus is. */
static void
set_measuring_saying (AkRooflinePage *self,
                      gboolean        measuring,
                      const char     *spoken)
{
  gboolean had_focus = gtk_widget_has_focus (GTK_WIDGET (measuring ? self->measure_button
                                                                   : self->cancel_button));
  gboolean allowed = measure_allowed (self);

  /* the buttons follow their actions, and so do the keys */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "roofline.measure", !measuring && allowed);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "roofline.cancel-measure", measuring);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->measure_button),
                               allowed ? NULL : _("An administrator has turned off measuring on this computer"));
  gtk_widget_set_visible (GTK_WIDGET (self->measure_progress), measuring);
  gtk_widget_set_visible (GTK_WIDGET (self->cancel_button), measuring);
  /* Cancel (where the pointer is) and the progress take the button's place, never a line of their
   * own, so that nothing below them moves (test-roofline-layout). */
  gtk_stack_set_visible_child_name (self->measure_stack, measuring ? "measuring" : "idle");
  if (measuring)
    {
      gtk_progress_bar_set_fraction (self->measure_progress, 0);
      gtk_progress_bar_set_text (self->measure_progress, _("Starting…"));
    }
  if (had_focus)
    ak_announce_focus (GTK_WIDGET (measuring ? self->cancel_button : self->measure_button), spoken);
  else
    ak_announce (GTK_WIDGET (self), spoken);
}

static void
set_measuring (AkRooflinePage *self,
               gboolean        measuring)
{
  set_measuring_saying (self, measuring, NULL);
}

static void
show_status (AkRooflinePage *self,
             const char     *text)
{
  gtk_label_set_text (self->measure_status, text);
  gtk_widget_set_visible (GTK_WIDGET (self->measure_status), text != NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->measure_status),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, text != NULL ? text : "",
                                  -1);
}

/* WCAG 4.1.3: the stage now running, spoken when it changes but not more
 * often than every few seconds (the probe reports many times a second). */
#define STAGE_ANNOUNCE_INTERVAL_US (3 * G_USEC_PER_SEC)

static void
announce_stage (AkRooflinePage *self,
                const char     *stage)
{
  gint64 now = g_get_monotonic_time ();

  if (g_strcmp0 (stage, self->spoken_stage) == 0 ||
      (self->spoken_stage != NULL && now - self->spoken_at < STAGE_ANNOUNCE_INTERVAL_US))
    return;

  g_free (self->spoken_stage);
  self->spoken_stage = g_strdup (stage);
  self->spoken_at = now;
  ak_announce (GTK_WIDGET (self), stage);
}

static void
measure_progress_cb (AkRooflinePage *self,
                     double          fraction,
                     const char     *stage)
{
  gtk_progress_bar_set_fraction (self->measure_progress, fraction);
  gtk_progress_bar_set_text (self->measure_progress, stage);
  announce_stage (self, stage);
}

/* Say what was measured, and finish. */
static void
measure_finished_cb (AkRooflinePage *self,
                     const char     *summary,
                     gboolean        saved)
{
  g_autoptr(GString) text = g_string_new (summary);
  g_autofree char *spoken = NULL;

  self->compare_measured = FALSE;
  if (self->compare_chosen)
    g_string_append_printf (text, "\n%s", _("Your “Compare with” choice is kept; the measurements are in its list."));
  /* Said beside the result rather than as a toast, which covered the
   * page's Open config.json… button while it showed. */
  if (saved)
    g_string_append_printf (text, "\n%s", _("Measurement saved."));
  show_status (self, text->str);
  spoken = ak_announce_join (_("Measurement finished"), text->str);

  g_clear_pointer (&self->spoken_stage, g_free);
  set_measuring_saying (self, FALSE, spoken);
}

static void
allow_measure_changed (AkRooflinePage *self)
{
  set_measuring (self, ak_measurement_get_running (self->measurement));
}

static void
measure_clicked_cb (AkRooflinePage *self)
{
  if (!measure_allowed (self))
    return;

  /* the measurement's arrival in the shared list selects it for comparison */
  if (ak_measurement_start (self->measurement))
    {
      self->compare_measured = TRUE;
      set_measuring (self, TRUE);
      show_status (self, NULL);
    }
}

static void
cancel_clicked_cb (AkRooflinePage *self)
{
  if (!ak_measurement_get_running (self->measurement))
    return;

  ak_measurement_cancel (self->measurement);
  self->compare_measured = FALSE;
  g_clear_pointer (&self->spoken_stage, g_free);
  show_status (self, _("Measurement cancelled."));
  set_measuring_saying (self, FALSE, _("Measurement cancelled."));
}

/* A page command: what its button and its shortcut do. */
static void
measure_clicked_cb_action (GtkWidget  *widget,
                           const char *action_name,
                           GVariant   *parameter)
{
  measure_clicked_cb (AK_ROOFLINE_PAGE (widget));
}

/* A page command: what its button and its shortcut do. */
static void
cancel_clicked_cb_action (GtkWidget  *widget,
                          const char *action_name,
                          GVariant   *parameter)
{
  cancel_clicked_cb (AK_ROOFLINE_PAGE (widget));
}


/* The measurement's actions and their keys (listed in the shortcuts window). */
void
_ak_roofline_page_measure_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "roofline.measure", NULL, measure_clicked_cb_action);
  gtk_widget_class_install_action (widget_class, "roofline.cancel-measure", NULL, cancel_clicked_cb_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_m, GDK_CONTROL_MASK, "roofline.measure", NULL);
  /* Ctrl+M leaves the focus where it was, often far from Cancel: Escape
   * stops a measurement from anywhere on the page (and passes on when
   * none runs, the action being disabled then). */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "roofline.cancel-measure", NULL);
}

/* Shows the context's measurement, which any page may have started. */
void
_ak_roofline_page_measure_init (AkRooflinePage *self)
{
  GSettings *settings = ak_page_context_get_settings (self->context);

  self->measurement = g_object_ref (ak_page_context_get_measurement (self->context));
  g_signal_connect_object (self->measurement, "progress", G_CALLBACK (measure_progress_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->measurement, "finished", G_CALLBACK (measure_finished_cb), self, G_CONNECT_SWAPPED);
  if (settings != NULL)
    g_signal_connect_object (settings, "changed::allow-measure", G_CALLBACK (allow_measure_changed),
                             self, G_CONNECT_SWAPPED);
  set_measuring (self, ak_measurement_get_running (self->measurement));
}

void
_ak_roofline_page_measure_dispose (AkRooflinePage *self)
{
  if (self->measurement != NULL)
    g_signal_handlers_disconnect_by_data (self->measurement, self);
  g_clear_object (&self->measurement);
  g_clear_pointer (&self->spoken_stage, g_free);
}

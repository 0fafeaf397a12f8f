/* ak-page-commands.c: a page's own keys, also when its tab has the focus
 *
 * A page's commands (Export the chart, Step…) are actions with keys bound
 * on the page's class, so they work while the focus is inside the page.
 * After Alt+1 … Alt+0 the focus is on the page's tab, which is not inside
 * the page: this controller, on the window and after everything inside it
 * had the key, hands the key to the shown page's own shortcuts. The keys
 * are stated once, on the page.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ak-page-commands.h"

typedef struct {
  AkShownPageFunc shown_page;
  gpointer        user_data;
} Forward;

/* Runs the first of @controller's shortcuts that @event triggers. */
static gboolean
run_shortcut (GtkShortcutController *controller,
              GdkEvent              *event,
              GtkWidget             *page)
{
  GListModel *shortcuts = G_LIST_MODEL (controller);

  for (guint i = 0; i < g_list_model_get_n_items (shortcuts); i++)
    {
      g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (shortcuts, i);

      if (gtk_shortcut_trigger_trigger (gtk_shortcut_get_trigger (shortcut), event, FALSE) == GDK_KEY_MATCH_EXACT &&
          gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), GTK_SHORTCUT_ACTION_EXCLUSIVE,
                                        page, gtk_shortcut_get_arguments (shortcut)))
        return TRUE;
    }
  return FALSE;
}

static void
forward_free (gpointer  data,
              GClosure *closure)
{
  g_free (data);
}

static gboolean
key_pressed_cb (GtkEventControllerKey *key,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                Forward               *forward)
{
  GdkEvent *event = gtk_event_controller_get_current_event (GTK_EVENT_CONTROLLER (key));
  GtkWidget *page = forward->shown_page (forward->user_data);
  g_autoptr(GListModel) controllers = NULL;

  if (page == NULL || event == NULL || !gtk_widget_is_sensitive (page))
    return FALSE;

  controllers = gtk_widget_observe_controllers (page);
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_SHORTCUT_CONTROLLER (controller) &&
          run_shortcut (GTK_SHORTCUT_CONTROLLER (controller), event, page))
        return TRUE;
    }
  return FALSE;
}

/**
 * ak_page_commands_new:
 * @shown_page: returns the page shown now
 * @user_data: for @shown_page; must outlive the controller (the window)
 *
 * Returns: (transfer full): a key controller, in the bubble phase, for
 *   the window that holds the pages
 */
GtkEventController *
ak_page_commands_new (AkShownPageFunc shown_page,
                      gpointer        user_data)
{
  GtkEventController *controller = gtk_event_controller_key_new ();
  Forward *forward = g_new0 (Forward, 1);

  g_return_val_if_fail (shown_page != NULL, NULL);

  forward->shown_page = shown_page;
  forward->user_data = user_data;
  gtk_event_controller_set_name (controller, "ak-page-commands");
  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_BUBBLE);
  g_signal_connect_data (controller, "key-pressed", G_CALLBACK (key_pressed_cb), forward,
                         forward_free, 0);
  return controller;
}

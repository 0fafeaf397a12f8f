/* ak-page-keys.c: the keys that switch pages, whatever has the focus
 *
 * Ctrl+Page Down / Ctrl+Page Up (next, previous page) and Alt+1 … Alt+9
 * (page 1 … 9). As key bindings of the window they ran in the bubble
 * phase, after the focused widget: a slider or a spin button took
 * Ctrl+Page Up/Down for itself and changed its value. A shortcut
 * controller in the capture phase sees the keys before any widget.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ak-page-keys.h"

static void
add_shortcut (GtkShortcutController *controller,
              guint                  keyval,
              GdkModifierType        modifiers,
              const char            *action_name,
              GVariant              *target)
{
  GtkShortcut *shortcut = gtk_shortcut_new (gtk_keyval_trigger_new (keyval, modifiers),
                                            gtk_named_action_new (action_name));

  if (target != NULL)
    gtk_shortcut_set_arguments (shortcut, target);
  gtk_shortcut_controller_add_shortcut (controller, shortcut);
}

/**
 * ak_page_keys_new:
 *
 * The controller to add to a window with the actions `win.next-page`,
 * `win.previous-page` and `win.goto-page` (an int32, the page's index
 * from 0).
 *
 * Returns: (transfer full): a capture-phase shortcut controller
 */
GtkEventController *
ak_page_keys_new (void)
{
  GtkEventController *controller = gtk_shortcut_controller_new ();
  GtkShortcutController *shortcuts = GTK_SHORTCUT_CONTROLLER (controller);

  gtk_event_controller_set_name (controller, "ak-page-keys");
  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  gtk_shortcut_controller_set_scope (shortcuts, GTK_SHORTCUT_SCOPE_LOCAL);

  add_shortcut (shortcuts, GDK_KEY_Page_Down, GDK_CONTROL_MASK, "win.next-page", NULL);
  add_shortcut (shortcuts, GDK_KEY_Page_Up, GDK_CONTROL_MASK, "win.previous-page", NULL);
  /* Alt+1 to Alt+9, and Alt+0 for the tenth page, as in GNOME Terminal. */
  for (int i = 0; i < 10; i++)
    add_shortcut (shortcuts, i < 9 ? GDK_KEY_1 + i : GDK_KEY_0, GDK_ALT_MASK, "win.goto-page",
                  g_variant_new_int32 (i));

  return controller;
}

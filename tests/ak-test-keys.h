/* ak-test-keys.h: real key presses through the X server (XTest, loaded
 * at run time), for UI tests: they travel a learner's path (X server, GDK,
 * the window's controllers, the focused widget). Such a test runs alone
 * (is_parallel: false), since another window could take the focus.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <dlfcn.h>

#include <gtk/gtk.h>
#ifdef GDK_WINDOWING_X11
#include <gdk/x11/gdkx.h>
#endif

/* Real key presses through XTest */

#ifdef GDK_WINDOWING_X11
typedef int (*FakeKeyEventFunc) (Display *, unsigned int, Bool, unsigned long);
typedef KeyCode (*KeysymToKeycodeFunc) (Display *, KeySym);
typedef int (*SetInputFocusFunc) (Display *, Window, int, Time);
typedef int (*SyncFunc) (Display *, Bool);

static struct {
  FakeKeyEventFunc    fake_key_event;
  KeysymToKeycodeFunc keysym_to_keycode;
  SetInputFocusFunc   set_input_focus;
  SyncFunc            sync;
} xtest;
#endif

G_GNUC_UNUSED static gboolean
have_xtest (void)
{
#ifdef GDK_WINDOWING_X11
  static void *lib;
  int event_base, error_base, major, minor;
  gboolean (*query) (Display *, int *, int *, int *, int *);

  if (!GDK_IS_X11_DISPLAY (gdk_display_get_default ()))
    return FALSE;

  if (lib == NULL)
    lib = dlopen ("libXtst.so.6", RTLD_NOW | RTLD_LOCAL);
  if (lib == NULL)
    return FALSE;

  query = (gboolean (*) (Display *, int *, int *, int *, int *)) dlsym (lib, "XTestQueryExtension");
  xtest.fake_key_event = (FakeKeyEventFunc) dlsym (lib, "XTestFakeKeyEvent");
  xtest.keysym_to_keycode = (KeysymToKeycodeFunc) dlsym (RTLD_DEFAULT, "XKeysymToKeycode");
  xtest.set_input_focus = (SetInputFocusFunc) dlsym (RTLD_DEFAULT, "XSetInputFocus");
  xtest.sync = (SyncFunc) dlsym (RTLD_DEFAULT, "XSync");

  return query != NULL && xtest.fake_key_event != NULL && xtest.keysym_to_keycode != NULL &&
         xtest.set_input_focus != NULL && xtest.sync != NULL &&
         query (gdk_x11_display_get_xdisplay (gdk_display_get_default ()),
                &event_base, &error_base, &major, &minor);
#else
  return FALSE;
#endif
}

G_GNUC_UNUSED static void
press_key (GtkWindow *window,
           guint      keyval)
{
#ifdef GDK_WINDOWING_X11
  Display *display = gdk_x11_display_get_xdisplay (gtk_widget_get_display (GTK_WIDGET (window)));
  Window xid = gdk_x11_surface_get_xid (gtk_native_get_surface (GTK_NATIVE (window)));
  KeyCode code = xtest.keysym_to_keycode (display, keyval);

  g_assert_cmpuint (code, !=, 0);
  xtest.set_input_focus (display, xid, RevertToParent, CurrentTime);
  xtest.fake_key_event (display, code, True, CurrentTime);
  xtest.fake_key_event (display, code, False, CurrentTime);
  xtest.sync (display, False);
#else
  g_assert_not_reached ();
#endif
}


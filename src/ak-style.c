/* ak-style.c
 *
 * Plain GTK 4.8 does not follow the desktop's dark preference by itself
 * (libadwaita does, and this app does not use it). The preference is read
 * from the XDG settings portal, which answers on GNOME, KDE and inside a
 * Flatpak alike, and followed when it changes.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ak-style.h"

#define PORTAL_NAME      "org.freedesktop.portal.Desktop"
#define PORTAL_PATH      "/org/freedesktop/portal/desktop"
#define PORTAL_SETTINGS  "org.freedesktop.portal.Settings"
#define APPEARANCE       "org.freedesktop.appearance"

/**
 * ak_style_color_scheme_is_dark:
 * @value: (nullable): the portal's `color-scheme` value, possibly wrapped in
 *   variants: 0 no preference, 1 prefer dark, 2 prefer light
 *
 * Returns: %TRUE if @value asks for the dark style
 */
gboolean
ak_style_color_scheme_is_dark (GVariant *value)
{
  g_autoptr(GVariant) inner = value != NULL ? g_variant_ref (value) : NULL;

  while (inner != NULL && g_variant_is_of_type (inner, G_VARIANT_TYPE_VARIANT))
    {
      GVariant *next = g_variant_get_variant (inner);

      g_variant_unref (inner);
      inner = next;
    }

  return inner != NULL &&
         g_variant_is_of_type (inner, G_VARIANT_TYPE_UINT32) &&
         g_variant_get_uint32 (inner) == 1;
}

static void
apply (GtkSettings *settings,
       GVariant    *value)
{
  g_object_set (settings,
                "gtk-application-prefer-dark-theme", ak_style_color_scheme_is_dark (value),
                NULL);
}

static void
on_setting_changed (GDBusProxy *proxy,
                    const char *sender,
                    const char *signal,
                    GVariant   *params,
                    gpointer    user_data)
{
  const char *ns, *key;
  g_autoptr(GVariant) value = NULL;

  if (g_strcmp0 (signal, "SettingChanged") != 0 ||
      !g_variant_is_of_type (params, G_VARIANT_TYPE ("(ssv)")))
    return;

  g_variant_get (params, "(&s&sv)", &ns, &key, &value);
  if (g_str_equal (ns, APPEARANCE) && g_str_equal (key, "color-scheme"))
    apply (GTK_SETTINGS (user_data), value);
}

static void
on_read_done (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr(GtkSettings) settings = user_data;
  g_autoptr(GVariant) reply = g_dbus_proxy_call_finish (G_DBUS_PROXY (source), result, NULL);

  /* No portal, or no such setting: keep the theme's default (light). */
  if (reply != NULL && g_variant_is_of_type (reply, G_VARIANT_TYPE ("(v)")))
    {
      g_autoptr(GVariant) value = g_variant_get_child_value (reply, 0);
      apply (settings, value);
    }
}

static void
on_proxy_ready (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_autoptr(GtkSettings) settings = user_data;
  GDBusProxy *proxy = g_dbus_proxy_new_for_bus_finish (result, NULL);

  if (proxy == NULL)
    return;

  /* The proxy lives as long as the settings object, i.e. the display. */
  g_object_set_data_full (G_OBJECT (settings), "ak-portal-settings", proxy, g_object_unref);
  g_signal_connect_object (proxy, "g-signal", G_CALLBACK (on_setting_changed), settings, 0);
  g_dbus_proxy_call (proxy, "Read",
                     g_variant_new ("(ss)", APPEARANCE, "color-scheme"),
                     G_DBUS_CALL_FLAGS_NONE, 2000, NULL,
                     on_read_done, g_object_ref (settings));
}

/**
 * ak_style_follow_desktop:
 * @settings: the display's settings
 *
 * Sets `gtk-application-prefer-dark-theme` from the desktop's colour-scheme
 * preference, now and whenever it changes. Does nothing when GTK_THEME
 * chooses a theme variant explicitly, or when there is no portal.
 */
void
ak_style_follow_desktop (GtkSettings *settings)
{
  g_return_if_fail (GTK_IS_SETTINGS (settings));

  if (g_getenv ("GTK_THEME") != NULL)
    return;

  g_dbus_proxy_new_for_bus (G_BUS_TYPE_SESSION,
                            G_DBUS_PROXY_FLAGS_DO_NOT_LOAD_PROPERTIES |
                            G_DBUS_PROXY_FLAGS_DO_NOT_AUTO_START_AT_CONSTRUCTION,
                            NULL, PORTAL_NAME, PORTAL_PATH, PORTAL_SETTINGS,
                            NULL, on_proxy_ready, g_object_ref (settings));
}

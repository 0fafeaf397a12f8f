/* ak-widget-color.c: a widget's theme colour as the renderers' AkColor
 *
 * The one place where a GTK colour becomes an AkColor, so renderers never
 * see GDK types.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ak-widget-color.h"

/**
 * ak_widget_get_color:
 * @widget: a widget
 *
 * Returns: @widget's foreground colour from its CSS style (the `color`
 *   property), components 0 to 1
 */
AkColor
ak_widget_get_color (GtkWidget *widget)
{
  const AkColor black = { 0, 0, 0, 1 };
  GdkRGBA rgba = { 0, 0, 0, 1 };

  g_return_val_if_fail (GTK_IS_WIDGET (widget), black);

  /* GTK 4.8 has no gtk_widget_get_color(); this is its equivalent. */
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &rgba);
  return (AkColor) { rgba.red, rgba.green, rgba.blue, rgba.alpha };
}

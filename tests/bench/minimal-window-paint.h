/* minimal-window-paint.h: what both baseline windows of
 * tests/bench-startup.c do at the first frame: print their resident
 * memory, then quit.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>
#include <string.h>

static void
on_after_paint (GdkFrameClock *clock,
                GApplication  *app)
{
  g_autofree char *status = NULL;
  const char *rss;

  g_signal_handlers_disconnect_by_func (clock, on_after_paint, app);
  if (g_file_get_contents ("/proc/self/status", &status, NULL, NULL) &&
      (rss = strstr (status, "VmRSS:")) != NULL)
    g_printerr ("first-frame %s", rss + strlen ("VmRSS:"));
  g_application_quit (app);
}

static void
on_map (GtkWidget    *window,
        GApplication *app)
{
  g_signal_connect (gtk_widget_get_frame_clock (window), "after-paint",
                    G_CALLBACK (on_after_paint), app);
}

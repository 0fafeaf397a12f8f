/* minimal-gtk-window.c: the smallest GTK 4 window, the baseline for
 * tests/bench-startup.c. Prints its resident memory at the first frame.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
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

static void
on_activate (GtkApplication *app)
{
  GtkWidget *window = gtk_application_window_new (app);

  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 780);
  g_signal_connect (window, "map", G_CALLBACK (on_map), app);
  gtk_window_present (GTK_WINDOW (window));
}

int
main (int argc, char *argv[])
{
  g_autoptr(GtkApplication) app = gtk_application_new (NULL, G_APPLICATION_NON_UNIQUE);

  g_signal_connect (app, "activate", G_CALLBACK (on_activate), NULL);
  /* Options are for the app it is compared with; the baseline has none. */
  return g_application_run (G_APPLICATION (app), 1, argv);
}

/* minimal-gtk-window.c: the smallest GTK 4 window, the baseline for
 * tests/bench-startup.c. Prints its resident memory at the first frame.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "minimal-window-paint.h"

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

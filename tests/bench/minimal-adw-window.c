/* minimal-adw-window.c: the smallest libadwaita window (an
 * AdwApplicationWindow with a header bar), the second baseline of
 * tests/bench-startup.c. Prints its resident memory at the first frame.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <adwaita.h>

#include "minimal-window-paint.h"

static void
on_activate (GtkApplication *app)
{
  GtkWidget *window = adw_application_window_new (app);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

  gtk_box_append (GTK_BOX (box), adw_header_bar_new ());
  adw_application_window_set_content (ADW_APPLICATION_WINDOW (window), box);
  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 780);
  g_signal_connect (window, "map", G_CALLBACK (on_map), app);
  gtk_window_present (GTK_WINDOW (window));
}

int
main (int argc, char *argv[])
{
  g_autoptr(AdwApplication) app = adw_application_new (NULL, G_APPLICATION_NON_UNIQUE);

  g_signal_connect (app, "activate", G_CALLBACK (on_activate), NULL);
  /* Options are for the app it is compared with; the baseline has none. */
  return g_application_run (G_APPLICATION (app), 1, argv);
}

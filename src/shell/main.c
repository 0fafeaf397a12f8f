/* main.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <string.h>

#include "ak-application.h"

/* For tests/bench-startup: with AK_BENCH_FIRST_FRAME set, print the
 * resident memory once the first frame is painted, then quit. */
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
  else
    g_printerr ("first-frame 0 kB\n");

  g_application_quit (app);
}

static void
on_window_mapped (GtkWidget    *window,
                  GApplication *app)
{
  g_signal_connect (gtk_widget_get_frame_clock (window), "after-paint",
                    G_CALLBACK (on_after_paint), app);
}

static void
on_window_added (GtkApplication *app,
                 GtkWindow      *window)
{
  g_signal_connect (window, "map", G_CALLBACK (on_window_mapped), app);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(AkApplication) app = NULL;
  const char *localedir;

  /* The app draws 2D scenes that change in small regions. GTK 4.8's GL
   * renderer repaints the whole window for every animation frame, which
   * on the software OpenGL of many lab machines and virtual machines costs
   * several times more CPU than the Cairo renderer; GSK_RENDERER still
   * chooses otherwise. */
  g_setenv ("GSK_RENDERER", "cairo", FALSE);

  /* `meson devenv` points AK_LOCALEDIR at the catalogues in the build tree. */
  localedir = g_getenv ("AK_LOCALEDIR");
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, localedir != NULL && localedir[0] != '\0' ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  app = ak_application_new ();

  if (g_getenv ("AK_BENCH_FIRST_FRAME") != NULL)
    g_signal_connect (app, "window-added", G_CALLBACK (on_window_added), NULL);

  return g_application_run (G_APPLICATION (app), argc, argv);
}

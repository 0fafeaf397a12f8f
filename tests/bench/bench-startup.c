/* bench-startup.c: launch to first frame and resident memory of the app,
 * beside two baselines measured in the same run, with the same renderer
 * (GSK_RENDERER from the environment, Cairo by default): the smallest
 * GTK 4 window and the smallest libadwaita window.
 *
 * Prints figures; asserts nothing about time. Needs a display.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib.h>
#include <stdlib.h>
#include <string.h>

#define RUNS 7

typedef struct {
  double seconds;
  double rss_kb;
} Sample;

static gboolean
launch (const char *program,
        Sample     *sample)
{
  /* The app opens at the page saved last; measure the first page, the
   * longest to lay out, every time. The baseline ignores the options. */
  const char *argv[] = { program, "--page", "idea", NULL };
  g_autoptr(GError) error = NULL;
  g_autofree char *err = NULL;
  gint64 start = g_get_monotonic_time ();
  const char *line;
  int status;

  if (!g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDOUT_TO_DEV_NULL,
                     NULL, NULL, NULL, &err, &status, &error))
    {
      g_printerr ("%s: %s\n", program, error->message);
      return FALSE;
    }

  sample->seconds = (g_get_monotonic_time () - start) / 1e6;
  line = err != NULL ? strstr (err, "first-frame ") : NULL;
  if (line == NULL)
    {
      g_printerr ("%s printed no first-frame line:\n%s\n", program, err ? err : "");
      return FALSE;
    }
  sample->rss_kb = g_ascii_strtod (line + strlen ("first-frame "), NULL);

  return TRUE;
}

static int
compare_doubles (gconstpointer a, gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

static gboolean
median_of_runs (const char *program,
                Sample     *median)
{
  double seconds[RUNS], rss[RUNS];

  for (guint i = 0; i < RUNS; i++)
    {
      Sample s;

      if (!launch (program, &s))
        return FALSE;
      seconds[i] = s.seconds;
      rss[i] = s.rss_kb;
    }

  qsort (seconds, RUNS, sizeof (double), compare_doubles);
  qsort (rss, RUNS, sizeof (double), compare_doubles);
  median->seconds = seconds[RUNS / 2];
  median->rss_kb = rss[RUNS / 2];

  return TRUE;
}

int
main (int argc, char *argv[])
{
  g_autofree char *app = g_build_filename (BUILD_ROOT, "src", "accelerator-kitchen", NULL);
  g_autofree char *minimal = g_build_filename (BUILD_ROOT, "tests", "minimal-gtk-window", NULL);
  g_autofree char *adw = g_build_filename (BUILD_ROOT, "tests", "minimal-adw-window", NULL);
  Sample a, m, w;

  if (g_getenv ("DISPLAY") == NULL && g_getenv ("WAYLAND_DISPLAY") == NULL)
    {
      g_print ("bench-startup: skipped, no display (run under build-aux/dev bench)\n");
      return 0;
    }

  g_setenv ("AK_BENCH_FIRST_FRAME", "1", TRUE);
  /* The app uses Cairo unless told otherwise; so do the baselines. */
  g_setenv ("GSK_RENDERER", "cairo", FALSE);

  /* Warm the page cache and font caches for both before measuring. */
  if (!median_of_runs (minimal, &m) || !median_of_runs (adw, &w) || !median_of_runs (app, &a) ||
      !median_of_runs (minimal, &m) || !median_of_runs (adw, &w) || !median_of_runs (app, &a))
    return 1;

  g_print ("renderer: %s\n", g_getenv ("GSK_RENDERER"));
  g_print ("launch to first frame (median of %d): app %.3f s, minimal GTK window %.3f s (ratio %.2f), "
           "minimal libadwaita window %.3f s (ratio %.2f; target: within 1.3x)\n",
           RUNS, a.seconds, m.seconds, a.seconds / m.seconds, w.seconds, a.seconds / w.seconds);
  g_print ("resident memory at first frame: app %.0f kB, minimal GTK window %.0f kB (ratio %.2f), "
           "minimal libadwaita window %.0f kB (ratio %.2f; target: within 1.25x)\n",
           a.rss_kb, m.rss_kb, a.rss_kb / m.rss_kb, w.rss_kb, a.rss_kb / w.rss_kb);

  return 0;
}

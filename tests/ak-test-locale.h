/* ak-test-locale.h: a comma locale (de_DE.UTF-8) for tests of numbers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <locale.h>

G_GNUC_UNUSED static gboolean
ak_test_decimal_point_is_comma (void)
{
  return g_strcmp0 (localeconv ()->decimal_point, ",") == 0;
}

/* Where the system has no de_DE, one is compiled into a folder of the
 * test's own and LOCPATH points there: call it in main(), before any
 * thread exists (see ak-test-env.h) and before gtk_test_init(). */
G_GNUC_UNUSED static void
ak_test_provide_de_locale (void)
{
  g_autofree char *locpath = NULL;
  g_autofree char *target = NULL;
  const char *argv[] = { "localedef", "-i", "de_DE", "-f", "UTF-8", NULL, NULL };
  int status = -1;

  if (setlocale (LC_NUMERIC, "de_DE.UTF-8") != NULL)
    {
      setlocale (LC_NUMERIC, "C");
      return;
    }

  locpath = g_build_filename (g_get_user_runtime_dir (), "ak-test-locales", NULL);
  target = g_build_filename (locpath, "de_DE.UTF-8", NULL);
  argv[5] = target;
  g_mkdir_with_parents (locpath, 0700);
  if (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDOUT_TO_DEV_NULL |
                    G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, NULL, NULL, &status, NULL) &&
      g_file_test (target, G_FILE_TEST_IS_DIR))
    g_setenv ("LOCPATH", locpath, TRUE);
}

/* Numbers in de_DE.UTF-8 (a decimal comma, "." grouping) from here on;
 * FALSE if it is not there. Changes no environment variable. */
G_GNUC_UNUSED static gboolean
ak_test_use_de_numbers (void)
{
  return setlocale (LC_NUMERIC, "de_DE.UTF-8") != NULL;
}

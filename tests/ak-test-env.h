/* ak-test-env.h: a test fails when it changes the environment too late
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* g_setenv() after a thread exists races with any thread that reads the
 * environment (the Vulkan driver's did, and the heap was corrupted once in
 * CI). GLib says so only at debug level; this writer turns its message
 * into a failure and hands every other message to GLib's own writer. */
static GLogWriterOutput
ak_test_env_writer (GLogLevelFlags   level,
                    const GLogField *fields,
                    gsize            n_fields,
                    gpointer         user_data)
{
  for (gsize i = 0; i < n_fields; i++)
    {
      if (g_strcmp0 (fields[i].key, "MESSAGE") == 0 && fields[i].length < 0 &&
          (strstr (fields[i].value, "setenv()/putenv() are not thread-safe") != NULL ||
           strstr (fields[i].value, "unsetenv() is not thread-safe") != NULL))
        {
          fprintf (stderr, "Bail out! the environment changed after a thread was created: "
                           "set it before the test starts any thread (for example in meson's test env)\n");
          abort ();
        }
    }
  return g_log_writer_default (level, fields, n_fields, user_data);
}

/* Call once, first thing in main(). */
G_GNUC_UNUSED static void
ak_test_forbid_late_setenv (void)
{
  g_log_set_writer_func (ak_test_env_writer, NULL, NULL);
}

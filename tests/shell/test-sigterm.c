/* test-sigterm.c: SIGTERM ends the app while it loads a large lesson
 * (suite "ui": the built binary under the test's display and bus)
 *
 * The deadlines only guard against a hang (60 s); nothing is timed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>
#include <signal.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "ak-lesson.h"

#include "ak-test-lessons.h"

#define HANG_GUARD_US (60 * G_USEC_PER_SEC)

/* Just under the limits: 900 KB of text on the first page and five
 * more pages of 21 tables each, some 96,000 values in all. */
static char *
write_large_lesson (void)
{
  g_autoptr(JsonNode) root = minimal ();
  JsonArray *pages = json_object_get_array_member (json_node_get_object (root), "pages");
  g_autofree char *json = NULL;
  g_autoptr(GError) error = NULL;
  char *path = g_build_filename (g_get_tmp_dir (), "large-lesson.json", NULL);

  /* Text near every limit: 14 paragraphs of 9,000 bytes a page (the
   * limit is 128 KiB a page), on seven pages. */
  add_paragraphs (page_array (root, PAGE_IDEA, "blocks"), 14, 9000);
  for (guint i = 0; i < 6; i++)
    {
      JsonNode *extra = json_from_string ("{\"kind\": \"reading\", \"title\": \"Text\", \"blocks\": []}", NULL);
      g_autofree char *id = g_strdup_printf ("text-%u", i);

      json_object_set_string_member (json_node_get_object (extra), "id", id);
      add_paragraphs (json_object_get_array_member (json_node_get_object (extra), "blocks"), 14, 9000);
      json_array_add_element (pages, extra);
    }
  for (guint i = 0; i < 5; i++)
    {
      JsonNode *extra = json_from_string ("{\"kind\": \"reading\", \"title\": \"Tables\", \"blocks\": []}", NULL);
      JsonObject *object = json_node_get_object (extra);
      g_autofree char *id = g_strdup_printf ("tables-%u", i);

      json_object_set_string_member (object, "id", id);
      for (guint t = 0; t < 21; t++)
        json_array_add_element (json_object_get_array_member (object, "blocks"), big_table ());
      json_array_add_element (pages, extra);
    }

  json = json_to_string (root, TRUE);
  g_file_set_contents (path, json, -1, &error);
  g_assert_no_error (error);
  return path;
}

/* Whether @pid catches SIGTERM (GLib's g_unix_signal_add() handler is
 * installed), read from /proc/PID/status. */
static gboolean
catches_sigterm (GPid pid)
{
  g_autofree char *status_path = g_strdup_printf ("/proc/%d/status", (int) pid);
  g_autofree char *status = NULL;
  const char *line;
  guint64 mask;

  if (!g_file_get_contents (status_path, &status, NULL, NULL) ||
      (line = strstr (status, "SigCgt:")) == NULL)
    return FALSE;

  mask = g_ascii_strtoull (line + strlen ("SigCgt:"), NULL, 16);
  return (mask & (G_GUINT64_CONSTANT (1) << (SIGTERM - 1))) != 0;
}

static void
test_sigterm_while_loading (void)
{
  g_autofree char *exe = g_build_filename (BUILD_ROOT, "src", "accelerator-kitchen", NULL);
  g_autofree char *lesson = write_large_lesson ();
  g_autoptr(GError) error = NULL;
  const char *argv[] = { exe, "--lesson", lesson, "--page", "tables-0", NULL };
  gint64 deadline;
  int status = 0;
  GPid pid;

  /* The lesson is large but allowed. */
  {
    g_autoptr(GFile) file = g_file_new_for_path (lesson);
    g_autoptr(AkLesson) loaded = ak_lesson_new_from_file (file, NULL, &error);

    g_assert_no_error (error);
    g_assert_nonnull (loaded);
  }

  g_spawn_async (NULL, (char **) argv, NULL, G_SPAWN_DO_NOT_REAP_CHILD | G_SPAWN_STDOUT_TO_DEV_NULL,
                 NULL, NULL, &pid, &error);
  g_assert_no_error (error);

  deadline = g_get_monotonic_time () + HANG_GUARD_US;
  while (!catches_sigterm (pid) && g_get_monotonic_time () < deadline)
    g_usleep (1000);
  g_assert_true (catches_sigterm (pid));

  /* At once, while it loads the lesson or builds the page. */
  g_assert_cmpint (kill (pid, SIGTERM), ==, 0);

  deadline = g_get_monotonic_time () + HANG_GUARD_US;
  while (waitpid (pid, &status, WNOHANG) == 0)
    {
      if (g_get_monotonic_time () > deadline)
        {
          kill (pid, SIGKILL);
          waitpid (pid, &status, 0);
          g_error ("the app did not end within a minute of SIGTERM");
        }
      g_usleep (10000);
    }

  g_assert_true (WIFEXITED (status));
  g_assert_cmpint (WEXITSTATUS (status), ==, 0);
  g_unlink (lesson);
}

int
main (int argc, char *argv[])
{
  setlocale (LC_ALL, "");
  if (g_getenv ("DISPLAY") == NULL && g_getenv ("WAYLAND_DISPLAY") == NULL)
    {
      g_print ("1..0 # SKIP no display\n");
      return 0;
    }
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/sigterm/while-loading", test_sigterm_while_loading);

  return g_test_run ();
}

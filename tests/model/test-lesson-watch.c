/* test-lesson-watch.c: a saved lesson file is reloaded; a broken save is reported
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ak-lesson-watch.h"

#define LESSON \
  "{\"format\": \"accelerator-kitchen-lesson\", \"format_version\": 1, \"id\": \"watched\"," \
  " \"title\": \"%s\", \"summary\": \"A short lesson.\", \"sources\": []," \
  " \"pages\": [{\"id\": \"one\", \"kind\": \"reading\", \"title\": \"One\"," \
  " \"blocks\": [{\"type\": \"paragraph\", \"text\": \"Hello.\"}]}]}"

typedef struct {
  char      *title;     /* of the last lesson reloaded */
  char      *uri;       /* its source */
  char      *digest;    /* its version */
  GPtrArray *problems;  /* of the last failure */
  guint      n_events;
} Seen;

static void
on_reloaded (AkLessonWatch *watch,
             AkLesson      *lesson,
             Seen          *seen)
{
  g_free (seen->title);
  seen->title = g_strdup (ak_lesson_get_title (lesson));
  g_free (seen->uri);
  seen->uri = g_strdup (ak_lesson_get_source_uri (lesson));
  g_free (seen->digest);
  seen->digest = g_strdup (ak_lesson_get_digest (lesson));
  g_clear_pointer (&seen->problems, g_ptr_array_unref);
  seen->n_events++;
}

static void
on_failed (AkLessonWatch *watch,
           GPtrArray     *problems,
           Seen          *seen)
{
  g_clear_pointer (&seen->problems, g_ptr_array_unref);
  seen->problems = g_ptr_array_ref (problems);
  seen->n_events++;
}

static gboolean
hang_guard (gpointer data)
{
  g_error ("no reload within 60 s");
  return G_SOURCE_REMOVE;
}

static void
wait_for_event (Seen  *seen,
                guint  n_events)
{
  guint guard = g_timeout_add_seconds (60, hang_guard, NULL);

  while (seen->n_events < n_events)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (guard);
}

static void
save (const char *path,
      const char *title)
{
  g_autofree char *text = g_strdup_printf (LESSON, title);

  /* written to a temporary file and renamed over, as most editors save */
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
}

static void
test_good_broken_fixed (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ak-watch-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "lesson.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(AkLessonWatch) watch = NULL;
  g_autoptr(GError) error = NULL;
  Seen seen = { 0 };
  const GError *problem;

  save (path, "First");
  watch = ak_lesson_watch_new (file, &error);
  g_assert_no_error (error);
  g_signal_connect (watch, "reloaded", G_CALLBACK (on_reloaded), &seen);
  g_signal_connect (watch, "failed", G_CALLBACK (on_failed), &seen);

  save (path, "Second");
  wait_for_event (&seen, 1);
  g_assert_cmpstr (seen.title, ==, "Second");
  /* the reloaded lesson is the file's, of the version saved: the progress
   * store records what was played (a lesson of bytes alone it does not) */
  {
    g_autofree char *uri = g_file_get_uri (file);
    g_autofree char *text = g_strdup_printf (LESSON, "Second");
    g_autofree char *digest = g_compute_checksum_for_string (G_CHECKSUM_SHA256, text, -1);

    g_assert_cmpstr (seen.uri, ==, uri);
    g_assert_cmpstr (seen.digest, ==, digest);
  }

  g_assert_true (g_file_set_contents (path, "{\n  \"format\": \"accelerator-kitchen-lesson\",\n  \"format_version\": 1,\n  \"id\": 7\n}\n", -1, NULL));
  wait_for_event (&seen, 2);
  g_assert_nonnull (seen.problems);
  g_assert_cmpuint (seen.problems->len, >, 0);
  problem = g_ptr_array_index (seen.problems, 0);
  g_test_message ("%s", problem->message);
  g_assert_true (g_str_has_prefix (problem->message, "lesson.json:"));

  save (path, "Third");
  wait_for_event (&seen, 3);
  g_assert_cmpstr (seen.title, ==, "Third");
  g_assert_null (seen.problems);

  g_free (seen.title);
  g_free (seen.uri);
  g_free (seen.digest);
}

/* An event whose bytes did not change (touch, a save without edits) reloads nothing. */
static void
test_same_bytes_ignored (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ak-watch-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "lesson.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(AkLessonWatch) watch = NULL;

  save (path, "Same");
  watch = ak_lesson_watch_new (file, NULL);
  g_assert_false (ak_lesson_watch_reload (watch));
  g_assert_cmpuint (ak_lesson_watch_get_n_loads (watch), ==, 0);
}

/* A removed file is a failure with its reason, not a crash. */
static void
test_removed (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ak-watch-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "lesson.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(AkLessonWatch) watch = NULL;
  Seen seen = { 0 };

  save (path, "Gone");
  watch = ak_lesson_watch_new (file, NULL);
  g_signal_connect (watch, "failed", G_CALLBACK (on_failed), &seen);
  g_assert_true (g_file_delete (file, NULL, NULL));
  wait_for_event (&seen, 1);
  g_assert_cmpuint (seen.problems->len, ==, 1);
  g_ptr_array_unref (seen.problems);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/lesson-watch/good-broken-fixed", test_good_broken_fixed);
  g_test_add_func ("/lesson-watch/same-bytes-ignored", test_same_bytes_ignored);
  g_test_add_func ("/lesson-watch/removed", test_removed);

  return g_test_run ();
}

/* test-lesson-source.c: progress is kept per lesson id, and a second
 * launch presents the window already open (suite "ui")
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>
#include <string.h>

#include "ak-commands.h"
#include "ak-lesson-loader.h"
#include "ak-progress-identity.h"
#include "ak-sort-page.h"
#include "ak-window.h"

#include "ak-test-ui.h"

#define BUNDLED_ID "ai-accelerators"

/* A teacher's copy of the bundled lesson, with the bundled lesson's id;
 * its title changed to @title when not NULL (then another lesson). */
static GFile *
teacher_copy (const char *title)
{
  g_autofree char *bundled = g_build_filename (TOP_SRCDIR, "data", "lessons", "ai-accelerators.json", NULL);
  g_autofree char *contents = NULL;
  g_autofree char *path = g_build_filename (g_get_tmp_dir (), "teacher-lesson.json", NULL);
  g_autoptr(GString) text = NULL;

  g_assert_true (g_file_get_contents (bundled, &contents, NULL, NULL));
  text = g_string_new (contents);
  if (title != NULL)
    g_assert_cmpuint (g_string_replace (text, "\"title\": \"AI Accelerators\"", title, 1), ==, 1);
  g_assert_true (g_file_set_contents (path, text->str, (gssize) text->len, NULL));
  return g_file_new_for_path (path);
}

static AkWindow *
window_for (AkApplication *app,
            AkLesson      *lesson,
            const char    *page_id)
{
  AkWindow *window = ak_window_new (app);

  ak_window_set_lesson (window, lesson, page_id);
  gtk_window_present (GTK_WINDOW (window));
  return window;
}

static void
destroy_windows (AkApplication *app)
{
  GList *windows;

  while ((windows = gtk_application_get_windows (GTK_APPLICATION (app))) != NULL)
    gtk_window_destroy (windows->data);
}

static void
test_keys (void)
{
  g_autoptr(GFile) file = teacher_copy (NULL);
  g_autoptr(AkLesson) teacher = ak_lesson_new_from_file (file, NULL, NULL);
  g_autoptr(AkLesson) bundled = bundled_lesson ();
  g_autofree char *uri = g_file_get_uri (file);

  g_assert_cmpstr (ak_lesson_get_id (teacher), ==, BUNDLED_ID);
  g_assert_cmpstr (ak_lesson_get_source_uri (teacher), ==, uri);
  g_assert_true (g_str_has_prefix (ak_lesson_get_source_uri (bundled), "resource:///"));
  /* One key per lesson, however it was opened (issue 29 item 1). */
  g_assert_cmpstr (ak_lesson_get_progress_key (teacher), ==, BUNDLED_ID);
  g_assert_cmpstr (ak_lesson_get_progress_key (bundled), ==, BUNDLED_ID);
  g_assert_cmpstr (ak_lesson_get_digest (teacher), ==, ak_lesson_get_digest (bundled));
}

/* The bundled lesson opened from the library (a resource:// file) and a
 * byte-identical copy elsewhere are one lesson: one record, so a restart
 * finds the learner where they were. */
static void
test_one_record_however_opened (void)
{
  g_autoptr(AkApplication) app = test_application ();
  g_autoptr(GFile) copy = teacher_copy (NULL);
  g_autoptr(GFile) resource = g_file_new_for_uri ("resource://" AK_BUNDLED_LESSON_RESOURCE);
  AkWindow *window = ak_window_new (app);
  AkProgress *progress = ak_window_get_progress (window);
  g_auto(GStrv) ids = NULL;

  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (ak_window_open_file (window, resource, "mfu-mbu"));
  g_assert_cmpstr (ak_progress_get_last_page (progress, BUNDLED_ID), ==, "mfu-mbu");
  g_assert_true (ak_window_open_file (window, copy, "sort"));
  g_assert_cmpstr (ak_progress_get_last_page (progress, BUNDLED_ID), ==, "sort");
  ids = ak_progress_list_lessons (progress);
  for (guint i = 0; ids[i] != NULL; i++)
    g_assert_null (strchr (ids[i], '@'));

  destroy_windows (app);
}

/* A teacher's lesson with the bundled lesson's id and other content is
 * refused, naming both files; the bundled lesson's progress is untouched. */
static void
test_teacher_lesson_refused (void)
{
  g_autoptr(AkApplication) app = test_application ();
  g_autoptr(GFile) file = teacher_copy ("\"title\": \"Week 3\"");
  g_autofree char *path = g_file_get_path (file);
  AkWindow *window = ak_window_new (app);
  AkProgress *progress = ak_window_get_progress (window);
  const char *before;

  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (ak_progress_set_last_page (progress, BUNDLED_ID, "batch", NULL));
  before = ak_progress_get_lesson_title (progress, BUNDLED_ID);
  g_assert_false (ak_window_open_file (window, file, "sort"));
  g_assert_true (ak_window_is_showing_problems (window));
  g_assert_nonnull (strstr (ak_window_get_problems_text (window), path));
  g_assert_nonnull (strstr (ak_window_get_problems_text (window), "ai-accelerators.json"));
  g_assert_cmpstr (ak_progress_get_last_page (progress, BUNDLED_ID), ==, "batch");
  g_assert_cmpstr (ak_progress_get_lesson_title (progress, BUNDLED_ID), ==, before);

  destroy_windows (app);
}

/* Progress saved under the id alone (older versions) is the bundled
 * lesson's: it opens at that page. */
static void
test_old_progress_is_bundled (void)
{
  g_autoptr(AkApplication) app = test_application ();
  g_autoptr(AkLesson) bundled = bundled_lesson ();
  AkProgress *progress = ak_application_get_progress (app);
  AkWindow *window;

  g_assert_true (ak_progress_set_last_page (progress, BUNDLED_ID, "mfu-mbu", NULL));
  window = window_for (app, bundled, NULL);
  g_assert_cmpstr (ak_window_get_page_id (window), ==, "mfu-mbu");

  destroy_windows (app);
}

/* A lesson opened for the first time starts on its first page, not on
 * the page of the same id the last lesson was on (the Quiz of one lesson
 * led straight into another's quiz); a known one where it was left. */
static void
test_new_lesson_starts_at_first_page (void)
{
  g_autoptr(AkApplication) app = test_application ();
  g_autoptr(GFile) kv = g_file_new_for_uri ("resource://" AK_RESOURCE_PREFIX "/lessons/kv-cache.json");
  g_autoptr(GFile) bundled = g_file_new_for_uri ("resource://" AK_BUNDLED_LESSON_RESOURCE);
  AkWindow *window = ak_window_new (app);
  AkProgress *progress = ak_window_get_progress (window);

  gtk_window_present (GTK_WINDOW (window));
  g_assert_null (ak_progress_get_last_page (progress, "kv-cache"));
  g_assert_true (ak_window_open_file (window, bundled, "quiz"));
  g_assert_cmpstr (ak_window_get_page_id (window), ==, "quiz");
  g_assert_true (ak_window_open_file (window, kv, NULL));
  g_assert_cmpstr (ak_window_get_page_id (window), ==, "memory-of-a-model");
  g_assert_true (ak_window_select_page (window, "batching"));
  g_assert_true (ak_window_open_file (window, bundled, NULL));
  g_assert_cmpstr (ak_window_get_page_id (window), ==, "quiz");
  g_assert_true (ak_window_open_file (window, kv, NULL));
  g_assert_cmpstr (ak_window_get_page_id (window), ==, "batching");

  destroy_windows (app);
}

/* What a launch hands the running instance (GApplication forwards the
 * command line of a second launch on the same bus to the first). */
static int
launch (AkApplication *app,
        const char    *lesson_path,
        const char    *page_id)
{
  g_auto(GVariantBuilder) options = G_VARIANT_BUILDER_INIT (G_VARIANT_TYPE_VARDICT);
  const char *argv[] = { "accelerator-kitchen", NULL };
  g_autoptr(GApplicationCommandLine) cmdline = NULL;
  int status = -1;

  if (lesson_path != NULL)
    g_variant_builder_add (&options, "{sv}", "lesson", g_variant_new_bytestring (lesson_path));
  if (page_id != NULL)
    g_variant_builder_add (&options, "{sv}", "page", g_variant_new_string (page_id));

  cmdline = g_object_new (G_TYPE_APPLICATION_COMMAND_LINE,
                          "arguments", g_variant_new_bytestring_array (argv, -1),
                          "options", g_variant_builder_end (&options),
                          NULL);
  g_signal_emit_by_name (app, "command-line", cmdline, &status);
  return status;
}

/* `accelerator-kitchen FILE` plays FILE, as `--lesson FILE` (the usage
 * line says [FILE…]); two files, or a file and --lesson, are refused. */
static void
test_positional_file_is_lesson (void)
{
  g_autoptr(GFile) file = teacher_copy (NULL);
  g_autofree char *path = g_file_get_path (file);
  const char *one[] = { path, NULL };
  const char *two[] = { path, path, NULL };
  g_autoptr(GVariantDict) options = g_variant_dict_new (NULL);
  g_autoptr(GVariantDict) both = g_variant_dict_new (NULL);
  g_autoptr(GVariantDict) twice = g_variant_dict_new (NULL);
  const char *lesson = NULL;

  g_variant_dict_insert_value (options, G_OPTION_REMAINING, g_variant_new_bytestring_array (one, -1));
  g_assert_cmpint (ak_commands_run (options), ==, -1);
  g_assert_true (g_variant_dict_lookup (options, "lesson", "^&ay", &lesson));
  g_assert_cmpstr (lesson, ==, path);
  g_assert_false (g_variant_dict_contains (options, G_OPTION_REMAINING));

  g_variant_dict_insert_value (both, G_OPTION_REMAINING, g_variant_new_bytestring_array (one, -1));
  g_variant_dict_insert_value (both, "lesson", g_variant_new_bytestring (path));
  g_assert_cmpint (ak_commands_run (both), ==, 1);
  g_variant_dict_insert_value (twice, G_OPTION_REMAINING, g_variant_new_bytestring_array (two, -1));
  g_assert_cmpint (ak_commands_run (twice), ==, 1);
}

static gboolean
has_lesson (gpointer window)
{
  return ak_window_get_lesson (window) != NULL;
}

static void
test_second_launch_presents_window (void)
{
  g_autoptr(AkApplication) unique = ak_application_new ();
  g_autoptr(AkApplication) app = test_application ();
  g_autoptr(GFile) file = teacher_copy (NULL);
  g_autofree char *path = g_file_get_path (file);
  AkWindow *only;
  GList *windows;

  /* The app is unique on its session bus. */
  g_assert_false (g_application_get_flags (G_APPLICATION (unique)) & G_APPLICATION_NON_UNIQUE);

  /* The lesson loads off the main thread; a second launch while it loads
   * finds the window too. */
  g_assert_cmpint (launch (app, NULL, NULL), ==, 0);
  g_assert_cmpint (launch (app, NULL, NULL), ==, 0);
  windows = gtk_application_get_windows (GTK_APPLICATION (app));
  g_assert_cmpuint (g_list_length (windows), ==, 1);
  only = windows->data;
  iterate_until (has_lesson, only);
  g_assert_cmpint (launch (app, NULL, "quiz"), ==, 0);
  g_assert_cmpuint (g_list_length (gtk_application_get_windows (GTK_APPLICATION (app))), ==, 1);
  g_assert_cmpstr (ak_window_get_page_id (only), ==, "quiz");

  /* Another lesson gets its own window, once. */
  g_assert_cmpint (launch (app, path, NULL), ==, 0);
  g_assert_cmpint (launch (app, path, NULL), ==, 0);
  windows = gtk_application_get_windows (GTK_APPLICATION (app));
  g_assert_cmpuint (g_list_length (windows), ==, 2);
  {
    /* The application reorders its list as windows take the focus, so
     * the windows are taken out of it before waiting on them. */
    AkWindow *first = windows->data, *second = windows->next->data;

    iterate_until (has_lesson, first);
    iterate_until (has_lesson, second);
  }

  destroy_windows (app);
}

int
main (int argc, char *argv[])
{
  g_autofree char *data_home = g_dir_make_tmp ("ak-lesson-source-XXXXXX", NULL);

  /* Not the data home the other UI tests share: this test reads its own
   * progress file back. */
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  setlocale (LC_ALL, "");
  if (!ui_test_init (&argc, &argv))
    return 0;

  g_test_add_func ("/lesson-source/keys", test_keys);
  g_test_add_func ("/lesson-source/one-record-however-opened", test_one_record_however_opened);
  g_test_add_func ("/lesson-source/teacher-lesson-refused", test_teacher_lesson_refused);
  g_test_add_func ("/lesson-source/old-progress-is-bundled", test_old_progress_is_bundled);
  g_test_add_func ("/lesson-source/new-lesson-starts-at-first-page", test_new_lesson_starts_at_first_page);
  g_test_add_func ("/lesson-source/second-launch-presents-window", test_second_launch_presents_window);
  g_test_add_func ("/lesson-source/positional-file-is-lesson", test_positional_file_is_lesson);

  return g_test_run ();
}

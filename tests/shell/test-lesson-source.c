/* test-lesson-source.c: progress is kept per lesson source, and a second
 * launch presents the window already open (suite "ui")
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>

#include "ak-lesson-loader.h"
#include "ak-sort-page.h"
#include "ak-window.h"

#include "ak-test-ui.h"

#define BUNDLED_ID "ai-accelerators"

/* A teacher's copy of the bundled lesson, with the bundled lesson's id. */
static GFile *
teacher_copy (void)
{
  g_autofree char *bundled = g_build_filename (TOP_SRCDIR, "data", "lessons", "ai-accelerators.json", NULL);
  g_autofree char *contents = NULL;
  g_autofree char *path = g_build_filename (g_get_tmp_dir (), "teacher-lesson.json", NULL);
  gsize length;

  g_assert_true (g_file_get_contents (bundled, &contents, &length, NULL));
  g_assert_true (g_file_set_contents (path, contents, (gssize) length, NULL));
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
  g_autoptr(GFile) file = teacher_copy ();
  g_autoptr(AkLesson) teacher = ak_lesson_new_from_file (file, NULL, NULL);
  g_autoptr(AkLesson) bundled = bundled_lesson ();
  g_autofree char *uri = g_file_get_uri (file);
  g_autofree char *expected = g_strdup_printf (BUNDLED_ID "@%s", uri);

  g_assert_cmpstr (ak_lesson_get_id (teacher), ==, BUNDLED_ID);
  g_assert_cmpstr (ak_lesson_get_source_uri (teacher), ==, uri);
  g_assert_cmpstr (ak_lesson_get_progress_key (teacher), ==, expected);
  /* The bundled lesson keeps the id alone: older progress files are its. */
  g_assert_null (ak_lesson_get_source_uri (bundled));
  g_assert_cmpstr (ak_lesson_get_progress_key (bundled), ==, BUNDLED_ID);
}

/* The teacher's lesson's page and sort check do not land on the bundled
 * lesson's progress. */
static void
test_teacher_progress_apart (void)
{
  g_autoptr(AkApplication) app = test_application ();
  g_autoptr(GFile) file = teacher_copy ();
  g_autoptr(AkLesson) teacher = ak_lesson_load (file, NULL);
  g_autoptr(AkLesson) bundled = bundled_lesson ();
  AkWindow *bundled_window = window_for (app, bundled, "idea");
  AkWindow *teacher_window = window_for (app, teacher, "idea");
  AkProgress *progress = ak_window_get_progress (teacher_window);
  AkSortGame *game;
  GtkWidget *page;

  g_assert_true (ak_window_select_page (teacher_window, "sort"));
  page = ak_window_get_page_widget (teacher_window, "sort");
  iterate_until (is_mapped, page);
  game = ak_sort_page_get_game (AK_SORT_PAGE (page));
  for (guint i = 0; i < ak_sort_game_get_n_pieces (game); i++)
    g_assert_true (ak_sort_game_place (game, ak_sort_game_get_piece_id (game, i), AK_BIN_COMPUTE, NULL));
  g_assert_true (ak_sort_game_check (game, NULL));

  g_assert_cmpstr (ak_progress_get_last_page (progress, ak_lesson_get_progress_key (teacher)), ==, "sort");
  g_assert_true (ak_progress_get_sort_result (progress, ak_lesson_get_progress_key (teacher), NULL, NULL, NULL));
  g_assert_null (ak_progress_get_last_page (progress, BUNDLED_ID));
  g_assert_false (ak_progress_get_sort_result (progress, BUNDLED_ID, NULL, NULL, NULL));
  g_assert_cmpstr (ak_window_get_page_id (bundled_window), ==, "idea");

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
  g_autoptr(GFile) file = teacher_copy ();
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
  g_test_add_func ("/lesson-source/teacher-progress-apart", test_teacher_progress_apart);
  g_test_add_func ("/lesson-source/old-progress-is-bundled", test_old_progress_is_bundled);
  g_test_add_func ("/lesson-source/second-launch-presents-window", test_second_launch_presents_window);

  return g_test_run ();
}

/* test-window-lessons.c: Open Lesson, the library, live reload, export, classroom settings
 *
 * The native file choosers cannot be driven in a test; they only hand a
 * GFile to ak_window_open_file() and ak_window_export_results(), which
 * are tested here directly.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "ak-test-ui.h"

#include "ak-library-dialog.h"
#include "ak-window.h"
#include "ak-window-lessons.h"
#include "ak-progress-identity.h"
#include "ak-progress-results.h"

#define LESSON \
  "{\n  \"format\": \"accelerator-kitchen-lesson\",\n  \"format_version\": 1,\n  \"id\": \"%s\",\n" \
  "  \"title\": \"%s\",\n  \"summary\": \"A short lesson.\",\n  \"sources\": [],\n  \"pages\": [\n" \
  "    {\"id\": \"one\", \"kind\": \"reading\", \"title\": \"One\", \"blocks\": [{\"type\": \"paragraph\", \"text\": \"First.\"}]},\n" \
  "    {\"id\": \"two\", \"kind\": \"reading\", \"title\": \"Two\", \"blocks\": [{\"type\": \"paragraph\", \"text\": \"Second.\"}]}\n" \
  "  ]\n}\n"

static void
write_lesson (const char *path,
              const char *id,
              const char *title)
{
  g_autofree char *text = g_strdup_printf (LESSON, id, title);
  g_autofree char *dir = g_path_get_dirname (path);

  g_assert_no_errno (g_mkdir_with_parents (dir, 0700));
  /* a temporary file renamed over the old one, as editors save */
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
}

static char *
temp_lesson_path (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ak-window-lessons-XXXXXX", NULL);

  return g_build_filename (dir, "lesson.json", NULL);
}

static AkWindow *
new_window (AkApplication *app)
{
  AkWindow *window = ak_window_new (app);

  gtk_window_present (GTK_WINDOW (window));
  iterate_until (is_mapped, window);
  return window;
}

static void
test_open_file (void)
{
  g_autoptr(AkApplication) app = test_application ();
  g_autofree char *path = temp_lesson_path ();
  g_autofree char *broken = NULL;
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) broken_file = NULL;
  g_autoptr(GSettings) settings = ak_application_new_settings ();
  g_auto(GStrv) recent = NULL;
  g_autofree char *uri = g_file_get_uri (file);
  AkWindow *window = new_window (app);

  write_lesson (path, "opened", "Opened Lesson");
  g_assert_true (ak_window_open_file (window, file, "two"));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "Opened Lesson");
  g_assert_cmpstr (ak_window_get_page_id (window), ==, "two");
  g_assert_true (g_file_equal (ak_window_get_lesson_file (window), file));

  recent = g_settings_get_strv (settings, "recent-lessons");
  g_assert_cmpstr (recent[0], ==, uri);

  broken = g_build_filename (g_get_tmp_dir (), "ak-broken-lesson.json", NULL);
  g_assert_true (g_file_set_contents (broken, "{ \"format\": ", -1, NULL));
  broken_file = g_file_new_for_path (broken);
  g_assert_false (ak_window_open_file (window, broken_file, NULL));
  g_assert_true (ak_window_is_showing_problems (window));
  g_unlink (broken);

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_recent_bounded (void)
{
  g_autoptr(GSettings) settings = ak_application_new_settings ();
  g_auto(GStrv) recent = NULL;

  g_settings_reset (settings, "recent-lessons");
  for (guint i = 0; i < AK_RECENT_LESSONS_MAX + 5; i++)
    {
      g_autofree char *path = g_strdup_printf ("/tmp/lesson-%u.json", i);
      g_autoptr(GFile) file = g_file_new_for_path (path);

      ak_window_lessons_add_recent (settings, file);
      ak_window_lessons_add_recent (settings, file);  /* listed once */
    }
  recent = g_settings_get_strv (settings, "recent-lessons");
  g_assert_cmpuint (g_strv_length (recent), ==, AK_RECENT_LESSONS_MAX);
  g_assert_true (g_str_has_suffix (recent[0], "/lesson-12.json"));
  g_assert_true (g_str_has_suffix (recent[1], "/lesson-11.json"));
}

typedef struct {
  AkWindow   *window;
  const char *title;
} TitleWait;

static gboolean
title_is (gpointer data)
{
  TitleWait *wait = data;

  return g_strcmp0 (gtk_window_get_title (GTK_WINDOW (wait->window)), wait->title) == 0;
}

static gboolean
banner_shown (gpointer window)
{
  return ak_window_get_banner_text (window) != NULL;
}

/* Good save, broken save (the last good lesson stays, the banner lists the
 * problems), fixed again (the banner goes); the page shown is kept. */
static void
test_live_reload (void)
{
  g_autoptr(AkApplication) app = test_application ();
  g_autofree char *path = temp_lesson_path ();
  g_autoptr(GFile) file = g_file_new_for_path (path);
  AkWindow *window = new_window (app);
  TitleWait wait = { window, NULL };
  const char *banner;

  write_lesson (path, "live", "Draft 1");
  g_assert_true (ak_window_open_file (window, file, "two"));

  write_lesson (path, "live", "Draft 2");
  wait.title = "Draft 2";
  iterate_until (title_is, &wait);
  g_assert_cmpstr (ak_window_get_page_id (window), ==, "two");
  g_assert_null (ak_window_get_banner_text (window));

  g_assert_true (g_file_set_contents (path, "{\n  \"format\": \"accelerator-kitchen-lesson\",\n"
                                      "  \"format_version\": 1,\n  \"id\": 42\n}\n", -1, NULL));
  iterate_until (banner_shown, window);
  banner = ak_window_get_banner_text (window);
  g_test_message ("banner: %s", banner);
  g_assert_nonnull (strstr (banner, "lesson.json:4:9: id:"));
  g_assert_false (ak_window_is_showing_problems (window));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "Draft 2");
  g_assert_cmpstr (ak_window_get_page_id (window), ==, "two");

  write_lesson (path, "live", "Draft 3");
  wait.title = "Draft 3";
  iterate_until (title_is, &wait);
  g_assert_null (ak_window_get_banner_text (window));
  g_assert_cmpstr (ak_window_get_page_id (window), ==, "two");

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The lesson of @id in a fresh export of the saved progress, as
 * `--export-progress` writes it at the next start. */
static char *
exported_version (const char *id)
{
  g_autoptr(AkProgress) progress = ak_progress_new (NULL);
  g_autoptr(JsonNode) results = NULL;
  JsonArray *lessons;

  g_assert_true (ak_progress_load (progress, NULL));
  results = ak_progress_results_build (progress, "2026-01-05T10:00:00Z");
  lessons = json_object_get_array_member (json_node_get_object (results), "lessons");
  for (guint i = 0; i < json_array_get_length (lessons); i++)
    {
      JsonObject *lesson = json_array_get_object_element (lessons, i);

      if (g_strcmp0 (json_object_get_string_member (lesson, "lesson_id"), id) == 0)
        return g_strdup (json_object_get_string_member (lesson, "version"));
    }
  return NULL;
}

/* A teacher edits a lesson while it plays, then installs the version
 * reloaded last for the class: the progress records that version (the
 * export shows it), and the installed byte-identical copy is the same
 * lesson, not "another lesson with its id". */
static void
test_reload_then_install (void)
{
  g_autoptr(AkApplication) app = test_application ();
  g_autofree char *dir = g_dir_make_tmp ("ak-window-lessons-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "my-lesson.json", NULL);
  g_autofree char *system = g_build_filename (g_get_system_data_dirs ()[0], "accelerator-kitchen", "lessons", NULL);
  g_autofree char *installed = g_build_filename (system, "reloaded.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) installed_file = g_file_new_for_path (installed);
  g_autofree char *uri = g_file_get_uri (file);
  g_autofree char *text = NULL;
  g_autofree char *digest = NULL;
  g_autofree char *version = NULL;
  gsize length;
  AkWindow *window = new_window (app);
  AkProgress *progress = ak_window_get_progress (window);
  TitleWait wait = { window, "Draft 2" };

  write_lesson (path, "org.example.reloaded", "Draft 1");
  g_assert_true (ak_window_open_file (window, file, NULL));
  write_lesson (path, "org.example.reloaded", "Draft 2");
  iterate_until (title_is, &wait);

  g_assert_true (g_file_get_contents (path, &text, &length, NULL));
  digest = g_compute_checksum_for_string (G_CHECKSUM_SHA256, text, (gssize) length);
  g_assert_cmpstr (ak_progress_get_lesson_digest (progress, "org.example.reloaded"), ==, digest);
  g_assert_cmpstr (ak_progress_get_lesson_source (progress, "org.example.reloaded"), ==, uri);
  g_assert_cmpstr (ak_progress_get_lesson_title (progress, "org.example.reloaded"), ==, "Draft 2");
  version = exported_version ("org.example.reloaded");
  g_assert_nonnull (version);
  g_assert_true (g_str_has_prefix (digest, version));

  g_assert_no_errno (g_mkdir_with_parents (system, 0700));
  g_assert_true (g_file_set_contents (installed, text, (gssize) length, NULL));
  g_assert_true (ak_window_open_file (window, installed_file, NULL));
  g_assert_false (ak_window_is_showing_problems (window));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "Draft 2");

  g_unlink (installed);
  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
dialog_scanned (gpointer dialog)
{
  return ak_library_dialog_get_entries (dialog) != NULL;
}

static void
on_lesson_activated (AkLibraryDialog *dialog,
                     GFile           *file,
                     AkWindow        *window)
{
  ak_window_open_file (window, file, NULL);
}

static const AkLessonEntry *
find_entry (GPtrArray  *entries,
            const char *suffix,
            guint      *index)
{
  for (guint i = 0; i < entries->len; i++)
    {
      const AkLessonEntry *entry = g_ptr_array_index (entries, i);

      if (entry->origin != AK_LESSON_ORIGIN_RECENT && g_str_has_suffix (entry->uri, suffix))
        {
          *index = i;
          return entry;
        }
    }
  g_error ("the library has no %s", suffix);
  return NULL;
}

static gboolean
has_title (gpointer data)
{
  return title_is (data);
}

/* $XDG_DATA_HOME and the first of $XDG_DATA_DIRS point into temporary
 * folders (see main()). */
static void
test_library (void)
{
  g_autoptr(AkApplication) app = test_application ();
  g_autofree char *user = g_build_filename (g_get_user_data_dir (), "accelerator-kitchen", "lessons", NULL);
  g_autofree char *system = g_build_filename (g_get_system_data_dirs ()[0], "accelerator-kitchen", "lessons", NULL);
  g_autofree char *user_lesson = g_build_filename (user, "mine.json", NULL);
  g_autofree char *system_lesson = g_build_filename (system, "class.json", NULL);
  g_autofree char *broken = g_build_filename (user, "broken.json", NULL);
  g_autoptr(GDateTime) date = g_date_time_new_utc (2024, 3, 5, 12, 0, 0);
  AkWindow *window = new_window (app);
  AkLibraryDialog *dialog;
  GPtrArray *entries;
  const AkLessonEntry *entry;
  TitleWait wait = { window, "Class Lesson" };
  g_autoptr(GSettings) settings = ak_application_new_settings ();
  g_autofree char *recent_uri = g_filename_to_uri (system_lesson, NULL, NULL);
  const char *recent[] = { recent_uri, NULL };
  guint index;

  g_assert_true (g_str_has_prefix (system, g_get_tmp_dir ()));
  write_lesson (user_lesson, "mine", "My Lesson");
  write_lesson (system_lesson, "class", "Class Lesson");
  g_assert_true (g_file_set_contents (broken, "[1, 2", -1, NULL));
  ak_progress_record_quiz_score (ak_window_get_progress (window), "class", 3, 4, date, NULL);

  g_settings_set_strv (settings, "recent-lessons", recent);
  dialog = ak_library_dialog_new (GTK_WINDOW (window), ak_window_get_progress (window), settings, NULL);
  g_signal_connect (dialog, "lesson-activated", G_CALLBACK (on_lesson_activated), window);
  gtk_window_present (GTK_WINDOW (dialog));
  iterate_until (dialog_scanned, dialog);
  entries = ak_library_dialog_get_entries (dialog);

  /* a recent file shows its lesson's title, not its file name */
  entry = g_ptr_array_index (entries, 0);
  g_assert_cmpint (entry->origin, ==, AK_LESSON_ORIGIN_RECENT);
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (ak_library_dialog_get_row (dialog, 0))),
                   ==, "Class Lesson");
  g_settings_reset (settings, "recent-lessons");

  entry = find_entry (entries, "/kv-cache.json", &index);
  g_assert_cmpint (entry->origin, ==, AK_LESSON_ORIGIN_BUNDLED);
  entry = find_entry (entries, "/ai-accelerators.json", &index);
  g_assert_cmpint (entry->origin, ==, AK_LESSON_ORIGIN_BUNDLED);
  entry = find_entry (entries, "/mine.json", &index);
  g_assert_cmpint (entry->origin, ==, AK_LESSON_ORIGIN_USER);
  entry = find_entry (entries, "/broken.json", &index);
  g_assert_nonnull (strstr (entry->problem, "broken.json:1:"));
  g_assert_false (gtk_list_box_row_get_activatable (GTK_LIST_BOX_ROW (ak_library_dialog_get_row (dialog, index))));
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (ak_library_dialog_get_row (dialog, index))),
                   ==, entry->problem);

  entry = find_entry (entries, "/class.json", &index);
  g_assert_cmpint (entry->origin, ==, AK_LESSON_ORIGIN_SYSTEM);
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (ak_library_dialog_get_row (dialog, index))),
                            "3 of 4"));
  /* the day by the month's name: "%x" said "03/05/24", March or May */
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (ak_library_dialog_get_row (dialog, index))),
                            "(5 Mar 2024)"));

  /* choosing a lesson plays it */
  g_signal_emit_by_name (ak_library_dialog_get_row (dialog, index), "activated");
  iterate_until (has_title, &wait);
  g_assert_true (g_str_has_suffix (g_file_peek_path (ak_window_get_lesson_file (window)), "/class.json"));

  g_unlink (user_lesson);
  g_unlink (system_lesson);
  g_unlink (broken);
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_export (void)
{
  g_autoptr(AkApplication) app = test_application ();
  g_autofree char *dir = g_dir_make_tmp ("ak-export-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "results.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) bad = g_file_new_for_path ("/nonexistent/results.csv");
  g_autofree char *contents = NULL;
  AkWindow *window = new_window (app);

  ak_progress_set_sort_result (ak_window_get_progress (window), "ai-accelerators", 3, 5, NULL);
  g_assert_true (ak_window_export_results (window, file));
  g_assert_cmpstr (ak_window_get_last_toast (window), ==, "Results exported.");
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_nonnull (strstr (contents, "\"lesson_id\" : \"ai-accelerators\""));

  g_assert_false (ak_window_export_results (window, bad));
  g_assert_true (g_str_has_prefix (ak_window_get_last_toast (window), "Could not export the results: "));

  g_unlink (path);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Export Results asks the learner's name first, filled in with the
 * account's; the name given is kept and goes into the export. */
static void
test_export_asks_name (void)
{
  g_autoptr(AkApplication) app = test_application ();
  g_autoptr(GSettings) settings = ak_application_new_settings ();
  g_autofree char *dir = g_dir_make_tmp ("ak-export-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "results.csv", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *account = ak_progress_default_learner ();
  g_autofree char *contents = NULL;
  g_autofree char *kept = NULL;
  AkWindow *window = new_window (app);
  GtkWindow *dialog;
  GtkEditable *entry;

  g_settings_reset (settings, "learner-name");
  dialog = ak_window_lessons_ask_learner_name (window);
  entry = GTK_EDITABLE (adw_message_dialog_get_extra_child (ADW_MESSAGE_DIALOG (dialog)));
  g_assert_cmpstr (gtk_editable_get_text (entry), ==, account);
  gtk_editable_set_text (entry, "  Ada Lovelace ");
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  kept = g_settings_get_string (settings, "learner-name");
  g_assert_cmpstr (kept, ==, "");
  g_clear_pointer (&kept, g_free);

  dialog = ak_window_lessons_ask_learner_name (window);
  entry = GTK_EDITABLE (adw_message_dialog_get_extra_child (ADW_MESSAGE_DIALOG (dialog)));
  gtk_editable_set_text (entry, "  Ada Lovelace ");
  /* Export keeps the name, trimmed, and opens the save chooser (which
   * cannot be driven: ak_window_export_results() is what it calls). */
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "export");
  kept = g_settings_get_string (settings, "learner-name");
  g_assert_cmpstr (kept, ==, "Ada Lovelace");

  ak_progress_set_sort_result (ak_window_get_progress (window), "ai-accelerators", 3, 5, NULL);
  g_assert_true (ak_window_export_results (window, file));
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_nonnull (strstr (contents, ",lesson,ai-accelerators,Ada Lovelace,"));

  g_settings_reset (settings, "learner-name");
  g_unlink (path);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A lesson installed for the class (never opened) owns its id: another
 * file with that id and other content is refused, naming both files; a
 * copy of the installed one is not (issue 29 item 1). */
static void
test_installed_id_clash (void)
{
  g_autoptr(AkApplication) app = test_application ();
  g_autofree char *system = g_build_filename (g_get_system_data_dirs ()[0], "accelerator-kitchen", "lessons", NULL);
  g_autofree char *installed = g_build_filename (system, "week-3.json", NULL);
  g_autofree char *other = temp_lesson_path ();
  g_autofree char *copy = temp_lesson_path ();
  g_autofree char *copy_text = NULL;
  g_autoptr(GFile) other_file = g_file_new_for_path (other);
  g_autoptr(GFile) copy_file = g_file_new_for_path (copy);
  AkWindow *window = new_window (app);
  const char *problems;

  g_assert_true (g_str_has_prefix (system, g_get_tmp_dir ()));
  write_lesson (installed, "org.example.week-3", "Week 3");
  write_lesson (other, "org.example.week-3", "Someone Else's Week 3");

  g_assert_false (ak_window_open_file (window, other_file, NULL));
  g_assert_true (ak_window_is_showing_problems (window));
  problems = ak_window_get_problems_text (window);
  g_assert_nonnull (strstr (problems, other));
  g_assert_nonnull (strstr (problems, installed));
  g_assert_nonnull (strstr (problems, "org.example.week-3"));

  g_assert_true (g_file_get_contents (installed, &copy_text, NULL, NULL));
  g_assert_true (g_file_set_contents (copy, copy_text, -1, NULL));
  g_assert_true (ak_window_open_file (window, copy_file, NULL));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "Week 3");

  g_unlink (installed);
  gtk_window_destroy (GTK_WINDOW (window));
}

static AkLibraryDialog *
find_library_dialog (void)
{
  g_autoptr(GListModel) toplevels = g_object_ref (gtk_window_get_toplevels ());

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);

      if (AK_IS_LIBRARY_DIALOG (window))
        return AK_LIBRARY_DIALOG (window);
    }
  return NULL;
}

/* fixed-lesson disables Open Lesson and the library; allow-reset-progress
 * disables Reset Progress; allow-measure is tested with the roofline page. */
static void
test_classroom_settings (void)
{
  g_autoptr(AkApplication) app = test_application ();
  g_autoptr(GSettings) settings = ak_application_new_settings ();
  AkWindow *window = new_window (app);
  g_autoptr(GFile) fixed = NULL;
  AkLibraryDialog *dialog;

  g_settings_set_string (settings, "fixed-lesson", "/srv/class/lesson.json");
  fixed = ak_window_lessons_fixed_lesson (settings);
  g_assert_cmpstr (g_file_peek_path (fixed), ==, "/srv/class/lesson.json");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-library", NULL);
  g_assert_null (find_library_dialog ());

  g_settings_reset (settings, "fixed-lesson");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-library", NULL));
  dialog = find_library_dialog ();
  g_assert_nonnull (dialog);
  iterate_until (dialog_scanned, dialog);
  gtk_window_destroy (GTK_WINDOW (dialog));

  g_settings_set_boolean (settings, "allow-reset-progress", FALSE);
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (app), "reset-progress"));
  g_settings_reset (settings, "allow-reset-progress");
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (app), "reset-progress"));

  gtk_window_destroy (GTK_WINDOW (window));
}

typedef struct {
  AkApplication *app;
  char          *title;
} FixedRun;

static gboolean
record_title_and_quit (gpointer data)
{
  FixedRun *run = data;
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (run->app));

  if (window == NULL || !gtk_widget_get_mapped (GTK_WIDGET (window)))
    return G_SOURCE_CONTINUE;
  run->title = g_strdup (gtk_window_get_title (window));
  g_application_quit (G_APPLICATION (run->app));
  return G_SOURCE_REMOVE;
}

/* With fixed-lesson set, the app plays it whatever --lesson says. */
static void
test_fixed_lesson_at_start (void)
{
  g_autoptr(GSettings) settings = ak_application_new_settings ();
  g_autofree char *fixed = temp_lesson_path ();
  g_autofree char *other = temp_lesson_path ();
  const char *argv[] = { "accelerator-kitchen", "--lesson", other, NULL };
  FixedRun run = { 0 };

  write_lesson (fixed, "fixed", "The Class Lesson");
  write_lesson (other, "other", "Another Lesson");
  g_settings_set_string (settings, "fixed-lesson", fixed);

  run.app = test_application ();
  g_timeout_add (20, record_title_and_quit, &run);
  g_assert_cmpint (g_application_run (G_APPLICATION (run.app), 3, (char **) argv), ==, 0);
  g_assert_cmpstr (run.title, ==, "The Class Lesson");

  g_settings_reset (settings, "fixed-lesson");
  g_clear_object (&run.app);
  g_free (run.title);
}

int
main (int argc, char *argv[])
{
  g_autofree char *root = g_dir_make_tmp ("ak-xdg-XXXXXX", NULL);
  g_autofree char *user = g_build_filename (root, "user", NULL);
  g_autofree char *system = g_build_filename (root, "system", NULL);
  g_autofree char *dirs = g_strconcat (system, ":/usr/local/share:/usr/share", NULL);

  g_setenv ("XDG_DATA_HOME", user, TRUE);
  g_setenv ("XDG_DATA_DIRS", dirs, TRUE);

  if (!ui_test_init (&argc, &argv))
    return 0;

  g_test_add_func ("/window-lessons/open-file", test_open_file);
  g_test_add_func ("/window-lessons/recent-bounded", test_recent_bounded);
  g_test_add_func ("/window-lessons/live-reload", test_live_reload);
  g_test_add_func ("/window-lessons/reload-then-install", test_reload_then_install);
  g_test_add_func ("/window-lessons/library", test_library);
  g_test_add_func ("/window-lessons/installed-id-clash", test_installed_id_clash);
  g_test_add_func ("/window-lessons/export", test_export);
  g_test_add_func ("/window-lessons/export-asks-name", test_export_asks_name);
  g_test_add_func ("/window-lessons/classroom-settings", test_classroom_settings);
  g_test_add_func ("/window-lessons/fixed-lesson-at-start", test_fixed_lesson_at_start);

  return g_test_run ();
}

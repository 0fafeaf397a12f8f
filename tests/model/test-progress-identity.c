/* test-progress-identity.c: one progress record per lesson, however it is
 * opened; another lesson that reuses a known id is refused; records split
 * by older builds (`ID@URI`) are joined (suite "model", no display)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "ak-lesson.h"
#include "ak-progress-identity.h"

#include "ak-test-progress.h"

/* tests/lessons/minimal.json (id "minimal"), its title changed to @title
 * when not NULL (another lesson with the same id), written to @name in
 * a fresh folder under the test's tmp dir. */
static GFile *
lesson_copy (const char *folder,
             const char *title)
{
  g_autofree char *source = g_build_filename (TOP_SRCDIR, "tests", "lessons", "minimal.json", NULL);
  g_autofree char *dir = g_build_filename (g_get_tmp_dir (), folder, NULL);
  g_autofree char *path = g_build_filename (dir, "lesson.json", NULL);
  g_autofree char *contents = NULL;
  g_autoptr(GString) text = NULL;

  g_assert_true (g_file_get_contents (source, &contents, NULL, NULL));
  text = g_string_new (contents);
  if (title != NULL)
    g_assert_cmpuint (g_string_replace (text, "\"Minimal lesson\"", title, 1), ==, 1);
  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, text->str, (gssize) text->len, NULL));
  return g_file_new_for_path (path);
}

static AkLesson *
load (GFile *file)
{
  g_autoptr(GError) error = NULL;
  AkLesson *lesson = ak_lesson_new_from_file (file, NULL, &error);

  g_assert_no_error (error);
  return lesson;
}

/* The key is the id alone, for a file and for bytes. */
static void
test_key_is_id (void)
{
  g_autoptr(GFile) file = lesson_copy ("a", NULL);
  g_autoptr(AkLesson) lesson = load (file);

  g_assert_cmpstr (ak_lesson_get_progress_key (lesson), ==, "minimal");
  g_assert_cmpuint (strlen (ak_lesson_get_digest (lesson)), ==, 64);
}

/* The same lesson at two paths (two machines, an installed copy) has one
 * record; the teacher editing the file keeps it. */
static void
test_same_lesson_two_paths (void)
{
  g_autoptr(AkProgress) progress = test_loaded_progress ();
  g_autoptr(GFile) first = lesson_copy ("one", NULL);
  g_autoptr(GFile) second = lesson_copy ("two", NULL);
  g_autoptr(AkLesson) a = load (first);
  g_autoptr(AkLesson) b = load (second);
  g_autoptr(AkLesson) edited = NULL;
  g_autoptr(GFile) edited_file = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) ids = NULL;

  g_assert_true (ak_progress_claim_lesson (progress, a, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (ak_progress_set_last_page (progress, ak_lesson_get_progress_key (a), "roofline", NULL));
  g_assert_true (ak_progress_claim_lesson (progress, b, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (ak_progress_get_last_page (progress, ak_lesson_get_progress_key (b)), ==, "roofline");
  g_assert_cmpstr (ak_progress_get_lesson_title (progress, "minimal"), ==, "Minimal lesson");
  g_assert_cmpstr (ak_progress_get_lesson_source (progress, "minimal"), ==, ak_lesson_get_source_uri (b));

  /* The file at the second path, edited: the same lesson, a new version. */
  edited_file = lesson_copy ("two", "\"Minimal lesson, week 2\"");
  edited = load (edited_file);
  g_assert_cmpstr (ak_lesson_get_digest (edited), !=, ak_lesson_get_digest (b));
  g_assert_true (ak_progress_claim_lesson (progress, edited, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (ak_progress_get_lesson_digest (progress, "minimal"), ==, ak_lesson_get_digest (edited));
  g_assert_cmpstr (ak_progress_get_lesson_title (progress, "minimal"), ==, "Minimal lesson, week 2");
  /* The first copy (the old version) is still this lesson. */
  g_assert_true (ak_progress_claim_lesson (progress, a, NULL, &error));
  g_assert_no_error (error);

  ids = ak_progress_list_lessons (progress);
  g_assert_cmpuint (g_strv_length (ids), ==, 1);
}

/* Another lesson (other content, another file) with a known id is
 * refused, naming both files; the record stays the first lesson's. */
static void
test_other_lesson_refused (void)
{
  g_autoptr(AkProgress) progress = test_loaded_progress ();
  g_autoptr(GFile) first = lesson_copy ("mine", NULL);
  g_autoptr(GFile) second = lesson_copy ("theirs", "\"Another lesson\"");
  g_autoptr(AkLesson) a = load (first);
  g_autoptr(AkLesson) b = load (second);
  g_autoptr(GError) error = NULL;
  g_autofree char *a_path = g_file_get_path (first);
  g_autofree char *b_path = g_file_get_path (second);

  g_assert_true (ak_progress_claim_lesson (progress, a, NULL, NULL));
  g_assert_false (ak_progress_claim_lesson (progress, b, NULL, &error));
  g_assert_error (error, AK_PROGRESS_ERROR, AK_PROGRESS_ERROR_CLASH);
  g_assert_nonnull (strstr (error->message, a_path));
  g_assert_nonnull (strstr (error->message, b_path));
  g_assert_nonnull (strstr (error->message, "“minimal”"));
  g_assert_cmpstr (ak_progress_get_lesson_title (progress, "minimal"), ==, "Minimal lesson");
}

/* A lesson that is known (bundled, installed) but never played here is
 * still another lesson's id; a copy of it is not. */
static void
test_known_lesson_refused (void)
{
  g_autoptr(AkProgress) progress = test_loaded_progress ();
  g_autoptr(GFile) installed = lesson_copy ("installed", NULL);
  g_autoptr(GFile) copy = lesson_copy ("copy", NULL);
  g_autoptr(GFile) other = lesson_copy ("other", "\"Week 3\"");
  g_autoptr(AkLesson) installed_lesson = load (installed);
  g_autoptr(AkLesson) copy_lesson = load (copy);
  g_autoptr(AkLesson) other_lesson = load (other);
  g_autoptr(GPtrArray) known = g_ptr_array_new_with_free_func ((GDestroyNotify) ak_lesson_entry_free);
  AkLessonEntry *entry = g_new0 (AkLessonEntry, 1);
  g_autoptr(GError) error = NULL;

  entry->id = g_strdup ("minimal");
  entry->uri = g_file_get_uri (installed);
  entry->digest = g_strdup (ak_lesson_get_digest (installed_lesson));
  g_ptr_array_add (known, entry);

  g_assert_false (ak_progress_claim_lesson (progress, other_lesson, known, &error));
  g_assert_error (error, AK_PROGRESS_ERROR, AK_PROGRESS_ERROR_CLASH);
  g_assert_null (ak_progress_get_lesson_title (progress, "minimal"));
  g_clear_error (&error);
  g_assert_true (ak_progress_claim_lesson (progress, copy_lesson, known, &error));
  g_assert_no_error (error);
}

/* A teacher installs one version of their lesson and goes on editing
 * the file they play: the installed copy is a version the record has
 * seen, so the edited file is still the record's lesson. */
static void
test_installed_earlier_version (void)
{
  g_autoptr(AkProgress) progress = test_loaded_progress ();
  g_autoptr(GFile) working = lesson_copy ("working", NULL);
  g_autoptr(GFile) installed = lesson_copy ("installed-version", NULL);
  g_autoptr(AkLesson) first = load (working);
  g_autoptr(AkLesson) edited = NULL;
  g_autoptr(GPtrArray) known = g_ptr_array_new_with_free_func ((GDestroyNotify) ak_lesson_entry_free);
  AkLessonEntry *entry = g_new0 (AkLessonEntry, 1);
  g_autoptr(GError) error = NULL;

  g_assert_true (ak_progress_claim_lesson (progress, first, NULL, NULL));
  entry->id = g_strdup ("minimal");
  entry->uri = g_file_get_uri (installed);
  entry->digest = g_strdup (ak_lesson_get_digest (first));
  g_ptr_array_add (known, entry);

  g_object_unref (lesson_copy ("working", "\"Minimal lesson, edited\""));
  edited = load (working);
  g_assert_cmpstr (ak_lesson_get_digest (edited), !=, ak_lesson_get_digest (first));
  g_assert_true (ak_progress_claim_lesson (progress, edited, known, &error));
  g_assert_no_error (error);
}

/* tests/lessons/minimal.json with the id @id and the title @title, as
 * @folder/@name under the test's tmp dir. */
static GFile *
lesson_named (const char *folder,
              const char *name,
              const char *id,
              const char *title)
{
  g_autoptr(GFile) copy = lesson_copy (folder, title);
  g_autofree char *contents = NULL;
  g_autoptr(GString) text = NULL;
  g_autofree char *dir = g_build_filename (g_get_tmp_dir (), folder, NULL);
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autofree char *quoted = g_strdup_printf ("\"id\": \"%s\"", id);

  g_assert_true (g_file_load_contents (copy, NULL, &contents, NULL, NULL, NULL));
  text = g_string_new (contents);
  g_assert_cmpuint (g_string_replace (text, "\"id\": \"minimal\"", quoted, 1), ==, 1);
  g_assert_true (g_file_set_contents (path, text->str, (gssize) text->len, NULL));
  return g_file_new_for_path (path);
}

/* The refusal suggests an id named after a file, never the id the two
 * lessons share (a teacher who followed the suggestion was told to use
 * the id they had); when both names give that id it suggests none. */
static void
test_suggestion_not_the_id (void)
{
  g_autoptr(AkProgress) progress = test_loaded_progress ();
  g_autoptr(GFile) mine = lesson_named ("suggest-a", "week-3.json", "org.example.week-3", NULL);
  g_autoptr(GFile) same_name = lesson_named ("suggest-b", "week-3.json", "org.example.week-3", "\"Other\"");
  g_autoptr(GFile) other_name = lesson_named ("suggest-c", "My Lesson.json", "org.example.week-3", "\"Other\"");
  g_autoptr(AkLesson) a = load (mine);
  g_autoptr(AkLesson) b = load (same_name);
  g_autoptr(AkLesson) c = load (other_name);
  g_autoptr(GError) error = NULL;

  g_assert_true (ak_progress_claim_lesson (progress, a, NULL, NULL));
  g_assert_false (ak_progress_claim_lesson (progress, b, NULL, &error));
  g_assert_error (error, AK_PROGRESS_ERROR, AK_PROGRESS_ERROR_CLASH);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, "“org.example.week-3”"));
  g_assert_null (strstr (error->message, "(org.example.week-3)"));
  g_clear_error (&error);

  g_assert_false (ak_progress_claim_lesson (progress, c, NULL, &error));
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, "(org.example.my-lesson)"));
}

/* A teacher edits the lesson while it plays (each save reloaded and
 * claimed), then installs the last version under another name: the
 * store, saved and read again as at the next start, knows that version
 * as the one played last, and the installed copy is the same lesson. */
static void
test_installed_reloaded_version (void)
{
  g_autoptr(AkProgress) progress = test_loaded_progress ();
  g_autoptr(AkProgress) reread = NULL;
  g_autoptr(GFile) working = lesson_named ("draft", "my-lesson.json", "org.example.week-3", NULL);
  g_autoptr(GFile) edited_file = NULL;
  g_autoptr(GFile) installed = NULL;
  g_autoptr(AkLesson) first = load (working);
  g_autoptr(AkLesson) edited = NULL;
  g_autoptr(AkLesson) installed_lesson = NULL;
  g_autoptr(GPtrArray) known = g_ptr_array_new_with_free_func ((GDestroyNotify) ak_lesson_entry_free);
  AkLessonEntry *entry = g_new0 (AkLessonEntry, 1);
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = NULL;

  g_assert_true (ak_progress_claim_lesson (progress, first, NULL, NULL));
  edited_file = lesson_named ("draft", "my-lesson.json", "org.example.week-3", "\"Week 3, edited\"");
  g_assert_true (g_file_equal (edited_file, working));
  bytes = g_file_load_bytes (working, NULL, NULL, &error);
  g_assert_no_error (error);
  /* as the watch builds a reloaded lesson */
  edited = ak_lesson_new_from_file_bytes (working, bytes, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (ak_progress_claim_lesson (progress, edited, NULL, &error));
  g_assert_no_error (error);

  reread = test_loaded_progress ();
  g_assert_cmpstr (ak_progress_get_lesson_digest (reread, "org.example.week-3"), ==, ak_lesson_get_digest (edited));

  installed = lesson_named ("system", "week-3.json", "org.example.week-3", "\"Week 3, edited\"");
  installed_lesson = load (installed);
  g_assert_cmpstr (ak_lesson_get_digest (installed_lesson), ==, ak_lesson_get_digest (edited));
  entry->id = g_strdup ("org.example.week-3");
  entry->uri = g_file_get_uri (installed);
  entry->digest = g_strdup (ak_lesson_get_digest (installed_lesson));
  g_ptr_array_add (known, entry);
  g_assert_true (ak_progress_claim_lesson (reread, installed_lesson, known, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (ak_progress_get_lesson_source (reread, "org.example.week-3"), ==,
                   ak_lesson_get_source_uri (installed_lesson));
}

/* Reverse-DNS lesson ids are valid; malformed ones are not. */
static void
test_lesson_ids (void)
{
  const char *valid[] = { "ai-accelerators", "org.example.week-3", "a", "edu.school2.x-1" };
  const char *invalid[] = { "", "Week", "org..example", "org.example.", ".org", "org.3d", "a b", "a@b" };
  g_autofree char *longest = g_strnfill (64, 'a');
  g_autofree char *too_long = g_strnfill (65, 'a');

  g_assert_true (ak_lesson_id_is_valid (longest));
  g_assert_false (ak_lesson_id_is_valid (too_long));
  for (guint i = 0; i < G_N_ELEMENTS (valid); i++)
    g_assert_true (ak_lesson_id_is_valid (valid[i]));
  for (guint i = 0; i < G_N_ELEMENTS (invalid); i++)
    g_assert_false (ak_lesson_id_is_valid (invalid[i]));
}

/* A progress file of an older build: the bundled lesson under its id,
 * the same lesson opened from the library under id@resource URI, and a
 * teacher's lesson under id@file URI only. */
static const char split_file[] =
  "{ \"format\": \"accelerator-kitchen-progress\", \"version\": 1, \"lessons\": {\n"
  "  \"ai-accelerators\": { \"last_page\": \"roofline\", \"last_page_date\": \"2026-11-01T10:00:00Z\",\n"
  "    \"quiz\": { \"best\": { \"score\": 2, \"total\": 5, \"date\": \"2026-11-01T10:00:00Z\" } } },\n"
  "  \"ai-accelerators@resource:///io/github/accelerator_kitchen/AcceleratorKitchen/lessons/ai-accelerators.json\":\n"
  "    { \"last_page\": \"quiz\", \"last_page_date\": \"2026-11-02T10:00:00Z\",\n"
  "      \"quiz\": { \"best\": { \"score\": 4, \"total\": 5, \"date\": \"2026-11-02T10:00:00Z\" } },\n"
  "      \"sort\": { \"correct\": 6, \"total\": 8, \"date\": \"2026-11-02T10:00:00Z\" } },\n"
  "  \"week-3@file:///home/t/week-3.json\": { \"last_page\": \"idea\" }\n"
  "} }\n";

static void
write_progress (const char *contents)
{
  g_autofree char *path = ak_progress_get_default_path ();
  g_autofree char *dir = g_path_get_dirname (path);

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, contents, -1, NULL));
}

/* Split records join their lesson's: the newer page, the better score,
 * the sort check only the split record had; nothing is lost or reset. */
static void
test_split_records_join (void)
{
  g_autoptr(AkProgress) progress = NULL;
  g_autoptr(AkProgress) reread = NULL;
  g_auto(GStrv) ids = NULL;
  guint score = 0, total = 0;

  write_progress (split_file);
  progress = test_loaded_progress ();
  ids = ak_progress_list_lessons (progress);
  g_assert_cmpuint (g_strv_length (ids), ==, 2);
  g_assert_cmpstr (ids[0], ==, "ai-accelerators");
  g_assert_cmpstr (ids[1], ==, "week-3");
  g_assert_cmpstr (ak_progress_get_last_page (progress, "ai-accelerators"), ==, "quiz");
  g_assert_true (ak_progress_get_best_quiz_score (progress, "ai-accelerators", &score, &total, NULL));
  /* 4/5 beats 2/5 */
  g_assert_cmpuint (score, ==, 4);
  g_assert_true (ak_progress_get_sort_result (progress, "ai-accelerators", &score, &total, NULL));
  g_assert_cmpuint (score, ==, 6);
  g_assert_cmpstr (ak_progress_get_last_page (progress, "week-3"), ==, "idea");
  g_assert_cmpstr (ak_progress_get_lesson_source (progress, "week-3"), ==, "file:///home/t/week-3.json");

  /* Saved joined, and read back the same. */
  g_assert_true (ak_progress_save (progress, NULL));
  reread = test_loaded_progress ();
  g_clear_pointer (&ids, g_strfreev);
  ids = ak_progress_list_lessons (reread);
  g_assert_cmpuint (g_strv_length (ids), ==, 2);
  g_assert_cmpstr (ak_progress_get_last_page (reread, "ai-accelerators"), ==, "quiz");
}

/* An older build's key with nothing after the "@" is the lesson's record
 * without a source: it loads, saves and loads again (fuzz-progress found
 * it written back with an empty source, which the reader refuses). */
static void
test_key_with_empty_uri (void)
{
  g_autoptr(AkProgress) progress = NULL;
  g_autoptr(AkProgress) reread = NULL;

  write_progress ("{ \"format\": \"accelerator-kitchen-progress\", \"version\": 1, "
                  "\"lessons\": { \"week-3@\": { \"last_page\": \"idea\" } } }");
  progress = test_loaded_progress ();
  g_assert_null (ak_progress_get_notice (progress));
  g_assert_cmpstr (ak_progress_get_last_page (progress, "week-3"), ==, "idea");
  g_assert_null (ak_progress_get_lesson_source (progress, "week-3"));
  g_assert_true (ak_progress_save (progress, NULL));

  reread = test_loaded_progress ();
  g_assert_null (ak_progress_get_notice (reread));
  g_assert_cmpstr (ak_progress_get_last_page (reread, "week-3"), ==, "idea");
}

/* A key that is no lesson id (nor id@uri) makes the file unreadable, like
 * any other wrong record: it is moved aside, never half-read. */
static void
test_bad_keys (void)
{
  const char *keys[] = { "=cmd|' /C calc'!A0", "Week 3", "", "@file:///x", "a\\tb" };

  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    {
      g_autofree char *contents = g_strdup_printf ("{ \"format\": \"accelerator-kitchen-progress\", \"version\": 1, "
                                                   "\"lessons\": { \"%s\": { \"last_page\": \"idea\" } } }", keys[i]);
      g_autoptr(AkProgress) progress = ak_progress_new (NULL);
      g_autoptr(GError) error = NULL;

      write_progress (contents);
      g_assert_false (ak_progress_load (progress, &error));
      g_assert_error (error, AK_PROGRESS_ERROR, AK_PROGRESS_ERROR_CORRUPT);
      g_assert_nonnull (strstr (error->message, "not a lesson id"));
    }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/progress-identity/key-is-id", test_key_is_id);
  g_test_add_func ("/progress-identity/same-lesson-two-paths", test_same_lesson_two_paths);
  g_test_add_func ("/progress-identity/other-lesson-refused", test_other_lesson_refused);
  g_test_add_func ("/progress-identity/known-lesson-refused", test_known_lesson_refused);
  g_test_add_func ("/progress-identity/installed-earlier-version", test_installed_earlier_version);
  g_test_add_func ("/progress-identity/suggestion-not-the-id", test_suggestion_not_the_id);
  g_test_add_func ("/progress-identity/installed-reloaded-version", test_installed_reloaded_version);
  g_test_add_func ("/progress-identity/lesson-ids", test_lesson_ids);
  g_test_add_func ("/progress-identity/split-records-join", test_split_records_join);
  g_test_add_func ("/progress-identity/key-with-empty-uri", test_key_with_empty_uri);
  g_test_add_func ("/progress-identity/bad-keys", test_bad_keys);

  return g_test_run ();
}

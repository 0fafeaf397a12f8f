/* test-hostile-files.c: every reader of outside files against FIFOs,
 * devices, folders, endless files, deep nesting and json-glib's blind spots
 *
 * The inputs that crashed or hung the app are committed in tests/hostile/;
 * FIFOs and links to devices are made here, since git keeps neither.
 * A FIFO is opened by nobody else, so a reader that blocks on it hangs the
 * test until meson's timeout: that is the failure this guards against.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "ak-file-read.h"
#include "ak-hf-config.h"
#include "ak-json-read.h"
#include "ak-json-strict.h"
#include "ak-lesson.h"
#include "ak-lesson-watch.h"
#include "ak-progress.h"

typedef struct {
  char *dir;
} Fixture;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  f->dir = g_dir_make_tmp ("ak-hostile-XXXXXX", NULL);
  g_assert_nonnull (f->dir);
}

static void
remove_all (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      if (g_file_test (path, G_FILE_TEST_IS_DIR) && !g_file_test (path, G_FILE_TEST_IS_SYMLINK))
        remove_all (path);
      else
        g_unlink (path);
    }
  g_rmdir (dir);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  remove_all (f->dir);
  g_free (f->dir);
}

static char *
make_fifo (Fixture    *f,
           const char *name)
{
  char *path = g_build_filename (f->dir, name, NULL);

  if (mkfifo (path, 0600) != 0)
    g_error ("mkfifo %s: %s", path, g_strerror (errno));
  return path;
}

static char *
make_link (Fixture    *f,
           const char *name,
           const char *target)
{
  char *path = g_build_filename (f->dir, name, NULL);

  g_assert_cmpint (symlink (target, path), ==, 0);
  return path;
}

static char *
hostile_path (const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "hostile", name, NULL);
}

static GBytes *
hostile_bytes (const char *name)
{
  g_autofree char *path = hostile_path (name);
  g_autoptr(GError) error = NULL;
  GBytes *bytes = ak_file_read_path (path, 4 * 1024 * 1024, &error);

  g_assert_no_error (error);
  return bytes;
}

/* ---- the shared reader --------------------------------------------------- */

static void
test_read_fifo (Fixture       *f,
                gconstpointer  data)
{
  g_autofree char *fifo = make_fifo (f, "lesson.json");
  g_autoptr(GError) error = NULL;

  g_assert_null (ak_file_read_path (fifo, 1024, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE);
}

static void
test_read_devices (Fixture       *f,
                   gconstpointer  data)
{
  g_autofree char *link = make_link (f, "zero.json", "/dev/zero");
  const char * const paths[] = { "/dev/zero", "/dev/null", link, f->dir };

  for (guint i = 0; i < G_N_ELEMENTS (paths); i++)
    {
      g_autoptr(GError) error = NULL;

      g_assert_null (ak_file_read_path (paths[i], 1024, &error));
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE);
    }
}

static void
test_read_caps (Fixture       *f,
                gconstpointer  data)
{
  g_autofree char *path = g_build_filename (f->dir, "big.json", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = NULL;

  g_assert_true (g_file_set_contents (path, "0123456789", 10, NULL));

  bytes = ak_file_read_path (path, 10, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_bytes_get_size (bytes), ==, 10);
  /* NUL-terminated beyond its size, so it can serve as a string */
  g_assert_cmpstr (g_bytes_get_data (bytes, NULL), ==, "0123456789");

  g_assert_null (ak_file_read_path (path, 9, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_MESSAGE_TOO_LARGE);
  g_clear_error (&error);

  g_assert_null (ak_file_read_path ("/nonexistent/x.json", 9, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
}

/* ---- JSON: depth, escapes, NUL ------------------------------------------- */

static void
test_json_depth (void)
{
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = NULL;

  for (guint i = 0; i < AK_JSON_READ_MAX_DEPTH; i++)
    g_string_append (text, "{\"a\":");
  g_string_append (text, "1");
  for (guint i = 0; i < AK_JSON_READ_MAX_DEPTH; i++)
    g_string_append_c (text, '}');

  /* as deep as allowed: read */
  node = ak_json_read (text->str, text->len, "deep.json", AK_JSON_READ_MAX_DEPTH, &error);
  g_assert_no_error (error);
  g_assert_nonnull (node);

  /* one more: refused at the opening bracket, with its position */
  g_string_prepend (text, "[");
  g_string_append (text, "]");
  g_assert_null (ak_json_read (text->str, text->len, "deep.json", AK_JSON_READ_MAX_DEPTH, &error));
  g_assert_error (error, AK_JSON_STRICT_ERROR, AK_JSON_STRICT_ERROR_DEPTH);
  g_assert_true (g_str_has_prefix (error->message, "deep.json:1:"));
}

static void
test_json_short_escape (void)
{
  g_autoptr(GBytes) bytes = hostile_bytes ("progress-short-escape.json");
  g_autoptr(GError) error = NULL;
  gsize len;
  const char *data = g_bytes_get_data (bytes, &len);

  g_assert_null (ak_json_read (data, len, "p.json", AK_JSON_READ_MAX_DEPTH, &error));
  g_assert_error (error, AK_JSON_STRICT_ERROR, AK_JSON_STRICT_ERROR_ESCAPE);
  g_assert_cmpstr (error->message, ==, "p.json:1:3: “\\u” must be followed by four hex digits");
}

static void
test_json_nul_escape (void)
{
  static const char text[] = "{\"id\": \"ok\\u0000javascript:alert(1)\"}";
  g_autoptr(GError) error = NULL;

  g_assert_null (ak_json_read (text, sizeof text - 1, "nul.json", 8, &error));
  g_assert_error (error, AK_JSON_STRICT_ERROR, AK_JSON_STRICT_ERROR_NUL);
  g_assert_true (g_str_has_prefix (error->message, "nul.json:1:11: "));
}

/* ---- progress ------------------------------------------------------------ */

/* Loading @name as the progress file leaves a usable store, whatever it holds. */
static AkProgress *
load_progress_copy (Fixture     *f,
                    const char  *name,
                    GError     **error)
{
  g_autofree char *path = g_build_filename (f->dir, "progress.json", NULL);
  g_autoptr(GBytes) bytes = hostile_bytes (name);
  AkProgress *progress;

  g_assert_true (g_file_set_contents (path, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes), NULL));
  progress = ak_progress_new (path);
  ak_progress_load (progress, error);
  return progress;
}

static void
assert_moved_aside (Fixture *f)
{
  g_autoptr(GDir) dir = g_dir_open (f->dir, 0, NULL);
  const char *name;
  gboolean found = FALSE;

  while ((name = g_dir_read_name (dir)) != NULL)
    found |= g_str_has_prefix (name, "progress.json.corrupt-");
  g_assert_true (found);
}

/* Each crashed the app at every start: json-glib 1.6 turned `\ud8 z` into
 * invalid UTF-8 and json_gvariant_deserialize() failed without an error;
 * 200,000 `[` overflowed the stack. Now the file is moved aside and the
 * store starts empty and can save. */
static void
test_progress_corrupt (Fixture       *f,
                       gconstpointer  data)
{
  const char * const *input = data;  /* file name, words of the error */
  g_autoptr(GError) error = NULL;
  g_autoptr(AkProgress) progress = load_progress_copy (f, input[0], &error);

  g_assert_error (error, AK_PROGRESS_ERROR, AK_PROGRESS_ERROR_CORRUPT);
  g_assert_nonnull (strstr (error->message, input[1]));
  g_assert_true (ak_progress_get_can_save (progress));
  g_assert_nonnull (ak_progress_get_notice (progress));
  assert_moved_aside (f);
}

/* A FIFO blocked start-up, a link to /dev/zero grew memory to gigabytes.
 * Both are refused at once and left alone: nothing is saved over them. */
static void
test_progress_not_regular (Fixture       *f,
                           gconstpointer  data)
{
  g_autofree char *fifo = make_fifo (f, "fifo-progress.json");
  g_autofree char *zero = make_link (f, "zero-progress.json", "/dev/zero");
  const char * const paths[] = { fifo, zero };

  for (guint i = 0; i < G_N_ELEMENTS (paths); i++)
    {
      g_autoptr(AkProgress) progress = ak_progress_new (paths[i]);
      g_autoptr(GError) error = NULL;

      g_assert_false (ak_progress_load (progress, &error));
      g_assert_error (error, AK_PROGRESS_ERROR, AK_PROGRESS_ERROR_READ);
      g_assert_nonnull (strstr (error->message, "not a regular file"));
      g_assert_false (ak_progress_get_can_save (progress));
    }
  g_assert_true (g_file_test (zero, G_FILE_TEST_IS_SYMLINK));
}

/* ---- config.json --------------------------------------------------------- */

/* 100,000 levels crashed --analyze --model and the pages' Open config.json. */
static void
test_config_deep (void)
{
  g_autofree char *path = hostile_path ("config-deep.json");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  AkTransformerShape shape;

  g_assert_false (ak_hf_config_load_file (file, &shape, NULL, &error));
  g_assert_error (error, AK_HF_CONFIG_ERROR, AK_HF_CONFIG_ERROR_PARSE);
  g_assert_nonnull (strstr (error->message, "config-deep.json:1:"));
  g_assert_nonnull (strstr (error->message, "nested deeper than"));
}

static void
test_config_not_regular (Fixture       *f,
                         gconstpointer  data)
{
  g_autofree char *fifo = make_fifo (f, "config.json");
  g_autofree char *zero = make_link (f, "zero.json", "/dev/zero");
  const char * const paths[] = { fifo, zero, "/dev/zero" };

  for (guint i = 0; i < G_N_ELEMENTS (paths); i++)
    {
      g_autoptr(GFile) file = g_file_new_for_path (paths[i]);
      g_autoptr(GError) error = NULL;
      AkTransformerShape shape;

      g_assert_false (ak_hf_config_load_file (file, &shape, NULL, &error));
      g_assert_error (error, AK_HF_CONFIG_ERROR, AK_HF_CONFIG_ERROR_READ);
      g_assert_nonnull (strstr (error->message, "not a regular file"));
    }
}

/* ---- lessons ------------------------------------------------------------- */

/* A FIFO hung --lesson (no window ever came) and live reload. */
static void
test_lesson_not_regular (Fixture       *f,
                         gconstpointer  data)
{
  g_autofree char *fifo = make_fifo (f, "lesson.json");
  g_autofree char *zero = make_link (f, "zero.json", "/dev/zero");
  const char * const paths[] = { fifo, zero };

  for (guint i = 0; i < G_N_ELEMENTS (paths); i++)
    {
      g_autoptr(GFile) file = g_file_new_for_path (paths[i]);
      g_autoptr(GError) error = NULL;
      g_autoptr(AkLesson) lesson = ak_lesson_new_from_file (file, NULL, &error);

      g_assert_null (lesson);
      g_assert_error (error, AK_LESSON_ERROR, AK_LESSON_ERROR_READ);
      g_assert_nonnull (strstr (error->message, "not a regular file"));
    }
}

static void
on_failed (AkLessonWatch *watch,
           GPtrArray     *problems,
           gpointer       user_data)
{
  *(gboolean *) user_data = TRUE;
}

static void
test_watch_fifo (Fixture       *f,
                 gconstpointer  data)
{
  g_autofree char *path = g_build_filename (f->dir, "lesson.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(AkLessonWatch) watch = NULL;
  g_autoptr(GError) error = NULL;
  gboolean failed = FALSE;

  g_assert_true (g_file_set_contents (path, "{}", 2, NULL));
  watch = ak_lesson_watch_new (file, &error);
  g_assert_no_error (error);
  g_signal_connect (watch, "failed", G_CALLBACK (on_failed), &failed);

  /* The teacher's file is replaced by a FIFO: the monitor's load, in a
   * worker thread, says so, and the main loop never stops turning. */
  g_unlink (path);
  g_free (make_fifo (f, "lesson.json"));
  /* A hang guard, not a speed target: without the fix the read never ends. */
  for (gint64 end = g_get_monotonic_time () + 20 * G_USEC_PER_SEC;
       !failed && g_get_monotonic_time () < end; )
    g_main_context_iteration (NULL, FALSE);
  g_assert_true (failed);

  /* And the same when asked directly. */
  failed = FALSE;
  g_assert_true (ak_lesson_watch_reload (watch));
  g_assert_true (failed);
}

int
main (int   argc,
      char *argv[])
{
  static const char * const short_escape[] = { "progress-short-escape.json", "four hex digits" };
  static const char * const deep[] = { "progress-deep.json", "nested deeper than" };

  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)

  ADD ("/hostile/read/fifo", test_read_fifo);
  ADD ("/hostile/read/devices", test_read_devices);
  ADD ("/hostile/read/caps", test_read_caps);
  g_test_add_func ("/hostile/json/depth", test_json_depth);
  g_test_add_func ("/hostile/json/short-escape", test_json_short_escape);
  g_test_add_func ("/hostile/json/nul-escape", test_json_nul_escape);
  g_test_add ("/hostile/progress/short-escape", Fixture, short_escape, fixture_set_up,
              test_progress_corrupt, fixture_tear_down);
  g_test_add ("/hostile/progress/deep", Fixture, deep, fixture_set_up,
              test_progress_corrupt, fixture_tear_down);
  ADD ("/hostile/progress/not-regular", test_progress_not_regular);
  g_test_add_func ("/hostile/config/deep", test_config_deep);
  ADD ("/hostile/config/not-regular", test_config_not_regular);
  ADD ("/hostile/lesson/not-regular", test_lesson_not_regular);
  ADD ("/hostile/lesson/watch-fifo", test_watch_fifo);

  return g_test_run ();
}

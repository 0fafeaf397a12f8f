/* test-lesson-pot.c: every text of the bundled lesson is in the
 * translation template the build generates (suite "i18n").
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ak-lesson.h"

/* Reads the msgids of a .po/.pot file: enough of the format for files
 * written by xgettext and msgcat (no msgctxt matching needed here). */
static GHashTable *
read_msgids (const char *path)
{
  g_autofree char *contents = NULL;
  g_auto(GStrv) lines = NULL;
  g_autoptr(GError) error = NULL;
  GHashTable *msgids = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GString) current = NULL;

  g_file_get_contents (path, &contents, NULL, &error);
  g_assert_no_error (error);
  lines = g_strsplit (contents, "\n", -1);

  for (guint i = 0; lines[i] != NULL; i++)
    {
      const char *line = lines[i];
      const char *quoted = NULL;

      if (g_str_has_prefix (line, "msgid \""))
        {
          if (current != NULL)
            g_hash_table_add (msgids, g_string_free (g_steal_pointer (&current), FALSE));
          current = g_string_new (NULL);
          quoted = line + strlen ("msgid ");
        }
      else if (current != NULL && line[0] == '"')
        quoted = line;
      else if (current != NULL && !g_str_has_prefix (line, "msgid"))
        {
          g_hash_table_add (msgids, g_string_free (g_steal_pointer (&current), FALSE));
          continue;
        }

      if (quoted != NULL)
        {
          g_autofree char *inner = g_strndup (quoted + 1, strlen (quoted) - 2);
          g_autofree char *unescaped = g_strcompress (inner);

          g_string_append (current, unescaped);
        }
    }

  if (current != NULL)
    g_hash_table_add (msgids, g_string_free (g_steal_pointer (&current), FALSE));

  return msgids;
}

typedef struct {
  GHashTable *msgids;
  guint       n_texts;
  guint       n_missing;
} Check;

static void
check_text (char **text, const char *path, gpointer user_data)
{
  Check *check = user_data;

  check->n_texts++;
  if (!g_hash_table_contains (check->msgids, *text))
    {
      check->n_missing++;
      g_test_message ("missing from the template: %s: %.60s", path, *text);
    }
}

static guint
check_lesson_in_pot (GHashTable *msgids,
                     const char *name)
{
  g_autofree char *json = g_build_filename (TOP_SRCDIR, "data", "lessons", name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (json);
  g_autoptr(GError) error = NULL;
  g_autoptr(AkLesson) lesson = ak_lesson_new_from_file (file, NULL, &error);
  Check check = { msgids, 0, 0 };

  g_assert_no_error (error);
  ak_lesson_foreach_text (lesson, check_text, &check);
  g_test_message ("%s: %u texts", name, check.n_texts);

  g_assert_cmpuint (check.n_texts, >, 10);
  g_assert_cmpuint (check.n_missing, ==, 0);
  return check.n_texts;
}

/* Every bundled lesson (every .json in data/lessons) is in the template:
 * a lesson added there without adding it to po/meson.build fails here. */
static void
test_lesson_texts_in_pot (void)
{
  g_autofree char *pot = g_build_filename (BUILD_ROOT, "po", GETTEXT_PACKAGE "-full.pot", NULL);
  g_autofree char *dir_path = g_build_filename (TOP_SRCDIR, "data", "lessons", NULL);
  g_autoptr(GHashTable) msgids = read_msgids (pot);
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  guint n_lessons = 0, n_texts = 0;
  const char *name;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      if (!g_str_has_suffix (name, ".json"))
        continue;
      n_texts += check_lesson_in_pot (msgids, name);
      n_lessons++;
    }

  g_assert_cmpuint (n_lessons, >=, 2);
  g_assert_cmpuint (n_texts, >, 300);
}

static void
collect_path (char **text, const char *path, gpointer user_data)
{
  g_ptr_array_add (user_data, g_strdup (path));
}

static void
test_foreach_text_covers_kinds (void)
{
  g_autofree char *json = g_build_filename (TOP_SRCDIR, "data", "lessons", "ai-accelerators.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (json);
  g_autoptr(AkLesson) lesson = ak_lesson_new_from_file (file, NULL, NULL);
  g_autoptr(GPtrArray) paths = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *all = NULL;
  const char *members[] = {
    "title", ".blocks[", ".items[", ".cards[", ".rows[", ".question", ".answer",
    ".presets[", ".pieces[", ".explanation", ".prompt", ".choices[", ".workloads[", ".models[",
  };

  ak_lesson_foreach_text (lesson, collect_path, paths);
  g_ptr_array_add (paths, NULL);
  all = g_strjoinv ("\n", (char **) paths->pdata);

  for (guint i = 0; i < G_N_ELEMENTS (members); i++)
    if (strstr (all, members[i]) == NULL)
      g_error ("no text visited under %s", members[i]);

  /* Ids and URLs are never offered for translation. */
  g_assert_null (strstr (all, ".id\n"));
  g_assert_null (strstr (all, ".url"));
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/i18n/lesson-texts-in-pot", test_lesson_texts_in_pot);
  g_test_add_func ("/i18n/foreach-text-covers-kinds", test_foreach_text_covers_kinds);

  return g_test_run ();
}

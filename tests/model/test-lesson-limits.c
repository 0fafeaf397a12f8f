/* test-lesson-limits.c: what a lesson may hold (suite "model")
 *
 * Generated lessons just at each limit load; one over it is refused with
 * a message that names the limit and the member. No test here times
 * anything: a refused 50 MB file is checked by its message alone.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <fcntl.h>
#include <locale.h>
#include <string.h>
#include <unistd.h>

#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

#include "ak-lesson.h"

#include "ak-test-lessons.h"

/* The generated lesson's problems; NULL when it loads. */
static GPtrArray *
load (JsonNode *root)
{
  g_autofree char *json = json_to_string (root, FALSE);
  g_autoptr(GBytes) bytes = g_bytes_new_take (g_steal_pointer (&json), strlen (json));
  g_autoptr(AkLesson) lesson = NULL;
  GPtrArray *problems = NULL;

  lesson = ak_lesson_new_from_bytes (bytes, "generated.json", &problems, NULL);
  g_assert_true ((lesson != NULL) == (problems == NULL));
  return problems;
}

static void
assert_loads (JsonNode *root)
{
  g_autoptr(GPtrArray) problems = load (root);

  if (problems != NULL)
    g_error ("%s", ((GError *) g_ptr_array_index (problems, 0))->message);
}

/* Refused with one problem (limits stop at the first) whose message
 * holds @path and @limit. */
static void
assert_refused (JsonNode   *root,
                const char *path,
                const char *limit)
{
  g_autoptr(GPtrArray) problems = load (root);
  const GError *first;

  g_assert_nonnull (problems);
  first = g_ptr_array_index (problems, 0);
  g_test_message ("%s", first->message);
  g_assert_error (first, AK_LESSON_ERROR, AK_LESSON_ERROR_RANGE);
  g_assert_true (g_str_has_prefix (first->message, "generated.json:"));
  g_assert_nonnull (strstr (first->message, path));
  g_assert_nonnull (strstr (first->message, limit));
}

static void
test_blocks_per_page (void)
{
  g_autoptr(JsonNode) root = minimal ();
  JsonArray *blocks = page_array (root, PAGE_IDEA, "blocks");

  add_paragraphs (blocks, 200 - json_array_get_length (blocks), 10);
  assert_loads (root);
  add_paragraphs (blocks, 1, 10);
  assert_refused (root, "pages[0].blocks", "200");
}

/* Fills @array with copies of its element @model under new ids up to
 * @limit elements (the lesson loads), then one more (it is refused). */
static void
copies_up_to_limit (JsonNode   *root,
                    JsonArray  *array,
                    guint       model,
                    guint       limit,
                    const char *path)
{
  JsonNode *original = json_array_get_element (array, model);
  g_autofree char *limit_text = g_strdup_printf ("%u", limit);

  for (guint i = json_array_get_length (array); i <= limit; i++)
    {
      JsonNode *copy = deep_copy (original);
      g_autofree char *id = g_strdup_printf ("generated-%u", i);

      json_object_set_string_member (json_node_get_object (copy), "id", id);
      if (i == limit)
        assert_loads (root);
      json_array_add_element (array, copy);
    }
  assert_refused (root, path, limit_text);
}

/* Pages: copies of the reading page. */
static void
test_pages (void)
{
  g_autoptr(JsonNode) root = minimal ();
  JsonArray *pages = json_object_get_array_member (json_node_get_object (root), "pages");

  copies_up_to_limit (root, pages, PAGE_IDEA, 50, "pages");
}

static void
test_list_items (void)
{
  g_autoptr(JsonNode) root = minimal ();
  JsonArray *items = json_object_get_array_member (json_array_get_object_element (page_array (root, PAGE_IDEA, "blocks"), 2),
                                                   "items");

  while (json_array_get_length (items) < 50)
    json_array_add_string_element (items, "an item");
  assert_loads (root);
  json_array_add_string_element (items, "one too many");
  assert_refused (root, "pages[0].blocks[2].items", "50");
}

static void
test_table_rows (void)
{
  g_autoptr(JsonNode) root = minimal ();
  JsonArray *blocks = page_array (root, PAGE_IDEA, "blocks");
  JsonNode *table = big_table ();
  JsonArray *rows = json_object_get_array_member (json_node_get_object (table), "rows");

  json_array_add_element (blocks, table);
  assert_loads (root);
  json_array_add_element (rows, deep_copy (json_array_get_element (rows, 0)));
  assert_refused (root, "rows", "100");
}

static void
test_questions (void)
{
  g_autoptr(JsonNode) root = minimal ();

  copies_up_to_limit (root, page_array (root, PAGE_QUIZ, "questions"), 0, 200, "pages[5].questions");
}

static void
test_sort_pieces (void)
{
  g_autoptr(JsonNode) root = minimal ();

  copies_up_to_limit (root, page_array (root, PAGE_SORT, "pieces"), 0, 40, "pages[4].pieces");
}

/* 1 MiB of text in all: paragraphs of 9,000 characters. */
static void
test_total_text (void)
{
  g_autoptr(JsonNode) root = minimal ();
  JsonArray *pages = json_object_get_array_member (json_node_get_object (root), "pages");
  JsonArray *blocks = page_array (root, PAGE_IDEA, "blocks");

  /* Each page under its own limit (14 x 9,000 bytes), nine of them. */
  add_paragraphs (blocks, 14, 9000);
  for (guint i = 1; i <= 7; i++)
    {
      JsonNode *copy = deep_copy (json_array_get_element (pages, PAGE_IDEA));
      g_autofree char *id = g_strdup_printf ("text-%u", i);

      json_object_set_string_member (json_node_get_object (copy), "id", id);
      json_array_add_element (pages, copy);
    }
  assert_loads (root);
  for (guint i = 8; i <= 9; i++)
    {
      JsonNode *copy = deep_copy (json_array_get_element (pages, PAGE_IDEA));
      g_autofree char *id = g_strdup_printf ("text-%u", i);

      json_object_set_string_member (json_node_get_object (copy), "id", id);
      json_array_add_element (pages, copy);
    }
  assert_refused (root, "pages[", "1048576 bytes");
}

/* One page lays out all its text at once: 128 KiB of it at most, so a
 * valid lesson never stalls the window (a 1 MB page did). */
static void
test_text_per_page (void)
{
  g_autoptr(JsonNode) root = minimal ();
  JsonArray *blocks = page_array (root, PAGE_IDEA, "blocks");

  add_paragraphs (blocks, 14, 9000);
  assert_loads (root);
  add_paragraphs (blocks, 1, 9000);
  assert_refused (root, "pages[0]: ", "131072 bytes, the limit for one page");
}

/* 20,000 values on one page: 21 tables of 911 values are 19,131. */
static void
test_values_per_page (void)
{
  g_autoptr(JsonNode) root = minimal ();
  JsonArray *blocks = page_array (root, PAGE_IDEA, "blocks");

  for (guint i = 0; i < 21; i++)
    json_array_add_element (blocks, big_table ());
  assert_loads (root);
  json_array_add_element (blocks, big_table ());
  assert_refused (root, "pages[0]: ", "20000 values");
}

/* 100,000 values in the lesson: pages of 19,131 values each. */
static void
test_values_in_lesson (void)
{
  g_autoptr(JsonNode) root = minimal ();
  JsonArray *pages = json_object_get_array_member (json_node_get_object (root), "pages");
  JsonArray *blocks = page_array (root, PAGE_IDEA, "blocks");

  for (guint i = 0; i < 21; i++)
    json_array_add_element (blocks, big_table ());
  for (guint i = 1; i <= 5; i++)
    {
      JsonNode *copy = deep_copy (json_array_get_element (pages, PAGE_IDEA));
      g_autofree char *id = g_strdup_printf ("extra-%u", i);

      json_object_set_string_member (json_node_get_object (copy), "id", id);
      if (i == 5)
        assert_loads (root);
      json_array_add_element (pages, copy);
    }
  assert_refused (root, "pages[", "100000 values");
}

/* A 50 MB file (sparse: a valid start, then spaces) is refused by its
 * size, before it is read. */
static void
test_huge_file (void)
{
  g_autofree char *path = g_build_filename (g_get_tmp_dir (), "huge.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GPtrArray) problems = NULL;
  g_autoptr(AkLesson) lesson = NULL;
  const GError *first;
  const char start[] = "{\"format\": \"accelerator-kitchen-lesson\", ";
  int fd = g_open (path, O_WRONLY | O_CREAT | O_TRUNC, 0600);

  g_assert_cmpint (fd, >=, 0);
  g_assert_cmpint (write (fd, start, strlen (start)), ==, (gssize) strlen (start));
  g_assert_cmpint (ftruncate (fd, 50 * 1000 * 1000), ==, 0);
  close (fd);

  lesson = ak_lesson_new_from_file (file, &problems, NULL);
  g_assert_null (lesson);
  g_assert_cmpuint (problems->len, ==, 1);
  first = g_ptr_array_index (problems, 0);
  g_assert_error (first, AK_LESSON_ERROR, AK_LESSON_ERROR_RANGE);
  g_assert_cmpstr (first->message, ==,
                   "huge.json:1:1: the file is 50000000 bytes, more than the limit for a lesson "
                   "of 4194304 bytes (4 MiB)");
  g_unlink (path);
}

/* Bytes (a resource) over the size are refused the same way. */
static void
test_huge_bytes (void)
{
  gsize size = 4 * 1024 * 1024 + 1;
  g_autoptr(GBytes) bytes = g_bytes_new_take (g_malloc0 (size), size);
  g_autoptr(GError) error = NULL;
  g_autoptr(AkLesson) lesson = ak_lesson_new_from_bytes (bytes, "big.json", NULL, &error);

  g_assert_null (lesson);
  g_assert_error (error, AK_LESSON_ERROR, AK_LESSON_ERROR_RANGE);
  g_assert_true (g_str_has_prefix (error->message, "big.json:1:1: the file is 4194305 bytes"));
}

int
main (int argc, char *argv[])
{
  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/lesson-limits/blocks-per-page", test_blocks_per_page);
  g_test_add_func ("/lesson-limits/pages", test_pages);
  g_test_add_func ("/lesson-limits/list-items", test_list_items);
  g_test_add_func ("/lesson-limits/table-rows", test_table_rows);
  g_test_add_func ("/lesson-limits/questions", test_questions);
  g_test_add_func ("/lesson-limits/sort-pieces", test_sort_pieces);
  g_test_add_func ("/lesson-limits/total-text", test_total_text);
  g_test_add_func ("/lesson-limits/text-per-page", test_text_per_page);
  g_test_add_func ("/lesson-limits/values-per-page", test_values_per_page);
  g_test_add_func ("/lesson-limits/values-in-lesson", test_values_in_lesson);
  g_test_add_func ("/lesson-limits/huge-file", test_huge_file);
  g_test_add_func ("/lesson-limits/huge-bytes", test_huge_bytes);

  return g_test_run ();
}

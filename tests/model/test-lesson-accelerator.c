/* test-lesson-accelerator.c: accelerator members of the lesson format
 *
 * memory_gib (capacity as Google publishes TPU memory, 1 GiB = 2^30 bytes)
 * and memory_gb are exclusive; max_power_w is a measured maximum, apart
 * from tdp_w; source_url is required in bundled lessons (loaded from the
 * application's GResource) and optional in a teacher's file. The lesson
 * tests/lessons/no-source-url.json is compiled into this test's resources.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>
#include <string.h>

#include "ak-lesson.h"
#include "ak-worked-example.h"

#define RESOURCE "/io/github/accelerator_kitchen/tests/lessons/no-source-url.json"

static AkLesson *
load_test_file (GError **error)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "lessons", "no-source-url.json", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);

  return ak_lesson_new_from_file (file, NULL, error);
}

static const AkAccelerator *
only_accelerator (AkLesson *lesson)
{
  GPtrArray *accelerators = ak_lesson_get_accelerators (lesson);

  g_assert_cmpuint (accelerators->len, ==, 1);
  return g_ptr_array_index (accelerators, 0);
}

static void
test_bundled_needs_source_url (void)
{
  g_autoptr(GPtrArray) problems = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(AkLesson) lesson = ak_lesson_new_from_resource (RESOURCE, &problems, &error);

  g_assert_null (lesson);
  g_assert_error (error, AK_LESSON_ERROR, AK_LESSON_ERROR_MISSING);
  g_assert_cmpstr (error->message, ==,
                   "no-source-url.json:14:9: pages[0].accelerators[0]: required member "
                   "\"source_url\" is missing: every accelerator of a bundled lesson links "
                   "the source of its figures");
  g_assert_cmpuint (problems->len, ==, 1);
}

static void
test_file_may_omit_source_url (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(AkLesson) lesson = load_test_file (&error);

  g_assert_no_error (error);
  g_assert_null (only_accelerator (lesson)->source_url);
}

/* The same bytes as a file and as a resource: only the resource is bundled. */
static void
test_bytes_are_not_bundled (void)
{
  g_autoptr(GBytes) bytes = g_resources_lookup_data (RESOURCE, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(AkLesson) lesson = NULL;

  g_assert_nonnull (bytes);
  lesson = ak_lesson_new_from_bytes (bytes, NULL, NULL, &error);
  g_assert_no_error (error);
}

static void
test_memory_gib (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(AkLesson) lesson = load_test_file (&error);
  const AkAccelerator *chip;

  g_assert_no_error (error);
  chip = only_accelerator (lesson);
  g_assert_cmpfloat (chip->memory_gib, ==, 16);
  /* 16 × 2^30 bytes = 17,179,869,184 bytes */
  g_assert_cmpfloat_with_epsilon (chip->memory_gb * 1e9, 17179869184.0, 1e-3);
  g_assert_cmpfloat (chip->max_power_w, ==, 192);
  g_assert_cmpfloat (chip->tdp_w, ==, 0);
}

static void
test_memory_gb_and_gib_exclusive (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "lessons", "no-source-url.json", NULL);
  g_autofree char *contents = NULL;
  g_autofree char *both = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(AkLesson) lesson = NULL;
  const char *at;

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  at = strstr (contents, "\"memory_gib\": 16,");
  g_assert_nonnull (at);
  both = g_strdup_printf ("%.*s\"memory_gb\": 17, %s", (int) (at - contents), contents, at);
  bytes = g_bytes_new (both, strlen (both));

  lesson = ak_lesson_new_from_bytes (bytes, "both.json", NULL, &error);
  g_assert_null (lesson);
  g_assert_error (error, AK_LESSON_ERROR, AK_LESSON_ERROR_RANGE);
  g_assert_cmpstr (error->message, ==,
                   "both.json:21:42: pages[0].accelerators[0].memory_gib: memory_gb and "
                   "memory_gib are both given; give the capacity once, in the unit its "
                   "source uses");
}

static void
test_describe_in_gib (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(AkLesson) lesson = load_test_file (&error);
  g_autofree char *text = NULL;

  g_assert_no_error (error);
  text = ak_accelerator_describe (only_accelerator (lesson));
  g_test_message ("%s", text);
  /* In GB like every capacity, the published GiB after it:
   * 16 × 2^30 = 17,179,869,184 bytes = 17.2 GB. */
  g_assert_nonnull (strstr (text, "Memory: 17.2 GB (16 GiB) HBM2"));
  g_assert_nonnull (strstr (text, "Maximum measured power: 192 W"));
  g_assert_null (strstr (text, "TDP"));
}

/* Capacities are compared in bytes; each end keeps its chip's unit. */
static void
test_range_keeps_units (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(AkLesson) lesson = load_test_file (&error);
  g_autoptr(GPtrArray) chips = g_ptr_array_new ();
  AkAccelerator small_gb = { .id = (char *) "small", .memory_type = (char *) "HBM3",
                             .bandwidth_tb_s = 1, .memory_gb = 17 };
  AkAccelerator large_gb = { .id = (char *) "large", .memory_type = (char *) "HBM3",
                             .bandwidth_tb_s = 8, .memory_gb = 192 };
  AkMemoryRange range;

  g_assert_no_error (error);
  g_ptr_array_add (chips, (gpointer) only_accelerator (lesson));
  g_ptr_array_add (chips, &large_gb);
  g_assert_true (ak_hbm_range_compute (chips, &range, NULL));
  g_assert_cmpfloat (range.min_memory_gib, ==, 16);
  g_assert_cmpfloat (range.max_memory_gib, ==, 0);
  g_assert_cmpfloat (range.max_memory_gb, ==, 192);

  /* 17 GB is less than 16 GiB (17.18 GB): the GB chip is the low end */
  g_ptr_array_add (chips, &small_gb);
  g_assert_true (ak_hbm_range_compute (chips, &range, NULL));
  g_assert_cmpfloat (range.min_memory_gb, ==, 17);
  g_assert_cmpfloat (range.min_memory_gib, ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "C.UTF-8");
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/lesson-accelerator/bundled-needs-source-url", test_bundled_needs_source_url);
  g_test_add_func ("/lesson-accelerator/file-may-omit-source-url", test_file_may_omit_source_url);
  g_test_add_func ("/lesson-accelerator/bytes-are-not-bundled", test_bytes_are_not_bundled);
  g_test_add_func ("/lesson-accelerator/memory-gib", test_memory_gib);
  g_test_add_func ("/lesson-accelerator/memory-gb-and-gib-exclusive", test_memory_gb_and_gib_exclusive);
  g_test_add_func ("/lesson-accelerator/describe-in-gib", test_describe_in_gib);
  g_test_add_func ("/lesson-accelerator/range-keeps-units", test_range_keeps_units);

  return g_test_run ();
}

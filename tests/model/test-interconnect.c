/* test-interconnect.c: links as lesson data, and ring collectives
 *
 * tests/lessons/links.json has two links and two chips, one naming both
 * links and a fast domain of 4, one naming none. The bundled lesson's
 * links are checked against the facts file (NVLink 4 at 450 GB/s per
 * direction, ICI v5e at 45 GB/s per link).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>
#include <math.h>
#include <string.h>

#include "ak-interconnect.h"
#include "ak-test-model.h"

static AkLesson *
load_path (const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  AkLesson *lesson = ak_lesson_new_from_file (file, NULL, &error);

  g_assert_no_error (error);
  return lesson;
}

static AkLesson *
load_links (void)
{
  g_autofree char *path = g_build_filename (TOP_SRCDIR, "tests", "lessons", "links.json", NULL);

  return load_path (path);
}

static void
test_read_links (void)
{
  g_autoptr(AkLesson) lesson = load_links ();
  const AkAccelerator *a = ak_lesson_find_accelerator (lesson, "chip-a");
  const AkLink *fast = ak_lesson_find_link (lesson, "fast");
  const AkLink *slow = ak_lesson_find_link (lesson, "slow");

  g_assert_nonnull (fast);
  g_assert_nonnull (slow);
  g_assert_cmpstr (fast->per, ==, "chip");
  g_assert_cmpstr (slow->per, ==, "port");
  g_assert_cmpstr (slow->topology, ==, "torus");
  g_assert_cmpfloat (fast->headline_gb_s, ==, 200);
  g_assert_cmpfloat (slow->headline_gb_s, ==, 0);
  /* 100 GB/s = 100 × 10^9 bytes/s, one direction */
  g_assert_cmpfloat (ak_link_bandwidth_bytes_s (fast), ==, 100e9);
  g_assert_cmpuint (ak_interconnect_fast_domain_chips (a), ==, 4);
  g_assert_true (ak_interconnect_accelerator_has_link (a, "slow"));
  g_assert_false (ak_interconnect_accelerator_has_link (a, "other"));
  g_assert_null (ak_lesson_find_link (lesson, "other"));
}

static void
test_default_link (void)
{
  g_autoptr(AkLesson) lesson = load_links ();
  g_autoptr(GError) error = NULL;
  const AkLink *link;

  link = ak_interconnect_default_link (lesson, ak_lesson_find_accelerator (lesson, "chip-a"), &error);
  g_assert_no_error (error);
  g_assert_cmpstr (link->id, ==, "fast");

  link = ak_interconnect_default_link (lesson, ak_lesson_find_accelerator (lesson, "chip-b"), &error);
  g_assert_null (link);
  g_assert_error (error, AK_INTERCONNECT_ERROR, AK_INTERCONNECT_ERROR_NO_LINK);
  g_assert_cmpuint (ak_interconnect_fast_domain_chips (ak_lesson_find_accelerator (lesson, "chip-b")), ==, 0);
  g_clear_error (&error);

  g_assert_null (ak_interconnect_find_link (lesson, "warp-drive", &error));
  g_assert_error (error, AK_INTERCONNECT_ERROR, AK_INTERCONNECT_ERROR_UNKNOWN_LINK);
  g_assert_nonnull (strstr (error->message, "warp-drive"));
}

static AkLesson *
load_changed (const char *from,
              const char *to,
              GError    **error)
{
  g_autofree char *path = g_build_filename (TOP_SRCDIR, "tests", "lessons", "links.json", NULL);
  g_autofree char *contents = NULL;
  g_autofree char *changed = NULL;
  g_autoptr(GBytes) bytes = NULL;
  const char *at;

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  at = strstr (contents, from);
  g_assert_nonnull (at);
  changed = g_strdup_printf ("%.*s%s%s", (int) (at - contents), contents, to, at + strlen (from));
  bytes = g_bytes_new (changed, strlen (changed));
  return ak_lesson_new_from_bytes (bytes, "links.json", NULL, error);
}

/* The unknown id is reported where it stands: line 42, column 29 (the second id). */
static void
test_unknown_link_ref (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(AkLesson) lesson = load_changed ("[\"fast\", \"slow\"]", "[\"fast\", \"nope\"]", &error);

  g_assert_null (lesson);
  g_assert_error (error, AK_LESSON_ERROR, AK_LESSON_ERROR_REFERENCE);
  g_assert_cmpstr (error->message, ==,
                   "links.json:42:29: pages[0].accelerators[0].links[1]: unknown link \"nope\" "
                   "(no link with this id on this page)");
}

static void
test_bad_link_members (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(AkLesson) lesson = load_changed ("\"per\": \"port\"", "\"per\": \"lane\"", &error);

  g_assert_null (lesson);
  g_assert_error (error, AK_LESSON_ERROR, AK_LESSON_ERROR_REFERENCE);
  g_assert_nonnull (strstr (error->message, "links.json:27:18: pages[0].links[1].per: "));
  g_clear_error (&error);

  lesson = load_changed ("\"bandwidth_gb_s\": 25", "\"bandwidth_gb_s\": 0", &error);
  g_assert_null (lesson);
  g_assert_error (error, AK_LESSON_ERROR, AK_LESSON_ERROR_RANGE);
  g_assert_nonnull (strstr (error->message, "links.json:26:29: pages[0].links[1].bandwidth_gb_s: "));
  g_clear_error (&error);

  lesson = load_changed ("\"fast_domain_chips\": 4", "\"fast_domain_chips\": 0", &error);
  g_assert_null (lesson);
  g_assert_error (error, AK_LESSON_ERROR, AK_LESSON_ERROR_RANGE);
  g_assert_nonnull (strstr (error->message, "pages[0].accelerators[0].fast_domain_chips: "));
}

/* The facts file's figures, per direction: NVLink 4 18 × 25 = 450 GB/s
 * (NVIDIA's 900 counts both ways), ICI v5e 45 GB/s per link; 8 GPUs per
 * NVLink node, 256 chips in a v5e pod. */
static void
test_bundled_links (void)
{
  g_autoptr(AkLesson) lesson = load_bundled_lesson ();
  g_autoptr(GError) error = NULL;
  const AkAccelerator *h100 = ak_lesson_find_accelerator (lesson, "h100-sxm");
  const AkAccelerator *v5e = ak_lesson_find_accelerator (lesson, "tpu-v5e");
  const AkLink *link;

  link = ak_interconnect_default_link (lesson, h100, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (link->id, ==, "nvlink-4");
  g_assert_cmpfloat (ak_link_bandwidth_bytes_s (link), ==, 450e9);
  g_assert_cmpfloat (link->headline_gb_s, ==, 2 * link->bandwidth_gb_s);
  g_assert_cmpuint (ak_interconnect_fast_domain_chips (h100), ==, 8);
  g_assert_true (ak_interconnect_accelerator_has_link (h100, "infiniband-ndr"));

  link = ak_interconnect_default_link (lesson, v5e, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (link->id, ==, "ici-v5e");
  g_assert_cmpfloat (ak_link_bandwidth_bytes_s (link), ==, 45e9);
  g_assert_cmpuint (ak_interconnect_fast_domain_chips (v5e), ==, 256);

  for (guint i = 0; i < ak_lesson_get_accelerators (lesson)->len; i++)
    {
      const AkAccelerator *chip = g_ptr_array_index (ak_lesson_get_accelerators (lesson), i);

      for (guint j = 0; chip->links != NULL && chip->links[j] != NULL; j++)
        g_assert_nonnull (ak_lesson_find_link (lesson, chip->links[j])->source_url);
    }
}

static void
test_all_reduce (void)
{
  g_autoptr(GError) error = NULL;
  AkCollectiveCost cost;

  /* 8 chips, 1 GB: 2 × 7/8 × 10^9 = 1.75 × 10^9 bytes per chip; at
   * 450 GB/s: 1.75e9 / 450e9 = 3.8889 ms; 2 × 7 = 14 hops of 1 µs add
   * 14 µs: 3.9029 ms */
  g_assert_true (ak_collective_cost (AK_COLLECTIVE_ALL_REDUCE, 8, 1e9, 450e9, 1e-6, &cost, &error));
  g_assert_no_error (error);
  g_assert_cmpfloat (cost.bytes_per_chip, ==, 1.75e9);
  g_assert_cmpfloat (cost.hops, ==, 14);
  g_assert_cmpfloat_with_epsilon (cost.time_s, 1.75e9 / 450e9 + 14e-6, 1e-15);
  g_assert_cmpfloat_with_epsilon (cost.time_s, 3.902889e-3, 1e-9);

  /* one chip sends nothing and waits for nothing */
  g_assert_true (ak_collective_cost (AK_COLLECTIVE_ALL_REDUCE, 1, 1e9, 450e9, 1e-6, &cost, &error));
  g_assert_cmpfloat (cost.bytes_per_chip, ==, 0);
  g_assert_cmpfloat (cost.time_s, ==, 0);
}

static void
test_gather_scatter_all_to_all (void)
{
  AkCollectiveCost cost;

  /* 4 chips, 1 MB: 3/4 × 10^6 = 750,000 bytes; at 50 GB/s: 15 µs; 3 hops */
  g_assert_true (ak_collective_cost (AK_COLLECTIVE_ALL_GATHER, 4, 1e6, 50e9, 0, &cost, NULL));
  g_assert_cmpfloat (cost.bytes_per_chip, ==, 750000);
  g_assert_cmpfloat (cost.hops, ==, 3);
  g_assert_cmpfloat_with_epsilon (cost.time_s, 15e-6, 1e-15);

  g_assert_true (ak_collective_cost (AK_COLLECTIVE_REDUCE_SCATTER, 4, 1e6, 50e9, 0, &cost, NULL));
  g_assert_cmpfloat (cost.bytes_per_chip, ==, 750000);

  /* all-reduce = reduce-scatter + all-gather: twice the bytes */
  g_assert_cmpfloat (ak_collective_bytes_per_chip (AK_COLLECTIVE_ALL_REDUCE, 4, 1e6), ==, 1.5e6);

  /* all-to-all of 2 chips: each keeps half, sends 5 × 10^5 of 10^6; 1 hop
   * of 2 µs: 5e5 / 25e9 = 20 µs + 2 µs = 22 µs */
  g_assert_true (ak_collective_cost (AK_COLLECTIVE_ALL_TO_ALL, 2, 1e6, 25e9, 2e-6, &cost, NULL));
  g_assert_cmpfloat (cost.bytes_per_chip, ==, 5e5);
  g_assert_cmpfloat (cost.hops, ==, 1);
  g_assert_cmpfloat_with_epsilon (cost.time_s, 22e-6, 1e-15);
  g_assert_cmpstr (ak_collective_to_string (AK_COLLECTIVE_ALL_TO_ALL), ==, "all-to-all");
}

static void
test_refuses_bad_inputs (void)
{
  struct {
    guint  n;
    double bytes, bandwidth, latency;
  } bad[] = {
    { 0, 1, 1, 0 },
    { AK_INTERCONNECT_MAX_CHIPS + 1, 1, 1, 0 },
    { 2, -1, 1, 0 },
    { 2, NAN, 1, 0 },
    { 2, 1e16, 1, 0 },
    { 2, 1, 0, 0 },
    { 2, 1, INFINITY, 0 },
    { 2, 1, 1, -1e-6 },
    { 2, 1, 1, 2 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;
      AkCollectiveCost cost;

      g_assert_false (ak_collective_cost (AK_COLLECTIVE_ALL_REDUCE, bad[i].n, bad[i].bytes,
                                          bad[i].bandwidth, bad[i].latency, &cost, &error));
      g_assert_error (error, AK_INTERCONNECT_ERROR, AK_INTERCONNECT_ERROR_INVALID);
    }
}

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "C.UTF-8");
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/interconnect/read-links", test_read_links);
  g_test_add_func ("/interconnect/default-link", test_default_link);
  g_test_add_func ("/interconnect/unknown-link-ref", test_unknown_link_ref);
  g_test_add_func ("/interconnect/bad-link-members", test_bad_link_members);
  g_test_add_func ("/interconnect/bundled-links", test_bundled_links);
  g_test_add_func ("/interconnect/all-reduce", test_all_reduce);
  g_test_add_func ("/interconnect/gather-scatter-all-to-all", test_gather_scatter_all_to_all);
  g_test_add_func ("/interconnect/refuses-bad-inputs", test_refuses_bad_inputs);

  return g_test_run ();
}

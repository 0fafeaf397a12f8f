/* test-lesson-batch.c: the lesson format's "batch" page kind
 * (src/ak-lesson-validate.c): its members, their defaults, and a clear
 * problem for each bad value
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include <glib.h>

#include "ak-lesson.h"

/* A lesson with a roofline page (one chip; a model with a shape and one
 * without) and a batch page whose members are @batch_members. */
static AkLesson *
load (const char  *batch_members,
      GPtrArray  **out_problems)
{
  g_autofree char *json = g_strdup_printf (
    "{\"format\": \"accelerator-kitchen-lesson\", \"format_version\": 1, \"id\": \"t\",\n"
    " \"title\": \"T\", \"summary\": \"S\", \"sources\": [], \"pages\": [\n"
    "  {\"id\": \"b\", \"kind\": \"batch\", \"title\": \"Batching\"%s},\n"
    "  {\"id\": \"r\", \"kind\": \"roofline\", \"title\": \"Roofline\",\n"
    "   \"accelerators\": [{\"id\": \"chip\", \"name\": \"Chip\", \"vendor\": \"V\", \"category\": \"training\",\n"
    "     \"memory_type\": \"HBM3\", \"peak_bf16_dense_tflops\": 989, \"memory_gb\": 80,\n"
    "     \"bandwidth_tb_s\": 3.35, \"source\": \"datasheet\"}],\n"
    "   \"models\": [{\"id\": \"shaped\", \"name\": \"Shaped\", \"params_billion\": 7, \"layers\": 32,\n"
    "     \"kv_heads\": 32, \"head_dim\": 128, \"hidden_size\": 4096, \"heads\": 32,\n"
    "     \"intermediate_size\": 11008, \"vocab_size\": 32000},\n"
    "    {\"id\": \"bare\", \"name\": \"Bare\", \"params_billion\": 7, \"layers\": 32, \"kv_heads\": 32,\n"
    "     \"head_dim\": 128}]}]}\n",
    batch_members);
  g_autoptr(GBytes) bytes = g_bytes_new (json, strlen (json));

  return ak_lesson_new_from_bytes (bytes, "batch.json", out_problems, NULL);
}

static void
test_members (void)
{
  g_autoptr(GPtrArray) problems = NULL;
  g_autoptr(AkLesson) lesson = load (", \"model\": \"shaped\", \"accelerator\": \"chip\", "
                                     "\"context\": 4096, \"batch\": 16, \"precision\": \"int4\", "
                                     "\"kv_precision\": \"fp8\"", &problems);
  const AkPage *page;

  g_assert_nonnull (lesson);
  page = ak_lesson_get_page (lesson, 0);
  g_assert_cmpint (page->kind, ==, AK_PAGE_BATCH);
  g_assert_cmpstr (ak_page_kind_to_string (page->kind), ==, "batch");
  g_assert_cmpstr (page->model_id, ==, "shaped");
  g_assert_cmpstr (page->accelerator_id, ==, "chip");
  g_assert_cmpuint (page->context_tokens, ==, 4096);
  g_assert_cmpuint (page->batch_size, ==, 16);
  g_assert_cmpint (page->weight_precision, ==, AK_PRECISION_INT4);
  g_assert_cmpint (page->kv_precision, ==, AK_PRECISION_FP8);
  g_assert_cmpuint (page->blocks->len, ==, 0);
}

static void
test_defaults (void)
{
  g_autoptr(AkLesson) lesson = load ("", NULL);
  const AkPage *page;

  g_assert_nonnull (lesson);
  page = ak_lesson_get_page (lesson, 0);
  g_assert_null (page->model_id);
  g_assert_null (page->accelerator_id);
  g_assert_cmpuint (page->context_tokens, ==, 2048);
  g_assert_cmpuint (page->batch_size, ==, 1);
  g_assert_cmpint (page->weight_precision, ==, AK_PRECISION_BF16);
  g_assert_cmpint (page->kv_precision, ==, AK_PRECISION_BF16);
}

static void
test_bad_members (void)
{
  static const struct {
    const char *members;
    const char *message;
  } cases[] = {
    { ", \"model\": \"nope\"",
      "batch.json:3:62: pages[0].model: unknown model \"nope\" (no model with this id on a roofline page)" },
    { ", \"model\": \"bare\"",
      "batch.json:3:62: pages[0].model: model \"bare\" has no shape (hidden_size, heads, …), which a batch page, a prediction or a worked problem needs" },
    { ", \"accelerator\": \"nope\"",
      "batch.json:3:68: pages[0].accelerator: unknown accelerator \"nope\" (no accelerator with this id in the lesson)" },
    { ", \"context\": 0",
      "batch.json:3:64: pages[0].context: 0 is out of range (1 to 16777216)" },
    { ", \"batch\": 2000000",
      "batch.json:3:62: pages[0].batch: 2000000 is out of range (1 to 1048576)" },
    { ", \"batch\": 2.5",
      "batch.json:3:62: pages[0].batch: expected an integer, found 2.5" },
    { ", \"precision\": \"int3\"",
      "batch.json:3:66: pages[0].precision: unknown precision \"int3\" (expected fp32, bf16, fp16, fp8, int8 or int4)" },
    { ", \"kv_precision\": 8",
      "batch.json:3:69: pages[0].kv_precision: expected a string, found a number" },
    { ", \"pieces\": []",
      "batch.json:3:53: pages[0]: member \"pieces\" does not belong in a \"batch\" page" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GPtrArray) problems = NULL;
      g_autoptr(AkLesson) lesson = load (cases[i].members, &problems);
      GError *problem;

      g_assert_null (lesson);
      g_assert_nonnull (problems);
      g_assert_cmpuint (problems->len, ==, 1);
      problem = g_ptr_array_index (problems, 0);
      g_assert_true (problem->domain == AK_LESSON_ERROR);
      g_assert_cmpstr (problem->message, ==, cases[i].message);
    }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/lesson/batch/members", test_members);
  g_test_add_func ("/lesson/batch/defaults", test_defaults);
  g_test_add_func ("/lesson/batch/bad-members", test_bad_members);

  return g_test_run ();
}

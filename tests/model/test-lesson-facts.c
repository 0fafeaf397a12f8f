/* test-lesson-facts.c: the bundled lesson's text agrees with its own data
 *
 * The memory-level table on the in-depth page and the explanation of the
 * quiz question on memory levels quote the span of HBM bandwidth and
 * capacity. That span is computed here from the lesson's accelerators
 * (ak_hbm_range_compute()), so editing a chip without the text fails.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>
#include <string.h>

#include "ak-format.h"
#include "ak-worked-example.h"

#include "ak-test-model.h"

#define HBM_ROW_LABEL "HBM (accelerators in this lesson)"

/* "0.819–8 TB/s" and "16 GiB–192 GB": the figures as the lesson writes
 * them, each capacity in the unit its chip's source uses (Google gives TPU
 * memory in GiB); "80–192 GB" when both ends are in GB. */
static void
format_range (const AkMemoryRange *range,
              char               **out_bandwidth,
              char               **out_capacity)
{
  g_autofree char *bw_low = ak_format_number_trimmed (range->min_bandwidth_tb_s, 3);
  g_autofree char *bw_high = ak_format_number_trimmed (range->max_bandwidth_tb_s, 3);
  gboolean low_gib = range->min_memory_gib > 0;
  gboolean high_gib = range->max_memory_gib > 0;
  g_autofree char *low = ak_format_number_trimmed (low_gib ? range->min_memory_gib : range->min_memory_gb, 3);
  g_autofree char *high = ak_format_number_trimmed (high_gib ? range->max_memory_gib : range->max_memory_gb, 3);

  *out_bandwidth = g_strdup_printf ("%s–%s TB/s", bw_low, bw_high);
  if (low_gib == high_gib)
    *out_capacity = g_strdup_printf ("%s–%s %s", low, high, low_gib ? "GiB" : "GB");
  else
    *out_capacity = g_strdup_printf ("%s %s–%s %s", low, low_gib ? "GiB" : "GB",
                                     high, high_gib ? "GiB" : "GB");
}

static void
lesson_hbm_range (AkLesson *lesson,
                  char    **out_bandwidth,
                  char    **out_capacity)
{
  g_autoptr(GError) error = NULL;
  AkMemoryRange range;

  g_assert_true (ak_hbm_range_compute (ak_lesson_get_accelerators (lesson), &range, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (range.n_accelerators, >=, 2);
  format_range (&range, out_bandwidth, out_capacity);
}

static GStrv
find_hbm_row (const AkPage *page)
{
  for (guint i = 0; i < page->blocks->len; i++)
    {
      const AkBlock *block = g_ptr_array_index (page->blocks, i);

      if (block->kind != AK_BLOCK_TABLE)
        continue;
      for (guint r = 0; r < block->rows->len; r++)
        {
          GStrv row = g_ptr_array_index (block->rows, r);

          if (g_strcmp0 (row[0], HBM_ROW_LABEL) == 0)
            return row;
        }
    }
  return NULL;
}

static const AkQuestion *
find_question (AkLesson   *lesson,
               const char *id)
{
  const AkPage *quiz = ak_lesson_find_page (lesson, "quiz", NULL);

  g_assert_nonnull (quiz);
  for (guint i = 0; i < quiz->questions->len; i++)
    {
      const AkQuestion *question = g_ptr_array_index (quiz->questions, i);

      if (g_strcmp0 (question->id, id) == 0)
        return question;
    }
  g_error ("The bundled quiz has no question \"%s\"", id);
}

static void
test_memory_table_matches_accelerators (void)
{
  g_autoptr(AkLesson) lesson = load_bundled_lesson ();
  g_autofree char *bandwidth = NULL;
  g_autofree char *capacity = NULL;
  const AkPage *page = ak_lesson_find_page (lesson, "in-depth", NULL);
  GStrv row;

  lesson_hbm_range (lesson, &bandwidth, &capacity);
  g_assert_nonnull (page);
  row = find_hbm_row (page);
  g_assert_nonnull (row);
  g_assert_cmpuint (g_strv_length (row), ==, 3);
  g_assert_cmpstr (row[1], ==, bandwidth);
  g_assert_cmpstr (row[2], ==, capacity);
}

static void
test_quiz_explanation_matches_accelerators (void)
{
  g_autoptr(AkLesson) lesson = load_bundled_lesson ();
  g_autofree char *bandwidth = NULL;
  g_autofree char *capacity = NULL;
  const AkQuestion *question = find_question (lesson, "sram");

  lesson_hbm_range (lesson, &bandwidth, &capacity);
  if (strstr (question->explanation, bandwidth) == NULL ||
      strstr (question->explanation, capacity) == NULL)
    g_error ("The explanation of quiz question \"sram\" should quote %s and %s: %s",
             bandwidth, capacity, question->explanation);
}

/* The check above would pass vacuously if the range ignored a change: an
 * edited chip must move it. */
static void
test_range_follows_a_changed_chip (void)
{
  g_autoptr(AkLesson) lesson = load_bundled_lesson ();
  GPtrArray *accelerators = ak_lesson_get_accelerators (lesson);
  g_autoptr(GPtrArray) changed = g_ptr_array_new ();
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *capacity = NULL;
  AkAccelerator faster = { 0 };
  AkMemoryRange range;

  lesson_hbm_range (lesson, &before, &capacity);
  g_clear_pointer (&capacity, g_free);

  for (guint i = 0; i < accelerators->len; i++)
    g_ptr_array_add (changed, g_ptr_array_index (accelerators, i));
  faster = *(const AkAccelerator *) g_ptr_array_index (accelerators, 0);
  faster.memory_type = (char *) "HBM4";
  faster.bandwidth_tb_s = 20;
  g_ptr_array_add (changed, &faster);

  g_assert_true (ak_hbm_range_compute (changed, &range, NULL));
  format_range (&range, &after, &capacity);
  g_assert_cmpstr (before, !=, after);
  g_assert_true (g_str_has_suffix (after, "–20 TB/s"));
}

/* Every figure of the bundled lesson's chips can be checked at its
 * source: each accelerator links the vendor's page over https. */
static void
test_every_accelerator_has_a_source_url (void)
{
  g_autoptr(AkLesson) lesson = load_bundled_lesson ();
  GPtrArray *accelerators = ak_lesson_get_accelerators (lesson);

  g_assert_cmpuint (accelerators->len, >, 0);
  for (guint i = 0; i < accelerators->len; i++)
    {
      const AkAccelerator *accelerator = g_ptr_array_index (accelerators, i);

      g_test_message ("%s: %s", accelerator->id, accelerator->source_url);
      g_assert_nonnull (accelerator->source_url);
      g_assert_true (g_str_has_prefix (accelerator->source_url, "https://"));
      g_assert_nonnull (accelerator->source);
    }
}

/* The first page's guide names every other page, by its title in bold
 * (it once left out Batching). */
static void
test_guide_names_every_page (void)
{
  g_autoptr(AkLesson) lesson = load_bundled_lesson ();
  const AkPage *first = ak_lesson_get_page (lesson, 0);
  g_autoptr(GString) guide = g_string_new (NULL);

  for (guint i = 0; i < first->blocks->len; i++)
    {
      const AkBlock *block = g_ptr_array_index (first->blocks, i);

      for (guint j = 0; block->kind == AK_BLOCK_BULLETS && block->items[j] != NULL; j++)
        g_string_append_printf (guide, "%s\n", block->items[j]);
    }

  for (guint p = 1; p < ak_lesson_get_n_pages (lesson); p++)
    {
      g_autofree char *bold = g_strdup_printf ("**%s**", ak_lesson_get_page (lesson, p)->title);

      if (strstr (guide->str, bold) == NULL)
        g_error ("the guide on the first page does not name %s", bold);
    }
}

/* Every quiz question sends a learner who missed it to a page that
 * explains it (see_page): a page of the lesson, never a quiz. */
static void
test_questions_see_a_page (void)
{
  g_autoptr(AkLesson) lesson = load_bundled_lesson ();
  guint n_questions = 0;

  for (guint p = 0; p < ak_lesson_get_n_pages (lesson); p++)
    {
      const AkPage *page = ak_lesson_get_page (lesson, p);

      for (guint q = 0; page->questions != NULL && q < page->questions->len; q++)
        {
          const AkQuestion *question = g_ptr_array_index (page->questions, q);
          const AkPage *seen = ak_lesson_find_page (lesson, question->see_page, NULL);

          if (seen == NULL || seen->kind == AK_PAGE_QUIZ)
            g_error ("question %s sees page %s, which is not a page to read", question->id,
                     question->see_page != NULL ? question->see_page : "(none)");
          n_questions++;
        }
    }
  g_assert_cmpuint (n_questions, >, 0);
}

/* One name per product (issue 29 item 10): the lesson once said "Jetson
 * Xavier" in a list and "Jetson AGX Orin" beside that module's figures
 * (the facts file's). Every Jetson the English lesson names is the AGX
 * Orin, or the family as a whole. */
static void
test_jetson_named_once (void)
{
  g_autofree char *path = g_build_filename (TOP_SRCDIR, "data", "lessons", "ai-accelerators.json", NULL);
  g_autofree char *text = NULL;
  guint n = 0;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  for (const char *p = strstr (text, "Jetson "); p != NULL; p = strstr (p + 1, "Jetson "))
    {
      const char *next = p + strlen ("Jetson ");

      if (!g_str_has_prefix (next, "AGX Orin") && !g_str_has_prefix (next, "modules"))
        g_error ("another Jetson is named: %.40s", p);
      n++;
    }
  g_assert_cmpuint (n, >=, 2);
}

int
main (int argc, char *argv[])
{
  /* C.UTF-8 has no digit grouping, as the lesson's English text. */
  setlocale (LC_ALL, "C.UTF-8");

  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/lesson-facts/memory-table", test_memory_table_matches_accelerators);
  g_test_add_func ("/lesson-facts/memory-quiz", test_quiz_explanation_matches_accelerators);
  g_test_add_func ("/lesson-facts/range-follows-chips", test_range_follows_a_changed_chip);
  g_test_add_func ("/lesson-facts/source-urls", test_every_accelerator_has_a_source_url);
  g_test_add_func ("/lesson-facts/guide-names-every-page", test_guide_names_every_page);
  g_test_add_func ("/lesson-facts/questions-see-a-page", test_questions_see_a_page);
  g_test_add_func ("/lesson-facts/jetson-named-once", test_jetson_named_once);

  return g_test_run ();
}

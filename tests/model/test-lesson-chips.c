/* test-lesson-chips.c: the "Many chips" page's figures are the app's own
 *
 * Every number the page, its sort pieces and its quiz questions quote is
 * computed here from the lesson's data with the models that the command
 * line and the pages use, formatted as the English text writes it, and
 * looked for in the text; editing a chip, a link or a formula without the
 * text fails.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>
#include <math.h>
#include <string.h>

#include "ak-chips-sweep.h"
#include "ak-parallel-plan.h"

#include "ak-test-model.h"

/* The page's and the quiz's English text, every block and explanation. */
static char *
texts (AkLesson *lesson)
{
  g_autoptr(GString) all = g_string_new (NULL);
  const AkPage *page = ak_lesson_find_page (lesson, "many-chips", NULL);
  const AkPage *quiz = ak_lesson_find_page (lesson, "quiz", NULL);

  g_assert_nonnull (page);
  for (guint i = 0; i < page->blocks->len; i++)
    {
      const AkBlock *b = g_ptr_array_index (page->blocks, i);

      g_string_append_printf (all, "%s\n%s\n", b->text != NULL ? b->text : "", b->title != NULL ? b->title : "");
      for (guint j = 0; b->items != NULL && b->items[j] != NULL; j++)
        g_string_append_printf (all, "%s\n", b->items[j]);
    }
  for (guint i = 0; i < quiz->questions->len; i++)
    g_string_append_printf (all, "%s\n", ((const AkQuestion *) g_ptr_array_index (quiz->questions, i))->explanation);
  return g_string_free (g_steal_pointer (&all), FALSE);
}

/* 1234567 → "1,234,567", as the English text writes whole numbers. */
static char *
grouped (double value)
{
  g_autofree char *digits = g_strdup_printf ("%.0f", value);
  g_autoptr(GString) out = g_string_new (NULL);
  gsize n = strlen (digits);

  for (gsize i = 0; i < n; i++)
    {
      if (i > 0 && (n - i) % 3 == 0)
        g_string_append_c (out, ',');
      g_string_append_c (out, digits[i]);
    }
  return g_string_free (g_steal_pointer (&out), FALSE);
}

static void
assert_quotes (const char *text,
               const char *figure)
{
  if (strstr (text, figure) == NULL)
    g_error ("the Many chips text does not say “%s”", figure);
}

static void
assert_quotes_printf (const char *text,
                      const char *format,
                      ...) G_GNUC_PRINTF (2, 3);

static void
assert_quotes_printf (const char *text,
                      const char *format,
                      ...)
{
  g_autofree char *figure = NULL;
  va_list args;

  va_start (args, format);
  figure = g_strdup_vprintf (format, args);
  va_end (args);
  assert_quotes (text, figure);
}

static const AkModelSpec *
model (AkLesson   *lesson,
       const char *id)
{
  const AkPage *page = ak_lesson_find_page (lesson, "roofline", NULL);

  for (guint i = 0; i < page->models->len; i++)
    if (g_str_equal (((const AkModelSpec *) g_ptr_array_index (page->models, i))->id, id))
      return g_ptr_array_index (page->models, i);
  g_assert_not_reached ();
}

static void
analyze_on (AkLesson         *lesson,
            const char       *model_id,
            const char       *chip_id,
            AkInferenceRequest r,
            guint             chips,
            AkSystemAnalysis *out)
{
  const AkAccelerator *chip = ak_lesson_find_accelerator (lesson, chip_id);
  const AkLink *link = ak_interconnect_default_link (lesson, chip, NULL);
  AkSystem sys = { .layout = { chips, 1, 1, 1 }, .link_bandwidth_bytes_s = ak_link_bandwidth_bytes_s (link) };
  g_autoptr(GError) error = NULL;
  AkInferenceMachine m;

  g_assert_true (ak_inference_machine_for_accelerator (chip, AK_PRECISION_BF16, AK_PRECISION_BF16, &m, &error));
  g_assert_true (ak_parallel_analyze (&model (lesson, model_id)->shape, &r, &m, &sys, out, &error));
  g_assert_no_error (error);
}

static guint
min_chips (AkLesson   *lesson,
           const char *chip_id)
{
  const AkAccelerator *chip = ak_lesson_find_accelerator (lesson, chip_id);
  const AkLink *link = ak_interconnect_default_link (lesson, chip, NULL);
  AkInferenceRequest r = { AK_PHASE_DECODE, 2048, 1, AK_PRECISION_BF16, AK_PRECISION_BF16, AK_PRECISION_BF16 };
  AkSystem sys = { .link_bandwidth_bytes_s = ak_link_bandwidth_bytes_s (link),
                   .fast_domain_chips = ak_interconnect_fast_domain_chips (chip) };
  AkInferenceMachine m;
  g_autoptr(AkPlan) plan = NULL;

  g_assert_true (ak_inference_machine_for_accelerator (chip, AK_PRECISION_BF16, AK_PRECISION_BF16, &m, NULL));
  plan = ak_parallel_plan (&model (lesson, "dense-70b")->shape, &r, &m, &sys, AK_PLAN_TARGET_LATENCY,
                           AK_PLAN_MAX_CHIPS, NULL);
  if (plan == NULL)
    g_error ("no plan for %s", chip_id);
  return plan->min_chips;
}

/* The 70B model's size; decode at batch 8 on 8 H100s by TP. */
static void
test_decode_example (void)
{
  g_autoptr(AkLesson) lesson = load_bundled_lesson ();
  g_autofree char *text = texts (lesson);
  AkInferenceRequest r = { AK_PHASE_DECODE, 2048, 8, AK_PRECISION_BF16, AK_PRECISION_BF16, AK_PRECISION_BF16 };
  AkSystemAnalysis a;
  g_autofree char *params = NULL, *buffer = NULL, *sent = NULL, *total = NULL;

  analyze_on (lesson, "dense-70b", "h100-sxm", r, 8, &a);
  params = grouped (a.single.parameters.total);
  assert_quotes (text, params);
  assert_quotes_printf (text, "take %.0f GB", a.single.weight_bytes / 1e9);
  assert_quotes_printf (text, "about %.0f GB of weights", a.single.weight_bytes / 2 / 1e9);
  buffer = grouped (a.tp_all_reduce_bytes);
  sent = grouped (a.communication_bytes_per_chip / a.tp_all_reduces);
  total = grouped (a.communication_bytes_per_chip);
  assert_quotes_printf (text, "= %s bytes", buffer);
  assert_quotes_printf (text, "that is %s bytes", sent);
  assert_quotes_printf (text, "there are %.0f per step: %s bytes", a.tp_all_reduces, total);
  assert_quotes_printf (text, "about %.0f µs over NVLink 4", a.communication_time_s * 1e6);
  assert_quotes_printf (text, "its %.1f GB share", a.per_chip.weight_bytes / 1e9);
  assert_quotes_printf (text, "about %.1f ms, so decode stays memory-bound", a.memory_time_s * 1e3);
  g_assert_cmpint (a.bound, ==, AK_SYSTEM_BOUND_MEMORY);
}

/* Prefill of 2,048 tokens of the 7B model on 8 L4s over PCIe Gen4. */
static void
test_prefill_example (void)
{
  g_autoptr(AkLesson) lesson = load_bundled_lesson ();
  g_autofree char *text = texts (lesson);
  AkInferenceRequest r = { AK_PHASE_PREFILL, 2048, 1, AK_PRECISION_BF16, AK_PRECISION_BF16, AK_PRECISION_BF16 };
  const AkLink *pcie = ak_lesson_find_link (lesson, "pcie-gen4-x16");
  AkSystemAnalysis a;
  g_autofree char *buffer = NULL;

  analyze_on (lesson, "dense-7b", "l4", r, 8, &a);
  buffer = grouped (a.tp_all_reduce_bytes);
  assert_quotes_printf (text, "each all-reduce is %s bytes", buffer);
  assert_quotes_printf (text, "each chip sends %.2f GB per step", a.communication_bytes_per_chip / 1e9);
  assert_quotes_printf (text, "at %.1f GB/s that takes about %.0f ms", pcie->bandwidth_gb_s,
                        a.communication_time_s * 1e3);
  assert_quotes_printf (text, "only about %.0f ms", a.compute_time_s * 1e3);
  g_assert_cmpint (a.bound, ==, AK_SYSTEM_BOUND_INTERCONNECT);
}

/* NVLink 4's figures, the link's ridge point, and the smallest systems. */
static void
test_links_and_plans (void)
{
  g_autoptr(AkLesson) lesson = load_bundled_lesson ();
  g_autofree char *text = texts (lesson);
  const AkLink *nvlink = ak_lesson_find_link (lesson, "nvlink-4");
  const AkAccelerator *h100 = ak_lesson_find_accelerator (lesson, "h100-sxm");
  double ridge = h100->peak_bf16_dense_tflops * 1e12 / ak_link_bandwidth_bytes_s (nvlink);
  g_autofree char *ridge_text = grouped (round (ridge / 100) * 100);

  assert_quotes_printf (text, "NVLink 4 moves %.0f GB/s each way", nvlink->bandwidth_gb_s);
  assert_quotes_printf (text, "headline %.0f GB/s", nvlink->headline_gb_s);
  assert_quotes_printf (text, "about %s FLOP for every byte", ridge_text);
  assert_quotes_printf (text, "%u H100s split by TP are enough", min_chips (lesson, "h100-sxm"));
  assert_quotes_printf (text, "the TPU v5e need %u:", min_chips (lesson, "tpu-v5e"));
}

/* The chips chart as the page opens it, and on the H100 SXM. */
static AkChipsSweep *
page_sweep (AkLesson   *lesson,
            const char *chip_id)
{
  const AkPage *page = ak_lesson_find_page (lesson, "many-chips", NULL);
  const AkAccelerator *chip = ak_lesson_find_accelerator (lesson, chip_id);
  const AkLink *link = ak_interconnect_default_link (lesson, chip, NULL);
  AkInferenceRequest r = { page->phase, page->context_tokens, page->batch_size, AK_PRECISION_BF16,
                           AK_PRECISION_BF16, AK_PRECISION_BF16 };
  AkSystem sys = { .link_bandwidth_bytes_s = ak_link_bandwidth_bytes_s (link),
                   .fast_domain_chips = ak_interconnect_fast_domain_chips (chip) };
  g_autoptr(GError) error = NULL;
  AkChipsPolicy policy;
  AkInferenceMachine m;
  AkChipsSweep *sweep;

  g_assert_true (ak_chips_policy_from_string (page->layout_policy, &policy));
  g_assert_true (ak_inference_machine_for_accelerator (chip, AK_PRECISION_BF16, AK_PRECISION_BF16, &m, &error));
  sweep = ak_chips_sweep_compute (&model (lesson, page->model_id)->shape, &r, &m, &sys, policy,
                                  AK_CHIPS_SWEEP_MAX_CHIPS, &error);
  g_assert_no_error (error);
  return sweep;
}

/* The page's chart: a memory wall and a link that takes over on the H100
 * PCIe; NVLink about seven times PCIe Gen5, and no takeover on the SXM. */
static void
test_chart (void)
{
  g_autoptr(AkLesson) lesson = load_bundled_lesson ();
  g_autofree char *text = texts (lesson);
  const AkPage *page = ak_lesson_find_page (lesson, "many-chips", NULL);
  g_autoptr(AkChipsSweep) pcie = NULL;
  g_autoptr(AkChipsSweep) sxm = NULL;
  double ratio = ak_lesson_find_link (lesson, "nvlink-4")->bandwidth_gb_s /
                 ak_lesson_find_link (lesson, "pcie-gen5-x16")->bandwidth_gb_s;

  g_assert_cmpint (page->kind, ==, AK_PAGE_CHIPS);
  g_assert_cmpstr (page->accelerator_id, ==, "h100-pcie");
  pcie = page_sweep (lesson, page->accelerator_id);
  sxm = page_sweep (lesson, "h100-sxm");
  g_assert_cmpuint (pcie->wall_chips, >, 1);
  g_assert_cmpuint (pcie->link_chips, >, 0);
  g_assert_cmpuint (sxm->link_chips, ==, 0);
  g_assert_cmpfloat (round (ratio), ==, 7);
  assert_quotes (text, "about seven times as many bytes per second as the PCIe Gen5 slot");
  assert_quotes (text, "the link no longer takes over at any count");
}

static AkBin
piece_bin (AkLesson   *lesson,
           const char *id)
{
  const AkPage *sort = ak_lesson_find_page (lesson, "sort", NULL);

  for (guint i = 0; i < sort->pieces->len; i++)
    if (g_str_equal (((const AkSortPiece *) g_ptr_array_index (sort->pieces, i))->id, id))
      return ((const AkSortPiece *) g_ptr_array_index (sort->pieces, i))->bin;
  g_error ("no sort piece %s", id);
}

static AkBin
bin_of (AkSystemBound bound)
{
  return bound == AK_SYSTEM_BOUND_INTERCONNECT ? AK_BIN_LINK
         : bound == AK_SYSTEM_BOUND_COMPUTE ? AK_BIN_COMPUTE : AK_BIN_MEMORY;
}

/* Each many-chips sort piece sits in the bin of the bound the app
 * computes for the workload its label states (all TP, BF16). */
static void
test_sort_pieces (void)
{
  g_autoptr(AkLesson) lesson = load_bundled_lesson ();
  const AkPage *sort = ak_lesson_find_page (lesson, "sort", NULL);
  const struct {
    const char *piece, *model, *chip;
    AkPhase     phase;
    double      tokens, batch;
    guint       chips;
  } cases[] = {
    { "tp-decode-8-gpus", "dense-70b", "h100-sxm", AK_PHASE_DECODE, 2048, 8, 8 },
    { "tp-prefill-nvlink", "dense-70b", "h100-sxm", AK_PHASE_PREFILL, 2000, 1, 8 },
    { "tp-prefill-pcie-l4", "dense-7b", "l4", AK_PHASE_PREFILL, 2048, 1, 8 },
    { "tp-prefill-pcie-h100", "dense-70b", "h100-pcie", AK_PHASE_PREFILL, 2048, 1, 4 },
  };

  g_assert_true (sort->sort_bins & (1u << AK_BIN_LINK));
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      AkInferenceRequest r = { cases[i].phase, cases[i].tokens, cases[i].batch, AK_PRECISION_BF16,
                               AK_PRECISION_BF16, AK_PRECISION_BF16 };
      AkSystemAnalysis a;

      analyze_on (lesson, cases[i].model, cases[i].chip, r, cases[i].chips, &a);
      g_assert_true (a.per_chip.fits_in_memory);
      if (piece_bin (lesson, cases[i].piece) != bin_of (a.bound))
        g_error ("the sort piece %s is in the wrong bin: the app finds it %s", cases[i].piece,
                 ak_system_bound_to_string (a.bound));
    }
}

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "C.UTF-8");
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/lesson-chips/decode-example", test_decode_example);
  g_test_add_func ("/lesson-chips/prefill-example", test_prefill_example);
  g_test_add_func ("/lesson-chips/links-and-plans", test_links_and_plans);
  g_test_add_func ("/lesson-chips/chart", test_chart);
  g_test_add_func ("/lesson-chips/sort-pieces", test_sort_pieces);

  return g_test_run ();
}

/* test-chips-fit.c: whether a step fits one chip, and on how many it
 * would; the roofline scene's warnings
 *
 * The 70B shape is Llama-2-70B's (see test-parallel.c): 137,953,296,384
 * bytes of BF16 weights on one chip, 17,246,470,144 a chip by TP 8,
 * 34,490,302,464 by TP 4; 327,680 bytes of KV cache per token. The L4
 * holds 24 GiB = 25,769,803,776 bytes.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>
#include <string.h>

#include "ak-chips-fit.h"
#include "ak-roofline-plot.h"

#include "ak-test-model.h"

static void
check_on (AkLesson                 *lesson,
          guint                     chips,
          const char               *chip_id,
          const AkTransformerShape *shape,
          const AkInferenceRequest *r,
          AkChipsFit               *fit,
          char                    **out_words)
{
  const AkAccelerator *chip = ak_lesson_find_accelerator (lesson, chip_id);
  g_autoptr(GError) error = NULL;
  AkInferenceMachine m;

  g_assert_nonnull (chip);
  g_assert_true (ak_inference_machine_for_accelerator (chip, AK_PRECISION_BF16, AK_PRECISION_BF16, &m, &error));
  g_assert_true (ak_chips_fit_check (lesson, chip, shape, r, &m, chips, fit, &error));
  g_assert_no_error (error);
  *out_words = ak_chips_fit_describe (fit, lesson, chip, r);
}

static void
check (AkLesson                 *lesson,
       const char               *chip_id,
       const AkTransformerShape *shape,
       const AkInferenceRequest *r,
       AkChipsFit               *fit,
       char                    **out_words)
{
  check_on (lesson, 1, chip_id, shape, r, fit, out_words);
}

/* Batch 64 at 2048 tokens on one L4: 137,953,296,384 + 64 × 2048 ×
 * 327,680 = 180,903,620,608 bytes (the KV cache at the context), about
 * 181 GB. By TP 8 a chip holds 17,246,470,144 + 5,368,709,120 =
 * 22,615,179,264 bytes, under 25,769,803,776; by TP 4 the weights alone
 * (34,490,302,464) are over: 8 chips. */
static void
test_seventy_b_on_l4 (void)
{
  g_autoptr(AkLesson) lesson = load_bundled_lesson ();
  AkTransformerShape s = ak_test_dense_70b_shape ();
  AkInferenceRequest r = ak_test_decode_bf16 (64, 2048);
  g_autofree char *words = NULL;
  AkChipsFit fit;

  check (lesson, "l4", &s, &r, &fit, &words);
  g_assert_true (fit.memory_known);
  g_assert_false (fit.fits);
  g_assert_cmpfloat_with_epsilon (fit.needed_bytes, 137953296384.0 + 64.0 * 2048 * 327680, 2 * 327680 * 64);
  g_assert_true (fit.has_link);
  g_assert_cmpuint (fit.wall_chips, ==, 8);
  g_assert_cmpstr (words, ==, "Does not fit: batch 64 at 2048 tokens needs 181 GB of weights and KV cache, "
                              "and one NVIDIA L4 holds 25.8 GB (24 GiB). Use 8 chips (see the page “Many chips”).");
}

/* What fits says nothing; a chip without a link cannot be joined; a
 * batch no 64 chips hold (4096 × 32,768 tokens × 327,680 bytes = 44 TB of
 * KV cache, 687 GB a chip on 64); a chip of unknown memory says nothing. */
static void
test_other_answers (void)
{
  g_autoptr(AkLesson) lesson = load_bundled_lesson ();
  AkTransformerShape s = ak_test_dense_70b_shape (), small;
  AkInferenceRequest one = ak_test_decode_bf16 (1, 2048), huge = ak_test_decode_bf16 (4096, 32768);
  g_autofree char *fits = NULL, *no_link = NULL, *too_big = NULL;
  AkInferenceMachine unknown = { 121e12, 0, 0.3e12, 0, AK_PEAK_CASE_BF16 };
  AkChipsFit fit;

  ak_transformer_shape_init_dense (&small, 32, 4096, 32, 32, 11008, 32000);
  check (lesson, "l4", &small, &one, &fit, &fits);
  g_assert_true (fit.fits);
  g_assert_null (fits);

  check (lesson, "gaudi-3", &s, &one, &fit, &no_link);
  g_assert_false (fit.fits);
  g_assert_false (fit.has_link);
  g_assert_true (g_str_has_suffix (no_link, "Intel Gaudi 3 names no link, so more chips cannot share it."));

  check (lesson, "l4", &s, &huge, &fit, &too_big);
  g_assert_cmpuint (fit.wall_chips, ==, 0);
  g_assert_true (g_str_has_suffix (too_big, "Not even 64 chips hold it."));

  g_assert_true (ak_chips_fit_check (lesson, ak_lesson_find_accelerator (lesson, "l4"), &s, &one, &unknown, 1,
                                     &fit, NULL));
  g_assert_false (fit.memory_known);
  g_assert_null (ak_chips_fit_describe (&fit, lesson, ak_lesson_find_accelerator (lesson, "l4"), &one));
}

/* The chips chosen are judged, TP across them: batch 64 at 2048 tokens
 * fits on 8 L4 (22,615,179,264 bytes a chip by TP 8, above). On 4 by
 * TP 4 the busiest holds 34,490,302,464 + 64 × 2048 × 327,680 / 4 =
 * 45,227,720,704 bytes, 45.2 GB: use 8. On 6 chips TP 6 does not divide
 * the 64 query heads, so TP 3 does not either; TP 1 × PP 6 holds ⌈80/6⌉ =
 * 14 of 80 layers: 14/80 of 137,953,296,384 (about 24.1 GB, the embeddings
 * aside) plus 14/80 of the 42,949,672,960 bytes of KV cache (7.5 GB),
 * over 25.8 GB: use 8. Batch 1 fits on 8. A chip without a link is
 * judged on one. */
static void
test_on_chips (void)
{
  g_autoptr(AkLesson) lesson = load_bundled_lesson ();
  AkTransformerShape s = ak_test_dense_70b_shape ();
  AkInferenceRequest r = ak_test_decode_bf16 (64, 2048), one = ak_test_decode_bf16 (1, 2048);
  g_autofree char *on_eight = NULL, *on_four = NULL, *on_six = NULL, *one_on_eight = NULL, *no_link = NULL;
  AkChipsFit fit;

  check_on (lesson, 8, "l4", &s, &r, &fit, &on_eight);
  g_assert_cmpuint (fit.chips, ==, 8);
  g_assert_true (fit.fits);
  g_assert_cmpfloat_with_epsilon (fit.chip_needed_bytes, 22615179264.0, 2 * 327680 * 64);
  g_assert_null (on_eight);

  check_on (lesson, 4, "l4", &s, &r, &fit, &on_four);
  g_assert_false (fit.fits);
  g_assert_cmpuint (fit.wall_chips, ==, 8);
  g_assert_cmpstr (on_four, ==, "Does not fit on 4 chips: batch 64 at 2048 tokens needs 181 GB of weights and KV "
                                "cache, 45.2 GB on the busiest chip (TP 4), and each NVIDIA L4 holds 25.8 GB (24 GiB). "
                                "Use 8 chips (see the page “Many chips”).");

  check_on (lesson, 6, "l4", &s, &r, &fit, &on_six);
  g_assert_false (fit.fits);
  g_assert_cmpuint (fit.layout.tp * fit.layout.pp, ==, 6);
  g_assert_true (g_str_has_suffix (on_six, "Use 8 chips (see the page “Many chips”)."));

  check_on (lesson, 8, "l4", &s, &one, &fit, &one_on_eight);
  g_assert_null (one_on_eight);

  check_on (lesson, 8, "gaudi-3", &s, &one, &fit, &no_link);
  g_assert_cmpuint (fit.chips, ==, 1);
  g_assert_true (g_str_has_prefix (no_link, "Does not fit: batch 1"));
}

static int
find_point (AkRooflinePlot *plot,
            const char     *label)
{
  AkRooflinePointInfo info;

  for (guint i = 0; ak_roofline_plot_get_point (plot, i, &info); i++)
    if (g_strcmp0 (info.label, label) == 0)
      return (int) i;
  return -1;
}

/* The roofline scene with its lesson: each workload of the 70B model on
 * the L4 carries its own warning, said with the point; the plot the
 * user's own; without a lesson, none. */
static void
test_scene_warnings (void)
{
  g_autoptr(AkLesson) lesson = load_bundled_lesson ();
  const AkPage *page = ak_lesson_find_page (lesson, "roofline", NULL);
  g_autoptr(AkRooflinePlot) plot = ak_roofline_plot_new ();
  g_autofree char *words = NULL;
  AkRooflinePointInfo info;
  AkRooflineScene scene;
  int batch64;

  ak_roofline_scene_init_for_page (&scene, page);
  scene.accelerator = ak_lesson_find_accelerator (lesson, "l4");
  for (guint i = 0; i < page->models->len; i++)
    if (g_str_equal (((AkModelSpec *) g_ptr_array_index (page->models, i))->id, "dense-70b"))
      scene.model = g_ptr_array_index (page->models, i);
  scene.lesson = lesson;
  g_assert_true (ak_roofline_plot_set_scene (plot, page, &scene, NULL));

  batch64 = find_point (plot, "70B decode, batch 64, 2,048-token context");
  g_assert_cmpint (batch64, >=, 0);
  g_assert_true (ak_roofline_plot_get_point (plot, (guint) batch64, &info));
  g_assert_nonnull (info.warning);
  g_assert_true (g_str_has_prefix (info.warning, "Does not fit: batch 64 at 2048 tokens needs 181 GB"));
  words = ak_roofline_plot_describe_point (plot, (guint) batch64);
  g_assert_nonnull (strstr (words, "attainable"));
  g_assert_true (g_str_has_suffix (words, info.warning));
  g_assert_true (g_str_has_prefix (ak_roofline_plot_get_warning (plot), "Does not fit: batch 1 at 2048 tokens"));

  /* the page's Chips field set to 8: neither batch 64 nor the user's own
   * batch 1 warns; on 4, batch 64 says it needs 8 */
  scene.chips = 8;
  g_assert_true (ak_roofline_plot_set_scene (plot, page, &scene, NULL));
  g_assert_true (ak_roofline_plot_get_point (plot, (guint) batch64, &info));
  g_assert_null (info.warning);
  g_assert_null (ak_roofline_plot_get_warning (plot));
  scene.chips = 4;
  g_assert_true (ak_roofline_plot_set_scene (plot, page, &scene, NULL));
  g_assert_true (ak_roofline_plot_get_point (plot, (guint) batch64, &info));
  g_assert_true (g_str_has_prefix (info.warning, "Does not fit on 4 chips: batch 64 at 2048 tokens"));
  g_assert_true (g_str_has_suffix (info.warning, "Use 8 chips (see the page “Many chips”)."));
  scene.chips = 1;

  scene.lesson = NULL;
  g_assert_true (ak_roofline_plot_set_scene (plot, page, &scene, NULL));
  g_assert_true (ak_roofline_plot_get_point (plot, (guint) batch64, &info));
  g_assert_null (info.warning);
  g_assert_null (ak_roofline_plot_get_warning (plot));
}

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "C.UTF-8");
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/chips-fit/seventy-b-on-l4", test_seventy_b_on_l4);
  g_test_add_func ("/chips-fit/other-answers", test_other_answers);
  g_test_add_func ("/chips-fit/on-chips", test_on_chips);
  g_test_add_func ("/chips-fit/scene-warnings", test_scene_warnings);

  return g_test_run ();
}

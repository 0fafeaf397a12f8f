/* test-roofline-plot.c: the roofline chart's model: points placed against
 * the primary roof, bounds, the normalised series and stepping between
 * points, with no Cairo and no display (suite "model")
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "ak-roofline-options.h"
#include "ak-roofline-plot.h"

#include "ak-test-model.h"

#define PEAK      1e15   /* FLOP/s */
#define BANDWIDTH 1e12   /* bytes/s: the ridge is at 1,000 FLOP/byte */

static const AkPage *
roofline_page (AkLesson *lesson)
{
  const AkPage *page = ak_lesson_find_page (lesson, "roofline", NULL);

  g_assert_nonnull (page);
  g_assert_cmpint (page->kind, ==, AK_PAGE_ROOFLINE);
  return page;
}

static AkRooflinePlot *
simple_plot (void)
{
  AkRooflinePlot *plot = ak_roofline_plot_new ();
  g_autoptr(GError) error = NULL;

  g_assert_true (ak_roofline_plot_set_roof (plot, AK_ROOFLINE_ROOF_PRIMARY, "Test chip",
                                            PEAK, BANDWIDTH, &error));
  g_assert_no_error (error);
  ak_roofline_plot_add_point (plot, "high", 5000, 1, FALSE);
  ak_roofline_plot_add_point (plot, "low", 150, 1, FALSE);
  return plot;
}

static void
count_changed (guint *n)
{
  (*n)++;
}

/* Points take the primary roof's formulas: below the ridge the sloped
 * roof binds, above it the flat one. */
static void
test_points (void)
{
  g_autoptr(AkRooflinePlot) plot = simple_plot ();
  AkRooflinePointInfo info;
  AkRooflineRoofInfo roof;

  g_assert_true (ak_roofline_plot_get_roof (plot, AK_ROOFLINE_ROOF_PRIMARY, &roof));
  g_assert_cmpfloat_with_epsilon (roof.ridge, 1000, 1e-9);
  g_assert_false (roof.measured_fp32);
  g_assert_false (ak_roofline_plot_get_roof (plot, AK_ROOFLINE_ROOF_COMPARE, NULL));

  g_assert_true (ak_roofline_plot_get_point (plot, 1, &info));
  g_assert_cmpstr (info.label, ==, "low");
  g_assert_cmpint (info.bound, ==, AK_BOUND_MEMORY);
  g_assert_cmpfloat_with_epsilon (info.attainable_flops, 150 * BANDWIDTH, 1);
  g_assert_true (ak_roofline_plot_get_point (plot, 0, &info));
  g_assert_cmpint (info.bound, ==, AK_BOUND_COMPUTE);
  g_assert_cmpfloat (info.attainable_flops, ==, PEAK);
  g_assert_false (ak_roofline_plot_get_point (plot, 2, &info));
}

/* Bounds are whole decades around roofs and points; the normalised series
 * puts each point at its fraction of them. */
static void
test_bounds (void)
{
  g_autoptr(AkRooflinePlot) plot = simple_plot ();
  const AkRooflinePlotPoint *points;
  AkLogAxis x, y;
  guint n;

  ak_roofline_plot_get_bounds (plot, &x, &y);
  /* intensities 150 and 5,000, ridge 1,000 */
  g_assert_cmpfloat (x.lo, ==, 2);
  g_assert_cmpfloat (x.hi, ==, 4);
  /* 1.5e14 and 1e15 FLOP/s, the sloped roof enters at 1e14: one decade,
   * widened to three */
  g_assert_cmpfloat (y.lo, ==, 13);
  g_assert_cmpfloat (y.hi, ==, 16);

  points = ak_roofline_plot_get_normalized (plot, &n);
  g_assert_cmpuint (n, ==, 2);
  g_assert_true (points[0].shown);
  g_assert_cmpfloat_with_epsilon (points[0].x, (log10 (5000) - 2) / 2, 1e-12);
  g_assert_cmpfloat_with_epsilon (points[0].y, 2.0 / 3, 1e-12);
  g_assert_cmpint (points[1].bound, ==, AK_BOUND_MEMORY);

  /* A point far to the right widens the x axis. */
  ak_roofline_plot_add_point (plot, "far", 1e7, 1, TRUE);
  ak_roofline_plot_get_bounds (plot, &x, NULL);
  g_assert_cmpfloat (x.hi, ==, 7);
  points = ak_roofline_plot_get_normalized (plot, &n);
  g_assert_cmpuint (n, ==, 3);
  g_assert_true (points[2].emphasized);
  g_assert_cmpfloat_with_epsilon (points[2].x, 1, 1e-12);
}

/* A point that cannot sit on a log axis is kept, counted and excluded from
 * the bounds and from stepping. */
static void
test_hidden (void)
{
  g_autoptr(AkRooflinePlot) plot = simple_plot ();
  const AkRooflinePlotPoint *points;
  AkLogAxis x;
  guint n;

  ak_roofline_plot_add_point (plot, "zero work", 0, 1e9, FALSE);
  ak_roofline_plot_add_point (plot, "no traffic", 1e9, 0, FALSE);
  ak_roofline_plot_add_point (plot, "not a number", NAN, 1, FALSE);
  g_assert_cmpuint (ak_roofline_plot_get_n_points (plot), ==, 5);
  g_assert_cmpuint (ak_roofline_plot_get_n_hidden (plot), ==, 3);

  ak_roofline_plot_get_bounds (plot, &x, NULL);
  g_assert_cmpfloat (x.hi, ==, 4);
  points = ak_roofline_plot_get_normalized (plot, &n);
  g_assert_false (points[3].shown);
  g_assert_cmpint (ak_roofline_plot_step (plot, 1, G_MAXINT), ==, 0);

  ak_roofline_plot_clear_roof (plot, AK_ROOFLINE_ROOF_PRIMARY);
  g_assert_cmpuint (ak_roofline_plot_get_n_hidden (plot), ==, 5);
  g_assert_cmpint (ak_roofline_plot_step (plot, -1, 1), ==, -1);
}

/* Steps go left to right by intensity, not in the order points were
 * added, and stop at the ends. */
static void
test_step (void)
{
  g_autoptr(AkRooflinePlot) plot = simple_plot ();

  g_assert_cmpint (ak_roofline_plot_step (plot, -1, 1), ==, 1);    /* "low" first */
  g_assert_cmpint (ak_roofline_plot_step (plot, 1, 1), ==, 0);
  g_assert_cmpint (ak_roofline_plot_step (plot, 0, 1), ==, 0);
  g_assert_cmpint (ak_roofline_plot_step (plot, -1, -1), ==, 0);   /* from none, leftwards: the last */
  g_assert_cmpint (ak_roofline_plot_step (plot, 0, G_MININT), ==, 1);
}

/* A whole scene is one change. */
static void
test_scene_changes_once (void)
{
  g_autoptr(AkLesson) lesson = load_bundled_lesson ();
  const AkPage *page = roofline_page (lesson);
  g_autoptr(AkRooflinePlot) plot = ak_roofline_plot_new ();
  AkRooflineScene scene;
  guint n_changed = 0;

  ak_roofline_scene_init_for_page (&scene, page);
  scene.compare = g_ptr_array_index (page->accelerators, 1);
  g_signal_connect_swapped (plot, "changed", G_CALLBACK (count_changed), &n_changed);
  g_assert_true (ak_roofline_plot_set_scene (plot, page, &scene, NULL));
  g_assert_cmpuint (n_changed, ==, 1);
  g_assert_true (ak_roofline_plot_get_roof (plot, AK_ROOFLINE_ROOF_COMPARE, NULL));
}

/* The lesson's workloads land where the lesson says: decode at batch 1
 * under the sloped roof of every accelerator, long prefill under the flat
 * roof; the user's points follow batch and prompt. */
static void
test_lesson_points (void)
{
  g_autoptr(AkLesson) lesson = load_bundled_lesson ();
  const AkPage *page = roofline_page (lesson);
  g_autoptr(AkRooflinePlot) plot = ak_roofline_plot_new ();
  AkRooflineScene scene;
  AkRooflinePointInfo info, before;
  guint n = 0;

  ak_roofline_scene_init_for_page (&scene, page);
  for (guint a = 0; a < page->accelerators->len; a++)
    {
      scene.accelerator = g_ptr_array_index (page->accelerators, a);
      g_assert_true (ak_roofline_plot_set_scene (plot, page, &scene, NULL));
      n = ak_roofline_plot_get_n_points (plot);
      g_assert_cmpuint (n, ==, 6 + 2);   /* the 7B model's workloads and the user's two */
      g_assert_cmpuint (ak_roofline_plot_get_n_hidden (plot), ==, 0);

      for (guint i = 0; ak_roofline_plot_get_point (plot, i, &info); i++)
        {
          if (g_str_has_prefix (info.label, "7B decode, batch 1,"))
            g_assert_cmpint (info.bound, ==, AK_BOUND_MEMORY);
          if (g_str_has_prefix (info.label, "7B prefill, 4,096"))
            g_assert_cmpint (info.bound, ==, AK_BOUND_COMPUTE);
          g_assert_cmpfloat (info.attainable_flops, <=, scene.accelerator->peak_bf16_dense_tflops * 1e12);
          /* The modelled step time of the point, computed, not measured. */
          g_assert_cmpfloat (info.step_seconds, >, 0);
        }
    }

  /* A bigger batch moves the user's decode point right. */
  g_assert_true (ak_roofline_plot_get_point (plot, n - 1, &before));
  scene.batch_size = 64;
  g_assert_true (ak_roofline_plot_set_scene (plot, page, &scene, NULL));
  g_assert_true (ak_roofline_plot_get_point (plot, n - 1, &info));
  g_assert_cmpfloat (info.intensity, >, 10 * before.intensity);

  /* Half the bytes per parameter: twice the prefill intensity. */
  g_assert_true (ak_roofline_plot_get_point (plot, n - 2, &before));
  scene.precision = AK_PRECISION_FP8;
  g_assert_true (ak_roofline_plot_set_scene (plot, page, &scene, NULL));
  g_assert_true (ak_roofline_plot_get_point (plot, n - 2, &info));
  g_assert_cmpfloat_with_epsilon (info.intensity, 2 * before.intensity, 1e-9 * info.intensity);
}

static const AkAccelerator *
page_accelerator (const AkPage *page,
                  const char   *id)
{
  for (guint i = 0; i < page->accelerators->len; i++)
    {
      const AkAccelerator *a = g_ptr_array_index (page->accelerators, i);

      if (g_str_equal (a->id, id))
        return a;
    }
  g_assert_not_reached ();
}

/* The roof follows the precision (hand-checked from the lesson's H100 SXM:
 * 989 TFLOP/s BF16, 1,979 FP8, 3.35 TB/s): FP8 raises it to 1,979 TFLOP/s
 * and doubles the ridge point (295.2 to 590.7 FLOP/byte); weight-only INT4
 * keeps 989; the A100 lists no FP8 peak and stays at 312. */
static void
test_roof_follows_precision (void)
{
  g_autoptr(AkLesson) lesson = load_bundled_lesson ();
  const AkPage *page = roofline_page (lesson);
  g_autoptr(AkRooflinePlot) plot = ak_roofline_plot_new ();
  g_autofree char *description = NULL;
  AkRooflineScene scene;
  AkRooflineRoofInfo bf16, roof;
  AkPeakCase peak_case;

  ak_roofline_scene_init_for_page (&scene, page);
  scene.accelerator = page_accelerator (page, "h100-sxm");
  g_assert_true (ak_roofline_plot_set_scene (plot, page, &scene, NULL));
  g_assert_true (ak_roofline_plot_get_roof (plot, AK_ROOFLINE_ROOF_PRIMARY, &bf16));
  g_assert_cmpfloat (bf16.peak_flops, ==, 989e12);
  g_assert_cmpint (bf16.peak_case, ==, AK_PEAK_CASE_BF16);

  scene.precision = AK_PRECISION_FP8;
  g_assert_true (ak_roofline_plot_set_scene (plot, page, &scene, NULL));
  g_assert_true (ak_roofline_plot_get_roof (plot, AK_ROOFLINE_ROOF_PRIMARY, &roof));
  g_assert_cmpfloat (roof.peak_flops, ==, 1979e12);
  g_assert_cmpfloat_with_epsilon (roof.ridge, 590.746, 1e-3);
  g_assert_cmpfloat_with_epsilon (roof.ridge / bf16.ridge, 2.0, 2e-3);
  g_assert_true (ak_roofline_scene_get_peak_case (&scene, &peak_case));
  g_assert_cmpint (peak_case, ==, AK_PEAK_CASE_FP8);
  g_assert_cmpstr (ak_roofline_scene_describe_peak_case (&scene), ==,
                   ak_peak_case_describe (AK_PEAK_CASE_FP8));
  description = ak_roofline_plot_describe (plot);
  g_assert_nonnull (strstr (description, "dense FP8 compute roof"));
  g_assert_nonnull (strstr (ak_roofline_plot_get_title (plot), "FP8 weights on the NVIDIA H100 SXM"));

  scene.precision = AK_PRECISION_INT4;
  g_assert_true (ak_roofline_plot_set_scene (plot, page, &scene, NULL));
  g_assert_true (ak_roofline_plot_get_roof (plot, AK_ROOFLINE_ROOF_PRIMARY, &roof));
  g_assert_cmpfloat (roof.peak_flops, ==, 989e12);
  g_assert_cmpint (roof.peak_case, ==, AK_PEAK_CASE_WEIGHT_ONLY);

  scene.precision = AK_PRECISION_FP8;
  scene.accelerator = page_accelerator (page, "a100-80gb-sxm");
  g_assert_true (ak_roofline_plot_set_scene (plot, page, &scene, NULL));
  g_assert_true (ak_roofline_plot_get_roof (plot, AK_ROOFLINE_ROOF_PRIMARY, &roof));
  g_assert_cmpfloat (roof.peak_flops, ==, 312e12);
  g_assert_cmpint (roof.peak_case, ==, AK_PEAK_CASE_NOT_NATIVE);

  /* FP32 on a chip with a vector FP32 figure: that much lower roof. */
  scene.precision = AK_PRECISION_FP32;
  g_assert_true (ak_roofline_plot_set_scene (plot, page, &scene, NULL));
  g_assert_true (ak_roofline_plot_get_roof (plot, AK_ROOFLINE_ROOF_PRIMARY, &roof));
  g_assert_cmpfloat (roof.peak_flops, ==, 19.5e12);
  g_assert_cmpint (roof.peak_case, ==, AK_PEAK_CASE_FP32_VECTOR);
}

/* Decode at a long context counts attention: the user's decode point of
 * the 7B shape (32 layers, 32 heads of 128) at 32,768 tokens has
 * 4 × 4,096 × 32 × (32,768 − 1) = 17,179,344,896 FLOPs more than at one
 * token, and more than twice the 2N = 14 GFLOP of the old estimate. */
static void
test_decode_counts_attention (void)
{
  g_autoptr(AkLesson) lesson = load_bundled_lesson ();
  const AkPage *page = roofline_page (lesson);
  g_autoptr(AkRooflinePlot) plot = ak_roofline_plot_new ();
  AkRooflineScene scene;
  AkRooflinePointInfo short_ctx, long_ctx;
  guint n;

  ak_roofline_scene_init_for_page (&scene, page);
  scene.prompt_tokens = 1;
  g_assert_true (ak_roofline_plot_set_scene (plot, page, &scene, NULL));
  n = ak_roofline_plot_get_n_points (plot);
  g_assert_true (ak_roofline_plot_get_point (plot, n - 1, &short_ctx));
  scene.prompt_tokens = 32768;
  g_assert_true (ak_roofline_plot_set_scene (plot, page, &scene, NULL));
  g_assert_true (ak_roofline_plot_get_point (plot, n - 1, &long_ctx));

  g_assert_cmpfloat (long_ctx.flops - short_ctx.flops, ==, 17179344896.0);
  g_assert_cmpfloat (long_ctx.flops, >, 2 * 14e9);
}

static guint
count_group (AkRooflinePlot  *plot,
             AkRooflineGroup  group)
{
  AkRooflinePointInfo info;
  guint n = 0;

  for (guint i = 0; ak_roofline_plot_get_point (plot, i, &info); i++)
    n += info.group == group;
  return n;
}

/* One workload as its operators: prefill and decode side by side, vector
 * work under the vector FP32 roof, stepping and words covering them. */
static void
test_operator_view (void)
{
  g_autoptr(AkLesson) lesson = load_bundled_lesson ();
  const AkPage *page = roofline_page (lesson);
  g_autoptr(AkRooflinePlot) plot = ak_roofline_plot_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *description = NULL;
  AkRooflineScene scene;
  AkRooflineRoofInfo vector;
  AkRooflinePointInfo info;
  guint n_vector = 0;
  int at;

  ak_roofline_scene_init_for_page (&scene, page);
  scene.accelerator = page_accelerator (page, "h100-sxm");
  ak_roofline_scene_set_operator_view (&scene, "decode-7b-b8");
  g_assert_true (ak_roofline_plot_set_scene (plot, page, &scene, &error));
  g_assert_no_error (error);

  /* norms, QKV, scores, values, output, up, gate, down, LM head */
  g_assert_cmpuint (count_group (plot, AK_ROOFLINE_GROUP_PREFILL), ==, 9);
  g_assert_cmpuint (count_group (plot, AK_ROOFLINE_GROUP_DECODE), ==, 9);
  g_assert_cmpuint (count_group (plot, AK_ROOFLINE_GROUP_WORKLOAD), ==, 0);
  g_assert_true (ak_roofline_plot_get_roof (plot, AK_ROOFLINE_ROOF_VECTOR, &vector));
  g_assert_cmpfloat (vector.peak_flops, ==, 67e12);
  g_assert_cmpfloat (vector.bandwidth_bytes_s, ==, 3.35e12);

  for (guint i = 0; ak_roofline_plot_get_point (plot, i, &info); i++)
    {
      g_assert_true (info.shown);
      if (info.vector_unit)
        {
          n_vector++;
          g_assert_cmpfloat (info.attainable_flops, <=, 67e12);
        }
      /* Decode QKV of the 7B at batch 8: 32 layers × 2 × 8 × 4,096 × 12,288. */
      if (info.group == AK_ROOFLINE_GROUP_DECODE && strstr (info.label, "QKV") != NULL)
        g_assert_cmpfloat (info.flops, ==, 32.0 * 2 * 8 * 4096 * 12288);
    }
  g_assert_cmpuint (n_vector, ==, 2);

  /* The keyboard reaches every operator. */
  at = ak_roofline_plot_step (plot, -1, G_MININT);
  for (guint i = 1; i < ak_roofline_plot_get_n_points (plot); i++)
    {
      int next = ak_roofline_plot_step (plot, at, 1);

      g_assert_cmpint (next, !=, at);
      at = next;
    }

  description = ak_roofline_plot_describe_point (plot, 1);
  g_assert_nonnull (strstr (description, "QKV projection"));
  g_assert_nonnull (strstr (description, "FLOP/byte"));
  g_assert_nonnull (strstr (description, "matrix units"));
  g_clear_pointer (&description, g_free);
  description = ak_roofline_plot_describe (plot);
  g_assert_nonnull (strstr (description, "Vector units"));
  g_assert_nonnull (strstr (description, "Operators of prefill"));

  /* The user's own workload, and a workload the page does not have. */
  ak_roofline_scene_set_operator_view (&scene, AK_ROOFLINE_SCENE_YOURS);
  g_assert_true (ak_roofline_plot_set_scene (plot, page, &scene, NULL));
  g_assert_cmpuint (count_group (plot, AK_ROOFLINE_GROUP_DECODE), ==, 9);
  ak_roofline_scene_set_operator_view (&scene, "no-such-workload");
  g_assert_false (ak_roofline_plot_set_scene (plot, page, &scene, &error));
  g_assert_error (error, AK_ROOFLINE_ERROR, AK_ROOFLINE_ERROR_DOMAIN);
  g_clear_error (&error);

  /* Back to the workloads view: no vector roof, no operators. */
  ak_roofline_scene_set_operator_view (&scene, NULL);
  g_assert_true (ak_roofline_plot_set_scene (plot, page, &scene, NULL));
  g_assert_false (ak_roofline_plot_get_roof (plot, AK_ROOFLINE_ROOF_VECTOR, NULL));
  g_assert_cmpuint (count_group (plot, AK_ROOFLINE_GROUP_DECODE), ==, 0);
}

/* `--export-roofline` reads --accelerator, --model, --precision, --batch
 * and --context as `--analyze` does; a bad value names its option and
 * leaves the scene as it was. */
static void
test_configure_from_options (void)
{
  g_autoptr(AkLesson) lesson = load_bundled_lesson ();
  const AkPage *page = roofline_page (lesson);
  g_autoptr(AkRooflinePlot) plot = ak_roofline_plot_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *config = g_build_filename (TOP_SRCDIR, "tests", "configs", "llama-3.1-8b.json", NULL);
  AkRooflineScene scene, before;
  AkModelSpec file_model;
  AkAnalyzeOptions options = {
    .accelerator = "h200-sxm", .model = "dense-70b", .precision = "fp8",
    .batch = "64", .context = "4096",
  };
  static const struct { AkAnalyzeOptions options; int code; const char *option; } bad[] = {
    { { .batch = "0" }, AK_ANALYZE_ERROR_OPTION, "--batch" },
    { { .batch = "2000000" }, AK_ANALYZE_ERROR_OPTION, "--batch" },
    { { .context = "-5" }, AK_ANALYZE_ERROR_OPTION, "--context" },
    { { .context = "1e3" }, AK_ANALYZE_ERROR_OPTION, "--context" },
    { { .precision = "fp7" }, AK_ANALYZE_ERROR_OPTION, "--precision" },
    { { .accelerator = "no-such-chip" }, AK_ANALYZE_ERROR_UNKNOWN, "--accelerator" },
    { { .model = "no-such-model" }, AK_ANALYZE_ERROR_UNKNOWN, "--model" },
  };

  ak_roofline_scene_init_for_page (&scene, page);
  g_assert_true (ak_roofline_scene_configure_from_options (&scene, page, &options, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (scene.accelerator->id, ==, "h200-sxm");
  g_assert_cmpstr (scene.model->id, ==, "dense-70b");
  g_assert_cmpint (scene.precision, ==, AK_PRECISION_FP8);
  g_assert_cmpuint (scene.batch_size, ==, 64);
  g_assert_cmpuint (scene.prompt_tokens, ==, 4096);

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      before = scene;
      g_assert_false (ak_roofline_scene_configure_from_options (&scene, page, &bad[i].options, NULL, &error));
      g_assert_error (error, AK_ANALYZE_ERROR, bad[i].code);
      g_assert_true (g_str_has_prefix (error->message, bad[i].option));
      g_assert_true (memcmp (&scene, &before, sizeof scene) == 0);
      g_clear_error (&error);
    }

  /* A Hugging Face config.json as the model: only the user's two points. */
  options = (AkAnalyzeOptions) { .model = config };
  g_assert_true (ak_roofline_scene_configure_from_options (&scene, page, &options, &file_model, &error));
  g_assert_no_error (error);
  g_assert_true (scene.model == &file_model);
  g_assert_true (file_model.has_shape);
  /* named with its size, as two configs of one family would be alike */
  g_assert_cmpstr (file_model.name, ==, "llama-3.1-8b.json (llama, 8.03B parameters)");
  g_assert_true (ak_roofline_plot_set_scene (plot, page, &scene, NULL));
  g_assert_cmpuint (ak_roofline_plot_get_n_points (plot), ==, 2);
  g_assert_cmpuint (ak_roofline_plot_get_n_hidden (plot), ==, 0);
  ak_roofline_scene_clear_file_model (&file_model);

  options.model = "/no/such/config.json";
  g_assert_false (ak_roofline_scene_configure_from_options (&scene, page, &options, &file_model, &error));
  g_assert_nonnull (strstr (error->message, "config.json"));
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/roofline-plot/points", test_points);
  g_test_add_func ("/roofline-plot/bounds", test_bounds);
  g_test_add_func ("/roofline-plot/hidden", test_hidden);
  g_test_add_func ("/roofline-plot/step", test_step);
  g_test_add_func ("/roofline-plot/scene-changes-once", test_scene_changes_once);
  g_test_add_func ("/roofline-plot/lesson-points", test_lesson_points);
  g_test_add_func ("/roofline-plot/roof-follows-precision", test_roof_follows_precision);
  g_test_add_func ("/roofline-plot/decode-counts-attention", test_decode_counts_attention);
  g_test_add_func ("/roofline-plot/operator-view", test_operator_view);
  g_test_add_func ("/roofline-plot/configure-from-options", test_configure_from_options);

  return g_test_run ();
}

/* ak-efficiency-runs.c: published measured runs the estimate is checked on
 *
 * NVIDIA's TensorRT-LLM performance tables (docs/source/performance.md,
 * first-token latency from v0.5, throughput from v0.6.1, static batching
 * with gptSessionBenchmark): Llama 2 7B on one A100 80GB in FP16 and on one
 * H100 SXM in FP8 with an FP8 KV cache (the page's build flags
 * `--enable_fp8 --fp8_kv_cache`, removed on A100). Every figure is copied
 * from that page as published; nothing here is derived.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "ak-efficiency-runs.h"
#include "ak-format.h"
#include "ak-request.h"

#define TRT_SOURCE "NVIDIA, TensorRT-LLM performance tables (v0.5 and v0.6.1)"
#define TRT_URL "https://github.com/NVIDIA/TensorRT-LLM/blob/138f96d45f90b9667426f7c47297d8c06bafac73/docs/source/performance.md"

#define A100(id, batch, isl, osl, metric, value) \
  { id, "a100-80gb-sxm", "LLaMA 7B (Llama 2 7B)", AK_PRECISION_FP16, AK_PRECISION_FP16, AK_PRECISION_FP16, \
    batch, isl, osl, metric, value, TRT_SOURCE, TRT_URL }
#define H100(id, batch, isl, osl, metric, value) \
  { id, "h100-sxm", "LLaMA 7B (Llama 2 7B)", AK_PRECISION_FP8, AK_PRECISION_FP8, AK_PRECISION_FP8, \
    batch, isl, osl, metric, value, TRT_SOURCE, TRT_URL }

static const AkPublishedRun runs[] = {
  A100 ("a100-ttft-128", 1, 128, 1, AK_RUN_METRIC_TTFT_S, 16e-3),
  A100 ("a100-ttft-2048", 1, 2048, 1, AK_RUN_METRIC_TTFT_S, 133e-3),
  A100 ("a100-384-128-128", 384, 128, 128, AK_RUN_METRIC_OUTPUT_TOKENS_PER_S, 5586),
  A100 ("a100-60-128-2048", 60, 128, 2048, AK_RUN_METRIC_OUTPUT_TOKENS_PER_S, 1928),
  A100 ("a100-52-2048-128", 52, 2048, 128, AK_RUN_METRIC_OUTPUT_TOKENS_PER_S, 591),
  H100 ("h100-ttft-128", 1, 128, 1, AK_RUN_METRIC_TTFT_S, 7e-3),
  H100 ("h100-ttft-2048", 1, 2048, 1, AK_RUN_METRIC_TTFT_S, 36e-3),
  H100 ("h100-768-128-128", 768, 128, 128, AK_RUN_METRIC_OUTPUT_TOKENS_PER_S, 19694),
  H100 ("h100-112-128-2048", 112, 128, 2048, AK_RUN_METRIC_OUTPUT_TOKENS_PER_S, 6818),
  H100 ("h100-80-2048-128", 80, 2048, 128, AK_RUN_METRIC_OUTPUT_TOKENS_PER_S, 2244),
  H100 ("h100-48-2048-2048", 48, 2048, 2048, AK_RUN_METRIC_OUTPUT_TOKENS_PER_S, 2740),
};

/**
 * ak_published_runs_get:
 * @out_n: (out): how many runs
 *
 * Returns: (transfer none) (array length=out_n): the runs, static
 */
const AkPublishedRun *
ak_published_runs_get (guint *out_n)
{
  g_return_val_if_fail (out_n != NULL, NULL);

  *out_n = G_N_ELEMENTS (runs);
  return runs;
}

/**
 * ak_published_run_shape:
 * @run: a run
 * @out_shape: (out): the shape of its model: Llama 2 7B's config.json
 *   (32 layers, hidden 4096, 32 heads and KV heads, MLP 11008, vocabulary
 *   32000, RMSNorm, SwiGLU)
 */
void
ak_published_run_shape (const AkPublishedRun *run,
                        AkTransformerShape   *out_shape)
{
  g_return_if_fail (run != NULL && out_shape != NULL);

  ak_transformer_shape_init_dense (out_shape, 32, 4096, 32, 32, 11008, 32000);
  out_shape->max_positions = 4096;
}

/**
 * ak_published_run_time:
 * @run: a run
 * @out_measured_s: (out): the time the run took: its first-token latency,
 *   or for a throughput run the end-to-end time of its requests, batch ×
 *   OSL / output tokens per second, seconds
 *
 * Returns: %TRUE if @run's figure is positive and finite
 */
gboolean
ak_published_run_time (const AkPublishedRun *run,
                       double               *out_measured_s)
{
  g_return_val_if_fail (run != NULL && out_measured_s != NULL, FALSE);

  if (!(run->measured > 0) || !(run->measured < G_MAXDOUBLE))
    return FALSE;
  *out_measured_s = run->metric == AK_RUN_METRIC_TTFT_S ? run->measured
                                                         : run->batch * run->output_tokens / run->measured;
  return TRUE;
}

/**
 * ak_published_run_model:
 * @run: a run
 * @accelerator: the accelerator @run names, as the lesson lists it
 * @efficiency: (nullable): %NULL for the roofline bound, or the factors of
 *   the estimate
 * @out_s: (out): what the app models for the time
 *   ak_published_run_time() gives: the request's TTFT, or its end-to-end
 *   time (ak_request_compute()), seconds
 * @error: an %AK_ROOFLINE_ERROR when the accelerator lists no peak for
 *   the run's precision, or a step cannot be analysed
 *
 * Returns: %TRUE on success
 */
gboolean
ak_published_run_model (const AkPublishedRun *run,
                        const AkAccelerator  *accelerator,
                        const AkEfficiency   *efficiency,
                        double               *out_s,
                        GError              **error)
{
  AkTransformerShape shape;
  AkInferenceMachine machine;
  AkRequestMetrics m;
  AkInferenceRequest r = {
    .batch_size = run->batch,
    .weight_precision = run->weight_precision,
    .kv_precision = run->kv_precision,
    .activation_precision = run->compute_precision,
  };

  g_return_val_if_fail (run != NULL && accelerator != NULL && out_s != NULL, FALSE);

  ak_published_run_shape (run, &shape);
  if (!ak_inference_machine_for_accelerator (accelerator, run->weight_precision, run->compute_precision,
                                             &machine, error) ||
      !ak_request_compute (&shape, &r, &machine, efficiency, run->input_tokens, run->output_tokens, &m, error))
    return FALSE;
  *out_s = run->metric == AK_RUN_METRIC_TTFT_S ? m.ttft_s : m.e2e_s;
  return TRUE;
}

/* One run in words: "a100-80gb-sxm, fp16, batch 1, 2048 in / 1 out: first
 * token 133 ms". */
static void
describe_run (GString              *text,
              const AkPublishedRun *run)
{
  g_autofree char *batch = ak_format_number_trimmed (run->batch, 8);
  g_autofree char *isl = ak_format_number_trimmed (run->input_tokens, 8);
  g_autofree char *osl = ak_format_number_trimmed (run->output_tokens, 8);
  g_autofree char *value = ak_format_number_trimmed (run->metric == AK_RUN_METRIC_TTFT_S
                                                     ? run->measured * 1e3 : run->measured, 6);

  if (run->metric == AK_RUN_METRIC_TTFT_S)
    /* Translators: accelerator id, precision, batch, prompt tokens, milliseconds */
    g_string_append_printf (text, _("• %s, %s, batch %s, a %s-token prompt: first token in %s ms\n"),
                            run->accelerator, ak_precision_to_string (run->weight_precision), batch, isl, value);
  else
    /* Translators: accelerator id, precision, batch, input and output tokens, tokens per second */
    g_string_append_printf (text, _("• %s, %s, batch %s, %s in and %s out: %s output tokens/s\n"),
                            run->accelerator, ak_precision_to_string (run->weight_precision), batch, isl, osl,
                            value);
}

/**
 * ak_published_runs_describe:
 *
 * What the "Where do these factors come from?" popover says: how the
 * defaults are derived, one line per run, and the source with its address.
 *
 * Returns: (transfer full): translated plain text, lines ending in "\n"
 */
char *
ak_published_runs_describe (void)
{
  GString *text = g_string_new (NULL);

  g_string_append (text, _("The default factors come from measured runs of Llama 2 7B that NVIDIA "
                           "published for TensorRT-LLM. For each run the app computes its own bound and "
                           "divides it by the measured time: the compute factor is the middle ratio of "
                           "the runs with a 2,048-token prompt, the memory factor that of the runs that "
                           "generate 2,048 tokens. No per-step overhead is assumed, because none of the "
                           "runs states one.\n\n"));
  for (guint i = 0; i < G_N_ELEMENTS (runs); i++)
    describe_run (text, &runs[i]);
  g_string_append_printf (text, "\n%s: %s\n", TRT_SOURCE, TRT_URL);
  return g_string_free (text, FALSE);
}

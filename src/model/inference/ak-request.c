/* ak-request.c: serving metrics of a whole request
 *
 * A request of ISL prompt tokens and OSL output tokens per sequence, at a
 * batch of B sequences in step (static batching): the prefill of the
 * prompt makes the first token (time to first token, TTFT), then OSL − 1
 * decode steps make the rest, step i with a context of ISL + i tokens
 * (the cache grows by one token per step). End-to-end latency is TTFT plus
 * the decode steps; time per output token (TPOT) is their mean. These are
 * the serving metrics of NVIDIA's and Databricks' inference guides
 * (Databricks, "LLM Inference Performance Engineering: Best Practices":
 * TTFT, TPOT, latency = TTFT + TPOT × (tokens − 1), throughput).
 *
 * With no efficiency the step times are the roofline bound
 * (ak_inference_analyze()); with one, the estimate
 * (ak_efficiency_estimate()).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include <glib/gi18n-lib.h>

#include "ak-format.h"
#include "ak-request.h"
#include "ak-roofline.h"

/**
 * ak_request_parse:
 * @text: "ISL/OSL", two whole numbers from 1 to %AK_REQUEST_MAX_TOKENS
 * @out_input_tokens: (out): ISL
 * @out_output_tokens: (out): OSL
 * @error: an %AK_ROOFLINE_ERROR_DOMAIN error quoting @text
 *
 * Returns: %TRUE on success
 */
gboolean
ak_request_parse (const char  *text,
                  double      *out_input_tokens,
                  double      *out_output_tokens,
                  GError     **error)
{
  g_auto(GStrv) parts = NULL;
  guint64 isl, osl;

  g_return_val_if_fail (text != NULL && out_input_tokens != NULL && out_output_tokens != NULL, FALSE);

  parts = g_strsplit (text, "/", 3);
  if (g_strv_length (parts) != 2 ||
      !g_ascii_string_to_unsigned (parts[0], 10, 1, AK_REQUEST_MAX_TOKENS, &isl, NULL) ||
      !g_ascii_string_to_unsigned (parts[1], 10, 1, AK_REQUEST_MAX_TOKENS, &osl, NULL))
    {
      g_set_error (error, AK_ROOFLINE_ERROR, AK_ROOFLINE_ERROR_DOMAIN,
                   _("expected ISL/OSL, input and output tokens, each a whole number from 1 to %u, got “%s”"),
                   AK_REQUEST_MAX_TOKENS, text);
      return FALSE;
    }
  *out_input_tokens = (double) isl;
  *out_output_tokens = (double) osl;
  return TRUE;
}

/* One step's time: the bound, or the estimate with @efficiency. */
static gboolean
step_time (const AkTransformerShape *shape,
           const AkInferenceRequest *r,
           const AkInferenceMachine *machine,
           const AkEfficiency       *efficiency,
           double                   *out_s,
           GError                  **error)
{
  g_autofree AkInferenceAnalysis *a = g_new0 (AkInferenceAnalysis, 1);
  AkEstimate e;

  if (!ak_inference_analyze (shape, r, machine, a, error))
    return FALSE;
  if (efficiency == NULL)
    {
      *out_s = a->step_time_s;
      return TRUE;
    }
  if (!ak_efficiency_estimate (a, r, machine, efficiency, &e, error))
    return FALSE;
  *out_s = e.step_time_s;
  return TRUE;
}

/* Σ of the decode steps at contexts ISL + 1 … ISL + n: one by one up to
 * AK_REQUEST_EXACT_STEPS steps; beyond, the trapezoid rule over that many
 * equal spans (the step time is piecewise linear in the context, so only
 * its few kinks, a sliding window's edge or an operator changing bound,
 * are approximated). */
static gboolean
decode_sum (const AkTransformerShape *shape,
            AkInferenceRequest        r,
            const AkInferenceMachine *machine,
            const AkEfficiency       *efficiency,
            double                    isl,
            double                    n,
            double                   *out_s,
            GError                  **error)
{
  guint spans = (guint) MIN (n, (double) AK_REQUEST_EXACT_STEPS);
  double sum = 0, t;

  r.phase = AK_PHASE_DECODE;
  if (n <= AK_REQUEST_EXACT_STEPS)
    {
      for (guint i = 1; i <= spans; i++)
        {
          r.tokens = isl + i;
          if (!step_time (shape, &r, machine, efficiency, &t, error))
            return FALSE;
          sum += t;
        }
      *out_s = sum;
      return TRUE;
    }
  for (guint i = 0; i <= spans; i++)
    {
      r.tokens = round (isl + 1 + (n - 1) * i / spans);
      if (!step_time (shape, &r, machine, efficiency, &t, error))
        return FALSE;
      sum += (i == 0 || i == spans ? 0.5 : 1) * t;
    }
  /* The mean step over the spans, times the n steps. */
  *out_s = sum / spans * n;
  return TRUE;
}

/**
 * ak_request_compute:
 * @shape: a transformer
 * @precisions: the weight, KV-cache and compute precisions and the batch
 *   (its @phase and @tokens are ignored)
 * @machine: the accelerator's roofs
 * @efficiency: (nullable): %NULL for the roofline bound, or the factors of
 *   the estimate
 * @input_tokens: ISL, 1 to %AK_REQUEST_MAX_TOKENS
 * @output_tokens: OSL, 1 to %AK_REQUEST_MAX_TOKENS
 * @out: (out): the request's metrics (see #AkRequestMetrics)
 * @error: an %AK_ROOFLINE_ERROR for tokens out of range, a context past
 *   %AK_INFERENCE_MAX_TOKENS, or a step ak_inference_analyze() refuses
 *
 * Returns: %TRUE on success
 */
gboolean
ak_request_compute (const AkTransformerShape *shape,
                    const AkInferenceRequest *precisions,
                    const AkInferenceMachine *machine,
                    const AkEfficiency       *efficiency,
                    double                    input_tokens,
                    double                    output_tokens,
                    AkRequestMetrics         *out,
                    GError                  **error)
{
  AkInferenceRequest r;
  AkRequestMetrics m = { .input_tokens = input_tokens, .output_tokens = output_tokens };
  double decode_s = 0;

  g_return_val_if_fail (shape != NULL && precisions != NULL && machine != NULL && out != NULL, FALSE);

  if (!(input_tokens >= 1 && input_tokens <= AK_REQUEST_MAX_TOKENS && input_tokens == floor (input_tokens)) ||
      !(output_tokens >= 1 && output_tokens <= AK_REQUEST_MAX_TOKENS && output_tokens == floor (output_tokens)) ||
      input_tokens + output_tokens > AK_INFERENCE_MAX_TOKENS)
    {
      g_set_error (error, AK_ROOFLINE_ERROR, AK_ROOFLINE_ERROR_DOMAIN,
                   _("a request needs 1 to %u input and output tokens, at most %u in all, got %g and %g"),
                   AK_REQUEST_MAX_TOKENS, AK_INFERENCE_MAX_TOKENS, input_tokens, output_tokens);
      return FALSE;
    }
  r = *precisions;
  r.phase = AK_PHASE_PREFILL;
  r.tokens = input_tokens;
  if (!step_time (shape, &r, machine, efficiency, &m.ttft_s, error) ||
      (output_tokens > 1 &&
       !decode_sum (shape, r, machine, efficiency, input_tokens, output_tokens - 1, &decode_s, error)))
    return FALSE;
  m.e2e_s = m.ttft_s + decode_s;
  m.tpot_s = output_tokens > 1 ? decode_s / (output_tokens - 1) : 0;
  m.output_tokens_per_s = m.e2e_s > 0 ? precisions->batch_size * output_tokens / m.e2e_s : 0;
  m.output_tokens_per_s_per_user = m.tpot_s > 0 ? 1 / m.tpot_s : (m.ttft_s > 0 ? 1 / m.ttft_s : 0);
  *out = m;
  return TRUE;
}

/* ak-analyze-estimate.c: the estimate, the request's serving metrics and
 * the model's limits in `--analyze`
 *
 * Adds to the analysis: `critical_batch_with_kv` (ak-critical-batch),
 * `context_exceeds_model_max` (ak-context-limit), `estimate` (the bound
 * derated by efficiency factors, ak-efficiency) and, with `--request`,
 * `request` and `request_estimate` (ak-request) with the price and energy
 * per output token. Reads `--efficiency`, `--request` and
 * `--price-per-hour`.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include <glib/gi18n-lib.h>

#include "ak-analyze-estimate-private.h"
#include "ak-context-limit.h"
#include "ak-critical-batch.h"
#include "ak-efficiency.h"
#include "ak-format.h"
#include "ak-request.h"

/* What the three options say, parsed. */
typedef struct {
  AkEfficiency efficiency;
  gboolean     has_request;
  double       input_tokens;
  double       output_tokens;
  gboolean     has_price;
  double       price_per_hour;
} Extras;

static gboolean
fail_option (GError     **error,
             const char  *option,
             GError      *cause)
{
  g_set_error (error, AK_ANALYZE_ERROR, AK_ANALYZE_ERROR_OPTION, "%s: %s", option, cause->message);
  g_error_free (cause);
  return FALSE;
}

/**
 * ak_analyze_estimate_parse_efficiency:
 * @options: the options as typed (`--efficiency`)
 * @out: (out): the factors: the defaults, or those typed
 * @error: an %AK_ANALYZE_ERROR_OPTION error naming `--efficiency`
 *
 * Returns: %TRUE on success
 */
gboolean
ak_analyze_estimate_parse_efficiency (const AkAnalyzeOptions  *options,
                                      AkEfficiency            *out,
                                      GError                 **error)
{
  AkEfficiency defaults;
  GError *cause = NULL;

  g_return_val_if_fail (options != NULL && out != NULL, FALSE);

  ak_efficiency_init_default (&defaults);
  *out = defaults;
  if (options->efficiency != NULL && !ak_efficiency_parse (options->efficiency, &defaults, out, &cause))
    return fail_option (error, "--efficiency", cause);
  return TRUE;
}

static gboolean
parse_extras (const AkAnalyzeOptions  *o,
              Extras                  *x,
              GError                 **error)
{
  static const AkNumberLimits price_limits = { .min = 1e-6, .max = 1e6 };
  GError *cause = NULL;

  if (!ak_analyze_estimate_parse_efficiency (o, &x->efficiency, error))
    return FALSE;
  x->has_request = o->request != NULL;
  if (x->has_request && !ak_request_parse (o->request, &x->input_tokens, &x->output_tokens, &cause))
    return fail_option (error, "--request", cause);
  x->has_price = o->price_per_hour != NULL;
  if (x->has_price && !x->has_request)
    {
      g_set_error_literal (error, AK_ANALYZE_ERROR, AK_ANALYZE_ERROR_OPTION,
                           _("--price-per-hour: needs --request ISL/OSL, whose output tokens it prices"));
      return FALSE;
    }
  if (x->has_price && !ak_format_parse_option (o->price_per_hour, &price_limits, &x->price_per_hour, &cause))
    return fail_option (error, "--price-per-hour", cause);
  return TRUE;
}

static void
set_double (JsonObject *o,
            const char *name,
            double      value)
{
  json_object_set_double_member (o, name, value);
}

/**
 * ak_analyze_estimate_object:
 * @step_time_s: the estimated step, seconds
 * @tokens_per_s: tokens per second at it
 * @mbu: MBU at it, 0 to 1
 * @mfu: MFU at it, 0 to 1
 * @f: the factors it used
 *
 * The `estimate` member of `--analyze`, of one chip or of a system
 * (ak-analyze-system.c).
 *
 * Returns: (transfer full): `{step_time_s, tokens_per_s, mbu, mfu,
 *   efficiency: {compute, memory, overhead_s, source}}`
 */
JsonObject *
ak_analyze_estimate_object (double              step_time_s,
                            double              tokens_per_s,
                            double              mbu,
                            double              mfu,
                            const AkEfficiency *f)
{
  JsonObject *o = json_object_new ();
  JsonObject *factors = json_object_new ();

  g_return_val_if_fail (f != NULL, o);

  set_double (o, "step_time_s", step_time_s);
  set_double (o, "tokens_per_s", tokens_per_s);
  set_double (o, "mbu", mbu);
  set_double (o, "mfu", mfu);
  set_double (factors, "compute", f->compute);
  set_double (factors, "memory", f->memory);
  set_double (factors, "overhead_s", f->overhead_s);
  json_object_set_string_member (factors, "source", ak_efficiency_source_to_string (f->source));
  json_object_set_object_member (o, "efficiency", factors);
  return o;
}

/* The chip's power figure and its name: the TDP, else the maximum power
 * its maker measured; 0 and NULL if the lesson gives neither. */
static double
power_figure (const AkAccelerator *accelerator,
              const char         **out_name)
{
  *out_name = accelerator->tdp_w > 0 ? "tdp_w" : accelerator->max_power_w > 0 ? "max_power_w" : NULL;
  return accelerator->tdp_w > 0 ? accelerator->tdp_w : accelerator->max_power_w;
}

static JsonObject *
request_object (const AkRequestMetrics *m,
                const Extras           *x,
                const AkAccelerator    *accelerator)
{
  JsonObject *o = json_object_new ();
  const char *power_name;
  double power = power_figure (accelerator, &power_name);

  json_object_set_int_member (o, "input_tokens", (gint64) m->input_tokens);
  json_object_set_int_member (o, "output_tokens", (gint64) m->output_tokens);
  set_double (o, "ttft_s", m->ttft_s);
  set_double (o, "tpot_s", m->tpot_s);
  set_double (o, "e2e_s", m->e2e_s);
  set_double (o, "output_tokens_per_s", m->output_tokens_per_s);
  set_double (o, "output_tokens_per_s_per_user", m->output_tokens_per_s_per_user);
  /* $/hour ÷ 3600 s/hour ÷ tokens/s × 10^6 tokens. */
  if (x->has_price && m->output_tokens_per_s > 0)
    set_double (o, "usd_per_million_output_tokens", x->price_per_hour / 3600 / m->output_tokens_per_s * 1e6);
  /* W = J/s, ÷ tokens/s: the chip at that power for the whole request. */
  if (power > 0 && m->output_tokens_per_s > 0)
    {
      set_double (o, "joules_per_output_token", power / m->output_tokens_per_s);
      set_double (o, "power_w", power);
      json_object_set_string_member (o, "power_figure", power_name);
    }
  return o;
}

static gboolean
add_request (JsonObject                *root,
             const Extras              *x,
             const AkTransformerShape  *shape,
             const AkInferenceRequest  *request,
             const AkInferenceMachine  *machine,
             const AkAccelerator       *accelerator,
             GError                   **error)
{
  AkRequestMetrics bound, estimate;
  GError *cause = NULL;

  if (!ak_request_compute (shape, request, machine, NULL, x->input_tokens, x->output_tokens, &bound, &cause) ||
      !ak_request_compute (shape, request, machine, &x->efficiency, x->input_tokens, x->output_tokens,
                           &estimate, &cause))
    return fail_option (error, "--request", cause);
  json_object_set_object_member (root, "request", request_object (&bound, x, accelerator));
  json_object_set_object_member (root, "request_estimate", request_object (&estimate, x, accelerator));
  return TRUE;
}

/* The model's limits: a learned position table refuses a longer context;
 * past max_position_embeddings is only a warning. */
static gboolean
add_limits (JsonObject                *root,
            const Extras              *x,
            const AkTransformerShape  *shape,
            const AkInferenceRequest  *request,
            const AkInferenceMachine  *machine,
            GError                   **error)
{
  double longest = x->has_request ? x->input_tokens + x->output_tokens : request->tokens;
  double critical;
  gboolean exceeds;
  GError *cause = NULL;

  if (!ak_context_limit_check (shape, longest, &exceeds, &cause))
    return fail_option (error, x->has_request ? "--request" : "--context", cause);
  if (shape->max_positions > 0)
    json_object_set_boolean_member (root, "context_exceeds_model_max", exceeds);
  else
    json_object_set_null_member (root, "context_exceeds_model_max");
  if (!ak_critical_batch_with_kv (shape, request, machine, &critical, error))
    return FALSE;
  if (critical > 0)
    json_object_set_int_member (root, "critical_batch_with_kv", (gint64) critical);
  else
    json_object_set_null_member (root, "critical_batch_with_kv");
  return TRUE;
}

/**
 * ak_analyze_estimate_add_json:
 * @root: the analysis object ak_analyze_to_json() built
 * @options: the options as typed (`--efficiency`, `--request`,
 *   `--price-per-hour`)
 * @shape: the model
 * @request: the step analysed
 * @machine: its roofs
 * @accelerator: the accelerator, for its power figure
 * @bound: the step's analysis
 * @error: an %AK_ANALYZE_ERROR_OPTION error naming the option
 *
 * Adds `critical_batch_with_kv`, `context_exceeds_model_max`, `estimate`
 * and, with `--request`, `request` and `request_estimate` (see the
 * README).
 *
 * Returns: %TRUE on success; on error @root may have some of the members
 */
gboolean
ak_analyze_estimate_add_json (JsonObject                *root,
                              const AkAnalyzeOptions    *options,
                              const AkTransformerShape  *shape,
                              const AkInferenceRequest  *request,
                              const AkInferenceMachine  *machine,
                              const AkAccelerator       *accelerator,
                              const AkInferenceAnalysis *bound,
                              GError                   **error)
{
  Extras x = { 0 };
  AkEstimate estimate;

  g_return_val_if_fail (root != NULL && options != NULL && shape != NULL && request != NULL, FALSE);
  g_return_val_if_fail (machine != NULL && accelerator != NULL && bound != NULL, FALSE);

  if (!parse_extras (options, &x, error) ||
      !add_limits (root, &x, shape, request, machine, error) ||
      !ak_efficiency_estimate (bound, request, machine, &x.efficiency, &estimate, error))
    return FALSE;
  json_object_set_object_member (root, "estimate",
                                 ak_analyze_estimate_object (estimate.step_time_s, estimate.tokens_per_s,
                                                             estimate.mbu, estimate.mfu, &x.efficiency));
  return !x.has_request || add_request (root, &x, shape, request, machine, accelerator, error);
}

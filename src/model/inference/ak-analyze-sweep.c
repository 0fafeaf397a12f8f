/* ak-analyze-sweep.c: `--sweep batch` and speculative decoding for `--analyze`
 *
 * Parses `--sweep`, `--draft-tokens`, `--acceptance` and
 * `--draft-cost-ratio`, runs ak_batch_sweep_compute() and adds the members
 * `sweep` and `speculative` to the analysis (see the README).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "ak-analyze-estimate-private.h"
#include "ak-analyze-sweep-private.h"

static gboolean
parse_fraction (const char  *text,
                const char  *option,
                gboolean     one_allowed,
                double      *out,
                GError     **error)
{
  char *end = NULL;
  double value = g_ascii_strtod (text, &end);

  if (end == text || *end != '\0' || !isfinite (value) || value < 0 ||
      value > 1 || (!one_allowed && value >= 1))
    {
      g_set_error (error, AK_ANALYZE_ERROR, AK_ANALYZE_ERROR_OPTION,
                   one_allowed ? _("%s: must be a number from 0 to 1, got “%s”")
                               : _("%s: must be a number from 0 up to but not including 1, got “%s”"),
                   option, text);
      return FALSE;
    }
  *out = value;
  return TRUE;
}

/* --draft-tokens and --acceptance come together; the cost ratio defaults to 0. */
static gboolean
parse_speculative (const AkAnalyzeOptions  *o,
                   AkBatchSweepRequest     *r,
                   GError                 **error)
{
  guint64 k;

  if ((o->draft_tokens == NULL) != (o->acceptance == NULL) ||
      (o->draft_cost_ratio != NULL && o->draft_tokens == NULL))
    {
      g_set_error_literal (error, AK_ANALYZE_ERROR, AK_ANALYZE_ERROR_OPTION,
                           _("--draft-tokens: speculative decoding needs both --draft-tokens and "
                             "--acceptance (and optionally --draft-cost-ratio)"));
      return FALSE;
    }
  if (o->draft_tokens == NULL)
    return TRUE;
  if (!g_ascii_string_to_unsigned (o->draft_tokens, 10, 1, AK_SPECULATIVE_MAX_DRAFT, &k, NULL))
    {
      g_set_error (error, AK_ANALYZE_ERROR, AK_ANALYZE_ERROR_OPTION,
                   _("%s: must be a whole number from 1 to %u, got “%s”"),
                   "--draft-tokens", AK_SPECULATIVE_MAX_DRAFT, o->draft_tokens);
      return FALSE;
    }
  r->draft_tokens = (guint) k;
  return parse_fraction (o->acceptance, "--acceptance", FALSE, &r->acceptance, error) &&
         (o->draft_cost_ratio == NULL ||
          parse_fraction (o->draft_cost_ratio, "--draft-cost-ratio", TRUE, &r->draft_cost_ratio, error));
}

/**
 * ak_analyze_sweep_compute:
 * @options: the options as typed (`--sweep`, `--draft-tokens`,
 *   `--acceptance`, `--draft-cost-ratio`)
 * @shape: the resolved model
 * @request: the resolved step (a decode step)
 * @machine: the resolved roofs
 * @full_sweep: %TRUE for the explorer's batch sizes, %FALSE for the
 *   request's batch alone
 * @out_sweep: (out): the sweep
 * @error: return location for an %AK_ANALYZE_ERROR_OPTION naming the
 *   option, or an %AK_ROOFLINE_ERROR
 *
 * Returns: %TRUE on success
 */
gboolean
ak_analyze_sweep_compute (const AkAnalyzeOptions    *options,
                          const AkTransformerShape  *shape,
                          const AkInferenceRequest  *request,
                          const AkInferenceMachine  *machine,
                          gboolean                   full_sweep,
                          AkBatchSweep              *out_sweep,
                          GError                   **error)
{
  AkBatchSweepRequest r = {
    .context_tokens = request->tokens,
    .batch_size = request->batch_size,
    .weight_precision = request->weight_precision,
    .kv_precision = request->kv_precision,
    .compute_precision = request->activation_precision,
  };
  double one = request->batch_size;

  if (options->sweep != NULL && g_strcmp0 (options->sweep, "batch") != 0)
    {
      g_set_error (error, AK_ANALYZE_ERROR, AK_ANALYZE_ERROR_OPTION,
                   _("--sweep: unknown sweep “%s” (expected batch)"), options->sweep);
      return FALSE;
    }
  if (request->phase != AK_PHASE_DECODE)
    {
      g_set_error_literal (error, AK_ANALYZE_ERROR, AK_ANALYZE_ERROR_OPTION,
                           _("--phase: the batch sweep and speculative decoding are about decode; "
                             "leave out --phase prefill"));
      return FALSE;
    }
  if (!parse_speculative (options, &r, error) ||
      !ak_analyze_estimate_parse_efficiency (options, &r.efficiency, error))
    return FALSE;
  return full_sweep ? ak_batch_sweep_compute (shape, &r, machine, out_sweep, error)
                    : ak_batch_sweep_compute_batches (shape, &r, machine, &one, 1, out_sweep, error);
}

static const char *
bound_name (AkBound bound)
{
  return bound == AK_BOUND_COMPUTE ? "compute" : "memory";
}

static JsonArray *
points_json (const AkBatchSweep *s)
{
  JsonArray *points = json_array_sized_new (s->n_points);

  for (guint i = 0; i < s->n_points; i++)
    {
      const AkBatchPoint *p = &s->points[i];
      JsonObject *o = json_object_new ();

      json_object_set_int_member (o, "batch", (gint64) p->batch);
      json_object_set_double_member (o, "step_time_s", p->step_time_s);
      json_object_set_double_member (o, "weights_time_s", p->weights_s);
      json_object_set_double_member (o, "kv_cache_time_s", p->kv_s);
      json_object_set_double_member (o, "compute_time_s", p->compute_s);
      json_object_set_double_member (o, "ms_per_token", p->ms_per_token);
      json_object_set_double_member (o, "tokens_per_s", p->tokens_per_s);
      json_object_set_double_member (o, "estimate_ms_per_token", p->estimate_ms_per_token);
      json_object_set_double_member (o, "estimate_tokens_per_s", p->estimate_tokens_per_s);
      if (s->memory_known)
        json_object_set_boolean_member (o, "fits_in_memory", p->fits_in_memory);
      else
        json_object_set_null_member (o, "fits_in_memory");
      json_object_set_string_member (o, "bound", bound_name (p->bound));
      if (s->has_speculative)
        json_object_set_double_member (o, "speculative_speedup", p->speedup);
      json_array_add_object_element (points, o);
    }
  return points;
}

static JsonObject *
speculative_json (const AkBatchSweep *s)
{
  const AkSpeculativeResult *r = &s->speculative;
  JsonObject *o = json_object_new ();

  json_object_set_int_member (o, "batch", (gint64) s->points[s->selected].batch);
  json_object_set_double_member (o, "expected_tokens_per_pass", r->expected_tokens_per_pass);
  json_object_set_double_member (o, "draft_time_s", r->draft_time_s);
  json_object_set_double_member (o, "verification_time_s", r->verify_time_s);
  json_object_set_string_member (o, "verification_bound", bound_name (r->verify_bound));
  json_object_set_double_member (o, "speedup", r->speedup);
  return o;
}

/**
 * ak_analyze_sweep_add_json:
 * @root: the analysis object
 * @sweep: the sweep
 * @with_points: add the `sweep` array (`--sweep batch`)
 *
 * Adds `sweep` (one object per batch size) and, with a draft,
 * `speculative` (at the selected batch).
 */
void
ak_analyze_sweep_add_json (JsonObject         *root,
                           const AkBatchSweep *sweep,
                           gboolean            with_points)
{
  g_return_if_fail (root != NULL && sweep != NULL);

  if (with_points)
    json_object_set_array_member (root, "sweep", points_json (sweep));
  if (sweep->has_speculative)
    json_object_set_object_member (root, "speculative", speculative_json (sweep));
}

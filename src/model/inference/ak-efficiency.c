/* ak-efficiency.c: how far below its roofline a real run stays, and the
 * estimate that follows
 *
 * The roofline gives a bound: every operator at max (FLOPs / peak, bytes /
 * bandwidth) (Williams, Waterman and Patterson, "Roofline", CACM 2009).
 * Real kernels reach only part of either roof, and every step pays for
 * launching its kernels and choosing its tokens. The estimate derates each
 * roof by its own factor, operator by operator:
 *
 *   estimate = Σ over operators max (FLOPs / (peak × compute),
 *                                    bytes / (bandwidth × memory))
 *              + overhead
 *
 * so a compute-bound operator's time is divided by the compute factor and
 * a memory-bound one's by the memory factor (an operator whose two terms
 * are close takes the slower of the derated two).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "ak-efficiency.h"
#include "ak-format.h"
#include "ak-roofline.h"

/* The default factors, from the published runs of ak-efficiency-runs.c
 * (bound ÷ measured time, the app's own bound): compute is the median over
 * the first-token runs of a 2,048-token prompt (prefill, mostly
 * compute-bound: 0.675 on the A100, 0.398 on the H100), memory the median
 * over the runs of 2,048 output tokens (decode, mostly memory-bound: 0.790,
 * 0.744, 0.793), each rounded to two places; test-efficiency recomputes
 * them. No overhead by default: none of the cited runs states one. */
#define DEFAULT_COMPUTE  0.54
#define DEFAULT_MEMORY   0.79
#define DEFAULT_OVERHEAD 0.0

/**
 * ak_efficiency_source_to_string:
 * @source: a source
 *
 * Returns: (transfer none): "default", "measured" or "user"
 */
const char *
ak_efficiency_source_to_string (AkEfficiencySource source)
{
  switch (source)
    {
    case AK_EFFICIENCY_SOURCE_MEASURED:
      return "measured";
    case AK_EFFICIENCY_SOURCE_USER:
      return "user";
    case AK_EFFICIENCY_SOURCE_DEFAULT:
    default:
      return "default";
    }
}

/**
 * ak_efficiency_describe:
 * @efficiency: factors
 *
 * Names the factors and their source for a readout, e.g. "compute 0.54,
 * memory 0.79, overhead 0 µs per step (typical of published runs)".
 *
 * Returns: (transfer full): a translated phrase
 */
char *
ak_efficiency_describe (const AkEfficiency *efficiency)
{
  g_autofree char *compute = NULL, *memory = NULL, *overhead = NULL;
  const char *source;

  g_return_val_if_fail (efficiency != NULL, NULL);

  compute = ak_format_number_trimmed (efficiency->compute, 3);
  memory = ak_format_number_trimmed (efficiency->memory, 3);
  overhead = ak_format_number_trimmed (efficiency->overhead_s * 1e6, 4);
  source = efficiency->source == AK_EFFICIENCY_SOURCE_MEASURED ? _("measured on this computer")
           : efficiency->source == AK_EFFICIENCY_SOURCE_USER ? _("your own")
           : _("typical of published runs");
  /* Translators: two fractions, microseconds, and where they came from */
  return g_strdup_printf (_("compute %s, memory %s, overhead %s µs per step (%s)"), compute, memory, overhead,
                          source);
}

/**
 * ak_efficiency_init_default:
 * @out: (out): the default factors, source %AK_EFFICIENCY_SOURCE_DEFAULT
 *
 * The typical factors of the published runs listed by
 * ak_published_runs_get() (NVIDIA's TensorRT-LLM performance tables on an
 * A100 80GB in FP16 and an H100 SXM in FP8): compute 0.54, memory 0.79, no
 * overhead.
 */
void
ak_efficiency_init_default (AkEfficiency *out)
{
  g_return_if_fail (out != NULL);

  *out = (AkEfficiency) {
    .compute = DEFAULT_COMPUTE,
    .memory = DEFAULT_MEMORY,
    .overhead_s = DEFAULT_OVERHEAD,
    .source = AK_EFFICIENCY_SOURCE_DEFAULT,
  };
}

static gboolean
factor_ok (double value)
{
  return isfinite (value) && value >= AK_EFFICIENCY_MIN_FACTOR && value <= 1;
}

/**
 * ak_efficiency_check:
 * @efficiency: factors
 * @error: an %AK_ROOFLINE_ERROR_DOMAIN error for a factor outside
 *   %AK_EFFICIENCY_MIN_FACTOR to 1 or NaN, or an overhead outside 0 to
 *   %AK_EFFICIENCY_MAX_OVERHEAD seconds
 *
 * Returns: %TRUE if the factors can be used
 */
gboolean
ak_efficiency_check (const AkEfficiency  *efficiency,
                     GError             **error)
{
  g_return_val_if_fail (efficiency != NULL, FALSE);

  if (!factor_ok (efficiency->compute) || !factor_ok (efficiency->memory) ||
      !isfinite (efficiency->overhead_s) || efficiency->overhead_s < 0 ||
      efficiency->overhead_s > AK_EFFICIENCY_MAX_OVERHEAD)
    {
      g_set_error (error, AK_ROOFLINE_ERROR, AK_ROOFLINE_ERROR_DOMAIN,
                   _("efficiencies must be above 0 and at most 1 and the overhead from 0 to 1 s, "
                     "got compute %g, memory %g, overhead %g s"),
                   efficiency->compute, efficiency->memory, efficiency->overhead_s);
      return FALSE;
    }
  return TRUE;
}

/* One KEY=VALUE of --efficiency into @out. */
static gboolean
parse_pair (const char    *pair,
            AkEfficiency  *out,
            guint         *seen,
            GError       **error)
{
  static const struct {
    const char    *key;
    guint          bit;
    AkNumberLimits limits;
  } keys[] = {
    { "compute", 1, { .min = AK_EFFICIENCY_MIN_FACTOR, .max = 1 } },
    { "memory", 2, { .min = AK_EFFICIENCY_MIN_FACTOR, .max = 1 } },
    { "overhead", 4, { .min = 1e-12, .max = AK_EFFICIENCY_MAX_OVERHEAD, .zero_allowed = TRUE } },
  };
  const char *equals = strchr (pair, '=');
  g_autofree char *key = equals != NULL ? g_strndup (pair, equals - pair) : NULL;
  g_autoptr(GError) field_error = NULL;
  double value;

  for (guint i = 0; key != NULL && i < G_N_ELEMENTS (keys); i++)
    {
      if (!g_str_equal (key, keys[i].key))
        continue;
      if ((*seen & keys[i].bit) != 0)
        break;
      if (!ak_format_parse_option (equals + 1, &keys[i].limits, &value, &field_error))
        {
          g_set_error (error, AK_ROOFLINE_ERROR, AK_ROOFLINE_ERROR_DOMAIN,
                       "%s: %s", keys[i].key, field_error->message);
          return FALSE;
        }
      *seen |= keys[i].bit;
      if (i == 0)
        out->compute = value;
      else if (i == 1)
        out->memory = value;
      else
        out->overhead_s = value;
      return TRUE;
    }
  g_set_error (error, AK_ROOFLINE_ERROR, AK_ROOFLINE_ERROR_DOMAIN,
               _("“%s”: expected compute=F, memory=F or overhead=SECONDS, each at most once"), pair);
  return FALSE;
}

/**
 * ak_efficiency_parse:
 * @text: "compute=F,memory=F,overhead=SECONDS", any of them in any order,
 *   each at most once (F above 0 and at most 1; SECONDS from 0 to
 *   %AK_EFFICIENCY_MAX_OVERHEAD; decimals with a point, whatever the
 *   locale, as ak_format_parse_option() reads them)
 * @base: the factors the missing keys keep
 * @out: (out): @base with the given keys replaced, source
 *   %AK_EFFICIENCY_SOURCE_USER; untouched on error
 * @error: an %AK_ROOFLINE_ERROR_DOMAIN error quoting the bad part
 *
 * Returns: %TRUE on success
 */
gboolean
ak_efficiency_parse (const char          *text,
                     const AkEfficiency  *base,
                     AkEfficiency        *out,
                     GError             **error)
{
  g_auto(GStrv) pairs = NULL;
  AkEfficiency e;
  guint seen = 0;

  g_return_val_if_fail (text != NULL && base != NULL && out != NULL, FALSE);

  e = *base;
  pairs = g_strsplit (text, ",", 4);
  if (pairs[0] == NULL || g_strv_length (pairs) > 3)
    {
      g_set_error (error, AK_ROOFLINE_ERROR, AK_ROOFLINE_ERROR_DOMAIN,
                   _("“%s”: expected up to three of compute=F, memory=F, overhead=SECONDS, "
                     "separated by commas"), text);
      return FALSE;
    }
  /* "compute=0,7" in a locale that writes 0,7: the comma split the number. */
  for (guint i = 1; pairs[i] != NULL; i++)
    if (strchr (pairs[i], '=') == NULL && g_ascii_isdigit (pairs[i][0]))
      {
        g_set_error (error, AK_ROOFLINE_ERROR, AK_ROOFLINE_ERROR_DOMAIN,
                     _("“%s”: write decimals with a point (compute=0.7); commas separate the keys"), text);
        return FALSE;
      }
  for (guint i = 0; pairs[i] != NULL; i++)
    if (!parse_pair (pairs[i], &e, &seen, error))
      return FALSE;
  e.source = AK_EFFICIENCY_SOURCE_USER;
  *out = e;
  return TRUE;
}

/**
 * ak_efficiency_from_measurement:
 * @measured_flops: FLOP/s this computer's probe measured (FMA chains)
 * @peak_flops: the same unit's datasheet or theoretical peak, FLOP/s
 * @measured_bandwidth: bytes/s the probe measured (STREAM triad)
 * @peak_bandwidth: the datasheet's bandwidth, bytes/s
 * @out: (out): compute = measured ÷ peak FLOP/s, memory = measured ÷
 *   peak bandwidth (each capped at 1), no overhead, source
 *   %AK_EFFICIENCY_SOURCE_MEASURED
 * @error: an %AK_ROOFLINE_ERROR_DOMAIN error for a figure that is not
 *   positive and finite, or a ratio below %AK_EFFICIENCY_MIN_FACTOR
 *
 * Returns: %TRUE on success
 */
gboolean
ak_efficiency_from_measurement (double         measured_flops,
                                double         peak_flops,
                                double         measured_bandwidth,
                                double         peak_bandwidth,
                                AkEfficiency  *out,
                                GError       **error)
{
  AkEfficiency e = { .source = AK_EFFICIENCY_SOURCE_MEASURED };

  g_return_val_if_fail (out != NULL, FALSE);

  if (!(measured_flops > 0) || !(peak_flops > 0) || !(measured_bandwidth > 0) || !(peak_bandwidth > 0) ||
      !isfinite (measured_flops) || !isfinite (peak_flops) || !isfinite (measured_bandwidth) ||
      !isfinite (peak_bandwidth))
    {
      g_set_error_literal (error, AK_ROOFLINE_ERROR, AK_ROOFLINE_ERROR_DOMAIN,
                           _("a measured factor needs positive, finite figures"));
      return FALSE;
    }
  e.compute = fmin (measured_flops / peak_flops, 1);
  e.memory = fmin (measured_bandwidth / peak_bandwidth, 1);
  if (!ak_efficiency_check (&e, error))
    return FALSE;
  *out = e;
  return TRUE;
}

/**
 * ak_efficiency_estimate:
 * @bound: the step's bound (ak_inference_analyze())
 * @request: the request @bound was analysed for (its tokens per step)
 * @machine: the roofs @bound was analysed against
 * @efficiency: the factors (ak_efficiency_check() must accept them)
 * @out: (out): each operator's estimated time, max (FLOPs / (its peak ×
 *   compute), bytes / (bandwidth × memory)); the step, their sum plus the
 *   overhead; tokens/s, MBU and MFU at the estimated step time
 * @error: an %AK_ROOFLINE_ERROR_DOMAIN error for factors
 *   ak_efficiency_check() refuses
 *
 * The formula and its source are in the file's comment.
 *
 * Returns: %TRUE on success
 */
gboolean
ak_efficiency_estimate (const AkInferenceAnalysis  *bound,
                        const AkInferenceRequest   *request,
                        const AkInferenceMachine   *machine,
                        const AkEfficiency         *efficiency,
                        AkEstimate                 *out,
                        GError                    **error)
{
  AkEstimate e = { .n_operators = 0 };
  double tokens;

  g_return_val_if_fail (bound != NULL && request != NULL && machine != NULL, FALSE);
  g_return_val_if_fail (efficiency != NULL && out != NULL, FALSE);

  if (!ak_efficiency_check (efficiency, error))
    return FALSE;
  e.n_operators = MIN (bound->n_operators, AK_INFERENCE_MAX_OPERATORS);
  for (guint i = 0; i < e.n_operators; i++)
    {
      const AkOperatorCost *op = &bound->operators[i];
      double peak = op->unit == AK_OPERATOR_VECTOR && machine->vector_peak_flops > 0
                    ? machine->vector_peak_flops : machine->peak_flops;

      e.operator_time_s[i] = fmax (op->flops / (peak * efficiency->compute),
                                   op->bytes / (machine->bandwidth_bytes_s * efficiency->memory));
      e.step_time_s += e.operator_time_s[i];
    }
  e.step_time_s += efficiency->overhead_s;
  tokens = request->phase == AK_PHASE_PREFILL ? request->batch_size * request->tokens
                                              : request->batch_size;
  if (e.step_time_s > 0)
    {
      e.tokens_per_s = tokens / e.step_time_s;
      e.mbu = bound->bytes / e.step_time_s / machine->bandwidth_bytes_s;
      e.mfu = bound->flops / e.step_time_s / machine->peak_flops;
    }
  *out = e;
  return TRUE;
}

/**
 * ak_efficiency_describe_ceiling:
 * @bound: the MFU/MBU calculator's figures (ak_roofline_utilization())
 * @efficiency: factors ak_efficiency_check() accepts
 *
 * The calculator's ceiling as an estimate: one step takes max (1 / memory
 * ceiling ÷ memory, 1 / compute ceiling ÷ compute) + overhead, the same
 * derating ak_efficiency_estimate() applies per operator, here to the
 * step as a whole.
 *
 * Returns: (transfer full): a translated sentence with the estimated
 *   tokens/s per sequence and the factors named, or "" for factors that
 *   are refused or a ceiling that is not positive
 */
char *
ak_efficiency_describe_ceiling (const AkUtilization *bound,
                                const AkEfficiency  *efficiency)
{
  g_autofree char *rate = NULL, *factors = NULL;
  double step;

  g_return_val_if_fail (bound != NULL && efficiency != NULL, NULL);

  if (!ak_efficiency_check (efficiency, NULL) || !(bound->memory_ceiling_steps_s > 0) ||
      !(bound->compute_ceiling_steps_s > 0))
    return g_strdup ("");
  step = fmax (1 / (bound->memory_ceiling_steps_s * efficiency->memory),
               1 / (bound->compute_ceiling_steps_s * efficiency->compute)) + efficiency->overhead_s;
  rate = ak_format_number (1 / step, 3);
  factors = ak_efficiency_describe (efficiency);
  /* Translators: tokens per second, then the factors in words */
  return g_strdup_printf (_("Estimate: %s tokens/s per sequence, each ceiling divided by its factor, "
                            "with %s."), rate, factors);
}

/**
 * ak_efficiency_scale_time:
 * @bound_s: a step's bound, seconds
 * @bound: which roof binds it
 * @efficiency: factors ak_efficiency_check() accepts
 *
 * A whole workload seen as one point of the roofline: its bound divided by
 * the factor of the roof that binds it (memory or compute), plus the
 * overhead; the per-operator rule of ak_efficiency_estimate() applied to
 * one operator.
 *
 * Returns: the estimated time, seconds; @bound_s for refused factors
 */
double
ak_efficiency_scale_time (double              bound_s,
                          AkBound             bound,
                          const AkEfficiency *efficiency)
{
  g_return_val_if_fail (efficiency != NULL, bound_s);

  if (!ak_efficiency_check (efficiency, NULL))
    return bound_s;
  return bound_s / (bound == AK_BOUND_MEMORY ? efficiency->memory : efficiency->compute) + efficiency->overhead_s;
}

/**
 * ak_efficiency_describe_point:
 * @flops: the point's work per step, FLOPs
 * @bound_s: its bound, seconds
 * @bound: which roof binds it
 * @efficiency: factors
 *
 * Returns: (transfer full): a translated sentence: the estimated FLOP/s
 *   and step time, with the factors named (ak_efficiency_scale_time())
 */
char *
ak_efficiency_describe_point (double              flops,
                              double              bound_s,
                              AkBound             bound,
                              const AkEfficiency *efficiency)
{
  double t = ak_efficiency_scale_time (bound_s, bound, efficiency);
  g_autofree char *rate = ak_format_si (t > 0 ? flops / t : 0, "FLOP/s");
  g_autofree char *step = ak_format_number (t * 1e3, 3);
  g_autofree char *factors = ak_efficiency_describe (efficiency);

  /* Translators: FLOP/s, milliseconds, then the factors in words */
  return g_strdup_printf (_("Estimate (dashed marker): about %s, %s ms per step, with %s."), rate, step, factors);
}

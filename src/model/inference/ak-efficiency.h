/* ak-efficiency.h: how far below its roofline a real run stays, and the
 * estimate that follows
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "ak-inference.h"
#include "ak-roofline.h"

G_BEGIN_DECLS

/* Limits on a factor and on the overhead a user may type. */
#define AK_EFFICIENCY_MIN_FACTOR   1e-3
#define AK_EFFICIENCY_MAX_OVERHEAD 1.0   /* seconds per step */

/**
 * AkEfficiencySource:
 * @AK_EFFICIENCY_SOURCE_DEFAULT: typical factors derived from the published
 *   measured runs of ak-efficiency-runs (see ak_efficiency_init_default())
 * @AK_EFFICIENCY_SOURCE_MEASURED: this computer's probe: measured ÷ peak
 * @AK_EFFICIENCY_SOURCE_USER: typed by the user (`--efficiency`, a field)
 *
 * Where a set of factors came from.
 */
typedef enum {
  AK_EFFICIENCY_SOURCE_DEFAULT,
  AK_EFFICIENCY_SOURCE_MEASURED,
  AK_EFFICIENCY_SOURCE_USER,
} AkEfficiencySource;

/**
 * AkEfficiency:
 * @compute: the fraction of the compute roof a compute-bound operator
 *   reaches, %AK_EFFICIENCY_MIN_FACTOR to 1
 * @memory: the fraction of the memory roof a memory-bound operator
 *   reaches, %AK_EFFICIENCY_MIN_FACTOR to 1
 * @overhead_s: a fixed time added to every step (kernel launches,
 *   sampling, scheduling), 0 to %AK_EFFICIENCY_MAX_OVERHEAD seconds
 * @source: where the factors came from
 */
typedef struct {
  double             compute;
  double             memory;
  double             overhead_s;
  AkEfficiencySource source;
} AkEfficiency;

/**
 * AkEstimate:
 * @operator_time_s: per operator of the analysis, in its order, seconds
 * @n_operators: as the analysis's
 * @step_time_s: the sum of @operator_time_s plus the overhead, seconds
 * @tokens_per_s: tokens the step processes (prefill) or makes (decode)
 *   per second at @step_time_s
 * @mbu: bytes / @step_time_s / peak bandwidth, 0 to 1
 * @mfu: FLOPs / @step_time_s / peak FLOP/s, 0 to 1
 *
 * One step as a real run is expected to take it.
 */
typedef struct {
  double operator_time_s[AK_INFERENCE_MAX_OPERATORS];
  guint  n_operators;
  double step_time_s;
  double tokens_per_s;
  double mbu;
  double mfu;
} AkEstimate;

const char *ak_efficiency_source_to_string  (AkEfficiencySource          source);
char       *ak_efficiency_describe          (const AkEfficiency         *efficiency);
void        ak_efficiency_init_default      (AkEfficiency               *out);
gboolean    ak_efficiency_check             (const AkEfficiency         *efficiency,
                                             GError                    **error);
gboolean    ak_efficiency_parse             (const char                 *text,
                                             const AkEfficiency         *base,
                                             AkEfficiency               *out,
                                             GError                    **error);
gboolean    ak_efficiency_from_measurement  (double                      measured_flops,
                                             double                      peak_flops,
                                             double                      measured_bandwidth,
                                             double                      peak_bandwidth,
                                             AkEfficiency               *out,
                                             GError                    **error);
gboolean    ak_efficiency_estimate          (const AkInferenceAnalysis  *bound,
                                             const AkInferenceRequest   *request,
                                             const AkInferenceMachine   *machine,
                                             const AkEfficiency         *efficiency,
                                             AkEstimate                 *out,
                                             GError                    **error);
char       *ak_efficiency_describe_ceiling  (const AkUtilization        *bound,
                                             const AkEfficiency         *efficiency);
double      ak_efficiency_scale_time        (double                      bound_s,
                                             AkBound                     bound,
                                             const AkEfficiency         *efficiency);
char       *ak_efficiency_describe_point    (double                      flops,
                                             double                      bound_s,
                                             AkBound                     bound,
                                             const AkEfficiency         *efficiency);

G_END_DECLS

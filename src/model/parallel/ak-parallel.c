/* ak-parallel.c: one inference step on a system of chips
 *
 * Sources of the formulas:
 * - [Book] J. Austin et al., "How to Scale Your Model" (the JAX scaling
 *   book), inference and GPU chapters: each chip does its share of the
 *   FLOPs and reads its share of the bytes; a collective costs its bytes
 *   over the link (ak-interconnect.c); a step is bound by compute, memory
 *   or the link, whichever takes longest.
 * - [Megatron] M. Shoeybi et al., arXiv:1909.08053, 2019: tensor
 *   parallelism needs two all-reduces per layer in the forward pass, after
 *   the attention output projection and after the MLP, each of the
 *   layer's activations (tokens × hidden size).
 * - [GPipe] accelerator-facts.md: with p stages and m micro-batches a
 *   pipeline takes m + p − 1 stage-times, so (p − 1) / (m + p − 1) of the
 *   step is the bubble (GPipe, Huang et al. 2019; 1F1B).
 * - Expert parallelism: each MoE layer sends every token's hidden vector
 *   to the chips of its k experts and brings the results back, two
 *   all-to-alls of tokens × k × hidden values per layer.
 *
 * The estimate (ak_parallel_estimate()) is the same step with each
 * operator's two roof times divided by their efficiency factors
 * (ak-efficiency.c: max (compute time ÷ compute, HBM time ÷ memory)), the
 * link's time as it is (the lesson has no measured link efficiency), the
 * stage combined and repeated as for the bound, plus the overhead once per
 * step. Factors are at most 1, so it is never shorter than the bound.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "ak-parallel.h"

/* One stage's work on one micro-batch, per chip. */
typedef struct {
  double compute_s;   /* Σ FLOPs / peak */
  double memory_s;    /* Σ bytes / bandwidth */
  double operators_s; /* Σ max (the two, each ÷ its factor) */
  double flops;
  double bytes;
  double link_s;
  double link_bytes;
} StageTime;

/* The factors each operator's compute and HBM times are divided by: 1 for
 * the bound, an #AkEfficiency's for the estimate. */
typedef struct {
  double compute;
  double memory;
} Derating;

static const Derating bound_roofs = { 1, 1 };

static gboolean
check_system (const AkSystem *sys,
              guint           n_chips,
              GError        **error)
{
  if (sys->microbatches > AK_PARALLEL_MAX_MICROBATCHES)
    g_set_error (error, AK_PARALLEL_ERROR, AK_PARALLEL_ERROR_INVALID,
                 _("%u micro-batches is more than %u"), sys->microbatches, AK_PARALLEL_MAX_MICROBATCHES);
  else if (!isfinite (sys->link_latency_s) || sys->link_latency_s < 0 || sys->link_latency_s > 1)
    g_set_error (error, AK_PARALLEL_ERROR, AK_PARALLEL_ERROR_INVALID,
                 _("a link latency of %g s is outside 0 to 1 s"), sys->link_latency_s);
  else if (n_chips > 1 && (!isfinite (sys->link_bandwidth_bytes_s) || sys->link_bandwidth_bytes_s <= 0))
    g_set_error (error, AK_PARALLEL_ERROR, AK_PARALLEL_ERROR_LINK,
                 _("%u chips need a link with a bandwidth above 0"), n_chips);
  else
    return TRUE;
  return FALSE;
}

static gboolean
is_attention (const char *name)
{
  return strcmp (name, "attention_scores") == 0 || strcmp (name, "attention_values") == 0;
}

/* Every operator's FLOPs and bytes split over the TP × PP chips that
 * share it [Book]; the attention reading the KV cache by the chip's KV
 * heads instead of TP. Expert groups each run their own micro-batch, and
 * each expert chip gets EP groups' tokens for 1/EP of the experts, so
 * the experts split TP × PP ways too. Each operator takes the longer of
 * its two times, each divided by its factor of @d. */
static void
time_operators (const AkInferenceAnalysis *single,
                const AkTransformerShape  *shape,
                const AkInferenceMachine  *m,
                const AkSystemAnalysis    *a,
                const Derating            *d,
                StageTime                 *t)
{
  double split = (double) a->layout.tp * a->layout.pp;

  for (guint i = 0; i < single->n_operators; i++)
    {
      const AkOperatorCost *op = &single->operators[i];
      double peak = op->unit == AK_OPERATOR_VECTOR && m->vector_peak_flops > 0
                    ? m->vector_peak_flops : m->peak_flops;
      double bytes = is_attention (op->name)
                     ? op->bytes * a->per_chip.kv_heads / shape->kv_heads / a->layout.pp
                     : op->bytes / split;
      double c = op->flops / split / peak, b = bytes / m->bandwidth_bytes_s;

      t->compute_s += c;
      t->memory_s += b;
      t->flops += op->flops / split;
      t->bytes += bytes;
      t->operators_s += fmax (c / d->compute, b / d->memory);
    }
}

static gboolean
add_collective (AkCollective    collective,
                guint           n,
                double          buffer,
                double          count,
                const AkSystem *sys,
                StageTime      *t,
                GError        **error)
{
  AkCollectiveCost cost;

  if (n < 2 || count == 0)
    return TRUE;
  if (!ak_collective_cost (collective, n, buffer, sys->link_bandwidth_bytes_s, sys->link_latency_s,
                           &cost, error))
    return FALSE;
  t->link_s += count * cost.time_s;
  t->link_bytes += count * cost.bytes_per_chip;
  return TRUE;
}

/* The link per stage and micro-batch [Megatron, Book]: 2 TP all-reduces
 * per layer, 2 EP all-to-alls per MoE layer, one send to the next stage. */
static gboolean
time_link (const AkTransformerShape *shape,
           const AkInferenceRequest *r,
           const AkSystem           *sys,
           AkSystemAnalysis         *a,
           StageTime                *t,
           GError                  **error)
{
  const AkLayout *l = &a->layout;
  double tokens = a->microbatch_sequences * (r->phase == AK_PHASE_PREFILL ? floor (r->tokens) : 1);
  double act = tokens * shape->hidden_size * ak_precision_bytes (r->activation_precision);
  double layers = a->per_chip.layers;

  a->tp_all_reduce_bytes = act;
  a->ep_all_to_all_bytes = shape->experts > 0 ? act * shape->experts_per_token / l->tp : 0;
  a->pp_send_bytes = l->pp > 1 ? act : 0;
  if (!add_collective (AK_COLLECTIVE_ALL_REDUCE, l->tp, act, 2 * layers, sys, t, error) ||
      !add_collective (AK_COLLECTIVE_ALL_TO_ALL, l->ep, a->ep_all_to_all_bytes,
                       shape->experts > 0 ? 2 * layers : 0, sys, t, error))
    return FALSE;
  a->tp_all_reduces = l->tp > 1 ? 2 * layers * a->microbatches : 0;
  a->ep_all_to_alls = l->ep > 1 && shape->experts > 0 ? 2 * layers * a->microbatches : 0;
  if (l->pp > 1)
    {
      /* a point-to-point send: all its bytes, one hop */
      t->link_s += act / sys->link_bandwidth_bytes_s + sys->link_latency_s;
      t->link_bytes += act;
      a->pp_sends = a->microbatches;
    }
  return TRUE;
}

static AkSystemBound
largest (const AkSystemAnalysis *a)
{
  if (a->communication_time_s > a->compute_time_s && a->communication_time_s > a->memory_time_s)
    return AK_SYSTEM_BOUND_INTERCONNECT;
  return a->compute_time_s >= a->memory_time_s ? AK_SYSTEM_BOUND_COMPUTE : AK_SYSTEM_BOUND_MEMORY;
}

/* Tokens the whole system makes (decode) or processes (prefill) per step. */
static double
tokens_made (const AkInferenceRequest *r)
{
  return floor (r->batch_size) * (r->phase == AK_PHASE_PREFILL ? floor (r->tokens) : 1);
}

static void
finish (const AkInferenceRequest *r,
        const AkSystem           *sys,
        const StageTime          *t,
        AkSystemAnalysis         *a)
{
  double p = a->layout.pp, m = a->microbatches, stage_times = m + p - 1;
  double stage = sys->overlap ? fmax (t->operators_s, t->link_s) : t->operators_s + t->link_s;
  double made = tokens_made (r);

  a->bubble_fraction = (p - 1) / stage_times;
  a->compute_time_s = stage_times * t->compute_s;
  a->memory_time_s = stage_times * t->memory_s;
  a->communication_time_s = stage_times * t->link_s;
  a->communication_bytes_per_chip = m * t->link_bytes;
  a->step_time_s = stage_times * stage;
  a->tokens_per_s = made / a->step_time_s;
  a->tokens_per_s_per_chip = a->tokens_per_s / a->n_chips;
  a->bound = largest (a);
}

/* The step with every operator's times divided by @d's factors: the
 * bound for %bound_roofs. @t gets one stage's work on one micro-batch. */
static gboolean
run_step (const AkTransformerShape *shape,
          const AkInferenceRequest *request,
          const AkInferenceMachine *machine,
          const AkSystem           *system,
          const Derating           *d,
          AkSystemAnalysis         *out_analysis,
          StageTime                *t,
          GError                  **error)
{
  AkSystemAnalysis a = { 0 };
  AkInferenceRequest micro = *request;
  guint groups;

  a.layout = system->layout;
  a.n_chips = ak_layout_chips (&a.layout);
  if (!ak_transformer_shape_check (shape, error) ||
      !ak_layout_check (shape, &a.layout, system->fast_domain_chips, error) ||
      !check_system (system, a.n_chips, error) ||
      !ak_parallel_per_chip (shape, request, &a.layout, machine->memory_bytes, &a.per_chip, error))
    return FALSE;

  groups = a.layout.dp * a.layout.ep;
  if (floor (request->batch_size) < groups)
    {
      g_set_error (error, AK_PARALLEL_ERROR, AK_PARALLEL_ERROR_BATCH,
                   _("batch %g leaves some of the DP × EP = %u groups without a sequence"),
                   floor (request->batch_size), groups);
      return FALSE;
    }
  a.microbatches = system->microbatches > 0 ? system->microbatches : a.layout.pp;
  a.microbatches = (guint) fmin (a.microbatches, a.per_chip.sequences);
  a.microbatch_sequences = ceil (a.per_chip.sequences / a.microbatches);
  micro.batch_size = a.microbatch_sequences;
  if (!ak_inference_analyze (shape, &micro, machine, &a.single, error))
    return FALSE;

  *t = (StageTime) { 0 };
  time_operators (&a.single, shape, machine, &a, d, t);
  if (!time_link (shape, request, system, &a, t, error))
    return FALSE;
  finish (request, system, t, &a);
  *out_analysis = a;
  return TRUE;
}

/**
 * ak_parallel_analyze:
 * @shape: a checked transformer shape
 * @request: the step: phase, tokens, batch (all sequences of the system)
 *   and precisions
 * @machine: one chip's roofs (ak_inference_machine_for_accelerator())
 * @system: the layout, the link and the options
 * @out_analysis: (out): the step
 * @error: an %AK_PARALLEL_ERROR (the layout, the batch, the link) or an
 *   %AK_ROOFLINE_ERROR (the request, the machine)
 *
 * The batch is split over DP replicas and, inside one, over EP groups:
 * each group runs ⌈⌈batch / DP⌉ / EP⌉ sequences, in micro-batches of an
 * equal share. One micro-batch of one group is analysed on the whole
 * model (ak_inference_analyze()); each chip of a stage does 1 / (TP × PP)
 * of every operator's FLOPs and bytes (the attention's KV reads by its KV
 * heads), each operator at max (FLOPs / peak, bytes / bandwidth) [Book].
 * The link per stage and micro-batch: 2 TP ring all-reduces per layer of
 * tokens × hidden × activation bytes [Megatron]; 2 EP all-to-alls per MoE
 * layer of tokens × k × hidden × bytes / TP; a send of the activations to
 * the next stage (ak_collective_cost()). A stage takes operators + link
 * (overlap off) or the longer (overlap on); the step, m + p − 1 stages
 * [GPipe]. tokens/s = batch (decode) or batch × tokens (prefill) / step.
 * The bound is the largest of the step's compute, memory and link times.
 *
 * Returns: %TRUE, or %FALSE with @error set
 */
gboolean
ak_parallel_analyze (const AkTransformerShape *shape,
                     const AkInferenceRequest *request,
                     const AkInferenceMachine *machine,
                     const AkSystem           *system,
                     AkSystemAnalysis         *out_analysis,
                     GError                  **error)
{
  StageTime t;

  g_return_val_if_fail (shape != NULL && request != NULL && machine != NULL, FALSE);
  g_return_val_if_fail (system != NULL && out_analysis != NULL, FALSE);

  return run_step (shape, request, machine, system, &bound_roofs, out_analysis, &t, error);
}

/**
 * ak_parallel_estimate:
 * @shape: a checked transformer shape
 * @request: the step, as for ak_parallel_analyze()
 * @machine: one chip's roofs
 * @system: the layout, the link and the options
 * @efficiency: the factors (ak_efficiency_check() must accept them)
 * @out_estimate: (out): the step as a real run is expected to take it
 * @error: as ak_parallel_analyze(), or an %AK_ROOFLINE_ERROR_DOMAIN error
 *   for refused factors
 *
 * The step of ak_parallel_analyze() with each chip's operators derated
 * as ak_efficiency_estimate() derates them on one chip: each operator at
 * max (FLOPs / (peak × compute), bytes / (bandwidth × memory)) on its
 * share of the work. The link's time is not derated (the lesson has no
 * link efficiency). A stage is operators + link, or the longer of the two
 * with overlap, as for the bound; the step, micro-batches + PP − 1 stages,
 * plus the overhead once. tokens/s and tokens/s per chip come from that
 * step; MBU and MFU are the busiest chip's bytes and FLOPs per step over
 * it. With factors of 1 and no overhead it equals the bound; otherwise it
 * is longer, and its tokens/s fewer.
 *
 * Returns: %TRUE on success
 */
gboolean
ak_parallel_estimate (const AkTransformerShape *shape,
                      const AkInferenceRequest *request,
                      const AkInferenceMachine *machine,
                      const AkSystem           *system,
                      const AkEfficiency       *efficiency,
                      AkSystemEstimate         *out_estimate,
                      GError                  **error)
{
  AkSystemAnalysis a;
  AkSystemEstimate e;
  StageTime t;
  Derating d;

  g_return_val_if_fail (shape != NULL && request != NULL && machine != NULL, FALSE);
  g_return_val_if_fail (system != NULL && efficiency != NULL && out_estimate != NULL, FALSE);

  if (!ak_efficiency_check (efficiency, error))
    return FALSE;
  d = (Derating) { efficiency->compute, efficiency->memory };
  if (!run_step (shape, request, machine, system, &d, &a, &t, error))
    return FALSE;
  e.step_time_s = a.step_time_s + efficiency->overhead_s;
  e.tokens_per_s = tokens_made (request) / e.step_time_s;
  e.tokens_per_s_per_chip = e.tokens_per_s / a.n_chips;
  e.mbu = a.microbatches * t.bytes / e.step_time_s / machine->bandwidth_bytes_s;
  e.mfu = a.microbatches * t.flops / e.step_time_s / machine->peak_flops;
  *out_estimate = e;
  return TRUE;
}

/* ak-training.c: the training planner: FLOPs, time, step, energy, cost
 *
 * Sources, cited again where each formula is used:
 * - [Kaplan] Kaplan et al. 2020, arXiv:2001.08361: about 6 FLOPs per
 *   parameter and token in training (2 forward, 4 backward).
 * - [PaLM] Chowdhery et al. 2022, arXiv:2204.02311, appendix B: model
 *   FLOPs per token 6N + 12·L·H·Q·T; MFU counts those, HFU adds the
 *   recomputed forward work.
 * - [Korthikanti] Korthikanti et al. 2022, arXiv:2205.05198: four
 *   tensor-parallel all-reduces (or all-gather + reduce-scatter pairs)
 *   per layer in a forward and backward pass.
 * - [ZeRO] Rajbhandari et al. 2020, arXiv:1910.02054, section 7: data
 *   parallelism moves 2Ψ per chip (reduce-scatter + all-gather), so do
 *   ZeRO stages 1 and 2; stage 3 moves 3Ψ.
 * - [Book] the JAX scaling book, "How to Scale Your Model": a ring
 *   all-reduce sends 2 (N − 1) / N × bytes per chip (priced by
 *   ak_collective_bytes_per_chip() of ak-interconnect).
 * - [GPipe] Huang et al. 2019 / Narayanan et al. 2021: the pipeline
 *   bubble (p − 1) / (m + p − 1).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include <glib/gi18n-lib.h>

#include "ak-training.h"
#include "ak-format.h"
#include "ak-interconnect.h"
#include "ak-training-memory.h"

/**
 * ak_training_error_quark:
 *
 * Returns: the error domain of the training planner, see #AkTrainingError
 */
G_DEFINE_QUARK (ak-training-error-quark, ak_training_error)

/**
 * ak_training_setup_init:
 * @setup: (out): a setup
 *
 * Sets the defaults: one chip, no parallelism, ZeRO 0, mixed-precision
 * Adam, no recomputation, fused attention, sequence parallelism on
 * (it only matters with tensor parallelism), PUE 1, no price, unknown
 * links. The model, budget and chip are for the caller to set.
 */
void
ak_training_setup_init (AkTrainingSetup *setup)
{
  g_return_if_fail (setup != NULL);

  *setup = (AkTrainingSetup) {
    .seq_len = 2048,
    .global_batch = 1,
    .micro_batch = 1,
    .chips = 1,
    .tp = 1,
    .pp = 1,
    .optimizer = AK_OPTIMIZER_ADAM_MIXED,
    .recompute = AK_RECOMPUTE_NONE,
    .scores = AK_ATTENTION_SCORES_FUSED,
    .sequence_parallel = TRUE,
    .pue = 1.0,
    .price_per_chip_hour = -1.0,
  };
}

/**
 * ak_training_setup_set_shape:
 * @setup: a setup
 * @shape: a transformer's shape
 * @error: return location for an %AK_ROOFLINE_ERROR if @shape is out of range
 *
 * Sets @params and @active_params (ak_transformer_count_parameters()),
 * @layers, @hidden_size, @heads and @head_dim from @shape.
 *
 * Returns: %TRUE on success
 */
gboolean
ak_training_setup_set_shape (AkTrainingSetup          *setup,
                             const AkTransformerShape *shape,
                             GError                  **error)
{
  AkParameterCount count;

  g_return_val_if_fail (setup != NULL && shape != NULL, FALSE);

  if (!ak_transformer_count_parameters (shape, &count, error))
    return FALSE;
  setup->params = (double) count.total;
  setup->active_params = (double) count.active;
  setup->layers = shape->layers;
  setup->hidden_size = shape->hidden_size;
  setup->heads = shape->heads;
  setup->head_dim = shape->head_dim;
  return TRUE;
}

static GError *
training_error (AkTrainingError  code,
                const char      *format,
                ...) G_GNUC_PRINTF (2, 3);

static GError *
training_error (AkTrainingError  code,
                const char      *format,
                ...)
{
  va_list args;
  GError *error;

  va_start (args, format);
  error = g_error_new_valist (AK_TRAINING_ERROR, code, format, args);
  va_end (args);
  return error;
}

/* Each check adds its problem, if any, to @problems: they do not depend
 * on one another, so that every refused input is named at once. */
#define ADD_PROBLEM(problems, ...) g_ptr_array_add ((problems), training_error (__VA_ARGS__))
#define REFUSE(error, ...) (g_propagate_error ((error), training_error (__VA_ARGS__)), FALSE)

static void
check_machine (const AkTrainingSetup *s,
               GPtrArray             *problems)
{
  if (!(s->params > 0 && s->params <= 1e15) || !(s->active_params > 0 && s->active_params <= s->params) ||
      s->layers < 1 || s->hidden_size < 1 || s->heads < 1 || s->head_dim < 1)
    ADD_PROBLEM (problems, AK_TRAINING_ERROR_MODEL,
         _("the model has no usable shape (parameters, layers, hidden size, heads)"));
  if (!(s->peak_flop_s > 0 && isfinite (s->peak_flop_s)))
    ADD_PROBLEM (problems, AK_TRAINING_ERROR_ACCELERATOR, _("the accelerator has no BF16 peak"));
  else if (!(s->memory_bytes >= 0 && s->power_w >= 0 && s->dp_link_bytes_s >= 0 && s->tp_link_bytes_s >= 0))
    ADD_PROBLEM (problems, AK_TRAINING_ERROR_ACCELERATOR, _("a figure of the accelerator is negative"));
  if (!(s->pue >= 1 && s->pue <= AK_TRAINING_MAX_PUE))
    ADD_PROBLEM (problems, AK_TRAINING_ERROR_PUE, _("must be from 1 to 3, got %g"), s->pue);
  if (!(s->price_per_chip_hour <= AK_TRAINING_MAX_PRICE) || isnan (s->price_per_chip_hour))
    ADD_PROBLEM (problems, AK_TRAINING_ERROR_PRICE, _("must be from 0 to 1000000 dollars, got %g"),
         s->price_per_chip_hour);
}

static void
check_counts (const AkTrainingSetup *s,
              GPtrArray             *problems)
{
  if (!(s->tokens > 0 && s->tokens <= AK_TRAINING_MAX_TOKENS))
    ADD_PROBLEM (problems, AK_TRAINING_ERROR_TOKENS, _("must be above 0 and at most 10^15 tokens, got %g"),
                 s->tokens);
  if (s->seq_len < 1 || s->seq_len > AK_TRAINING_MAX_SEQ_LEN)
    ADD_PROBLEM (problems, AK_TRAINING_ERROR_SEQ_LEN, _("must be a whole number from 1 to %u, got %u"),
         AK_TRAINING_MAX_SEQ_LEN, s->seq_len);
  if (s->global_batch < 1 || s->global_batch > AK_TRAINING_MAX_BATCH)
    ADD_PROBLEM (problems, AK_TRAINING_ERROR_GLOBAL_BATCH, _("must be a whole number from 1 to %u, got %u"),
         AK_TRAINING_MAX_BATCH, s->global_batch);
  else if (s->micro_batch < 1 || s->micro_batch > s->global_batch)
    ADD_PROBLEM (problems, AK_TRAINING_ERROR_MICRO_BATCH, _("must be from 1 to the global batch (%u), got %u"),
         s->global_batch, s->micro_batch);
  if (s->chips < 1 || s->chips > AK_TRAINING_MAX_CHIPS)
    ADD_PROBLEM (problems, AK_TRAINING_ERROR_CHIPS, _("must be a whole number from 1 to %u, got %u"),
         AK_TRAINING_MAX_CHIPS, s->chips);
  if (s->zero > 3)
    ADD_PROBLEM (problems, AK_TRAINING_ERROR_ZERO, _("must be 0, 1, 2 or 3, got %u"), s->zero);
}

/* The global batch of a valid layout must split into whole micro-batches
 * over the data-parallel replicas: m = B / (d × b) is a count. */
static void
check_split (const AkTrainingSetup *s,
             GPtrArray             *problems)
{
  guint64 group = (guint64) (s->chips / (s->tp * s->pp)) * s->micro_batch;
  g_autofree char *multiple = NULL, *replicas = NULL, *example = NULL, *got = NULL;

  if (s->global_batch < 1 || s->global_batch > AK_TRAINING_MAX_BATCH || s->micro_batch < 1 ||
      s->micro_batch > s->global_batch || s->global_batch % group == 0)
    return;
  multiple = ak_format_number_trimmed ((double) group, 15);
  replicas = ak_format_number_trimmed (s->chips / (s->tp * s->pp), 15);
  example = ak_format_number_trimmed ((double) ak_training_split_batch (s->global_batch, group), 15);
  got = ak_format_number_trimmed (s->global_batch, 15);
  /* Translators: the global batch; the multiple, the data-parallel replicas, the micro-batch, a batch that
   * splits, then what was given */
  ADD_PROBLEM (problems, AK_TRAINING_ERROR_GLOBAL_BATCH,
               _("must be a whole multiple of %s sequences (%s data-parallel replicas × micro-batch of %u), "
                 "e.g. %s; got %s"), multiple, replicas, s->micro_batch, example, got);
}

static void
check_layout (const AkTrainingSetup *s,
              GPtrArray             *problems)
{
  gboolean tp_ok = s->tp >= 1 && s->heads % s->tp == 0;
  gboolean pp_ok = s->pp >= 1 && s->layers % s->pp == 0;

  if (!tp_ok)
    ADD_PROBLEM (problems, AK_TRAINING_ERROR_TP, _("%u does not divide the model’s %u attention heads"),
                 s->tp, s->heads);
  if (!pp_ok)
    ADD_PROBLEM (problems, AK_TRAINING_ERROR_PP, _("%u does not divide the model’s %u layers"), s->pp, s->layers);
  if (tp_ok && pp_ok && s->chips >= 1 && (s->chips % s->tp != 0 || (s->chips / s->tp) % s->pp != 0))
    ADD_PROBLEM (problems, AK_TRAINING_ERROR_CHIPS,
         ngettext ("%u chips cannot be split into tensor-parallel groups of %u and pipelines of %u stage "
                   "(tensor parallel × pipeline stages must divide the chips)",
                   "%u chips cannot be split into tensor-parallel groups of %u and pipelines of %u stages "
                   "(tensor parallel × pipeline stages must divide the chips)", s->pp),
         s->chips, s->tp, s->pp);
  else if (tp_ok && pp_ok && s->chips >= 1 && s->chips <= AK_TRAINING_MAX_CHIPS)
    check_split (s, problems);
}

/**
 * ak_training_split_batch:
 * @global_batch: sequences per step
 * @group: data-parallel replicas × micro-batch, sequences (> 0)
 *
 * Returns: the whole multiple of @group nearest @global_batch, at least
 *   @group
 */
guint64
ak_training_split_batch (guint64 global_batch,
                         guint64 group)
{
  guint64 m;

  g_return_val_if_fail (group > 0, global_batch);

  m = (global_batch + group / 2) / group;
  return MAX (m, 1) * group;
}

/**
 * ak_training_setup_fit_batch:
 * @setup: a setup whose chips, @tp, @pp and micro-batch make a valid layout
 *
 * Sets the global batch to the whole multiple of data-parallel replicas ×
 * micro-batch nearest it (ak_training_split_batch()), for a published run
 * whose stated batch was split over a layout its source does not give.
 * Leaves an invalid layout as it is, for ak_training_setup_problems() to
 * refuse.
 */
void
ak_training_setup_fit_batch (AkTrainingSetup *setup)
{
  guint64 group, fitted;

  g_return_if_fail (setup != NULL);

  if (setup->tp < 1 || setup->pp < 1 || setup->micro_batch < 1 || setup->chips < 1 ||
      setup->chips % (setup->tp * setup->pp) != 0)
    return;
  group = (guint64) (setup->chips / (setup->tp * setup->pp)) * setup->micro_batch;
  fitted = ak_training_split_batch (setup->global_batch, group);
  if (fitted <= AK_TRAINING_MAX_BATCH)
    setup->global_batch = (guint) fitted;
}

/**
 * ak_training_setup_problems:
 * @setup: a setup
 *
 * Checks every member: tokens in (0, 10^15]; sequence length, global
 * batch and chips from 1 to their caps; micro-batch from 1 to the
 * global batch; ZeRO 0 to 3; @tp dividing the heads, @pp the layers and
 * @tp × @pp the chips; the global batch a whole multiple of data-parallel
 * replicas × micro-batch (%AK_TRAINING_ERROR_GLOBAL_BATCH); a peak above 0; PUE from 1 to 3; a price of at
 * most $10^6 per chip-hour.
 *
 * Returns: (transfer container) (element-type GError): every problem
 *   found, in the order above, each an #AkTrainingError whose code says
 *   which input is refused and whose message names none (the command
 *   line puts the option before it, the page the field); empty if the
 *   setup can be planned
 */
GPtrArray *
ak_training_setup_problems (const AkTrainingSetup *setup)
{
  GPtrArray *problems = g_ptr_array_new_with_free_func ((GDestroyNotify) g_error_free);

  g_return_val_if_fail (setup != NULL, problems);

  check_machine (setup, problems);
  check_counts (setup, problems);
  check_layout (setup, problems);
  return problems;
}

/**
 * ak_training_setup_check:
 * @setup: a setup
 * @error: return location for the first of ak_training_setup_problems()
 *
 * Returns: %TRUE if the setup can be planned
 */
gboolean
ak_training_setup_check (const AkTrainingSetup  *setup,
                         GError                **error)
{
  g_autoptr(GPtrArray) problems = NULL;

  g_return_val_if_fail (setup != NULL, FALSE);

  problems = ak_training_setup_problems (setup);
  if (problems->len == 0)
    return TRUE;
  g_propagate_error (error, g_error_copy (g_ptr_array_index (problems, 0)));
  return FALSE;
}

/**
 * ak_training_bubble_fraction:
 * @pp: pipeline stages p (1 for none)
 * @micro_batches: micro-batches m per pipeline per step (> 0)
 *
 * The share of a step a pipeline stage sits idle under GPipe or 1F1B
 * scheduling: (p − 1) / (m + p − 1) (Huang et al. 2019; Narayanan et al.
 * 2021). 0 without a pipeline.
 *
 * Returns: a fraction in [0, 1)
 */
double
ak_training_bubble_fraction (guint  pp,
                             double micro_batches)
{
  if (pp <= 1 || !(micro_batches > 0))
    return 0;
  return (pp - 1.0) / (micro_batches + pp - 1.0);
}

/**
 * ak_training_flops_per_token:
 * @setup: a checked setup
 * @out_model: (out): model FLOPs per token trained: 6·N + 12·L·H·Q·T with
 *   N the active parameters, L layers, H heads, Q head dimension, T the
 *   sequence length ([PaLM] appendix B; 6N from [Kaplan])
 * @out_hardware: (out): the FLOPs the chips really run: the model FLOPs,
 *   plus the recomputed forward pass (2N + 4·L·H·Q·T) for full
 *   recomputation, or the recomputed attention (4·L·H·Q·T: QKᵀ and
 *   scores × V forward) for selective recomputation
 */
void
ak_training_flops_per_token (const AkTrainingSetup *setup,
                             double                *out_model,
                             double                *out_hardware)
{
  double attention, extra = 0;

  g_return_if_fail (setup != NULL && out_model != NULL && out_hardware != NULL);

  attention = 12.0 * setup->layers * setup->heads * (double) setup->head_dim * setup->seq_len;
  if (setup->recompute == AK_RECOMPUTE_FULL)
    extra = 2.0 * setup->active_params + attention / 3.0;
  else if (setup->recompute == AK_RECOMPUTE_SELECTIVE)
    extra = attention / 3.0;
  *out_model = 6.0 * setup->active_params + attention;
  *out_hardware = *out_model + extra;
}

/* Tokens per second per chip from whichever figure the caller gave. */
static gboolean
rate_to_tokens_per_s (const AkTrainingSetup  *s,
                      double                  model_flops_per_token,
                      AkTrainingRateKind      kind,
                      double                  rate,
                      double                 *out,
                      GError                **error)
{
  switch (kind)
    {
    case AK_TRAINING_RATE_MFU:
      if (!(rate > 0 && rate <= 1))
        return REFUSE (error, AK_TRAINING_ERROR_RATE, _("must be above 0 and at most 1, got %g"), rate);
      *out = rate * s->peak_flop_s / model_flops_per_token;
      return TRUE;
    case AK_TRAINING_RATE_TOKENS_PER_S_PER_CHIP:
      if (!(rate > 0 && isfinite (rate)))
        return REFUSE (error, AK_TRAINING_ERROR_RATE, _("must be above 0, got %g"), rate);
      *out = rate;
      return TRUE;
    case AK_TRAINING_RATE_DAYS:
      if (!(rate > 0 && rate <= AK_TRAINING_MAX_DAYS))
        return REFUSE (error, AK_TRAINING_ERROR_RATE, _("must be above 0 and at most 100000, got %g"), rate);
      *out = s->tokens / (rate * 86400.0 * s->chips);
      return TRUE;
    case AK_TRAINING_RATE_CHIP_HOURS:
      if (!(rate > 0 && rate <= AK_TRAINING_MAX_DAYS * 24.0 * AK_TRAINING_MAX_CHIPS))
        return REFUSE (error, AK_TRAINING_ERROR_RATE, _("must be above 0, got %g"), rate);
      *out = s->tokens / (rate * 3600.0);
      return TRUE;
    default:
      return REFUSE (error, AK_TRAINING_ERROR_RATE, _("the rate is not an MFU, tokens per second per chip, days or "
                                                      "chip-hours"));
    }
}

/* Seconds a collective of @bytes per chip over @n chips takes on a link
 * of @link_bytes_s per direction, its bytes per chip from
 * ak_collective_bytes_per_chip() (ring, [Book]) and no latency; NaN if
 * the link is unknown, 0 for one chip. */
static double
collective_s (AkCollective collective,
              guint        n,
              double       bytes,
              double       link_bytes_s)
{
  if (n <= 1)
    return 0;
  if (!(link_bytes_s > 0))
    return NAN;
  return ak_collective_bytes_per_chip (collective, n, bytes) / link_bytes_s;
}

/* The step [Korthikanti, ZeRO, Book, GPipe]: compute at the peak, the
 * data-parallel gradient collectives once per step, the tensor-parallel
 * ones per layer and micro-batch (4, or 6 with the forward pass run
 * again), each moving s·b·h 16-bit values. */
static void
plan_step (const AkTrainingSetup *s,
           const AkTrainingPlan  *p,
           AkTrainingStep        *out)
{
  double w, g, o, tokens_per_step = (double) s->global_batch * s->seq_len;
  double grads = s->params / ((double) s->tp * s->pp);
  double activation = 2.0 * s->seq_len * (double) s->micro_batch * s->hidden_size;
  double tp_collectives = s->recompute == AK_RECOMPUTE_FULL ? 6.0 : 4.0;

  ak_training_state_bytes (s->optimizer, &w, &g, &o);
  out->micro_batches = (double) s->global_batch / ((double) p->data_parallel * s->micro_batch);
  out->compute_s = p->hardware_flops_per_token * tokens_per_step / s->chips / s->peak_flop_s;
  /* ZeRO 0-2: one all-reduce of the gradients (stages 1 and 2 as a
   * reduce-scatter and an all-gather, the same bytes); ZeRO 3 gathers the
   * weights twice and reduce-scatters the gradients: 3 (d − 1)/d [ZeRO]. */
  out->dp_communication_s = s->zero >= 3
    ? collective_s (AK_COLLECTIVE_REDUCE_SCATTER, p->data_parallel, grads * g, s->dp_link_bytes_s) +
      2 * collective_s (AK_COLLECTIVE_ALL_GATHER, p->data_parallel, grads * g, s->dp_link_bytes_s)
    : collective_s (AK_COLLECTIVE_ALL_REDUCE, p->data_parallel, grads * g, s->dp_link_bytes_s);
  out->dp_hidden = isfinite (out->dp_communication_s) && out->dp_communication_s <= out->compute_s * 2.0 / 3.0;
  out->tp_communication_s = tp_collectives * collective_s (AK_COLLECTIVE_ALL_REDUCE, s->tp, activation,
                                                           s->tp_link_bytes_s)
                            * ((double) s->layers / s->pp) * out->micro_batches;
  out->bubble_fraction = ak_training_bubble_fraction (s->pp, out->micro_batches);
  out->step_s = tokens_per_step / (p->tokens_per_s_per_chip * s->chips);
  out->dp_exposed_s = isfinite (out->dp_communication_s)
                      ? MAX (out->dp_communication_s - out->compute_s * 2.0 / 3.0, 0) : NAN;
  out->optimistic = isfinite (out->dp_exposed_s) && out->dp_exposed_s > 0 &&
                    out->compute_s + out->dp_exposed_s > out->step_s;
}

/**
 * ak_training_plan_warning:
 * @plan: a plan
 *
 * When @plan's step is optimistic (#AkTrainingStep's @optimistic): the
 * data-parallel communication that cannot overlap the backward pass, added
 * to the compute at the peak, is longer than the step at the planned rate,
 * so that rate cannot be reached. The plan's figures are left as they are.
 *
 * Returns: (transfer full) (nullable): one translated sentence naming the
 *   MFU, the exposed communication and the step, in seconds; %NULL when
 *   the rate is reachable or the link unknown
 */
char *
ak_training_plan_warning (const AkTrainingPlan *plan)
{
  g_autofree char *mfu = NULL, *exposed = NULL, *compute = NULL, *step = NULL;

  g_return_val_if_fail (plan != NULL, NULL);

  if (!plan->step.optimistic)
    return NULL;
  mfu = ak_format_percent (plan->mfu);
  exposed = ak_format_scientific (plan->step.dp_exposed_s, 3);
  compute = ak_format_scientific (plan->step.compute_s, 3);
  step = ak_format_scientific (plan->step.step_s, 3);
  /* Translators: the MFU, the exposed data-parallel communication (s), the compute at the peak (s), the step
   * at that MFU (s) */
  return g_strdup_printf (_("The assumed MFU of %s cannot be reached: the step’s exposed data-parallel "
                            "communication (%s s, the part that does not overlap the backward pass) plus its "
                            "compute at the peak (%s s) is longer than the whole step at that MFU (%s s), so "
                            "the plan is optimistic."), mfu, exposed, compute, step);
}

/**
 * ak_training_plan:
 * @setup: a setup
 * @rate_kind: which figure @rate is
 * @rate: the MFU (0, 1], tokens/s per chip (> 0), days (0, 10^5] or
 *   chip-hours (> 0)
 * @out_plan: (out): the plan
 * @error: return location for an #AkTrainingError whose code names the
 *   refused input (%AK_TRAINING_ERROR_RATE for @rate)
 *
 * Training FLOPs = (6·N + 12·L·H·Q·T) × D ([PaLM], [Kaplan]); tokens/s
 * per chip = MFU × peak / model FLOPs per token, or the reverse; seconds
 * = D / (tokens/s per chip × chips); days = seconds / 86,400; chip-hours
 * = chips × seconds / 3,600; HFU = MFU × hardware / model FLOPs per
 * token; energy = chip-hours × power × PUE / 1000 kWh; cost = chip-hours
 * × price. The step: see plan_step(). Wall-clock time has no downtime.
 *
 * Returns: %TRUE on success; on error @out_plan is left untouched
 */
gboolean
ak_training_plan (const AkTrainingSetup  *setup,
                  AkTrainingRateKind      rate_kind,
                  double                  rate,
                  AkTrainingPlan         *out_plan,
                  GError                **error)
{
  AkTrainingPlan p = { 0 };

  g_return_val_if_fail (setup != NULL && out_plan != NULL, FALSE);

  if (!ak_training_setup_check (setup, error))
    return FALSE;
  ak_training_flops_per_token (setup, &p.model_flops_per_token, &p.hardware_flops_per_token);
  if (!rate_to_tokens_per_s (setup, p.model_flops_per_token, rate_kind, rate, &p.tokens_per_s_per_chip, error))
    return FALSE;
  if (rate_kind != AK_TRAINING_RATE_MFU &&
      p.tokens_per_s_per_chip * p.model_flops_per_token > setup->peak_flop_s)
    return REFUSE (error, AK_TRAINING_ERROR_RATE,
                   _("the run would need an MFU of %.3g, above 1 (more than the chips’ peak)"),
                   p.tokens_per_s_per_chip * p.model_flops_per_token / setup->peak_flop_s);

  p.data_parallel = setup->chips / (setup->tp * setup->pp);
  p.training_flops = p.model_flops_per_token * setup->tokens;
  p.mfu = p.tokens_per_s_per_chip * p.model_flops_per_token / setup->peak_flop_s;
  p.hfu = p.tokens_per_s_per_chip * p.hardware_flops_per_token / setup->peak_flop_s;
  p.seconds = setup->tokens / (p.tokens_per_s_per_chip * setup->chips);
  p.days = p.seconds / 86400.0;
  p.chip_hours = setup->chips * p.seconds / 3600.0;
  p.energy_kwh = setup->power_w > 0 ? p.chip_hours * setup->power_w * setup->pue / 1000.0 : NAN;
  p.usd = setup->price_per_chip_hour >= 0 ? p.chip_hours * setup->price_per_chip_hour : NAN;
  ak_training_memory (setup, &p.memory);
  plan_step (setup, &p, &p.step);
  *out_plan = p;
  return TRUE;
}

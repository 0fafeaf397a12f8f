/* ak-training-run.c: a published training run, planned and checked
 *
 * A run of the lesson's training page states some figures (tokens/s,
 * chip-hours, days, TFLOP/s per chip, MFU); the planner takes the model,
 * chips and token budget from it, plans at the first stated rate, and
 * recomputes the MFU each other figure implies (ak_training_plan()'s
 * formulas: MFU = tokens/s per chip × model FLOPs per token / peak).
 * Where a figure cannot be derived (days that include downtime, no chip
 * count), it says so instead.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include <glib/gi18n-lib.h>

#include "ak-format.h"
#include "ak-training-run.h"

static const AkPage *
training_page (AkLesson *lesson)
{
  for (guint i = 0; i < ak_lesson_get_n_pages (lesson); i++)
    {
      const AkPage *page = ak_lesson_get_page (lesson, i);

      if (page->kind == AK_PAGE_TRAINING && page->training_runs != NULL && page->training_runs->len > 0)
        return page;
    }
  return NULL;
}

/**
 * ak_training_run_find:
 * @lesson: a lesson
 * @id: a run's id
 * @error: an %AK_TRAINING_ERROR_OPTION naming `--run` and the lesson's runs
 *
 * Returns: (transfer none) (nullable): the first training page's run of @id
 */
const AkTrainingRun *
ak_training_run_find (AkLesson    *lesson,
                      const char  *id,
                      GError     **error)
{
  const AkPage *page = training_page (lesson);
  g_autoptr(GString) ids = g_string_new (NULL);

  g_return_val_if_fail (AK_IS_LESSON (lesson) && id != NULL, NULL);

  for (guint i = 0; page != NULL && i < page->training_runs->len; i++)
    {
      const AkTrainingRun *run = g_ptr_array_index (page->training_runs, i);

      if (g_str_equal (run->id, id))
        return run;
      g_string_append_printf (ids, "%s%s", i > 0 ? ", " : "", run->id);
    }
  g_set_error (error, AK_TRAINING_ERROR, AK_TRAINING_ERROR_OPTION,
               _("--run: no published run “%s” in the lesson (its runs: %s)"), id,
               ids->len > 0 ? ids->str : _("none"));
  return NULL;
}

/* The global batch @run states, in sequences; 0 if none. */
static guint
stated_batch (const AkTrainingRun *run)
{
  if (run->global_batch > 0)
    return run->global_batch;
  if (run->seq_len > 0 && run->global_batch_tokens >= run->seq_len)
    return (guint) floor (run->global_batch_tokens / run->seq_len);
  return 0;
}

static const AkModelSpec *
find_model (AkLesson   *lesson,
            const char *id)
{
  for (guint i = 0; i < ak_lesson_get_n_pages (lesson); i++)
    {
      const AkPage *page = ak_lesson_get_page (lesson, i);

      for (guint j = 0; page->kind == AK_PAGE_ROOFLINE && j < page->models->len; j++)
        {
          const AkModelSpec *spec = g_ptr_array_index (page->models, j);

          if (g_str_equal (spec->id, id) && spec->has_shape)
            return spec;
        }
    }
  return NULL;
}

/**
 * ak_training_run_apply_shape:
 * @lesson: the run's lesson
 * @run: a run
 * @setup: the setup whose model to set
 * @error: an %AK_TRAINING_ERROR_OPTION naming `--run` if the run has no
 *   shape
 *
 * The model of @run: its lesson model's shape (ak_training_setup_set_shape()),
 * or its own figures (parameters × 10^9, all active; head dimension
 * hidden size / heads unless stated).
 *
 * Returns: %TRUE on success
 */
gboolean
ak_training_run_apply_shape (AkLesson             *lesson,
                             const AkTrainingRun  *run,
                             AkTrainingSetup      *setup,
                             GError              **error)
{
  const AkModelSpec *spec = run->model_id != NULL ? find_model (lesson, run->model_id) : NULL;

  if (spec != NULL)
    return ak_training_setup_set_shape (setup, &spec->shape, error);
  if (!(run->params_billion > 0) || run->layers == 0 || run->hidden_size == 0 || run->heads == 0)
    {
      g_set_error (error, AK_TRAINING_ERROR, AK_TRAINING_ERROR_OPTION,
                   _("--run: the run “%s” names no model and gives no shape; give --model"), run->id);
      return FALSE;
    }
  setup->params = setup->active_params = run->params_billion * 1e9;
  setup->layers = run->layers;
  setup->hidden_size = run->hidden_size;
  setup->heads = run->heads;
  setup->head_dim = run->head_dim > 0 ? run->head_dim : run->hidden_size / run->heads;
  return TRUE;
}

/**
 * ak_training_run_apply:
 * @run: a run
 * @setup: a setup with its accelerator set (for the peak)
 * @out_kind: (out): the rate to plan at
 * @out_rate: (out): its value; 0 if the run states none
 *
 * Sets the token budget, sequence length, chips and global batch (the
 * stated sequences, else the stated tokens per step / sequence length)
 * that @run states (callers split the batch over their layout with
 * ak_training_setup_fit_batch()), and picks the rate: tokens/s per chip, else tokens/s
 * / chips, else chip-hours (with a token count), else TFLOP/s per chip /
 * peak as an MFU, else the stated MFU.
 */
void
ak_training_run_apply (const AkTrainingRun *run,
                       AkTrainingSetup     *setup,
                       AkTrainingRateKind  *out_kind,
                       double              *out_rate)
{
  g_return_if_fail (run != NULL && setup != NULL && out_kind != NULL && out_rate != NULL);

  if (run->tokens > 0)
    setup->tokens = run->tokens;
  setup->seq_len = run->seq_len;
  if (run->chips > 0)
    setup->chips = run->chips;
  if (stated_batch (run) > 0)
    setup->global_batch = stated_batch (run);

  *out_kind = AK_TRAINING_RATE_TOKENS_PER_S_PER_CHIP, *out_rate = 0;
  if (run->tokens_per_s_per_chip > 0)
    *out_rate = run->tokens_per_s_per_chip;
  else if (run->tokens_per_s > 0 && run->chips > 0)
    *out_rate = run->tokens_per_s / run->chips;
  else if (run->chip_hours > 0 && run->tokens > 0)
    *out_kind = AK_TRAINING_RATE_CHIP_HOURS, *out_rate = run->chip_hours;
  else if (run->tflops_per_chip > 0 && setup->peak_flop_s > 0)
    *out_kind = AK_TRAINING_RATE_MFU, *out_rate = MIN (run->tflops_per_chip * 1e12 / setup->peak_flop_s, 1.0);
  else if (run->mfu > 0)
    *out_kind = AK_TRAINING_RATE_MFU, *out_rate = run->mfu;
}

/**
 * ak_training_run_check:
 * @run: a run
 * @setup: the setup it was planned with
 * @plan: the plan
 * @out_check: (out): the MFU each stated figure implies
 *
 * MFU from tokens/s per chip: tokens/s × F / peak, with F the model
 * FLOPs per token (ak_training_flops_per_token()); from TFLOP/s per chip:
 * TFLOP/s × 10^12 / peak; from chip-hours: D × F / (chip-hours × 3,600 ×
 * peak); from days: D × F / (days × 86,400 × chips × peak), never from
 * days that include downtime.
 */
void
ak_training_run_check (const AkTrainingRun   *run,
                       const AkTrainingSetup *setup,
                       const AkTrainingPlan  *plan,
                       AkTrainingRunCheck    *out_check)
{
  double work = setup->tokens * plan->model_flops_per_token, peak = setup->peak_flop_s;
  double per_chip = run->tokens_per_s_per_chip > 0 ? run->tokens_per_s_per_chip
                    : run->tokens_per_s > 0 && run->chips > 0 ? run->tokens_per_s / run->chips : NAN;

  g_return_if_fail (run != NULL && setup != NULL && plan != NULL && out_check != NULL);

  out_check->from_tokens_per_s = per_chip * plan->model_flops_per_token / peak;
  out_check->from_tflops = run->tflops_per_chip > 0 ? run->tflops_per_chip * 1e12 / peak : NAN;
  out_check->from_chip_hours = run->chip_hours > 0 && run->tokens > 0 ? work / (run->chip_hours * 3600.0 * peak) : NAN;
  out_check->from_days = run->days > 0 && run->chips > 0 && run->tokens > 0 && !run->days_include_downtime
                         ? work / (run->days * 86400.0 * run->chips * peak) : NAN;
  out_check->days = run->chips > 0 ? plan->days : NAN;
}

static void
figure (JsonBuilder *b,
        const char  *name,
        double       value)
{
  json_builder_set_member_name (b, name);
  isfinite (value) ? json_builder_add_double_value (b, value) : json_builder_add_null_value (b);
}

/* The figures as the source states them (absent ones left out). */
static void
add_stated (JsonBuilder         *b,
            const AkTrainingRun *run)
{
  const struct { const char *name; double value; } stated[] = {
    { "chips", run->chips }, { "tokens", run->tokens }, { "seq_len", run->seq_len },
    { "global_batch", run->global_batch }, { "global_batch_tokens", run->global_batch_tokens },
    { "tokens_per_s", run->tokens_per_s }, { "tokens_per_s_per_chip", run->tokens_per_s_per_chip },
    { "tflops_per_chip", run->tflops_per_chip }, { "chip_hours", run->chip_hours }, { "days", run->days },
    { "mfu", run->mfu }, { "hfu", run->hfu },
  };

  json_builder_set_member_name (b, "stated");
  json_builder_begin_object (b);
  for (guint i = 0; i < G_N_ELEMENTS (stated); i++)
    if (stated[i].value > 0)
      figure (b, stated[i].name, stated[i].value);
  json_builder_set_member_name (b, "days_include_downtime");
  json_builder_add_boolean_value (b, run->days_include_downtime);
  json_builder_end_object (b);
}

static void
add_notes (JsonBuilder           *b,
           const AkTrainingRun   *run,
           const AkTrainingSetup *setup)
{
  guint stated = stated_batch (run);

  json_builder_set_member_name (b, "not_derived");
  json_builder_begin_array (b);
  if (stated > 0 && stated != setup->global_batch)
    {
      g_autofree char *planned = ak_format_number_trimmed (setup->global_batch, 15);
      g_autofree char *given = ak_format_number_trimmed (stated, 15);
      g_autofree char *note = NULL;

      /* Translators: the global batch planned, then the one the source states, in sequences */
      note = g_strdup_printf (_("The step uses a global batch of %s sequences, not the stated %s: a global batch "
                                "must split into whole micro-batches over the data-parallel replicas, and the "
                                "source gives no TP or PP (give --global-batch, --tp, --pp)."), planned, given);
      json_builder_add_string_value (b, note);
    }
  if (run->days_include_downtime)
    json_builder_add_string_value (b, _("The stated time includes downtime and restarts, so no MFU is derived "
                                        "from it."));
  if (run->chips == 0)
    json_builder_add_string_value (b, _("The source gives no chip count: days and the step follow --chips."));
  if (run->tokens == 0)
    json_builder_add_string_value (b, _("The source states no token count: training FLOPs, days and "
                                        "chip-hours follow --tokens."));
  if (run->hfu > 0)
    json_builder_add_string_value (b, _("The stated HFU counts the source’s own recomputation, which the "
                                        "lesson does not give: the planner’s HFU follows --recompute."));
  if (run->tflops_per_chip > 0)
    json_builder_add_string_value (b, _("A stated TFLOP/s per chip counts FLOPs as its source does, which may "
                                        "differ from 6N + 12·L·H·Q·T."));
  json_builder_end_array (b);
}

/**
 * ak_training_run_add_json:
 * @builder: a builder inside an object
 * @run: the run
 * @setup: the setup it was planned with
 * @plan: the plan
 *
 * Adds `run`: `id`, `name`, `source`, `source_url`, `stated` (the run's
 * figures as stated), `implied_mfu` (ak_training_run_check(): members
 * `from_tokens_per_s`, `from_tflops`, `from_chip_hours`, `from_days`,
 * null where nothing is stated or it cannot be derived) and
 * `not_derived` (one sentence per figure the planner cannot derive).
 */
void
ak_training_run_add_json (JsonBuilder           *builder,
                          const AkTrainingRun   *run,
                          const AkTrainingSetup *setup,
                          const AkTrainingPlan  *plan)
{
  AkTrainingRunCheck check;

  g_return_if_fail (JSON_IS_BUILDER (builder) && run != NULL && setup != NULL && plan != NULL);

  ak_training_run_check (run, setup, plan, &check);
  json_builder_set_member_name (builder, "run");
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "id");
  json_builder_add_string_value (builder, run->id);
  json_builder_set_member_name (builder, "name");
  json_builder_add_string_value (builder, run->name);
  json_builder_set_member_name (builder, "source");
  json_builder_add_string_value (builder, run->source);
  json_builder_set_member_name (builder, "source_url");
  json_builder_add_string_value (builder, run->source_url);
  add_stated (builder, run);
  json_builder_set_member_name (builder, "implied_mfu");
  json_builder_begin_object (builder);
  figure (builder, "from_tokens_per_s", check.from_tokens_per_s);
  figure (builder, "from_tflops", check.from_tflops);
  figure (builder, "from_chip_hours", check.from_chip_hours);
  figure (builder, "from_days", check.from_days);
  json_builder_end_object (builder);
  add_notes (builder, run, setup);
  json_builder_end_object (builder);
}

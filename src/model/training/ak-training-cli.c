/* ak-training-cli.c: `accelerator-kitchen --plan-training`, a training run as JSON
 *
 * Reads the typed options into an #AkTrainingSetup (a lesson model or a
 * config.json, an accelerator of the lesson), runs ak_training_plan() and
 * writes every figure with JsonBuilder; an unknown figure is null. Needs
 * no display. Member names carry their units (see the README).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include <glib/gi18n-lib.h>

#include "ak-format.h"
#include "ak-interconnect.h"
#include "ak-terminal.h"
#include "ak-training-cli.h"
#include "ak-training-run.h"

/* The options only --plan-training takes, and those of --analyze it does not. */
static const char * const training_options[] = {
  "plan-training", "tokens", "seq-len", "global-batch", "micro-batch", "chips", "tp", "pp", "zero",
  "optimizer", "recompute", "attention-scores", "mfu", "tokens-per-s-per-chip", "days",
  "price-per-chip-hour", "pue", "run",
};
static const char * const analyze_only[] = {
  "precision", "kv-precision", "compute-precision", "batch", "context", "phase", "sweep",
  "draft-tokens", "acceptance", "draft-cost-ratio",
};

/**
 * ak_training_cli_check_options:
 * @options: the parsed command line
 * @mode: (nullable): the mode asked for, e.g. "analyze"; %NULL for none
 *
 * With `--plan-training`, an option of `--analyze` it would ignore; with
 * any other mode (or none), an option of `--plan-training`: prints one
 * line naming both on standard error.
 *
 * Returns: %FALSE if one was given
 */
gboolean
ak_training_cli_check_options (GVariantDict *options,
                               const char   *mode)
{
  gboolean planning = g_strcmp0 (mode, "plan-training") == 0;

  g_return_val_if_fail (options != NULL, FALSE);

  for (guint i = 0; planning && i < G_N_ELEMENTS (analyze_only); i++)
    if (g_variant_dict_contains (options, analyze_only[i]))
      {
        /* Translators: a command-line option, e.g. "--batch" */
        g_printerr (_("--%s does nothing with --plan-training; it is for --analyze, --export-roofline and "
                      "--export-chart\n"), analyze_only[i]);
        return FALSE;
      }
  /* --chips, --tp and --pp are --analyze's and --plan-serving's too. */
  for (guint i = 1; !planning && i < G_N_ELEMENTS (training_options); i++)
    if (g_variant_dict_contains (options, training_options[i]) &&
        !g_strv_contains ((const char * const[]) { "chips", "tp", "pp", NULL }, training_options[i]))
      {
        g_printerr (_("--%s does nothing without --plan-training\n"), training_options[i]);
        return FALSE;
      }
  return TRUE;
}

static const char *
text_of (GVariantDict *dict,
         const char   *name)
{
  const char *value = NULL;

  g_variant_dict_lookup (dict, name, g_str_equal (name, "model") ? "^&ay" : "&s", &value);
  return value;
}

/* A number option: @fallback when absent, else within @limits; a
 * problem names the option. */
static gboolean
read_number (GVariantDict          *dict,
             const char            *name,
             const AkNumberLimits  *limits,
             double                *inout,
             GError               **error)
{
  const char *text = text_of (dict, name);
  g_autoptr(GError) local = NULL;

  if (text == NULL)
    return TRUE;
  if (!ak_format_parse_option (text, limits, inout, &local))
    {
      g_set_error (error, AK_TRAINING_ERROR, AK_TRAINING_ERROR_OPTION, "--%s: %s", name, local->message);
      return FALSE;
    }
  return TRUE;
}

/**
 * ak_training_parse_price:
 * @text: a typed price per chip-hour, in dollars
 * @out_price: (out): the price; 0 for none
 * @error: an %AK_FORMAT_ERROR whose message says the rule: 0 or more, at
 *   most %AK_TRAINING_MAX_PRICE, 0 meaning no price
 *
 * Returns: %TRUE if @text is a price
 */
gboolean
ak_training_parse_price (const char  *text,
                         double      *out_price,
                         GError     **error)
{
  static const AkNumberLimits price = { .min = 1e-9, .max = AK_TRAINING_MAX_PRICE, .zero_allowed = TRUE };
  g_autoptr(GError) local = NULL;
  g_autofree char *typed = NULL;

  g_return_val_if_fail (text != NULL && out_price != NULL, FALSE);

  typed = g_strstrip (g_strdup (text));
  if (ak_format_parse_field (text, &price, out_price, &local))
    return TRUE;
  if (typed[0] == '-' && local->code == AK_FORMAT_ERROR_RANGE)
    g_set_error (error, AK_FORMAT_ERROR, AK_FORMAT_ERROR_RANGE,
                 _("“%s” is below zero: a price per chip-hour is 0 or more; 0 means no price"), typed);
  else
    g_propagate_error (error, g_steal_pointer (&local));
  return FALSE;
}

/* --price-per-chip-hour: as typed on the page, 0 for none (a negative
 * price in the setup). */
static gboolean
read_price (GVariantDict  *dict,
            double        *inout,
            GError       **error)
{
  const char *text = text_of (dict, "price-per-chip-hour");
  g_autoptr(GError) local = NULL;

  if (text == NULL)
    return TRUE;
  if (!ak_training_parse_price (text, inout, &local))
    {
      g_set_error (error, AK_TRAINING_ERROR, AK_TRAINING_ERROR_OPTION, "--price-per-chip-hour: %s", local->message);
      return FALSE;
    }
  if (*inout == 0)
    *inout = -1;   /* as on the page: 0 is no price */
  return TRUE;
}

static gboolean
read_count (GVariantDict  *dict,
            const char    *name,
            guint         *inout,
            GError       **error)
{
  static const AkNumberLimits counts = { .min = 1, .max = AK_TRAINING_MAX_CHIPS, .whole = TRUE };
  double value = *inout;

  if (!read_number (dict, name, &counts, &value, error))
    return FALSE;
  *inout = (guint) value;
  return TRUE;
}

/* A word option: its index in @words (NULL-terminated), unchanged when absent. */
static gboolean
read_choice (GVariantDict        *dict,
             const char          *name,
             const char * const  *words,
             guint               *inout,
             GError             **error)
{
  const char *text = text_of (dict, name);
  g_autofree char *expected = NULL;

  if (text == NULL)
    return TRUE;
  for (guint i = 0; words[i] != NULL; i++)
    if (g_str_equal (words[i], text))
      {
        *inout = i;
        return TRUE;
      }
  expected = g_strjoinv (", ", (char **) words);
  g_set_error (error, AK_TRAINING_ERROR, AK_TRAINING_ERROR_OPTION,
               _("--%s: unknown value “%s” (expected %s)"), name, text, expected);
  return FALSE;
}

static const char * const optimizers[] = { "adam-mixed", "adam-fp32", "sgd", NULL };
static const char * const recomputes[] = { "none", "selective", "full", NULL };
static const char * const score_kinds[] = { "fused", "stored", NULL };
static const char * const zero_stages[] = { "0", "1", "2", "3", NULL };

static gboolean
read_layout (GVariantDict         *dict,
             const AkTrainingRun  *run,
             AkTrainingSetup      *s,
             GError              **error)
{
  static const AkNumberLimits tokens = { .min = 1, .max = AK_TRAINING_MAX_TOKENS, .whole = TRUE };
  static const AkNumberLimits pue = { .min = 1, .max = AK_TRAINING_MAX_PUE };
  guint optimizer = s->optimizer, recompute = s->recompute, scores = s->scores;

  if (!read_number (dict, "tokens", &tokens, &s->tokens, error) ||
      !read_count (dict, "seq-len", &s->seq_len, error) ||
      !read_count (dict, "micro-batch", &s->micro_batch, error) ||
      !read_count (dict, "chips", &s->chips, error) ||
      !read_count (dict, "tp", &s->tp, error) ||
      !read_count (dict, "pp", &s->pp, error) ||
      !read_choice (dict, "zero", zero_stages, &s->zero, error) ||
      !read_choice (dict, "optimizer", optimizers, &optimizer, error) ||
      !read_choice (dict, "recompute", recomputes, &recompute, error) ||
      !read_choice (dict, "attention-scores", score_kinds, &scores, error) ||
      !read_number (dict, "pue", &pue, &s->pue, error) ||
      !read_price (dict, &s->price_per_chip_hour, error))
    return FALSE;
  s->optimizer = optimizer, s->recompute = recompute, s->scores = scores;
  /* one micro-batch per data-parallel replica unless told */
  if (text_of (dict, "global-batch") == NULL && s->global_batch == 0 && s->tp > 0 && s->pp > 0)
    s->global_batch = MAX (s->chips / (s->tp * s->pp), 1) * s->micro_batch;
  if (!read_count (dict, "global-batch", &s->global_batch, error))
    return FALSE;
  /* a run's stated batch, split over the layout the source does not give */
  if (run != NULL && text_of (dict, "global-batch") == NULL)
    ak_training_setup_fit_batch (s);
  if (s->tokens <= 0 && run != NULL)
    {
      g_set_error (error, AK_TRAINING_ERROR, AK_TRAINING_ERROR_OPTION,
                   _("--tokens: the run “%s” states no token count, so --tokens is needed"), run->id);
      return FALSE;
    }
  if (s->tokens <= 0)
    {
      g_set_error_literal (error, AK_TRAINING_ERROR, AK_TRAINING_ERROR_OPTION,
                           _("--tokens: the token budget D is needed (or --run ID)"));
      return FALSE;
    }
  return TRUE;
}

/* Exactly one of --mfu, --tokens-per-s-per-chip and --days, else the run's. */
static gboolean
read_rate (GVariantDict        *dict,
           AkTrainingRateKind  *inout_kind,
           double              *inout_rate,
           GError             **error)
{
  static const char * const names[] = { "mfu", "tokens-per-s-per-chip", "days" };
  static const AkNumberLimits limits[] = {
    { .min = 1e-9, .max = 1 },
    { .min = 1e-9, .max = 1e12 },
    { .min = 1e-9, .max = AK_TRAINING_MAX_DAYS },
  };
  const char *given = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      if (text_of (dict, names[i]) == NULL)
        continue;
      if (given != NULL)
        {
          g_set_error (error, AK_TRAINING_ERROR, AK_TRAINING_ERROR_OPTION,
                       _("--%s: give only one of --mfu, --tokens-per-s-per-chip and --days (--%s was given too)"),
                       names[i], given);
          return FALSE;
        }
      given = names[i];
      *inout_kind = (AkTrainingRateKind) i;
      if (!read_number (dict, names[i], &limits[i], inout_rate, error))
        return FALSE;
    }
  if (!(*inout_rate > 0))
    {
      g_set_error_literal (error, AK_TRAINING_ERROR, AK_TRAINING_ERROR_OPTION,
                           _("--mfu: give one of --mfu, --tokens-per-s-per-chip and --days (or --run ID)"));
      return FALSE;
    }
  return TRUE;
}

/* --model: a lesson model with a shape, or a config.json path. */
static gboolean
read_model (AkLesson         *lesson,
            const char       *text,
            AkTrainingSetup  *s,
            char            **out_name,
            GError          **error)
{
  AkTransformerShape shape;

  return ak_analyze_resolve_model (lesson, text, &shape, out_name, error) &&
         ak_training_setup_set_shape (s, &shape, error);
}

/**
 * ak_training_setup_set_accelerator:
 * @setup: a setup
 * @accelerator: a lesson's accelerator
 *
 * Sets the peak (the dense BF16 figure, × 10^12 FLOP/s), the memory (the
 * GiB figure × 2^30 bytes where the source gives GiB, else GB × 10^9) and
 * the power (TDP, else the measured maximum power) from @accelerator.
 * The links are set by the command line from the accelerator's own
 * (ak_training_setup_choose_links()).
 */
void
ak_training_setup_set_accelerator (AkTrainingSetup     *setup,
                                   const AkAccelerator *accelerator)
{
  g_return_if_fail (setup != NULL && accelerator != NULL);

  setup->peak_flop_s = accelerator->peak_bf16_dense_tflops * 1e12;
  setup->memory_bytes = accelerator->memory_gib > 0 ? accelerator->memory_gib * 1073741824.0
                                                    : accelerator->memory_gb * 1e9;
  setup->power_w = accelerator->tdp_w > 0 ? accelerator->tdp_w : accelerator->max_power_w;
  setup->power_name = accelerator->tdp_w > 0 ? "tdp" : accelerator->max_power_w > 0 ? "max_power" : NULL;
}

static gboolean
read_accelerator (AkLesson             *lesson,
                  const char           *id,
                  AkTrainingSetup      *s,
                  const AkAccelerator **out,
                  GError              **error)
{
  *out = ak_analyze_resolve_accelerator (lesson, id, error);
  if (*out == NULL)
    return FALSE;
  ak_training_setup_set_accelerator (s, *out);
  return TRUE;
}

/**
 * ak_training_setup_choose_links:
 * @lesson: the accelerator's lesson, which holds its links
 * @accelerator: the accelerator
 * @s: a setup with its chips and tensor-parallel degree set; its link
 *   bandwidths are set (0 where unknown)
 * @out_tp: (out) (nullable): the link of tensor parallelism, or %NULL
 * @out_dp: (out) (nullable): the link of data parallelism, or %NULL
 *
 * The links of the accelerator (ak-interconnect): tensor parallelism on
 * its first, fast link while a group fits in its fast domain (8 GPUs of
 * an NVLink node, a TPU slice), data parallelism on it while all the
 * chips do, else on its second link (between nodes) if it names one.
 * Without a link the communication is unknown.
 */
void
ak_training_setup_choose_links (AkLesson            *lesson,
                                const AkAccelerator *accelerator,
                                AkTrainingSetup     *s,
                                const AkLink       **out_tp,
                                const AkLink       **out_dp)
{
  guint domain = ak_interconnect_fast_domain_chips (accelerator);
  const AkLink *fast = NULL, *slow = NULL;

  if (accelerator->links != NULL && accelerator->links[0] != NULL)
    {
      fast = ak_lesson_find_link (lesson, accelerator->links[0]);
      if (accelerator->links[1] != NULL)
        slow = ak_lesson_find_link (lesson, accelerator->links[1]);
    }
  *out_tp = domain == 0 || s->tp <= domain ? fast : slow;
  *out_dp = domain == 0 || s->chips <= domain ? fast : slow;
  s->tp_link_bytes_s = *out_tp != NULL ? ak_link_bandwidth_bytes_s (*out_tp) : 0;
  s->dp_link_bytes_s = *out_dp != NULL ? ak_link_bandwidth_bytes_s (*out_dp) : 0;
}

/* The option of the input a planner's error (ak_training_plan()) refuses;
 * chip-hours come from a run's stated figures. */
static const char *
option_of (const GError       *error,
           AkTrainingRateKind  kind)
{
  static const char * const options[] = {
    [AK_TRAINING_ERROR_MODEL] = "model", [AK_TRAINING_ERROR_ACCELERATOR] = "accelerator",
    [AK_TRAINING_ERROR_TOKENS] = "tokens", [AK_TRAINING_ERROR_SEQ_LEN] = "seq-len",
    [AK_TRAINING_ERROR_GLOBAL_BATCH] = "global-batch", [AK_TRAINING_ERROR_MICRO_BATCH] = "micro-batch",
    [AK_TRAINING_ERROR_CHIPS] = "chips", [AK_TRAINING_ERROR_TP] = "tp", [AK_TRAINING_ERROR_PP] = "pp",
    [AK_TRAINING_ERROR_ZERO] = "zero", [AK_TRAINING_ERROR_PUE] = "pue",
    [AK_TRAINING_ERROR_PRICE] = "price-per-chip-hour",
  };
  static const char * const rates[] = {
    [AK_TRAINING_RATE_MFU] = "mfu", [AK_TRAINING_RATE_TOKENS_PER_S_PER_CHIP] = "tokens-per-s-per-chip",
    [AK_TRAINING_RATE_DAYS] = "days", [AK_TRAINING_RATE_CHIP_HOURS] = "run",
  };

  if (error->domain != AK_TRAINING_ERROR || error->code == AK_TRAINING_ERROR_OPTION)
    return NULL;
  if (error->code == AK_TRAINING_ERROR_RATE)
    return (guint) kind < G_N_ELEMENTS (rates) ? rates[kind] : "mfu";
  return (guint) error->code < G_N_ELEMENTS (options) ? options[error->code] : NULL;
}

/* ak_training_plan(), its refusal naming the option as the command line
 * does ("--tp: 3 does not divide …"). */
static gboolean
plan_options (const AkTrainingSetup  *s,
              AkTrainingRateKind      kind,
              double                  rate,
              AkTrainingPlan         *out,
              GError                **error)
{
  g_autoptr(GError) local = NULL;
  const char *option;

  if (ak_training_plan (s, kind, rate, out, &local))
    return TRUE;
  option = option_of (local, kind);
  if (option != NULL)
    g_prefix_error (&local, "--%s: ", option);
  g_propagate_error (error, g_steal_pointer (&local));
  return FALSE;
}

/* ---- JSON ------------------------------------------------------------------ */

/* A figure, or null where it is unknown (NaN). */
static void
figure (JsonBuilder *b,
        const char  *name,
        double       value)
{
  json_builder_set_member_name (b, name);
  if (isfinite (value))
    json_builder_add_double_value (b, value == round (value) && fabs (value) < 1e15 ? round (value) : value);
  else
    json_builder_add_null_value (b);
}

static void
count (JsonBuilder *b,
       const char  *name,
       guint64      value)
{
  json_builder_set_member_name (b, name);
  json_builder_add_int_value (b, (gint64) value);
}

static void
word (JsonBuilder *b,
      const char  *name,
      const char  *value)
{
  json_builder_set_member_name (b, name);
  value != NULL ? json_builder_add_string_value (b, value) : json_builder_add_null_value (b);
}

static void
add_setup (JsonBuilder           *b,
           const AkTrainingSetup *s)
{
  figure (b, "parameters", s->params);
  figure (b, "active_parameters", s->active_params);
  figure (b, "tokens", s->tokens);
  count (b, "seq_len", s->seq_len);
  count (b, "global_batch", s->global_batch);
  count (b, "micro_batch", s->micro_batch);
  count (b, "chips", s->chips);
  count (b, "tp", s->tp);
  count (b, "pp", s->pp);
  count (b, "zero", s->zero);
  word (b, "optimizer", optimizers[s->optimizer]);
  word (b, "recompute", recomputes[s->recompute]);
  word (b, "attention_scores", score_kinds[s->scores]);
  json_builder_set_member_name (b, "sequence_parallel");
  json_builder_add_boolean_value (b, s->sequence_parallel && s->tp > 1);
  figure (b, "peak_flop_s", s->peak_flop_s);
  figure (b, "power_w", s->power_w > 0 ? s->power_w : NAN);
  word (b, "power_figure", s->power_name);
  figure (b, "pue", s->pue);
}

static void
add_memory (JsonBuilder            *b,
            const AkTrainingMemory *m)
{
  json_builder_set_member_name (b, "per_chip");
  json_builder_begin_object (b);
  figure (b, "weights_bytes", m->weights_bytes);
  figure (b, "gradients_bytes", m->gradients_bytes);
  figure (b, "optimizer_bytes", m->optimizer_bytes);
  figure (b, "activations_bytes", m->activations_bytes);
  figure (b, "activations_per_layer_bytes", m->activations_per_layer_bytes);
  figure (b, "total_bytes", m->total_bytes);
  figure (b, "capacity_bytes", m->capacity_bytes > 0 ? m->capacity_bytes : NAN);
  json_builder_set_member_name (b, "fits");
  m->capacity_bytes > 0 ? json_builder_add_boolean_value (b, m->fits) : json_builder_add_null_value (b);
  json_builder_end_object (b);
  json_builder_set_member_name (b, "max_micro_batch");
  m->capacity_bytes > 0 ? json_builder_add_int_value (b, m->max_micro_batch) : json_builder_add_null_value (b);
}

static void
add_step (JsonBuilder          *b,
          const AkTrainingStep *step,
          const AkLink         *tp_link,
          const AkLink         *dp_link)
{
  json_builder_set_member_name (b, "step");
  json_builder_begin_object (b);
  word (b, "tp_link", tp_link != NULL ? tp_link->id : NULL);
  word (b, "dp_link", dp_link != NULL ? dp_link->id : NULL);
  figure (b, "compute_s", step->compute_s);
  figure (b, "dp_communication_s", step->dp_communication_s);
  json_builder_set_member_name (b, "dp_communication_hidden");
  isfinite (step->dp_communication_s) ? json_builder_add_boolean_value (b, step->dp_hidden)
                                      : json_builder_add_null_value (b);
  figure (b, "dp_exposed_s", step->dp_exposed_s);
  figure (b, "tp_communication_s", step->tp_communication_s);
  figure (b, "micro_batches", step->micro_batches);
  figure (b, "bubble_fraction", step->bubble_fraction);
  figure (b, "step_s", step->step_s);
  json_builder_end_object (b);
}

/* Sentences on what the figures do not show (ak_training_plan_warning()). */
static void
add_warnings (JsonBuilder          *b,
              const AkTrainingPlan *p)
{
  g_autofree char *optimistic = ak_training_plan_warning (p);

  json_builder_set_member_name (b, "warnings");
  json_builder_begin_array (b);
  if (optimistic != NULL)
    json_builder_add_string_value (b, optimistic);
  json_builder_end_array (b);
}

static JsonNode *
build_json (const char            *model,
            const AkAccelerator   *accelerator,
            const AkTrainingSetup *s,
            const AkTrainingPlan  *p,
            const AkTrainingRun   *run,
            const AkLink          *tp_link,
            const AkLink          *dp_link)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();

  json_builder_begin_object (b);
  word (b, "model", model);
  word (b, "accelerator", accelerator->id);
  add_setup (b, s);
  count (b, "data_parallel", p->data_parallel);
  figure (b, "model_flops_per_token", p->model_flops_per_token);
  figure (b, "hardware_flops_per_token", p->hardware_flops_per_token);
  figure (b, "training_flops", p->training_flops);
  figure (b, "mfu", p->mfu);
  figure (b, "hfu", p->hfu);
  figure (b, "tokens_per_s_per_chip", p->tokens_per_s_per_chip);
  figure (b, "days", p->days);
  figure (b, "chip_hours", p->chip_hours);
  figure (b, "energy_kwh", p->energy_kwh);
  figure (b, "usd", p->usd);
  add_memory (b, &p->memory);
  add_step (b, &p->step, tp_link, dp_link);
  add_warnings (b, p);
  if (run != NULL)
    ak_training_run_add_json (b, run, s, p);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

/**
 * ak_training_cli_to_json:
 * @lesson: the lesson whose models, accelerators and runs the ids name
 * @options: the parsed command line (`--model`, `--accelerator`, `--run`
 *   and the options of `--plan-training`)
 * @error: return location for an %AK_TRAINING_ERROR (or an
 *   %AK_HF_CONFIG_ERROR, %AK_ROOFLINE_ERROR for a config.json) whose
 *   message names the option
 *
 * Defaults: the lesson's first model and accelerator, 2,048 tokens per
 * sequence, one chip, one micro-batch of one sequence per data-parallel
 * replica, no TP/PP, ZeRO 0, mixed-precision Adam, no recomputation,
 * fused attention, sequence parallelism with TP, PUE 1. `--run ID` first
 * sets what the published run states; the options given change it.
 *
 * Returns: (transfer full) (nullable): the plan as a JSON object
 */
JsonNode *
ak_training_cli_to_json (AkLesson      *lesson,
                         GVariantDict  *options,
                         GError       **error)
{
  const AkTrainingRun *run = NULL;
  const AkAccelerator *accelerator = NULL;
  const AkLink *tp_link = NULL, *dp_link = NULL;
  g_autofree char *model = NULL;
  AkTrainingRateKind kind = AK_TRAINING_RATE_MFU;
  AkTrainingSetup s;
  AkTrainingPlan p;
  double rate = 0;

  g_return_val_if_fail (AK_IS_LESSON (lesson) && options != NULL, NULL);

  ak_training_setup_init (&s);
  s.global_batch = 0;
  if (text_of (options, "run") != NULL)
    {
      run = ak_training_run_find (lesson, text_of (options, "run"), error);
      if (run == NULL)
        return NULL;
    }
  if (run != NULL && text_of (options, "model") == NULL)
    {
      model = g_strdup (run->model_id != NULL ? run->model_id : run->id);
      if (!ak_training_run_apply_shape (lesson, run, &s, error))
        return NULL;
    }
  else if (!read_model (lesson, text_of (options, "model"), &s, &model, error))
    return NULL;
  if (!read_accelerator (lesson, text_of (options, "accelerator") != NULL || run == NULL
                                 ? text_of (options, "accelerator") : run->accelerator_id,
                         &s, &accelerator, error))
    return NULL;
  if (run != NULL)
    ak_training_run_apply (run, &s, &kind, &rate);
  if (!read_layout (options, run, &s, error) || !read_rate (options, &kind, &rate, error))
    return NULL;
  ak_training_setup_choose_links (lesson, accelerator, &s, &tp_link, &dp_link);
  if (!plan_options (&s, kind, rate, &p, error))
    return NULL;
  return build_json (model, accelerator, &s, &p, run, tp_link, dp_link);
}

/**
 * ak_training_cli_command_line:
 * @options: the parsed command line
 * @load_lesson: loads the lesson of `--lesson`, or the bundled one for a
 *   %NULL file
 *
 * `--plan-training`: prints the plan as JSON on standard output; on any
 * problem one line on standard error naming the option, nothing on
 * standard output.
 *
 * Returns: the exit status: 0 on success, 1 on failure
 */
int
ak_training_cli_command_line (GVariantDict          *options,
                              AkAnalyzeLessonLoader  load_lesson)
{
  g_autoptr(AkLesson) lesson = ak_analyze_load_lesson (options, load_lesson);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *text = NULL;

  if (lesson == NULL)
    return 1;
  root = ak_training_cli_to_json (lesson, options, &error);
  if (root == NULL)
    {
      ak_terminal_printerr (error->message);
      return 1;
    }
  text = json_to_string (root, TRUE);
  g_print ("%s\n", text);
  return 0;
}

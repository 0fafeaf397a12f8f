/* ak-analyze.c: `accelerator-kitchen --analyze`, one inference step as JSON
 *
 * Turns the typed options into a shape, a request and a machine, runs
 * ak_inference_analyze() and writes every figure with JsonBuilder. Needs
 * no display. Member names carry their units (see the README).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <float.h>
#include <math.h>

#include <glib/gi18n-lib.h>
#include <string.h>

#include "ak-analyze.h"
#include "ak-analyze-estimate-private.h"
#include "ak-analyze-sweep-private.h"
#include "ak-hf-config.h"
#include "ak-terminal.h"

/**
 * ak_analyze_error_quark:
 *
 * Returns: the error domain of `--analyze`, see #AkAnalyzeError
 */
G_DEFINE_QUARK (ak-analyze-error-quark, ak_analyze_error)

/* Everything one analysis needs, resolved from the options. */
typedef struct {
  AkTransformerShape   shape;
  char                *model;    /* id or path, as typed */
  char                *family;   /* config.json model_type; NULL for a lesson model */
  const AkAccelerator *accelerator;
  AkInferenceRequest   request;
  AkPrecision          compute;
  AkInferenceMachine   machine;
} Analysis;

static void
analysis_clear (Analysis *a)
{
  g_clear_pointer (&a->model, g_free);
  g_clear_pointer (&a->family, g_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Analysis, analysis_clear)

/**
 * ak_analyze_parse_count:
 * @text: (nullable): a whole number as typed; %NULL for @fallback
 * @option: the option's name for the message, e.g. "--batch"
 * @fallback: the value when @text is %NULL
 * @max: the largest value allowed
 * @out: (out): the value
 * @error: an %AK_ANALYZE_ERROR_OPTION error naming @option when @text is
 *   not a whole number from 1 to @max
 *
 * Returns: %TRUE on success
 */
gboolean
ak_analyze_parse_count (const char  *text,
                        const char  *option,
                        guint        fallback,
                        guint        max,
                        double      *out,
                        GError     **error)
{
  guint64 value = fallback;

  if (text != NULL && !g_ascii_string_to_unsigned (text, 10, 1, max, &value, NULL))
    {
      g_set_error (error, AK_ANALYZE_ERROR, AK_ANALYZE_ERROR_OPTION,
                   _("%s: must be a whole number from 1 to %u, got “%s”"),
                   option, max, text);
      return FALSE;
    }
  *out = (double) value;
  return TRUE;
}

/**
 * ak_analyze_parse_precision:
 * @text: (nullable): "fp32", "bf16", "fp16", "fp8", "int8" or "int4"; %NULL
 *   for @fallback
 * @option: the option's name for the message, e.g. "--precision"
 * @fallback: the value when @text is %NULL
 * @out: (out): the precision
 * @error: an %AK_ANALYZE_ERROR_OPTION error naming @option for any other
 *   text
 *
 * Returns: %TRUE on success
 */
gboolean
ak_analyze_parse_precision (const char   *text,
                            const char   *option,
                            AkPrecision   fallback,
                            AkPrecision  *out,
                            GError      **error)
{
  *out = fallback;
  if (text != NULL && !ak_precision_from_string (text, out))
    {
      g_set_error (error, AK_ANALYZE_ERROR, AK_ANALYZE_ERROR_OPTION,
                   _("%s: unknown precision “%s” (expected fp32, bf16, fp16, fp8, int8 or int4)"),
                   option, text);
      return FALSE;
    }
  return TRUE;
}

static gboolean
parse_request (const AkAnalyzeOptions  *o,
               Analysis                *a,
               GError                 **error)
{
  AkInferenceRequest *r = &a->request;
  AkPrecision weights;

  r->phase = AK_PHASE_DECODE;
  if (o->phase != NULL && g_strcmp0 (o->phase, "decode") != 0)
    {
      if (g_strcmp0 (o->phase, "prefill") != 0)
        {
          g_set_error (error, AK_ANALYZE_ERROR, AK_ANALYZE_ERROR_OPTION,
                       _("--phase: unknown phase “%s” (expected prefill or decode)"), o->phase);
          return FALSE;
        }
      r->phase = AK_PHASE_PREFILL;
    }
  if (!ak_analyze_parse_count (o->batch, "--batch", 1, AK_INFERENCE_MAX_BATCH, &r->batch_size, error) ||
      !ak_analyze_parse_count (o->context, "--context", 2048, AK_INFERENCE_MAX_TOKENS, &r->tokens, error) ||
      !ak_analyze_parse_precision (o->precision, "--precision", AK_PRECISION_BF16, &weights, error) ||
      !ak_analyze_parse_precision (o->kv_precision, "--kv-precision", AK_PRECISION_BF16,
                                   &r->kv_precision, error))
    return FALSE;

  r->weight_precision = weights;
  a->compute = ak_inference_default_compute (weights);
  if (!ak_analyze_parse_precision (o->compute_precision, "--compute-precision", a->compute,
                                   &a->compute, error))
    return FALSE;
  if (a->compute == AK_PRECISION_INT4)
    {
      g_set_error_literal (error, AK_ANALYZE_ERROR, AK_ANALYZE_ERROR_OPTION,
                           _("--compute-precision: int4 is a storage format; the arithmetic runs in "
                             "fp32, bf16, fp16, fp8 or int8"));
      return FALSE;
    }
  r->activation_precision = a->compute;
  return TRUE;
}

static const AkPage *
find_roofline_page (AkLesson *lesson)
{
  for (guint i = 0; i < ak_lesson_get_n_pages (lesson); i++)
    {
      const AkPage *page = ak_lesson_get_page (lesson, i);

      if (page->kind == AK_PAGE_ROOFLINE && page->models != NULL && page->models->len > 0)
        return page;
    }
  return NULL;
}

/* A lesson model by id; or, for anything that looks like a path, a
 * config.json. */
static gboolean
resolve_model (AkLesson     *lesson,
               const char   *text,
               Analysis     *a,
               GError      **error)
{
  const AkPage *page = find_roofline_page (lesson);
  g_autoptr(GString) ids = g_string_new (NULL);

  for (guint i = 0; page != NULL && i < page->models->len; i++)
    {
      const AkModelSpec *model = g_ptr_array_index (page->models, i);

      g_string_append_printf (ids, "%s%s", i > 0 ? ", " : "", model->id);
      if (text != NULL && g_strcmp0 (model->id, text) != 0)
        continue;
      a->model = g_strdup (model->id);
      a->shape = model->shape;
      if (!model->has_shape)
        g_set_error (error, AK_ANALYZE_ERROR, AK_ANALYZE_ERROR_UNKNOWN,
                     _("--model: the lesson’s model “%s” has no shape (hidden_size, heads, …)"), model->id);
      return model->has_shape;
    }

  if (text != NULL && (strchr (text, '/') != NULL || g_str_has_suffix (text, ".json")))
    {
      g_autoptr(GFile) file = g_file_new_for_commandline_arg (text);

      a->model = g_strdup (text);
      if (ak_hf_config_load_file (file, &a->shape, &a->family, error))
        return TRUE;
      /* "--model: /etc/passwd:1:17: comments are not allowed in JSON" */
      g_prefix_error (error, "--model: ");
      return FALSE;
    }
  g_set_error (error, AK_ANALYZE_ERROR, AK_ANALYZE_ERROR_UNKNOWN,
               _("--model: no model “%s” in the lesson (its models: %s); give a config.json path instead"),
               text != NULL ? text : "", ids->len > 0 ? ids->str : "none");
  return FALSE;
}

static gboolean
resolve_accelerator (AkLesson     *lesson,
                     const char   *id,
                     Analysis     *a,
                     GError      **error)
{
  GPtrArray *all = ak_lesson_get_accelerators (lesson);
  g_autoptr(GString) ids = g_string_new (NULL);

  if (id == NULL)
    {
      const AkPage *page = find_roofline_page (lesson);

      a->accelerator = page != NULL && page->accelerators != NULL && page->accelerators->len > 0
                       ? g_ptr_array_index (page->accelerators, 0) : NULL;
    }
  else
    a->accelerator = ak_lesson_find_accelerator (lesson, id);
  if (a->accelerator != NULL)
    return TRUE;

  for (guint i = 0; all != NULL && i < all->len; i++)
    g_string_append_printf (ids, "%s%s", i > 0 ? ", " : "",
                            ((const AkAccelerator *) g_ptr_array_index (all, i))->id);
  g_set_error (error, AK_ANALYZE_ERROR, AK_ANALYZE_ERROR_UNKNOWN,
               _("--accelerator: no accelerator “%s” in the lesson (its accelerators: %s)"),
               id != NULL ? id : "", ids->len > 0 ? ids->str : "none");
  return FALSE;
}

/**
 * ak_analyze_resolve_model:
 * @lesson: the lesson whose models the id names
 * @text: (nullable): a model id of the lesson's roofline page or a
 *   config.json path, as `--model` takes it; %NULL for the page's first
 * @out_shape: (out): the model's shape
 * @out_model: (out) (transfer full): the id or path, as typed
 * @error: an %AK_ANALYZE_ERROR or %AK_HF_CONFIG_ERROR naming `--model`
 *
 * `--model` as `--analyze` reads it, for the other modes that take it.
 *
 * Returns: %TRUE on success
 */
gboolean
ak_analyze_resolve_model (AkLesson            *lesson,
                          const char          *text,
                          AkTransformerShape  *out_shape,
                          char               **out_model,
                          GError             **error)
{
  g_auto(Analysis) a = { 0 };

  g_return_val_if_fail (AK_IS_LESSON (lesson) && out_shape != NULL && out_model != NULL, FALSE);

  if (!resolve_model (lesson, text, &a, error))
    return FALSE;
  *out_shape = a.shape;
  *out_model = g_steal_pointer (&a.model);
  return TRUE;
}

/**
 * ak_analyze_resolve_accelerator:
 * @lesson: the lesson whose accelerators the id names
 * @id: (nullable): an accelerator id; %NULL for the roofline page's first
 * @error: an %AK_ANALYZE_ERROR naming `--accelerator` and the lesson's ids
 *
 * Returns: (transfer none) (nullable): the accelerator
 */
const AkAccelerator *
ak_analyze_resolve_accelerator (AkLesson    *lesson,
                                const char  *id,
                                GError     **error)
{
  g_auto(Analysis) a = { 0 };

  g_return_val_if_fail (AK_IS_LESSON (lesson), NULL);

  return resolve_accelerator (lesson, id, &a, error) ? a.accelerator : NULL;
}

static const char *
bound_name (AkBound bound)
{
  return bound == AK_BOUND_COMPUTE ? "compute" : "memory";
}

static const char *
peak_case_name (AkPeakCase peak_case)
{
  static const char * const names[] = {
    [AK_PEAK_CASE_BF16] = "bf16",
    [AK_PEAK_CASE_FP8] = "fp8",
    [AK_PEAK_CASE_INT8] = "int8",
    [AK_PEAK_CASE_WEIGHT_ONLY] = "weight-only",
    [AK_PEAK_CASE_NOT_NATIVE] = "not-native",
    [AK_PEAK_CASE_FP32_VECTOR] = "fp32-vector",
  };

  return (guint) peak_case < G_N_ELEMENTS (names) ? names[peak_case] : "bf16";
}

/* A figure that is a whole number but for the last bits of a product
 * (2,039 TFLOP/s, 2039 × 1e9 × 1e3, printed by json-glib's 17 digits as
 * 2039000000000.0002) is written as that whole number. */
static double
significant (double value)
{
  double whole = round (value);

  return isfinite (value) && fabs (value - whole) <= fabs (value) * 4 * DBL_EPSILON ? whole : value;
}

static void
add_double (JsonBuilder *b,
            const char  *name,
            double       value)
{
  json_builder_set_member_name (b, name);
  json_builder_add_double_value (b, significant (value));
}

static void
add_string (JsonBuilder *b,
            const char  *name,
            const char  *value)
{
  json_builder_set_member_name (b, name);
  if (value != NULL)
    json_builder_add_string_value (b, value);
  else
    json_builder_add_null_value (b);
}

static void
add_int (JsonBuilder *b,
         const char  *name,
         gint64       value)
{
  json_builder_set_member_name (b, name);
  json_builder_add_int_value (b, value);
}

static void
add_operators (JsonBuilder               *b,
               const AkInferenceAnalysis *r)
{
  json_builder_set_member_name (b, "operators");
  json_builder_begin_array (b);
  for (guint i = 0; i < r->n_operators; i++)
    {
      const AkOperatorCost *op = &r->operators[i];

      json_builder_begin_object (b);
      add_string (b, "name", op->name);
      add_string (b, "unit", op->unit == AK_OPERATOR_MATRIX ? "matrix" : "vector");
      add_double (b, "flops", op->flops);
      add_double (b, "bytes", op->bytes);
      add_double (b, "arithmetic_intensity_flop_byte", op->intensity);
      add_string (b, "bound", bound_name (op->bound));
      add_double (b, "time_s", op->time_s);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
}

static void
add_inputs (JsonBuilder    *b,
            const Analysis *a)
{
  add_string (b, "model", a->model);
  add_string (b, "family", a->family);
  add_string (b, "accelerator", a->accelerator->id);
  add_string (b, "phase", a->request.phase == AK_PHASE_PREFILL ? "prefill" : "decode");
  add_int (b, "batch_size", (gint64) a->request.batch_size);
  add_int (b, "context_tokens", (gint64) a->request.tokens);
  add_string (b, "weight_precision", ak_precision_to_string (a->request.weight_precision));
  add_string (b, "kv_precision", ak_precision_to_string (a->request.kv_precision));
  add_string (b, "compute_precision", ak_precision_to_string (a->compute));
  add_string (b, "peak_case", peak_case_name (a->machine.peak_case));
  add_string (b, "peak_case_text", ak_peak_case_describe (a->machine.peak_case));
}

static JsonNode *
build_json (const Analysis            *a,
            const AkInferenceAnalysis *r)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();

  json_builder_begin_object (b);
  add_inputs (b, a);
  add_int (b, "parameters", (gint64) r->parameters.total);
  add_int (b, "active_parameters", (gint64) r->parameters.active);
  add_double (b, "weight_bytes", r->weight_bytes);
  add_double (b, "kv_cache_bytes", r->kv_cache_bytes);
  add_double (b, "memory_needed_bytes", r->memory_needed_bytes);
  json_builder_set_member_name (b, "memory_capacity_bytes");
  r->memory_known ? json_builder_add_double_value (b, significant (a->machine.memory_bytes))
                  : json_builder_add_null_value (b);
  json_builder_set_member_name (b, "fits_in_memory");
  r->memory_known ? json_builder_add_boolean_value (b, r->fits_in_memory)
                  : json_builder_add_null_value (b);
  json_builder_set_member_name (b, "max_batch");
  r->memory_known ? json_builder_add_int_value (b, (gint64) r->max_batch)
                  : json_builder_add_null_value (b);
  add_double (b, "critical_batch", r->critical_batch);
  add_double (b, "flops", r->flops);
  add_double (b, "bytes", r->bytes);
  add_double (b, "arithmetic_intensity_flop_byte", r->intensity);
  add_double (b, "peak_flop_s", a->machine.peak_flops);
  add_double (b, "vector_peak_flop_s", a->machine.vector_peak_flops);
  add_double (b, "bandwidth_bytes_s", a->machine.bandwidth_bytes_s);
  add_double (b, "ridge_point_flop_byte", r->ridge_point);
  add_string (b, "bound", bound_name (r->bound));
  add_double (b, "step_time_s", r->step_time_s);
  add_double (b, "tokens_per_s", r->tokens_per_s);
  add_double (b, "mbu", r->mbu);
  add_double (b, "mfu", r->mfu);
  add_operators (b, r);
  json_builder_end_object (b);

  return json_builder_get_root (b);
}

static gboolean
resolve (AkLesson                *lesson,
         const AkAnalyzeOptions  *options,
         Analysis                *a,
         GError                 **error)
{
  g_autoptr(GError) roof_error = NULL;

  if (!parse_request (options, a, error) ||
      !resolve_accelerator (lesson, options->accelerator, a, error) ||
      !resolve_model (lesson, options->model, a, error))
    return FALSE;
  /* The compute precision chooses the roof; say so if the chip has none. */
  if (!ak_inference_machine_for_accelerator (a->accelerator, a->request.weight_precision, a->compute,
                                             &a->machine, &roof_error))
    {
      g_propagate_prefixed_error (error, g_steal_pointer (&roof_error), "--compute-precision: ");
      return FALSE;
    }
  return TRUE;
}

/**
 * ak_analyze_to_json:
 * @lesson: the lesson whose models and accelerators the ids name
 * @options: the options as typed
 * @error: return location for an %AK_ANALYZE_ERROR, %AK_HF_CONFIG_ERROR
 *   or %AK_ROOFLINE_ERROR; its message names the option, or the file
 *   and member
 *
 * Resolves @options (see #AkAnalyzeOptions for the defaults), picks the
 * roof for the precisions (ak_inference_machine_for_accelerator()) and
 * analyses the step (ak_inference_analyze()).
 *
 * Returns: (transfer full) (nullable): a JSON object with every figure,
 *   or %NULL on error
 */
JsonNode *
ak_analyze_to_json (AkLesson                *lesson,
                    const AkAnalyzeOptions  *options,
                    GError                 **error)
{
  g_auto(Analysis) a = { 0 };
  AkInferenceAnalysis result;
  AkEfficiency efficiency;

  g_autofree AkBatchSweep *sweep = NULL;
  g_autoptr(JsonNode) root = NULL;

  g_return_val_if_fail (AK_IS_LESSON (lesson), NULL);
  g_return_val_if_fail (options != NULL, NULL);

  if (!resolve (lesson, options, &a, error) ||
      !ak_inference_analyze (&a.shape, &a.request, &a.machine, &result, error))
    return NULL;
  if (options->sweep != NULL || options->draft_tokens != NULL || options->acceptance != NULL)
    {
      sweep = g_new0 (AkBatchSweep, 1);
      if (!ak_analyze_sweep_compute (options, &a.shape, &a.request, &a.machine, options->sweep != NULL,
                                     sweep, error))
        return NULL;
    }

  root = build_json (&a, &result);
  if (!ak_analyze_estimate_add_json (json_node_get_object (root), options, &a.shape, &a.request, &a.machine,
                                     a.accelerator, &result, error))
    return NULL;
  if (sweep != NULL)
    ak_analyze_sweep_add_json (json_node_get_object (root), sweep, options->sweep != NULL);
  /* many chips and --plan-serving (ak-analyze-system.c); the factors
   * were checked by the estimate above */
  if (!ak_analyze_estimate_parse_efficiency (options, &efficiency, error) ||
      !ak_analyze_system_add_json (json_node_get_object (root),
                                   &(AkSystemInputs) { lesson, a.accelerator, &a.shape, &a.request, &a.machine,
                                                       &efficiency },
                                   &options->system, options->sweep != NULL ? sweep : NULL, error))
    return NULL;
  return g_steal_pointer (&root);
}

/**
 * ak_analyze_batch_sweep:
 * @lesson: the lesson whose models and accelerators the ids name
 * @options: the options as typed; @sweep need not be set, @phase must not
 *   be "prefill"
 * @full_sweep: %TRUE for the explorer's batch sizes
 *   (ak_batch_sweep_compute()), %FALSE for the selected batch alone
 * @out_sweep: (out): the sweep
 * @out_title: (out) (optional) (transfer full): "MODEL on ACCELERATOR"
 * @error: return location for an %AK_ANALYZE_ERROR, %AK_HF_CONFIG_ERROR
 *   or %AK_ROOFLINE_ERROR naming the option
 *
 * Resolves @options as ak_analyze_to_json() does, then sweeps decode over
 * batch sizes with speculative decoding where `--draft-tokens` is given.
 *
 * Returns: %TRUE on success
 */
gboolean
ak_analyze_batch_sweep (AkLesson                *lesson,
                        const AkAnalyzeOptions  *options,
                        gboolean                 full_sweep,
                        AkBatchSweep            *out_sweep,
                        char                   **out_title,
                        GError                 **error)
{
  g_auto(Analysis) a = { 0 };

  g_return_val_if_fail (AK_IS_LESSON (lesson), FALSE);
  g_return_val_if_fail (options != NULL && out_sweep != NULL, FALSE);

  if (!resolve (lesson, options, &a, error) || !ak_analyze_sweep_compute (options, &a.shape, &a.request, &a.machine, full_sweep, out_sweep, error))
    return FALSE;
  if (out_title != NULL)
    *out_title = g_strdup_printf (_("%s on %s"), a.model, a.accelerator->name);
  return TRUE;
}

static const char *
lookup (GVariantDict *dict,
        const char   *name,
        const char   *type)
{
  const char *value = NULL;

  g_variant_dict_lookup (dict, name, type, &value);
  return value;
}

/**
 * ak_analyze_options_init:
 * @options: (out): the options, pointing into @dict
 * @dict: the parsed command line (`--model`, `--accelerator`,
 *   `--precision`, `--kv-precision`, `--compute-precision`, `--batch`,
 *   `--context`, `--phase`, `--sweep`, `--draft-tokens`, `--acceptance`,
 *   `--draft-cost-ratio`, `--request`, `--price-per-hour`, `--efficiency`)
 *
 * The strings stay owned by @dict.
 */
void
ak_analyze_options_init (AkAnalyzeOptions *options,
                         GVariantDict     *dict)
{
  g_return_if_fail (options != NULL && dict != NULL);

  *options = (AkAnalyzeOptions) {
    .model = lookup (dict, "model", "^&ay"),
    .accelerator = lookup (dict, "accelerator", "&s"),
    .precision = lookup (dict, "precision", "&s"),
    .kv_precision = lookup (dict, "kv-precision", "&s"),
    .compute_precision = lookup (dict, "compute-precision", "&s"),
    .batch = lookup (dict, "batch", "&s"),
    .context = lookup (dict, "context", "&s"),
    .phase = lookup (dict, "phase", "&s"),
    .sweep = lookup (dict, "sweep", "&s"),
    .draft_tokens = lookup (dict, "draft-tokens", "&s"),
    .acceptance = lookup (dict, "acceptance", "&s"),
    .draft_cost_ratio = lookup (dict, "draft-cost-ratio", "&s"),
    .request = lookup (dict, "request", "&s"),
    .price_per_hour = lookup (dict, "price-per-hour", "&s"),
    .efficiency = lookup (dict, "efficiency", "&s"),
  };
  ak_system_options_init (&options->system, dict);
}

/**
 * ak_analyze_load_lesson:
 * @dict: the parsed command line (`--lesson`)
 * @load_lesson: loads the lesson of `--lesson`, or the bundled one for a
 *   %NULL file
 *
 * Loads the lesson; if it fails, prints its first problem on standard error.
 *
 * Returns: (transfer full) (nullable): the lesson, or %NULL
 */
AkLesson *
ak_analyze_load_lesson (GVariantDict          *dict,
                        AkAnalyzeLessonLoader  load_lesson)
{
  const char *lesson_path = lookup (dict, "lesson", "^&ay");
  g_autoptr(GFile) file = lesson_path != NULL ? g_file_new_for_commandline_arg (lesson_path) : NULL;
  g_autoptr(GPtrArray) problems = NULL;
  AkLesson *lesson = load_lesson (file, &problems);

  if (lesson == NULL)
    ak_terminal_printerr (problems != NULL && problems->len > 0
                          ? ((GError *) g_ptr_array_index (problems, 0))->message
                          : _("The lesson could not be loaded"));
  return lesson;
}

/**
 * ak_analyze_command_line:
 * @options: the parsed command-line options (see ak_analyze_options_init()
 *   and `--lesson`)
 * @load_lesson: loads the lesson of `--lesson`, or the bundled one for a
 *   %NULL file
 *
 * `--analyze`: prints the analysis as JSON on standard output; on any
 * problem prints one line on standard error, nothing on standard output.
 *
 * Returns: the exit status: 0 on success, 1 on failure
 */
int
ak_analyze_command_line (GVariantDict          *options,
                         AkAnalyzeLessonLoader  load_lesson)
{
  g_autoptr(AkLesson) lesson = ak_analyze_load_lesson (options, load_lesson);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *text = NULL;
  AkAnalyzeOptions o;

  if (lesson == NULL)
    return 1;
  ak_analyze_options_init (&o, options);
  root = ak_analyze_to_json (lesson, &o, &error);
  if (root == NULL)
    {
      ak_terminal_printerr (error->message);
      return 1;
    }
  text = json_to_string (root, TRUE);
  g_print ("%s\n", text);
  return 0;
}

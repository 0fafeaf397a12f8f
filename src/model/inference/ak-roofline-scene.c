/* ak-roofline-scene.c: a lesson's roofline page as a plot, and a plot in words
 *
 * Turns a page's accelerators and workloads, and the user's own batch size
 * and prompt length, into roofs and points of an AkRooflinePlot with the
 * inference model of ak-inference (the roof of the chosen precision, the
 * cost of each step or of each operator); and says what a plot shows, in
 * words, for tooltips and assistive technologies.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "ak-chips-fit.h"
#include "ak-format.h"
#include "ak-inference.h"
#include "ak-kitchen-point.h"
#include "ak-machine-probe.h"
#include "ak-roofline-plot-private.h"

/* That a workload does not fit the scene's chips (ak-chips-fit);
 * NULL when it fits or the scene has no lesson to say where it would. */
static char *
describe_fit (const AkRooflineScene    *scene,
              const AkInferenceMachine *machine,
              const AkModelSpec        *model,
              guint                     batch_size,
              guint                     tokens)
{
  if (scene->lesson == NULL)
    return NULL;
  return ak_chips_fit_describe_workload (scene->lesson, scene->accelerator, model, scene->precision,
                                         batch_size, tokens, machine, scene->chips);
}

/* Where a workload goes: ak_inference_workload_cost() (the model's shape
 * where the lesson gives it: attention FLOPs in decode, the batch's KV
 * cache, prefill with its activation traffic), and whether it fits. */
static void
add_workload (AkRooflinePlot           *self,
              const AkRooflineScene    *scene,
              const AkInferenceMachine *machine,
              const char               *label,
              const AkModelSpec        *model,
              AkPhase                   phase,
              guint                     batch_size,
              guint                     tokens,
              gboolean                  emphasized)
{
  g_autofree char *warning = describe_fit (scene, machine, model, batch_size, tokens);
  double flops = 0, bytes = 0;
  guint index;

  /* A workload that cannot be computed stays listed, as not shown. */
  if (!ak_inference_workload_cost (model, phase, scene->precision, batch_size, tokens, &flops, &bytes, NULL))
    flops = bytes = 0;

  index = ak_roofline_plot_add_point (self, label, flops, bytes, emphasized);
  if (warning != NULL)
    ak_roofline_plot_set_point_warning (self, index, warning);
}

/**
 * ak_roofline_scene_init_for_page:
 * @scene: (out): the scene to fill in
 * @page: a roofline page with at least one accelerator and one model
 *
 * The scene a roofline page opens with: its first accelerator and model,
 * BF16, batch 1, a 2,048-token prompt and the workloads view.
 */
void
ak_roofline_scene_init_for_page (AkRooflineScene *scene,
                                 const AkPage    *page)
{
  g_return_if_fail (scene != NULL && page != NULL);

  *scene = (AkRooflineScene) {
    .accelerator = page->accelerators != NULL && page->accelerators->len > 0
                   ? g_ptr_array_index (page->accelerators, 0) : NULL,
    .model = page->models != NULL && page->models->len > 0
             ? g_ptr_array_index (page->models, 0) : NULL,
    .precision = AK_PRECISION_BF16,
    .batch_size = 1,
    .prompt_tokens = 2048,
  };
}

/**
 * ak_roofline_scene_set_operator_view:
 * @scene: a scene
 * @workload_id: (nullable): a workload id of the page, or
 *   %AK_ROOFLINE_SCENE_YOURS for the user's own batch and prompt; %NULL
 *   for the workloads view
 *
 * Shows one workload as its operators: its model's prefill and decode
 * steps at its batch size and token count, side by side, with the vector
 * units' roof for element-wise work. @workload_id is not copied: it must
 * outlive @scene's use.
 */
void
ak_roofline_scene_set_operator_view (AkRooflineScene *scene,
                                     const char      *workload_id)
{
  g_return_if_fail (scene != NULL);

  scene->operator_workload = workload_id;
}

/* The roofs of @accelerator at @precision (ak_inference_machine_for_accelerator()
 * with the arithmetic ak_inference_default_compute() implies). This
 * computer's measured figure is FP32 on its cores whatever the precision;
 * FP32 on a chip that gives no vector FP32 figure falls back to its BF16
 * peak, as %AK_PEAK_CASE_NOT_NATIVE. */
static gboolean
scene_machine (const AkAccelerator  *accelerator,
               AkPrecision           precision,
               AkInferenceMachine   *out_machine,
               GError              **error)
{
  if (ak_accelerator_is_measured (accelerator))
    {
      if (!ak_inference_machine_for_accelerator (accelerator, precision, AK_PRECISION_BF16,
                                                 out_machine, error))
        return FALSE;
      out_machine->peak_case = AK_PEAK_CASE_FP32_VECTOR;
      out_machine->vector_peak_flops = 0;
      return TRUE;
    }
  if (ak_inference_machine_for_accelerator (accelerator, precision,
                                            ak_inference_default_compute (precision),
                                            out_machine, NULL))
    return TRUE;
  if (!ak_inference_machine_for_accelerator (accelerator, precision, AK_PRECISION_BF16,
                                             out_machine, error))
    return FALSE;
  out_machine->peak_case = AK_PEAK_CASE_NOT_NATIVE;
  return TRUE;
}

/**
 * ak_roofline_scene_get_machine:
 * @scene: a scene with an accelerator
 * @out_machine: (out): the roofs and memory the primary roof is drawn
 *   with at @scene's precision
 * @error: an %AK_ROOFLINE_ERROR when the accelerator's figures are out of
 *   range
 *
 * Returns: %TRUE on success
 */
gboolean
ak_roofline_scene_get_machine (const AkRooflineScene  *scene,
                               AkInferenceMachine     *out_machine,
                               GError                **error)
{
  g_return_val_if_fail (scene != NULL && scene->accelerator != NULL && out_machine != NULL, FALSE);

  return scene_machine (scene->accelerator, scene->precision, out_machine, error);
}

/**
 * ak_roofline_scene_get_peak_case:
 * @scene: a scene with an accelerator
 * @out_case: (out): which peak is the roof at @scene's precision
 *
 * Returns: %FALSE if the accelerator's figures are out of range
 */
gboolean
ak_roofline_scene_get_peak_case (const AkRooflineScene *scene,
                                 AkPeakCase            *out_case)
{
  AkInferenceMachine machine;

  g_return_val_if_fail (scene != NULL && scene->accelerator != NULL && out_case != NULL, FALSE);

  if (!scene_machine (scene->accelerator, scene->precision, &machine, NULL))
    return FALSE;
  *out_case = machine.peak_case;
  return TRUE;
}

/**
 * ak_roofline_scene_describe_peak_case:
 * @scene: a scene with an accelerator
 *
 * The sentence for the page that says which peak is the roof and why
 * (ak_peak_case_describe()), e.g. that FP8 raises the roof and that
 * weight-only INT4 keeps the BF16 roof with fewer bytes.
 *
 * Returns: (transfer none) (nullable): the translated sentence, or %NULL
 *   if the accelerator's figures are out of range
 */
const char *
ak_roofline_scene_describe_peak_case (const AkRooflineScene *scene)
{
  AkPeakCase peak_case;

  g_return_val_if_fail (scene != NULL, NULL);

  return ak_roofline_scene_get_peak_case (scene, &peak_case) ? ak_peak_case_describe (peak_case) : NULL;
}

static gboolean
set_accelerator_roof (AkRooflinePlot       *self,
                      AkRooflineRoof        roof,
                      const AkAccelerator  *accelerator,
                      AkPrecision           precision,
                      AkInferenceMachine   *out_machine,
                      GError              **error)
{
  AkInferenceMachine machine;

  if (accelerator == NULL)
    {
      ak_roofline_plot_clear_roof (self, roof);
      return TRUE;
    }

  /* Dense peaks only: the sparse figures assume 2:4 sparsity. */
  if (!scene_machine (accelerator, precision, &machine, error) ||
      !ak_roofline_plot_set_roof (self, roof, accelerator->name, machine.peak_flops,
                                  machine.bandwidth_bytes_s, error))
    return FALSE;

  ak_roofline_plot_set_measured (self, roof, ak_accelerator_is_measured (accelerator));
  ak_roofline_plot_set_peak_case (self, roof, machine.peak_case);
  if (out_machine != NULL)
    *out_machine = machine;
  return TRUE;
}

static void
add_scene_points (AkRooflinePlot           *self,
                  const AkPage             *page,
                  const AkRooflineScene    *scene,
                  const AkInferenceMachine *machine)
{
  g_autofree char *prefill = NULL;
  g_autofree char *decode = NULL;
  g_autofree char *prompt = NULL;
  g_autofree char *warning = NULL;

  for (guint i = 0; page->workloads != NULL && i < page->workloads->len; i++)
    {
      const AkWorkload *workload = g_ptr_array_index (page->workloads, i);

      if (g_strcmp0 (workload->model_id, scene->model->id) == 0)
        add_workload (self, scene, machine, workload->label, scene->model, workload->phase,
                      workload->batch_size, workload->prompt_tokens, FALSE);
    }

  prompt = g_strdup_printf ("%'u", scene->prompt_tokens);
  /* Translators: a point on the chart; %u is the batch size, %s a number of tokens */
  prefill = g_strdup_printf (_("Your prefill: batch %u, %s-token prompt"), scene->batch_size, prompt);
  /* Translators: a point on the chart; %u is the batch size, %s a number of tokens */
  decode = g_strdup_printf (_("Your decode: batch %u, %s-token context"), scene->batch_size, prompt);
  add_workload (self, scene, machine, prefill, scene->model, AK_PHASE_PREFILL,
                scene->batch_size, scene->prompt_tokens, TRUE);
  add_workload (self, scene, machine, decode, scene->model, AK_PHASE_DECODE,
                scene->batch_size, scene->prompt_tokens, TRUE);
  /* the user's own workload's, for the description and exports */
  warning = describe_fit (scene, machine, scene->model, scene->batch_size, scene->prompt_tokens);
  ak_roofline_plot_set_warning (self, warning);
}

/* ---- the operator view ------------------------------------------------------ */

typedef struct {
  const AkModelSpec *model;
  guint              batch_size;
  guint              tokens;
} OperatorSource;

static const AkModelSpec *
find_model (const AkPage *page,
            const char   *id)
{
  for (guint i = 0; page->models != NULL && i < page->models->len; i++)
    {
      const AkModelSpec *model = g_ptr_array_index (page->models, i);

      if (g_strcmp0 (model->id, id) == 0)
        return model;
    }
  return NULL;
}

/* The model, batch and tokens of the workload the operator view shows. */
static gboolean
operator_source (const AkPage           *page,
                 const AkRooflineScene  *scene,
                 OperatorSource         *out,
                 GError                **error)
{
  *out = (OperatorSource) { scene->model, scene->batch_size, scene->prompt_tokens };
  if (g_strcmp0 (scene->operator_workload, AK_ROOFLINE_SCENE_YOURS) != 0)
    {
      const AkWorkload *found = NULL;

      for (guint i = 0; page->workloads != NULL && i < page->workloads->len && found == NULL; i++)
        if (g_strcmp0 (((const AkWorkload *) g_ptr_array_index (page->workloads, i))->id,
                       scene->operator_workload) == 0)
          found = g_ptr_array_index (page->workloads, i);
      if (found == NULL)
        {
          g_set_error (error, AK_ROOFLINE_ERROR, AK_ROOFLINE_ERROR_DOMAIN,
                       _("The page has no workload “%s”"), scene->operator_workload);
          return FALSE;
        }
      out->model = find_model (page, found->model_id);
      out->batch_size = found->batch_size;
      out->tokens = found->prompt_tokens;
    }
  if (out->model == NULL || !out->model->has_shape)
    {
      g_set_error (error, AK_ROOFLINE_ERROR, AK_ROOFLINE_ERROR_DOMAIN,
                   _("The model “%s” has no transformer shape, so it cannot be split into operators"),
                   out->model != NULL ? out->model->name : scene->operator_workload);
      return FALSE;
    }
  return TRUE;
}

/* One phase's operators as points; a lookup (no FLOPs) has no place on
 * the intensity axis and is left out. */
static gboolean
add_phase_operators (AkRooflinePlot            *self,
                     const OperatorSource      *source,
                     AkPhase                    phase,
                     AkPrecision                precision,
                     const AkInferenceMachine  *machine,
                     GError                   **error)
{
  AkInferenceRequest request = {
    .phase = phase, .tokens = source->tokens, .batch_size = source->batch_size,
    .weight_precision = precision, .kv_precision = precision,
    .activation_precision = ak_inference_default_compute (precision),
  };
  AkInferenceAnalysis analysis;

  if (!ak_inference_analyze (&source->model->shape, &request, machine, &analysis, error))
    return FALSE;

  for (guint i = 0; i < analysis.n_operators; i++)
    {
      const AkOperatorCost *op = &analysis.operators[i];
      g_autofree char *label = NULL;

      if (op->flops <= 0)
        continue;
      label = phase == AK_PHASE_PREFILL
              /* Translators: an operator's point on the chart; %s is its name */
              ? g_strdup_printf (_("Prefill · %s"), ak_operator_label (op->name))
              /* Translators: an operator's point on the chart; %s is its name */
              : g_strdup_printf (_("Decode · %s"), ak_operator_label (op->name));
      ak_roofline_plot_add_operator (self, label,
                                     phase == AK_PHASE_PREFILL ? AK_ROOFLINE_GROUP_PREFILL
                                                               : AK_ROOFLINE_GROUP_DECODE,
                                     op->unit == AK_OPERATOR_VECTOR, op->flops, op->bytes);
    }
  return TRUE;
}

static gboolean
add_operator_points (AkRooflinePlot            *self,
                     const AkPage              *page,
                     const AkRooflineScene     *scene,
                     const AkInferenceMachine  *machine,
                     OperatorSource            *out_source,
                     GError                   **error)
{
  if (!operator_source (page, scene, out_source, error))
    return FALSE;

  ak_roofline_plot_clear_points (self);
  if (machine->vector_peak_flops > 0 &&
      !ak_roofline_plot_set_roof (self, AK_ROOFLINE_ROOF_VECTOR, scene->accelerator->name,
                                  machine->vector_peak_flops, machine->bandwidth_bytes_s, error))
    return FALSE;
  if (machine->vector_peak_flops > 0)
    ak_roofline_plot_set_peak_case (self, AK_ROOFLINE_ROOF_VECTOR, AK_PEAK_CASE_FP32_VECTOR);
  return add_phase_operators (self, out_source, AK_PHASE_PREFILL, scene->precision, machine, error) &&
         add_phase_operators (self, out_source, AK_PHASE_DECODE, scene->precision, machine, error);
}

/* ---- the scene as a whole ----------------------------------------------------- */

static char *
scene_title (const AkRooflineScene *scene,
             const OperatorSource  *operators)
{
  g_autofree char *precision = g_ascii_strup (ak_precision_to_string (scene->precision), -1);
  g_autofree char *tokens = NULL;

  /* The model's name last: a long one is cut short, the rest stays. */
  if (operators == NULL)
    /* Translators: an exported chart's title: precision (e.g. BF16),
     * accelerator, model */
    return g_strdup_printf (_("Roofline, %s weights on the %s: %s"),
                            precision, scene->accelerator->name, scene->model->name);

  tokens = g_strdup_printf ("%'u", operators->tokens);
  /* Translators: an exported chart's title: batch size, tokens, precision
   * (e.g. BF16), accelerator, model */
  return g_strdup_printf (_("Operators at batch %u, %s tokens, %s weights on the %s: %s"),
                          operators->batch_size, tokens, precision,
                          scene->accelerator->name, operators->model->name);
}

static gboolean
apply_scene (AkRooflinePlot         *self,
             const AkPage           *page,
             const AkRooflineScene  *scene,
             GError                **error)
{
  g_autofree char *title = NULL;
  g_autofree char *warning = NULL;
  AkInferenceMachine machine;
  OperatorSource source;

  if (!set_accelerator_roof (self, AK_ROOFLINE_ROOF_PRIMARY, scene->accelerator, scene->precision,
                             &machine, error) ||
      !set_accelerator_roof (self, AK_ROOFLINE_ROOF_COMPARE, scene->compare, scene->precision,
                             NULL, error))
    return FALSE;

  ak_roofline_plot_clear_roof (self, AK_ROOFLINE_ROOF_VECTOR);
  if (scene->operator_workload != NULL)
    {
      if (!add_operator_points (self, page, scene, &machine, &source, error))
        return FALSE;
      title = scene_title (scene, &source);
      warning = describe_fit (scene, &machine, source.model, source.batch_size, source.tokens);
      ak_roofline_plot_set_warning (self, warning);
    }
  else
    {
      ak_roofline_plot_clear_points (self);
      add_scene_points (self, page, scene, &machine);
      title = scene_title (scene, NULL);
    }
  ak_roofline_plot_set_title (self, title);
  return TRUE;
}

/**
 * ak_roofline_plot_set_scene:
 * @self: a plot
 * @page: a roofline page, for its workloads and models
 * @scene: what to show
 * @error: an %AK_ROOFLINE_ERROR_DOMAIN error when an accelerator's figures
 *   are out of range, or, in the operator view, the workload is not on the
 *   page or its model has no shape
 *
 * Replaces the roofs and points. The roof of @scene's accelerator (and of
 * the compared one) follows @scene's precision (see
 * ak_roofline_scene_get_peak_case()). In the workloads view the points are
 * each of @page's workloads of @scene's model at @scene's precision, and
 * two emphasized points for the user's own batch size and prompt length: a
 * prefill of that prompt and a decode step with that context. In the
 * operator view they are the operators (ak_inference_analyze()) of one
 * workload's prefill and decode, and the vector roof is set where the
 * accelerator gives a vector FP32 peak. With @scene's lesson, each
 * workload that does not fit the accelerator's memory gets a warning
 * (ak_chips_fit_describe_workload(): what it needs, what the chip holds,
 * how many chips would hold it), and the plot the warning of the user's
 * own workload (or of the operator view's); without, none. Emits
 * #AkRooflinePlot::changed once.
 *
 * Returns: %TRUE on success; on error the plot may show part of the scene
 */
gboolean
ak_roofline_plot_set_scene (AkRooflinePlot         *self,
                            const AkPage           *page,
                            const AkRooflineScene  *scene,
                            GError                **error)
{
  gboolean ok;

  g_return_val_if_fail (AK_IS_ROOFLINE_PLOT (self), FALSE);
  g_return_val_if_fail (page != NULL && scene != NULL, FALSE);
  g_return_val_if_fail (scene->accelerator != NULL && scene->model != NULL, FALSE);

  ak_roofline_plot_freeze (self);
  ak_roofline_plot_clear_levels (self);
  ak_roofline_plot_clear_link (self);
  ak_roofline_plot_set_warning (self, NULL);
  ak_roofline_plot_set_units (self, AK_ROOFLINE_UNITS_FLOP);
  ok = apply_scene (self, page, scene, error);
  ak_roofline_plot_thaw (self);

  return ok;
}

/* ---- the plot in words ---------------------------------------------------- */

static char *
format_seconds (double seconds)
{
  g_autofree char *number = NULL;

  if (seconds < 1e-3)
    {
      number = ak_format_number (seconds * 1e6, 3);
      /* Translators: microseconds */
      return g_strdup_printf (_("%s µs"), number);
    }
  if (seconds < 1)
    {
      number = ak_format_number (seconds * 1e3, 3);
      /* Translators: milliseconds */
      return g_strdup_printf (_("%s ms"), number);
    }
  number = ak_format_number (seconds, 3);
  /* Translators: seconds */
  return g_strdup_printf (_("%s s"), number);
}

static const char *
bound_text (AkBound bound)
{
  return bound == AK_BOUND_MEMORY ? _("memory-bound") : _("compute-bound");
}

/* An operator in words: its name, FLOPs, bytes, intensity, bound and
 * the units it runs on. */
static char *
describe_operator (const AkRooflinePointInfo *point)
{
  g_autofree char *flops = ak_format_si (point->flops, "FLOP");
  g_autofree char *bytes = ak_format_si (point->bytes, "B");
  g_autofree char *intensity = ak_format_number (point->intensity, 3);
  g_autofree char *step = format_seconds (point->step_seconds);

  if (point->vector_unit)
    /* Translators: an operator on the chart: name, FLOPs, bytes, FLOP/byte,
     * "memory-bound" or "compute-bound", a duration */
    return g_strdup_printf (_("%s: %s, %s moved, arithmetic intensity %s FLOP/byte, %s "
                              "on the vector units, at least %s"),
                            point->label, flops, bytes, intensity, bound_text (point->bound), step);
  /* Translators: an operator on the chart: name, FLOPs, bytes, FLOP/byte,
   * "memory-bound" or "compute-bound", a duration */
  return g_strdup_printf (_("%s: %s, %s moved, arithmetic intensity %s FLOP/byte, %s "
                            "on the matrix units, at least %s"),
                          point->label, flops, bytes, intensity, bound_text (point->bound), step);
}

/**
 * ak_roofline_plot_describe_point:
 * @self: a plot
 * @index: a point's index
 *
 * The point in words, in the current locale: its name, arithmetic
 * intensity, attainable FLOP/s, which roof binds it and the time per step,
 * and its warning when it does not fit; for an operator its name, FLOPs,
 * bytes, intensity, bound and units.
 *
 * Returns: (transfer full) (nullable): the text, or %NULL if @index is not
 *   a point
 */
char *
ak_roofline_plot_describe_point (AkRooflinePlot *self,
                                     guint               index)
{
  g_autofree char *intensity = NULL;
  g_autofree char *attainable = NULL;
  g_autofree char *step = NULL;
  char *text, *with_warning;
  AkRooflinePointInfo point;

  g_return_val_if_fail (AK_IS_ROOFLINE_PLOT (self), NULL);

  if (ak_roofline_plot_get_units (self) == AK_ROOFLINE_UNITS_KITCHEN)
    return ak_kitchen_plot_describe_point (self, index);
  if (!ak_roofline_plot_get_point (self, index, &point))
    return NULL;

  if (!point.shown)
    /* Translators: %s is a workload's name */
    return g_strdup_printf (_("%s: not shown, its intensity has no place on a log axis"),
                            point.label);

  if (point.group != AK_ROOFLINE_GROUP_WORKLOAD)
    return describe_operator (&point);

  intensity = ak_format_number (point.intensity, 3);
  attainable = ak_format_si (point.attainable_flops, "FLOP/s");
  step = format_seconds (point.step_seconds);
  /* Translators: a point on the roofline chart: name, FLOP/byte, FLOP/s,
   * "memory-bound" or "compute-bound", a duration */
  text = g_strdup_printf (_("%s: arithmetic intensity %s FLOP/byte, attainable %s, %s, "
                            "at least %s per step"),
                          point.label, intensity, attainable,
                          bound_text (point.bound), step);
  if (point.warning == NULL)
    return text;
  with_warning = g_strdup_printf ("%s. %s", text, point.warning);
  g_free (text);
  return with_warning;
}

/* The memory levels of a cache-aware roofline, nearest the cores first. */
static void
describe_levels (AkRooflinePlot *self,
                 GString        *text)
{
  g_autoptr(GString) levels = g_string_new (NULL);
  AkRooflineRoofInfo level;

  for (guint i = 0; ak_roofline_plot_get_level (self, i, &level, NULL); i++)
    {
      g_autofree char *bandwidth = ak_format_si (level.bandwidth_bytes_s, "B/s");

      /* Translators: a memory level ("L1", "DRAM") and its bandwidth, in a list */
      g_string_append_printf (levels, _("%s%s %s"), levels->len > 0 ? _(", ") : "", level.name, bandwidth);
    }
  if (levels->len > 0)
    /* Translators: the list of memory levels and their bandwidths */
    g_string_append_printf (text, _(" Memory roofs of the cache ladder: %s."), levels->str);
}

/* The third roof of a system of chips. */
static void
describe_link (AkRooflinePlot *self,
               GString        *text)
{
  AkRooflineRoofInfo link;
  g_autofree char *bandwidth = NULL;
  g_autofree char *ridge = NULL;
  guint chips;

  if (!ak_roofline_plot_get_link (self, &link, &chips))
    return;
  bandwidth = ak_format_si (link.bandwidth_bytes_s, "B/s");
  ridge = ak_format_number (link.ridge, 3);
  /* Translators: chips, a link's name, B/s, FLOP per byte */
  g_string_append_printf (text, _(" Link roof of %u chips over %s: %s per chip each way; below %s FLOP "
                                  "per byte sent over the link, the link is the bound."),
                          chips, link.name, bandwidth, ridge);
}

/**
 * ak_roofline_plot_describe_roofs:
 * @self: a plot
 *
 * The roofs in words: with the number format of the compute roof (e.g.
 * "dense FP8 compute roof"), the ridge point, the vector units' roof in
 * the operator view, the memory levels of a cache-aware roofline and the
 * link of a system; in the kitchen's units, the kitchen's roofs.
 *
 * Returns: (transfer full): the text, empty without roofs
 */
char *
ak_roofline_plot_describe_roofs (AkRooflinePlot *self)
{
  GString *text;
  AkRooflineRoofInfo roof;

  g_return_val_if_fail (AK_IS_ROOFLINE_PLOT (self), NULL);

  if (ak_roofline_plot_get_units (self) == AK_ROOFLINE_UNITS_KITCHEN)
    return ak_kitchen_plot_describe_roofs (self);
  text = g_string_new (NULL);
  if (ak_roofline_plot_get_roof (self, AK_ROOFLINE_ROOF_PRIMARY, &roof))
    {
      g_autofree char *peak = ak_format_si (roof.peak_flops, "FLOP/s");
      g_autofree char *bandwidth = ak_format_si (roof.bandwidth_bytes_s, "B/s");
      g_autofree char *ridge = ak_format_number (roof.ridge, 3);

      if (roof.measured_fp32)
        g_string_append_printf (text, _("Roofline of %s: memory roof %s, compute roof %s "
                                        "(FP32 measured on this computer), ridge point at %s FLOP/byte."),
                                roof.name, bandwidth, peak, ridge);
      else
        /* Translators: accelerator, B/s, precision (e.g. FP8), FLOP/s, FLOP/byte */
        g_string_append_printf (text, _("Roofline of the %s: memory roof %s, dense %s compute roof %s, "
                                        "ridge point at %s FLOP/byte."),
                                roof.name, bandwidth, ak_roofline_roof_precision_name (roof.peak_case),
                                peak, ridge);
    }

  if (ak_roofline_plot_get_roof (self, AK_ROOFLINE_ROOF_VECTOR, &roof))
    {
      g_autofree char *peak = ak_format_si (roof.peak_flops, "FLOP/s");

      /* Translators: FLOP/s */
      g_string_append_printf (text, _(" Vector units (no matrix units): FP32 roof %s."), peak);
    }

  if (ak_roofline_plot_get_roof (self, AK_ROOFLINE_ROOF_COMPARE, &roof))
    g_string_append_printf (text, _(" Compared with the %s."), roof.name);
  describe_levels (self, text);
  describe_link (self, text);
  return g_string_free (text, FALSE);
}

/**
 * ak_roofline_plot_describe_drawn:
 * @self: a plot
 * @drawn: (nullable) (array): for each point, whether a chart drew it;
 *   %NULL for the points the plot itself shows
 *
 * How many of the drawn points (workloads or operators) each roof binds,
 * and how many are not drawn.
 *
 * Returns: (transfer full): the text, starting with a space
 */
char *
ak_roofline_plot_describe_drawn (AkRooflinePlot *self,
                                 const gboolean *drawn)
{
  GString *text;
  AkRooflinePointInfo point;
  guint n_memory = 0, n_compute = 0, n_hidden = 0, n_operators = 0;

  g_return_val_if_fail (AK_IS_ROOFLINE_PLOT (self), NULL);

  text = g_string_new (NULL);
  for (guint i = 0; ak_roofline_plot_get_point (self, i, &point); i++)
    {
      n_operators += point.group != AK_ROOFLINE_GROUP_WORKLOAD;
      if (drawn != NULL ? !drawn[i] : !point.shown)
        n_hidden++;
      else if (point.bound == AK_BOUND_MEMORY)
        n_memory++;
      else
        n_compute++;
    }

  if (n_operators > 0)
    g_string_append_printf (text, _(" Operators of prefill (filled) and decode (hollow): "
                                    "%u memory-bound, %u compute-bound."),
                            n_memory, n_compute);
  else
    g_string_append_printf (text, _(" Workloads: %u memory-bound, %u compute-bound."),
                            n_memory, n_compute);
  if (n_hidden > 0)
    g_string_append_printf (text, _(" %u not shown."), n_hidden);

  return g_string_free (text, FALSE);
}

/**
 * ak_roofline_plot_describe:
 * @self: a plot
 *
 * What the plot holds, in words: its roofs
 * (ak_roofline_plot_describe_roofs()), how many points each roof binds
 * and how many have no place on the axes
 * (ak_roofline_plot_describe_drawn()). The chart's own description
 * (ak_chart_painter_describe()) says instead what its last draw showed.
 *
 * Returns: (transfer full): the text
 */
char *
ak_roofline_plot_describe (AkRooflinePlot *self)
{
  g_autofree char *roofs = NULL;
  g_autofree char *points = NULL;

  g_return_val_if_fail (AK_IS_ROOFLINE_PLOT (self), NULL);

  if (ak_roofline_plot_get_units (self) == AK_ROOFLINE_UNITS_KITCHEN)
    return ak_kitchen_plot_describe (self);
  roofs = ak_roofline_plot_describe_roofs (self);
  points = ak_roofline_plot_describe_drawn (self, NULL);
  return g_strconcat (roofs, points, NULL);
}

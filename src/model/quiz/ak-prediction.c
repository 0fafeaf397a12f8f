/* ak-prediction.c: the answer to a prediction, computed, and how far a
 * guess is from it
 *
 * The lesson only names the quantity and its inputs (an AkQuantityQuery,
 * which a prediction and a worked problem both hold); the figure comes
 * from the same models the pages draw (ak-inference for a transformer
 * step, ak-roofline for a ridge point, the kitchen simulation for a
 * preset, the training planner for memory per chip), so a lesson can
 * never state an answer the app would not compute.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "ak-chips-sweep.h"
#include "ak-format.h"
#include "ak-inference.h"
#include "ak-kitchen-sim.h"
#include "ak-prediction.h"
#include "ak-training.h"
#include "ak-worked-example.h"

static const AkModelSpec *
find_model (AkLesson   *lesson,
            const char *model_id)
{
  for (guint i = 0; i < ak_lesson_get_n_pages (lesson); i++)
    {
      const AkPage *page = ak_lesson_get_page (lesson, i);

      for (guint j = 0; page->models != NULL && j < page->models->len; j++)
        {
          const AkModelSpec *model = g_ptr_array_index (page->models, j);

          if (g_strcmp0 (model->id, model_id) == 0)
            return model;
        }
    }
  return NULL;
}

static const AkKitchenPreset *
find_preset (const AkPage *page,
             const char   *preset_id)
{
  for (guint i = 0; page->presets != NULL && i < page->presets->len; i++)
    {
      const AkKitchenPreset *preset = g_ptr_array_index (page->presets, i);

      if (g_strcmp0 (preset->id, preset_id) == 0)
        return preset;
    }
  return NULL;
}

static gboolean
missing (const char  *what,
         const char  *id,
         GError     **error)
{
  g_set_error (error, AK_LESSON_ERROR, AK_LESSON_ERROR_REFERENCE, "the quantity's %s \"%s\" is not in the lesson",
               what, id != NULL ? id : "");
  return FALSE;
}

static void
set_number (AkPredictionAnswer *out,
            double              value,
            const char         *unit,
            char               *breakdown)
{
  /* counts (sequences, chips) are whole: "67 sequences", not "67.0" */
  g_autofree char *figure = value == round (value) ? ak_format_number_trimmed (value, 3)
                                                   : ak_format_number (value, 3);

  out->value = value;
  out->unit = g_strdup (unit);
  out->text = g_strdup_printf ("%s %s", figure, unit);
  out->breakdown = breakdown;
}

static void
set_verdict (AkPredictionAnswer *out,
             AkBound             bound,
             char               *breakdown)
{
  out->is_verdict = TRUE;
  out->bound = bound;
  out->text = g_strdup (bound == AK_BOUND_COMPUTE ? _("compute-bound") : _("memory-bound"));
  out->breakdown = breakdown;
}

/* The figures of a transformer step: bytes, FLOPs and the two times. */
static char *
step_breakdown (const AkInferenceAnalysis *a,
                const AkInferenceMachine  *m)
{
  g_autofree char *weights = ak_format_si (a->weight_bytes, "B");
  g_autofree char *kv = ak_format_si (a->kv_cache_bytes, "B");
  g_autofree char *flops = ak_format_si (a->flops, "FLOP");
  g_autofree char *memory_ms = ak_format_number (a->bytes / m->bandwidth_bytes_s * 1e3, 3);
  g_autofree char *compute_ms = ak_format_number (a->flops / m->peak_flops * 1e3, 3);
  g_autofree char *intensity = ak_format_number (a->intensity, 3);
  g_autofree char *ridge = ak_format_number (a->ridge_point, 3);

  /* Translators: the figures behind a predicted step; sizes like "13.5 GB", work like "14.0 GFLOP" */
  return g_strdup_printf (_("Weights %s and KV cache %s are read in %s ms at the memory bandwidth; the %s of "
                            "arithmetic take %s ms at the peak. Intensity %s FLOP/byte against a ridge point of "
                            "%s FLOP/byte."),
                          weights, kv, memory_ms, flops, compute_ms, intensity, ridge);
}

/* The model (with a shape) and the accelerator @p names. */
static gboolean
find_model_and_accelerator (AkLesson               *lesson,
                            const AkQuantityQuery  *p,
                            const AkModelSpec     **model,
                            const AkAccelerator   **accelerator,
                            GError                **error)
{
  *model = find_model (lesson, p->model_id);
  *accelerator = ak_lesson_find_accelerator (lesson, p->accelerator_id);
  if (*model == NULL || !(*model)->has_shape)
    return missing ("model", p->model_id, error);
  if (*accelerator == NULL)
    return missing ("accelerator", p->accelerator_id, error);
  return TRUE;
}

/* The step @p names, at BF16 (weights, KV cache and arithmetic), as the
 * pages compute it. */
static gboolean
analyze_step (AkLesson               *lesson,
              const AkQuantityQuery  *p,
              const AkModelSpec     **model,
              const AkAccelerator   **accelerator,
              AkInferenceRequest     *request,
              AkInferenceMachine     *machine,
              AkInferenceAnalysis    *a,
              GError                **error)
{
  *request = (AkInferenceRequest) {
    .phase = p->phase, .tokens = p->context_tokens, .batch_size = p->batch_size,
    .weight_precision = AK_PRECISION_BF16, .kv_precision = AK_PRECISION_BF16,
    .activation_precision = AK_PRECISION_BF16,
  };
  return find_model_and_accelerator (lesson, p, model, accelerator, error) &&
         ak_inference_machine_for_accelerator (*accelerator, AK_PRECISION_BF16, AK_PRECISION_BF16, machine, error) &&
         ak_inference_analyze (&(*model)->shape, request, machine, a, error);
}

static gboolean
answer_step (AkLesson              *lesson,
             const AkQuantityQuery *p,
             AkPredictionAnswer    *out,
             GError               **error)
{
  const AkModelSpec *model;
  const AkAccelerator *accelerator;
  AkInferenceRequest request;
  AkInferenceMachine machine;
  AkInferenceAnalysis a;

  if (!analyze_step (lesson, p, &model, &accelerator, &request, &machine, &a, error))
    return FALSE;

  switch (p->quantity)
    {
    case AK_QUANTITY_TOKENS_PER_S:
      set_number (out, a.tokens_per_s, _("tokens/s"), step_breakdown (&a, &machine));
      break;
    case AK_QUANTITY_STEP_TIME_MS:
      set_number (out, a.step_time_s * 1e3, _("ms"), step_breakdown (&a, &machine));
      break;
    case AK_QUANTITY_CRITICAL_BATCH:
      set_number (out, a.critical_batch, _("sequences"), step_breakdown (&a, &machine));
      break;
    case AK_QUANTITY_MAX_BATCH:
      set_number (out, a.max_batch, _("sequences"), step_breakdown (&a, &machine));
      break;
    case AK_QUANTITY_MEMORY_NEEDED_GB:
      set_number (out, a.memory_needed_bytes / 1e9, _("GB"), step_breakdown (&a, &machine));
      break;
    case AK_QUANTITY_BOUND:
    default:
      set_verdict (out, a.bound, step_breakdown (&a, &machine));
      break;
    }
  return TRUE;
}

static gboolean
answer_ridge (AkLesson              *lesson,
              const AkQuantityQuery *p,
              AkPredictionAnswer    *out,
              GError               **error)
{
  const AkAccelerator *accelerator = ak_lesson_find_accelerator (lesson, p->accelerator_id);
  AkInferenceMachine machine;
  g_autofree char *peak = NULL, *bandwidth = NULL;
  double ridge;

  if (accelerator == NULL)
    return missing ("accelerator", p->accelerator_id, error);
  if (!ak_inference_machine_for_accelerator (accelerator, AK_PRECISION_BF16, AK_PRECISION_BF16, &machine, error) ||
      !ak_roofline_ridge_point (machine.peak_flops, machine.bandwidth_bytes_s, &ridge, error))
    return FALSE;

  peak = ak_format_si (machine.peak_flops, "FLOP/s");
  bandwidth = ak_format_si (machine.bandwidth_bytes_s, "B/s");
  /* Translators: a ridge point's working: peak FLOP/s (e.g. "989 TFLOP/s") ÷ bandwidth (e.g. "3.35 TB/s") */
  set_number (out, ridge, _("FLOP/byte"), g_strdup_printf (_("%s ÷ %s: the dense BF16 peak over the memory bandwidth."),
                                                           peak, bandwidth));
  return TRUE;
}

static gboolean
answer_kitchen (const AkPage          *page,
                const AkQuantityQuery *p,
                AkPredictionAnswer    *out,
                GError               **error)
{
  const AkKitchenPreset *preset = page != NULL ? find_preset (page, p->preset_id) : NULL;
  g_autoptr(AkKitchenSim) sim = ak_kitchen_sim_new (1);
  g_autofree char *cooks = NULL, *hallway = NULL;
  char *breakdown;

  if (page == NULL || preset == NULL)
    return missing ("kitchen preset", p->preset_id, error);
  if (!ak_kitchen_sim_apply_preset (sim, preset, error))
    return FALSE;

  cooks = ak_format_number (ak_kitchen_sim_get_peak_chops_per_second (sim), 3);
  hallway = ak_format_number (ak_kitchen_sim_get_hallway_chops_per_second (sim), 3);
  /* Translators: the two limits of a kitchen, in chops per second */
  breakdown = g_strdup_printf (_("The cooks can manage %s chops a second; the hallway brings enough for %s."),
                               cooks, hallway);
  if (p->quantity == AK_QUANTITY_KITCHEN_BOUND)
    set_verdict (out, ak_kitchen_sim_get_expected_bound (sim), breakdown);
  else
    set_number (out, MIN (ak_kitchen_sim_get_peak_chops_per_second (sim),
                          ak_kitchen_sim_get_hallway_chops_per_second (sim)),
                _("chops/s"), breakdown);
  return TRUE;
}

/* The chip's memory as the worked examples and the roofline say it:
 * "85.9 GB (80 GiB)", "141 GB". */
static char *
capacity_text (const AkAccelerator *accelerator)
{
  if (accelerator->memory_gb > 0 || accelerator->memory_gib > 0)
    return ak_accelerator_format_memory (accelerator);
  return g_strdup (_("an unknown amount of memory"));
}

/* Weights, gradients and optimizer states per chip, as the training page
 * plans them with its defaults (mixed-precision Adam). */
static gboolean
answer_training (AkLesson              *lesson,
                 const AkQuantityQuery *p,
                 AkPredictionAnswer    *out,
                 GError               **error)
{
  const AkModelSpec *model;
  const AkAccelerator *accelerator;
  g_autofree char *params = NULL, *weights = NULL, *gradients = NULL, *states = NULL, *capacity = NULL;
  AkTrainingSetup setup;
  AkTrainingMemory memory;
  double held;

  if (!find_model_and_accelerator (lesson, p, &model, &accelerator, error))
    return FALSE;

  ak_training_setup_init (&setup);
  setup.chips = MAX (p->chips, 1);
  setup.zero = MIN (p->zero, 3);
  setup.memory_bytes = accelerator->memory_gb * 1e9;
  if (!ak_training_setup_set_shape (&setup, &model->shape, error))
    return FALSE;
  ak_training_memory (&setup, &memory);
  held = memory.weights_bytes + memory.gradients_bytes + memory.optimizer_bytes;

  params = ak_format_number (setup.params / 1e9, 3);
  weights = ak_format_si (memory.weights_bytes, "B");
  gradients = ak_format_si (memory.gradients_bytes, "B");
  states = ak_format_si (memory.optimizer_bytes, "B");
  capacity = capacity_text (accelerator);
  set_number (out, held / 1e9, _("GB"),
              /* Translators: the memory of training per chip: billions of parameters (e.g. "6.74"),
               * then sizes like "13.5 GB", then the chip's name and its memory */
              g_strdup_printf (_("%s billion parameters with mixed-precision Adam (2 + 2 + 12 bytes each): weights %s, "
                                 "gradients %s and optimizer states %s on each chip, before any activations. "
                                 "The %s holds %s."),
                               params, weights, gradients, states, accelerator->name, capacity));
  return TRUE;
}

/* The chips chart's memory wall: the fewest chips that hold the model. */
static gboolean
answer_chips (AkLesson              *lesson,
              const AkQuantityQuery *p,
              AkPredictionAnswer    *out,
              GError               **error)
{
  const AkModelSpec *model;
  const AkAccelerator *accelerator;
  AkInferenceRequest request;
  g_autoptr(AkChipsSweep) sweep = NULL;
  g_autofree char *needed = NULL, *capacity = NULL;
  AkInferenceMachine machine;
  AkInferenceAnalysis one;
  AkSystem system;

  if (!analyze_step (lesson, p, &model, &accelerator, &request, &machine, &one, error))
    return FALSE;
  ak_chips_sweep_system (lesson, accelerator, &system, NULL);
  sweep = ak_chips_sweep_compute (&model->shape, &request, &machine, &system, AK_CHIPS_POLICY_TENSOR,
                                  AK_CHIPS_SWEEP_MAX_CHIPS, error);
  if (sweep == NULL)
    return FALSE;
  if (sweep->wall_chips == 0)
    {
      g_set_error (error, AK_LESSON_ERROR, AK_LESSON_ERROR_REFERENCE,
                   _("no system of up to %u chips of the %s holds the model"), AK_CHIPS_SWEEP_MAX_CHIPS,
                   accelerator->name);
      return FALSE;
    }

  needed = ak_format_si (one.memory_needed_bytes, "B");
  capacity = capacity_text (accelerator);
  set_number (out, sweep->wall_chips, _("chips"),
              /* Translators: sizes like "141 GB", an accelerator's name and its memory */
              g_strdup_printf (_("Weights and KV cache take %s in all; one %s holds %s. Split as tensor parallel "
                                 "(then pipeline stages), 1, 2, 4 … chips share them until each chip's part fits."),
                               needed, accelerator->name, capacity));
  return TRUE;
}

/**
 * ak_quantity_compute:
 * @lesson: the lesson that holds @query
 * @page: (nullable): the page that holds @query (a kitchen quantity names
 *   one of its presets); %NULL leaves kitchen quantities unanswered
 * @query: a validated quantity and its inputs
 * @out_answer: (out caller-allocates): the answer; clear it with
 *   ak_prediction_answer_clear()
 * @error: %AK_LESSON_ERROR_REFERENCE for a model, accelerator or preset
 *   that is not there, or an %AK_ROOFLINE_ERROR of the computation
 *
 * Computes the quantity as the pages do: a transformer step by
 * ak_inference_analyze() at BF16 (weights, KV cache and arithmetic), a
 * ridge point as the dense BF16 peak ÷ bandwidth (Williams et al. 2009),
 * a kitchen from its simulation's two limits (cooks × rate, hallway ×
 * chops per ingredient), training memory per chip by ak_training_memory()
 * (Rajbhandari et al. 2020: 16 bytes per parameter for mixed-precision
 * Adam, shared out by the ZeRO stage), the fewest chips that hold a model
 * by the chips chart's sweep. The one registry of computed
 * answers: predictions and worked problems both come here.
 *
 * Returns: %TRUE on success
 */
gboolean
ak_quantity_compute (AkLesson              *lesson,
                     const AkPage          *page,
                     const AkQuantityQuery *query,
                     AkPredictionAnswer    *out_answer,
                     GError               **error)
{
  g_return_val_if_fail (AK_IS_LESSON (lesson), FALSE);
  g_return_val_if_fail (query != NULL && out_answer != NULL, FALSE);

  memset (out_answer, 0, sizeof *out_answer);
  switch (query->quantity)
    {
    case AK_QUANTITY_RIDGE_POINT:
      return answer_ridge (lesson, query, out_answer, error);
    case AK_QUANTITY_KITCHEN_CHOPS_PER_SECOND:
    case AK_QUANTITY_KITCHEN_BOUND:
      return answer_kitchen (page, query, out_answer, error);
    case AK_QUANTITY_TRAINING_MEMORY_GB:
      return answer_training (lesson, query, out_answer, error);
    case AK_QUANTITY_CHIPS_TO_FIT:
      return answer_chips (lesson, query, out_answer, error);
    default:
      return answer_step (lesson, query, out_answer, error);
    }
}

/**
 * ak_prediction_answer:
 * @lesson: the lesson of @page
 * @page: the page that holds @prediction
 * @prediction: a validated prediction
 * @out_answer: (out caller-allocates): the answer; clear it with
 *   ak_prediction_answer_clear()
 * @error: as for ak_quantity_compute()
 *
 * The answer to @prediction's quantity (ak_quantity_compute()).
 *
 * Returns: %TRUE on success
 */
gboolean
ak_prediction_answer (AkLesson           *lesson,
                      const AkPage       *page,
                      const AkPrediction *prediction,
                      AkPredictionAnswer *out_answer,
                      GError            **error)
{
  g_return_val_if_fail (page != NULL && prediction != NULL, FALSE);

  return ak_quantity_compute (lesson, page, &prediction->query, out_answer, error);
}

/**
 * ak_prediction_answer_clear:
 * @answer: an answer filled by ak_prediction_answer()
 */
void
ak_prediction_answer_clear (AkPredictionAnswer *answer)
{
  g_clear_pointer (&answer->unit, g_free);
  g_clear_pointer (&answer->text, g_free);
  g_clear_pointer (&answer->breakdown, g_free);
}

/**
 * ak_prediction_judge_number:
 * @prediction: a prediction of a number
 * @answer: its answer
 * @guess: the learner's figure, in the answer's unit
 * @out_relative_error: (out) (optional): (guess − answer) ÷ answer, so
 *   −0.5 is half the answer and 1 twice it
 *
 * Returns: %TRUE if the guess is within the prediction's tolerance, a
 *   fraction of the answer either way
 */
gboolean
ak_prediction_judge_number (const AkPrediction       *prediction,
                            const AkPredictionAnswer *answer,
                            double                    guess,
                            double                   *out_relative_error)
{
  double relative;

  g_return_val_if_fail (prediction != NULL && answer != NULL && !answer->is_verdict, FALSE);

  relative = answer->value != 0 ? (guess - answer->value) / answer->value : (guess == 0 ? 0 : INFINITY);
  if (out_relative_error != NULL)
    *out_relative_error = relative;
  return isfinite (relative) && fabs (relative) <= prediction->tolerance;
}

/* ak-chips-fit.c: whether a step fits in the memory of the chips chosen
 * (one, or the roofline page's Chips), and on how many chips it would
 *
 * Adds no formula: one chip's need and capacity come from
 * ak_inference_analyze(), the busiest of several chips' from the chips
 * sweep's layout for that count (ak_chips_point_compute()), the chip count
 * from the chips sweep's memory wall (ak-chips-sweep.c), as the Many chips
 * page draws it with its default policy. The roofline page and
 * `--export-roofline` (one chip) say it beside a workload that does not
 * fit.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "ak-chips-fit.h"
#include "ak-format.h"
#include "ak-worked-example.h"

/* The step on @chips chips: whether the busiest one holds its share. */
static gboolean
fit_on_chips (const AkTransformerShape *shape,
              const AkInferenceRequest *request,
              const AkInferenceMachine *machine,
              const AkSystem           *system,
              guint                     chips,
              AkChipsFit               *fit,
              GError                  **error)
{
  AkChipsPoint point;
  gboolean ok = ak_chips_point_compute (shape, request, machine, system, chips, &point, error);

  g_free (point.reason);
  if (!ok)
    return FALSE;
  fit->chips = point.chips;
  fit->split = point.analysed;
  fit->fits = point.analysed && point.fits;
  if (point.analysed)
    {
      fit->layout = point.layout;
      fit->chip_needed_bytes = point.memory_needed_bytes;
    }
  return TRUE;
}

/**
 * ak_chips_fit_check:
 * @lesson: the lesson, for the accelerator's link
 * @accelerator: the chip
 * @shape: a checked transformer shape
 * @request: the step
 * @machine: the chip's roofs and memory
 *   (ak_inference_machine_for_accelerator())
 * @chips: the chips the step runs on, 1 to %AK_CHIPS_SWEEP_MAX_CHIPS (0
 *   is one); more than one only where the accelerator names a link, split
 *   as %AK_CHIPS_POLICY_TENSOR splits them (TP across them by default)
 * @out_fit: (out): whether it fits, and where it would
 * @error: an %AK_ROOFLINE_ERROR for a request or machine out of range
 *
 * Sweeps the chips (ak_chips_sweep_compute()) only when the step does
 * not fit on @chips and the accelerator names a link.
 *
 * Returns: %TRUE on success
 */
gboolean
ak_chips_fit_check (AkLesson                 *lesson,
                    const AkAccelerator      *accelerator,
                    const AkTransformerShape *shape,
                    const AkInferenceRequest *request,
                    const AkInferenceMachine *machine,
                    guint                     chips,
                    AkChipsFit               *out_fit,
                    GError                  **error)
{
  g_autofree AkInferenceAnalysis *one = g_new0 (AkInferenceAnalysis, 1);
  g_autoptr(AkChipsSweep) sweep = NULL;
  AkChipsFit fit = { 0 };
  AkSystem system;

  g_return_val_if_fail (accelerator != NULL && shape != NULL && request != NULL, FALSE);
  g_return_val_if_fail (machine != NULL && out_fit != NULL, FALSE);

  if (!ak_inference_analyze (shape, request, machine, one, error))
    return FALSE;
  fit.memory_known = one->memory_known;
  fit.chips = 1;
  fit.fits = one->fits_in_memory;
  fit.needed_bytes = one->memory_needed_bytes;
  fit.has_link = ak_chips_sweep_system (lesson, accelerator, &system, NULL) != NULL;
  if (fit.memory_known && fit.has_link && chips > 1 && !fit_on_chips (shape, request, machine, &system, chips,
                                                                      &fit, error))
    return FALSE;
  if (fit.memory_known && !fit.fits && fit.has_link)
    {
      sweep = ak_chips_sweep_compute (shape, request, machine, &system, AK_CHIPS_POLICY_TENSOR,
                                      AK_CHIPS_SWEEP_MAX_CHIPS, error);
      if (sweep == NULL)
        return FALSE;
      fit.wall_chips = sweep->wall_chips;
    }
  *out_fit = fit;
  return TRUE;
}

/* The title of the lesson's first page of many chips, or NULL. */
static const char *
chips_page_title (AkLesson *lesson)
{
  guint n = lesson != NULL ? ak_lesson_get_n_pages (lesson) : 0;

  for (guint i = 0; i < n; i++)
    if (ak_lesson_get_page (lesson, i)->kind == AK_PAGE_CHIPS)
      return ak_lesson_get_page (lesson, i)->title;
  return NULL;
}

/* What to do instead: the chips that hold it, or why none do. */
static char *
describe_remedy (const AkChipsFit    *fit,
                 AkLesson            *lesson,
                 const AkAccelerator *accelerator)
{
  const char *page = chips_page_title (lesson);

  if (!fit->has_link)
    /* Translators: an accelerator's name */
    return g_strdup_printf (_("%s names no link, so more chips cannot share it."), accelerator->name);
  if (fit->wall_chips == 0)
    /* Translators: the most chips the Many chips page tries */
    return g_strdup_printf (_("Not even %u chips hold it."), AK_CHIPS_SWEEP_MAX_CHIPS);
  if (page == NULL)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Use %u chip.", "Use %u chips.", fit->wall_chips),
                            fit->wall_chips);
  /* Translators: a number of chips, then the title of the lesson's page on many chips */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Use %u chip (see the page “%s”).",
                                       "Use %u chips (see the page “%s”).", fit->wall_chips),
                          fit->wall_chips, page);
}

/* That it does not fit on several chips: the busiest one's share, or
 * that no layout splits it over them. */
static char *
describe_chips (const AkChipsFit    *fit,
                const AkAccelerator *accelerator,
                const char          *batch,
                const char          *tokens,
                const char          *needed,
                const char          *holds,
                const char          *remedy)
{
  g_autofree char *share = NULL, *layout = NULL;

  if (!fit->split)
    /* Translators: chips, a batch size, tokens, bytes needed, chips
     * again, then what to do instead */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "Does not fit on %u chip: batch %s at %s tokens needs %s of weights and "
                                         "KV cache, and no layout splits it over %u chip. %s",
                                         "Does not fit on %u chips: batch %s at %s tokens needs %s of weights and "
                                         "KV cache, and no layout splits it over %u chips. %s", fit->chips),
                            fit->chips, batch, tokens, needed, fit->chips, remedy);
  share = ak_format_si (fit->chip_needed_bytes, "B");
  layout = ak_layout_to_string (&fit->layout);
  /* Translators: chips, a batch size, tokens, bytes needed, bytes on the
   * busiest chip, a layout ("TP 4"), an accelerator's name, its memory
   * ("25.8 GB (24 GiB)"), then what to do instead */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "Does not fit on %u chip: batch %s at %s tokens needs %s of weights and "
                                       "KV cache, %s on the busiest chip (%s), and each %s holds %s. %s",
                                       "Does not fit on %u chips: batch %s at %s tokens needs %s of weights and "
                                       "KV cache, %s on the busiest chip (%s), and each %s holds %s. %s", fit->chips),
                          fit->chips, batch, tokens, needed, share, layout, accelerator->name, holds, remedy);
}

/**
 * ak_chips_fit_describe:
 * @fit: a fit of ak_chips_fit_check()
 * @lesson: (nullable): the lesson, for the title of its page of many chips
 * @accelerator: the chip @fit was checked on
 * @request: the step @fit was checked for
 *
 * Returns: (transfer full) (nullable): %NULL when the step fits or the
 *   memory size is unknown; else e.g. "Does not fit: batch 64 at 2,048
 *   tokens needs 181 GB of weights and KV cache, and one NVIDIA L4 holds
 *   25.8 GB (24 GiB). Use 8 chips (see the page “Many chips”).", or on
 *   several chips "Does not fit on 4 chips: batch 64 at 2,048 tokens needs
 *   181 GB of weights and KV cache, 43.2 GB on the busiest chip (TP 4), and
 *   each NVIDIA L4 holds 25.8 GB (24 GiB). Use 8 chips …"
 */
char *
ak_chips_fit_describe (const AkChipsFit         *fit,
                       AkLesson                 *lesson,
                       const AkAccelerator      *accelerator,
                       const AkInferenceRequest *request)
{
  g_autofree char *batch = NULL, *tokens = NULL, *needed = NULL, *holds = NULL, *remedy = NULL;

  g_return_val_if_fail (fit != NULL && accelerator != NULL && request != NULL, NULL);

  if (!fit->memory_known || fit->fits)
    return NULL;
  batch = ak_format_number_trimmed (request->batch_size, 8);
  tokens = ak_format_number_trimmed (request->tokens, 8);
  needed = ak_format_si (fit->needed_bytes, "B");
  holds = ak_accelerator_format_memory (accelerator);
  remedy = describe_remedy (fit, lesson, accelerator);
  if (fit->chips > 1)
    return describe_chips (fit, accelerator, batch, tokens, needed, holds, remedy);
  /* Translators: a batch size, tokens, bytes needed, an accelerator's
   * name, its memory ("25.8 GB (24 GiB)"), then what to do instead */
  return g_strdup_printf (_("Does not fit: batch %s at %s tokens needs %s of weights and KV cache, "
                            "and one %s holds %s. %s"), batch, tokens, needed, accelerator->name, holds, remedy);
}

/**
 * ak_chips_fit_describe_workload:
 * @lesson: the lesson, for the accelerator's link and the page on many
 *   chips
 * @accelerator: the chip
 * @model: a model of the lesson, or of a config.json
 * @precision: the weights' and KV cache's precision (the arithmetic as
 *   ak_inference_default_compute() says), as the roofline places it
 * @batch: sequences
 * @tokens: the prompt, or the context of a decode step, tokens
 * @machine: the chip's roofs and memory at @precision
 * @chips: the chips it runs on (ak_chips_fit_check()); 0 or 1 for one
 *
 * Whether a roofline workload fits: a decode step of @batch sequences at
 * @tokens holds what its prefill of @tokens leaves (weights and KV cache).
 * A model without a transformer shape is not checked.
 *
 * Returns: (transfer full) (nullable): the sentence of
 *   ak_chips_fit_describe(), or %NULL when it fits, cannot be checked or
 *   is out of range
 */
char *
ak_chips_fit_describe_workload (AkLesson                 *lesson,
                                const AkAccelerator      *accelerator,
                                const AkModelSpec        *model,
                                AkPrecision               precision,
                                guint                     batch,
                                guint                     tokens,
                                const AkInferenceMachine *machine,
                                guint                     chips)
{
  AkInferenceRequest request = {
    .phase = AK_PHASE_DECODE, .tokens = tokens, .batch_size = batch,
    .weight_precision = precision, .kv_precision = precision,
    .activation_precision = ak_inference_default_compute (precision),
  };
  AkChipsFit fit;

  g_return_val_if_fail (accelerator != NULL && model != NULL && machine != NULL, NULL);

  if (!model->has_shape ||
      !ak_chips_fit_check (lesson, accelerator, &model->shape, &request, machine, chips, &fit, NULL))
    return NULL;
  return ak_chips_fit_describe (&fit, lesson, accelerator, &request);
}

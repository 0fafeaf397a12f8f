/* ak-roofline-scene.c: a lesson's roofline page as a plot, and a plot in words
 *
 * Turns a page's accelerators and workloads, and the user's own batch size
 * and prompt length, into roofs and points of an AkRooflinePlot with the
 * transformer formulas of ak-roofline; and says what a plot shows, in
 * words, for tooltips and assistive technologies.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "ak-format.h"
#include "ak-machine-probe.h"
#include "ak-roofline-plot-private.h"

/* Work and traffic of one step, with the formulas of ak-roofline: prefill
 * reads the weights once for T × B tokens; decode reads the weights and the
 * KV cache of T tokens per sequence to make one token per sequence. */
static gboolean
workload_step (const AkModelSpec  *model,
               AkPhase             phase,
               AkPrecision         precision,
               guint               batch_size,
               guint               tokens,
               double             *out_flops,
               double             *out_bytes,
               GError            **error)
{
  double params = model->params_billion * 1e9;
  double flops_per_token, kv_bytes;

  if (!ak_transformer_flops_per_token (params, &flops_per_token, error))
    return FALSE;

  if (phase == AK_PHASE_PREFILL)
    {
      *out_flops = flops_per_token * tokens * batch_size;
      return ak_transformer_weight_bytes (params, precision, out_bytes, error);
    }

  *out_flops = flops_per_token * batch_size;
  return ak_transformer_kv_cache_bytes (model->layers, model->kv_heads, model->head_dim,
                                        precision, tokens, batch_size, &kv_bytes, error) &&
         ak_transformer_decode_bytes (params, precision, kv_bytes, out_bytes, error);
}

static void
add_workload (AkRooflinePlot    *self,
              const char        *label,
              const AkModelSpec *model,
              AkPhase            phase,
              AkPrecision        precision,
              guint              batch_size,
              guint              tokens,
              gboolean           emphasized)
{
  double flops = 0, bytes = 0;

  /* A workload that cannot be computed stays listed, as not shown. */
  if (!workload_step (model, phase, precision, batch_size, tokens, &flops, &bytes, NULL))
    flops = bytes = 0;

  ak_roofline_plot_add_point (self, label, flops, bytes, emphasized);
}

/**
 * ak_roofline_scene_init_for_page:
 * @scene: (out): the scene to fill in
 * @page: a roofline page with at least one accelerator and one model
 *
 * The scene a roofline page opens with: its first accelerator and model,
 * BF16, batch 1 and a 2,048-token prompt.
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

static gboolean
set_accelerator_roof (AkRooflinePlot       *self,
                      AkRooflineRoof        roof,
                      const AkAccelerator  *accelerator,
                      GError              **error)
{
  if (accelerator == NULL)
    {
      ak_roofline_plot_clear_roof (self, roof);
      return TRUE;
    }

  /* The roof uses the dense peak: the sparse figure assumes 2:4 sparsity. */
  if (!ak_roofline_plot_set_roof (self, roof, accelerator->name,
                                  accelerator->peak_bf16_dense_tflops * 1e12,
                                  accelerator->bandwidth_tb_s * 1e12, error))
    return FALSE;

  ak_roofline_plot_set_measured (self, roof, ak_accelerator_is_measured (accelerator));
  return TRUE;
}

static void
add_scene_points (AkRooflinePlot        *self,
                  const AkPage          *page,
                  const AkRooflineScene *scene)
{
  g_autofree char *prefill = NULL;
  g_autofree char *decode = NULL;
  g_autofree char *prompt = NULL;

  for (guint i = 0; page->workloads != NULL && i < page->workloads->len; i++)
    {
      const AkWorkload *workload = g_ptr_array_index (page->workloads, i);

      if (g_strcmp0 (workload->model_id, scene->model->id) == 0)
        add_workload (self, workload->label, scene->model, workload->phase, scene->precision,
                      workload->batch_size, workload->prompt_tokens, FALSE);
    }

  prompt = g_strdup_printf ("%'u", scene->prompt_tokens);
  /* Translators: a point on the chart; %u is the batch size, %s a number of tokens */
  prefill = g_strdup_printf (_("Your prefill: batch %u, %s-token prompt"), scene->batch_size, prompt);
  /* Translators: a point on the chart; %u is the batch size, %s a number of tokens */
  decode = g_strdup_printf (_("Your decode: batch %u, %s-token context"), scene->batch_size, prompt);
  add_workload (self, prefill, scene->model, AK_PHASE_PREFILL, scene->precision,
                scene->batch_size, scene->prompt_tokens, TRUE);
  add_workload (self, decode, scene->model, AK_PHASE_DECODE, scene->precision,
                scene->batch_size, scene->prompt_tokens, TRUE);
}

/**
 * ak_roofline_plot_set_scene:
 * @self: a plot
 * @page: a roofline page, for its workloads
 * @scene: what to show
 * @error: an %AK_ROOFLINE_ERROR_DOMAIN error when an accelerator's figures
 *   are out of range
 *
 * Replaces the roofs and points: the roof of @scene's accelerator (and of
 * the compared one), each of @page's workloads of @scene's model at
 * @scene's precision, and two emphasized points for the user's own batch
 * size and prompt length: a prefill of that prompt and a decode step with
 * that context. Emits #AkRooflinePlot::changed once.
 *
 * Returns: %TRUE on success; on error the points are unchanged
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
  ok = set_accelerator_roof (self, AK_ROOFLINE_ROOF_PRIMARY, scene->accelerator, error) &&
       set_accelerator_roof (self, AK_ROOFLINE_ROOF_COMPARE, scene->compare, error);
  if (ok)
    {
      ak_roofline_plot_clear_points (self);
      add_scene_points (self, page, scene);
    }
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

/**
 * ak_roofline_plot_describe_point:
 * @self: a plot
 * @index: a point's index
 *
 * The point in words, in the current locale: its name, arithmetic
 * intensity, attainable FLOP/s, which roof binds it and the time per step.
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
  AkRooflinePointInfo point;

  g_return_val_if_fail (AK_IS_ROOFLINE_PLOT (self), NULL);

  if (!ak_roofline_plot_get_point (self, index, &point))
    return NULL;

  if (!point.shown)
    /* Translators: %s is a workload's name */
    return g_strdup_printf (_("%s: not shown, its intensity has no place on a log axis"),
                            point.label);

  intensity = ak_format_number (point.intensity, 3);
  attainable = ak_format_si (point.attainable_flops, "FLOP/s");
  step = format_seconds (point.step_seconds);
  /* Translators: a point on the roofline chart: name, FLOP/byte, FLOP/s,
   * "memory-bound" or "compute-bound", a duration */
  return g_strdup_printf (_("%s: arithmetic intensity %s FLOP/byte, attainable %s, %s, "
                            "at least %s per step"),
                          point.label, intensity, attainable,
                          bound_text (point.bound), step);
}

/**
 * ak_roofline_plot_describe:
 * @self: a plot
 *
 * What the chart shows, in words, for its accessible description: the
 * roofs, the ridge point, how many points each roof binds and which points
 * are not shown.
 *
 * Returns: (transfer full): the text
 */
char *
ak_roofline_plot_describe (AkRooflinePlot *self)
{
  GString *text;
  AkRooflineRoofInfo roof;
  AkRooflinePointInfo point;
  guint n_memory = 0, n_compute = 0, n_hidden = 0;

  g_return_val_if_fail (AK_IS_ROOFLINE_PLOT (self), NULL);

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
        g_string_append_printf (text, _("Roofline of the %s: memory roof %s, dense compute roof %s, "
                                        "ridge point at %s FLOP/byte."),
                                roof.name, bandwidth, peak, ridge);
    }

  if (ak_roofline_plot_get_roof (self, AK_ROOFLINE_ROOF_COMPARE, &roof))
    g_string_append_printf (text, _(" Compared with the %s."), roof.name);

  for (guint i = 0; ak_roofline_plot_get_point (self, i, &point); i++)
    {
      if (!point.shown)
        n_hidden++;
      else if (point.bound == AK_BOUND_MEMORY)
        n_memory++;
      else
        n_compute++;
    }

  g_string_append_printf (text, _(" Workloads: %u memory-bound, %u compute-bound."),
                          n_memory, n_compute);
  if (n_hidden > 0)
    g_string_append_printf (text, _(" %u not shown."), n_hidden);

  return g_string_free (text, FALSE);
}

/* ak-roofline-options.c: a roofline scene from command-line options
 *
 * `--export-roofline` takes the options `--analyze` takes for the model,
 * the precision, the batch and the context, read with the same parsers
 * (ak-analyze), so the two modes accept and refuse the same text.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "ak-format.h"
#include "ak-hf-config.h"
#include "ak-roofline-options.h"

static const AkAccelerator *
find_accelerator (const AkPage  *page,
                  const char    *id,
                  GError       **error)
{
  g_autoptr(GString) ids = g_string_new (NULL);

  for (guint i = 0; page->accelerators != NULL && i < page->accelerators->len; i++)
    {
      const AkAccelerator *accelerator = g_ptr_array_index (page->accelerators, i);

      if (g_strcmp0 (accelerator->id, id) == 0)
        return accelerator;
      g_string_append_printf (ids, "%s%s", i > 0 ? ", " : "", accelerator->id);
    }
  g_set_error (error, AK_ANALYZE_ERROR, AK_ANALYZE_ERROR_UNKNOWN,
               _("--accelerator: no accelerator “%s” on the roofline page (its accelerators: %s)"),
               id, ids->len > 0 ? ids->str : _("none"));
  return NULL;
}

/* A config.json as a model of the chart: its shape, its parameter count
 * and its file name as its name. */
static gboolean
load_file_model (const char   *path,
                 AkModelSpec  *out,
                 GError      **error)
{
  g_autoptr(GFile) file = g_file_new_for_commandline_arg (path);

  if (!ak_roofline_model_from_config (file, out, error))
    return FALSE;
  /* The id is the path as given on the command line. */
  g_free (out->id);
  out->id = g_strdup (path);
  return TRUE;
}

/* "config.json (llama, 6.74B parameters)": two config.json files of one
 * family are told apart by their size, as the lesson's models are. */
static char *
model_name (GFile      *file,
            const char *family,
            double      params)
{
  g_autofree char *base = g_file_get_basename (file);
  const char *kind = family != NULL ? family : "config.json";

  if (params < 1e9)
    {
      g_autofree char *millions = ak_format_number (params / 1e6, 3);

      /* Translators: a config.json's file name, its model family and its parameters
       * in millions, e.g. "gpt2.json (gpt2, 124M parameters)" */
      return g_strdup_printf (_("%s (%s, %sM parameters)"), base, kind, millions);
    }
  {
    g_autofree char *billions = ak_format_number (params / 1e9, 3);

    /* Translators: a config.json's file name, its model family and its parameters
     * in billions, e.g. "config.json (llama, 6.74B parameters)" */
    return g_strdup_printf (_("%s (%s, %sB parameters)"), base, kind, billions);
  }
}

/**
 * ak_roofline_model_from_config:
 * @file: a Hugging Face config.json (read with ak_hf_config_load_file())
 * @out: (out caller-allocates): the model: its shape, its parameter count
 *   (ak_transformer_count_parameters()) and the file's path as its id and
 *   its base name as its name; clear it with
 *   ak_roofline_scene_clear_file_model()
 * @error: an %AK_HF_CONFIG_ERROR when the file cannot be read
 *   (%AK_HF_CONFIG_ERROR_READ) or describes no supported decoder
 *
 * A model for the roofline chart from any config.json; @out is untouched
 * on failure.
 *
 * Returns: %TRUE if @out was filled
 */
gboolean
ak_roofline_model_from_config (GFile        *file,
                               AkModelSpec  *out,
                               GError      **error)
{
  g_autofree char *family = NULL;
  AkTransformerShape shape;
  AkParameterCount count;

  g_return_val_if_fail (G_IS_FILE (file) && out != NULL, FALSE);

  if (!ak_hf_config_load_file (file, &shape, &family, error) ||
      !ak_transformer_count_parameters (&shape, &count, error))
    return FALSE;

  *out = (AkModelSpec) {
    .id = g_file_get_parse_name (file),
    .name = model_name (file, family, count.total),
    .params_billion = count.total / 1e9,
    .layers = shape.layers,
    .kv_heads = shape.kv_heads,
    .head_dim = shape.head_dim,
    .has_shape = TRUE,
    .shape = shape,
  };
  return TRUE;
}

/* A model id of the page; or, for anything that looks like a path, a
 * config.json read into @file_model. */
static const AkModelSpec *
find_model (const AkPage  *page,
            const char    *text,
            AkModelSpec   *file_model,
            GError       **error)
{
  g_autoptr(GString) ids = g_string_new (NULL);

  for (guint i = 0; page->models != NULL && i < page->models->len; i++)
    {
      const AkModelSpec *model = g_ptr_array_index (page->models, i);

      if (g_strcmp0 (model->id, text) == 0)
        return model;
      g_string_append_printf (ids, "%s%s", i > 0 ? ", " : "", model->id);
    }
  if (file_model != NULL && (strchr (text, '/') != NULL || g_str_has_suffix (text, ".json")))
    return load_file_model (text, file_model, error) ? file_model : NULL;

  g_set_error (error, AK_ANALYZE_ERROR, AK_ANALYZE_ERROR_UNKNOWN,
               _("--model: no model “%s” in the lesson (its models: %s); give a config.json path instead"),
               text, ids->len > 0 ? ids->str : _("none"));
  return NULL;
}

/**
 * ak_roofline_scene_configure_from_options:
 * @scene: (inout): a scene, e.g. from ak_roofline_scene_init_for_page()
 * @page: the roofline page @scene shows
 * @options: the options as typed; of them only @accelerator, @model,
 *   @precision, @batch and @context are read (a chart shows prefill and
 *   decode, at one precision for weights and KV cache)
 * @file_model: (out caller-allocates) (optional): where a model read from
 *   a config.json named by `--model` is kept; @scene points at it, so it
 *   must outlive @scene's use; clear it with
 *   ak_roofline_scene_clear_file_model(). %NULL accepts only the page's
 *   model ids.
 * @error: an %AK_ANALYZE_ERROR error naming the option: %AK_ANALYZE_ERROR_OPTION
 *   for a malformed or out-of-range value (batch 1 to
 *   %AK_INFERENCE_MAX_BATCH, context 1 to %AK_INFERENCE_MAX_TOKENS),
 *   %AK_ANALYZE_ERROR_UNKNOWN for an id the page does not have; or the
 *   config.json's error naming the file and member
 *
 * `--export-roofline` with the options of `--analyze`: the accelerator,
 * the model (a lesson model id or a Hugging Face config.json), the
 * precision of weights and KV cache, and the batch size and prompt or
 * context length of the user's own prefill and decode points. An option
 * not given keeps @scene's value.
 *
 * Returns: %TRUE on success; on error @scene is unchanged
 */
gboolean
ak_roofline_scene_configure_from_options (AkRooflineScene         *scene,
                                          const AkPage            *page,
                                          const AkAnalyzeOptions  *options,
                                          AkModelSpec             *file_model,
                                          GError                 **error)
{
  AkRooflineScene s;
  double batch, context;

  g_return_val_if_fail (scene != NULL && page != NULL && options != NULL, FALSE);

  s = *scene;
  if (file_model != NULL)
    memset (file_model, 0, sizeof *file_model);
  if (!ak_analyze_parse_count (options->batch, "--batch", MAX (s.batch_size, 1),
                               AK_INFERENCE_MAX_BATCH, &batch, error) ||
      !ak_analyze_parse_count (options->context, "--context", MAX (s.prompt_tokens, 1),
                               AK_INFERENCE_MAX_TOKENS, &context, error) ||
      !ak_analyze_parse_precision (options->precision, "--precision", s.precision, &s.precision, error))
    return FALSE;
  if (options->accelerator != NULL &&
      (s.accelerator = find_accelerator (page, options->accelerator, error)) == NULL)
    return FALSE;
  if (options->model != NULL && (s.model = find_model (page, options->model, file_model, error)) == NULL)
    return FALSE;

  s.batch_size = (guint) batch;
  s.prompt_tokens = (guint) context;
  *scene = s;
  return TRUE;
}

/**
 * ak_roofline_scene_clear_file_model:
 * @file_model: a model ak_roofline_scene_configure_from_options() filled
 *   in, or zeroed storage
 *
 * Frees its strings and zeroes it.
 */
void
ak_roofline_scene_clear_file_model (AkModelSpec *file_model)
{
  g_return_if_fail (file_model != NULL);

  g_free (file_model->id);
  g_free (file_model->name);
  memset (file_model, 0, sizeof *file_model);
}

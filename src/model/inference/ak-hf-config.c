/* ak-hf-config.c: a transformer's shape from a Hugging Face config.json
 *
 * Reads the members that Hugging Face transformers' configuration classes
 * (LlamaConfig, MistralConfig, Qwen2Config, Qwen3Config, Gemma2Config,
 * Gemma3TextConfig, MixtralConfig, Qwen2MoeConfig, Qwen3MoeConfig,
 * GPT2Config) define, with json-glib. Where a member is absent the family's
 * default applies: num_key_value_heads = num_attention_heads, head_dim =
 * hidden_size / num_attention_heads, tie_word_embeddings true for Gemma
 * and GPT-2 and false otherwise, n_inner = 4 × n_embd for GPT-2.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "ak-hf-config.h"

#include <string.h>

#include <json-glib/json-glib.h>

#include "ak-file-read.h"
#include "ak-json-read.h"

/**
 * ak_hf_config_error_quark:
 *
 * Returns: the error domain of config.json reading, see #AkHfConfigError
 */
G_DEFINE_QUARK (ak-hf-config-error-quark, ak_hf_config_error)

typedef enum {
  FAMILY_LLAMA,
  FAMILY_MISTRAL,
  FAMILY_QWEN2,
  FAMILY_QWEN3,
  FAMILY_GEMMA,
  FAMILY_GEMMA2,
  FAMILY_GEMMA3,
  FAMILY_MIXTRAL,
  FAMILY_QWEN2_MOE,
  FAMILY_QWEN3_MOE,
  FAMILY_GPT2,
} Family;

static const struct {
  const char *model_type;
  Family      family;
} families[] = {
  { "llama", FAMILY_LLAMA },
  { "mistral", FAMILY_MISTRAL },
  { "qwen2", FAMILY_QWEN2 },
  { "qwen3", FAMILY_QWEN3 },
  { "gemma", FAMILY_GEMMA },
  { "gemma2", FAMILY_GEMMA2 },
  { "gemma3", FAMILY_GEMMA3 },
  { "gemma3_text", FAMILY_GEMMA3 },
  { "mixtral", FAMILY_MIXTRAL },
  { "qwen2_moe", FAMILY_QWEN2_MOE },
  { "qwen3_moe", FAMILY_QWEN3_MOE },
  { "gpt2", FAMILY_GPT2 },
};

/* Reads members of one object; after the first error every read is a
 * no-op, so a family's reader is a flat list of reads. */
typedef struct {
  const char  *file;
  const char  *prefix;   /* "" or "text_config." */
  JsonObject  *object;
  GError     **error;
  gboolean     failed;
} Reader;

G_GNUC_PRINTF (4, 5) static void
fail (Reader     *r,
      int         code,
      const char *member,
      const char *format,
      ...)
{
  g_autofree char *message = NULL;
  va_list args;

  if (r->failed)
    return;
  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (r->error, AK_HF_CONFIG_ERROR, code, "%s: %s%s: %s",
               r->file, r->prefix, member, message);
  r->failed = TRUE;
}

/* The member as a JSON value, NULL if absent or null. */
static JsonNode *
member (Reader     *r,
        const char *name)
{
  JsonNode *node = json_object_get_member (r->object, name);

  return node != NULL && !JSON_NODE_HOLDS_NULL (node) ? node : NULL;
}

static guint
read_uint (Reader     *r,
           const char *name,
           gboolean    required,
           guint       fallback,
           guint       min,
           guint       max)
{
  JsonNode *node = r->failed ? NULL : member (r, name);
  gint64 value;

  if (node == NULL)
    {
      if (required)
        fail (r, AK_HF_CONFIG_ERROR_MISSING, name, "missing");
      return fallback;
    }
  if (json_node_get_value_type (node) != G_TYPE_INT64)
    {
      fail (r, AK_HF_CONFIG_ERROR_TYPE, name, "must be a whole number");
      return fallback;
    }
  value = json_node_get_int (node);
  if (value < min || value > max)
    {
      fail (r, AK_HF_CONFIG_ERROR_RANGE, name, "must be from %u to %u, got %" G_GINT64_FORMAT,
            min, max, value);
      return fallback;
    }
  return (guint) value;
}

static gboolean
read_bool (Reader     *r,
           const char *name,
           gboolean    fallback)
{
  JsonNode *node = r->failed ? NULL : member (r, name);

  if (node == NULL)
    return fallback;
  if (json_node_get_value_type (node) != G_TYPE_BOOLEAN)
    {
      fail (r, AK_HF_CONFIG_ERROR_TYPE, name, "must be true or false");
      return fallback;
    }
  return json_node_get_boolean (node);
}

/* Counts the "sliding_attention" entries of `layer_types` (newer configs
 * of Gemma and Qwen list each layer's attention); -1 if there is none. */
static int
count_sliding_layer_types (Reader *r,
                           guint   layers)
{
  JsonNode *node = r->failed ? NULL : member (r, "layer_types");
  JsonArray *array;
  int sliding = 0;

  if (node == NULL)
    return -1;
  if (!JSON_NODE_HOLDS_ARRAY (node) || json_array_get_length (array = json_node_get_array (node)) != layers)
    {
      fail (r, AK_HF_CONFIG_ERROR_TYPE, "layer_types", "must be an array of one string per layer");
      return -1;
    }
  for (guint i = 0; i < layers; i++)
    {
      const char *kind = json_array_get_string_element (array, i);

      if (g_strcmp0 (kind, "sliding_attention") == 0)
        sliding++;
      else if (g_strcmp0 (kind, "full_attention") != 0)
        {
          fail (r, AK_HF_CONFIG_ERROR_TYPE, "layer_types",
                "entry %u must be \"sliding_attention\" or \"full_attention\"", i);
          return -1;
        }
    }
  return sliding;
}

/* Which layers use the sliding window, by family (the modeling files). */
static void
read_sliding (Reader             *r,
              Family              family,
              AkTransformerShape *s)
{
  int listed;
  guint max_window_layers;

  s->sliding_window = read_uint (r, "sliding_window", FALSE, 0, 1, AK_TRANSFORMER_MAX_POSITIONS);
  if (s->sliding_window == 0)
    return;
  if ((listed = count_sliding_layer_types (r, s->layers)) >= 0)
    s->sliding_layers = listed;
  else if (family == FAMILY_QWEN2 || family == FAMILY_QWEN3 || family == FAMILY_QWEN2_MOE ||
           family == FAMILY_QWEN3_MOE)
    {
      /* Layers from max_window_layers on, and only with use_sliding_window. */
      max_window_layers = read_uint (r, "max_window_layers", FALSE, s->layers, 0, AK_TRANSFORMER_MAX_LAYERS);
      s->sliding_layers = read_bool (r, "use_sliding_window", FALSE) && max_window_layers < s->layers
                          ? s->layers - max_window_layers : 0;
    }
  else if (family == FAMILY_GEMMA2)
    s->sliding_layers = (s->layers + 1) / 2;  /* every other layer, from the first */
  else if (family == FAMILY_GEMMA3)
    s->sliding_layers = s->layers - s->layers / read_uint (r, "sliding_window_pattern", FALSE, 6, 1, 1024);
  else
    s->sliding_layers = s->layers;            /* Mistral, Mixtral: every layer */
}

static void
read_experts (Reader             *r,
              Family              family,
              AkTransformerShape *s)
{
  if (family == FAMILY_MIXTRAL)
    {
      s->experts = read_uint (r, "num_local_experts", TRUE, 0, 1, AK_TRANSFORMER_MAX_EXPERTS);
      s->expert_intermediate_size = s->intermediate_size;
      s->intermediate_size = 0;
    }
  else
    {
      s->experts = read_uint (r, "num_experts", TRUE, 0, 1, AK_TRANSFORMER_MAX_EXPERTS);
      s->expert_intermediate_size = read_uint (r, "moe_intermediate_size", TRUE, 0, 1,
                                               AK_TRANSFORMER_MAX_WIDTH);
      s->intermediate_size = 0;
      if (read_uint (r, "decoder_sparse_step", FALSE, 1, 1, AK_TRANSFORMER_MAX_LAYERS) != 1 ||
          (member (r, "mlp_only_layers") != NULL && JSON_NODE_HOLDS_ARRAY (member (r, "mlp_only_layers")) &&
           json_array_get_length (json_node_get_array (member (r, "mlp_only_layers"))) > 0))
        fail (r, AK_HF_CONFIG_ERROR_UNSUPPORTED, "decoder_sparse_step",
              "dense layers between sparse ones are not supported");
    }
  s->experts_per_token = read_uint (r, "num_experts_per_tok", TRUE, 0, 1, AK_TRANSFORMER_MAX_EXPERTS);
  if (family == FAMILY_QWEN2_MOE)
    {
      s->shared_expert_intermediate_size = read_uint (r, "shared_expert_intermediate_size", TRUE, 0, 0,
                                                      AK_TRANSFORMER_MAX_WIDTH);
      s->shared_expert_gate = s->shared_expert_intermediate_size > 0;
    }
}

/* max_position_embeddings, only to warn about a longer context: one that
 * is missing, not a whole number or absurd is left unknown (0) rather than
 * refusing a config that describes the shape well; above the cap it is
 * the cap. */
static guint
read_max_positions (Reader *r)
{
  JsonNode *node = r->failed ? NULL : member (r, "max_position_embeddings");
  gint64 value;

  if (node == NULL || json_node_get_value_type (node) != G_TYPE_INT64)
    return 0;
  value = json_node_get_int (node);
  return value < 1 ? 0 : (guint) MIN (value, (gint64) AK_TRANSFORMER_MAX_POSITIONS);
}

/* Llama and every family that took its member names. */
static void
read_llama_like (Reader             *r,
                 Family              family,
                 AkTransformerShape *s)
{
  gboolean gemma = family == FAMILY_GEMMA || family == FAMILY_GEMMA2 || family == FAMILY_GEMMA3;
  gboolean moe = family == FAMILY_MIXTRAL || family == FAMILY_QWEN2_MOE || family == FAMILY_QWEN3_MOE;
  gboolean qwen2, listed_bias;

  s->layers = read_uint (r, "num_hidden_layers", TRUE, 0, 1, AK_TRANSFORMER_MAX_LAYERS);
  s->hidden_size = read_uint (r, "hidden_size", TRUE, 0, 1, AK_TRANSFORMER_MAX_WIDTH);
  s->heads = read_uint (r, "num_attention_heads", TRUE, 0, 1, AK_TRANSFORMER_MAX_HEADS);
  s->kv_heads = read_uint (r, "num_key_value_heads", FALSE, s->heads, 1, AK_TRANSFORMER_MAX_HEADS);
  s->head_dim = read_uint (r, "head_dim", FALSE, s->heads > 0 ? s->hidden_size / s->heads : 0,
                           1, AK_TRANSFORMER_MAX_WIDTH);
  s->intermediate_size = read_uint (r, "intermediate_size", family != FAMILY_QWEN3_MOE, 0, 1,
                                    AK_TRANSFORMER_MAX_WIDTH);
  s->vocab_size = read_uint (r, "vocab_size", TRUE, 0, 1, AK_TRANSFORMER_MAX_VOCAB);
  s->tied_embeddings = read_bool (r, "tie_word_embeddings", gemma);
  s->gated_mlp = TRUE;
  s->norm = AK_NORM_RMS;
  s->norms_per_layer = family == FAMILY_GEMMA2 || family == FAMILY_GEMMA3 ? 4 : 2;
  s->qk_norm = family == FAMILY_QWEN3 || family == FAMILY_QWEN3_MOE || family == FAMILY_GEMMA3;
  /* Qwen2 always has Q, K, V biases and none on the output; Llama, Qwen3
   * and Gemma say in attention_bias whether all four projections have one. */
  qwen2 = family == FAMILY_QWEN2 || family == FAMILY_QWEN2_MOE;
  listed_bias = !qwen2 && read_bool (r, "attention_bias", FALSE);
  s->attention_bias = qwen2 || listed_bias;
  s->attention_output_bias = listed_bias;
  s->mlp_bias = family == FAMILY_LLAMA && read_bool (r, "mlp_bias", FALSE);
  if (moe)
    read_experts (r, family, s);
  read_sliding (r, family, s);
  s->max_positions = read_max_positions (r);
}

/* GPT-2's own names: a LayerNorm model with learned positions. */
static void
read_gpt2 (Reader             *r,
           AkTransformerShape *s)
{
  s->layers = read_uint (r, "n_layer", TRUE, 0, 1, AK_TRANSFORMER_MAX_LAYERS);
  s->hidden_size = read_uint (r, "n_embd", TRUE, 0, 1, AK_TRANSFORMER_MAX_WIDTH);
  s->heads = s->kv_heads = read_uint (r, "n_head", TRUE, 0, 1, AK_TRANSFORMER_MAX_HEADS);
  s->head_dim = s->heads > 0 ? s->hidden_size / s->heads : 0;
  s->intermediate_size = read_uint (r, "n_inner", FALSE, 4 * s->hidden_size, 1, AK_TRANSFORMER_MAX_WIDTH);
  s->vocab_size = read_uint (r, "vocab_size", TRUE, 0, 1, AK_TRANSFORMER_MAX_VOCAB);
  s->learned_positions = read_uint (r, "n_positions", TRUE, 0, 1, AK_TRANSFORMER_MAX_POSITIONS);
  s->tied_embeddings = read_bool (r, "tie_word_embeddings", TRUE);
  s->norm = AK_NORM_LAYER;
  s->norms_per_layer = 2;
  s->attention_bias = s->attention_output_bias = s->mlp_bias = TRUE;
}

/* The object that holds the text model (text_config in multimodal
 * configs) and its family. */
static gboolean
find_family (Reader      *r,
             JsonObject  *root,
             Family      *out_family,
             const char **out_name)
{
  JsonNode *text = json_object_get_member (root, "text_config");
  JsonNode *type;

  if (text != NULL && JSON_NODE_HOLDS_OBJECT (text))
    {
      r->object = json_node_get_object (text);
      r->prefix = "text_config.";
    }
  type = member (r, "model_type");
  if (type == NULL && r->object != root)
    {
      r->object = root;
      r->prefix = "";
      type = member (r, "model_type");
    }
  if (type == NULL || json_node_get_value_type (type) != G_TYPE_STRING)
    {
      fail (r, type == NULL ? AK_HF_CONFIG_ERROR_MISSING : AK_HF_CONFIG_ERROR_TYPE, "model_type",
            type == NULL ? "missing" : "must be a string");
      return FALSE;
    }
  for (guint i = 0; i < G_N_ELEMENTS (families); i++)
    if (g_str_equal (json_node_get_string (type), families[i].model_type))
      {
        *out_family = families[i].family;
        *out_name = families[i].model_type;
        return TRUE;
      }
  fail (r, AK_HF_CONFIG_ERROR_UNKNOWN_FAMILY, "model_type",
        "unknown model family \"%s\" (known: llama, mistral, qwen2, qwen3, gemma, gemma2, gemma3, "
        "mixtral, qwen2_moe, qwen3_moe, gpt2)", json_node_get_string (type));
  return FALSE;
}

static gboolean
read_shape (Reader              *r,
            JsonObject          *root,
            AkTransformerShape  *out_shape,
            char               **out_family)
{
  AkTransformerShape s = { 0 };
  g_autoptr(GError) shape_error = NULL;
  const char *name = NULL;
  Family family;

  if (!find_family (r, root, &family, &name))
    return FALSE;
  if (family == FAMILY_GPT2)
    read_gpt2 (r, &s);
  else
    read_llama_like (r, family, &s);
  if (r->failed)
    return FALSE;
  if (!ak_transformer_shape_check (&s, &shape_error))
    {
      g_set_error (r->error, AK_HF_CONFIG_ERROR, AK_HF_CONFIG_ERROR_RANGE, "%s: %s%s",
                   r->file, r->prefix, shape_error->message);
      return FALSE;
    }
  *out_shape = s;
  if (out_family != NULL)
    *out_family = g_strdup (name);
  return TRUE;
}

/**
 * ak_hf_config_parse_data:
 * @data: the text of a config.json
 * @length: its length in bytes, or -1 if nul-terminated
 * @display_name: the file's name for messages
 * @out_shape: (out): the model's shape
 * @out_family: (out) (optional) (transfer full): the `model_type` read
 * @error: return location for an %AK_HF_CONFIG_ERROR
 *
 * Reads a Hugging Face config.json of a known family (llama, mistral,
 * qwen2, qwen3, gemma, gemma2, gemma3 and gemma3_text, mixtral, qwen2_moe,
 * qwen3_moe, gpt2), taking the text model from `text_config` where a
 * multimodal config nests it. Numbers must be JSON integers within the
 * caps of #AkTransformerShape. The text must be strict JSON in UTF-8,
 * nested at most %AK_JSON_READ_MAX_DEPTH deep (ak_json_read());
 * %AK_HF_CONFIG_ERROR_PARSE otherwise, with "NAME:LINE:COLUMN:" in front.
 *
 * Returns: %TRUE on success; on error the outputs are left untouched
 */
gboolean
ak_hf_config_parse_data (const char          *data,
                         gssize               length,
                         const char          *display_name,
                         AkTransformerShape  *out_shape,
                         char               **out_family,
                         GError             **error)
{
  g_autoptr(GError) parse_error = NULL;
  g_autoptr(JsonNode) root = NULL;
  Reader r = { .file = display_name, .prefix = "", .error = error };

  g_return_val_if_fail (data != NULL && display_name != NULL && out_shape != NULL, FALSE);

  root = ak_json_read (data, length < 0 ? strlen (data) : (gsize) length, display_name,
                       AK_JSON_READ_MAX_DEPTH, &parse_error);
  if (root == NULL)
    {
      g_set_error_literal (error, AK_HF_CONFIG_ERROR, AK_HF_CONFIG_ERROR_PARSE, parse_error->message);
      return FALSE;
    }
  r.object = json_node_get_object (root);
  return read_shape (&r, r.object, out_shape, out_family);
}

/**
 * ak_hf_config_load_file:
 * @file: a config.json
 * @out_shape: (out): the model's shape
 * @out_family: (out) (optional) (transfer full): the `model_type` read
 * @error: return location for an %AK_HF_CONFIG_ERROR
 *
 * Reads @file with ak_file_read_bytes(): a file larger than
 * %AK_HF_CONFIG_MAX_BYTES, or one that is not a regular file (a FIFO, a
 * device, a folder), is an %AK_HF_CONFIG_ERROR_READ error and is never
 * read whole or waited on. Then parses it with
 * ak_hf_config_parse_data(); messages name the file by its path.
 *
 * Returns: %TRUE on success; on error the outputs are left untouched
 */
gboolean
ak_hf_config_load_file (GFile               *file,
                        AkTransformerShape  *out_shape,
                        char               **out_family,
                        GError             **error)
{
  g_autofree char *name = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) io_error = NULL;
  gsize length = 0;
  const char *data;

  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  name = g_file_get_parse_name (file);
  bytes = ak_file_read_bytes (file, AK_HF_CONFIG_MAX_BYTES, NULL, &io_error);
  if (bytes == NULL)
    {
      g_set_error (error, AK_HF_CONFIG_ERROR, AK_HF_CONFIG_ERROR_READ, "%s: %s", name, io_error->message);
      return FALSE;
    }
  data = g_bytes_get_data (bytes, &length);
  return ak_hf_config_parse_data (data != NULL ? data : "", (gssize) length, name, out_shape, out_family, error);
}

/* test-hf-config.c: Hugging Face config.json files to shapes and parameter
 * counts (src/ak-hf-config.c), and the errors bad files give
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <math.h>
#include <string.h>

#include <glib.h>
#include <glib/gstdio.h>
#include <unistd.h>

#include <json-glib/json-glib.h>

#include "ak-hf-config.h"
#include "ak-inference.h"

typedef struct {
  const char *file;
  const char *family;
  guint64     total;
  guint64     active;
} Fixture;

/* Published parameter counts. GPT-2, Llama 3.1 8B, Mistral 7B and Mixtral
 * 8x7B are the counts the issue gives (the sums of the checkpoints'
 * tensors); Llama 2 7B (6.74B), Qwen2.5 7B (7.62B) and Gemma 2 9B (9.24B)
 * are the counts their Hugging Face pages show from the safetensors, here
 * to the digit. Mixtral's 12.9B active is from Mistral AI's announcement
 * ("Mixtral of experts", 2023). */
static const Fixture fixtures[] = {
  { "gpt2.json", "gpt2", 124439808u, 124439808u },
  { "llama-2-7b.json", "llama", 6738415616u, 6738415616u },
  { "llama-3.1-8b.json", "llama", 8030261248u, 8030261248u },
  { "mistral-7b-v0.1.json", "mistral", 7241732096u, 7241732096u },
  { "mixtral-8x7b-v0.1.json", "mixtral", 46702792704u, 12879925248u },
  { "qwen2.5-7b.json", "qwen2", 7615616512u, 7615616512u },
  { "gemma-2-9b.json", "gemma2", 9241705984u, 9241705984u },
};

static void
load_fixture (const char         *name,
              AkTransformerShape *shape,
              char              **family)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "configs", name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;

  g_assert_true (ak_hf_config_load_file (file, shape, family, &error));
  g_assert_no_error (error);
}

static void
test_fixture_counts (gconstpointer data)
{
  const Fixture *f = data;
  AkTransformerShape shape;
  AkParameterCount count;
  g_autofree char *family = NULL;

  load_fixture (f->file, &shape, &family);
  g_assert_cmpstr (family, ==, f->family);
  g_assert_true (ak_transformer_count_parameters (&shape, &count, NULL));
  g_assert_cmpuint (count.total, ==, f->total);
  g_assert_cmpuint (count.active, ==, f->active);
}

/* Family defaults and layer kinds read from the fixtures. */
static void
test_fixture_shapes (void)
{
  AkTransformerShape s;

  load_fixture ("gemma-2-9b.json", &s, NULL);
  g_assert_true (s.tied_embeddings);            /* absent: Gemma ties */
  g_assert_cmpuint (s.head_dim, ==, 256);       /* not 3584 / 16 */
  g_assert_cmpuint (s.sliding_window, ==, 4096);
  g_assert_cmpuint (s.sliding_layers, ==, 21);  /* every other layer */
  load_fixture ("mistral-7b-v0.1.json", &s, NULL);
  g_assert_cmpuint (s.sliding_layers, ==, 32);
  g_assert_cmpuint (s.head_dim, ==, 128);       /* absent: 4096 / 32 */
  load_fixture ("qwen2.5-7b.json", &s, NULL);
  g_assert_cmpuint (s.sliding_layers, ==, 0);   /* use_sliding_window false */
  g_assert_true (s.attention_bias && !s.attention_output_bias);
  load_fixture ("gpt2.json", &s, NULL);
  g_assert_true (s.tied_embeddings && !s.gated_mlp && s.norm == AK_NORM_LAYER);
  g_assert_cmpuint (s.intermediate_size, ==, 3072); /* n_inner absent: 4 × 768 */
}

static void
parse_ok (const char *json, AkTransformerShape *shape, AkParameterCount *count)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (ak_hf_config_parse_data (json, -1, "inline.json", shape, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (ak_transformer_count_parameters (shape, count, NULL));
}

/* A multimodal Gemma 3 config nests the text model in text_config. Hand
 * count: per layer Q, K, V 64 × 96, output 64 × 64, MLP 3 × 64 × 128,
 * 4 norms of 64 and QK-norm 2 × 16 = 35,104; 6 layers, a tied 1000 × 64
 * embedding and a final norm: 274,688. One layer in 6 is global. */
static void
test_gemma3_text_config (void)
{
  AkTransformerShape s;
  AkParameterCount c;

  parse_ok ("{\"model_type\": \"gemma3\", \"vision_config\": {\"hidden_size\": 1152},"
            " \"text_config\": {\"model_type\": \"gemma3_text\", \"num_hidden_layers\": 6,"
            " \"hidden_size\": 64, \"num_attention_heads\": 4, \"num_key_value_heads\": 1,"
            " \"head_dim\": 16, \"intermediate_size\": 128, \"vocab_size\": 1000,"
            " \"sliding_window\": 512, \"sliding_window_pattern\": 6}}", &s, &c);
  g_assert_cmpuint (c.total, ==, 274688);
  g_assert_cmpuint (s.sliding_layers, ==, 5);
  g_assert_true (s.qk_norm && s.tied_embeddings);
}

/* A small Qwen3-MoE: per layer Q, K, V 64 × 256, output 128 × 64, router
 * 64 × 4, 4 experts of 3 × 64 × 16, norms 2 × 64 + 2 × 32 = 37,312; two
 * layers, untied 100 × 64 embedding and head, final norm: 87,488; a token
 * uses 2 of the 4 experts: 75,200 active. */
static void
test_qwen3_moe (void)
{
  AkTransformerShape s;
  AkParameterCount c;

  parse_ok ("{\"model_type\": \"qwen3_moe\", \"num_hidden_layers\": 2, \"hidden_size\": 64,"
            " \"num_attention_heads\": 4, \"num_key_value_heads\": 2, \"head_dim\": 32,"
            " \"moe_intermediate_size\": 16, \"num_experts\": 4, \"num_experts_per_tok\": 2,"
            " \"vocab_size\": 100, \"tie_word_embeddings\": false}", &s, &c);
  g_assert_cmpuint (c.total, ==, 87488);
  g_assert_cmpuint (c.active, ==, 75200);
}

/* Qwen1.5-MoE-A2.7B's shape (60 experts of 1408, top 4, a shared expert
 * of 5632 with its gate): 14,315,784,192 total and 2,689,173,504 active,
 * which agrees with the published 14.3B and 2.7B to the digits published. */
static void
test_qwen2_moe (void)
{
  AkTransformerShape s;
  AkParameterCount c;

  parse_ok ("{\"model_type\": \"qwen2_moe\", \"num_hidden_layers\": 24, \"hidden_size\": 2048,"
            " \"num_attention_heads\": 16, \"num_key_value_heads\": 16, \"intermediate_size\": 5632,"
            " \"moe_intermediate_size\": 1408, \"shared_expert_intermediate_size\": 5632,"
            " \"num_experts\": 60, \"num_experts_per_tok\": 4, \"decoder_sparse_step\": 1,"
            " \"mlp_only_layers\": [], \"vocab_size\": 151936, \"tie_word_embeddings\": false}",
            &s, &c);
  g_assert_cmpuint (c.total, ==, 14315784192u);
  g_assert_cmpuint (c.active, ==, 2689173504u);
}

typedef struct {
  const char *json;
  int         code;
  const char *message;
} BadConfig;

#define LLAMA_REST "\"hidden_size\": 4096, \"num_attention_heads\": 32, " \
                   "\"intermediate_size\": 11008, \"vocab_size\": 32000"

static const BadConfig bad_configs[] = {
  { "{\"model_type\": \"llama\", \"num_hidden_layers\": \"32\", " LLAMA_REST "}",
    AK_HF_CONFIG_ERROR_TYPE, "bad.json: num_hidden_layers: must be a whole number" },
  { "{\"model_type\": \"llama\", \"num_hidden_layers\": 32.5, " LLAMA_REST "}",
    AK_HF_CONFIG_ERROR_TYPE, "bad.json: num_hidden_layers: must be a whole number" },
  { "{\"model_type\": \"llama\", \"num_hidden_layers\": -4, " LLAMA_REST "}",
    AK_HF_CONFIG_ERROR_RANGE, "bad.json: num_hidden_layers: must be from 1 to 1024, got -4" },
  { "{\"model_type\": \"llama\", \"num_hidden_layers\": 99999999999, " LLAMA_REST "}",
    AK_HF_CONFIG_ERROR_RANGE, "bad.json: num_hidden_layers: must be from 1 to 1024, got 99999999999" },
  { "{\"model_type\": \"llama\", \"num_hidden_layers\": 32, \"hidden_size\": 4096,"
    " \"num_attention_heads\": 32, \"vocab_size\": 32000}",
    AK_HF_CONFIG_ERROR_MISSING, "bad.json: intermediate_size: missing" },
  { "{\"model_type\": \"llama\", \"num_hidden_layers\": 32, \"num_key_value_heads\": 3, " LLAMA_REST "}",
    AK_HF_CONFIG_ERROR_RANGE, "bad.json: kv_heads (3) must divide heads (32)" },
  { "{\"model_type\": \"llama\", \"num_hidden_layers\": 32, \"tie_word_embeddings\": 1, " LLAMA_REST "}",
    AK_HF_CONFIG_ERROR_TYPE, "bad.json: tie_word_embeddings: must be true or false" },
  { "{\"model_type\": \"gemma3\", \"text_config\": {\"model_type\": \"gemma3_text\", " LLAMA_REST "}}",
    AK_HF_CONFIG_ERROR_MISSING, "bad.json: text_config.num_hidden_layers: missing" },
  { "{\"model_type\": \"bert\", \"num_hidden_layers\": 12}",
    AK_HF_CONFIG_ERROR_UNKNOWN_FAMILY, "bad.json: model_type: unknown model family \"bert\"" },
  { "{\"num_hidden_layers\": 12}", AK_HF_CONFIG_ERROR_MISSING, "bad.json: model_type: missing" },
  { "{\"model_type\": 7}", AK_HF_CONFIG_ERROR_TYPE, "bad.json: model_type: must be a string" },
  { "[1, 2]", AK_HF_CONFIG_ERROR_PARSE, "bad.json:1:1: the top-level value must be a JSON object" },
  { "{\"model_type\": ", AK_HF_CONFIG_ERROR_PARSE, "bad.json:1:" },
  /* What json-glib takes and JSON does not, each at its position. */
  { "{\"model_type\": \"ll\\ud8 z\"}", AK_HF_CONFIG_ERROR_PARSE,
    "bad.json:1:19: “\\u” must be followed by four hex digits" },
  { "{\"model_type\": \"llama\\u0000bert\"}", AK_HF_CONFIG_ERROR_PARSE,
    "bad.json:1:22: “\\u0000” (the NUL character) is not allowed" },
  { "{\"model_type\":\n // a comment\n \"llama\"}", AK_HF_CONFIG_ERROR_PARSE,
    "bad.json:2:2: comments are not allowed in JSON" },
  { "{\"model_type\": \"llama\"} {}", AK_HF_CONFIG_ERROR_PARSE,
    "bad.json:1:25: unexpected content after the top-level value" },
  /* json-glib 1.6 wrapped it round to -1 */
  { "{\"model_type\": \"llama\", \"num_hidden_layers\": 99999999999999999999, " LLAMA_REST "}",
    AK_HF_CONFIG_ERROR_PARSE, "bad.json:1:46: the whole number 99999999999999999999 is too large" },
  /* json-glib 1.6 read past a number to a second document and leaked it */
  { "7{\"model_type\": \"llama\"}", AK_HF_CONFIG_ERROR_PARSE,
    "bad.json:1:2: unexpected content after the top-level value" },
  { "{\"model_type\": \"ll\xff\"}", AK_HF_CONFIG_ERROR_PARSE,
    "bad.json:1:19: the file is not valid UTF-8" },
  { "{\"model_type\": \"qwen2_moe\", \"num_hidden_layers\": 2, \"num_experts\": 4,"
    " \"moe_intermediate_size\": 16, \"num_experts_per_tok\": 2, \"decoder_sparse_step\": 2,"
    " \"shared_expert_intermediate_size\": 0, " LLAMA_REST "}",
    AK_HF_CONFIG_ERROR_UNSUPPORTED, "bad.json: decoder_sparse_step: dense layers between sparse ones" },
};

static void
test_bad_config (gconstpointer data)
{
  const BadConfig *bad = data;
  AkTransformerShape shape = { .layers = 77 };
  g_autofree char *family = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_false (ak_hf_config_parse_data (bad->json, -1, "bad.json", &shape, &family, &error));
  g_assert_error (error, AK_HF_CONFIG_ERROR, bad->code);
  if (!g_str_has_prefix (error->message, bad->message))
    g_error ("message \"%s\" does not start with \"%s\"", error->message, bad->message);
  g_assert_cmpuint (shape.layers, ==, 77);
  g_assert_null (family);
}

static void
test_missing_file (void)
{
  g_autoptr(GFile) file = g_file_new_for_path ("/nonexistent/config.json");
  g_autoptr(GError) error = NULL;
  AkTransformerShape shape;

  g_assert_false (ak_hf_config_load_file (file, &shape, NULL, &error));
  g_assert_error (error, AK_HF_CONFIG_ERROR, AK_HF_CONFIG_ERROR_READ);
  g_assert_true (g_str_has_prefix (error->message, "/nonexistent/config.json: "));
}

/* A file over the cap is refused without being parsed. */
static void
test_too_large_file (void)
{
  g_autofree char *path = NULL;
  g_autofree char *data = g_malloc (AK_HF_CONFIG_MAX_BYTES + 2);
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  AkTransformerShape shape;
  int fd = g_file_open_tmp ("ak-config-XXXXXX.json", &path, NULL);

  g_assert_cmpint (fd, >=, 0);
  close (fd);
  memset (data, ' ', AK_HF_CONFIG_MAX_BYTES + 2);
  data[0] = '{';
  data[AK_HF_CONFIG_MAX_BYTES + 1] = '}';
  g_assert_true (g_file_set_contents (path, data, AK_HF_CONFIG_MAX_BYTES + 2, NULL));
  file = g_file_new_for_path (path);
  g_assert_false (ak_hf_config_load_file (file, &shape, NULL, &error));
  g_assert_error (error, AK_HF_CONFIG_ERROR, AK_HF_CONFIG_ERROR_READ);
  g_assert_nonnull (strstr (error->message, "too large"));
  g_unlink (path);
}

/* Every member of every fixture replaced by each bad value: the reader
 * either accepts the file (the member is one it ignores or may be null)
 * with a shape whose analysis is finite, or fails with a message naming
 * the file; it never crashes. */
static void
test_mutated_fixtures (void)
{
  static const char * const bad_values[] = {
    "\"12\"", "-1", "0", "1e300", "4.5", "true", "null", "99999999999999", "[]", "{}",
  };
  AkInferenceRequest r = {
    .phase = AK_PHASE_DECODE, .tokens = 4096, .batch_size = 8, .weight_precision = AK_PRECISION_BF16,
    .kv_precision = AK_PRECISION_BF16, .activation_precision = AK_PRECISION_BF16,
  };
  AkInferenceMachine m = { .peak_flops = 989e12, .bandwidth_bytes_s = 3.35e12, .memory_bytes = 80e9 };

  for (guint f = 0; f < G_N_ELEMENTS (fixtures); f++)
    {
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "configs", fixtures[f].file, NULL);
      g_autoptr(JsonParser) parser = json_parser_new ();
      g_autoptr(GList) members = NULL;
      g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
      JsonObject *object;

      g_assert_true (json_parser_load_from_file (parser, path, NULL));
      object = json_node_get_object (json_parser_get_root (parser));
      /* copies: replacing a member frees the object's own name string */
      members = json_object_get_members (object);
      for (GList *l = members; l != NULL; l = l->next)
        g_ptr_array_add (names, g_strdup (l->data));
      for (guint n = 0; n < names->len; n++)
        for (guint v = 0; v < G_N_ELEMENTS (bad_values); v++)
          {
            const char *name = g_ptr_array_index (names, n);
            g_autoptr(JsonNode) saved = json_node_copy (json_object_get_member (object, name));
            g_autoptr(JsonNode) bad = json_from_string (bad_values[v], NULL);
            g_autofree char *text = NULL;
            g_autoptr(GError) error = NULL;
            AkTransformerShape shape;
            AkInferenceAnalysis a;

            json_object_set_member (object, name, g_steal_pointer (&bad));
            text = json_to_string (json_parser_get_root (parser), FALSE);
            if (ak_hf_config_parse_data (text, -1, "mutated.json", &shape, NULL, &error))
              {
                g_assert_true (ak_inference_analyze (&shape, &r, &m, &a, NULL));
                g_assert_true (isfinite (a.step_time_s) && isfinite (a.mbu) && isfinite (a.mfu));
              }
            else
              g_assert_true (g_str_has_prefix (error->message, "mutated.json: "));
            json_object_set_member (object, name, g_steal_pointer (&saved));
          }
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (fixtures); i++)
    {
      g_autofree char *path = g_strdup_printf ("/hf-config/count/%s", fixtures[i].file);
      g_test_add_data_func (path, &fixtures[i], test_fixture_counts);
    }
  g_test_add_func ("/hf-config/shapes", test_fixture_shapes);
  g_test_add_func ("/hf-config/gemma3-text-config", test_gemma3_text_config);
  g_test_add_func ("/hf-config/qwen3-moe", test_qwen3_moe);
  g_test_add_func ("/hf-config/qwen2-moe", test_qwen2_moe);
  for (guint i = 0; i < G_N_ELEMENTS (bad_configs); i++)
    {
      g_autofree char *path = g_strdup_printf ("/hf-config/bad/%u", i);
      g_test_add_data_func (path, &bad_configs[i], test_bad_config);
    }
  g_test_add_func ("/hf-config/missing-file", test_missing_file);
  g_test_add_func ("/hf-config/too-large-file", test_too_large_file);
  g_test_add_func ("/hf-config/mutated-fixtures", test_mutated_fixtures);

  return g_test_run ();
}

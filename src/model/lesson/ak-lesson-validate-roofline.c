/* ak-lesson-validate-roofline.c: accelerators, models and workloads of a
 * roofline page
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "ak-inference.h"
#include "ak-lesson-validate-private.h"

/* An optional true or false; @out is left alone when it is absent. */
void
lv_read_flag (Validator  *v,
              JsonNode   *node,
              const char *name,
              gboolean   *out)
{
  JsonNode *member = lv_get_member (v, node, name, FALSE);
  gsize saved;

  if (member == NULL)
    return;
  saved = lv_path_push (v, name);
  if (lv_expect_type (v, member,
                      JSON_NODE_HOLDS_VALUE (member) && json_node_get_value_type (member) == G_TYPE_BOOLEAN,
                      N_("true or false")))
    *out = json_node_get_boolean (member);
  lv_path_pop (v, saved);
}

static void
read_approximate (Validator     *v,
                  JsonNode      *node,
                  AkAccelerator *accelerator)
{
  lv_read_flag (v, node, "approximate", &accelerator->approximate);
}

static void
check_sparse (Validator     *v,
              JsonNode      *node,
              AkAccelerator *accelerator)
{
  JsonNode *member;
  JsonNode *dense;
  g_autofree char *sparse_literal = NULL;
  g_autofree char *dense_literal = NULL;
  gsize saved;

  if (accelerator->peak_bf16_sparse_tflops <= 0 || accelerator->peak_bf16_dense_tflops <= 0 ||
      accelerator->peak_bf16_sparse_tflops >= accelerator->peak_bf16_dense_tflops)
    return;

  member = lv_get_member (v, node, "peak_bf16_sparse_tflops", FALSE);
  dense = lv_get_member (v, node, "peak_bf16_dense_tflops", FALSE);
  sparse_literal = _ak_lesson_source_literal (v->source, member);
  dense_literal = _ak_lesson_source_literal (v->source, dense);

  saved = lv_path_push (v, "peak_bf16_sparse_tflops");
  report (v, member, AK_LESSON_ERROR_RANGE,
          _("%s is less than peak_bf16_dense_tflops (%s); the sparse peak must be at least the dense one"),
          sparse_literal, dense_literal);
  lv_path_pop (v, saved);
}

static void
register_accelerator (Validator  *v,
                      JsonNode   *node,
                      const char *id)
{
  JsonNode *member = lv_get_member (v, node, "id", FALSE);
  AcceleratorInfo *info = g_hash_table_lookup (v->accelerators, id);
  gsize saved = lv_path_push (v, "id");

  if (info != NULL)
    report (v, member, AK_LESSON_ERROR_DUPLICATE,
            _("duplicate id \"%s\" (first used at %s)"), id, info->path);
  else
    {
      info = g_new0 (AcceleratorInfo, 1);
      info->path = g_strdup (v->path->str);
      info->has_tdp = lv_get_member (v, node, "tdp_w", FALSE) != NULL;
      g_hash_table_insert (v->accelerators, g_strdup (id), info);
    }
  lv_path_pop (v, saved);
}

/* The capacity as published: memory_gb (10^9 bytes) or memory_gib (2^30
 * bytes, as Google gives TPU memory), not both. memory_gb is always set,
 * from memory_gib × 2^30 / 10^9 when that is the one given. */
static void
read_memory (Validator     *v,
             JsonNode      *node,
             AkAccelerator *accelerator)
{
  JsonNode *gib = lv_get_member (v, node, "memory_gib", FALSE);
  gsize saved;

  if (gib == NULL)
    {
      lv_read_positive (v, node, "memory_gb", FALSE, 1e-3, 1e6, &accelerator->memory_gb);
      return;
    }

  if (lv_get_member (v, node, "memory_gb", FALSE) != NULL)
    {
      saved = lv_path_push (v, "memory_gib");
      report (v, gib, AK_LESSON_ERROR_RANGE,
              _("memory_gb and memory_gib are both given; give the capacity once, "
                "in the unit its source uses"));
      lv_path_pop (v, saved);
      return;
    }

  if (lv_read_positive (v, node, "memory_gib", FALSE, 1e-3, 1e6, &accelerator->memory_gib))
    accelerator->memory_gb = accelerator->memory_gib * AK_GIB_BYTES / 1e9;
}

/* Optional in a teacher's lesson; every accelerator the application ships
 * links the source of its figures. */
static void
read_source_url (Validator     *v,
                 JsonNode      *node,
                 AkAccelerator *accelerator)
{
  if (_ak_lesson_source_is_bundled (v->source) &&
      lv_get_member (v, node, "source_url", FALSE) == NULL)
    {
      report (v, node, AK_LESSON_ERROR_MISSING,
              _("required member \"source_url\" is missing: every accelerator of a "
                "bundled lesson links the source of its figures"));
      return;
    }

  accelerator->source_url = lv_read_string (v, node, "source_url", FALSE, STRING_URL);
}

static gpointer
read_accelerator (Validator *v,
                  JsonNode  *node,
                  gpointer   user_data)
{
  static const char * const members[] = {
    "id", "name", "vendor", "category", "memory_type", "peak_bf16_dense_tflops",
    "peak_bf16_sparse_tflops", "peak_fp8_dense_tflops", "peak_int8_dense_tops",
    "peak_fp32_vector_tflops", "memory_gb", "memory_gib", "bandwidth_tb_s", "tdp_w", "max_power_w",
    "approximate", "source", "source_url", NULL
  };
  static const char * const categories[] = { "training", "inference", "edge", NULL };
  AkAccelerator *accelerator = g_new0 (AkAccelerator, 1);

  lv_check_members (v, node, members, NULL, NULL);

  /* accelerator ids are unique in the whole lesson, not only on the page */
  accelerator->id = lv_read_string (v, node, "id", TRUE, STRING_ID);
  if (accelerator->id != NULL)
    register_accelerator (v, node, accelerator->id);

  accelerator->name = lv_read_string (v, node, "name", TRUE, STRING_TEXT);
  accelerator->vendor = lv_read_string (v, node, "vendor", TRUE, STRING_TEXT);
  if (lv_read_enum (v, node, "category", categories, N_("category"), N_("training, inference or edge")) >= 0)
    accelerator->category = g_strdup (json_object_get_string_member (json_node_get_object (node), "category"));
  accelerator->memory_type = lv_read_string (v, node, "memory_type", FALSE, STRING_TEXT);
  lv_read_positive (v, node, "peak_bf16_dense_tflops", TRUE, 1e-3, 1e6, &accelerator->peak_bf16_dense_tflops);
  lv_read_positive (v, node, "peak_bf16_sparse_tflops", FALSE, 1e-3, 1e6, &accelerator->peak_bf16_sparse_tflops);
  lv_read_positive (v, node, "peak_fp8_dense_tflops", FALSE, 1e-3, 1e6, &accelerator->peak_fp8_dense_tflops);
  lv_read_positive (v, node, "peak_int8_dense_tops", FALSE, 1e-3, 1e6, &accelerator->peak_int8_dense_tops);
  lv_read_positive (v, node, "peak_fp32_vector_tflops", FALSE, 1e-3, 1e6, &accelerator->peak_fp32_vector_tflops);
  read_memory (v, node, accelerator);
  lv_read_positive (v, node, "bandwidth_tb_s", TRUE, 1e-6, 1e6, &accelerator->bandwidth_tb_s);
  lv_read_positive (v, node, "tdp_w", FALSE, 1e-2, 1e6, &accelerator->tdp_w);
  lv_read_positive (v, node, "max_power_w", FALSE, 1e-2, 1e6, &accelerator->max_power_w);
  read_approximate (v, node, accelerator);
  accelerator->source = lv_read_string (v, node, "source", TRUE, STRING_TEXT);
  read_source_url (v, node, accelerator);
  check_sparse (v, node, accelerator);

  return accelerator;
}

/* The transformer shape: all of hidden_size, heads and vocab_size, or
 * none (then the model has only the figures the older format gave). */
static void
read_model_shape (Validator   *v,
                  JsonNode    *node,
                  AkModelSpec *model)
{
  AkTransformerShape *s = &model->shape;
  g_autoptr(GError) error = NULL;

  if (lv_get_member (v, node, "hidden_size", FALSE) == NULL)
    return;
  ak_transformer_shape_init_dense (s, model->layers, 0, 0, model->kv_heads, 0, 0);
  s->head_dim = model->head_dim;
  if (!lv_read_integer (v, node, "hidden_size", 1, AK_TRANSFORMER_MAX_WIDTH, &s->hidden_size) ||
      !lv_read_integer (v, node, "heads", 1, AK_TRANSFORMER_MAX_HEADS, &s->heads) ||
      !lv_read_integer (v, node, "vocab_size", 1, AK_TRANSFORMER_MAX_VOCAB, &s->vocab_size))
    return;
  lv_read_flag (v, node, "tied_embeddings", &s->tied_embeddings);
  lv_read_flag (v, node, "gated_mlp", &s->gated_mlp);
  if (lv_get_member (v, node, "experts", FALSE) != NULL &&
      (!lv_read_integer (v, node, "experts", 1, AK_TRANSFORMER_MAX_EXPERTS, &s->experts) ||
       !lv_read_integer (v, node, "experts_per_token", 1, AK_TRANSFORMER_MAX_EXPERTS, &s->experts_per_token) ||
       !lv_read_integer (v, node, "expert_intermediate_size", 1, AK_TRANSFORMER_MAX_WIDTH,
                         &s->expert_intermediate_size)))
    return;
  if (s->experts == 0 && !lv_read_integer (v, node, "intermediate_size", 1, AK_TRANSFORMER_MAX_WIDTH,
                                           &s->intermediate_size))
    return;
  if (!ak_transformer_shape_check (s, &error))
    report (v, node, AK_LESSON_ERROR_RANGE, _("the model’s shape is inconsistent: %s"), error->message);
  else
    model->has_shape = TRUE;
}

static gpointer
read_model (Validator *v,
            JsonNode  *node,
            gpointer   scope)
{
  static const char * const members[] = {
    "id", "name", "params_billion", "layers", "kv_heads", "head_dim", "hidden_size", "heads",
    "intermediate_size", "vocab_size", "tied_embeddings", "gated_mlp", "experts",
    "experts_per_token", "expert_intermediate_size", NULL
  };
  AkModelSpec *model = g_new0 (AkModelSpec, 1);

  lv_check_members (v, node, members, NULL, NULL);
  model->id = lv_read_id (v, node, scope);
  model->name = lv_read_string (v, node, "name", TRUE, STRING_TEXT);
  lv_read_positive (v, node, "params_billion", TRUE, 1e-6, 1e5, &model->params_billion);
  lv_read_integer (v, node, "layers", 1, 1000, &model->layers);
  lv_read_integer (v, node, "kv_heads", 1, 1000, &model->kv_heads);
  lv_read_integer (v, node, "head_dim", 1, 100000, &model->head_dim);
  read_model_shape (v, node, model);

  return model;
}

typedef struct {
  GHashTable *scope;
  GHashTable *models;  /* the page's model ids -> path */
} WorkloadContext;

static void
read_model_ref (Validator       *v,
                JsonNode        *node,
                WorkloadContext *context,
                AkWorkload      *workload)
{
  JsonNode *member = lv_get_member (v, node, "model", FALSE);
  gsize saved;

  workload->model_id = lv_read_string (v, node, "model", TRUE, STRING_ID);
  if (workload->model_id == NULL || g_hash_table_contains (context->models, workload->model_id))
    return;

  saved = lv_path_push (v, "model");
  report (v, member, AK_LESSON_ERROR_REFERENCE,
          _("unknown model \"%s\" (no model with this id on this page)"), workload->model_id);
  lv_path_pop (v, saved);
}

static gpointer
read_workload (Validator *v,
               JsonNode  *node,
               gpointer   user_data)
{
  static const char * const members[] = {
    "id", "label", "phase", "model", "batch_size", "prompt_tokens", NULL
  };
  static const char * const phases[] = { "prefill", "decode", NULL };
  WorkloadContext *context = user_data;
  AkWorkload *workload = g_new0 (AkWorkload, 1);
  int phase;

  lv_check_members (v, node, members, NULL, NULL);
  workload->id = lv_read_id (v, node, context->scope);
  workload->label = lv_read_string (v, node, "label", TRUE, STRING_TEXT);
  phase = lv_read_enum (v, node, "phase", phases, N_("phase"), N_("prefill or decode"));
  workload->phase = MAX (phase, 0);
  read_model_ref (v, node, context, workload);
  lv_read_integer (v, node, "batch_size", 1, 65536, &workload->batch_size);
  lv_read_integer (v, node, "prompt_tokens", 1, 10000000, &workload->prompt_tokens);

  return workload;
}

void
lv_read_roofline (Validator *v,
                  JsonNode  *node,
                  AkPage    *page)
{
  g_autoptr(GHashTable) models = lv_scope_new ();
  g_autoptr(GHashTable) workloads = lv_scope_new ();
  WorkloadContext context = { workloads, models };

  page->accelerators = lv_read_objects (v, node, "accelerators", TRUE, 1, 100, read_accelerator,
                                        (GDestroyNotify) _ak_accelerator_free, NULL);
  page->models = lv_read_objects (v, node, "models", TRUE, 1, 20, read_model,
                                  (GDestroyNotify) _ak_model_spec_free, models);
  page->workloads = lv_read_objects (v, node, "workloads", FALSE, 0, 100, read_workload,
                                     (GDestroyNotify) _ak_workload_free, &context);

  /* for batch pages, which name these models */
  for (guint i = 0; page->models != NULL && i < page->models->len; i++)
    {
      const AkModelSpec *model = g_ptr_array_index (page->models, i);

      if (model->id != NULL && !g_hash_table_contains (v->models, model->id))
        g_hash_table_insert (v->models, g_strdup (model->id), GINT_TO_POINTER (model->has_shape));
    }
}

/* ak-lesson-validate-roofline.c: the tables of a roofline page: its
 * accelerators, models and workloads
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "ak-inference.h"
#include "ak-lesson-validate-kinds-private.h"

/* Links */

static const LvEnum link_pers = {
  (const char * const[]) { "chip", "port", "link", NULL },
  N_("bandwidth count"), N_("chip, port or link"), TRUE,
};

static const LvEnum link_topologies = {
  (const char * const[]) { "switch", "torus", NULL },
  N_("topology"), N_("switch or torus"), TRUE,
};

static void check_link (Validator *v,
                        LvObject  *o);

static const LvMember link_members[] = {
  LV_MEMBER ("id", LV_UNIQUE_ID, LV_REQUIRED, 0, 0, LV_FIELD (AkLink, id)),
  LV_MEMBER ("name", LV_TEXT, LV_REQUIRED, 0, 0, LV_FIELD (AkLink, name)),
  LV_MEMBER ("bandwidth_gb_s", LV_NUMBER, LV_REQUIRED, 1e-3, 1e6, LV_FIELD (AkLink, bandwidth_gb_s)),
  LV_MEMBER ("per", LV_ENUM, LV_REQUIRED, 0, 0, LV_FIELD (AkLink, per), .names = &link_pers),
  LV_MEMBER ("topology", LV_ENUM, LV_REQUIRED, 0, 0, LV_FIELD (AkLink, topology), .names = &link_topologies),
  LV_MEMBER ("headline_gb_s", LV_NUMBER, LV_OPTIONAL, 1e-3, 1e7, LV_FIELD (AkLink, headline_gb_s)),
  LV_MEMBER ("approximate", LV_BOOL, LV_OPTIONAL, 0, 0, LV_FIELD (AkLink, approximate)),
  LV_MEMBER ("source", LV_TEXT, LV_REQUIRED, 0, 0, LV_FIELD (AkLink, source)),
  /* required in a bundled lesson (the check) */
  LV_MEMBER ("source_url", LV_URL, LV_OPTIONAL, 0, 0, LV_FIELD (AkLink, source_url)),
};

static const LvSchema link_schema = {
  sizeof (AkLink), (GDestroyNotify) _ak_link_free, NULL, LV_MEMBERS (link_members), check_link,
};

/* source_url is optional in a teacher's lesson; every accelerator and
 * link the application ships links the source of its figures. */
static gboolean
lacks_bundled_source_url (Validator *v,
                          LvObject  *o)
{
  return _ak_lesson_source_is_bundled (v->source) &&
         lv_get_member (v, o->node, "source_url", FALSE) == NULL;
}

static void
check_link (Validator *v,
            LvObject  *o)
{
  if (lacks_bundled_source_url (v, o))
    report (v, o->node, AK_LESSON_ERROR_MISSING,
            _("required member \"source_url\" is missing: every link of a "
              "bundled lesson links the source of its figure"));
}

/* An accelerator's links are links of its own page (read before the
 * accelerators); each unknown id is reported at its place in the array. */
static void
check_link_refs (Validator *v,
                 LvObject  *o,
                 JsonNode  *member)
{
  const AkPage *page = o->parent;
  AkAccelerator *accelerator = o->item;
  JsonArray *array = json_node_get_array (member);

  for (guint i = 0; accelerator->links[i] != NULL; i++)
    {
      gboolean found = FALSE;
      gsize saved;

      for (guint j = 0; page->links != NULL && j < page->links->len && !found; j++)
        found = g_strcmp0 (((const AkLink *) g_ptr_array_index (page->links, j))->id,
                           accelerator->links[i]) == 0;
      if (found)
        continue;
      saved = lv_path_push_index (v, i);
      report (v, json_array_get_element (array, i), AK_LESSON_ERROR_REFERENCE,
              _("unknown link \"%s\" (no link with this id on this page)"), accelerator->links[i]);
      lv_path_pop (v, saved);
    }
}

/* Accelerators */

/* Accelerator ids are unique in the whole lesson, not only on the page. */
static void
register_accelerator (Validator *v,
                      LvObject  *o,
                      JsonNode  *member)
{
  AkAccelerator *accelerator = o->item;
  AcceleratorInfo *info = g_hash_table_lookup (v->accelerators, accelerator->id);

  if (info != NULL)
    {
      report (v, member, AK_LESSON_ERROR_DUPLICATE,
              _("duplicate id \"%s\" (first used at %s)"), accelerator->id, info->path);
      return;
    }

  info = g_new0 (AcceleratorInfo, 1);
  info->path = g_strdup (v->path->str);
  info->has_tdp = lv_get_member (v, o->node, "tdp_w", FALSE) != NULL;
  g_hash_table_insert (v->accelerators, g_strdup (accelerator->id), info);
}

static const LvEnum categories = {
  (const char * const[]) { "training", "inference", "edge", NULL },
  N_("category"), N_("training, inference or edge"), TRUE,
};

#define PEAK(name, required) \
  LV_MEMBER (#name, LV_NUMBER, required, 1e-3, 1e6, LV_FIELD (AkAccelerator, name))

static const LvMember accelerator_members[] = {
  LV_MEMBER ("id", LV_ID, LV_REQUIRED, 0, 0, LV_FIELD (AkAccelerator, id), .then = register_accelerator),
  LV_MEMBER ("name", LV_TEXT, LV_REQUIRED, 0, 0, LV_FIELD (AkAccelerator, name)),
  LV_MEMBER ("vendor", LV_TEXT, LV_REQUIRED, 0, 0, LV_FIELD (AkAccelerator, vendor)),
  LV_MEMBER ("category", LV_ENUM, LV_REQUIRED, 0, 0, LV_FIELD (AkAccelerator, category), .names = &categories),
  LV_MEMBER ("memory_type", LV_TEXT, LV_OPTIONAL, 0, 0, LV_FIELD (AkAccelerator, memory_type)),
  PEAK (peak_bf16_dense_tflops, LV_REQUIRED),
  PEAK (peak_bf16_sparse_tflops, LV_OPTIONAL),
  PEAK (peak_fp8_dense_tflops, LV_OPTIONAL),
  PEAK (peak_int8_dense_tops, LV_OPTIONAL),
  PEAK (peak_fp32_vector_tflops, LV_OPTIONAL),
  /* one of the two, in the unit the source uses (the check) */
  LV_MEMBER ("memory_gb", LV_NUMBER, LV_OPTIONAL, 1e-3, 1e6, LV_FIELD (AkAccelerator, memory_gb), .later = TRUE),
  LV_MEMBER ("memory_gib", LV_NUMBER, LV_OPTIONAL, 1e-3, 1e6, LV_FIELD (AkAccelerator, memory_gib), .later = TRUE),
  LV_MEMBER ("bandwidth_tb_s", LV_NUMBER, LV_REQUIRED, 1e-6, 1e6, LV_FIELD (AkAccelerator, bandwidth_tb_s)),
  LV_MEMBER ("tdp_w", LV_NUMBER, LV_OPTIONAL, 1e-2, 1e6, LV_FIELD (AkAccelerator, tdp_w)),
  LV_MEMBER ("max_power_w", LV_NUMBER, LV_OPTIONAL, 1e-2, 1e6, LV_FIELD (AkAccelerator, max_power_w)),
  LV_MEMBER ("approximate", LV_BOOL, LV_OPTIONAL, 0, 0, LV_FIELD (AkAccelerator, approximate)),
  LV_MEMBER ("source", LV_TEXT, LV_REQUIRED, 0, 0, LV_FIELD (AkAccelerator, source)),
  /* required in a bundled lesson (the check) */
  LV_MEMBER ("source_url", LV_URL, LV_OPTIONAL, 0, 0, LV_FIELD (AkAccelerator, source_url)),
  LV_MEMBER ("links", LV_STRINGS, LV_OPTIONAL, 1, 8, LV_FIELD (AkAccelerator, links), .strings = STRING_ID,
    .then = check_link_refs),
  LV_MEMBER ("fast_domain_chips", LV_INTEGER, LV_OPTIONAL, 1, 1000000,
    LV_FIELD (AkAccelerator, fast_domain_chips)),
};

static void check_accelerator (Validator *v,
                               LvObject  *o);

static const LvSchema accelerator_schema = {
  sizeof (AkAccelerator), (GDestroyNotify) _ak_accelerator_free, NULL,
  LV_MEMBERS (accelerator_members), check_accelerator,
};

/* The capacity as published: memory_gb (10^9 bytes) or memory_gib (2^30
 * bytes, as Google gives TPU memory), not both. memory_gb is always set,
 * from memory_gib × 2^30 / 10^9 when that is the one given. */
static void
read_memory (Validator *v,
             LvObject  *o)
{
  AkAccelerator *accelerator = o->item;
  JsonNode *gib = lv_get_member (v, o->node, "memory_gib", FALSE);
  gsize saved;

  if (gib == NULL)
    {
      lv_read_later (v, o, &accelerator_schema, "memory_gb");
      return;
    }

  if (lv_get_member (v, o->node, "memory_gb", FALSE) != NULL)
    {
      saved = lv_path_push (v, "memory_gib");
      report (v, gib, AK_LESSON_ERROR_RANGE,
              _("memory_gb and memory_gib are both given; give the capacity once, "
                "in the unit its source uses"));
      lv_path_pop (v, saved);
      return;
    }

  if (lv_read_later (v, o, &accelerator_schema, "memory_gib"))
    accelerator->memory_gb = accelerator->memory_gib * AK_GIB_BYTES / 1e9;
}

static void
check_sparse (Validator *v,
              LvObject  *o)
{
  AkAccelerator *accelerator = o->item;
  JsonNode *member;
  JsonNode *dense;
  g_autofree char *sparse_literal = NULL;
  g_autofree char *dense_literal = NULL;
  gsize saved;

  if (accelerator->peak_bf16_sparse_tflops <= 0 || accelerator->peak_bf16_dense_tflops <= 0 ||
      accelerator->peak_bf16_sparse_tflops >= accelerator->peak_bf16_dense_tflops)
    return;

  member = lv_get_member (v, o->node, "peak_bf16_sparse_tflops", FALSE);
  dense = lv_get_member (v, o->node, "peak_bf16_dense_tflops", FALSE);
  sparse_literal = _ak_lesson_source_literal (v->source, member);
  dense_literal = _ak_lesson_source_literal (v->source, dense);

  saved = lv_path_push (v, "peak_bf16_sparse_tflops");
  report (v, member, AK_LESSON_ERROR_RANGE,
          _("%s is less than peak_bf16_dense_tflops (%s); the sparse peak must be at least the dense one"),
          sparse_literal, dense_literal);
  lv_path_pop (v, saved);
}

static void
check_accelerator (Validator *v,
                   LvObject  *o)
{
  if (lacks_bundled_source_url (v, o))
    report (v, o->node, AK_LESSON_ERROR_MISSING,
            _("required member \"source_url\" is missing: every accelerator of a "
              "bundled lesson links the source of its figures"));
  read_memory (v, o);
  check_sparse (v, o);
}

/* Models */

#define SHAPE(name, required, max) \
  LV_MEMBER (#name, LV_INTEGER, required, 1, max, LV_FIELD (AkModelSpec, shape.name), .later = TRUE)

static const LvMember model_members[] = {
  LV_MEMBER ("id", LV_UNIQUE_ID, LV_REQUIRED, 0, 0, LV_FIELD (AkModelSpec, id)),
  LV_MEMBER ("name", LV_TEXT, LV_REQUIRED, 0, 0, LV_FIELD (AkModelSpec, name)),
  LV_MEMBER ("params_billion", LV_NUMBER, LV_REQUIRED, 1e-6, 1e5, LV_FIELD (AkModelSpec, params_billion)),
  LV_MEMBER ("layers", LV_INTEGER, LV_REQUIRED, 1, 1000, LV_FIELD (AkModelSpec, layers)),
  LV_MEMBER ("kv_heads", LV_INTEGER, LV_REQUIRED, 1, 1000, LV_FIELD (AkModelSpec, kv_heads)),
  LV_MEMBER ("head_dim", LV_INTEGER, LV_REQUIRED, 1, 100000, LV_FIELD (AkModelSpec, head_dim)),
  /* The transformer shape: all of hidden_size, heads and vocab_size, or
   * none (then the model has only the figures the older format gave);
   * experts with all three of their members, or intermediate_size. */
  SHAPE (hidden_size, LV_OPTIONAL, AK_TRANSFORMER_MAX_WIDTH),
  SHAPE (heads, LV_REQUIRED, AK_TRANSFORMER_MAX_HEADS),
  SHAPE (intermediate_size, LV_REQUIRED, AK_TRANSFORMER_MAX_WIDTH),
  SHAPE (vocab_size, LV_REQUIRED, AK_TRANSFORMER_MAX_VOCAB),
  LV_MEMBER ("tied_embeddings", LV_BOOL, LV_OPTIONAL, 0, 0, LV_FIELD (AkModelSpec, shape.tied_embeddings),
    .later = TRUE),
  LV_MEMBER ("gated_mlp", LV_BOOL, LV_OPTIONAL, 0, 0, LV_FIELD (AkModelSpec, shape.gated_mlp), .later = TRUE),
  SHAPE (experts, LV_OPTIONAL, AK_TRANSFORMER_MAX_EXPERTS),
  SHAPE (experts_per_token, LV_REQUIRED, AK_TRANSFORMER_MAX_EXPERTS),
  SHAPE (expert_intermediate_size, LV_REQUIRED, AK_TRANSFORMER_MAX_WIDTH),
};

static void read_model_shape (Validator *v,
                              LvObject  *o);

static const LvSchema model_schema = {
  sizeof (AkModelSpec), (GDestroyNotify) _ak_model_spec_free, NULL,
  LV_MEMBERS (model_members), read_model_shape,
};

static gboolean
read_shape (Validator  *v,
            LvObject   *o,
            const char *name)
{
  return lv_read_later (v, o, &model_schema, name);
}

static void
read_model_shape (Validator *v,
                  LvObject  *o)
{
  AkModelSpec *model = o->item;
  AkTransformerShape *s = &model->shape;
  g_autoptr(GError) error = NULL;

  if (lv_get_member (v, o->node, "hidden_size", FALSE) == NULL)
    return;
  ak_transformer_shape_init_dense (s, model->layers, 0, 0, model->kv_heads, 0, 0);
  s->head_dim = model->head_dim;
  if (!read_shape (v, o, "hidden_size") || !read_shape (v, o, "heads") ||
      !read_shape (v, o, "vocab_size"))
    return;
  read_shape (v, o, "tied_embeddings");
  read_shape (v, o, "gated_mlp");
  if (lv_get_member (v, o->node, "experts", FALSE) != NULL &&
      (!read_shape (v, o, "experts") || !read_shape (v, o, "experts_per_token") ||
       !read_shape (v, o, "expert_intermediate_size")))
    return;
  if (s->experts == 0 && !read_shape (v, o, "intermediate_size"))
    return;
  if (!ak_transformer_shape_check (s, &error))
    report (v, o->node, AK_LESSON_ERROR_RANGE, _("the model’s shape is inconsistent: %s"), error->message);
  else
    model->has_shape = TRUE;
}

/* Workloads */

/* The model is one of the page's (read before the workloads). */
static void
check_model_ref (Validator *v,
                 LvObject  *o,
                 JsonNode  *member)
{
  const AkPage *page = o->parent;
  AkWorkload *workload = o->item;

  for (guint i = 0; i < page->models->len; i++)
    {
      const AkModelSpec *model = g_ptr_array_index (page->models, i);

      if (g_strcmp0 (model->id, workload->model_id) == 0)
        return;
    }

  report (v, member, AK_LESSON_ERROR_REFERENCE,
          _("unknown model \"%s\" (no model with this id on this page)"), workload->model_id);
}

static const LvEnum phases = {
  (const char * const[]) { "prefill", "decode", NULL }, N_("phase"), N_("prefill or decode"), FALSE,
};

static const LvMember workload_members[] = {
  LV_MEMBER ("id", LV_UNIQUE_ID, LV_REQUIRED, 0, 0, LV_FIELD (AkWorkload, id)),
  LV_MEMBER ("label", LV_TEXT, LV_REQUIRED, 0, 0, LV_FIELD (AkWorkload, label)),
  LV_MEMBER ("phase", LV_ENUM, LV_REQUIRED, 0, 0, LV_FIELD (AkWorkload, phase), .names = &phases),
  LV_MEMBER ("model", LV_ID, LV_REQUIRED, 0, 0, LV_FIELD (AkWorkload, model_id), .then = check_model_ref),
  LV_MEMBER ("batch_size", LV_INTEGER, LV_REQUIRED, 1, 65536, LV_FIELD (AkWorkload, batch_size)),
  LV_MEMBER ("prompt_tokens", LV_INTEGER, LV_REQUIRED, 1, 10000000, LV_FIELD (AkWorkload, prompt_tokens)),
};

static const LvSchema workload_schema = {
  sizeof (AkWorkload), (GDestroyNotify) _ak_workload_free, NULL, LV_MEMBERS (workload_members),
};

/* The page */

/* For batch pages, which name these models. */
static void
register_models (Validator *v,
                 LvObject  *o)
{
  const AkPage *page = o->item;

  for (guint i = 0; i < page->models->len; i++)
    {
      const AkModelSpec *model = g_ptr_array_index (page->models, i);

      if (model->id != NULL && !g_hash_table_contains (v->models, model->id))
        g_hash_table_insert (v->models, g_strdup (model->id), GINT_TO_POINTER (model->has_shape));
    }
}

static const LvMember roofline_page_members[] = {
  /* before the accelerators, which name them */
  LV_MEMBER ("links", LV_OBJECTS, LV_OPTIONAL, 0, 50, LV_FIELD (AkPage, links), .schema = &link_schema),
  LV_MEMBER ("accelerators", LV_OBJECTS, LV_REQUIRED, 1, 100, LV_FIELD (AkPage, accelerators),
    .schema = &accelerator_schema),
  LV_MEMBER ("models", LV_OBJECTS, LV_REQUIRED, 1, 20, LV_FIELD (AkPage, models), .schema = &model_schema),
  LV_MEMBER ("workloads", LV_OBJECTS, LV_OPTIONAL, 0, 100, LV_FIELD (AkPage, workloads),
    .schema = &workload_schema),
  LV_PREDICTIONS,
};

const LvSchema lv_roofline_page_schema = {
  0, NULL, NULL, LV_MEMBERS (roofline_page_members), register_models,
};

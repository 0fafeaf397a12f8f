/* ak-system-json.c: one step on a system as JSON members, and its
 * refusals named by option (for `--analyze` and `--plan-serving`)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ak-system-json-private.h"

G_DEFINE_QUARK (ak-analyze-system-error-quark, ak_analyze_system_error)

/* The option a refusal of ak_parallel_analyze() is about. */
static const char *
option_of (const GError          *error,
           const AkSystemOptions *o)
{
  switch (error->code)
    {
    case AK_PARALLEL_ERROR_TP:
      return o->tp != NULL ? "--tp" : "--chips";
    case AK_PARALLEL_ERROR_PP:
      return "--pp";
    case AK_PARALLEL_ERROR_EP:
      return "--ep";
    case AK_PARALLEL_ERROR_BATCH:
      return "--batch";
    case AK_PARALLEL_ERROR_LINK:
      return "--link";
    case AK_PARALLEL_ERROR_INVALID:
      return o->microbatches != NULL ? "--microbatches" : "--link-latency";
    case AK_PARALLEL_ERROR_CHIPS:
    default:
      return "--chips";
    }
}

/**
 * ak_system_json_run:
 * @options: the options as typed
 * @inputs: the resolved inputs
 * @system: the resolved system
 * @request: the step (its batch may differ from @inputs' in a sweep)
 * @out_analysis: (out): the step
 * @error: an error naming the option at fault
 *
 * ak_parallel_analyze() with its refusals prefixed by their option.
 *
 * Returns: %TRUE on success
 */
gboolean
ak_system_json_run (const AkSystemOptions    *options,
                    const AkSystemInputs     *inputs,
                    const AkSystem           *system,
                    const AkInferenceRequest *request,
                    AkSystemAnalysis         *out_analysis,
                    GError                  **error)
{
  g_autoptr(GError) local = NULL;

  if (ak_parallel_analyze (inputs->shape, request, inputs->machine, system, out_analysis, &local))
    return TRUE;
  if (local->domain == AK_PARALLEL_ERROR)
    g_set_error (error, AK_ANALYZE_SYSTEM_ERROR, 0, "%s: %s", option_of (local, options), local->message);
  else
    g_propagate_error (error, g_steal_pointer (&local));
  return FALSE;
}

/**
 * ak_system_json_capacity:
 * @o: an object
 * @p: what one chip holds
 *
 * Sets `memory_capacity_bytes` and `fits_in_memory`, both null when the
 * capacity is unknown.
 */
void
ak_system_json_capacity (JsonObject      *o,
                         const AkPerChip *p)
{
  if (p->memory_capacity_bytes > 0)
    {
      json_object_set_double_member (o, "memory_capacity_bytes", p->memory_capacity_bytes);
      json_object_set_boolean_member (o, "fits_in_memory", p->fits_in_memory);
    }
  else
    {
      json_object_set_null_member (o, "memory_capacity_bytes");
      json_object_set_null_member (o, "fits_in_memory");
    }
}

/**
 * ak_system_json_per_chip:
 * @p: what one chip holds
 *
 * Returns: (transfer full): the `per_chip` object
 */
JsonObject *
ak_system_json_per_chip (const AkPerChip *p)
{
  JsonObject *o = json_object_new ();

  json_object_set_int_member (o, "layers", p->layers);
  json_object_set_int_member (o, "kv_heads", p->kv_heads);
  json_object_set_int_member (o, "sequences", (gint64) p->sequences);
  json_object_set_double_member (o, "weight_bytes", p->weight_bytes);
  json_object_set_double_member (o, "kv_cache_bytes", p->kv_cache_bytes);
  json_object_set_double_member (o, "memory_needed_bytes", p->memory_needed_bytes);
  ak_system_json_capacity (o, p);
  return o;
}

/**
 * ak_system_json_members:
 * @root: the object to add to
 * @a: the step
 *
 * The times, bytes, bound and rates of one step on a system; `bound`,
 * `step_time_s` and `tokens_per_s` replace the one-chip figures.
 */
void
ak_system_json_members (JsonObject             *root,
                        const AkSystemAnalysis *a)
{
  json_object_set_double_member (root, "communication_bytes_per_chip", a->communication_bytes_per_chip);
  json_object_set_double_member (root, "communication_time_s", a->communication_time_s);
  json_object_set_double_member (root, "memory_time_s", a->memory_time_s);
  json_object_set_double_member (root, "compute_time_s", a->compute_time_s);
  json_object_set_double_member (root, "bubble_fraction", a->bubble_fraction);
  json_object_set_string_member (root, "bound", ak_system_bound_to_string (a->bound));
  json_object_set_double_member (root, "step_time_s", a->step_time_s);
  json_object_set_double_member (root, "tokens_per_s", a->tokens_per_s);
  json_object_set_double_member (root, "tokens_per_s_per_chip", a->tokens_per_s_per_chip);
}

/**
 * ak_system_json_layout:
 * @layout: a layout
 *
 * Returns: (transfer full): `{tp, pp, ep, dp}`
 */
JsonObject *
ak_system_json_layout (const AkLayout *layout)
{
  JsonObject *o = json_object_new ();

  json_object_set_int_member (o, "tp", layout->tp);
  json_object_set_int_member (o, "pp", layout->pp);
  json_object_set_int_member (o, "ep", layout->ep);
  json_object_set_int_member (o, "dp", layout->dp);
  return o;
}

/**
 * ak_system_json_link:
 * @link: (nullable): the link, %NULL for one chip without one
 * @sys: the system
 *
 * Returns: (transfer full): the `link` member: `{id, name,
 *   bandwidth_bytes_s, latency_s, per, topology, fast_domain_chips}` or null
 */
JsonNode *
ak_system_json_link (const AkLink   *link,
                     const AkSystem *sys)
{
  JsonObject *o;
  JsonNode *node;

  if (link == NULL)
    return json_node_new (JSON_NODE_NULL);
  o = json_object_new ();
  json_object_set_string_member (o, "id", link->id);
  json_object_set_string_member (o, "name", link->name);
  json_object_set_double_member (o, "bandwidth_bytes_s", sys->link_bandwidth_bytes_s);
  json_object_set_double_member (o, "latency_s", sys->link_latency_s);
  json_object_set_string_member (o, "per", link->per);
  json_object_set_string_member (o, "topology", link->topology);
  if (sys->fast_domain_chips > 0)
    json_object_set_int_member (o, "fast_domain_chips", sys->fast_domain_chips);
  else
    json_object_set_null_member (o, "fast_domain_chips");
  /* The node takes the object: no reference is left over (json_node_init_object() would add one). */
  node = json_node_new (JSON_NODE_OBJECT);
  json_node_take_object (node, o);
  return node;
}

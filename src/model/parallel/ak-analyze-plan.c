/* ak-analyze-plan.c: `--plan-serving`, the smallest system for a model
 * and its best layout, as JSON
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "ak-analyze-plan-private.h"
#include "ak-system-json-private.h"

/* What the plan keeps of the one-chip analysis: its inputs and the
 * model's whole size. */
static const char * const kept[] = {
  "model", "family", "accelerator", "phase", "batch_size", "context_tokens", "weight_precision",
  "kv_precision", "compute_precision", "parameters", "weight_bytes", "kv_cache_bytes",
  "memory_needed_bytes", NULL,
};

static void
keep_inputs (JsonObject *root)
{
  g_autoptr(GList) names = json_object_get_members (root);

  for (GList *l = names; l != NULL; l = l->next)
    if (!g_strv_contains (kept, l->data))
      json_object_remove_member (root, l->data);
}

static gboolean
parse_target (const char   *text,
              AkPlanTarget *out,
              GError      **error)
{
  *out = AK_PLAN_TARGET_LATENCY;
  if (text == NULL || g_str_equal (text, "latency"))
    return TRUE;
  if (g_str_equal (text, "throughput"))
    {
      *out = AK_PLAN_TARGET_THROUGHPUT;
      return TRUE;
    }
  g_set_error (error, AK_ANALYZE_SYSTEM_ERROR, 0,
               _("--target: unknown target “%s” (expected latency or throughput)"), text);
  return FALSE;
}

static JsonObject *
candidate_json (const AkPlanCandidate *c,
                gboolean               chosen)
{
  JsonObject *o = json_object_new ();

  json_object_set_int_member (o, "chips", ak_layout_chips (&c->layout));
  json_object_set_object_member (o, "layout", ak_system_json_layout (&c->layout));
  json_object_set_boolean_member (o, "chosen", chosen);
  json_object_set_boolean_member (o, "fits", c->fits);
  if (c->analysed)
    {
      json_object_set_object_member (o, "per_chip", ak_system_json_per_chip (&c->analysis.per_chip));
      ak_system_json_members (o, &c->analysis);
    }
  if (c->reason != NULL)
    json_object_set_string_member (o, "reason", c->reason);
  else
    json_object_set_null_member (o, "reason");
  return o;
}

/**
 * ak_analyze_plan_add_json:
 * @root: the one-chip analysis, replaced by the plan
 * @inputs: what it was made of
 * @options: the system options (`--target`)
 * @system: the link, latency, fast domain and overlap to plan with
 * @link: (nullable): the link; %NULL when the chip names none (then only
 *   one chip is tried)
 * @error: an error naming the option at fault
 *
 * Keeps the inputs and the model's size, and adds `target`, `link`,
 * `min_chips` (null when nothing fits up to %AK_PLAN_MAX_CHIPS), `layout`
 * (the chosen one, or null) and `candidates` (ak_parallel_plan()).
 *
 * Returns: %TRUE on success
 */
gboolean
ak_analyze_plan_add_json (JsonObject            *root,
                          const AkSystemInputs  *inputs,
                          const AkSystemOptions *options,
                          const AkSystem        *system,
                          const AkLink          *link,
                          GError               **error)
{
  g_autoptr(AkPlan) plan = NULL;
  JsonArray *candidates;
  AkPlanTarget target;

  if (!parse_target (options->target, &target, error))
    return FALSE;
  plan = ak_parallel_plan (inputs->shape, inputs->request, inputs->machine, system, target,
                           link != NULL ? AK_PLAN_MAX_CHIPS : 1, error);
  if (plan == NULL)
    return FALSE;

  keep_inputs (root);
  json_object_set_string_member (root, "target", ak_plan_target_to_string (target));
  json_object_set_member (root, "link", ak_system_json_link (link, system));
  if (plan->min_chips > 0)
    json_object_set_int_member (root, "min_chips", plan->min_chips);
  else
    json_object_set_null_member (root, "min_chips");
  if (plan->chosen >= 0)
    json_object_set_object_member (root, "layout", ak_system_json_layout (
      &g_array_index (plan->candidates, AkPlanCandidate, plan->chosen).layout));
  else
    json_object_set_null_member (root, "layout");

  candidates = json_array_sized_new (plan->candidates->len);
  for (guint i = 0; i < plan->candidates->len; i++)
    json_array_add_object_element (candidates,
                                   candidate_json (&g_array_index (plan->candidates, AkPlanCandidate, i),
                                                   (int) i == plan->chosen));
  json_object_set_array_member (root, "candidates", candidates);
  return TRUE;
}

/* ak-analyze-system.c: `--analyze` on a system of chips
 *
 * Turns the typed system options into an #AkSystem, runs
 * ak_parallel_analyze() and adds its members to the analysis (see the
 * README, "Many chips"). Every refusal is one message that starts with
 * the option at fault.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "ak-analyze-estimate-private.h"
#include "ak-analyze-plan-private.h"
#include "ak-analyze-system.h"
#include "ak-system-json-private.h"
#include "ak-format.h"

static const char *
lookup (GVariantDict *dict,
        const char   *name)
{
  const char *value = NULL;

  g_variant_dict_lookup (dict, name, "&s", &value);
  return value;
}

/**
 * ak_system_options_init:
 * @options: (out): the options, pointing into @dict
 * @dict: the parsed command line
 */
void
ak_system_options_init (AkSystemOptions *options,
                        GVariantDict    *dict)
{
  g_return_if_fail (options != NULL && dict != NULL);

  *options = (AkSystemOptions) {
    .chips = lookup (dict, "chips"),
    .tp = lookup (dict, "tp"),
    .pp = lookup (dict, "pp"),
    .ep = lookup (dict, "ep"),
    .link = lookup (dict, "link"),
    .link_latency = lookup (dict, "link-latency"),
    .microbatches = lookup (dict, "microbatches"),
    .target = lookup (dict, "target"),
    .overlap = g_variant_dict_contains (dict, "overlap"),
    .plan_serving = g_variant_dict_contains (dict, "plan-serving"),
  };
}

/**
 * ak_system_options_given:
 * @options: the options
 *
 * Returns: whether any option of a system is given, so that `--analyze`
 *   adds the system's members
 */
gboolean
ak_system_options_given (const AkSystemOptions *options)
{
  g_return_val_if_fail (options != NULL, FALSE);

  return options->chips != NULL || options->tp != NULL || options->pp != NULL ||
         options->ep != NULL || options->link != NULL || options->link_latency != NULL ||
         options->microbatches != NULL || options->overlap;
}

/* A whole number from 1 to @max, or 0 when not given. */
static gboolean
parse_count (const char  *text,
             const char  *option,
             double       max,
             guint       *out,
             GError     **error)
{
  const AkNumberLimits limits = { .min = 1, .max = max, .whole = TRUE };
  g_autoptr(GError) local = NULL;
  double value = 0;

  if (text != NULL && !ak_format_parse_option (text, &limits, &value, &local))
    {
      g_set_error (error, AK_ANALYZE_SYSTEM_ERROR, 0, "%s: %s", option, local->message);
      return FALSE;
    }
  *out = (guint) value;
  return TRUE;
}

static gboolean
parse_latency (const char  *text,
               double      *out,
               GError     **error)
{
  const AkNumberLimits limits = { .min = 1e-12, .max = 1, .zero_allowed = TRUE };
  g_autoptr(GError) local = NULL;

  *out = 0;
  if (text != NULL && !ak_format_parse_option (text, &limits, out, &local))
    {
      g_set_error (error, AK_ANALYZE_SYSTEM_ERROR, 0,
                   _("--link-latency: must be a number of seconds from 0 to 1, got “%s”"), text);
      return FALSE;
    }
  return TRUE;
}

/* The link: `--link` (one the accelerator names) or its own first one;
 * none is needed for one chip. */
static gboolean
resolve_link (const AkSystemOptions *o,
              const AkSystemInputs  *in,
              guint                  n_chips,
              const AkLink         **out_link,
              GError               **error)
{
  g_autoptr(GError) local = NULL;
  g_autofree char *names = NULL;

  *out_link = NULL;
  if (o->link == NULL && (in->accelerator->links == NULL || in->accelerator->links[0] == NULL))
    {
      if (n_chips <= 1)
        return TRUE;
      g_set_error (error, AK_ANALYZE_SYSTEM_ERROR, 0,
                   _("--chips: %s names no link in the lesson, so it cannot be joined to other chips"),
                   in->accelerator->name);
      return FALSE;
    }
  *out_link = o->link != NULL ? ak_interconnect_find_link (in->lesson, o->link, &local)
                              : ak_interconnect_default_link (in->lesson, in->accelerator, &local);
  if (*out_link == NULL)
    {
      g_set_error (error, AK_ANALYZE_SYSTEM_ERROR, 0, "--link: %s", local->message);
      return FALSE;
    }
  if (o->link != NULL && !ak_interconnect_accelerator_has_link (in->accelerator, o->link))
    {
      names = in->accelerator->links != NULL ? g_strjoinv (", ", in->accelerator->links) : g_strdup ("none");
      g_set_error (error, AK_ANALYZE_SYSTEM_ERROR, 0,
                   _("--link: %s does not use the link “%s” (its links: %s)"),
                   in->accelerator->name, o->link, names);
      return FALSE;
    }
  return TRUE;
}

/**
 * ak_system_options_resolve:
 * @options: the options as typed
 * @inputs: the resolved model, step and chip
 * @out_system: (out): the system
 * @out_link: (out) (transfer none) (nullable): its link, %NULL for one
 *   chip without one
 * @error: an error whose message starts with the option at fault
 *
 * Parses the counts (1 to %AK_INTERCONNECT_MAX_CHIPS; micro-batches to
 * %AK_PARALLEL_MAX_MICROBATCHES), the latency (0 to 1 s) and the link,
 * and builds the layout (ak_layout_from_options()). The fast domain
 * limits TP × EP only on the accelerator's own first link.
 *
 * Returns: %TRUE on success
 */
gboolean
ak_system_options_resolve (const AkSystemOptions *options,
                           const AkSystemInputs  *inputs,
                           AkSystem              *out_system,
                           const AkLink         **out_link,
                           GError               **error)
{
  AkSystem sys = { 0 };
  guint chips = 0, tp = 0, pp = 0, ep = 0;
  g_autoptr(GError) local = NULL;

  g_return_val_if_fail (options != NULL && inputs != NULL && out_system != NULL && out_link != NULL, FALSE);

  if (!parse_count (options->chips, "--chips", AK_INTERCONNECT_MAX_CHIPS, &chips, error) ||
      !parse_count (options->tp, "--tp", AK_INTERCONNECT_MAX_CHIPS, &tp, error) ||
      !parse_count (options->pp, "--pp", AK_INTERCONNECT_MAX_CHIPS, &pp, error) ||
      !parse_count (options->ep, "--ep", AK_INTERCONNECT_MAX_CHIPS, &ep, error) ||
      !parse_count (options->microbatches, "--microbatches", AK_PARALLEL_MAX_MICROBATCHES,
                    &sys.microbatches, error) ||
      !parse_latency (options->link_latency, &sys.link_latency_s, error))
    return FALSE;
  if (!ak_layout_from_options (chips, tp, pp, ep, &sys.layout, &local))
    {
      g_set_error (error, AK_ANALYZE_SYSTEM_ERROR, 0, "--chips: %s", local->message);
      return FALSE;
    }
  if (!resolve_link (options, inputs, ak_layout_chips (&sys.layout), out_link, error))
    return FALSE;
  if (*out_link != NULL)
    sys.link_bandwidth_bytes_s = ak_link_bandwidth_bytes_s (*out_link);
  if (*out_link != NULL && inputs->accelerator->links != NULL &&
      g_strcmp0 (inputs->accelerator->links[0], (*out_link)->id) == 0)
    sys.fast_domain_chips = ak_interconnect_fast_domain_chips (inputs->accelerator);
  sys.overlap = options->overlap;
  *out_system = sys;
  return TRUE;
}

static JsonObject *
collectives_json (const AkSystemAnalysis *a)
{
  JsonObject *o = json_object_new ();

  json_object_set_double_member (o, "tp_all_reduce_bytes", a->tp_all_reduce_bytes);
  json_object_set_int_member (o, "tp_all_reduces", (gint64) a->tp_all_reduces);
  json_object_set_double_member (o, "ep_all_to_all_bytes", a->ep_all_to_all_bytes);
  json_object_set_int_member (o, "ep_all_to_alls", (gint64) a->ep_all_to_alls);
  json_object_set_double_member (o, "pp_send_bytes", a->pp_send_bytes);
  json_object_set_int_member (o, "pp_sends", (gint64) a->pp_sends);
  return o;
}

/* The system's estimate (ak_parallel_estimate()): in @root it replaces
 * the one-chip `estimate`, in a sweep's point it adds `estimate_*`. */
static gboolean
estimate_json (JsonObject               *o,
               gboolean                  whole,
               const AkSystemInputs     *in,
               const AkSystem           *sys,
               const AkInferenceRequest *request,
               GError                  **error)
{
  AkSystemEstimate e;
  JsonObject *member;

  if (!ak_parallel_estimate (in->shape, request, in->machine, sys, in->efficiency, &e, error))
    return FALSE;
  if (!whole)
    {
      json_object_set_double_member (o, "estimate_step_time_s", e.step_time_s);
      json_object_set_double_member (o, "estimate_tokens_per_s", e.tokens_per_s);
      json_object_set_double_member (o, "estimate_tokens_per_s_per_chip", e.tokens_per_s_per_chip);
      return TRUE;
    }
  member = ak_analyze_estimate_object (e.step_time_s, e.tokens_per_s, e.mbu, e.mfu, in->efficiency);
  json_object_set_double_member (member, "tokens_per_s_per_chip", e.tokens_per_s_per_chip);
  json_object_set_object_member (o, "estimate", member);
  return TRUE;
}

/* `--sweep batch` on the system: the one-chip sweep's batch sizes, each a
 * step of the system with its estimate, or the reason it cannot run. */
static JsonArray *
sweep_json (const AkSystemOptions *o,
            const AkSystemInputs  *in,
            const AkSystem        *sys,
            const AkBatchSweep    *sweep)
{
  JsonArray *points = json_array_sized_new (sweep->n_points);

  for (guint i = 0; i < sweep->n_points; i++)
    {
      AkInferenceRequest r = *in->request;
      JsonObject *p = json_object_new ();
      g_autoptr(GError) error = NULL;
      AkSystemAnalysis a;

      r.batch_size = sweep->points[i].batch;
      json_object_set_int_member (p, "batch", (gint64) r.batch_size);
      if (ak_system_json_run (o, in, sys, &r, &a, &error) && estimate_json (p, FALSE, in, sys, &r, &error))
        {
          ak_system_json_members (p, &a);
          ak_system_json_capacity (p, &a.per_chip);
        }
      else
        json_object_set_string_member (p, "refused", error->message);
      json_array_add_object_element (points, p);
    }
  return points;
}

/**
 * ak_analyze_system_add_json:
 * @root: the one-chip analysis
 * @inputs: what it was made of
 * @options: the system options as typed
 * @sweep: (nullable): the one-chip batch sweep of `--sweep batch`, whose
 *   batch sizes the system's sweep takes
 * @error: an error naming the option at fault
 *
 * With `--plan-serving`, replaces @root's members by the plan's
 * (ak-analyze-plan.c). Otherwise, when a system option is given, adds
 * `chips`, `layout`, `microbatches`, `overlap`, `per_chip`, `link`,
 * `collectives`, the system's times and bytes, and replaces `bound`,
 * `step_time_s`, `tokens_per_s`, `estimate` (and `sweep`) with the
 * system's.
 *
 * Returns: %TRUE on success
 */
gboolean
ak_analyze_system_add_json (JsonObject            *root,
                            const AkSystemInputs  *inputs,
                            const AkSystemOptions *options,
                            const AkBatchSweep    *sweep,
                            GError               **error)
{
  const AkLink *link = NULL;
  AkSystemAnalysis a;
  AkSystem sys;

  g_return_val_if_fail (root != NULL && inputs != NULL && options != NULL, FALSE);

  if (!options->plan_serving && !ak_system_options_given (options))
    return TRUE;
  if (!ak_system_options_resolve (options, inputs, &sys, &link, error))
    return FALSE;
  if (options->plan_serving)
    return ak_analyze_plan_add_json (root, inputs, options, &sys, link, error);
  if (!ak_system_json_run (options, inputs, &sys, inputs->request, &a, error) ||
      !estimate_json (root, TRUE, inputs, &sys, inputs->request, error))
    return FALSE;

  json_object_set_int_member (root, "chips", a.n_chips);
  json_object_set_object_member (root, "layout", ak_system_json_layout (&a.layout));
  json_object_set_int_member (root, "microbatches", a.microbatches);
  json_object_set_boolean_member (root, "overlap", sys.overlap);
  json_object_set_object_member (root, "per_chip", ak_system_json_per_chip (&a.per_chip));
  json_object_set_member (root, "link", ak_system_json_link (link, &sys));
  json_object_set_object_member (root, "collectives", collectives_json (&a));
  ak_system_json_members (root, &a);
  if (sweep != NULL)
    json_object_set_array_member (root, "sweep", sweep_json (options, inputs, &sys, sweep));
  return TRUE;
}


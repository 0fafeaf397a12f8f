/* ak-parallel-layout.c: which layouts can split a model, and what each
 * chip of a layout holds
 *
 * Sources of the rules:
 * - [Megatron] M. Shoeybi et al., "Megatron-LM: Training Multi-Billion
 *   Parameter Language Models Using Model Parallelism", arXiv:1909.08053,
 *   2019: tensor parallelism splits attention by heads and the MLP by its
 *   width, so the degree must divide both.
 * - [Book] J. Austin et al., "How to Scale Your Model" (the JAX scaling
 *   book), inference chapter: weights and KV cache are divided among the
 *   chips that share them; per-chip memory and bandwidth add up.
 * - KV heads fewer than the TP degree: the rule the app models is that TP
 *   must then be a multiple of them and each chip keeps one KV head (each
 *   replicated TP / KV heads times), as serving engines do for
 *   grouped-query attention; otherwise TP must divide the KV heads.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "ak-parallel-layout.h"

G_DEFINE_QUARK (ak-parallel-error-quark, ak_parallel_error)

/**
 * ak_system_bound_to_string:
 * @bound: a bound
 *
 * Returns: "compute", "memory" or "interconnect", as `--analyze` prints it
 */
const char *
ak_system_bound_to_string (AkSystemBound bound)
{
  switch (bound)
    {
    case AK_SYSTEM_BOUND_COMPUTE:
      return "compute";
    case AK_SYSTEM_BOUND_MEMORY:
      return "memory";
    case AK_SYSTEM_BOUND_INTERCONNECT:
      return "interconnect";
    default:
      g_return_val_if_reached ("memory");
    }
}

/**
 * ak_system_bound_describe:
 * @bound: a bound
 *
 * Returns: "compute-bound", "memory-bound" or "bound by the link between
 *   the chips", translated, for a sentence
 */
const char *
ak_system_bound_describe (AkSystemBound bound)
{
  switch (bound)
    {
    case AK_SYSTEM_BOUND_COMPUTE:
      return _("compute-bound");
    case AK_SYSTEM_BOUND_INTERCONNECT:
      return _("bound by the link between the chips");
    case AK_SYSTEM_BOUND_MEMORY:
    default:
      return _("memory-bound");
    }
}

/**
 * ak_layout_chips:
 * @layout: a layout
 *
 * Returns: TP × PP × EP × DP, or 0 when it would exceed
 *   %AK_INTERCONNECT_MAX_CHIPS or a degree is 0
 */
guint
ak_layout_chips (const AkLayout *layout)
{
  guint64 n;

  g_return_val_if_fail (layout != NULL, 0);

  n = (guint64) layout->tp * layout->pp * layout->ep * layout->dp;
  return n <= AK_INTERCONNECT_MAX_CHIPS ? (guint) n : 0;
}

static gboolean
refuse (GError        **error,
        AkParallelError code,
        const char     *format,
        ...) G_GNUC_PRINTF (3, 4);

static gboolean
refuse (GError        **error,
        AkParallelError code,
        const char     *format,
        ...)
{
  va_list args;

  va_start (args, format);
  if (error != NULL)
    *error = g_error_new_valist (AK_PARALLEL_ERROR, code, format, args);
  va_end (args);
  return FALSE;
}

/* [Megatron]; KV heads divide TP or TP divides them (replicated then). */
static gboolean
check_tp (const AkTransformerShape *s,
          guint                     tp,
          guint                     fast_domain_chips,
          guint                     ep,
          GError                  **error)
{
  if (s->heads % tp != 0)
    return refuse (error, AK_PARALLEL_ERROR_TP,
                   _("TP %u does not divide the model’s %u attention heads"), tp, s->heads);
  if (s->kv_heads % tp != 0 && tp % s->kv_heads != 0)
    return refuse (error, AK_PARALLEL_ERROR_TP,
                   _("TP %u neither divides the model’s %u KV heads nor is a multiple of them "
                     "(to replicate each)"), tp, s->kv_heads);
  if (s->intermediate_size % tp != 0)
    return refuse (error, AK_PARALLEL_ERROR_TP,
                   _("TP %u does not divide the MLP width %u"), tp, s->intermediate_size);
  if (s->experts > 0 && s->expert_intermediate_size % tp != 0)
    return refuse (error, AK_PARALLEL_ERROR_TP,
                   _("TP %u does not divide the experts’ MLP width %u"), tp,
                   s->expert_intermediate_size);
  if (fast_domain_chips > 0 && (guint64) tp * ep > fast_domain_chips)
    return refuse (error, AK_PARALLEL_ERROR_TP,
                   _("TP × EP = %u needs one fast domain, and the link joins only %u chips; "
                     "split the rest with PP or DP"), tp * ep, fast_domain_chips);
  return TRUE;
}

static gboolean
check_ep (const AkTransformerShape *s,
          guint                     ep,
          GError                  **error)
{
  if (ep > 1 && s->experts == 0)
    return refuse (error, AK_PARALLEL_ERROR_EP,
                   _("EP %u needs a mixture of experts; this model is dense"), ep);
  if (ep > 1 && s->experts % ep != 0)
    return refuse (error, AK_PARALLEL_ERROR_EP,
                   _("EP %u does not divide the model’s %u experts"), ep, s->experts);
  return TRUE;
}

/**
 * ak_layout_check:
 * @shape: a checked transformer shape
 * @layout: a layout
 * @fast_domain_chips: the chips one fast link joins, or 0 for no limit
 * @error: an %AK_PARALLEL_ERROR whose code names the degree at fault
 *
 * A layout splits the model when every degree is at least 1 and the chips
 * are at most %AK_INTERCONNECT_MAX_CHIPS; TP divides the attention heads
 * and the MLP widths [Megatron], and divides the KV heads or is a
 * multiple of them (each KV head then replicated); TP × EP fits in the
 * fast domain; PP is at most the layers (stages may be uneven); EP > 1
 * only for a mixture of experts, dividing its experts.
 *
 * Returns: %TRUE, or %FALSE with @error set
 */
gboolean
ak_layout_check (const AkTransformerShape *shape,
                 const AkLayout           *layout,
                 guint                     fast_domain_chips,
                 GError                  **error)
{
  g_return_val_if_fail (shape != NULL && layout != NULL, FALSE);

  if (layout->tp == 0 || layout->pp == 0 || layout->ep == 0 || layout->dp == 0)
    return refuse (error, AK_PARALLEL_ERROR_CHIPS, _("every degree of a layout must be at least 1"));
  if (ak_layout_chips (layout) == 0)
    return refuse (error, AK_PARALLEL_ERROR_CHIPS, _("the layout needs more than %u chips"),
                   AK_INTERCONNECT_MAX_CHIPS);
  if (layout->pp > shape->layers)
    return refuse (error, AK_PARALLEL_ERROR_PP,
                   _("PP %u is more stages than the model’s %u layers"), layout->pp, shape->layers);
  return check_ep (shape, layout->ep, error) &&
         check_tp (shape, layout->tp, fast_domain_chips, layout->ep, error);
}

/**
 * ak_layout_to_string:
 * @layout: a layout
 *
 * Returns: (transfer full): its degrees above 1, e.g. "TP 4 × PP 2", or
 *   "one chip" (translated)
 */
char *
ak_layout_to_string (const AkLayout *layout)
{
  g_autoptr(GString) text = g_string_new (NULL);
  const struct { const char *name; guint degree; } parts[] = {
    { "TP", layout->tp }, { "PP", layout->pp }, { "EP", layout->ep }, { "DP", layout->dp },
  };

  for (guint i = 0; i < G_N_ELEMENTS (parts); i++)
    if (parts[i].degree > 1)
      g_string_append_printf (text, "%s%s %u", text->len > 0 ? " × " : "", parts[i].name, parts[i].degree);
  if (text->len == 0)
    /* Translators: the layout of a system of one chip */
    return g_strdup (_("one chip"));
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/**
 * ak_layout_from_options:
 * @n_chips: `--chips`, or 0 when not given
 * @tp: `--tp`, or 0 when not given
 * @pp: `--pp`, or 0 when not given
 * @ep: `--ep`, or 0 when not given
 * @out_layout: (out): the layout
 * @error: %AK_PARALLEL_ERROR_CHIPS when the degrees do not make @n_chips
 *
 * With only @n_chips, all of them are TP. Degrees not given are 1; the
 * chips left over become data-parallel replicas, @n_chips / (TP × PP × EP),
 * which must be whole. Without @n_chips, the system has TP × PP × EP chips.
 *
 * Returns: %TRUE, or %FALSE with @error set
 */
gboolean
ak_layout_from_options (guint     n_chips,
                        guint     tp,
                        guint     pp,
                        guint     ep,
                        AkLayout *out_layout,
                        GError  **error)
{
  AkLayout l = { MAX (tp, 1), MAX (pp, 1), MAX (ep, 1), 1 };
  guint64 split = (guint64) l.tp * l.pp * l.ep;

  g_return_val_if_fail (out_layout != NULL, FALSE);

  if (n_chips > AK_INTERCONNECT_MAX_CHIPS || split > AK_INTERCONNECT_MAX_CHIPS)
    return refuse (error, AK_PARALLEL_ERROR_CHIPS, _("more than %u chips is not a system the app models"),
                   AK_INTERCONNECT_MAX_CHIPS);
  if (n_chips > 0 && tp == 0 && pp == 0 && ep == 0)
    l.tp = n_chips;
  else if (n_chips > 0 && n_chips % split != 0)
    return refuse (error, AK_PARALLEL_ERROR_CHIPS,
                   _("%u chips do not split into replicas of TP × PP × EP = %u chips"),
                   n_chips, (guint) split);
  else if (n_chips > 0)
    l.dp = n_chips / (guint) split;
  *out_layout = l;
  return TRUE;
}

static double
layer_params (const AkLayerWeights *w,
              guint                 experts)
{
  return (double) w->qkv + w->output + w->mlp + w->router + (double) w->expert * experts +
         w->shared + w->norms;
}

/**
 * ak_layout_list:
 * @shape: a checked transformer shape
 * @n_chips: chips, 1 to %AK_INTERCONNECT_MAX_CHIPS
 * @fast_domain_chips: the chips one fast link joins, or 0 for no limit
 * @error: the refusal of the all-TP layout when no layout can split the
 *   model on @n_chips chips
 *
 * Every TP × PP × EP × DP = @n_chips that ak_layout_check() lets through,
 * TP largest first, then PP, then EP (EP 1 for a dense model).
 *
 * Returns: (transfer full) (element-type AkLayout) (nullable): the
 *   layouts, or %NULL with @error set when there is none
 */
GArray *
ak_layout_list (const AkTransformerShape *shape,
                guint                     n_chips,
                guint                     fast_domain_chips,
                GError                  **error)
{
  g_autoptr(GArray) layouts = g_array_new (FALSE, FALSE, sizeof (AkLayout));
  AkLayout all_tp = { n_chips, 1, 1, 1 };

  g_return_val_if_fail (shape != NULL, NULL);

  if (n_chips == 0 || n_chips > AK_INTERCONNECT_MAX_CHIPS)
    return refuse (error, AK_PARALLEL_ERROR_CHIPS, _("%u chips is outside 1 to %u"), n_chips,
                   AK_INTERCONNECT_MAX_CHIPS), NULL;
  for (guint tp = n_chips; tp >= 1; tp--)
    for (guint pp = n_chips / tp; n_chips % tp == 0 && pp >= 1; pp--)
      for (guint ep = n_chips / tp / pp; (n_chips / tp) % pp == 0 && ep >= 1; ep--)
        {
          AkLayout l = { tp, pp, ep, n_chips / tp / pp / ep };

          if ((n_chips / tp / pp) % ep == 0 && (ep == 1 || shape->experts > 0) &&
              ak_layout_check (shape, &l, fast_domain_chips, NULL))
            g_array_append_val (layouts, l);
        }
  if (layouts->len == 0)
    {
      ak_layout_check (shape, &all_tp, fast_domain_chips, error);
      return NULL;
    }
  return g_steal_pointer (&layouts);
}

/* Parameters of one layer on one chip: the matrices split TP ways
 * [Megatron], K and V by the chip's KV heads, the routed experts TP × EP
 * ways; norms and the router replicated. */
static double
layer_params_per_chip (const AkTransformerShape *s,
                       const AkLayerWeights     *w,
                       const AkLayout           *l,
                       guint                     kv_heads)
{
  double q = (double) s->hidden_size * s->heads * s->head_dim +
             (s->attention_bias ? (double) s->heads * s->head_dim : 0);
  double kv = (double) w->qkv - q;

  return q / l->tp + kv * kv_heads / s->kv_heads + (double) w->output / l->tp +
         (double) w->mlp / l->tp + (double) w->shared / l->tp + w->norms + w->router +
         (double) w->expert * s->experts / ((double) l->tp * l->ep);
}

/**
 * ak_parallel_per_chip:
 * @shape: a checked transformer shape
 * @request: the step (tokens, batch, precisions)
 * @layout: a layout that passed ak_layout_check()
 * @memory_capacity_bytes: one chip's memory, bytes, or 0 when unknown
 * @out_per_chip: (out): what the busiest chip holds
 * @error: an %AK_ROOFLINE_ERROR for a request out of range
 *
 * The busiest chip holds ⌈layers / PP⌉ layers, each split as
 * layer_params_per_chip() says, plus the embedding table (first stage) or
 * the LM head (last stage; the embedding again when tied) split TP ways,
 * and the final norm; with one stage, both and the norm [Book]. Its KV
 * cache: the model's per sequence × its sequences × its layers / layers ×
 * its KV heads / KV heads.
 *
 * Returns: %TRUE, or %FALSE with @error set
 */
gboolean
ak_parallel_per_chip (const AkTransformerShape *shape,
                      const AkInferenceRequest *request,
                      const AkLayout           *layout,
                      double                    memory_capacity_bytes,
                      AkPerChip                *out_per_chip,
                      GError                  **error)
{
  AkParameterCount c;
  AkPerChip p = { 0 };
  double kv_one, head, ends, rest, params;

  g_return_val_if_fail (shape != NULL && request != NULL && layout != NULL, FALSE);
  g_return_val_if_fail (out_per_chip != NULL, FALSE);

  if (!ak_transformer_count_parameters (shape, &c, error) ||
      !ak_transformer_shape_kv_cache_bytes (shape, request->kv_precision, floor (request->tokens), 1,
                                            &kv_one, error))
    return FALSE;

  p.layers = (shape->layers + layout->pp - 1) / layout->pp;
  p.kv_heads = layout->tp <= shape->kv_heads ? shape->kv_heads / layout->tp : 1;
  p.sequences = ceil (ceil (floor (request->batch_size) / layout->dp) / layout->ep);

  /* the LM head of a tied model is the embedding, kept on the last stage
   * too; rest: the final norm, what the layers and the two ends leave */
  head = c.lm_head > 0 ? (double) c.lm_head : (double) c.embedding;
  rest = (double) c.total - (double) c.embedding - (double) c.lm_head -
         (double) shape->layers * layer_params (&c.per_layer, shape->experts);
  ends = layout->pp == 1 ? ((double) c.embedding + c.lm_head) / layout->tp + rest
                         : fmax ((double) c.embedding / layout->tp, head / layout->tp + rest);
  params = p.layers * layer_params_per_chip (shape, &c.per_layer, layout, p.kv_heads) + ends;

  p.weight_bytes = params * ak_precision_bytes (request->weight_precision);
  p.kv_cache_bytes = kv_one * p.sequences * p.layers / shape->layers * p.kv_heads / shape->kv_heads;
  p.memory_needed_bytes = p.weight_bytes + p.kv_cache_bytes;
  p.memory_capacity_bytes = memory_capacity_bytes;
  p.fits_in_memory = memory_capacity_bytes > 0 && p.memory_needed_bytes <= memory_capacity_bytes;
  *out_per_chip = p;
  return TRUE;
}

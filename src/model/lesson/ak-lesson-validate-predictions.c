/* ak-lesson-validate-predictions.c: the table of a prediction, which any
 * activity page may hold, and the quantity members it shares with a
 * worked problem
 *
 * A prediction names a quantity and the inputs the app computes it from;
 * which inputs it needs depends on the quantity, so that is checked after
 * the members (lv_check_quantity()). A kitchen preset is one of the same
 * page's (its table reads the presets before the predictions).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "ak-lesson-validate-kinds-private.h"

const LvEnum lv_quantities = {
  (const char * const[]) { "ridge_point", "tokens_per_s", "step_time_ms", "critical_batch", "max_batch",
                           "memory_needed_gb", "bound", "kitchen_chops_per_second", "kitchen_bound",
                           "training_memory_gb", "chips_to_fit", NULL },
  N_("quantity"),
  N_("ridge_point, tokens_per_s, step_time_ms, critical_batch, max_batch, memory_needed_gb, bound, "
     "kitchen_chops_per_second, kitchen_bound, training_memory_gb or chips_to_fit"),
  FALSE,
};
G_STATIC_ASSERT (AK_QUANTITY_TRAINING_MEMORY_GB == 9 && AK_QUANTITY_CHIPS_TO_FIT == 10);

const LvEnum lv_phases = {
  (const char * const[]) { "prefill", "decode", NULL }, N_("phase"), N_("prefill or decode"), FALSE,
};

/**
 * lv_quantity_defaults:
 * @query: the quantity of an object being read
 *
 * Decode, batch 1, 2048 tokens of context, one chip, ZeRO 0.
 */
void
lv_quantity_defaults (AkQuantityQuery *query)
{
  query->phase = AK_PHASE_DECODE;
  query->batch_size = 1;
  query->context_tokens = 2048;
  query->chips = 1;
}

static void
prediction_defaults (Validator *v,
                     LvObject  *o)
{
  lv_quantity_defaults (&((AkPrediction *) o->item)->query);
}

/* The member each quantity cannot do without, beyond those all need. */
static void
require (Validator             *v,
         JsonNode              *node,
         const AkQuantityQuery *query,
         const char            *value,
         const char            *member)
{
  if (value == NULL)
    report (v, node, AK_LESSON_ERROR_MISSING, _("the quantity \"%s\" needs the member \"%s\""),
            lv_quantities.names[query->quantity], member);
}

static gboolean
page_has_preset (const AkPage *page,
                 const char   *preset_id)
{
  for (guint i = 0; page != NULL && page->presets != NULL && i < page->presets->len; i++)
    if (g_strcmp0 (((const AkKitchenPreset *) g_ptr_array_index (page->presets, i))->id, preset_id) == 0)
      return TRUE;
  return FALSE;
}

/**
 * lv_quantity_is_verdict:
 * @quantity: a quantity
 *
 * Returns: %TRUE for the quantities whose answer is compute-bound or
 *   memory-bound rather than a figure
 */
gboolean
lv_quantity_is_verdict (AkQuantity quantity)
{
  return quantity == AK_QUANTITY_BOUND || quantity == AK_QUANTITY_KITCHEN_BOUND;
}

/**
 * lv_check_quantity:
 * @v: the validator
 * @node: the object that names the quantity, where problems are reported
 * @query: its quantity and inputs, read
 * @page: (nullable): the page that holds it, whose presets a kitchen
 *   quantity names
 *
 * Reports each input the quantity needs and lacks, and a preset that is
 * not one of @page's.
 */
void
lv_check_quantity (Validator             *v,
                   JsonNode              *node,
                   const AkQuantityQuery *query,
                   const AkPage          *page)
{
  switch (query->quantity)
    {
    case AK_QUANTITY_RIDGE_POINT:
      require (v, node, query, query->accelerator_id, "accelerator");
      break;
    case AK_QUANTITY_MEMORY_NEEDED_GB:
      require (v, node, query, query->model_id, "model");
      break;
    case AK_QUANTITY_KITCHEN_CHOPS_PER_SECOND:
    case AK_QUANTITY_KITCHEN_BOUND:
      require (v, node, query, query->preset_id, "preset");
      if (query->preset_id != NULL && !page_has_preset (page, query->preset_id))
        report (v, node, AK_LESSON_ERROR_REFERENCE,
                _("unknown preset \"%s\" (no kitchen preset with this id on this page)"), query->preset_id);
      break;
    case AK_QUANTITY_TRAINING_MEMORY_GB:
    default:
      require (v, node, query, query->model_id, "model");
      require (v, node, query, query->accelerator_id, "accelerator");
      break;
    }
}

static void
check_prediction (Validator *v,
                  LvObject  *o)
{
  const AkPrediction *p = o->item;

  lv_check_quantity (v, o->node, &p->query, o->parent);
  /* A tolerance given but wrong is reported at the member itself. */
  if (!lv_quantity_is_verdict (p->query.quantity) && lv_get_member (v, o->node, "tolerance", FALSE) == NULL)
    require (v, o->node, &p->query, NULL, "tolerance");
}

static const LvMember prediction_members[] = {
  LV_MEMBER ("id", LV_UNIQUE_ID, LV_REQUIRED, 0, 0, LV_FIELD (AkPrediction, id)),
  LV_MEMBER ("question", LV_TEXT, LV_REQUIRED, 0, 0, LV_FIELD (AkPrediction, question)),
  LV_QUANTITY_MEMBERS (AkPrediction),
  LV_MEMBER ("tolerance", LV_NUMBER, LV_OPTIONAL, 1e-3, 10, LV_FIELD (AkPrediction, tolerance)),
  LV_MEMBER ("explanation", LV_MARKUP, LV_REQUIRED, 0, 0, LV_FIELD (AkPrediction, explanation)),
};

const LvSchema lv_prediction_schema = {
  sizeof (AkPrediction), (GDestroyNotify) _ak_prediction_free, prediction_defaults,
  LV_MEMBERS (prediction_members), check_prediction,
};

/* ak-lesson-validate-predictions.c: the table of a prediction, which any
 * activity page may hold
 *
 * A prediction names a quantity and the inputs the app computes it from;
 * which inputs it needs depends on the quantity, so that is checked after
 * the members. A kitchen preset is one of the same page's (its table reads
 * the presets before the predictions).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "ak-inference.h"
#include "ak-lesson-validate-kinds-private.h"

static const LvEnum quantities = {
  (const char * const[]) { "ridge_point", "tokens_per_s", "step_time_ms", "critical_batch", "max_batch",
                           "memory_needed_gb", "bound", "kitchen_chops_per_second", "kitchen_bound", NULL },
  N_("quantity"),
  N_("ridge_point, tokens_per_s, step_time_ms, critical_batch, max_batch, memory_needed_gb, bound, "
     "kitchen_chops_per_second or kitchen_bound"),
  FALSE,
};
G_STATIC_ASSERT (AK_QUANTITY_KITCHEN_BOUND == 8);

static const LvEnum phases = {
  (const char * const[]) { "prefill", "decode", NULL }, N_("phase"), N_("prefill or decode"), FALSE,
};

static void
prediction_defaults (Validator *v,
                     LvObject  *o)
{
  AkPrediction *p = o->item;

  p->phase = AK_PHASE_DECODE;
  p->batch_size = 1;
  p->context_tokens = 2048;
}

static gboolean
is_verdict (AkQuantity quantity)
{
  return quantity == AK_QUANTITY_BOUND || quantity == AK_QUANTITY_KITCHEN_BOUND;
}

/* The member each quantity cannot do without, beyond those all need. */
static void
require (Validator  *v,
         LvObject   *o,
         const char *value,
         const char *member)
{
  const AkPrediction *p = o->item;

  if (value == NULL)
    report (v, o->node, AK_LESSON_ERROR_MISSING, _("the quantity \"%s\" needs the member \"%s\""),
            quantities.names[p->quantity], member);
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

static void
check_prediction (Validator *v,
                  LvObject  *o)
{
  const AkPrediction *p = o->item;
  static const char tolerance[] = "tolerance";

  switch (p->quantity)
    {
    case AK_QUANTITY_RIDGE_POINT:
      require (v, o, p->accelerator_id, "accelerator");
      break;
    case AK_QUANTITY_MEMORY_NEEDED_GB:
      require (v, o, p->model_id, "model");
      break;
    case AK_QUANTITY_KITCHEN_CHOPS_PER_SECOND:
    case AK_QUANTITY_KITCHEN_BOUND:
      require (v, o, p->preset_id, "preset");
      if (p->preset_id != NULL && !page_has_preset (o->parent, p->preset_id))
        report (v, o->node, AK_LESSON_ERROR_REFERENCE,
                _("unknown preset \"%s\" (no kitchen preset with this id on this page)"), p->preset_id);
      break;
    default:
      require (v, o, p->model_id, "model");
      require (v, o, p->accelerator_id, "accelerator");
      break;
    }

  /* A tolerance given but wrong is reported at the member itself. */
  if (!is_verdict (p->quantity) && lv_get_member (v, o->node, "tolerance", FALSE) == NULL)
    require (v, o, NULL, tolerance);
}

static const LvMember prediction_members[] = {
  LV_MEMBER ("id", LV_UNIQUE_ID, LV_REQUIRED, 0, 0, LV_FIELD (AkPrediction, id)),
  LV_MEMBER ("question", LV_TEXT, LV_REQUIRED, 0, 0, LV_FIELD (AkPrediction, question)),
  LV_MEMBER ("quantity", LV_ENUM, LV_REQUIRED, 0, 0, LV_FIELD (AkPrediction, quantity), .names = &quantities),
  LV_MEMBER ("accelerator", LV_ACCELERATOR, LV_OPTIONAL, 0, 0, LV_FIELD (AkPrediction, accelerator_id)),
  LV_MEMBER ("model", LV_MODEL, LV_OPTIONAL, 0, 0, LV_FIELD (AkPrediction, model_id)),
  LV_MEMBER ("preset", LV_ID, LV_OPTIONAL, 0, 0, LV_FIELD (AkPrediction, preset_id)),
  LV_MEMBER ("phase", LV_ENUM, LV_OPTIONAL, 0, 0, LV_FIELD (AkPrediction, phase), .names = &phases),
  LV_MEMBER ("batch", LV_INTEGER, LV_OPTIONAL, 1, AK_INFERENCE_MAX_BATCH, LV_FIELD (AkPrediction, batch_size)),
  LV_MEMBER ("context", LV_INTEGER, LV_OPTIONAL, 1, AK_INFERENCE_MAX_TOKENS, LV_FIELD (AkPrediction, context_tokens)),
  LV_MEMBER ("tolerance", LV_NUMBER, LV_OPTIONAL, 1e-3, 10, LV_FIELD (AkPrediction, tolerance)),
  LV_MEMBER ("explanation", LV_MARKUP, LV_REQUIRED, 0, 0, LV_FIELD (AkPrediction, explanation)),
};

const LvSchema lv_prediction_schema = {
  sizeof (AkPrediction), (GDestroyNotify) _ak_prediction_free, prediction_defaults,
  LV_MEMBERS (prediction_members), check_prediction,
};

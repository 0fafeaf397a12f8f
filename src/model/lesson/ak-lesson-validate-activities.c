/* ak-lesson-validate-activities.c: the tables of the kitchen, sort, quiz
 * and batch pages, with their presets, pieces and questions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "ak-inference.h"
#include "ak-lesson-validate-kinds-private.h"

/* Kitchen */

#define RATE(name) \
  LV_MEMBER (#name, LV_NUMBER, LV_REQUIRED, 1e-6, 1e6, LV_FIELD (AkKitchenPreset, name))
#define RATE_OPTIONAL(name) \
  LV_MEMBER (#name, LV_NUMBER, LV_OPTIONAL, 1e-6, 1e6, LV_FIELD (AkKitchenPreset, name))

static const LvMember preset_members[] = {
  LV_MEMBER ("id", LV_UNIQUE_ID, LV_REQUIRED, 0, 0, LV_FIELD (AkKitchenPreset, id)),
  LV_MEMBER ("label", LV_TEXT, LV_REQUIRED, 0, 0, LV_FIELD (AkKitchenPreset, label)),
  LV_MEMBER ("description", LV_TEXT, LV_OPTIONAL, 0, 0, LV_FIELD (AkKitchenPreset, description)),
  LV_MEMBER ("cooks", LV_INTEGER, LV_REQUIRED, 1, 1024, LV_FIELD (AkKitchenPreset, cooks)),
  RATE (chops_per_second_per_cook),
  RATE (hallway_ingredients_per_second),
  RATE (chops_per_ingredient),
  LV_MEMBER ("counter_capacity", LV_INTEGER, LV_REQUIRED, 1, 64, LV_FIELD (AkKitchenPreset, counter_capacity)),
  /* kitchens that share every order through a hatch (ak-hatch-sim.h) */
  LV_MEMBER ("kitchens", LV_INTEGER, LV_OPTIONAL, 1, 8, LV_FIELD (AkKitchenPreset, kitchens)),
  RATE_OPTIONAL (hatch_items_per_second),
};

/* One kitchen unless the preset says more. */
static void
init_preset (Validator *v,
             LvObject  *o)
{
  ((AkKitchenPreset *) o->item)->kitchens = 1;
}

/* Two or more kitchens pass dishes through the hatch: its rate is needed. */
static void
check_preset (Validator *v,
              LvObject  *o)
{
  const AkKitchenPreset *preset = o->item;

  if (preset->kitchens > 1 && lv_get_member (v, o->node, "hatch_items_per_second", FALSE) == NULL)
    report (v, o->node, AK_LESSON_ERROR_MISSING,
            _("required member \"hatch_items_per_second\" is missing: a preset of two or more "
              "kitchens passes half-done dishes through the hatch"));
}

static const LvSchema preset_schema = {
  sizeof (AkKitchenPreset), (GDestroyNotify) _ak_kitchen_preset_free, init_preset,
  LV_MEMBERS (preset_members), check_preset,
};

static const LvMember kitchen_page_members[] = {
  LV_MEMBER ("presets", LV_OBJECTS, LV_REQUIRED, 1, 20, LV_FIELD (AkPage, presets), .schema = &preset_schema),
  LV_PREDICTIONS,
};

const LvSchema lv_kitchen_page_schema = { 0, NULL, NULL, LV_MEMBERS (kitchen_page_members) };

/* Sort */

static const LvEnum bins = {
  (const char * const[]) { "compute-bound", "memory-bound", "link-bound", NULL },
  N_("bin"), N_("compute-bound, memory-bound or link-bound"), FALSE,
};
G_STATIC_ASSERT (AK_BIN_COMPUTE == 0 && AK_BIN_MEMORY == 1 && AK_BIN_LINK == 2);

/* The bins a page names, in words, for a message: "compute-bound, memory-bound". */
static char *
bin_names (guint mask)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint b = 0; bins.names[b] != NULL; b++)
    if (mask & (1u << b))
      g_string_append_printf (text, "%s%s", text->len > 0 ? ", " : "", bins.names[b]);
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* A piece's bin must be one its page has (read before the pieces). */
static void
check_piece_bin (Validator *v,
                 LvObject  *o,
                 JsonNode  *member)
{
  const AkSortPiece *piece = o->item;
  const AkPage *page = o->parent;
  g_autofree char *names = NULL;

  if (page == NULL || (page->sort_bins & (1u << piece->bin)))
    return;
  names = bin_names (page->sort_bins);
  report (v, member, AK_LESSON_ERROR_REFERENCE,
          _("\"%s\" is not a bin of this page (it has %s); add it to the page's \"bins\""),
          bins.names[piece->bin], names);
}

static const LvMember piece_members[] = {
  LV_MEMBER ("id", LV_UNIQUE_ID, LV_REQUIRED, 0, 0, LV_FIELD (AkSortPiece, id)),
  LV_MEMBER ("label", LV_TEXT, LV_REQUIRED, 0, 0, LV_FIELD (AkSortPiece, label)),
  LV_MEMBER ("bin", LV_ENUM, LV_REQUIRED, 0, 0, LV_FIELD (AkSortPiece, bin), .names = &bins,
    .then = check_piece_bin),
  LV_MEMBER ("explanation", LV_MARKUP, LV_REQUIRED, 0, 0, LV_FIELD (AkSortPiece, explanation)),
};

static const LvSchema piece_schema = {
  sizeof (AkSortPiece), (GDestroyNotify) _ak_sort_piece_free, NULL, LV_MEMBERS (piece_members),
};

static void
sort_defaults (Validator *v,
               LvObject  *o)
{
  ((AkPage *) o->item)->sort_bins = AK_SORT_BINS_DEFAULT;
}

/* 2 or 3 different bins; compute- and memory-bound when absent. */
static gboolean
read_bins (Validator      *v,
           LvObject       *o,
           const LvMember *m,
           JsonNode       *member)
{
  AkPage *page = o->item;
  JsonArray *array = lv_read_array_node (v, member, 2, 3);
  guint mask = 0;
  gboolean ok = array != NULL;

  for (guint i = 0; array != NULL && i < json_array_get_length (array); i++)
    {
      JsonNode *item = json_array_get_element (array, i);
      gsize saved = lv_path_push_index (v, i);
      int bin = lv_read_enum_node (v, item, bins.names, bins.what, bins.expected);

      if (bin >= 0 && (mask & (1u << bin)))
        report (v, item, AK_LESSON_ERROR_DUPLICATE, _("\"%s\" is named twice"), bins.names[bin]);
      ok &= bin >= 0 && !(mask & (1u << bin));
      if (bin >= 0)
        mask |= 1u << bin;
      lv_path_pop (v, saved);
    }
  /* a wrong list was said once: the pieces are then checked against none */
  page->sort_bins = ok ? mask : (1u << (AK_BIN_LINK + 1)) - 1;
  return ok;
}

static const LvMember sort_page_members[] = {
  LV_MEMBER ("bins", LV_CUSTOM, LV_OPTIONAL, 0, 0, 0, .read = read_bins),
  LV_MEMBER ("pieces", LV_OBJECTS, LV_REQUIRED, 2, 40, LV_FIELD (AkPage, pieces), .schema = &piece_schema),
};

const LvSchema lv_sort_page_schema = { 0, NULL, sort_defaults, LV_MEMBERS (sort_page_members) };

/* Quiz */

static void
count_choices (Validator *v,
               LvObject  *o,
               JsonNode  *member)
{
  AkQuestion *question = o->item;

  question->n_choices = g_strv_length (question->choices);
}

/* An index into the choices (read before it). */
static gboolean
read_answer (Validator      *v,
             LvObject       *o,
             const LvMember *m,
             JsonNode       *member)
{
  AkQuestion *question = o->item;
  g_autofree char *literal = NULL;
  gboolean integral;
  double value;

  if (!lv_read_number_node (v, member, &value, &integral, &literal))
    return FALSE;

  if (!integral)
    report (v, member, AK_LESSON_ERROR_TYPE, _("expected an integer, found %s"), literal);
  else if (question->choices != NULL && (value < 0 || value >= question->n_choices))
    report (v, member, AK_LESSON_ERROR_RANGE, _("%s is out of range (%u choices)"),
            literal, question->n_choices);
  else if (value < 0 || value >= 6)
    report (v, member, AK_LESSON_ERROR_RANGE, _("%s is out of range (0 to 5)"), literal);
  else
    {
      question->answer = (guint) value;
      return TRUE;
    }

  return FALSE;
}

static const LvMember question_members[] = {
  LV_MEMBER ("id", LV_UNIQUE_ID, LV_REQUIRED, 0, 0, LV_FIELD (AkQuestion, id)),
  LV_MEMBER ("prompt", LV_TEXT, LV_REQUIRED, 0, 0, LV_FIELD (AkQuestion, prompt)),
  LV_MEMBER ("choices", LV_STRINGS, LV_REQUIRED, 2, 6, LV_FIELD (AkQuestion, choices),
    .strings = STRING_TEXT, .then = count_choices),
  LV_MEMBER ("answer", LV_CUSTOM, LV_REQUIRED, 0, 0, 0, .read = read_answer),
  LV_MEMBER ("explanation", LV_MARKUP, LV_REQUIRED, 0, 0, LV_FIELD (AkQuestion, explanation)),
  LV_MEMBER ("keep_order", LV_BOOL, LV_OPTIONAL, 0, 0, LV_FIELD (AkQuestion, keep_order)),
  LV_MEMBER ("see_page", LV_PAGE, LV_OPTIONAL, 0, 0, LV_FIELD (AkQuestion, see_page)),
};

static const LvSchema question_schema = {
  sizeof (AkQuestion), (GDestroyNotify) _ak_question_free, NULL, LV_MEMBERS (question_members),
};

static const LvMember quiz_page_members[] = {
  LV_MEMBER ("questions", LV_OBJECTS, LV_REQUIRED, 1, 200, LV_FIELD (AkPage, questions),
    .schema = &question_schema),
};

const LvSchema lv_quiz_page_schema = { 0, NULL, NULL, LV_MEMBERS (quiz_page_members) };

/* Batch: all its members are optional */

static void
batch_defaults (Validator *v,
                LvObject  *o)
{
  AkPage *page = o->item;

  page->context_tokens = 2048;
  page->batch_size = 1;
  page->weight_precision = AK_PRECISION_BF16;
  page->kv_precision = AK_PRECISION_BF16;
}

static const LvMember batch_page_members[] = {
  LV_MEMBER ("model", LV_MODEL, LV_OPTIONAL, 0, 0, LV_FIELD (AkPage, model_id)),
  LV_MEMBER ("accelerator", LV_ACCELERATOR, LV_OPTIONAL, 0, 0, LV_FIELD (AkPage, accelerator_id)),
  LV_MEMBER ("context", LV_INTEGER, LV_OPTIONAL, 1, AK_INFERENCE_MAX_TOKENS, LV_FIELD (AkPage, context_tokens)),
  LV_MEMBER ("batch", LV_INTEGER, LV_OPTIONAL, 1, AK_INFERENCE_MAX_BATCH, LV_FIELD (AkPage, batch_size)),
  LV_MEMBER ("precision", LV_ENUM, LV_OPTIONAL, 0, 0, LV_FIELD (AkPage, weight_precision),
    .names = &lv_precisions),
  LV_MEMBER ("kv_precision", LV_ENUM, LV_OPTIONAL, 0, 0, LV_FIELD (AkPage, kv_precision),
    .names = &lv_precisions),
  LV_PREDICTIONS,
};

const LvSchema lv_batch_page_schema = {
  0, NULL, batch_defaults, LV_MEMBERS (batch_page_members),
};

/* Chips: the step on 1 to 64 chips; all its members are optional */

static const LvEnum chips_phases = {
  (const char * const[]) { "prefill", "decode", NULL }, N_("phase"), N_("prefill or decode"), FALSE,
};
G_STATIC_ASSERT (AK_PHASE_PREFILL == 0 && AK_PHASE_DECODE == 1);

/* ak_chips_policy_from_string() reads the name */
static const LvEnum layout_policies = {
  (const char * const[]) { "tensor", "pipeline", "fastest", NULL },
  N_("layout policy"), N_("tensor, pipeline or fastest"), TRUE,
};

static void
chips_defaults (Validator *v,
                LvObject  *o)
{
  AkPage *page = o->item;

  batch_defaults (v, o);
  page->phase = AK_PHASE_DECODE;
  page->layout_policy = g_strdup ("tensor");
}

static const LvMember chips_page_members[] = {
  LV_MEMBER ("model", LV_MODEL, LV_OPTIONAL, 0, 0, LV_FIELD (AkPage, model_id)),
  LV_MEMBER ("accelerator", LV_ACCELERATOR, LV_OPTIONAL, 0, 0, LV_FIELD (AkPage, accelerator_id)),
  LV_MEMBER ("context", LV_INTEGER, LV_OPTIONAL, 1, AK_INFERENCE_MAX_TOKENS, LV_FIELD (AkPage, context_tokens)),
  LV_MEMBER ("batch", LV_INTEGER, LV_OPTIONAL, 1, AK_INFERENCE_MAX_BATCH, LV_FIELD (AkPage, batch_size)),
  LV_MEMBER ("phase", LV_ENUM, LV_OPTIONAL, 0, 0, LV_FIELD (AkPage, phase), .names = &chips_phases),
  LV_MEMBER ("layout", LV_ENUM, LV_OPTIONAL, 0, 0, LV_FIELD (AkPage, layout_policy), .names = &layout_policies),
  LV_PREDICTIONS,
};

const LvSchema lv_chips_page_schema = {
  0, NULL, chips_defaults, LV_MEMBERS (chips_page_members),
};

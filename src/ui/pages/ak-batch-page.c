/* ak-batch-page.c: the batch explorer page
 *
 * Controls for a decode workload (model, accelerator, precisions, context
 * length, batch) and for speculative decoding; ak_batch_sweep_compute()
 * turns them into an AkBatchSweep, which the AkBatchChartView draws and the
 * readouts put into words. A field whose text is refused says why below
 * itself, and the sweep keeps its last accepted value, the readout saying
 * so (ak_results_show()).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "ak-batch-chart.h"
#include "ak-chart-file.h"
#include "ak-batch-page.h"
#include "ak-critical-batch.h"
#include "ak-efficiency-panel.h"
#include "ak-batch-page-system-private.h"
#include "ak-entry-problem.h"
#include "ak-field-commit.h"
#include "ak-chart-export.h"
#include "ak-file-chooser.h"
#include "ak-fixed-drop-down.h"
#include "ak-format.h"
#include "ak-hf-config.h"

/* What the page opens with when the lesson does not say. */
#define DEFAULT_DRAFT_TOKENS 4
#define DEFAULT_ACCEPTANCE   0.8
#define DEFAULT_COST_RATIO   0.1

typedef enum {
  FIELD_CONTEXT,
  FIELD_BATCH,
  FIELD_DRAFT,
  FIELD_ACCEPTANCE,
  FIELD_COST,
  N_FIELDS
} Field;

/* One model of the drop-down: a lesson model with a shape or a config.json. */
typedef struct {
  char               *name;
  AkTransformerShape  shape;
} ModelChoice;

struct _AkBatchPage
{
  AkActivityPage     parent_instance;

  AkLesson          *lesson;
  AkAcceleratorList *accelerators;
  GPtrArray         *models;       /* ModelChoice: the lesson's, then the catalogue's */
  guint              n_lesson_models;
  AkModelCatalog    *catalog;      /* the context's: models opened from config.json files */
  GtkStringList     *model_names;
  gboolean           ready;
  gboolean           syncing;
  double             values[N_FIELDS]; /* the last accepted value of each field */
  gboolean           stale;            /* a field is refused: it keeps its last accepted value */
  AkFieldCommit     *commit;           /* typed values count once typing stops */
  AkBatchSweep       sweep;
  gboolean           has_sweep;
  char              *system_sentence; /* about the chosen system, NULL for one chip */
  AkSystemControls  *system_controls;

  GtkDropDown       *model_drop_down;
  GtkLabel          *model_error;
  GtkDropDown       *accelerator_drop_down;
  GtkDropDown       *weight_drop_down;
  GtkDropDown       *kv_drop_down;
  GtkEntry          *entries[N_FIELDS];
  GtkLabel          *errors[N_FIELDS];
  AkBatchChartView      *chart;
  GtkLabel          *readout;
  AkEfficiencyPanel *efficiency_panel;
  GtkLabel          *speculative_readout;
  GtkLabel          *export_status;
};

G_DEFINE_FINAL_TYPE (AkBatchPage, ak_batch_page, AK_TYPE_ACTIVITY_PAGE)

static void
model_choice_free (gpointer data)
{
  ModelChoice *choice = data;

  g_free (choice->name);
  g_free (choice);
}

/* ---- reading the fields ------------------------------------------------------ */

/* What each field takes. */
static const AkNumberLimits limits[N_FIELDS] = {
  [FIELD_CONTEXT]    = { 1, AK_INFERENCE_MAX_TOKENS, TRUE, FALSE, FALSE },
  [FIELD_BATCH]      = { 1, AK_INFERENCE_MAX_BATCH, TRUE, FALSE, FALSE },
  [FIELD_DRAFT]      = { 1, AK_SPECULATIVE_MAX_DRAFT, TRUE, FALSE, FALSE },
  [FIELD_ACCEPTANCE] = { 1e-9, 1, FALSE, TRUE, TRUE },
  [FIELD_COST]       = { 1e-9, 1, FALSE, TRUE, FALSE },
};

static void
show_field_error (AkBatchPage *self,
                  Field        field,
                  const char  *message)
{
  gboolean ok = message == NULL;

  ak_entry_mark_refused (GTK_WIDGET (self->entries[field]), GTK_WIDGET (self->errors[field]), !ok);
  gtk_label_set_text (self->errors[field], ok ? "" : message);
  gtk_widget_set_visible (GTK_WIDGET (self->errors[field]), !ok);
}

/* Says below each field whether its text is refused; with @accept, a
 * field that takes its text takes it as its value. A refused one keeps
 * its last accepted value, so while any is refused the results are said
 * to be of the last accepted values (self->stale). */
static void
read_fields (AkBatchPage *self,
             gboolean     accept)
{
  self->stale = FALSE;
  for (Field f = 0; f < N_FIELDS; f++)
    {
      g_autoptr(GError) error = NULL;
      double value;

      if (ak_format_parse_field (gtk_editable_get_text (GTK_EDITABLE (self->entries[f])), &limits[f], &value, &error))
        {
          if (accept)
            self->values[f] = value;
          show_field_error (self, f, NULL);
        }
      else
        {
          show_field_error (self, f, error->message);
          self->stale = TRUE;
        }
    }
}

static void
set_field (AkBatchPage *self,
           Field        field,
           double       value)
{
  g_autofree char *text = ak_format_field_text (value, 8);

  self->values[field] = value;
  gtk_editable_set_text (GTK_EDITABLE (self->entries[field]), text);
  /* Set by the page, not typed: it counts at once. */
  g_signal_emit_by_name (self->entries[field], "activate");
}

/* ---- the sweep --------------------------------------------------------------- */

static const AkAccelerator *
selected_accelerator (AkBatchPage *self)
{
  return ak_accelerator_list_get_accelerator (self->accelerators,
                                              gtk_drop_down_get_selected (self->accelerator_drop_down));
}

static const ModelChoice *
selected_model (AkBatchPage *self)
{
  guint i = gtk_drop_down_get_selected (self->model_drop_down);

  return i < self->models->len ? g_ptr_array_index (self->models, i) : NULL;
}

static gboolean
compute_sweep (AkBatchPage  *self,
               AkBatchSweep *out_sweep,
               GError      **error)
{
  const ModelChoice *model = selected_model (self);
  const AkAccelerator *accelerator = selected_accelerator (self);
  guint weight = gtk_drop_down_get_selected (self->weight_drop_down);
  guint kv = gtk_drop_down_get_selected (self->kv_drop_down);
  AkBatchSweepRequest request;
  AkInferenceMachine machine;

  g_clear_pointer (&self->system_sentence, g_free);
  if (model == NULL || accelerator == NULL || weight >= AK_N_PRECISIONS || kv >= AK_N_PRECISIONS)
    {
      g_set_error_literal (error, AK_FORMAT_ERROR, AK_FORMAT_ERROR_INVALID,
                           _("Choose a model and an accelerator."));
      return FALSE;
    }

  request = (AkBatchSweepRequest) {
    .context_tokens = self->values[FIELD_CONTEXT],
    .batch_size = self->values[FIELD_BATCH],
    .weight_precision = (AkPrecision) weight,
    .kv_precision = (AkPrecision) kv,
    .compute_precision = ak_inference_default_compute ((AkPrecision) weight),
    .draft_tokens = (guint) self->values[FIELD_DRAFT],
    .acceptance = self->values[FIELD_ACCEPTANCE],
    .draft_cost_ratio = self->values[FIELD_COST],
  };
  ak_efficiency_panel_get_efficiency (self->efficiency_panel, &request.efficiency);
  return ak_inference_machine_for_accelerator (accelerator, request.weight_precision,
                                               request.compute_precision, &machine, error) &&
         _ak_batch_page_system_sweep (self->system_controls, self->lesson, accelerator, &model->shape,
                                      &request, &machine, out_sweep, &self->system_sentence, error);
}

/* ---- the readouts -------------------------------------------------------------- */

static void
append_sentence (GString    *text,
                 const char *sentence)
{
  if (text->len > 0)
    g_string_append_c (text, ' ');
  g_string_append (text, sentence);
}

static void
show_memory (GString            *text,
             const AkBatchSweep *s,
             const AkBatchPoint *p)
{
  g_autofree char *memory = ak_format_si (s->memory_bytes, "B");
  g_autofree char *weights = ak_format_si (s->weight_bytes, "B");
  g_autofree char *kv = ak_format_si (s->kv_bytes_per_sequence * p->batch, "B");
  g_autofree char *fits = ak_format_number_trimmed (s->max_batch, 8);
  g_autofree char *line = NULL;

  if (!s->memory_known)
    {
      append_sentence (text, _("The accelerator’s memory is not known, so the page cannot say which batches fit."));
      return;
    }
  if (s->max_batch < 1)
    /* Translators: the weights' size, then the accelerator's memory */
    line = g_strdup_printf (_("The weights alone (%s) do not fit in the accelerator’s %s of memory."),
                            weights, memory);
  else
    /* Translators: the accelerator's memory, then a number of sequences */
    line = g_strdup_printf (_("Largest batch that fits in %s of memory: %s sequences."), memory, fits);
  append_sentence (text, line);
  if (!p->fits_in_memory)
    {
      g_autofree char *wall = NULL;

      /* Translators: the weights' size and the KV cache's size */
      wall = g_strdup_printf (_("This batch does not fit: %s of weights and %s of KV cache are more than the memory holds."),
                              weights, kv);
      append_sentence (text, wall);
    }
}

/* The estimate beside the bound, with its factors named; on a system the
 * system's step derated (ak_parallel_estimate()), per chip as the bound. */
static char *
estimate_sentence (const AkBatchSweep *s,
                   const AkBatchPoint *p)
{
  g_autofree char *ms = ak_format_number (p->estimate_ms_per_token, 3);
  g_autofree char *tps = ak_format_number (p->estimate_tokens_per_s, 3);
  g_autofree char *factors = ak_efficiency_describe (&s->efficiency);

  /* Translators: milliseconds per token, tokens per second, then the factors in words */
  return g_strdup_printf (_("Estimate (dashed): %s ms per token, %s tokens/s per chip, with %s."), ms, tps,
                          factors);
}

static void
show_readout (AkBatchPage        *self,
              const AkBatchSweep *s)
{
  const AkBatchPoint *p = &s->points[s->selected];
  g_autoptr(GString) text = g_string_new (NULL);
  g_autofree char *critical = ak_format_number (s->critical_batch, 3);
  g_autofree char *batch = ak_format_number_trimmed (p->batch, 8);
  g_autofree char *ms = ak_format_number (p->ms_per_token, 3);
  g_autofree char *tps = ak_format_number (p->tokens_per_s, 3);
  g_autofree char *line = NULL;

  /* Translators: a batch size, sequences */
  line = g_strdup_printf (_("Critical batch: %s sequences (from here the weight matrix multiplies are compute-bound)."),
                          critical);
  append_sentence (text, line);
  g_clear_pointer (&line, g_free);
  line = ak_critical_batch_describe (s->critical_batch_with_kv);
  append_sentence (text, line);
  show_memory (text, s, p);
  g_clear_pointer (&line, g_free);
  /* Translators: batch, milliseconds per token, tokens per second, and memory- or compute-bound */
  line = g_strdup_printf (_("At batch %s: %s ms per token, %s tokens/s per chip, %s."), batch, ms, tps,
                          p->bound == AK_BOUND_COMPUTE ? _("compute-bound") : _("memory-bound"));
  append_sentence (text, line);
  g_clear_pointer (&line, g_free);
  line = estimate_sentence (s, p);
  append_sentence (text, line);
  if (self->system_sentence != NULL)
    append_sentence (text, self->system_sentence);
  ak_results_show (self->readout, text->str, GTK_WIDGET (self->chart), self->stale);
}

static void
show_speculative (AkBatchPage        *self,
                  const AkBatchSweep *s)
{
  const AkSpeculativeResult *r = &s->speculative;
  g_autoptr(GString) text = g_string_new (NULL);
  g_autofree char *tokens = ak_format_number (r->expected_tokens_per_pass, 3);
  g_autofree char *speedup = ak_format_number (r->speedup, 3);
  g_autofree char *batch = ak_format_number_trimmed (s->points[s->selected].batch, 8);
  g_autofree char *line = NULL;

  if (!s->has_speculative)
    {
      gtk_label_set_text (self->speculative_readout, "");
      return;
    }
  /* Translators: expected tokens per pass, (1 − a^(k+1)) / (1 − a) (Leviathan et al. 2023) */
  line = g_strdup_printf (_("Expected tokens per verification pass: %s, from (1 − a^(k+1)) ÷ (1 − a) "
                            "(Leviathan et al., 2023)."), tokens);
  append_sentence (text, line);
  g_clear_pointer (&line, g_free);
  /* Translators: a batch size, then a speed-up factor */
  line = g_strdup_printf (_("Speedup at batch %s: %s×."), batch, speedup);
  append_sentence (text, line);
  append_sentence (text, r->verify_bound == AK_BOUND_COMPUTE
                   ? _("Here the verification pass is compute-bound: checking k + 1 tokens per sequence "
                       "now costs k + 1 times the arithmetic, the spare FLOPs are gone, and the gain shrinks "
                       "(below 1× speculation slows decoding down).")
                   : _("Here the verification pass is still memory-bound: it reads the weights once for all "
                       "k + 1 tokens, so it costs about one ordinary step. At a larger batch it turns "
                       "compute-bound and the gain shrinks."));
  gtk_label_set_text (self->speculative_readout, text->str);
}

static void
update (AkBatchPage *self)
{
  g_autoptr(GError) error = NULL;
  AkBatchSweep sweep;

  if (!self->ready)
    return;

  ak_efficiency_panel_offer_for (self->efficiency_panel, ak_activity_page_get_context (AK_ACTIVITY_PAGE (self)),
                                 selected_accelerator (self));
  read_fields (self, TRUE);
  if (!compute_sweep (self, &sweep, &error))
    {
      /* the chart of the last sweep stays, faded, under the reason */
      ak_results_show (self->readout, error->message, GTK_WIDGET (self->chart), FALSE);
      gtk_widget_add_css_class (GTK_WIDGET (self->chart), "stale");
      gtk_label_set_text (self->speculative_readout, "");
      return;
    }

  self->sweep = sweep;
  self->has_sweep = TRUE;
  self->syncing = TRUE;
  ak_batch_chart_view_set_sweep (self->chart, &self->sweep);
  self->syncing = FALSE;
  show_readout (self, &self->sweep);
  show_speculative (self, &self->sweep);
}

/* ---- template callbacks ---------------------------------------------------------- */

static void
inputs_changed_cb (AkBatchPage *self)
{
  if (!self->syncing)
    update (self);
}

/* A typed field: each key says what is refused, the values count once
 * typing stops (ak-field-commit.c), so "1e30" never plans at 1 or 1,000. */
static void
fields_changed (GtkWidget *page,
                gboolean   commit)
{
  AkBatchPage *self = AK_BATCH_PAGE (page);

  if (self->syncing || !self->ready)
    return;
  if (commit)
    {
      update (self);
      return;
    }
  /* while one is refused, the results are of the last accepted values */
  read_fields (self, FALSE);
  if (self->has_sweep)
    show_readout (self, &self->sweep);
}

/* Keys or the pointer chose a batch of the sweep: it becomes the batch. */
static void
chart_selected_cb (AkBatchPage *self)
{
  guint index = ak_batch_chart_view_get_selected (self->chart);

  if (self->syncing || !self->has_sweep || index >= self->sweep.n_points)
    return;
  set_field (self, FIELD_BATCH, self->sweep.points[index].batch);
}

/* ---- config.json ------------------------------------------------------------------ */

static void
add_choice (AkBatchPage              *self,
            const char               *name,
            const AkTransformerShape *shape)
{
  ModelChoice *choice = g_new0 (ModelChoice, 1);

  choice->name = g_strdup (name);
  choice->shape = *shape;
  g_ptr_array_add (self->models, choice);
  gtk_string_list_append (self->model_names, choice->name);
}

/* Opened here or on another page: offered here too. */
static void
file_added_cb (AkBatchPage    *self,
               guint           index,
               AkModelCatalog *models)
{
  const AkModelSpec *model = ak_model_catalog_get_file (models, index);

  add_choice (self, model->name, &model->shape);
}

/**
 * ak_batch_page_load_config:
 * @self: a page
 * @file: a Hugging Face config.json
 * @error: why the file gives no model, see ak_model_catalog_open_file()
 *
 * Adds the model @file describes to the context's model catalogue, so
 * that every page offers it, and selects it here. On failure the page
 * shows the reason under the drop-down and the selected model stays.
 *
 * Returns: %TRUE if the model was added
 */
gboolean
ak_batch_page_load_config (AkBatchPage *self,
                           GFile       *file,
                           GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  guint index;

  g_return_val_if_fail (AK_IS_BATCH_PAGE (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  if (!ak_model_catalog_open_file (self->catalog, file, &index, &local_error))
    {
      gtk_label_set_text (self->model_error, local_error->message);
      gtk_widget_set_visible (GTK_WIDGET (self->model_error), TRUE);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }

  gtk_label_set_text (self->model_error, "");
  gtk_widget_set_visible (GTK_WIDGET (self->model_error), FALSE);
  gtk_drop_down_set_selected (self->model_drop_down, self->n_lesson_models + index);
  return TRUE;
}

#define OPEN_CONFIG_KEY "ak-open-config"

static gboolean
load_chosen_config (GtkWidget  *page,
                    GFile      *file,
                    GError    **error)
{
  return ak_batch_page_load_config (AK_BATCH_PAGE (page), file, error);
}

static void
open_clicked_cb (AkBatchPage *self)
{
  GtkFileChooser *chooser = ak_file_chooser_ask (GTK_WIDGET (self), OPEN_CONFIG_KEY, _("Open config.json"),
                                                 GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"), load_chosen_config);

  if (chooser == NULL)
    return;
  ak_file_chooser_add_json_filter (chooser, _("JSON files"));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

/* ---- export ------------------------------------------------------------------------ */

/**
 * ak_batch_page_export:
 * @self: a page
 * @file: where to write; PNG, SVG or PDF by its name's ending
 * @error: return location for an error from ak_chart_file_export()
 *
 * Writes the charts the page shows. A failure is shown beside the Export
 * button; a success goes by as a toast.
 *
 * Returns: %TRUE if the file was written
 */
gboolean
ak_batch_page_export (AkBatchPage *self,
                      GFile       *file,
                      GError     **error)
{
  g_return_val_if_fail (AK_IS_BATCH_PAGE (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  return ak_chart_export_write (self->has_sweep ? AK_CHART_PAINTER (ak_batch_chart_view_get_renderer (self->chart)) : NULL,
                                file, self->export_status,
                                ak_activity_page_get_context (AK_ACTIVITY_PAGE (self)), error);
}

static gboolean
export_chosen (GtkWidget  *page,
               GFile      *file,
               GError    **error)
{
  return ak_batch_page_export (AK_BATCH_PAGE (page), file, error);
}

static void
export_clicked_cb (AkBatchPage *self)
{
  /* Translators: the suggested file name; keep the .png ending */
  ak_chart_export_ask (GTK_WIDGET (self), _("batch.png"), export_chosen);
}

/* A page command: what its button and its shortcut do. */
static void
open_clicked_cb_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  open_clicked_cb (AK_BATCH_PAGE (widget));
}

/* A page command: what its button and its shortcut do. */
static void
export_clicked_cb_action (GtkWidget  *widget,
                          const char *action_name,
                          GVariant   *parameter)
{
  export_clicked_cb (AK_BATCH_PAGE (widget));
}

/* ---- set-up -------------------------------------------------------------------------- */

/* The lesson's models with a shape, each once, in the lesson's order. */
static guint
fill_models (AkBatchPage  *self,
             const AkPage *page)
{
  guint initial = 0;

  for (guint p = 0; p < ak_lesson_get_n_pages (self->lesson); p++)
    {
      const AkPage *other = ak_lesson_get_page (self->lesson, p);

      for (guint i = 0; other->models != NULL && i < other->models->len; i++)
        {
          const AkModelSpec *model = g_ptr_array_index (other->models, i);
          gboolean seen = FALSE;

          for (guint j = 0; j < self->models->len && !seen; j++)
            seen = g_strcmp0 (((ModelChoice *) g_ptr_array_index (self->models, j))->name, model->name) == 0;
          if (!model->has_shape || seen)
            continue;
          if (g_strcmp0 (model->id, page->model_id) == 0)
            initial = self->models->len;
          add_choice (self, model->name, &model->shape);
        }
    }

  /* then the config.json files opened so far, on any page */
  self->n_lesson_models = self->models->len;
  for (guint i = 0; i < ak_model_catalog_get_n_files (self->catalog); i++)
    file_added_cb (self, i, self->catalog);
  return initial;
}

static void
fill_precisions (GtkDropDown *drop_down,
                 AkPrecision  initial)
{
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);

  for (guint p = 0; p < AK_N_PRECISIONS; p++)
    {
      g_autofree char *name = g_ascii_strup (ak_precision_to_string (p), -1);
      g_autofree char *bytes = ak_format_number_trimmed (ak_precision_bytes (p), 3);
      /* Translators: a precision and its size, e.g. "BF16, 2 bytes" */
      g_autofree char *item = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s, %s byte", "%s, %s bytes",
                                                            ak_precision_bytes (p) == 1 ? 1 : 2),
                                               name, bytes);

      gtk_string_list_append (names, item);
    }
  gtk_drop_down_set_model (drop_down, G_LIST_MODEL (names));
  gtk_drop_down_set_selected (drop_down, initial);
}

/* Long model and accelerator names are cut short rather than widen the
 * page past a narrow window. */
static void
set_initial_inputs (AkBatchPage  *self,
                    const AkPage *page)
{
  const AkAccelerator *accelerator = page->accelerator_id != NULL
                                     ? ak_lesson_find_accelerator (self->lesson, page->accelerator_id) : NULL;
  guint position = accelerator != NULL ? ak_accelerator_list_find (self->accelerators, accelerator) : G_MAXUINT;
  guint model = fill_models (self, page);

  /* the pages' one kind of drop-down: one width, long names ellipsized */
  ak_fixed_drop_down_fill (self->model_drop_down, g_object_ref (G_LIST_MODEL (self->model_names)), model);
  gtk_drop_down_set_expression (self->accelerator_drop_down,
                                gtk_property_expression_new (AK_TYPE_ACCELERATOR_ITEM, NULL, "name"));
  ak_fixed_drop_down_fill (self->accelerator_drop_down, g_object_ref (G_LIST_MODEL (self->accelerators)),
                           position != G_MAXUINT ? position : 0);
  fill_precisions (self->weight_drop_down, page->weight_precision);
  fill_precisions (self->kv_drop_down, page->kv_precision);
  set_field (self, FIELD_CONTEXT, page->context_tokens > 0 ? page->context_tokens : 2048);
  set_field (self, FIELD_BATCH, page->batch_size > 0 ? page->batch_size : 1);
  set_field (self, FIELD_DRAFT, DEFAULT_DRAFT_TOKENS);
  set_field (self, FIELD_ACCEPTANCE, DEFAULT_ACCEPTANCE);
  set_field (self, FIELD_COST, DEFAULT_COST_RATIO);
}

/* Each field names its error label as the message of its errors. */
static void
relate_errors (AkBatchPage *self)
{
  for (Field f = 0; f < N_FIELDS; f++)
    {
      gtk_accessible_update_relation (GTK_ACCESSIBLE (self->entries[f]),
                                      GTK_ACCESSIBLE_RELATION_ERROR_MESSAGE, self->errors[f],
                                      -1);
      gtk_accessible_update_relation (GTK_ACCESSIBLE (self->entries[f]),
                                      GTK_ACCESSIBLE_RELATION_DESCRIBED_BY, self->errors[f], NULL,
                                      -1);
    }
}

static void
ak_batch_page_dispose (GObject *object)
{
  AkBatchPage *self = AK_BATCH_PAGE (object);

  ak_file_chooser_close (GTK_WIDGET (self), OPEN_CONFIG_KEY);
  ak_chart_export_close (GTK_WIDGET (self));
  g_clear_pointer (&self->commit, ak_field_commit_free);
  gtk_widget_dispose_template (GTK_WIDGET (object), AK_TYPE_BATCH_PAGE);
  g_clear_object (&self->accelerators);
  g_clear_object (&self->lesson);
  g_clear_object (&self->model_names);
  if (self->catalog != NULL)
    g_signal_handlers_disconnect_by_data (self->catalog, self);
  g_clear_object (&self->catalog);
  g_clear_pointer (&self->models, g_ptr_array_unref);
  g_clear_pointer (&self->system_sentence, g_free);

  G_OBJECT_CLASS (ak_batch_page_parent_class)->dispose (object);
}

static void
ak_batch_page_class_init (AkBatchPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ak_batch_page_dispose;

  g_type_ensure (AK_TYPE_BATCH_CHART_VIEW);
  g_type_ensure (AK_TYPE_EFFICIENCY_PANEL);
  g_type_ensure (AK_TYPE_SYSTEM_CONTROLS);
  gtk_widget_class_set_template_from_resource (widget_class, AK_RESOURCE_PREFIX "/ui/ak-batch-page.ui");
  gtk_widget_class_bind_template_child (widget_class, AkBatchPage, model_drop_down);
  gtk_widget_class_bind_template_child (widget_class, AkBatchPage, model_error);
  gtk_widget_class_bind_template_child (widget_class, AkBatchPage, accelerator_drop_down);
  gtk_widget_class_bind_template_child (widget_class, AkBatchPage, weight_drop_down);
  gtk_widget_class_bind_template_child (widget_class, AkBatchPage, kv_drop_down);
  gtk_widget_class_bind_template_child (widget_class, AkBatchPage, system_controls);
  gtk_widget_class_bind_template_child (widget_class, AkBatchPage, chart);
  gtk_widget_class_bind_template_child (widget_class, AkBatchPage, readout);
  gtk_widget_class_bind_template_child (widget_class, AkBatchPage, efficiency_panel);
  gtk_widget_class_bind_template_child (widget_class, AkBatchPage, speculative_readout);
  gtk_widget_class_bind_template_child (widget_class, AkBatchPage, export_status);
#define BIND_FIELD(field, entry, error) \
  gtk_widget_class_bind_template_child_full (widget_class, entry, FALSE, G_STRUCT_OFFSET (AkBatchPage, entries[field])); \
  gtk_widget_class_bind_template_child_full (widget_class, error, FALSE, G_STRUCT_OFFSET (AkBatchPage, errors[field]))
  BIND_FIELD (FIELD_CONTEXT, "context_entry", "context_error");
  BIND_FIELD (FIELD_BATCH, "batch_entry", "batch_error");
  BIND_FIELD (FIELD_DRAFT, "draft_entry", "draft_error");
  BIND_FIELD (FIELD_ACCEPTANCE, "acceptance_entry", "acceptance_error");
  BIND_FIELD (FIELD_COST, "cost_entry", "cost_error");
#undef BIND_FIELD
  gtk_widget_class_bind_template_callback (widget_class, inputs_changed_cb);
  /* Page commands: their buttons and their keys (listed in the shortcuts window). */
  gtk_widget_class_install_action (widget_class, "batch.open-config", NULL, open_clicked_cb_action);
  gtk_widget_class_install_action (widget_class, "batch.export-chart", NULL, export_clicked_cb_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_e, GDK_CONTROL_MASK, "batch.export-chart", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_o, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "batch.open-config", NULL);
  gtk_widget_class_set_css_name (widget_class, "batchpage");
}

static void
ak_batch_page_init (AkBatchPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->models = g_ptr_array_new_with_free_func (model_choice_free);
  self->model_names = gtk_string_list_new (NULL);
  relate_errors (self);
  self->commit = ak_field_commit_new (GTK_WIDGET (self), fields_changed);
  for (Field f = 0; f < N_FIELDS; f++)
    ak_field_commit_watch (self->commit, GTK_EDITABLE (self->entries[f]));
  g_signal_connect_swapped (self->chart, "notify::selected", G_CALLBACK (chart_selected_cb), self);
  g_signal_connect_swapped (self->efficiency_panel, "notify::summary", G_CALLBACK (update), self);
}

/**
 * ak_batch_page_new:
 * @context: what pages are handed: the lesson, and the shared list of
 *   accelerators (the lesson's, then this computer once measured), which
 *   the page follows
 * @page: a batch page of the context's lesson: its model, accelerator,
 *   context length and batch are what the explorer opens with
 *
 * Returns: (transfer floating): the page: the explorer, then the page's
 *   reading blocks
 */
GtkWidget *
ak_batch_page_new (AkPageContext *context,
                   const AkPage  *page)
{
  AkBatchPage *self;

  g_return_val_if_fail (AK_IS_PAGE_CONTEXT (context), NULL);
  g_return_val_if_fail (page != NULL, NULL);

  self = g_object_new (AK_TYPE_BATCH_PAGE, NULL);
  /* The page is owned by the lesson, which this page keeps alive. */
  self->lesson = g_object_ref (ak_page_context_get_lesson (context));
  self->accelerators = g_object_ref (ak_page_context_get_accelerators (context));
  self->catalog = g_object_ref (ak_page_context_get_models (context));
  set_initial_inputs (self, page);
  g_signal_connect_object (self->catalog, "file-added", G_CALLBACK (file_added_cb), self, G_CONNECT_SWAPPED);
  self->ready = TRUE;
  update (self);
  /* A new measurement has new figures. */
  g_signal_connect_object (self->accelerators, "items-changed", G_CALLBACK (update),
                           self, G_CONNECT_SWAPPED | G_CONNECT_AFTER);

  ak_activity_page_set_page (AK_ACTIVITY_PAGE (self), context, page);
  return GTK_WIDGET (self);
}

/**
 * ak_batch_page_get_sweep:
 * @self: a page
 *
 * Returns: (transfer none) (nullable): the sweep the chart shows, or %NULL
 *   before the inputs gave one
 */
const AkBatchSweep *
ak_batch_page_get_sweep (AkBatchPage *self)
{
  g_return_val_if_fail (AK_IS_BATCH_PAGE (self), NULL);

  return self->has_sweep ? &self->sweep : NULL;
}

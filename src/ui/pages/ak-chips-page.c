/* ak-chips-page.c: the Many chips page
 *
 * Controls for one step of a model (model, accelerator, phase, batch,
 * context) and the layout policy; ak_chips_sweep_compute() turns them
 * into the step on 1, 2, 4 … 64 chips over the accelerator's own link,
 * which the chips chart (an AkChipsRenderer in an AkChartView) draws and
 * the readout puts into words for the chip count chosen on the chart.
 * Each refused field says why under the fields; the last good chart
 * stays, marked as such (ak_results_show()).
 * Weights, KV cache and arithmetic are BF16. Then come the page's reading
 * blocks.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "ak-chart-export.h"
#include "ak-chart-view.h"
#include "ak-chips-page.h"
#include "ak-chips-renderer.h"
#include "ak-entry-problem.h"
#include "ak-fixed-drop-down.h"
#include "ak-flow-box.h"
#include "ak-field-commit.h"
#include "ak-format.h"
#include "ak-model-catalog.h"

struct _AkChipsPage
{
  AkActivityPage   parent_instance;

  AkLesson        *lesson;
  AkModelCatalog  *catalog;       /* the context's: models opened from config.json files */
  GPtrArray       *models;        /* const AkModelSpec with a shape: the lesson's, then the catalogue's */
  GtkStringList   *model_names;
  GPtrArray       *accelerators;  /* const AkAccelerator, owned by the lesson */
  GtkDropDown     *choices[AK_CHIPS_N_CHOICES];
  GtkEditable     *batch;
  GtkEditable     *context;
  GtkLabel        *problem;
  GtkLabel        *readout;
  GtkButton       *use_wall;      /* "Use 8 chips": the memory wall, when the chosen count does not hold it */
  GtkLabel        *export_status;
  AkChartView     *chart;
  AkChipsRenderer *renderer;
  AkChipsSweep    *sweep;         /* the last good one, or NULL */
  char            *link_words;    /* about the link of the last good sweep */
  gboolean         stale;         /* a field is refused: the sweep is of earlier values */
  AkFieldCommit   *commit;        /* typed values count once typing stops */
};

G_DEFINE_FINAL_TYPE (AkChipsPage, ak_chips_page, AK_TYPE_ACTIVITY_PAGE)

static const AkNumberLimits batch_limits = { 1, AK_INFERENCE_MAX_BATCH, TRUE, FALSE, FALSE };
static const AkNumberLimits context_limits = { 1, AK_INFERENCE_MAX_TOKENS, TRUE, FALSE, FALSE };

/* In AkPhase's order, and AkChipsPolicy's. */
static const char * const phase_names[] = { N_("Prefill (the whole prompt)"), N_("Decode (one token each)"), NULL };
static const char * const policy_names[] = { N_("TP within the fast link, then PP"), N_("Pipeline stages only"),
                                             N_("Fastest layout"), NULL };
G_STATIC_ASSERT (AK_PHASE_PREFILL == 0 && AK_PHASE_DECODE == 1);
G_STATIC_ASSERT (AK_CHIPS_POLICY_TENSOR == 0 && AK_CHIPS_POLICY_FASTEST == 2);

/* ---- reading the controls --------------------------------------------------- */

static gboolean
read_field (AkChipsPage          *self,
            GtkEditable          *field,
            const char           *name,
            const AkNumberLimits *limits,
            double               *out,
            GString              *problem)
{
  g_autoptr(GError) error = NULL;
  gboolean ok = ak_format_parse_field (gtk_editable_get_text (field), limits, out, &error);

  ak_entry_mark_refused (GTK_WIDGET (field), GTK_WIDGET (self->problem), !ok);
  if (!ok)
    g_string_append_printf (problem, "%s%s: %s", problem->len > 0 ? "\n" : "", name, error->message);
  return ok;
}

/* Both typed fields; each refused one is marked and its reason added to
 * @problem. */
static gboolean
read_fields (AkChipsPage *self,
             double      *out_batch,
             double      *out_context,
             GString     *problem)
{
  gboolean ok = read_field (self, self->batch, _("Batch (sequences)"), &batch_limits, out_batch, problem);

  return read_field (self, self->context, _("Context (tokens)"), &context_limits, out_context, problem) && ok;
}

/* The accelerator's own link, or none: then only one chip is swept and
 * @out_words says why. */
static void
read_link (AkChipsPage         *self,
           const AkAccelerator *accelerator,
           AkSystem            *out_system,
           char               **out_words)
{
  g_autoptr(GError) error = NULL;
  const AkLink *link = ak_chips_sweep_system (self->lesson, accelerator, out_system, &error);

  if (link == NULL)
    {
      *out_words = g_strdup_printf (_("Only one chip: %s"), error->message);
      return;
    }
  {
    g_autofree char *bandwidth = ak_format_si (out_system->link_bandwidth_bytes_s, "B/s");

    /* Translators: an accelerator, its link's name, bytes per second */
    *out_words = g_strdup_printf (_("%s chips joined by %s: %s each way per chip; BF16 weights, KV cache and "
                                    "arithmetic."), accelerator->name, link->name, bandwidth);
  }
}

static const AkAccelerator *
selected_accelerator (AkChipsPage *self)
{
  return g_ptr_array_index (self->accelerators,
                            gtk_drop_down_get_selected (self->choices[AK_CHIPS_CHOICE_ACCELERATOR]));
}

static AkChipsSweep *
compute_sweep (AkChipsPage *self,
               char       **out_link_words,
               GString     *problem)
{
  guint model = gtk_drop_down_get_selected (self->choices[AK_CHIPS_CHOICE_MODEL]);
  guint accelerator = gtk_drop_down_get_selected (self->choices[AK_CHIPS_CHOICE_ACCELERATOR]);
  g_autoptr(GError) error = NULL;
  AkInferenceRequest r = { 0 };
  AkInferenceMachine machine;
  AkSystem system;
  AkChipsSweep *sweep;

  if (!read_fields (self, &r.batch_size, &r.tokens, problem) ||
      model >= self->models->len || accelerator >= self->accelerators->len)
    return NULL;
  r.phase = (AkPhase) gtk_drop_down_get_selected (self->choices[AK_CHIPS_CHOICE_PHASE]);
  r.weight_precision = r.kv_precision = r.activation_precision = AK_PRECISION_BF16;
  read_link (self, g_ptr_array_index (self->accelerators, accelerator), &system, out_link_words);
  sweep = ak_inference_machine_for_accelerator (g_ptr_array_index (self->accelerators, accelerator),
                                                AK_PRECISION_BF16, AK_PRECISION_BF16, &machine, &error)
          ? ak_chips_sweep_compute (&((const AkModelSpec *) g_ptr_array_index (self->models, model))->shape, &r,
                                    &machine, &system,
                                    (AkChipsPolicy) gtk_drop_down_get_selected (self->choices[AK_CHIPS_CHOICE_POLICY]),
                                    AK_CHIPS_SWEEP_MAX_CHIPS, &error)
          : NULL;
  if (sweep == NULL)
    g_string_assign (problem, error->message);
  return sweep;
}

/* ---- the readout -------------------------------------------------------------- */

/* Offers the memory wall when the chosen chip count does not hold the
 * model and the sweep of these values has one. */
static void
update_use_wall (AkChipsPage *self,
                 int          selected)
{
  const AkChipsSweep *s = self->sweep;
  gboolean offer = !self->stale && s->memory_known && s->wall_chips > 0 && selected >= 0 &&
                   (guint) selected < s->n_points && !s->points[selected].fits;
  g_autofree char *label = NULL;

  gtk_widget_set_visible (GTK_WIDGET (self->use_wall), offer);
  if (!offer)
    return;
  /* the batch page's words for its offer (ak-system-controls.c) */
  label = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Use %u chip", "Use %u chips", s->wall_chips),
                           s->wall_chips);
  gtk_button_set_label (self->use_wall, label);
}

static void
use_wall_cb (AkChipsPage *self)
{
  int wall = self->sweep != NULL ? ak_chips_sweep_find (self->sweep, self->sweep->wall_chips) : -1;

  if (wall >= 0)
    ak_chart_view_set_selected (self->chart, wall);
}

static void
update_readout (AkChipsPage *self)
{
  int selected = ak_chart_view_get_selected (self->chart);
  g_autofree char *point = NULL;
  g_autofree char *text = NULL;

  if (self->sweep == NULL)
    return;
  point = selected >= 0 && (guint) selected < self->sweep->n_points
          ? ak_chips_point_describe (&self->sweep->points[selected], self->sweep->memory_known,
                                     self->sweep->wall_chips)
          : g_strdup (_("Point at the chart, or focus it and use the arrow keys, to read a chip count."));
  text = g_strdup_printf ("%s\n%s", point, self->link_words);
  ak_results_show (self->readout, text, GTK_WIDGET (self->chart), self->stale);
  update_use_wall (self, selected);
}

/* The chip count the chart starts on: the fewest that hold the model. */
static int
first_selection (const AkChipsSweep *s)
{
  int wall = s->wall_chips > 0 ? ak_chips_sweep_find (s, s->wall_chips) : -1;

  return wall >= 0 ? wall : 0;
}

static void
update (AkChipsPage *self)
{
  g_autoptr(GString) problem = g_string_new (NULL);
  g_autofree char *link_words = NULL;
  AkChipsSweep *sweep = compute_sweep (self, &link_words, problem);
  gboolean first = self->sweep == NULL;

  gtk_label_set_text (self->problem, problem->str);
  gtk_widget_set_visible (GTK_WIDGET (self->problem), sweep == NULL);
  self->stale = sweep == NULL;
  if (sweep == NULL)
    {
      update_readout (self);  /* the last good chart stays, said to be so */
      return;
    }
  g_clear_pointer (&self->sweep, ak_chips_sweep_free);
  self->sweep = sweep;
  g_free (self->link_words);
  self->link_words = g_steal_pointer (&link_words);
  ak_chips_renderer_set_sweep (self->renderer, sweep);
  ak_chips_renderer_set_memory_type (self->renderer, selected_accelerator (self)->memory_type);
  if (first)
    ak_chart_view_set_selected (self->chart, first_selection (sweep));
  ak_chart_view_changed (self->chart);
  update_readout (self);
}

/* A typed field: each key says what is refused; the values count (and the
 * sweep is redone) once typing stops, on Enter or leaving the field. */
static void
fields_changed (GtkWidget *page,
                gboolean   commit)
{
  AkChipsPage *self = AK_CHIPS_PAGE (page);
  g_autoptr(GString) problem = g_string_new (NULL);
  double batch, context;

  if (commit)
    {
      update (self);
      return;
    }
  read_fields (self, &batch, &context, problem);
  gtk_label_set_text (self->problem, problem->str);
  gtk_widget_set_visible (GTK_WIDGET (self->problem), problem->len > 0);
  /* while one is refused, the chart is of the last accepted values */
  self->stale = problem->len > 0;
  update_readout (self);
}

/* ---- the models ---------------------------------------------------------------- */

static void
add_model (AkChipsPage       *self,
           const AkModelSpec *model)
{
  g_ptr_array_add (self->models, (gpointer) model);
  gtk_string_list_append (self->model_names, model->name);
}

static void
file_added_cb (AkChipsPage    *self,
               guint           index,
               AkModelCatalog *catalog)
{
  add_model (self, ak_model_catalog_get_file (catalog, index));
}

/* The lesson's models with a shape, then every config.json opened. */
static void
fill_models (AkChipsPage *self)
{
  self->models = g_ptr_array_new ();
  self->model_names = gtk_string_list_new (NULL);
  for (guint i = 0; i < ak_lesson_get_n_pages (self->lesson); i++)
    {
      const AkPage *page = ak_lesson_get_page (self->lesson, i);

      for (guint j = 0; page->kind == AK_PAGE_ROOFLINE && j < page->models->len; j++)
        if (((const AkModelSpec *) g_ptr_array_index (page->models, j))->has_shape)
          add_model (self, g_ptr_array_index (page->models, j));
    }
  for (guint i = 0; i < ak_model_catalog_get_n_files (self->catalog); i++)
    file_added_cb (self, i, self->catalog);
  g_signal_connect_object (self->catalog, "file-added", G_CALLBACK (file_added_cb), self, G_CONNECT_SWAPPED);
}

static guint
index_of_model (AkChipsPage *self,
                const char  *id)
{
  for (guint i = 0; id != NULL && i < self->models->len; i++)
    if (g_strcmp0 (((const AkModelSpec *) g_ptr_array_index (self->models, i))->id, id) == 0)
      return i;
  return 0;
}

static guint
index_of_accelerator (AkChipsPage *self,
                      const char  *id)
{
  for (guint i = 0; id != NULL && i < self->accelerators->len; i++)
    if (g_strcmp0 (((const AkAccelerator *) g_ptr_array_index (self->accelerators, i))->id, id) == 0)
      return i;
  return 0;
}

/* ---- building the page ---------------------------------------------------------- */

static GtkDropDown *
accelerator_drop_down (AkChipsPage *self,
                       guint        selected)
{
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  GtkDropDown *drop_down = GTK_DROP_DOWN (gtk_drop_down_new (NULL, NULL));

  for (guint i = 0; i < self->accelerators->len; i++)
    gtk_string_list_append (names, ((const AkAccelerator *) g_ptr_array_index (self->accelerators, i))->name);
  ak_fixed_drop_down_fill (drop_down, G_LIST_MODEL (g_object_ref (names)), selected);
  return drop_down;
}

static GtkEditable *
number_field (guint value)
{
  GtkEditable *field = GTK_EDITABLE (gtk_entry_new ());
  /* written as every page writes its fields: "4.096" in German */
  g_autofree char *text = ak_format_field_text (value, 9);

  gtk_editable_set_text (field, text);
  gtk_editable_set_width_chars (field, 8);
  return field;
}

static void
build_controls (AkChipsPage  *self,
                const AkPage *page,
                GtkBox       *activity)
{
  GtkFlowBox *grid = GTK_FLOW_BOX (gtk_flow_box_new ());
  const char *labels[AK_CHIPS_N_CHOICES] = { _("_Model"), _("_Accelerator"), _("_Phase"), _("_Layout") };
  AkChipsPolicy policy = AK_CHIPS_POLICY_TENSOR;

  gtk_flow_box_set_selection_mode (grid, GTK_SELECTION_NONE);
  gtk_flow_box_set_max_children_per_line (grid, 3);
  gtk_flow_box_set_column_spacing (grid, 12);
  gtk_flow_box_set_row_spacing (grid, 8);
  self->choices[AK_CHIPS_CHOICE_MODEL] = GTK_DROP_DOWN (gtk_drop_down_new (NULL, NULL));
  ak_fixed_drop_down_fill (self->choices[AK_CHIPS_CHOICE_MODEL], G_LIST_MODEL (g_object_ref (self->model_names)),
                           index_of_model (self, page->model_id));
  self->choices[AK_CHIPS_CHOICE_ACCELERATOR] = accelerator_drop_down (self, index_of_accelerator (self, page->accelerator_id));
  self->choices[AK_CHIPS_CHOICE_PHASE] = ak_fixed_drop_down_new_words (phase_names);
  gtk_drop_down_set_selected (self->choices[AK_CHIPS_CHOICE_PHASE], page->phase);
  self->choices[AK_CHIPS_CHOICE_POLICY] = ak_fixed_drop_down_new_words (policy_names);
  ak_chips_policy_from_string (page->layout_policy, &policy);
  gtk_drop_down_set_selected (self->choices[AK_CHIPS_CHOICE_POLICY], policy);
  for (guint c = 0; c < AK_CHIPS_N_CHOICES; c++)
    {
      ak_flow_box_add_labelled (grid, labels[c], GTK_WIDGET (self->choices[c]));
      g_signal_connect_object (self->choices[c], "notify::selected", G_CALLBACK (update), self, G_CONNECT_SWAPPED);
    }
  self->batch = number_field (page->batch_size);
  self->context = number_field (page->context_tokens);
  ak_flow_box_add_labelled (grid, _("_Batch (sequences)"), GTK_WIDGET (self->batch));
  ak_flow_box_add_labelled (grid, _("C_ontext (tokens)"), GTK_WIDGET (self->context));
  self->commit = ak_field_commit_new (GTK_WIDGET (self), fields_changed);
  ak_field_commit_watch (self->commit, self->batch);
  ak_field_commit_watch (self->commit, self->context);
  gtk_box_append (activity, GTK_WIDGET (grid));
}

static GtkLabel *
wrapped_label (const char *css_class)
{
  GtkLabel *label = GTK_LABEL (gtk_label_new (NULL));

  gtk_label_set_wrap (label, TRUE);
  gtk_label_set_xalign (label, 0);
  if (css_class != NULL)
    gtk_widget_add_css_class (GTK_WIDGET (label), css_class);
  return label;
}

static void
build_outputs (AkChipsPage *self,
               GtkBox      *activity)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *button = gtk_button_new_with_mnemonic (_("_Export Chart…"));

  self->problem = wrapped_label ("error");
  gtk_widget_set_visible (GTK_WIDGET (self->problem), FALSE);
  self->readout = wrapped_label (NULL);
  gtk_label_set_selectable (self->readout, TRUE);
  self->use_wall = GTK_BUTTON (gtk_button_new ());
  gtk_widget_set_name (GTK_WIDGET (self->use_wall), "use-wall-button");
  gtk_widget_set_halign (GTK_WIDGET (self->use_wall), GTK_ALIGN_START);
  gtk_widget_set_visible (GTK_WIDGET (self->use_wall), FALSE);
  g_signal_connect_object (self->use_wall, "clicked", G_CALLBACK (use_wall_cb), self, G_CONNECT_SWAPPED);
  /* hover, a click or the arrow keys choose a chip count */
  self->chart = AK_CHART_VIEW (ak_chart_view_new (AK_CHART_PAINTER (self->renderer),
                                                  _("Time per step against chips")));
  ak_chart_view_set_pick (self->chart, AK_CHART_PICK_COLUMN, 8);
  ak_chart_view_set_aspect (self->chart, 0.6, 300);
  g_signal_connect_object (self->chart, "notify::selected", G_CALLBACK (update_readout), self, G_CONNECT_SWAPPED);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "chips.export-chart");
  self->export_status = wrapped_label ("error");
  gtk_widget_set_hexpand (GTK_WIDGET (self->export_status), TRUE);
  gtk_box_append (GTK_BOX (row), button);
  gtk_box_append (GTK_BOX (row), GTK_WIDGET (self->export_status));
  gtk_box_append (activity, GTK_WIDGET (self->problem));
  gtk_box_append (activity, ak_chart_view_scroll (self->chart));
  gtk_box_append (activity, GTK_WIDGET (self->readout));
  gtk_box_append (activity, GTK_WIDGET (self->use_wall));
  gtk_box_append (activity, row);
}

/* ---- export ------------------------------------------------------------------------ */

/**
 * ak_chips_page_export:
 * @self: a page
 * @file: where to write; PNG, SVG or PDF by its name's ending
 * @error: an error of ak_chart_export_write()
 *
 * Writes the chart through the shared Export Chart path.
 *
 * Returns: %TRUE if the file was written
 */
gboolean
ak_chips_page_export (AkChipsPage *self,
                      GFile       *file,
                      GError     **error)
{
  g_return_val_if_fail (AK_IS_CHIPS_PAGE (self) && G_IS_FILE (file), FALSE);

  return ak_chart_export_write (self->sweep != NULL ? AK_CHART_PAINTER (self->renderer) : NULL, file,
                                self->export_status, ak_activity_page_get_context (AK_ACTIVITY_PAGE (self)),
                                error);
}

static gboolean
export_chosen (GtkWidget  *page,
               GFile      *file,
               GError    **error)
{
  return ak_chips_page_export (AK_CHIPS_PAGE (page), file, error);
}

/* A page command: what its button and its shortcut do. */
static void
export_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  /* Translators: the suggested file name; keep the .png ending */
  ak_chart_export_ask (widget, _("chips.png"), export_chosen);
}

/* ---- GObject ---------------------------------------------------------------------- */

static void
ak_chips_page_dispose (GObject *object)
{
  AkChipsPage *self = AK_CHIPS_PAGE (object);

  ak_chart_export_close (GTK_WIDGET (self));
  g_clear_pointer (&self->commit, ak_field_commit_free);
  if (self->catalog != NULL)
    g_signal_handlers_disconnect_by_data (self->catalog, self);
  g_clear_object (&self->catalog);
  g_clear_pointer (&self->models, g_ptr_array_unref);
  g_clear_pointer (&self->accelerators, g_ptr_array_unref);
  g_clear_object (&self->model_names);
  g_clear_object (&self->renderer);
  g_clear_pointer (&self->sweep, ak_chips_sweep_free);
  g_clear_pointer (&self->link_words, g_free);
  g_clear_object (&self->lesson);
  G_OBJECT_CLASS (ak_chips_page_parent_class)->dispose (object);
}

static void
ak_chips_page_class_init (AkChipsPageClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = ak_chips_page_dispose;
  gtk_widget_class_set_css_name (widget_class, "chipspage");
  gtk_widget_class_install_action (widget_class, "chips.export-chart", NULL, export_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_e, GDK_CONTROL_MASK, "chips.export-chart", NULL);
}

static void
ak_chips_page_init (AkChipsPage *self)
{
  self->renderer = ak_chips_renderer_new ();
}

/**
 * ak_chips_page_new:
 * @context: what pages are handed; the page reads its lesson's models,
 *   accelerators and links, and the model catalogue
 * @page: a chips page of the context's lesson
 *
 * Returns: (transfer floating): the chart and its controls, opened on the
 *   page's model, accelerator, phase, batch, context and layout policy,
 *   then the page's reading blocks
 */
GtkWidget *
ak_chips_page_new (AkPageContext *context,
                   const AkPage  *page)
{
  AkChipsPage *self;
  GPtrArray *accelerators;
  GtkBox *activity;

  g_return_val_if_fail (AK_IS_PAGE_CONTEXT (context), NULL);
  g_return_val_if_fail (page != NULL, NULL);

  self = g_object_new (AK_TYPE_CHIPS_PAGE, NULL);
  self->lesson = g_object_ref (ak_page_context_get_lesson (context));
  self->catalog = g_object_ref (ak_page_context_get_models (context));
  accelerators = ak_lesson_get_accelerators (self->lesson);
  self->accelerators = g_ptr_array_new ();
  for (guint i = 0; accelerators != NULL && i < accelerators->len; i++)
    g_ptr_array_add (self->accelerators, g_ptr_array_index (accelerators, i));
  fill_models (self);
  activity = ak_activity_page_get_activity (AK_ACTIVITY_PAGE (self));
  build_controls (self, page, activity);
  build_outputs (self, activity);
  update (self);
  /* last: it names every control for screen readers */
  ak_activity_page_set_page (AK_ACTIVITY_PAGE (self), context, page);
  return GTK_WIDGET (self);
}

/* ---- for tests -------------------------------------------------------------------- */

/**
 * ak_chips_page_get_choice:
 * @self: a page
 * @choice: which drop-down
 *
 * Returns: (transfer none): the drop-down
 */
GtkDropDown *
ak_chips_page_get_choice (AkChipsPage   *self,
                          AkChipsChoice  choice)
{
  g_return_val_if_fail (AK_IS_CHIPS_PAGE (self) && choice < AK_CHIPS_N_CHOICES, NULL);
  return self->choices[choice];
}

/**
 * ak_chips_page_get_batch:
 * @self: a page
 *
 * Returns: (transfer none): the Batch field
 */
GtkEditable *
ak_chips_page_get_batch (AkChipsPage *self)
{
  g_return_val_if_fail (AK_IS_CHIPS_PAGE (self), NULL);
  return self->batch;
}

/**
 * ak_chips_page_get_context:
 * @self: a page
 *
 * Returns: (transfer none): the Context field
 */
GtkEditable *
ak_chips_page_get_context (AkChipsPage *self)
{
  g_return_val_if_fail (AK_IS_CHIPS_PAGE (self), NULL);
  return self->context;
}

/**
 * ak_chips_page_get_chart:
 * @self: a page
 *
 * Returns: (transfer none): the chart, an #AkChartView
 */
GtkWidget *
ak_chips_page_get_chart (AkChipsPage *self)
{
  g_return_val_if_fail (AK_IS_CHIPS_PAGE (self), NULL);
  return GTK_WIDGET (self->chart);
}

/**
 * ak_chips_page_get_sweep:
 * @self: a page
 *
 * Returns: (transfer none) (nullable): the sweep on screen (the last good one)
 */
const AkChipsSweep *
ak_chips_page_get_sweep (AkChipsPage *self)
{
  g_return_val_if_fail (AK_IS_CHIPS_PAGE (self), NULL);
  return self->sweep;
}

/**
 * ak_chips_page_get_readout:
 * @self: a page
 *
 * Returns: the readout's text: the chosen chip count, then the link
 */
const char *
ak_chips_page_get_readout (AkChipsPage *self)
{
  g_return_val_if_fail (AK_IS_CHIPS_PAGE (self), NULL);
  return gtk_label_get_text (self->readout);
}

/**
 * ak_chips_page_get_problem:
 * @self: a page
 *
 * Returns: why the controls were refused, or "" when they were not
 */
const char *
ak_chips_page_get_problem (AkChipsPage *self)
{
  g_return_val_if_fail (AK_IS_CHIPS_PAGE (self), NULL);
  return gtk_widget_get_visible (GTK_WIDGET (self->problem)) ? gtk_label_get_text (self->problem) : "";
}

/* ak-roofline-page.c: the roofline page, "which ceiling are you under?"
 *
 * The controls choose a scene (accelerator, a second one to compare, model,
 * precision, batch size, prompt length); the chart's renderer computes and
 * draws it. Below the activity come the page's reading blocks.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "ak-announce.h"
#include "ak-fixed-drop-down.h"
#include "ak-format.h"
#include "ak-measurement.h"
#include "ak-progress.h"
#include "ak-reading-blocks.h"
#include "ak-chart-file.h"
#include "ak-roofline-options.h"
#include "ak-chart-export.h"
#include "ak-roofline-page-link-private.h"
#include "ak-file-chooser.h"
#include "ak-roofline-page-measure-private.h"
#include "ak-worked-example.h"

G_DEFINE_FINAL_TYPE (AkRooflinePage, ak_roofline_page, AK_TYPE_ACTIVITY_PAGE)



/* ---- the figures beside the chart ---------------------------------------- */

/* What the roof of a measured accelerator stands for; a GPU's with its
 * datasheet, when the lesson has one. */
static void
append_measured_note (GString           *markup,
                      AkRooflinePage    *self,
                      const AkGpuReport *gpu)
{
  AkLesson *lesson = ak_page_context_get_lesson (self->context);
  const AkAccelerator *datasheet = NULL;
  g_autofree char *against = NULL;
  g_autofree char *escaped = NULL;

  if (gpu == NULL)
    {
      g_string_append (markup, _("Its compute roof is the FP32 rate measured on the CPU cores, "
                                 "not BF16 tensor arithmetic; it is shown where the BF16 peak would be."));
      return;
    }
  if (ak_gpu_report_is_software (gpu))
    g_string_append (markup, _("A software Vulkan driver on the CPU, not a GPU: its roofs are the CPU’s "
                               "FP32 rate and bandwidth as seen through Vulkan."));
  else
    g_string_append (markup, _("Its compute roof is the FP32 rate measured on the GPU’s shader cores through "
                               "Vulkan, not BF16 tensor arithmetic; it is shown where the BF16 peak would be."));

  datasheet = ak_gpu_report_find_datasheet (gpu, ak_lesson_get_accelerators (lesson));
  against = ak_gpu_report_describe_datasheet (gpu, datasheet);
  if (against == NULL)
    return;
  escaped = g_markup_escape_text (against, -1);
  if (ak_gpu_report_is_suspect (gpu, datasheet))
    g_string_append_printf (markup, "\n<span weight=\"bold\">⚠ %s</span>", escaped);
  else
    g_string_append_printf (markup, "\n%s", escaped);
}

static void
append_figures (GString           *markup,
                AkRooflinePage    *self,
                AkAcceleratorItem *item)
{
  const AkAccelerator *accelerator = ak_accelerator_item_get_accelerator (item);
  g_autofree char *figures = ak_accelerator_describe (accelerator);
  g_autofree char *name = g_markup_escape_text (accelerator->name, -1);
  g_autofree char *source = g_markup_escape_text (accelerator->source, -1);
  g_autofree char *link = NULL, *line = NULL;

  if (markup->len > 0)
    g_string_append (markup, "\n\n");

  g_string_append_printf (markup, "<b>%s</b>\n", name);
  if (ak_accelerator_is_measured (accelerator))
    append_measured_note (markup, self, ak_accelerator_item_get_gpu_report (item));
  else
    g_string_append (markup, _("The roof uses the dense peak; the sparse peak assumes 2:4 structured sparsity."));
  g_string_append_c (markup, '\n');
  g_string_append_printf (markup, "%s\n", figures);

  if (accelerator->source_url != NULL)
    {
      g_autofree char *url = g_markup_escape_text (accelerator->source_url, -1);
      g_autofree char *host = ak_lesson_url_get_host (accelerator->source_url);
      g_autofree char *shown_host = g_markup_escape_text (host, -1);

      link = g_strdup_printf ("<a href=\"%s\">%s</a> (%s)", url, source, shown_host);
    }
  line = ak_accelerator_source_line (accelerator, link != NULL ? link : source);
  g_string_append (markup, line);
}

static void
update_figures (AkRooflinePage *self)
{
  g_autoptr(GString) markup = g_string_new (NULL);
  gpointer accelerator = gtk_drop_down_get_selected_item (self->accelerator_drop_down);
  gpointer compare = gtk_drop_down_get_selected_item (self->compare_drop_down);

  if (AK_IS_ACCELERATOR_ITEM (accelerator))
    append_figures (markup, self, accelerator);
  if (AK_IS_ACCELERATOR_ITEM (compare))
    append_figures (markup, self, compare);

  gtk_label_set_markup (self->figures_label, markup->str);
}

/* ---- the selected point and the points not shown ------------------------- */

/* The point in words and, for a whole workload, its estimate. */
static char *
describe_with_estimate (AkRooflinePage *self,
                        AkRooflinePlot *plot,
                        int             selected)
{
  g_autofree char *text = ak_roofline_plot_describe_point (plot, selected);
  g_autofree char *estimate = NULL;
  AkRooflinePointInfo info;
  AkEfficiency e;

  if (text == NULL || ak_roofline_plot_get_units (plot) != AK_ROOFLINE_UNITS_FLOP ||
      !ak_roofline_plot_get_point (plot, selected, &info) || !info.shown ||
      info.group != AK_ROOFLINE_GROUP_WORKLOAD || !ak_roofline_plot_get_efficiency (plot, &e))
    return g_steal_pointer (&text);
  estimate = ak_efficiency_describe_point (info.flops, info.step_seconds, info.bound, &e);
  /* a point's warning (ak-chips-fit) ends the text with its own full stop */
  return g_strdup_printf (g_str_has_suffix (text, ".") ? "%s %s" : "%s. %s", text, estimate);
}

/* The readout: the selected point (with its own warning when it does not
 * fit), then the warning of the user's own workload, if not said yet. */
static void
update_point_label (AkRooflinePage *self)
{
  AkRooflineRenderer *renderer = ak_roofline_chart_get_renderer (self->chart);
  AkRooflinePlot *plot = ak_roofline_renderer_get_plot (renderer);
  const char *warning = ak_roofline_plot_get_warning (plot);
  int selected = ak_roofline_renderer_get_selected (renderer);
  g_autofree char *text = NULL;
  g_autofree char *shown = NULL;

  if (selected >= 0)
    text = describe_with_estimate (self, plot, selected);
  else
    text = g_strdup (_("Point at a workload, or focus the chart and use the arrow keys, "
                       "to see its figures."));
  if (warning != NULL && strstr (text, warning) == NULL)
    shown = g_strdup_printf ("%s\n⚠ %s", text, warning);

  gtk_label_set_text (self->point_label, shown != NULL ? shown : text);
}

static void
efficiency_changed_cb (AkRooflinePage *self)
{
  AkEfficiency e;

  ak_efficiency_panel_get_efficiency (self->efficiency_panel, &e);
  ak_roofline_plot_set_efficiency (ak_roofline_renderer_get_plot (ak_roofline_chart_get_renderer (self->chart)), &e);
  update_point_label (self);
}

static void
update_hidden_label (AkRooflinePage *self)
{
  AkRooflineRenderer *renderer = ak_roofline_chart_get_renderer (self->chart);
  g_autoptr(GString) names = g_string_new (NULL);
  g_autofree char *text = NULL;
  AkRooflinePointInfo info;

  for (guint i = 0; ak_roofline_plot_get_point (ak_roofline_renderer_get_plot (renderer), i, &info); i++)
    if (!info.shown)
      g_string_append_printf (names, "%s%s", names->len > 0 ? _(", ") : "", info.label);

  gtk_widget_set_visible (GTK_WIDGET (self->hidden_label), names->len > 0);
  text = g_strdup_printf (_("Not shown (no place on a log axis): %s"), names->str);
  gtk_label_set_text (self->hidden_label, text);
}

/* ---- the scene -------------------------------------------------------------- */

/* The compare list begins with "None", a string, not an accelerator. */
static const AkAccelerator *
selected_accelerator (GtkDropDown *drop_down)
{
  gpointer item = gtk_drop_down_get_selected_item (drop_down);

  return AK_IS_ACCELERATOR_ITEM (item) ? ak_accelerator_item_get_accelerator (item) : NULL;
}

/* The "Show" list: all workloads, the user's own operators, then the
 * operators of each of the page's workloads. */
static const char *
view_workload (AkRooflinePage *self)
{
  guint view = gtk_drop_down_get_selected (self->view_drop_down);

  if (view == 0 || view == GTK_INVALID_LIST_POSITION || view == self->kitchen_view)
    return NULL;
  if (view == 1)
    return AK_ROOFLINE_SCENE_YOURS;
  if (view - 2 < self->page->workloads->len)
    return ((AkWorkload *) g_ptr_array_index (self->page->workloads, view - 2))->id;
  return NULL;
}

static void
read_scene (AkRooflinePage  *self,
            AkRooflineScene *scene)
{
  guint model = gtk_drop_down_get_selected (self->model_drop_down);
  guint precision = gtk_drop_down_get_selected (self->precision_drop_down);

  ak_roofline_scene_init_for_page (scene, self->page);
  scene->lesson = ak_page_context_get_lesson (self->context);
  scene->accelerator = selected_accelerator (self->accelerator_drop_down);
  scene->compare = selected_accelerator (self->compare_drop_down);
  if (model < self->page->models->len)
    scene->model = g_ptr_array_index (self->page->models, model);
  else if (model - self->page->models->len < ak_model_catalog_get_n_files (self->models))
    scene->model = ak_model_catalog_get_file (self->models, model - self->page->models->len);
  if (precision < AK_N_PRECISIONS)
    scene->precision = (AkPrecision) precision;
  scene->batch_size = gtk_spin_button_get_value_as_int (self->batch_spin);
  scene->prompt_tokens = gtk_spin_button_get_value_as_int (self->prompt_spin);
  /* the fit warning judges the chips the page is set to */
  scene->chips = (guint) gtk_spin_button_get_value_as_int (self->chips_spin);
  ak_roofline_scene_set_operator_view (scene, view_workload (self));
}

/* Which roof applies at the chosen precision, and how high it is. */
static void
update_peak_case (AkRooflinePage        *self,
                  const AkRooflineScene *scene)
{
  AkRooflinePlot *plot = ak_roofline_renderer_get_plot (ak_roofline_chart_get_renderer (self->chart));
  const char *sentence = ak_roofline_scene_describe_peak_case (scene);
  g_autofree char *tflops = NULL;
  g_autofree char *text = NULL;
  AkRooflineRoofInfo roof;

  if (sentence == NULL || !ak_roofline_plot_get_roof (plot, AK_ROOFLINE_ROOF_PRIMARY, &roof))
    {
      gtk_label_set_text (self->peak_case_label, "");
      return;
    }
  tflops = ak_format_number (roof.peak_flops / 1e12, 4);
  /* Translators: %1$s an accelerator's name, %2$s its roof in TFLOP/s,
   * %3$s a sentence saying which peak that is and why */
  text = g_strdup_printf (_("%1$s: the roof is %2$s TFLOP/s. %3$s"), scene->accelerator->name,
                          tflops, sentence);
  gtk_label_set_text (self->peak_case_label, text);
}

/* This computer's CPU as measured: the progress store's, or the one kept. */
static const AkMachineReport *
machine_report (AkRooflinePage *self)
{
  AkProgress *progress = ak_page_context_get_progress (self->context);

  return progress != NULL ? ak_progress_get_machine_report (progress, NULL)
                          : ak_measurement_get_machine_report (self->measurement);
}

/* The ladder belongs to the CPU that was measured: a measured GPU (also
 * "measured") has no cache ladder of its own here. */
static gboolean
is_this_cpu (const AkAccelerator *accelerator)
{
  return accelerator != NULL && accelerator->measured &&
         g_strcmp0 (accelerator->id, AK_MACHINE_ACCELERATOR_ID) == 0;
}

/* The cache-aware roofline of this computer: each level of its cache
 * ladder as its own sloped roof under its FP32 peak, where it is the
 * chosen or the compared accelerator. */
static void
add_cache_levels (AkRooflinePage        *self,
                  const AkRooflineScene *scene)
{
  AkRooflinePlot *plot = ak_roofline_renderer_get_plot (ak_roofline_chart_get_renderer (self->chart));
  const AkMachineReport *report = machine_report (self);
  AkRooflineRoof roof;
  const AkMachineCacheLevel *levels;
  guint n_levels = 0;

  if (report == NULL)
    return;
  if (is_this_cpu (scene->accelerator))
    roof = AK_ROOFLINE_ROOF_PRIMARY;
  else if (is_this_cpu (scene->compare))
    roof = AK_ROOFLINE_ROOF_COMPARE;
  else
    return;

  levels = ak_machine_report_get_cache_levels (report, &n_levels);
  for (guint i = 0; levels != NULL && i < n_levels; i++)
    {
      g_autoptr(GError) error = NULL;

      if (!ak_roofline_plot_add_level (plot, roof, ak_machine_level_get_name (levels[i].level),
                                       levels[i].bytes_per_s, &error))
        g_message ("Roofline page: %s", error->message);
    }
}

/* The kitchen in its own units: its roofs and point, its settings in the
 * sentence above the chart; the accelerator and model controls do not
 * apply to it. */
static gboolean
show_kitchen (AkRooflinePage *self)
{
  AkRooflineRenderer *renderer = ak_roofline_chart_get_renderer (self->chart);
  g_autoptr(GError) error = NULL;
  g_autofree char *settings = NULL;
  gboolean shown = self->kitchen_view != GTK_INVALID_LIST_POSITION &&
                   gtk_drop_down_get_selected (self->view_drop_down) == self->kitchen_view;
  GtkWidget *controls[] = { GTK_WIDGET (self->accelerator_drop_down), GTK_WIDGET (self->compare_drop_down),
                            GTK_WIDGET (self->model_drop_down), GTK_WIDGET (self->precision_drop_down),
                            GTK_WIDGET (self->batch_spin), GTK_WIDGET (self->prompt_spin) };

  for (guint i = 0; i < G_N_ELEMENTS (controls); i++)
    gtk_widget_set_sensitive (controls[i], !shown);
  if (!shown)
    return FALSE;

  if (!ak_kitchen_point_fill_plot (self->kitchen, ak_roofline_renderer_get_plot (renderer), &error))
    g_warning ("Roofline page: the kitchen: %s", error->message);
  settings = ak_kitchen_point_describe (self->kitchen);
  gtk_label_set_text (self->peak_case_label, settings);
  gtk_label_set_text (self->figures_label, "");
  update_hidden_label (self);
  update_point_label (self);
  return TRUE;
}

static void
settings_changed_cb (AkRooflinePage *self)
{
  g_autoptr(GError) error = NULL;
  AkRooflineScene scene;

  /* Templates fire signals while the lists are still being filled. */
  if (self->page == NULL || show_kitchen (self))
    return;

  read_scene (self, &scene);
  if (scene.accelerator == NULL || scene.model == NULL)
    return;
  ak_efficiency_panel_offer_for (self->efficiency_panel, self->context, scene.accelerator);

  if (!ak_roofline_plot_set_scene (ak_roofline_renderer_get_plot (ak_roofline_chart_get_renderer (self->chart)),
                                       self->page, &scene, &error))
    g_warning ("Roofline page “%s”: %s", self->page->id, error->message);
  else
    {
      add_cache_levels (self, &scene);
      /* many chips: the link as a third roof (ak-roofline-page-link.c) */
      _ak_roofline_page_add_link (ak_roofline_renderer_get_plot (ak_roofline_chart_get_renderer (self->chart)),
                                  ak_page_context_get_lesson (self->context), scene.accelerator,
                                  self->chips_spin, self->chips_error);
    }

  update_peak_case (self, &scene);
  update_figures (self);
  update_hidden_label (self);
  update_point_label (self);
}

/* ---- export ----------------------------------------------------------------- */

/**
 * ak_roofline_page_export:
 * @self: a page
 * @file: where to write; PNG, SVG or PDF by its name's ending
 * @error: an error of ak_chart_file_export()
 *
 * Writes the chart the page shows. A failure is shown beside the Export
 * button; a success goes by as a toast.
 *
 * Returns: %TRUE if the file was written
 */
gboolean
ak_roofline_page_export (AkRooflinePage  *self,
                         GFile           *file,
                         GError         **error)
{
  g_return_val_if_fail (AK_IS_ROOFLINE_PAGE (self), FALSE);

  return ak_chart_export_write (AK_CHART_PAINTER (ak_roofline_chart_get_renderer (self->chart)), file,
                                self->export_status, self->context, error);
}

static gboolean
export_chosen (GtkWidget  *page,
               GFile      *file,
               GError    **error)
{
  return ak_roofline_page_export (AK_ROOFLINE_PAGE (page), file, error);
}

static void
export_clicked_cb (AkRooflinePage *self)
{
  /* Translators: the suggested file name; keep the .png ending */
  ak_chart_export_ask (GTK_WIDGET (self), _("roofline.png"), export_chosen);
}

/* ---- a model from a config.json ------------------------------------------- */

/* Opened here or on another page: offered here too. */
static void
file_added_cb (AkRooflinePage *self,
               guint           index,
               AkModelCatalog *models)
{
  GtkStringList *names = GTK_STRING_LIST (gtk_drop_down_get_model (self->model_drop_down));

  gtk_string_list_append (names, ak_model_catalog_get_file (models, index)->name);
}

/**
 * ak_roofline_page_open_config:
 * @self: a page
 * @file: a Hugging Face config.json
 * @error: why the file gives no model, see ak_model_catalog_open_file()
 *
 * Adds the model of @file to the context's model catalogue, so that every
 * page offers it, and chooses it here (what "Open config.json…" does with
 * the chosen file). On failure the page says why beside the button and the
 * chosen model stays.
 *
 * Returns: %TRUE if the model was added
 */
gboolean
ak_roofline_page_open_config (AkRooflinePage  *self,
                              GFile           *file,
                              GError         **error)
{
  g_autoptr(GError) local = NULL;
  guint index;

  g_return_val_if_fail (AK_IS_ROOFLINE_PAGE (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  if (!ak_model_catalog_open_file (self->models, file, &index, &local))
    {
      gtk_label_set_text (self->export_status, local->message);
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }

  gtk_label_set_text (self->export_status, "");
  gtk_drop_down_set_selected (self->model_drop_down, self->page->models->len + index);
  return TRUE;
}

#define OPEN_CONFIG_KEY "ak-open-config"

static gboolean
open_chosen_config (GtkWidget  *page,
                    GFile      *file,
                    GError    **error)
{
  return ak_roofline_page_open_config (AK_ROOFLINE_PAGE (page), file, error);
}

static void
open_config_clicked_cb (AkRooflinePage *self)
{
  GtkFileChooser *chooser = ak_file_chooser_ask (GTK_WIDGET (self), OPEN_CONFIG_KEY, _("Open config.json"),
                                                 GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"), open_chosen_config);

  if (chooser == NULL)
    return;
  ak_file_chooser_add_json_filter (chooser, _("Model configuration (JSON)"));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

/* The kitchen page handed its figures (the learner followed its link):
 * offer the kitchen under "Show" and show it, with its point selected. */
static void
kitchen_changed_cb (AkRooflinePage *self)
{
  GtkStringList *views = GTK_STRING_LIST (gtk_drop_down_get_model (self->view_drop_down));

  if (!ak_kitchen_point_get_figures (self->kitchen, NULL))
    return;
  if (self->kitchen_view == GTK_INVALID_LIST_POSITION)
    {
      self->kitchen_view = g_list_model_get_n_items (G_LIST_MODEL (views));
      gtk_string_list_append (views, _("This kitchen, in chops and ingredients"));
    }
  if (gtk_drop_down_get_selected (self->view_drop_down) != self->kitchen_view)
    gtk_drop_down_set_selected (self->view_drop_down, self->kitchen_view);
  else
    settings_changed_cb (self);
  ak_roofline_renderer_set_selected (ak_roofline_chart_get_renderer (self->chart), 0);
}

/* A page command: what its button and its shortcut do. */
static void
export_clicked_cb_action (GtkWidget  *widget,
                          const char *action_name,
                          GVariant   *parameter)
{
  export_clicked_cb (AK_ROOFLINE_PAGE (widget));
}

/* A page command: what its button and its shortcut do. */
static void
open_config_clicked_cb_action (GtkWidget  *widget,
                               const char *action_name,
                               GVariant   *parameter)
{
  open_config_clicked_cb (AK_ROOFLINE_PAGE (widget));
}

/* ---- set-up ------------------------------------------------------------------- */

/* A lesson with several roofline pages: each offers its own accelerators,
 * and every page offers the measured ones. */
static gboolean
on_page_or_measured (gpointer item,
                     gpointer data)
{
  const AkAccelerator *accelerator = ak_accelerator_item_get_accelerator (item);
  const AkPage *page = data;

  if (accelerator->measured)
    return TRUE;
  for (guint i = 0; i < page->accelerators->len; i++)
    if (g_ptr_array_index (page->accelerators, i) == accelerator)
      return TRUE;
  return FALSE;
}

/* "None", then the accelerators. */
static GListModel *
with_none_first (GListModel *accelerators)
{
  GListStore *parts = g_list_store_new (G_TYPE_LIST_MODEL);
  const char *none[] = { C_("accelerator", "None"), NULL };
  g_autoptr(GtkStringList) first = gtk_string_list_new (none);

  g_list_store_append (parts, first);
  g_list_store_append (parts, accelerators);
  return G_LIST_MODEL (gtk_flatten_list_model_new (G_LIST_MODEL (parts)));
}

static void
fill_accelerators (AkRooflinePage *self,
                   const AkPage   *page)
{
  GListModel *shared = G_LIST_MODEL (ak_page_context_get_accelerators (self->context));
  GtkCustomFilter *filter = gtk_custom_filter_new (on_page_or_measured, (gpointer) page, NULL);
  guint measured;

  self->accelerators = G_LIST_MODEL (gtk_filter_list_model_new (g_object_ref (shared), GTK_FILTER (filter)));
  ak_fixed_drop_down_fill (self->accelerator_drop_down, g_object_ref (self->accelerators), 0);
  ak_fixed_drop_down_fill (self->compare_drop_down, with_none_first (self->accelerators), 0);

  /* A machine measured before is compared with from the start. */
  measured = _ak_roofline_page_measured_position (gtk_drop_down_get_model (self->compare_drop_down));
  if (measured != GTK_INVALID_LIST_POSITION)
    gtk_drop_down_set_selected (self->compare_drop_down, measured);
  g_signal_connect_object (self->compare_drop_down, "notify::selected", G_CALLBACK (_ak_roofline_page_compare_selected_cb),
                           self, G_CONNECT_SWAPPED);

  g_signal_connect_object (shared, "items-changed", G_CALLBACK (_ak_roofline_page_accelerators_changed_cb),
                           self, G_CONNECT_SWAPPED | G_CONNECT_AFTER);
  /* after the comparison moved to a new measurement: draw it */
  g_signal_connect_object (shared, "items-changed", G_CALLBACK (settings_changed_cb),
                           self, G_CONNECT_SWAPPED | G_CONNECT_AFTER);
}

/* Matches view_workload(). */
static GtkStringList *
view_list (const AkPage *page)
{
  GtkStringList *views = gtk_string_list_new (NULL);

  gtk_string_list_append (views, _("All workloads"));
  gtk_string_list_append (views, _("Operators of your prefill and decode"));
  for (guint i = 0; i < page->workloads->len; i++)
    {
      const AkWorkload *workload = g_ptr_array_index (page->workloads, i);
      /* Translators: %s a workload's label, e.g. "Chat decode, batch 1" */
      g_autofree char *item = g_strdup_printf (_("Operators of %s"), workload->label);

      gtk_string_list_append (views, item);
    }
  return views;
}

static void
fill_controls (AkRooflinePage *self,
               const AkPage   *page)
{
  GtkStringList *models = gtk_string_list_new (NULL);
  GtkStringList *precisions = gtk_string_list_new (NULL);

  for (guint i = 0; i < page->models->len; i++)
    gtk_string_list_append (models, ((AkModelSpec *) g_ptr_array_index (page->models, i))->name);
  for (guint i = 0; i < ak_model_catalog_get_n_files (self->models); i++)
    gtk_string_list_append (models, ak_model_catalog_get_file (self->models, i)->name);

  for (guint p = 0; p < AK_N_PRECISIONS; p++)
    {
      g_autofree char *name = g_ascii_strup (ak_precision_to_string (p), -1);
      g_autofree char *bytes = ak_format_number (ak_precision_bytes (p), 1);
      /* Translators: a precision and its size, e.g. "BF16, 2 bytes" */
      g_autofree char *item = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s, %s byte", "%s, %s bytes",
                                                            ak_precision_bytes (p) == 1 ? 1 : 2),
                                               name, bytes);

      gtk_string_list_append (precisions, item);
    }

  fill_accelerators (self, page);
  ak_fixed_drop_down_fill (self->model_drop_down, G_LIST_MODEL (models), 0);
  ak_fixed_drop_down_fill (self->view_drop_down, G_LIST_MODEL (view_list (page)), 0);
  ak_fixed_drop_down_fill (self->precision_drop_down, G_LIST_MODEL (precisions), AK_PRECISION_BF16);
}

static void
ak_roofline_page_dispose (GObject *object)
{
  AkRooflinePage *self = AK_ROOFLINE_PAGE (object);

  ak_chart_export_close (GTK_WIDGET (self));
  ak_file_chooser_close (GTK_WIDGET (self), OPEN_CONFIG_KEY);
  _ak_roofline_page_measure_dispose (self);
  gtk_widget_dispose_template (GTK_WIDGET (object), AK_TYPE_ROOFLINE_PAGE);
  g_clear_object (&self->accelerators);
  g_clear_object (&self->kitchen);
  g_clear_object (&self->context);
  if (self->models != NULL)
    g_signal_handlers_disconnect_by_data (self->models, self);
  g_clear_object (&self->models);

  G_OBJECT_CLASS (ak_roofline_page_parent_class)->dispose (object);
}

static void
ak_roofline_page_class_init (AkRooflinePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ak_roofline_page_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, AK_RESOURCE_PREFIX "/ui/ak-roofline-page.ui");
  gtk_widget_class_bind_template_child (widget_class, AkRooflinePage, accelerator_drop_down);
  gtk_widget_class_bind_template_child (widget_class, AkRooflinePage, compare_drop_down);
  gtk_widget_class_bind_template_child (widget_class, AkRooflinePage, model_drop_down);
  gtk_widget_class_bind_template_child (widget_class, AkRooflinePage, precision_drop_down);
  gtk_widget_class_bind_template_child (widget_class, AkRooflinePage, batch_spin);
  gtk_widget_class_bind_template_child (widget_class, AkRooflinePage, prompt_spin);
  gtk_widget_class_bind_template_child (widget_class, AkRooflinePage, chips_spin);
  gtk_widget_class_bind_template_child (widget_class, AkRooflinePage, chips_error);
  gtk_widget_class_bind_template_child (widget_class, AkRooflinePage, view_drop_down);
  gtk_widget_class_bind_template_child (widget_class, AkRooflinePage, peak_case_label);
  gtk_widget_class_bind_template_child (widget_class, AkRooflinePage, figures_label);
  gtk_widget_class_bind_template_child (widget_class, AkRooflinePage, chart);
  gtk_widget_class_bind_template_child (widget_class, AkRooflinePage, point_label);
  gtk_widget_class_bind_template_child (widget_class, AkRooflinePage, efficiency_panel);
  gtk_widget_class_bind_template_child (widget_class, AkRooflinePage, hidden_label);
  gtk_widget_class_bind_template_child (widget_class, AkRooflinePage, export_status);
  gtk_widget_class_bind_template_child (widget_class, AkRooflinePage, measure_stack);
  gtk_widget_class_bind_template_child (widget_class, AkRooflinePage, measure_button);
  gtk_widget_class_bind_template_child (widget_class, AkRooflinePage, measure_progress);
  gtk_widget_class_bind_template_child (widget_class, AkRooflinePage, cancel_button);
  gtk_widget_class_bind_template_child (widget_class, AkRooflinePage, measure_status);
  gtk_widget_class_bind_template_callback (widget_class, settings_changed_cb);
  /* Page commands: their buttons and their keys (listed in the shortcuts window). */
  gtk_widget_class_install_action (widget_class, "roofline.export-chart", NULL, export_clicked_cb_action);
  gtk_widget_class_install_action (widget_class, "roofline.open-config", NULL, open_config_clicked_cb_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_e, GDK_CONTROL_MASK, "roofline.export-chart", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_o, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "roofline.open-config", NULL);
  _ak_roofline_page_measure_class_init (widget_class);
  gtk_widget_class_set_css_name (widget_class, "rooflinepage");
}

static void
ak_roofline_page_init (AkRooflinePage *self)
{
  g_type_ensure (AK_TYPE_ROOFLINE_CHART);
  g_type_ensure (AK_TYPE_EFFICIENCY_PANEL);
  self->kitchen_view = GTK_INVALID_LIST_POSITION;
  gtk_widget_init_template (GTK_WIDGET (self));
  /* Its name is known, so a finished measurement is said with it. */
  ak_accessible_set_label (GTK_WIDGET (self->measure_button),
                           gtk_label_get_text (GTK_LABEL (gtk_button_get_child (self->measure_button))));
  g_signal_connect_swapped (self->efficiency_panel, "notify::summary", G_CALLBACK (efficiency_changed_cb), self);
  efficiency_changed_cb (self);
}

/**
 * ak_roofline_page_new:
 * @context: what pages are handed: the lesson, the shared accelerator
 *   list (the page offers its own accelerators and the measured ones), the
 *   progress store a measurement is saved in and the kitchen point the
 *   kitchen page hands over (shown under "Show" once handed)
 * @page: a roofline page of the context's lesson, with at least one
 *   accelerator and one model (the validator ensures both)
 *
 * Returns: (transfer floating): the page: the chart and its controls, then
 *   the page's reading blocks
 */
GtkWidget *
ak_roofline_page_new (AkPageContext *context,
                      const AkPage  *page)
{
  AkRooflinePage *self;
  AkRooflineRenderer *renderer;

  g_return_val_if_fail (AK_IS_PAGE_CONTEXT (context), NULL);
  g_return_val_if_fail (page != NULL && page->kind == AK_PAGE_ROOFLINE, NULL);

  self = g_object_new (AK_TYPE_ROOFLINE_PAGE, NULL);
  /* The page is owned by the lesson, which the context keeps alive;
   * the scene is read only once both are set. */
  self->context = g_object_ref (context);
  self->models = g_object_ref (ak_page_context_get_models (context));
  fill_controls (self, page);
  g_signal_connect_object (self->models, "file-added", G_CALLBACK (file_added_cb), self, G_CONNECT_SWAPPED);
  _ak_roofline_page_measure_init (self);
  self->page = page;

  renderer = ak_roofline_chart_get_renderer (self->chart);
  g_signal_connect_object (renderer, "notify::selected", G_CALLBACK (update_point_label),
                           self, G_CONNECT_SWAPPED);
  settings_changed_cb (self);
  ak_activity_page_set_page (AK_ACTIVITY_PAGE (self), context, page);

  /* Built because the kitchen page's link was followed: show the kitchen. */
  self->kitchen = g_object_ref (ak_page_context_get_kitchen_point (context));
  g_signal_connect_object (self->kitchen, "changed", G_CALLBACK (kitchen_changed_cb), self, G_CONNECT_SWAPPED);
  kitchen_changed_cb (self);

  return GTK_WIDGET (self);
}

/**
 * ak_roofline_page_get_chart:
 * @self: a page
 *
 * Returns: (transfer none): the page's chart
 */
AkRooflineChart *
ak_roofline_page_get_chart (AkRooflinePage *self)
{
  g_return_val_if_fail (AK_IS_ROOFLINE_PAGE (self), NULL);

  return self->chart;
}

/**
 * ak_roofline_page_get_compare:
 * @self: a page
 *
 * Returns: (nullable) (transfer none): the accelerator drawn as the second
 *   roof (this computer once measured), or %NULL for none
 */
const AkAccelerator *
ak_roofline_page_get_compare (AkRooflinePage *self)
{
  AkRooflineScene scene;

  g_return_val_if_fail (AK_IS_ROOFLINE_PAGE (self), NULL);

  read_scene (self, &scene);
  return scene.compare;
}

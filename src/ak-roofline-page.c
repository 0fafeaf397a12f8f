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

#include "ak-application.h"
#include "ak-clamp.h"
#include "ak-format.h"
#include "ak-reading-blocks.h"
#include "ak-roofline-export.h"
#include "ak-roofline-page.h"
#include "ak-worked-example.h"

struct _AkRooflinePage
{
  GtkWidget             parent_instance;

  AkLesson             *lesson;
  const AkPage         *page;
  GtkFileChooserNative *chooser;

  GtkDropDown          *accelerator_drop_down;
  GtkDropDown          *compare_drop_down;
  GtkDropDown          *model_drop_down;
  GtkDropDown          *precision_drop_down;
  GtkSpinButton        *batch_spin;
  GtkSpinButton        *prompt_spin;
  GtkLabel             *figures_label;
  AkRooflineChart      *chart;
  GtkLabel             *point_label;
  GtkLabel             *hidden_label;
  GtkLabel             *export_status;
  GtkBox               *reading;
  GtkWidget            *scroller;
};

G_DEFINE_FINAL_TYPE (AkRooflinePage, ak_roofline_page, GTK_TYPE_WIDGET)

/* ---- the figures beside the chart ---------------------------------------- */

static void
append_figures (GString             *markup,
                const AkAccelerator *accelerator)
{
  g_autofree char *figures = ak_accelerator_describe (accelerator);
  g_autofree char *name = g_markup_escape_text (accelerator->name, -1);
  g_autofree char *source = g_markup_escape_text (accelerator->source, -1);

  if (markup->len > 0)
    g_string_append (markup, "\n\n");

  g_string_append_printf (markup, "<b>%s</b>\n", name);
  g_string_append (markup, _("The roof uses the dense peak; the sparse peak assumes 2:4 structured sparsity."));
  g_string_append_c (markup, '\n');
  g_string_append_printf (markup, "%s\n", figures);

  if (accelerator->source_url != NULL)
    {
      g_autofree char *url = g_markup_escape_text (accelerator->source_url, -1);
      g_autofree char *link = g_strdup_printf ("<a href=\"%s\">%s</a>", url, source);

      g_string_append_printf (markup, _("Source: %s"), link);
    }
  else
    g_string_append_printf (markup, _("Source: %s"), source);

  if (accelerator->approximate)
    g_string_append_printf (markup, " %s", _("(approximate figures)"));
}

static void
update_figures (AkRooflinePage        *self,
                const AkRooflineScene *scene)
{
  g_autoptr(GString) markup = g_string_new (NULL);

  append_figures (markup, scene->accelerator);
  if (scene->compare != NULL)
    append_figures (markup, scene->compare);

  gtk_label_set_markup (self->figures_label, markup->str);
}

/* ---- the selected point and the points not shown ------------------------- */

static void
update_point_label (AkRooflinePage *self)
{
  AkRooflineRenderer *renderer = ak_roofline_chart_get_renderer (self->chart);
  int selected = ak_roofline_renderer_get_selected (renderer);
  g_autofree char *text = NULL;

  if (selected >= 0)
    text = ak_roofline_renderer_describe_point (renderer, selected);
  else
    text = g_strdup (_("Point at a workload, or focus the chart and use the arrow keys, "
                       "to see its figures."));

  gtk_label_set_text (self->point_label, text);
}

static void
update_hidden_label (AkRooflinePage *self)
{
  AkRooflineRenderer *renderer = ak_roofline_chart_get_renderer (self->chart);
  g_autoptr(GString) names = g_string_new (NULL);
  g_autofree char *text = NULL;
  AkRooflinePointInfo info;

  for (guint i = 0; ak_roofline_renderer_get_point (renderer, i, &info); i++)
    if (!info.shown)
      g_string_append_printf (names, "%s%s", names->len > 0 ? _(", ") : "", info.label);

  gtk_widget_set_visible (GTK_WIDGET (self->hidden_label), names->len > 0);
  text = g_strdup_printf (_("Not shown (no place on a log axis): %s"), names->str);
  gtk_label_set_text (self->hidden_label, text);
}

/* ---- the scene -------------------------------------------------------------- */

static const AkAccelerator *
accelerator_at (AkRooflinePage *self,
                guint           index)
{
  if (index >= self->page->accelerators->len)
    return NULL;
  return g_ptr_array_index (self->page->accelerators, index);
}

static void
read_scene (AkRooflinePage  *self,
            AkRooflineScene *scene)
{
  guint compare = gtk_drop_down_get_selected (self->compare_drop_down);
  guint model = gtk_drop_down_get_selected (self->model_drop_down);
  guint precision = gtk_drop_down_get_selected (self->precision_drop_down);

  ak_roofline_scene_init_for_page (scene, self->page);
  scene->accelerator = accelerator_at (self, gtk_drop_down_get_selected (self->accelerator_drop_down));
  /* item 0 of the compare list is "None" */
  scene->compare = compare != GTK_INVALID_LIST_POSITION && compare > 0
                   ? accelerator_at (self, compare - 1) : NULL;
  if (model < self->page->models->len)
    scene->model = g_ptr_array_index (self->page->models, model);
  if (precision < AK_N_PRECISIONS)
    scene->precision = (AkPrecision) precision;
  scene->batch_size = gtk_spin_button_get_value_as_int (self->batch_spin);
  scene->prompt_tokens = gtk_spin_button_get_value_as_int (self->prompt_spin);
}

static void
settings_changed_cb (AkRooflinePage *self)
{
  g_autoptr(GError) error = NULL;
  AkRooflineScene scene;

  /* Templates fire signals while the lists are still being filled. */
  if (self->page == NULL)
    return;

  read_scene (self, &scene);
  if (scene.accelerator == NULL || scene.model == NULL)
    return;

  if (!ak_roofline_renderer_set_scene (ak_roofline_chart_get_renderer (self->chart),
                                       self->page, &scene, &error))
    g_warning ("Roofline page “%s”: %s", self->page->id, error->message);

  update_figures (self, &scene);
  update_hidden_label (self);
  update_point_label (self);
}

/* ---- export ----------------------------------------------------------------- */

static void
chooser_response_cb (AkRooflinePage       *self,
                     int                   response,
                     GtkFileChooserNative *chooser)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;
  g_autofree char *message = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  g_clear_object (&self->chooser);

  if (file == NULL)
    return;

  name = g_file_get_parse_name (file);
  if (ak_roofline_export_to_file (ak_roofline_chart_get_renderer (self->chart), file, &error))
    message = g_strdup_printf (_("Saved the chart as “%s”."), name);
  else
    message = g_strdup_printf (_("Could not save the chart: %s"), error->message);

  gtk_label_set_text (self->export_status, message);
}

static void
add_filter (GtkFileChooser *chooser,
            const char     *name,
            const char     *pattern)
{
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, name);
  gtk_file_filter_add_pattern (filter, pattern);
  gtk_file_chooser_add_filter (chooser, filter);
}

static void
export_clicked_cb (AkRooflinePage *self)
{
  GtkNative *native = gtk_widget_get_native (GTK_WIDGET (self));
  g_autoptr(GtkFileFilter) all = gtk_file_filter_new ();
  GtkFileChooser *chooser;

  if (self->chooser != NULL)
    return;

  self->chooser = gtk_file_chooser_native_new (_("Export Chart"),
                                               GTK_IS_WINDOW (native) ? GTK_WINDOW (native) : NULL,
                                               GTK_FILE_CHOOSER_ACTION_SAVE,
                                               _("_Export"), _("_Cancel"));
  chooser = GTK_FILE_CHOOSER (self->chooser);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (self->chooser), TRUE);

  gtk_file_filter_set_name (all, _("PNG, SVG or PDF"));
  gtk_file_filter_add_pattern (all, "*.[pP][nN][gG]");
  gtk_file_filter_add_pattern (all, "*.[sS][vV][gG]");
  gtk_file_filter_add_pattern (all, "*.[pP][dD][fF]");
  gtk_file_chooser_add_filter (chooser, all);
  add_filter (chooser, _("PNG image"), "*.[pP][nN][gG]");
  add_filter (chooser, _("SVG image"), "*.[sS][vV][gG]");
  add_filter (chooser, _("PDF document"), "*.[pP][dD][fF]");
  /* Translators: the suggested file name; keep the .png ending */
  gtk_file_chooser_set_current_name (chooser, _("roofline.png"));

  g_signal_connect_swapped (self->chooser, "response", G_CALLBACK (chooser_response_cb), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
}

/* ---- set-up ------------------------------------------------------------------- */

static void
label_setup_cb (GtkSignalListItemFactory *factory,
                GtkListItem              *item,
                gpointer                  ellipsize)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  if (ellipsize != NULL)
    {
      gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
      gtk_label_set_width_chars (GTK_LABEL (label), 12);
    }
  gtk_list_item_set_child (item, label);
}

static void
label_bind_cb (GtkSignalListItemFactory *factory,
               GtkListItem              *item)
{
  GtkStringObject *string = gtk_list_item_get_item (item);

  gtk_label_set_text (GTK_LABEL (gtk_list_item_get_child (item)),
                      gtk_string_object_get_string (string));
}

static GtkListItemFactory *
label_factory (gboolean ellipsize)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

  g_signal_connect (factory, "setup", G_CALLBACK (label_setup_cb), GINT_TO_POINTER (ellipsize));
  g_signal_connect (factory, "bind", G_CALLBACK (label_bind_cb), NULL);
  return factory;
}

/* Long names (the lesson's model names are long) are cut short on the
 * button so the controls fit a narrow window; the list shows them whole. */
static void
fill_drop_down (GtkDropDown *drop_down,
                GtkStringList *strings,
                guint        selected)
{
  g_autoptr(GtkListItemFactory) button = label_factory (TRUE);
  g_autoptr(GtkListItemFactory) list = label_factory (FALSE);

  gtk_drop_down_set_factory (drop_down, button);
  gtk_drop_down_set_list_factory (drop_down, list);
  gtk_drop_down_set_model (drop_down, G_LIST_MODEL (strings));
  gtk_drop_down_set_selected (drop_down, selected);
  g_object_unref (strings);
}

static GtkStringList *
accelerator_names (const AkPage *page,
                   const char   *first)
{
  GtkStringList *strings = gtk_string_list_new (NULL);

  if (first != NULL)
    gtk_string_list_append (strings, first);
  for (guint i = 0; i < page->accelerators->len; i++)
    gtk_string_list_append (strings, ((AkAccelerator *) g_ptr_array_index (page->accelerators, i))->name);
  return strings;
}

static void
fill_controls (AkRooflinePage *self,
               const AkPage   *page)
{
  GtkStringList *models = gtk_string_list_new (NULL);
  GtkStringList *precisions = gtk_string_list_new (NULL);

  for (guint i = 0; i < page->models->len; i++)
    gtk_string_list_append (models, ((AkModelSpec *) g_ptr_array_index (page->models, i))->name);

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

  fill_drop_down (self->accelerator_drop_down, accelerator_names (page, NULL), 0);
  fill_drop_down (self->compare_drop_down, accelerator_names (page, C_("accelerator", "None")), 0);
  fill_drop_down (self->model_drop_down, models, 0);
  fill_drop_down (self->precision_drop_down, precisions, AK_PRECISION_BF16);
}

static void
ak_roofline_page_dispose (GObject *object)
{
  AkRooflinePage *self = AK_ROOFLINE_PAGE (object);

  if (self->chooser != NULL)
    gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->chooser));
  g_clear_object (&self->chooser);
  gtk_widget_dispose_template (GTK_WIDGET (object), AK_TYPE_ROOFLINE_PAGE);
  g_clear_object (&self->lesson);

  G_OBJECT_CLASS (ak_roofline_page_parent_class)->dispose (object);
}

static void
ak_roofline_page_class_init (AkRooflinePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ak_roofline_page_dispose;

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class, AK_RESOURCE_PREFIX "/ui/ak-roofline-page.ui");
  gtk_widget_class_bind_template_child (widget_class, AkRooflinePage, accelerator_drop_down);
  gtk_widget_class_bind_template_child (widget_class, AkRooflinePage, compare_drop_down);
  gtk_widget_class_bind_template_child (widget_class, AkRooflinePage, model_drop_down);
  gtk_widget_class_bind_template_child (widget_class, AkRooflinePage, precision_drop_down);
  gtk_widget_class_bind_template_child (widget_class, AkRooflinePage, batch_spin);
  gtk_widget_class_bind_template_child (widget_class, AkRooflinePage, prompt_spin);
  gtk_widget_class_bind_template_child (widget_class, AkRooflinePage, figures_label);
  gtk_widget_class_bind_template_child (widget_class, AkRooflinePage, chart);
  gtk_widget_class_bind_template_child (widget_class, AkRooflinePage, point_label);
  gtk_widget_class_bind_template_child (widget_class, AkRooflinePage, hidden_label);
  gtk_widget_class_bind_template_child (widget_class, AkRooflinePage, export_status);
  gtk_widget_class_bind_template_child (widget_class, AkRooflinePage, reading);
  gtk_widget_class_bind_template_child (widget_class, AkRooflinePage, scroller);
  gtk_widget_class_bind_template_callback (widget_class, settings_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, export_clicked_cb);
  gtk_widget_class_set_css_name (widget_class, "rooflinepage");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
ak_roofline_page_init (AkRooflinePage *self)
{
  g_type_ensure (AK_TYPE_CLAMP);
  g_type_ensure (AK_TYPE_ROOFLINE_CHART);
  gtk_widget_init_template (GTK_WIDGET (self));
}

/**
 * ak_roofline_page_new:
 * @lesson: the lesson
 * @page: a roofline page of @lesson, with at least one accelerator and one
 *   model (the validator ensures both)
 *
 * Returns: (transfer floating): the page: the chart and its controls, then
 *   the page's reading blocks
 */
GtkWidget *
ak_roofline_page_new (AkLesson     *lesson,
                      const AkPage *page)
{
  AkRooflinePage *self;
  AkRooflineRenderer *renderer;

  g_return_val_if_fail (AK_IS_LESSON (lesson), NULL);
  g_return_val_if_fail (page != NULL && page->kind == AK_PAGE_ROOFLINE, NULL);

  self = g_object_new (AK_TYPE_ROOFLINE_PAGE, NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, page->title,
                                  -1);

  fill_controls (self, page);
  /* The page is owned by the lesson, which this page keeps alive. */
  self->lesson = g_object_ref (lesson);
  self->page = page;

  renderer = ak_roofline_chart_get_renderer (self->chart);
  g_signal_connect_object (renderer, "notify::selected", G_CALLBACK (update_point_label),
                           self, G_CONNECT_SWAPPED);
  settings_changed_cb (self);

  for (guint i = 0; i < page->blocks->len; i++)
    gtk_box_append (self->reading, ak_reading_block_new (lesson, g_ptr_array_index (page->blocks, i)));

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

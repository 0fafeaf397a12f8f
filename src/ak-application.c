/* ak-application.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <signal.h>

#include <glib/gi18n.h>
#include <glib-unix.h>

#include "ak-analyze.h"
#include "ak-application.h"
#include "ak-batch-export.h"
#include "ak-lesson.h"
#include "ak-machine-probe.h"
#include "ak-roofline-export.h"
#include "ak-style.h"
#include "ak-window.h"

struct _AkApplication
{
  GtkApplication  parent_instance;

  AkProgress     *progress;
  guint           sigterm_source;
};

G_DEFINE_FINAL_TYPE (AkApplication, ak_application, GTK_TYPE_APPLICATION)

static const GOptionEntry option_entries[] = {
  { "page", 'p', 0, G_OPTION_ARG_STRING, NULL,
    N_("Open the lesson at the page with this id"), N_("ID") },
  { "lesson", 'l', 0, G_OPTION_ARG_FILENAME, NULL,
    N_("Open this lesson file instead of the bundled lesson"), N_("FILE") },
  { "validate", 0, 0, G_OPTION_ARG_NONE, NULL,
    N_("Check the lesson files given as arguments, print each problem and exit"), NULL },
  { "version", 0, 0, G_OPTION_ARG_NONE, NULL,
    N_("Print the version and exit"), NULL },
  { "export-roofline", 0, 0, G_OPTION_ARG_FILENAME, NULL,
    N_("Draw the roofline chart into FILE (.png, .svg or .pdf) and exit; needs no display"), N_("FILE") },
  { "accelerator", 0, 0, G_OPTION_ARG_STRING, NULL,
    N_("With --export-roofline or --analyze: the accelerator whose roof to use"), N_("ID") },
  { "analyze", 0, 0, G_OPTION_ARG_NONE, NULL,
    N_("Analyse one inference step of a model on an accelerator, print it as JSON and exit; needs no display"), NULL },
  { "model", 0, 0, G_OPTION_ARG_FILENAME, NULL,
    N_("With --analyze: a model id of the lesson or a Hugging Face config.json"), N_("ID|FILE") },
  { "precision", 0, 0, G_OPTION_ARG_STRING, NULL,
    N_("With --analyze: the weights’ precision (fp32, bf16, fp16, fp8, int8, int4)"), N_("PRECISION") },
  { "kv-precision", 0, 0, G_OPTION_ARG_STRING, NULL,
    N_("With --analyze: the KV cache’s precision"), N_("PRECISION") },
  { "compute-precision", 0, 0, G_OPTION_ARG_STRING, NULL,
    N_("With --analyze: the arithmetic’s precision (default: that of the weights, BF16 for int8 and int4)"), N_("PRECISION") },
  { "batch", 0, 0, G_OPTION_ARG_STRING, NULL,
    N_("With --analyze: sequences in the batch (default 1)"), N_("N") },
  { "context", 0, 0, G_OPTION_ARG_STRING, NULL,
    N_("With --analyze: prompt length (prefill) or context length (decode) in tokens (default 2048)"), N_("TOKENS") },
  { "phase", 0, 0, G_OPTION_ARG_STRING, NULL,
    N_("With --analyze: prefill or decode (default)"), N_("PHASE") },
  { "sweep", 0, 0, G_OPTION_ARG_STRING, NULL,
    N_("With --analyze: add a sweep of decode over batch sizes (batch)"), N_("batch") },
  { "draft-tokens", 0, 0, G_OPTION_ARG_STRING, NULL,
    N_("With --analyze: speculative decoding with K drafted tokens (1 to 32)"), N_("K") },
  { "acceptance", 0, 0, G_OPTION_ARG_STRING, NULL,
    N_("With --draft-tokens: the chance a drafted token is accepted (0 up to but not including 1)"), N_("A") },
  { "draft-cost-ratio", 0, 0, G_OPTION_ARG_STRING, NULL,
    N_("With --draft-tokens: a draft step’s time over a target step’s (0 to 1, default 0)"), N_("C") },
  { "export-chart", 0, 0, G_OPTION_ARG_STRING, NULL,
    N_("Write a chart (batch) to FILE (.png, .svg or .pdf) with the --analyze options, then exit"),
    N_("batch FILE") },
  { "measure", 0, 0, G_OPTION_ARG_NONE, NULL,
    N_("Measure this computer’s FLOP/s and memory bandwidth, print them as JSON and exit; needs no display"), NULL },
  { "measure-quick", 0, G_OPTION_FLAG_HIDDEN, G_OPTION_ARG_NONE, NULL, NULL, NULL },
  { G_OPTION_REMAINING, 0, 0, G_OPTION_ARG_FILENAME_ARRAY, NULL, NULL, N_("[FILE…]") },
  { 0 }
};

/* Whether this executable runs from the build tree, not installed. */
static gboolean
is_uninstalled (void)
{
  static gsize initialized;
  static gboolean uninstalled;

  if (g_once_init_enter (&initialized))
    {
      g_autofree char *exe = g_file_read_link ("/proc/self/exe", NULL);

      uninstalled = exe != NULL && g_str_has_prefix (exe, BUILD_ROOT "/");
      g_once_init_leave (&initialized, 1);
    }

  return uninstalled;
}

/**
 * ak_application_get_locale_dir:
 *
 * Where the message catalogues are: the build tree's po/ directory when the
 * executable runs uninstalled from the build tree, the configured locale
 * directory otherwise.
 *
 * Returns: (transfer none): a directory path
 */
const char *
ak_application_get_locale_dir (void)
{
  return is_uninstalled () ? BUILD_LOCALEDIR : LOCALEDIR;
}

static GSettingsSchema *
lookup_schema (void)
{
  GSettingsSchemaSource *installed = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchemaSource) built = NULL;
  GSettingsSchema *schema = NULL;

  if (installed != NULL)
    schema = g_settings_schema_source_lookup (installed, APP_ID, TRUE);

  /* Run from the build tree, the compiled schema sits next to it. */
  if (schema == NULL && is_uninstalled ())
    {
      built = g_settings_schema_source_new_from_directory (BUILD_ROOT "/data", installed, FALSE, NULL);
      if (built != NULL)
        schema = g_settings_schema_source_lookup (built, APP_ID, FALSE);
    }

  return schema;
}

/**
 * ak_application_new_settings:
 *
 * The app's settings, from the installed schema or, when running from the
 * build tree, from the schema compiled there; so the app runs uninstalled
 * without GSETTINGS_SCHEMA_DIR.
 *
 * Returns: (transfer full) (nullable): the settings, or %NULL (with one
 *   warning) when the schema is nowhere to be found; preferences are then
 *   not remembered
 */
GSettings *
ak_application_new_settings (void)
{
  static gsize initialized;
  static GSettingsSchema *schema;

  if (g_once_init_enter (&initialized))
    {
      schema = lookup_schema ();
      if (schema == NULL)
        g_warning ("The settings schema %s is not installed; preferences will not be remembered", APP_ID);
      g_once_init_leave (&initialized, 1);
    }

  return schema != NULL ? g_settings_new_full (schema, NULL, NULL) : NULL;
}

static gboolean
validate_one (const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_commandline_arg (path);
  g_autoptr(GPtrArray) problems = NULL;
  g_autoptr(AkLesson) lesson = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = NULL;

  /* Messages name the file as the teacher typed it, so that two lessons
   * with the same name in different folders can be told apart. */
  bytes = g_file_load_bytes (file, NULL, NULL, &error);
  if (bytes == NULL)
    {
      g_printerr ("%s: %s\n", path, error->message);
      return FALSE;
    }

  lesson = ak_lesson_new_from_bytes (bytes, path, &problems, NULL);
  if (lesson != NULL)
    {
      g_print (_("%s: no problems found\n"), path);
      return TRUE;
    }

  for (guint i = 0; problems != NULL && i < problems->len; i++)
    {
      const GError *problem = g_ptr_array_index (problems, i);
      g_printerr ("%s\n", problem->message);
    }

  return FALSE;
}

/**
 * ak_application_validate_files:
 * @paths: (array zero-terminated=1): lesson files, as given on the command line
 *
 * Loads and validates each file and prints one line per problem, in the form
 * `FILE:LINE:COLUMN: MEMBER.PATH: message`, to standard error. Needs no display.
 *
 * Returns: 0 when every file is a valid lesson, 1 otherwise (also when
 *   @paths is empty)
 */
int
ak_application_validate_files (const char * const *paths)
{
  gboolean ok = TRUE;

  if (paths == NULL || paths[0] == NULL)
    {
      g_printerr ("%s\n", _("--validate needs at least one lesson file"));
      return 1;
    }

  for (guint i = 0; paths[i] != NULL; i++)
    ok &= validate_one (paths[i]);

  return ok ? 0 : 1;
}

static int
ak_application_handle_local_options (GApplication *app,
                                     GVariantDict *options)
{
  g_autofree const char **files = NULL;
  const char *export_path = NULL, *accelerator_id = NULL, *lesson_path = NULL;

  if (g_variant_dict_contains (options, "version"))
    {
      g_print ("%s %s\n", APP_NAME, PACKAGE_VERSION);
      return 0;
    }

  g_variant_dict_lookup (options, G_OPTION_REMAINING, "^a&ay", &files);

  if (g_variant_dict_contains (options, "validate"))
    return ak_application_validate_files (files);

  if (g_variant_dict_lookup (options, "export-roofline", "^&ay", &export_path))
    {
      g_variant_dict_lookup (options, "accelerator", "&s", &accelerator_id);
      g_variant_dict_lookup (options, "lesson", "^&ay", &lesson_path);
      return ak_roofline_export_command_line (export_path, accelerator_id, lesson_path);
    }

  if (g_variant_dict_contains (options, "export-chart"))
    return ak_batch_export_command_line (options, ak_application_load_lesson);

  if (g_variant_dict_contains (options, "analyze"))
    return ak_analyze_command_line (options, ak_application_load_lesson);

  if (g_variant_dict_contains (options, "measure") || g_variant_dict_contains (options, "measure-quick"))
    return ak_machine_probe_command_line (g_variant_dict_contains (options, "measure-quick"));

  if (files != NULL && files[0] != NULL)
    {
      g_printerr (_("Unexpected argument “%s”; use --lesson FILE to open a lesson\n"), files[0]);
      return 1;
    }

  return -1;
}

/**
 * ak_application_load_lesson:
 * @file: (nullable): a lesson file, or %NULL for the bundled lesson
 * @out_problems: (out) (optional) (element-type GError): every problem found
 *
 * Loads and validates a lesson, then translates its texts into the
 * current locale through the app's gettext domain.
 *
 * Returns: (transfer full) (nullable): the lesson, or %NULL if it has problems
 */
AkLesson *
ak_application_load_lesson (GFile      *file,
                            GPtrArray **out_problems)
{
  AkLesson *lesson;

  if (file != NULL)
    lesson = ak_lesson_new_from_file (file, out_problems, NULL);
  else
    lesson = ak_lesson_new_from_resource (AK_BUNDLED_LESSON_RESOURCE, out_problems, NULL);

  if (lesson != NULL)
    ak_lesson_translate (lesson, GETTEXT_PACKAGE);

  return lesson;
}

static AkWindow *
open_window (AkApplication *self,
             GFile         *lesson_file,
             const char    *page_id)
{
  g_autoptr(GPtrArray) problems = NULL;
  g_autoptr(AkLesson) lesson = NULL;
  AkWindow *window;

  window = ak_window_new (self);
  lesson = ak_application_load_lesson (lesson_file, &problems);

  if (lesson != NULL)
    ak_window_set_lesson (window, lesson, page_id);
  else
    ak_window_show_problems (window, lesson_file, problems);

  gtk_window_present (GTK_WINDOW (window));

  return window;
}

static int
ak_application_command_line (GApplication            *app,
                             GApplicationCommandLine *cmdline)
{
  AkApplication *self = AK_APPLICATION (app);
  GVariantDict *options = g_application_command_line_get_options_dict (cmdline);
  g_autoptr(GFile) lesson_file = NULL;
  g_autofree char *lesson_path = NULL;
  const char *page_id = NULL;
  AkWindow *window;

  g_variant_dict_lookup (options, "page", "&s", &page_id);
  if (g_variant_dict_lookup (options, "lesson", "^ay", &lesson_path))
    lesson_file = g_application_command_line_create_file_for_arg (cmdline, lesson_path);

  window = open_window (self, lesson_file, page_id);

  if (page_id != NULL && !ak_window_has_page (window, page_id))
    {
      g_application_command_line_printerr (cmdline,
                                           _("There is no page “%s” in this lesson\n"),
                                           page_id);
    }

  return 0;
}

static void
ak_application_activate (GApplication *app)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (app));

  if (window != NULL)
    gtk_window_present (window);
  else
    open_window (AK_APPLICATION (app), NULL, NULL);
}

static void
quit_action (GSimpleAction *action,
             GVariant      *param,
             gpointer       user_data)
{
  GApplication *app = G_APPLICATION (user_data);
  g_autoptr(GList) windows = g_list_copy (gtk_application_get_windows (GTK_APPLICATION (app)));

  /* Closing the windows first lets each one save its state. */
  for (GList *l = windows; l != NULL; l = l->next)
    gtk_window_close (GTK_WINDOW (l->data));

  g_application_quit (app);
}

static void
about_action (GSimpleAction *action,
              GVariant      *param,
              gpointer       user_data)
{
  static const char *developers[] = { "The Accelerator Kitchen developers", NULL };
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (user_data));

  gtk_show_about_dialog (parent,
                         "program-name", APP_NAME,
                         "logo-icon-name", APP_ID,
                         "version", PACKAGE_VERSION,
                         "comments", _("Learn how AI accelerators work: compute, memory bandwidth and the roofline"),
                         "license-type", GTK_LICENSE_GPL_3_0,
                         "authors", developers,
                         /* Translators: put your names here, one per line */
                         "translator-credits", _("translator-credits"),
                         "website", "https://github.com/accelerator-kitchen/AcceleratorKitchen",
                         NULL);
}

/**
 * ak_application_get_progress:
 * @self: the application
 *
 * Loads the learner's progress on first use. A broken or unwritable file
 * does not stop the app: the store logs it and keeps a notice for the
 * learner (ak_progress_get_notice()).
 *
 * Returns: (transfer none): the progress store every window shares
 */
AkProgress *
ak_application_get_progress (AkApplication *self)
{
  g_return_val_if_fail (AK_IS_APPLICATION (self), NULL);

  if (self->progress == NULL)
    {
      self->progress = ak_progress_new (NULL);
      ak_progress_load (self->progress, NULL);
    }

  return self->progress;
}

static void
on_reset_response (GtkDialog     *dialog,
                   int            response,
                   AkApplication *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    ak_progress_reset (ak_application_get_progress (self), NULL);

  gtk_window_destroy (GTK_WINDOW (dialog));
}

static void
reset_progress_action (GSimpleAction *action,
                       GVariant      *param,
                       gpointer       user_data)
{
  AkApplication *self = AK_APPLICATION (user_data);
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (self));
  GtkWidget *dialog, *reset;

  dialog = gtk_message_dialog_new (parent, GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT,
                                   GTK_MESSAGE_WARNING, GTK_BUTTONS_NONE,
                                   "%s", _("Reset All Progress?"));
  gtk_message_dialog_format_secondary_text (GTK_MESSAGE_DIALOG (dialog), "%s",
                                            _("Quiz answers, best scores and sort game results "
                                              "of every lesson will be forgotten. This cannot be undone."));
  gtk_dialog_add_button (GTK_DIALOG (dialog), _("_Cancel"), GTK_RESPONSE_CANCEL);
  reset = gtk_dialog_add_button (GTK_DIALOG (dialog), _("_Reset Progress"), GTK_RESPONSE_ACCEPT);
  gtk_widget_add_css_class (reset, "destructive-action");
  gtk_dialog_set_default_response (GTK_DIALOG (dialog), GTK_RESPONSE_CANCEL);
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_reset_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* SIGTERM (logout, kill, a classroom's shutdown script) quits as Ctrl+Q
 * does; progress is saved at every answer anyway. */
static gboolean
on_sigterm (gpointer user_data)
{
  AkApplication *self = AK_APPLICATION (user_data);

  self->sigterm_source = 0;
  g_action_group_activate_action (G_ACTION_GROUP (self), "quit", NULL);

  return G_SOURCE_REMOVE;
}

static const GActionEntry app_actions[] = {
  { "quit", quit_action, NULL, NULL, NULL, { 0 } },
  { "about", about_action, NULL, NULL, NULL, { 0 } },
  { "reset-progress", reset_progress_action, NULL, NULL, NULL, { 0 } },
};

static void
ak_application_startup (GApplication *app)
{
  static const char *quit_accels[] = { "<Control>q", NULL };
  g_autoptr(GtkCssProvider) css = gtk_css_provider_new ();

  G_APPLICATION_CLASS (ak_application_parent_class)->startup (app);

  g_action_map_add_action_entries (G_ACTION_MAP (app), app_actions,
                                   G_N_ELEMENTS (app_actions), app);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "app.quit", quit_accels);
  AK_APPLICATION (app)->sigterm_source = g_unix_signal_add (SIGTERM, on_sigterm, app);

  gtk_css_provider_load_from_resource (css, AK_RESOURCE_PREFIX "/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (),
                                              GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  gtk_window_set_default_icon_name (APP_ID);
  ak_style_follow_desktop (gtk_settings_get_default ());
}

static void
ak_application_shutdown (GApplication *app)
{
  AkApplication *self = AK_APPLICATION (app);

  g_clear_handle_id (&self->sigterm_source, g_source_remove);

  G_APPLICATION_CLASS (ak_application_parent_class)->shutdown (app);
}

static void
ak_application_dispose (GObject *object)
{
  AkApplication *self = AK_APPLICATION (object);

  g_clear_handle_id (&self->sigterm_source, g_source_remove);
  g_clear_object (&self->progress);

  G_OBJECT_CLASS (ak_application_parent_class)->dispose (object);
}

static void
ak_application_class_init (AkApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  object_class->dispose = ak_application_dispose;
  app_class->shutdown = ak_application_shutdown;

  app_class->handle_local_options = ak_application_handle_local_options;
  app_class->command_line = ak_application_command_line;
  app_class->activate = ak_application_activate;
  app_class->startup = ak_application_startup;
}

static void
ak_application_init (AkApplication *self)
{
  g_application_add_main_option_entries (G_APPLICATION (self), option_entries);
  g_application_set_option_context_summary (G_APPLICATION (self),
                                            _("An interactive lesson on how AI accelerators work."));
}

/**
 * ak_application_new:
 *
 * Returns: (transfer full): the application
 */
AkApplication *
ak_application_new (void)
{
  return g_object_new (AK_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       "resource-base-path", AK_RESOURCE_PREFIX,
                       "flags", G_APPLICATION_HANDLES_COMMAND_LINE,
                       NULL);
}

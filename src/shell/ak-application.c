/* ak-application.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <signal.h>

#include <glib/gi18n.h>
#include <glib-unix.h>

#include "ak-a11y-names.h"
#include "ak-application.h"
#include "ak-commands.h"
#include "ak-lesson-loader.h"
#include "ak-window.h"
#include "ak-window-lessons.h"

struct _AkApplication
{
  AdwApplication  parent_instance;

  AkProgress     *progress;
  GSettings      *settings;
  guint           sigterm_source;
};

G_DEFINE_FINAL_TYPE (AkApplication, ak_application, ADW_TYPE_APPLICATION)

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
    N_("With --analyze or --export-roofline: a model id of the lesson or a Hugging Face config.json"), N_("ID|FILE") },
  { "precision", 0, 0, G_OPTION_ARG_STRING, NULL,
    N_("With --analyze or --export-roofline: the weights’ precision (fp32, bf16, fp16, fp8, int8, int4)"), N_("PRECISION") },
  { "kv-precision", 0, 0, G_OPTION_ARG_STRING, NULL,
    N_("With --analyze: the KV cache’s precision"), N_("PRECISION") },
  { "compute-precision", 0, 0, G_OPTION_ARG_STRING, NULL,
    N_("With --analyze: the arithmetic’s precision (default: that of the weights, BF16 for int8 and int4)"), N_("PRECISION") },
  { "batch", 0, 0, G_OPTION_ARG_STRING, NULL,
    N_("With --analyze or --export-roofline: sequences in the batch (default 1)"), N_("N") },
  { "context", 0, 0, G_OPTION_ARG_STRING, NULL,
    N_("With --analyze or --export-roofline: prompt length (prefill) or context length (decode) in tokens (default 2048)"), N_("TOKENS") },
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
  { "request", 0, 0, G_OPTION_ARG_STRING, NULL,
    N_("With --analyze: a whole request of ISL input and OSL output tokens per sequence: time to first token, time per output token, latency, tokens/s"), N_("ISL/OSL") },
  { "price-per-hour", 0, 0, G_OPTION_ARG_STRING, NULL,
    N_("With --request: the accelerator’s price in dollars per hour, for the cost per million output tokens"), N_("USD") },
  { "efficiency", 0, 0, G_OPTION_ARG_STRING, NULL,
    N_("With --analyze: the estimate’s factors, e.g. compute=0.7,memory=0.8,overhead=20e-6 (seconds per step)"), N_("FACTORS") },
  /* many chips (src/model/parallel/ak-analyze-system.c) */
  { "chips", 0, 0, G_OPTION_ARG_STRING, NULL,
    N_("With --analyze or --plan-training: N identical chips joined by a link (default 1; with --analyze all as tensor parallel)"), N_("N") },
  { "tp", 0, 0, G_OPTION_ARG_STRING, NULL,
    N_("With --analyze or --plan-training: tensor-parallel degree"), N_("X") },
  { "pp", 0, 0, G_OPTION_ARG_STRING, NULL,
    N_("With --analyze or --plan-training: pipeline stages"), N_("Y") },
  { "ep", 0, 0, G_OPTION_ARG_STRING, NULL,
    N_("With --analyze: expert-parallel degree (mixtures of experts)"), N_("Z") },
  { "link", 0, 0, G_OPTION_ARG_STRING, NULL,
    N_("With --analyze or --plan-serving: the link between chips (default the accelerator’s own)"), N_("ID") },
  { "link-latency", 0, 0, G_OPTION_ARG_STRING, NULL,
    N_("With --analyze or --plan-serving: seconds each step of a collective waits (default 0)"), N_("S") },
  { "microbatches", 0, 0, G_OPTION_ARG_STRING, NULL,
    N_("With --analyze: micro-batches through the pipeline (default: as many as stages)"), N_("M") },
  { "overlap", 0, 0, G_OPTION_ARG_NONE, NULL,
    N_("With --analyze or --plan-serving: the link works while the chips compute"), NULL },
  { "plan-serving", 0, 0, G_OPTION_ARG_NONE, NULL,
    N_("Find the fewest chips that hold a model and their best layout, print it as JSON and exit"), NULL },
  { "target", 0, 0, G_OPTION_ARG_STRING, NULL,
    N_("With --plan-serving: latency (default) or throughput"), N_("TARGET") },
  { "export-chart", 0, 0, G_OPTION_ARG_STRING, NULL,
    N_("Write a chart (batch) to FILE (.png, .svg or .pdf) with the --analyze options, then exit"),
    N_("batch FILE") },
  { "measure", 0, 0, G_OPTION_ARG_NONE, NULL,
    N_("Measure this computer’s FLOP/s and memory bandwidth, print them as JSON and exit; needs no display"), NULL },
  { "list-lessons", 0, 0, G_OPTION_ARG_NONE, NULL,
    N_("List the lessons found (bundled, yours, this computer’s) as id, title and path, and exit"), NULL },
  { "export-progress", 0, 0, G_OPTION_ARG_FILENAME, NULL,
    N_("Write your quiz, sort game and measurement results to FILE (.csv or .json) and exit"), N_("FILE") },
  /* --plan-training and its options (issue 27; ak-training-cli.c) */
  { "plan-training", 0, 0, G_OPTION_ARG_NONE, NULL,
    N_("Plan a training run (FLOPs, memory per chip, days, energy, cost), print it as JSON and exit; needs no display"), NULL },
  { "tokens", 0, 0, G_OPTION_ARG_STRING, NULL, N_("With --plan-training: the tokens to train on, D"), N_("D") },
  { "seq-len", 0, 0, G_OPTION_ARG_STRING, NULL, N_("With --plan-training: tokens per sequence (default 2048)"), N_("TOKENS") },
  { "global-batch", 0, 0, G_OPTION_ARG_STRING, NULL,
    N_("With --plan-training: sequences per optimizer step (default one micro-batch per data-parallel replica)"), N_("N") },
  { "micro-batch", 0, 0, G_OPTION_ARG_STRING, NULL, N_("With --plan-training: sequences per micro-batch (default 1)"), N_("N") },
  { "zero", 0, 0, G_OPTION_ARG_STRING, NULL, N_("With --plan-training: ZeRO stage over the data-parallel chips, 0 to 3 (default 0)"), N_("STAGE") },
  { "optimizer", 0, 0, G_OPTION_ARG_STRING, NULL, N_("With --plan-training: adam-mixed (default), adam-fp32 or sgd"), N_("OPTIMIZER") },
  { "recompute", 0, 0, G_OPTION_ARG_STRING, NULL, N_("With --plan-training: activation recomputation, none (default), selective or full"), N_("MODE") },
  { "attention-scores", 0, 0, G_OPTION_ARG_STRING, NULL,
    N_("With --plan-training: fused (default, as FlashAttention) or stored (as Korthikanti et al. count them)"), N_("MODE") },
  { "mfu", 0, 0, G_OPTION_ARG_STRING, NULL, N_("With --plan-training: the model FLOPs utilization to plan at, above 0 up to 1"), N_("FRACTION") },
  { "tokens-per-s-per-chip", 0, 0, G_OPTION_ARG_STRING, NULL, N_("With --plan-training: the speed to plan at, in tokens per second per chip"), N_("RATE") },
  { "days", 0, 0, G_OPTION_ARG_STRING, NULL, N_("With --plan-training: the days the run takes (gives the MFU it implies)"), N_("DAYS") },
  { "price-per-chip-hour", 0, 0, G_OPTION_ARG_STRING, NULL, N_("With --plan-training: dollars per chip-hour, for the cost"), N_("USD") },
  { "pue", 0, 0, G_OPTION_ARG_STRING, NULL, N_("With --plan-training: the data centre’s power usage effectiveness, 1 to 3 (default 1)"), N_("PUE") },
  { "run", 0, 0, G_OPTION_ARG_STRING, NULL, N_("With --plan-training: start from a published run of the lesson"), N_("ID") },
  { "merge-results", 0, 0, G_OPTION_ARG_FILENAME, NULL,
    N_("Merge the learners’ .json results files given as arguments into one class sheet FILE (.csv or .json) and exit"),
    N_("FILE") },
  { "measure-quick", 0, G_OPTION_FLAG_HIDDEN, G_OPTION_ARG_NONE, NULL, NULL, NULL },
  { G_OPTION_REMAINING, 0, 0, G_OPTION_ARG_FILENAME_ARRAY, NULL, NULL, N_("[FILE…]") },
  { 0 }
};

/**
 * ak_application_new_settings:
 *
 * The app's settings, from the schema GSettings finds: the installed one,
 * or under `meson devenv` the one compiled in the build tree
 * (GSETTINGS_SCHEMA_DIR).
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
      GSettingsSchemaSource *source = g_settings_schema_source_get_default ();

      if (source != NULL)
        schema = g_settings_schema_source_lookup (source, APP_ID, TRUE);
      if (schema == NULL)
        g_warning ("The settings schema %s is not installed; preferences will not be remembered", APP_ID);
      g_once_init_leave (&initialized, 1);
    }

  return schema != NULL ? g_settings_new_full (schema, NULL, NULL) : NULL;
}

/* The modes that need no display run here, before GTK opens one. */
static int
ak_application_handle_local_options (GApplication *app,
                                     GVariantDict *options)
{
  return ak_commands_run (options);
}

/* A lesson to load for a window, and the launch that asked for it (kept
 * so that a second launch's messages reach its terminal). */
typedef struct {
  GFile                   *file;
  char                    *page_id;
  GApplicationCommandLine *cmdline;
  GPtrArray               *problems;
} LoadRequest;

static void
load_request_free (gpointer data)
{
  LoadRequest *request = data;

  g_clear_object (&request->file);
  g_free (request->page_id);
  g_clear_object (&request->cmdline);
  g_clear_pointer (&request->problems, g_ptr_array_unref);
  g_free (request);
}

/* In a worker thread: reading, parsing and validating a lesson (up to the
 * limits of ak-lesson-limits, about a second) never blocks the main loop,
 * so the window's first frame, SIGTERM and a second launch are served
 * while it loads. */
static void
load_in_thread (GTask        *task,
                gpointer      source_object,
                gpointer      task_data,
                GCancellable *cancellable)
{
  LoadRequest *request = task_data;
  AkLesson *lesson = ak_lesson_load (request->file, &request->problems);

  g_task_return_pointer (task, lesson, g_object_unref);
}

static void
on_lesson_loaded (GObject      *source_object,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  AkWindow *window = AK_WINDOW (source_object);
  LoadRequest *request = g_task_get_task_data (G_TASK (result));
  g_autoptr(AkLesson) lesson = g_task_propagate_pointer (G_TASK (result), NULL);

  /* Closed while its lesson loaded: nothing to show it in. */
  if (gtk_window_get_application (GTK_WINDOW (window)) == NULL)
    return;

  if (request->file != NULL)
    ak_window_play_loaded_file (window, request->file, lesson, request->problems, request->page_id);
  else if (lesson != NULL)
    ak_window_set_lesson (window, lesson, request->page_id);
  else
    ak_window_show_problems (window, NULL, request->problems);

  gtk_window_present (GTK_WINDOW (window));

  if (lesson != NULL && request->page_id != NULL && !ak_window_has_page (window, request->page_id) &&
      request->cmdline != NULL)
    g_application_command_line_printerr (request->cmdline,
                                         _("There is no page “%s” in this lesson\n"),
                                         request->page_id);
}

/* The window is shown once its lesson is loaded (off the main thread). */
static AkWindow *
open_window (AkApplication           *self,
             GFile                   *lesson_file,
             const char              *page_id,
             GApplicationCommandLine *cmdline)
{
  g_autoptr(GTask) task = NULL;
  LoadRequest *request = g_new0 (LoadRequest, 1);
  AkWindow *window = ak_window_new (self);

  g_object_set_data_full (G_OBJECT (window), "ak-lesson-uri",
                          lesson_file != NULL ? g_file_get_uri (lesson_file) : g_strdup (""), g_free);
  request->file = lesson_file != NULL ? g_object_ref (lesson_file) : NULL;
  request->page_id = g_strdup (page_id);
  request->cmdline = cmdline != NULL ? g_object_ref (cmdline) : NULL;

  task = g_task_new (window, NULL, on_lesson_loaded, NULL);
  g_task_set_source_tag (task, open_window);
  g_task_set_task_data (task, request, load_request_free);
  g_task_run_in_thread (task, load_in_thread);

  return window;
}

/* The classroom setting fixed-lesson, or NULL. */
static GFile *
fixed_lesson (void)
{
  g_autoptr(GSettings) settings = ak_application_new_settings ();

  return ak_window_lessons_fixed_lesson (settings);
}

/* The window opened for @lesson_file (%NULL: the bundled lesson), loaded
 * or still loading; NULL if none. A window that shows a lesson's problems
 * does not count: a new launch tries again. */
static AkWindow *
find_window (AkApplication *self,
             GFile         *lesson_file)
{
  g_autofree char *uri = lesson_file != NULL ? g_file_get_uri (lesson_file) : g_strdup ("");

  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (self)); l != NULL; l = l->next)
    {
      if (AK_IS_WINDOW (l->data) && !ak_window_is_showing_problems (l->data) &&
          g_strcmp0 (g_object_get_data (l->data, "ak-lesson-uri"), uri) == 0)
        return l->data;
    }

  return NULL;
}

/* Every launch on this session bus lands here, in the first instance
 * (GApplication is unique per bus): a second launch presents the window
 * that already plays the lesson asked for instead of opening another. */
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
  lesson_file = fixed_lesson ();
  if (lesson_file != NULL && g_variant_dict_contains (options, "lesson"))
    g_application_command_line_printerr (cmdline, "%s\n",
                                         _("This computer plays a fixed lesson; --lesson is ignored"));
  else if (g_variant_dict_lookup (options, "lesson", "^ay", &lesson_path))
    lesson_file = g_application_command_line_create_file_for_arg (cmdline, lesson_path);

  window = find_window (self, lesson_file);
  if (window == NULL)
    {
      open_window (self, lesson_file, page_id, cmdline);
      return 0;
    }

  if (page_id != NULL && !ak_window_select_page (window, page_id) && ak_window_get_lesson (window) != NULL)
    g_application_command_line_printerr (cmdline, _("There is no page “%s” in this lesson\n"), page_id);
  gtk_window_present (GTK_WINDOW (window));

  return 0;
}

static void
ak_application_activate (GApplication *app)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (app));

  g_autoptr(GFile) fixed = NULL;

  if (window != NULL)
    gtk_window_present (window);
  else
    {
      fixed = fixed_lesson ();
      open_window (AK_APPLICATION (app), fixed, NULL, NULL);
    }
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
  GtkWidget *about;

  about = g_object_new (ADW_TYPE_ABOUT_WINDOW,
                        "transient-for", parent,
                        "application-name", APP_NAME,
                        "application-icon", APP_ID,
                        "version", PACKAGE_VERSION,
                        "developer-name", developers[0],
                        "developers", developers,
                        "comments", _("Learn how AI accelerators work: compute, memory bandwidth and the roofline"),
                        "license-type", GTK_LICENSE_GPL_3_0,
                        /* Translators: put your names here, one per line */
                        "translator-credits", _("translator-credits"),
                        "website", "https://github.com/accelerator-kitchen/AcceleratorKitchen",
                        NULL);
  gtk_window_present (GTK_WINDOW (about));
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
on_reset_response (AdwMessageDialog *dialog,
                   const char       *response,
                   AkApplication    *self)
{
  GtkWindow *window = gtk_window_get_transient_for (GTK_WINDOW (dialog));
  g_autoptr(GError) error = NULL;

  if (g_strcmp0 (response, "reset") != 0)
    return;

  if (!ak_progress_reset (ak_application_get_progress (self), &error))
    g_message ("Could not save the reset progress: %s", error->message);
  if (AK_IS_WINDOW (window))
    ak_window_show_toast (AK_WINDOW (window), _("Progress reset."));
}

static void
reset_progress_action (GSimpleAction *action,
                       GVariant      *param,
                       gpointer       user_data)
{
  AkApplication *self = AK_APPLICATION (user_data);
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (self));
  AdwMessageDialog *dialog;

  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (parent, _("Reset All Progress?"),
                                                       _("Quiz answers, best scores and sort game results "
                                                         "of every lesson will be forgotten. This cannot be undone.")));
  adw_message_dialog_add_responses (dialog,
                                    "cancel", _("_Cancel"),
                                    "reset", _("_Reset Progress"),
                                    NULL);
  adw_message_dialog_set_response_appearance (dialog, "reset", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (dialog, "cancel");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_reset_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  /* Named, its warning spoken, the focus on Cancel (libadwaita 1.2 gives
   * it none of these for a screen reader). */
  ak_accessible_prepare_dialog (GTK_WIDGET (dialog), adw_message_dialog_get_heading (dialog),
                                adw_message_dialog_get_body (dialog), _("_Cancel"));
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

/* The classroom setting allow-reset-progress (lockable with dconf)
 * enables Reset Progress. */
static void
bind_classroom_settings (AkApplication *self)
{
  GAction *reset = g_action_map_lookup_action (G_ACTION_MAP (self), "reset-progress");

  self->settings = ak_application_new_settings ();
  if (self->settings != NULL)
    g_settings_bind (self->settings, "allow-reset-progress", reset, "enabled", G_SETTINGS_BIND_GET);
}

static void
ak_application_startup (GApplication *app)
{
  static const char *quit_accels[] = { "<Control>q", NULL };

  /* AdwApplication loads style.css from the resource base path and
   * follows the desktop's light or dark style (AdwStyleManager). */
  G_APPLICATION_CLASS (ak_application_parent_class)->startup (app);

  g_action_map_add_action_entries (G_ACTION_MAP (app), app_actions,
                                   G_N_ELEMENTS (app_actions), app);
  bind_classroom_settings (AK_APPLICATION (app));
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "app.quit", quit_accels);
  AK_APPLICATION (app)->sigterm_source = g_unix_signal_add (SIGTERM, on_sigterm, app);
  gtk_window_set_default_icon_name (APP_ID);
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
  g_clear_object (&self->settings);

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

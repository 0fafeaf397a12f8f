/* ak-window-lessons.c: the window's lesson files: Open, the library, recent files, export
 *
 * The window actions `win.open-lesson` (Ctrl+O, a native file chooser),
 * `win.show-library` (#AkLibraryDialog) and `win.export-results` (a native
 * save chooser, then ak_progress_export_to_file()). They go through the
 * window's public API only: a chosen lesson is played with
 * ak_window_open_file(), which tests call directly because a native
 * chooser cannot be driven in a test.
 *
 * Classroom settings: when `fixed-lesson` is set (an administrator can
 * lock it with dconf), Open Lesson, the library and Open the Bundled
 * Lesson are disabled.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "ak-file-chooser.h"
#include "ak-library-dialog.h"
#include "ak-progress-export.h"
#include "ak-progress-identity.h"
#include "ak-progress-results.h"
#include "ak-window.h"
#include "ak-window-lessons.h"

/**
 * ak_window_lessons_add_recent:
 * @settings: (nullable): the app's settings
 * @file: a lesson file just opened
 *
 * Puts @file first in `recent-lessons`, once, keeping at most
 * %AK_RECENT_LESSONS_MAX entries. Resources (bundled lessons) are not kept.
 */
void
ak_window_lessons_add_recent (GSettings *settings,
                              GFile     *file)
{
  g_autofree char *uri = NULL;
  g_auto(GStrv) old = NULL;
  g_autoptr(GStrvBuilder) builder = NULL;
  g_auto(GStrv) recent = NULL;
  guint n = 1;

  if (settings == NULL || !g_file_is_native (file))
    return;

  uri = g_file_get_uri (file);
  old = g_settings_get_strv (settings, "recent-lessons");
  builder = g_strv_builder_new ();
  g_strv_builder_add (builder, uri);
  for (guint i = 0; old[i] != NULL && n < AK_RECENT_LESSONS_MAX; i++)
    {
      if (g_strcmp0 (old[i], uri) == 0)
        continue;
      g_strv_builder_add (builder, old[i]);
      n++;
    }
  recent = g_strv_builder_end (builder);
  g_settings_set_strv (settings, "recent-lessons", (const char * const *) recent);
}

/* The bundled lessons, read once: they are the same all through a run. */
static GPtrArray *
bundled_lessons (void)
{
  static GPtrArray *bundled;

  if (g_once_init_enter (&bundled))
    {
      g_autoptr(GPtrArray) none = g_ptr_array_new ();

      g_once_init_leave (&bundled, ak_lesson_library_scan (none, TRUE, NULL, NULL));
    }
  return bundled;
}

/* The lessons installed for this user or computer (opened before or not),
 * which a lesson from a file must not take the id of. The library's caps
 * bound the scan (at most AK_LESSON_LIBRARY_MAX_FILES files a folder, each
 * read up to AK_LESSON_LIBRARY_MAX_FILE_BYTES); a lab installs a handful. */
static GPtrArray *
installed_lessons (void)
{
  g_autoptr(GPtrArray) dirs = ak_lesson_library_default_dirs ();

  return ak_lesson_library_scan (dirs, FALSE, NULL, NULL);
}

/**
 * ak_window_lessons_claim:
 * @progress: (nullable): the app's progress store
 * @lesson: a lesson about to be played
 * @error: return location for %AK_PROGRESS_ERROR_CLASH
 *
 * Checks that @lesson may keep its progress under its id
 * (ak_progress_claim_lesson(), with the bundled lessons and, for a lesson
 * from a file, the installed ones as known ones: another file with the same
 * id and other content is refused even if it was never opened). A lesson
 * made from bytes, or a window without a store, is always played.
 *
 * Returns: %TRUE if @lesson may be played
 */
gboolean
ak_window_lessons_claim (AkProgress *progress,
                         AkLesson   *lesson,
                         GError    **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autoptr(GPtrArray) installed = NULL;
  g_autoptr(GPtrArray) known = NULL;

  if (progress == NULL || ak_lesson_get_source_uri (lesson) == NULL)
    return TRUE;
  /* borrowed entries: the bundled ones, then those installed */
  known = g_ptr_array_new ();
  g_ptr_array_extend (known, bundled_lessons (), NULL, NULL);
  if (!g_str_has_prefix (ak_lesson_get_source_uri (lesson), "resource://"))
    {
      installed = installed_lessons ();
      g_ptr_array_extend (known, installed, NULL, NULL);
    }
  if (ak_progress_claim_lesson (progress, lesson, known, &local_error))
    return TRUE;
  /* A save that failed is the progress notice's to tell, not a refusal. */
  if (!g_error_matches (local_error, AK_PROGRESS_ERROR, AK_PROGRESS_ERROR_CLASH))
    return TRUE;

  g_propagate_error (error, g_steal_pointer (&local_error));
  return FALSE;
}

/**
 * ak_window_lessons_fixed_lesson:
 * @settings: (nullable): the app's settings
 *
 * Returns: (transfer full) (nullable): the classroom's `fixed-lesson`, or
 *   %NULL when learners may choose
 */
GFile *
ak_window_lessons_fixed_lesson (GSettings *settings)
{
  g_autofree char *path = settings != NULL ? g_settings_get_string (settings, "fixed-lesson") : NULL;

  return path != NULL && path[0] != '\0' ? g_file_new_for_commandline_arg (path) : NULL;
}

/**
 * ak_window_lessons_update_actions:
 * @window: an #AkWindow
 * @settings: (nullable): the app's settings
 *
 * Enables Open Lesson, the library and the problem page's Open the
 * Bundled Lesson unless a fixed lesson is set.
 */
void
ak_window_lessons_update_actions (GtkWidget *window,
                                  GSettings *settings)
{
  g_autoptr(GFile) fixed = ak_window_lessons_fixed_lesson (settings);

  gtk_widget_action_set_enabled (window, "win.open-lesson", fixed == NULL);
  gtk_widget_action_set_enabled (window, "win.show-library", fixed == NULL);
  gtk_widget_action_set_enabled (window, "win.open-bundled-lesson", fixed == NULL);
}

static void
on_open_response (GtkNativeDialog *chooser,
                  int              response,
                  AkWindow        *self)
{
  g_autoptr(GFile) file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  gtk_native_dialog_destroy (chooser);
  g_object_unref (chooser);
  if (file != NULL)
    ak_window_open_file (self, file, NULL);
}

static GtkFileFilter *
lesson_filter (void)
{
  GtkFileFilter *filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("Lessons (JSON)"));
  gtk_file_filter_add_pattern (filter, "*.json");
  gtk_file_filter_add_mime_type (filter, "application/json");
  return filter;
}

static void
open_lesson_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *param)
{
  GtkFileChooserNative *chooser;
  g_autoptr(GtkFileFilter) filter = lesson_filter ();

  chooser = ak_file_chooser_new (widget, _("Open Lesson"), GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"));
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  g_signal_connect_object (chooser, "response", G_CALLBACK (on_open_response), widget, 0);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
on_library_lesson (AkLibraryDialog *dialog,
                   GFile           *file,
                   AkWindow        *self)
{
  ak_window_open_file (self, file, NULL);
}

static void
show_library_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *param)
{
  AkWindow *self = AK_WINDOW (widget);
  g_autoptr(GSettings) settings = ak_application_new_settings ();
  AkLibraryDialog *dialog;

  dialog = ak_library_dialog_new (GTK_WINDOW (self), ak_window_get_progress (self), settings, NULL);
  g_signal_connect_object (dialog, "lesson-activated", G_CALLBACK (on_library_lesson), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/**
 * ak_window_export_results:
 * @self: a window
 * @file: a `.csv` or `.json` file
 *
 * Writes the learner's results (ak_progress_export_to_file()) and says so
 * in a toast, or names the problem in one.
 *
 * Returns: %TRUE if the file was written
 */
gboolean
ak_window_export_results (AkWindow *self,
                          GFile    *file)
{
  AkProgress *progress = ak_window_get_progress (self);
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;

  if (progress != NULL)
    {
      g_autoptr(GSettings) settings = ak_application_new_settings ();
      g_autofree char *learner = settings != NULL ? g_settings_get_string (settings, "learner-name") : NULL;

      ak_progress_set_learner (progress, learner);
    }

  if (progress == NULL)
    g_set_error_literal (&error, G_IO_ERROR, G_IO_ERROR_NOT_INITIALIZED, _("No progress is kept"));
  else if (ak_progress_export_to_file (progress, file, &error))
    {
      ak_window_show_toast (self, _("Results exported."));
      return TRUE;
    }

  message = g_strdup_printf (_("Could not export the results: %s"), error->message);
  ak_window_show_toast (self, message);
  return FALSE;
}

static void
on_export_response (GtkNativeDialog *chooser,
                    int              response,
                    AkWindow        *self)
{
  g_autoptr(GFile) file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  gtk_native_dialog_destroy (chooser);
  g_object_unref (chooser);
  if (file != NULL)
    ak_window_export_results (self, file);
}

static void
choose_export_file (AkWindow *self)
{
  GtkFileChooserNative *chooser;

  chooser = ak_file_chooser_new (GTK_WIDGET (self), _("Export Results"), GTK_FILE_CHOOSER_ACTION_SAVE, _("_Export"));
  /* Translators: the suggested file name; keep the .csv (or use .json) */
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), _("results.csv"));
  g_signal_connect_object (chooser, "response", G_CALLBACK (on_export_response), self, 0);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
on_name_response (AdwMessageDialog *dialog,
                  const char       *response,
                  AkWindow         *self)
{
  GtkEditable *entry = GTK_EDITABLE (adw_message_dialog_get_extra_child (dialog));
  g_autoptr(GSettings) settings = NULL;
  g_autofree char *name = NULL;

  if (g_strcmp0 (response, "export") != 0)
    return;

  name = g_strstrip (g_strdup (gtk_editable_get_text (entry)));
  settings = ak_application_new_settings ();
  if (settings != NULL && g_settings_is_writable (settings, "learner-name"))
    g_settings_set_string (settings, "learner-name", name);
  choose_export_file (self);
}

/**
 * ak_window_lessons_ask_learner_name:
 * @self: a window
 *
 * The first step of Export Results: a dialog asks the learner's name as
 * the teacher should read it, filled in with the name given last time
 * (the setting `learner-name`) or the account's; Export saves it and
 * opens the save chooser.
 *
 * Returns: (transfer none): the dialog, shown
 */
GtkWindow *
ak_window_lessons_ask_learner_name (AkWindow *self)
{
  g_autoptr(GSettings) settings = ak_application_new_settings ();
  g_autofree char *name = settings != NULL ? g_settings_get_string (settings, "learner-name") : NULL;
  AdwMessageDialog *dialog;
  GtkWidget *entry = gtk_entry_new ();

  if (name == NULL || name[0] == '\0')
    {
      g_free (name);
      name = ak_progress_default_learner ();
    }
  gtk_editable_set_text (GTK_EDITABLE (entry), name);
  gtk_entry_set_activates_default (GTK_ENTRY (entry), TRUE);
  gtk_entry_set_max_length (GTK_ENTRY (entry), 200);

  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self), _("Your Name"),
                                                       _("Your teacher sees this name beside your results.")));
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Your name"), -1);
  adw_message_dialog_set_extra_child (dialog, entry);
  adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"), "export", _("_Export…"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "export", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "export");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_name_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  gtk_widget_grab_focus (entry);
  return GTK_WINDOW (dialog);
}

static void
export_results_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *param)
{
  ak_window_lessons_ask_learner_name (AK_WINDOW (widget));
}

/**
 * ak_window_lessons_install_actions:
 * @widget_class: #AkWindow's class
 *
 * Installs `win.open-lesson` (Ctrl+O), `win.show-library` and
 * `win.export-results`.
 */
void
ak_window_lessons_install_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.open-lesson", NULL, open_lesson_action);
  gtk_widget_class_install_action (widget_class, "win.show-library", NULL, show_library_action);
  gtk_widget_class_install_action (widget_class, "win.export-results", NULL, export_results_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_o, GDK_CONTROL_MASK, "win.open-lesson", NULL);
}

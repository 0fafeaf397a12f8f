/* ak-library-dialog.c: the lesson library, to choose a lesson from
 *
 * A modal window over the main one. It scans the library in a worker
 * (ak_lesson_library_scan_async()) and then lists, grouped by where they
 * were found, every lesson with its title, summary and the learner's best
 * quiz score from the progress store; an invalid file is listed with its
 * first problem and cannot be chosen; lessons that share an id say so.
 * Recently opened files come first. Choosing a lesson emits
 * #AkLibraryDialog::lesson-activated and closes the window.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "ak-format.h"
#include "ak-library-dialog.h"

struct _AkLibraryDialog
{
  AdwWindow           parent_instance;

  AkProgress         *progress;
  GCancellable       *cancellable;
  GPtrArray          *entries;  /* AkLessonEntry, NULL while scanning */
  GPtrArray          *rows;     /* one per entry, in the same order */
  GtkStack           *stack;
  AdwPreferencesPage *page;
};

G_DEFINE_FINAL_TYPE (AkLibraryDialog, ak_library_dialog, ADW_TYPE_WINDOW)

enum {
  LESSON_ACTIVATED,
  SCANNED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static char *
progress_text (AkLibraryDialog     *self,
               const AkLessonEntry *entry)
{
  g_autoptr(GDateTime) date = NULL;
  g_autofree char *day = NULL;
  guint score, total;

  if (self->progress == NULL ||
      !ak_progress_get_best_quiz_score (self->progress, entry->id, &score, &total, &date))
    return g_strdup (_("Quiz not taken yet"));

  day = ak_format_day (date);
  /* Translators: the best quiz score of a lesson and the day it was reached */
  return g_strdup_printf (_("Best quiz score: %u of %u (%s)"), score, total, day);
}

static char *
entry_subtitle (AkLibraryDialog     *self,
                const AkLessonEntry *entry)
{
  GString *text = g_string_new (NULL);

  if (entry->problem != NULL)
    g_string_append (text, entry->problem);
  else
    {
      g_autofree char *progress = progress_text (self, entry);

      g_string_append_printf (text, "%s\n%s", entry->summary, progress);
      if (entry->path != NULL)
        g_string_append_printf (text, "\n%s", entry->path);
    }
  if (entry->clash != NULL)
    g_string_append_printf (text, "\n%s", entry->clash);

  return g_string_free (text, FALSE);
}

static void
on_row_activated (AdwActionRow    *row,
                  AkLibraryDialog *self)
{
  const char *uri = g_object_get_data (G_OBJECT (row), "ak-uri");
  g_autoptr(GFile) file = NULL;

  if (uri == NULL)
    return;
  file = g_file_new_for_uri (uri);
  g_signal_emit (self, signals[LESSON_ACTIVATED], 0, file);
  gtk_window_close (GTK_WINDOW (self));
}

static GtkWidget *
row_new (AkLibraryDialog *self,
         const char      *title,
         const char      *subtitle,
         const char      *uri)
{
  GtkWidget *row = adw_action_row_new ();

  /* Titles and problems are plain text, not markup. */
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  if (uri != NULL)
    {
      g_object_set_data_full (G_OBJECT (row), "ak-uri", g_strdup (uri), g_free);
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
      g_signal_connect (row, "activated", G_CALLBACK (on_row_activated), self);
    }
  else
    adw_action_row_add_prefix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("dialog-warning-symbolic"));

  return row;
}

static AdwPreferencesGroup *
group_new (AkLibraryDialog *self,
           const char      *title,
           const char      *description)
{
  GtkWidget *group = adw_preferences_group_new ();

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), title);
  if (description != NULL)
    adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group), description);
  adw_preferences_page_add (self->page, ADW_PREFERENCES_GROUP (group));
  return ADW_PREFERENCES_GROUP (group);
}

static const char *
origin_title (AkLessonOrigin origin)
{
  switch (origin)
    {
    case AK_LESSON_ORIGIN_BUNDLED: return _("Bundled With the App");
    case AK_LESSON_ORIGIN_USER: return _("Your Lessons");
    case AK_LESSON_ORIGIN_SYSTEM: return _("Installed for Everyone");
    case AK_LESSON_ORIGIN_RECENT: return _("Recently Opened");
    default: g_return_val_if_reached (NULL);
    }
}

static void
fill (AkLibraryDialog *self)
{
  g_autofree char *user_dir = g_build_filename (g_get_user_data_dir (), "accelerator-kitchen", "lessons", NULL);
  g_autofree char *hint = g_strdup_printf (_("Lesson files saved in %s are listed here."), user_dir);
  AdwPreferencesGroup *groups[AK_LESSON_ORIGIN_RECENT + 1] = { NULL };

  for (guint i = 0; i < self->entries->len; i++)
    {
      const AkLessonEntry *entry = g_ptr_array_index (self->entries, i);
      g_autofree char *subtitle = entry_subtitle (self, entry);
      GtkWidget *row;

      if (groups[entry->origin] == NULL)
        groups[entry->origin] = group_new (self, origin_title (entry->origin), NULL);
      row = row_new (self, entry->title, subtitle, entry->problem == NULL ? entry->uri : NULL);
      adw_preferences_group_add (groups[entry->origin], row);
      g_ptr_array_add (self->rows, row);
    }
  if (groups[AK_LESSON_ORIGIN_USER] == NULL)
    group_new (self, origin_title (AK_LESSON_ORIGIN_USER), hint);
  else
    adw_preferences_group_set_description (groups[AK_LESSON_ORIGIN_USER], hint);
}

static void
scanned_cb (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  g_autoptr(AkLibraryDialog) self = user_data;
  g_autoptr(GError) error = NULL;
  GPtrArray *entries = ak_lesson_library_scan_finish (result, &error);

  if (entries == NULL)
    return;  /* cancelled: the window was closed */
  if (self->rows == NULL)
    {
      g_ptr_array_unref (entries);  /* closed after the scan ended, before this ran */
      return;
    }

  self->entries = entries;
  fill (self);
  gtk_stack_set_visible_child_name (self->stack, "list");
  g_signal_emit (self, signals[SCANNED], 0);
}

/**
 * ak_library_dialog_get_entries:
 * @self: a library window
 *
 * Returns: (transfer none) (nullable) (element-type AkLessonEntry): what
 *   the scan found, or %NULL while it runs
 */
GPtrArray *
ak_library_dialog_get_entries (AkLibraryDialog *self)
{
  g_return_val_if_fail (AK_IS_LIBRARY_DIALOG (self), NULL);

  return self->entries;
}

/**
 * ak_library_dialog_get_row:
 * @self: a library window
 * @index: an index into ak_library_dialog_get_entries()
 *
 * Returns: (transfer none) (nullable): the row that shows that entry (an
 *   #AdwActionRow), for tests
 */
GtkWidget *
ak_library_dialog_get_row (AkLibraryDialog *self,
                           guint            index)
{
  g_return_val_if_fail (AK_IS_LIBRARY_DIALOG (self), NULL);

  return index < self->rows->len ? g_ptr_array_index (self->rows, index) : NULL;
}

static void
ak_library_dialog_dispose (GObject *object)
{
  AkLibraryDialog *self = AK_LIBRARY_DIALOG (object);

  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  g_clear_object (&self->progress);
  g_clear_pointer (&self->entries, g_ptr_array_unref);
  g_clear_pointer (&self->rows, g_ptr_array_unref);

  G_OBJECT_CLASS (ak_library_dialog_parent_class)->dispose (object);
}

static void
ak_library_dialog_class_init (AkLibraryDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ak_library_dialog_dispose;
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);

  /**
   * AkLibraryDialog::lesson-activated:
   * @self: the library window
   * @file: the lesson file chosen (a `file://` or `resource://` URI)
   */
  signals[LESSON_ACTIVATED] = g_signal_new ("lesson-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                            0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_FILE);
  /**
   * AkLibraryDialog::scanned:
   * @self: the library window
   *
   * The scan finished and the list is shown.
   */
  signals[SCANNED] = g_signal_new ("scanned", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static GtkWidget *
scanning_page (void)
{
  GtkWidget *status = adw_status_page_new ();
  GtkWidget *spinner = gtk_spinner_new ();

  gtk_spinner_start (GTK_SPINNER (spinner));
  gtk_widget_set_size_request (spinner, 32, 32);
  adw_status_page_set_title (ADW_STATUS_PAGE (status), _("Looking for Lessons…"));
  adw_status_page_set_child (ADW_STATUS_PAGE (status), spinner);
  return status;
}

static void
ak_library_dialog_init (AkLibraryDialog *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = adw_header_bar_new ();

  self->rows = g_ptr_array_new ();
  self->cancellable = g_cancellable_new ();
  self->stack = GTK_STACK (gtk_stack_new ());
  self->page = ADW_PREFERENCES_PAGE (adw_preferences_page_new ());
  gtk_widget_set_vexpand (GTK_WIDGET (self->stack), TRUE);
  gtk_stack_add_named (self->stack, scanning_page (), "scanning");
  gtk_stack_add_named (self->stack, GTK_WIDGET (self->page), "list");

  adw_header_bar_set_title_widget (ADW_HEADER_BAR (header), adw_window_title_new (_("Lesson Library"), NULL));
  gtk_box_append (GTK_BOX (box), header);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->stack));
  adw_window_set_content (ADW_WINDOW (self), box);
  gtk_window_set_title (GTK_WINDOW (self), _("Lesson Library"));
  gtk_window_set_default_size (GTK_WINDOW (self), 640, 720);
  gtk_window_set_modal (GTK_WINDOW (self), TRUE);
}

/**
 * ak_library_dialog_new:
 * @parent: (nullable): the window it is shown over
 * @progress: (nullable): the learner's progress, for the best quiz scores
 * @settings: (nullable): the app's settings, for the recently opened files
 * @dirs: (nullable) (element-type AkLessonDir): the folders to scan;
 *   %NULL for ak_lesson_library_default_dirs()
 *
 * Starts the scan at once; the list appears when it is done
 * (#AkLibraryDialog::scanned).
 *
 * Returns: (transfer none): the window, not yet presented
 */
AkLibraryDialog *
ak_library_dialog_new (GtkWindow  *parent,
                       AkProgress *progress,
                       GSettings  *settings,
                       GPtrArray  *dirs)
{
  AkLibraryDialog *self = g_object_new (AK_TYPE_LIBRARY_DIALOG, "transient-for", parent, NULL);
  g_auto(GStrv) recent = NULL;

  g_set_object (&self->progress, progress);
  recent = settings != NULL ? g_settings_get_strv (settings, "recent-lessons") : NULL;
  ak_lesson_library_scan_async (dirs, TRUE, (const char * const *) recent, self->cancellable,
                                scanned_cb, g_object_ref (self));

  return self;
}

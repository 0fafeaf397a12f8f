/* ak-window.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "ak-a11y-names.h"
#include "ak-lesson-loader.h"
#include "ak-lesson-watch.h"
#include "ak-narrow.h"
#include "ak-notebook-bin.h"
#include "ak-page-commands.h"
#include "ak-page-keys.h"
#include "ak-window-pages-private.h"
#include "ak-window-lessons.h"

G_DEFINE_FINAL_TYPE (AkWindow, ak_window, ADW_TYPE_APPLICATION_WINDOW)

static void
on_switch_page (GtkNotebook *notebook,
                GtkWidget   *page,
                guint        page_num,
                AkWindow    *self)
{
  const char *id = _ak_window_page_id_at (self, page_num);

  g_assert (AK_IS_WINDOW (self));

  if (self->populating)
    return;

  _ak_window_ensure_page_built (self, page_num);

  if (id != NULL && self->settings != NULL)
    g_settings_set_string (self->settings, "last-page", id);
  if (id != NULL && ak_window_get_progress (self) != NULL)
    ak_progress_set_last_page (ak_window_get_progress (self), ak_lesson_get_progress_key (self->lesson), id, NULL);

  _ak_window_update_page_actions (self, page_num);
}

static void
on_toast (AkPageContext *context,
          const char    *message,
          AkWindow      *self)
{
  ak_window_show_toast (self, message);
}

/* One context per lesson shown; pages keep theirs alive as long as they need it. */
static void
set_context (AkWindow      *self,
             AkPageContext *context)
{
  if (self->context != NULL)
    g_signal_handlers_disconnect_by_data (self->context, self);
  g_clear_object (&self->context);
  self->context = context;
  if (context != NULL)
    g_signal_connect (context, "toast", G_CALLBACK (on_toast), self);
}

/**
 * ak_window_set_lesson:
 * @self: a window
 * @lesson: a validated lesson
 * @page_id: (nullable): the page to show; %NULL for the page shown last
 *   time, or the first page
 *
 * Replaces the window's contents with one notebook page per lesson page,
 * or shows a problem page when @lesson reuses the id of another lesson
 * (ak_window_lessons_claim()).
 */
void
ak_window_set_lesson (AkWindow   *self,
                      AkLesson   *lesson,
                      const char *page_id)
{
  g_autofree char *last_page = NULL;
  g_autoptr(GError) clash = NULL;
  AkProgress *progress;
  const char *saved_page = NULL;

  g_return_if_fail (AK_IS_WINDOW (self));
  g_return_if_fail (AK_IS_LESSON (lesson));

  /* One record per lesson id: another lesson reusing a known id is refused. */
  if (!ak_window_lessons_claim (ak_window_get_progress (self), lesson, &clash))
    {
      g_autoptr(GPtrArray) problems = g_ptr_array_new_with_free_func ((GDestroyNotify) g_error_free);

      g_ptr_array_add (problems, g_steal_pointer (&clash));
      ak_window_show_problems (self, self->lesson_file, problems);
      return;
    }

  /* The progress store keeps the last page per lesson: a lesson opened for
   * the first time starts on its first page, never on another lesson's
   * page that happens to share an id. The setting serves only a window
   * without a store. */
  progress = ak_window_get_progress (self);
  if (progress != NULL)
    saved_page = ak_progress_get_last_page (progress, ak_lesson_get_progress_key (lesson));
  if (saved_page != NULL)
    last_page = g_strdup (saved_page);
  else if (progress == NULL && self->settings != NULL)
    last_page = g_settings_get_string (self->settings, "last-page");

  g_set_object (&self->lesson, lesson);
  set_context (self, ak_page_context_new (lesson, progress, self->settings));

  self->populating = TRUE;
  _ak_window_clear_notebook (self);
  for (guint i = 0; i < ak_lesson_get_n_pages (lesson); i++)
    _ak_window_append_page (self, ak_lesson_get_page (lesson, i));
  self->populating = FALSE;

  gtk_window_set_title (GTK_WINDOW (self), ak_lesson_get_title (lesson));
  gtk_stack_set_visible_child_name (self->stack, "lesson");
  gtk_revealer_set_reveal_child (self->banner, FALSE);

  if (page_id == NULL || !ak_window_select_page (self, page_id))
    {
      if (!ak_window_select_page (self, last_page))
        gtk_notebook_set_current_page (self->notebook, 0);
    }

  _ak_window_ensure_page_built (self, gtk_notebook_get_current_page (self->notebook));
  _ak_window_update_page_actions (self, gtk_notebook_get_current_page (self->notebook));
}

AkLesson *
ak_window_get_lesson (AkWindow *self)
{
  g_return_val_if_fail (AK_IS_WINDOW (self), NULL);

  return self->lesson;
}

/* ---- a lesson played from a file, reloaded when saved ------------------------------ */

static GString *
problems_text (GPtrArray *problems)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; problems != NULL && i < problems->len; i++)
    {
      const GError *problem = g_ptr_array_index (problems, i);

      if (text->len > 0)
        g_string_append_c (text, '\n');
      g_string_append (text, problem->message);
    }

  if (text->len == 0)
    g_string_append (text, _("The lesson could not be read."));
  return text;
}

static void
on_watch_reloaded (AkLessonWatch *watch,
                   AkLesson      *lesson,
                   AkWindow      *self)
{
  /* The learner stays on the page they were reading. */
  g_autofree char *page_id = g_strdup (ak_window_get_page_id (self));

  ak_window_set_lesson (self, lesson, page_id);
}

static void
on_watch_failed (AkLessonWatch *watch,
                 GPtrArray     *problems,
                 AkWindow      *self)
{
  g_autoptr(GString) text = NULL;

  if (self->lesson == NULL)
    {
      ak_window_show_problems (self, self->lesson_file, problems);
      return;
    }

  /* The last good lesson stays on screen, the problems above it. */
  text = problems_text (problems);
  g_string_prepend (text, _("The saved file has problems; this is the last version that had none.\n"));
  gtk_label_set_text (self->banner_label, text->str);
  gtk_revealer_set_reveal_child (self->banner, TRUE);
}

static void
set_lesson_file (AkWindow *self,
                 GFile    *file)
{
  g_autoptr(GError) error = NULL;

  if (self->watch != NULL)
    g_signal_handlers_disconnect_by_data (self->watch, self);
  g_clear_object (&self->watch);
  g_set_object (&self->lesson_file, file);
  if (file == NULL || !g_file_is_native (file))
    return;

  self->watch = ak_lesson_watch_new (file, &error);
  if (self->watch == NULL)
    {
      g_message ("Changes to %s will not be reloaded: %s", g_file_peek_path (file), error->message);
      return;
    }
  g_signal_connect (self->watch, "reloaded", G_CALLBACK (on_watch_reloaded), self);
  g_signal_connect (self->watch, "failed", G_CALLBACK (on_watch_failed), self);
}

/**
 * ak_window_open_file:
 * @self: a window
 * @file: a lesson file (a local file, or a `resource://` bundled lesson)
 * @page_id: (nullable): the page to show, as for ak_window_set_lesson()
 *
 * Plays @file: loads, validates and translates it (ak_lesson_load()) and
 * shows it, or shows its problems. A local file is then watched: each
 * save reloads it (#AkLessonWatch), keeping the page shown; a save with
 * problems keeps the last good lesson and lists the problems in a banner
 * until the next good save. A local file is added to the recent lessons.
 * What Open Lesson, the library and `--lesson` call.
 *
 * Returns: %TRUE if the lesson is shown, %FALSE if its problems are
 */
gboolean
ak_window_open_file (AkWindow   *self,
                     GFile      *file,
                     const char *page_id)
{
  g_autoptr(GPtrArray) problems = NULL;
  g_autoptr(AkLesson) lesson = NULL;

  g_return_val_if_fail (AK_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  lesson = ak_lesson_load (file, &problems);
  return ak_window_play_loaded_file (self, file, lesson, problems, page_id);
}

/**
 * ak_window_play_loaded_file:
 * @self: a window
 * @file: the lesson file @lesson was loaded from
 * @lesson: (nullable): the lesson ak_lesson_load() gave, or %NULL
 * @problems: (nullable) (element-type GError): its problems when @lesson
 *   is %NULL
 * @page_id: (nullable): the page to show, as for ak_window_set_lesson()
 *
 * The second half of ak_window_open_file(), for a lesson loaded elsewhere
 * (in a worker thread at start-up): shows it or its problems, watches the
 * file and remembers it among the recent lessons.
 *
 * Returns: %TRUE if the lesson is shown, %FALSE if its problems are
 */
gboolean
ak_window_play_loaded_file (AkWindow   *self,
                            GFile      *file,
                            AkLesson   *lesson,
                            GPtrArray  *problems,
                            const char *page_id)
{
  g_return_val_if_fail (AK_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  set_lesson_file (self, file);
  if (lesson == NULL)
    {
      ak_window_show_problems (self, file, problems);
      return FALSE;
    }

  ak_window_set_lesson (self, lesson, page_id);
  if (self->lesson != lesson)
    return FALSE;
  ak_window_lessons_add_recent (self->settings, file);
  return TRUE;
}

/**
 * ak_window_get_lesson_file:
 * @self: a window
 *
 * Returns: (transfer none) (nullable): the file the lesson shown was
 *   opened from, or %NULL for the bundled lesson
 */
GFile *
ak_window_get_lesson_file (AkWindow *self)
{
  g_return_val_if_fail (AK_IS_WINDOW (self), NULL);

  return self->lesson_file;
}

/**
 * ak_window_get_banner_text:
 * @self: a window
 *
 * Returns: (nullable): the problems of the last save shown over the
 *   lesson, or %NULL when the banner is hidden
 */
const char *
ak_window_get_banner_text (AkWindow *self)
{
  g_return_val_if_fail (AK_IS_WINDOW (self), NULL);

  return gtk_revealer_get_reveal_child (self->banner) ? gtk_label_get_text (self->banner_label) : NULL;
}

/**
 * ak_window_get_problems_text:
 * @self: a window
 *
 * Returns: (nullable): the problems listed instead of a lesson, or %NULL
 *   when a lesson is shown
 */
const char *
ak_window_get_problems_text (AkWindow *self)
{
  g_return_val_if_fail (AK_IS_WINDOW (self), NULL);

  return ak_window_is_showing_problems (self) ? gtk_label_get_text (self->problems_label) : NULL;
}

/**
 * ak_window_show_problems:
 * @self: a window
 * @file: (nullable): the lesson file that failed, or %NULL for the bundled lesson
 * @problems: (nullable) (element-type GError): what is wrong with it
 *
 * Shows an error page listing each problem (file, line, column, member path
 * and message) instead of the lesson.
 */
void
ak_window_show_problems (AkWindow  *self,
                         GFile     *file,
                         GPtrArray *problems)
{
  g_autoptr(GString) text = NULL;

  g_return_if_fail (AK_IS_WINDOW (self));

  text = problems_text (problems);
  gtk_revealer_set_reveal_child (self->banner, FALSE);

  _ak_window_clear_notebook (self);
  g_clear_object (&self->lesson);
  set_context (self, NULL);
  gtk_label_set_text (self->problems_label, text->str);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->problems_label),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text->str,
                                  -1);
  gtk_stack_set_visible_child_name (self->stack, "problems");
  /* Not the selectable list: focusing it would select all its text. */
  gtk_widget_grab_focus (self->open_bundled_button);
  gtk_window_set_title (GTK_WINDOW (self), _("Accelerator Kitchen"));
  _ak_window_update_page_actions (self, gtk_notebook_get_current_page (self->notebook));
}
/**
 * ak_window_show_toast:
 * @self: a window
 * @message: a short confirmation, one sentence
 *
 * Shows @message over the page for a few seconds (an #AdwToast).
 */
void
ak_window_show_toast (AkWindow   *self,
                      const char *message)
{
  g_return_if_fail (AK_IS_WINDOW (self));
  g_return_if_fail (message != NULL);

  g_free (self->last_toast);
  self->last_toast = g_strdup (message);
  adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (message));
}

/**
 * ak_window_get_last_toast:
 * @self: a window
 *
 * Returns: (nullable): the message of the last toast shown, for tests
 */
const char *
ak_window_get_last_toast (AkWindow *self)
{
  g_return_val_if_fail (AK_IS_WINDOW (self), NULL);

  return self->last_toast;
}

/**
 * ak_window_get_context:
 * @self: a window
 *
 * Returns: (transfer none) (nullable): what the pages of the lesson shown
 *   were handed, or %NULL when no lesson is shown
 */
AkPageContext *
ak_window_get_context (AkWindow *self)
{
  g_return_val_if_fail (AK_IS_WINDOW (self), NULL);

  return self->context;
}

/**
 * ak_window_get_progress:
 * @self: a window
 *
 * Returns: (transfer none) (nullable): the application's progress store,
 *   shared by every window, or %NULL when @self has no #AkApplication
 */
AkProgress *
ak_window_get_progress (AkWindow *self)
{
  GtkApplication *app;

  g_return_val_if_fail (AK_IS_WINDOW (self), NULL);

  app = gtk_window_get_application (GTK_WINDOW (self));
  return AK_IS_APPLICATION (app) ? ak_application_get_progress (AK_APPLICATION (app)) : NULL;
}
static void
open_bundled_lesson_action (GtkWidget  *widget,
                            const char *action_name,
                            GVariant   *param)
{
  AkWindow *self = AK_WINDOW (widget);
  g_autoptr(GPtrArray) problems = NULL;
  g_autoptr(AkLesson) lesson = NULL;

  set_lesson_file (self, NULL);
  lesson = ak_lesson_load (NULL, &problems);
  if (lesson != NULL)
    ak_window_set_lesson (self, lesson, NULL);
  else
    ak_window_show_problems (self, NULL, problems);
}

static void
ak_window_dispose (GObject *object)
{
  AkWindow *self = AK_WINDOW (object);

  /* No gtk_widget_dispose_template() here: GtkWindow unparents its own
   * child, and doing it twice is a CRITICAL with GTK 4.8. */
  g_clear_handle_id (&self->tabs_source, g_source_remove);
  set_context (self, NULL);
  set_lesson_file (self, NULL);
  g_clear_object (&self->lesson);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->last_toast, g_free);

  G_OBJECT_CLASS (ak_window_parent_class)->dispose (object);
}

/* The notebook's tabs move after this allocation, not during it. */
static void
ak_window_size_allocate (GtkWidget *widget,
                         int        width,
                         int        height,
                         int        baseline)
{
  AkWindow *self = AK_WINDOW (widget);
  GtkPositionType wanted = width >= SIDE_TABS_MIN_WIDTH ? GTK_POS_LEFT : GTK_POS_TOP;

  GTK_WIDGET_CLASS (ak_window_parent_class)->size_allocate (widget, width, height, baseline);

  if (gtk_notebook_get_tab_pos (self->notebook) != wanted && self->tabs_source == 0)
    self->tabs_source = g_idle_add_full (G_PRIORITY_HIGH_IDLE, _ak_window_update_tabs, self, NULL);
}

static void
ak_window_class_init (AkWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ak_window_dispose;
  widget_class->size_allocate = ak_window_size_allocate;

  g_type_ensure (AK_TYPE_NOTEBOOK_BIN);
  gtk_widget_class_set_template_from_resource (widget_class, AK_RESOURCE_PREFIX "/ui/ak-window.ui");
  gtk_widget_class_bind_template_child (widget_class, AkWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, AkWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, AkWindow, notebook);
  gtk_widget_class_bind_template_child (widget_class, AkWindow, menu_button);
  gtk_widget_class_bind_template_child (widget_class, AkWindow, problems_label);
  gtk_widget_class_bind_template_child (widget_class, AkWindow, open_bundled_button);
  gtk_widget_class_bind_template_child (widget_class, AkWindow, banner);
  gtk_widget_class_bind_template_child (widget_class, AkWindow, banner_label);
  gtk_widget_class_bind_template_callback (widget_class, on_switch_page);

  gtk_widget_class_install_action (widget_class, "win.next-page", NULL, _ak_window_next_page_action);
  gtk_widget_class_install_action (widget_class, "win.previous-page", NULL, _ak_window_previous_page_action);
  gtk_widget_class_install_action (widget_class, "win.goto-page", "i", _ak_window_goto_page_action);
  gtk_widget_class_install_action (widget_class, "win.open-bundled-lesson", NULL,
                                   open_bundled_lesson_action);
  ak_window_lessons_install_actions (widget_class);
}

static void
on_fixed_lesson_changed (GSettings  *settings,
                         const char *key,
                         AkWindow   *self)
{
  ak_window_lessons_update_actions (GTK_WIDGET (self), settings);
}

static GtkWidget *
shown_page (gpointer data)
{
  AkWindow *self = data;
  const char *id = ak_window_get_page_id (self);

  return id != NULL && !ak_window_is_showing_problems (self) ? ak_window_get_page_widget (self, id) : NULL;
}

static void
ak_window_init (AkWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* Page keys win over the focused widget's own (ak-page-keys.c). */
  gtk_widget_add_controller (GTK_WIDGET (self), ak_page_keys_new ());
  /* A page's own keys work while its tab has the focus too (ak-page-commands.c). */
  gtk_widget_add_controller (GTK_WIDGET (self), ak_page_commands_new (shown_page, self));
  /* The problems page's button wraps with large text (ak-narrow.c). */
  ak_narrow_fit (self->open_bundled_button);
  /* Names GTK 4.8 gets wrong (ak-a11y-names.c): the stack's pages, the
   * problems page's button; empty labels, scroll bars and GTK's own parts
   * here, and in each page as it is made (ak-page-factory.c). */
  ak_accessible_name_widget (GTK_WIDGET (self->stack));
  ak_accessible_name_widget (self->open_bundled_button);
  ak_accessible_name_tree (GTK_WIDGET (self));
  ak_accessible_name_menu_button (self->menu_button);

  self->settings = ak_application_new_settings ();
  ak_window_lessons_update_actions (GTK_WIDGET (self), self->settings);
  if (self->settings != NULL)
    g_signal_connect_object (self->settings, "changed::fixed-lesson",
                             G_CALLBACK (on_fixed_lesson_changed), self, 0);
  if (self->settings == NULL)
    {
      gtk_window_set_default_size (GTK_WINDOW (self), 1100, 780);
      return;
    }

  /* GTK keeps the default size as the size the window has when it is not
   * maximized, so the keys always hold that one. */
  g_settings_bind (self->settings, "window-width", self, "default-width", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "window-height", self, "default-height", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "window-maximized", self, "maximized", G_SETTINGS_BIND_DEFAULT);
}

/**
 * ak_window_new:
 * @application: the application
 *
 * Returns: (transfer none): a new, empty window owned by @application
 */
AkWindow *
ak_window_new (AkApplication *application)
{
  return g_object_new (AK_TYPE_WINDOW, "application", application, NULL);
}

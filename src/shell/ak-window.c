/* ak-window.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "ak-a11y-names.h"
#include "ak-focus.h"
#include "ak-lesson-loader.h"
#include "ak-lesson-watch.h"
#include "ak-narrow.h"
#include "ak-notebook-bin.h"
#include "ak-page-factory.h"
#include "ak-page-keys.h"
#include "ak-window.h"
#include "ak-window-lessons.h"

/* From this window width on, the page tabs are a column on the left:
 * nine page titles do not fit in one row, and a column shows them all.
 * Narrower, they scroll in a row on top, which leaves the page the width. */
#define SIDE_TABS_MIN_WIDTH 800
#define TAB_TITLE_CHARS 14

struct _AkWindow
{
  AdwApplicationWindow  parent_instance;

  GSettings            *settings;
  AkLesson             *lesson;
  AkPageContext        *context;
  gboolean              populating;
  char                 *last_toast;
  guint                 tabs_source;
  GFile                *lesson_file;  /* played from a file, or NULL */
  AkLessonWatch        *watch;        /* reloads lesson_file when saved */

  AdwToastOverlay      *toast_overlay;
  GtkStack             *stack;
  GtkNotebook          *notebook;
  GtkWidget            *menu_button;
  GtkLabel             *problems_label;
  GtkWidget            *open_bundled_button;
  GtkRevealer          *banner;
  GtkLabel             *banner_label;
};

G_DEFINE_FINAL_TYPE (AkWindow, ak_window, ADW_TYPE_APPLICATION_WINDOW)

static const char *
page_id_at (AkWindow *self,
            int       index)
{
  const AkPage *page;

  if (self->lesson == NULL || index < 0 || (guint) index >= ak_lesson_get_n_pages (self->lesson))
    return NULL;

  page = ak_lesson_get_page (self->lesson, index);
  return page->id;
}

/* @current is passed because switch-page runs before the notebook's
 * current page changes. */
static void
update_page_actions (AkWindow *self,
                     int       current)
{
  int n_pages = gtk_notebook_get_n_pages (self->notebook);
  gboolean lesson_shown = !ak_window_is_showing_problems (self);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.previous-page",
                                 lesson_shown && current > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.next-page",
                                 lesson_shown && current + 1 < n_pages);
}

/* Pages are built when first shown: start-up pays only for the first one. */
/* The column of tabs on a wide window shows whole titles. A scrolling row
 * of tabs gives each its minimum width, so there a title is cut to
 * TAB_TITLE_CHARS characters and ends in "…" rather than holding a narrow
 * window wide. The tab's name and the notebook's menu keep it whole. */
static void
fit_tab_title (GtkLabel *tab,
               gboolean  in_column)
{
  const char *title = gtk_label_get_text (tab);

  gtk_label_set_ellipsize (tab, in_column ? PANGO_ELLIPSIZE_NONE : PANGO_ELLIPSIZE_END);
  gtk_label_set_width_chars (tab, in_column ? -1 : MIN ((int) g_utf8_strlen (title, -1), TAB_TITLE_CHARS));
  gtk_label_set_max_width_chars (tab, in_column ? -1 : TAB_TITLE_CHARS);
}

static void
append_page (AkWindow     *self,
             const AkPage *page)
{
  GtkWidget *slot = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *tab = gtk_label_new (page->title);

  /* In the column of tabs on a wide window the titles read as a list. */
  gtk_label_set_xalign (GTK_LABEL (tab), 0);
  fit_tab_title (GTK_LABEL (tab), gtk_notebook_get_tab_pos (self->notebook) == GTK_POS_LEFT);

  gtk_widget_set_name (slot, page->id);
  gtk_notebook_append_page (self->notebook, slot, tab);
  gtk_notebook_set_menu_label_text (self->notebook, slot, page->title);
  ak_accessible_name_tab (tab, slot, page->title);
}

static void
ensure_page_built (AkWindow *self,
                   guint     index)
{
  GtkWidget *slot = gtk_notebook_get_nth_page (self->notebook, index);
  GtkWidget *child;

  if (slot == NULL || self->context == NULL || gtk_widget_get_first_child (slot) != NULL)
    return;

  child = ak_page_factory_create (self->context, ak_lesson_get_page (self->lesson, index));
  gtk_widget_set_vexpand (child, TRUE);
  gtk_box_append (GTK_BOX (slot), child);
  ak_accessible_name_page_scroller (child, ak_lesson_get_page (self->lesson, index)->title);
}

static void
on_switch_page (GtkNotebook *notebook,
                GtkWidget   *page,
                guint        page_num,
                AkWindow    *self)
{
  const char *id = page_id_at (self, page_num);

  g_assert (AK_IS_WINDOW (self));

  if (self->populating)
    return;

  ensure_page_built (self, page_num);

  if (id != NULL && self->settings != NULL)
    g_settings_set_string (self->settings, "last-page", id);
  if (id != NULL && ak_window_get_progress (self) != NULL)
    ak_progress_set_last_page (ak_window_get_progress (self), ak_lesson_get_progress_key (self->lesson), id, NULL);

  update_page_actions (self, page_num);
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

static void
clear_notebook (AkWindow *self)
{
  while (gtk_notebook_get_n_pages (self->notebook) > 0)
    gtk_notebook_remove_page (self->notebook, -1);
}

/**
 * ak_window_set_lesson:
 * @self: a window
 * @lesson: a validated lesson
 * @page_id: (nullable): the page to show; %NULL for the page shown last
 *   time, or the first page
 *
 * Replaces the window's contents with one notebook page per lesson page.
 */
void
ak_window_set_lesson (AkWindow   *self,
                      AkLesson   *lesson,
                      const char *page_id)
{
  g_autofree char *last_page = NULL;
  AkProgress *progress;
  const char *saved_page = NULL;

  g_return_if_fail (AK_IS_WINDOW (self));
  g_return_if_fail (AK_IS_LESSON (lesson));

  /* The progress store keeps the last page per lesson; the setting is the
   * fallback for a lesson opened for the first time. */
  progress = ak_window_get_progress (self);
  if (progress != NULL)
    saved_page = ak_progress_get_last_page (progress, ak_lesson_get_progress_key (lesson));
  if (saved_page != NULL)
    last_page = g_strdup (saved_page);
  else if (self->settings != NULL)
    last_page = g_settings_get_string (self->settings, "last-page");

  g_set_object (&self->lesson, lesson);
  set_context (self, ak_page_context_new (lesson, progress, self->settings));

  self->populating = TRUE;
  clear_notebook (self);
  for (guint i = 0; i < ak_lesson_get_n_pages (lesson); i++)
    append_page (self, ak_lesson_get_page (lesson, i));
  self->populating = FALSE;

  gtk_window_set_title (GTK_WINDOW (self), ak_lesson_get_title (lesson));
  gtk_stack_set_visible_child_name (self->stack, "lesson");
  gtk_revealer_set_reveal_child (self->banner, FALSE);

  if (page_id == NULL || !ak_window_select_page (self, page_id))
    {
      if (!ak_window_select_page (self, last_page))
        gtk_notebook_set_current_page (self->notebook, 0);
    }

  ensure_page_built (self, gtk_notebook_get_current_page (self->notebook));
  update_page_actions (self, gtk_notebook_get_current_page (self->notebook));
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

  clear_notebook (self);
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
  update_page_actions (self, gtk_notebook_get_current_page (self->notebook));
}

gboolean
ak_window_is_showing_problems (AkWindow *self)
{
  g_return_val_if_fail (AK_IS_WINDOW (self), FALSE);

  return g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "problems") == 0;
}

gboolean
ak_window_has_page (AkWindow   *self,
                    const char *page_id)
{
  g_return_val_if_fail (AK_IS_WINDOW (self), FALSE);

  return self->lesson != NULL && page_id != NULL &&
         ak_lesson_find_page (self->lesson, page_id, NULL) != NULL;
}

/**
 * ak_window_select_page:
 * @self: a window
 * @page_id: (nullable): a page id of the lesson shown
 *
 * Returns: %TRUE if the lesson has that page and it is now shown
 */
gboolean
ak_window_select_page (AkWindow   *self,
                       const char *page_id)
{
  guint index;

  g_return_val_if_fail (AK_IS_WINDOW (self), FALSE);

  if (self->lesson == NULL || page_id == NULL || page_id[0] == '\0')
    return FALSE;

  if (ak_lesson_find_page (self->lesson, page_id, &index) == NULL)
    return FALSE;

  gtk_notebook_set_current_page (self->notebook, index);
  return TRUE;
}

/**
 * ak_window_get_page_id:
 * @self: a window
 *
 * Returns: (nullable): the id of the page shown, or %NULL when no lesson is shown
 */
const char *
ak_window_get_page_id (AkWindow *self)
{
  g_return_val_if_fail (AK_IS_WINDOW (self), NULL);

  return page_id_at (self, gtk_notebook_get_current_page (self->notebook));
}

/**
 * ak_window_get_page_widget:
 * @self: a window
 * @page_id: a page id of the lesson shown
 *
 * Builds the page if it was not shown yet.
 *
 * Returns: (transfer none) (nullable): the widget that plays the page, or
 *   %NULL if the lesson has no such page
 */
GtkWidget *
ak_window_get_page_widget (AkWindow   *self,
                           const char *page_id)
{
  guint index;

  g_return_val_if_fail (AK_IS_WINDOW (self), NULL);

  if (self->lesson == NULL || page_id == NULL ||
      ak_lesson_find_page (self->lesson, page_id, &index) == NULL)
    return NULL;

  ensure_page_built (self, index);
  return gtk_widget_get_first_child (gtk_notebook_get_nth_page (self->notebook, index));
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

GtkNotebook *
ak_window_get_notebook (AkWindow *self)
{
  g_return_val_if_fail (AK_IS_WINDOW (self), NULL);

  return self->notebook;
}

/* A page switched by a key starts at its top: the focus on its tab, so
 * the first Tab reaches the page's first control (not the header bar's
 * buttons first, nor a control in the middle that had the focus last). */
static void
focus_page_tab (AkWindow *self)
{
  int current = gtk_notebook_get_current_page (self->notebook);
  GtkWidget *page = current >= 0 ? gtk_notebook_get_nth_page (self->notebook, current) : NULL;
  const char *title = page != NULL ? gtk_notebook_get_menu_label_text (self->notebook, page) : NULL;

  /* The notebook takes the focus (GTK 4.8 has no focusable tab): it is
   * named after the page, before the focus arrives, so a screen reader
   * says which page this is. */
  if (title != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (self->notebook),
                                    GTK_ACCESSIBLE_PROPERTY_LABEL, title,
                                    -1);
  ak_focus_visibly (GTK_WIDGET (self->notebook));
}

static void
next_page_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *param)
{
  gtk_notebook_next_page (AK_WINDOW (widget)->notebook);
  focus_page_tab (AK_WINDOW (widget));
}

static void
previous_page_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *param)
{
  gtk_notebook_prev_page (AK_WINDOW (widget)->notebook);
  focus_page_tab (AK_WINDOW (widget));
}

static void
goto_page_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *param)
{
  AkWindow *self = AK_WINDOW (widget);
  int index = g_variant_get_int32 (param);

  if (index >= 0 && index < gtk_notebook_get_n_pages (self->notebook))
    {
      gtk_notebook_set_current_page (self->notebook, index);
      focus_page_tab (self);
    }
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

/* ---- tabs on the side when wide, on top when narrow ------------------------------ */

static gboolean
update_tabs (gpointer data)
{
  AkWindow *self = AK_WINDOW (data);
  gboolean wide = gtk_widget_get_width (GTK_WIDGET (self)) >= SIDE_TABS_MIN_WIDTH;

  self->tabs_source = 0;
  gtk_notebook_set_tab_pos (self->notebook, wide ? GTK_POS_LEFT : GTK_POS_TOP);
  for (int i = 0; i < gtk_notebook_get_n_pages (self->notebook); i++)
    {
      GtkWidget *tab = gtk_notebook_get_tab_label (self->notebook,
                                                   gtk_notebook_get_nth_page (self->notebook, i));

      if (GTK_IS_LABEL (tab))
        fit_tab_title (GTK_LABEL (tab), wide);
    }
  return G_SOURCE_REMOVE;
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
    self->tabs_source = g_idle_add_full (G_PRIORITY_HIGH_IDLE, update_tabs, self, NULL);
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

  gtk_widget_class_install_action (widget_class, "win.next-page", NULL, next_page_action);
  gtk_widget_class_install_action (widget_class, "win.previous-page", NULL, previous_page_action);
  gtk_widget_class_install_action (widget_class, "win.goto-page", "i", goto_page_action);
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

static void
ak_window_init (AkWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* Page keys win over the focused widget's own (ak-page-keys.c). */
  gtk_widget_add_controller (GTK_WIDGET (self), ak_page_keys_new ());
  ak_accessible_name_widget (GTK_WIDGET (self->stack));
  /* The problems page's button wraps with large text (ak-narrow.c). */
  ak_narrow_fit (self->open_bundled_button);
  ak_accessible_name_widget (self->open_bundled_button);
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

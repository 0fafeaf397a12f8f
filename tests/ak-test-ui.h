/* ak-test-ui.h: helpers shared by the tests that need GTK
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "config.h"

#include <glib/gstdio.h>
#include <gtk/gtk.h>

#include "ak-application.h"
#include "ak-test-env.h"
#include "ak-page-context.h"
#include "ak-page-factory.h"

/* gtk_test_init (), or a TAP "skip" and FALSE without a display: the UI
 * suites run under Xvfb from build-aux/dev test, and skip elsewhere (such
 * as inside a Flatpak build) rather than abort. */
G_GNUC_UNUSED static gboolean
ui_test_init (int    *argc,
              char ***argv)
{
  if (g_getenv ("DISPLAY") == NULL && g_getenv ("WAYLAND_DISPLAY") == NULL)
    {
      g_print ("1..0 # SKIP no display\n");
      return FALSE;
    }

  ak_test_forbid_late_setenv ();
  /* gtk_test_init() of GTK 4.8 ignores G_TEST_OPTION_ISOLATE_DIRS: each
   * test program gets its own data directory, so the progress one run
   * saves (a quiz attempt moved on) never changes what the next run sees.
   * A program that chose its own before this call keeps it. */
  if (g_strcmp0 (g_getenv ("XDG_DATA_HOME"), g_getenv ("AK_TEST_SHARED_DATA_HOME")) == 0)
    {
      g_autofree char *data_home = g_dir_make_tmp ("ak-ui-test-XXXXXX", NULL);

      g_assert_nonnull (data_home);
      g_setenv ("XDG_DATA_HOME", data_home, TRUE);
    }
  gtk_test_init (argc, argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  return TRUE;
}

/* Runs the main context until done (data) holds; the minute is only a hang
 * guard for loaded machines, never a speed requirement:
 * tests never sleep a fixed time. */
G_GNUC_UNUSED static void
iterate_until (gboolean (*done) (gpointer),
               gpointer   data)
{
  gint64 deadline = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;

  while (!done (data) && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, FALSE);

  g_assert_true (done (data));
}

/* The first of @widget and its descendants whose widget name is @name. */
G_GNUC_UNUSED static GtkWidget *
find_named (GtkWidget  *widget,
            const char *name)
{
  if (g_strcmp0 (gtk_widget_get_name (widget), name) == 0)
    return widget;

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_named (child, name);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Runs the main context for a tenth of a second: what settles by then
 * (a redraw, a delayed click) has happened. */
typedef struct {
  guint seen;
  guint wanted;
} AkTestFrames;

G_GNUC_UNUSED static gboolean
ak_test_count_frame (GtkWidget     *widget,
                     GdkFrameClock *clock,
                     gpointer       data)
{
  ((AkTestFrames *) data)->seen++;
  return G_SOURCE_CONTINUE;
}

G_GNUC_UNUSED static gboolean
ak_test_frames_done (gpointer data)
{
  return ((AkTestFrames *) data)->seen >= ((AkTestFrames *) data)->wanted;
}

/* Runs until @widget has been through @n frames: layout and styles are
 * up to date (a busy machine may be several frames behind a change). */
G_GNUC_UNUSED static void
iterate_frames (GtkWidget *widget,
                guint      n)
{
  AkTestFrames frames = { 0, n };
  guint id = gtk_widget_add_tick_callback (widget, ak_test_count_frame, &frames, NULL);

  iterate_until (ak_test_frames_done, &frames);
  gtk_widget_remove_tick_callback (widget, id);
}

typedef struct {
  GtkAccessible         *accessible;
  GtkAccessibleProperty  property;
  const char            *wanted;
} AkTestProperty;

G_GNUC_UNUSED static gboolean
ak_test_property_is (gpointer data)
{
  AkTestProperty *p = data;
  g_autofree char *problem = gtk_test_accessible_check_property (p->accessible, p->property, p->wanted);

  return problem == NULL;
}

/* Runs until @widget's accessible @property (a string one: a label, a
 * description) is @wanted. Needs GTK_A11Y=test. */
G_GNUC_UNUSED static void
wait_for_accessible_text (GtkWidget             *widget,
                          GtkAccessibleProperty  property,
                          const char            *wanted)
{
  AkTestProperty p = { GTK_ACCESSIBLE (widget), property, wanted };

  iterate_until (ak_test_property_is, &p);
}

G_GNUC_UNUSED static void
iterate_briefly (void)
{
  gint64 until = g_get_monotonic_time () + G_USEC_PER_SEC / 10;

  while (g_get_monotonic_time () < until)
    g_main_context_iteration (NULL, FALSE);
}

/* A find_widget() match: a toggle button (a drop-down's button). */
G_GNUC_UNUSED static gboolean
is_toggle (GtkWidget     *widget,
           gconstpointer  data)
{
  return GTK_IS_TOGGLE_BUTTON (widget);
}

/* The first of @root and its descendants that @match says yes to. */
G_GNUC_UNUSED static GtkWidget *
find_widget (GtkWidget  *root,
             gboolean  (*match) (GtkWidget *, gconstpointer),
             gconstpointer data)
{
  if (match (root, data))
    return root;

  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_widget (child, match, data);

      if (found != NULL)
        return found;
    }

  return NULL;
}

G_GNUC_UNUSED static gboolean
is_mapped (gpointer widget)
{
  return gtk_widget_get_mapped (widget);
}

G_GNUC_UNUSED static gboolean
is_visible_now (gpointer widget)
{
  return gtk_widget_get_visible (widget);
}

/* The widget with the keyboard focus in @widget's window, or %NULL. */
G_GNUC_UNUSED static GtkWidget *
window_focus (GtkWidget *widget)
{
  GtkRoot *root = gtk_widget_get_root (widget);

  return root != NULL ? gtk_root_get_focus (root) : NULL;
}

/* Every message ak_announce() sends while it is the observer
 * (ak_announce_set_observer (ak_test_collect_spoken, array)). */
G_GNUC_UNUSED static void
ak_test_collect_spoken (GtkWidget  *widget,
                        const char *message,
                        gpointer    spoken)
{
  g_ptr_array_add (spoken, g_strdup (message));
}

/* A registered application with a fresh id per instance: a running copy of
 * the real app never gets the test's command line, and no two instances
 * export the same D-Bus path. */
G_GNUC_UNUSED static AkApplication *
test_application (void)
{
  static guint n_apps;
  AkApplication *app = ak_application_new ();
  g_autofree char *id = g_strdup_printf ("%s.Test%u.Pid%d", APP_ID, n_apps++, (int) getpid ());

  g_application_set_application_id (G_APPLICATION (app), id);
  g_application_set_flags (G_APPLICATION (app),
                           G_APPLICATION_HANDLES_COMMAND_LINE | G_APPLICATION_NON_UNIQUE);
  g_application_register (G_APPLICATION (app), NULL, NULL);
  return app;
}

G_GNUC_UNUSED static AkLesson *
bundled_lesson (void)
{
  g_autoptr(GError) error = NULL;
  AkLesson *lesson = ak_lesson_new_from_resource (AK_BUNDLED_LESSON_RESOURCE, NULL, &error);

  g_assert_no_error (error);
  return lesson;
}

/* What a page is handed, without a window: the bundled lesson's page
 * context with @progress (or none) and the app's settings. */
G_GNUC_UNUSED static AkPageContext *
test_page_context (AkLesson   *lesson,
                   AkProgress *progress)
{
  g_autoptr(GSettings) settings = ak_application_new_settings ();

  return ak_page_context_new (lesson, progress, settings);
}

/* A 900 × 700 window showing the page @page_id of @context's lesson, built
 * as the window builds it (ak_page_factory_create()), mapped; *@out_page
 * is the page. Destroy the window with gtk_window_destroy(). */
G_GNUC_UNUSED static GtkWidget *
test_window_with_page (AkPageContext *context,
                       const char    *page_id,
                       GtkWidget    **out_page)
{
  AkLesson *lesson = ak_page_context_get_lesson (context);
  GtkWidget *page = ak_page_factory_create (context, ak_lesson_find_page (lesson, page_id, NULL));
  GtkWidget *window = gtk_window_new ();

  gtk_window_set_default_size (GTK_WINDOW (window), 900, 700);
  gtk_window_set_child (GTK_WINDOW (window), page);
  gtk_window_present (GTK_WINDOW (window));
  iterate_until (is_mapped, page);
  *out_page = page;
  return window;
}

/* A progress store in a fresh temporary directory; remove it with
 * remove_temporary_progress(). */
G_GNUC_UNUSED static AkProgress *
temporary_progress (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("ak-test-XXXXXX", &error);
  g_autofree char *path = NULL;
  AkProgress *progress;

  g_assert_no_error (error);
  path = g_build_filename (dir, "progress.json", NULL);
  progress = ak_progress_new (path);
  ak_progress_load (progress, &error);
  g_assert_no_error (error);
  return progress;
}

G_GNUC_UNUSED static void
remove_temporary_progress (AkProgress *progress)
{
  g_autofree char *dir = g_path_get_dirname (ak_progress_get_path (progress));
  g_autofree char *lock = g_strconcat (ak_progress_get_path (progress), ".lock", NULL);

  g_unlink (ak_progress_get_path (progress));
  g_unlink (lock);
  g_rmdir (dir);
  g_object_unref (progress);
}

/* A key press through @widget's own key controllers; whether one took it. */
G_GNUC_UNUSED static gboolean
send_key (GtkWidget *widget,
          guint      keyval)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);
  gboolean handled = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_KEY (controller))
        g_signal_emit_by_name (controller, "key-pressed", keyval, 0, 0, &handled);
    }
  return handled;
}

/* The pointer moves to (@x, @y), through @widget's one motion controller. */
G_GNUC_UNUSED static void
hover (GtkWidget *widget,
       double     x,
       double     y)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);
  guint moved = 0;

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_MOTION (controller))
        {
          g_signal_emit_by_name (controller, "motion", x, y);
          moved++;
        }
    }
  g_assert_cmpuint (moved, ==, 1);
}

/* Runs @widget's snapshot, as a frame would: its painter draws and keeps
 * its layout. */
G_GNUC_UNUSED static void
snapshot_widget (GtkWidget *widget)
{
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;

  GTK_WIDGET_GET_CLASS (widget)->snapshot (widget, snapshot);
  node = gtk_snapshot_to_node (snapshot);
}

/* The page @page_id of @lesson as the window builds it (the page
 * factory), alone in a window of its own, mapped. */
G_GNUC_UNUSED static GtkWidget *
show_lesson_page (AkLesson    *lesson,
                  AkProgress  *progress,
                  const char  *page_id,
                  GtkWindow  **out_window)
{
  g_autoptr(AkPageContext) context = test_page_context (lesson, progress);
  const AkPage *page = ak_lesson_find_page (lesson, page_id, NULL);
  GtkWidget *widget;

  g_assert_nonnull (page);
  widget = ak_page_factory_create (context, page);
  *out_window = GTK_WINDOW (gtk_window_new ());
  gtk_window_set_default_size (*out_window, 1000, 900);
  gtk_window_set_child (*out_window, widget);
  gtk_window_present (*out_window);
  iterate_until (is_mapped, widget);
  return widget;
}

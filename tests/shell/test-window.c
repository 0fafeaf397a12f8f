/* test-window.c: the window plays a lesson (suite "ui", needs a display)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gtk/gtk.h>
#include <locale.h>
#include <string.h>

#include "ak-application.h"
#include "ak-batch-page.h"
#include "ak-kitchen-page.h"
#include "ak-language.h"
#include "ak-lesson-page.h"
#include "ak-progress.h"
#include "ak-quiz-page.h"
#include "ak-sort-page.h"
#include "ak-window.h"

#include "ak-test-ui.h"

static const char *page_ids[] = {
  "idea", "kitchen", "roofline", "mfu-mbu", "batch", "training", "many-chips", "sort", "quiz", "in-depth",
  "real-runs", "interview", "glossary", "references",
};




static AkWindow *
window_with_bundled_lesson (AkApplication *app, const char *page_id)
{
  g_autoptr(AkLesson) lesson = bundled_lesson ();
  AkWindow *window = ak_window_new (app);

  ak_window_set_lesson (window, lesson, page_id);
  gtk_window_present (GTK_WINDOW (window));
  return window;
}


static guint
count_descendants_of_type (GtkWidget *widget, GType type)
{
  guint n = G_TYPE_CHECK_INSTANCE_TYPE (widget, type) ? 1 : 0;

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += count_descendants_of_type (child, type);

  return n;
}

static gboolean
tabs_on_left (gpointer notebook)
{
  return gtk_notebook_get_tab_pos (notebook) == GTK_POS_LEFT;
}

static gboolean
tabs_on_top (gpointer notebook)
{
  return gtk_notebook_get_tab_pos (notebook) == GTK_POS_TOP;
}

static void
test_every_page_reachable (void)
{
  g_autoptr(AkApplication) app = test_application ();
  AkWindow *window;
  GtkNotebook *notebook;

  g_application_register (G_APPLICATION (app), NULL, NULL);
  window = window_with_bundled_lesson (app, NULL);
  notebook = ak_window_get_notebook (window);
  iterate_until (is_mapped, window);

  g_assert_cmpint (gtk_notebook_get_n_pages (notebook), ==, G_N_ELEMENTS (page_ids));

  for (guint i = 0; i < G_N_ELEMENTS (page_ids); i++)
    {
      GtkWidget *page;

      g_assert_true (ak_window_select_page (window, page_ids[i]));
      g_assert_cmpint (gtk_notebook_get_current_page (notebook), ==, i);
      g_assert_cmpstr (ak_window_get_page_id (window), ==, page_ids[i]);

      page = ak_window_get_page_widget (window, page_ids[i]);
      g_assert_nonnull (page);
      iterate_until (is_mapped, page);
      /* Every page shows its lesson text. */
      g_assert_cmpuint (count_descendants_of_type (page, GTK_TYPE_LABEL), >, 0);
    }

  g_assert_false (ak_window_select_page (window, "no-such-page"));
  g_assert_null (ak_window_get_page_widget (window, "no-such-page"));
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
check_label_focus (GtkWidget *widget,
                   guint     *n_links)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_get_ancestor (widget, GTK_TYPE_BUTTON) == NULL &&
      gtk_widget_get_ancestor (widget, GTK_TYPE_EXPANDER) != widget)
    {
      const char *markup = gtk_label_get_label (GTK_LABEL (widget));
      gboolean has_link = gtk_label_get_use_markup (GTK_LABEL (widget)) &&
                          strstr (markup, "<a href=") != NULL;

      /* Only links are Tab stops in reading text, and the first block of
       * an activity page's text, the way into it from its controls
       * (ak_reading_keys_set_tab_stop()). */
      gboolean entry = g_object_get_data (G_OBJECT (widget), "ak-reading-tab-stop") != NULL;

      g_assert_cmpint (gtk_widget_get_focusable (widget), ==, has_link || entry);
      *n_links += has_link;
    }

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    check_label_focus (child, n_links);
}

static void
test_reading_focus (void)
{
  g_autoptr(AkApplication) app = test_application ();
  AkWindow *window = window_with_bundled_lesson (app, "references");
  GtkWidget *idea, *references;
  guint n_links = 0;

  idea = ak_window_get_page_widget (window, "idea");
  references = ak_window_get_page_widget (window, "references");
  iterate_until ((gboolean (*) (gpointer)) ak_lesson_page_is_complete, idea);
  iterate_until ((gboolean (*) (gpointer)) ak_lesson_page_is_complete, references);

  check_label_focus (idea, &n_links);
  check_label_focus (references, &n_links);
  /* Interactive pages too: captions and results are read, not Tab stops. */
  check_label_focus (ak_window_get_page_widget (window, "kitchen"), &n_links);
  check_label_focus (ak_window_get_page_widget (window, "mfu-mbu"), &n_links);
  check_label_focus (ak_window_get_page_widget (window, "roofline"), &n_links);
  /* The references are links, and reachable from the keyboard. */
  g_assert_cmpuint (n_links, >=, 4);

  gtk_window_destroy (GTK_WINDOW (window));
}

static guint
count_wheel_takers (GtkWidget *widget)
{
  guint n = 0;

  if (GTK_IS_RANGE (widget) || GTK_IS_SPIN_BUTTON (widget))
    {
      g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

      for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
        {
          g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

          if (GTK_IS_EVENT_CONTROLLER_SCROLL (controller) &&
              gtk_event_controller_get_propagation_phase (controller) != GTK_PHASE_NONE)
            n++;
        }
    }

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += count_wheel_takers (child);

  return n;
}

/* Scrolling a page past a slider or spin button must not change it. */
static void
test_wheel_scrolls_pages (void)
{
  g_autoptr(AkApplication) app = test_application ();
  AkWindow *window = window_with_bundled_lesson (app, NULL);
  const char *interactive[] = { "kitchen", "roofline", "mfu-mbu" };

  for (guint i = 0; i < G_N_ELEMENTS (interactive); i++)
    {
      GtkWidget *page = ak_window_get_page_widget (window, interactive[i]);

      g_test_message ("%s", interactive[i]);
      g_assert_cmpuint (count_wheel_takers (page), ==, 0);
    }

  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
has_more_than_a_screen (gpointer adjustment)
{
  return gtk_adjustment_get_upper (adjustment) > gtk_adjustment_get_page_size (adjustment) + 1;
}

static gboolean
is_scrolled_down (gpointer adjustment)
{
  return gtk_adjustment_get_value (adjustment) > 0;
}

static gboolean
is_at_top (gpointer adjustment)
{
  return gtk_adjustment_get_value (adjustment) == 0;
}

static GtkAdjustment *
page_vadjustment (GtkWidget *page)
{
  GtkWidget *scroller = gtk_widget_get_first_child (page);

  g_assert_true (GTK_IS_SCROLLED_WINDOW (scroller));
  return gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
}

/* Reading text has no Tab stops of its own, so the page is one: focused
 * from the keyboard, its keys scroll it. */
static void
test_page_scrolls_by_keyboard (void)
{
  g_autoptr(AkApplication) app = test_application ();
  AkWindow *window = window_with_bundled_lesson (app, "idea");
  GtkWidget *page = ak_window_get_page_widget (window, "idea");
  GtkAdjustment *adjustment;

  iterate_until (is_mapped, page);
  iterate_until ((gboolean (*) (gpointer)) ak_lesson_page_is_complete, page);
  adjustment = page_vadjustment (page);
  iterate_until (has_more_than_a_screen, adjustment);

  g_assert_true (gtk_widget_child_focus (page, GTK_DIR_TAB_FORWARD));
  g_assert_true (gtk_widget_is_focus (page));

  g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), ==, 0);
  /* Scrolling is animated: wait for it, boundedly. */
  g_assert_true (gtk_widget_activate_action (page, "lesson-page.scroll", "i", GTK_SCROLL_PAGE_DOWN));
  iterate_until (is_scrolled_down, adjustment);
  g_assert_true (gtk_widget_activate_action (page, "lesson-page.scroll", "i", GTK_SCROLL_START));
  iterate_until (is_at_top, adjustment);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* A window may play a lesson without an application (and so without a
 * progress store): every page must cope. */
static void
test_pages_without_application (void)
{
  g_autoptr(AkLesson) lesson = bundled_lesson ();
  AkWindow *window = ak_window_new (NULL);

  ak_window_set_lesson (window, lesson, "idea");
  gtk_window_present (GTK_WINDOW (window));
  g_assert_null (ak_window_get_progress (window));

  for (guint i = 0; i < G_N_ELEMENTS (page_ids); i++)
    {
      g_assert_true (ak_window_select_page (window, page_ids[i]));
      iterate_until (is_mapped, ak_window_get_page_widget (window, page_ids[i]));
    }

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_page_keys (void)
{
  g_autoptr(AkApplication) app = test_application ();
  AkWindow *window;

  g_application_register (G_APPLICATION (app), NULL, NULL);
  window = window_with_bundled_lesson (app, "idea");
  iterate_until (is_mapped, window);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.next-page", NULL));
  g_assert_cmpstr (ak_window_get_page_id (window), ==, "kitchen");
  /* Alt+0: page 10 of fourteen, In depth, after the quiz. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.goto-page", "i", 9));
  g_assert_cmpstr (ak_window_get_page_id (window), ==, "in-depth");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.previous-page", NULL));
  g_assert_cmpstr (ak_window_get_page_id (window), ==, "quiz");

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_reading_blocks_render (void)
{
  g_autoptr(AkApplication) app = test_application ();
  AkWindow *window;
  GtkWidget *page;

  g_application_register (G_APPLICATION (app), NULL, NULL);
  window = window_with_bundled_lesson (app, "idea");
  iterate_until (is_mapped, window);

  page = ak_window_get_page_widget (window, "idea");
  g_assert_true (AK_IS_LESSON_PAGE (page));
  /* Blocks below the first screenful are built after the first frame. */
  iterate_until ((gboolean (*) (gpointer)) ak_lesson_page_is_complete, page);
  /* The idea page has the CPU vs GPU comparison cards. */
  g_assert_cmpuint (count_descendants_of_type (page, GTK_TYPE_FLOW_BOX), >=, 1);

  /* Reading pages reflow down to 360 px wide, with the tabs on top. */
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 600);
  iterate_until (tabs_on_top, ak_window_get_notebook (window));
  {
    int min_width;

    gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1,
                        &min_width, NULL, NULL, NULL);
    g_assert_cmpint (min_width, <=, 360);
  }

  gtk_window_destroy (GTK_WINDOW (window));
}

typedef struct {
  AkApplication *app;
  char          *page_id;
  gboolean       showing_problems;
  char          *problems;
} RunResult;

static gboolean
inspect_and_quit (gpointer data)
{
  RunResult *result = data;
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (result->app));

  if (window != NULL && gtk_widget_get_mapped (GTK_WIDGET (window)))
    {
      AkWindow *ak_window = AK_WINDOW (window);

      result->page_id = g_strdup (ak_window_get_page_id (ak_window));
      result->showing_problems = ak_window_is_showing_problems (ak_window);
      g_application_quit (G_APPLICATION (result->app));
      return G_SOURCE_REMOVE;
    }

  return G_SOURCE_CONTINUE;
}

static int
run_app (RunResult *result, const char * const *args)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  int status;

  result->app = test_application ();
  g_ptr_array_add (argv, (gpointer) "accelerator-kitchen");
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);

  g_timeout_add (20, inspect_and_quit, result);
  status = g_application_run (G_APPLICATION (result->app), argv->len - 1, (char **) argv->pdata);
  g_clear_object (&result->app);

  return status;
}

static void
test_page_option (void)
{
  const char *args[] = { "--page", "roofline", NULL };
  RunResult result = { 0 };

  g_assert_cmpint (run_app (&result, args), ==, 0);
  g_assert_cmpstr (result.page_id, ==, "roofline");
  g_assert_false (result.showing_problems);
  g_free (result.page_id);
}

static void
test_broken_lesson_shows_problems (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "lessons", "broken", "answer-out-of-range.json", NULL);
  const char *args[] = { "--lesson", path, NULL };
  RunResult result = { 0 };

  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_cmpint (run_app (&result, args), ==, 0);
  g_assert_true (result.showing_problems);
  g_assert_null (result.page_id);
}

static void
test_missing_lesson_shows_problems (void)
{
  const char *args[] = { "--lesson", "/nonexistent/lesson.json", NULL };
  RunResult result = { 0 };

  g_assert_cmpint (run_app (&result, args), ==, 0);
  g_assert_true (result.showing_problems);
}

/* The accelerator of the first shortcut in @widget whose accelerator
 * starts with @prefix, or NULL. */
static char *
find_shortcut_accelerator (GtkWidget  *widget,
                           const char *prefix)
{
  if (GTK_IS_SHORTCUTS_SHORTCUT (widget))
    {
      g_autofree char *accelerator = NULL;

      g_object_get (widget, "accelerator", &accelerator, NULL);
      if (accelerator != NULL && g_str_has_prefix (accelerator, prefix))
        return g_steal_pointer (&accelerator);
    }

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      char *found = find_shortcut_accelerator (child, prefix);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The minimal test lesson with its language member set to @language. */
static AkLesson *
minimal_lesson_in (const char *language)
{
  g_autofree char *path = g_build_filename (TOP_SRCDIR, "tests", "lessons", "minimal.json", NULL);
  g_autofree char *text = NULL, *member = NULL;
  g_autoptr(GString) json = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  AkLesson *lesson;

  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  json = g_string_new (text);
  member = g_strdup_printf ("\"language\": \"%s\"", language);
  g_assert_cmpuint (g_string_replace (json, "\"language\": \"en\"", member, 1), ==, 1);
  bytes = g_bytes_new (json->str, json->len);
  lesson = ak_lesson_new_from_bytes (bytes, "minimal.json", NULL, &error);
  g_assert_no_error (error);
  return lesson;
}

static gboolean
has_label_containing (GtkWidget  *widget,
                      const char *text)
{
  if (GTK_IS_LABEL (widget) && strstr (gtk_label_get_text (GTK_LABEL (widget)), text) != NULL)
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    if (has_label_containing (child, text))
      return TRUE;
  return FALSE;
}

static gboolean
shows_worked_example (gpointer page)
{
  return has_label_containing (page, "tokens/s");
}

/* An untranslated lesson in another language than the interface's (here
 * C, that is English) reads in its own: Hebrew right to left, German
 * numbers with a decimal comma. An English lesson is left as it was. */
static void
test_lesson_language (void)
{
  g_autoptr(AkLesson) hebrew = minimal_lesson_in ("he");
  g_autoptr(AkLesson) german = minimal_lesson_in ("de");
  g_autoptr(AkLesson) english = minimal_lesson_in ("en");
  g_autofree char *german_locale = ak_language_find_locale ("de");
  AkWindow *window = ak_window_new (NULL);
  GtkWidget *page;

  ak_window_set_lesson (window, hebrew, "idea");
  page = ak_window_get_page_widget (window, "idea");
  g_assert_cmpint (gtk_widget_get_direction (page), ==, GTK_TEXT_DIR_RTL);
  iterate_until (shows_worked_example, page);
  g_assert_true (has_label_containing (page, "30.50"));

  ak_window_set_lesson (window, english, "idea");
  page = ak_window_get_page_widget (window, "idea");
  g_assert_cmpint (gtk_widget_get_direction (page), ==, gtk_widget_get_default_direction ());

  ak_window_set_lesson (window, german, "idea");
  page = ak_window_get_page_widget (window, "idea");
  g_assert_cmpint (gtk_widget_get_direction (page), ==, GTK_TEXT_DIR_LTR);
  iterate_until (shows_worked_example, page);
  if (german_locale != NULL)
    g_assert_true (has_label_containing (page, "30,50"));
  else
    g_test_message ("no German locale installed: decimal comma not checked");
  /* The interface's own numbers stay in its locale. */
  g_assert_cmpstr (localeconv ()->decimal_point, ==, ".");

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_shortcuts (void)
{
  g_autoptr(AkApplication) app = test_application ();
  g_auto(GStrv) quit = NULL;
  g_auto(GStrv) help = NULL;
  g_autofree char *choose = NULL;
  AkWindow *window;
  GtkWidget *overlay;

  g_application_register (G_APPLICATION (app), NULL, NULL);
  window = window_with_bundled_lesson (app, NULL);
  iterate_until (is_mapped, window);
  overlay = GTK_WIDGET (gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window)));

  quit = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "app.quit");
  help = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "win.show-help-overlay");
  g_assert_true (g_strv_contains ((const char * const *) quit, "<Control>q"));
  g_assert_true (g_strv_contains ((const char * const *) help, "<Control>question"));
  g_assert_nonnull (gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window)));
  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (app), "about"));

  /* A question may have up to 6 choices, each with its number key. */
  choose = find_shortcut_accelerator (overlay, "1...");
  g_assert_cmpstr (choose, ==, "1...6");

  /* Every section of the shortcuts window fits a 1024 px screen (one
   * section of every shortcut took 1,919 px; a new-user finding). */
  {
    const char *sections[] = { "lesson", "activities", "charts" };

    for (guint i = 0; i < G_N_ELEMENTS (sections); i++)
      {
        int natural = 0;

        g_object_set (overlay, "section-name", sections[i], NULL);
        gtk_widget_measure (overlay, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL, NULL);
        g_test_message ("shortcuts section %s: %d px", sections[i], natural);
        g_assert_cmpint (natural, <=, 1024);
      }
  }

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The action a page's own shortcut for @trigger runs, or NULL. */
static const char *
page_shortcut_action (GtkWidget  *page,
                      const char *trigger)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (page);
  g_autoptr(GtkShortcutTrigger) wanted = gtk_shortcut_trigger_parse_string (trigger);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
          GtkShortcutAction *action = gtk_shortcut_get_action (shortcut);

          if (gtk_shortcut_trigger_equal (gtk_shortcut_get_trigger (shortcut), wanted) &&
              GTK_IS_NAMED_ACTION (action))
            return gtk_named_action_get_action_name (GTK_NAMED_ACTION (action));
        }
    }
  return NULL;
}

/* Page commands are actions: the button, the page's key and the shortcuts
 * window say the same; the action does what the button did. */
static void
test_page_commands (void)
{
  static const struct { const char *page, *trigger, *action; } commands[] = {
    { "kitchen", "<Control>space", "kitchen.play-pause" },
    { "kitchen", "<Control>period", "kitchen.step" },
    { "kitchen", "<Control><Shift>r", "kitchen.reset" },
    { "roofline", "<Control>e", "roofline.export-chart" },
    { "roofline", "<Control><Shift>o", "roofline.open-config" },
    { "roofline", "<Control>m", "roofline.measure" },
    { "roofline", "Escape", "roofline.cancel-measure" },
    { "batch", "<Control>e", "batch.export-chart" },
    { "batch", "<Control><Shift>o", "batch.open-config" },
    { "sort", "<Control>Return", "sort.check" },
    { "sort", "<Control><Shift>r", "sort.try-again" },
    { "quiz", "<Control>Return", "quiz.next" },
    { "quiz", "<Control><Shift>r", "quiz.retake" },
  };
  g_autoptr(AkApplication) app = test_application ();
  AkKitchenView *view;
  AkWindow *window;
  GtkWidget *overlay;
  double before;

  g_application_register (G_APPLICATION (app), NULL, NULL);
  window = window_with_bundled_lesson (app, "kitchen");
  iterate_until (is_mapped, window);
  overlay = GTK_WIDGET (gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window)));

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      GtkWidget *page;
      g_autofree char *listed = NULL;

      ak_window_select_page (window, commands[i].page);
      page = ak_window_get_page_widget (window, commands[i].page);
      g_assert_cmpstr (page_shortcut_action (page, commands[i].trigger), ==, commands[i].action);
      listed = find_shortcut_accelerator (overlay, commands[i].trigger);
      g_assert_cmpstr (listed, ==, commands[i].trigger);
    }

  /* Step advances the paused kitchen as the button does. */
  view = ak_kitchen_page_get_view (AK_KITCHEN_PAGE (ak_window_get_page_widget (window, "kitchen")));
  g_assert_true (gtk_widget_activate_action (ak_window_get_page_widget (window, "kitchen"), "kitchen.play-pause", NULL));
  before = ak_kitchen_sim_get_time (ak_kitchen_view_get_sim (view));
  g_assert_true (gtk_widget_activate_action (ak_window_get_page_widget (window, "kitchen"), "kitchen.step", NULL));
  g_assert_cmpfloat (ak_kitchen_sim_get_time (ak_kitchen_view_get_sim (view)), >, before);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Check, Try Again and Next Question are actions that are enabled only
 * when their button can be pressed, and do what the button did. */
static void
test_sort_quiz_commands (void)
{
  g_autoptr(AkApplication) app = test_application ();
  AkWindow *window;
  AkSortGame *game;
  AkQuiz *quiz;
  GtkWidget *sort, *quiz_page;

  g_application_register (G_APPLICATION (app), NULL, NULL);
  window = window_with_bundled_lesson (app, "sort");
  sort = ak_window_get_page_widget (window, "sort");
  iterate_until (is_mapped, sort);
  game = ak_sort_page_get_game (AK_SORT_PAGE (sort));

  gtk_widget_activate_action (sort, "sort.check", NULL);
  g_assert_false (ak_sort_game_get_checked (game));
  for (guint i = 0; i < ak_sort_game_get_n_pieces (game); i++)
    g_assert_true (ak_sort_game_place (game, ak_sort_game_get_piece_id (game, i), AK_BIN_MEMORY, NULL));
  g_assert_true (gtk_widget_activate_action (sort, "sort.check", NULL));
  g_assert_true (ak_sort_game_get_checked (game));
  g_assert_true (gtk_widget_activate_action (sort, "sort.try-again", NULL));
  g_assert_false (ak_sort_game_get_checked (game));
  g_assert_cmpuint (ak_sort_game_count (game, AK_SORT_LOCATION_TRAY), ==, ak_sort_game_get_n_pieces (game));

  ak_window_select_page (window, "quiz");
  quiz_page = ak_window_get_page_widget (window, "quiz");
  iterate_until (is_mapped, quiz_page);
  quiz = ak_quiz_page_get_quiz (AK_QUIZ_PAGE (quiz_page));
  g_assert_cmpuint (ak_quiz_get_position (quiz), ==, 0);
  gtk_widget_activate_action (quiz_page, "quiz.next", NULL);
  g_assert_cmpuint (ak_quiz_get_position (quiz), ==, 0);
  g_assert_true (gtk_widget_activate_action (quiz_page, "quiz.choose", "u", 0));
  g_assert_true (gtk_widget_activate_action (quiz_page, "quiz.next", NULL));
  g_assert_cmpuint (ak_quiz_get_position (quiz), ==, 1);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Every page but the last ends with "Next: <title>", which shows the next
 * page with the focus on its tab; the last page has none. */
static void
test_next_page (void)
{
  g_autoptr(AkApplication) app = test_application ();
  AkWindow *window;
  AkLesson *lesson;
  GtkNotebook *notebook;
  guint n;

  g_application_register (G_APPLICATION (app), NULL, NULL);
  window = window_with_bundled_lesson (app, "idea");
  iterate_until (is_mapped, window);
  lesson = ak_window_get_lesson (window);
  notebook = ak_window_get_notebook (window);
  n = ak_lesson_get_n_pages (lesson);
  g_assert_cmpuint (n, >, 2);

  for (guint i = 0; i < n; i++)
    {
      const AkPage *page = ak_lesson_get_page (lesson, i);
      GtkWidget *slot, *button;

      ak_window_select_page (window, page->id);
      g_assert_cmpint (gtk_notebook_get_current_page (notebook), ==, (int) i);
      slot = gtk_notebook_get_nth_page (notebook, i);
      button = find_named (slot, "next-page");
      if (i + 1 == n)
        {
          g_assert_null (button);
          continue;
        }
      g_assert_nonnull (button);
      {
        g_autofree char *expected = g_strdup_printf ("Next: %s", ak_lesson_get_page (lesson, i + 1)->title);
        GtkWidget *label = gtk_button_get_child (GTK_BUTTON (button));

        g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (label)), ==, expected);
      }
      g_assert_true (gtk_widget_is_visible (button));
      g_signal_emit_by_name (button, "clicked");
      g_assert_cmpint (gtk_notebook_get_current_page (notebook), ==, (int) i + 1);
    }

  gtk_window_destroy (GTK_WINDOW (window));
}

/* On the results, each missed question offers the page that explains it,
 * and the button shows that page. */
static void
test_review_sees_page (void)
{
  g_autoptr(AkApplication) app = test_application ();
  AkWindow *window;
  GtkWidget *page, *button;
  const AkQuestion *first;
  AkQuiz *quiz;
  guint n, index;

  g_application_register (G_APPLICATION (app), NULL, NULL);
  window = window_with_bundled_lesson (app, "quiz");
  page = ak_window_get_page_widget (window, "quiz");
  iterate_until (is_mapped, page);
  quiz = ak_quiz_page_get_quiz (AK_QUIZ_PAGE (page));
  n = ak_quiz_get_n_questions (quiz);

  /* The first choice shown, every time: some answers are wrong. */
  while (!ak_quiz_is_finished (quiz))
    {
      g_assert_true (gtk_widget_activate_action (page, "quiz.choose", "u", 0));
      g_assert_true (gtk_widget_activate_action (page, "quiz.next", NULL));
    }
  g_assert_cmpuint (ak_quiz_get_score (quiz), <, n);
  first = NULL;
  for (guint i = 0; i < n && first == NULL; i++)
    if (ak_quiz_get_chosen (quiz, i) != (int) ak_quiz_get_question (quiz, i)->answer)
      first = ak_quiz_get_question (quiz, i);

  button = find_named (page, "see-page");
  g_assert_nonnull (button);
  g_assert_nonnull (ak_lesson_find_page (ak_window_get_lesson (window), first->see_page, &index));
  g_signal_emit_by_name (button, "clicked");
  g_assert_cmpint (gtk_notebook_get_current_page (ak_window_get_notebook (window)), ==, (int) index);

  /* Enter on the missed question's row does the same (a keyboard user
   * pressed it and nothing happened); a right one's row is no button. */
  ak_window_select_page (window, "quiz");
  {
    GtkWidget *row = gtk_widget_get_ancestor (button, GTK_TYPE_LIST_BOX_ROW);

    g_assert_true (gtk_list_box_row_get_activatable (GTK_LIST_BOX_ROW (row)));
    g_signal_emit_by_name (gtk_widget_get_parent (row), "row-activated", row);
    g_assert_cmpint (gtk_notebook_get_current_page (ak_window_get_notebook (window)), ==, (int) index);
  }

  /* Tab stops once per question: the row, not also its Read again button
   * (a keyboard user met every missed question twice). */
  {
    GtkWidget *list = gtk_widget_get_ancestor (button, GTK_TYPE_LIST_BOX);
    GtkWidget *row = gtk_widget_get_ancestor (button, GTK_TYPE_LIST_BOX_ROW);
    GtkRoot *root = gtk_widget_get_root (list);
    guint stops = 0;

    ak_window_select_page (window, "quiz");
    g_assert_false (gtk_widget_get_focusable (button));
    while (gtk_widget_child_focus (list, GTK_DIR_TAB_FORWARD) && stops <= 2 * n)
      {
        g_assert_true (GTK_IS_LIST_BOX_ROW (gtk_root_get_focus (root)));
        stops++;
      }
    g_assert_cmpuint (stops, ==, n);
    gtk_test_accessible_assert_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                         gtk_label_get_text (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (button)))));
  }

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The bundled lesson's Batching page plays the batch explorer. */
static void
test_batch_page_shown (void)
{
  g_autoptr(AkApplication) app = test_application ();
  AkWindow *window;
  GtkWidget *page;

  window = window_with_bundled_lesson (app, "batch");
  page = ak_window_get_page_widget (window, "batch");
  g_assert_true (AK_IS_BATCH_PAGE (page));
  iterate_until (is_mapped, page);
  g_assert_nonnull (ak_batch_page_get_sweep (AK_BATCH_PAGE (page)));

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_sort_result_saved (void)
{
  g_autoptr(AkApplication) app = test_application ();
  AkWindow *window;
  AkSortGame *game;
  AkProgress *progress;
  GtkWidget *page;
  guint correct = 0, total = 0;

  g_application_register (G_APPLICATION (app), NULL, NULL);
  window = window_with_bundled_lesson (app, "sort");
  page = ak_window_get_page_widget (window, "sort");
  g_assert_true (AK_IS_SORT_PAGE (page));
  iterate_until (is_mapped, page);

  progress = ak_window_get_progress (window);
  g_assert_nonnull (progress);
  game = ak_sort_page_get_game (AK_SORT_PAGE (page));
  for (guint i = 0; i < ak_sort_game_get_n_pieces (game); i++)
    g_assert_true (ak_sort_game_place (game, ak_sort_game_get_piece_id (game, i), AK_BIN_MEMORY, NULL));
  g_assert_true (ak_sort_game_check (game, NULL));

  /* Saved on the check itself, not when the window closes. */
  g_assert_true (ak_progress_get_sort_result (progress, ak_lesson_get_id (ak_window_get_lesson (window)),
                                              &correct, &total, NULL));
  g_assert_cmpuint (total, ==, ak_sort_game_get_n_pieces (game));
  g_assert_cmpuint (correct, ==, ak_sort_game_get_score (game));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The README's run command starts the built app through `meson devenv`,
 * which points GSettings at the schema compiled in the build tree: the app
 * finds it without GSETTINGS_SCHEMA_DIR in the caller's environment. */
static void
test_runs_uninstalled (void)
{
  g_autofree char *exe = g_build_filename (BUILD_ROOT, "src", "accelerator-kitchen", NULL);
  g_autofree char *meson = g_find_program_in_path ("meson");
  g_auto(GStrv) env = g_get_environ ();
  g_autofree char *err = NULL;
  g_autoptr(GError) error = NULL;
  const char *argv[] = { meson, "devenv", "-C", BUILD_ROOT, exe, "--page", "quiz", NULL };
  int status;

  if (meson == NULL)
    {
      g_test_skip ("meson is not in PATH");
      return;
    }

  env = g_environ_unsetenv (env, "GSETTINGS_SCHEMA_DIR");
  env = g_environ_unsetenv (env, "G_DEBUG");
  env = g_environ_setenv (env, "GSETTINGS_BACKEND", "memory", TRUE);
  env = g_environ_setenv (env, "AK_BENCH_FIRST_FRAME", "1", TRUE);

  g_spawn_sync (NULL, (char **) argv, env, G_SPAWN_STDOUT_TO_DEV_NULL,
                NULL, NULL, NULL, &err, &status, &error);
  g_assert_no_error (error);
  g_test_message ("%s", err);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  g_assert_nonnull (strstr (err, "first-frame"));
  g_assert_null (strstr (err, "not installed"));
}

static gboolean
is_dark (gpointer data)
{
  return adw_style_manager_get_dark (data);
}

/* libadwaita's style manager decides light or dark; the pages' colours
 * (the charts take theirs from the style) follow it. */
static void
test_dark_style (void)
{
  g_autoptr(AkApplication) app = test_application ();
  AdwStyleManager *style;
  AkWindow *window;
  GdkRGBA color;

  g_application_register (G_APPLICATION (app), NULL, NULL);
  window = window_with_bundled_lesson (app, "idea");
  iterate_until (is_mapped, window);
  style = adw_style_manager_get_default ();

  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_DARK);
  iterate_until (is_dark, style);
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (GTK_WIDGET (window)), &color);
  G_GNUC_END_IGNORE_DEPRECATIONS
  g_assert_cmpfloat (color.red + color.green + color.blue, >, 1.5);

  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_LIGHT);
  g_assert_false (adw_style_manager_get_dark (style));
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (GTK_WIDGET (window)), &color);
  G_GNUC_END_IGNORE_DEPRECATIONS
  g_assert_cmpfloat (color.red + color.green + color.blue, <, 1.5);

  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Nine tabs: a column on the left of a wide window, a scrolling row on
 * top of a narrow one. */
static void
test_tabs_follow_width (void)
{
  g_autoptr(AkApplication) app = test_application ();
  AkWindow *window;
  GtkNotebook *notebook;

  g_application_register (G_APPLICATION (app), NULL, NULL);
  window = window_with_bundled_lesson (app, "idea");
  notebook = ak_window_get_notebook (window);
  gtk_window_set_default_size (GTK_WINDOW (window), 1200, 700);
  iterate_until (tabs_on_left, notebook);
  g_assert_true (gtk_notebook_get_scrollable (notebook));

  gtk_window_set_default_size (GTK_WINDOW (window), 360, 640);
  iterate_until (tabs_on_top, notebook);

  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
has_toast (gpointer window)
{
  return ak_window_get_last_toast (window) != NULL;
}

/* A page asks through its context; the window shows the toast. */
static void
test_page_toast (void)
{
  g_autoptr(AkApplication) app = test_application ();
  AkWindow *window;

  g_application_register (G_APPLICATION (app), NULL, NULL);
  window = window_with_bundled_lesson (app, "idea");
  iterate_until (is_mapped, window);
  g_assert_null (ak_window_get_last_toast (window));

  ak_page_context_show_toast (ak_window_get_context (window), "Saved.");
  iterate_until (has_toast, window);
  g_assert_cmpstr (ak_window_get_last_toast (window), ==, "Saved.");

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The window's size is the settings', both ways (g_settings_bind): a
 * resize is saved without closing the window, and a new window opens at
 * the saved size. */
static void
test_size_saved (void)
{
  g_autoptr(AkApplication) app = test_application ();
  g_autoptr(GSettings) settings = ak_application_new_settings ();
  AkWindow *window;
  int width, height;

  g_application_register (G_APPLICATION (app), NULL, NULL);
  window = window_with_bundled_lesson (app, "idea");
  gtk_window_set_default_size (GTK_WINDOW (window), 1010, 707);
  g_assert_cmpint (g_settings_get_int (settings, "window-width"), ==, 1010);
  g_assert_cmpint (g_settings_get_int (settings, "window-height"), ==, 707);
  gtk_window_destroy (GTK_WINDOW (window));

  /* The maximized state is bound the same way; it is not asserted, since
   * Xvfb has no window manager to grant it. */
  g_settings_set_int (settings, "window-width", 880);
  window = ak_window_new (app);
  gtk_window_get_default_size (GTK_WINDOW (window), &width, &height);
  g_assert_cmpint (width, ==, 880);
  g_assert_cmpint (height, ==, 707);
  g_settings_set_int (settings, "window-height", 650);
  gtk_window_get_default_size (GTK_WINDOW (window), &width, &height);
  g_assert_cmpint (height, ==, 650);
  gtk_window_destroy (GTK_WINDOW (window));
  g_settings_reset (settings, "window-width");
  g_settings_reset (settings, "window-height");
  g_settings_reset (settings, "window-maximized");
}

int
main (int argc, char *argv[])
{
  /* Accessible properties are read back (the quiz review's rows). */
  g_setenv ("GTK_A11Y", "test", TRUE);
  if (!ui_test_init (&argc, &argv))
    return 0;

  g_test_add_func ("/window/every-page-reachable", test_every_page_reachable);
  g_test_add_func ("/window/page-keys", test_page_keys);
  g_test_add_func ("/window/pages-without-application", test_pages_without_application);
  g_test_add_func ("/window/reading-focus", test_reading_focus);
  g_test_add_func ("/window/page-scrolls-by-keyboard", test_page_scrolls_by_keyboard);
  g_test_add_func ("/window/wheel-scrolls-pages", test_wheel_scrolls_pages);
  g_test_add_func ("/window/reading-blocks-render", test_reading_blocks_render);
  g_test_add_func ("/window/page-option", test_page_option);
  g_test_add_func ("/window/broken-lesson-shows-problems", test_broken_lesson_shows_problems);
  g_test_add_func ("/window/missing-lesson-shows-problems", test_missing_lesson_shows_problems);
  g_test_add_func ("/window/dark-style", test_dark_style);
  g_test_add_func ("/window/tabs-follow-width", test_tabs_follow_width);
  g_test_add_func ("/window/page-toast", test_page_toast);
  g_test_add_func ("/window/size-saved", test_size_saved);
  g_test_add_func ("/window/shortcuts", test_shortcuts);
  g_test_add_func ("/window/page-commands", test_page_commands);
  g_test_add_func ("/window/sort-quiz-commands", test_sort_quiz_commands);
  g_test_add_func ("/window/next-page", test_next_page);
  g_test_add_func ("/window/review-sees-page", test_review_sees_page);
  g_test_add_func ("/window/lesson-language", test_lesson_language);
  g_test_add_func ("/window/runs-uninstalled", test_runs_uninstalled);
  g_test_add_func ("/window/sort-result-saved", test_sort_result_saved);
  g_test_add_func ("/window/batch-page-shown", test_batch_page_shown);

  return g_test_run ();
}

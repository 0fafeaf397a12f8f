/* test-focus-order.c: Tab and Shift+Tab reach every control and wrap
 *
 * Moves the focus as GtkWindow does for Tab (gtk_widget_child_focus() on
 * the window, which wraps when it returns FALSE) on every page of the
 * bundled lesson. The real keys are sent by test-a11y.py; this test says
 * which widget stops the focus when something does.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gtk/gtk.h>

#include "ak-window.h"

#include "ak-test-ui.h"

static const char *page_ids[] = {
  "idea", "kitchen", "roofline", "mfu-mbu", "sort", "quiz", "in-depth", "interview", "references",
};

#define MAX_STOPS 400

static GtkWidget *
press_tab (GtkWindow        *window,
           GtkDirectionType  direction)
{
  if (!gtk_widget_child_focus (GTK_WIDGET (window), direction))
    {
      /* What GtkWindow does at the end: start again from the top. */
      gtk_window_set_focus (window, NULL);
      gtk_widget_child_focus (GTK_WIDGET (window), direction);
    }
  return gtk_window_get_focus (window);
}

static void
describe (GtkWidget *widget,
          GString   *out)
{
  g_string_append_printf (out, " %s", widget != NULL ? G_OBJECT_TYPE_NAME (widget) : "(none)");
  if (GTK_IS_LABEL (widget))
    g_string_append_printf (out, " '%.40s'", gtk_label_get_text (GTK_LABEL (widget)));
  if (GTK_IS_BUTTON (widget) && gtk_button_get_label (GTK_BUTTON (widget)) != NULL)
    g_string_append_printf (out, " '%s'", gtk_button_get_label (GTK_BUTTON (widget)));
}

/* The link of @widget that has the focus, if it is a label with links. */
static char *
current_link (GtkWidget *widget)
{
  return GTK_IS_LABEL (widget) ? g_strdup (gtk_label_get_current_uri (GTK_LABEL (widget))) : NULL;
}

/* Tabs from the focus until it comes back; the stops seen on the way. */
static GPtrArray *
focus_cycle (GtkWindow        *window,
             GtkDirectionType  direction)
{
  GPtrArray *stops = g_ptr_array_new ();
  GtkWidget *first = press_tab (window, direction);
  GtkWidget *here = first;

  for (guint i = 0; i < MAX_STOPS; i++)
    {
      g_autofree char *link = current_link (here);
      GtkWidget *next = press_tab (window, direction);
      g_autofree char *next_link = current_link (next);

      g_ptr_array_add (stops, here);
      /* In a label of several links (glossary terms too) Tab goes from
       * link to link: the focus stays on the label, on another link. */
      if (next == here && link != NULL && g_strcmp0 (link, next_link) != 0)
        continue;
      if (next == here)
        {
          g_autoptr(GString) what = g_string_new ("Tab stays on");

          describe (here, what);
          g_test_message ("%s", what->str);
          g_test_fail ();
          return stops;
        }
      if (next == first)
        return stops;
      here = next;
    }

  g_test_message ("Tab never came back round in %d stops", MAX_STOPS);
  g_test_fail ();
  return stops;
}

static guint
count_of_type (GPtrArray *stops,
               GType      type)
{
  guint n = 0;

  for (guint i = 0; i < stops->len; i++)
    n += G_TYPE_CHECK_INSTANCE_TYPE (g_ptr_array_index (stops, i), type);
  return n;
}

static void
test_every_page_wraps (void)
{
  g_autoptr(AkApplication) app = test_application ();
  g_autoptr(AkLesson) lesson = bundled_lesson ();
  AkWindow *window = ak_window_new (app);

  ak_window_set_lesson (window, lesson, NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 780);
  gtk_window_present (GTK_WINDOW (window));
  iterate_until (is_mapped, window);

  for (guint i = 0; i < G_N_ELEMENTS (page_ids); i++)
    {
      g_autoptr(GPtrArray) forward = NULL;
      g_autoptr(GPtrArray) backward = NULL;
      GtkWidget *page;

      g_test_message ("page %s", page_ids[i]);
      g_assert_true (ak_window_select_page (window, page_ids[i]));
      page = ak_window_get_page_widget (window, page_ids[i]);
      iterate_until (is_mapped, page);

      forward = focus_cycle (GTK_WINDOW (window), GTK_DIR_TAB_FORWARD);
      backward = focus_cycle (GTK_WINDOW (window), GTK_DIR_TAB_BACKWARD);
      /* Shift+Tab visits the same stops. */
      g_assert_cmpuint (forward->len, ==, backward->len);

      if (g_str_equal (page_ids[i], "interview"))
        g_assert_cmpuint (count_of_type (forward, GTK_TYPE_EXPANDER), >=, 11);
      if (g_str_equal (page_ids[i], "references"))
        g_assert_cmpuint (count_of_type (forward, GTK_TYPE_LABEL), >=, 10);
      if (g_str_equal (page_ids[i], "sort"))
        g_assert_cmpuint (count_of_type (forward, GTK_TYPE_BUTTON), >=, 8);
    }

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int    argc,
      char **argv)
{
  if (!ui_test_init (&argc, &argv))
    return 0;

  g_test_add_func ("/focus/every-page-wraps", test_every_page_wraps);
  return g_test_run ();
}

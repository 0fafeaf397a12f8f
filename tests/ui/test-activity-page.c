/* test-activity-page.c: the shell every activity page derives from
 * (suite "ui", needs a display)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gtk/gtk.h>

#include "ak-activity-page.h"
#include "ak-page-factory.h"

#include "ak-test-ui.h"

static GtkWidget *
build (AkLesson   *lesson,
       const char *page_id)
{
  g_autoptr(AkPageContext) context = test_page_context (lesson, NULL);
  const AkPage *page = ak_lesson_find_page (lesson, page_id, NULL);

  g_assert_nonnull (page);
  return g_object_ref_sink (ak_page_factory_create (context, page));
}

/* Whether @a comes before @b in the page, both in its column. */
static gboolean
comes_before (GtkWidget *a,
              GtkWidget *b)
{
  GtkWidget *column = gtk_widget_get_parent (gtk_widget_get_parent (a));

  g_assert_true (column == gtk_widget_get_parent (gtk_widget_get_parent (b)));
  for (GtkWidget *child = gtk_widget_get_first_child (column); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (child == gtk_widget_get_parent (a))
        return TRUE;
      if (child == gtk_widget_get_parent (b))
        return FALSE;
    }
  g_assert_not_reached ();
}

/* Every activity kind is one; the subclass's template children sit in the
 * activity box, the page's reading blocks in the reading box. */
static void
test_kinds_share_the_shell (void)
{
  g_autoptr(AkLesson) lesson = bundled_lesson ();
  const char *ids[] = { "kitchen", "roofline", "mfu-mbu", "sort", "quiz" };

  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      g_autoptr(GtkWidget) widget = build (lesson, ids[i]);
      AkActivityPage *page;
      const AkPage *lesson_page = ak_lesson_find_page (lesson, ids[i], NULL);

      g_test_message ("%s", ids[i]);
      g_assert_true (AK_IS_ACTIVITY_PAGE (widget));
      page = AK_ACTIVITY_PAGE (widget);
      g_assert_true (ak_activity_page_get_page (page) == lesson_page);
      g_assert_nonnull (ak_activity_page_get_context (page));
      g_assert_true (GTK_IS_SCROLLED_WINDOW (gtk_widget_get_first_child (widget)));
      g_assert_nonnull (gtk_widget_get_first_child (GTK_WIDGET (ak_activity_page_get_activity (page))));
      g_assert_cmpuint (lesson_page->blocks->len > 0, ==,
                        gtk_widget_get_first_child (GTK_WIDGET (ak_activity_page_get_reading (page))) != NULL);
    }
}

/* The sort game and the quiz are introduced by their reading text; the
 * other activities come first. */
static void
test_reading_first (void)
{
  g_autoptr(AkLesson) lesson = bundled_lesson ();
  g_autoptr(GtkWidget) sort = build (lesson, "sort");
  g_autoptr(GtkWidget) kitchen = build (lesson, "kitchen");
  AkActivityPage *s = AK_ACTIVITY_PAGE (sort), *k = AK_ACTIVITY_PAGE (kitchen);
  gboolean reading_first;

  g_object_get (sort, "reading-first", &reading_first, NULL);
  g_assert_true (reading_first);
  g_assert_true (comes_before (GTK_WIDGET (ak_activity_page_get_reading (s)),
                               GTK_WIDGET (ak_activity_page_get_activity (s))));
  g_object_get (kitchen, "reading-first", &reading_first, NULL);
  g_assert_false (reading_first);
  g_assert_true (comes_before (GTK_WIDGET (ak_activity_page_get_activity (k)),
                               GTK_WIDGET (ak_activity_page_get_reading (k))));

  ak_activity_page_set_reading_first (k, TRUE);
  g_assert_true (comes_before (GTK_WIDGET (ak_activity_page_get_reading (k)),
                               GTK_WIDGET (ak_activity_page_get_activity (k))));
}

/* Subclasses choose the widths in their templates. */
static void
test_widths (void)
{
  g_autoptr(AkLesson) lesson = bundled_lesson ();
  g_autoptr(GtkWidget) quiz = build (lesson, "quiz");
  g_autoptr(GtkWidget) roofline = build (lesson, "roofline");
  int activity, reading;

  g_object_get (quiz, "activity-width", &activity, "reading-width", &reading, NULL);
  g_assert_cmpint (activity, ==, 720);
  g_assert_cmpint (reading, ==, 720);
  g_object_get (roofline, "activity-width", &activity, "reading-width", &reading, NULL);
  g_assert_cmpint (activity, ==, 1100);
  g_assert_cmpint (reading, ==, 840);

  g_object_set (roofline, "activity-width", 900, NULL);
  g_object_get (roofline, "activity-width", &activity, NULL);
  g_assert_cmpint (activity, ==, 900);
}

int
main (int   argc,
      char *argv[])
{
  if (!ui_test_init (&argc, &argv))
    return 0;

  g_test_add_func ("/activity-page/kinds-share-the-shell", test_kinds_share_the_shell);
  g_test_add_func ("/activity-page/reading-first", test_reading_first);
  g_test_add_func ("/activity-page/widths", test_widths);

  return g_test_run ();
}

/* ak-test-batch.h: the batch explorer page in a window of its own, for
 * the tests of the page and of its Chips and Layout controls
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ak-batch-page.h"
#include "ak-page-factory.h"
#include "ak-test-ui.h"


typedef struct {
  AkLesson   *lesson;
  AkProgress *progress;
  GtkWindow  *window;
  GtkWidget  *page;
} Fixture;

G_GNUC_UNUSED static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  const AkPage *page;
  g_autoptr(AkPageContext) context = NULL;

  f->lesson = bundled_lesson ();
  f->progress = temporary_progress ();
  context = test_page_context (f->lesson, f->progress);
  page = ak_lesson_find_page (f->lesson, "batch", NULL);
  g_assert_nonnull (page);
  f->page = ak_page_factory_create (context, page);
  g_assert_true (AK_IS_BATCH_PAGE (f->page));

  f->window = GTK_WINDOW (gtk_window_new ());
  gtk_window_set_default_size (f->window, 1000, 900);
  gtk_window_set_child (f->window, f->page);
  gtk_window_present (f->window);
  iterate_until (is_mapped, f->page);
}

G_GNUC_UNUSED static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  gtk_window_destroy (f->window);
  remove_temporary_progress (f->progress);
  g_object_unref (f->lesson);
}

G_GNUC_UNUSED static GtkWidget *
named (Fixture    *f,
       const char *name)
{
  GtkWidget *widget = find_named (f->page, name);

  g_assert_nonnull (widget);
  return widget;
}

/* A key as the widget's key controllers see it. */
G_GNUC_UNUSED static gboolean
press_key (GtkWidget *widget,
           guint      keyval)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);
  gboolean handled = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers) && !handled; i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_KEY (controller))
        g_signal_emit_by_name (controller, "key-pressed", keyval, 0, 0, &handled);
    }
  return handled;
}

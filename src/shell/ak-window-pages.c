/* ak-window-pages.c: the window's notebook of lesson pages
 *
 * Finding, selecting and building the pages (each when first shown), the
 * previous/next page actions' state, and the problems screen's test.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ak-a11y-names.h"
#include "ak-next-page.h"
#include "ak-page-factory.h"
#include "ak-window-pages-private.h"

const char *
_ak_window_page_id_at (AkWindow *self,
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
void
_ak_window_update_page_actions (AkWindow *self,
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
void
_ak_window_ensure_page_built (AkWindow *self,
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
  if (index + 1 < ak_lesson_get_n_pages (self->lesson))
    gtk_box_append (GTK_BOX (slot), ak_next_page_bar_new (ak_lesson_get_page (self->lesson, index + 1)->title,
                                                          (int) index + 1));
}

void
_ak_window_clear_notebook (AkWindow *self)
{
  while (gtk_notebook_get_n_pages (self->notebook) > 0)
    gtk_notebook_remove_page (self->notebook, -1);
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

  return _ak_window_page_id_at (self, gtk_notebook_get_current_page (self->notebook));
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

  _ak_window_ensure_page_built (self, index);
  return gtk_widget_get_first_child (gtk_notebook_get_nth_page (self->notebook, index));
}

GtkNotebook *
ak_window_get_notebook (AkWindow *self)
{
  g_return_val_if_fail (AK_IS_WINDOW (self), NULL);

  return self->notebook;
}

/* ak-window-tabs.c: the window's page tabs
 *
 * A tab for each page, its title fitted to a column of tabs on a wide
 * window or a scrolling row on a narrow one, and the keys that switch
 * pages leaving the focus on the tab.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ak-a11y-names.h"
#include "ak-focus.h"
#include "ak-window-pages-private.h"

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

void
_ak_window_append_page (AkWindow     *self,
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

void
_ak_window_next_page_action (GtkWidget  *widget,
                             const char *action_name,
                             GVariant   *param)
{
  gtk_notebook_next_page (AK_WINDOW (widget)->notebook);
  focus_page_tab (AK_WINDOW (widget));
}

void
_ak_window_previous_page_action (GtkWidget  *widget,
                                 const char *action_name,
                                 GVariant   *param)
{
  gtk_notebook_prev_page (AK_WINDOW (widget)->notebook);
  focus_page_tab (AK_WINDOW (widget));
}

void
_ak_window_goto_page_action (GtkWidget  *widget,
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

/* ---- tabs on the side when wide, on top when narrow ------------------------------ */

gboolean
_ak_window_update_tabs (gpointer data)
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

/* ak-a11y-names.c: accessible names GTK 4.8 gets wrong
 *
 * Found with the AT-SPI tree and Orca 43 (issue 18):
 * - a button with a label is named "_Step Step" (its label property, with
 *   the underscore, then the text inside); it keeps the text;
 * - a drop-down's button is named "GtkToggleButton" or "(None)" and the
 *   item shown; it keeps the item shown;
 * - every notebook tab is "Tab" and every page "GtkStackPage"; both get
 *   the page's title; other stack pages their title or none;
 * - a box or a flow box (child) with a role (list, cell) but no name is
 *   named after its class; it is named by its content.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ak-a11y-names.h"

static void
set_label (gpointer    accessible,
           const char *label)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (accessible),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
}

/* GTK 4.8 names a button by its label property followed by the text
 * inside it; without the property, the text alone is left. */
static void
name_button (GtkButton *button)
{
  gtk_accessible_reset_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL);
}

/* Collects the texts of the labels inside @widget and unnames the rest. */
static void
name_parts (GtkWidget *widget,
            GString   *texts)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_LABEL (child) && gtk_widget_get_visible (child))
        g_string_append_printf (texts, "%s%s", texts->len > 0 ? " " : "",
                                gtk_label_get_text (GTK_LABEL (child)));
      else if (!GTK_IS_LABEL (child))
        set_label (child, "");
      name_parts (child, texts);
    }
}

static GtkWidget *
find_toggle (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = GTK_IS_TOGGLE_BUTTON (child) ? child : find_toggle (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static void name_drop_down (GtkDropDown *drop_down);

static gboolean
name_drop_down_later (gpointer data)
{
  g_autoptr(GtkDropDown) drop_down = data;

  name_drop_down (drop_down);
  return G_SOURCE_REMOVE;
}

/* The item shown is bound after the selection changes. */
static void
on_selection_shown (GtkDropDown *drop_down)
{
  g_idle_add (name_drop_down_later, g_object_ref (drop_down));
}

static void
name_drop_down (GtkDropDown *drop_down)
{
  GtkWidget *toggle = find_toggle (GTK_WIDGET (drop_down));
  g_autoptr(GString) shown = g_string_new (NULL);

  if (toggle == NULL)
    return;

  /* Named after the item shown; the item's box and the arrow by nothing. */
  name_parts (toggle, shown);
  set_label (toggle, shown->str);
}

/* A container with a role of its own (a list, a cell) but no name would be
 * named after its class: it is named by its content alone. */
static void
name_container (GtkWidget *widget)
{
  GtkAccessibleRole role = gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (widget));

  if (role != GTK_ACCESSIBLE_ROLE_GENERIC && role != GTK_ACCESSIBLE_ROLE_PRESENTATION &&
      role != GTK_ACCESSIBLE_ROLE_NONE)
    set_label (widget, "");
}

/* A scroll bar and the range inside it are named "GtkScrollbar" and
 * "GtkRange"; the role says what they are. */
static void
name_scrollbar (GtkWidget *scrollbar)
{
  if (scrollbar == NULL)
    return;

  set_label (scrollbar, "");
  for (GtkWidget *child = gtk_widget_get_first_child (scrollbar);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    set_label (child, "");
}

/* A stack's pages are named by their titles; untitled, by nothing. */
static void
name_stack_pages (GtkStack *stack)
{
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (stack));
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkStackPage *page = gtk_stack_get_page (stack, child);
      const char *title = page != NULL ? gtk_stack_page_get_title (page) : NULL;

      if (GTK_IS_ACCESSIBLE (page))
        set_label (page, title != NULL ? title : "");
    }
}

/**
 * ak_accessible_name_widget:
 * @widget: a widget of a page (not its descendants)
 *
 * Gives a button, a drop-down's button, a stack's pages and a box with a
 * role the name a screen reader should read, now and whenever the label
 * or the selection changes.
 */
void
ak_accessible_name_widget (GtkWidget *widget)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));

  if (GTK_IS_SCROLLED_WINDOW (widget))
    {
      name_scrollbar (gtk_scrolled_window_get_vscrollbar (GTK_SCROLLED_WINDOW (widget)));
      name_scrollbar (gtk_scrolled_window_get_hscrollbar (GTK_SCROLLED_WINDOW (widget)));
    }
  else if (GTK_IS_STACK (widget))
    name_stack_pages (GTK_STACK (widget));
  else if (GTK_IS_FLOW_BOX_CHILD (widget) || GTK_IS_FLOW_BOX (widget) || GTK_IS_BOX (widget))
    name_container (widget);
  else if (GTK_IS_DROP_DOWN (widget))
    {
      on_selection_shown (GTK_DROP_DOWN (widget));
      g_signal_connect_after (widget, "notify::selected", G_CALLBACK (on_selection_shown), NULL);
      g_signal_connect_after (widget, "notify::model", G_CALLBACK (on_selection_shown), NULL);
      g_signal_connect_after (widget, "map", G_CALLBACK (on_selection_shown), NULL);
    }
  else if (GTK_IS_BUTTON (widget) && gtk_button_get_label (GTK_BUTTON (widget)) != NULL)
    {
      name_button (GTK_BUTTON (widget));
      g_signal_connect (widget, "notify::label", G_CALLBACK (name_button), NULL);
    }
}

/**
 * ak_accessible_name_tab:
 * @tab_label: the label widget of a notebook tab, already added
 * @page: the notebook page's child
 * @title: the page's title
 *
 * Names the tab and the page after @title.
 */
void
ak_accessible_name_tab (GtkWidget  *tab_label,
                        GtkWidget  *page,
                        const char *title)
{
  GtkWidget *tab = gtk_widget_get_parent (tab_label);
  GtkWidget *stack = gtk_widget_get_parent (page);

  g_return_if_fail (title != NULL);

  if (tab != NULL)
    set_label (tab, title);
  set_label (page, title);
  if (GTK_IS_STACK (stack))
    {
      GtkStackPage *stack_page = gtk_stack_get_page (GTK_STACK (stack), page);

      if (GTK_IS_ACCESSIBLE (stack_page))
        set_label (stack_page, title);
    }
}

/* ak-a11y-names.c: accessible names GTK 4.8 gets wrong
 *
 * Found with the AT-SPI tree and Orca 43 (issue 18):
 * - a button with a label is named "_Step Step" (its label property, with
 *   the underscore, then the text inside); it keeps the text;
 * - a drop-down's button is named "GtkToggleButton" or "(None)" and the
 *   item shown; it keeps the item shown;
 * - every notebook tab is "Tab" and every page "GtkStackPage"; both get
 *   the page's title; other stack pages their title or none;
 * - a button whose child is a label it was given is named "GtkButton",
 *   and a GtkInfoBar's close button "GtkImage";
 * - a box or a flow box (child) with a role (list, cell) but no name is
 *   named after its class; it is named by its content;
 * - a slider whose position is a logarithm exposes the position ("Cooks
 *   slider 3" for 8 cooks); it is given the number it shows;
 * - a label of a template with no text (a status line before anything is
 *   said, the failure beside Export Chart or Check) is named "GtkLabel",
 *   a scroll bar "GtkScrollbar", an expander's arrow "GtkBuiltinIcon";
 *   they are named by nothing, and a menu button with a label by its label.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ak-a11y-names.h"

#include <math.h>
#include <glib/gi18n.h>

static void
set_label (gpointer    accessible,
           const char *label)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (accessible),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
}

/* GTK 4.8 names a button by its label property followed by the text
 * inside it ("_Step Step"), and some (a wrapped label, a label child it
 * was given) after its class ("GtkButton"): a button is labelled by its
 * label child alone. */
static void
name_button (GtkButton *button)
{
  GtkWidget *child = gtk_button_get_child (button);

  /* The relation first: the name changes once, to the text. */
  if (GTK_IS_LABEL (child))
    gtk_accessible_update_relation (GTK_ACCESSIBLE (button),
                                    GTK_ACCESSIBLE_RELATION_LABELLED_BY, child, NULL,
                                    -1);
  gtk_accessible_reset_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL);
}

/* A button with nothing in it yet, whose text comes later (Retake the
 * Missed Questions), is named by nothing meanwhile, not "GtkButton"; by
 * its text once it has one. */
static void
name_later_button (GtkButton *button)
{
  if (gtk_button_get_label (button) != NULL || GTK_IS_LABEL (gtk_button_get_child (button)))
    name_button (button);
  else if (gtk_button_get_child (button) == NULL)
    set_label (button, "");
}

/* A GtkInfoBar's close button holds an icon and no name. */
static void
name_info_bar_close (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_BUTTON (child) && GTK_IS_IMAGE (gtk_button_get_child (GTK_BUTTON (child))))
        set_label (child, _("Close"));
      else
        name_info_bar_close (child);
    }
}

/* Visible, and not on a hidden page of a stack (a drop-down's "(None)"). */
static gboolean
shown (GtkWidget *widget)
{
  return gtk_widget_get_visible (widget) && gtk_widget_get_child_visible (widget);
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
      if (GTK_IS_LABEL (child) && shown (child))
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

/* The first visible label inside @widget. */
static GtkWidget *
find_label (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (!shown (child))
        continue;
      found = GTK_IS_LABEL (child) ? child : find_label (child);
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
  g_autoptr(GString) texts = g_string_new (NULL);
  GList *labels;
  GtkWidget *item;

  if (toggle == NULL)
    return;

  /* Named by the drop-down's label and the item shown ("Speed 1×"), as
   * the drop-down itself is read by its label alone; the item's box and
   * the arrow by nothing. */
  name_parts (toggle, texts);
  labels = gtk_widget_list_mnemonic_labels (GTK_WIDGET (drop_down));
  item = find_label (toggle);
  /* A name in words, not a labelled-by relation: the item's label is
   * replaced whenever the list rebinds it, and a relation to the old one
   * left the button named "GtkToggleButton" until the next selection. */
  if (labels != NULL && item != NULL)
    {
      g_autofree char *name = g_strdup_printf ("%s %s", gtk_label_get_text (labels->data),
                                               gtk_label_get_text (GTK_LABEL (item)));

      set_label (toggle, name);
    }
  else
    set_label (toggle, texts->str);
  g_list_free (labels);
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

/* A label made by GtkBuilder (a page's template) that has no text is
 * named "GtkLabel" in GTK 4.8; given an empty name, it is named by
 * nothing, and GtkLabel names it by its text again whenever it has one. */
static void
name_label (GtkWidget *label)
{
  if (*gtk_label_get_text (GTK_LABEL (label)) == '\0')
    set_label (label, "");
}

/* A menu button with a label is named after its class, the button inside
 * it after the label: both by the label. */
static void
name_labelled_menu_button (GtkMenuButton *menu_button)
{
  const char *label = gtk_menu_button_get_label (menu_button);

  if (label != NULL)
    set_label (menu_button, label);
}

/* GTK's own parts that are named after their class: an expander's or a
 * check box's arrow ("GtkBuiltinIcon"), libadwaita's and GTK's gizmos,
 * an info bar ("GtkInfoBar"); they are named by nothing. */
static gboolean
is_unnamed_part (GtkWidget *widget)
{
  const char *type = G_OBJECT_TYPE_NAME (widget);

  return GTK_IS_INFO_BAR (widget) || g_str_equal (type, "GtkBuiltinIcon") || g_str_equal (type, "GtkGizmo") ||
         g_str_equal (type, "AdwGizmo");
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
  else if (GTK_IS_INFO_BAR (widget))
    name_info_bar_close (widget);
  else if (GTK_IS_BUTTON (widget) && (gtk_button_get_label (GTK_BUTTON (widget)) != NULL ||
                                      GTK_IS_LABEL (gtk_button_get_child (GTK_BUTTON (widget)))))
    {
      name_button (GTK_BUTTON (widget));
      g_signal_connect (widget, "notify::label", G_CALLBACK (name_button), NULL);
      g_signal_connect (widget, "notify::child", G_CALLBACK (name_button), NULL);
    }
}

/* What GTK 4.8 names after its class in any page, named by nothing (or
 * a menu button by its label); what pages name themselves is left alone. */
static void
name_part (GtkWidget *widget)
{
  if (GTK_IS_LABEL (widget))
    name_label (widget);
  else if (GTK_IS_SCROLLED_WINDOW (widget))
    {
      name_scrollbar (gtk_scrolled_window_get_vscrollbar (GTK_SCROLLED_WINDOW (widget)));
      name_scrollbar (gtk_scrolled_window_get_hscrollbar (GTK_SCROLLED_WINDOW (widget)));
    }
  else if (GTK_IS_MENU_BUTTON (widget))
    name_labelled_menu_button (GTK_MENU_BUTTON (widget));
  else if (is_unnamed_part (widget))
    {
      set_label (widget, "");
      if (GTK_IS_INFO_BAR (widget))
        name_info_bar_close (widget);
    }
  else if (GTK_IS_BUTTON (widget) && gtk_button_get_child (GTK_BUTTON (widget)) == NULL &&
           gtk_button_get_label (GTK_BUTTON (widget)) == NULL)
    {
      name_later_button (GTK_BUTTON (widget));
      g_signal_connect (widget, "notify::label", G_CALLBACK (name_later_button), NULL);
      g_signal_connect (widget, "notify::child", G_CALLBACK (name_later_button), NULL);
    }
}

/**
 * ak_accessible_name_tree:
 * @root: a page or a window, once built
 *
 * Names what GTK 4.8 would name after its class under @root (popovers and
 * lists apart, which GTK fills itself): an empty label, a scroll bar, an
 * expander's arrow, a gizmo, an info bar, a button whose text comes later,
 * a menu button with a label. Names a page gave its widgets are kept.
 */
void
ak_accessible_name_tree (GtkWidget *root)
{
  g_return_if_fail (GTK_IS_WIDGET (root));

  name_part (root);
  if (GTK_IS_POPOVER (root) || GTK_IS_LIST_VIEW (root))
    return;
  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    ak_accessible_name_tree (child);
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
        {
          /* GtkNotebook also labels the page by its tab, and GTK 4.8 then
           * says both: "The idea The idea". The title alone names it. */
          gtk_accessible_reset_relation (GTK_ACCESSIBLE (stack_page), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
          set_label (stack_page, title);
        }
    }
}

/**
 * ak_accessible_set_range_value:
 * @range: a slider or another widget with a value
 * @now: the value it shows, in the unit it shows (not its position)
 * @min: the least value it can show, same unit
 * @max: the greatest value it can show, same unit
 * @text: (nullable): the value in words with its unit ("8 cooks")
 *
 * Exposes the value a slider shows rather than its position, for a slider
 * that moves along a logarithm. A #GtkRange sets the position itself on
 * every change: call this after it (from #GtkRange::value-changed).
 */
void
ak_accessible_set_range_value (GtkWidget  *range,
                               double      now,
                               double      min,
                               double      max,
                               const char *text)
{
  g_return_if_fail (GTK_IS_WIDGET (range));
  g_return_if_fail (isfinite (now) && isfinite (min) && isfinite (max));

  gtk_accessible_update_property (GTK_ACCESSIBLE (range),
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_MIN, MIN (min, max),
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_MAX, MAX (min, max),
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, CLAMP (now, MIN (min, max), MAX (min, max)),
                                  -1);
  if (text != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (range),
                                    GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, text,
                                    -1);
  else
    gtk_accessible_reset_property (GTK_ACCESSIBLE (range), GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT);
}

/* The first scrolled window in @widget, @widget included. */
static GtkWidget *
find_scroller (GtkWidget *widget)
{
  if (GTK_IS_SCROLLED_WINDOW (widget))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_scroller (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/**
 * ak_accessible_name_page_scroller:
 * @page: a page of the notebook
 * @title: its title
 *
 * Names the scroll pane that holds @page's content, which takes the focus
 * for the page's scroll keys, after the page.
 */
void
ak_accessible_name_page_scroller (GtkWidget  *page,
                                  const char *title)
{
  GtkWidget *scroller;

  g_return_if_fail (GTK_IS_WIDGET (page));
  g_return_if_fail (title != NULL);

  scroller = find_scroller (page);
  if (scroller != NULL)
    set_label (scroller, title);
}

/* The stacks inside a popover menu: their untitled pages named by nothing. */
static void
name_menu_stacks (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_STACK (child))
        name_stack_pages (GTK_STACK (child));
      name_menu_stacks (child);
    }
}

/**
 * ak_accessible_name_menu_button:
 * @menu_button: a #GtkMenuButton with an icon and a tooltip
 *
 * Names @menu_button and its popover after its tooltip
 * (GTK 4.8 reads both as "GtkPopoverMenu menu").
 */
void
ak_accessible_name_menu_button (GtkWidget *menu_button)
{
  const char *name;
  GtkPopover *popover;

  g_return_if_fail (GTK_IS_MENU_BUTTON (menu_button));

  name = gtk_widget_get_tooltip_text (menu_button);
  popover = gtk_menu_button_get_popover (GTK_MENU_BUTTON (menu_button));
  if (name == NULL)
    return;

  set_label (menu_button, name);
  if (popover != NULL)
    {
      set_label (popover, name);
      /* Its pages ("GtkStackPage panel" when the menu opens) are built
       * when it is first shown. */
      g_signal_connect (popover, "map", G_CALLBACK (name_menu_stacks), NULL);
    }
}

/* Names every button under @widget by its visible text; the one labelled
 * @focus_label (with its underscore) is returned. */
static GtkWidget *
name_dialog_buttons (GtkWidget  *widget,
                     const char *focus_label)
{
  GtkWidget *found = NULL;

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *inner;

      if (GTK_IS_BUTTON (child) && gtk_button_get_label (GTK_BUTTON (child)) != NULL)
        {
          ak_accessible_name_widget (child);
          if (found == NULL && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (child)), focus_label) == 0)
            found = child;
        }
      inner = name_dialog_buttons (child, focus_label);
      if (found == NULL)
        found = inner;
    }
  return found;
}

static gboolean
refocus_later (gpointer data)
{
  g_autoptr(GtkWindow) dialog = data;
  GtkWidget *button = g_object_get_data (G_OBJECT (dialog), "ak-first-focus");

  /* Moved away and back: a focus event Orca reads in the dialog. */
  if (button != NULL && gtk_window_is_active (dialog) && gtk_window_get_focus (dialog) == button)
    {
      gtk_window_set_focus (dialog, NULL);
      gtk_window_set_focus (dialog, button);
    }
  return G_SOURCE_REMOVE;
}

/* The main window hands its focus back to the menu button after the
 * dialog opened from its menu took it, and Orca follows that: once the
 * dialog is active, its first focus is given again. */
static void
on_dialog_active (GtkWindow *dialog)
{
  if (!gtk_window_is_active (dialog) || g_object_get_data (G_OBJECT (dialog), "ak-first-focus") == NULL)
    return;
  g_signal_handlers_disconnect_by_func (dialog, on_dialog_active, NULL);
  g_timeout_add (200, refocus_later, g_object_ref (dialog));
}

/**
 * ak_accessible_prepare_dialog:
 * @dialog: a message dialog, its responses added
 * @name: what the dialog is called (its heading)
 * @body: (nullable): its message, spoken as its description
 * @focus_label: the label of the response button that takes the focus,
 *   with its mnemonic underscore ("_Cancel")
 *
 * libadwaita 1.2's message dialog has no accessible name, its body is
 * never read (GTK 4.8 marks no label showing, so Orca finds no text in
 * it) and its buttons are named twice ("_Reset Progress Reset Progress").
 * Names the dialog and its buttons, describes it and its first focus by
 * @body, and puts the focus on @focus_label's button, the safe one.
 */
void
ak_accessible_prepare_dialog (GtkWidget  *dialog,
                              const char *name,
                              const char *body,
                              const char *focus_label)
{
  GtkWidget *button;

  g_return_if_fail (GTK_IS_WINDOW (dialog));
  g_return_if_fail (name != NULL);

  set_label (dialog, name);
  if (body != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (dialog),
                                    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, body,
                                    -1);
  button = name_dialog_buttons (dialog, focus_label);
  if (button == NULL)
    return;
  /* Orca reads the focused button with its description: the warning is
   * heard as the dialog opens, whatever Orca makes of the window. */
  if (body != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, body,
                                    -1);
  gtk_window_set_focus (GTK_WINDOW (dialog), button);
  g_object_set_data_full (G_OBJECT (dialog), "ak-first-focus", g_object_ref (button), g_object_unref);
  g_signal_connect (dialog, "notify::is-active", G_CALLBACK (on_dialog_active), NULL);
}

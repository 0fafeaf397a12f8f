/* ak-glossary-terms.c: glossary terms marked in reading text, defined on request
 *
 * A text marks a term as `[[term]]` (ak-lesson-markup.c); in a label of
 * reading text it is a link (`ak-term:`), so Tab reaches it like any link
 * and Enter or a click activates it. Activating it opens a popover with the
 * term, its definition from the lesson's glossary and a button to the page
 * that explains it; the popover takes the focus (its definition is read
 * first) and Escape closes it. Pointing at a term shows its definition as a
 * tooltip. For screen readers the label's accessible description is the
 * definition of the term the focus is on (all of them, in order, before a
 * term has the focus): GTK 4.8 exposes no link of a label on its own, and
 * Orca speaks a change of the focused widget's description, so moving
 * from one term to the next inside a paragraph is heard. Opening the
 * popover says the definition once.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "ak-announce.h"
#include "ak-glossary-terms.h"
#include "ak-wrapped-label.h"

#define TERMS_KEY "ak-glossary-terms"

typedef struct {
  AkLesson  *lesson;   /* kept alive by the page context; not owned */
  GPtrArray *entries;  /* const AkGlossaryEntry, in the text's order */
  GtkWidget *popover;  /* made at the first activation */
} Terms;

static void
terms_free (gpointer data)
{
  Terms *terms = data;

  g_clear_pointer (&terms->entries, g_ptr_array_unref);
  g_free (terms);
}

static char *
plain_definition (const AkGlossaryEntry *entry)
{
  return ak_lesson_markup_to_plain (entry->definition);
}

/* The entry a link's URI names, or %NULL (another link, an unknown term). */
static const AkGlossaryEntry *
entry_of_uri (Terms      *terms,
              const char *uri)
{
  g_autofree char *term = uri != NULL ? ak_lesson_term_from_uri (uri) : NULL;

  return term != NULL ? ak_lesson_find_term (terms->lesson, term) : NULL;
}

/* Every term of @markup (a label's Pango markup) the glossary defines. */
static GPtrArray *
find_entries (AkLesson   *lesson,
              const char *markup)
{
  static const char href[] = "<a href=\"" AK_TERM_URI_PREFIX;
  GPtrArray *entries = g_ptr_array_new ();

  for (const char *p = strstr (markup, href); p != NULL; p = strstr (p + 1, href))
    {
      const char *start = p + strlen ("<a href=\"");
      const char *end = strchr (start, '"');
      g_autofree char *uri = end != NULL ? g_strndup (start, end - start) : NULL;
      g_autofree char *term = uri != NULL ? ak_lesson_term_from_uri (uri) : NULL;
      const AkGlossaryEntry *entry = term != NULL ? ak_lesson_find_term (lesson, term) : NULL;

      if (entry != NULL && !g_ptr_array_find (entries, entry, NULL))
        g_ptr_array_add (entries, (gpointer) entry);
    }
  return entries;
}

/* The description: the definition of the term the focus is on, else every
 * term's "term: definition" in the text's order. */
static void
update_description (GtkLabel *label,
                    Terms    *terms)
{
  const AkGlossaryEntry *focused = gtk_widget_has_focus (GTK_WIDGET (label))
                                   ? entry_of_uri (terms, gtk_label_get_current_uri (label)) : NULL;
  g_autoptr(GString) all = g_string_new (NULL);
  g_autofree char *one = NULL;

  if (focused != NULL || terms->entries->len == 1)
    one = plain_definition (focused != NULL ? focused : g_ptr_array_index (terms->entries, 0));
  for (guint i = 0; one == NULL && i < terms->entries->len; i++)
    {
      const AkGlossaryEntry *entry = g_ptr_array_index (terms->entries, i);
      g_autofree char *definition = plain_definition (entry);

      /* Translators: a glossary term and its definition, in a list of them */
      g_string_append_printf (all, _("%s: %s "), entry->term, definition);
    }
  /* Kept as the label's own: an announcement through it gives it back. */
  ak_accessible_set_description (GTK_WIDGET (label), one != NULL ? one : g_strstrip (all->str));
}

static void
on_focus_changed (GtkLabel *label)
{
  update_description (label, g_object_get_data (G_OBJECT (label), TERMS_KEY));
}

/* Tab and Shift+Tab move from link to link inside the label. */
static void
on_key_released (GtkEventControllerKey *keys,
                 guint                  keyval,
                 guint                  keycode,
                 GdkModifierType        state,
                 GtkLabel              *label)
{
  on_focus_changed (label);
}

static gboolean
on_query_tooltip (GtkLabel   *label,
                  int         x,
                  int         y,
                  gboolean    keyboard,
                  GtkTooltip *tooltip)
{
  const AkGlossaryEntry *entry = entry_of_uri (g_object_get_data (G_OBJECT (label), TERMS_KEY),
                                               gtk_label_get_current_uri (label));
  g_autofree char *definition = NULL;

  if (entry == NULL)
    return FALSE;
  definition = plain_definition (entry);
  gtk_tooltip_set_text (tooltip, definition);
  return TRUE;
}

static GtkWidget *
popover_content (Terms                 *terms,
                 const AkGlossaryEntry *entry)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  GtkWidget *heading = ak_wrapped_label_new (entry->term, "heading");
  GtkWidget *definition = ak_wrapped_label_new (NULL, NULL);
  g_autofree char *markup = ak_lesson_markup_to_pango (entry->definition, NULL);
  guint index = 0;
  const AkPage *page = ak_lesson_find_page (terms->lesson, entry->page_id, &index);

  gtk_accessible_update_property (GTK_ACCESSIBLE (heading), GTK_ACCESSIBLE_PROPERTY_LEVEL, 3, -1);
  g_object_set (heading, "accessible-role", GTK_ACCESSIBLE_ROLE_HEADING, NULL);
  if (markup != NULL)
    gtk_label_set_markup (GTK_LABEL (definition), markup);
  else
    gtk_label_set_text (GTK_LABEL (definition), entry->definition);
  /* The same least and largest width: a popover sizes a wrapping label
   * for its least width, and would cut the last lines off otherwise. */
  gtk_label_set_width_chars (GTK_LABEL (definition), 36);
  gtk_label_set_max_width_chars (GTK_LABEL (definition), 36);
  gtk_widget_set_name (definition, "glossary-definition");
  /* The focus goes to the definition when the popover opens: it is read
   * first, its text not selected. */
  gtk_label_set_selectable (GTK_LABEL (definition), TRUE);
  gtk_widget_set_focusable (definition, TRUE);
  gtk_box_append (GTK_BOX (box), heading);
  gtk_box_append (GTK_BOX (box), definition);
  if (page != NULL)
    {
      /* Translators: a button in a glossary term's popover; %s is the title of the page that explains it */
      g_autofree char *read = g_strdup_printf (_("Read: %s"), page->title);
      GtkWidget *button = gtk_button_new_with_label (read);

      gtk_widget_set_halign (button, GTK_ALIGN_START);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "win.goto-page");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "i", (int) index);
      gtk_box_append (GTK_BOX (box), button);
    }
  return box;
}

/* GTK 4.8's popover sizes its child for one width and gives it another:
 * a definition that wraps to two lines cut the "Read:" button off. The
 * content asks for the height its own natural width needs, whatever it is
 * asked. */
static void
keep_whole (GtkWidget *content)
{
  int width = 0, height = 0;

  gtk_widget_measure (content, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &width, NULL, NULL);
  gtk_widget_measure (content, GTK_ORIENTATION_VERTICAL, width, NULL, &height, NULL, NULL);
  gtk_widget_set_size_request (content, width, height);
}

/* Back to the term once the definition is read. */
static void
on_popover_closed (GtkPopover *popover,
                   GtkWidget  *label)
{
  gtk_widget_grab_focus (label);
}

static void
show_definition (GtkLabel              *label,
                 Terms                 *terms,
                 const AkGlossaryEntry *entry)
{
  g_autofree char *definition = plain_definition (entry);
  /* Translators: said when a glossary term's definition opens: the term, then its definition */
  g_autofree char *spoken = g_strdup_printf (_("%s: %s"), entry->term, definition);
  GtkWidget *content = popover_content (terms, entry);

  if (terms->popover == NULL)
    {
      terms->popover = gtk_popover_new ();
      gtk_widget_set_name (terms->popover, "glossary-popover");
      gtk_widget_set_parent (terms->popover, GTK_WIDGET (label));
      g_signal_connect (terms->popover, "closed", G_CALLBACK (on_popover_closed), label);
    }
  gtk_popover_set_child (GTK_POPOVER (terms->popover), content);
  keep_whole (content);
  gtk_accessible_update_property (GTK_ACCESSIBLE (terms->popover),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, entry->term,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, definition, -1);
  gtk_popover_popup (GTK_POPOVER (terms->popover));
  gtk_widget_grab_focus (gtk_widget_get_next_sibling (gtk_widget_get_first_child (content)));
  ak_announce (GTK_WIDGET (label), spoken);
}

static gboolean
on_activate_link (GtkLabel   *label,
                  const char *uri,
                  Terms      *terms)
{
  const AkGlossaryEntry *entry;
  g_autofree char *term = ak_lesson_term_from_uri (uri);

  if (term == NULL)
    return FALSE;  /* a web link: the default handler opens it */
  if ((entry = ak_lesson_find_term (terms->lesson, term)) != NULL)
    show_definition (label, terms, entry);
  return TRUE;
}

/* The popover is a child of the label, which does not know it. */
static void
on_destroy (GtkLabel *label,
            Terms    *terms)
{
  g_clear_pointer (&terms->popover, gtk_widget_unparent);
}

/**
 * ak_glossary_terms_attach:
 * @label: a label of reading text whose markup came from
 *   ak_lesson_markup_to_pango_with_terms()
 * @lesson: the lesson whose glossary defines the terms; it must outlive
 *   @label
 *
 * Makes each glossary term of @label show its definition: in a popover
 * when activated (Enter on the focused term, or a click), as a tooltip,
 * and as @label's accessible description. A label without terms is left
 * as it is.
 *
 * Returns: the number of terms the glossary defines in @label
 */
guint
ak_glossary_terms_attach (GtkLabel *label,
                          AkLesson *lesson)
{
  GtkEventController *keys, *focus;
  Terms *terms;

  g_return_val_if_fail (GTK_IS_LABEL (label), 0);
  g_return_val_if_fail (AK_IS_LESSON (lesson), 0);

  terms = g_new0 (Terms, 1);
  terms->lesson = lesson;
  terms->entries = find_entries (lesson, gtk_label_get_label (label));
  if (terms->entries->len == 0)
    {
      terms_free (terms);
      return 0;
    }

  g_object_set_data_full (G_OBJECT (label), TERMS_KEY, terms, terms_free);
  g_signal_connect (label, "activate-link", G_CALLBACK (on_activate_link), terms);
  g_signal_connect (label, "destroy", G_CALLBACK (on_destroy), terms);
  gtk_widget_set_has_tooltip (GTK_WIDGET (label), TRUE);
  g_signal_connect (label, "query-tooltip", G_CALLBACK (on_query_tooltip), NULL);
  keys = gtk_event_controller_key_new ();
  g_signal_connect (keys, "key-released", G_CALLBACK (on_key_released), label);
  gtk_widget_add_controller (GTK_WIDGET (label), keys);
  focus = gtk_event_controller_focus_new ();
  g_signal_connect_swapped (focus, "enter", G_CALLBACK (on_focus_changed), label);
  g_signal_connect_swapped (focus, "leave", G_CALLBACK (on_focus_changed), label);
  gtk_widget_add_controller (GTK_WIDGET (label), focus);
  update_description (label, terms);
  return terms->entries->len;
}

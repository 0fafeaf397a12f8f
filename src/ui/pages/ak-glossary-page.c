/* ak-glossary-page.c: the lesson's glossary as a page
 *
 * Each term is a button, so Tab stops at every term and a screen reader
 * reads the term with its definition (the button's description); the
 * definition is also shown beside it. The button shows the page that
 * explains the term (win.goto-page), as Read again does in the quiz.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "ak-glossary-page.h"
#include "ak-reading-blocks.h"
#include "ak-wrapped-label.h"

struct _AkGlossaryPage
{
  GtkWidget  parent_instance;

  GtkWidget *scroller;
};

G_DEFINE_FINAL_TYPE (AkGlossaryPage, ak_glossary_page, GTK_TYPE_WIDGET)

static void
ak_glossary_page_dispose (GObject *object)
{
  AkGlossaryPage *self = AK_GLOSSARY_PAGE (object);

  g_clear_pointer (&self->scroller, gtk_widget_unparent);
  G_OBJECT_CLASS (ak_glossary_page_parent_class)->dispose (object);
}

static void
ak_glossary_page_class_init (AkGlossaryPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ak_glossary_page_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "glossarypage");
}

static void
ak_glossary_page_init (AkGlossaryPage *self)
{
}

/* The definition as plain text, for the term's accessible description. */
static char *
plain_text (const char *pango_markup)
{
  g_autofree char *text = NULL;

  if (!pango_parse_markup (pango_markup, -1, 0, NULL, &text, NULL, NULL))
    return g_strdup (pango_markup);
  return g_steal_pointer (&text);
}

static GtkWidget *
term_row_new (AkLesson              *lesson,
              const AkGlossaryEntry *entry)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *button = gtk_button_new_with_label (entry->term);
  GtkWidget *definition = ak_wrapped_label_new (NULL, NULL);
  g_autofree char *markup = ak_lesson_markup_to_pango (entry->definition, NULL);
  g_autofree char *described = NULL;
  g_autofree char *tooltip = NULL;
  g_autofree char *spoken = NULL;
  const AkPage *page;
  guint index = 0;

  if (markup == NULL)
    markup = g_markup_escape_text (entry->definition, -1);
  described = plain_text (markup);
  page = ak_lesson_find_page (lesson, entry->page_id, &index);

  gtk_widget_set_name (button, "glossary-term");
  gtk_widget_set_halign (button, GTK_ALIGN_START);
  gtk_widget_add_css_class (button, "heading");
  if (page != NULL)
    {
      /* Translators: a glossary term's tooltip; %s is the title of the page that explains it */
      tooltip = g_strdup_printf (_("Explained on the page “%s”."), page->title);
      gtk_widget_set_tooltip_text (button, tooltip);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "win.goto-page");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "i", (int) index);
      spoken = g_strdup_printf ("%s %s", described, tooltip);
    }
  /* After the tooltip, which GTK would otherwise make the description:
   * a screen reader hears the definition, then where the button leads. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, entry->term,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, spoken != NULL ? spoken : described,
                                  -1);

  gtk_label_set_markup (GTK_LABEL (definition), markup);
  gtk_widget_set_margin_start (definition, 12);

  gtk_box_append (GTK_BOX (row), button);
  gtk_box_append (GTK_BOX (row), definition);
  return row;
}

/**
 * ak_glossary_page_new:
 * @context: what pages are handed; this page needs only the lesson
 * @page: a page of kind glossary
 *
 * Returns: (transfer floating): a page listing the lesson's glossary, each
 *   term leading to the page that explains it
 */
GtkWidget *
ak_glossary_page_new (AkPageContext *context,
                      const AkPage  *page)
{
  AkGlossaryPage *self;
  AkLesson *lesson;
  GPtrArray *glossary;
  GtkWidget *clamp, *box;
  AkBlock title = { .kind = AK_BLOCK_HEADING };

  g_return_val_if_fail (AK_IS_PAGE_CONTEXT (context), NULL);
  g_return_val_if_fail (page != NULL, NULL);

  lesson = ak_page_context_get_lesson (context);
  glossary = ak_lesson_get_glossary (lesson);
  self = g_object_new (AK_TYPE_GLOSSARY_PAGE, NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, page->title, -1);

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 14);
  gtk_widget_add_css_class (box, "lesson-page");
  g_object_set (box, "margin-top", 24, "margin-bottom", 36, "margin-start", 18, "margin-end", 18, NULL);
  title.text = page->title;
  gtk_box_append (GTK_BOX (box), ak_reading_block_new (lesson, &title));
  for (guint i = 0; i < page->blocks->len; i++)
    gtk_box_append (GTK_BOX (box), ak_reading_block_new (lesson, g_ptr_array_index (page->blocks, i)));
  for (guint i = 0; i < glossary->len; i++)
    gtk_box_append (GTK_BOX (box), term_row_new (lesson, g_ptr_array_index (glossary, i)));
  if (glossary->len == 0)
    gtk_box_append (GTK_BOX (box), gtk_label_new (_("This lesson has no glossary.")));

  clamp = adw_clamp_new ();
  adw_clamp_set_maximum_size (ADW_CLAMP (clamp), 840);
  adw_clamp_set_child (ADW_CLAMP (clamp), box);
  self->scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (self->scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->scroller), clamp);
  gtk_widget_set_vexpand (self->scroller, TRUE);
  gtk_widget_set_parent (self->scroller, GTK_WIDGET (self));
  return GTK_WIDGET (self);
}

/* ak-reading-blocks.c: one widget tree per reading block
 *
 * Text wraps and stays selectable; the page reflows from 360 px wide
 * because every row of cards is a GtkFlowBox and every label wraps.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "ak-a11y-names.h"
#include "ak-flow-box.h"
#include "ak-language.h"
#include "ak-reading-blocks.h"
#include "ak-reading-keys.h"
#include "ak-reading-table.h"
#include "ak-reading-text.h"
#include "ak-worked-example.h"
#include "ak-worked-problem.h"
#include "ak-wrapped-label.h"

#define TEXT_WIDTH_CHARS 72
#define CARD_WIDTH_CHARS 30

static GtkWidget *
text_label (AkLesson   *lesson,
            const char *text,
            gboolean    is_markup)
{
  return ak_reading_text_new (lesson, text, is_markup, GTK_ACCESSIBLE_ROLE_LABEL);
}

static GtkWidget *
styled_label (const char *text,
              const char *css_class)
{
  GtkWidget *label = text_label (NULL, text, FALSE);

  gtk_widget_add_css_class (label, css_class);
  return label;
}

static GtkWidget *
vbox (int         spacing,
      const char *css_class)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, spacing);

  if (css_class != NULL)
    gtk_widget_add_css_class (box, css_class);
  return box;
}

static GtkWidget *
flow_box (guint max_per_line)
{
  /* Tab goes through a row of cards to their links (ak-flow-box.c). */
  GtkWidget *flow = ak_flow_box_new ();

  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (flow), GTK_SELECTION_NONE);
  gtk_flow_box_set_homogeneous (GTK_FLOW_BOX (flow), TRUE);
  gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (flow), 1);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (flow), max_per_line);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (flow), 12);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (flow), 12);
  /* Cards are read, not chosen: the box is no Tab stop of its own. */
  gtk_widget_set_focusable (flow, FALSE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (flow),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, "",
                                  -1);
  return flow;
}

static void
flow_box_append (GtkWidget *flow,
                 GtkWidget *child)
{
  GtkWidget *flow_child = gtk_flow_box_child_new ();

  /* The cards are text, not choices: only the links inside take focus. */
  gtk_widget_set_focusable (flow_child, FALSE);
  ak_accessible_name_widget (flow_child);
  gtk_flow_box_child_set_child (GTK_FLOW_BOX_CHILD (flow_child), child);
  gtk_flow_box_append (GTK_FLOW_BOX (flow), flow_child);
}

static GtkWidget *
heading_new (const AkBlock *block)
{
  GtkWidget *label = ak_reading_text_new (NULL, block->text, FALSE, GTK_ACCESSIBLE_ROLE_HEADING);

  gtk_widget_add_css_class (label, "title-2");
  gtk_widget_add_css_class (label, "block-heading");
  gtk_accessible_update_property (GTK_ACCESSIBLE (label),
                                  GTK_ACCESSIBLE_PROPERTY_LEVEL, 2,
                                  -1);
  return label;
}

static GtkWidget *
bullets_new (AkLesson      *lesson,
             const AkBlock *block)
{
  GtkWidget *list = g_object_new (GTK_TYPE_BOX,
                                  "orientation", GTK_ORIENTATION_VERTICAL,
                                  "spacing", 6,
                                  "accessible-role", GTK_ACCESSIBLE_ROLE_LIST,
                                  NULL);

  /* Unnamed, GTK 4.8 would call it "GtkBox". */
  ak_accessible_name_widget (list);

  for (guint i = 0; block->items != NULL && block->items[i] != NULL; i++)
    {
      /* The item is the text itself, so that the arrow keys stop on a
       * list item and Orca says so. */
      GtkWidget *row = ak_text_row_new (8);
      GtkWidget *bullet = g_object_new (GTK_TYPE_LABEL,
                                        "label", "•",
                                        "valign", GTK_ALIGN_START,
                                        "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION,
                                        NULL);

      GtkWidget *text = ak_reading_text_new (lesson, block->items[i], TRUE, GTK_ACCESSIBLE_ROLE_LIST_ITEM);

      gtk_widget_set_hexpand (text, TRUE);
      ak_text_row_append (row, bullet);
      ak_text_row_append (row, text);
      gtk_box_append (GTK_BOX (list), row);
    }

  return list;
}

static GtkWidget *
key_insight_new (AkLesson      *lesson,
                 const AkBlock *block)
{
  GtkWidget *box = g_object_new (GTK_TYPE_BOX,
                                 "orientation", GTK_ORIENTATION_VERTICAL,
                                 "spacing", 6,
                                 "accessible-role", GTK_ACCESSIBLE_ROLE_NOTE,
                                 NULL);
  const char *title = block->title != NULL ? block->title : _("Key insight");

  gtk_widget_add_css_class (box, "callout");
  gtk_box_append (GTK_BOX (box), styled_label (title, "heading"));
  gtk_box_append (GTK_BOX (box), text_label (lesson, block->text, TRUE));
  gtk_accessible_update_property (GTK_ACCESSIBLE (box),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, title,
                                  -1);
  return box;
}

static GtkWidget *
card_new (AkLesson     *lesson,
          const AkCard *card)
{
  GtkWidget *box = vbox (6, "card");

  GtkWidget *text = text_label (lesson, card->text, TRUE);

  gtk_box_append (GTK_BOX (box), styled_label (card->title, "title-3"));
  if (card->tagline != NULL)
    gtk_box_append (GTK_BOX (box), styled_label (card->tagline, "dim-label"));
  /* Narrow enough that two or three cards share a line on a wide window. */
  gtk_label_set_max_width_chars (GTK_LABEL (text), CARD_WIDTH_CHARS);
  gtk_box_append (GTK_BOX (box), text);

  return box;
}

static GtkWidget *
comparison_new (AkLesson      *lesson,
                const AkBlock *block)
{
  GtkWidget *flow = flow_box (block->cards->len);

  for (guint i = 0; i < block->cards->len; i++)
    flow_box_append (flow, card_new (lesson, g_ptr_array_index (block->cards, i)));

  return flow;
}

static GtkWidget *
table_cell (const char *text,
            const char *column,
            gboolean    header)
{
  GtkWidget *label = ak_reading_text_new (NULL, text, FALSE, header ? GTK_ACCESSIBLE_ROLE_COLUMN_HEADER
                                                                   : GTK_ACCESSIBLE_ROLE_CELL);

  gtk_label_set_max_width_chars (GTK_LABEL (label), 28);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_widget_set_valign (label, GTK_ALIGN_START);
  if (header)
    gtk_widget_add_css_class (label, "heading");
  else
    gtk_accessible_update_property (GTK_ACCESSIBLE (label),
                                    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, column,
                                    -1);
  return label;
}

static GtkWidget *
table_new (const AkBlock *block)
{
  GtkWidget *box = vbox (6, NULL);
  guint n_columns = g_strv_length (block->columns);
  GtkWidget *table = ak_reading_table_new (MAX (n_columns, 1));

  gtk_widget_add_css_class (table, "lesson-table");
  if (block->title != NULL)
    {
      gtk_box_append (GTK_BOX (box), styled_label (block->title, "heading"));
      gtk_accessible_update_property (GTK_ACCESSIBLE (table),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, block->title,
                                      -1);
    }

  for (guint c = 0; c < n_columns; c++)
    ak_reading_table_append (AK_READING_TABLE (table), table_cell (block->columns[c], NULL, TRUE));

  for (guint r = 0; r < block->rows->len; r++)
    {
      GStrv row = g_ptr_array_index (block->rows, r);
      guint n = row != NULL ? g_strv_length (row) : 0;

      /* A short row is filled up, so that each cell stays in its column. */
      for (guint c = 0; c < n_columns; c++)
        ak_reading_table_append (AK_READING_TABLE (table),
                                 table_cell (c < n ? row[c] : "", block->columns[c], FALSE));
    }

  gtk_box_append (GTK_BOX (box), table);
  return box;
}

static const char *
reference_kind_name (AkReferenceKind kind)
{
  switch (kind)
    {
    case AK_REFERENCE_PAPER: return C_("reference kind", "Paper");
    case AK_REFERENCE_ARTICLE: return C_("reference kind", "Article");
    case AK_REFERENCE_VIDEO: return C_("reference kind", "Video");
    case AK_REFERENCE_REPOSITORY: return C_("reference kind", "Repository");
    default: return "";
    }
}

static GtkWidget *
link_label (const char *title,
            const char *url)
{
  g_autofree char *host = ak_lesson_url_get_host (url);
  /* the host, plainly beside the title, says where the link really goes */
  g_autofree char *markup = g_markup_printf_escaped ("<a href=\"%s\">%s</a> (%s)", url, title, host);
  GtkWidget *label = text_label (NULL, "", FALSE);

  gtk_label_set_markup (GTK_LABEL (label), markup);
  gtk_widget_set_tooltip_text (label, url);
  ak_label_make_readable (GTK_LABEL (label));
  return label;
}

static GtkWidget *
reference_new (const AkReference *reference)
{
  GtkWidget *row = ak_text_row_new (12);
  GtkWidget *text = vbox (2, NULL);
  GtkWidget *kind = gtk_label_new (reference_kind_name (reference->kind));

  gtk_widget_add_css_class (kind, "badge");
  gtk_widget_set_valign (kind, GTK_ALIGN_START);
  ak_text_row_append (row, kind);

  gtk_box_append (GTK_BOX (text), link_label (reference->title, reference->url));
  if (reference->publisher != NULL)
    gtk_box_append (GTK_BOX (text), styled_label (reference->publisher, "dim-label"));
  ak_text_row_append (row, text);

  return row;
}

static GtkWidget *
references_new (const AkBlock *block)
{
  GtkWidget *list = g_object_new (GTK_TYPE_BOX,
                                  "orientation", GTK_ORIENTATION_VERTICAL,
                                  "spacing", 12,
                                  "accessible-role", GTK_ACCESSIBLE_ROLE_LIST,
                                  NULL);

  /* Unnamed, GTK 4.8 would call it "GtkBox". */
  ak_accessible_name_widget (list);

  for (guint i = 0; i < block->references->len; i++)
    gtk_box_append (GTK_BOX (list), reference_new (g_ptr_array_index (block->references, i)));

  return list;
}

static void
on_question_expanded (GtkExpander *expander,
                      GParamSpec  *pspec,
                      GtkWidget   *answer)
{
  gtk_widget_set_visible (answer, gtk_expander_get_expanded (expander));
}

/* Each question an expander and its answer the label below it, shown
 * while the question is open. The answer is not the expander's child:
 * GTK 4.8 takes a child out of the widget tree when its expander closes
 * and puts it back when it opens, and once a screen reader had read the
 * label, putting it back stopped on a critical
 * (gtk_at_context_set_accessible_role on a realized context). */
static GtkWidget *
qa_new (AkLesson      *lesson,
        const AkBlock *block)
{
  GtkWidget *list = vbox (6, NULL);

  for (guint i = 0; i < block->qa->len; i++)
    {
      const AkQa *qa = g_ptr_array_index (block->qa, i);
      GtkWidget *expander = gtk_expander_new (NULL);
      GtkWidget *question = gtk_label_new (qa->question);
      GtkWidget *answer = text_label (lesson, qa->answer, TRUE);

      gtk_label_set_wrap (GTK_LABEL (question), TRUE);
      gtk_label_set_xalign (GTK_LABEL (question), 0.0);
      gtk_label_set_max_width_chars (GTK_LABEL (question), TEXT_WIDTH_CHARS);
      gtk_widget_add_css_class (question, "heading");
      gtk_expander_set_label_widget (GTK_EXPANDER (expander), question);
      gtk_widget_set_margin_top (answer, 6);
      gtk_widget_set_margin_start (answer, 24);
      gtk_widget_set_visible (answer, FALSE);
      g_signal_connect_object (expander, "notify::expanded", G_CALLBACK (on_question_expanded), answer, 0);
      gtk_widget_add_css_class (expander, "qa");
      gtk_accessible_update_property (GTK_ACCESSIBLE (expander),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, qa->question,
                                      -1);
      gtk_accessible_update_relation (GTK_ACCESSIBLE (expander),
                                      GTK_ACCESSIBLE_RELATION_CONTROLS, answer, NULL,
                                      -1);
      gtk_box_append (GTK_BOX (list), expander);
      gtk_box_append (GTK_BOX (list), answer);
    }

  return list;
}

static GtkWidget *
accelerator_card_new (const AkAccelerator *accelerator)
{
  GtkWidget *box = vbox (4, "card");
  g_autofree char *details = ak_accelerator_describe (accelerator);
  g_autofree char *source = NULL;

  GtkWidget *details_label = text_label (NULL, details, FALSE);

  gtk_label_set_max_width_chars (GTK_LABEL (details_label), CARD_WIDTH_CHARS);
  gtk_box_append (GTK_BOX (box), styled_label (accelerator->name, "heading"));
  gtk_box_append (GTK_BOX (box), details_label);

  source = ak_accelerator_source_line (accelerator, accelerator->source);
  if (accelerator->source_url != NULL)
    gtk_box_append (GTK_BOX (box), link_label (source, accelerator->source_url));
  else
    gtk_box_append (GTK_BOX (box), styled_label (source, "dim-label"));

  return box;
}

static GtkWidget *
accelerator_table_new (AkLesson *lesson)
{
  GPtrArray *accelerators = ak_lesson_get_accelerators (lesson);
  GtkWidget *flow = flow_box (3);

  for (guint i = 0; accelerators != NULL && i < accelerators->len; i++)
    flow_box_append (flow, accelerator_card_new (g_ptr_array_index (accelerators, i)));

  gtk_accessible_update_property (GTK_ACCESSIBLE (flow),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Accelerators and their ridge points"),
                                  -1);
  return flow;
}

static GtkWidget *
worked_example_new (AkLesson      *lesson,
                    const AkBlock *block)
{
  const AkAccelerator *accelerator = ak_lesson_find_accelerator (lesson, block->accelerator_id);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  GtkWidget *box = vbox (6, "worked-example");
  const char *title;

  if (block->kind == AK_BLOCK_MBU_EXAMPLE)
    {
      title = _("Worked example: MBU");
      text = ak_mbu_example_describe (accelerator, block->model_params_billion,
                                      block->precision, block->tokens_per_second, &error);
    }
  else
    {
      title = _("Worked example: energy");
      text = ak_power_example_describe (accelerator, block->hours,
                                        block->household_kwh, &error);
    }

  gtk_box_append (GTK_BOX (box), styled_label (title, "heading"));
  gtk_box_append (GTK_BOX (box), text_label (NULL, text != NULL ? text : error->message, FALSE));
  gtk_accessible_update_property (GTK_ACCESSIBLE (box),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, title,
                                  -1);
  return box;
}

/**
 * ak_reading_block_new:
 * @lesson: the lesson, for blocks that refer to its accelerators
 * @block: a validated block of @lesson
 *
 * Returns: (transfer floating): a widget showing @block
 */
/* Blocks with computed figures write their numbers as the lesson's
 * language does when it reads in its own (ak_lesson_numbers_begin()). */
static GtkWidget *
figures_new (AkLesson      *lesson,
             const AkBlock *block)
{
  locale_t previous = ak_lesson_numbers_begin (lesson);
  GtkWidget *widget;

  if (block->kind == AK_BLOCK_ACCELERATOR_TABLE)
    widget = accelerator_table_new (lesson);
  else if (block->kind == AK_BLOCK_WORKED_PROBLEM)
    widget = ak_worked_problem_new (lesson, block);
  else
    widget = worked_example_new (lesson, block);

  ak_lesson_numbers_end (previous);
  return widget;
}

GtkWidget *
ak_reading_block_new (AkLesson      *lesson,
                      const AkBlock *block)
{
  g_return_val_if_fail (AK_IS_LESSON (lesson), NULL);
  g_return_val_if_fail (block != NULL, NULL);

  switch (block->kind)
    {
    case AK_BLOCK_HEADING: return heading_new (block);
    case AK_BLOCK_PARAGRAPH: return text_label (lesson, block->text, TRUE);
    case AK_BLOCK_BULLETS: return bullets_new (lesson, block);
    case AK_BLOCK_KEY_INSIGHT: return key_insight_new (lesson, block);
    case AK_BLOCK_COMPARISON: return comparison_new (lesson, block);
    case AK_BLOCK_TABLE: return table_new (block);
    case AK_BLOCK_REFERENCES: return references_new (block);
    case AK_BLOCK_QA: return qa_new (lesson, block);
    case AK_BLOCK_ACCELERATOR_TABLE:
    case AK_BLOCK_MBU_EXAMPLE:
    case AK_BLOCK_POWER_EXAMPLE:
    case AK_BLOCK_WORKED_PROBLEM: return figures_new (lesson, block);
    default: g_return_val_if_reached (gtk_label_new (""));
    }
}

/**
 * ak_reading_blocks_append:
 * @box: where the blocks go, in order
 * @lesson: the lesson the blocks belong to
 * @blocks: (element-type AkBlock): a page's reading blocks
 *
 * Appends a widget for each block: the reading text an interactive page
 * shows beside or below its activity.
 */
void
ak_reading_blocks_append (GtkBox    *box,
                          AkLesson  *lesson,
                          GPtrArray *blocks)
{
  g_return_if_fail (GTK_IS_BOX (box));
  g_return_if_fail (blocks != NULL);

  for (guint i = 0; i < blocks->len; i++)
    gtk_box_append (box, ak_reading_block_new (lesson, g_ptr_array_index (blocks, i)));
}

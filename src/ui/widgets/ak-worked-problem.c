/* ak-worked-problem.c: a worked problem in reading text, its answer shown on request
 *
 * In the style of the JAX scaling book: a question the reader works out
 * first, then "Show the answer" reveals the figure the app computes
 * (ak_quantity_compute(), the same registry as the predictions), the
 * figures behind it and the lesson's explanation. The button is a Tab
 * stop and says whether the answer is shown (the expanded state); a
 * screen reader hears the answer once when it appears, and Down from the
 * button reads the revealed text block by block like any other reading
 * text (ak-reading-keys.c); hidden, it is skipped. Nothing moves: it
 * appears at once, so reduced motion needs nothing more.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "ak-announce.h"
#include "ak-prediction.h"
#include "ak-reading-text.h"
#include "ak-reading-keys.h"
#include "ak-worked-problem.h"

typedef struct {
  GtkWidget *button;
  GtkWidget *answer;    /* the revealed part */
  char      *spoken;    /* what a screen reader hears when it appears */
} Problem;

static void
problem_free (gpointer data)
{
  Problem *problem = data;

  g_free (problem->spoken);
  g_free (problem);
}

static void
set_shown (Problem  *problem,
           gboolean  shown)
{
  const char *label = shown ? _("Hide the answer") : _("Show the answer");

  gtk_widget_set_visible (problem->answer, shown);
  /* The button is labelled by its label child (button_new ()): a label
   * property besides would be said before the text, twice over. */
  gtk_label_set_text (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (problem->button))), label);
  gtk_accessible_update_state (GTK_ACCESSIBLE (problem->button), GTK_ACCESSIBLE_STATE_EXPANDED, shown, -1);
}

/* A reading page builds its later blocks after the page was fitted to a
 * narrow window (ak_narrow_fit()): the button's own label wraps at words,
 * as the fitted ones do ("Mostrar la respuesta" at 22 pt in 360 px). */
static GtkWidget *
button_new (void)
{
  GtkWidget *button = gtk_button_new ();
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_CENTER);
  gtk_button_set_child (GTK_BUTTON (button), label);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_RELATION_LABELLED_BY, label, NULL, -1);
  return button;
}

static void
on_clicked (GtkButton *button,
            Problem   *problem)
{
  gboolean shown = !gtk_widget_get_visible (problem->answer);

  set_shown (problem, shown);
  if (shown)
    ak_announce (GTK_WIDGET (button), problem->spoken);
}

/* The page whose blocks hold @block: a kitchen quantity names one of its presets. */
static const AkPage *
page_of (AkLesson      *lesson,
         const AkBlock *block)
{
  for (guint i = 0; i < ak_lesson_get_n_pages (lesson); i++)
    {
      const AkPage *page = ak_lesson_get_page (lesson, i);

      if (page->blocks != NULL && g_ptr_array_find (page->blocks, block, NULL))
        return page;
    }
  return NULL;
}

static GtkWidget *
answer_new (AkLesson                 *lesson,
            const AkBlock            *block,
            const AkPredictionAnswer *answer,
            Problem                  *problem)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  /* Translators: a worked problem's computed answer, e.g. "67 sequences" or "memory-bound" */
  g_autofree char *result = g_strdup_printf (_("Answer: %s"), answer->text);
  g_autofree char *explanation = ak_lesson_markup_to_plain (block->explanation);
  GtkWidget *heading = ak_reading_text_new (NULL, result, FALSE, GTK_ACCESSIBLE_ROLE_LABEL);

  gtk_widget_add_css_class (heading, "heading");
  gtk_widget_set_name (heading, "worked-problem-answer");
  gtk_box_append (GTK_BOX (box), heading);
  gtk_box_append (GTK_BOX (box), ak_reading_text_new (NULL, answer->breakdown, FALSE, GTK_ACCESSIBLE_ROLE_LABEL));
  gtk_box_append (GTK_BOX (box), ak_reading_text_new (lesson, block->explanation, TRUE, GTK_ACCESSIBLE_ROLE_LABEL));
  problem->spoken = g_strdup_printf ("%s %s %s", result, answer->breakdown, explanation);
  return box;
}

/**
 * ak_worked_problem_new:
 * @lesson: the lesson that holds @block
 * @block: a validated %AK_BLOCK_WORKED_PROBLEM block of @lesson
 *
 * The problem's title (or "Worked problem") and question, a "Show the
 * answer" button, and the answer it reveals: the computed figure, the
 * figures behind it and the explanation. The figures are written as the
 * lesson's language writes numbers (call it between
 * ak_lesson_numbers_begin() and ak_lesson_numbers_end()).
 *
 * Returns: (transfer floating): the widget; a problem whose answer cannot
 *   be computed says why in place of the button
 */
GtkWidget *
ak_worked_problem_new (AkLesson      *lesson,
                       const AkBlock *block)
{
  const char *title = block->title != NULL ? block->title : _("Worked problem");
  g_autoptr(GError) error = NULL;
  AkPredictionAnswer answer;
  GtkWidget *box, *heading;
  Problem *problem;

  g_return_val_if_fail (AK_IS_LESSON (lesson), NULL);
  g_return_val_if_fail (block != NULL && block->kind == AK_BLOCK_WORKED_PROBLEM, NULL);

  box = g_object_new (GTK_TYPE_BOX, "orientation", GTK_ORIENTATION_VERTICAL, "spacing", 8,
                      "accessible-role", GTK_ACCESSIBLE_ROLE_GROUP, NULL);
  gtk_widget_add_css_class (box, "worked-example");
  gtk_widget_add_css_class (box, "worked-problem");
  gtk_accessible_update_property (GTK_ACCESSIBLE (box), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  heading = ak_reading_text_new (NULL, title, FALSE, GTK_ACCESSIBLE_ROLE_HEADING);
  gtk_widget_add_css_class (heading, "heading");
  gtk_accessible_update_property (GTK_ACCESSIBLE (heading), GTK_ACCESSIBLE_PROPERTY_LEVEL, 3, -1);
  gtk_box_append (GTK_BOX (box), heading);
  gtk_box_append (GTK_BOX (box), ak_reading_text_new (NULL, block->question, FALSE, GTK_ACCESSIBLE_ROLE_LABEL));

  if (!ak_quantity_compute (lesson, page_of (lesson, block), &block->query, &answer, &error))
    {
      gtk_box_append (GTK_BOX (box), ak_reading_text_new (NULL, error->message, FALSE, GTK_ACCESSIBLE_ROLE_LABEL));
      return box;
    }

  problem = g_new0 (Problem, 1);
  g_object_set_data_full (G_OBJECT (box), "ak-worked-problem", problem, problem_free);
  problem->button = button_new ();
  gtk_widget_set_name (problem->button, "worked-problem-show");
  gtk_widget_set_halign (problem->button, GTK_ALIGN_START);
  ak_reading_control_mark (problem->button);
  g_signal_connect (problem->button, "clicked", G_CALLBACK (on_clicked), problem);
  gtk_box_append (GTK_BOX (box), problem->button);
  problem->answer = answer_new (lesson, block, &answer, problem);
  gtk_box_append (GTK_BOX (box), problem->answer);
  set_shown (problem, FALSE);
  ak_prediction_answer_clear (&answer);
  return box;
}

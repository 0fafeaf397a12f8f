/* ak-quiz-page-review.c: the quiz page's results screen
 *
 * The score, the best score saved, a row for each question saying what
 * the learner chose and, where it was wrong, the right answer and why,
 * and the buttons to retake.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "ak-announce.h"
#include "ak-format.h"
#include "ak-quiz-page-question-private.h"
#include "ak-wrapped-label.h"

/* The results screen */

static GtkWidget *
review_label (const char *text,
              gboolean    is_markup,
              const char *css_class)
{
  GtkWidget *label = ak_wrapped_label_new (NULL, css_class);

  if (is_markup)
    gtk_label_set_markup (GTK_LABEL (label), text);
  else
    gtk_label_set_text (GTK_LABEL (label), text);
  return label;
}

/* A missed question leads back to the page that explains it. */
static GtkWidget *
see_page_button_new (AkQuizPage       *self,
                     const AkQuestion *question)
{
  const AkPage *page;
  g_autofree char *text = NULL;
  GtkWidget *button, *label;
  guint index;

  if (question->see_page == NULL || self->lesson == NULL ||
      (page = ak_lesson_find_page (self->lesson, question->see_page, &index)) == NULL)
    return NULL;

  /* Translators: a button under a missed quiz question; %s is the title of the page that explains it */
  text = g_strdup_printf (_("Read again: %s"), page->title);
  label = ak_wrapped_label_new (text, NULL);
  button = gtk_button_new ();
  gtk_button_set_child (GTK_BUTTON (button), label);
  gtk_widget_set_halign (button, GTK_ALIGN_START);
  gtk_widget_set_name (button, "see-page");
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "win.goto-page");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "i", (int) index);
  return button;
}

static GtkWidget *
review_row_new (AkQuizPage *self,
                guint       index)
{
  const AkQuestion *question = ak_quiz_get_question (self->quiz, index);
  int chosen = ak_quiz_get_chosen (self->quiz, index);
  gboolean right = chosen == (int) question->answer;
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = ak_text_row_new (10);
  GtkWidget *text = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *icon = gtk_image_new_from_icon_name (right ? "object-select-symbolic" : "window-close-symbolic");
  GtkWidget *see = NULL;
  g_autofree char *title = g_strdup_printf ("%u. %s", index + 1, question->prompt);
  g_autofree char *yours = g_strdup_printf (_("Your answer: %s"),
                                            chosen >= 0 ? _ak_quiz_page_choice_text (question, chosen) : _("none"));
  g_autofree char *correct = g_strdup_printf (_("Right answer: %s"), _ak_quiz_page_choice_text (question, question->answer));
  g_autofree char *explanation = _ak_quiz_page_markup_or_escaped (question->explanation);
  g_autofree char *name = g_strdup_printf (right ? _("Question %u, right: %s") : _("Question %u, wrong: %s"),
                                           index + 1, question->prompt);

  gtk_widget_set_valign (icon, GTK_ALIGN_START);
  gtk_widget_add_css_class (icon, right ? "success" : "error");
  ak_text_row_append (box, icon);
  gtk_box_append (GTK_BOX (text), review_label (title, FALSE, "heading"));
  gtk_box_append (GTK_BOX (text), review_label (yours, FALSE, NULL));
  if (!right)
    {
      gtk_box_append (GTK_BOX (text), review_label (correct, FALSE, NULL));
      gtk_box_append (GTK_BOX (text), review_label (explanation, TRUE, "dim-label"));
      see = see_page_button_new (self, question);
      if (see != NULL)
        gtk_box_append (GTK_BOX (text), see);
    }
  gtk_widget_set_hexpand (text, TRUE);
  ak_text_row_append (box, text);

  gtk_widget_add_css_class (row, right ? "right" : "wrong");
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  /* Enter on a missed question does what its Read again button does, so
   * the button is no Tab stop of its own: one stop per question. */
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), see != NULL);
  g_object_set_data (G_OBJECT (row), "see-page", see);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                  -1);
  if (see != NULL)
    {
      gtk_widget_set_focusable (see, FALSE);
      gtk_accessible_update_property (GTK_ACCESSIBLE (row),
                                      GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                      gtk_label_get_text (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (see)))),
                                      -1);
    }
  return row;
}

static void
fill_review (AkQuizPage *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->review_list))) != NULL)
    gtk_list_box_remove (self->review_list, child);

  for (guint i = 0; i < ak_quiz_get_n_questions (self->quiz); i++)
    gtk_list_box_append (self->review_list, review_row_new (self, i));
}

static char *
best_score_text (AkQuizPage *self)
{
  g_autoptr(GDateTime) date = NULL;
  g_autofree char *day = NULL;
  guint score, total;

  if (self->progress == NULL ||
      !ak_progress_get_best_quiz_score (self->progress, _ak_quiz_page_lesson_id (self), &score, &total, &date))
    return NULL;

  day = ak_format_day (date);
  /* Translators: right answers, the number of questions, a date */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Best score: %u of %u, on %s",
                                       "Best score: %u of %u, on %s", total),
                          score, total, day);
}

static void
update_results_text (AkQuizPage *self)
{
  guint score = ak_quiz_get_score (self->quiz);
  guint total = ak_quiz_get_n_questions (self->quiz);
  g_autofree char *percent = ak_format_percent ((double) score / total);
  g_autofree char *result = NULL;
  g_autofree char *best = best_score_text (self);

  if (ak_quiz_is_full (self->quiz))
    /* Translators: right answers, the number of questions, the percentage */
    result = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "You got %u of %u question right (%s).",
                                           "You got %u of %u questions right (%s).", total),
                              score, total, percent);
  else
    /* Translators: right answers, the number of questions retaken */
    result = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "You got %u of the %u missed question right.",
                                           "You got %u of the %u missed questions right.", total),
                              score, total);

  gtk_label_set_text (self->results_label, result);
  gtk_label_set_text (self->best_label, best != NULL ? best : "");
  gtk_widget_set_visible (GTK_WIDGET (self->best_label), best != NULL);
}

/* Side by side, and still within 360 px: the labels wrap. */
/* Template callback of the review list. */
void
_ak_quiz_page_review_row_activated (GtkListBox    *list,
                                    GtkListBoxRow *row)
{
  GtkWidget *see = g_object_get_data (G_OBJECT (row), "see-page");

  if (see != NULL)
    g_signal_emit_by_name (see, "clicked");
}

void
_ak_quiz_page_wrap_button_label (GtkButton *button)
{
  GtkWidget *label = gtk_button_get_child (button);

  if (GTK_IS_LABEL (label))
    {
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_CENTER);
    }
}

void
_ak_quiz_page_show_results (AkQuizPage *self,
                            gboolean    move_focus)
{
  guint missed = ak_quiz_get_n_missed (self->quiz);
  g_autofree char *retake_missed = NULL;

  update_results_text (self);
  fill_review (self);

  retake_missed = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                "Retake the _Missed Question",
                                                "Retake the %u _Missed Questions", missed),
                                   missed);
  _ak_quiz_page_set_button_label (self->retake_missed_button, retake_missed);
  _ak_quiz_page_wrap_button_label (self->retake_missed_button);
  gtk_widget_set_visible (GTK_WIDGET (self->retake_missed_button), missed > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "quiz.retake-missed", missed > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "quiz.retake", TRUE);
  gtk_stack_set_visible_child_name (self->stack, "results");

  /* As for a new question: the second press of a double click or of a
   * quick Enter-Enter on See Results must not start a retake unseen. */
  self->shown_at = move_focus ? g_get_monotonic_time () : 0;
  if (move_focus)
    {
      ak_announce_focus (GTK_WIDGET (missed > 0 ? self->retake_missed_button : self->retake_button),
                         gtk_label_get_text (self->results_label));
    }
}

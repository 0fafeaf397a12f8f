/* ak-quiz-page-question.c: the quiz page's question screen
 *
 * A question with a button for each choice, the verdict and explanation
 * after an answer, and a click on a choice turned into an answer; also
 * what both screens use: the lesson's progress key, saving the attempt,
 * the text of a choice and buttons named once for screen readers.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "ak-announce.h"
#include "ak-focus.h"
#include "ak-progress-activity.h"
#include "ak-quiz-page-question-private.h"
#include "ak-reading-blocks.h"
#include "ak-wrapped-label.h"

const char *
_ak_quiz_page_lesson_id (AkQuizPage *self)
{
  /* The progress key: a teacher's file reusing the bundled id keeps its own. */
  return ak_lesson_get_progress_key (self->lesson);
}

char *
_ak_quiz_page_markup_or_escaped (const char *text)
{
  char *pango = ak_lesson_markup_to_pango (text, NULL);

  /* Validated lessons always convert; escape the raw text regardless. */
  return pango != NULL ? pango : g_markup_escape_text (text, -1);
}

const char *
_ak_quiz_page_choice_text (const AkQuestion *question,
                           int               choice)
{
  return choice >= 0 && (guint) choice < question->n_choices ? question->choices[choice] : "";
}

/* GTK 4.8 tells screen readers "_Next Question Next Question" for a button
 * with a mnemonic label (the raw label, then the labelling child); name it
 * once, by its visible text. */
void
_ak_quiz_page_set_button_label (GtkButton  *button,
                                const char *label)
{
  g_autofree char *copy = g_strdup (label);  /* @label may be the button's own */
  g_autoptr(GString) text = g_string_new (NULL);

  for (const char *p = copy; *p != '\0'; p++)
    if (*p != '_' || p[1] == '_')
      g_string_append_c (text, *p == '_' ? *++p : *p);

  /* gtk_button_set_label() would name the button "_Next Question" for a
   * moment, and Orca speaks that name change: the text goes to the label
   * inside, and the name changes only when the words do. */
  if (GTK_IS_LABEL (gtk_button_get_child (button)) && gtk_button_get_use_underline (button))
    gtk_label_set_text_with_mnemonic (GTK_LABEL (gtk_button_get_child (button)), copy);
  else
    gtk_button_set_label (button, copy);
  if (g_strcmp0 (g_object_get_data (G_OBJECT (button), "ak-spoken-label"), text->str) == 0)
    return;
  g_object_set_data_full (G_OBJECT (button), "ak-spoken-label", g_strdup (text->str), g_free);
  ak_accessible_set_label (GTK_WIDGET (button), text->str);
}

/* Saving */

void
_ak_quiz_page_save_attempt (AkQuizPage *self)
{
  g_autoptr(AkQuizAttempt) attempt = NULL;

  if (self->progress == NULL)
    return;

  /* Failures are logged and shown once by the progress store itself. */
  attempt = ak_quiz_get_attempt (self->quiz);
  ak_progress_set_quiz_attempt (self->progress, _ak_quiz_page_lesson_id (self), attempt, NULL);

  if (ak_quiz_is_complete (self->quiz) && ak_quiz_is_full (self->quiz))
    ak_progress_record_quiz_score (self->progress, _ak_quiz_page_lesson_id (self),
                                   ak_quiz_get_score (self->quiz),
                                   ak_quiz_get_n_questions (self->quiz),
                                   NULL, NULL);
}

/* The question screen */

static void
update_header (AkQuizPage *self)
{
  guint position = ak_quiz_get_position (self->quiz);
  guint n = ak_quiz_get_n_questions (self->quiz);
  guint answered = ak_quiz_get_n_answered (self->quiz);
  /* Translators: the question's position of the number of questions */
  g_autofree char *where = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Question %u of %u",
                                                         "Question %u of %u", n),
                                            position + 1, n);
  /* Translators: right answers of the questions answered so far */
  g_autofree char *score = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Right so far: %u of %u",
                                                         "Right so far: %u of %u", answered),
                                            ak_quiz_get_score (self->quiz), answered);

  gtk_label_set_text (self->position_label, where);
  gtk_label_set_text (self->score_label, score);
  gtk_widget_set_visible (GTK_WIDGET (self->score_label), ak_quiz_get_n_answered (self->quiz) > 0);
}

static void
on_choice_clicked (GtkButton  *button,
                   AkQuizPage *self);

static GtkWidget *
choice_button_new (AkQuizPage *self,
                   guint       shown,
                   const char *text)
{
  GtkWidget *button = gtk_button_new ();
  GtkWidget *box = ak_text_row_new (10);
  g_autofree char *key = g_strdup_printf ("%u", shown + 1);
  g_autofree char *name = g_strdup_printf (_("Answer %u: %s"), shown + 1, text);
  GtkWidget *key_label = gtk_label_new (key);
  GtkWidget *label = gtk_label_new (text);
  GtkWidget *icon = gtk_image_new ();

  gtk_widget_add_css_class (key_label, "quiz-key");
  /* Both at the top, so the key sits on the answer's first line. */
  gtk_widget_set_valign (key_label, GTK_ALIGN_START);
  gtk_widget_set_valign (label, GTK_ALIGN_START);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_widget_set_visible (icon, FALSE);
  gtk_widget_set_valign (icon, GTK_ALIGN_CENTER);

  ak_text_row_append (box, key_label);
  ak_text_row_append (box, label);
  ak_text_row_append (box, icon);
  gtk_button_set_child (GTK_BUTTON (button), box);
  gtk_widget_add_css_class (button, "quiz-choice");
  gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                  GTK_ACCESSIBLE_PROPERTY_KEY_SHORTCUTS, key,
                                  -1);

  g_object_set_data (G_OBJECT (button), "shown", GUINT_TO_POINTER (shown));
  g_object_set_data (G_OBJECT (button), "icon", icon);
  g_signal_connect (button, "clicked", G_CALLBACK (on_choice_clicked), self);

  return button;
}

static void
rebuild_choices (AkQuizPage *self)
{
  guint position = ak_quiz_get_position (self->quiz);
  const AkQuestion *question = ak_quiz_get_question (self->quiz, position);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->choices_box))) != NULL)
    gtk_box_remove (self->choices_box, child);
  g_ptr_array_set_size (self->choice_buttons, 0);

  for (guint shown = 0; shown < question->n_choices; shown++)
    {
      guint choice = ak_quiz_get_choice (self->quiz, position, shown);
      GtkWidget *button = choice_button_new (self, shown, question->choices[choice]);

      gtk_box_append (self->choices_box, button);
      g_ptr_array_add (self->choice_buttons, button);
    }

  gtk_label_set_text (self->prompt_label, question->prompt);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->choices_box),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, question->prompt,
                                  -1);
}

static void
mark_choice (GtkWidget  *button,
             const char *css_class,
             const char *icon_name,
             const char *description)
{
  GtkWidget *icon = g_object_get_data (G_OBJECT (button), "icon");

  gtk_widget_add_css_class (button, css_class);
  gtk_image_set_from_icon_name (GTK_IMAGE (icon), icon_name);
  gtk_widget_set_visible (icon, TRUE);
  ak_accessible_set_description (button, description);
}

static void
show_answered_choices (AkQuizPage *self)
{
  guint position = ak_quiz_get_position (self->quiz);
  const AkQuestion *question = ak_quiz_get_question (self->quiz, position);
  int chosen = ak_quiz_get_chosen (self->quiz, position);

  for (guint shown = 0; shown < self->choice_buttons->len; shown++)
    {
      GtkWidget *button = g_ptr_array_index (self->choice_buttons, shown);
      guint choice = ak_quiz_get_choice (self->quiz, position, shown);

      gtk_widget_set_sensitive (button, FALSE);
      if (choice == question->answer)
        mark_choice (button, "right", "object-select-symbolic",
                     (int) choice == chosen ? _("Your answer, right") : _("The right answer"));
      else if ((int) choice == chosen)
        mark_choice (button, "wrong", "window-close-symbolic", _("Your answer, wrong"));
    }
}

static void
show_feedback (AkQuizPage *self)
{
  guint position = ak_quiz_get_position (self->quiz);
  const AkQuestion *question = ak_quiz_get_question (self->quiz, position);
  gboolean right = ak_quiz_get_chosen (self->quiz, position) == (int) question->answer;
  g_autofree char *verdict = NULL;
  g_autofree char *explanation = _ak_quiz_page_markup_or_escaped (question->explanation);
  g_autofree char *plain = ak_lesson_markup_to_plain (question->explanation);

  if (right)
    verdict = g_strdup (_("Right!"));
  else
    verdict = g_strdup_printf (_("Not quite. The answer is: %s"), question->choices[question->answer]);

  gtk_image_set_from_icon_name (self->feedback_icon,
                                right ? "object-select-symbolic" : "dialog-information-symbolic");
  gtk_widget_remove_css_class (self->feedback_box, right ? "wrong" : "right");
  gtk_widget_add_css_class (self->feedback_box, right ? "right" : "wrong");
  gtk_label_set_text (self->feedback_label, verdict);
  gtk_label_set_markup (self->explanation_label, explanation);
  /* The status label is what screen readers announce. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->feedback_label),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, plain,
                                  -1);
  gtk_widget_set_visible (self->feedback_box, TRUE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "quiz.next", TRUE);
}

/* The verdict and the explanation appear without a focus change of their
 * own: the focus goes to Next Question, which says them. */
static void
focus_next_announcing_feedback (AkQuizPage *self)
{
  g_autofree char *spoken = NULL;
  const char *explanation = gtk_label_get_text (self->explanation_label);

  spoken = ak_announce_join (gtk_label_get_text (self->feedback_label), explanation);
  ak_announce_focus (GTK_WIDGET (self->next_button), spoken);
}

void
_ak_quiz_page_show_question (AkQuizPage *self,
                             gboolean    move_focus)
{
  guint position = ak_quiz_get_position (self->quiz);
  gboolean last = position + 1 == ak_quiz_get_n_questions (self->quiz);

  rebuild_choices (self);
  update_header (self);
  _ak_quiz_page_set_button_label (self->next_button, last ? _("See _Results") : _("_Next Question"));
  gtk_widget_set_visible (self->feedback_box, FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "quiz.next", FALSE);
  gtk_label_set_text (self->feedback_label, "");
  gtk_stack_set_visible_child_name (self->stack, "question");
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "quiz.retake", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "quiz.retake-missed", FALSE);
  /* Only a question the learner's own click brought up can be hit by the
   * second click of a double click. */
  self->shown_at = move_focus ? g_get_monotonic_time () : 0;

  if (ak_quiz_get_chosen (self->quiz, position) >= 0)
    {
      show_answered_choices (self);
      show_feedback (self);
    }

  if (move_focus)
    {
      if (ak_quiz_get_chosen (self->quiz, position) >= 0)
        ak_focus_visibly (GTK_WIDGET (self->next_button));
      else
        ak_focus_visibly (g_ptr_array_index (self->choice_buttons, 0));
    }
}

/* Input */

static guint
double_click_time_ms (AkQuizPage *self)
{
  int ms = 400;

  g_object_get (gtk_widget_get_settings (GTK_WIDGET (self)), "gtk-double-click-time", &ms, NULL);
  return (guint) MAX (ms, 0);
}

/* Whether the screen shown (a question or the results) appeared less than
 * a double-click time ago, because of the learner's own click or key. */
gboolean
_ak_quiz_page_arrived_just_now (AkQuizPage *self)
{
  return g_get_monotonic_time () - self->shown_at < (gint64) double_click_time_ms (self) * 1000;
}

void
_ak_quiz_page_choose (AkQuizPage *self,
                      guint       shown)
{
  const AkQuestion *question;
  AkQuizAnswerResult result;

  if (ak_quiz_is_finished (self->quiz))
    return;
  question = ak_quiz_get_question (self->quiz, ak_quiz_get_position (self->quiz));
  result = ak_quiz_answer (self->quiz, shown);
  if (result == AK_QUIZ_ANSWER_IGNORED)
    return;

  /* Each question's result, for the teacher's export (ak-progress-activity.c). */
  if (self->progress != NULL)
    ak_progress_record_answer (self->progress, _ak_quiz_page_lesson_id (self), question->id,
                               result == AK_QUIZ_ANSWER_CORRECT, NULL);
  _ak_quiz_page_save_attempt (self);
  update_header (self);
  show_feedback (self);
  focus_next_announcing_feedback (self);
  /* Marked once the focus is on Next Question: a choice's new description
   * ("Your answer, wrong") set while it had the focus was heard twice when
   * Orca 43 read that focus late (README, accessibility). */
  show_answered_choices (self);
}

static void
on_choice_clicked (GtkButton  *button,
                   AkQuizPage *self)
{
  g_assert (AK_IS_QUIZ_PAGE (self));

  /* The second click of a double click on Next or Retake lands on the new
   * question: it is not an answer. */
  if (_ak_quiz_page_arrived_just_now (self))
    return;

  _ak_quiz_page_choose (self, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "shown")));
}

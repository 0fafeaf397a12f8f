/* ak-quiz-page-question-private.h: what the quiz page's files share
 *
 * ak-quiz-page.c holds the class, the input and the progress store;
 * it shows ak-quiz-page-question.c's question screen or
 * ak-quiz-page-review.c's results. The results screen uses the question
 * screen's helpers; ak-quiz-page-question.c calls neither of the others.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ak-quiz-page.h"

G_BEGIN_DECLS

struct _AkQuizPage
{
  AkActivityPage parent_instance;

  AkLesson     *lesson;
  const AkPage *page;
  AkQuiz       *quiz;
  AkProgress   *progress;
  GSettings    *settings;
  GPtrArray    *choice_buttons;

  gint64        shown_at;      /* when the question appeared, monotonic µs */
  guint         held_key;      /* an activation key not released yet */
  gint64        held_since;

  GtkInfoBar   *notice_bar;
  GtkLabel     *notice_label;
  GtkStack     *stack;
  GtkLabel     *position_label;
  GtkLabel     *score_label;
  GtkLabel     *prompt_label;
  GtkBox       *choices_box;
  GtkWidget    *feedback_box;
  GtkImage     *feedback_icon;
  GtkLabel     *feedback_label;
  GtkLabel     *explanation_label;
  GtkButton    *next_button;
  GtkLabel     *results_label;
  GtkLabel     *best_label;
  GtkButton    *retake_missed_button;
  GtkButton    *retake_button;
  GtkListBox   *review_list;
  GtkButton    *reset_button;
};

/* ak-quiz-page-question.c */
const char *_ak_quiz_page_lesson_id (AkQuizPage *self);
char *_ak_quiz_page_markup_or_escaped (const char *text);
const char *_ak_quiz_page_choice_text (const AkQuestion *question,
                                       int               choice);
void _ak_quiz_page_set_button_label (GtkButton  *button,
                                     const char *label);
void _ak_quiz_page_save_attempt (AkQuizPage *self);
void _ak_quiz_page_show_question (AkQuizPage *self,
                                  gboolean    move_focus);
gboolean _ak_quiz_page_arrived_just_now (AkQuizPage *self);
void _ak_quiz_page_choose (AkQuizPage *self,
                           guint       shown);

/* ak-quiz-page-review.c */
void _ak_quiz_page_wrap_button_label (GtkButton *button);
void _ak_quiz_page_review_row_activated (GtkListBox    *list,
                                         GtkListBoxRow *row);
void _ak_quiz_page_show_results (AkQuizPage *self,
                                 gboolean    move_focus);

G_END_DECLS

/* ak-quiz-page.c: the quiz, one question at a time, then the results
 *
 * The page draws an AkQuiz and turns clicks and keys 1–9 into answers;
 * the model decides what counts. Two guards keep an accidental second
 * input from answering the next question: a click within the double-click
 * time of a question appearing is ignored, and auto-repeat of Enter and
 * Space is swallowed while the key is held.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "ak-announce.h"
#include "ak-focus.h"
#include "ak-format.h"
#include "ak-quiz-page.h"
#include "ak-reading-blocks.h"

#define MAX_KEYED_CHOICES 9

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

G_DEFINE_FINAL_TYPE (AkQuizPage, ak_quiz_page, AK_TYPE_ACTIVITY_PAGE)

enum {
  PROP_0,
  PROP_PROGRESS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void show_current (AkQuizPage *self,
                          gboolean    move_focus);

static const char *
lesson_id (AkQuizPage *self)
{
  /* The progress key: a teacher's file reusing the bundled id keeps its own. */
  return ak_lesson_get_progress_key (self->lesson);
}

static char *
markup_or_escaped (const char *text)
{
  char *pango = ak_lesson_markup_to_pango (text, NULL);

  /* Validated lessons always convert; escape the raw text regardless. */
  return pango != NULL ? pango : g_markup_escape_text (text, -1);
}

static const char *
choice_text (const AkQuestion *question,
             int               choice)
{
  return choice >= 0 && (guint) choice < question->n_choices ? question->choices[choice] : "";
}

/* GTK 4.8 tells screen readers "_Next Question Next Question" for a button
 * with a mnemonic label (the raw label, then the labelling child); name it
 * once, by its visible text. */
static void
set_button_label (GtkButton  *button,
                  const char *label)
{
  g_autofree char *copy = g_strdup (label);  /* @label may be the button's own */
  g_autoptr(GString) text = g_string_new (NULL);

  for (const char *p = copy; *p != '\0'; p++)
    if (*p != '_' || p[1] == '_')
      g_string_append_c (text, *p == '_' ? *++p : *p);

  gtk_button_set_label (button, copy);
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, text->str,
                                  -1);
}

/* Saving */

static void
save_attempt (AkQuizPage *self)
{
  g_autoptr(AkQuizAttempt) attempt = NULL;

  if (self->progress == NULL)
    return;

  /* Failures are logged and shown once by the progress store itself. */
  attempt = ak_quiz_get_attempt (self->quiz);
  ak_progress_set_quiz_attempt (self->progress, lesson_id (self), attempt, NULL);

  if (ak_quiz_is_complete (self->quiz) && ak_quiz_is_full (self->quiz))
    ak_progress_record_quiz_score (self->progress, lesson_id (self),
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
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 10);
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

  gtk_box_append (GTK_BOX (box), key_label);
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), icon);
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
  g_autofree char *explanation = markup_or_escaped (question->explanation);
  g_autofree char *plain = ak_lesson_markup_to_plain (question->explanation);

  if (right)
    verdict = g_strdup (_("Right!"));
  else
    verdict = g_strdup_printf (_("Not quite. The answer is: %s"), question->choices[question->answer]);

  show_answered_choices (self);
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
  gtk_widget_set_sensitive (GTK_WIDGET (self->next_button), TRUE);
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

static void
show_question (AkQuizPage *self,
               gboolean    move_focus)
{
  guint position = ak_quiz_get_position (self->quiz);
  gboolean last = position + 1 == ak_quiz_get_n_questions (self->quiz);

  rebuild_choices (self);
  update_header (self);
  set_button_label (self->next_button, last ? _("See _Results") : _("_Next Question"));
  gtk_widget_set_visible (self->feedback_box, FALSE);
  gtk_widget_set_sensitive (GTK_WIDGET (self->next_button), FALSE);
  gtk_label_set_text (self->feedback_label, "");
  gtk_stack_set_visible_child_name (self->stack, "question");
  /* Only a question the learner's own click brought up can be hit by the
   * second click of a double click. */
  self->shown_at = move_focus ? g_get_monotonic_time () : 0;

  if (ak_quiz_get_chosen (self->quiz, position) >= 0)
    show_feedback (self);

  if (move_focus)
    {
      if (ak_quiz_get_chosen (self->quiz, position) >= 0)
        ak_focus_visibly (GTK_WIDGET (self->next_button));
      else
        ak_focus_visibly (g_ptr_array_index (self->choice_buttons, 0));
    }
}

/* The results screen */

static GtkWidget *
review_label (const char *text,
              gboolean    is_markup,
              const char *css_class)
{
  GtkWidget *label = gtk_label_new (NULL);

  if (is_markup)
    gtk_label_set_markup (GTK_LABEL (label), text);
  else
    gtk_label_set_text (GTK_LABEL (label), text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);

  return label;
}

static GtkWidget *
review_row_new (AkQuizPage *self,
                guint       index)
{
  const AkQuestion *question = ak_quiz_get_question (self->quiz, index);
  int chosen = ak_quiz_get_chosen (self->quiz, index);
  gboolean right = chosen == (int) question->answer;
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 10);
  GtkWidget *text = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *icon = gtk_image_new_from_icon_name (right ? "object-select-symbolic" : "window-close-symbolic");
  g_autofree char *title = g_strdup_printf ("%u. %s", index + 1, question->prompt);
  g_autofree char *yours = g_strdup_printf (_("Your answer: %s"),
                                            chosen >= 0 ? choice_text (question, chosen) : _("none"));
  g_autofree char *correct = g_strdup_printf (_("Right answer: %s"), choice_text (question, question->answer));
  g_autofree char *explanation = markup_or_escaped (question->explanation);
  g_autofree char *name = g_strdup_printf (right ? _("Question %u, right: %s") : _("Question %u, wrong: %s"),
                                           index + 1, question->prompt);

  gtk_widget_set_valign (icon, GTK_ALIGN_START);
  gtk_widget_add_css_class (icon, right ? "success" : "error");
  gtk_box_append (GTK_BOX (box), icon);
  gtk_box_append (GTK_BOX (text), review_label (title, FALSE, "heading"));
  gtk_box_append (GTK_BOX (text), review_label (yours, FALSE, NULL));
  if (!right)
    {
      gtk_box_append (GTK_BOX (text), review_label (correct, FALSE, NULL));
      gtk_box_append (GTK_BOX (text), review_label (explanation, TRUE, "dim-label"));
    }
  gtk_widget_set_hexpand (text, TRUE);
  gtk_box_append (GTK_BOX (box), text);

  gtk_widget_add_css_class (row, right ? "right" : "wrong");
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                  -1);
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
  g_autoptr(GDateTime) local = NULL;
  g_autofree char *day = NULL;
  guint score, total;

  if (self->progress == NULL ||
      !ak_progress_get_best_quiz_score (self->progress, lesson_id (self), &score, &total, &date))
    return NULL;

  local = g_date_time_to_local (date);
  day = g_date_time_format (local, "%x");
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
static void
wrap_button_label (GtkButton *button)
{
  GtkWidget *label = gtk_button_get_child (button);

  if (GTK_IS_LABEL (label))
    {
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_CENTER);
    }
}

static void
show_results (AkQuizPage *self,
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
  set_button_label (self->retake_missed_button, retake_missed);
  wrap_button_label (self->retake_missed_button);
  gtk_widget_set_visible (GTK_WIDGET (self->retake_missed_button), missed > 0);
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

static void
show_current (AkQuizPage *self,
              gboolean    move_focus)
{
  if (ak_quiz_is_finished (self->quiz))
    show_results (self, move_focus);
  else
    show_question (self, move_focus);
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
static gboolean
arrived_just_now (AkQuizPage *self)
{
  return g_get_monotonic_time () - self->shown_at < (gint64) double_click_time_ms (self) * 1000;
}

static void
choose (AkQuizPage *self,
        guint       shown)
{
  if (ak_quiz_answer (self->quiz, shown) == AK_QUIZ_ANSWER_IGNORED)
    return;

  save_attempt (self);
  update_header (self);
  show_feedback (self);
  focus_next_announcing_feedback (self);
}

static void
on_choice_clicked (GtkButton  *button,
                   AkQuizPage *self)
{
  g_assert (AK_IS_QUIZ_PAGE (self));

  /* The second click of a double click on Next or Retake lands on the new
   * question: it is not an answer. */
  if (arrived_just_now (self))
    return;

  choose (self, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "shown")));
}

static void
choose_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *param)
{
  AkQuizPage *self = AK_QUIZ_PAGE (widget);

  if (gtk_stack_get_visible_child_name (self->stack) == NULL ||
      g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "question") != 0)
    return;

  choose (self, g_variant_get_uint32 (param));
}

static void
on_next_clicked (AkQuizPage *self)
{
  g_assert (AK_IS_QUIZ_PAGE (self));

  if (!ak_quiz_next (self->quiz))
    return;

  save_attempt (self);
  show_current (self, TRUE);
}

/* The authored order only when the setting asks for it. */
static gboolean
shuffle_setting (AkQuizPage *self)
{
  return self->settings == NULL || g_settings_get_boolean (self->settings, "shuffle-quiz");
}

static void
retake (AkQuizPage *self,
        gboolean    missed_only)
{
  ak_quiz_set_shuffle (self->quiz, shuffle_setting (self));
  ak_quiz_start (self->quiz, missed_only, g_random_int ());
  save_attempt (self);
  show_current (self, TRUE);
}

static void
on_retake_clicked (AkQuizPage *self)
{
  if (!arrived_just_now (self))
    retake (self, FALSE);
}

static void
on_retake_missed_clicked (AkQuizPage *self)
{
  if (!arrived_just_now (self))
    retake (self, TRUE);
}

static gboolean
is_activation_key (guint keyval)
{
  return keyval == GDK_KEY_Return || keyval == GDK_KEY_KP_Enter || keyval == GDK_KEY_ISO_Enter ||
         keyval == GDK_KEY_space || keyval == GDK_KEY_KP_Space;
}

static gboolean
on_key_pressed (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                AkQuizPage            *self)
{
  gint64 now = g_get_monotonic_time ();
  gboolean repeat;

  if (!is_activation_key (keyval))
    return GDK_EVENT_PROPAGATE;

  /* A press of a key that is still down is auto-repeat: a held Enter
   * would otherwise answer, move on and answer again. A lost release
   * expires after a second without presses. */
  repeat = self->held_key == keyval && now - self->held_since < G_USEC_PER_SEC;
  self->held_key = keyval;
  self->held_since = now;

  return repeat ? GDK_EVENT_STOP : GDK_EVENT_PROPAGATE;
}

static void
on_key_released (GtkEventControllerKey *controller,
                 guint                  keyval,
                 guint                  keycode,
                 GdkModifierType        state,
                 AkQuizPage            *self)
{
  if (keyval == self->held_key)
    self->held_key = 0;
}

/* Progress */

static void
update_notice (AkQuizPage *self)
{
  const char *notice = self->progress != NULL ? ak_progress_get_notice (self->progress) : NULL;

  if (notice != NULL)
    gtk_label_set_text (self->notice_label, notice);
  gtk_info_bar_set_revealed (self->notice_bar, notice != NULL);
}

static void
on_notice_response (AkQuizPage *self,
                    int         response)
{
  gtk_info_bar_set_revealed (self->notice_bar, FALSE);
  if (self->progress != NULL)
    ak_progress_dismiss_notice (self->progress);
}

static void
on_progress_reset (AkQuizPage *self)
{
  gboolean had_focus = gtk_widget_get_focus_child (GTK_WIDGET (self)) != NULL;

  ak_quiz_set_shuffle (self->quiz, shuffle_setting (self));
  ak_quiz_start (self->quiz, FALSE, g_random_int ());
  show_current (self, had_focus && gtk_widget_get_mapped (GTK_WIDGET (self)));
}

static void
restore_attempt (AkQuizPage *self)
{
  const AkQuizAttempt *attempt = ak_progress_get_quiz_attempt (self->progress, lesson_id (self));
  g_autoptr(GError) error = NULL;

  /* A lesson edited since the attempt was saved starts afresh. */
  if (attempt != NULL && !ak_quiz_restore (self->quiz, attempt, &error))
    g_debug ("Not restoring the saved quiz attempt: %s", error->message);
}

/**
 * ak_quiz_page_set_progress:
 * @self: a quiz page
 * @progress: (nullable): the store to save answers in and to restore the
 *   last attempt from
 *
 * ak_quiz_page_new() uses the store of its context; this replaces it.
 */
void
ak_quiz_page_set_progress (AkQuizPage *self,
                           AkProgress *progress)
{
  g_return_if_fail (AK_IS_QUIZ_PAGE (self));
  g_return_if_fail (progress == NULL || AK_IS_PROGRESS (progress));

  if (self->progress == progress)
    return;

  if (self->progress != NULL)
    g_signal_handlers_disconnect_by_data (self->progress, self);
  g_set_object (&self->progress, progress);

  if (progress != NULL)
    {
      g_signal_connect_swapped (progress, "reset", G_CALLBACK (on_progress_reset), self);
      g_signal_connect_swapped (progress, "notify::notice", G_CALLBACK (update_notice), self);
      restore_attempt (self);
    }

  update_notice (self);
  show_current (self, FALSE);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PROGRESS]);
}

AkProgress *
ak_quiz_page_get_progress (AkQuizPage *self)
{
  g_return_val_if_fail (AK_IS_QUIZ_PAGE (self), NULL);

  return self->progress;
}

AkQuiz *
ak_quiz_page_get_quiz (AkQuizPage *self)
{
  g_return_val_if_fail (AK_IS_QUIZ_PAGE (self), NULL);

  return self->quiz;
}

gboolean
ak_quiz_page_is_showing_results (AkQuizPage *self)
{
  g_return_val_if_fail (AK_IS_QUIZ_PAGE (self), FALSE);

  return g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "results") == 0;
}

static void
ak_quiz_page_map (GtkWidget *widget)
{
  AkQuizPage *self = AK_QUIZ_PAGE (widget);
  GtkRoot *root = gtk_widget_get_root (widget);

  GTK_WIDGET_CLASS (ak_quiz_page_parent_class)->map (widget);

  /* Resumed on an answered question, Enter moves on: Next Question
   * waits with the focus, as after an answer (unless the focus is
   * elsewhere already, such as on the page tabs). */
  if (gtk_widget_get_sensitive (GTK_WIDGET (self->next_button)) &&
      g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "question") == 0 &&
      root != NULL && (gtk_root_get_focus (root) == NULL ||
                       gtk_widget_is_ancestor (gtk_root_get_focus (root), widget)))
    gtk_widget_grab_focus (GTK_WIDGET (self->next_button));
}

static void
ak_quiz_page_dispose (GObject *object)
{
  AkQuizPage *self = AK_QUIZ_PAGE (object);

  if (self->progress != NULL)
    g_signal_handlers_disconnect_by_data (self->progress, self);
  g_clear_object (&self->progress);
  g_clear_pointer (&self->choice_buttons, g_ptr_array_unref);
  gtk_widget_dispose_template (GTK_WIDGET (object), AK_TYPE_QUIZ_PAGE);
  g_clear_object (&self->quiz);
  g_clear_object (&self->settings);
  g_clear_object (&self->lesson);

  G_OBJECT_CLASS (ak_quiz_page_parent_class)->dispose (object);
}

static void
ak_quiz_page_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  AkQuizPage *self = AK_QUIZ_PAGE (object);

  switch (prop_id)
    {
    case PROP_PROGRESS:
      g_value_set_object (value, self->progress);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ak_quiz_page_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  AkQuizPage *self = AK_QUIZ_PAGE (object);

  switch (prop_id)
    {
    case PROP_PROGRESS:
      ak_quiz_page_set_progress (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
add_choice_shortcuts (AkQuizPage *self)
{
  GtkEventController *shortcuts = gtk_shortcut_controller_new ();

  /* Managed: keys 1–9 work wherever the focus is while the page shows,
   * also on the notebook's tabs. */
  gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (shortcuts), GTK_SHORTCUT_SCOPE_MANAGED);
  for (guint i = 0; i < MAX_KEYED_CHOICES; i++)
    {
      guint keys[] = { GDK_KEY_1 + i, GDK_KEY_KP_1 + i };

      for (guint k = 0; k < G_N_ELEMENTS (keys); k++)
        {
          GtkShortcut *shortcut = gtk_shortcut_new (gtk_keyval_trigger_new (keys[k], 0),
                                                    gtk_named_action_new ("quiz.choose"));

          gtk_shortcut_set_arguments (shortcut, g_variant_new_uint32 (i));
          gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts), shortcut);
        }
    }
  gtk_widget_add_controller (GTK_WIDGET (self), shortcuts);
}

static void
add_repeat_guard (AkQuizPage *self)
{
  GtkEventController *keys = gtk_event_controller_key_new ();

  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key_pressed), self);
  g_signal_connect (keys, "key-released", G_CALLBACK (on_key_released), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
}

static void
ak_quiz_page_class_init (AkQuizPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ak_quiz_page_dispose;
  object_class->get_property = ak_quiz_page_get_property;
  object_class->set_property = ak_quiz_page_set_property;

  widget_class->map = ak_quiz_page_map;

  properties[PROP_PROGRESS] =
    g_param_spec_object ("progress", NULL, NULL, AK_TYPE_PROGRESS,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, AK_RESOURCE_PREFIX "/ui/ak-quiz-page.ui");
  gtk_widget_class_bind_template_child (widget_class, AkQuizPage, notice_bar);
  gtk_widget_class_bind_template_child (widget_class, AkQuizPage, notice_label);
  gtk_widget_class_bind_template_child (widget_class, AkQuizPage, stack);
  gtk_widget_class_bind_template_child (widget_class, AkQuizPage, position_label);
  gtk_widget_class_bind_template_child (widget_class, AkQuizPage, score_label);
  gtk_widget_class_bind_template_child (widget_class, AkQuizPage, prompt_label);
  gtk_widget_class_bind_template_child (widget_class, AkQuizPage, choices_box);
  gtk_widget_class_bind_template_child (widget_class, AkQuizPage, feedback_box);
  gtk_widget_class_bind_template_child (widget_class, AkQuizPage, feedback_icon);
  gtk_widget_class_bind_template_child (widget_class, AkQuizPage, feedback_label);
  gtk_widget_class_bind_template_child (widget_class, AkQuizPage, explanation_label);
  gtk_widget_class_bind_template_child (widget_class, AkQuizPage, next_button);
  gtk_widget_class_bind_template_child (widget_class, AkQuizPage, results_label);
  gtk_widget_class_bind_template_child (widget_class, AkQuizPage, best_label);
  gtk_widget_class_bind_template_child (widget_class, AkQuizPage, retake_missed_button);
  gtk_widget_class_bind_template_child (widget_class, AkQuizPage, retake_button);
  gtk_widget_class_bind_template_child (widget_class, AkQuizPage, review_list);
  gtk_widget_class_bind_template_child (widget_class, AkQuizPage, reset_button);
  gtk_widget_class_bind_template_callback (widget_class, on_next_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_retake_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_retake_missed_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_notice_response);

  gtk_widget_class_install_action (widget_class, "quiz.choose", "u", choose_action);

  gtk_widget_class_set_css_name (widget_class, "quizpage");
}

static void
ak_quiz_page_init (AkQuizPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->choice_buttons = g_ptr_array_new ();
  set_button_label (self->retake_button, gtk_button_get_label (self->retake_button));
  set_button_label (self->reset_button, gtk_button_get_label (self->reset_button));
  wrap_button_label (self->retake_button);
  add_choice_shortcuts (self);
  add_repeat_guard (self);
}

/**
 * ak_quiz_page_new:
 * @context: what pages are handed: the lesson, the progress store (the
 *   last attempt is restored from it and every answer saved in it) and
 *   the settings (`shuffle-quiz`)
 * @page: a quiz page of the context's lesson, with at least one question
 *
 * Returns: (transfer floating): a page that plays @page's questions, in a
 *   shuffled order unless the `shuffle-quiz` setting is off
 */
AkQuizPage *
ak_quiz_page_new (AkPageContext *context,
                  const AkPage  *page)
{
  AkQuizPage *self;

  g_return_val_if_fail (AK_IS_PAGE_CONTEXT (context), NULL);
  g_return_val_if_fail (page != NULL && page->questions != NULL && page->questions->len > 0, NULL);

  self = g_object_new (AK_TYPE_QUIZ_PAGE, NULL);
  self->lesson = g_object_ref (ak_page_context_get_lesson (context));
  self->page = page;
  g_set_object (&self->settings, ak_page_context_get_settings (context));
  self->quiz = ak_quiz_new (page->questions,
                            shuffle_setting (self),
                            g_random_int ());

  ak_activity_page_set_page (AK_ACTIVITY_PAGE (self), context, page);
  show_current (self, FALSE);
  ak_quiz_page_set_progress (self, ak_page_context_get_progress (context));

  return self;
}

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

#include "ak-quiz-page-question-private.h"

#define MAX_KEYED_CHOICES 9

G_DEFINE_FINAL_TYPE (AkQuizPage, ak_quiz_page, AK_TYPE_ACTIVITY_PAGE)

enum {
  PROP_0,
  PROP_PROGRESS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
show_current (AkQuizPage *self,
              gboolean    move_focus)
{
  if (ak_quiz_is_finished (self->quiz))
    _ak_quiz_page_show_results (self, move_focus);
  else
    _ak_quiz_page_show_question (self, move_focus);
}

/* Input */

static void
choose_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *param)
{
  AkQuizPage *self = AK_QUIZ_PAGE (widget);

  if (gtk_stack_get_visible_child_name (self->stack) == NULL ||
      g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "question") != 0)
    return;

  _ak_quiz_page_choose (self, g_variant_get_uint32 (param));
}

static void
next_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  AkQuizPage *self = AK_QUIZ_PAGE (widget);

  if (!ak_quiz_next (self->quiz))
    return;

  _ak_quiz_page_save_attempt (self);
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
  _ak_quiz_page_save_attempt (self);
  show_current (self, TRUE);
}

static void
retake_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *param)
{
  AkQuizPage *self = AK_QUIZ_PAGE (widget);

  if (!_ak_quiz_page_arrived_just_now (self))
    retake (self, FALSE);
}

static void
retake_missed_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *param)
{
  AkQuizPage *self = AK_QUIZ_PAGE (widget);

  if (!_ak_quiz_page_arrived_just_now (self))
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
  const AkQuizAttempt *attempt = ak_progress_get_quiz_attempt (self->progress, _ak_quiz_page_lesson_id (self));
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
  gtk_widget_class_bind_template_callback (widget_class, on_notice_response);
  gtk_widget_class_bind_template_callback_full (widget_class, "review_row_activated",
                                                G_CALLBACK (_ak_quiz_page_review_row_activated));

  gtk_widget_class_install_action (widget_class, "quiz.choose", "u", choose_action);
  /* Page commands: their buttons and their keys (listed in the shortcuts window). */
  gtk_widget_class_install_action (widget_class, "quiz.next", NULL, next_action);
  gtk_widget_class_install_action (widget_class, "quiz.retake", NULL, retake_action);
  gtk_widget_class_install_action (widget_class, "quiz.retake-missed", NULL, retake_missed_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, GDK_CONTROL_MASK, "quiz.next", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_r, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "quiz.retake", NULL);

  gtk_widget_class_set_css_name (widget_class, "quizpage");
}

static void
ak_quiz_page_init (AkQuizPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "quiz.next", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "quiz.retake", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "quiz.retake-missed", FALSE);

  self->choice_buttons = g_ptr_array_new ();
  _ak_quiz_page_set_button_label (self->retake_button, gtk_button_get_label (self->retake_button));
  _ak_quiz_page_set_button_label (self->reset_button, gtk_button_get_label (self->reset_button));
  _ak_quiz_page_wrap_button_label (self->retake_button);
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

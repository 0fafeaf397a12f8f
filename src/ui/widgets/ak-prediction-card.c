/* ak-prediction-card.c: predict, then check: one prediction of a page
 *
 * Before an activity shows its answer the learner commits to one: a figure
 * in the quantity's unit, or a verdict (compute-bound or memory-bound).
 * Check then reveals the figure the app computes (ak-prediction), how far
 * the guess was, the figures behind the answer and the lesson's
 * explanation; a screen reader hears that in one message. A guess the
 * field refuses keeps the card as it was and says why beside the field.
 * With a progress store (ak_prediction_card_set_progress()) each checked
 * guess is saved, and a card built again after a restart shows the last
 * guess with its answer revealed, as the learner left it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "ak-announce.h"
#include "ak-entry-problem.h"
#include "ak-format.h"
#include "ak-glossary-terms.h"
#include "ak-prediction-card.h"
#include "ak-prediction.h"
#include "ak-progress-predictions.h"
#include "ak-wrapped-label.h"

struct _AkPredictionCard
{
  GtkWidget           parent_instance;

  AkLesson           *lesson;
  const AkPage       *page;
  const AkPrediction *prediction;
  AkProgress         *progress;
  char               *lesson_key;
  AkPredictionAnswer  answer;
  gboolean            has_answer;
  gboolean            revealed;
  gboolean            right;

  GtkWidget          *box;
  GtkWidget          *entry;
  GtkWidget          *compute_toggle;
  GtkWidget          *memory_toggle;
  GtkWidget          *problem;
  GtkWidget          *check_button;
  GtkWidget          *result;
  GtkWidget          *details;
};

G_DEFINE_FINAL_TYPE (AkPredictionCard, ak_prediction_card, GTK_TYPE_WIDGET)

static void
ak_prediction_card_dispose (GObject *object)
{
  AkPredictionCard *self = AK_PREDICTION_CARD (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);
  ak_prediction_answer_clear (&self->answer);
  g_clear_object (&self->lesson);
  g_clear_object (&self->progress);
  g_clear_pointer (&self->lesson_key, g_free);
  G_OBJECT_CLASS (ak_prediction_card_parent_class)->dispose (object);
}

static void
ak_prediction_card_class_init (AkPredictionCardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ak_prediction_card_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "predictioncard");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
ak_prediction_card_init (AkPredictionCard *self)
{
}

/* How far the guess was, in words. */
static char *
number_verdict (AkPredictionCard *self,
                double            guess)
{
  double relative = 0;
  /* the guess as the learner typed it: "8", not "8.00" */
  g_autofree char *guessed = ak_format_number_trimmed (guess, 6);
  g_autofree char *off = NULL;

  self->right = ak_prediction_judge_number (self->prediction, &self->answer, guess, &relative);
  off = ak_format_percent (fabs (relative));
  if (self->right && fabs (relative) < 5e-4)
    /* Translators: the learner's guess, the app's answer with unit; they agree */
    return g_strdup_printf (_("Right: you said %s; the app computes %s."), guessed, self->answer.text);
  if (self->right)
    /* Translators: the learner's guess, the app's answer with unit, how far apart in percent */
    return g_strdup_printf (_("Close: you said %s; the app computes %s (%s off)."), guessed, self->answer.text, off);
  /* Translators: the learner's guess, the app's answer with unit, how far apart in percent */
  return g_strdup_printf (relative < 0 ? _("Too low: you said %s; the app computes %s (%s below).")
                                       : _("Too high: you said %s; the app computes %s (%s above)."),
                          guessed, self->answer.text, off);
}

static char *
verdict_verdict (AkPredictionCard *self,
                 AkBound           guess)
{
  self->right = guess == self->answer.bound;
  /* Translators: %s is "compute-bound" or "memory-bound" */
  return g_strdup_printf (self->right ? _("Right: it is %s.") : _("Not quite: it is %s."), self->answer.text);
}

static gboolean
read_guess (AkPredictionCard *self,
            double           *out_guess,
            AkBound          *out_bound)
{
  static const AkNumberLimits limits = { 1e-9, 1e18, FALSE, TRUE, FALSE };
  g_autoptr(GError) error = NULL;

  if (self->answer.is_verdict)
    {
      if (!gtk_check_button_get_active (GTK_CHECK_BUTTON (self->compute_toggle)) &&
          !gtk_check_button_get_active (GTK_CHECK_BUTTON (self->memory_toggle)))
        {
          gtk_label_set_text (GTK_LABEL (self->problem), _("Choose one of the two first."));
          gtk_widget_set_visible (self->problem, TRUE);
          return FALSE;
        }
      *out_bound = gtk_check_button_get_active (GTK_CHECK_BUTTON (self->compute_toggle)) ? AK_BOUND_COMPUTE
                                                                                          : AK_BOUND_MEMORY;
      return TRUE;
    }

  if (!ak_format_parse_field (gtk_editable_get_text (GTK_EDITABLE (self->entry)), &limits, out_guess, &error))
    {
      gtk_label_set_text (GTK_LABEL (self->problem), error->message);
      gtk_widget_set_visible (self->problem, TRUE);
      ak_entry_mark_refused (self->entry, self->problem, TRUE);
      return FALSE;
    }
  gtk_widget_set_visible (self->problem, FALSE);
  ak_entry_mark_refused (self->entry, self->problem, FALSE);
  return TRUE;
}

/**
 * ak_prediction_card_check:
 * @self: a card
 *
 * What Check does: reads the guess and, if the field takes it, reveals the
 * computed answer beside it. A refused guess changes nothing else.
 *
 * Returns: %TRUE if the answer is now shown
 */
/* Shows the answer beside @guess (or @bound); returns the sentence. */
static char *
reveal (AkPredictionCard *self,
        double            guess,
        AkBound           bound)
{
  char *verdict = self->answer.is_verdict ? verdict_verdict (self, bound) : number_verdict (self, guess);

  gtk_widget_set_visible (self->problem, FALSE);
  gtk_label_set_text (GTK_LABEL (self->result), verdict);
  gtk_widget_remove_css_class (self->result, self->right ? "error" : "success");
  gtk_widget_add_css_class (self->result, self->right ? "success" : "error");
  gtk_widget_set_visible (self->result, TRUE);
  gtk_widget_set_visible (self->details, TRUE);
  self->revealed = TRUE;
  return verdict;
}

/* The checked guess, in the progress store; a failure is the store's to
 * tell (its notice), not the card's. */
static void
save (AkPredictionCard *self,
      double            guess,
      AkBound           bound)
{
  AkPredictionRecord record = {
    .is_verdict = self->answer.is_verdict,
    .guess = guess,
    .answer = self->answer.value,
    .guess_memory = bound == AK_BOUND_MEMORY,
    .answer_memory = self->answer.bound == AK_BOUND_MEMORY,
    .correct = self->right,
  };

  if (self->progress != NULL)
    ak_progress_record_prediction (self->progress, self->lesson_key, self->page->id, self->prediction->id,
                                   &record, NULL);
}

gboolean
ak_prediction_card_check (AkPredictionCard *self)
{
  g_autofree char *verdict = NULL;
  g_autofree char *spoken = NULL;
  double guess = 0;
  AkBound bound = AK_BOUND_MEMORY;

  g_return_val_if_fail (AK_IS_PREDICTION_CARD (self), FALSE);

  if (!self->has_answer || !read_guess (self, &guess, &bound))
    return FALSE;

  verdict = reveal (self, guess, bound);
  spoken = g_strdup_printf ("%s %s", verdict, self->answer.breakdown);
  ak_announce (GTK_WIDGET (self->check_button), spoken);
  save (self, guess, bound);
  return TRUE;
}

static void
check_clicked_cb (AkPredictionCard *self)
{
  ak_prediction_card_check (self);
}

static GtkWidget *
guess_row_new (AkPredictionCard *self)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *unit;

  if (self->answer.is_verdict)
    {
      self->compute_toggle = gtk_check_button_new_with_label (_("Compute-bound"));
      self->memory_toggle = gtk_check_button_new_with_label (_("Memory-bound"));
      gtk_check_button_set_group (GTK_CHECK_BUTTON (self->memory_toggle), GTK_CHECK_BUTTON (self->compute_toggle));
      /* One above the other, as GNOME lists choices: side by side, a
       * 360 px window broke "Rechengebunden" inside the word. */
      gtk_orientable_set_orientation (GTK_ORIENTABLE (row), GTK_ORIENTATION_VERTICAL);
      gtk_box_set_spacing (GTK_BOX (row), 4);
      gtk_box_append (GTK_BOX (row), self->compute_toggle);
      gtk_box_append (GTK_BOX (row), self->memory_toggle);
      return row;
    }

  self->entry = gtk_entry_new ();
  gtk_entry_set_input_purpose (GTK_ENTRY (self->entry), GTK_INPUT_PURPOSE_NUMBER);
  gtk_editable_set_width_chars (GTK_EDITABLE (self->entry), 8);
  gtk_widget_set_name (self->entry, "prediction-guess");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->entry), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  self->prediction->question, -1);
  g_signal_connect_swapped (self->entry, "activate", G_CALLBACK (check_clicked_cb), self);
  gtk_box_append (GTK_BOX (row), self->entry);
  unit = gtk_label_new (self->answer.unit);
  /* Narrow layouts let labels wrap (ak-narrow.c): the unit takes the
   * room beside the field, so it stays whole. */
  gtk_widget_set_hexpand (unit, TRUE);
  gtk_label_set_xalign (GTK_LABEL (unit), 0);
  gtk_box_append (GTK_BOX (row), unit);
  return row;
}

static GtkWidget *
details_new (AkPredictionCard *self)
{
  GtkWidget *details = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  g_autofree char *explanation = ak_lesson_markup_to_pango_with_terms (self->prediction->explanation, NULL);
  GtkWidget *why = ak_wrapped_label_new (NULL, "dim-label");

  gtk_box_append (GTK_BOX (details), ak_wrapped_label_new (self->answer.breakdown, NULL));
  if (explanation != NULL)
    {
      gtk_label_set_markup (GTK_LABEL (why), explanation);
      ak_glossary_terms_attach (GTK_LABEL (why), self->lesson);
    }
  else
    gtk_label_set_text (GTK_LABEL (why), self->prediction->explanation);
  gtk_box_append (GTK_BOX (details), why);
  gtk_widget_set_visible (details, FALSE);
  return details;
}

static void
build (AkPredictionCard *self)
{
  GtkWidget *heading = ak_wrapped_label_new (_("Predict first"), "heading");

  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  gtk_widget_add_css_class (self->box, "card");
  gtk_widget_add_css_class (self->box, "prediction");
  g_object_set (self->box, "margin-top", 4, "margin-bottom", 4, NULL);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
  gtk_box_append (GTK_BOX (self->box), heading);
  gtk_box_append (GTK_BOX (self->box), ak_wrapped_label_new (self->prediction->question, NULL));
  gtk_box_append (GTK_BOX (self->box), guess_row_new (self));

  self->problem = ak_wrapped_label_new (NULL, "error");
  gtk_widget_set_name (self->problem, "prediction-problem");
  gtk_widget_set_visible (self->problem, FALSE);
  gtk_box_append (GTK_BOX (self->box), self->problem);

  self->check_button = gtk_button_new_with_label (_("Check"));
  gtk_widget_set_name (self->check_button, "prediction-check");
  gtk_widget_set_halign (self->check_button, GTK_ALIGN_START);
  g_signal_connect_swapped (self->check_button, "clicked", G_CALLBACK (check_clicked_cb), self);
  gtk_box_append (GTK_BOX (self->box), self->check_button);

  self->result = ak_wrapped_label_new (NULL, "heading");
  gtk_widget_set_name (self->result, "prediction-result");
  gtk_widget_set_visible (self->result, FALSE);
  gtk_box_append (GTK_BOX (self->box), self->result);
  self->details = details_new (self);
  gtk_box_append (GTK_BOX (self->box), self->details);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Predict first"), -1);
}

/**
 * ak_prediction_card_new:
 * @lesson: the lesson
 * @page: the page that holds @prediction
 * @prediction: one of @page's predictions
 *
 * Returns: (transfer floating) (nullable): the card, or %NULL (with a
 *   warning in the log) when the answer cannot be computed
 */
GtkWidget *
ak_prediction_card_new (AkLesson           *lesson,
                        const AkPage       *page,
                        const AkPrediction *prediction)
{
  g_autoptr(GError) error = NULL;
  AkPredictionCard *self;

  g_return_val_if_fail (AK_IS_LESSON (lesson) && page != NULL && prediction != NULL, NULL);

  self = g_object_new (AK_TYPE_PREDICTION_CARD, NULL);
  self->lesson = g_object_ref (lesson);
  self->page = page;
  self->prediction = prediction;
  self->has_answer = ak_prediction_answer (lesson, page, prediction, &self->answer, &error);
  if (!self->has_answer)
    {
      g_message ("Prediction %s left out: %s", prediction->id, error->message);
      g_object_ref_sink (self);
      g_object_unref (self);
      return NULL;
    }
  build (self);
  return GTK_WIDGET (self);
}

/**
 * ak_prediction_card_is_revealed:
 * @self: a card
 *
 * Returns: %TRUE once a guess was checked and the answer shown
 */
gboolean
ak_prediction_card_is_revealed (AkPredictionCard *self)
{
  g_return_val_if_fail (AK_IS_PREDICTION_CARD (self), FALSE);
  return self->revealed;
}

/**
 * ak_prediction_card_is_right:
 * @self: a card
 *
 * Returns: %TRUE if the checked guess is within the tolerance (a number)
 *   or the verdict itself
 */
gboolean
ak_prediction_card_is_right (AkPredictionCard *self)
{
  g_return_val_if_fail (AK_IS_PREDICTION_CARD (self), FALSE);
  return self->revealed && self->right;
}

/**
 * ak_prediction_card_get_result:
 * @self: a card
 *
 * Returns: (transfer none): the sentence shown after Check, or ""
 */
const char *
ak_prediction_card_get_result (AkPredictionCard *self)
{
  g_return_val_if_fail (AK_IS_PREDICTION_CARD (self), NULL);
  return gtk_label_get_text (GTK_LABEL (self->result));
}

/* As before any guess: nothing chosen, nothing typed, no answer shown. */
static void
forget (AkPredictionCard *self)
{
  if (self->entry != NULL)
    gtk_editable_set_text (GTK_EDITABLE (self->entry), "");
  if (self->compute_toggle != NULL)
    {
      gtk_check_button_set_active (GTK_CHECK_BUTTON (self->compute_toggle), FALSE);
      gtk_check_button_set_active (GTK_CHECK_BUTTON (self->memory_toggle), FALSE);
    }
  gtk_widget_set_visible (self->problem, FALSE);
  gtk_widget_set_visible (self->result, FALSE);
  gtk_widget_set_visible (self->details, FALSE);
  gtk_label_set_text (GTK_LABEL (self->result), "");
  self->revealed = FALSE;
  self->right = FALSE;
}

/* The last checked guess, shown again with the answer the app computes
 * now (the lesson may have changed since); nothing is said or saved. A
 * record of the other kind (the lesson changed a figure into a verdict)
 * is left alone. */
static void
restore (AkPredictionCard *self)
{
  const AkPredictionRecord *record = ak_progress_get_prediction (self->progress, self->lesson_key,
                                                                 self->page->id, self->prediction->id);
  g_autofree char *verdict = NULL;
  g_autofree char *typed = NULL;

  if (record == NULL || record->is_verdict != self->answer.is_verdict)
    return;

  if (record->is_verdict)
    gtk_check_button_set_active (GTK_CHECK_BUTTON (record->guess_memory ? self->memory_toggle
                                                                        : self->compute_toggle), TRUE);
  else
    {
      typed = ak_format_field_text (record->guess, 12);
      gtk_editable_set_text (GTK_EDITABLE (self->entry), typed);
    }
  verdict = reveal (self, record->guess, record->guess_memory ? AK_BOUND_MEMORY : AK_BOUND_COMPUTE);
}

/**
 * ak_prediction_card_set_progress:
 * @self: a card
 * @progress: the store that keeps the learner's guesses
 * @lesson_key: the lesson's progress key (ak_lesson_get_progress_key())
 *
 * Shows the guess saved last for this prediction, if any, with its
 * answer; from now on every checked guess is saved in @progress, and when
 * @progress is reset the card is empty again. Once per card.
 */
void
ak_prediction_card_set_progress (AkPredictionCard *self,
                                 AkProgress       *progress,
                                 const char       *lesson_key)
{
  g_return_if_fail (AK_IS_PREDICTION_CARD (self));
  g_return_if_fail (AK_IS_PROGRESS (progress));
  g_return_if_fail (lesson_key != NULL && lesson_key[0] != '\0');
  g_return_if_fail (self->progress == NULL);

  self->progress = g_object_ref (progress);
  self->lesson_key = g_strdup (lesson_key);
  g_signal_connect_object (progress, "reset", G_CALLBACK (forget), self, G_CONNECT_SWAPPED);
  restore (self);
}

/* ak-quiz.c: one attempt at a lesson's quiz, graded by authored answers
 *
 * Questions and choices may be shown in a shuffled order, but every answer
 * is stored and graded as the authored choice index: the position a choice
 * happens to be shown at never reaches the grading.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ak-quiz.h"
#include "ak-shuffle.h"

typedef struct {
  guint  question;      /* index into AkQuiz.questions */
  guint *choice_order;  /* shown position -> authored choice index */
  int    chosen;        /* authored choice index, -1 when not answered */
} Item;

struct _AkQuiz
{
  GObject    parent_instance;

  GPtrArray *questions;  /* AkQuestion, owned by the lesson */
  gboolean   shuffle;

  /* The current attempt */
  guint32    seed;
  gboolean   shuffled;
  GArray    *items;      /* Item, in the order asked */
  guint      position;
};

G_DEFINE_FINAL_TYPE (AkQuiz, ak_quiz, G_TYPE_OBJECT)
G_DEFINE_QUARK (ak-quiz-error-quark, ak_quiz_error)

enum {
  PROP_0,
  PROP_POSITION,
  PROP_SCORE,
  PROP_N_QUESTIONS,
  N_PROPS
};

enum {
  ANSWERED,
  STARTED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
clear_item (gpointer data)
{
  Item *item = data;

  g_clear_pointer (&item->choice_order, g_free);
}

static const AkQuestion *
item_question (AkQuiz     *self,
               const Item *item)
{
  return g_ptr_array_index (self->questions, item->question);
}

static gboolean
item_is_correct (AkQuiz     *self,
                 const Item *item)
{
  return item->chosen >= 0 && (guint) item->chosen == item_question (self, item)->answer;
}

static Item *
item_at (AkQuiz *self,
         guint   index)
{
  return &g_array_index (self->items, Item, index);
}

static guint *
choice_order_for (const AkQuestion *question,
                  gboolean          shuffled,
                  guint32           seed)
{
  guint *order = g_new (guint, question->n_choices);

  for (guint i = 0; i < question->n_choices; i++)
    order[i] = i;

  /* Seeded per question id, so a question keeps its choice order whatever
   * else the attempt holds; a question marked keep_order (an ordered
   * scale) keeps the authored one. */
  if (shuffled && !question->keep_order)
    {
      g_autoptr(GRand) rand = g_rand_new_with_seed (seed ^ g_str_hash (question->id));

      ak_shuffle_indices (rand, order, question->n_choices);
    }

  return order;
}

static void
append_item (AkQuiz *self,
             guint   question,
             int     chosen)
{
  Item item = {
    .question = question,
    .choice_order = choice_order_for (g_ptr_array_index (self->questions, question),
                                      self->shuffled, self->seed),
    .chosen = chosen,
  };

  g_array_append_val (self->items, item);
}

static void
notify_all (AkQuiz *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_QUESTIONS]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_POSITION]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SCORE]);
  g_signal_emit (self, signals[STARTED], 0);
}

static GArray *
missed_questions (AkQuiz *self)
{
  GArray *missed = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint i = 0; i < self->items->len; i++)
    {
      const Item *item = item_at (self, i);

      if (!item_is_correct (self, item))
        g_array_append_val (missed, item->question);
    }

  return missed;
}

static int
compare_guint (gconstpointer a,
               gconstpointer b)
{
  guint x = *(const guint *) a, y = *(const guint *) b;

  return (x > y) - (x < y);
}

/**
 * ak_quiz_start:
 * @self: a quiz
 * @missed_only: ask only the questions the current attempt got wrong or
 *   left unanswered; when there are none, every question is asked
 * @seed: the seed for the question and choice order (unused when the quiz
 *   does not shuffle)
 *
 * Starts a new attempt at the first question, forgetting the current one.
 */
void
ak_quiz_start (AkQuiz   *self,
               gboolean  missed_only,
               guint32   seed)
{
  g_autoptr(GArray) questions = NULL;

  g_return_if_fail (AK_IS_QUIZ (self));

  if (missed_only)
    questions = missed_questions (self);

  if (questions == NULL || questions->len == 0)
    {
      g_clear_pointer (&questions, g_array_unref);
      questions = g_array_new (FALSE, FALSE, sizeof (guint));
      for (guint i = 0; i < self->questions->len; i++)
        g_array_append_val (questions, i);
    }

  /* Authored order first, so the seed alone decides the order asked. */
  g_array_sort (questions, compare_guint);

  self->seed = seed;
  self->shuffled = self->shuffle;
  self->position = 0;

  if (self->shuffled)
    {
      g_autoptr(GRand) rand = g_rand_new_with_seed (seed);

      ak_shuffle_indices (rand, (guint *) (gpointer) questions->data, questions->len);
    }

  g_array_set_size (self->items, 0);
  for (guint i = 0; i < questions->len; i++)
    append_item (self, g_array_index (questions, guint, i), -1);

  notify_all (self);
}

/**
 * ak_quiz_new:
 * @questions: (element-type AkQuestion): a validated lesson's questions,
 *   at least one; the quiz keeps a reference to the array
 * @shuffle: whether attempts show questions and choices in a shuffled order
 * @seed: the seed of the first attempt's order
 *
 * Returns: (transfer full): a quiz at the first question of a new attempt
 */
AkQuiz *
ak_quiz_new (GPtrArray *questions,
             gboolean   shuffle,
             guint32    seed)
{
  AkQuiz *self;

  g_return_val_if_fail (questions != NULL && questions->len > 0, NULL);

  self = g_object_new (AK_TYPE_QUIZ, NULL);
  self->questions = g_ptr_array_ref (questions);
  self->shuffle = !!shuffle;
  ak_quiz_start (self, FALSE, seed);

  return self;
}

/**
 * ak_quiz_set_shuffle:
 * @self: a quiz
 * @shuffle: whether attempts started from now on are shuffled
 *
 * The current attempt keeps its order.
 */
void
ak_quiz_set_shuffle (AkQuiz   *self,
                     gboolean  shuffle)
{
  g_return_if_fail (AK_IS_QUIZ (self));

  self->shuffle = !!shuffle;
}

/**
 * ak_quiz_get_n_questions:
 * @self: a quiz
 *
 * Returns: how many questions the current attempt asks
 */
guint
ak_quiz_get_n_questions (AkQuiz *self)
{
  g_return_val_if_fail (AK_IS_QUIZ (self), 0);

  return self->items->len;
}

/**
 * ak_quiz_get_position:
 * @self: a quiz
 *
 * Returns: the index of the question shown, 0-based; equal to
 *   ak_quiz_get_n_questions() when the attempt is finished
 */
guint
ak_quiz_get_position (AkQuiz *self)
{
  g_return_val_if_fail (AK_IS_QUIZ (self), 0);

  return self->position;
}

/**
 * ak_quiz_get_score:
 * @self: a quiz
 *
 * Returns: how many questions of the current attempt were answered right;
 *   never more than ak_quiz_get_n_questions()
 */
guint
ak_quiz_get_score (AkQuiz *self)
{
  guint score = 0;

  g_return_val_if_fail (AK_IS_QUIZ (self), 0);

  for (guint i = 0; i < self->items->len; i++)
    score += item_is_correct (self, item_at (self, i)) ? 1 : 0;

  return score;
}

guint
ak_quiz_get_n_answered (AkQuiz *self)
{
  guint n = 0;

  g_return_val_if_fail (AK_IS_QUIZ (self), 0);

  for (guint i = 0; i < self->items->len; i++)
    n += item_at (self, i)->chosen >= 0 ? 1 : 0;

  return n;
}

/**
 * ak_quiz_is_finished:
 * @self: a quiz
 *
 * Returns: %TRUE when the learner moved past the last question
 */
gboolean
ak_quiz_is_finished (AkQuiz *self)
{
  g_return_val_if_fail (AK_IS_QUIZ (self), FALSE);

  return self->position >= self->items->len;
}

/**
 * ak_quiz_is_complete:
 * @self: a quiz
 *
 * Returns: %TRUE when every question of the attempt has an answer
 */
gboolean
ak_quiz_is_complete (AkQuiz *self)
{
  g_return_val_if_fail (AK_IS_QUIZ (self), FALSE);

  return ak_quiz_get_n_answered (self) == self->items->len;
}

/**
 * ak_quiz_is_full:
 * @self: a quiz
 *
 * Returns: %TRUE when the attempt asks every question of the quiz, not only
 *   the ones missed before
 */
gboolean
ak_quiz_is_full (AkQuiz *self)
{
  g_return_val_if_fail (AK_IS_QUIZ (self), FALSE);

  return self->items->len == self->questions->len;
}

/**
 * ak_quiz_get_n_missed:
 * @self: a quiz
 *
 * Returns: how many questions of the attempt are wrong or not answered
 */
guint
ak_quiz_get_n_missed (AkQuiz *self)
{
  g_return_val_if_fail (AK_IS_QUIZ (self), 0);

  return self->items->len - ak_quiz_get_score (self);
}

/**
 * ak_quiz_get_question:
 * @self: a quiz
 * @index: a question of the attempt, 0 to ak_quiz_get_n_questions() - 1
 *
 * Returns: (transfer none): the question asked at @index
 */
const AkQuestion *
ak_quiz_get_question (AkQuiz *self,
                      guint   index)
{
  g_return_val_if_fail (AK_IS_QUIZ (self), NULL);
  g_return_val_if_fail (index < self->items->len, NULL);

  return item_question (self, item_at (self, index));
}

/**
 * ak_quiz_get_choice:
 * @self: a quiz
 * @index: a question of the attempt
 * @shown: a position the question's choices are shown at, from 0
 *
 * Returns: the authored index (into #AkQuestion.choices) of the choice
 *   shown at @shown
 */
guint
ak_quiz_get_choice (AkQuiz *self,
                    guint   index,
                    guint   shown)
{
  const Item *item;

  g_return_val_if_fail (AK_IS_QUIZ (self), 0);
  g_return_val_if_fail (index < self->items->len, 0);

  item = item_at (self, index);
  g_return_val_if_fail (shown < item_question (self, item)->n_choices, 0);

  return item->choice_order[shown];
}

/**
 * ak_quiz_get_chosen:
 * @self: a quiz
 * @index: a question of the attempt
 *
 * Returns: the authored index of the choice picked for question @index, or
 *   -1 when it is not answered
 */
int
ak_quiz_get_chosen (AkQuiz *self,
                    guint   index)
{
  g_return_val_if_fail (AK_IS_QUIZ (self), -1);
  g_return_val_if_fail (index < self->items->len, -1);

  return item_at (self, index)->chosen;
}

/**
 * ak_quiz_answer:
 * @self: a quiz
 * @shown: the position of the picked choice as shown, from 0
 *
 * Answers the question shown. Only the first answer to a question counts:
 * later calls for the same question return %AK_QUIZ_ANSWER_IGNORED and
 * change nothing, so repeated clicks or key presses cannot raise the score.
 *
 * Returns: whether the answer counted, and if so whether it was right
 */
AkQuizAnswerResult
ak_quiz_answer (AkQuiz *self,
                guint   shown)
{
  Item *item;
  gboolean correct;

  g_return_val_if_fail (AK_IS_QUIZ (self), AK_QUIZ_ANSWER_IGNORED);

  if (ak_quiz_is_finished (self))
    return AK_QUIZ_ANSWER_IGNORED;

  item = item_at (self, self->position);
  if (item->chosen >= 0 || shown >= item_question (self, item)->n_choices)
    return AK_QUIZ_ANSWER_IGNORED;

  item->chosen = (int) item->choice_order[shown];
  correct = item_is_correct (self, item);

  if (correct)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SCORE]);
  g_signal_emit (self, signals[ANSWERED], 0, self->position, correct);

  return correct ? AK_QUIZ_ANSWER_CORRECT : AK_QUIZ_ANSWER_WRONG;
}

/**
 * ak_quiz_next:
 * @self: a quiz
 *
 * Moves past the question shown, once it is answered. Moving past the last
 * question finishes the attempt.
 *
 * Returns: %TRUE if the position changed
 */
gboolean
ak_quiz_next (AkQuiz *self)
{
  g_return_val_if_fail (AK_IS_QUIZ (self), FALSE);

  if (ak_quiz_is_finished (self) || item_at (self, self->position)->chosen < 0)
    return FALSE;

  self->position++;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_POSITION]);

  return TRUE;
}

/**
 * ak_quiz_get_attempt:
 * @self: a quiz
 *
 * Returns: (transfer full): a copy of the current attempt, for saving
 */
AkQuizAttempt *
ak_quiz_get_attempt (AkQuiz *self)
{
  AkQuizAttempt *attempt;

  g_return_val_if_fail (AK_IS_QUIZ (self), NULL);

  attempt = g_new0 (AkQuizAttempt, 1);
  attempt->seed = self->seed;
  attempt->shuffled = self->shuffled;
  attempt->position = self->position;
  attempt->question_ids = g_new0 (char *, self->items->len + 1);
  attempt->chosen = g_array_sized_new (FALSE, FALSE, sizeof (int), self->items->len);

  for (guint i = 0; i < self->items->len; i++)
    {
      const Item *item = item_at (self, i);

      attempt->question_ids[i] = g_strdup (item_question (self, item)->id);
      g_array_append_val (attempt->chosen, item->chosen);
    }

  return attempt;
}

static gboolean
find_question (AkQuiz     *self,
               const char *id,
               guint      *out_index)
{
  for (guint i = 0; i < self->questions->len; i++)
    {
      const AkQuestion *question = g_ptr_array_index (self->questions, i);

      if (g_strcmp0 (question->id, id) == 0)
        {
          *out_index = i;
          return TRUE;
        }
    }

  return FALSE;
}

static gboolean
check_attempt (AkQuiz              *self,
               const AkQuizAttempt *attempt,
               GError             **error)
{
  guint n = attempt->question_ids != NULL ? g_strv_length (attempt->question_ids) : 0;
  g_autofree gboolean *seen = g_new0 (gboolean, self->questions->len);

  if (n == 0 || attempt->chosen == NULL || attempt->chosen->len != n || attempt->position > n)
    {
      g_set_error (error, AK_QUIZ_ERROR, AK_QUIZ_ERROR_INVALID_ATTEMPT,
                   "The saved attempt has no questions or does not match its answers");
      return FALSE;
    }

  for (guint i = 0; i < n; i++)
    {
      int chosen = g_array_index (attempt->chosen, int, i);
      const AkQuestion *question;
      guint q;

      if (!find_question (self, attempt->question_ids[i], &q) || seen[q])
        {
          g_set_error (error, AK_QUIZ_ERROR, AK_QUIZ_ERROR_INVALID_ATTEMPT,
                       "The saved attempt has an unknown or repeated question “%s”",
                       attempt->question_ids[i]);
          return FALSE;
        }

      seen[q] = TRUE;
      question = g_ptr_array_index (self->questions, q);
      /* Answers come in order: nothing after the question shown is answered. */
      if (chosen < -1 || (chosen >= 0 && (guint) chosen >= question->n_choices) ||
          (chosen >= 0 && i > attempt->position) || (chosen < 0 && i < attempt->position))
        {
          g_set_error (error, AK_QUIZ_ERROR, AK_QUIZ_ERROR_INVALID_ATTEMPT,
                       "The saved answer to question “%s” does not fit", question->id);
          return FALSE;
        }
    }

  return TRUE;
}

/**
 * ak_quiz_restore:
 * @self: a quiz
 * @attempt: an attempt saved by ak_quiz_get_attempt(), possibly by an
 *   earlier run
 * @error: return location for an error in %AK_QUIZ_ERROR
 *
 * Makes @attempt the current attempt, with its order, answers and position.
 * An attempt that does not fit the quiz's questions (for example because
 * the lesson changed) leaves the quiz unchanged.
 *
 * Returns: %TRUE if @attempt was restored
 */
gboolean
ak_quiz_restore (AkQuiz              *self,
                 const AkQuizAttempt *attempt,
                 GError             **error)
{
  g_return_val_if_fail (AK_IS_QUIZ (self), FALSE);
  g_return_val_if_fail (attempt != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!check_attempt (self, attempt, error))
    return FALSE;

  self->seed = attempt->seed;
  self->shuffled = attempt->shuffled;
  self->position = attempt->position;
  g_array_set_size (self->items, 0);

  for (guint i = 0; attempt->question_ids[i] != NULL; i++)
    {
      guint q = 0;

      find_question (self, attempt->question_ids[i], &q);
      append_item (self, q, g_array_index (attempt->chosen, int, i));
    }

  notify_all (self);
  return TRUE;
}

/**
 * ak_quiz_attempt_copy:
 * @attempt: an attempt
 *
 * Returns: (transfer full): a deep copy of @attempt
 */
AkQuizAttempt *
ak_quiz_attempt_copy (const AkQuizAttempt *attempt)
{
  AkQuizAttempt *copy;

  g_return_val_if_fail (attempt != NULL, NULL);

  copy = g_memdup2 (attempt, sizeof *attempt);
  copy->question_ids = g_strdupv (attempt->question_ids);
  copy->chosen = g_array_copy (attempt->chosen);

  return copy;
}

void
ak_quiz_attempt_free (AkQuizAttempt *attempt)
{
  if (attempt == NULL)
    return;

  g_strfreev (attempt->question_ids);
  g_clear_pointer (&attempt->chosen, g_array_unref);
  g_free (attempt);
}

static void
ak_quiz_finalize (GObject *object)
{
  AkQuiz *self = AK_QUIZ (object);

  g_clear_pointer (&self->items, g_array_unref);
  g_clear_pointer (&self->questions, g_ptr_array_unref);

  G_OBJECT_CLASS (ak_quiz_parent_class)->finalize (object);
}

static void
ak_quiz_get_property (GObject    *object,
                      guint       prop_id,
                      GValue     *value,
                      GParamSpec *pspec)
{
  AkQuiz *self = AK_QUIZ (object);

  switch (prop_id)
    {
    case PROP_POSITION:
      g_value_set_uint (value, self->position);
      break;
    case PROP_SCORE:
      g_value_set_uint (value, ak_quiz_get_score (self));
      break;
    case PROP_N_QUESTIONS:
      g_value_set_uint (value, self->items->len);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ak_quiz_class_init (AkQuizClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = ak_quiz_finalize;
  object_class->get_property = ak_quiz_get_property;

  properties[PROP_POSITION] =
    g_param_spec_uint ("position", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SCORE] =
    g_param_spec_uint ("score", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_N_QUESTIONS] =
    g_param_spec_uint ("n-questions", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * AkQuiz::answered:
   * @index: the question answered, in the attempt's order
   * @correct: whether the answer is right
   *
   * Emitted once per question and attempt, when it is first answered.
   */
  signals[ANSWERED] =
    g_signal_new ("answered", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_BOOLEAN);

  /**
   * AkQuiz::started:
   *
   * Emitted when a new attempt starts or a saved one is restored.
   */
  signals[STARTED] =
    g_signal_new ("started", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
ak_quiz_init (AkQuiz *self)
{
  self->items = g_array_new (FALSE, FALSE, sizeof (Item));
  g_array_set_clear_func (self->items, clear_item);
}

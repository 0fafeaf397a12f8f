/* ak-quiz.h: one attempt at a lesson's quiz, graded by authored answers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "ak-lesson.h"

G_BEGIN_DECLS

#define AK_QUIZ_ERROR (ak_quiz_error_quark ())

/**
 * AkQuizError:
 * @AK_QUIZ_ERROR_INVALID_ATTEMPT: a saved attempt does not fit the quiz's
 *   questions (unknown or repeated question id, answer out of range,
 *   position past the end)
 */
typedef enum {
  AK_QUIZ_ERROR_INVALID_ATTEMPT,
} AkQuizError;

/**
 * AkQuizAnswerResult:
 * @AK_QUIZ_ANSWER_IGNORED: nothing changed: the question was already
 *   answered, the attempt is finished or the choice does not exist
 * @AK_QUIZ_ANSWER_CORRECT: the first answer to the question, and right
 * @AK_QUIZ_ANSWER_WRONG: the first answer to the question, and wrong
 */
typedef enum {
  AK_QUIZ_ANSWER_IGNORED,
  AK_QUIZ_ANSWER_CORRECT,
  AK_QUIZ_ANSWER_WRONG,
} AkQuizAnswerResult;

/**
 * AkQuizAttempt:
 * @seed: the seed the choice orders were shuffled with
 * @shuffled: whether choices were shuffled
 * @position: the question shown, 0 to the number of questions (finished)
 * @question_ids: (array zero-terminated=1): the attempt's questions in the
 *   order asked
 * @chosen: (element-type int): per question, the authored index of the
 *   choice picked, or -1 when not answered yet
 *
 * A plain copy of an attempt, as the progress store saves it.
 */
typedef struct {
  guint32   seed;
  gboolean  shuffled;
  guint     position;
  GStrv     question_ids;
  GArray   *chosen;
} AkQuizAttempt;

#define AK_TYPE_QUIZ (ak_quiz_get_type ())

G_DECLARE_FINAL_TYPE (AkQuiz, ak_quiz, AK, QUIZ, GObject)

GQuark              ak_quiz_error_quark           (void);

AkQuiz             *ak_quiz_new                   (GPtrArray           *questions,
                                                   gboolean             shuffle,
                                                   guint32              seed);
void                ak_quiz_start                 (AkQuiz              *self,
                                                   gboolean             missed_only,
                                                   guint32              seed);
void                ak_quiz_set_shuffle           (AkQuiz              *self,
                                                   gboolean             shuffle);

guint               ak_quiz_get_n_questions       (AkQuiz              *self);
guint               ak_quiz_get_position          (AkQuiz              *self);
guint               ak_quiz_get_score             (AkQuiz              *self);
guint               ak_quiz_get_n_answered        (AkQuiz              *self);
gboolean            ak_quiz_is_finished           (AkQuiz              *self);
gboolean            ak_quiz_is_complete           (AkQuiz              *self);
gboolean            ak_quiz_is_full               (AkQuiz              *self);
guint               ak_quiz_get_n_missed          (AkQuiz              *self);

const AkQuestion   *ak_quiz_get_question          (AkQuiz              *self,
                                                   guint                index);
guint               ak_quiz_get_choice            (AkQuiz              *self,
                                                   guint                index,
                                                   guint                shown);
int                 ak_quiz_get_chosen            (AkQuiz              *self,
                                                   guint                index);

AkQuizAnswerResult  ak_quiz_answer                (AkQuiz              *self,
                                                   guint                shown);
gboolean            ak_quiz_next                  (AkQuiz              *self);

AkQuizAttempt      *ak_quiz_get_attempt           (AkQuiz              *self);
gboolean            ak_quiz_restore               (AkQuiz              *self,
                                                   const AkQuizAttempt *attempt,
                                                   GError             **error);

AkQuizAttempt      *ak_quiz_attempt_copy          (const AkQuizAttempt *attempt);
void                ak_quiz_attempt_free          (AkQuizAttempt       *attempt);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (AkQuizAttempt, ak_quiz_attempt_free)

G_END_DECLS

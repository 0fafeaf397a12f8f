/* ak-quiz-page.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ak-activity-page.h"
#include "ak-lesson.h"
#include "ak-progress.h"
#include "ak-quiz.h"

G_BEGIN_DECLS

#define AK_TYPE_QUIZ_PAGE (ak_quiz_page_get_type ())

G_DECLARE_FINAL_TYPE (AkQuizPage, ak_quiz_page, AK, QUIZ_PAGE, AkActivityPage)

AkQuizPage *ak_quiz_page_new          (AkPageContext *context,
                                       const AkPage  *page);
AkQuiz     *ak_quiz_page_get_quiz     (AkQuizPage   *self);
void        ak_quiz_page_set_progress (AkQuizPage   *self,
                                       AkProgress   *progress);
gboolean    ak_quiz_page_is_showing_results (AkQuizPage *self);

G_END_DECLS

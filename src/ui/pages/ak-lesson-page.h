/* ak-lesson-page.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ak-lesson.h"
#include "ak-page-context.h"

G_BEGIN_DECLS

#define AK_TYPE_LESSON_PAGE (ak_lesson_page_get_type ())

G_DECLARE_FINAL_TYPE (AkLessonPage, ak_lesson_page, AK, LESSON_PAGE, GtkWidget)

AkLessonPage *ak_lesson_page_new        (AkPageContext *context,
                                         const AkPage  *page);
gboolean      ak_lesson_page_is_complete (AkLessonPage *self);

G_END_DECLS

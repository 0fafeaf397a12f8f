/* ak-lesson-watch.h: reload a lesson file when its author saves it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "ak-lesson.h"

G_BEGIN_DECLS

/* Events closer together than this are one save (editors write, rename
 * and touch a file in quick succession). */
#define AK_LESSON_WATCH_SETTLE_MS 150

#define AK_TYPE_LESSON_WATCH (ak_lesson_watch_get_type ())

G_DECLARE_FINAL_TYPE (AkLessonWatch, ak_lesson_watch, AK, LESSON_WATCH, GObject)

AkLessonWatch *ak_lesson_watch_new        (GFile          *file,
                                           GError        **error);
gboolean       ak_lesson_watch_reload     (AkLessonWatch  *self);
guint          ak_lesson_watch_get_n_loads (AkLessonWatch *self);

G_END_DECLS

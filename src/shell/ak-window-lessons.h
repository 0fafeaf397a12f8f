/* ak-window-lessons.h: the window's lesson files: Open, the library, recent files, export
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ak-window.h"

G_BEGIN_DECLS

/* Recently opened lesson files kept in the setting recent-lessons. */
#define AK_RECENT_LESSONS_MAX 8

void     ak_window_lessons_install_actions (GtkWidgetClass *widget_class);
void     ak_window_lessons_update_actions  (GtkWidget      *window,
                                            GSettings      *settings);
void     ak_window_lessons_add_recent      (GSettings      *settings,
                                            GFile          *file);
GFile   *ak_window_lessons_fixed_lesson    (GSettings      *settings);
gboolean ak_window_lessons_claim           (AkProgress     *progress,
                                            AkLesson       *lesson,
                                            GError        **error);
GtkWindow *ak_window_lessons_ask_learner_name (AkWindow *self);
gboolean ak_window_export_results          (AkWindow       *self,
                                            GFile          *file);

G_END_DECLS

/* ak-window.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "ak-application.h"
#include "ak-lesson.h"
#include "ak-page-context.h"
#include "ak-progress.h"

G_BEGIN_DECLS

#define AK_TYPE_WINDOW (ak_window_get_type ())

G_DECLARE_FINAL_TYPE (AkWindow, ak_window, AK, WINDOW, AdwApplicationWindow)

AkWindow   *ak_window_new              (AkApplication *application);
void        ak_window_set_lesson       (AkWindow      *self,
                                        AkLesson      *lesson,
                                        const char    *page_id);
AkLesson   *ak_window_get_lesson       (AkWindow      *self);
gboolean    ak_window_open_file        (AkWindow      *self,
                                        GFile         *file,
                                        const char    *page_id);
gboolean       ak_window_play_loaded_file     (AkWindow      *self,
                                               GFile         *file,
                                               AkLesson      *lesson,
                                               GPtrArray     *problems,
                                               const char    *page_id);
GFile      *ak_window_get_lesson_file  (AkWindow      *self);
const char *ak_window_get_banner_text  (AkWindow      *self);
void        ak_window_show_problems    (AkWindow      *self,
                                        GFile         *file,
                                        GPtrArray     *problems);
gboolean    ak_window_has_page         (AkWindow      *self,
                                        const char    *page_id);
gboolean    ak_window_select_page      (AkWindow      *self,
                                        const char    *page_id);
const char *ak_window_get_page_id      (AkWindow      *self);
gboolean    ak_window_is_showing_problems (AkWindow   *self);
const char *ak_window_get_problems_text (AkWindow   *self);
GtkNotebook *ak_window_get_notebook    (AkWindow      *self);
GtkWidget  *ak_window_get_page_widget  (AkWindow      *self,
                                        const char    *page_id);
AkProgress *ak_window_get_progress     (AkWindow      *self);
AkPageContext *ak_window_get_context   (AkWindow      *self);
void        ak_window_show_toast       (AkWindow      *self,
                                        const char    *message);
const char *ak_window_get_last_toast   (AkWindow      *self);

G_END_DECLS

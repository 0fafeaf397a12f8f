/* ak-window-pages-private.h: what the window's files share
 *
 * ak-window.c holds the class, the lesson shown and the lesson file;
 * ak-window-pages.c the notebook's pages, ak-window-tabs.c their tabs.
 * Neither of those two calls back into ak-window.c (nor the application),
 * and the tabs do not call the pages.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ak-lesson-watch.h"
#include "ak-window.h"

G_BEGIN_DECLS

/* From this window width on, the page tabs are a column on the left:
 * nine page titles do not fit in one row, and a column shows them all.
 * Narrower, they scroll in a row on top, which leaves the page the width. */
#define SIDE_TABS_MIN_WIDTH 800
#define TAB_TITLE_CHARS 14

struct _AkWindow
{
  AdwApplicationWindow  parent_instance;

  GSettings            *settings;
  AkLesson             *lesson;
  AkPageContext        *context;
  gboolean              populating;
  char                 *last_toast;
  guint                 tabs_source;
  GFile                *lesson_file;  /* played from a file, or NULL */
  AkLessonWatch        *watch;        /* reloads lesson_file when saved */

  AdwToastOverlay      *toast_overlay;
  GtkStack             *stack;
  GtkNotebook          *notebook;
  GtkWidget            *menu_button;
  GtkLabel             *problems_label;
  GtkWidget            *open_bundled_button;
  GtkRevealer          *banner;
  GtkLabel             *banner_label;
};

/* ak-window-pages.c */
const char *_ak_window_page_id_at (AkWindow *self,
                                   int       index);
void _ak_window_update_page_actions (AkWindow *self,
                                     int       current);
void _ak_window_ensure_page_built (AkWindow *self,
                                   guint     index);
void _ak_window_clear_notebook (AkWindow *self);

/* ak-window-tabs.c */
void _ak_window_append_page (AkWindow     *self,
                             const AkPage *page);
void _ak_window_next_page_action (GtkWidget  *widget,
                                  const char *action_name,
                                  GVariant   *param);
void _ak_window_previous_page_action (GtkWidget  *widget,
                                      const char *action_name,
                                      GVariant   *param);
void _ak_window_goto_page_action (GtkWidget  *widget,
                                  const char *action_name,
                                  GVariant   *param);
gboolean _ak_window_update_tabs (gpointer data);

G_END_DECLS

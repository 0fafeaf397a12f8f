/* ak-sort-page.h: the sort page, reading text and the sorting game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ak-activity-page.h"
#include "ak-lesson.h"
#include "ak-sort-card.h"
#include "ak-sort-game.h"

G_BEGIN_DECLS

#define AK_TYPE_SORT_PAGE (ak_sort_page_get_type ())

G_DECLARE_FINAL_TYPE (AkSortPage, ak_sort_page, AK, SORT_PAGE, AkActivityPage)

AkSortPage  *ak_sort_page_new        (AkPageContext  *context,
                                      const AkPage   *page);
AkSortGame  *ak_sort_page_get_game   (AkSortPage     *self);
AkSortCard  *ak_sort_page_get_card   (AkSortPage     *self,
                                      const char     *piece_id);
GtkWidget   *ak_sort_page_get_zone   (AkSortPage     *self,
                                      AkSortLocation  location);
AkSortCard  *ak_sort_page_get_picked (AkSortPage     *self);
gboolean     ak_sort_page_drop       (AkSortPage     *self,
                                      const GValue   *value,
                                      AkSortLocation  location);
GtkWidget   *ak_sort_page_drag_hover (AkSortPage     *self,
                                      double          x,
                                      double          y);
gboolean     ak_sort_page_get_autoscrolling (AkSortPage *self);

G_END_DECLS

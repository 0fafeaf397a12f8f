/* ak-sort-page-board-private.h: what the sort page's files share
 *
 * ak-sort-page.c holds the class and follows the game; ak-sort-page-pick.c
 * (click and keyboard) and ak-sort-page-drag.c (drag and drop) move pieces
 * through ak-sort-page-board.c, which calls none of them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ak-sort-page.h"

G_BEGIN_DECLS

struct _AkSortPage
{
  AkActivityPage  parent_instance;

  AkSortGame     *game;
  GHashTable     *cards;        /* piece id -> AkSortCard, owned by the flow boxes */
  AkSortCard     *picked;       /* picked up by click or keyboard, or NULL */
  AkSortLocation  picked_from;
  AkSortLocation  target;       /* the bin chosen for the picked card; TRAY for none */

  GtkScrolledWindow *scroller;  /* the page's, around the board */
  guint           autoscroll_tick;
  double          autoscroll_speed; /* pixels a second, negative upwards */
  gint64          autoscroll_last;  /* frame time of the last step, µs */
  double          drag_x;           /* where the drag hovers in the scroller */
  double          drag_y;

  GtkWidget      *board;
  GtkWidget      *tray;
  GtkFlowBox     *tray_flow;
  GtkWidget      *bins;         /* the flow box of the bins */
  guint           bin_mask;     /* 1 << AkBin of the page's bins */
  GtkWidget      *compute_bin;
  GtkWidget      *memory_bin;
  GtkWidget      *link_bin;
  GtkFlowBox     *compute_flow;
  GtkFlowBox     *memory_flow;
  GtkFlowBox     *link_flow;
  GtkLabel       *compute_count;
  GtkLabel       *memory_count;
  GtkLabel       *link_count;
  GtkLabel       *left_label;
  GtkWidget      *check_button;
  GtkWidget      *try_again_button;
  GtkLabel       *result_label;
  GtkLabel       *status_label;
  GtkLabel       *help_label;
};

/* The page's bins, in the order they are laid out: at most three. */
#define AK_SORT_PAGE_MAX_BINS 3

/* ak-sort-page-board.c */
guint _ak_sort_page_get_bins (AkSortPage     *self,
                              AkSortLocation  out_bins[AK_SORT_PAGE_MAX_BINS]);
GtkFlowBox *_ak_sort_page_flow_for (AkSortPage     *self,
                                    AkSortLocation  location);
AkSortLocation _ak_sort_page_zone_location (AkSortPage *self,
                                            GtkWidget  *zone);
const char *_ak_sort_page_piece_id (AkSortCard *card);
const char *_ak_sort_page_piece_label (AkSortPage *self,
                                       AkSortCard *card);
void _ak_sort_page_announce_full (AkSortPage *self,
                                  const char *shown,
                                  const char *spoken,
                                  GtkWidget  *focus);
void _ak_sort_page_announce (AkSortPage *self,
                             const char *message);
void _ak_sort_page_focus_card (AkSortCard *card);
void _ak_sort_page_set_target (AkSortPage     *self,
                               AkSortLocation  target);
void _ak_sort_page_put_down (AkSortPage *self);
void _ak_sort_page_pick_up (AkSortPage *self,
                            AkSortCard *card);
gboolean _ak_sort_page_move_piece (AkSortPage     *self,
                                   AkSortCard     *card,
                                   AkSortLocation  location);
void _ak_sort_page_place_picked (AkSortPage     *self,
                                 AkSortLocation  location);
gboolean _ak_sort_page_refuse_if_checked (AkSortPage *self);
AkSortCard *_ak_sort_page_focused_card (AkSortPage *self);
void _ak_sort_page_focus_next_in_tray (AkSortPage *self,
                                       AkSortCard *after);
void _ak_sort_page_update_summary (AkSortPage *self);

/* ak-sort-page-pick.c */
void _ak_sort_page_on_card_activated (AkSortCard *card,
                                      AkSortPage *self);
gboolean _ak_sort_page_on_card_key_pressed (GtkEventControllerKey *keys,
                                            guint                  keyval,
                                            guint                  keycode,
                                            GdkModifierType        state,
                                            AkSortPage            *self);
void _ak_sort_page_on_zone_released (GtkGestureClick *gesture,
                                     int              n_press,
                                     double           x,
                                     double           y,
                                     AkSortPage      *self);

/* ak-sort-page-drag.c */
void _ak_sort_page_stop_autoscroll (AkSortPage *self);
void _ak_sort_page_drag_gone (AkSortPage *self);
void _ak_sort_page_setup_drop_target (AkSortPage *self);

G_END_DECLS

/* ak-sort-page.c: the sort page, reading text and the sorting game
 *
 * Three equal ways to move a piece, all ending in ak_sort_game_move():
 * drag and drop (the content is the card itself, a type no other
 * application can offer), click a card then a bin, and the keyboard (Enter
 * picks a card up, 1/2/3 or an arrow chooses a bin, Enter puts it there,
 * Backspace takes it back). The bins are the page's: compute- and
 * memory-bound, and the link's where the lesson names it. The view never moves a card by itself: it
 * follows the game's "changed" signal.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "ak-a11y-names.h"
#include "ak-progress.h"
#include "ak-sort-page-board-private.h"

G_DEFINE_FINAL_TYPE (AkSortPage, ak_sort_page, AK_TYPE_ACTIVITY_PAGE)

static void
move_card_widget (AkSortPage     *self,
                  AkSortCard     *card,
                  AkSortLocation  location)
{
  GtkWidget *flow_child = gtk_widget_get_parent (GTK_WIDGET (card));
  GtkFlowBox *from = GTK_FLOW_BOX (gtk_widget_get_parent (flow_child));
  GtkFlowBox *to = _ak_sort_page_flow_for (self, location);

  if (from == to)
    return;

  g_object_ref (flow_child);
  gtk_flow_box_remove (from, flow_child);
  gtk_flow_box_insert (to, flow_child, -1);
  g_object_unref (flow_child);
}

static void
on_game_changed (AkSortPage *self)
{
  AkSortCard *focused = _ak_sort_page_focused_card (self);
  AkSortLocation focused_was = focused != NULL ? ak_sort_card_get_location (focused) : AK_SORT_LOCATION_TRAY;
  gboolean checked = ak_sort_game_get_checked (self->game);
  GHashTableIter iter;
  gpointer value;

  g_assert (AK_IS_SORT_PAGE (self));

  g_hash_table_iter_init (&iter, self->cards);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    {
      AkSortCard *card = value;
      AkSortLocation location = ak_sort_game_get_location (self->game, _ak_sort_page_piece_id (card));
      AkSortVerdict verdict = AK_SORT_VERDICT_NONE;

      if (checked)
        verdict = ak_sort_game_is_correct (self->game, _ak_sort_page_piece_id (card)) ? AK_SORT_VERDICT_RIGHT
                                                                         : AK_SORT_VERDICT_WRONG;
      ak_sort_card_set_state (card, location, verdict,
                              ak_sort_game_get_answer (self->game, _ak_sort_page_piece_id (card)));
      ak_sort_card_set_movable (card, !checked);
      move_card_widget (self, card, location);
    }

  /* The order may have changed (a shuffle). */
  gtk_flow_box_invalidate_sort (self->tray_flow);
  gtk_flow_box_invalidate_sort (self->compute_flow);
  gtk_flow_box_invalidate_sort (self->memory_flow);
  gtk_flow_box_invalidate_sort (self->link_flow);

  if (self->picked != NULL &&
      (checked || ak_sort_card_get_location (self->picked) != self->picked_from))
    _ak_sort_page_put_down (self);

  _ak_sort_page_update_summary (self);

  if (focused != NULL && ak_sort_card_get_location (focused) != focused_was)
    {
      if (ak_sort_card_get_location (focused) == AK_SORT_LOCATION_TRAY)
        _ak_sort_page_focus_card (focused);
      else
        _ak_sort_page_focus_next_in_tray (self, focused);
    }
}

/* The first card placed in a bin, in the order the bins show them. */
static GtkWidget *
first_placed_card (AkSortPage *self)
{
  for (AkSortLocation bin = AK_SORT_LOCATION_COMPUTE; bin <= AK_SORT_LOCATION_LINK; bin++)
    for (guint i = 0; i < ak_sort_game_get_n_pieces (self->game); i++)
      {
        const char *id = ak_sort_game_get_piece_id (self->game, i);

        if (ak_sort_game_get_location (self->game, id) == bin)
          return ak_sort_card_get_button (g_hash_table_lookup (self->cards, id));
      }
  return self->try_again_button;
}

static void
check_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *param)
{
  AkSortPage *self = AK_SORT_PAGE (widget);
  const char *explained = _("Each card now says whether it is right, and why.");
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;

  if (!ak_sort_game_check (self->game, &error))
    {
      _ak_sort_page_announce (self, error->message);
      return;
    }

  /* The focus goes to the first card, which now says whether it is right
   * and why; not to Try Again, where one more Enter would shuffle the
   * result away before it was read. */
  message = g_strdup_printf ("%s. %s", gtk_label_get_text (self->result_label), explained);
  _ak_sort_page_announce_full (self, explained, message, first_placed_card (self));
}

static void
try_again_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *param)
{
  AkSortPage *self = AK_SORT_PAGE (widget);

  _ak_sort_page_put_down (self);
  ak_sort_game_try_again (self->game);
  ak_sort_game_shuffle (self->game, g_random_int ());
  _ak_sort_page_focus_next_in_tray (self, NULL);
  _ak_sort_page_announce (self, _("All pieces are back in the tray, in a new order."));
}

static int
compare_cards (GtkFlowBoxChild *a,
               GtkFlowBoxChild *b,
               gpointer         data)
{
  AkSortPage *self = data;
  guint pa = ak_sort_game_get_position (self->game, _ak_sort_page_piece_id (AK_SORT_CARD (gtk_flow_box_child_get_child (a))));
  guint pb = ak_sort_game_get_position (self->game, _ak_sort_page_piece_id (AK_SORT_CARD (gtk_flow_box_child_get_child (b))));

  return (pa > pb) - (pa < pb);
}

static void
add_card (AkSortPage *self,
          const char *id)
{
  GtkWidget *card = ak_sort_card_new (id, ak_sort_game_get_label (self->game, id),
                                      ak_sort_game_get_explanation (self->game, id));
  GtkWidget *flow_child = gtk_flow_box_child_new ();
  GtkEventController *keys = gtk_event_controller_key_new ();

  g_signal_connect (card, "activated", G_CALLBACK (_ak_sort_page_on_card_activated), self);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (_ak_sort_page_on_card_key_pressed), self);
  gtk_widget_add_controller (card, keys);
  g_signal_connect_swapped (ak_sort_card_get_drag_source (AK_SORT_CARD (card)), "drag-end",
                            G_CALLBACK (_ak_sort_page_drag_gone), self);

  /* The card's button takes the focus, not the flow box child around it. */
  gtk_widget_set_focusable (flow_child, FALSE);
  ak_accessible_name_widget (flow_child);
  gtk_flow_box_child_set_child (GTK_FLOW_BOX_CHILD (flow_child), card);
  gtk_flow_box_append (self->tray_flow, flow_child);
  g_hash_table_insert (self->cards, (gpointer) ak_sort_card_get_piece_id (AK_SORT_CARD (card)), card);
}

static void
setup_zone (AkSortPage *self,
            GtkWidget  *zone)
{
  GtkGesture *click = gtk_gesture_click_new ();

  g_signal_connect (click, "released", G_CALLBACK (_ak_sort_page_on_zone_released), self);
  gtk_widget_add_controller (zone, GTK_EVENT_CONTROLLER (click));

  gtk_flow_box_set_sort_func (_ak_sort_page_flow_for (self, _ak_sort_page_zone_location (self, zone)), compare_cards, self, NULL);
}

static void
ak_sort_page_dispose (GObject *object)
{
  AkSortPage *self = AK_SORT_PAGE (object);

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  _ak_sort_page_stop_autoscroll (self);
  self->picked = NULL;
  g_clear_pointer (&self->cards, g_hash_table_unref);
  gtk_widget_dispose_template (GTK_WIDGET (self), AK_TYPE_SORT_PAGE);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (ak_sort_page_parent_class)->dispose (object);
}

static void
ak_sort_page_class_init (AkSortPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ak_sort_page_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, AK_RESOURCE_PREFIX "/ui/ak-sort-page.ui");
  gtk_widget_class_bind_template_child (widget_class, AkSortPage, board);
  gtk_widget_class_bind_template_child (widget_class, AkSortPage, tray);
  gtk_widget_class_bind_template_child (widget_class, AkSortPage, tray_flow);
  gtk_widget_class_bind_template_child (widget_class, AkSortPage, compute_bin);
  gtk_widget_class_bind_template_child (widget_class, AkSortPage, memory_bin);
  gtk_widget_class_bind_template_child (widget_class, AkSortPage, link_bin);
  gtk_widget_class_bind_template_child (widget_class, AkSortPage, link_flow);
  gtk_widget_class_bind_template_child (widget_class, AkSortPage, link_count);
  gtk_widget_class_bind_template_child (widget_class, AkSortPage, bins);
  gtk_widget_class_bind_template_child (widget_class, AkSortPage, compute_flow);
  gtk_widget_class_bind_template_child (widget_class, AkSortPage, memory_flow);
  gtk_widget_class_bind_template_child (widget_class, AkSortPage, compute_count);
  gtk_widget_class_bind_template_child (widget_class, AkSortPage, memory_count);
  gtk_widget_class_bind_template_child (widget_class, AkSortPage, left_label);
  gtk_widget_class_bind_template_child (widget_class, AkSortPage, check_button);
  gtk_widget_class_bind_template_child (widget_class, AkSortPage, try_again_button);
  gtk_widget_class_bind_template_child (widget_class, AkSortPage, result_label);
  gtk_widget_class_bind_template_child (widget_class, AkSortPage, status_label);
  gtk_widget_class_bind_template_child (widget_class, AkSortPage, help_label);
  /* Page commands: their buttons and their keys (listed in the shortcuts window). */
  gtk_widget_class_install_action (widget_class, "sort.check", NULL, check_action);
  gtk_widget_class_install_action (widget_class, "sort.try-again", NULL, try_again_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, GDK_CONTROL_MASK, "sort.check", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_r, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "sort.try-again", NULL);
  gtk_widget_class_set_css_name (widget_class, "sortpage");
}

/* The keys by the names GTK gives them, as the shortcuts window shows them
 * (in German "Löschen", not a translator's own word for Backspace). */
static void
set_help_text (AkSortPage *self,
               gboolean    link)
{
  g_autofree char *enter = gtk_accelerator_get_label (GDK_KEY_Return, 0);
  g_autofree char *back = gtk_accelerator_get_label (GDK_KEY_BackSpace, 0);
  /* Translators: %1$s is the name of the Enter key, %2$s of the Backspace
   * key, as GTK's shortcuts window writes them */
  g_autofree char *text = g_strdup_printf (link ? _("Drag each card into a bin, or click a card and then a bin. "
                                                    "With the keyboard: %1$s picks a card up, 1, 2 or 3 (or an "
                                                    "arrow key) chooses a bin, %1$s puts it there, %2$s takes "
                                                    "it back.")
                                                : _("Drag each card into a bin, or click a card and then a bin. "
                                                    "With the keyboard: %1$s picks a card up, 1 or 2 (or an arrow "
                                                    "key) chooses a bin, %1$s puts it there, %2$s takes it back."),
                                           enter, back);

  gtk_label_set_text (self->help_label, text);
}

/* The page's bins (a mask of 1 << AkBin): the link's shows only when the
 * lesson names it, and the bins sit side by side when there is room. */
static void
show_bins (AkSortPage *self,
           guint       mask)
{
  AkSortLocation bins[AK_SORT_PAGE_MAX_BINS];
  gboolean link = (mask & (1u << AK_BIN_LINK)) != 0;

  self->bin_mask = mask;
  gtk_widget_set_visible (gtk_widget_get_parent (self->link_bin), link);
  gtk_widget_set_visible (gtk_widget_get_parent (self->compute_bin), (mask & (1u << AK_BIN_COMPUTE)) != 0);
  gtk_widget_set_visible (gtk_widget_get_parent (self->memory_bin), (mask & (1u << AK_BIN_MEMORY)) != 0);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (self->bins), _ak_sort_page_get_bins (self, bins));
  set_help_text (self, link);
}

static void
ak_sort_page_init (AkSortPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "sort.check", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "sort.try-again", FALSE);

  self->cards = g_hash_table_new (g_str_hash, g_str_equal);
  self->target = AK_SORT_LOCATION_TRAY;
  show_bins (self, AK_SORT_BINS_DEFAULT);

  setup_zone (self, self->tray);
  setup_zone (self, self->compute_bin);
  setup_zone (self, self->memory_bin);
  setup_zone (self, self->link_bin);
  _ak_sort_page_setup_drop_target (self);
}

/**
 * ak_sort_page_new:
 * @context: what pages are handed: the lesson, and the progress store
 *   that keeps each check (ak_progress_watch_sort_game())
 * @page: a sort page of the context's lesson
 *
 * Shows @page's reading blocks followed by the game with @page's pieces,
 * in a random order.
 *
 * Returns: (transfer floating): a new page
 */
AkSortPage *
ak_sort_page_new (AkPageContext *context,
                  const AkPage  *page)
{
  AkProgress *progress;
  AkSortPage *self;

  g_return_val_if_fail (AK_IS_PAGE_CONTEXT (context), NULL);
  g_return_val_if_fail (page != NULL && page->pieces != NULL, NULL);

  self = g_object_new (AK_TYPE_SORT_PAGE, NULL);
  show_bins (self, page->sort_bins);
  ak_activity_page_set_page (AK_ACTIVITY_PAGE (self), context, page);

  self->game = ak_sort_game_new (page->pieces);
  ak_sort_game_shuffle (self->game, g_random_int ());
  for (guint i = 0; i < ak_sort_game_get_n_pieces (self->game); i++)
    add_card (self, ak_sort_game_get_piece_id (self->game, i));

  g_signal_connect_swapped (self->game, "changed", G_CALLBACK (on_game_changed), self);
  on_game_changed (self);

  progress = ak_page_context_get_progress (context);
  if (progress != NULL)
    ak_progress_watch_sort_game (progress, ak_lesson_get_progress_key (ak_page_context_get_lesson (context)), self->game);

  return self;
}

/**
 * ak_sort_page_get_game:
 *
 * Returns: (transfer none): the game; the progress store listens to its
 *   #AkSortGame::checked signal
 */
AkSortGame *
ak_sort_page_get_game (AkSortPage *self)
{
  g_return_val_if_fail (AK_IS_SORT_PAGE (self), NULL);

  return self->game;
}

/**
 * ak_sort_page_get_card:
 *
 * Returns: (transfer none) (nullable): the card of the piece @piece_id
 */
AkSortCard *
ak_sort_page_get_card (AkSortPage *self,
                       const char *piece_id)
{
  g_return_val_if_fail (AK_IS_SORT_PAGE (self), NULL);

  return g_hash_table_lookup (self->cards, piece_id);
}

/**
 * ak_sort_page_get_picked:
 *
 * Returns: (transfer none) (nullable): the card picked up by a click or the
 *   keyboard, waiting for a bin
 */
AkSortCard *
ak_sort_page_get_picked (AkSortPage *self)
{
  g_return_val_if_fail (AK_IS_SORT_PAGE (self), NULL);

  return self->picked;
}

/* ak-sort-card.c: a piece of the sorting game
 *
 * The piece is a button (so it is focusable and has the button role) inside
 * a card that also shows the verdict and the explanation after a check; the
 * explanation may hold links, which must not sit inside a button. The whole
 * card is the drag source, in the capture phase so a drag that starts on the
 * button wins over its click; its content is the card itself, a type only
 * this process knows, so drops from other applications never match.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "ak-announce.h"
#include "ak-reading-blocks.h"
#include "ak-sort-card.h"

#define LABEL_WIDTH_CHARS 14
#define LABEL_MAX_WIDTH_CHARS 24

struct _AkSortCard
{
  GtkWidget      parent_instance;

  char          *piece_id;
  char          *label;
  char          *explanation;  /* lesson markup */
  AkSortLocation location;
  AkSortLocation answer;    /* the bin it belongs in */
  AkSortVerdict  verdict;
  gboolean       picked;
  gboolean       movable;
  double         drag_x;
  double         drag_y;

  GtkDragSource *drag_source;
  GtkWidget     *button;
  GtkWidget     *verdict_box;
  GtkLabel      *verdict_label;
  GtkLabel      *explanation_label;
};

G_DEFINE_FINAL_TYPE (AkSortCard, ak_sort_card, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_PIECE_ID,
  PROP_LABEL,
  PROP_EXPLANATION,
  PROP_PICKED,
  PROP_MOVABLE,
  N_PROPS
};

enum {
  ACTIVATED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/**
 * ak_sort_location_to_label:
 * @location: the tray or a bin
 *
 * Returns: the name of @location, as the bins' titles show it
 */
const char *
ak_sort_location_to_label (AkSortLocation location)
{
  switch (location)
    {
    case AK_SORT_LOCATION_COMPUTE:
      return _("Compute-bound");
    case AK_SORT_LOCATION_MEMORY:
      return _("Memory-bound");
    case AK_SORT_LOCATION_LINK:
      return _("Bound by the link");
    case AK_SORT_LOCATION_TRAY:
    default:
      return _("Tray");
    }
}

static void
set_css_class (GtkWidget  *widget,
               const char *css_class,
               gboolean    set)
{
  if (set)
    gtk_widget_add_css_class (widget, css_class);
  else
    gtk_widget_remove_css_class (widget, css_class);
}

static const char *
where_text (AkSortCard *self)
{
  if (self->picked)
    return _("picked up");

  switch (self->location)
    {
    case AK_SORT_LOCATION_COMPUTE:
      return _("in the compute-bound bin");
    case AK_SORT_LOCATION_MEMORY:
      return _("in the memory-bound bin");
    case AK_SORT_LOCATION_LINK:
      return _("in the bin of work bound by the link");
    case AK_SORT_LOCATION_TRAY:
    default:
      return _("in the tray");
    }
}

static const char *
verdict_text (AkSortCard *self)
{
  gboolean right = self->verdict == AK_SORT_VERDICT_RIGHT;

  /* The mark is for the eye; the words carry the meaning: where the
   * piece belongs. */
  switch (self->answer)
    {
    case AK_SORT_LOCATION_LINK:
      return right ? _("✓ Right: it is bound by the link") : _("✗ Wrong: it is bound by the link");
    case AK_SORT_LOCATION_MEMORY:
      return right ? _("✓ Right: it is memory-bound") : _("✗ Wrong: it is memory-bound");
    case AK_SORT_LOCATION_COMPUTE:
    default:
      return right ? _("✓ Right: it is compute-bound") : _("✗ Wrong: it is compute-bound");
    }
}

static void
update_accessible (AkSortCard *self)
{
  g_autofree char *name = g_strdup_printf (C_("piece name, where it is", "%s, %s"),
                                           self->label, where_text (self));

  gtk_accessible_update_property (GTK_ACCESSIBLE (self->button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                  -1);
  gtk_accessible_update_state (GTK_ACCESSIBLE (self->button),
                               GTK_ACCESSIBLE_STATE_PRESSED, self->picked,
                               -1);

  if (self->verdict == AK_SORT_VERDICT_NONE)
    {
      ak_accessible_set_description (self->button, NULL);
    }
  else
    {
      const char *verdict = verdict_text (self);
      g_autofree char *explanation = ak_lesson_markup_to_plain (self->explanation);
      g_autofree char *description = g_strdup_printf ("%s. %s", verdict, explanation);

      ak_accessible_set_description (self->button, description);
    }
}

static void
update_verdict (AkSortCard *self)
{
  gboolean shown = self->verdict != AK_SORT_VERDICT_NONE;

  gtk_widget_set_visible (self->verdict_box, shown);
  if (shown)
    gtk_label_set_text (self->verdict_label, verdict_text (self));

  set_css_class (GTK_WIDGET (self), "correct", self->verdict == AK_SORT_VERDICT_RIGHT);
  set_css_class (GTK_WIDGET (self), "wrong", self->verdict == AK_SORT_VERDICT_WRONG);
}

static void
on_button_clicked (AkSortCard *self)
{
  g_assert (AK_IS_SORT_CARD (self));

  g_signal_emit (self, signals[ACTIVATED], 0);
}

static GdkContentProvider *
on_drag_prepare (GtkDragSource *source,
                 double         x,
                 double         y,
                 AkSortCard    *self)
{
  g_assert (AK_IS_SORT_CARD (self));

  if (!self->movable)
    return NULL;

  self->drag_x = x;
  self->drag_y = y;
  return gdk_content_provider_new_typed (AK_TYPE_SORT_CARD, self);
}

static void
on_drag_begin (GtkDragSource *source,
               GdkDrag       *drag,
               AkSortCard    *self)
{
  g_autoptr(GdkPaintable) live = gtk_widget_paintable_new (GTK_WIDGET (self));
  g_autoptr(GdkPaintable) icon = gdk_paintable_get_current_image (live);

  g_assert (AK_IS_SORT_CARD (self));

  /* A still image taken before the card dims, so the icon stays bright. */
  gtk_drag_source_set_icon (source, icon, self->drag_x, self->drag_y);
  gtk_widget_add_css_class (GTK_WIDGET (self), "dragging");
}

static void
on_drag_end (GtkDragSource *source,
             GdkDrag       *drag,
             gboolean       delete_data,
             AkSortCard    *self)
{
  g_assert (AK_IS_SORT_CARD (self));

  gtk_widget_remove_css_class (GTK_WIDGET (self), "dragging");
}

static void
build_card (AkSortCard *self)
{
  GtkWidget *text = gtk_label_new (self->label);
  g_autofree char *pango = ak_lesson_markup_to_pango (self->explanation, NULL);
  GtkDragSource *source = gtk_drag_source_new ();

  gtk_label_set_wrap (GTK_LABEL (text), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (text), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (text), 0.0);
  gtk_label_set_width_chars (GTK_LABEL (text), LABEL_WIDTH_CHARS);
  gtk_label_set_max_width_chars (GTK_LABEL (text), LABEL_MAX_WIDTH_CHARS);
  gtk_button_set_child (GTK_BUTTON (self->button), text);

  if (pango != NULL)
    gtk_label_set_markup (self->explanation_label, pango);
  else
    gtk_label_set_text (self->explanation_label, self->explanation);

  /* Every action, not MOVE alone: GDK turns Ctrl into COPY and Ctrl+Shift
   * into LINK and, where the source does not offer the action, the drag
   * silently does nothing. Whatever the action, a drop moves the piece. */
  gtk_drag_source_set_actions (source, AK_SORT_CARD_DRAG_ACTIONS);
  gtk_event_controller_set_propagation_phase (GTK_EVENT_CONTROLLER (source), GTK_PHASE_CAPTURE);
  g_signal_connect (source, "prepare", G_CALLBACK (on_drag_prepare), self);
  g_signal_connect (source, "drag-begin", G_CALLBACK (on_drag_begin), self);
  g_signal_connect (source, "drag-end", G_CALLBACK (on_drag_end), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (source));
  self->drag_source = source;

  update_accessible (self);
}

static void
ak_sort_card_constructed (GObject *object)
{
  AkSortCard *self = AK_SORT_CARD (object);

  G_OBJECT_CLASS (ak_sort_card_parent_class)->constructed (object);

  build_card (self);
}

static void
ak_sort_card_dispose (GObject *object)
{
  AkSortCard *self = AK_SORT_CARD (object);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  self->button = self->verdict_box = NULL;

  G_OBJECT_CLASS (ak_sort_card_parent_class)->dispose (object);
}

static void
ak_sort_card_finalize (GObject *object)
{
  AkSortCard *self = AK_SORT_CARD (object);

  g_clear_pointer (&self->piece_id, g_free);
  g_clear_pointer (&self->label, g_free);
  g_clear_pointer (&self->explanation, g_free);

  G_OBJECT_CLASS (ak_sort_card_parent_class)->finalize (object);
}

static void
ak_sort_card_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  AkSortCard *self = AK_SORT_CARD (object);

  switch (prop_id)
    {
    case PROP_PIECE_ID:
      g_value_set_string (value, self->piece_id);
      break;
    case PROP_LABEL:
      g_value_set_string (value, self->label);
      break;
    case PROP_EXPLANATION:
      g_value_set_string (value, self->explanation);
      break;
    case PROP_PICKED:
      g_value_set_boolean (value, self->picked);
      break;
    case PROP_MOVABLE:
      g_value_set_boolean (value, self->movable);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ak_sort_card_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  AkSortCard *self = AK_SORT_CARD (object);

  switch (prop_id)
    {
    case PROP_PIECE_ID:
      self->piece_id = g_value_dup_string (value);
      break;
    case PROP_LABEL:
      self->label = g_value_dup_string (value);
      break;
    case PROP_EXPLANATION:
      self->explanation = g_value_dup_string (value);
      break;
    case PROP_PICKED:
      ak_sort_card_set_picked (self, g_value_get_boolean (value));
      break;
    case PROP_MOVABLE:
      ak_sort_card_set_movable (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static GParamSpec *
construct_string (const char *name)
{
  return g_param_spec_string (name, NULL, NULL, "",
                              G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
}

static GParamSpec *
state_boolean (const char *name,
               gboolean    default_value)
{
  return g_param_spec_boolean (name, NULL, NULL, default_value,
                               G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
}

static void
ak_sort_card_class_init (AkSortCardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = ak_sort_card_constructed;
  object_class->dispose = ak_sort_card_dispose;
  object_class->finalize = ak_sort_card_finalize;
  object_class->get_property = ak_sort_card_get_property;
  object_class->set_property = ak_sort_card_set_property;

  properties[PROP_PIECE_ID] = construct_string ("piece-id");
  properties[PROP_LABEL] = construct_string ("label");
  properties[PROP_EXPLANATION] = construct_string ("explanation");
  properties[PROP_PICKED] = state_boolean ("picked", FALSE);
  properties[PROP_MOVABLE] = state_boolean ("movable", TRUE);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * AkSortCard::activated:
   *
   * The piece's button was clicked, tapped or activated with the keyboard.
   */
  signals[ACTIVATED] = g_signal_new ("activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                     0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "sortcard");
}

static GtkWidget *
wrapping_label (const char *css_class)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  gtk_label_set_max_width_chars (GTK_LABEL (label), LABEL_MAX_WIDTH_CHARS);
  gtk_widget_add_css_class (label, css_class);
  return label;
}

static void
ak_sort_card_init (AkSortCard *self)
{
  GtkLayoutManager *layout = gtk_widget_get_layout_manager (GTK_WIDGET (self));

  self->movable = TRUE;
  gtk_orientable_set_orientation (GTK_ORIENTABLE (layout), GTK_ORIENTATION_VERTICAL);
  gtk_widget_add_css_class (GTK_WIDGET (self), "sort-card");
  /* Its button carries the name; GTK 4.8 would name the card itself
   * after its class ("AkSortCard"). */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, "", -1);

  self->button = gtk_button_new ();
  /* Cards in a row are as tall as the tallest; the button fills its card. */
  gtk_widget_set_vexpand (self->button, TRUE);
  gtk_widget_add_css_class (self->button, "sort-card-button");
  g_signal_connect_swapped (self->button, "clicked", G_CALLBACK (on_button_clicked), self);
  gtk_widget_set_parent (self->button, GTK_WIDGET (self));

  self->verdict_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  gtk_widget_add_css_class (self->verdict_box, "sort-verdict");
  gtk_widget_set_visible (self->verdict_box, FALSE);
  self->verdict_label = GTK_LABEL (wrapping_label ("sort-verdict-label"));
  self->explanation_label = GTK_LABEL (wrapping_label ("sort-explanation"));
  gtk_box_append (GTK_BOX (self->verdict_box), GTK_WIDGET (self->verdict_label));
  gtk_box_append (GTK_BOX (self->verdict_box), GTK_WIDGET (self->explanation_label));
  gtk_widget_set_parent (self->verdict_box, GTK_WIDGET (self));
}

/**
 * ak_sort_card_new:
 * @piece_id: the piece's id in the game
 * @label: what the piece says, plain text
 * @explanation: why it belongs in its bin, lesson markup; shown after a check
 *
 * Returns: (transfer floating): a card in the tray state
 */
GtkWidget *
ak_sort_card_new (const char *piece_id,
                  const char *label,
                  const char *explanation)
{
  g_return_val_if_fail (piece_id != NULL, NULL);
  g_return_val_if_fail (label != NULL, NULL);
  g_return_val_if_fail (explanation != NULL, NULL);

  return g_object_new (AK_TYPE_SORT_CARD,
                       "piece-id", piece_id,
                       "label", label,
                       "explanation", explanation,
                       NULL);
}

const char *
ak_sort_card_get_piece_id (AkSortCard *self)
{
  g_return_val_if_fail (AK_IS_SORT_CARD (self), NULL);

  return self->piece_id;
}

/**
 * ak_sort_card_get_button:
 *
 * Returns: (transfer none): the piece's button, the card's focusable part
 */
GtkWidget *
ak_sort_card_get_button (AkSortCard *self)
{
  g_return_val_if_fail (AK_IS_SORT_CARD (self), NULL);

  return self->button;
}

/**
 * ak_sort_card_get_drag_source:
 *
 * Returns: (transfer none): the card's drag source, offering
 *   %AK_SORT_CARD_DRAG_ACTIONS; the page listens to its #GtkDragSource::drag-end
 */
GtkDragSource *
ak_sort_card_get_drag_source (AkSortCard *self)
{
  g_return_val_if_fail (AK_IS_SORT_CARD (self), NULL);

  return self->drag_source;
}

gboolean
ak_sort_card_get_picked (AkSortCard *self)
{
  g_return_val_if_fail (AK_IS_SORT_CARD (self), FALSE);

  return self->picked;
}

/**
 * ak_sort_card_set_picked:
 * @self: a card
 * @picked: whether the learner has picked the piece up to place it
 */
void
ak_sort_card_set_picked (AkSortCard *self,
                         gboolean    picked)
{
  g_return_if_fail (AK_IS_SORT_CARD (self));

  picked = !!picked;
  if (self->picked == picked)
    return;

  self->picked = picked;
  set_css_class (GTK_WIDGET (self), "picked", picked);
  update_accessible (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PICKED]);
}

gboolean
ak_sort_card_get_movable (AkSortCard *self)
{
  g_return_val_if_fail (AK_IS_SORT_CARD (self), FALSE);

  return self->movable;
}

/**
 * ak_sort_card_set_movable:
 * @self: a card
 * @movable: whether the card may be dragged (not while the game is checked)
 */
void
ak_sort_card_set_movable (AkSortCard *self,
                          gboolean    movable)
{
  g_return_if_fail (AK_IS_SORT_CARD (self));

  movable = !!movable;
  if (self->movable == movable)
    return;

  self->movable = movable;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MOVABLE]);
}

AkSortLocation
ak_sort_card_get_location (AkSortCard *self)
{
  g_return_val_if_fail (AK_IS_SORT_CARD (self), AK_SORT_LOCATION_TRAY);

  return self->location;
}

/**
 * ak_sort_card_set_state:
 * @self: a card
 * @location: where the piece is
 * @verdict: whether it was checked and found right or wrong
 * @answer: the bin the piece belongs in, which a verdict names
 *
 * Updates what the card shows and its accessible name and description.
 */
void
ak_sort_card_set_state (AkSortCard     *self,
                        AkSortLocation  location,
                        AkSortVerdict   verdict,
                        AkSortLocation  answer)
{
  g_return_if_fail (AK_IS_SORT_CARD (self));

  if (self->location == location && self->verdict == verdict && self->answer == answer)
    return;

  self->location = location;
  self->verdict = verdict;
  self->answer = answer;
  update_verdict (self);
  update_accessible (self);
}

/* ak-announce.c: status messages that screen readers speak
 *
 * WCAG 4.1.3: a result that appears without a focus change (the quiz's
 * feedback and score, the sort game's placements and check) must reach a
 * screen reader too. GTK 4.14 and later have gtk_accessible_announce().
 *
 * GTK 4.8 (Debian 12) has not, and it never emits AT-SPI's "showing"
 * state, so Orca 43 ignores alert and status labels that appear (tried:
 * an ALERT-role label hidden and shown is not spoken). What Orca speaks is
 * a change of the accessible description of the focused widget
 * (orca/scripts/default.py, onDescriptionChanged). So on GTK 4.8 a
 * message becomes the focused widget's description for as long as it
 * keeps the focus; when the focus moves on, the widget gets its own
 * description back (the one given to ak_accessible_set_description()).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ak-announce.h"
#include "ak-focus.h"

#include <string.h>
#include <glib/gi18n.h>

#define OWN_DESCRIPTION_KEY "ak-own-description"
#define OWN_LABEL_KEY       "ak-own-label"
#define NAMED_KEY           "ak-named-with-message"
#define ANNOUNCED_KEY       "ak-announced-widget"

/* A message waiting for a timer, about a weakly held widget. */
typedef struct {
  GWeakRef  widget;
  char     *message;
  guint     source;  /* removed with the message, if not 0 */
} Message;

static void
message_free (gpointer data)
{
  Message *message = data;

  g_clear_handle_id (&message->source, g_source_remove);
  g_weak_ref_clear (&message->widget);
  g_free (message->message);
  g_free (message);
}

/* The focused widget of @widget's window, or %NULL. */
static GtkWidget *
focus_of (GtkWidget *widget)
{
  GtkRoot *root = gtk_widget_get_root (widget);

  return root != NULL ? gtk_root_get_focus (root) : NULL;
}

static AkAnnounceObserver observer;
static gpointer           observer_data;

/* The widget's own name back, after a message given with it. */
static void
restore_label (GtkWidget *widget)
{
  const char *own = g_object_get_data (G_OBJECT (widget), OWN_LABEL_KEY);

  if (g_object_get_data (G_OBJECT (widget), NAMED_KEY) == NULL)
    return;
  g_object_set_data (G_OBJECT (widget), NAMED_KEY, NULL);
  if (own != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, own, -1);
}

/* The widget's own description back, or none (and its own name). */
static void
restore_description (GtkWidget *widget)
{
  const char *own = g_object_get_data (G_OBJECT (widget), OWN_DESCRIPTION_KEY);

  restore_label (widget);
  if (own != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (widget),
                                    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, own,
                                    -1);
  else
    gtk_accessible_reset_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
}

/**
 * ak_accessible_set_label:
 * @widget: a widget
 * @label: its accessible name
 *
 * Sets @widget's accessible name and keeps it, so that ak_announce_focus()
 * can say a message as part of the name while the focus is on @widget and
 * give the name back after.
 */
void
ak_accessible_set_label (GtkWidget  *widget,
                         const char *label)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_return_if_fail (label != NULL);

  g_object_set_data_full (G_OBJECT (widget), OWN_LABEL_KEY, g_strdup (label), g_free);
  g_object_set_data (G_OBJECT (widget), NAMED_KEY, NULL);
  /* GTK 4.8 adds a labelling widget's text to this name. */
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

/**
 * ak_accessible_set_description:
 * @widget: a widget
 * @description: (nullable): its accessible description, %NULL for none
 *
 * Sets @widget's accessible description and keeps it, so that it comes
 * back after an announcement spoken through @widget.
 */
void
ak_accessible_set_description (GtkWidget  *widget,
                               const char *description)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));

  g_object_set_data_full (G_OBJECT (widget), OWN_DESCRIPTION_KEY, g_strdup (description), g_free);
  restore_description (widget);
}

#if !GTK_CHECK_VERSION (4, 14, 0)
/* The widget that carries an announcement, weakly held by its window. */
static void
set_announced (GtkRoot   *root,
               GtkWidget *widget)
{
  GWeakRef *ref = g_object_get_data (G_OBJECT (root), ANNOUNCED_KEY);
  g_autoptr(GtkWidget) previous = g_weak_ref_get (ref);

  if (previous != NULL && previous != widget)
    restore_description (previous);
  g_weak_ref_set (ref, widget);
}

static void
on_focus_widget_changed (GtkRoot *root)
{
  GWeakRef *ref = g_object_get_data (G_OBJECT (root), ANNOUNCED_KEY);
  g_autoptr(GtkWidget) announced = g_weak_ref_get (ref);

  /* GTK can say the focus changed when it stayed where it was. */
  if (announced != NULL && announced != gtk_root_get_focus (root))
    set_announced (root, NULL);
}

static void
free_weak_ref (gpointer data)
{
  g_weak_ref_clear (data);
  g_free (data);
}

static void
watch_focus (GtkRoot *root)
{
  GWeakRef *ref;

  if (g_object_get_data (G_OBJECT (root), ANNOUNCED_KEY) != NULL)
    return;

  ref = g_new0 (GWeakRef, 1);
  g_weak_ref_init (ref, NULL);
  g_object_set_data_full (G_OBJECT (root), ANNOUNCED_KEY, ref, free_weak_ref);
  g_signal_connect (root, "notify::focus-widget", G_CALLBACK (on_focus_widget_changed), NULL);
}

/* Sets @message as @target's description, the announced one of @root. */
static void
describe (GtkRoot    *root,
          GtkWidget  *target,
          const char *message)
{
  if (root != NULL)
    {
      watch_focus (root);
      set_announced (root, target);
    }
  /* Cleared first: the same message twice in a row is a change too. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (target),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "",
                                  -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (target),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, message,
                                  -1);
}

/* A widget whose own name is known (ak_accessible_set_label()) says the
 * message in its name: the message, then the name. Set before the focus
 * moves there, it is read once, with the focus, however late Orca reads
 * it; Orca 43 says a description both with the focus and as a change
 * when it reads the focus after the change (see announce_pending()). The
 * name comes back when the focus leaves. */
static gboolean
announce_in_name (GtkWidget  *target,
                  const char *message)
{
  const char *own = g_object_get_data (G_OBJECT (target), OWN_LABEL_KEY);
  GtkRoot *root = gtk_widget_get_root (target);
  g_autofree char *name = NULL;

  if (own == NULL || root == NULL || gtk_root_get_focus (root) == target)
    return FALSE;

  if (observer != NULL)
    observer (target, message, observer_data);
  watch_focus (root);
  set_announced (root, target);
  /* A name is one line. */
  name = g_strdelimit (ak_announce_join (message, own), "\n", ' ');
  g_object_set_data (G_OBJECT (target), NAMED_KEY, GINT_TO_POINTER (TRUE));
  /* GTK 4.8 adds a labelling widget's text to the name (ak-a11y-names.c
   * may have set one since): the name alone, here and when restored. */
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (target), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
  gtk_accessible_update_property (GTK_ACCESSIBLE (target), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  return TRUE;
}

/* Orca reads the focused widget's description when the focus arrives,
 * and again when the description changes. The app often moves the focus
 * and then announces (the next sort card after a placement), so the
 * message is set a moment later, once Orca has (usually) read the widget
 * the focus went to: it is then heard once, as a change. (Setting it
 * before the focus moves was tried: Orca 43 still read it twice, and cut
 * the quiz's feedback short with the button's own name change.) */
#define ANNOUNCE_DELAY_MS 400
#define PENDING_KEY "ak-pending-announcement"

typedef Message Pending;

#define pending_free message_free

static gboolean
announce_pending (gpointer data)
{
  Pending *pending = data;
  g_autoptr(GtkWidget) widget = g_weak_ref_get (&pending->widget);
  GtkRoot *root;
  GtkWidget *focus;

  if (widget == NULL)
    return G_SOURCE_REMOVE;

  g_object_set_data (G_OBJECT (widget), PENDING_KEY, NULL);
  root = gtk_widget_get_root (widget);
  focus = focus_of (widget);
  /* In an entry or a spin button the focus is its inner GtkText, which
   * screen readers do not see: the entry is what they read. */
  if (GTK_IS_TEXT (focus) && GTK_IS_EDITABLE (gtk_widget_get_parent (focus)))
    focus = gtk_widget_get_parent (focus);
  describe (root, focus != NULL ? focus : widget, pending->message);
  return G_SOURCE_REMOVE;
}

/* A newer message about the same widget replaces one not yet set. */
static void
announce_through_focus (GtkWidget  *widget,
                        const char *message)
{
  Pending *pending = g_object_get_data (G_OBJECT (widget), PENDING_KEY);

  if (pending != NULL)
    {
      g_free (pending->message);
      pending->message = g_strdup (message);
      return;
    }

  pending = g_new0 (Pending, 1);
  g_weak_ref_init (&pending->widget, widget);
  pending->message = g_strdup (message);
  /* Marks the widget; the timeout owns the record. */
  g_object_set_data (G_OBJECT (widget), PENDING_KEY, pending);
  g_timeout_add_full (G_PRIORITY_DEFAULT, ANNOUNCE_DELAY_MS, announce_pending, pending, pending_free);
}
#endif

/**
 * ak_announce:
 * @widget: the widget the message is about (a page or one of its widgets)
 * @message: (nullable): what to say; %NULL or "" says nothing
 *
 * Has a screen reader, if one runs, speak @message without moving the
 * focus: gtk_accessible_announce() where GTK has it, else the focused
 * widget's description (see above), set %ANNOUNCE_DELAY_MS (400 ms)
 * later so that a focus move made just before is not read with it.
 */
void
ak_announce (GtkWidget  *widget,
             const char *message)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));

  if (message == NULL || *message == '\0')
    return;

  if (observer != NULL)
    observer (widget, message, observer_data);

#if GTK_CHECK_VERSION (4, 14, 0)
  gtk_accessible_announce (GTK_ACCESSIBLE (widget), message,
                           GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_MEDIUM);
#else
  announce_through_focus (widget, message);
#endif
}

/**
 * ak_announce_focus:
 * @target: the widget the app moves the focus to (Retake after the score)
 * @message: (nullable): what to say; %NULL or "" only moves the focus
 *
 * Moves the focus to @target visibly (ak_focus_visibly()), then
 * announces @message (ak_announce()), which on GTK 4.8 is heard after
 * the widget the focus went to, not with it.
 *
 * Returns: whether @target took the focus
 */
gboolean
ak_announce_focus (GtkWidget  *target,
                   const char *message)
{
  gboolean focused;

  g_return_val_if_fail (GTK_IS_WIDGET (target), FALSE);

#if !GTK_CHECK_VERSION (4, 14, 0)
  if (message != NULL && *message != '\0' && announce_in_name (target, message))
    {
      focused = ak_focus_visibly (target);
      if (!focused)
        {
          restore_label (target);
          announce_through_focus (target, message);
        }
      return focused;
    }
#endif
  focused = ak_focus_visibly (target);
  ak_announce (target, message);
  return focused;
}

/**
 * ak_announce_set_observer:
 * @observer: (nullable): called with every message ak_announce() sends,
 *   %NULL for none
 * @user_data: handed to @observer
 *
 * Lets a test see what would be spoken, without a screen reader.
 */
void
ak_announce_set_observer (AkAnnounceObserver observer_func,
                          gpointer           user_data)
{
  observer = observer_func;
  observer_data = user_data;
}

/* Whether @text ends a sentence: a screen reader pauses there. */
static gboolean
ends_sentence (const char *text)
{
  const char *last = g_utf8_find_prev_char (text, text + strlen (text));

  return last != NULL && g_utf8_strchr (".!?\u2026\u3002\uFF01\uFF1F", -1, g_utf8_get_char (last)) != NULL;
}

/**
 * ak_announce_join:
 * @first: a sentence or a short verdict ("Right", "Not quite. The answer is: 4")
 * @second: (nullable): what follows it (an explanation)
 *
 * Joins two texts into one message with a sentence end between them, so
 * that a screen reader pauses: "Right. Because …", not "Right Because …".
 * A full stop is added after @first unless it ends a sentence already.
 *
 * Returns: (transfer full): the message
 */
char *
ak_announce_join (const char *first,
                  const char *second)
{
  g_return_val_if_fail (first != NULL, NULL);

  if (second == NULL || *second == '\0')
    return g_strdup (first);
  if (*first == '\0')
    return g_strdup (second);
  if (ends_sentence (first))
    return g_strdup_printf ("%s %s", first, second);
  /* Translators: a verdict and the sentence after it, spoken by a screen
   * reader; keep the full stop (or your language's) between them */
  return g_strdup_printf (_("%s. %s"), first, second);
}

/* ---- results that follow typing ----------------------------------------------- */

#define SETTLED_KEY      "ak-settled-announcement"
#define LAST_SETTLED_KEY "ak-last-settled-announcement"

typedef Message Settled;

static gboolean
announce_settled_now (gpointer data)
{
  Settled *settled = data;
  g_autoptr(GtkWidget) widget = g_weak_ref_get (&settled->widget);
  GtkWidget *focus;

  settled->source = 0;
  if (widget == NULL)
    return G_SOURCE_REMOVE;

  focus = focus_of (widget);
  /* Said only to a learner working on the page, and only what changed. */
  if (focus != NULL && (focus == widget || gtk_widget_is_ancestor (focus, widget)) &&
      gtk_widget_get_mapped (widget) &&
      g_strcmp0 (g_object_get_data (G_OBJECT (widget), LAST_SETTLED_KEY), settled->message) != 0)
    {
      g_object_set_data_full (G_OBJECT (widget), LAST_SETTLED_KEY, g_strdup (settled->message), g_free);
      ak_announce (widget, settled->message);
    }
  /* Frees @settled. */
  g_object_set_data (G_OBJECT (widget), SETTLED_KEY, NULL);
  return G_SOURCE_REMOVE;
}

static void
cancel_settled (GtkWidget *widget)
{
  g_object_set_data (G_OBJECT (widget), SETTLED_KEY, NULL);
}

/**
 * ak_announce_settled:
 * @widget: a page whose results follow what is typed in it
 * @message: the results in words
 *
 * Announces @message once typing has settled: %AK_ANNOUNCE_SETTLE_MS
 * (800 ms) after the last call, only while the focus is inside @widget
 * and @widget is shown, and only when @message differs from the last one
 * announced for @widget. A result that follows each keystroke ("1", then
 * "13") is heard once, for the final figure; nothing is said while a page
 * is hidden or when nothing changed. The timer goes when @widget is
 * unmapped.
 */
void
ak_announce_settled (GtkWidget  *widget,
                     const char *message)
{
  Settled *settled;

  g_return_if_fail (GTK_IS_WIDGET (widget));

  if (message == NULL || *message == '\0')
    return;

  /* The first result is what the page shows from the start, no change. */
  if (g_object_get_data (G_OBJECT (widget), LAST_SETTLED_KEY) == NULL)
    {
      g_object_set_data_full (G_OBJECT (widget), LAST_SETTLED_KEY, g_strdup (message), g_free);
      return;
    }

  if (g_object_get_data (G_OBJECT (widget), "ak-settled-watch") == NULL)
    {
      g_object_set_data (G_OBJECT (widget), "ak-settled-watch", GINT_TO_POINTER (1));
      g_signal_connect (widget, "unmap", G_CALLBACK (cancel_settled), NULL);
    }

  settled = g_new0 (Settled, 1);
  g_weak_ref_init (&settled->widget, widget);
  settled->message = g_strdup (message);
  /* Replaces (and frees, removing its timer) one not yet said. */
  g_object_set_data_full (G_OBJECT (widget), SETTLED_KEY, settled, message_free);
  settled->source = g_timeout_add (AK_ANNOUNCE_SETTLE_MS, announce_settled_now, settled);
}

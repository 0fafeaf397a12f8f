/* ak-field-commit.c: typed fields whose values count once typing stops
 *
 * Live checking read every keystroke as a value: on the way to "1e30" the
 * fields accepted 1, then 1e3, and the plan on screen was of 1,000
 * tokens. Here each keystroke is only checked (the page says at once what
 * is refused); the values count when the learner stops typing for
 * AK_FIELD_COMMIT_DELAY_MS, presses Enter or leaves the field. The timer
 * runs only while the page is shown: hiding it, or typing while it is
 * hidden, counts the values at once; freeing the watcher removes it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ak-field-commit.h"

struct _AkFieldCommit
{
  GtkWidget         *page;     /* not owned: it owns the watcher */
  AkFieldCommitFunc  func;
  GPtrArray         *fields;   /* GtkEditable, not owned: the page's children */
  guint              timeout;
};

static void
commit_now (AkFieldCommit *self)
{
  g_clear_handle_id (&self->timeout, g_source_remove);
  self->func (self->page, TRUE);
}

static gboolean
timeout_cb (gpointer data)
{
  AkFieldCommit *self = data;

  self->timeout = 0;
  self->func (self->page, TRUE);
  return G_SOURCE_REMOVE;
}

static void
changed_cb (AkFieldCommit *self)
{
  if (!gtk_widget_get_mapped (self->page))
    {
      commit_now (self);
      return;
    }
  self->func (self->page, FALSE);
  g_clear_handle_id (&self->timeout, g_source_remove);
  self->timeout = g_timeout_add (AK_FIELD_COMMIT_DELAY_MS, timeout_cb, self);
}

/* Enter, leaving the field or hiding the page: a pending value counts now. */
static void
flush_cb (AkFieldCommit *self)
{
  if (self->timeout != 0)
    commit_now (self);
}

/* Enter counts the value even when nothing is pending (the learner asks). */
static void
activate_cb (AkFieldCommit *self)
{
  commit_now (self);
}

/**
 * ak_field_commit_new:
 * @page: the page the fields are on; it frees the watcher in its dispose
 * @func: called with @page on every change and when the values count
 *
 * Returns: (transfer full): a watcher, freed with ak_field_commit_free()
 */
AkFieldCommit *
ak_field_commit_new (GtkWidget         *page,
                     AkFieldCommitFunc  func)
{
  AkFieldCommit *self = g_new0 (AkFieldCommit, 1);

  g_return_val_if_fail (GTK_IS_WIDGET (page) && func != NULL, self);

  self->page = page;
  self->func = func;
  self->fields = g_ptr_array_new ();
  g_signal_connect_swapped (page, "unmap", G_CALLBACK (flush_cb), self);
  return self;
}

/**
 * ak_field_commit_watch:
 * @self: a watcher
 * @field: a typed field of its page (a #GtkEntry)
 */
void
ak_field_commit_watch (AkFieldCommit *self,
                       GtkEditable   *field)
{
  GtkEventController *focus = gtk_event_controller_focus_new ();

  g_return_if_fail (self != NULL && GTK_IS_EDITABLE (field));

  g_ptr_array_add (self->fields, field);
  g_signal_connect_swapped (field, "changed", G_CALLBACK (changed_cb), self);
  if (GTK_IS_ENTRY (field))
    g_signal_connect_swapped (field, "activate", G_CALLBACK (activate_cb), self);
  g_signal_connect_swapped (focus, "leave", G_CALLBACK (flush_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (field), focus);
}

/**
 * ak_field_commit_pending:
 * @self: a watcher
 *
 * Returns: %TRUE while a typed value waits to count
 */
gboolean
ak_field_commit_pending (AkFieldCommit *self)
{
  g_return_val_if_fail (self != NULL, FALSE);
  return self->timeout != 0;
}

/**
 * ak_field_commit_free:
 * @self: (nullable): a watcher
 *
 * Removes the timer and every signal handler; a pending value does not count.
 */
void
ak_field_commit_free (AkFieldCommit *self)
{
  if (self == NULL)
    return;
  g_clear_handle_id (&self->timeout, g_source_remove);
  for (guint i = 0; i < self->fields->len; i++)
    {
      GtkWidget *field = g_ptr_array_index (self->fields, i);
      GListModel *controllers = gtk_widget_observe_controllers (field);

      g_signal_handlers_disconnect_by_data (field, self);
      for (guint c = 0; c < g_list_model_get_n_items (controllers); c++)
        {
          g_autoptr(GObject) controller = g_list_model_get_item (controllers, c);

          g_signal_handlers_disconnect_by_data (controller, self);
        }
      g_object_unref (controllers);
    }
  g_signal_handlers_disconnect_by_data (self->page, self);
  g_ptr_array_unref (self->fields);
  g_free (self);
}

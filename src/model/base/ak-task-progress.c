/* ak-task-progress.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ak-task-progress.h"

typedef struct
{
  GObject    *source;
  guint       signal_id;
  double      fraction;
  char       *stage;
} ProgressEvent;

static void
progress_event_free (gpointer data)
{
  ProgressEvent *event = data;

  g_object_unref (event->source);
  g_free (event->stage);
  g_free (event);
}

static gboolean
emit_progress_event (gpointer data)
{
  ProgressEvent *event = data;

  g_signal_emit (event->source, event->signal_id, 0, event->fraction, event->stage);
  return G_SOURCE_REMOVE;
}

/**
 * ak_task_progress_post:
 * @task: a task running in a worker thread
 * @signal_id: a signal of the task's source object with the arguments
 *   (double, const char *) and no return value
 * @fraction: the part done, 0 to 1
 * @stage: what is being done, e.g. a translated literal; copied, so it
 *   may be freed when this returns
 *
 * Emits @signal_id on the task's source object in the task's main
 * context, soon, from any thread.
 */
void
ak_task_progress_post (GTask      *task,
                       guint       signal_id,
                       double      fraction,
                       const char *stage)
{
  ProgressEvent *event;

  g_return_if_fail (G_IS_TASK (task));

  event = g_new (ProgressEvent, 1);
  *event = (ProgressEvent) { g_object_ref (g_task_get_source_object (task)), signal_id, fraction, g_strdup (stage) };
  g_main_context_invoke_full (g_task_get_context (task), G_PRIORITY_DEFAULT,
                              emit_progress_event, event, progress_event_free);
}

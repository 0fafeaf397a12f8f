/* ak-lesson-watch.c: reload a lesson file when its author saves it
 *
 * A GFileMonitor on the lesson file (GIO watches its folder, so a save
 * that writes a new file and renames it over the old one is seen too).
 * Events are gathered for %AK_LESSON_WATCH_SETTLE_MS, then the file is
 * read once, in a worker thread so that a slow disk never stalls the
 * window: if its bytes are those of the last load nothing happens;
 * otherwise it is validated and translated (as ak_lesson_load() does) and
 * the watch emits #AkLessonWatch::reloaded with the new lesson or
 * #AkLessonWatch::failed with its problems. The window keeps the last
 * good lesson on screen on a failure.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "ak-file-read.h"
#include "ak-lesson-library.h"
#include "ak-lesson-watch.h"

struct _AkLessonWatch
{
  GObject       parent_instance;

  GFile        *file;
  GFileMonitor *monitor;
  GBytes       *last_bytes;  /* what was last read, good or not */
  GCancellable *cancellable;  /* cancelled in dispose: a load's result is dropped */
  guint         settle_source;
  guint         n_loads;
  gboolean      loading;     /* a load runs in a worker thread */
  gboolean      load_again;  /* the file changed during that load */
};

G_DEFINE_FINAL_TYPE (AkLessonWatch, ak_lesson_watch, G_TYPE_OBJECT)

enum {
  RELOADED,
  FAILED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static GPtrArray *
one_problem (const char *display_name,
             const char *message)
{
  GPtrArray *problems = g_ptr_array_new_with_free_func ((GDestroyNotify) g_error_free);

  g_ptr_array_add (problems, g_error_new (AK_LESSON_ERROR, AK_LESSON_ERROR_READ, "%s: %s",
                                          display_name, message));
  return problems;
}

/* What one read of the file found: the same bytes as last time (nothing
 * to do), a lesson, or problems. */
typedef struct {
  GFile     *file;
  GBytes    *last_bytes;  /* in: what the watch last read, or NULL */
  char      *display_name;
  GBytes    *bytes;       /* out: NULL when the file could not be read */
  AkLesson  *lesson;
  GPtrArray *problems;
  gboolean   unchanged;
} Load;

static void
load_free (Load *load)
{
  g_clear_object (&load->file);
  g_clear_pointer (&load->last_bytes, g_bytes_unref);
  g_clear_pointer (&load->bytes, g_bytes_unref);
  g_clear_pointer (&load->problems, g_ptr_array_unref);
  g_clear_object (&load->lesson);
  g_free (load->display_name);
  g_free (load);
}

/* Reads, validates and translates: no GTK and no state of the watch, so
 * that it can run in a worker thread. */
static void
load_run (Load *load)
{
  g_autoptr(GError) error = NULL;

  load->bytes = ak_file_read_bytes (load->file, AK_LESSON_LIBRARY_MAX_FILE_BYTES, NULL, &error);
  if (load->bytes == NULL)
    {
      load->problems = one_problem (load->display_name, error->message);
      return;
    }
  if (load->last_bytes != NULL && g_bytes_equal (load->bytes, load->last_bytes))
    {
      load->unchanged = TRUE;
      return;
    }

  /* from the file: the progress store records the version played */
  load->lesson = ak_lesson_new_from_file_bytes (load->file, load->bytes, &load->problems, NULL);
  if (load->lesson != NULL)
    ak_lesson_translate (load->lesson, GETTEXT_PACKAGE);
}

static Load *
load_new (AkLessonWatch *self)
{
  Load *load = g_new0 (Load, 1);

  load->file = g_object_ref (self->file);
  load->display_name = g_file_get_basename (self->file);
  load->last_bytes = self->last_bytes != NULL ? g_bytes_ref (self->last_bytes) : NULL;
  return load;
}

/* Back on the main thread: remember the bytes and tell the listeners. */
static gboolean
load_finish (AkLessonWatch *self,
             Load          *load)
{
  if (load->unchanged)
    return FALSE;

  g_clear_pointer (&self->last_bytes, g_bytes_unref);
  if (load->bytes != NULL)
    self->last_bytes = g_bytes_ref (load->bytes);

  self->n_loads++;
  if (load->lesson != NULL)
    g_signal_emit (self, signals[RELOADED], 0, load->lesson);
  else
    g_signal_emit (self, signals[FAILED], 0, load->problems);
  return TRUE;
}

/**
 * ak_lesson_watch_reload:
 * @self: a watch
 *
 * Reads the file now and waits for it (the monitor reads in a worker
 * thread instead, after a save settles). Emits #AkLessonWatch::reloaded
 * or #AkLessonWatch::failed unless the file's bytes are those of the last
 * read. A FIFO or device in the file's place is a failure, found without
 * blocking (see ak_file_read_bytes()).
 *
 * Returns: %TRUE if a signal was emitted
 */
gboolean
ak_lesson_watch_reload (AkLessonWatch *self)
{
  Load *load;
  gboolean emitted;

  g_return_val_if_fail (AK_IS_LESSON_WATCH (self), FALSE);

  load = load_new (self);
  load_run (load);
  emitted = load_finish (self, load);
  load_free (load);
  return emitted;
}

static void start_load (AkLessonWatch *self);

static void
load_thread (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  load_run (task_data);
  g_task_return_boolean (task, TRUE);
}

static void
weak_ref_free (GWeakRef *ref)
{
  g_weak_ref_clear (ref);
  g_free (ref);
}

/* The task holds only a weak reference: a watch dropped during a load is
 * finalized then, and the load's result is not emitted to anyone. */
static void
load_done (GObject      *source_object,
           GAsyncResult *result,
           gpointer      user_data)
{
  g_autoptr(AkLessonWatch) self = g_weak_ref_get (user_data);

  weak_ref_free (user_data);
  if (self == NULL || g_cancellable_is_cancelled (self->cancellable))
    return;

  self->loading = FALSE;
  load_finish (self, g_task_get_task_data (G_TASK (result)));
  if (self->load_again)
    start_load (self);
}

/* One load at a time: a save during a load is read once that one ends. */
static void
start_load (AkLessonWatch *self)
{
  g_autoptr(GTask) task = NULL;
  GWeakRef *ref;

  self->load_again = self->loading;
  if (self->loading)
    return;

  self->loading = TRUE;
  ref = g_new0 (GWeakRef, 1);
  g_weak_ref_init (ref, self);
  task = g_task_new (NULL, self->cancellable, load_done, ref);
  g_task_set_source_tag (task, start_load);
  g_task_set_task_data (task, load_new (self), (GDestroyNotify) load_free);
  g_task_run_in_thread (task, load_thread);
}

static gboolean
settled (gpointer data)
{
  AkLessonWatch *self = data;

  self->settle_source = 0;
  start_load (self);
  return G_SOURCE_REMOVE;
}

static void
on_changed (GFileMonitor      *monitor,
            GFile             *file,
            GFile             *other,
            GFileMonitorEvent  event,
            AkLessonWatch     *self)
{
  if (event == G_FILE_MONITOR_EVENT_ATTRIBUTE_CHANGED || event == G_FILE_MONITOR_EVENT_PRE_UNMOUNT)
    return;

  g_clear_handle_id (&self->settle_source, g_source_remove);
  self->settle_source = g_timeout_add (AK_LESSON_WATCH_SETTLE_MS, settled, self);
}

/**
 * ak_lesson_watch_get_n_loads:
 * @self: a watch
 *
 * Returns: how many times the file was read and a signal emitted (for tests)
 */
guint
ak_lesson_watch_get_n_loads (AkLessonWatch *self)
{
  g_return_val_if_fail (AK_IS_LESSON_WATCH (self), 0);

  return self->n_loads;
}

static void
ak_lesson_watch_dispose (GObject *object)
{
  AkLessonWatch *self = AK_LESSON_WATCH (object);

  g_clear_handle_id (&self->settle_source, g_source_remove);
  g_cancellable_cancel (self->cancellable);
  if (self->monitor != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->monitor, self);
      g_file_monitor_cancel (self->monitor);
    }
  g_clear_object (&self->monitor);

  G_OBJECT_CLASS (ak_lesson_watch_parent_class)->dispose (object);
}

static void
ak_lesson_watch_finalize (GObject *object)
{
  AkLessonWatch *self = AK_LESSON_WATCH (object);

  g_clear_object (&self->file);
  g_clear_object (&self->cancellable);
  g_clear_pointer (&self->last_bytes, g_bytes_unref);

  G_OBJECT_CLASS (ak_lesson_watch_parent_class)->finalize (object);
}

static void
ak_lesson_watch_class_init (AkLessonWatchClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = ak_lesson_watch_dispose;
  object_class->finalize = ak_lesson_watch_finalize;

  /**
   * AkLessonWatch::reloaded:
   * @self: the watch
   * @lesson: the new lesson, validated and translated
   *
   * The file was saved and is a valid lesson.
   */
  signals[RELOADED] = g_signal_new ("reloaded", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                    0, NULL, NULL, NULL, G_TYPE_NONE, 1, AK_TYPE_LESSON);

  /**
   * AkLessonWatch::failed:
   * @self: the watch
   * @problems: (element-type GError): every problem, each
   *   `FILE:LINE:COLUMN: MEMBER.PATH: message` in %AK_LESSON_ERROR
   *
   * The file was saved (or removed) and is not a valid lesson.
   */
  signals[FAILED] = g_signal_new ("failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_PTR_ARRAY);
}

static void
ak_lesson_watch_init (AkLessonWatch *self)
{
  self->cancellable = g_cancellable_new ();
}

/**
 * ak_lesson_watch_new:
 * @file: a local lesson file, usually already loaded once
 * @error: the #GIOError when the file cannot be monitored (a resource,
 *   a file system without change notification)
 *
 * Starts watching @file. The first save whose bytes differ from the
 * file's bytes now emits a signal.
 *
 * Returns: (transfer full) (nullable): the watch, or %NULL
 */
AkLessonWatch *
ak_lesson_watch_new (GFile   *file,
                     GError **error)
{
  g_autoptr(AkLessonWatch) self = NULL;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  self = g_object_new (AK_TYPE_LESSON_WATCH, NULL);
  self->file = g_object_ref (file);
  self->monitor = g_file_monitor_file (file, G_FILE_MONITOR_WATCH_MOVES, NULL, error);
  if (self->monitor == NULL)
    return NULL;

  /* The default (800 ms) would leave too little of the second the author waits. */
  g_file_monitor_set_rate_limit (self->monitor, 100);
  g_signal_connect (self->monitor, "changed", G_CALLBACK (on_changed), self);
  self->last_bytes = ak_file_read_bytes (file, AK_LESSON_LIBRARY_MAX_FILE_BYTES, NULL, NULL);

  return g_steal_pointer (&self);
}

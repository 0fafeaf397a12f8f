/* ak-lesson-watch.c: reload a lesson file when its author saves it
 *
 * A GFileMonitor on the lesson file (GIO watches its folder, so a save
 * that writes a new file and renames it over the old one is seen too).
 * Events are gathered for %AK_LESSON_WATCH_SETTLE_MS, then the file is
 * read once: if its bytes are those of the last load nothing happens;
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
  guint         settle_source;
  guint         n_loads;
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

/* NULL with @problems set when the file cannot be read, is too large or
 * is not a regular file (a FIFO would block the main loop). */
static GBytes *
read_file (AkLessonWatch *self,
           const char    *display_name,
           GPtrArray    **problems)
{
  g_autoptr(GError) error = NULL;
  GBytes *bytes;

  bytes = ak_file_read_bytes (self->file, AK_LESSON_LIBRARY_MAX_FILE_BYTES, NULL, &error);
  if (bytes == NULL)
    *problems = one_problem (display_name, error->message);
  return bytes;
}

/**
 * ak_lesson_watch_reload:
 * @self: a watch
 *
 * Reads the file now (the monitor calls this after a save settles). Emits
 * #AkLessonWatch::reloaded or #AkLessonWatch::failed unless the file's
 * bytes are those of the last read.
 *
 * Returns: %TRUE if a signal was emitted
 */
gboolean
ak_lesson_watch_reload (AkLessonWatch *self)
{
  g_autofree char *display_name = NULL;
  g_autoptr(GPtrArray) problems = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(AkLesson) lesson = NULL;

  g_return_val_if_fail (AK_IS_LESSON_WATCH (self), FALSE);

  display_name = g_file_get_basename (self->file);
  bytes = read_file (self, display_name, &problems);
  if (bytes != NULL && self->last_bytes != NULL && g_bytes_equal (bytes, self->last_bytes))
    return FALSE;

  g_clear_pointer (&self->last_bytes, g_bytes_unref);
  if (bytes != NULL)
    {
      self->last_bytes = g_bytes_ref (bytes);
      lesson = ak_lesson_new_from_bytes (bytes, display_name, &problems, NULL);
    }

  self->n_loads++;
  if (lesson != NULL)
    {
      ak_lesson_translate (lesson, GETTEXT_PACKAGE);
      g_signal_emit (self, signals[RELOADED], 0, lesson);
    }
  else
    g_signal_emit (self, signals[FAILED], 0, problems);

  return TRUE;
}

static gboolean
settled (gpointer data)
{
  AkLessonWatch *self = data;

  self->settle_source = 0;
  ak_lesson_watch_reload (self);
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
 * ak_lesson_watch_get_file:
 * @self: a watch
 *
 * Returns: (transfer none): the lesson file watched
 */
GFile *
ak_lesson_watch_get_file (AkLessonWatch *self)
{
  g_return_val_if_fail (AK_IS_LESSON_WATCH (self), NULL);

  return self->file;
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

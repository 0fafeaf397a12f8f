/* ak-progress.c: what the learner has done, kept across restarts
 *
 * One JSON file in the user's data directory, keyed by lesson id so that
 * lessons never overwrite each other's progress. Every change is saved at
 * once, atomically (write a temporary file, then rename it over the old
 * one), so quitting, a crash or SIGKILL leave either the old file or the
 * new one. A file that cannot be understood is moved aside, never trusted
 * half-way and never silently overwritten.
 *
 * This file keeps the notice and the signals, and decides what a failure
 * means; ak-progress-lessons holds each lesson's records,
 * ak-progress-machine the measurement of this computer,
 * ak-progress-format reads and writes the JSON and ak-progress-file the
 * file.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "ak-progress-file.h"
#include "ak-progress-private.h"

G_DEFINE_FINAL_TYPE (AkProgress, ak_progress, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_PATH,
  PROP_NOTICE,
  N_PROPS
};

enum {
  RESET,
  MACHINE_CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* One notice at a time: the first problem is the one to explain. */

static void
set_notice (AkProgress *self,
            const char *notice)
{
  if (self->notice != NULL)
    return;

  self->notice = g_strdup (notice);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NOTICE]);
}

static void
block_saving (AkProgress   *self,
              const GError *error,
              const char   *notice)
{
  if (self->save_blocked == NULL)
    self->save_blocked = g_error_copy (error);

  if (error->code == AK_PROGRESS_ERROR_WRITE && !self->warned)
    {
      self->warned = TRUE;
      g_warning ("Progress will not be saved to %s: %s", self->path, error->message);
    }
  else
    {
      g_message ("Progress will not be saved to %s: %s", self->path, error->message);
    }

  set_notice (self, notice);
}

static void
report_save_failure (AkProgress   *self,
                     const GError *error)
{
  g_autofree char *notice = g_strdup_printf (_("Your progress could not be saved: %s"),
                                             error->message);

  /* Once per run: the learner is not told again at every answer. */
  if (self->warned)
    return;

  self->warned = TRUE;
  g_warning ("Could not save progress: %s", error->message);
  if (self->notice == NULL)
    self->notice_is_save_failure = TRUE;
  set_notice (self, notice);
}

/* A save worked: a notice that saving failed is no longer true (the disk
 * has room again), so it goes, and a new failure is told again. */
static void
report_save_success (AkProgress *self)
{
  if (!self->warned)
    return;

  g_message ("Progress is saved again to %s", self->path);
  self->warned = FALSE;
  if (self->notice_is_save_failure)
    {
      self->notice_is_save_failure = FALSE;
      g_clear_pointer (&self->notice, g_free);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NOTICE]);
    }
}

static const char *
newer_version_notice (void)
{
  return _("Your progress was saved by a newer version of this app; this version will not change it.");
}

/* Takes what another instance saved since this one read the file: the
 * caller holds the file's lock. A file that cannot be read or understood
 * now is overwritten as before; one of a newer version stops saving. */
static gboolean
merge_from_disk (AkProgress  *self,
                 gboolean    *machine_changed,
                 GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autoptr(GHashTable) disk = NULL;
  g_autofree char *contents = NULL;
  Measurements measured = { 0 };
  gsize length = 0;
  gboolean exists;

  if (!ak_progress_file_read (self->path, &contents, &length, &exists, &local_error) || !exists)
    return TRUE;

  if (!(disk = ak_progress_format_parse (contents, length, &measured, &local_error)))
    {
      if (!g_error_matches (local_error, AK_PROGRESS_ERROR, AK_PROGRESS_ERROR_VERSION))
        return TRUE;

      block_saving (self, local_error, newer_version_notice ());
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }

  ak_progress_merge_lessons (self->lessons, disk);
  if (measured.machine != NULL &&
      ak_progress_merge_is_newer (measured.machine_date, self->measured.machine_date))
    {
      g_clear_pointer (&self->measured.machine, ak_machine_report_free);
      g_clear_pointer (&self->measured.machine_date, g_date_time_unref);
      self->measured.machine = g_steal_pointer (&measured.machine);
      self->measured.machine_date = g_steal_pointer (&measured.machine_date);
      *machine_changed = TRUE;
    }
  if (measured.gpus != NULL &&
      ak_progress_merge_is_newer (measured.gpus_date, self->measured.gpus_date))
    {
      g_clear_pointer (&self->measured.gpus, ak_gpu_measurement_free);
      g_clear_pointer (&self->measured.gpus_date, g_date_time_unref);
      self->measured.gpus = g_steal_pointer (&measured.gpus);
      self->measured.gpus_date = g_steal_pointer (&measured.gpus_date);
      *machine_changed = TRUE;
    }
  ak_progress_measurements_clear (&measured);

  return TRUE;
}

/* Under the lock: (@merge) re-read and merge, then write. */
static gboolean
write_locked (AkProgress  *self,
              gboolean     merge,
              gboolean    *machine_changed,
              GError     **error)
{
  g_autofree char *data = NULL;
  gboolean written = FALSE;
  gsize length;
  int lock;

  if ((lock = ak_progress_file_lock (self->path, error)) < 0)
    return FALSE;

  if (!merge || merge_from_disk (self, machine_changed, error))
    {
      data = ak_progress_format_to_json (self->lessons, &self->measured, &length);
      written = ak_progress_file_write (self->path, data, length, error);
    }

  ak_progress_file_unlock (lock);
  return written;
}

static gboolean
save (AkProgress  *self,
      gboolean     merge,
      GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  gboolean machine_changed = FALSE;
  gboolean written;

  if (self->save_blocked != NULL)
    {
      g_propagate_error (error, g_error_copy (self->save_blocked));
      return FALSE;
    }

  written = write_locked (self, merge, &machine_changed, &local_error);
  if (machine_changed)
    g_signal_emit (self, signals[MACHINE_CHANGED], 0);

  if (!written)
    {
      if (g_error_matches (local_error, AK_PROGRESS_ERROR, AK_PROGRESS_ERROR_WRITE))
        report_save_failure (self, local_error);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }

  report_save_success (self);
  return TRUE;
}

/**
 * ak_progress_save:
 * @self: a progress store
 * @error: return location for an error in %AK_PROGRESS_ERROR
 *
 * Writes the progress file atomically: a reader, a crash or a kill at any
 * moment sees either the previous file or this one whole. Before writing,
 * it takes the advisory lock on `progress.json.lock` (flock(2), held only
 * for this read-merge-write), re-reads the file and merges what another
 * instance saved since (see ak-progress-merge.c: the newer record of each
 * lesson wins), so two instances on one account never lose each other's
 * progress; @self then holds the merged progress. The setters call this
 * themselves. The first failure is logged as a warning and given to the
 * learner as the notice.
 *
 * Returns: %TRUE if the file was written; %FALSE with
 *   %AK_PROGRESS_ERROR_WRITE when it could not be (or the lock was not
 *   free within 10 s), or with the load error that turned saving off
 *   (see ak_progress_get_can_save())
 */
gboolean
ak_progress_save (AkProgress  *self,
                  GError     **error)
{
  g_return_val_if_fail (AK_IS_PROGRESS (self), FALSE);

  return save (self, TRUE, error);
}

static void
handle_corrupt_file (AkProgress   *self,
                     const GError *problem)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *aside = ak_progress_file_move_aside (self->path, &error);

  if (aside != NULL)
    {
      g_autofree char *notice =
        g_strdup_printf (_("Your saved progress could not be read, so it starts afresh. "
                           "The unreadable file was kept as %s."), aside);

      g_message ("Moved the unreadable progress file to %s (%s)", aside, problem->message);
      set_notice (self, notice);
    }
  else
    {
      block_saving (self, error,
                    _("Your saved progress could not be read, and new progress cannot be saved."));
    }
}

/**
 * ak_progress_load:
 * @self: a progress store
 * @error: return location for an error in %AK_PROGRESS_ERROR
 *
 * Reads the progress file, replacing what @self holds. A missing file is
 * no progress yet. Whatever goes wrong, @self is usable afterwards and the
 * app can go on:
 * - %AK_PROGRESS_ERROR_CORRUPT: the file is empty, not JSON or of the wrong
 *   shape; it is renamed to `progress.json.corrupt-TIME` and progress
 *   starts empty
 * - %AK_PROGRESS_ERROR_VERSION, %AK_PROGRESS_ERROR_READ: the file is left
 *   alone and nothing is saved in this run
 * - %AK_PROGRESS_ERROR_WRITE: the data directory cannot be created or
 *   written; the file's progress (if any) is loaded but nothing is saved
 *
 * Each case also sets the notice (ak_progress_get_notice()) that tells the
 * learner.
 *
 * Returns: %TRUE if the saved progress was read (or there was none) and can
 *   be saved again
 */
gboolean
ak_progress_load (AkProgress  *self,
                  GError     **error)
{
  g_autoptr(GError) dir_error = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autoptr(GHashTable) lessons = NULL;
  Measurements measured = { 0 };
  g_autofree char *contents = NULL;
  gsize length = 0;
  gboolean exists;

  g_return_val_if_fail (AK_IS_PROGRESS (self), FALSE);

  g_hash_table_remove_all (self->lessons);
  ak_progress_measurements_clear (&self->measured);

  if (!ak_progress_file_ensure_directory (self->path, &dir_error))
    block_saving (self, dir_error, _("Your progress cannot be saved on this computer."));

  if (!ak_progress_file_read (self->path, &contents, &length, &exists, &local_error))
    {
      block_saving (self, local_error, _("Your saved progress could not be read; new progress will not be saved."));
    }
  else if (exists && !(lessons = ak_progress_format_parse (contents, length, &measured, &local_error)))
    {
      if (g_error_matches (local_error, AK_PROGRESS_ERROR, AK_PROGRESS_ERROR_VERSION))
        block_saving (self, local_error, newer_version_notice ());
      else
        handle_corrupt_file (self, local_error);
    }
  else if (lessons != NULL)
    {
      g_clear_pointer (&self->lessons, g_hash_table_unref);
      self->lessons = g_steal_pointer (&lessons);
      self->measured = measured;
    }

  if (local_error == NULL && dir_error != NULL)
    local_error = g_steal_pointer (&dir_error);

  g_signal_emit (self, signals[MACHINE_CHANGED], 0);

  if (local_error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }

  return TRUE;
}

/**
 * ak_progress_get_default_path:
 *
 * Returns: (transfer full): `accelerator-kitchen/progress.json` in the
 *   user's data directory (g_get_user_data_dir())
 */
char *
ak_progress_get_default_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "accelerator-kitchen", "progress.json", NULL);
}

/**
 * ak_progress_new:
 * @path: (nullable): the progress file, or %NULL for
 *   ak_progress_get_default_path()
 *
 * Creates an empty store; call ak_progress_load() to read the file.
 *
 * Returns: (transfer full): a progress store
 */
AkProgress *
ak_progress_new (const char *path)
{
  g_autofree char *default_path = path == NULL ? ak_progress_get_default_path () : NULL;

  return g_object_new (AK_TYPE_PROGRESS,
                       "path", path != NULL ? path : default_path,
                       NULL);
}

const char *
ak_progress_get_path (AkProgress *self)
{
  g_return_val_if_fail (AK_IS_PROGRESS (self), NULL);

  return self->path;
}

/**
 * ak_progress_get_can_save:
 * @self: a progress store
 *
 * Returns: %FALSE when loading found that nothing must or can be saved in
 *   this run (see ak_progress_load()); a later write failure does not turn
 *   saving off, so that a full disk can recover
 */
gboolean
ak_progress_get_can_save (AkProgress *self)
{
  g_return_val_if_fail (AK_IS_PROGRESS (self), FALSE);

  return self->save_blocked == NULL;
}

/**
 * ak_progress_get_notice:
 * @self: a progress store
 *
 * Returns: (nullable): a sentence for the learner about a problem with the
 *   saved progress, until ak_progress_dismiss_notice(); %NULL if none
 */
const char *
ak_progress_get_notice (AkProgress *self)
{
  g_return_val_if_fail (AK_IS_PROGRESS (self), NULL);

  return self->notice;
}

/**
 * ak_progress_dismiss_notice:
 * @self: a progress store
 *
 * Forgets the notice once the learner has seen it; later problems of the
 * same run stay in the log and do not raise a new notice.
 */
void
ak_progress_dismiss_notice (AkProgress *self)
{
  g_return_if_fail (AK_IS_PROGRESS (self));

  if (self->notice == NULL)
    return;

  self->notice_is_save_failure = FALSE;
  g_clear_pointer (&self->notice, g_free);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NOTICE]);
}

/**
 * ak_progress_reset:
 * @self: a progress store
 * @error: return location for an error in %AK_PROGRESS_ERROR
 *
 * Forgets all progress of every lesson and saves, then emits
 * #AkProgress::reset. The measurement of this computer is kept: it is not
 * progress.
 *
 * Returns: %TRUE if the empty progress was saved
 */
gboolean
ak_progress_reset (AkProgress  *self,
                   GError     **error)
{
  gboolean saved;

  g_return_val_if_fail (AK_IS_PROGRESS (self), FALSE);

  /* What the learner did goes; the measurement of this computer is not
   * progress and stays (the confirmation names what is forgotten). */
  g_hash_table_remove_all (self->lessons);
  /* Not merged: the file's records are what the learner asked to forget. */
  saved = save (self, FALSE, error);
  g_signal_emit (self, signals[RESET], 0);

  return saved;
}

/* Emits #AkProgress::machine-changed (for ak-progress-machine.c). */
void
_ak_progress_machine_changed (AkProgress *self)
{
  g_signal_emit (self, signals[MACHINE_CHANGED], 0);
}

static void
ak_progress_finalize (GObject *object)
{
  AkProgress *self = AK_PROGRESS (object);

  g_clear_pointer (&self->path, g_free);
  g_clear_pointer (&self->lessons, g_hash_table_unref);
  ak_progress_measurements_clear (&self->measured);
  g_clear_pointer (&self->notice, g_free);
  g_clear_pointer (&self->learner, g_free);
  g_clear_error (&self->save_blocked);

  G_OBJECT_CLASS (ak_progress_parent_class)->finalize (object);
}

static void
ak_progress_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  AkProgress *self = AK_PROGRESS (object);

  switch (prop_id)
    {
    case PROP_PATH:
      g_value_set_string (value, self->path);
      break;
    case PROP_NOTICE:
      g_value_set_string (value, ak_progress_get_notice (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ak_progress_set_property (GObject      *object,
                          guint         prop_id,
                          const GValue *value,
                          GParamSpec   *pspec)
{
  AkProgress *self = AK_PROGRESS (object);

  switch (prop_id)
    {
    case PROP_PATH:
      self->path = g_value_dup_string (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ak_progress_class_init (AkProgressClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = ak_progress_finalize;
  object_class->get_property = ak_progress_get_property;
  object_class->set_property = ak_progress_set_property;

  properties[PROP_PATH] =
    g_param_spec_string ("path", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_NOTICE] =
    g_param_spec_string ("notice", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * AkProgress::reset:
   *
   * Emitted after ak_progress_reset() forgot all progress.
   */
  signals[RESET] =
    g_signal_new ("reset", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  /**
   * AkProgress::machine-changed:
   *
   * Emitted when the measured machine report or the measured GPUs may
   * have changed: after ak_progress_set_machine_report(),
   * ak_progress_set_gpu_measurement() and ak_progress_load().
   */
  signals[MACHINE_CHANGED] =
    g_signal_new ("machine-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
ak_progress_init (AkProgress *self)
{
  self->lessons = ak_progress_lessons_new ();
}

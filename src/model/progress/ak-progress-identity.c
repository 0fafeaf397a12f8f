/* ak-progress-identity.c: one progress record per lesson, and which lesson it is
 *
 * Progress is kept under the lesson's id alone (ak_lesson_get_progress_key()),
 * however the lesson was opened: the bundled resource, the library,
 * `--lesson`, another path or another computer. So that two different
 * lessons never share a record, each record remembers the file it was
 * last opened from (`source`), the SHA-256 digests of the versions seen
 * (`digests`, ak_lesson_get_digest()) and the title. A lesson is the
 * record's lesson when its digest is one of those (a copy installed
 * elsewhere), when it comes from the record's source (a teacher editing
 * the file), or when it is bundled (the app's own lessons own their ids);
 * otherwise it is another lesson reusing the id, and it is refused.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "ak-progress-identity.h"
#include "ak-progress-private.h"

static gboolean
has_digest (GPtrArray  *digests,
            const char *digest)
{
  return digests != NULL && g_ptr_array_find_with_equal_func (digests, digest, g_str_equal, NULL);
}

/* A URI as a learner reads it: a path for a local file. */
static char *
shown_name (const char *uri)
{
  g_autoptr(GFile) file = g_file_new_for_uri (uri);

  return g_file_get_parse_name (file);
}

/* "org.example." and @uri's basename without its extension, made a valid
 * id, or NULL when that is not one or is @lesson_id itself. */
static char *
id_from_name (const char *uri,
              const char *lesson_id)
{
  g_autoptr(GFile) file = g_file_new_for_uri (uri);
  g_autofree char *name = g_file_get_basename (file);
  g_autoptr(GString) id = g_string_new ("org.example.");
  char *dot = name != NULL ? strrchr (name, '.') : NULL;

  if (dot != NULL && dot != name)
    *dot = '\0';
  for (const char *c = name; c != NULL && *c != '\0' && id->len < 64; c++)
    g_string_append_c (id, g_ascii_isalnum (*c) ? g_ascii_tolower (*c) : '-');
  if (!ak_lesson_id_is_valid (id->str) || strcmp (id->str, lesson_id) == 0)
    return NULL;
  return g_string_free (g_steal_pointer (&id), FALSE);
}

static gboolean
clash_error (GError     **error,
             const char  *uri,
             const char  *other_uri,
             const char  *lesson_id)
{
  g_autofree char *mine = shown_name (uri);
  g_autofree char *other = shown_name (other_uri);
  /* named after one of the files, never the id they share */
  g_autofree char *suggestion = id_from_name (uri, lesson_id);

  if (suggestion == NULL)
    suggestion = id_from_name (other_uri, lesson_id);
  if (suggestion == NULL)
    g_set_error (error, AK_PROGRESS_ERROR, AK_PROGRESS_ERROR_CLASH,
                 _("%s is not the lesson %s, but has its id “%s”; give one of them an id of its own, "
                   "such as a reverse-DNS name"),
                 mine, other, lesson_id);
  else
    g_set_error (error, AK_PROGRESS_ERROR, AK_PROGRESS_ERROR_CLASH,
                 _("%s is not the lesson %s, but has its id “%s”; give one of them an id of its own, "
                   "such as a reverse-DNS name (%s)"),
                 mine, other, lesson_id, suggestion);
  return FALSE;
}

/* Another lesson in @known (bundled ones, say) with @lesson's id and
 * other content, or NULL. A file whose content is a version @record has
 * seen is an earlier or later copy of the record's own lesson (a teacher
 * installs one version and goes on editing the other), not another one:
 * @lesson has already been found to be the record's. A bundled lesson
 * owns its id whatever the record has seen: a file with other content
 * never takes it. */
static const AkLessonEntry *
known_clash (GPtrArray      *known,
             AkLesson       *lesson,
             LessonProgress *record)
{
  const char *uri = ak_lesson_get_source_uri (lesson);

  for (guint i = 0; known != NULL && i < known->len; i++)
    {
      const AkLessonEntry *entry = g_ptr_array_index (known, i);

      if (entry->id == NULL || entry->digest == NULL || strcmp (entry->id, ak_lesson_get_id (lesson)) != 0 ||
          g_strcmp0 (entry->uri, uri) == 0 || strcmp (entry->digest, ak_lesson_get_digest (lesson)) == 0 ||
          (record != NULL && !g_str_has_prefix (entry->uri, "resource://") &&
           has_digest (record->digests, entry->digest)))
        continue;
      return entry;
    }
  return NULL;
}

/* Whether @record takes a lesson from @uri with @digest. */
static gboolean
record_takes (LessonProgress *record,
              const char     *uri,
              const char     *digest)
{
  return record == NULL || record->source == NULL || g_str_has_prefix (uri, "resource://") ||
         strcmp (record->source, uri) == 0 || has_digest (record->digests, digest);
}

/**
 * ak_progress_claim_lesson:
 * @self: a progress store
 * @lesson: a lesson about to be played, loaded from a file or resource
 *   (ak_lesson_get_source_uri() is not %NULL)
 * @known: (nullable) (element-type AkLessonEntry): lessons known to be
 *   installed (ak_lesson_library_scan(): the bundled ones at least)
 * @error: return location for %AK_PROGRESS_ERROR_CLASH, or the save's error
 *
 * Makes @lesson the owner of the progress kept under its id, by the rules
 * at the top of this file: it is refused with %AK_PROGRESS_ERROR_CLASH,
 * whose message names both files, when its id is that of another lesson
 * (one played before from another file with other content, or one in
 * @known with other content). Otherwise the record remembers @lesson's
 * file, digest and title, and is saved when one of them changed.
 *
 * Returns: %TRUE if @lesson may be played under its id
 */
gboolean
ak_progress_claim_lesson (AkProgress  *self,
                          AkLesson    *lesson,
                          GPtrArray   *known,
                          GError     **error)
{
  const char *id, *uri, *digest;
  const AkLessonEntry *other;
  LessonProgress *record;
  gboolean changed;

  g_return_val_if_fail (AK_IS_PROGRESS (self), FALSE);
  g_return_val_if_fail (AK_IS_LESSON (lesson), FALSE);
  g_return_val_if_fail (ak_lesson_get_source_uri (lesson) != NULL, FALSE);

  id = ak_lesson_get_id (lesson);
  uri = ak_lesson_get_source_uri (lesson);
  digest = ak_lesson_get_digest (lesson);
  record = g_hash_table_lookup (self->lessons, id);

  if (!record_takes (record, uri, digest))
    return clash_error (error, uri, record->source, id);
  if (!g_str_has_prefix (uri, "resource://") && (other = known_clash (known, lesson, record)) != NULL)
    return clash_error (error, uri, other->uri, id);

  record = ak_progress_lesson_lookup (self->lessons, id, TRUE);

  changed = g_strcmp0 (record->source, uri) != 0 || g_strcmp0 (record->title, ak_lesson_get_title (lesson)) != 0 ||
            record->digests == NULL || strcmp (g_ptr_array_index (record->digests, 0), digest) != 0;
  if (!changed)
    return TRUE;

  g_free (record->source);
  record->source = g_strdup (uri);
  g_free (record->title);
  record->title = g_strdup (ak_lesson_get_title (lesson));
  ak_progress_lesson_add_digest (record, digest);
  return ak_progress_save (self, error);
}

static LessonProgress *
record_for (AkProgress *self,
            const char *lesson_id)
{
  g_return_val_if_fail (AK_IS_PROGRESS (self), NULL);
  g_return_val_if_fail (lesson_id != NULL, NULL);

  return g_hash_table_lookup (self->lessons, lesson_id);
}

/**
 * ak_progress_get_lesson_title:
 * @self: a progress store
 * @lesson_id: a lesson id
 *
 * Returns: (nullable): the title of @lesson_id when it was last played
 *   (in the learner's language), or %NULL when it was never claimed
 */
const char *
ak_progress_get_lesson_title (AkProgress *self,
                              const char *lesson_id)
{
  LessonProgress *record = record_for (self, lesson_id);

  return record != NULL ? record->title : NULL;
}

/**
 * ak_progress_get_lesson_source:
 * @self: a progress store
 * @lesson_id: a lesson id
 *
 * Returns: (nullable): the URI @lesson_id was last played from, or %NULL
 */
const char *
ak_progress_get_lesson_source (AkProgress *self,
                               const char *lesson_id)
{
  LessonProgress *record = record_for (self, lesson_id);

  return record != NULL ? record->source : NULL;
}

/**
 * ak_progress_get_lesson_digest:
 * @self: a progress store
 * @lesson_id: a lesson id
 *
 * Returns: (nullable): the SHA-256 digest (64 lowercase hex digits) of the
 *   version of @lesson_id played last, or %NULL
 */
const char *
ak_progress_get_lesson_digest (AkProgress *self,
                               const char *lesson_id)
{
  LessonProgress *record = record_for (self, lesson_id);

  return record != NULL && record->digests != NULL && record->digests->len > 0
         ? g_ptr_array_index (record->digests, 0) : NULL;
}

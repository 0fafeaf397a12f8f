/* ak-lesson-library.h: the lessons installed for this user and this computer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* A lesson file larger than this is listed as too large, not read: the
 * same 4 MiB the loader allows (AK_LESSON_MAX_FILE_BYTES), so the library,
 * live reload, --validate and --lesson agree. */
#define AK_LESSON_LIBRARY_MAX_FILE_BYTES (4 * 1024 * 1024)
/* At most this many files are looked at per folder. */
#define AK_LESSON_LIBRARY_MAX_FILES 500

/**
 * AkLessonOrigin:
 * @AK_LESSON_ORIGIN_BUNDLED: in the app's resources
 * @AK_LESSON_ORIGIN_USER: in `$XDG_DATA_HOME/accelerator-kitchen/lessons/`
 * @AK_LESSON_ORIGIN_SYSTEM: in one of `$XDG_DATA_DIRS/accelerator-kitchen/lessons/`
 *   (installed by an administrator for every account)
 * @AK_LESSON_ORIGIN_RECENT: a file the learner opened recently, wherever it is
 */
typedef enum {
  AK_LESSON_ORIGIN_BUNDLED,
  AK_LESSON_ORIGIN_USER,
  AK_LESSON_ORIGIN_SYSTEM,
  AK_LESSON_ORIGIN_RECENT,
} AkLessonOrigin;

/**
 * AkLessonDir:
 * @path: a folder of lesson files
 * @origin: who put lessons there
 */
typedef struct {
  char           *path;
  AkLessonOrigin  origin;
} AkLessonDir;

/**
 * AkLessonEntry:
 * @id: (nullable): the lesson's id, %NULL when the file is not a valid lesson
 * @title: the lesson's title (translated), or the file's name when invalid
 * @summary: (nullable): the lesson's summary (translated)
 * @uri: where the lesson is: a `file://` or `resource://` URI
 * @path: (nullable): the local path, %NULL for a bundled lesson
 * @origin: where it was found
 * @problem: (nullable): the first problem of an invalid file
 *   (`FILE:LINE:COLUMN: MEMBER.PATH: message`), or %NULL
 * @clash: (nullable): when another entry has the same @id, a sentence
 *   naming the other files; %NULL otherwise
 * @digest: (nullable): the SHA-256 of a valid lesson's file
 *   (ak_lesson_get_digest()), %NULL when invalid
 *
 * One lesson file found by ak_lesson_library_scan().
 */
typedef struct {
  char           *id;
  char           *title;
  char           *summary;
  char           *uri;
  char           *path;
  AkLessonOrigin  origin;
  char           *problem;
  char           *clash;
  char           *digest;
} AkLessonEntry;

void        ak_lesson_dir_free              (AkLessonDir   *dir);
void        ak_lesson_entry_free            (AkLessonEntry *entry);
const char *ak_lesson_origin_to_string      (AkLessonOrigin origin);

GPtrArray  *ak_lesson_library_default_dirs  (void);
GPtrArray  *ak_lesson_library_scan          (GPtrArray          *dirs,
                                             gboolean            bundled,
                                             const char * const *recent,
                                             GCancellable       *cancellable);
void        ak_lesson_library_scan_async    (GPtrArray          *dirs,
                                             gboolean            bundled,
                                             const char * const *recent,
                                             GCancellable       *cancellable,
                                             GAsyncReadyCallback callback,
                                             gpointer            user_data);
GPtrArray  *ak_lesson_library_scan_finish   (GAsyncResult  *result,
                                             GError       **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (AkLessonEntry, ak_lesson_entry_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (AkLessonDir, ak_lesson_dir_free)

G_END_DECLS

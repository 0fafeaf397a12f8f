/* ak-lesson-source.h: a lesson's source text, where each JSON node is in it,
 * and the problems found (ak-lesson-source.c)
 *
 * What the files that check a lesson (the limits, the markup, the
 * validator) need of the source; its insides are in
 * ak-lesson-source-private.h, for the files that parse.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

#include "ak-lesson-data-private.h"

G_BEGIN_DECLS

/* The source text and where json-glib found each node, for messages. */
typedef struct _AkLessonSource AkLessonSource;

typedef enum {
  AK_LOCATE_VALUE,   /* the first character of the value */
  AK_LOCATE_NAME,    /* the member name, or the value for array elements */
} AkLocate;

gboolean  _ak_lesson_source_is_bundled   (AkLessonSource  *source);
gboolean  _ak_lesson_source_has_positions
                                         (AkLessonSource  *source);
void      _ak_lesson_source_count_members
                                         (AkLessonSource  *source,
                                          guint            n_members);
gboolean  _ak_lesson_source_has_odd_escapes
                                         (AkLessonSource  *source);
gsize     _ak_lesson_source_locate       (AkLessonSource  *source,
                                          JsonNode        *node,
                                          AkLocate         locate);
char     *_ak_lesson_source_literal      (AkLessonSource  *source,
                                          JsonNode        *node);
void      _ak_lesson_source_foreach_dup  (AkLessonSource  *source,
                                          JsonObject      *object,
                                          void           (*func) (const char *name,
                                                                  gsize       offset,
                                                                  gpointer    user_data),
                                          gpointer         user_data);
void      _ak_lesson_source_add_problem  (AkLessonSource  *source,
                                          gsize            offset,
                                          AkLessonError    code,
                                          const char      *path,
                                          const char      *message);

char     *_ak_lesson_shorten             (const char      *text);

G_END_DECLS

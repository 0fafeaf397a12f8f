/* ak-lesson-source-private.h: the insides of a lesson's source, shared by
 * the files that parse it (ak-lesson-source.c, ak-lesson-scan.c,
 * ak-lesson-parse.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ak-lesson-source.h"

G_BEGIN_DECLS

typedef struct {
  char  *name;
  gsize  anchor;
} Dup;

typedef struct {
  gsize   anchor;
  guint   n_members;
  GArray *dups;
} Frame;

typedef struct {
  gsize          offset;
  guint          seq;
  AkLessonError  code;
  char          *path;     /* NULL for problems that are not about a member */
  char          *message;
} Problem;

struct _AkLessonSource
{
  const char *display_name;
  const char *data;
  gsize       len;
  GArray     *line_starts;  /* gsize offset of the first byte of each line */
  GHashTable *anchors;      /* JsonNode* -> packed anchor, see pack_anchor() */
  GHashTable *dups;         /* JsonObject* -> GArray of Dup */
  GArray     *frames;       /* Frame, one per open container while parsing */
  GArray     *problems;     /* Problem */
  JsonParser *parser;
  gboolean    odd_numbers;  /* numbers json-glib may read wrongly */
  guint       n_members;    /* outside strings: every member has one ':' */
  guint       n_members_seen;
  gboolean    bundled;      /* shipped in the app's GResource */
  gboolean    odd_escapes;  /* octal or \u escapes, which json-glib may
                             * turn into invalid UTF-8 */
};

void      _ak_lesson_source_init         (AkLessonSource  *source,
                                          const char      *display_name,
                                          const char      *data,
                                          gsize            len,
                                          gboolean         bundled,
                                          gboolean         positions);
void      _ak_lesson_source_clear        (AkLessonSource  *source);
gsize     _ak_lesson_source_skip_blank   (AkLessonSource  *source,
                                          gsize            offset);
void      _ak_lesson_source_record       (AkLessonSource  *source,
                                          JsonParser      *parser);
void      _ak_lesson_source_set_root     (AkLessonSource  *source,
                                          JsonNode        *root);
GPtrArray *_ak_lesson_source_steal_errors (AkLessonSource *source);

G_END_DECLS

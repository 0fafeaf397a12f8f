/* ak-lesson-private.h: shared between the lesson loader, validator and markup
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

#include "ak-lesson.h"

G_BEGIN_DECLS

/* A lesson is at most ~7 containers deep; json-glib 1.6 recurses once per
 * level and overflows the stack somewhere past 50,000, so anything deeper
 * than this is rejected before it reaches the parser.
 */
#define AK_LESSON_MAX_DEPTH 64

#define AK_LESSON_MAX_TEXT_CHARS 10000

/* What a lesson may hold (ak-lesson-limits.c; data/lessons/README.md).
 * The bundled lesson is 64 KB with about 1,000 values, 300 on its
 * largest page, and 41 KB of text. */
#define AK_LESSON_MAX_FILE_BYTES   (4u * 1024 * 1024)
#define AK_LESSON_MAX_VALUES       100000
#define AK_LESSON_MAX_PAGE_VALUES  20000
#define AK_LESSON_MAX_TEXT_BYTES   (1024u * 1024)
/* What one page may show: text laid out at once on one scrolling page
 * (the bundled lesson's largest page holds about 10 KB). */
#define AK_LESSON_MAX_PAGE_TEXT_BYTES (128u * 1024)
#define AK_LESSON_MAX_BLOCKS       200
#define AK_LESSON_MAX_SOURCES      200

/* The source text and where json-glib found each node, for messages. */
typedef struct _AkLessonSource AkLessonSource;

typedef enum {
  AK_LOCATE_VALUE,   /* the first character of the value */
  AK_LOCATE_NAME,    /* the member name, or the value for array elements */
} AkLocate;

/* What the validator builds; owned by AkLesson once the lesson is valid. */
typedef struct {
  char      *id;
  char      *title;
  char      *summary;
  char      *language;
  GPtrArray *sources;  /* AkReference */
  GPtrArray *pages;    /* AkPage */
} AkLessonData;

void      _ak_lesson_data_clear          (AkLessonData    *data);

/* ak-lesson-limits.c */
gboolean  _ak_lesson_check_limits        (AkLessonSource  *source,
                                          JsonNode        *root);
char     *_ak_lesson_file_size_message   (guint64          size);

gboolean  _ak_lesson_is_json_number      (const char      *text);
/* ak-lesson-source.c */
GPtrArray *_ak_lesson_load               (const char      *display_name,
                                          const char      *text,
                                          gsize            len,
                                          gboolean         bundled,
                                          AkLessonData    *data);
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

void      _ak_lesson_validate            (AkLessonSource  *source,
                                          JsonNode        *root,
                                          AkLessonData    *out);

gboolean  _ak_lesson_markup_check        (const char      *text,
                                          GString         *pango,
                                          GError         **error);
gboolean  _ak_lesson_url_check           (const char      *url,
                                          GError         **error);
char     *_ak_lesson_shorten             (const char      *text);

/* ak-lesson.c, for ak-lesson-text.c */
AkLessonData *_ak_lesson_get_data        (AkLesson        *self);

/* ak-lesson-free.c */
void      _ak_card_free                  (AkCard          *card);
void      _ak_reference_free             (AkReference     *reference);
void      _ak_qa_free                    (AkQa            *qa);
void      _ak_block_free                 (AkBlock         *block);
void      _ak_accelerator_free           (AkAccelerator   *accelerator);
void      _ak_model_spec_free            (AkModelSpec     *model);
void      _ak_workload_free              (AkWorkload      *workload);
void      _ak_kitchen_preset_free        (AkKitchenPreset *preset);
void      _ak_sort_piece_free            (AkSortPiece     *piece);
void      _ak_question_free              (AkQuestion      *question);
void      _ak_page_free                  (AkPage          *page);

G_END_DECLS

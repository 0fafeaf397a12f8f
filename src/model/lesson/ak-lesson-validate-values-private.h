/* ak-lesson-validate-values-private.h: the validator's state and its
 * readers of one JSON value (ak-lesson-validate-values.c)
 *
 * The bottom of the validator: reporting a problem at a node with its
 * member path, and checking one value (a string of a kind, a number in a
 * range, true or false, one of some names, an array of strings). Each
 * reader takes the value itself, with its member already on the path; the
 * table reader (ak-lesson-validate-schema.c) finds the members. The lv_
 * (lesson validator) functions are documented where they are defined.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

#include "ak-lesson-data-private.h"
#include "ak-lesson-source.h"

G_BEGIN_DECLS

typedef enum {
  STRING_PLAIN,   /* any string */
  STRING_TEXT,    /* non-empty, not only white space, at most 10,000 characters */
  STRING_MARKUP,  /* text with inline markup */
  STRING_ID,      /* 1 to 64 of a-z 0-9 -, starting with a letter */
  STRING_URL,     /* http or https */
} StringKind;

typedef struct {
  char     *path;
  gboolean  has_tdp;
} AcceleratorInfo;

/* An id named before what it names may have been read, resolved at the end. */
typedef struct {
  char     *id;
  char     *path;
  gsize     offset;
  gboolean  needs_tdp;
} AcceleratorRef;

/* A glossary term a text marks, resolved once the glossary is read. */
typedef struct {
  char     *term;
  char     *path;
  gsize     offset;
  guint     char_index;
} TermRef;

typedef struct {
  AkLessonSource *source;
  GString        *path;
  GHashTable     *accelerators;  /* id -> AcceleratorInfo */
  GArray         *accelerator_refs;
  GHashTable     *models;        /* roofline pages' model id -> has a shape */
  GArray         *model_refs;    /* AcceleratorRef, for batch pages' models */
  GArray         *page_refs;     /* AcceleratorRef, for questions' see_page */
  GArray         *term_refs;     /* TermRef, for the terms texts mark */
} Validator;

void lv_report_at (Validator     *v,
                   gsize          offset,
                   AkLessonError  code,
                   const char    *format,
                   ...) G_GNUC_PRINTF (4, 5);

#define report(v, node, code, ...) \
  lv_report_at ((v), _ak_lesson_source_locate ((v)->source, (node), AK_LOCATE_VALUE), (code), __VA_ARGS__)

void
lv_init (Validator      *v,
         AkLessonSource *source);

void
lv_clear (Validator *v);

gsize
lv_path_push (Validator  *v,
              const char *name);

gsize
lv_path_push_index (Validator *v,
                    guint      index);

void
lv_path_pop (Validator *v,
             gsize      saved);

gboolean
lv_expect_type (Validator  *v,
                JsonNode   *node,
                gboolean    ok,
                const char *expected);

JsonNode *
lv_get_member (Validator  *v,
               JsonNode   *node,
               const char *name,
               gboolean    required);

GHashTable *
lv_scope_new (void);

gboolean
lv_check_string (Validator  *v,
                 JsonNode   *node,
                 StringKind  kind);

gboolean
lv_check_title (Validator *v,
                JsonNode  *node);

void
lv_note_unique_id (Validator  *v,
                   JsonNode   *node,
                   GHashTable *scope);

void
lv_note_ref (Validator *v,
             GArray    *refs,
             JsonNode  *node,
             gboolean   needs_tdp);

int
lv_read_enum_node (Validator          *v,
                   JsonNode           *node,
                   const char * const *names,
                   const char         *what,
                   const char         *expected);

gboolean
lv_read_number_node (Validator  *v,
                     JsonNode   *node,
                     double     *out_value,
                     gboolean   *out_integral,
                     char      **out_literal);

gboolean
lv_read_positive_node (Validator *v,
                       JsonNode  *node,
                       double     min,
                       double     max,
                       double    *out);

gboolean
lv_read_integer_node (Validator *v,
                      JsonNode  *node,
                      double     min,
                      double     max,
                      guint     *out);

gboolean
lv_read_bool_node (Validator *v,
                   JsonNode  *node,
                   gboolean  *out);

JsonArray *
lv_read_array_node (Validator *v,
                    JsonNode  *node,
                    guint      min,
                    guint      max);

GStrv
lv_read_strings_node (Validator  *v,
                      JsonNode   *node,
                      guint       min,
                      guint       max,
                      StringKind  kind);

G_END_DECLS

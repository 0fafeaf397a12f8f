/* ak-lesson-validate-private.h: shared by the ak-lesson-validate*.c files
 *
 * The lv_ (lesson validator) functions are internal to those files; each
 * is documented where it is defined.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

#include "ak-lesson-data-private.h"
#include "ak-lesson-limits-private.h"
#include "ak-lesson-markup-private.h"
#include "ak-lesson-scan-private.h"
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

typedef struct {
  char     *id;
  char     *path;
  gsize     offset;
  gboolean  needs_tdp;
} AcceleratorRef;

typedef struct {
  AkLessonSource *source;
  GString        *path;
  GHashTable     *accelerators;  /* id -> AcceleratorInfo */
  GArray         *accelerator_refs;
  GHashTable     *models;        /* roofline pages' model id -> has a shape */
  GArray         *model_refs;    /* AcceleratorRef, for batch pages' models */
} Validator;

typedef gpointer (*ReadItem) (Validator *v,
                              JsonNode  *node,
                              gpointer   user_data);

void lv_report_at (Validator     *v,
                  gsize          offset,
                  AkLessonError  code,
                  const char    *format,
                  ...) G_GNUC_PRINTF (4, 5);

#define report(v, node, code, ...) \
  lv_report_at ((v), _ak_lesson_source_locate ((v)->source, (node), AK_LOCATE_VALUE), (code), __VA_ARGS__)

void      _ak_lesson_validate            (AkLessonSource  *source,
                                          JsonNode        *root,
                                          AkLessonData    *out);

/* ak-lesson-validate.c */
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

gboolean
lv_is_number (JsonNode *node);

gboolean
lv_is_string (JsonNode *node);

void
lv_check_members (Validator          *v,
                  JsonNode           *node,
                  const char * const *allowed,
                  const char * const *foreign,
                  const char         *owner);

JsonNode *
lv_get_member (Validator  *v,
               JsonNode   *node,
               const char *name,
               gboolean    required);

gboolean
lv_expect_object (Validator *v,
                  JsonNode  *node);

/* ak-lesson-validate-values.c */
gboolean
lv_check_string (Validator  *v,
                 JsonNode   *node,
                 StringKind  kind);

char *
lv_read_string (Validator  *v,
                JsonNode   *node,
                const char *name,
                gboolean    required,
                StringKind  kind);

char *
lv_read_id (Validator  *v,
            JsonNode   *node,
            GHashTable *scope);

int
lv_read_enum (Validator          *v,
              JsonNode           *node,
              const char         *name,
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
lv_read_positive (Validator  *v,
                  JsonNode   *node,
                  const char *name,
                  gboolean    required,
                  double      min,
                  double      max,
                  double     *out);

gboolean
lv_read_integer (Validator  *v,
                 JsonNode   *node,
                 const char *name,
                 double      min,
                 double      max,
                 guint      *out);

JsonArray *
lv_get_array (Validator  *v,
              JsonNode   *node,
              const char *name,
              gboolean    required,
              guint       min,
              guint       max);

GPtrArray *
lv_read_objects (Validator      *v,
                 JsonNode       *node,
                 const char     *name,
                 gboolean        required,
                 guint           min,
                 guint           max,
                 ReadItem        read_item,
                 GDestroyNotify  free_item,
                 gpointer        user_data);

GStrv
lv_read_strings_node (Validator  *v,
                      JsonNode   *member,
                      guint       min,
                      guint       max,
                      StringKind  kind);

GStrv
lv_read_strings (Validator  *v,
                 JsonNode   *node,
                 const char *name,
                 guint       min,
                 guint       max,
                 StringKind  kind);

/* ak-lesson-validate-blocks.c */
gpointer
lv_read_reference (Validator *v,
                   JsonNode  *node,
                   gpointer   user_data);

void
lv_read_accelerator_ref (Validator  *v,
                         JsonNode   *node,
                         gboolean    needs_tdp,
                         char      **out_id);

gpointer
lv_read_block (Validator *v,
               JsonNode  *node,
               gpointer   user_data);

/* ak-lesson-validate-roofline.c */
void
lv_read_flag (Validator  *v,
              JsonNode   *node,
              const char *name,
              gboolean   *out);

void
lv_read_roofline (Validator *v,
                  JsonNode  *node,
                  AkPage    *page);

/* ak-lesson-validate-activities.c */
gpointer
lv_read_preset (Validator *v,
                JsonNode  *node,
                gpointer   scope);

gpointer
lv_read_piece (Validator *v,
               JsonNode  *node,
               gpointer   scope);

gpointer
lv_read_question (Validator *v,
                  JsonNode  *node,
                  gpointer   scope);

void
lv_read_batch (Validator *v,
               JsonNode  *node,
               AkPage    *page);

/* ak-lesson-validate-pages.c */
GHashTable *
lv_scope_new (void);

gpointer
lv_read_page (Validator *v,
              JsonNode  *node,
              gpointer   scope);

G_END_DECLS

/* ak-lesson-validate-schema-private.h: a table per kind of JSON object, and
 * the one reader that walks an object against its table
 * (ak-lesson-validate-schema.c)
 *
 * A kind of object (a page, a block, an accelerator…) is stated once, as
 * an LvSchema: each member's name, kind of value, whether it is required,
 * its range and the struct field it fills. lv_read_object() reports
 * unknown members, missing required ones, wrong types and ranges, and
 * fills the struct. What a table cannot say (one member's range that
 * depends on another, members that come as a group) is a custom reader
 * of the member, a hook after it, or the schema's check at the end.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <stddef.h>

#include "ak-lesson-validate-values-private.h"

G_BEGIN_DECLS

typedef enum {
  LV_STRING,          /* any string: char * */
  LV_TEXT,            /* STRING_TEXT: char * */
  LV_TITLE,           /* text without bidirectional controls: char * */
  LV_MARKUP,          /* text with inline markup: char * */
  LV_ID,              /* an id: char * */
  LV_URL,             /* an http or https URL: char * */
  LV_UNIQUE_ID,       /* an id unique in the array the object is in: char * */
  LV_ACCELERATOR,     /* the id of an accelerator of the lesson: char * */
  LV_ACCELERATOR_TDP, /* the same, of an accelerator that gives tdp_w: char * */
  LV_MODEL,           /* the id of a model with a shape on a roofline page: char * */
  LV_PAGE,            /* the id of a page of the lesson: char * */
  LV_NUMBER,          /* a number > 0, from min to max: double */
  LV_INTEGER,         /* an integer from min to max: guint */
  LV_BOOL,            /* true or false: gboolean, left alone when absent */
  LV_ENUM,            /* one of names: its index (an enum), or a copy of it */
  LV_KIND,            /* like LV_ENUM, and picks the schema's variant */
  LV_STRINGS,         /* an array of min to max strings of `strings`: GStrv */
  LV_OBJECTS,         /* an array of min to max objects of `schema`: GPtrArray,
                       * empty when the member is absent or wrong */
  LV_CUSTOM,          /* read by `read` */
} LvKind;

#define LV_REQUIRED TRUE
#define LV_OPTIONAL FALSE

/* The struct field a member fills, for the tables. */
#define LV_FIELD(type, member) offsetof (type, member)

/* A row of a table: name, kind, required, min, max, field (0 for
 * LV_CUSTOM), then any of .names, .schema, .strings, .read, .then, .gate
 * and .later. */
#define LV_MEMBER(name_, kind_, required_, min_, max_, ...) \
  { .name = (name_), .kind = (kind_), .required = (required_), .min = (min_), .max = (max_), \
    .field = __VA_ARGS__ }

typedef struct _LvSchema LvSchema;
typedef struct _LvMember LvMember;

/* One object being read. */
typedef struct {
  JsonNode    *node;     /* the JSON object */
  gpointer     item;     /* the struct its members fill */
  gpointer     parent;   /* the struct whose array holds it, or NULL */
  GHashTable  *scope;    /* the ids of that array: id -> member path */
  int          variant;  /* what its LV_KIND member named, or -1 */
} LvObject;

/* Reads @member (on the path already) into @o; FALSE if it is wrong. */
typedef gboolean (*LvRead) (Validator      *v,
                            LvObject       *o,
                            const LvMember *m,
                            JsonNode       *member);

/* After @member was read well: a rule about it beyond its kind. */
typedef void (*LvThen) (Validator *v,
                        LvObject  *o,
                        JsonNode  *member);

/* Before or after the members: defaults, and rules between members. */
typedef void (*LvHook) (Validator *v,
                        LvObject  *o);

typedef struct {
  const char * const *names;      /* NULL-terminated */
  const char         *what;       /* N_(), e.g. "page kind" */
  const char         *expected;   /* N_(), e.g. "reading, kitchen or quiz" */
  gboolean            as_string;  /* the field is a copy of the name, not its index */
} LvEnum;

struct _LvMember {
  const char     *name;
  LvKind          kind;
  gboolean        required;
  double          min;      /* LV_NUMBER, LV_INTEGER; items of arrays */
  double          max;
  gsize           field;    /* LV_FIELD () in the item; not for LV_CUSTOM */
  const LvEnum   *names;    /* LV_ENUM, LV_KIND */
  const LvSchema *schema;   /* LV_OBJECTS */
  StringKind      strings;  /* LV_STRINGS */
  LvRead          read;     /* LV_CUSTOM */
  LvThen          then;     /* optional */
  gboolean        gate;     /* read first; when present and wrong, nothing
                             * else of the object is read */
  gboolean        later;    /* read by the check with lv_read_later (), as it
                             * depends on other members */
};

struct _LvSchema {
  gsize                   size;       /* of the item lv_read_objects () makes */
  GDestroyNotify          free;       /* of that item */
  LvHook                  init;       /* defaults, before any member */
  const LvMember         *members;
  guint                   n_members;
  LvHook                  check;      /* after the members */

  /* An object of several kinds: an LV_KIND member names the kind, and
   * variants[kind] holds the members of that kind only. */
  const LvSchema * const *variants;
  const char             *owner;      /* N_(), e.g. "a \"%s\" page" */
  /* As a variant: members of the main table that this kind requires. */
  const char * const     *requires;
};

#define LV_MEMBERS(table) .members = (table), .n_members = G_N_ELEMENTS (table)

void
lv_read_object (Validator      *v,
                LvObject       *o,
                const LvSchema *schema);

gboolean
lv_read_later (Validator      *v,
               LvObject       *o,
               const LvSchema *schema,
               const char     *name);

G_END_DECLS

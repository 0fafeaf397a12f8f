/* ak-lesson-validate.c: checks a parsed lesson against data/lessons/README.md
 *
 * One walk over the JSON tree both checks every rule of the format and
 * builds the AkLesson structs; the structs are thrown away if anything was
 * reported. Problems are collected, not returned early, so a teacher sees
 * all of them at once; ak-lesson.c sorts them into document order.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <stdarg.h>
#include <string.h>

#include "ak-inference.h"
#include "ak-lesson-private.h"

#define FORMAT_NAME "accelerator-kitchen-lesson"

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

/* Reporting */

static void report_at (Validator     *v,
                       gsize          offset,
                       AkLessonError  code,
                       const char    *format,
                       ...) G_GNUC_PRINTF (4, 5);

static void
report_at (Validator     *v,
           gsize          offset,
           AkLessonError  code,
           const char    *format,
           ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  _ak_lesson_source_add_problem (v->source, offset, code,
                                 v->path->len > 0 ? v->path->str : "(root)",
                                 message);
}

#define report(v, node, code, ...) \
  report_at ((v), _ak_lesson_source_locate ((v)->source, (node), AK_LOCATE_VALUE), (code), __VA_ARGS__)

static gsize
path_push (Validator  *v,
           const char *name)
{
  gsize saved = v->path->len;

  if (saved > 0)
    g_string_append_c (v->path, '.');
  g_string_append (v->path, name);
  return saved;
}

static gsize
path_push_index (Validator *v,
                 guint      index)
{
  gsize saved = v->path->len;
  char digits[16];
  guint n = 0;

  /* this runs for every array element: no printf */
  do
    digits[n++] = '0' + index % 10;
  while ((index /= 10) > 0);

  g_string_append_c (v->path, '[');
  while (n > 0)
    g_string_append_c (v->path, digits[--n]);
  g_string_append_c (v->path, ']');
  return saved;
}

static void
path_pop (Validator *v,
          gsize      saved)
{
  g_string_truncate (v->path, saved);
}

static const char *
type_name (JsonNode *node)
{
  switch (JSON_NODE_TYPE (node))
    {
    case JSON_NODE_OBJECT:
      return _("an object");
    case JSON_NODE_ARRAY:
      return _("an array");
    case JSON_NODE_NULL:
      return _("null");
    case JSON_NODE_VALUE:
    default:
      break;
    }

  switch (json_node_get_value_type (node))
    {
    case G_TYPE_STRING:
      return _("a string");
    case G_TYPE_BOOLEAN:
      return _("a boolean");
    default:
      return _("a number");
    }
}

static gboolean
expect_type (Validator  *v,
             JsonNode   *node,
             gboolean    ok,
             const char *expected)
{
  /* @expected is marked with N_() by callers and translated only when needed */
  if (!ok)
    report (v, node, AK_LESSON_ERROR_TYPE, _("expected %s, found %s"), _(expected), type_name (node));
  return ok;
}

static gboolean
is_number (JsonNode *node)
{
  GType type;

  if (!JSON_NODE_HOLDS_VALUE (node))
    return FALSE;
  type = json_node_get_value_type (node);
  return type == G_TYPE_INT64 || type == G_TYPE_DOUBLE;
}

static gboolean
is_string (JsonNode *node)
{
  return JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING;
}

/* Members */

static void
report_dup_member (const char *name,
                   gsize       offset,
                   gpointer    user_data)
{
  Validator *v = user_data;
  g_autofree char *shown = _ak_lesson_shorten (name);

  report_at (v, offset, AK_LESSON_ERROR_DUPLICATE,
             _("member \"%s\" appears more than once"), shown);
}

static gboolean
in_list (const char * const *list,
         const char         *name)
{
  for (guint i = 0; list != NULL && list[i] != NULL; i++)
    if (strcmp (list[i], name) == 0)
      return TRUE;
  return FALSE;
}

/* Reports members not in @allowed. Members in @foreign belong to another
 * kind of the same thing (@owner says which, e.g. a "reading" page).
 */
static void
check_members (Validator          *v,
               JsonNode           *node,
               const char * const *allowed,
               const char * const *foreign,
               const char         *owner)
{
  JsonObject *object = json_node_get_object (node);
  g_autoptr(GList) names = json_object_get_members (object);

  _ak_lesson_source_foreach_dup (v->source, object, report_dup_member, v);
  _ak_lesson_source_count_members (v->source, json_object_get_size (object));

  for (const GList *l = names; l != NULL; l = l->next)
    {
      const char *name = l->data;
      JsonNode *member;
      g_autofree char *shown = NULL;
      gsize offset;

      if (in_list (allowed, name))
        continue;

      member = json_object_get_member (object, name);
      offset = _ak_lesson_source_locate (v->source, member, AK_LOCATE_NAME);
      shown = _ak_lesson_shorten (name);

      if (owner != NULL && in_list (foreign, name))
        report_at (v, offset, AK_LESSON_ERROR_REFERENCE,
                   _("member \"%s\" does not belong in %s"), shown, owner);
      else
        report_at (v, offset, AK_LESSON_ERROR_REFERENCE, _("unknown member \"%s\""), shown);
    }
}

static JsonNode *
get_member (Validator  *v,
            JsonNode   *node,
            const char *name,
            gboolean    required)
{
  JsonNode *member = json_object_get_member (json_node_get_object (node), name);

  if (member == NULL && required)
    report (v, node, AK_LESSON_ERROR_MISSING, _("required member \"%s\" is missing"), name);

  return member;
}

static gboolean
expect_object (Validator *v,
               JsonNode  *node)
{
  return expect_type (v, node, JSON_NODE_HOLDS_OBJECT (node), N_("an object"));
}

/* Strings */

static gboolean
is_valid_id (const char *s)
{
  gsize len = strlen (s);

  if (len == 0 || len > 64 || !g_ascii_islower (s[0]))
    return FALSE;

  for (gsize i = 0; i < len; i++)
    if (!g_ascii_islower (s[i]) && !g_ascii_isdigit (s[i]) && s[i] != '-')
      return FALSE;

  return TRUE;
}

static gboolean
check_text (Validator  *v,
            JsonNode   *node,
            const char *s)
{
  gsize bytes = strlen (s);
  const char *p;

  if (bytes == 0)
    {
      report (v, node, AK_LESSON_ERROR_RANGE, _("text is empty"));
      return FALSE;
    }

  for (p = s; *p != '\0'; p = g_utf8_next_char (p))
    if (!g_unichar_isspace (g_utf8_get_char (p)))
      break;

  if (*p == '\0')
    {
      report (v, node, AK_LESSON_ERROR_RANGE, _("text is only white space"));
      return FALSE;
    }

  /* a character is at least one byte, so short strings need no counting */
  if (bytes > AK_LESSON_MAX_TEXT_CHARS)
    {
      glong chars = g_utf8_strlen (s, bytes);

      if (chars > AK_LESSON_MAX_TEXT_CHARS)
        {
          report (v, node, AK_LESSON_ERROR_RANGE,
                  _("text is %ld characters long, at most %d are allowed"),
                  chars, AK_LESSON_MAX_TEXT_CHARS);
          return FALSE;
        }
    }

  return TRUE;
}

static gboolean
check_string (Validator  *v,
              JsonNode   *node,
              StringKind  kind)
{
  const char *s;
  g_autoptr(GError) error = NULL;

  if (!expect_type (v, node, is_string (node), kind == STRING_ID ? N_("an id string") : N_("a string")))
    return FALSE;

  s = json_node_get_string (node);

  /* json-glib turns some escapes (octal, lone surrogates) into bad UTF-8 */
  if (_ak_lesson_source_has_odd_escapes (v->source) && !g_utf8_validate (s, -1, NULL))
    {
      report (v, node, AK_LESSON_ERROR_RANGE, _("string is not valid UTF-8"));
      return FALSE;
    }

  switch (kind)
    {
    case STRING_PLAIN:
      return TRUE;

    case STRING_ID:
      if (!is_valid_id (s))
        {
          g_autofree char *shown = _ak_lesson_shorten (s);
          report (v, node, AK_LESSON_ERROR_RANGE,
                  _("\"%s\" is not a valid id (1 to 64 characters of a-z, 0-9 and \"-\", starting with a letter)"),
                  shown);
          return FALSE;
        }
      return TRUE;

    case STRING_URL:
      if (!_ak_lesson_url_check (s, &error))
        {
          report (v, node, error->code, "%s", error->message);
          return FALSE;
        }
      return TRUE;

    case STRING_TEXT:
      return check_text (v, node, s);

    case STRING_MARKUP:
      if (!check_text (v, node, s))
        return FALSE;
      if (!_ak_lesson_markup_check (s, NULL, &error))
        {
          report (v, node, error->code, "%s", error->message);
          return FALSE;
        }
      return TRUE;

    default:
      g_assert_not_reached ();
    }
}

/* Reads member @name of the object @node as a string of @kind. Returns a
 * copy, or %NULL if it is absent or wrong (which is reported).
 */
static char *
read_string (Validator  *v,
             JsonNode   *node,
             const char *name,
             gboolean    required,
             StringKind  kind)
{
  JsonNode *member = get_member (v, node, name, required);
  char *ret = NULL;
  gsize saved;

  if (member == NULL)
    return NULL;

  saved = path_push (v, name);
  if (check_string (v, member, kind))
    ret = g_strdup (json_node_get_string (member));
  path_pop (v, saved);

  return ret;
}

/* Like read_string() for an id that must be unique in @scope (id -> path). */
static char *
read_id (Validator  *v,
         JsonNode   *node,
         GHashTable *scope)
{
  JsonNode *member = get_member (v, node, "id", FALSE);
  char *id = read_string (v, node, "id", TRUE, STRING_ID);
  const char *first;
  gsize saved;

  if (id == NULL)
    return NULL;

  saved = path_push (v, "id");
  first = g_hash_table_lookup (scope, id);
  if (first != NULL)
    report (v, member, AK_LESSON_ERROR_DUPLICATE,
            _("duplicate id \"%s\" (first used at %s)"), id, first);
  else
    g_hash_table_insert (scope, g_strdup (id), g_strdup (v->path->str));
  path_pop (v, saved);

  return id;
}

static int
read_enum (Validator          *v,
           JsonNode           *node,
           const char         *name,
           const char * const *names,
           const char         *what,
           const char         *expected)
{
  JsonNode *member = get_member (v, node, name, TRUE);
  int ret = -1;
  gsize saved;

  if (member == NULL)
    return -1;

  saved = path_push (v, name);
  if (check_string (v, member, STRING_PLAIN))
    {
      const char *s = json_node_get_string (member);

      for (int i = 0; names[i] != NULL; i++)
        if (strcmp (names[i], s) == 0)
          ret = i;

      if (ret < 0)
        {
          g_autofree char *shown = _ak_lesson_shorten (s);
          report (v, member, AK_LESSON_ERROR_REFERENCE,
                  _("unknown %s \"%s\" (expected %s)"), _(what), shown, _(expected));
        }
    }
  path_pop (v, saved);

  return ret;
}

/* Numbers */

/* json-glib wraps integers beyond 64 bits silently, so numbers are read
 * from their literal in the source. @out_literal is for messages.
 */
static gboolean
read_number_node (Validator  *v,
                  JsonNode   *node,
                  double     *out_value,
                  gboolean   *out_integral,
                  char      **out_literal)
{
  g_autofree char *literal = NULL;
  double value;

  if (!expect_type (v, node, is_number (node), N_("a number")))
    return FALSE;

  literal = _ak_lesson_source_literal (v->source, node);

  if (!_ak_lesson_source_has_positions (v->source))
    value = json_node_get_double (node);  /* the prescan found only plain numbers */
  else if (_ak_lesson_is_json_number (literal))
    value = g_ascii_strtod (literal, NULL);
  else if (literal[0] == '-' || literal[0] == '.' || literal[0] == '$' || g_ascii_isdigit (literal[0]))
    {
      report (v, node, AK_LESSON_ERROR_TYPE, _("%s is not a valid JSON number"), literal);
      return FALSE;
    }
  else
    {
      /* could not find the literal; trust json-glib */
      value = json_node_get_double (node);
      g_free (literal);
      literal = g_strdup_printf ("%g", value);
    }

  if (!isfinite (value))
    {
      report (v, node, AK_LESSON_ERROR_RANGE, _("%s is not a finite number"), literal);
      return FALSE;
    }

  *out_value = value;
  *out_integral = value == floor (value);
  *out_literal = g_steal_pointer (&literal);
  return TRUE;
}

/* A number > 0 and at most @max (0 for no limit). */
static gboolean
read_positive (Validator  *v,
               JsonNode   *node,
               const char *name,
               gboolean    required,
               double      min,
               double      max,
               double     *out)
{
  JsonNode *member = get_member (v, node, name, required);
  g_autofree char *literal = NULL;
  gboolean integral;
  gboolean ok = FALSE;
  double value;
  gsize saved;

  if (member == NULL)
    return FALSE;

  saved = path_push (v, name);
  if (read_number_node (v, member, &value, &integral, &literal))
    {
      /* Every figure has a plausible range: an absurd one would validate
       * and then show as hundred-digit numbers or overflow in the pages. */
      if (value <= 0)
        report (v, member, AK_LESSON_ERROR_RANGE, _("%s must be greater than 0"), literal);
      else if (value < min)
        report (v, member, AK_LESSON_ERROR_RANGE, _("%s is too small (at least %g)"), literal, min);
      else if (value > max)
        report (v, member, AK_LESSON_ERROR_RANGE, _("%s is too large (at most %g)"), literal, max);
      else
        {
          *out = value;
          ok = TRUE;
        }
    }
  path_pop (v, saved);

  return ok;
}

static gboolean
read_integer_node (Validator *v,
                   JsonNode  *node,
                   double     min,
                   double     max,
                   guint     *out)
{
  g_autofree char *literal = NULL;
  gboolean integral;
  double value;

  if (!read_number_node (v, node, &value, &integral, &literal))
    return FALSE;

  if (!integral)
    {
      report (v, node, AK_LESSON_ERROR_TYPE, _("expected an integer, found %s"), literal);
      return FALSE;
    }

  if (value < min || value > max)
    {
      report (v, node, AK_LESSON_ERROR_RANGE, _("%s is out of range (%.0f to %.0f)"), literal, min, max);
      return FALSE;
    }

  *out = (guint) value;
  return TRUE;
}

static gboolean
read_integer (Validator  *v,
              JsonNode   *node,
              const char *name,
              double      min,
              double      max,
              guint      *out)
{
  JsonNode *member = get_member (v, node, name, TRUE);
  gboolean ok;
  gsize saved;

  if (member == NULL)
    return FALSE;

  saved = path_push (v, name);
  ok = read_integer_node (v, member, min, max, out);
  path_pop (v, saved);

  return ok;
}

/* Arrays */

static gboolean
check_count (Validator *v,
             JsonNode  *node,
             guint      len,
             guint      min,
             guint      max)
{
  if (len >= min && len <= max)
    return TRUE;

  if (max == G_MAXUINT)
    report (v, node, AK_LESSON_ERROR_RANGE, _("expected at least %u items, found %u"), min, len);
  else
    report (v, node, AK_LESSON_ERROR_RANGE, _("expected %u to %u items, found %u"), min, max, len);

  return FALSE;
}

/* Returns the array member @name, reporting a wrong type or count; the
 * caller reads at most @max elements of an array that is too long.
 */
static JsonArray *
get_array (Validator  *v,
           JsonNode   *node,
           const char *name,
           gboolean    required,
           guint       min,
           guint       max)
{
  JsonNode *member = get_member (v, node, name, required);
  JsonArray *array = NULL;
  gsize saved;

  if (member == NULL)
    return NULL;

  saved = path_push (v, name);
  if (expect_type (v, member, JSON_NODE_HOLDS_ARRAY (member), N_("an array")))
    {
      array = json_node_get_array (member);
      check_count (v, member, json_array_get_length (array), min, max);
    }
  path_pop (v, saved);

  return array;
}

typedef gpointer (*ReadItem) (Validator *v,
                              JsonNode  *node,
                              gpointer   user_data);

/* Reads an array of objects with @read_item; NULL results are skipped. */
static GPtrArray *
read_objects (Validator      *v,
              JsonNode       *node,
              const char     *name,
              gboolean        required,
              guint           min,
              guint           max,
              ReadItem        read_item,
              GDestroyNotify  free_item,
              gpointer        user_data)
{
  GPtrArray *items = g_ptr_array_new_with_free_func (free_item);
  JsonArray *array = get_array (v, node, name, required, min, max);
  guint len;
  gsize saved;

  if (array == NULL)
    return items;

  saved = path_push (v, name);
  len = MIN (json_array_get_length (array), max);
  for (guint i = 0; i < len; i++)
    {
      JsonNode *element = json_array_get_element (array, i);
      gsize saved_index = path_push_index (v, i);

      if (expect_object (v, element))
        {
          gpointer item = read_item (v, element, user_data);
          if (item != NULL)
            g_ptr_array_add (items, item);
        }
      path_pop (v, saved_index);
    }
  path_pop (v, saved);

  return items;
}

/* An array of strings of @kind; NULL if anything is wrong. */
static GStrv
read_strings_node (Validator  *v,
                   JsonNode   *member,
                   guint       min,
                   guint       max,
                   StringKind  kind)
{
  g_autoptr(GStrvBuilder) builder = NULL;
  JsonArray *array;
  gboolean ok = TRUE;
  guint len;

  if (!expect_type (v, member, JSON_NODE_HOLDS_ARRAY (member), N_("an array")))
    return NULL;

  array = json_node_get_array (member);
  len = json_array_get_length (array);
  ok = check_count (v, member, len, min, max);
  len = MIN (len, max);

  builder = g_strv_builder_new ();
  for (guint i = 0; i < len; i++)
    {
      JsonNode *element = json_array_get_element (array, i);
      gsize saved = path_push_index (v, i);

      if (check_string (v, element, kind))
        g_strv_builder_add (builder, json_node_get_string (element));
      else
        ok = FALSE;
      path_pop (v, saved);
    }

  return ok ? g_strv_builder_end (builder) : NULL;
}

static GStrv
read_strings (Validator  *v,
              JsonNode   *node,
              const char *name,
              guint       min,
              guint       max,
              StringKind  kind)
{
  JsonNode *member = get_member (v, node, name, TRUE);
  GStrv ret;
  gsize saved;

  if (member == NULL)
    return NULL;

  saved = path_push (v, name);
  ret = read_strings_node (v, member, min, max, kind);
  path_pop (v, saved);

  return ret;
}

/* References, cards, Q&A */

static gpointer
read_reference (Validator *v,
                JsonNode  *node,
                gpointer   user_data)
{
  static const char * const members[] = { "title", "publisher", "kind", "url", NULL };
  static const char * const kinds[] = { "paper", "article", "video", "repository", NULL };
  AkReference *reference = g_new0 (AkReference, 1);
  int kind;

  check_members (v, node, members, NULL, NULL);
  reference->title = read_string (v, node, "title", TRUE, STRING_TEXT);
  reference->publisher = read_string (v, node, "publisher", FALSE, STRING_TEXT);
  kind = read_enum (v, node, "kind", kinds, N_("reference kind"),
                    N_("paper, article, video or repository"));
  reference->kind = MAX (kind, 0);
  reference->url = read_string (v, node, "url", TRUE, STRING_URL);

  return reference;
}

static gpointer
read_card (Validator *v,
           JsonNode  *node,
           gpointer   user_data)
{
  static const char * const members[] = { "title", "tagline", "text", NULL };
  AkCard *card = g_new0 (AkCard, 1);

  check_members (v, node, members, NULL, NULL);
  card->title = read_string (v, node, "title", TRUE, STRING_TEXT);
  card->tagline = read_string (v, node, "tagline", FALSE, STRING_TEXT);
  card->text = read_string (v, node, "text", TRUE, STRING_MARKUP);

  return card;
}

static gpointer
read_qa (Validator *v,
         JsonNode  *node,
         gpointer   user_data)
{
  static const char * const members[] = { "question", "answer", NULL };
  AkQa *qa = g_new0 (AkQa, 1);

  check_members (v, node, members, NULL, NULL);
  qa->question = read_string (v, node, "question", TRUE, STRING_TEXT);
  qa->answer = read_string (v, node, "answer", TRUE, STRING_MARKUP);

  return qa;
}

/* Blocks */

static const char * const block_types[] = {
  "heading", "paragraph", "bullets", "key-insight", "comparison", "table",
  "references", "qa", "accelerator-table", "mbu-example", "power-example", NULL
};

static const char * const all_block_members[] = {
  "type", "text", "title", "items", "cards", "columns", "rows", "accelerator",
  "model_params_billion", "precision", "tokens_per_second", "hours",
  "household_kwh", NULL
};

static const char * const * const block_members[] = {
  [AK_BLOCK_HEADING] = (const char * const[]) { "type", "text", NULL },
  [AK_BLOCK_PARAGRAPH] = (const char * const[]) { "type", "text", NULL },
  [AK_BLOCK_BULLETS] = (const char * const[]) { "type", "items", NULL },
  [AK_BLOCK_KEY_INSIGHT] = (const char * const[]) { "type", "title", "text", NULL },
  [AK_BLOCK_COMPARISON] = (const char * const[]) { "type", "cards", NULL },
  [AK_BLOCK_TABLE] = (const char * const[]) { "type", "columns", "rows", "title", NULL },
  [AK_BLOCK_REFERENCES] = (const char * const[]) { "type", "items", NULL },
  [AK_BLOCK_QA] = (const char * const[]) { "type", "items", NULL },
  [AK_BLOCK_ACCELERATOR_TABLE] = (const char * const[]) { "type", NULL },
  [AK_BLOCK_MBU_EXAMPLE] = (const char * const[]) { "type", "accelerator", "model_params_billion",
                                                    "precision", "tokens_per_second", NULL },
  [AK_BLOCK_POWER_EXAMPLE] = (const char * const[]) { "type", "accelerator", "hours",
                                                      "household_kwh", NULL },
};

static void
read_accelerator_ref (Validator  *v,
                      JsonNode   *node,
                      gboolean    needs_tdp,
                      char      **out_id)
{
  JsonNode *member = get_member (v, node, "accelerator", FALSE);
  AcceleratorRef ref;
  gsize saved;

  *out_id = read_string (v, node, "accelerator", TRUE, STRING_ID);
  if (*out_id == NULL)
    return;

  /* resolved at the end: the accelerator may be on a later page */
  saved = path_push (v, "accelerator");
  ref.id = g_strdup (*out_id);
  ref.path = g_strdup (v->path->str);
  ref.offset = _ak_lesson_source_locate (v->source, member, AK_LOCATE_VALUE);
  ref.needs_tdp = needs_tdp;
  g_array_append_val (v->accelerator_refs, ref);
  path_pop (v, saved);
}

static void
read_precision (Validator *v,
                JsonNode  *node,
                AkBlock   *block)
{
  JsonNode *member = get_member (v, node, "precision", TRUE);
  gsize saved;

  if (member == NULL)
    return;

  saved = path_push (v, "precision");
  if (check_string (v, member, STRING_PLAIN) &&
      !ak_precision_from_string (json_node_get_string (member), &block->precision))
    {
      g_autofree char *shown = _ak_lesson_shorten (json_node_get_string (member));
      report (v, member, AK_LESSON_ERROR_REFERENCE,
              _("unknown precision \"%s\" (expected fp32, bf16, fp16, fp8, int8 or int4)"), shown);
    }
  path_pop (v, saved);
}

static void
read_table (Validator *v,
            JsonNode  *node,
            AkBlock   *block)
{
  JsonArray *rows;
  guint n_columns;
  guint len;
  gsize saved;

  block->title = read_string (v, node, "title", FALSE, STRING_TEXT);
  block->columns = read_strings (v, node, "columns", 1, 8, STRING_TEXT);
  block->rows = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);
  n_columns = block->columns ? g_strv_length (block->columns) : 0;

  rows = get_array (v, node, "rows", TRUE, 1, 100);
  if (rows == NULL)
    return;

  saved = path_push (v, "rows");
  len = MIN (json_array_get_length (rows), 100);
  for (guint i = 0; i < len; i++)
    {
      JsonNode *element = json_array_get_element (rows, i);
      gsize saved_index = path_push_index (v, i);
      GStrv cells = read_strings_node (v, element, 0, G_MAXUINT, STRING_TEXT);

      if (cells != NULL && n_columns > 0 && g_strv_length (cells) != n_columns)
        report (v, element, AK_LESSON_ERROR_RANGE,
                g_dngettext (GETTEXT_PACKAGE, "row has %u cell, expected %u (one per column)",
                             "row has %u cells, expected %u (one per column)",
                             g_strv_length (cells)),
                g_strv_length (cells), n_columns);
      if (cells != NULL)
        g_ptr_array_add (block->rows, cells);
      path_pop (v, saved_index);
    }
  path_pop (v, saved);
}

static void
read_block_members (Validator *v,
                    JsonNode  *node,
                    AkBlock   *block)
{
  switch (block->kind)
    {
    case AK_BLOCK_HEADING:
      block->text = read_string (v, node, "text", TRUE, STRING_TEXT);
      break;

    case AK_BLOCK_PARAGRAPH:
      block->text = read_string (v, node, "text", TRUE, STRING_MARKUP);
      break;

    case AK_BLOCK_BULLETS:
      block->items = read_strings (v, node, "items", 1, 50, STRING_MARKUP);
      break;

    case AK_BLOCK_KEY_INSIGHT:
      block->title = read_string (v, node, "title", FALSE, STRING_TEXT);
      block->text = read_string (v, node, "text", TRUE, STRING_MARKUP);
      break;

    case AK_BLOCK_COMPARISON:
      block->cards = read_objects (v, node, "cards", TRUE, 2, 4, read_card,
                                   (GDestroyNotify) _ak_card_free, NULL);
      break;

    case AK_BLOCK_TABLE:
      read_table (v, node, block);
      break;

    case AK_BLOCK_REFERENCES:
      block->references = read_objects (v, node, "items", TRUE, 1, 100, read_reference,
                                        (GDestroyNotify) _ak_reference_free, NULL);
      break;

    case AK_BLOCK_QA:
      block->qa = read_objects (v, node, "items", TRUE, 1, 50, read_qa,
                                (GDestroyNotify) _ak_qa_free, NULL);
      break;

    case AK_BLOCK_ACCELERATOR_TABLE:
      break;

    case AK_BLOCK_MBU_EXAMPLE:
      read_accelerator_ref (v, node, FALSE, &block->accelerator_id);
      read_positive (v, node, "model_params_billion", TRUE, 1e-6, 1e5, &block->model_params_billion);
      read_precision (v, node, block);
      read_positive (v, node, "tokens_per_second", TRUE, 1e-6, 1e9, &block->tokens_per_second);
      break;

    case AK_BLOCK_POWER_EXAMPLE:
      read_accelerator_ref (v, node, TRUE, &block->accelerator_id);
      read_positive (v, node, "hours", TRUE, 1e-3, 1e6, &block->hours);
      read_positive (v, node, "household_kwh", TRUE, 1e-3, 1e9, &block->household_kwh);
      break;

    default:
      g_assert_not_reached ();
    }
}

static gpointer
read_block (Validator *v,
            JsonNode  *node,
            gpointer   user_data)
{
  g_autofree char *owner = NULL;
  AkBlock *block;
  int type;

  type = read_enum (v, node, "type", block_types, N_("block type"),
                    N_("heading, paragraph, bullets, key-insight, comparison, table, "
                      "references, qa, accelerator-table, mbu-example or power-example"));
  if (type < 0)
    {
      check_members (v, node, all_block_members, NULL, NULL);
      return NULL;
    }

  owner = g_strdup_printf (_("a \"%s\" block"), block_types[type]);
  check_members (v, node, block_members[type], all_block_members, owner);

  block = g_new0 (AkBlock, 1);
  block->kind = type;
  read_block_members (v, node, block);

  return block;
}

/* Kitchen, roofline, sort and quiz items */

static gpointer
read_preset (Validator *v,
             JsonNode  *node,
             gpointer   scope)
{
  static const char * const members[] = {
    "id", "label", "description", "cooks", "chops_per_second_per_cook",
    "hallway_ingredients_per_second", "chops_per_ingredient", "counter_capacity", NULL
  };
  AkKitchenPreset *preset = g_new0 (AkKitchenPreset, 1);

  check_members (v, node, members, NULL, NULL);
  preset->id = read_id (v, node, scope);
  preset->label = read_string (v, node, "label", TRUE, STRING_TEXT);
  preset->description = read_string (v, node, "description", FALSE, STRING_TEXT);
  read_integer (v, node, "cooks", 1, 1024, &preset->cooks);
  read_positive (v, node, "chops_per_second_per_cook", TRUE, 1e-6, 1e6, &preset->chops_per_second_per_cook);
  read_positive (v, node, "hallway_ingredients_per_second", TRUE, 1e-6, 1e6, &preset->hallway_ingredients_per_second);
  read_positive (v, node, "chops_per_ingredient", TRUE, 1e-6, 1e6, &preset->chops_per_ingredient);
  read_integer (v, node, "counter_capacity", 1, 64, &preset->counter_capacity);

  return preset;
}

/* An optional true or false; @out is left alone when it is absent. */
static void
read_flag (Validator  *v,
           JsonNode   *node,
           const char *name,
           gboolean   *out)
{
  JsonNode *member = get_member (v, node, name, FALSE);
  gsize saved;

  if (member == NULL)
    return;
  saved = path_push (v, name);
  if (expect_type (v, member,
                   JSON_NODE_HOLDS_VALUE (member) && json_node_get_value_type (member) == G_TYPE_BOOLEAN,
                   N_("true or false")))
    *out = json_node_get_boolean (member);
  path_pop (v, saved);
}

static void
read_approximate (Validator     *v,
                  JsonNode      *node,
                  AkAccelerator *accelerator)
{
  read_flag (v, node, "approximate", &accelerator->approximate);
}

static void
check_sparse (Validator     *v,
              JsonNode      *node,
              AkAccelerator *accelerator)
{
  JsonNode *member;
  JsonNode *dense;
  g_autofree char *sparse_literal = NULL;
  g_autofree char *dense_literal = NULL;
  gsize saved;

  if (accelerator->peak_bf16_sparse_tflops <= 0 || accelerator->peak_bf16_dense_tflops <= 0 ||
      accelerator->peak_bf16_sparse_tflops >= accelerator->peak_bf16_dense_tflops)
    return;

  member = get_member (v, node, "peak_bf16_sparse_tflops", FALSE);
  dense = get_member (v, node, "peak_bf16_dense_tflops", FALSE);
  sparse_literal = _ak_lesson_source_literal (v->source, member);
  dense_literal = _ak_lesson_source_literal (v->source, dense);

  saved = path_push (v, "peak_bf16_sparse_tflops");
  report (v, member, AK_LESSON_ERROR_RANGE,
          _("%s is less than peak_bf16_dense_tflops (%s); the sparse peak must be at least the dense one"),
          sparse_literal, dense_literal);
  path_pop (v, saved);
}

static void
register_accelerator (Validator  *v,
                      JsonNode   *node,
                      const char *id)
{
  JsonNode *member = get_member (v, node, "id", FALSE);
  AcceleratorInfo *info = g_hash_table_lookup (v->accelerators, id);
  gsize saved = path_push (v, "id");

  if (info != NULL)
    report (v, member, AK_LESSON_ERROR_DUPLICATE,
            _("duplicate id \"%s\" (first used at %s)"), id, info->path);
  else
    {
      info = g_new0 (AcceleratorInfo, 1);
      info->path = g_strdup (v->path->str);
      info->has_tdp = get_member (v, node, "tdp_w", FALSE) != NULL;
      g_hash_table_insert (v->accelerators, g_strdup (id), info);
    }
  path_pop (v, saved);
}

static gpointer
read_accelerator (Validator *v,
                  JsonNode  *node,
                  gpointer   user_data)
{
  static const char * const members[] = {
    "id", "name", "vendor", "category", "memory_type", "peak_bf16_dense_tflops",
    "peak_bf16_sparse_tflops", "peak_fp8_dense_tflops", "peak_int8_dense_tops",
    "peak_fp32_vector_tflops", "memory_gb", "bandwidth_tb_s", "tdp_w", "approximate", "source", "source_url", NULL
  };
  static const char * const categories[] = { "training", "inference", "edge", NULL };
  AkAccelerator *accelerator = g_new0 (AkAccelerator, 1);

  check_members (v, node, members, NULL, NULL);

  /* accelerator ids are unique in the whole lesson, not only on the page */
  accelerator->id = read_string (v, node, "id", TRUE, STRING_ID);
  if (accelerator->id != NULL)
    register_accelerator (v, node, accelerator->id);

  accelerator->name = read_string (v, node, "name", TRUE, STRING_TEXT);
  accelerator->vendor = read_string (v, node, "vendor", TRUE, STRING_TEXT);
  if (read_enum (v, node, "category", categories, N_("category"), N_("training, inference or edge")) >= 0)
    accelerator->category = g_strdup (json_object_get_string_member (json_node_get_object (node), "category"));
  accelerator->memory_type = read_string (v, node, "memory_type", FALSE, STRING_TEXT);
  read_positive (v, node, "peak_bf16_dense_tflops", TRUE, 1e-3, 1e6, &accelerator->peak_bf16_dense_tflops);
  read_positive (v, node, "peak_bf16_sparse_tflops", FALSE, 1e-3, 1e6, &accelerator->peak_bf16_sparse_tflops);
  read_positive (v, node, "peak_fp8_dense_tflops", FALSE, 1e-3, 1e6, &accelerator->peak_fp8_dense_tflops);
  read_positive (v, node, "peak_int8_dense_tops", FALSE, 1e-3, 1e6, &accelerator->peak_int8_dense_tops);
  read_positive (v, node, "peak_fp32_vector_tflops", FALSE, 1e-3, 1e6, &accelerator->peak_fp32_vector_tflops);
  read_positive (v, node, "memory_gb", FALSE, 1e-3, 1e6, &accelerator->memory_gb);
  read_positive (v, node, "bandwidth_tb_s", TRUE, 1e-6, 1e6, &accelerator->bandwidth_tb_s);
  read_positive (v, node, "tdp_w", FALSE, 1e-2, 1e6, &accelerator->tdp_w);
  read_approximate (v, node, accelerator);
  accelerator->source = read_string (v, node, "source", TRUE, STRING_TEXT);
  accelerator->source_url = read_string (v, node, "source_url", FALSE, STRING_URL);
  check_sparse (v, node, accelerator);

  return accelerator;
}

/* The transformer shape: all of hidden_size, heads and vocab_size, or
 * none (then the model has only the figures the older format gave). */
static void
read_model_shape (Validator   *v,
                  JsonNode    *node,
                  AkModelSpec *model)
{
  AkTransformerShape *s = &model->shape;
  g_autoptr(GError) error = NULL;

  if (get_member (v, node, "hidden_size", FALSE) == NULL)
    return;
  ak_transformer_shape_init_dense (s, model->layers, 0, 0, model->kv_heads, 0, 0);
  s->head_dim = model->head_dim;
  if (!read_integer (v, node, "hidden_size", 1, AK_TRANSFORMER_MAX_WIDTH, &s->hidden_size) ||
      !read_integer (v, node, "heads", 1, AK_TRANSFORMER_MAX_HEADS, &s->heads) ||
      !read_integer (v, node, "vocab_size", 1, AK_TRANSFORMER_MAX_VOCAB, &s->vocab_size))
    return;
  read_flag (v, node, "tied_embeddings", &s->tied_embeddings);
  read_flag (v, node, "gated_mlp", &s->gated_mlp);
  if (get_member (v, node, "experts", FALSE) != NULL &&
      (!read_integer (v, node, "experts", 1, AK_TRANSFORMER_MAX_EXPERTS, &s->experts) ||
       !read_integer (v, node, "experts_per_token", 1, AK_TRANSFORMER_MAX_EXPERTS, &s->experts_per_token) ||
       !read_integer (v, node, "expert_intermediate_size", 1, AK_TRANSFORMER_MAX_WIDTH,
                      &s->expert_intermediate_size)))
    return;
  if (s->experts == 0 && !read_integer (v, node, "intermediate_size", 1, AK_TRANSFORMER_MAX_WIDTH,
                                        &s->intermediate_size))
    return;
  if (!ak_transformer_shape_check (s, &error))
    report (v, node, AK_LESSON_ERROR_RANGE, _("the model’s shape is inconsistent: %s"), error->message);
  else
    model->has_shape = TRUE;
}

static gpointer
read_model (Validator *v,
            JsonNode  *node,
            gpointer   scope)
{
  static const char * const members[] = {
    "id", "name", "params_billion", "layers", "kv_heads", "head_dim", "hidden_size", "heads",
    "intermediate_size", "vocab_size", "tied_embeddings", "gated_mlp", "experts",
    "experts_per_token", "expert_intermediate_size", NULL
  };
  AkModelSpec *model = g_new0 (AkModelSpec, 1);

  check_members (v, node, members, NULL, NULL);
  model->id = read_id (v, node, scope);
  model->name = read_string (v, node, "name", TRUE, STRING_TEXT);
  read_positive (v, node, "params_billion", TRUE, 1e-6, 1e5, &model->params_billion);
  read_integer (v, node, "layers", 1, 1000, &model->layers);
  read_integer (v, node, "kv_heads", 1, 1000, &model->kv_heads);
  read_integer (v, node, "head_dim", 1, 100000, &model->head_dim);
  read_model_shape (v, node, model);

  return model;
}

typedef struct {
  GHashTable *scope;
  GHashTable *models;  /* the page's model ids -> path */
} WorkloadContext;

static void
read_model_ref (Validator       *v,
                JsonNode        *node,
                WorkloadContext *context,
                AkWorkload      *workload)
{
  JsonNode *member = get_member (v, node, "model", FALSE);
  gsize saved;

  workload->model_id = read_string (v, node, "model", TRUE, STRING_ID);
  if (workload->model_id == NULL || g_hash_table_contains (context->models, workload->model_id))
    return;

  saved = path_push (v, "model");
  report (v, member, AK_LESSON_ERROR_REFERENCE,
          _("unknown model \"%s\" (no model with this id on this page)"), workload->model_id);
  path_pop (v, saved);
}

static gpointer
read_workload (Validator *v,
               JsonNode  *node,
               gpointer   user_data)
{
  static const char * const members[] = {
    "id", "label", "phase", "model", "batch_size", "prompt_tokens", NULL
  };
  static const char * const phases[] = { "prefill", "decode", NULL };
  WorkloadContext *context = user_data;
  AkWorkload *workload = g_new0 (AkWorkload, 1);
  int phase;

  check_members (v, node, members, NULL, NULL);
  workload->id = read_id (v, node, context->scope);
  workload->label = read_string (v, node, "label", TRUE, STRING_TEXT);
  phase = read_enum (v, node, "phase", phases, N_("phase"), N_("prefill or decode"));
  workload->phase = MAX (phase, 0);
  read_model_ref (v, node, context, workload);
  read_integer (v, node, "batch_size", 1, 65536, &workload->batch_size);
  read_integer (v, node, "prompt_tokens", 1, 10000000, &workload->prompt_tokens);

  return workload;
}

static gpointer
read_piece (Validator *v,
            JsonNode  *node,
            gpointer   scope)
{
  static const char * const members[] = { "id", "label", "bin", "explanation", NULL };
  static const char * const bins[] = { "compute-bound", "memory-bound", NULL };
  AkSortPiece *piece = g_new0 (AkSortPiece, 1);
  int bin;

  check_members (v, node, members, NULL, NULL);
  piece->id = read_id (v, node, scope);
  piece->label = read_string (v, node, "label", TRUE, STRING_TEXT);
  bin = read_enum (v, node, "bin", bins, N_("bin"), N_("compute-bound or memory-bound"));
  piece->bin = bin == 1 ? AK_BIN_MEMORY : AK_BIN_COMPUTE;
  piece->explanation = read_string (v, node, "explanation", TRUE, STRING_MARKUP);

  return piece;
}

static void
read_answer (Validator  *v,
             JsonNode   *node,
             AkQuestion *question)
{
  JsonNode *member = get_member (v, node, "answer", TRUE);
  g_autofree char *literal = NULL;
  gboolean integral;
  double value;
  gsize saved;

  if (member == NULL)
    return;

  saved = path_push (v, "answer");
  if (!read_number_node (v, member, &value, &integral, &literal))
    ;
  else if (!integral)
    report (v, member, AK_LESSON_ERROR_TYPE, _("expected an integer, found %s"), literal);
  else if (question->choices != NULL && (value < 0 || value >= question->n_choices))
    report (v, member, AK_LESSON_ERROR_RANGE, _("%s is out of range (%u choices)"),
            literal, question->n_choices);
  else if (value < 0 || value >= 6)
    report (v, member, AK_LESSON_ERROR_RANGE, _("%s is out of range (0 to 5)"), literal);
  else
    question->answer = (guint) value;
  path_pop (v, saved);
}

static gpointer
read_question (Validator *v,
               JsonNode  *node,
               gpointer   scope)
{
  static const char * const members[] = { "id", "prompt", "choices", "answer", "explanation",
                                          "keep_order", NULL };
  AkQuestion *question = g_new0 (AkQuestion, 1);

  check_members (v, node, members, NULL, NULL);
  question->id = read_id (v, node, scope);
  question->prompt = read_string (v, node, "prompt", TRUE, STRING_TEXT);
  question->choices = read_strings (v, node, "choices", 2, 6, STRING_TEXT);
  question->n_choices = question->choices ? g_strv_length (question->choices) : 0;
  read_answer (v, node, question);
  question->explanation = read_string (v, node, "explanation", TRUE, STRING_MARKUP);
  read_flag (v, node, "keep_order", &question->keep_order);

  return question;
}

/* Pages */

static const char * const page_kinds[] = {
  "reading", "kitchen", "roofline", "mfu-mbu", "sort", "quiz", "batch", NULL
};

static const char * const kind_members[] = {
  "presets", "accelerators", "models", "workloads", "pieces", "questions",
  "model", "accelerator", "context", "batch", NULL
};

static const char * const * const page_members[] = {
  [AK_PAGE_READING] = (const char * const[]) { "id", "kind", "title", "blocks", NULL },
  [AK_PAGE_KITCHEN] = (const char * const[]) { "id", "kind", "title", "blocks", "presets", NULL },
  [AK_PAGE_ROOFLINE] = (const char * const[]) { "id", "kind", "title", "blocks", "accelerators",
                                                "models", "workloads", NULL },
  [AK_PAGE_MFU_MBU] = (const char * const[]) { "id", "kind", "title", "blocks", NULL },
  [AK_PAGE_SORT] = (const char * const[]) { "id", "kind", "title", "blocks", "pieces", NULL },
  [AK_PAGE_QUIZ] = (const char * const[]) { "id", "kind", "title", "blocks", "questions", NULL },
  [AK_PAGE_BATCH] = (const char * const[]) { "id", "kind", "title", "blocks", "model", "accelerator",
                                             "context", "batch", NULL },
};

static GHashTable *
scope_new (void)
{
  return g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
}

static void
read_roofline (Validator *v,
               JsonNode  *node,
               AkPage    *page)
{
  g_autoptr(GHashTable) models = scope_new ();
  g_autoptr(GHashTable) workloads = scope_new ();
  WorkloadContext context = { workloads, models };

  page->accelerators = read_objects (v, node, "accelerators", TRUE, 1, 100, read_accelerator,
                                     (GDestroyNotify) _ak_accelerator_free, NULL);
  page->models = read_objects (v, node, "models", TRUE, 1, 20, read_model,
                               (GDestroyNotify) _ak_model_spec_free, models);
  page->workloads = read_objects (v, node, "workloads", FALSE, 0, 100, read_workload,
                                  (GDestroyNotify) _ak_workload_free, &context);

  /* for batch pages, which name these models */
  for (guint i = 0; page->models != NULL && i < page->models->len; i++)
    {
      const AkModelSpec *model = g_ptr_array_index (page->models, i);

      if (model->id != NULL && !g_hash_table_contains (v->models, model->id))
        g_hash_table_insert (v->models, g_strdup (model->id), GINT_TO_POINTER (model->has_shape));
    }
}

static void
read_batch_model (Validator *v,
                  JsonNode  *node,
                  AkPage    *page)
{
  JsonNode *member = get_member (v, node, "model", FALSE);
  AcceleratorRef ref = { 0 };
  gsize saved;

  if (member == NULL ||
      (page->model_id = read_string (v, node, "model", TRUE, STRING_ID)) == NULL)
    return;

  /* resolved at the end: the roofline page may come later */
  saved = path_push (v, "model");
  ref.id = g_strdup (page->model_id);
  ref.path = g_strdup (v->path->str);
  ref.offset = _ak_lesson_source_locate (v->source, member, AK_LOCATE_VALUE);
  g_array_append_val (v->model_refs, ref);
  path_pop (v, saved);
}

/* A batch page: all its members are optional. */
static void
read_batch (Validator *v,
            JsonNode  *node,
            AkPage    *page)
{
  page->context_tokens = 2048;
  page->batch_size = 1;
  read_batch_model (v, node, page);
  if (get_member (v, node, "accelerator", FALSE) != NULL)
    read_accelerator_ref (v, node, FALSE, &page->accelerator_id);
  if (get_member (v, node, "context", FALSE) != NULL)
    read_integer (v, node, "context", 1, AK_INFERENCE_MAX_TOKENS, &page->context_tokens);
  if (get_member (v, node, "batch", FALSE) != NULL)
    read_integer (v, node, "batch", 1, AK_INFERENCE_MAX_BATCH, &page->batch_size);
}

static void
read_page_members (Validator *v,
                   JsonNode  *node,
                   AkPage    *page,
                   int        kind)
{
  g_autoptr(GHashTable) scope = scope_new ();

  switch (kind)
    {
    case AK_PAGE_KITCHEN:
      g_ptr_array_unref (page->presets);
      page->presets = read_objects (v, node, "presets", TRUE, 1, 20, read_preset,
                                    (GDestroyNotify) _ak_kitchen_preset_free, scope);
      break;

    case AK_PAGE_ROOFLINE:
      g_ptr_array_unref (page->accelerators);
      g_ptr_array_unref (page->models);
      g_ptr_array_unref (page->workloads);
      read_roofline (v, node, page);
      break;

    case AK_PAGE_SORT:
      g_ptr_array_unref (page->pieces);
      page->pieces = read_objects (v, node, "pieces", TRUE, 2, 40, read_piece,
                                   (GDestroyNotify) _ak_sort_piece_free, scope);
      break;

    case AK_PAGE_BATCH:
      read_batch (v, node, page);
      break;

    case AK_PAGE_QUIZ:
      g_ptr_array_unref (page->questions);
      page->questions = read_objects (v, node, "questions", TRUE, 1, 200, read_question,
                                      (GDestroyNotify) _ak_question_free, scope);
      break;

    default:
      break;
    }
}

static AkPage *
page_new (void)
{
  AkPage *page = g_new0 (AkPage, 1);

  /* every array is set, so views need no NULL checks */
  page->presets = g_ptr_array_new_with_free_func ((GDestroyNotify) _ak_kitchen_preset_free);
  page->accelerators = g_ptr_array_new_with_free_func ((GDestroyNotify) _ak_accelerator_free);
  page->models = g_ptr_array_new_with_free_func ((GDestroyNotify) _ak_model_spec_free);
  page->workloads = g_ptr_array_new_with_free_func ((GDestroyNotify) _ak_workload_free);
  page->pieces = g_ptr_array_new_with_free_func ((GDestroyNotify) _ak_sort_piece_free);
  page->questions = g_ptr_array_new_with_free_func ((GDestroyNotify) _ak_question_free);

  return page;
}

static gpointer
read_page (Validator *v,
           JsonNode  *node,
           gpointer   scope)
{
  static const char * const common[] = { "id", "kind", "title", "blocks", NULL };
  AkPage *page = page_new ();
  int kind;

  page->id = read_id (v, node, scope);
  kind = read_enum (v, node, "kind", page_kinds, N_("page kind"),
                    N_("reading, kitchen, roofline, mfu-mbu, sort, quiz or batch"));
  page->kind = MAX (kind, 0);
  page->title = read_string (v, node, "title", TRUE, STRING_TEXT);
  page->blocks = read_objects (v, node, "blocks", kind == AK_PAGE_READING, 0, AK_LESSON_MAX_BLOCKS,
                               read_block, (GDestroyNotify) _ak_block_free, NULL);

  if (kind < 0)
    {
      /* without a kind, members of any kind are let through */
      g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
      g_auto(GStrv) any = NULL;

      g_strv_builder_addv (builder, (const char **) common);
      g_strv_builder_addv (builder, (const char **) kind_members);
      any = g_strv_builder_end (builder);
      check_members (v, node, (const char * const *) any, NULL, NULL);
    }
  else
    {
      g_autofree char *owner = g_strdup_printf (_("a \"%s\" page"), page_kinds[kind]);

      check_members (v, node, page_members[kind], kind_members, owner);
      read_page_members (v, node, page, kind);
    }

  return page;
}

/* Top level */

static gboolean
is_language_tag (const char *s)
{
  g_auto(GStrv) parts = g_strsplit (s, "-", -1);

  for (guint i = 0; parts[i] != NULL; i++)
    {
      gsize len = strlen (parts[i]);

      if (len == 0 || len > 8 || (i == 0 && len < 2))
        return FALSE;
      for (gsize j = 0; j < len; j++)
        if (i == 0 ? !g_ascii_isalpha (parts[i][j]) : !g_ascii_isalnum (parts[i][j]))
          return FALSE;
    }

  return parts[0] != NULL;
}

static void
read_language (Validator    *v,
               JsonNode     *root,
               AkLessonData *out)
{
  JsonNode *member = get_member (v, root, "language", FALSE);
  gsize saved;

  if (member == NULL)
    {
      out->language = g_strdup ("en");
      return;
    }

  saved = path_push (v, "language");
  if (check_string (v, member, STRING_PLAIN))
    {
      const char *s = json_node_get_string (member);

      if (is_language_tag (s))
        out->language = g_strdup (s);
      else
        {
          g_autofree char *shown = _ak_lesson_shorten (s);
          report (v, member, AK_LESSON_ERROR_RANGE,
                  _("\"%s\" is not a BCP 47 language tag such as \"en\" or \"pt-BR\""), shown);
        }
    }
  path_pop (v, saved);
}

/* Returns FALSE if this is not a lesson this build can read at all; then
 * nothing else is checked, as every other message would be noise.
 */
static gboolean
check_format (Validator *v,
              JsonNode  *root)
{
  JsonNode *format = get_member (v, root, "format", TRUE);
  JsonNode *version = get_member (v, root, "format_version", TRUE);
  gboolean ok = TRUE;
  gsize saved;

  if (format != NULL)
    {
      saved = path_push (v, "format");
      if (!check_string (v, format, STRING_PLAIN))
        ok = FALSE;
      else if (strcmp (json_node_get_string (format), FORMAT_NAME) != 0)
        {
          g_autofree char *shown = _ak_lesson_shorten (json_node_get_string (format));
          report (v, format, AK_LESSON_ERROR_VERSION,
                  _("expected \"%s\", found \"%s\""), FORMAT_NAME, shown);
          ok = FALSE;
        }
      path_pop (v, saved);
    }

  if (version != NULL)
    {
      g_autofree char *literal = NULL;
      gboolean integral;
      double value;

      saved = path_push (v, "format_version");
      if (!read_number_node (v, version, &value, &integral, &literal))
        ok = FALSE;
      else if (!integral || value != AK_LESSON_FORMAT_VERSION)
        {
          report (v, version, AK_LESSON_ERROR_VERSION,
                  _("version %s is not supported (this build reads version %d)"),
                  literal, AK_LESSON_FORMAT_VERSION);
          ok = FALSE;
        }
      path_pop (v, saved);
    }

  return ok;
}

static void
resolve_accelerator_refs (Validator *v)
{
  for (guint i = 0; i < v->accelerator_refs->len; i++)
    {
      AcceleratorRef *ref = &g_array_index (v->accelerator_refs, AcceleratorRef, i);
      AcceleratorInfo *info = g_hash_table_lookup (v->accelerators, ref->id);

      g_string_assign (v->path, ref->path);
      if (info == NULL)
        report_at (v, ref->offset, AK_LESSON_ERROR_REFERENCE,
                   _("unknown accelerator \"%s\" (no accelerator with this id in the lesson)"),
                   ref->id);
      else if (ref->needs_tdp && !info->has_tdp)
        report_at (v, ref->offset, AK_LESSON_ERROR_REFERENCE,
                   _("accelerator \"%s\" has no tdp_w, which a power-example needs"),
                   ref->id);
    }

  g_string_truncate (v->path, 0);
}

static void
resolve_model_refs (Validator *v)
{
  for (guint i = 0; i < v->model_refs->len; i++)
    {
      AcceleratorRef *ref = &g_array_index (v->model_refs, AcceleratorRef, i);
      gpointer has_shape = NULL;

      g_string_assign (v->path, ref->path);
      if (!g_hash_table_lookup_extended (v->models, ref->id, NULL, &has_shape))
        report_at (v, ref->offset, AK_LESSON_ERROR_REFERENCE,
                   _("unknown model \"%s\" (no model with this id on a roofline page)"), ref->id);
      else if (!GPOINTER_TO_INT (has_shape))
        report_at (v, ref->offset, AK_LESSON_ERROR_REFERENCE,
                   _("model \"%s\" has no shape (hidden_size, heads, …), which a batch page needs"),
                   ref->id);
    }

  g_string_truncate (v->path, 0);
}

static void
accelerator_info_free (gpointer data)
{
  AcceleratorInfo *info = data;

  g_free (info->path);
  g_free (info);
}

static void
accelerator_ref_clear (gpointer data)
{
  AcceleratorRef *ref = data;

  g_free (ref->id);
  g_free (ref->path);
}

static void
validate_root (Validator    *v,
               JsonNode     *root,
               AkLessonData *out)
{
  static const char * const members[] = {
    "format", "format_version", "id", "title", "summary", "language", "sources", "pages", NULL
  };
  g_autoptr(GHashTable) pages = scope_new ();

  if (!expect_type (v, root, JSON_NODE_HOLDS_OBJECT (root), N_("a lesson object")))
    return;

  if (!check_format (v, root))
    return;

  check_members (v, root, members, NULL, NULL);
  out->id = read_string (v, root, "id", TRUE, STRING_ID);
  out->title = read_string (v, root, "title", TRUE, STRING_TEXT);
  out->summary = read_string (v, root, "summary", TRUE, STRING_TEXT);
  read_language (v, root, out);
  out->sources = read_objects (v, root, "sources", TRUE, 0, AK_LESSON_MAX_SOURCES, read_reference,
                               (GDestroyNotify) _ak_reference_free, NULL);
  out->pages = read_objects (v, root, "pages", TRUE, 1, 50, read_page,
                             (GDestroyNotify) _ak_page_free, pages);
  resolve_accelerator_refs (v);
  resolve_model_refs (v);
}

void
_ak_lesson_validate (AkLessonSource *source,
                     JsonNode       *root,
                     AkLessonData   *out)
{
  Validator v = { 0 };

  v.source = source;
  v.path = g_string_new (NULL);
  v.accelerators = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, accelerator_info_free);
  v.accelerator_refs = g_array_new (FALSE, FALSE, sizeof (AcceleratorRef));
  g_array_set_clear_func (v.accelerator_refs, accelerator_ref_clear);
  v.models = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  v.model_refs = g_array_new (FALSE, FALSE, sizeof (AcceleratorRef));
  g_array_set_clear_func (v.model_refs, accelerator_ref_clear);

  /* A lesson over a limit is not read further (ak-lesson-limits.c). */
  if (_ak_lesson_check_limits (source, root))
    validate_root (&v, root, out);

  g_string_free (v.path, TRUE);
  g_hash_table_unref (v.accelerators);
  g_array_unref (v.accelerator_refs);
  g_hash_table_unref (v.models);
  g_array_unref (v.model_refs);
}

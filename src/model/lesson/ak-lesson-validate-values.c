/* ak-lesson-validate-values.c: the validator's reporting, member paths and
 * readers of one value: strings, ids, names, numbers, flags and arrays
 *
 * The bottom of the validator; the table reader above finds the members
 * and pushes their names on the path before it calls these.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <stdarg.h>
#include <string.h>

#include "ak-lesson-markup-private.h"
#include "ak-lesson-scan-private.h"
#include "ak-lesson-validate-values-private.h"

/* Reporting */

void
lv_report_at (Validator     *v,
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

gsize
lv_path_push (Validator  *v,
              const char *name)
{
  gsize saved = v->path->len;

  if (saved > 0)
    g_string_append_c (v->path, '.');
  g_string_append (v->path, name);
  return saved;
}

gsize
lv_path_push_index (Validator *v,
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

void
lv_path_pop (Validator *v,
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

gboolean
lv_expect_type (Validator  *v,
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

JsonNode *
lv_get_member (Validator  *v,
               JsonNode   *node,
               const char *name,
               gboolean    required)
{
  JsonNode *member = json_object_get_member (json_node_get_object (node), name);

  if (member == NULL && required)
    report (v, node, AK_LESSON_ERROR_MISSING, _("required member \"%s\" is missing"), name);

  return member;
}

GHashTable *
lv_scope_new (void)
{
  return g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
}

/* The validator */

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
term_ref_clear (gpointer data)
{
  TermRef *ref = data;

  g_free (ref->term);
  g_free (ref->path);
}

void
lv_init (Validator      *v,
         AkLessonSource *source)
{
  memset (v, 0, sizeof *v);
  v->source = source;
  v->path = g_string_new (NULL);
  v->accelerators = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, accelerator_info_free);
  v->accelerator_refs = g_array_new (FALSE, FALSE, sizeof (AcceleratorRef));
  g_array_set_clear_func (v->accelerator_refs, accelerator_ref_clear);
  v->models = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  v->model_refs = g_array_new (FALSE, FALSE, sizeof (AcceleratorRef));
  g_array_set_clear_func (v->model_refs, accelerator_ref_clear);
  v->page_refs = g_array_new (FALSE, FALSE, sizeof (AcceleratorRef));
  g_array_set_clear_func (v->page_refs, accelerator_ref_clear);
  v->term_refs = g_array_new (FALSE, FALSE, sizeof (TermRef));
  g_array_set_clear_func (v->term_refs, term_ref_clear);
}

void
lv_clear (Validator *v)
{
  g_string_free (v->path, TRUE);
  g_hash_table_unref (v->accelerators);
  g_array_unref (v->accelerator_refs);
  g_hash_table_unref (v->models);
  g_array_unref (v->model_refs);
  g_array_unref (v->page_refs);
  g_array_unref (v->term_refs);
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

/**
 * ak_lesson_id_is_valid:
 * @id: (nullable): a text
 *
 * Whether @id can be a lesson's id: 1 to 64 characters of `a-z`, `0-9`,
 * `-` and `.`, where each part between dots is not empty and starts with
 * a letter, so a teacher can use a reverse-DNS name such as
 * `org.example.week-3` that no one else's lesson will reuse. The bundled
 * lessons' ids (`ai-accelerators`) are valid ones of a single part.
 *
 * Returns: %TRUE if @id is valid
 */
gboolean
ak_lesson_id_is_valid (const char *id)
{
  gsize len = id != NULL ? strlen (id) : 0;

  if (len == 0 || len > 64)
    return FALSE;

  for (gsize i = 0; i < len; i++)
    {
      gboolean part_start = i == 0 || id[i - 1] == '.';

      if (part_start && !g_ascii_islower (id[i]))
        return FALSE;
      if (!g_ascii_islower (id[i]) && !g_ascii_isdigit (id[i]) && id[i] != '-' && id[i] != '.')
        return FALSE;
    }

  return id[len - 1] != '.';
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

/* The first control character (C0, DEL, C1) of @s other than newline and
 * tab, or 0: a lesson's text reaches terminals (--validate, --list-lessons)
 * and must not clear them, colour them or set their title. Raw C0 is
 * already refused as invalid JSON; escaped ones and C1 are valid JSON. */
static gunichar
find_control (const char *s)
{
  for (const guchar *p = (const guchar *) s; *p != '\0'; p++)
    {
      if ((*p < 0x20 && *p != '\n' && *p != '\t') || *p == 0x7f)
        return *p;
      if (*p == 0xc2 && p[1] >= 0x80 && p[1] <= 0x9f)
        return p[1];
    }
  return 0;
}

/* Well-formed markup; the glossary terms it marks are noted, to be
 * looked up once the glossary is read. */
static gboolean
check_markup (Validator  *v,
              JsonNode   *node,
              const char *s)
{
  g_autoptr(GArray) terms = _ak_lesson_markup_terms_new ();
  g_autoptr(GError) error = NULL;

  if (!_ak_lesson_markup_check (s, NULL, FALSE, terms, &error))
    {
      report (v, node, error->code, "%s", error->message);
      return FALSE;
    }
  for (guint i = 0; i < terms->len; i++)
    {
      AkMarkupTerm *term = &g_array_index (terms, AkMarkupTerm, i);
      TermRef ref = {
        g_steal_pointer (&term->term), g_strdup (v->path->str),
        _ak_lesson_source_locate (v->source, node, AK_LOCATE_VALUE), term->char_index,
      };

      g_array_append_val (v->term_refs, ref);
    }
  return TRUE;
}

/* Bidirectional embeddings, overrides and isolates, which can make a title
 * read as another (U+202A to U+202E, U+2066 to U+2069), or 0. */
static gunichar
find_bidi_control (const char *s)
{
  for (const char *p = s; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if ((c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069))
        return c;
    }
  return 0;
}

gboolean
lv_check_string (Validator  *v,
                 JsonNode   *node,
                 StringKind  kind)
{
  const char *s;
  g_autoptr(GError) error = NULL;
  gunichar control;

  if (!lv_expect_type (v, node, is_string (node), kind == STRING_ID ? N_("an id string") : N_("a string")))
    return FALSE;

  s = json_node_get_string (node);

  /* json-glib turns some escapes (octal, lone surrogates) into bad UTF-8 */
  if (_ak_lesson_source_has_odd_escapes (v->source) && !g_utf8_validate (s, -1, NULL))
    {
      report (v, node, AK_LESSON_ERROR_RANGE, _("string is not valid UTF-8"));
      return FALSE;
    }

  control = find_control (s);
  if (control != 0)
    {
      report (v, node, AK_LESSON_ERROR_RANGE,
              _("string contains the control character U+%04X (only newline and tab are allowed)"),
              control);
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
      return check_text (v, node, s) && check_markup (v, node, s);

    default:
      g_assert_not_reached ();
    }
}

/* A title is what the library, the window and --list-lessons show: no
 * bidirectional controls, which could make it read as another. */
gboolean
lv_check_title (Validator *v,
                JsonNode  *node)
{
  gunichar bidi = find_bidi_control (json_node_get_string (node));

  if (bidi == 0)
    return TRUE;
  report (v, node, AK_LESSON_ERROR_RANGE,
          _("a title must not contain the bidirectional control character U+%04X"), bidi);
  return FALSE;
}

/* Notes the id string @node in @scope (id -> path), or reports it as a
 * duplicate of the one already there. */
void
lv_note_unique_id (Validator  *v,
                   JsonNode   *node,
                   GHashTable *scope)
{
  const char *id = json_node_get_string (node);
  const char *first = g_hash_table_lookup (scope, id);

  if (first != NULL)
    report (v, node, AK_LESSON_ERROR_DUPLICATE,
            _("duplicate id \"%s\" (first used at %s)"), id, first);
  else
    g_hash_table_insert (scope, g_strdup (id), g_strdup (v->path->str));
}

/* Notes the id string @node in @refs, to be resolved once the whole lesson
 * is read: what it names may be on a later page. */
void
lv_note_ref (Validator *v,
             GArray    *refs,
             JsonNode  *node,
             gboolean   needs_tdp)
{
  AcceleratorRef ref;

  ref.id = g_strdup (json_node_get_string (node));
  ref.path = g_strdup (v->path->str);
  ref.offset = _ak_lesson_source_locate (v->source, node, AK_LOCATE_VALUE);
  ref.needs_tdp = needs_tdp;
  g_array_append_val (refs, ref);
}

/* The index of the string @node in @names, or -1 (reported as an unknown
 * @what; @what and @expected are marked with N_()). */
int
lv_read_enum_node (Validator          *v,
                   JsonNode           *node,
                   const char * const *names,
                   const char         *what,
                   const char         *expected)
{
  g_autofree char *shown = NULL;
  const char *s;

  if (!lv_check_string (v, node, STRING_PLAIN))
    return -1;

  s = json_node_get_string (node);
  for (int i = 0; names[i] != NULL; i++)
    if (strcmp (names[i], s) == 0)
      return i;

  shown = _ak_lesson_shorten (s);
  report (v, node, AK_LESSON_ERROR_REFERENCE,
          _("unknown %s \"%s\" (expected %s)"), _(what), shown, _(expected));
  return -1;
}

/* true or false */
gboolean
lv_read_bool_node (Validator *v,
                   JsonNode  *node,
                   gboolean  *out)
{
  if (!lv_expect_type (v, node,
                       JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_BOOLEAN,
                       N_("true or false")))
    return FALSE;
  *out = json_node_get_boolean (node);
  return TRUE;
}

/* Numbers */

/* json-glib wraps integers beyond 64 bits silently, so numbers are read
 * from their literal in the source. @out_literal is for messages.
 */
gboolean
lv_read_number_node (Validator  *v,
                     JsonNode   *node,
                     double     *out_value,
                     gboolean   *out_integral,
                     char      **out_literal)
{
  g_autofree char *literal = NULL;
  double value;

  if (!lv_expect_type (v, node, is_number (node), N_("a number")))
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

/* A number > 0, at least @min and at most @max. */
gboolean
lv_read_positive_node (Validator *v,
                       JsonNode  *node,
                       double     min,
                       double     max,
                       double    *out)
{
  g_autofree char *literal = NULL;
  gboolean integral;
  double value;

  if (!lv_read_number_node (v, node, &value, &integral, &literal))
    return FALSE;

  /* Every figure has a plausible range: an absurd one would validate
   * and then show as hundred-digit numbers or overflow in the pages. */
  if (value <= 0)
    /* Translators: a number from a lesson file, then the range it must be in */
    report (v, node, AK_LESSON_ERROR_RANGE, _("%s must be greater than 0 (from %g to %g)"), literal, min, max);
  else if (value < min)
    report (v, node, AK_LESSON_ERROR_RANGE, _("%s is too small (at least %g)"), literal, min);
  else if (value > max)
    report (v, node, AK_LESSON_ERROR_RANGE, _("%s is too large (at most %g)"), literal, max);
  else
    {
      *out = value;
      return TRUE;
    }

  return FALSE;
}

/* An integer from @min to @max. */
gboolean
lv_read_integer_node (Validator *v,
                      JsonNode  *node,
                      double     min,
                      double     max,
                      guint     *out)
{
  g_autofree char *literal = NULL;
  gboolean integral;
  double value;

  if (!lv_read_number_node (v, node, &value, &integral, &literal))
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

/* The array @node, reporting a wrong type or count; the caller reads at
 * most @max elements of an array that is too long. */
JsonArray *
lv_read_array_node (Validator *v,
                    JsonNode  *node,
                    guint      min,
                    guint      max)
{
  JsonArray *array;

  if (!lv_expect_type (v, node, JSON_NODE_HOLDS_ARRAY (node), N_("an array")))
    return NULL;

  array = json_node_get_array (node);
  check_count (v, node, json_array_get_length (array), min, max);
  return array;
}

/* An array of strings of @kind; NULL if anything is wrong. */
GStrv
lv_read_strings_node (Validator  *v,
                      JsonNode   *node,
                      guint       min,
                      guint       max,
                      StringKind  kind)
{
  g_autoptr(GStrvBuilder) builder = NULL;
  JsonArray *array;
  gboolean ok = TRUE;
  guint len;

  if (!lv_expect_type (v, node, JSON_NODE_HOLDS_ARRAY (node), N_("an array")))
    return NULL;

  array = json_node_get_array (node);
  len = json_array_get_length (array);
  ok = check_count (v, node, len, min, max);
  len = MIN (len, max);

  builder = g_strv_builder_new ();
  for (guint i = 0; i < len; i++)
    {
      JsonNode *element = json_array_get_element (array, i);
      gsize saved = lv_path_push_index (v, i);

      if (lv_check_string (v, element, kind))
        g_strv_builder_add (builder, json_node_get_string (element));
      else
        ok = FALSE;
      lv_path_pop (v, saved);
    }

  return ok ? g_strv_builder_end (builder) : NULL;
}

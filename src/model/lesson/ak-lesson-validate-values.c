/* ak-lesson-validate-values.c: strings, ids, enums, numbers and arrays of a lesson
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "ak-lesson-validate-private.h"

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

  if (!lv_expect_type (v, node, lv_is_string (node), kind == STRING_ID ? N_("an id string") : N_("a string")))
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
char *
lv_read_string (Validator  *v,
                JsonNode   *node,
                const char *name,
                gboolean    required,
                StringKind  kind)
{
  JsonNode *member = lv_get_member (v, node, name, required);
  char *ret = NULL;
  gunichar bidi;
  gsize saved;

  if (member == NULL)
    return NULL;

  saved = lv_path_push (v, name);
  if (lv_check_string (v, member, kind))
    ret = g_strdup (json_node_get_string (member));
  /* a title is what the library, the window and --list-lessons show */
  if (ret != NULL && strcmp (name, "title") == 0 && (bidi = find_bidi_control (ret)) != 0)
    {
      report (v, member, AK_LESSON_ERROR_RANGE,
              _("a title must not contain the bidirectional control character U+%04X"), bidi);
      g_clear_pointer (&ret, g_free);
    }
  lv_path_pop (v, saved);

  return ret;
}

/* Like lv_read_string() for an id that must be unique in @scope (id -> path). */
char *
lv_read_id (Validator  *v,
            JsonNode   *node,
            GHashTable *scope)
{
  JsonNode *member = lv_get_member (v, node, "id", FALSE);
  char *id = lv_read_string (v, node, "id", TRUE, STRING_ID);
  const char *first;
  gsize saved;

  if (id == NULL)
    return NULL;

  saved = lv_path_push (v, "id");
  first = g_hash_table_lookup (scope, id);
  if (first != NULL)
    report (v, member, AK_LESSON_ERROR_DUPLICATE,
            _("duplicate id \"%s\" (first used at %s)"), id, first);
  else
    g_hash_table_insert (scope, g_strdup (id), g_strdup (v->path->str));
  lv_path_pop (v, saved);

  return id;
}

int
lv_read_enum (Validator          *v,
              JsonNode           *node,
              const char         *name,
              const char * const *names,
              const char         *what,
              const char         *expected)
{
  JsonNode *member = lv_get_member (v, node, name, TRUE);
  int ret = -1;
  gsize saved;

  if (member == NULL)
    return -1;

  saved = lv_path_push (v, name);
  if (lv_check_string (v, member, STRING_PLAIN))
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
  lv_path_pop (v, saved);

  return ret;
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

  if (!lv_expect_type (v, node, lv_is_number (node), N_("a number")))
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
gboolean
lv_read_positive (Validator  *v,
                  JsonNode   *node,
                  const char *name,
                  gboolean    required,
                  double      min,
                  double      max,
                  double     *out)
{
  JsonNode *member = lv_get_member (v, node, name, required);
  g_autofree char *literal = NULL;
  gboolean integral;
  gboolean ok = FALSE;
  double value;
  gsize saved;

  if (member == NULL)
    return FALSE;

  saved = lv_path_push (v, name);
  if (lv_read_number_node (v, member, &value, &integral, &literal))
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
  lv_path_pop (v, saved);

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

gboolean
lv_read_integer (Validator  *v,
                 JsonNode   *node,
                 const char *name,
                 double      min,
                 double      max,
                 guint      *out)
{
  JsonNode *member = lv_get_member (v, node, name, TRUE);
  gboolean ok;
  gsize saved;

  if (member == NULL)
    return FALSE;

  saved = lv_path_push (v, name);
  ok = read_integer_node (v, member, min, max, out);
  lv_path_pop (v, saved);

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
JsonArray *
lv_get_array (Validator  *v,
              JsonNode   *node,
              const char *name,
              gboolean    required,
              guint       min,
              guint       max)
{
  JsonNode *member = lv_get_member (v, node, name, required);
  JsonArray *array = NULL;
  gsize saved;

  if (member == NULL)
    return NULL;

  saved = lv_path_push (v, name);
  if (lv_expect_type (v, member, JSON_NODE_HOLDS_ARRAY (member), N_("an array")))
    {
      array = json_node_get_array (member);
      check_count (v, member, json_array_get_length (array), min, max);
    }
  lv_path_pop (v, saved);

  return array;
}

/* Reads an array of objects with @read_item; NULL results are skipped. */
GPtrArray *
lv_read_objects (Validator      *v,
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
  JsonArray *array = lv_get_array (v, node, name, required, min, max);
  guint len;
  gsize saved;

  if (array == NULL)
    return items;

  saved = lv_path_push (v, name);
  len = MIN (json_array_get_length (array), max);
  for (guint i = 0; i < len; i++)
    {
      JsonNode *element = json_array_get_element (array, i);
      gsize saved_index = lv_path_push_index (v, i);

      if (lv_expect_object (v, element))
        {
          gpointer item = read_item (v, element, user_data);
          if (item != NULL)
            g_ptr_array_add (items, item);
        }
      lv_path_pop (v, saved_index);
    }
  lv_path_pop (v, saved);

  return items;
}

/* An array of strings of @kind; NULL if anything is wrong. */
GStrv
lv_read_strings_node (Validator  *v,
                      JsonNode   *member,
                      guint       min,
                      guint       max,
                      StringKind  kind)
{
  g_autoptr(GStrvBuilder) builder = NULL;
  JsonArray *array;
  gboolean ok = TRUE;
  guint len;

  if (!lv_expect_type (v, member, JSON_NODE_HOLDS_ARRAY (member), N_("an array")))
    return NULL;

  array = json_node_get_array (member);
  len = json_array_get_length (array);
  ok = check_count (v, member, len, min, max);
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

GStrv
lv_read_strings (Validator  *v,
                 JsonNode   *node,
                 const char *name,
                 guint       min,
                 guint       max,
                 StringKind  kind)
{
  JsonNode *member = lv_get_member (v, node, name, TRUE);
  GStrv ret;
  gsize saved;

  if (member == NULL)
    return NULL;

  saved = lv_path_push (v, name);
  ret = lv_read_strings_node (v, member, min, max, kind);
  lv_path_pop (v, saved);

  return ret;
}

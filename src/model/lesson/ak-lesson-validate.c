/* ak-lesson-validate.c: checks a parsed lesson against data/lessons/README.md
 *
 * One walk over the JSON tree both checks every rule of the format and
 * builds the AkLesson structs; the structs are thrown away if anything was
 * reported. Problems are collected, not returned early, so a teacher sees
 * all of them at once; ak-lesson-source.c sorts them into document order.
 *
 * This file holds the reporting, member paths, type and member checks and
 * the top level; ak-lesson-validate-values.c reads strings, numbers and
 * arrays, and one file per part of a lesson reads that part.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdarg.h>
#include <string.h>

#include "ak-lesson-validate-private.h"

#define FORMAT_NAME "accelerator-kitchen-lesson"

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

gboolean
lv_is_number (JsonNode *node)
{
  GType type;

  if (!JSON_NODE_HOLDS_VALUE (node))
    return FALSE;
  type = json_node_get_value_type (node);
  return type == G_TYPE_INT64 || type == G_TYPE_DOUBLE;
}

gboolean
lv_is_string (JsonNode *node)
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

  lv_report_at (v, offset, AK_LESSON_ERROR_DUPLICATE,
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
void
lv_check_members (Validator          *v,
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
        lv_report_at (v, offset, AK_LESSON_ERROR_REFERENCE,
                      _("member \"%s\" does not belong in %s"), shown, owner);
      else
        lv_report_at (v, offset, AK_LESSON_ERROR_REFERENCE, _("unknown member \"%s\""), shown);
    }
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

gboolean
lv_expect_object (Validator *v,
                  JsonNode  *node)
{
  return lv_expect_type (v, node, JSON_NODE_HOLDS_OBJECT (node), N_("an object"));
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
  JsonNode *member = lv_get_member (v, root, "language", FALSE);
  gsize saved;

  if (member == NULL)
    {
      out->language = g_strdup ("en");
      return;
    }

  saved = lv_path_push (v, "language");
  if (lv_check_string (v, member, STRING_PLAIN))
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
  lv_path_pop (v, saved);
}

/* Returns FALSE if this is not a lesson this build can read at all; then
 * nothing else is checked, as every other message would be noise.
 */
static gboolean
check_format (Validator *v,
              JsonNode  *root)
{
  JsonNode *format = lv_get_member (v, root, "format", TRUE);
  JsonNode *version = lv_get_member (v, root, "format_version", TRUE);
  gboolean ok = TRUE;
  gsize saved;

  if (format != NULL)
    {
      saved = lv_path_push (v, "format");
      if (!lv_check_string (v, format, STRING_PLAIN))
        ok = FALSE;
      else if (strcmp (json_node_get_string (format), FORMAT_NAME) != 0)
        {
          g_autofree char *shown = _ak_lesson_shorten (json_node_get_string (format));
          report (v, format, AK_LESSON_ERROR_VERSION,
                  _("expected \"%s\", found \"%s\""), FORMAT_NAME, shown);
          ok = FALSE;
        }
      lv_path_pop (v, saved);
    }

  if (version != NULL)
    {
      g_autofree char *literal = NULL;
      gboolean integral;
      double value;

      saved = lv_path_push (v, "format_version");
      if (!lv_read_number_node (v, version, &value, &integral, &literal))
        ok = FALSE;
      else if (!integral || value != AK_LESSON_FORMAT_VERSION)
        {
          report (v, version, AK_LESSON_ERROR_VERSION,
                  _("version %s is not supported (this build reads version %d)"),
                  literal, AK_LESSON_FORMAT_VERSION);
          ok = FALSE;
        }
      lv_path_pop (v, saved);
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
        lv_report_at (v, ref->offset, AK_LESSON_ERROR_REFERENCE,
                      _("unknown accelerator \"%s\" (no accelerator with this id in the lesson)"),
                      ref->id);
      else if (ref->needs_tdp && !info->has_tdp)
        lv_report_at (v, ref->offset, AK_LESSON_ERROR_REFERENCE,
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
        lv_report_at (v, ref->offset, AK_LESSON_ERROR_REFERENCE,
                      _("unknown model \"%s\" (no model with this id on a roofline page)"), ref->id);
      else if (!GPOINTER_TO_INT (has_shape))
        lv_report_at (v, ref->offset, AK_LESSON_ERROR_REFERENCE,
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
  g_autoptr(GHashTable) pages = lv_scope_new ();

  if (!lv_expect_type (v, root, JSON_NODE_HOLDS_OBJECT (root), N_("a lesson object")))
    return;

  if (!check_format (v, root))
    return;

  lv_check_members (v, root, members, NULL, NULL);
  out->id = lv_read_string (v, root, "id", TRUE, STRING_ID);
  out->title = lv_read_string (v, root, "title", TRUE, STRING_TEXT);
  out->summary = lv_read_string (v, root, "summary", TRUE, STRING_TEXT);
  read_language (v, root, out);
  out->sources = lv_read_objects (v, root, "sources", TRUE, 0, AK_LESSON_MAX_SOURCES, lv_read_reference,
                                  (GDestroyNotify) _ak_reference_free, NULL);
  out->pages = lv_read_objects (v, root, "pages", TRUE, 1, 50, lv_read_page,
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

/* ak-lesson-validate.c: checks a parsed lesson against data/lessons/README.md
 *
 * One walk over the JSON tree both checks every rule of the format and
 * builds the AkLesson structs; the structs are thrown away if anything was
 * reported. Problems are collected, not returned early, so a teacher sees
 * all of them at once; ak-lesson-source.c sorts them into document order.
 *
 * The validator's files are layers, each calling only those below it:
 *   ak-lesson-validate.c             the lesson's own table and the entry
 *   ak-lesson-validate-{pages,blocks,roofline,activities}.c
 *                                    a table per kind of object, and the
 *                                    rules a table cannot state
 *   ak-lesson-validate-schema.c      the one reader of an object by its table
 *   ak-lesson-validate-values.c      reporting, paths, and one value's checks
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "ak-lesson-limits-private.h"
#include "ak-lesson-validate-kinds-private.h"
#include "ak-lesson-validate-private.h"

#define FORMAT_NAME "accelerator-kitchen-lesson"

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

static gboolean
read_language (Validator      *v,
               LvObject       *o,
               const LvMember *m,
               JsonNode       *member)
{
  AkLessonData *out = o->item;
  g_autofree char *shown = NULL;
  const char *s;

  g_clear_pointer (&out->language, g_free);
  if (!lv_check_string (v, member, STRING_PLAIN))
    return FALSE;

  s = json_node_get_string (member);
  if (is_language_tag (s))
    {
      out->language = g_strdup (s);
      return TRUE;
    }

  shown = _ak_lesson_shorten (s);
  report (v, member, AK_LESSON_ERROR_RANGE,
          _("\"%s\" is not a BCP 47 language tag such as \"en\" or \"pt-BR\""), shown);
  return FALSE;
}

/* The format and its version are gates: a lesson this build cannot read at
 * all is not checked further, as every other message would be noise. */
static gboolean
read_format (Validator      *v,
             LvObject       *o,
             const LvMember *m,
             JsonNode       *member)
{
  g_autofree char *shown = NULL;

  if (!lv_check_string (v, member, STRING_PLAIN))
    return FALSE;
  if (strcmp (json_node_get_string (member), FORMAT_NAME) == 0)
    return TRUE;

  shown = _ak_lesson_shorten (json_node_get_string (member));
  report (v, member, AK_LESSON_ERROR_VERSION,
          _("expected \"%s\", found \"%s\""), FORMAT_NAME, shown);
  return FALSE;
}

static gboolean
read_format_version (Validator      *v,
                     LvObject       *o,
                     const LvMember *m,
                     JsonNode       *member)
{
  g_autofree char *literal = NULL;
  gboolean integral;
  double value;

  if (!lv_read_number_node (v, member, &value, &integral, &literal))
    return FALSE;
  if (integral && value == AK_LESSON_FORMAT_VERSION)
    return TRUE;

  report (v, member, AK_LESSON_ERROR_VERSION,
          _("version %s is not supported (this build reads version %d)"),
          literal, AK_LESSON_FORMAT_VERSION);
  return FALSE;
}

/* The lesson's own id may be a reverse-DNS name (ak_lesson_id_is_valid()). */
static gboolean
read_lesson_id (Validator      *v,
                LvObject       *o,
                const LvMember *m,
                JsonNode       *member)
{
  AkLessonData *out = o->item;
  g_autofree char *shown = NULL;

  if (!lv_check_string (v, member, STRING_PLAIN))
    return FALSE;
  if (ak_lesson_id_is_valid (json_node_get_string (member)))
    {
      g_free (out->id);
      out->id = g_strdup (json_node_get_string (member));
      return TRUE;
    }

  shown = _ak_lesson_shorten (json_node_get_string (member));
  report (v, member, AK_LESSON_ERROR_RANGE,
          _("\"%s\" is not a valid lesson id (1 to 64 characters of a-z, 0-9, \"-\" and \".\", "
            "each part between dots starting with a letter, such as \"org.example.week-3\")"),
          shown);
  return FALSE;
}

static void
lesson_init (Validator *v,
             LvObject  *o)
{
  AkLessonData *out = o->item;

  out->language = g_strdup ("en");
  out->glossary = g_ptr_array_new_with_free_func ((GDestroyNotify) _ak_glossary_entry_free);
}

static const LvMember glossary_members[] = {
  LV_MEMBER ("term", LV_TITLE, LV_REQUIRED, 0, 0, LV_FIELD (AkGlossaryEntry, term)),
  LV_MEMBER ("definition", LV_MARKUP, LV_REQUIRED, 0, 0, LV_FIELD (AkGlossaryEntry, definition)),
  LV_MEMBER ("page", LV_PAGE, LV_REQUIRED, 0, 0, LV_FIELD (AkGlossaryEntry, page_id)),
};

static const LvSchema glossary_schema = {
  sizeof (AkGlossaryEntry), (GDestroyNotify) _ak_glossary_entry_free, NULL, LV_MEMBERS (glossary_members),
};

static const LvMember lesson_members[] = {
  LV_MEMBER ("format", LV_CUSTOM, LV_REQUIRED, 0, 0, 0, .read = read_format, .gate = TRUE),
  LV_MEMBER ("format_version", LV_CUSTOM, LV_REQUIRED, 0, 0, 0, .read = read_format_version, .gate = TRUE),
  LV_MEMBER ("id", LV_CUSTOM, LV_REQUIRED, 0, 0, 0, .read = read_lesson_id),
  LV_MEMBER ("title", LV_TITLE, LV_REQUIRED, 0, 0, LV_FIELD (AkLessonData, title)),
  LV_MEMBER ("summary", LV_TEXT, LV_REQUIRED, 0, 0, LV_FIELD (AkLessonData, summary)),
  LV_MEMBER ("language", LV_CUSTOM, LV_OPTIONAL, 0, 0, 0, .read = read_language),
  LV_MEMBER ("sources", LV_OBJECTS, LV_REQUIRED, 0, AK_LESSON_MAX_SOURCES, LV_FIELD (AkLessonData, sources),
    .schema = &lv_reference_schema),
  LV_MEMBER ("pages", LV_OBJECTS, LV_REQUIRED, 1, 50, LV_FIELD (AkLessonData, pages), .schema = &lv_page_schema),
  LV_MEMBER ("glossary", LV_OBJECTS, LV_OPTIONAL, 1, AK_LESSON_MAX_GLOSSARY, LV_FIELD (AkLessonData, glossary),
    .schema = &glossary_schema),
};

static const LvSchema lesson_schema = { 0, NULL, lesson_init, LV_MEMBERS (lesson_members) };

/* References from one page to another */

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
                      _("model \"%s\" has no shape (hidden_size, heads, …), which a batch page, a prediction or a worked problem needs"),
                      ref->id);
    }

  g_string_truncate (v->path, 0);
}

/* A question's see_page and a glossary term's page name a page of this
 * lesson; a question's names one that explains it, never a quiz. */
static void
resolve_page_refs (Validator          *v,
                   const AkLessonData *lesson)
{
  for (guint i = 0; i < v->page_refs->len; i++)
    {
      AcceleratorRef *ref = &g_array_index (v->page_refs, AcceleratorRef, i);
      const AkPage *found = NULL;

      for (guint j = 0; lesson->pages != NULL && j < lesson->pages->len && found == NULL; j++)
        if (g_strcmp0 (((const AkPage *) g_ptr_array_index (lesson->pages, j))->id, ref->id) == 0)
          found = g_ptr_array_index (lesson->pages, j);
      g_string_assign (v->path, ref->path);
      if (found == NULL)
        lv_report_at (v, ref->offset, AK_LESSON_ERROR_REFERENCE,
                      _("unknown page \"%s\" (no page with this id in the lesson)"), ref->id);
      else if (found->kind == AK_PAGE_QUIZ && g_str_has_suffix (ref->path, ".see_page"))
        lv_report_at (v, ref->offset, AK_LESSON_ERROR_REFERENCE,
                      _("page \"%s\" is a quiz; name the page that explains the question"), ref->id);
    }

  g_string_truncate (v->path, 0);
}

/* Every term a text marks ([[term]]) is one of the glossary's. */
static void
resolve_term_refs (Validator          *v,
                   const AkLessonData *lesson)
{
  for (guint i = 0; i < v->term_refs->len; i++)
    {
      TermRef *ref = &g_array_index (v->term_refs, TermRef, i);
      g_autofree char *shown = NULL;

      if (_ak_glossary_find (lesson->glossary, ref->term) != NULL)
        continue;
      shown = _ak_lesson_shorten (ref->term);
      g_string_assign (v->path, ref->path);
      lv_report_at (v, ref->offset, AK_LESSON_ERROR_REFERENCE,
                    _("unknown glossary term \"%s\" at character %u (no term with this name in the lesson's glossary)"),
                    shown, ref->char_index);
    }

  g_string_truncate (v->path, 0);
}

/**
 * _ak_lesson_validate:
 * @source: the lesson's source, where problems go
 * @root: its parsed JSON
 * @out: (out caller-allocates): the lesson's structs, filled as far as
 *   they could be read; to be cleared if @source has any problem
 *
 * Checks @root against the lesson format and builds the lesson's structs.
 */
void
_ak_lesson_validate (AkLessonSource *source,
                     JsonNode       *root,
                     AkLessonData   *out)
{
  Validator v;
  LvObject lesson = { root, out, NULL, NULL, -1 };

  lv_init (&v, source);

  /* A lesson over a limit is not read further (ak-lesson-limits.c). */
  if (_ak_lesson_check_limits (source, root) &&
      lv_expect_type (&v, root, JSON_NODE_HOLDS_OBJECT (root), N_("a lesson object")))
    {
      lv_read_object (&v, &lesson, &lesson_schema);
      resolve_accelerator_refs (&v);
      resolve_model_refs (&v);
      resolve_page_refs (&v, out);
      resolve_term_refs (&v, out);
    }

  lv_clear (&v);
}

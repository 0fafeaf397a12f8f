/* ak-lesson.c: the AkLesson object: loading from bytes, files and
 * resources, the getters, and translation
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "ak-file-read.h"
#include "ak-lesson-limits-private.h"
#include "ak-lesson-parse-private.h"
#include "ak-lesson-private.h"
#include "ak-lesson-text-private.h"

struct _AkLesson
{
  GObject       parent_instance;

  char         *display_name;
  char         *source_uri;    /* the file's or resource's URI; NULL for bytes */
  char         *digest;        /* SHA-256 of the bytes read, lowercase hex */
  AkLessonData  data;
  GPtrArray    *accelerators;        /* borrowed from the pages */
  GHashTable   *accelerators_by_id;  /* borrowed keys and values */
  GHashTable   *links_by_id;         /* borrowed keys and values */
  const char   *domain;              /* during ak_lesson_translate() only */
  gboolean      translated;          /* ak_lesson_translate() changed a text */
};

G_DEFINE_FINAL_TYPE (AkLesson, ak_lesson, G_TYPE_OBJECT)

G_DEFINE_QUARK (ak-lesson-error-quark, ak_lesson_error)

/* AkLesson */

static void
ak_lesson_finalize (GObject *object)
{
  AkLesson *self = (AkLesson *) object;

  g_clear_pointer (&self->display_name, g_free);
  g_clear_pointer (&self->source_uri, g_free);
  g_clear_pointer (&self->digest, g_free);
  g_clear_pointer (&self->accelerators, g_ptr_array_unref);
  g_clear_pointer (&self->accelerators_by_id, g_hash_table_unref);
  g_clear_pointer (&self->links_by_id, g_hash_table_unref);
  _ak_lesson_data_clear (&self->data);

  G_OBJECT_CLASS (ak_lesson_parent_class)->finalize (object);
}

static void
ak_lesson_class_init (AkLessonClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = ak_lesson_finalize;
}

static void
ak_lesson_init (AkLesson *self)
{
  self->accelerators = g_ptr_array_new ();
  self->accelerators_by_id = g_hash_table_new (g_str_hash, g_str_equal);
  self->links_by_id = g_hash_table_new (g_str_hash, g_str_equal);
}

static AkLesson *
lesson_new_take (const char   *display_name,
                 AkLessonData *data)
{
  AkLesson *self = g_object_new (AK_TYPE_LESSON, NULL);

  self->display_name = g_strdup (display_name);
  self->data = *data;
  memset (data, 0, sizeof *data);

  for (guint i = 0; i < self->data.pages->len; i++)
    {
      const AkPage *page = g_ptr_array_index (self->data.pages, i);

      for (guint j = 0; page->accelerators != NULL && j < page->accelerators->len; j++)
        {
          AkAccelerator *accelerator = g_ptr_array_index (page->accelerators, j);

          g_ptr_array_add (self->accelerators, accelerator);
          g_hash_table_insert (self->accelerators_by_id, accelerator->id, accelerator);
        }
      for (guint j = 0; page->links != NULL && j < page->links->len; j++)
        {
          AkLink *link = g_ptr_array_index (page->links, j);

          if (!g_hash_table_contains (self->links_by_id, link->id))  /* the first page's wins */
            g_hash_table_insert (self->links_by_id, link->id, link);
        }
    }

  return self;
}

static AkLesson *
fail_with (GPtrArray   *problems,
           GPtrArray  **out_problems,
           GError     **error)
{
  g_assert (problems->len > 0);

  if (error != NULL)
    *error = g_error_copy (g_ptr_array_index (problems, 0));
  if (out_problems != NULL)
    *out_problems = g_ptr_array_ref (problems);

  g_ptr_array_unref (problems);
  return NULL;
}

/* A file or resource over AK_LESSON_MAX_FILE_BYTES, at its first
 * character like every other problem. */
static AkLesson *
fail_too_large (const char  *display_name,
                guint64      size,
                GPtrArray  **out_problems,
                GError     **error)
{
  GPtrArray *problems = g_ptr_array_new_with_free_func ((GDestroyNotify) g_error_free);
  g_autofree char *message = _ak_lesson_file_size_message (size);

  g_ptr_array_add (problems, g_error_new (AK_LESSON_ERROR, AK_LESSON_ERROR_RANGE,
                                          "%s:1:1: %s", display_name, message));
  return fail_with (problems, out_problems, error);
}

static AkLesson *
lesson_new_from_bytes (GBytes      *bytes,
                       const char  *display_name,
                       gboolean     bundled,
                       GPtrArray  **out_problems,
                       GError     **error)
{
  AkLessonData data = { 0 };
  const char *text;
  gsize len;
  GPtrArray *problems;
  AkLesson *lesson;

  if (out_problems != NULL)
    *out_problems = NULL;
  if (display_name == NULL)
    display_name = "<data>";

  text = g_bytes_get_data (bytes, &len);
  if (text == NULL)
    text = "";
  if (len > AK_LESSON_MAX_FILE_BYTES)
    return fail_too_large (display_name, len, out_problems, error);

  /* json-glib skips a byte order mark too, but then miscounts columns */
  if (len >= 3 && memcmp (text, "\xEF\xBB\xBF", 3) == 0)
    {
      text += 3;
      len -= 3;
    }

  problems = _ak_lesson_load (display_name, text, len, bundled, &data);
  if (problems->len > 0)
    return fail_with (problems, out_problems, error);

  g_ptr_array_unref (problems);
  lesson = lesson_new_take (display_name, &data);
  lesson->digest = g_compute_checksum_for_bytes (G_CHECKSUM_SHA256, bytes);
  return lesson;
}

/**
 * ak_lesson_new_from_bytes:
 * @bytes: the lesson, UTF-8 JSON as described in data/lessons/README.md
 * @display_name: (nullable): the name used in messages, usually the file's
 *   basename; %NULL for "&lt;data&gt;"
 * @out_problems: (out) (optional) (transfer full) (element-type GError):
 *   every problem found, in document order, or %NULL when there are none
 * @error: return location for the first problem, or %NULL
 *
 * Parses and validates a lesson. Every problem is a #GError in the
 * %AK_LESSON_ERROR domain whose message reads
 * `FILE:LINE:COLUMN: MEMBER.PATH: what is wrong` (columns count characters
 * from 1; problems that are not about a member, such as parse errors, have
 * no path). Codes:
 * %AK_LESSON_ERROR_PARSE (not JSON, empty, not UTF-8, nested too deeply),
 * %AK_LESSON_ERROR_VERSION (wrong format or format_version; validation
 * stops there), %AK_LESSON_ERROR_MISSING, %AK_LESSON_ERROR_TYPE,
 * %AK_LESSON_ERROR_RANGE (also bad ids, empty text, wrong counts),
 * %AK_LESSON_ERROR_DUPLICATE (ids and repeated member names),
 * %AK_LESSON_ERROR_REFERENCE (unknown names, unknown members, members
 * of another page kind or block type), %AK_LESSON_ERROR_URL and
 * %AK_LESSON_ERROR_MARKUP.
 *
 * Returns: (transfer full) (nullable): the lesson, or %NULL if there was
 *   any problem
 */
AkLesson *
ak_lesson_new_from_bytes (GBytes      *bytes,
                          const char  *display_name,
                          GPtrArray  **out_problems,
                          GError     **error)
{
  g_return_val_if_fail (bytes != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return lesson_new_from_bytes (bytes, display_name, FALSE, out_problems, error);
}

static AkLesson *
fail_read (const char  *display_name,
           const char  *message,
           GPtrArray  **out_problems,
           GError     **error)
{
  GPtrArray *problems = g_ptr_array_new_with_free_func ((GDestroyNotify) g_error_free);

  g_ptr_array_add (problems, g_error_new (AK_LESSON_ERROR, AK_LESSON_ERROR_READ,
                                          "%s: %s", display_name, message));
  return fail_with (problems, out_problems, error);
}

/**
 * ak_lesson_new_from_file:
 * @file: a lesson file
 * @out_problems: (out) (optional) (transfer full) (element-type GError):
 *   every problem found, in document order
 * @error: return location for the first problem, or %NULL
 *
 * Loads @file and validates it like ak_lesson_new_from_bytes(), with the
 * file's basename in messages. A file that cannot be read gives
 * %AK_LESSON_ERROR_READ, and so does one that is not a regular file (a
 * FIFO or a device is refused at once, never waited on or read); one
 * larger than 4 MiB (AK_LESSON_MAX_FILE_BYTES) gives %AK_LESSON_ERROR_RANGE
 * at 1:1 without being read (see ak_file_read_bytes()).
 *
 * Returns: (transfer full) (nullable): the lesson, or %NULL on any problem
 */
AkLesson *
ak_lesson_new_from_file (GFile       *file,
                         GPtrArray  **out_problems,
                         GError     **error)
{
  g_autofree char *basename = NULL;
  g_autoptr(GError) read_error = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GFileInfo) info = NULL;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (out_problems != NULL)
    *out_problems = NULL;

  basename = g_file_get_basename (file);
  if (basename == NULL)
    basename = g_file_get_uri (file);

  bytes = ak_file_read_bytes (file, AK_LESSON_MAX_FILE_BYTES, NULL, &read_error);
  if (bytes == NULL && g_error_matches (read_error, G_IO_ERROR, G_IO_ERROR_MESSAGE_TOO_LARGE))
    {
      /* Refused unread: the size is only needed for the message. */
      info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_SIZE, G_FILE_QUERY_INFO_NONE, NULL, NULL);
      return fail_too_large (basename, info != NULL ? (guint64) g_file_info_get_size (info)
                                                    : AK_LESSON_MAX_FILE_BYTES + 1,
                             out_problems, error);
    }
  if (bytes == NULL)
    return fail_read (basename, read_error->message, out_problems, error);

  return ak_lesson_new_from_file_bytes (file, bytes, out_problems, error);
}

/**
 * ak_lesson_new_from_file_bytes:
 * @file: the lesson file @bytes were read from
 * @bytes: its contents
 * @out_problems: (out) (optional) (transfer full) (element-type GError):
 *   every problem found, in document order
 * @error: return location for the first problem, or %NULL
 *
 * Like ak_lesson_new_from_file() for bytes already read from @file (by a
 * #AkLessonWatch, in a worker thread): the lesson has @file's basename in
 * messages and @file as its source (ak_lesson_get_source_uri()), so that
 * the progress store records the version played.
 *
 * Returns: (transfer full) (nullable): the lesson, or %NULL on any problem
 */
AkLesson *
ak_lesson_new_from_file_bytes (GFile       *file,
                               GBytes      *bytes,
                               GPtrArray  **out_problems,
                               GError     **error)
{
  g_autofree char *basename = NULL;
  AkLesson *lesson;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (bytes != NULL, NULL);

  basename = g_file_get_basename (file);
  if (basename == NULL)
    basename = g_file_get_uri (file);
  lesson = ak_lesson_new_from_bytes (bytes, basename, out_problems, error);
  if (lesson != NULL)
    lesson->source_uri = g_file_get_uri (file);
  return lesson;
}

/**
 * ak_lesson_new_from_resource:
 * @resource_path: a path in the registered #GResources
 * @out_problems: (out) (optional) (transfer full) (element-type GError):
 *   every problem found, in document order
 * @error: return location for the first problem, or %NULL
 *
 * Like ak_lesson_new_from_file() for a resource; messages use the
 * resource's basename. A missing resource gives %AK_LESSON_ERROR_READ.
 * A resource is a lesson bundled with the application, which meets one
 * rule more than a teacher's file: every accelerator has a `source_url`
 * (%AK_LESSON_ERROR_MISSING otherwise).
 *
 * Returns: (transfer full) (nullable): the lesson, or %NULL on any problem
 */
AkLesson *
ak_lesson_new_from_resource (const char  *resource_path,
                             GPtrArray  **out_problems,
                             GError     **error)
{
  g_autofree char *basename = NULL;
  g_autoptr(GError) read_error = NULL;
  g_autoptr(GBytes) bytes = NULL;
  AkLesson *lesson;

  g_return_val_if_fail (resource_path != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (out_problems != NULL)
    *out_problems = NULL;

  basename = g_path_get_basename (resource_path);
  bytes = g_resources_lookup_data (resource_path, G_RESOURCE_LOOKUP_FLAGS_NONE, &read_error);
  if (bytes == NULL)
    return fail_read (basename, read_error->message, out_problems, error);

  lesson = lesson_new_from_bytes (bytes, basename, TRUE, out_problems, error);
  if (lesson != NULL)
    lesson->source_uri = g_strconcat ("resource://", resource_path, NULL);
  return lesson;
}

/**
 * ak_lesson_get_id:
 * @self: a #AkLesson
 *
 * Returns: (transfer none): the lesson's id
 */
const char *
ak_lesson_get_id (AkLesson *self)
{
  g_return_val_if_fail (AK_IS_LESSON (self), NULL);
  return self->data.id;
}

/**
 * ak_lesson_get_title:
 * @self: a #AkLesson
 *
 * Returns: (transfer none): the lesson's title
 */
const char *
ak_lesson_get_title (AkLesson *self)
{
  g_return_val_if_fail (AK_IS_LESSON (self), NULL);
  return self->data.title;
}

/**
 * ak_lesson_get_summary:
 * @self: a #AkLesson
 *
 * Returns: (transfer none): the lesson's summary
 */
const char *
ak_lesson_get_summary (AkLesson *self)
{
  g_return_val_if_fail (AK_IS_LESSON (self), NULL);
  return self->data.summary;
}

/**
 * ak_lesson_get_display_name:
 * @self: a #AkLesson
 *
 * Returns: (transfer none): the name used in messages, e.g. the file's basename
 */
const char *
ak_lesson_get_display_name (AkLesson *self)
{
  g_return_val_if_fail (AK_IS_LESSON (self), NULL);
  return self->display_name;
}

/**
 * ak_lesson_get_source_uri:
 * @self: a #AkLesson
 *
 * Returns: (transfer none) (nullable): the URI of the file or resource
 *   the lesson was loaded from (`file://…`, or `resource://…` for a
 *   bundled lesson); %NULL for a lesson made from bytes
 */
const char *
ak_lesson_get_source_uri (AkLesson *self)
{
  g_return_val_if_fail (AK_IS_LESSON (self), NULL);
  return self->source_uri;
}

/**
 * ak_lesson_get_digest:
 * @self: a #AkLesson
 *
 * The SHA-256 of the bytes the lesson was read from (FIPS 180-4, through
 * g_compute_checksum_for_bytes()), as 64 lowercase hex digits: two files
 * with the same digest are the same lesson wherever they are installed.
 *
 * Returns: (transfer none): the digest
 */
const char *
ak_lesson_get_digest (AkLesson *self)
{
  g_return_val_if_fail (AK_IS_LESSON (self), NULL);
  return self->digest;
}

/**
 * ak_lesson_get_progress_key:
 * @self: a #AkLesson
 *
 * The key the progress store keeps this lesson's progress under: the
 * lesson id, however and wherever the lesson was opened (the bundled
 * resource, the library, `--lesson`, another path or another computer),
 * so one lesson always has one record and class exports aggregate. A
 * different lesson that reuses a known id is refused before it is played
 * (ak_progress_claim_lesson()).
 *
 * Returns: (transfer none): the key, never empty
 */
const char *
ak_lesson_get_progress_key (AkLesson *self)
{
  g_return_val_if_fail (AK_IS_LESSON (self), NULL);
  return self->data.id;
}

/**
 * ak_lesson_get_sources:
 * @self: a #AkLesson
 *
 * Returns: (transfer none) (element-type AkReference): the lesson's sources
 */
GPtrArray *
ak_lesson_get_sources (AkLesson *self)
{
  g_return_val_if_fail (AK_IS_LESSON (self), NULL);
  return self->data.sources;
}

/**
 * ak_lesson_get_glossary:
 * @self: a #AkLesson
 *
 * Returns: (transfer none) (element-type AkGlossaryEntry): the lesson's
 *   glossary, in the lesson's order; empty when it has none
 */
GPtrArray *
ak_lesson_get_glossary (AkLesson *self)
{
  g_return_val_if_fail (AK_IS_LESSON (self), NULL);
  return self->data.glossary;
}

/**
 * ak_lesson_get_n_pages:
 * @self: a #AkLesson
 *
 * Returns: the number of pages, at least 1
 */
guint
ak_lesson_get_n_pages (AkLesson *self)
{
  g_return_val_if_fail (AK_IS_LESSON (self), 0);
  return self->data.pages->len;
}

/**
 * ak_lesson_get_page:
 * @self: a #AkLesson
 * @index: a page index, less than ak_lesson_get_n_pages()
 *
 * Returns: (transfer none) (nullable): the page, or %NULL if @index is
 *   out of range
 */
const AkPage *
ak_lesson_get_page (AkLesson *self,
                    guint     index)
{
  g_return_val_if_fail (AK_IS_LESSON (self), NULL);

  if (index >= self->data.pages->len)
    return NULL;
  return g_ptr_array_index (self->data.pages, index);
}

/**
 * ak_lesson_find_page:
 * @self: a #AkLesson
 * @page_id: a page id
 * @out_index: (out) (optional): the page's index
 *
 * Returns: (transfer none) (nullable): the page with @page_id, or %NULL
 */
const AkPage *
ak_lesson_find_page (AkLesson   *self,
                     const char *page_id,
                     guint      *out_index)
{
  g_return_val_if_fail (AK_IS_LESSON (self), NULL);
  g_return_val_if_fail (page_id != NULL, NULL);

  for (guint i = 0; i < self->data.pages->len; i++)
    {
      const AkPage *page = g_ptr_array_index (self->data.pages, i);

      if (g_strcmp0 (page->id, page_id) == 0)
        {
          if (out_index != NULL)
            *out_index = i;
          return page;
        }
    }

  return NULL;
}

/**
 * ak_lesson_find_accelerator:
 * @self: a #AkLesson
 * @accelerator_id: an accelerator id
 *
 * Accelerator ids are unique in the whole lesson.
 *
 * Returns: (transfer none) (nullable): the accelerator, or %NULL
 */
const AkAccelerator *
ak_lesson_find_accelerator (AkLesson   *self,
                            const char *accelerator_id)
{
  g_return_val_if_fail (AK_IS_LESSON (self), NULL);
  g_return_val_if_fail (accelerator_id != NULL, NULL);

  return g_hash_table_lookup (self->accelerators_by_id, accelerator_id);
}

/**
 * ak_lesson_get_accelerators:
 * @self: a #AkLesson
 *
 * Returns: (transfer none) (element-type AkAccelerator): every accelerator
 *   of every roofline page, in document order
 */
GPtrArray *
ak_lesson_get_accelerators (AkLesson *self)
{
  g_return_val_if_fail (AK_IS_LESSON (self), NULL);
  return self->accelerators;
}

/**
 * ak_lesson_find_link:
 * @self: a #AkLesson
 * @link_id: a link id
 *
 * Link ids are unique on their page; where two roofline pages use one id,
 * the first page's link is found.
 *
 * Returns: (transfer none) (nullable): the link, or %NULL
 */
const AkLink *
ak_lesson_find_link (AkLesson   *self,
                     const char *link_id)
{
  g_return_val_if_fail (AK_IS_LESSON (self), NULL);
  g_return_val_if_fail (link_id != NULL, NULL);

  return g_hash_table_lookup (self->links_by_id, link_id);
}

/**
 * ak_lesson_foreach_text:
 * @self: a lesson
 * @func: (scope call): called with a pointer to each text a learner reads,
 *   and its member path (e.g. `pages[0].blocks[2].text`)
 * @user_data: data for @func
 *
 * Visits every user-visible, translatable text of the lesson in document
 * order: titles, reading text, choices, explanations, labels. Ids, URLs and
 * proper names (accelerator names, vendors, sources) are not visited. The
 * string extractor for translations and ak_lesson_translate() both use this,
 * so whatever is extracted is exactly what is translated.
 */
void
ak_lesson_foreach_text (AkLesson         *self,
                        AkLessonTextFunc  func,
                        gpointer          user_data)
{
  g_return_if_fail (AK_IS_LESSON (self));
  g_return_if_fail (func != NULL);

  _ak_lesson_data_foreach_text (&self->data, func, user_data);
}

/**
 * ak_lesson_find_term:
 * @self: a lesson
 * @term: a term as a text marks it (`[[term]]`)
 *
 * Returns: (nullable) (transfer none): the glossary entry of @term, the
 *   letters' case aside, or %NULL
 */
const AkGlossaryEntry *
ak_lesson_find_term (AkLesson   *self,
                     const char *term)
{
  g_return_val_if_fail (AK_IS_LESSON (self), NULL);
  g_return_val_if_fail (term != NULL, NULL);

  return _ak_glossary_find (self->data.glossary, term);
}

/**
 * ak_page_kind_to_string:
 * @kind: a page kind
 *
 * Returns: the name used in lesson files, e.g. "mfu-mbu"
 */
const char *
ak_page_kind_to_string (AkPageKind kind)
{
  switch (kind)
    {
    case AK_PAGE_READING:  return "reading";
    case AK_PAGE_KITCHEN:  return "kitchen";
    case AK_PAGE_ROOFLINE: return "roofline";
    case AK_PAGE_MFU_MBU:  return "mfu-mbu";
    case AK_PAGE_SORT:     return "sort";
    case AK_PAGE_QUIZ:     return "quiz";
    case AK_PAGE_BATCH:    return "batch";
    case AK_PAGE_GLOSSARY: return "glossary";
    case AK_PAGE_TRAINING: return "training";
    case AK_PAGE_CHIPS:    return "chips";
    default:               return "unknown";
    }
}

/**
 * ak_page_kind_is_activity:
 * @kind: a page kind
 *
 * The activity pages: those with a model the learner plays with and whose
 * figures the app computes (kitchen, roofline, mfu-mbu, batch, training,
 * chips),
 * where a lesson can ask predictions (`predictions`) before the page shows
 * its answer, and where every bundled lesson asks at least one. The sort
 * game and the quiz have answers of their own, reading and glossary pages
 * no model. A new page kind with a chart and a model belongs here.
 *
 * Returns: %TRUE for an activity page
 */
gboolean
ak_page_kind_is_activity (AkPageKind kind)
{
  switch (kind)
    {
    case AK_PAGE_KITCHEN:
    case AK_PAGE_ROOFLINE:
    case AK_PAGE_MFU_MBU:
    case AK_PAGE_BATCH:
    case AK_PAGE_TRAINING:
    case AK_PAGE_CHIPS:
      return TRUE;
    default:
      return FALSE;
    }
}

static void
translate_text (char       **text,
                const char  *path,
                gpointer     user_data)
{
  AkLesson *self = user_data;
  const char *translated = g_dgettext (self->domain, *text);

  if (translated != *text)
    {
      g_free (*text);
      *text = g_strdup (translated);
      self->translated = TRUE;
    }
}

/**
 * ak_lesson_translate:
 * @self: a lesson
 * @domain: a gettext domain, e.g. GETTEXT_PACKAGE
 *
 * Replaces every text ak_lesson_foreach_text() visits with its translation
 * in @domain for the current locale, where there is one. Call it once, right
 * after loading; a text without a translation stays as written.
 */
void
ak_lesson_translate (AkLesson   *self,
                     const char *domain)
{
  g_return_if_fail (AK_IS_LESSON (self));
  g_return_if_fail (domain != NULL);

  self->domain = domain;
  ak_lesson_foreach_text (self, translate_text, self);
  self->domain = NULL;
}

/**
 * ak_lesson_is_translated:
 * @self: a lesson
 *
 * Returns: %TRUE if ak_lesson_translate() found a translation for at least
 *   one text: the lesson then reads in the interface's language, not in
 *   ak_lesson_get_language()'s
 */
gboolean
ak_lesson_is_translated (AkLesson *self)
{
  g_return_val_if_fail (AK_IS_LESSON (self), FALSE);
  return self->translated;
}

/**
 * ak_lesson_get_language:
 * @self: a lesson
 *
 * Returns: the BCP 47 tag of the lesson's text as written (its `language`
 *   member; "en" when absent)
 */
const char *
ak_lesson_get_language (AkLesson *self)
{
  g_return_val_if_fail (AK_IS_LESSON (self), NULL);
  return self->data.language;
}

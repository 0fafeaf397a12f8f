/* ak-lesson-limits.c: what one lesson may hold, checked before it is read
 *
 * A lesson is data from anyone (a teacher's file, a download), and every
 * value in it becomes a widget or a piece of text to lay out, so the app
 * caps what a lesson may hold: a file larger than AK_LESSON_MAX_FILE_BYTES
 * is not even read whole, and a parsed one is walked once, before the
 * validator reads it and before any widget exists, for the limits below.
 * The per-array limits (pages, blocks per page, items, rows, questions,
 * pieces, choices) are the validator's counts; data/lessons/README.md
 * lists them all. A lesson at every limit still loads and opens in about
 * a second, and a page is built only when it is first shown.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "ak-lesson-limits-private.h"

typedef struct {
  AkLessonSource *source;
  GString        *path;
  guint           values;       /* in the whole lesson */
  guint           page_values;  /* in the page being walked */
  JsonNode       *page;         /* that page, or NULL outside pages */
  guint64         text_bytes;
  guint64         page_text_bytes;
  gboolean        failed;
} Walk;

static void
fail (Walk       *walk,
      JsonNode   *node,
      const char *path,
      const char *message)
{
  gsize offset = _ak_lesson_source_locate (walk->source, node, AK_LOCATE_VALUE);

  walk->failed = TRUE;
  _ak_lesson_source_add_problem (walk->source, offset, AK_LESSON_ERROR_RANGE,
                                 path[0] != '\0' ? path : NULL, message);
}

static void walk_node (Walk     *walk,
                       JsonNode *node);

static void
count_value (Walk     *walk,
             JsonNode *node)
{
  g_autofree char *message = NULL;

  if (++walk->values > AK_LESSON_MAX_VALUES)
    {
      message = g_strdup_printf (_("the lesson holds more than %u values (texts, numbers, arrays and objects), "
                                   "the limit for a lesson"), AK_LESSON_MAX_VALUES);
      fail (walk, node, walk->path->str, message);
    }
  else if (walk->page != NULL && ++walk->page_values > AK_LESSON_MAX_PAGE_VALUES)
    {
      g_autofree char *page_path = g_strndup (walk->path->str, strcspn (walk->path->str + 1, ".") + 1);

      message = g_strdup_printf (_("the page holds more than %u values (texts, numbers, arrays and objects), "
                                   "the limit for one page"), AK_LESSON_MAX_PAGE_VALUES);
      fail (walk, walk->page, page_path, message);
    }
}

static void
count_text (Walk     *walk,
            JsonNode *node)
{
  g_autofree char *message = NULL;

  if (json_node_get_value_type (node) != G_TYPE_STRING)
    return;

  walk->text_bytes += strlen (json_node_get_string (node));
  if (walk->page != NULL)
    walk->page_text_bytes += strlen (json_node_get_string (node));
  if (walk->page != NULL && walk->page_text_bytes > AK_LESSON_MAX_PAGE_TEXT_BYTES)
    {
      g_autofree char *page_path = g_strndup (walk->path->str, strcspn (walk->path->str + 1, ".") + 1);

      message = g_strdup_printf (_("the page’s texts add up to more than %u bytes, the limit for one page"),
                                 AK_LESSON_MAX_PAGE_TEXT_BYTES);
      fail (walk, walk->page, page_path, message);
      return;
    }
  if (walk->text_bytes <= AK_LESSON_MAX_TEXT_BYTES)
    return;

  message = g_strdup_printf (_("the lesson’s texts add up to more than %u bytes, the limit for a lesson"),
                             AK_LESSON_MAX_TEXT_BYTES);
  fail (walk, node, walk->path->str, message);
}

static void
walk_array (Walk      *walk,
            JsonArray *array)
{
  gboolean pages = walk->page == NULL && strcmp (walk->path->str, "pages") == 0;
  guint n = json_array_get_length (array);
  gsize len = walk->path->len;

  for (guint i = 0; i < n && !walk->failed; i++)
    {
      JsonNode *element = json_array_get_element (array, i);

      g_string_append_printf (walk->path, "[%u]", i);
      if (pages)
        {
          walk->page = element;
          walk->page_values = 0;
          walk->page_text_bytes = 0;
        }
      walk_node (walk, element);
      g_string_truncate (walk->path, len);
    }

  if (pages)
    walk->page = NULL;
}

static void
walk_object (Walk       *walk,
             JsonObject *object)
{
  JsonObjectIter iter;
  const char *name;
  JsonNode *member;
  gsize len = walk->path->len;

  json_object_iter_init (&iter, object);
  while (!walk->failed && json_object_iter_next (&iter, &name, &member))
    {
      if (len > 0)
        g_string_append_c (walk->path, '.');
      g_string_append (walk->path, name);
      walk_node (walk, member);
      g_string_truncate (walk->path, len);
    }
}

static void
walk_node (Walk     *walk,
           JsonNode *node)
{
  count_value (walk, node);
  if (walk->failed)
    return;

  switch (json_node_get_node_type (node))
    {
    case JSON_NODE_OBJECT:
      walk_object (walk, json_node_get_object (node));
      break;
    case JSON_NODE_ARRAY:
      walk_array (walk, json_node_get_array (node));
      break;
    case JSON_NODE_VALUE:
      count_text (walk, node);
      break;
    case JSON_NODE_NULL:
    default:
      break;
    }
}

/* Walks the parsed lesson once for the limits of the whole lesson and of
 * each page (AK_LESSON_MAX_VALUES, AK_LESSON_MAX_PAGE_VALUES,
 * AK_LESSON_MAX_TEXT_BYTES, AK_LESSON_MAX_PAGE_TEXT_BYTES); reports the first limit exceeded, at the
 * member where it was, and returns %FALSE then: the validator does not
 * read such a lesson. */
gboolean
_ak_lesson_check_limits (AkLessonSource *source,
                         JsonNode       *root)
{
  Walk walk = { 0 };

  walk.source = source;
  walk.path = g_string_new (NULL);
  walk_node (&walk, root);
  g_string_free (walk.path, TRUE);

  return !walk.failed;
}

/* The message for a lesson file or resource of @size bytes over
 * AK_LESSON_MAX_FILE_BYTES. */
char *
_ak_lesson_file_size_message (guint64 size)
{
  g_autofree char *bytes = g_strdup_printf ("%" G_GUINT64_FORMAT, size);

  /* Translators: %s is the file's size in bytes */
  return g_strdup_printf (_("the file is %s bytes, more than the limit for a lesson of %u bytes (4 MiB)"),
                          bytes, AK_LESSON_MAX_FILE_BYTES);
}

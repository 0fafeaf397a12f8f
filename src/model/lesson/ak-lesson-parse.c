/* ak-lesson-parse.c: a lesson's text to its structs, or to its problems
 *
 * The top of loading a lesson's text: the scan before json-glib, json-glib
 * itself, then the validator, with the source (ak-lesson-source.c) keeping
 * the positions and problems for all of them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "ak-lesson-parse-private.h"
#include "ak-lesson-scan-private.h"
#include "ak-lesson-source-private.h"
#include "ak-lesson-validate-private.h"

static JsonNode *
source_parse (AkLessonSource *source)
{
  g_autoptr(JsonParser) parser = NULL;
  g_autoptr(GError) error = NULL;
  JsonNode *root;

  if (!_ak_lesson_scan_prescan (source))
    {
      /* binary junk is better described by its encoding */
      g_array_set_size (source->problems, 0);
      if (_ak_lesson_scan_check_encoding (source))
        _ak_lesson_scan_prescan (source);
      return NULL;
    }

  if (!_ak_lesson_scan_strict_check (source))
    return NULL;

  parser = json_parser_new ();
  source->parser = parser;
  if (source->anchors != NULL)
    _ak_lesson_source_record (source, parser);

  if (!json_parser_load_from_data (parser, source->data, source->len, &error))
    {
      source->parser = NULL;
      /* json-glib checks the encoding too, but without saying where */
      if (_ak_lesson_scan_check_encoding (source))
        _ak_lesson_scan_add_parse_error (source, error);
      return NULL;
    }
  source->parser = NULL;

  root = json_parser_get_root (parser);
  if (root == NULL)
    {
      _ak_lesson_source_add_problem (source, _ak_lesson_source_skip_blank (source, 0),
                                     AK_LESSON_ERROR_PARSE, NULL,
                                     _("the file is empty (expected a lesson object)"));
      return NULL;
    }

  if (json_parser_has_assignment (parser, NULL))
    {
      _ak_lesson_source_add_problem (source, 0, AK_LESSON_ERROR_PARSE, NULL,
                                     _("expected a JSON object, found a JavaScript assignment"));
      return NULL;
    }

  _ak_lesson_source_set_root (source, root);
  return json_node_ref (root);
}

/**
 * _ak_lesson_load:
 * @display_name: the name used in messages
 * @text: the lesson's JSON, without a byte order mark
 * @len: the length of @text in bytes, at most AK_LESSON_MAX_FILE_BYTES
 * @bundled: %TRUE for a lesson the application ships (in its GResource),
 *   which must meet the stricter rules for bundled lessons
 * @data: (out caller-allocates): the lesson, filled when there is no problem
 *
 * Parses and validates @text.
 *
 * Returns: (transfer full) (element-type GError): every problem, in
 *   document order; empty when the lesson is valid
 */
GPtrArray *
_ak_lesson_load (const char   *display_name,
                 const char   *text,
                 gsize         len,
                 gboolean      bundled,
                 AkLessonData *data)
{
  AkLessonSource source;
  g_autoptr(JsonNode) root = NULL;
  GPtrArray *problems;

  /* Most lessons are fine, so the first pass records no positions (which
   * costs as much as parsing); only if it finds a problem, or numbers that
   * must be read from the source, is the lesson read again with them.
   */
  _ak_lesson_source_init (&source, display_name, text, len, bundled, FALSE);
  root = source_parse (&source);
  if (root != NULL && !source.odd_numbers)
    {
      _ak_lesson_validate (&source, root, data);
      if (source.problems->len == 0 && source.n_members_seen == source.n_members)
        {
          _ak_lesson_source_clear (&source);
          return g_ptr_array_new_with_free_func ((GDestroyNotify) g_error_free);
        }
    }

  if (root != NULL)
    {
      g_clear_pointer (&root, json_node_unref);
      _ak_lesson_data_clear (data);
      _ak_lesson_source_clear (&source);
      _ak_lesson_source_init (&source, display_name, text, len, bundled, TRUE);
      root = source_parse (&source);
      if (root != NULL)
        _ak_lesson_validate (&source, root, data);
    }

  problems = _ak_lesson_source_steal_errors (&source);
  _ak_lesson_source_clear (&source);

  if (problems->len > 0)
    _ak_lesson_data_clear (data);
  return problems;
}

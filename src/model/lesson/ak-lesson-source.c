/* ak-lesson-source.c: a lesson's source text, and where its problems are
 *
 * json-glib does all of the JSON parsing. json-glib 1.6 does not keep source
 * positions, so while it parses we note, for every node, the offset just
 * after the token that precedes it (the `{`, `[` or `,`); when a message
 * needs a position we skip white space and the member name from there to
 * reach the value. This costs one hash table insertion per node and nothing
 * else unless a problem is reported.
 *
 * The bottom of reading a lesson: the scan, the limits, the markup and the
 * validator report here; ak-lesson-parse.c drives them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "ak-lesson-source-private.h"

char *
_ak_lesson_shorten (const char *text)
{
  g_autofree char *valid = g_utf8_make_valid (text, -1);
  const char *cut;

  if (g_utf8_strlen (valid, 41) <= 40)
    return g_steal_pointer (&valid);

  cut = g_utf8_offset_to_pointer (valid, 40);
  return g_strdup_printf ("%.*s…", (int) (cut - valid), valid);
}

/* Source positions */

static inline gpointer
pack_anchor (gsize    anchor,
             gboolean is_member)
{
  /* never NULL, so a missing node is told apart from offset 0 */
  return GSIZE_TO_POINTER ((anchor << 2) | (is_member ? 2 : 0) | 1);
}

static gsize
current_offset (AkLessonSource *source)
{
  guint line = json_parser_get_current_line (source->parser);
  guint pos = json_parser_get_current_pos (source->parser);
  gsize offset;

  if (line == 0 || line > source->line_starts->len)
    return source->len;

  offset = g_array_index (source->line_starts, gsize, line - 1) + pos;
  return MIN (offset, source->len);
}

gsize
_ak_lesson_source_skip_blank (AkLessonSource *source,
                              gsize           p)
{
  const char *d = source->data;

  while (p < source->len)
    {
      if (d[p] == ' ' || d[p] == '\t' || d[p] == '\r' || d[p] == '\n')
        p++;
      else if (d[p] == '/')  /* json-glib 1.6 skips `/ ... /` as a comment */
        {
          const char *end = memchr (d + p + 1, '/', source->len - p - 1);
          p = end ? (gsize) (end - d) + 1 : source->len;
        }
      else
        break;
    }

  return p;
}

static gsize
skip_string (AkLessonSource *source,
             gsize           p)
{
  const char *d = source->data;
  char quote = d[p];

  for (p++; p < source->len && d[p] != quote; p++)
    if (d[p] == '\\' && quote == '"')
      p++;

  return MIN (p + 1, source->len);
}

gboolean
_ak_lesson_source_is_bundled (AkLessonSource *source)
{
  return source->bundled;
}

gboolean
_ak_lesson_source_has_positions (AkLessonSource *source)
{
  return source->anchors != NULL;
}

void
_ak_lesson_source_count_members (AkLessonSource *source,
                                 guint           n_members)
{
  source->n_members_seen += n_members;
}

gboolean
_ak_lesson_source_has_odd_escapes (AkLessonSource *source)
{
  return source->odd_escapes;
}

gsize
_ak_lesson_source_locate (AkLessonSource *source,
                          JsonNode       *node,
                          AkLocate        locate)
{
  gsize packed;
  gsize p;

  if (source->anchors == NULL)
    return 0;

  packed = GPOINTER_TO_SIZE (g_hash_table_lookup (source->anchors, node));
  if (packed == 0)
    return 0;

  p = _ak_lesson_source_skip_blank (source, packed >> 2);
  if (!(packed & 2) || locate == AK_LOCATE_NAME)
    return p;

  if (p < source->len && (source->data[p] == '"' || source->data[p] == '\''))
    p = skip_string (source, p);
  p = _ak_lesson_source_skip_blank (source, p);
  if (p < source->len && source->data[p] == ':')
    p = _ak_lesson_source_skip_blank (source, p + 1);

  return MIN (p, source->len);
}

/* The number or word as written, e.g. "1e999"; at most 64 bytes. */
char *
_ak_lesson_source_literal (AkLessonSource *source,
                           JsonNode       *node)
{
  gsize start;
  gsize end;

  if (source->anchors == NULL)
    {
      char buf[G_ASCII_DTOSTR_BUF_SIZE];

      if (json_node_get_value_type (node) == G_TYPE_INT64)
        return g_strdup_printf ("%" G_GINT64_FORMAT, json_node_get_int (node));
      return g_strdup (g_ascii_dtostr (buf, sizeof buf, json_node_get_double (node)));
    }

  start = _ak_lesson_source_locate (source, node, AK_LOCATE_VALUE);
  end = start;

  while (end < source->len && end - start < 64 &&
         strchr (" \t\r\n,]}/\"'", source->data[end]) == NULL)
    end++;

  return g_strndup (source->data + start, end - start);
}

void
_ak_lesson_source_foreach_dup (AkLessonSource  *source,
                               JsonObject      *object,
                               void           (*func) (const char *name,
                                                       gsize       offset,
                                                       gpointer    user_data),
                               gpointer         user_data)
{
  GArray *dups = source->dups ? g_hash_table_lookup (source->dups, object) : NULL;

  for (guint i = 0; dups != NULL && i < dups->len; i++)
    {
      const Dup *dup = &g_array_index (dups, Dup, i);
      func (dup->name, _ak_lesson_source_skip_blank (source, dup->anchor), user_data);
    }
}

void
_ak_lesson_source_add_problem (AkLessonSource *source,
                               gsize           offset,
                               AkLessonError   code,
                               const char     *path,
                               const char     *message)
{
  Problem problem;

  problem.offset = MIN (offset, source->len);
  problem.seq = source->problems->len;
  problem.code = code;
  problem.path = g_strdup (path);
  problem.message = g_strdup (message);
  g_array_append_val (source->problems, problem);
}

static void
problem_clear (gpointer data)
{
  Problem *problem = data;

  g_free (problem->path);
  g_free (problem->message);
}

static void
dups_free (gpointer data)
{
  GArray *dups = data;

  for (guint i = 0; i < dups->len; i++)
    g_free (g_array_index (dups, Dup, i).name);
  g_array_unref (dups);
}

void
_ak_lesson_source_init (AkLessonSource *source,
                        const char     *display_name,
                        const char     *data,
                        gsize           len,
                        gboolean        bundled,
                        gboolean        positions)
{
  const char *p = data;
  const char *end = data + len;
  gsize zero = 0;

  memset (source, 0, sizeof *source);
  source->display_name = display_name;
  source->data = data;
  source->len = len;
  source->bundled = bundled;
  source->line_starts = g_array_new (FALSE, FALSE, sizeof (gsize));
  if (positions)
    {
      source->anchors = g_hash_table_new (NULL, NULL);
      source->dups = g_hash_table_new_full (NULL, NULL, NULL, dups_free);
    }
  source->frames = g_array_new (FALSE, FALSE, sizeof (Frame));
  source->problems = g_array_new (FALSE, FALSE, sizeof (Problem));
  g_array_set_clear_func (source->problems, problem_clear);

  g_array_append_val (source->line_starts, zero);
  while (p < end && (p = memchr (p, '\n', end - p)) != NULL)
    {
      gsize start = (gsize) (++p - data);
      g_array_append_val (source->line_starts, start);
    }
}

void
_ak_lesson_source_clear (AkLessonSource *source)
{
  for (guint i = 0; i < source->frames->len; i++)
    {
      GArray *dups = g_array_index (source->frames, Frame, i).dups;
      if (dups != NULL)
        dups_free (dups);
    }

  g_clear_pointer (&source->line_starts, g_array_unref);
  g_clear_pointer (&source->anchors, g_hash_table_unref);
  g_clear_pointer (&source->dups, g_hash_table_unref);
  g_clear_pointer (&source->frames, g_array_unref);
  g_clear_pointer (&source->problems, g_array_unref);
}

static guint
line_of_offset (AkLessonSource *source,
                gsize           offset)
{
  guint lo = 0;
  guint hi = source->line_starts->len;

  while (hi - lo > 1)
    {
      guint mid = lo + (hi - lo) / 2;

      if (g_array_index (source->line_starts, gsize, mid) <= offset)
        lo = mid;
      else
        hi = mid;
    }

  return lo;
}

static int
problem_compare (gconstpointer a,
                 gconstpointer b)
{
  const Problem *pa = a;
  const Problem *pb = b;

  if (pa->offset != pb->offset)
    return pa->offset < pb->offset ? -1 : 1;
  return pa->seq < pb->seq ? -1 : (pa->seq > pb->seq);
}

/* Columns count characters; problems are sorted first so that each line is
 * counted once however many problems it has (minified files are one line).
 */
GPtrArray *
_ak_lesson_source_steal_errors (AkLessonSource *source)
{
  GPtrArray *errors = g_ptr_array_new_with_free_func ((GDestroyNotify) g_error_free);
  guint last_line = G_MAXUINT;
  gsize last_offset = 0;
  glong last_column = 0;

  g_array_sort (source->problems, problem_compare);

  for (guint i = 0; i < source->problems->len; i++)
    {
      const Problem *problem = &g_array_index (source->problems, Problem, i);
      guint line = line_of_offset (source, problem->offset);
      gsize from = g_array_index (source->line_starts, gsize, line);
      glong column;

      if (line == last_line)
        column = last_column + g_utf8_pointer_to_offset (source->data + last_offset,
                                                         source->data + problem->offset);
      else
        column = 1 + g_utf8_pointer_to_offset (source->data + from,
                                               source->data + problem->offset);

      last_line = line;
      last_offset = problem->offset;
      last_column = column;

      if (problem->path != NULL)
        g_ptr_array_add (errors,
                         g_error_new (AK_LESSON_ERROR, problem->code, "%s:%u:%ld: %s: %s",
                                      source->display_name, line + 1, column,
                                      problem->path, problem->message));
      else
        g_ptr_array_add (errors,
                         g_error_new (AK_LESSON_ERROR, problem->code, "%s:%u:%ld: %s",
                                      source->display_name, line + 1, column,
                                      problem->message));
    }

  return errors;
}

/* Recording positions while json-glib parses */

static void
on_container_start (JsonParser     *parser,
                    AkLessonSource *source)
{
  Frame frame = { current_offset (source), 0, NULL };

  g_array_append_val (source->frames, frame);
}

static Frame *
top_frame (AkLessonSource *source)
{
  g_assert (source->frames->len > 0);
  return &g_array_index (source->frames, Frame, source->frames->len - 1);
}

static void
on_object_member (JsonParser     *parser,
                  JsonObject     *object,
                  const char     *name,
                  AkLessonSource *source)
{
  Frame *frame = top_frame (source);
  JsonNode *node = json_object_get_member (object, name);
  guint size = json_object_get_size (object);

  g_hash_table_insert (source->anchors, node, pack_anchor (frame->anchor, TRUE));

  /* json-glib keeps the last of two members with the same name */
  if (++frame->n_members > size)
    {
      Dup dup = { g_strdup (name), frame->anchor };

      if (frame->dups == NULL)
        frame->dups = g_array_new (FALSE, FALSE, sizeof (Dup));
      g_array_append_val (frame->dups, dup);
      frame->n_members = size;
    }

  frame->anchor = current_offset (source);
}

static void
on_array_element (JsonParser     *parser,
                  JsonArray      *array,
                  int             index_,
                  AkLessonSource *source)
{
  Frame *frame = top_frame (source);
  JsonNode *node = json_array_get_element (array, index_);

  g_hash_table_insert (source->anchors, node, pack_anchor (frame->anchor, FALSE));
  frame->anchor = current_offset (source);
}

static void
on_object_end (JsonParser     *parser,
               JsonObject     *object,
               AkLessonSource *source)
{
  GArray *dups = top_frame (source)->dups;

  g_array_set_size (source->frames, source->frames->len - 1);

  /* an object freed during parsing may have had this address */
  if (dups != NULL)
    g_hash_table_replace (source->dups, object, dups);
  else
    g_hash_table_remove (source->dups, object);
}

static void
on_array_end (JsonParser     *parser,
              JsonArray      *array,
              AkLessonSource *source)
{
  g_array_set_size (source->frames, source->frames->len - 1);
}

/* Records every node's position while @parser parses @source. */
void
_ak_lesson_source_record (AkLessonSource *source,
                          JsonParser     *parser)
{
  g_signal_connect (parser, "object-start", G_CALLBACK (on_container_start), source);
  g_signal_connect (parser, "array-start", G_CALLBACK (on_container_start), source);
  g_signal_connect (parser, "object-member", G_CALLBACK (on_object_member), source);
  g_signal_connect (parser, "array-element", G_CALLBACK (on_array_element), source);
  g_signal_connect (parser, "object-end", G_CALLBACK (on_object_end), source);
  g_signal_connect (parser, "array-end", G_CALLBACK (on_array_end), source);
}

/* The root, which no container announces, starts the text. */
void
_ak_lesson_source_set_root (AkLessonSource *source,
                            JsonNode       *root)
{
  if (source->anchors != NULL)
    g_hash_table_insert (source->anchors, root, pack_anchor (0, FALSE));
}

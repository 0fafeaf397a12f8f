/* ak-lesson.c: loading a lesson, and where its problems are
 *
 * json-glib does all of the JSON parsing. json-glib 1.6 does not keep source
 * positions, so while it parses we note, for every node, the offset just
 * after the token that precedes it (the `{`, `[` or `,`); when a message
 * needs a position we skip white space and the member name from there to
 * reach the value. This costs one hash table insertion per node and nothing
 * else unless a problem is reported.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "ak-json-strict.h"
#include "ak-lesson-private.h"

struct _AkLesson
{
  GObject       parent_instance;

  char         *display_name;
  char         *source_uri;    /* the file's URI; NULL for a resource or bytes */
  char         *progress_key;
  AkLessonData  data;
  GPtrArray    *accelerators;        /* borrowed from the pages */
  GHashTable   *accelerators_by_id;  /* borrowed keys and values */
  const char   *domain;              /* during ak_lesson_translate() only */
  gboolean      translated;          /* ak_lesson_translate() changed a text */
};

G_DEFINE_FINAL_TYPE (AkLesson, ak_lesson, G_TYPE_OBJECT)

G_DEFINE_QUARK (ak-lesson-error-quark, ak_lesson_error)

typedef struct {
  char  *name;
  gsize  anchor;
} Dup;

typedef struct {
  gsize   anchor;
  guint   n_members;
  GArray *dups;
} Frame;

typedef struct {
  gsize          offset;
  guint          seq;
  AkLessonError  code;
  char          *path;     /* NULL for problems that are not about a member */
  char          *message;
} Problem;

struct _AkLessonSource
{
  const char *display_name;
  const char *data;
  gsize       len;
  GArray     *line_starts;  /* gsize offset of the first byte of each line */
  GHashTable *anchors;      /* JsonNode* -> packed anchor, see pack_anchor() */
  GHashTable *dups;         /* JsonObject* -> GArray of Dup */
  GArray     *frames;       /* Frame, one per open container while parsing */
  GArray     *problems;     /* Problem */
  JsonParser *parser;
  gboolean    odd_numbers;  /* numbers json-glib may read wrongly */
  guint       n_members;    /* outside strings: every member has one ':' */
  guint       n_members_seen;
  gboolean    odd_escapes;  /* octal or \u escapes, which json-glib may
                             * turn into invalid UTF-8 */
};

/* Struct free functions */

void
_ak_card_free (AkCard *card)
{
  g_free (card->title);
  g_free (card->tagline);
  g_free (card->text);
  g_free (card);
}

void
_ak_reference_free (AkReference *reference)
{
  g_free (reference->title);
  g_free (reference->publisher);
  g_free (reference->url);
  g_free (reference);
}

void
_ak_qa_free (AkQa *qa)
{
  g_free (qa->question);
  g_free (qa->answer);
  g_free (qa);
}

void
_ak_block_free (AkBlock *block)
{
  g_free (block->text);
  g_free (block->title);
  g_strfreev (block->items);
  g_clear_pointer (&block->cards, g_ptr_array_unref);
  g_strfreev (block->columns);
  g_clear_pointer (&block->rows, g_ptr_array_unref);
  g_clear_pointer (&block->references, g_ptr_array_unref);
  g_clear_pointer (&block->qa, g_ptr_array_unref);
  g_free (block->accelerator_id);
  g_free (block);
}

void
_ak_accelerator_free (AkAccelerator *accelerator)
{
  g_free (accelerator->id);
  g_free (accelerator->name);
  g_free (accelerator->vendor);
  g_free (accelerator->category);
  g_free (accelerator->memory_type);
  g_free (accelerator->source);
  g_free (accelerator->source_url);
  g_free (accelerator);
}

void
_ak_model_spec_free (AkModelSpec *model)
{
  g_free (model->id);
  g_free (model->name);
  g_free (model);
}

void
_ak_workload_free (AkWorkload *workload)
{
  g_free (workload->id);
  g_free (workload->label);
  g_free (workload->model_id);
  g_free (workload);
}

void
_ak_kitchen_preset_free (AkKitchenPreset *preset)
{
  g_free (preset->id);
  g_free (preset->label);
  g_free (preset->description);
  g_free (preset);
}

void
_ak_sort_piece_free (AkSortPiece *piece)
{
  g_free (piece->id);
  g_free (piece->label);
  g_free (piece->explanation);
  g_free (piece);
}

void
_ak_question_free (AkQuestion *question)
{
  g_free (question->id);
  g_free (question->prompt);
  g_strfreev (question->choices);
  g_free (question->explanation);
  g_free (question);
}

void
_ak_page_free (AkPage *page)
{
  g_free (page->id);
  g_free (page->title);
  g_clear_pointer (&page->blocks, g_ptr_array_unref);
  g_clear_pointer (&page->presets, g_ptr_array_unref);
  g_clear_pointer (&page->accelerators, g_ptr_array_unref);
  g_clear_pointer (&page->models, g_ptr_array_unref);
  g_clear_pointer (&page->workloads, g_ptr_array_unref);
  g_clear_pointer (&page->pieces, g_ptr_array_unref);
  g_clear_pointer (&page->questions, g_ptr_array_unref);
  g_free (page->model_id);
  g_free (page->accelerator_id);
  g_free (page);
}

void
_ak_lesson_data_clear (AkLessonData *data)
{
  g_clear_pointer (&data->id, g_free);
  g_clear_pointer (&data->title, g_free);
  g_clear_pointer (&data->summary, g_free);
  g_clear_pointer (&data->language, g_free);
  g_clear_pointer (&data->sources, g_ptr_array_unref);
  g_clear_pointer (&data->pages, g_ptr_array_unref);
}

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

/* RFC 8259 number grammar; json-glib also takes 0x10, $10, 010 and .5 */
gboolean
_ak_lesson_is_json_number (const char *s)
{
  const char *p = s;

  if (*p == '-')
    p++;
  if (*p == '0')
    p++;
  else if (g_ascii_isdigit (*p))
    while (g_ascii_isdigit (*p))
      p++;
  else
    return FALSE;

  if (*p == '.')
    {
      if (!g_ascii_isdigit (*++p))
        return FALSE;
      while (g_ascii_isdigit (*p))
        p++;
    }

  if (*p == 'e' || *p == 'E')
    {
      p++;
      if (*p == '+' || *p == '-')
        p++;
      if (!g_ascii_isdigit (*p))
        return FALSE;
      while (g_ascii_isdigit (*p))
        p++;
    }

  return *p == '\0';
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

static gsize
skip_blank (AkLessonSource *source,
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

  p = skip_blank (source, packed >> 2);
  if (!(packed & 2) || locate == AK_LOCATE_NAME)
    return p;

  if (p < source->len && (source->data[p] == '"' || source->data[p] == '\''))
    p = skip_string (source, p);
  p = skip_blank (source, p);
  if (p < source->len && source->data[p] == ':')
    p = skip_blank (source, p + 1);

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
      func (dup->name, skip_blank (source, dup->anchor), user_data);
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

static void
source_init (AkLessonSource *source,
             const char     *display_name,
             const char     *data,
             gsize           len,
             gboolean        positions)
{
  const char *p = data;
  const char *end = data + len;
  gsize zero = 0;

  memset (source, 0, sizeof *source);
  source->display_name = display_name;
  source->data = data;
  source->len = len;
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

static void
source_clear (AkLessonSource *source)
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
static GPtrArray *
source_steal_errors (AkLessonSource *source)
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

/* Checks before json-glib sees the text */

static inline gboolean
is_hex (char c)
{
  return g_ascii_isxdigit (c);
}

/* Skips one escape the way json-glib 1.6's scanner does (it consumes one
 * character too many after a short \u escape and two after a lone high
 * surrogate), so that the prescan agrees with it on where strings end.
 */
static gsize
skip_escape (const char *d,
             gsize       len,
             gsize       p)
{
  gunichar u = 0;
  char c;

  if (p >= len)
    return p;

  c = d[p++];
  if (c >= '0' && c <= '7')
    {
      for (guint i = 0; i < 2 && p < len && d[p] >= '0' && d[p] <= '7'; i++)
        p++;
      return p;
    }

  if (c != 'u' || p >= len || !is_hex (d[p]))
    return p;

  for (guint i = 0; i < 4 && p < len; i++)
    {
      c = d[p++];
      if (!is_hex (c))
        break;
      u = (u << 4) | g_ascii_xdigit_value (c);
    }

  if (u >= 0xd800 && u <= 0xdfff)
    {
      gboolean pair = p + 1 < len && d[p] == '\\' && d[p + 1] == 'u';

      p = MIN (p + 2, len);
      for (guint i = 0; pair && i < 4 && p < len; i++)
        if (!is_hex (d[p++]))
          break;
    }

  return p;
}

static inline gboolean
ends_token (char c)
{
  switch (c)
    {
    case ' ': case '\t': case '\r': case '\n': case '{': case '}': case '[':
    case ']': case ',': case ':': case '"': case '\'': case '/':
      return TRUE;
    default:
      return FALSE;
    }
}

/* A number json-glib reads exactly: JSON syntax, and integers short
 * enough not to wrap around in its 64-bit reader.
 */
static gboolean
is_plain_number (const char *text,
                 gsize       len)
{
  char buf[32];

  if (len >= sizeof buf)
    return FALSE;

  memcpy (buf, text, len);
  buf[len] = '\0';
  return _ak_lesson_is_json_number (buf) && (len <= 15 || strpbrk (buf, ".eE") != NULL);
}

/* Returns the offset after the closing quote; @p is after the opening one. */
static gsize
skip_dq_string (AkLessonSource *source,
                gsize           p)
{
  const char *d = source->data;
  gsize len = source->len;

  while (p < len)
    {
      const char *quote = memchr (d + p, '"', len - p);
      gsize end = quote ? (gsize) (quote - d) : len;
      const char *escape = memchr (d + p, '\\', end - p);

      if (escape == NULL)
        return MIN (end + 1, len);

      p = (gsize) (escape - d) + 1;
      if (p < len && (d[p] == 'u' || (d[p] >= '0' && d[p] <= '7')))
        source->odd_escapes = TRUE;
      p = skip_escape (d, len, p);
    }

  return len;
}

/* json-glib 1.6 recurses once per nesting level without a limit, and keeps
 * parsing (and leaks) a second top-level value: refuse both beforehand.
 * Strings and `/.../` comments are skipped by the same rules its scanner
 * uses, so brackets inside them do not count.
 */
static gboolean
prescan (AkLessonSource *source)
{
  const char *d = source->data;
  gsize len = source->len;
  guint depth = 0;
  gboolean seen_value = FALSE;

  for (gsize p = 0; p < len; )
    {
      char c = d[p];

      if (c == '"')
        {
          p = skip_dq_string (source, p + 1);
          seen_value = TRUE;
          continue;
        }

      if (c == '\'')
        {
          const char *end = memchr (d + p + 1, '\'', len - p - 1);
          p = end ? (gsize) (end - d) + 1 : len;
          seen_value = TRUE;
          continue;
        }

      if (c == '/')
        {
          const char *end = memchr (d + p + 1, '/', len - p - 1);
          p = end ? (gsize) (end - d) + 1 : len;
          continue;
        }

      if ((c == '[' || c == '{') && depth == 0 && seen_value)
        {
          _ak_lesson_source_add_problem (source, p, AK_LESSON_ERROR_PARSE, NULL,
                                         _("unexpected content after the top-level value (a lesson file holds one JSON object)"));
          return FALSE;
        }

      if (c == '[' || c == '{')
        {
          if (++depth > AK_LESSON_MAX_DEPTH)
            {
              g_autofree char *message =
                g_strdup_printf (_("nested deeper than %u levels"), AK_LESSON_MAX_DEPTH);
              _ak_lesson_source_add_problem (source, p, AK_LESSON_ERROR_PARSE, NULL, message);
              return FALSE;
            }
        }
      else if ((c == ']' || c == '}') && depth > 0)
        depth--;
      else if (c == ':')
        source->n_members++;
      else if (g_ascii_isdigit (c) || c == '-' || c == '.' || c == '$' || c == '+')
        {
          gsize end = p;

          while (end < len && !ends_token (d[end]))
            end++;
          source->odd_numbers |= !is_plain_number (d + p, end - p);
          p = end;
          seen_value = TRUE;
          continue;
        }
      else if (c != ' ' && c != '\t' && c != '\r' && c != '\n' && depth == 0)
        seen_value = TRUE;

      if (depth > 0)
        seen_value = TRUE;
      p++;
    }

  return TRUE;
}

static gboolean
check_encoding (AkLessonSource *source)
{
  const char *end = NULL;

  if (g_utf8_validate (source->data, source->len, &end))
    return TRUE;

  /* point at the bad byte: columns count the valid characters before it */
  _ak_lesson_source_add_problem (source, end - source->data, AK_LESSON_ERROR_PARSE, NULL,
                                 *end == '\0'
                                   ? _("the file contains a NUL byte")
                                   : _("the file is not valid UTF-8"));
  return FALSE;
}

/* "<data>:3:5: Parse error: unexpected ..." -> offset and "unexpected ..." */
static void
add_parse_error (AkLessonSource *source,
                 const GError   *error)
{
  const char *msg = error->message;
  const char *prefix = "<data>:";
  g_autoptr(GString) clean = NULL;
  g_autofree char *valid = NULL;
  g_autofree char *message = NULL;
  const char *p;
  guint64 line = 1;
  guint64 pos = 1;
  char *end = NULL;
  gsize offset = 0;

  if (g_str_has_prefix (msg, prefix))
    {
      line = g_ascii_strtoull (msg + strlen (prefix), &end, 10);
      if (end != NULL && *end == ':')
        pos = g_ascii_strtoull (end + 1, &end, 10);
      if (end != NULL && end[0] == ':' && end[1] == ' ')
        msg = end + 2;
      if (g_str_has_prefix (msg, "Parse error: "))
        msg += strlen ("Parse error: ");
    }

  if (line >= 1 && line <= source->line_starts->len)
    offset = g_array_index (source->line_starts, gsize, line - 1) + (pos > 0 ? pos - 1 : 0);

  /* json-glib quotes whole string constants, newlines and all */
  valid = g_utf8_make_valid (msg, -1);
  clean = g_string_new (NULL);
  for (p = valid; *p != '\0' && clean->len < 160; p = g_utf8_next_char (p))
    {
      if (*p == '\n')
        g_string_append (clean, "\\n");
      else if ((guchar) *p < 0x20)
        g_string_append_c (clean, ' ');
      else
        g_string_append_len (clean, p, g_utf8_next_char (p) - p);
    }
  if (*p != '\0')
    g_string_append (clean, "…");

  /* json-glib's own words are English: they go inside a sentence of ours */
  /* Translators: %s is json-glib's (English) description of the syntax error */
  message = g_strdup_printf (_("not valid JSON (json-glib says: “%s”)"), clean->str);
  _ak_lesson_source_add_problem (source, offset, AK_LESSON_ERROR_PARSE, NULL, message);
}

/* What json-glib accepts and JSON forbids (bad escapes, raw control
 * characters, single quotes, comments); binary junk is better described
 * by its encoding. */
static gboolean
strict_check (AkLessonSource *source)
{
  g_autoptr(GError) error = NULL;
  gsize offset = 0;

  if (ak_json_strict_check (source->data, source->len, &offset, &error))
    return TRUE;

  if (check_encoding (source))
    _ak_lesson_source_add_problem (source, offset, AK_LESSON_ERROR_PARSE, NULL, error->message);
  return FALSE;
}

static JsonNode *
source_parse (AkLessonSource *source)
{
  g_autoptr(JsonParser) parser = NULL;
  g_autoptr(GError) error = NULL;
  JsonNode *root;

  if (!prescan (source))
    {
      /* binary junk is better described by its encoding */
      g_array_set_size (source->problems, 0);
      if (check_encoding (source))
        prescan (source);
      return NULL;
    }

  if (!strict_check (source))
    return NULL;

  parser = json_parser_new ();
  source->parser = parser;
  if (source->anchors != NULL)
    {
      g_signal_connect (parser, "object-start", G_CALLBACK (on_container_start), source);
      g_signal_connect (parser, "array-start", G_CALLBACK (on_container_start), source);
      g_signal_connect (parser, "object-member", G_CALLBACK (on_object_member), source);
      g_signal_connect (parser, "array-element", G_CALLBACK (on_array_element), source);
      g_signal_connect (parser, "object-end", G_CALLBACK (on_object_end), source);
      g_signal_connect (parser, "array-end", G_CALLBACK (on_array_end), source);
    }

  if (!json_parser_load_from_data (parser, source->data, source->len, &error))
    {
      source->parser = NULL;
      /* json-glib checks the encoding too, but without saying where */
      if (check_encoding (source))
        add_parse_error (source, error);
      return NULL;
    }
  source->parser = NULL;

  root = json_parser_get_root (parser);
  if (root == NULL)
    {
      _ak_lesson_source_add_problem (source, skip_blank (source, 0), AK_LESSON_ERROR_PARSE, NULL,
                                     _("the file is empty (expected a lesson object)"));
      return NULL;
    }

  if (json_parser_has_assignment (parser, NULL))
    {
      _ak_lesson_source_add_problem (source, 0, AK_LESSON_ERROR_PARSE, NULL,
                                     _("expected a JSON object, found a JavaScript assignment"));
      return NULL;
    }

  if (source->anchors != NULL)
    g_hash_table_insert (source->anchors, root, pack_anchor (0, FALSE));
  return json_node_ref (root);
}

/* AkLesson */

static void
ak_lesson_finalize (GObject *object)
{
  AkLesson *self = (AkLesson *) object;

  g_clear_pointer (&self->display_name, g_free);
  g_clear_pointer (&self->source_uri, g_free);
  g_clear_pointer (&self->progress_key, g_free);
  g_clear_pointer (&self->accelerators, g_ptr_array_unref);
  g_clear_pointer (&self->accelerators_by_id, g_hash_table_unref);
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
  AkLessonSource source;
  AkLessonData data = { 0 };
  g_autoptr(JsonNode) root = NULL;
  const char *text;
  gsize len;
  GPtrArray *problems;

  g_return_val_if_fail (bytes != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

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

  /* Most lessons are fine, so the first pass records no positions (which
   * costs as much as parsing); only if it finds a problem, or numbers that
   * must be read from the source, is the lesson read again with them.
   */
  source_init (&source, display_name, text, len, FALSE);
  root = source_parse (&source);
  if (root != NULL && !source.odd_numbers)
    {
      _ak_lesson_validate (&source, root, &data);
      if (source.problems->len == 0 && source.n_members_seen == source.n_members)
        {
          source_clear (&source);
          return lesson_new_take (display_name, &data);
        }
    }

  if (root != NULL)
    {
      g_clear_pointer (&root, json_node_unref);
      _ak_lesson_data_clear (&data);
      source_clear (&source);
      source_init (&source, display_name, text, len, TRUE);
      root = source_parse (&source);
      if (root != NULL)
        _ak_lesson_validate (&source, root, &data);
    }

  problems = source_steal_errors (&source);
  source_clear (&source);

  if (problems->len > 0)
    {
      _ak_lesson_data_clear (&data);
      return fail_with (problems, out_problems, error);
    }

  g_ptr_array_unref (problems);
  return lesson_new_take (display_name, &data);
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
 * %AK_LESSON_ERROR_READ; one larger than 4 MiB (AK_LESSON_MAX_FILE_BYTES)
 * gives %AK_LESSON_ERROR_RANGE at 1:1 without being read.
 *
 * Returns: (transfer full) (nullable): the lesson, or %NULL on any problem
 */
AkLesson *
ak_lesson_new_from_file (GFile       *file,
                         GPtrArray  **out_problems,
                         GError     **error)
{
  g_autofree char *basename = NULL;
  g_autofree char *contents = NULL;
  g_autoptr(GError) read_error = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GFileInfo) info = NULL;
  AkLesson *lesson;
  gsize len = 0;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (out_problems != NULL)
    *out_problems = NULL;

  basename = g_file_get_basename (file);
  if (basename == NULL)
    basename = g_file_get_uri (file);

  /* The size first: a huge file is refused without reading it. */
  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_SIZE, G_FILE_QUERY_INFO_NONE, NULL, NULL);
  if (info != NULL && g_file_info_has_attribute (info, G_FILE_ATTRIBUTE_STANDARD_SIZE) &&
      (guint64) g_file_info_get_size (info) > AK_LESSON_MAX_FILE_BYTES)
    return fail_too_large (basename, (guint64) g_file_info_get_size (info), out_problems, error);

  if (!g_file_load_contents (file, NULL, &contents, &len, NULL, &read_error))
    return fail_read (basename, read_error->message, out_problems, error);

  bytes = g_bytes_new_take (g_steal_pointer (&contents), len);
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

  g_return_val_if_fail (resource_path != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (out_problems != NULL)
    *out_problems = NULL;

  basename = g_path_get_basename (resource_path);
  bytes = g_resources_lookup_data (resource_path, G_RESOURCE_LOOKUP_FLAGS_NONE, &read_error);
  if (bytes == NULL)
    return fail_read (basename, read_error->message, out_problems, error);

  return ak_lesson_new_from_bytes (bytes, basename, out_problems, error);
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
 * Returns: (transfer none) (nullable): the URI of the file the lesson was
 *   loaded from (ak_lesson_new_from_file()); %NULL for a resource (the
 *   bundled lesson) or bytes
 */
const char *
ak_lesson_get_source_uri (AkLesson *self)
{
  g_return_val_if_fail (AK_IS_LESSON (self), NULL);
  return self->source_uri;
}

/**
 * ak_lesson_get_progress_key:
 * @self: a #AkLesson
 *
 * The key the progress store keeps this lesson's progress under: the
 * lesson id for a resource (the bundled lesson) or bytes, so progress
 * files of older versions, keyed by id alone, stay the bundled lesson's;
 * `ID@URI` for a lesson loaded from a file, so a teacher's lesson that
 * reuses the bundled lesson's id (or two files with one id) never mixes
 * its progress with another's.
 *
 * Returns: (transfer none): the key, never empty
 */
const char *
ak_lesson_get_progress_key (AkLesson *self)
{
  g_return_val_if_fail (AK_IS_LESSON (self), NULL);

  if (self->source_uri == NULL)
    return self->data.id;
  if (self->progress_key == NULL)
    self->progress_key = g_strdup_printf ("%s@%s", self->data.id, self->source_uri);
  return self->progress_key;
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
    default:               return "unknown";
    }
}

typedef struct {
  AkLessonTextFunc func;
  gpointer         user_data;
} TextVisitor;

static void
visit (const TextVisitor *v,
       char             **field,
       const char        *path,
       const char        *member)
{
  g_autofree char *full = NULL;

  if (*field == NULL)
    return;

  full = g_strdup_printf ("%s.%s", path, member);
  v->func (field, full, v->user_data);
}

static void
visit_strv (const TextVisitor *v,
            GStrv              strv,
            const char        *path,
            const char        *member)
{
  for (guint i = 0; strv != NULL && strv[i] != NULL; i++)
    {
      g_autofree char *item = member != NULL ? g_strdup_printf ("%s.%s[%u]", path, member, i)
                                             : g_strdup_printf ("%s[%u]", path, i);
      v->func (&strv[i], item, v->user_data);
    }
}

/* Returns "PATH.MEMBER[I]", for the elements of arrays of structs. */
static char *
element_path (const char *path,
              const char *member,
              guint       index)
{
  return g_strdup_printf ("%s.%s[%u]", path, member, index);
}

static void
visit_block (const TextVisitor *v,
             AkBlock           *block,
             const char        *path)
{
  visit (v, &block->text, path, "text");
  visit (v, &block->title, path, "title");
  visit_strv (v, block->items, path, "items");
  visit_strv (v, block->columns, path, "columns");

  for (guint i = 0; block->cards != NULL && i < block->cards->len; i++)
    {
      AkCard *card = g_ptr_array_index (block->cards, i);
      g_autofree char *p = element_path (path, "cards", i);

      visit (v, &card->title, p, "title");
      visit (v, &card->tagline, p, "tagline");
      visit (v, &card->text, p, "text");
    }

  for (guint i = 0; block->rows != NULL && i < block->rows->len; i++)
    {
      g_autofree char *p = g_strdup_printf ("%s.rows[%u]", path, i);
      visit_strv (v, g_ptr_array_index (block->rows, i), p, NULL);
    }

  for (guint i = 0; block->references != NULL && i < block->references->len; i++)
    {
      AkReference *reference = g_ptr_array_index (block->references, i);
      g_autofree char *p = element_path (path, "items", i);

      visit (v, &reference->title, p, "title");
      visit (v, &reference->publisher, p, "publisher");
    }

  for (guint i = 0; block->qa != NULL && i < block->qa->len; i++)
    {
      AkQa *qa = g_ptr_array_index (block->qa, i);
      g_autofree char *p = element_path (path, "items", i);

      visit (v, &qa->question, p, "question");
      visit (v, &qa->answer, p, "answer");
    }
}

static void
visit_page_data (const TextVisitor *v,
                 AkPage            *page,
                 const char        *path)
{
  /* Accelerator names, vendors and sources are proper names: not visited. */
  for (guint i = 0; i < page->presets->len; i++)
    {
      AkKitchenPreset *preset = g_ptr_array_index (page->presets, i);
      g_autofree char *p = element_path (path, "presets", i);

      visit (v, &preset->label, p, "label");
      visit (v, &preset->description, p, "description");
    }

  for (guint i = 0; i < page->models->len; i++)
    {
      AkModelSpec *model = g_ptr_array_index (page->models, i);
      g_autofree char *p = element_path (path, "models", i);

      visit (v, &model->name, p, "name");
    }

  for (guint i = 0; i < page->workloads->len; i++)
    {
      AkWorkload *workload = g_ptr_array_index (page->workloads, i);
      g_autofree char *p = element_path (path, "workloads", i);

      visit (v, &workload->label, p, "label");
    }

  for (guint i = 0; i < page->pieces->len; i++)
    {
      AkSortPiece *piece = g_ptr_array_index (page->pieces, i);
      g_autofree char *p = element_path (path, "pieces", i);

      visit (v, &piece->label, p, "label");
      visit (v, &piece->explanation, p, "explanation");
    }

  for (guint i = 0; i < page->questions->len; i++)
    {
      AkQuestion *question = g_ptr_array_index (page->questions, i);
      g_autofree char *p = element_path (path, "questions", i);

      visit (v, &question->prompt, p, "prompt");
      visit_strv (v, question->choices, p, "choices");
      visit (v, &question->explanation, p, "explanation");
    }
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
  const TextVisitor v = { func, user_data };

  g_return_if_fail (AK_IS_LESSON (self));
  g_return_if_fail (func != NULL);

  func (&self->data.title, "title", user_data);
  func (&self->data.summary, "summary", user_data);

  for (guint i = 0; i < self->data.sources->len; i++)
    {
      AkReference *reference = g_ptr_array_index (self->data.sources, i);
      g_autofree char *p = g_strdup_printf ("sources[%u]", i);

      visit (&v, &reference->title, p, "title");
      visit (&v, &reference->publisher, p, "publisher");
    }

  for (guint i = 0; i < self->data.pages->len; i++)
    {
      AkPage *page = g_ptr_array_index (self->data.pages, i);
      g_autofree char *p = g_strdup_printf ("pages[%u]", i);

      visit (&v, &page->title, p, "title");
      for (guint j = 0; j < page->blocks->len; j++)
        {
          g_autofree char *block_path = element_path (p, "blocks", j);
          visit_block (&v, g_ptr_array_index (page->blocks, j), block_path);
        }
      visit_page_data (&v, page, p);
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

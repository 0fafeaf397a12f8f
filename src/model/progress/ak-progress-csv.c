/* ak-progress-csv.c: a learner's results object (ak-progress-results.c) as CSV rows
 *
 * One header row, then per learner: a `lesson` row per lesson, a
 * `question` row per question answered, a `placement` row per sort card
 * placed at the last check, a `prediction` row per prediction checked
 * (its page, the guess, the computed answer and the relative error), and
 * one `measurement` row; every row repeats
 * who and when, so the rows of a whole class can be sorted and filtered
 * in a spreadsheet. RFC 4180 quoting with CRLF line ends; a field that a
 * spreadsheet would run as a formula is quoted with a leading '.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "ak-progress-results.h"

enum {
  COL_APP, COL_EXPORTED, COL_RECORD, COL_LESSON, COL_LEARNER, COL_HOST, COL_TITLE, COL_VERSION,
  COL_LAST_PAGE, COL_FIRST, COL_LAST, COL_ACTIVE, COL_ITEM, COL_RESULT, COL_ATTEMPTS, COL_BIN,
  COL_ANSWERED, COL_QUESTIONS, COL_BEST_SCORE, COL_BEST_TOTAL, COL_BEST_DATE,
  COL_SORT_CORRECT, COL_SORT_TOTAL, COL_SORT_DATE, COL_MEASURED, COL_TRIAD, COL_FP32,
  COL_PAGE, COL_GUESS, COL_ANSWER, COL_ERROR, COL_PREDICTIONS_CHECKED, COL_PREDICTIONS_RIGHT,
  N_COLUMNS
};

static const char * const columns[N_COLUMNS] = {
  "app_version", "exported", "record", "lesson_id", "learner", "host", "lesson_title", "lesson_version",
  "last_page", "first_activity", "last_activity", "active_seconds", "item_id", "result", "attempts", "bin",
  "quiz_answered", "quiz_questions", "best_score", "best_total", "best_date",
  "sort_correct", "sort_total", "sort_date", "measured_date", "triad_bandwidth_gb_s", "fp32_gflop_s",
  "page_id", "guess", "answer", "error", "predictions_checked", "predictions_right",
};

typedef struct {
  char *field[N_COLUMNS];
} Row;

/* A number as this file writes it (a prediction's error may be -0.5):
 * digits, a point, an exponent and signs only, all of it one number. */
static gboolean
is_plain_number (const char *value)
{
  char *end = NULL;

  if (value[strspn (value, "0123456789.eE+-")] != '\0')
    return FALSE;
  g_ascii_strtod (value, &end);
  return end != value && *end == '\0';
}

/* RFC 4180: a field with a comma, a quote or a line break is quoted, and
 * its quotes doubled. A field that starts with =, +, -, @, a tab or a
 * carriage return (OWASP's list: a spreadsheet skips the last two and reads
 * on) is quoted and prefixed with ' so that it is not run as a formula;
 * in a column of figures (@figures) a plain number such as -0.5 is not. */
static void
csv_field (GString    *line,
           const char *value,
           gboolean    figures)
{
  gboolean formula = value != NULL && value[0] != '\0' && strchr ("=+-@\t\r", value[0]) != NULL &&
                     !(figures && is_plain_number (value));

  if (value != NULL && (strpbrk (value, ",\"\r\n") != NULL || formula))
    {
      g_string_append_c (line, '"');
      if (formula)
        g_string_append_c (line, '\'');
      for (const char *p = value; *p != '\0'; p++)
        {
          if (*p == '"')
            g_string_append_c (line, '"');
          g_string_append_c (line, *p);
        }
      g_string_append_c (line, '"');
    }
  else if (value != NULL)
    g_string_append (line, value);
}

static void
write_row (GString   *csv,
           Row       *row)
{
  for (guint i = 0; i < N_COLUMNS; i++)
    {
      if (i > 0)
        g_string_append_c (csv, ',');
      csv_field (csv, row->field[i], i == COL_GUESS || i == COL_ANSWER || i == COL_ERROR);
      g_clear_pointer (&row->field[i], g_free);
    }
  g_string_append (csv, "\r\n");
}

/* A member as CSV text: a string as it is, a whole number in digits, a
 * fraction to 3 decimals (as `--measure` prints figures), true or false;
 * NULL when absent, null or anything else. */
static char *
text_of (JsonObject *object,
         const char *member)
{
  JsonNode *node = object != NULL ? json_object_get_member (object, member) : NULL;
  char buffer[G_ASCII_DTOSTR_BUF_SIZE];

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node))
    return NULL;

  switch (json_node_get_value_type (node))
    {
    case G_TYPE_STRING:
      return g_strdup (json_node_get_string (node));
    case G_TYPE_INT64:
      return g_strdup_printf ("%" G_GINT64_FORMAT, json_node_get_int (node));
    case G_TYPE_DOUBLE:
      return g_strdup (g_ascii_formatd (buffer, sizeof buffer, "%.3f", json_node_get_double (node)));
    case G_TYPE_BOOLEAN:
      return g_strdup (json_node_get_boolean (node) ? "true" : "false");
    default:
      return NULL;
    }
}

/* A prediction's figure: six significant digits, as a guess may be
 * 0.000001 or 1e15; a verdict's name as it is. */
static char *
figure_of (JsonObject *object,
           const char *member)
{
  JsonNode *node = object != NULL ? json_object_get_member (object, member) : NULL;
  char buffer[G_ASCII_DTOSTR_BUF_SIZE];

  if (node != NULL && JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_DOUBLE)
    return g_strdup (g_ascii_formatd (buffer, sizeof buffer, "%.6g", json_node_get_double (node)));
  return text_of (object, member);
}

/* @member of @object when it is an object, else NULL. */
static JsonObject *
object_of (JsonObject *object,
           const char *member)
{
  JsonNode *node = object != NULL ? json_object_get_member (object, member) : NULL;

  return node != NULL && JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
}

static JsonArray *
array_of (JsonObject *object,
          const char *member)
{
  JsonNode *node = object != NULL ? json_object_get_member (object, member) : NULL;

  return node != NULL && JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;
}

/* Who and when, and which lesson: the first fields of every row. */
static void
row_start (Row        *row,
           JsonObject *results,
           const char *record,
           JsonObject *lesson)
{
  row->field[COL_APP] = text_of (results, "app_version");
  row->field[COL_EXPORTED] = text_of (results, "exported");
  row->field[COL_RECORD] = g_strdup (record);
  row->field[COL_LEARNER] = text_of (results, "learner");
  row->field[COL_HOST] = text_of (results, "host");
  row->field[COL_LESSON] = text_of (lesson, "lesson_id");
  row->field[COL_TITLE] = text_of (lesson, "title");
  row->field[COL_VERSION] = text_of (lesson, "version");
}

static void
lesson_row (GString    *csv,
            JsonObject *results,
            JsonObject *lesson)
{
  JsonObject *attempt = object_of (lesson, "quiz_attempt");
  JsonObject *best = object_of (lesson, "best_quiz_score");
  JsonObject *sort = object_of (lesson, "sort_game");
  Row row = { { 0 } };

  row_start (&row, results, "lesson", lesson);
  row.field[COL_LAST_PAGE] = text_of (lesson, "last_page");
  row.field[COL_FIRST] = text_of (lesson, "first_activity");
  row.field[COL_LAST] = text_of (lesson, "last_activity");
  row.field[COL_ACTIVE] = text_of (lesson, "active_seconds");
  row.field[COL_ANSWERED] = text_of (attempt, "answered");
  row.field[COL_QUESTIONS] = text_of (attempt, "questions");
  row.field[COL_BEST_SCORE] = text_of (best, "score");
  row.field[COL_BEST_TOTAL] = text_of (best, "total");
  row.field[COL_BEST_DATE] = text_of (best, "date");
  row.field[COL_SORT_CORRECT] = text_of (sort, "correct");
  row.field[COL_SORT_TOTAL] = text_of (sort, "total");
  row.field[COL_SORT_DATE] = text_of (sort, "date");
  row.field[COL_PREDICTIONS_CHECKED] = text_of (lesson, "predictions_checked");
  row.field[COL_PREDICTIONS_RIGHT] = text_of (lesson, "predictions_right");
  write_row (csv, &row);
}

/* A `question` row per entry of "questions", a `placement` row per entry
 * of "placements", a `prediction` row per entry of "predictions". */
static void
item_rows (GString    *csv,
           JsonObject *results,
           JsonObject *lesson,
           const char *member,
           const char *record)
{
  JsonArray *items = array_of (lesson, member);

  for (guint i = 0; items != NULL && i < json_array_get_length (items); i++)
    {
      JsonNode *node = json_array_get_element (items, i);
      JsonObject *item = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
      Row row = { { 0 } };

      row_start (&row, results, record, lesson);
      row.field[COL_ITEM] = text_of (item, "id");
      row.field[COL_RESULT] = text_of (item, "result");
      row.field[COL_ATTEMPTS] = text_of (item, "attempts");
      row.field[COL_BIN] = text_of (item, "bin");
      row.field[COL_PAGE] = text_of (item, "page");
      row.field[COL_GUESS] = figure_of (item, "guess");
      row.field[COL_ANSWER] = figure_of (item, "answer");
      row.field[COL_ERROR] = figure_of (item, "error");
      write_row (csv, &row);
    }
}

static void
measurement_row (GString    *csv,
                 JsonObject *results)
{
  JsonObject *measurement = object_of (results, "measurement");
  Row row = { { 0 } };

  if (measurement == NULL)
    return;
  row_start (&row, results, "measurement", NULL);
  row.field[COL_MEASURED] = text_of (measurement, "date");
  row.field[COL_TRIAD] = text_of (measurement, "triad_bandwidth_gb_s");
  row.field[COL_FP32] = text_of (measurement, "fp32_gflop_s");
  write_row (csv, &row);
}

/**
 * ak_progress_results_csv_header:
 * @csv: the text so far
 *
 * Appends the header row: `app_version,exported,record,lesson_id,learner,
 * host,lesson_title,lesson_version,last_page,first_activity,last_activity,
 * active_seconds,item_id,result,attempts,bin,quiz_answered,quiz_questions,
 * best_score,best_total,best_date,sort_correct,sort_total,sort_date,
 * measured_date,triad_bandwidth_gb_s,fp32_gflop_s,page_id,guess,answer,
 * error,predictions_checked,predictions_right`.
 */
void
ak_progress_results_csv_header (GString *csv)
{
  Row row = { { 0 } };

  for (guint i = 0; i < N_COLUMNS; i++)
    row.field[i] = g_strdup (columns[i]);
  write_row (csv, &row);
}

/**
 * ak_progress_results_append_csv:
 * @csv: the text so far
 * @results: one learner's results (ak_progress_results_build(), or a
 *   file read back for a class sheet)
 *
 * Appends @results' rows, as described at the top of this file; a member
 * that is absent or of another type gives an empty field.
 */
void
ak_progress_results_append_csv (GString    *csv,
                                JsonObject *results)
{
  JsonArray *lessons = array_of (results, "lessons");

  for (guint i = 0; lessons != NULL && i < json_array_get_length (lessons); i++)
    {
      JsonNode *node = json_array_get_element (lessons, i);
      JsonObject *lesson = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;

      if (lesson == NULL)
        continue;
      lesson_row (csv, results, lesson);
      item_rows (csv, results, lesson, "questions", "question");
      item_rows (csv, results, lesson, "placements", "placement");
      item_rows (csv, results, lesson, "predictions", "prediction");
    }
  measurement_row (csv, results);
}

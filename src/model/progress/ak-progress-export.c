/* ak-progress-export.c: a learner's results as CSV or JSON, for a teacher
 *
 * What the progress store keeps (ak-progress.h), per lesson: the quiz
 * attempt in progress (questions answered of questions asked), the best
 * quiz score and its date, the last sort-game check and its date; and this
 * computer's last measurement. Every export names the app's version and
 * the time it was written, so files collected from a class can be told
 * apart and compared.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>

#include "ak-atomic-file.h"
#include "ak-progress-export.h"

static const char * const csv_columns[] = {
  "app_version", "exported", "record", "lesson_id",
  "quiz_answered", "quiz_questions",
  "best_score", "best_total", "best_date",
  "sort_correct", "sort_total", "sort_date",
  "measured_date", "triad_bandwidth_gb_s", "fp32_gflop_s",
  NULL
};

/**
 * ak_progress_export_format_for_file:
 * @file: the file to write
 * @format: (out): the format its name asks for
 * @error: %G_IO_ERROR_INVALID_ARGUMENT when the name ends neither in
 *   `.csv` nor in `.json` (case does not matter)
 *
 * Returns: %TRUE when @format was set
 */
gboolean
ak_progress_export_format_for_file (GFile                  *file,
                                    AkProgressExportFormat *format,
                                    GError                **error)
{
  g_autofree char *name = g_file_get_basename (file);
  g_autofree char *lower = g_ascii_strdown (name != NULL ? name : "", -1);

  if (g_str_has_suffix (lower, ".csv"))
    *format = AK_PROGRESS_EXPORT_CSV;
  else if (g_str_has_suffix (lower, ".json"))
    *format = AK_PROGRESS_EXPORT_JSON;
  else
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _("Results can be exported as .csv or .json, not as “%s”"), name);
      return FALSE;
    }
  return TRUE;
}

/* RFC 4180: a field with a comma, a quote or a line break is quoted, and
 * its quotes doubled. A field that starts with =, +, -, @, a tab or a
 * carriage return (OWASP's list: a spreadsheet skips the last two and reads
 * on) is quoted and prefixed with ' so that it is not run as a formula. */
static void
csv_field (GString    *line,
           const char *value)
{
  gboolean formula = value != NULL && value[0] != '\0' && strchr ("=+-@\t\r", value[0]) != NULL;

  if (value == NULL)
    {
      g_string_append_c (line, ',');
      return;
    }
  if (strpbrk (value, ",\"\r\n") == NULL && !formula)
    {
      g_string_append (line, value);
      g_string_append_c (line, ',');
      return;
    }
  g_string_append_c (line, '"');
  if (formula)
    g_string_append_c (line, '\'');
  for (const char *p = value; *p != '\0'; p++)
    {
      if (*p == '"')
        g_string_append_c (line, '"');
      g_string_append_c (line, *p);
    }
  g_string_append (line, "\",");
}

/* Each field ends in a comma; the row's last one becomes the line end. */
static void
csv_end_row (GString *line)
{
  g_assert (line->len > 0 && line->str[line->len - 1] == ',');
  g_string_truncate (line, line->len - 1);
  g_string_append (line, "\r\n");
}

static void
csv_uint (GString  *line,
          gboolean  set,
          guint     value)
{
  g_autofree char *text = set ? g_strdup_printf ("%u", value) : NULL;

  csv_field (line, text);
}

static void
csv_double (GString *line,
            double   value)
{
  char buffer[G_ASCII_DTOSTR_BUF_SIZE];

  csv_field (line, g_ascii_formatd (buffer, sizeof buffer, "%.3f", value));
}

static void
csv_date (GString   *line,
          GDateTime *date)
{
  g_autofree char *text = date != NULL ? g_date_time_format_iso8601 (date) : NULL;

  csv_field (line, text);
}

/* One lesson's figures, read once for both formats. */
typedef struct {
  guint      answered, questions;
  gboolean   has_attempt;
  guint      best_score, best_total;
  GDateTime *best_date;
  guint      sort_correct, sort_total;
  GDateTime *sort_date;
} Figures;

static void
figures_read (Figures    *figures,
              AkProgress *progress,
              const char *lesson_id)
{
  const AkQuizAttempt *attempt = ak_progress_get_quiz_attempt (progress, lesson_id);

  memset (figures, 0, sizeof *figures);
  if (attempt != NULL)
    {
      figures->has_attempt = TRUE;
      figures->questions = attempt->chosen->len;
      for (guint i = 0; i < attempt->chosen->len; i++)
        figures->answered += g_array_index (attempt->chosen, int, i) >= 0;
    }
  ak_progress_get_best_quiz_score (progress, lesson_id, &figures->best_score,
                                   &figures->best_total, &figures->best_date);
  ak_progress_get_sort_result (progress, lesson_id, &figures->sort_correct,
                               &figures->sort_total, &figures->sort_date);
}

static void
figures_clear (Figures *figures)
{
  g_clear_pointer (&figures->best_date, g_date_time_unref);
  g_clear_pointer (&figures->sort_date, g_date_time_unref);
}

static void
csv_lesson_row (GString    *csv,
                AkProgress *progress,
                const char *lesson_id,
                const char *exported)
{
  Figures f;

  figures_read (&f, progress, lesson_id);
  csv_field (csv, PACKAGE_VERSION);
  csv_field (csv, exported);
  csv_field (csv, "lesson");
  csv_field (csv, lesson_id);
  csv_uint (csv, f.has_attempt, f.answered);
  csv_uint (csv, f.has_attempt, f.questions);
  csv_uint (csv, f.best_date != NULL, f.best_score);
  csv_uint (csv, f.best_date != NULL, f.best_total);
  csv_date (csv, f.best_date);
  csv_uint (csv, f.sort_date != NULL, f.sort_correct);
  csv_uint (csv, f.sort_date != NULL, f.sort_total);
  csv_date (csv, f.sort_date);
  for (guint i = 0; i < 3; i++)
    csv_field (csv, NULL);
  csv_end_row (csv);
  figures_clear (&f);
}

static void
csv_measurement_row (GString    *csv,
                     AkProgress *progress,
                     const char *exported)
{
  g_autoptr(GDateTime) date = NULL;
  const AkMachineReport *report = ak_progress_get_machine_report (progress, &date);

  if (report == NULL)
    return;
  csv_field (csv, PACKAGE_VERSION);
  csv_field (csv, exported);
  csv_field (csv, "measurement");
  for (guint i = 0; i < 9; i++)
    csv_field (csv, NULL);
  csv_date (csv, date);
  csv_double (csv, report->triad_bytes_per_s / 1e9);
  csv_double (csv, report->fp32_flop_s / 1e9);
  csv_end_row (csv);
}

static char *
export_csv (AkProgress *progress,
            const char *exported)
{
  GString *csv = g_string_new (NULL);
  g_auto(GStrv) ids = ak_progress_list_lessons (progress);

  for (guint i = 0; csv_columns[i] != NULL; i++)
    csv_field (csv, csv_columns[i]);
  csv_end_row (csv);

  for (guint i = 0; ids[i] != NULL; i++)
    csv_lesson_row (csv, progress, ids[i], exported);
  csv_measurement_row (csv, progress, exported);

  return g_string_free (csv, FALSE);
}

static void
json_result (JsonBuilder *builder,
             const char  *member,
             const char  *score_name,
             guint        score,
             guint        total,
             GDateTime   *date)
{
  g_autofree char *text = date != NULL ? g_date_time_format_iso8601 (date) : NULL;

  json_builder_set_member_name (builder, member);
  if (date == NULL)
    {
      json_builder_add_null_value (builder);
      return;
    }
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, score_name);
  json_builder_add_int_value (builder, score);
  json_builder_set_member_name (builder, "total");
  json_builder_add_int_value (builder, total);
  json_builder_set_member_name (builder, "date");
  json_builder_add_string_value (builder, text);
  json_builder_end_object (builder);
}

static void
json_lesson (JsonBuilder *builder,
             AkProgress  *progress,
             const char  *lesson_id)
{
  Figures f;

  figures_read (&f, progress, lesson_id);
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "lesson_id");
  json_builder_add_string_value (builder, lesson_id);
  json_builder_set_member_name (builder, "quiz_attempt");
  if (f.has_attempt)
    {
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "answered");
      json_builder_add_int_value (builder, f.answered);
      json_builder_set_member_name (builder, "questions");
      json_builder_add_int_value (builder, f.questions);
      json_builder_end_object (builder);
    }
  else
    json_builder_add_null_value (builder);
  json_result (builder, "best_quiz_score", "score", f.best_score, f.best_total, f.best_date);
  json_result (builder, "sort_game", "correct", f.sort_correct, f.sort_total, f.sort_date);
  json_builder_end_object (builder);
  figures_clear (&f);
}

static void
json_measurement (JsonBuilder *builder,
                  AkProgress  *progress)
{
  g_autoptr(GDateTime) date = NULL;
  const AkMachineReport *report = ak_progress_get_machine_report (progress, &date);
  g_autofree char *text = date != NULL ? g_date_time_format_iso8601 (date) : NULL;

  json_builder_set_member_name (builder, "measurement");
  if (report == NULL)
    {
      json_builder_add_null_value (builder);
      return;
    }
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "date");
  if (text != NULL)
    json_builder_add_string_value (builder, text);
  else
    json_builder_add_null_value (builder);
  json_builder_set_member_name (builder, "triad_bandwidth_gb_s");
  json_builder_add_double_value (builder, report->triad_bytes_per_s / 1e9);
  json_builder_set_member_name (builder, "fp32_gflop_s");
  json_builder_add_double_value (builder, report->fp32_flop_s / 1e9);
  json_builder_end_object (builder);
}

static char *
export_json (AkProgress *progress,
             const char *exported)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = NULL;
  g_auto(GStrv) ids = ak_progress_list_lessons (progress);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "format");
  json_builder_add_string_value (builder, AK_PROGRESS_EXPORT_FORMAT_NAME);
  json_builder_set_member_name (builder, "app_version");
  json_builder_add_string_value (builder, PACKAGE_VERSION);
  json_builder_set_member_name (builder, "exported");
  json_builder_add_string_value (builder, exported);
  json_builder_set_member_name (builder, "lessons");
  json_builder_begin_array (builder);
  for (guint i = 0; ids[i] != NULL; i++)
    json_lesson (builder, progress, ids[i]);
  json_builder_end_array (builder);
  json_measurement (builder, progress);
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  json_generator_set_root (generator, root);
  json_generator_set_pretty (generator, TRUE);
  return json_generator_to_data (generator, NULL);
}

/**
 * ak_progress_export:
 * @progress: a progress store
 * @format: CSV or JSON
 *
 * Every lesson with saved progress, in id order, and the last measurement
 * of this computer. CSV (RFC 4180, CRLF line ends) has the header row
 * `app_version,exported,record,lesson_id,quiz_answered,quiz_questions,
 * best_score,best_total,best_date,sort_correct,sort_total,sort_date,
 * measured_date,triad_bandwidth_gb_s,fp32_gflop_s`, one `lesson` row per
 * lesson and one `measurement` row; empty fields mean "none yet". Dates
 * are ISO 8601; bandwidth is in GB/s (10^9 bytes/s) and FP32 rate in
 * GFLOP/s (10^9 FLOP/s), as `--measure` reports them. JSON has the members
 * `format` (%AK_PROGRESS_EXPORT_FORMAT_NAME), `app_version`, `exported`,
 * `lessons` (objects with `lesson_id`, `quiz_attempt`, `best_quiz_score`,
 * `sort_game`, each null when absent) and `measurement`.
 *
 * Returns: (transfer full): the text
 */
char *
ak_progress_export (AkProgress             *progress,
                    AkProgressExportFormat  format)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_utc ();
  g_autofree char *exported = g_date_time_format_iso8601 (now);

  g_return_val_if_fail (AK_IS_PROGRESS (progress), NULL);

  return format == AK_PROGRESS_EXPORT_CSV ? export_csv (progress, exported)
                                          : export_json (progress, exported);
}

/**
 * ak_progress_export_to_file:
 * @progress: a progress store
 * @file: where to write; the format follows its name (`.csv` or `.json`)
 * @error: %G_IO_ERROR_INVALID_ARGUMENT for another name, or the
 *   #GIOError of the write (ak_atomic_file_replace())
 *
 * Writes ak_progress_export() to @file, replacing it atomically: on any
 * failure (a full disk) @file keeps its old contents and no partial or
 * temporary file is left. An existing file keeps its permissions.
 *
 * Returns: %TRUE on success
 */
gboolean
ak_progress_export_to_file (AkProgress  *progress,
                            GFile       *file,
                            GError     **error)
{
  AkProgressExportFormat format;
  g_autofree char *text = NULL;

  g_return_val_if_fail (AK_IS_PROGRESS (progress), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  if (!ak_progress_export_format_for_file (file, &format, error))
    return FALSE;

  text = ak_progress_export (progress, format);
  return ak_atomic_file_replace (file, text, strlen (text), error);
}

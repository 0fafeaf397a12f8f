/* ak-progress-export.c: a learner's results as CSV or JSON, for a teacher
 *
 * The results object of ak-progress-results.c, written as pretty JSON or
 * as the CSV rows of ak-progress-csv.c. Every export names the learner,
 * the computer, the app's version and the time it was written, so files
 * collected from a class can be told apart and merged
 * (ak-progress-class.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>

#include "ak-atomic-file.h"
#include "ak-progress-export.h"
#include "ak-progress-results.h"

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

/**
 * ak_progress_export_text:
 * @results: (array length=n_results): learners' results objects
 *   (ak_progress_results_build())
 * @n_results: how many
 * @format: CSV or JSON
 * @merged: (nullable): for a class sheet, the time it was merged (ISO
 *   8601); %NULL for one learner's export
 *
 * One learner's export is their object as JSON, or its CSV rows under the
 * header row (ak_progress_results_csv_header()). A class sheet is a JSON
 * object with `format` %AK_PROGRESS_CLASS_FORMAT_NAME, `app_version`,
 * `merged` and `learners` (the objects in the order given), or the CSV
 * header and then every learner's rows.
 *
 * Returns: (transfer full): the text
 */
char *
ak_progress_export_text (JsonNode              **results,
                         guint                   n_results,
                         AkProgressExportFormat  format,
                         const char             *merged)
{
  g_autoptr(JsonGenerator) generator = NULL;
  g_autoptr(JsonNode) root = NULL;

  if (format == AK_PROGRESS_EXPORT_CSV)
    {
      GString *csv = g_string_new (NULL);

      ak_progress_results_csv_header (csv);
      for (guint i = 0; i < n_results; i++)
        ak_progress_results_append_csv (csv, json_node_get_object (results[i]));
      return g_string_free (csv, FALSE);
    }

  if (merged == NULL && n_results == 1)
    root = json_node_copy (results[0]);
  else
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "format");
      json_builder_add_string_value (builder, AK_PROGRESS_CLASS_FORMAT_NAME);
      json_builder_set_member_name (builder, "app_version");
      json_builder_add_string_value (builder, PACKAGE_VERSION);
      json_builder_set_member_name (builder, "merged");
      json_builder_add_string_value (builder, merged != NULL ? merged : "");
      json_builder_set_member_name (builder, "learners");
      json_builder_begin_array (builder);
      for (guint i = 0; i < n_results; i++)
        json_builder_add_value (builder, json_node_copy (results[i]));
      json_builder_end_array (builder);
      json_builder_end_object (builder);
      root = json_builder_get_root (builder);
    }

  generator = json_generator_new ();
  json_generator_set_root (generator, root);
  json_generator_set_pretty (generator, TRUE);
  return json_generator_to_data (generator, NULL);
}

/**
 * ak_progress_export:
 * @progress: a progress store
 * @format: CSV or JSON
 *
 * The learner's results (ak_progress_results_build(): the learner's name
 * and computer, every lesson with saved progress in id order, each
 * question's result and sort card's placement, and the last measurement
 * of this computer), as JSON or as CSV (RFC 4180, CRLF line ends) with
 * the header row of ak_progress_results_csv_header(): one `lesson` row per
 * lesson, a `question` row per question answered, a `placement` row per
 * sort card, one `measurement` row. Empty fields mean "none yet". Dates
 * are ISO 8601, time on task in seconds, bandwidth in GB/s (10^9 bytes/s)
 * and the FP32 rate in GFLOP/s (10^9 FLOP/s), as `--measure` reports them.
 *
 * Returns: (transfer full): the text
 */
char *
ak_progress_export (AkProgress             *progress,
                    AkProgressExportFormat  format)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_utc ();
  g_autofree char *exported = g_date_time_format_iso8601 (now);
  g_autoptr(JsonNode) results = NULL;

  g_return_val_if_fail (AK_IS_PROGRESS (progress), NULL);

  results = ak_progress_results_build (progress, exported);
  return ak_progress_export_text (&results, 1, format, NULL);
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

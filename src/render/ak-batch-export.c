/* ak-batch-export.c: the batch explorer's charts as PNG, SVG or PDF
 *
 * `--export-chart batch FILE` with the options of `--analyze`: sweeps the
 * model over batch sizes (ak_analyze_batch_sweep()) and draws all three
 * charts (ak_batch_renderer_draw()) into a file (ak_chart_file_write());
 * no display.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "ak-batch-export.h"
#include "ak-terminal.h"
#include "ak-chart-file.h"

static void
draw_sweep (cairo_t  *cr,
            double    width,
            double    height,
            gpointer  user_data)
{
  static const AkColor black = { 0.12, 0.12, 0.12, 1 }, white = { 1, 1, 1, 1 };
  AkBatchColors colors;

  ak_batch_colors_init (&colors, &black, &white);
  ak_batch_renderer_draw (cr, user_data, AK_BATCH_CHART_ALL, width, height, &colors, NULL, NULL);
}

/**
 * ak_batch_export_to_file:
 * @sweep: the sweep to draw
 * @file: where to write; its name's extension (.png, .svg or .pdf, any
 *   case) chooses the format
 * @error: a %G_IO_ERROR (see ak_chart_file_write())
 *
 * Draws the three charts (%AK_BATCH_CHART_ALL) at %AK_BATCH_EXPORT_WIDTH ×
 * %AK_BATCH_EXPORT_HEIGHT points (PNG: twice as many pixels) in dark text
 * on white, and replaces @file only once the whole chart is written.
 *
 * Returns: %TRUE on success
 */
gboolean
ak_batch_export_to_file (const AkBatchSweep  *sweep,
                         GFile               *file,
                         GError             **error)
{
  g_return_val_if_fail (sweep != NULL && G_IS_FILE (file), FALSE);

  return ak_chart_file_write (file, AK_BATCH_EXPORT_WIDTH, AK_BATCH_EXPORT_HEIGHT, draw_sweep,
                              (gpointer) sweep, error);
}

/**
 * ak_batch_export_command_line:
 * @options: the parsed command line: `--export-chart KIND`, the file as
 *   the one remaining argument, and the options of `--analyze`
 * @load_lesson: loads the lesson of `--lesson`, or the bundled one
 *
 * `--export-chart batch FILE`: writes the batch explorer's charts for the
 * model, accelerator, precisions, context and batch of the options.
 * Problems go to standard error as one line.
 *
 * Returns: the exit status: 0 on success, 1 on failure
 */
int
ak_batch_export_command_line (GVariantDict          *options,
                              AkAnalyzeLessonLoader  load_lesson)
{
  g_autofree const char **files = NULL;
  g_autoptr(AkLesson) lesson = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree AkBatchSweep *sweep = g_new0 (AkBatchSweep, 1);
  const char *kind = NULL;
  AkAnalyzeOptions o;

  g_variant_dict_lookup (options, "export-chart", "&s", &kind);
  g_variant_dict_lookup (options, G_OPTION_REMAINING, "^a&ay", &files);
  if (g_strcmp0 (kind, "batch") != 0)
    {
      g_autofree char *shown = ak_terminal_escape (kind != NULL ? kind : "");

      g_printerr (_("--export-chart: unknown chart “%s” (expected batch)\n"), shown);
      return 1;
    }
  if (files == NULL || files[0] == NULL || files[1] != NULL)
    {
      g_printerr ("%s\n", _("--export-chart: give exactly one output file, e.g. --export-chart batch chart.svg"));
      return 1;
    }
  lesson = ak_analyze_load_lesson (options, load_lesson);
  if (lesson == NULL)
    return 1;

  ak_analyze_options_init (&o, options);
  file = g_file_new_for_commandline_arg (files[0]);
  if (!ak_analyze_batch_sweep (lesson, &o, TRUE, sweep, NULL, &error))
    {
      ak_terminal_printerr (error->message);
      return 1;
    }
  if (!ak_batch_export_to_file (sweep, file, &error))
    {
      ak_terminal_printerr_at (files[0], error->message);
      return 1;
    }
  return 0;
}

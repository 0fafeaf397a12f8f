/* ak-batch-export.c: the batch explorer's charts as PNG, SVG or PDF
 *
 * `--export-chart batch FILE` with the options of `--analyze`: sweeps the
 * model over batch sizes (ak_analyze_batch_sweep()) and draws all three
 * charts (an AkBatchRenderer) into a file (ak_chart_file_export(), as the
 * batch page does);
 * no display.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "ak-batch-export.h"
#include "ak-terminal.h"
#include "ak-chart-file.h"

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
  g_autoptr(AkBatchRenderer) renderer = NULL;
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
  renderer = ak_batch_renderer_new ();
  ak_batch_renderer_set_sweep (renderer, sweep);
  if (!ak_chart_file_export (file, AK_CHART_PAINTER (renderer), &error))
    {
      ak_terminal_printerr_at (files[0], error->message);
      return 1;
    }
  return 0;
}

/* ak-commands.c: the command-line modes that need no display
 *
 * `--version`, `--validate`, `--export-roofline` and `--measure` run in
 * GApplication's handle-local-options, before GTK opens a display: they
 * print to standard output or standard error and return an exit status.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "ak-analyze.h"
#include "ak-batch-export.h"
#include "ak-commands.h"
#include "ak-file-read.h"
#include "ak-gpu-probe.h"
#include "ak-lesson-library.h"
#include "ak-lesson-loader.h"
#include "ak-machine-probe.h"
#include "ak-progress-class.h"
#include "ak-progress-export.h"
#include "ak-progress-results.h"
#include "ak-chart-file.h"
#include "ak-roofline-renderer.h"
#include "ak-roofline-options.h"
#include "ak-terminal.h"
#include "ak-training-cli.h"

/* The app's settings; NULL without the schema (no warning here: the
 * modes work without it). Not ak_application_new_settings(): the
 * application calls this file. */
static GSettings *
app_settings (void)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = source != NULL ? g_settings_schema_source_lookup (source, APP_ID, TRUE) : NULL;

  return schema != NULL ? g_settings_new_full (schema, NULL, NULL) : NULL;
}

/* ---- --validate ------------------------------------------------------------- */

static gboolean
validate_one (const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_commandline_arg (path);
  g_autoptr(GPtrArray) problems = NULL;
  g_autoptr(AkLesson) lesson = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = NULL;

  /* Messages name the file as the teacher typed it, so that two lessons
   * with the same name in different folders can be told apart. */
  bytes = ak_file_read_bytes (file, AK_LESSON_LIBRARY_MAX_FILE_BYTES, NULL, &error);
  if (bytes == NULL)
    {
      ak_terminal_printerr_at (path, error->message);
      return FALSE;
    }

  lesson = ak_lesson_new_from_bytes (bytes, path, &problems, NULL);
  if (lesson != NULL)
    {
      g_autofree char *shown = ak_terminal_escape (path);

      g_print (_("%s: no problems found\n"), shown);
      return TRUE;
    }

  /* a problem quotes the lesson's text, which may hold escape sequences */
  for (guint i = 0; problems != NULL && i < problems->len; i++)
    ak_terminal_printerr (((const GError *) g_ptr_array_index (problems, i))->message);

  return FALSE;
}

/**
 * ak_commands_validate:
 * @paths: (array zero-terminated=1) (nullable): lesson files, as given on
 *   the command line
 *
 * `--validate`: loads and validates each file and prints one line per
 * problem, in the form `FILE:LINE:COLUMN: MEMBER.PATH: message`, to
 * standard error, and a confirmation for each valid file to standard
 * output. Needs no display.
 *
 * Returns: 0 when every file is a valid lesson, 1 otherwise (also when
 *   @paths is empty)
 */
int
ak_commands_validate (const char * const *paths)
{
  gboolean ok = TRUE;

  if (paths == NULL || paths[0] == NULL)
    {
      g_printerr ("%s\n", _("--validate needs at least one lesson file"));
      return 1;
    }

  for (guint i = 0; paths[i] != NULL; i++)
    ok &= validate_one (paths[i]);

  return ok ? 0 : 1;
}

/* ---- --export-roofline -------------------------------------------------------- */

static const AkPage *
find_roofline_page (AkLesson *lesson)
{
  for (guint i = 0; i < ak_lesson_get_n_pages (lesson); i++)
    {
      const AkPage *page = ak_lesson_get_page (lesson, i);

      if (page->kind == AK_PAGE_ROOFLINE && page->accelerators->len > 0 && page->models->len > 0)
        return page;
    }
  return NULL;
}

static AkLesson *
load_lesson (const char *lesson_path)
{
  g_autoptr(GFile) file = lesson_path != NULL ? g_file_new_for_commandline_arg (lesson_path) : NULL;
  g_autoptr(GPtrArray) problems = NULL;
  AkLesson *lesson = ak_lesson_load (file, &problems);

  for (guint i = 0; lesson == NULL && problems != NULL && i < problems->len; i++)
    ak_terminal_printerr (((GError *) g_ptr_array_index (problems, i))->message);

  return lesson;
}

/**
 * ak_commands_export_roofline:
 * @output_path: the file to write, as given on the command line
 * @options: the chart's accelerator, model, precision, batch and context
 *   as typed (members %NULL for the page's defaults; the other members of
 *   #AkAnalyzeOptions are ignored)
 * @lesson_path: (nullable): a lesson file; %NULL for the bundled lesson
 *
 * `--export-roofline`: draws the lesson's first roofline page, as it opens
 * or as @options set it (ak_roofline_scene_configure_from_options()), into
 * @output_path, without a display; under the title, that the workload
 * does not fit one chip, when it does not (ak_roofline_plot_set_scene()).
 * Problems go to standard error.
 *
 * Returns: the exit status: 0 on success, 1 on failure
 */
int
ak_commands_export_roofline (const char             *output_path,
                             const AkAnalyzeOptions *options,
                             const char             *lesson_path)
{
  g_auto(AkRooflineFileModel) file_model = { 0 };
  g_autoptr(AkLesson) lesson = NULL;
  g_autoptr(AkRooflineRenderer) renderer = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  const AkPage *page;
  AkRooflineScene scene;

  g_return_val_if_fail (output_path != NULL, 1);

  lesson = load_lesson (lesson_path);
  if (lesson == NULL)
    return 1;

  page = find_roofline_page (lesson);
  if (page == NULL)
    {
      g_printerr ("%s\n", _("The lesson has no roofline page with accelerators and models"));
      return 1;
    }

  ak_roofline_scene_init_for_page (&scene, page);
  if (!ak_roofline_scene_configure_from_options (&scene, page, options, &file_model, &error))
    {
      ak_terminal_printerr (error->message);
      return 1;
    }

  renderer = ak_roofline_renderer_new ();
  file = g_file_new_for_commandline_arg (output_path);
  /* with the lesson, a workload that does not fit says so under the title */
  scene.lesson = lesson;
  if (!ak_roofline_plot_set_scene (ak_roofline_renderer_get_plot (renderer), page, &scene, &error) ||
      !ak_chart_file_export (file, AK_CHART_PAINTER (renderer), &error))
    {
      ak_terminal_printerr_at (output_path, error->message);
      return 1;
    }

  return 0;
}

/* ---- --measure ---------------------------------------------------------------- */

/**
 * ak_commands_measure:
 * @quick: small arrays and short kernels (for tests): measures caches, not memory
 *
 * `--measure`, `--measure-quick`: measures this computer's CPU, then its
 * Vulkan devices, and prints the CPU report as JSON with the members `gpus`
 * and `gpu_note` added (ak_gpu_measurement_merge_json()). Needs no display.
 *
 * The classroom setting `allow-measure` holds here as on the roofline
 * page: when it is false, nothing is measured and one line says why.
 *
 * Returns: 0 on success, 1 on failure or when measuring is turned off
 */
int
ak_commands_measure (gboolean quick)
{
  g_autoptr(AkMachineProbe) cpu_probe = ak_machine_probe_new ();
  g_autoptr(AkGpuProbe) gpu_probe = ak_gpu_probe_new ();
  g_autoptr(AkMachineReport) cpu = NULL;
  g_autoptr(AkGpuMeasurement) gpus = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *cpu_json = NULL;
  g_autofree char *json = NULL;
  g_autoptr(GSettings) settings = app_settings ();

  if (settings != NULL && !g_settings_get_boolean (settings, "allow-measure"))
    {
      g_printerr ("%s\n", _("--measure: measuring is turned off on this computer (classroom setting allow-measure)"));
      return 1;
    }

  if (quick)
    {
      ak_machine_probe_set_array_bytes (cpu_probe, 4 << 20);
      ak_machine_probe_set_flop_seconds (cpu_probe, 0.03);
    }
  ak_gpu_probe_set_quick (gpu_probe, quick);

  cpu = ak_machine_probe_measure (cpu_probe, NULL, &error);
  if (cpu != NULL)
    gpus = ak_gpu_probe_measure (gpu_probe, NULL, &error);
  if (gpus != NULL)
    {
      cpu_json = ak_machine_report_to_json (cpu);
      json = ak_gpu_measurement_merge_json (gpus, cpu_json, &error);
    }
  if (json == NULL)
    {
      ak_terminal_printerr (error->message);
      return 1;
    }

  g_print ("%s\n", json);
  return 0;
}

/* ---- --list-lessons, --export-progress ---------------------------------------- */

/**
 * ak_commands_list_lessons:
 *
 * `--list-lessons`: prints each valid lesson of the library
 * (ak_lesson_library_scan(): bundled, the user's, the system's) as
 * `ID<TAB>TITLE<TAB>PATH` on standard output, one per line, and each
 * invalid file's problem and each id clash on standard error. Needs no
 * display.
 *
 * Returns: 0 (an invalid file is listed, not a failure)
 */
int
ak_commands_list_lessons (void)
{
  g_autoptr(GPtrArray) entries = ak_lesson_library_scan (NULL, TRUE, NULL, NULL);

  for (guint i = 0; i < entries->len; i++)
    {
      const AkLessonEntry *entry = g_ptr_array_index (entries, i);

      const char *where = entry->path != NULL ? entry->path : entry->uri;
      g_autofree char *shown_where = ak_terminal_escape (where);

      /* a file's text and name reach the terminal escaped */
      if (entry->problem != NULL)
        ak_terminal_printerr (entry->problem);
      else
        {
          g_autofree char *id = ak_terminal_escape (entry->id);
          g_autofree char *title = ak_terminal_escape (entry->title);

          g_print ("%s\t%s\t%s\n", id, title, shown_where);
        }
      if (entry->clash != NULL)
        {
          g_autofree char *clash = ak_terminal_escape (entry->clash);

          g_printerr ("%s: %s\n", shown_where, clash);
        }
    }
  return 0;
}

static char *
learner_name (void)
{
  g_autoptr(GSettings) settings = app_settings ();

  return settings != NULL ? g_settings_get_string (settings, "learner-name") : NULL;
}

/**
 * ak_commands_export_progress:
 * @output_path: a `.csv` or `.json` file, as given on the command line
 *
 * `--export-progress`: writes the learner's saved results
 * (ak_progress_export_to_file()) without a display.
 *
 * Returns: 0 on success, 1 when the progress cannot be read or the file
 *   not written (one line on standard error)
 */
int
ak_commands_export_progress (const char *output_path)
{
  g_autoptr(AkProgress) progress = ak_progress_new (NULL);
  g_autoptr(GFile) file = g_file_new_for_commandline_arg (output_path);
  g_autoptr(GError) error = NULL;
  g_autofree char *learner = NULL;

  if (!ak_progress_load (progress, &error) &&
      !g_error_matches (error, AK_PROGRESS_ERROR, AK_PROGRESS_ERROR_WRITE))
    {
      ak_terminal_printerr_at (ak_progress_get_path (progress), error->message);
      return 1;
    }
  g_clear_error (&error);

  learner = learner_name ();
  ak_progress_set_learner (progress, learner);
  if (!ak_progress_export_to_file (progress, file, &error))
    {
      ak_terminal_printerr_at (output_path, error->message);
      return 1;
    }
  return 0;
}

/**
 * ak_commands_merge_results:
 * @output_path: the class sheet, `.csv` or `.json`, as given
 * @paths: (array zero-terminated=1) (nullable): learners' `.json` exports
 *
 * `--merge-results`: one class sheet of many learners' results
 * (ak_progress_class_merge()), without a display.
 *
 * Returns: 0 on success, 1 with one line on standard error otherwise
 */
int
ak_commands_merge_results (const char         *output_path,
                           const char * const *paths)
{
  g_autoptr(GFile) file = g_file_new_for_commandline_arg (output_path);
  g_autoptr(GError) error = NULL;

  if (ak_progress_class_merge (paths, file, &error))
    return 0;
  ak_terminal_printerr (error->message);
  return 1;
}

/* ---- modes that clash -------------------------------------------------------- */

/* Each of these is a mode of its own; the options after them belong to
 * the modes that analyse or draw a model. */
static const char * const modes[] = {
  "validate", "export-roofline", "export-chart", "list-lessons", "export-progress", "analyze",
  "measure", "measure-quick", "plan-training", "plan-serving", "merge-results",
};
static const char * const model_options[] = {
  "accelerator", "model", "precision", "kv-precision", "compute-precision", "batch", "context",
  "phase", "sweep", "draft-tokens", "acceptance", "draft-cost-ratio", "request", "price-per-hour",
  "efficiency",
};
/* A system of chips: --analyze and --plan-serving only (ak-analyze-system.c) */
static const char * const system_options[] = {
  "chips", "tp", "pp", "ep", "link", "link-latency", "microbatches", "overlap", "target",
};

static gboolean
takes_model_options (const char *mode)
{
  return g_str_equal (mode, "analyze") || g_str_equal (mode, "export-roofline") ||
         g_str_equal (mode, "export-chart") || g_str_equal (mode, "plan-training") ||
         g_str_equal (mode, "plan-serving");
}

static gboolean
check_system_options (GVariantDict *options,
                      const char   *mode)
{
  gboolean planning = g_strcmp0 (mode, "plan-serving") == 0;
  gboolean training = g_strcmp0 (mode, "plan-training") == 0;

  for (guint i = 0; i < G_N_ELEMENTS (system_options); i++)
    {
      const char *name = system_options[i];
      gboolean fits = planning ? !g_str_equal (name, "chips") && !g_str_equal (name, "tp") &&
                                 !g_str_equal (name, "pp") && !g_str_equal (name, "ep") &&
                                 !g_str_equal (name, "microbatches")
                               : g_strcmp0 (mode, "analyze") == 0 && !g_str_equal (name, "target");

      /* A training plan has chips and a layout of its own (ak-training-cli.c). */
      if (training && (g_str_equal (name, "chips") || g_str_equal (name, "tp") || g_str_equal (name, "pp")))
        continue;
      if (g_variant_dict_contains (options, name) && !fits)
        {
          /* Translators: a command-line option, e.g. "--chips" */
          if (planning)
            g_printerr (_("--%s does nothing with --plan-serving: the plan chooses the layout\n"), name);
          else if (g_str_equal (name, "target"))
            g_printerr ("%s\n", _("--target is for --plan-serving"));
          else
            g_printerr (_("--%s is for --analyze or --plan-serving\n"), name);
          return FALSE;
        }
    }
  return TRUE;
}

/* Two modes together, or an option a mode would ignore: one line naming
 * them, and FALSE, rather than quietly doing one of them. */
static gboolean
check_clashes (GVariantDict *options)
{
  const char *mode = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (modes); i++)
    {
      if (!g_variant_dict_contains (options, modes[i]))
        continue;
      if (mode != NULL)
        {
          /* Translators: two command-line options, e.g. "--analyze" and "--measure" */
          g_printerr (_("--%s and --%s cannot be used together: each is a mode of its own\n"), mode, modes[i]);
          return FALSE;
        }
      mode = modes[i];
    }

  for (guint i = 0; mode != NULL && !takes_model_options (mode) && i < G_N_ELEMENTS (model_options); i++)
    if (g_variant_dict_contains (options, model_options[i]))
      {
        /* Translators: two command-line options, e.g. "--batch" and "--measure" */
        g_printerr (_("--%s does nothing with --%s; it is for --analyze, --export-roofline and --export-chart\n"),
                    model_options[i], mode);
        return FALSE;
      }
  return ak_training_cli_check_options (options, mode) && check_system_options (options, mode);
}

/* ---- the dispatcher ------------------------------------------------------------ */

/**
 * ak_commands_run:
 * @options: the parsed command-line options (see handle-local-options)
 *
 * Runs the mode @options ask for: `--version`, `--validate FILE…`,
 * `--export-roofline FILE [--accelerator ID] [--lesson FILE]`,
 * `--analyze …`, `--list-lessons`, `--export-progress FILE`,
 * `--merge-results FILE FILE…`, `--measure` or `--measure-quick`. Without
 * a mode, one file argument is the lesson to play, as `--lesson FILE`
 * (@options is changed so); two, or one with `--lesson`, are an error.
 *
 * Returns: the exit status of the mode that ran (0 or 1), or -1 when none
 *   was asked for and the app should start as usual
 */
int
ak_commands_run (GVariantDict *options)
{
  g_autofree const char **files = NULL;
  const char *export_path = NULL, *lesson_path = NULL;

  g_return_val_if_fail (options != NULL, 1);

  if (g_variant_dict_contains (options, "version"))
    {
      g_print ("%s %s\n", APP_NAME, PACKAGE_VERSION);
      return 0;
    }

  g_variant_dict_lookup (options, G_OPTION_REMAINING, "^a&ay", &files);

  if (!check_clashes (options))
    return 1;

  if (g_variant_dict_contains (options, "validate"))
    return ak_commands_validate (files);

  if (g_variant_dict_lookup (options, "export-roofline", "^&ay", &export_path))
    {
      static const char * const not_drawn[] = { "kv-precision", "compute-precision", "phase", "sweep",
                                                "draft-tokens", "acceptance", "draft-cost-ratio",
                                                "request", "price-per-hour", "efficiency" };
      AkAnalyzeOptions chart = { 0 };

      /* A roofline draws prefill and decode at one precision: say so
       * rather than ignore what it cannot show. */
      for (guint i = 0; i < G_N_ELEMENTS (not_drawn); i++)
        if (g_variant_dict_contains (options, not_drawn[i]))
          {
            g_printerr (_("--%s: the roofline chart cannot show it; use it with --analyze\n"), not_drawn[i]);
            return 1;
          }

      g_variant_dict_lookup (options, "accelerator", "&s", &chart.accelerator);
      g_variant_dict_lookup (options, "model", "^&ay", &chart.model);
      g_variant_dict_lookup (options, "precision", "&s", &chart.precision);
      g_variant_dict_lookup (options, "batch", "&s", &chart.batch);
      g_variant_dict_lookup (options, "context", "&s", &chart.context);
      g_variant_dict_lookup (options, "lesson", "^&ay", &lesson_path);
      return ak_commands_export_roofline (export_path, &chart, lesson_path);
    }

  if (g_variant_dict_contains (options, "export-chart"))
    return ak_batch_export_command_line (options, ak_lesson_load);
  if (g_variant_dict_contains (options, "list-lessons"))
    return ak_commands_list_lessons ();

  if (g_variant_dict_lookup (options, "export-progress", "^&ay", &export_path))
    return ak_commands_export_progress (export_path);
  if (g_variant_dict_lookup (options, "merge-results", "^&ay", &export_path))
    return ak_commands_merge_results (export_path, files);

  if (g_variant_dict_contains (options, "analyze") || g_variant_dict_contains (options, "plan-serving"))
    return ak_analyze_command_line (options, ak_lesson_load);

  if (g_variant_dict_contains (options, "plan-training"))
    return ak_training_cli_command_line (options, ak_lesson_load);

  if (g_variant_dict_contains (options, "measure") || g_variant_dict_contains (options, "measure-quick"))
    return ak_commands_measure (g_variant_dict_contains (options, "measure-quick"));

  /* `accelerator-kitchen FILE`, as GNOME apps open a file: the lesson to
   * play, handed on as --lesson (the dictionary goes to the primary
   * instance). One lesson at a time. */
  if (files != NULL && files[0] != NULL)
    {
      g_autofree char *shown = ak_terminal_escape (files[files[1] != NULL ? 1 : 0]);

      if (files[1] != NULL || g_variant_dict_contains (options, "lesson"))
        {
          g_printerr (_("Unexpected argument “%s”: the app plays one lesson at a time\n"), shown);
          return 1;
        }
      g_variant_dict_insert_value (options, "lesson", g_variant_new_bytestring (files[0]));
      g_variant_dict_remove (options, G_OPTION_REMAINING);
    }

  return -1;
}

/* ak-machine-report.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>

#include "ak-format.h"
#include "ak-json-read.h"
#include "ak-lesson-private.h"
#include "ak-machine-report.h"

/* Saved reports are read back with at most this many notes of at most
 * this many bytes each. */
#define MAX_NOTES       16
#define MAX_NOTE_BYTES  2000

static const char * const level_names[AK_MACHINE_N_LEVELS] = { "L1", "L2", "L3", "DRAM" };

G_DEFINE_BOXED_TYPE (AkMachineReport, ak_machine_report, ak_machine_report_copy, ak_machine_report_free)

/**
 * ak_machine_report_copy:
 * @report: a report
 *
 * Returns: (transfer full): a copy
 */
AkMachineReport *
ak_machine_report_copy (const AkMachineReport *report)
{
  AkMachineReport *copy;

  g_return_val_if_fail (report != NULL, NULL);

  copy = g_memdup2 (report, sizeof *report);
  copy->cpu_model = g_strdup (report->cpu_model);
  copy->simd = g_strdup (report->simd);
  copy->notes = g_strdupv (report->notes);

  return copy;
}

/**
 * ak_machine_report_free:
 * @report: (nullable): a report
 */
void
ak_machine_report_free (AkMachineReport *report)
{
  if (report == NULL)
    return;

  g_free (report->cpu_model);
  g_free (report->simd);
  g_strfreev (report->notes);
  g_free (report);
}

/**
 * ak_machine_report_get_fraction_of_theoretical:
 * @report: a report
 *
 * Returns: measured FP32 FLOP/s over the theoretical peak, 0 when the peak
 *   is unknown (it can exceed 1 when the CPU boosts above the frequency
 *   the system reports)
 */
double
ak_machine_report_get_fraction_of_theoretical (const AkMachineReport *report)
{
  g_return_val_if_fail (report != NULL, 0);

  return report->theoretical_fp32_flop_s > 0 ? report->fp32_flop_s / report->theoretical_fp32_flop_s : 0;
}

/**
 * ak_machine_report_get_ridge_point:
 * @report: a report
 *
 * The arithmetic intensity where this machine's roofline bends: measured
 * FP32 FLOP/s over triad bandwidth (Williams, Waterman, Patterson 2009).
 *
 * Returns: FLOP per byte, 0 if the bandwidth is unknown
 */
double
ak_machine_report_get_ridge_point (const AkMachineReport *report)
{
  g_return_val_if_fail (report != NULL, 0);

  return report->triad_bytes_per_s > 0 ? report->fp32_flop_s / report->triad_bytes_per_s : 0;
}

/**
 * ak_machine_level_get_name:
 * @level: a memory level
 *
 * Returns: its name in the JSON form and on the chart: "L1", "L2", "L3"
 *   or "DRAM" (not translated)
 */
const char *
ak_machine_level_get_name (AkMachineLevel level)
{
  g_return_val_if_fail (level < AK_MACHINE_N_LEVELS, "DRAM");

  return level_names[level];
}

/**
 * ak_machine_report_get_cache_levels:
 * @report: a report
 * @n_levels: (out): gets the number of levels, 0 to AK_MACHINE_N_LEVELS
 *
 * The cache ladder: all-core triad bandwidth with a working set inside
 * L1, L2, L3 (when the CPU has one) and in DRAM, nearest the cores first,
 * as the Empirical Roofline Toolkit draws a roof per level. A report saved
 * before the ladder existed has none.
 *
 * Returns: (array length=n_levels): the levels, owned by @report
 */
const AkMachineCacheLevel *
ak_machine_report_get_cache_levels (const AkMachineReport *report,
                                    guint                 *n_levels)
{
  g_return_val_if_fail (report != NULL && n_levels != NULL, NULL);

  *n_levels = MIN (report->n_cache_levels, AK_MACHINE_N_LEVELS);
  return report->cache_levels;
}

/**
 * ak_machine_report_get_notes:
 * @report: a report
 *
 * Returns: (transfer none) (array zero-terminated=1): translated notes on
 *   what the system reported implausibly and which fallback was used;
 *   empty, never %NULL, when there are none
 */
const char * const *
ak_machine_report_get_notes (const AkMachineReport *report)
{
  static const char * const none[] = { NULL };

  g_return_val_if_fail (report != NULL, none);

  return report->notes != NULL ? (const char * const *) report->notes : none;
}

/* The clock the theoretical peak is computed with. */
static double
peak_clock_hz (const AkMachineReport *report)
{
  return report->measured_clock_hz > 0 ? report->measured_clock_hz : report->max_frequency_hz;
}

/* Where the clock of the peak comes from, in a sentence. */
static char *
describe_clock (const AkMachineReport *report)
{
  g_autofree char *reported_ghz = NULL;

  if (report->measured_clock_hz > 0 && report->max_frequency_hz > 0)
    {
      reported_ghz = ak_format_number (report->max_frequency_hz / 1e9, 3);
      /* Translators: %s is a clock in GHz */
      return g_strdup_printf (_("The clock was measured on this computer while every core ran the FMA kernel "
                                "(the system reports %s GHz)."), reported_ghz);
    }
  if (report->measured_clock_hz > 0)
    return g_strdup (_("The clock was measured on this computer while every core ran the FMA kernel."));
  return g_strdup (_("The clock is the one the system reports, which can be lower than the one the cores run at."));
}

/**
 * ak_machine_report_describe_peak:
 * @report: a report
 *
 * Says in plain words how the theoretical FP32 peak is computed: cores ×
 * clock × FP32 lanes × 2 FLOP per FMA × FMA units per core, which of the
 * figures were measured and which are assumptions. For the roofline page.
 *
 * Returns: (transfer full): translated text
 */
char *
ak_machine_report_describe_peak (const AkMachineReport *report)
{
  g_autofree char *peak = NULL, *ghz = NULL, *formula = NULL, *clock = NULL;

  g_return_val_if_fail (report != NULL, NULL);

  if (!(report->theoretical_fp32_flop_s > 0) || !(peak_clock_hz (report) > 0) || report->simd == NULL)
    return g_strdup (_("The theoretical peak is unknown: the clock or the FMA units of this CPU are not known."));

  peak = ak_format_number (report->theoretical_fp32_flop_s / 1e9, 3);
  ghz = ak_format_number (peak_clock_hz (report) / 1e9, 3);
  /* Translators: %1$s GFLOP/s; %2$u cores; %3$s GHz; %4$u FP32 lanes of one vector
   * register of the instruction set %5$s (e.g. "AVX-512"); %6$u FMA units per core */
  formula = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                          "Theoretical FP32 peak: %1$s GFLOP/s = %2$u core × %3$s GHz × "
                                          "%4$u lanes (%5$s) × 2 FLOP per FMA × %6$u FMA units per core.",
                                          "Theoretical FP32 peak: %1$s GFLOP/s = %2$u cores × %3$s GHz × "
                                          "%4$u lanes (%5$s) × 2 FLOP per FMA × %6$u FMA units per core.",
                                          report->cores),
                             peak, report->cores, ghz, report->simd_bits / 32, report->simd, report->fma_units);
  clock = describe_clock (report);

  return g_strdup_printf ("%s %s %s", formula, clock,
                          _("The FMA units per core are an assumption: no interface reports them."));
}

/* Three decimals are more than the measurement's precision. */
static void
add_number (JsonBuilder *builder,
            const char  *name,
            double       value,
            gboolean     known)
{
  json_builder_set_member_name (builder, name);
  if (known && isfinite (value))
    json_builder_add_double_value (builder, round (value * 1000) / 1000);
  else
    json_builder_add_null_value (builder);
}

static void
add_int (JsonBuilder *builder,
         const char  *name,
         guint64      value)
{
  json_builder_set_member_name (builder, name);
  if (value > 0)
    json_builder_add_int_value (builder, value);
  else
    json_builder_add_null_value (builder);
}

static void
add_cache_levels (JsonBuilder           *builder,
                  const AkMachineReport *report)
{
  json_builder_set_member_name (builder, "cache_levels");
  json_builder_begin_array (builder);
  for (guint i = 0; i < MIN (report->n_cache_levels, AK_MACHINE_N_LEVELS); i++)
    {
      const AkMachineCacheLevel *level = &report->cache_levels[i];

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "level");
      json_builder_add_string_value (builder, ak_machine_level_get_name (level->level));
      add_int (builder, "bytes", level->bytes);
      add_number (builder, "bandwidth_gb_s", level->bytes_per_s / 1e9, level->bytes_per_s > 0);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

static void
add_notes (JsonBuilder           *builder,
           const AkMachineReport *report)
{
  const char * const *notes = ak_machine_report_get_notes (report);

  json_builder_set_member_name (builder, "notes");
  json_builder_begin_array (builder);
  for (guint i = 0; notes[i] != NULL; i++)
    json_builder_add_string_value (builder, notes[i]);
  json_builder_end_array (builder);
}

/**
 * ak_machine_report_to_json:
 * @report: a report
 *
 * The report as a JSON object whose member names carry their units:
 * bandwidths in GB/s (10⁹ bytes per second, counted as STREAM counts
 * them), arithmetic in GFLOP/s, clocks in MHz, caches in bytes; unknown
 * values are null. `cache_levels` is an array of objects with `level`
 * ("L1", "L2", "L3", "DRAM"), `bytes` (the working set of all cores) and
 * `bandwidth_gb_s`; `notes` an array of translated strings. The README
 * lists every member.
 *
 * Returns: (transfer full): pretty-printed JSON
 */
char *
ak_machine_report_to_json (const AkMachineReport *report)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = NULL;
  double theoretical = report->theoretical_fp32_flop_s;

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "cpu_model");
  if (report->cpu_model != NULL)
    json_builder_add_string_value (builder, report->cpu_model);
  else
    json_builder_add_null_value (builder);
  add_int (builder, "cores", report->cores);
  json_builder_set_member_name (builder, "simd");
  json_builder_add_string_value (builder, report->simd);
  add_int (builder, "simd_bits", report->simd_bits);
  add_int (builder, "fma_units_assumed", report->fma_units);
  add_int (builder, "l1d_cache_bytes", report->l1d_cache_bytes);
  add_int (builder, "l2_cache_bytes", report->l2_cache_bytes);
  add_int (builder, "l3_cache_bytes", report->l3_cache_bytes);
  add_int (builder, "array_bytes", report->array_bytes);
  add_number (builder, "max_frequency_mhz", report->max_frequency_hz / 1e6, report->max_frequency_hz > 0);
  add_number (builder, "measured_clock_mhz", report->measured_clock_hz / 1e6, report->measured_clock_hz > 0);
  add_number (builder, "copy_bandwidth_gb_s", report->copy_bytes_per_s / 1e9, TRUE);
  add_number (builder, "triad_bandwidth_gb_s", report->triad_bytes_per_s / 1e9, TRUE);
  add_number (builder, "triad_nt_bandwidth_gb_s", report->triad_nt_bytes_per_s / 1e9,
              report->triad_nt_bytes_per_s > 0);
  add_number (builder, "fp32_gflop_s", report->fp32_flop_s / 1e9, TRUE);
  add_number (builder, "triad_spread", report->triad_spread, TRUE);
  add_number (builder, "fp32_spread", report->fp32_spread, TRUE);
  json_builder_set_member_name (builder, "busy");
  json_builder_add_boolean_value (builder, report->busy);
  add_number (builder, "fp64_gflop_s", report->fp64_flop_s / 1e9, TRUE);
  add_number (builder, "fp32_single_core_gflop_s", report->fp32_single_core_flop_s / 1e9, TRUE);
  add_number (builder, "theoretical_fp32_gflop_s", theoretical / 1e9, theoretical > 0);
  add_number (builder, "fraction_of_theoretical",
              ak_machine_report_get_fraction_of_theoretical (report), theoretical > 0);
  add_number (builder, "ridge_point_flop_byte", ak_machine_report_get_ridge_point (report), TRUE);
  add_cache_levels (builder, report);
  add_notes (builder, report);
  add_number (builder, "seconds", report->seconds, TRUE);
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  json_generator_set_root (generator, root);
  json_generator_set_pretty (generator, TRUE);

  return json_generator_to_data (generator, NULL);
}

static double
read_number (JsonObject *object,
             const char *name,
             double      scale)
{
  JsonNode *node = json_object_get_member (object, name);

  double value;

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node))
    return 0;
  value = json_node_get_double (node) * scale;
  return isfinite (value) && value > 0 ? value : 0;
}

static guint64
read_int (JsonObject *object,
          const char *name)
{
  JsonNode *node = json_object_get_member (object, name);

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64)
    return 0;
  return (guint64) MAX (json_node_get_int (node), 0);
}

/* Levels with a known name (each once), positive bytes and a positive
 * bandwidth; anything else is left out. */
static void
read_cache_levels (JsonObject      *object,
                   AkMachineReport *report)
{
  JsonNode *node = json_object_get_member (object, "cache_levels");
  JsonArray *array;
  guint seen = 0;

  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    return;
  array = json_node_get_array (node);
  for (guint i = 0; i < json_array_get_length (array) && report->n_cache_levels < AK_MACHINE_N_LEVELS; i++)
    {
      JsonNode *element = json_array_get_element (array, i);
      JsonObject *entry = JSON_NODE_HOLDS_OBJECT (element) ? json_node_get_object (element) : NULL;
      const char *name = entry != NULL ? json_object_get_string_member_with_default (entry, "level", NULL) : NULL;
      AkMachineCacheLevel level = { 0 };

      for (level.level = 0; level.level < AK_MACHINE_N_LEVELS; level.level++)
        if (g_strcmp0 (name, level_names[level.level]) == 0)
          break;
      if (level.level == AK_MACHINE_N_LEVELS || (seen & (1u << level.level)) != 0)
        continue;
      level.bytes = read_int (entry, "bytes");
      level.bytes_per_s = read_number (entry, "bandwidth_gb_s", 1e9);
      if (level.bytes == 0 || level.bytes_per_s == 0)
        continue;
      seen |= 1u << level.level;
      report->cache_levels[report->n_cache_levels++] = level;
    }
}

static void
read_notes (JsonObject      *object,
            AkMachineReport *report)
{
  JsonNode *node = json_object_get_member (object, "notes");
  g_autoptr(GPtrArray) notes = g_ptr_array_new_with_free_func (g_free);
  JsonArray *array;

  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    return;
  array = json_node_get_array (node);
  for (guint i = 0; i < json_array_get_length (array) && notes->len < MAX_NOTES; i++)
    {
      JsonNode *element = json_array_get_element (array, i);

      if (JSON_NODE_HOLDS_VALUE (element) && json_node_get_value_type (element) == G_TYPE_STRING &&
          strlen (json_node_get_string (element)) <= MAX_NOTE_BYTES)
        g_ptr_array_add (notes, g_strdup (json_node_get_string (element)));
    }
  if (notes->len > 0)
    {
      g_ptr_array_add (notes, NULL);
      report->notes = (char **) g_ptr_array_free (g_steal_pointer (&notes), FALSE);
    }
}


/**
 * ak_machine_report_new_from_json:
 * @json: what ak_machine_report_to_json() wrote
 * @error: an #AkJsonStrictError when @json is not strict JSON (see
 *   ak_json_read_check()), a json-glib parser error, or
 *   %G_IO_ERROR_INVALID_DATA when @json is
 *   not such an object or its bandwidth or FP32 FLOP/s is not positive
 *
 * Reads a report back; null, missing, negative or non-finite members read
 * as 0 (unknown), so reports saved before `measured_clock_mhz`,
 * `cache_levels` and `notes` existed still load. Cache levels with an
 * unknown or repeated name or without positive figures are left out;
 * at most 16 notes of at most 2000 bytes are kept. The checksum is not
 * saved and reads as 0.
 *
 * Returns: (transfer full) (nullable): the report, or %NULL with @error set
 */
AkMachineReport *
ak_machine_report_new_from_json (const char  *json,
                                 GError     **error)
{
  g_autoptr(JsonParser) parser = json_parser_new_immutable ();
  g_autoptr(AkMachineReport) report = g_new0 (AkMachineReport, 1);
  JsonObject *object;
  JsonNode *root, *node;

  g_return_val_if_fail (json != NULL, NULL);

  if (!ak_json_read_check (json, strlen (json), AK_JSON_READ_MAX_DEPTH, NULL, error) ||
      !json_parser_load_from_data (parser, json, -1, error))
    return NULL;
  root = json_parser_get_root (parser);
  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "A machine report is not an object");
      return NULL;
    }

  object = json_node_get_object (root);
  node = json_object_get_member (object, "cpu_model");
  if (node != NULL && JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING)
    report->cpu_model = g_strdup (json_node_get_string (node));
  node = json_object_get_member (object, "simd");
  if (node != NULL && JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING)
    report->simd = g_strdup (json_node_get_string (node));
  else
    report->simd = g_strdup ("scalar");

  report->cores = (guint) MIN (read_int (object, "cores"), G_MAXUINT);
  report->simd_bits = (guint) MIN (read_int (object, "simd_bits"), G_MAXUINT);
  report->fma_units = (guint) MIN (read_int (object, "fma_units_assumed"), G_MAXUINT);
  report->l1d_cache_bytes = read_int (object, "l1d_cache_bytes");
  report->l2_cache_bytes = read_int (object, "l2_cache_bytes");
  report->l3_cache_bytes = read_int (object, "l3_cache_bytes");
  report->array_bytes = read_int (object, "array_bytes");
  report->max_frequency_hz = read_number (object, "max_frequency_mhz", 1e6);
  report->measured_clock_hz = read_number (object, "measured_clock_mhz", 1e6);
  report->triad_nt_bytes_per_s = read_number (object, "triad_nt_bandwidth_gb_s", 1e9);
  report->copy_bytes_per_s = read_number (object, "copy_bandwidth_gb_s", 1e9);
  report->triad_bytes_per_s = read_number (object, "triad_bandwidth_gb_s", 1e9);
  report->fp32_flop_s = read_number (object, "fp32_gflop_s", 1e9);
  report->triad_spread = MIN (read_number (object, "triad_spread", 1), 1);
  report->fp32_spread = MIN (read_number (object, "fp32_spread", 1), 1);
  report->busy = json_object_has_member (object, "busy") &&
                 JSON_NODE_HOLDS_VALUE (json_object_get_member (object, "busy")) &&
                 json_node_get_value_type (json_object_get_member (object, "busy")) == G_TYPE_BOOLEAN &&
                 json_object_get_boolean_member (object, "busy");
  report->fp64_flop_s = read_number (object, "fp64_gflop_s", 1e9);
  report->fp32_single_core_flop_s = read_number (object, "fp32_single_core_gflop_s", 1e9);
  report->theoretical_fp32_flop_s = read_number (object, "theoretical_fp32_gflop_s", 1e9);
  report->seconds = read_number (object, "seconds", 1);
  read_cache_levels (object, report);
  read_notes (object, report);

  if (!(isfinite (report->triad_bytes_per_s) && report->triad_bytes_per_s > 0 &&
        isfinite (report->fp32_flop_s) && report->fp32_flop_s > 0))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           "A machine report has no positive bandwidth or FP32 FLOP/s");
      return NULL;
    }

  return g_steal_pointer (&report);
}

/**
 * ak_machine_report_to_accelerator:
 * @report: a report with positive triad bandwidth and FP32 FLOP/s
 * @date: (nullable): when it was measured, %NULL for now
 *
 * This computer as an accelerator of the roofline chart, with the id
 * "this-computer". Its "BF16 dense" peak is the measured FP32 FLOP/s on
 * the CPU cores (a CPU has no BF16 tensor units; the chart needs one
 * compute roof) and its bandwidth the triad bandwidth. The category is
 * "edge": of the lesson's three it is the least wrong for a desktop or
 * laptop CPU, which runs models where the user is.
 *
 * Returns: (transfer full): the accelerator; free it with
 *   ak_machine_accelerator_free()
 */
AkAccelerator *
ak_machine_report_to_accelerator (const AkMachineReport *report,
                                  GDateTime             *date)
{
  g_autoptr(GDateTime) now = NULL;
  g_autofree char *day = NULL;
  AkAccelerator *accelerator;

  g_return_val_if_fail (report != NULL, NULL);

  if (date == NULL)
    date = now = g_date_time_new_now_local ();
  /* Translators: a date in a name, e.g. "2026-11-29"; see strftime(3) */
  day = g_date_time_format (date, C_("measured date", "%Y-%m-%d"));

  accelerator = g_new0 (AkAccelerator, 1);
  accelerator->id = g_strdup (AK_MACHINE_ACCELERATOR_ID);
  accelerator->measured = TRUE;
  /* Translators: %s is the date of the measurement */
  accelerator->name = g_strdup_printf (_("This computer (measured %s)"), day);
  accelerator->vendor = g_strdup (report->cpu_model != NULL ? report->cpu_model : _("Unknown CPU"));
  accelerator->category = g_strdup ("edge");
  accelerator->peak_bf16_dense_tflops = report->fp32_flop_s / 1e12;
  accelerator->bandwidth_tb_s = report->triad_bytes_per_s / 1e12;
  /* Translators: %s is the date of the measurement */
  accelerator->source = g_strdup_printf (_("Measured on this computer on %s: FP32 on the CPU cores "
                                           "(not BF16 tensor arithmetic) and STREAM triad bandwidth"),
                                         day);
  return accelerator;
}

/**
 * ak_machine_accelerator_free:
 * @accelerator: (nullable): what ak_machine_report_to_accelerator() returned
 */
void
ak_machine_accelerator_free (AkAccelerator *accelerator)
{
  if (accelerator != NULL)
    _ak_accelerator_free (accelerator);
}


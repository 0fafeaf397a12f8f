/* ak-gpu-report.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n.h>

#include "ak-format.h"
#include "ak-gpu-report.h"
#include "ak-json-read.h"

/* Sanity bounds for figures read back: 1 PB/s and 1 EFLOP/s are far past
 * any device; a saved figure above them is corrupt, not fast. */
#define MAX_BANDWIDTH_GB_S 1e6
#define MAX_GFLOP_S        1e9
#define MAX_BUFFER_BYTES   (G_GINT64_CONSTANT (1) << 40)

G_DEFINE_BOXED_TYPE (AkGpuReport, ak_gpu_report, ak_gpu_report_copy, ak_gpu_report_free)
G_DEFINE_BOXED_TYPE (AkGpuMeasurement, ak_gpu_measurement, ak_gpu_measurement_copy, ak_gpu_measurement_free)

/**
 * ak_gpu_report_new:
 * @name: the device name
 * @device_type: "discrete", "integrated", "virtual", "cpu" or "other"
 *
 * Returns: (transfer full): a report of the Vulkan device @name with no
 *   figures yet
 */
AkGpuReport *
ak_gpu_report_new (const char *name,
                   const char *device_type)
{
  AkGpuReport *report;

  g_return_val_if_fail (name != NULL, NULL);
  g_return_val_if_fail (device_type != NULL, NULL);

  report = g_new0 (AkGpuReport, 1);
  report->name = g_strdup (name);
  report->api = g_strdup ("vulkan");
  report->device_type = g_strdup (device_type);
  return report;
}

/**
 * ak_gpu_report_copy:
 * @report: a report
 *
 * Returns: (transfer full): a deep copy
 */
AkGpuReport *
ak_gpu_report_copy (const AkGpuReport *report)
{
  AkGpuReport *copy;

  g_return_val_if_fail (report != NULL, NULL);

  copy = g_memdup2 (report, sizeof *report);
  copy->name = g_strdup (report->name);
  copy->api = g_strdup (report->api);
  copy->device_type = g_strdup (report->device_type);
  copy->driver = g_strdup (report->driver);
  copy->error = g_strdup (report->error);
  return copy;
}

/**
 * ak_gpu_report_free:
 * @report: (nullable): a report
 */
void
ak_gpu_report_free (AkGpuReport *report)
{
  if (report == NULL)
    return;

  g_free (report->name);
  g_free (report->api);
  g_free (report->device_type);
  g_free (report->driver);
  g_free (report->error);
  g_free (report);
}

/**
 * ak_gpu_report_get_ridge_point:
 * @report: a report
 *
 * The ridge point of the device's measured roofline: FP32 FLOP/s divided
 * by triad bandwidth (Williams, Waterman and Patterson, "Roofline", CACM
 * 2009), in FLOP/byte.
 *
 * Returns: the ridge point in FLOP/byte, 0 if either figure is unknown
 */
double
ak_gpu_report_get_ridge_point (const AkGpuReport *report)
{
  g_return_val_if_fail (report != NULL, 0);

  if (!(report->bandwidth_bytes_per_s > 0) || !(report->fp32_flop_s > 0))
    return 0;
  return report->fp32_flop_s / report->bandwidth_bytes_per_s;
}

/* --- JSON out ------------------------------------------------------------ */

/* A figure in @unit (1e9 for GB/s and GFLOP/s) to three decimals, or null
 * when unknown: never 0 for "not measured". */
static void
set_figure (JsonObject *object,
            const char *name,
            double      value,
            double      unit)
{
  if (value > 0 && isfinite (value))
    json_object_set_double_member (object, name, round (value / unit * 1000) / 1000);
  else
    json_object_set_null_member (object, name);
}

static void
set_text (JsonObject *object,
          const char *name,
          const char *value)
{
  if (value != NULL)
    json_object_set_string_member (object, name, value);
  else
    json_object_set_null_member (object, name);
}

/**
 * ak_gpu_report_to_json_node:
 * @report: a report
 *
 * The report as a JSON object whose member names carry their units:
 * `name`, `api`, `device_type`, `driver`, `buffer_bytes`, `bandwidth_gb_s`
 * (10⁹ bytes/s), `fp32_gflop_s`, `fp16_supported`, `fp16_gflop_s`
 * (10⁹ FLOP/s), `ridge_point_flop_byte`, and `error` when the device
 * failed. Unknown or unsupported figures are null.
 *
 * Returns: (transfer full): the object node
 */
JsonNode *
ak_gpu_report_to_json_node (const AkGpuReport *report)
{
  g_autoptr(JsonObject) object = json_object_new ();
  JsonNode *node;

  g_return_val_if_fail (report != NULL, NULL);

  json_object_set_string_member (object, "name", report->name);
  json_object_set_string_member (object, "api", report->api);
  json_object_set_string_member (object, "device_type", report->device_type);
  set_text (object, "driver", report->driver);
  if (report->buffer_bytes > 0)
    json_object_set_int_member (object, "buffer_bytes", (gint64) report->buffer_bytes);
  else
    json_object_set_null_member (object, "buffer_bytes");
  set_figure (object, "bandwidth_gb_s", report->bandwidth_bytes_per_s, 1e9);
  set_figure (object, "fp32_gflop_s", report->fp32_flop_s, 1e9);
  json_object_set_boolean_member (object, "fp16_supported", report->fp16_supported);
  set_figure (object, "fp16_gflop_s", report->fp16_supported ? report->fp16_flop_s : 0, 1e9);
  set_figure (object, "ridge_point_flop_byte", ak_gpu_report_get_ridge_point (report), 1);
  if (report->error != NULL)
    json_object_set_string_member (object, "error", report->error);

  node = json_node_new (JSON_NODE_OBJECT);
  json_node_set_object (node, object);
  return node;
}

/**
 * ak_gpu_measurement_add_to_object:
 * @measurement: a measurement
 * @object: a JSON object, e.g. the CPU report's
 *
 * Sets the member `gpus` of @object to an array of the devices (see
 * ak_gpu_report_to_json_node()) and, when the measurement has a note
 * (always when the array is empty), `gpu_note` to it.
 */
void
ak_gpu_measurement_add_to_object (const AkGpuMeasurement *measurement,
                                  JsonObject             *object)
{
  g_autoptr(JsonArray) gpus = json_array_new ();

  g_return_if_fail (measurement != NULL);
  g_return_if_fail (object != NULL);

  for (guint i = 0; i < measurement->devices->len; i++)
    json_array_add_element (gpus, ak_gpu_report_to_json_node (g_ptr_array_index (measurement->devices, i)));
  json_object_set_array_member (object, "gpus", g_steal_pointer (&gpus));
  if (measurement->note != NULL)
    json_object_set_string_member (object, "gpu_note", measurement->note);
  else
    json_object_remove_member (object, "gpu_note");
}

static char *
object_to_data (JsonObject *object)
{
  g_autoptr(JsonNode) root = json_node_new (JSON_NODE_OBJECT);
  g_autoptr(JsonGenerator) generator = json_generator_new ();

  json_node_set_object (root, object);
  json_generator_set_root (generator, root);
  json_generator_set_pretty (generator, TRUE);
  return json_generator_to_data (generator, NULL);
}

/**
 * ak_gpu_measurement_to_json:
 * @measurement: a measurement
 *
 * Returns: (transfer full): pretty-printed JSON, an object with the
 *   members ak_gpu_measurement_add_to_object() sets
 */
char *
ak_gpu_measurement_to_json (const AkGpuMeasurement *measurement)
{
  g_autoptr(JsonObject) object = json_object_new ();

  g_return_val_if_fail (measurement != NULL, NULL);

  ak_gpu_measurement_add_to_object (measurement, object);
  return object_to_data (object);
}

/* --- JSON in ------------------------------------------------------------- */

static JsonObject *
parse_object (const char  *json,
              JsonParser  *parser,
              GError     **error)
{
  JsonNode *root;

  if (!ak_json_read_check (json, strlen (json), AK_JSON_READ_MAX_DEPTH, NULL, error) ||
      !json_parser_load_from_data (parser, json, -1, error))
    return NULL;
  root = json_parser_get_root (parser);
  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "A GPU measurement is not a JSON object");
      return NULL;
    }
  return json_node_get_object (root);
}

/* A string member of at most AK_GPU_MAX_TEXT_CHARS; NULL when absent or
 * null and @optional, else an error. */
static gboolean
read_text (JsonObject  *object,
           const char  *name,
           gboolean     optional,
           char       **out,
           GError     **error)
{
  JsonNode *node = json_object_get_member (object, name);

  if ((node == NULL || JSON_NODE_HOLDS_NULL (node)) && optional)
    return TRUE;
  if (node == NULL || json_node_get_value_type (node) != G_TYPE_STRING ||
      g_utf8_strlen (json_node_get_string (node), -1) > AK_GPU_MAX_TEXT_CHARS)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   "GPU member \"%s\" must be a string of at most %d characters", name, AK_GPU_MAX_TEXT_CHARS);
      return FALSE;
    }
  *out = g_strdup (json_node_get_string (node));
  return TRUE;
}

/* A figure in @unit: null or absent reads 0 (unknown); anything else must
 * be a finite number in (0, @max]. */
static gboolean
read_figure (JsonObject  *object,
             const char  *name,
             double       unit,
             double       max,
             double      *out,
             GError     **error)
{
  JsonNode *node = json_object_get_member (object, name);
  double value;

  *out = 0;
  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return TRUE;
  value = JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) != G_TYPE_STRING &&
          json_node_get_value_type (node) != G_TYPE_BOOLEAN ? json_node_get_double (node) : NAN;
  if (!(isfinite (value) && value > 0 && value <= max))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   "GPU member \"%s\" must be null or a number above 0 and at most %g", name, max);
      return FALSE;
    }
  *out = value * unit;
  return TRUE;
}

static gboolean
read_figures (JsonObject  *object,
              AkGpuReport *report,
              GError     **error)
{
  double buffer_bytes;

  if (!read_figure (object, "buffer_bytes", 1, MAX_BUFFER_BYTES, &buffer_bytes, error) ||
      !read_figure (object, "bandwidth_gb_s", 1e9, MAX_BANDWIDTH_GB_S, &report->bandwidth_bytes_per_s, error) ||
      !read_figure (object, "fp32_gflop_s", 1e9, MAX_GFLOP_S, &report->fp32_flop_s, error) ||
      !read_figure (object, "fp16_gflop_s", 1e9, MAX_GFLOP_S, &report->fp16_flop_s, error))
    return FALSE;
  report->buffer_bytes = (guint64) buffer_bytes;
  report->fp16_supported = json_object_get_boolean_member_with_default (object, "fp16_supported",
                                                                        report->fp16_flop_s > 0);
  if (!report->fp16_supported)
    report->fp16_flop_s = 0;
  return TRUE;
}

/**
 * ak_gpu_report_new_from_json_node:
 * @node: what ak_gpu_report_to_json_node() wrote
 * @error: %G_IO_ERROR_INVALID_DATA when @node is not such an object: a
 *   missing or over-long name, a figure that is not null or a finite
 *   number in range (at most 10⁶ GB/s, 10⁹ GFLOP/s)
 *
 * Reads a report back. `ridge_point_flop_byte` is not read: it is
 * computed from the figures.
 *
 * Returns: (transfer full) (nullable): the report, or %NULL with @error set
 */
AkGpuReport *
ak_gpu_report_new_from_json_node (JsonNode  *node,
                                  GError   **error)
{
  g_autoptr(AkGpuReport) report = g_new0 (AkGpuReport, 1);
  JsonObject *object;

  g_return_val_if_fail (node != NULL, NULL);

  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "A GPU report is not a JSON object");
      return NULL;
    }
  object = json_node_get_object (node);
  if (!read_text (object, "name", FALSE, &report->name, error) ||
      !read_text (object, "api", FALSE, &report->api, error) ||
      !read_text (object, "device_type", FALSE, &report->device_type, error) ||
      !read_text (object, "driver", TRUE, &report->driver, error) ||
      !read_text (object, "error", TRUE, &report->error, error) ||
      !read_figures (object, report, error))
    return NULL;

  return g_steal_pointer (&report);
}

static gboolean
read_devices (JsonObject       *object,
              AkGpuMeasurement *measurement,
              GError          **error)
{
  JsonNode *node = json_object_get_member (object, "gpus");
  JsonArray *gpus;

  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "A GPU measurement has no array \"gpus\"");
      return FALSE;
    }
  gpus = json_node_get_array (node);
  if (json_array_get_length (gpus) > AK_GPU_MAX_DEVICES)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   "A GPU measurement lists more than %d devices", AK_GPU_MAX_DEVICES);
      return FALSE;
    }
  for (guint i = 0; i < json_array_get_length (gpus); i++)
    {
      AkGpuReport *report = ak_gpu_report_new_from_json_node (json_array_get_element (gpus, i), error);

      if (report == NULL)
        return FALSE;
      g_ptr_array_add (measurement->devices, report);
    }
  return TRUE;
}

/**
 * ak_gpu_measurement_new_from_json:
 * @json: what ak_gpu_measurement_to_json() or --measure wrote
 * @error: a json-glib parser error, or %G_IO_ERROR_INVALID_DATA when @json
 *   is not an object with an array `gpus` of valid reports (at most
 *   %AK_GPU_MAX_DEVICES) and an optional string `gpu_note`
 *
 * Reads a measurement back; other members (the CPU's) are ignored.
 *
 * Returns: (transfer full) (nullable): the measurement, or %NULL with
 *   @error set
 */
AkGpuMeasurement *
ak_gpu_measurement_new_from_json (const char  *json,
                                  GError     **error)
{
  g_autoptr(JsonParser) parser = json_parser_new_immutable ();
  g_autoptr(AkGpuMeasurement) measurement = ak_gpu_measurement_new (NULL);
  JsonObject *object;

  g_return_val_if_fail (json != NULL, NULL);

  object = parse_object (json, parser, error);
  if (object == NULL ||
      !read_devices (object, measurement, error) ||
      !read_text (object, "gpu_note", TRUE, &measurement->note, error))
    return NULL;

  return g_steal_pointer (&measurement);
}

/**
 * ak_gpu_measurement_merge_json:
 * @measurement: a measurement
 * @json: a JSON object, e.g. ak_machine_report_to_json()'s
 * @error: a json-glib parser error, or %G_IO_ERROR_INVALID_DATA when @json
 *   is not an object
 *
 * Adds the GPU members (see ak_gpu_measurement_add_to_object()) to the
 * object in @json, keeping its other members in their order.
 *
 * Returns: (transfer full) (nullable): pretty-printed JSON, or %NULL with
 *   @error set
 */
char *
ak_gpu_measurement_merge_json (const AkGpuMeasurement *measurement,
                               const char             *json,
                               GError                **error)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *object;

  g_return_val_if_fail (measurement != NULL, NULL);
  g_return_val_if_fail (json != NULL, NULL);

  object = parse_object (json, parser, error);
  if (object == NULL)
    return NULL;
  ak_gpu_measurement_add_to_object (measurement, object);
  return object_to_data (object);
}

/* --- the measurement ------------------------------------------------------ */

/**
 * ak_gpu_measurement_new:
 * @note: (nullable): why the list of devices will be empty, or %NULL
 *
 * Returns: (transfer full): a measurement with no devices
 */
AkGpuMeasurement *
ak_gpu_measurement_new (const char *note)
{
  AkGpuMeasurement *measurement = g_new0 (AkGpuMeasurement, 1);

  measurement->devices = g_ptr_array_new_with_free_func ((GDestroyNotify) ak_gpu_report_free);
  measurement->note = g_strdup (note);
  return measurement;
}

/**
 * ak_gpu_measurement_copy:
 * @measurement: a measurement
 *
 * Returns: (transfer full): a deep copy
 */
AkGpuMeasurement *
ak_gpu_measurement_copy (const AkGpuMeasurement *measurement)
{
  AkGpuMeasurement *copy;

  g_return_val_if_fail (measurement != NULL, NULL);

  copy = ak_gpu_measurement_new (measurement->note);
  copy->validation_messages = measurement->validation_messages;
  for (guint i = 0; i < measurement->devices->len; i++)
    g_ptr_array_add (copy->devices, ak_gpu_report_copy (g_ptr_array_index (measurement->devices, i)));
  return copy;
}

/**
 * ak_gpu_measurement_free:
 * @measurement: (nullable): a measurement
 */
void
ak_gpu_measurement_free (AkGpuMeasurement *measurement)
{
  if (measurement == NULL)
    return;

  g_ptr_array_unref (measurement->devices);
  g_free (measurement->note);
  g_free (measurement);
}

/* --- the roofline chart ---------------------------------------------------- */

/**
 * ak_gpu_report_to_accelerator:
 * @report: a report with positive bandwidth and FP32 FLOP/s
 * @index: the device's place in its measurement, for the id
 * @date: (nullable): when it was measured, %NULL for now
 *
 * The device as an accelerator of the roofline chart, with the id
 * "measured-gpu-@index", #AkAccelerator.measured set and the name
 * "NAME (measured DATE)" (a software renderer, ak_gpu_report_is_software(),
 * is named as software Vulkan on the CPU, not as a GPU). Its "BF16 dense" peak is the measured FP32
 * FLOP/s on the shader cores (the chart needs one compute roof; tensor
 * cores are not measured) and its bandwidth the triad bandwidth. The
 * category is "edge", as for the measured CPU: it is the learner's own
 * machine.
 *
 * Returns: (transfer full) (nullable): the accelerator (free it with
 *   ak_machine_accelerator_free()), or %NULL when a figure is missing
 */
AkAccelerator *
ak_gpu_report_to_accelerator (const AkGpuReport *report,
                              guint              index,
                              GDateTime         *date)
{
  g_autoptr(GDateTime) now = NULL;
  g_autofree char *day = NULL;
  AkAccelerator *accelerator;

  g_return_val_if_fail (report != NULL, NULL);

  if (ak_gpu_report_get_ridge_point (report) <= 0)
    return NULL;
  if (date == NULL)
    date = now = g_date_time_new_now_local ();
  /* Translators: a date in a name, e.g. "2026-11-29"; see strftime(3) */
  day = g_date_time_format (date, C_("measured date", "%Y-%m-%d"));

  accelerator = g_new0 (AkAccelerator, 1);
  accelerator->id = g_strdup_printf (AK_GPU_ACCELERATOR_ID_PREFIX "%u", index);
  accelerator->measured = TRUE;
  if (ak_gpu_report_is_software (report))
    /* Translators: %1$s is a software Vulkan driver's name (e.g. llvmpipe),
     * %2$s the date of the measurement */
    accelerator->name = g_strdup_printf (_("%1$s, software Vulkan on the CPU (measured %2$s)"),
                                         report->name, day);
  else
    /* Translators: %1$s is a GPU's name, %2$s the date of the measurement */
    accelerator->name = g_strdup_printf (_("%1$s (measured %2$s)"), report->name, day);
  accelerator->vendor = g_strdup (report->driver != NULL ? report->driver : report->name);
  accelerator->category = g_strdup ("edge");
  accelerator->peak_bf16_dense_tflops = report->fp32_flop_s / 1e12;
  accelerator->bandwidth_tb_s = report->bandwidth_bytes_per_s / 1e12;
  if (ak_gpu_report_is_software (report))
    /* Translators: %s is the date of the measurement */
    accelerator->source = g_strdup_printf (_("Measured through software Vulkan on this computer’s CPU on %s: "
                                             "FP32 on the CPU cores and triad bandwidth"),
                                           day);
  else
    /* Translators: %s is the date of the measurement */
    accelerator->source = g_strdup_printf (_("Measured through Vulkan on this computer on %s: FP32 on the "
                                             "shader cores (not tensor cores) and triad bandwidth"),
                                           day);
  return accelerator;
}

/**
 * ak_gpu_report_is_software:
 * @report: a report
 *
 * Whether the device is a software renderer on the CPU (Vulkan's device
 * type "cpu", e.g. Mesa's lavapipe, whose driver is named llvmpipe): its
 * figures are the CPU's, not a GPU's.
 *
 * Returns: %TRUE for a CPU device
 */
gboolean
ak_gpu_report_is_software (const AkGpuReport *report)
{
  g_return_val_if_fail (report != NULL, FALSE);

  return g_strcmp0 (report->device_type, "cpu") == 0;
}

/* Lower case, without "(TM)", "(R)" and "GeForce", single spaces. */
static char *
normalize_name (const char *name)
{
  g_autofree char *lower = g_utf8_strdown (name, -1);
  g_auto(GStrv) words = g_strsplit_set (lower, " \t", -1);
  g_autoptr(GStrvBuilder) kept = g_strv_builder_new ();
  g_auto(GStrv) result = NULL;

  for (guint i = 0; words[i] != NULL; i++)
    if (*words[i] != '\0' && strcmp (words[i], "(tm)") != 0 && strcmp (words[i], "(r)") != 0 &&
        strcmp (words[i], "geforce") != 0)
      g_strv_builder_add (kept, words[i]);
  result = g_strv_builder_end (kept);
  return g_strjoinv (" ", result);
}

/* Whether one normalized name is the other followed by more words. */
static gboolean
names_match (const char *a,
             const char *b)
{
  gsize la = strlen (a), lb = strlen (b);
  const char *shorter = la <= lb ? a : b, *longer = la <= lb ? b : a;
  gsize n = MIN (la, lb);

  return n > 0 && strncmp (shorter, longer, n) == 0 && (longer[n] == '\0' || longer[n] == ' ');
}

/**
 * ak_gpu_report_find_datasheet:
 * @report: a report
 * @accelerators: (element-type AkAccelerator): e.g. a roofline page's
 *
 * Finds the lesson's datasheet entry for the measured device: the first
 * accelerator whose name, compared case-insensitively without "(TM)",
 * "(R)" and "GeForce", equals the device's or extends it by whole words
 * (the device "NVIDIA H200" matches "NVIDIA H200 SXM", not "NVIDIA H20").
 *
 * Returns: (transfer none) (nullable): the entry, or %NULL
 */
const AkAccelerator *
ak_gpu_report_find_datasheet (const AkGpuReport *report,
                              GPtrArray         *accelerators)
{
  g_autofree char *name = NULL;

  g_return_val_if_fail (report != NULL, NULL);

  if (accelerators == NULL)
    return NULL;
  name = normalize_name (report->name);
  for (guint i = 0; i < accelerators->len; i++)
    {
      const AkAccelerator *accelerator = g_ptr_array_index (accelerators, i);
      g_autofree char *other = normalize_name (accelerator->name);

      if (names_match (name, other))
        return accelerator;
    }
  return NULL;
}

/**
 * ak_gpu_report_is_suspect:
 * @report: a report
 * @datasheet: (nullable): its datasheet entry (ak_gpu_report_find_datasheet())
 *
 * Whether a measured figure is above %AK_GPU_SUSPECT_RATIO times the
 * datasheet's: the bandwidth against the datasheet bandwidth, the FP32
 * rate against the datasheet's dense BF16 peak (the lesson has no FP32
 * peaks; FP32 on shader cores is not expected above the tensor-core BF16
 * peak, so exceeding it by half is taken as a measuring error).
 *
 * Returns: %TRUE when the measurement should not be shown as fact
 */
gboolean
ak_gpu_report_is_suspect (const AkGpuReport   *report,
                          const AkAccelerator *datasheet)
{
  g_return_val_if_fail (report != NULL, FALSE);

  if (datasheet == NULL)
    return FALSE;
  return (datasheet->bandwidth_tb_s > 0 &&
          report->bandwidth_bytes_per_s > AK_GPU_SUSPECT_RATIO * datasheet->bandwidth_tb_s * 1e12) ||
         (datasheet->peak_bf16_dense_tflops > 0 &&
          report->fp32_flop_s > AK_GPU_SUSPECT_RATIO * datasheet->peak_bf16_dense_tflops * 1e12);
}

/* "2.10 TB/s against 3.35 TB/s (62.7 %)" */
static char *
against (double      measured,
         double      datasheet,
         const char *unit)
{
  g_autofree char *a = ak_format_si (measured, unit);
  g_autofree char *b = ak_format_si (datasheet, unit);
  g_autofree char *percent = ak_format_percent (measured / datasheet);

  /* Translators: a measured figure against the datasheet's and the percentage,
   * e.g. "2.10 TB/s against 3.35 TB/s (62.7 %)" */
  return g_strdup_printf (_("%1$s against %2$s (%3$s)"), a, b, percent);
}

/**
 * ak_gpu_report_describe_datasheet:
 * @report: a report
 * @datasheet: (nullable): its datasheet entry (ak_gpu_report_find_datasheet())
 *
 * The measurement beside the datasheet, in a sentence: the triad bandwidth
 * against the datasheet bandwidth, and the FP32 rate against the
 * datasheet's FP32 vector peak when the lesson gives one, each with its
 * percentage; when ak_gpu_report_is_suspect() the sentence says that the
 * figures are suspect, above the datasheet, instead of presenting them as
 * fact.
 *
 * Returns: (transfer full) (nullable): the sentence, or %NULL without a
 *   datasheet entry or without a measured bandwidth
 */
char *
ak_gpu_report_describe_datasheet (const AkGpuReport   *report,
                                  const AkAccelerator *datasheet)
{
  g_autoptr(GString) text = g_string_new (NULL);
  g_autofree char *bandwidth = NULL;
  g_autofree char *name = NULL;

  g_return_val_if_fail (report != NULL, NULL);

  if (datasheet == NULL || !(report->bandwidth_bytes_per_s > 0) || !(datasheet->bandwidth_tb_s > 0))
    return NULL;

  name = g_strdup (datasheet->name);
  bandwidth = against (report->bandwidth_bytes_per_s, datasheet->bandwidth_tb_s * 1e12, "B/s");
  if (ak_gpu_report_is_suspect (report, datasheet))
    {
      /* Translators: %s is the accelerator whose datasheet the measurement is compared with */
      g_string_append_printf (text, _("Suspect: a figure is more than 1.5 times the datasheet of the %s, "
                                      "so probably a measuring error (cached or compressed data, a wrong "
                                      "clock), not a fact."), name);
      g_string_append_c (text, ' ');
    }
  /* Translators: %1$s is e.g. "2.10 TB/s against 3.35 TB/s (62.7 %)", %2$s the datasheet's accelerator */
  g_string_append_printf (text, _("Memory bandwidth: measured %1$s on the datasheet of the %2$s."),
                          bandwidth, name);

  if (report->fp32_flop_s > 0 && datasheet->peak_fp32_vector_tflops > 0)
    {
      g_autofree char *fp32 = against (report->fp32_flop_s, datasheet->peak_fp32_vector_tflops * 1e12, "FLOP/s");

      g_string_append_c (text, ' ');
      /* Translators: %s is e.g. "52.0 TFLOP/s against 67.0 TFLOP/s (77.6 %)" */
      g_string_append_printf (text, _("FP32: measured %s on the datasheet."), fp32);
    }

  return g_string_free (g_steal_pointer (&text), FALSE);
}

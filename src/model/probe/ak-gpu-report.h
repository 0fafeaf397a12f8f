/* ak-gpu-report.h: what the GPU probe measured, per device, and its JSON
 *
 * Plain data with no Vulkan and no GTK: the report is built by the Vulkan
 * probe (ak-gpu-probe.h), saved as JSON, and turned into an accelerator of
 * the roofline chart.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

#include "ak-lesson.h"

G_BEGIN_DECLS

/* The prefix of a measured GPU's accelerator id: "measured-gpu-0", ... */
#define AK_GPU_ACCELERATOR_ID_PREFIX "measured-gpu-"

/* A measured figure above this many times the datasheet's is suspect. */
#define AK_GPU_SUSPECT_RATIO 1.5

/* Caps on what a saved report may contain. */
#define AK_GPU_MAX_DEVICES 64
#define AK_GPU_MAX_TEXT_CHARS 1024

typedef struct _AkGpuReport AkGpuReport;

/**
 * AkGpuReport:
 * @name: the device name the driver reports, e.g. "llvmpipe (LLVM 15.0.6, 256 bits)"
 * @api: the API it was measured through, "vulkan"
 * @device_type: "discrete", "integrated", "virtual", "cpu" or "other"
 * @driver: (nullable): the driver's name and version, e.g. "llvmpipe (Mesa 22.3.6)"
 * @buffer_bytes: the size of each of the three buffers of the triad, 0 if
 *   not measured
 * @bandwidth_bytes_per_s: best triad bandwidth in bytes/s (3 × buffer
 *   bytes per pass: two read, one written, as STREAM counts), 0 if not
 *   measured
 * @fp32_flop_s: best FP32 FMA throughput in FLOP/s (an FMA counts 2), 0 if
 *   not measured
 * @fp16_supported: whether the device has the shaderFloat16 feature
 * @fp16_flop_s: best FP16 FMA throughput in FLOP/s, 0 if unsupported or not
 *   measured
 * @error: (nullable): why the device could not be measured (fully), or %NULL
 *
 * One Vulkan device as the probe found it. A figure that is 0 is unknown
 * and written to JSON as null, never as 0.
 */
struct _AkGpuReport
{
  char    *name;
  char    *api;
  char    *device_type;
  char    *driver;
  guint64  buffer_bytes;
  double   bandwidth_bytes_per_s;
  double   fp32_flop_s;
  gboolean fp16_supported;
  double   fp16_flop_s;
  char    *error;
};

typedef struct _AkGpuMeasurement AkGpuMeasurement;

/**
 * AkGpuMeasurement:
 * @devices: (element-type AkGpuReport): one report per Vulkan device, in
 *   the loader's order; may be empty
 * @note: (nullable): why the list is empty or incomplete ("built without
 *   Vulkan", "no Vulkan device", a loader error), or %NULL
 * @validation_messages: warnings and errors the Khronos validation layer
 *   reported (only counted when #AkGpuProbe:validate is set; not saved)
 *
 * Every device the probe found.
 */
struct _AkGpuMeasurement
{
  GPtrArray *devices;
  char      *note;
  guint      validation_messages;
};

#define AK_TYPE_GPU_REPORT (ak_gpu_report_get_type ())
#define AK_TYPE_GPU_MEASUREMENT (ak_gpu_measurement_get_type ())

GType             ak_gpu_report_get_type            (void) G_GNUC_CONST;
AkGpuReport      *ak_gpu_report_new                 (const char             *name,
                                                     const char             *device_type);
AkGpuReport      *ak_gpu_report_copy                (const AkGpuReport      *report);
void              ak_gpu_report_free                (AkGpuReport            *report);
double            ak_gpu_report_get_ridge_point     (const AkGpuReport      *report);
JsonNode         *ak_gpu_report_to_json_node        (const AkGpuReport      *report);
AkGpuReport      *ak_gpu_report_new_from_json_node  (JsonNode               *node,
                                                     GError                **error);
AkAccelerator    *ak_gpu_report_to_accelerator      (const AkGpuReport      *report,
                                                     guint                   index,
                                                     GDateTime              *date);
gboolean          ak_gpu_report_is_software         (const AkGpuReport      *report);
const AkAccelerator *ak_gpu_report_find_datasheet   (const AkGpuReport      *report,
                                                     GPtrArray              *accelerators);
char             *ak_gpu_report_describe_datasheet  (const AkGpuReport      *report,
                                                     const AkAccelerator    *datasheet);
gboolean          ak_gpu_report_is_suspect          (const AkGpuReport      *report,
                                                     const AkAccelerator    *datasheet);

GType             ak_gpu_measurement_get_type       (void) G_GNUC_CONST;
AkGpuMeasurement *ak_gpu_measurement_new            (const char             *note);
AkGpuMeasurement *ak_gpu_measurement_copy           (const AkGpuMeasurement *measurement);
void              ak_gpu_measurement_free           (AkGpuMeasurement       *measurement);
void              ak_gpu_measurement_add_to_object  (const AkGpuMeasurement *measurement,
                                                     JsonObject             *object);
char             *ak_gpu_measurement_to_json        (const AkGpuMeasurement *measurement);
AkGpuMeasurement *ak_gpu_measurement_new_from_json  (const char             *json,
                                                     GError                **error);
char             *ak_gpu_measurement_merge_json     (const AkGpuMeasurement *measurement,
                                                     const char             *json,
                                                     GError                **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (AkGpuReport, ak_gpu_report_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (AkGpuMeasurement, ak_gpu_measurement_free)

G_END_DECLS

/* ak-gpu-efficiency.h: a measured GPU against its datasheet, as the
 * estimate's factors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ak-efficiency.h"
#include "ak-gpu-report.h"

G_BEGIN_DECLS

gboolean ak_gpu_report_get_efficiency       (const AkGpuReport      *report,
                                             const AkAccelerator    *datasheet,
                                             AkEfficiency           *out,
                                             GError                **error);
gboolean ak_gpu_measurement_find_efficiency (const AkGpuMeasurement *measurement,
                                             const AkAccelerator    *accelerator,
                                             AkEfficiency           *out);

G_END_DECLS

/* ak-measurement.h: measuring this computer, CPU then GPUs, for any page
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "ak-accelerator-list.h"
#include "ak-machine-report.h"
#include "ak-progress.h"

G_BEGIN_DECLS

#define AK_TYPE_MEASUREMENT (ak_measurement_get_type ())

G_DECLARE_FINAL_TYPE (AkMeasurement, ak_measurement, AK, MEASUREMENT, GObject)

AkMeasurement         *ak_measurement_new              (AkProgress        *progress,
                                                        AkAcceleratorList *accelerators);
gboolean               ak_measurement_start            (AkMeasurement     *self);
void                   ak_measurement_cancel           (AkMeasurement     *self);
gboolean               ak_measurement_get_running      (AkMeasurement     *self);
const AkMachineReport *ak_measurement_get_machine_report (AkMeasurement   *self);

G_END_DECLS

/* ak-accelerator-list.h: every accelerator a drop-down offers
 *
 * The lesson's accelerators, then the machines measured on this computer;
 * a GListModel that follows the progress store. No GTK.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "ak-gpu-report.h"
#include "ak-lesson.h"
#include "ak-progress.h"

G_BEGIN_DECLS

#define AK_TYPE_ACCELERATOR_ITEM (ak_accelerator_item_get_type ())

G_DECLARE_FINAL_TYPE (AkAcceleratorItem, ak_accelerator_item, AK, ACCELERATOR_ITEM, GObject)

const AkAccelerator *ak_accelerator_item_get_accelerator (AkAcceleratorItem *self);
const char          *ak_accelerator_item_get_name        (AkAcceleratorItem *self);
const AkGpuReport   *ak_accelerator_item_get_gpu_report  (AkAcceleratorItem *self);

#define AK_TYPE_ACCELERATOR_LIST (ak_accelerator_list_get_type ())

G_DECLARE_FINAL_TYPE (AkAcceleratorList, ak_accelerator_list, AK, ACCELERATOR_LIST, GObject)

AkAcceleratorList   *ak_accelerator_list_new             (AkLesson          *lesson,
                                                          AkProgress        *progress);
const AkAccelerator *ak_accelerator_list_get_accelerator (AkAcceleratorList *self,
                                                          guint              position);
void                 ak_accelerator_list_set_machine_report
                                                         (AkAcceleratorList     *self,
                                                          const AkMachineReport *report,
                                                          GDateTime             *date);
void                 ak_accelerator_list_set_gpu_measurement
                                                         (AkAcceleratorList      *self,
                                                          const AkGpuMeasurement *measurement,
                                                          GDateTime              *date);
guint                ak_accelerator_list_find            (AkAcceleratorList *self,
                                                          const AkAccelerator *accelerator);

G_END_DECLS

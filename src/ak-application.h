/* ak-application.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ak-lesson.h"
#include "ak-progress.h"

G_BEGIN_DECLS

#define AK_RESOURCE_PREFIX "/io/github/accelerator_kitchen/AcceleratorKitchen"
#define AK_BUNDLED_LESSON_RESOURCE AK_RESOURCE_PREFIX "/lessons/ai-accelerators.json"

#define AK_TYPE_APPLICATION (ak_application_get_type ())

G_DECLARE_FINAL_TYPE (AkApplication, ak_application, AK, APPLICATION, GtkApplication)

AkApplication *ak_application_new            (void);
const char    *ak_application_get_locale_dir (void);
GSettings     *ak_application_new_settings   (void);
int            ak_application_validate_files (const char * const *paths);
AkLesson      *ak_application_load_lesson    (GFile              *file,
                                              GPtrArray         **out_problems);
AkProgress    *ak_application_get_progress   (AkApplication      *self);

G_END_DECLS

/* ak-application.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "ak-progress.h"

G_BEGIN_DECLS

#define AK_TYPE_APPLICATION (ak_application_get_type ())

G_DECLARE_FINAL_TYPE (AkApplication, ak_application, AK, APPLICATION, AdwApplication)

AkApplication *ak_application_new            (void);
GSettings     *ak_application_new_settings   (void);
AkProgress    *ak_application_get_progress   (AkApplication      *self);

G_END_DECLS

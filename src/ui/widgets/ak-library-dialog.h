/* ak-library-dialog.h: the lesson library, to choose a lesson from
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "ak-lesson-library.h"
#include "ak-progress.h"

G_BEGIN_DECLS

#define AK_TYPE_LIBRARY_DIALOG (ak_library_dialog_get_type ())

G_DECLARE_FINAL_TYPE (AkLibraryDialog, ak_library_dialog, AK, LIBRARY_DIALOG, AdwWindow)

AkLibraryDialog *ak_library_dialog_new         (GtkWindow       *parent,
                                                AkProgress      *progress,
                                                GSettings       *settings,
                                                GPtrArray       *dirs);
GPtrArray       *ak_library_dialog_get_entries (AkLibraryDialog *self);
GtkWidget       *ak_library_dialog_get_row     (AkLibraryDialog *self,
                                                guint            index);

G_END_DECLS

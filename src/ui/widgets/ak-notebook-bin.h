/* ak-notebook-bin.h: holds the window's notebook; as narrow as its page
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define AK_TYPE_NOTEBOOK_BIN (ak_notebook_bin_get_type ())

G_DECLARE_FINAL_TYPE (AkNotebookBin, ak_notebook_bin, AK, NOTEBOOK_BIN, GtkWidget)

GtkWidget   *ak_notebook_bin_new          (void);
void         ak_notebook_bin_set_notebook (AkNotebookBin *self,
                                           GtkNotebook   *notebook);

G_END_DECLS

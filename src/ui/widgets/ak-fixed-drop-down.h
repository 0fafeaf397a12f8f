/* ak-fixed-drop-down.h: drop-downs whose button keeps one width
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Characters the button shows of the selected item, whatever it is. */
#define AK_FIXED_DROP_DOWN_CHARS 16

void ak_fixed_drop_down_fill (GtkDropDown *drop_down,
                              GListModel  *model,
                              guint        selected);
GtkDropDown *ak_fixed_drop_down_new_words (const char * const *names);

G_END_DECLS

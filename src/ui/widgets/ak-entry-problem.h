/* ak-entry-problem.h: a typed field marked as refused, for eyes and ears
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void ak_entry_mark_refused (GtkWidget *entry,
                            GtkWidget *error_label,
                            gboolean   refused);

G_END_DECLS

/* ak-entry-problem.h: a typed field marked as refused, for eyes and ears
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ak-format.h"

G_BEGIN_DECLS

void ak_entry_mark_refused (GtkWidget *entry,
                            GtkWidget *error_label,
                            gboolean   refused);

gboolean ak_entry_is_blank     (GtkWidget            *entry);
void     ak_entry_mark_ok      (GtkWidget            *entry,
                                gboolean              ok);
gboolean ak_entry_read_number  (GtkWidget            *entry,
                                const AkNumberLimits *limits,
                                double               *out_value,
                                GString              *problems);

void     ak_results_show       (GtkLabel             *readout,
                                const char           *text,
                                GtkWidget            *chart,
                                gboolean              stale);

G_END_DECLS

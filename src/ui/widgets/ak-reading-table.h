/* ak-reading-table.h: a reading page's table that reflows when narrow
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define AK_TYPE_READING_TABLE (ak_reading_table_get_type ())

G_DECLARE_FINAL_TYPE (AkReadingTable, ak_reading_table, AK, READING_TABLE, GtkWidget)

GtkWidget *ak_reading_table_new      (guint           n_columns);
void       ak_reading_table_append   (AkReadingTable *self,
                                      GtkWidget      *cell);
gboolean   ak_reading_table_is_stacked (AkReadingTable *self);

G_END_DECLS

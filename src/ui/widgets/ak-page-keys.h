/* ak-page-keys.h: the keys that switch pages, whatever has the focus
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

GtkEventController *ak_page_keys_new (void);

G_END_DECLS

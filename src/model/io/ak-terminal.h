/* ak-terminal.h: text from files made safe to print on a terminal
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

char *ak_terminal_escape   (const char *text);
void  ak_terminal_printerr (const char *text);
void  ak_terminal_printerr_at (const char *where,
                               const char *message);

G_END_DECLS

/* ak-format.h: numbers with units, for people
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

char *ak_format_si       (double      value,
                          const char *unit);
char *ak_format_number   (double      value,
                          int         significant_digits);
char *ak_format_percent  (double      fraction);
char *ak_format_number_trimmed
                         (double      value,
                          int         significant_digits);

G_END_DECLS

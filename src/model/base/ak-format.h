/* ak-format.h: numbers with units, for people
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define AK_FORMAT_ERROR (ak_format_error_quark ())

/**
 * AkFormatError:
 * @AK_FORMAT_ERROR_INVALID: the text is not a number
 * @AK_FORMAT_ERROR_RANGE: the number is zero, negative or outside the
 *   range asked for
 */
typedef enum {
  AK_FORMAT_ERROR_INVALID,
  AK_FORMAT_ERROR_RANGE,
} AkFormatError;

GQuark ak_format_error_quark (void);

char *ak_format_si       (double      value,
                          const char *unit);
char *ak_format_number   (double      value,
                          int         significant_digits);
char *ak_format_percent  (double      fraction);
char *ak_format_day      (GDateTime  *date);
char *ak_format_scientific
                         (double      value,
                          int         significant_digits);
char *ak_format_number_trimmed
                         (double      value,
                          int         significant_digits);
char *ak_format_field_text
                         (double      value,
                          int         significant_digits);

gboolean ak_format_parse_number
                         (const char  *text,
                          const char  *decimal_point,
                          const char  *grouping,
                          double       min,
                          double       max,
                          double      *out_value,
                          GError     **error);
gboolean ak_format_parse_number_in_locale
                         (const char  *text,
                          double       min,
                          double       max,
                          double      *out_value,
                          GError     **error);

/**
 * AkNumberLimits:
 * @min: the smallest value accepted
 * @max: the largest value accepted (not accepted itself with @below_max)
 * @whole: only whole numbers
 * @zero_allowed: 0 is accepted too, below @min (a fraction field)
 * @below_max: the value must stay below @max (an acceptance rate below 1)
 *
 * What one typed field accepts; see ak_format_parse_field().
 */
typedef struct {
  double   min;
  double   max;
  gboolean whole;
  gboolean zero_allowed;
  gboolean below_max;
} AkNumberLimits;

gboolean ak_format_parse_field
                         (const char            *text,
                          const AkNumberLimits  *limits,
                          double                *out_value,
                          GError               **error);
gboolean ak_format_parse_option
                         (const char            *text,
                          const AkNumberLimits  *limits,
                          double                *out_value,
                          GError               **error);

G_END_DECLS

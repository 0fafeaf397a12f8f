/* ak-format.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>
#include <math.h>
#include <string.h>

#include "ak-format.h"

/**
 * ak_format_number:
 * @value: a finite number
 * @significant_digits: digits to keep, 1 to 15
 *
 * Formats @value in the current locale (decimal separator and digit
 * grouping), rounded to @significant_digits but never in exponent form;
 * trailing zeros after the decimal separator are kept only as far as the
 * digits are significant.
 *
 * Returns: (transfer full): the text, or "—" for a value that is not finite
 */
char *
ak_format_number (double value,
                  int    significant_digits)
{
  int magnitude, decimals;

  if (!isfinite (value))
    return g_strdup ("—");

  significant_digits = CLAMP (significant_digits, 1, 15);
  if (value == 0)
    return g_strdup ("0");

  magnitude = (int) floor (log10 (fabs (value))) + 1;
  decimals = CLAMP (significant_digits - magnitude, 0, 15);

  /* Rounding may carry into the next power of ten (0.9996 → 1.00). */
  if (fabs (value) * pow (10, decimals) + 0.5 >= pow (10, significant_digits) && decimals > 0)
    decimals--;

  return g_strdup_printf ("%'.*f", decimals, value);
}

/**
 * ak_format_si:
 * @value: a finite number in base units
 * @unit: the unit after the prefix, e.g. "FLOP/s" or "B/s"
 *
 * Formats @value with an SI prefix (k, M, G, T, P, E) and three significant
 * digits in the current locale, e.g. 1.4e12 and "B/s" give "1.40 TB/s".
 *
 * Returns: (transfer full): the text
 */
char *
ak_format_si (double      value,
              const char *unit)
{
  static const char *prefixes[] = { "", "k", "M", "G", "T", "P", "E" };
  g_autofree char *number = NULL;
  guint i = 0;

  if (!isfinite (value))
    return g_strdup ("—");

  while (fabs (value) >= 999.5 && i + 1 < G_N_ELEMENTS (prefixes))
    {
      value /= 1000.0;
      i++;
    }

  number = ak_format_number (value, 3);
  return g_strdup_printf ("%s %s%s", number, prefixes[i], unit);
}

/**
 * ak_format_percent:
 * @fraction: a fraction, 1.0 being 100 %
 *
 * Returns: (transfer full): the percentage with three significant digits
 */
char *
ak_format_percent (double fraction)
{
  g_autofree char *number = ak_format_number (fraction * 100.0, 3);

  return g_strdup_printf ("%s%%", number);
}

/**
 * ak_format_number_trimmed:
 * @value: a finite number
 * @significant_digits: digits to keep, 1 to 15
 *
 * Like ak_format_number(), without trailing zeros after the decimal
 * separator (nor the separator itself when nothing follows it): for values
 * a person typed or chose, "0.25" rather than "0.250", "4" rather than
 * "4.00".
 *
 * Returns: (transfer full): the text
 */
char *
ak_format_number_trimmed (double value,
                          int    significant_digits)
{
  const char *point = localeconv ()->decimal_point;
  char *text = ak_format_number (value, significant_digits);
  gsize len, point_len;

  if (point == NULL || point[0] == '\0' || strstr (text, point) == NULL)
    return text;

  len = strlen (text);
  point_len = strlen (point);
  while (len > 0 && text[len - 1] == '0')
    text[--len] = '\0';
  if (len >= point_len && strcmp (text + len - point_len, point) == 0)
    text[len - point_len] = '\0';

  return text;
}

/* ak-format.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <locale.h>
#include <math.h>
#include <string.h>

#include "ak-format.h"

/* Beyond this many digits a double's "%f" shows binary noise. */
#define EXACT_DIGITS 15
/* Typed text longer than this is not read as a number. */
#define MAX_TYPED_LENGTH 256

/**
 * ak_format_error_quark:
 *
 * Returns: the error domain of #AkFormatError
 */
G_DEFINE_QUARK (ak-format-error-quark, ak_format_error)

/* @digits (ASCII, no sign) with the locale's thousands separator every
 * three digits from the right, as "%'" groups in the locales we ship. */
static void
append_grouped (GString    *out,
                const char *digits)
{
  const char *sep = localeconv ()->thousands_sep;
  gsize len = strlen (digits);

  for (gsize i = 0; i < len; i++)
    {
      if (i > 0 && (len - i) % 3 == 0 && sep != NULL)
        g_string_append (out, sep);
      g_string_append_c (out, digits[i]);
    }
}

/* A number of more than EXACT_DIGITS integer digits: its significant
 * digits, rounded, then zeros (1e23 is "100000000000000000000000", not
 * the double's "99999999999999991611392"). */
static char *
format_large (double value,
              int    significant_digits)
{
  char format[16], buf[64];
  g_autoptr(GString) digits = g_string_new (NULL);
  GString *out = g_string_new (value < 0 ? "-" : "");
  const char *p;
  gint64 exponent;

  g_snprintf (format, sizeof format, "%%.%de", significant_digits - 1);
  g_ascii_formatd (buf, sizeof buf, format, fabs (value));
  for (p = buf; *p != '\0' && *p != 'e'; p++)
    if (g_ascii_isdigit (*p))
      g_string_append_c (digits, *p);
  exponent = *p == 'e' ? g_ascii_strtoll (p + 1, NULL, 10) : 0;
  while ((gint64) digits->len < exponent + 1)
    g_string_append_c (digits, '0');

  append_grouped (out, digits->str);
  return g_string_free (out, FALSE);
}

/**
 * ak_format_number:
 * @value: a finite number
 * @significant_digits: digits to keep, 1 to 15
 *
 * Formats @value in the current locale (decimal separator and digit
 * grouping), rounded to @significant_digits but never in exponent form;
 * trailing zeros after the decimal separator are kept only as far as the
 * digits are significant. A value of more than 15 integer digits is
 * rounded to @significant_digits and padded with zeros, never printed with
 * the binary noise of its last digits.
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
  if (magnitude > EXACT_DIGITS)
    return format_large (value, significant_digits);
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
 * ak_format_scientific:
 * @value: a finite number
 * @significant_digits: digits to keep, 1 to 15
 *
 * A number too large (10^6 and above) or too small (below 10^-3) to read
 * in full, as a mantissa in the current locale times a power of ten with
 * a superscript exponent: 8.92e23 and 3 digits give "8.92 × 10²³"
 * ("8,92 × 10²³" under de_DE). Others as ak_format_number().
 *
 * Returns: (transfer full): the text, or "—" for a value that is not finite
 */
char *
ak_format_scientific (double value,
                      int    significant_digits)
{
  static const char * const superscripts[] = { "⁰", "¹", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹" };
  char format[16], buf[64], digits[16];
  g_autofree char *mantissa = NULL;
  GString *out;
  char *e;
  gint64 exponent;

  if (!isfinite (value) || value == 0 || (fabs (value) >= 1e-3 && fabs (value) < 1e6))
    return ak_format_number (value, significant_digits);

  significant_digits = CLAMP (significant_digits, 1, 15);
  /* "%e" rounds first, so 9.996e23 is 1.00 × 10²⁴, not 10.0 × 10²³ */
  g_snprintf (format, sizeof format, "%%.%de", significant_digits - 1);
  g_ascii_formatd (buf, sizeof buf, format, value);
  e = strchr (buf, 'e');
  exponent = g_ascii_strtoll (e + 1, NULL, 10);
  buf[e - buf] = '\0';
  mantissa = ak_format_number (g_ascii_strtod (buf, NULL), significant_digits);
  out = g_string_new (mantissa);
  g_string_append (out, " × 10");
  if (exponent < 0)
    g_string_append (out, "⁻");
  g_snprintf (digits, sizeof digits, "%" G_GINT64_FORMAT, exponent < 0 ? -exponent : exponent);
  for (const char *d = digits; *d != '\0'; d++)
    g_string_append (out, superscripts[*d - '0']);
  return g_string_free (out, FALSE);
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

/**
 * ak_format_field_text:
 * @value: a finite number
 * @significant_digits: digits to keep, 1 to 15; the whole part of a
 *   number below 10^9 is kept whatever this says
 *
 * The text a number field is filled with, which ak_format_parse_field()
 * reads back. It is written in the process's locale, the one the field is
 * read in, even while a page is built with its lesson's number format
 * (ak_lesson_numbers_begin() changes only the thread's locale): "0,4"
 * under de_DE, "0.4" under C. From 10^9 on it is a mantissa and an
 * exponent ("2e12"), which every locale reads.
 *
 * Returns: (transfer full): the text
 */
/* In the thread's locale: up to nine digits as they are, beyond that a
 * mantissa and an exponent ("2e12", "1e30"). */
static char *
number_or_exponent (double value,
                    int    significant_digits)
{
  int whole_digits = value != 0 && isfinite (value) ? (int) floor (log10 (fabs (value))) + 1 : 1;

  if (whole_digits > 9)
    {
      g_autofree char *mantissa = ak_format_number_trimmed (value / pow (10, whole_digits - 1),
                                                            significant_digits);

      return g_strdup_printf ("%se%d", mantissa, whole_digits - 1);
    }
  return ak_format_number_trimmed (value, MAX (significant_digits, whole_digits));
}

char *
ak_format_field_text (double value,
                      int    significant_digits)
{
  locale_t previous = uselocale (LC_GLOBAL_LOCALE);
  char *text = number_or_exponent (value, significant_digits);

  uselocale (previous);
  return text;
}

/* ---- typed numbers ---------------------------------------------------------- */

static gboolean
group_follows (const char *p)
{
  return g_ascii_isdigit (p[0]) && g_ascii_isdigit (p[1]) && g_ascii_isdigit (p[2]) &&
         !g_ascii_isdigit (p[3]);
}

/* The digits before the exponent, with '.' as the decimal point and no
 * grouping; @p moves to the first character after them. */
static gboolean
mantissa_to_ascii (const char **p,
                   const char  *decimal_point,
                   const char  *grouping,
                   GString     *ascii)
{
  gsize point_len = strlen (decimal_point);
  gsize group_len = grouping != NULL && strcmp (grouping, decimal_point) != 0 ? strlen (grouping) : 0;
  /* '.' is a decimal point too, unless the locale groups digits with it */
  gboolean dot_is_point = group_len == 0 || strcmp (grouping, ".") != 0;
  gboolean seen_point = FALSE, seen_digit = FALSE;
  const char *q = *p;

  while (*q != '\0' && *q != 'e' && *q != 'E')
    {
      if (g_ascii_isdigit (*q))
        {
          g_string_append_c (ascii, *q++);
          seen_digit = TRUE;
        }
      else if (!seen_point && point_len > 0 && strncmp (q, decimal_point, point_len) == 0)
        {
          g_string_append_c (ascii, '.');
          q += point_len;
          seen_point = TRUE;
        }
      else if (!seen_point && *q == '.' && dot_is_point)
        {
          g_string_append_c (ascii, *q++);
          seen_point = TRUE;
        }
      else if (!seen_point && seen_digit && group_len > 0 &&
               strncmp (q, grouping, group_len) == 0 && group_follows (q + group_len))
        q += group_len;
      else
        return FALSE;
    }

  *p = q;
  return seen_digit;
}

/* Rewrites @text as a C number: sign, mantissa, then an optional exponent
 * ("e" or "E", an optional sign, digits). */
static gboolean
to_ascii_number (const char *text,
                 const char *decimal_point,
                 const char *grouping,
                 GString    *ascii)
{
  const char *p = text;

  if (*p == '-' || *p == '+')
    g_string_append_c (ascii, *p++);
  if (!mantissa_to_ascii (&p, decimal_point, grouping, ascii))
    return FALSE;
  if (*p == '\0')
    return TRUE;

  g_string_append_c (ascii, 'e');
  p++;
  if (*p == '-' || *p == '+')
    g_string_append_c (ascii, *p++);
  if (!g_ascii_isdigit (*p))
    return FALSE;
  while (g_ascii_isdigit (*p))
    g_string_append_c (ascii, *p++);
  return *p == '\0';
}

/* A limit as a refusal names it: exact, in powers of ten from 10⁹ up
 * ("1 × 10¹⁵", not "1,000,000,000,000,000") and below 10⁻³. */
static char *
limit_text (double limit)
{
  int digits = 1;
  char buf[G_ASCII_DTOSTR_BUF_SIZE], format[16];

  if (limit == 0 || (fabs (limit) >= 1e-3 && fabs (limit) < 1e9))
    return ak_format_number_trimmed (limit, 6);
  for (; digits < 15; digits++)
    {
      g_snprintf (format, sizeof format, "%%.%de", digits - 1);
      if (g_ascii_strtod (g_ascii_formatd (buf, sizeof buf, format, limit), NULL) == limit)
        break;
    }
  return ak_format_scientific (limit, digits);
}

static gboolean
check_range (const char  *typed,
             const char  *ascii,
             double       value,
             double       min,
             double       max,
             GError     **error)
{
  const char *exponent = strpbrk (ascii, "eE");
  gsize mantissa_len = exponent != NULL ? (gsize) (exponent - ascii) : strlen (ascii);
  gboolean nonzero = strcspn (ascii, "123456789") < mantissa_len;
  g_autofree char *limit = NULL;

  if (ascii[0] == '-' || !nonzero)
    {
      g_set_error (error, AK_FORMAT_ERROR, AK_FORMAT_ERROR_RANGE,
                   _("“%s” is not a number greater than zero"), typed);
      return FALSE;
    }
  if (value < min)
    {
      limit = limit_text (min);
      g_set_error (error, AK_FORMAT_ERROR, AK_FORMAT_ERROR_RANGE,
                   _("“%s” is too small (at least %s)"), typed, limit);
      return FALSE;
    }
  if (!isfinite (value) || value > max)
    {
      limit = limit_text (max);
      g_set_error (error, AK_FORMAT_ERROR, AK_FORMAT_ERROR_RANGE,
                   _("“%s” is too large (at most %s)"), typed, limit);
      return FALSE;
    }
  return TRUE;
}

/**
 * ak_format_parse_number:
 * @text: what the user typed
 * @decimal_point: the locale's decimal point, e.g. "," under de_DE
 * @grouping: (nullable): the locale's digit grouping separator, e.g. "."
 *   under de_DE; a separator must be followed by exactly three digits
 * @min: the smallest value accepted, greater than 0
 * @max: the largest value accepted, finite
 * @out_value: (out): the number
 * @error: %AK_FORMAT_ERROR_INVALID when @text is not a decimal number
 *   (digits with an optional decimal point and grouping, an optional sign
 *   and an optional exponent such as "e5" or "E-3"; not "nan", "inf" or
 *   hex; at most 256 bytes), %AK_FORMAT_ERROR_RANGE when it is zero,
 *   negative, or outside @min … @max (also when it overflows or
 *   underflows a double)
 *
 * Reads a positive number written with the given separators; leading and
 * trailing spaces are ignored. A '.' is also taken as the decimal point
 * unless it is the grouping separator. The messages quote @text and name
 * the limit in the current locale.
 *
 * Returns: %TRUE on success; on error @out_value is left untouched
 */
gboolean
ak_format_parse_number (const char  *text,
                        const char  *decimal_point,
                        const char  *grouping,
                        double       min,
                        double       max,
                        double      *out_value,
                        GError     **error)
{
  g_autofree char *trimmed = NULL;
  g_autoptr(GString) ascii = g_string_new (NULL);
  double value;

  g_return_val_if_fail (text != NULL && decimal_point != NULL, FALSE);
  g_return_val_if_fail (min > 0 && min <= max && isfinite (max), FALSE);
  g_return_val_if_fail (out_value != NULL, FALSE);

  if (strlen (text) > MAX_TYPED_LENGTH)
    {
      g_set_error_literal (error, AK_FORMAT_ERROR, AK_FORMAT_ERROR_INVALID,
                           _("The text is too long to be a number"));
      return FALSE;
    }

  trimmed = g_strstrip (g_strdup (text));
  if (trimmed[0] == '\0')
    {
      /* Check pressed on an empty field: nothing to quote. */
      g_set_error_literal (error, AK_FORMAT_ERROR, AK_FORMAT_ERROR_INVALID, _("Type a number."));
      return FALSE;
    }
  if (!to_ascii_number (trimmed, decimal_point, grouping, ascii))
    {
      g_set_error (error, AK_FORMAT_ERROR, AK_FORMAT_ERROR_INVALID,
                   _("“%s” is not a number"), trimmed);
      return FALSE;
    }

  value = g_ascii_strtod (ascii->str, NULL);
  if (!check_range (trimmed, ascii->str, value, min, max, error))
    return FALSE;

  *out_value = value;
  return TRUE;
}

/**
 * ak_format_parse_number_in_locale:
 * @text: what the user typed
 * @min: the smallest value accepted, greater than 0
 * @max: the largest value accepted, finite
 * @out_value: (out): the number
 * @error: see ak_format_parse_number()
 *
 * ak_format_parse_number() with the separators of the current LC_NUMERIC
 * locale.
 *
 * Returns: %TRUE on success
 */
gboolean
ak_format_parse_number_in_locale (const char  *text,
                                  double       min,
                                  double       max,
                                  double      *out_value,
                                  GError     **error)
{
  const struct lconv *conv = localeconv ();

  return ak_format_parse_number (text, conv->decimal_point, conv->thousands_sep, min, max, out_value, error);
}

/* "0", "0.0", "0,00": a zero, which ak_format_parse_number_in_locale()
 * refuses on principle but a fraction field may hold. */
static gboolean
is_zero_text (const char *text)
{
  gboolean digit = FALSE;

  for (; *text != '\0'; text++)
    {
      if (*text == '0')
        digit = TRUE;
      else if (*text != '.' && *text != ',' && !g_ascii_isspace (*text))
        return FALSE;
    }
  return digit;
}

static gboolean
parse_field (const char            *text,
             const AkNumberLimits  *limits,
             double                *out_value,
             GError               **error)
{
  double value;

  if (limits->zero_allowed && is_zero_text (text))
    {
      *out_value = 0;
      return TRUE;
    }
  if (!ak_format_parse_number_in_locale (text, limits->min, limits->max, &value, error))
    return FALSE;
  if (limits->whole && value != floor (value))
    {
      g_set_error (error, AK_FORMAT_ERROR, AK_FORMAT_ERROR_INVALID,
                   _("“%s” is not a whole number"), text);
      return FALSE;
    }
  if (limits->below_max && value >= limits->max)
    {
      g_autofree char *max = limit_text (limits->max);

      /* Translators: %s what was typed, then the limit, e.g. "1" */
      g_set_error (error, AK_FORMAT_ERROR, AK_FORMAT_ERROR_RANGE,
                   _("“%s” is too large: the value must stay below %s"), text, max);
      return FALSE;
    }
  *out_value = value;
  return TRUE;
}

/* parse_field() with the numbers of @numbers, the thread's locale after. */
static gboolean
parse_field_in (locale_t               numbers,
                const char            *text,
                const AkNumberLimits  *limits,
                double                *out_value,
                GError               **error)
{
  locale_t previous = uselocale (numbers);
  gboolean ok = parse_field (text, limits, out_value, error);

  uselocale (previous);
  return ok;
}

/**
 * ak_format_parse_option:
 * @text: a command-line option's value
 * @limits: what the option accepts
 * @out_value: (out): the value, untouched on error
 * @error: as for ak_format_parse_field()
 *
 * ak_format_parse_field() for the command line, where numbers are written
 * as scripts and the README write them, whatever the user's locale: "0.4",
 * "2e12", '.' the decimal point and no grouping. Messages stay in the
 * user's language; the limits they name are written the same C way.
 *
 * Returns: %TRUE if @text is a value the option takes
 */
gboolean
ak_format_parse_option (const char            *text,
                        const AkNumberLimits  *limits,
                        double                *out_value,
                        GError               **error)
{
  locale_t c_numbers;
  gboolean ok;

  g_return_val_if_fail (text != NULL && limits != NULL && out_value != NULL, FALSE);

  c_numbers = newlocale (LC_NUMERIC_MASK, "C", duplocale (LC_GLOBAL_LOCALE));
  g_return_val_if_fail (c_numbers != (locale_t) 0, FALSE);
  ok = parse_field_in (c_numbers, text, limits, out_value, error);
  freelocale (c_numbers);
  return ok;
}

/**
 * ak_format_parse_field:
 * @text: what the user typed in a field
 * @limits: what the field accepts
 * @out_value: (out): the value, untouched on error
 * @error: an %AK_FORMAT_ERROR: %AK_FORMAT_ERROR_INVALID for text that is
 *   not a number or not a whole one where @limits asks for one,
 *   %AK_FORMAT_ERROR_RANGE for a number outside @limits; the message
 *   quotes @text and says what the field takes
 *
 * The one reader of every number field the pages have: the number in the
 * user's locale or in C form, exponents too
 * (ak_format_parse_number_in_locale()), then the field's own limits. The
 * user's locale is the process's, also while a page is built with its
 * lesson's number format, so that a field reads what
 * ak_format_field_text() wrote into it.
 *
 * Returns: %TRUE if @text is a value the field takes
 */
gboolean
ak_format_parse_field (const char            *text,
                       const AkNumberLimits  *limits,
                       double                *out_value,
                       GError               **error)
{
  g_return_val_if_fail (text != NULL && limits != NULL && out_value != NULL, FALSE);

  return parse_field_in (LC_GLOBAL_LOCALE, text, limits, out_value, error);
}

/**
 * ak_format_day:
 * @date: a moment
 *
 * The day of @date in local time, with the month's name from the locale,
 * so no reader takes the month for the day: "2 Dec 2026", "2. Dez 2026"
 * (the order a translation of the format gives), where "%x" gave the
 * ambiguous "12/02/26".
 *
 * Returns: (transfer full): the day
 */
char *
ak_format_day (GDateTime *date)
{
  g_autoptr(GDateTime) local = NULL;

  g_return_val_if_fail (date != NULL, NULL);

  local = g_date_time_to_local (date);
  /* Translators: a day for g_date_time_format(), with the month's
   * abbreviated name (%b) so that day and month cannot be mixed up, e.g.
   * "2 Dec 2026"; "%-d" is the day without a leading zero. Put the parts
   * in your language's order, e.g. "%-d. %b %Y" or "%-d %b %Y". */
  return g_date_time_format (local, C_("a day", "%-d %b %Y"));
}

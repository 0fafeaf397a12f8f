/* test-format.c: numbers for people, shown and typed (suite "model")
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>
#include <math.h>
#include <string.h>

#include "ak-format.h"
#include "ak-terminal.h"

#include "ak-test-locale.h"

/* ---- typed numbers --------------------------------------------------------- */

static void
assert_parses (const char *text,
               const char *point,
               const char *grouping,
               double      expected)
{
  g_autoptr(GError) error = NULL;
  double value = -1;

  if (!ak_format_parse_number (text, point, grouping, 1e-3, 1e6, &value, &error))
    g_error ("“%s” (point “%s”, grouping “%s”): %s", text, point, grouping, error->message);
  g_assert_cmpfloat_with_epsilon (value, expected, 1e-12 * expected);
}

static void
assert_rejects (const char    *text,
                const char    *point,
                const char    *grouping,
                AkFormatError  code)
{
  g_autoptr(GError) error = NULL;
  double value = 42;

  if (ak_format_parse_number (text, point, grouping, 1e-3, 1e6, &value, &error))
    g_error ("“%s” (point “%s”, grouping “%s”) parsed as %g", text, point, grouping, value);
  g_assert_error (error, AK_FORMAT_ERROR, (int) code);
  g_assert_cmpfloat (value, ==, 42);
}

static void
test_parse_separators (void)
{
  /* German: comma decimal, dot grouping */
  assert_parses ("7,5", ",", ".", 7.5);
  assert_parses (" 1.234,5 ", ",", ".", 1234.5);
  assert_parses ("100", ",", ".", 100);
  assert_rejects ("1.5", ",", ".", AK_FORMAT_ERROR_INVALID);  /* a group needs three digits */
  assert_rejects ("7,5,1", ",", ".", AK_FORMAT_ERROR_INVALID);
  /* English: dot decimal, comma grouping */
  assert_parses ("7.5", ".", ",", 7.5);
  assert_parses ("1,000", ".", ",", 1000);
  assert_rejects ("7,5", ".", ",", AK_FORMAT_ERROR_INVALID);
  /* French: comma decimal, narrow no-break space grouping; '.' still works */
  assert_parses ("1\u202f000,25", ",", "\u202f", 1000.25);
  assert_parses ("0.5", ",", "\u202f", 0.5);
  /* C: no grouping */
  assert_parses ("0.001", ".", "", 0.001);
  assert_rejects ("1,000", ".", "", AK_FORMAT_ERROR_INVALID);
}

/* Exponent form is a number too: "1e5" is what a scientist types. */
static void
test_parse_exponent (void)
{
  assert_parses ("1e5", ".", ",", 1e5);
  assert_parses ("1E5", ".", ",", 1e5);
  assert_parses ("2.5e-2", ".", ",", 0.025);
  assert_parses ("2,5e+3", ",", ".", 2500);
  assert_parses ("+3e2", ".", NULL, 300);
  assert_rejects ("1e", ".", NULL, AK_FORMAT_ERROR_INVALID);
  assert_rejects ("1e+", ".", NULL, AK_FORMAT_ERROR_INVALID);
  assert_rejects ("e5", ".", NULL, AK_FORMAT_ERROR_INVALID);
  assert_rejects ("1e5.5", ".", NULL, AK_FORMAT_ERROR_INVALID);
  assert_rejects ("1e1,000", ".", ",", AK_FORMAT_ERROR_INVALID);
  assert_rejects ("1e7", ".", NULL, AK_FORMAT_ERROR_RANGE);
  assert_rejects ("1e-5", ".", NULL, AK_FORMAT_ERROR_RANGE);
  assert_rejects ("1e400", ".", NULL, AK_FORMAT_ERROR_RANGE);
  assert_rejects ("1e-400", ".", NULL, AK_FORMAT_ERROR_RANGE);
  assert_rejects ("1e99999999999999999999", ".", NULL, AK_FORMAT_ERROR_RANGE);
}

static void
test_parse_rejects (void)
{
  static const char *invalid[] = { "", " ", "nan", "NaN", "inf", "-inf", "infinity", "0x10",
                                   "abc", "7 B", "--1", "1..5", "-", "." };
  static const char *out_of_range[] = { "0", "0.0", "-3", "-0", "0.0001", "2000000",
                                        "100000000000000000000000000000000" };

  for (guint i = 0; i < 2; i++)
    {
      const char *point = i == 0 ? "." : ",";

      for (guint b = 0; b < G_N_ELEMENTS (invalid); b++)
        assert_rejects (invalid[b], point, NULL, AK_FORMAT_ERROR_INVALID);
      for (guint b = 0; b < G_N_ELEMENTS (out_of_range); b++)
        assert_rejects (out_of_range[b], point, NULL, AK_FORMAT_ERROR_RANGE);
    }
  assert_rejects ("0,0", ",", ".", AK_FORMAT_ERROR_RANGE);

  /* A huge paste is refused without being read as a number. */
  {
    g_autofree char *long_text = g_strnfill (100000, '1');
    assert_rejects (long_text, ".", NULL, AK_FORMAT_ERROR_INVALID);
  }
}

/* The messages say what is wrong, with the limit in the user's locale. */
static void
test_parse_messages (void)
{
  g_autoptr(GError) invalid = NULL, small = NULL, large = NULL, zero = NULL;
  double value;

  g_assert_false (ak_format_parse_number (" 7 B ", ".", NULL, 1e-3, 1e6, &value, &invalid));
  g_assert_cmpstr (invalid->message, ==, "“7 B” is not a number");
  g_assert_false (ak_format_parse_number ("-3", ".", NULL, 1e-3, 1e6, &value, &zero));
  g_assert_cmpstr (zero->message, ==, "“-3” is not a number greater than zero");
  g_assert_false (ak_format_parse_number ("0.00001", ".", NULL, 1e-3, 1e6, &value, &small));
  g_assert_cmpstr (small->message, ==, "“0.00001” is too small (at least 0.001)");
  g_assert_false (ak_format_parse_number ("2e6", ".", NULL, 1e-3, 1e6, &value, &large));
  g_assert_cmpstr (large->message, ==, "“2e6” is too large (at most 1000000)");
  g_clear_error (&large);
  g_clear_error (&small);
  /* far limits in powers of ten, exact: not "at most 1000000000000000" */
  g_assert_false (ak_format_parse_number ("1e30", ".", NULL, 1, 1e15, &value, &large));
  g_assert_cmpstr (large->message, ==, "“1e30” is too large (at most 1 × 10¹⁵)");
  g_clear_error (&large);
  g_assert_false (ak_format_parse_number ("3e16", ".", NULL, 1, 2.5e16, &value, &large));
  g_assert_cmpstr (large->message, ==, "“3e16” is too large (at most 2.5 × 10¹⁶)");
  g_assert_false (ak_format_parse_number ("1e-12", ".", NULL, 1e-9, 1, &value, &small));
  g_assert_cmpstr (small->message, ==, "“1e-12” is too small (at least 1 × 10⁻⁹)");
}

/* Under de_DE.UTF-8 typed numbers use the locale's comma. */
static void
test_parse_in_german_locale (void)
{
  g_autofree char *old = g_strdup (setlocale (LC_NUMERIC, NULL));
  double value = 0;

  if (setlocale (LC_NUMERIC, "de_DE.UTF-8") == NULL)
    {
      g_test_skip ("the de_DE.UTF-8 locale is not installed");
      return;
    }

  g_assert_true (ak_format_parse_number_in_locale ("7,5", 1e-3, 1e6, &value, NULL));
  g_assert_cmpfloat (value, ==, 7.5);
  g_assert_true (ak_format_parse_number_in_locale ("1.234,5", 1e-3, 1e6, &value, NULL));
  g_assert_cmpfloat (value, ==, 1234.5);
  g_assert_true (ak_format_parse_number_in_locale ("1,5e3", 1e-3, 1e6, &value, NULL));
  g_assert_cmpfloat (value, ==, 1500);
  g_assert_false (ak_format_parse_number_in_locale ("nan", 1e-3, 1e6, &value, NULL));

  setlocale (LC_NUMERIC, old);
}

/* ---- shown numbers --------------------------------------------------------- */

/* Beyond the digits a double holds, "%f" would print binary noise
 * (1e23 as 99999999999999991611392): large numbers are rounded to their
 * significant digits and padded with zeros instead. */
static void
test_format_no_float_noise (void)
{
  g_autofree char *huge = ak_format_number (1e23, 6);
  g_autofree char *big = ak_format_number (1.2345678e20, 3);
  g_autofree char *max = ak_format_number (9.9999e22, 3);
  g_autofree char *negative = ak_format_number (-1e23, 2);
  g_autofree char *tiny = ak_format_number_trimmed (1e-3 / 3, 6);
  g_autofree char *third = ak_format_number_trimmed (1000.0 / 3, 6);
  g_autofree char *step = ak_format_number_trimmed (1000.0 / 1e5, 6);

  g_assert_cmpstr (huge, ==, "100000000000000000000000");
  g_assert_cmpstr (big, ==, "123000000000000000000");
  g_assert_cmpstr (max, ==, "100000000000000000000000");
  g_assert_cmpstr (negative, ==, "-100000000000000000000000");
  g_assert_cmpstr (tiny, ==, "0.000333333");
  g_assert_cmpstr (third, ==, "333.333");
  g_assert_cmpstr (step, ==, "0.01");
}

static void
test_format_grouping_german (void)
{
  g_autofree char *old = g_strdup (setlocale (LC_NUMERIC, NULL));
  g_autofree char *huge = NULL, *plain = NULL;

  if (setlocale (LC_NUMERIC, "de_DE.UTF-8") == NULL)
    {
      g_test_skip ("the de_DE.UTF-8 locale is not installed");
      return;
    }

  huge = ak_format_number (1.25e22, 3);
  plain = ak_format_number (1234567.5, 8);
  g_assert_cmpstr (huge, ==, "12.500.000.000.000.000.000.000");
  g_assert_cmpstr (plain, ==, "1.234.567,5");

  setlocale (LC_NUMERIC, old);
}

/* What a lesson or a file name holds reaches a terminal without control
 * characters (issue 23 item 5): C0, DEL, C1, bidirectional controls and
 * bytes that are not UTF-8 are written out; other text is kept. */
static void
test_terminal_escape (void)
{
  static const struct { const char *in, *out; } cases[] = {
    { "plain, café, 東京", "plain, café, 東京" },
    { "\033[2J\033]0;title\007", "\\u{1b}[2J\\u{1b}]0;title\\u{7}" },
    { "tab\tline\nend\r", "tab\\u{9}line\\u{a}end\\u{d}" },
    { "del\177 csi\302\233", "del\\u{7f} csi\\u{9b}" },
    { "exe.\342\200\256txt", "exe.\\u{202e}txt" },
    { "bad\377byte", "bad\\x{ff}byte" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *out = ak_terminal_escape (cases[i].in);

      g_assert_cmpstr (out, ==, cases[i].out);
    }
}

/* One reader for every number field: its limits, zero for a fraction,
 * whole numbers, and a value that must stay below its maximum. */
static void
test_parse_field (void)
{
  static const AkNumberLimits batch = { 1, 4096, TRUE, FALSE, FALSE };
  static const AkNumberLimits acceptance = { 1e-9, 1, FALSE, TRUE, TRUE };
  g_autoptr(GError) error = NULL;
  double value = -1;

  g_assert_true (ak_format_parse_field ("64", &batch, &value, &error));
  g_assert_cmpfloat (value, ==, 64);
  g_assert_true (ak_format_parse_field ("1e3", &batch, &value, &error));
  g_assert_cmpfloat (value, ==, 1000);

  g_assert_false (ak_format_parse_field ("2.5", &batch, &value, &error));
  g_assert_error (error, AK_FORMAT_ERROR, AK_FORMAT_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (ak_format_parse_field ("0", &batch, &value, &error));
  g_assert_error (error, AK_FORMAT_ERROR, AK_FORMAT_ERROR_RANGE);
  g_clear_error (&error);
  g_assert_false (ak_format_parse_field ("nan", &batch, &value, &error));
  g_clear_error (&error);
  g_assert_cmpfloat (value, ==, 1000);

  g_assert_true (ak_format_parse_field ("0", &acceptance, &value, &error));
  g_assert_cmpfloat (value, ==, 0);
  g_assert_true (ak_format_parse_field ("0.8", &acceptance, &value, &error));
  g_assert_cmpfloat (value, ==, 0.8);
  g_assert_false (ak_format_parse_field ("1", &acceptance, &value, &error));
  g_assert_error (error, AK_FORMAT_ERROR, AK_FORMAT_ERROR_RANGE);
  g_assert_nonnull (strstr (error->message, "must stay below 1"));
}

static void
assert_field_round_trip (double      value,
                         const char *expected)
{
  static const AkNumberLimits any = { .min = 1e-9, .max = 1e15 };
  g_autofree char *text = ak_format_field_text (value, 6);
  double back = 0;

  g_assert_cmpstr (text, ==, expected);
  g_assert_true (ak_format_parse_field (text, &any, &back, NULL));
  g_assert_cmpfloat (fabs (back - value), <=, fabs (value) * 1e-12);
}

/* A field is filled in the locale it is read in: "0,4" under de_DE, where
 * "0.4" is refused (the training page's MFU opened as an error), and
 * exponents from 10^9 on. */
static void
test_field_text_german (void)
{
  g_autofree char *old = g_strdup (setlocale (LC_NUMERIC, NULL));
  double value = 0;

  if (!ak_test_use_de_numbers ())
    {
      g_test_skip ("the de_DE.UTF-8 locale is not installed and could not be made");
      return;
    }
  assert_field_round_trip (0.4, "0,4");
  assert_field_round_trip (976, "976");
  assert_field_round_trip (12345678, "12.345.678");
  assert_field_round_trip (2e12, "2e12");
  assert_field_round_trip (1.4e12, "1,4e12");
  g_assert_false (ak_format_parse_field ("0.4", &(AkNumberLimits) { .min = 1e-6, .max = 1 }, &value, NULL));
  setlocale (LC_NUMERIC, old);
}

/* The command line reads numbers as the README and scripts write them,
 * whatever the locale: under de_DE "--mfu 0.4" was refused ("„0.4“ ist
 * keine Zahl") while a page's field reads "0,4". */
static void
test_option_ignores_locale (void)
{
  g_autofree char *old = g_strdup (setlocale (LC_NUMERIC, NULL));
  const AkNumberLimits fraction = { .min = 1e-6, .max = 1 };
  const AkNumberLimits big = { .min = 1, .max = 1e30 };
  g_autoptr(GError) error = NULL;
  double value = 0;

  if (!ak_test_use_de_numbers ())
    {
      g_test_skip ("the de_DE.UTF-8 locale is not installed and could not be made");
      return;
    }
  g_assert_true (ak_format_parse_option ("0.4", &fraction, &value, NULL));
  g_assert_cmpfloat (value, ==, 0.4);
  g_assert_true (ak_format_parse_option ("1.5e12", &big, &value, NULL));
  g_assert_cmpfloat (value, ==, 1.5e12);
  g_assert_true (ak_format_parse_option ("2048", &big, &value, NULL));
  g_assert_cmpfloat (value, ==, 2048);
  /* A German comma is not the decimal point here; "2.048" is not 2048. */
  g_assert_false (ak_format_parse_option ("0,4", &fraction, &value, &error));
  g_assert_error (error, AK_FORMAT_ERROR, AK_FORMAT_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_true (ak_format_parse_option ("2.048", &big, &value, NULL));
  g_assert_cmpfloat (value, ==, 2.048);
  /* The limit a message names is written the same way. */
  g_assert_false (ak_format_parse_option ("1e31", &big, &value, &error));
  g_assert_nonnull (strstr (error->message, "(at most 1 × 10³⁰)"));
  /* Nothing typed is said so, not quoted as "“” is not a number". */
  g_clear_error (&error);
  g_assert_false (ak_format_parse_option ("  ", &big, &value, &error));
  g_assert_error (error, AK_FORMAT_ERROR, AK_FORMAT_ERROR_INVALID);
  g_assert_null (strstr (error->message, "“”"));
  /* The field reader is unchanged: the locale's comma. */
  g_assert_true (ak_format_parse_field ("0,4", &fraction, &value, NULL));
  g_assert_cmpfloat (value, ==, 0.4);
  setlocale (LC_NUMERIC, old);
}

/* While a page is built with its lesson's number format (a thread's
 * uselocale(), ak_lesson_numbers_begin()), its fields are still written
 * and read in the process's locale: else "0.4" written then would be
 * refused once the page is shown, and "2.000" would later read as 2. */
static void
test_field_text_ignores_thread_locale (void)
{
  g_autofree char *old = g_strdup (setlocale (LC_NUMERIC, NULL));
  locale_t german = newlocale (LC_NUMERIC_MASK, "de_DE.UTF-8", (locale_t) 0);
  locale_t previous;
  double value = 0;

  if (german == (locale_t) 0)
    {
      g_test_skip ("the de_DE.UTF-8 locale is not installed and could not be made");
      return;
    }
  setlocale (LC_NUMERIC, "C");
  previous = uselocale (german);
  {
    g_autofree char *shown = ak_format_number_trimmed (0.4, 3);
    g_autofree char *typed = ak_format_field_text (0.4, 6);

    g_assert_cmpstr (shown, ==, "0,4");
    g_assert_cmpstr (typed, ==, "0.4");
    g_assert_true (ak_format_parse_field ("0.4", &(AkNumberLimits) { .min = 1e-6, .max = 1 }, &value, NULL));
    g_assert_cmpfloat (value, ==, 0.4);
  }
  uselocale (previous);
  freelocale (german);
  setlocale (LC_NUMERIC, old);
}

/* Numbers too large to read in full get a power of ten, as the lesson
 * writes them, the mantissa in the locale (8.92e+23 was printed raw). */
static void
test_scientific (void)
{
  g_autofree char *old = g_strdup (setlocale (LC_NUMERIC, NULL));
  struct { double value; int digits; const char *c, *de; } cases[] = {
    { 8.59932033024e23, 3, "8.60 × 10²³", "8,60 × 10²³" },
    { 9.996e23, 3, "1.00 × 10²⁴", "1,00 × 10²⁴" },
    { 1.5e6, 2, "1.5 × 10⁶", "1,5 × 10⁶" },
    { 2.5e-5, 2, "2.5 × 10⁻⁵", "2,5 × 10⁻⁵" },
    { -3e12, 1, "-3 × 10¹²", "-3 × 10¹²" },
    { 999999, 3, "999999", "999.999" },
    { 0.25, 3, "0.250", "0,250" },
  };

  setlocale (LC_NUMERIC, "C");
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = ak_format_scientific (cases[i].value, cases[i].digits);

      g_assert_cmpstr (text, ==, cases[i].c);
    }
  if (ak_test_use_de_numbers ())
    for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
      {
        g_autofree char *text = ak_format_scientific (cases[i].value, cases[i].digits);

        g_assert_cmpstr (text, ==, cases[i].de);
      }
  setlocale (LC_NUMERIC, old);
}

/* A day reads the same in any order of day and month: the month by its
 * name. "%x" gave "12/02/26" in en_US and "02.12.26" in de_DE. Noon UTC
 * stays 2 December in any time zone the tests run in. */
static void
test_day (void)
{
  g_autoptr(GDateTime) date = g_date_time_new_utc (2026, 12, 2, 12, 0, 0);
  g_autofree char *old = g_strdup (setlocale (LC_TIME, NULL));
  g_autofree char *c = NULL, *german = NULL;

  setlocale (LC_TIME, "C");
  c = ak_format_day (date);
  g_assert_cmpstr (c, ==, "2 Dec 2026");
  if (setlocale (LC_TIME, "de_DE.UTF-8") == NULL)
    {
      g_test_skip ("no de_DE.UTF-8 locale");
      setlocale (LC_TIME, old);
      return;
    }
  german = ak_format_day (date);
  setlocale (LC_TIME, old);
  g_test_message ("de_DE: %s", german);
  g_assert_true (g_str_has_prefix (german, "2"));
  g_assert_nonnull (strstr (german, "Dez"));
  g_assert_true (g_str_has_suffix (german, "2026"));
  g_assert_null (strstr (german, "02.12."));
}

int
main (int argc, char *argv[])
{
  ak_test_provide_de_locale ();
  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/format/parse-separators", test_parse_separators);
  g_test_add_func ("/format/day", test_day);
  g_test_add_func ("/format/parse-exponent", test_parse_exponent);
  g_test_add_func ("/format/parse-rejects", test_parse_rejects);
  g_test_add_func ("/format/parse-messages", test_parse_messages);
  g_test_add_func ("/format/parse-in-german-locale", test_parse_in_german_locale);
  g_test_add_func ("/format/no-float-noise", test_format_no_float_noise);
  g_test_add_func ("/format/grouping-german", test_format_grouping_german);
  g_test_add_func ("/format/terminal-escape", test_terminal_escape);

  g_test_add_func ("/format/parse-field", test_parse_field);
  g_test_add_func ("/format/field-text-german", test_field_text_german);
  g_test_add_func ("/format/scientific", test_scientific);
  g_test_add_func ("/format/field-text-ignores-thread-locale", test_field_text_ignores_thread_locale);
  g_test_add_func ("/format/option-ignores-locale", test_option_ignores_locale);
  return g_test_run ();
}

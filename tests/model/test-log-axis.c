/* test-log-axis.c: log axes: bounds in whole decades, normalisation to
 * [0, 1] and tick strides (suite "model")
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "ak-log-axis.h"

/* Only finite, positive values have a place; the others leave the axis
 * as it was. */
static void
test_extend (void)
{
  static const double unplaceable[] = { 0, -1, NAN, INFINITY, -INFINITY };
  AkLogAxis axis;

  ak_log_axis_init (&axis);
  g_assert_cmpfloat (axis.lo, >, axis.hi);

  for (guint i = 0; i < G_N_ELEMENTS (unplaceable); i++)
    {
      g_assert_false (ak_log_axis_can_place (unplaceable[i]));
      g_assert_false (ak_log_axis_extend (&axis, unplaceable[i]));
    }
  g_assert_cmpfloat (axis.lo, >, axis.hi);

  g_assert_true (ak_log_axis_extend (&axis, 150));
  g_assert_true (ak_log_axis_extend (&axis, 0.02));
  g_assert_cmpfloat_with_epsilon (axis.lo, log10 (0.02), 1e-12);
  g_assert_cmpfloat_with_epsilon (axis.hi, log10 (150), 1e-12);
}

/* Rounding goes out to whole decades, at least two wide, and an empty
 * axis takes the defaults. */
static void
test_round (void)
{
  AkLogAxis axis;

  ak_log_axis_init (&axis);
  ak_log_axis_extend (&axis, 0.02);
  ak_log_axis_extend (&axis, 150);
  ak_log_axis_round (&axis, -1, 3);
  g_assert_cmpfloat (axis.lo, ==, -2);
  g_assert_cmpfloat (axis.hi, ==, 3);

  /* One value: a decade either side of it. */
  ak_log_axis_init (&axis);
  ak_log_axis_extend (&axis, 1000);
  ak_log_axis_round (&axis, -1, 3);
  g_assert_cmpfloat (axis.lo, ==, 2);
  g_assert_cmpfloat (axis.hi, ==, 4);

  ak_log_axis_init (&axis);
  ak_log_axis_round (&axis, 9, 15);
  g_assert_cmpfloat (axis.lo, ==, 9);
  g_assert_cmpfloat (axis.hi, ==, 15);

  /* The extremes of a double stay inside the limit. */
  ak_log_axis_init (&axis);
  ak_log_axis_extend (&axis, G_MAXDOUBLE);
  ak_log_axis_extend (&axis, 4.9e-324);
  ak_log_axis_round (&axis, 0, 1);
  g_assert_cmpfloat (axis.lo, >=, -AK_LOG_AXIS_LIMIT);
  g_assert_cmpfloat (axis.hi, <=, AK_LOG_AXIS_LIMIT);
  g_assert_cmpint (ak_log_axis_get_first_decade (&axis), ==, -324);
  g_assert_cmpint (ak_log_axis_get_last_decade (&axis), ==, 309);
}

static void
test_normalize (void)
{
  AkLogAxis axis = { -1, 3 };
  double f;

  g_assert_true (ak_log_axis_normalize (&axis, 0.1, &f));
  g_assert_cmpfloat_with_epsilon (f, 0, 1e-12);
  g_assert_true (ak_log_axis_normalize (&axis, 1000, &f));
  g_assert_cmpfloat_with_epsilon (f, 1, 1e-12);
  g_assert_true (ak_log_axis_normalize (&axis, 10, &f));
  g_assert_cmpfloat_with_epsilon (f, 0.5, 1e-12);
  /* outside the axis: outside [0, 1], not clamped */
  g_assert_true (ak_log_axis_normalize (&axis, 1e5, &f));
  g_assert_cmpfloat_with_epsilon (f, 1.5, 1e-12);

  f = 42;
  g_assert_false (ak_log_axis_normalize (&axis, 0, &f));
  g_assert_false (ak_log_axis_normalize (&axis, NAN, &f));
  g_assert_false (ak_log_axis_normalize (&axis, INFINITY, &f));
  g_assert_cmpfloat (f, ==, 42);

  g_assert_cmpfloat_with_epsilon (ak_log_axis_normalize_log (&axis, 1), 0.5, 1e-12);
}

/* A tick at every decade while the labels fit, then every second, fifth…
 * decade; 10⁰ always keeps its tick. */
static void
test_ticks (void)
{
  AkLogAxis axis = { -2, 8 };   /* ten decades */

  g_assert_cmpint (ak_log_axis_tick_stride (&axis, 1100, 100), ==, 1);
  g_assert_cmpint (ak_log_axis_tick_stride (&axis, 600, 100), ==, 2);
  g_assert_cmpint (ak_log_axis_tick_stride (&axis, 10, 100), ==, 10);   /* two labels, the ends */
  g_assert_cmpint (ak_log_axis_tick_stride (&axis, 600, 0), ==, 1);     /* no size: refuse to divide */
  g_assert_cmpint (ak_log_axis_tick_stride (&axis, NAN, 100), ==, 1);

  g_assert_true (ak_log_axis_is_tick (0, 3));
  g_assert_true (ak_log_axis_is_tick (-6, 3));
  g_assert_false (ak_log_axis_is_tick (-5, 3));
  g_assert_true (ak_log_axis_is_tick (7, 1));
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/log-axis/extend", test_extend);
  g_test_add_func ("/log-axis/round", test_round);
  g_test_add_func ("/log-axis/normalize", test_normalize);
  g_test_add_func ("/log-axis/ticks", test_ticks);

  return g_test_run ();
}

/* test-machine-probe.c: the machine probe's kernels compute the right
 * results, a measurement gives finite positive figures, and cancelling
 * stops it promptly (suite "model")
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include <json-glib/json-glib.h>

#include "ak-machine-probe.h"

/* x advanced n times by x ← x·m + c, in closed form. */
static double
advanced (double x,
          guint  n,
          double m,
          double c)
{
  double mn = pow (m, n);

  return mn * x + c * (1 - mn) / (1 - m);
}

static void
test_fma_kernels (void)
{
  const double x0 = 0.25, m = 0.5, c = 1.0;

  g_assert_cmpuint (ak_machine_kernel_get_n_variants (), >=, 1);

  for (guint v = 0; v < ak_machine_kernel_get_n_variants (); v++)
    for (guint n = 0; n <= 7; n += 7)
      for (int fp64 = 0; fp64 <= 1; fp64++)
        {
          guint lanes = ak_machine_kernel_get_variant_bits (v) / (fp64 ? 64 : 32);
          double expected = 0, got;

          for (guint j = 0; j < AK_MACHINE_FMA_ACCUMULATORS; j++)
            expected += lanes * advanced (x0 + j, n, m, c);
          got = ak_machine_kernel_fma (v, fp64, n, x0, m, c);

          g_test_message ("%s %s, %u iterations: %g, expected %g",
                          ak_machine_kernel_get_variant_name (v), fp64 ? "FP64" : "FP32", n, got, expected);
          g_assert_cmpfloat_with_epsilon (got, expected, expected * 1e-6);
        }
}

static void
test_memory_kernels (void)
{
  const gsize n = 1003;   /* not a multiple of the vector length */
  g_autofree double *a = g_new (double, n);
  g_autofree double *b = g_new (double, n);
  g_autofree double *c = g_new (double, n);
  double sum = 0;

  for (gsize i = 0; i < n; i++)
    a[i] = i, b[i] = 2.0 * i, c[i] = -1;

  ak_machine_kernel_copy (c, a, n);
  for (gsize i = 0; i < n; i++)
    g_assert_cmpfloat (c[i], ==, i);

  ak_machine_kernel_triad (a, b, c, 3.0, n);
  for (gsize i = 0; i < n; i++)
    sum += a[i];
  /* a[i] = 2i + 3i = 5i, Σ = 5·n(n−1)/2 */
  g_assert_cmpfloat (sum, ==, 5.0 * n * (n - 1) / 2);
  g_assert_cmpfloat (a[n - 1], ==, 5.0 * (n - 1));
}

static AkMachineProbe *
new_quick_probe (void)
{
  AkMachineProbe *probe = ak_machine_probe_new ();

  ak_machine_probe_set_array_bytes (probe, 1 << 20);
  ak_machine_probe_set_flop_seconds (probe, 0.01);

  return probe;
}

static void
assert_positive (double value)
{
  g_assert_true (isfinite (value));
  g_assert_cmpfloat (value, >, 0);
}

static void
test_quick_measurement (void)
{
  g_autoptr(AkMachineProbe) probe = new_quick_probe ();
  g_autoptr(AkMachineReport) report = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *json = NULL;
  JsonObject *object;

  report = ak_machine_probe_measure (probe, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (report);

  g_assert_cmpuint (report->cores, ==, g_get_num_processors ());
  g_assert_cmpstr (report->simd, ==, ak_machine_kernel_get_variant_name (0));
  g_assert_cmpuint (report->array_bytes, >=, 1 << 20);
  assert_positive (report->copy_bytes_per_s);
  assert_positive (report->triad_bytes_per_s);
  assert_positive (report->fp32_flop_s);
  assert_positive (report->fp64_flop_s);
  assert_positive (report->fp32_single_core_flop_s);
  assert_positive (report->seconds);
  assert_positive (ak_machine_report_get_ridge_point (report));
  g_assert_true (isfinite (report->checksum));
  g_assert_cmpfloat (report->seconds, <, 5);

  json = ak_machine_report_to_json (report);
  g_assert_true (json_parser_load_from_data (parser, json, -1, &error));
  g_assert_no_error (error);
  object = json_node_get_object (json_parser_get_root (parser));
  g_assert_cmpfloat (json_object_get_double_member (object, "triad_bandwidth_gb_s"), >, 0);
  g_assert_cmpint (json_object_get_int_member (object, "cores"), ==, report->cores);
  g_assert_true (json_object_has_member (object, "theoretical_fp32_gflop_s"));
}

typedef struct
{
  AkMachineReport *report;
  GError          *error;
  gboolean         done;
  double           last_fraction;
  guint            n_progress;
  GThread         *main_thread;
} Outcome;

static void
on_progress (AkMachineProbe *probe,
             double          fraction,
             const char     *stage,
             Outcome        *outcome)
{
  g_assert_true (g_thread_self () == outcome->main_thread);
  g_assert_nonnull (stage);
  g_assert_cmpfloat (fraction, >=, outcome->last_fraction);
  g_assert_cmpfloat (fraction, <=, 1);
  outcome->last_fraction = fraction;
  outcome->n_progress++;
}

static void
on_measured (GObject      *source,
             GAsyncResult *result,
             gpointer      user_data)
{
  Outcome *outcome = user_data;

  outcome->report = ak_machine_probe_measure_finish (AK_MACHINE_PROBE (source), result, &outcome->error);
  outcome->done = TRUE;
}

static void
test_async_progress (void)
{
  g_autoptr(AkMachineProbe) probe = new_quick_probe ();
  Outcome outcome = { .main_thread = g_thread_self () };
  gint64 deadline = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;

  g_signal_connect (probe, "progress", G_CALLBACK (on_progress), &outcome);
  ak_machine_probe_measure_async (probe, NULL, on_measured, &outcome);
  while (!outcome.done && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);

  g_assert_true (outcome.done);
  g_assert_no_error (outcome.error);
  g_assert_nonnull (outcome.report);
  /* The last progress may still be queued behind the result. */
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_cmpuint (outcome.n_progress, >, 1);
  g_assert_cmpfloat (outcome.last_fraction, ==, 1);
  ak_machine_report_free (outcome.report);
}

/* Starts a full-size measurement, cancels it once @fraction is reached
 * and checks that it ends with G_IO_ERROR_CANCELLED. How fast it stops
 * depends on the machine and its load, so it is printed here and by
 * bench-machine-probe, never asserted: the deadline only guards a hang. */
static void
test_cancel_at (gconstpointer data)
{
  const double *fraction = data;
  g_autoptr(AkMachineProbe) probe = ak_machine_probe_new ();
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  Outcome outcome = { .main_thread = g_thread_self () };
  gint64 deadline = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;
  gint64 cancelled_at, elapsed;

  g_signal_connect (probe, "progress", G_CALLBACK (on_progress), &outcome);
  ak_machine_probe_measure_async (probe, cancellable, on_measured, &outcome);
  while (!outcome.done && outcome.last_fraction < *fraction && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (outcome.done);

  cancelled_at = g_get_monotonic_time ();
  deadline = cancelled_at + 60 * G_USEC_PER_SEC;
  g_cancellable_cancel (cancellable);
  while (!outcome.done && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  elapsed = g_get_monotonic_time () - cancelled_at;

  g_test_message ("cancelled at %.0f %%, stopped after %.1f ms", *fraction * 100, elapsed / 1000.0);
  g_assert_true (outcome.done);
  g_assert_error (outcome.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_null (outcome.report);
  g_clear_error (&outcome.error);
}

static void
test_settings_clamp (void)
{
  g_autoptr(AkMachineProbe) probe = ak_machine_probe_new ();

  ak_machine_probe_set_flop_seconds (probe, NAN);
  g_assert_cmpfloat (ak_machine_probe_get_flop_seconds (probe), ==, 0.3);
  ak_machine_probe_set_flop_seconds (probe, -1);
  g_assert_cmpfloat (ak_machine_probe_get_flop_seconds (probe), ==, 0.001);
  ak_machine_probe_set_flop_seconds (probe, INFINITY);
  g_assert_cmpfloat (ak_machine_probe_get_flop_seconds (probe), ==, 10);
}

int
main (int argc, char *argv[])
{
  /* progress 1 of 20 is the memory fill; past 11 of 20 the FMA kernels run */
  static const double at_start = 0, during_memory = 0.05, during_flops = 0.6;

  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/machine-probe/fma-kernels", test_fma_kernels);
  g_test_add_func ("/machine-probe/memory-kernels", test_memory_kernels);
  g_test_add_func ("/machine-probe/quick-measurement", test_quick_measurement);
  g_test_add_func ("/machine-probe/async-progress", test_async_progress);
  g_test_add_data_func ("/machine-probe/cancel-at-start", &at_start, test_cancel_at);
  g_test_add_data_func ("/machine-probe/cancel-during-memory", &during_memory, test_cancel_at);
  g_test_add_data_func ("/machine-probe/cancel-during-flops", &during_flops, test_cancel_at);
  g_test_add_func ("/machine-probe/settings-clamp", test_settings_clamp);

  return g_test_run ();
}

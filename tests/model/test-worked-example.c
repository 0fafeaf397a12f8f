/* test-worked-example.c: the figures the app computes for the reading pages
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>
#include <math.h>

#include "ak-format.h"
#include "ak-machine-probe.h"
#include "ak-worked-example.h"

static AkAccelerator a100 = {
  .id = (char *) "a100-80gb-sxm",
  .name = (char *) "NVIDIA A100 80GB SXM",
  .peak_bf16_dense_tflops = 312,
  .peak_bf16_sparse_tflops = 624,
  .bandwidth_tb_s = 2.039,
  .memory_gb = 80,
  .tdp_w = 400,
  .source = (char *) "NVIDIA A100 datasheet",
};

static AkAccelerator h100 = {
  .id = (char *) "h100-sxm",
  .name = (char *) "NVIDIA H100 SXM",
  .peak_bf16_dense_tflops = 989,
  .bandwidth_tb_s = 3.35,
  .tdp_w = 700,
  .source = (char *) "NVIDIA H100 datasheet",
};

static void
test_mbu_worked_example (void)
{
  g_autoptr(GError) error = NULL;
  AkMbuExample ex;

  /* 7B parameters in FP16 at 100 tokens/s on an A100 80GB. */
  g_assert_true (ak_mbu_example_compute (&a100, 7, AK_PRECISION_FP16, 100, &ex, &error));
  g_assert_no_error (error);
  g_assert_cmpfloat_with_epsilon (ex.bytes_per_token, 14e9, 1);
  g_assert_cmpfloat_with_epsilon (ex.bandwidth_bytes_s, 1.4e12, 1e3);
  g_assert_cmpfloat_with_epsilon (ex.mbu, 1.4 / 2.039, 1e-9);
}

static void
test_mbu_halving_precision_halves_bandwidth (void)
{
  AkMbuExample fp16, fp8;

  g_assert_true (ak_mbu_example_compute (&a100, 7, AK_PRECISION_FP16, 100, &fp16, NULL));
  g_assert_true (ak_mbu_example_compute (&a100, 7, AK_PRECISION_FP8, 100, &fp8, NULL));
  g_assert_cmpfloat_with_epsilon (fp8.bandwidth_bytes_s * 2, fp16.bandwidth_bytes_s, 1);
  g_assert_cmpfloat_with_epsilon (fp8.mbu * 2, fp16.mbu, 1e-12);
}

/* One unit rule (issue 29 item 10): "Memory: 8.00 GB" stood beside
 * "Memory: 32 GiB". Every capacity is in GB; a GiB figure as published
 * follows it: 32 GiB = 32 × 2^30 = 34,359,738,368 bytes = 34.4 GB. */
static void
test_memory_one_unit (void)
{
  AkAccelerator gb = a100, gib = a100;
  g_autofree char *gb_text = NULL;
  g_autofree char *gib_text = NULL;

  gb.memory_gb = 8;
  gib.memory_gib = 32;
  gib.memory_gb = 32 * 1073741824.0 / 1e9;
  gb_text = ak_accelerator_describe (&gb);
  gib_text = ak_accelerator_describe (&gib);
  g_assert_nonnull (strstr (gb_text, "Memory: 8.00 GB"));
  g_assert_nonnull (strstr (gib_text, "Memory: 34.4 GB (32 GiB)"));
}

static void
test_mbu_describe (void)
{
  g_autofree char *text = ak_mbu_example_describe (&a100, 7, AK_PRECISION_FP16, 100, NULL);

  g_assert_nonnull (strstr (text, "14.0 GB"));
  g_assert_nonnull (strstr (text, "1.40 TB/s"));
  g_assert_nonnull (strstr (text, "2.04 TB/s"));
  g_assert_nonnull (strstr (text, "68.7%"));
  g_assert_nonnull (strstr (text, "FP16"));
}

static void
test_mbu_rejects_bad_input (void)
{
  const double bad[] = { 0, -1, NAN, INFINITY, -INFINITY, 1e300 };
  AkMbuExample ex = { .mbu = 42 };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) e1 = NULL;
      g_autoptr(GError) e2 = NULL;

      g_assert_false (ak_mbu_example_compute (&a100, bad[i], AK_PRECISION_FP16, 100, &ex, &e1));
      g_assert_error (e1, AK_ROOFLINE_ERROR, AK_ROOFLINE_ERROR_DOMAIN);
      g_assert_false (ak_mbu_example_compute (&a100, 7, AK_PRECISION_FP16, bad[i], &ex, &e2));
      g_assert_error (e2, AK_ROOFLINE_ERROR, AK_ROOFLINE_ERROR_DOMAIN);
      g_assert_cmpfloat (ex.mbu, ==, 42);
    }
}

static void
test_power_example (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  AkPowerExample ex;

  /* An H100 at TDP for a year (8,760 h), against a 10,700 kWh household
   * (US EIA). */
  g_assert_true (ak_power_example_compute (&h100, 8760, 10700, &ex, &error));
  g_assert_no_error (error);
  g_assert_cmpfloat_with_epsilon (ex.kwh_at_tdp, 6132, 1e-6);
  g_assert_cmpfloat_with_epsilon (ex.household_fraction, 6132.0 / 10700, 1e-9);

  text = ak_power_example_describe (&h100, 8760, 10700, NULL);
  g_assert_nonnull (strstr (text, "6132 kWh"));
  g_assert_nonnull (strstr (text, "57.3%"));
  /* Two lines, the energy and the share: no range built on an unsourced
   * "1.1-1.5x TDP" maximum draw. */
  lines = g_strsplit (text, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 2);
  g_assert_null (strstr (text, "maximum draw"));
}

static void
test_power_needs_tdp (void)
{
  AkAccelerator no_tdp = h100;
  g_autoptr(GError) error = NULL;
  AkPowerExample ex;

  no_tdp.tdp_w = 0;
  g_assert_false (ak_power_example_compute (&no_tdp, 8760, 10000, &ex, &error));
  g_assert_error (error, AK_ROOFLINE_ERROR, AK_ROOFLINE_ERROR_DOMAIN);
}

static void
test_hbm_range (void)
{
  AkAccelerator gddr = { .id = (char *) "l4", .memory_type = (char *) "GDDR6",
                         .bandwidth_tb_s = 0.3, .memory_gb = 24 };
  AkAccelerator untyped = { .id = (char *) "b200", .bandwidth_tb_s = 8, .memory_gb = 192 };
  AkAccelerator no_size = { .id = (char *) "x", .memory_type = (char *) "HBM2",
                            .bandwidth_tb_s = 0.1 };
  AkAccelerator measured = { .id = (char *) AK_MACHINE_ACCELERATOR_ID, .measured = TRUE,
                             .bandwidth_tb_s = 0.05, .memory_gb = 8 };
  AkAccelerator hbm3 = h100;
  g_autoptr(GPtrArray) chips = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  AkMemoryRange range;

  hbm3.memory_type = (char *) "HBM3";
  hbm3.memory_gb = 80;
  g_ptr_array_add (chips, &gddr);
  g_ptr_array_add (chips, &no_size);
  g_ptr_array_add (chips, &measured);
  g_assert_false (ak_hbm_range_compute (chips, &range, &error));
  g_assert_error (error, AK_ROOFLINE_ERROR, AK_ROOFLINE_ERROR_DOMAIN);

  g_ptr_array_add (chips, &hbm3);
  g_ptr_array_add (chips, &untyped);
  g_assert_true (ak_hbm_range_compute (chips, &range, NULL));
  g_assert_cmpuint (range.n_accelerators, ==, 2);
  g_assert_cmpfloat (range.min_bandwidth_tb_s, ==, 3.35);
  g_assert_cmpfloat (range.max_bandwidth_tb_s, ==, 8);
  g_assert_cmpfloat (range.min_memory_gb, ==, 80);
  g_assert_cmpfloat (range.max_memory_gb, ==, 192);
}

static void
test_accelerator_describe_ridge (void)
{
  g_autofree char *text = ak_accelerator_describe (&h100);
  g_autofree char *a100_text = ak_accelerator_describe (&a100);

  /* 989e12 / 3.35e12 = 295.2 FLOP/byte; 312e12 / 2.039e12 = 153.0 */
  g_assert_nonnull (strstr (text, "Ridge point: 295 FLOP/byte"));
  g_assert_nonnull (strstr (a100_text, "Ridge point: 153 FLOP/byte"));
  g_assert_nonnull (strstr (a100_text, "2:4 sparsity"));
  g_assert_null (strstr (text, "2:4 sparsity"));
}

static void
test_format (void)
{
  struct { double value; const char *unit; const char *expected; } si[] = {
    { 1.4e12, "B/s", "1.40 TB/s" },
    { 989e12, "FLOP/s", "989 TFLOP/s" },
    { 999.6, "B", "1.00 kB" },
    { 0.5, "B", "0.500 B" },
    { 14e9, "B", "14.0 GB" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (si); i++)
    {
      g_autofree char *text = ak_format_si (si[i].value, si[i].unit);
      g_assert_cmpstr (text, ==, si[i].expected);
    }

  {
    g_autofree char *nan_text = ak_format_si (NAN, "B");
    g_autofree char *grouped = ak_format_number (1979, 4);
    g_autofree char *percent = ak_format_percent (0.68661);

    g_assert_cmpstr (nan_text, ==, "—");
    g_assert_cmpstr (grouped, ==, "1979");
    g_assert_cmpstr (percent, ==, "68.7%");
  }
  {
    struct { double value; int digits; const char *expected; } trimmed[] = {
      { 0.25, 3, "0.25" }, { 4, 3, "4" }, { 7.5, 6, "7.5" }, { 100, 6, "100" }, { 0.1234567, 3, "0.123" },
    };

    for (guint i = 0; i < G_N_ELEMENTS (trimmed); i++)
      {
        g_autofree char *text = ak_format_number_trimmed (trimmed[i].value, trimmed[i].digits);
        g_assert_cmpstr (text, ==, trimmed[i].expected);
      }
  }
}

int
main (int argc, char *argv[])
{
  /* C.UTF-8 has no digit grouping: the expected texts below rely on that. */
  setlocale (LC_ALL, "C.UTF-8");

  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/worked-example/mbu", test_mbu_worked_example);
  g_test_add_func ("/worked-example/mbu-halving-precision", test_mbu_halving_precision_halves_bandwidth);
  g_test_add_func ("/worked-example/mbu-describe", test_mbu_describe);
  g_test_add_func ("/worked-example/memory-one-unit", test_memory_one_unit);
  g_test_add_func ("/worked-example/mbu-bad-input", test_mbu_rejects_bad_input);
  g_test_add_func ("/worked-example/power", test_power_example);
  g_test_add_func ("/worked-example/power-needs-tdp", test_power_needs_tdp);
  g_test_add_func ("/worked-example/hbm-range", test_hbm_range);
  g_test_add_func ("/worked-example/accelerator-ridge", test_accelerator_describe_ridge);
  g_test_add_func ("/format/si", test_format);

  return g_test_run ();
}

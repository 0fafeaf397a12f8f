/* test-machine-probe.c: the machine probe's kernels compute the right
 * results, implausible system values get fallbacks and bounded arrays, a
 * measurement gives finite positive figures and a cache ladder, its JSON
 * reads back, allocation failure is an error, and cancelling at any point
 * stops it with no thread left running (suite "model")
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>

#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

#include "ak-cpu-info.h"
#include "ak-cpu-load.h"
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

static void
test_nt_triad_kernel (void)
{
  const gsize n = 1003;
  g_autofree double *a = g_new (double, n + 1);
  g_autofree double *b = g_new (double, n);
  g_autofree double *c = g_new (double, n);

  for (gsize i = 0; i < n; i++)
    b[i] = 2.0 * i, c[i] = i, a[i] = -1;

  /* a + 1 is not 16-byte aligned: the kernel must line up its stores */
  ak_machine_kernel_triad_nt (a + 1, b, c, 3.0, n - 1);
  g_assert_cmpfloat (a[0], ==, -1);
  for (gsize i = 0; i + 1 < n; i++)
    g_assert_cmpfloat (a[i + 1], ==, 5.0 * i);
}

static void
test_add_chain_kernel (void)
{
  g_assert_cmpuint (ak_machine_kernel_add_chain (0, 7), ==, 7);
  g_assert_cmpuint (ak_machine_kernel_add_chain (1000, 7), ==, 7 + 1000 * AK_MACHINE_CLOCK_CHAIN);
}

static void
test_parse_size (void)
{
  g_assert_cmpuint (ak_cpu_parse_size ("48K"), ==, 48 << 10);
  g_assert_cmpuint (ak_cpu_parse_size ("2048K\n"), ==, 2048 << 10);
  g_assert_cmpuint (ak_cpu_parse_size ("32M"), ==, 32 << 20);
  g_assert_cmpuint (ak_cpu_parse_size ("1G"), ==, 1 << 30);
  g_assert_cmpuint (ak_cpu_parse_size ("512"), ==, 512);
  g_assert_cmpuint (ak_cpu_parse_size ("0K"), ==, 0);
  g_assert_cmpuint (ak_cpu_parse_size (""), ==, 0);
  g_assert_cmpuint (ak_cpu_parse_size ("K"), ==, 0);
  g_assert_cmpuint (ak_cpu_parse_size ("-5K"), ==, 0);
  g_assert_cmpuint (ak_cpu_parse_size ("12Q"), ==, 0);
  g_assert_cmpuint (ak_cpu_parse_size ("3.5M"), ==, 0);
  g_assert_cmpuint (ak_cpu_parse_size ("99999999999999999999999K"), ==, G_MAXUINT64);
  g_assert_cmpuint (ak_cpu_parse_size ("17179869184G"), ==, G_MAXUINT64);
}

/* --- a sysfs tree of our own ------------------------------------------------ */

static void
write_file (const char *dir,
            const char *name,
            const char *text)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0755), ==, 0);
  if (text != NULL)
    {
      g_file_set_contents (path, text, -1, &error);
      g_assert_no_error (error);
    }
}

/* Writes cache/index@index; a NULL field is left out. */
static void
add_cache (const char *root,
           guint       index,
           const char *level,
           const char *type,
           const char *size,
           const char *shared)
{
  g_autofree char *sub = g_strdup_printf ("devices/system/cpu/cpu0/cache/index%u", index);
  g_autofree char *dir = g_build_filename (root, sub, NULL);

  write_file (dir, "level", level);
  write_file (dir, "type", type);
  write_file (dir, "size", size);
  write_file (dir, "shared_cpu_list", shared);
}

static char *
new_sysfs (const char *name)
{
  char *root = g_build_filename (g_get_tmp_dir (), name, NULL);

  g_assert_cmpint (g_mkdir_with_parents (root, 0755), ==, 0);
  return root;
}

/* This machine's case: a 2-CPU virtual machine reporting a 300 MiB L3. */
static char *
new_vm_sysfs (void)
{
  char *root = new_sysfs ("sysfs-vm");

  add_cache (root, 0, "1", "Data", "48K", "0");
  add_cache (root, 1, "1", "Instruction", "32K", "0");
  add_cache (root, 2, "2", "Unified", "2048K", "0");
  add_cache (root, 3, "3", "Unified", "307200K", "0-1");
  return root;
}

/* Reads @root's caches; returns the number of notes, each printed. */
static guint
read_caches (const char  *root,
             guint        n_cpus,
             AkCpuCaches *caches)
{
  g_autoptr(GPtrArray) notes = g_ptr_array_new_with_free_func (g_free);

  ak_cpu_read_caches (root, n_cpus, caches, notes);
  for (guint i = 0; i < notes->len; i++)
    g_test_message ("%s", (char *) notes->pdata[i]);

  return notes->len;
}

static void
test_caches_plausible (void)
{
  g_autofree char *root = new_sysfs ("sysfs-desktop");
  AkCpuCaches caches;

  add_cache (root, 0, "1", "Data", "32K", "0,8");
  add_cache (root, 1, "1", "Instruction", "32K", "0,8");
  add_cache (root, 2, "2", "Unified", "512K", "0,8");
  add_cache (root, 3, "3", "Unified", "32768K", "0-15");
  g_assert_cmpuint (read_caches (root, 16, &caches), ==, 0);
  g_assert_cmpuint (caches.l1d.bytes, ==, 32 << 10);
  g_assert_cmpuint (caches.l1d.sharing, ==, 2);
  g_assert_cmpuint (caches.l2.bytes, ==, 512 << 10);
  g_assert_cmpuint (caches.l3.bytes, ==, 32 << 20);
  g_assert_cmpuint (caches.l3.sharing, ==, 16);
}

static void
test_caches_vm (void)
{
  g_autofree char *root = new_vm_sysfs ();
  g_autoptr(GPtrArray) notes = g_ptr_array_new_with_free_func (g_free);
  AkCpuCaches caches;

  ak_cpu_read_caches (root, 2, &caches, notes);

  g_assert_cmpuint (caches.l1d.bytes, ==, 48 << 10);
  g_assert_cmpuint (caches.l2.bytes, ==, 2 << 20);
  g_assert_cmpuint (caches.l3.bytes, ==, 2 * AK_CPU_L3_FALLBACK_PER_CPU);
  g_assert_cmpuint (notes->len, ==, 1);
  g_assert_nonnull (strstr (notes->pdata[0], "300"));
}

static void
test_caches_missing (void)
{
  g_autofree char *root = new_sysfs ("sysfs-empty");
  AkCpuCaches caches;

  g_assert_cmpuint (read_caches (root, 4, &caches), ==, 1);
  g_assert_cmpuint (caches.l1d.bytes, ==, AK_CPU_L1D_FALLBACK);
  g_assert_cmpuint (caches.l2.bytes, ==, AK_CPU_L2_FALLBACK);
  g_assert_cmpuint (caches.l3.bytes, ==, 4 * AK_CPU_L3_FALLBACK_PER_CPU);
}

/* Zero, garbage, negative and absurd sizes and CPU lists: fallbacks and
 * a note each, never a huge size. */
static void
test_caches_absurd (void)
{
  g_autofree char *root = new_sysfs ("sysfs-absurd");
  AkCpuCaches caches;

  add_cache (root, 0, "1", "Data", "0K", "0");
  add_cache (root, 1, "2", "Unified", "99999999999999999999999G", "garbage");
  add_cache (root, 2, "3", "Unified", "-5K", "0-4294967295");
  add_cache (root, 3, "4", "Unified", "1G", "0");
  add_cache (root, 4, "1", "Data", NULL, NULL);
  g_assert_cmpuint (read_caches (root, 8, &caches), ==, 3);
  g_assert_cmpuint (caches.l1d.bytes, ==, AK_CPU_L1D_FALLBACK);
  g_assert_cmpuint (caches.l2.bytes, ==, AK_CPU_L2_FALLBACK);
  g_assert_cmpuint (caches.l2.sharing, ==, 1);
  g_assert_cmpuint (caches.l3.sharing, ==, 1);
  g_assert_cmpuint (caches.l3.bytes, ==, AK_CPU_L3_FALLBACK_PER_CPU);
}

static void
test_caches_no_l3 (void)
{
  g_autofree char *root = new_sysfs ("sysfs-arm");
  AkCpuCaches caches;

  add_cache (root, 0, "1", "Data", "64K", "0");
  add_cache (root, 1, "2", "Unified", "1024K", "0-3");
  g_assert_cmpuint (read_caches (root, 4, &caches), ==, 0);
  g_assert_cmpuint (caches.l2.sharing, ==, 4);
  g_assert_cmpuint (caches.l3.bytes, ==, 0);
}

static guint64
mem_available_of (const char *text)
{
  g_autofree char *dir = g_build_filename (g_get_tmp_dir (), "meminfo", NULL);
  g_autofree char *path = g_build_filename (dir, "meminfo", NULL);

  write_file (dir, "meminfo", text);
  return ak_cpu_read_mem_available (path);
}

static void
test_mem_available (void)
{
  g_assert_cmpuint (mem_available_of ("MemTotal: 2048 kB\nMemFree: 10 kB\nMemAvailable:    1024 kB\n"), ==, 1 << 20);
  g_assert_cmpuint (mem_available_of ("MemTotal: 2048 kB\n"), ==, 0);
  g_assert_cmpuint (mem_available_of ("MemAvailable: lots\n"), ==, 0);
  g_assert_cmpuint (mem_available_of ("MemAvailable: 12 MB\n"), ==, 0);
  g_assert_cmpuint (mem_available_of ("MemAvailable: 999999999999999999999999999 kB\n"), ==, (guint64) 1 << 50);
  g_assert_cmpuint (ak_cpu_read_mem_available ("/nonexistent/meminfo"), ==, 0);
}

static void
test_plan_arrays (void)
{
  g_autoptr(GPtrArray) notes = g_ptr_array_new_with_free_func (g_free);
  const guint64 MiB = 1 << 20, GiB = 1 << 30;

  /* STREAM's rule, inside the ceiling: no note */
  g_assert_cmpuint (ak_cpu_plan_array_bytes (0, 16 * MiB, 16 * GiB, notes), ==, 64 * MiB);
  g_assert_cmpuint (notes->len, ==, 0);
  /* the ceiling, whatever the cache says, with a note that it is below 4 × LLC */
  g_assert_cmpuint (ak_cpu_plan_array_bytes (0, 300 * MiB, 16 * GiB, notes), ==, AK_CPU_ARRAY_CEILING);
  g_assert_cmpuint (notes->len, ==, 1);
  g_assert_cmpuint (ak_cpu_plan_array_bytes (0, G_MAXUINT64, G_MAXUINT64, NULL), ==, AK_CPU_ARRAY_CEILING);
  g_assert_cmpuint (ak_cpu_plan_array_bytes (G_MAXUINT64 / 4, 0, 16 * GiB, NULL), ==, AK_CPU_ARRAY_CEILING);
  /* 1/8 of what is available, for all three */
  g_ptr_array_set_size (notes, 0);
  g_assert_cmpuint (ak_cpu_plan_array_bytes (0, 8 * MiB, 768 * MiB, notes), ==, 32 * MiB);
  g_assert_cmpuint (notes->len, ==, 1);
  /* unknown: 1 GiB assumed, said */
  g_ptr_array_set_size (notes, 0);
  g_assert_cmpuint (ak_cpu_plan_array_bytes (4 * MiB, 8 * MiB, 0, notes), ==, 4 * MiB);
  g_assert_cmpuint (notes->len, ==, 1);
  g_assert_cmpuint (ak_cpu_plan_array_bytes (0, 8 * MiB, 0, NULL), ==, GiB / 8 / 3 / 64 * 64);
  /* the floor, and asked-for sizes */
  g_assert_cmpuint (ak_cpu_plan_array_bytes (0, 8 * MiB, 256 << 10, NULL), ==, AK_CPU_ARRAY_FLOOR);
  g_assert_cmpuint (ak_cpu_plan_array_bytes (1, 0, 16 * GiB, NULL), ==, AK_CPU_ARRAY_FLOOR);
  g_assert_cmpuint (ak_cpu_plan_array_bytes (MiB + 3, 0, 16 * GiB, NULL), ==, MiB);
}

static void
test_measured_clock_check (void)
{
  g_autoptr(GPtrArray) notes = g_ptr_array_new_with_free_func (g_free);

  g_assert_cmpfloat (ak_cpu_check_measured_clock (2.7e9, notes), ==, 2.7e9);
  g_assert_cmpfloat (ak_cpu_check_measured_clock (0, notes), ==, 0);
  g_assert_cmpuint (notes->len, ==, 0);
  g_assert_cmpfloat (ak_cpu_check_measured_clock (8.2e9, notes), ==, 0);
  g_assert_cmpfloat (ak_cpu_check_measured_clock (5e7, notes), ==, 0);
  g_assert_cmpfloat (ak_cpu_check_measured_clock (NAN, notes), ==, 0);
  g_assert_cmpfloat (ak_cpu_check_measured_clock (INFINITY, notes), ==, 0);
  g_assert_cmpuint (notes->len, ==, 4);
  g_assert_nonnull (strstr (notes->pdata[0], "8.20"));
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
  /* How long it took depends on the machine: bench-machine-probe prints it. */

  json = ak_machine_report_to_json (report);
  g_assert_true (json_parser_load_from_data (parser, json, -1, &error));
  g_assert_no_error (error);
  object = json_node_get_object (json_parser_get_root (parser));
  g_assert_cmpfloat (json_object_get_double_member (object, "triad_bandwidth_gb_s"), >, 0);
  g_assert_cmpint (json_object_get_int_member (object, "cores"), ==, report->cores);
  g_assert_true (json_object_has_member (object, "theoretical_fp32_gflop_s"));
  g_assert_true (json_object_has_member (object, "measured_clock_mhz"));
  g_assert_true (json_object_has_member (object, "triad_nt_bandwidth_gb_s"));
  g_assert_true (json_object_has_member (object, "cache_levels"));
  g_assert_true (json_object_has_member (object, "notes"));
}

/* The ladder goes from the cores outwards and ends in DRAM with the triad
 * figure; the clock is measured and the peak derived from it. */
static void
test_ladder_and_clock (void)
{
  g_autoptr(AkMachineProbe) probe = new_quick_probe ();
  g_autoptr(AkMachineReport) report = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *peak = NULL;
  const AkMachineCacheLevel *levels;
  guint n;

  report = ak_machine_probe_measure (probe, NULL, &error);
  g_assert_no_error (error);

  levels = ak_machine_report_get_cache_levels (report, &n);
  g_assert_cmpuint (n, >=, 3);
  g_assert_cmpuint (n, <=, AK_MACHINE_N_LEVELS);
  for (guint i = 0; i < n; i++)
    {
      g_test_message ("%s: %" G_GUINT64_FORMAT " bytes, %.1f GB/s",
                      ak_machine_level_get_name (levels[i].level), levels[i].bytes, levels[i].bytes_per_s / 1e9);
      assert_positive (levels[i].bytes_per_s);
      g_assert_cmpuint (levels[i].bytes, >, 0);
      if (i > 0)
        {
          g_assert_cmpint (levels[i].level, >, levels[i - 1].level);
          g_assert_cmpuint (levels[i].bytes, >=, levels[i - 1].bytes);   /* the quick probe caps L3 */
        }
    }
  g_assert_cmpint (levels[0].level, ==, AK_MACHINE_LEVEL_L1);
  g_assert_cmpint (levels[n - 1].level, ==, AK_MACHINE_LEVEL_DRAM);
  g_assert_cmpfloat (levels[n - 1].bytes_per_s, ==, report->triad_bytes_per_s);

  assert_positive (report->measured_clock_hz);
  g_test_message ("clock %.0f MHz measured, %.0f MHz reported", report->measured_clock_hz / 1e6,
                  report->max_frequency_hz / 1e6);
  if (report->fma_units > 0)
    g_assert_cmpfloat_with_epsilon (report->theoretical_fp32_flop_s,
                                    report->cores * report->measured_clock_hz * (report->simd_bits / 32)
                                    * 2.0 * report->fma_units, 1);

  peak = ak_machine_report_describe_peak (report);
  g_test_message ("%s", peak);
  g_assert_nonnull (strstr (peak, report->simd));
}

/* A virtual machine's sysfs and little memory: notes, small arrays. */
static void
test_measure_vm (void)
{
  g_autoptr(AkMachineProbe) probe = ak_machine_probe_new ();
  g_autoptr(AkMachineReport) report = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *root = new_vm_sysfs ();
  g_autofree char *dir = g_build_filename (g_get_tmp_dir (), "small", NULL);
  g_autofree char *meminfo = g_build_filename (dir, "meminfo", NULL);
  g_autofree char *json = NULL;

  write_file (dir, "meminfo", "MemAvailable:   196608 kB\n");   /* 192 MiB */
  ak_machine_probe_set_sysfs_root (probe, root);
  ak_machine_probe_set_meminfo_path (probe, meminfo);
  ak_machine_probe_set_flop_seconds (probe, 0.01);
  g_assert_cmpstr (ak_machine_probe_get_sysfs_root (probe), ==, root);

  report = ak_machine_probe_measure (probe, NULL, &error);
  g_assert_no_error (error);

  g_assert_cmpuint (report->l3_cache_bytes, ==, 2 * AK_CPU_L3_FALLBACK_PER_CPU);
  g_assert_cmpuint (report->array_bytes, ==, (192u << 20) / 8 / 3);
  /* the L3, the memory, and arrays under four times the (assumed) L3; and
   * one more when this shared test machine was busy (ak-cpu-load.c) */
  g_assert_cmpuint (g_strv_length ((char **) ak_machine_report_get_notes (report)), ==, 3 + (report->busy ? 1 : 0));
  json = ak_machine_report_to_json (report);
  g_assert_nonnull (strstr (json, "300.0"));

  ak_machine_probe_set_sysfs_root (probe, NULL);
  g_assert_cmpstr (ak_machine_probe_get_sysfs_root (probe), ==, "/sys");
}

/* The signs of a busy computer (issue 29 item 7), from files in the form
 * of /proc/loadavg and /proc/stat. */
static void
test_busy_signs (void)
{
  g_autofree char *dir = g_build_filename (g_get_tmp_dir (), "busy-proc", NULL);
  g_autofree char *loadavg = g_build_filename (dir, "loadavg", NULL);
  g_autofree char *stat = g_build_filename (dir, "stat", NULL);
  guint64 steal, total;

  write_file (dir, "loadavg", "7.50 3.00 1.00 2/300 1234\n");
  write_file (dir, "stat", "cpu  100 0 50 800 10 0 0 40 0 0\ncpu0 1 2 3 4 5 6 7 8\n");
  g_assert_cmpfloat (ak_cpu_read_load_average (loadavg), ==, 7.5);
  g_assert_true (ak_cpu_read_steal (stat, &steal, &total));
  /* steal is the 8th number; the total counts the first 8: 100 + 50 + 800 + 10 + 40 */
  g_assert_cmpuint (steal, ==, 40);
  g_assert_cmpuint (total, ==, 1000);
  g_assert_cmpfloat (ak_cpu_read_load_average ("/nonexistent/loadavg"), <, 0);
  g_assert_false (ak_cpu_read_steal ("/nonexistent/stat", &steal, &total));
  write_file (dir, "stat", "cpu  1 2 3\n");
  g_assert_false (ak_cpu_read_steal (stat, &steal, &total));

  /* The VM of the issue: 2.8 to 23.8 GB/s, (23.8 − 2.8) ÷ 23.8 = 0.882. */
  g_assert_cmpfloat_with_epsilon (ak_cpu_spread (23.8e9, 2.8e9), 21.0 / 23.8, 1e-12);
  g_assert_cmpfloat (ak_cpu_spread (10, 10), ==, 0);
  g_assert_cmpfloat (ak_cpu_spread (0, 5), ==, 0);

  g_assert_false (ak_cpu_was_busy (-1, 4, 0, 0.1, 0.1));
  g_assert_true (ak_cpu_was_busy (-1, 4, 0, 21.0 / 23.8, 0.1));
  g_assert_true (ak_cpu_was_busy (-1, 4, 0, 0.1, 0.5));
  /* 2 per core is loaded; 1.9 on 4 cores is not (0.5 × 4 = 2) */
  g_assert_true (ak_cpu_was_busy (2.0, 4, 0, 0, 0));
  g_assert_false (ak_cpu_was_busy (1.9, 4, 0, 0, 0));
  g_assert_true (ak_cpu_was_busy (-1, 4, 0.05, 0, 0));
  g_assert_false (ak_cpu_was_busy (-1, 4, 0.04, 0, 0));
}

/* A measurement begun on a loaded computer says so, and its JSON has the
 * spread of each figure. */
static void
test_measure_busy (void)
{
  g_autoptr(AkMachineProbe) probe = ak_machine_probe_new ();
  g_autoptr(AkMachineReport) report = NULL;
  g_autoptr(AkMachineReport) back = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_build_filename (g_get_tmp_dir (), "loaded", NULL);
  g_autofree char *meminfo = g_build_filename (dir, "meminfo", NULL);
  g_autofree char *json = NULL;
  const char * const *notes;
  gboolean noted = FALSE;

  write_file (dir, "meminfo", "MemAvailable:   196608 kB\n");
  write_file (dir, "loadavg", "4096.00 4096.00 4096.00 1/1 1\n");
  ak_machine_probe_set_meminfo_path (probe, meminfo);
  ak_machine_probe_set_array_bytes (probe, 1 << 20);
  ak_machine_probe_set_flop_seconds (probe, 0.01);
  report = ak_machine_probe_measure (probe, NULL, &error);
  g_assert_no_error (error);

  g_assert_true (report->busy);
  g_assert_cmpfloat (report->triad_spread, >=, 0);
  g_assert_cmpfloat (report->triad_spread, <, 1);
  g_assert_cmpfloat (report->fp32_spread, >=, 0);
  notes = ak_machine_report_get_notes (report);
  for (guint i = 0; notes != NULL && notes[i] != NULL; i++)
    noted |= strstr (notes[i], "was busy") != NULL;
  g_assert_true (noted);

  json = ak_machine_report_to_json (report);
  g_assert_nonnull (strstr (json, "\"triad_spread\""));
  g_assert_nonnull (strstr (json, "\"fp32_spread\""));
  g_assert_nonnull (strstr (json, "\"busy\" : true"));
  back = ak_machine_report_new_from_json (json, &error);
  g_assert_no_error (error);
  g_assert_true (back->busy);
  g_assert_cmpfloat_with_epsilon (back->triad_spread, report->triad_spread, 1e-3);
}

static AkMachineReport *
new_full_report (void)
{
  AkMachineReport *report = g_new0 (AkMachineReport, 1);
  static const char *notes[] = { "first note", "second note", NULL };

  report->simd = g_strdup ("AVX-512");
  report->cores = 2;
  report->simd_bits = 512;
  report->fma_units = 2;
  report->triad_bytes_per_s = 10e9;
  report->triad_nt_bytes_per_s = 12e9;
  report->fp32_flop_s = 150e9;
  report->max_frequency_hz = 2.1e9;
  report->measured_clock_hz = 2.5e9;
  report->theoretical_fp32_flop_s = 2 * 2.5e9 * 16 * 2 * 2;
  report->cache_levels[0] = (AkMachineCacheLevel) { AK_MACHINE_LEVEL_L1, 49152, 150e9 };
  report->cache_levels[1] = (AkMachineCacheLevel) { AK_MACHINE_LEVEL_L2, 2 << 20, 80e9 };
  report->cache_levels[2] = (AkMachineCacheLevel) { AK_MACHINE_LEVEL_DRAM, 192 << 20, 10e9 };
  report->n_cache_levels = 3;
  report->notes = g_strdupv ((char **) notes);

  return report;
}

static void
test_json_round_trip (void)
{
  g_autoptr(AkMachineReport) report = new_full_report ();
  g_autoptr(AkMachineReport) copy = ak_machine_report_copy (report);
  g_autoptr(AkMachineReport) read = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *json = ak_machine_report_to_json (copy);
  const AkMachineCacheLevel *levels;
  guint n;

  read = ak_machine_report_new_from_json (json, &error);
  g_assert_no_error (error);

  g_assert_cmpfloat_with_epsilon (read->measured_clock_hz, 2.5e9, 1e3);
  g_assert_cmpfloat_with_epsilon (read->triad_nt_bytes_per_s, 12e9, 1e6);
  g_assert_cmpfloat_with_epsilon (ak_machine_report_get_fraction_of_theoretical (read), 150.0 / 320, 1e-3);
  levels = ak_machine_report_get_cache_levels (read, &n);
  g_assert_cmpuint (n, ==, 3);
  g_assert_cmpint (levels[1].level, ==, AK_MACHINE_LEVEL_L2);
  g_assert_cmpuint (levels[1].bytes, ==, 2 << 20);
  g_assert_cmpfloat_with_epsilon (levels[1].bytes_per_s, 80e9, 1e6);
  g_assert_cmpint (levels[2].level, ==, AK_MACHINE_LEVEL_DRAM);
  g_assert_cmpstrv (ak_machine_report_get_notes (read), ak_machine_report_get_notes (report));
}

/* A report saved before the clock, the ladder and the notes still loads;
 * bad ladder entries and notes are left out. */
static void
test_json_old_and_bad (void)
{
  g_autoptr(AkMachineReport) old = NULL, bad = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *peak = NULL;
  guint n = 99;

  old = ak_machine_report_new_from_json ("{\"cores\": 2, \"simd\": \"AVX2+FMA\", \"triad_bandwidth_gb_s\": 10,"
                                         " \"fp32_gflop_s\": 100, \"max_frequency_mhz\": 2600}", &error);
  g_assert_no_error (error);
  ak_machine_report_get_cache_levels (old, &n);
  g_assert_cmpuint (n, ==, 0);
  g_assert_null (ak_machine_report_get_notes (old)[0]);
  g_assert_cmpfloat (old->measured_clock_hz, ==, 0);
  peak = ak_machine_report_describe_peak (old);
  g_assert_nonnull (peak);

  bad = ak_machine_report_new_from_json ("{\"triad_bandwidth_gb_s\": 10, \"fp32_gflop_s\": 100,"
                                         " \"measured_clock_mhz\": -5,"
                                         " \"cache_levels\": [1, {\"level\": \"L9\", \"bytes\": 1, \"bandwidth_gb_s\": 1},"
                                         "   {\"level\": \"L1\", \"bytes\": -1, \"bandwidth_gb_s\": 1},"
                                         "   {\"level\": \"L2\", \"bytes\": 1024, \"bandwidth_gb_s\": 50},"
                                         "   {\"level\": \"L2\", \"bytes\": 2048, \"bandwidth_gb_s\": 40}],"
                                         " \"notes\": [3, \"kept\", null]}", &error);
  g_assert_no_error (error);
  g_assert_cmpfloat (bad->measured_clock_hz, ==, 0);
  ak_machine_report_get_cache_levels (bad, &n);
  g_assert_cmpuint (n, ==, 1);
  g_assert_cmpuint (bad->cache_levels[0].bytes, ==, 1024);
  g_assert_cmpstr (ak_machine_report_get_notes (bad)[0], ==, "kept");
  g_assert_null (ak_machine_report_get_notes (bad)[1]);
}

/* Arrays the process may not map: a GError, and the next, smaller
 * measurement works. Runs in a child with a capped address space. */
static void
test_allocation_failure (void)
{
  if (g_test_subprocess ())
    {
      g_autoptr(AkMachineProbe) probe = new_quick_probe ();
      g_autoptr(AkMachineReport) report = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *status = NULL;
      g_autofree char *dir = g_build_filename (g_get_tmp_dir (), "plenty", NULL);
      g_autofree char *meminfo = g_build_filename (dir, "meminfo", NULL);
      const char *vm_size;
      struct rlimit limit;

      write_file (dir, "meminfo", "MemAvailable: 68719476736 kB\n");
      ak_machine_probe_set_meminfo_path (probe, meminfo);
      g_assert_true (g_file_get_contents ("/proc/self/status", &status, NULL, NULL));
      vm_size = strstr (status, "VmSize:");
      g_assert_nonnull (vm_size);
      limit.rlim_cur = limit.rlim_max = (g_ascii_strtoull (vm_size + 7, NULL, 10) << 10) + (64 << 20);
      g_assert_cmpint (setrlimit (RLIMIT_AS, &limit), ==, 0);

      ak_machine_probe_set_array_bytes (probe, AK_CPU_ARRAY_CEILING);
      report = ak_machine_probe_measure (probe, NULL, &error);
      g_assert_null (report);
      g_assert_nonnull (error);
      g_assert_true (error->domain == G_IO_ERROR);
      g_printerr ("%s\n", error->message);
      g_clear_error (&error);

      ak_machine_probe_set_array_bytes (probe, 1 << 20);
      report = ak_machine_probe_measure (probe, NULL, &error);
      g_assert_no_error (error);
      g_assert_nonnull (report);
      return;
    }

  g_test_trap_subprocess (NULL, 60 * G_USEC_PER_SEC, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
  g_test_trap_assert_stderr ("*Could not reserve*");
}

typedef struct
{
  AkMachineReport *report;
  GError          *error;
  gboolean         done;
  double           last_fraction;
  guint            n_progress;
  guint            workers_left;
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
  outcome->workers_left = ak_machine_probe_get_n_running_workers ();
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
  g_assert_cmpuint (outcome.workers_left, ==, 0);
  ak_machine_report_free (outcome.report);
}

/* Starts a full-size measurement, cancels it once @fraction is reached
 * and checks that it ends with G_IO_ERROR_CANCELLED and that no thread of
 * the probe is left when the callback runs. How fast it stops depends on
 * the machine and its load, so it is printed here and by
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
  g_assert_cmpuint (outcome.workers_left, ==, 0);
  g_assert_cmpuint (ak_machine_probe_get_n_running_workers (), ==, 0);
  g_clear_error (&outcome.error);
}

typedef struct
{
  GCancellable *cancellable;
  double        at;
  double        cancelled_at;
} SyncCancel;

/* Emitted in the measuring thread by ak_machine_probe_measure(): cancels
 * exactly at the point, however far a busy machine delays a main loop. */
static void
cancel_on_progress (AkMachineProbe *probe,
                    double          fraction,
                    const char     *stage,
                    SyncCancel     *cancel)
{
  if (fraction >= cancel->at && cancel->cancelled_at == 0)
    {
      cancel->cancelled_at = fraction;
      g_cancellable_cancel (cancel->cancellable);
    }
}

/* A full-size measurement in this thread, cancelled once @fraction is
 * reached: G_IO_ERROR_CANCELLED, and every thread joined on return. */
static void
test_cancel_sync_at (gconstpointer data)
{
  g_autoptr(AkMachineProbe) probe = ak_machine_probe_new ();
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(AkMachineReport) report = NULL;
  g_autoptr(GError) error = NULL;
  SyncCancel cancel = { cancellable, *(const double *) data, 0 };

  g_signal_connect (probe, "progress", G_CALLBACK (cancel_on_progress), &cancel);
  report = ak_machine_probe_measure (probe, cancellable, &error);

  g_test_message ("cancelled at %.0f %%", cancel.cancelled_at * 100);
  g_assert_cmpfloat (cancel.cancelled_at, >=, cancel.at);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_null (report);
  g_assert_cmpuint (ak_machine_probe_get_n_running_workers (), ==, 0);
}

/* The kernel-duration setting is clamped (NaN to its default, negatives
 * and infinity into range): a setter's bounds, not a measured time. */
static void
test_settings_clamp (void)
{
  g_autoptr(AkMachineProbe) probe = ak_machine_probe_new ();

  /* The FLOP kernel's duration is a setting: these are the values it is
   * clamped to (default, least, most), not a measured time. */
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
  /* Of 34 steps on x86-64: 1 fill, 15 DRAM, 9 cache ladder, 3 FP32 with the
   * clock, 6 more FLOP/s. */
  static const double at_start = 0, during_memory = 0.05, during_nt = 0.35, during_ladder = 0.55,
                      during_clock = 0.75, during_flops = 0.9;

  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/machine-probe/fma-kernels", test_fma_kernels);
  g_test_add_func ("/machine-probe/memory-kernels", test_memory_kernels);
  g_test_add_func ("/machine-probe/nt-triad-kernel", test_nt_triad_kernel);
  g_test_add_func ("/machine-probe/add-chain-kernel", test_add_chain_kernel);
  g_test_add_func ("/machine-probe/parse-size", test_parse_size);
  g_test_add_func ("/machine-probe/caches-plausible", test_caches_plausible);
  g_test_add_func ("/machine-probe/caches-vm", test_caches_vm);
  g_test_add_func ("/machine-probe/caches-missing", test_caches_missing);
  g_test_add_func ("/machine-probe/caches-absurd", test_caches_absurd);
  g_test_add_func ("/machine-probe/caches-no-l3", test_caches_no_l3);
  g_test_add_func ("/machine-probe/mem-available", test_mem_available);
  g_test_add_func ("/machine-probe/plan-arrays", test_plan_arrays);
  g_test_add_func ("/machine-probe/measured-clock-check", test_measured_clock_check);
  g_test_add_func ("/machine-probe/quick-measurement", test_quick_measurement);
  g_test_add_func ("/machine-probe/ladder-and-clock", test_ladder_and_clock);
  g_test_add_func ("/machine-probe/measure-vm", test_measure_vm);
  g_test_add_func ("/machine-probe/busy-signs", test_busy_signs);
  g_test_add_func ("/machine-probe/measure-busy", test_measure_busy);
  g_test_add_func ("/machine-probe/json-round-trip", test_json_round_trip);
  g_test_add_func ("/machine-probe/json-old-and-bad", test_json_old_and_bad);
  g_test_add_func ("/machine-probe/allocation-failure", test_allocation_failure);
  g_test_add_func ("/machine-probe/async-progress", test_async_progress);
  g_test_add_data_func ("/machine-probe/cancel-at-start", &at_start, test_cancel_at);
  g_test_add_data_func ("/machine-probe/cancel-during-memory", &during_memory, test_cancel_at);
  g_test_add_data_func ("/machine-probe/cancel-during-nt-triad", &during_nt, test_cancel_at);
  g_test_add_data_func ("/machine-probe/cancel-during-ladder", &during_ladder, test_cancel_at);
  /* Late points in this thread: a loaded machine may delay the main loop's
   * progress until the measurement has ended. */
  g_test_add_data_func ("/machine-probe/cancel-during-clock", &during_clock, test_cancel_sync_at);
  g_test_add_data_func ("/machine-probe/cancel-during-flops", &during_flops, test_cancel_sync_at);
  g_test_add_data_func ("/machine-probe/cancel-sync-during-memory", &during_memory, test_cancel_sync_at);
  g_test_add_func ("/machine-probe/settings-clamp", test_settings_clamp);

  return g_test_run ();
}

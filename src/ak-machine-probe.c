/* ak-machine-probe.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <math.h>
#include <string.h>
#include <unistd.h>
#include <sys/mman.h>

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>

#include "ak-lesson-private.h"
#include "ak-machine-probe.h"

#if defined (__x86_64__)
# include <immintrin.h>
#elif defined (__aarch64__)
# include <arm_neon.h>
#endif

#define MIN_ARRAY_BYTES   (64u << 20)
#define MEMORY_REPS       5
#define FLOP_REPS         3
#define MEMORY_CHUNK      (1u << 16)   /* elements between cancellation checks */
#define FMA_CHUNK         (1u << 14)   /* kernel iterations between checks, about 0.2 ms */
#define TRIAD_SCALAR      3.0
#define FMA_M             0.5          /* x ← x·m + c converges to c/(1−m): no overflow, no denormals */
#define FMA_C             1.0

/* Memory kernel vectors; aligned (8) lets them load any double array. */
typedef double AkDouble4 __attribute__ ((vector_size (32), aligned (8)));

typedef double (*FmaKernel) (guint64 iterations, double x0, double m, double c);

/* Each of AK_MACHINE_FMA_ACCUMULATORS vectors starts at x0 + j and is
 * advanced @iterations times by x ← x·m + c; returns the sum of all lanes. */
#define FMA_KERNEL(name, attr, vec, ctype, set1, madd)                         \
  attr static double                                                            \
  name (guint64 iterations, double x0, double m, double c)                      \
  {                                                                             \
    const vec vm = set1 ((ctype) m), vc = set1 ((ctype) c);                     \
    vec acc[AK_MACHINE_FMA_ACCUMULATORS];                                       \
    double sum = 0;                                                             \
                                                                                \
    for (guint j = 0; j < AK_MACHINE_FMA_ACCUMULATORS; j++)                     \
      acc[j] = set1 ((ctype) (x0 + j));                                         \
    for (guint64 i = 0; i < iterations; i++)                                    \
      {                                                                         \
        _Pragma ("GCC unroll 16")                                               \
        for (guint j = 0; j < AK_MACHINE_FMA_ACCUMULATORS; j++)                 \
          acc[j] = madd (acc[j], vm, vc);                                       \
      }                                                                         \
    for (guint j = 0; j < AK_MACHINE_FMA_ACCUMULATORS; j++)                     \
      {                                                                         \
        ctype lanes[sizeof (vec) / sizeof (ctype)];                             \
        memcpy (lanes, &acc[j], sizeof lanes);                                  \
        for (guint k = 0; k < G_N_ELEMENTS (lanes); k++)                        \
          sum += lanes[k];                                                      \
      }                                                                         \
    return sum;                                                                 \
  }

typedef struct
{
  const char *name;
  guint       bits;
  FmaKernel   f32;
  FmaKernel   f64;
  gboolean  (*supported) (void);
} Variant;

#if defined (__x86_64__)
# define SSE_MADD_PS(a, m, c) _mm_add_ps (_mm_mul_ps ((a), (m)), (c))
# define SSE_MADD_PD(a, m, c) _mm_add_pd (_mm_mul_pd ((a), (m)), (c))
FMA_KERNEL (fma_avx512_f32, __attribute__ ((target ("avx512f"))), __m512, float, _mm512_set1_ps, _mm512_fmadd_ps)
FMA_KERNEL (fma_avx512_f64, __attribute__ ((target ("avx512f"))), __m512d, double, _mm512_set1_pd, _mm512_fmadd_pd)
FMA_KERNEL (fma_avx2_f32, __attribute__ ((target ("avx2,fma"))), __m256, float, _mm256_set1_ps, _mm256_fmadd_ps)
FMA_KERNEL (fma_avx2_f64, __attribute__ ((target ("avx2,fma"))), __m256d, double, _mm256_set1_pd, _mm256_fmadd_pd)
FMA_KERNEL (fma_sse2_f32, , __m128, float, _mm_set1_ps, SSE_MADD_PS)
FMA_KERNEL (fma_sse2_f64, , __m128d, double, _mm_set1_pd, SSE_MADD_PD)

static gboolean
has_avx512 (void)
{
  return __builtin_cpu_supports ("avx512f");
}

static gboolean
has_avx2_fma (void)
{
  return __builtin_cpu_supports ("avx2") && __builtin_cpu_supports ("fma");
}

static const Variant variants[] = {
  { "AVX-512", 512, fma_avx512_f32, fma_avx512_f64, has_avx512 },
  { "AVX2+FMA", 256, fma_avx2_f32, fma_avx2_f64, has_avx2_fma },
  { "SSE2", 128, fma_sse2_f32, fma_sse2_f64, NULL },
};
#elif defined (__aarch64__)
# define NEON_MADD_F32(a, m, c) vfmaq_f32 ((c), (a), (m))
# define NEON_MADD_F64(a, m, c) vfmaq_f64 ((c), (a), (m))
FMA_KERNEL (fma_neon_f32, , float32x4_t, float, vdupq_n_f32, NEON_MADD_F32)
FMA_KERNEL (fma_neon_f64, , float64x2_t, double, vdupq_n_f64, NEON_MADD_F64)

static const Variant variants[] = {
  { "NEON", 128, fma_neon_f32, fma_neon_f64, NULL },
};
#else
# define SCALAR_SET1(x) (x)
# define SCALAR_MADD(a, m, c) ((a) * (m) + (c))
FMA_KERNEL (fma_scalar_f32, , float, float, SCALAR_SET1, SCALAR_MADD)
FMA_KERNEL (fma_scalar_f64, , double, double, SCALAR_SET1, SCALAR_MADD)

static const Variant variants[] = {
  { "scalar", 64, fma_scalar_f32, fma_scalar_f64, NULL },
};
#endif

/* The variants this CPU runs, widest first. */
static const Variant * const *
get_available (guint *n_available)
{
  static const Variant *available[G_N_ELEMENTS (variants)];
  static guint n;
  static gsize initialized;

  if (g_once_init_enter (&initialized))
    {
      for (guint i = 0; i < G_N_ELEMENTS (variants); i++)
        if (variants[i].supported == NULL || variants[i].supported ())
          available[n++] = &variants[i];
      g_once_init_leave (&initialized, 1);
    }

  *n_available = n;
  return available;
}

static const Variant *
get_variant (guint index)
{
  guint n;
  const Variant * const *available = get_available (&n);

  g_return_val_if_fail (index < n, available[0]);

  return available[index];
}

/**
 * ak_machine_kernel_get_n_variants:
 *
 * Returns: how many FMA kernel variants this CPU can run (at least 1);
 *   variant 0 is the widest, the one measurements use
 */
guint
ak_machine_kernel_get_n_variants (void)
{
  guint n;

  get_available (&n);
  return n;
}

/**
 * ak_machine_kernel_get_variant_name:
 * @variant: 0 to ak_machine_kernel_get_n_variants() − 1
 *
 * Returns: the instruction set, e.g. "AVX-512", "AVX2+FMA", "SSE2", "NEON"
 */
const char *
ak_machine_kernel_get_variant_name (guint variant)
{
  return get_variant (variant)->name;
}

/**
 * ak_machine_kernel_get_variant_bits:
 * @variant: 0 to ak_machine_kernel_get_n_variants() − 1
 *
 * Returns: the vector width in bits (FP32 lanes = bits / 32)
 */
guint
ak_machine_kernel_get_variant_bits (guint variant)
{
  return get_variant (variant)->bits;
}

/**
 * ak_machine_kernel_fma:
 * @variant: 0 to ak_machine_kernel_get_n_variants() − 1
 * @fp64: %TRUE for double precision, %FALSE for single
 * @iterations: how many times each accumulator is advanced
 * @x0: the first accumulator's start; accumulator j starts at @x0 + j
 * @m: the multiplier
 * @c: the addend
 *
 * Runs the FMA throughput kernel: AK_MACHINE_FMA_ACCUMULATORS vectors, each
 * lane advanced @iterations times by x ← x·@m + @c (one FMA, 2 FLOPs).
 *
 * Returns: the sum of every lane of every accumulator
 */
double
ak_machine_kernel_fma (guint    variant,
                       gboolean fp64,
                       guint64  iterations,
                       double   x0,
                       double   m,
                       double   c)
{
  const Variant *v = get_variant (variant);

  return (fp64 ? v->f64 : v->f32) (iterations, x0, m, c);
}

/**
 * ak_machine_kernel_copy:
 * @dst: @n doubles
 * @src: @n doubles, not overlapping @dst
 * @n: elements
 *
 * STREAM copy: dst[i] = src[i]; counts as 16 bytes per element.
 */
void
ak_machine_kernel_copy (double       *restrict dst,
                        const double *restrict src,
                        gsize                  n)
{
  gsize i = 0;

  for (; i + 4 <= n; i += 4)
    *(AkDouble4 *) (dst + i) = *(const AkDouble4 *) (src + i);
  for (; i < n; i++)
    dst[i] = src[i];
}

/**
 * ak_machine_kernel_triad:
 * @a: @n doubles, written
 * @b: @n doubles
 * @c: @n doubles
 * @scalar: the factor
 * @n: elements
 *
 * STREAM triad: a[i] = b[i] + @scalar·c[i]; counts as 24 bytes per element.
 */
void
ak_machine_kernel_triad (double       *restrict a,
                         const double *restrict b,
                         const double *restrict c,
                         double                 scalar,
                         gsize                  n)
{
  gsize i = 0;

  for (; i + 4 <= n; i += 4)
    *(AkDouble4 *) (a + i) = *(const AkDouble4 *) (b + i) + scalar * *(const AkDouble4 *) (c + i);
  for (; i < n; i++)
    a[i] = b[i] + scalar * c[i];
}

/* --- what the system says ------------------------------------------------ */

static char *
cpuinfo_field (const char *cpuinfo,
               const char *key)
{
  g_auto(GStrv) lines = NULL;

  if (cpuinfo == NULL)
    return NULL;

  lines = g_strsplit (cpuinfo, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      const char *colon = strchr (lines[i], ':');
      g_autofree char *name = NULL;

      if (colon == NULL)
        continue;
      name = g_strstrip (g_strndup (lines[i], colon - lines[i]));
      if (g_str_equal (name, key))
        return g_strstrip (g_strdup (colon + 1));
    }

  return NULL;
}

/* "32K", "1024K", "32M" → bytes; 0 if unreadable. */
static guint64
parse_cache_size (const char *text)
{
  char *end = NULL;
  guint64 value = g_ascii_strtoull (text, &end, 10);

  switch (end != NULL ? g_ascii_toupper (*end) : 0)
    {
    case 'K': return value << 10;
    case 'M': return value << 20;
    case 'G': return value << 30;
    default:  return value;
    }
}

static char *
read_sysfs (const char *path)
{
  char *text = NULL;

  if (!g_file_get_contents (path, &text, NULL, NULL))
    return NULL;
  return g_strstrip (text);
}

static void
read_caches (AkMachineReport *report)
{
  for (guint i = 0; i < 10; i++)
    {
      g_autofree char *dir = g_strdup_printf ("/sys/devices/system/cpu/cpu0/cache/index%u", i);
      g_autofree char *level_path = g_build_filename (dir, "level", NULL);
      g_autofree char *type_path = g_build_filename (dir, "type", NULL);
      g_autofree char *size_path = g_build_filename (dir, "size", NULL);
      g_autofree char *level = read_sysfs (level_path);
      g_autofree char *type = read_sysfs (type_path);
      g_autofree char *size = read_sysfs (size_path);

      if (level == NULL || type == NULL || size == NULL)
        continue;
      if (g_str_equal (level, "1") && g_str_equal (type, "Data"))
        report->l1d_cache_bytes = parse_cache_size (size);
      else if (g_str_equal (level, "2"))
        report->l2_cache_bytes = parse_cache_size (size);
      else if (g_str_equal (level, "3"))
        report->l3_cache_bytes = parse_cache_size (size);
    }

#ifdef _SC_LEVEL3_CACHE_SIZE
  if (report->l3_cache_bytes == 0 && sysconf (_SC_LEVEL3_CACHE_SIZE) > 0)
    report->l3_cache_bytes = sysconf (_SC_LEVEL3_CACHE_SIZE);
  if (report->l2_cache_bytes == 0 && sysconf (_SC_LEVEL2_CACHE_SIZE) > 0)
    report->l2_cache_bytes = sysconf (_SC_LEVEL2_CACHE_SIZE);
#endif
}

static double
read_max_frequency (const char *cpuinfo)
{
  g_autofree char *khz = read_sysfs ("/sys/devices/system/cpu/cpu0/cpufreq/cpuinfo_max_freq");
  g_autofree char *mhz = NULL;

  if (khz != NULL && g_ascii_strtod (khz, NULL) > 0)
    return g_ascii_strtod (khz, NULL) * 1e3;

  mhz = cpuinfo_field (cpuinfo, "cpu MHz");
  return mhz != NULL ? MAX (g_ascii_strtod (mhz, NULL), 0) * 1e6 : 0;
}

/* FMA units per core: an assumption, as no interface reports it. Two for
 * AVX2- and AVX-512-class x86 cores (Haswell and later, Zen 2 and later,
 * Xeon Gold/Platinum), except AMD family 19h (Zen 4) with AVX-512, which
 * runs a 512-bit FMA as two 256-bit halves: one. SSE2 without FMA: one
 * multiply and one add per cycle, counted as one unit. NEON: two (Cortex-A76
 * and later; Apple cores have four, so their fraction can exceed 1). */
static guint
assume_fma_units (const char *simd,
                  const char *cpuinfo)
{
  g_autofree char *vendor = cpuinfo_field (cpuinfo, "vendor_id");
  g_autofree char *family = cpuinfo_field (cpuinfo, "cpu family");

  if (g_str_equal (simd, "AVX-512"))
    return g_strcmp0 (vendor, "AuthenticAMD") == 0 && g_strcmp0 (family, "25") == 0 ? 1 : 2;
  if (g_str_equal (simd, "AVX2+FMA") || g_str_equal (simd, "NEON"))
    return 2;
  if (g_str_equal (simd, "SSE2"))
    return 1;
  return 0;
}

static void
describe_system (AkMachineReport *report)
{
  g_autofree char *cpuinfo = NULL;

  g_file_get_contents ("/proc/cpuinfo", &cpuinfo, NULL, NULL);

  report->cpu_model = cpuinfo_field (cpuinfo, "model name");
  report->cores = g_get_num_processors ();
  report->simd = g_strdup (ak_machine_kernel_get_variant_name (0));
  report->simd_bits = ak_machine_kernel_get_variant_bits (0);
  report->fma_units = assume_fma_units (report->simd, cpuinfo);
  report->max_frequency_hz = read_max_frequency (cpuinfo);
  read_caches (report);

  report->theoretical_fp32_flop_s = report->cores * report->max_frequency_hz
                                    * (report->simd_bits / 32) * 2.0 * report->fma_units;
}

/* --- the measurement ----------------------------------------------------- */

typedef void (*ProgressFunc) (double fraction, const char *stage, gpointer data);

typedef struct
{
  guint64      array_bytes;
  double       flop_seconds;
  ProgressFunc progress;
  gpointer     progress_data;
  guint        step, n_steps;
} Run;

typedef enum { JOB_FILL, JOB_COPY, JOB_TRIAD, JOB_FMA } JobKind;

typedef struct
{
  JobKind       kind;
  double       *a, *b, *c;
  gsize         begin, end;
  FmaKernel     fma;
  guint         lanes;
  double        x0;
  gint64        deadline;
  GCancellable *cancellable;
  guint64       flops;
  double        checksum;
} Job;

static void
run_memory_job (Job *job)
{
  for (gsize i = job->begin; i < job->end; i += MEMORY_CHUNK)
    {
      gsize n = MIN (MEMORY_CHUNK, job->end - i);

      if (g_cancellable_is_cancelled (job->cancellable))
        return;

      switch (job->kind)
        {
        case JOB_FILL:
          for (gsize k = i; k < i + n; k++)
            job->a[k] = 1.0, job->b[k] = 2.0, job->c[k] = 0.0;
          break;
        case JOB_COPY:
          ak_machine_kernel_copy (job->c + i, job->a + i, n);
          break;
        case JOB_TRIAD:
          ak_machine_kernel_triad (job->a + i, job->b + i, job->c + i, TRIAD_SCALAR, n);
          break;
        case JOB_FMA:
        default:
          g_assert_not_reached ();
        }
    }
}

static void
run_fma_job (Job *job)
{
  do
    {
      job->checksum += job->fma (FMA_CHUNK, job->x0, FMA_M, FMA_C);
      job->flops += (guint64) FMA_CHUNK * AK_MACHINE_FMA_ACCUMULATORS * job->lanes * 2;
    }
  while (g_get_monotonic_time () < job->deadline && !g_cancellable_is_cancelled (job->cancellable));
}

static gpointer
job_thread (gpointer data)
{
  Job *job = data;

  if (job->kind == JOB_FMA)
    run_fma_job (job);
  else
    run_memory_job (job);

  return NULL;
}

/* Runs the jobs in parallel, the first on this thread; returns seconds. */
static double
run_jobs (Job   *jobs,
          guint  n_jobs)
{
  g_autofree GThread **threads = g_new0 (GThread *, n_jobs);
  gint64 start = g_get_monotonic_time ();

  for (guint i = 1; i < n_jobs; i++)
    threads[i] = g_thread_new ("ak-probe", job_thread, &jobs[i]);
  job_thread (&jobs[0]);
  for (guint i = 1; i < n_jobs; i++)
    g_thread_join (threads[i]);

  return (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC;
}

static void
step_done (Run        *run,
           const char *stage)
{
  run->step++;
  if (run->progress != NULL)
    run->progress ((double) run->step / run->n_steps, stage, run->progress_data);
}

/* Best seconds of MEMORY_REPS runs of @kind over per-core slices. */
static double
time_memory (Run          *run,
             JobKind       kind,
             double       *a,
             double       *b,
             double       *c,
             gsize         n,
             guint         n_jobs,
             guint         reps,
             const char   *stage,
             GCancellable *cancellable)
{
  g_autofree Job *jobs = g_new0 (Job, n_jobs);
  gsize slice = n / n_jobs / 8 * 8;   /* slices start on 64-byte lines */
  double best = G_MAXDOUBLE;

  for (guint i = 0; i < n_jobs; i++)
    jobs[i] = (Job) { .kind = kind, .a = a, .b = b, .c = c,
                      .begin = slice * i, .end = i + 1 == n_jobs ? n : slice * (i + 1),
                      .cancellable = cancellable };

  for (guint r = 0; r < reps && !g_cancellable_is_cancelled (cancellable); r++)
    {
      best = MIN (best, run_jobs (jobs, n_jobs));
      step_done (run, stage);
    }

  return best;
}

/* Straight from the kernel, untouched: malloc may fill large blocks
 * (MALLOC_PERTURB_), which would cost seconds and delay cancellation. */
static double *
map_array (gsize    n,
           GError **error)
{
  void *memory = mmap (NULL, n * sizeof (double), PROT_READ | PROT_WRITE,
                       MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

  if (memory == MAP_FAILED)
    {
      int saved_errno = errno;
      g_autofree char *size = g_format_size (n * sizeof (double));

      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
                   _("Could not reserve %s for the memory test: %s"), size, g_strerror (saved_errno));
      return NULL;
    }

  return memory;
}

static void
unmap_array (double *array,
             gsize   n)
{
  if (array != NULL)
    munmap (array, n * sizeof (double));
}

static gboolean
measure_memory (Run              *run,
                AkMachineReport  *report,
                GCancellable     *cancellable,
                GError          **error)
{
  gsize n = MAX (run->array_bytes / sizeof (double), 4096);
  guint n_jobs = report->cores;
  double *a, *b, *c;
  double copy, triad;

  a = map_array (n, error);
  b = a != NULL ? map_array (n, error) : NULL;
  c = b != NULL ? map_array (n, error) : NULL;
  if (c == NULL)
    {
      unmap_array (a, n);
      unmap_array (b, n);
      return FALSE;
    }

  /* Each core first touches its own slice, so its pages are local. */
  time_memory (run, JOB_FILL, a, b, c, n, n_jobs, 1, _("Preparing memory"), cancellable);
  copy = time_memory (run, JOB_COPY, a, b, c, n, n_jobs, MEMORY_REPS, _("Measuring memory copy"), cancellable);
  triad = time_memory (run, JOB_TRIAD, a, b, c, n, n_jobs, MEMORY_REPS, _("Measuring memory triad"), cancellable);

  report->array_bytes = n * sizeof (double);
  report->copy_bytes_per_s = 16.0 * n / copy;
  report->triad_bytes_per_s = 24.0 * n / triad;
  /* After copy c = a = 1, after triad a = 2 + 3·1 = 5. */
  report->checksum += a[0] + a[n - 1] + c[n / 2];

  unmap_array (a, n);
  unmap_array (b, n);
  unmap_array (c, n);

  return TRUE;
}

/* Best FLOP/s of FLOP_REPS runs of the widest kernel on @n_jobs cores. */
static double
measure_flops (Run             *run,
               AkMachineReport *report,
               gboolean         fp64,
               guint            n_jobs,
               const char      *stage,
               GCancellable    *cancellable)
{
  g_autofree Job *jobs = g_new0 (Job, n_jobs);
  const Variant *variant = get_variant (0);
  double best = 0;

  for (guint r = 0; r < FLOP_REPS && !g_cancellable_is_cancelled (cancellable); r++)
    {
      gint64 deadline = g_get_monotonic_time () + run->flop_seconds / FLOP_REPS * G_USEC_PER_SEC;
      guint64 flops = 0;
      double seconds;

      for (guint i = 0; i < n_jobs; i++)
        jobs[i] = (Job) { .kind = JOB_FMA, .fma = fp64 ? variant->f64 : variant->f32,
                          .lanes = variant->bits / (fp64 ? 64 : 32), .x0 = i,
                          .deadline = deadline, .cancellable = cancellable };
      seconds = run_jobs (jobs, n_jobs);
      for (guint i = 0; i < n_jobs; i++)
        {
          flops += jobs[i].flops;
          report->checksum += jobs[i].checksum;
        }
      best = MAX (best, flops / seconds);
      step_done (run, stage);
    }

  return best;
}

static AkMachineReport *
run_measurement (Run           *run,
                 GCancellable  *cancellable,
                 GError       **error)
{
  g_autoptr(AkMachineReport) report = g_new0 (AkMachineReport, 1);
  gint64 start = g_get_monotonic_time ();

  describe_system (report);
  if (run->array_bytes == 0)
    run->array_bytes = MAX (4 * report->l3_cache_bytes, MIN_ARRAY_BYTES);
  run->n_steps = 1 + 2 * MEMORY_REPS + 3 * FLOP_REPS;

  if (!measure_memory (run, report, cancellable, error))
    return NULL;
  report->fp32_flop_s = measure_flops (run, report, FALSE, report->cores,
                                       _("Measuring FP32 arithmetic"), cancellable);
  report->fp64_flop_s = measure_flops (run, report, TRUE, report->cores,
                                       _("Measuring FP64 arithmetic"), cancellable);
  report->fp32_single_core_flop_s = measure_flops (run, report, FALSE, 1,
                                                   _("Measuring one core"), cancellable);
  report->seconds = (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC;

  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return NULL;

  return g_steal_pointer (&report);
}

/* --- the report ---------------------------------------------------------- */

G_DEFINE_BOXED_TYPE (AkMachineReport, ak_machine_report, ak_machine_report_copy, ak_machine_report_free)

/**
 * ak_machine_report_copy:
 * @report: a report
 *
 * Returns: (transfer full): a copy
 */
AkMachineReport *
ak_machine_report_copy (const AkMachineReport *report)
{
  AkMachineReport *copy;

  g_return_val_if_fail (report != NULL, NULL);

  copy = g_memdup2 (report, sizeof *report);
  copy->cpu_model = g_strdup (report->cpu_model);
  copy->simd = g_strdup (report->simd);

  return copy;
}

/**
 * ak_machine_report_free:
 * @report: (nullable): a report
 */
void
ak_machine_report_free (AkMachineReport *report)
{
  if (report == NULL)
    return;

  g_free (report->cpu_model);
  g_free (report->simd);
  g_free (report);
}

/**
 * ak_machine_report_get_fraction_of_theoretical:
 * @report: a report
 *
 * Returns: measured FP32 FLOP/s over the theoretical peak, 0 when the peak
 *   is unknown (it can exceed 1 when the CPU boosts above the frequency
 *   the system reports)
 */
double
ak_machine_report_get_fraction_of_theoretical (const AkMachineReport *report)
{
  g_return_val_if_fail (report != NULL, 0);

  return report->theoretical_fp32_flop_s > 0 ? report->fp32_flop_s / report->theoretical_fp32_flop_s : 0;
}

/**
 * ak_machine_report_get_ridge_point:
 * @report: a report
 *
 * The arithmetic intensity where this machine's roofline bends: measured
 * FP32 FLOP/s over triad bandwidth (Williams, Waterman, Patterson 2009).
 *
 * Returns: FLOP per byte, 0 if the bandwidth is unknown
 */
double
ak_machine_report_get_ridge_point (const AkMachineReport *report)
{
  g_return_val_if_fail (report != NULL, 0);

  return report->triad_bytes_per_s > 0 ? report->fp32_flop_s / report->triad_bytes_per_s : 0;
}

/* Three decimals are more than the measurement's precision. */
static void
add_number (JsonBuilder *builder,
            const char  *name,
            double       value,
            gboolean     known)
{
  json_builder_set_member_name (builder, name);
  if (known && isfinite (value))
    json_builder_add_double_value (builder, round (value * 1000) / 1000);
  else
    json_builder_add_null_value (builder);
}

static void
add_int (JsonBuilder *builder,
         const char  *name,
         guint64      value)
{
  json_builder_set_member_name (builder, name);
  if (value > 0)
    json_builder_add_int_value (builder, value);
  else
    json_builder_add_null_value (builder);
}

/**
 * ak_machine_report_to_json:
 * @report: a report
 *
 * The report as a JSON object whose member names carry their units:
 * bandwidths in GB/s (10⁹ bytes per second, counted as STREAM counts
 * them), arithmetic in GFLOP/s, caches in bytes; unknown values are null.
 *
 * Returns: (transfer full): pretty-printed JSON
 */
char *
ak_machine_report_to_json (const AkMachineReport *report)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = NULL;
  double theoretical = report->theoretical_fp32_flop_s;

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "cpu_model");
  if (report->cpu_model != NULL)
    json_builder_add_string_value (builder, report->cpu_model);
  else
    json_builder_add_null_value (builder);
  add_int (builder, "cores", report->cores);
  json_builder_set_member_name (builder, "simd");
  json_builder_add_string_value (builder, report->simd);
  add_int (builder, "simd_bits", report->simd_bits);
  add_int (builder, "fma_units_assumed", report->fma_units);
  add_int (builder, "l1d_cache_bytes", report->l1d_cache_bytes);
  add_int (builder, "l2_cache_bytes", report->l2_cache_bytes);
  add_int (builder, "l3_cache_bytes", report->l3_cache_bytes);
  add_int (builder, "array_bytes", report->array_bytes);
  add_number (builder, "max_frequency_mhz", report->max_frequency_hz / 1e6, report->max_frequency_hz > 0);
  add_number (builder, "copy_bandwidth_gb_s", report->copy_bytes_per_s / 1e9, TRUE);
  add_number (builder, "triad_bandwidth_gb_s", report->triad_bytes_per_s / 1e9, TRUE);
  add_number (builder, "fp32_gflop_s", report->fp32_flop_s / 1e9, TRUE);
  add_number (builder, "fp64_gflop_s", report->fp64_flop_s / 1e9, TRUE);
  add_number (builder, "fp32_single_core_gflop_s", report->fp32_single_core_flop_s / 1e9, TRUE);
  add_number (builder, "theoretical_fp32_gflop_s", theoretical / 1e9, theoretical > 0);
  add_number (builder, "fraction_of_theoretical",
              ak_machine_report_get_fraction_of_theoretical (report), theoretical > 0);
  add_number (builder, "ridge_point_flop_byte", ak_machine_report_get_ridge_point (report), TRUE);
  add_number (builder, "seconds", report->seconds, TRUE);
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  json_generator_set_root (generator, root);
  json_generator_set_pretty (generator, TRUE);

  return json_generator_to_data (generator, NULL);
}

static double
read_number (JsonObject *object,
             const char *name,
             double      scale)
{
  JsonNode *node = json_object_get_member (object, name);

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node))
    return 0;
  return json_node_get_double (node) * scale;
}

static guint64
read_int (JsonObject *object,
          const char *name)
{
  JsonNode *node = json_object_get_member (object, name);

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64)
    return 0;
  return (guint64) MAX (json_node_get_int (node), 0);
}

/**
 * ak_machine_report_new_from_json:
 * @json: what ak_machine_report_to_json() wrote
 * @error: a #GError in %G_IO_ERROR: %G_IO_ERROR_INVALID_DATA when @json is
 *   not such an object or its bandwidth or FP32 FLOP/s is not positive
 *
 * Reads a report back; null or missing members read as 0 (unknown). The
 * checksum is not saved and reads as 0.
 *
 * Returns: (transfer full) (nullable): the report, or %NULL with @error set
 */
AkMachineReport *
ak_machine_report_new_from_json (const char  *json,
                                 GError     **error)
{
  g_autoptr(JsonParser) parser = json_parser_new_immutable ();
  g_autoptr(AkMachineReport) report = g_new0 (AkMachineReport, 1);
  JsonObject *object;
  JsonNode *root, *node;

  g_return_val_if_fail (json != NULL, NULL);

  if (!json_parser_load_from_data (parser, json, -1, error))
    return NULL;
  root = json_parser_get_root (parser);
  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "A machine report is not an object");
      return NULL;
    }

  object = json_node_get_object (root);
  node = json_object_get_member (object, "cpu_model");
  if (node != NULL && JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING)
    report->cpu_model = g_strdup (json_node_get_string (node));
  node = json_object_get_member (object, "simd");
  if (node != NULL && JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING)
    report->simd = g_strdup (json_node_get_string (node));
  else
    report->simd = g_strdup ("scalar");

  report->cores = (guint) MIN (read_int (object, "cores"), G_MAXUINT);
  report->simd_bits = (guint) MIN (read_int (object, "simd_bits"), G_MAXUINT);
  report->fma_units = (guint) MIN (read_int (object, "fma_units_assumed"), G_MAXUINT);
  report->l1d_cache_bytes = read_int (object, "l1d_cache_bytes");
  report->l2_cache_bytes = read_int (object, "l2_cache_bytes");
  report->l3_cache_bytes = read_int (object, "l3_cache_bytes");
  report->array_bytes = read_int (object, "array_bytes");
  report->max_frequency_hz = read_number (object, "max_frequency_mhz", 1e6);
  report->copy_bytes_per_s = read_number (object, "copy_bandwidth_gb_s", 1e9);
  report->triad_bytes_per_s = read_number (object, "triad_bandwidth_gb_s", 1e9);
  report->fp32_flop_s = read_number (object, "fp32_gflop_s", 1e9);
  report->fp64_flop_s = read_number (object, "fp64_gflop_s", 1e9);
  report->fp32_single_core_flop_s = read_number (object, "fp32_single_core_gflop_s", 1e9);
  report->theoretical_fp32_flop_s = read_number (object, "theoretical_fp32_gflop_s", 1e9);
  report->seconds = read_number (object, "seconds", 1);

  if (!(isfinite (report->triad_bytes_per_s) && report->triad_bytes_per_s > 0 &&
        isfinite (report->fp32_flop_s) && report->fp32_flop_s > 0))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           "A machine report has no positive bandwidth or FP32 FLOP/s");
      return NULL;
    }

  return g_steal_pointer (&report);
}

/**
 * ak_machine_report_to_accelerator:
 * @report: a report with positive triad bandwidth and FP32 FLOP/s
 * @date: (nullable): when it was measured, %NULL for now
 *
 * This computer as an accelerator of the roofline chart, with the id
 * "this-computer". Its "BF16 dense" peak is the measured FP32 FLOP/s on
 * the CPU cores (a CPU has no BF16 tensor units; the chart needs one
 * compute roof) and its bandwidth the triad bandwidth. The category is
 * "edge": of the lesson's three it is the least wrong for a desktop or
 * laptop CPU, which runs models where the user is.
 *
 * Returns: (transfer full): the accelerator; free it with
 *   ak_machine_accelerator_free()
 */
AkAccelerator *
ak_machine_report_to_accelerator (const AkMachineReport *report,
                                  GDateTime             *date)
{
  g_autoptr(GDateTime) now = NULL;
  g_autofree char *day = NULL;
  AkAccelerator *accelerator;

  g_return_val_if_fail (report != NULL, NULL);

  if (date == NULL)
    date = now = g_date_time_new_now_local ();
  /* Translators: a date in a name, e.g. "2026-11-29"; see strftime(3) */
  day = g_date_time_format (date, C_("measured date", "%Y-%m-%d"));

  accelerator = g_new0 (AkAccelerator, 1);
  accelerator->id = g_strdup (AK_MACHINE_ACCELERATOR_ID);
  accelerator->measured = TRUE;
  /* Translators: %s is the date of the measurement */
  accelerator->name = g_strdup_printf (_("This computer (measured %s)"), day);
  accelerator->vendor = g_strdup (report->cpu_model != NULL ? report->cpu_model : _("Unknown CPU"));
  accelerator->category = g_strdup ("edge");
  accelerator->peak_bf16_dense_tflops = report->fp32_flop_s / 1e12;
  accelerator->bandwidth_tb_s = report->triad_bytes_per_s / 1e12;
  /* Translators: %s is the date of the measurement */
  accelerator->source = g_strdup_printf (_("Measured on this computer on %s: FP32 on the CPU cores "
                                           "(not BF16 tensor arithmetic) and STREAM triad bandwidth"),
                                         day);
  return accelerator;
}

/**
 * ak_machine_accelerator_free:
 * @accelerator: (nullable): what ak_machine_report_to_accelerator() returned
 */
void
ak_machine_accelerator_free (AkAccelerator *accelerator)
{
  if (accelerator != NULL)
    _ak_accelerator_free (accelerator);
}

/* --- the probe ----------------------------------------------------------- */

struct _AkMachineProbe
{
  GObject parent_instance;

  guint64 array_bytes;
  double  flop_seconds;
};

G_DEFINE_FINAL_TYPE (AkMachineProbe, ak_machine_probe, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_ARRAY_BYTES,
  PROP_FLOP_SECONDS,
  N_PROPS
};

enum {
  PROGRESS,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
ak_machine_probe_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  AkMachineProbe *self = AK_MACHINE_PROBE (object);

  switch (prop_id)
    {
    case PROP_ARRAY_BYTES:
      g_value_set_uint64 (value, self->array_bytes);
      break;
    case PROP_FLOP_SECONDS:
      g_value_set_double (value, self->flop_seconds);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ak_machine_probe_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  AkMachineProbe *self = AK_MACHINE_PROBE (object);

  switch (prop_id)
    {
    case PROP_ARRAY_BYTES:
      ak_machine_probe_set_array_bytes (self, g_value_get_uint64 (value));
      break;
    case PROP_FLOP_SECONDS:
      ak_machine_probe_set_flop_seconds (self, g_value_get_double (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ak_machine_probe_class_init (AkMachineProbeClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = ak_machine_probe_get_property;
  object_class->set_property = ak_machine_probe_set_property;

  /**
   * AkMachineProbe:array-bytes:
   *
   * The size of each of the three arrays of the memory kernels; 0 picks
   * four times the last-level cache, at least 64 MiB. Smaller arrays
   * measure a cache instead of memory (tests use them to be quick).
   */
  properties[PROP_ARRAY_BYTES] =
    g_param_spec_uint64 ("array-bytes", NULL, NULL, 0, G_MAXUINT64 / 4, 0,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * AkMachineProbe:flop-seconds:
   *
   * Seconds spent on each of the three FLOP/s measurements (FP32, FP64,
   * FP32 on one core), 0.001 to 10.
   */
  properties[PROP_FLOP_SECONDS] =
    g_param_spec_double ("flop-seconds", NULL, NULL, 0.001, 10, 0.3,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * AkMachineProbe::progress:
   * @self: the probe
   * @fraction: the part done, 0 to 1
   * @stage: what is being measured now, translated
   *
   * Emitted in the thread-default main context of the caller of
   * ak_machine_probe_measure_async() (or the caller's thread for
   * ak_machine_probe_measure()) after each repetition.
   */
  signals[PROGRESS] =
    g_signal_new ("progress", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_DOUBLE, G_TYPE_STRING);
}

static void
ak_machine_probe_init (AkMachineProbe *self)
{
  self->flop_seconds = 0.3;
}

/**
 * ak_machine_probe_new:
 *
 * Returns: (transfer full): a probe with full-size settings (about 2 s on
 *   two cores)
 */
AkMachineProbe *
ak_machine_probe_new (void)
{
  return g_object_new (AK_TYPE_MACHINE_PROBE, NULL);
}

/**
 * ak_machine_probe_get_array_bytes:
 * @self: a probe
 *
 * Returns: the #AkMachineProbe:array-bytes setting, 0 for automatic
 */
guint64
ak_machine_probe_get_array_bytes (AkMachineProbe *self)
{
  g_return_val_if_fail (AK_IS_MACHINE_PROBE (self), 0);

  return self->array_bytes;
}

/**
 * ak_machine_probe_set_array_bytes:
 * @self: a probe
 * @array_bytes: bytes per array, 0 for automatic
 */
void
ak_machine_probe_set_array_bytes (AkMachineProbe *self,
                                  guint64         array_bytes)
{
  g_return_if_fail (AK_IS_MACHINE_PROBE (self));

  if (self->array_bytes == array_bytes)
    return;

  self->array_bytes = array_bytes;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ARRAY_BYTES]);
}

/**
 * ak_machine_probe_get_flop_seconds:
 * @self: a probe
 *
 * Returns: seconds per FLOP/s measurement
 */
double
ak_machine_probe_get_flop_seconds (AkMachineProbe *self)
{
  g_return_val_if_fail (AK_IS_MACHINE_PROBE (self), 0);

  return self->flop_seconds;
}

/**
 * ak_machine_probe_set_flop_seconds:
 * @self: a probe
 * @flop_seconds: seconds per FLOP/s measurement, clamped to 0.001–10
 *   (NaN is ignored)
 */
void
ak_machine_probe_set_flop_seconds (AkMachineProbe *self,
                                   double          flop_seconds)
{
  g_return_if_fail (AK_IS_MACHINE_PROBE (self));

  if (isnan (flop_seconds))
    return;
  flop_seconds = CLAMP (flop_seconds, 0.001, 10);
  if (self->flop_seconds == flop_seconds)
    return;

  self->flop_seconds = flop_seconds;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FLOP_SECONDS]);
}

static void
emit_progress_here (double      fraction,
                    const char *stage,
                    gpointer    data)
{
  g_signal_emit (data, signals[PROGRESS], 0, fraction, stage);
}

/**
 * ak_machine_probe_measure:
 * @self: a probe
 * @cancellable: (nullable): stops the measurement within a few milliseconds
 * @error: a #GError, %G_IO_ERROR_CANCELLED when cancelled
 *
 * Measures in the calling thread (and one more thread per extra core),
 * blocking it for a few seconds.
 *
 * Returns: (transfer full) (nullable): the report, or %NULL when cancelled
 */
AkMachineReport *
ak_machine_probe_measure (AkMachineProbe  *self,
                          GCancellable    *cancellable,
                          GError         **error)
{
  Run run = { 0 };

  g_return_val_if_fail (AK_IS_MACHINE_PROBE (self), NULL);

  run = (Run) { self->array_bytes, self->flop_seconds, emit_progress_here, self, 0, 0 };
  return run_measurement (&run, cancellable, error);
}

typedef struct
{
  AkMachineProbe *self;
  double          fraction;
  const char     *stage;
} ProgressEvent;

static void
progress_event_free (gpointer data)
{
  ProgressEvent *event = data;

  g_object_unref (event->self);
  g_free (event);
}

static gboolean
emit_progress_event (gpointer data)
{
  ProgressEvent *event = data;

  emit_progress_here (event->fraction, event->stage, event->self);

  return G_SOURCE_REMOVE;
}

/* In the worker: hand the progress to the task's main context. */
static void
post_progress (double      fraction,
               const char *stage,
               gpointer    data)
{
  GTask *task = data;
  ProgressEvent *event = g_new (ProgressEvent, 1);

  *event = (ProgressEvent) { g_object_ref (g_task_get_source_object (task)), fraction, stage };
  g_main_context_invoke_full (g_task_get_context (task), G_PRIORITY_DEFAULT,
                              emit_progress_event, event, progress_event_free);
}

static void
measure_thread (GTask        *task,
                gpointer      source_object,
                gpointer      task_data,
                GCancellable *cancellable)
{
  Run *run = task_data;
  AkMachineReport *report;
  GError *error = NULL;

  run->progress_data = task;
  report = run_measurement (run, cancellable, &error);
  if (report != NULL)
    g_task_return_pointer (task, report, (GDestroyNotify) ak_machine_report_free);
  else
    g_task_return_error (task, error);
}

/**
 * ak_machine_probe_measure_async:
 * @self: a probe
 * @cancellable: (nullable): stops the measurement within a few milliseconds
 * @callback: called in the thread-default main context when done
 * @user_data: for @callback
 *
 * Measures in a worker thread; #AkMachineProbe::progress is emitted in
 * the caller's main context. Finish with ak_machine_probe_measure_finish().
 */
void
ak_machine_probe_measure_async (AkMachineProbe      *self,
                                GCancellable        *cancellable,
                                GAsyncReadyCallback  callback,
                                gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  Run *run;

  g_return_if_fail (AK_IS_MACHINE_PROBE (self));

  run = g_new0 (Run, 1);
  *run = (Run) { self->array_bytes, self->flop_seconds, post_progress, NULL, 0, 0 };

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, ak_machine_probe_measure_async);
  g_task_set_task_data (task, run, g_free);
  g_task_run_in_thread (task, measure_thread);
}

/**
 * ak_machine_probe_measure_finish:
 * @self: a probe
 * @result: the result given to the callback
 * @error: a #GError, %G_IO_ERROR_CANCELLED when cancelled
 *
 * Returns: (transfer full) (nullable): the report, or %NULL with @error set
 */
AkMachineReport *
ak_machine_probe_measure_finish (AkMachineProbe  *self,
                                 GAsyncResult    *result,
                                 GError         **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}

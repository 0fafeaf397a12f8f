/* ak-machine-measure.c: the probe's kernels on every core, in chunks that
 * check for cancellation, with bounded memory
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <time.h>
#include <sys/mman.h>

#include <glib/gi18n.h>

#include "ak-cpu-info.h"
#include "ak-cpu-load.h"
#include "ak-cpu-kernels.h"
#include "ak-machine-measure.h"

#define MEMORY_REPS       5
#define FLOP_REPS         3
#define LADDER_REPS       3
#define MEMORY_CHUNK      (1u << 16)   /* elements between cancellation checks: 512 KiB, well under 1 ms */
#define FMA_CHUNK         (1u << 14)   /* FMA iterations between checks, about 0.1 ms */
#define CLOCK_CHUNK       (1u << 10)   /* add-chain iterations between FMA chunks: 65,536 cycles */
#define CHUNK_SAMPLES     2048         /* chunk times kept per thread and kernel for the median */
#define LADDER_CHUNK_BYTES (1u << 20)  /* triad traffic of one timed chunk in a cache, about 10 µs */
#define CPUINFO_MAX       (4u << 20)
#define TRIAD_SCALAR      3.0
#define FMA_M             0.5          /* x ← x·m + c converges to c/(1−m): no overflow, no denormals */
#define FMA_C             1.0

/* --- worker threads -------------------------------------------------------- */

static gint n_running_workers;

/* Counts a thread of the probe (a job thread or the task's thread) from
 * before it starts until it has been joined or has returned its result. */
void
ak_machine_workers_started (void)
{
  g_atomic_int_inc (&n_running_workers);
}

void
ak_machine_workers_stopped (void)
{
  g_atomic_int_dec_and_test (&n_running_workers);
}

/* Returns: threads of the probe not yet joined (for tests) */
guint
ak_machine_workers_get_n_running (void)
{
  return g_atomic_int_get (&n_running_workers);
}

typedef enum { JOB_FILL, JOB_COPY, JOB_TRIAD, JOB_TRIAD_NT, JOB_LADDER, JOB_FMA } JobKind;

typedef struct
{
  JobKind       kind;
  double       *a, *b, *c;
  gsize         begin, end;     /* elements; a ladder job owns a, b, c of end elements */
  gboolean      fp64;
  gboolean      with_clock;     /* FMA: time the add chain between chunks */
  guint         lanes;
  double        x0;
  gint64        deadline;
  GCancellable *cancellable;
  guint64       work;           /* ladder: bytes of one chunk */
  guint32      *chunk_ns;       /* ladder, FMA: the time of each chunk, CHUNK_SAMPLES at most */
  guint32      *chain_ns;       /* FMA with_clock: the time of each add-chain chunk */
  guint         n_chunks, n_chain;
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
        case JOB_TRIAD_NT:
          ak_machine_kernel_triad_nt (job->a + i, job->b + i, job->c + i, TRIAD_SCALAR, n);
          break;
        case JOB_LADDER:
        case JOB_FMA:
        default:
          g_assert_not_reached ();
        }
    }
}

static gint64
now_ns (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_MONOTONIC, &ts);
  return (gint64) ts.tv_sec * 1000000000 + ts.tv_nsec;
}

/* Keeps the time of one chunk, in ns, while there is room. */
static void
add_sample (guint32 *samples,
            guint   *n,
            gint64   ns)
{
  if (*n < CHUNK_SAMPLES)
    samples[(*n)++] = (guint32) CLAMP (ns, 1, G_MAXUINT32);
}

static int
compare_guint32 (gconstpointer a,
                 gconstpointer b)
{
  guint32 x = *(const guint32 *) a, y = *(const guint32 *) b;

  return (x > y) - (x < y);
}

/* Seconds of the median chunk, 0 without samples. */
static double
median_seconds (guint32 *samples,
                guint    n)
{
  if (n == 0)
    return 0;
  qsort (samples, n, sizeof *samples, compare_guint32);
  return samples[n / 2] / 1e9;
}

/* Timed chunks of triad passes over this thread's own arrays until the
 * deadline; the median chunk gives the rate (see run_fma_job()). */
static void
run_ladder_job (Job *job)
{
  gsize n = job->end;
  guint passes = MAX (LADDER_CHUNK_BYTES / (24 * n), 1);
  gint64 now;

  for (gsize k = 0; k < n; k++)
    job->a[k] = 1.0, job->b[k] = 2.0, job->c[k] = 0.5;
  ak_machine_kernel_triad (job->a, job->b, job->c, TRIAD_SCALAR, n);

  now = now_ns ();
  do
    {
      gint64 before = now;

      for (guint p = 0; p < passes; p++)
        ak_machine_kernel_triad (job->a, job->b, job->c, TRIAD_SCALAR, n);
      now = now_ns ();
      add_sample (job->chunk_ns, &job->n_chunks, now - before);
    }
  while (g_get_monotonic_time () < job->deadline && !g_cancellable_is_cancelled (job->cancellable));
  job->work = (guint64) passes * 24 * n;   /* bytes per chunk */
  job->checksum += job->a[0] + job->a[n - 1];   /* 2 + 3 · 0.5 */
}

/* FMA chunks until the deadline, each timed. With the clock, each chunk
 * is followed by a timed chunk of the add chain. The medians of those
 * times give both rates as the core runs them: a chunk during which the
 * thread was descheduled (other programs, a virtual machine's stolen
 * time) is an outlier the median ignores. */
static void
run_fma_job (Job *job)
{
  gint64 now = now_ns ();
  guint64 x = (guint64) job->x0;

  do
    {
      gint64 before = now;

      job->checksum += ak_machine_kernel_fma (0, job->fp64, FMA_CHUNK, job->x0, FMA_M, FMA_C);
      now = now_ns ();
      add_sample (job->chunk_ns, &job->n_chunks, now - before);
      if (job->with_clock)
        {
          before = now;
          x = ak_machine_kernel_add_chain (CLOCK_CHUNK, x);
          now = now_ns ();
          add_sample (job->chain_ns, &job->n_chain, now - before);
        }
    }
  while (g_get_monotonic_time () < job->deadline && !g_cancellable_is_cancelled (job->cancellable));

  job->checksum += (x - (guint64) job->x0) % (CLOCK_CHUNK * AK_MACHINE_CLOCK_CHAIN);   /* 0 */
}

static gpointer
job_thread (gpointer data)
{
  Job *job = data;

  switch (job->kind)
    {
    case JOB_FMA:
      run_fma_job (job);
      break;
    case JOB_LADDER:
      run_ladder_job (job);
      break;
    case JOB_FILL:
    case JOB_COPY:
    case JOB_TRIAD:
    case JOB_TRIAD_NT:
    default:
      run_memory_job (job);
    }

  return NULL;
}

/* Runs the jobs in parallel, the first on this thread, and joins every
 * thread it started before returning; a job whose thread cannot be
 * created runs here afterwards. Returns seconds. */
static double
run_jobs (Job   *jobs,
          guint  n_jobs)
{
  g_autofree GThread **threads = g_new0 (GThread *, n_jobs);
  gint64 start = g_get_monotonic_time ();

  for (guint i = 1; i < n_jobs; i++)
    {
      ak_machine_workers_started ();
      threads[i] = g_thread_try_new ("ak-probe", job_thread, &jobs[i], NULL);
      if (threads[i] == NULL)
        ak_machine_workers_stopped ();
    }
  job_thread (&jobs[0]);
  for (guint i = 1; i < n_jobs; i++)
    {
      if (threads[i] == NULL)
        {
          job_thread (&jobs[i]);
          continue;
        }
      g_thread_join (threads[i]);
      ak_machine_workers_stopped ();
    }

  return (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC;
}

static void
step_done (AkMachineRun *run,
           const char   *stage)
{
  run->step = MIN (run->step + 1, run->n_steps);
  if (run->progress != NULL)
    run->progress ((double) run->step / run->n_steps, stage, run->progress_data);
}

/* --- DRAM: STREAM copy and triad over per-core slices -------------------- */

/* Best seconds of @reps runs of @kind over per-core slices. */
static double
time_memory (AkMachineRun *run,
             JobKind       kind,
             double       *arrays[3],
             gsize         n,
             guint         n_jobs,
             guint         reps,
             const char   *stage,
             GCancellable *cancellable)
{
  g_autofree Job *jobs = g_new0 (Job, n_jobs);
  gsize slice = n / n_jobs / 8 * 8;   /* slices start on 64-byte lines */
  double best = G_MAXDOUBLE, worst = 0;

  for (guint i = 0; i < n_jobs; i++)
    jobs[i] = (Job) { .kind = kind, .a = arrays[0], .b = arrays[1], .c = arrays[2],
                      .begin = slice * i, .end = i + 1 == n_jobs ? n : slice * (i + 1),
                      .cancellable = cancellable };

  for (guint r = 0; r < reps && !g_cancellable_is_cancelled (cancellable); r++)
    {
      double seconds = run_jobs (jobs, n_jobs);

      best = MIN (best, seconds);
      worst = MAX (worst, seconds);
      step_done (run, stage);
    }

  run->last_worst = worst;
  return best;
}

/* Straight from the kernel, untouched: malloc may fill large blocks
 * (MALLOC_PERTURB_), which would cost time and delay cancellation. */
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

      /* Translators: %s is a size such as "128 MB", then the system's reason */
      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
                   _("Could not reserve %s for the memory test: %s"), size, g_strerror (saved_errno));
      return NULL;
    }

  return memory;
}

static void
unmap_arrays (double *arrays[3],
              gsize   n)
{
  for (guint i = 0; i < 3; i++)
    if (arrays[i] != NULL)
      munmap (arrays[i], n * sizeof (double));
}

static gboolean
measure_memory (AkMachineRun     *run,
                AkMachineReport  *report,
                GCancellable     *cancellable,
                GError          **error)
{
  gsize n = report->array_bytes / sizeof (double);
  guint n_jobs = report->cores;
  double *arrays[3] = { NULL, NULL, NULL };
  double copy, triad, triad_nt = 0;

  for (guint i = 0; i < 3; i++)
    if ((arrays[i] = map_array (n, error)) == NULL)
      {
        unmap_arrays (arrays, n);
        return FALSE;
      }

  /* Each core first touches its own slice, so its pages are local. */
  time_memory (run, JOB_FILL, arrays, n, n_jobs, 1, _("Preparing memory"), cancellable);
  copy = time_memory (run, JOB_COPY, arrays, n, n_jobs, MEMORY_REPS, _("Measuring memory copy"), cancellable);
  triad = time_memory (run, JOB_TRIAD, arrays, n, n_jobs, MEMORY_REPS, _("Measuring memory triad"), cancellable);
  /* rates: the best run's time is the shortest, the worst the longest */
  report->triad_spread = ak_cpu_spread (1 / triad, 1 / run->last_worst);
  if (ak_machine_kernel_has_nt_stores ())
    triad_nt = time_memory (run, JOB_TRIAD_NT, arrays, n, n_jobs, MEMORY_REPS,
                            _("Measuring memory triad"), cancellable);

  report->copy_bytes_per_s = 16.0 * n / copy;
  report->triad_bytes_per_s = 24.0 * n / triad;
  report->triad_nt_bytes_per_s = triad_nt > 0 ? 24.0 * n / triad_nt : 0;
  /* After copy c = a = 1, after triad a = 2 + 3·1 = 5. */
  report->checksum += arrays[0][0] + arrays[0][n - 1] + arrays[2][n / 2];

  unmap_arrays (arrays, n);
  return TRUE;
}

/* --- the cache ladder -------------------------------------------------------- */

typedef struct
{
  AkMachineLevel level;
  guint64        per_thread;   /* bytes of the three arrays of one thread */
} LadderStep;

/* Working sets per thread, each well inside its level: half the L1d and
 * half the L2 each thread has, and for L3 the thread's L2 plus half its
 * share of the L3 (so it is past L2 whether or not L3 holds L2's lines).
 * All threads together stay within @budget bytes. */
static guint
plan_ladder (const AkCpuCaches *caches,
             guint              n_threads,
             guint64            budget,
             LadderStep         steps[3])
{
  guint64 l2_per_thread = caches->l2.bytes / caches->l2.sharing;
  guint64 cap = budget / MAX (n_threads, 1);
  guint n = 0;

  if (caches->l1d.bytes > 0)
    steps[n++] = (LadderStep) { AK_MACHINE_LEVEL_L1, caches->l1d.bytes / caches->l1d.sharing / 2 };
  if (caches->l2.bytes > 0)
    steps[n++] = (LadderStep) { AK_MACHINE_LEVEL_L2, l2_per_thread / 2 };
  if (caches->l3.bytes > 0)
    steps[n++] = (LadderStep) { AK_MACHINE_LEVEL_L3, l2_per_thread + caches->l3.bytes / caches->l3.sharing / 2 };
  for (guint i = 0; i < n; i++)
    steps[i].per_thread = MIN (steps[i].per_thread, cap);

  return n;
}

static void
free_blocks (double **blocks,
             guint    n_blocks)
{
  for (guint i = 0; i < n_blocks; i++)
    g_free (blocks[i]);
}

/* All-core triad bandwidth with each thread on its own arrays of
 * @step->per_thread bytes: each thread's median chunk, summed over the
 * threads, best of LADDER_REPS. */
static gboolean
measure_level (AkMachineRun        *run,
               AkMachineReport     *report,
               const LadderStep    *step,
               AkMachineCacheLevel *level,
               GCancellable        *cancellable,
               GError             **error)
{
  guint n_jobs = report->cores;
  gsize n = MAX (step->per_thread / 24 / 8 * 8, 64);
  g_autofree Job *jobs = g_new0 (Job, n_jobs);
  g_autofree double **blocks = g_new0 (double *, n_jobs);
  g_autofree guint32 *samples = g_new (guint32, (gsize) n_jobs * CHUNK_SAMPLES);
  gint64 rep_us = run->flop_seconds / FLOP_REPS / 2 * G_USEC_PER_SEC;

  *level = (AkMachineCacheLevel) { step->level, (guint64) 24 * n * n_jobs, 0 };
  for (guint i = 0; i < n_jobs; i++)
    {
      if ((blocks[i] = g_try_malloc_n (3 * n, sizeof (double))) == NULL)
        {
          g_autofree char *size = g_format_size (3 * n * sizeof (double));

          free_blocks (blocks, i);
          /* Translators: %s is a size such as "1.0 MB" */
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE, _("Could not reserve %s for the cache test"), size);
          return FALSE;
        }
      jobs[i] = (Job) { .kind = JOB_LADDER, .a = blocks[i], .b = blocks[i] + n, .c = blocks[i] + 2 * n,
                        .end = n, .chunk_ns = samples + (gsize) i * CHUNK_SAMPLES, .cancellable = cancellable };
    }

  for (guint r = 0; r < LADDER_REPS && !g_cancellable_is_cancelled (cancellable); r++)
    {
      gint64 deadline = g_get_monotonic_time () + rep_us;
      double bytes_per_s = 0;

      for (guint i = 0; i < n_jobs; i++)
        jobs[i].n_chunks = 0, jobs[i].deadline = deadline;
      run_jobs (jobs, n_jobs);
      for (guint i = 0; i < n_jobs; i++)
        {
          double seconds = median_seconds (jobs[i].chunk_ns, jobs[i].n_chunks);

          bytes_per_s += seconds > 0 ? jobs[i].work / seconds : 0;
        }
      level->bytes_per_s = MAX (level->bytes_per_s, bytes_per_s);
      step_done (run, _("Measuring the caches"));
    }

  for (guint i = 0; i < n_jobs; i++)
    report->checksum += jobs[i].checksum;
  free_blocks (blocks, n_jobs);
  return TRUE;
}

/* --- arithmetic and the clock ---------------------------------------------- */

/* One run of @jobs: FLOP/s summed over the threads, each its FLOPs per
 * median chunk; *@hz the add-chain rate averaged over the threads. */
static double
run_flops (Job    *jobs,
           guint   n_jobs,
           double *hz)
{
  double flop_s = 0;

  run_jobs (jobs, n_jobs);
  *hz = 0;
  for (guint i = 0; i < n_jobs; i++)
    {
      double fma = median_seconds (jobs[i].chunk_ns, jobs[i].n_chunks);
      double chain = median_seconds (jobs[i].chain_ns, jobs[i].n_chain);

      flop_s += fma > 0 ? (double) FMA_CHUNK * AK_MACHINE_FMA_ACCUMULATORS * jobs[i].lanes * 2 / fma : 0;
      *hz += chain > 0 ? (double) CLOCK_CHUNK * AK_MACHINE_CLOCK_CHAIN / chain / n_jobs : 0;
    }

  return flop_s;
}

/* Best FLOP/s of FLOP_REPS runs of the widest FMA kernel on @n_jobs
 * cores (an FMA counts 2 FLOP). With @clock, also the core clock of that
 * best run: additions per second of the dependent chain run between the
 * FMA chunks on the same cores, averaged over the cores. */
static double
measure_flops (AkMachineRun    *run,
               AkMachineReport *report,
               gboolean         fp64,
               guint            n_jobs,
               double          *clock,
               const char      *stage,
               GCancellable    *cancellable)
{
  g_autofree Job *jobs = g_new0 (Job, n_jobs);
  g_autofree guint32 *samples = g_new (guint32, (gsize) n_jobs * 2 * CHUNK_SAMPLES);
  double best = 0, worst = G_MAXDOUBLE;

  for (guint r = 0; r < FLOP_REPS && !g_cancellable_is_cancelled (cancellable); r++)
    {
      gint64 deadline = g_get_monotonic_time () + run->flop_seconds / FLOP_REPS * G_USEC_PER_SEC;
      double flop_s, hz;

      for (guint i = 0; i < n_jobs; i++)
        jobs[i] = (Job) { .kind = JOB_FMA, .fp64 = fp64, .with_clock = clock != NULL,
                          .lanes = report->simd_bits / (fp64 ? 64 : 32),
                          .chunk_ns = samples + (gsize) i * 2 * CHUNK_SAMPLES,
                          .chain_ns = samples + ((gsize) i * 2 + 1) * CHUNK_SAMPLES,
                          .x0 = i, .deadline = deadline, .cancellable = cancellable };
      flop_s = run_flops (jobs, n_jobs, &hz);
      for (guint i = 0; i < n_jobs; i++)
        report->checksum += jobs[i].checksum;
      if (flop_s > best && clock != NULL)
        *clock = hz;
      best = MAX (best, flop_s);
      worst = MIN (worst, flop_s);
      step_done (run, stage);
    }

  run->last_worst = worst < G_MAXDOUBLE ? worst : 0;
  return best;
}

/* --- one run ----------------------------------------------------------------- */

static void
describe_system (AkMachineRun    *run,
                 AkMachineReport *report,
                 AkCpuCaches     *caches,
                 GPtrArray       *notes)
{
  g_autofree char *cpuinfo = ak_cpu_read_small_file ("/proc/cpuinfo", CPUINFO_MAX);
  guint64 last_level;

  report->cpu_model = ak_cpu_info_field (cpuinfo, "model name");
  report->cores = MAX (g_get_num_processors (), 1);
  report->simd = g_strdup (ak_machine_kernel_get_variant_name (0));
  report->simd_bits = ak_machine_kernel_get_variant_bits (0);
  report->fma_units = ak_cpu_assume_fma_units (report->simd, cpuinfo);
  report->max_frequency_hz = ak_cpu_read_reported_clock (run->sysfs_root, cpuinfo);

  ak_cpu_read_caches (run->sysfs_root, report->cores, caches, notes);
  report->l1d_cache_bytes = caches->l1d.bytes;
  report->l2_cache_bytes = caches->l2.bytes;
  report->l3_cache_bytes = caches->l3.bytes;
  last_level = caches->l3.bytes > 0 ? caches->l3.bytes : caches->l2.bytes;
  report->array_bytes = ak_cpu_plan_array_bytes (run->array_bytes, last_level,
                                                 ak_cpu_read_mem_available (run->meminfo_path), notes);
}

/* Fills in the figures derived from the measured ones. */
static void
finish_report (AkMachineReport *report,
               GPtrArray       *notes,
               gint64           start)
{
  double clock;

  report->measured_clock_hz = ak_cpu_check_measured_clock (report->measured_clock_hz, notes);
  clock = report->measured_clock_hz > 0 ? report->measured_clock_hz : report->max_frequency_hz;

  report->cache_levels[report->n_cache_levels++] =
    (AkMachineCacheLevel) { AK_MACHINE_LEVEL_DRAM, 3 * report->array_bytes, report->triad_bytes_per_s };
  report->theoretical_fp32_flop_s = report->cores * clock * (report->simd_bits / 32) * 2.0 * report->fma_units;
  if (notes->len > 0)
    {
      g_ptr_array_add (notes, NULL);
      report->notes = (char **) g_ptr_array_steal (notes, NULL);
    }
  report->seconds = (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC;
}

static gboolean
measure_ladder (AkMachineRun      *run,
                AkMachineReport   *report,
                const LadderStep  *steps,
                guint              n_steps,
                GCancellable      *cancellable,
                GError           **error)
{
  for (guint i = 0; i < n_steps && !g_cancellable_is_cancelled (cancellable); i++)
    if (!measure_level (run, report, &steps[i], &report->cache_levels[report->n_cache_levels++],
                        cancellable, error))
      return FALSE;

  return TRUE;
}

/* --- how busy the computer was (ak-cpu-load.c) ------------------------------ */

typedef struct {
  double  average;              /* 1-minute load average at the start, -1 unknown */
  gboolean has_steal;
  guint64 steal, total;         /* /proc/stat's ticks at the start */
} Load;

/* /proc/loadavg and /proc/stat, beside the meminfo file (test folders
 * hold all three). */
static char *
proc_file (AkMachineRun *run,
           const char   *name)
{
  g_autofree char *dir = g_path_get_dirname (run->meminfo_path);

  return g_build_filename (dir, name, NULL);
}

static void
load_at_start (AkMachineRun *run,
               Load         *load)
{
  g_autofree char *loadavg = proc_file (run, "loadavg");
  g_autofree char *stat = proc_file (run, "stat");

  load->average = ak_cpu_read_load_average (loadavg);
  load->has_steal = ak_cpu_read_steal (stat, &load->steal, &load->total);
}

/* A note when the runs were far apart, the computer loaded or the
 * hypervisor took time: the best run may still be low. */
static void
note_if_busy (AkMachineRun    *run,
              AkMachineReport *report,
              const Load      *load,
              GPtrArray       *notes)
{
  g_autofree char *stat = proc_file (run, "stat");
  guint64 steal = 0, total = 0;
  double steal_fraction = 0;

  if (load->has_steal && ak_cpu_read_steal (stat, &steal, &total) && total > load->total && steal >= load->steal)
    steal_fraction = (double) (steal - load->steal) / (double) (total - load->total);

  report->busy = ak_cpu_was_busy (load->average, report->cores, steal_fraction,
                                  report->triad_spread, report->fp32_spread);
  if (report->busy)
    g_ptr_array_add (notes, g_strdup (_("This computer was busy while it was measured; the figures may be low.")));
}

/**
 * ak_machine_run_measure:
 * @run: the settings; its step counters are reset
 * @cancellable: (nullable): checked between chunks of every kernel
 * @error: a #GError in %G_IO_ERROR: %G_IO_ERROR_CANCELLED, or an
 *   allocation failure
 *
 * In order: DRAM copy, triad and non-temporal triad over the planned
 * arrays (see ak_cpu_plan_array_bytes()), the cache ladder, FP32 FLOP/s
 * with the clock, then FP64 and one-core FP32 FLOP/s. Every thread it starts is
 * joined before it returns.
 *
 * Returns: (transfer full) (nullable): the report, or %NULL with @error set
 */
AkMachineReport *
ak_machine_run_measure (AkMachineRun  *run,
                        GCancellable  *cancellable,
                        GError       **error)
{
  g_autoptr(AkMachineReport) report = g_new0 (AkMachineReport, 1);
  g_autoptr(GPtrArray) notes = g_ptr_array_new_with_free_func (g_free);
  gint64 start = g_get_monotonic_time ();
  AkCpuCaches caches;
  LadderStep steps[3];
  guint n_ladder;
  Load load;

  describe_system (run, report, &caches, notes);
  load_at_start (run, &load);
  n_ladder = plan_ladder (&caches, report->cores, 3 * report->array_bytes, steps);
  run->step = 0;
  run->n_steps = 1 + MEMORY_REPS * (ak_machine_kernel_has_nt_stores () ? 3 : 2)
                 + n_ladder * LADDER_REPS + 3 * FLOP_REPS;

  if (!measure_memory (run, report, cancellable, error) ||
      !measure_ladder (run, report, steps, n_ladder, cancellable, error))
    return NULL;
  report->fp32_flop_s = measure_flops (run, report, FALSE, report->cores, &report->measured_clock_hz,
                                       _("Measuring FP32 arithmetic and the clock"), cancellable);
  report->fp32_spread = ak_cpu_spread (report->fp32_flop_s, run->last_worst);
  report->fp64_flop_s = measure_flops (run, report, TRUE, report->cores, NULL,
                                       _("Measuring FP64 arithmetic"), cancellable);
  report->fp32_single_core_flop_s = measure_flops (run, report, FALSE, 1, NULL,
                                                   _("Measuring one core"), cancellable);
  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return NULL;

  note_if_busy (run, report, &load, notes);
  finish_report (report, notes, start);
  return g_steal_pointer (&report);
}

/**
 * ak_machine_run_new:
 * @array_bytes: bytes per DRAM array asked for, 0 automatic
 * @flop_seconds: seconds per FLOP/s measurement
 * @sysfs_root: (nullable): where sysfs is, %NULL for "/sys"
 * @meminfo_path: (nullable): %NULL for "/proc/meminfo"
 *
 * Returns: (transfer full): settings for ak_machine_run_measure()
 */
AkMachineRun *
ak_machine_run_new (guint64     array_bytes,
                    double      flop_seconds,
                    const char *sysfs_root,
                    const char *meminfo_path)
{
  AkMachineRun *run = g_new0 (AkMachineRun, 1);

  run->array_bytes = array_bytes;
  run->flop_seconds = flop_seconds;
  run->sysfs_root = g_strdup (sysfs_root != NULL ? sysfs_root : "/sys");
  run->meminfo_path = g_strdup (meminfo_path != NULL ? meminfo_path : "/proc/meminfo");

  return run;
}

void
ak_machine_run_free (AkMachineRun *run)
{
  if (run == NULL)
    return;

  g_free (run->sysfs_root);
  g_free (run->meminfo_path);
  g_free (run);
}

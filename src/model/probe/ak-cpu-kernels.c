/* ak-cpu-kernels.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "ak-cpu-kernels.h"

#if defined (__x86_64__)
# include <immintrin.h>
#elif defined (__aarch64__)
# include <arm_neon.h>
#endif

/* Memory kernel vectors; aligned (8) lets them load any double array. */
typedef double AkDouble4 __attribute__ ((vector_size (32), aligned (8)));

/* The memory kernels, in AVX2 where the CPU has it, else in the baseline
 * instruction set; the public functions pick one at each call. (Not with
 * target_clones: Clang 14 exports its ifunc as NAME.ifunc, so callers in
 * other files do not link.) */
#define COPY_KERNEL(name, attr)                                                 \
  attr static void                                                              \
  name (double *restrict dst, const double *restrict src, gsize n)             \
  {                                                                             \
    gsize i = 0;                                                                \
                                                                                \
    for (; i + 4 <= n; i += 4)                                                  \
      *(AkDouble4 *) (dst + i) = *(const AkDouble4 *) (src + i);                \
    for (; i < n; i++)                                                          \
      dst[i] = src[i];                                                          \
  }

#define TRIAD_KERNEL(name, attr)                                                \
  attr static void                                                              \
  name (double *restrict a, const double *restrict b, const double *restrict c, \
        double scalar, gsize n)                                                 \
  {                                                                             \
    gsize i = 0;                                                                \
                                                                                \
    for (; i + 4 <= n; i += 4)                                                  \
      *(AkDouble4 *) (a + i) = *(const AkDouble4 *) (b + i) +                   \
                               scalar * *(const AkDouble4 *) (c + i);           \
    for (; i < n; i++)                                                          \
      a[i] = b[i] + scalar * c[i];                                              \
  }

COPY_KERNEL (copy_baseline, )
TRIAD_KERNEL (triad_baseline, )
#if defined (__x86_64__)
COPY_KERNEL (copy_avx2, __attribute__ ((target ("avx2"))))
TRIAD_KERNEL (triad_avx2, __attribute__ ((target ("avx2"))))
#endif

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
#if defined (__x86_64__)
  if (__builtin_cpu_supports ("avx2"))
    {
      copy_avx2 (dst, src, n);
      return;
    }
#endif
  copy_baseline (dst, src, n);
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
#if defined (__x86_64__)
  if (__builtin_cpu_supports ("avx2"))
    {
      triad_avx2 (a, b, c, scalar, n);
      return;
    }
#endif
  triad_baseline (a, b, c, scalar, n);
}

/**
 * ak_machine_kernel_has_nt_stores:
 *
 * Returns: whether ak_machine_kernel_triad_nt() uses non-temporal stores
 *   on this CPU (x86-64: always, SSE2 `movntpd`); elsewhere it is the plain
 *   triad
 */
gboolean
ak_machine_kernel_has_nt_stores (void)
{
#if defined (__x86_64__)
  return TRUE;
#else
  return FALSE;
#endif
}

/**
 * ak_machine_kernel_triad_nt:
 * @a: @n doubles, written
 * @b: @n doubles
 * @c: @n doubles
 * @scalar: the factor
 * @n: elements
 *
 * STREAM triad with non-temporal stores: @a is written around the caches,
 * so its lines are not first read from memory (no read for ownership).
 * Compilers that STREAM's published figures come from often emit such
 * stores; counts as 24 bytes per element like ak_machine_kernel_triad().
 */
void
ak_machine_kernel_triad_nt (double       *restrict a,
                            const double *restrict b,
                            const double *restrict c,
                            double                 scalar,
                            gsize                  n)
{
#if defined (__x86_64__)
  const __m128d vs = _mm_set1_pd (scalar);
  gsize i = 0;

  for (; i < n && ((guintptr) (a + i) & 15) != 0; i++)
    a[i] = b[i] + scalar * c[i];
  for (; i + 4 <= n; i += 4)
    {
      _mm_stream_pd (a + i, _mm_add_pd (_mm_loadu_pd (b + i), _mm_mul_pd (vs, _mm_loadu_pd (c + i))));
      _mm_stream_pd (a + i + 2, _mm_add_pd (_mm_loadu_pd (b + i + 2), _mm_mul_pd (vs, _mm_loadu_pd (c + i + 2))));
    }
  for (; i < n; i++)
    a[i] = b[i] + scalar * c[i];
  _mm_sfence ();
#else
  ak_machine_kernel_triad (a, b, c, scalar, n);
#endif
}

/* One addition the compiler can neither merge with the next nor remove:
 * the empty asm makes x opaque after each step. The addend is a register,
 * not an immediate: some cores (Intel Golden Cove and later) fold chains
 * of immediate additions while renaming, faster than one per cycle. */
#define ADD1(x, one) do { (x) += (one); __asm__ volatile ("" : "+r" (x)); } while (0)
#define ADD8(x, one) do { ADD1 (x, one); ADD1 (x, one); ADD1 (x, one); ADD1 (x, one); \
                          ADD1 (x, one); ADD1 (x, one); ADD1 (x, one); ADD1 (x, one); } while (0)

/**
 * ak_machine_kernel_add_chain:
 * @iterations: how many times to run the chain
 * @x: the start value
 *
 * Runs @iterations × AK_MACHINE_CLOCK_CHAIN integer additions, each
 * depending on the one before. An integer add has a latency of one core
 * clock cycle on every x86-64 and Arm core in use (Agner Fog's instruction
 * tables; Arm's software optimization guides), and the loop counter runs
 * beside the chain, so the chain takes one cycle per addition: additions
 * per second is the clock in Hz.
 *
 * Returns: @x + @iterations × AK_MACHINE_CLOCK_CHAIN
 */
guint64
ak_machine_kernel_add_chain (guint64 iterations,
                             guint64 x)
{
  guint64 one = 1;

  G_STATIC_ASSERT (AK_MACHINE_CLOCK_CHAIN == 64);

  __asm__ volatile ("" : "+r" (one));
  for (guint64 i = 0; i < iterations; i++)
    {
      ADD8 (x, one); ADD8 (x, one); ADD8 (x, one); ADD8 (x, one);
      ADD8 (x, one); ADD8 (x, one); ADD8 (x, one); ADD8 (x, one);
    }

  return x;
}

/* ak-cpu-info.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <fcntl.h>
#include <string.h>
#include <unistd.h>

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "ak-cpu-info.h"

#define SYSFS_FILE_MAX    256
#define MEMINFO_MAX       (64 << 10)
#define MAX_CACHE_INDEX   16
#define MAX_SHARING       (1u << 16)
#define CLOCK_MIN_HZ      1e8
#define CLOCK_MAX_HZ      1e10

/**
 * ak_cpu_read_small_file:
 * @path: a file, e.g. in sysfs or procfs
 * @max_bytes: read at most this many bytes (the rest is ignored)
 *
 * Reads a file that should be small without trusting its size: sysfs and
 * procfs files report a size of 0, and a file in an injected tree can be
 * anything.
 *
 * Returns: (transfer full) (nullable): its first @max_bytes bytes,
 *   NUL-terminated, or %NULL if it cannot be read
 */
char *
ak_cpu_read_small_file (const char *path,
                        gsize       max_bytes)
{
  g_autofree char *text = g_malloc (max_bytes + 1);
  gsize length = 0;
  int fd = g_open (path, O_RDONLY | O_CLOEXEC, 0);

  if (fd < 0)
    return NULL;
  while (length < max_bytes)
    {
      gssize n = read (fd, text + length, max_bytes - length);

      if (n <= 0)
        break;
      length += n;
    }
  g_close (fd, NULL);

  text[length] = '\0';
  return g_steal_pointer (&text);
}

/**
 * ak_cpu_parse_size:
 * @text: a sysfs cache size: digits, then an optional K, M or G (powers
 *   of 1024), e.g. "48K", "2048K", "32M"
 *
 * Returns: bytes; 0 if @text is not such a size; G_MAXUINT64 if it does
 *   not fit in 64 bits
 */
guint64
ak_cpu_parse_size (const char *text)
{
  guint64 value = 0;
  guint shift = 0;
  const char *p = text;

  while (g_ascii_isspace (*p))
    p++;
  if (!g_ascii_isdigit (*p))
    return 0;
  for (; g_ascii_isdigit (*p); p++)
    {
      if (value > (G_MAXUINT64 - 9) / 10)
        return G_MAXUINT64;
      value = value * 10 + (*p - '0');
    }
  switch (g_ascii_toupper (*p))
    {
    case 'K': shift = 10, p++; break;
    case 'M': shift = 20, p++; break;
    case 'G': shift = 30, p++; break;
    default: break;
    }
  while (g_ascii_isspace (*p))
    p++;
  if (*p != '\0')
    return 0;

  return value > (G_MAXUINT64 >> shift) ? G_MAXUINT64 : value << shift;
}

/* "0-1,4,6-7" → 5; anything unreadable → 1. */
static guint
count_cpu_list (const char *text)
{
  g_auto(GStrv) ranges = NULL;
  guint64 count = 0;

  if (text == NULL)
    return 1;
  ranges = g_strsplit (text, ",", 64);
  for (guint i = 0; ranges[i] != NULL; i++)
    {
      char *end = NULL;
      guint64 first = g_ascii_strtoull (ranges[i], &end, 10), last = first;

      if (end == ranges[i] || !g_ascii_isdigit (ranges[i][0]))
        return 1;
      if (*end == '-' && g_ascii_isdigit (end[1]))
        last = g_ascii_strtoull (end + 1, &end, 10);
      if (*end != '\0' || last < first || last - first >= MAX_SHARING)
        return 1;
      count += last - first + 1;
    }

  return (guint) CLAMP (count, 1, MAX_SHARING);
}

static char *
read_index_file (const char *sysfs_root,
                 guint       index,
                 const char *name)
{
  g_autofree char *file = g_strdup_printf ("devices/system/cpu/cpu0/cache/index%u/%s", index, name);
  g_autofree char *path = g_build_filename (sysfs_root, file, NULL);
  char *text = ak_cpu_read_small_file (path, SYSFS_FILE_MAX);

  return text != NULL ? g_strstrip (text) : NULL;
}

typedef struct
{
  gboolean present;
  guint64  bytes;
  guint    sharing;
} RawCache;

/* Returns whether sysfs has any cache description at all. */
static gboolean
read_raw_caches (const char *sysfs_root,
                 RawCache    raw[4])
{
  gboolean any = FALSE;

  for (guint i = 0; i < MAX_CACHE_INDEX; i++)
    {
      g_autofree char *level = read_index_file (sysfs_root, i, "level");
      g_autofree char *type = read_index_file (sysfs_root, i, "type");
      g_autofree char *size = read_index_file (sysfs_root, i, "size");
      g_autofree char *shared = read_index_file (sysfs_root, i, "shared_cpu_list");
      guint n;

      if (level == NULL)
        continue;
      any = TRUE;
      n = g_str_equal (level, "1") ? 1 : g_str_equal (level, "2") ? 2 : g_str_equal (level, "3") ? 3 : 0;
      if (n == 0 || (n == 1 && g_strcmp0 (type, "Data") != 0) || g_strcmp0 (type, "Instruction") == 0)
        continue;
      raw[n] = (RawCache) { TRUE, size != NULL ? ak_cpu_parse_size (size) : 0, count_cpu_list (shared) };
    }

  return any;
}

static void
add_note (GPtrArray *notes,
          char      *note)
{
  if (notes != NULL)
    g_ptr_array_add (notes, note);
  else
    g_free (note);
}

/* Keeps a plausible size, else sets @fallback and says why. */
static void
check_cache (guint       level,
             RawCache   *raw,
             guint64     min_bytes,
             guint64     max_bytes,
             guint64     fallback,
             AkCpuCache *cache,
             GPtrArray  *notes)
{
  g_autofree char *assumed = g_format_size_full (fallback, G_FORMAT_SIZE_IEC_UNITS);
  g_autofree char *reported = NULL;

  *cache = (AkCpuCache) { raw->bytes, raw->sharing };
  if (raw->bytes >= min_bytes && raw->bytes <= max_bytes)
    return;

  cache->bytes = fallback;
  if (raw->bytes == 0)
    {
      /* Translators: %u is a cache level (1, 2 or 3), %s a size such as "1.0 MiB" */
      add_note (notes, g_strdup_printf (_("The system reports no usable size for the level %u cache; "
                                          "%s was assumed."), level, assumed));
      return;
    }
  reported = g_format_size_full (raw->bytes, G_FORMAT_SIZE_IEC_UNITS);
  /* Translators: %1$u is a cache level (1, 2 or 3), %2$s the size the system reports,
   * %3$u a count of logical CPUs, %4$s the size assumed instead */
  add_note (notes, g_strdup_printf (_("The system reports a level %1$u cache of %2$s shared by %3$u logical "
                                      "CPUs, which no CPU has (virtual machines often report such sizes); "
                                      "%4$s was assumed."),
                                    level, reported, raw->sharing, assumed));
}

/**
 * ak_cpu_read_caches:
 * @sysfs_root: where sysfs is mounted, normally "/sys" (tests use a tree
 *   of their own)
 * @n_cpus: logical CPUs of the machine, at least 1
 * @caches: (out caller-allocates): the sizes to use
 * @notes: (nullable) (element-type utf8): gets a translated note for each
 *   fallback
 *
 * Reads cpu0's caches from `devices/system/cpu/cpu0/cache/index*` under
 * @sysfs_root. A size outside the plausible range (see
 * AK_CPU_L3_MAX_PER_CPU), zero or unreadable is replaced by its fallback;
 * without any cache description all three fallbacks are used. An L3 the
 * system does not list stays 0 (many Arm CPUs have none).
 */
void
ak_cpu_read_caches (const char  *sysfs_root,
                    guint        n_cpus,
                    AkCpuCaches *caches,
                    GPtrArray   *notes)
{
  RawCache raw[4] = { { 0 } };
  guint l3_sharing;

  g_return_if_fail (sysfs_root != NULL && caches != NULL);

  n_cpus = MAX (n_cpus, 1);
  if (!read_raw_caches (sysfs_root, raw))
    {
      add_note (notes, g_strdup (_("The system does not describe its caches; a 32 KiB level 1 data cache "
                                   "and a 1 MiB level 2 cache per core and 2 MiB of level 3 cache per "
                                   "logical CPU were assumed.")));
      caches->l1d = (AkCpuCache) { AK_CPU_L1D_FALLBACK, 1 };
      caches->l2 = (AkCpuCache) { AK_CPU_L2_FALLBACK, 1 };
      caches->l3 = (AkCpuCache) { AK_CPU_L3_FALLBACK_PER_CPU * n_cpus, n_cpus };
      return;
    }

  for (guint i = 1; i < 4; i++)
    raw[i].sharing = CLAMP (raw[i].sharing, 1, n_cpus);
  check_cache (1, &raw[1], 4 << 10, 1 << 20, AK_CPU_L1D_FALLBACK, &caches->l1d, notes);
  check_cache (2, &raw[2], 64 << 10, (guint64) 64 << 20, AK_CPU_L2_FALLBACK, &caches->l2, notes);
  caches->l3 = (AkCpuCache) { 0, 1 };
  if (!raw[3].present)
    return;
  l3_sharing = raw[3].sharing;
  check_cache (3, &raw[3], 256 << 10, AK_CPU_L3_MAX_PER_CPU * l3_sharing,
               AK_CPU_L3_FALLBACK_PER_CPU * l3_sharing, &caches->l3, notes);
}

/**
 * ak_cpu_read_mem_available:
 * @meminfo_path: normally "/proc/meminfo"
 *
 * Returns: the MemAvailable line in bytes (at most 1 PiB), or 0 if the
 *   file or the line is missing or unreadable
 */
guint64
ak_cpu_read_mem_available (const char *meminfo_path)
{
  g_autofree char *text = ak_cpu_read_small_file (meminfo_path, MEMINFO_MAX);
  const char *line, *p;
  guint64 kib = 0;

  if (text == NULL || (line = strstr (text, "MemAvailable:")) == NULL)
    return 0;
  for (p = line + strlen ("MemAvailable:"); *p == ' ' || *p == '\t'; p++)
    ;
  if (!g_ascii_isdigit (*p))
    return 0;
  for (; g_ascii_isdigit (*p); p++)
    {
      kib = kib * 10 + (*p - '0');
      if (kib > ((guint64) 1 << 40))
        return (guint64) 1 << 50;
    }
  if (!g_str_has_prefix (p, " kB"))
    return 0;

  return kib << 10;
}

static char *
format_iec (guint64 bytes)
{
  return g_format_size_full (bytes, G_FORMAT_SIZE_IEC_UNITS);
}

/**
 * ak_cpu_plan_array_bytes:
 * @requested: bytes per array asked for, 0 for automatic
 * @last_level_cache: the largest cache in bytes (all of it), 0 if none
 * @mem_available: MemAvailable in bytes, 0 if unknown
 * @notes: (nullable) (element-type utf8): gets a translated note when the
 *   memory or the ceiling limits the arrays
 *
 * The rule for the three arrays of the DRAM kernels. Automatic: four
 * times the last-level cache (STREAM's rule), at least
 * AK_CPU_ARRAY_AUTO_MIN. Then, automatic or not: at most
 * AK_CPU_ARRAY_CEILING each, all three together at most 1/8 of
 * MemAvailable (1 GiB assumed when unknown), at least AK_CPU_ARRAY_FLOOR,
 * and a multiple of 64 bytes.
 *
 * Returns: bytes per array
 */
guint64
ak_cpu_plan_array_bytes (guint64    requested,
                         guint64    last_level_cache,
                         guint64    mem_available,
                         GPtrArray *notes)
{
  guint64 available = mem_available > 0 ? mem_available : AK_CPU_MEMORY_FALLBACK;
  guint64 budget = available / AK_CPU_MEMORY_DIVISOR / 3;
  guint64 stream_rule = last_level_cache > G_MAXUINT64 / 4 ? G_MAXUINT64 : 4 * last_level_cache;
  guint64 bytes = requested > 0 ? requested : MAX (stream_rule, AK_CPU_ARRAY_AUTO_MIN);

  if (mem_available == 0)
    add_note (notes, g_strdup (_("The system does not say how much memory is available; 1 GiB was assumed.")));
  bytes = MIN (bytes, AK_CPU_ARRAY_CEILING);
  if (bytes > budget)
    {
      g_autofree char *free_text = format_iec (available);
      g_autofree char *budget_text = format_iec (MAX (budget, AK_CPU_ARRAY_FLOOR));

      /* Translators: both %s are sizes such as "1.5 GiB" */
      add_note (notes, g_strdup_printf (_("Only %s of memory is available, so each array is %s."),
                                        free_text, budget_text));
      bytes = budget;
    }
  bytes = MAX (bytes, AK_CPU_ARRAY_FLOOR) / 64 * 64;

  if (requested == 0 && bytes < stream_rule)
    {
      g_autofree char *array_text = format_iec (bytes);
      g_autofree char *cache_text = format_iec (last_level_cache);

      /* Translators: both %s are sizes such as "128 MiB" */
      add_note (notes, g_strdup_printf (_("Each array (%s) is smaller than four times the last-level cache "
                                          "(%s), so some of what is counted as DRAM bandwidth may come from "
                                          "the cache."), array_text, cache_text));
    }

  return bytes;
}

/**
 * ak_cpu_info_field:
 * @cpuinfo: (nullable): the text of /proc/cpuinfo
 * @key: a field name, e.g. "model name"
 *
 * Returns: (transfer full) (nullable): the first value of @key, stripped
 */
char *
ak_cpu_info_field (const char *cpuinfo,
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

static double
plausible_clock (double hz)
{
  return hz >= CLOCK_MIN_HZ && hz <= CLOCK_MAX_HZ ? hz : 0;
}

/**
 * ak_cpu_read_reported_clock:
 * @sysfs_root: where sysfs is mounted, normally "/sys"
 * @cpuinfo: (nullable): the text of /proc/cpuinfo
 *
 * The clock the system reports: cpufreq's cpuinfo_max_freq, else
 * /proc/cpuinfo's "cpu MHz" (in a virtual machine often the base clock).
 *
 * Returns: Hz, 0 if unknown or outside 100 MHz to 10 GHz
 */
double
ak_cpu_read_reported_clock (const char *sysfs_root,
                            const char *cpuinfo)
{
  g_autofree char *path = g_build_filename (sysfs_root, "devices/system/cpu/cpu0/cpufreq/cpuinfo_max_freq", NULL);
  g_autofree char *khz = ak_cpu_read_small_file (path, SYSFS_FILE_MAX);
  g_autofree char *mhz = NULL;
  double hz = khz != NULL ? plausible_clock (g_ascii_strtod (khz, NULL) * 1e3) : 0;

  if (hz > 0)
    return hz;
  mhz = ak_cpu_info_field (cpuinfo, "cpu MHz");
  return mhz != NULL ? plausible_clock (g_ascii_strtod (mhz, NULL) * 1e6) : 0;
}

/**
 * ak_cpu_assume_fma_units:
 * @simd: the FMA kernel's instruction set, e.g. "AVX-512"
 * @cpuinfo: (nullable): the text of /proc/cpuinfo
 *
 * FMA units per core: an assumption, as no interface reports it. Two for
 * AVX2- and AVX-512-class x86 cores (Haswell and later, Zen 2 and later,
 * Xeon Gold and Platinum), except AMD family 19h (Zen 4) with AVX-512,
 * which runs a 512-bit FMA as two 256-bit halves: one. SSE2 without FMA:
 * one multiply and one add per cycle, counted as one unit. NEON: two
 * (Cortex-A76 and later; Apple cores have four, so their fraction can
 * exceed 1).
 *
 * Returns: the units, 0 for an unknown @simd
 */
guint
ak_cpu_assume_fma_units (const char *simd,
                         const char *cpuinfo)
{
  g_autofree char *vendor = ak_cpu_info_field (cpuinfo, "vendor_id");
  g_autofree char *family = ak_cpu_info_field (cpuinfo, "cpu family");

  if (g_str_equal (simd, "AVX-512"))
    return g_strcmp0 (vendor, "AuthenticAMD") == 0 && g_strcmp0 (family, "25") == 0 ? 1 : 2;
  if (g_str_equal (simd, "AVX2+FMA") || g_str_equal (simd, "NEON"))
    return 2;
  if (g_str_equal (simd, "SSE2"))
    return 1;
  return 0;
}

/* No CPU in use runs below 0.2 or above 7 GHz. */
#define MEASURED_CLOCK_MIN_HZ 2e8
#define MEASURED_CLOCK_MAX_HZ 7e9

/**
 * ak_cpu_check_measured_clock:
 * @hz: the clock the add chain gave, in Hz; 0 if none was measured
 * @notes: (nullable) (element-type utf8): gets a translated note when
 *   @hz is dropped
 *
 * A measured clock outside 0.2 to 7 GHz (or not finite) means the chain
 * did not take one cycle per addition, or the timer misbehaved: it is
 * dropped, so the theoretical peak falls back to the reported clock.
 *
 * Returns: @hz, or 0 if it is dropped or was 0
 */
double
ak_cpu_check_measured_clock (double     hz,
                             GPtrArray *notes)
{
  g_autofree char *ghz = NULL;

  if (hz == 0 || (hz >= MEASURED_CLOCK_MIN_HZ && hz <= MEASURED_CLOCK_MAX_HZ))
    return hz;

  ghz = g_strdup_printf ("%.2f", hz / 1e9);
  /* Translators: %s is a clock in GHz, e.g. "9.81" */
  add_note (notes, g_strdup_printf (_("The clock measurement gave %s GHz, which no CPU runs at; the clock the "
                                      "system reports is used instead."), ghz));
  return 0;
}

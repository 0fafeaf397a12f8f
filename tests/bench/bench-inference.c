/* bench-inference.c: how long the inference model takes to analyse a
 * 100-layer model at 100 batch sizes, prefill and decode, and on systems
 * of 1 to 64 chips in 4 layouts each at the same 100 batch sizes (prints
 * figures, asserts no timing; the target is well under a 16 ms frame for
 * one chip, and under a second for the 25,600 system steps)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib.h>

#include "ak-inference.h"
#include "ak-parallel.h"

#define N_RUNS    30
#define N_BATCHES 100
#define N_CHIPS   64
#define N_LAYOUTS 4

/* One sweep: decode and prefill at batches 1 … 100; returns the FLOPs
 * summed so that the compiler cannot drop the work. */
static double
sweep (const AkTransformerShape *shape,
       const AkInferenceMachine *machine,
       AkPhase                   phase)
{
  double sum = 0;

  for (guint b = 1; b <= N_BATCHES; b++)
    {
      AkInferenceRequest r = {
        .phase = phase, .tokens = 4096, .batch_size = b,
        .weight_precision = AK_PRECISION_BF16, .kv_precision = AK_PRECISION_BF16,
        .activation_precision = AK_PRECISION_BF16,
      };
      AkInferenceAnalysis a;
      g_autoptr(GError) error = NULL;

      if (!ak_inference_analyze (shape, &r, machine, &a, &error))
        g_error ("%s", error->message);
      sum += a.flops;
    }
  return sum;
}

/* The four layouts of @n chips: all TP (as far as it divides the heads,
 * the rest DP), all PP, TP 2 × PP n/2 (PP n for odd n), all DP. */
static AkLayout
layout_of (guint n,
           guint which)
{
  guint tp = 1;

  switch (which)
    {
    case 0:
      while (tp < 8 && n % (tp * 2) == 0)
        tp *= 2;
      return (AkLayout) { tp, 1, 1, n / tp };
    case 1:
      return (AkLayout) { 1, n, 1, 1 };
    case 2:
      return n % 2 == 0 ? (AkLayout) { 2, n / 2, 1, 1 } : (AkLayout) { 1, n, 1, 1 };
    default:
      return (AkLayout) { 1, 1, 1, n };
    }
}

/* Every chip count, layout and batch of a decode step on NVLink 4; a
 * layout the batch cannot feed (DP above the batch) is refused and
 * counted. Returns the step times summed. */
static double
systems (const AkTransformerShape *shape,
         const AkInferenceMachine *machine,
         guint                    *out_refused)
{
  double sum = 0;

  for (guint n = 1; n <= N_CHIPS; n++)
    for (guint l = 0; l < N_LAYOUTS; l++)
      for (guint b = 1; b <= N_BATCHES; b++)
        {
          AkInferenceRequest r = {
            .phase = AK_PHASE_DECODE, .tokens = 4096, .batch_size = b,
            .weight_precision = AK_PRECISION_BF16, .kv_precision = AK_PRECISION_BF16,
            .activation_precision = AK_PRECISION_BF16,
          };
          AkSystem sys = { .layout = layout_of (n, l), .link_bandwidth_bytes_s = 450e9 };
          AkSystemAnalysis a;

          if (ak_parallel_analyze (shape, &r, machine, &sys, &a, NULL))
            sum += a.step_time_s;
          else
            (*out_refused)++;
        }
  return sum;
}

int
main (int argc, char *argv[])
{
  AkTransformerShape shape;
  AkInferenceMachine machine = {
    .peak_flops = 989e12, .vector_peak_flops = 67e12, .bandwidth_bytes_s = 3.35e12,
    .memory_bytes = 80e9,
  };
  double best = G_MAXDOUBLE, total = 0, check = 0;

  /* A 100-layer GQA model, about 140 billion parameters. */
  ak_transformer_shape_init_dense (&shape, 100, 10240, 80, 8, 28672, 128256);

  for (guint run = 0; run < N_RUNS; run++)
    {
      gint64 start = g_get_monotonic_time ();
      double ms;

      check += sweep (&shape, &machine, AK_PHASE_DECODE) + sweep (&shape, &machine, AK_PHASE_PREFILL);
      ms = (g_get_monotonic_time () - start) / 1000.0;
      best = MIN (best, ms);
      total += ms;
    }

  g_print ("inference: 100-layer model, %u batch sizes, decode and prefill: best %.3f ms, "
           "mean %.3f ms per sweep (%d sweeps; target well under 16 ms; checksum %.3g)\n",
           N_BATCHES, best, total / N_RUNS, N_RUNS, check);

  best = G_MAXDOUBLE;
  total = check = 0;
  for (guint run = 0; run < 3; run++)
    {
      gint64 start = g_get_monotonic_time ();
      guint refused = 0;
      double ms;

      check += systems (&shape, &machine, &refused);
      ms = (g_get_monotonic_time () - start) / 1000.0;
      best = MIN (best, ms);
      total += ms;
      if (run == 0)
        g_print ("systems: %u chip counts x %u layouts x %u batch sizes = %u steps, %u refused "
                 "(DP above the batch)\n", N_CHIPS, N_LAYOUTS, N_BATCHES,
                 N_CHIPS * N_LAYOUTS * N_BATCHES, refused);
    }
  g_print ("systems: best %.1f ms, mean %.1f ms for all of them (3 runs; target under 1 s; "
           "checksum %.3g)\n", best, total / 3, check);
  return 0;
}

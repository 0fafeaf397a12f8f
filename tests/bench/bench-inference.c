/* bench-inference.c: how long the inference model takes to analyse a
 * 100-layer model at 100 batch sizes, prefill and decode (prints figures,
 * asserts no timing; the target is well under a 16 ms frame)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib.h>

#include "ak-inference.h"

#define N_RUNS    30
#define N_BATCHES 100

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
  return 0;
}

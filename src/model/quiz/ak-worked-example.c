/* ak-worked-example.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "ak-format.h"
#include "ak-machine-probe.h"
#include "ak-worked-example.h"

/**
 * ak_mbu_example_compute:
 * @accelerator: the accelerator, with its peak memory bandwidth
 * @params_billion: model parameters, in 10^9, > 0
 * @precision: format of the weights
 * @tokens_per_second: generated tokens per second at batch 1, > 0
 * @out_example: (out): the results
 * @error: an %AK_ROOFLINE_ERROR_DOMAIN or %AK_ROOFLINE_ERROR_OVERFLOW error
 *
 * At batch 1 every decode step reads all the weights once, so the bandwidth
 * needed is params × bytes per parameter × tokens/s, and MBU is that divided
 * by the peak bandwidth (the MBU formula in shared accelerator facts;
 * KV-cache reads are left out, as in the lesson's worked example).
 *
 * Returns: %TRUE on success
 */
gboolean
ak_mbu_example_compute (const AkAccelerator *accelerator,
                        double               params_billion,
                        AkPrecision          precision,
                        double               tokens_per_second,
                        AkMbuExample        *out_example,
                        GError             **error)
{
  AkMbuExample example;

  g_return_val_if_fail (accelerator != NULL, FALSE);
  g_return_val_if_fail (out_example != NULL, FALSE);

  example.peak_bandwidth_bytes_s = accelerator->bandwidth_tb_s * 1e12;

  if (!ak_transformer_weight_bytes (params_billion * 1e9, precision,
                                    &example.bytes_per_token, error) ||
      !ak_roofline_mbu (example.bytes_per_token, tokens_per_second,
                        example.peak_bandwidth_bytes_s, &example.mbu, error))
    return FALSE;

  example.bandwidth_bytes_s = example.mbu * example.peak_bandwidth_bytes_s;
  *out_example = example;

  return TRUE;
}

/**
 * ak_mbu_example_describe:
 *
 * Like ak_mbu_example_compute(), but returns the worked example as text for
 * the reader: each formula with its numbers substituted, in the current
 * locale.
 *
 * Returns: (transfer full) (nullable): the text, or %NULL with @error set
 */
char *
ak_mbu_example_describe (const AkAccelerator *accelerator,
                         double               params_billion,
                         AkPrecision          precision,
                         double               tokens_per_second,
                         GError             **error)
{
  AkMbuExample ex;
  g_autofree char *params = NULL;
  g_autofree char *bytes_per_param = NULL;
  g_autofree char *rate = NULL;
  g_autofree char *per_token = NULL;
  g_autofree char *needed = NULL;
  g_autofree char *peak = NULL;
  g_autofree char *mbu = NULL;
  g_autofree char *precision_name = NULL;

  if (!ak_mbu_example_compute (accelerator, params_billion, precision,
                               tokens_per_second, &ex, error))
    return NULL;

  params = ak_format_si (params_billion * 1e9, "");
  bytes_per_param = ak_format_number (ak_precision_bytes (precision), 3);
  rate = ak_format_number (tokens_per_second, 4);
  per_token = ak_format_si (ex.bytes_per_token, "B");
  needed = ak_format_si (ex.bandwidth_bytes_s, "B/s");
  peak = ak_format_si (ex.peak_bandwidth_bytes_s, "B/s");
  mbu = ak_format_percent (ex.mbu);
  precision_name = g_ascii_strup (ak_precision_to_string (precision), -1);

  /* Translators: a worked example; the placeholders are numbers with units,
   * the precision name (e.g. FP16) and the accelerator's name. */
  return g_strdup_printf (_("Bytes read per token = %s parameters × %s bytes (%s) = %s\n"
                            "Bandwidth needed = %s × %s tokens/s = %s\n"
                            "MBU = %s ÷ %s (peak of the %s) = %s"),
                          params, bytes_per_param,
                          precision_name, per_token,
                          per_token, rate, needed,
                          needed, peak, accelerator->name, mbu);
}

/**
 * ak_power_example_compute:
 * @accelerator: an accelerator with a TDP (watts)
 * @hours: running time in hours, > 0
 * @household_kwh: a household's yearly use in kWh, > 0, for comparison
 * @out_example: (out): the results
 * @error: an %AK_ROOFLINE_ERROR_DOMAIN error when an input is not a positive
 *   finite number or the accelerator has no TDP
 *
 * Energy = power × time: TDP (W) × hours / 1000 gives kWh. A datacenter GPU
 * under sustained load holds its average board power at its configured
 * limit, so TDP stands for the average draw; brief transients above it are
 * left out.
 *
 * Returns: %TRUE on success
 */
gboolean
ak_power_example_compute (const AkAccelerator *accelerator,
                          double               hours,
                          double               household_kwh,
                          AkPowerExample      *out_example,
                          GError             **error)
{
  AkPowerExample example;

  g_return_val_if_fail (accelerator != NULL, FALSE);
  g_return_val_if_fail (out_example != NULL, FALSE);

  if (!(accelerator->tdp_w > 0 && accelerator->tdp_w < AK_ROOFLINE_MAX_INPUT &&
        hours > 0 && hours < AK_ROOFLINE_MAX_INPUT &&
        household_kwh > 0 && household_kwh < AK_ROOFLINE_MAX_INPUT))
    {
      g_set_error (error, AK_ROOFLINE_ERROR, AK_ROOFLINE_ERROR_DOMAIN,
                   "TDP (W), hours and household kWh must be positive finite numbers");
      return FALSE;
    }

  example.kwh_at_tdp = accelerator->tdp_w * hours / 1000.0;
  example.household_fraction = example.kwh_at_tdp / household_kwh;
  *out_example = example;

  return TRUE;
}

/**
 * ak_power_example_describe:
 *
 * Like ak_power_example_compute(), as text for the reader.
 *
 * Returns: (transfer full) (nullable): the text, or %NULL with @error set
 */
char *
ak_power_example_describe (const AkAccelerator *accelerator,
                           double               hours,
                           double               household_kwh,
                           GError             **error)
{
  AkPowerExample ex;
  g_autofree char *tdp = NULL;
  g_autofree char *hours_text = NULL;
  g_autofree char *kwh = NULL;
  g_autofree char *household = NULL;
  g_autofree char *share = NULL;

  if (!ak_power_example_compute (accelerator, hours, household_kwh, &ex, error))
    return NULL;

  tdp = ak_format_number (accelerator->tdp_w, 1);
  hours_text = ak_format_number (hours, 1);
  kwh = ak_format_number (ex.kwh_at_tdp, 3);
  household = ak_format_number (household_kwh, 1);
  share = ak_format_percent (ex.household_fraction);

  /* Translators: energy use of an accelerator; the placeholders are numbers. */
  return g_strdup_printf (_("%s at its TDP: %s W × %s h = %s kWh\n"
                            "Against a household's %s kWh a year: %s"),
                          accelerator->name, tdp, hours_text, kwh,
                          household, share);
}

static gboolean
counts_as_hbm (const AkAccelerator *accelerator)
{
  if (ak_accelerator_is_measured (accelerator) || !(accelerator->memory_gb > 0))
    return FALSE;

  /* An entry without a memory type is counted, so that a missing type never
   * drops a chip from the range unnoticed. */
  return accelerator->memory_type == NULL ||
         g_ascii_strncasecmp (accelerator->memory_type, "HBM", 3) == 0;
}

/**
 * ak_hbm_range_compute:
 * @accelerators: (element-type AkAccelerator): a lesson's accelerators
 * @out_range: (out): the lowest and highest bandwidth and capacity
 * @error: an %AK_ROOFLINE_ERROR_DOMAIN error when no accelerator has HBM
 *
 * The span of HBM bandwidth and capacity over the accelerators whose memory
 * type starts with "HBM" (or is not given) and whose capacity is known; the
 * measured CPU and GDDR cards are left out. The lesson's memory-level table
 * quotes this span, and a data test checks that the two agree.
 *
 * Returns: %TRUE on success
 */
gboolean
ak_hbm_range_compute (GPtrArray      *accelerators,
                      AkMemoryRange  *out_range,
                      GError        **error)
{
  AkMemoryRange range = {
    .min_bandwidth_tb_s = G_MAXDOUBLE, .min_memory_gb = G_MAXDOUBLE,
  };

  g_return_val_if_fail (accelerators != NULL, FALSE);
  g_return_val_if_fail (out_range != NULL, FALSE);

  for (guint i = 0; i < accelerators->len; i++)
    {
      const AkAccelerator *accelerator = g_ptr_array_index (accelerators, i);

      if (!counts_as_hbm (accelerator))
        continue;

      range.min_bandwidth_tb_s = MIN (range.min_bandwidth_tb_s, accelerator->bandwidth_tb_s);
      range.max_bandwidth_tb_s = MAX (range.max_bandwidth_tb_s, accelerator->bandwidth_tb_s);
      if (accelerator->memory_gb < range.min_memory_gb)
        {
          range.min_memory_gb = accelerator->memory_gb;
          range.min_memory_gib = accelerator->memory_gib;
        }
      if (accelerator->memory_gb > range.max_memory_gb)
        {
          range.max_memory_gb = accelerator->memory_gb;
          range.max_memory_gib = accelerator->memory_gib;
        }
      range.n_accelerators++;
    }

  if (range.n_accelerators == 0)
    {
      g_set_error (error, AK_ROOFLINE_ERROR, AK_ROOFLINE_ERROR_DOMAIN,
                   "No accelerator with HBM and a known memory size");
      return FALSE;
    }

  *out_range = range;
  return TRUE;
}

/**
 * ak_accelerator_format_memory:
 * @accelerator: an accelerator with a memory size
 *
 * One unit rule for capacities: GB (10^9 bytes) with three significant
 * digits, as every other size and rate the app shows; when the source
 * publishes the capacity in GiB (Google gives TPU memory so), that figure
 * follows in brackets, so the published number is still there to check.
 *
 * Returns: (transfer full): e.g. "8.00 GB", "34.4 GB (32 GiB)"
 */
char *
ak_accelerator_format_memory (const AkAccelerator *accelerator)
{
  g_autofree char *gb = NULL;
  g_autofree char *gib = NULL;

  g_return_val_if_fail (accelerator != NULL, NULL);

  gb = ak_format_si (accelerator->memory_gb * 1e9, "B");

  if (!(accelerator->memory_gib > 0))
    return g_steal_pointer (&gb);

  gib = ak_format_number_trimmed (accelerator->memory_gib, 3);
  /* Translators: a capacity in GB, then as its source publishes it in GiB */
  return g_strdup_printf (_("%s (%s GiB)"), gb, gib);
}

/**
 * ak_accelerator_describe:
 * @accelerator: an accelerator
 *
 * Its figures, one per line, with the ridge point (dense BF16 peak FLOP/s ÷
 * bandwidth in bytes/s, Williams et al. 2009) computed here.
 *
 * Returns: (transfer full): the text
 */
char *
ak_accelerator_describe (const AkAccelerator *accelerator)
{
  g_autoptr(GString) text = g_string_new (NULL);
  g_autofree char *dense = ak_format_si (accelerator->peak_bf16_dense_tflops * 1e12, "FLOP/s");
  g_autofree char *bandwidth = ak_format_si (accelerator->bandwidth_tb_s * 1e12, "B/s");
  double ridge;

  if (ak_accelerator_is_measured (accelerator))
    g_string_append_printf (text, _("FP32 measured on this computer (not BF16): %s"), dense);
  else
    g_string_append_printf (text, _("Peak BF16/FP16, dense: %s"), dense);

  if (accelerator->peak_bf16_sparse_tflops > 0)
    {
      g_autofree char *sparse = ak_format_si (accelerator->peak_bf16_sparse_tflops * 1e12, "FLOP/s");
      g_string_append_c (text, '\n');
      g_string_append_printf (text, _("Peak with 2:4 sparsity (not used for the roof): %s"), sparse);
    }

  if (accelerator->peak_fp8_dense_tflops > 0)
    {
      g_autofree char *fp8 = ak_format_si (accelerator->peak_fp8_dense_tflops * 1e12, "FLOP/s");
      g_string_append_c (text, '\n');
      g_string_append_printf (text, _("Peak FP8, dense: %s"), fp8);
    }

  g_string_append_c (text, '\n');
  g_string_append_printf (text, _("Memory bandwidth: %s"), bandwidth);

  if (accelerator->memory_gb > 0)
    {
      g_autofree char *memory = ak_accelerator_format_memory (accelerator);
      g_string_append_c (text, '\n');
      if (accelerator->memory_type != NULL)
        g_string_append_printf (text, _("Memory: %s %s"), memory, accelerator->memory_type);
      else
        g_string_append_printf (text, _("Memory: %s"), memory);
    }

  if (ak_roofline_ridge_point (accelerator->peak_bf16_dense_tflops * 1e12,
                               accelerator->bandwidth_tb_s * 1e12, &ridge, NULL))
    {
      g_autofree char *ridge_text = ak_format_number (ridge, 3);
      g_string_append_c (text, '\n');
      g_string_append_printf (text, _("Ridge point: %s FLOP/byte"), ridge_text);
    }

  if (accelerator->tdp_w > 0)
    {
      g_autofree char *tdp = ak_format_number (accelerator->tdp_w, 1);
      g_string_append_c (text, '\n');
      g_string_append_printf (text, _("TDP: %s W"), tdp);
    }

  if (accelerator->max_power_w > 0)
    {
      g_autofree char *power = ak_format_number (accelerator->max_power_w, 1);
      g_string_append_c (text, '\n');
      g_string_append_printf (text, _("Maximum measured power: %s W"), power);
    }

  return g_string_free (g_steal_pointer (&text), FALSE);
}

/**
 * ak_accelerator_source_line:
 * @accelerator: an accelerator
 * @source: where its figures come from, as it is to appear (its
 *   #AkAccelerator.source, or that text as a link in Pango markup)
 *
 * The one "Source: …" line every page shows under an accelerator's
 * figures, with "(approximate figures)" inside the same translated
 * sentence when the lesson marks them approximate.
 *
 * Returns: (transfer full): the line
 */
char *
ak_accelerator_source_line (const AkAccelerator *accelerator,
                            const char          *source)
{
  g_return_val_if_fail (accelerator != NULL && source != NULL, NULL);

  /* Translators: %s is where an accelerator's figures come from, e.g. a datasheet. */
  return g_strdup_printf (accelerator->approximate ? _("Source: %s (approximate figures)") : _("Source: %s"),
                          source);
}

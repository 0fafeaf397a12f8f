/* ak-utilization.c: the MFU/MBU calculator: what a measured speed means
 * against the datasheet, from a model's size and the roofline formulas
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "ak-roofline-check-private.h"
#include "ak-transformer.h"

/* An optional input: zero (left out), or positive, finite and at most
 * AK_ROOFLINE_MAX_INPUT. */
static gboolean
check_optional (double       value,
                const char  *name,
                const char  *unit,
                GError     **error)
{
  return value == 0.0 || _ak_roofline_check_positive (value, name, unit, error);
}

/**
 * ak_roofline_utilization:
 * @inputs: the decode workload and the accelerator's peaks
 * @out_utilization: (out): every figure of the MFU/MBU calculator
 * @error: return location for an %AK_ROOFLINE_ERROR
 *
 * Decode at batch B reads all the weights once per step, and each
 * sequence's KV cache, and produces one token for each sequence, so:
 * bytes per step = N × bytes per parameter + B × KV cache per sequence
 * (the scaling book's decode step, "How to Scale Your Model", inference
 * chapter), bandwidth needed = bytes per step × steps/s, MBU = that ÷ peak
 * bandwidth (KV counted, as Databricks' MBU definition does); FLOP/s
 * needed = (2N + attention FLOPs per token) × B × steps/s (Kaplan et al.
 * 2020), MFU = that ÷ dense peak; the ceiling is min (bandwidth ÷ bytes per
 * step, peak ÷ FLOPs per step) steps/s (the roofline of Williams, Waterman
 * and Patterson, CACM 2009, in steps). With @kv_bytes_per_sequence and
 * @attention_flops_per_token 0 this is the lesson's worked example: 7e9
 * FP16 parameters at 100 tokens/s on 2.039e12 bytes/s give 14e9 bytes per
 * token, 1.4e12 bytes/s and an MBU of 0.6866.
 *
 * Inputs must be positive, finite and at most %AK_ROOFLINE_MAX_INPUT (the
 * optional ones may be 0), @batch_size at least 1 and @precision valid,
 * otherwise %AK_ROOFLINE_ERROR_DOMAIN; %AK_ROOFLINE_ERROR_OVERFLOW if a
 * result is not finite.
 *
 * Returns: %TRUE on success; on error @out_utilization is left untouched
 */
gboolean
ak_roofline_utilization (const AkUtilizationInputs  *inputs,
                         AkUtilization              *out_utilization,
                         GError                    **error)
{
  AkUtilization u;
  double weight_bytes, flops_per_step;

  g_return_val_if_fail (inputs != NULL, FALSE);
  CHECK_OUT (out_utilization);
  CHECK_POSITIVE (inputs->steps_per_second, "steps per second", "steps/s");
  CHECK_COUNT (inputs->batch_size, "batch size", "sequences");
  if (!check_optional (inputs->kv_bytes_per_sequence, "KV cache per sequence", "bytes", error) ||
      !check_optional (inputs->attention_flops_per_token, "attention FLOPs per token", "FLOPs", error) ||
      !check_optional (inputs->memory_bytes, "memory capacity", "bytes", error))
    return FALSE;

  if (!ak_transformer_weight_bytes (inputs->params, inputs->precision, &weight_bytes, error) ||
      !ak_transformer_flops_per_token (inputs->params, &flops_per_step, error))
    return FALSE;

  u.kv_bytes_per_step = inputs->kv_bytes_per_sequence * inputs->batch_size;
  u.bytes_per_step = weight_bytes + u.kv_bytes_per_step;
  u.memory_needed_bytes = u.bytes_per_step;
  u.fits_in_memory = inputs->memory_bytes == 0.0 || u.memory_needed_bytes <= inputs->memory_bytes;
  if (!_ak_roofline_finish (u.bytes_per_step, "bytes per step", "bytes", &u.bytes_per_step, error) ||
      !ak_roofline_mbu (u.bytes_per_step, inputs->steps_per_second,
                        inputs->bandwidth_bytes_s, &u.mbu, error) ||
      !ak_transformer_tokens_per_second_ceiling (inputs->bandwidth_bytes_s,
                                                 u.bytes_per_step,
                                                 &u.memory_ceiling_steps_s, error))
    return FALSE;

  flops_per_step = (flops_per_step + inputs->attention_flops_per_token) * inputs->batch_size;
  u.bytes_per_token = u.bytes_per_step / inputs->batch_size;
  u.tokens_per_second = inputs->steps_per_second * inputs->batch_size;
  u.bandwidth_bytes_s = u.bytes_per_step * inputs->steps_per_second;
  u.flops_per_second = flops_per_step * inputs->steps_per_second;

  if (!_ak_roofline_finish (u.flops_per_second, "FLOP/s needed", "FLOP/s",
               &u.flops_per_second, error) ||
      !ak_roofline_mfu (u.flops_per_second, inputs->peak_flops, &u.mfu, error) ||
      !_ak_roofline_finish (inputs->peak_flops / flops_per_step, "compute ceiling",
               "steps/s", &u.compute_ceiling_steps_s, error))
    return FALSE;

  u.ceiling_steps_s = fmin (u.memory_ceiling_steps_s, u.compute_ceiling_steps_s);
  u.bound = u.memory_ceiling_steps_s <= u.compute_ceiling_steps_s
            ? AK_BOUND_MEMORY : AK_BOUND_COMPUTE;
  *out_utilization = u;

  return TRUE;
}

/* ak-request.h: serving metrics of a whole request: time to first token,
 * time per output token, end-to-end latency, tokens per second
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "ak-efficiency.h"
#include "ak-inference.h"

G_BEGIN_DECLS

/* The longest prompt or generation a request may ask for, tokens. */
#define AK_REQUEST_MAX_TOKENS 10000000u
/* Decode steps summed one by one; longer generations are sampled. */
#define AK_REQUEST_EXACT_STEPS 4096u

/**
 * AkRequestMetrics:
 * @input_tokens: prompt tokens per sequence (ISL)
 * @output_tokens: generated tokens per sequence (OSL)
 * @ttft_s: time to first token: the prefill of @input_tokens at the batch,
 *   which also makes the first output token, seconds
 * @tpot_s: time per output token after the first: the decode steps'
 *   mean, with the context growing from @input_tokens + 1 to
 *   @input_tokens + @output_tokens − 1, seconds; 0 when @output_tokens is 1
 * @e2e_s: end-to-end latency, @ttft_s + the decode steps, seconds
 * @output_tokens_per_s: output tokens of the whole batch per second,
 *   batch × @output_tokens / @e2e_s
 * @output_tokens_per_s_per_user: the rate one user sees the tokens
 *   stream at, 1 / @tpot_s (1 / @ttft_s when @output_tokens is 1)
 *
 * One request of ISL input and OSL output tokens per sequence, every
 * sequence of the batch in step.
 */
typedef struct {
  double input_tokens;
  double output_tokens;
  double ttft_s;
  double tpot_s;
  double e2e_s;
  double output_tokens_per_s;
  double output_tokens_per_s_per_user;
} AkRequestMetrics;

gboolean ak_request_parse   (const char               *text,
                             double                   *out_input_tokens,
                             double                   *out_output_tokens,
                             GError                  **error);
gboolean ak_request_compute (const AkTransformerShape *shape,
                             const AkInferenceRequest *precisions,
                             const AkInferenceMachine *machine,
                             const AkEfficiency       *efficiency,
                             double                    input_tokens,
                             double                    output_tokens,
                             AkRequestMetrics         *out,
                             GError                  **error);

G_END_DECLS

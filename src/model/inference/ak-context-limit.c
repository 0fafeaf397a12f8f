/* ak-context-limit.c: a context longer than the model was made for
 *
 * A model with a learned position table (GPT-2's `n_positions`, Radford et
 * al. 2019) has one embedding row per position and nothing past the last,
 * so a longer context cannot run at all. A model with rotary positions
 * (Llama and its kin) computes any position, but was trained only up to
 * its `max_position_embeddings`; past it the arithmetic is the same while
 * its answers are not to be trusted, so that is a warning, not a refusal.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "ak-context-limit.h"
#include "ak-roofline.h"

/**
 * ak_context_limit_check:
 * @shape: a transformer
 * @context_tokens: the tokens a sequence holds at its longest, 1 or more
 * @out_exceeds_max: (out): %TRUE when @shape's @max_positions is known and
 *   @context_tokens is beyond it
 * @error: an %AK_ROOFLINE_ERROR_DOMAIN error when @shape has a learned
 *   position table (@learned_positions rows) and @context_tokens is beyond
 *   it
 *
 * Returns: %TRUE unless the context is refused
 */
gboolean
ak_context_limit_check (const AkTransformerShape *shape,
                        double                    context_tokens,
                        gboolean                 *out_exceeds_max,
                        GError                  **error)
{
  g_return_val_if_fail (shape != NULL && out_exceeds_max != NULL, FALSE);

  *out_exceeds_max = shape->max_positions > 0 && context_tokens > shape->max_positions;
  if (shape->learned_positions > 0 && context_tokens > shape->learned_positions)
    {
      g_set_error (error, AK_ROOFLINE_ERROR, AK_ROOFLINE_ERROR_DOMAIN,
                   _("the model has a learned table of %u positions and no position past it, "
                     "so a context of %.0f tokens cannot run"),
                   shape->learned_positions, context_tokens);
      return FALSE;
    }
  return TRUE;
}

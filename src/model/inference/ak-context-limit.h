/* ak-context-limit.h: a context longer than the model was made for
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "ak-transformer.h"

G_BEGIN_DECLS

gboolean ak_context_limit_check (const AkTransformerShape *shape,
                                 double                    context_tokens,
                                 gboolean                 *out_exceeds_max,
                                 GError                  **error);

G_END_DECLS

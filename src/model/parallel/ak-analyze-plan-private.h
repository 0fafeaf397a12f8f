/* ak-analyze-plan-private.h: `--plan-serving` as JSON (ak-analyze-plan.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ak-analyze-system.h"

G_BEGIN_DECLS

gboolean ak_analyze_plan_add_json (JsonObject            *root,
                                   const AkSystemInputs  *inputs,
                                   const AkSystemOptions *options,
                                   const AkSystem        *system,
                                   const AkLink          *link,
                                   GError               **error);

G_END_DECLS

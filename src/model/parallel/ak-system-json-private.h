/* ak-system-json-private.h: one step on a system as JSON members
 * (ak-system-json.c), shared by `--analyze` and `--plan-serving`
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ak-analyze-system.h"

G_BEGIN_DECLS

/* Refusals of the system options: one message that starts with the
 * option, code 0. */
#define AK_ANALYZE_SYSTEM_ERROR (ak_analyze_system_error_quark ())

GQuark      ak_analyze_system_error_quark (void);

gboolean    ak_system_json_run            (const AkSystemOptions    *options,
                                           const AkSystemInputs     *inputs,
                                           const AkSystem           *system,
                                           const AkInferenceRequest *request,
                                           AkSystemAnalysis         *out_analysis,
                                           GError                  **error);
void        ak_system_json_capacity       (JsonObject               *o,
                                           const AkPerChip          *p);
JsonObject *ak_system_json_per_chip       (const AkPerChip          *p);
void        ak_system_json_members        (JsonObject               *root,
                                           const AkSystemAnalysis   *a);
JsonObject *ak_system_json_layout         (const AkLayout           *layout);
JsonNode   *ak_system_json_link           (const AkLink             *link,
                                           const AkSystem           *sys);

G_END_DECLS

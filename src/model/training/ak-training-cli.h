/* ak-training-cli.h: `accelerator-kitchen --plan-training`, a training run as JSON
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

#include "ak-analyze.h"
#include "ak-lesson.h"
#include "ak-training.h"

G_BEGIN_DECLS

void       ak_training_setup_set_accelerator (AkTrainingSetup     *setup,
                                              const AkAccelerator *accelerator);
void       ak_training_setup_choose_links (AkLesson            *lesson,
                                           const AkAccelerator *accelerator,
                                           AkTrainingSetup     *s,
                                           const AkLink       **out_tp,
                                           const AkLink       **out_dp);
gboolean   ak_training_parse_price       (const char             *text,
                                          double                 *out_price,
                                          GError                **error);
gboolean   ak_training_cli_check_options (GVariantDict           *options,
                                          const char             *mode);
JsonNode  *ak_training_cli_to_json       (AkLesson               *lesson,
                                          GVariantDict           *options,
                                          GError                **error);
int        ak_training_cli_command_line  (GVariantDict           *options,
                                          AkAnalyzeLessonLoader   load_lesson);

G_END_DECLS

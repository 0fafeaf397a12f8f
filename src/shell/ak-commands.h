/* ak-commands.h: the command-line modes that need no display
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "ak-analyze.h"

G_BEGIN_DECLS

int ak_commands_run             (GVariantDict       *options);
int ak_commands_validate        (const char * const *paths);
int ak_commands_export_roofline (const char             *output_path,
                                 const AkAnalyzeOptions *options,
                                 const char             *lesson_path);
int ak_commands_measure         (gboolean            quick);
int ak_commands_list_lessons    (void);
int ak_commands_export_progress (const char         *output_path);
int ak_commands_merge_results   (const char         *output_path,
                                 const char * const *paths);

G_END_DECLS

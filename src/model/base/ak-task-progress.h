/* ak-task-progress.h: a progress signal from a GTask worker, emitted in
 * the task's main context
 *
 * For probes that measure in a worker thread and report progress through
 * a signal with the arguments (double fraction, const char *stage).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

void ak_task_progress_post (GTask      *task,
                            guint       signal_id,
                            double      fraction,
                            const char *stage);

G_END_DECLS

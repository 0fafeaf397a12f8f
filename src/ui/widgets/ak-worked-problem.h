/* ak-worked-problem.h: a worked problem in reading text, its answer shown on request
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ak-lesson.h"

G_BEGIN_DECLS

GtkWidget *ak_worked_problem_new (AkLesson      *lesson,
                                  const AkBlock *block);

G_END_DECLS

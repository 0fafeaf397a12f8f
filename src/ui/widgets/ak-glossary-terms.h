/* ak-glossary-terms.h: glossary terms marked in reading text, defined on request
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ak-lesson.h"

G_BEGIN_DECLS

guint ak_glossary_terms_attach (GtkLabel *label,
                                AkLesson *lesson);

G_END_DECLS

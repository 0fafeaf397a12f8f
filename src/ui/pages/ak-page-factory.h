/* ak-page-factory.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ak-lesson.h"
#include "ak-page-context.h"

G_BEGIN_DECLS

GtkWidget *ak_page_factory_create (AkPageContext *context,
                                   const AkPage  *page);

G_END_DECLS

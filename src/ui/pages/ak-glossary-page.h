/* ak-glossary-page.h: the lesson's glossary as a page
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ak-lesson.h"
#include "ak-page-context.h"

G_BEGIN_DECLS

#define AK_TYPE_GLOSSARY_PAGE (ak_glossary_page_get_type ())

G_DECLARE_FINAL_TYPE (AkGlossaryPage, ak_glossary_page, AK, GLOSSARY_PAGE, GtkWidget)

GtkWidget *ak_glossary_page_new (AkPageContext *context,
                                 const AkPage  *page);

G_END_DECLS

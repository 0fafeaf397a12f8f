/* ak-page-factory.c: the one place that knows which widget plays a page kind
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ak-kitchen-page.h"
#include "ak-lesson-page.h"
#include "ak-mbu-page.h"
#include "ak-page-factory.h"
#include "ak-quiz-page.h"
#include "ak-roofline-page.h"
#include "ak-sort-page.h"

/**
 * ak_page_factory_create:
 * @context: what every page is handed: the lesson, the progress store,
 *   the settings and the shared accelerator list
 * @page: one of the context's lesson's pages
 *
 * Creates the widget that plays @page. A quiz page without questions shows
 * the page's reading blocks.
 *
 * Returns: (transfer floating): a widget
 */
GtkWidget *
ak_page_factory_create (AkPageContext *context,
                        const AkPage  *page)
{
  g_return_val_if_fail (AK_IS_PAGE_CONTEXT (context), NULL);
  g_return_val_if_fail (page != NULL, NULL);

  switch (page->kind)
    {
    case AK_PAGE_SORT:
      return GTK_WIDGET (ak_sort_page_new (context, page));
    case AK_PAGE_KITCHEN:
      return GTK_WIDGET (ak_kitchen_page_new (context, page));
    case AK_PAGE_QUIZ:
      if (page->questions != NULL && page->questions->len > 0)
        return GTK_WIDGET (ak_quiz_page_new (context, page));
      return GTK_WIDGET (ak_lesson_page_new (context, page));
    case AK_PAGE_ROOFLINE:
      return ak_roofline_page_new (context, page);
    case AK_PAGE_MFU_MBU:
      return ak_mbu_page_new (context, page);
    case AK_PAGE_READING:
    default:
      return GTK_WIDGET (ak_lesson_page_new (context, page));
    }
}

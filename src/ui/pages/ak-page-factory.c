/* ak-page-factory.c: the one place that knows which widget plays a page kind
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ak-a11y-names.h"
#include "ak-batch-page.h"
#include "ak-chips-page.h"
#include "ak-glossary-page.h"
#include "ak-kitchen-page.h"
#include "ak-language.h"
#include "ak-lesson-page.h"
#include "ak-mbu-page.h"
#include "ak-narrow.h"
#include "ak-page-factory.h"
#include "ak-quiz-page.h"
#include "ak-roofline-page.h"
#include "ak-sort-page.h"
#include "ak-training-page.h"

static GtkWidget *
create_widget (AkPageContext *context,
               const AkPage  *page)
{
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
    case AK_PAGE_BATCH:
      return ak_batch_page_new (context, page);
    case AK_PAGE_GLOSSARY:
      return ak_glossary_page_new (context, page);
    case AK_PAGE_TRAINING:
      return ak_training_page_new (context, page);
    case AK_PAGE_CHIPS:
      return ak_chips_page_new (context, page);
    case AK_PAGE_READING:
    default:
      return GTK_WIDGET (ak_lesson_page_new (context, page));
    }
}

/**
 * ak_page_factory_create:
 * @context: what every page is handed: the lesson, the progress store,
 *   the settings and the shared accelerator list
 * @page: one of the context's lesson's pages
 *
 * Creates the widget that plays @page. A quiz page without questions, and
 * interactive kinds whose activity is not built yet, show the page's
 * reading blocks. A lesson shown untranslated
 * in another language than the interface's (ak_lesson_get_language())
 * gets that language's text direction, and the numbers written while the
 * page is built (worked examples, figures) its locale's separators.
 *
 * Returns: (transfer floating): a widget
 */
GtkWidget *
ak_page_factory_create (AkPageContext *context,
                        const AkPage  *page)
{
  AkLesson *lesson;
  locale_t previous;
  GtkWidget *widget;

  g_return_val_if_fail (AK_IS_PAGE_CONTEXT (context), NULL);
  g_return_val_if_fail (page != NULL, NULL);

  lesson = ak_page_context_get_lesson (context);
  previous = ak_lesson_numbers_begin (lesson);
  widget = create_widget (context, page);
  ak_lesson_numbers_end (previous);
  ak_narrow_fit (widget);
  ak_accessible_name_tree (widget);

  if (ak_lesson_reads_in_own_language (lesson))
    gtk_widget_set_direction (widget, ak_language_get_text_direction (ak_lesson_get_language (lesson)) ==
                                      AK_TEXT_DIRECTION_RTL ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR);
  return widget;
}

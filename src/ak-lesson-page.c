/* ak-lesson-page.c: a scrolling page of reading blocks
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ak-application.h"
#include "ak-clamp.h"
#include "ak-lesson-page.h"
#include "ak-reading-blocks.h"

struct _AkLessonPage
{
  GtkWidget  parent_instance;

  GtkWidget *scroller;
  GtkBox    *content;
};

G_DEFINE_FINAL_TYPE (AkLessonPage, ak_lesson_page, GTK_TYPE_WIDGET)

static void
ak_lesson_page_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), AK_TYPE_LESSON_PAGE);

  G_OBJECT_CLASS (ak_lesson_page_parent_class)->dispose (object);
}

static void
ak_lesson_page_class_init (AkLessonPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ak_lesson_page_dispose;

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class, AK_RESOURCE_PREFIX "/ui/ak-lesson-page.ui");
  gtk_widget_class_bind_template_child (widget_class, AkLessonPage, scroller);
  gtk_widget_class_bind_template_child (widget_class, AkLessonPage, content);
  gtk_widget_class_set_css_name (widget_class, "lessonpage");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
ak_lesson_page_init (AkLessonPage *self)
{
  g_type_ensure (AK_TYPE_CLAMP);
  gtk_widget_init_template (GTK_WIDGET (self));
}

/**
 * ak_lesson_page_new:
 * @lesson: the lesson
 * @page: the page whose blocks to show
 *
 * Returns: (transfer floating): a page showing @page's reading blocks
 */
AkLessonPage *
ak_lesson_page_new (AkLesson     *lesson,
                    const AkPage *page)
{
  AkLessonPage *self = g_object_new (AK_TYPE_LESSON_PAGE, NULL);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, page->title,
                                  -1);

  /* A page without reading text still says what it is. */
  if (page->blocks->len == 0)
    {
      AkBlock title = { .kind = AK_BLOCK_HEADING, .text = page->title };

      gtk_box_append (self->content, ak_reading_block_new (lesson, &title));
    }

  for (guint i = 0; i < page->blocks->len; i++)
    {
      const AkBlock *block = g_ptr_array_index (page->blocks, i);

      gtk_box_append (self->content, ak_reading_block_new (lesson, block));
    }

  return self;
}

/**
 * ak_lesson_page_get_content:
 * @self: a page
 *
 * Returns: (transfer none): the box that holds the blocks, for pages that
 *   add their activity below the reading text
 */
GtkBox *
ak_lesson_page_get_content (AkLessonPage *self)
{
  g_return_val_if_fail (AK_IS_LESSON_PAGE (self), NULL);

  return self->content;
}

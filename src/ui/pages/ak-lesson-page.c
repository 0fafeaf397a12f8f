/* ak-lesson-page.c: a scrolling page of reading blocks
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>

#include "ak-a11y-names.h"
#include "ak-lesson-page.h"
#include "ak-reading-blocks.h"
#include "ak-reading-keys.h"

/* Blocks built before the first frame; the rest follow once it is painted,
 * so a long page opens as fast as a short one. */
#define BLOCKS_BEFORE_FIRST_FRAME 5

struct _AkLessonPage
{
  GtkWidget     parent_instance;

  GtkWidget    *scroller;
  GtkBox       *content;

  AkLesson     *lesson;
  const AkPage *page;
  guint         n_built;
  guint         build_source;
};

G_DEFINE_FINAL_TYPE (AkLessonPage, ak_lesson_page, GTK_TYPE_WIDGET)

static void
build_blocks (AkLessonPage *self,
              guint         up_to)
{
  for (; self->n_built < MIN (up_to, self->page->blocks->len); self->n_built++)
    {
      const AkBlock *block = g_ptr_array_index (self->page->blocks, self->n_built);

      gtk_box_append (self->content, ak_reading_block_new (self->lesson, block));
    }
}

static gboolean
build_remaining_blocks (gpointer data)
{
  AkLessonPage *self = data;

  self->build_source = 0;
  build_blocks (self, G_MAXUINT);

  return G_SOURCE_REMOVE;
}

static void
ak_lesson_page_dispose (GObject *object)
{
  AkLessonPage *self = AK_LESSON_PAGE (object);

  g_clear_handle_id (&self->build_source, g_source_remove);
  g_clear_object (&self->lesson);
  gtk_widget_dispose_template (GTK_WIDGET (object), AK_TYPE_LESSON_PAGE);

  G_OBJECT_CLASS (ak_lesson_page_parent_class)->dispose (object);
}

/* Keyboard reading. Text is not in the Tab order (only links are), so the
 * page itself is the first Tab stop: from there Down and Up read the text
 * block by block (ak-reading-keys.c), and Page Up/Down, Space and
 * Home/End scroll it, as in a document viewer. */
static gboolean
ak_lesson_page_focus (GtkWidget        *widget,
                      GtkDirectionType  direction)
{
  AkLessonPage *self = AK_LESSON_PAGE (widget);
  gboolean self_focused = gtk_widget_is_focus (widget);
  gboolean inside = gtk_widget_get_focus_child (widget) != NULL;

  if (!self_focused && !inside && direction == GTK_DIR_TAB_FORWARD)
    return gtk_widget_grab_focus (widget);

  if (self_focused && direction == GTK_DIR_TAB_BACKWARD)
    return FALSE;

  if (gtk_widget_child_focus (self->scroller, direction))
    return TRUE;

  /* Leaving the first link backwards lands on the page itself. */
  if (inside && direction == GTK_DIR_TAB_BACKWARD)
    return gtk_widget_grab_focus (widget);

  return FALSE;
}

static void
scroll_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *param)
{
  AkLessonPage *self = AK_LESSON_PAGE (widget);
  gboolean handled = FALSE;

  g_signal_emit_by_name (self->scroller, "scroll-child",
                         (GtkScrollType) g_variant_get_int32 (param), FALSE, &handled);
}

static void
add_scroll_binding (GtkWidgetClass  *widget_class,
                    guint            keyval,
                    GtkScrollType    scroll)
{
  gtk_widget_class_add_binding_action (widget_class, keyval, 0, "lesson-page.scroll", "i", (int) scroll);
}

static void
ak_lesson_page_class_init (AkLessonPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ak_lesson_page_dispose;
  widget_class->focus = ak_lesson_page_focus;

  gtk_widget_class_install_action (widget_class, "lesson-page.scroll", "i", scroll_action);
  add_scroll_binding (widget_class, GDK_KEY_Page_Down, GTK_SCROLL_PAGE_DOWN);
  add_scroll_binding (widget_class, GDK_KEY_Page_Up, GTK_SCROLL_PAGE_UP);
  add_scroll_binding (widget_class, GDK_KEY_space, GTK_SCROLL_PAGE_DOWN);
  add_scroll_binding (widget_class, GDK_KEY_Down, GTK_SCROLL_STEP_DOWN);
  add_scroll_binding (widget_class, GDK_KEY_Up, GTK_SCROLL_STEP_UP);
  add_scroll_binding (widget_class, GDK_KEY_Home, GTK_SCROLL_START);
  add_scroll_binding (widget_class, GDK_KEY_End, GTK_SCROLL_END);

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
  g_type_ensure (ADW_TYPE_CLAMP);
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  ak_accessible_name_widget (self->scroller);
  ak_reading_keys_attach (GTK_WIDGET (self));
}

/**
 * ak_lesson_page_new:
 * @context: what pages are handed; a reading page needs only the lesson
 * @page: the page whose blocks to show
 *
 * Returns: (transfer floating): a page showing @page's reading blocks
 */
AkLessonPage *
ak_lesson_page_new (AkPageContext *context,
                    const AkPage  *page)
{
  AkLesson *lesson;
  AkLessonPage *self;

  g_return_val_if_fail (AK_IS_PAGE_CONTEXT (context), NULL);
  g_return_val_if_fail (page != NULL, NULL);

  lesson = ak_page_context_get_lesson (context);
  self = g_object_new (AK_TYPE_LESSON_PAGE, NULL);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, page->title,
                                  -1);

  /* A page without reading text still says what it is. */
  if (page->blocks->len == 0)
    {
      AkBlock title = { .kind = AK_BLOCK_HEADING, .text = page->title };

      gtk_box_append (self->content, ak_reading_block_new (lesson, &title));
    }

  /* The page is owned by the lesson, which this page keeps alive. */
  self->lesson = g_object_ref (lesson);
  self->page = page;
  build_blocks (self, BLOCKS_BEFORE_FIRST_FRAME);
  if (self->n_built < page->blocks->len)
    self->build_source = g_idle_add_full (G_PRIORITY_LOW, build_remaining_blocks, self, NULL);

  return self;
}

/**
 * ak_lesson_page_is_complete:
 * @self: a page
 *
 * Returns: %TRUE once every reading block of the page has been built
 */
gboolean
ak_lesson_page_is_complete (AkLessonPage *self)
{
  g_return_val_if_fail (AK_IS_LESSON_PAGE (self), FALSE);

  return self->n_built == self->page->blocks->len;
}
